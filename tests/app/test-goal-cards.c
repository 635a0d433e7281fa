/* test-goal-cards.c: the goal cards of a copy described as the table
 * plays, under Xvfb
 *
 * Before the first move the table enters the goal cards its copy does not
 * describe on the assistant's goals page, as dealt: the goal lying face
 * up on each, one click per card; the back lies face down and is never
 * asked.  A card entered wrong is refused at the card, in words, and Next
 * stays; an accepted card is in the copy at once, known by that side.  A
 * later game may put a card's other side up: the table says so and ticks
 * what it shows, and the copy learns the card's back.  A card's farmer
 * spots and their rewards are asked in one form when a player first
 * completes one of its goals, not before, and the board shows them
 * unknown until then.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition-item.h"
#include "alp-record.h"
#include "arriero-edition-store.h"
#include "arriero-game-store.h"
#include "arriero-session.h"
#include "arriero-goals-view.h"
#include "arriero-setup-assistant.h"
#include "arriero-table-part.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-window.h"

/* players, segments, villages, start spots, goals */

/* @reference with the item at each of @paths unknown, as a table's copy
 * (not a made-up example, whose answers the app does not keep) */
static AlpEdition *
without (AlpEdition         *reference,
         const char * const *paths)
{
  g_autoptr(JsonNode) no = json_from_string ("false", NULL);
  AlpEdition *edition = alp_edition_with_value (reference, "example", no, NULL);

  g_assert_nonnull (edition);
  g_assert_false (alp_edition_get_example (edition));

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      AlpEdition *less = alp_edition_with_value (edition, paths[i], NULL, &error);

      g_assert_no_error (error);
      g_object_unref (edition);
      edition = less;
    }

  return edition;
}

static void
tick (ArrieroSetupAssistant *assistant,
      guint                  card,
      const char            *side,
      AlpGoal                goal)
{
  g_autofree char *name = g_strdup_printf ("goal-%u-%s-%u", card, side, goal);
  GtkWidget *button = find_named (GTK_WIDGET (assistant), name);

  g_assert_true (GTK_IS_CHECK_BUTTON (button));
  g_assert_true (gtk_widget_get_mapped (button));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (button), TRUE);
  settle ();
}

static const char *
refusal_at (ArrieroSetupAssistant *assistant,
            guint                  card)
{
  g_autofree char *name = g_strdup_printf ("refusal-%u", card);
  GtkWidget *label = find_named (GTK_WIDGET (assistant), name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_widget_get_mapped (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static AlpGoal
goal_of (AlpEdition *edition,
         guint       card,
         guint       side)
{
  g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", card, side);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);
  AlpGoal goal;

  g_assert_nonnull (node);
  g_assert_true (alp_goal_from_string (json_node_get_string (node), &goal));
  return goal;
}

/* New Game on Your Copy in @window, to the step of the goal cards */
static ArrieroSetupAssistant *
to_cards_step (ArrieroWindow *window)
{
  ArrieroSetupAssistant *assistant;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  for (guint i = 0; i < 20 && arriero_setup_assistant_get_step (assistant) < ARRIERO_SETUP_STEP_CARDS; i++)
    {
      g_assert_null (find_question ());
      gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
      settle ();
    }
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_CARDS);

  return assistant;
}

/* New Game on Your Copy on @copy (kept as the user's), to the goals page */
static ArrieroSetupAssistant *
open_goals_page (AppFixture *fixture,
                 AlpEdition *copy)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (arriero_edition_store_save (copy, &error));
  g_assert_no_error (error);

  return to_cards_step (app_fixture_open_window (fixture));
}

/* Next on the step of the goal cards, the last: the face-up cards on it
 * described, the game starts */
static AlpGame *
next_starts_game (AppFixture            *fixture,
                  ArrieroSetupAssistant *assistant)
{
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();
  g_assert_null (find_question ());
  g_assert_null (find_setup_assistant ());
  g_assert_nonnull (arriero_window_get_game (fixture->window));

  return arriero_window_get_game (fixture->window);
}

/* Whether the page shows the tick of @goal face up on @card */
static gboolean
offers (ArrieroSetupAssistant *assistant,
        guint                  card,
        AlpGoal                goal)
{
  g_autofree char *name = g_strdup_printf ("goal-%u-up-%u", card, goal);
  GtkWidget *button = find_named (GTK_WIDGET (assistant), name);

  g_assert_true (GTK_IS_CHECK_BUTTON (button));
  return gtk_widget_get_mapped (button);
}

/* Whether the page asks the goal lying face up on @card: its column */
static gboolean
asks_face_up (ArrieroSetupAssistant *assistant,
              guint                  card)
{
  gboolean any = FALSE;

  for (AlpGoal g = 0; g < ALP_N_GOALS; g++)
    any |= offers (assistant, card, g);
  return any;
}

static GtkDropDown *
side_choice (ArrieroSetupAssistant *assistant,
             guint                  card)
{
  g_autofree char *name = g_strdup_printf ("goal-%u", card);
  GtkWidget *drop_down = find_named (GTK_WIDGET (assistant), name);

  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  return GTK_DROP_DOWN (drop_down);
}

static const char *
choice_label (GtkDropDown *drop_down,
              guint        position)
{
  return gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (drop_down)), position);
}

