/* arriero-market-page.c: the setup assistant's page of the market card
 *
 * The fruit at each of the market card's five positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-market-page.h"

struct _ArrieroMarketPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *group;
  GtkDropDown         *market_drops[ALP_N_FRUITS];
};

G_DEFINE_FINAL_TYPE (ArrieroMarketPage, arriero_market_page, ARRIERO_TYPE_SETUP_PAGE)

static void
market_page_show_setup (ArrieroSetupPage *page,
                        AlpEdition       *edition,
                        const AlpSetup   *setup)
{
  ArrieroMarketPage *self = ARRIERO_MARKET_PAGE (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    g_ptr_array_add (labels, (gpointer) alp_fruit_get_name (f, 1));
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    arriero_setup_page_set_choices (self->market_drops[i], labels, setup->market[i]);
}

static void
market_page_read_setup (ArrieroSetupPage *page,
                        AlpSetup         *setup)
{
  ArrieroMarketPage *self = ARRIERO_MARKET_PAGE (page);

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    setup->market[i] = MIN (gtk_drop_down_get_selected (self->market_drops[i]), ALP_NONE);
}

static void
arriero_market_page_class_init (ArrieroMarketPageClass *klass)
{
  static const char * const rules[] = { "S6", NULL };
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Market Card");
  page_class->parts = ALP_SETUP_MARKET_ORDER;
  page_class->rules = rules;
  page_class->show_setup = market_page_show_setup;
  page_class->read_setup = market_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-market-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroMarketPage, group);
}

static void
arriero_market_page_init (ArrieroMarketPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      g_autofree char *name = g_strdup_printf ("market-%u", i);
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

      self->market_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->group, name, title);
    }
}
