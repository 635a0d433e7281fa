/* bench-entry.c: how many interactions a turn takes through the input
 *
 * Replays the recorded 2-, 3- and 4-player games of tests/data/games in
 * the real window through its input, as a table would enter them: a
 * click on the track for the mule's destination, a click per pick on the
 * item of the table's part that shows it (a farmland, a fruit, a
 * village's token, ...; picks with a single target are made for the
 * table, and the first pick of an action not open opens it), a click on
 * an action's row only where the table's click would open another action
 * than the recorded one, End Turn.  Zara's choice of a village is clicked
 * on the villages too, and each card turned up (the display refilled,
 * Zara's card when its front counts) on the card display.  Prints,
 * per player turn, the interactions against the decisions the turn held
 * (each destination, each part of each choice, End Turn), then the
 * median and the worst of their difference.  Goal: median at most
 * decisions + 1, worst at most decisions + 3; exits 1 when missed.
 * Zara's steps and the cards turned up are entered but not counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "alp-record.h"
#include "arriero-board-view.h"
#include "arriero-game-store.h"
#include "arriero-table-part.h"
#include "arriero-test-app.h"
#include "arriero-test-table.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

typedef struct
{
  guint decisions;
  guint interactions;
  guint row_clicks;      /* of them, on the panel's rows */
} Turn;

static gboolean
same_pick (const AlpPick *a,
           const AlpPick *b)
{
  return a->kind == b->kind && a->index == b->index;
}

/* The item of the table marked as the target @pick, or NULL */
static GtkWidget *
find_target (GtkWidget     *widget,
             const AlpPick *pick)
{
  return find_marked (widget, ARRIERO_MARK_TARGET, pick);
}

/* A click on the table's item for @pick: what its click gesture emits */
static void
click_target (ArrieroWindow *window,
              const AlpPick *pick)
{
  GtkWidget *item = find_target (GTK_WIDGET (window), pick);

  if (item == NULL || !gtk_widget_is_drawable (item))
    g_error ("no target on the table for pick %u/%u", pick->kind, pick->index);
  g_signal_emit_by_name (item, "clicked");
}

/* Whether a click on @pick opens (or continues) the action @kind, @icon */
static gboolean
opens_action (ArrieroTurnPanel *panel,
              const AlpPick    *pick,
              AlpActionKind     kind,
              guint             icon)
{
  GArray *targets = arriero_turn_panel_get_targets (panel);
  GArray *others = arriero_turn_panel_get_other_targets (panel);
  AlpActionKind open_kind;
  guint open_icon;

  if (arriero_turn_panel_get_open_action (panel, &open_kind, &open_icon))
    for (guint i = 0; i < targets->len; i++)
      if (same_pick (&g_array_index (targets, AlpPick, i), pick))
        return open_kind == kind && open_icon == icon;
  for (guint i = 0; i < others->len; i++)
    if (same_pick (&g_array_index (others, AlpPick, i), pick))
      return arriero_turn_panel_get_other_action (panel, i, &open_kind, &open_icon) &&
             open_kind == kind && open_icon == icon;

  return FALSE;
}

/* Whether the picks from @made on can make an event that comes to
 * @target; the picks of one that does in @path (its length in @n_path) */
static gboolean
find_path (AlpGame        *game,
           AlpPickTree    *tree,
           AlpPick        *made,
           guint           n_made,
           const AlpState *target,
           guint          *n_path)
{
  g_autoptr(GArray) picks = alp_pick_tree_list (tree, made, n_made);
  AlpAction action;

  if (picks->len == 0)
    {
      AlpState after;

      if (!alp_pick_tree_get_action (tree, made, n_made, &action, NULL))
        return FALSE;
      memcpy (&after, _alp_game_get_state (game), sizeof after);
      if (!alp_rules_apply (_alp_game_get_board (game), &after, &action, NULL))
        return FALSE;
      after.n_events = target->n_events;
      *n_path = n_made;
      return memcmp (&after, target, sizeof after) == 0;
    }
  for (guint i = 0; i < picks->len && n_made < 16; i++)
    {
      made[n_made] = g_array_index (picks, AlpPick, i);
      if (find_path (game, tree, made, n_made + 1, target, n_path))
        return TRUE;
    }

  return FALSE;
}

