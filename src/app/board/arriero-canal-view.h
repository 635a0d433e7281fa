/* arriero-canal-view.h: the canal map: start channels, free and covered channel spaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_CANAL_VIEW (arriero_canal_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroCanalView, arriero_canal_view, ARRIERO, CANAL_VIEW, ArrieroTablePart)

G_END_DECLS
