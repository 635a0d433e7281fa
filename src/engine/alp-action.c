/* alp-action.c: one event of a game
 *
 * An action is a flat struct so that playouts copy it for free; in a saved
 * game it is a small JSON object that holds only what matters for its kind
 * (docs/game-format.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-action.h"
#include "alp-json-private.h"
#include "alp-setup.h"

G_DEFINE_BOXED_TYPE (AlpAction, alp_action, alp_action_copy, alp_action_free)

ALP_DEFINE_ENUM (AlpActionKind, alp_action_kind,
  G_DEFINE_ENUM_VALUE (ALP_ACTION_MOVE, "move"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_ADD_FARMER, "add-farmer"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_MOVE_FARMER, "move-farmer"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_IRRIGATE, "irrigate"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_TAKE_NORIAS, "take-norias"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_TAKE_FRUIT, "take-fruit"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_TAKE_DIRHAMS, "take-dirhams"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_COMPLETE_GOAL, "complete-goal"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_GOAL_TOKEN, "goal-token"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_MARKET, "market"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_HARVEST, "harvest"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_SPEND_NORIAS, "spend-norias"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_END_TURN, "end-turn"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_REVEAL_CARD, "reveal-card"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_ZARA_ROLL, "zara-roll"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_ZARA_CARD, "zara-card"),
  G_DEFINE_ENUM_VALUE (ALP_ACTION_ZARA_CHOOSE, "zara-choose"))

/**
 * alp_action_init:
 *
 * Sets @self to an action of @kind with every choice left open: regions,
 * fruits and cards at %ALP_NONE, counts at 0.
 */
void
alp_action_init (AlpAction     *self,
                 AlpActionKind  kind)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (kind < ALP_N_ACTIONS);

  memset (self, 0, sizeof *self);
  self->kind = kind;
  self->icon = ALP_NONE;
  memset (self->from, ALP_NONE, sizeof self->from);
  memset (self->to, ALP_NONE, sizeof self->to);
  memset (self->fruit, ALP_NONE, sizeof self->fruit);
  memset (self->fruits, ALP_NONE, sizeof self->fruits);
  self->village = ALP_NONE;
  self->token = ALP_NONE;
  self->card = ALP_NONE;
  self->channel = ALP_NONE;
  self->crop = ALP_NONE;
  self->goal_card = ALP_NONE;
  self->goal_spot = ALP_NONE;
  self->large = ALP_NONE;
  /* one placement: the JSON form does not write it, so it must be the
   * default for alp_action_equal() to hold across a save */
  if (kind == ALP_ACTION_MOVE_FARMER || kind == ALP_ACTION_SPEND_NORIAS)
    self->n = 1;
}

AlpAction *
alp_action_copy (const AlpAction *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
alp_action_free (AlpAction *self)
{
  g_free (self);
}

gboolean
alp_action_equal (const AlpAction *a,
                  const AlpAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a, b, sizeof *a) == 0;
}

/* " key=name", "none" for %ALP_NONE or what is no value of @type */
static void
append_name (GString    *str,
             GType       type,
             const char *key,
             guint       value)
{
  const char *nick = alp_enum_to_nick (type, value);

  g_string_append_printf (str, " %s=%s", key, nick != NULL ? nick : "none");
}

/**
 * alp_action_to_string:
 *
 * Returns: a compact, untranslated text for logs and test messages
 */
