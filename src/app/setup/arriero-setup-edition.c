/* arriero-setup-edition.c: what the setup pages read from the copy
 *
 * The pages name segments, tokens, cards and goals as the table's copy
 * prints them.  They read the edition in its file format, every item they
 * read is in this file, and the engine spells each item's path
 * (alp_edition_item_to_path()), so that a new version of the format
 * changes no page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"

#include "arriero-setup-edition.h"

/* An edition never changes (an answer makes a new one), so its file form
 * is made once and kept with it */
static JsonNode *
edition_node (AlpEdition *edition)
{
  JsonNode *node = g_object_get_data (G_OBJECT (edition), "arriero-setup-node");

  if (node == NULL)
    {
      node = alp_edition_to_node (edition);
      g_object_set_data_full (G_OBJECT (edition), "arriero-setup-node", node,
                              (GDestroyNotify) json_node_unref);
    }

  return node;
}

/* Returns: (nullable): the edition's @item, NULL when it is not known */
static JsonNode *
lookup (AlpEdition           *edition,
        const AlpEditionItem *item)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonPath) json_path = json_path_new ();
  g_autofree char *path = alp_edition_item_to_path (item);
  g_autofree char *expression = g_strconcat ("$.", path, NULL);
  g_autoptr(JsonNode) found = NULL;
  JsonArray *array;

  if (!json_path_compile (json_path, expression, &error))
    return NULL;
  found = json_path_match (json_path, edition_node (edition));
  array = json_node_get_array (found);
  if (json_array_get_length (array) == 0 || JSON_NODE_HOLDS_NULL (json_array_get_element (array, 0)))
    return NULL;

  return json_node_copy (json_array_get_element (array, 0));
}

static char *
lookup_string (AlpEdition           *edition,
               const AlpEditionItem *item)
{
  g_autoptr(JsonNode) node = lookup (edition, item);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? g_strdup (json_node_get_string (node)) : NULL;
}

static char *
get_segment_kind (AlpEdition *edition,
                  guint       segment)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SEGMENT_KIND, .segment = segment };

  return lookup_string (edition, &item);
}

/* Fills @middle with the edition's market and harvest segments, in the
 * edition's order.  Returns: how many */
guint
arriero_setup_edition_list_middle (AlpEdition *edition,
                                   guint8      middle[ARRIERO_N_MIDDLE])
{
  guint n_middle = 0;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *kind = get_segment_kind (edition, i);

      if (n_middle < ARRIERO_N_MIDDLE &&
          (g_strcmp0 (kind, "market") == 0 || g_strcmp0 (kind, "harvest") == 0))
        middle[n_middle++] = i;
    }

  return n_middle;
}

/* Returns: (nullable): the name printed on the segment */
char *
arriero_setup_edition_get_segment_id (AlpEdition *edition,
                                      guint       segment)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SEGMENT_ID, .segment = segment };

  return lookup_string (edition, &item);
}

/* Returns: (nullable): the name the table gave @segment */
char *
arriero_setup_edition_get_segment_name (AlpEdition *edition,
                                        guint       segment)
{
  g_autofree char *path = g_strdup_printf ("segments[%u].name", segment);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? g_strdup (json_node_get_string (node)) : NULL;
}

/* A segment in words, as the table knows it: the name it gave it, or its
 * kind and number among the copy's segments of that kind (“Market
 * segment 2”); never the edition's id */
char *
arriero_setup_edition_describe_segment (AlpEdition *edition,
                                        guint       segment)
{
  char *name = arriero_setup_edition_get_segment_name (edition, segment);
  g_autofree char *kind = NULL;
  guint number = 1;

  if (name != NULL)
    return name;

  kind = get_segment_kind (edition, segment);
  for (guint i = 0; i < segment && i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *other = get_segment_kind (edition, i);

      if (g_strcmp0 (other, kind) == 0)
        number++;
    }

  if (g_strcmp0 (kind, "market") == 0)
    return g_strdup_printf (_("Market segment %u"), number);
  if (g_strcmp0 (kind, "harvest") == 0)
    return g_strdup_printf (_("Harvest segment %u"), number);
  if (g_strcmp0 (kind, "go") == 0)
    return g_strdup (_("Go segment"));
  if (g_strcmp0 (kind, "end") == 0)
    return g_strdup (_("End segment"));

  return g_strdup_printf (_("Segment %u"), segment + 1);
}

