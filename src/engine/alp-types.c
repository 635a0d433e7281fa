/* alp-types.c: names of the engine's small vocabulary
 *
 * The `to_string` names are the stable identifiers of the JSON formats; the
 * `get_name` texts are for people and translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-types.h"

static const char * const fruit_ids[ALP_N_FRUITS] = {
  "apple", "grape", "orange", "cherry", "lemon",
};

static const char * const region_ids[ALP_N_REGIONS] = {
  "green", "purple", "orange", "red", "yellow",
};

static const char * const icon_ids[ALP_N_ICONS] = {
  "add-farmer",
  "add-farmer-green", "add-farmer-purple", "add-farmer-orange", "add-farmer-red",
  "add-farmer-yellow",
  "move-farmer", "irrigate", "noria", "fruit", "dirham", "goal",
};

static const char * const space_kind_ids[] = {
  "standard", "market", "harvest", "go", "end",
};

static const char * const segment_kind_ids[] = {
  "go", "market", "harvest", "end",
};

static const char * const side_ids[] = {
  "four_player", "two_three_player",
};

static const char * const channel_shape_ids[] = {
  "straight", "t",
};

static const char * const arrow_ids[] = {
  "up", "down",
};

static const char * const goal_ids[ALP_N_GOALS] = {
  "three-different-fruits",
  "two-pairs",
  "three-farmers-one-farmland",
  "two-farmers-two-farmlands",
  "three-different-delivery-tokens",
  "two-same-delivery-tokens",
  "farmer-four-villages",
  "two-farmers-two-villages",
};

static gboolean
lookup (const char * const *ids,
        guint               n_ids,
        const char         *str,
        guint              *out)
{
  if (str == NULL)
    return FALSE;

  for (guint i = 0; i < n_ids; i++)
    if (strcmp (ids[i], str) == 0)
      {
        *out = i;
        return TRUE;
      }

  return FALSE;
}

#define DEFINE_ENUM_STRINGS(Type, name, ids)                                  \
  const char *                                                                \
  alp_##name##_to_string (Type value)                                         \
  {                                                                           \
    g_return_val_if_fail ((guint) value < G_N_ELEMENTS (ids), NULL);          \
    return ids[value];                                                        \
  }                                                                           \
                                                                              \
  gboolean                                                                    \
  alp_##name##_from_string (const char *str,                                  \
                            Type       *value)                                \
  {                                                                           \
    guint i;                                                                  \
                                                                              \
    if (!lookup (ids, G_N_ELEMENTS (ids), str, &i))                           \
      return FALSE;                                                           \
    *value = (Type) i;                                                        \
    return TRUE;                                                              \
  }

DEFINE_ENUM_STRINGS (AlpFruit, fruit, fruit_ids)
DEFINE_ENUM_STRINGS (AlpRegion, region, region_ids)
DEFINE_ENUM_STRINGS (AlpIcon, icon, icon_ids)
DEFINE_ENUM_STRINGS (AlpSpaceKind, space_kind, space_kind_ids)
DEFINE_ENUM_STRINGS (AlpSegmentKind, segment_kind, segment_kind_ids)
DEFINE_ENUM_STRINGS (AlpSide, side, side_ids)
DEFINE_ENUM_STRINGS (AlpGoal, goal, goal_ids)
DEFINE_ENUM_STRINGS (AlpChannelShape, channel_shape, channel_shape_ids)
DEFINE_ENUM_STRINGS (AlpArrow, arrow, arrow_ids)

/**
 * alp_fruit_get_name:
 * @count: how many; picks the singular or the plural
 *
 * Returns: the translated name of @fruit
 */
const char *
alp_fruit_get_name (AlpFruit fruit,
                    guint    count)
{
  switch (fruit)
    {
    case ALP_FRUIT_APPLE:
      return g_dngettext (GETTEXT_PACKAGE, "apple", "apples", count);
    case ALP_FRUIT_GRAPE:
      return g_dngettext (GETTEXT_PACKAGE, "grape", "grapes", count);
    case ALP_FRUIT_ORANGE:
      return g_dngettext (GETTEXT_PACKAGE, "orange", "oranges", count);
    case ALP_FRUIT_CHERRY:
      return g_dngettext (GETTEXT_PACKAGE, "cherry", "cherries", count);
    case ALP_FRUIT_LEMON:
      return g_dngettext (GETTEXT_PACKAGE, "lemon", "lemons", count);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * alp_region_get_name:
 *
 * Returns: the translated colour of a farmland and its village (with a
 *   context of its own: "orange" is a fruit too)
 */
const char *
alp_region_get_name (AlpRegion region)
{
  switch (region)
    {
    case ALP_REGION_GREEN:
      return C_("region", "green");
    case ALP_REGION_PURPLE:
      return C_("region", "purple");
    case ALP_REGION_ORANGE:
      return C_("region", "orange");
    case ALP_REGION_RED:
      return C_("region", "red");
    case ALP_REGION_YELLOW:
      return C_("region", "yellow");
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * alp_goal_get_description:
 *
 * Returns: the translated requirement of @goal (rules file, goal table)
 */
const char *
alp_goal_get_description (AlpGoal goal)
{
  switch (goal)
    {
    case ALP_GOAL_THREE_DIFFERENT_FRUITS:
      return _("Hold at least 3 different fruits");
    case ALP_GOAL_TWO_PAIRS:
      return _("Hold 2 pairs: at least 2 of one fruit and 2 of another");
    case ALP_GOAL_THREE_FARMERS_ONE_FARMLAND:
      return _("Have 3 of your farmers in one farmland");
    case ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS:
      return _("Have 2 of your farmers in each of 2 farmlands");
    case ALP_GOAL_THREE_DIFFERENT_TOKENS:
      return _("Hold 3 delivery tokens of different fruits");
    case ALP_GOAL_TWO_SAME_TOKENS:
      return _("Hold 2 delivery tokens of the same fruit");
    case ALP_GOAL_FARMERS_FOUR_VILLAGES:
      return _("Have a farmer in each of 4 different villages");
    case ALP_GOAL_TWO_FARMERS_TWO_VILLAGES:
      return _("Have 2 of your farmers in each of 2 villages");
    case ALP_N_GOALS:
    default:
      g_return_val_if_reached (NULL);
    }
}
