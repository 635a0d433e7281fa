/* arriero-segment-preview.c: a small picture of one side of a segment
 *
 * Draws what the edition says of one side of one segment as the board
 * view draws the track: a row of boxes, one per space, with the kind on
 * top and the icons (or an end spot's dirhams) below, spots split.  It
 * lets a table match the segments the app names to its cardboard.  A side
 * the edition does not describe yet is one dashed box with a question
 * mark.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "arriero-drawing.h"
#include "arriero-segment-preview.h"

#define SPACE_WIDTH  60
#define SPACE_HEIGHT 56
#define GAP          4
/* the small picture of a shape (arriero_segment_preview_new_for_shape()) */
#define SMALL_WIDTH  36
#define SMALL_HEIGHT 44

struct _ArrieroSegmentPreview
{
  GtkWidget   parent_instance;

  AlpEdition *edition;
  guint       segment;
  AlpSide     side;
  JsonNode   *spaces;   /* (nullable): the side's spaces, when known */
  gboolean    small;    /* a shape's, not an edition's side */
};

G_DEFINE_FINAL_TYPE (ArrieroSegmentPreview, arriero_segment_preview, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_EDITION,
  PROP_SEGMENT,
  PROP_SIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
count_spaces (ArrieroSegmentPreview *self)
{
  return self->spaces != NULL ? json_array_get_length (json_node_get_array (self->spaces)) : 0;
}

static void
update_label (ArrieroSegmentPreview *self)
{
  g_autofree char *label = NULL;

  if (self->spaces == NULL)
    label = g_strdup (_("Not described yet"));
  else
    /* TRANSLATORS: what a picture of a segment side shows, for screen readers */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u space", "%u spaces", count_spaces (self)),
                             count_spaces (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Reads the side again, and says what it shows to screen readers */
static void
reload (ArrieroSegmentPreview *self)
{
  if (self->small)
    return;
  g_clear_pointer (&self->spaces, json_node_unref);
  if (self->edition != NULL && self->segment < ALP_N_SEGMENTS)
    {
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SIDE_SPACES, .segment = self->segment,
                              .side = self->side };
      g_autofree char *path = alp_edition_item_to_path (&item);
      g_autoptr(JsonNode) spaces = alp_edition_get_value (self->edition, path);

      if (spaces != NULL && JSON_NODE_HOLDS_ARRAY (spaces))
        self->spaces = g_steal_pointer (&spaces);
    }
  update_label (self);
}

static void
arriero_segment_preview_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  ArrieroSegmentPreview *self = ARRIERO_SEGMENT_PREVIEW (widget);
  guint n = MAX (count_spaces (self), 1);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = n * (self->small ? SMALL_WIDTH : SPACE_WIDTH) + (n - 1) * GAP;
  else
    *minimum = *natural = self->small ? SMALL_HEIGHT : SPACE_HEIGHT;
}

static void
show_text (GtkWidget     *widget,
           cairo_t       *cr,
           const char    *text,
           double         cx,
           double         y,
           double         width,
           double         size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, cx - width / 2, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* An edition file's icon list as #AlpIcon values into @list; returns how
 * many */
static guint
icons_of (JsonNode *icons,
          guint8    list[ALP_MAX_ICONS])
{
  guint n = 0;

  if (icons != NULL && JSON_NODE_HOLDS_ARRAY (icons))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (icons)) && n < ALP_MAX_ICONS; i++)
      {
        AlpIcon icon;

        if (alp_icon_from_string (json_array_get_string_element (json_node_get_array (icons), i), &icon))
          list[n++] = icon;
      }

  return n;
}

/* A space's or spot's icons as the board draws them in the room at @x,
 * @y: a question mark while the copy has not told them, a dash for none */
static void
draw_icons (GtkWidget *widget,
            cairo_t   *cr,
            JsonNode  *icons,
            double     x,
            double     y,
            double     w,
            double     h,
            double     text_size)
{
  guint8 list[ALP_MAX_ICONS];
  guint n = icons_of (icons, list);

  if (icons == NULL || n == 0)
    show_text (widget, cr, icons == NULL ? "?" : "–", x + w / 2, y + (h - text_size) / 2 - 1, w, text_size);
  else
    arriero_draw_icons (cr, list, n, x, y, w, h, gtk_widget_get_scale_factor (widget));
}

