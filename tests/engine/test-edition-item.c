/* test-edition-item.c: reading and writing the paths of edition items
 *
 * Every kind of item written as its path reads back as the same item, at
 * the first and the last index the format allows; the paths the engine
 * itself names (docs/edition-format.md, "Describing your copy") read as
 * the items they are, and alp_edition_get_value() takes every path the
 * unit writes.  Paths of another shape, with leading zeros, past the end
 * of a list or with names the format does not have are refused.  Every
 * item's path, a path below it and a section's bare name lie in the
 * section they start with; a first member the format lacks lies in none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition.h"
#include "alp-edition-item.h"

static gboolean
items_equal (const AlpEditionItem *a,
             const AlpEditionItem *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* The kind's item with its fields at their first or their last value;
 * fields its path does not name stay 0 */
static AlpEditionItem
item_at (AlpEditionItemKind kind,
         gboolean           last)
{
  AlpEditionItem item = { .kind = kind };
  gboolean segment = kind >= ALP_EDITION_ITEM_SEGMENT_ID && kind <= ALP_EDITION_ITEM_SPOT_VALUE;
  gboolean side = kind >= ALP_EDITION_ITEM_SIDE && kind <= ALP_EDITION_ITEM_SPOT_VALUE;
  gboolean space = kind >= ALP_EDITION_ITEM_SPACE && kind <= ALP_EDITION_ITEM_SPOT_VALUE;
  gboolean goal = kind >= ALP_EDITION_ITEM_GOAL_CARD && kind <= ALP_EDITION_ITEM_GOAL_SPOT;

  if (!last)
    return item;
  if (segment)
    item.segment = ALP_N_SEGMENTS - 1;
  if (side)
    item.side = ALP_SIDE_TWO_THREE_PLAYER;
  if (space)
    item.space = ALP_MAX_SPACES - 1;
  if (kind == ALP_EDITION_ITEM_SPOT_ICONS || kind == ALP_EDITION_ITEM_SPOT_VALUE)
    item.spot = ALP_MAX_SPOTS - 1;
  if (kind == ALP_EDITION_ITEM_TOKENS || kind == ALP_EDITION_ITEM_TOKEN_COUNT ||
      kind == ALP_EDITION_ITEM_TOKENS_REMOVED)
    item.fruit = ALP_FRUIT_LEMON;
  if (kind == ALP_EDITION_ITEM_TOKEN_COUNT)
    item.index = ALP_TOKENS_PER_FRUIT - 1;
  if (kind == ALP_EDITION_ITEM_CARD)
    item.card = ALP_N_DELIVERY_CARDS - 1;
  if (goal)
    item.card = ALP_N_GOAL_CARDS - 1;
  if (kind == ALP_EDITION_ITEM_GOAL_SIDE)
    item.index = 1;
  if (kind == ALP_EDITION_ITEM_GOAL_SPOT)
    item.spot = ALP_MAX_GOAL_SPOTS - 1;
  if (kind == ALP_EDITION_ITEM_AWARD_GREEN_SIDE || kind == ALP_EDITION_ITEM_AWARD_RED_SIDE ||
      kind == ALP_EDITION_ITEM_FARMLAND)
    item.region = ALP_REGION_YELLOW;

  return item;
}