/* The goal the edition has on @side of @card, ALP_N_GOALS when unknown */
static guint
side_of (AlpEdition *edition,
         guint       card,
         guint       side)
{
  g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", card, side);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);
  AlpGoal goal;

  if (node == NULL)
    return ALP_N_GOALS;
  g_assert_true (alp_goal_from_string (json_node_get_string (node), &goal));
  return goal;
}

/* A fresh copy: the goals page asks one tick per card, the goal lying
 * face up, never the back; the copy learns each card by that side, its
 * back unknown, and the game plays those goals */
static void
test_one_tick_per_card (AppFixture   *fixture,
                        gconstpointer data)
{
  static const char * const cards[] = { "goal_cards[0]", "goal_cards[1]", "goal_cards[2]", "goal_cards[3]", NULL };
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) copy = without (reference, cards);
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant = open_goals_page (fixture, copy);
  AlpGame *game;
  guint ticks;

  /* every goal offered for every card, face up only: no tick for a back */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *back = g_strdup_printf ("goal-%u-back-0", c);

      g_assert_null (find_named (GTK_WIDGET (assistant), back));
      g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (side_choice (assistant, c))));
      for (AlpGoal g = 0; g < ALP_N_GOALS; g++)
        g_assert_true (offers (assistant, c, g));
    }

  ticks = enter_goal_cards (assistant, reference);
  g_test_message ("the goal cards of a fresh copy: %u ticks", ticks);
  g_assert_cmpuint (ticks, ==, ALP_N_GOAL_CARDS);
  game = next_starts_game (fixture, assistant);

  /* in the copy at once, by the side dealt face up; the back not made up */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_assert_cmpuint (side_of (kept, c, 0), ==, side_of (reference, c, c % 2));
      g_assert_cmpuint (side_of (kept, c, 1), ==, ALP_N_GOALS);
    }

  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    g_assert_cmpuint (alp_game_get_goal (game, c), ==, side_of (reference, c, c % 2));
}

/* The goals page on a copy that describes no goal card: a goal ticked on
 * two cards and a card left unticked are refused at those cards, in
 * words, and nothing goes into the copy; mended, the cards are in the
 * copy (their face-up goal as side A, no back, no spots) and the
 * assistant goes on */
