/* arriero-test-table.h: the marked items of the table's parts, for the GTK tests
 *
 * Walks a window's widgets for its ArrieroTablePart children (farmlands,
 * canal, villages, cards, goals, the pick tray) and lists their items
 * marked as a target or as refused, as a table would see them marked.
 *
 * Part of the test library of tests/lib (libarriero-test-app).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"
#include "arriero-table-part.h"

G_BEGIN_DECLS

/* An item of a table's part: the part, and the item's index in it */
typedef struct
{
  ArrieroTablePart *part;
  guint             index;
} Marked;

/* Every item under @root marked @mark, in the widgets' order; with
 * @shown_only, only those drawn now (a card row paged away is not) */
GArray *marked_items (GtkWidget   *root,
                      ArrieroMark  mark,
                      gboolean     shown_only);

/* The first item under @root marked @mark whose pick is @pick, shown or
 * not, or NULL */
GtkWidget *find_marked (GtkWidget     *root,
                        ArrieroMark    mark,
                        const AlpPick *pick);

G_END_DECLS
