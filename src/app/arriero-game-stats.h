/* arriero-game-stats.h: figures over the saved games, and their CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "arriero-game-store.h"

G_BEGIN_DECLS

typedef struct
{
  guint games;
  guint wins;
} ArrieroRecordCount;

/* One player name's figures over the finished games */
typedef struct
{
  char               *name;
  guint               games;
  guint               wins;
  gint                total_sum;
  gint                best;
  ArrieroRecordCount  by_players[5];  /* by how many players sat at the table, 2-4 */
  ArrieroRecordCount  against_zara;   /* the games Zara played in (2 players) */
} ArrieroPlayerStats;

double     arriero_player_stats_get_win_rate (const ArrieroPlayerStats *stats);
double     arriero_player_stats_get_average  (const ArrieroPlayerStats *stats);
GPtrArray *arriero_game_stats_by_player      (GPtrArray *games);
char      *arriero_game_stats_to_csv         (GPtrArray *games);

G_END_DECLS
