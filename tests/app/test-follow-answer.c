/* test-follow-answer.c: the views follow an answer given mid-turn, under Xvfb
 *
 * An answer about the copy changes the game's edition and no event: the
 * turn panel, the board and the other views must follow it as they follow
 * a step.  The game is played on the reference edition with every
 * standard space's icons unknown; the mule stops on one, the panel offers
 * "Describe What Is Printed Here", and the table answers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-test-app.h"
#include "arriero-board-view.h"
#include "arriero-game-store.h"
#include "arriero-test-question.h"

/* A shown row of the turn panel that activates @action */
static gboolean
shows_row (GtkWidget  *root,
           const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_LIST_BOX_ROW (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return TRUE;
      if (shows_row (child, action))
        return TRUE;
    }

  return FALSE;
}

/* What the engine does not know of the spots the board draws icons for */
static guint
count_unknown (AlpGame *game)
{
  guint n = 0;

  for (guint s = 0; s < alp_game_get_n_spaces (game); s++)
    {
      AlpSpaceKind kind = alp_game_get_space_kind (game, s);

      if (kind == ALP_SPACE_GO || kind == ALP_SPACE_END)
        continue;
      for (guint spot = 0; spot < alp_game_get_space_n_spots (game, s); spot++)
        {
          guint n_icons = 0;

          n += alp_game_get_stop_icons (game, s, spot, &n_icons) == NULL;
        }
    }

  return n;
}

/* The board draws at its next frame: waits up to 2 s for it to draw
 * @expected spots with "?" */
static guint
board_unknown (ArrieroBoardView *board,
               guint             expected)
{
  gint64 until = g_get_monotonic_time () + 2 * G_TIME_SPAN_SECOND;

  while (arriero_board_view_get_n_unknown (board) != expected && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);

  return arriero_board_view_get_n_unknown (board);
}

static void
test_follows_answer_mid_turn (AppFixture   *fixture,
                              gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) edition = load_without_icons ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  ArrieroWindow *window = fixture->window;
  AlpGame *game;
  ArrieroTurnPanel *panel;
  ArrieroBoardView *board;
  ArrieroQuestion *question;
  g_autoptr(JsonNode) value = NULL;
  guint n_unknown, n_events;

  start_new_game (window, edition, rand);
  game = arriero_window_get_game (window);
  panel = get_panel (window);
  board = ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));

  /* moves until a mule stops where the copy says nothing yet */
  for (guint step = 0; step < 60 && !shows_row (GTK_WIDGET (panel), "turn.describe"); step++)
    {
      if (alp_game_get_phase (game) == ALP_PHASE_ACT)
        gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
      else if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
        {
          g_autoptr(GArray) destinations = alp_game_list_destinations (game);
          AlpPosition *pos = &g_array_index (destinations, AlpPosition, 0);

          gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", (guint) pos->space, (guint) pos->spot);
        }
      else
        play_step (window, rand);
      settle ();
      answer_all (reference);
    }
  g_assert_true (shows_row (GTK_WIDGET (panel), "turn.describe"));
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_ACT);
  n_unknown = count_unknown (game);
  g_assert_cmpuint (n_unknown, >, 0);
  g_assert_cmpuint (board_unknown (board, n_unknown), ==, n_unknown);
  n_events = alp_game_get_n_events (game);

  /* the table describes the space, as a person would */
  gtk_widget_activate_action (GTK_WIDGET (panel), "turn.describe", NULL);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_test_message ("asked: %s", arriero_question_get_path (question));
  g_assert_true (g_str_has_suffix (arriero_question_get_path (question), ".icons"));
  value = alp_edition_get_value (reference, arriero_question_get_path (question));
  fill (question, value);
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  g_assert_null (arriero_question_get_error (question));
  settle ();
  g_assert_null (find_question ());

  /* no new event, yet the panel and the board follow the answer */
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  g_assert_cmpuint (count_unknown (game), <, n_unknown);
  g_assert_false (shows_row (GTK_WIDGET (panel), "turn.describe"));
  g_assert_cmpuint (board_unknown (board, count_unknown (game)), ==, count_unknown (game));
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/window/follows-answer-mid-turn", test_follows_answer_mid_turn);

  return g_test_run ();
}
