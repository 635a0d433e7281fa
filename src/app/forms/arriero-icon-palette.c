/* arriero-icon-palette.c: a list of icons or fruits, entered by clicking
 * the board's pictures
 *
 * What a space, a spot or a card shows, as the cardboard shows it: a row
 * of the icons placed so far, and below it a palette of every icon that
 * can be printed there.  A click on a palette icon adds one
 * ("NAME-add-dirham"), a click on a placed icon removes it (each is named
 * "NAME-placed-dirham"): one interaction per icon.  Both are plain
 * buttons, so Tab reaches them and Enter or Space presses them; each has
 * a tooltip and an accessible label that name its icon in words.  The
 * pictures are the board's own (arriero_icon_name() and
 * arriero_fruit_icon_name(), from the GResource).  The list is JSON, in
 * icon or fruit order, as the engine reads it; an edit emits ::changed of
 * the form the palette is in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-types.h"
#include "arriero-drawing.h"
#include "arriero-form.h"
#include "arriero-icon-palette.h"

#define MAX_IDS MAX (ALP_N_ICONS, ALP_N_FRUITS)
#define ICON_SIZE 24

struct _ArrieroIconPalette
{
  GtkWidget           parent_instance;

  GtkWidget          *box;
  GtkWidget          *placed;
  GtkWidget          *empty;
  GtkWidget          *add[MAX_IDS];

  ArrieroPaletteKind  kind;
  guint               mask;
  guint               max_each;
  guint               n_ids;
  guint8              counts[MAX_IDS];
};

G_DEFINE_FINAL_TYPE (ArrieroIconPalette, arriero_icon_palette, GTK_TYPE_WIDGET)

static const char *
id_string (ArrieroIconPalette *self,
           guint               id)
{
  return self->kind == ARRIERO_PALETTE_ICONS ? alp_icon_to_string (id) : alp_fruit_to_string (id);
}

static const char *
id_words (ArrieroIconPalette *self,
          guint               id)
{
  return self->kind == ARRIERO_PALETTE_ICONS ? arriero_icon_words (id) : alp_fruit_get_name (id, 1);
}

/* A button showing @id's picture, named and described */
static GtkWidget *
make_button (ArrieroIconPalette *self,
             guint               id,
             const char         *what,
             const char         *words)
{
  const char *icon_name = self->kind == ARRIERO_PALETTE_ICONS ? arriero_icon_name (id)
                                                              : arriero_fruit_icon_name (id);
  GtkWidget *image = arriero_icon_image_new (icon_name, NULL);
  GtkWidget *button = gtk_button_new ();
  g_autofree char *name = g_strdup_printf ("%s-%s-%s", gtk_widget_get_name (GTK_WIDGET (self)), what,
                                           id_string (self, id));

  gtk_image_set_pixel_size (GTK_IMAGE (image), ICON_SIZE);
  gtk_button_set_child (GTK_BUTTON (button), image);
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  g_object_set_data (G_OBJECT (button), "palette-id", GUINT_TO_POINTER (id));

  return button;
}

static void
changed (ArrieroIconPalette *self)
{
  GtkWidget *form = gtk_widget_get_ancestor (GTK_WIDGET (self), ARRIERO_TYPE_FORM);

  if (form != NULL)
    arriero_form_changed (ARRIERO_FORM (form));
}

static void placed_clicked_cb (GtkButton          *button,
                               ArrieroIconPalette *self);

/* A flow box's child takes no focus of its own: its button does */
static void
append_to_flow (GtkWidget *flow,
                GtkWidget *button)
{
  gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
}

/* The placed icons, in icon order, and the palette's icons that can be
 * added still */
static void
update (ArrieroIconPalette *self)
{
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (self->placed)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->placed), child);
  for (guint id = 0; id < self->n_ids; id++)
    {
      g_autofree char *words = NULL;

      if (self->counts[id] == 0)
        continue;
      /* TRANSLATORS: a placed icon's button; %s is the icon in words */
      words = g_strdup_printf (_("Remove “%s”"), id_words (self, id));
      for (guint c = 0; c < self->counts[id]; c++, n++)
        {
          GtkWidget *button = make_button (self, id, "placed", words);

          g_signal_connect (button, "clicked", G_CALLBACK (placed_clicked_cb), self);
          append_to_flow (self->placed, button);
        }
    }
  gtk_widget_set_visible (self->placed, n > 0);
  gtk_widget_set_visible (self->empty, n == 0);
  for (guint id = 0; id < self->n_ids; id++)
    if (self->add[id] != NULL)
      gtk_widget_set_sensitive (self->add[id], self->counts[id] < self->max_each);
}

/* The placed button at @index, in order */
static GtkWidget *
nth_placed (ArrieroIconPalette *self,
            guint               index)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->placed), index);

  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

static void
placed_clicked_cb (GtkButton          *button,
                   ArrieroIconPalette *self)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "palette-id"));
  gboolean had_focus = gtk_widget_is_focus (GTK_WIDGET (button));
  guint index = gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (gtk_widget_get_parent (GTK_WIDGET (button))));
  GtkWidget *next;

  g_return_if_fail (self->counts[id] > 0);
  self->counts[id]--;
  update (self);
  /* the focus stays where the removed icon was, so that Enter removes on */
  if (had_focus)
    {
      next = nth_placed (self, index);
      if (next == NULL && index > 0)
        next = nth_placed (self, index - 1);
      gtk_widget_grab_focus (next != NULL ? next : self->add[id]);
    }
  changed (self);
}

