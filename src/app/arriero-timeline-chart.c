/* arriero-timeline-chart.c: each player's total after every turn, as a chart
 *
 * The score page's timeline: a line per player of the total "if the game
 * ended now" before the first event and after every turn, and a mark, in
 * the new leader's colour, where the lead changed.  The figures are the
 * engine's (alp_game_get_timeline()); the chart only draws them (cairo
 * through GtkSnapshot).  It follows its game's changes, but replays the
 * log only while it is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-timeline-chart.h"

struct _ArrieroTimelineChart
{
  GtkWidget     parent_instance;

  AlpGame      *game;
  GSignalGroup *game_signals;
  AlpTimeline  *timeline;     /* (nullable) */
  gboolean      stale;        /* the game changed while the chart was hidden */
  guint         n_marks;
};

G_DEFINE_FINAL_TYPE (ArrieroTimelineChart, arriero_timeline_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define MARGIN_LEFT   36.0
#define MARGIN_RIGHT  12.0
#define MARGIN_TOP    24.0
#define MARGIN_BOTTOM 24.0

static void
update (ArrieroTimelineChart *self)
{
  g_autofree char *description = NULL;

  self->stale = FALSE;
  g_clear_pointer (&self->timeline, alp_timeline_free);
  self->n_marks = 0;
  if (self->game != NULL)
    {
      self->timeline = alp_game_get_timeline (self->game);
      for (guint k = 0; k < self->timeline->n_points; k++)
        self->n_marks += self->timeline->lead_changed[k];
    }

  /* TRANSLATORS: the chart's description for screen readers */
  description = self->timeline != NULL
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u turn; the lead changed %u time",
                                    "%u turns; the lead changed %u times", self->n_marks),
                       self->timeline->n_points - 1, self->n_marks)
    : g_strdup ("");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
game_changed_cb (ArrieroTimelineChart *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update (self);
  else
    self->stale = TRUE;
}

static void
arriero_timeline_chart_map (GtkWidget *widget)
{
  ArrieroTimelineChart *self = ARRIERO_TIMELINE_CHART (widget);

  GTK_WIDGET_CLASS (arriero_timeline_chart_parent_class)->map (widget);
  if (self->stale)
    update (self);
}

