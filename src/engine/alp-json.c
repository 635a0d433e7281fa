/* alp-json.c: writing JSON the canonical way, and reading it with paths
 *
 * Every file Arriero writes (editions, saved games) goes through one
 * writer, so that loading and saving again gives the same bytes; every tree
 * it reads is walked with the JSON path of the current item at hand, so
 * that a refusal can say where the problem is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-json-private.h"

/* How much of a string from the file an error message quotes */
#define MAX_QUOTE      40
/* Containers that fit in this many columns are written on one line */
#define LINE_WIDTH     80

/**
 * alp_json_quote:
 *
 * Quotes text from a file in a message: the text may be long, hold
 * control characters or, in a tree the caller built, be invalid UTF-8.
 *
 * Returns: (transfer full): the text in double quotes, cut short
 */
char *
alp_json_quote (const char *str)
{
  g_autofree char *valid = g_utf8_make_valid (str, -1);
  GString *out = g_string_new ("\"");
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == MAX_QUOTE)
        {
          g_string_append (out, "…");
          break;
        }
      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", (char) c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_unichar (out, c);
    }
  g_string_append_c (out, '"');

  return g_string_free (out, FALSE);
}


/* The writer: json-glib's generator puts every number of a list on a line
 * of its own; people edit these files, so short containers stay on one line. */

static void
write_string (GString    *out,
              const char *str)
{
  g_string_append_c (out, '"');
  for (const char *p = str; *p != '\0'; p++)
    {
      guchar c = *p;

      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\t': g_string_append (out, "\\t"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, c);
        }
    }
  g_string_append_c (out, '"');
}

static void
write_scalar (GString  *out,
              JsonNode *node)
{
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_STRING:
      write_string (out, json_node_get_string (node));
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Writes @node on one line; gives up, returning %FALSE, as soon as the
 * text goes past @limit, so that trying whether a large container fits on
 * a line costs no more than the line */
static gboolean
write_inline (GString  *out,
              JsonNode *node,
              gsize     limit)
{
  if (JSON_NODE_HOLDS_NULL (node))
    g_string_append (out, "null");
  else if (JSON_NODE_HOLDS_VALUE (node))
    write_scalar (out, node);
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      g_string_append_c (out, '[');
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          if (!write_inline (out, json_array_get_element (array, i), limit))
            return FALSE;
        }
      g_string_append_c (out, ']');
    }
  else
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      g_string_append_c (out, '{');
      for (GList *l = members; l != NULL; l = l->next)
        {
          if (l != members)
            g_string_append (out, ", ");
          write_string (out, l->data);
          g_string_append (out, ": ");
          if (!write_inline (out, json_object_get_member (object, l->data), limit))
            return FALSE;
        }
      g_string_append_c (out, '}');
    }

  return out->len <= limit;
}

static void write_node (GString  *out,
                        JsonNode *node,
                        guint     indent,
                        gsize     line_start);

/* One line of an array (@key %NULL) or object at @indent: the element's
 * indentation, its key and its value */
static void
write_member (GString    *out,
              const char *key,
              JsonNode   *node,
              guint       indent)
{
  gsize line_start = out->len;

  g_string_append_printf (out, "%*s", (int) (indent + 2), "");
  if (key != NULL)
    {
      write_string (out, key);
      g_string_append (out, ": ");
    }
  write_node (out, node, indent + 2, line_start);
}

static void
write_node (GString  *out,
            JsonNode *node,
            guint     indent,
            gsize     line_start)
{
  gsize start = out->len;
  g_autoptr(GList) members = NULL;
  GList *member;
  JsonObject *object = NULL;
  JsonArray *array = NULL;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node) && !JSON_NODE_HOLDS_OBJECT (node))
    {
      write_inline (out, node, G_MAXSIZE);
      return;
    }

  /* The whole file on one line would be no help */
  if (indent > 0)
    {
      if (write_inline (out, node, line_start + LINE_WIDTH))
        return;
      g_string_truncate (out, start);
    }

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      array = json_node_get_array (node);
      n = json_array_get_length (array);
    }
  else
    {
      object = json_node_get_object (node);
      members = json_object_get_members (object);
      n = g_list_length (members);
    }

  member = members;
  g_string_append_c (out, array != NULL ? '[' : '{');
  for (guint i = 0; i < n; i++)
    {
      g_string_append (out, i > 0 ? ",\n" : "\n");

      if (array != NULL)
        write_member (out, NULL, json_array_get_element (array, i), indent);
      else
        {
          const char *key = member->data;

          member = member->next;
          write_member (out, key, json_object_get_member (object, key), indent);
        }
    }
  g_string_append_printf (out, "\n%*s%c", (int) indent, "", array != NULL ? ']' : '}');
}

