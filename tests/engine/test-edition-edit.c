/* test-edition-edit.c: describing a copy one item at a time
 *
 * The real game's edition starts with nothing of the print known; answering
 * each item a game lacks, by its path, must end in a complete edition a game
 * can be played on.  A wrong answer is refused with the loader's own words
 * and leaves the edition as it was.  A game whose edition is completed in the
 * middle of play takes the answer and goes on; a correction that an event
 * already relied on is refused, the game untouched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alp-error.h"
#include "alp-game-private.h"
#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-test-engine.h"

static AlpEdition *
with_value (AlpEdition *edition,
            const char *path,
            JsonNode   *value)
{
  g_autoptr(GError) error = NULL;
  AlpEdition *result = alp_edition_with_value (edition, path, value, &error);

  g_assert_no_error (error);
  g_assert_true (ALP_IS_EDITION (result));
  g_assert_true (result != edition);

  return result;
}

static void
assert_value (AlpEdition *edition,
              const char *path,
              const char *json)
{
  g_autoptr(JsonNode) value = alp_edition_get_value (edition, path);
  g_autofree char *text = NULL;

  if (json == NULL)
    {
      g_assert_null (value);
      return;
    }

  g_assert_nonnull (value);
  text = json_to_string (value, FALSE);
  g_assert_cmpstr (text, ==, json);
}

static void
assert_same_value (AlpEdition *a,
                   AlpEdition *b,
                   const char *path)
{
  g_autoptr(JsonNode) value_a = alp_edition_get_value (a, path);
  g_autoptr(JsonNode) value_b = alp_edition_get_value (b, path);

  g_assert_nonnull (value_a);
  g_assert_nonnull (value_b);
  g_assert_true (json_node_equal (value_a, value_b));
}

static AlpGame *
new_game (AlpEdition     *edition,
          const AlpSetup *setup)
{
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_game_new (edition, setup, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

/* The names of the properties notified, in order */
static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           GPtrArray  *names)
{
  g_ptr_array_add (names, g_strdup (pspec->name));
}

/* ------------------------------------------------------------------------ */
/* Filling in the real game's edition                                       */

/* What a table starting its first 3-player game goes through: each item the
 * edition lacks is asked for by its path and answered from the print (here
 * complete-23p.json), until the edition is complete for that side */
static void
test_fill_in (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/alpujarras.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint n_steps = 0;

  while (!alp_edition_check_complete (edition, ALP_SIDE_TWO_THREE_PLAYER, &error))
    {
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) answer = NULL;
      g_autoptr(JsonNode) before = NULL;
      g_autoptr(JsonNode) after = NULL;
      AlpEdition *next;

      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
      path = g_strdup (alp_edition_error_get_path (error));
      g_clear_error (&error);

      /* 10 sides, 5 token sets, the display and 20 cards, the market card,
       * 10 award sides, 4 goal cards, 5 farmlands and the start */
      g_assert_cmpuint (++n_steps, <=, 57);

      before = alp_edition_get_value (edition, path);
      g_assert_null (before);

      answer = alp_edition_get_value (print, path);
      g_assert_nonnull (answer);
      next = with_value (edition, path, answer);

      after = alp_edition_get_value (next, path);
      g_assert_nonnull (after);
      g_assert_true (json_node_equal (after, answer));

      /* The question that was answered is not asked again */
      if (!alp_edition_check_complete (next, ALP_SIDE_TWO_THREE_PLAYER, &error))
        g_assert_cmpstr (alp_edition_error_get_path (error), !=, path);
      g_clear_error (&error);

      g_object_unref (edition);
      edition = next;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n_steps, ==, 57);

  /* Still the real game, and only its 2-3-player sides are known */
  g_assert_cmpstr (alp_edition_get_name (edition), ==, "Alpujarras");
  g_assert_false (alp_edition_get_example (edition));
  g_assert_false (alp_edition_check_complete (edition, ALP_SIDE_FOUR_PLAYER, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "segments[0].sides.four_player");

  setup = random_setup (edition, 3, rand);
  game = new_game (edition, setup);
  alp_playout_run (game, rand, 5000, NULL, NULL);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
}

/* ------------------------------------------------------------------------ */
/* Values                                                                   */

