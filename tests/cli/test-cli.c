/* test-cli.c: arriero-cli's commands, exit codes and messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "arriero-test-engine.h"

static const char *cli_path;

static void
run (const char * const *args,
     int                 expected_status,
     char              **out,
     char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) cli_path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  if (WEXITSTATUS (status) != expected_status)
    g_error ("%s %s: exit %d, expected %d; stderr: %s", cli_path, args[0], WEXITSTATUS (status),
             expected_status, err ? *err : "");
}

static void
test_usage (void)
{
  const char *none[] = { "frobnicate", NULL };
  const char *missing[] = { "validate-edition", NULL };
  const char *help[] = { "help", NULL };
  g_autofree char *err = NULL;

  run (none, 2, NULL, &err);
  g_assert_nonnull (strstr (err, "unknown command"));
  run (missing, 2, NULL, NULL);
  run (help, 0, NULL, NULL);
}

static void
test_validate_edition (void)
{
  g_autofree char *example = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "editions",
                                                    "example.json", NULL);
  const char *args[] = { "validate-edition", example, NULL };
  g_autofree char *out = NULL;

  run (args, 0, &out, NULL);
  g_assert_nonnull (strstr (out, "not the real game"));
}

/* Every hostile edition: exit 1 and a message naming the problem */
static void
test_hostile_editions (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "data", "hostile",
                                                     "editions", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      const char *args[] = { "validate-edition", path, NULL };
      g_autofree char *err = NULL;

      run (args, 1, NULL, &err);
      g_assert_true (g_str_has_prefix (err, path));
      g_assert_cmpuint (strlen (err), >, strlen (path) + 4);
      n++;
    }
  g_assert_cmpuint (n, >=, 15);
}

static void
test_settle (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "holdings",
                                                 "three-players.json", NULL);
  const char *args[] = { "settle", "--json", path, NULL };
  const char *text_args[] = { "settle", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *players;

  run (args, 0, &out, NULL);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);

  /* Worked out by hand from E2-E4:
   * Ana 14 + tokens (3 + 5) + card 3 + sold 8 items → 2 + end 2 = 29
   * Ben 19 + token 4 + cards 4 + sold 4 items → 1 + end 5 = 33
   * Cai 21 + card 4 + sold 3 items → 1 + end 0 = 26 */
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "total"), ==, 29);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "total"), ==, 33);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 2), "total"), ==, 26);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "rank"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "winner"), ==, "Ben");

  run (text_args, 0, &text, NULL);
  g_assert_nonnull (strstr (text, "Ben wins with 33 dirhams"));
}

/* Every hand-worked holdings file gives, through `arriero-cli settle`,
 * the totals, ranks and winner worked out by hand beside it */
static void
test_settle_worked (gconstpointer data)
{
  const char *path = data;
  const char *args[] = { "settle", "--json", path, NULL };
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) score = NULL;

  run (args, 0, &out, NULL);
  score = parse_json (out);
  assert_score_as_worked (score, path);
}

static void
test_settle_bad (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "hostile",
                                                 "editions", "deep-nesting.json", NULL);
  const char *args[] = { "settle", path, NULL };
  const char *nofile[] = { "settle", "/nonexistent/holdings.json", NULL };
  g_autofree char *err = NULL;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      run (args, 1, NULL, &err);
      g_assert_nonnull (strstr (err, "nested"));
    }
  run (nofile, 1, NULL, NULL);
}

static char *
games_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "games", name, NULL);
}

