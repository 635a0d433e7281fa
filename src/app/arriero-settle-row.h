/* arriero-settle-row.h: one player's holdings on the Settle a Score page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-settled.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SETTLE_ROW (arriero_settle_row_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSettleRow, arriero_settle_row, ARRIERO, SETTLE_ROW, GtkWidget)

GtkWidget *arriero_settle_row_new          (guint              player);
void       arriero_settle_row_set_player   (ArrieroSettleRow  *self,
                                            const char        *name,
                                            AlpColour          colour);
void       arriero_settle_row_set_holdings (ArrieroSettleRow  *self,
                                            const AlpHoldings *holdings,
                                            AlpColour          colour);
gboolean   arriero_settle_row_read         (ArrieroSettleRow  *self,
                                            AlpHoldings       *holdings,
                                            AlpColour         *colour,
                                            GError           **error);
void       arriero_settle_row_clear        (ArrieroSettleRow  *self);

G_END_DECLS
