/* arriero-board-view.c: the board as the table sees it
 *
 * Draws the track with every mule and the legal destinations of the mule
 * to move; each space shows the icons printed on it (their tooltip says
 * them in words).  The rest of the table (farmlands, villages, canal,
 * market, cards, goals, players) are views of their own, under board/.
 * The track keeps TRACK_COLUMNS columns at every width, so opening the
 * history or resizing never moves a space.  It asks the engine for everything it
 * shows and decides nothing: a click or Enter on a marked destination is
 * reported with ::destination-activated, and the window applies it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "arriero-board-view.h"
#include "arriero-drawing.h"
#include "arriero-table-part.h"
#include "arriero-track-place.h"
#include "arriero-turn-panel.h"

typedef struct
{
  guint           space;
  guint           spot;
  graphene_rect_t rect;
  gboolean        marked;   /* a legal destination */
} Place;

struct _ArrieroBoardView
{
  GtkWidget  parent_instance;

  AlpGame   *game;
  AlpEdition *edition;      /* the game's, as the static layer drew it */
  GSignalGroup *game_signals;
  guint      n_unknown;     /* spots the static layer drew as "?" */
  GArray    *places;        /* Place: every space and spot, as last laid out */
  GPtrArray *place_widgets; /* ArrieroTrackPlace: every space and spot, for screen readers */
  GArray    *destinations;  /* AlpPosition */
  guint      focused;       /* index into destinations */

  /* What never changes during a game (the spaces and their icons, the
   * farmlands' and goals' names) is drawn once per size and style */
  GskRenderNode *static_node;
  int            static_width;
  int            static_height;
  int            static_scale;
  GHashTable    *layouts;
  GHashTable    *stamps;    /* "w|h|r|fill|outline|line" → GskRenderNode */
  GHashTable    *static_texts; /* the texts of the static layer, for arriero_board_view_has_text() */
};

typedef enum
{
  LAYER_STATIC,
  LAYER_DYNAMIC,
} Layer;

G_DEFINE_FINAL_TYPE (ArrieroBoardView, arriero_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  DESTINATION_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void announce_focused (ArrieroBoardView *self);
static void update_places (ArrieroBoardView *self,
                           gboolean          names);
static void rebuild_places (ArrieroBoardView *self);

/* After a step, the keyboard's focus goes where the next step is made: to
 * the board when a mule is to move and the focus was on the turn's
 * controls, on a target of the table's parts (End Turn may come from a
 * shortcut), or dropped with a row they hid */
static void
keep_focus (ArrieroBoardView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (root == NULL || self->destinations == NULL || self->destinations->len == 0)
    return;
  focus = gtk_root_get_focus (root);
  if (focus == NULL || focus == GTK_WIDGET (self) ||
      gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TURN_PANEL) != NULL ||
      gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TABLE_PART) != NULL ||
      !gtk_widget_get_mapped (focus))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
