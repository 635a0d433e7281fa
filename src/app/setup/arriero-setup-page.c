/* arriero-setup-page.c: one page of the setup assistant, as a widget
 *
 * Each page of the assistant (the players, the segments, the villages'
 * tokens, ...) is a subclass with its own template: it owns its fields,
 * shows its part of the setup (show_setup()) and writes it back
 * (read_setup()).  The assistant only goes from page to page, asks the
 * engine to check the setup and draws a page's part at random; which
 * fields make a part, and how they read, is the page's business.
 *
 * A page's Random button names the action setup.random, which the page
 * class answers itself (::random) before the assistant would: a step of
 * the assistant shows several pages, and each button draws its own page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-setup-page.h"

typedef struct
{
  gboolean showing;   /* show_setup() fills the fields: not the table's edit */
} ArrieroSetupPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ArrieroSetupPage, arriero_setup_page, GTK_TYPE_WIDGET)

enum
{
  CHANGED,
  RANDOM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
random_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_signal_emit (widget, signals[RANDOM], 0);
}

static void
arriero_setup_page_dispose (GObject *object)
{
  GtkWidget *child;

  /* every page is a final type with its own template, and holds nothing
   * but that template's box */
  gtk_widget_dispose_template (GTK_WIDGET (object), G_OBJECT_TYPE (object));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arriero_setup_page_parent_class)->dispose (object);
}

static void
arriero_setup_page_class_init (ArrieroSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_setup_page_dispose;

  /**
   * ArrieroSetupPage::changed:
   *
   * The table changed a field, so the part the page reads has changed.
   * Filling the page (show_setup()) does not emit it.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);

  /**
   * ArrieroSetupPage::random:
   *
   * The table asked for the page's part drawn at random (its Random
   * button, setup.random).
   */
  signals[RANDOM] = g_signal_new ("random",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "setup.random", NULL, random_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_setup_page_init (ArrieroSetupPage *self)
{
}

/* Returns: the page's name, translated */
const char *
arriero_setup_page_get_title (ArrieroSetupPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_PAGE (self), NULL);

  return _(ARRIERO_SETUP_PAGE_GET_CLASS (self)->title);
}

/* Returns: what the page's Random button draws (alp_setup_randomize()),
 *   0 for a page that draws nothing */
AlpSetupParts
arriero_setup_page_get_parts (ArrieroSetupPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_PAGE (self), 0);

  return ARRIERO_SETUP_PAGE_GET_CLASS (self)->parts;
}

/* Returns: whether @rule (an ID, "S1"; %NULL for none) is about the
 *   page's part, so that the table mends it there */
gboolean
arriero_setup_page_checks_rule (ArrieroSetupPage *self,
                                const char       *rule)
{
  const char * const *rules;

  g_return_val_if_fail (ARRIERO_IS_SETUP_PAGE (self), FALSE);

  rules = ARRIERO_SETUP_PAGE_GET_CLASS (self)->rules;

  return rules != NULL && rule != NULL && g_strv_contains (rules, rule);
}

/**
 * arriero_setup_page_show_setup:
 * @edition: (nullable): the table's copy, for the labels; the players
 *   page needs none
 * @setup: the setup as entered or drawn so far
 *
 * Fills the page's fields from its part of @setup.
 */
void
arriero_setup_page_show_setup (ArrieroSetupPage *self,
                               AlpEdition       *edition,
                               const AlpSetup   *setup)
{
  ArrieroSetupPagePrivate *priv = arriero_setup_page_get_instance_private (self);

  g_return_if_fail (ARRIERO_IS_SETUP_PAGE (self));
  g_return_if_fail (edition == NULL || ALP_IS_EDITION (edition));
  g_return_if_fail (setup != NULL);

  priv->showing = TRUE;
  ARRIERO_SETUP_PAGE_GET_CLASS (self)->show_setup (self, edition, setup);
  priv->showing = FALSE;
}

/**
 * arriero_setup_page_read_setup:
 * @setup: the setup to write the page's part into; its other parts stay
 *
 * The page's part as its fields say it, valid or not: the engine judges.
 */
void
arriero_setup_page_read_setup (ArrieroSetupPage *self,
                               AlpSetup         *setup)
{
  g_return_if_fail (ARRIERO_IS_SETUP_PAGE (self));
  g_return_if_fail (setup != NULL);

  ARRIERO_SETUP_PAGE_GET_CLASS (self)->read_setup (self, setup);
}

/* Emits ::changed, unless the page is being filled */
void
arriero_setup_page_changed (ArrieroSetupPage *self)
{
  ArrieroSetupPagePrivate *priv = arriero_setup_page_get_instance_private (self);

  g_return_if_fail (ARRIERO_IS_SETUP_PAGE (self));

  if (!priv->showing)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* A row of the page's groups; its title may hold a player's name */
GtkWidget *
arriero_setup_page_row_new (const char *title,
                            GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  /* Titles hold player names: "Eva’s mule" */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);

  return row;
}

/**
 * arriero_setup_page_add_choice:
 * @group: the group of the page the row goes in
 * @name: the drop-down's widget name, which the tests look for
 * @title: the row's title
 *
 * Adds a row with a drop-down whose choices come with
 * arriero_setup_page_set_choices(); a choice the table makes emits
 * ::changed on the page.
 *
 * Returns: (transfer none): the drop-down
 */
GtkDropDown *
arriero_setup_page_add_choice (ArrieroSetupPage    *self,
                               AdwPreferencesGroup *group,
                               const char          *name,
                               const char          *title)
{
  GtkWidget *drop_down = gtk_drop_down_new (NULL, NULL);

  g_return_val_if_fail (ARRIERO_IS_SETUP_PAGE (self), NULL);

  gtk_widget_set_name (drop_down, name);
  gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
  adw_preferences_group_add (group, arriero_setup_page_row_new (title, drop_down));
  g_signal_connect_object (drop_down, "notify::selected",
                           G_CALLBACK (arriero_setup_page_changed), self, G_CONNECT_SWAPPED);

  return GTK_DROP_DOWN (drop_down);
}

/* Offers @labels (strings) in @drop_down, @selected chosen; the first
 * when @selected is none of them, as a new drop-down would */
void
arriero_setup_page_set_choices (GtkDropDown *drop_down,
                                GPtrArray   *labels,
                                guint        selected)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  for (guint i = 0; i < labels->len; i++)
    gtk_string_list_append (model, g_ptr_array_index (labels, i));
  gtk_drop_down_set_model (drop_down, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (drop_down, selected < labels->len ? selected : 0);
}
