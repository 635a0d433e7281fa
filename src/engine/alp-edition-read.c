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

static const char * const fruit_keys[] = { "apple", "grape", "orange", "cherry", "lemon", NULL };
static const char * const region_keys[] = { "green", "purple", "orange", "red", "yellow", NULL };
static const char * const side_keys[] = { "four_player", "two_three_player", NULL };

/* Reads an object that is member @index (in the order of its keys) of its
 * parent into @user_data */
typedef gboolean (*ReadPart) (AlpJsonWalk *w,
                              JsonObject  *object,
                              guint        index,
                              gpointer     user_data);

/* Reads the optional member @key of @object, an object with @keys, with @read */
static gboolean
read_part (AlpJsonWalk        *w,
           JsonObject         *object,
           const char         *key,
           const char * const *keys,
           guint               index,
           ReadPart            read,
           gpointer            user_data)
{
  JsonObject *part;
  gsize len;

  if (!alp_json_walk_member_object (w, object, key, keys, FALSE, &len, &part) ||
      (part != NULL && !read (w, part, index, user_data)))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* read_part() for each of the members @names of @object, in that order */
static gboolean
read_parts (AlpJsonWalk        *w,
            JsonObject         *object,
            const char * const *names,
            const char * const *keys,
            ReadPart            read,
            gpointer            user_data)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (!read_part (w, object, names[i], keys, i, read, user_data))
      return FALSE;

  return TRUE;
}

/* A group of parts and their reader, for read_group_parts() */
typedef struct
{
  const char * const *names;
  const char * const *keys;
  ReadPart            read;
  gpointer            user_data;
} Group;

/* read_parts() with the Group @user_data */
static gboolean
read_group_parts (AlpJsonWalk *w,
                  JsonObject  *object,
                  guint        index,
                  gpointer     user_data)
{
  Group *group = user_data;

  return read_parts (w, object, group->names, group->keys, group->read, group->user_data);
}

/* Reads the optional member @key of @object, an object of parts @names
 * (each an object with @keys), each with @read */
static gboolean
read_group (AlpJsonWalk        *w,
            JsonObject         *object,
            const char         *key,
            const char * const *names,
            const char * const *keys,
            ReadPart            read,
            gpointer            user_data)
{
  Group group = { names, keys, read, user_data };

  return read_part (w, object, key, names, 0, read_group_parts, &group);
}

/* A list's reader and its data, for read_known() */
typedef struct
{
  AlpJsonWalkRead read;
  gpointer        user_data;
} KnownList;

/* Reads element @index of a list with its KnownList @user_data, unless
 * it is null (not known yet) */
static gboolean
read_known (AlpJsonWalk *w,
            JsonNode    *node,
            guint        index,
            gpointer     user_data)
{
  KnownList *list = user_data;

  return JSON_NODE_HOLDS_NULL (node) || list->read (w, node, index, list->user_data);
}

/* Reads the optional member @key of @object, a list of @n items of which
 * a null one is not known yet, each with @read */
