/* alp-summary.c: what a saved game's header says of it, read without a replay
 *
 * Every game file Arriero writes starts with a `summary` member (date,
 * board, players and colours, totals, winner, finished or not), written
 * from the game at every save, so that a list of games reads it without
 * replaying any event (docs/game-format.md, "The summary").  A tracked
 * game's (`arriero-game`) and a settled game's (`arriero-settled`) share
 * its keys; the tracked game's adds `example`, `zara` and `events`.  The reader
 * trusts nothing: a summary is checked like the rest of a record, and a
 * file without one says so, so the caller can replay it instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-error.h"
#include "alp-json-private.h"
#include "alp-record.h"
#include "alp-settled.h"
#include "alp-summary.h"

/**
 * alp_summary_new_from_game:
 * @date: (nullable): when the game began, ISO 8601; now when %NULL
 *
 * The summary of @game as it stands: totals "if it ended now" until it is
 * over, the engine's own score (alp_game_get_score()).
 *
 * Returns: (transfer full): the summary
 */
AlpSummary *
alp_summary_new_from_game (AlpGame    *game,
                           const char *date)
{
  g_autoptr(AlpScore) score = NULL;
  const AlpSetup *setup;
  AlpEdition *edition;
  AlpSummary *self;

  g_return_val_if_fail (ALP_IS_GAME (game), NULL);

  score = alp_game_get_score (game);
  setup = alp_game_get_setup (game);
  edition = alp_game_get_edition (game);
  self = g_new0 (AlpSummary, 1);

  if (date != NULL)
    self->date = g_strdup (date);
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

      self->date = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
    }
  self->board = g_strdup (alp_edition_get_name (edition));
  self->example = alp_edition_get_example (edition);
  self->finished = alp_game_get_phase (game) == ALP_PHASE_OVER;
  self->zara = alp_game_get_n_mules (game) > alp_game_get_n_players (game);
  self->n_events = alp_game_get_n_events (game);
  self->n_players = score->n_players;
  for (guint p = 0; p < score->n_players; p++)
    {
      self->players[p].name = g_strdup (score->lines[p].name);
      self->players[p].colour = setup->colours[p];
      self->players[p].total = score->lines[p].total;
      self->players[p].rank = score->lines[p].rank;
    }
  self->winner = self->finished && !score->shared ? (gint) score->winner : -1;

  return self;
}

/**
 * alp_summary_to_node:
 *
 * Returns: (transfer full): the summary as a game file holds it
 */
JsonNode *
alp_summary_to_node (const AlpSummary *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, self->settled ? "settled" : "tracked");
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, self->date);
  json_builder_set_member_name (builder, "board");
  if (self->board != NULL)
    json_builder_add_string_value (builder, self->board);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, self->finished);
  json_builder_set_member_name (builder, "winner");
  if (self->winner >= 0)
    json_builder_add_string_value (builder, self->players[self->winner].name);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, self->players[p].name);
      json_builder_set_member_name (builder, "colour");
      json_builder_add_string_value (builder, alp_colour_to_string (self->players[p].colour));
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, self->players[p].total);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, self->players[p].rank);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (!self->settled)
    {
      json_builder_set_member_name (builder, "example");
      json_builder_add_boolean_value (builder, self->example);
      json_builder_set_member_name (builder, "zara");
      json_builder_add_boolean_value (builder, self->zara);
      json_builder_set_member_name (builder, "events");
      json_builder_add_int_value (builder, self->n_events);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
read_player (AlpJsonWalk *w,
             JsonNode    *node,
             guint        index,
             gpointer     user_data)
{
  static const char * const keys[] = { "name", "colour", "total", "rank", NULL };
  AlpSummary *self = user_data;
  AlpSummaryPlayer *player = &self->players[index];
  JsonObject *object;
  JsonNode *member;
  const char *name;
  int colour, total, rank;
  gsize len;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL ||
      !alp_json_walk_member (w, object, "name", TRUE, &len, &member) ||
      (name = alp_json_walk_text (w, member, _("a player’s name"), 40, FALSE)) == NULL)
    return FALSE;
  alp_json_walk_pop (w, len);
  if (!alp_json_walk_member (w, object, "colour", TRUE, &len, &member) ||
      !alp_json_walk_enum (w, member, ALP_TYPE_COLOUR, N_("unknown colour %s"), &colour))
    return FALSE;
  alp_json_walk_pop (w, len);
  if (!alp_json_walk_int_member (w, object, "total", -9999, 99999, TRUE, &total, NULL) ||
      !alp_json_walk_int_member (w, object, "rank", 1, 4, TRUE, &rank, NULL))
    return FALSE;

  player->name = g_strdup (name);
  player->colour = colour;
  player->total = total;
  player->rank = rank;
  self->n_players = index + 1;

  return TRUE;
}

