/* arriero-window-actions.c: the window's actions on games
 *
 * The win.* actions of ArrieroWindow that start, open, play and delete
 * games: a new game (example board, the user's copy, Zara-only), Continue,
 * Undo and Redo, End Turn, Roll and a move (all to the session), the
 * History's delete and restore, and the small windows (shortcuts, icon
 * legend).  The page switching is in arriero-window-pages.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-event.h"
#include "arriero-edition-store.h"
#include "arriero-edition-window.h"
#include "arriero-game-store.h"
#include "arriero-icon-legend.h"
#include "arriero-quick-copy.h"
#include "arriero-rules-window.h"
#include "arriero-setup-assistant.h"
#include "arriero-window-private.h"

/* A new game on the example edition, laid out at random; the Zara-only
 * ruleset needs only the track, which the example edition knows, so it
 * asks nothing either */
static void
start_example_game (ArrieroWindow *self,
                    gint           n_players,
                    AlpRuleset     ruleset)
{
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree char *path = NULL;

  n_players = CLAMP (n_players, 2, 4);
  edition = alp_edition_new_builtin ("example", &error);
  setup = edition != NULL ? alp_setup_new (n_players) : NULL;

  /* The names the table used last time */
  names = self->settings != NULL ? g_settings_get_strv (self->settings, "last-players") : NULL;
  for (guint p = 0; names != NULL && p < (guint) n_players && names[p] != NULL; p++)
    if (*names[p] != '\0')
      alp_setup_set_player (setup, p, names[p], setup->colours[p]);
  if (setup != NULL)
    setup->ruleset = ruleset;

  if (setup == NULL ||
      !alp_setup_randomize (setup, edition, ALP_SETUP_ALL | ALP_SETUP_SEED, rand, &error) ||
      (game = alp_game_new (edition, setup, &error)) == NULL)
    {
      _arriero_window_show_error_toast (self, error);
      return;
    }

  path = arriero_game_store_new_path ();
  arriero_session_set_game (self->session, game, path);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  start_example_game (ARRIERO_WINDOW (widget), g_variant_get_int32 (parameter), ALP_RULESET_FULL);
}

/* A pair who want only the bot run: their moves and Zara's turns */
static void
new_quick_game_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  start_example_game (ARRIERO_WINDOW (widget), 2, ALP_RULESET_ZARA_ONLY);
}

static void
quick_copy_done_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(ArrieroWindow) self = user_data;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  game = arriero_quick_copy_finish (result, &error);
  if (game == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _arriero_window_show_error_toast (self, error);
      return;
    }

  path = arriero_game_store_new_path ();
  arriero_session_set_game (self->session, game, path);
}

/* A Zara-only game on the table's copy: asks only the shapes of
 * tonight's segments the copy does not know yet */
static void
new_quick_game_my_copy_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(AlpSetup) setup = alp_setup_new (2);
  g_auto(GStrv) names = NULL;

  if (arriero_session_get_asking (self->session))
    return;

  names = self->settings != NULL ? g_settings_get_strv (self->settings, "last-players") : NULL;
  for (guint p = 0; names != NULL && p < 2 && names[p] != NULL; p++)
    if (*names[p] != '\0')
      alp_setup_set_player (setup, p, names[p], setup->colours[p]);
  arriero_quick_copy_start (GTK_WINDOW (self), setup, quick_copy_done_cb, g_object_ref (self));
}

static void
assistant_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(ArrieroWindow) self = user_data;
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *path = NULL;

  game = arriero_setup_assistant_run_finish (ARRIERO_SETUP_ASSISTANT (source), result, NULL);
  if (game == NULL)
    return;

  path = arriero_game_store_new_path ();
  arriero_session_set_game (self->session, game, path);
}

/* A new game on the user's copy: the assistant lays it out with the
 * table, asking for what the copy does not describe yet */
static void
new_game_my_copy_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;

  if (arriero_session_get_asking (self->session))
    return;

  edition = arriero_edition_store_load (&error);
  if (edition == NULL)
    {
      /* no game on a copy whose file is broken: its window says why in
       * words, and offers the import that replaces the file */
      gtk_widget_activate_action (widget, "win.edit-edition", NULL);
      return;
    }

  assistant = arriero_setup_assistant_new (GTK_WINDOW (self), edition);
  arriero_setup_assistant_run (assistant, assistant_done_cb, g_object_ref (self));
}

