/* test-zara-window.c: Zara for a pair, through the real window under Xvfb: her
 * seeded die (Z2), her card step, her turns in a row (T1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-test-engine.h"
#include "arriero-test-question.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

static char *
save_text (AlpGame *game)
{
  return alp_record_save_to_data (game, NULL);
}

/* Whether a label under @root shows a text with @part in it */
static gboolean
shows_text (GtkWidget  *root,
            const char *part)
{
  /* the panel hides the rows it does not use */
  if (!gtk_widget_get_visible (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, part))
      return TRUE;

  return FALSE;
}

/* Zara's card step read from a back (Z6, Z7 once turned): the panel
 * shows the backs as pictures to click, each back once, every one a
 * legal choice of turn.choose, and no list of sentences for them.
 * Returns the buttons shown (none when her step is not a back's). */
static GPtrArray *
check_backs (ArrieroTurnPanel *panel)
{
  GtkWidget *flow = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               "backs_flow"));
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               "choices_list"));
  g_autoptr(GHashTable) words = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *buttons = g_ptr_array_new ();

  if (!gtk_widget_get_visible (flow))
    return buttons;
  for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      const char *tooltip;
      const AlpChoice *choice;
      GVariant *target;

      if (!gtk_widget_get_visible (child))
        continue;
      g_assert_true (GTK_IS_BUTTON (button));
      tooltip = gtk_widget_get_tooltip_text (button);
      g_assert_true (g_str_has_prefix (tooltip, "Card back: "));
      g_assert_false (g_hash_table_contains (words, tooltip));
      g_hash_table_add (words, (gpointer) tooltip);
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "turn.choose");
      target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      choice = arriero_turn_panel_get_choice (panel, g_variant_get_uint32 (target));
      g_assert_nonnull (choice);
      g_assert_true (choice->legal || choice->missing);
      g_assert_cmpint (choice->action.kind, ==, ALP_ACTION_ZARA_CARD);
      g_assert_cmpuint (choice->action.card, ==, ALP_NONE);
      g_assert_nonnull (strstr (tooltip, alp_fruit_get_name (choice->action.fruit[0], 1)));
      g_assert_nonnull (strstr (tooltip, choice->action.arrow == ALP_ARROW_UP ? "arrow up" : "arrow down"));
      g_ptr_array_add (buttons, button);
    }
  g_assert_cmpuint (buttons->len, >, 0);
  g_assert_cmpuint (buttons->len, <=, 10);
  /* the pictures are the choice: no row of the list takes a back */
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    g_assert_true (!gtk_widget_get_visible (row) ||
                   g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), "turn.choose") != 0);

  return buttons;
}

/* T1: when Zara moves twice in a row the panel says why; and her card
 * step lists the backs, never a card and its back both */
static void
test_zara_again (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  ArrieroWindow *window = fixture->window;
  GtkWidget *panel = GTK_WIDGET (get_panel (window));
  AlpGame *game = NULL;
  guint again = 0, once = 0, backs = 0;

  /* a new game's layout is random: play games until each case came */
  for (guint step = 0, games = 0; step < 5000 && (again < 1 || once < 1 || backs < 1); step++)
    {
      AlpPhase phase;

      if (games == 0 || alp_game_get_phase (game) == ALP_PHASE_OVER)
        {
          g_assert_cmpuint (games, <, 8);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
          settle ();
          game = arriero_window_get_game (window);
          games++;
        }
      phase = alp_game_get_phase (game);

      if (phase == ALP_PHASE_ZARA_ROLL)
        {
          gboolean says = shows_text (panel, "Zara moves again: her mule is still the furthest back (rule T1)");

          g_assert_cmpint (says, ==, alp_game_is_turn_again (game));
          if (says)
            again++;
          else
            once++;
          /* a short roll leaves her furthest back more often than not */
          gtk_widget_activate_action (panel, "turn.roll", "i", 1 + (gint) (step % 2));
          settle ();
          continue;
        }
      if (phase == ALP_PHASE_ZARA_CARD)
        {
          g_autoptr(GPtrArray) shown = check_backs (ARRIERO_TURN_PANEL (panel));

          /* the backs are all there is: no card, nothing behind "Show all" */
          if (shown->len > 0)
            {
              g_assert_false (shows_text (panel, "Show all"));
              g_assert_false (shows_text (panel, "The table reports delivery"));
              g_assert_cmpuint (arriero_turn_panel_get_targets (ARRIERO_TURN_PANEL (panel))->len, ==, 0);
              backs++;
            }
          else
            /* its front counts: the card is clicked on the table */
            g_assert_cmpuint (arriero_turn_panel_get_targets (ARRIERO_TURN_PANEL (panel))->len, >, 0);
        }
      play_step (window, rand);
    }
  g_test_message ("Zara again %u, once %u, back steps %u", again, once, backs);
  g_assert_cmpuint (again, >=, 1);
  g_assert_cmpuint (once, >=, 1);
  g_assert_cmpuint (backs, >=, 1);
}

/* Z2: Roll for Zara, Undo, Roll again: the same value, the app's die in
 * the record; the physical die's entry is recorded as physical */
