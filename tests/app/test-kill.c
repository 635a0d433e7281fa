/* test-kill.c: a game killed with SIGKILL loses nothing
 *
 * The test runs a copy of itself as the app: it plays a game through the
 * window and prints the number of events after each one is saved.  The
 * test kills it with SIGKILL at a random moment, or the save hook
 * (ARRIERO_TEST_KILL_AT, see alp_json_write_file()) kills it at one step
 * of a save; then a new window's Continue must resume at the last event
 * saved before the kill or the one after, never less, and go on saving.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-game-store.h"
#include "arriero-window.h"

#define CHILD_EVENTS 57
/* Kills inside the save, per step of the save; random kills */
#define SAVE_KILLS 20
#define RANDOM_KILLS 100

static guint kills_tried;
static guint games_intact;

/* The child: a window, a game, events; then it waits to be killed.  With
 * --play it goes on playing and says the count after every event. */
static int
run_child (gboolean play)
{
  ArrieroWindow *window;
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(AlpSetup) setup = alp_setup_new (4);
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *path = arriero_game_store_new_path ();

  gtk_init ();
  adw_init ();
  app_test_use_app_style ();

  window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);
  if (!play)
    gtk_window_present (GTK_WINDOW (window));

  /* A game as win.new-game starts it, from a fixed seed */
  g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, NULL));
  game = alp_game_new (edition, setup, NULL);
  printf ("%s\n", path);
  fflush (stdout);
  arriero_session_set_game (arriero_window_get_session (window), game, path);

  if (play)
    {
      /* each event is saved by the window as it happens, then said */
      printf ("%u\n", alp_game_get_n_events (game));
      fflush (stdout);
      while (alp_playout_step (game, rand, NULL))
        {
          printf ("%u\n", alp_game_get_n_events (game));
          fflush (stdout);
        }
      return 0;
    }

  while (alp_game_get_n_events (game) < CHILD_EVENTS)
    alp_playout_step (game, rand, NULL);

  printf ("%u\n", alp_game_get_n_events (game));
  fflush (stdout);

  /* Until the test kills it */
  for (;;)
    g_main_context_iteration (NULL, TRUE);

  return 0;
}

static GPid
spawn_child (const char  *mode,
             const char  *kill_at,
             FILE       **out)
{
  const char *argv[] = { g_test_get_filename (G_TEST_BUILT, "test-kill", NULL), mode, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  GPid pid;
  int out_fd;

  if (kill_at != NULL)
    envp = g_environ_setenv (envp, "ARRIERO_TEST_KILL_AT", kill_at, TRUE);
  else
    envp = g_environ_unsetenv (envp, "ARRIERO_TEST_KILL_AT");

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                                           NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  *out = fdopen (out_fd, "r");

  return pid;
}

static void
assert_killed (GPid pid)
{
  int status;

  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  g_spawn_close_pid (pid);
}

/* Reads a line of the child; FALSE at the end */
static gboolean
read_line (FILE *out,
           char *line,
           gsize size)
{
  if (fgets (line, size, out) == NULL)
    return FALSE;
  g_strchomp (line);
  return TRUE;
}

static guint
count_temporary_files (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".saving"))
      n++;

  return n;
}

/* The app restarted after a kill: @saved is the last event the child said
 * was saved (-1: not even the new game).  The file holds that event or
 * the one after; Continue resumes there; the next event is saved whole. */
