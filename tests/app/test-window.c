/* test-window.c: playing games through the real window, under Xvfb
 *
 * Every step activates the action a click or a key would activate
 * (win.move, turn.open, turn.choose, win.end-turn, win.roll, win.undo…)
 * and then checks what the window shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-application.h"
#include "arriero-board-view.h"
#include "arriero-game-page.h"
#include "arriero-games-page.h"
#include "arriero-game-store.h"
#include "arriero-player-row.h"
#include "arriero-score-page.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

/* What the window shows must be what the engine knows */
static void
check_window (ArrieroWindow *window)
{
  AlpGame *game = arriero_window_get_game (window);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (find_child_of_type (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));
  const char *subtitle = adw_window_title_get_subtitle (title);
  GtkWidget *list;
  guint p = 0;

  if (alp_game_get_phase (game) == ALP_PHASE_OVER)
    g_assert_cmpstr (subtitle, ==, "The game is over");
  else
    {
      /* whose turn */
      g_assert_nonnull (strstr (subtitle, alp_game_get_mule_name (game, alp_game_get_current (game))));
    }

  /* every player's holdings */
  list = find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_PLAYER_ROW);
  g_assert_nonnull (list);
  for (GtkWidget *row = list; row != NULL; row = gtk_widget_get_next_sibling (row), p++)
    {
      g_autofree char *expected = g_strdup_printf ("%d %s · norias %u/5 · %u farmers in supply",
                                                   alp_game_get_dirhams (game, p),
                                                   alp_game_get_dirhams (game, p) == 1 ? "dirham" : "dirhams",
                                                   alp_game_get_norias (game, p),
                                                   alp_game_get_farmers (game, p));

      g_assert_true (g_str_has_prefix (arriero_player_row_get_summary (ARRIERO_PLAYER_ROW (row)), expected));
    }
  g_assert_cmpuint (p, ==, alp_game_get_n_players (game));
}

/* One step of play, the way a person at the table would do it: Zara's
 * die and a card turned up are one event each */
static void
play_step_checked (ArrieroWindow *window,
                   GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);
  AlpPhase phase = alp_game_get_phase (game);
  guint before = alp_game_get_n_events (game);

  play_step (window, rand);
  if (phase == ALP_PHASE_ZARA_ROLL || phase == ALP_PHASE_REVEAL ||
      phase == ALP_PHASE_ZARA_CARD || phase == ALP_PHASE_ZARA_CHOOSE)
    g_assert_cmpuint (alp_game_get_n_events (game), ==, before + 1);
}

static char *
save_text (AlpGame *game)
{
  return alp_record_save_to_data (game, NULL);
}

static void
test_templates (AppFixture   *fixture,
                gconstpointer data)
{
  ArrieroWindow *window = fixture->window;

  g_assert_cmpstr (arriero_window_get_page (window), ==, "start");
  /* the start page's window has no game page yet: it is made when a game
   * is first shown (or asked for), with every view of it */
  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_BOARD_VIEW));
  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_TURN_PANEL));
  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE));
  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_GAMES_PAGE));
  g_assert_nonnull (get_panel (window));
  g_assert_true (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_TURN_PANEL) == GTK_WIDGET (get_panel (window)));
  g_assert_nonnull (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_BOARD_VIEW));
  {
    GtkWidget *games = arriero_window_get_games_page (window);

    g_assert_true (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_GAMES_PAGE) == games);
  }
  g_assert_cmpstr (arriero_window_get_page (window), ==, "start");
  g_assert_nonnull (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE));

  /* the shortcuts window (Ctrl+?) is made when asked for, over the window */
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWindow *shortcuts = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        g_assert_false (GTK_IS_SHORTCUTS_WINDOW (toplevel));
      }

    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
    settle ();
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (GTK_IS_SHORTCUTS_WINDOW (toplevel))
          shortcuts = toplevel;
      }
    g_assert_nonnull (shortcuts);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
    g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));
    gtk_window_close (shortcuts);
    settle ();
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  }
}

/* A 3-player game: moves, actions, a refusal, undo and redo, then the
 * window is closed and Continue resumes at the same event */
