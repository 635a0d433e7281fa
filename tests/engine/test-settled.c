/* test-settled.c: a settled game's file (alp-settled.c) and the holdings
 * written back (alp_holdings_to_node())
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "alp-error.h"
#include "alp-json.h"
#include "alp-settled.h"
#include "arriero-test-engine.h"

static void
assert_same_holdings (const AlpHoldings *a,
                      const AlpHoldings *b)
{
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpint (a->dirhams, ==, b->dirhams);
  g_assert_cmpuint (a->n_tokens, ==, b->n_tokens);
  g_assert_cmpmem (a->tokens, a->n_tokens, b->tokens, b->n_tokens);
  g_assert_cmpuint (a->n_cards, ==, b->n_cards);
  g_assert_cmpmem (a->cards, a->n_cards * sizeof a->cards[0], b->cards, b->n_cards * sizeof b->cards[0]);
  g_assert_cmpuint (a->fruits, ==, b->fruits);
  g_assert_cmpuint (a->small_norias, ==, b->small_norias);
  g_assert_cmpuint (a->large_norias, ==, b->large_norias);
  g_assert_cmpuint (a->goal_tokens, ==, b->goal_tokens);
  g_assert_cmpint (a->end_spot, ==, b->end_spot);
  g_assert_cmpint (a->sold, ==, b->sold);
}

/* A settled game made of a holdings file, in colours not the default */
static AlpSettled *
settled_from_file (const char *path)
{
  guint n_players;
  AlpHoldings *holdings = load_holdings (path, &n_players);
  AlpSettled *settled = alp_settled_new (n_players);

  for (guint p = 0; p < n_players; p++)
    {
      g_free (settled->holdings[p].name);
      settled->holdings[p] = holdings[p];
      holdings[p].name = NULL;
      settled->colours[p] = (AlpColour) ((p + 1) % ALP_COLOUR_GREY);
    }
  alp_holdings_free (holdings, n_players);
  g_clear_pointer (&settled->date, g_date_time_unref);
  settled->date = g_date_time_new_utc (2026, 12, 1, 14, 5, 0);

  return settled;
}

/* Written back and read again, the holdings are the same */
static void
test_holdings_round_trip (gconstpointer data)
{
  guint n, n_again;
  AlpHoldings *holdings = load_holdings (data, &n);
  g_autoptr(JsonNode) node = alp_holdings_to_node (holdings, n);
  g_autoptr(GError) error = NULL;
  AlpHoldings *again = alp_holdings_new_from_node (node, &n_again, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (n_again, ==, n);
  for (guint p = 0; p < n; p++)
    assert_same_holdings (&holdings[p], &again[p]);
  alp_holdings_free (holdings, n);
  alp_holdings_free (again, n_again);
}

/* The score of a settled game is the hand-worked one, and the file's
 * summary says it; saved and loaded, nothing changes, to the byte */
static void
test_settled_round_trip (gconstpointer data)
{
  const char *path = data;
  g_autoptr(AlpSettled) settled = settled_from_file (path);
  g_autoptr(AlpSettled) loaded = NULL;
  g_autoptr(AlpScore) score = NULL;
  g_autoptr(JsonNode) score_node = NULL;
  g_autoptr(JsonNode) file_node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-settled-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "settled.json", NULL);
  JsonObject *summary;
  JsonArray *players;
  gsize length;

  score = alp_settled_get_score (settled, &error);
  g_assert_no_error (error);
  score_node = alp_score_to_node (score);
  assert_score_as_worked (score_node, path);

  text = alp_settled_save_to_data (settled, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, strlen (text));
  file_node = parse_json (text);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (file_node), "format"), ==,
                   "arriero-settled");
  summary = json_object_get_object_member (json_node_get_object (file_node), "summary");
  g_assert_cmpstr (json_object_get_string_member (summary, "kind"), ==, "settled");
  g_assert_cmpstr (json_object_get_string_member (summary, "date"), ==, "2026-12-01T14:05:00Z");
  g_assert_true (json_object_get_boolean_member (summary, "finished"));
  g_assert_true (json_object_get_null_member (summary, "board"));
  g_assert_cmpstr (json_object_get_string_member (summary, "winner"), ==,
                   score->lines[score->winner].name);
  players = json_object_get_array_member (summary, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, settled->n_players);
  for (guint p = 0; p < settled->n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, settled->holdings[p].name);
      g_assert_cmpstr (json_object_get_string_member (player, "colour"), ==,
                       alp_colour_to_string (settled->colours[p]));
      g_assert_cmpint (json_object_get_int_member (player, "total"), ==, score->lines[p].total);
      g_assert_cmpint (json_object_get_int_member (player, "rank"), ==, score->lines[p].rank);
    }

  g_assert_true (alp_settled_save_to_file (settled, file, TRUE, &error));
  g_assert_no_error (error);
  loaded = alp_settled_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (loaded->n_players, ==, settled->n_players);
  for (guint p = 0; p < settled->n_players; p++)
    {
      assert_same_holdings (&loaded->holdings[p], &settled->holdings[p]);
      g_assert_cmpint (loaded->colours[p], ==, settled->colours[p]);
    }
  g_assert_true (g_date_time_equal (loaded->date, settled->date));
  again = alp_settled_save_to_data (loaded, NULL, NULL);
  g_assert_cmpstr (again, ==, text);

  g_unlink (file);
  g_rmdir (dir);
}

