/* test-game-table.c: the printed parts of the table, as the views read them
 *
 * alp-game-table.c gives the farmlands' fields, the canal map, the goal
 * rewards, the award sides and whether a card is described, from the
 * game's edition: checked against the edition's own JSON, and NULL or
 * FALSE where the copy does not describe the part (never a made-up
 * value); a channel space is covered once an irrigation placed a token.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-game-table.h"
#include "alp-playout.h"
#include "arriero-test-engine.h"

static AlpGame *
example_game (guint seed)
{
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  return draw_game (edition, 3, rand);
}

/* The printed fields, the goal rewards and the award sides are those of
 * the edition's JSON */
static void
test_printed_parts (void)
{
  g_autoptr(AlpGame) game = example_game (1);
  AlpEdition *edition = alp_game_get_edition (game);
  g_autoptr(JsonNode) fields = alp_edition_get_value (edition, "farmlands.purple.fields");
  g_autoptr(JsonNode) reward = alp_edition_get_value (edition, "goal_cards[2].spots[1].reward");
  g_autoptr(JsonNode) red = alp_edition_get_value (edition, "award_tokens.yellow.red_side");
  const guint8 *got;
  guint n;

  g_assert_nonnull (fields);
  got = alp_game_get_farmland_fields (game, ALP_REGION_PURPLE, &n);
  g_assert_nonnull (got);
  g_assert_cmpuint (n, ==, json_array_get_length (json_node_get_array (fields)));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (alp_fruit_to_string (got[i]), ==,
                     json_array_get_string_element (json_node_get_array (fields), i));

  g_assert_nonnull (reward);
  got = alp_game_get_goal_reward (game, 2, 1, &n);
  g_assert_nonnull (got);
  g_assert_cmpuint (n, ==, json_array_get_length (json_node_get_array (reward)));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (alp_icon_to_string (got[i]), ==,
                     json_array_get_string_element (json_node_get_array (reward), i));
  g_assert_null (alp_game_get_goal_reward (game, 2, alp_game_get_goal_n_spots (game, 2), &n));
  g_assert_cmpuint (n, ==, 0);

  g_assert_nonnull (red);
  got = alp_game_get_award_side (game, ALP_REGION_YELLOW, 1, &n);
  g_assert_nonnull (got);
  g_assert_cmpuint (n, ==, json_array_get_length (json_node_get_array (red)));

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    g_assert_true (alp_game_get_card_known (game, c));
}

/* The canal map: every channel space with its printed id and neighbours,
 * free at the start, covered once a token lies on it */
static void
test_canal (void)
{
  g_autoptr(AlpGame) game = example_game (2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(JsonNode) channels = alp_edition_get_value (alp_game_get_edition (game), "canal.channels");
  guint n = alp_game_get_n_channels (game);
  guint covered = 0;
  AlpChannelInfo info;

  g_assert_true (alp_game_get_canal_known (game));
  g_assert_cmpuint (n, ==, json_array_get_length (json_node_get_array (channels)));
  for (guint c = 0; c < n; c++)
    {
      JsonObject *printed = json_array_get_object_element (json_node_get_array (channels), c);

      g_assert_true (alp_game_get_channel (game, c, &info));
      g_assert_cmpstr (info.id, ==, json_object_get_string_member (printed, "id"));
      g_assert_cmpint (info.start, ==, json_object_get_boolean_member (printed, "start"));
      g_assert_cmpuint (info.norias, ==, json_object_get_int_member (printed, "norias"));
      g_assert_false (info.covered);
    }
  g_assert_false (alp_game_get_channel (game, n, &info));
  /* c01 touches c04 in the example's map, and the map is symmetric */
  g_assert_true (alp_game_get_channels_touch (game, 0, 3));
  g_assert_true (alp_game_get_channels_touch (game, 3, 0));
  g_assert_false (alp_game_get_channels_touch (game, 0, n));

  alp_playout_run (game, rand, 0, NULL, NULL);
  for (guint c = 0; c < n; c++)
    {
      g_assert_true (alp_game_get_channel (game, c, &info));
      covered += info.covered;
    }
  g_assert_cmpuint (covered, >, 0);
}

/* A part the copy does not describe is NULL or FALSE */
static void
test_unknown (void)
{
  g_autoptr(AlpEdition) example = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) without_canal = alp_edition_with_value (example, "canal", NULL, &error);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(AlpGame) game = NULL;
  AlpChannelInfo info;
  guint n = 7;

  g_assert_no_error (error);
  edition = alp_edition_with_value (without_canal, "award_tokens.green.red_side", NULL, &error);
  g_assert_no_error (error);
  game = draw_game (edition, 3, rand);

  g_assert_false (alp_game_get_canal_known (game));
  g_assert_cmpuint (alp_game_get_n_channels (game), ==, 0);
  g_assert_false (alp_game_get_channel (game, 0, &info));
  g_assert_null (alp_game_get_award_side (game, ALP_REGION_GREEN, 1, &n));
  g_assert_cmpuint (n, ==, 0);
  g_assert_nonnull (alp_game_get_award_side (game, ALP_REGION_GREEN, 0, &n));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/table/printed-parts", test_printed_parts);
  g_test_add_func ("/engine/table/canal", test_canal);
  g_test_add_func ("/engine/table/unknown", test_unknown);

  return g_test_run ();
}