static void
test_three_players (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  ArrieroWindow *window = fixture->window;
  AlpGame *game;
  g_autofree char *before_close = NULL;
  g_autofree char *path = NULL;
  gboolean refused = FALSE;
  guint n;

  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_TURN_PANEL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  /* the first game shown made the game page, its views on the game */
  g_assert_true (arriero_turn_panel_get_game (ARRIERO_TURN_PANEL (find_child_of_type (GTK_WIDGET (window),
                                                                                  ARRIERO_TYPE_TURN_PANEL))) == game);
  check_window (window);

  for (guint step = 0; step < 80; step++)
    {
      /* once: a move the rules forbid, and the window says which rule */
      if (!refused && alp_game_get_phase (game) == ALP_PHASE_MOVE && step > 10)
        {
          g_autoptr(GArray) choices = alp_game_list_choices (game, ALP_ACTION_MOVE);

          for (guint i = 0; i < choices->len && !refused; i++)
            {
              const AlpChoice *c = &g_array_index (choices, AlpChoice, i);

              if (c->legal || c->rule == NULL)
                continue;
              n = alp_game_get_n_events (game);
              gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                                          (guint) c->action.space, (guint) c->action.spot);
              g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
              g_assert_cmpstr (arriero_turn_panel_get_message (get_panel (window)), ==, c->reason);
              g_assert_true (g_str_has_prefix (c->reason, "rule T"));
              refused = TRUE;
            }
        }

      play_step_checked (window, rand);
      check_window (window);
    }
  g_assert_true (refused);

  /* Undo five steps, redo them: the same game */
  n = alp_game_get_n_events (game);
  g_assert_cmpuint (n, >, 20);
  before_close = save_text (game);
  for (guint i = 0; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n - 5);
  check_window (window);
  for (guint i = 0; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
  {
    g_autofree char *after = save_text (game);

    g_assert_cmpstr (after, ==, before_close);
  }

  /* Close, reopen, Continue */
  path = g_strdup (arriero_window_get_path (window));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpstr (arriero_window_get_path (window), ==, path);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
  {
    g_autofree char *resumed = save_text (game);

    g_assert_cmpstr (resumed, ==, before_close);
  }
  check_window (window);
}

/* The history lists every event once it is shown, follows the game, and
 * goes back to an event when its row is activated */
static void
test_history (AppFixture   *fixture,
              gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  ArrieroWindow *window = fixture->window;
  GtkListBox *list = arriero_game_page_get_history_view (ARRIERO_GAME_PAGE (arriero_window_get_game_page (window)));
  GtkListBoxRow *row;
  AlpGame *game;
  guint n;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = arriero_window_get_game (window);
  for (guint step = 0; step < 100 && alp_game_get_n_events (game) < 12; step++)
    play_step_checked (window, rand);
  n = alp_game_get_n_events (game);
  g_assert_cmpuint (n, >=, 12);

  /* hidden, it makes no rows */
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL);
  settle ();
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, n - 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, n));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *label = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, i));
      g_autofree char *description = alp_game_describe_event (game, i);
      g_autofree char *expected = g_strdup_printf ("%u. %s", i + 1, description);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
    }

  /* shown, it follows the game */
  while (alp_game_get_n_events (game) < n + 2)
    play_step_checked (window, rand);
  n = alp_game_get_n_events (game);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, n - 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, n));

  /* back to the sixth event: it stays, what came after is taken back */
  row = gtk_list_box_get_row_at_index (list, 5);
  g_signal_emit_by_name (list, "row-activated", row);
  settle ();
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 6);
  g_assert_cmpuint (alp_game_get_n_undone (game), ==, n - 6);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 5));
  g_assert_null (gtk_list_box_get_row_at_index (list, 6));

  /* hidden again, its rows go */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL);
  settle ();
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));

}

/* The start page keeps the game for Continue but out of reach: no undo
 * or end of turn acts on a game nobody sees */
static void
test_start_page (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  ArrieroWindow *window = fixture->window;
  AdwWindowTitle *title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                          ARRIERO_TYPE_WINDOW,
                                                                          "window_title"));
  g_autofree char *path = NULL;
  AlpGame *game;
  guint n;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = arriero_window_get_game (window);
  while (alp_game_get_n_events (game) < 5)
    play_step_checked (window, rand);
  n = alp_game_get_n_events (game);
  path = g_strdup (arriero_window_get_path (window));
  g_assert_cmpstr (adw_window_title_get_subtitle (title), !=, "");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "start");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n);

  /* Opened again: the same game, undo within reach again */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_cmpstr (arriero_window_get_path (window), ==, path);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), !=, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n - 1);

}

/* A 2-player game: Zara's die from the window, her card questions and
 * her numbered instructions */