static void
test_roll_after_undo (AppFixture   *fixture,
                      gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  ArrieroWindow *window = fixture->window;
  ArrieroTurnPanel *panel = get_panel (window);
  AlpGame *game;
  guint rolls = 0;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_setup (game)->seed, >=, 1);

  for (guint step = 0; step < 400 && rolls < 3; step++)
    {
      guint n = alp_game_get_n_events (game);
      AlpAction first, again;
      g_autofree char *saved = NULL;

      if (alp_game_get_phase (game) != ALP_PHASE_ZARA_ROLL)
        {
          play_step (window, rand);
          continue;
        }

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
      settle ();
      g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
      first = *alp_game_get_event (game, n);
      g_assert_cmpuint (first.die, ==, ALP_DIE_APP);
      saved = save_text (game);
      g_assert_nonnull (strstr (saved, "\"app_die\": true"));

      for (guint i = 0; i < 3; i++)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          settle ();
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
          /* the physical die, another value: recorded as the table's */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "turn.roll", "i",
                                                     (gint) (first.value % 6 + 1)));
          settle ();
          g_assert_cmpuint (alp_game_get_event (game, n)->value, ==, first.value % 6 + 1);
          g_assert_cmpuint (alp_game_get_event (game, n)->die, ==, ALP_DIE_PHYSICAL);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          settle ();

          gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
          settle ();
          again = *alp_game_get_event (game, n);
          g_assert_true (alp_action_equal (&first, &again));
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
        }
      rolls++;
    }
  g_assert_cmpuint (rolls, ==, 3);
}

/* A whole Zara-only game through the window, started from the start
 * page: each human turn is one click (win.move), each Zara turn at most 3
 * (her die, and at a market or harvest the back read; the goal of the
 * issue), saved after every event, undo and redo work, and it ends with
 * every mule in the end space */
static void
test_quick_game (AppFixture   *fixture,
                 gconstpointer data)
{
  ArrieroWindow *window = fixture->window;
  GtkWidget *panel = GTK_WIDGET (get_panel (window));
  AlpGame *game;
  guint human_turns = 0, zara_turns = 0, interactions = 0, zara_max = 0, zara_interactions = 0;
  guint zara_now = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-quick-game", NULL));
  settle ();
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (alp_setup_is_zara_only (alp_game_get_setup (game)));
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");

  for (guint step = 0; alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      AlpPhase phase = alp_game_get_phase (game);
      guint n = alp_game_get_n_events (game);

      g_assert_cmpuint (step, <, 400);
      /* whose turn: the window's subtitle names the mule furthest back */
      {
        AdwWindowTitle *title = ADW_WINDOW_TITLE (find_child_of_type (GTK_WIDGET (window),
                                                                      ADW_TYPE_WINDOW_TITLE));

        g_assert_nonnull (strstr (adw_window_title_get_subtitle (title),
                                  alp_game_get_mule_name (game, alp_game_get_current (game))));
      }

      if (phase == ALP_PHASE_MOVE)
        {
          g_autoptr(GArray) to = alp_game_list_destinations (game);
          AlpPosition *pos = &g_array_index (to, AlpPosition, 0);

          /* one click on the board */
          gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                                      (guint) pos->space, (guint) pos->spot);
          human_turns++;
          interactions++;
          zara_now = 0;
          /* the turn is over at once: no actions to enter */
          g_assert_cmpint (alp_game_get_phase (game), !=, ALP_PHASE_ACT);
        }
      else if (phase == ALP_PHASE_ZARA_ROLL)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL));
          zara_turns++;
          interactions++;
          zara_interactions++;
          zara_now = 1;
        }
      else
        {
          /* the back read: a click on its picture */
          g_autoptr(GPtrArray) backs = check_backs (ARRIERO_TURN_PANEL (panel));
          GtkWidget *button;
          AlpAction read;

          g_assert_cmpint (phase, ==, ALP_PHASE_ZARA_CARD);
          g_assert_cmpuint (backs->len, >, 0);
          g_assert_false (shows_text (panel, "The table reports delivery"));
          button = backs->pdata[step % backs->len];
          read = arriero_turn_panel_get_choice (ARRIERO_TURN_PANEL (panel),
                                                g_variant_get_uint32 (gtk_actionable_get_action_target_value (
                                                  GTK_ACTIONABLE (button))))->action;
          g_signal_emit_by_name (button, "clicked");
          settle ();
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
          g_assert_true (alp_action_equal (alp_game_get_event (game, n), &read));
          interactions++;
          zara_interactions++;
          zara_now++;
        }
      settle ();
      g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
      zara_max = MAX (zara_max, zara_now);
      g_assert_cmpuint (zara_now, <=, 3);
      /* saved after every event */
      g_assert_cmpuint (events_on_disk (arriero_window_get_path (window)), ==, n + 1);

      if (step == 10)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
          settle ();
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
          settle ();
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
        }
    }

  for (guint m = 0; m < alp_game_get_n_mules (game); m++)
    g_assert_cmpuint (alp_game_get_position (game, m).space, ==, alp_game_get_n_spaces (game) - 1);
  /* no score was tracked: the panel offers Settle a Score instead of the
   * score page */
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  g_assert_true (shows_text (panel, "Settle a Score"));
  g_assert_false (shows_text (panel, "Show the Final Score"));
  /* the figures for the README */
  g_test_message ("Zara-only game: %u human turns of 1 interaction each, %u Zara turns with "
                  "%u interactions (at most %u in one turn), %u interactions in all",
                  human_turns, zara_turns, zara_interactions, zara_max, interactions);
  g_print ("# quick game: %u human turns (1 each), %u Zara turns, %u Zara interactions "
           "(max %u a turn), %u in all\n",
           human_turns, zara_turns, zara_interactions, zara_max, interactions);
  g_assert_cmpuint (human_turns, >, 0);
  g_assert_cmpuint (zara_turns, >, 0);
  g_assert_cmpuint (zara_max, <=, 3);

  /* and it opens the Settle a Score page, for the count on the board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.settle-score", NULL));
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "settle");
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/zara/Z2/roll-after-undo", test_roll_after_undo);
  APP_TEST_ADD ("/app/zara/T1/zara-again", test_zara_again);
  APP_TEST_ADD ("/app/zara/quick-game", test_quick_game);

  return g_test_run ();
}
