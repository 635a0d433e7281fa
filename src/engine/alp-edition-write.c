/* alp-edition-write.c: writing AlpEditionData as an edition file
 *
 * The canonical form of an edition: the unknown parts left out, the keys
 * in a fixed order, so that loading a file and saving it again gives the
 * same bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-edition-private.h"
#include "alp-json.h"

/* ------------------------------------------------------------------------ */
/* Saving                                                                   */

static JsonNode *
icons_to_node (const AlpIconSet *set)
{
  JsonArray *array = json_array_sized_new (set->n_icons);
  JsonNode *node;

  for (guint i = 0; i < set->n_icons; i++)
    json_array_add_string_element (array, alp_icon_to_string (set->icons[i]));

  node = json_node_init_array (json_node_alloc (), array);
  json_array_unref (array);
  return node;
}

static JsonNode *
object_node (JsonObject *object)
{
  JsonNode *node = json_node_init_object (json_node_alloc (), object);

  json_object_unref (object);
  return node;
}

/* Sets @key of the object *@parent to @member, making the parent for its
 * first member: a part of which nothing is known is left out */
static void
add_member (JsonObject **parent,
            const char  *key,
            JsonObject  *member)
{
  if (*parent == NULL)
    *parent = json_object_new ();
  json_object_set_object_member (*parent, key, member);
}

/* Sets @key of @object to @member, made by add_member(), if there is one */
static void
set_any (JsonObject *object,
         const char *key,
         JsonObject *member)
{
  if (member != NULL)
    json_object_set_object_member (object, key, member);
}

static JsonNode *
space_to_node (const AlpSpaceDef *space)
{
  JsonObject *object = json_object_new ();
  JsonArray *spots;

  json_object_set_string_member (object, "kind", alp_space_kind_to_string (space->kind));

  switch (space->kind)
    {
    case ALP_SPACE_STANDARD:
      if (space->icons.known)
        json_object_set_member (object, "icons", icons_to_node (&space->icons));
      break;

    case ALP_SPACE_GO:
      json_object_set_int_member (object, "spots", space->n_spots);
      break;

    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
    case ALP_SPACE_END:
      spots = json_array_new ();
      for (guint i = 0; i < space->n_spots; i++)
        {
          const AlpSpotDef *spot = &space->spots[i];
          JsonObject *spot_object = json_object_new ();

          if (space->kind == ALP_SPACE_END)
            {
              if (spot->value_known)
                json_object_set_int_member (spot_object, "value", spot->value);
              json_object_set_boolean_member (spot_object, "four_player_only",
                                              spot->four_player_only);
            }
          else if (spot->icons.known)
            json_object_set_member (spot_object, "icons", icons_to_node (&spot->icons));

          json_array_add_object_element (spots, spot_object);
        }
      json_object_set_array_member (object, "spots", spots);
      break;

    default:
      g_assert_not_reached ();
    }

  return object_node (object);
}

static void
add_segments (JsonObject           *root,
              const AlpEditionData *data)
{
  JsonArray *segments = json_array_new ();

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      const AlpSegmentDef *segment = &data->segments[i];
      JsonObject *object = json_object_new ();
      JsonObject *sides = NULL;

      json_object_set_string_member (object, "id", segment->id);
      if (segment->name != NULL)
        json_object_set_string_member (object, "name", segment->name);
      json_object_set_string_member (object, "kind", alp_segment_kind_to_string (segment->kind));

      for (guint side = 0; side < 2; side++)
        {
          const AlpSideDef *side_def = &segment->sides[side];
          JsonObject *side_object;
          JsonArray *spaces;

          if (!side_def->known)
            continue;

          spaces = json_array_new ();
          for (guint j = 0; j < side_def->n_spaces; j++)
            json_array_add_element (spaces, space_to_node (&side_def->spaces[j]));

          side_object = json_object_new ();
          json_object_set_array_member (side_object, "spaces", spaces);
          add_member (&sides, alp_side_to_string (side), side_object);
        }

      set_any (object, "sides", sides);

      json_array_add_object_element (segments, object);
    }

  json_object_set_array_member (root, "segments", segments);
}

