/* arriero-icon-paintable.c: one of Arriero's colour icons, as a picture
 * that the renderer copies without converting it at every frame
 *
 * A GtkImage of an icon name draws a texture, and GTK 4.8's cairo
 * renderer converts a texture's pixels to cairo's format anew in every
 * frame, wherever the frame repaints: the window's two hundred colour
 * icons cost a tenth of each step's render.  This paintable draws the
 * icon once per size into cairo's own format and appends the same node
 * at every snapshot.  The symbolic icons, which follow the text's colour,
 * stay the icon theme's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-icon-paintable.h"

struct _ArrieroIconPaintable
{
  GObject parent_instance;

  char   *icon_name;
  int     scale;
};

static void arriero_icon_paintable_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroIconPaintable, arriero_icon_paintable, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE,
                                                      arriero_icon_paintable_paintable_init))

#define ICON_KEY "arriero-icon-name"

/* Pictures of the icons, per name and size in pixels, drawn once for the
 * board's cairo layer and the paintables alike */
static GHashTable *icon_pixbufs;

/**
 * arriero_icon_path:
 *
 * Returns: (transfer full): where @icon_name's SVG is in the resources
 */
char *
arriero_icon_path (const char *icon_name)
{
  return g_strdup_printf ("%s/icons/scalable/actions/%s.svg", RESOURCE_PATH, icon_name);
}

/**
 * arriero_icon_pixbuf:
 * @icon_name: an icon of the resource
 * @pixels: the side of the square it fills
 *
 * Returns: (transfer none) (nullable): @icon_name drawn at @pixels, kept
 *   for the next call
 */
GdkPixbuf *
arriero_icon_pixbuf (const char *icon_name,
                     int         pixels)
{
  g_autofree char *key = g_strdup_printf ("%s|%d", icon_name, pixels);
  GdkPixbuf *pixbuf;

  if (icon_pixbufs == NULL)
    icon_pixbufs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  pixbuf = g_hash_table_lookup (icon_pixbufs, key);
  if (pixbuf == NULL)
    {
      g_autofree char *path = arriero_icon_path (icon_name);

      pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, pixels, pixels, TRUE, NULL);
      if (pixbuf != NULL)
        g_hash_table_insert (icon_pixbufs, g_steal_pointer (&key), pixbuf);
    }

  return pixbuf;
}

/* "name|width|height|scale" → the node that paints it, drawn once */
static GHashTable *nodes;

static GskRenderNode *
make_node (const char *icon_name,
           int         width,
           int         height,
           int         scale)
{
  GdkPixbuf *pixbuf = arriero_icon_pixbuf (icon_name, MIN (width, height) * scale);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  cairo_surface_t *image;
  cairo_t *cr;

  if (pixbuf == NULL)
    return NULL;

  /* the pixels in cairo's format, once */
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_pixbuf_get_width (pixbuf),
                                      gdk_pixbuf_get_height (pixbuf));
  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);

  /* centred in the box, as the icon keeps its proportions */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_source_surface (cr, image,
                            (width - gdk_pixbuf_get_width (pixbuf) / (double) scale) / 2,
                            (height - gdk_pixbuf_get_height (pixbuf) / (double) scale) / 2);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);

  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static void
arriero_icon_paintable_snapshot (GdkPaintable *paintable,
                                 GdkSnapshot  *snapshot,
                                 double        width,
                                 double        height)
{
  ArrieroIconPaintable *self = ARRIERO_ICON_PAINTABLE (paintable);
  int w = (int) (width + 0.5), h = (int) (height + 0.5);
  g_autofree char *key = NULL;
  GskRenderNode *node;

  if (w <= 0 || h <= 0)
    return;

  key = g_strdup_printf ("%s|%d|%d|%d", self->icon_name, w, h, self->scale);
  if (nodes == NULL)
    nodes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) gsk_render_node_unref);
  node = g_hash_table_lookup (nodes, key);
  if (node == NULL)
    {
      node = make_node (self->icon_name, w, h, self->scale);
      if (node == NULL)
        return;
      g_hash_table_insert (nodes, g_steal_pointer (&key), node);
    }

  if (w != width || h != height)
    {
      gtk_snapshot_save (GTK_SNAPSHOT (snapshot));
      gtk_snapshot_scale (GTK_SNAPSHOT (snapshot), width / w, height / h);
      gtk_snapshot_append_node (GTK_SNAPSHOT (snapshot), node);
      gtk_snapshot_restore (GTK_SNAPSHOT (snapshot));
    }
  else
    gtk_snapshot_append_node (GTK_SNAPSHOT (snapshot), node);
}

