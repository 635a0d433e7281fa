/* alp-setup.h: how the table laid out tonight's game (rules S1-S6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-edition.h"
#include "alp-types.h"

G_BEGIN_DECLS

typedef enum
{
  ALP_COLOUR_BLUE,
  ALP_COLOUR_RED,
  ALP_COLOUR_WHITE,
  ALP_COLOUR_BLACK,
  ALP_COLOUR_BROWN,
  ALP_COLOUR_GREY,      /* Zara's */
  ALP_N_COLOURS
} AlpColour;

/* The parts of a setup, for alp_setup_randomize() */
typedef enum
{
  ALP_SETUP_SEGMENTS     = 1 << 0,
  ALP_SETUP_TOKENS       = 1 << 1,
  ALP_SETUP_START_SPOTS  = 1 << 2,
  ALP_SETUP_MARKET_ORDER = 1 << 3,
  ALP_SETUP_GOAL_SIDES   = 1 << 4,
  ALP_SETUP_DISPLAY      = 1 << 5,
  ALP_SETUP_ALL          = 0x3f,
  ALP_SETUP_SEED         = 1 << 6,   /* Zara's die; not in ALL: see alp_setup_draw_seed() */
} AlpSetupParts;

/* Which rules a game is played by */
typedef enum
{
  ALP_RULESET_FULL,        /* the whole game, tracked */
  ALP_RULESET_ZARA_ONLY,   /* 2 players: their moves and Zara's turns only (alp-quick.c) */
  ALP_N_RULESETS
} AlpRuleset;

/* Readings of the rules the table chooses (alp-rule-options.h lists them
 * with their rule, label and default): a flag set means the option is on,
 * the reading its label names holds.  alp_setup_new() starts from
 * ALP_RULE_OPTIONS_DEFAULT; a record from before the table options (its
 * "options" an array) reads as ALP_RULE_OPTIONS_LEGACY plus what it lists. */
typedef enum
{
  ALP_OPTION_TWO_PAIRS_FOUR_OF_A_KIND = 1 << 0,  /* A10: 4 of one fruit also make "2 pairs" */
  ALP_OPTION_TWO_FARMLANDS_ONE_EACH   = 1 << 1,  /* A10: "2 farmers in 2 farmlands": 1 in each */
  ALP_OPTION_TWO_VILLAGES_ONE_EACH    = 1 << 2,  /* A10: "2 farmers in 2 villages": 1 in each */
  ALP_OPTION_END_ACTIONS_FIXED_ORDER  = 1 << 3,  /* E1: market, then goal */
  ALP_OPTION_NORIAS_DURING_ACTION     = 1 << 4,  /* N2: spend in the middle of the receiving action */
  ALP_OPTION_PARTIAL_ACTIONS          = 1 << 5,  /* A3: 1 farmer on a 2-farmer space */
  ALP_OPTION_SPOTS_ARRIVAL_ORDER      = 1 << 6,  /* T1: inside a space, the first to arrive first */
  ALP_OPTION_GOAL_TOKEN_DECLINABLE    = 1 << 7,  /* A11: the token may be declined */
  ALP_OPTION_GOAL_TOKEN_BEFORE_GOAL   = 1 << 8,  /* A12: spent before the space's goal action */
  ALP_OPTION_ZARA_PASSES_FULL_SPACE   = 1 << 9,  /* Z3: Zara passes a full market or harvest */
  ALP_OPTION_LARGE_NORIA_ONE_ITEM     = 1 << 10, /* E2: a large noria sells as 1 item */
} AlpRuleOptions;

#define ALP_N_RULE_OPTIONS 11

/* The options a new setup starts with: the plainest reading of the text */
#define ALP_RULE_OPTIONS_DEFAULT \
  (ALP_OPTION_NORIAS_DURING_ACTION | ALP_OPTION_PARTIAL_ACTIONS | ALP_OPTION_ZARA_PASSES_FULL_SPACE)

/* The engine's readings before the table options: records without them */
#define ALP_RULE_OPTIONS_LEGACY \
  (ALP_OPTION_END_ACTIONS_FIXED_ORDER | ALP_OPTION_GOAL_TOKEN_DECLINABLE | \
   ALP_OPTION_ZARA_PASSES_FULL_SPACE)

