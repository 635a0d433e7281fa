/* test-json.c: the JSON unit's helpers for reading a tree with paths
 *
 * alp_json_walk_member() and its object, array, each-element, integer and
 * boolean forms enter a member (its key on the path, an absent one
 * optional or refused), and alp_json_walk_header() checks the head of a
 * document; the edition, setup and record readers stand on them, so each
 * case here pins the path and the error they leave behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "alp-json-private.h"

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;

  root = alp_json_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));

  return json_object_ref (json_node_get_object (root));
}

static void
assert_error (GError     *error,
              int         code,
              const char *path,
              const char *message)
{
  g_assert_error (error, ALP_EDITION_ERROR, code);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, path);
  g_assert_nonnull (strstr (error->message, message));
}

static void
test_member (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": 1, \"n\": null}");
  g_autoptr(GError) error = NULL;
  AlpJsonWalk w;
  JsonNode *node;
  gsize len;

  alp_json_walk_init (&w, "root", &error);

  /* Present: the key goes on the path until popped */
  g_assert_true (alp_json_walk_member (&w, object, "a", TRUE, &len, &node));
  g_assert_nonnull (node);
  g_assert_cmpint (json_node_get_int (node), ==, 1);
  g_assert_cmpstr (w.path->str, ==, "root.a");
  alp_json_walk_pop (&w, len);
  g_assert_cmpstr (w.path->str, ==, "root");

  /* Absent or null, optional: nothing, and the path as it was */
  g_assert_true (alp_json_walk_member (&w, object, "b", FALSE, &len, &node));
  g_assert_null (node);
  g_assert_cmpstr (w.path->str, ==, "root");
  alp_json_walk_pop (&w, len);
  g_assert_cmpstr (w.path->str, ==, "root");
  g_assert_true (alp_json_walk_member (&w, object, "n", FALSE, &len, &node));
  g_assert_null (node);
  g_assert_no_error (error);

  /* Absent, required: refused at its key */
  g_assert_false (alp_json_walk_member (&w, object, "b", TRUE, &len, &node));
  g_assert_null (node);
  assert_error (error, ALP_EDITION_ERROR_INVALID, "root.b", "required, but absent");

  alp_json_walk_clear (&w);
}

static void
test_member_object (void)
{
  static const char * const keys[] = { "x", NULL };
  g_autoptr(JsonObject) object = parse_object ("{\"o\": {\"x\": 1}, \"p\": {\"y\": 2}, \"a\": []}");
  g_autoptr(GError) error = NULL;
  JsonObject *member;
  AlpJsonWalk w;
  gsize len;

  alp_json_walk_init (&w, NULL, NULL);
  g_assert_true (alp_json_walk_member_object (&w, object, "o", keys, TRUE, &len, &member));
  g_assert_nonnull (member);
  g_assert_true (json_object_has_member (member, "x"));
  g_assert_cmpstr (w.path->str, ==, "o");
  alp_json_walk_pop (&w, len);
  g_assert_true (alp_json_walk_member_object (&w, object, "none", keys, FALSE, &len, &member));
  g_assert_null (member);
  g_assert_cmpstr (w.path->str, ==, "");
  alp_json_walk_clear (&w);

  /* An unknown key of the member, and a member that is no object */
  alp_json_walk_init (&w, NULL, &error);
  g_assert_false (alp_json_walk_member_object (&w, object, "p", keys, FALSE, &len, &member));
  g_assert_null (member);
  assert_error (error, ALP_EDITION_ERROR_INVALID, "p", "unknown key \"y\"");
  alp_json_walk_clear (&w);
  g_clear_error (&error);

  alp_json_walk_init (&w, NULL, &error);
  g_assert_false (alp_json_walk_member_object (&w, object, "a", NULL, FALSE, &len, &member));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "a", "expected an object");
  alp_json_walk_clear (&w);
}

static void
test_member_array (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": [1, 2], \"o\": {}}");
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  AlpJsonWalk w;
  gsize len;

  alp_json_walk_init (&w, "x", NULL);
  g_assert_true (alp_json_walk_member_array (&w, object, "a", TRUE, 1, 2, &len, &array));
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_cmpstr (w.path->str, ==, "x.a");
  alp_json_walk_pop (&w, len);
  g_assert_true (alp_json_walk_member_array (&w, object, "b", FALSE, 0, 1, &len, &array));
  g_assert_null (array);
  g_assert_cmpstr (w.path->str, ==, "x");
  alp_json_walk_clear (&w);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_member_array (&w, object, "a", TRUE, 3, 3, &len, &array));
  g_assert_null (array);
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.a", "expected exactly 3 entries, found 2");
  alp_json_walk_clear (&w);
  g_clear_error (&error);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_member_array (&w, object, "o", TRUE, 0, 3, &len, &array));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.o", "expected an array");
  alp_json_walk_clear (&w);
}

