/* arriero-turn-panel-rows.c: the turn panel's pooled rows
 *
 * The rows of the panel's lists are kept and filled anew at every step:
 * making a dozen widgets and styling them each time cost more than a
 * frame.  A list's rows past the ones filled are hidden.  A row is only
 * changed where this step's differs from the last one's: a label given
 * other text is laid out anew, and an action unset for a moment makes the
 * row insensitive and restyles it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-turn-panel.h"
#include "arriero-turn-panel-private.h"

#define ROWS_USED "arriero-rows-used"

void
_arriero_turn_panel_clear_list (GtkListBox *list)
{
  g_object_set_data (G_OBJECT (list), ROWS_USED, GUINT_TO_POINTER (0));
}

void
_arriero_turn_panel_finish_list (GtkListBox *list)
{
  guint used = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), ROWS_USED));
  guint i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), i++)
    gtk_widget_set_visible (row, i < used);
  gtk_widget_set_visible (GTK_WIDGET (list), used > 0);
}

/* A label's text is set only when it changes */
void
_arriero_turn_panel_set_text (GtkLabel   *label,
                              const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

GtkWidget *
_arriero_turn_panel_new_row (GtkListBox *list)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  /* Names in them are short (the engine limits them), but a label that
   * wraps only between words still needs the longest word's width */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  /* Measured, when their text changes, at 20 characters rather than one
   * word a line (GTK's minimum for a wrapped label, which Pango lays out
   * breaking and shaping every word again); a row is wider than that */
  gtk_label_set_width_chars (GTK_LABEL (title), 20);
  gtk_label_set_width_chars (GTK_LABEL (subtitle), 20);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "title", title);
  g_object_set_data (G_OBJECT (row), "subtitle", subtitle);
  gtk_list_box_append (list, row);

  return row;
}

/* The next row of @list, filled: a title, a reason or hint under it, and
 * the action it activates (none for a refused choice, shown disabled) */
static gboolean
same_target (GVariant *a,
             GVariant *b)
{
  return a == b || (a != NULL && b != NULL && g_variant_equal (a, b));
}

/* A row; @refused: shown as refused by the rules */
GtkWidget *
_arriero_turn_panel_fill_row (GtkListBox  *list,
                              const char  *title,
                              const char  *subtitle,
                              const char  *action_name,
                              GVariant    *target,
                              gboolean     sensitive,
                              gboolean     refused)
{
  guint used = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), ROWS_USED));
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, used));

  g_object_set_data (G_OBJECT (list), ROWS_USED, GUINT_TO_POINTER (used + 1));
  if (row == NULL)
    row = _arriero_turn_panel_new_row (list);

  _arriero_turn_panel_set_text (g_object_get_data (G_OBJECT (row), "title"), title);
  /* a subtitle hidden keeps its text: the next row with one may say it again */
  if (subtitle != NULL)
    _arriero_turn_panel_set_text (g_object_get_data (G_OBJECT (row), "subtitle"), subtitle);
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "subtitle"), subtitle != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle != NULL ? subtitle : "",
                                  -1);

  /* the old action goes before the new target comes: a target of another
   * type would not fit it; the same action and target are left as they are
   * (unset, the row would be insensitive and restyled for a moment) */
  if (target != NULL)
    g_variant_ref_sink (target);
  if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), action_name) != 0 ||
      !same_target (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), target))
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), NULL);
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action_name);
    }
  if (target != NULL)
    g_variant_unref (target);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), action_name != NULL);
  gtk_widget_set_sensitive (row, sensitive);
  if (refused)
    gtk_widget_add_css_class (row, "refused");
  else
    gtk_widget_remove_css_class (row, "refused");
  gtk_widget_set_visible (row, TRUE);

  return row;
}

GtkWidget *
_arriero_turn_panel_add_row (GtkListBox  *list,
                             const char  *title,
                             const char  *subtitle,
                             const char  *action_name,
                             GVariant    *target)
{
  return _arriero_turn_panel_fill_row (list, title, subtitle, action_name, target, TRUE, FALSE);
}