/* Returns: how many spots the go space has on @side, 0 when the copy does
 * not say yet */
guint
arriero_setup_edition_count_go_spots (AlpEdition *edition,
                                      AlpSide     side)
{
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *kind = get_segment_kind (edition, i);

      if (g_strcmp0 (kind, "go") == 0)
        {
          AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SPACE_SPOTS,
                                  .segment = i, .side = side, .space = 0 };
          g_autoptr(JsonNode) spots = lookup (edition, &item);

          /* the spots are listed, or only counted when they print nothing */
          if (spots != NULL && JSON_NODE_HOLDS_ARRAY (spots))
            return json_array_get_length (json_node_get_array (spots));
          if (spots != NULL && JSON_NODE_HOLDS_VALUE (spots))
            return json_node_get_int (spots);
          return 0;
        }
    }

  return 0;
}

/* A delivery card, as its front reads */
char *
arriero_setup_edition_describe_card (AlpEdition *edition,
                                     guint       card)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_CARD, .card = card };
  g_autoptr(JsonNode) node = lookup (edition, &item);
  g_autoptr(GString) fruits = g_string_new (NULL);
  JsonObject *object;
  JsonArray *front;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return g_strdup_printf (_("Card %u (not described yet)"), card + 1);

  object = json_node_get_object (node);
  front = json_object_has_member (object, "front") ? json_object_get_array_member (object, "front") : NULL;
  for (guint i = 0; front != NULL && i < json_array_get_length (front); i++)
    {
      AlpFruit fruit;

      if (!alp_fruit_from_string (json_array_get_string_element (front, i), &fruit))
        continue;
      if (fruits->len > 0)
        g_string_append (fruits, ", ");
      g_string_append (fruits, alp_fruit_get_name (fruit, 1));
    }

  return g_strdup_printf (_("Card %u: %s, %d dirhams"), card + 1, fruits->str,
                          (gint) json_object_get_int_member_with_default (object, "value", 0));
}

/* One side of a goal card (0 for A, 1 for B), as it reads */
char *
arriero_setup_edition_describe_goal (AlpEdition *edition,
                                     guint       card,
                                     guint       side)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_GOAL_SIDE, .card = card, .index = side };
  g_autofree char *id = lookup_string (edition, &item);
  AlpGoal goal;

  if (id != NULL && alp_goal_from_string (id, &goal))
    return g_strdup_printf ("%s: %s", side == 0 ? _("A") : _("B"), alp_goal_get_description (goal));

  return g_strdup (side == 0 ? _("Side A") : _("Side B"));
}

/* Returns: the part of the setup that first needs the edition item at
 * @path (as in alp_edition_error_get_path()): the face-up cards need
 * what no earlier part does */
AlpSetupParts
arriero_setup_edition_get_part_of_path (const char *path)
{
  switch (alp_edition_section_of_path (path))
    {
    case ALP_EDITION_SECTION_SEGMENTS:
      return ALP_SETUP_SEGMENTS;
    case ALP_EDITION_SECTION_DELIVERY_TOKENS:
      return ALP_SETUP_TOKENS;
    case ALP_EDITION_SECTION_FARMLANDS:
      /* typed beside the villages' tokens */
      return ALP_SETUP_TOKENS;
    case ALP_EDITION_SECTION_GOAL_CARDS:
      return ALP_SETUP_GOAL_SIDES;
    default:
      return ALP_SETUP_DISPLAY;
    }
}
