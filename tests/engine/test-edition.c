/* test-edition.c: loading, checking and saving edition files
 *
 * The shipped and the test editions must load, be complete where they claim
 * to be and survive a save unchanged; every file in tests/data/hostile/editions
 * must be rejected with an ALP_EDITION_ERROR that names where the problem is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-json.h"
#include "arriero-test-util.h"

typedef enum
{
  DIR_SHIPPED,   /* data/editions */
  DIR_TESTS,     /* tests/data/editions */
} EditionDir;

static char *
edition_path (EditionDir  dir,
              const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);

  if (dir == DIR_SHIPPED)
    return g_test_build_filename (G_TEST_DIST, "..", "..", "data", "editions", file, NULL);

  return g_test_build_filename (G_TEST_DIST, "..", "data", "editions", file, NULL);
}

static char *
hostile_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "editions", NULL);
}

static AlpEdition *
load (EditionDir  dir,
      const char *name)
{
  g_autofree char *path = edition_path (dir, name);
  g_autoptr(GError) error = NULL;
  AlpEdition *edition;

  edition = alp_edition_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (ALP_IS_EDITION (edition));

  return edition;
}

/* Valid editions */

typedef struct
{
  const char *name;
  EditionDir  dir;
  const char *missing[2];   /* indexed by AlpSide: NULL when complete */
} ValidCase;

static const ValidCase valid_cases[] = {
  { "example", DIR_SHIPPED, { NULL, NULL } },
  { "alpujarras", DIR_SHIPPED,
    { "segments[0].sides.four_player", "segments[0].sides.two_three_player" } },
  { "complete-4p", DIR_TESTS, { NULL, NULL } },
  { "complete-23p", DIR_TESTS, { "segments[0].sides.four_player", NULL } },
  { "partial", DIR_TESTS,
    { "segments[3].sides.four_player.spaces[0].icons", "segments[1].sides.two_three_player" } },
};

static void
test_load (gconstpointer user_data)
{
  const ValidCase *c = user_data;
  g_autoptr(AlpEdition) edition = load (c->dir, c->name);

  g_assert_nonnull (alp_edition_get_name (edition));
  g_assert_cmpstr (alp_edition_get_name (edition), !=, "");

  for (AlpSide side = ALP_SIDE_FOUR_PLAYER; side <= ALP_SIDE_TWO_THREE_PLAYER; side++)
    {
      g_autoptr(GError) error = NULL;
      gboolean complete = alp_edition_check_complete (edition, side, &error);

      if (c->missing[side] == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (complete);
        }
      else
        {
          g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
          g_assert_false (complete);
          g_assert_cmpstr (alp_edition_error_get_path (error), ==, c->missing[side]);
          g_assert_nonnull (strstr (error->message, c->missing[side]));
        }
    }

  g_assert_finalize_object (g_steal_pointer (&edition));
}

static void
test_round_trip (gconstpointer user_data)
{
  const ValidCase *c = user_data;
  g_autoptr(AlpEdition) first = load (c->dir, c->name);
  g_autoptr(AlpEdition) second = NULL;
  g_autoptr(AlpEdition) from_node = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data1 = NULL;
  g_autofree char *data2 = NULL;
  g_autofree char *data3 = NULL;
  gsize length1, length2;

  data1 = alp_edition_to_data (first, &length1);
  g_assert_cmpuint (length1, ==, strlen (data1));
  g_assert_true (g_str_has_suffix (data1, "}\n"));

  second = alp_edition_new_from_data (data1, length1, &error);
  g_assert_no_error (error);
  data2 = alp_edition_to_data (second, &length2);
  g_assert_cmpstr (data1, ==, data2);
  g_assert_cmpuint (length1, ==, length2);

  /* The way a saved game embeds it */
  node = alp_edition_to_node (second);
  from_node = alp_edition_new_from_node (node, "edition", &error);
  g_assert_no_error (error);
  data3 = alp_edition_to_data (from_node, NULL);
  g_assert_cmpstr (data1, ==, data3);

  g_assert_finalize_object (g_steal_pointer (&first));
  g_assert_finalize_object (g_steal_pointer (&second));
  g_assert_finalize_object (g_steal_pointer (&from_node));
}

/* The shipped editions' contents */

