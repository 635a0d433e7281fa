/* alp-setup.c: how the table laid out tonight's game (rules S1-S6)
 *
 * A setup is either entered (what the table laid out) or drawn, part by
 * part, by a seeded generator; either way alp_setup_validate() checks it
 * against every setup rule before a game starts from it.  In a saved game
 * it is a JSON object (docs/game-format.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-json-private.h"
#include "alp-rule-options.h"
#include "alp-setup.h"

G_DEFINE_BOXED_TYPE (AlpSetup, alp_setup, alp_setup_copy, alp_setup_free)

/* A setup that breaks setup rule @rule, an edition that lacks @path */
#define REFUSE(rule, ...)                                                      \
  G_STMT_START {                                                               \
    alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, rule, __VA_ARGS__);     \
    return FALSE;                                                              \
  } G_STMT_END
#define MISSING(path, ...)                                                     \
  G_STMT_START {                                                               \
    alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path, __VA_ARGS__); \
    return FALSE;                                                              \
  } G_STMT_END

ALP_DEFINE_ENUM (AlpColour, alp_colour,
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_BLUE, "blue"),
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_RED, "red"),
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_WHITE, "white"),
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_BLACK, "black"),
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_BROWN, "brown"),
  G_DEFINE_ENUM_VALUE (ALP_COLOUR_GREY, "grey"))

const char *
alp_colour_get_name (AlpColour colour)
{
  switch (colour)
    {
    case ALP_COLOUR_BLUE: return _("Blue");
    case ALP_COLOUR_RED: return _("Red");
    case ALP_COLOUR_WHITE: return _("White");
    case ALP_COLOUR_BLACK: return _("Black");
    case ALP_COLOUR_BROWN: return _("Brown");
    case ALP_COLOUR_GREY: return _("Grey");
    case ALP_N_COLOURS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * alp_setup_new:
 * @n_players: 2, 3 or 4
 *
 * Returns: a setup with default names and colours, the default table
 *   options (ALP_RULE_OPTIONS_DEFAULT) and nothing laid out yet
 */
AlpSetup *
alp_setup_new (guint n_players)
{
  AlpSetup *self;

  g_return_val_if_fail (n_players >= 2 && n_players <= ALP_MAX_PLAYERS, NULL);

  self = g_new0 (AlpSetup, 1);
  self->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    {
      self->colours[i] = i;
      self->names[i] = g_strdup (alp_colour_get_name (i));
    }
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    self->market[i] = i;
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    self->segments[i] = i;
  self->options = ALP_RULE_OPTIONS_DEFAULT;

  return self;
}

AlpSetup *
alp_setup_copy (const AlpSetup *self)
{
  AlpSetup *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  for (guint i = 0; i < ALP_MAX_PLAYERS; i++)
    copy->names[i] = g_strdup (self->names[i]);

  return copy;
}

void
alp_setup_free (AlpSetup *self)
{
  if (self == NULL)
    return;

  for (guint i = 0; i < ALP_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_free (self);
}

gboolean
alp_setup_equal (const AlpSetup *a,
                 const AlpSetup *b)
{
  AlpSetup ca, cb;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  for (guint i = 0; i < ALP_MAX_PLAYERS; i++)
    if (g_strcmp0 (a->names[i], b->names[i]) != 0)
      return FALSE;

  ca = *a;
  cb = *b;
  memset (ca.names, 0, sizeof ca.names);
  memset (cb.names, 0, sizeof cb.names);

  return memcmp (&ca, &cb, sizeof ca) == 0;
}

/**
 * alp_setup_get_n_mules:
 *
 * Returns: the number of mules on the track: one per player, and Zara's in
 *   a 2-player game (Z1)
 */
guint
alp_setup_get_n_mules (const AlpSetup *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_players == 2 ? 3 : self->n_players;
}

/**
 * alp_setup_get_side:
 *
 * Returns: the side of the segments for this player count (S1)
 */
AlpSide
alp_setup_get_side (const AlpSetup *self)
{
  g_return_val_if_fail (self != NULL, ALP_SIDE_FOUR_PLAYER);

  return self->n_players == 4 ? ALP_SIDE_FOUR_PLAYER : ALP_SIDE_TWO_THREE_PLAYER;
}

void
alp_setup_set_player (AlpSetup   *self,
                      guint       player,
                      const char *name,
                      AlpColour   colour)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->n_players);
  g_return_if_fail (name != NULL);
  g_return_if_fail (colour < ALP_N_COLOURS);

  g_free (self->names[player]);
  self->names[player] = g_strdup (name);
  self->colours[player] = colour;
}

static void
shuffle (guint8 *items,
         guint   n_items,
         GRand  *rand)
{
  for (guint i = n_items; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}

static guint
count_village_fruits (const guint8 *tokens,
                      guint         n_tokens)
{
  guint seen = 0;

  for (guint i = 0; i < n_tokens; i++)
    seen |= 1u << ALP_TOKEN_FRUIT (tokens[i]);

  return (guint) __builtin_popcount (seen);
}

static gboolean
require_tokens (const AlpEditionData *ed,
                AlpSide               side,
                GError              **error)
{
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      g_autofree char *path = NULL;

      if (!ed->tokens[f].known)
        path = g_strdup_printf ("delivery_tokens.%s", alp_fruit_to_string (f));
      else if (side == ALP_SIDE_TWO_THREE_PLAYER && ed->tokens[f].removed_two_three < 0)
        path = g_strdup_printf ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (f));

      if (path != NULL)
        MISSING (path, _("the delivery tokens of each fruit are needed to lay out the villages"));
    }

  return TRUE;
}