static void
add_clicked_cb (GtkButton          *button,
                ArrieroIconPalette *self)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "palette-id"));

  if (self->counts[id] >= self->max_each)
    return;
  self->counts[id]++;
  update (self);
  changed (self);
}

static GtkWidget *
make_flow (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), MAX_IDS);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 0);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 0);
  gtk_widget_set_focusable (flow, FALSE);

  return flow;
}

static void
arriero_icon_palette_dispose (GObject *object)
{
  ArrieroIconPalette *self = ARRIERO_ICON_PALETTE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (arriero_icon_palette_parent_class)->dispose (object);
}

static void
arriero_icon_palette_class_init (ArrieroIconPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_icon_palette_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "iconpalette");
}

/* Buttons no larger than their picture, so that a palette of 12 icons
 * takes one line in a 380 px dialog; and the board's pictures in the icon
 * theme, as GtkApplication puts them there, also where a form is shown
 * without the app (tests, previews) */
static void
add_style (void)
{
  static gboolean added;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (added || gdk_display_get_default () == NULL)
    return;
  added = TRUE;
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    RESOURCE_PATH "/icons");
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "iconpalette flowboxchild { padding: 0; }"
                                   "iconpalette button { padding: 2px; min-width: 0; min-height: 0; }",
                                   -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
arriero_icon_palette_init (ArrieroIconPalette *self)
{
  add_style ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

/**
 * arriero_icon_palette_new:
 * @kind: icons or fruits
 * @mask: the icons (or fruits) the palette offers, 1 << #AlpIcon
 * @max_each: the most of one icon that can be placed
 * @name: the palette's name, which its buttons' names start with
 * @title: (nullable): a caption above the placed icons ("Spot 2")
 *
 * Returns: (transfer floating): the palette, nothing placed
 */
GtkWidget *
arriero_icon_palette_new (ArrieroPaletteKind  kind,
                          guint               mask,
                          guint               max_each,
                          const char         *name,
                          const char         *title)
{
  ArrieroIconPalette *self = g_object_new (ARRIERO_TYPE_ICON_PALETTE, "name", name, NULL);
  GtkWidget *palette = make_flow ();
  GtkWidget *line;

  self->kind = kind;
  self->mask = mask;
  self->max_each = max_each;
  self->n_ids = kind == ARRIERO_PALETTE_ICONS ? ALP_N_ICONS : ALP_N_FRUITS;

  /* the caption and the placed icons share a line, the palette the next */
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (title != NULL)
    {
      GtkWidget *label = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (line), label);
    }
  self->placed = make_flow ();
  gtk_widget_set_hexpand (self->placed, TRUE);
  gtk_widget_set_halign (self->placed, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->placed, "placed");
  gtk_box_append (GTK_BOX (line), self->placed);
  self->empty = gtk_label_new (_("None yet"));
  gtk_label_set_xalign (GTK_LABEL (self->empty), 0);
  gtk_widget_set_hexpand (self->empty, TRUE);
  gtk_widget_set_size_request (self->empty, -1, ICON_SIZE + 4);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_box_append (GTK_BOX (line), self->empty);
  gtk_box_append (GTK_BOX (self->box), line);

  gtk_box_append (GTK_BOX (self->box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  for (guint id = 0; id < self->n_ids; id++)
    {
      g_autofree char *words = NULL;

      if (!(mask & (1u << id)))
        continue;
      /* TRANSLATORS: a palette button that adds an icon; %s is the icon in words */
      words = g_strdup_printf (_("Add “%s”"), id_words (self, id));
      self->add[id] = make_button (self, id, "add", words);
      gtk_widget_add_css_class (self->add[id], "flat");
      g_signal_connect (self->add[id], "clicked", G_CALLBACK (add_clicked_cb), self);
      append_to_flow (palette, self->add[id]);
    }
  gtk_box_append (GTK_BOX (self->box), palette);
  update (self);

  return GTK_WIDGET (self);
}

/**
 * arriero_icon_palette_get_list:
 *
 * Returns: (transfer full): the placed icons' ids as a JSON list, in icon
 *   (or fruit) order
 */
JsonNode *
arriero_icon_palette_get_list (ArrieroIconPalette *self)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint id = 0; id < self->n_ids; id++)
    for (guint c = 0; c < self->counts[id]; c++)
      json_array_add_string_element (array, id_string (self, id));
  json_node_take_array (node, array);

  return node;
}

/**
 * arriero_icon_palette_set_list:
 * @list: (nullable): a JSON list of ids; %NULL or anything else places none
 *
 * Places the icons @list names, those the palette offers, at most
 * max_each of one.
 */
void
arriero_icon_palette_set_list (ArrieroIconPalette *self,
                               JsonNode           *list)
{
  JsonArray *array = list != NULL && JSON_NODE_HOLDS_ARRAY (list) ? json_node_get_array (list) : NULL;

  memset (self->counts, 0, sizeof self->counts);
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      const char *id;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        continue;
      id = json_node_get_string (element);
      for (guint k = 0; k < self->n_ids; k++)
        if ((self->mask & (1u << k)) && g_str_equal (id, id_string (self, k)) &&
            self->counts[k] < self->max_each)
          self->counts[k]++;
    }
  update (self);
}

guint
arriero_icon_palette_get_count (ArrieroIconPalette *self,
                                guint               id)
{
  g_return_val_if_fail (id < self->n_ids, 0);

  return self->counts[id];
}
