/* arriero-display-page.c: the setup assistant's page of face-up cards
 *
 * The delivery cards that lie face up, each named by what its front
 * asks for and pays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-display-page.h"
#include "arriero-setup-edition.h"

struct _ArrieroDisplayPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *group;
  GtkDropDown         *display_drops[ALP_MAX_DISPLAY];
};

G_DEFINE_FINAL_TYPE (ArrieroDisplayPage, arriero_display_page, ARRIERO_TYPE_SETUP_PAGE)

static void
display_page_show_setup (ArrieroSetupPage *page,
                         AlpEdition       *edition,
                         const AlpSetup   *setup)
{
  ArrieroDisplayPage *self = ARRIERO_DISPLAY_PAGE (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    g_ptr_array_add (labels, arriero_setup_edition_describe_card (edition, c));

  for (guint i = 0; i < ALP_MAX_DISPLAY; i++)
    {
      gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->display_drops[i]), ADW_TYPE_ACTION_ROW),
                              i < setup->n_display);
      arriero_setup_page_set_choices (self->display_drops[i], labels, setup->display[i]);
    }
}

static void
display_page_read_setup (ArrieroSetupPage *page,
                         AlpSetup         *setup)
{
  ArrieroDisplayPage *self = ARRIERO_DISPLAY_PAGE (page);

  for (guint i = 0; i < setup->n_display && i < ALP_MAX_DISPLAY; i++)
    setup->display[i] = MIN (gtk_drop_down_get_selected (self->display_drops[i]), ALP_NONE);
}

static void
arriero_display_page_class_init (ArrieroDisplayPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Face-Up Delivery Cards");
  page_class->parts = ALP_SETUP_DISPLAY;
  page_class->show_setup = display_page_show_setup;
  page_class->read_setup = display_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-display-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroDisplayPage, group);
}

static void
arriero_display_page_init (ArrieroDisplayPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_MAX_DISPLAY; i++)
    {
      g_autofree char *name = g_strdup_printf ("display-%u", i);
      g_autofree char *title = g_strdup_printf (_("Card %u"), i + 1);

      self->display_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->group, name, title);
    }
}
