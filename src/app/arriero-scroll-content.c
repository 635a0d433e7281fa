/* arriero-scroll-content.c: what a vertically scrolled window scrolls
 *
 * A GtkScrolledWindow measures its child's height for no width in
 * particular (for_size -1) whenever the window's size is negotiated,
 * though with a vertical scrollbar it uses none of the answer; GTK's
 * labels answer at their natural width, one line each, which no
 * allocation ever gives them.  Every label whose text a step changed was
 * then laid out by Pango once more for that width.  This bin answers such
 * a question with the height for the width it was last given, which the
 * allocation measured already and GTK's caches hold; any other question
 * and the allocation go to its child as they are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-scroll-content.h"

struct _ArrieroScrollContent
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  int        width;   /* last allocated, 0 before */
};

G_DEFINE_FINAL_TYPE (ArrieroScrollContent, arriero_scroll_content, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkSizeRequestMode
arriero_scroll_content_get_request_mode (GtkWidget *widget)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
arriero_scroll_content_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (widget);

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0 && self->width > 0)
    for_size = self->width;
  gtk_widget_measure (self->child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
arriero_scroll_content_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (widget);

  self->width = width;
  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static void
arriero_scroll_content_dispose (GObject *object)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (arriero_scroll_content_parent_class)->dispose (object);
}

static void
arriero_scroll_content_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_scroll_content_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  ArrieroScrollContent *self = ARRIERO_SCROLL_CONTENT (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      arriero_scroll_content_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_scroll_content_class_init (ArrieroScrollContentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_scroll_content_dispose;
  object_class->get_property = arriero_scroll_content_get_property;
  object_class->set_property = arriero_scroll_content_set_property;
  widget_class->get_request_mode = arriero_scroll_content_get_request_mode;
  widget_class->measure = arriero_scroll_content_measure;
  widget_class->size_allocate = arriero_scroll_content_size_allocate;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
arriero_scroll_content_init (ArrieroScrollContent *self)
{
}

GtkWidget *
arriero_scroll_content_get_child (ArrieroScrollContent *self)
{
  g_return_val_if_fail (ARRIERO_IS_SCROLL_CONTENT (self), NULL);

  return self->child;
}

void
arriero_scroll_content_set_child (ArrieroScrollContent *self,
                                  GtkWidget            *child)
{
  g_return_if_fail (ARRIERO_IS_SCROLL_CONTENT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}