static void
test_example_values (void)
{
  g_autoptr(AlpEdition) edition = load (DIR_SHIPPED, "example");
  const AlpEditionData *data = _alp_edition_get_data (edition);
  static const guint8 apple_counts[] = { 2, 2, 3, 4, 5 };
  static const gint16 bonuses[] = { 2, 1, 1, 0, 0 };
  const AlpSpaceDef *space;

  g_assert_true (alp_edition_get_example (edition));
  g_assert_true (data->example);
  g_assert_nonnull (strstr (alp_edition_get_description (edition), "NOT"));
  g_assert_cmpuint (data->version, ==, 1);

  g_assert_true (data->goal_cards[0].known);
  g_assert_cmpuint (data->goal_cards[0].goals[0], ==, ALP_GOAL_THREE_DIFFERENT_FRUITS);
  g_assert_cmpuint (data->goal_cards[0].goals[1], ==, ALP_GOAL_TWO_PAIRS);
  g_assert_cmpuint (data->goal_cards[1].goals[0], ==, ALP_GOAL_THREE_FARMERS_ONE_FARMLAND);
  g_assert_cmpuint (data->goal_cards[1].goals[1], ==, ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS);
  g_assert_cmpuint (data->goal_cards[2].goals[0], ==, ALP_GOAL_THREE_DIFFERENT_TOKENS);
  g_assert_cmpuint (data->goal_cards[2].goals[1], ==, ALP_GOAL_TWO_SAME_TOKENS);
  g_assert_cmpuint (data->goal_cards[3].goals[0], ==, ALP_GOAL_FARMERS_FOUR_VILLAGES);
  g_assert_cmpuint (data->goal_cards[3].goals[1], ==, ALP_GOAL_TWO_FARMERS_TWO_VILLAGES);

  /* The first reward: 5 dirhams, the last a noria */
  g_assert_cmpuint (data->goal_cards[0].spots[0].n_icons, ==, 5);
  g_assert_cmpuint (data->goal_cards[0].spots[0].icons[4], ==, ALP_ICON_DIRHAM);
  g_assert_cmpuint (data->goal_cards[0].n_spots, ==, 4);
  g_assert_cmpuint (data->goal_cards[0].spots[3].n_icons, ==, 1);
  g_assert_cmpuint (data->goal_cards[0].spots[3].icons[0], ==, ALP_ICON_NORIA);

  g_assert_true (data->tokens[ALP_FRUIT_APPLE].known);
  g_assert_cmpmem (data->tokens[ALP_FRUIT_APPLE].counts, 5, apple_counts, 5);
  g_assert_cmpint (data->tokens[ALP_FRUIT_APPLE].removed_two_three, ==, 0);
  g_assert_cmpint (data->tokens[ALP_FRUIT_ORANGE].removed_two_three, ==, 1);

  g_assert_true (data->display_known);
  g_assert_cmpuint (data->display_size, ==, 4);
  g_assert_true (data->bonuses_known);
  g_assert_cmpmem (data->bonuses, sizeof data->bonuses, bonuses, sizeof bonuses);
  g_assert_true (data->start_known);
  g_assert_cmpint (data->start_dirhams, ==, 0);

  /* Card 5: apple, apple, cherry for 2; back apple, arrow down */
  g_assert_true (data->cards[5].known);
  g_assert_cmpuint (data->cards[5].front[ALP_FRUIT_APPLE], ==, 2);
  g_assert_cmpuint (data->cards[5].front[ALP_FRUIT_CHERRY], ==, 1);
  g_assert_cmpuint (data->cards[5].front[ALP_FRUIT_LEMON], ==, 0);
  g_assert_cmpint (data->cards[5].value, ==, 2);
  g_assert_cmpuint (data->cards[5].back_fruit, ==, ALP_FRUIT_APPLE);
  g_assert_cmpuint (data->cards[5].back_arrow, ==, ALP_ARROW_DOWN);

  g_assert_cmpuint (data->awards[ALP_REGION_GREEN].green.n_icons, ==, 2);
  g_assert_cmpuint (data->awards[ALP_REGION_GREEN].red.n_icons, ==, 1);

  g_assert_cmpstr (data->segments[0].id, ==, "go");
  g_assert_cmpuint (data->segments[0].kind, ==, ALP_SEGMENT_GO);
  space = &data->segments[0].sides[ALP_SIDE_FOUR_PLAYER].spaces[0];
  g_assert_cmpuint (space->kind, ==, ALP_SPACE_GO);
  g_assert_cmpuint (space->n_spots, ==, 4);
  g_assert_cmpuint (data->segments[0].sides[ALP_SIDE_TWO_THREE_PLAYER].spaces[0].n_spots, ==, 3);

  space = &data->segments[9].sides[ALP_SIDE_TWO_THREE_PLAYER].spaces[2];
  g_assert_cmpuint (data->segments[9].kind, ==, ALP_SEGMENT_END);
  g_assert_cmpuint (space->kind, ==, ALP_SPACE_END);
  g_assert_cmpuint (space->n_spots, ==, 4);
  g_assert_cmpint (space->spots[0].value, ==, 6);
  g_assert_false (space->spots[0].four_player_only);
  g_assert_true (space->spots[3].four_player_only);

  /* A standard space: 3 dirhams count as 3 */
  space = &data->segments[3].sides[ALP_SIDE_FOUR_PLAYER].spaces[3];
  g_assert_cmpuint (space->kind, ==, ALP_SPACE_STANDARD);
  g_assert_true (space->icons.known);
  g_assert_cmpuint (space->icons.n_icons, ==, 3);

  g_assert_true (data->farmlands[ALP_REGION_GREEN].known);
  g_assert_cmpuint (data->farmlands[ALP_REGION_GREEN].fields[0], ==, ALP_FRUIT_APPLE);

  g_assert_true (data->canal.known);
  g_assert_cmpstr (data->canal.channels[0].id, ==, "c01");
  g_assert_cmpuint (data->canal.channels[0].leads_to, ==, ALP_NONE);
  g_assert_cmpuint (data->canal.channels[1].shape, ==, ALP_CHANNEL_T);
  g_assert_cmpuint (data->canal.channels[1].leads_to, ==, ALP_REGION_GREEN);

  g_assert_finalize_object (g_steal_pointer (&edition));
}

/* The example must be playable and look like a real board (task brief) */
static void
test_example_plausible (void)
{
  g_autoptr(AlpEdition) edition = load (DIR_SHIPPED, "example");
  const AlpEditionData *data = _alp_edition_get_data (edition);
  guint fields[ALP_N_FRUITS] = { 0, };
  guint backs[ALP_N_FRUITS] = { 0, };
  guint arrows[2] = { 0, };
  guint icons[ALP_N_ICONS] = { 0, };
  guint t_per_region[ALP_N_REGIONS] = { 0, };
  guint starts = 0;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      guint spots[2] = { 0, 0 };

      for (AlpSide side = ALP_SIDE_FOUR_PLAYER; side <= ALP_SIDE_TWO_THREE_PLAYER; side++)
        {
          const AlpSideDef *side_def = &data->segments[i].sides[side];

          g_assert_cmpuint (side_def->n_spaces, >=, 3);
          g_assert_cmpuint (side_def->n_spaces, <=, 6);

          for (guint j = 0; j < side_def->n_spaces; j++)
            {
              const AlpSpaceDef *space = &side_def->spaces[j];

              if (space->kind == ALP_SPACE_STANDARD)
                {
                  g_assert_cmpuint (space->icons.n_icons, >=, 1);
                  for (guint k = 0; k < space->icons.n_icons; k++)
                    icons[space->icons.icons[k]]++;
                }
              if (space->kind != ALP_SPACE_MARKET && space->kind != ALP_SPACE_HARVEST)
                continue;

              g_assert_cmpuint (space->n_spots, >=, 2);
              g_assert_cmpuint (space->n_spots, <=, 4);
              spots[side] = space->n_spots;
            }
        }

      /* Fewer spots with fewer players */
      g_assert_cmpuint (spots[ALP_SIDE_TWO_THREE_PLAYER], <=, spots[ALP_SIDE_FOUR_PLAYER]);
      if (spots[ALP_SIDE_FOUR_PLAYER] > 0)
        g_assert_cmpuint (spots[ALP_SIDE_TWO_THREE_PLAYER], <, spots[ALP_SIDE_FOUR_PLAYER]);
    }

  for (guint icon = 0; icon < ALP_N_ICONS; icon++)
    g_assert_cmpuint (icons[icon], >, 0);

  for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
    {
      const AlpCardDef *card = &data->cards[i];
      guint n = 0;

      for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
        n += card->front[fruit];
      g_assert_cmpuint (n, >=, 2);
      g_assert_cmpuint (n, <=, 4);
      g_assert_cmpint (card->value, >=, 1);
      g_assert_cmpint (card->value, <=, 5);
      backs[card->back_fruit]++;
      arrows[card->back_arrow]++;
    }
  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    g_assert_cmpuint (backs[fruit], ==, 4);
  g_assert_cmpuint (arrows[ALP_ARROW_UP], ==, 10);

  /* S2 removes a "2" token */
  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      const AlpTokenSetDef *tokens = &data->tokens[fruit];

      g_assert_cmpuint (tokens->counts[tokens->removed_two_three], ==, 2);
    }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      const AlpGoalCardDef *card = &data->goal_cards[i];

      g_assert_cmpuint (card->n_spots, >=, 4);
      g_assert_cmpuint (card->n_spots, <=, 5);
      for (guint j = 1; j + 1 < card->n_spots; j++)
        g_assert_cmpuint (card->spots[j].n_icons, <, card->spots[j - 1].n_icons);
      g_assert_cmpuint (card->spots[card->n_spots - 1].icons[0], ==, ALP_ICON_NORIA);
    }

  /* Conservation: 21 fruits of each type, 3 per field with 4 players */
  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      const AlpFarmlandDef *farmland = &data->farmlands[region];
      guint main = 0;

      g_assert_cmpuint (farmland->n_fields, >=, 3);
      g_assert_cmpuint (farmland->n_fields, <=, 4);
      for (guint i = 0; i < farmland->n_fields; i++)
        {
          fields[farmland->fields[i]]++;
          main += farmland->fields[i] == region;
        }
      g_assert_cmpuint (main * 2, >, farmland->n_fields);
    }
  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    g_assert_cmpuint (fields[fruit] * 3, <=, ALP_FRUITS_PER_TYPE);

  g_assert_cmpuint (data->canal.n_channels, >=, 15);
  g_assert_cmpuint (data->canal.n_channels, <=, 20);
  for (guint i = 0; i < data->canal.n_channels; i++)
    {
      const AlpChannelDef *channel = &data->canal.channels[i];

      starts += channel->start;
      if (channel->shape == ALP_CHANNEL_T)
        t_per_region[channel->leads_to]++;
      g_assert_cmpuint (channel->neighbours >> data->canal.n_channels, ==, 0);
      g_assert_true (channel->start || channel->neighbours != 0);

      /* Symmetric */
      for (guint j = 0; j < data->canal.n_channels; j++)
        g_assert_cmpuint ((channel->neighbours >> j) & 1, ==,
                          (data->canal.channels[j].neighbours >> i) & 1);
    }
  g_assert_cmpuint (starts, >=, 2);
  for (guint region = 0; region < ALP_N_REGIONS; region++)
    g_assert_cmpuint (t_per_region[region], >=, 1);

  g_assert_finalize_object (g_steal_pointer (&edition));
}