static gboolean
require_side (const AlpEditionData *ed,
              guint                 segment,
              AlpSide               side,
              GError              **error)
{
  g_autofree char *path = NULL;

  if (ed->segments[segment].sides[side].known)
    return TRUE;

  path = g_strdup_printf ("segments[%u].sides.%s", segment, alp_side_to_string (side));
  alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path,
                         _("the spaces of segment “%s” are needed to lay out the track"),
                         ed->segments[segment].id);
  return FALSE;
}

static guint
find_segment (const AlpEditionData *ed,
              AlpSegmentKind        kind)
{
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    if (ed->segments[i].kind == kind)
      return i;

  g_return_val_if_reached (0);
}

static guint
go_spots (const AlpEditionData *ed,
          AlpSide               side)
{
  const AlpSideDef *def = &ed->segments[find_segment (ed, ALP_SEGMENT_GO)].sides[side];

  return def->known ? def->spaces[0].n_spots : 0;
}

/**
 * alp_setup_randomize:
 * @parts: which parts to draw; the others are left as entered
 * @rand: the seeded generator
 *
 * Draws the chosen parts of the layout at random, following S1-S6.
 *
 * Returns: %FALSE when the edition lacks what the draw needs
 *   (%ALP_EDITION_ERROR_MISSING)
 */
gboolean
alp_setup_randomize (AlpSetup      *self,
                     AlpEdition    *edition,
                     AlpSetupParts  parts,
                     GRand         *rand,
                     GError       **error)
{
  const AlpEditionData *ed;
  AlpSide side;
  guint n_mules;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (ALP_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (rand != NULL, FALSE);

  ed = _alp_edition_get_data (edition);
  side = alp_setup_get_side (self);
  n_mules = alp_setup_get_n_mules (self);

  if (parts & ALP_SETUP_SEGMENTS)
    {
      guint8 markets[4], harvests[4];
      guint n_markets = 0, n_harvests = 0;
      gboolean market_first = g_rand_boolean (rand);

      for (guint i = 0; i < ALP_N_SEGMENTS; i++)
        {
          if (ed->segments[i].kind == ALP_SEGMENT_MARKET && n_markets < 4)
            markets[n_markets++] = i;
          else if (ed->segments[i].kind == ALP_SEGMENT_HARVEST && n_harvests < 4)
            harvests[n_harvests++] = i;
        }
      g_return_val_if_fail (n_markets == 4 && n_harvests == 4, FALSE);

      shuffle (markets, 4, rand);
      shuffle (harvests, 4, rand);
      self->segments[0] = find_segment (ed, ALP_SEGMENT_GO);
      for (guint i = 0; i < 8; i++)
        self->segments[1 + i] = ((i % 2 == 0) == market_first) ? markets[i / 2] : harvests[i / 2];
      self->segments[9] = find_segment (ed, ALP_SEGMENT_END);
    }

  if (parts & ALP_SETUP_TOKENS)
    {
      guint8 pool[ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT];
      guint n_pool = 0;
      guint per_village = side == ALP_SIDE_FOUR_PLAYER ? 5 : 4;

      /* A fruit whose tokens the copy does not describe yet is dealt by
       * its fruit alone: its indices stand for tokens whose counts the
       * table enters as it deals them (alp_setup_enter_tokens()), the
       * first one for the token left over with 2-3 players */
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          gint removed = 0;

          if (ed->tokens[f].known && ed->tokens[f].removed_two_three >= 0)
            removed = ed->tokens[f].removed_two_three;
          for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
            if (side == ALP_SIDE_FOUR_PLAYER || (gint) t != removed)
              pool[n_pool++] = ALP_TOKEN (f, t);
        }

      /* S3: deal, then swap until every village shows 3 fruits.  Redealing
       * is the swap the table makes, done by the generator: it always
       * terminates quickly since most deals already qualify. */
      for (guint attempt = 0; ; attempt++)
        {
          gboolean ok = TRUE;

          shuffle (pool, n_pool, rand);
          for (guint v = 0; v < ALP_N_REGIONS; v++)
            {
              self->n_village_tokens[v] = per_village;
              memcpy (self->village_tokens[v], pool + v * per_village, per_village);
              if (count_village_fruits (self->village_tokens[v], per_village) < 3)
                ok = FALSE;
            }
          if (ok)
            break;
          g_return_val_if_fail (attempt < 10000, FALSE);
        }
    }

  if (parts & ALP_SETUP_START_SPOTS)
    {
      guint8 spots[ALP_MAX_SPOTS];
      guint n_spots;

      if (!require_side (ed, find_segment (ed, ALP_SEGMENT_GO), side, error))
        return FALSE;

      n_spots = go_spots (ed, side);
      for (guint i = 0; i < n_spots; i++)
        spots[i] = i;
      shuffle (spots, n_spots, rand);
      memcpy (self->start_spots, spots, n_mules);
    }

  if (parts & ALP_SETUP_MARKET_ORDER)
    {
      for (guint i = 0; i < ALP_N_FRUITS; i++)
        self->market[i] = i;
      shuffle (self->market, ALP_N_FRUITS, rand);
    }

  if (parts & ALP_SETUP_GOAL_SIDES)
    for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
      self->goal_sides[i] = g_rand_boolean (rand) ? 1 : 0;

  if (parts & ALP_SETUP_DISPLAY)
    {
      guint8 cards[ALP_N_DELIVERY_CARDS];

      if (!ed->display_known)
        MISSING ("delivery_cards.display", _("how many delivery cards lie face up is needed"));
      for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
        cards[i] = i;
      shuffle (cards, ALP_N_DELIVERY_CARDS, rand);
      self->n_display = ed->display_size;
      memcpy (self->display, cards, ed->display_size);
    }

  if (parts & ALP_SETUP_SEED)
    alp_setup_draw_seed (self, rand);

  return TRUE;
}

