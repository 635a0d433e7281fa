/* alp-timeline.c: each player's "if it ended now" total after every turn
 *
 * The event log holds the whole game: the timeline replays it from the
 * start on a scratch position and takes the score
 * (alp_game_get_score()'s own computation) before the first event and
 * after every turn, so the chart on the score page draws the engine's
 * figures, never the app's.  A lead change is a point where one player
 * alone is ahead and another player alone was ahead at the last point
 * that had a sole leader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-game-private.h"
#include "alp-timeline.h"

static void
add_point (AlpTimeline    *self,
           GArray         *events,
           GArray         *mules,
           GArray         *totals,
           AlpGame        *game,
           const AlpState *state,
           guint           n_events,
           guint           mule)
{
  g_autoptr(AlpScore) score = _alp_game_score_state (game, state);
  guint8 m = mule;

  g_array_append_val (events, n_events);
  g_array_append_val (mules, m);
  for (guint p = 0; p < self->n_players; p++)
    g_array_append_val (totals, score->lines[p].total);
}

/**
 * alp_game_get_timeline:
 *
 * Replays the game's events and takes every player's total "if it ended
 * now" (leftovers counted as sold, an end spot once the mule holds one)
 * before the first event and after each turn: after every event that
 * hands the turn to another mule or ends the game, and after the last
 * event.  Undone events are not part of it.
 *
 * Returns: (transfer full): the timeline
 */
AlpTimeline *
alp_game_get_timeline (AlpGame *game)
{
  AlpTimeline *self;
  const AlpBoard *board;
  AlpState state;
  GArray *events, *mules, *totals;
  guint n;
  gint previous = -1;

  g_return_val_if_fail (ALP_IS_GAME (game), NULL);

  self = g_new0 (AlpTimeline, 1);
  self->n_players = alp_game_get_n_players (game);
  board = _alp_game_get_board (game);
  state = *_alp_game_get_initial (game);
  n = alp_game_get_n_events (game);
  events = g_array_new (FALSE, FALSE, sizeof (guint));
  mules = g_array_new (FALSE, FALSE, sizeof (guint8));
  totals = g_array_new (FALSE, FALSE, sizeof (gint));

  add_point (self, events, mules, totals, game, &state, 0, 0);
  for (guint i = 0; i < n; i++)
    {
      guint current = state.current;
      AlpPhase phase = state.phase;

      if (!alp_rules_apply (board, &state, alp_game_get_event (game, i), NULL))
        {
          g_critical ("event %u no longer applies on replay", i + 1);
          break;
        }
      if (state.current != current || (state.phase == ALP_PHASE_OVER && phase != ALP_PHASE_OVER) ||
          i + 1 == n)
        add_point (self, events, mules, totals, game, &state, i + 1, current);
    }

  self->n_points = events->len;
  self->events = (guint *) g_array_free (events, FALSE);
  self->mules = (guint8 *) g_array_free (mules, FALSE);
  self->totals = (gint *) g_array_free (totals, FALSE);
  self->leaders = g_new (gint, self->n_points);
  self->lead_changed = g_new0 (gboolean, self->n_points);

  for (guint k = 0; k < self->n_points; k++)
    {
      gint best = G_MININT, leader = -1;

      for (guint p = 0; p < self->n_players; p++)
        {
          gint total = alp_timeline_get_total (self, k, p);

          if (total > best)
            {
              best = total;
              leader = p;
            }
          else if (total == best)
            leader = -1;
        }
      self->leaders[k] = leader;
      if (leader >= 0)
        {
          self->lead_changed[k] = previous >= 0 && previous != leader;
          previous = leader;
        }
    }

  return self;
}

/**
 * alp_timeline_get_total:
 *
 * Returns: @player's total at @point
 */
gint
alp_timeline_get_total (const AlpTimeline *self,
                        guint              point,
                        guint              player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (point < self->n_points && player < self->n_players, 0);

  return self->totals[point * self->n_players + player];
}

void
alp_timeline_free (AlpTimeline *self)
{
  if (self == NULL)
    return;

  g_free (self->events);
  g_free (self->mules);
  g_free (self->totals);
  g_free (self->leaders);
  g_free (self->lead_changed);
  g_free (self);
}
