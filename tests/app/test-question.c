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
#include "arriero-test-app.h"
#include "arriero-board-view.h"
#include "arriero-card-form.h"
#include "arriero-market-view.h"
#include "arriero-edition-store.h"
#include "arriero-form-rows.h"
#include "arriero-game-store.h"
#include "arriero-question.h"
#include "arriero-score-page.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

#include "arriero-test-engine.h"
#include "arriero-test-form-entry.h"
#include "arriero-test-question.h"

/* The new-game assistant: Next on every page, entering the shapes and
 * tokens its pages ask and answering what it asks */
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
      enter_setup_page (ARRIERO_SETUP_ASSISTANT (assistant), reference);
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
      /* more than 12 icons: five of each, with the palette */
      for (guint icon = 0; icon < ALP_N_ICONS; icon++)
        {
          g_autofree char *name = g_strdup_printf ("icon-add-%s", alp_icon_to_string (icon));
          GtkWidget *add = find_named (GTK_WIDGET (question), name);

          while (add != NULL && gtk_widget_get_sensitive (add))
            g_signal_emit_by_name (add, "clicked");
        }
    }
  else
    {
      /* a card or a farmland without a single fruit: every placed one
       * clicked away */
      for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
        {
          g_autofree char *name = g_strdup_printf ("fruit-placed-%s", alp_fruit_to_string (fruit));
          GtkWidget *placed;

          while ((placed = find_named (GTK_WIDGET (question), name)) != NULL)
            g_signal_emit_by_name (placed, "clicked");
        }
    }
}

static void
test_describe_copy (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (6);
  g_autofree char *store = arriero_edition_store_get_path ();
  ArrieroWindow *window;
  AlpGame *game;
  guint asked_setup, asked_play = 0;


  window = app_fixture_open_window (fixture);

  /* (a) the first game asks for what the layout needs, then for what
   * the play needs */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  asked_setup = through_assistant (reference, NULL);
  g_test_message ("%u questions before the first game", asked_setup);
  /* the pieces the layout shows are entered on the pages as they are
   * laid out; only two questions are left: how many delivery cards lie
   * face up, and what each player starts with */
  g_assert_cmpuint (asked_setup, ==, 2);
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
   * session asks the question the way a refusal for missing data does,
   * for a delivery card nobody has turned up yet. */
  {
    AlpEdition *edition = alp_game_get_edition (game);
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
    arriero_session_describe (arriero_window_get_session (window), path, GTK_WINDOW (window), NULL, NULL);
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

}

/* Items without a form say so, and offer Cancel only */
static void
test_no_form (AppFixture   *fixture,
              gconstpointer data)
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
test_side_refused (AppFixture   *fixture,
                   gconstpointer data)
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
  g_assert_true (arriero_question_can_save (question));
  g_assert_null (arriero_question_get_error (question));
  set_drop_down (question, "space-0-kind", 1);
  set_spin (question, "space-0-spots", 2);
  settle ();
  /* refused as soon as it is so: Save is off, the reason is at the row */
  g_assert_false (arriero_question_can_save (question));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_true (find_question () == question);
  g_assert_nonnull (arriero_question_get_error (question));
  g_test_message ("refused: %s", arriero_question_get_error (question));
  g_assert_nonnull (strstr (arriero_question_get_error (question), "one market space"));
  {
    GtkWidget *row = gtk_widget_get_ancestor (find_named (GTK_WIDGET (question), "space-1-kind"),
                                              GTK_TYPE_LIST_BOX_ROW);
    GtkWidget *mark = gtk_widget_get_next_sibling (row);

    /* the second market space is the one refused */
    g_assert_true (gtk_widget_has_css_class (row, "refused"));
    g_assert_true (GTK_IS_LIST_BOX_ROW (mark));
    g_assert_cmpstr (gtk_widget_get_name (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (mark))), ==, "refusal");
  }
  g_assert_null (answer);

  /* one market space again: accepted, the mark is gone */
  set_drop_down (question, "space-0-kind", 0);
  settle ();
  g_assert_true (arriero_question_can_save (question));
  g_assert_null (arriero_question_get_error (question));
  g_assert_null (find_named (GTK_WIDGET (question), "refusal"));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_nonnull (answer);
  g_clear_object (&answer);
}

