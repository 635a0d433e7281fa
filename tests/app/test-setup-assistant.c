/* test-setup-assistant.c: setting up tonight's game step by step, under Xvfb
 *
 * The helpers that answer questions about the copy come from
 * test-question.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "alp-error.h"
#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-display-page.h"
#include "arriero-goals-page.h"
#include "arriero-players-page.h"
#include "arriero-segments-page.h"
#include "arriero-start-spots-page.h"
#include "arriero-tokens-page.h"
#include "arriero-edition-store.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-test-form-entry.h"
#include "arriero-question.h"
#include "arriero-quick-copy.h"
#include "arriero-rules-window.h"
#include "arriero-segment-preview.h"
#include "arriero-segment-shape-form.h"
#include "arriero-setup-edition.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

#include "arriero-test-question.h"

static void
next (ArrieroSetupAssistant *assistant)
{
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();
}

/* Presses Next on every page, entering the shapes and tokens the pages
 * ask and answering what the copy is asked */
static guint
next_to_the_end (AlpEdition *reference,
                 AlpEdition *known)
{
  guint asked = 0;

  for (guint i = 0; i < 400; i++)
    {
      ArrieroSetupAssistant *assistant;

      asked += answer_known (reference, known);
      if ((assistant = find_setup_assistant ()) == NULL)
        return asked;
      enter_setup_page (assistant, reference);
      if (arriero_setup_assistant_get_problem (assistant) != NULL)
        g_error ("step %u: %s", arriero_setup_assistant_get_step (assistant),
                 arriero_setup_assistant_get_problem (assistant));
      next (assistant);
    }
  g_assert_not_reached ();
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @widget has a size, at most 10 s: a page's
 * pictures get theirs at the next frame, which a loaded machine may not
 * have drawn within settle()'s few iterations */
static void
wait_for_size (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (10, wake_cb, NULL);

  while ((gtk_widget_get_width (widget) == 0 || gtk_widget_get_height (widget) == 0) &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (wake);
}

static void
test_layout (AppFixture   *fixture,
             gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  AlpGame *game;
  static const char * const names[] = { "Ana", "Berto", "Carmen" };

  g_assert_true (arriero_edition_store_save (reference, &error));
  g_assert_no_error (error);

  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  g_assert_null (arriero_window_get_game (window));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (assistant), "players")), 3);
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *name = g_strdup_printf ("name-%u", p);

      gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (assistant), name)), names[p]);
    }
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);

  /* the pictures of tonight's order, go to end, drawn at a size */
  {
    GtkWidget *strip = find_named (GTK_WIDGET (assistant), "previews");
    guint n = 0;

    g_assert_nonnull (strip);
    for (GtkWidget *column = gtk_widget_get_first_child (strip); column != NULL;
         column = gtk_widget_get_next_sibling (column))
      {
        GtkWidget *preview = find_child_of_type (column, ARRIERO_TYPE_SEGMENT_PREVIEW);

        g_assert_nonnull (preview);
        g_assert_cmpuint (arriero_segment_preview_get_n_spaces (ARRIERO_SEGMENT_PREVIEW (preview)), >, 0);
        wait_for_size (preview);
        g_assert_cmpint (gtk_widget_get_width (preview), >, 0);
        g_assert_cmpint (gtk_widget_get_height (preview), >, 0);
        n++;
      }
    g_assert_cmpuint (n, ==, 10);
  }

  /* S1: two market segments in a row (the copy's middle segments in its
   * order, markets first), picked by their pictures */
  {
    guint8 middle[ARRIERO_N_MIDDLE];

    g_assert_cmpuint (arriero_setup_edition_list_middle (reference, middle), ==, 8);
    for (guint i = 0; i < 8; i++)
      {
        g_autofree char *name = g_strdup_printf ("pick-%u-%u", 1 + i, middle[i]);

        g_signal_emit_by_name (find_named (GTK_WIDGET (assistant), name), "clicked");
      }
  }
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);
  g_assert_nonnull (arriero_setup_assistant_get_problem (assistant));
  g_test_message ("problem: %s", arriero_setup_assistant_get_problem (assistant));
  g_assert_nonnull (strstr (arriero_setup_assistant_get_problem (assistant), "S1"));

  /* Why? opens the Rules window at the rule the setup breaks */
  {
    GtkWidget *why = find_named (GTK_WIDGET (assistant), "problem-why");
    ArrieroRulesWindow *rules;

    g_assert_true (gtk_widget_get_visible (why));
    g_signal_emit_by_name (why, "clicked");
    settle ();
    rules = arriero_rules_window_find (GTK_WINDOW (assistant));
    g_assert_nonnull (rules);
    app_fixture_watch (fixture, rules);
    g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "S1");
  }

  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.random", NULL);
  settle ();
  g_assert_null (arriero_setup_assistant_get_problem (assistant));
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (assistant), "problem-why")));
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);

  g_assert_cmpuint (next_to_the_end (reference, NULL), ==, 0);

  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpstr (alp_game_get_setup (game)->names[p], ==, names[p]);
  g_assert_true (alp_setup_validate (alp_game_get_setup (game), alp_game_get_edition (game), &error));
  g_assert_no_error (error);

  for (guint step = 0; step < 6; step++)
    {
      play_step (window, rand);
      answer_all (reference);
    }
  g_assert_cmpuint (alp_game_get_n_events (game), >, 0);

}