static void
test_get_value (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) alpujarras = load_edition ("data/editions/alpujarras.json");
  g_autoptr(JsonNode) whole = alp_edition_get_value (edition, "");
  g_autoptr(JsonNode) canonical = alp_edition_to_node (edition);

  g_assert_true (json_node_equal (whole, canonical));

  assert_value (edition, "segments[0].sides.two_three_player.spaces[1].icons", "[\"add-farmer\"]");
  assert_value (edition, "segments[0].sides.two_three_player.spaces[1].icons[0]", "\"add-farmer\"");
  assert_value (edition, "segments[0].sides.two_three_player.spaces[0].spots", "3");
  assert_value (edition, "segments[1].id", "\"m1\"");
  assert_value (edition, "version", "1");

  /* Unknown items, and what the format does not have */
  assert_value (edition, "segments[0].sides.four_player", NULL);
  assert_value (edition, "segments[0].sides.two_three_player.spaces[9]", NULL);
  assert_value (edition, "canal", NULL);
  assert_value (alpujarras, "delivery_cards.cards[7]", NULL);
  assert_value (alpujarras, "goal_cards[0].spots[2]", NULL);
  assert_value (edition, "segments[0].colour", NULL);
  assert_value (edition, "delivery_tokens.banana", NULL);
  assert_value (edition, "segments[", NULL);
  assert_value (edition, "[0]", NULL);
}

/* The question for a card the table sees face up is answered with its
 * front and value: accepted without a back, given back without one; the
 * back can be told later, by itself, and then a half back is refused */
static void
test_card_without_back (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) unknown = NULL;
  g_autoptr(AlpEdition) face_up = NULL;
  g_autoptr(AlpEdition) backed = NULL;
  g_autoptr(JsonNode) front = parse_json ("{\"front\": [\"grape\", \"lemon\", \"lemon\"], \"value\": 3}");
  g_autoptr(JsonNode) back = parse_json ("{\"fruit\": \"cherry\", \"arrow\": \"down\"}");
  g_autoptr(JsonNode) half = parse_json ("{\"fruit\": \"cherry\"}");
  g_autoptr(GError) error = NULL;

  unknown = with_value (print, "delivery_cards.cards[7]", NULL);
  assert_value (unknown, "delivery_cards.cards[7]", NULL);

  face_up = with_value (unknown, "delivery_cards.cards[7]", front);
  assert_value (face_up, "delivery_cards.cards[7]",
                "{\"front\":[\"grape\",\"lemon\",\"lemon\"],\"value\":3}");
  assert_value (face_up, "delivery_cards.cards[7].back", NULL);
  /* the other cards keep theirs */
  assert_same_value (face_up, print, "delivery_cards.cards[6].back");

  g_assert_null (alp_edition_with_value (face_up, "delivery_cards.cards[7].back", half, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "delivery_cards.cards[7].back.arrow");
  g_clear_error (&error);

  backed = with_value (face_up, "delivery_cards.cards[7].back", back);
  assert_value (backed, "delivery_cards.cards[7]",
                "{\"front\":[\"grape\",\"lemon\",\"lemon\"],\"value\":3,"
                "\"back\":{\"fruit\":\"cherry\",\"arrow\":\"down\"}}");
}

/* A goal card as the table deals it: its goals and how many farmer spots
 * it has, each spot's reward asked when a player first takes it */
