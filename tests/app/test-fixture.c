/* test-fixture.c: the UI tests' fixture fails a test that leaks
 *
 * A test that keeps its window, the window's session, its game or an
 * object it gave app_fixture_watch() alive past its end must fail at
 * teardown (run in a subprocess here, which must fail), and every test
 * starts in an empty data folder whatever the one before left there.
 * Under AddressSanitizer, a program that makes more than 2048 quarks
 * (GLib then drops its first table of them) reports no leak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-test-app.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

static ArrieroWindow *leaked_window;
static AlpGame *leaked_game;
static ArrieroSession *leaked_session;
static GObject *leaked_object;

/* Leaves a game in the folder: the next test must not see it */
static void
test_leave_a_game (AppFixture   *fixture,
                   gconstpointer data)
{
  g_autofree char *dir = arriero_game_store_get_dir ();

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", "i", 3);
  settle ();
  g_assert_nonnull (arriero_window_get_game (fixture->window));
  g_assert_true (g_file_test (arriero_window_get_path (fixture->window), G_FILE_TEST_EXISTS));
  g_assert_true (g_str_has_prefix (arriero_window_get_path (fixture->window), dir));
}

static void
test_fresh_folder (AppFixture   *fixture,
                   gconstpointer data)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);

  g_assert_nonnull (listing);
  g_assert_null (g_dir_read_name (listing));
  g_assert_cmpstr (arriero_window_get_page (fixture->window), ==, "start");
}

static void
test_leak_window_child (AppFixture   *fixture,
                        gconstpointer data)
{
  leaked_window = g_object_ref (fixture->window);
}

static void
test_leak_game_child (AppFixture   *fixture,
                      gconstpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", "i", 3);
  settle ();
  leaked_game = g_object_ref (arriero_window_get_game (fixture->window));
}

static void
test_leak_session_child (AppFixture   *fixture,
                         gconstpointer data)
{
  leaked_session = g_object_ref (arriero_window_get_session (fixture->window));
}

/* The test's own reference is never dropped */
static void
test_leak_watched_child (AppFixture   *fixture,
                         gconstpointer data)
{
  leaked_object = app_fixture_watch (fixture, g_object_new (G_TYPE_OBJECT, NULL));
}

/* A game; a window of the test's own with a widget in it, both watched
 * and left open, and a session of the test's own: all go at teardown */
static void
test_no_leak_child (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(ArrieroSession) session = app_fixture_watch (fixture, arriero_session_new ());
  GtkWidget *window = app_fixture_watch (fixture, gtk_window_new ());

  gtk_window_set_child (GTK_WINDOW (window), app_fixture_watch (fixture, gtk_label_new ("Ana")));
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", "i", 3);
  settle ();
  g_assert_nonnull (arriero_window_get_game (fixture->window));
}

/* The child that leaks fails, the one that does not passes */
static void
test_leak_fails (gconstpointer data)
{
  const char *which = data;
  g_autofree char *path = g_strdup_printf ("/app/fixture/%s/subprocess", which);
  g_autofree char *own = g_dir_make_tmp ("arriero-fixture-XXXXXX", NULL);
  g_autofree char *parent = g_strdup (g_getenv ("ARRIERO_TEST_DATA"));

  /* the child's data folder, not this program's: a failing child leaves
   * its own behind */
  g_setenv ("ARRIERO_TEST_DATA", own, TRUE);
  g_setenv ("XDG_DATA_HOME", own, TRUE);
  g_test_trap_subprocess (path, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_setenv ("ARRIERO_TEST_DATA", parent, TRUE);
  g_setenv ("XDG_DATA_HOME", parent, TRUE);
  remove_tree (own);
  if (g_str_equal (which, "no-leak"))
    g_test_trap_assert_passed ();
  else
    {
      g_test_trap_assert_failed ();
      g_test_trap_assert_stderr ("*g_assert_finalize_object*");
    }
}

/* Past GLib's first block of 2048 quarks, as a test of many widget
 * names goes: LeakSanitizer must not count the dropped first table
 * (app_test_keep_quark_table) */
static void
test_many_quarks (void)
{
  GQuark last = 0;

  for (guint i = 0; i < 2100; i++)
    {
      g_autofree char *name = g_strdup_printf ("test-fixture-quark-%u", i);

      last = g_quark_from_string (name);
    }
  g_assert_cmpuint (last, >, 2048);
#if defined(__SANITIZE_ADDRESS__)
  g_assert_cmpint (__lsan_do_recoverable_leak_check (), ==, 0);
#endif
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/fixture/data-folder/leave-a-game", test_leave_a_game);
  APP_TEST_ADD ("/app/fixture/data-folder/fresh", test_fresh_folder);
  APP_TEST_ADD ("/app/fixture/leaked-window/subprocess", test_leak_window_child);
  APP_TEST_ADD ("/app/fixture/leaked-game/subprocess", test_leak_game_child);
  APP_TEST_ADD ("/app/fixture/leaked-session/subprocess", test_leak_session_child);
  APP_TEST_ADD ("/app/fixture/leaked-watched/subprocess", test_leak_watched_child);
  APP_TEST_ADD ("/app/fixture/no-leak/subprocess", test_no_leak_child);
  g_test_add_data_func ("/app/fixture/leaked-window", "leaked-window", test_leak_fails);
  g_test_add_data_func ("/app/fixture/leaked-game", "leaked-game", test_leak_fails);
  g_test_add_data_func ("/app/fixture/leaked-session", "leaked-session", test_leak_fails);
  g_test_add_data_func ("/app/fixture/leaked-watched", "leaked-watched", test_leak_fails);
  g_test_add_data_func ("/app/fixture/no-leak", "no-leak", test_leak_fails);
  g_test_add_func ("/app/fixture/many-quarks", test_many_quarks);

  return g_test_run ();
}