static void
test_refused_at_card (AppFixture   *fixture,
                      gconstpointer data)
{
  static const char * const cards[] = { "goal_cards[0]", "goal_cards[1]", "goal_cards[2]", "goal_cards[3]", NULL };
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) copy = without (reference, cards);
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  AlpGame *game;
  AlpGoal a0 = goal_of (reference, 0, 0);
  AlpGoal a1 = goal_of (reference, 1, 0);
  AlpGoal b2 = goal_of (reference, 2, 1);
  AlpGoal a3 = goal_of (reference, 3, 0);

  assistant = open_goals_page (fixture, copy);

  /* no window per card: the page itself asks them */
  g_assert_null (find_question ());
  g_assert_null (refusal_at (assistant, 0));

  /* card 1 right; card 2 shows card 1's face-up goal; card 3 not ticked */
  tick (assistant, 0, "up", a0);
  tick (assistant, 1, "up", a0);
  tick (assistant, 3, "up", a3);
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();

  g_assert_true (find_setup_assistant () == assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_CARDS);
  g_assert_null (find_question ());
  g_assert_null (refusal_at (assistant, 0));
  g_test_message ("card 2: %s", refusal_at (assistant, 1));
  g_test_message ("card 3: %s", refusal_at (assistant, 2));
  g_assert_nonnull (refusal_at (assistant, 1));
  g_assert_nonnull (strstr (refusal_at (assistant, 1), alp_goal_get_description (a0)));
  g_assert_nonnull (strstr (refusal_at (assistant, 1), "goal card 1"));
  g_assert_nonnull (refusal_at (assistant, 2));
  g_assert_true (g_str_has_prefix (refusal_at (assistant, 2), "Goal card 3:"));
  g_assert_nonnull (strstr (refusal_at (assistant, 2), "face up"));
  g_assert_null (refusal_at (assistant, 3));
  /* plain words: no path, no id */
  for (guint c = 1; c <= 2; c++)
    {
      g_assert_null (strstr (refusal_at (assistant, c), "goal_cards"));
      g_assert_null (strstr (refusal_at (assistant, c), "-"));
    }
  /* nothing went into the copy */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autoptr(JsonNode) card = alp_edition_get_value (kept, cards[c]);

      g_assert_null (card);
    }
  g_clear_object (&kept);

  /* mended: a tick clears the card's refusal */
  tick (assistant, 1, "up", a1);
  g_assert_null (refusal_at (assistant, 1));
  tick (assistant, 2, "up", b2);
  g_assert_null (refusal_at (assistant, 2));
  /* and the game starts, nothing asked, on the goals as dealt */
  game = next_starts_game (fixture, assistant);
  g_assert_cmpuint (alp_game_get_goal (game, 0), ==, a0);
  g_assert_cmpuint (alp_game_get_goal (game, 2), ==, b2);

  /* in the copy at once, as dealt: the face-up goal as side A */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);

  g_assert_cmpuint (goal_of (kept, 0, 0), ==, a0);
  g_assert_cmpuint (goal_of (kept, 1, 0), ==, a1);
  g_assert_cmpuint (goal_of (kept, 2, 0), ==, b2);
  g_assert_cmpuint (goal_of (kept, 3, 0), ==, a3);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].spots", c);
      g_autoptr(JsonNode) spots = alp_edition_get_value (kept, path);

      g_assert_null (spots);
      g_assert_cmpuint (side_of (kept, c, 1), ==, ALP_N_GOALS);
    }

  /* a second game on the copy shows the cards by their goals: the known
   * one, or the other side */
  assistant = to_cards_step (fixture->window);
  g_assert_true (gtk_widget_get_mapped (find_named (GTK_WIDGET (assistant), "goal-0")));
  g_assert_cmpstr (choice_label (side_choice (assistant, 0), 0), ==, alp_goal_get_description (a0));
  g_assert_true (asks_face_up (assistant, 0) == (gtk_drop_down_get_selected (side_choice (assistant, 0)) == 1));
  /* each card's known side up: the game starts */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    gtk_drop_down_set_selected (side_choice (assistant, c), 0);
  settle ();
  next_starts_game (fixture, assistant);
}

/* A second game on a copy that knows each goal card by one side: each
 * card is a choice between its known goal and its other side; the known
 * side costs no tick, and the other side put up asks which goal it shows
 * among those no card of the copy holds, which the copy then keeps as
 * the card's back; the game plays it */
