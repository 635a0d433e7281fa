/* arriero-icon-paintable.h: one of Arriero's colour icons, as a picture
 * that the renderer copies without converting it at every frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_ICON_PAINTABLE (arriero_icon_paintable_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroIconPaintable, arriero_icon_paintable, ARRIERO, ICON_PAINTABLE, GObject)

GdkPaintable *arriero_icon_paintable_new           (const char           *icon_name,
                                                    int                   scale);
const char   *arriero_icon_paintable_get_icon_name (ArrieroIconPaintable *self);

char         *arriero_icon_path                    (const char           *icon_name);
GdkPixbuf    *arriero_icon_pixbuf                  (const char           *icon_name,
                                                    int                   pixels);
gboolean      arriero_icon_is_own_colour           (const char           *icon_name);
void          arriero_image_set_icon               (GtkImage             *image,
                                                    const char           *icon_name);
const char   *arriero_image_get_icon               (GtkImage             *image);

G_END_DECLS
