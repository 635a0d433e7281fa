/* alp-record.c: a whole game in one file, to save, load and replay
 *
 * A record is the edition (embedded, so that a saved game stands alone),
 * the setup, every event applied and the events taken back (the redo
 * stack); docs/game-format.md describes it.  Loading replays every event
 * through the rules, so a record can never hold a position the rules would
 * not reach, and a record with an illegal step is refused whole.  Records
 * come from other people too: the loader trusts nothing in them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alp-game-private.h"
#include "alp-json-private.h"
#include "alp-json.h"
#include "alp-record.h"
#include "alp-summary.h"

/* What does not change during a game (the format, the edition and the
 * setup: most of the text) is written once and kept with the game, so that
 * saving after every event writes only the events again */
typedef struct
{
  AlpEdition *edition;   /* the head below is of this edition */
  char       *text;      /* the edition and setup members, each with its ",\n" */
} RecordHead;

#define RECORD_HEAD_KEY "alp-record-head"
/* When the game began (ISO 8601): kept with the game, read back from its
 * summary, so that load → save gives the same bytes */
#define RECORD_STARTED_KEY "alp-record-started"

static void
record_head_free (gpointer data)
{
  RecordHead *head = data;

  g_clear_object (&head->edition);
  g_free (head->text);
  g_free (head);
}

static const char *
record_head (AlpGame *game)
{
  AlpEdition *edition = alp_game_get_edition (game);
  RecordHead *head = g_object_get_data (G_OBJECT (game), RECORD_HEAD_KEY);
  g_autoptr(JsonNode) edition_node = NULL;
  g_autoptr(JsonNode) setup_node = NULL;
  const AlpSetup *setup;
  GString *out;

  if (head != NULL && head->edition == edition)
    return head->text;

  setup = alp_game_get_setup (game);
  edition_node = alp_edition_to_node (edition);
  setup_node = alp_setup_to_node (setup);

  out = g_string_new (NULL);
  alp_json_append_member (out, "edition", edition_node);
  g_string_append (out, ",\n");
  alp_json_append_member (out, "setup", setup_node);
  g_string_append (out, ",\n");

  head = g_new0 (RecordHead, 1);
  head->edition = g_object_ref (edition);
  head->text = g_string_free (out, FALSE);
  /* replaces, and frees, the head of an earlier edition */
  g_object_set_data_full (G_OBJECT (game), RECORD_HEAD_KEY, head, record_head_free);

  return head->text;
}

/**
 * alp_record_set_date:
 * @date: ISO 8601, UTC
 *
 * Sets when @game began, as its record's summary says; a game that never
 * had one is dated by its first save.
 */
void
alp_record_set_date (AlpGame    *game,
                     const char *date)
{
  g_return_if_fail (ALP_IS_GAME (game));
  g_return_if_fail (date != NULL);

  g_object_set_data_full (G_OBJECT (game), RECORD_STARTED_KEY, g_strdup (date), g_free);
}

static JsonNode *
actions_to_node (AlpGame         *game,
                 guint            n,
                 const AlpAction *(*get) (AlpGame *, guint))
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node;

  for (guint i = 0; i < n; i++)
    json_array_add_element (array, alp_action_to_node (get (game, i)));

  node = json_node_init_array (json_node_alloc (), array);
  json_array_unref (array);
  return node;
}

/**
 * alp_record_save_to_data:
 * @length: (out) (optional): the length of the text
 *
 * The record of @game in its canonical form: keys in a fixed order,
 * 2-space indentation, a newline at the end.  Loading it and saving again
 * gives the same bytes.
 *
 * Returns: (transfer full): the text, UTF-8
 */