/**
 * alp_setup_draw_seed:
 * @rand: (nullable): where to draw it from; %NULL for GLib's global
 *   generator
 *
 * Draws the seed of Zara's die for a new game: every roll of the app's
 * die is then alp_setup_roll() of it, so taking a roll back and rolling
 * again gives the same value, and a replay the same rolls.
 */
void
alp_setup_draw_seed (AlpSetup *self,
                     GRand    *rand)
{
  g_return_if_fail (self != NULL);

  self->seed = rand != NULL ? (guint32) g_rand_int_range (rand, 1, ALP_SETUP_MAX_SEED)
                            : (guint32) g_random_int_range (1, ALP_SETUP_MAX_SEED);
}

/**
 * alp_setup_roll:
 * @seed: a setup's seed, 1 to %ALP_SETUP_MAX_SEED
 * @roll: the roll's number in the game, from 0
 *
 * Roll @roll of the app's die in a game of @seed: a pure function (a
 * SplitMix64 hash of the two), the same on every machine.
 *
 * Returns: 1 to 6
 */
guint
alp_setup_roll (guint32 seed,
                guint   roll)
{
  guint64 z = ((guint64) seed << 32 | roll) + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  z ^= z >> 31;

  /* 2^64 mod 6 is 4: a bias of 4 in 2^64, none that a table could see */
  return 1 + (guint) (z % 6);
}

/**
 * alp_setup_is_zara_only:
 *
 * Returns: whether the game is the quick "Zara only" mode (alp-quick.c)
 */
gboolean
alp_setup_is_zara_only (const AlpSetup *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->ruleset == ALP_RULESET_ZARA_ONLY;
}

static gboolean
is_blank (const char *str)
{
  for (; str != NULL && *str != '\0'; str = g_utf8_next_char (str))
    if (!g_unichar_isspace (g_utf8_get_char (str)))
      return FALSE;

  return TRUE;
}

