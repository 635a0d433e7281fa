/* bench-startup.c: start-up to the first drawn frame, Arriero against a
 * minimal libadwaita window, measured the same way
 *
 * `bench-startup` runs `bench-startup --child arriero|minimal` many times
 * each, in turn: the child starts an application exactly as main.c does,
 * and prints the monotonic time of its window's first painted frame.  The
 * parent took the time before spawning it.  Both windows open at the same
 * size, the one Arriero's settings give: what it costs to fill the pixels
 * of a large window is the same for both.  Reported: the medians and their
 * ratio; the target is a ratio of at most 1.5.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "arriero-test-app.h"
#include "arriero-application.h"
#include "arriero-settings.h"

#define RUNS 21

static void
after_paint_cb (GdkFrameClock *clock,
                GApplication  *app)
{
  g_print ("%" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  g_application_quit (app);
}

static void
window_mapped_cb (GtkWidget    *window,
                  GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), app);
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), app);
}

static void
minimal_activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  g_autoptr(GSettings) settings = arriero_settings_new ();

  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), adw_status_page_new ());
  /* the size Arriero's window opens at: both windows have as many pixels
   * to fill */
  g_assert_nonnull (settings);
  gtk_window_set_default_size (GTK_WINDOW (window), g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  gtk_window_present (GTK_WINDOW (window));
}

static int
run_child (const char *which)
{
  g_autoptr(GApplication) app = NULL;
  char *argv[] = { (char *) "bench", NULL };

  app_test_isolate_data ();
  if (g_str_equal (which, "arriero"))
    app = G_APPLICATION (arriero_application_new ());
  else
    {
      app = G_APPLICATION (adw_application_new ("io.github.arriero.Minimal", G_APPLICATION_DEFAULT_FLAGS));
      g_signal_connect (app, "activate", G_CALLBACK (minimal_activate_cb), NULL);
    }
  g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);

  return g_application_run (app, 1, argv);
}

static gint64
first_frame_us (const char *self_path,
                const char *which)
{
  const char *argv[] = { self_path, "--child", which, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                     &status, &error) ||
      out == NULL || *out == '\0')
    g_error ("%s did not start: %s", which, error ? error->message : "no frame");

  return g_ascii_strtoll (out, NULL, 10) - start;
}

int
main (int   argc,
      char *argv[])
{
  gint64 minimal[RUNS], arriero[RUNS];
  double minimal_ms, arriero_ms;

  if (argc > 2 && g_str_equal (argv[1], "--child"))
    return run_child (argv[2]);

  if (g_getenv ("DISPLAY") == NULL)
    {
      g_printerr ("bench-startup needs a display (run it under xvfb-run)\n");
      return 1;
    }

  /* One of each in turn, so that whatever else the machine does weighs on
   * both alike */
  first_frame_us (argv[0], "minimal");   /* warm the caches */
  first_frame_us (argv[0], "arriero");
  for (guint i = 0; i < RUNS; i++)
    {
      minimal[i] = first_frame_us (argv[0], "minimal");
      arriero[i] = first_frame_us (argv[0], "arriero");
    }
  qsort (minimal, RUNS, sizeof minimal[0], compare_gint64);
  qsort (arriero, RUNS, sizeof arriero[0], compare_gint64);
  minimal_ms = minimal[RUNS / 2] / 1000.0;
  arriero_ms = arriero[RUNS / 2] / 1000.0;

  g_print ("first frame, median of %u: minimal libadwaita window %.1f ms, Arriero %.1f ms\n",
           RUNS, minimal_ms, arriero_ms);
  g_print ("startup ratio: %.2f (target at most 1.50)\n", arriero_ms / minimal_ms);

  return arriero_ms / minimal_ms <= 1.5 ? 0 : 1;
}