static void
test_goal_rewards_unknown (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(JsonNode) whole = alp_edition_to_node (print);
  g_autoptr(JsonNode) reward = alp_edition_get_value (print, "goal_cards[1].spots[0]");
  g_autoptr(AlpEdition) dealt = NULL;
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *card;
  JsonArray *spots;

  card = json_array_get_object_element (json_object_get_array_member (json_node_get_object (whole),
                                                                      "goal_cards"), 1);
  spots = json_object_get_array_member (card, "spots");
  for (guint k = 0; k < json_array_get_length (spots); k++)
    json_object_remove_member (json_array_get_object_element (spots, k), "reward");

  dealt = alp_edition_new_from_node (whole, NULL, &error);
  g_assert_no_error (error);
  assert_value (dealt, "goal_cards[1].sides[0]", "\"three-farmers-one-farmland\"");
  assert_value (dealt, "goal_cards[1].spots[0].reward", NULL);

  /* written back as it was read: no reward made up */
  written = alp_edition_to_node (dealt);
  g_assert_true (json_node_equal (written, whole));

  /* a game can start on it; the copy is not complete until the rewards are known */
  g_assert_false (alp_edition_check_complete (dealt, ALP_SIDE_TWO_THREE_PLAYER, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "goal_cards[1].spots[0]");
  g_clear_error (&error);

  answered = alp_edition_with_value (dealt, "goal_cards[1].spots[0]", reward, &error);
  g_assert_no_error (error);
  assert_same_value (answered, print, "goal_cards[1].spots[0].reward");
  assert_value (answered, "goal_cards[1].spots[1].reward", NULL);
}

/* A goal card as the setup learns it: its goals only; its spots, how many
 * and their rewards, asked when a player first completes one of its goals */
static void
test_goal_spots_unknown (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(JsonNode) whole = alp_edition_to_node (print);
  g_autoptr(JsonNode) spots = alp_edition_get_value (print, "goal_cards[2].spots");
  g_autoptr(AlpEdition) dealt = NULL;
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(JsonNode) written = NULL;
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  g_autoptr(GError) error = NULL;
  JsonObject *card;

  card = json_array_get_object_element (json_object_get_array_member (json_node_get_object (whole),
                                                                      "goal_cards"), 2);
  json_object_remove_member (card, "spots");
  dealt = alp_edition_new_from_node (whole, NULL, &error);
  g_assert_no_error (error);
  assert_value (dealt, "goal_cards[2].sides[1]", "\"two-same-delivery-tokens\"");
  assert_value (dealt, "goal_cards[2].spots", NULL);

  /* written back as it was read: no spot made up */
  written = alp_edition_to_node (dealt);
  g_assert_true (json_node_equal (written, whole));

  /* a game starts on it; the copy is not complete until the spots are known */
  setup = random_setup (dealt, 3, rand);
  game = alp_game_new (dealt, setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_false (alp_edition_check_complete (dealt, ALP_SIDE_TWO_THREE_PLAYER, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "goal_cards[2].spots");
  g_clear_error (&error);

  /* the answer at its path: every spot with its reward */
  answered = alp_edition_with_value (dealt, "goal_cards[2].spots", spots, &error);
  g_assert_no_error (error);
  assert_same_value (answered, print, "goal_cards[2]");
  g_assert_true (alp_edition_check_complete (answered, ALP_SIDE_TWO_THREE_PLAYER, &error));
  g_assert_no_error (error);

  /* an empty list of spots is no answer */
  {
    g_autoptr(JsonNode) none = json_from_string ("[]", NULL);
    g_autoptr(AlpEdition) refused = alp_edition_with_value (dealt, "goal_cards[2].spots", none, &error);

    g_assert_null (refused);
    g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  }
}

/* Items put where nothing around them is known yet, then made unknown */
static void
test_paths_made (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/alpujarras.json");
  g_autoptr(JsonNode) card = alp_edition_get_value (print, "delivery_cards.cards[7]");
  g_autoptr(JsonNode) goal_card = alp_edition_get_value (print, "goal_cards[2]");
  g_autoptr(JsonNode) dirhams = parse_json ("[\"dirham\", \"dirham\"]");
  g_autoptr(JsonNode) side = alp_edition_get_value (print, "segments[1].sides.two_three_player");
  g_autoptr(JsonNode) icons = parse_json ("[\"noria\", \"irrigate\"]");
  g_autoptr(JsonNode) four = parse_json ("4");
  g_autoptr(AlpEdition) a = NULL;
  g_autoptr(AlpEdition) b = NULL;
  g_autoptr(AlpEdition) c = NULL;
  g_autoptr(AlpEdition) d = NULL;
  g_autoptr(AlpEdition) e = NULL;
  g_autoptr(AlpEdition) f = NULL;
  g_autoptr(AlpEdition) g = NULL;
  g_autoptr(JsonNode) cards = NULL;
  g_autofree char *card_text = json_to_string (card, FALSE);
  g_autofree char *text_a = NULL;
  g_autofree char *text_b = NULL;
  g_autofree char *text_c = NULL;

  /* A card in a deck of which nothing is known: the other 19 stay unknown */
  a = with_value (edition, "delivery_cards.cards[7]", card);
  assert_value (a, "delivery_cards.cards[7]", card_text);
  cards = alp_edition_get_value (a, "delivery_cards.cards");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (cards)), ==, 20);
  assert_value (a, "delivery_cards.cards[6]", NULL);
  assert_value (a, "delivery_cards.display", NULL);

  b = with_value (a, "delivery_cards.display", four);
  assert_value (b, "delivery_cards.display", "4");
  assert_same_value (b, print, "delivery_cards.cards[7].value");

  c = with_value (b, "goal_cards[2]", goal_card);
  assert_value (c, "goal_cards[0]", NULL);
  assert_same_value (c, print, "goal_cards[2].spots[0].reward");

  d = with_value (c, "award_tokens.green.red_side", dirhams);
  assert_value (d, "award_tokens.green.red_side", "[\"dirham\",\"dirham\"]");
  assert_value (d, "award_tokens.green.green_side", NULL);

  /* A side, then the icons of one of its spaces corrected */
  e = with_value (d, "segments[1].sides.two_three_player", side);
  f = with_value (e, "segments[1].sides.two_three_player.spaces[2].icons", icons);
  assert_value (f, "segments[1].sides.two_three_player.spaces[2].icons", "[\"noria\",\"irrigate\"]");
  assert_value (f, "segments[1].sides.two_three_player.spaces[0].icons", "[\"add-farmer-green\"]");

  /* Made unknown again: a card keeps its place, a member goes */
  g = with_value (f, "delivery_cards.cards[7]", NULL);
  assert_value (g, "delivery_cards.cards[7]", NULL);
  g_clear_object (&a);
  a = with_value (g, "segments[1].sides.two_three_player.spaces[2].icons", NULL);
  assert_value (a, "segments[1].sides.two_three_player.spaces[2].icons", NULL);
  assert_value (a, "segments[1].sides.two_three_player.spaces[2].kind", "\"standard\"");

  /* Making unknown what is not there changes nothing */
  g_clear_object (&b);
  b = with_value (a, "start", NULL);
  g_clear_object (&c);
  c = with_value (b, "canal.channels[3].id", NULL);
  text_a = alp_edition_to_data (a, NULL);
  text_b = alp_edition_to_data (b, NULL);
  text_c = alp_edition_to_data (c, NULL);
  g_assert_cmpstr (text_a, ==, text_b);
  g_assert_cmpstr (text_b, ==, text_c);
}

/* Every form of path the engine names in an ALP_EDITION_ERROR_MISSING
 * (alp-edition.c, alp-setup.c, alp-rules.c): each can be made unknown and
 * answered again, giving back the same edition byte for byte */
typedef struct
{
  const char *path;
  gboolean    can_be_unknown;   /* FALSE: the loader requires it */
} EnginePath;

static const EnginePath engine_paths[] = {
  { "segments[3].sides.two_three_player", TRUE },
  { "segments[0].sides.two_three_player.spaces[1].icons", TRUE },
  { "segments[1].sides.two_three_player.spaces[1].spots[2].icons", TRUE },
  { "delivery_tokens.orange", TRUE },
  { "delivery_tokens.orange.removed_two_three", TRUE },
  { "delivery_cards.display", TRUE },
  { "delivery_cards.cards[7]", TRUE },
  { "market_card.bonuses", TRUE },
  { "award_tokens.red.green_side", TRUE },
  { "award_tokens.red.red_side", TRUE },
  { "goal_cards[2]", TRUE },
  { "goal_cards[0].spots[2]", FALSE },
  { "farmlands.yellow", TRUE },
  { "start", TRUE },
  { "start.dirhams", TRUE },
};

static void
test_engine_path (gconstpointer user_data)
{
  const EnginePath *item = user_data;
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(JsonNode) value = alp_edition_get_value (print, item->path);
  g_autoptr(AlpEdition) unknown = NULL;
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = alp_edition_to_data (print, NULL);
  g_autofree char *text = NULL;

  g_assert_nonnull (value);

  unknown = alp_edition_with_value (print, item->path, NULL, &error);
  if (!item->can_be_unknown)
    {
      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (alp_edition_error_get_path (error), item->path));
      g_assert_null (unknown);
      unknown = g_object_ref (print);
    }
  else
    {
      g_assert_no_error (error);
      assert_value (unknown, item->path, NULL);
    }

  answered = with_value (unknown, item->path, value);
  text = alp_edition_to_data (answered, NULL);
  g_assert_cmpstr (text, ==, expected);
}

