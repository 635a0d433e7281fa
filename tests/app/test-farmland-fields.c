/* test-farmland-fields.c: the farmlands' printed fields, typed beside the
 * villages on the setup assistant's tokens page, under Xvfb
 *
 * The copy is the complete made-up reference
 * (tests/data/editions/complete-23p.json) without three of its farmlands:
 * the two it describes are shown, not asked; the others are typed as a
 * number per fruit.  What the engine refuses is marked at that farmland
 * and Next stays; what it accepts is in the copy at once, so no question
 * about a farmland is asked, that game or the next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-edition-store.h"
#include "arriero-setup-assistant.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-window.h"

static const AlpRegion unknown[] = { ALP_REGION_PURPLE, ALP_REGION_RED, ALP_REGION_YELLOW };

static void
next (ArrieroSetupAssistant *assistant)
{
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.next", NULL);
  settle ();
}

static GtkWidget *
field (ArrieroSetupAssistant *assistant,
       AlpRegion              region,
       AlpFruit               fruit,
       gboolean               shown)
{
  g_autofree char *name = g_strdup_printf (shown ? "fields-shown-%u-%u" : "fields-%u-%u", region, fruit);
  GtkWidget *widget = find_named (GTK_WIDGET (assistant), name);

  g_assert_nonnull (widget);

  return widget;
}

static void
type_field (ArrieroSetupAssistant *assistant,
            AlpRegion              region,
            AlpFruit               fruit,
            const char            *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field (assistant, region, fruit, FALSE)), text);
}

/* The row of the village beside @region's farmland, where a refusal is
 * marked */
