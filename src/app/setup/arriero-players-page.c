/* arriero-players-page.c: the setup assistant's page of players
 *
 * How many play, their names and colours, and whether the table tries the
 * made-up example board instead of its own copy.  The page starts from the
 * last game's players; rows past the number of players keep their names
 * for when the table adds a player.  The names' rules (S4) are the
 * engine's: the page only stops a name from growing past what it allows.
 * Last, the table options (alp-rule-options.h), a switch each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-rule-options.h"
#include "arriero-players-page.h"

#define N_COLOURS ALP_COLOUR_GREY       /* Zara's grey is nobody's */

struct _ArrieroPlayersPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *players_group;
  GtkSpinButton       *players_spin;
  GtkCheckButton      *example_check;
  GtkWidget           *player_rows[ALP_MAX_PLAYERS];
  GtkEditable         *name_entries[ALP_MAX_PLAYERS];
  GtkDropDown         *colour_drops[ALP_MAX_PLAYERS];
  AdwPreferencesGroup *options_group;
  GtkSwitch           *option_switches[ALP_N_RULE_OPTIONS];
  gboolean             filling;
};

G_DEFINE_FINAL_TYPE (ArrieroPlayersPage, arriero_players_page, ARRIERO_TYPE_SETUP_PAGE)

static void
field_changed_cb (ArrieroPlayersPage *self)
{
  if (!self->filling)
    arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

static void
players_changed_cb (ArrieroPlayersPage *self)
{
  guint n = arriero_players_page_get_n_players (self);

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    gtk_widget_set_visible (self->player_rows[p], p < n);
  field_changed_cb (self);
}

static void
show_colour (ArrieroPlayersPage *self,
             guint               player,
             guint               colour)
{
  gtk_drop_down_set_selected (self->colour_drops[player],
                              colour < N_COLOURS ? colour : GTK_INVALID_LIST_POSITION);
}

/* The names as typed stay, spaces and all, while they read as the setup's */
static void
players_page_show_setup (ArrieroSetupPage *page,
                         AlpEdition       *edition,
                         const AlpSetup   *setup)
{
  ArrieroPlayersPage *self = ARRIERO_PLAYERS_PAGE (page);

  gtk_spin_button_set_value (self->players_spin, setup->n_players);
  for (guint p = 0; p < setup->n_players; p++)
    {
      g_autofree char *typed = g_strdup (gtk_editable_get_text (self->name_entries[p]));

      if (setup->names[p] != NULL && g_strcmp0 (g_strstrip (typed), setup->names[p]) != 0)
        gtk_editable_set_text (self->name_entries[p], setup->names[p]);
      show_colour (self, p, setup->colours[p]);
    }
  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    gtk_switch_set_active (self->option_switches[i],
                           (setup->options & alp_rule_option_get (i)->flag) != 0);
}

/* The number of players too: a player fewer leaves nothing behind, as in
 * a setup new for that number (alp_setup_new()) */
static void
players_page_read_setup (ArrieroSetupPage *page,
                         AlpSetup         *setup)
{
  ArrieroPlayersPage *self = ARRIERO_PLAYERS_PAGE (page);
  guint n = arriero_players_page_get_n_players (self);

  for (guint p = n; p < ALP_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&setup->names[p], g_free);
      setup->colours[p] = 0;
    }
  setup->n_players = n;
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *name = g_strdup (gtk_editable_get_text (self->name_entries[p]));
      guint colour = gtk_drop_down_get_selected (self->colour_drops[p]);

      alp_setup_set_player (setup, p, g_strstrip (name), colour < N_COLOURS ? colour : ALP_COLOUR_GREY);
    }
  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    {
      guint32 flag = alp_rule_option_get (i)->flag;

      setup->options = gtk_switch_get_active (self->option_switches[i])
                       ? setup->options | flag : setup->options & ~flag;
    }
}

/* A switch per table option, at its default, its rule in the subtitle */
static void
add_options (ArrieroPlayersPage *self)
{
  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    {
      const AlpRuleOption *option = alp_rule_option_get (i);
      g_autofree char *name = g_strdup_printf ("option-%s", option->id);
      /* TRANSLATORS: a table option's rule ID ("E1") and its description */
      g_autofree char *subtitle = g_strdup_printf (_("Rule %s. %s"), option->rule, option->description);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      gtk_widget_set_name (toggle, name);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), option->default_on);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      option->label, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), option->label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (self->options_group, row);
      self->option_switches[i] = GTK_SWITCH (toggle);
      g_signal_connect_object (toggle, "notify::active",
                               G_CALLBACK (field_changed_cb), self, G_CONNECT_SWAPPED);
    }
}

