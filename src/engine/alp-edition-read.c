/* alp-edition-read.c: reading an edition file into AlpEditionData
 *
 * The walk over a parsed edition (docs/edition-format.md): every item is
 * checked against the rules it serves, and every refusal names the JSON
 * path of the problem.  What a file leaves out stays unknown (its `known`
 * flag false): the rules ask for it when they need it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-edition-private.h"
#include "alp-json-private.h"

#define ALL_ICONS   ((1u << ALP_N_ICONS) - 1)
#define AWARD_ICONS ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA) | (1u << ALP_ICON_FRUIT))
#define GOAL_ICONS  ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA))

/* ------------------------------------------------------------------------ */
/* The walk over the tree                                                   */

static gboolean
required (AlpJsonWalk *w)
{
  return alp_json_walk_invalid (w, _("required, but absent"));
}

/* A name people read: @what says which, in plain words */
static const char *
expect_id (AlpJsonWalk *w,
           JsonNode    *node,
           const char  *what)
{
  const char *str = alp_json_walk_text (w, node, what, ALP_EDITION_MAX_NAME_LENGTH, FALSE);

  if (str != NULL && *str == '\0')
    {
      alp_json_walk_invalid (w, _("must not be empty"));
      return NULL;
    }

  return str;
}

/* The members of most objects: required or optional, of a simple type */

static gboolean
int_member (AlpJsonWalk *w,
            JsonObject  *object,
            const char  *key,
            int          min,
            int          max,
            gboolean     is_required,
            int         *out,
            gboolean    *present)
{
  JsonNode *node = alp_json_get_member (object, key);
  gsize len = alp_json_walk_push_key (w, key);
  gboolean ret = TRUE;

  if (node != NULL)
    ret = alp_json_walk_int (w, node, min, max, out);
  else if (is_required)
    ret = required (w);

  if (present != NULL)
    *present = (node != NULL);

  alp_json_walk_pop (w, len);
  return ret;
}

static gboolean
bool_member (AlpJsonWalk *w,
             JsonObject  *object,
             const char  *key,
             gboolean    *out)
{
  JsonNode *node = alp_json_get_member (object, key);
  gsize len = alp_json_walk_push_key (w, key);
  gboolean ret = TRUE;

  *out = FALSE;
  if (node != NULL)
    ret = alp_json_walk_bool (w, node, out);

  alp_json_walk_pop (w, len);
  return ret;
}

typedef enum
{
  NAMES_SPACE_KIND,
  NAMES_SEGMENT_KIND,
  NAMES_ARROW,
  NAMES_SHAPE,
  NAMES_FARMLAND,
} Names;

static gboolean
unknown_name (AlpJsonWalk *w,
              Names        names,
              const char  *str)
{
  g_autofree char *quoted = alp_json_quote (str);

  switch (names)
    {
    case NAMES_SPACE_KIND:
      return alp_json_walk_invalid (w, _("unknown space kind %s"), quoted);
    case NAMES_SEGMENT_KIND:
      return alp_json_walk_invalid (w, _("unknown segment kind %s"), quoted);
    case NAMES_ARROW:
      return alp_json_walk_invalid (w, _("unknown arrow %s (expected \"up\" or \"down\")"), quoted);
    case NAMES_SHAPE:
      return alp_json_walk_invalid (w, _("unknown shape %s (expected \"t\" or \"straight\")"),
                                    quoted);
    case NAMES_FARMLAND:
      return alp_json_walk_invalid (w, _("unknown farmland %s"), quoted);
    default:
      g_assert_not_reached ();
    }
}

/* @str as one of the @names (alp-types.c holds them): its value, or -1 */
static int
lookup_name (Names       names,
             const char *str)
{
  switch (names)
    {
    case NAMES_SPACE_KIND:
      {
        AlpSpaceKind kind;

        return alp_space_kind_from_string (str, &kind) ? (int) kind : -1;
      }
    case NAMES_SEGMENT_KIND:
      {
        AlpSegmentKind kind;

        return alp_segment_kind_from_string (str, &kind) ? (int) kind : -1;
      }
    case NAMES_ARROW:
      {
        AlpArrow arrow;

        return alp_arrow_from_string (str, &arrow) ? (int) arrow : -1;
      }
    case NAMES_SHAPE:
      {
        AlpChannelShape shape;

        return alp_channel_shape_from_string (str, &shape) ? (int) shape : -1;
      }
    case NAMES_FARMLAND:
      {
        AlpRegion region;

        return alp_region_from_string (str, &region) ? (int) region : -1;
      }
    default:
      g_assert_not_reached ();
    }
}

/* Reads a required string member as one of the @names: its value, or -1
 * with @w's error set */
static int
enum_member (AlpJsonWalk *w,
             JsonObject  *object,
             const char  *key,
             Names        names)
{
  JsonNode *node = alp_json_get_member (object, key);
  gsize len = alp_json_walk_push_key (w, key);
  const char *str;
  int ret = -1;

  if (node == NULL)
    required (w);
  else if ((str = alp_json_walk_string (w, node)) != NULL &&
           (ret = lookup_name (names, str)) < 0)
    unknown_name (w, names, str);

  alp_json_walk_pop (w, len);
  return ret;
}