static void
test_replay (void)
{
  g_autofree char *path = games_path ("four-players.json");
  const char *args[] = { "replay", path, NULL };
  const char *none[] = { "replay", NULL };
  const char *missing[] = { "replay", "/nonexistent/game.json", NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  run (args, 0, &out, NULL);
  g_assert_nonnull (strstr (out, "70 events replayed"));
  g_assert_nonnull (strstr (out, "The game is over."));
  g_assert_nonnull (strstr (out, "Ben: the end spot worth 8 dirhams"));
  g_assert_nonnull (strstr (out, "dirhams: 4, and 4 for the end spot and 1 for the leftovers sold"));

  run (none, 2, NULL, NULL);
  run (missing, 1, NULL, &err);
  g_assert_true (g_str_has_prefix (err, "/nonexistent/game.json: "));
}

/* The score of a recorded game, as worked out by hand in its
 * .expected.json file */
static void
test_score (void)
{
  g_autofree char *path = games_path ("three-players.json");
  const char *args[] = { "score", "--json", path, NULL };
  const char *text_args[] = { "score", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *players;
  const gint64 totals[] = { 18, 12, 17 };

  run (args, 0, &out, NULL);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      g_assert_cmpint (json_object_get_int_member (player, "total"), ==, totals[i]);
      g_assert_true (json_object_has_member (player, "breakdown"));
    }
  g_assert_cmpstr (json_object_get_string_member (root, "winner"), ==, "Eva");

  run (text_args, 0, &text, NULL);
  g_assert_nonnull (strstr (text, "Eva wins with 18 dirhams"));
}

static void
test_random_game (void)
{
  const char *args[] = { "random-game", "--players", "4", "--seed", "42", NULL };
  const char *other[] = { "random-game", "--players", "4", "--seed", "43", NULL };
  const char *three[] = { "random-game", "--players", "3", "--seed", "42", NULL };
  const char *no_players[] = { "random-game", NULL };
  const char *five[] = { "random-game", "--players", "5", NULL };
  const char *bad_seed[] = { "random-game", "--players", "2", "--seed", "-5", NULL };
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *different = NULL;
  g_autofree char *out = NULL;
  g_autofree char *score = NULL;
  g_autofree char *three_out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_no_error (error);
  run (args, 0, &first, NULL);
  run (args, 0, &second, NULL);
  g_assert_cmpstr (first, ==, second);
  /* Version 2: a new game has the seed of Zara's die */
  g_assert_true (g_str_has_prefix (first, "{\n  \"format\": \"arriero-game\",\n  \"version\": 2,\n"));
  g_assert_nonnull (strstr (first, "\n    \"seed\": "));
  run (other, 0, &different, NULL);
  g_assert_cmpstr (first, !=, different);
  run (three, 0, &three_out, NULL);

  path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (g_file_set_contents (path, first, -1, NULL));
  {
    const char *replay[] = { "replay", path, NULL };
    const char *score_args[] = { "score", "--json", path, NULL };

    run (replay, 0, &out, NULL);
    g_assert_nonnull (strstr (out, "The game is over."));
    run (score_args, 0, &score, NULL);
    g_assert_true (json_parser_load_from_data (parser, score, -1, NULL));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
      json_node_get_object (json_parser_get_root (parser)), "players")), ==, 4);
  }

  run (no_players, 2, NULL, NULL);
  run (five, 2, NULL, NULL);
  run (bad_seed, 2, NULL, NULL);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Table options for the random game: written with the game, and replayed */
static void
test_random_game_options (void)
{
  const char *args[] = { "random-game", "--players", "2", "--seed", "7",
                         "--option", "end-actions-fixed-order=on",
                         "--option", "zara-passes-full-space=off", NULL };
  const char *unknown[] = { "random-game", "--players", "2", "--option", "any-order=on", NULL };
  const char *no_value[] = { "random-game", "--players", "2", "--option", "partial-actions", NULL };
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *options;

  run (args, 0, &out, NULL);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  options = json_object_get_object_member (json_object_get_object_member (
    json_node_get_object (json_parser_get_root (parser)), "setup"), "options");
  g_assert_true (json_object_get_boolean_member (options, "end-actions-fixed-order"));
  g_assert_false (json_object_get_boolean_member (options, "zara-passes-full-space"));
  g_assert_true (json_object_get_boolean_member (options, "partial-actions"));   /* its default */
  run (unknown, 2, NULL, NULL);
  run (no_value, 2, NULL, NULL);
}

