/* test-question.c: describing the table's copy while it plays, under Xvfb
 *
 * A table starts on the real game's edition, which knows nothing of the
 * print, and answers every question the window asks by filling its form
 * as a person would (spin buttons, drop-downs, then Save), with the items
 * of tests/data/editions/complete-23p.json.  The second game on the same
 * copy must ask nothing before it starts.
 *
 * Whole segment sides and whole goal cards have no form yet (the question
 * says "describe this in the edition file"), so the test writes those into
 * the user's edition before the first game, through the engine and the
 * edition store, with the icons of every space and spot left out: those
 * are asked through the forms.
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

static AlpEdition *
load_reference (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions",
                                                 "complete-23p.json", NULL);
  g_autoptr(GError) error = NULL;
  AlpEdition *edition = alp_edition_new_from_file (path, &error);

  g_assert_no_error (error);

  return edition;
}

static ArrieroQuestion *
find_question (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ARRIERO_IS_QUESTION (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_named (child, name)) != NULL)
        return found;
    }

  return NULL;
}

static void
set_spin (ArrieroQuestion *question,
          const char      *name,
          gint             value)
{
  GtkWidget *spin = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, value);
}

static void
set_drop_down (ArrieroQuestion *question,
               const char      *name,
               guint            index)
{
  GtkWidget *drop_down = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), index);
}

/* One spin per kind, set to how often @array names it */
static void
fill_counts (ArrieroQuestion *question,
             JsonArray       *array,
             const char      *prefix,
             guint            n_kinds,
             const char *   (*to_string) (guint))
{
  for (guint kind = 0; kind < n_kinds; kind++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", prefix, to_string (kind));
      gint count = 0;

      for (guint i = 0; i < json_array_get_length (array); i++)
        count += g_str_equal (json_array_get_string_element (array, i), to_string (kind));
      if (find_named (GTK_WIDGET (question), name) != NULL)
        set_spin (question, name, count);
      else
        g_assert_cmpint (count, ==, 0);
    }
}

static const char *
icon_name (guint icon)
{
  return alp_icon_to_string (icon);
}

static const char *
fruit_name (guint fruit)
{
  return alp_fruit_to_string (fruit);
}

/* Fills the form with @value, as the table reads its copy */
static void
fill (ArrieroQuestion *question,
      JsonNode        *value)
{
  const char *path = arriero_question_get_path (question);

  if (g_str_has_suffix (path, ".icons") || g_str_has_prefix (path, "award_tokens."))
    fill_counts (question, json_node_get_array (value), "icon", ALP_N_ICONS, icon_name);
  else if (g_str_has_prefix (path, "goal_cards[") && strstr (path, ".spots[") != NULL)
    fill_counts (question, json_object_get_array_member (json_node_get_object (value), "reward"),
                 "icon", ALP_N_ICONS, icon_name);
  else if (g_str_has_prefix (path, "delivery_cards.cards["))
    {
      JsonObject *card = json_node_get_object (value);
      JsonObject *back = json_object_get_object_member (card, "back");
      AlpFruit fruit;

      fill_counts (question, json_object_get_array_member (card, "front"), "fruit", ALP_N_FRUITS, fruit_name);
      set_spin (question, "value", json_object_get_int_member (card, "value"));
      g_assert_true (alp_fruit_from_string (json_object_get_string_member (back, "fruit"), &fruit));
      set_drop_down (question, "back-fruit", fruit);
      set_drop_down (question, "arrow", g_str_equal (json_object_get_string_member (back, "arrow"), "up") ? 0 : 1);
    }
  else if (g_str_has_suffix (path, ".removed_two_three"))
    set_drop_down (question, "removed", json_node_get_int (value));
  else if (g_str_has_prefix (path, "delivery_tokens."))
    {
      JsonObject *tokens = json_node_get_object (value);
      JsonArray *counts = json_object_get_array_member (tokens, "counts");

      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("count-%u", i);

          set_spin (question, name, json_array_get_int_element (counts, i));
        }
      set_drop_down (question, "removed", json_object_get_int_member (tokens, "removed_two_three"));
    }
  else if (g_str_equal (path, "market_card.bonuses"))
    {
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);

          set_spin (question, name, json_array_get_int_element (json_node_get_array (value), i));
        }
    }
  else if (g_str_equal (path, "start"))
    set_spin (question, "number", json_object_get_int_member (json_node_get_object (value), "dirhams"));
  else if (g_str_equal (path, "delivery_cards.display") || g_str_equal (path, "start.dirhams"))
    set_spin (question, "number", json_node_get_int (value));
  else if (g_str_has_prefix (path, "farmlands."))
    fill_counts (question, json_object_get_array_member (json_node_get_object (value), "fields"),
                 "fruit", ALP_N_FRUITS, fruit_name);
  else
    g_error ("no way to fill in %s", path);
}

