/* alp-edition-edit.c: reading and changing one item of an edition by its path
 *
 * The paths are those of the loader's errors and of ALP_EDITION_ERROR_MISSING
 * ("segments[3].sides.four_player", "delivery_cards.cards[7]"), so that the
 * app can ask the table for exactly the item a game lacks and put the answer
 * where it belongs.  A change is made on the edition's canonical JSON and the
 * result goes through the loader again: an answer is checked by the code
 * that checks a file, and refused with the same words.  Only the public
 * edition API is used here; the loader stays the one judge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alp-edition.h"
#include "alp-json-private.h"

/* No list in the format is longer than 64 entries */
#define MAX_INDEX 9999

typedef struct
{
  char  *key;     /* an object member, or NULL for an array index */
  guint  index;
} Step;

/* Every item of the format, as the longest paths that reach it: a path is
 * an item when it leads along one of these, or to its end.  "[]" stands
 * for any index, <fruit>, <region> and <side> for the names the format
 * allows there. */
static const char * const items[] = {
  "format",
  "version",
  "name",
  "description",
  "example",
  "segments[].id",
  "segments[].name",
  "segments[].kind",
  "segments[].sides.<side>.spaces[].kind",
  "segments[].sides.<side>.spaces[].icons[]",
  "segments[].sides.<side>.spaces[].spots[].icons[]",
  "segments[].sides.<side>.spaces[].spots[].value",
  "segments[].sides.<side>.spaces[].spots[].four_player_only",
  "delivery_tokens.<fruit>.counts[]",
  "delivery_tokens.<fruit>.removed_two_three",
  "delivery_cards.display",
  "delivery_cards.cards[].front[]",
  "delivery_cards.cards[].value",
  "delivery_cards.cards[].back.fruit",
  "delivery_cards.cards[].back.arrow",
  "market_card.bonuses[]",
  "award_tokens.<region>.green_side[]",
  "award_tokens.<region>.red_side[]",
  "goal_cards[].sides[]",
  "goal_cards[].spots[].reward[]",
  "farmlands.<region>.fields[]",
  "canal.channels[].id",
  "canal.channels[].shape",
  "canal.channels[].start",
  "canal.channels[].dirhams",
  "canal.channels[].norias",
  "canal.channels[].leads_to",
  "canal.channels[].neighbours[]",
  "start.dirhams",
};

static void
step_clear (gpointer data)
{
  Step *step = data;

  g_clear_pointer (&step->key, g_free);
}

/* "a.b[2].c" as steps; NULL when it is not a path */
static GArray *
parse_path (const char *path)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, TRUE, sizeof (Step));
  const char *p = path;

  g_array_set_clear_func (steps, step_clear);

  while (*p != '\0')
    {
      Step step = { NULL, 0 };

      /* The top level is an object: a path starts with a key */
      if (*p == '[' && steps->len > 0)
        {
          p++;
          if (!g_ascii_isdigit (*p) || (*p == '0' && g_ascii_isdigit (p[1])))
            return NULL;
          while (g_ascii_isdigit (*p))
            {
              step.index = step.index * 10 + (guint) (*p++ - '0');
              if (step.index > MAX_INDEX)
                return NULL;
            }
          if (*p++ != ']')
            return NULL;
        }
      else
        {
          const char *start;

          if (steps->len > 0 && *p++ != '.')
            return NULL;
          start = p;
          while (g_ascii_isalnum (*p) || *p == '_' || *p == '-')
            p++;
          if (p == start)
            return NULL;
          step.key = g_strndup (start, p - start);
        }

      g_array_append_val (steps, step);
    }

  return g_steal_pointer (&steps);
}

static gboolean
key_matches (const char *pattern,
             gsize       len,
             const char *key)
{
  AlpFruit fruit;
  AlpRegion region;
  AlpSide side;

  if (len == strlen ("<fruit>") && strncmp (pattern, "<fruit>", len) == 0)
    return alp_fruit_from_string (key, &fruit);
  if (len == strlen ("<region>") && strncmp (pattern, "<region>", len) == 0)
    return alp_region_from_string (key, &region);
  if (len == strlen ("<side>") && strncmp (pattern, "<side>", len) == 0)
    return alp_side_from_string (key, &side);

  return strlen (key) == len && strncmp (pattern, key, len) == 0;
}

/* Whether @steps lead along @pattern, to its end or part of the way */
static gboolean
leads_along (const char *pattern,
             GArray     *steps)
{
  const char *p = pattern;

  for (guint i = 0; i < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);
      gsize len;

      if (step->key == NULL)
        {
          if (!g_str_has_prefix (p, "[]"))
            return FALSE;
          p += 2;
          continue;
        }

      if (i > 0 && *p++ != '.')
        return FALSE;
      len = strcspn (p, ".[");
      if (len == 0 || !key_matches (p, len, step->key))
        return FALSE;
      p += len;
    }

  return TRUE;
}

