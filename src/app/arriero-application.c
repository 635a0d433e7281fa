/* arriero-application.c: the Arriero application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-application.h"
#include "arriero-game-store.h"
#include "arriero-window.h"

struct _ArrieroApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (ArrieroApplication, arriero_application, ADW_TYPE_APPLICATION)

static void
arriero_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (arriero_window_new (GTK_APPLICATION (app)));

  gtk_window_present (window);
}

/* `arriero GAME.json`, and a game file opened from the file manager (the
 * desktop file declares Arriero's MIME type for game files): each in a
 * window of its own, or in the one window showing no game yet.  A file
 * that cannot be opened says why in its window. */
static void
arriero_application_open (GApplication  *app,
                          GFile        **files,
                          gint           n_files,
                          const gchar   *hint)
{
  for (gint i = 0; i < n_files; i++)
    {
      GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
      ArrieroWindow *window;
      g_autofree char *path = g_file_get_path (files[i]);
      g_autoptr(GError) error = NULL;

      if (ARRIERO_IS_WINDOW (active) && arriero_window_get_game (ARRIERO_WINDOW (active)) == NULL)
        window = ARRIERO_WINDOW (active);
      else
        window = arriero_window_new (GTK_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (window));

      if (path == NULL)
        {
          g_autofree char *uri = g_file_get_uri (files[i]);

          g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       /* TRANSLATORS: %s is an address (URI) */
                       _("%s is not a file on this computer"), uri);
        }
      if (path == NULL || !arriero_window_open_file (window, path, &error))
        gtk_widget_activate_action (GTK_WIDGET (window), "win.show-message", "s", error->message);
    }
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;

  /* Closing each window saves its game first */
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = gtk_application_get_windows (app))
    gtk_window_destroy (l->data);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char *developers[] = { "The Arriero developers", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  adw_show_about_window (window,
                         "application-name", _("Arriero"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Arriero developers"),
                         "version", PACKAGE_VERSION,
                         "website", "https://github.com/arriero/arriero",
                         "issue-url", "https://github.com/arriero/arriero/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         "comments", _("A table companion for the board game Alpujarras. "
                                       "Not affiliated with the game’s publisher."),
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action },
  { "about", about_action },
};

static void
arriero_application_startup (GApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.choose-new-game", { "<Control>n", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.end-turn", { "<Control>Return", NULL } },
    { "win.history", { "F9", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.show-rules", { "F1", NULL } },
    { "win.roll", { "<Control>r", NULL } },
    { "win.close", { "<Control>w", NULL } },
  };

  /* the start page's saved games are read while GTK starts */
  arriero_game_store_prefetch ();
  G_APPLICATION_CLASS (arriero_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

/* a start-up listing never waited for (no window was made) ends before
 * the process does: it may be writing the index */
static void
arriero_application_shutdown (GApplication *app)
{
  arriero_game_store_forget ();
  G_APPLICATION_CLASS (arriero_application_parent_class)->shutdown (app);
}

static void
arriero_application_class_init (ArrieroApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = arriero_application_activate;
  app_class->open = arriero_application_open;
  app_class->startup = arriero_application_startup;
  app_class->shutdown = arriero_application_shutdown;
}

static void
arriero_application_init (ArrieroApplication *self)
{
}

ArrieroApplication *
arriero_application_new (void)
{
  return g_object_new (ARRIERO_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}