static GdkPaintableFlags
arriero_icon_paintable_get_flags (GdkPaintable *paintable)
{
  return GDK_PAINTABLE_STATIC_CONTENTS | GDK_PAINTABLE_STATIC_SIZE;
}

static double
arriero_icon_paintable_get_intrinsic_aspect_ratio (GdkPaintable *paintable)
{
  return 1.0;
}

static void
arriero_icon_paintable_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = arriero_icon_paintable_snapshot;
  iface->get_flags = arriero_icon_paintable_get_flags;
  iface->get_intrinsic_aspect_ratio = arriero_icon_paintable_get_intrinsic_aspect_ratio;
}

static void
arriero_icon_paintable_finalize (GObject *object)
{
  ArrieroIconPaintable *self = ARRIERO_ICON_PAINTABLE (object);

  g_free (self->icon_name);

  G_OBJECT_CLASS (arriero_icon_paintable_parent_class)->finalize (object);
}

static void
arriero_icon_paintable_class_init (ArrieroIconPaintableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = arriero_icon_paintable_finalize;
}

static void
arriero_icon_paintable_init (ArrieroIconPaintable *self)
{
  self->scale = 1;
}

/**
 * arriero_icon_paintable_new:
 * @icon_name: a colour icon of Arriero's (arriero_icon_is_own_colour())
 * @scale: the scale factor to draw it for
 *
 * Returns: (transfer full): a picture of @icon_name, square
 */
GdkPaintable *
arriero_icon_paintable_new (const char *icon_name,
                            int         scale)
{
  ArrieroIconPaintable *self;

  g_return_val_if_fail (icon_name != NULL, NULL);

  self = g_object_new (ARRIERO_TYPE_ICON_PAINTABLE, NULL);
  self->icon_name = g_strdup (icon_name);
  self->scale = MAX (scale, 1);

  return GDK_PAINTABLE (self);
}

const char *
arriero_icon_paintable_get_icon_name (ArrieroIconPaintable *self)
{
  g_return_val_if_fail (ARRIERO_IS_ICON_PAINTABLE (self), NULL);

  return self->icon_name;
}

/**
 * arriero_icon_is_own_colour:
 *
 * Returns: whether @icon_name is one of Arriero's colour icons (not a
 *   symbolic one, which takes the colour of the text)
 */
gboolean
arriero_icon_is_own_colour (const char *icon_name)
{
  g_autofree char *path = NULL;

  if (icon_name == NULL || !g_str_has_prefix (icon_name, "arriero-") ||
      g_str_has_suffix (icon_name, "-symbolic"))
    return FALSE;
  path = arriero_icon_path (icon_name);

  return g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

/* The picture of @image's icon for the scale it is shown at now */
static void
show_paintable (GtkImage *image)
{
  g_autoptr(GdkPaintable) paintable =
    arriero_icon_paintable_new (arriero_image_get_icon (image), gtk_widget_get_scale_factor (GTK_WIDGET (image)));

  gtk_image_set_from_paintable (image, paintable);
}

/* On a screen of another scale the icon is drawn again, not stretched */
static void
scale_factor_cb (GtkImage *image)
{
  GdkPaintable *paintable = gtk_image_get_paintable (image);

  if (ARRIERO_IS_ICON_PAINTABLE (paintable) &&
      ARRIERO_ICON_PAINTABLE (paintable)->scale != gtk_widget_get_scale_factor (GTK_WIDGET (image)))
    show_paintable (image);
}

/**
 * arriero_image_set_icon:
 *
 * Shows @icon_name in @image: one of Arriero's colour icons as an
 * #ArrieroIconPaintable, any other from the icon theme.
 */
void
arriero_image_set_icon (GtkImage   *image,
                        const char *icon_name)
{
  g_return_if_fail (GTK_IS_IMAGE (image));

  if (g_strcmp0 (arriero_image_get_icon (image), icon_name) == 0)
    return;

  if (arriero_image_get_icon (image) == NULL)
    g_signal_connect (image, "notify::scale-factor", G_CALLBACK (scale_factor_cb), NULL);
  g_object_set_data_full (G_OBJECT (image), ICON_KEY, g_strdup (icon_name), g_free);
  if (arriero_icon_is_own_colour (icon_name))
    show_paintable (image);
  else
    gtk_image_set_from_icon_name (image, icon_name);
}

/**
 * arriero_image_get_icon:
 *
 * Returns: (nullable): the icon arriero_image_set_icon() gave @image
 */
const char *
arriero_image_get_icon (GtkImage *image)
{
  g_return_val_if_fail (GTK_IS_IMAGE (image), NULL);

  return g_object_get_data (G_OBJECT (image), ICON_KEY);
}
