/* test-record.c: saving, loading and replaying whole games
 *
 * Actions and setups survive JSON unchanged; a record survives a load and
 * a save byte for byte, with or without events taken back; every file in
 * tests/data/hostile/games is refused with a message that says where, or
 * which event broke which rule; and the recorded games of tests/data/games
 * end with the score worked out by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "alp-error.h"
#include "alp-game-private.h"
#include "alp-json.h"
#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-test-engine.h"

static AlpGame *
new_random_game (AlpEdition *edition,
                 guint       n_players,
                 GRand      *rand)
{
  g_autoptr(AlpSetup) setup = random_setup (edition, n_players, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  /* Exercise the options in the setup's JSON too */
  setup->options = g_rand_int_range (rand, 0, 1 << ALP_N_RULE_OPTIONS);
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  return game;
}

static AlpGame *
load (const char *data,
      gsize       length)
{
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_record_load_from_data (data, length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

/* ------------------------------------------------------------------------ */
/* Actions and setups                                                       */

static void
assert_action_round_trip (const AlpAction *action)
{
  g_autoptr(JsonNode) node = alp_action_to_node (action);
  g_autoptr(GError) error = NULL;
  AlpAction back;

  g_assert_true (alp_action_from_node (&back, node, "events[0]", &error));
  g_assert_no_error (error);
  if (!alp_action_equal (action, &back))
    {
      g_autofree char *text = alp_action_to_string (action);
      g_autofree char *json = alp_json_to_data (node, NULL);
      g_autofree char *text_back = alp_action_to_string (&back);

      g_error ("%s (%s) reads back as %s", text, g_strstrip (json), text_back);
    }
}

/* Every action the engine makes, in play and in its lists of choices, on
 * an edition with a canal map and on one without */
static void
test_action_round_trip (gconstpointer user_data)
{
  const char *edition_name = user_data;
  g_autoptr(AlpEdition) edition = load_edition (edition_name);
  /* complete-23p.json has only the 2-3-player sides */
  guint max_players = strstr (edition_name, "23p") != NULL ? 3 : 4;
  guint n_actions = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = new_random_game (edition, 2 + seed % (max_players - 1), rand);
      AlpAction action;
      guint step = 0;

      while (alp_playout_step (game, rand, &action))
        {
          assert_action_round_trip (&action);
          n_actions++;

          if (step++ % 7 != 0)
            continue;
          for (guint kind = 0; kind < ALP_N_ACTIONS; kind++)
            {
              g_autoptr(GArray) choices = alp_game_list_choices (game, kind);

              for (guint i = 0; i < choices->len; i++)
                assert_action_round_trip (&g_array_index (choices, AlpChoice, i).action);
              n_actions += choices->len;
            }
        }
    }

  g_test_message ("%u actions", n_actions);
}

/* What alp_action_init() leaves open reads back as open */
static void
test_action_defaults (void)
{
  for (guint kind = 0; kind < ALP_N_ACTIONS; kind++)
    {
      AlpAction action;

      alp_action_init (&action, kind);
      if (kind == ALP_ACTION_MOVE_FARMER || kind == ALP_ACTION_SPEND_NORIAS)
        action.n = 1;
      if (kind == ALP_ACTION_SPEND_NORIAS)
        action.cost = 1 + kind % 5;
      if (kind == ALP_ACTION_ZARA_ROLL)
        action.value = 4;
      assert_action_round_trip (&action);
    }
}

typedef struct
{
  const char *json;
  const char *message;   /* the whole message, the path "events[12]" in front */
} BadAction;

static const BadAction bad_actions[] = {
  { "[]", "events[12]: expected an object" },
  { "{}", "events[12].kind: required, but absent" },
  { "{\"kind\": 3}", "events[12].kind: expected a string" },
  { "{\"kind\": \"fly\"}", "events[12].kind: unknown action kind \"fly\"" },
  { "{\"kind\": \"move\", \"space\": 3}", "events[12].spot: required, but absent" },
  { "{\"kind\": \"move\", \"space\": 3, \"spot\": 8}",
    "events[12].spot: expected an integer from 0 to 7, found 8" },
  { "{\"kind\": \"move\", \"space\": 3.0, \"spot\": 0}",
    "events[12].space: expected an integer from 0 to 159, found 3.0" },
  { "{\"kind\": \"move\", \"space\": 3, \"spot\": 0, \"to\": \"red\"}",
    "events[12]: unknown key \"to\"" },
  { "{\"kind\": \"move-farmer\", \"from\": \"red\", \"to\": \"blu\"}",
    "events[12].to: unknown farmland \"blu\"" },
  { "{\"kind\": \"move-farmer\", \"fruit\": \"pear\"}", "events[12].fruit: unknown fruit \"pear\"" },
  { "{\"kind\": \"add-farmer\", \"icon\": \"dirham\", \"placements\": []}",
    "events[12].icon: unknown add-farmer icon \"dirham\"" },
  { "{\"kind\": \"add-farmer\", \"icon\": \"add-farmer\", \"placements\": [{}, {}, {}]}",
    "events[12].placements: expected at most 2 entries, found 3" },
  { "{\"kind\": \"add-farmer\", \"placements\": [{\"to\": \"red\", \"fruits\": \"apple\"}]}",
    "events[12].placements[0]: unknown key \"fruits\"" },
  { "{\"kind\": \"take-fruit\", \"fruits\": \"apple\"}", "events[12].fruits: expected an array" },
  { "{\"kind\": \"take-fruit\", \"fruits\": [\"apple\", 2]}",
    "events[12].fruits[1]: expected a string" },
  { "{\"kind\": \"market\", \"village\": \"green\", \"token\": {\"fruit\": \"apple\"}}",
    "events[12].token.index: required, but absent" },
  { "{\"kind\": \"market\", \"village\": \"green\", \"token\": {\"index\": 1}}",
    "events[12].token.fruit: required, but absent" },
  { "{\"kind\": \"market\", \"village\": \"blue\"}", "events[12].village: unknown village \"blue\"" },
  { "{\"kind\": \"market\", \"card\": 20}",
    "events[12].card: expected an integer from 0 to 19, found 20" },
  { "{\"kind\": \"spend-norias\", \"cost\": 6}",
    "events[12].cost: expected an integer from 1 to 5, found 6" },
  { "{\"kind\": \"spend-norias\", \"cost\": 3, \"take\": \"apple\"}",
    "events[12]: unknown key \"take\"" },
  { "{\"kind\": \"spend-norias\", \"cost\": 1, \"to\": \"red\"}", "events[12]: unknown key \"to\"" },
  { "{\"kind\": \"irrigate\", \"shape\": \"y\"}",
    "events[12].shape: unknown shape \"y\" (expected \"t\" or \"straight\")" },
  { "{\"kind\": \"complete-goal\", \"use_token\": 1}", "events[12].use_token: expected true or false" },
  { "{\"kind\": \"zara-roll\", \"value\": 0}",
    "events[12].value: expected an integer from 1 to 6, found 0" },
  { "{\"kind\": \"zara-card\", \"fruit\": \"apple\"}",
    "events[12].arrow: required with \"fruit\", but absent" },
  { "{\"kind\": \"zara-card\", \"fruit\": \"apple\", \"arrow\": \"left\"}",
    "events[12].arrow: unknown arrow \"left\" (expected \"up\" or \"down\")" },
  { "{\"kind\": \"end-turn\", \"space\": 1}", "events[12]: unknown key \"space\"" },
};

static void
test_action_bad (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_actions); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      AlpAction action;

      g_assert_true (json_parser_load_from_data (parser, bad_actions[i].json, -1, NULL));
      g_assert_false (alp_action_from_node (&action, json_parser_get_root (parser), "events[12]",
                                            &error));
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad_actions[i].message);
    }
}

