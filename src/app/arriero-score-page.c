/* arriero-score-page.c: the final score, its breakdown and the sheet
 *
 * Each player's breakdown as a table and as stacked bars, the winner and,
 * when there was a tie at the top, who tied and what the end spots (E4)
 * made of it, in the engine's words (alp_score_describe_tie()).  The
 * sheet saved as PNG or PDF shows the same, with the date and the
 * players; every text on it is laid out by Pango in a box of its own.
 * The page follows every change of its game, but only works it out while
 * it is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "arriero-score-page.h"
#include "arriero-timeline-chart.h"

struct _ArrieroScorePage
{
  GtkWidget       parent_instance;

  GtkLabel       *headline_label;
  GtkLabel       *detail_label;
  GtkGrid        *table;
  GtkDrawingArea *chart;
  ArrieroTimelineChart *timeline;

  AlpGame        *game;
  GSignalGroup   *game_signals;
  gboolean        stale;      /* the game changed while the page was hidden */
  guint           n_rows;     /* of the table: headings and players */
  AlpScore       *score;
  AlpScore       *settled;    /* (nullable): a game's score given as such, no game */
  char           *headline;
  char           *detail;
  GDateTime      *date;       /* (nullable): of the sheet being saved */
};

G_DEFINE_FINAL_TYPE (ArrieroScorePage, arriero_score_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define N_PARTS 5

static const char *
part_name (guint part)
{
  switch (part)
    {
    case 0: return _("Dirhams in play");
    case 1: return _("Delivery tokens");
    case 2: return _("Delivery cards");
    case 3: return _("Leftovers sold");
    case 4: default: return _("End spot");
    }
}

static gint
part_value (const AlpScoreLine *line,
            guint               part)
{
  switch (part)
    {
    case 0: return line->play_dirhams;
    case 1: return line->token_dirhams;
    case 2: return line->card_dirhams;
    case 3: return line->sale_dirhams;
    case 4: default: return line->end_dirhams;
    }
}

static const char * const part_colours[N_PARTS] = {
  "#f5c211", "#2ec27e", "#3584e4", "#c061cb", "#e66100",
};

/* Everything on a page is a Pango layout with a set width, so that a long
 * heading or name wraps, shrinks or is ellipsized inside its own box and
 * never runs into its neighbour's; @text collects what was drawn, for
 * the tests and for whoever reads the sheet back. */
typedef struct
{
  cairo_t      *cr;
  GString      *text;     /* (nullable) */
  PangoContext *context;  /* (nullable): the texts' on the screen */
} Drawing;

static PangoLayout *
new_layout (Drawing    *d,
            const char *text,
            const char *font,
            double      width)
{
  /* on the screen in the widget's context, whose fonts GTK has loaded
   * already: a context made for the cairo_t finds them anew each time */
  PangoLayout *layout = d->context != NULL ? pango_layout_new (d->context) : pango_cairo_create_layout (d->cr);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);

  return layout;
}

/* Draws @layout at @x, @y and returns its box on the page */
static cairo_rectangle_t
show_layout (Drawing     *d,
             PangoLayout *layout,
             double       x,
             double       y)
{
  PangoRectangle logical;
  cairo_rectangle_t box;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (d->cr, x, y);
  pango_cairo_show_layout (d->cr, layout);
  if (d->text != NULL)
    {
      g_string_append (d->text, pango_layout_get_text (layout));
      g_string_append_c (d->text, '\n');
    }

  box.x = x + logical.x;
  box.y = y + logical.y;
  box.width = logical.width;
  box.height = logical.height;

  return box;
}

static double
show_text (Drawing    *d,
           const char *text,
           const char *font,
           double      x,
           double      y,
           double      width)
{
  g_autoptr(PangoLayout) layout = new_layout (d, text, font, width);
  cairo_rectangle_t box = show_layout (d, layout, x, y);

  return box.height;
}