/* Runs the main loop for up to 2 s until @done says so: the assistant
 * scrolls at a frame, which settle()'s few iterations may not reach */
static gboolean
wait_until (gboolean (*done) (gpointer),
            gpointer   data)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    spin (20);

  return done (data);
}

static GtkWidget *
step_box (ArrieroSetupAssistant *assistant,
          guint                  step)
{
  g_autofree char *name = g_strdup_printf ("step-%u", step);

  return find_named (GTK_WIDGET (assistant), name);
}

/* Whether @widget lies wholly in what the assistant's scrolled column
 * shows now */
static gboolean
in_view (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  while (scroller != NULL && g_strcmp0 (gtk_widget_get_name (scroller), "scroller") != 0)
    scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);

  return gtk_widget_get_mapped (widget) &&
         gtk_widget_compute_bounds (widget, scroller, &bounds) &&
         bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* The step shown can be read at 1100x760: the assistant is no larger,
 * nothing is clipped across, and the column scrolls to its end */
static void
assert_step_fits (ArrieroSetupAssistant *assistant,
                  GtkWidget             *step)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (find_named (GTK_WIDGET (assistant), "scroller"));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  int min_width, height;

  wait_for_size (step);
  spin (50);
  gtk_widget_measure (step, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (step, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (step), NULL, &height, NULL, NULL);
  g_test_message ("%s: %d px wide at least, %d px tall in a %d x %d assistant", gtk_widget_get_name (step),
                  min_width, height, gtk_widget_get_width (GTK_WIDGET (assistant)),
                  gtk_widget_get_height (GTK_WIDGET (assistant)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (assistant)), <=, 1100);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (assistant)), <=, 760);
  g_assert_cmpint (min_width, <=, gtk_widget_get_width (step));
  g_assert_cmpint (gtk_widget_get_width (step), <=, gtk_widget_get_width (GTK_WIDGET (scroller)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >=, height);
}

/* A copy described from scratch takes 4 Next to the game: the players;
 * the segments; the villages and farmlands with the start spots under
 * them; the goal cards with the market card and face-up cards under them.
 * Each step says what the table does, starts at its first field, and
 * fits 1100x760 */
