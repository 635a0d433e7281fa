/* test-zara-copy.c: a Zara-only game on the table's own copy, through the
 * real window under Xvfb: the first game asks the shape of each of
 * tonight's segments the copy does not know, with the segment-shape form,
 * and keeps the answers in the copy; the second asks none
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-edition-store.h"
#include "arriero-form-rows.h"
#include "arriero-segment-shape-form.h"
#include "arriero-test-app.h"
#include "arriero-test-engine.h"
#include "arriero-test-question.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

/* The window asking a segment's shape, if one is open */
static GtkWindow *
find_shape_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_widget_get_visible (l->data) &&
        find_child_of_type (l->data, ARRIERO_TYPE_SEGMENT_SHAPE_FORM) != NULL)
      return l->data;

  return NULL;
}

/* Plays @n events of the game the window shows, each one interaction */
static void
play (ArrieroWindow *window,
      guint          n)
{
  AlpGame *game = arriero_window_get_game (window);
  GtkWidget *panel = GTK_WIDGET (get_panel (window));

  for (guint i = 0; i < n && alp_game_get_phase (game) != ALP_PHASE_OVER; i++)
    {
      AlpPhase phase = alp_game_get_phase (game);
      guint before = alp_game_get_n_events (game);

      if (phase == ALP_PHASE_MOVE)
        {
          g_autoptr(GArray) to = alp_game_list_destinations (game);
          AlpPosition *pos = &g_array_index (to, AlpPosition, 0);

          gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                                      (guint) pos->space, (guint) pos->spot);
        }
      else if (phase == ALP_PHASE_ZARA_ROLL)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
      else
        {
          /* the back read: a click on its picture, the first shown */
          GtkWidget *flow = GTK_WIDGET (gtk_widget_get_template_child (panel, ARRIERO_TYPE_TURN_PANEL, "backs_flow"));
          GtkWidget *back = NULL;

          g_assert_cmpint (phase, ==, ALP_PHASE_ZARA_CARD);
          g_assert_true (gtk_widget_get_visible (flow));
          for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL && back == NULL;
               child = gtk_widget_get_next_sibling (child))
            if (gtk_widget_get_visible (child))
              back = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
          g_assert_nonnull (back);
          g_signal_emit_by_name (back, "clicked");
        }
      settle ();
      g_assert_cmpuint (alp_game_get_n_events (game), ==, before + 1);
      g_assert_cmpuint (events_on_disk (arriero_window_get_path (window)), ==, before + 1);
    }
}

static void
test_zara_on_copy (AppFixture   *fixture,
                   gconstpointer data)
{
  ArrieroWindow *window = fixture->window;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "editions",
                                                   "shapeless.json", NULL);
  g_autofree char *copy = arriero_edition_store_get_path ();
  g_autofree char *dir = g_path_get_dirname (copy);
  g_autofree char *text = NULL;
  g_autofree char *first_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  guint interactions = 0, asked = 0, picked = 0;
  GtkWidget *picture;
  GtkWindow *shape_window;
  AlpGame *game;

  /* a copy whose segments are not described yet */
  g_assert_true (g_file_get_contents (source, &text, NULL, &error));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-quick-game-my-copy", NULL));
  interactions++;
  settle ();

  /* each of tonight's 10 segments, in track order */
  while ((shape_window = find_shape_window ()) != NULL)
    {
      GtkWidget *root = GTK_WIDGET (shape_window);
      GtkWidget *save = arriero_form_find_named (root, "save-shape");
      const char *title = gtk_window_get_title (shape_window);
      /* named by the segment's kind, never by the copy's id for it */
      gboolean market = g_str_equal (title, "Market Segment");

      g_assert_cmpuint (asked, <, 10);
      g_assert_null (arriero_window_get_game (window));
      /* Save waits for a complete shape */
      g_assert_false (gtk_widget_get_sensitive (save));

      /* a segment of a kind described already: its picture is one click */
      picture = NULL;
      for (guint k = 0; k < 10 && picture == NULL; k++)
        {
          g_autofree char *name = g_strdup_printf ("same-as-%u", k);

          picture = arriero_form_find_named (root, name);
        }
      if (picture != NULL)
        {
          g_signal_emit_by_name (picture, "clicked");
          interactions++;
          picked++;
          g_assert_true (gtk_widget_get_sensitive (save));
          click_named (root, "save-shape");
          interactions++;
          settle ();
          asked++;
          continue;
        }

      /* the number of spaces typed in */
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (arriero_form_find_named (root, "space-count")), 3);
      interactions++;
      g_assert_null (strstr (title, "m1"));
      if (g_str_equal (title, "Start Segment") || g_str_equal (title, "End Segment"))
        {
          gboolean go = g_str_equal (title, "Start Segment");
          GtkWidget *special = arriero_form_find_named (root, go ? "space-0-go" : "space-2-end");

          /* the segment's kind says where its start or end space is */
          g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (special)));
          /* a start or end for 3 mules: one more interaction */
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (arriero_form_find_named (root, go ? "space-0-spots"
                                                                                      : "space-2-spots")), 3);
          interactions++;
        }
      else
        {
          g_assert_false (gtk_widget_get_sensitive (save));
          click_named (root, market ? "space-1-market" : "space-1-harvest");
          interactions++;
        }
      g_assert_true (gtk_widget_get_sensitive (save));
      click_named (root, "save-shape");
      interactions++;
      settle ();
      asked++;
    }
  g_assert_cmpuint (asked, ==, 10);

  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (alp_setup_is_zara_only (alp_game_get_setup (game)));
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  g_print ("# Zara-only game on a copy without shapes: %u interactions before the first move "
           "(%u segment shapes, %u of them picked by a picture)\n", interactions, asked, picked);
  /* 3 markets and 3 harvests after the first of their kind */
  g_assert_cmpuint (picked, ==, 6);
  first_path = g_strdup (arriero_window_get_path (window));
  play (window, 8);

  /* the answers are in the copy's file */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  for (guint s = 0; s < 10; s++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].sides.two_three_player", s);
      g_autoptr(JsonNode) side = alp_edition_get_value (kept, path);

      g_assert_nonnull (side);
    }

  /* a second Zara-only game on the same copy asks nothing */
  interactions = 0;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-quick-game-my-copy", NULL));
  interactions++;
  settle ();
  g_assert_null (find_shape_window ());
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (alp_setup_is_zara_only (alp_game_get_setup (game)));
  g_assert_cmpstr (arriero_window_get_path (window), !=, first_path);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 0);
  g_print ("# second Zara-only game on the same copy: %u interaction before the first move\n",
           interactions);
  play (window, 4);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/zara/quick-game-on-copy", test_zara_on_copy);

  return g_test_run ();
}