refresh (ArrieroBoardView *self)
{
  g_clear_pointer (&self->destinations, g_array_unref);
  if (self->game != NULL)
    self->destinations = alp_game_list_destinations (self->game);
  self->focused = 0;
  keep_focus (self);
  update_places (self, TRUE);
  announce_focused (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void drop_static_layer (ArrieroBoardView *self);

/* An answer about the copy changes the game's edition without an event:
 * what the static layer drew of the spaces is then out of date */
static void
game_notify_cb (ArrieroBoardView *self)
{
  if (alp_game_get_edition (self->game) != self->edition)
    {
      g_set_object (&self->edition, alp_game_get_edition (self->game));
      drop_static_layer (self);
      rebuild_places (self);
    }
  refresh (self);
}

static gboolean
is_destination (ArrieroBoardView *self,
                guint             space,
                guint             spot,
                guint            *index)
{
  for (guint i = 0; self->destinations != NULL && i < self->destinations->len; i++)
    {
      AlpPosition *pos = &g_array_index (self->destinations, AlpPosition, i);

      if (pos->space == space && pos->spot == spot)
        {
          if (index != NULL)
            *index = i;
          return TRUE;
        }
    }

  return FALSE;
}

/* The board is drawn through a painter: the layer that never changes in a
 * game with cairo, once, into an image; the layer that changes at every
 * step as small GSK nodes (texts, and round boxes copied from small images
 * drawn once), so that a step redraws without rasterizing a board-sized
 * surface again. */
typedef struct
{
  cairo_t     *cr;         /* the static layer */
  GtkSnapshot *snapshot;   /* the dynamic layer */
  GtkWidget   *widget;
  GHashTable  *layouts;    /* "size|text" → PangoLayout: most texts come back every step */
  GHashTable  *stamps;     /* round boxes drawn once, as pixels */
  GHashTable  *texts;      /* the static layer: its texts, kept */
  GdkRGBA      colour;
} Painter;

static void
p_colour (Painter       *p,
          const GdkRGBA *colour,
          double         alpha)
{
  p->colour = *colour;
  p->colour.alpha = alpha;
  if (p->cr != NULL)
    gdk_cairo_set_source_rgba (p->cr, &p->colour);
}

static void
p_text (Painter    *p,
        const char *text,
        double      x,
        double      y,          /* the baseline */
        double      size,
        gboolean    centred)
{
  if (p->cr != NULL)
    {
      cairo_text_extents_t ext;

      cairo_set_font_size (p->cr, size);
      cairo_text_extents (p->cr, text, &ext);
      cairo_move_to (p->cr, centred ? x - ext.width / 2 - ext.x_bearing : x, y);
      cairo_show_text (p->cr, text);
      if (p->texts != NULL)
        g_hash_table_add (p->texts, g_strdup (text));
    }
  else
    {
      g_autofree char *key = g_strdup_printf ("%g|%s", size, text);
      PangoLayout *layout = g_hash_table_lookup (p->layouts, key);
      int width, baseline;

      if (layout == NULL)
        {
          PangoFontDescription *font = pango_font_description_from_string ("Sans");

          layout = gtk_widget_create_pango_layout (p->widget, text);
          pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
          pango_layout_set_font_description (layout, font);
          pango_font_description_free (font);
          g_hash_table_insert (p->layouts, g_steal_pointer (&key), layout);
        }
      pango_layout_get_pixel_size (layout, &width, NULL);
      baseline = pango_layout_get_baseline (layout) / PANGO_SCALE;

      gtk_snapshot_save (p->snapshot);
      gtk_snapshot_translate (p->snapshot, &GRAPHENE_POINT_INIT (centred ? x - width / 2.0 : x, y - baseline));
      gtk_snapshot_append_layout (p->snapshot, layout, &p->colour);
      gtk_snapshot_restore (p->snapshot);
    }
}

/* A box with round corners (a circle when it is a square of radius r),
 * filled and outlined */
static void
p_round_box (Painter       *p,
             double         x,
             double         y,
             double         w,
             double         h,
             double         r,
             const GdkRGBA *fill,
             const GdkRGBA *outline,
             double         line_width)
{
  if (p->cr != NULL)
    {
      arriero_rounded_rect (p->cr, x, y, w, h, r);
      gdk_cairo_set_source_rgba (p->cr, fill);
      cairo_fill_preserve (p->cr);
      gdk_cairo_set_source_rgba (p->cr, outline);
      cairo_set_line_width (p->cr, line_width);
      cairo_stroke (p->cr);
    }
  else
    {
      /* The same few boxes (a mark, a mule) come back at every step, in
       * many places: each is drawn once into pixels and then copied, which
       * costs a frame less than clipping a round shape anew each time.
       * Copies go to whole pixels: one at a fractional place is filtered */
      int ix = (int) (x + 0.5), iy = (int) (y + 0.5), iw = (int) (w + 0.5), ih = (int) (h + 0.5);
      g_autofree char *fill_text = gdk_rgba_to_string (fill);
      g_autofree char *outline_text = gdk_rgba_to_string (outline);
      g_autofree char *key = g_strdup_printf ("%d|%d|%g|%s|%s|%g", iw, ih, r, fill_text, outline_text, line_width);
      GskRenderNode *stamp = g_hash_table_lookup (p->stamps, key);

      if (stamp == NULL)
        {
          int scale = gtk_widget_get_scale_factor (p->widget);
          cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, iw * scale, ih * scale);
          GtkSnapshot *snapshot = gtk_snapshot_new ();
          cairo_t *cr;

          cairo_surface_set_device_scale (image, scale, scale);
          cr = cairo_create (image);
          /* the outline inside the box, as a GSK border would be */
          arriero_rounded_rect (cr, line_width / 2, line_width / 2, iw - line_width, ih - line_width,
                                MAX (r - line_width / 2, 0));
          gdk_cairo_set_source_rgba (cr, fill);
          cairo_fill_preserve (cr);
          gdk_cairo_set_source_rgba (cr, outline);
          cairo_set_line_width (cr, line_width);
          cairo_stroke (cr);
          cairo_destroy (cr);

          cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, iw, ih));
          cairo_set_source_surface (cr, image, 0, 0);
          cairo_paint (cr);
          cairo_destroy (cr);
          cairo_surface_destroy (image);

          stamp = gtk_snapshot_free_to_node (snapshot);
          g_hash_table_insert (p->stamps, g_steal_pointer (&key), stamp);
        }

      gtk_snapshot_save (p->snapshot);
      gtk_snapshot_translate (p->snapshot, &GRAPHENE_POINT_INIT (ix, iy));
      gtk_snapshot_append_node (p->snapshot, stamp);
      gtk_snapshot_restore (p->snapshot);
    }
}