static gboolean
read_summary (AlpJsonWalk *w,
              JsonNode    *node,
              AlpSummary  *self)
{
  static const char * const keys[] = {
    "kind", "date", "board", "finished", "winner", "players", "example", "zara", "events", NULL
  };
  g_autoptr(GDateTime) date = NULL;
  JsonObject *object;
  JsonNode *member;
  const char *str;
  int n_events;
  gsize len;

  if ((object = alp_json_walk_object (w, node, keys)) == NULL)
    return FALSE;

  if (!alp_json_walk_member (w, object, "kind", TRUE, &len, &member) ||
      (str = alp_json_walk_string (w, member)) == NULL)
    return FALSE;
  if (!g_str_equal (str, "tracked") && !g_str_equal (str, "settled"))
    return alp_json_walk_unknown (w, N_("unknown kind of game %s"), str);
  self->settled = g_str_equal (str, "settled");
  alp_json_walk_pop (w, len);

  if (!alp_json_walk_member (w, object, "date", TRUE, &len, &member) ||
      (str = alp_json_walk_string (w, member)) == NULL)
    return FALSE;
  if ((date = g_date_time_new_from_iso8601 (str, NULL)) == NULL)
    return alp_json_walk_invalid (w, _("not a date and time (ISO 8601)"));
  self->date = g_strdup (str);
  alp_json_walk_pop (w, len);

  /* a settled game was played on no board the app knows */
  if (!alp_json_walk_member (w, object, "board", FALSE, &len, &member))
    return FALSE;
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if ((str = alp_json_walk_text (w, member, _("the edition’s name"),
                                     ALP_EDITION_MAX_NAME_LENGTH, FALSE)) == NULL)
        return FALSE;
      self->board = g_strdup (str);
    }
  alp_json_walk_pop (w, len);

  if (!alp_json_walk_bool_member (w, object, "example", &self->example) ||
      !alp_json_walk_bool_member (w, object, "finished", &self->finished) ||
      !alp_json_walk_bool_member (w, object, "zara", &self->zara) ||
      !alp_json_walk_int_member (w, object, "events", 0, G_MAXINT, FALSE, &n_events, NULL) ||
      !alp_json_walk_member_each (w, object, "players", TRUE, 2, 4, read_player, self))
    return FALSE;
  self->n_events = n_events;

  /* the winner by name: the first player of that name ranked first */
  self->winner = -1;
  if (!alp_json_walk_member (w, object, "winner", FALSE, &len, &member))
    return FALSE;
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if ((str = alp_json_walk_string (w, member)) == NULL)
        return FALSE;
      for (guint p = 0; p < self->n_players && self->winner < 0; p++)
        if (g_str_equal (self->players[p].name, str) && self->players[p].rank == 1)
          self->winner = p;
      if (self->winner < 0)
        return alp_json_walk_invalid (w, _("not the name of a player ranked first"));
    }
  alp_json_walk_pop (w, len);

  return TRUE;
}

/**
 * alp_summary_new_from_node:
 * @path: (nullable): the JSON path of @node in its document ("summary")
 *
 * Returns: (transfer full) (nullable): the summary, or %NULL with an
 *   %ALP_EDITION_ERROR naming the path of the problem
 */
