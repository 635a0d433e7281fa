/* arriero-icon-legend.h: "What the icons mean", every board icon in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_ICON_LEGEND (arriero_icon_legend_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroIconLegend, arriero_icon_legend, ARRIERO, ICON_LEGEND, AdwWindow)

GtkWindow *arriero_icon_legend_new (GtkWindow *parent);

G_END_DECLS