static gboolean
read_fruit (AlpJsonWalk *w,
            JsonNode    *node,
            AlpFruit    *fruit)
{
  const char *str = alp_json_walk_string (w, node);

  if (str == NULL)
    return FALSE;

  if (!alp_fruit_from_string (str, fruit))
    {
      g_autofree char *quoted = alp_json_quote (str);

      return alp_json_walk_invalid (w, _("unknown fruit %s"), quoted);
    }

  return TRUE;
}

static char *
describe_icons (guint mask)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ALP_N_ICONS; i++)
    if (mask & (1u << i))
      {
        if (out->len > 0)
          g_string_append (out, ", ");
        g_string_append (out, alp_icon_to_string (i));
      }

  return g_string_free (out, FALSE);
}

/* An icon list; @node NULL means not known */
static gboolean
read_icons (AlpJsonWalk *w,
            JsonNode    *node,
            guint        allowed,
            AlpIconSet  *set)
{
  JsonArray *array;

  memset (set, 0, sizeof *set);
  if (node == NULL)
    return TRUE;

  if ((array = alp_json_walk_array (w, node, 0, ALP_MAX_ICONS)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize len = alp_json_walk_push_index (w, i);
      const char *str = alp_json_walk_string (w, json_array_get_element (array, i));
      AlpIcon icon;

      if (str == NULL)
        return FALSE;

      if (!alp_icon_from_string (str, &icon))
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("unknown icon %s"), quoted);
        }

      if (!(allowed & (1u << icon)))
        {
          g_autofree char *quoted = alp_json_quote (str);
          g_autofree char *list = describe_icons (allowed);

          /* TRANSLATORS: the second %s is a list of icon names */
          return alp_json_walk_invalid (w, _("icon %s is not allowed here (allowed: %s)"),
                                        quoted, list);
        }

      /* A3: the farmers one space adds go to different farmlands, so a
       * farmland's colour shown twice asks for the impossible, and so
       * does a space adding more farmers than there are farmlands */
      if (icon >= ALP_ICON_ADD_FARMER_GREEN && icon <= ALP_ICON_ADD_FARMER_YELLOW)
        for (guint j = 0; j < set->n_icons; j++)
          if (set->icons[j] == icon)
            {
              g_autofree char *quoted = alp_json_quote (str);

              return alp_json_walk_invalid (w, _("%s is shown twice, but the farmers one space "
                                                 "adds go to different farmlands (rule A3)"),
                                            quoted);
            }
      if (icon == ALP_ICON_ADD_FARMER ||
          (icon >= ALP_ICON_ADD_FARMER_GREEN && icon <= ALP_ICON_ADD_FARMER_YELLOW))
        {
          guint farmers = 1;

          for (guint j = 0; j < set->n_icons; j++)
            farmers += set->icons[j] == ALP_ICON_ADD_FARMER ||
                       (set->icons[j] >= ALP_ICON_ADD_FARMER_GREEN &&
                        set->icons[j] <= ALP_ICON_ADD_FARMER_YELLOW);
          if (farmers > ALP_N_REGIONS)
            return alp_json_walk_invalid (w, _("a space adds farmers to different farmlands, "
                                               "at most %u (rule A3)"),
                                          ALP_N_REGIONS);
        }

      set->icons[set->n_icons++] = icon;
      alp_json_walk_pop (w, len);
    }

  set->known = TRUE;
  return TRUE;
}

static gboolean
icons_member (AlpJsonWalk *w,
              JsonObject  *object,
              const char  *key,
              guint        allowed,
              gboolean     is_required,
              AlpIconSet  *set)
{
  JsonNode *node = alp_json_get_member (object, key);
  gsize len = alp_json_walk_push_key (w, key);
  gboolean ret;

  if (node == NULL && is_required)
    ret = required (w);
  else
    ret = read_icons (w, node, allowed, set);

  alp_json_walk_pop (w, len);
  return ret;
}

/* Segments */

