/* alp-rules-private.h: the game state as plain data, and the rules over it
 *
 * The state is a flat struct so that a position can be copied with one
 * memcpy and a playout applies hundreds of thousands of actions a second.
 * AlpGame wraps it for everything else.  One function, alp_rules_apply(),
 * both checks and performs an action: the legality queries call it on a
 * scratch copy, so what the app offers and what the engine accepts can
 * never disagree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-action.h"
#include "alp-edition-private.h"
#include "alp-setup.h"

G_BEGIN_DECLS

/* The large norias, worth 3 each; the rest of ALP_NORIA_VALUE_TOTAL is
 * small ones worth 1 (E2) */
#define ALP_LARGE_NORIAS 5

/* The mule of a 2-player game that no one plays (Z1) */
#define ALP_ZARA 2

/* The readings of the rules the table chose (alp-rule-options.h) */
typedef struct
{
  gboolean two_pairs_four_of_a_kind;   /* 4 of one fruit also make 2 pairs (default no) */
  gboolean two_farmlands_one_each;     /* "2 farmers in 2 farmlands": 1 in each (default 2 in each) */
  gboolean two_villages_one_each;      /* "2 farmers in 2 villages": 1 in each (default 2 in each) */
  gboolean end_actions_fixed_order;    /* E1: market, then goal (default any order) */
  gboolean norias_during_action;       /* N2: spend in the middle of the receiving action (default) */
  gboolean partial_actions;            /* A3: 1 farmer on a 2-farmer space (default) */
  gboolean spots_arrival_order;        /* T1: in a market or harvest, first come first (default spot order) */
  gboolean goal_token_declinable;      /* A11: the token may be left (default given) */
  gboolean goal_token_before_goal;     /* A12: spent before the space's goal action (default after) */
  gboolean large_noria_one_item;       /* E2: a large noria sells as 1 item (default 3) */
  gboolean zara_passes_full_space;     /* Z3: Zara passes a full market or harvest (default) */
} AlpRulesOptions;

typedef struct
{
  const AlpSpaceDef *def;
  guint8             segment;          /* edition segment index */
  guint8             position;         /* segment's position on the track, 0-9 */
  guint8             index;            /* space's index within the segment */
} AlpTrackSpace;

/* What a game cannot change: the edition and the layout it is played on */
typedef struct
{
  const AlpEditionData *ed;
  AlpRulesOptions       options;
  guint8                n_players;
  guint8                n_mules;
  gboolean              zara;
  gboolean              quick;         /* the Zara-only ruleset (alp-quick.c) */
  AlpSide               side;
  guint8                n_spaces;
  guint8                end_space;
  AlpTrackSpace         track[ALP_MAX_TRACK];
  guint8                goals[ALP_N_GOAL_CARDS];     /* AlpGoal face up on each card */
  const char           *names[ALP_MAX_MULES];
} AlpBoard;

typedef struct
{
  gint16 dirhams;        /* earned in play, not counting the end space */
  gint16 end_dirhams;    /* the end spot's (E1) */
  gint16 sale_dirhams;   /* leftovers sold (E2) */
  guint8 fruits[ALP_N_FRUITS];
  guint8 norias;         /* value held: a large noria counts 3 */
  guint8 large_norias;   /* E2: the large pieces among them, the rest small */
  guint8 farmers;        /* in supply */
  guint8 goal_tokens;
  guint8 goals_done;     /* bit per goal card */
  guint8 n_tokens;
  guint8 tokens[2 * ALP_N_FRUITS];
  guint8 n_cards;
  guint8 cards[ALP_N_DELIVERY_CARDS];
  guint8 markets;        /* market actions with a delivery (M7) */
  guint8 sold;           /* leftovers sold: E2 happened */
  guint8 sale_items;     /* what was sold: fruits, norias by value, goal tokens */
} AlpPlayerState;

typedef struct
{
  guint8 fruit[ALP_N_FRUITS];    /* on its fields and crop tokens */
  guint8 crops[ALP_N_FRUITS];    /* crop tokens placed here */
  guint8 farmers[ALP_MAX_PLAYERS];
} AlpFarmlandState;

