/* arriero-game-page.h: the game's page of the window, the table and the
 * turn panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "arriero-board-view.h"
#include "arriero-turn-panel.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_GAME_PAGE (arriero_game_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGamePage, arriero_game_page, ARRIERO, GAME_PAGE, GtkWidget)

ArrieroGamePage  *arriero_game_page_new              (void);
ArrieroBoardView *arriero_game_page_get_board_view   (ArrieroGamePage *self);
ArrieroTurnPanel *arriero_game_page_get_turn_panel   (ArrieroGamePage *self);
GtkListBox       *arriero_game_page_get_player_list  (ArrieroGamePage *self);
AdwFlap          *arriero_game_page_get_history_flap (ArrieroGamePage *self);
GtkListBox       *arriero_game_page_get_history_view (ArrieroGamePage *self);
void              arriero_game_page_restyle          (ArrieroGamePage *self);

G_END_DECLS