static void
test_other_side_learned (AppFixture   *fixture,
                         gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) copy = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  AlpGame *game;
  GtkDropDown *choice;
  AlpGoal known[ALP_N_GOAL_CARDS];
  AlpGoal back1 = goal_of (reference, 1, 0);
  guint ticks;

  /* the copy as a first game left it: each card by the side dealt up */
  {
    static const char * const none[] = { NULL };

    copy = without (reference, none);
  }
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides", c);
      g_autofree char *text = NULL;
      g_autoptr(JsonNode) sides = NULL;
      AlpEdition *one;

      known[c] = goal_of (reference, c, c % 2);
      text = g_strdup_printf ("[\"%s\", null]", alp_goal_to_string (known[c]));
      sides = json_from_string (text, NULL);
      one = alp_edition_with_value (copy, path, sides, &error);
      g_assert_no_error (error);
      g_object_unref (copy);
      copy = one;
    }
  assistant = open_goals_page (fixture, copy);

  /* each card: its known goal, or its other side; the known side up */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      choice = side_choice (assistant, c);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (choice)));
      g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (choice)), ==, 2);
      g_assert_cmpstr (choice_label (choice, 0), ==, alp_goal_get_description (known[c]));
      g_test_message ("card %u: “%s” or “%s”", c + 1, choice_label (choice, 0), choice_label (choice, 1));
      /* the table picks a side: one interaction, no tick */
      gtk_drop_down_set_selected (choice, 0);
      settle ();
      g_assert_false (asks_face_up (assistant, c));
    }
  g_assert_false (gtk_widget_get_mapped (find_named (GTK_WIDGET (assistant), "refusal-1")));

  /* card 2 with its other side up: the goals no card holds are offered */
  choice = side_choice (assistant, 1);
  gtk_drop_down_set_selected (choice, 1);
  settle ();
  g_assert_true (asks_face_up (assistant, 1));
  g_assert_false (asks_face_up (assistant, 0));
  for (AlpGoal g = 0; g < ALP_N_GOALS; g++)
    {
      gboolean held = FALSE;

      for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
        held |= known[c] == g;
      g_assert_true (offers (assistant, 1, g) == !held);
    }

  /* Next without the tick: refused at the card */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();
  g_assert_true (find_setup_assistant () == assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_CARDS);
  g_test_message ("card 2: %s", refusal_at (assistant, 1));
  g_assert_nonnull (refusal_at (assistant, 1));
  g_assert_true (g_str_has_prefix (refusal_at (assistant, 1), "Goal card 2:"));
  g_assert_null (strstr (refusal_at (assistant, 1), "goal_cards"));

  /* the side chosen again clears the refusal; the other side up, the
   * table ticks what it shows: one tick */
  gtk_drop_down_set_selected (choice, 0);
  settle ();
  g_assert_null (refusal_at (assistant, 1));
  g_assert_false (asks_face_up (assistant, 1));
  gtk_drop_down_set_selected (choice, 1);
  settle ();
  ticks = enter_goal_cards (assistant, reference);
  g_assert_cmpuint (ticks, ==, 1);
  g_assert_null (refusal_at (assistant, 1));
  game = next_starts_game (fixture, assistant);

  /* the game plays the side put up */
  g_assert_cmpuint (alp_game_get_goal (game, 1), ==, back1);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    if (c != 1)
      g_assert_cmpuint (alp_game_get_goal (game, c), ==, known[c]);

  /* the copy learned card 2's back, and nothing else */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (side_of (kept, 1, 0), ==, known[1]);
  g_assert_cmpuint (side_of (kept, 1, 1), ==, back1);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    if (c != 1)
      {
        g_assert_cmpuint (side_of (kept, c, 0), ==, known[c]);
        g_assert_cmpuint (side_of (kept, c, 1), ==, ALP_N_GOALS);
      }

  /* a third game: card 2 is a choice between its two goals, neither
   * asked again */
  assistant = to_cards_step (fixture->window);
  choice = side_choice (assistant, 1);
  g_assert_nonnull (strstr (choice_label (choice, 0), alp_goal_get_description (known[1])));
  g_assert_nonnull (strstr (choice_label (choice, 1), alp_goal_get_description (back1)));
  g_assert_false (asks_face_up (assistant, 1));
  /* each card's known side up: the game starts */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    gtk_drop_down_set_selected (side_choice (assistant, c), 0);
  settle ();
  next_starts_game (fixture, assistant);
}

static void
count_cb (const char *path,
          guint       interactions,
          gpointer    user_data)
{
  guint *most = user_data;

  AlpEditionItem item;

  g_test_message ("  %s: %u interactions", path, interactions);
  g_assert_true (alp_edition_item_parse (path, &item));
  g_assert_cmpuint (item.kind, ==, ALP_EDITION_ITEM_GOAL_SPOTS);
  *most = MAX (*most, interactions);
}

/* The recorded 3-player game (tests/data/games/three-players.json) on a
 * copy that knows the goal cards' goals but not their spots: every event
 * before the first complete-goal goes through, nothing asked; the board
 * shows one unknown spot per card; the first completion, entered in the
 * window, asks that card's spots and rewards in one form (at most 8
 * interactions), then goes through: the farmer on the spot, the board
 * showing the card's spots, the copy keeping them */