static gboolean
read_known_list (AlpJsonWalk     *w,
                 JsonObject      *object,
                 const char      *key,
                 guint            n,
                 AlpJsonWalkRead  read,
                 gpointer         user_data)
{
  KnownList list = { read, user_data };

  return alp_json_walk_member_each (w, object, key, FALSE, n, n, read_known, &list);
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

/* The required member @key of @object, a name people read: expect_id() */
static const char *
id_member (AlpJsonWalk *w,
           JsonObject  *object,
           const char  *key,
           const char  *what)
{
  JsonNode *node;
  const char *str;
  gsize len;

  if (!alp_json_walk_member (w, object, key, TRUE, &len, &node) ||
      (str = expect_id (w, node, what)) == NULL)
    return NULL;

  alp_json_walk_pop (w, len);
  return str;
}

/* Reads a required string member as a name of @type, refused with
 * @unknown (alp_json_walk_unknown()): its value, or -1 with @w's error set */
static int
enum_member (AlpJsonWalk *w,
             JsonObject  *object,
             const char  *key,
             GType        type,
             const char  *unknown)
{
  JsonNode *node;
  gsize len;
  int ret;

  if (!alp_json_walk_member (w, object, key, TRUE, &len, &node) ||
      !alp_json_walk_enum (w, node, type, unknown, &ret))
    return -1;

  alp_json_walk_pop (w, len);
  return ret;
}

static gboolean
read_fruit (AlpJsonWalk *w,
            JsonNode    *node,
            AlpFruit    *fruit)
{
  int value;

  if (!alp_json_walk_enum (w, node, ALP_TYPE_FRUIT, N_("unknown fruit %s"), &value))
    return FALSE;

  *fruit = value;
  return TRUE;
}

/* Where read_fruit_element() puts the fruits of a list: counted per type
 * in @per_fruit, or else appended to @list of @n */
typedef struct
{
  guint8 *per_fruit;
  guint8 *list;
  guint8 *n;
} FruitList;

/* A fruit of a list, into the FruitList @user_data */
static gboolean
read_fruit_element (AlpJsonWalk *w,
                    JsonNode    *node,
                    guint        index,
                    gpointer     user_data)
{
  FruitList *fruits = user_data;
  AlpFruit fruit;

  if (!read_fruit (w, node, &fruit))
    return FALSE;

  if (fruits->per_fruit != NULL)
    fruits->per_fruit[fruit]++;
  else
    fruits->list[(*fruits->n)++] = fruit;
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
      JsonNode *element = json_array_get_element (array, i);
      const char *str;
      int icon;

      if (!alp_json_walk_enum (w, element, ALP_TYPE_ICON, N_("unknown icon %s"), &icon))
        return FALSE;
      str = json_node_get_string (element);

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
  JsonNode *node;
  gsize len;

  if (!alp_json_walk_member (w, object, key, is_required, &len, &node) ||
      !read_icons (w, node, allowed, set))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
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
  JsonArray *array;
  JsonNode *node;
  guint usable = 0;
  gsize len;
  int n;

  if (!alp_json_walk_member (w, object, "spots", TRUE, &len, &node))
    return FALSE;

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
          if (!alp_json_walk_int_member (w, spot_object, "value", 0, 99, FALSE, &value,
                                         &spot->value_known) ||
              !alp_json_walk_bool_member (w, spot_object, "four_player_only",
                                          &spot->four_player_only))
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

  kind = enum_member (w, object, "kind", ALP_TYPE_SPACE_KIND, N_("unknown space kind %s"));
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
read_side (AlpJsonWalk *w,
           JsonObject  *object,
           guint        side,
           gpointer     user_data)
{
  AlpSegmentDef *segment = user_data;
  AlpSideDef *side_def = &segment->sides[side];
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, "spaces", TRUE, 1, ALP_MAX_SPACES, &len, &array))
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

  if (!check_side (w, segment->kind, side_def))
    return FALSE;

  side_def->known = TRUE;
  return TRUE;
}