static void
check_after_kill (const char *path,
                  int         saved,
                  gboolean    may_be_one_more)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) on_disk = NULL;
  g_autoptr(AlpGame) after = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  ArrieroWindow *window;
  AlpGame *game;
  int n = -1;

  kills_tried++;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      on_disk = alp_record_load_from_file (path, &error);
      g_assert_no_error (error);
      n = alp_game_get_n_events (on_disk);
    }
  g_assert_cmpint (n, >=, saved);
  g_assert_cmpint (n, <=, saved + (may_be_one_more ? 1 : 0));

  window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);
  /* start-up removed what the kill left */
  g_assert_cmpuint (count_temporary_files (), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  game = arriero_window_get_game (window);
  if (n < 0)
    g_assert_null (game);
  else
    {
      g_assert_nonnull (game);
      g_assert_cmpstr (arriero_window_get_path (window), ==, path);
      g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
      /* Continue saved at once, over what the kill left: that save is
       * whole (before the fix, it went into the killed save's longer
       * .saving and kept its tail) */
      {
        g_autoptr(AlpGame) resumed = alp_record_load_from_file (path, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (alp_game_get_n_events (resumed), ==, n);
      }
      /* not read-only: the kernel released the dead child's lock */
      g_assert_null (arriero_window_get_banner (window));

      /* The next save, shorter or longer than the one killed, is whole */
      g_assert_true (alp_playout_step (game, rand, NULL));
      after = alp_record_load_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (alp_game_get_n_events (after), ==, n + 1);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  games_intact++;

  empty_games_folder ();
}

static void
test_sigkill (AppFixture   *fixture,
              gconstpointer data)
{
  g_autofree char *path = NULL;
  char line[4096] = "";
  FILE *out;
  GPid pid;

  empty_games_folder ();
  pid = spawn_child ("--child", NULL, &out);
  g_assert_true (read_line (out, line, sizeof line));
  path = g_strdup (line);
  g_assert_true (read_line (out, line, sizeof line));
  fclose (out);
  g_assert_cmpuint (g_ascii_strtoull (line, NULL, 10), ==, CHILD_EVENTS);

  /* No warning, no chance to save: SIGKILL */
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  assert_killed (pid);

  check_after_kill (path, CHILD_EVENTS, FALSE);
}

/* SIGKILL at a random moment of a game being played, 100 times */
static void
test_sigkill_random (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());

  empty_games_folder ();
  for (guint run = 0; run < RANDOM_KILLS; run++)
    {
      g_autofree char *path = NULL;
      char line[4096] = "";
      guint wait_for = g_rand_int_range (rand, 0, 40);
      int saved = -1;
      FILE *out;
      GPid pid;

      pid = spawn_child ("--child-play", NULL, &out);
      g_assert_true (read_line (out, line, sizeof line));
      path = g_strdup (line);
      for (guint i = 0; i <= wait_for && read_line (out, line, sizeof line); i++)
        saved = (int) g_ascii_strtoll (line, NULL, 10);
      /* somewhere inside the next events, maybe inside a save */
      g_usleep (g_rand_int_range (rand, 0, 3000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      assert_killed (pid);
      /* what it said before it died */
      while (read_line (out, line, sizeof line))
        saved = (int) g_ascii_strtoll (line, NULL, 10);
      fclose (out);

      check_after_kill (path, saved, TRUE);
    }
}

/* Killed by the save hook at one step of the Nth save, 20 times a step */
static void
test_kill_inside_save (AppFixture   *fixture,
                       gconstpointer user_data)
{
  const char *step = user_data;

  empty_games_folder ();
  for (guint run = 0; run < SAVE_KILLS; run++)
    {
      /* the first save (the new game) and later ones, some ending a turn */
      guint nth = run == 0 ? 1 : 1 + (run * 7) % 40;
      g_autofree char *kill_at = g_strdup_printf ("%s:%u", step, nth);
      g_autofree char *path = NULL;
      char line[4096] = "";
      int saved = -1;
      FILE *out;
      GPid pid;

      pid = spawn_child ("--child-play", kill_at, &out);
      g_assert_true (read_line (out, line, sizeof line));
      path = g_strdup (line);
      while (read_line (out, line, sizeof line))
        saved = (int) g_ascii_strtoll (line, NULL, 10);
      fclose (out);
      assert_killed (pid);

      /* save N holds event N - 1 (the first holds the new game) */
      g_assert_cmpint (saved, ==, (int) nth - 2);
      check_after_kill (path, saved, g_str_equal (step, "after-rename"));
    }
}

static void
test_figures (AppFixture   *fixture,
              gconstpointer data)
{
  /* The figures for the closing note */
  g_test_message ("killed %u times (random moments and inside the save): %u games intact",
                  kills_tried, games_intact);
  g_assert_cmpuint (games_intact, ==, kills_tried);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const steps[] = {
    "after-open", "mid-write", "after-write", "before-rename", "after-rename",
  };

  if (argc > 1 && g_str_equal (argv[1], "--child"))
    return run_child (FALSE);
  if (argc > 1 && g_str_equal (argv[1], "--child-play"))
    return run_child (TRUE);

  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/kill/sigkill-resumes-at-last-event", test_sigkill);
  APP_TEST_ADD_NO_WINDOW ("/app/kill/sigkill-random-100", test_sigkill_random);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *path = g_strdup_printf ("/app/kill/inside-save/%s", steps[i]);

      g_test_add (path, AppFixture, steps[i], app_fixture_set_up_no_window, test_kill_inside_save,
                  app_fixture_tear_down);
    }
  APP_TEST_ADD_NO_WINDOW ("/app/kill/total/figures", test_figures);

  return g_test_run ();
}