char *
alp_record_save_to_data (AlpGame *game,
                         gsize   *length)
{
  g_autoptr(JsonNode) format = NULL;
  g_autoptr(JsonNode) version = NULL;
  g_autoptr(JsonNode) summary_node = NULL;
  g_autoptr(AlpSummary) summary = NULL;
  g_autoptr(JsonNode) events = NULL;
  g_autoptr(JsonNode) undone = NULL;
  const AlpSetup *setup;
  GString *out;

  g_return_val_if_fail (ALP_IS_GAME (game), NULL);

  /* The summary first, so a list of games reads it without the rest */
  summary = alp_summary_new_from_game (game, g_object_get_data (G_OBJECT (game), RECORD_STARTED_KEY));
  if (g_object_get_data (G_OBJECT (game), RECORD_STARTED_KEY) == NULL)
    g_object_set_data_full (G_OBJECT (game), RECORD_STARTED_KEY, g_strdup (summary->date), g_free);
  format = json_node_init_string (json_node_alloc (), ALP_RECORD_FORMAT);
  /* A game without what version 2 added reads in an older Arriero too */
  setup = alp_game_get_setup (game);
  version = json_node_init_int (json_node_alloc (),
                                setup->seed != 0 || setup->ruleset != ALP_RULESET_FULL
                                ? ALP_RECORD_VERSION : 1);
  summary_node = alp_summary_to_node (summary);

  events = actions_to_node (game, alp_game_get_n_events (game), alp_game_get_event);
  /* The next redo first: the order in which they come back */
  undone = actions_to_node (game, alp_game_get_n_undone (game), alp_game_get_undone);

  /* The same text as alp_json_to_data() of the whole record, a member at
   * a time */
  out = g_string_new ("{\n");
  alp_json_append_member (out, "format", format);
  g_string_append (out, ",\n");
  alp_json_append_member (out, "version", version);
  g_string_append (out, ",\n");
  alp_json_append_member (out, "summary", summary_node);
  g_string_append (out, ",\n");
  g_string_append (out, record_head (game));
  alp_json_append_member (out, "events", events);
  g_string_append (out, ",\n");
  alp_json_append_member (out, "undone", undone);
  g_string_append (out, "\n}\n");

  if (length != NULL)
    *length = out->len;

  return g_string_free (out, FALSE);
}

/**
 * alp_record_save_to_file_full:
 * @durable: whether the file must be on the disk, not only handed to the
 *   kernel, when this returns (see alp_json_write_file())
 *
 * Saves the record of @game atomically (see alp_json_write_file()): a
 * crash or a kill mid-write leaves the previous file intact, and without
 * @durable it is cheap enough to run after every event.
 *
 * Returns: %FALSE with a %G_FILE_ERROR when the file cannot be written
 */
gboolean
alp_record_save_to_file_full (AlpGame     *game,
                              const char  *path,
                              gboolean     durable,
                              GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (ALP_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = alp_record_save_to_data (game, &length);

  return alp_json_write_file (path, data, length, 0600, durable, error);
}

/**
 * alp_record_save_to_file:
 *
 * Saves the record of @game atomically and durably: on the disk when this
 * returns.
 *
 * Returns: %FALSE with a %G_FILE_ERROR when the file cannot be written
 */
gboolean
alp_record_save_to_file (AlpGame     *game,
                         const char  *path,
                         GError     **error)
{
  return alp_record_save_to_file_full (game, path, TRUE, error);
}

static gboolean
read_header (AlpJsonWalk *w,
             JsonObject  *root)
{
  const AlpJsonHeader header = {
    ALP_RECORD_FORMAT,
    ALP_RECORD_VERSION,
    _("required, but absent: this is not an Arriero game file"),
    _("%s is not an Arriero game file (expected \"%s\")"),
    /* TRANSLATORS: the %s and %d are format version numbers */
    _("written by a newer version of Arriero "
      "(game format %s; this version reads up to %d)"),
    NULL,
  };
  int version;

  return alp_json_walk_header (w, root, &header, &version);
}

static gboolean
required_member (AlpJsonWalk  *w,
                 JsonObject   *root,
                 const char   *key,
                 JsonNode    **out)
{
  gsize len;

  if (!alp_json_walk_member (w, root, key, TRUE, &len, out))
    return FALSE;

  alp_json_walk_pop (w, len);
  return TRUE;
}

/* Reads a list of actions; absent means none */
static GArray *
read_actions (AlpJsonWalk *w,
              JsonObject  *root,
              const char  *key)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (AlpAction));
  JsonArray *array;
  gsize len;

  if (!alp_json_walk_member_array (w, root, key, FALSE, 0, G_MAXUINT, &len, &array))
    return NULL;
  if (array == NULL)
    return g_steal_pointer (&actions);

  g_array_set_size (actions, json_array_get_length (array));
  for (guint i = 0; i < actions->len; i++)
    {
      gsize len_i = alp_json_walk_push_index (w, i);

      if (!alp_action_from_node (&g_array_index (actions, AlpAction, i),
                                 json_array_get_element (array, i), w->path->str, w->error))
        return NULL;
      alp_json_walk_pop (w, len_i);
    }
  alp_json_walk_pop (w, len);

  return g_steal_pointer (&actions);
}

/* The redo stack must replay too, or Redo would offer what the rules
 * refuse: try it on a scratch copy of the position */