static void
draw_space (GtkWidget     *widget,
            cairo_t       *cr,
            JsonObject    *space,
            guint          index,
            double         x,
            double         w,
            double         h,
            const GdkRGBA *fg)
{
  const char *kind_name = json_object_get_string_member_with_default (space, "kind", "standard");
  JsonNode *spots = json_object_get_member (space, "spots");
  AlpSpaceKind kind = ALP_SPACE_STANDARD;
  g_autofree char *number = NULL;
  const char *label;
  guint n_spots = 1;

  alp_space_kind_from_string (kind_name, &kind);
  arriero_rounded_rect (cr, x + 0.5, 0.5, w - 1, h - 1, 6);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, kind == ALP_SPACE_STANDARD ? 0.06 : 0.14);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  switch (kind)
    {
    case ALP_SPACE_MARKET: label = C_("board", "Market"); break;
    case ALP_SPACE_HARVEST: label = C_("board", "Harvest"); break;
    case ALP_SPACE_GO: label = C_("board", "Go"); break;
    case ALP_SPACE_END: label = C_("board", "End"); break;
    case ALP_SPACE_STANDARD:
    default:
      number = g_strdup_printf ("%u", index + 1);
      label = number;
      break;
    }
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.7);
  show_text (widget, cr, label, x + w / 2, 4, w - 4, 10);

  if (kind == ALP_SPACE_STANDARD)
    {
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.9);
      draw_icons (widget, cr, json_object_get_member (space, "icons"), x + 2, 16, w - 4, h - 19, 11);
      return;
    }
  if (kind == ALP_SPACE_GO)
    {
      g_autofree char *text = g_strdup_printf ("×%d", (int) (spots != NULL && JSON_NODE_HOLDS_VALUE (spots)
                                                             ? json_node_get_int (spots) : 0));

      show_text (widget, cr, text, x + w / 2, h - 22, w - 4, 11);
      return;
    }

  if (spots != NULL && JSON_NODE_HOLDS_ARRAY (spots))
    n_spots = MAX (json_array_get_length (json_node_get_array (spots)), 1);
  for (guint k = 0; spots != NULL && JSON_NODE_HOLDS_ARRAY (spots) &&
                    k < json_array_get_length (json_node_get_array (spots)); k++)
    {
      JsonObject *spot = json_array_get_object_element (json_node_get_array (spots), k);
      double sw = w / n_spots, sx = x + k * sw;
      g_autofree char *text = NULL;

      if (k > 0)
        {
          cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
          cairo_move_to (cr, sx + 0.5, 18);
          cairo_line_to (cr, sx + 0.5, h - 4);
          cairo_stroke (cr);
        }
      if (spot == NULL)
        continue;
      if (kind == ALP_SPACE_END)
        {
          /* dirhams not read yet: "?", never an invented 0 */
          g_autofree char *value = json_object_has_member (spot, "value")
                                   ? g_strdup_printf ("%d", (int) json_object_get_int_member (spot, "value"))
                                   : g_strdup ("?");

          text = g_strdup_printf ("%s%s", value,
                                  json_object_get_boolean_member_with_default (spot, "four_player_only", FALSE)
                                  ? "*" : "");
        }
      else
        {
          cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.9);
          draw_icons (widget, cr, json_object_get_member (spot, "icons"), sx + 1, 16, sw - 2, h - 19,
                      n_spots > 2 ? 8 : 10);
          continue;
        }
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.9);
      show_text (widget, cr, text, sx + sw / 2, h - 22, sw - 2, n_spots > 2 ? 8 : 10);
    }
}

static void
arriero_segment_preview_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  ArrieroSegmentPreview *self = ARRIERO_SEGMENT_PREVIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  guint n = count_spaces (self);
  GdkRGBA fg;
  cairo_t *cr;
  double w;

  if (width <= 0 || height <= 0)
    return;

  /* GTK 4.8 has no gtk_widget_get_color() yet */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (n == 0)
    {
      const double dashes[] = { 4, 3 };

      arriero_rounded_rect (cr, 0.5, 0.5, width - 1, height - 1, 6);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      show_text (widget, cr, "?", width / 2.0, height / 2.0 - 9, width, 14);
      cairo_destroy (cr);
      return;
    }

  w = (width - (n - 1) * GAP) / (double) n;
  for (guint j = 0; j < n; j++)
    {
      JsonObject *space = json_array_get_object_element (json_node_get_array (self->spaces), j);

      if (space != NULL)
        draw_space (widget, cr, space, j, j * (w + GAP), w, height, &fg);
    }
  cairo_destroy (cr);
}

