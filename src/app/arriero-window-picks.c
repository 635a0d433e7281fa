/* arriero-window-picks.c: the window's table takes the turn panel's picks
 *
 * The turn panel knows what may be picked now (the engine's tree of
 * picks); the table's parts show the things picked.  At every change of
 * the targets this marks each on the part that shows it: the targets of
 * the pick under way and, before any pick, the first picks of the stop's
 * other actions (ARRIERO_MARK_TARGET), and what the rules refuse
 * (ARRIERO_MARK_REFUSED, with the engine's reason).  A target no part
 * shows goes to the pick tray.  A click on a target makes the pick
 * through arriero_turn_panel_pick(); on a refused one, the panel says
 * why.  Zara's choice between two villages is marked and taken the same
 * way, from the panel's list of her choices.  A card turned up is picked
 * among the cards the display view shows while it is (its candidates:
 * the targets of the pick).  After a step, the focus goes to the first
 * target on the table (::focus-target).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-display-view.h"
#include "arriero-pick-tray.h"
#include "arriero-table-part.h"
#include "arriero-window-picks.h"

#define PICKS_KEY "arriero-window-picks"
#define MAX_EXTRA 12

typedef struct
{
  GPtrArray       *parts;   /* ArrieroTablePart, in the order of the screen; the tray not among them */
  ArrieroPickTray *tray;
  ArrieroDisplayView *display; /* among the parts */
} Picks;

static void
picks_free (gpointer data)
{
  Picks *picks = data;

  g_ptr_array_unref (picks->parts);
  g_free (picks);
}

static void
find_parts (Picks     *picks,
            GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ARRIERO_IS_PICK_TRAY (child))
      picks->tray = ARRIERO_PICK_TRAY (child);
    else if (ARRIERO_IS_TABLE_PART (child))
      {
        if (ARRIERO_IS_DISPLAY_VIEW (child))
          picks->display = ARRIERO_DISPLAY_VIEW (child);
        g_ptr_array_add (picks->parts, child);
      }
    else
      find_parts (picks, child);
}

/* Marks @pick on the part that shows it; FALSE when none does */
static gboolean
mark_pick (Picks         *picks,
           const AlpPick *pick,
           ArrieroMark    mark,
           const char    *reason)
{
  for (guint i = 0; i < picks->parts->len; i++)
    if (arriero_table_part_mark_pick (g_ptr_array_index (picks->parts, i), pick, mark, reason))
      return TRUE;

  return picks->tray != NULL && arriero_table_part_mark_pick (ARRIERO_TABLE_PART (picks->tray), pick, mark, reason);
}

static void
mark_targets (Picks   *picks,
              GArray  *targets,
              AlpPick *extras,
              guint   *n_extras)
{
  for (guint i = 0; i < targets->len; i++)
    {
      const AlpPick *pick = &g_array_index (targets, AlpPick, i);

      if (!mark_pick (picks, pick, ARRIERO_MARK_TARGET, NULL) && *n_extras < MAX_EXTRA)
        extras[(*n_extras)++] = *pick;
    }
}

/* Zara's choice of the village that loses a token */
static void
mark_zara (Picks            *picks,
           ArrieroTurnPanel *panel)
{
  for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
    {
      const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);
      AlpPick pick = { ALP_PICK_VILLAGE, choice->action.village };

      if (choice->action.kind == ALP_ACTION_ZARA_CHOOSE)
        mark_pick (picks, &pick, choice->legal ? ARRIERO_MARK_TARGET : ARRIERO_MARK_REFUSED, choice->reason);
    }
}

/* This step's targets and refusals, the extras the tray shows */
static void
mark_all (Picks            *picks,
          ArrieroTurnPanel *panel,
          AlpGame          *game,
          GArray           *refused)
{
  AlpPick extras[MAX_EXTRA];
  guint n_extras = 0;

  if (alp_game_get_phase (game) == ALP_PHASE_ZARA_CHOOSE)
    mark_zara (picks, panel);
  mark_targets (picks, arriero_turn_panel_get_targets (panel), extras, &n_extras);
  mark_targets (picks, arriero_turn_panel_get_other_targets (panel), extras, &n_extras);
  if (picks->tray != NULL)
    {
      arriero_pick_tray_set_extras (picks->tray, extras, n_extras);
      for (guint i = 0; i < n_extras; i++)
        arriero_table_part_mark_pick (ARRIERO_TABLE_PART (picks->tray), &extras[i], ARRIERO_MARK_TARGET, NULL);
    }
  for (guint i = 0; i < refused->len; i++)
    {
      const AlpPickRefusal *r = &g_array_index (refused, AlpPickRefusal, i);

      mark_pick (picks, &r->pick, ARRIERO_MARK_REFUSED, r->reason);
    }
}

