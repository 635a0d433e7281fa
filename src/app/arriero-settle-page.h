/* arriero-settle-page.h: Settle a Score, for a game that was not tracked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-settled.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SETTLE_PAGE (arriero_settle_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSettlePage, arriero_settle_page, ARRIERO, SETTLE_PAGE, GtkWidget)

void            arriero_settle_page_reset     (ArrieroSettlePage  *self);
gboolean        arriero_settle_page_load      (ArrieroSettlePage  *self,
                                               const char         *path,
                                               GError            **error);
gboolean        arriero_settle_page_save      (ArrieroSettlePage  *self,
                                               GError            **error);
void            arriero_settle_page_close     (ArrieroSettlePage  *self);
const AlpScore *arriero_settle_page_get_score (ArrieroSettlePage  *self);
const char     *arriero_settle_page_get_path  (ArrieroSettlePage  *self);
const char     *arriero_settle_page_get_problem (ArrieroSettlePage *self);

G_END_DECLS
