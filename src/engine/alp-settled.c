/* alp-settled.c: a game settled from the holdings, as a file of the games folder
 *
 * A game the table played without the app and settled afterwards is kept
 * beside the tracked games, in a file that says what it is ("format":
 * "arriero-settled") and starts with a summary (date, players and their
 * colours, totals, winner, finished) that a listing reads without working
 * anything out.  The holdings follow in their own format; loading scores
 * them again through alp_score_settle(), so the summary is never trusted
 * for the score itself (docs/game-format.md, "Settled games").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "alp-error.h"
#include "alp-json-private.h"
#include "alp-settled.h"

/**
 * alp_settled_new:
 * @n_players: 2 to 4
 *
 * Returns: (transfer full): empty holdings for @n_players, each player in
 *   a colour of their own, dated now
 */
AlpSettled *
alp_settled_new (guint n_players)
{
  AlpSettled *self;

  g_return_val_if_fail (n_players >= 2 && n_players <= ALP_MAX_PLAYERS, NULL);

  self = g_new0 (AlpSettled, 1);
  self->n_players = n_players;
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      self->holdings[p].name = g_strdup ("");
      self->colours[p] = (AlpColour) p;
    }
  self->date = g_date_time_new_now_utc ();

  return self;
}

void
alp_settled_free (AlpSettled *self)
{
  if (self == NULL)
    return;

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    g_free (self->holdings[p].name);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_free (self);
}

void
alp_settled_set_name (AlpSettled *self,
                      guint       player,
                      const char *name)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (player < ALP_MAX_PLAYERS);

  g_free (self->holdings[player].name);
  self->holdings[player].name = g_strdup (name != NULL ? name : "");
}

/**
 * alp_settled_get_score:
 *
 * The score exactly as `arriero-cli settle` works it out: alp_score_settle().
 *
 * Returns: (transfer full) (nullable): the score, or %NULL when the
 *   holdings break a rule
 */
AlpScore *
alp_settled_get_score (const AlpSettled  *self,
                       GError           **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  return alp_score_settle (self->holdings, self->n_players, error);
}

