/* test-session.c: the session that owns a window's game, under Xvfb
 *
 * ArrieroSession holds the game and its file: every event is on disk once
 * the session has applied it, undone or redone; an action the table's copy
 * does not describe enough asks for the item and goes through with the
 * answer; and a window's views follow whatever game the session holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-error.h"
#include "arriero-board-view.h"
#include "arriero-player-row.h"
#include "arriero-score-page.h"
#include "arriero-session.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"

static AlpGame *
new_example_game (guint n_players,
                  guint seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_assert_no_error (error);

  return draw_game (edition, n_players, rand);
}

typedef struct
{
  gboolean  done;
  gboolean  applied;
  GError   *error;
} Result;

static void
applied_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Result *res = user_data;

  res->applied = arriero_session_apply_finish (ARRIERO_SESSION (source), result, &res->error);
  res->done = TRUE;
}

static void
wait_for (Result *res)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!res->done && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (res->done);
}

static AlpAction
first_move (AlpGame *game)
{
  g_autoptr(GArray) destinations = alp_game_list_destinations (game);
  AlpAction action;

  g_assert_cmpuint (destinations->len, >, 0);
  alp_action_init (&action, ALP_ACTION_MOVE);
  action.space = g_array_index (destinations, AlpPosition, 0).space;
  action.spot = g_array_index (destinations, AlpPosition, 0).spot;

  return action;
}

/* An event applied through the session is in the game's file when the
 * apply finishes; a refused one is the session's refusal */
static void
test_saves_event (AppFixture   *fixture,
                  gconstpointer data)
{
  AlpGame *game = fixture->game = new_example_game (3, 5);
  g_autoptr(ArrieroSession) session = app_fixture_watch (fixture, arriero_session_new ());
  g_autofree char *path = arriero_game_store_new_path ();
  Result res = { 0 };
  Result refused = { 0 };
  AlpAction action;

  arriero_session_set_game (session, game, path);
  g_assert_true (arriero_session_get_game (session) == game);
  g_assert_cmpstr (arriero_session_get_path (session), ==, path);
  g_assert_false (arriero_session_get_read_only (session));
  g_assert_null (arriero_session_get_save_problem (session));
  g_assert_cmpuint (events_on_disk (path), ==, 0);

  action = first_move (game);
  arriero_session_apply (session, &action, NULL, applied_cb, &res);
  wait_for (&res);
  g_assert_no_error (res.error);
  g_assert_true (res.applied);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 1);
  g_assert_cmpuint (events_on_disk (path), ==, 1);
  g_assert_null (arriero_session_get_refusal (session));

  /* the same move again: the mule moved already */
  arriero_session_apply (session, &action, NULL, applied_cb, &refused);
  wait_for (&refused);
  g_assert_false (refused.applied);
  g_assert_error (refused.error, ALP_RULE_ERROR, ALP_RULE_ERROR_WRONG_TIME);
  g_assert_cmpstr (arriero_session_get_refusal (session), ==, refused.error->message);
  g_assert_cmpuint (events_on_disk (path), ==, 1);
  g_clear_error (&refused.error);

  /* the lock goes with the game: another session may take the file */
  arriero_session_set_game (session, NULL, NULL);
  g_assert_null (arriero_session_get_game (session));
  g_assert_null (arriero_session_get_refusal (session));
}

/* Undo and redo through the session: the file follows each */
static void
test_undo_redo (AppFixture   *fixture,
                gconstpointer data)
{
  AlpGame *game = fixture->game = new_example_game (2, 9);
  g_autoptr(ArrieroSession) session = app_fixture_watch (fixture, arriero_session_new ());
  g_autofree char *path = arriero_game_store_new_path ();
  g_autoptr(GError) error = NULL;
  Result res = { 0 };
  AlpAction action;

  arriero_session_set_game (session, game, path);
  g_assert_false (arriero_session_undo (session));
  g_assert_false (arriero_session_redo (session, &error));
  g_assert_no_error (error);

  action = first_move (game);
  arriero_session_apply (session, &action, NULL, applied_cb, &res);
  wait_for (&res);
  g_assert_true (res.applied);
  g_assert_cmpuint (events_on_disk (path), ==, 1);

  g_assert_true (arriero_session_undo (session));
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 0);
  g_assert_cmpuint (events_on_disk (path), ==, 0);

  g_assert_true (arriero_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 1);
  g_assert_cmpuint (events_on_disk (path), ==, 1);

  g_assert_true (arriero_session_rewind (session, 0));
  g_assert_cmpuint (events_on_disk (path), ==, 0);
  g_assert_true (alp_game_can_redo (game));
}

