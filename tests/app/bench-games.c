/* bench-games.c: start-up with 1,000 saved games against none, and the
 * History page's first frame
 *
 * `bench-games` fills one data folder with 1,000 saved games (and leaves
 * another empty), then runs `bench-games --child DIR startup|history`
 * many times each, in turn: the child starts the application as main.c
 * does, in DIR, and prints the monotonic time of its window's first
 * painted frame; with `history` it then opens the History page and
 * prints how long that page took to its first painted frame.  The parent
 * took the time before spawning.  Reported: the medians, the ratio of
 * start-up with 1,000 games to start-up with none (goal: at most 1.10)
 * and the History page's first frame with 1,000 games (goal: within
 * 100 ms).  The first run of each fills the index beside the games, as a
 * user's first start-up after an update would.  Beside the History's wall
 * time, the CPU time the process (every thread: llvmpipe draws in its
 * own) spent between the opening and that frame: on a shared machine the
 * wall time waits for other processes, the CPU time does not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-application.h"
#include "arriero-test-app.h"

#define RUNS    15
#define N_GAMES 1000

static gint64 opened_at;
static gint64 opened_cpu;

static void
history_painted_cb (GdkFrameClock *clock,
                    GApplication  *app)
{
  g_print ("%" G_GINT64_FORMAT "\n%" G_GINT64_FORMAT "\n", g_get_monotonic_time () - opened_at,
           process_cpu_time () - opened_cpu);
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, history_painted_cb, app);
  g_application_quit (app);
}

static void
after_paint_cb (GdkFrameClock *clock,
                GApplication  *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  gboolean history = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (app), "history"));

  g_print ("%" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  if (!history)
    {
      g_application_quit (app);
      return;
    }

  opened_at = g_get_monotonic_time ();
  opened_cpu = process_cpu_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-games", NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (history_painted_cb), app);
}

static void
window_mapped_cb (GtkWidget    *window,
                  GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb), app);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), app);
}

static int
run_child (const char *mode)
{
  g_autoptr(GApplication) app = G_APPLICATION (arriero_application_new ());
  char *argv[] = { (char *) "bench", NULL };

  g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  g_object_set_data (G_OBJECT (app), "history", GINT_TO_POINTER (g_str_equal (mode, "history")));
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);

  return g_application_run (app, 1, argv);
}

/* 1,000 finished and unfinished games of 2 to 4 players under @dir */
static void
fill_games (const char *dir)
{
  g_autofree char *games = g_build_filename (dir, "arriero", "games", NULL);
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  char *texts[10];

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (i + 1);
      g_autoptr(AlpGame) game = draw_game (edition, 2 + i % 3, rand);

      alp_playout_run (game, rand, i % 4 == 3 ? 40 : 0, NULL, NULL);
      texts[i] = alp_record_save_to_data (game, NULL);
    }
  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-2026%04u-120000.json", i);
      g_autofree char *path = g_build_filename (games, name, NULL);

      g_assert_true (g_file_set_contents (path, texts[i % G_N_ELEMENTS (texts)], -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    g_free (texts[i]);
}

/* The first frame's time from the spawn, and with `history` the History
 * page's first frame from its opening */
static void
run (const char *self_path,
     const char *dir,
     const char *mode,
     gint64     *startup,
     gint64     *history,
     gint64     *history_cpu)
{
  const char *argv[] = { self_path, "--child", mode, NULL };
  g_auto(GStrv) env = g_get_environ ();
  g_auto(GStrv) lines = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start;
  int status;

  env = g_environ_setenv (env, "XDG_DATA_HOME", dir, TRUE);
  env = g_environ_setenv (env, "ARRIERO_TEST_DATA", dir, TRUE);
  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                     &status, &error) ||
      out == NULL || *out == '\0')
    g_error ("the app did not start: %s", error ? error->message : "no frame");

  lines = g_strsplit (out, "\n", -1);
  *startup = g_ascii_strtoll (lines[0], NULL, 10) - start;
  if (history != NULL)
    *history = lines[1] != NULL ? g_ascii_strtoll (lines[1], NULL, 10) : G_MAXINT64;
  if (history_cpu != NULL)
    *history_cpu = lines[1] != NULL && lines[2] != NULL ? g_ascii_strtoll (lines[2], NULL, 10) : G_MAXINT64;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *none = NULL;
  g_autofree char *many = NULL;
  gint64 none_us[RUNS], many_us[RUNS], history_us[RUNS], history_cpu_us[RUNS], ignored;
  double none_ms, many_ms, history_ms, history_cpu_ms, ratio;

  if (argc > 2 && g_str_equal (argv[1], "--child"))
    return run_child (argv[2]);
  /* a folder of games to look at by hand */
  if (argc > 2 && g_str_equal (argv[1], "--fill"))
    {
      fill_games (argv[2]);
      return 0;
    }

  if (g_getenv ("DISPLAY") == NULL)
    {
      g_printerr ("bench-games needs a display (run it under xvfb-run)\n");
      return 1;
    }

  none = g_dir_make_tmp ("arriero-bench-none-XXXXXX", NULL);
  many = g_dir_make_tmp ("arriero-bench-many-XXXXXX", NULL);
  fill_games (many);

  /* warm the caches; the first start-up with the games builds the index */
  run (argv[0], none, "startup", &ignored, NULL, NULL);
  run (argv[0], many, "startup", &ignored, NULL, NULL);
  for (guint i = 0; i < RUNS; i++)
    {
      run (argv[0], none, "startup", &none_us[i], NULL, NULL);
      run (argv[0], many, "startup", &many_us[i], NULL, NULL);
    }
  for (guint i = 0; i < RUNS; i++)
    run (argv[0], many, "history", &ignored, &history_us[i], &history_cpu_us[i]);

  qsort (none_us, RUNS, sizeof none_us[0], compare_gint64);
  qsort (many_us, RUNS, sizeof many_us[0], compare_gint64);
  qsort (history_us, RUNS, sizeof history_us[0], compare_gint64);
  qsort (history_cpu_us, RUNS, sizeof history_cpu_us[0], compare_gint64);
  none_ms = none_us[RUNS / 2] / 1000.0;
  many_ms = many_us[RUNS / 2] / 1000.0;
  history_ms = history_us[RUNS / 2] / 1000.0;
  history_cpu_ms = history_cpu_us[RUNS / 2] / 1000.0;
  ratio = many_ms / none_ms;

  g_print ("first frame, median of %u: no saved games %.1f ms, %u saved games %.1f ms\n",
           RUNS, none_ms, N_GAMES, many_ms);
  g_print ("startup ratio: %.2f (target at most 1.10)\n", ratio);
  g_print ("History page's first frame with %u games, median of %u: %.1f ms (target at most 100 ms)\n",
           N_GAMES, RUNS, history_ms);
  g_print ("CPU time of that frame, every thread, median of %u: %.1f ms\n", RUNS, history_cpu_ms);

  remove_tree (none);
  remove_tree (many);

  return ratio <= 1.10 && history_ms <= 100 ? 0 : 1;
}