static gboolean
read_segment (AlpJsonWalk   *w,
              JsonNode      *node,
              AlpSegmentDef *segment)
{
  static const char * const keys[] = { "id", "name", "kind", "sides", NULL };
  static const char * const spaces_keys[] = { "spaces", NULL };
  JsonObject *object;
  JsonNode *name;
  const char *str;
  gsize len;
  int kind;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL ||
      (str = id_member (w, object, "id", _("a segment’s id"))) == NULL)
    return FALSE;
  segment->id = g_strdup (str);

  /* optional: the name the table gave the piece, beside the id */
  alp_json_walk_member (w, object, "name", FALSE, &len, &name);
  if (name != NULL)
    {
      if ((str = expect_id (w, name, _("a segment’s name"))) == NULL)
        return FALSE;
      segment->name = g_strdup (str);
    }
  alp_json_walk_pop (w, len);

  kind = enum_member (w, object, "kind", ALP_TYPE_SEGMENT_KIND,
                      N_("unknown segment kind %s"));
  if (kind < 0)
    return FALSE;
  segment->kind = kind;

  return read_group (w, object, "sides", side_keys, spaces_keys, read_side, segment);
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
  guint counts[G_N_ELEMENTS (wanted)] = { 0, };
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, root, "segments", TRUE, ALP_N_SEGMENTS, ALP_N_SEGMENTS,
                                   &len, &array))
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
read_token_set (AlpJsonWalk *w,
                JsonObject  *object,
                guint        fruit,
                gpointer     user_data)
{
  AlpEditionData *data = user_data;
  AlpTokenSetDef *tokens = &data->tokens[fruit];
  JsonArray *array;
  gboolean present;
  gsize len;
  int removed;

  if (!alp_json_walk_member_array (w, object, "counts", TRUE, ALP_TOKENS_PER_FRUIT,
                                   ALP_TOKENS_PER_FRUIT, &len, &array))
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
  alp_json_walk_pop (w, len);

  if (!alp_json_walk_int_member (w, object, "removed_two_three", 0, ALP_TOKENS_PER_FRUIT - 1, FALSE,
                                 &removed, &present))
    return FALSE;
  tokens->removed_two_three = present ? removed : -1;
  tokens->known = TRUE;
  return TRUE;
}

static gboolean
read_card (AlpJsonWalk *w,
           JsonNode    *node,
           guint        index,
           gpointer     user_data)
{
  static const char * const keys[] = { "front", "value", "back", NULL };
  static const char * const back_keys[] = { "fruit", "arrow", NULL };
  AlpEditionData *data = user_data;
  AlpCardDef *card = &data->cards[index];
  FruitList front = { card->front, NULL, NULL };
  JsonObject *object, *back;
  JsonNode *fruit_node;
  gsize len, back_len;
  int value, arrow;
  AlpFruit fruit;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL ||
      !alp_json_walk_member_each (w, object, "front", TRUE, 1, 10, read_fruit_element, &front))
    return FALSE;

  if (!alp_json_walk_int_member (w, object, "value", 0, 99, TRUE, &value, NULL))
    return FALSE;
  card->value = value;

  /* A card described face up has no back (Z6, Z7 read it off the deck) */
  if (!alp_json_walk_member_object (w, object, "back", back_keys, FALSE, &back_len, &back))
    return FALSE;
  if (back != NULL)
    {
      if (!alp_json_walk_member (w, back, "fruit", TRUE, &len, &fruit_node) ||
          !read_fruit (w, fruit_node, &fruit))
        return FALSE;
      alp_json_walk_pop (w, len);

      arrow = enum_member (w, back, "arrow", ALP_TYPE_ARROW,
                           N_("unknown arrow %s (expected \"up\" or \"down\")"));
      if (arrow < 0)
        return FALSE;
      alp_json_walk_pop (w, back_len);

      card->back_fruit = fruit;
      card->back_arrow = arrow;
      card->back_known = TRUE;
    }
  card->known = TRUE;
  return TRUE;
}

static gboolean
read_cards (AlpJsonWalk *w,
            JsonObject  *object,
            guint        index,
            gpointer     user_data)
{
  AlpEditionData *data = user_data;
  int display;

  if (!alp_json_walk_int_member (w, object, "display", 1, ALP_MAX_DISPLAY, FALSE, &display,
                                 &data->display_known))
    return FALSE;
  data->display_size = data->display_known ? display : 0;

  return read_known_list (w, object, "cards", ALP_N_DELIVERY_CARDS, read_card, data);
}

static gboolean
read_market_card (AlpJsonWalk *w,
                  JsonObject  *object,
                  guint        index,
                  gpointer     user_data)
{
  AlpEditionData *data = user_data;
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, "bonuses", FALSE, ALP_N_FRUITS, ALP_N_FRUITS,
                                   &len, &array))
    return FALSE;
  for (guint i = 0; array != NULL && i < ALP_N_FRUITS; i++)
    {
      gsize bonus_len = alp_json_walk_push_index (w, i);
      int bonus;

      if (!alp_json_walk_int (w, json_array_get_element (array, i), 0, 20, &bonus))
        return FALSE;
      data->bonuses[i] = bonus;
      alp_json_walk_pop (w, bonus_len);
    }
  data->bonuses_known = array != NULL;
  alp_json_walk_pop (w, len);

  return TRUE;
}

