/* alp-score.h: the final score as a breakdown anyone can check (E1-E5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-types.h"

G_BEGIN_DECLS

typedef struct
{
  char    *name;
  gint     play_dirhams;   /* dirhams earned in play, starting dirhams included */
  gint     token_dirhams;  /* each delivery token: its fruit count + 1 (E3) */
  gint     card_dirhams;   /* the values of the delivery cards (E3) */
  gint     sale_dirhams;   /* leftovers sold: 1 per full 3 items (E2) */
  gint     end_dirhams;    /* the end spot's dirhams (E1) */
  gint     total;
  gint     end_spot;       /* value of the end spot held, -1 when none (E4) */
  guint    n_tokens;
  guint    n_cards;
  guint    sale_items;     /* fruits + norias by value + goal tokens */
  guint    rank;           /* 1 for the winner; equal ranks share a place */
  gboolean finished;       /* sold and on an end spot: the line is final */
} AlpScoreLine;

typedef struct
{
  guint        n_players;
  AlpScoreLine lines[4];
  guint        winner;        /* index of the line that wins */
  gboolean     tie_broken;    /* the winner shares the top total: E4 decided */
  gboolean     shared;        /* the top is shared and E4 cannot split it */
  gboolean     final;         /* every line is final */
} AlpScore;

/* What a player holds at the end of a game that was not tracked */
typedef struct
{
  char   *name;
  gint    dirhams;
  guint   n_tokens;
  guint8  tokens[2 * ALP_N_FRUITS];   /* each delivery token's fruit count */
  guint   n_cards;
  gint16  cards[20];                  /* each delivery card's value */
  guint   fruits;
  guint   small_norias;
  guint   large_norias;
  guint   goal_tokens;
  gint    end_spot;                   /* the end spot's dirhams */
  gboolean sold;                      /* leftovers already sold into dirhams */
} AlpHoldings;

#define ALP_TYPE_SCORE (alp_score_get_type ())

GType      alp_score_get_type      (void) G_GNUC_CONST;
AlpScore  *alp_score_copy          (const AlpScore     *self);
void       alp_score_free          (AlpScore           *self);
void       alp_score_rank          (AlpScore           *self);
AlpScore  *alp_score_settle        (const AlpHoldings  *holdings,
                                    guint               n_players,
                                    GError            **error);
AlpHoldings *alp_holdings_new_from_node (JsonNode      *node,
                                         guint         *n_players,
                                         GError       **error);
void       alp_holdings_free       (AlpHoldings        *holdings,
                                    guint               n_players);
JsonNode  *alp_holdings_to_node    (const AlpHoldings  *holdings,
                                    guint               n_players);
char      *alp_score_to_text       (const AlpScore     *self);
char      *alp_score_describe_tie  (const AlpScore     *self);
JsonNode  *alp_score_to_node       (const AlpScore     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpScore, alp_score_free)

G_END_DECLS