static void
test_four_steps (AppFixture   *fixture,
                 gconstpointer data)
{
  static const struct
  {
    GType (*first) (void);
    GType (*second) (void);
  } pages[ARRIERO_SETUP_N_STEPS] = {
    { arriero_players_page_get_type, NULL },
    { arriero_segments_page_get_type, NULL },
    { arriero_tokens_page_get_type, arriero_start_spots_page_get_type },
    { arriero_goals_page_get_type, arriero_display_page_get_type },
  };
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  guint n_next = 0;

  g_unlink (store);
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (find_setup_assistant ()), "players")), 3);
  for (guint i = 0; i < 40; i++)
    {
      AdwWindowTitle *title;
      GtkWidget *step, *focus, *page;
      g_autofree char *subtitle = NULL;

      answer_known (reference, NULL);
      if ((assistant = find_setup_assistant ()) == NULL)
        break;
      /* each Next went on, whatever the copy was asked on the way */
      g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, n_next);
      step = step_box (assistant, n_next);
      g_assert_true (gtk_widget_get_mapped (step));

      /* the step's pages, one under the other */
      page = find_child_of_type (step, pages[n_next].first ());
      g_assert_nonnull (page);
      g_assert_true (gtk_widget_get_mapped (page));
      if (pages[n_next].second != NULL)
        {
          GtkWidget *second = find_child_of_type (step, pages[n_next].second ());
          graphene_rect_t first_bounds, second_bounds;

          g_assert_nonnull (second);
          g_assert_true (gtk_widget_get_mapped (second));
          wait_for_size (second);
          g_assert_true (gtk_widget_compute_bounds (page, step, &first_bounds));
          g_assert_true (gtk_widget_compute_bounds (second, step, &second_bounds));
          g_assert_cmpfloat (second_bounds.origin.y, >=, first_bounds.origin.y + first_bounds.size.height);
        }

      /* what the table does, a title of its own per step */
      title = ADW_WINDOW_TITLE (find_child_of_type (GTK_WIDGET (assistant), ADW_TYPE_WINDOW_TITLE));
      g_test_message ("step %u: %s", n_next + 1, adw_window_title_get_title (title));
      g_assert_cmpstr (adw_window_title_get_title (title), !=, "");
      for (guint t = 0; t < titles->len; t++)
        g_assert_cmpstr (adw_window_title_get_title (title), !=, g_ptr_array_index (titles, t));
      g_ptr_array_add (titles, g_strdup (adw_window_title_get_title (title)));
      subtitle = g_strdup_printf ("Step %u of 4", n_next + 1);
      g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, subtitle);

      /* the focus on the step's first field, not on the header bar */
      focus = gtk_root_get_focus (GTK_ROOT (assistant));
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, page));

      assert_step_fits (assistant, step);

      enter_setup_page (assistant, reference);
      g_assert_null (arriero_setup_assistant_get_problem (assistant));
      next (assistant);
      n_next++;
    }
  g_assert_null (find_setup_assistant ());
  g_assert_nonnull (arriero_window_get_game (window));
  g_assert_cmpuint (n_next, ==, ARRIERO_SETUP_N_STEPS);
  g_assert_cmpuint (n_next, ==, 4);
}

/* Goes through the steps, answering what the copy is asked and entering
 * what the pages ask, up to the step @step */
static ArrieroSetupAssistant *
next_to_step (AlpEdition *reference,
              guint       step)
{
  for (guint i = 0; i < 400; i++)
    {
      ArrieroSetupAssistant *assistant;

      answer_known (reference, NULL);
      assistant = find_setup_assistant ();
      g_assert_nonnull (assistant);
      if (arriero_setup_assistant_get_step (assistant) == step)
        return assistant;
      enter_setup_page (assistant, reference);
      g_assert_null (arriero_setup_assistant_get_problem (assistant));
      next (assistant);
    }
  g_assert_not_reached ();
}

static gboolean
is_scrolled (gpointer data)
{
  return gtk_adjustment_get_value (data) > 0;
}

/* A refusal on the second page of a step keeps the step: the first
 * page's part is kept, the refused card is marked and scrolled to; the
 * step's Random buttons each draw their own page; Back and Next keep what
 * was entered, and once mended Next starts the game */
