/* alp-summary.h: what a saved game's header says of it, read without a replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-game.h"

G_BEGIN_DECLS

typedef struct
{
  char      *name;
  AlpColour  colour;
  gint       total;    /* the final total, or "if it ended now" */
  guint      rank;     /* 1 for the leader; equal ranks share a place */
} AlpSummaryPlayer;

typedef struct
{
  char             *date;       /* ISO 8601, UTC: when the game began, or was settled */
  char             *board;      /* (nullable): the edition's name; none for a settled game */
  gboolean          example;    /* on the made-up example board */
  gboolean          settled;    /* settled from the holdings, not tracked */
  gboolean          finished;
  gboolean          zara;       /* Zara plays: a 2-player game */
  guint             n_events;
  guint             n_players;
  AlpSummaryPlayer  players[4];
  gint              winner;     /* the winner's index, -1 when none (yet) */
} AlpSummary;

AlpSummary *alp_summary_new_from_game (AlpGame           *game,
                                       const char        *date);
AlpSummary *alp_summary_new_from_node (JsonNode          *node,
                                       const char        *path,
                                       GError           **error);
JsonNode   *alp_summary_to_node       (const AlpSummary  *self);
AlpSummary *alp_summary_read_data     (const char        *data,
                                       gsize              length,
                                       GError           **error);
AlpSummary *alp_summary_read_file     (const char        *path,
                                       GError           **error);
AlpSummary *alp_summary_copy          (const AlpSummary  *self);
void        alp_summary_free          (AlpSummary        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpSummary, alp_summary_free)

G_END_DECLS