static void
test_member_int (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": 3, \"b\": 9, \"s\": \"3\"}");
  g_autoptr(GError) error = NULL;
  gboolean present = FALSE;
  AlpJsonWalk w;
  int value = -7;

  alp_json_walk_init (&w, "x", NULL);
  g_assert_true (alp_json_walk_int_member (&w, object, "a", 0, 5, TRUE, &value, &present));
  g_assert_cmpint (value, ==, 3);
  g_assert_true (present);
  g_assert_cmpstr (w.path->str, ==, "x");

  /* Absent and optional: @out as it was, not present */
  value = -7;
  g_assert_true (alp_json_walk_int_member (&w, object, "c", 0, 5, FALSE, &value, &present));
  g_assert_cmpint (value, ==, -7);
  g_assert_false (present);
  g_assert_true (alp_json_walk_int_member (&w, object, "c", 0, 5, FALSE, &value, NULL));
  g_assert_cmpstr (w.path->str, ==, "x");
  alp_json_walk_clear (&w);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_int_member (&w, object, "b", 0, 5, FALSE, &value, NULL));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.b", "expected an integer from 0 to 5, found 9");
  alp_json_walk_clear (&w);
  g_clear_error (&error);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_int_member (&w, object, "s", 0, 5, FALSE, &value, NULL));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.s", "expected an integer from 0 to 5");
  alp_json_walk_clear (&w);
  g_clear_error (&error);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_int_member (&w, object, "c", 0, 5, TRUE, &value, NULL));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.c", "required, but absent");
  alp_json_walk_clear (&w);
}

static void
test_member_bool (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"t\": true, \"f\": false, \"n\": 1}");
  g_autoptr(GError) error = NULL;
  gboolean value = FALSE;
  AlpJsonWalk w;

  alp_json_walk_init (&w, "x", NULL);
  g_assert_true (alp_json_walk_bool_member (&w, object, "t", &value));
  g_assert_true (value);
  g_assert_true (alp_json_walk_bool_member (&w, object, "f", &value));
  g_assert_false (value);
  value = TRUE;
  g_assert_true (alp_json_walk_bool_member (&w, object, "absent", &value));
  g_assert_false (value);
  g_assert_cmpstr (w.path->str, ==, "x");
  alp_json_walk_clear (&w);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_bool_member (&w, object, "n", &value));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.n", "expected true or false");
  alp_json_walk_clear (&w);
}

/* Sums the elements into @user_data, refusing a 0 */
static gboolean
add_element (AlpJsonWalk *w,
             JsonNode    *node,
             guint        index,
             gpointer     user_data)
{
  int *sum = user_data;
  int value;

  g_assert_cmpstr (strrchr (w->path->str, '['), ==,
                   index == 0 ? "[0]" : index == 1 ? "[1]" : "[2]");
  if (!alp_json_walk_int (w, node, 1, 9, &value))
    return FALSE;

  *sum += value;
  return TRUE;
}

static void
test_member_each (void)
{
  g_autoptr(JsonObject) object = parse_object ("{\"a\": [1, 2, 4], \"z\": [1, 0]}");
  g_autoptr(GError) error = NULL;
  AlpJsonWalk w;
  int sum = 0;

  alp_json_walk_init (&w, "x", NULL);
  g_assert_true (alp_json_walk_member_each (&w, object, "a", TRUE, 1, 3, add_element, &sum));
  g_assert_cmpint (sum, ==, 7);
  g_assert_cmpstr (w.path->str, ==, "x");
  g_assert_true (alp_json_walk_member_each (&w, object, "b", FALSE, 1, 3, add_element, &sum));
  g_assert_cmpint (sum, ==, 7);
  g_assert_cmpstr (w.path->str, ==, "x");
  alp_json_walk_clear (&w);

  /* An element refused names its index; too many entries the member */
  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_member_each (&w, object, "z", TRUE, 1, 3, add_element, &sum));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.z[1]", "expected an integer from 1 to 9, found 0");
  alp_json_walk_clear (&w);
  g_clear_error (&error);

  alp_json_walk_init (&w, "x", &error);
  g_assert_false (alp_json_walk_member_each (&w, object, "a", TRUE, 1, 2, add_element, &sum));
  assert_error (error, ALP_EDITION_ERROR_INVALID, "x.a", "entries, found 3");
  alp_json_walk_clear (&w);
}