static void
test_spots_at_first_completion (AppFixture   *fixture,
                                gconstpointer data)
{
  static const char * const spots[] = {
    "goal_cards[0].spots", "goal_cards[1].spots", "goal_cards[2].spots", "goal_cards[3].spots", NULL
  };
  g_autofree char *record = g_test_build_filename (G_TEST_DIST, "..", "data", "games", "three-players.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) recorded = alp_record_load_from_file (record, &error);
  g_autoptr(AlpEdition) copy = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *game_path = arriero_game_store_new_path ();
  ArrieroWindow *window;
  ArrieroTablePart *goals;
  const AlpAction *completion = NULL;
  AlpEditionItem item;
  GtkLabel *title;
  ArrieroQuestion *question;
  guint n_events, most = 0;

  g_assert_no_error (error);
  copy = without (alp_game_get_edition (recorded), spots);
  g_assert_true (arriero_edition_store_save (copy, &error));
  g_assert_no_error (error);

  /* the game as the table played it, to its first completion: no event
   * before needs a card's spots */
  game = alp_game_new (copy, alp_game_get_setup (recorded), &error);
  g_assert_no_error (error);
  for (n_events = 0; n_events < alp_game_get_n_events (recorded); n_events++)
    {
      const AlpAction *event = alp_game_get_event (recorded, n_events);

      if (event->kind == ALP_ACTION_COMPLETE_GOAL)
        {
          completion = event;
          break;
        }
      alp_game_apply (game, event, &error);
      g_assert_no_error (error);
    }
  g_assert_nonnull (completion);
  g_assert_cmpuint (completion->goal_card, ==, 0);
  g_test_message ("the first completion is event %u", n_events);

  window = app_fixture_open_window (fixture);
  arriero_session_set_game (arriero_window_get_session (window), game, game_path);
  settle ();
  goals = ARRIERO_TABLE_PART (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_GOALS_VIEW));
  g_assert_nonnull (goals);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *unknown = g_strdup_printf ("Goal card %u: its farmer spots are not described yet", c + 1);

      g_assert_cmpuint (alp_game_get_goal_n_spots (game, c), ==, 0);
      g_assert_cmpstr (arriero_table_part_get_item_text (goals, c * ALP_MAX_GOAL_SPOTS), ==, unknown);
      g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (arriero_table_part_get_item (goals,
                                                                                           c * ALP_MAX_GOAL_SPOTS + 1))));
    }
  g_assert_null (find_question ());

  /* the completion, as the window enters it: the question, in words */
  arriero_session_apply (arriero_window_get_session (window), completion, GTK_WINDOW (window), NULL, NULL);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_true (alp_edition_item_parse (arriero_question_get_path (question), &item));
  g_assert_cmpuint (item.kind, ==, ALP_EDITION_ITEM_GOAL_SPOTS);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  title = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (question), ARRIERO_TYPE_QUESTION, "title_label"));
  g_test_message ("asked: %s", gtk_label_get_text (title));
  g_assert_nonnull (strstr (gtk_label_get_text (title), " completed the goal of goal card 1 from the left"));
  g_assert_null (strstr (gtk_label_get_text (title), "goal_cards"));
  g_assert_cmpuint (answer_known_full (alp_game_get_edition (recorded), copy, count_cb, &most), ==, 1);
  g_assert_cmpuint (most, >, 0);
  g_assert_cmpuint (most, <=, 8);

  /* the completion went through: the farmer on the spot, the spots shown */
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events + 1);
  g_assert_cmpuint (alp_game_get_goal_n_spots (game, 0), ==, 4);
  g_assert_cmpuint (alp_game_get_goal_spot (game, 0, completion->goal_spot), >, 0);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (arriero_table_part_get_item (goals, 1))));
  g_assert_cmpuint (alp_game_get_goal_n_spots (game, 1), ==, 0);
  /* ... and the copy keeps them */
  {
    g_autoptr(AlpEdition) kept = arriero_edition_store_load (&error);
    g_autoptr(JsonNode) answer = NULL;
    g_autoptr(JsonNode) truth = alp_edition_get_value (alp_game_get_edition (recorded), spots[0]);

    g_assert_no_error (error);
    answer = alp_edition_get_value (kept, spots[0]);
    g_assert_nonnull (answer);
    g_assert_true (json_node_equal (answer, truth));
  }

  /* the rest of the game, entered in the window: each card's spots asked
   * once, at its first completion, at most 8 interactions each */
  {
    guint asked = 1;

    for (guint i = n_events + 1; i < alp_game_get_n_events (recorded); i++)
      {
        arriero_session_apply (arriero_window_get_session (window), alp_game_get_event (recorded, i),
                               GTK_WINDOW (window), NULL, NULL);
        settle ();
        asked += answer_known_full (alp_game_get_edition (recorded), copy, count_cb, &most);
        g_assert_cmpuint (alp_game_get_n_events (game), ==, i + 1);
      }
    g_test_message ("the spots of %u goal cards asked in the game, the most for one %u interactions", asked, most);
    g_assert_cmpuint (most, <=, 8);
    for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
      {
        gboolean taken = FALSE;

        for (guint k = 0; k < alp_game_get_goal_n_spots (game, c); k++)
          taken |= alp_game_get_goal_spot (game, c, k) > 0;
        /* asked for a card exactly when one of its goals was completed */
        g_assert_true (taken == (alp_game_get_goal_n_spots (game, c) > 0));
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/goal-cards/one-tick-per-card", test_one_tick_per_card);
  APP_TEST_ADD_NO_WINDOW ("/app/goal-cards/refused-at-card", test_refused_at_card);
  APP_TEST_ADD_NO_WINDOW ("/app/goal-cards/other-side-learned", test_other_side_learned);
  APP_TEST_ADD_NO_WINDOW ("/app/goal-cards/spots-at-first-completion", test_spots_at_first_completion);

  return g_test_run ();
}