/* Only what public sources give: nothing invented */
static void
test_alpujarras_values (void)
{
  g_autoptr(AlpEdition) edition = load (DIR_SHIPPED, "alpujarras");
  const AlpEditionData *data = _alp_edition_get_data (edition);
  guint kinds[4] = { 0, };

  g_assert_cmpstr (alp_edition_get_name (edition), ==, "Alpujarras");
  g_assert_false (alp_edition_get_example (edition));

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      kinds[data->segments[i].kind]++;
      g_assert_false (data->segments[i].sides[0].known);
      g_assert_false (data->segments[i].sides[1].known);
    }
  g_assert_cmpuint (kinds[ALP_SEGMENT_GO], ==, 1);
  g_assert_cmpuint (kinds[ALP_SEGMENT_MARKET], ==, 4);
  g_assert_cmpuint (kinds[ALP_SEGMENT_HARVEST], ==, 4);
  g_assert_cmpuint (kinds[ALP_SEGMENT_END], ==, 1);

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      g_assert_false (data->tokens[i].known);
      g_assert_cmpint (data->tokens[i].removed_two_three, ==, -1);
    }
  for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
    g_assert_false (data->cards[i].known);
  for (guint i = 0; i < ALP_N_REGIONS; i++)
    {
      g_assert_false (data->awards[i].green.known);
      g_assert_false (data->awards[i].red.known);
      g_assert_false (data->farmlands[i].known);
    }
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    g_assert_false (data->goal_cards[i].known);
  g_assert_false (data->display_known);
  g_assert_false (data->bonuses_known);
  g_assert_false (data->canal.known);
  g_assert_false (data->start_known);

  g_assert_finalize_object (g_steal_pointer (&edition));
}

/* A card described as it lies face up, its front and value without its
 * back: it loads, known, its back not; it is written back without one,
 * the same bytes again; and the copy is as complete as with the backs
 * (the table reads a back off the deck: Z6, Z7) */
static void
test_card_without_back (void)
{
  g_autoptr(AlpEdition) print = load (DIR_TESTS, "complete-23p");
  g_autoptr(JsonNode) node = alp_edition_to_node (print);
  g_autoptr(AlpEdition) face_up = NULL;
  g_autoptr(AlpEdition) again = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  const AlpEditionData *data;
  JsonArray *cards;

  cards = json_object_get_array_member (json_object_get_object_member (json_node_get_object (node),
                                                                       "delivery_cards"), "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, ALP_N_DELIVERY_CARDS);
  /* all the backs but card 2's */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (c != 2)
      json_object_remove_member (json_array_get_object_element (cards, c), "back");

  face_up = alp_edition_new_from_node (node, NULL, &error);
  g_assert_no_error (error);
  data = _alp_edition_get_data (face_up);
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_assert_true (data->cards[c].known);
      g_assert_cmpint (data->cards[c].back_known, ==, c == 2);
      g_assert_cmpint (data->cards[c].value, ==, _alp_edition_get_data (print)->cards[c].value);
      g_assert_cmpmem (data->cards[c].front, ALP_N_FRUITS,
                       _alp_edition_get_data (print)->cards[c].front, ALP_N_FRUITS);
    }
  g_assert_cmpuint (data->cards[2].back_fruit, ==, _alp_edition_get_data (print)->cards[2].back_fruit);
  g_assert_cmpuint (data->cards[2].back_arrow, ==, _alp_edition_get_data (print)->cards[2].back_arrow);

  written = alp_edition_to_node (face_up);
  g_assert_true (json_node_equal (written, node));
  text = alp_edition_to_data (face_up, NULL);
  /* card 2's back only */
  {
    const char *back = strstr (text, "\"back\"");

    g_assert_nonnull (back);
    g_assert_null (strstr (back + 1, "\"back\""));
  }
  again = alp_edition_new_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  text_again = alp_edition_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text_again);

  for (AlpSide side = ALP_SIDE_FOUR_PLAYER; side <= ALP_SIDE_TWO_THREE_PLAYER; side++)
    {
      g_autoptr(GError) print_error = NULL;
      gboolean complete = alp_edition_check_complete (face_up, side, &error);

      g_assert_cmpint (complete, ==, alp_edition_check_complete (print, side, &print_error));
      g_assert_cmpint (error == NULL, ==, print_error == NULL);
      if (error != NULL)
        g_assert_cmpstr (alp_edition_error_get_path (error), ==, alp_edition_error_get_path (print_error));
      g_clear_error (&error);
    }
}