/* A column heading in @width: at the largest size where its words fit
 * whole on at most three lines, else broken inside words at the
 * smallest size; never wider than @width */
static PangoLayout *
heading_layout (Drawing    *d,
                const char *text,
                double      width,
                PangoAlignment alignment)
{
  static const char * const fonts[] = { "Sans Bold 10", "Sans Bold 9", "Sans Bold 8", "Sans Bold 7" };

  for (guint i = 0; i < G_N_ELEMENTS (fonts); i++)
    {
      g_autoptr(PangoLayout) layout = new_layout (d, text, fonts[i], width);
      PangoRectangle logical;

      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_set_alignment (layout, alignment);
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      if (logical.x >= 0 && logical.width <= width && pango_layout_get_line_count (layout) <= 3)
        return g_steal_pointer (&layout);
    }

  {
    PangoLayout *layout = new_layout (d, text, fonts[G_N_ELEMENTS (fonts) - 1], width);

    pango_layout_set_alignment (layout, alignment);
    return layout;
  }
}

/* The bars of the chart, and of the sheet */
static void
draw_chart (ArrieroScorePage *self,
            Drawing          *d,
            double            x0,
            double            y0,
            double            width,
            double            height,
            const GdkRGBA    *fg)
{
  const AlpScore *score = self->score;
  cairo_t *cr = d->cr;
  double name_w = MIN (120, width / 4);
  double legend_h = 0;
  double bar_h;
  gint max = 1;
  g_autoptr(GPtrArray) legend = g_ptr_array_new_with_free_func (g_object_unref);

  if (score == NULL)
    return;

  /* the legend goes under the bars: measure it first */
  for (guint part = 0; part < N_PARTS; part++)
    {
      PangoLayout *layout = new_layout (d, part_name (part), "Sans 9", width / N_PARTS - 20);
      PangoRectangle logical;

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      legend_h = MAX (legend_h, logical.height);
      g_ptr_array_add (legend, layout);
    }

  for (guint p = 0; p < score->n_players; p++)
    max = MAX (max, score->lines[p].total);
  bar_h = MIN (40, (height - legend_h - 12) / score->n_players - 8);
  bar_h = MAX (bar_h, 6);

  for (guint p = 0; p < score->n_players; p++)
    {
      const AlpScoreLine *line = &score->lines[p];
      double y = y0 + p * (bar_h + 8);
      double x = x0 + name_w;
      g_autofree char *total = g_strdup_printf ("%d", line->total);
      g_autoptr(PangoLayout) name = new_layout (d, line->name, "Sans 10", name_w - 8);
      g_autoptr(PangoLayout) sum = new_layout (d, total, "Sans 10", -1);
      PangoRectangle logical;

      pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_extents (name, NULL, &logical);
      gdk_cairo_set_source_rgba (cr, fg);
      show_layout (d, name, x0, y + (bar_h - logical.height) / 2);

      for (guint part = 0; part < N_PARTS; part++)
        {
          double w = (width - name_w - 50) * MAX (part_value (line, part), 0) / max;
          GdkRGBA colour;

          gdk_rgba_parse (&colour, part_colours[part]);
          cairo_rectangle (cr, x, y, w, bar_h);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_fill (cr);
          x += w;
        }
      gdk_cairo_set_source_rgba (cr, fg);
      show_layout (d, sum, x + 6, y + (bar_h - logical.height) / 2);
    }

  for (guint part = 0; part < N_PARTS; part++)
    {
      double x = x0 + part * (width / N_PARTS);
      double y = y0 + score->n_players * (bar_h + 8) + 4;
      GdkRGBA colour;

      gdk_rgba_parse (&colour, part_colours[part]);
      cairo_rectangle (cr, x, y + 2, 12, 12);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      show_layout (d, g_ptr_array_index (legend, part), x + 16, y);
    }
}