static void
edit_edition_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ArrieroEditionWindow *editor = arriero_edition_window_new (GTK_WINDOW (widget));

  gtk_window_present (GTK_WINDOW (editor));
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  _arriero_window_refresh_start_page (self);
  if (self->continue_path == NULL)
    return;

  path = g_strdup (self->continue_path);
  if (!arriero_session_load (self->session, path, &error))
    _arriero_window_show_error_toast (self, error);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!arriero_session_load (self->session, g_variant_get_string (parameter, NULL), &error))
    _arriero_window_show_error_toast (self, error);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpGame *game = game_of (self);
  g_autofree char *text = NULL;

  if (game == NULL || !alp_game_can_undo (game))
    return;

  text = alp_game_describe_event (game, alp_game_get_n_events (game) - 1);
  arriero_session_undo (self->session);
  if (alp_game_get_phase (game) != ALP_PHASE_OVER)
    gtk_stack_set_visible_child_name (self->stack, "game");

  {
    /* TRANSLATORS: "Undone: Blue moves to space 3 of segment 2." */
    g_autofree char *toast = g_strdup_printf (_("Undone: %s"), text);

    _arriero_window_show_toast (self, toast, _("Redo"), "win.redo");
  }
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!arriero_session_redo (self->session, &error) && error != NULL)
    _arriero_window_show_error_toast (self, error);
}

/* The window's own actions go to the session, as the panel's do */
static void
apply (ArrieroWindow   *self,
       const AlpAction *action)
{
  arriero_session_apply (self->session, action, GTK_WINDOW (self), NULL, NULL);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_END_TURN);
  apply (self, &action);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;

  /* The app's die, from the game's seed: Undo then Roll gives the same
   * value again, and the record says it was the app's */
  if (game_of (self) == NULL || !alp_game_get_app_roll (game_of (self), &action))
    return;
  apply (self, &action);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;
  guint space, spot;

  g_variant_get (parameter, "(uu)", &space, &spot);
  alp_action_init (&action, ALP_ACTION_MOVE);
  action.space = space;
  action.spot = spot;
  apply (self, &action);
}

/* The shortcuts window is built when first asked for, not with every
 * window as GtkApplication would build gtk/help-overlay.ui (about 9 ms of
 * the start-up here) */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource (RESOURCE_PATH "/arriero-shortcuts.ui");

      self->shortcuts = g_object_ref_sink (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
    }
  gtk_window_present (self->shortcuts);
}

/* A game deleted from the History waits in the games folder's
 * .deleted/ for the toast's Undo */
static void
delete_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  const char *path = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *deleted = NULL;
  g_autofree char *name = g_filename_display_basename (path);

  if (g_strcmp0 (path, arriero_session_get_path (self->session)) == 0)
    {
      /* TRANSLATORS: %s is a game's file name */
      g_autofree char *text = g_strdup_printf (_("%s is open in this window and is not deleted"), name);

      _arriero_window_show_toast (self, text, NULL, NULL);
      return;
    }

  deleted = arriero_game_store_delete (path, &error);
  if (deleted == NULL)
    {
      /* TRANSLATORS: the first %s is a game's file name, the second the reason */
      g_autofree char *text = g_strdup_printf (_("%s is not deleted: %s"), name, error->message);

      _arriero_window_show_toast (self, text, NULL, NULL);
      return;
    }

  g_free (self->deleted_game);
  self->deleted_game = g_steal_pointer (&deleted);
  if (self->games_page != NULL)
    arriero_games_page_refresh (self->games_page);
  {
    /* TRANSLATORS: %s is a game's file name */
    g_autofree char *text = g_strdup_printf (_("Deleted %s"), name);

    _arriero_window_show_toast (self, text, _("Undo"), "win.restore-game");
  }
}

static void
restore_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *deleted = g_steal_pointer (&self->deleted_game);

  if (deleted == NULL)
    return;

  if (!arriero_game_store_restore (deleted, &error))
    {
      /* TRANSLATORS: %s is the reason */
      g_autofree char *text = g_strdup_printf (_("The game is not back: %s"), error->message);

      _arriero_window_show_toast (self, text, NULL, NULL);
    }
  if (self->games_page != NULL)
    arriero_games_page_refresh (self->games_page);
  _arriero_window_refresh_start_page (self);
}

static void
show_message_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  _arriero_window_show_toast (ARRIERO_WINDOW (widget), g_variant_get_string (parameter, NULL), NULL, NULL);
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AdwFlap *flap = arriero_game_page_get_history_flap (_arriero_window_get_game_page (self));

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

static void
icon_legend_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  gtk_window_present (arriero_icon_legend_new (GTK_WINDOW (widget)));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

void
_arriero_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", "i", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-quick-game", NULL, new_quick_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-quick-game-my-copy", NULL, new_quick_game_my_copy_action);
  gtk_widget_class_install_action (widget_class, "win.new-game-my-copy", NULL, new_game_my_copy_action);
  gtk_widget_class_install_action (widget_class, "win.edit-edition", NULL, edit_edition_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "win.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "win.move", "(uu)", move_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.delete-game", "s", delete_game_action);
  gtk_widget_class_install_action (widget_class, "win.restore-game", NULL, restore_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-message", "s", show_message_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
  arriero_rules_install_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.icon-legend", NULL, icon_legend_action);
}