/* Every hostile record: exit 1 and a message, never a crash */
static void
test_replay_hostile (gconstpointer user_data)
{
  const char *path = user_data;
  const char *args[] = { "replay", path, NULL };
  const char *score[] = { "score", path, NULL };
  g_autofree char *err = NULL;
  g_autofree char *score_err = NULL;
  g_autofree char *out = NULL;

  run (args, 1, &out, &err);
  g_test_message ("%s", err);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, path));
  g_assert_true (g_str_has_prefix (err + strlen (path), ": "));
  g_assert_cmpuint (strlen (err), >, strlen (path) + 4);
  if (strstr (path, "illegal-event") != NULL)
    g_assert_true (g_str_has_prefix (err + strlen (path), ": event 4: rule T3: "));

  run (score, 1, NULL, &score_err);
  g_assert_cmpstr (score_err, ==, err);
}

static void
test_replay_huge_nesting (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GString) text = g_string_sized_new (10 * 1024 * 1024 + 64);

  g_assert_no_error (error);
  path = g_build_filename (dir, "nesting.json", NULL);
  g_string_append (text, "{\"format\": \"arriero-game\", \"version\": 1, \"events\": ");
  for (guint i = 0; i < 5 * 1024 * 1024; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < 5 * 1024 * 1024; i++)
    g_string_append_c (text, ']');
  g_string_append (text, "}\n");
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));

  test_replay_hostile (path);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A named pipe is refused at once: replay used to wait on it forever */
static void
test_replay_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *err = NULL;
  const char *args[] = { "replay", NULL, NULL };

  g_assert_no_error (error);
  path = g_build_filename (dir, "pipe.json", NULL);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  args[1] = path;

  run (args, 1, NULL, &err);
  g_assert_true (g_str_has_prefix (err, path));
  g_assert_nonnull (strstr (err, "named pipe"));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_bench (void)
{
  const char *args[] = { "bench", "--players", "3", "--games", "20", NULL };
  const char *bad[] = { "bench", "--players", "5", NULL };
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  guint n;

  run (args, 0, &out, NULL);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  n = g_strv_length (lines);
  g_assert_true (g_str_has_prefix (lines[n - 1], "games/s: "));
  g_assert_nonnull (strstr (lines[n - 1], " events/s: "));
  run (bad, 2, NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *hostile_games = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);

  cli_path = g_getenv ("ARRIERO_CLI");
  g_assert_nonnull (cli_path);

  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/validate-edition/example", test_validate_edition);
  g_test_add_func ("/cli/validate-edition/hostile", test_hostile_editions);
  g_test_add_func ("/cli/settle/E4/three-players", test_settle);
  g_test_add_func ("/cli/settle/bad-input", test_settle_bad);
  {
    GPtrArray *files = holdings_files ();

    for (guint i = 0; i < files->len; i++)
      {
        g_autofree char *base = g_path_get_basename (files->pdata[i]);
        g_autofree char *test_name = g_strdup_printf ("/cli/settle/worked/%s", base);

        g_test_add_data_func_full (test_name, files->pdata[i], test_settle_worked, g_free);
      }
    /* the tests own the paths now */
    g_ptr_array_set_free_func (files, NULL);
    g_ptr_array_unref (files);
  }
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/replay/recorded", test_replay);
  g_test_add_func ("/cli/score/E4/recorded", test_score);
  g_test_add_func ("/cli/random-game", test_random_game);
  g_test_add_func ("/cli/random-game/options", test_random_game_options);
  g_test_add_func ("/cli/replay/hostile/10mb-nesting", test_replay_huge_nesting);
  g_test_add_func ("/cli/replay/hostile/fifo", test_replay_fifo);

  /* One test per hostile record */
  hostile_games = g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "games", NULL);
  dir = g_dir_open (hostile_games, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (paths, g_build_filename (hostile_games, name, NULL));
  g_ptr_array_sort (paths, compare_names);
  g_assert_cmpuint (paths->len, >=, 12);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *test = g_strconcat ("/cli/replay/hostile/",
                                           strrchr (paths->pdata[i], G_DIR_SEPARATOR) + 1, NULL);

      g_test_add_data_func (test, paths->pdata[i], test_replay_hostile);
    }

  return g_test_run ();
}