static void
test_partial_values (void)
{
  g_autoptr(AlpEdition) edition = load (DIR_TESTS, "partial");
  const AlpEditionData *data = _alp_edition_get_data (edition);
  const AlpSpaceDef *space;

  g_assert_true (data->segments[1].sides[ALP_SIDE_FOUR_PLAYER].known);
  g_assert_false (data->segments[1].sides[ALP_SIDE_TWO_THREE_PLAYER].known);
  g_assert_false (data->segments[9].sides[ALP_SIDE_FOUR_PLAYER].known);

  /* Unknown icons and no icons are different things */
  space = &data->segments[3].sides[ALP_SIDE_FOUR_PLAYER].spaces[0];
  g_assert_false (space->icons.known);
  space = &data->segments[6].sides[ALP_SIDE_FOUR_PLAYER].spaces[1];
  g_assert_cmpuint (space->kind, ==, ALP_SPACE_HARVEST);
  g_assert_true (space->spots[0].icons.known);
  g_assert_false (space->spots[1].icons.known);
  space = &data->segments[1].sides[ALP_SIDE_FOUR_PLAYER].spaces[1];
  g_assert_true (space->spots[2].icons.known);
  g_assert_cmpuint (space->spots[2].icons.n_icons, ==, 0);

  g_assert_true (data->tokens[ALP_FRUIT_ORANGE].known);
  g_assert_cmpint (data->tokens[ALP_FRUIT_ORANGE].removed_two_three, ==, -1);
  g_assert_false (data->tokens[ALP_FRUIT_LEMON].known);
  g_assert_false (data->display_known);
  g_assert_true (data->cards[6].known);
  g_assert_false (data->cards[7].known);
  g_assert_true (data->awards[ALP_REGION_GREEN].green.known);
  g_assert_false (data->awards[ALP_REGION_GREEN].red.known);
  g_assert_false (data->awards[ALP_REGION_RED].red.known);
  g_assert_false (data->awards[ALP_REGION_PURPLE].green.known);
  g_assert_true (data->goal_cards[2].known);
  g_assert_false (data->goal_cards[3].known);
  g_assert_false (data->farmlands[ALP_REGION_GREEN].known);
  g_assert_true (data->farmlands[ALP_REGION_YELLOW].known);
  g_assert_false (data->start_known);

  g_assert_finalize_object (g_steal_pointer (&edition));
}

/* Completeness item by item, on a node taken from complete-4p.json */

static JsonNode *
load_node (EditionDir  dir,
           const char *name)
{
  g_autofree char *path = edition_path (dir, name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  return json_node_copy (json_parser_get_root (parser));
}

static JsonObject *
object_at (JsonNode   *root,
           const char *first,
           ...)
{
  JsonObject *object = json_node_get_object (root);
  va_list args;

  va_start (args, first);
  for (const char *key = first; key != NULL; key = va_arg (args, const char *))
    object = json_object_get_object_member (object, key);
  va_end (args);

  return object;
}

static void
assert_missing (JsonNode   *root,
                AlpSide     side,
                const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_from_node (root, NULL, &error);

  g_assert_no_error (error);
  g_assert_false (alp_edition_check_complete (edition, side, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, path);
}

/* A goal card known by the side it was dealt with: its back null, never
 * made up.  It loads, writes back the same bytes, frees its back's goal
 * for another card, makes the edition incomplete at that side only, and
 * learns the back like any item; a card null on both sides is refused */
static void
test_goal_card_one_side (void)
{
  g_autoptr(AlpEdition) full = load (DIR_TESTS, "complete-4p");
  g_autoptr(AlpEdition) one = NULL;
  g_autoptr(AlpEdition) again = NULL;
  g_autoptr(AlpEdition) learned = NULL;
  g_autoptr(AlpEdition) shared = NULL;
  g_autoptr(AlpEdition) none = NULL;
  g_autoptr(JsonNode) back = alp_edition_get_value (full, "goal_cards[1].sides[1]");
  g_autoptr(JsonNode) sides = NULL;
  g_autoptr(JsonNode) other = json_from_string ("[\"two-farmers-two-farmlands\", null]", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  g_autofree char *full_data = NULL;
  g_autofree char *learned_data = NULL;
  const AlpEditionData *ed;

  g_assert_nonnull (back);
  g_assert_cmpstr (json_node_get_string (back), ==, "two-farmers-two-farmlands");
  g_assert_true (alp_edition_check_complete (full, ALP_SIDE_FOUR_PLAYER, &error));
  g_assert_no_error (error);

  /* its back made unknown: a null in its place */
  one = alp_edition_with_value (full, "goal_cards[1].sides[1]", NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (one);
  ed = _alp_edition_get_data (one);
  g_assert_true (ed->goal_cards[1].known);
  g_assert_cmpuint (ed->goal_cards[1].goals[0], ==, ALP_GOAL_THREE_FARMERS_ONE_FARMLAND);
  g_assert_cmpuint (ed->goal_cards[1].goals[1], ==, ALP_NONE);
  g_assert_cmpuint (ed->goal_cards[1].n_spots, ==, _alp_edition_get_data (full)->goal_cards[1].n_spots);
  g_assert_null (alp_edition_get_value (one, "goal_cards[1].sides[1]"));
  sides = alp_edition_get_value (one, "goal_cards[1].sides");
  g_assert_nonnull (sides);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (sides)), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (json_node_get_array (sides), 0), ==, "three-farmers-one-farmland");
  g_assert_true (json_array_get_null_element (json_node_get_array (sides), 1));

  /* written and read back: the same bytes */
  data = alp_edition_to_data (one, NULL);
  g_assert_nonnull (strstr (data, "null"));
  again = alp_edition_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  data_again = alp_edition_to_data (again, NULL);
  g_assert_cmpstr (data, ==, data_again);
  g_assert_cmpuint (_alp_edition_get_data (again)->goal_cards[1].goals[1], ==, ALP_NONE);

  /* not complete: the back is missing, and only the back */
  g_assert_false (alp_edition_check_complete (one, ALP_SIDE_FOUR_PLAYER, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "goal_cards[1].sides[1]");
  g_clear_error (&error);

  /* the unknown back holds no goal: another card known by one side may
   * show the goal the print has on it */
  {
    g_autoptr(AlpEdition) step = alp_edition_with_value (one, "goal_cards[2].sides", other, &error);

    g_assert_no_error (error);
    shared = g_object_ref (step);
  }
  g_assert_cmpuint (_alp_edition_get_data (shared)->goal_cards[2].goals[0], ==, ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS);
  g_assert_cmpuint (_alp_edition_get_data (shared)->goal_cards[2].goals[1], ==, ALP_NONE);
  /* ... but a known goal still is on one card only */
  g_assert_null (alp_edition_with_value (full, "goal_cards[2].sides", other, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "goal_cards[2].sides[0]");
  g_clear_error (&error);

  /* the back learned: the card as printed, the edition complete again */
  learned = alp_edition_with_value (one, "goal_cards[1].sides[1]", back, &error);
  g_assert_no_error (error);
  full_data = alp_edition_to_data (full, NULL);
  learned_data = alp_edition_to_data (learned, NULL);
  g_assert_cmpstr (learned_data, ==, full_data);

  /* no goal on either side: refused, an unknown card is null */
  none = alp_edition_with_value (one, "goal_cards[1].sides[0]", NULL, &error);
  g_assert_null (none);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "goal_cards[1].sides[1]");
  g_test_message ("%s", error->message);
}

static void
test_complete_items (void)
{
  g_autoptr(JsonNode) root = load_node (DIR_TESTS, "complete-4p");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) no_canal = NULL;
  JsonArray *cards;

  /* The canal map is optional */
  json_object_remove_member (json_node_get_object (root), "canal");
  no_canal = alp_edition_new_from_node (root, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (alp_edition_check_complete (no_canal, ALP_SIDE_FOUR_PLAYER, &error));
  g_assert_no_error (error);

  json_object_set_null_member (json_node_get_object (root), "start");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "start.dirhams");

  json_object_remove_member (object_at (root, "farmlands", NULL), "red");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "farmlands.red");

  json_array_remove_element (json_object_get_array_member (json_node_get_object (root),
                                                           "goal_cards"), 1);
  json_array_add_null_element (json_object_get_array_member (json_node_get_object (root),
                                                             "goal_cards"));
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "goal_cards[3]");

  json_object_remove_member (object_at (root, "award_tokens", "orange", NULL), "red_side");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "award_tokens.orange.red_side");

  json_object_remove_member (object_at (root, "market_card", NULL), "bonuses");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "market_card.bonuses");

  cards = json_object_get_array_member (object_at (root, "delivery_cards", NULL), "cards");
  json_array_remove_element (cards, 12);
  json_array_add_null_element (cards);
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "delivery_cards.cards[19]");

  json_object_remove_member (object_at (root, "delivery_cards", NULL), "display");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "delivery_cards.display");

  /* Only 2-3-player games need to know which token S2 removes */
  json_object_remove_member (object_at (root, "delivery_tokens", "cherry", NULL),
                             "removed_two_three");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "delivery_cards.display");
  assert_missing (root, ALP_SIDE_TWO_THREE_PLAYER, "delivery_tokens.cherry.removed_two_three");

  json_object_remove_member (object_at (root, "delivery_tokens", NULL), "grape");
  assert_missing (root, ALP_SIDE_FOUR_PLAYER, "delivery_tokens.grape");

  /* An end spot's dirhams may be left unknown, and then they are missing
   * for a game on its side only */
  {
    g_autoptr(AlpEdition) complete = load (DIR_TESTS, "complete-4p");
    g_autoptr(AlpEdition) edited = NULL;
    g_autoptr(JsonNode) edited_root = NULL;
    const AlpEditionData *data;

    edited = alp_edition_with_value (complete, "segments[9].sides.four_player.spaces[2].spots[0].value",
                                     NULL, &error);
    g_assert_no_error (error);
    data = _alp_edition_get_data (edited);
    g_assert_false (data->segments[9].sides[ALP_SIDE_FOUR_PLAYER].spaces[2].spots[0].value_known);
    g_assert_true (data->segments[9].sides[ALP_SIDE_FOUR_PLAYER].spaces[2].spots[1].value_known);
    edited_root = alp_edition_to_node (edited);
    assert_missing (edited_root, ALP_SIDE_FOUR_PLAYER,
                    "segments[9].sides.four_player.spaces[2].spots[0].value");
    g_assert_true (alp_edition_check_complete (edited, ALP_SIDE_TWO_THREE_PLAYER, &error));
    g_assert_no_error (error);
  }

  g_assert_finalize_object (g_steal_pointer (&no_canal));
}

