/* alp-edition-private.h: the printed contents of one physical copy
 *
 * Plain structs, filled by the edition loader and read by the rules.  Every
 * part carries a `known` flag: the real game's print is not public, so an
 * edition may lack any of it, and the rules ask for what they need with an
 * ALP_EDITION_ERROR_MISSING that names the item (rules file, "Edition data").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-types.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean known;
  guint8   n_icons;
  guint8   icons[ALP_MAX_ICONS];       /* AlpIcon; a repeated icon counts twice */
} AlpIconSet;

typedef struct
{
  AlpIconSet icons;                    /* market and harvest spots: the printed action */
  gboolean   value_known;              /* end spots: value is known */
  gint16     value;                    /* end spots: dirhams, when value_known */
  gboolean   four_player_only;         /* end spots */
} AlpSpotDef;

typedef struct
{
  AlpSpaceKind kind;
  AlpIconSet   icons;                  /* standard spaces */
  guint8       n_spots;                /* market, harvest, go and end spaces */
  AlpSpotDef   spots[ALP_MAX_SPOTS];
} AlpSpaceDef;

typedef struct
{
  gboolean    known;
  guint8      n_spaces;
  AlpSpaceDef spaces[ALP_MAX_SPACES];
} AlpSideDef;

typedef struct
{
  char           *id;                  /* the edition's own key for it, never shown */
  char           *name;                /* (nullable): the name the table gave the piece */
  AlpSegmentKind  kind;
  AlpSideDef      sides[2];            /* indexed by AlpSide */
} AlpSegmentDef;

typedef struct
{
  gboolean known;
  guint8   counts[ALP_TOKENS_PER_FRUIT];  /* fruit count n on each token (worth n+1) */
  gint8    removed_two_three;             /* index of the token S2 removes, -1 unknown */
} AlpTokenSetDef;

typedef struct
{
  gboolean known;
  guint8   front[ALP_N_FRUITS];        /* fruits to return, per type */
  gint16   value;                      /* dirhams */
  /* A card is described as it lies face up: its back, which only Zara
   * reads off the deck (Z6, Z7), may be unknown, and then nothing is
   * ruled out or taken from it */
  gboolean back_known;
  guint8   back_fruit;                 /* AlpFruit, when back_known */
  guint8   back_arrow;                 /* AlpArrow, when back_known */
} AlpCardDef;

typedef struct
{
  AlpIconSet green;
  AlpIconSet red;
} AlpAwardDef;

typedef struct
{
  gboolean   known;
  guint8     goals[2];                 /* AlpGoal: side A, side B */
  guint8     n_spots;                  /* 0: the spots are not known yet */
  AlpIconSet spots[ALP_MAX_GOAL_SPOTS];/* each spot's reward */
} AlpGoalCardDef;

typedef struct
{
  gboolean known;
  guint8   n_fields;
  guint8   fields[ALP_MAX_FIELDS];     /* AlpFruit printed on each field */
} AlpFarmlandDef;

typedef struct
{
  guint8   shape;                      /* AlpChannelShape */
  gboolean start;                      /* touches a printed start channel */
  guint8   dirhams;
  guint8   norias;
  guint8   leads_to;                   /* AlpRegion for T spaces, ALP_NONE otherwise */
  guint64  neighbours;                 /* bit i: touches channel space i */
  char    *id;
} AlpChannelDef;

typedef struct
{
  gboolean      known;
  guint8        n_channels;
  AlpChannelDef channels[ALP_MAX_CHANNELS];
} AlpCanalDef;

typedef struct
{
  char           *name;
  char           *description;
  gboolean        example;             /* made up, not the real game's print */
  guint           version;

  AlpSegmentDef   segments[ALP_N_SEGMENTS];
  AlpTokenSetDef  tokens[ALP_N_FRUITS];
  gboolean        display_known;       /* display_size is known */
  guint8          display_size;
  AlpCardDef      cards[ALP_N_DELIVERY_CARDS];
  gboolean        bonuses_known;
  gint16          bonuses[ALP_N_FRUITS];   /* market card positions 1-5 */
  AlpAwardDef     awards[ALP_N_REGIONS];   /* the award token of each village */
  AlpGoalCardDef  goal_cards[ALP_N_GOAL_CARDS];
  AlpFarmlandDef  farmlands[ALP_N_REGIONS];
  AlpCanalDef     canal;               /* optional: without it, irrigation is described per action */
  gboolean        start_known;
  gint16          start_dirhams;       /* each player's dirhams at the start (S6) */
} AlpEditionData;

G_END_DECLS

#include "alp-edition.h"

G_BEGIN_DECLS

const AlpEditionData *_alp_edition_get_data  (AlpEdition      *self);

/* alp-edition-read.c */
gboolean              _alp_edition_data_read (AlpEditionData  *data,
                                              JsonNode        *node,
                                              const char      *path_prefix,
                                              GError         **error);
/* S5: the first fruit whose fields, @per_fruit of them in all the
 * farmlands, need more fruits with 4 players than the game has; -1 */
gint                  _alp_edition_fields_overflow (const guint per_fruit[ALP_N_FRUITS]);

G_END_DECLS