static void
test_round_trip (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("alpujarras", &error);

  g_assert_no_error (error);
  for (guint kind = 0; kind < ALP_N_EDITION_ITEMS; kind++)
    for (guint last = 0; last < 2; last++)
      {
        AlpEditionItem item = item_at (kind, last);
        AlpEditionItem again;
        g_autofree char *path = alp_edition_item_to_path (&item);
        g_autofree char *path_again = NULL;
        g_autoptr(AlpEditionItem) copy = alp_edition_item_copy (&item);
        g_autoptr(JsonNode) value = NULL;

        g_test_message ("%u: %s", kind, path);
        g_assert_nonnull (path);
        g_assert_true (alp_edition_item_parse (path, &again));
        g_assert_cmpuint (again.kind, ==, kind);
        g_assert_true (items_equal (&item, &again));
        g_assert_true (items_equal (&item, copy));
        path_again = alp_edition_item_to_path (&again);
        g_assert_cmpstr (path, ==, path_again);
        /* no two kinds share a path */
        if (g_hash_table_contains (seen, path))
          g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (seen, path)), ==, kind + 1);
        g_hash_table_insert (seen, g_strdup (path), GUINT_TO_POINTER (kind + 1));
        /* a path of the format: reading it is no error (the item may be
         * unknown) */
        value = alp_edition_get_value (edition, path);
        g_clear_pointer (&value, json_node_unref);
      }
  g_assert_cmpuint (g_hash_table_size (seen), >=, ALP_N_EDITION_ITEMS);
}

/* The paths of docs/edition-format.md, as the engine names them */
static void
test_engine_paths (void)
{
  static const struct
  {
    const char     *path;
    AlpEditionItem  item;
  } cases[] = {
    { "segments[3].sides.four_player",
      { .kind = ALP_EDITION_ITEM_SIDE, .segment = 3, .side = ALP_SIDE_FOUR_PLAYER } },
    { "segments[3].sides.two_three_player.spaces[1].icons",
      { .kind = ALP_EDITION_ITEM_SPACE_ICONS, .segment = 3, .side = ALP_SIDE_TWO_THREE_PLAYER, .space = 1 } },
    { "segments[3].sides.four_player.spaces[2].spots[0].icons",
      { .kind = ALP_EDITION_ITEM_SPOT_ICONS, .segment = 3, .space = 2 } },
    { "segments[9].sides.four_player.spaces[2].spots[1].value",
      { .kind = ALP_EDITION_ITEM_SPOT_VALUE, .segment = 9, .space = 2, .spot = 1 } },
    { "delivery_tokens.apple",
      { .kind = ALP_EDITION_ITEM_TOKENS, .fruit = ALP_FRUIT_APPLE } },
    { "delivery_tokens.cherry.removed_two_three",
      { .kind = ALP_EDITION_ITEM_TOKENS_REMOVED, .fruit = ALP_FRUIT_CHERRY } },
    { "delivery_tokens.grape.counts[3]",
      { .kind = ALP_EDITION_ITEM_TOKEN_COUNT, .fruit = ALP_FRUIT_GRAPE, .index = 3 } },
    { "delivery_cards.display", { .kind = ALP_EDITION_ITEM_CARD_DISPLAY } },
    { "delivery_cards.cards[7]", { .kind = ALP_EDITION_ITEM_CARD, .card = 7 } },
    { "market_card.bonuses", { .kind = ALP_EDITION_ITEM_MARKET_BONUSES } },
    { "award_tokens.red.green_side",
      { .kind = ALP_EDITION_ITEM_AWARD_GREEN_SIDE, .region = ALP_REGION_RED } },
    { "award_tokens.purple.red_side",
      { .kind = ALP_EDITION_ITEM_AWARD_RED_SIDE, .region = ALP_REGION_PURPLE } },
    { "goal_cards[2]", { .kind = ALP_EDITION_ITEM_GOAL_CARD, .card = 2 } },
    { "goal_cards[2].spots[1]", { .kind = ALP_EDITION_ITEM_GOAL_SPOT, .card = 2, .spot = 1 } },
    { "goal_cards[1].sides[1]", { .kind = ALP_EDITION_ITEM_GOAL_SIDE, .card = 1, .index = 1 } },
    { "farmlands.yellow", { .kind = ALP_EDITION_ITEM_FARMLAND, .region = ALP_REGION_YELLOW } },
    { "start", { .kind = ALP_EDITION_ITEM_START } },
    { "start.dirhams", { .kind = ALP_EDITION_ITEM_START_DIRHAMS } },
    { "canal", { .kind = ALP_EDITION_ITEM_CANAL } },
    { "canal.channels", { .kind = ALP_EDITION_ITEM_CANAL_CHANNELS } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AlpEditionItem item;
      g_autofree char *path = NULL;

      g_test_message ("%s", cases[i].path);
      g_assert_true (alp_edition_item_parse (cases[i].path, &item));
      g_assert_true (items_equal (&item, &cases[i].item));
      path = alp_edition_item_to_path (&item);
      g_assert_cmpstr (path, ==, cases[i].path);
    }
}

static void
test_malformed (void)
{
  static const char * const paths[] = {
    "", ".", "segments", "segments[", "segments[]", "segments[3", "segments[3]",
    "segments[01].kind", "segments[-1].kind", "segments[+1].kind", "segments[ 1].kind",
    "segments[1x].kind", "segments.1.kind", "segments[3].colour", "segments[3].kind.x",
    "segments[3].sides", "segments[3].sides.", "segments[3].sides.six_player",
    "segments[3].sides.four_player.", "segments[3].sides.four_player.spaces[1].icons[0]",
    "segments[3].sides.four_player.spaces[1].spots[0]", "Segments[3].kind",
    "delivery_tokens", "delivery_tokens.banana", "delivery_tokens.apple.counts",
    "delivery_tokens.apple.removed", "delivery_cards", "delivery_cards.cards",
    "award_tokens.red", "award_tokens.red.blue_side", "award_tokens.blue.red_side",
    "goal_cards", "goal_cards[1].sides", "farmlands.blue", "farmlands", "start.", "start.euros",
    "canal.channels[0]", "canal[0]", " start", "start ", "name",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_CANAL, .segment = 7 };

      g_test_message ("%s", paths[i]);
      g_assert_false (alp_edition_item_parse (paths[i], &item));
      /* cleared, not half filled */
      g_assert_cmpuint (item.kind, ==, 0);
      g_assert_cmpuint (item.segment, ==, 0);
    }
}

