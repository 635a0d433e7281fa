/* arriero-player-row.h: one player's holdings, in the players list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_PLAYER_ROW (arriero_player_row_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroPlayerRow, arriero_player_row, ARRIERO, PLAYER_ROW, GtkListBoxRow)

GtkWidget  *arriero_player_row_new         (guint             player);
const char *arriero_player_row_get_summary (ArrieroPlayerRow *self);

G_END_DECLS
