/* arriero-goals-page.h: the setup assistant's page of goal sides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_GOALS_PAGE (arriero_goals_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGoalsPage, arriero_goals_page, ARRIERO, GOALS_PAGE, ArrieroSetupPage)

AlpEdition *arriero_goals_page_take_told (ArrieroGoalsPage  *self,
                                          GPtrArray        **learned);

G_END_DECLS
