/* arriero-form-rows.c: the rows and inputs the forms are made of
 *
 * Every form is an AdwPreferencesGroup of rows, some inside expander rows;
 * these helpers make a row with its input, name the input so that tests
 * find it as a person finds its row ("number", "space-2-kind"), make
 * each input's edits emit the form's ::changed, and read and set the
 * inputs by those names.  An icon or fruit list is a palette row
 * (arriero-icon-palette.c): the icons placed, and a button per icon that
 * adds one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-icon-palette.h"

/* ------------------------------------------------------------------ */
/* Rows                                                                 */

static void
input_changed_cb (GtkWidget *input)
{
  GtkWidget *form = gtk_widget_get_ancestor (input, ARRIERO_TYPE_FORM);

  if (form != NULL)
    arriero_form_changed (ARRIERO_FORM (form));
}

/**
 * arriero_form_watch_input:
 * @input: a spin button, drop-down, switch or editable of a form
 *
 * Makes the table's edits of @input emit the form's ::changed.
 */
void
arriero_form_watch_input (GtkWidget *input)
{
  const char *signal = "changed";

  if (GTK_IS_SPIN_BUTTON (input))
    signal = "value-changed";
  else if (GTK_IS_DROP_DOWN (input))
    signal = "notify::selected";
  else if (GTK_IS_SWITCH (input))
    signal = "notify::active";
  g_signal_connect (input, signal, G_CALLBACK (input_changed_cb), NULL);
}

static void
add_to (GtkWidget *parent,
        GtkWidget *row)
{
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
}

/**
 * arriero_form_add_row:
 * @parent: the form, or an expander row of it
 * @track: (nullable): collects the row, for removal when the form shrinks
 * @prefix: (nullable): a short mark before the title (an icon's letters)
 * @suffix: the row's input
 *
 * Returns: (transfer none): the row
 */
GtkWidget *
arriero_form_add_row (GtkWidget  *parent,
                      GPtrArray  *track,
                      const char *title,
                      const char *subtitle,
                      const char *prefix,
                      GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (prefix != NULL)
    {
      GtkWidget *mark = gtk_label_new (prefix);

      gtk_widget_set_size_request (mark, 36, -1);
      gtk_widget_add_css_class (mark, "heading");
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), mark);
    }
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  add_to (parent, row);
  if (track != NULL)
    g_ptr_array_add (track, row);

  return row;
}

/* Removes rows arriero_form_add_row() made, from wherever they are */
void
arriero_form_remove_rows (GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      GtkWidget *expander = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);

      if (expander != NULL)
        adw_expander_row_remove (ADW_EXPANDER_ROW (expander), row);
      else
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)),
                                      row);
    }
  g_ptr_array_set_size (rows, 0);
}

/* A row for @input, named @name so that tests find it */
static GtkWidget *
add_input (GtkWidget  *parent,
           GPtrArray  *track,
           const char *name,
           const char *title,
           const char *subtitle,
           const char *prefix,
           GtkWidget  *input)
{
  gtk_widget_set_name (input, name);
  arriero_form_watch_input (input);
  arriero_form_add_row (parent, track, title, subtitle, prefix, input);

  return input;
}

GtkWidget *
arriero_form_add_spin (GtkWidget  *parent,
                       GPtrArray  *track,
                       const char *name,
                       const char *title,
                       const char *subtitle,
                       const char *prefix,
                       gint        min,
                       gint        max,
                       gint        value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);

  return add_input (parent, track, name, title, subtitle, prefix, spin);
}

/* An end spot's dirhams: "?" (-1) until the table reads them, never an
 * invented 0; the game asks again when a mule arrives there */
static gboolean
unknown_spin_output_cb (GtkSpinButton *spin,
                        gpointer       user_data)
{
  if (gtk_spin_button_get_value_as_int (spin) >= 0)
    return FALSE;

  gtk_editable_set_text (GTK_EDITABLE (spin), "?");
  return TRUE;
}

static gint
unknown_spin_input_cb (GtkSpinButton *spin,
                       double        *new_value,
                       gpointer       user_data)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));

  if (text[0] != '\0' && !g_str_equal (text, "?"))
    return FALSE;

  *new_value = -1;
  return TRUE;
}

