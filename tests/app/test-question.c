/* test-question.c: describing the table's copy while it plays, under Xvfb
 *
 * A table starts on the real game's edition, which knows nothing of the
 * print, and answers every question the window asks by filling its form
 * as a person would (spin buttons, drop-downs, then Save), with the items
 * of tests/data/editions/complete-23p.json.  The second game on the same
 * copy must ask nothing before it starts.
 *
 * Whole segment sides and whole goal cards are answered through their
 * forms too (a count of spaces, each space's kind and icons; two goals and
 * each spot's reward), so nothing is written into the store beforehand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-error.h"
#include "alp-record.h"
#include "app-test-util.h"
#include "arriero-edition-store.h"
#include "arriero-question.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

#include "question-test-util.h"

/* The new-game assistant: Next on every page, answering what it asks */
static guint
through_assistant (AlpEdition *reference,
                   AlpEdition *known)
{
  guint asked = 0;

  for (guint i = 0; i < 400; i++)
    {
      g_autoptr(GList) windows = NULL;
      GtkWidget *assistant = NULL;

      asked += answer_known (reference, known);
      windows = gtk_window_list_toplevels ();
      for (GList *l = windows; l != NULL; l = l->next)
        if (ARRIERO_IS_SETUP_ASSISTANT (l->data) && gtk_widget_get_visible (l->data))
          assistant = l->data;
      if (assistant == NULL)
        return asked;
      gtk_widget_activate_action (assistant, "setup.next", NULL);
      settle ();
    }
  g_assert_not_reached ();
}

/* A refused answer: the form allows it, the engine does not */
static void
fill_refused (ArrieroQuestion *question)
{
  const char *path = arriero_question_get_path (question);

  if (g_str_has_suffix (path, ".icons") || g_str_has_prefix (path, "award_tokens."))
    {
      /* more than 12 icons */
      for (guint icon = 0; icon < ALP_N_ICONS; icon++)
        {
          g_autofree char *name = g_strdup_printf ("icon-%s", alp_icon_to_string (icon));

          if (find_named (GTK_WIDGET (question), name) != NULL)
            set_spin (question, name, 5);
        }
    }
  else
    {
      /* a card or a farmland without a single fruit */
      for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
        {
          g_autofree char *name = g_strdup_printf ("fruit-%s", alp_fruit_to_string (fruit));

          set_spin (question, name, 0);
        }
    }
}

static void
test_describe_copy (void)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);
  g_autofree char *store = arriero_edition_store_get_path ();
  ArrieroWindow *window;
  AlpGame *game;
  guint asked_setup, asked_play = 0;


  window = g_object_new (ARRIERO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* (a) the first game asks for what the layout needs, then for what
   * the play needs */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  asked_setup = through_assistant (reference, NULL);
  g_test_message ("%u questions before the first game", asked_setup);
  g_assert_cmpuint (asked_setup, >=, 10);
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  g_assert_false (alp_edition_get_example (alp_game_get_edition (game)));
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  g_assert_true (g_file_test (store, G_FILE_TEST_EXISTS));

  for (guint step = 0; step < 150; step++)
    {
      play_step (window, rand);
      asked_play += answer_all (reference);
    }
  g_test_message ("%u questions during play, %u events", asked_play, alp_game_get_n_events (game));
  /* whole sides came with their icons: play asks at most for cards */
  g_assert_cmpuint (alp_game_get_n_events (game), >, 40);

  /* (b) the second game on the same copy asks nothing already answered
   * before it starts: at most the face-up cards of its new layout that
   * the first game never turned up */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AlpEdition) known = arriero_edition_store_load (&error);
    g_autoptr(JsonNode) green = NULL;

    g_assert_no_error (error);
    green = alp_edition_get_value (known, "farmlands.green");
    g_assert_nonnull (green);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
    g_test_message ("%u questions before the second game", through_assistant (reference, known));
  }
  g_assert_true (arriero_window_get_game (window) != game);
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 0);

  /* (c) a refused answer keeps the question open with the engine's
   * words; Cancel leaves the game as it was.  The whole sides brought
   * every space's icons, so random play rarely needs anything now: the
   * panel raises the question the way a refusal for missing data does,
   * for a delivery card nobody has turned up yet. */
  {
    AlpEdition *edition = alp_game_get_edition (game);
    ArrieroTurnPanel *panel = ARRIERO_TURN_PANEL (find_child_of_type (GTK_WIDGET (window),
                                                                      ARRIERO_TYPE_TURN_PANEL));
    g_autofree char *path = NULL;
    g_autofree char *before = NULL;
    g_autofree char *after = NULL;
    ArrieroQuestion *question;

    for (guint c = 0; c < ALP_N_DELIVERY_CARDS && path == NULL; c++)
      {
        g_autofree char *candidate = g_strdup_printf ("delivery_cards.cards[%u]", c);
        g_autoptr(JsonNode) value = alp_edition_get_value (edition, candidate);

        if (value == NULL)
          path = g_steal_pointer (&candidate);
      }
    g_assert_nonnull (path);

    before = alp_record_save_to_data (game, NULL);
    g_signal_emit_by_name (panel, "edition-needed", path, NULL);
    settle ();
    question = find_question ();
    g_assert_nonnull (question);
    g_assert_cmpstr (arriero_question_get_path (question), ==, path);

    fill_refused (question);
    gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
    settle ();
    g_assert_true (find_question () == question);
    g_assert_nonnull (arriero_question_get_error (question));
    g_test_message ("refused: %s", arriero_question_get_error (question));

    gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
    settle ();
    g_assert_null (find_question ());
    after = alp_record_save_to_data (game, NULL);
    g_assert_cmpstr (after, ==, before);
    g_assert_null (alp_edition_get_value (alp_game_get_edition (game), path));
  }

  gtk_window_close (GTK_WINDOW (window));
  settle ();
}