/* Award tokens, goal cards, farmlands */

static gboolean
read_award (AlpJsonWalk *w,
            JsonObject  *object,
            guint        region,
            gpointer     user_data)
{
  AlpEditionData *data = user_data;
  AlpAwardDef *award = &data->awards[region];

  return icons_member (w, object, "green_side", AWARD_ICONS, FALSE, &award->green) &&
         icons_member (w, object, "red_side", AWARD_ICONS, FALSE, &award->red);
}

/* The goal card before the @n-th that shows @goal, or -1 */
static int
find_goal_card (const AlpEditionData *data,
                guint                 n,
                AlpGoal               goal)
{
  /* an unknown side (ALP_NONE) matches no goal */
  for (guint i = 0; i < n; i++)
    if (data->goal_cards[i].known &&
        (data->goal_cards[i].goals[0] == goal || data->goal_cards[i].goals[1] == goal))
      return (int) i;

  return -1;
}

/* A reward spot of the AlpGoalCardDef @user_data */
static gboolean
read_goal_spot (AlpJsonWalk *w,
                JsonNode    *node,
                guint        index,
                gpointer     user_data)
{
  static const char * const spot_keys[] = { "reward", NULL };
  AlpGoalCardDef *card = user_data;
  JsonObject *spot;

  /* a spot without its reward: known when a player first takes it (the
   * setup needs only the goals and how many spots a card has) */
  if ((spot = alp_json_walk_object (w, node, spot_keys)) == NULL ||
      !icons_member (w, spot, "reward", GOAL_ICONS, FALSE, &card->spots[index]))
    return FALSE;

  card->n_spots++;
  return TRUE;
}

static gboolean
read_goal_card (AlpJsonWalk *w,
                JsonNode    *node,
                guint        card_index,
                gpointer     user_data)
{
  static const char * const keys[] = { "sides", "spots", NULL };
  AlpEditionData *data = user_data;
  AlpGoalCardDef *card = &data->goal_cards[card_index];
  JsonObject *object;
  JsonArray *array;
  gsize len;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL ||
      !alp_json_walk_member_array (w, object, "sides", TRUE, 2, 2, &len, &array))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      gsize goal_len = alp_json_walk_push_index (w, i);
      JsonNode *element = json_array_get_element (array, i);
      const char *str;
      int goal, other;

      /* a side not known yet: the card was dealt with the other face up,
       * and its back is learned when a game puts it up */
      if (JSON_NODE_HOLDS_NULL (element))
        {
          if (i == 1 && card->goals[0] == ALP_NONE)
            return alp_json_walk_invalid (w, _("a goal card shows a goal on at least one side; "
                                               "an unknown card is null"));
          card->goals[i] = ALP_NONE;
          alp_json_walk_pop (w, goal_len);
          continue;
        }
      if (!alp_json_walk_enum (w, element, ALP_TYPE_GOAL, N_("unknown goal %s"), &goal))
        return FALSE;
      str = json_node_get_string (element);
      if (i == 1 && card->goals[0] == goal)
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("goal %s is on both sides of the card"), quoted);
        }
      if ((other = find_goal_card (data, card_index, goal)) >= 0)
        {
          g_autofree char *quoted = alp_json_quote (str);

          return alp_json_walk_invalid (w, _("goal %s is also on goal_cards[%d]"), quoted, other);
        }
      card->goals[i] = goal;
      alp_json_walk_pop (w, goal_len);
    }
  alp_json_walk_pop (w, len);

  /* the spots absent: not known yet, asked when a player first completes
   * one of the card's goals (the setup needs only the goals) */
  if (!alp_json_walk_member_each (w, object, "spots", FALSE, 1, ALP_MAX_GOAL_SPOTS,
                                  read_goal_spot, card))
    return FALSE;

  card->known = TRUE;
  return TRUE;
}