GtkWidget *
arriero_form_add_unknown_spin (GtkWidget  *parent,
                               GPtrArray  *track,
                               const char *name,
                               const char *title,
                               const char *subtitle,
                               gint        max)
{
  GtkWidget *spin = arriero_form_add_spin (parent, track, name, title, subtitle, NULL, -1, max, -1);

  /* "?" is not a number */
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), FALSE);
  g_signal_connect (spin, "output", G_CALLBACK (unknown_spin_output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (unknown_spin_input_cb), NULL);
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  unknown_spin_output_cb (GTK_SPIN_BUTTON (spin), NULL);
  gtk_widget_set_tooltip_text (spin, _("“?”: not read from your copy yet; Arriero asks "
                                       "when a mule arrives there"));

  return spin;
}

GtkWidget *
arriero_form_add_switch (GtkWidget  *parent,
                         GPtrArray  *track,
                         const char *name,
                         const char *title,
                         const char *subtitle)
{
  return add_input (parent, track, name, title, subtitle, NULL, gtk_switch_new ());
}

GtkWidget *
arriero_form_add_drop_down (GtkWidget          *parent,
                            const char         *name,
                            const char         *title,
                            const char         *subtitle,
                            const char * const *items)
{
  return add_input (parent, NULL, name, title, subtitle, NULL, gtk_drop_down_new_from_strings (items));
}

GtkWidget *
arriero_form_add_entry (GtkWidget  *parent,
                        const char *name,
                        const char *title,
                        const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  arriero_form_watch_input (row);
  add_to (parent, row);

  return row;
}

/**
 * arriero_form_add_palette:
 * @parent: the form, or an expander row of it
 * @track: (nullable): collects the row, for removal when the form shrinks
 * @name: the palette's name ("icon", "space-2-icon", "fruit")
 * @title: (nullable): its caption ("Spot 2")
 *
 * Adds a row holding an #ArrieroIconPalette: the icons (or fruits) of
 * @mask, at most @max_each of one.
 *
 * Returns: (transfer none): the palette
 */
GtkWidget *
arriero_form_add_palette (GtkWidget          *parent,
                          GPtrArray          *track,
                          ArrieroPaletteKind  kind,
                          guint               mask,
                          guint               max_each,
                          const char         *name,
                          const char         *title)
{
  GtkWidget *palette = arriero_icon_palette_new (kind, mask, max_each, name, title);
  GtkWidget *row = adw_preferences_row_new ();

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_margin_top (palette, 6);
  gtk_widget_set_margin_bottom (palette, 6);
  gtk_widget_set_margin_start (palette, 12);
  gtk_widget_set_margin_end (palette, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), palette);
  add_to (parent, row);
  if (track != NULL)
    g_ptr_array_add (track, row);

  return palette;
}

/* The palette of every icon of @icon_mask, named @name */
GtkWidget *
arriero_form_add_icons (GtkWidget  *parent,
                        GPtrArray  *track,
                        guint       icon_mask,
                        const char *name,
                        const char *title)
{
  return arriero_form_add_palette (parent, track, ARRIERO_PALETTE_ICONS, icon_mask, 5, name, title);
}

/* The palette of the fruits, named "fruit" */
GtkWidget *
arriero_form_add_fruits (GtkWidget *parent,
                         guint      max_each)
{
  return arriero_form_add_palette (parent, NULL, ARRIERO_PALETTE_FRUITS, (1u << ALP_N_FRUITS) - 1,
                                   max_each, "fruit", NULL);
}

/**
 * arriero_form_sync_spots:
 * @spots: (element-type GPtrArray): each spot's rows, an array that
 *   frees its entries with g_ptr_array_unref()
 *
 * Grows or shrinks the spots of a market, harvest or end space, or of a
 * goal card, to @n.  A spot's rows are named "@prefix-K-…": an end spot's
 * dirhams and whether it counts with 4 players only, or another spot's
 * icons.
 */