typedef struct
{
  const char          *name;
  const char          *path;
  const char          *value;     /* JSON; NULL to make it unknown */
  AlpEditionErrorCode  code;
  const char          *error_path;
  const char          *message;   /* expected in the error message */
} BadCase;

/* On complete-23p.json, whose segment 0 has 3 spaces on its 2-3-player side */
static const BadCase bad_cases[] = {
  { "unknown-icon", "segments[0].sides.two_three_player.spaces[1].icons", "[\"irigate\"]",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[1].icons[0]",
    "unknown icon \"irigate\"" },
  { "icon-one", "segments[0].sides.two_three_player.spaces[1].icons[0]", "\"irigate\"",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[1].icons[0]",
    "unknown icon \"irigate\"" },
  { "icon-not-a-list", "segments[0].sides.two_three_player.spaces[1].icons", "\"dirham\"",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[1].icons",
    "expected an array" },
  { "icon-null-in-list", "segments[0].sides.two_three_player.spaces[1].icons[0]", NULL,
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[1].icons[0]",
    "expected a string" },
  { "icons-on-go", "segments[0].sides.two_three_player.spaces[0].icons", "[]",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[0]",
    "unknown key \"icons\"" },
  { "spot-of-go", "segments[0].sides.two_three_player.spaces[0].spots[0]", "{\"icons\": []}",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[0].spots",
    "expected an integer" },
  { "space-gap", "segments[0].sides.two_three_player.spaces[5]", "{\"kind\": \"standard\"}",
    ALP_EDITION_ERROR_INVALID, "segments[0].sides.two_three_player.spaces[5]",
    "the list has 3 entries" },
  { "card-value", "delivery_cards.cards[3].value", "100",
    ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[3].value",
    "expected an integer from 0 to 99, found 100" },
  { "card-21st", "delivery_cards.cards[20]",
    "{\"front\": [\"apple\"], \"value\": 1, \"back\": {\"fruit\": \"apple\", \"arrow\": \"up\"}}",
    ALP_EDITION_ERROR_INVALID, "delivery_cards.cards", "expected exactly 20 entries, found 21" },
  { "card-incomplete", "delivery_cards.cards[3]", "{\"front\": [\"apple\"], \"value\": 1, \"back\": {\"fruit\": \"apple\"}}",
    ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[3].back.arrow", "required, but absent" },
  { "card-without-value", "delivery_cards.cards[3]", "{\"front\": [\"apple\"]}",
    ALP_EDITION_ERROR_INVALID, "delivery_cards.cards[3].value", "required, but absent" },
  { "side-of-wrong-kind", "segments[1].sides.two_three_player.spaces[1].kind", "\"harvest\"",
    ALP_EDITION_ERROR_INVALID, "segments[1].sides.two_three_player.spaces[1]",
    "a \"harvest\" space cannot be on a \"market\" segment" },
  { "goal-twice", "goal_cards[1].sides[0]", "\"three-different-fruits\"",
    ALP_EDITION_ERROR_INVALID, "goal_cards[1].sides[0]",
    "goal \"three-different-fruits\" is also on goal_cards[0]" },
  { "name-removed", "name", NULL, ALP_EDITION_ERROR_INVALID, "name", "required, but absent" },
  { "newer", "version", "2", ALP_EDITION_ERROR_VERSION, "version", "newer version" },
  { "whole-null", "", NULL, ALP_EDITION_ERROR_INVALID, "", "expected an object" },
  /* Paths the format does not have */
  { "no-key", "segments[3].colour", "\"red\"",
    ALP_EDITION_ERROR_INVALID, "segments[3].colour", "no such item" },
  { "no-fruit", "delivery_tokens.banana", "{\"counts\": [1, 1, 1, 1, 1]}",
    ALP_EDITION_ERROR_INVALID, "delivery_tokens.banana", "no such item" },
  { "no-side", "segments[3].sides.five_player", "{\"spaces\": []}",
    ALP_EDITION_ERROR_INVALID, "segments[3].sides.five_player", "no such item" },
  { "index-on-object", "market_card[0]", "1",
    ALP_EDITION_ERROR_INVALID, "market_card[0]", "no such item" },
  { "key-on-list", "goal_cards.sides", "[]",
    ALP_EDITION_ERROR_INVALID, "goal_cards.sides", "no such item" },
  { "removed-from-nowhere", "segments[3].colour", NULL,
    ALP_EDITION_ERROR_INVALID, "segments[3].colour", "no such item" },
  { "syntax-bracket", "segments[", "1", ALP_EDITION_ERROR_INVALID, "", "not a path" },
  { "syntax-dots", "segments..id", "1", ALP_EDITION_ERROR_INVALID, "", "not a path" },
  { "syntax-top-index", "[0]", "1", ALP_EDITION_ERROR_INVALID, "", "not a path" },
  { "syntax-leading-zero", "segments[01]", "1", ALP_EDITION_ERROR_INVALID, "", "not a path" },
  { "syntax-huge-index", "segments[99999999999999999999]", "1",
    ALP_EDITION_ERROR_INVALID, "", "not a path" },
  { "syntax-trailing-dot", "start.", "1", ALP_EDITION_ERROR_INVALID, "", "not a path" },
};

static void
test_bad_value (gconstpointer user_data)
{
  const BadCase *bad = user_data;
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autofree char *before = alp_edition_to_data (edition, NULL);
  g_autofree char *after = NULL;
  g_autoptr(JsonNode) value = bad->value != NULL ? parse_json (bad->value) : NULL;
  g_autoptr(GError) error = NULL;
  AlpEdition *result;

  result = alp_edition_with_value (edition, bad->path, value, &error);
  g_assert_null (result);
  g_assert_error (error, ALP_EDITION_ERROR, (int) bad->code);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, bad->error_path);
  if (strstr (error->message, bad->message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, bad->message);
  if (*bad->error_path != '\0')
    g_assert_true (g_str_has_prefix (error->message, bad->error_path));

  /* The edition is as it was */
  after = alp_edition_to_data (edition, NULL);
  g_assert_cmpstr (before, ==, after);
}

/* A value from a parser that seals its trees goes in all the same */
static void
test_immutable_value (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(AlpEdition) a = NULL;
  g_autoptr(AlpEdition) b = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, "[\"fruit\", \"fruit\"]", -1, &error));
  a = with_value (edition, "segments[0].sides.two_three_player.spaces[1].icons",
                  json_parser_get_root (parser));
  assert_value (a, "segments[0].sides.two_three_player.spaces[1].icons", "[\"fruit\",\"fruit\"]");

  g_assert_true (json_parser_load_from_data (parser, "{\"icons\": [\"noria\"]}", -1, &error));
  b = with_value (a, "segments[1].sides.two_three_player.spaces[1].spots[2]",
                  json_parser_get_root (parser));
  assert_value (b, "segments[1].sides.two_three_player.spaces[1].spots[2].icons", "[\"noria\"]");
}