static void
arriero_players_page_class_init (ArrieroPlayersPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  page_class->title = N_("Players");
  page_class->parts = 0;
  page_class->show_setup = players_page_show_setup;
  page_class->read_setup = players_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-players-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayersPage, players_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayersPage, players_spin);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayersPage, example_check);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayersPage, options_group);
}

static void
arriero_players_page_init (ArrieroPlayersPage *self)
{
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint c = 0; c < N_COLOURS; c++)
    gtk_string_list_append (colours, alp_colour_get_name (c));
  gtk_spin_button_set_range (self->players_spin, 2, ALP_MAX_PLAYERS);
  gtk_spin_button_set_increments (self->players_spin, 1, 10);

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), p + 1);
      g_autofree char *entry_name = g_strdup_printf ("name-%u", p);
      g_autofree char *colour_name = g_strdup_printf ("colour-%u", p);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *entry = gtk_entry_new ();
      GtkWidget *drop_down = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (colours)), NULL);

      /* The engine refuses longer names (S4): let none be typed */
      gtk_entry_set_max_length (GTK_ENTRY (entry), ALP_SETUP_MAX_NAME_LENGTH);
      gtk_widget_set_name (entry, entry_name);
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      gtk_widget_set_name (drop_down, colour_name);
      gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), p);
      gtk_box_append (GTK_BOX (box), entry);
      gtk_box_append (GTK_BOX (box), drop_down);
      self->name_entries[p] = GTK_EDITABLE (entry);
      self->colour_drops[p] = GTK_DROP_DOWN (drop_down);
      self->player_rows[p] = arriero_setup_page_row_new (title, box);
      adw_preferences_group_add (self->players_group, self->player_rows[p]);
      g_signal_connect_object (entry, "changed", G_CALLBACK (field_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (drop_down, "notify::selected",
                               G_CALLBACK (field_changed_cb), self, G_CONNECT_SWAPPED);
    }

  g_signal_connect_object (self->players_spin, "value-changed",
                           G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->example_check, "toggled",
                           G_CALLBACK (field_changed_cb), self, G_CONNECT_SWAPPED);
  add_options (self);
  players_changed_cb (self);
}

/**
 * arriero_players_page_set_players:
 * @n_players: how many play
 * @names: (nullable): the names, a player's "Player N" where empty or missing
 * @colours: (nullable): the colours' names (alp_colour_to_string()), a
 *   player's own where missing
 *
 * Fills every row, the hidden ones too, as the last game left them.
 */
void
arriero_players_page_set_players (ArrieroPlayersPage *self,
                                  guint               n_players,
                                  char              **names,
                                  char              **colours)
{
  g_return_if_fail (ARRIERO_IS_PLAYERS_PAGE (self));

  self->filling = TRUE;
  gtk_spin_button_set_value (self->players_spin, n_players);
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      g_autofree char *fallback = g_strdup_printf (_("Player %u"), p + 1);
      const char *name = fallback;
      AlpColour colour = p;

      if (names != NULL && p < g_strv_length (names) && *names[p] != '\0')
        name = names[p];
      if (colours != NULL && p < g_strv_length (colours))
        alp_colour_from_string (colours[p], &colour);
      gtk_editable_set_text (self->name_entries[p], name);
      gtk_drop_down_set_selected (self->colour_drops[p], colour < N_COLOURS ? colour : p);
    }
  self->filling = FALSE;
}

guint
arriero_players_page_get_n_players (ArrieroPlayersPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_PLAYERS_PAGE (self), 0);

  return gtk_spin_button_get_value_as_int (self->players_spin);
}

/* Returns: whether the table tries the made-up example board */
gboolean
arriero_players_page_get_example (ArrieroPlayersPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_PLAYERS_PAGE (self), FALSE);

  return gtk_check_button_get_active (self->example_check);
}

void
arriero_players_page_set_example (ArrieroPlayersPage *self,
                                  gboolean            example)
{
  g_return_if_fail (ARRIERO_IS_PLAYERS_PAGE (self));

  self->filling = TRUE;
  gtk_check_button_set_active (self->example_check, example);
  self->filling = FALSE;
}