static void
test_setup_round_trip (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");

  for (guint seed = 1; seed <= 300; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = alp_setup_new (2 + seed % 3);
      g_autoptr(AlpSetup) back = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;

      alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error);
      g_assert_no_error (error);
      setup->options = (seed * 2654435761u) % (1u << ALP_N_RULE_OPTIONS);
      if (seed % 5 == 0)
        alp_setup_set_player (setup, 1, "Zoë \"the quick\" \\ Ω", ALP_COLOUR_BROWN);

      node = alp_setup_to_node (setup);
      back = alp_setup_new_from_node (node, "setup", &error);
      g_assert_no_error (error);
      g_assert_true (alp_setup_equal (setup, back));
    }
}

/* ------------------------------------------------------------------------ */
/* Whole records                                                            */

typedef struct
{
  const char *edition;
  guint       n_players;
  guint       n_games;
} GamesCase;

/* save → load → save gives the same bytes, and the same position */
static void
test_round_trip (gconstpointer user_data)
{
  const GamesCase *c = user_data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);
  gint64 start = g_get_monotonic_time ();
  guint64 n_events = 0, n_bytes = 0;

  for (guint seed = 1; seed <= c->n_games; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = new_random_game (edition, c->n_players, rand);
      g_autoptr(AlpGame) loaded = NULL;
      g_autofree char *data = NULL;
      g_autofree char *again = NULL;
      gsize length, length_again;

      /* Some games stop half-way, some have events taken back */
      alp_playout_run (game, rand, seed % 4 == 0 ? 40 + seed % 50 : 0, NULL, NULL);
      if (seed % 3 == 0)
        for (guint i = seed % 7; i > 0; i--)
          alp_game_undo (game);

      data = alp_record_save_to_data (game, &length);
      g_assert_cmpuint (length, ==, strlen (data));
      g_assert_true (g_str_has_suffix (data, "}\n"));
      loaded = load (data, length);
      again = alp_record_save_to_data (loaded, &length_again);
      g_assert_cmpstr (again, ==, data);

      /* A record is written a member at a time; the result is the
       * canonical text of its tree all the same */
      if (seed % 10 == 0)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autofree char *canonical = NULL;
          GError *error = NULL;

          g_assert_true (json_parser_load_from_data (parser, data, length, &error));
          g_assert_no_error (error);
          canonical = alp_json_to_data (json_parser_get_root (parser), NULL);
          g_assert_cmpstr (canonical, ==, data);
        }

      assert_same_state (game, loaded);
      g_assert_cmpuint (alp_game_get_n_undone (loaded), ==, alp_game_get_n_undone (game));
      n_events += alp_game_get_n_events (game);
      n_bytes += length;
    }

  g_test_message ("%u games, %" G_GUINT64_FORMAT " events, %" G_GUINT64_FORMAT " bytes in %.2f s",
                  c->n_games, n_events, n_bytes,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
}