static void
test_refusal_in_step (AppFixture   *fixture,
                      gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  GtkWidget *mark;
  GtkAdjustment *adjustment;

  g_unlink (store);
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (find_setup_assistant ()), "players")), 3);

  /* the villages' step: Random under the start spots draws them alone,
   * the tokens stay as dealt */
  assistant = next_to_step (reference, ARRIERO_SETUP_STEP_VILLAGES);
  {
    GtkWidget *tokens = find_child_of_type (GTK_WIDGET (assistant), ARRIERO_TYPE_TOKENS_PAGE);
    GtkWidget *starts = find_child_of_type (GTK_WIDGET (assistant), ARRIERO_TYPE_START_SPOTS_PAGE);
    g_autoptr(GPtrArray) dealt = g_ptr_array_new ();
    g_autoptr(GArray) fruits = g_array_new (FALSE, FALSE, sizeof (guint));
    gboolean moved = FALSE;

    for (guint v = 0; v < ALP_N_REGIONS; v++)
      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        {
          g_autofree char *name = g_strdup_printf ("token-%u-%u", v, t);
          GtkWidget *token = find_named (tokens, name);

          if (token != NULL && gtk_widget_is_visible (token))
            {
              guint fruit = gtk_drop_down_get_selected (GTK_DROP_DOWN (token));

              g_ptr_array_add (dealt, token);
              g_array_append_val (fruits, fruit);
            }
        }
    g_assert_cmpuint (dealt->len, >=, 12);
    for (guint i = 0; i < 20 && !moved; i++)
      {
        guint spots[ALP_MAX_MULES];

        for (guint m = 0; m < 3; m++)
          {
            g_autofree char *name = g_strdup_printf ("start-%u", m);

            spots[m] = gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (starts, name)));
          }
        g_signal_emit_by_name (find_named (starts, "random"), "clicked");
        settle ();
        for (guint m = 0; m < 3; m++)
          {
            g_autofree char *name = g_strdup_printf ("start-%u", m);

            moved |= spots[m] != gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (starts, name)));
          }
      }
    g_assert_true (moved);
    for (guint i = 0; i < dealt->len; i++)
      g_assert_cmpuint (gtk_drop_down_get_selected (g_ptr_array_index (dealt, i)), ==,
                        g_array_index (fruits, guint, i));
  }
  /* each Random its own mnemonic */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_named (find_child_of_type (GTK_WIDGET (assistant),
                                                                                     ARRIERO_TYPE_START_SPOTS_PAGE),
                                                                  "random"))), !=,
                   gtk_button_get_label (GTK_BUTTON (find_named (find_child_of_type (GTK_WIDGET (assistant),
                                                                                     ARRIERO_TYPE_TOKENS_PAGE),
                                                                  "random"))));

  /* the cards' step: the goal cards entered, the face-up cards left
   * undescribed */
  assistant = next_to_step (reference, ARRIERO_SETUP_STEP_CARDS);
  g_assert_cmpuint (enter_goal_cards (assistant, reference), >, 0);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (find_named (GTK_WIDGET (assistant),
                                                                                      "scroller")));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  next (assistant);
  g_assert_true (find_setup_assistant () == assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_CARDS);
  g_assert_nonnull (arriero_setup_assistant_get_problem (assistant));
  g_assert_null (find_question ());

  /* marked at the card, which the column scrolls to */
  mark = find_named (GTK_WIDGET (assistant), "card-refusal-0");
  g_assert_true (gtk_widget_get_visible (mark));
  g_assert_true (wait_until (is_scrolled, adjustment));
  g_assert_true (wait_until (in_view, mark));

  /* the step's first page was kept all the same: its cards are in the copy */
  {
    g_autoptr(AlpEdition) kept = arriero_edition_store_load (&error);

    g_assert_no_error (error);
    for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
      {
        g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides", c);
        g_autoptr(JsonNode) sides = alp_edition_get_value (kept, path);

        g_assert_nonnull (sides);
      }
  }

  /* Back goes to the villages' step, Next comes back with the step as
   * entered, at its top */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
  settle ();
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_CARDS);
  g_assert_null (arriero_setup_assistant_get_problem (assistant));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  /* mended: the game starts, with the goal cards and the face-up cards
   * in its copy */
  g_assert_cmpuint (enter_display_cards (assistant, reference), >, 0);
  next (assistant);
  answer_known (reference, NULL);
  g_assert_null (find_setup_assistant ());
  g_assert_nonnull (arriero_window_get_game (window));
  {
    AlpEdition *edition = alp_game_get_edition (arriero_window_get_game (window));

    for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
      {
        g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides", c);
        g_autoptr(JsonNode) sides = alp_edition_get_value (edition, path);

        g_assert_nonnull (sides);
      }
  }
}

static void
test_describe_copy (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) known = NULL;
  ArrieroWindow *window;
  AlpGame *game;
  guint asked;

  g_unlink (store);

  window = app_fixture_open_window (fixture);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  asked = next_to_the_end (reference, NULL);
  g_test_message ("%u questions in the first assistant", asked);
  g_assert_cmpuint (asked, >, 0);
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_false (alp_edition_get_example (alp_game_get_edition (game)));

  known = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  g_test_message ("%u questions in the second assistant", next_to_the_end (reference, known));
  g_assert_true (arriero_window_get_game (window) != game);

}

/* The box of the shape asked at @place of the segments page, if any */
static GtkWidget *
shape_box (ArrieroSetupAssistant *assistant,
           guint                  place)
{
  g_autofree char *name = g_strdup_printf ("shape-place-%u", place);

  return find_named (GTK_WIDGET (assistant), name);
}