static void
p_push_clip (Painter *p,
             double   x,
             double   y,
             double   w,
             double   h)
{
  if (p->cr != NULL)
    {
      cairo_save (p->cr);
      cairo_rectangle (p->cr, x, y, w, h);
      cairo_clip (p->cr);
    }
  else
    gtk_snapshot_push_clip (p->snapshot, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static void
p_pop_clip (Painter *p)
{
  if (p->cr != NULL)
    cairo_restore (p->cr);
  else
    gtk_snapshot_pop (p->snapshot);
}

/* The columns of the track, at every width: a space never moves */
#define TRACK_COLUMNS 10
#define ROW_HEIGHT    76

/* Where space @s is drawn in a board of @width × @height: a snake of
 * TRACK_COLUMNS columns */
static void
space_box (AlpGame         *game,
           guint            s,
           double           width,
           double           height,
           graphene_rect_t *box)
{
  guint n_rows = (alp_game_get_n_spaces (game) + TRACK_COLUMNS - 1) / TRACK_COLUMNS;
  double cell_w = width / TRACK_COLUMNS;
  double cell_h = MIN (86, height / MAX (n_rows, 1));
  guint row = s / TRACK_COLUMNS;
  guint col = row % 2 == 0 ? s % TRACK_COLUMNS : TRACK_COLUMNS - 1 - s % TRACK_COLUMNS;

  graphene_rect_init (box, col * cell_w + 4, row * cell_h + 4, cell_w - 8, cell_h - 8);
}

/* Where spot @spot of space @s is drawn: the space's box, split */
static void
place_box (AlpGame         *game,
           guint            s,
           guint            spot,
           double           width,
           double           height,
           graphene_rect_t *box)
{
  guint n_spots = MAX (alp_game_get_space_n_spots (game, s), 1);

  space_box (game, s, width, height, box);
  box->size.width /= n_spots;
  box->origin.x += spot * box->size.width;
}

static void
draw_mule (Painter       *p,
           const GdkRGBA *colour,
           const GdkRGBA *outline,
           double         cx,
           double         cy,
           double         radius,
           gboolean       current)
{
  p_round_box (p, cx - radius, cy - radius, 2 * radius, 2 * radius, radius, colour, outline,
               current ? 3 : 1.2);
}

static void
draw_track (ArrieroBoardView *self,
            Painter          *p,
            Layer             layer,
            double            width,
            double            height,
            const GdkRGBA    *fg,
            const GdkRGBA    *accent)
{
  AlpGame *game = self->game;
  guint n_spaces = alp_game_get_n_spaces (game);
  guint current = alp_game_get_current (game);
  gboolean moving = alp_game_get_phase (game) == ALP_PHASE_MOVE;
  cairo_t *cr = p->cr;

  if (layer == LAYER_STATIC)
    g_array_set_size (self->places, 0);

  for (guint s = 0; s < n_spaces && layer == LAYER_STATIC; s++)
    {
      graphene_rect_t box;
      double x, y, w, h;
      AlpSpaceKind kind = alp_game_get_space_kind (game, s);
      guint n_spots = alp_game_get_space_n_spots (game, s);
      GdkRGBA fill = *fg;
      const char *label = NULL;
      g_autofree char *number = NULL;

      space_box (game, s, width, height, &box);
      x = box.origin.x;
      y = box.origin.y;
      w = box.size.width;
      h = box.size.height;
      fill.alpha = kind == ALP_SPACE_STANDARD ? 0.06 : 0.14;
      p_round_box (p, x, y, w, h, 8, &fill, fg, 1);

      /* the space's kind, top left */
      switch (kind)
        {
        /* TRANSLATORS: labels of special spaces on the board, short */
        case ALP_SPACE_MARKET: label = C_("board", "Market"); break;
        case ALP_SPACE_HARVEST: label = C_("board", "Harvest"); break;
        case ALP_SPACE_GO: label = C_("board", "Go"); break;
        case ALP_SPACE_END: label = C_("board", "End"); break;
        case ALP_SPACE_STANDARD:
        default:
          /* TRANSLATORS: a space's place on the board: segment·space, as
           * in "space 2 of segment 4"; keep it short */
          number = g_strdup_printf (C_("board", "%u·%u"), alp_game_get_space_segment (game, s) + 1,
                                    alp_game_get_space_index (game, s) + 1);
          label = number;
          break;
        }
      p_colour (p, fg, 0.7);
      p_text (p, label, x + 6, y + 14, 11, FALSE);

      for (guint spot = 0; spot < n_spots; spot++)
        {
          Place place = { s, spot, GRAPHENE_RECT_INIT (0, 0, 0, 0), FALSE };

          place_box (game, s, spot, width, height, &place.rect);
          g_array_append_val (self->places, place);

          if (n_spots > 1 && spot > 0)
            {
              cairo_move_to (cr, place.rect.origin.x, y + 18);
              cairo_line_to (cr, place.rect.origin.x, y + h - 4);
              cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
              cairo_set_line_width (cr, 1);
              cairo_stroke (cr);
            }

          if (kind == ALP_SPACE_END)
            {
              gint dirhams = alp_game_get_end_spot_value (game, spot);
              /* not read from the copy yet: asked when a mule arrives */
              g_autofree char *value = dirhams >= 0 ? g_strdup_printf ("%d", dirhams) : g_strdup ("?");

              p_colour (p, fg, 0.8);
              p_text (p, value, place.rect.origin.x + place.rect.size.width / 2, y + h - 8, 11, TRUE);
            }
          else if (kind != ALP_SPACE_GO)
            {
              guint n_icons = 0;
              const guint8 *icons = alp_game_get_stop_icons (game, s, spot, &n_icons);

              if (icons == NULL)
                {
                  self->n_unknown++;
                  p_colour (p, fg, 0.85);
                  p_text (p, "?", place.rect.origin.x + place.rect.size.width / 2, y + h - 8, 11, TRUE);
                }
              else
                arriero_draw_icons (p->cr, icons, n_icons, place.rect.origin.x + 2, y + 18,
                                    place.rect.size.width - 4, h - 20, gtk_widget_get_scale_factor (p->widget));
            }
        }
    }

  if (layer == LAYER_STATIC)
    return;

  /* The track is a group (a step that marks destinations all along it
   * repaints the track, not the whole board), and each place with
   * something on it a group within it, clipped to the place: a step that
   * moves one mule repaints the two places concerned */
  p_push_clip (p, 0, 0, width, height);
  for (guint i = 0; i < self->places->len; i++)
    {
      Place *place = &g_array_index (self->places, Place, i);
      guint n_spots = alp_game_get_space_n_spots (game, place->space);
      guint index = 0;
      guint mule = ALP_NONE;

      for (guint m = 0; m < alp_game_get_n_mules (game) && mule == ALP_NONE; m++)
        {
          AlpPosition pos = alp_game_get_position (game, m);

          if (pos.space == place->space && (n_spots == 1 || pos.spot == place->spot))
            mule = m;
        }
      place->marked = moving && is_destination (self, place->space, place->spot, &index);
      if (!place->marked && mule == ALP_NONE)
        continue;

      p_push_clip (p, place->rect.origin.x, place->rect.origin.y,
                   place->rect.size.width, place->rect.size.height);

      /* a legal destination of the mule to move */
      if (place->marked)
        {
          gboolean focused = index == self->focused && gtk_widget_has_focus (GTK_WIDGET (self));
          GdkRGBA fill = *accent;

          fill.alpha = focused ? 0.45 : 0.2;
          p_round_box (p, place->rect.origin.x + 2, place->rect.origin.y + 2,
                       place->rect.size.width - 4, place->rect.size.height - 4, 6,
                       &fill, accent, index == self->focused ? 3 : 1.5);
        }

      /* the mule over it */
      if (mule != ALP_NONE)
        {
          double radius = MIN (place->rect.size.width, place->rect.size.height) / 5;
          GdkRGBA colour;

          arriero_colour_for_mule (game, mule, &colour);
          draw_mule (p, &colour, mule == current && alp_game_get_phase (game) != ALP_PHASE_OVER
                                 ? accent : fg,
                     place->rect.origin.x + place->rect.size.width / 2,
                     place->rect.origin.y + place->rect.size.height / 2 - 2,
                     MAX (radius, 6), mule == current);
        }

      p_pop_clip (p);
    }
  p_pop_clip (p);
}

static void
draw_layer (ArrieroBoardView *self,
            Painter          *p,
            Layer             layer,
            double            width,
            double            height,
            const GdkRGBA    *fg,
            const GdkRGBA    *accent)
{
  if (p->cr != NULL)
    cairo_select_font_face (p->cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  draw_track (self, p, layer, width, height, fg, accent);
}

static void
arriero_board_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  Painter painter = { NULL, };
  GdkRGBA fg, accent;

  if (self->game == NULL || width < 10 || height < 10)
    return;

  /* GTK 4.8 has no gtk_widget_get_color() yet */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gdk_rgba_parse (&accent, "#3584e4");

  if (self->static_node == NULL || self->static_width != width || self->static_height != height ||
      self->static_scale != scale)
    {
      GtkSnapshot *layer = gtk_snapshot_new ();
      cairo_surface_t *image;
      cairo_t *cr;

      /* Drawn once into pixels, not kept as drawing commands: a step
       * that marks destinations all over the track then repaints the
       * track with one copy instead of drawing every space again */
      image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_surface_set_device_scale (image, scale, scale);
      painter.cr = cairo_create (image);
      painter.widget = widget;
      painter.texts = self->static_texts;
      g_hash_table_remove_all (self->static_texts);
      self->n_unknown = 0;
      draw_layer (self, &painter, LAYER_STATIC, width, height, &fg, &accent);
      cairo_destroy (painter.cr);

      cr = gtk_snapshot_append_cairo (layer, &bounds);
      cairo_set_source_surface (cr, image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (image);

      g_clear_pointer (&self->static_node, gsk_render_node_unref);
      self->static_node = gtk_snapshot_free_to_node (layer);
      /* places of another size */
      g_hash_table_remove_all (self->stamps);
      self->static_width = width;
      self->static_height = height;
      self->static_scale = scale;
    }
  gtk_snapshot_append_node (snapshot, self->static_node);

  /* texts of earlier steps that did not come back are dropped now and then */
  if (g_hash_table_size (self->layouts) > 400)
    g_hash_table_remove_all (self->layouts);

  painter.cr = NULL;
  painter.texts = NULL;
  painter.snapshot = snapshot;
  painter.widget = widget;
  painter.layouts = self->layouts;
  painter.stamps = self->stamps;
  draw_layer (self, &painter, LAYER_DYNAMIC, width, height, &fg, &accent);
}

static void
drop_static_layer (ArrieroBoardView *self)
{
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  g_hash_table_remove_all (self->layouts);
  g_hash_table_remove_all (self->stamps);
  g_hash_table_remove_all (self->static_texts);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
arriero_board_view_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (arriero_board_view_parent_class)->css_changed (widget, change);

  /* light or dark style: the colours of the static layer change */
  drop_static_layer (ARRIERO_BOARD_VIEW (widget));
}

/* The focused destination in words, for a screen reader: the board's
 * accessible description names it and its state */
static void
announce_focused (ArrieroBoardView *self)
{
  g_autofree char *text = NULL;

  update_places (self, FALSE);
  if (self->game == NULL || self->destinations == NULL || self->focused >= self->destinations->len)
    return;

  text = arriero_board_view_describe_space (self,
                                            g_array_index (self->destinations, AlpPosition, self->focused).space,
                                            g_array_index (self->destinations, AlpPosition, self->focused).spot);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
activate_focused (ArrieroBoardView *self)
{
  AlpPosition *pos;

  if (self->destinations == NULL || self->focused >= self->destinations->len)
    return;

  pos = &g_array_index (self->destinations, AlpPosition, self->focused);
  g_signal_emit (self, signals[DESTINATION_ACTIVATED], 0, (guint) pos->space, (guint) pos->spot);
}

static Place *
place_at (ArrieroBoardView *self,
          double            x,
          double            y)
{
  for (guint i = 0; i < self->places->len; i++)
    {
      Place *place = &g_array_index (self->places, Place, i);

      if (graphene_rect_contains_point (&place->rect, &GRAPHENE_POINT_INIT (x, y)))
        return place;
    }

  return NULL;
}

static void
click_released_cb (GtkGestureClick  *gesture,
                   int               n_press,
                   double            x,
                   double            y,
                   ArrieroBoardView *self)
{
  Place *place = place_at (self, x, y);

  if (place != NULL)
    arriero_board_view_activate_space (self, place->space, place->spot);
}

/**
 * arriero_board_view_activate_space:
 * @space: a space of the track
 * @spot: a spot of it
 *
 * What a click on the space does: a marked destination is moved to; a
 * space the rules refuse is tried too, so that the engine's refusal says
 * why ("rule T3: …") where the window shows refusals.
 */
void
arriero_board_view_activate_space (ArrieroBoardView *self,
                                   guint             space,
                                   guint             spot)
{
  guint index;

  g_return_if_fail (ARRIERO_IS_BOARD_VIEW (self));

  if (self->game == NULL || alp_game_get_phase (self->game) != ALP_PHASE_MOVE)
    return;
  if (is_destination (self, space, spot, &index))
    {
      self->focused = index;
      activate_focused (self);
      return;
    }

  g_signal_emit (self, signals[DESTINATION_ACTIVATED], 0, space, spot);
}

/**
 * arriero_board_view_get_refusal:
 * @space: a space of the track
 * @spot: a spot of it
 *
 * Why the mule to move may not stop there, in the rules' words.
 *
 * Returns: (transfer full) (nullable): "rule T3: …", or %NULL where it
 *   may stop (or no mule is to move)
 */
char *
arriero_board_view_get_refusal (ArrieroBoardView *self,
                                guint             space,
                                guint             spot)
{
  g_autoptr(GError) error = NULL;
  AlpAction action;

  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), NULL);

  if (self->game == NULL || alp_game_get_phase (self->game) != ALP_PHASE_MOVE ||
      is_destination (self, space, spot, NULL))
    return NULL;

  alp_action_init (&action, ALP_ACTION_MOVE);
  action.space = space;
  action.spot = spot;
  if (alp_game_test_action (self->game, &action, &error))
    return NULL;

  return g_strdup (error->message);
}

/* The destination nearest the focused one in the screen's direction
 * (dx, dy), not the track's order; the focused one if none lies there */
static guint
destination_towards (ArrieroBoardView *self,
                     int               dx,
                     int               dy)
{
  const Place *from = NULL;
  graphene_point_t a, b;
  guint best = self->focused;
  float best_cost = G_MAXFLOAT;

  for (guint i = 0; i < self->places->len && from == NULL; i++)
    {
      const Place *p = &g_array_index (self->places, Place, i);
      guint index;

      if (is_destination (self, p->space, p->spot, &index) && index == self->focused)
        from = p;
    }
  if (from == NULL)
    return self->focused;
  graphene_rect_get_center (&from->rect, &a);

  for (guint i = 0; i < self->places->len; i++)
    {
      const Place *p = &g_array_index (self->places, Place, i);
      guint index;
      float along, across, cost;

      if (!is_destination (self, p->space, p->spot, &index) || index == self->focused)
        continue;
      graphene_rect_get_center (&p->rect, &b);
      along = (b.x - a.x) * dx + (b.y - a.y) * dy;
      across = fabsf ((b.x - a.x) * dy) + fabsf ((b.y - a.y) * dx);
      if (along <= 0.5f)
        continue;
      /* straight ahead first: a step aside costs more than one along */
      cost = along + 2 * across;
      if (cost < best_cost)
        {
          best_cost = cost;
          best = index;
        }
    }

  return best;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ArrieroBoardView      *self)
{
  return arriero_board_view_press_key (self, keyval);
}

/**
 * arriero_board_view_press_key:
 * @keyval: a key
 *
 * What the key does on the focused board: the arrows go to the marked
 * destination nearest in the screen's direction, Page Up and Page Down
 * along the track, Enter or Space moves there.
 *
 * Returns: whether the key was used
 */
gboolean
arriero_board_view_press_key (ArrieroBoardView *self,
                              guint             keyval)
{
  guint n = self->destinations != NULL ? self->destinations->len : 0;

  if (n == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Left:
    case GDK_KEY_Down:
    case GDK_KEY_Up:
      self->focused = destination_towards (self,
                                           keyval == GDK_KEY_Right ? 1 : keyval == GDK_KEY_Left ? -1 : 0,
                                           keyval == GDK_KEY_Down ? 1 : keyval == GDK_KEY_Up ? -1 : 0);
      announce_focused (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_ISO_Left_Tab:
      return FALSE;
    case GDK_KEY_Page_Down:
      /* the next along the track, for who follows the track */
      self->focused = (self->focused + 1) % n;
      announce_focused (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Page_Up:
      self->focused = (self->focused + n - 1) % n;
      announce_focused (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      activate_focused (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* A space's tooltip: where it is and what its icons mean, in words, and
 * why the mule may not stop there */
static gboolean
query_tooltip_cb (ArrieroBoardView *self,
                  int               x,
                  int               y,
                  gboolean          keyboard,
                  GtkTooltip       *tooltip)
{
  for (guint i = 0; self->game != NULL && i < self->places->len; i++)
    {
      Place *place = &g_array_index (self->places, Place, i);
      g_autofree char *where = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *text = NULL;

      if (!graphene_rect_contains_point (&place->rect, &GRAPHENE_POINT_INIT (x, y)))
        continue;
      where = arriero_board_view_describe_place (self, place->space, place->spot);
      reason = arriero_board_view_get_refusal (self, place->space, place->spot);
      text = reason != NULL ? g_strdup_printf ("%s\n%s", where, reason) : g_strdup (where);
      gtk_tooltip_set_text (tooltip, text);
      gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { place->rect.origin.x, place->rect.origin.y,
                                                          place->rect.size.width, place->rect.size.height });
      return TRUE;
    }

  return FALSE;
}

static void
focus_changed_cb (ArrieroBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static char *describe_space (ArrieroBoardView *self,
                             guint             space,
                             guint             spot,
                             gboolean         *refused);

/* What a screen reader finds of the track: one child per place, named
 * with its state (@names: the names too, not only which is selected) */
static void
update_places (ArrieroBoardView *self,
               gboolean          names)
{
  AlpPosition focused = { ALP_NONE, ALP_NONE };

  if (self->game == NULL)
    return;
  if (self->destinations != NULL && self->focused < self->destinations->len)
    focused = g_array_index (self->destinations, AlpPosition, self->focused);

  for (guint i = 0; i < self->place_widgets->len; i++)
    {
      ArrieroTrackPlace *place = g_ptr_array_index (self->place_widgets, i);
      guint space = arriero_track_place_get_space (place);
      guint spot = arriero_track_place_get_spot (place);
      gboolean selected = focused.space == space && focused.spot == spot;
      g_autofree char *name = NULL;
      gboolean refused = arriero_track_place_get_refused (place);

      if (names)
        name = describe_space (self, space, spot, &refused);
      arriero_track_place_update (place, name != NULL ? name : arriero_track_place_get_name (place),
                                  refused, selected);
    }
}

static void
place_activate_cb (ArrieroTrackPlace *place,
                   ArrieroBoardView  *self)
{
  arriero_board_view_activate_space (self, arriero_track_place_get_space (place),
                                     arriero_track_place_get_spot (place));
}

static void
clear_places (ArrieroBoardView *self)
{
  for (guint i = 0; i < self->place_widgets->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->place_widgets, i));
  g_ptr_array_set_size (self->place_widgets, 0);
}

/* A child for every space and spot of the game's track */
static void
rebuild_places (ArrieroBoardView *self)
{
  clear_places (self);
  for (guint s = 0; self->game != NULL && s < alp_game_get_n_spaces (self->game); s++)
    for (guint spot = 0; spot < alp_game_get_space_n_spots (self->game, s); spot++)
      {
        GtkWidget *place = arriero_track_place_new (s, spot);

        g_signal_connect (place, "activate", G_CALLBACK (place_activate_cb), self);
        gtk_widget_set_parent (place, GTK_WIDGET (self));
        g_ptr_array_add (self->place_widgets, place);
      }
  update_places (self, TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* Each child over the place it stands for (its extents are the place's) */
static void
arriero_board_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (widget);

  for (guint i = 0; i < self->place_widgets->len; i++)
    {
      GtkWidget *child = g_ptr_array_index (self->place_widgets, i);
      ArrieroTrackPlace *place = ARRIERO_TRACK_PLACE (child);
      graphene_rect_t box;
      int x, y;

      place_box (self->game, arriero_track_place_get_space (place),
                 arriero_track_place_get_spot (place), width, height, &box);
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      x = (int) floor (box.origin.x);
      y = (int) floor (box.origin.y);
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { x, y,
                                                   MAX ((int) ceil (box.origin.x + box.size.width) - x, 0),
                                                   MAX ((int) ceil (box.origin.y + box.size.height) - y, 0) },
                                -1);
    }
}

static void
arriero_board_view_dispose (GObject *object)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (object);

  if (self->place_widgets != NULL)
    clear_places (self);
  g_clear_pointer (&self->place_widgets, g_ptr_array_unref);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->edition);
  g_clear_pointer (&self->places, g_array_unref);
  g_clear_pointer (&self->destinations, g_array_unref);
  g_clear_pointer (&self->static_node, gsk_render_node_unref);
  g_clear_pointer (&self->layouts, g_hash_table_unref);
  g_clear_pointer (&self->static_texts, g_hash_table_unref);
  g_clear_pointer (&self->stamps, g_hash_table_unref);

  G_OBJECT_CLASS (arriero_board_view_parent_class)->dispose (object);
}

static void
arriero_board_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_board_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arriero_board_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_board_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ArrieroBoardView *self = ARRIERO_BOARD_VIEW (widget);
  guint n_spaces = self->game != NULL ? alp_game_get_n_spaces (self->game) : 40;
  guint n_rows = (n_spaces + TRACK_COLUMNS - 1) / TRACK_COLUMNS;

  /* rows of a fixed height, whatever the width: the track is laid out
   * alike with the history open or closed */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? TRACK_COLUMNS * 40 : (int) n_rows * ROW_HEIGHT;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? TRACK_COLUMNS * 72 : (int) n_rows * ROW_HEIGHT;
}

static void
arriero_board_view_class_init (ArrieroBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_board_view_dispose;
  object_class->get_property = arriero_board_view_get_property;
  object_class->set_property = arriero_board_view_set_property;

  widget_class->snapshot = arriero_board_view_snapshot;
  widget_class->css_changed = arriero_board_view_css_changed;
  widget_class->measure = arriero_board_view_measure;
  widget_class->size_allocate = arriero_board_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArrieroBoardView::destination-activated:
   * @space: the space on the track
   * @spot: the spot in it
   *
   * The person chose a space of the track: one of the marked legal
   * destinations, or one ahead the rules refuse (applying it, the
   * engine says why).
   */
  signals[DESTINATION_ACTIVATED] =
    g_signal_new ("destination-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  /* a group: its places are accessible children */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
arriero_board_view_init (ArrieroBoardView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->places = g_array_new (FALSE, FALSE, sizeof (Place));
  self->place_widgets = g_ptr_array_new ();
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->stamps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) gsk_render_node_unref);
  self->static_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_notify_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The track, farmlands, villages and cards. Arrow keys pick a marked destination, Enter moves there."),
                                  -1);

  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

AlpGame *
arriero_board_view_get_game (ArrieroBoardView *self)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
arriero_board_view_set_game (ArrieroBoardView *self,
                             AlpGame          *game)
{
  g_return_if_fail (ARRIERO_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_clear_object (&self->edition);
  if (game != NULL)
    self->edition = g_object_ref (alp_game_get_edition (game));
  g_signal_group_set_target (self->game_signals, game);
  drop_static_layer (self);
  rebuild_places (self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * arriero_board_view_get_n_unknown:
 *
 * Returns: how many spots the board last drew with "?" for icons the
 *   copy's edition does not describe yet
 */
guint
arriero_board_view_get_n_unknown (ArrieroBoardView *self)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), 0);

  return self->n_unknown;
}

/**
 * arriero_board_view_get_n_marked:
 *
 * Returns: how many legal destinations the board marks
 */
guint
arriero_board_view_get_n_marked (ArrieroBoardView *self)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), 0);

  return self->destinations != NULL ? self->destinations->len : 0;
}

/**
 * arriero_board_view_has_text:
 * @needle: a piece of text
 *
 * For tests: whether a text the board drew since its layers were last
 * dropped contains @needle (the dynamic layer's texts of earlier steps
 * may be among them).
 *
 * Returns: %TRUE when one does
 */
gboolean
arriero_board_view_has_text (ArrieroBoardView *self,
                             const char       *needle)
{
  GHashTableIter iter;
  const char *key;

  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (needle != NULL, FALSE);

  g_hash_table_iter_init (&iter, self->static_texts);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    if (strstr (key, needle) != NULL)
      return TRUE;

  /* the dynamic layer's texts are its layouts' keys, "size|text" */
  g_hash_table_iter_init (&iter, self->layouts);
  while (g_hash_table_iter_next (&iter, (gpointer *) &key, NULL))
    {
      const char *text = strchr (key, '|');

      if (text != NULL && strstr (text + 1, needle) != NULL)
        return TRUE;
    }

  return FALSE;
}

/**
 * arriero_board_view_describe_place:
 *
 * Returns: (transfer full): a place of the track in words, with what
 *   its icons mean ("Space 3 of segment 2: Take a dirham, Take a noria"),
 *   as its tooltip says
 */
char *
arriero_board_view_describe_place (ArrieroBoardView *self,
                                   guint             space,
                                   guint             spot)
{
  g_autofree char *where = NULL;
  g_autofree char *words = NULL;
  const guint8 *icons;
  guint n_icons = 0;

  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  where = alp_game_describe_position (self->game, space, spot);
  if (alp_game_get_space_kind (self->game, space) == ALP_SPACE_END ||
      alp_game_get_space_kind (self->game, space) == ALP_SPACE_GO)
    return g_steal_pointer (&where);
  icons = alp_game_get_stop_icons (self->game, space, spot, &n_icons);
  words = icons != NULL ? arriero_icons_words (icons, n_icons) : g_strdup (_("its icons are not described yet"));
  /* TRANSLATORS: a place of the track and what its icons mean */
  return g_strdup_printf (_("%s: %s"), where, words);
}

/**
 * arriero_board_view_describe_space:
 * @space: a space of the track
 * @spot: a spot of it
 *
 * A space as a screen reader names it: where it is and what it shows,
 * the mules on it, and whether the mule to move may stop there (and why
 * not).
 *
 * Returns: (transfer full): "Space 3 of segment 2: …; Blue’s mule"
 */
char *
arriero_board_view_describe_space (ArrieroBoardView *self,
                                   guint             space,
                                   guint             spot)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (self->game != NULL, NULL);

  return describe_space (self, space, spot, NULL);
}

/* The same, and (@refused) whether the rules refuse the mule to move
 * there */
static char *
describe_space (ArrieroBoardView *self,
                guint             space,
                guint             spot,
                gboolean         *refused)
{
  g_autofree char *where = NULL;
  g_autofree char *reason = NULL;
  GString *text;

  where = arriero_board_view_describe_place (self, space, spot);
  text = g_string_new (where);
  for (guint m = 0; m < alp_game_get_n_mules (self->game); m++)
    {
      AlpPosition pos = alp_game_get_position (self->game, m);

      if (pos.space == space && pos.spot == spot)
        /* TRANSLATORS: appended to a space's name: "; Blue’s mule" */
        g_string_append_printf (text, _("; %s’s mule"), alp_game_get_mule_name (self->game, m));
    }
  if (is_destination (self, space, spot, NULL))
    g_string_append (text, _("; the mule may stop here"));
  else if ((reason = arriero_board_view_get_refusal (self, space, spot)) != NULL)
    g_string_append_printf (text, "; %s", reason);
  if (refused != NULL)
    *refused = reason != NULL;

  return g_string_free (text, FALSE);
}

/**
 * arriero_board_view_get_focused:
 * @position: (out): the destination the keyboard is on
 *
 * Returns: whether a destination is marked (and @position set)
 */
gboolean
arriero_board_view_get_focused (ArrieroBoardView *self,
                                AlpPosition      *position)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), FALSE);

  if (self->destinations == NULL || self->focused >= self->destinations->len)
    return FALSE;
  *position = g_array_index (self->destinations, AlpPosition, self->focused);

  return TRUE;
}

/**
 * arriero_board_view_get_space_center:
 * @x: (out): where the space's middle is drawn, in the board's coordinates
 * @y: (out)
 *
 * Returns: whether the space was laid out
 */
gboolean
arriero_board_view_get_space_center (ArrieroBoardView *self,
                                     guint             space,
                                     guint             spot,
                                     double           *x,
                                     double           *y)
{
  g_return_val_if_fail (ARRIERO_IS_BOARD_VIEW (self), FALSE);

  for (guint i = 0; i < self->places->len; i++)
    {
      const Place *place = &g_array_index (self->places, Place, i);
      graphene_point_t c;

      if (place->space != space || place->spot != spot)
        continue;
      graphene_rect_get_center (&place->rect, &c);
      *x = c.x;
      *y = c.y;
      return TRUE;
    }

  return FALSE;
}
