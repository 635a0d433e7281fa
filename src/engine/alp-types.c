/* alp-types.c: names of the engine's small vocabulary
 *
 * Each enum is a GType whose nicks, the `to_string` names, are the stable
 * identifiers of the JSON formats; the `get_name` texts are for people and
 * translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include "alp-json-private.h"
#include "alp-types.h"

ALP_DEFINE_ENUM (AlpFruit, alp_fruit,
  G_DEFINE_ENUM_VALUE (ALP_FRUIT_APPLE, "apple"),
  G_DEFINE_ENUM_VALUE (ALP_FRUIT_GRAPE, "grape"),
  G_DEFINE_ENUM_VALUE (ALP_FRUIT_ORANGE, "orange"),
  G_DEFINE_ENUM_VALUE (ALP_FRUIT_CHERRY, "cherry"),
  G_DEFINE_ENUM_VALUE (ALP_FRUIT_LEMON, "lemon"))

ALP_DEFINE_ENUM (AlpRegion, alp_region,
  G_DEFINE_ENUM_VALUE (ALP_REGION_GREEN, "green"),
  G_DEFINE_ENUM_VALUE (ALP_REGION_PURPLE, "purple"),
  G_DEFINE_ENUM_VALUE (ALP_REGION_ORANGE, "orange"),
  G_DEFINE_ENUM_VALUE (ALP_REGION_RED, "red"),
  G_DEFINE_ENUM_VALUE (ALP_REGION_YELLOW, "yellow"))

ALP_DEFINE_ENUM (AlpIcon, alp_icon,
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER, "add-farmer"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER_GREEN, "add-farmer-green"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER_PURPLE, "add-farmer-purple"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER_ORANGE, "add-farmer-orange"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER_RED, "add-farmer-red"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_ADD_FARMER_YELLOW, "add-farmer-yellow"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_MOVE_FARMER, "move-farmer"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_IRRIGATE, "irrigate"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_NORIA, "noria"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_FRUIT, "fruit"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_DIRHAM, "dirham"),
  G_DEFINE_ENUM_VALUE (ALP_ICON_GOAL, "goal"))

ALP_DEFINE_ENUM (AlpSpaceKind, alp_space_kind,
  G_DEFINE_ENUM_VALUE (ALP_SPACE_STANDARD, "standard"),
  G_DEFINE_ENUM_VALUE (ALP_SPACE_MARKET, "market"),
  G_DEFINE_ENUM_VALUE (ALP_SPACE_HARVEST, "harvest"),
  G_DEFINE_ENUM_VALUE (ALP_SPACE_GO, "go"),
  G_DEFINE_ENUM_VALUE (ALP_SPACE_END, "end"))

ALP_DEFINE_ENUM (AlpSegmentKind, alp_segment_kind,
  G_DEFINE_ENUM_VALUE (ALP_SEGMENT_GO, "go"),
  G_DEFINE_ENUM_VALUE (ALP_SEGMENT_MARKET, "market"),
  G_DEFINE_ENUM_VALUE (ALP_SEGMENT_HARVEST, "harvest"),
  G_DEFINE_ENUM_VALUE (ALP_SEGMENT_END, "end"))

ALP_DEFINE_ENUM (AlpSide, alp_side,
  G_DEFINE_ENUM_VALUE (ALP_SIDE_FOUR_PLAYER, "four_player"),
  G_DEFINE_ENUM_VALUE (ALP_SIDE_TWO_THREE_PLAYER, "two_three_player"))

ALP_DEFINE_ENUM (AlpChannelShape, alp_channel_shape,
  G_DEFINE_ENUM_VALUE (ALP_CHANNEL_STRAIGHT, "straight"),
  G_DEFINE_ENUM_VALUE (ALP_CHANNEL_T, "t"))

ALP_DEFINE_ENUM (AlpArrow, alp_arrow,
  G_DEFINE_ENUM_VALUE (ALP_ARROW_UP, "up"),
  G_DEFINE_ENUM_VALUE (ALP_ARROW_DOWN, "down"))

ALP_DEFINE_ENUM (AlpGoal, alp_goal,
  G_DEFINE_ENUM_VALUE (ALP_GOAL_THREE_DIFFERENT_FRUITS, "three-different-fruits"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_TWO_PAIRS, "two-pairs"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_THREE_FARMERS_ONE_FARMLAND, "three-farmers-one-farmland"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS, "two-farmers-two-farmlands"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_THREE_DIFFERENT_TOKENS, "three-different-delivery-tokens"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_TWO_SAME_TOKENS, "two-same-delivery-tokens"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_FARMERS_FOUR_VILLAGES, "farmer-four-villages"),
  G_DEFINE_ENUM_VALUE (ALP_GOAL_TWO_FARMERS_TWO_VILLAGES, "two-farmers-two-villages"))

/* No file holds a phase: these names are for logs and tests */
ALP_DEFINE_ENUM (AlpPhase, alp_phase,
  G_DEFINE_ENUM_VALUE (ALP_PHASE_MOVE, "move"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_ACT, "act"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_REVEAL, "reveal"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_ZARA_ROLL, "zara-roll"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_ZARA_CARD, "zara-card"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_ZARA_CHOOSE, "zara-choose"),
  G_DEFINE_ENUM_VALUE (ALP_PHASE_OVER, "over"))