static gboolean
read_spots (AlpJsonWalk *w,
            JsonObject  *object,
            AlpSide      side,
            AlpSpaceDef *space)
{
  static const char * const icon_keys[] = { "icons", NULL };
  static const char * const end_keys[] = { "value", "four_player_only", NULL };
  guint min_spots = side == ALP_SIDE_FOUR_PLAYER ? 4 : 3;
  JsonNode *node = alp_json_get_member (object, "spots");
  gsize len = alp_json_walk_push_key (w, "spots");
  JsonArray *array;
  guint usable = 0;
  int n;

  if (node == NULL)
    return required (w);

  if (space->kind == ALP_SPACE_GO)
    {
      if (!alp_json_walk_int (w, node, 1, ALP_MAX_SPOTS, &n))
        return FALSE;
      if ((guint) n < min_spots)
        return alp_json_walk_invalid (w, g_dngettext (GETTEXT_PACKAGE,
                                                      "this side needs at least %u start spot",
                                                      "this side needs at least %u start spots",
                                                      min_spots),
                                      min_spots);
      space->n_spots = n;
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((array = alp_json_walk_array (w, node, 1, ALP_MAX_SPOTS)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      AlpSpotDef *spot = &space->spots[i];
      gsize spot_len = alp_json_walk_push_index (w, i);
      JsonObject *spot_object;
      int value;

      spot_object = alp_json_walk_object (w, json_array_get_element (array, i),
                                          space->kind == ALP_SPACE_END ? end_keys : icon_keys);
      if (spot_object == NULL)
        return FALSE;

      if (space->kind == ALP_SPACE_END)
        {
          /* An end spot's dirhams may be unknown: the table is asked when
           * a mule arrives there, not when the track is laid out */
          if (!int_member (w, spot_object, "value", 0, 99, FALSE, &value, &spot->value_known) ||
              !bool_member (w, spot_object, "four_player_only", &spot->four_player_only))
            return FALSE;
          spot->value = spot->value_known ? value : 0;
          if (side == ALP_SIDE_FOUR_PLAYER || !spot->four_player_only)
            usable++;
        }
      else if (!icons_member (w, spot_object, "icons", ALL_ICONS, FALSE, &spot->icons))
        return FALSE;

      space->n_spots++;
      alp_json_walk_pop (w, spot_len);
    }

  if (space->kind == ALP_SPACE_END && usable < min_spots)
    return alp_json_walk_invalid (w, g_dngettext (GETTEXT_PACKAGE,
                                                  "this side needs at least %u end spot "
                                                  "for its players",
                                                  "this side needs at least %u end spots "
                                                  "for its players",
                                                  min_spots),
                                  min_spots);

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_space (AlpJsonWalk *w,
            JsonNode    *node,
            AlpSide      side,
            AlpSpaceDef *space)
{
  static const char * const kind_keys[] = { "kind", "icons", "spots", NULL };
  static const char * const standard_keys[] = { "kind", "icons", NULL };
  static const char * const spots_keys[] = { "kind", "spots", NULL };
  JsonObject *object;
  int kind;

  if ((object = alp_json_walk_object (w, node, kind_keys)) == NULL)
    return FALSE;

  kind = enum_member (w, object, "kind", NAMES_SPACE_KIND);
  if (kind < 0)
    return FALSE;
  space->kind = kind;

  if (!alp_json_walk_object (w, node, kind == ALP_SPACE_STANDARD ? standard_keys : spots_keys))
    return FALSE;

  if (kind == ALP_SPACE_STANDARD)
    return icons_member (w, object, "icons", ALL_ICONS, FALSE, &space->icons);

  return read_spots (w, object, side, space);
}

/* Which spaces a segment's side holds and where */
static gboolean
check_side (AlpJsonWalk   *w,
            AlpSegmentKind segment_kind,
            AlpSideDef    *side_def)
{
  static const AlpSpaceKind special[] = {
    [ALP_SEGMENT_GO] = ALP_SPACE_GO,
    [ALP_SEGMENT_MARKET] = ALP_SPACE_MARKET,
    [ALP_SEGMENT_HARVEST] = ALP_SPACE_HARVEST,
    [ALP_SEGMENT_END] = ALP_SPACE_END,
  };
  AlpSpaceKind wanted = special[segment_kind];
  gboolean seen = FALSE;

  for (guint i = 0; i < side_def->n_spaces; i++)
    {
      AlpSpaceKind kind = side_def->spaces[i].kind;
      gsize len;

      if (kind == ALP_SPACE_STANDARD)
        continue;

      len = alp_json_walk_push_key (w, "spaces");
      alp_json_walk_push_index (w, i);

      if (kind != wanted)
        {
          g_autofree char *quoted_space = alp_json_quote (alp_space_kind_to_string (kind));
          g_autofree char *quoted_segment = alp_json_quote (alp_segment_kind_to_string (segment_kind));

          return alp_json_walk_invalid (w, _("a %s space cannot be on a %s segment"),
                                        quoted_space, quoted_segment);
        }
      if (seen)
        return alp_json_walk_invalid (w, _("a segment side has only one space of its kind"));
      if (kind == ALP_SPACE_GO && i != 0)
        return alp_json_walk_invalid (w, _("the go space must be the first space of its side"));
      if (kind == ALP_SPACE_END && i != side_def->n_spaces - 1u)
        return alp_json_walk_invalid (w, _("the end space must be the last space of its side"));

      seen = TRUE;
      alp_json_walk_pop (w, len);
    }

  if (!seen)
    {
      g_autofree char *quoted_space = alp_json_quote (alp_space_kind_to_string (wanted));
      g_autofree char *quoted_segment = alp_json_quote (alp_segment_kind_to_string (segment_kind));

      return alp_json_walk_invalid (w, _("a %s segment needs a %s space"),
                                    quoted_segment, quoted_space);
    }

  return TRUE;
}

static gboolean
read_side (AlpJsonWalk   *w,
           JsonNode      *node,
           AlpSegmentKind segment_kind,
           AlpSide        side,
           AlpSideDef    *side_def)
{
  static const char * const keys[] = { "spaces", NULL };
  JsonObject *object;
  JsonArray *array;
  JsonNode *spaces;
  gsize len;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  len = alp_json_walk_push_key (w, "spaces");
  if ((spaces = alp_json_get_member (object, "spaces")) == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, spaces, 1, ALP_MAX_SPACES)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize space_len = alp_json_walk_push_index (w, i);

      if (!read_space (w, json_array_get_element (array, i), side, &side_def->spaces[i]))
        return FALSE;
      side_def->n_spaces++;
      alp_json_walk_pop (w, space_len);
    }
  alp_json_walk_pop (w, len);

  if (!check_side (w, segment_kind, side_def))
    return FALSE;

  side_def->known = TRUE;
  return TRUE;
}

static gboolean
read_segment (AlpJsonWalk   *w,
              JsonNode      *node,
              AlpSegmentDef *segment)
{
  static const char * const keys[] = { "id", "kind", "sides", NULL };
  static const char * const side_keys[] = { "four_player", "two_three_player", NULL };
  JsonObject *object, *sides_object;
  JsonNode *id, *sides;
  const char *str;
  gsize len;
  int kind;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  len = alp_json_walk_push_key (w, "id");
  if ((id = alp_json_get_member (object, "id")) == NULL)
    return required (w);
  if ((str = expect_id (w, id, _("a segment’s id"))) == NULL)
    return FALSE;
  segment->id = g_strdup (str);
  alp_json_walk_pop (w, len);

  kind = enum_member (w, object, "kind", NAMES_SEGMENT_KIND);
  if (kind < 0)
    return FALSE;
  segment->kind = kind;

  if ((sides = alp_json_get_member (object, "sides")) == NULL)
    return TRUE;

  len = alp_json_walk_push_key (w, "sides");
  if ((sides_object = alp_json_walk_object (w, sides, side_keys)) == NULL)
    return FALSE;

  for (guint side = 0; side < 2; side++)
    {
      JsonNode *side_node = alp_json_get_member (sides_object, side_keys[side]);
      gsize side_len;

      if (side_node == NULL)
        continue;

      side_len = alp_json_walk_push_key (w, side_keys[side]);
      if (!read_side (w, side_node, kind, side, &segment->sides[side]))
        return FALSE;
      alp_json_walk_pop (w, side_len);
    }
  alp_json_walk_pop (w, len);

  return TRUE;
}

static gboolean
read_segments (AlpJsonWalk    *w,
               JsonObject     *root,
               AlpEditionData *data)
{
  static const guint wanted[] = {
    [ALP_SEGMENT_GO] = 1,
    [ALP_SEGMENT_MARKET] = 4,
    [ALP_SEGMENT_HARVEST] = 4,
    [ALP_SEGMENT_END] = 1,
  };
  JsonNode *node = alp_json_get_member (root, "segments");
  gsize len = alp_json_walk_push_key (w, "segments");
  guint counts[G_N_ELEMENTS (wanted)] = { 0, };
  JsonArray *array;

  if (node == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, node, ALP_N_SEGMENTS, ALP_N_SEGMENTS)) == NULL)
    return FALSE;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      AlpSegmentDef *segment = &data->segments[i];
      gsize segment_len = alp_json_walk_push_index (w, i);

      if (!read_segment (w, json_array_get_element (array, i), segment))
        return FALSE;

      for (guint j = 0; j < i; j++)
        if (g_strcmp0 (data->segments[j].id, segment->id) == 0)
          {
            g_autofree char *quoted = alp_json_quote (segment->id);

            alp_json_walk_push_key (w, "id");
            return alp_json_walk_invalid (w, _("duplicate id %s (also segments[%u])"), quoted, j);
          }

      counts[segment->kind]++;
      alp_json_walk_pop (w, segment_len);
    }

  for (guint kind = 0; kind < G_N_ELEMENTS (wanted); kind++)
    if (counts[kind] != wanted[kind])
      {
        g_autofree char *quoted = alp_json_quote (alp_segment_kind_to_string (kind));

        return alp_json_walk_invalid (w, g_dngettext (GETTEXT_PACKAGE,
                                                      "expected %u %s segment, found %u",
                                                      "expected %u %s segments, found %u",
                                                      wanted[kind]),
                                      wanted[kind], quoted, counts[kind]);
      }

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* Delivery tokens, cards and the market card */