static JsonNode *
form_value (GtkWidget *box)
{
  return arriero_form_get_value (ARRIERO_FORM (find_child_of_type (box, ARRIERO_TYPE_SEGMENT_SHAPE_FORM)));
}

static guint
segment_of (GtkWidget *box)
{
  GtkWidget *form = find_child_of_type (box, ARRIERO_TYPE_SEGMENT_SHAPE_FORM);

  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (form), "arriero-segment"));
}

static guint
count_special (JsonNode *side)
{
  JsonArray *spaces = json_object_get_array_member (json_node_get_object (side), "spaces");
  guint n = 0;

  for (guint j = 0; j < json_array_get_length (spaces); j++)
    n += !g_str_equal (json_object_get_string_member (json_array_get_object_element (spaces, j), "kind"),
                       "standard");

  return n;
}

/* No segment's shape is asked in a window of its own */
static void
assert_no_shape_window (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    g_assert_null (arriero_quick_copy_get_path (l->data));
}

/* The shapes the copy does not know are asked on the segments page, in
 * the order the segments lie: Next marks a shape not complete at its form
 * in words and stays; a "Same as" picture of a shape entered above fills
 * a form; Next keeps every shape in the copy and goes on */
static void
test_inline_shapes (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) first = NULL;
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  GtkWidget *box;
  GtkWidget *problem;
  GtkWidget *flow;
  GtkWidget *picture = NULL;
  guint n_pictures = 0;

  /* a copy that knows no shape yet */
  g_unlink (store);
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (assistant), "players")), 3);
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);
  g_assert_true (gtk_widget_get_mapped (find_named (GTK_WIDGET (assistant), "shapes")));
  for (guint place = 0; place < ALP_N_SEGMENTS; place++)
    g_assert_nonnull (shape_box (assistant, place));

  /* Next with the shapes not entered: each form says what is missing, in
   * words, and the page stays */
  next (assistant);
  assert_no_shape_window ();
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);
  g_assert_nonnull (arriero_setup_assistant_get_problem (assistant));
  g_assert_null (strstr (arriero_setup_assistant_get_problem (assistant), "segments["));
  for (guint place = 0; place < ALP_N_SEGMENTS; place++)
    {
      problem = find_named (shape_box (assistant, place), "shape-problem");
      g_assert_true (gtk_widget_is_visible (problem));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (problem)), ==,
                       "Type the number of spaces, or add them with “+” from left to right.");
    }

  /* place 2 (a market or harvest segment): its spaces typed, its special
   * space not marked: refused at its form, the others shown as before */
  box = shape_box (assistant, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (box, "space-count")), 3);
  settle ();
  problem = find_named (box, "shape-problem");
  g_assert_false (gtk_widget_is_visible (problem));
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);
  g_assert_true (gtk_widget_is_visible (problem));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (problem)), ==, "Mark which space is the market or the harvest.");

  /* its market or harvest on the second space, 3 spots */
  if (find_named (box, "space-1-market") != NULL && gtk_widget_get_visible (find_named (box, "space-1-market")))
    click_named (box, "space-1-market");
  else
    click_named (box, "space-1-harvest");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (box, "space-1-spots")), 3);
  settle ();
  first = form_value (box);
  g_assert_cmpuint (count_special (first), ==, 1);

  /* place 3, of the other kind, offers that shape as a picture, at most
   * 12 pictures in all; one click fills its form */
  box = shape_box (assistant, 2);
  flow = find_named (box, "same-as");
  g_assert_true (gtk_widget_is_visible (flow));
  for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      n_pictures++;
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "Same as"));
      if (picture == NULL)
        picture = button;
    }
  g_assert_cmpuint (n_pictures, ==, 1);
  g_assert_cmpuint (n_pictures, <=, 12);
  g_signal_emit_by_name (picture, "clicked");
  settle ();
  {
    g_autoptr(JsonNode) filled = form_value (box);
    JsonArray *spaces = json_object_get_array_member (json_node_get_object (filled), "spaces");
    JsonObject *special = json_array_get_object_element (spaces, 1);
    g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", segment_of (box));
    g_autoptr(JsonNode) kind = alp_edition_get_value (reference, kind_path);

    /* the same strip, as a space of this segment's kind */
    g_assert_cmpuint (json_array_get_length (spaces), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (special, "kind"), ==, json_node_get_string (kind));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (special, "spots")), ==, 3);
    g_assert_false (json_node_equal (filled, first));
  }
  assert_no_shape_window ();

  /* every shape as the copy has it (a picture where one fits); Next keeps
   * them in the copy and goes on */
  enter_segment_shapes (assistant, reference);
  next (assistant);
  assert_no_shape_window ();
  g_assert_null (arriero_setup_assistant_get_problem (assistant));
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  for (guint s = 0; s < ALP_N_SEGMENTS; s++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].sides.two_three_player", s);
      g_autoptr(JsonNode) side = alp_edition_get_value (kept, path);
      g_autoptr(JsonNode) truth = alp_edition_get_value (reference, path);
      JsonArray *spaces;
      JsonArray *true_spaces;

      g_assert_nonnull (side);
      spaces = json_object_get_array_member (json_node_get_object (side), "spaces");
      true_spaces = json_object_get_array_member (json_node_get_object (truth), "spaces");
      g_assert_cmpuint (json_array_get_length (spaces), ==, json_array_get_length (true_spaces));
      for (guint j = 0; j < json_array_get_length (spaces); j++)
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (spaces, j), "kind"), ==,
                         json_object_get_string_member (json_array_get_object_element (true_spaces, j), "kind"));
    }

  /* back on the page, the copy knows them: pictures, no form */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
  settle ();
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_SEGMENTS);
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (assistant), "shapes")));
  g_assert_null (shape_box (assistant, 0));

  /* and the game starts with no shape asked again */
  next_to_the_end (reference, kept);
  g_assert_nonnull (arriero_window_get_game (window));
}