/* A segment's name: the table's word for the piece, kept beside its id
 * through a save and a load, never in its place; an old file without
 * one stays valid, an empty name is refused, and a null takes it away */
static void
test_segment_name (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/alpujarras.json");
  g_autoptr(JsonNode) id = alp_edition_get_value (edition, "segments[3].id");
  g_autoptr(JsonNode) name = json_node_new (JSON_NODE_VALUE);
  g_autoptr(JsonNode) empty = json_node_new (JSON_NODE_VALUE);
  g_autoptr(AlpEdition) named = NULL;
  g_autoptr(AlpEdition) loaded = NULL;
  g_autoptr(AlpEdition) unnamed = NULL;
  g_autoptr(AlpEdition) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *id_text = NULL;

  g_assert_nonnull (id);
  id_text = json_to_string (id, FALSE);
  assert_value (edition, "segments[3].name", NULL);

  json_node_set_string (name, "Olive grove");
  named = with_value (edition, "segments[3].name", name);
  assert_value (named, "segments[3].name", "\"Olive grove\"");
  assert_value (named, "segments[3].id", id_text);
  assert_value (named, "segments[2].name", NULL);

  data = alp_edition_to_data (named, NULL);
  loaded = alp_edition_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  assert_value (loaded, "segments[3].name", "\"Olive grove\"");
  assert_value (loaded, "segments[3].id", id_text);

  unnamed = with_value (loaded, "segments[3].name", NULL);
  assert_value (unnamed, "segments[3].name", NULL);
  assert_value (unnamed, "segments[3].id", id_text);

  json_node_set_string (empty, "");
  refused = alp_edition_with_value (edition, "segments[3].name", empty, &error);
  g_assert_null (refused);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
}