static gboolean
validate_segments (const AlpSetup       *self,
                   const AlpEditionData *ed,
                   GError              **error)
{
  AlpSide side = alp_setup_get_side (self);
  guint seen = 0;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      guint s = self->segments[i];
      AlpSegmentKind kind;

      if (s >= ALP_N_SEGMENTS || (seen & (1u << s)))
        REFUSE ("S1", _("every segment is laid exactly once"));
      seen |= 1u << s;
      kind = ed->segments[s].kind;

      if (i == 0 && kind != ALP_SEGMENT_GO)
        REFUSE ("S1", _("the track starts with the go segment, not “%s”"), ed->segments[s].id);
      if (i == ALP_N_SEGMENTS - 1 && kind != ALP_SEGMENT_END)
        REFUSE ("S1", _("the track ends with the end segment, not “%s”"), ed->segments[s].id);
      if (i > 0 && i < ALP_N_SEGMENTS - 1)
        {
          if (kind != ALP_SEGMENT_MARKET && kind != ALP_SEGMENT_HARVEST)
            REFUSE ("S1", _("segment “%s” cannot lie in position %u"), ed->segments[s].id, i + 1);
          if (i > 1 && kind == ed->segments[self->segments[i - 1]].kind)
            REFUSE ("S1",
                    _("market and harvest segments alternate, but “%s” and “%s” are both %s segments"),
                    ed->segments[self->segments[i - 1]].id, ed->segments[s].id,
                    kind == ALP_SEGMENT_MARKET ? _("market") : _("harvest"));
        }

      if (!require_side (ed, s, side, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
validate_tokens (const AlpSetup       *self,
                 const AlpEditionData *ed,
                 GError              **error)
{
  AlpSide side = alp_setup_get_side (self);
  guint per_village = side == ALP_SIDE_FOUR_PLAYER ? 5 : 4;
  guint8 seen[ALP_N_FRUITS * 8] = { 0 };

  if (!require_tokens (ed, side, error))
    return FALSE;

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      if (self->n_village_tokens[v] != per_village)
        REFUSE ("S3",
                _("the %s village has %u delivery tokens, but %u are dealt to each village with %u players"),
                alp_region_get_name (v), self->n_village_tokens[v], per_village,
                self->n_players);
      for (guint t = 0; t < per_village; t++)
        {
          guint8 code = self->village_tokens[v][t];
          guint fruit = ALP_TOKEN_FRUIT (code);
          guint index = ALP_TOKEN_INDEX (code);

          if (fruit >= ALP_N_FRUITS || index >= ALP_TOKENS_PER_FRUIT || seen[code])
            REFUSE ("S3",
                    _("the %s village holds a delivery token that does not exist or is dealt twice"),
                    alp_region_get_name (v));
          seen[code] = 1;

          if (side == ALP_SIDE_TWO_THREE_PLAYER && (gint) index == ed->tokens[fruit].removed_two_three)
            REFUSE ("S2",
                    _("with 2 or 3 players the %u-%s token is removed, but it lies in the %s village"),
                    ed->tokens[fruit].counts[index], alp_fruit_to_string (fruit),
                    alp_region_get_name (v));
        }
      if (count_village_fruits (self->village_tokens[v], per_village) < 3)
        REFUSE ("S3", _("the %s village must show at least 3 different fruits"),
                alp_region_get_name (v));
    }

  return TRUE;
}

/* A name every view shows in a line of its own: short, and without
 * control characters.  Sets @reason when it is refused. */
static gboolean
check_name (const char  *name,
            guint        player,
            char       **reason)
{
  g_autofree char *what = NULL;

  if (!g_utf8_validate (name, -1, NULL))
    {
      *reason = g_strdup_printf (_("player %u’s name is not valid UTF-8"), player + 1);
      return FALSE;
    }

  /* TRANSLATORS: the start of a sentence: "player 2’s name is longer than 40 characters" */
  what = g_strdup_printf (_("player %u’s name"), player + 1);
  *reason = alp_text_check (name, what, ALP_SETUP_MAX_NAME_LENGTH, FALSE);
  return *reason == NULL;
}

/**
 * alp_setup_validate:
 *
 * Checks the setup against every setup rule (S1-S6) and against the
 * edition; the error names the rule, or the edition item that is missing.
 */
gboolean
alp_setup_validate (const AlpSetup *self,
                    AlpEdition     *edition,
                    GError        **error)
{
  const AlpEditionData *ed;
  g_autofree char *reason = NULL;
  AlpSide side;
  guint n_mules, n_go_spots;
  guint seen;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (ALP_IS_EDITION (edition), FALSE);

  ed = _alp_edition_get_data (edition);
  side = alp_setup_get_side (self);
  n_mules = alp_setup_get_n_mules (self);

  if (self->n_players < 2 || self->n_players > ALP_MAX_PLAYERS)
    REFUSE ("S4", _("Alpujarras is played by 2 to 4 players, not %u"), self->n_players);

  seen = 0;
  for (guint i = 0; i < self->n_players; i++)
    {
      if (is_blank (self->names[i]))
        REFUSE ("S4", _("player %u has no name"), i + 1);
      if (!check_name (self->names[i], i, &reason))
        REFUSE ("S4", "%s", reason);
      if (self->colours[i] >= ALP_COLOUR_GREY || (seen & (1u << self->colours[i])))
        REFUSE ("S4", _("each player takes a colour of their own, but %s’s is taken"),
                self->names[i]);
      seen |= 1u << self->colours[i];
    }

  if (!validate_segments (self, ed, error))
    return FALSE;

  if (self->ruleset >= ALP_N_RULESETS)
    REFUSE ("S6", _("unknown ruleset %u"), self->ruleset);
  if (self->ruleset == ALP_RULESET_ZARA_ONLY && self->n_players != 2)
    REFUSE ("Z1", _("a Zara-only game is for 2 players, not %u"), self->n_players);

  /* A Zara-only game tracks no pieces: only the track and the mules */
  if (self->ruleset != ALP_RULESET_ZARA_ONLY && !validate_tokens (self, ed, error))
    return FALSE;

  n_go_spots = go_spots (ed, side);
  seen = 0;
  for (guint i = 0; i < n_mules; i++)
    {
      if (self->start_spots[i] >= n_go_spots || (seen & (1u << self->start_spots[i])))
        REFUSE ("S4", _("every mule starts on a start spot of its own, from 1 to %u"), n_go_spots);
      seen |= 1u << self->start_spots[i];
    }

  if (self->ruleset == ALP_RULESET_ZARA_ONLY)
    return TRUE;

  for (guint f = 0; f < ALP_N_REGIONS; f++)
    if (!ed->farmlands[f].known)
      {
        g_autofree char *path = g_strdup_printf ("farmlands.%s", alp_region_to_string (f));

        alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path,
                               _("the fruit fields of the %s farmland are needed to lay out the fruit (S5)"),
                               alp_region_get_name (f));
        return FALSE;
      }

  seen = 0;
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      if (self->market[i] >= ALP_N_FRUITS || (seen & (1u << self->market[i])))
        REFUSE ("S6", _("the market card shows each fruit exactly once"));
      seen |= 1u << self->market[i];
    }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      if (!ed->goal_cards[i].known)
        {
          g_autofree char *path = g_strdup_printf ("goal_cards[%u]", i);

          alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path,
                                 _("the goals of goal card %u are needed"), i + 1);
          return FALSE;
        }
      if (self->goal_sides[i] > 1)
        REFUSE ("S6", _("goal card %u has only the sides A and B"), i + 1);
      if (ed->goal_cards[i].goals[self->goal_sides[i]] == ALP_NONE)
        {
          g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", i, self->goal_sides[i]);

          alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path,
                                 _("the goal lying face up on goal card %u is needed"), i + 1);
          return FALSE;
        }
    }

  if (!ed->display_known)
    MISSING ("delivery_cards.display", _("how many delivery cards lie face up is needed"));
  if (self->n_display != ed->display_size)
    REFUSE ("S6", _("%u delivery cards lie face up, not %u"), ed->display_size, self->n_display);
  seen = 0;
  for (guint i = 0; i < self->n_display; i++)
    {
      guint card = self->display[i];

      if (card >= ALP_N_DELIVERY_CARDS || (seen & (1u << card)))
        REFUSE ("S6", _("each face-up delivery card is a different card of the 20"));
      seen |= 1u << card;
      if (!ed->cards[card].known)
        {
          g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", card);

          alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path,
                                 _("the face-up delivery card needs to be described"));
          return FALSE;
        }
    }

  if (!ed->start_known)
    MISSING ("start", _("each player’s starting dirhams are needed"));

  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* JSON: the setup of a saved game (docs/game-format.md)                    */