static const GamesCase round_trip_cases[] = {
  { "data/editions/example.json", 4, 300 },
  { "data/editions/example.json", 3, 300 },
  { "data/editions/example.json", 2, 300 },
  { "complete-4p.json", 4, 250 },
  { "complete-4p.json", 3, 250 },
  { "complete-23p.json", 3, 250 },
  { "complete-23p.json", 2, 250 },
};

/* At every event of whole games: take everything back one event at a time,
 * each position surviving a save and a load with its redo stack; then
 * redo everything from a loaded record and get the same game. */
static void
test_undo_redo (gconstpointer user_data)
{
  const GamesCase *c = user_data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);

  for (guint seed = 1; seed <= c->n_games; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (1000 + seed);
      g_autoptr(AlpGame) game = new_random_game (edition, c->n_players, rand);
      g_autoptr(AlpGame) loaded = NULL;
      g_autofree char *whole = NULL;
      g_autofree char *redone = NULL;
      guint n;

      alp_playout_run (game, rand, 0, NULL, NULL);
      whole = alp_record_save_to_data (game, NULL);
      n = alp_game_get_n_events (game);

      for (guint i = n; i > 0; i--)
        {
          g_autoptr(AlpGame) back = NULL;
          g_autofree char *data = NULL;
          g_autofree char *again = NULL;

          g_assert_true (alp_game_undo (game));
          data = alp_record_save_to_data (game, NULL);
          back = load (data, strlen (data));
          again = alp_record_save_to_data (back, NULL);
          g_assert_cmpstr (again, ==, data);
          assert_same_state (game, back);
          g_assert_cmpuint (alp_game_get_n_events (back), ==, i - 1);
          g_assert_cmpuint (alp_game_get_n_undone (back), ==, n - i + 1);
        }

      /* Everything taken back, saved and loaded: redo it all */
      {
        g_autofree char *data = alp_record_save_to_data (game, NULL);

        loaded = load (data, strlen (data));
      }
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (alp_game_redo (loaded, &error));
          g_assert_no_error (error);
        }
      g_assert_false (alp_game_can_redo (loaded));
      g_assert_cmpint (alp_game_get_phase (loaded), ==, ALP_PHASE_OVER);
      redone = alp_record_save_to_data (loaded, NULL);
      g_assert_cmpstr (redone, ==, whole);
    }
}

static const GamesCase undo_redo_cases[] = {
  { "complete-4p.json", 4, 1 },
  { "complete-23p.json", 3, 1 },
  { "data/editions/example.json", 2, 1 },
};

