/* arriero-canal-view.c: the canal map, where the edition describes one
 *
 * Every channel space is an item (index: its place in the edition's
 * map): its id, its shape (a T space leads to a farmland), whether it
 * touches a start channel, the symbols printed on it and whether a
 * channel token covers it.  An edition without a canal map says so: its
 * irrigations are described per action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-canal-view.h"
#include "arriero-drawing.h"

struct _ArrieroCanalView
{
  ArrieroTablePart parent_instance;

  GtkFlowBox *channels;
  GtkLabel   *unknown_label;
  guint       n_items;
  AlpEdition *edition;    /* whose map the items show */
};

G_DEFINE_FINAL_TYPE (ArrieroCanalView, arriero_canal_view, ARRIERO_TYPE_TABLE_PART)

static char *
describe (AlpGame              *game,
          const AlpChannelInfo *info)
{
  GString *str = g_string_new (NULL);

  /* TRANSLATORS: a channel space of the canal map, by its printed id */
  g_string_append_printf (str, _("Channel space %s"), info->id);
  if (info->shape == ALP_CHANNEL_T)
    g_string_append_printf (str, ", %s", _("a T space"));
  if (info->leads_to < ALP_N_REGIONS)
    g_string_append_printf (str, _(", leads to the %s farmland"), alp_region_get_name (info->leads_to));
  if (info->start)
    g_string_append (str, _(", next to a start channel"));
  if (info->dirhams > 0)
    g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, ", %u dirham", ", %u dirhams", info->dirhams),
                            info->dirhams);
  if (info->norias > 0)
    g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, ", %u noria", ", %u norias", info->norias),
                            info->norias);
  g_string_append (str, info->covered ? _(": covered by a channel token") : _(": free"));

  return g_string_free (str, FALSE);
}

static void
fill (GtkWidget            *box,
      const AlpChannelInfo *info)
{
  GtkWidget *row;
  g_autofree char *count = NULL;

  arriero_box_begin (box);
  row = arriero_box_add_row (box);
  arriero_box_add_icon (row, info->covered ? "arriero-irrigate" : "arriero-irrigate-symbolic",
                        info->covered ? _("Covered by a channel token") : _("Free"), NULL);
  arriero_box_add_label (row, info->id, "heading");
  if (info->start)
    arriero_box_add_label (row, _("start"), "accent");

  row = arriero_box_add_row (box);
  if (info->leads_to < ALP_N_REGIONS)
    {
      GdkRGBA colour;
      g_autofree char *words = g_strdup_printf (_("Leads to the %s farmland"), alp_region_get_name (info->leads_to));

      arriero_colour_for_region (info->leads_to, &colour);
      arriero_box_add_label (row, "T →", NULL);
      arriero_box_add_swatch (row, &colour, words);
    }
  if (info->dirhams > 0)
    {
      count = g_strdup_printf ("%u", info->dirhams);
      arriero_box_add_icon (row, "arriero-dirham", arriero_icon_words (ALP_ICON_DIRHAM), count);
      g_clear_pointer (&count, g_free);
    }
  if (info->norias > 0)
    {
      count = g_strdup_printf ("%u", info->norias);
      arriero_box_add_icon (row, "arriero-noria", arriero_icon_words (ALP_ICON_NORIA), count);
    }
  arriero_box_end (box);
}

/* A new edition may bring another map: the items are made anew */
static void
make_items (ArrieroCanalView *self,
            AlpGame          *game)
{
  GtkWidget *child;

  arriero_table_part_remove_items (ARRIERO_TABLE_PART (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->channels))) != NULL)
    gtk_flow_box_remove (self->channels, child);
  self->n_items = alp_game_get_n_channels (game);
  for (guint c = 0; c < self->n_items; c++)
    gtk_flow_box_append (self->channels, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), c));
  g_set_object (&self->edition, alp_game_get_edition (game));
}

static void
arriero_canal_view_update (ArrieroTablePart *part,
                           AlpGame          *game)
{
  ArrieroCanalView *self = ARRIERO_CANAL_VIEW (part);
  gboolean known = alp_game_get_canal_known (game);

  if (self->edition != alp_game_get_edition (game))
    make_items (self, game);

  gtk_widget_set_visible (GTK_WIDGET (self->unknown_label), !known);
  gtk_widget_set_visible (GTK_WIDGET (self->channels), known);
  for (guint c = 0; c < self->n_items; c++)
    {
      AlpChannelInfo info;
      g_autofree char *text = NULL;

      if (!alp_game_get_channel (game, c, &info))
        continue;
      text = describe (game, &info);
      if (arriero_table_part_set_item_text (part, c, text))
        {
          GtkWidget *item = arriero_table_part_get_item (part, c);

          fill (arriero_table_part_get_item_box (part, c), &info);
          if (info.covered)
            gtk_widget_add_css_class (item, "covered");
          else
            gtk_widget_remove_css_class (item, "covered");
        }
    }
}

static void
arriero_canal_view_dispose (GObject *object)
{
  ArrieroCanalView *self = ARRIERO_CANAL_VIEW (object);

  g_clear_object (&self->edition);

  G_OBJECT_CLASS (arriero_canal_view_parent_class)->dispose (object);
}

/* A channel space of the map to irrigate */
static gboolean
arriero_canal_view_find_pick (ArrieroTablePart *part,
                              AlpGame          *game,
                              const AlpPick    *pick,
                              guint            *index)
{
  if (pick->kind != ALP_PICK_CHANNEL || pick->index >= ARRIERO_CANAL_VIEW (part)->n_items)
    return FALSE;
  *index = pick->index;
  return TRUE;
}

static void
arriero_canal_view_class_init (ArrieroCanalViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = arriero_canal_view_dispose;
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_canal_view_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_canal_view_find_pick;
}

static void
arriero_canal_view_init (ArrieroCanalView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  self->unknown_label = GTK_LABEL (gtk_label_new (_("This copy’s edition does not describe the canal map: each irrigation is described when it is played.")));
  gtk_label_set_wrap (self->unknown_label, TRUE);
  gtk_label_set_xalign (self->unknown_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->unknown_label), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->unknown_label));

  self->channels = arriero_item_flow_new (4, 16);
  gtk_flow_box_set_homogeneous (self->channels, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->channels));

  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Canal Map"), box));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Canal map"), -1);
}