static void
test_save_to_file (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) alpujarras = load_edition ("data/editions/alpujarras.json");
  g_autoptr(JsonNode) side = alp_edition_get_value (print, "segments[0].sides.two_three_player");
  g_autoptr(AlpEdition) edition = with_value (alpujarras, "segments[0].sides.two_three_player", side);
  g_autoptr(AlpEdition) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-edition-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *bad_path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *reloaded = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "alpujarras.json", NULL);

  /* Twice: the second save replaces the first */
  g_assert_true (alp_edition_save_to_file (alpujarras, path, &error));
  g_assert_no_error (error);
  g_assert_true (alp_edition_save_to_file (edition, path, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  expected = alp_edition_to_data (edition, NULL);
  g_assert_cmpstr (contents, ==, expected);

  loaded = alp_edition_new_from_file (path, &error);
  g_assert_no_error (error);
  reloaded = alp_edition_to_data (loaded, NULL);
  g_assert_cmpstr (reloaded, ==, expected);

  /* Nothing left behind but the file itself */
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "alpujarras.json");
  g_assert_null (g_dir_read_name (listing));

  bad_path = g_build_filename (dir, "no-such-folder", "alpujarras.json", NULL);
  g_assert_false (alp_edition_save_to_file (edition, bad_path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ------------------------------------------------------------------------ */
/* Games                                                                    */

static gboolean
acts_on_standard_space (AlpGame         *game,
                        const AlpAction *action)
{
  AlpPosition pos;

  switch ((AlpActionKind) action->kind)
    {
    case ALP_ACTION_ADD_FARMER:
    case ALP_ACTION_MOVE_FARMER:
    case ALP_ACTION_IRRIGATE:
    case ALP_ACTION_TAKE_NORIAS:
    case ALP_ACTION_TAKE_FRUIT:
    case ALP_ACTION_TAKE_DIRHAMS:
    case ALP_ACTION_GOAL_TOKEN:
      break;
    default:
      return FALSE;
    }

  pos = alp_game_get_position (game, alp_game_get_current (game));
  return alp_game_get_space_kind (game, pos.space) == ALP_SPACE_STANDARD;
}

/* The first time a mule acts on a space whose icons are unknown, the game
 * asks for them; once the answer is in the edition, the same action
 * applies, and the game is the one played on the complete edition */
static void
test_set_edition_answer (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(AlpSetup) setup = random_setup (print, 3, rand);
  g_autoptr(AlpGame) reference = new_game (print, setup);
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (AlpAction));
  g_autoptr(AlpEdition) partial = NULL;
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notified = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(AlpGame) loaded = NULL;
  g_autofree char *path = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_edition = NULL;
  g_autofree char *answered_text = NULL;
  AlpState state_before;
  AlpAction action;
  const AlpBoard *board;
  AlpPosition pos;

  /* Play on the complete edition up to the first action on a standard
   * space; acting moves neither the mule nor the turn */
  for (;;)
    {
      g_assert_true (alp_playout_step (reference, rand, &action));
      if (acts_on_standard_space (reference, &action))
        break;
      g_array_append_val (played, action);
    }

  board = _alp_game_get_board (reference);
  pos = alp_game_get_position (reference, alp_game_get_current (reference));
  path = g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].icons",
                          board->track[pos.space].segment, board->track[pos.space].index);
  g_test_message ("asks for %s after %u events", path, played->len);

  /* The same game on an edition that lacks those icons */
  partial = with_value (print, path, NULL);
  game = new_game (partial, setup);
  for (guint i = 0; i < played->len; i++)
    {
      g_assert_true (alp_game_apply (game, &g_array_index (played, AlpAction, i), &error));
      g_assert_no_error (error);
    }
  g_assert_false (alp_game_apply (game, &action, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, path);
  g_clear_error (&error);

  /* The table answers (the game was saved before it asked, as the app
   * saves after every event) */
  g_free (alp_record_save_to_data (game, NULL));
  answer = alp_edition_get_value (print, path);
  answered = with_value (partial, path, answer);
  state_before = *_alp_game_get_state (game);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), notified);
  g_assert_true (alp_game_set_edition (game, answered, &error));
  g_assert_no_error (error);
  g_assert_true (alp_game_get_edition (game) == answered);
  g_signal_handlers_disconnect_by_func (game, notify_cb, notified);

  /* Nothing else changed */
  g_assert_cmpuint (notified->len, ==, 1);
  g_assert_cmpstr (notified->pdata[0], ==, "edition");
  g_assert_cmpuint (alp_game_get_n_events (game), ==, played->len);
  g_assert_cmpmem (&state_before, sizeof state_before, _alp_game_get_state (game), sizeof (AlpState));

  g_assert_true (alp_game_apply (game, &action, &error));
  g_assert_no_error (error);
  assert_same_state (game, reference);
  g_assert_true (alp_game_check (game, &error));
  g_assert_no_error (error);

  /* The next save holds the answer */
  saved = alp_record_save_to_data (game, NULL);
  loaded = alp_record_load_from_data (saved, strlen (saved), &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  saved_edition = alp_edition_to_data (alp_game_get_edition (loaded), NULL);
  answered_text = alp_edition_to_data (answered, NULL);
  g_assert_cmpstr (saved_edition, ==, answered_text);

  /* … and plays on to the end */
  alp_playout_run (game, rand, 5000, NULL, NULL);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
}

