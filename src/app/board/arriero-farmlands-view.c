/* arriero-farmlands-view.c: the five farmlands, as the table sees them
 *
 * Each farmland is an item (index: its AlpRegion): its printed fruit
 * fields (or "not described yet"), the fruit left on it, the crop tokens
 * placed and every player's farmers.  Read from the engine at every
 * change; a farmland is filled anew only when what it says changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-drawing.h"
#include "arriero-farmlands-view.h"

struct _ArrieroFarmlandsView
{
  ArrieroTablePart parent_instance;
};

G_DEFINE_FINAL_TYPE (ArrieroFarmlandsView, arriero_farmlands_view, ARRIERO_TYPE_TABLE_PART)

/* The farmland in words: what a screen reader says, and the item's
 * fingerprint */
static char *
describe (AlpGame   *game,
          AlpRegion  region)
{
  GString *str = g_string_new (NULL);
  guint n_fields;
  const guint8 *fields = alp_game_get_farmland_fields (game, region, &n_fields);
  gboolean any = FALSE;

  /* TRANSLATORS: "green farmland" */
  g_string_append_printf (str, _("%s farmland"), alp_region_get_name (region));
  g_string_append (str, ". ");
  if (fields == NULL)
    g_string_append (str, _("Printed fields: not described yet"));
  else
    {
      g_string_append (str, _("Printed fields:"));
      for (guint i = 0; i < n_fields; i++)
        g_string_append_printf (str, "%s %s", i > 0 ? "," : "", alp_fruit_get_name (fields[i], 1));
    }
  g_string_append (str, ". ");
  g_string_append (str, _("Fruit left:"));
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint n = alp_game_get_farmland_fruit (game, region, f);
      guint crops = alp_game_get_farmland_crops (game, region, f);

      if (n == 0 && crops == 0)
        continue;
      g_string_append_printf (str, "%s %u %s", any ? "," : "", n, alp_fruit_get_name (f, n));
      if (crops > 0)
        g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, " (%u crop token)", " (%u crop tokens)", crops),
                                crops);
      any = TRUE;
    }
  if (!any)
    g_string_append_printf (str, " %s", _("none"));
  g_string_append (str, ". ");
  g_string_append (str, _("Farmers:"));
  arriero_describe_farmers (str, game, region, alp_game_get_farmland_farmers);

  return g_string_free (str, FALSE);
}

static void
fill (GtkWidget *box,
      AlpGame   *game,
      AlpRegion  region)
{
  g_autofree char *title = g_strdup_printf (_("%s farmland"), alp_region_get_name (region));
  guint n_fields;
  const guint8 *fields = alp_game_get_farmland_fields (game, region, &n_fields);
  GdkRGBA colour;
  GtkWidget *row;

  arriero_box_begin (box);
  arriero_colour_for_region (region, &colour);
  arriero_box_add_head (box, &colour, title);

  /* the printed fields */
  row = arriero_box_add_row (box);
  arriero_box_add_label (row, _("Fields"), "dim-label");
  if (fields == NULL)
    arriero_box_add_label (row, _("unknown"), "dim-label");
  for (guint i = 0; fields != NULL && i < n_fields; i++)
    arriero_box_add_icon (row, arriero_fruit_icon_name (fields[i]), alp_fruit_get_name (fields[i], 1), NULL);

  /* the fruit left, and the crop tokens among it */
  row = arriero_box_add_row (box);
  arriero_box_add_label (row, _("Left"), "dim-label");
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint n = alp_game_get_farmland_fruit (game, region, f);
      guint crops = alp_game_get_farmland_crops (game, region, f);
      g_autofree char *count = crops > 0 ? g_strdup_printf ("%u (%u)", n, crops) : g_strdup_printf ("%u", n);

      if (n > 0 || crops > 0)
        arriero_box_add_icon (row, arriero_fruit_icon_name (f), alp_fruit_get_name (f, n), count);
    }

  /* the farmers, in their players' colours */
  row = arriero_box_add_row (box);
  arriero_box_add_label (row, _("Farmers"), "dim-label");
  arriero_box_add_farmers (row, game, region, alp_game_get_farmland_farmers);
  arriero_box_end (box);
}

static void
arriero_farmlands_view_update (ArrieroTablePart *part,
                               AlpGame          *game)
{
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      g_autofree char *text = describe (game, r);

      if (arriero_table_part_set_item_text (part, r, text))
        fill (arriero_table_part_get_item_box (part, r), game, r);
    }
}

/* A farmland a farmer goes to (or a T channel feeds), or one it leaves */
static gboolean
arriero_farmlands_view_find_pick (ArrieroTablePart *part,
                                  AlpGame          *game,
                                  const AlpPick    *pick,
                                  guint            *index)
{
  if ((pick->kind != ALP_PICK_FARMLAND && pick->kind != ALP_PICK_FROM) || pick->index >= ALP_N_REGIONS)
    return FALSE;
  *index = pick->index;
  return TRUE;
}

static void
arriero_farmlands_view_class_init (ArrieroFarmlandsViewClass *klass)
{
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_farmlands_view_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_farmlands_view_find_pick;
}

static void
arriero_farmlands_view_init (ArrieroFarmlandsView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    gtk_box_append (GTK_BOX (row), arriero_table_part_add_item (ARRIERO_TABLE_PART (self), r));
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Farmlands"), row));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Farmlands"), -1);
}
