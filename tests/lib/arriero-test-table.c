/* arriero-test-table.c: the marked items of the table's parts, for the GTK tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-test-table.h"

/* More than any part holds: a part answers NULL past its last item */
#define MAX_ITEMS 200

static void
collect_marked (GtkWidget   *widget,
                ArrieroMark  mark,
                gboolean     shown_only,
                GArray      *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ARRIERO_IS_TABLE_PART (child))
      {
        for (guint i = 0; i < MAX_ITEMS; i++)
          {
            GtkWidget *item = arriero_table_part_get_item (ARRIERO_TABLE_PART (child), i);

            if (item != NULL && (!shown_only || gtk_widget_is_drawable (item)) &&
                arriero_table_part_get_mark (ARRIERO_TABLE_PART (child), i) == mark)
              {
                Marked m = { ARRIERO_TABLE_PART (child), i };

                g_array_append_val (out, m);
              }
          }
      }
    else
      collect_marked (child, mark, shown_only, out);
}

GArray *
marked_items (GtkWidget   *root,
              ArrieroMark  mark,
              gboolean     shown_only)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Marked));

  collect_marked (root, mark, shown_only, out);
  return out;
}

GtkWidget *
find_marked (GtkWidget     *root,
             ArrieroMark    mark,
             const AlpPick *pick)
{
  g_autoptr(GArray) items = marked_items (root, mark, FALSE);

  for (guint i = 0; i < items->len; i++)
    {
      const Marked *m = &g_array_index (items, Marked, i);
      AlpPick marked;

      if (arriero_table_part_get_item_pick (m->part, m->index, &marked) &&
          marked.kind == pick->kind && marked.index == pick->index)
        return arriero_table_part_get_item (m->part, m->index);
    }

  return NULL;
}