static void
test_out_of_range (void)
{
  static const char * const paths[] = {
    "segments[10].kind",
    "segments[4294967296].kind",
    "segments[99999999999999999999999].kind",
    "segments[0].sides.four_player.spaces[16]",
    "segments[0].sides.four_player.spaces[0].spots[8].icons",
    "delivery_tokens.apple.counts[5]",
    "delivery_cards.cards[20]",
    "goal_cards[4]",
    "goal_cards[0].sides[2]",
    "goal_cards[0].spots[8]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      AlpEditionItem item;

      g_test_message ("%s", paths[i]);
      g_assert_false (alp_edition_item_parse (paths[i], &item));
    }
}

/* An item past what the format allows has no path: a programmer's error */
static void
test_to_path_out_of_range (void)
{
  if (g_test_subprocess ())
    {
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_GOAL_CARD, .card = ALP_N_GOAL_CARDS };
      char *path = alp_edition_item_to_path (&item);

      g_assert_null (path);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*value < limit*");
}

/* The section each kind's path starts with */
static AlpEditionSection
section_of_kind (AlpEditionItemKind kind)
{
  if (kind <= ALP_EDITION_ITEM_SPOT_VALUE)
    return ALP_EDITION_SECTION_SEGMENTS;
  if (kind <= ALP_EDITION_ITEM_TOKENS_REMOVED)
    return ALP_EDITION_SECTION_DELIVERY_TOKENS;
  if (kind <= ALP_EDITION_ITEM_CARD)
    return ALP_EDITION_SECTION_DELIVERY_CARDS;
  if (kind == ALP_EDITION_ITEM_MARKET_BONUSES)
    return ALP_EDITION_SECTION_MARKET_CARD;
  if (kind <= ALP_EDITION_ITEM_AWARD_RED_SIDE)
    return ALP_EDITION_SECTION_AWARD_TOKENS;
  if (kind <= ALP_EDITION_ITEM_GOAL_SPOT)
    return ALP_EDITION_SECTION_GOAL_CARDS;
  if (kind == ALP_EDITION_ITEM_FARMLAND)
    return ALP_EDITION_SECTION_FARMLANDS;
  if (kind <= ALP_EDITION_ITEM_START_DIRHAMS)
    return ALP_EDITION_SECTION_START;
  return ALP_EDITION_SECTION_CANAL;
}