static void
chart_draw_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  ArrieroScorePage *self = user_data;
  Drawing d = { cr, NULL, gtk_widget_get_pango_context (GTK_WIDGET (area)) };
  GdkRGBA fg;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  draw_chart (self, &d, 0, 0, width, height, &fg);
}

/* The table's cell at @column, @row shows @text: a label made once for
 * as long as the table keeps its number of rows, its text set at every
 * update (a text that does not change costs nothing) */
static void
set_cell (ArrieroScorePage *self,
          const char       *text,
          int               column,
          int               row,
          gboolean          heading)
{
  GtkWidget *label = gtk_grid_get_child_at (self->table, column, row);

  if (label != NULL)
    {
      gtk_label_set_text (GTK_LABEL (label), text);
      return;
    }

  label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  /* The first column holds the players' names */
  gtk_label_set_ellipsize (GTK_LABEL (label), column == 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  /* squeezed beside the Settle a Score fields, a name still shows its start */
  if (column == 0)
    gtk_label_set_width_chars (GTK_LABEL (label), 6);
  if (heading)
    {
      /* a heading may take two lines where the page is narrow */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), column == 0 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
      gtk_widget_add_css_class (label, "heading");
    }
  else if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->table, label, column, row, 1, 1);
}

#define N_COLUMNS (N_PARTS + 3)

/* The table's headings, on the page and on the sheet */
static const char *
column_name (guint column)
{
  if (column == 0)
    return _("Player");
  if (column <= N_PARTS)
    return part_name (column - 1);
  if (column == N_PARTS + 1)
    return _("Total");

  return _("Rank");
}

static char *
cell_text (const AlpScoreLine *line,
           guint               column)
{
  if (column == 0)
    return g_strdup (line->name);
  /* no end spot yet: unknown, not 0 */
  if (column == 5 && line->end_spot < 0)
    return g_strdup ("?");
  if (column <= N_PARTS)
    return g_strdup_printf ("%d", part_value (line, column - 1));
  if (column == N_PARTS + 1)
    return g_strdup_printf ("%d", line->total);

  return g_strdup_printf ("%u", line->rank);
}

static void
clear_table (ArrieroScorePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);
  self->n_rows = 0;
}

