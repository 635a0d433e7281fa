/* arriero-turn-panel.h: what the player to act may do now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_TURN_PANEL (arriero_turn_panel_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroTurnPanel, arriero_turn_panel, ARRIERO, TURN_PANEL, GtkWidget)

AlpGame    *arriero_turn_panel_get_game      (ArrieroTurnPanel *self);
void        arriero_turn_panel_set_game      (ArrieroTurnPanel *self,
                                              AlpGame          *game);
void        arriero_turn_panel_open          (ArrieroTurnPanel *self,
                                              AlpActionKind     kind);
const char *arriero_turn_panel_get_message   (ArrieroTurnPanel *self);
guint       arriero_turn_panel_get_n_choices (ArrieroTurnPanel *self);
const AlpChoice *arriero_turn_panel_get_choice (ArrieroTurnPanel *self,
                                                guint             index);

GArray     *arriero_turn_panel_get_targets   (ArrieroTurnPanel *self);
GArray     *arriero_turn_panel_get_picks_made (ArrieroTurnPanel *self);
gboolean    arriero_turn_panel_pick          (ArrieroTurnPanel *self,
                                              guint             kind,
                                              guint             index);
const char *arriero_turn_panel_get_announcement (ArrieroTurnPanel *self);
GArray     *arriero_turn_panel_get_refused   (ArrieroTurnPanel *self);
GArray     *arriero_turn_panel_get_other_targets (ArrieroTurnPanel *self);
gboolean    arriero_turn_panel_get_other_action (ArrieroTurnPanel *self,
                                                 guint             index,
                                                 AlpActionKind    *kind,
                                                 guint            *icon);
void        arriero_turn_panel_show_refusal  (ArrieroTurnPanel *self,
                                              const char       *reason,
                                              const char       *rule);
void        arriero_turn_panel_open_action   (ArrieroTurnPanel *self,
                                              AlpActionKind     kind,
                                              guint             icon);
gboolean    arriero_turn_panel_get_open_action (ArrieroTurnPanel *self,
                                                AlpActionKind    *kind,
                                                guint            *icon);

G_END_DECLS