/* Enters @event, of the player to act, through the picks on the table */
static void
enter_action (ArrieroWindow   *window,
              AlpGame         *game,
              const AlpAction *event,
              Turn            *turn)
{
  ArrieroTurnPanel *panel = get_panel (window);
  AlpActionKind kind = event->kind == ALP_ACTION_GOAL_TOKEN ? ALP_ACTION_COMPLETE_GOAL : event->kind;
  guint icon = kind == ALP_ACTION_ADD_FARMER ? event->icon : ALP_NONE;
  guint n_path = 0;
  guint n_events = alp_game_get_n_events (game);
  g_autoptr(AlpPickTree) tree = alp_game_list_picks (game, kind, icon);
  AlpPick path[16];
  AlpState target;

  memcpy (&target, _alp_game_get_state (game), sizeof target);
  g_assert_true (alp_rules_apply (_alp_game_get_board (game), &target, event, NULL));
  g_assert_true (find_path (game, tree, path, 0, &target, &n_path));
  turn->decisions += MAX (n_path, 1);

  /* the first pick opens the action, unless a click on it would open
   * another one: then the action's row */
  if (!opens_action (panel, &path[0], kind, icon))
    {
      arriero_turn_panel_open_action (panel, kind, icon);
      turn->interactions++;
      turn->row_clicks++;
    }

  /* then each pick asked, on the table: the panel makes the forced ones */
  while (alp_game_get_n_events (game) == n_events)
    {
      GArray *made = arriero_turn_panel_get_picks_made (panel);

      g_assert_cmpuint (made->len, <, n_path);
      click_target (window, &path[made->len]);
      turn->interactions++;
    }
  settle ();
}

/* The card the display view shows as @pick, among the cards that can be
 * turned up: on its page (the view's More Cards button turns them) */
static void
click_card (ArrieroWindow *window,
            const AlpPick *pick)
{
  for (guint p = 0; p < 3; p++)
    {
      GtkWidget *item = find_target (GTK_WIDGET (window), pick);

      if (item != NULL && gtk_widget_is_drawable (item))
        break;
      g_signal_emit_by_name (find_named (GTK_WIDGET (window), "more-cards"), "clicked");
      settle ();
    }
  click_target (window, pick);
}

/* A card turned up, clicked on the table; Zara's backs (the panel's
 * pictures) and her choice of a village: the recorded event's choice,
 * through turn.choose as their buttons and rows activate it */
static void
enter_listed (ArrieroWindow   *window,
              AlpGame         *game,
              const AlpAction *event,
              guint           *n_cards)
{
  ArrieroTurnPanel *panel = get_panel (window);

  if ((event->kind == ALP_ACTION_REVEAL_CARD || event->kind == ALP_ACTION_ZARA_CARD) && event->card != ALP_NONE &&
      arriero_turn_panel_get_targets (panel)->len > 0)
    {
      AlpPick card = { ALP_PICK_CARD, event->card };

      click_card (window, &card);
      (*n_cards)++;
      return;
    }

  for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
    if (alp_action_equal (&arriero_turn_panel_get_choice (panel, i)->action, event))
      {
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", i);
        return;
      }

  /* a recorded card for Zara's step, which the panel shows by its back
   * alone: entered as recorded, as Zara's steps are not counted, so that
   * the game stays the recorded one */
  if (event->kind == ALP_ACTION_ZARA_CARD)
    {
      g_autoptr(GError) error = NULL;

      if (!alp_game_apply (game, event, &error))
        g_error ("Zara's recorded card: %s", error->message);
      return;
    }
  g_error ("the panel does not list the recorded event");
}

