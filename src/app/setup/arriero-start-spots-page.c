/* arriero-start-spots-page.c: the setup assistant's page of start spots
 *
 * Where each mule starts on the go space, Zara's too in a 2-player game:
 * a row per mule, named after its player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-setup-edition.h"
#include "arriero-start-spots-page.h"

struct _ArrieroStartSpotsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *group;
  GtkDropDown         *start_drops[ALP_MAX_MULES];
};

G_DEFINE_FINAL_TYPE (ArrieroStartSpotsPage, arriero_start_spots_page, ARRIERO_TYPE_SETUP_PAGE)

static void
start_spots_page_show_setup (ArrieroSetupPage *page,
                             AlpEdition       *edition,
                             const AlpSetup   *setup)
{
  ArrieroStartSpotsPage *self = ARRIERO_START_SPOTS_PAGE (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint n_spots = arriero_setup_edition_count_go_spots (edition, alp_setup_get_side (setup));

  for (guint i = 0; i < n_spots; i++)
    g_ptr_array_add (labels, g_strdup_printf (_("Spot %u"), i + 1));

  for (guint m = 0; m < ALP_MAX_MULES; m++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (self->start_drops[m]), ADW_TYPE_ACTION_ROW);
      g_autofree char *title = NULL;

      gtk_widget_set_visible (row, m < alp_setup_get_n_mules (setup));
      if (m >= alp_setup_get_n_mules (setup))
        continue;
      if (m >= setup->n_players)
        title = g_strdup (_("Zara’s mule"));
      else
        title = g_strdup_printf (_("%s’s mule"), setup->names[m]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      arriero_setup_page_set_choices (self->start_drops[m], labels, setup->start_spots[m]);
    }
}

static void
start_spots_page_read_setup (ArrieroSetupPage *page,
                             AlpSetup         *setup)
{
  ArrieroStartSpotsPage *self = ARRIERO_START_SPOTS_PAGE (page);

  for (guint m = 0; m < alp_setup_get_n_mules (setup); m++)
    setup->start_spots[m] = MIN (gtk_drop_down_get_selected (self->start_drops[m]), ALP_NONE);
}

static void
arriero_start_spots_page_class_init (ArrieroStartSpotsPageClass *klass)
{
  static const char * const rules[] = { "S5", NULL };
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Start Spots");
  page_class->parts = ALP_SETUP_START_SPOTS;
  page_class->rules = rules;
  page_class->show_setup = start_spots_page_show_setup;
  page_class->read_setup = start_spots_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-start-spots-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroStartSpotsPage, group);
}

static void
arriero_start_spots_page_init (ArrieroStartSpotsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint m = 0; m < ALP_MAX_MULES; m++)
    {
      g_autofree char *name = g_strdup_printf ("start-%u", m);

      /* titled with the players' names once there is a setup */
      self->start_drops[m] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->group, name, "");
    }
}
