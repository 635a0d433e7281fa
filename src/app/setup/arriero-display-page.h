/* arriero-display-page.h: the setup assistant's page of face-up delivery cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_DISPLAY_PAGE (arriero_display_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroDisplayPage, arriero_display_page, ARRIERO, DISPLAY_PAGE, ArrieroSetupPage)

AlpEdition *arriero_display_page_take_told (ArrieroDisplayPage  *self,
                                            GPtrArray          **learned,
                                            GError             **error);
guint       arriero_display_page_get_card  (ArrieroDisplayPage  *self,
                                            guint                slot);

G_END_DECLS