static gboolean
read_tokens (AlpJsonWalk    *w,
             JsonObject     *root,
             AlpEditionData *data)
{
  static const char * const keys[] = { "counts", "removed_two_three", NULL };
  static const char * const fruit_keys[] = { "apple", "grape", "orange", "cherry", "lemon", NULL };
  JsonNode *node = alp_json_get_member (root, "delivery_tokens");
  gsize len = alp_json_walk_push_key (w, "delivery_tokens");
  JsonObject *object;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, fruit_keys)) == NULL)
    return FALSE;

  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      AlpTokenSetDef *tokens = &data->tokens[fruit];
      JsonNode *fruit_node = alp_json_get_member (object, fruit_keys[fruit]);
      JsonObject *fruit_object;
      JsonNode *counts;
      JsonArray *array;
      gsize fruit_len, counts_len;
      gboolean present;
      int removed;

      if (fruit_node == NULL)
        continue;

      fruit_len = alp_json_walk_push_key (w, fruit_keys[fruit]);
      if ((fruit_object = alp_json_walk_object (w, fruit_node, keys)) == NULL)
        return FALSE;

      counts_len = alp_json_walk_push_key (w, "counts");
      if ((counts = alp_json_get_member (fruit_object, "counts")) == NULL)
        return required (w);
      if ((array = alp_json_walk_array (w, counts, ALP_TOKENS_PER_FRUIT,
                                        ALP_TOKENS_PER_FRUIT)) == NULL)
        return FALSE;
      for (guint i = 0; i < ALP_TOKENS_PER_FRUIT; i++)
        {
          gsize count_len = alp_json_walk_push_index (w, i);
          int count;

          if (!alp_json_walk_int (w, json_array_get_element (array, i), 1, 10, &count))
            return FALSE;
          tokens->counts[i] = count;
          alp_json_walk_pop (w, count_len);
        }
      alp_json_walk_pop (w, counts_len);

      if (!int_member (w, fruit_object, "removed_two_three", 0, ALP_TOKENS_PER_FRUIT - 1, FALSE,
                       &removed, &present))
        return FALSE;
      tokens->removed_two_three = present ? removed : -1;
      tokens->known = TRUE;
      alp_json_walk_pop (w, fruit_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_card (AlpJsonWalk *w,
           JsonNode    *node,
           AlpCardDef  *card)
{
  static const char * const keys[] = { "front", "value", "back", NULL };
  static const char * const back_keys[] = { "fruit", "arrow", NULL };
  JsonObject *object, *back_object;
  JsonNode *front, *back;
  JsonArray *array;
  gsize len;
  int value, arrow;
  AlpFruit fruit;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  len = alp_json_walk_push_key (w, "front");
  if ((front = alp_json_get_member (object, "front")) == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, front, 1, 10)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize fruit_len = alp_json_walk_push_index (w, i);

      if (!read_fruit (w, json_array_get_element (array, i), &fruit))
        return FALSE;
      card->front[fruit]++;
      alp_json_walk_pop (w, fruit_len);
    }
  alp_json_walk_pop (w, len);

  if (!int_member (w, object, "value", 0, 99, TRUE, &value, NULL))
    return FALSE;
  card->value = value;

  len = alp_json_walk_push_key (w, "back");
  if ((back = alp_json_get_member (object, "back")) == NULL)
    return required (w);
  if ((back_object = alp_json_walk_object (w, back, back_keys)) == NULL)
    return FALSE;

  {
    gsize fruit_len = alp_json_walk_push_key (w, "fruit");
    JsonNode *fruit_node = alp_json_get_member (back_object, "fruit");

    if (fruit_node == NULL)
      return required (w);
    if (!read_fruit (w, fruit_node, &fruit))
      return FALSE;
    alp_json_walk_pop (w, fruit_len);
  }

  arrow = enum_member (w, back_object, "arrow", NAMES_ARROW);
  if (arrow < 0)
    return FALSE;
  alp_json_walk_pop (w, len);

  card->back_fruit = fruit;
  card->back_arrow = arrow;
  card->known = TRUE;
  return TRUE;
}