static void
targets_changed_cb (ArrieroTurnPanel *panel)
{
  Picks *picks = g_object_get_data (G_OBJECT (panel), PICKS_KEY);
  AlpGame *game = arriero_turn_panel_get_game (panel);
  GArray *refused = arriero_turn_panel_get_refused (panel);

  /* marks and the tray's items change only where this step's differ */
  for (guint i = 0; i < picks->parts->len; i++)
    {
      arriero_table_part_begin_marks (g_ptr_array_index (picks->parts, i));
      arriero_table_part_clear_marks (g_ptr_array_index (picks->parts, i));
    }
  if (picks->tray != NULL)
    {
      arriero_table_part_begin_marks (ARRIERO_TABLE_PART (picks->tray));
      arriero_table_part_clear_marks (ARRIERO_TABLE_PART (picks->tray));
      /* the last pick's extras go: the tray finds only this one's */
      arriero_pick_tray_forget_extras (picks->tray);
    }
  if (picks->display != NULL)
    {
      GArray *targets = arriero_turn_panel_get_targets (panel);

      /* the cards that can be turned up, before they are marked */
      arriero_display_view_set_candidates (picks->display, game != NULL ? (AlpPick *) targets->data : NULL,
                                           game != NULL ? targets->len : 0);
    }
  if (game != NULL)
    mark_all (picks, panel, game, refused);
  else if (picks->tray != NULL)
    arriero_pick_tray_set_extras (picks->tray, NULL, 0);
  for (guint i = 0; i < picks->parts->len; i++)
    arriero_table_part_end_marks (g_ptr_array_index (picks->parts, i));
  if (picks->tray != NULL)
    arriero_table_part_end_marks (ARRIERO_TABLE_PART (picks->tray));
}

/* Says why @pick is refused, from the panel's refusals or Zara's choices */
static void
say_refusal (ArrieroTurnPanel *panel,
             const AlpPick    *pick)
{
  GArray *refused = arriero_turn_panel_get_refused (panel);

  for (guint i = 0; i < refused->len; i++)
    {
      const AlpPickRefusal *r = &g_array_index (refused, AlpPickRefusal, i);

      if (r->pick.kind == pick->kind && r->pick.index == pick->index)
        {
          arriero_turn_panel_show_refusal (panel, r->reason, r->rule);
          return;
        }
    }
  for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
    {
      const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);

      if (choice->action.kind == ALP_ACTION_ZARA_CHOOSE && pick->kind == ALP_PICK_VILLAGE &&
          choice->action.village == pick->index && !choice->legal && choice->reason != NULL)
        {
          arriero_turn_panel_show_refusal (panel, choice->reason, choice->rule);
          return;
        }
    }
}

static void
item_activated_cb (ArrieroTablePart *part,
                   guint             index,
                   ArrieroTurnPanel *panel)
{
  AlpGame *game = arriero_turn_panel_get_game (panel);
  AlpPick pick;

  if (game == NULL || !arriero_table_part_get_item_pick (part, index, &pick))
    return;
  if (arriero_table_part_get_mark (part, index) == ARRIERO_MARK_REFUSED)
    {
      say_refusal (panel, &pick);
      return;
    }
  if (alp_game_get_phase (game) == ALP_PHASE_ZARA_CHOOSE && pick.kind == ALP_PICK_VILLAGE)
    {
      for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
        {
          const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);

          if (choice->legal && choice->action.kind == ALP_ACTION_ZARA_CHOOSE && choice->action.village == pick.index)
            {
              gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", i);
              return;
            }
        }
      return;
    }
  arriero_turn_panel_pick (panel, pick.kind, pick.index);
}

static gboolean
focus_target_cb (ArrieroTurnPanel *panel)
{
  Picks *picks = g_object_get_data (G_OBJECT (panel), PICKS_KEY);
  GtkWidget *target = NULL;

  /* the tray first when it holds the pick under way (a fruit after a
   * farmland), else the first part that shows a target */
  if (picks->tray != NULL && arriero_turn_panel_get_picks_made (panel)->len > 0)
    target = arriero_table_part_get_first_target (ARRIERO_TABLE_PART (picks->tray));
  for (guint i = 0; i < picks->parts->len && target == NULL; i++)
    target = arriero_table_part_get_first_target (g_ptr_array_index (picks->parts, i));
  if (target == NULL && picks->tray != NULL)
    target = arriero_table_part_get_first_target (ARRIERO_TABLE_PART (picks->tray));

  return target != NULL && gtk_widget_grab_focus (target);
}

/**
 * arriero_window_picks_ensure_types:
 *
 * For the window's class_init: the template names the pick tray.
 */
void
arriero_window_picks_ensure_types (void)
{
  g_type_ensure (ARRIERO_TYPE_PICK_TRAY);
}

/**
 * arriero_window_picks_attach:
 * @table: a widget holding the table's parts
 *
 * Lets the parts under @table show @panel's targets and take its picks.
 */
void
arriero_window_picks_attach (ArrieroTurnPanel *panel,
                             GtkWidget        *table)
{
  Picks *picks = g_new0 (Picks, 1);

  picks->parts = g_ptr_array_new ();
  find_parts (picks, table);
  g_object_set_data_full (G_OBJECT (panel), PICKS_KEY, picks, picks_free);
  if (picks->tray != NULL)
    g_ptr_array_add (picks->parts, picks->tray);
  for (guint i = 0; i < picks->parts->len; i++)
    {
      g_signal_connect_object (g_ptr_array_index (picks->parts, i), "item-activated",
                               G_CALLBACK (item_activated_cb), panel, 0);
      /* a part given a new game forgets its marks: mark them again */
      g_signal_connect_object (g_ptr_array_index (picks->parts, i), "notify::game",
                               G_CALLBACK (targets_changed_cb), panel, G_CONNECT_SWAPPED);
    }
  if (picks->tray != NULL)
    g_ptr_array_remove_index (picks->parts, picks->parts->len - 1);
  g_signal_connect (panel, "targets-changed", G_CALLBACK (targets_changed_cb), NULL);
  g_signal_connect (panel, "focus-target", G_CALLBACK (focus_target_cb), NULL);
  targets_changed_cb (panel);
}
