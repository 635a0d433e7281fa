/* test-copy-game.c: a table describes its real copy by playing on it,
 * through the real windows under Xvfb, and what that costs it
 *
 * The copy starts as the published edition (data/editions/alpujarras.json:
 * the segments' kinds only); the truth of the copy the table holds is
 * tests/data/editions/complete-23p.json, a complete made-up copy.  The
 * table goes through New Game on Your Copy, answers every question the
 * app asks from that truth through the question's form, plays the game to
 * its end and counts its interactions (test-question.c's
 * take_interactions(): a number typed in, a drop-down opened and picked,
 * Save, Next): before the first move, per question and over the whole
 * game.  A second game on the same copy may ask only about pieces the
 * first never needed.  The goals of the copy's issue (at most 60
 * interactions before the first move, at most 8 for any one question) are
 * figures of the table's time, so they are asserted by the benchmark
 * (`test-copy-game --bench`, meson's bench-copy-game), as bench-entry
 * asserts the interactions of a turn; the test prints them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "arriero-edition-store.h"
#include "arriero-setup-assistant.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-window.h"

#define GOAL_BEFORE_FIRST_MOVE 60
#define GOAL_PER_QUESTION      8

/* --bench: assert the goals too */
static gboolean bench;

/* What one game cost the table */
typedef struct
{
  guint  before_first_move;   /* interactions, the assistant's and the questions' */
  guint  pages;               /* Next pressed */
  guint  questions_before;    /* questions before the first move */
  guint  questions;           /* in the whole game */
  guint  asked_interactions;  /* the questions' interactions in the whole game */
  guint  most;                /* the most one question took */
  char  *most_path;
  guint  steps;               /* steps of play */
  guint  tokens;              /* the counts typed on the tokens page */
  guint  shapes;              /* the segments' shapes, on the segments page */
  guint  fields;              /* the farmlands' fields typed beside them */
  guint  goal_cards;          /* the ticks of the goal cards entered as dealt */
  guint  cards;               /* the face-up cards described on their page */
  GPtrArray *paths;           /* every item asked */
} Cost;

static void
cost_clear (Cost *cost)
{
  g_clear_pointer (&cost->most_path, g_free);
  g_clear_pointer (&cost->paths, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Cost, cost_clear)

static void
answered_cb (const char *path,
             guint       interactions,
             gpointer    user_data)
{
  Cost *cost = user_data;

  g_test_message ("  %-50s %u interactions", path, interactions);
  /* an answer goes into the copy at once: nothing is asked twice */
  for (guint i = 0; i < cost->paths->len; i++)
    g_assert_cmpstr (g_ptr_array_index (cost->paths, i), !=, path);
  cost->questions++;
  cost->asked_interactions += interactions;
  g_ptr_array_add (cost->paths, g_strdup (path));
  if (interactions > cost->most)
    {
      cost->most = interactions;
      g_free (cost->most_path);
      cost->most_path = g_strdup (path);
    }
}

/* The published edition, as the app's data folder holds it before the
 * table has described anything */
static void
start_from_published (void)
{
  g_autofree char *published = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "editions",
                                                      "alpujarras.json", NULL);
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autofree char *dir = g_path_get_dirname (store);
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (published, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (store, contents, length, &error));
  g_assert_no_error (error);
}

/* The players' page: how many, their names typed in */
static void
enter_players (ArrieroSetupAssistant *assistant,
               guint                  n_players)
{
  static const char * const names[] = { "Ana", "Berto", "Carmen", "Diego" };
  GtkSpinButton *players = GTK_SPIN_BUTTON (find_named (GTK_WIDGET (assistant), "players"));

  if (gtk_spin_button_get_value_as_int (players) != (gint) n_players)
    {
      gtk_spin_button_set_value (players, n_players);
      take_interactions ();
    }
  settle ();
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("name-%u", p);
      GtkEditable *entry = GTK_EDITABLE (find_named (GTK_WIDGET (assistant), name));

      g_assert_nonnull (entry);
      if (g_strcmp0 (gtk_editable_get_text (entry), names[p]) != 0)
        {
          gtk_editable_set_text (entry, names[p]);
          take_interactions ();
        }
    }
}

/* @n interactions the table took to enter @what on a page, told */
static guint
entered (const char *what,
         guint       n)
{
  if (n > 0)
    g_test_message ("  %-50s %u interactions", what, n);

  return n;
}

/* New Game on Your Copy to the first move; the table lays out the board as
 * the assistant draws it and answers every question */