static const char * const goal_side_ids[] = { "A", "B" };

static const char * const ruleset_ids[] = { "full", "zara-only" };

/* The options of a record from before the table options, a list of the
 * readings changed: the first three are AlpRuleOptions' bits, the last
 * turns E1's fixed order off */
static const char * const option_ids[] = {
  "two-pairs-four-of-a-kind",
  "two-farmlands-one-each",
  "two-villages-one-each",
  "end-actions-any-order",
};

/**
 * alp_setup_to_node:
 *
 * The setup as a JSON object: the players, and the layout by indices and
 * identifiers.  alp_setup_new_from_node() reads it back exactly.
 *
 * Returns: (transfer full): a new object node
 */
JsonNode *
alp_setup_to_node (const AlpSetup *self)
{
  JsonObject *root, *villages, *options;
  JsonArray *array;
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->n_players >= 2 && self->n_players <= ALP_MAX_PLAYERS, NULL);

  root = json_object_new ();

  array = json_array_new ();
  for (guint i = 0; i < self->n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", self->names[i] != NULL ? self->names[i] : "");
      json_object_set_string_member (player, "colour",
                                     alp_colour_to_string (MIN (self->colours[i], ALP_N_COLOURS - 1)));
      json_array_add_object_element (array, player);
    }
  json_object_set_array_member (root, "players", array);

  array = json_array_new ();
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    json_array_add_int_element (array, self->segments[i]);
  json_object_set_array_member (root, "segments", array);

  villages = json_object_new ();
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      array = json_array_new ();
      for (guint t = 0; t < self->n_village_tokens[v] && t < ALP_TOKENS_PER_FRUIT; t++)
        {
          JsonObject *token = json_object_new ();
          guint code = self->village_tokens[v][t];

          json_object_set_string_member (token, "fruit",
                                         alp_fruit_to_string (MIN (ALP_TOKEN_FRUIT (code), ALP_N_FRUITS - 1)));
          json_object_set_int_member (token, "index", ALP_TOKEN_INDEX (code));
          json_array_add_object_element (array, token);
        }
      json_object_set_array_member (villages, alp_region_to_string (v), array);
    }
  json_object_set_object_member (root, "villages", villages);

  array = json_array_new ();
  for (guint i = 0; i < alp_setup_get_n_mules (self); i++)
    json_array_add_int_element (array, self->start_spots[i]);
  json_object_set_array_member (root, "start_spots", array);

  array = json_array_new ();
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    json_array_add_string_element (array, alp_fruit_to_string (MIN (self->market[i], ALP_N_FRUITS - 1)));
  json_object_set_array_member (root, "market", array);

  array = json_array_new ();
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    json_array_add_string_element (array, goal_side_ids[self->goal_sides[i] != 0]);
  json_object_set_array_member (root, "goal_sides", array);

  array = json_array_new ();
  for (guint i = 0; i < self->n_display && i < ALP_MAX_DISPLAY; i++)
    json_array_add_int_element (array, self->display[i]);
  json_object_set_array_member (root, "display", array);

  /* Every option with its value: a later default changes no record */
  options = json_object_new ();
  for (guint i = 0; i < alp_rule_option_get_n (); i++)
    {
      const AlpRuleOption *option = alp_rule_option_get (i);

      json_object_set_boolean_member (options, option->id, (self->options & option->flag) != 0);
    }
  json_object_set_object_member (root, "options", options);

  /* Only where set, so that a record older than them saves as it was */
  if (self->seed != 0)
    json_object_set_int_member (root, "seed", self->seed);
  if (self->ruleset != ALP_RULESET_FULL)
    json_object_set_string_member (root, "ruleset", ruleset_ids[MIN (self->ruleset, ALP_N_RULESETS - 1)]);

  node = json_node_init_object (json_node_alloc (), root);
  json_object_unref (root);

  return node;
}