/* A correction starts from the item's value: Save unchanged gives it back */
static void
test_prefill_round_trip (AppFixture   *fixture,
                         gconstpointer data)
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

/* The reference copy as a table that has not read its market card's
 * bonuses nor its end spots' dirhams yet */
static AlpEdition *
load_unread_values (AlpEdition *reference)
{
  g_autoptr(AlpEdition) edition = g_object_ref (reference);
  guint end = find_segment (reference, "end");

  for (guint side = 0; side < 2; side++)
    {
      const char *side_id = side == 0 ? "four_player" : "two_three_player";
      g_autofree char *spaces_path = g_strdup_printf ("segments[%u].sides.%s.spaces", end, side_id);
      g_autoptr(JsonNode) spaces = alp_edition_get_value (reference, spaces_path);
      guint last;
      g_autofree char *spots_path = NULL;
      g_autoptr(JsonNode) spots = NULL;

      if (spaces == NULL)
        continue;
      last = json_array_get_length (json_node_get_array (spaces)) - 1;
      spots_path = g_strdup_printf ("%s[%u].spots", spaces_path, last);
      spots = alp_edition_get_value (reference, spots_path);
      for (guint k = 0; k < json_array_get_length (json_node_get_array (spots)); k++)
        {
          g_autofree char *path = g_strdup_printf ("%s[%u].value", spots_path, k);
          g_autoptr(GError) error = NULL;
          AlpEdition *unread = alp_edition_with_value (edition, path, NULL, &error);

          g_assert_no_error (error);
          g_set_object (&edition, unread);
          g_object_unref (unread);
        }
    }

  {
    g_autoptr(GError) error = NULL;
    AlpEdition *unread = alp_edition_with_value (edition, "market_card.bonuses", NULL, &error);

    g_assert_no_error (error);
    g_set_object (&edition, unread);
    g_object_unref (unread);
  }

  return g_steal_pointer (&edition);
}

/* Whether the market card's view shows a bonus as a number at any place,
 * within a few frames when @wait */
static gboolean
market_shows_bonus (ArrieroWindow *window,
                    gboolean       wait)
{
  ArrieroTablePart *market = ARRIERO_TABLE_PART (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_MARKET_VIEW));
  gint64 until = g_get_monotonic_time () + (wait ? 3 : 0) * G_USEC_PER_SEC;

  do
    {
      for (guint i = 0; i < ALP_N_FRUITS; i++)
        if (g_regex_match_simple (", bonus -?[0-9]", arriero_table_part_get_item_text (market, i), 0, 0))
          return TRUE;
      g_main_context_iteration (NULL, FALSE);
    }
  while (g_get_monotonic_time () < until);

  return FALSE;
}

static guint
count_tokens (AlpGame *game)
{
  guint n = 0;

  for (guint p = 0; p < alp_game_get_n_players (game); p++)
    n += alp_game_get_n_delivery_tokens (game, p);

  return n;
}

/* The first choice of @kind a person can take, with a delivery token
 * when @token */
static gboolean
take_first (ArrieroWindow *window,
            AlpActionKind  kind,
            gboolean       token)
{
  AlpGame *game = arriero_window_get_game (window);
  g_autoptr(GArray) choices = alp_game_list_choices (game, kind);

  for (guint i = 0; i < choices->len; i++)
    {
      const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);

      if ((choice->legal || choice->missing) &&
          (!token || choice->action.village < ALP_N_REGIONS))
        {
          AlpAction action = choice->action;

          arriero_session_apply (arriero_window_get_session (window), &action, GTK_WINDOW (window), NULL, NULL);
          settle ();
          return TRUE;
        }
    }

  return FALSE;
}

/* A step of a table that heads for a delivery token: to the next market,
 * taking fruit and adding farmers on the way */
