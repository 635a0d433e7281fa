/* arriero-drawing.c: colours, marks and shapes the views draw alike
 *
 * The board, the player rows, the score page, the segment previews and the
 * question forms draw a mule, a farmland or a space's icons the same way;
 * these are the pieces they share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"

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

/**
 * arriero_icon_label:
 *
 * Returns: a short text standing for @icon on the board
 */
const char *
arriero_icon_label (AlpIcon icon)
{
  switch (icon)
    {
    /* TRANSLATORS: short marks drawn on the board's spaces; keep them to 1-3 characters */
    case ALP_ICON_ADD_FARMER: return C_("icon", "F+");
    case ALP_ICON_ADD_FARMER_GREEN: return C_("icon", "F+g");
    case ALP_ICON_ADD_FARMER_PURPLE: return C_("icon", "F+p");
    case ALP_ICON_ADD_FARMER_ORANGE: return C_("icon", "F+o");
    case ALP_ICON_ADD_FARMER_RED: return C_("icon", "F+r");
    case ALP_ICON_ADD_FARMER_YELLOW: return C_("icon", "F+y");
    case ALP_ICON_MOVE_FARMER: return C_("icon", "F→");
    case ALP_ICON_IRRIGATE: return C_("icon", "≈");
    case ALP_ICON_NORIA: return C_("icon", "N");
    case ALP_ICON_FRUIT: return C_("icon", "Fr");
    case ALP_ICON_DIRHAM: return C_("icon", "D");
    case ALP_ICON_GOAL: return C_("icon", "✓");
    case ALP_N_ICONS:
    default:
      return "?";
    }
}

/**
 * arriero_icons_label:
 * @icons: (array length=n_icons): #AlpIcon values
 *
 * Returns: (transfer full): the marks of @icons as the board prints them,
 *   repeats counted ("2D N"); empty for none
 */
char *
arriero_icons_label (const guint8 *icons,
                     guint         n_icons)
{
  GString *str = g_string_new (NULL);

  for (guint i = 0; i < n_icons; i++)
    {
      guint same = 1;

      while (i + 1 < n_icons && icons[i + 1] == icons[i])
        {
          same++;
          i++;
        }
      if (str->len > 0)
        g_string_append_c (str, ' ');
      if (same > 1)
        g_string_append_printf (str, "%u", same);
      g_string_append (str, arriero_icon_label (icons[i]));
    }

  return g_string_free (str, FALSE);
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
