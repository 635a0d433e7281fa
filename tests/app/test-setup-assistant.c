/* test-setup-assistant.c: setting up tonight's game page by page, under Xvfb
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
        g_error ("page %u: %s", arriero_setup_assistant_get_page (assistant),
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);

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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 2);

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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
  g_assert_true (gtk_widget_get_mapped (find_named (GTK_WIDGET (assistant), "shapes")));
  for (guint place = 0; place < ALP_N_SEGMENTS; place++)
    g_assert_nonnull (shape_box (assistant, place));

  /* Next with the shapes not entered: each form says what is missing, in
   * words, and the page stays */
  next (assistant);
  assert_no_shape_window ();
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 2);
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, 1);
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (assistant), "shapes")));
  g_assert_null (shape_box (assistant, 0));

  /* and the game starts with no shape asked again */
  next_to_the_end (reference, kept);
  g_assert_nonnull (arriero_window_get_game (window));
}

/* Goes through the pages, answering what the copy is asked, up to the
 * page of the face-up cards */
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
        return assistant;
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
  guint page;
  guint n_display = 0;

  g_unlink (store);
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = next_to_the_cards (reference);
  page = arriero_setup_assistant_get_page (assistant);
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
  g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, page);
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
    g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, page - 1);
    next (assistant);
    g_assert_cmpuint (arriero_setup_assistant_get_page (assistant), ==, page);
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

  return g_test_run ();
}
