/* arriero-goals-page.c: the setup assistant's page of goal sides
 *
 * The side of each goal card that lies face up, each side named by the
 * goal the copy prints on it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-goals-page.h"
#include "arriero-setup-edition.h"

struct _ArrieroGoalsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *group;
  GtkDropDown         *goal_drops[ALP_N_GOAL_CARDS];
};

G_DEFINE_FINAL_TYPE (ArrieroGoalsPage, arriero_goals_page, ARRIERO_TYPE_SETUP_PAGE)

static void
goals_page_show_setup (ArrieroSetupPage *page,
                       AlpEdition       *edition,
                       const AlpSetup   *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

      for (guint s = 0; s < 2; s++)
        g_ptr_array_add (labels, arriero_setup_edition_describe_goal (edition, i, s));
      arriero_setup_page_set_choices (self->goal_drops[i], labels, setup->goal_sides[i]);
    }
}

static void
goals_page_read_setup (ArrieroSetupPage *page,
                       AlpSetup         *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    setup->goal_sides[i] = MIN (gtk_drop_down_get_selected (self->goal_drops[i]), ALP_NONE);
}

static void
arriero_goals_page_class_init (ArrieroGoalsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Goal Sides");
  page_class->parts = ALP_SETUP_GOAL_SIDES;
  page_class->show_setup = goals_page_show_setup;
  page_class->read_setup = goals_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-goals-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, group);
}

static void
arriero_goals_page_init (ArrieroGoalsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autofree char *name = g_strdup_printf ("goal-%u", i);
      g_autofree char *title = g_strdup_printf (_("Goal card %u"), i + 1);

      self->goal_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->group, name, title);
    }
}