static void
test_save_to_file (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(AlpGame) game = new_random_game (edition, 4, rand);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *bad_path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *before = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(AlpGame) loaded = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);

  /* Saved after every event, as the app does */
  while (alp_playout_step (game, rand, NULL))
    {
      g_assert_true (alp_record_save_to_file (game, path, &error));
      g_assert_no_error (error);
    }
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  before = alp_record_save_to_data (game, NULL);
  g_assert_cmpstr (contents, ==, before);

  loaded = alp_record_load_from_file (path, &error);
  g_assert_no_error (error);
  assert_same_state (game, loaded);

  /* Nothing left behind but the file itself */
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "game.json");
  g_assert_null (g_dir_read_name (listing));

  /* A failed save reports why */
  bad_path = g_build_filename (dir, "no-such-folder", "game.json", NULL);
  g_assert_false (alp_record_save_to_file (game, bad_path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  g_assert_null (alp_record_load_from_file (bad_path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The record of a finished 4-player game loads and replays in a few
 * milliseconds: a benchmark figure, printed, not asserted */
/* GLib 2.74 writes into an existing temporary file without truncating
 * it: a long `.saving` left by a kill must not leave its tail in the next,
 * shorter save */
static void
test_save_stale_temporary (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AlpGame) game = new_random_game (edition, 3, rand);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *tmp_path = NULL;
  g_autofree char *stale = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(AlpGame) loaded = NULL;
  gsize length, expected_length;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);
  tmp_path = g_strconcat (path, ".saving", NULL);

  for (guint i = 0; i < 20; i++)
    alp_playout_step (game, rand, NULL);

  for (guint durable = 0; durable < 2; durable++)
    {
      /* What a kill between the allocation and the rename leaves */
      stale = g_strnfill (1 << 20, 'x');
      g_assert_true (g_file_set_contents (tmp_path, stale, 1 << 20, NULL));
      g_clear_pointer (&stale, g_free);

      g_assert_true (alp_record_save_to_file_full (game, path, durable, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      expected = alp_record_save_to_data (game, &expected_length);
      /* not cmpstr: a megabyte of message */
      g_assert_cmpuint (length, ==, expected_length);
      g_assert_true (memcmp (contents, expected, length) == 0);
      g_assert_false (g_file_test (tmp_path, G_FILE_TEST_EXISTS));
      g_clear_pointer (&contents, g_free);
      g_clear_pointer (&expected, g_free);

      loaded = alp_record_load_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (alp_game_get_n_events (loaded), ==, alp_game_get_n_events (game));
      g_clear_object (&loaded);
    }

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The save is killed (SIGKILL, through the ARRIERO_TEST_KILL_AT hook) at
 * each of its steps, in a subprocess; the file on disk is the save before
 * or, once renamed, the one killed, and the next save after it is whole */
static const char * const kill_steps[] = {
  "after-open", "mid-write", "after-write", "before-rename", "after-rename",
};

#define KILL_SAVES 4

static char *kill_dir;

static void
test_save_killed (gconstpointer user_data)
{
  const char *step = user_data;
  g_autofree char *path = NULL;
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");

  if (kill_dir == NULL)
    kill_dir = g_strdup (g_getenv ("ARRIERO_TEST_KILL_DIR"));
  path = g_build_filename (kill_dir, step, NULL);

  if (g_test_subprocess ())
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (5);
      g_autoptr(AlpGame) game = new_random_game (edition, 4, rand);

      /* Saves with 10, 20, 30… events: the hook kills the last */
      for (guint n = 1; n <= KILL_SAVES; n++)
        {
          while (alp_game_get_n_events (game) < 10 * n)
            alp_playout_step (game, rand, NULL);
          g_assert_true (alp_record_save_to_file_full (game, path, n % 2 == 0, NULL));
        }
      return;
    }

  for (guint n = 1; n <= KILL_SAVES; n++)
    {
      g_autofree char *kill_at = g_strdup_printf ("%s:%u", step, n);
      g_autofree char *tmp_path = g_strconcat (path, ".saving", NULL);
      g_autoptr(AlpGame) loaded = NULL;
      g_autoptr(AlpGame) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GRand) rand = g_rand_new_with_seed (5);
      g_autoptr(AlpGame) shorter = new_random_game (edition, 4, rand);
      guint before = 10 * (n - 1);
      guint killed = 10 * n;

      g_unlink (path);
      g_setenv ("ARRIERO_TEST_KILL_AT", kill_at, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_unsetenv ("ARRIERO_TEST_KILL_AT");
      g_test_trap_assert_failed ();

      if (before == 0 && g_strcmp0 (step, "after-rename") != 0)
        g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      else
        {
          loaded = alp_record_load_from_file (path, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (alp_game_get_n_events (loaded), ==,
                            g_str_equal (step, "after-rename") ? killed : before);
        }

      /* The next save, shorter than the one killed, is whole */
      for (guint i = 0; i < 3; i++)
        alp_playout_step (shorter, rand, NULL);
      g_assert_true (alp_record_save_to_file_full (shorter, path, FALSE, &error));
      g_assert_no_error (error);
      again = alp_record_load_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (alp_game_get_n_events (again), ==, 3);
      g_assert_false (g_file_test (tmp_path, G_FILE_TEST_EXISTS));
    }
  g_unlink (path);
}

/* A named pipe called game.json is refused at once, not waited on */
static void
test_read_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  gint64 start;
  gsize length;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);

  /* Before the fix the read blocked forever: the test's timeout is the
   * failure */
  start = g_get_monotonic_time ();
  data = alp_json_read_file (path, &length, &error);
  g_assert_null (data);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_clear_error (&error);

  game = alp_record_load_from_file (path, &error);
  g_assert_null (game);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  edition = alp_edition_new_from_file (path, &error);
  g_assert_null (edition);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);

  /* A folder is refused too */
  g_assert_null (alp_record_load_from_file (dir, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The size is checked before a byte is read */
static void
test_read_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  FILE *file;

  g_assert_no_error (error);
  path = g_build_filename (dir, "big.json", NULL);
  file = g_fopen (path, "w");
  g_assert_nonnull (file);
  g_assert_cmpint (fseek (file, ALP_JSON_MAX_SIZE, SEEK_SET), ==, 0);
  g_assert_cmpint (fputc ('}', file), ==, '}');
  g_assert_cmpint (fclose (file), ==, 0);

  g_assert_null (alp_record_load_from_file (path, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "larger than 4 MiB"));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_load_speed (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AlpGame) game = new_random_game (edition, 4, rand);
  g_autofree char *data = NULL;
  guint n_loads = g_test_perf () ? 1000 : 50;
  gsize length;
  gint64 start;
  double ms;

  alp_playout_run (game, rand, 0, NULL, NULL);
  data = alp_record_save_to_data (game, &length);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_loads; i++)
    {
      g_autoptr(AlpGame) loaded = load (data, length);

      g_assert_cmpint (alp_game_get_phase (loaded), ==, ALP_PHASE_OVER);
    }
  ms = (g_get_monotonic_time () - start) / 1000.0 / n_loads;

  g_test_message ("load and replay of a 4-player game (%u events, %" G_GSIZE_FORMAT " bytes): "
                  "%.3f ms", alp_game_get_n_events (game), length, ms);
  if (g_test_perf ())
    g_test_minimized_result (ms, "load and replay: %.3f ms", ms);
}

/* ------------------------------------------------------------------------ */
/* Hostile records: every one refused, saying where or at which event       */

typedef enum
{
  WANT_INVALID,    /* ALP_EDITION_ERROR_INVALID */
  WANT_VERSION,    /* ALP_EDITION_ERROR_VERSION */
  WANT_RULE,       /* ALP_RULE_ERROR, with the rule ID */
} Want;

typedef struct
{
  const char *file;
  Want        want;
  const char *start;     /* what the message starts with */
  const char *reason;    /* a part of the message */
  const char *rule;      /* WANT_RULE: the rule ID */
} HostileCase;

static const HostileCase hostile_cases[] = {
  { "deep-nesting.json", WANT_INVALID, "events[0][0][0]", "nested deeper than 64 levels", NULL },
  { "die-out-of-range.json", WANT_INVALID, "events[4].value: ", "found 9", NULL },
  { "duplicate-key.json", WANT_INVALID, "events: ", "duplicate key", NULL },
  { "duplicate-key-escaped.json", WANT_INVALID, "events: ", "duplicate key", NULL },
  { "edition-broken.json", WANT_INVALID, "edition.segments[0].kind: ",
    "unknown segment kind \"gogo\"", NULL },
  { "edition-name-too-long.json", WANT_INVALID, "edition.name: ",
    "the edition’s name is longer than 80 characters", NULL },
  { "edition-future-version.json", WANT_VERSION, "edition.version: ",
    "written by a newer version of Arriero", NULL },
  { "empty.json", WANT_INVALID, "", "the file is empty", NULL },
  { "end-turn-before-moving.json", WANT_RULE, "event 1: rule T2: ", "moves the mule first", "T2" },
  { "event-after-game-over.json", WANT_RULE, "event 83: rule T8: ", "the game is over", "T8" },
  { "events-object.json", WANT_INVALID, "events: ", "expected an array", NULL },
  { "future-version.json", WANT_VERSION, "version: ",
    "written by a newer version of Arriero (game format 3", NULL },
  { "huge-integer.json", WANT_INVALID, "events[0].space: ", "number out of range", NULL },
  { "illegal-event.json", WANT_RULE, "event 4: rule T3: ", "holds Eva’s mule", "T3" },
  { "illegal-undone.json", WANT_RULE, "undone event 1: rule T2: ", "moves the mule first", "T2" },
  { "invalid-json.json", WANT_INVALID, "version: ", "line 4, column 3", NULL },
  { "invalid-utf8.json", WANT_INVALID, "setup.players[0].name: ", "invalid UTF-8", NULL },
  { "missing-setup.json", WANT_INVALID, "setup: ", "required", NULL },
  { "player-name-16k.json", WANT_INVALID, "setup.players[0].name: ", "a text longer than 16 KiB",
    NULL },
  { "player-name-control.json", WANT_INVALID, "setup.players[1].name: ",
    "player 2’s name must not hold a control character", NULL },
  { "player-name-too-long.json", WANT_INVALID, "setup.players[0].name: ",
    "player 1’s name is longer than 40 characters", NULL },
  { "root-array.json", WANT_INVALID, "", "expected an object", NULL },
  { "setup-breaks-s3.json", WANT_RULE, "setup: rule S3: ", "green village", "S3" },
  { "setup-five-players.json", WANT_INVALID, "setup.players: ", "found 5", NULL },
  { "setup-unknown-colour.json", WANT_INVALID, "setup.players[0].colour: ",
    "unknown colour \"pink\"", NULL },
  { "space-negative.json", WANT_INVALID, "events[0].space: ", "found -1", NULL },
  { "space-string.json", WANT_INVALID, "events[0].space: ", "expected an integer", NULL },
  { "too-many-values.json", WANT_INVALID, "undone[",
    "the file holds more values than Arriero reads from a file of its size", NULL },
  { "truncated.json", WANT_INVALID, "edition.", "unexpected end of the file", NULL },
  { "unknown-action-kind.json", WANT_INVALID, "events[3].kind: ",
    "unknown action kind \"teleport\"", NULL },
  { "unknown-farmland.json", WANT_INVALID, "events[1].placements[0].to: ",
    "unknown farmland \"blu\"", NULL },
  { "unknown-key-in-event.json", WANT_INVALID, "events[0]: ", "unknown key \"spto\"", NULL },
  { "unknown-key.json", WANT_INVALID, "", "unknown key \"comment\"", NULL },
  { "wrong-format.json", WANT_INVALID, "format: ", "is not an Arriero game file", NULL },
};

static char *
hostile_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "games", NULL);
}

static void
assert_refused (const HostileCase *c,
                const GError      *error)
{
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);

  switch (c->want)
    {
    case WANT_INVALID:
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
      break;
    case WANT_VERSION:
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_VERSION);
      break;
    case WANT_RULE:
      g_assert_true (error->domain == ALP_RULE_ERROR);
      g_assert_cmpstr (alp_rule_error_get_rule (error), ==, c->rule);
      break;
    default:
      g_assert_not_reached ();
    }

  if (!g_str_has_prefix (error->message, c->start))
    g_error ("%s: “%s” does not start with “%s”", c->file, error->message, c->start);
  g_assert_cmpuint (strlen (error->message), >, strlen (c->start));
  g_assert_nonnull (strstr (error->message, c->reason));
}