char *
alp_action_to_string (const AlpAction *self)
{
  GString *str;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->kind < ALP_N_ACTIONS, NULL);

  str = g_string_new (alp_action_kind_to_string (self->kind));

  switch ((AlpActionKind) self->kind)
    {
    case ALP_ACTION_MOVE:
      g_string_append_printf (str, " space=%u spot=%u", self->space, self->spot);
      break;
    case ALP_ACTION_ADD_FARMER:
      append_name (str, ALP_TYPE_ICON, "icon", self->icon);
      for (guint i = 0; i < self->n && i < 2; i++)
        {
          append_name (str, ALP_TYPE_REGION, "from", self->from[i]);
          append_name (str, ALP_TYPE_REGION, "to", self->to[i]);
          append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruit[i]);
        }
      break;
    case ALP_ACTION_MOVE_FARMER:
      append_name (str, ALP_TYPE_REGION, "from", self->from[0]);
      append_name (str, ALP_TYPE_REGION, "to", self->to[0]);
      append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
      break;
    case ALP_ACTION_IRRIGATE:
      g_string_append_printf (str, " channel=%d shape=%u dirhams=%u norias=%u",
                              self->channel == ALP_NONE ? -1 : self->channel, self->shape,
                              self->dirhams, self->norias);
      append_name (str, ALP_TYPE_REGION, "to", self->to[0]);
      append_name (str, ALP_TYPE_FRUIT, "crop", self->crop);
      break;
    case ALP_ACTION_TAKE_FRUIT:
      for (guint i = 0; i < self->n && i < ALP_MAX_ICONS; i++)
        append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruits[i]);
      break;
    case ALP_ACTION_COMPLETE_GOAL:
      g_string_append_printf (str, " card=%u spot=%u token=%u", self->goal_card, self->goal_spot,
                              self->use_token);
      append_name (str, ALP_TYPE_REGION, "from", self->from[0]);
      break;
    case ALP_ACTION_MARKET:
      append_name (str, ALP_TYPE_REGION, "village", self->village);
      if (self->village != ALP_NONE)
        g_string_append_printf (str, " token=%s#%u",
                                alp_fruit_to_string (MIN (self->token / 8, 4)), self->token % 8);
      g_string_append_printf (str, " card=%d", self->card == ALP_NONE ? -1 : self->card);
      for (guint i = 0; i < self->n && i < ALP_MAX_ICONS; i++)
        append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruits[i]);
      break;
    case ALP_ACTION_SPEND_NORIAS:
      g_string_append_printf (str, " cost=%u", self->cost);
      if (self->large != ALP_NONE)
        g_string_append_printf (str, " large=%u", self->large);
      append_name (str, ALP_TYPE_REGION, "from", self->from[0]);
      append_name (str, ALP_TYPE_REGION, "to", self->to[0]);
      append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
      append_name (str, ALP_TYPE_FRUIT, "fruit2", self->fruit[1]);
      break;
    case ALP_ACTION_REVEAL_CARD:
      g_string_append_printf (str, " card=%u", self->card);
      break;
    case ALP_ACTION_ZARA_ROLL:
      g_string_append_printf (str, " value=%u%s", self->value,
                              self->die == ALP_DIE_APP ? " die=app" : "");
      break;
    case ALP_ACTION_ZARA_CARD:
      g_string_append_printf (str, " card=%d arrow=%u", self->card == ALP_NONE ? -1 : self->card,
                              self->arrow);
      append_name (str, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
      break;
    case ALP_ACTION_ZARA_CHOOSE:
      append_name (str, ALP_TYPE_REGION, "village", self->village);
      break;
    default:
      /* take-norias, take-dirhams, goal-token, harvest, end-turn: no fields */
      break;
    }

  return g_string_free (str, FALSE);
}

/* ------------------------------------------------------------------------ */
/* JSON: the events of a saved game (docs/game-format.md)                   */

/* @key as the name of @value in @type, left out for %ALP_NONE */
static void
set_name (JsonObject *object,
          GType       type,
          const char *key,
          guint       value)
{
  if (value != ALP_NONE)
    json_object_set_string_member (object, key, alp_enum_to_nick (type, value));
}

static void
set_index (JsonObject *object,
           const char *key,
           guint       value)
{
  if (value != ALP_NONE)
    json_object_set_int_member (object, key, value);
}

