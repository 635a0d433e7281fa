/* arriero-track-place.h: one place of the track as a screen reader finds it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_TRACK_PLACE (arriero_track_place_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroTrackPlace, arriero_track_place, ARRIERO, TRACK_PLACE, GtkWidget)

GtkWidget  *arriero_track_place_new         (guint              space,
                                             guint              spot);
guint       arriero_track_place_get_space   (ArrieroTrackPlace *self);
guint       arriero_track_place_get_spot    (ArrieroTrackPlace *self);
void        arriero_track_place_update      (ArrieroTrackPlace *self,
                                             const char        *name,
                                             gboolean           refused,
                                             gboolean           selected);
const char *arriero_track_place_get_name    (ArrieroTrackPlace *self);
gboolean    arriero_track_place_get_refused (ArrieroTrackPlace *self);
gboolean    arriero_track_place_get_selected (ArrieroTrackPlace *self);

G_END_DECLS
