/* arriero-score-page.c: the final score, its breakdown and the sheet
 *
 * Each player's breakdown as a table and as stacked bars, the winner and,
 * when it decided, the tie-break by end spot (E4).  The same drawing makes
 * the score sheet saved as PNG or PDF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "arriero-board-view.h"
#include "arriero-score-page.h"

struct _ArrieroScorePage
{
  GtkWidget       parent_instance;

  GtkLabel       *headline_label;
  GtkLabel       *detail_label;
  GtkGrid        *table;
  GtkDrawingArea *chart;

  AlpGame        *game;
  AlpScore       *score;
  char           *headline;
};

G_DEFINE_FINAL_TYPE (ArrieroScorePage, arriero_score_page, GTK_TYPE_WIDGET)

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

/* The bars of the chart, and of the sheet */
static void
draw_chart (ArrieroScorePage *self,
            cairo_t          *cr,
            double            x0,
            double            y0,
            double            width,
            double            height,
            const GdkRGBA    *fg)
{
  const AlpScore *score = self->score;
  gint max = 1;
  double bar_h;

  if (score == NULL)
    return;

  for (guint p = 0; p < score->n_players; p++)
    max = MAX (max, score->lines[p].total);
  bar_h = MIN (40, (height - 30) / score->n_players - 8);

  for (guint p = 0; p < score->n_players; p++)
    {
      const AlpScoreLine *line = &score->lines[p];
      double y = y0 + p * (bar_h + 8);
      double x = x0 + 120;
      g_autofree char *total = g_strdup_printf ("%d", line->total);

      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_font_size (cr, 13);
      cairo_move_to (cr, x0, y + bar_h / 2 + 5);
      cairo_show_text (cr, line->name);

      for (guint part = 0; part < N_PARTS; part++)
        {
          double w = (width - 170) * MAX (part_value (line, part), 0) / max;
          GdkRGBA colour;

          gdk_rgba_parse (&colour, part_colours[part]);
          cairo_rectangle (cr, x, y, w, bar_h);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_fill (cr);
          x += w;
        }
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_move_to (cr, x + 6, y + bar_h / 2 + 5);
      cairo_show_text (cr, total);
    }

  /* the legend */
  for (guint part = 0; part < N_PARTS; part++)
    {
      double x = x0 + part * (width / N_PARTS);
      double y = y0 + score->n_players * (bar_h + 8) + 8;
      GdkRGBA colour;

      gdk_rgba_parse (&colour, part_colours[part]);
      cairo_rectangle (cr, x, y, 12, 12);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_font_size (cr, 11);
      cairo_move_to (cr, x + 16, y + 11);
      cairo_show_text (cr, part_name (part));
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
  GdkRGBA fg;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  draw_chart (self, cr, 0, 0, width, height, &fg);
}

static void
add_cell (ArrieroScorePage *self,
          const char       *text,
          int               column,
          int               row,
          gboolean          heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  /* The first column holds the players' names */
  gtk_label_set_ellipsize (GTK_LABEL (label), column == 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  else if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->table, label, column, row, 1, 1);
}

static void
update (ArrieroScorePage *self)
{
  GtkWidget *child;
  const AlpScoreLine *winner;
  g_autofree char *detail = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);

  g_clear_pointer (&self->score, alp_score_free);
  g_clear_pointer (&self->headline, g_free);
  if (self->game == NULL)
    return;

  self->score = alp_game_get_score (self->game);
  winner = &self->score->lines[self->score->winner];

  if (!self->score->final)
    self->headline = g_strdup_printf (_("If the game ended now, %s would lead"), winner->name);
  else if (self->score->shared)
    self->headline = g_strdup_printf (_("A shared win at %d dirhams"), winner->total);
  else
    /* TRANSLATORS: "Blue wins with 42 dirhams" */
    self->headline = g_strdup_printf (_("%s wins with %d dirhams"), winner->name, winner->total);
  gtk_label_set_text (self->headline_label, self->headline);

  if (self->score->tie_broken)
    detail = g_strdup_printf (_("Tied on the total: the more valuable end spot (%d) decides (rule E4)."),
                              winner->end_spot);
  else
    detail = g_strdup (_("Dirhams in play, plus each delivery token’s fruit count + 1, the delivery cards, "
                         "1 dirham for every 3 leftovers, and the end spot."));
  gtk_label_set_text (self->detail_label, detail);

  add_cell (self, _("Player"), 0, 0, TRUE);
  for (guint part = 0; part < N_PARTS; part++)
    add_cell (self, part_name (part), part + 1, 0, TRUE);
  add_cell (self, _("Total"), N_PARTS + 1, 0, TRUE);
  add_cell (self, _("Rank"), N_PARTS + 2, 0, TRUE);

  for (guint p = 0; p < self->score->n_players; p++)
    {
      const AlpScoreLine *line = &self->score->lines[p];
      g_autofree char *total = g_strdup_printf ("%d", line->total);
      g_autofree char *rank = g_strdup_printf ("%u", line->rank);

      add_cell (self, line->name, 0, p + 1, FALSE);
      for (guint part = 0; part < N_PARTS; part++)
        {
          g_autofree char *value = g_strdup_printf ("%d", part_value (line, part));

          add_cell (self, value, part + 1, p + 1, FALSE);
        }
      add_cell (self, total, N_PARTS + 1, p + 1, TRUE);
      add_cell (self, rank, N_PARTS + 2, p + 1, FALSE);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* The score sheet: headline, table and chart on a white page */
static void
draw_sheet (ArrieroScorePage *self,
            cairo_t          *cr,
            double            width,
            double            height)
{
  GdkRGBA black = { 0, 0, 0, 1 };
  double y = 60;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_font_size (cr, 22);
  cairo_move_to (cr, 40, y);
  cairo_show_text (cr, self->headline);

  cairo_set_font_size (cr, 11);
  y += 40;
  cairo_move_to (cr, 40, y);
  cairo_show_text (cr, _("Player"));
  for (guint part = 0; part <= N_PARTS; part++)
    {
      cairo_move_to (cr, 160 + part * 80, y);
      cairo_show_text (cr, part < N_PARTS ? part_name (part) : _("Total"));
    }

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  for (guint p = 0; p < self->score->n_players; p++)
    {
      const AlpScoreLine *line = &self->score->lines[p];

      y += 22;
      cairo_move_to (cr, 40, y);
      cairo_show_text (cr, line->name);
      for (guint part = 0; part <= N_PARTS; part++)
        {
          g_autofree char *value = g_strdup_printf ("%d", part < N_PARTS ? part_value (line, part) : line->total);

          cairo_move_to (cr, 160 + part * 80, y);
          cairo_show_text (cr, value);
        }
    }

  draw_chart (self, cr, 40, y + 40, width - 80, height - y - 80, &black);
}

/**
 * arriero_score_page_save:
 * @path: ends in .pdf for a PDF sheet, anything else for PNG
 *
 * Writes the score sheet.
 */
gboolean
arriero_score_page_save (ArrieroScorePage *self,
                         const char       *path,
                         GError          **error)
{
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

  pdf = g_str_has_suffix (path, ".pdf");
  surface = pdf ? cairo_pdf_surface_create (path, 842, 595)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 700);
  cr = cairo_create (surface);
  draw_sheet (self, cr, pdf ? 842 : 1000, pdf ? 595 : 700);
  cairo_destroy (cr);
  if (!pdf)
    cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
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

static void
save_response_cb (GtkNativeDialog  *dialog,
                  int               response,
                  ArrieroScorePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path != NULL && !arriero_score_page_save (self, path, &error))
        g_warning ("%s", error->message);
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
  g_autofree char *name = g_strdup_printf ("%s.%s", _("score"), format);

  dialog = gtk_file_chooser_native_new (_("Save the Score Sheet"),
                                        GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
arriero_score_page_dispose (GObject *object)
{
  ArrieroScorePage *self = ARRIERO_SCORE_PAGE (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  g_clear_pointer (&self->score, alp_score_free);
  g_clear_pointer (&self->headline, g_free);
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

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/arriero/Arriero/arriero-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, headline_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, detail_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, table);
  gtk_widget_class_bind_template_child (widget_class, ArrieroScorePage, chart);
  gtk_widget_class_install_action (widget_class, "score.save", "s", save_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_score_page_init (ArrieroScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->chart, chart_draw_cb, self, NULL);
}

void
arriero_score_page_set_game (ArrieroScorePage *self,
                             AlpGame          *game)
{
  g_return_if_fail (ARRIERO_IS_SCORE_PAGE (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  g_set_object (&self->game, game);
  update (self);
}

const char *
arriero_score_page_get_headline (ArrieroScorePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SCORE_PAGE (self), NULL);

  return self->headline;
}
