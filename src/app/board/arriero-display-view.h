/* arriero-display-view.h: the face-up delivery cards and the deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_DISPLAY_VIEW (arriero_display_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroDisplayView, arriero_display_view, ARRIERO, DISPLAY_VIEW, ArrieroTablePart)

void arriero_display_view_set_candidates (ArrieroDisplayView *self,
                                          const AlpPick      *picks,
                                          guint               n_picks);

G_END_DECLS
