/* arriero-start-spots-page.h: the setup assistant's page of start spots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_START_SPOTS_PAGE (arriero_start_spots_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroStartSpotsPage, arriero_start_spots_page, ARRIERO, START_SPOTS_PAGE, ArrieroSetupPage)

G_END_DECLS