static void
test_zara (AppFixture   *fixture,
           gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  ArrieroWindow *window = fixture->window;
  AlpGame *game;
  guint zara_turns = 0;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_n_mules (game), ==, 3);

  for (guint step = 0; step < 400 && zara_turns < 4; step++)
    {
      gboolean zara = alp_game_get_phase (game) == ALP_PHASE_ZARA_ROLL;

      play_step_checked (window, rand);
      check_window (window);
      if (zara)
        {
          GtkWidget *panel = GTK_WIDGET (get_panel (window));
          g_auto(GStrv) lines = alp_game_get_instructions (game);
          GtkWidget *list;
          GtkWidget *row;
          GtkWidget *label;

          zara_turns++;
          g_assert_true (g_str_has_prefix (lines[0], "1. Roll: "));

          /* the panel shows the same numbered instructions, in its first
           * list (under the title, the hints and the refusal) */
          list = gtk_widget_get_first_child (gtk_widget_get_first_child (panel));
          while (list != NULL && !GTK_IS_LIST_BOX (list))
            list = gtk_widget_get_next_sibling (list);
          g_assert_true (GTK_IS_LIST_BOX (list));
          g_assert_true (gtk_widget_get_visible (list));
          row = gtk_widget_get_first_child (list);
          g_assert_true (gtk_widget_get_visible (row));
          label = gtk_widget_get_first_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, lines[0]);
        }
    }
  g_assert_cmpuint (zara_turns, ==, 4);
}

/* A whole game to the final score page and its score sheet */
static void
test_final_score (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  ArrieroWindow *window = fixture->window;
  ArrieroScorePage *page;
  AlpGame *game;
  g_autoptr(AlpScore) score = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "score.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "score.pdf", NULL);
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *contents = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = arriero_window_get_game (window);
  for (guint step = 0; step < 3000 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    play_step_checked (window, rand);

  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "score");
  check_window (window);

  page = ARRIERO_SCORE_PAGE (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE));
  score = alp_game_get_score (game);
  if (!score->shared)
    g_assert_nonnull (strstr (arriero_score_page_get_headline (page), score->lines[score->winner].name));

  g_assert_true (arriero_score_page_save (page, png, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_cmpmem (contents, 4, "\x89PNG", 4);
  g_clear_pointer (&contents, g_free);
  g_assert_true (arriero_score_page_save (page, pdf, &error));
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));

}

/* Every saved game's name and contents (not the listing's index, a
 * cache beside them) */
static GHashTable *
read_games (void)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  GHashTable *games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      char *contents = NULL;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_hash_table_insert (games, g_strdup (name), contents);
    }

  return games;
}

static void
assert_same_games (GHashTable *before,
                   GHashTable *after)
{
  GHashTableIter iter;
  gpointer name, contents;

  g_assert_cmpuint (g_hash_table_size (after), ==, g_hash_table_size (before));
  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &name, &contents))
    g_assert_cmpstr (g_hash_table_lookup (after, name), ==, contents);
}

/* Ctrl+N and the menu's New Game open the choice of a new game (players,
 * board) and start none: no game file is written or replaced, and going
 * back to the game loses nothing */
static void
test_new_game_asks_first (AppFixture   *fixture,
                          gconstpointer data)
{
  g_autoptr(GtkApplication) app = g_object_new (ARRIERO_TYPE_APPLICATION,
                                                "application-id", "io.github.arriero.Arriero.Test",
                                                "flags", G_APPLICATION_NON_UNIQUE,
                                                NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  GMenuModel *menu;
  GtkWidget *new_game_row;
  AlpGame *game;
  g_autofree char *path = NULL;
  g_autofree char *menu_action = NULL;
  g_auto(GStrv) actions = NULL;
  guint n;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  window = g_object_new (ARRIERO_TYPE_WINDOW, "application", app, NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  new_game_row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ARRIERO_TYPE_WINDOW,
                                                            "new_game_row"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  settle ();
  game = g_object_ref (arriero_window_get_game (window));
  while (alp_game_get_n_events (game) < 4)
    play_step_checked (window, rand);
  n = alp_game_get_n_events (game);
  path = g_strdup (arriero_window_get_path (window));

  /* the key and the menu item, as GTK would activate them */
  actions = gtk_application_get_actions_for_accel (app, "<Control>n");
  g_assert_cmpuint (g_strv_length (actions), ==, 1);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (find_child_of_type (GTK_WIDGET (window),
                                                                             GTK_TYPE_MENU_BUTTON)));
  menu = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_true (g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_ACTION, "s", &menu_action));
  g_assert_null (g_menu_model_get_item_attribute_value (menu, 0, G_MENU_ATTRIBUTE_TARGET, NULL));
  g_object_unref (menu);

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GHashTable) before = read_games ();
      g_autoptr(GHashTable) after = NULL;
      g_autofree char *name = NULL;
      g_autoptr(GVariant) target = NULL;

      g_assert_cmpuint (g_hash_table_size (before), >=, 1);
      if (i == 0)
        g_assert_true (g_action_parse_detailed_name (actions[0], &name, &target, NULL));
      else
        name = g_strdup (menu_action);
      g_test_message ("new game through %s", name);
      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, target));
      settle ();

      /* the choices are shown, the game is the one played, nothing saved */
      g_assert_cmpstr (arriero_window_get_page (window), ==, "start");
      g_assert_true (gtk_widget_get_mapped (new_game_row));
      g_assert_true (gtk_widget_has_focus (new_game_row));
      g_assert_true (arriero_window_get_game (window) == game);
      after = read_games ();
      assert_same_games (before, after);

      /* going back: the same game, at the same event */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
      settle ();
      g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
      g_assert_cmpstr (arriero_window_get_path (window), ==, path);
      g_assert_cmpuint (alp_game_get_n_events (arriero_window_get_game (window)), ==, n);
      g_set_object (&game, arriero_window_get_game (window));
      g_clear_pointer (&after, g_hash_table_unref);
      after = read_games ();
      g_assert_cmpuint (g_hash_table_size (after), ==, g_hash_table_size (before));
    }

  g_object_unref (game);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

