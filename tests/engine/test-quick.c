/* test-quick.c: the quick "Zara only" ruleset (alp-quick.c): only moves
 * and Zara's turns, on an edition that knows only the track's shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-error.h"
#include "alp-record.h"
#include "arriero-test-engine.h"

/* The example edition with nothing but its segments: the shape of the
 * track is all a Zara-only game needs */
static AlpEdition *
shapes_only_edition (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "editions",
                                                 "example.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) shapes = NULL;
  JsonObject *full, *object;
  AlpEdition *edition;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  full = json_node_get_object (json_parser_get_root (parser));
  object = json_object_new ();
  json_object_set_string_member (object, "format", "arriero-edition");
  json_object_set_int_member (object, "version", 1);
  json_object_set_string_member (object, "name", "Tonight's track");
  json_object_set_member (object, "segments",
                          json_node_copy (json_object_get_member (full, "segments")));
  shapes = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);

  edition = alp_edition_new_from_node (shapes, NULL, &error);
  g_assert_no_error (error);

  return edition;
}

static AlpGame *
quick_game (AlpEdition *edition,
            GRand      *rand)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (2);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  g_assert_true (alp_setup_randomize (setup, edition,
                                      ALP_SETUP_SEGMENTS | ALP_SETUP_START_SPOTS | ALP_SETUP_SEED,
                                      rand, &error));
  g_assert_no_error (error);
  setup->ruleset = ALP_RULESET_ZARA_ONLY;
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  return game;
}

/* One step as the table would enter it: a click on a destination, the
 * app's die, or the back read.  Returns the instructions' count for a
 * Zara step, 0 for a move. */