static void
step_to_delivery (ArrieroWindow *window,
                  GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);

  if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
    {
      g_autoptr(GArray) destinations = alp_game_list_destinations (game);
      AlpPosition pos;

      g_assert_cmpuint (destinations->len, >, 0);
      pos = g_array_index (destinations, AlpPosition, 0);
      for (guint i = 0; i < MIN (destinations->len, 12); i++)
        {
          AlpPosition *p = &g_array_index (destinations, AlpPosition, i);

          if (alp_game_get_space_kind (game, p->space) == ALP_SPACE_MARKET)
            {
              pos = *p;
              break;
            }
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", (guint) pos.space, (guint) pos.spot);
      settle ();
      return;
    }
  if (alp_game_get_phase (game) == ALP_PHASE_ACT)
    {
      if (!take_first (window, ALP_ACTION_MARKET, TRUE) &&
          !take_first (window, ALP_ACTION_TAKE_FRUIT, FALSE) &&
          !take_first (window, ALP_ACTION_ADD_FARMER, FALSE))
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
          settle ();
        }
      return;
    }
  play_step (window, rand);
}

/* The market card's bonuses, unread, are no number on the board (its
 * view says "not described yet"),
 * and are asked at the first delivery token, not before; once answered
 * the board shows them */
static void
test_market_bonus_at_first_token (AppFixture   *fixture,
                                  gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) edition = load_unread_values (reference);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GRand) setup_rand = g_rand_new_with_seed (3);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, setup_rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTablePart *market = ARRIERO_TABLE_PART (find_child_of_type (GTK_WIDGET (window),
                                                                    ARRIERO_TYPE_MARKET_VIEW));
  gboolean asked = FALSE;
  guint step;

  /* the market card's view says every bonus is unknown */
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    g_assert_true (g_str_has_suffix (arriero_table_part_get_item_text (market, i), "bonus not described yet"));

  for (step = 0; step < 600 && !asked; step++)
    {
      ArrieroQuestion *question;

      g_assert_false (market_shows_bonus (window, FALSE));
      step_to_delivery (window, rand);
      while ((question = find_question ()) != NULL)
        {
          const char *path = arriero_question_get_path (question);
          g_autoptr(JsonNode) value = alp_edition_get_value (reference, path);

          if (g_str_equal (path, "market_card.bonuses"))
            {
              /* asked at the first delivery token: none taken before */
              g_assert_cmpuint (count_tokens (game), ==, 0);
              g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ACT);
              asked = TRUE;
            }
          g_assert_nonnull (value);
          fill (question, value);
          gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
          settle ();
        }
      g_assert_true (asked || alp_game_get_market_bonus (game, 0) == -1);
      g_assert_true (asked || count_tokens (game) == 0);
    }
  g_test_message ("bonuses asked after %u steps", step);
  g_test_message ("panel says: %s", arriero_turn_panel_get_message (get_panel (window)));
  g_assert_true (asked);

  /* the delivery that asked went through with the answer, and the board
   * shows the bonuses now */
  g_assert_cmpuint (count_tokens (game), ==, 1);
  g_assert_cmpint (alp_game_get_market_bonus (game, 0), >=, 0);
  g_assert_true (market_shows_bonus (window, TRUE));

}

/* An end spot's dirhams, unread, are asked when a mule arrives there: the
 * move waits for the answer, then goes through */