/* The steps of @path, or NULL with an ALP_EDITION_ERROR_INVALID when it is
 * not the path of an item of the format */
static GArray *
lookup_path (const char  *path,
             GError     **error)
{
  g_autoptr(GArray) steps = parse_path (path);

  if (steps == NULL)
    {
      g_autofree char *quoted = alp_json_quote (path);

      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                             /* TRANSLATORS: %s is what was given as a path, in quotes */
                             _("%s is not a path in an edition file"), quoted);
      return NULL;
    }

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    if (leads_along (items[i], steps))
      return g_steal_pointer (&steps);

  alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                         _("an edition file has no such item"));
  return NULL;
}

static char *
steps_to_path (GArray *steps,
               guint   n)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);

      if (step->key == NULL)
        g_string_append_printf (path, "[%u]", step->index);
      else
        {
          if (i > 0)
            g_string_append_c (path, '.');
          g_string_append (path, step->key);
        }
    }

  return g_string_free (path, FALSE);
}

/* How long a list made for the first @n steps starts: the lists whose
 * entries may be null keep their positions, the others grow one by one */
static guint
new_list_length (GArray *steps,
                 guint   n)
{
  const Step *first = &g_array_index (steps, Step, 0);

  if (n == 1 && g_strcmp0 (first->key, "goal_cards") == 0)
    return ALP_N_GOAL_CARDS;
  if (n == 2 && g_strcmp0 (first->key, "delivery_cards") == 0 &&
      g_strcmp0 (g_array_index (steps, Step, 1).key, "cards") == 0)
    return ALP_N_DELIVERY_CARDS;

  return 0;
}

/* A copy of @node (NULL when nothing is there) with @value at the steps
 * from @i on, made anew along the way: json-glib 1.6 can neither replace
 * an array element nor reset a node that holds something, so no node of
 * the tree is changed.  @out is NULL when the result is nothing.  Whatever
 * the loader requires of what is made is the loader's to check. */
static gboolean
rebuild (JsonNode   *node,
         GArray     *steps,
         guint       i,
         JsonNode   *value,
         JsonNode  **out,
         GError    **error)
{
  const Step *step;
  JsonNode *child = NULL;

  *out = NULL;

  if (i == steps->len)
    {
      if (value != NULL)
        *out = json_node_copy (value);
      return TRUE;
    }

  step = &g_array_index (steps, Step, i);

  if (step->key != NULL)
    {
      JsonObject *old = NULL;
      JsonObject *object;

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
        old = json_node_get_object (node);
      else if (value == NULL)
        {
          /* Nothing there: nothing to take away */
          *out = node != NULL ? json_node_copy (node) : NULL;
          return TRUE;
        }

      object = json_object_new ();
      if (old != NULL)
        {
          g_autoptr(GList) members = json_object_get_members (old);

          for (GList *l = members; l != NULL; l = l->next)
            json_object_set_member (object, l->data,
                                    json_node_copy (json_object_get_member (old, l->data)));
        }

      if (!rebuild (old != NULL ? json_object_get_member (old, step->key) : NULL,
                    steps, i + 1, value, &child, error))
        {
          json_object_unref (object);
          return FALSE;
        }
      if (child != NULL)
        json_object_set_member (object, step->key, child);
      else
        json_object_remove_member (object, step->key);

      *out = json_node_init_object (json_node_alloc (), object);
      json_object_unref (object);
    }
  else
    {
      JsonArray *old = NULL;
      JsonArray *array;
      guint length;

      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
        {
          old = json_node_get_array (node);
          length = json_array_get_length (old);
        }
      else if (value == NULL)
        {
          *out = node != NULL ? json_node_copy (node) : NULL;
          return TRUE;
        }
      else
        length = new_list_length (steps, i);

      if (step->index >= length && value == NULL)
        {
          *out = node != NULL ? json_node_copy (node) : NULL;
          return TRUE;
        }
      if (step->index > length)
        {
          g_autofree char *path = steps_to_path (steps, i + 1);

          /* A gap would hold nothing the loader could read */
          alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                                 g_dngettext (GETTEXT_PACKAGE,
                                              "no such entry: the list has %u entry",
                                              "no such entry: the list has %u entries",
                                              length),
                                 length);
          return FALSE;
        }

      if (!rebuild (step->index < length && old != NULL
                    ? json_array_get_element (old, step->index) : NULL,
                    steps, i + 1, value, &child, error))
        return FALSE;

      array = json_array_sized_new (MAX (length, step->index + 1));
      for (guint j = 0; j < MAX (length, step->index + 1); j++)
        {
          if (j == step->index)
            {
              /* An entry made unknown keeps its place */
              if (child != NULL)
                json_array_add_element (array, g_steal_pointer (&child));
              else
                json_array_add_null_element (array);
            }
          else if (old != NULL)
            json_array_add_element (array, json_node_copy (json_array_get_element (old, j)));
          else
            json_array_add_null_element (array);
        }

      *out = json_node_init_array (json_node_alloc (), array);
      json_array_unref (array);
    }

  return TRUE;
}

