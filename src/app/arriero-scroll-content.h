/* arriero-scroll-content.h: what a vertically scrolled window scrolls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_SCROLL_CONTENT (arriero_scroll_content_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroScrollContent, arriero_scroll_content, ARRIERO, SCROLL_CONTENT, GtkWidget)

GtkWidget *arriero_scroll_content_get_child (ArrieroScrollContent *self);
void       arriero_scroll_content_set_child (ArrieroScrollContent *self,
                                             GtkWidget            *child);

G_END_DECLS