static void
draw (ArrieroTimelineChart *self,
      cairo_t              *cr,
      double                width,
      double                height,
      const GdkRGBA        *fg)
{
  const AlpTimeline *t = self->timeline;
  double plot_w = width - MARGIN_LEFT - MARGIN_RIGHT;
  double plot_h = height - MARGIN_TOP - MARGIN_BOTTOM;
  gint max = 1, min = 0;
  GdkRGBA grid = *fg;
  g_autoptr(PangoLayout) layout = NULL;

  if (t == NULL || plot_w <= 0 || plot_h <= 0)
    return;

  for (guint k = 0; k < t->n_points; k++)
    for (guint p = 0; p < t->n_players; p++)
      {
        max = MAX (max, alp_timeline_get_total (t, k, p));
        min = MIN (min, alp_timeline_get_total (t, k, p));
      }

#define X(k) (MARGIN_LEFT + (t->n_points > 1 ? plot_w * (k) / (t->n_points - 1) : plot_w / 2))
#define Y(v) (MARGIN_TOP + plot_h * (1 - (double) ((v) - min) / (max - min)))

  /* the axes, and the top total */
  grid.alpha = 0.3;
  gdk_cairo_set_source_rgba (cr, &grid);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, MARGIN_LEFT, MARGIN_TOP);
  cairo_line_to (cr, MARGIN_LEFT, MARGIN_TOP + plot_h);
  cairo_line_to (cr, MARGIN_LEFT + plot_w, MARGIN_TOP + plot_h);
  cairo_stroke (cr);

  /* in the widget's own Pango context, whose fonts GTK has loaded: a
   * context made for the cairo_t finds its fonts anew at every frame */
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  {
    g_autofree char *top = g_strdup_printf ("%d", max);
    g_autofree char *turns = g_strdup_printf (_("%u turns"), t->n_points - 1);
    PangoRectangle logical;

    gdk_cairo_set_source_rgba (cr, fg);
    pango_layout_set_text (layout, top, -1);
    pango_layout_get_pixel_extents (layout, NULL, &logical);
    cairo_move_to (cr, MARGIN_LEFT - logical.width - 4, MARGIN_TOP - logical.height / 2.0);
    pango_cairo_show_layout (cr, layout);
    pango_layout_set_text (layout, turns, -1);
    pango_layout_get_pixel_extents (layout, NULL, &logical);
    cairo_move_to (cr, MARGIN_LEFT + plot_w - logical.width, MARGIN_TOP + plot_h + 4);
    pango_cairo_show_layout (cr, layout);
  }

  /* a line per player */
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint p = 0; p < t->n_players; p++)
    {
      GdkRGBA colour;

      arriero_colour_for_mule (self->game, p, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      for (guint k = 0; k < t->n_points; k++)
        {
          double x = X (k), y = Y (alp_timeline_get_total (t, k, p));

          if (k == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
    }

  /* where the lead changed: a ring in the new leader's colour */
  for (guint k = 0; k < t->n_points; k++)
    if (t->lead_changed[k])
      {
        GdkRGBA colour;
        double x = X (k), y = Y (alp_timeline_get_total (t, k, t->leaders[k]));

        arriero_colour_for_mule (self->game, t->leaders[k], &colour);
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, 5, 0, 2 * G_PI);
        gdk_cairo_set_source_rgba (cr, fg);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke_preserve (cr);
        gdk_cairo_set_source_rgba (cr, &colour);
        cairo_fill (cr);
      }

#undef X
#undef Y
}

static void
arriero_timeline_chart_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  ArrieroTimelineChart *self = ARRIERO_TIMELINE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;
  GdkRGBA fg;

  if (self->timeline == NULL || width <= 0 || height <= 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr, width, height, &fg);
  cairo_destroy (cr);
}

static void
arriero_timeline_chart_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 600 : 220;
}

/**
 * arriero_timeline_chart_get_timeline:
 *
 * Returns: (nullable): what the chart draws, the engine's timeline
 */
const AlpTimeline *
arriero_timeline_chart_get_timeline (ArrieroTimelineChart *self)
{
  g_return_val_if_fail (ARRIERO_IS_TIMELINE_CHART (self), NULL);

  if (self->stale)
    update (self);

  return self->timeline;
}

/* Returns: how many lead changes the chart marks */
guint
arriero_timeline_chart_get_n_marks (ArrieroTimelineChart *self)
{
  g_return_val_if_fail (ARRIERO_IS_TIMELINE_CHART (self), 0);

  return self->n_marks;
}

void
arriero_timeline_chart_set_game (ArrieroTimelineChart *self,
                                 AlpGame              *game)
{
  g_return_if_fail (ARRIERO_IS_TIMELINE_CHART (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  g_signal_group_set_target (self->game_signals, game);
  game_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
arriero_timeline_chart_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, ARRIERO_TIMELINE_CHART (object)->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_timeline_chart_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      arriero_timeline_chart_set_game (ARRIERO_TIMELINE_CHART (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_timeline_chart_dispose (GObject *object)
{
  ArrieroTimelineChart *self = ARRIERO_TIMELINE_CHART (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->timeline, alp_timeline_free);

  G_OBJECT_CLASS (arriero_timeline_chart_parent_class)->dispose (object);
}

static void
arriero_timeline_chart_class_init (ArrieroTimelineChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_timeline_chart_dispose;
  object_class->get_property = arriero_timeline_chart_get_property;
  object_class->set_property = arriero_timeline_chart_set_property;
  widget_class->map = arriero_timeline_chart_map;
  widget_class->snapshot = arriero_timeline_chart_snapshot;
  widget_class->measure = arriero_timeline_chart_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arriero_timeline_chart_init (ArrieroTimelineChart *self)
{
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Totals after every turn"), -1);
}