/**
 * alp_edition_get_value:
 * @path: the JSON path of an item, as in the edition's errors
 *   (alp_edition_error_get_path()): `delivery_cards.cards[7]`,
 *   `segments[2].sides.four_player.spaces[1].icons`; "" for the whole
 *   edition
 *
 * What the edition holds at @path, in the edition file format and its
 * canonical form (see alp_edition_to_node()), so that an editor can show
 * any part of it and correct it with alp_edition_with_value().
 *
 * Returns: (transfer full) (nullable): the item, or %NULL when it is not
 *   known or @path is not an item of the format
 */
JsonNode *
alp_edition_get_value (AlpEdition *self,
                       const char *path)
{
  g_autoptr(GArray) steps = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonNode *node;

  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if ((steps = lookup_path (path, NULL)) == NULL)
    return NULL;

  root = alp_edition_to_node (self);
  node = root;

  for (guint i = 0; i < steps->len && node != NULL; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);

      if (step->key != NULL)
        node = JSON_NODE_HOLDS_OBJECT (node)
               ? json_object_get_member (json_node_get_object (node), step->key) : NULL;
      else if (JSON_NODE_HOLDS_ARRAY (node) &&
               step->index < json_array_get_length (json_node_get_array (node)))
        node = json_array_get_element (json_node_get_array (node), step->index);
      else
        node = NULL;
    }

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;

  return json_node_copy (node);
}

/**
 * alp_edition_with_value:
 * @path: the JSON path of an item, as in the edition's errors
 *   (alp_edition_error_get_path()), "" for the whole edition
 * @value: (nullable): the item in the edition file format, or %NULL (or
 *   a JSON null) to make it unknown again
 * @error: an %ALP_EDITION_ERROR_INVALID naming the path of the problem
 *
 * A new edition, @self with @value at @path: how the table's answer to an
 * %ALP_EDITION_ERROR_MISSING, or a correction, becomes part of the edition.
 * The objects on the way are made as needed (`delivery_cards.cards[7]`
 * on an edition with no card known makes the list of 20, the others
 * unknown); a list grows by one entry at a time.  The result goes through
 * the edition loader, so a value it refuses is refused with its message
 * and path (`...spaces[1].icons[0]: unknown icon "irigate"`), and so is a
 * @path that is not an item of the format.  @self does not change.
 *
 * Making unknown what is already unknown changes nothing.  In
 * `delivery_cards.cards` and `goal_cards`, an entry made unknown keeps its
 * place as a null; elsewhere in a list a null is refused by the loader.
 *
 * Returns: (transfer full) (nullable): the new edition
 */
AlpEdition *
alp_edition_with_value (AlpEdition  *self,
                        const char  *path,
                        JsonNode    *value,
                        GError     **error)
{
  g_autoptr(GArray) steps = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (value != NULL && JSON_NODE_HOLDS_NULL (value))
    value = NULL;

  if ((steps = lookup_path (path, error)) == NULL)
    return NULL;

  node = alp_edition_to_node (self);
  if (!rebuild (node, steps, 0, value, &root, error))
    return NULL;

  /* Only "" can leave nothing at all */
  if (root == NULL)
    root = json_node_new (JSON_NODE_NULL);

  return alp_edition_new_from_node (root, NULL, error);
}

/**
 * alp_edition_save_to_file:
 * @path: where to save, in a folder that exists
 *
 * Saves the edition in its canonical form (alp_edition_to_data())
 * atomically: the new file is written beside the old one and renamed over
 * it only once it is whole, so a crash mid-write leaves the previous file
 * as it was.  The file can be shared with other owners of the same print.
 *
 * Returns: %FALSE with a %G_FILE_ERROR when the file cannot be written
 */
gboolean
alp_edition_save_to_file (AlpEdition  *self,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  node = alp_edition_to_node (self);

  /* Meant for sharing: the umask decides who may read it.  Saved seldom,
   * and what the table told: durable */
  return alp_json_write_node (path, node, 0666, TRUE, error);
}