/* Hostile files: every one must be rejected, and say where */

typedef struct
{
  const char          *file;
  AlpEditionErrorCode  code;
  const char          *path;      /* ending in '*': a prefix */
  const char          *reason;    /* a part of the message */
} HostileCase;

static const HostileCase hostile_cases[] = {
  { "add-farmer-colour-twice.json", ALP_EDITION_ERROR_INVALID,
    "segments[1].sides.four_player.spaces[0].icons[2]", "different farmlands (rule A3)" },
  { "award-icon-not-allowed.json", ALP_EDITION_ERROR_INVALID,
    "award_tokens.orange.red_side[0]", "icon \"irrigate\" is not allowed here" },
  { "card-value-string.json", ALP_EDITION_ERROR_INVALID,
    "delivery_cards.cards[3].value", "expected an integer from 0 to 99" },
  { "channel-start-string.json", ALP_EDITION_ERROR_INVALID,
    "canal.channels[2].start", "expected true or false" },
  { "channel-id-too-long.json", ALP_EDITION_ERROR_INVALID, "canal.channels[1].id",
    "a channel’s id is longer than 80 characters" },
  { "comment.json", ALP_EDITION_ERROR_INVALID, "version", "line 3, column 17" },
  { "control-character.json", ALP_EDITION_ERROR_INVALID, "name", "control character" },
  { "deep-nesting.json", ALP_EDITION_ERROR_INVALID, "[0][0][0]*", "nested deeper than 64 levels" },
  { "deep-nesting-objects.json", ALP_EDITION_ERROR_INVALID, "a.a.a.a*",
    "nested deeper than 64 levels" },
  { "description-control.json", ALP_EDITION_ERROR_INVALID, "description",
    "the description must not hold a control character" },
  { "description-too-long.json", ALP_EDITION_ERROR_INVALID, "description",
    "the description is longer than 2000 characters" },
  { "duplicate-channel-ids.json", ALP_EDITION_ERROR_INVALID, "canal.channels[3].id",
    "duplicate id \"a\"" },
  { "duplicate-key.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[0].value",
    "duplicate key" },
  { "duplicate-key-escaped.json", ALP_EDITION_ERROR_INVALID, "name", "duplicate key" },
  { "duplicate-key-escaped-pair.json", ALP_EDITION_ERROR_INVALID, "😀", "duplicate key" },
  { "duplicate-key-escaped-slash.json", ALP_EDITION_ERROR_INVALID, "a/b", "duplicate key" },
  { "duplicate-segment-ids.json", ALP_EDITION_ERROR_INVALID, "segments[5].id",
    "duplicate id \"m1\" (also segments[1])" },
  { "empty-name.json", ALP_EDITION_ERROR_INVALID, "name", "must not be empty" },
  { "empty.json", ALP_EDITION_ERROR_INVALID, "", "the file is empty" },
  { "end-value-too-big.json", ALP_EDITION_ERROR_INVALID,
    "segments[9].sides.four_player.spaces[2].spots[0].value", "found 100" },
  { "escaped-nul.json", ALP_EDITION_ERROR_INVALID, "name", "\\u0000" },
  { "five-markets.json", ALP_EDITION_ERROR_INVALID, "segments", "found 5" },
  { "fraction.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.display",
    "expected an integer from 1 to 8, found 4.0" },
  { "future-version.json", ALP_EDITION_ERROR_VERSION, "version",
    "written by a newer version of Arriero" },
  { "go-not-first.json", ALP_EDITION_ERROR_INVALID, "segments[0].sides.four_player.spaces[1]",
    "must be the first space" },
  { "goal-on-both-sides.json", ALP_EDITION_ERROR_INVALID, "goal_cards[2].sides[1]",
    "is on both sides of the card" },
  { "goal-on-two-cards.json", ALP_EDITION_ERROR_INVALID, "goal_cards[2].sides[0]",
    "goal \"two-pairs\" is also on goal_cards[0]" },
  { "goal-spot-array.json", ALP_EDITION_ERROR_INVALID, "goal_cards[2].spots[1]",
    "expected an object" },
  { "harvest-on-market-segment.json", ALP_EDITION_ERROR_INVALID,
    "segments[3].sides.four_player.spaces[3]", "cannot be on a \"market\" segment" },
  { "hex-number.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.display",
    "line 326, column 17: expected “,” or “}”" },
  { "huge-double.json", ALP_EDITION_ERROR_INVALID, "start.dirhams", "found 1e+300" },
  { "huge-integer.json", ALP_EDITION_ERROR_INVALID, "market_card.bonuses[0]",
    "number out of range" },
  { "icons-string.json", ALP_EDITION_ERROR_INVALID,
    "segments[1].sides.four_player.spaces[0].icons", "expected an array" },
  { "int64-overflow.json", ALP_EDITION_ERROR_INVALID, "version", "number out of range" },
  { "invalid-json.json", ALP_EDITION_ERROR_INVALID, "version", "line 4, column 3" },
  { "invalid-utf8.json", ALP_EDITION_ERROR_INVALID, "name", "invalid UTF-8" },
  { "leading-zero.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.display",
    "must not start with 0" },
  { "lone-surrogate.json", ALP_EDITION_ERROR_INVALID, "name", "unpaired surrogate" },
  { "missing-card-arrow.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[0].back.arrow",
    "required" },
  { "missing-format.json", ALP_EDITION_ERROR_INVALID, "format", "not an Arriero edition file" },
  { "missing-name.json", ALP_EDITION_ERROR_INVALID, "name", "required" },
  { "missing-segment-kind.json", ALP_EDITION_ERROR_INVALID, "segments[2].kind", "required" },
  { "missing-segments.json", ALP_EDITION_ERROR_INVALID, "segments", "required" },
  { "name-16k.json", ALP_EDITION_ERROR_INVALID, "name", "a text longer than 16 KiB" },
  { "name-c1-control.json", ALP_EDITION_ERROR_INVALID, "name",
    "the edition’s name must not hold a control character" },
  { "name-escaped-line-break.json", ALP_EDITION_ERROR_INVALID, "name",
    "the edition’s name must not hold a control character" },
  { "name-escaped-tab.json", ALP_EDITION_ERROR_INVALID, "name",
    "the edition’s name must not hold a control character" },
  { "name-number.json", ALP_EDITION_ERROR_INVALID, "name", "expected a string" },
  { "name-too-long.json", ALP_EDITION_ERROR_INVALID, "name",
    "the edition’s name is longer than 80 characters" },
  { "negative.json", ALP_EDITION_ERROR_INVALID, "delivery_tokens.grape.counts[2]",
    "expected an integer from 1 to 10, found -3" },
  { "nesting-65.json", ALP_EDITION_ERROR_INVALID, "description[0][0]*",
    "nested deeper than 64 levels" },
  { "nine-segments.json", ALP_EDITION_ERROR_INVALID, "segments",
    "expected exactly 10 entries, found 9" },
  { "nineteen-cards.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.cards",
    "expected exactly 20 entries, found 19" },
  { "no-start-channel.json", ALP_EDITION_ERROR_INVALID, "canal.channels", "start channel" },
  { "nul-byte.json", ALP_EDITION_ERROR_INVALID, "name", "NUL byte" },
  { "overlong-utf8.json", ALP_EDITION_ERROR_INVALID, "name", "invalid UTF-8" },
  { "root-array.json", ALP_EDITION_ERROR_INVALID, "", "expected an object" },
  { "segments-object.json", ALP_EDITION_ERROR_INVALID, "segments", "expected an array" },
  { "segment-id-too-long.json", ALP_EDITION_ERROR_INVALID, "segments[3].id",
    "a segment’s id is longer than 80 characters" },
  { "single-quotes.json", ALP_EDITION_ERROR_INVALID, "version",
    "expected a member name in double quotes" },
  { "straight-leads-to.json", ALP_EDITION_ERROR_INVALID, "canal.channels[0].leads_to",
    "straight" },
  { "too-few-end-spots.json", ALP_EDITION_ERROR_INVALID,
    "segments[9].sides.two_three_player.spaces[2].spots", "at least 3 end spots" },
  { "too-few-start-spots.json", ALP_EDITION_ERROR_INVALID,
    "segments[0].sides.two_three_player.spaces[0].spots", "at least 3 start spots" },
  { "too-many-fields.json", ALP_EDITION_ERROR_INVALID, "farmlands", "only 21" },
  { "too-many-icons.json", ALP_EDITION_ERROR_INVALID,
    "segments[0].sides.four_player.spaces[1].icons", "at most 12 entries, found 13" },
  { "too-many-values.json", ALP_EDITION_ERROR_INVALID, "description[*",
    "the file holds more values than Arriero reads from a file of its size" },
  { "trailing-garbage.json", ALP_EDITION_ERROR_INVALID, "", "after the end of the data" },
  { "truncated.json", ALP_EDITION_ERROR_INVALID, "segments[7].sides.four_player.spaces[2].kind",
    "unterminated string" },
  { "unknown-arrow.json", ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[0].back.arrow",
    "unknown arrow \"left\" (expected \"up\" or \"down\")" },
  { "unknown-fruit.json", ALP_EDITION_ERROR_INVALID, "farmlands.red.fields[1]",
    "unknown fruit \"banana\"" },
  { "unknown-goal.json", ALP_EDITION_ERROR_INVALID, "goal_cards[1].sides[1]",
    "unknown goal \"two-farmers-two-farms\"" },
  { "unknown-icon.json", ALP_EDITION_ERROR_INVALID,
    "segments[4].sides.four_player.spaces[0].icons[0]", "unknown icon \"irigate\"" },
  { "unknown-key-root.json", ALP_EDITION_ERROR_INVALID, "", "unknown key \"farmland\"" },
  { "unknown-key-space.json", ALP_EDITION_ERROR_INVALID,
    "segments[2].sides.four_player.spaces[0]", "unknown key \"icon\"" },
  { "unknown-leads-to.json", ALP_EDITION_ERROR_INVALID, "canal.channels[1].leads_to",
    "unknown farmland \"blue\"" },
  { "unknown-neighbour.json", ALP_EDITION_ERROR_INVALID, "canal.channels[2].neighbours[3]",
    "no channel has the id \"z\"" },
  { "unknown-shape.json", ALP_EDITION_ERROR_INVALID, "canal.channels[1].shape",
    "unknown shape \"y\" (expected \"t\" or \"straight\")" },
  { "unknown-space-kind.json", ALP_EDITION_ERROR_INVALID,
    "segments[3].sides.four_player.spaces[0].kind", "unknown space kind \"markt\"" },
  { "version-zero.json", ALP_EDITION_ERROR_INVALID, "version", "at least 1" },
  { "whitespace-only.json", ALP_EDITION_ERROR_INVALID, "", "the file is empty" },
  { "wrong-format.json", ALP_EDITION_ERROR_INVALID, "format",
    "\"arriero-game\" is not an Arriero edition file" },
};