/* Answers every question the window asks now, as a person would; returns
 * how many there were.  Nothing @known describes may be asked. */
static guint
answer_known (AlpEdition *reference,
              AlpEdition *known)
{
  guint answered = 0;

  settle ();
  for (ArrieroQuestion *question; (question = find_question ()) != NULL; )
    {
      const char *path = arriero_question_get_path (question);
      g_autoptr(JsonNode) value = alp_edition_get_value (reference, path);

      g_autofree char *asked_path = g_strdup (path);

      g_test_message ("asked: %s", path);
      if (known != NULL)
        {
          g_autoptr(JsonNode) answered_before = alp_edition_get_value (known, path);

          g_assert_null (answered_before);
        }
      g_assert_true (arriero_question_has_form (question));
      g_assert_nonnull (value);
      fill (question, value);
      gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
      g_assert_null (arriero_question_get_error (question));
      settle ();
      /* a new question may take the freed one's address: compare paths */
      g_assert_true (find_question () == NULL ||
                     g_strcmp0 (arriero_question_get_path (find_question ()), asked_path) != 0);
      answered++;
      g_assert_cmpuint (answered, <, 200);
    }

  return answered;
}

/* The parts the windows cannot ask for yet, written as a file would be */
static guint
answer_all (AlpEdition *reference)
{
  return answer_known (reference, NULL);
}

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

static void
write_sides_and_goals (AlpEdition *reference)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("alpujarras", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].sides.two_three_player", i);
      g_autoptr(JsonNode) side = alp_edition_get_value (reference, path);
      JsonArray *spaces = json_object_get_array_member (json_node_get_object (side), "spaces");
      AlpEdition *next;

      /* the icons are left for the forms */
      for (guint j = 0; j < json_array_get_length (spaces); j++)
        {
          JsonObject *space = json_array_get_object_element (spaces, j);
          JsonNode *spots = json_object_get_member (space, "spots");

          json_object_remove_member (space, "icons");
          if (spots != NULL && JSON_NODE_HOLDS_ARRAY (spots))
            for (guint k = 0; k < json_array_get_length (json_node_get_array (spots)); k++)
              {
                JsonNode *spot = json_array_get_element (json_node_get_array (spots), k);

                if (JSON_NODE_HOLDS_OBJECT (spot))
                  json_object_remove_member (json_node_get_object (spot), "icons");
              }
        }
      next = alp_edition_with_value (edition, path, side, &error);
      g_assert_no_error (error);
      g_set_object (&edition, next);
      g_object_unref (next);
    }
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u]", i);
      g_autoptr(JsonNode) card = alp_edition_get_value (reference, path);
      AlpEdition *next = alp_edition_with_value (edition, path, card, &error);

      g_assert_no_error (error);
      g_set_object (&edition, next);
      g_object_unref (next);
    }
  g_assert_true (arriero_edition_store_save (edition, &error));
  g_assert_no_error (error);
}

static ArrieroTurnPanel *
get_panel (ArrieroWindow *window)
{
  return ARRIERO_TURN_PANEL (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_TURN_PANEL));
}

/* A choice a person can take: a legal one, or one the copy does not
 * describe yet (taking it asks) */
