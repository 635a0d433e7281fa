/* arriero-test-app.h: shared pieces of the GTK tests
 *
 * Part of the test library of tests/lib (libarriero-test-app): starting
 * GTK for a test, windows, letting them lay out and finding their widgets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "alp-game.h"
#include "arriero-game-store.h"
#include "arriero-test-engine.h"
#include "arriero-turn-panel.h"
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

/* As APP_TEST_INIT, for tests added with APP_TEST_ADD: every test case
 * gets XDG folders (so a data folder, a games folder, an edition store)
 * of its own under a temporary folder that GLib removes after it
 * (G_TEST_OPTION_ISOLATE_DIRS) */
#define APP_TEST_INIT_ISOLATED(argc, argv)                                     \
  G_STMT_START {                                                               \
    if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)  \
      {                                                                        \
        g_print ("1..0 # SKIP no display\n");                                  \
        return 0;                                                              \
      }                                                                        \
    app_test_init_isolated (argc, argv);                                       \
  } G_STMT_END

/* Saved games go to a folder of the test's own */
void app_test_isolate_data (void);

void app_test_init_isolated (int    *argc,
                             char ***argv);

/* What a test of the app starts from: a window of its own on the start
 * page, shown and laid out, in a data folder of its own.  At teardown the
 * window is closed (destroyed if it stays) and must be finalized, and so must the game it
 * showed last and @game (a game the test made or holds): a leaked
 * window or game fails the test. */
typedef struct
{
  ArrieroWindow *window;
  AlpGame       *game;
} AppFixture;

void app_fixture_set_up (AppFixture   *fixture,
                         gconstpointer data);

void app_fixture_tear_down (AppFixture   *fixture,
                            gconstpointer data);

/* Closes the fixture's window, which must be finalized with its game as
 * at teardown, and opens a new one on the start page */
void app_fixture_reopen (AppFixture *fixture);

#define APP_TEST_ADD(path, func) \
  g_test_add ((path), AppFixture, NULL, app_fixture_set_up, (func), app_fixture_tear_down)

void spin (guint ms);

/* Lets the widgets lay out and draw, as a frame would */
void settle (void);

GtkWidget *find_child_of_type (GtkWidget *root,
                               GType      type);

/* A window on the start page, shown and laid out */
ArrieroWindow *new_window (void);

void close_window (ArrieroWindow *window);

void empty_games_folder (void);

/* The first widget below @root whose name (gtk_widget_get_name()) is @name */
GtkWidget *find_named (GtkWidget  *root,
                       const char *name);

ArrieroTurnPanel *get_panel (ArrieroWindow *window);

/* A 3-player game on @edition, its setup drawn from @rand, in @window */
void start_new_game (ArrieroWindow *window,
                     AlpEdition    *edition,
                     GRand         *rand);

/* The same in a new window, shown and laid out */
ArrieroWindow *window_with_game (AlpEdition *edition,
                                 GRand      *rand);

G_END_DECLS