static gboolean
check_undone (AlpGame  *game,
              GArray   *undone,
              GError  **error)
{
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState scratch = *_alp_game_get_state (game);
  guint rolls = alp_game_get_n_rolls (game);

  for (guint i = 0; i < undone->len; i++)
    if (!alp_rules_apply (board, &scratch, &g_array_index (undone, AlpAction, i), error) ||
        !_alp_game_check_die (alp_game_get_setup (game), &g_array_index (undone, AlpAction, i),
                              rolls, error))
      {
        /* TRANSLATORS: the start of an error message, "undone event 2: rule T3: …" */
        g_prefix_error (error, _("undone event %u: "), i + 1);
        return FALSE;
      }
    else
      rolls += g_array_index (undone, AlpAction, i).kind == ALP_ACTION_ZARA_ROLL;

  return TRUE;
}

static AlpGame *
load_from_node (JsonNode  *node,
                GError   **error)
{
  static const char * const keys[] = {
    "format", "version", "summary", "edition", "setup", "events", "undone", NULL
  };
  g_autoptr(AlpSummary) summary = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) undone = NULL;
  AlpJsonWalk w;
  JsonObject *root;
  JsonNode *edition_node, *setup_node, *summary_node;
  gboolean ok;

  alp_json_walk_init (&w, NULL, error);
  ok = (root = alp_json_walk_object (&w, node, NULL)) != NULL &&
       read_header (&w, root) &&
       alp_json_walk_object (&w, node, keys) != NULL &&
       required_member (&w, root, "edition", &edition_node) &&
       required_member (&w, root, "setup", &setup_node) &&
       (events = read_actions (&w, root, "events")) != NULL &&
       (undone = read_actions (&w, root, "undone")) != NULL;
  alp_json_walk_clear (&w);
  if (!ok)
    return NULL;

  /* A summary is checked, but only its date is kept: the rest is worked
   * out again from the replay */
  if ((summary_node = alp_json_get_member (root, "summary")) != NULL &&
      (summary = alp_summary_new_from_node (summary_node, "summary", error)) == NULL)
    return NULL;

  if ((edition = alp_edition_new_from_node (edition_node, "edition", error)) == NULL ||
      (setup = alp_setup_new_from_node (setup_node, "setup", error)) == NULL)
    return NULL;

  if ((game = alp_game_new (edition, setup, error)) == NULL)
    {
      /* A missing edition item names its own path */
      if (error != NULL && (*error)->domain == ALP_RULE_ERROR)
        g_prefix_error (error, "setup: ");
      return NULL;
    }

  for (guint i = 0; i < events->len; i++)
    if (!alp_game_apply (game, &g_array_index (events, AlpAction, i), error))
      {
        /* TRANSLATORS: the start of an error message, "event 12: rule A1: …" */
        g_prefix_error (error, _("event %u: "), i + 1);
        return NULL;
      }

  if (!check_undone (game, undone, error))
    return NULL;
  alp_game_set_undone (game, (const AlpAction *) undone->data, undone->len);
  if (summary != NULL)
    g_object_set_data_full (G_OBJECT (game), RECORD_STARTED_KEY, g_strdup (summary->date), g_free);

  return g_steal_pointer (&game);
}

/**
 * alp_record_load_from_data:
 * @data: the contents of a game file
 * @length: the length of @data
 * @error: an %ALP_EDITION_ERROR naming the JSON path of the problem
 *   (%ALP_EDITION_ERROR_VERSION for a file from a newer Arriero), or, for
 *   an event the rules refuse, the rules' own error prefixed with "event N: "
 *   (N counted from 1), its rule still given by alp_rule_error_get_rule()
 *
 * Loads a game and replays it through the rules.  Nothing of a file with
 * any problem is loaded.
 *
 * Returns: (transfer full) (nullable): the game, at its last event, with
 *   the events taken back ready to redo
 */
AlpGame *
alp_record_load_from_data (const char  *data,
                           gsize        length,
                           GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((root = alp_json_parse (data, length, error)) == NULL)
    return NULL;

  return load_from_node (root, error);
}

/**
 * alp_record_load_from_file:
 * @error: as for alp_record_load_from_data(), or a %G_IO_ERROR when the
 *   file cannot be read
 *
 * Returns: (transfer full) (nullable): the game
 */
AlpGame *
alp_record_load_from_file (const char  *path,
                           GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((data = alp_json_read_file (path, &length, error)) == NULL)
    return NULL;

  return alp_record_load_from_data (data, length, error);
}
