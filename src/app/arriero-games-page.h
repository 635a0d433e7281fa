/* arriero-games-page.h: the History page, every game played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_GAMES_PAGE (arriero_games_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGamesPage, arriero_games_page, ARRIERO, GAMES_PAGE, GtkBox)

void        arriero_games_page_refresh    (ArrieroGamesPage  *self);
GPtrArray  *arriero_games_page_get_games  (ArrieroGamesPage  *self);
GPtrArray  *arriero_games_page_get_stats  (ArrieroGamesPage  *self);
GListModel *arriero_games_page_get_model  (ArrieroGamesPage  *self);
GtkWidget  *arriero_games_page_get_list_view (ArrieroGamesPage *self);
GtkWidget  *arriero_games_page_get_stats_list (ArrieroGamesPage *self);
gboolean    arriero_games_page_export     (ArrieroGamesPage  *self,
                                           const char        *path,
                                           GError           **error);

G_END_DECLS
