/* alp-types.h: the small vocabulary every part of the engine shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define ALP_N_FRUITS          5
#define ALP_N_REGIONS         5
#define ALP_N_SEGMENTS        10
#define ALP_MAX_PLAYERS       4
#define ALP_MAX_MULES         4   /* 4 players, or 2 players and Zara */
#define ALP_MAX_SPACES        16  /* spaces on one side of one segment */
#define ALP_MAX_TRACK         (ALP_N_SEGMENTS * ALP_MAX_SPACES)
#define ALP_MAX_SPOTS         8
#define ALP_MAX_ICONS         12
#define ALP_TOKENS_PER_FRUIT  5
#define ALP_N_DELIVERY_CARDS  20
#define ALP_MAX_DISPLAY       8
#define ALP_N_GOAL_CARDS      4
#define ALP_MAX_GOAL_SPOTS    8
#define ALP_MAX_FIELDS        8
#define ALP_MAX_CHANNELS      64
#define ALP_NONE              0xff

/* The pieces' fixed counts (rules file, "Components") */
#define ALP_FRUITS_PER_TYPE   21
#define ALP_FARMERS_PER_PLAYER 15
#define ALP_CHANNEL_TOKENS    15
#define ALP_CROP_TOKENS_PER_FRUIT 2
#define ALP_GOAL_TOKENS       10
#define ALP_NORIA_VALUE_TOTAL 25  /* 10 small worth 1, 5 large worth 3 */
#define ALP_FRUIT_LIMIT       5
#define ALP_NORIA_LIMIT       5

/* Fruit i is the main fruit of region i: the farmland and the village of
 * that colour. */
typedef enum
{
  ALP_FRUIT_APPLE,
  ALP_FRUIT_GRAPE,
  ALP_FRUIT_ORANGE,
  ALP_FRUIT_CHERRY,
  ALP_FRUIT_LEMON,
} AlpFruit;

typedef enum
{
  ALP_REGION_GREEN,
  ALP_REGION_PURPLE,
  ALP_REGION_ORANGE,
  ALP_REGION_RED,
  ALP_REGION_YELLOW,
} AlpRegion;

typedef enum
{
  ALP_SPACE_STANDARD,
  ALP_SPACE_MARKET,
  ALP_SPACE_HARVEST,
  ALP_SPACE_GO,
  ALP_SPACE_END,
} AlpSpaceKind;

typedef enum
{
  ALP_SEGMENT_GO,
  ALP_SEGMENT_MARKET,
  ALP_SEGMENT_HARVEST,
  ALP_SEGMENT_END,
} AlpSegmentKind;

typedef enum
{
  ALP_SIDE_FOUR_PLAYER,
  ALP_SIDE_TWO_THREE_PLAYER,
} AlpSide;

/* The icons printed on spaces, spots, award tokens and goal rewards. */
typedef enum
{
  ALP_ICON_ADD_FARMER,          /* any farmland */
  ALP_ICON_ADD_FARMER_GREEN,    /* ALP_ICON_ADD_FARMER_GREEN + region */
  ALP_ICON_ADD_FARMER_PURPLE,
  ALP_ICON_ADD_FARMER_ORANGE,
  ALP_ICON_ADD_FARMER_RED,
  ALP_ICON_ADD_FARMER_YELLOW,
  ALP_ICON_MOVE_FARMER,
  ALP_ICON_IRRIGATE,
  ALP_ICON_NORIA,
  ALP_ICON_FRUIT,
  ALP_ICON_DIRHAM,
  ALP_ICON_GOAL,
  ALP_N_ICONS
} AlpIcon;

/* The action slots of a stop: one per icon, then the market and harvest
 * actions */
#define ALP_SLOT_MARKET  ALP_N_ICONS
#define ALP_SLOT_HARVEST (ALP_N_ICONS + 1)