static void
update (ArrieroScorePage *self)
{
  const AlpScoreLine *winner;

  g_clear_pointer (&self->score, alp_score_free);
  g_clear_pointer (&self->headline, g_free);
  g_clear_pointer (&self->detail, g_free);
  self->stale = FALSE;
  if (self->game != NULL)
    self->score = alp_game_get_score (self->game);
  else if (self->settled != NULL)
    self->score = alp_score_copy (self->settled);
  else
    {
      clear_table (self);
      return;
    }

  winner = &self->score->lines[self->score->winner];

  if (!self->score->final)
    self->headline = g_strdup_printf (_("If the game ended now, %s would lead"), winner->name);
  else if (self->score->shared)
    self->headline = g_strdup_printf (_("A shared win at %d dirhams"), winner->total);
  else
    /* TRANSLATORS: "Blue wins with 42 dirhams" */
    self->headline = g_strdup_printf (_("%s wins with %d dirhams"), winner->name, winner->total);
  gtk_label_set_text (self->headline_label, self->headline);

  /* who tied and how the end spots decided, in the engine's words */
  self->detail = alp_score_describe_tie (self->score);
  if (self->detail == NULL)
    self->detail = g_strdup (_("Dirhams in play, plus each delivery token’s fruit count + 1, the delivery cards, "
                               "1 dirham for every 3 leftovers, and the end spot."));
  gtk_label_set_text (self->detail_label, self->detail);

  if (self->n_rows != self->score->n_players + 1)
    clear_table (self);
  for (guint column = 0; column < N_COLUMNS; column++)
    set_cell (self, column_name (column), column, 0, TRUE);

  for (guint p = 0; p < self->score->n_players; p++)
    for (guint column = 0; column < N_COLUMNS; column++)
      {
        g_autofree char *text = cell_text (&self->score->lines[p], column);

        set_cell (self, text, column, p + 1, column == N_PARTS + 1);
      }
  self->n_rows = self->score->n_players + 1;

  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

#define SHEET_MARGIN 40

/**
 * arriero_score_page_draw_sheet:
 * @cr: where to draw, @width by @height in points or pixels
 * @date: the day the sheet is for
 * @text: (out) (optional) (transfer full): every text drawn, a line each
 *
 * Draws the score sheet: what the page shows (the headline, the tie-break
 * or how a score is made, the table with the ranks, the chart), the date
 * and the players, on a white page.
 *
 * Returns: (transfer full) (nullable): the boxes of the table's column
 *   headings (#cairo_rectangle_t), left to right, or %NULL when there is
 *   no score
 */
GArray *
arriero_score_page_draw_sheet (ArrieroScorePage *self,
                               cairo_t          *cr,
                               double            width,
                               double            height,
                               GDateTime        *date,
                               char            **text)
{
  GdkRGBA black = { 0, 0, 0, 1 };
  Drawing d = { cr, NULL, NULL };
  g_autoptr(GArray) headings = NULL;
  g_autoptr(GString) players = g_string_new (NULL);
  g_autofree char *day = NULL;
  g_autofree char *about = NULL;
  double inner = width - 2 * SHEET_MARGIN;
  double player_w = MIN (160, inner * 0.22);
  double column_w = (inner - player_w) / (N_COLUMNS - 1);
  double y = SHEET_MARGIN;
  double heading_h = 0;
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (ARRIERO_IS_SCORE_PAGE (self), NULL);
  g_return_val_if_fail (cr != NULL, NULL);
  g_return_val_if_fail (date != NULL, NULL);

  if (text != NULL)
    *text = NULL;
  if (self->score == NULL)
    return NULL;
  if (text != NULL)
    d.text = g_string_new (NULL);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);

  y += show_text (&d, self->headline, "Sans Bold 20", SHEET_MARGIN, y, inner) + 8;
  y += show_text (&d, self->detail, "Sans 11", SHEET_MARGIN, y, inner) + 6;

  for (guint p = 0; p < self->score->n_players; p++)
    {
      if (p > 0)
        g_string_append (players, ", ");
      g_string_append (players, self->score->lines[p].name);
    }
  /* TRANSLATORS: the date on the score sheet, in g_date_time_format()'s terms: "1 December 2026" */
  day = g_date_time_format (date, _("%-d %B %Y"));
  /* TRANSLATORS: under the score sheet's headline: the date, then the players' names */
  about = g_strdup_printf (_("Alpujarras, %s. Players: %s"), day, players->str);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  y += show_text (&d, about, "Sans 10", SHEET_MARGIN, y, inner) + 18;

  /* the headings, each in its own column's width */
  for (guint column = 0; column < N_COLUMNS; column++)
    {
      double w = (column == 0 ? player_w : column_w) - 8;
      PangoLayout *layout = heading_layout (&d, column_name (column), w,
                                            column == 0 ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT);
      PangoRectangle logical;

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      heading_h = MAX (heading_h, logical.height);
      g_ptr_array_add (layouts, layout);
    }
  headings = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint column = 0; column < N_COLUMNS; column++)
    {
      double x = SHEET_MARGIN + (column == 0 ? 0 : player_w + (column - 1) * column_w);
      PangoLayout *layout = g_ptr_array_index (layouts, column);
      PangoRectangle logical;
      cairo_rectangle_t box;

      /* headings sit on the rule under them */
      pango_layout_get_pixel_extents (layout, NULL, &logical);
      box = show_layout (&d, layout, x, y + heading_h - logical.height);
      g_array_append_val (headings, box);
    }
  y += heading_h + 4;
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, SHEET_MARGIN, y + 0.5);
  cairo_line_to (cr, width - SHEET_MARGIN, y + 0.5);
  cairo_stroke (cr);
  y += 6;

  for (guint p = 0; p < self->score->n_players; p++)
    {
      const AlpScoreLine *line = &self->score->lines[p];
      double row_h = 0;

      for (guint column = 0; column < N_COLUMNS; column++)
        {
          double x = SHEET_MARGIN + (column == 0 ? 0 : player_w + (column - 1) * column_w);
          double w = (column == 0 ? player_w : column_w) - 8;
          g_autofree char *cell = cell_text (line, column);
          g_autoptr(PangoLayout) layout = new_layout (&d, cell, column == N_PARTS + 1 ? "Sans Bold 11" : "Sans 11", w);
          cairo_rectangle_t box;

          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          pango_layout_set_alignment (layout, column == 0 ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT);
          box = show_layout (&d, layout, x, y);
          row_h = MAX (row_h, box.height);
        }
      y += row_h + 6;
    }

  draw_chart (self, &d, SHEET_MARGIN, y + 24, inner, height - y - 24 - SHEET_MARGIN, &black);
  cairo_restore (cr);

  if (text != NULL)
    *text = g_string_free (g_steal_pointer (&d.text), FALSE);

  return g_steal_pointer (&headings);
}