static void
arriero_segment_preview_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  ArrieroSegmentPreview *self = ARRIERO_SEGMENT_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      g_value_set_object (value, self->edition);
      break;
    case PROP_SEGMENT:
      g_value_set_uint (value, self->segment);
      break;
    case PROP_SIDE:
      g_value_set_uint (value, self->side);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_segment_preview_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  ArrieroSegmentPreview *self = ARRIERO_SEGMENT_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      arriero_segment_preview_set_edition (self, g_value_get_object (value));
      break;
    case PROP_SEGMENT:
      arriero_segment_preview_set_segment (self, g_value_get_uint (value));
      break;
    case PROP_SIDE:
      arriero_segment_preview_set_side (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_segment_preview_finalize (GObject *object)
{
  ArrieroSegmentPreview *self = ARRIERO_SEGMENT_PREVIEW (object);

  g_clear_object (&self->edition);
  g_clear_pointer (&self->spaces, json_node_unref);

  G_OBJECT_CLASS (arriero_segment_preview_parent_class)->finalize (object);
}

static void
arriero_segment_preview_class_init (ArrieroSegmentPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = arriero_segment_preview_get_property;
  object_class->set_property = arriero_segment_preview_set_property;
  object_class->finalize = arriero_segment_preview_finalize;
  widget_class->measure = arriero_segment_preview_measure;
  widget_class->snapshot = arriero_segment_preview_snapshot;

  properties[PROP_EDITION] =
    g_param_spec_object ("edition", NULL, NULL, ALP_TYPE_EDITION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* G_MAXUINT, or any index past the last segment: nothing to show */
  properties[PROP_SEGMENT] =
    g_param_spec_uint ("segment", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* an AlpSide */
  properties[PROP_SIDE] =
    g_param_spec_uint ("side", NULL, NULL, ALP_SIDE_FOUR_PLAYER, ALP_SIDE_TWO_THREE_PLAYER,
                       ALP_SIDE_FOUR_PLAYER,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "segment-preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
arriero_segment_preview_init (ArrieroSegmentPreview *self)
{
  reload (self);
}

GtkWidget *
arriero_segment_preview_new (AlpEdition *edition,
                             guint       segment,
                             AlpSide     side)
{
  g_return_val_if_fail (edition == NULL || ALP_IS_EDITION (edition), NULL);

  return g_object_new (ARRIERO_TYPE_SEGMENT_PREVIEW,
                       "edition", edition, "segment", segment, "side", side, NULL);
}

/**
 * arriero_segment_preview_new_for_shape:
 * @side: a side as the segment-shape form gives it ({"spaces": [...]})
 *
 * A small picture of @side, for a button that offers its shape; it
 * belongs to no edition.
 */
GtkWidget *
arriero_segment_preview_new_for_shape (JsonNode *side)
{
  ArrieroSegmentPreview *self = g_object_new (ARRIERO_TYPE_SEGMENT_PREVIEW, "segment", G_MAXUINT, NULL);
  JsonNode *spaces = side != NULL && JSON_NODE_HOLDS_OBJECT (side)
                     ? json_object_get_member (json_node_get_object (side), "spaces") : NULL;

  self->small = TRUE;
  if (spaces != NULL && JSON_NODE_HOLDS_ARRAY (spaces))
    self->spaces = json_node_copy (spaces);
  update_label (self);

  return GTK_WIDGET (self);
}

AlpEdition *
arriero_segment_preview_get_edition (ArrieroSegmentPreview *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self), NULL);

  return self->edition;
}

void
arriero_segment_preview_set_edition (ArrieroSegmentPreview *self,
                                     AlpEdition            *edition)
{
  g_return_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self));
  g_return_if_fail (edition == NULL || ALP_IS_EDITION (edition));

  if (!g_set_object (&self->edition, edition))
    return;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITION]);
}

guint
arriero_segment_preview_get_segment (ArrieroSegmentPreview *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self), 0);

  return self->segment;
}

void
arriero_segment_preview_set_segment (ArrieroSegmentPreview *self,
                                     guint                  segment)
{
  g_return_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self));

  if (self->segment == segment)
    return;
  self->segment = segment;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEGMENT]);
}

AlpSide
arriero_segment_preview_get_side (ArrieroSegmentPreview *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self), ALP_SIDE_FOUR_PLAYER);

  return self->side;
}

void
arriero_segment_preview_set_side (ArrieroSegmentPreview *self,
                                  AlpSide                side)
{
  g_return_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self));

  if (self->side == side)
    return;
  self->side = side;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

/**
 * arriero_segment_preview_get_n_spaces:
 *
 * Returns: how many spaces the picture shows, 0 for a side not described
 */
guint
arriero_segment_preview_get_n_spaces (ArrieroSegmentPreview *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_PREVIEW (self), 0);

  return count_spaces (self);
}