static JsonNode *
summary_to_node (const AlpSettled *self,
                 const AlpScore   *score)
{
  g_autoptr(JsonObject) summary = json_object_new ();
  g_autofree char *date = g_date_time_format_iso8601 (self->date);
  JsonArray *players = json_array_new ();

  json_object_set_string_member (summary, "kind", "settled");
  json_object_set_string_member (summary, "date", date);
  json_object_set_null_member (summary, "board");
  json_object_set_boolean_member (summary, "finished", TRUE);
  if (score->shared)
    json_object_set_null_member (summary, "winner");
  else
    json_object_set_string_member (summary, "winner", score->lines[score->winner].name);
  for (guint p = 0; p < self->n_players; p++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", score->lines[p].name);
      json_object_set_string_member (player, "colour", alp_colour_to_string (self->colours[p]));
      json_object_set_int_member (player, "total", score->lines[p].total);
      json_object_set_int_member (player, "rank", score->lines[p].rank);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (summary, "players", players);

  return json_node_init_object (json_node_alloc (), summary);
}

/**
 * alp_settled_save_to_data:
 * @length: (out) (optional): the length of the text
 *
 * The file in Arriero's canonical JSON (alp_json_to_data()): the header,
 * the summary, then the holdings.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when the
 *   holdings break a rule (alp_score_settle())
 */
char *
alp_settled_save_to_data (const AlpSettled  *self,
                          gsize             *length,
                          GError           **error)
{
  g_autoptr(AlpScore) score = NULL;
  g_autoptr(JsonObject) root = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if ((score = alp_settled_get_score (self, error)) == NULL)
    return NULL;

  root = json_object_new ();
  json_object_set_string_member (root, "format", ALP_SETTLED_FORMAT);
  json_object_set_int_member (root, "version", ALP_SETTLED_VERSION);
  json_object_set_member (root, "summary", summary_to_node (self, score));
  json_object_set_member (root, "holdings", alp_holdings_to_node (self->holdings, self->n_players));
  node = json_node_init_object (json_node_alloc (), root);

  return alp_json_to_data (node, length);
}

/**
 * alp_settled_save_to_file:
 * @durable: as for alp_json_write_file()
 *
 * Saves the settled game atomically, as a tracked game is saved.
 */
gboolean
alp_settled_save_to_file (const AlpSettled  *self,
                          const char        *path,
                          gboolean           durable,
                          GError           **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if ((data = alp_settled_save_to_data (self, &length, error)) == NULL)
    return FALSE;

  return alp_json_write_file (path, data, length, 0600, durable, error);
}

static const char * const root_keys[] = { "format", "version", "summary", "holdings", NULL };
static const char * const summary_keys[] = {
  "kind", "date", "board", "finished", "winner", "players", NULL,
};

/* What the summary gives back: the date and the colours; the rest is
 * worked out again from the holdings */
static gboolean
read_summary (AlpJsonWalk *w,
              JsonObject  *summary,
              AlpSettled  *self)
{
  JsonNode *node;
  JsonArray *players;
  const char *date;
  gsize len, item_len, colour_len;

  if (!alp_json_walk_member (w, summary, "date", TRUE, &len, &node) ||
      (date = alp_json_walk_string (w, node)) == NULL)
    return FALSE;
  g_clear_pointer (&self->date, g_date_time_unref);
  if ((self->date = g_date_time_new_from_iso8601 (date, NULL)) == NULL)
    return alp_json_walk_invalid (w, _("must be a date and time (ISO 8601)"));
  alp_json_walk_pop (w, len);

  if (!alp_json_walk_member_array (w, summary, "players", TRUE, self->n_players,
                                   self->n_players, &len, &players))
    return FALSE;
  for (guint p = 0; p < self->n_players; p++)
    {
      JsonObject *player;
      int colour;

      item_len = alp_json_walk_push_index (w, p);
      if ((player = alp_json_walk_object (w, json_array_get_element (players, p), NULL)) == NULL ||
          !alp_json_walk_member (w, player, "colour", TRUE, &colour_len, &node) ||
          !alp_json_walk_enum (w, node, ALP_TYPE_COLOUR, N_("unknown colour %s"), &colour))
        return FALSE;
      self->colours[p] = colour;
      alp_json_walk_pop (w, colour_len);
      alp_json_walk_pop (w, item_len);
    }
  alp_json_walk_pop (w, len);

  return TRUE;
}

/**
 * alp_settled_load_from_data:
 * @error: an %ALP_EDITION_ERROR naming the JSON path of the problem, or the
 *   rule (alp_score_settle()) the holdings break
 *
 * Returns: (transfer full) (nullable): the settled game
 */
AlpSettled *
alp_settled_load_from_data (const char  *data,
                            gsize        length,
                            GError     **error)
{
  const AlpJsonHeader header = {
    ALP_SETTLED_FORMAT,
    ALP_SETTLED_VERSION,
    _("required, but absent: this is not an Arriero settled game"),
    _("%s is not an Arriero settled game (expected \"%s\")"),
    /* TRANSLATORS: the %s and %d are format version numbers */
    _("written by a newer version of Arriero "
      "(settled game format %s; this version reads up to %d)"),
    NULL,
  };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(AlpSettled) self = NULL;
  g_autoptr(AlpScore) score = NULL;
  AlpHoldings *holdings = NULL;
  JsonObject *object, *summary;
  JsonNode *node;
  AlpJsonWalk w;
  gsize len;
  guint n_players = 0;
  int version;
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if ((root = alp_json_parse (data, length, error)) == NULL)
    return NULL;

  alp_json_walk_init (&w, "", error);
  ok = (object = alp_json_walk_object (&w, root, NULL)) != NULL &&
       alp_json_walk_header (&w, object, &header, &version) &&
       alp_json_walk_object (&w, root, root_keys) != NULL &&
       alp_json_walk_member (&w, object, "holdings", TRUE, &len, &node);
  if (ok)
    {
      /* the holdings' own reader, its paths under "holdings" */
      g_autoptr(GError) local_error = NULL;

      holdings = alp_holdings_new_from_node (node, &n_players, &local_error);
      if (holdings == NULL)
        ok = alp_json_walk_invalid (&w, "%s", local_error->message);
      else
        alp_json_walk_pop (&w, len);
    }
  if (ok)
    {
      self = alp_settled_new (n_players);
      for (guint p = 0; p < n_players; p++)
        {
          g_free (self->holdings[p].name);
          self->holdings[p] = holdings[p];
          holdings[p].name = NULL;
        }
      ok = alp_json_walk_member_object (&w, object, "summary", summary_keys, TRUE, &len, &summary) &&
           read_summary (&w, summary, self);
    }
  alp_holdings_free (holdings, n_players);
  alp_json_walk_clear (&w);
  if (!ok)
    return NULL;

  /* holdings no score can be made of are not a settled game */
  if ((score = alp_settled_get_score (self, error)) == NULL)
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * alp_settled_load_from_file:
 *
 * Returns: (transfer full) (nullable): the settled game
 */
AlpSettled *
alp_settled_load_from_file (const char  *path,
                            GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if ((data = alp_json_read_file (path, &length, error)) == NULL)
    return NULL;

  return alp_settled_load_from_data (data, length, error);
}
