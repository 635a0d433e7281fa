/* test-history.c: undo, redo, rewind, the event list and Zara's
 * instructions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-event.h"
#include "alp-game-private.h"
#include "alp-playout.h"
#include "arriero-test-engine.h"

static AlpGame *
random_game (AlpEdition *edition,
             guint       n_players,
             guint       seed,
             GRand     **rand_out)
{
  GRand *rand = g_rand_new_with_seed (seed);
  g_autoptr(AlpSetup) setup = random_setup (edition, n_players, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  *rand_out = rand;
  return game;
}

/* Undo every event, then redo every event: the same state at each step */
static void
test_undo_redo_whole_games (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");

  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autoptr(GRand) rand = NULL;
      g_autoptr(AlpGame) game = random_game (edition, 2 + seed % 3, seed, &rand);
      g_autoptr(GArray) states = g_array_new (FALSE, FALSE, sizeof (AlpState));
      guint n;

      g_array_append_vals (states, _alp_game_get_state (game), 1);
      while (alp_playout_step (game, rand, NULL))
        g_array_append_vals (states, _alp_game_get_state (game), 1);
      n = alp_game_get_n_events (game);
      g_assert_cmpuint (n, ==, states->len - 1);
      g_assert_cmpuint (g_list_model_get_n_items (alp_game_get_history (game)), ==, n);

      for (guint i = n; i > 0; i--)
        {
          g_assert_true (alp_game_undo (game));
          assert_game_state (game, &g_array_index (states, AlpState, i - 1));
        }
      g_assert_false (alp_game_can_undo (game));
      g_assert_false (alp_game_undo (game));
      g_assert_cmpuint (alp_game_get_n_undone (game), ==, n);

      for (guint i = 1; i <= n; i++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (alp_game_redo (game, &error));
          g_assert_no_error (error);
          assert_game_state (game, &g_array_index (states, AlpState, i));
        }
      g_assert_false (alp_game_can_redo (game));
      g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
    }
}

/* Back to a chosen event, and a new action ends redo unless it is the
 * next one taken back */
static void
test_rewind (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = NULL;
  g_autoptr(AlpGame) game = random_game (edition, 3, 7, &rand);
  AlpState at_10;
  AlpAction next;
  g_autoptr(GError) error = NULL;

  alp_playout_run (game, rand, 10, NULL, NULL);
  at_10 = *_alp_game_get_state (game);
  alp_playout_run (game, rand, 20, NULL, NULL);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 30);

  g_assert_true (alp_game_rewind (game, 10));
  assert_game_state (game, &at_10);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 20);

  /* applying the next undone action by hand keeps the rest of redo */
  next = *alp_game_get_undone (game, 0);
  g_assert_true (alp_game_apply (game, &next, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 19);

  /* anything else ends it */
  alp_game_undo (game);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 20);
  alp_playout_step (game, rand, NULL);
  if (!alp_action_equal (alp_game_get_event (game, 10), &next))
    g_assert_cmpuint (alp_game_get_n_undone (game), ==, 0);
}

static void
test_history_model (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = NULL;
  g_autoptr(AlpGame) game = random_game (edition, 4, 3, &rand);
  GListModel *history = alp_game_get_history (game);
  ItemsChanged seen = { 0, };
  g_autoptr(AlpEvent) first = NULL;
  const char *name = alp_game_get_mule_name (game, alp_game_get_current (game));

  g_signal_connect (history, "items-changed", G_CALLBACK (items_changed_cb), &seen);
  g_assert_true (g_list_model_get_item_type (history) == ALP_TYPE_EVENT);

  alp_playout_step (game, rand, NULL);
  g_assert_cmpuint (seen.n_calls, ==, 1);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);

  /* the first event is a move, told in words with the mover's name */
  first = g_list_model_get_item (history, 0);
  g_assert_cmpuint (alp_event_get_index (first), ==, 0);
  g_assert_nonnull (strstr (alp_event_get_description (first), name));
  g_assert_nonnull (strstr (alp_event_get_description (first), "moves to"));

  alp_playout_run (game, rand, 5, NULL, NULL);
  g_assert_cmpuint (seen.n_calls, ==, 2);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.added, ==, 5);

  alp_game_undo (game);
  g_assert_cmpuint (seen.n_calls, ==, 3);
  g_assert_cmpuint (seen.position, ==, 5);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 5);
  g_assert_null (g_list_model_get_item (history, 5));

  /* every event of a whole game has a description */
  alp_playout_run (game, rand, 0, NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr(AlpEvent) event = g_list_model_get_item (history, i);

      g_assert_cmpuint (strlen (alp_event_get_description (event)), >, 5);
    }
}

/* Z2-Z8 for the table: numbered instructions after each of Zara's turns */
static void
test_zara_instructions (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = NULL;
  g_autoptr(AlpGame) game = random_game (edition, 2, 11, &rand);
  guint zara_turns = 0;

  {
    g_auto(GStrv) none = alp_game_get_instructions (game);

    g_assert_cmpuint (g_strv_length (none), ==, 0);
  }

  while (alp_game_get_phase (game) != ALP_PHASE_OVER)
    {
      AlpAction action;
      g_auto(GStrv) lines = NULL;

      alp_playout_step (game, rand, &action);
      if (action.kind != ALP_ACTION_ZARA_ROLL)
        continue;

      zara_turns++;
      lines = alp_game_get_instructions (game);
      g_assert_cmpuint (g_strv_length (lines), >=, 1);
      g_assert_true (g_str_has_prefix (lines[0], "1. Roll: "));
      g_assert_nonnull (strstr (lines[0], "Move Zara’s mule from "));
    }
  g_assert_cmpuint (zara_turns, >, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/history/undo-redo/whole-games", test_undo_redo_whole_games);
  g_test_add_func ("/engine/history/rewind", test_rewind);
  g_test_add_func ("/engine/history/model", test_history_model);
  g_test_add_func ("/engine/rules/Z2/instructions", test_zara_instructions);

  return g_test_run ();
}
