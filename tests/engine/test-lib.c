/* test-lib.c: the engine side of the test library does what the tests
 * rely on
 *
 * load_edition() finds both kinds of name, parse_json() parses, random_setup() follows its
 * GRand, assert_same_state() fails on games that differ, and
 * compare_names() and items_changed_cb() record what they are given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-playout.h"
#include "arriero-test-engine.h"

static AlpGame *
seeded_game (guint seed)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(AlpSetup) setup = random_setup (edition, 3, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_game_new (edition, setup, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < 10; i++)
    g_assert_true (alp_playout_step (game, rand, NULL));

  return game;
}

static void
test_load_edition (void)
{
  g_autoptr(AlpEdition) test_data = load_edition ("partial.json");
  g_autoptr(AlpEdition) shipped = load_edition ("data/editions/example.json");

  g_assert_true (ALP_IS_EDITION (test_data));
  g_assert_true (ALP_IS_EDITION (shipped));
}

static void
test_same_state (void)
{
  g_autoptr(AlpGame) a = seeded_game (4);
  g_autoptr(AlpGame) b = seeded_game (4);

  assert_same_state (a, b);
  assert_game_state (a, _alp_game_get_state (b));
}

static void
test_different_state_child (void)
{
  g_autoptr(AlpGame) a = seeded_game (4);
  g_autoptr(AlpGame) b = seeded_game (5);

  assert_same_state (a, b);
}

static void
test_different_state (void)
{
  g_test_trap_subprocess ("/engine/test-lib/different-state/subprocess", 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
}

static void
test_parse_json (void)
{
  g_autoptr(JsonNode) node = parse_json ("{\"a\": [1, 2]}");

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (node), "a")), ==, 2);
}

static void
test_compare_names (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  g_ptr_array_add (names, (gpointer) "b.json");
  g_ptr_array_add (names, (gpointer) "a-2.json");
  g_ptr_array_add (names, (gpointer) "a.json");
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpstr (names->pdata[0], ==, "a-2.json");
  g_assert_cmpstr (names->pdata[1], ==, "a.json");
  g_assert_cmpstr (names->pdata[2], ==, "b.json");
}

static void
test_items_changed (void)
{
  g_autoptr(GListStore) store = g_list_store_new (G_TYPE_OBJECT);
  g_autoptr(GObject) item = g_object_new (G_TYPE_OBJECT, NULL);
  ItemsChanged changed = { 0, };

  g_signal_connect (store, "items-changed", G_CALLBACK (items_changed_cb), &changed);
  g_list_store_append (store, item);
  g_list_store_append (store, item);
  g_list_store_remove (store, 0);
  g_assert_cmpuint (changed.n_calls, ==, 3);
  g_assert_cmpuint (changed.position, ==, 0);
  g_assert_cmpuint (changed.removed, ==, 1);
  g_assert_cmpuint (changed.added, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/test-lib/load-edition", test_load_edition);
  g_test_add_func ("/engine/test-lib/same-state", test_same_state);
  g_test_add_func ("/engine/test-lib/different-state", test_different_state);
  g_test_add_func ("/engine/test-lib/different-state/subprocess", test_different_state_child);
  g_test_add_func ("/engine/test-lib/parse-json", test_parse_json);
  g_test_add_func ("/engine/test-lib/compare-names", test_compare_names);
  g_test_add_func ("/engine/test-lib/items-changed", test_items_changed);

  return g_test_run ();
}