/* Goes through the steps, answering what the copy is asked, up to the
 * step of the face-up cards, whose goal cards it enters */
static ArrieroSetupAssistant *
next_to_the_cards (AlpEdition *reference)
{
  for (guint i = 0; i < 400; i++)
    {
      ArrieroSetupAssistant *assistant;
      GtkWidget *card;

      answer_known (reference, NULL);
      assistant = find_setup_assistant ();
      g_assert_nonnull (assistant);
      card = find_named (GTK_WIDGET (assistant), "display-card-0");
      if (card != NULL && gtk_widget_get_mapped (card))
        {
          /* the goal cards above them, on the same step, as dealt */
          enter_goal_cards (assistant, reference);
          return assistant;
        }
      enter_setup_page (assistant, reference);
      g_assert_null (arriero_setup_assistant_get_problem (assistant));
      next (assistant);
    }
  g_assert_not_reached ();
}

static guint
card_at (ArrieroSetupAssistant *assistant,
         guint                  slot)
{
  g_autofree char *name = g_strdup_printf ("display-card-%u", slot);
  GtkWidget *page = gtk_widget_get_ancestor (find_named (GTK_WIDGET (assistant), name),
                                             ARRIERO_TYPE_DISPLAY_PAGE);

  return arriero_display_page_get_card (ARRIERO_DISPLAY_PAGE (page), slot);
}

static JsonNode *
stored_card (guint card)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) stored = arriero_edition_store_load (&error);
  g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", card);

  g_assert_no_error (error);
  return alp_edition_get_value (stored, path);
}

static gboolean
marked (ArrieroSetupAssistant *assistant,
        guint                  slot)
{
  g_autofree char *name = g_strdup_printf ("display-card-%u", slot);
  g_autofree char *mark_name = g_strdup_printf ("card-refusal-%u", slot);
  GtkWidget *mark = find_named (GTK_WIDGET (assistant), mark_name);

  return gtk_widget_get_visible (mark) &&
         gtk_widget_has_css_class (find_named (GTK_WIDGET (assistant), name), "refused");
}

/* The face-up cards a copy does not describe are described on their
 * page, no question asked: a card left without fruits, and one with more
 * than a card holds, are marked at the card in words and Next stays; once
 * mended, Next keeps every card in the copy, as it lies face up (its
 * front and value, not its back, which is not asked), and starts the
 * game */