static guint
quick_step (AlpGame *game,
            GRand   *rand)
{
  g_autoptr(GError) error = NULL;
  AlpAction action;
  guint n_lines = 0;

  switch (alp_game_get_phase (game))
    {
    case ALP_PHASE_MOVE:
      {
        g_autoptr(GArray) to = alp_game_list_destinations (game);
        AlpPosition pos;

        g_assert_cmpuint (to->len, >, 0);
        /* mostly short moves, as people make */
        pos = g_array_index (to, AlpPosition, g_rand_int_range (rand, 0, MIN (to->len, 4)));
        alp_action_init (&action, ALP_ACTION_MOVE);
        action.space = pos.space;
        action.spot = pos.spot;
      }
      break;
    case ALP_PHASE_ZARA_ROLL:
      g_assert_true (alp_game_get_app_roll (game, &action));
      break;
    case ALP_PHASE_ZARA_CARD:
      alp_action_init (&action, ALP_ACTION_ZARA_CARD);
      action.fruit[0] = g_rand_int_range (rand, 0, ALP_N_FRUITS);
      action.arrow = g_rand_int_range (rand, 0, 2);
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_true (alp_game_apply (game, &action, &error));
  g_assert_no_error (error);
  if (action.kind != ALP_ACTION_MOVE)
    {
      g_auto(GStrv) lines = alp_game_get_instructions (game);

      n_lines = g_strv_length (lines);
      g_assert_cmpuint (n_lines, >, 0);
      g_assert_true (g_str_has_prefix (lines[0], "1. "));
    }

  return n_lines;
}

/* Whole games: only moves and Zara's turns, every mule ends in the end
 * space (T8), and each Zara turn is at most 2 entries: her die and, at a
 * market or harvest, the back read */
static void
test_whole_games (void)
{
  g_autoptr(AlpEdition) edition = shapes_only_edition ();
  guint markets = 0, harvests = 0;

  for (guint seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = quick_game (edition, rand);
      guint zara_entries = 0;

      for (guint step = 0; alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
        {
          AlpPhase phase = alp_game_get_phase (game);

          g_assert_cmpuint (step, <, 500);
          if (phase == ALP_PHASE_ZARA_ROLL)
            zara_entries = 0;
          quick_step (game, rand);
          if (phase == ALP_PHASE_ZARA_ROLL || phase == ALP_PHASE_ZARA_CARD)
            {
              zara_entries++;
              g_assert_cmpuint (zara_entries, <=, 2);
            }
          if (phase == ALP_PHASE_ZARA_CARD)
            {
              g_auto(GStrv) lines = alp_game_get_instructions (game);
              g_autofree char *all = g_strjoinv ("\n", lines);

              if (strstr (all, "Zara is at a market (Z6)") != NULL)
                {
                  g_assert_nonnull (strstr (all, "delivery token with the"));
                  g_assert_nonnull (strstr (all, "position 5 of the market card"));
                  markets++;
                }
              else
                {
                  g_assert_nonnull (strstr (all, "from the farmland whose main fruit is"));
                  harvests++;
                }
            }
        }
      for (guint m = 0; m < alp_game_get_n_mules (game); m++)
        g_assert_cmpuint (alp_game_get_position (game, m).space, ==, alp_game_get_n_spaces (game) - 1);
    }
  g_test_message ("%u markets, %u harvests for Zara", markets, harvests);
  g_assert_cmpuint (markets, >, 0);
  g_assert_cmpuint (harvests, >, 0);
}

/* The record says the ruleset, and replays: same events, same bytes;
 * anything but a move or Zara's step is refused */
static void
test_record_and_refusals (void)
{
  g_autoptr(AlpEdition) edition = shapes_only_edition ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(AlpGame) game = quick_game (edition, rand);
  g_autoptr(AlpGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *tampered = NULL;
  AlpAction action;
  char *at;

  /* a full game's action is not part of it */
  while (alp_game_get_phase (game) != ALP_PHASE_MOVE)
    quick_step (game, rand);
  alp_action_init (&action, ALP_ACTION_TAKE_NORIAS);
  g_assert_false (alp_game_apply (game, &action, &error));
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z1");
  g_clear_error (&error);
  alp_action_init (&action, ALP_ACTION_END_TURN);
  g_assert_false (alp_game_apply (game, &action, &error));
  g_clear_error (&error);
  alp_action_init (&action, ALP_ACTION_ZARA_ROLL);
  action.value = 3;
  g_assert_false (alp_game_apply (game, &action, &error));
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_WRONG_TIME);
  g_clear_error (&error);

  while (alp_game_get_phase (game) != ALP_PHASE_OVER)
    quick_step (game, rand);
  /* and nothing after the end */
  g_assert_false (alp_game_apply (game, &action, &error));
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_GAME_OVER);
  g_clear_error (&error);

  text = alp_record_save_to_data (game, NULL);
  g_assert_nonnull (strstr (text, "\"version\": 2,"));
  g_assert_nonnull (strstr (text, "\"ruleset\": \"zara-only\""));
  loaded = alp_record_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_true (alp_setup_is_zara_only (alp_game_get_setup (loaded)));
  g_assert_cmpint (alp_game_get_phase (loaded), ==, ALP_PHASE_OVER);
  again = alp_record_save_to_data (loaded, NULL);
  g_assert_true (strcmp (text, again) == 0);

  /* a record that slips an action in is refused like any other */
  tampered = g_strdup (text);
  at = strstr (tampered, "{\"kind\": \"zara-roll\"");
  g_assert_nonnull (at);
  {
    g_autofree char *bad = g_strdup_printf ("%.*s{\"kind\": \"take-norias\"}, %s",
                                            (int) (at - tampered), tampered, at);

    g_clear_object (&loaded);
    loaded = alp_record_load_from_data (bad, strlen (bad), &error);
    g_assert_null (loaded);
    g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z1");
    g_assert_true (g_str_has_prefix (error->message, "event "));
  }
}

/* The ruleset is for 2 players, and a full game's setup rules do not
 * apply to it: no villages, market or display needed */
static void
test_setup (void)
{
  g_autoptr(AlpEdition) edition = shapes_only_edition ();
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(AlpSetup) two = alp_setup_new (2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) full = NULL;

  g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_SEGMENTS | ALP_SETUP_START_SPOTS, rand, NULL));
  setup->ruleset = ALP_RULESET_ZARA_ONLY;
  g_assert_false (alp_setup_validate (setup, edition, &error));
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z1");
  g_clear_error (&error);

  g_assert_true (alp_setup_randomize (two, edition, ALP_SETUP_SEGMENTS | ALP_SETUP_START_SPOTS, rand, NULL));
  two->ruleset = ALP_RULESET_ZARA_ONLY;
  g_assert_true (alp_setup_validate (two, edition, &error));
  g_assert_no_error (error);

  /* the full game on the same edition lacks what it needs */
  two->ruleset = ALP_RULESET_FULL;
  full = alp_game_new (edition, two, &error);
  g_assert_null (full);
  g_assert_nonnull (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/quick/T8/whole-games", test_whole_games);
  g_test_add_func ("/engine/quick/record-and-refusals", test_record_and_refusals);
  g_test_add_func ("/engine/quick/Z1/setup", test_setup);

  return g_test_run ();
}
