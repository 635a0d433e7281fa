/* test-toast.c: the window's toasts under quick page changes, under Xvfb
 *
 * libadwaita 1.2 frees a toast's record when its hide animation ends,
 * while its show animation may still be running and will then unref
 * through that freed record (SIGSEGV in g_object_unref from
 * adw_animation_skip).  A toast dismissed or replaced while it slides in
 * reaches that path; the window must never do either.  These tests go to
 * the start page and open a game again right after steps, undos and
 * redos, with no waiting or with waits around the animations' lengths
 * (300 ms to show or hide a toast, 500 ms to show one in place of
 * another), over and over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-test-app.h"
#include "arriero-test-question.h"

/* Waits of every length around the animations', none most often */
static void
wait_a_little (GRand *rand)
{
  static const guint waits[] = { 0, 0, 0, 0, 5, 20, 60, 120, 180, 250, 310 };

  spin (waits[g_rand_int_range (rand, 0, G_N_ELEMENTS (waits))]);
}

/* Waits shorter than a toast's show, none most often */
static void
wait_less (GRand *rand)
{
  static const guint waits[] = { 0, 0, 0, 5, 20, 40, 60, 90, 120, 150 };

  spin (waits[g_rand_int_range (rand, 0, G_N_ELEMENTS (waits))]);
}

static AlpGame *
new_game (ArrieroWindow *window)
{
  AlpGame *game;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);

  return game;
}

static guint
count_toasts (ArrieroWindow *window)
{
  GtkWidget *overlay = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += child != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

  return n;
}

/* Within @ms, the overlay shows @shown a toast (or none) */
static gboolean
wait_for_toast (ArrieroWindow *window,
                gboolean       shown,
                guint          ms)
{
  gint64 until = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until && (count_toasts (window) > 0) != shown)
    g_main_context_iteration (NULL, FALSE);

  return (count_toasts (window) > 0) == shown;
}

/* After the storm: a step still says what it did, and the start page
 * still takes the toast away */
static void
check_toasts_work (ArrieroWindow *window,
                   GRand         *rand)
{
  g_assert_cmpstr (arriero_window_get_page (window), !=, "start");
  if (alp_game_can_undo (arriero_window_get_game (window)))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  else
    play_step (window, rand);
  /* at once, or once the toast before it has hidden (300 ms) */
  g_assert_true (wait_for_toast (window, TRUE, 3000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
  /* after a second on show, and 300 ms to hide */
  g_assert_true (wait_for_toast (window, FALSE, 4000));
}

/* Steps, then at once the start page, then the game again, 50 times */
static void
test_start_page_after_steps (AppFixture   *fixture,
                             gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  ArrieroWindow *window = fixture->window;
  AlpGame *game = new_game (window);
  g_autofree char *path = g_strdup (arriero_window_get_path (window));

  for (guint round = 0; round < 50; round++)
    {
      guint n_steps = g_rand_int_range (rand, 1, 4);

      if (alp_game_get_phase (game) == ALP_PHASE_OVER)
        {
          game = new_game (window);
          g_free (path);
          path = g_strdup (arriero_window_get_path (window));
        }
      for (guint i = 0; i < n_steps && alp_game_get_phase (game) != ALP_PHASE_OVER; i++)
        play_step (window, rand);
      wait_a_little (rand);

      gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
      g_assert_cmpstr (arriero_window_get_page (window), ==, "start");
      wait_less (rand);

      gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
      game = arriero_window_get_game (window);
      g_assert_cmpstr (arriero_window_get_path (window), ==, path);
      g_assert_cmpstr (arriero_window_get_page (window), !=, "start");

      /* a step at once after the page change, and the start page again
       * while its toast slides in */
      play_step (window, rand);
      wait_less (rand);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
      wait_less (rand);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
      game = arriero_window_get_game (window);
    }

  check_toasts_work (window, rand);
}

/* Undo and redo over and over, each changing the toast, with page changes
 * between them */
static void
test_undo_storm (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  ArrieroWindow *window = fixture->window;
  AlpGame *game = new_game (window);
  g_autofree char *path = g_strdup (arriero_window_get_path (window));

  while (alp_game_get_n_events (game) < 6)
    play_step (window, rand);

  for (guint round = 0; round < 50; round++)
    {
      guint n = g_rand_int_range (rand, 1, 6);

      for (guint i = 0; i < n; i++)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), g_rand_boolean (rand) ? "win.undo" : "win.redo", NULL);
          if (g_rand_boolean (rand))
            g_main_context_iteration (NULL, FALSE);
        }
      if (g_rand_boolean (rand))
        wait_a_little (rand);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
      wait_a_little (rand);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
      game = arriero_window_get_game (window);
      /* a game taken back to its start has nothing to undo: a step */
      if (alp_game_get_n_events (game) < 2)
        play_step (window, rand);
      else
        gtk_widget_activate_action (GTK_WIDGET (window), g_rand_boolean (rand) ? "win.undo" : "win.redo", NULL);
      wait_a_little (rand);
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
  check_toasts_work (window, rand);
}

static GtkWidget *
first_toast (ArrieroWindow *window)
{
  GtkWidget *overlay = find_child_of_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)))
      return child;

  return NULL;
}

/* A click on a toast's close or Undo button dismisses it inside
 * libadwaita, the same crash while it slides in: a new toast takes no
 * click until it has settled, and then takes them */
static void
test_clicks_wait (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  ArrieroWindow *window = fixture->window;
  GtkWidget *toast;
  gint64 until;

  new_game (window);
  play_step (window, rand);
  g_assert_true (wait_for_toast (window, TRUE, 3000));
  toast = first_toast (window);
  g_assert_nonnull (toast);
  g_assert_false (gtk_widget_get_can_target (toast));

  until = g_get_monotonic_time () + 3 * G_TIME_SPAN_SECOND;
  while (g_get_monotonic_time () < until && !gtk_widget_get_can_target (toast))
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_get_can_target (toast));

}

int
main (int   argc,
      char *argv[])
{
  /* 50 rounds of page changes draw many frames: llvmpipe's GL takes
   * three times as long as cairo for them here */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/toast/start-page-after-steps", test_start_page_after_steps);
  APP_TEST_ADD ("/app/toast/undo-storm", test_undo_storm);
  APP_TEST_ADD ("/app/toast/clicks-wait", test_clicks_wait);

  return g_test_run ();
}