static void
test_face_up_cards (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autofree char *store = arriero_edition_store_get_path ();
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  GtkWidget *empty, *full;
  guint step;
  guint n_display = 0;

  g_unlink (store);
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = next_to_the_cards (reference);
  step = arriero_setup_assistant_get_step (assistant);
  g_assert_null (find_question ());

  /* the table describes every card; then takes the fruits off the first
   * and gives the second eleven */
  g_assert_cmpuint (enter_display_cards (assistant, reference), >, 0);
  empty = find_named (GTK_WIDGET (assistant), "display-card-0");
  full = find_named (GTK_WIDGET (assistant), "display-card-1");
  g_assert_true (gtk_widget_get_mapped (full));
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      g_autofree char *placed = g_strdup_printf ("fruit-placed-%s", alp_fruit_to_string (f));
      GtkWidget *button;

      while ((button = arriero_form_find_named (empty, placed)) != NULL)
        {
          g_signal_emit_by_name (button, "clicked");
          settle ();
        }
    }
  for (;;)
    {
      g_autoptr(JsonNode) value = arriero_form_get_value (ARRIERO_FORM (full));

      if (arriero_json_length (arriero_json_member (value, "front")) > 10)
        break;
      g_signal_emit_by_name (arriero_form_find_named (full, "fruit-add-apple"), "clicked");
      settle ();
    }

  next (assistant);
  g_assert_true (find_setup_assistant () == assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, step);
  g_assert_nonnull (arriero_setup_assistant_get_problem (assistant));
  g_assert_null (find_question ());
  g_assert_true (marked (assistant, 0));
  g_assert_true (marked (assistant, 1));
  g_assert_false (marked (assistant, 2));
  /* in words, with no file's words */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (assistant), "card-refusal-0"))), !=, "");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (assistant), "card-refusal-1"))), !=, "");
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (assistant), "card-refusal-1"))),
                         "\""));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (assistant), "card-refusal-1"))),
                         "delivery_cards"));
  /* nothing of a refused page is kept */
  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    {
      g_autofree char *name = g_strdup_printf ("display-card-%u", slot);
      GtkWidget *form = find_named (GTK_WIDGET (assistant), name);
      g_autoptr(JsonNode) kept = NULL;

      if (!gtk_widget_get_mapped (form))
        continue;
      kept = stored_card (card_at (assistant, slot));
      g_assert_true (kept == NULL || JSON_NODE_HOLDS_NULL (kept));
      n_display++;
    }
  g_assert_cmpuint (n_display, >=, 2);

  /* what was entered stays through Back and Next */
  {
    GtkWidget *third = find_named (GTK_WIDGET (assistant), "display-card-2");
    g_autoptr(JsonNode) before = arriero_form_get_value (ARRIERO_FORM (third));
    g_autoptr(JsonNode) after = NULL;

    gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
    settle ();
    g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, step - 1);
    next (assistant);
    g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, step);
    after = arriero_form_get_value (ARRIERO_FORM (third));
    g_assert_true (arriero_test_form_values_equal (before, after));
    g_assert_cmpuint (arriero_json_length (arriero_json_member (before, "front")), >, 0);
  }

  /* mended: each mark goes as its card is changed, and Next starts */
  enter_display_cards (assistant, reference);
  g_assert_false (marked (assistant, 0));
  g_assert_false (marked (assistant, 1));
  {
    guint cards[ALP_MAX_DISPLAY];

    for (guint slot = 0; slot < n_display; slot++)
      cards[slot] = card_at (assistant, slot);
    next (assistant);
    answer_known (reference, NULL);
    g_assert_null (find_setup_assistant ());
    g_assert_nonnull (arriero_window_get_game (window));
    for (guint slot = 0; slot < n_display; slot++)
      {
        g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", cards[slot]);
        g_autoptr(JsonNode) kept = stored_card (cards[slot]);
        g_autoptr(JsonNode) truth = alp_edition_get_value (reference, path);

        g_assert_nonnull (kept);
        g_assert_nonnull (arriero_json_member (truth, "back"));
        g_assert_null (arriero_json_member (kept, "back"));
        g_assert_true (arriero_test_form_values_equal (arriero_json_member (kept, "front"),
                                                       arriero_json_member (truth, "front")));
        g_assert_cmpint (arriero_json_int (arriero_json_member (kept, "value"), -1), ==,
                         arriero_json_int (arriero_json_member (truth, "value"), -2));
        g_assert_cmpuint (alp_game_get_setup (arriero_window_get_game (window))->display[slot], ==, cards[slot]);
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/layout", test_layout);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/describe-copy", test_describe_copy);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/inline-shapes", test_inline_shapes);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/face-up-cards", test_face_up_cards);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/four-steps", test_four_steps);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-assistant/refusal-in-step", test_refusal_in_step);

  return g_test_run ();
}
