/* alp-score.c: the final score as a breakdown anyone can check (E1-E5)
 *
 * A score is never just a number: each line says where every dirham came
 * from, so a table can check it against the pieces in front of it.  The
 * same code ranks a tracked game and a game settled from what each player
 * holds at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-error.h"
#include "alp-score.h"

G_DEFINE_BOXED_TYPE (AlpScore, alp_score, alp_score_copy, alp_score_free)

AlpScore *
alp_score_copy (const AlpScore *self)
{
  AlpScore *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  for (guint i = 0; i < self->n_players; i++)
    copy->lines[i].name = g_strdup (self->lines[i].name);

  return copy;
}

void
alp_score_free (AlpScore *self)
{
  if (self == NULL)
    return;

  for (guint i = 0; i < self->n_players; i++)
    g_free (self->lines[i].name);
  g_free (self);
}

/* E4: more dirhams first; on equal totals, the more valuable end spot */
static gint
compare_lines (const AlpScoreLine *a,
               const AlpScoreLine *b)
{
  if (a->total != b->total)
    return a->total > b->total ? -1 : 1;
  if (a->end_spot != b->end_spot)
    return a->end_spot > b->end_spot ? -1 : 1;

  return 0;
}

/**
 * alp_score_rank:
 *
 * Adds up every line (E3) and ranks the players, ties on the total broken
 * by the end spot (E4).
 */
void
alp_score_rank (AlpScore *self)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->n_players >= 1 && self->n_players <= 4);

  self->final = TRUE;
  for (guint i = 0; i < self->n_players; i++)
    {
      AlpScoreLine *line = &self->lines[i];

      line->total = line->play_dirhams + line->token_dirhams + line->card_dirhams +
                    line->sale_dirhams + line->end_dirhams;
      self->final &= line->finished;
    }

  self->winner = 0;
  for (guint i = 0; i < self->n_players; i++)
    {
      guint better = 0;

      for (guint j = 0; j < self->n_players; j++)
        if (compare_lines (&self->lines[j], &self->lines[i]) < 0)
          better++;
      self->lines[i].rank = better + 1;
      if (compare_lines (&self->lines[i], &self->lines[self->winner]) < 0)
        self->winner = i;
    }

  self->tie_broken = FALSE;
  self->shared = FALSE;
  for (guint i = 0; i < self->n_players; i++)
    {
      if (i == self->winner || self->lines[i].total != self->lines[self->winner].total)
        continue;
      if (self->lines[i].end_spot == self->lines[self->winner].end_spot)
        self->shared = TRUE;
      else
        self->tie_broken = TRUE;
    }
}

/**
 * alp_score_settle:
 * @holdings: (array length=n_players): what each player holds at the end
 *
 * Scores a game that was not tracked: sells the leftovers (E2), adds the
 * tokens and cards (E3) and ranks the players (E4).
 *
 * Returns: (transfer full) (nullable): the breakdown, or %NULL when the
 *   holdings break a rule (more than 5 norias, N2)
 */
AlpScore *
alp_score_settle (const AlpHoldings  *holdings,
                  guint               n_players,
                  GError            **error)
{
  g_autoptr(AlpScore) score = NULL;

  g_return_val_if_fail (holdings != NULL, NULL);
  g_return_val_if_fail (n_players >= 2 && n_players <= 4, NULL);

  score = g_new0 (AlpScore, 1);
  score->n_players = n_players;

  for (guint i = 0; i < n_players; i++)
    {
      const AlpHoldings *h = &holdings[i];
      AlpScoreLine *line = &score->lines[i];
      guint norias = h->small_norias + 3 * h->large_norias;

      line->name = g_strdup (h->name);
      if (norias > 5)
        {
          alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, "N2",
                              _("%s holds norias worth %u, but no one holds more than 5"),
                              h->name, norias);
          return NULL;
        }

      line->play_dirhams = h->dirhams;
      line->n_tokens = h->n_tokens;
      for (guint t = 0; t < h->n_tokens; t++)
        line->token_dirhams += h->tokens[t] + 1;
      line->n_cards = h->n_cards;
      for (guint c = 0; c < h->n_cards; c++)
        line->card_dirhams += h->cards[c];
      if (!h->sold)
        {
          line->sale_items = h->fruits + norias + h->goal_tokens;
          line->sale_dirhams = line->sale_items / 3;
        }
      line->end_dirhams = h->end_spot;
      line->end_spot = h->end_spot;
      line->finished = TRUE;
    }

  alp_score_rank (score);

  return g_steal_pointer (&score);
}

