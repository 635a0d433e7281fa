/* arriero-pick-tray.c: the fruit and the other picks the table makes off the board's parts
 *
 * A pick the farmlands, villages, canal, cards and goals do not show has
 * its place here: the five fruits (items 0-4: a fruit to take, to give
 * back, a crop token's fruit) and a row of the other targets of the pick
 * under way (items from EXTRA on: "No fruit", "Spend 2 norias", "Take
 * dirhams", a channel space without a canal map, ...), each named as the
 * engine says it.  The row keeps its height when empty, so that nothing
 * below it moves as the picks come and go.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-pick-tray.h"

#define EXTRA     ALP_N_FRUITS
#define MAX_EXTRA 12

struct _ArrieroPickTray
{
  ArrieroTablePart parent_instance;

  AlpPick  extras[MAX_EXTRA];
  guint    n_extras;
};

G_DEFINE_FINAL_TYPE (ArrieroPickTray, arriero_pick_tray, ARRIERO_TYPE_TABLE_PART)

static void
fill_extra (ArrieroPickTray *self,
            AlpGame         *game,
            guint            i)
{
  ArrieroTablePart *part = ARRIERO_TABLE_PART (self);
  GtkWidget *button = arriero_table_part_get_item (part, EXTRA + i);
  g_autofree char *text = NULL;
  GtkWidget *box;

  /* the flow box's child, as the other parts do: a hidden item's place
   * would still be laid out, a row of its padding */
  gtk_widget_set_visible (gtk_widget_get_parent (button), i < self->n_extras);
  if (i >= self->n_extras || game == NULL)
    return;
  text = alp_game_describe_pick (game, &self->extras[i]);
  if (!arriero_table_part_set_item_text (part, EXTRA + i, text))
    return;
  box = arriero_table_part_get_item_box (part, EXTRA + i);
  arriero_box_begin (box);
  arriero_box_add_label (box, text, NULL);
  arriero_box_end (box);
}

static void
arriero_pick_tray_update (ArrieroTablePart *part,
                          AlpGame          *game)
{
  ArrieroPickTray *self = ARRIERO_PICK_TRAY (part);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      const char *name = alp_fruit_get_name (f, 1);

      if (!arriero_table_part_set_item_text (part, f, name))
        continue;
      arriero_box_clear (arriero_table_part_get_item_box (part, f));
      arriero_box_add_icon (arriero_table_part_get_item_box (part, f), arriero_fruit_icon_name (f), name,
                            NULL);
    }
  for (guint i = 0; i < MAX_EXTRA; i++)
    fill_extra (self, game, i);
}

/* A fruit (taken, given back, a crop token's), else one of the extras */
static gboolean
arriero_pick_tray_find_pick (ArrieroTablePart *part,
                             AlpGame          *game,
                             const AlpPick    *pick,
                             guint            *index)
{
  ArrieroPickTray *self = ARRIERO_PICK_TRAY (part);

  if ((pick->kind == ALP_PICK_FRUIT || pick->kind == ALP_PICK_FRUIT_BACK || pick->kind == ALP_PICK_CROP) &&
      pick->index < ALP_N_FRUITS)
    {
      *index = pick->index;
      return TRUE;
    }
  for (guint i = 0; i < self->n_extras; i++)
    if (self->extras[i].kind == pick->kind && self->extras[i].index == pick->index)
      {
        *index = EXTRA + i;
        return TRUE;
      }

  return FALSE;
}

static void
arriero_pick_tray_class_init (ArrieroPickTrayClass *klass)
{
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_pick_tray_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_pick_tray_find_pick;
}

static void
arriero_pick_tray_init (ArrieroPickTray *self)
{
  ArrieroTablePart *part = ARRIERO_TABLE_PART (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *fruits = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkFlowBox *extras = arriero_item_flow_new (2, 6);
  GtkFlowBox *probe = arriero_item_flow_new (1, 1);
  g_autoptr(GtkSizeGroup) row = gtk_size_group_new (GTK_SIZE_GROUP_VERTICAL);
  GtkWidget *sample = gtk_button_new_with_label (_("No fruit"));

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      gtk_box_append (GTK_BOX (fruits), arriero_table_part_add_item (part, f));
      gtk_orientable_set_orientation (GTK_ORIENTABLE (arriero_table_part_get_item_box (part, f)),
                                      GTK_ORIENTATION_HORIZONTAL);
    }
  for (guint i = 0; i < MAX_EXTRA; i++)
    {
      GtkWidget *item = arriero_table_part_add_item (part, EXTRA + i);

      gtk_flow_box_append (extras, item);
      gtk_widget_set_visible (gtk_widget_get_parent (item), FALSE);
    }
  /* One row of items high, empty or not, so that the parts below stay
   * where they are as the picks come and go: the height a hidden flow box
   * of one item would take (a size group measures its hidden members), in
   * the style and font the items have */
  gtk_widget_add_css_class (sample, "flat");
  gtk_widget_add_css_class (sample, "table-item");
  gtk_flow_box_append (probe, sample);
  gtk_widget_set_visible (GTK_WIDGET (probe), FALSE);
  gtk_size_group_add_widget (row, GTK_WIDGET (extras));
  gtk_size_group_add_widget (row, GTK_WIDGET (probe));
  gtk_box_append (GTK_BOX (box), fruits);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (extras));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (probe));
  arriero_table_part_set_child (part, arriero_section_new (_("Fruit and Other Picks"), box));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fruit and other picks"),
                                  -1);
}

/**
 * arriero_pick_tray_set_extras:
 * @picks: (array length=n_picks): the targets no other part shows
 *
 * Shows @picks as items (at most 12; their marks are set apart).
 */
void
arriero_pick_tray_set_extras (ArrieroPickTray *self,
                              const AlpPick   *picks,
                              guint            n_picks)
{
  g_return_if_fail (ARRIERO_IS_PICK_TRAY (self));

  self->n_extras = MIN (n_picks, MAX_EXTRA);
  if (self->n_extras > 0)
    memcpy (self->extras, picks, self->n_extras * sizeof (AlpPick));
  for (guint i = 0; i < MAX_EXTRA; i++)
    fill_extra (self, arriero_table_part_get_game (ARRIERO_TABLE_PART (self)), i);
}

/**
 * arriero_pick_tray_forget_extras:
 *
 * Forgets the extras (no pick finds them any more) but leaves their items
 * as they are, for a caller that sets the extras again before the next
 * frame: items hidden and shown again would be laid out anew.
 */
void
arriero_pick_tray_forget_extras (ArrieroPickTray *self)
{
  g_return_if_fail (ARRIERO_IS_PICK_TRAY (self));

  self->n_extras = 0;
}
