/* app-test-util.h: shared pieces of the GTK tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "alp-game.h"
#include "arriero-game-store.h"
#include "arriero-window.h"

G_BEGIN_DECLS

/* gtk_test_init() aborts without a display: say so in TAP instead.  CI
 * always runs these tests under Xvfb. */
#define APP_TEST_INIT(argc, argv)                                              \
  G_STMT_START {                                                               \
    if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)  \
      {                                                                        \
        g_print ("1..0 # SKIP no display\n");                                  \
        return 0;                                                              \
      }                                                                        \
    app_test_isolate_data ();                                                  \
    gtk_test_init (argc, argv, NULL);                                          \
    adw_init ();                                                               \
  } G_STMT_END

/* Saved games go to a folder of the test's own */
static inline void
app_test_isolate_data (void)
{
  if (g_getenv ("ARRIERO_TEST_DATA") == NULL)
    {
      char *dir = g_dir_make_tmp ("arriero-test-XXXXXX", NULL);

      g_setenv ("ARRIERO_TEST_DATA", dir, TRUE);
      g_setenv ("XDG_DATA_HOME", dir, TRUE);
      g_free (dir);
    }
}

static inline void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* Lets the widgets lay out and draw, as a frame would */
static inline void
settle (void)
{
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static inline GtkWidget *
find_child_of_type (GtkWidget *root,
                    GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_child_of_type (child, type)) != NULL)
        return found;
    }

  return NULL;
}

/* A window on the start page, shown and laid out */
static inline ArrieroWindow *
new_window (void)
{
  ArrieroWindow *window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);

  gtk_window_present (GTK_WINDOW (window));
  settle ();

  return window;
}

static inline void
close_window (ArrieroWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  settle ();
}

static inline void
empty_games_folder (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

G_END_DECLS
