/* arriero-setup-page.h: one page of the setup assistant, as a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-edition.h"
#include "alp-setup.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SETUP_PAGE (arriero_setup_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (ArrieroSetupPage, arriero_setup_page, ARRIERO, SETUP_PAGE, GtkWidget)

/**
 * ArrieroSetupPageClass:
 * @title: the page's name, under the assistant's title (marked N_())
 * @parts: what the page's Random button draws, 0 for none
 * @rules: (nullable): the setup rules its part can break ("S1"), for
 *   the engine's refusals to come back to the page
 * @show_setup: fills the page's fields from its part of @setup, with
 *   the labels @edition gives
 * @read_setup: writes the page's part of the setup as its fields say
 */
struct _ArrieroSetupPageClass
{
  GtkWidgetClass parent_class;

  const char    *title;
  AlpSetupParts  parts;
  const char * const *rules;

  void (*show_setup) (ArrieroSetupPage *self,
                      AlpEdition       *edition,
                      const AlpSetup   *setup);
  void (*read_setup) (ArrieroSetupPage *self,
                      AlpSetup         *setup);
};

const char    *arriero_setup_page_get_title  (ArrieroSetupPage    *self);
AlpSetupParts  arriero_setup_page_get_parts  (ArrieroSetupPage    *self);
gboolean       arriero_setup_page_checks_rule (ArrieroSetupPage   *self,
                                               const char         *rule);
void           arriero_setup_page_show_setup (ArrieroSetupPage    *self,
                                              AlpEdition          *edition,
                                              const AlpSetup      *setup);
void           arriero_setup_page_read_setup (ArrieroSetupPage    *self,
                                              AlpSetup            *setup);
void           arriero_setup_page_changed    (ArrieroSetupPage    *self);

/* For the pages: a row of @group that offers a choice */
GtkDropDown   *arriero_setup_page_add_choice (ArrieroSetupPage    *self,
                                              AdwPreferencesGroup *group,
                                              const char          *name,
                                              const char          *title);
void           arriero_setup_page_set_choices (GtkDropDown        *drop_down,
                                               GPtrArray          *labels,
                                               guint               selected);
GtkWidget     *arriero_setup_page_row_new    (const char          *title,
                                              GtkWidget           *suffix);

G_END_DECLS
