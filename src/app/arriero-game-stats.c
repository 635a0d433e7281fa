/* arriero-game-stats.c: figures over the saved games, and their CSV
 *
 * Statistics count the finished games only (tracked or settled), by the
 * player's name as typed: games, wins, win rate, average and best total,
 * the same by the number of players, and against Zara (the 2-player
 * games, where Zara is the third mule).  A shared top that the end spots
 * cannot split is nobody's win.  The CSV has one row per player per game,
 * finished or not; unreadable files are left out.  Both read the
 * summaries the listing has, never a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-setup.h"
#include "arriero-game-stats.h"

static void
player_stats_free (ArrieroPlayerStats *stats)
{
  g_free (stats->name);
  g_free (stats);
}

static gint
compare_stats (gconstpointer a,
               gconstpointer b)
{
  const ArrieroPlayerStats *sa = *(ArrieroPlayerStats * const *) a;
  const ArrieroPlayerStats *sb = *(ArrieroPlayerStats * const *) b;

  if (sa->games != sb->games)
    return sa->games > sb->games ? -1 : 1;

  return g_utf8_collate (sa->name, sb->name);
}

/**
 * arriero_game_stats_by_player:
 * @games: (element-type ArrieroSavedGame): as arriero_game_store_list_games() gives
 *
 * Returns: (transfer full) (element-type ArrieroPlayerStats): a line per
 *   player name, the most games first
 */
GPtrArray *
arriero_game_stats_by_player (GPtrArray *games)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify) player_stats_free);

  for (guint i = 0; i < games->len; i++)
    {
      const AlpSummary *summary = ((ArrieroSavedGame *) games->pdata[i])->summary;

      if (summary == NULL || !summary->finished)
        continue;

      for (guint p = 0; p < summary->n_players; p++)
        {
          const AlpSummaryPlayer *player = &summary->players[p];
          ArrieroPlayerStats *stats = g_hash_table_lookup (by_name, player->name);
          gboolean won = summary->winner == (gint) p;
          guint n = MIN (summary->n_players, 4);

          if (stats == NULL)
            {
              stats = g_new0 (ArrieroPlayerStats, 1);
              stats->name = g_strdup (player->name);
              stats->best = player->total;
              g_ptr_array_add (lines, stats);
              g_hash_table_insert (by_name, stats->name, stats);
            }
          stats->games++;
          stats->wins += won;
          stats->total_sum += player->total;
          stats->best = MAX (stats->best, player->total);
          stats->by_players[n].games++;
          stats->by_players[n].wins += won;
          if (summary->zara)
            {
              stats->against_zara.games++;
              stats->against_zara.wins += won;
            }
        }
    }

  g_ptr_array_sort (lines, compare_stats);

  return lines;
}

double
arriero_player_stats_get_win_rate (const ArrieroPlayerStats *stats)
{
  return stats->games > 0 ? (double) stats->wins / stats->games : 0;
}

double
arriero_player_stats_get_average (const ArrieroPlayerStats *stats)
{
  return stats->games > 0 ? (double) stats->total_sum / stats->games : 0;
}

/* A field as RFC 4180 quotes it, when it must be */
static void
append_field (GString    *out,
              const char *value,
              gboolean    last)
{
  if (strpbrk (value, ",\"\r\n") != NULL)
    {
      g_string_append_c (out, '"');
      for (const char *c = value; *c != '\0'; c++)
        {
          if (*c == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *c);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, value);
  g_string_append (out, last ? "\r\n" : ",");
}

/**
 * arriero_game_stats_to_csv:
 * @games: (element-type ArrieroSavedGame): as arriero_game_store_list_games() gives
 *
 * The list as CSV (RFC 4180, a header line first): one row per player
 * per game, in the list's order.  The column names are a format, not
 * words for people, and stay in English.
 *
 * Returns: (transfer full): the text, UTF-8
 */
char *
arriero_game_stats_to_csv (GPtrArray *games)
{
  GString *out = g_string_new ("file,date,board,example_board,kind,finished,players,zara,"
                               "player,colour,total,rank,winner\r\n");

  for (guint i = 0; i < games->len; i++)
    {
      const ArrieroSavedGame *saved = games->pdata[i];
      const AlpSummary *summary = saved->summary;

      if (summary == NULL)
        continue;

      for (guint p = 0; p < summary->n_players; p++)
        {
          g_autofree char *n_players = g_strdup_printf ("%u", summary->n_players);
          g_autofree char *total = g_strdup_printf ("%d", summary->players[p].total);
          g_autofree char *rank = g_strdup_printf ("%u", summary->players[p].rank);

          append_field (out, saved->name, FALSE);
          append_field (out, summary->date, FALSE);
          append_field (out, summary->board != NULL ? summary->board : "", FALSE);
          append_field (out, summary->example ? "yes" : "no", FALSE);
          append_field (out, summary->settled ? "settled" : "tracked", FALSE);
          append_field (out, summary->finished ? "yes" : "no", FALSE);
          append_field (out, n_players, FALSE);
          append_field (out, summary->zara ? "yes" : "no", FALSE);
          append_field (out, summary->players[p].name, FALSE);
          append_field (out, alp_colour_to_string (summary->players[p].colour), FALSE);
          append_field (out, total, FALSE);
          append_field (out, rank, FALSE);
          append_field (out, summary->winner == (gint) p ? "yes" : "no", TRUE);
        }
    }

  return g_string_free (out, FALSE);
}