static int
compare_int (gconstpointer a,
             gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* Replays the recorded game in @file; appends each player turn's
 * interactions less its decisions to @extra */
static void
replay (ArrieroWindow *window,
        const char    *file,
        GArray        *extra,
        guint         *row_clicks,
        guint         *n_cards)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "data", "games", file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) recorded = alp_record_load_from_file (path, &error);
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *save = arriero_game_store_new_path ();
  ArrieroBoardView *board;
  Turn turn = { 0, 0, 0 };
  guint n_turns = 0;

  g_assert_no_error (error);
  game = alp_game_new (alp_game_get_edition (recorded), alp_game_get_setup (recorded), &error);
  g_assert_no_error (error);
  arriero_session_set_game (arriero_window_get_session (window), game, save);
  settle ();
  board = ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));

  g_print ("%s (%u players):\n", file, alp_game_get_n_players (game));
  for (guint i = 0; i < alp_game_get_n_events (recorded); i++)
    {
      const AlpAction *event = alp_game_get_event (recorded, i);
      guint n_events = alp_game_get_n_events (game);
      gboolean zara = alp_game_is_zara (game, alp_game_get_current (game));

      switch (event->kind)
        {
        case ALP_ACTION_MOVE:
          arriero_board_view_activate_space (board, event->space, event->spot);
          if (!zara)
            {
              turn.decisions++;
              turn.interactions++;
            }
          break;

        case ALP_ACTION_END_TURN:
          gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
          turn.decisions++;
          turn.interactions++;
          g_print ("  turn %3u: %2u decisions, %2u interactions (%u on the panel's rows)\n", ++n_turns,
                   turn.decisions, turn.interactions, turn.row_clicks);
          *row_clicks += turn.row_clicks;
          {
            int d = (int) turn.interactions - (int) turn.decisions;

            g_array_append_val (extra, d);
          }
          turn.decisions = turn.interactions = turn.row_clicks = 0;
          break;

        case ALP_ACTION_ZARA_ROLL:
          gtk_widget_activate_action (GTK_WIDGET (get_panel (window)), "turn.roll", "i", (gint) event->value);
          break;

        case ALP_ACTION_ZARA_CHOOSE:
          {
            AlpPick village = { ALP_PICK_VILLAGE, event->village };

            click_target (window, &village);
          }
          break;

        case ALP_ACTION_REVEAL_CARD:
        case ALP_ACTION_ZARA_CARD:
          enter_listed (window, game, event, n_cards);
          break;

        default:
          if (zara)
            g_error ("a Zara step of kind %u", event->kind);
          enter_action (window, game, event, &turn);
          break;
        }
      settle ();
      if (alp_game_get_n_events (game) != n_events + 1)
        g_error ("%s: event %u was not entered (%s)", file, i,
                 arriero_turn_panel_get_message (get_panel (window)));
    }
  assert_same_state (game, recorded);
}

int
main (int   argc,
      char *argv[])
{
  static const char *files[] = { "two-players-zara.json", "three-players.json", "four-players.json" };
  g_autoptr(GArray) extra = g_array_new (FALSE, FALSE, sizeof (int));
  ArrieroWindow *window;
  int median, worst;
  guint row_clicks = 0, n_cards = 0;

  app_test_isolate_data ();
  gtk_init ();
  adw_init ();
  app_test_use_app_style ();

  window = g_object_new (ARRIERO_TYPE_WINDOW, "default-width", 1280, "default-height", 800, NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    replay (window, files[f], extra, &row_clicks, &n_cards);

  g_array_sort (extra, compare_int);
  median = g_array_index (extra, int, extra->len / 2);
  worst = g_array_index (extra, int, extra->len - 1);
  g_print ("%u player turns: interactions - decisions: median %+d, worst %+d, best %+d "
           "(goal: median <= +1, worst <= +3)\n",
           extra->len, median, worst, g_array_index (extra, int, 0));
  g_print ("%u clicks on the panel's action rows, every other pick on the table\n", row_clicks);
  g_print ("%u cards turned up, each clicked on the table's card display\n", n_cards);

  gtk_window_destroy (GTK_WINDOW (window));

  return median <= 1 && worst <= 3 ? EXIT_SUCCESS : EXIT_FAILURE;
}