/* Events taken back stay ready to redo under the completed edition */
static void
test_set_edition_keeps_redo (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autoptr(AlpSetup) setup = random_setup (print, 3, rand);
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpEdition) partial = NULL;
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) error = NULL;
  const char *path = "award_tokens.yellow.red_side";

  /* An item no game of 30 events is likely to need */
  partial = with_value (print, path, NULL);
  game = new_game (partial, setup);
  for (guint i = 0; i < 30; i++)
    g_assert_true (alp_playout_step (game, rand, NULL));
  g_assert_true (alp_game_rewind (game, 20));
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 10);

  answer = alp_edition_get_value (print, path);
  answered = with_value (partial, path, answer);
  g_assert_true (alp_game_set_edition (game, answered, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 20);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, 10);

  for (guint i = 0; i < 10; i++)
    {
      g_assert_true (alp_game_redo (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 30);

  /* The same edition again changes nothing */
  g_assert_true (alp_game_set_edition (game, answered, &error));
  g_assert_no_error (error);
}

/* A correction that an event relied on: a card already taken now asks for
 * more lemons than anyone can hold (A1), so its market event would not
 * apply (M6).  Refused, and the game is as it was. */
static void
test_set_edition_refused (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(AlpSetup) setup = random_setup (print, 3, rand);
  g_autoptr(AlpGame) game = new_game (print, setup);
  g_autoptr(AlpEdition) corrected = NULL;
  g_autoptr(JsonNode) front = parse_json ("[\"lemon\", \"lemon\", \"lemon\", \"lemon\", \"lemon\","
                                     " \"lemon\", \"lemon\", \"lemon\", \"lemon\", \"lemon\"]");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notified = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *prefix = NULL;
  guint market_event = G_MAXUINT;
  AlpAction action;

  /* Play until a card is taken, then a few events more */
  while (alp_playout_step (game, rand, &action))
    if (action.kind == ALP_ACTION_MARKET && action.card != ALP_NONE)
      {
        market_event = alp_game_get_n_events (game) - 1;
        break;
      }
  g_assert_cmpuint (market_event, !=, G_MAXUINT);
  for (guint i = 0; i < 5; i++)
    alp_playout_step (game, rand, NULL);
  g_assert_true (alp_game_rewind (game, alp_game_get_n_events (game) - 2));

  path = g_strdup_printf ("delivery_cards.cards[%u].front", action.card);
  corrected = with_value (print, path, front);

  before = alp_record_save_to_data (game, NULL);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), notified);
  g_assert_false (alp_game_set_edition (game, corrected, &error));
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  prefix = g_strdup_printf ("event %u: rule ", market_event + 1);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("“%s” does not start with “%s”", error->message, prefix);
  g_assert_nonnull (alp_rule_error_get_rule (error));
  g_test_message ("%s", error->message);
  g_signal_handlers_disconnect_by_func (game, notify_cb, notified);

  after = alp_record_save_to_data (game, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (alp_game_get_edition (game) == print);
  g_assert_cmpuint (notified->len, ==, 0);
  g_assert_true (alp_game_check (game, NULL));
}