/**
 * alp_score_to_text:
 *
 * Returns: the breakdown as a translated table for a terminal
 */
char *
alp_score_to_text (const AlpScore *self)
{
  GString *str;
  const AlpScoreLine *winner;
  gboolean unknown_end = FALSE;

  g_return_val_if_fail (self != NULL, NULL);

  str = g_string_new (NULL);
  g_string_append_printf (str, "%-4s %-16s %6s %6s %6s %6s %6s %6s\n",
                          /* TRANSLATORS: column heads of the score table; keep them short */
                          C_("score", "Rank"), C_("score", "Player"), C_("score", "Play"),
                          C_("score", "Tokens"), C_("score", "Cards"), C_("score", "Sold"),
                          C_("score", "End"), C_("score", "Total"));

  for (guint r = 1; r <= self->n_players; r++)
    for (guint i = 0; i < self->n_players; i++)
      {
        const AlpScoreLine *l = &self->lines[i];

        if (l->rank != r)
          continue;
        g_autofree char *end = l->end_spot >= 0 ? g_strdup_printf ("%d", l->end_dirhams)
                                                 : g_strdup ("?");

        /* An end spot not taken yet is unknown, never 0 */
        g_string_append_printf (str, "%-4u %-16s %6d %6d %6d %6d %6s %6d\n", l->rank, l->name,
                                l->play_dirhams, l->token_dirhams, l->card_dirhams,
                                l->sale_dirhams, end, l->total);
        unknown_end |= l->end_spot < 0;
      }

  winner = &self->lines[self->winner];
  if (!self->final && unknown_end)
    g_string_append_printf (str, _("Not over yet: %s leads with %d dirhams if it ended now, "
                                   "not counting the end spots still unknown (?).\n"),
                            winner->name, winner->total);
  else if (!self->final)
    g_string_append_printf (str, _("Not over yet: %s leads with %d dirhams if it ended now.\n"),
                            winner->name, winner->total);
  else if (self->shared)
    g_string_append_printf (str, _("A shared win at %d dirhams.\n"), winner->total);
  else if (self->tie_broken)
    g_string_append_printf (str, _("%s wins with %d dirhams: tied on the total, and on the more valuable end spot (%d, rule E4).\n"),
                            winner->name, winner->total, winner->end_spot);
  else
    g_string_append_printf (str, _("%s wins with %d dirhams.\n"), winner->name, winner->total);

  return g_string_free (str, FALSE);
}

/**
 * alp_score_describe_tie:
 *
 * Who tied on the top total and what the end spots (E4) made of it, for
 * a score sheet or a page that shows why the winner won.
 *
 * Returns: (transfer full) (nullable): a translated sentence, or %NULL
 *   when no one shares the top total
 */
