/* arriero-side-form.h: the form for a whole segment side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-types.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SIDE_FORM (arriero_side_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSideForm, arriero_side_form, ARRIERO, SIDE_FORM, AdwPreferencesGroup)

GtkWidget *arriero_side_form_new (AlpSegmentKind kind,
                                  AlpSide        side);

G_END_DECLS
