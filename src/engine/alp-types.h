/* alp-types.h: the small vocabulary every part of the engine shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

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

const char *alp_fruit_to_string      (AlpFruit      fruit);
gboolean    alp_fruit_from_string    (const char   *str,
                                      AlpFruit     *fruit);
const char *alp_fruit_get_name       (AlpFruit      fruit,
                                      guint         count);
const char *alp_region_to_string     (AlpRegion     region);
gboolean    alp_region_from_string   (const char   *str,
                                      AlpRegion    *region);
const char *alp_region_get_name      (AlpRegion     region);
const char *alp_icon_to_string       (AlpIcon       icon);
gboolean    alp_icon_from_string     (const char   *str,
                                      AlpIcon      *icon);
const char *alp_space_kind_to_string (AlpSpaceKind  kind);
gboolean    alp_space_kind_from_string (const char *str,
                                        AlpSpaceKind *kind);
const char *alp_segment_kind_to_string (AlpSegmentKind kind);
gboolean    alp_segment_kind_from_string (const char    *str,
                                          AlpSegmentKind *kind);
const char *alp_side_to_string       (AlpSide       side);
gboolean    alp_side_from_string     (const char   *str,
                                      AlpSide      *side);
const char *alp_goal_to_string       (AlpGoal       goal);
gboolean    alp_goal_from_string     (const char   *str,
                                      AlpGoal      *goal);
const char *alp_goal_get_description (AlpGoal       goal);
const char *alp_channel_shape_to_string (AlpChannelShape shape);
gboolean    alp_channel_shape_from_string (const char      *str,
                                           AlpChannelShape *shape);
const char *alp_arrow_to_string      (AlpArrow      arrow);
gboolean    alp_arrow_from_string    (const char   *str,
                                      AlpArrow     *arrow);

G_END_DECLS
