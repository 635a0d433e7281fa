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
 * Items are said in the table's words: by their place in the layout, the
 * mule that stopped there, and never by a path or an edition id; a
 * refusal is said by the part of the answer it concerns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition.h"
#include "alp-edition-item.h"
#include "alp-error.h"
#include "arriero-test-engine.h"

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
    { "goal_cards[2].spots", { .kind = ALP_EDITION_ITEM_GOAL_SPOTS, .card = 2 } },
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


/* No path, edition id or "_" of the file's names in @text */
static void
assert_table_words (const char *text,
                    AlpEdition *edition)
{
  g_assert_nonnull (text);
  g_assert_null (strchr (text, '['));
  g_assert_null (strchr (text, '_'));
  g_assert_null (strstr (text, "segments"));
  g_assert_null (strstr (text, ".sides"));
  for (guint s = 1; s + 1 < ALP_N_SEGMENTS; s++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].id", s);
      g_autoptr(JsonNode) id = alp_edition_get_value (edition, path);

      g_assert_null (strstr (text, json_node_get_string (id)));
    }
}

static void
test_describe_at_table (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  g_autoptr(AlpSetup) setup = random_setup (edition, 3, rand);

  for (guint kind = 0; kind < ALP_N_EDITION_ITEMS; kind++)
    {
      AlpEditionItem item = item_at (kind, FALSE);
      g_autofree char *details = NULL;
      g_autofree char *words = NULL;

      item.segment = setup->segments[4];
      words = alp_edition_item_describe (&item, edition, setup, NULL, &details);
      g_test_message ("%u: %s / %s", kind, words, details);
      assert_table_words (words, edition);
      if (details != NULL)
        assert_table_words (details, edition);
    }

  /* the segment by its place from the start, the face-up card by its place */
  {
    AlpEditionItem side = { .kind = ALP_EDITION_ITEM_SIDE, .segment = setup->segments[6],
                            .side = ALP_SIDE_TWO_THREE_PLAYER };
    AlpEditionItem spot = { .kind = ALP_EDITION_ITEM_SPOT_ICONS, .segment = setup->segments[1],
                            .side = ALP_SIDE_TWO_THREE_PLAYER, .space = 1, .spot = 2 };
    AlpEditionItem card = { .kind = ALP_EDITION_ITEM_CARD, .card = setup->display[0] };
    AlpEditionItem other = { .kind = ALP_EDITION_ITEM_CARD };
    g_autofree char *details = NULL;
    g_autofree char *side_words = alp_edition_item_describe (&side, edition, setup, NULL, &details);
    g_autofree char *spot_words = alp_edition_item_describe (&spot, edition, setup, "Ana", NULL);
    g_autofree char *card_words = alp_edition_item_describe (&card, edition, setup, NULL, NULL);
    g_autofree char *other_words = NULL;

    g_assert_cmpstr (side_words, ==, "What does segment 7 (counting from the start) show?");
    g_assert_cmpstr (details, ==, "Look at the side lying face up on the table.");
    g_assert_true (g_str_has_prefix (spot_words, "Ana stopped on spot 3 of the "));
    g_assert_nonnull (strstr (spot_words, " on segment 2 (counting from the start)"));
    g_assert_cmpstr (card_words, ==, "Face-up delivery card 1 from the left: what does it show?");
    for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
      {
        gboolean shown = FALSE;

        for (guint i = 0; i < setup->n_display; i++)
          shown |= setup->display[i] == c;
        if (!shown)
          other.card = c;
      }
    other_words = alp_edition_item_describe (&other, edition, setup, NULL, NULL);
    g_assert_cmpstr (other_words, ==, "The delivery card just turned up or taken: what does it show?");
  }
}

/* Without a layout, a segment is told by its kind, never by its id */
static void
test_describe_without_layout (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  AlpEditionItem side = { .kind = ALP_EDITION_ITEM_SIDE, .segment = 6, .side = ALP_SIDE_FOUR_PLAYER };
  AlpEditionItem go = { .kind = ALP_EDITION_ITEM_SIDE, .segment = 0, .side = ALP_SIDE_TWO_THREE_PLAYER };
  g_autofree char *details = NULL;
  g_autofree char *words = alp_edition_item_describe (&side, edition, NULL, NULL, &details);
  g_autofree char *go_words = alp_edition_item_describe (&go, edition, NULL, NULL, NULL);

  /* segments[6] is the second harvest segment, "h2" */
  g_assert_cmpstr (words, ==, "What does harvest segment 2 show?");
  g_assert_cmpstr (details, ==, "Look at its 4-player side.");
  g_assert_cmpstr (go_words, ==, "What does the go segment show?");
}

/* A refused answer in the table's words, at the part it concerns */
static void
test_explain_refusal (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  struct
  {
    const char *path;
    const char *value;
    const char *field;      /* NULL: the whole answer */
    const char *words;      /* a part of the sentence */
  } cases[] = {
    { "segments[1].sides.two_three_player",
      "{\"spaces\":[{\"kind\":\"market\",\"spots\":[{\"icons\":[\"dirham\"]}]},"
      "{\"kind\":\"market\",\"spots\":[{\"icons\":[\"dirham\"]}]}]}",
      "spaces[1]", "Space 2 cannot be so: a market segment has one market space" },
    { "segments[5].sides.two_three_player",
      "{\"spaces\":[{\"kind\":\"standard\",\"icons\":[\"dirham\"]}]}",
      NULL, "A harvest segment has one harvest space" },
    { "delivery_cards.cards[0]",
      "{\"front\":{},\"value\":3,\"back\":{\"fruit\":\"apple\",\"arrow\":\"up\"}}",
      NULL, "at least one fruit" },
    { "segments[0].sides.two_three_player.spaces[1].icons",
      "[\"dirham\",\"dirham\",\"dirham\",\"dirham\",\"dirham\",\"noria\",\"noria\",\"noria\","
      "\"noria\",\"noria\",\"fruit\",\"fruit\",\"fruit\"]",
      NULL, "at most 12 icons" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) value = parse_json (cases[i].value);
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpEdition) refused = alp_edition_with_value (edition, cases[i].path, value, &error);
      g_autofree char *field = NULL;
      g_autofree char *words = NULL;
      AlpEditionItem item;

      g_assert_null (refused);
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
      g_assert_true (alp_edition_item_parse (cases[i].path, &item));
      words = alp_edition_item_explain_refusal (&item, edition, error, &field);
      g_test_message ("%s: %s (at %s; the loader said: %s)", cases[i].path, words, field, error->message);
      g_assert_nonnull (strstr (words, cases[i].words));
      assert_table_words (words, edition);
      if (cases[i].field == NULL)
        g_assert_true (field == NULL || !g_str_has_prefix (field, "spaces["));
      else
        g_assert_true (g_str_has_prefix (field, cases[i].field));
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
  g_test_add_func ("/engine/edition-item/describe-at-table", test_describe_at_table);
  g_test_add_func ("/engine/edition-item/describe-without-layout", test_describe_without_layout);
  g_test_add_func ("/engine/edition-item/explain-refusal", test_explain_refusal);

  return g_test_run ();
}