/* Corrections the events survive: the game follows them, and the history
 * shows the events that now read differently.  Random play seldom takes a
 * card: with this seed, the first is taken at event 62. */
static void
test_set_edition_correction (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(AlpSetup) setup = random_setup (print, 3, rand);
  g_autoptr(AlpGame) game = new_game (print, setup);
  g_autoptr(AlpEdition) more_dirhams = NULL;
  g_autoptr(AlpEdition) card_value = NULL;
  g_autoptr(JsonNode) start = parse_json ("{\"dirhams\": 7}");
  g_autoptr(JsonNode) old_start = alp_edition_get_value (print, "start.dirhams");
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notified = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  ItemsChanged changed = { 0, };
  GListModel *history = alp_game_get_history (game);
  guint market_event = G_MAXUINT;
  AlpAction action;
  gint dirhams[3];

  while (alp_playout_step (game, rand, &action))
    if (action.kind == ALP_ACTION_MARKET && action.card != ALP_NONE)
      {
        market_event = alp_game_get_n_events (game) - 1;
        break;
      }
  g_assert_cmpuint (market_event, !=, G_MAXUINT);
  for (guint p = 0; p < 3; p++)
    dirhams[p] = alp_game_get_dirhams (game, p);

  /* Everyone started with more: no event reads differently */
  more_dirhams = with_value (print, "start", start);
  g_signal_connect (history, "items-changed", G_CALLBACK (items_changed_cb), &changed);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), notified);
  g_assert_true (alp_game_set_edition (game, more_dirhams, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (alp_game_get_dirhams (game, p), ==,
                     dirhams[p] + 7 - json_node_get_int (old_start));
  g_assert_true (alp_game_check (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed.n_calls, ==, 0);
  g_assert_cmpuint (notified->len, ==, 1);
  g_assert_cmpstr (notified->pdata[0], ==, "edition");

  /* The card taken is worth 42: its market event says so now */
  path = g_strdup_printf ("delivery_cards.cards[%u].value", action.card);
  value = parse_json ("42");
  card_value = with_value (more_dirhams, path, value);
  g_assert_true (alp_game_set_edition (game, card_value, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed.n_calls, ==, 1);
  g_assert_cmpuint (changed.position, <=, market_event);
  g_assert_cmpuint (changed.position + changed.added, >, market_event);
  g_assert_cmpuint (changed.removed, ==, changed.added);
  text = alp_game_describe_event (game, market_event);
  expected = g_strdup_printf ("card %u (", action.card + 1);
  g_assert_nonnull (strstr (text, expected));
  g_assert_nonnull (strstr (text, "42 dirhams"));
  g_signal_handlers_disconnect_by_func (history, items_changed_cb, &changed);
  g_signal_handlers_disconnect_by_func (game, notify_cb, notified);

  /* Undo replays on the new edition too */
  g_assert_true (alp_game_undo (game));
  g_assert_true (alp_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_true (alp_game_check (game, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/edition/edit/fill-in/alpujarras-3p", test_fill_in);
  g_test_add_func ("/engine/edition/edit/get-value", test_get_value);
  g_test_add_func ("/engine/edition/edit/paths-made", test_paths_made);
  g_test_add_func ("/engine/edition/edit/card-without-back", test_card_without_back);
  g_test_add_func ("/engine/edition/edit/goal-rewards-unknown", test_goal_rewards_unknown);
  g_test_add_func ("/engine/edition/edit/goal-spots-unknown", test_goal_spots_unknown);
  g_test_add_func ("/engine/edition/edit/immutable-value", test_immutable_value);
  g_test_add_func ("/engine/edition/edit/segment-name", test_segment_name);
  for (guint i = 0; i < G_N_ELEMENTS (engine_paths); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/edition/edit/engine-path/%s",
                                               engine_paths[i].path);

      g_test_add_data_func (path, &engine_paths[i], test_engine_path);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/edition/edit/refused/%s", bad_cases[i].name);

      g_test_add_data_func (path, &bad_cases[i], test_bad_value);
    }
  g_test_add_func ("/engine/edition/edit/save-to-file", test_save_to_file);
  g_test_add_func ("/engine/game/set-edition/answer", test_set_edition_answer);
  g_test_add_func ("/engine/game/set-edition/keeps-redo", test_set_edition_keeps_redo);
  g_test_add_func ("/engine/rules/M6/set-edition-refused", test_set_edition_refused);
  g_test_add_func ("/engine/game/set-edition/correction", test_set_edition_correction);

  return g_test_run ();
}
