/* arriero-icon-palette.h: a list of icons or fruits, entered by clicking
 * the board's pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  ARRIERO_PALETTE_ICONS,
  ARRIERO_PALETTE_FRUITS,
} ArrieroPaletteKind;

#define ARRIERO_TYPE_ICON_PALETTE (arriero_icon_palette_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroIconPalette, arriero_icon_palette, ARRIERO, ICON_PALETTE, GtkWidget)

GtkWidget *arriero_icon_palette_new       (ArrieroPaletteKind  kind,
                                           guint               mask,
                                           guint               max_each,
                                           const char         *name,
                                           const char         *title);
JsonNode  *arriero_icon_palette_get_list  (ArrieroIconPalette *self);
void       arriero_icon_palette_set_list  (ArrieroIconPalette *self,
                                           JsonNode           *list);
guint      arriero_icon_palette_get_count (ArrieroIconPalette *self,
                                           guint               id);

G_END_DECLS