static gboolean
read_goal_cards (AlpJsonWalk    *w,
                 JsonObject     *root,
                 AlpEditionData *data)
{
  return read_known_list (w, root, "goal_cards", ALP_N_GOAL_CARDS, read_goal_card, data);
}

static gboolean
read_farmland (AlpJsonWalk *w,
               JsonObject  *object,
               guint        region,
               gpointer     user_data)
{
  AlpEditionData *data = user_data;
  AlpFarmlandDef *farmland = &data->farmlands[region];
  FruitList fields = { NULL, farmland->fields, &farmland->n_fields };

  if (!alp_json_walk_member_each (w, object, "fields", TRUE, 1, ALP_MAX_FIELDS,
                                  read_fruit_element, &fields))
    return FALSE;

  farmland->known = TRUE;
  return TRUE;
}

/* Each field gets 3 fruits with 4 players (S5) */
#define FRUITS_PER_FIELD 3

gint
_alp_edition_fields_overflow (const guint per_fruit[ALP_N_FRUITS])
{
  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    if (per_fruit[fruit] * FRUITS_PER_FIELD > ALP_FRUITS_PER_TYPE)
      return fruit;

  return -1;
}

static gboolean
read_farmlands (AlpJsonWalk *w,
                JsonObject  *object,
                guint        index,
                gpointer     user_data)
{
  static const char * const keys[] = { "fields", NULL };
  AlpEditionData *data = user_data;
  guint fields_per_fruit[ALP_N_FRUITS] = { 0, };
  gint over;

  if (!read_parts (w, object, region_keys, keys, read_farmland, data))
    return FALSE;

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    for (guint i = 0; i < data->farmlands[region].n_fields; i++)
      fields_per_fruit[data->farmlands[region].fields[i]]++;

  /* S5 puts 3 fruits on each field with 4 players, out of 21 of each type */
  over = _alp_edition_fields_overflow (fields_per_fruit);
  if (over >= 0)
    return alp_json_walk_invalid (w,
                                  _("%u fields of %s need %u fruits with 4 players, "
                                    "but the game has only %u"),
                                  fields_per_fruit[over], alp_fruit_to_string (over),
                                  fields_per_fruit[over] * FRUITS_PER_FIELD, ALP_FRUITS_PER_TYPE);

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
  JsonNode *leads_to;
  const char *str;
  gsize len;
  int shape, dirhams, norias, other;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL ||
      (str = id_member (w, object, "id", _("a channel’s id"))) == NULL)
    return FALSE;
  if ((other = find_channel (canal, index, str)) >= 0)
    {
      g_autofree char *quoted = alp_json_quote (str);

      alp_json_walk_push_key (w, "id");
      return alp_json_walk_invalid (w, _("duplicate id %s (also canal.channels[%d])"), quoted,
                                    other);
    }
  channel->id = g_strdup (str);

  shape = enum_member (w, object, "shape", ALP_TYPE_CHANNEL_SHAPE,
                       N_("unknown shape %s (expected \"t\" or \"straight\")"));
  if (shape < 0)
    return FALSE;
  channel->shape = shape;

  dirhams = norias = 0;
  if (!alp_json_walk_bool_member (w, object, "start", &channel->start) ||
      !alp_json_walk_int_member (w, object, "dirhams", 0, 5, FALSE, &dirhams, NULL) ||
      !alp_json_walk_int_member (w, object, "norias", 0, 5, FALSE, &norias, NULL))
    return FALSE;
  channel->dirhams = dirhams;
  channel->norias = norias;

  channel->leads_to = ALP_NONE;
  if (shape == ALP_CHANNEL_T)
    {
      int region = enum_member (w, object, "leads_to", ALP_TYPE_REGION,
                                N_("unknown farmland %s"));
      if (region < 0)
        return FALSE;
      channel->leads_to = region;
    }
  else
    {
      alp_json_walk_member (w, object, "leads_to", FALSE, &len, &leads_to);
      if (leads_to != NULL)
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
  guint64 listed = 0;
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, "neighbours", FALSE, 0, ALP_MAX_CHANNELS,
                                   &len, &array))
    return FALSE;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
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
read_canal (AlpJsonWalk *w,
            JsonObject  *object,
            guint        index,
            gpointer     user_data)
{
  AlpEditionData *data = user_data;
  AlpCanalDef *canal = &data->canal;
  gboolean any_start = FALSE;
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, "channels", TRUE, 1, ALP_MAX_CHANNELS, &len, &array))
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

  alp_json_walk_pop (w, len);
  canal->known = TRUE;
  return TRUE;
}