/**
 * arriero_score_page_save:
 * @path: ends in .pdf for a PDF sheet, anything else for PNG
 *
 * Writes the score sheet (arriero_score_page_draw_sheet()), dated the day
 * its save dialog opened, or today.
 */
gboolean
arriero_score_page_save (ArrieroScorePage *self,
                         const char       *path,
                         GError          **error)
{
  g_autoptr(GDateTime) today = NULL;
  GDateTime *date;
  g_autoptr(GArray) headings = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  gboolean pdf;

  g_return_val_if_fail (ARRIERO_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->score == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no score to save"));
      return FALSE;
    }
  date = self->date;
  if (date == NULL)
    date = today = g_date_time_new_now_local ();

  /* A4 across in points; a PNG at twice its 1000 × 700 for print */
  pdf = g_str_has_suffix (path, ".pdf");
  surface = pdf ? cairo_pdf_surface_create (path, 842, 595)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 2000, 1400);
  cr = cairo_create (surface);
  if (!pdf)
    cairo_scale (cr, 2, 2);
  headings = arriero_score_page_draw_sheet (self, cr, pdf ? 842 : 1000, pdf ? 595 : 700, date, NULL);
  cairo_destroy (cr);
  status = cairo_surface_status (surface);
  if (!pdf && status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not write the score sheet: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }

  return TRUE;
}

/**
 * arriero_score_page_propose_file:
 * @format: "png" or "pdf"
 * @date: the day the sheet is for
 *
 * Where the save dialog starts: "Alpujarras score 2026-12-01.png" in the
 * user's Pictures folder for a picture, Documents for a PDF, the other
 * one when that is missing, else the home folder.
 *
 * Returns: (transfer full): the proposed file
 */
GFile *
arriero_score_page_propose_file (const char *format,
                                 GDateTime  *date)
{
  gboolean png = g_strcmp0 (format, "png") == 0;
  const GUserDirectory order[] = {
    png ? G_USER_DIRECTORY_PICTURES : G_USER_DIRECTORY_DOCUMENTS,
    png ? G_USER_DIRECTORY_DOCUMENTS : G_USER_DIRECTORY_PICTURES,
  };
  const char *folder = NULL;
  g_autofree char *day = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (date != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (order) && folder == NULL; i++)
    {
      const char *dir = g_get_user_special_dir (order[i]);

      if (dir != NULL && g_file_test (dir, G_FILE_TEST_IS_DIR))
        folder = dir;
    }
  if (folder == NULL)
    folder = g_get_home_dir ();

  day = g_date_time_format (date, "%Y-%m-%d");
  /* TRANSLATORS: the proposed file name of a score sheet, with the date as 2026-12-01 */
  stem = g_strdup_printf (_("Alpujarras score %s"), day);
  name = g_strdup_printf ("%s.%s", stem, format);

  return g_file_new_build_filename (folder, name, NULL);
}

