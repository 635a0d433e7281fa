/* arriero-players-page.h: the setup assistant's page of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_PLAYERS_PAGE (arriero_players_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroPlayersPage, arriero_players_page, ARRIERO, PLAYERS_PAGE, ArrieroSetupPage)

void     arriero_players_page_set_players   (ArrieroPlayersPage *self,
                                             guint               n_players,
                                             char              **names,
                                             char              **colours);
guint    arriero_players_page_get_n_players (ArrieroPlayersPage *self);
gboolean arriero_players_page_get_example   (ArrieroPlayersPage *self);
void     arriero_players_page_set_example   (ArrieroPlayersPage *self,
                                             gboolean            example);

G_END_DECLS
