/* arriero-wrap-row.h: a row of widgets, one of them wrapped text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_WRAP_ROW (arriero_wrap_row_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroWrapRow, arriero_wrap_row, ARRIERO, WRAP_ROW, GtkWidget)

GtkWidget *arriero_wrap_row_new         (int             spacing);
void       arriero_wrap_row_append      (ArrieroWrapRow *self,
                                         GtkWidget      *child);
int        arriero_wrap_row_get_spacing (ArrieroWrapRow *self);
void       arriero_wrap_row_set_spacing (ArrieroWrapRow *self,
                                         int             spacing);

G_END_DECLS
