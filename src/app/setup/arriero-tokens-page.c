/* arriero-tokens-page.c: the setup assistant's page of village tokens
 *
 * The delivery tokens that lie in each village: 5 a village with 4
 * players, 4 with 2 or 3, from the tokens the player count keeps (a 2-3
 * player game puts one of each fruit back in the box).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-setup-edition.h"
#include "arriero-tokens-page.h"

#define N_POOL (ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT)

struct _ArrieroTokensPage
{
  ArrieroSetupPage  parent_instance;

  GtkBox      *box;
  GtkDropDown *token_drops[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];

  guint8       pool[N_POOL];   /* the tokens offered, as the choices list them */
  guint        n_pool;
};

G_DEFINE_FINAL_TYPE (ArrieroTokensPage, arriero_tokens_page, ARRIERO_TYPE_SETUP_PAGE)

static guint
tokens_per_village (const AlpSetup *setup)
{
  return alp_setup_get_side (setup) == ALP_SIDE_FOUR_PLAYER ? 5 : 4;
}

static void
tokens_page_show_setup (ArrieroSetupPage *page,
                        AlpEdition       *edition,
                        const AlpSetup   *setup)
{
  ArrieroTokensPage *self = ARRIERO_TOKENS_PAGE (page);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  gboolean four = alp_setup_get_side (setup) == ALP_SIDE_FOUR_PLAYER;
  guint per_village = tokens_per_village (setup);

  self->n_pool = 0;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      gint removed = four ? -1 : arriero_setup_edition_get_removed_token (edition, f);

      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        if ((gint) t != removed)
          {
            self->pool[self->n_pool] = ALP_TOKEN (f, t);
            g_ptr_array_add (labels, arriero_setup_edition_describe_token (edition, self->pool[self->n_pool]));
            self->n_pool++;
          }
    }

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
      {
        guint index = G_MAXUINT;

        for (guint i = 0; i < self->n_pool; i++)
          if (t < setup->n_village_tokens[v] && self->pool[i] == setup->village_tokens[v][t])
            index = i;
        arriero_setup_page_set_choices (self->token_drops[v][t], labels, index);
        gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->token_drops[v][t]),
                                                         ADW_TYPE_ACTION_ROW),
                                t < per_village);
      }
}

static void
tokens_page_read_setup (ArrieroSetupPage *page,
                        AlpSetup         *setup)
{
  ArrieroTokensPage *self = ARRIERO_TOKENS_PAGE (page);
  guint per_village = tokens_per_village (setup);

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      setup->n_village_tokens[v] = per_village;
      for (guint t = 0; t < per_village; t++)
        {
          guint index = gtk_drop_down_get_selected (self->token_drops[v][t]);

          setup->village_tokens[v][t] = index < self->n_pool ? self->pool[index] : ALP_NONE;
        }
    }
}

static void
arriero_tokens_page_class_init (ArrieroTokensPageClass *klass)
{
  static const char * const rules[] = { "S2", "S3", NULL };
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Village Delivery Tokens");
  page_class->parts = ALP_SETUP_TOKENS;
  page_class->rules = rules;
  page_class->show_setup = tokens_page_show_setup;
  page_class->read_setup = tokens_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-tokens-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroTokensPage, box);
}

static void
arriero_tokens_page_init (ArrieroTokensPage *self)
{
  GtkWidget *previous = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      g_autofree char *title = g_strdup_printf (_("The %s Village"), alp_region_get_name (v));
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      gtk_box_insert_child_after (self->box, group, previous);
      previous = group;
      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        {
          g_autofree char *name = g_strdup_printf ("token-%u-%u", v, t);
          g_autofree char *row_title = g_strdup_printf (_("Token %u"), t + 1);

          self->token_drops[v][t] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self),
                                                                   ADW_PREFERENCES_GROUP (group),
                                                                   name, row_title);
        }
    }
}