static const AlpJsonHeader test_header = {
  "test-format",
  2,
  "required, but absent: not a test file",
  "%s is not a test file (expected \"%s\")",
  "newer (test format %s; reads up to %d)",
  NULL,
};

typedef struct
{
  const char *text;
  gboolean    too_old_words;   /* the header has words for a version below 1 */
  int         code;            /* -1: read */
  const char *path;
  const char *message;
} HeaderCase;

static const HeaderCase header_cases[] = {
  { "{\"format\": \"test-format\", \"version\": 2}", FALSE, -1, NULL, NULL },
  { "{\"version\": 1}", FALSE, ALP_EDITION_ERROR_INVALID, "format",
    "required, but absent: not a test file" },
  { "{\"format\": \"other\", \"version\": 1}", FALSE, ALP_EDITION_ERROR_INVALID, "format",
    "\"other\" is not a test file (expected \"test-format\")" },
  { "{\"format\": 7, \"version\": 1}", FALSE, ALP_EDITION_ERROR_INVALID, "format",
    "expected a string" },
  { "{\"format\": \"test-format\"}", FALSE, ALP_EDITION_ERROR_INVALID, "version",
    "required, but absent" },
  { "{\"format\": \"test-format\", \"version\": 3}", FALSE, ALP_EDITION_ERROR_VERSION, "version",
    "newer (test format 3; reads up to 2)" },
  { "{\"format\": \"test-format\", \"version\": 0}", FALSE, ALP_EDITION_ERROR_INVALID, "version",
    "expected an integer from 1 to 2, found 0" },
  { "{\"format\": \"test-format\", \"version\": 0}", TRUE, ALP_EDITION_ERROR_INVALID, "version",
    "below 1: 0" },
  { "{\"format\": \"test-format\", \"version\": \"2\"}", TRUE, ALP_EDITION_ERROR_INVALID, "version",
    "expected an integer from 1 to 2" },
};

static void
test_header_case (gconstpointer user_data)
{
  const HeaderCase *c = user_data;
  g_autoptr(JsonObject) root = parse_object (c->text);
  g_autoptr(GError) error = NULL;
  AlpJsonHeader header = test_header;
  AlpJsonWalk w;
  int version = 0;
  gboolean ok;

  if (c->too_old_words)
    header.too_old = "below 1: %s";

  alp_json_walk_init (&w, NULL, &error);
  ok = alp_json_walk_header (&w, root, &header, &version);
  if (c->code < 0)
    {
      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_cmpint (version, ==, 2);
      g_assert_cmpstr (w.path->str, ==, "");
    }
  else
    {
      g_assert_false (ok);
      assert_error (error, c->code, c->path, c->message);
    }
  alp_json_walk_clear (&w);
}

/* alp_json_write_node() writes what alp_json_to_data() gives */
static void
test_write_node (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-test-json-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;
  const char *text = "{\"b\": [1, 2], \"a\": {\"c\": \"d\"}}";

  g_assert_no_error (error);
  path = g_build_filename (dir, "node.json", NULL);
  root = alp_json_parse (text, strlen (text), &error);
  g_assert_no_error (error);

  g_assert_true (alp_json_write_node (path, root, 0600, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, &error));
  expected = alp_json_to_data (root, NULL);
  g_assert_cmpstr (written, ==, expected);
  g_assert_cmpstr (written, ==, "{\n  \"b\": [1, 2],\n  \"a\": {\"c\": \"d\"}\n}\n");

  /* A folder that is not there: the save's own error */
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_false (alp_json_write_node (path, root, 0600, FALSE, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_true (g_str_has_prefix (error->message, "Could not save "));
  g_clear_error (&error);

  /* and a read's */
  g_assert_null (alp_json_read_file (path, &(gsize) { 0 }, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, "Could not read node.json: "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/json/member/node", test_member);
  g_test_add_func ("/engine/json/member/object", test_member_object);
  g_test_add_func ("/engine/json/member/array", test_member_array);
  g_test_add_func ("/engine/json/member/int", test_member_int);
  g_test_add_func ("/engine/json/member/each", test_member_each);
  g_test_add_func ("/engine/json/member/bool", test_member_bool);
  for (guint i = 0; i < G_N_ELEMENTS (header_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/json/header/%u", i);

      g_test_add_data_func (path, &header_cases[i], test_header_case);
    }
  g_test_add_func ("/engine/json/write-node", test_write_node);

  return g_test_run ();
}