/**
 * alp_json_append_member:
 * @out: the text of an object at the top level, so far
 * @key: the member's key
 *
 * Appends one member of a top-level object as alp_json_to_data() writes
 * it: its indentation, key and value, without the comma or newline that
 * separate it from the next.  Lets a caller write a large object a member
 * at a time, some of them kept from an earlier write.
 */
void
alp_json_append_member (GString    *out,
                        const char *key,
                        JsonNode   *node)
{
  write_member (out, key, node, 0);
}

/**
 * alp_json_to_data:
 * @node: a tree of objects, arrays, integers, booleans, strings and nulls
 * @length: (out) (optional): the length of the text
 *
 * Writes @node the canonical way: keys in the order of the tree,
 * 2-space indentation, an array or object that fits on its line within 80
 * columns on one line, and a newline at the end.
 *
 * Returns: (transfer full): the text, UTF-8
 */
char *
alp_json_to_data (JsonNode *node,
                  gsize    *length)
{
  GString *out;

  g_return_val_if_fail (node != NULL, NULL);

  out = g_string_new (NULL);
  write_node (out, node, 0, 0);
  g_string_append_c (out, '\n');

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

/**
 * alp_json_read_file:
 * @length: (out): the number of bytes read
 * @error: a %G_IO_ERROR when the file cannot be read
 *
 * Reads a file for alp_json_check_text(): at most one byte more than
 * %ALP_JSON_MAX_SIZE, so that neither a huge file nor an endless one (a
 * pipe, a device) is read whole, and the check still sees that it is too
 * large.
 *
 * Returns: (transfer full) (nullable): the bytes read, nul-terminated
 */
char *
alp_json_read_file (const char  *path,
                    gsize       *length,
                    GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);

  file = g_file_new_for_path (path);
  if ((stream = g_file_read (file, NULL, error)) == NULL)
    return NULL;

  buffer = g_malloc (ALP_JSON_MAX_SIZE + 2);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, ALP_JSON_MAX_SIZE + 1,
                                length, NULL, error))
    return NULL;
  buffer[*length] = '\0';

  return g_steal_pointer (&buffer);
}

/**
 * alp_json_parse:
 * @data: (nullable): the contents of a JSON file
 * @length: the length of @data
 * @error: an %ALP_EDITION_ERROR
 *
 * Parses a file Arriero reads, after skipping a byte order mark (some
 * editors start UTF-8 files with one) and alp_json_check_text().
 *
 * Returns: (transfer full) (nullable): the parser, which holds a root
 */
JsonParser *
alp_json_parse (const char  *data,
                gsize        length,
                GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;

  if (data == NULL)
    data = "";

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }

  if (!alp_json_check_text (data, length, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      /* The check should have caught it; json-glib's words are all we have */
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                             _("not valid JSON: %s"), local_error->message);
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "", _("the file is empty"));
      return NULL;
    }

  return g_steal_pointer (&parser);
}

/* ------------------------------------------------------------------------ */
/* Walking a tree                                                           */

/**
 * alp_json_walk_init:
 * @path: (nullable): the JSON path of the tree's root in its document
 * @error: where refusals go
 */
void
alp_json_walk_init (AlpJsonWalk  *w,
                    const char   *path,
                    GError      **error)
{
  w->path = g_string_new (path);
  w->error = error;
}

void
alp_json_walk_clear (AlpJsonWalk *w)
{
  if (w->path != NULL)
    g_string_free (g_steal_pointer (&w->path), TRUE);
}

