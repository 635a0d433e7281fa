/* arriero-segments-page.c: the setup assistant's page of segments
 *
 * The places of tonight's track, go to end, each with a picture of the
 * side of the segment that lies there and its name in words: the name
 * the table gave it, or its kind and number among the copy's segments
 * (“Market segment 2”), never the edition's id.  A place's button opens
 * the pictures of the copy's market and harvest segments: one click puts
 * that segment there (the one it leaves takes its old place, as on the
 * table), and an entry names the segment, kept in the copy at once.  The
 * layout line says the order in the same words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-edition-store.h"
#include "arriero-segment-preview.h"
#include "arriero-segments-page.h"
#include "arriero-setup-edition.h"

struct _ArrieroSegmentsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *order_group;
  GtkBox              *previews_box;
  AdwPreferencesGroup *layout_group;
  GtkWidget           *previews[ALP_N_SEGMENTS];  /* the chosen order, go to end */
  GtkLabel            *labels[ALP_N_SEGMENTS];    /* each place's segment, in words */
  GtkMenuButton       *choose[ALP_N_SEGMENTS];    /* (nullable): go and end stay */
  GtkFlowBox          *pictures[ALP_N_SEGMENTS];  /* the segments to pick, per place */
  GtkEntry            *names[ALP_N_SEGMENTS];     /* naming the place's segment */

  AlpEdition          *edition;                   /* (nullable) */
  AlpSide              side;
  guint                segments[ALP_N_SEGMENTS];  /* what lies at each place */
  guint8               middle[ARRIERO_N_MIDDLE];  /* the edition's market and harvest segments */
  guint                n_middle;
};

G_DEFINE_FINAL_TYPE (ArrieroSegmentsPage, arriero_segments_page, ARRIERO_TYPE_SETUP_PAGE)

enum {
  EDITION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* @segment in words; a side the copy does not describe yet says so */
static char *
describe (ArrieroSegmentsPage *self,
          guint                segment)
{
  g_autofree char *words = NULL;
  g_autoptr(GtkWidget) probe = NULL;

  if (self->edition == NULL || segment >= ALP_N_SEGMENTS)
    return g_strdup (_("No segment"));

  words = arriero_setup_edition_describe_segment (self->edition, segment);
  probe = g_object_ref_sink (arriero_segment_preview_new (self->edition, segment, self->side));
  if (arriero_segment_preview_get_n_spaces (ARRIERO_SEGMENT_PREVIEW (probe)) == 0)
    /* TRANSLATORS: a segment whose spaces the table has not described */
    return g_strdup_printf (_("%s, not described yet"), words);

  return g_steal_pointer (&words);
}

static void fill_pictures (ArrieroSegmentsPage *self,
                           guint                place);

/* Shows what lies at each place: pictures, words, the layout line */
static void
show_places (ArrieroSegmentsPage *self)
{
  g_autoptr(GString) layout = g_string_new (NULL);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *words = describe (self, self->segments[i]);
      g_autofree char *name = NULL;

      arriero_segment_preview_set_edition (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), self->edition);
      arriero_segment_preview_set_side (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), self->side);
      arriero_segment_preview_set_segment (ARRIERO_SEGMENT_PREVIEW (self->previews[i]),
                                           self->segments[i] < ALP_N_SEGMENTS ? self->segments[i] : G_MAXUINT);
      gtk_label_set_text (self->labels[i], words);
      g_string_append_printf (layout, "%s%s", i > 0 ? " → " : "", words);

      if (self->choose[i] == NULL)
        continue;
      if (self->edition != NULL && self->segments[i] < ALP_N_SEGMENTS)
        name = arriero_setup_edition_get_segment_name (self->edition, self->segments[i]);
      gtk_editable_set_text (GTK_EDITABLE (self->names[i]), name != NULL ? name : "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->names[i]), "error");
      fill_pictures (self, i);
    }
  adw_preferences_group_set_description (self->layout_group, layout->str);
}