static void
add_tokens_and_cards (JsonObject           *root,
                      const AlpEditionData *data)
{
  JsonObject *tokens = NULL;
  JsonObject *cards = NULL;
  gboolean any_card = FALSE;

  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      const AlpTokenSetDef *set = &data->tokens[fruit];
      JsonObject *object;
      JsonArray *counts;

      if (!set->known)
        continue;

      counts = json_array_new ();
      for (guint i = 0; i < ALP_TOKENS_PER_FRUIT; i++)
        json_array_add_int_element (counts, set->counts[i]);

      object = json_object_new ();
      json_object_set_array_member (object, "counts", counts);
      if (set->removed_two_three >= 0)
        json_object_set_int_member (object, "removed_two_three", set->removed_two_three);

      add_member (&tokens, alp_fruit_to_string (fruit), object);
    }

  set_any (root, "delivery_tokens", tokens);

  for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
    any_card |= data->cards[i].known;

  if (data->display_known || any_card)
    cards = json_object_new ();
  if (data->display_known)
    json_object_set_int_member (cards, "display", data->display_size);
  if (any_card)
    {
      JsonArray *array = json_array_new ();

      for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
        {
          const AlpCardDef *card = &data->cards[i];
          JsonObject *object, *back;
          JsonArray *front;

          if (!card->known)
            {
              json_array_add_null_element (array);
              continue;
            }

          front = json_array_new ();
          for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
            for (guint n = 0; n < card->front[fruit]; n++)
              json_array_add_string_element (front, alp_fruit_to_string (fruit));

          object = json_object_new ();
          json_object_set_array_member (object, "front", front);
          json_object_set_int_member (object, "value", card->value);
          if (card->back_known)
            {
              back = json_object_new ();
              json_object_set_string_member (back, "fruit", alp_fruit_to_string (card->back_fruit));
              json_object_set_string_member (back, "arrow", alp_arrow_to_string (card->back_arrow));
              json_object_set_object_member (object, "back", back);
            }
          json_array_add_object_element (array, object);
        }
      json_object_set_array_member (cards, "cards", array);
    }

  set_any (root, "delivery_cards", cards);

  if (data->bonuses_known)
    {
      JsonObject *market = json_object_new ();
      JsonArray *bonuses = json_array_new ();

      for (guint i = 0; i < ALP_N_FRUITS; i++)
        json_array_add_int_element (bonuses, data->bonuses[i]);
      json_object_set_array_member (market, "bonuses", bonuses);
      json_object_set_object_member (root, "market_card", market);
    }
}

static void
add_awards_and_goals (JsonObject           *root,
                      const AlpEditionData *data)
{
  JsonObject *awards = NULL;
  gboolean any_goal_card = FALSE;

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      const AlpAwardDef *award = &data->awards[region];
      JsonObject *object;

      if (!award->green.known && !award->red.known)
        continue;

      object = json_object_new ();
      if (award->green.known)
        json_object_set_member (object, "green_side", icons_to_node (&award->green));
      if (award->red.known)
        json_object_set_member (object, "red_side", icons_to_node (&award->red));

      add_member (&awards, alp_region_to_string (region), object);
    }

  set_any (root, "award_tokens", awards);

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    any_goal_card |= data->goal_cards[i].known;

  if (any_goal_card)
    {
      JsonArray *cards = json_array_new ();

      for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
        {
          const AlpGoalCardDef *card = &data->goal_cards[i];
          JsonObject *object;
          JsonArray *sides, *spots;

          if (!card->known)
            {
              json_array_add_null_element (cards);
              continue;
            }

          /* a side not known yet stays null: its back is never made up */
          sides = json_array_new ();
          for (guint s = 0; s < 2; s++)
            if (card->goals[s] == ALP_NONE)
              json_array_add_null_element (sides);
            else
              json_array_add_string_element (sides, alp_goal_to_string (card->goals[s]));

          spots = json_array_new ();
          for (guint j = 0; j < card->n_spots; j++)
            {
              JsonObject *spot = json_object_new ();

              if (card->spots[j].known)
                json_object_set_member (spot, "reward", icons_to_node (&card->spots[j]));
              json_array_add_object_element (spots, spot);
            }

          object = json_object_new ();
          json_object_set_array_member (object, "sides", sides);
          if (card->n_spots > 0)
            json_object_set_array_member (object, "spots", spots);
          else
            json_array_unref (spots);
          json_array_add_object_element (cards, object);
        }

      json_object_set_array_member (root, "goal_cards", cards);
    }
}