static void
test_hostile (gconstpointer user_data)
{
  const HostileCase *c = user_data;
  g_autofree char *dir = hostile_dir ();
  g_autofree char *path = g_build_filename (dir, c->file, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) file_error = NULL;
  g_autoptr(AlpGame) game = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  game = alp_record_load_from_data (data, length, &error);
  g_assert_null (game);
  assert_refused (c, error);

  game = alp_record_load_from_file (path, &file_error);
  g_assert_null (game);
  g_assert_cmpstr (file_error->message, ==, error->message);
}

/* Every file has its entry, so that none is left untested */
static void
test_hostile_table (void)
{
  g_autofree char *dir_path = hostile_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
        found |= strcmp (hostile_cases[i].file, name) == 0;
      if (!found)
        g_error ("%s has no entry in hostile_cases: say what it must fail with", name);
    }
}

/* 10 MB of nesting, written at run time rather than kept in the tree */
static void
test_hostile_huge_nesting (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GString) text = g_string_sized_new (10 * 1024 * 1024 + 64);
  g_autoptr(AlpGame) game = NULL;
  gint64 start;

  g_assert_no_error (error);
  path = g_build_filename (dir, "nesting.json", NULL);
  g_string_append (text, "{\"format\": \"arriero-game\", \"version\": 1, \"events\": ");
  for (guint i = 0; i < 5 * 1024 * 1024; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < 5 * 1024 * 1024; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}\n");
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

  start = g_get_monotonic_time ();
  game = alp_record_load_from_file (path, &error);
  g_assert_null (game);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_test_message ("%s (%.1f ms)", error->message, (g_get_monotonic_time () - start) / 1000.0);
  g_assert_nonnull (strstr (error->message, "larger than"));

  /* The same 5 MB of brackets in a buffer, read as data, is refused too */
  g_clear_error (&error);
  game = alp_record_load_from_data (text->str, text->len / 2, &error);
  g_assert_null (game);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The text check bounds the values a file may hold for its size; a record
 * in Arriero's own form, with far more events than a game takes, passes */