static const HostileCase *
find_hostile_case (const char *file)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    if (strcmp (hostile_cases[i].file, file) == 0)
      return &hostile_cases[i];

  return NULL;
}

static void
test_hostile (gconstpointer user_data)
{
  const char *file = user_data;
  const HostileCase *c = find_hostile_case (file);
  g_autofree char *dir = hostile_dir ();
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  const char *error_path;

  if (c == NULL)
    {
      g_test_message ("%s has no entry in hostile_cases: say what it must fail with", file);
      g_test_fail ();
      return;
    }

  edition = alp_edition_new_from_file (path, &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, (int) c->code);
  g_assert_cmpstr (error->message, !=, "");
  g_test_message ("%s", error->message);

  error_path = alp_edition_error_get_path (error);
  g_assert_nonnull (error_path);
  if (g_str_has_suffix (c->path, "*"))
    {
      g_autofree char *prefix = g_strndup (c->path, strlen (c->path) - 1);

      g_assert_true (g_str_has_prefix (error_path, prefix));
    }
  else
    g_assert_cmpstr (error_path, ==, c->path);

  /* The message starts with the path */
  if (*error_path != '\0')
    {
      g_assert_true (g_str_has_prefix (error->message, error_path));
      g_assert_true (g_str_has_prefix (error->message + strlen (error_path), ": "));
    }
  g_assert_nonnull (strstr (error->message, c->reason));
}

