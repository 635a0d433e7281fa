/* alp-settled.h: a game settled from the holdings, as a file of the games folder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-score.h"
#include "alp-setup.h"

G_BEGIN_DECLS

#define ALP_SETTLED_FORMAT  "arriero-settled"
#define ALP_SETTLED_VERSION 1

/* A game that was not tracked, settled from what each player holds */
typedef struct
{
  guint        n_players;
  AlpHoldings  holdings[ALP_MAX_PLAYERS];   /* names owned */
  AlpColour    colours[ALP_MAX_PLAYERS];
  GDateTime   *date;                        /* when it was settled */
} AlpSettled;

AlpSettled *alp_settled_new                (guint              n_players);
void        alp_settled_free               (AlpSettled        *self);
void        alp_settled_set_name           (AlpSettled        *self,
                                            guint              player,
                                            const char        *name);
AlpScore   *alp_settled_get_score          (const AlpSettled  *self,
                                            GError           **error);
char       *alp_settled_save_to_data       (const AlpSettled  *self,
                                            gsize             *length,
                                            GError           **error);
gboolean    alp_settled_save_to_file       (const AlpSettled  *self,
                                            const char        *path,
                                            gboolean           durable,
                                            GError           **error);
AlpSettled *alp_settled_load_from_data     (const char        *data,
                                            gsize              length,
                                            GError           **error);
AlpSettled *alp_settled_load_from_file     (const char        *path,
                                            GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpSettled, alp_settled_free)

G_END_DECLS