/* The class of an enum type, referenced for the program's life on first
 * use: the names are asked for at every JSON read and write */
static GEnumClass *
enum_class (GType type)
{
  GEnumClass *klass = g_type_class_peek_static (type);

  if (klass == NULL)
    klass = g_type_class_ref (type);

  return klass;
}

/**
 * alp_enum_from_nick:
 * @type: an enum type of the engine (%ALP_TYPE_FRUIT, ...)
 * @nick: (nullable): a name of the JSON formats
 * @value: (out): its value, set only on success
 *
 * Returns: whether @nick is one of @type's names
 */
gboolean
alp_enum_from_nick (GType       type,
                    const char *nick,
                    int        *value)
{
  GEnumValue *v;

  g_return_val_if_fail (G_TYPE_IS_ENUM (type), FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (nick == NULL || (v = g_enum_get_value_by_nick (enum_class (type), nick)) == NULL)
    return FALSE;

  *value = v->value;
  return TRUE;
}

/**
 * alp_enum_to_nick:
 * @type: an enum type of the engine (%ALP_TYPE_FRUIT, ...)
 * @value: one of its values
 *
 * Returns: (nullable): the name of @value in the JSON formats; %NULL when
 *   @value is none of @type's
 */
const char *
alp_enum_to_nick (GType type,
                  int   value)
{
  GEnumValue *v;

  g_return_val_if_fail (G_TYPE_IS_ENUM (type), NULL);

  v = g_enum_get_value (enum_class (type), value);

  return v != NULL ? v->value_nick : NULL;
}

/**
 * alp_json_walk_unknown:
 * @unknown: the message, untranslated (marked with N_()), with one %s for
 *   the quoted @str
 * @str: the name that was not known
 *
 * Fails @w at its path with @unknown, translated.
 *
 * Returns: %FALSE
 */
gboolean
alp_json_walk_unknown (AlpJsonWalk *w,
                       const char  *unknown,
                       const char  *str)
{
  g_autofree char *quoted = alp_json_quote (str);

  /* The format is the caller's literal, checked by xgettext and msgfmt as
   * c-format; it is translated here so that a success costs no lookup */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return alp_json_walk_invalid (w, g_dgettext (GETTEXT_PACKAGE, unknown), quoted);
#pragma GCC diagnostic pop
}

/**
 * alp_json_walk_enum:
 * @node: a string node, at the walk's path
 * @type: an enum type of the engine (%ALP_TYPE_FRUIT, ...)
 * @unknown: see alp_json_walk_unknown()
 * @out: (out): the value, set only on success
 *
 * Reads @node as one of @type's names.
 *
 * Returns: %TRUE on success; %FALSE with the walk's error set, naming the
 *   path, when @node is no string or no name of @type
 */
gboolean
alp_json_walk_enum (AlpJsonWalk *w,
                    JsonNode    *node,
                    GType        type,
                    const char  *unknown,
                    int         *out)
{
  const char *str = alp_json_walk_string (w, node);

  if (str == NULL)
    return FALSE;
  if (!alp_enum_from_nick (type, str, out))
    return alp_json_walk_unknown (w, unknown, str);

  return TRUE;
}

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
  static const char * const names[ALP_N_REGIONS] = {
    [ALP_REGION_GREEN] = NC_("region", "green"),
    [ALP_REGION_PURPLE] = NC_("region", "purple"),
    [ALP_REGION_ORANGE] = NC_("region", "orange"),
    [ALP_REGION_RED] = NC_("region", "red"),
    [ALP_REGION_YELLOW] = NC_("region", "yellow"),
  };

  g_return_val_if_fail ((guint) region < ALP_N_REGIONS, NULL);

  return g_dpgettext2 (GETTEXT_PACKAGE, "region", names[region]);
}

/**
 * alp_goal_get_description:
 *
 * Returns: the translated requirement of @goal (rules file, goal table)
 */
const char *
alp_goal_get_description (AlpGoal goal)
{
  static const char * const descriptions[ALP_N_GOALS] = {
    [ALP_GOAL_THREE_DIFFERENT_FRUITS] = N_("Hold at least 3 different fruits"),
    [ALP_GOAL_TWO_PAIRS] = N_("Hold 2 pairs: at least 2 of one fruit and 2 of another"),
    [ALP_GOAL_THREE_FARMERS_ONE_FARMLAND] = N_("Have 3 of your farmers in one farmland"),
    [ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS] = N_("Have 2 of your farmers in each of 2 farmlands"),
    [ALP_GOAL_THREE_DIFFERENT_TOKENS] = N_("Hold 3 delivery tokens of different fruits"),
    [ALP_GOAL_TWO_SAME_TOKENS] = N_("Hold 2 delivery tokens of the same fruit"),
    [ALP_GOAL_FARMERS_FOUR_VILLAGES] = N_("Have a farmer in each of 4 different villages"),
    [ALP_GOAL_TWO_FARMERS_TWO_VILLAGES] = N_("Have 2 of your farmers in each of 2 villages"),
  };

  g_return_val_if_fail ((guint) goal < ALP_N_GOALS, NULL);

  return _(descriptions[goal]);
}