static void
save_response_cb (GtkNativeDialog  *dialog,
                  int               response,
                  ArrieroScorePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path != NULL && !arriero_score_page_save (self, path, &error))
        {
          GtkWidget *message = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                       _("The Score Sheet Was Not Saved"),
                                                       error->message);

          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (message));
        }
    }
  g_object_unref (dialog);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (widget);
  const char *format = g_variant_get_string (parameter, NULL);
  GtkFileChooserNative *dialog;
  g_autoptr(GFile) proposed = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;

  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = g_date_time_new_now_local ();
  proposed = arriero_score_page_propose_file (format, self->date);
  folder = g_file_get_parent (proposed);
  name = g_file_get_basename (proposed);

  dialog = gtk_file_chooser_native_new (_("Save the Score Sheet"),
                                        GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A score worked out at every step for a page nobody sees would cost
 * every step its table */
static void
game_changed_cb (ArrieroScorePage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update (self);
  else
    self->stale = TRUE;
}

static void
arriero_score_page_map (GtkWidget *widget)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (widget);

  GTK_WIDGET_CLASS (arriero_score_page_parent_class)->map (widget);
  if (self->stale)
    update (self);
}

static void
arriero_score_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (object);

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
arriero_score_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arriero_score_page_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_score_page_dispose (GObject *object)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (object);
  GtkWidget *child;

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->score, alp_score_free);
  g_clear_pointer (&self->settled, alp_score_free);
  g_clear_pointer (&self->headline, g_free);
  g_clear_pointer (&self->detail, g_free);
  g_clear_pointer (&self->date, g_date_time_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_SCORE_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arriero_score_page_parent_class)->dispose (object);
}

static void
arriero_score_page_class_init (ArrieroScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_score_page_dispose;
  object_class->get_property = arriero_score_page_get_property;
  object_class->set_property = arriero_score_page_set_property;
  widget_class->map = arriero_score_page_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, headline_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, detail_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, table);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, chart);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, timeline);
  g_type_ensure (ARRIERO_TYPE_TIMELINE_CHART);
  gtk_widget_class_install_action (widget_class, "score.save", "s", save_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_score_page_init (ArrieroScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->chart, chart_draw_cb, self, NULL);
  g_object_bind_property (self, "game", self->timeline, "game", G_BINDING_SYNC_CREATE);
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
}

void
arriero_score_page_set_game (ArrieroScorePage *self,
                             AlpGame          *game)
{
  g_return_if_fail (ARRIERO_IS_SCORE_PAGE (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;

  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

const char *
arriero_score_page_get_headline (ArrieroScorePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SCORE_PAGE (self), NULL);

  return self->headline;
}

/**
 * arriero_score_page_set_score:
 * @score: (nullable): the score of a game that was not tracked
 *   (alp_score_settle()), or %NULL for none
 *
 * Shows @score as a game's end is shown (table, bars, sheet), on a page
 * that has no game; a game set on the page takes its place.
 */
void
arriero_score_page_set_score (ArrieroScorePage *self,
                              const AlpScore   *score)
{
  g_return_if_fail (ARRIERO_IS_SCORE_PAGE (self));

  g_clear_pointer (&self->settled, alp_score_free);
  if (score != NULL)
    self->settled = alp_score_copy (score);
  if (self->game == NULL)
    update (self);
}

/**
 * arriero_score_page_get_score:
 *
 * Returns: (nullable) (transfer none): the score shown
 */
const AlpScore *
arriero_score_page_get_score (ArrieroScorePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SCORE_PAGE (self), NULL);

  return self->score;
}
