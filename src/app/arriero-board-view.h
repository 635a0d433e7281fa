/* arriero-board-view.h: the board as the table sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_BOARD_VIEW (arriero_board_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroBoardView, arriero_board_view, ARRIERO, BOARD_VIEW, GtkWidget)

AlpGame   *arriero_board_view_get_game     (ArrieroBoardView *self);
void       arriero_board_view_set_game     (ArrieroBoardView *self,
                                            AlpGame          *game);
guint      arriero_board_view_get_n_marked (ArrieroBoardView *self);
gboolean   arriero_board_view_has_text     (ArrieroBoardView *self,
                                            const char       *needle);
guint      arriero_board_view_get_n_unknown (ArrieroBoardView *self);

char       *arriero_board_view_get_refusal    (ArrieroBoardView *self,
                                               guint             space,
                                               guint             spot);
char       *arriero_board_view_describe_space (ArrieroBoardView *self,
                                               guint             space,
                                               guint             spot);
void        arriero_board_view_activate_space (ArrieroBoardView *self,
                                               guint             space,
                                               guint             spot);
gboolean    arriero_board_view_press_key      (ArrieroBoardView *self,
                                               guint             keyval);
gboolean    arriero_board_view_get_focused    (ArrieroBoardView *self,
                                               AlpPosition      *position);
gboolean    arriero_board_view_get_space_center (ArrieroBoardView *self,
                                                 guint             space,
                                                 guint             spot,
                                                 double           *x,
                                                 double           *y);
char             *arriero_board_view_describe_place (ArrieroBoardView *self,
                                                    guint             space,
                                                    guint             spot);

G_END_DECLS
