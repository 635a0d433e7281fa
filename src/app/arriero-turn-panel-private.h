/* arriero-turn-panel-private.h: the turn panel's insides, for its own files
 *
 * Included after arriero-turn-panel.h, which it does not include: a unit
 * includes nothing that includes it back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"
#include "arriero-session.h"

G_BEGIN_DECLS

struct _ArrieroTurnPanel
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkLabel      *title_label;
  GtkLabel      *hint_label;
  GtkLabel      *message_label;
  GtkWidget     *refusal_why_button;
  GtkWidget     *turn_reason_box;
  GtkLabel      *turn_reason_label;
  GtkListBox    *instructions_list;
  GtkListBox    *actions_list;
  GtkLabel      *choices_label;
  GtkListBox    *choices_list;
  GtkFlowBox    *backs_flow;  /* Zara's card backs, as pictures */
  GtkWidget     *end_turn_button;

  AlpGame       *game;
  GSignalGroup  *game_signals;
  ArrieroSession *session;
  GSignalGroup  *session_signals;
  GArray        *choices;     /* AlpChoice shown in choices_list */
  AlpActionKind  open_kind;   /* ALP_N_ACTIONS when no action is open */
  char          *message;

  /* An action filled in by picks */
  AlpPickTree   *tree;
  guint          open_icon;   /* the stop's icon it uses, ALP_NONE: any */
  GArray        *made;        /* AlpPick made so far */
  GArray        *targets;     /* AlpPick: what may be picked now */
  GArray        *refused;     /* AlpPickRefusal: what the rules refuse now */
  GArray        *others;      /* AlpPick: first picks of the stop's other actions */
  GArray        *other_slots; /* guint: the slot_actions[] each of them opens */
  GtkLabel      *announce_label;
  GHashTable    *picks_cache; /* kind and icon → AlpPickTree, for one step */

  /* E2: a spend of norias waiting for which pieces go back */
  AlpAction      spend;       /* kind ALP_N_ACTIONS: none */
  guint          focus_id;    /* keep_focus_cb() due */
};

gboolean _arriero_turn_panel_picks_card (ArrieroTurnPanel *self,
                                         AlpActionKind     kind);
void _arriero_turn_panel_announce    (ArrieroTurnPanel *self,
                                      const char       *text);
guint _arriero_turn_panel_show_backs (ArrieroTurnPanel *self,
                                      gboolean          shown);
GtkWidget *_arriero_turn_panel_first_back (ArrieroTurnPanel *self);
void _arriero_turn_panel_slot_action (guint             slot,
                                      AlpActionKind    *kind,
                                      guint            *icon);

void       _arriero_turn_panel_clear_list  (GtkListBox  *list);
void       _arriero_turn_panel_finish_list (GtkListBox  *list);
void       _arriero_turn_panel_set_text    (GtkLabel    *label,
                                            const char  *text);
GtkWidget *_arriero_turn_panel_new_row     (GtkListBox  *list);
GtkWidget *_arriero_turn_panel_fill_row    (GtkListBox  *list,
                                            const char  *title,
                                            const char  *subtitle,
                                            const char  *action_name,
                                            GVariant    *target,
                                            gboolean     sensitive,
                                            gboolean     refused);
GtkWidget *_arriero_turn_panel_add_row     (GtkListBox  *list,
                                            const char  *title,
                                            const char  *subtitle,
                                            const char  *action_name,
                                            GVariant    *target);

G_END_DECLS
