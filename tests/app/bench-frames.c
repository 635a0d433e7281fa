/* bench-frames.c: every step of a turn redraws within one frame
 *
 * Plays 4-player games step by step in the real window and measures, for
 * every step, the work it costs: the handlers that run when the game
 * changes (engine, autosave, turn panel, board, players, history) plus the
 * next frame from its start to its end (layout, snapshot, render).  The
 * wait for the frame clock's next tick is not work and is not counted.
 * Reported: the median, the 95th percentile and the worst step; the target
 * is that every step fits in one frame, 16 ms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "alp-playout.h"
#include "app-test-util.h"
#include "arriero-window.h"

static gboolean painted;
static gint64 frame_start, frame_end;

static void
before_paint_cb (GdkFrameClock *clock,
                 gpointer       user_data)
{
  frame_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  frame_end = g_get_monotonic_time ();
  painted = TRUE;
}

static gint
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (gint64));
  ArrieroWindow *window;
  GdkFrameClock *clock;
  gint64 p50, p95, worst;
  gint64 sync_total = 0;

  app_test_isolate_data ();
  gtk_init ();
  adw_init ();

  window = g_object_new (ARRIERO_TYPE_WINDOW, "default-width", 1280, "default-height", 800, NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  spin (300);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);

  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      AlpGame *game;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 4);
      game = arriero_window_get_game (window);
      /* Starting a game is not a step: let its first frames be drawn
       * first (the board's layer that never changes during the game, and
       * the page's crossfade from the start page, 200 ms) */
      spin (400);

      while (alp_game_get_phase (game) != ALP_GAME_PHASE_OVER)
        {
          gint64 start, handlers, elapsed;

          /* a frame already under way belongs to the previous step */
          while (g_main_context_iteration (NULL, FALSE))
            ;
          painted = FALSE;
          start = g_get_monotonic_time ();
          /* one step, applied through the game the window shows: the
           * window, board, panel and players react to it as to a click */
          alp_playout_step (game, rand, NULL);
          handlers = g_get_monotonic_time () - start;
          sync_total += handlers;
          while (!painted)
            g_main_context_iteration (NULL, TRUE);
          elapsed = handlers + (frame_end - MAX (frame_start, start + handlers));
          g_array_append_val (samples, elapsed);
        }
    }

  qsort (samples->data, samples->len, sizeof (gint64), compare_gint64);
  p50 = g_array_index (samples, gint64, samples->len / 2);
  p95 = g_array_index (samples, gint64, samples->len * 95 / 100);
  worst = g_array_index (samples, gint64, samples->len - 1);

  g_print ("%u steps of 4-player games, work per step (handlers + frame): median %.1f ms, 95%% %.1f ms, worst %.1f ms\n",
           samples->len, p50 / 1000.0, p95 / 1000.0, worst / 1000.0);
  g_print ("of which the handlers of the step itself (engine, panel, board, players): %.1f ms on average\n",
           sync_total / 1000.0 / samples->len);
  g_print ("target: every step within 16 ms: %s\n", worst <= 16000 ? "met" : "NOT met");

  gtk_window_destroy (GTK_WINDOW (window));

  return worst <= 16000 ? 0 : 1;
}