/* Reads @key of @object as an array of @min to @max entries; %NULL with the
 * walk's error set when it is absent or not such an array */
static JsonArray *
array_member (AlpJsonWalk *w,
              JsonObject  *object,
              const char  *key,
              guint        min,
              guint        max)
{
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, key, TRUE, min, max, &len, &array))
    return NULL;

  alp_json_walk_pop (w, len);
  return array;
}

typedef enum
{
  ID_FRUIT,
  ID_COLOUR,
  ID_GOAL_SIDE,
  ID_OPTION,
  ID_RULESET,
} IdKind;

/* A kind of name is an enum type's, or one of @ids: its index */
static const struct
{
  GType              (*get_type) (void);
  const char * const  *ids;
  guint                n_ids;
  const char          *unknown;
} id_kinds[] = {
  [ID_FRUIT] = { alp_fruit_get_type, NULL, 0, N_("unknown fruit %s") },
  [ID_COLOUR] = { alp_colour_get_type, NULL, 0, N_("unknown colour %s") },
  [ID_GOAL_SIDE] = { NULL, goal_side_ids, G_N_ELEMENTS (goal_side_ids),
                     N_("unknown goal card side %s (expected \"A\" or \"B\")") },
  [ID_OPTION] = { NULL, option_ids, G_N_ELEMENTS (option_ids), N_("unknown rules option %s") },
  [ID_RULESET] = { NULL, ruleset_ids, G_N_ELEMENTS (ruleset_ids),
                   N_("unknown ruleset %s (expected \"full\" or \"zara-only\")") },
};

/* Reads @node as a name of @kind; the path is the caller's */
static gboolean
read_id (AlpJsonWalk *w,
         JsonNode    *node,
         IdKind       kind,
         guint8      *out)
{
  const char *str;
  int value;

  if (id_kinds[kind].get_type != NULL)
    {
      if (!alp_json_walk_enum (w, node, id_kinds[kind].get_type (), id_kinds[kind].unknown, &value))
        return FALSE;
      *out = value;
      return TRUE;
    }

  if ((str = alp_json_walk_string (w, node)) == NULL)
    return FALSE;
  for (guint k = 0; k < id_kinds[kind].n_ids; k++)
    if (strcmp (id_kinds[kind].ids[k], str) == 0)
      {
        *out = k;
        return TRUE;
      }

  return alp_json_walk_unknown (w, id_kinds[kind].unknown, str);
}

/* Where read_element() puts the elements of a list: whole numbers from 0
 * to @max_number, or names of @kind where @max_number is -1, into @out;
 * @n counts them */
typedef struct
{
  int     max_number;
  IdKind  kind;
  guint8 *out;
  guint   n;
} ListElements;

/* Reads element @i of a list into the ListElements @user_data */
static gboolean
read_element (AlpJsonWalk *w,
              JsonNode    *node,
              guint        i,
              gpointer     user_data)
{
  ListElements *list = user_data;
  int value;

  if (list->max_number < 0 ? !read_id (w, node, list->kind, &list->out[i])
                           : !alp_json_walk_int (w, node, 0, list->max_number, &value))
    return FALSE;
  if (list->max_number >= 0)
    list->out[i] = value;

  list->n = i + 1;
  return TRUE;
}