static const char *
mark_of (ArrieroSetupAssistant *assistant,
         AlpRegion              region)
{
  GtkWidget *row = gtk_widget_get_ancestor (field (assistant, region, 0, FALSE), ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);

  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

static gboolean
marked (ArrieroSetupAssistant *assistant,
        AlpRegion              region)
{
  const char *mark = mark_of (assistant, region);

  return mark != NULL && *mark != '\0' &&
         gtk_widget_has_css_class (field (assistant, region, (AlpFruit) region, FALSE), "error");
}

static void
no_farmland_asked_cb (const char *path,
                      guint       interactions,
                      gpointer    user_data)
{
  g_assert_false (g_str_has_prefix (path, "farmlands"));
}

/* Next on every page to the first move, answering what is asked (never
 * a farmland) */
static void
next_to_the_end (AlpEdition *reference)
{
  for (guint i = 0; i < 400; i++)
    {
      ArrieroSetupAssistant *assistant;

      answer_known_full (reference, NULL, no_farmland_asked_cb, NULL);
      if ((assistant = find_setup_assistant ()) == NULL)
        return;
      enter_village_tokens (assistant, reference);
      g_assert_cmpuint (enter_farmland_fields (assistant, reference), ==, 0);
      g_assert_null (arriero_setup_assistant_get_problem (assistant));
      next (assistant);
    }
  g_assert_not_reached ();
}

/* New Game on Your Copy, Next to the tokens page */
static ArrieroSetupAssistant *
open_tokens_page (ArrieroWindow *window,
                  AlpEdition    *reference)
{
  ArrieroSetupAssistant *assistant;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  assistant = find_setup_assistant ();
  g_assert_nonnull (assistant);
  for (guint i = 0; i < 10 && arriero_setup_assistant_get_step (assistant) < ARRIERO_SETUP_STEP_VILLAGES; i++)
    {
      /* the copy describes its segments: nothing asked on the way */
      g_assert_cmpuint (answer_known (reference, NULL), ==, 0);
      next (assistant);
    }
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  g_assert_null (find_question ());

  return assistant;
}

static void
test_fields (AppFixture   *fixture,
             gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) copy = g_object_ref (reference);
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;
  ArrieroWindow *window;
  const char *problem;

  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autofree char *path = g_strdup_printf ("farmlands.%s", alp_region_to_string (unknown[i]));
      AlpEdition *without = alp_edition_with_value (copy, path, NULL, &error);

      g_assert_no_error (error);
      g_object_unref (copy);
      copy = without;
    }
  /* the table's own copy, not a made-up board */
  {
    g_autoptr(JsonNode) no = json_node_init_boolean (json_node_alloc (), FALSE);
    AlpEdition *own = alp_edition_with_value (copy, "example", no, &error);

    g_assert_no_error (error);
    g_object_unref (copy);
    copy = own;
  }
  g_assert_true (arriero_edition_store_save (copy, &error));
  g_assert_no_error (error);

  window = app_fixture_open_window (fixture);
  assistant = open_tokens_page (window, reference);
  enter_village_tokens (assistant, reference);

  /* the farmlands the copy describes are shown, not asked: green has 3
   * apple fields and 1 lemon field */
  g_assert_false (gtk_widget_get_visible (field (assistant, ALP_REGION_GREEN, ALP_FRUIT_APPLE, FALSE)));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (assistant, ALP_REGION_GREEN, ALP_FRUIT_APPLE, TRUE))),
                   ==, "3");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (assistant, ALP_REGION_GREEN, ALP_FRUIT_LEMON, TRUE))),
                   ==, "1");
  g_assert_false (gtk_widget_get_visible (field (assistant, ALP_REGION_ORANGE, ALP_FRUIT_ORANGE, FALSE)));
  /* the others are asked, empty: no count the table has not given */
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    for (AlpFruit f = 0; f < ALP_N_FRUITS; f++)
      {
        GtkWidget *entry = field (assistant, unknown[i], f, FALSE);

        g_assert_true (gtk_widget_is_visible (entry));
        g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
      }

  /* a count is a digit: a letter typed is not taken */
  {
    GtkEditable *entry = GTK_EDITABLE (field (assistant, ALP_REGION_PURPLE, ALP_FRUIT_GRAPE, FALSE));
    int position = 0;

    gtk_editable_insert_text (entry, "x", -1, &position);
    g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  }

  /* purple left empty, 9 fields typed for red, yellow right: Next stays,
   * purple and red marked where they lie, in words */
  type_field (assistant, ALP_REGION_RED, ALP_FRUIT_CHERRY, "5");
  type_field (assistant, ALP_REGION_RED, ALP_FRUIT_GRAPE, "4");
  type_field (assistant, ALP_REGION_YELLOW, ALP_FRUIT_LEMON, "3");
  type_field (assistant, ALP_REGION_YELLOW, ALP_FRUIT_GRAPE, "1");
  next (assistant);
  g_assert_null (find_question ());
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  problem = arriero_setup_assistant_get_problem (assistant);
  g_assert_nonnull (problem);
  g_test_message ("problem: %s", problem);
  g_assert_nonnull (strstr (problem, "purple farmland"));
  g_assert_true (marked (assistant, ALP_REGION_PURPLE));
  g_test_message ("purple: %s", mark_of (assistant, ALP_REGION_PURPLE));
  g_assert_true (marked (assistant, ALP_REGION_RED));
  g_test_message ("red: %s", mark_of (assistant, ALP_REGION_RED));
  g_assert_nonnull (strstr (mark_of (assistant, ALP_REGION_RED), "9 fields"));
  g_assert_false (marked (assistant, ALP_REGION_YELLOW));
  g_assert_false (marked (assistant, ALP_REGION_GREEN));
  /* no JSON path in the window */
  g_assert_null (strstr (mark_of (assistant, ALP_REGION_RED), "farmlands."));
  /* nothing kept of a refused page */
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  g_assert_null (alp_edition_get_value (kept, "farmlands.yellow"));
  g_clear_object (&kept);

  /* Back and Next again: what was typed stays, unmarked until checked */
  gtk_widget_activate_action (GTK_WIDGET (assistant), "setup.back", NULL);
  settle ();
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES - 1);
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (assistant, ALP_REGION_YELLOW, ALP_FRUIT_LEMON, FALSE))),
                   ==, "3");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field (assistant, ALP_REGION_RED, ALP_FRUIT_GRAPE, FALSE))),
                   ==, "4");
  g_assert_false (marked (assistant, ALP_REGION_RED));

  /* 8 grape fields in all: refused, naming the grapes */
  type_field (assistant, ALP_REGION_RED, ALP_FRUIT_CHERRY, "");
  type_field (assistant, ALP_REGION_RED, ALP_FRUIT_GRAPE, "6");
  type_field (assistant, ALP_REGION_PURPLE, ALP_FRUIT_GRAPE, "2");
  next (assistant);
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES);
  g_test_message ("red: %s", mark_of (assistant, ALP_REGION_RED));
  g_assert_true (marked (assistant, ALP_REGION_RED) || marked (assistant, ALP_REGION_YELLOW));
  g_assert_nonnull (strstr (arriero_setup_assistant_get_problem (assistant), "grape"));
  g_assert_false (marked (assistant, ALP_REGION_PURPLE));

  /* the table counts again, as its copy shows them: Next goes on, and
   * the copy has them at once, as typed */
  g_assert_cmpuint (enter_farmland_fields (assistant, reference), >, 0);
  g_assert_false (marked (assistant, ALP_REGION_RED));
  next (assistant);
  g_assert_null (find_question ());
  g_assert_cmpuint (arriero_setup_assistant_get_step (assistant), ==, ARRIERO_SETUP_STEP_VILLAGES + 1);
  kept = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autofree char *path = g_strdup_printf ("farmlands.%s.fields", alp_region_to_string (unknown[i]));
      g_autoptr(JsonNode) fields = alp_edition_get_value (kept, path);
      g_autoptr(JsonNode) truth = alp_edition_get_value (reference, path);
      guint counts[2][ALP_N_FRUITS] = { { 0, }, };

      g_assert_nonnull (fields);
      for (guint t = 0; t < 2; t++)
        {
          JsonArray *array = json_node_get_array (t == 0 ? fields : truth);

          for (guint k = 0; k < json_array_get_length (array); k++)
            {
              AlpFruit fruit;

              g_assert_true (alp_fruit_from_string (json_array_get_string_element (array, k), &fruit));
              counts[t][fruit]++;
            }
        }
      g_assert_cmpmem (counts[0], sizeof counts[0], counts[1], sizeof counts[1]);
    }
  g_clear_object (&kept);

  /* the game starts with no farmland question */
  next_to_the_end (reference);
  g_assert_nonnull (arriero_window_get_game (window));

  /* a second game on the same copy asks nothing of the farmlands: all
   * five are shown */
  assistant = open_tokens_page (window, reference);
  for (AlpRegion r = 0; r < ALP_N_REGIONS; r++)
    {
      g_assert_false (gtk_widget_get_visible (field (assistant, r, (AlpFruit) r, FALSE)));
      g_assert_true (gtk_widget_is_visible (field (assistant, r, (AlpFruit) r, TRUE)));
    }
  g_assert_cmpuint (enter_farmland_fields (assistant, reference), ==, 0);
  next_to_the_end (reference);
  g_assert_nonnull (arriero_window_get_game (window));
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/farmland-fields/typed-beside-villages", test_fields);

  return g_test_run ();
}