static gboolean
read_start (AlpJsonWalk *w,
            JsonObject  *object,
            guint        index,
            gpointer     user_data)
{
  AlpEditionData *data = user_data;
  int dirhams;

  if (!alp_json_walk_int_member (w, object, "dirhams", 0, 99, FALSE, &dirhams,
                                 &data->start_known))
    return FALSE;
  data->start_dirhams = data->start_known ? dirhams : 0;

  return TRUE;
}

static gboolean
read_header (AlpJsonWalk    *w,
             JsonObject     *root,
             AlpEditionData *data)
{
  const AlpJsonHeader header = {
    ALP_EDITION_FORMAT,
    ALP_EDITION_VERSION,
    _("required, but absent: this is not an Arriero edition file"),
    _("%s is not an Arriero edition file (expected \"%s\")"),
    /* TRANSLATORS: the %s and %d are format version numbers */
    _("written by a newer version of Arriero "
      "(edition format %s; this version reads up to %d)"),
    _("the version must be at least 1, found %s"),
  };
  int version;

  if (!alp_json_walk_header (w, root, &header, &version))
    return FALSE;

  data->version = version;
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
  static const char * const token_keys[] = { "counts", "removed_two_three", NULL };
  static const char * const cards_keys[] = { "display", "cards", NULL };
  static const char * const market_keys[] = { "bonuses", NULL };
  static const char * const award_keys[] = { "green_side", "red_side", NULL };
  static const char * const canal_keys[] = { "channels", NULL };
  static const char * const start_keys[] = { "dirhams", NULL };
  JsonObject *root;
  const char *str;
  gsize len;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return alp_json_walk_invalid (w, _("expected an object"));
  root = json_node_get_object (node);

  if (!read_header (w, root, data) ||
      !alp_json_walk_object (w, node, keys) ||
      (str = id_member (w, root, "name", _("the edition’s name"))) == NULL)
    return FALSE;
  data->name = g_strdup (str);

  alp_json_walk_member (w, root, "description", FALSE, &len, &node);
  if (node != NULL)
    {
      if ((str = alp_json_walk_text (w, node, _("the description"),
                                     ALP_EDITION_MAX_DESCRIPTION_LENGTH, TRUE)) == NULL)
        return FALSE;
      data->description = g_strdup (str);
    }
  alp_json_walk_pop (w, len);

  return alp_json_walk_bool_member (w, root, "example", &data->example) &&
         read_segments (w, root, data) &&
         read_group (w, root, "delivery_tokens", fruit_keys, token_keys, read_token_set, data) &&
         read_part (w, root, "delivery_cards", cards_keys, 0, read_cards, data) &&
         read_part (w, root, "market_card", market_keys, 0, read_market_card, data) &&
         read_group (w, root, "award_tokens", region_keys, award_keys, read_award, data) &&
         read_goal_cards (w, root, data) &&
         read_part (w, root, "farmlands", region_keys, 0, read_farmlands, data) &&
         read_part (w, root, "canal", canal_keys, 0, read_canal, data) &&
         read_part (w, root, "start", start_keys, 0, read_start, data);
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