static gboolean
read_cards (AlpJsonWalk    *w,
            JsonObject     *root,
            AlpEditionData *data)
{
  static const char * const keys[] = { "display", "cards", NULL };
  JsonNode *node = alp_json_get_member (root, "delivery_cards");
  gsize len = alp_json_walk_push_key (w, "delivery_cards");
  JsonObject *object;
  JsonNode *cards;
  JsonArray *array;
  int display;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  if (!int_member (w, object, "display", 1, ALP_MAX_DISPLAY, FALSE, &display,
                   &data->display_known))
    return FALSE;
  data->display_size = data->display_known ? display : 0;

  if ((cards = alp_json_get_member (object, "cards")) != NULL)
    {
      gsize cards_len = alp_json_walk_push_key (w, "cards");

      array = alp_json_walk_array (w, cards, ALP_N_DELIVERY_CARDS, ALP_N_DELIVERY_CARDS);
      if (array == NULL)
        return FALSE;

      for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
        {
          JsonNode *card = json_array_get_element (array, i);
          gsize card_len;

          if (JSON_NODE_HOLDS_NULL (card))
            continue;

          card_len = alp_json_walk_push_index (w, i);
          if (!read_card (w, card, &data->cards[i]))
            return FALSE;
          alp_json_walk_pop (w, card_len);
        }
      alp_json_walk_pop (w, cards_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_market_card (AlpJsonWalk    *w,
                  JsonObject     *root,
                  AlpEditionData *data)
{
  static const char * const keys[] = { "bonuses", NULL };
  JsonNode *node = alp_json_get_member (root, "market_card");
  gsize len = alp_json_walk_push_key (w, "market_card");
  JsonObject *object;
  JsonNode *bonuses;
  JsonArray *array;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  if ((bonuses = alp_json_get_member (object, "bonuses")) != NULL)
    {
      gsize bonuses_len = alp_json_walk_push_key (w, "bonuses");

      if ((array = alp_json_walk_array (w, bonuses, ALP_N_FRUITS, ALP_N_FRUITS)) == NULL)
        return FALSE;

      for (guint i = 0; i < ALP_N_FRUITS; i++)
        {
          gsize bonus_len = alp_json_walk_push_index (w, i);
          int bonus;

          if (!alp_json_walk_int (w, json_array_get_element (array, i), 0, 20, &bonus))
            return FALSE;
          data->bonuses[i] = bonus;
          alp_json_walk_pop (w, bonus_len);
        }
      data->bonuses_known = TRUE;
      alp_json_walk_pop (w, bonuses_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* Award tokens, goal cards, farmlands */

static const char * const region_keys[] = { "green", "purple", "orange", "red", "yellow", NULL };

static gboolean
read_awards (AlpJsonWalk    *w,
             JsonObject     *root,
             AlpEditionData *data)
{
  static const char * const keys[] = { "green_side", "red_side", NULL };
  JsonNode *node = alp_json_get_member (root, "award_tokens");
  gsize len = alp_json_walk_push_key (w, "award_tokens");
  JsonObject *object;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, region_keys)) == NULL)
    return FALSE;

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      AlpAwardDef *award = &data->awards[region];
      JsonNode *award_node = alp_json_get_member (object, region_keys[region]);
      JsonObject *award_object;
      gsize award_len;

      if (award_node == NULL)
        continue;

      award_len = alp_json_walk_push_key (w, region_keys[region]);
      if ((award_object = alp_json_walk_object (w, award_node, keys)) == NULL)
        return FALSE;
      if (!icons_member (w, award_object, "green_side", AWARD_ICONS, FALSE, &award->green) ||
          !icons_member (w, award_object, "red_side", AWARD_ICONS, FALSE, &award->red))
        return FALSE;
      alp_json_walk_pop (w, award_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_goal_card (AlpJsonWalk    *w,
                JsonNode       *node,
                guint           card_index,
                int            *goal_cards,
                AlpGoalCardDef *card)
{
  static const char * const keys[] = { "sides", "spots", NULL };
  static const char * const spot_keys[] = { "reward", NULL };
  JsonObject *object;
  JsonNode *sides, *spots;
  JsonArray *array;
  gsize len;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  len = alp_json_walk_push_key (w, "sides");
  if ((sides = alp_json_get_member (object, "sides")) == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, sides, 2, 2)) == NULL)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      gsize goal_len = alp_json_walk_push_index (w, i);
      const char *str = alp_json_walk_string (w, json_array_get_element (array, i));
      AlpGoal goal;

      if (str == NULL)
        return FALSE;
      if (!alp_goal_from_string (str, &goal))
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("unknown goal %s"), quoted);
        }
      if (goal_cards[goal] >= 0)
        {
          g_autofree char *quoted = alp_json_quote (str);

          if ((guint) goal_cards[goal] == card_index)
            return alp_json_walk_invalid (w, _("goal %s is on both sides of the card"), quoted);
          return alp_json_walk_invalid (w, _("goal %s is also on goal_cards[%d]"),
                                        quoted, goal_cards[goal]);
        }
      goal_cards[goal] = card_index;
      card->goals[i] = goal;
      alp_json_walk_pop (w, goal_len);
    }
  alp_json_walk_pop (w, len);

  len = alp_json_walk_push_key (w, "spots");
  if ((spots = alp_json_get_member (object, "spots")) == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, spots, 1, ALP_MAX_GOAL_SPOTS)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize spot_len = alp_json_walk_push_index (w, i);
      JsonObject *spot;

      if ((spot = alp_json_walk_object (w, json_array_get_element (array, i), spot_keys)) == NULL)
        return FALSE;
      if (!icons_member (w, spot, "reward", GOAL_ICONS, TRUE, &card->spots[i]))
        return FALSE;
      card->n_spots++;
      alp_json_walk_pop (w, spot_len);
    }
  alp_json_walk_pop (w, len);

  card->known = TRUE;
  return TRUE;
}

