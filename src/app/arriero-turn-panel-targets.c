/* arriero-turn-panel-targets.c: what the turn panel tells the views that take its picks
 *
 * The board's parts mark the panel's targets and take its picks
 * (arriero-window-picks.c): the targets of the pick under way, the picks
 * made, what the rules refuse, the first picks of the stop's other
 * actions, and the panel's line that says why a refused one is refused.
 * Kept apart from arriero-turn-panel.c, which fills the panel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-rules-window.h"
#include "arriero-turn-panel.h"
#include "arriero-turn-panel-private.h"

/**
 * arriero_turn_panel_get_targets:
 *
 * What may be picked now in the action open, for views that mark the
 * targets on the board (a farmland, a fruit, a village's token, ...).
 *
 * Returns: (transfer none) (element-type AlpPick): the targets, empty
 *   when no pick is due
 */
GArray *
arriero_turn_panel_get_targets (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->targets;
}

/**
 * arriero_turn_panel_get_picks_made:
 *
 * Returns: (transfer none) (element-type AlpPick): the picks made so far
 *   in the action open
 */
GArray *
arriero_turn_panel_get_picks_made (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->made;
}

/**
 * arriero_turn_panel_get_refused:
 *
 * What the rules refuse in the pick under way, each with the rules'
 * reason, for views that show targets as refused.
 *
 * Returns: (transfer none) (element-type AlpPickRefusal): the refused
 *   picks, empty when no pick is due
 */
GArray *
arriero_turn_panel_get_refused (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->refused;
}

/**
 * arriero_turn_panel_get_other_targets:
 *
 * Before any pick is made: the first picks of the stop's actions other
 * than the one open, none of them among arriero_turn_panel_get_targets();
 * arriero_turn_panel_pick() with one opens its action.
 *
 * Returns: (transfer none) (element-type AlpPick): the picks
 */
GArray *
arriero_turn_panel_get_other_targets (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->others;
}

/**
 * arriero_turn_panel_show_refusal:
 * @reason: the rules' reason ("rule A3: …")
 * @rule: (nullable): its rule's ID, for the Why? button
 *
 * Says why a target the table clicked is refused: in the panel's message
 * line and to screen readers.
 */
void
arriero_turn_panel_show_refusal (ArrieroTurnPanel *self,
                                 const char       *reason,
                                 const char       *rule)
{
  g_return_if_fail (ARRIERO_IS_TURN_PANEL (self));
  g_return_if_fail (reason != NULL);

  g_free (self->message);
  self->message = g_strdup (reason);
  gtk_label_set_text (self->message_label, reason);
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), TRUE);
  arriero_rules_set_why (self->refusal_why_button, rule);
  _arriero_turn_panel_announce (self, reason);
}

/**
 * arriero_turn_panel_get_other_action:
 * @index: a pick of arriero_turn_panel_get_other_targets()
 * @kind: (out) (optional): the action a pick of it opens
 * @icon: (out) (optional): and the stop's icon that action uses
 *
 * Returns: whether @index is one of them
 */
gboolean
arriero_turn_panel_get_other_action (ArrieroTurnPanel *self,
                                     guint             index,
                                     AlpActionKind    *kind,
                                     guint            *icon)
{
  guint slot;

  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), FALSE);

  if (index >= self->other_slots->len)
    return FALSE;
  slot = g_array_index (self->other_slots, guint, index);
  _arriero_turn_panel_slot_action (slot, kind, icon);

  return TRUE;
}

/* Whether @kind is a card turned up, picked among the cards the
 * display shows (Zara's step when it counts a card's front; her steps
 * that count only a back stay a list of backs) */
gboolean
_arriero_turn_panel_picks_card (ArrieroTurnPanel *self,
                                AlpActionKind     kind)
{
  g_autoptr(GArray) choices = NULL;

  if (kind == ALP_ACTION_REVEAL_CARD)
    return TRUE;
  if (kind != ALP_ACTION_ZARA_CARD)
    return FALSE;
  choices = alp_game_list_choices (arriero_turn_panel_get_game (self), kind);
  return choices->len > 0 && g_array_index (choices, AlpChoice, 0).action.card != ALP_NONE;
}
