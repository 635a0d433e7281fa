/* arriero-farmlands-view.h: the five farmlands: printed fields, fruit left, crop tokens and farmers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_FARMLANDS_VIEW (arriero_farmlands_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroFarmlandsView, arriero_farmlands_view, ARRIERO, FARMLANDS_VIEW, ArrieroTablePart)

G_END_DECLS
