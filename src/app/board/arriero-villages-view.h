/* arriero-villages-view.h: the five villages: delivery tokens, farmers delivered, award tokens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_VILLAGES_VIEW (arriero_villages_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroVillagesView, arriero_villages_view, ARRIERO, VILLAGES_VIEW, ArrieroTablePart)

G_END_DECLS
