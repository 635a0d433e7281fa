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
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
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

typedef enum
{
  FILE_READ,
  FILE_SAVE,
} FileOp;

/* The words of a failed read (a G_IO_ERROR) or save (a G_FILE_ERROR) */
static gboolean
set_file_error (GError     **error,
                FileOp       op,
                const char  *path,
                int          saved_errno)
{
  g_autofree char *display = op == FILE_READ ? g_filename_display_basename (path)
                                             : g_filename_display_name (path);

  if (op == FILE_READ)
    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                 _("Could not read %s: %s"), display, g_strerror (saved_errno));
  else
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 _("Could not save %s: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

/**
 * alp_json_read_file:
 * @length: (out): the number of bytes read
 * @error: a %G_IO_ERROR when the file cannot be read or is not a regular
 *   file, an %ALP_EDITION_ERROR when it is too large
 *
 * Reads a file for alp_json_check_text().  Only a regular file is read: a
 * named pipe or a device is refused at once, never waited on (it is opened
 * without blocking and looked at before any read), and a file larger than
 * %ALP_JSON_MAX_SIZE is refused before it is read.  A file that grows while
 * it is read is read up to one byte more than the limit, so that the check
 * still sees that it is too large.
 *
 * Returns: (transfer full) (nullable): the bytes read, nul-terminated
 */
char *
alp_json_read_file (const char  *path,
                    gsize       *length,
                    GError     **error)
{
  g_autofree char *buffer = NULL;
  g_autofree char *display = NULL;
  struct stat st;
  gsize size, len = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);

  /* O_NONBLOCK: opening a pipe nobody writes to would wait forever */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_file_error (error, FILE_READ, path, errno);
      return NULL;
    }

  if (fstat (fd, &st) != 0)
    {
      set_file_error (error, FILE_READ, path, errno);
      close (fd);
      return NULL;
    }

  if (!S_ISREG (st.st_mode))
    {
      display = g_filename_display_basename (path);
      close (fd);
      if (S_ISDIR (st.st_mode))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                     _("%s is a folder, not a file"), display);
      else if (S_ISFIFO (st.st_mode))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                     _("%s is a named pipe, not a file Arriero can read"), display);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                     _("%s is a device or a socket, not a file Arriero can read"), display);
      return NULL;
    }

  if (st.st_size > ALP_JSON_MAX_SIZE)
    {
      close (fd);
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                             _("the file is larger than %u MiB"), ALP_JSON_MAX_SIZE >> 20);
      return NULL;
    }

  /* One byte more than the size given, to see a file that grew */
  size = (gsize) st.st_size + 1;
  buffer = g_malloc (size + 1);
  for (;;)
    {
      gssize n;

      if (len == size)
        {
          if (size > ALP_JSON_MAX_SIZE)
            break;
          size = MIN (size * 2, ALP_JSON_MAX_SIZE + 1);
          buffer = g_realloc (buffer, size + 1);
        }

      n = read (fd, buffer + len, size - len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_file_error (error, FILE_READ, path, errno);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      len += n;
    }
  close (fd);

  buffer[len] = '\0';
  *length = len;

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
 * Returns: (transfer full) (nullable): the document's root
 */
JsonNode *
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

  return json_parser_steal_root (parser);
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
 * alp_json_walk_member:
 * @object: the object that holds the member
 * @key: the member's key
 * @required: whether an absent member is refused
 * @len: (out): the path's length before @key: alp_json_walk_pop() it once
 *   the member is read
 * @out: (out): the member, %NULL when it is absent or null
 *
 * Enters the member @key of @object: puts @key on the path when the member
 * is there.  An absent member leaves the path as it was (popping @len
 * changes nothing), or, when @required, is the walk's error at @key.
 *
 * Returns: %FALSE with the walk's error set when a required member is
 *   absent
 */
gboolean
alp_json_walk_member (AlpJsonWalk  *w,
                      JsonObject   *object,
                      const char   *key,
                      gboolean      required,
                      gsize        *len,
                      JsonNode    **out)
{
  *out = alp_json_get_member (object, key);
  *len = w->path->len;

  if (*out == NULL && !required)
    return TRUE;

  alp_json_walk_push_key (w, key);
  if (*out == NULL)
    return alp_json_walk_invalid (w, _("required, but absent"));

  return TRUE;
}

/**
 * alp_json_walk_member_object:
 * @keys: (nullable): the keys allowed in the member, as for
 *   alp_json_walk_object()
 * @out: (out): the member's object, %NULL when it is absent
 *
 * alp_json_walk_member() for a member that must be an object.
 *
 * Returns: %FALSE with the walk's error set when the member is absent but
 *   @required, or is not such an object
 */
gboolean
alp_json_walk_member_object (AlpJsonWalk         *w,
                             JsonObject          *object,
                             const char          *key,
                             const char * const  *keys,
                             gboolean             required,
                             gsize               *len,
                             JsonObject         **out)
{
  JsonNode *node;

  *out = NULL;
  return alp_json_walk_member (w, object, key, required, len, &node) &&
         (node == NULL || (*out = alp_json_walk_object (w, node, keys)) != NULL);
}

/**
 * alp_json_walk_member_array:
 * @out: (out): the member's array, %NULL when it is absent
 *
 * alp_json_walk_member() for a member that must be an array of @min to
 * @max entries.
 *
 * Returns: %FALSE with the walk's error set when the member is absent but
 *   @required, or is not such an array
 */
gboolean
alp_json_walk_member_array (AlpJsonWalk  *w,
                            JsonObject   *object,
                            const char   *key,
                            gboolean      required,
                            guint         min,
                            guint         max,
                            gsize        *len,
                            JsonArray   **out)
{
  JsonNode *node;

  *out = NULL;
  return alp_json_walk_member (w, object, key, required, len, &node) &&
         (node == NULL || (*out = alp_json_walk_array (w, node, min, max)) != NULL);
}

/**
 * alp_json_walk_member_each:
 * @read: reads one element, its index on the path
 *
 * alp_json_walk_member_array() and @read for each of its elements: the
 * path is back where it was on success.
 *
 * Returns: %FALSE with the walk's error set when the member is absent but
 *   @required, is not an array of @min to @max entries, or @read refuses
 *   an element
 */
gboolean
alp_json_walk_member_each (AlpJsonWalk     *w,
                           JsonObject      *object,
                           const char      *key,
                           gboolean         required,
                           guint            min,
                           guint            max,
                           AlpJsonWalkRead  read,
                           gpointer         user_data)
{
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, object, key, required, min, max, &len, &array))
    return FALSE;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      gsize element_len = alp_json_walk_push_index (w, i);

      if (!read (w, json_array_get_element (array, i), i, user_data))
        return FALSE;
      alp_json_walk_pop (w, element_len);
    }

  alp_json_walk_pop (w, len);
  return TRUE;
}