gsize
alp_json_walk_push_key (AlpJsonWalk *w,
                        const char  *key)
{
  gsize len = w->path->len;

  if (len > 0)
    g_string_append_c (w->path, '.');
  g_string_append (w->path, key);

  return len;
}

gsize
alp_json_walk_push_index (AlpJsonWalk *w,
                          guint        index)
{
  gsize len = w->path->len;

  g_string_append_printf (w->path, "[%u]", index);

  return len;
}

void
alp_json_walk_pop (AlpJsonWalk *w,
                   gsize        len)
{
  g_string_truncate (w->path, len);
}

/**
 * alp_json_walk_fail:
 *
 * Sets the walk's error at the current path.
 *
 * Returns: %FALSE
 */
gboolean
alp_json_walk_fail (AlpJsonWalk         *w,
                    AlpEditionErrorCode  code,
                    const char          *format,
                    ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  if (w->error == NULL)
    return FALSE;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  alp_set_edition_error (w->error, code, w->path->str, "%s", reason);
  return FALSE;
}

/**
 * alp_json_get_member:
 *
 * Returns: (nullable): the member, or %NULL when it is absent or null:
 *   both mean "none"
 */
JsonNode *
alp_json_get_member (JsonObject *object,
                     const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

/**
 * alp_json_walk_object:
 * @keys: (nullable): the keys allowed; any other is refused, since most
 *   are typos
 *
 * Returns: (nullable): the object, or %NULL with the walk's error set
 */
JsonObject *
alp_json_walk_object (AlpJsonWalk        *w,
                      JsonNode           *node,
                      const char * const *keys)
{
  JsonObject *object;
  JsonObjectIter iter;
  const char *key;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      alp_json_walk_invalid (w, _("expected an object"));
      return NULL;
    }

  object = json_node_get_object (node);
  if (keys == NULL)
    return object;

  /* In the file's order, so that the first unknown key is named, and
   * without a list of them all: a hostile object may hold many */
  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &key, NULL))
    {
      if (!g_strv_contains (keys, key))
        {
          g_autofree char *quoted = alp_json_quote (key);

          alp_json_walk_invalid (w, _("unknown key %s"), quoted);
          return NULL;
        }
    }

  return object;
}

JsonArray *
alp_json_walk_array (AlpJsonWalk *w,
                     JsonNode    *node,
                     guint        min,
                     guint        max)
{
  JsonArray *array;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      alp_json_walk_invalid (w, _("expected an array"));
      return NULL;
    }

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n >= min && n <= max)
    return array;

  if (min == max)
    alp_json_walk_invalid (w, g_dngettext (GETTEXT_PACKAGE,
                                           "expected exactly %u entry, found %u",
                                           "expected exactly %u entries, found %u", min),
                           min, n);
  else if (min == 0)
    alp_json_walk_invalid (w, g_dngettext (GETTEXT_PACKAGE,
                                           "expected at most %u entry, found %u",
                                           "expected at most %u entries, found %u", max),
                           max, n);
  else
    alp_json_walk_invalid (w, _("expected %u to %u entries, found %u"), min, max, n);

  return NULL;
}

gboolean
alp_json_walk_int (AlpJsonWalk *w,
                   JsonNode    *node,
                   int          min,
                   int          max,
                   int         *out)
{
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  char found[G_ASCII_DTOSTR_BUF_SIZE + 2];
  gint64 value;

  if (type == G_TYPE_INT64)
    {
      value = json_node_get_int (node);
      if (value >= min && value <= max)
        {
          *out = (int) value;
          return TRUE;
        }
      g_snprintf (found, sizeof found, "%" G_GINT64_FORMAT, value);
    }
  else if (type == G_TYPE_DOUBLE)
    {
      /* 4.0 is a fraction in JSON: do not print it as 4 */
      g_ascii_formatd (found, G_ASCII_DTOSTR_BUF_SIZE, "%g", json_node_get_double (node));
      if (strpbrk (found, ".eEni") == NULL)
        g_strlcat (found, ".0", sizeof found);
    }
  else
    return alp_json_walk_invalid (w, _("expected an integer from %d to %d"), min, max);

  /* TRANSLATORS: the last %s is a number from the file */
  return alp_json_walk_invalid (w, _("expected an integer from %d to %d, found %s"),
                                min, max, found);
}

