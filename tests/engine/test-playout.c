/* test-playout.c: random legal whole games keep every invariant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-error.h"
#include "alp-game-private.h"
#include "alp-playout.h"
#include "arriero-test-engine.h"

typedef struct
{
  const char *edition;
  guint       n_players;
  guint       n_games;
} PlayoutCase;

typedef struct
{
  AlpGame *game;
  guint    n_actions;
} CheckData;

static void
check_after_action (const AlpAction *action,
                    gpointer         user_data)
{
  CheckData *data = user_data;
  g_autoptr(GError) error = NULL;

  data->n_actions++;
  if (!alp_game_check (data->game, &error))
    {
      g_autofree char *text = alp_action_to_string (action);

      g_error ("after action %u (%s): %s", data->n_actions, text, error->message);
    }
}

static void
test_playout_whole_games (gconstpointer user_data)
{
  const PlayoutCase *c = user_data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);
  guint total_actions = 0;

  for (guint seed = 1; seed <= c->n_games; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = alp_setup_new (c->n_players);
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(GError) error = NULL;
      const AlpBoard *board;
      const AlpState *state;
      CheckData data = { NULL, 0 };

      alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error);
      g_assert_no_error (error);
      game = alp_game_new (edition, setup, &error);
      g_assert_no_error (error);
      g_assert_true (alp_game_check (game, NULL));

      data.game = game;
      alp_playout_run (game, rand, 100000, check_after_action, &data);
      total_actions += data.n_actions;

      /* T8: the game ends with every mule in the end space */
      g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
      board = _alp_game_get_board (game);
      state = _alp_game_get_state (game);
      for (guint m = 0; m < board->n_mules; m++)
        g_assert_cmpuint (state->mules[m].space, ==, board->end_space);
      for (guint p = 0; p < board->n_players; p++)
        {
          /* E2: leftovers were sold */
          g_assert_true (state->players[p].sold);
          g_assert_cmpuint (state->players[p].norias, ==, 0);
          /* M7: at most 4 markets and the end space */
          g_assert_cmpuint (state->players[p].markets, <=, 5);
        }
    }

  g_test_message ("%u games, %u actions", c->n_games, total_actions);
  g_assert_cmpuint (total_actions, >, c->n_games * 20);
}

/* Applies @action to @game and takes it back: whether the game accepts it,
 * and with what error */
static gboolean
try_action (AlpGame          *game,
            const AlpAction  *action,
            GError          **error)
{
  guint n_events = alp_game_get_n_events (game);

  if (!alp_game_apply (game, action, error))
    return FALSE;
  g_assert_true (alp_game_rewind (game, n_events));

  return TRUE;
}

/* What alp-game-choices.c offers is exactly what alp_game_apply() accepts:
 * a choice listed as legal applies, a refused one is refused with the same
 * reason, rule and missing item; every destination can be moved to (or asks
 * for the end spot's dirhams), and a suggestion applies */
static void
check_offers (AlpGame *game)
{
  g_autoptr(GArray) destinations = alp_game_list_destinations (game);
  AlpAction suggestion;

  for (guint kind = 0; kind < ALP_N_ACTIONS; kind++)
    {
      g_autoptr(GArray) choices = alp_game_list_choices (game, kind);
      /* Every choice of the short lists, a spread of the long ones */
      guint stride = choices->len / 40 + 1;

      for (guint i = 0; i < choices->len; i += stride)
        {
          const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);
          g_autoptr(GError) error = NULL;

          g_assert_cmpint (try_action (game, &choice->action, &error), ==, choice->legal);
          if (choice->legal)
            continue;
          g_assert_cmpstr (error->message, ==, choice->reason);
          g_assert_cmpstr (alp_rule_error_get_rule (error), ==, choice->rule);
          g_assert_cmpint (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING),
                           ==, choice->missing);
          g_assert_cmpstr (alp_edition_error_get_path (error), ==, choice->path);
        }
    }

  for (guint i = 0; i < destinations->len; i++)
    {
      const AlpPosition *pos = &g_array_index (destinations, AlpPosition, i);
      g_autoptr(GError) error = NULL;
      AlpAction move;

      alp_action_init (&move, ALP_ACTION_MOVE);
      move.space = pos->space;
      move.spot = pos->spot;
      if (!try_action (game, &move, &error))
        g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
    }

  if (alp_game_get_suggestion (game, &suggestion))
    g_assert_true (try_action (game, &suggestion, NULL));
}

static void
test_playout_offers (gconstpointer user_data)
{
  const PlayoutCase *c = user_data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);
  guint n_checked = 0, n_suggested = 0;

  for (guint seed = 1; seed <= c->n_games; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = alp_setup_new (c->n_players);
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(GError) error = NULL;
      AlpAction action;
      guint step = 0;

      alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error);
      g_assert_no_error (error);
      game = alp_game_new (edition, setup, &error);
      g_assert_no_error (error);

      do
        {
          AlpAction suggestion;

          /* Zara's choice of tokens (Z6) is rare: check it whenever it comes */
          if (alp_game_get_suggestion (game, &suggestion))
            n_suggested++;
          else if (step % 9 != 0)
            continue;
          check_offers (game);
          n_checked++;
        }
      while (step++, alp_playout_step (game, rand, &action));
    }

  g_test_message ("%u positions checked, %u with a suggestion", n_checked, n_suggested);
  g_assert_cmpuint (n_checked, >, c->n_games * 5);
}

static const PlayoutCase offer_cases[] = {
  { "complete-4p.json", 4, 10 },
  { "complete-4p.json", 2, 20 },
  { "data/editions/example.json", 3, 10 },
};

static const PlayoutCase cases[] = {
  { "complete-4p.json", 4, 1000 },
  { "complete-4p.json", 3, 1000 },
  { "complete-4p.json", 2, 1000 },
  { "complete-23p.json", 3, 1000 },
  { "complete-23p.json", 2, 1000 },
  { "data/editions/example.json", 4, 500 },
  { "data/editions/example.json", 3, 500 },
  { "data/editions/example.json", 2, 500 },
};

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/engine/rules/T8/playout/%s/%up",
                                               cases[i].edition, cases[i].n_players);

      g_strdelimit (name + 1, "/", '/');
      g_test_add_data_func (name, &cases[i], test_playout_whole_games);
    }

  for (guint i = 0; i < G_N_ELEMENTS (offer_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/engine/playout/A13/offers-apply/%s/%up",
                                               offer_cases[i].edition, offer_cases[i].n_players);

      g_test_add_data_func (name, &offer_cases[i], test_playout_offers);
    }

  return g_test_run ();
}