static void
set_up (ArrieroWindow *window,
        AlpEdition    *reference,
        AlpEdition    *known,
        guint          n_players,
        Cost          *cost)
{
  ArrieroSetupAssistant *assistant;

  take_interactions ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  enter_players (assistant, n_players);
  cost->before_first_move += take_interactions ();
  for (guint i = 0; i < 400; i++)
    {
      answer_known_full (reference, known, answered_cb, cost);
      if ((assistant = find_setup_assistant ()) == NULL)
        break;
      if (arriero_setup_assistant_get_problem (assistant) != NULL)
        g_error ("step %u: %s", arriero_setup_assistant_get_step (assistant),
                 arriero_setup_assistant_get_problem (assistant));
      /* what the page asks the table to enter as it lays the board out:
       * the segments' shapes; the villages' tokens, as the table deals
       * them, which tell their counts, and beside each village its
       * farmland's fields; the goal cards as dealt; the face-up cards the
       * copy does not describe */
      cost->shapes += entered ("the segments' shapes", enter_segment_shapes (assistant, reference));
      cost->tokens += entered ("the villages' tokens", enter_village_tokens (assistant, reference));
      cost->fields += entered ("the farmlands' fields", enter_farmland_fields (assistant, reference));
      cost->goal_cards += entered ("the goal cards as dealt", enter_goal_cards (assistant, reference));
      cost->cards += entered ("the face-up cards", enter_display_cards (assistant, reference));
      gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
      cost->pages++;
      settle ();
    }
  g_assert_null (find_setup_assistant ());
  g_assert_nonnull (arriero_window_get_game (window));
  cost->before_first_move += take_interactions () + cost->pages;
}

/* The first legal step each time, with every question answered, to the
 * game's end */
static void
play_to_the_end (ArrieroWindow *window,
                 AlpEdition    *reference,
                 AlpEdition    *known,
                 Cost          *cost)
{
  AlpGame *game = arriero_window_get_game (window);
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);

  while (alp_game_get_phase (game) != ALP_PHASE_OVER)
    {
      play_step_keen (window, reference, rand);
      answer_known_full (reference, known, answered_cb, cost);
      if (cost->questions_before == G_MAXUINT && alp_game_get_n_events (game) > 0)
        {
          cost->questions_before = cost->questions;
          cost->before_first_move += take_interactions ();
        }
      cost->steps++;
      g_assert_cmpuint (cost->steps, <, 20000);
      g_assert_true (arriero_window_get_game (window) == game);
    }
  take_interactions ();
}

static void
play_game (ArrieroWindow *window,
           AlpEdition    *reference,
           AlpEdition    *known,
           guint          n_players,
           const char    *what,
           Cost          *cost)
{
  AlpGame *game;

  cost->paths = g_ptr_array_new_with_free_func (g_free);
  cost->questions_before = G_MAXUINT;
  set_up (window, reference, known, n_players, cost);
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, n_players);
  g_assert_false (alp_edition_get_example (alp_game_get_edition (game)));
  play_to_the_end (window, reference, known, cost);

  g_print ("# %s: %u interactions before the first move (%u Next, %u questions), "
           "%u on the segments' shapes, %u on the villages' tokens, %u on the farmlands' fields, "
           "%u on the goal cards as dealt, %u on the face-up cards, "
           "the most for one question %u (%s); %u questions in the whole game "
           "(%u interactions), %u steps of play\n",
           what, cost->before_first_move, cost->pages, cost->questions_before, cost->shapes, cost->tokens,
           cost->fields, cost->goal_cards, cost->cards,
           cost->most, cost->most_path != NULL ? cost->most_path : "none",
           cost->questions, cost->asked_interactions, cost->steps);
}

/* Every question of the second game is about a piece the first never
 * needed: answer_known() asserts that nothing the copy held after the
 * first is asked; this says that the first's answers are all in it */
static void
assert_kept (Cost *first)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) kept = arriero_edition_store_load (&error);

  g_assert_no_error (error);
  for (guint i = 0; i < first->paths->len; i++)
    {
      g_autoptr(JsonNode) value = alp_edition_get_value (kept, g_ptr_array_index (first->paths, i));

      g_assert_nonnull (value);
    }
}

static void
assert_goals (Cost *cost)
{
  g_assert_cmpuint (cost->before_first_move, <=, GOAL_BEFORE_FIRST_MOVE);
  g_assert_cmpuint (cost->most, <=, GOAL_PER_QUESTION);
}

static void
two_games (AppFixture *fixture,
           guint       n_players,
           const char *first_what,
           const char *second_what)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) known = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Cost) first = { 0, };
  g_auto(Cost) second = { 0, };
  ArrieroWindow *window;

  start_from_published ();
  window = app_fixture_open_window (fixture);

  play_game (window, reference, NULL, n_players, first_what, &first);
  assert_kept (&first);

  known = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  play_game (window, reference, known, n_players, second_what, &second);

  /* the goals last, so that every figure is printed first */
  if (bench)
    {
      assert_goals (&first);
      assert_goals (&second);
    }
}

static void
test_three_players (AppFixture   *fixture,
                    gconstpointer data)
{
  two_games (fixture, 3, "first 3-player game on the published edition",
             "second 3-player game on the same copy");
}

static void
test_two_players (AppFixture   *fixture,
                  gconstpointer data)
{
  two_games (fixture, 2, "first 2-player game with Zara on the published edition",
             "second 2-player game with Zara on the same copy");
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_str_equal (argv[1], "--bench"))
    {
      bench = TRUE;
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/copy-game/three-players", test_three_players);
  /* The table reports Zara's backs and the cards it turns up as its copy
   * shows them (play_step_on_copy()): a back no card left in its deck
   * shows, taken while a card was not described, made the last card's
   * answer unable to replay the game (issue #15, test-zara.c) */
  APP_TEST_ADD_NO_WINDOW ("/app/copy-game/two-players-zara", test_two_players);

  return g_test_run ();
}