/* The longest player name, in characters */
#define ALP_SETUP_MAX_NAME_LENGTH 40

/* Plain data: every field is what the table entered (or the generator drew).
 * Mule i belongs to player i; in a 2-player game mule 2 is Zara's. */
typedef struct
{
  guint8  n_players;
  char   *names[ALP_MAX_PLAYERS];
  guint8  colours[ALP_MAX_PLAYERS];                    /* AlpColour */
  guint8  segments[ALP_N_SEGMENTS];                    /* edition segment indices, go first */
  guint8  n_village_tokens[ALP_N_REGIONS];
  guint8  village_tokens[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT]; /* token codes, see ALP_TOKEN() */
  guint8  start_spots[ALP_MAX_MULES];                  /* spot of the go space, per mule */
  guint8  market[ALP_N_FRUITS];                        /* AlpFruit at positions 1-5 */
  guint8  goal_sides[ALP_N_GOAL_CARDS];                /* 0 side A, 1 side B */
  guint8  n_display;
  guint8  display[ALP_MAX_DISPLAY];                    /* edition card indices, face up */
  guint32 options;                                     /* AlpRuleOptions */
  guint32 seed;                                        /* Zara's die, alp_setup_roll(); 0 none */
  guint8  ruleset;                                     /* AlpRuleset */
} AlpSetup;

/* The largest seed of Zara's die */
#define ALP_SETUP_MAX_SEED G_MAXINT32

/* A delivery token is named by its fruit and its index in the edition's
 * list for that fruit. */
#define ALP_TOKEN(fruit, index)  ((guint8) ((fruit) * 8 + (index)))
#define ALP_TOKEN_FRUIT(code)    ((code) / 8)
#define ALP_TOKEN_INDEX(code)    ((code) % 8)

#define ALP_TYPE_COLOUR (alp_colour_get_type ())

ALP_DECLARE_ENUM (AlpColour, alp_colour)

#define ALP_TYPE_SETUP (alp_setup_get_type ())

GType       alp_setup_get_type       (void) G_GNUC_CONST;
AlpSetup   *alp_setup_new            (guint          n_players);
AlpSetup   *alp_setup_copy           (const AlpSetup *self);
void        alp_setup_free           (AlpSetup      *self);
gboolean    alp_setup_equal          (const AlpSetup *a,
                                      const AlpSetup *b);
guint       alp_setup_get_n_mules    (const AlpSetup *self);
AlpSide     alp_setup_get_side       (const AlpSetup *self);
void        alp_setup_set_player     (AlpSetup      *self,
                                      guint          player,
                                      const char    *name,
                                      AlpColour      colour);
gboolean    alp_setup_randomize      (AlpSetup      *self,
                                      AlpEdition    *edition,
                                      AlpSetupParts  parts,
                                      GRand         *rand,
                                      GError       **error);
AlpEdition *alp_setup_enter_tokens   (AlpSetup      *self,
                                      AlpEdition    *edition,
                                      const AlpFruit fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
                                      const guint8   counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
                                      const guint8  *left_over,
                                      GPtrArray     *learned,
                                      GError       **error);
AlpEdition *alp_setup_enter_fields   (AlpEdition    *edition,
                                      AlpRegion      region,
                                      const guint8   counts[ALP_N_FRUITS],
                                      GError       **error);
gboolean    alp_setup_validate       (const AlpSetup *self,
                                      AlpEdition    *edition,
                                      GError       **error);
JsonNode   *alp_setup_to_node        (const AlpSetup *self);
AlpSetup   *alp_setup_new_from_node  (JsonNode      *node,
                                      const char    *path,
                                      GError       **error);

void        alp_setup_draw_seed      (AlpSetup      *self,
                                      GRand         *rand);
guint       alp_setup_roll           (guint32        seed,
                                      guint          roll);
gboolean    alp_setup_is_zara_only   (const AlpSetup *self);

const char *alp_colour_get_name      (AlpColour      colour);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpSetup, alp_setup_free)

G_END_DECLS
