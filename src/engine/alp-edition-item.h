/* alp-edition-item.h: an item of an edition file, named by its JSON path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "alp-edition.h"
#include "alp-setup.h"
#include "alp-types.h"

G_BEGIN_DECLS

/**
 * AlpEditionItemKind:
 *
 * The items the app asks for, shows or corrects one by one.  The comment
 * of each gives its path; S is a segment, J a space of its side, K a spot
 * of that space (or of a goal card), C a delivery card, G a goal card, T a
 * delivery token of a fruit's five, A a goal card's side (0: side A).
 */
typedef enum
{
  ALP_EDITION_ITEM_SEGMENT_ID,       /* segments[S].id */
  ALP_EDITION_ITEM_SEGMENT_KIND,     /* segments[S].kind */
  ALP_EDITION_ITEM_SIDE,             /* segments[S].sides.<side> */
  ALP_EDITION_ITEM_SIDE_SPACES,      /* segments[S].sides.<side>.spaces */
  ALP_EDITION_ITEM_SPACE,            /* segments[S].sides.<side>.spaces[J] */
  ALP_EDITION_ITEM_SPACE_ICONS,      /* segments[S].sides.<side>.spaces[J].icons */
  ALP_EDITION_ITEM_SPACE_SPOTS,      /* segments[S].sides.<side>.spaces[J].spots */
  ALP_EDITION_ITEM_SPOT_ICONS,       /* segments[S].sides.<side>.spaces[J].spots[K].icons */
  ALP_EDITION_ITEM_SPOT_VALUE,       /* segments[S].sides.<side>.spaces[J].spots[K].value */
  ALP_EDITION_ITEM_TOKENS,           /* delivery_tokens.<fruit> */
  ALP_EDITION_ITEM_TOKEN_COUNT,      /* delivery_tokens.<fruit>.counts[T] */
  ALP_EDITION_ITEM_TOKENS_REMOVED,   /* delivery_tokens.<fruit>.removed_two_three */
  ALP_EDITION_ITEM_CARD_DISPLAY,     /* delivery_cards.display */
  ALP_EDITION_ITEM_CARD,             /* delivery_cards.cards[C] */
  ALP_EDITION_ITEM_MARKET_BONUSES,   /* market_card.bonuses */
  ALP_EDITION_ITEM_AWARD_GREEN_SIDE, /* award_tokens.<region>.green_side */
  ALP_EDITION_ITEM_AWARD_RED_SIDE,   /* award_tokens.<region>.red_side */
  ALP_EDITION_ITEM_GOAL_CARD,        /* goal_cards[G] */
  ALP_EDITION_ITEM_GOAL_SIDE,        /* goal_cards[G].sides[A] */
  ALP_EDITION_ITEM_GOAL_SPOTS,       /* goal_cards[G].spots */
  ALP_EDITION_ITEM_GOAL_SPOT,        /* goal_cards[G].spots[K] */
  ALP_EDITION_ITEM_FARMLAND,         /* farmlands.<region> */
  ALP_EDITION_ITEM_START,            /* start */
  ALP_EDITION_ITEM_START_DIRHAMS,    /* start.dirhams */
  ALP_EDITION_ITEM_CANAL,            /* canal */
  ALP_EDITION_ITEM_CANAL_CHANNELS,   /* canal.channels */
  ALP_N_EDITION_ITEMS
} AlpEditionItemKind;

/**
 * AlpEditionItem:
 * @kind: which item
 * @segment: S, a segment of the edition (< %ALP_N_SEGMENTS)
 * @side: the segment's side
 * @space: J, a space of the side (< %ALP_MAX_SPACES)
 * @spot: K, a spot of the space (< %ALP_MAX_SPOTS) or of the goal card
 *   (< %ALP_MAX_GOAL_SPOTS)
 * @card: C, a delivery card (< %ALP_N_DELIVERY_CARDS), or G, a goal card
 *   (< %ALP_N_GOAL_CARDS)
 * @index: T, a delivery token (< %ALP_TOKENS_PER_FRUIT), or A, a goal
 *   card's side (< 2)
 * @fruit: the fruit of delivery tokens
 * @region: the farmland, or the village of an award token
 *
 * Only the fields @kind's path names mean something; the others are 0.
 */
typedef struct
{
  AlpEditionItemKind kind;
  guint              segment;
  AlpSide            side;
  guint              space;
  guint              spot;
  guint              card;
  guint              index;
  AlpFruit           fruit;
  AlpRegion          region;
} AlpEditionItem;

/**
 * AlpEditionSection:
 *
 * The top-level parts of an edition file, which every path (an item's, or
 * one below an item that the loader names) starts with.
 */
typedef enum
{
  ALP_EDITION_SECTION_NONE,            /* no path of the format */
  ALP_EDITION_SECTION_SEGMENTS,        /* segments */
  ALP_EDITION_SECTION_DELIVERY_TOKENS, /* delivery_tokens */
  ALP_EDITION_SECTION_DELIVERY_CARDS,  /* delivery_cards */
  ALP_EDITION_SECTION_MARKET_CARD,     /* market_card */
  ALP_EDITION_SECTION_AWARD_TOKENS,    /* award_tokens */
  ALP_EDITION_SECTION_GOAL_CARDS,      /* goal_cards */
  ALP_EDITION_SECTION_FARMLANDS,       /* farmlands */
  ALP_EDITION_SECTION_START,           /* start */
  ALP_EDITION_SECTION_CANAL,           /* canal */
  ALP_N_EDITION_SECTIONS
} AlpEditionSection;

#define ALP_TYPE_EDITION_ITEM (alp_edition_item_get_type ())

GType             alp_edition_item_get_type   (void) G_GNUC_CONST;
AlpEditionItem   *alp_edition_item_copy       (const AlpEditionItem *item);
void              alp_edition_item_free       (AlpEditionItem       *item);
gboolean          alp_edition_item_parse      (const char           *path,
                                               AlpEditionItem       *item);
char             *alp_edition_item_to_path    (const AlpEditionItem *item);
AlpEditionSection alp_edition_section_of_path (const char           *path);
char             *alp_edition_item_describe   (const AlpEditionItem *item,
                                               AlpEdition           *edition,
                                               const AlpSetup       *setup,
                                               const char           *who,
                                               char                **details);
char             *alp_edition_item_explain_refusal (const AlpEditionItem *item,
                                                    AlpEdition           *edition,
                                                    const GError         *error,
                                                    char                **field);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpEditionItem, alp_edition_item_free)

G_END_DECLS