/**
 * alp_json_walk_header:
 * @root: a document's root object
 * @header: what the document's "format" and "version" must be, and the
 *   words of each refusal
 * @version: (out): the document's format version
 *
 * Reads the "format" and "version" that every document Arriero writes
 * starts with.  They come first: a file from a newer Arriero may hold keys
 * this one does not know, and should say so rather than name a key.
 *
 * Returns: %FALSE with the walk's error set (%ALP_EDITION_ERROR_VERSION
 *   for a newer version) when the document is not of @header's kind
 */
/* The formats are the caller's: xgettext checks them as c-format where
 * they are written, and AlpJsonHeader says what each takes */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
gboolean
alp_json_walk_header (AlpJsonWalk         *w,
                      JsonObject          *root,
                      const AlpJsonHeader *header,
                      int                 *version)
{
  JsonNode *node;
  const char *str;
  gsize len;

  len = alp_json_walk_push_key (w, "format");
  if ((node = alp_json_get_member (root, "format")) == NULL)
    return alp_json_walk_invalid (w, "%s", header->absent);
  if ((str = alp_json_walk_string (w, node)) == NULL)
    return FALSE;
  if (strcmp (str, header->format) != 0)
    {
      g_autofree char *quoted = alp_json_quote (str);

      return alp_json_walk_invalid (w, header->not_format, quoted, header->format);
    }
  alp_json_walk_pop (w, len);

  if (!alp_json_walk_member (w, root, "version", TRUE, &len, &node))
    return FALSE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 value = json_node_get_int (node);
      g_autofree char *found = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      if (value > header->version)
        return alp_json_walk_fail (w, ALP_EDITION_ERROR_VERSION, header->newer,
                                   found, header->version);
      if (value < 1 && header->too_old != NULL)
        return alp_json_walk_invalid (w, header->too_old, found);
    }
  if (!alp_json_walk_int (w, node, 1, header->version, version))
    return FALSE;
  alp_json_walk_pop (w, len);

  return TRUE;
}
#pragma GCC diagnostic pop

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

/**
 * alp_json_walk_int_member:
 * @min: the least value allowed
 * @max: the greatest value allowed
 * @required: whether an absent member is an error
 * @out: (out): the member's value; left as it is when the member is absent
 * @present: (out) (optional): whether the member is there
 *
 * alp_json_walk_member() and alp_json_walk_int() for an integer member of
 * @object: the path is back where it was on success.
 *
 * Returns: %FALSE with the walk's error set when the member is absent but
 *   @required, or is not an integer from @min to @max
 */
gboolean
alp_json_walk_int_member (AlpJsonWalk *w,
                          JsonObject  *object,
                          const char  *key,
                          int          min,
                          int          max,
                          gboolean     required,
                          int         *out,
                          gboolean    *present)
{
  JsonNode *node;
  gsize len;

  if (!alp_json_walk_member (w, object, key, required, &len, &node) ||
      (node != NULL && !alp_json_walk_int (w, node, min, max, out)))
    return FALSE;

  if (present != NULL)
    *present = (node != NULL);
  alp_json_walk_pop (w, len);
  return TRUE;
}

