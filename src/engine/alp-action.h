/* alp-action.h: one event of a game, as the table entered it
 *
 * Moves, actions, noria spends, the end of a turn, and the observations the
 * table makes (a card turned up, Zara's die) are all actions: a game is its
 * setup plus the list of its actions, so a replay is exact.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-types.h"

G_BEGIN_DECLS

typedef enum
{
  ALP_ACTION_MOVE,            /* space, spot */
  ALP_ACTION_ADD_FARMER,      /* icon; n placements of (from, to, fruit) */
  ALP_ACTION_MOVE_FARMER,     /* from[0], to[0], fruit[0] */
  ALP_ACTION_IRRIGATE,        /* channel, or shape/dirhams/norias/to[0] without a canal map; crop */
  ALP_ACTION_TAKE_NORIAS,
  ALP_ACTION_TAKE_FRUIT,      /* n fruits in fruits[] */
  ALP_ACTION_TAKE_DIRHAMS,
  ALP_ACTION_COMPLETE_GOAL,   /* goal_card, goal_spot, from[0], use_token */
  ALP_ACTION_GOAL_TOKEN,
  ALP_ACTION_MARKET,          /* village + token, card, n award fruits in fruits[] */
  ALP_ACTION_HARVEST,
  ALP_ACTION_SPEND_NORIAS,    /* cost; 3-5: from[0] to[0] fruit[0]; 2: likewise; 1: fruit[0] back, fruit[1] taken */
  ALP_ACTION_END_TURN,
  ALP_ACTION_REVEAL_CARD,     /* card: the card the table turned up */
  ALP_ACTION_ZARA_ROLL,       /* value, die */
  ALP_ACTION_ZARA_CARD,       /* card, or back fruit + arrow: what the table saw of a card */
  ALP_ACTION_ZARA_CHOOSE,     /* village: which of equal tokens Zara removes */
  ALP_N_ACTIONS
} AlpActionKind;

typedef struct
{
  guint8 kind;        /* AlpActionKind */
  guint8 icon;        /* ADD_FARMER: which icon of the space (AlpIcon) */
  guint8 space;       /* MOVE: index on the track */
  guint8 spot;        /* MOVE: spot of a market, harvest or end space */
  guint8 n;           /* placements (ADD_FARMER) or fruits (TAKE_FRUIT, MARKET awards) */
  guint8 from[2];     /* AlpRegion, ALP_NONE for the supply */
  guint8 to[2];       /* AlpRegion */
  guint8 fruit[2];    /* AlpFruit taken with each placement, ALP_NONE for none */
  guint8 fruits[ALP_MAX_ICONS];
  guint8 village;     /* MARKET: AlpRegion, ALP_NONE for no delivery token */
  guint8 token;       /* MARKET: token code (ALP_TOKEN) */
  guint8 card;        /* MARKET, REVEAL_CARD, ZARA_CARD: edition card index, ALP_NONE for none */
  guint8 channel;     /* IRRIGATE with a canal map */
  guint8 shape;       /* IRRIGATE without: AlpChannelShape */
  guint8 dirhams;     /* IRRIGATE without: dirhams printed on the channel space */
  guint8 norias;      /* IRRIGATE without: norias printed on the channel space */
  guint8 crop;        /* IRRIGATE: AlpFruit of the crop token, ALP_NONE for none */
  guint8 goal_card;   /* COMPLETE_GOAL */
  guint8 goal_spot;   /* COMPLETE_GOAL */
  guint8 use_token;   /* COMPLETE_GOAL: spend a goal token (A12) */
  guint8 cost;        /* SPEND_NORIAS: 1-5 */
  guint8 large;       /* SPEND_NORIAS: large norias returned (E2), ALP_NONE for the fewest */
  guint8 value;       /* ZARA_ROLL: the die */
  guint8 arrow;       /* ZARA_CARD without a known card: AlpArrow */
  guint8 die;         /* ZARA_ROLL: ALP_DIE_APP for the app's seeded die, else physical */
} AlpAction;

/* Which die a ZARA_ROLL came from: the table's own (also every roll of a
 * record older than the seeded die), or the app's, drawn from the setup's
 * seed (alp_setup_roll()) and checked against it on replay */
#define ALP_DIE_PHYSICAL 0
#define ALP_DIE_APP      1

#define ALP_TYPE_ACTION_KIND (alp_action_kind_get_type ())

ALP_DECLARE_ENUM (AlpActionKind, alp_action_kind)

#define ALP_TYPE_ACTION (alp_action_get_type ())

GType       alp_action_get_type        (void) G_GNUC_CONST;
void        alp_action_init            (AlpAction        *self,
                                        AlpActionKind     kind);
AlpAction  *alp_action_copy            (const AlpAction  *self);
void        alp_action_free            (AlpAction        *self);
gboolean    alp_action_equal           (const AlpAction  *a,
                                        const AlpAction  *b);
char       *alp_action_to_string       (const AlpAction  *self);
JsonNode   *alp_action_to_node         (const AlpAction  *self);
gboolean    alp_action_from_node       (AlpAction        *self,
                                        JsonNode         *node,
                                        const char       *path,
                                        GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpAction, alp_action_free)

G_END_DECLS