static void
test_text_check_long_game (void)
{
  g_autoptr(GString) text = g_string_new ("{\n  \"format\": \"arriero-game\",\n  \"events\": [\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5000; i++)
    g_string_append (text, i % 2 == 0 ? "    {\"kind\": \"move\", \"space\": 1, \"spot\": 0},\n"
                                      : "    {\"kind\": \"end-turn\"},\n");
  g_string_append (text, "    {\"kind\": \"end-turn\"}\n  ]\n}\n");
  g_assert_true (alp_json_check_text (text->str, text->len, &error));
  g_assert_no_error (error);

  /* The same events without the spaces are too dense */
  g_string_truncate (text, 0);
  g_string_append (text, "{\"format\":\"arriero-game\",\"events\":[");
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "{},");
  g_string_append (text, "{}]}");
  g_assert_false (alp_json_check_text (text->str, text->len, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "the file holds more values than Arriero reads"));
}

/* ------------------------------------------------------------------------ */
/* Recorded games: the final score, worked out by hand                      */

static void
test_recorded_game (gconstpointer user_data)
{
  const char *name = user_data;
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "games", NULL);
  g_autofree char *game_path = g_strconcat (dir, G_DIR_SEPARATOR_S, name, ".json", NULL);
  g_autofree char *expected_path = g_strconcat (dir, G_DIR_SEPARATOR_S, name, ".expected.json",
                                                NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpScore) score = NULL;
  JsonObject *expected;
  JsonArray *players;

  game = alp_record_load_from_file (game_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
  g_assert_true (alp_game_check (game, NULL));

  g_assert_true (json_parser_load_from_file (parser, expected_path, &error));
  g_assert_no_error (error);
  expected = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (expected, "players");

  score = alp_game_get_score (game);
  g_assert_cmpuint (score->n_players, ==, json_array_get_length (players));
  g_assert_true (score->final);
  for (guint p = 0; p < score->n_players; p++)
    {
      JsonObject *want = json_array_get_object_element (players, p);
      const AlpScoreLine *line = &score->lines[p];

      g_test_message ("%s: %d + %d + %d + %d + %d = %d, rank %u", line->name, line->play_dirhams,
                      line->token_dirhams, line->card_dirhams, line->sale_dirhams,
                      line->end_dirhams, line->total, line->rank);
      g_assert_cmpstr (line->name, ==, json_object_get_string_member (want, "name"));
      g_assert_cmpint (line->play_dirhams, ==, json_object_get_int_member (want, "play_dirhams"));
      g_assert_cmpint (line->token_dirhams, ==, json_object_get_int_member (want, "delivery_tokens"));
      g_assert_cmpint (line->card_dirhams, ==, json_object_get_int_member (want, "delivery_cards"));
      g_assert_cmpint (line->sale_dirhams, ==, json_object_get_int_member (want, "leftovers_sold"));
      g_assert_cmpint (line->end_dirhams, ==, json_object_get_int_member (want, "end_spot"));
      g_assert_cmpint (line->total, ==, json_object_get_int_member (want, "total"));
      g_assert_cmpint (line->rank, ==, json_object_get_int_member (want, "rank"));
    }
  g_assert_cmpstr (score->lines[score->winner].name, ==,
                   json_object_get_string_member (expected, "winner"));
  g_assert_cmpint (score->tie_broken, ==, json_object_get_boolean_member (expected, "tie_broken"));
  g_assert_false (score->shared);
}

