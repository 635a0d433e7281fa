/* arriero-segments-page.h: the setup assistant's page of segments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SEGMENTS_PAGE (arriero_segments_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSegmentsPage, arriero_segments_page, ARRIERO, SEGMENTS_PAGE, ArrieroSetupPage)

gboolean arriero_segments_page_keep_shapes (ArrieroSegmentsPage  *self,
                                            GError              **error);

G_END_DECLS