/* A game on the reference copy without its spaces' icons, played up to
 * the first action the copy does not describe enough for (a stop on a
 * space whose icons are unknown) that the full copy allows; the same game
 * on the full copy tells which one that is */
static AlpGame *
game_needing_item (AlpAction  *found,
                   char      **path)
{
  static const AlpActionKind kinds[] = {
    ALP_ACTION_TAKE_DIRHAMS, ALP_ACTION_TAKE_NORIAS, ALP_ACTION_TAKE_FRUIT, ALP_ACTION_ADD_FARMER,
    ALP_ACTION_IRRIGATE, ALP_ACTION_MOVE_FARMER, ALP_ACTION_HARVEST,
  };
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) edition = load_without_icons ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(AlpSetup) setup = random_setup (edition, 3, rand);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpGame) probe = NULL;

  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  probe = alp_game_new (reference, setup, &error);
  g_assert_no_error (error);

  for (guint step = 0; step < 60; step++)
    {
      AlpAction action;

      if (alp_game_get_phase (game) == ALP_PHASE_ACT)
        {
          for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
            {
              g_autoptr(GArray) choices = alp_game_list_choices (game, kinds[k]);
              g_autoptr(GArray) allowed = alp_game_list_choices (probe, kinds[k]);

              for (guint i = 0; i < choices->len; i++)
                for (guint j = 0; j < allowed->len; j++)
                  {
                    const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);
                    const AlpChoice *legal = &g_array_index (allowed, AlpChoice, j);

                    if (choice->missing && legal->legal && alp_action_equal (&choice->action, &legal->action))
                      {
                        *found = choice->action;
                        *path = g_strdup (choice->path);
                        return g_steal_pointer (&game);
                      }
                  }
            }
          alp_action_init (&action, ALP_ACTION_END_TURN);
        }
      else
        {
          g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
          action = first_move (game);
        }
      g_assert_true (alp_game_apply (game, &action, NULL));
      g_assert_true (alp_game_apply (probe, &action, NULL));
    }

  g_assert_not_reached ();
}

/* An action the copy does not describe enough for asks for the item over
 * the window given, and goes through once the table has answered */
static void
test_apply_asks (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *path = arriero_game_store_new_path ();
  g_autofree char *item = NULL;
  GtkWindow *parent = GTK_WINDOW (fixture->window);
  ArrieroQuestion *question;
  Result res = { 0 };
  AlpAction action;
  AlpGame *game = fixture->game = game_needing_item (&action, &item);
  g_autoptr(ArrieroSession) session = app_fixture_watch (fixture, arriero_session_new ());
  guint n_events;

  {
    g_autofree char *text = alp_action_to_string (&action);

    g_test_message ("%s needs %s", text, item);
  }

  arriero_session_set_game (session, game, path);
  n_events = alp_game_get_n_events (game);
  g_assert_null (find_question ());

  arriero_session_apply (session, &action, parent, applied_cb, &res);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_cmpstr (arriero_question_get_path (question), ==, item);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (question)) == parent);
  g_assert_true (arriero_session_get_asking (session));
  g_assert_false (res.done);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  /* the piece in the table's words, not its path */
  g_assert_nonnull (strstr (arriero_session_get_refusal (session), "is not described enough yet"));
  g_assert_null (strchr (arriero_session_get_refusal (session), '['));

  /* the answer (and any further one the action needs), then the retry */
  g_assert_cmpuint (answer_all (reference), >=, 1);
  wait_for (&res);
  g_assert_no_error (res.error);
  g_assert_true (res.applied);
  g_assert_false (arriero_session_get_asking (session));
  g_assert_null (arriero_session_get_refusal (session));
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events + 1);
  g_assert_true (alp_action_equal (alp_game_get_event (game, n_events), &action));
  g_assert_cmpuint (events_on_disk (path), ==, n_events + 1);
}