typedef enum
{
  ALP_GOAL_THREE_DIFFERENT_FRUITS,
  ALP_GOAL_TWO_PAIRS,
  ALP_GOAL_THREE_FARMERS_ONE_FARMLAND,
  ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS,
  ALP_GOAL_THREE_DIFFERENT_TOKENS,
  ALP_GOAL_TWO_SAME_TOKENS,
  ALP_GOAL_FARMERS_FOUR_VILLAGES,
  ALP_GOAL_TWO_FARMERS_TWO_VILLAGES,
  ALP_N_GOALS
} AlpGoal;

typedef enum
{
  ALP_CHANNEL_STRAIGHT,
  ALP_CHANNEL_T,
} AlpChannelShape;

typedef enum
{
  ALP_ARROW_UP,
  ALP_ARROW_DOWN,
} AlpArrow;

/* Where a game stands: whose step is due (AlpState, AlpGame:phase) */
typedef enum
{
  ALP_PHASE_MOVE,        /* the mule to move has not moved yet */
  ALP_PHASE_ACT,         /* moved: actions, noria spends, End turn */
  ALP_PHASE_REVEAL,      /* a delivery card was taken: the table turns up the next */
  ALP_PHASE_ZARA_ROLL,   /* Zara's turn: her die */
  ALP_PHASE_ZARA_CARD,   /* Zara stopped: the table reports the card she needs */
  ALP_PHASE_ZARA_CHOOSE, /* Zara removes one of equal tokens in two villages */
  ALP_PHASE_OVER,
} AlpPhase;

/* Where a mule stands */
typedef struct
{
  guint8 space;   /* index on the track, 0 is the go space */
  guint8 spot;
} AlpPosition;

/* Each enum above is a GType whose nicks are its names in the JSON formats
 * (docs/edition-format.md, docs/game-format.md); alp_X_to_string() and
 * alp_X_from_string() give and read those names. */
#define ALP_DECLARE_ENUM(TypeName, type_name)                                \
  GType       type_name##_get_type    (void) G_GNUC_CONST;                   \
  const char *type_name##_to_string   (TypeName    value);                   \
  gboolean    type_name##_from_string (const char *str,                      \
                                       TypeName   *value);

#define ALP_TYPE_FRUIT         (alp_fruit_get_type ())
#define ALP_TYPE_REGION        (alp_region_get_type ())
#define ALP_TYPE_SPACE_KIND    (alp_space_kind_get_type ())
#define ALP_TYPE_SEGMENT_KIND  (alp_segment_kind_get_type ())
#define ALP_TYPE_SIDE          (alp_side_get_type ())
#define ALP_TYPE_ICON          (alp_icon_get_type ())
#define ALP_TYPE_GOAL          (alp_goal_get_type ())
#define ALP_TYPE_CHANNEL_SHAPE (alp_channel_shape_get_type ())
#define ALP_TYPE_ARROW         (alp_arrow_get_type ())
#define ALP_TYPE_PHASE         (alp_phase_get_type ())

ALP_DECLARE_ENUM (AlpFruit, alp_fruit)
ALP_DECLARE_ENUM (AlpRegion, alp_region)
ALP_DECLARE_ENUM (AlpSpaceKind, alp_space_kind)
ALP_DECLARE_ENUM (AlpSegmentKind, alp_segment_kind)
ALP_DECLARE_ENUM (AlpSide, alp_side)
ALP_DECLARE_ENUM (AlpIcon, alp_icon)
ALP_DECLARE_ENUM (AlpGoal, alp_goal)
ALP_DECLARE_ENUM (AlpChannelShape, alp_channel_shape)
ALP_DECLARE_ENUM (AlpArrow, alp_arrow)
ALP_DECLARE_ENUM (AlpPhase, alp_phase)

gboolean    alp_enum_from_nick       (GType         type,
                                      const char   *nick,
                                      int          *value);
const char *alp_enum_to_nick         (GType         type,
                                      int           value);

const char *alp_fruit_get_name       (AlpFruit      fruit,
                                      guint         count);
const char *alp_region_get_name      (AlpRegion     region);
const char *alp_goal_get_description (AlpGoal       goal);

G_END_DECLS