static gboolean
read_goal_cards (AlpJsonWalk    *w,
                 JsonObject     *root,
                 AlpEditionData *data)
{
  JsonNode *node = alp_json_get_member (root, "goal_cards");
  gsize len = alp_json_walk_push_key (w, "goal_cards");
  int goal_cards[ALP_N_GOALS];
  JsonArray *array;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((array = alp_json_walk_array (w, node, ALP_N_GOAL_CARDS, ALP_N_GOAL_CARDS)) == NULL)
    return FALSE;

  for (guint i = 0; i < ALP_N_GOALS; i++)
    goal_cards[i] = -1;

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      JsonNode *card = json_array_get_element (array, i);
      gsize card_len;

      if (JSON_NODE_HOLDS_NULL (card))
        continue;

      card_len = alp_json_walk_push_index (w, i);
      if (!read_goal_card (w, card, i, goal_cards, &data->goal_cards[i]))
        return FALSE;
      alp_json_walk_pop (w, card_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_farmlands (AlpJsonWalk    *w,
                JsonObject     *root,
                AlpEditionData *data)
{
  static const char * const keys[] = { "fields", NULL };
  JsonNode *node = alp_json_get_member (root, "farmlands");
  gsize len = alp_json_walk_push_key (w, "farmlands");
  guint fields_per_fruit[ALP_N_FRUITS] = { 0, };
  JsonObject *object;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, region_keys)) == NULL)
    return FALSE;

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      AlpFarmlandDef *farmland = &data->farmlands[region];
      JsonNode *farmland_node = alp_json_get_member (object, region_keys[region]);
      JsonObject *farmland_object;
      JsonNode *fields;
      JsonArray *array;
      gsize farmland_len, fields_len;

      if (farmland_node == NULL)
        continue;

      farmland_len = alp_json_walk_push_key (w, region_keys[region]);
      if ((farmland_object = alp_json_walk_object (w, farmland_node, keys)) == NULL)
        return FALSE;

      fields_len = alp_json_walk_push_key (w, "fields");
      if ((fields = alp_json_get_member (farmland_object, "fields")) == NULL)
        return required (w);
      if ((array = alp_json_walk_array (w, fields, 1, ALP_MAX_FIELDS)) == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          gsize field_len = alp_json_walk_push_index (w, i);
          AlpFruit fruit;

          if (!read_fruit (w, json_array_get_element (array, i), &fruit))
            return FALSE;
          farmland->fields[farmland->n_fields++] = fruit;
          fields_per_fruit[fruit]++;
          alp_json_walk_pop (w, field_len);
        }
      alp_json_walk_pop (w, fields_len);

      farmland->known = TRUE;
      alp_json_walk_pop (w, farmland_len);
    }

  /* S5 puts 3 fruits on each field with 4 players, out of 21 of each type */
  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    if (fields_per_fruit[fruit] * 3 > ALP_FRUITS_PER_TYPE)
      return alp_json_walk_invalid (w,
                                    _("%u fields of %s need %u fruits with 4 players, "
                                      "but the game has only %u"),
                                    fields_per_fruit[fruit], alp_fruit_to_string (fruit),
                                    fields_per_fruit[fruit] * 3, ALP_FRUITS_PER_TYPE);

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* The canal map */

