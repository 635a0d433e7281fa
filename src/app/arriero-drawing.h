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
const char *arriero_icon_label             (AlpIcon           icon);
char       *arriero_icons_label            (const guint8     *icons,
                                            guint             n_icons);
void        arriero_rounded_rect           (cairo_t          *cr,
                                            double            x,
                                            double            y,
                                            double            w,
                                            double            h,
                                            double            r);

G_END_DECLS