static void
test_section (void)
{
  static const struct
  {
    const char        *path;
    AlpEditionSection  section;
  } cases[] = {
    { "segments", ALP_EDITION_SECTION_SEGMENTS },
    { "segments[3].sides.four_player.spaces[1].icons[0]", ALP_EDITION_SECTION_SEGMENTS },
    { "delivery_tokens", ALP_EDITION_SECTION_DELIVERY_TOKENS },
    { "delivery_tokens.banana", ALP_EDITION_SECTION_DELIVERY_TOKENS },
    { "delivery_cards", ALP_EDITION_SECTION_DELIVERY_CARDS },
    { "delivery_cards.cards[7].front[0]", ALP_EDITION_SECTION_DELIVERY_CARDS },
    { "market_card", ALP_EDITION_SECTION_MARKET_CARD },
    { "award_tokens.red", ALP_EDITION_SECTION_AWARD_TOKENS },
    { "goal_cards", ALP_EDITION_SECTION_GOAL_CARDS },
    { "goal_cards[9]", ALP_EDITION_SECTION_GOAL_CARDS },
    { "farmlands", ALP_EDITION_SECTION_FARMLANDS },
    { "farmlands.yellow.fields[0]", ALP_EDITION_SECTION_FARMLANDS },
    { "start", ALP_EDITION_SECTION_START },
    { "canal.channels[0].start", ALP_EDITION_SECTION_CANAL },
    { "", ALP_EDITION_SECTION_NONE },
    { ".segments", ALP_EDITION_SECTION_NONE },
    { "[0]", ALP_EDITION_SECTION_NONE },
    { "segmentsx", ALP_EDITION_SECTION_NONE },
    { "segment[0]", ALP_EDITION_SECTION_NONE },
    { "Segments", ALP_EDITION_SECTION_NONE },
    { "delivery", ALP_EDITION_SECTION_NONE },
    { "starts", ALP_EDITION_SECTION_NONE },
    { "name", ALP_EDITION_SECTION_NONE },
    { "version", ALP_EDITION_SECTION_NONE },
  };
  guint seen = 0;

  for (guint kind = 0; kind < ALP_N_EDITION_ITEMS; kind++)
    for (guint last = 0; last < 2; last++)
      {
        AlpEditionItem item = item_at (kind, last);
        g_autofree char *path = alp_edition_item_to_path (&item);

        g_test_message ("%u: %s", kind, path);
        g_assert_cmpuint (alp_edition_section_of_path (path), ==, section_of_kind (kind));
        seen |= 1u << section_of_kind (kind);
      }
  /* every section has items */
  g_assert_cmpuint (seen, ==,
                    ((1u << ALP_N_EDITION_SECTIONS) - 1) & ~(1u << ALP_EDITION_SECTION_NONE));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].path);
      g_assert_cmpuint (alp_edition_section_of_path (cases[i].path), ==, cases[i].section);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/edition-item/round-trip", test_round_trip);
  g_test_add_func ("/engine/edition-item/engine-paths", test_engine_paths);
  g_test_add_func ("/engine/edition-item/malformed", test_malformed);
  g_test_add_func ("/engine/edition-item/out-of-range", test_out_of_range);
  g_test_add_func ("/engine/edition-item/to-path-out-of-range", test_to_path_out_of_range);
  g_test_add_func ("/engine/edition-item/section", test_section);

  return g_test_run ();
}