/* What is not a settled game, or not a sound one, is refused with the
 * path of the problem */
static void
test_settled_refused (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "holdings",
                                                 "three-players.json", NULL);
  g_autoptr(AlpSettled) settled = settled_from_file (path);
  g_autofree char *text = alp_settled_save_to_data (settled, NULL, NULL);
  static const struct { const char *from, *to, *message; int code; } cases[] = {
    { "\"arriero-settled\"", "\"arriero-game\"", "format: \"arriero-game\" is not an Arriero settled game",
      ALP_EDITION_ERROR_INVALID },
    { "\"version\": 1", "\"version\": 2", "version: written by a newer version", ALP_EDITION_ERROR_VERSION },
    { "\"colour\": \"red\"", "\"colour\": \"pink\"", "summary.players[0].colour: unknown colour",
      ALP_EDITION_ERROR_INVALID },
    { "\"date\": \"2026-12-01T14:05:00Z\"", "\"date\": \"yesterday\"", "summary.date: must be a date",
      ALP_EDITION_ERROR_INVALID },
    { "\"dirhams\": 14", "\"dirhams\": -1", "holdings: ", ALP_EDITION_ERROR_INVALID },
    { "\"summary\"", "\"summery\"", "unknown key \"summery\"", ALP_EDITION_ERROR_INVALID },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) bad = g_string_new (text);
      g_autoptr(AlpSettled) loaded = NULL;

      g_assert_cmpuint (g_string_replace (bad, cases[i].from, cases[i].to, 1), ==, 1);
      loaded = alp_settled_load_from_data (bad->str, bad->len, &error);
      g_assert_null (loaded);
      g_assert_error (error, ALP_EDITION_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
    }

  /* norias worth 6: no score, no settled game (N2) */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GString) bad = g_string_new (text);

    g_string_replace (bad, "\"small\": 0", "\"small\": 3", 1);
    g_assert_null (alp_settled_load_from_data (bad->str, bad->len, &error));
    g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) files = NULL;

  g_test_init (&argc, &argv, NULL);

  files = holdings_files ();
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (files->pdata[i]);
      g_autofree char *holdings = g_strdup_printf ("/engine/score/holdings/round-trip/%s", base);
      g_autofree char *settled = g_strdup_printf ("/engine/score/settled/round-trip/%s", base);

      g_test_add_data_func (holdings, files->pdata[i], test_holdings_round_trip);
      g_test_add_data_func (settled, files->pdata[i], test_settled_round_trip);
    }
  g_test_add_func ("/engine/score/settled/refused", test_settled_refused);

  return g_test_run ();
}