static void
add_farmlands_and_canal (JsonObject           *root,
                         const AlpEditionData *data)
{
  JsonObject *farmlands = NULL;

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      const AlpFarmlandDef *farmland = &data->farmlands[region];
      JsonObject *object;
      JsonArray *fields;

      if (!farmland->known)
        continue;

      fields = json_array_new ();
      for (guint i = 0; i < farmland->n_fields; i++)
        json_array_add_string_element (fields, alp_fruit_to_string (farmland->fields[i]));

      object = json_object_new ();
      json_object_set_array_member (object, "fields", fields);
      add_member (&farmlands, alp_region_to_string (region), object);
    }

  set_any (root, "farmlands", farmlands);

  if (data->canal.known)
    {
      JsonObject *canal = json_object_new ();
      JsonArray *channels = json_array_new ();

      for (guint i = 0; i < data->canal.n_channels; i++)
        {
          const AlpChannelDef *channel = &data->canal.channels[i];
          JsonObject *object = json_object_new ();
          JsonArray *neighbours = json_array_new ();

          json_object_set_string_member (object, "id", channel->id);
          json_object_set_string_member (object, "shape", alp_channel_shape_to_string (channel->shape));
          json_object_set_boolean_member (object, "start", channel->start);
          json_object_set_int_member (object, "dirhams", channel->dirhams);
          json_object_set_int_member (object, "norias", channel->norias);
          if (channel->shape == ALP_CHANNEL_T)
            json_object_set_string_member (object, "leads_to",
                                           alp_region_to_string (channel->leads_to));

          for (guint j = 0; j < data->canal.n_channels; j++)
            if (channel->neighbours & (G_GUINT64_CONSTANT (1) << j))
              json_array_add_string_element (neighbours, data->canal.channels[j].id);
          json_object_set_array_member (object, "neighbours", neighbours);

          json_array_add_object_element (channels, object);
        }

      json_object_set_array_member (canal, "channels", channels);
      json_object_set_object_member (root, "canal", canal);
    }

  if (data->start_known)
    {
      JsonObject *start = json_object_new ();

      json_object_set_int_member (start, "dirhams", data->start_dirhams);
      json_object_set_object_member (root, "start", start);
    }
}

/**
 * alp_edition_to_node:
 *
 * The edition in the edition file format, the unknown parts left out, the
 * keys in a fixed order: the canonical form of the edition.
 *
 * Returns: (transfer full): a new node
 */
JsonNode *
alp_edition_to_node (AlpEdition *self)
{
  const AlpEditionData *data;
  JsonObject *root;

  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);

  data = _alp_edition_get_data (self);
  root = json_object_new ();

  json_object_set_string_member (root, "format", ALP_EDITION_FORMAT);
  json_object_set_int_member (root, "version", ALP_EDITION_VERSION);
  json_object_set_string_member (root, "name", data->name);
  if (data->description != NULL)
    json_object_set_string_member (root, "description", data->description);
  json_object_set_boolean_member (root, "example", data->example);

  add_segments (root, data);
  add_tokens_and_cards (root, data);
  add_awards_and_goals (root, data);
  add_farmlands_and_canal (root, data);

  return object_node (root);
}

/**
 * alp_edition_to_data:
 * @length: (out) (optional): the length of the text
 *
 * The edition file of this edition in its canonical form: loading it and
 * saving again gives the same bytes.
 *
 * Returns: (transfer full): the text, UTF-8, ending in a newline
 */
char *
alp_edition_to_data (AlpEdition *self,
                     gsize      *length)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);

  node = alp_edition_to_node (self);

  return alp_json_to_data (node, length);
}