static int
find_channel (AlpCanalDef *canal,
              guint        n,
              const char  *id)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (canal->channels[i].id, id) == 0)
      return (int) i;

  return -1;
}

static gboolean
read_channel (AlpJsonWalk    *w,
              JsonNode       *node,
              guint           index,
              AlpChannelDef  *channel,
              AlpEditionData *data)
{
  static const char * const keys[] = {
    "id", "shape", "start", "dirhams", "norias", "leads_to", "neighbours", NULL
  };
  AlpCanalDef *canal = &data->canal;
  JsonObject *object;
  JsonNode *id, *leads_to;
  const char *str;
  gsize len;
  int shape, dirhams, norias;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  len = alp_json_walk_push_key (w, "id");
  if ((id = alp_json_get_member (object, "id")) == NULL)
    return required (w);
  if ((str = expect_id (w, id, _("a channel’s id"))) == NULL)
    return FALSE;
  if (find_channel (canal, index, str) >= 0)
    {
      g_autofree char *quoted = alp_json_quote (str);

      return alp_json_walk_invalid (w, _("duplicate id %s (also canal.channels[%d])"), quoted,
                                    find_channel (canal, index, str));
    }
  channel->id = g_strdup (str);
  alp_json_walk_pop (w, len);

  shape = enum_member (w, object, "shape", NAMES_SHAPE);
  if (shape < 0)
    return FALSE;
  channel->shape = shape;

  dirhams = norias = 0;
  if (!bool_member (w, object, "start", &channel->start) ||
      !int_member (w, object, "dirhams", 0, 5, FALSE, &dirhams, NULL) ||
      !int_member (w, object, "norias", 0, 5, FALSE, &norias, NULL))
    return FALSE;
  channel->dirhams = dirhams;
  channel->norias = norias;

  leads_to = alp_json_get_member (object, "leads_to");
  channel->leads_to = ALP_NONE;
  if (shape == ALP_CHANNEL_T)
    {
      int region = enum_member (w, object, "leads_to", NAMES_FARMLAND);
      if (region < 0)
        return FALSE;
      channel->leads_to = region;
    }
  else if (leads_to != NULL)
    {
      len = alp_json_walk_push_key (w, "leads_to");
      return alp_json_walk_invalid (w, _("a straight channel leads to no farmland"));
    }

  return TRUE;
}