const char *
alp_json_walk_string (AlpJsonWalk *w,
                      JsonNode    *node)
{
  const char *str;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      alp_json_walk_invalid (w, _("expected a string"));
      return NULL;
    }

  /* Only a node built by the caller can hold invalid UTF-8 */
  str = json_node_get_string (node);
  if (!g_utf8_validate (str, -1, NULL))
    {
      alp_json_walk_invalid (w, _("invalid UTF-8"));
      return NULL;
    }

  return str;
}

/**
 * alp_text_check:
 * @str: valid UTF-8
 * @what: the text in plain words, translated: "the edition’s name"
 * @max_chars: the most characters @str may have
 * @multiline: whether line breaks are allowed
 *
 * Checks a text that people will read (a name, a description): at most
 * @max_chars characters, so that no label has to measure a megabyte, and
 * no control character (but line breaks in a @multiline text), which
 * would show as nothing or as boxes.
 *
 * Returns: (transfer full) (nullable): why @str is refused, or %NULL
 */
char *
alp_text_check (const char *str,
                const char *what,
                guint       max_chars,
                gboolean    multiline)
{
  guint n = 0;

  g_return_val_if_fail (str != NULL, NULL);
  g_return_val_if_fail (what != NULL, NULL);

  for (const char *p = str; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) && !(multiline && c == '\n'))
        {
          if (multiline)
            /* TRANSLATORS: %s is a text in plain words, "the description" */
            return g_strdup_printf (_("%s must not hold a control character such as a tab"),
                                    what);
          /* TRANSLATORS: %s is a text in plain words, "the edition’s name" */
          return g_strdup_printf (_("%s must not hold a control character such as a tab "
                                    "or a line break"), what);
        }

      /* Counting on would only tell how long a text that is refused is */
      if (++n > max_chars)
        /* TRANSLATORS: %s is a text in plain words, "player 2’s name" */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s is longer than %u character",
                                             "%s is longer than %u characters", max_chars),
                                what, max_chars);
    }

  return NULL;
}

/**
 * alp_json_walk_text:
 *
 * Reads a string that people will read, checked by alp_text_check().
 *
 * Returns: (nullable): the text, or %NULL with the walk's error set
 */
const char *
alp_json_walk_text (AlpJsonWalk *w,
                    JsonNode    *node,
                    const char  *what,
                    guint        max_chars,
                    gboolean     multiline)
{
  const char *str = alp_json_walk_string (w, node);
  g_autofree char *reason = NULL;

  if (str == NULL)
    return NULL;

  if ((reason = alp_text_check (str, what, max_chars, multiline)) != NULL)
    {
      alp_json_walk_invalid (w, "%s", reason);
      return NULL;
    }

  return str;
}

gboolean
alp_json_walk_bool (AlpJsonWalk *w,
                    JsonNode    *node,
                    gboolean    *out)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return alp_json_walk_invalid (w, _("expected true or false"));

  *out = json_node_get_boolean (node);
  return TRUE;
}

/**
 * alp_json_write_file:
 * @mode: the new file's permissions, less the umask
 *
 * Writes @data beside @path and renames it over @path only once it is
 * whole, so a crash or a kill mid-write leaves the previous file as it
 * was.  Cheap enough to run after every event: there is no fsync() (that
 * took ~9 ms here); the rename-over-an-existing-file pattern is one ext4
 * and btrfs order after the data on their own, and a process crash never
 * loses what write() handed to the kernel.
 */
gboolean
alp_json_write_file (const char  *path,
                     const char  *data,
                     gsize        length,
                     int          mode,
                     GError     **error)
{
  g_autofree char *tmp_path = g_strdup_printf ("%s.saving", path);
  int saved_errno;

  if (!g_file_set_contents_full (tmp_path, data, length, G_FILE_SET_CONTENTS_NONE, mode, error))
    return FALSE;

  if (g_rename (tmp_path, path) != 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      saved_errno = errno;
      g_unlink (tmp_path);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not save %s: %s"), display, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}
