/* arriero-segment-shape-form.h: the form for a segment's shape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-types.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SEGMENT_SHAPE_FORM (arriero_segment_shape_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSegmentShapeForm, arriero_segment_shape_form, ARRIERO, SEGMENT_SHAPE_FORM, AdwPreferencesGroup)

GtkWidget  *arriero_segment_shape_form_new          (void);
gboolean    arriero_segment_shape_form_get_complete (ArrieroSegmentShapeForm *self);
const char *arriero_segment_shape_form_get_problem  (ArrieroSegmentShapeForm *self);
void        arriero_segment_shape_form_set_segment_kind (ArrieroSegmentShapeForm *self,
                                                         AlpSegmentKind           kind);
void        arriero_segment_shape_form_set_compact  (ArrieroSegmentShapeForm *self,
                                                     gboolean                 compact);

G_END_DECLS
