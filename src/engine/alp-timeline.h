/* alp-timeline.h: each player's "if it ended now" total after every turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"

G_BEGIN_DECLS

typedef struct
{
  guint     n_players;
  guint     n_points;    /* the start, then one after every turn */
  guint    *events;      /* n_points: how many events each point follows */
  guint8   *mules;       /* n_points: whose turn ended there (the start: 0) */
  gint     *totals;      /* n_points × n_players, point by point */
  gint     *leaders;     /* n_points: the one player ahead, -1 when the top is shared */
  gboolean *lead_changed; /* n_points: a player took the lead from another here */
} AlpTimeline;

AlpTimeline *alp_game_get_timeline  (AlpGame           *game);
gint         alp_timeline_get_total (const AlpTimeline *self,
                                     guint              point,
                                     guint              player);
void         alp_timeline_free      (AlpTimeline       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpTimeline, alp_timeline_free)

G_END_DECLS
