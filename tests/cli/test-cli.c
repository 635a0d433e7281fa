/* test-cli.c: arriero-cli's commands, exit codes and messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

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
  g_test_init (&argc, &argv, NULL);

  cli_path = g_getenv ("ARRIERO_CLI");
  g_assert_nonnull (cli_path);

  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/validate-edition/example", test_validate_edition);
  g_test_add_func ("/cli/validate-edition/hostile", test_hostile_editions);
  g_test_add_func ("/cli/settle/E4/three-players", test_settle);
  g_test_add_func ("/cli/settle/bad-input", test_settle_bad);
  g_test_add_func ("/cli/bench", test_bench);

  return g_test_run ();
}
