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
      g_assert_cmpint (alp_game_get_phase (game), ==, ALP_GAME_PHASE_OVER);
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

  return g_test_run ();
}