static void
test_end_spot_on_arrival (AppFixture   *fixture,
                          gconstpointer data)
{
  g_autoptr(AlpEdition) full = load_reference ();
  g_autoptr(AlpEdition) reference = load_unread_values (full);
  g_autoptr(GRand) setup_rand = g_rand_new_with_seed (5);
  ArrieroWindow *window = app_fixture_open_game (fixture, reference, setup_rand);
  AlpGame *game = arriero_window_get_game (window);
  guint end = alp_game_get_n_spaces (game) - 1;
  guint mule = alp_game_get_current (game);
  guint n_events = alp_game_get_n_events (game);
  g_autofree char *described = NULL;
  ArrieroQuestion *question;
  AlpPosition pos;

  g_assert_cmpuint (alp_game_get_space_kind (game, end), ==, ALP_SPACE_END);
  g_assert_cmpint (alp_game_get_end_spot_value (game, 1), ==, -1);
  /* what the panel and the history would say of that spot: no number */
  described = alp_game_describe_position (game, end, 1);
  g_assert_nonnull (strstr (described, "not known"));

  /* the standing of the game counts no end spot yet, and says so */
  {
    GtkWidget *page;
    GtkWidget *table;
    guint unknown = 0;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
    settle ();
    g_assert_cmpstr (arriero_window_get_page (window), ==, "score");
    page = find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE);
    table = find_child_of_type (page, GTK_TYPE_GRID);
    g_assert_nonnull (table);
    for (GtkWidget *cell = gtk_widget_get_first_child (table); cell != NULL;
         cell = gtk_widget_get_next_sibling (cell))
      if (GTK_IS_LABEL (cell) && g_str_equal (gtk_label_get_text (GTK_LABEL (cell)), "?"))
        unknown++;
    g_assert_cmpuint (unknown, ==, alp_game_get_n_players (game));
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
    settle ();
    g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", end, 1u);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_true (g_str_has_suffix (arriero_question_get_path (question), ".spots[1].value"));
  g_assert_true (arriero_question_has_form (question));
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);

  {
    g_autoptr(JsonNode) value = alp_edition_get_value (full, arriero_question_get_path (question));

    g_assert_nonnull (value);
    fill (question, value);
    gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
    settle ();
    g_assert_null (find_question ());
    g_assert_cmpint (alp_game_get_end_spot_value (game, 1), ==, json_node_get_int (value));
  }

  pos = alp_game_get_position (game, mule);
  g_assert_cmpuint (pos.space, ==, end);
  g_assert_cmpuint (pos.spot, ==, 1);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events + 1);

}

/* A segment side described whole leaves an end spot's dirhams unknown
 * ("?") unless the table enters them: never an invented 0 */
static void
test_side_end_spots_unknown (AppFixture   *fixture,
                             gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("alpujarras", &error);
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.four_player",
                                           find_segment (edition, "end"));
  g_autofree char *spots_path = NULL;
  g_autoptr(JsonNode) spots = NULL;
  AlpEdition *answer = NULL;
  ArrieroQuestion *question;
  GtkWidget *spin;
  guint n;

  arriero_question_ask (NULL, edition, path, answered_cb, &answer);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  /* the form starts with the end space last */
  n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (question), "spaces")));
  g_assert_cmpuint (n, >=, 1);
  {
    g_autofree char *name = g_strdup_printf ("space-%u-spot-0-value", n - 1);

    spin = find_named (GTK_WIDGET (question), name);
    g_assert_nonnull (spin);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "?");
  }
  /* one spot read, the others not */
  {
    g_autofree char *name = g_strdup_printf ("space-%u-spot-1-value", n - 1);

    set_spin (question, name, 6);
  }
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_nonnull (answer);

  spots_path = g_strdup_printf ("%s.spaces[%u].spots", path, n - 1);
  spots = alp_edition_get_value (answer, spots_path);
  g_assert_nonnull (spots);
  {
    JsonArray *array = json_node_get_array (spots);

    g_assert_false (json_object_has_member (json_array_get_object_element (array, 0), "value"));
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (array, 1), "value"), ==, 6);
  }
  g_clear_object (&answer);
}

/* The last card of the deck asked in the middle of a game, after the
 * table reported for Zara a back that no card left in the copy's deck
 * shows (Z6): the question asks for what the table sees of the card
 * turned up or taken, its front and value, not its back, which lies face
 * down (the deck's top card's back is the one the table reads).  So the
 * answer cannot contradict that report: Save is enabled, the game takes
 * the answer, and the copy does not say the card's back.  The question
 * for the copy's own description (the edition window's) asks the back. */
