/* arriero-market-page.h: the setup assistant's page of market card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_MARKET_PAGE (arriero_market_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroMarketPage, arriero_market_page, ARRIERO, MARKET_PAGE, ArrieroSetupPage)

G_END_DECLS