/* Every table entry has its file */
static void
test_hostile_table (void)
{
  g_autofree char *dir = hostile_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, hostile_cases[i].file, NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_test_message ("%s is missing", path);
          g_test_fail ();
        }
    }
}

static void
test_hostile_unknown_icon_message (void)
{
  g_autofree char *dir = hostile_dir ();
  g_autofree char *path = g_build_filename (dir, "unknown-icon.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_from_file (path, &error);

  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "segments[4].sides.four_player.spaces[0].icons[0]: unknown icon \"irigate\"");
}

static void
test_hostile_oversize (void)
{
  gsize length = ALP_EDITION_MAX_SIZE + 1;
  g_autofree char *data = g_malloc (length);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;

  /* Whitespace and a valid file after it: only the size is wrong */
  memset (data, ' ', length);
  memcpy (data + length - 2, "{}", 2);
  edition = alp_edition_new_from_data (data, length, &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the file is larger than 1 MiB");

  /* Exactly 1 MiB passes the size check and reaches the next one */
  g_clear_error (&error);
  edition = alp_edition_new_from_data (data + 1, length - 1, &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "format"));
}

/* A file too large to be an edition is refused by its size, read or not:
 * here 1 GiB, sparse */
static void
test_hostile_oversize_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-edition-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  int fd;

  g_assert_no_error (error);
  path = g_build_filename (dir, "huge.json", NULL);
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
  g_assert_true (g_close (fd, NULL));

  edition = alp_edition_new_from_file (path, &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the file is larger than 1 MiB");

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The texts people read: counted in characters, up to the limit */
static void
test_text_limits (void)
{
  static const struct
  {
    const char *key;
    guint       max;
  } texts[] = {
    { "name", ALP_EDITION_MAX_NAME_LENGTH },
    { "description", ALP_EDITION_MAX_DESCRIPTION_LENGTH },
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(JsonNode) root = load_node (DIR_TESTS, "complete-4p");
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpEdition) edition = NULL;
      g_autofree char *data = NULL;
      gsize length;

      /* 2 bytes a character: the limit is not in bytes */
      for (guint n = 0; n < texts[i].max; n++)
        g_string_append (text, "é");
      json_object_set_string_member (json_node_get_object (root), texts[i].key, text->str);
      data = alp_json_to_data (root, &length);
      edition = alp_edition_new_from_data (data, length, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (g_utf8_strlen (texts[i].key[0] == 'n' ?
                                       alp_edition_get_name (edition) :
                                       alp_edition_get_description (edition), -1),
                        ==, texts[i].max);
      g_clear_object (&edition);
      g_clear_pointer (&data, g_free);

      g_string_append (text, "é");
      json_object_set_string_member (json_node_get_object (root), texts[i].key, text->str);
      data = alp_json_to_data (root, &length);
      edition = alp_edition_new_from_data (data, length, &error);
      g_assert_null (edition);
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
      g_assert_cmpstr (alp_edition_error_get_path (error), ==, texts[i].key);
      g_assert_nonnull (strstr (error->message, "is longer than"));
    }

  /* A description may run over several lines; a name may not */
  {
    g_autoptr(JsonNode) root = load_node (DIR_TESTS, "complete-4p");
    g_autoptr(GError) error = NULL;
    g_autoptr(AlpEdition) edition = NULL;

    json_object_set_string_member (json_node_get_object (root), "description", "one\ntwo");
    edition = alp_edition_new_from_node (root, NULL, &error);
    g_assert_no_error (error);
    g_clear_object (&edition);

    json_object_set_string_member (json_node_get_object (root), "name", "one\ntwo");
    edition = alp_edition_new_from_node (root, NULL, &error);
    g_assert_null (edition);
    g_assert_cmpstr (error->message, ==, "name: the edition’s name must not hold a control "
                     "character such as a tab or a line break");
  }
}

#define HEADER "{\"format\": \"arriero-edition\", \"version\": 1"
#define INVALID ALP_EDITION_ERROR_INVALID
#define VERSION ALP_EDITION_ERROR_VERSION

static void
test_hostile_strings (void)
{
  static const struct
  {
    const char          *data;
    gssize               length;
    AlpEditionErrorCode  code;
    const char          *message;
  } cases[] = {
    { "", 0, INVALID, "the file is empty" },
    { "{", -1, INVALID, "line 1, column 2: unexpected end of the file" },
    { "{\"format\"", -1, INVALID, "format: line 1, column 10: unexpected end of the file" },
    { "{\"format\": \"arriero-edition", -1, INVALID,
      "format: line 1, column 28: unterminated string" },
    { "[1, 2", -1, INVALID, "[1]: line 1, column 6: unexpected end of the file" },
    { "\xef\xbb\xbf{}", -1, INVALID,
      "format: required, but absent: this is not an Arriero edition file" },
    { "{\"a\": \"\\x\"}", -1, INVALID, "a: line 1, column 9: invalid escape in a string" },
    { "{\"a\": \"\\u12\"}", -1, INVALID, "a: line 1, column 9: invalid \\u escape" },
    { "{\"a\": \"\\udc00\"}", -1, INVALID,
      "a: line 1, column 14: unpaired surrogate in a \\u escape" },
    { "{\"a\": -}", -1, INVALID, "a: line 1, column 8: invalid number" },
    { "{\"a\": 1.}", -1, INVALID, "a: line 1, column 9: invalid number" },
    { "{\"a\": 1e}", -1, INVALID, "a: line 1, column 9: invalid number" },
    { "{\"a\": tru}", -1, INVALID, "a: line 1, column 7: expected a value" },
    { "{\"a\" 1}", -1, INVALID, "a: line 1, column 6: expected “:”" },
    { "{\"a\": 1 \"b\": 2}", -1, INVALID, "a: line 1, column 9: expected “,” or “}”" },
    { "{\n\"x\":\n\xff}", 9, INVALID, "x: line 3, column 1: invalid UTF-8" },
    { "{}\0{}", 5, INVALID, "line 1, column 3: the file contains a NUL byte" },
    { "{}", -1, INVALID, "format: required, but absent: this is not an Arriero edition file" },
    { "{\"format\": 1}", -1, INVALID, "format: expected a string" },
    { "{\"format\": \"arriero-edition\"}", -1, INVALID, "version: required, but absent" },
    { "{\"format\": \"arriero-edition\", \"version\": 2, \"x\": 1}", -1, VERSION,
      "version: written by a newer version of Arriero "
      "(edition format 2; this version reads up to 1)" },
    { "{\"format\": \"arriero-edition\", \"version\": 1, \"x\": 1}", -1, INVALID,
      "unknown key \"x\"" },
    { "{\"format\": \"arriero-edition\", \"version\": 1, \"name\": null}", -1, INVALID,
      "name: required, but absent" },
    { HEADER ", \"name\": \"n\", \"example\": 1}", -1, INVALID,
      "example: expected true or false" },
    { HEADER ", \"name\": \"n\", \"segments\": []}", -1, INVALID,
      "segments: expected exactly 10 entries, found 0" },
    { HEADER ", \"name\": \"n\", \"segments\": 1}", -1, INVALID,
      "segments: expected an array" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpEdition) edition = NULL;

      edition = alp_edition_new_from_data (cases[i].data, cases[i].length, &error);
      g_assert_null (edition);
      g_assert_error (error, ALP_EDITION_ERROR, (int) cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* An edition inside a saved game: paths start at its place there */
static void
test_from_node_prefix (void)
{
  g_autofree char *dir = hostile_dir ();
  g_autofree char *path = g_build_filename (dir, "unknown-icon.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(JsonNode) root = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);

  edition = alp_edition_new_from_node (json_parser_get_root (parser), "edition", &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==,
                   "edition.segments[4].sides.four_player.spaces[0].icons[0]");
  g_assert_cmpstr (error->message, ==,
                   "edition.segments[4].sides.four_player.spaces[0].icons[0]: "
                   "unknown icon \"irigate\"");

  /* A node that is not an object at all */
  g_clear_error (&error);
  root = json_node_init_int (json_node_alloc (), 3);
  edition = alp_edition_new_from_node (root, "game.edition", &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "game.edition: expected an object");
}

/* Strings a caller put into a node may be anything */
static void
test_from_node_invalid_utf8 (void)
{
  g_autoptr(JsonNode) root = load_node (DIR_TESTS, "complete-4p");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;

  json_object_set_string_member (json_node_get_object (root), "description", "bad \xff");
  edition = alp_edition_new_from_node (root, NULL, &error);
  g_assert_null (edition);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "description: invalid UTF-8");
}

/* Neighbours listed on one side only come out on both */
static void
test_canal_symmetric (void)
{
  g_autoptr(JsonNode) root = load_node (DIR_TESTS, "complete-4p");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  const AlpEditionData *data;
  JsonArray *channels;

  channels = json_object_get_array_member (object_at (root, "canal", NULL), "channels");
  for (guint i = 0; i < json_array_get_length (channels); i++)
    {
      JsonObject *channel = json_array_get_object_element (channels, i);

      if (i != 0)
        json_object_remove_member (channel, "neighbours");
    }

  edition = alp_edition_new_from_node (root, NULL, &error);
  g_assert_no_error (error);
  data = _alp_edition_get_data (edition);
  g_assert_cmpuint (data->canal.n_channels, ==, 8);
  g_assert_cmphex (data->canal.channels[0].neighbours, ==, 0x6);   /* b and c */
  g_assert_cmphex (data->canal.channels[1].neighbours, ==, 0x1);
  g_assert_cmphex (data->canal.channels[2].neighbours, ==, 0x1);
  g_assert_cmphex (data->canal.channels[3].neighbours, ==, 0x0);
}

static void
test_file_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autofree char *dir = hostile_dir ();

  edition = alp_edition_new_from_file ("/nonexistent/edition.json", &error);
  g_assert_null (edition);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_clear_error (&error);
  edition = alp_edition_new_from_file (dir, &error);
  g_assert_null (edition);
  g_assert_nonnull (error);
}

static void
add_hostile_tests (void)
{
  g_autofree char *dir = hostile_dir ();
  g_autoptr(GDir) gdir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *name;

  gdir = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);

  while ((name = g_dir_read_name (gdir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (files, g_strdup (name));
  g_ptr_array_sort (files, compare_names);

  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *stem = g_strndup (file, strlen (file) - strlen (".json"));
      g_autofree char *test_path = g_strconcat ("/engine/edition/hostile/", stem, NULL);

      /* The data lives as long as the test run */
      g_test_add_data_func_full (test_path, g_strdup (file), test_hostile, g_free);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (valid_cases); i++)
    {
      g_autofree char *load_path = g_strconcat ("/engine/edition/load/", valid_cases[i].name, NULL);
      g_autofree char *trip_path = g_strconcat ("/engine/edition/round-trip/",
                                                valid_cases[i].name, NULL);

      g_test_add_data_func (load_path, &valid_cases[i], test_load);
      g_test_add_data_func (trip_path, &valid_cases[i], test_round_trip);
    }

  g_test_add_func ("/engine/edition/values/example", test_example_values);
  g_test_add_func ("/engine/edition/values/example-plausible", test_example_plausible);
  g_test_add_func ("/engine/edition/values/alpujarras", test_alpujarras_values);
  g_test_add_func ("/engine/edition/values/partial", test_partial_values);
  g_test_add_func ("/engine/edition/values/card-without-back", test_card_without_back);
  g_test_add_func ("/engine/edition/complete/items", test_complete_items);
  g_test_add_func ("/engine/edition/goal-card/one-side", test_goal_card_one_side);
  g_test_add_func ("/engine/edition/canal/symmetric", test_canal_symmetric);
  g_test_add_func ("/engine/edition/from-node/prefix", test_from_node_prefix);
  g_test_add_func ("/engine/edition/from-node/invalid-utf8", test_from_node_invalid_utf8);
  g_test_add_func ("/engine/edition/file/errors", test_file_errors);
  g_test_add_func ("/engine/edition/reject/hostile-table", test_hostile_table);
  g_test_add_func ("/engine/edition/reject/unknown-icon-message",
                   test_hostile_unknown_icon_message);
  g_test_add_func ("/engine/edition/reject/oversize", test_hostile_oversize);
  g_test_add_func ("/engine/edition/reject/oversize-file", test_hostile_oversize_file);
  g_test_add_func ("/engine/edition/limits/texts", test_text_limits);
  g_test_add_func ("/engine/edition/reject/strings", test_hostile_strings);
  add_hostile_tests ();

  return g_test_run ();
}