typedef struct
{
  guint8 n_tokens;
  guint8 tokens[ALP_TOKENS_PER_FRUIT];
  guint8 award;                  /* 0 green side up, 1 red side up, 2 gone */
  guint8 farmers[ALP_MAX_PLAYERS];
} AlpVillageState;

typedef struct
{
  guint8           phase;          /* AlpPhase */
  guint8           current;        /* mule whose turn it is */
  guint8           finished;       /* bit per mule: in the end space, done */
  guint8           used[ALP_N_ICONS + 2]; /* per icon, then market and harvest: uses at this stop */
  guint8           farmed;         /* bit per farmland: reached by this stop's add-farmer icons (A3) */
  guint8           zara_roll;      /* ALP_PHASE_ZARA_*: the roll being played */
  guint8           goal_completed; /* the space's own goal action completed a goal (A12) */
  guint8           spendable_tokens; /* goal tokens held when the mule stopped (A12) */
  guint8           norias_pending; /* N2: norias of the action under way above the limit */
  guint16          arrivals[ALP_MAX_MULES]; /* T1: the event at which each mule stopped */
  guint8           zara_pending;   /* what the card report is for */
  guint8           zara_turned;    /* Z7: the card turned up, ALP_NONE when unknown */
  guint8           zara_fruit;     /* Z6: the fruit and arrow read */
  guint8           zara_arrow;
  AlpPosition      mules[ALP_MAX_MULES];
  AlpPlayerState   players[ALP_MAX_PLAYERS];
  AlpFarmlandState farmlands[ALP_N_REGIONS];
  AlpVillageState  villages[ALP_N_REGIONS];
  guint8           supply_fruit[ALP_N_FRUITS];
  guint8           supply_crops[ALP_N_FRUITS];
  guint8           supply_norias;
  guint8           supply_goal_tokens;
  guint8           channels_used;
  guint64          channels_placed;
  guint8           tokens_out;     /* delivery tokens out of the game (S2, Z6) */
  guint8           goal_spots[ALP_N_GOAL_CARDS][ALP_MAX_GOAL_SPOTS]; /* player + 1, 0 free */
  guint8           market[ALP_N_FRUITS];
  guint8           display[ALP_MAX_DISPLAY];  /* card, ALP_NONE for an empty place */
  guint32          deck_unseen;    /* bit per card in the deck whose place is unknown */
  guint8           n_bottom;       /* cards put under the deck, in order (Z7) */
  guint8           top_fruit;      /* the back seen of the deck's top card (Z6, Z7), */
  guint8           top_arrow;      /*   ALP_NONE until someone looks */
  guint8           top_card;       /* the top card itself, where the table named it */
  guint8           bottom[ALP_N_DELIVERY_CARDS];
  guint16          n_events;
} AlpState;

gboolean    alp_board_init          (AlpBoard              *board,
                                     const AlpEditionData  *ed,
                                     const AlpSetup        *setup,
                                     GError               **error);
void        alp_state_init          (AlpState              *state,
                                     const AlpBoard        *board,
                                     const AlpSetup        *setup);
gboolean    alp_rules_apply         (const AlpBoard        *board,
                                     AlpState              *state,
                                     const AlpAction       *action,
                                     GError               **error);
gboolean    alp_rules_check         (const AlpBoard        *board,
                                     const AlpState        *state,
                                     GError               **error);
guint       alp_rules_next_mule     (const AlpBoard        *board,
                                     const AlpState        *state);
AlpPosition alp_rules_zara_walk     (const AlpBoard        *board,
                                     const AlpState        *state,
                                     guint                  pips);
gboolean    alp_rules_is_zara       (const AlpBoard        *board,
                                     guint                  mule);
guint       alp_rules_count_icon    (const AlpIconSet      *set,
                                     AlpIcon                icon);
const AlpIconSet *
            alp_rules_stop_icons    (const AlpBoard        *board,
                                     AlpPosition            pos);
gboolean    alp_rules_goal_met      (const AlpBoard        *board,
                                     const AlpState        *state,
                                     guint                  player,
                                     AlpGoal                goal);
guint       alp_rules_stop_count    (const AlpBoard        *board,
                                     const AlpState        *state,
                                     guint                  slot);
guint       alp_rules_sale_items    (const AlpBoard        *board,
                                     const AlpState        *state,
                                     guint                  player);


G_END_DECLS
