/* arriero-segments-page.c: the setup assistant's page of segments
 *
 * The order of the market and harvest segments between go and end, with
 * a picture of each side that lies up tonight: the pictures follow the
 * choices, so the table can match them to the cardboard before it goes
 * on.  The layout line under them says the order as dealt or shown last.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-segment-preview.h"
#include "arriero-segments-page.h"
#include "arriero-setup-edition.h"

struct _ArrieroSegmentsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *order_group;
  GtkBox              *previews_box;
  AdwPreferencesGroup *layout_group;
  GtkDropDown         *segment_drops[ARRIERO_N_MIDDLE];
  GtkWidget           *previews[ALP_N_SEGMENTS];  /* the chosen order, go to end */

  guint8               middle[ARRIERO_N_MIDDLE];  /* the edition's market and harvest segments */
  guint                n_middle;
};

G_DEFINE_FINAL_TYPE (ArrieroSegmentsPage, arriero_segments_page, ARRIERO_TYPE_SETUP_PAGE)

static guint
chosen_segment (ArrieroSegmentsPage *self,
                guint                position)
{
  guint index = gtk_drop_down_get_selected (self->segment_drops[position]);

  return index < self->n_middle ? self->middle[index] : ALP_NONE;
}

static void
segment_chosen_cb (ArrieroSegmentsPage *self)
{
  for (guint i = 0; i < ARRIERO_N_MIDDLE; i++)
    {
      guint segment = chosen_segment (self, i);

      arriero_segment_preview_set_segment (ARRIERO_SEGMENT_PREVIEW (self->previews[1 + i]),
                                           segment != ALP_NONE ? segment : G_MAXUINT);
    }
}

static void
segments_page_show_setup (ArrieroSetupPage *page,
                          AlpEdition       *edition,
                          const AlpSetup   *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) layout = g_string_new (NULL);
  g_autofree char *side_text = NULL;
  g_autofree char *description = NULL;
  AlpSide side = alp_setup_get_side (setup);

  if (side == ALP_SIDE_FOUR_PLAYER)
    side_text = g_strdup (_("With 4 players the segments lie with their 4-player side up."));
  else
    side_text = g_strdup_printf (_("With %u players the segments lie with their 2–3 player side up."),
                                 setup->n_players);
  description = g_strdup_printf (_("%s The go segment comes first and the end segment last; market and harvest segments alternate between them."),
                                 side_text);
  adw_preferences_group_set_description (self->order_group, description);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      arriero_segment_preview_set_edition (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), edition);
      arriero_segment_preview_set_side (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), side);
      arriero_segment_preview_set_segment (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), setup->segments[i]);
    }

  self->n_middle = arriero_setup_edition_list_middle (edition, self->middle);
  for (guint i = 0; i < self->n_middle; i++)
    g_ptr_array_add (labels, arriero_setup_edition_describe_segment (edition, self->middle[i]));
  for (guint i = 0; i < ARRIERO_N_MIDDLE; i++)
    {
      guint index = G_MAXUINT;

      for (guint j = 0; j < self->n_middle; j++)
        if (self->middle[j] == setup->segments[1 + i])
          index = j;
      arriero_setup_page_set_choices (self->segment_drops[i], labels, index);
    }
  segment_chosen_cb (self);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *id = arriero_setup_edition_get_segment_id (edition, setup->segments[i]);

      g_string_append_printf (layout, "%s%s", i > 0 ? " → " : "", id != NULL ? id : "?");
    }
  adw_preferences_group_set_description (self->layout_group, layout->str);
}

static void
segments_page_read_setup (ArrieroSetupPage *page,
                          AlpSetup         *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);

  for (guint i = 0; i < ARRIERO_N_MIDDLE; i++)
    setup->segments[1 + i] = chosen_segment (self, i);
}

static void
arriero_segments_page_class_init (ArrieroSegmentsPageClass *klass)
{
  static const char * const rules[] = { "S1", NULL };
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Segments");
  page_class->parts = ALP_SETUP_SEGMENTS;
  page_class->rules = rules;
  page_class->show_setup = segments_page_show_setup;
  page_class->read_setup = segments_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-segments-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, order_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, previews_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, layout_group);
}

static void
arriero_segments_page_init (ArrieroSegmentsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ARRIERO_N_MIDDLE; i++)
    {
      g_autofree char *name = g_strdup_printf ("segment-%u", i);
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 2);

      self->segment_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->order_group,
                                                              name, title);
    }

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* TRANSLATORS: the place of a segment in tonight's track, under its picture */
      g_autofree char *caption = g_strdup_printf (_("Position %u"), i + 1);
      GtkWidget *label = gtk_label_new (caption);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->previews[i] = arriero_segment_preview_new (NULL, G_MAXUINT, ALP_SIDE_TWO_THREE_PLAYER);
      gtk_widget_set_halign (self->previews[i], GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), self->previews[i]);
      gtk_box_append (self->previews_box, column);
    }

  /* connected once the pictures are there */
  for (guint i = 0; i < ARRIERO_N_MIDDLE; i++)
    g_signal_connect_object (self->segment_drops[i], "notify::selected",
                             G_CALLBACK (segment_chosen_cb), self, G_CONNECT_SWAPPED);
}