/* Items without a form say so, and offer Cancel only */
static void
test_no_form (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("alpujarras", &error);
  ArrieroQuestion *question;

  g_assert_true (arriero_question_can_ask ("segments[3].sides.four_player"));
  g_assert_true (arriero_question_can_ask ("goal_cards[2]"));
  arriero_question_ask (NULL, edition, "segments[0].sides.four_player.spaces[0]", NULL, NULL);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_false (arriero_question_has_form (question));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
  settle ();
  g_assert_null (find_question ());
}

static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  AlpEdition **out = user_data;

  *out = arriero_question_ask_finish (result, NULL);
}

static guint
find_segment (AlpEdition *edition,
              const char *kind)
{
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].kind", i);
      g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);

      if (g_str_equal (json_node_get_string (node), kind))
        return i;
    }
  g_assert_not_reached ();
}

/* A market side with two market spaces: the form allows it, the engine
 * does not, and its words show where the table is looking */
static void
test_side_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("alpujarras", &error);
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.two_three_player",
                                           find_segment (edition, "market"));
  AlpEdition *answer = NULL;
  ArrieroQuestion *question;

  arriero_question_ask (NULL, edition, path, answered_cb, &answer);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_true (arriero_question_has_form (question));
  /* the form starts from a side that fits: the market space in the middle */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (question), "space-1-kind"))), ==, 1);
  set_drop_down (question, "space-0-kind", 1);
  set_spin (question, "space-0-spots", 2);
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_true (find_question () == question);
  g_assert_nonnull (arriero_question_get_error (question));
  g_test_message ("refused: %s", arriero_question_get_error (question));
  g_assert_nonnull (strstr (arriero_question_get_error (question), "only one space"));
  g_assert_null (answer);

  /* one market space again: accepted */
  set_drop_down (question, "space-0-kind", 0);
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_nonnull (answer);
  g_clear_object (&answer);
}

/* A correction starts from the item's value: Save unchanged gives it back */
static void
test_prefill_round_trip (void)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < 10; i++)
    g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player", i));
  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (paths, g_strdup_printf ("goal_cards[%u]", i));

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(JsonNode) value = alp_edition_get_value (reference, path);
      g_autoptr(JsonNode) again = NULL;
      AlpEdition *answer = NULL;

      arriero_question_ask_full (NULL, reference, path, value, answered_cb, &answer);
      settle ();
      g_assert_nonnull (find_question ());
      gtk_widget_activate_action (GTK_WIDGET (find_question ()), "question.save", NULL);
      settle ();
      g_assert_null (find_question ());
      g_assert_nonnull (answer);
      again = alp_edition_get_value (answer, path);
      g_assert_true (json_node_equal (value, again));
      g_clear_object (&answer);
    }
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  g_test_add_func ("/app/question/describe-copy", test_describe_copy);
  g_test_add_func ("/app/question/no-form", test_no_form);
  g_test_add_func ("/app/question/side-refused", test_side_refused);
  g_test_add_func ("/app/question/prefill-round-trip", test_prefill_round_trip);

  return g_test_run ();
}