static void
set_fruits (JsonObject   *object,
            const char   *key,
            const guint8 *fruits,
            guint         n)
{
  JsonArray *array = json_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (array, alp_fruit_to_string (fruits[i]));
  json_object_set_array_member (object, key, array);
}

/**
 * alp_action_to_node:
 *
 * The action as a compact JSON object: its kind, and only the fields that
 * matter for that kind.  Regions, fruits, icons, shapes and arrows are
 * written by their identifiers, cards and goal cards by their index in the
 * edition, and a field that is %ALP_NONE is left out.
 * alp_action_from_node() reads it back exactly.
 *
 * Returns: (transfer full): a new object node
 */
JsonNode *
alp_action_to_node (const AlpAction *self)
{
  JsonObject *object;
  JsonNode *node;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->kind < ALP_N_ACTIONS, NULL);

  object = json_object_new ();
  json_object_set_string_member (object, "kind", alp_action_kind_to_string (self->kind));

  switch ((AlpActionKind) self->kind)
    {
    case ALP_ACTION_MOVE:
      json_object_set_int_member (object, "space", self->space);
      json_object_set_int_member (object, "spot", self->spot);
      break;

    case ALP_ACTION_ADD_FARMER:
      {
        JsonArray *placements = json_array_new ();

        set_name (object, ALP_TYPE_ICON, "icon", self->icon);
        for (guint i = 0; i < self->n && i < 2; i++)
          {
            JsonObject *placement = json_object_new ();

            set_name (placement, ALP_TYPE_REGION, "from", self->from[i]);
            set_name (placement, ALP_TYPE_REGION, "to", self->to[i]);
            set_name (placement, ALP_TYPE_FRUIT, "fruit", self->fruit[i]);
            json_array_add_object_element (placements, placement);
          }
        json_object_set_array_member (object, "placements", placements);
      }
      break;

    case ALP_ACTION_MOVE_FARMER:
      set_name (object, ALP_TYPE_REGION, "from", self->from[0]);
      set_name (object, ALP_TYPE_REGION, "to", self->to[0]);
      set_name (object, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
      break;

    case ALP_ACTION_IRRIGATE:
      /* With a canal map the channel says it all; without, the table
       * describes the channel space */
      set_index (object, "channel", self->channel);
      if (self->channel == ALP_NONE || self->shape != 0 || self->dirhams != 0 || self->norias != 0)
        {
          json_object_set_string_member (object, "shape",
                                         alp_channel_shape_to_string (MIN (self->shape, ALP_CHANNEL_T)));
          json_object_set_int_member (object, "dirhams", self->dirhams);
          json_object_set_int_member (object, "norias", self->norias);
        }
      set_name (object, ALP_TYPE_REGION, "to", self->to[0]);
      set_name (object, ALP_TYPE_FRUIT, "crop", self->crop);
      break;

    case ALP_ACTION_TAKE_FRUIT:
      set_fruits (object, "fruits", self->fruits, MIN (self->n, ALP_MAX_ICONS));
      break;

    case ALP_ACTION_COMPLETE_GOAL:
      set_index (object, "goal_card", self->goal_card);
      set_index (object, "goal_spot", self->goal_spot);
      set_name (object, ALP_TYPE_REGION, "from", self->from[0]);
      if (self->use_token)
        json_object_set_boolean_member (object, "use_token", TRUE);
      break;

    case ALP_ACTION_MARKET:
      set_name (object, ALP_TYPE_REGION, "village", self->village);
      if (self->token != ALP_NONE)
        {
          JsonObject *token = json_object_new ();

          json_object_set_string_member (token, "fruit",
                                         alp_fruit_to_string (ALP_TOKEN_FRUIT (self->token)));
          json_object_set_int_member (token, "index", ALP_TOKEN_INDEX (self->token));
          json_object_set_object_member (object, "token", token);
        }
      set_index (object, "card", self->card);
      if (self->n > 0)
        set_fruits (object, "fruits", self->fruits, MIN (self->n, ALP_MAX_ICONS));
      break;

    case ALP_ACTION_SPEND_NORIAS:
      json_object_set_int_member (object, "cost", self->cost);
      set_index (object, "large", self->large);
      if (self->cost == 1)
        {
          set_name (object, ALP_TYPE_FRUIT, "return", self->fruit[0]);
          set_name (object, ALP_TYPE_FRUIT, "take", self->fruit[1]);
        }
      else
        {
          set_name (object, ALP_TYPE_REGION, "from", self->from[0]);
          set_name (object, ALP_TYPE_REGION, "to", self->to[0]);
          set_name (object, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
        }
      break;

    case ALP_ACTION_REVEAL_CARD:
      set_index (object, "card", self->card);
      break;

    case ALP_ACTION_ZARA_ROLL:
      json_object_set_int_member (object, "value", self->value);
      if (self->die == ALP_DIE_APP)
        json_object_set_boolean_member (object, "app_die", TRUE);
      break;

    case ALP_ACTION_ZARA_CARD:
      set_index (object, "card", self->card);
      set_name (object, ALP_TYPE_FRUIT, "fruit", self->fruit[0]);
      if (self->fruit[0] != ALP_NONE || self->arrow != ALP_ARROW_UP)
        json_object_set_string_member (object, "arrow", alp_arrow_to_string (MIN (self->arrow, ALP_ARROW_DOWN)));
      break;

    case ALP_ACTION_ZARA_CHOOSE:
      set_name (object, ALP_TYPE_REGION, "village", self->village);
      break;

    default:  /* the kinds without fields */
      break;
    }

  node = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);

  return node;
}

