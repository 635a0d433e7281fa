/* arriero-market-view.h: the market card in its current order, with its bonuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_MARKET_VIEW (arriero_market_view_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroMarketView, arriero_market_view, ARRIERO, MARKET_VIEW, ArrieroTablePart)

G_END_DECLS