/* @segment goes to @place; the one there takes its old place */
static void
pick (ArrieroSegmentsPage *self,
      guint                place,
      guint                segment)
{
  for (guint i = 1; i < ALP_N_SEGMENTS - 1; i++)
    if (i != place && self->segments[i] == segment)
      self->segments[i] = self->segments[place];
  self->segments[place] = segment;

  show_places (self);
  gtk_menu_button_popdown (self->choose[place]);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

static void
picture_clicked_cb (GtkButton           *button,
                    ArrieroSegmentsPage *self)
{
  pick (self,
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-place")),
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-segment")));
}

static gboolean
same_kind (ArrieroSegmentsPage *self,
           guint                a,
           guint                b)
{
  g_autofree char *path_a = g_strdup_printf ("segments[%u].kind", a);
  g_autofree char *path_b = g_strdup_printf ("segments[%u].kind", b);
  g_autoptr(JsonNode) kind_a = a < ALP_N_SEGMENTS ? alp_edition_get_value (self->edition, path_a) : NULL;
  g_autoptr(JsonNode) kind_b = b < ALP_N_SEGMENTS ? alp_edition_get_value (self->edition, path_b) : NULL;

  return kind_a != NULL && kind_b != NULL &&
         g_strcmp0 (json_node_get_string (kind_a), json_node_get_string (kind_b)) == 0;
}

/* The pictures of the copy's market and harvest segments for @place */
static void
fill_pictures (ArrieroSegmentsPage *self,
               guint                place)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pictures[place]))) != NULL)
    gtk_flow_box_remove (self->pictures[place], child);

  /* the segments of the kind that lies there first, then the others */
  for (guint k = 0; k < 2 * self->n_middle; k++)
    {
      guint segment = self->middle[k % self->n_middle];
      g_autofree char *words = NULL;
      g_autofree char *name = NULL;
      GtkWidget *box;
      GtkWidget *label;
      GtkWidget *button;

      if ((k < self->n_middle) != same_kind (self, segment, self->segments[place]))
        continue;
      words = describe (self, segment);
      name = g_strdup_printf ("pick-%u-%u", place, segment);
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      label = gtk_label_new (words);
      button = gtk_button_new ();
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), arriero_segment_preview_new (self->edition, segment, self->side));
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_set_name (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      gtk_widget_set_tooltip_text (button, words);
      if (segment == self->segments[place])
        gtk_widget_add_css_class (button, "suggested-action");
      g_object_set_data (G_OBJECT (button), "arriero-place", GUINT_TO_POINTER (place));
      g_object_set_data (G_OBJECT (button), "arriero-segment", GUINT_TO_POINTER (segment));
      g_signal_connect (button, "clicked", G_CALLBACK (picture_clicked_cb), self);
      gtk_flow_box_append (self->pictures[place], button);
    }
}

/* The table names the segment at a place: into the copy at once */
static void
name_activate_cb (GtkEntry            *entry,
                  ArrieroSegmentsPage *self)
{
  guint place = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "arriero-place"));
  guint segment = self->segments[place];
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *path = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) named = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  if (self->edition == NULL || segment >= ALP_N_SEGMENTS)
    return;

  path = g_strdup_printf ("segments[%u].name", segment);
  if (*text != '\0')
    {
      value = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (value, text);
    }
  named = alp_edition_with_value (self->edition, path, value, &error);
  /* the user's copy keeps the name; the example is not theirs */
  if (named != NULL && !alp_edition_get_example (named))
    kept = arriero_edition_store_keep_answer (named, path, &error);
  if (named == NULL || (!alp_edition_get_example (named) && kept == NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (entry), _("This name cannot be kept: try a shorter one."));
      g_debug ("Could not name the segment: %s", error->message);
      return;
    }

  g_set_object (&self->edition, named);
  gtk_widget_set_tooltip_text (GTK_WIDGET (entry), NULL);
  show_places (self);
  g_signal_emit (self, signals[EDITION_CHANGED], 0, self->edition);
}

static void
segments_page_show_setup (ArrieroSetupPage *page,
                          AlpEdition       *edition,
                          const AlpSetup   *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);
  g_autofree char *side_text = NULL;
  g_autofree char *description = NULL;

  self->side = alp_setup_get_side (setup);
  if (self->side == ALP_SIDE_FOUR_PLAYER)
    side_text = g_strdup (_("With 4 players the segments lie with their 4-player side up."));
  else
    side_text = g_strdup_printf (_("With %u players the segments lie with their 2–3 player side up."),
                                 setup->n_players);
  description = g_strdup_printf (_("%s The go segment comes first and the end segment last; market and harvest segments alternate between them."),
                                 side_text);
  adw_preferences_group_set_description (self->order_group, description);

  g_set_object (&self->edition, edition);
  self->n_middle = edition != NULL ? arriero_setup_edition_list_middle (edition, self->middle) : 0;
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    self->segments[i] = setup->segments[i];
  show_places (self);
}

