/* arriero-icon-legend.c: "What the icons mean", every board icon in words
 *
 * A small window listing each symbol the board draws (the actions of the
 * spaces, the fruits and the pieces), its colour and symbolic pictures
 * side by side, and what it means.  Opened from the board and from the
 * main menu (win.icon-legend).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-icon-legend.h"

struct _ArrieroIconLegend
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (ArrieroIconLegend, arriero_icon_legend, ADW_TYPE_WINDOW)

static void
arriero_icon_legend_class_init (ArrieroIconLegendClass *klass)
{
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arriero_icon_legend_init (ArrieroIconLegend *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *clamp = adw_clamp_new ();
  guint n;
  const ArrieroSymbol *symbols = arriero_symbols (&n);

  gtk_window_set_title (GTK_WINDOW (self), _("What the Icons Mean"));
  gtk_window_set_default_size (GTK_WINDOW (self), 460, 600);
  gtk_box_append (GTK_BOX (box), header);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("What the icons mean"), -1);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *symbolic = g_strconcat (symbols[i].icon_name, "-symbolic", NULL);
      GtkWidget *colour_image = gtk_image_new_from_icon_name (symbols[i].icon_name);
      GtkWidget *symbolic_image = gtk_image_new_from_icon_name (symbolic);

      gtk_widget_set_name (row, symbols[i].icon_name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(symbols[i].words));
      gtk_image_set_pixel_size (GTK_IMAGE (colour_image), 32);
      gtk_image_set_pixel_size (GTK_IMAGE (symbolic_image), 16);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), colour_image);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), symbolic_image);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }

  gtk_widget_set_margin_top (clamp, 12);
  gtk_widget_set_margin_bottom (clamp, 12);
  gtk_widget_set_margin_start (clamp, 12);
  gtk_widget_set_margin_end (clamp, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/**
 * arriero_icon_legend_new:
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer none): the legend, not shown yet
 */
GtkWindow *
arriero_icon_legend_new (GtkWindow *parent)
{
  return g_object_new (ARRIERO_TYPE_ICON_LEGEND, "transient-for", parent, "destroy-with-parent", TRUE, NULL);
}