typedef enum
{
  NAME_FARMLAND,
  NAME_VILLAGE,
  NAME_FRUIT,
  NAME_ICON,
  NAME_SHAPE,
  NAME_ARROW,
} NameKind;

static const struct
{
  GType     (*get_type) (void);
  int         max;       /* the last value an action holds */
  const char *unknown;
} names[] = {
  [NAME_FARMLAND] = { alp_region_get_type, ALP_REGION_YELLOW, N_("unknown farmland %s") },
  [NAME_VILLAGE] = { alp_region_get_type, ALP_REGION_YELLOW, N_("unknown village %s") },
  [NAME_FRUIT] = { alp_fruit_get_type, ALP_FRUIT_LEMON, N_("unknown fruit %s") },
  /* Only the icons an add-farmer action is made from */
  [NAME_ICON] = { alp_icon_get_type, ALP_ICON_ADD_FARMER_YELLOW, N_("unknown add-farmer icon %s") },
  [NAME_SHAPE] = { alp_channel_shape_get_type, ALP_CHANNEL_T,
                   N_("unknown shape %s (expected \"t\" or \"straight\")") },
  [NAME_ARROW] = { alp_arrow_get_type, ALP_ARROW_DOWN,
                   N_("unknown arrow %s (expected \"up\" or \"down\")") },
};

static gboolean
read_name (AlpJsonWalk *w,
           JsonNode    *node,
           NameKind     kind,
           guint8      *out)
{
  int value;

  if (!alp_json_walk_enum (w, node, names[kind].get_type (), names[kind].unknown, &value))
    return FALSE;
  if (value > names[kind].max)
    return alp_json_walk_unknown (w, names[kind].unknown, json_node_get_string (node));

  *out = value;
  return TRUE;
}