void
arriero_form_sync_spots (GtkWidget  *parent,
                         GPtrArray  *spots,
                         guint       icon_mask,
                         const char *prefix,
                         gboolean    end,
                         guint       n)
{
  while (spots->len > n)
    {
      arriero_form_remove_rows (g_ptr_array_index (spots, spots->len - 1));
      g_ptr_array_remove_index (spots, spots->len - 1);
    }
  while (spots->len < n)
    {
      guint k = spots->len;
      GPtrArray *rows = g_ptr_array_new ();
      /* TRANSLATORS: "Spot 2", a spot of a space or of a goal card */
      g_autofree char *subtitle = g_strdup_printf (_("Spot %u"), k + 1);

      g_ptr_array_add (spots, rows);
      if (end)
        {
          g_autofree char *value = g_strdup_printf ("%s-%u-value", prefix, k);
          g_autofree char *four = g_strdup_printf ("%s-%u-four-only", prefix, k);

          arriero_form_add_unknown_spin (parent, rows, value, _("Dirhams"), subtitle, 99);
          arriero_form_add_switch (parent, rows, four, _("With 4 players only"), subtitle);
        }
      else
        {
          g_autofree char *icons = g_strdup_printf ("%s-%u-icon", prefix, k);

          arriero_form_add_icons (parent, rows, icon_mask, icons, subtitle);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Inputs by name                                                       */

GtkWidget *
arriero_form_find_named (GtkWidget  *root,
                         const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = arriero_form_find_named (child, name)) != NULL)
        return found;
    }

  return NULL;
}

/* What a spin button, a drop-down or a switch of the form says now */
gint
arriero_form_get_input (GtkWidget  *root,
                        const char *name)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  g_assert (widget != NULL);
  if (GTK_IS_DROP_DOWN (widget))
    return gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));
  if (GTK_IS_SWITCH (widget))
    return gtk_switch_get_active (GTK_SWITCH (widget));

  gtk_spin_button_update (GTK_SPIN_BUTTON (widget));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

/* Sets an input, if the form has it now */
void
arriero_form_set_input (GtkWidget  *root,
                        const char *name,
                        gint        value)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  if (widget == NULL)
    return;
  if (GTK_IS_DROP_DOWN (widget))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), value);
  else if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), value);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

const char *
arriero_form_get_text (GtkWidget  *root,
                       const char *name)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  g_assert (widget != NULL);

  return gtk_editable_get_text (GTK_EDITABLE (widget));
}

void
arriero_form_set_text (GtkWidget  *root,
                       const char *name,
                       const char *text)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  if (widget != NULL)
    gtk_editable_set_text (GTK_EDITABLE (widget), text);
}

static ArrieroIconPalette *
find_palette (GtkWidget  *root,
              const char *name)
{
  GtkWidget *palette = arriero_form_find_named (root, name);

  g_assert (ARRIERO_IS_ICON_PALETTE (palette));

  return ARRIERO_ICON_PALETTE (palette);
}

/* The icon list the palette @name says, in icon order */
JsonNode *
arriero_form_get_icons (GtkWidget  *root,
                        const char *name)
{
  return arriero_icon_palette_get_list (find_palette (root, name));
}

/* Places @icons in the palette @name, if the form has it now */
void
arriero_form_set_icons (GtkWidget  *root,
                        const char *name,
                        JsonNode   *icons)
{
  GtkWidget *palette = arriero_form_find_named (root, name);

  if (palette != NULL)
    arriero_icon_palette_set_list (ARRIERO_ICON_PALETTE (palette), icons);
}

/* The fruit list the palette "fruit" says, in fruit order */
JsonNode *
arriero_form_get_fruits (GtkWidget *root)
{
  return arriero_form_get_icons (root, "fruit");
}

void
arriero_form_set_fruits (GtkWidget *root,
                         JsonNode  *fruits)
{
  arriero_form_set_icons (root, "fruit", fruits);
}

/* ------------------------------------------------------------------ */
/* Reading a value that may be of any shape                             */

JsonNode *
arriero_json_member (JsonNode   *node,
                     const char *name)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;

  return json_object_get_member (json_node_get_object (node), name);
}

guint
arriero_json_length (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return 0;

  return json_array_get_length (json_node_get_array (node));
}

JsonNode *
arriero_json_element (JsonNode *node,
                      guint     index)
{
  if (index >= arriero_json_length (node))
    return NULL;

  return json_array_get_element (json_node_get_array (node), index);
}

gint
arriero_json_int (JsonNode *node,
                  gint      fallback)
{
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;

  return json_node_get_int (node);
}

const char *
arriero_json_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

gboolean
arriero_json_boolean (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

/* {"@member": @value}, taking @value */
JsonNode *
arriero_json_wrap (const char *member,
                   JsonNode   *value)
{
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_member (object, member, value);
  json_node_take_object (node, object);

  return node;
}