/* The event list of a loaded game is the file's, in the file's order */
static void
test_loaded_events (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                 "four-players.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = alp_record_load_from_file (path, &error);
  const AlpAction *first, *last;

  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 70);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 0);
  first = alp_game_get_event (game, 0);
  g_assert_cmpint (first->kind, ==, ALP_ACTION_MOVE);
  g_assert_cmpuint (first->space, ==, 1);
  last = alp_game_get_event (game, 69);
  g_assert_cmpint (last->kind, ==, ALP_ACTION_END_TURN);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *games_dir = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) game_names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  gboolean own_kill_dir = FALSE;
  int ret;

  g_test_init (&argc, &argv, NULL);

  /* The folder the killed saves go to, shared with their subprocesses */
  if (g_getenv ("ARRIERO_TEST_KILL_DIR") == NULL)
    {
      g_autofree char *tmp = g_dir_make_tmp ("arriero-kill-XXXXXX", NULL);

      g_assert_nonnull (tmp);
      g_setenv ("ARRIERO_TEST_KILL_DIR", tmp, TRUE);
      own_kill_dir = TRUE;
    }

  g_test_add_data_func ("/engine/record/action/round-trip/canal-map", "complete-4p.json",
                        test_action_round_trip);
  g_test_add_data_func ("/engine/record/action/round-trip/no-canal-map", "complete-23p.json",
                        test_action_round_trip);
  g_test_add_func ("/engine/record/action/defaults", test_action_defaults);
  g_test_add_func ("/engine/record/action/bad-input", test_action_bad);
  g_test_add_func ("/engine/record/setup/round-trip", test_setup_round_trip);

  for (guint i = 0; i < G_N_ELEMENTS (round_trip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/record/round-trip/%s/%up",
                                               round_trip_cases[i].edition,
                                               round_trip_cases[i].n_players);

      g_test_add_data_func (path, &round_trip_cases[i], test_round_trip);
    }
  for (guint i = 0; i < G_N_ELEMENTS (undo_redo_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/record/undo-redo/%s/%up",
                                               undo_redo_cases[i].edition,
                                               undo_redo_cases[i].n_players);

      g_test_add_data_func (path, &undo_redo_cases[i], test_undo_redo);
    }
  g_test_add_func ("/engine/record/save-to-file", test_save_to_file);
  g_test_add_func ("/engine/record/save/stale-temporary-file", test_save_stale_temporary);
  for (guint i = 0; i < G_N_ELEMENTS (kill_steps); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/record/save/killed/%s", kill_steps[i]);

      g_test_add_data_func (path, kill_steps[i], test_save_killed);
    }
  g_test_add_func ("/engine/record/read/fifo", test_read_fifo);
  g_test_add_func ("/engine/record/read/too-large", test_read_too_large);
  g_test_add_func ("/engine/record/load-speed", test_load_speed);
  g_test_add_func ("/engine/record/loaded-events", test_loaded_events);

  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/record/hostile/%s", hostile_cases[i].file);

      g_test_add_data_func (path, &hostile_cases[i], test_hostile);
    }
  g_test_add_func ("/engine/record/hostile/table", test_hostile_table);
  g_test_add_func ("/engine/record/hostile/10mb-nesting", test_hostile_huge_nesting);
  g_test_add_func ("/engine/record/text-check/long-game", test_text_check_long_game);

  /* One test per recorded game, E2-E4 */
  games_dir = g_test_build_filename (G_TEST_DIST, "..", "data", "games", NULL);
  dir = g_dir_open (games_dir, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json"))
      g_ptr_array_add (game_names, g_strndup (name, strlen (name) - strlen (".json")));
  g_ptr_array_sort (game_names, compare_names);
  for (guint i = 0; i < game_names->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/E4/recorded-game/%s",
                                               (char *) game_names->pdata[i]);

      g_test_add_data_func (path, game_names->pdata[i], test_recorded_game);
    }

  ret = g_test_run ();
  if (own_kill_dir)
    g_rmdir (g_getenv ("ARRIERO_TEST_KILL_DIR"));
  g_free (kill_dir);

  return ret;
}