/* An optional name: absent or null leaves @out as it is (ALP_NONE) */
static gboolean
name_member (AlpJsonWalk *w,
             JsonObject  *object,
             const char  *key,
             NameKind     kind,
             guint8      *out)
{
  JsonNode *node;
  gsize len;

  if (!alp_json_walk_member (w, object, key, FALSE, &len, &node) ||
      (node != NULL && !read_name (w, node, kind, out)))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* alp_json_walk_int_member() into one of the action's guint8 fields */
static gboolean
int_member (AlpJsonWalk *w,
            JsonObject  *object,
            const char  *key,
            int          min,
            int          max,
            gboolean     is_required,
            guint8      *out)
{
  int value = *out;

  if (!alp_json_walk_int_member (w, object, key, min, max, is_required, &value, NULL))
    return FALSE;

  *out = value;
  return TRUE;
}

/* A fruit of the AlpAction @user_data's list */
static gboolean
read_fruit (AlpJsonWalk *w,
            JsonNode    *node,
            guint        index,
            gpointer     user_data)
{
  AlpAction *self = user_data;

  if (!read_name (w, node, NAME_FRUIT, &self->fruits[index]))
    return FALSE;

  self->n = index + 1;
  return TRUE;
}

static gboolean
fruits_member (AlpJsonWalk *w,
               JsonObject  *object,
               const char  *key,
               AlpAction   *self)
{
  return alp_json_walk_member_each (w, object, key, FALSE, 0, ALP_MAX_ICONS, read_fruit, self);
}

/* A placement of the AlpAction @user_data's list */
static gboolean
read_placement (AlpJsonWalk *w,
                JsonNode    *node,
                guint        index,
                gpointer     user_data)
{
  static const char * const keys[] = { "from", "to", "fruit", NULL };
  AlpAction *self = user_data;
  JsonObject *placement = alp_json_walk_object (w, node, keys);

  if (placement == NULL ||
      !name_member (w, placement, "from", NAME_FARMLAND, &self->from[index]) ||
      !name_member (w, placement, "to", NAME_FARMLAND, &self->to[index]) ||
      !name_member (w, placement, "fruit", NAME_FRUIT, &self->fruit[index]))
    return FALSE;

  self->n = index + 1;
  return TRUE;
}

static gboolean
read_placements (AlpJsonWalk *w,
                 JsonObject  *object,
                 AlpAction   *self)
{
  return alp_json_walk_member_each (w, object, "placements", FALSE, 0, 2, read_placement, self);
}

static gboolean
read_token (AlpJsonWalk *w,
            JsonObject  *object,
            AlpAction   *self)
{
  static const char * const keys[] = { "fruit", "index", NULL };
  JsonObject *token;
  guint8 fruit = ALP_NONE, index = 0;
  gsize len;

  if (!alp_json_walk_member_object (w, object, "token", keys, FALSE, &len, &token))
    return FALSE;
  if (token == NULL)
    return TRUE;

  /* the fruit's name is checked before the index, its absence after */
  if (!name_member (w, token, "fruit", NAME_FRUIT, &fruit) ||
      !int_member (w, token, "index", 0, ALP_TOKENS_PER_FRUIT - 1, TRUE, &index))
    return FALSE;
  if (fruit == ALP_NONE)
    {
      alp_json_walk_push_key (w, "fruit");
      return alp_json_walk_invalid (w, _("required, but absent"));
    }

  self->token = ALP_TOKEN (fruit, index);
  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_kind (AlpJsonWalk   *w,
           JsonObject    *object,
           AlpActionKind *kind)
{
  JsonNode *node;
  gsize len;
  int value;

  if (!alp_json_walk_member (w, object, "kind", TRUE, &len, &node) ||
      !alp_json_walk_enum (w, node, ALP_TYPE_ACTION_KIND, N_("unknown action kind %s"), &value))
    return FALSE;

  *kind = value;
  alp_json_walk_pop (w, len);
  return TRUE;
}

static gboolean
read_action (AlpJsonWalk *w,
             JsonNode    *node,
             AlpAction   *self)
{
  static const char * const bare_keys[] = { "kind", NULL };
  static const char * const move_keys[] = { "kind", "space", "spot", NULL };
  static const char * const add_farmer_keys[] = { "kind", "icon", "placements", NULL };
  static const char * const farmer_keys[] = { "kind", "from", "to", "fruit", NULL };
  static const char * const irrigate_keys[] = {
    "kind", "channel", "shape", "dirhams", "norias", "to", "crop", NULL
  };
  static const char * const fruits_keys[] = { "kind", "fruits", NULL };
  static const char * const goal_keys[] = { "kind", "goal_card", "goal_spot", "from", "use_token", NULL };
  static const char * const market_keys[] = { "kind", "village", "token", "card", "fruits", NULL };
  static const char * const spend_keys[] = { "kind", "cost", "large", "from", "to", "fruit", NULL };
  static const char * const swap_keys[] = { "kind", "cost", "large", "return", "take", NULL };
  static const char * const card_keys[] = { "kind", "card", NULL };
  static const char * const roll_keys[] = { "kind", "value", "app_die", NULL };
  static const char * const zara_card_keys[] = { "kind", "card", "fruit", "arrow", NULL };
  static const char * const village_keys[] = { "kind", "village", NULL };
  JsonObject *object;
  AlpActionKind kind;

  if ((object = alp_json_walk_object (w, node, NULL)) == NULL ||
      !read_kind (w, object, &kind))
    return FALSE;

  /* Start from the defaults of the kind, so that what is not written reads
   * back as the engine made it */
  alp_action_init (self, kind);

  switch (kind)
    {
    case ALP_ACTION_MOVE:
      return alp_json_walk_object (w, node, move_keys) != NULL &&
             int_member (w, object, "space", 0, ALP_MAX_TRACK - 1, TRUE, &self->space) &&
             int_member (w, object, "spot", 0, ALP_MAX_SPOTS - 1, TRUE, &self->spot);

    case ALP_ACTION_ADD_FARMER:
      return alp_json_walk_object (w, node, add_farmer_keys) != NULL &&
             name_member (w, object, "icon", NAME_ICON, &self->icon) &&
             read_placements (w, object, self);

    case ALP_ACTION_MOVE_FARMER:
      /* one farmer moves: alp_action_init() set n = 1 */
      return alp_json_walk_object (w, node, farmer_keys) != NULL &&
             name_member (w, object, "from", NAME_FARMLAND, &self->from[0]) &&
             name_member (w, object, "to", NAME_FARMLAND, &self->to[0]) &&
             name_member (w, object, "fruit", NAME_FRUIT, &self->fruit[0]);

    case ALP_ACTION_IRRIGATE:
      return alp_json_walk_object (w, node, irrigate_keys) != NULL &&
             int_member (w, object, "channel", 0, ALP_MAX_CHANNELS - 1, FALSE, &self->channel) &&
             name_member (w, object, "shape", NAME_SHAPE, &self->shape) &&
             int_member (w, object, "dirhams", 0, 5, FALSE, &self->dirhams) &&
             int_member (w, object, "norias", 0, 5, FALSE, &self->norias) &&
             name_member (w, object, "to", NAME_FARMLAND, &self->to[0]) &&
             name_member (w, object, "crop", NAME_FRUIT, &self->crop);

    case ALP_ACTION_TAKE_FRUIT:
      return alp_json_walk_object (w, node, fruits_keys) != NULL &&
             fruits_member (w, object, "fruits", self);

    case ALP_ACTION_COMPLETE_GOAL:
      {
        gboolean use_token;

        if (alp_json_walk_object (w, node, goal_keys) == NULL ||
            !int_member (w, object, "goal_card", 0, ALP_N_GOAL_CARDS - 1, FALSE, &self->goal_card) ||
            !int_member (w, object, "goal_spot", 0, ALP_MAX_GOAL_SPOTS - 1, FALSE, &self->goal_spot) ||
            !name_member (w, object, "from", NAME_FARMLAND, &self->from[0]) ||
            !alp_json_walk_bool_member (w, object, "use_token", &use_token))
          return FALSE;

        self->use_token = use_token;
        return TRUE;
      }

    case ALP_ACTION_MARKET:
      return alp_json_walk_object (w, node, market_keys) != NULL &&
             name_member (w, object, "village", NAME_VILLAGE, &self->village) &&
             read_token (w, object, self) &&
             int_member (w, object, "card", 0, ALP_N_DELIVERY_CARDS - 1, FALSE, &self->card) &&
             fruits_member (w, object, "fruits", self);

    case ALP_ACTION_SPEND_NORIAS:
      if (!int_member (w, object, "cost", 1, 5, TRUE, &self->cost) ||
          !int_member (w, object, "large", 0, ALP_NORIA_LIMIT / 3, FALSE, &self->large))
        return FALSE;
      if (self->cost == 1)
        return alp_json_walk_object (w, node, swap_keys) != NULL &&
               name_member (w, object, "return", NAME_FRUIT, &self->fruit[0]) &&
               name_member (w, object, "take", NAME_FRUIT, &self->fruit[1]);
      return alp_json_walk_object (w, node, spend_keys) != NULL &&
             name_member (w, object, "from", NAME_FARMLAND, &self->from[0]) &&
             name_member (w, object, "to", NAME_FARMLAND, &self->to[0]) &&
             name_member (w, object, "fruit", NAME_FRUIT, &self->fruit[0]);

    case ALP_ACTION_REVEAL_CARD:
      return alp_json_walk_object (w, node, card_keys) != NULL &&
             int_member (w, object, "card", 0, ALP_N_DELIVERY_CARDS - 1, FALSE, &self->card);

    case ALP_ACTION_ZARA_ROLL:
      {
        gboolean app_die = FALSE;

        if (alp_json_walk_object (w, node, roll_keys) == NULL ||
            !int_member (w, object, "value", 1, 6, TRUE, &self->value) ||
            !alp_json_walk_bool_member (w, object, "app_die", &app_die))
          return FALSE;
        self->die = app_die ? ALP_DIE_APP : ALP_DIE_PHYSICAL;
        return TRUE;
      }

    case ALP_ACTION_ZARA_CARD:
      if (alp_json_walk_object (w, node, zara_card_keys) == NULL ||
          !int_member (w, object, "card", 0, ALP_N_DELIVERY_CARDS - 1, FALSE, &self->card) ||
          !name_member (w, object, "fruit", NAME_FRUIT, &self->fruit[0]) ||
          !name_member (w, object, "arrow", NAME_ARROW, &self->arrow))
        return FALSE;
      if (self->fruit[0] != ALP_NONE && alp_json_get_member (object, "arrow") == NULL)
        {
          gsize len = alp_json_walk_push_key (w, "arrow");

          alp_json_walk_invalid (w, _("required with \"fruit\", but absent"));
          alp_json_walk_pop (w, len);
          return FALSE;
        }
      return TRUE;

    case ALP_ACTION_ZARA_CHOOSE:
      return alp_json_walk_object (w, node, village_keys) != NULL &&
             name_member (w, object, "village", NAME_VILLAGE, &self->village);

    default:  /* the kinds without fields */
      return alp_json_walk_object (w, node, bare_keys) != NULL;
    }
}

/**
 * alp_action_from_node:
 * @node: an action as alp_action_to_node() writes it
 * @path: (nullable): the JSON path of @node in its document ("events[12]"),
 *   put before the path in error messages
 * @error: an %ALP_EDITION_ERROR_INVALID naming the path of the problem
 *
 * Reads an action, checking the types, the ranges and the names and
 * refusing unknown keys.  Whether the action is legal is for the rules to
 * say, when it is applied.
 *
 * Returns: %TRUE when @self was filled in; on failure @self is undefined
 */
gboolean
alp_action_from_node (AlpAction   *self,
                      JsonNode    *node,
                      const char  *path,
                      GError     **error)
{
  AlpJsonWalk w;
  gboolean ret;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  alp_json_walk_init (&w, path, error);
  ret = read_action (&w, node, self);
  alp_json_walk_clear (&w);

  return ret;
}