char *
alp_score_describe_tie (const AlpScore *self)
{
  const AlpScoreLine *winner;
  g_autoptr(GString) tied = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (!self->tie_broken && !self->shared)
    return NULL;

  winner = &self->lines[self->winner];
  tied = g_string_new (NULL);
  /* in the order of the ranks the end spots gave */
  for (guint r = 1; r <= self->n_players; r++)
    for (guint i = 0; i < self->n_players; i++)
      {
        const AlpScoreLine *l = &self->lines[i];

        if (l->rank != r || l->total != winner->total)
          continue;
        if (tied->len > 0)
          g_string_append (tied, ", ");
        if (l->end_spot < 0)
          /* TRANSLATORS: a player in a list of players tied on the total */
          g_string_append_printf (tied, _("%s (no end spot yet)"), l->name);
        else
          /* TRANSLATORS: a player in a list of players tied on the total, with the value of their end spot */
          g_string_append_printf (tied, _("%s (end spot %d)"), l->name, l->end_spot);
      }

  if (self->shared)
    /* TRANSLATORS: "Tied on 12 dirhams: Ana (end spot 4), Ben (end spot 4). …" */
    return g_strdup_printf (_("Tied on %d dirhams: %s. Their end spots are worth the same: the win is shared (rule E4)."),
                            winner->total, tied->str);

  /* TRANSLATORS: "Tied on 12 dirhams: Ben (end spot 8), Ana (end spot 4). …" */
  return g_strdup_printf (_("Tied on %d dirhams: %s. The more valuable end spot wins (rule E4)."),
                          winner->total, tied->str);
}

/* null where there is no end spot yet: it and its dirhams are unknown (not 0) */
static void
set_end_spot_member (JsonObject         *object,
                     const char         *key,
                     const AlpScoreLine *line,
                     gint                value)
{
  if (line->end_spot >= 0)
    json_object_set_int_member (object, key, value);
  else
    json_object_set_null_member (object, key);
}

/**
 * alp_score_to_node:
 *
 * Returns: (transfer full): `{"players": [{name, total, rank, breakdown}],
 *   "winner": name, "tie_broken": bool, "final": bool}`
 */
JsonNode *
alp_score_to_node (const AlpScore *self)
{
  g_autoptr(JsonObject) root = NULL;
  JsonArray *players;

  g_return_val_if_fail (self != NULL, NULL);

  root = json_object_new ();
  players = json_array_new ();
  for (guint i = 0; i < self->n_players; i++)
    {
      const AlpScoreLine *l = &self->lines[i];
      JsonObject *player = json_object_new ();
      JsonObject *breakdown = json_object_new ();

      json_object_set_string_member (player, "name", l->name);
      json_object_set_int_member (player, "total", l->total);
      json_object_set_int_member (player, "rank", l->rank);
      json_object_set_int_member (breakdown, "play_dirhams", l->play_dirhams);
      json_object_set_int_member (breakdown, "delivery_tokens", l->token_dirhams);
      json_object_set_int_member (breakdown, "delivery_cards", l->card_dirhams);
      json_object_set_int_member (breakdown, "leftovers_sold", l->sale_dirhams);
      set_end_spot_member (breakdown, "end_spot", l, l->end_dirhams);
      json_object_set_object_member (player, "breakdown", breakdown);
      set_end_spot_member (player, "end_spot_value", l, l->end_spot);
      json_object_set_boolean_member (player, "finished", l->finished);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (root, "players", players);
  if (self->shared)
    json_object_set_null_member (root, "winner");
  else
    json_object_set_string_member (root, "winner", self->lines[self->winner].name);
  json_object_set_boolean_member (root, "tie_broken", self->tie_broken);
  json_object_set_boolean_member (root, "final", self->final);

  return json_node_init_object (json_node_alloc (), root);
}

void
alp_holdings_free (AlpHoldings *holdings,
                   guint        n_players)
{
  if (holdings == NULL)
    return;

  for (guint i = 0; i < n_players; i++)
    g_free (holdings[i].name);
  g_free (holdings);
}

/**
 * alp_holdings_to_node:
 * @holdings: (array length=n_players): what each player holds
 *
 * Writes the holdings format that alp_holdings_new_from_node() reads
 * (docs/game-format.md, "Holdings"): reading it back gives the same
 * holdings.
 *
 * Returns: (transfer full): the document
 */
JsonNode *
alp_holdings_to_node (const AlpHoldings *holdings,
                      guint              n_players)
{
  g_autoptr(JsonObject) root = json_object_new ();
  JsonArray *players = json_array_new ();

  g_return_val_if_fail (holdings != NULL, NULL);

  json_object_set_string_member (root, "format", "arriero-holdings");
  json_object_set_int_member (root, "version", 1);
  for (guint i = 0; i < n_players; i++)
    {
      const AlpHoldings *h = &holdings[i];
      JsonObject *player = json_object_new ();
      JsonObject *norias = json_object_new ();
      JsonArray *tokens = json_array_new ();
      JsonArray *cards = json_array_new ();

      for (guint t = 0; t < h->n_tokens; t++)
        json_array_add_int_element (tokens, h->tokens[t]);
      for (guint c = 0; c < h->n_cards; c++)
        json_array_add_int_element (cards, h->cards[c]);
      json_object_set_int_member (norias, "small", h->small_norias);
      json_object_set_int_member (norias, "large", h->large_norias);

      json_object_set_string_member (player, "name", h->name != NULL ? h->name : "");
      json_object_set_int_member (player, "dirhams", h->dirhams);
      json_object_set_array_member (player, "delivery_tokens", tokens);
      json_object_set_array_member (player, "delivery_cards", cards);
      json_object_set_int_member (player, "fruits", h->fruits);
      json_object_set_object_member (player, "norias", norias);
      json_object_set_int_member (player, "goal_tokens", h->goal_tokens);
      json_object_set_int_member (player, "end_spot", h->end_spot);
      if (h->sold)
        json_object_set_boolean_member (player, "sold", TRUE);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (root, "players", players);

  return json_node_init_object (json_node_alloc (), root);
}

static gboolean
int_in_range (JsonNode *node,
              gint      min,
              gint      max)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64 &&
         json_node_get_int (node) >= min && json_node_get_int (node) <= max;
}

static gboolean
read_int (JsonObject  *object,
          const char  *key,
          const char  *path,
          gint         min,
          gint         max,
          gboolean     required,
          gint        *out,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (!required)
        return TRUE;
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path, _("“%s” is missing"), key);
      return FALSE;
    }
  if (!int_in_range (node, min, max))
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                             _("“%s” must be a whole number from %d to %d"), key, min, max);
      return FALSE;
    }

  *out = (gint) json_node_get_int (node);
  return TRUE;
}