/* Cancelling the question leaves the game as it was: the apply fails */
static void
test_apply_cancelled (AppFixture   *fixture,
                      gconstpointer data)
{
  g_autofree char *item = NULL;
  GtkWindow *parent = GTK_WINDOW (fixture->window);
  Result res = { 0 };
  AlpAction action;
  AlpGame *game = fixture->game = game_needing_item (&action, &item);
  g_autoptr(ArrieroSession) session = app_fixture_watch (fixture, arriero_session_new ());
  guint n_events;

  arriero_session_set_game (session, game, NULL);
  n_events = alp_game_get_n_events (game);
  arriero_session_apply (session, &action, parent, applied_cb, &res);
  settle ();
  g_assert_nonnull (find_question ());
  gtk_widget_activate_action (GTK_WIDGET (find_question ()), "question.cancel", NULL);
  wait_for (&res);
  g_assert_false (res.applied);
  g_assert_error (res.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&res.error);
  g_assert_false (arriero_session_get_asking (session));
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  g_assert_null (alp_edition_get_value (alp_game_get_edition (game), item));
}

static guint
count_player_rows (GtkWidget *window,
                   AlpGame   *game)
{
  GtkWidget *row = find_child_of_type (window, ARRIERO_TYPE_PLAYER_ROW);
  guint n = 0;

  for (; row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      g_autoptr(AlpGame) shown = NULL;

      g_object_get (row, "game", &shown, NULL);
      g_assert_true (shown == game);
      n++;
    }

  return n;
}

/* A game swapped under a window: every view shows the new one, follows
 * its changes, and nothing listens to the old one any more */
static void
test_views_follow_swap (AppFixture   *fixture,
                        gconstpointer data)
{
  g_autoptr(ArrieroSession) session = arriero_session_new ();
  AlpGame *first = fixture->game = new_example_game (4, 1);
  g_autoptr(AlpGame) second = new_example_game (3, 2);   /* the window's at teardown */
  g_autofree char *first_path = arriero_game_store_new_path ();
  g_autofree char *second_path = arriero_game_store_new_path ();
  guint changed = g_signal_lookup ("changed", ALP_TYPE_GAME);
  ArrieroWindow *window = app_fixture_open_session_window (fixture, session);
  ArrieroBoardView *board;
  ArrieroTurnPanel *panel;
  ArrieroScorePage *score;
  g_autoptr(AlpGame) score_game = NULL;
  g_autoptr(GArray) destinations = NULL;
  Result res = { 0 };
  AlpAction action;

  g_assert_true (arriero_window_get_session (window) == session);
  board = ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));
  panel = get_panel (window);
  score = ARRIERO_SCORE_PAGE (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE));

  arriero_session_set_game (session, first, first_path);
  settle ();
  g_assert_true (arriero_board_view_get_game (board) == first);
  g_assert_cmpuint (count_player_rows (GTK_WIDGET (window), first), ==, 4);
  g_assert_true (g_signal_has_handler_pending (first, changed, 0, FALSE));

  arriero_session_set_game (session, second, second_path);
  settle ();
  g_assert_true (arriero_window_get_game (window) == second);
  g_assert_true (arriero_board_view_get_game (board) == second);
  g_assert_true (arriero_turn_panel_get_game (panel) == second);
  g_object_get (score, "game", &score_game, NULL);
  g_assert_true (score_game == second);
  g_assert_cmpuint (count_player_rows (GTK_WIDGET (window), second), ==, 3);
  g_assert_false (g_signal_has_handler_pending (first, changed, 0, FALSE));
  destinations = alp_game_list_destinations (second);
  g_assert_cmpuint (arriero_board_view_get_n_marked (board), ==, destinations->len);
  g_assert_cmpuint (arriero_board_view_get_n_marked (board), >, 0);

  /* a step of the new game reaches the board: no destination to mark in
   * the act phase */
  action = first_move (second);
  arriero_session_apply (session, &action, GTK_WINDOW (window), applied_cb, &res);
  wait_for (&res);
  g_assert_true (res.applied);
  g_assert_cmpint (alp_game_get_phase (second), ==, ALP_PHASE_ACT);
  g_assert_cmpuint (arriero_board_view_get_n_marked (board), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  /* a session of the test's own, no window */
  APP_TEST_ADD_NO_WINDOW ("/app/session/saves-event", test_saves_event);
  APP_TEST_ADD_NO_WINDOW ("/app/session/undo-redo", test_undo_redo);
  /* a session of the test's own, asking over the fixture's window */
  APP_TEST_ADD ("/app/session/apply-asks", test_apply_asks);
  APP_TEST_ADD ("/app/session/apply-cancelled", test_apply_cancelled);
  /* the window opened on the test's session */
  APP_TEST_ADD_NO_WINDOW ("/app/session/views-follow-swap", test_views_follow_swap);

  return g_test_run ();
}
