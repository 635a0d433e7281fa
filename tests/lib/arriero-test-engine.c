/* arriero-test-engine.c: loading editions and comparing games, for the
 * engine tests (and the app tests that need a game of their own)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-test-engine.h"

#include "alp-record.h"

AlpEdition *
load_edition (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  AlpEdition *edition;

  if (g_str_has_prefix (name, "data/"))
    path = g_test_build_filename (G_TEST_DIST, "..", "..", name, NULL);
  else
    path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions", name, NULL);
  edition = alp_edition_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (edition);

  return edition;
}

JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);

  return node;
}

AlpSetup *
random_setup (AlpEdition *edition,
              guint       n_players,
              GRand      *rand)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (n_players);
  g_autoptr(GError) error = NULL;

  g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&setup);
}

AlpGame *
draw_game (AlpEdition *edition,
           guint       n_players,
           GRand      *rand)
{
  g_autoptr(AlpSetup) setup = random_setup (edition, n_players, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_game_new (edition, setup, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

guint
events_on_disk (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) saved = alp_record_load_from_file (path, &error);

  g_assert_no_error (error);

  return alp_game_get_n_events (saved);
}

void
assert_game_state (AlpGame        *game,
                   const AlpState *expected)
{
  g_assert_cmpmem (_alp_game_get_state (game), sizeof *expected, expected, sizeof *expected);
}

void
assert_same_state (AlpGame *a,
                   AlpGame *b)
{
  assert_game_state (a, _alp_game_get_state (b));
}

void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
  changed->n_calls++;
}

GPtrArray *
holdings_files (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "data", "holdings", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".score.json"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, compare_names);
  g_assert_cmpuint (files->len, >, 0);

  return files;
}

static JsonNode *
load_json (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  return parse_json (text);
}

AlpHoldings *
load_holdings (const char *path,
               guint      *n_players)
{
  g_autoptr(JsonNode) node = load_json (path);
  g_autoptr(GError) error = NULL;
  AlpHoldings *holdings = alp_holdings_new_from_node (node, n_players, &error);

  g_assert_no_error (error);
  g_assert_nonnull (holdings);

  return holdings;
}

void
assert_score_as_worked (JsonNode   *score,
                        const char *holdings_path)
{
  g_autofree char *stem = g_strndup (holdings_path, strlen (holdings_path) - strlen (".json"));
  g_autofree char *expected_path = g_strconcat (stem, ".score.json", NULL);
  g_autoptr(JsonNode) expected_node = load_json (expected_path);
  JsonObject *expected = json_node_get_object (expected_node);
  JsonObject *got = json_node_get_object (score);
  JsonArray *want_players = json_object_get_array_member (expected, "players");
  JsonArray *got_players = json_object_get_array_member (got, "players");

  g_assert_cmpuint (json_array_get_length (got_players), ==, json_array_get_length (want_players));
  for (guint p = 0; p < json_array_get_length (want_players); p++)
    {
      JsonObject *want = json_array_get_object_element (want_players, p);
      JsonObject *line = json_array_get_object_element (got_players, p);

      g_assert_cmpstr (json_object_get_string_member (line, "name"), ==,
                       json_object_get_string_member (want, "name"));
      g_assert_cmpint (json_object_get_int_member (line, "total"), ==,
                       json_object_get_int_member (want, "total"));
      g_assert_cmpint (json_object_get_int_member (line, "rank"), ==,
                       json_object_get_int_member (want, "rank"));
    }
  g_assert_cmpstr (json_object_get_string_member (got, "winner"), ==,
                   json_object_get_string_member (expected, "winner"));
  g_assert_cmpint (json_object_get_boolean_member (got, "tie_broken"), ==,
                   json_object_get_boolean_member (expected, "tie_broken"));
}
