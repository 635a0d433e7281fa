/* arriero-timeline-chart.h: each player's total after every turn, as a chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"
#include "alp-timeline.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_TIMELINE_CHART (arriero_timeline_chart_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroTimelineChart, arriero_timeline_chart, ARRIERO, TIMELINE_CHART, GtkWidget)

void               arriero_timeline_chart_set_game     (ArrieroTimelineChart *self,
                                                        AlpGame              *game);
const AlpTimeline *arriero_timeline_chart_get_timeline (ArrieroTimelineChart *self);
guint              arriero_timeline_chart_get_n_marks  (ArrieroTimelineChart *self);

G_END_DECLS
