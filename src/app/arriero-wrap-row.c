/* arriero-wrap-row.c: a row of widgets, one of them wrapped text
 *
 * A horizontal GtkBox in GTK 4.8, asked its height for a width, first
 * looks for the smallest height at which its children that wrap fit the
 * width, by bisection, asking each such child its width for each height
 * it tries; a GtkLabel answers a width for a height by a bisection of its
 * own, laying its text out by Pango at every width it tries.  A label of
 * two lines beside a button then cost about 170 shapings each time its
 * text changed (the turn panel's "Blue moves because…", at every end of
 * a turn), a player's row of wrapped lines beside a colour and a total
 * much the same.
 *
 * This row lays its children out as such a box would, left to right (right
 * to left in a right-to-left locale) with a spacing: each child gets its
 * smallest width, then what is left brings them towards their natural
 * widths (gtk_distribute_natural_allocation(), as GtkBox), then what is
 * still left goes to the children that expand horizontally.  Its height for
 * a width is the tallest child's height for the width it gets, asked once
 * each: no bisection.  A row's width does not depend on its height.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-wrap-row.h"

struct _ArrieroWrapRow
{
  GtkWidget parent_instance;

  int       spacing;
};

static void arriero_wrap_row_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroWrapRow, arriero_wrap_row, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, arriero_wrap_row_buildable_init))

enum {
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

static guint
count_children (ArrieroWrapRow *self,
                guint          *n_expand)
{
  guint n = 0;

  *n_expand = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        n++;
        if (gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL))
          (*n_expand)++;
      }

  return n;
}

/* Each shown child, in @sizes (their order), with its smallest and
 * natural widths */
static void
measure_widths (ArrieroWrapRow   *self,
                GtkRequestedSize *sizes)
{
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        sizes[i].data = child;
        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &sizes[i].minimum_size,
                            &sizes[i].natural_size, NULL, NULL);
        i++;
      }
}

/* The width each of @sizes (as measure_widths() left them) gets of @width */
static void
distribute (ArrieroWrapRow   *self,
            int               width,
            GtkRequestedSize *sizes,
            guint             n,
            guint             n_expand)
{
  int left = width - (int) (n - 1) * self->spacing;

  for (guint i = 0; i < n; i++)
    left -= sizes[i].minimum_size;

  /* given less than the smallest width, the children keep theirs */
  if (left <= 0)
    return;
  left = gtk_distribute_natural_allocation (left, n, sizes);
  if (left <= 0 || n_expand == 0)
    return;

  for (guint i = 0; i < n; i++)
    if (gtk_widget_compute_expand (sizes[i].data, GTK_ORIENTATION_HORIZONTAL))
      {
        int share = left / (int) n_expand;

        left -= share;
        n_expand--;
        sizes[i].minimum_size += share;
      }
}

static GtkSizeRequestMode
arriero_wrap_row_get_request_mode (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child) &&
        gtk_widget_get_request_mode (child) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
      return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;

  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
arriero_wrap_row_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  ArrieroWrapRow *self = ARRIERO_WRAP_ROW (widget);
  guint n_expand, n = count_children (self, &n_expand);
  GtkRequestedSize *sizes;

  *minimum = *natural = 0;
  if (n == 0)
    return;

  sizes = g_newa (GtkRequestedSize, n);
  measure_widths (self, sizes);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      for (guint i = 0; i < n; i++)
        {
          *minimum += sizes[i].minimum_size;
          *natural += sizes[i].natural_size;
        }
      *minimum += (int) (n - 1) * self->spacing;
      *natural += (int) (n - 1) * self->spacing;
      return;
    }

  /* for no width in particular, as GtkBox: each child's height for none */
  if (for_size >= 0)
    distribute (self, for_size, sizes, n, n_expand);
  for (guint i = 0; i < n; i++)
    {
      int child_min, child_nat;

      gtk_widget_measure (sizes[i].data, GTK_ORIENTATION_VERTICAL, for_size < 0 ? -1 : sizes[i].minimum_size,
                          &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

static void
arriero_wrap_row_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  ArrieroWrapRow *self = ARRIERO_WRAP_ROW (widget);
  guint n_expand, n = count_children (self, &n_expand);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkRequestedSize *sizes;
  int x = 0;

  if (n == 0)
    return;

  sizes = g_newa (GtkRequestedSize, n);
  measure_widths (self, sizes);
  distribute (self, width, sizes, n, n_expand);
  for (guint i = 0; i < n; i++)
    {
      int w = sizes[i].minimum_size;
      GtkAllocation child = { rtl ? width - x - w : x, 0, w, height };

      gtk_widget_size_allocate (sizes[i].data, &child, -1);
      x += w + self->spacing;
    }
}

static void
arriero_wrap_row_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arriero_wrap_row_parent_class)->dispose (object);
}

static void
arriero_wrap_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ArrieroWrapRow *self = ARRIERO_WRAP_ROW (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_wrap_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  ArrieroWrapRow *self = ARRIERO_WRAP_ROW (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      arriero_wrap_row_set_spacing (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_wrap_row_add_child (GtkBuildable *buildable,
                            GtkBuilder   *builder,
                            GObject      *child,
                            const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    arriero_wrap_row_append (ARRIERO_WRAP_ROW (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
arriero_wrap_row_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = arriero_wrap_row_add_child;
}

static void
arriero_wrap_row_class_init (ArrieroWrapRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_wrap_row_dispose;
  object_class->get_property = arriero_wrap_row_get_property;
  object_class->set_property = arriero_wrap_row_set_property;
  widget_class->get_request_mode = arriero_wrap_row_get_request_mode;
  widget_class->measure = arriero_wrap_row_measure;
  widget_class->size_allocate = arriero_wrap_row_size_allocate;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A name of its own, not "box": the theme gives a box no style that
   * a row of the table shows (its rules for boxes set spacing, which
   * this row has as a property, or match boxes of headerbars, infobars
   * and the like), but a few of them depend on a parent's state, and
   * GTK 4.8 restyles every box under a widget whose state changes.  The
   * keyboard's focus moves at every step, and the rows' names cut the
   * styles computed in a game of bench-frames by a fifth. */
  gtk_widget_class_set_css_name (widget_class, "wraprow");
}

static void
arriero_wrap_row_init (ArrieroWrapRow *self)
{
}

GtkWidget *
arriero_wrap_row_new (int spacing)
{
  return g_object_new (ARRIERO_TYPE_WRAP_ROW, "spacing", spacing, NULL);
}

void
arriero_wrap_row_append (ArrieroWrapRow *self,
                         GtkWidget      *child)
{
  g_return_if_fail (ARRIERO_IS_WRAP_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

int
arriero_wrap_row_get_spacing (ArrieroWrapRow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WRAP_ROW (self), 0);

  return self->spacing;
}

void
arriero_wrap_row_set_spacing (ArrieroWrapRow *self,
                              int             spacing)
{
  g_return_if_fail (ARRIERO_IS_WRAP_ROW (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}