static gboolean
read_neighbours (AlpJsonWalk    *w,
                 JsonObject     *object,
                 guint           index,
                 AlpEditionData *data)
{
  AlpCanalDef *canal = &data->canal;
  JsonNode *node = alp_json_get_member (object, "neighbours");
  gsize len = alp_json_walk_push_key (w, "neighbours");
  guint64 listed = 0;
  JsonArray *array;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((array = alp_json_walk_array (w, node, 0, ALP_MAX_CHANNELS)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize neighbour_len = alp_json_walk_push_index (w, i);
      const char *str = expect_id (w, json_array_get_element (array, i), _("a channel’s id"));
      guint64 bit;
      int other;

      if (str == NULL)
        return FALSE;

      other = find_channel (canal, canal->n_channels, str);
      if (other < 0)
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("no channel has the id %s"), quoted);
        }
      if ((guint) other == index)
        return alp_json_walk_invalid (w, _("a channel cannot be its own neighbour"));

      bit = G_GUINT64_CONSTANT (1) << other;
      if (listed & bit)
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("neighbour %s is listed twice"), quoted);
        }

      /* Either end may list the other: the map is symmetric */
      listed |= bit;
      canal->channels[index].neighbours |= bit;
      canal->channels[other].neighbours |= G_GUINT64_CONSTANT (1) << index;
      alp_json_walk_pop (w, neighbour_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_canal (AlpJsonWalk    *w,
            JsonObject     *root,
            AlpEditionData *data)
{
  static const char * const keys[] = { "channels", NULL };
  AlpCanalDef *canal = &data->canal;
  JsonNode *node = alp_json_get_member (root, "canal");
  gsize len = alp_json_walk_push_key (w, "canal");
  gboolean any_start = FALSE;
  JsonObject *object;
  JsonNode *channels;
  JsonArray *array;
  gsize channels_len;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  channels_len = alp_json_walk_push_key (w, "channels");
  if ((channels = alp_json_get_member (object, "channels")) == NULL)
    return required (w);
  if ((array = alp_json_walk_array (w, channels, 1, ALP_MAX_CHANNELS)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gsize channel_len = alp_json_walk_push_index (w, i);

      if (!read_channel (w, json_array_get_element (array, i), i, &canal->channels[i], data))
        return FALSE;
      canal->n_channels++;
      any_start |= canal->channels[i].start;
      alp_json_walk_pop (w, channel_len);
    }

  /* Ids may point forward: resolve them once all are known */
  for (guint i = 0; i < canal->n_channels; i++)
    {
      gsize channel_len = alp_json_walk_push_index (w, i);

      if (!read_neighbours (w, json_array_get_object_element (array, i), i, data))
        return FALSE;
      alp_json_walk_pop (w, channel_len);
    }

  if (!any_start)
    return alp_json_walk_invalid (w, _("no channel is a start channel"));

  alp_json_walk_pop (w, channels_len);
  canal->known = TRUE;
  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_start (AlpJsonWalk    *w,
            JsonObject     *root,
            AlpEditionData *data)
{
  static const char * const keys[] = { "dirhams", NULL };
  JsonNode *node = alp_json_get_member (root, "start");
  gsize len = alp_json_walk_push_key (w, "start");
  JsonObject *object;
  int dirhams;

  if (node == NULL)
    {
      alp_json_walk_pop (w, len);
      return TRUE;
    }

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;
  if (!int_member (w, object, "dirhams", 0, 99, FALSE, &dirhams, &data->start_known))
    return FALSE;
  data->start_dirhams = data->start_known ? dirhams : 0;

  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_header (AlpJsonWalk    *w,
             JsonObject     *root,
             AlpEditionData *data)
{
  JsonNode *node;
  const char *str;
  gsize len;
  int version;

  /* Format and version come first: a newer file may have keys we do not know */
  len = alp_json_walk_push_key (w, "format");
  if ((node = alp_json_get_member (root, "format")) == NULL)
    return alp_json_walk_invalid (w,
                                  _("required, but absent: this is not an Arriero edition file"));
  if ((str = alp_json_walk_string (w, node)) == NULL)
    return FALSE;
  if (strcmp (str, ALP_EDITION_FORMAT) != 0)
    {
      g_autofree char *quoted = alp_json_quote (str);

      return alp_json_walk_invalid (w, _("%s is not an Arriero edition file (expected \"%s\")"),
                                    quoted, ALP_EDITION_FORMAT);
    }
  alp_json_walk_pop (w, len);

  len = alp_json_walk_push_key (w, "version");
  if ((node = alp_json_get_member (root, "version")) == NULL)
    return required (w);
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64 &&
      json_node_get_int (node) > ALP_EDITION_VERSION)
    {
      g_autofree char *found = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

      /* TRANSLATORS: the %s and %d are format version numbers */
      return alp_json_walk_fail (w, ALP_EDITION_ERROR_VERSION,
                                 _("written by a newer version of Arriero "
                                   "(edition format %s; this version reads up to %d)"),
                                 found, ALP_EDITION_VERSION);
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64 &&
      json_node_get_int (node) < 1)
    {
      g_autofree char *found = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

      return alp_json_walk_invalid (w, _("the version must be at least 1, found %s"), found);
    }
  if (!alp_json_walk_int (w, node, 1, ALP_EDITION_VERSION, &version))
    return FALSE;
  data->version = version;
  alp_json_walk_pop (w, len);

  return TRUE;
}

static gboolean
read_edition (AlpJsonWalk    *w,
              JsonNode       *node,
              AlpEditionData *data)
{
  static const char * const keys[] = {
    "format", "version", "name", "description", "example", "segments",
    "delivery_tokens", "delivery_cards", "market_card", "award_tokens",
    "goal_cards", "farmlands", "canal", "start", NULL
  };
  JsonObject *root;
  const char *str;
  gsize len;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return alp_json_walk_invalid (w, _("expected an object"));
  root = json_node_get_object (node);

  if (!read_header (w, root, data) ||
      !alp_json_walk_object (w, node, keys))
    return FALSE;

  len = alp_json_walk_push_key (w, "name");
  if ((node = alp_json_get_member (root, "name")) == NULL)
    return required (w);
  if ((str = expect_id (w, node, _("the edition’s name"))) == NULL)
    return FALSE;
  data->name = g_strdup (str);
  alp_json_walk_pop (w, len);

  len = alp_json_walk_push_key (w, "description");
  if ((node = alp_json_get_member (root, "description")) != NULL)
    {
      if ((str = alp_json_walk_text (w, node, _("the description"),
                                     ALP_EDITION_MAX_DESCRIPTION_LENGTH, TRUE)) == NULL)
        return FALSE;
      data->description = g_strdup (str);
    }
  alp_json_walk_pop (w, len);

  return bool_member (w, root, "example", &data->example) &&
         read_segments (w, root, data) &&
         read_tokens (w, root, data) &&
         read_cards (w, root, data) &&
         read_market_card (w, root, data) &&
         read_awards (w, root, data) &&
         read_goal_cards (w, root, data) &&
         read_farmlands (w, root, data) &&
         read_canal (w, root, data) &&
         read_start (w, root, data);
}

/**
 * _alp_edition_data_read:
 * @data: a new edition's data, all unknown
 * @node: the edition, as in an edition file
 * @path_prefix: (nullable): the JSON path of @node in its document
 * @error: an ALP_EDITION_ERROR naming the JSON path of the problem
 *
 * Returns: %FALSE when @node is not a valid edition; @data may then hold
 *   part of it, for the edition's finalize to free
 */
gboolean
_alp_edition_data_read (AlpEditionData  *data,
                        JsonNode        *node,
                        const char      *path_prefix,
                        GError         **error)
{
  AlpJsonWalk w;
  gboolean ok;

  alp_json_walk_init (&w, path_prefix, error);
  ok = read_edition (&w, node, data);
  g_assert (!ok || w.path->len == (path_prefix != NULL ? strlen (path_prefix) : 0));
  alp_json_walk_clear (&w);

  return ok;
}