/* Reads the required member @key of @object as a name of @kind */
static gboolean
id_member (AlpJsonWalk *w,
           JsonObject  *object,
           const char  *key,
           IdKind       kind,
           guint8      *out)
{
  JsonNode *node;
  gsize len;

  if (!alp_json_walk_member (w, object, key, TRUE, &len, &node) ||
      !read_id (w, node, kind, out))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_players (AlpJsonWalk *w,
              JsonObject  *root,
              AlpSetup   **out)
{
  static const char * const keys[] = { "name", "colour", NULL };
  JsonArray *array = array_member (w, root, "players", 2, ALP_MAX_PLAYERS);
  g_autoptr(AlpSetup) self = NULL;
  gsize len;

  if (array == NULL)
    return FALSE;

  self = alp_setup_new (json_array_get_length (array));
  len = alp_json_walk_push_key (w, "players");
  for (guint i = 0; i < self->n_players; i++)
    {
      gsize len_i = alp_json_walk_push_index (w, i);
      JsonObject *player = alp_json_walk_object (w, json_array_get_element (array, i), keys);
      g_autofree char *what = NULL;
      JsonNode *node;
      const char *str;
      gsize len_key;

      if (player == NULL)
        return FALSE;

      if (!alp_json_walk_member (w, player, "name", TRUE, &len_key, &node))
        return FALSE;
      what = g_strdup_printf (_("player %u’s name"), i + 1);
      if ((str = alp_json_walk_text (w, node, what, ALP_SETUP_MAX_NAME_LENGTH, FALSE)) == NULL)
        return FALSE;
      g_free (self->names[i]);
      self->names[i] = g_strdup (str);
      alp_json_walk_pop (w, len_key);

      if (!id_member (w, player, "colour", ID_COLOUR, &self->colours[i]))
        return FALSE;

      alp_json_walk_pop (w, len_i);
    }
  alp_json_walk_pop (w, len);

  *out = g_steal_pointer (&self);
  return TRUE;
}

static gboolean
read_villages (AlpJsonWalk *w,
               JsonObject  *root,
               AlpSetup    *self)
{
  static const char * const region_keys[] = { "green", "purple", "orange", "red", "yellow", NULL };
  static const char * const token_keys[] = { "fruit", "index", NULL };
  JsonObject *villages;
  gsize len;

  if (!alp_json_walk_member_object (w, root, "villages", region_keys, TRUE, &len, &villages))
    return FALSE;

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      JsonArray *tokens = array_member (w, villages, region_keys[v], 0, ALP_TOKENS_PER_FRUIT);
      gsize len_v;

      if (tokens == NULL)
        return FALSE;

      len_v = alp_json_walk_push_key (w, region_keys[v]);
      self->n_village_tokens[v] = json_array_get_length (tokens);
      for (guint t = 0; t < self->n_village_tokens[v]; t++)
        {
          gsize len_t = alp_json_walk_push_index (w, t);
          JsonObject *token = alp_json_walk_object (w, json_array_get_element (tokens, t), token_keys);
          guint8 fruit;
          int index;

          if (token == NULL)
            return FALSE;

          if (!id_member (w, token, "fruit", ID_FRUIT, &fruit))
            return FALSE;

          if (!alp_json_walk_int_member (w, token, "index", 0, ALP_TOKENS_PER_FRUIT - 1, TRUE,
                                         &index, NULL))
            return FALSE;

          self->village_tokens[v][t] = ALP_TOKEN (fruit, index);
          alp_json_walk_pop (w, len_t);
        }
      alp_json_walk_pop (w, len_v);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* Reads the list @key of @root into @out: whole numbers from 0 to
 * @max_number, or names of @kind where @max_number is -1.  With @n_out it
 * holds up to @max items, and @n_out says how many; without, exactly @max. */
static gboolean
read_list (AlpJsonWalk *w,
           JsonObject  *root,
           const char  *key,
           guint        max,
           int          max_number,
           IdKind       kind,
           guint8      *out,
           guint8      *n_out)
{
  ListElements list = { max_number, kind, out, 0 };

  if (!alp_json_walk_member_each (w, root, key, TRUE, n_out != NULL ? 0 : max, max,
                                  read_element, &list))
    return FALSE;
  if (n_out != NULL)
    *n_out = list.n;

  return TRUE;
}

static gboolean
read_layout (AlpJsonWalk *w,
             JsonObject  *root,
             AlpSetup    *self)
{
  guint n_mules = alp_setup_get_n_mules (self);

  return read_list (w, root, "segments", ALP_N_SEGMENTS, ALP_N_SEGMENTS - 1, 0, self->segments,
                    NULL) &&
         read_villages (w, root, self) &&
         read_list (w, root, "start_spots", n_mules, ALP_MAX_SPOTS - 1, 0, self->start_spots,
                    NULL) &&
         read_list (w, root, "market", ALP_N_FRUITS, -1, ID_FRUIT, self->market, NULL) &&
         read_list (w, root, "goal_sides", ALP_N_GOAL_CARDS, -1, ID_GOAL_SIDE, self->goal_sides,
                    NULL) &&
         read_list (w, root, "display", ALP_MAX_DISPLAY, ALP_N_DELIVERY_CARDS - 1, 0,
                    self->display, &self->n_display);
}

/* An option of the AlpSetup @user_data's list (a record from before the
 * table options) */
static gboolean
read_option (AlpJsonWalk *w,
             JsonNode    *node,
             guint        i,
             gpointer     user_data)
{
  AlpSetup *self = user_data;
  guint8 option = 0;
  guint32 flag;

  if (!read_id (w, node, ID_OPTION, &option))
    return FALSE;
  /* The legacy fourth reading clears a flag the others set */
  flag = option == 3 ? ALP_OPTION_END_ACTIONS_FIXED_ORDER : 1u << option;
  if (option == 3 ? !(self->options & flag) : (self->options & flag) != 0)
    return alp_json_walk_invalid (w, _("listed twice"));

  self->options ^= flag;
  return TRUE;
}

/* The options as an object of every option's value */
static gboolean
read_option_values (AlpJsonWalk *w,
                    JsonObject  *root,
                    AlpSetup    *self)
{
  const char *keys[ALP_N_RULE_OPTIONS + 1];
  JsonObject *object;
  gsize len;

  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    keys[i] = alp_rule_option_get (i)->id;
  keys[ALP_N_RULE_OPTIONS] = NULL;

  if (!alp_json_walk_member_object (w, root, "options", keys, TRUE, &len, &object))
    return FALSE;

  /* An option the record does not name keeps its default */
  self->options = ALP_RULE_OPTIONS_DEFAULT;
  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    {
      const AlpRuleOption *option = alp_rule_option_get (i);
      gboolean on;

      if (!json_object_has_member (object, option->id))
        continue;
      if (!alp_json_walk_bool_member (w, object, option->id, &on))
        return FALSE;
      self->options = on ? self->options | option->flag : self->options & ~option->flag;
    }
  alp_json_walk_pop (w, len);

  return TRUE;
}

static gboolean
read_options (AlpJsonWalk *w,
              JsonObject  *root,
              AlpSetup    *self)
{
  JsonNode *node = alp_json_get_member (root, "options");

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    return read_option_values (w, root, self);

  /* Absent or a list: a record from before the table options, read with
   * the engine's readings of then, ALP_RULE_OPTIONS_LEGACY */
  self->options = ALP_RULE_OPTIONS_LEGACY;
  if (node == NULL)
    return TRUE;

  return alp_json_walk_member_each (w, root, "options", TRUE, 0, G_N_ELEMENTS (option_ids),
                                    read_option, self);
}

/* The seed of Zara's die and the ruleset: both absent in older records */
static gboolean
read_seed (AlpJsonWalk *w,
           JsonObject  *root,
           AlpSetup    *self)
{
  int seed = 0;
  JsonNode *node;
  gsize len;

  if (!alp_json_walk_int_member (w, root, "seed", 1, ALP_SETUP_MAX_SEED, FALSE, &seed, NULL))
    return FALSE;
  self->seed = seed;

  if (!alp_json_walk_member (w, root, "ruleset", FALSE, &len, &node))
    return FALSE;
  if (node != NULL && !read_id (w, node, ID_RULESET, &self->ruleset))
    return FALSE;
  alp_json_walk_pop (w, len);

  return TRUE;
}

/**
 * alp_setup_new_from_node:
 * @node: a setup as alp_setup_to_node() writes it
 * @path: (nullable): the JSON path of @node in its document ("setup"), put
 *   before the path in error messages
 * @error: an %ALP_EDITION_ERROR_INVALID naming the path of the problem
 *
 * Reads a setup, checking types, ranges and names and refusing unknown
 * keys.  Whether the layout follows the setup rules is for
 * alp_setup_validate() to say.
 *
 * Returns: (transfer full) (nullable): the setup
 */
AlpSetup *
alp_setup_new_from_node (JsonNode    *node,
                         const char  *path,
                         GError     **error)
{
  static const char * const keys[] = {
    "players", "segments", "villages", "start_spots", "market", "goal_sides", "display",
    "options", "seed", "ruleset", NULL
  };
  g_autoptr(AlpSetup) self = NULL;
  AlpJsonWalk w;
  JsonObject *root;
  gboolean ok;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  alp_json_walk_init (&w, path, error);
  ok = (root = alp_json_walk_object (&w, node, keys)) != NULL &&
       read_players (&w, root, &self) &&
       read_layout (&w, root, self) &&
       read_options (&w, root, self) &&
       read_seed (&w, root, self);
  alp_json_walk_clear (&w);

  return ok ? g_steal_pointer (&self) : NULL;
}
