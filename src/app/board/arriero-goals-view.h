/* arriero-goals-view.h: the goal cards: their spots, rewards and who completed which
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_GOALS_VIEW (arriero_goals_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGoalsView, arriero_goals_view, ARRIERO, GOALS_VIEW, ArrieroTablePart)

G_END_DECLS
