/* test-kill.c: a game killed with SIGKILL loses nothing
 *
 * The test runs a copy of itself as the app: it plays a game through the
 * window's actions and reports the event it reached; the test kills it
 * with SIGKILL there and then, and a new window's Continue must resume at
 * exactly that event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "app-test-util.h"
#include "arriero-window.h"

#define CHILD_EVENTS 57

/* The child: a window, a game, events; then it waits to be killed */
static int
run_child (void)
{
  ArrieroWindow *window;
  AlpGame *game;
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);

  gtk_init ();
  adw_init ();

  window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 4);
  game = arriero_window_get_game (window);

  /* random legal events through the game the window holds: each one is
   * saved by the window as it happens */
  while (alp_game_get_n_events (game) < CHILD_EVENTS)
    alp_playout_step (game, rand, NULL);

  printf ("%s %u\n", arriero_window_get_path (window), alp_game_get_n_events (game));
  fflush (stdout);

  /* Until the test kills it */
  for (;;)
    g_main_context_iteration (NULL, TRUE);

  return 0;
}

static void
test_sigkill (void)
{
  const char *argv[] = { g_test_get_filename (G_TEST_BUILT, "test-kill", NULL), "--child", NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;
  int out_fd;
  char line[4096] = "";
  FILE *out;
  char *space;
  guint reported;
  int status;
  ArrieroWindow *window;
  AlpGame *game;
  g_autoptr(AlpGame) on_disk = NULL;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                           &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);

  out = fdopen (out_fd, "r");
  g_assert_nonnull (fgets (line, sizeof line, out));
  fclose (out);
  g_strchomp (line);
  space = strrchr (line, ' ');
  g_assert_nonnull (space);
  *space = '\0';
  reported = (guint) g_ascii_strtoull (space + 1, NULL, 10);
  g_assert_cmpuint (reported, ==, CHILD_EVENTS);

  /* No warning, no chance to save: SIGKILL */
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  g_spawn_close_pid (pid);

  on_disk = alp_record_load_from_file (line, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_n_events (on_disk), ==, CHILD_EVENTS);

  /* The app restarted: Continue resumes at the last event */
  window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (arriero_window_get_path (window), ==, line);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, CHILD_EVENTS);
  gtk_window_close (GTK_WINDOW (window));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_str_equal (argv[1], "--child"))
    return run_child ();

  APP_TEST_INIT (&argc, &argv);

  g_test_add_func ("/app/kill/sigkill-resumes-at-last-event", test_sigkill);

  return g_test_run ();
}
