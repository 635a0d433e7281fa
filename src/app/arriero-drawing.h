/* arriero-drawing.h: colours, marks and shapes the views draw alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

void       arriero_colour_for_mule         (AlpGame          *game,
                                            guint             mule,
                                            GdkRGBA          *rgba);
void       arriero_colour_for_region       (AlpRegion         region,
                                            GdkRGBA          *rgba);
const char *arriero_icon_name              (AlpIcon           icon);
const char *arriero_icon_words             (AlpIcon           icon);
const char *arriero_fruit_icon_name        (AlpFruit          fruit);
const char *arriero_fruit_words            (AlpFruit          fruit);
char       *arriero_icons_words            (const guint8     *icons,
                                            guint             n_icons);
void        arriero_draw_icon              (cairo_t          *cr,
                                            const char       *icon_name,
                                            double            x,
                                            double            y,
                                            double            size,
                                            int               scale);
void        arriero_draw_icons             (cairo_t          *cr,
                                            const guint8     *icons,
                                            guint             n_icons,
                                            double            x,
                                            double            y,
                                            double            w,
                                            double            h,
                                            int               scale);
GtkWidget  *arriero_icon_image_new         (const char       *icon_name,
                                            const char       *words);
void        arriero_widget_set_words       (GtkWidget        *widget,
                                            const char       *words);
const char *arriero_widget_get_words       (GtkWidget        *widget);

/* Every symbol the board draws, for the legend: its icon and its words */
typedef struct
{
  const char *icon_name;
  const char *words;      /* untranslated: pass through _() */
} ArrieroSymbol;

const ArrieroSymbol *arriero_symbols       (guint            *n_symbols);

void        arriero_rounded_rect           (cairo_t          *cr,
                                            double            x,
                                            double            y,
                                            double            w,
                                            double            h,
                                            double            r);

G_END_DECLS
