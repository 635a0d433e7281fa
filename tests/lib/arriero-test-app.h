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
#define APP_TEST_NEED_DISPLAY()                                                \
  G_STMT_START {                                                               \
    if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)  \
      {                                                                        \
        g_print ("1..0 # SKIP no display\n");                                  \
        return 0;                                                              \
      }                                                                        \
  } G_STMT_END

#define APP_TEST_INIT(argc, argv)                                              \
  G_STMT_START {                                                               \
    APP_TEST_NEED_DISPLAY ();                                                  \
    app_test_keep_quark_table ();                                              \
    app_test_isolate_data ();                                                  \
    gtk_test_init (argc, argv, NULL);                                          \
    adw_init ();                                                               \
    app_test_use_app_style ();                                                 \
  } G_STMT_END

/* Under AddressSanitizer: tells LeakSanitizer that GLib's first table of
 * quarks, which GLib drops on purpose when a program makes its 2048th
 * quark, is no leak; nothing elsewhere */
void app_test_keep_quark_table (void);

/* Saved games go to a folder of the test's own */
void app_test_isolate_data (void);

/* What the application gives its windows when it starts, for a window
 * made without it: its style sheet (AdwApplication loads it) and its
 * icons (GtkApplication adds them to the icon theme), both from the
 * application's resources */
void app_test_use_app_style (void);

/* What a test of the app starts from (added with APP_TEST_ADD): a window
 * of its own on the start page, shown and laid out, in a data folder of
 * its own (empty at the start, removed at teardown, under the program's
 * temporary XDG_DATA_HOME).  At teardown
 * the window is closed (destroyed if it stays) and must be finalized, and
 * so must its session, the game it showed last, what the test gave
 * app_fixture_watch() and @game (a game the test made or holds): a
 * leaked window, session, widget or game fails the test. */
typedef struct
{
  ArrieroWindow *window;
  AlpGame       *game;

  /*< private >*/
  GWeakRef       window_ref;  /* the fixture holds no reference while the
                                 test runs: what lives as long as the
                                 window lives as in the app */
  GPtrArray     *watched;     /* app_fixture_watch()'s */
} AppFixture;

void app_fixture_set_up (AppFixture   *fixture,
                         gconstpointer data);

/* The same without the window: the test opens it with
 * app_fixture_open_window() once its data folder holds what it needs
 * (the start page lists the games when the window opens) */
void app_fixture_set_up_no_window (AppFixture   *fixture,
                                   gconstpointer data);

void app_fixture_tear_down (AppFixture   *fixture,
                            gconstpointer data);

/* Opens the fixture's window on the start page; one open before is closed
 * first (if the test has not) and must be finalized with its game, as at
 * teardown */
ArrieroWindow *app_fixture_open_window (AppFixture *fixture);

/* The same, with a 3-player game on @edition started in it
 * (start_new_game()) */
ArrieroWindow *app_fixture_open_game (AppFixture *fixture,
                                      AlpEdition *edition,
                                      GRand      *rand);

/* The same as app_fixture_open_window(), the window showing @session
 * (its construct property "session") instead of one of its own */
ArrieroWindow *app_fixture_open_session_window (AppFixture     *fixture,
                                                ArrieroSession *session);

/* @object must be finalized at teardown: the fixture takes a reference of
 * its own (g_object_ref_sink(): a floating widget's becomes the
 * fixture's; the test still drops any it holds) and drops it after the
 * fixture's window is gone, then asserts that @object is finalized.  A
 * GtkWindow still open then is destroyed first.  Watched objects (and
 * @game) may hold each other: each is dropped once the fixture holds the
 * last reference.  Returns @object. */
gpointer app_fixture_watch (AppFixture *fixture,
                            gpointer    object);

#define APP_TEST_ADD(path, func) \
  g_test_add ((path), AppFixture, NULL, app_fixture_set_up, (func), app_fixture_tear_down)

#define APP_TEST_ADD_NO_WINDOW(path, func) \
  g_test_add ((path), AppFixture, NULL, app_fixture_set_up_no_window, (func), app_fixture_tear_down)

void spin (guint ms);

/* Lets the widgets lay out and draw, as a frame would */
void settle (void);

GtkWidget *find_child_of_type (GtkWidget *root,
                               GType      type);

/* A window on the start page, shown and laid out */
ArrieroWindow *new_window (void);

void close_window (ArrieroWindow *window);

void empty_games_folder (void);

/* Removes @path, a file or a folder with all it holds */
void remove_tree (const char *path);

/* The first widget below @root whose name (gtk_widget_get_name()) is @name */
GtkWidget *find_named (GtkWidget  *root,
                       const char *name);

/* The window's turn panel; its game page is made if it was not yet */
ArrieroTurnPanel *get_panel (ArrieroWindow *window);

/* A 3-player game on @edition, its setup drawn from @rand, in @window */
void start_new_game (ArrieroWindow *window,
                     AlpEdition    *edition,
                     GRand         *rand);

G_END_DECLS