static gboolean
read_int_list (JsonObject  *object,
               const char  *key,
               const char  *path,
               guint        max_items,
               gint         min,
               gint         max,
               guint       *n_out,
               gint        *out,
               GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);
  JsonArray *array;

  *n_out = 0;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path, _("“%s” must be a list"), key);
      return FALSE;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_items)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                             _("“%s” lists more than %u items"), key, max_items);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (!int_in_range (item, min, max))
        {
          g_autofree char *item_path = g_strdup_printf ("%s.%s[%u]", path, key, i);

          alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, item_path,
                                 _("must be a whole number from %d to %d"), min, max);
          return FALSE;
        }
      out[(*n_out)++] = (gint) json_node_get_int (item);
    }

  return TRUE;
}

static const char * const holding_keys[] = {
  "name", "dirhams", "delivery_tokens", "delivery_cards", "fruits", "norias", "goal_tokens",
  "end_spot", "sold",
};

/**
 * alp_holdings_new_from_node:
 * @n_players: (out): how many players the holdings are for
 *
 * Reads the holdings format (docs/game-format.md, "Holdings").
 *
 * Returns: (transfer full) (nullable): an array of @n_players holdings
 */
AlpHoldings *
alp_holdings_new_from_node (JsonNode  *node,
                            guint     *n_players,
                            GError   **error)
{
  AlpHoldings *holdings = NULL;
  JsonObject *root;
  JsonNode *players;
  JsonArray *array;
  guint n;
  gint version = 0;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (n_players != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                             _("the holdings must be a JSON object"));
      return NULL;
    }
  root = json_node_get_object (node);
  if (g_strcmp0 (json_object_get_string_member_with_default (root, "format", ""),
                 "arriero-holdings") != 0)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "format",
                             _("this is not an Arriero holdings file (format “arriero-holdings”)"));
      return NULL;
    }
  if (!read_int (root, "version", "version", 1, G_MAXINT, TRUE, &version, error))
    return NULL;
  if (version > 1)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_VERSION, "version",
                             _("written by a newer version of Arriero (version %d)"), version);
      return NULL;
    }

  players = json_object_get_member (root, "players");
  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players))
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "players",
                             _("“players” must be a list of 2 to 4 players"));
      return NULL;
    }
  array = json_node_get_array (players);
  n = json_array_get_length (array);
  if (n < 2 || n > 4)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "players",
                             _("“players” must be a list of 2 to 4 players"));
      return NULL;
    }

  holdings = g_new0 (AlpHoldings, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      JsonNode *item = json_array_get_element (array, i);
      AlpHoldings *h = &holdings[i];
      JsonObject *object;
      JsonNode *norias;
      gint ints[20];
      guint n_ints;
      gint value;
      g_autoptr(GList) members = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (item))
        {
          alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path, _("must be an object"));
          goto fail;
        }
      object = json_node_get_object (item);
      members = json_object_get_members (object);
      for (GList *l = members; l != NULL; l = l->next)
        if (!g_strv_contains (holding_keys, l->data))
          {
            alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                                   _("unknown key “%s”"), (const char *) l->data);
            goto fail;
          }

      if (json_object_get_member (object, "name") == NULL ||
          !JSON_NODE_HOLDS_VALUE (json_object_get_member (object, "name")) ||
          json_node_get_value_type (json_object_get_member (object, "name")) != G_TYPE_STRING ||
          *json_object_get_string_member (object, "name") == '\0')
        {
          alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                                 _("“name” must be a player’s name"));
          goto fail;
        }
      h->name = g_strdup (json_object_get_string_member (object, "name"));

      if (!read_int (object, "dirhams", path, 0, 9999, TRUE, &h->dirhams, error) ||
          !read_int (object, "end_spot", path, 0, 99, TRUE, &h->end_spot, error))
        goto fail;

      if (!read_int_list (object, "delivery_tokens", path, 2 * ALP_N_FRUITS, 1, 10, &n_ints, ints,
                          error))
        goto fail;
      h->n_tokens = n_ints;
      for (guint t = 0; t < n_ints; t++)
        h->tokens[t] = ints[t];

      if (!read_int_list (object, "delivery_cards", path, 20, 0, 99, &n_ints, ints, error))
        goto fail;
      h->n_cards = n_ints;
      for (guint c = 0; c < n_ints; c++)
        h->cards[c] = ints[c];

      value = 0;
      if (!read_int (object, "fruits", path, 0, ALP_N_FRUITS * ALP_FRUIT_LIMIT, FALSE, &value, error))
        goto fail;
      h->fruits = value;
      value = 0;
      if (!read_int (object, "goal_tokens", path, 0, ALP_GOAL_TOKENS, FALSE, &value, error))
        goto fail;
      h->goal_tokens = value;

      norias = json_object_get_member (object, "norias");
      if (norias != NULL && !JSON_NODE_HOLDS_NULL (norias))
        {
          g_autofree char *noria_path = g_strdup_printf ("%s.norias", path);
          JsonObject *no;

          if (!JSON_NODE_HOLDS_OBJECT (norias))
            {
              alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, noria_path,
                                     _("must be an object with “small” and “large”"));
              goto fail;
            }
          no = json_node_get_object (norias);
          value = 0;
          if (!read_int (no, "small", noria_path, 0, 10, FALSE, &value, error))
            goto fail;
          h->small_norias = value;
          value = 0;
          if (!read_int (no, "large", noria_path, 0, 5, FALSE, &value, error))
            goto fail;
          h->large_norias = value;
        }

      if (json_object_get_member (object, "sold") != NULL)
        {
          JsonNode *sold = json_object_get_member (object, "sold");

          if (!JSON_NODE_HOLDS_VALUE (sold) || json_node_get_value_type (sold) != G_TYPE_BOOLEAN)
            {
              alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                                     _("“sold” must be true or false"));
              goto fail;
            }
          h->sold = json_node_get_boolean (sold);
        }
    }

  *n_players = n;
  return holdings;

fail:
  alp_holdings_free (holdings, n);
  return NULL;
}
