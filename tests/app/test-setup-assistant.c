/* test-setup-assistant.c: setting up tonight's game page by page, under Xvfb
 *
 * The helpers that answer questions about the copy come from
 * test-question.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "alp-error.h"
#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-edition-store.h"
#include "arriero-question.h"
#include "arriero-rules-window.h"
#include "arriero-segment-preview.h"
#include "arriero-setup-edition.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

#include "arriero-test-question.h"

static void
next (ArrieroSetupAssistant *assistant)
{
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();
}

/* Presses Next on every page, answering what the copy is asked */
static guint
next_to_the_end (AlpEdition *reference,
                 AlpEdition *known)
{
  guint asked = 0;

  for (guint i = 0; i < 400; i++)
    {
      ArrieroSetupAssistant *assistant;

      asked += answer_known (reference, known);
      if ((assistant = find_setup_assistant ()) == NULL)
        return asked;
      enter_village_tokens (assistant, reference);
      enter_display_cards (assistant, reference);
      if (arriero_setup_assistant_get_problem (assistant) != NULL)
        g_error ("page %u: %s", arriero_setup_assistant_get_page (assistant),
                 arriero_setup_assistant_get_problem (assistant));
      next (assistant);
    }
  g_assert_not_reached ();
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @widget has a size, at most 10 s: a page's
 * pictures get theirs at the next frame, which a loaded machine may not
 * have drawn within settle()'s few iterations */
static void
wait_for_size (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (10, wake_cb, NULL);

  while ((gtk_widget_get_width (widget) == 0 || gtk_widget_get_height (widget) == 0) &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

static void
test_layout (AppFixture   *fixture,
             gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  AlpGame *game;
  static const char * const names[] = { "Ana", "Berto", "Carmen" };

  g_assert_true (arriero_edition_store_save (reference, &error));
  g_assert_no_error (error);

  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  g_assert_null (arriero_window_get_game (window));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (assistant), "players")), 3);
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *name = g_strdup_printf ("name-%u", p);

      gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (assistant), name)), names[p]);
    }
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);

  /* the pictures of tonight's order, go to end, drawn at a size */
  {
    GtkWidget *strip = find_named (GTK_WIDGET (assistant), "previews");
    guint n = 0;

    g_assert_nonnull (strip);
    for (GtkWidget *column = gtk_widget_get_first_child (strip); column != NULL;
         column = gtk_widget_get_next_sibling (column))
      {
        GtkWidget *preview = find_child_of_type (column, ARRIERO_TYPE_SEGMENT_PREVIEW);

        g_assert_nonnull (preview);
        g_assert_cmpuint (arriero_segment_preview_get_n_spaces (ARRIERO_SEGMENT_PREVIEW (preview)), >, 0);
        wait_for_size (preview);
        g_assert_cmpint (gtk_widget_get_width (preview), >, 0);
        g_assert_cmpint (gtk_widget_get_height (preview), >, 0);
        n++;
      }
    g_assert_cmpuint (n, ==, 10);
  }

  /* S1: two market segments in a row (the copy's middle segments in its
   * order, markets first), picked by their pictures */
  {
    guint8 middle[ARRIERO_N_MIDDLE];

    g_assert_cmpuint (arriero_setup_edition_list_middle (reference, middle), ==, 8);
    for (guint i = 0; i < 8; i++)
      {
        g_autofree char *name = g_strdup_printf ("pick-%u-%u", 1 + i, middle[i]);

        g_signal_emit_by_name (find_named (GTK_WIDGET (assistant), name), "clicked");
      }
  }
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
  g_assert_nonnull (arriero_setup_assistant_get_problem (assistant));
  g_test_message ("problem: %s", arriero_setup_assistant_get_problem (assistant));
  g_assert_nonnull (strstr (arriero_setup_assistant_get_problem (assistant), "S1"));

  /* Why? opens the Rules window at the rule the setup breaks */
  {
    GtkWidget *why = find_named (GTK_WIDGET (assistant), "problem-why");
    ArrieroRulesWindow *rules;

    g_assert_true (gtk_widget_get_visible (why));
    g_signal_emit_by_name (why, "clicked");
    settle ();
    rules = arriero_rules_window_find (GTK_WINDOW (assistant));
    g_assert_nonnull (rules);
    app_fixture_watch (fixture, rules);
    g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "S1");
  }

  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.random", NULL);
  settle ();
  g_assert_null (arriero_setup_assistant_get_problem (assistant));
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (assistant), "problem-why")));
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 2);

  g_assert_cmpuint (next_to_the_end (reference, NULL), ==, 0);

  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpstr (alp_game_get_setup (game)->names[p], ==, names[p]);
  g_assert_true (alp_setup_validate (alp_game_get_setup (game), alp_game_get_edition (game), &error));
  g_assert_no_error (error);

  for (guint step = 0; step < 6; step++)
    {
      play_step (window, rand);
      answer_all (reference);
    }
  g_assert_cmpuint (alp_game_get_n_events (game), >, 0);

}

static void
test_describe_copy (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) known = NULL;
  ArrieroWindow *window;
  AlpGame *game;
  guint asked;

  g_unlink (store);

  window = app_fixture_open_window (fixture);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  asked = next_to_the_end (reference, NULL);
  g_test_message ("%u questions in the first assistant", asked);
  g_assert_cmpuint (asked, >, 0);
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_false (alp_edition_get_example (alp_game_get_edition (game)));

  known = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  g_test_message ("%u questions in the second assistant", next_to_the_end (reference, known));
  g_assert_true (arriero_window_get_game (window) != game);

}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/layout", test_layout);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/describe-copy", test_describe_copy);

  return g_test_run ();
}
