/* arriero-segment-preview.h: a small picture of one side of a segment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-edition.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SEGMENT_PREVIEW (arriero_segment_preview_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSegmentPreview, arriero_segment_preview, ARRIERO, SEGMENT_PREVIEW, GtkWidget)

GtkWidget  *arriero_segment_preview_new          (AlpEdition            *edition,
                                                  guint                  segment,
                                                  AlpSide                side);
GtkWidget  *arriero_segment_preview_new_for_shape (JsonNode             *side);
AlpEdition *arriero_segment_preview_get_edition  (ArrieroSegmentPreview *self);
void        arriero_segment_preview_set_edition  (ArrieroSegmentPreview *self,
                                                  AlpEdition            *edition);
guint       arriero_segment_preview_get_segment  (ArrieroSegmentPreview *self);
void        arriero_segment_preview_set_segment  (ArrieroSegmentPreview *self,
                                                  guint                  segment);
AlpSide     arriero_segment_preview_get_side     (ArrieroSegmentPreview *self);
void        arriero_segment_preview_set_side     (ArrieroSegmentPreview *self,
                                                  AlpSide                side);
guint       arriero_segment_preview_get_n_spaces (ArrieroSegmentPreview *self);

G_END_DECLS