/**
 * alp_json_walk_bool_member:
 * @out: (out): the member's value, %FALSE when it is absent
 *
 * alp_json_walk_member() and alp_json_walk_bool() for an optional
 * member of @object: the path is back where it was on success.
 *
 * Returns: %FALSE with the walk's error set when the member is there but
 *   not true or false
 */
gboolean
alp_json_walk_bool_member (AlpJsonWalk *w,
                           JsonObject  *object,
                           const char  *key,
                           gboolean    *out)
{
  JsonNode *node;
  gsize len;

  *out = FALSE;
  alp_json_walk_member (w, object, key, FALSE, &len, &node);
  if (node != NULL && !alp_json_walk_bool (w, node, out))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
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

/* A test hook: ARRIERO_TEST_KILL_AT=STEP:N kills the process with
 * SIGKILL the Nth time a save reaches STEP (after-open, mid-write,
 * after-write, before-rename, after-rename), so that a test can stop the
 * app at every step of a save.  Read once; costs a comparison per step. */
typedef enum
{
  STEP_NONE,
  STEP_AFTER_OPEN,
  STEP_MID_WRITE,
  STEP_AFTER_WRITE,
  STEP_BEFORE_RENAME,
  STEP_AFTER_RENAME,
} SaveStep;

static SaveStep kill_step;
static guint kill_countdown;

static void
reached (SaveStep step)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      static const char * const names[] = {
        NULL, "after-open", "mid-write", "after-write", "before-rename", "after-rename"
      };
      const char *value = g_getenv ("ARRIERO_TEST_KILL_AT");
      g_auto(GStrv) parts = value != NULL ? g_strsplit (value, ":", 2) : NULL;

      for (guint i = 1; parts != NULL && i < G_N_ELEMENTS (names); i++)
        if (g_strcmp0 (parts[0], names[i]) == 0)
          {
            kill_step = i;
            kill_countdown = parts[1] != NULL ? (guint) g_ascii_strtoull (parts[1], NULL, 10) : 1;
          }
      g_once_init_leave (&initialized, 1);
    }

  if (G_UNLIKELY (step == kill_step) && --kill_countdown == 0)
    kill (getpid (), SIGKILL);
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      data += n;
      length -= n;
    }

  return TRUE;
}

/* The rename is in the folder's entries: to keep it, sync the folder */
static gboolean
sync_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = fsync (fd) == 0;
  close (fd);

  return ok;
}

/**
 * alp_json_write_file:
 * @mode: the new file's permissions, less the umask
 * @durable: whether the file must be on the disk when this returns
 *
 * Writes @data beside @path, as `PATH.saving`, and renames it over @path
 * only once it is whole, so a crash or a kill mid-write leaves the
 * previous file as it was.  The temporary file is always a new one: a
 * `.saving` left by a kill is removed first, and the new one is created
 * exclusively, so no byte of an older save can stay in it.
 *
 * Without @durable there is no fsync() (it costs 0.3 to 3 ms here, more on
 * a slow disk): what write() handed to the kernel survives a crash or a
 * kill of the process, and ext4 and btrfs write a file renamed over
 * another before the rename.  With @durable the file is synced before the
 * rename and its folder after, so that a power cut loses nothing either;
 * the app asks for it at the end of each turn and on close.
 */
gboolean
alp_json_write_file (const char  *path,
                     const char  *data,
                     gsize        length,
                     int          mode,
                     gboolean     durable,
                     GError     **error)
{
  g_autofree char *tmp_path = g_strdup_printf ("%s.saving", path);
  int saved_errno;
  int fd;

  if (g_unlink (tmp_path) != 0 && errno != ENOENT)
    return set_file_error (error, FILE_SAVE, path, errno);

  fd = g_open (tmp_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
  if (fd < 0)
    return set_file_error (error, FILE_SAVE, path, errno);
  reached (STEP_AFTER_OPEN);

  if (kill_step == STEP_MID_WRITE)
    {
      if (!write_all (fd, data, length / 2))
        goto fail;
      reached (STEP_MID_WRITE);
      if (!write_all (fd, data + length / 2, length - length / 2))
        goto fail;
    }
  else if (!write_all (fd, data, length))
    goto fail;
  reached (STEP_AFTER_WRITE);

  if (durable && fsync (fd) != 0)
    goto fail;

  if (close (fd) != 0)
    {
      fd = -1;
      goto fail;
    }
  fd = -1;
  reached (STEP_BEFORE_RENAME);

  if (g_rename (tmp_path, path) != 0)
    goto fail;
  reached (STEP_AFTER_RENAME);

  if (durable && !sync_folder (path))
    return set_file_error (error, FILE_SAVE, path, errno);

  return TRUE;

fail:
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  g_unlink (tmp_path);
  return set_file_error (error, FILE_SAVE, path, saved_errno);
}

/**
 * alp_json_write_node:
 *
 * Saves @node in its canonical form (alp_json_to_data()) with
 * alp_json_write_file().
 */
gboolean
alp_json_write_node (const char  *path,
                     JsonNode    *node,
                     int          mode,
                     gboolean     durable,
                     GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = alp_json_to_data (node, &length);

  return alp_json_write_file (path, data, length, mode, durable, error);
}