static void
test_card_face_up_in_game (AppFixture   *fixture,
                           gconstpointer data)
{
  g_autoptr(AlpEdition) print = load_reference ();
  g_autoptr(GError) error = NULL;
  g_autofree char *last = NULL;
  g_autofree char *back_path = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(JsonNode) told = NULL;
  g_autoptr(JsonNode) told_back = NULL;
  AlpAction seen, shown;
  g_autoptr(AlpGame) game = game_before_unseen_back (print, &shown, &seen, NULL);
  AlpEdition *answer = NULL;
  ArrieroQuestion *question;
  ArrieroForm *form;
  gboolean with_back = TRUE;
  guint n_unknown = 0;

  g_assert_nonnull (game);
  g_assert_true (alp_game_apply (game, &seen, &error));
  g_assert_no_error (error);

  /* every card but the last described */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", c);
      g_autoptr(JsonNode) known = alp_edition_get_value (alp_game_get_edition (game), path);

      if (known == NULL)
        n_unknown++;
    }
  g_assert_cmpuint (n_unknown, >, 1);
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", c);
      g_autoptr(JsonNode) known = alp_edition_get_value (alp_game_get_edition (game), path);

      if (known != NULL)
        continue;
      if (--n_unknown == 0)
        {
          last = g_steal_pointer (&path);
          break;
        }
      g_assert_true (answer_from_copy (game, print, path, &error));
      g_assert_no_error (error);
    }
  g_assert_nonnull (last);
  value = alp_edition_get_value (print, last);
  g_assert_nonnull (arriero_json_member (value, "back"));

  /* the card as it lies face up: no back to enter, and Save is enabled */
  arriero_question_ask_in_game (NULL, game, NULL, last, answered_cb, &answer);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  form = arriero_test_find_form (GTK_WIDGET (question));
  g_assert_true (ARRIERO_IS_CARD_FORM (form));
  g_object_get (form, "with-back", &with_back, NULL);
  g_assert_false (with_back);
  g_assert_null (arriero_form_find_named (GTK_WIDGET (form), "back-fruit-apple"));
  g_assert_null (arriero_form_find_named (GTK_WIDGET (form), "arrow-up"));
  /* the smaller form is shown whole, with no scrolling */
  {
    int natural;

    gtk_widget_measure (GTK_WIDGET (form), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (form)),
                        NULL, &natural, NULL, NULL);
    g_test_message ("the face-up card's form: %d px high, %d px natural", gtk_widget_get_height (GTK_WIDGET (form)),
                    natural);
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (form)), >=, natural);
  }
  /* nothing entered yet: the front is asked for */
  g_assert_false (arriero_question_can_save (question));
  fill (question, value);
  settle ();
  g_assert_true (arriero_question_can_save (question));
  g_assert_null (arriero_question_get_error (question));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_nonnull (answer);
  g_assert_true (alp_game_set_edition (game, answer, &error));
  g_assert_no_error (error);
  g_clear_object (&answer);

  told = alp_edition_get_value (alp_game_get_edition (game), last);
  g_assert_nonnull (told);
  g_assert_true (json_node_equal (arriero_json_member (told, "front"), arriero_json_member (value, "front")));
  g_assert_cmpint (arriero_json_int (arriero_json_member (told, "value"), -1), ==,
                   arriero_json_int (arriero_json_member (value, "value"), -2));
  back_path = g_strconcat (last, ".back", NULL);
  told_back = alp_edition_get_value (alp_game_get_edition (game), back_path);
  g_assert_null (told_back);

  /* the copy's own description asks for the back as well */
  arriero_question_ask (NULL, print, last, answered_cb, &answer);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  form = arriero_test_find_form (GTK_WIDGET (question));
  g_object_get (form, "with-back", &with_back, NULL);
  g_assert_true (with_back);
  g_assert_nonnull (arriero_form_find_named (GTK_WIDGET (form), "back-fruit-apple"));
  g_assert_nonnull (arriero_form_find_named (GTK_WIDGET (form), "arrow-up"));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_null (answer);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/question/describe-copy", test_describe_copy);
  APP_TEST_ADD_NO_WINDOW ("/app/question/no-form", test_no_form);
  APP_TEST_ADD_NO_WINDOW ("/app/question/side-refused", test_side_refused);
  APP_TEST_ADD_NO_WINDOW ("/app/question/prefill-round-trip", test_prefill_round_trip);
  APP_TEST_ADD_NO_WINDOW ("/app/question/market-bonus-at-first-token", test_market_bonus_at_first_token);
  APP_TEST_ADD_NO_WINDOW ("/app/question/end-spot-on-arrival", test_end_spot_on_arrival);
  APP_TEST_ADD_NO_WINDOW ("/app/question/side-end-spots-unknown", test_side_end_spots_unknown);
  APP_TEST_ADD_NO_WINDOW ("/app/question/Z6/card-face-up-in-game", test_card_face_up_in_game);

  return g_test_run ();
}
