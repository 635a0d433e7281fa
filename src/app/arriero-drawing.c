/* arriero-drawing.c: colours, marks and shapes the views draw alike
 *
 * The board, the player rows, the score page, the segment previews and the
 * question forms draw a mule, a farmland or a space's icons the same way;
 * these are the pieces they share: among them the board's icons (SVG
 * files in the resource, a colour and a symbolic variant each, written
 * by build-aux/make-board-icons), their names and what each means in
 * words, for tooltips, accessible names and the legend.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-icon-paintable.h"

static const char * const mule_colours[] = {
  "#3584e4", "#e01b24", "#f6f5f4", "#241f31", "#865e3c", "#9a9996",
};

static const char * const region_colours[ALP_N_REGIONS] = {
  "#33d17a", "#9141ac", "#ff7800", "#c01c28", "#f6d32d",
};

void
arriero_colour_for_mule (AlpGame *game,
                         guint    mule,
                         GdkRGBA *rgba)
{
  guint colour = ALP_COLOUR_GREY;

  if (!alp_game_is_zara (game, mule))
    colour = alp_game_get_setup (game)->colours[mule];
  gdk_rgba_parse (rgba, mule_colours[MIN (colour, G_N_ELEMENTS (mule_colours) - 1)]);
}

void
arriero_colour_for_region (AlpRegion  region,
                           GdkRGBA   *rgba)
{
  gdk_rgba_parse (rgba, region_colours[region % ALP_N_REGIONS]);
}

/* In AlpIcon order, then the fruits, then the other pieces */
static const ArrieroSymbol symbols[] = {
  { "arriero-add-farmer", N_("Add a farmer to any farmland") },
  { "arriero-add-farmer-green", N_("Add a farmer to the green farmland") },
  { "arriero-add-farmer-purple", N_("Add a farmer to the purple farmland") },
  { "arriero-add-farmer-orange", N_("Add a farmer to the orange farmland") },
  { "arriero-add-farmer-red", N_("Add a farmer to the red farmland") },
  { "arriero-add-farmer-yellow", N_("Add a farmer to the yellow farmland") },
  { "arriero-move-farmer", N_("Move a farmer to another farmland") },
  { "arriero-irrigate", N_("Irrigate: place a channel token") },
  { "arriero-noria", N_("Take a noria") },
  { "arriero-fruit", N_("Take a fruit from the supply") },
  { "arriero-dirham", N_("Take a dirham") },
  { "arriero-goal", N_("Complete a goal") },
  { "arriero-fruit-apple", N_("Apple") },
  { "arriero-fruit-grape", N_("Grape") },
  { "arriero-fruit-orange", N_("Orange") },
  { "arriero-fruit-cherry", N_("Cherry") },
  { "arriero-fruit-lemon", N_("Lemon") },
  { "arriero-market-cart", N_("Market: deliver fruit for a delivery token or card") },
  { "arriero-harvest-sickle", N_("Harvest: take the fruit of your farmers’ farmlands") },
  { "arriero-noria-small", N_("Small noria, worth 1") },
  { "arriero-noria-large", N_("Large noria, worth 3") },
  { "arriero-goal-token", N_("Goal token") },
  { "arriero-delivery-token", N_("Delivery token") },
  { "arriero-card", N_("Delivery card") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (symbols) == ALP_N_ICONS + ALP_N_FRUITS + 7);

/**
 * arriero_symbols:
 *
 * Returns: (array length=n_symbols): every symbol the board draws
 */
const ArrieroSymbol *
arriero_symbols (guint *n_symbols)
{
  *n_symbols = G_N_ELEMENTS (symbols);
  return symbols;
}

/**
 * arriero_icon_name:
 *
 * Returns: the name of @icon's picture in the icon theme (add
 *   "-symbolic" for the symbolic variant)
 */
const char *
arriero_icon_name (AlpIcon icon)
{
  return icon < ALP_N_ICONS ? symbols[icon].icon_name : "image-missing";
}

/**
 * arriero_icon_words:
 *
 * Returns: what @icon means, in words
 */
const char *
arriero_icon_words (AlpIcon icon)
{
  return icon < ALP_N_ICONS ? _(symbols[icon].words) : _("Not described yet");
}

const char *
arriero_fruit_icon_name (AlpFruit fruit)
{
  return fruit < ALP_N_FRUITS ? symbols[ALP_N_ICONS + fruit].icon_name : "image-missing";
}

/* Returns: @fruit's name as its picture's tooltip says it ("Apple") */
const char *
arriero_fruit_words (AlpFruit fruit)
{
  g_return_val_if_fail (fruit < ALP_N_FRUITS, NULL);

  return _(symbols[ALP_N_ICONS + fruit].words);
}

/**
 * arriero_icons_words:
 *
 * Returns: (transfer full): what @icons mean, in words, repeats counted
 *   ("2 × Take a dirham, Take a noria"; "No action" for a place printed
 *   empty)
 */
char *
arriero_icons_words (const guint8 *icons,
                     guint         n_icons)
{
  GString *str;

  if (n_icons == 0)
    return g_strdup (_("No action"));

  str = g_string_new (NULL);
  for (guint i = 0; i < n_icons; i++)
    {
      guint same = 1;

      while (i + 1 < n_icons && icons[i + 1] == icons[i])
        {
          same++;
          i++;
        }
      if (str->len > 0)
        g_string_append (str, ", ");
      if (same > 1)
        /* TRANSLATORS: an icon printed several times, as "2 × Take a dirham" */
        g_string_append_printf (str, _("%u × %s"), same, arriero_icon_words (icons[i]));
      else
        g_string_append (str, arriero_icon_words (icons[i]));
    }

  return g_string_free (str, FALSE);
}

/**
 * arriero_draw_icon:
 * @icon_name: an icon of the resource (the colour variant)
 * @scale: the widget's scale factor
 *
 * Paints @icon_name into the square at @x, @y of side @size.
 */
void
arriero_draw_icon (cairo_t    *cr,
                   const char *icon_name,
                   double      x,
                   double      y,
                   double      size,
                   int         scale)
{
  GdkPixbuf *pixbuf = arriero_icon_pixbuf (icon_name, (int) (size * scale + 0.5));

  if (pixbuf == NULL)
    return;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

/**
 * arriero_draw_icons:
 * @cr: where to paint
 * @icons: (array length=n_icons): the #AlpIcon of a space or spot
 * @n_icons: how many
 * @x: the room's left
 * @y: the room's top
 * @w: the room's width
 * @h: the room's height
 * @scale: the widget's scale factor
 *
 * Paints a space's or spot's icons as the printed piece shows them, as
 * large as the room lets them be (20 px at most), in centred rows.
 */
void
arriero_draw_icons (cairo_t      *cr,
                    const guint8 *icons,
                    guint         n_icons,
                    double        x,
                    double        y,
                    double        w,
                    double        h,
                    int           scale)
{
  double size = 20;
  guint cols = 1, rows = 1;

  if (n_icons == 0)
    return;
  for (; size > 8; size -= 1)
    {
      cols = MAX (1, (guint) (w / size));
      rows = (n_icons + cols - 1) / cols;
      if (rows * size <= h)
        break;
    }
  cols = MIN (cols, n_icons);
  for (guint i = 0; i < n_icons; i++)
    {
      guint row = i / cols, col = i % cols;
      guint in_row = row + 1 < rows ? cols : n_icons - row * cols;
      double left = x + (w - in_row * size) / 2;

      arriero_draw_icon (cr, arriero_icon_name (icons[i]), left + col * size,
                         y + (h - rows * size) / 2 + row * size, size, scale);
    }
}

/* A widget's words are its tooltip, given when GTK asks for it
 * (::query-tooltip).  gtk_widget_set_tooltip_text() in GTK 4.8 asks the X
 * server where the pointer is at every call, to show the new text at once
 * if the pointer rests there: two round trips and a pick of the widget
 * under the pointer for every word that changes, which a step of the game
 * does on dozens of the table's items.  A tooltip is hidden by the click
 * or key that makes a step, and the next one shown asks again. */
#define WORDS_KEY "arriero-words"

static gboolean
query_words_cb (GtkWidget  *widget,
                int         x,
                int         y,
                gboolean    keyboard,
                GtkTooltip *tooltip,
                gpointer    user_data)
{
  const char *words = g_object_get_data (G_OBJECT (widget), WORDS_KEY);

  if (words == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}

/**
 * arriero_widget_set_words:
 * @words: (nullable): what @widget is, in words; %NULL or "" for none
 *
 * Sets the text of @widget's tooltip, as gtk_widget_set_tooltip_text()
 * would but without asking the window system where the pointer is.
 */
void
arriero_widget_set_words (GtkWidget  *widget,
                          const char *words)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (words != NULL && *words == '\0')
    words = NULL;
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), WORDS_KEY), words) == 0)
    return;
  if (g_signal_handler_find (widget, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, query_words_cb, NULL) == 0)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_words_cb), NULL);
  g_object_set_data_full (G_OBJECT (widget), WORDS_KEY, g_strdup (words), g_free);
  gtk_widget_set_has_tooltip (widget, words != NULL);
}

/**
 * arriero_widget_get_words:
 *
 * Returns: (nullable): the text of @widget's tooltip, as set by
 *   arriero_widget_set_words()
 */
const char *
arriero_widget_get_words (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), WORDS_KEY);
}

/**
 * arriero_icon_image_new:
 * @words: (nullable): what it means, its tooltip and accessible name
 *
 * Returns: (transfer floating): an image of @icon_name
 */
GtkWidget *
arriero_icon_image_new (const char *icon_name,
                        const char *words)
{
  GtkWidget *image = gtk_image_new ();

  arriero_image_set_icon (GTK_IMAGE (image), icon_name);
  if (words != NULL)
    {
      gtk_widget_set_tooltip_text (image, words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
    }
  return image;
}

/**
 * arriero_rounded_rect:
 *
 * Adds a rectangle with round corners to the path of @cr.
 */
void
arriero_rounded_rect (cairo_t *cr,
                      double   x,
                      double   y,
                      double   w,
                      double   h,
                      double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}