AlpSummary *
alp_summary_new_from_node (JsonNode    *node,
                           const char  *path,
                           GError     **error)
{
  g_autoptr(AlpSummary) self = g_new0 (AlpSummary, 1);
  AlpJsonWalk w;
  gboolean ok;

  g_return_val_if_fail (node != NULL, NULL);

  alp_json_walk_init (&w, path, error);
  ok = read_summary (&w, node, self);
  alp_json_walk_clear (&w);

  return ok ? g_steal_pointer (&self) : NULL;
}

/**
 * alp_summary_read_data:
 * @data: a game file's text
 * @error: an %ALP_EDITION_ERROR naming the path of the problem, or
 *   %G_IO_ERROR_NOT_FOUND when the file is an Arriero game without a
 *   summary (written before summaries): replay it to know more
 *
 * Reads the summary at the head of any file Arriero saves a game in
 * (a tracked game's `arriero-game`, or a settled one's own format): its
 * `format` must name an Arriero file, and nothing else of the file is
 * read, so a broken event log does not stop it.
 *
 * Returns: (transfer full) (nullable): the summary
 */
AlpSummary *
alp_summary_read_data (const char  *data,
                       gsize        length,
                       GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonNode *format, *summary;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if ((root = alp_json_parse (data, length, error)) == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_OBJECT (root) ||
      (format = alp_json_get_member (object = json_node_get_object (root), "format")) == NULL ||
      !JSON_NODE_HOLDS_VALUE (format) || json_node_get_value_type (format) != G_TYPE_STRING ||
      !g_str_has_prefix (json_node_get_string (format), "arriero-") ||
      g_str_equal (json_node_get_string (format), "arriero-edition") ||
      g_str_equal (json_node_get_string (format), "arriero-holdings"))
    {
      g_set_error_literal (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID,
                           _("format: not an Arriero game file"));
      return NULL;
    }

  /* a newer Arriero's summary may hold what this one does not know: say so */
  {
    JsonNode *version = alp_json_get_member (object, "version");
    gint64 newest = g_str_equal (json_node_get_string (format), ALP_RECORD_FORMAT)
                    ? ALP_RECORD_VERSION : ALP_SETTLED_VERSION;

    if (version != NULL && JSON_NODE_HOLDS_VALUE (version) &&
        json_node_get_value_type (version) == G_TYPE_INT64 && json_node_get_int (version) > newest)
      {
        g_set_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_VERSION,
                     /* TRANSLATORS: %d is a format version number */
                     _("version: written by a newer version of Arriero (version %d)"),
                     (int) MIN (json_node_get_int (version), G_MAXINT));
        return NULL;
      }
  }

  if ((summary = alp_json_get_member (object, "summary")) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("summary: absent (a game saved by an older Arriero)"));
      return NULL;
    }

  return alp_summary_new_from_node (summary, "summary", error);
}

/**
 * alp_summary_read_file:
 * @error: as for alp_summary_read_data(), or a %G_IO_ERROR when the file
 *   cannot be read
 *
 * Returns: (transfer full) (nullable): the summary of a game file
 */
AlpSummary *
alp_summary_read_file (const char  *path,
                       GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if ((data = alp_json_read_file (path, &length, error)) == NULL)
    return NULL;

  return alp_summary_read_data (data, length, error);
}

AlpSummary *
alp_summary_copy (const AlpSummary *self)
{
  AlpSummary *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->date = g_strdup (self->date);
  copy->board = g_strdup (self->board);
  for (guint p = 0; p < self->n_players; p++)
    copy->players[p].name = g_strdup (self->players[p].name);

  return copy;
}

void
alp_summary_free (AlpSummary *self)
{
  if (self == NULL)
    return;

  g_free (self->date);
  g_free (self->board);
  for (guint p = 0; p < self->n_players; p++)
    g_free (self->players[p].name);
  g_free (self);
}