static guint
pick_choice (ArrieroTurnPanel *panel,
             GRand            *rand)
{
  guint n = arriero_turn_panel_get_n_choices (panel);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n; i++)
    {
      const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);

      if (choice->legal || choice->missing)
        g_array_append_val (open, i);
    }

  return open->len == 0 ? G_MAXUINT : g_array_index (open, guint, g_rand_int_range (rand, 0, open->len));
}

/* One step of play through the window's actions, as in test-window.c */
static void
play_step (ArrieroWindow *window,
           GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint choice;

  switch (alp_game_get_phase (game))
    {
    case ALP_GAME_PHASE_MOVE:
      {
        g_autoptr(GArray) destinations = alp_game_list_destinations (game);
        AlpPosition *pos;

        g_assert_cmpuint (destinations->len, >, 0);
        pos = &g_array_index (destinations, AlpPosition, g_rand_int_range (rand, 0, MIN (destinations->len, 4)));
        gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", (guint) pos->space, (guint) pos->spot);
      }
      break;

    case ALP_GAME_PHASE_ACT:
      {
        static const AlpActionKind kinds[] = {
          ALP_ACTION_ADD_FARMER, ALP_ACTION_TAKE_FRUIT, ALP_ACTION_MARKET, ALP_ACTION_COMPLETE_GOAL,
          ALP_ACTION_IRRIGATE, ALP_ACTION_MOVE_FARMER,
        };
        static const AlpActionKind direct[] = {
          ALP_ACTION_HARVEST, ALP_ACTION_TAKE_NORIAS, ALP_ACTION_TAKE_DIRHAMS,
        };

        /* the row "Describe What Is Printed Here", shown where the mule
         * stopped on a space the copy does not describe yet */
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.describe", NULL);
        if (find_question () != NULL)
          break;

        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
            break;
          }
        if (g_rand_boolean (rand))
          {
            gtk_widget_activate_action (GTK_WIDGET (panel), "turn.do", "i",
                                        (gint) direct[g_rand_int_range (rand, 0, G_N_ELEMENTS (direct))]);
            break;
          }
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.open", "i",
                                    (gint) kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))]);
        choice = pick_choice (panel, rand);
        if (choice != G_MAXUINT)
          gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", choice);
        else
          gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
      }
      break;

    case ALP_GAME_PHASE_REVEAL:
    case ALP_GAME_PHASE_ZARA_CARD:
    case ALP_GAME_PHASE_ZARA_CHOOSE:
      choice = pick_choice (panel, rand);
      g_assert_cmpuint (choice, !=, G_MAXUINT);
      gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", choice);
      break;

    case ALP_GAME_PHASE_ZARA_ROLL:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      break;

    case ALP_GAME_PHASE_OVER:
    default:
      break;
    }

  settle ();
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

  write_sides_and_goals (reference);

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
  g_assert_cmpuint (asked_play, >, 0);
  g_assert_cmpuint (alp_game_get_n_events (game), >, 40);

  /* (b) the second game on the same copy asks nothing already answered
   * before it starts: at most the face-up cards of its new layout that
   * the first game never turned up */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AlpEdition) known = arriero_edition_store_load (&error);

    g_assert_no_error (error);
    g_assert_true (alp_edition_get_value (known, "farmlands.green") != NULL);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
    g_test_message ("%u questions before the second game", through_assistant (reference, known));
  }
  g_assert_true (arriero_window_get_game (window) != game);
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 0);

  /* (c) a refused answer keeps the question open with the engine's
   * words; Cancel leaves the game as it was */
  for (guint step = 0; step < 300 && find_question () == NULL; step++)
    play_step (window, rand);
  if (find_question () != NULL)
    {
      ArrieroQuestion *question = find_question ();
      g_autofree char *before = alp_record_save_to_data (game, NULL);
      g_autofree char *after = NULL;

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
    }
  else
    g_test_incomplete ("the second game asked nothing in 300 steps");

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

  arriero_question_ask (NULL, edition, "segments[3].sides.four_player", NULL, NULL);
  settle ();
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_false (arriero_question_has_form (question));
  gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
  settle ();
  g_assert_null (find_question ());
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  g_test_add_func ("/app/question/describe-copy", test_describe_copy);
  g_test_add_func ("/app/question/no-form", test_no_form);

  return g_test_run ();
}
