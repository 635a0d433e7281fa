/* arriero-market-view.c: the market card, in its current order
 *
 * Its five places (items 0-4), each with the fruit now there and the
 * bonus printed at that place; a bonus the copy has not described yet is
 * shown as unknown, never as an invented value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-market-view.h"

struct _ArrieroMarketView
{
  ArrieroTablePart parent_instance;
};

G_DEFINE_FINAL_TYPE (ArrieroMarketView, arriero_market_view, ARRIERO_TYPE_TABLE_PART)

static void
arriero_market_view_update (ArrieroTablePart *part,
                            AlpGame          *game)
{
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      AlpFruit fruit = alp_game_get_market_fruit (game, i);
      gint bonus = alp_game_get_market_bonus (game, i);
      g_autofree char *text = NULL;
      g_autofree char *place = g_strdup_printf ("%u.", i + 1);
      g_autofree char *value = bonus >= 0 ? g_strdup_printf ("+%d", bonus) : g_strdup ("(?)");
      GtkWidget *row;

      if (bonus >= 0)
        /* TRANSLATORS: a place of the market card: its number, the fruit there and its bonus */
        text = g_strdup_printf (_("Market card, place %u: %s, bonus %d"), i + 1, alp_fruit_get_name (fruit, 1), bonus);
      else
        text = g_strdup_printf (_("Market card, place %u: %s, bonus not described yet"), i + 1,
                                alp_fruit_get_name (fruit, 1));
      if (!arriero_table_part_set_item_text (part, i, text))
        continue;

      row = arriero_table_part_get_item_box (part, i);
      arriero_box_begin (row);
      arriero_box_add_label (row, place, "dim-label");
      arriero_box_add_icon (row, arriero_fruit_icon_name (fruit), alp_fruit_get_name (fruit, 1), value);
      arriero_box_end (row);
    }
}

static void
arriero_market_view_class_init (ArrieroMarketViewClass *klass)
{
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_market_view_update;
}

static void
arriero_market_view_init (ArrieroMarketView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      GtkWidget *item = arriero_table_part_add_item (ARRIERO_TABLE_PART (self), i);

      gtk_orientable_set_orientation (GTK_ORIENTABLE (arriero_table_part_get_item_box (ARRIERO_TABLE_PART (self), i)),
                                      GTK_ORIENTATION_HORIZONTAL);
      gtk_box_append (GTK_BOX (row), item);
    }
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Market Card"), row));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Market card"), -1);
}