static void
segments_page_read_setup (ArrieroSetupPage *page,
                          AlpSetup         *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);

  for (guint i = 1; i < ALP_N_SEGMENTS - 1; i++)
    setup->segments[i] = self->segments[i] < ALP_N_SEGMENTS ? self->segments[i] : ALP_NONE;
}

static void
arriero_segments_page_dispose (GObject *object)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (object);

  g_clear_object (&self->edition);

  G_OBJECT_CLASS (arriero_segments_page_parent_class)->dispose (object);
}

static void
arriero_segments_page_class_init (ArrieroSegmentsPageClass *klass)
{
  static const char * const rules[] = { "S1", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_segments_page_dispose;

  page_class->title = N_("Segments");
  page_class->parts = ALP_SETUP_SEGMENTS;
  page_class->rules = rules;
  page_class->show_setup = segments_page_show_setup;
  page_class->read_setup = segments_page_read_setup;

  /**
   * ArrieroSegmentsPage::edition-changed:
   * @edition: the copy with the name the table gave a segment
   *
   * The table named a segment; the user's copy keeps it already.
   */
  signals[EDITION_CHANGED] = g_signal_new ("edition-changed",
                                           G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, ALP_TYPE_EDITION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-segments-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, order_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, previews_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, layout_group);
}

/* The popover of a market or harvest place: pictures, and a name */
static GtkWidget *
place_popover_new (ArrieroSegmentsPage *self,
                   guint                place)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *flow_name = g_strdup_printf ("pictures-%u", place);
  g_autofree char *entry_name = g_strdup_printf ("name-%u", place);

  self->pictures[place] = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->pictures[place]), flow_name);
  gtk_flow_box_set_selection_mode (self->pictures[place], GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->pictures[place], 2);
  gtk_flow_box_set_homogeneous (self->pictures[place], TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->pictures[place]));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 480);

  self->names[place] = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->names[place]), entry_name);
  gtk_entry_set_placeholder_text (self->names[place], _("Name this segment"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->names[place]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name this segment"), -1);
  g_object_set_data (G_OBJECT (self->names[place]), "arriero-place", GUINT_TO_POINTER (place));
  g_signal_connect (self->names[place], "activate", G_CALLBACK (name_activate_cb), self);

  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->names[place]));
  gtk_popover_set_child (GTK_POPOVER (popover), box);

  return popover;
}

static void
arriero_segments_page_init (ArrieroSegmentsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* TRANSLATORS: the place of a segment in tonight's track, over its picture */
      g_autofree char *caption = g_strdup_printf (_("Place %u"), i + 1);
      GtkWidget *label = gtk_label_new (caption);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->segments[i] = ALP_NONE;
      self->previews[i] = arriero_segment_preview_new (NULL, G_MAXUINT, ALP_SIDE_TWO_THREE_PLAYER);
      gtk_widget_set_halign (self->previews[i], GTK_ALIGN_START);
      self->labels[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->labels[i], 0);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), self->previews[i]);
      gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->labels[i]));

      if (i > 0 && i < ALP_N_SEGMENTS - 1)
        {
          g_autofree char *name = g_strdup_printf ("place-%u", i);
          /* TRANSLATORS: the button under a place's picture; %u is the place */
          g_autofree char *tip = g_strdup_printf (_("Choose the segment at place %u"), i + 1);

          self->choose[i] = GTK_MENU_BUTTON (gtk_menu_button_new ());
          gtk_menu_button_set_label (self->choose[i], _("Choose…"));
          gtk_widget_set_name (GTK_WIDGET (self->choose[i]), name);
          gtk_widget_set_halign (GTK_WIDGET (self->choose[i]), GTK_ALIGN_START);
          gtk_widget_set_tooltip_text (GTK_WIDGET (self->choose[i]), tip);
          gtk_menu_button_set_popover (self->choose[i], place_popover_new (self, i));
          gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->choose[i]));
        }
      gtk_box_append (self->previews_box, column);
    }
}