static void
collect_shortcuts (GtkWidget *root,
                   GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        g_ptr_array_add (found, child);
      collect_shortcuts (child, found);
    }
}

/* Every shortcut the shortcuts window lists shows its keys, and they are
 * the keys the application sets for its action */
static void
test_shortcuts_show_keys (AppFixture   *fixture,
                          gconstpointer data)
{
  g_autoptr(GtkApplication) app = g_object_new (ARRIERO_TYPE_APPLICATION,
                                                "application-id", "io.github.arriero.Arriero.Test",
                                                "flags", G_APPLICATION_NON_UNIQUE,
                                                NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *window;
  guint with_action = 0;

  /* the application sets its accelerators at start-up */
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  builder = gtk_builder_new_from_resource ("/io/github/arriero/Arriero/arriero-shortcuts.ui");
  window = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (window));
  collect_shortcuts (window, shortcuts);
  g_assert_cmpuint (shortcuts->len, >=, 11);

  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_autofree char *action = NULL;
      g_auto(GStrv) keys = NULL;

      g_object_get (shortcuts->pdata[i], "title", &title, "accelerator", &accelerator,
                    "action-name", &action, NULL);
      g_test_message ("%s: %s (%s)", title, accelerator, action);
      g_assert_nonnull (accelerator);
      g_assert_cmpstr (accelerator, !=, "");

      keys = g_strsplit (accelerator, " ", -1);
      for (guint k = 0; keys[k] != NULL; k++)
        {
          guint key = 0;
          GdkModifierType mods = 0;

          g_assert_true (gtk_accelerator_parse (keys[k], &key, &mods));
          g_assert_cmpuint (key, !=, 0);
        }

      if (action != NULL)
        {
          g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, action);

          /* the same keys, however the modifiers are spelt */
          g_assert_cmpuint (g_strv_length (accels), ==, g_strv_length (keys));
          for (guint k = 0; keys[k] != NULL; k++)
            {
              guint key = 0, app_key = 0;
              GdkModifierType mods = 0, app_mods = 0;

              gtk_accelerator_parse (keys[k], &key, &mods);
              g_assert_true (gtk_accelerator_parse (accels[k], &app_key, &app_mods));
              g_assert_cmpuint (key, ==, app_key);
              g_assert_cmpuint (mods, ==, app_mods);
            }
          with_action++;
        }
    }
  /* the Game and General groups name actions */
  g_assert_cmpuint (with_action, >=, 9);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A Settle a Score page made before the first game comes after the
 * game's score page, which is made with the game page */
static void
test_score_page_before_settle (AppFixture   *fixture,
                               gconstpointer data)
{
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(AlpGame) shown = NULL;
  ArrieroWindow *window = fixture->window;
  GtkWidget *score;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.settle-score", NULL);
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "settle");
  g_assert_null (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_TURN_PANEL));
  start_new_game (window, edition, rand);
  score = find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE);
  g_assert_nonnull (score);
  g_object_get (score, "game", &shown, NULL);
  g_assert_true (shown == arriero_window_get_game (window));
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/window/templates", test_templates);
  APP_TEST_ADD ("/app/window/shortcuts-show-keys", test_shortcuts_show_keys);
  APP_TEST_ADD ("/app/window/new-game-asks-first", test_new_game_asks_first);
  APP_TEST_ADD ("/app/window/three-players", test_three_players);
  APP_TEST_ADD ("/app/window/history", test_history);
  APP_TEST_ADD ("/app/window/start-page", test_start_page);
  APP_TEST_ADD ("/app/window/Z1/zara", test_zara);
  APP_TEST_ADD ("/app/window/E4/final-score", test_final_score);
  /* last: the games of the tests above are drawn as before it */
  APP_TEST_ADD ("/app/window/score-page-before-settle", test_score_page_before_settle);

  return g_test_run ();
}
