/* test-edition-window.c: the editor of the user's edition, under Xvfb
 *
 * Drives ArrieroEditionWindow as a person would: imports a broken file
 * and reads the error, imports a complete one, confirms the replacement
 * in the dialog and plays on it, exports, corrects one item through the
 * question's form and describes the canal map through its form.  Each test starts from an empty data folder: the
 * user's edition is then the builtin "alpujarras" one.  A broken file of
 * the user's own makes export and corrections unavailable, with the
 * reason; an answer given in a game started before a correction of the
 * file leaves the correction in the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "alp-setup.h"
#include "arriero-test-app.h"
#include "arriero-edition-store.h"
#include "arriero-edition-window.h"
#include "arriero-question.h"
#include "arriero-game-store.h"
#include "arriero-setup-assistant.h"
#include "arriero-window.h"

static void
reset_store (void)
{
  g_autofree char *path = arriero_edition_store_get_path ();

  g_unlink (path);
}

static char *
data_path (const char *dir,
           const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", dir, name, NULL);
}

static char *
store_contents (void)
{
  g_autofree char *path = arriero_edition_store_get_path ();
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;

  return contents;
}

static char *
edition_data (AlpEdition *edition)
{
  return alp_edition_to_data (edition, NULL);
}

static char *
stored_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = arriero_edition_store_load (&error);

  g_assert_no_error (error);

  return edition_data (edition);
}

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

static ArrieroEditionWindow *
open_editor (AppFixture     *fixture,
             ArrieroWindow **window_out)
{
  ArrieroWindow *window = app_fixture_open_window (fixture);
  ArrieroEditionWindow *editor;

  /* from the main menu: "Your Copy’s Edition" */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-edition", NULL);
  settle ();
  editor = (ArrieroEditionWindow *) find_toplevel (ARRIERO_TYPE_EDITION_WINDOW);
  g_assert_nonnull (editor);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (editor)) == GTK_WINDOW (window));
  *window_out = window;

  return editor;
}

static void
close_all (ArrieroWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  settle ();
  g_assert_null (find_toplevel (ARRIERO_TYPE_EDITION_WINDOW));
}

/* (a) a broken file: its path in words, and nothing changed */
static void
test_import_broken (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autofree char *broken = data_path ("hostile", "editions/unknown-icon.json");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  const char *shown;

  reset_store ();
  editor = open_editor (fixture, &window);
  g_assert_null (arriero_edition_window_get_error (editor));

  g_assert_false (arriero_edition_window_import_file (editor, broken, &error));
  g_assert_nonnull (error);
  settle ();
  shown = arriero_edition_window_get_error (editor);
  g_assert_nonnull (shown);
  g_test_message ("shown: %s", shown);
  g_assert_nonnull (strstr (shown, "segments[4].sides.four_player.spaces[0].icons[0]"));
  g_assert_nonnull (strstr (shown, "irigate"));
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_null (store_contents ());
  g_clear_error (&error);

  /* the same with a described copy: its file stays as it was */
  {
    g_autofree char *valid = data_path ("editions", "partial.json");
    g_autoptr(AlpEdition) partial = alp_edition_new_from_file (valid, &error);

    g_assert_no_error (error);
    g_assert_true (arriero_edition_store_save (partial, &error));
    g_assert_no_error (error);
  }
  before = store_contents ();
  gtk_widget_activate_action (GTK_WIDGET (editor), "edition.dismiss-error", NULL);
  g_assert_null (arriero_edition_window_get_error (editor));
  g_assert_false (arriero_edition_window_import_file (editor, broken, &error));
  settle ();
  g_assert_nonnull (arriero_edition_window_get_error (editor));
  after = store_contents ();
  g_assert_cmpstr (after, ==, before);

  close_all (window);
}

/* (b) a valid file: asked, replaced, and a game starts on it at once */
static void
test_import_and_play (AppFixture   *fixture,
                      gconstpointer data)
{
  g_autofree char *valid = data_path ("editions", "complete-23p.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) reference = alp_edition_new_from_file (valid, &error);
  g_autofree char *expected = NULL;
  g_autofree char *stored = NULL;
  g_autofree char *heading = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  AdwMessageDialog *dialog;
  AlpGame *game;

  g_assert_no_error (error);
  expected = edition_data (reference);
  reset_store ();
  editor = open_editor (fixture, &window);

  /* Cancel first: nothing changes */
  g_assert_true (arriero_edition_window_import_file (editor, valid, &error));
  g_assert_no_error (error);
  settle ();
  dialog = (AdwMessageDialog *) find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  settle ();
  g_assert_null (store_contents ());

  g_assert_true (arriero_edition_window_import_file (editor, valid, &error));
  settle ();
  dialog = (AdwMessageDialog *) find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  heading = g_strdup_printf ("Replace your copy’s edition with “%s”?", alp_edition_get_name (reference));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  adw_message_dialog_response (dialog, "replace");
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  settle ();

  stored = stored_data ();
  g_assert_cmpstr (stored, ==, expected);
  /* the list shows the new edition */
  {
    GtkWidget *row = arriero_edition_window_find_row (editor, "market_card.bonuses");

    g_assert_nonnull (row);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, "Not described yet");
  }

  gtk_window_close (GTK_WINDOW (editor));
  settle ();

  /* complete for 2-3 players: no question at all */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  /* the assistant: Next on every page, with its random layout */
  for (guint i = 0; i < 20 && find_toplevel (ARRIERO_TYPE_SETUP_ASSISTANT) != NULL; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (find_toplevel (ARRIERO_TYPE_SETUP_ASSISTANT)), "setup.next", NULL);
      settle ();
      g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
    }
  g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (alp_edition_get_name (alp_game_get_edition (game)), ==, alp_edition_get_name (reference));

  for (guint step = 0; step < 6; step++)
    {
      switch (alp_game_get_phase (game))
        {
        case ALP_PHASE_MOVE:
          {
            g_autoptr(GArray) destinations = alp_game_list_destinations (game);
            AlpPosition *pos;

            g_assert_cmpuint (destinations->len, >, 0);
            pos = &g_array_index (destinations, AlpPosition, 0);
            gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                                        (guint) pos->space, (guint) pos->spot);
          }
          break;

        case ALP_PHASE_ACT:
          gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
          break;

        case ALP_PHASE_ZARA_ROLL:
          gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
          break;

        default:
          break;
        }
      settle ();
      g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
    }
  g_test_message ("%u events", alp_game_get_n_events (game));
  g_assert_cmpuint (alp_game_get_n_events (game), >=, 4);

}

/* (c) an exported file loads and equals the user's edition */
static void
test_export (AppFixture   *fixture,
             gconstpointer data)
{
  g_autofree char *valid = data_path ("editions", "complete-4p.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) reference = alp_edition_new_from_file (valid, &error);
  g_autoptr(AlpEdition) exported = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-export-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "shared.json", NULL);
  g_autofree char *exported_data = NULL;
  g_autofree char *stored = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;

  g_assert_no_error (error);
  reset_store ();
  g_assert_true (arriero_edition_store_save (reference, &error));
  g_assert_no_error (error);
  editor = open_editor (fixture, &window);

  g_assert_true (arriero_edition_window_export_file (editor, target, &error));
  g_assert_no_error (error);
  exported = alp_edition_new_from_file (target, &error);
  g_assert_no_error (error);
  exported_data = edition_data (exported);
  stored = stored_data ();
  g_assert_cmpstr (exported_data, ==, stored);

  g_unlink (target);
  g_rmdir (dir);
  close_all (window);
}

/* (d) the builtin edition lists what it lacks; one item corrected */
/* Enters the market card's five bonuses in its form and saves: the form
 * closes */
static void
save_bonuses (ArrieroQuestion *question,
              const gint      *bonuses)
{
  g_assert_cmpstr (arriero_question_get_path (question), ==, "market_card.bonuses");
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);
      GtkWidget *spin = find_named (GTK_WIDGET (question), name);

      g_assert_true (GTK_IS_SPIN_BUTTON (spin));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bonuses[i]);
    }
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
}

static void
test_edit_item (AppFixture   *fixture,
                gconstpointer data)
{
  static const gint bonuses[] = { 3, 2, 1, 1, 0 };
  static const gint corrected[] = { 4, 2, 1, 1, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) stored = NULL;
  g_autoptr(JsonNode) value = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  ArrieroQuestion *question;
  GtkWidget *row;
  JsonArray *array;

  reset_store ();
  editor = open_editor (fixture, &window);

  row = arriero_edition_window_find_row (editor, "market_card.bonuses");
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Not described yet");
  row = arriero_edition_window_find_row (editor, "farmlands.yellow");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Not described yet");
  /* an unknown whole side says how to describe it: Edit, or import */
  row = arriero_edition_window_find_row (editor, "segments[0].sides.four_player");
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "import"));

  /* the row opens the question's form; its spin buttons, then Save */
  row = arriero_edition_window_find_row (editor, "market_card.bonuses");
  adw_action_row_activate (ADW_ACTION_ROW (row));
  settle ();
  question = (ArrieroQuestion *) find_toplevel (ARRIERO_TYPE_QUESTION);
  g_assert_nonnull (question);
  save_bonuses (question, bonuses);

  stored = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  value = alp_edition_get_value (stored, "market_card.bonuses");
  g_assert_nonnull (value);
  array = json_node_get_array (value);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (json_array_get_int_element (array, i), ==, bonuses[i]);
  row = arriero_edition_window_find_row (editor, "market_card.bonuses");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "3, 2, 1, 1, 0");

  /* a correction starts from the value it has: change one spin only */
  adw_action_row_activate (ADW_ACTION_ROW (row));
  settle ();
  question = (ArrieroQuestion *) find_toplevel (ARRIERO_TYPE_QUESTION);
  g_assert_nonnull (question);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);
      GtkWidget *spin = find_named (GTK_WIDGET (question), name);

      g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, bonuses[i]);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (question), "bonus-0")), corrected[0]);
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
  {
    g_autoptr(AlpEdition) again = arriero_edition_store_load (&error);
    g_autoptr(JsonNode) now = alp_edition_get_value (again, "market_card.bonuses");

    g_assert_no_error (error);
    for (guint i = 0; i < 5; i++)
      g_assert_cmpint (json_array_get_int_element (json_node_get_array (now), i), ==, corrected[i]);
  }

  /* Cancel changes nothing */
  {
    g_autofree char *before = store_contents ();
    g_autofree char *after = NULL;

    row = arriero_edition_window_find_row (editor, "start.dirhams");
    adw_action_row_activate (ADW_ACTION_ROW (row));
    settle ();
    question = (ArrieroQuestion *) find_toplevel (ARRIERO_TYPE_QUESTION);
    g_assert_nonnull (question);
    gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
    settle ();
    after = store_contents ();
    g_assert_cmpstr (after, ==, before);
  }

  close_all (window);
}

static void
set_text (ArrieroQuestion *question,
          const char      *name,
          const char      *text)
{
  GtkWidget *entry = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_EDITABLE (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

static void
set_input (ArrieroQuestion *question,
           const char      *name,
           gint             value)
{
  GtkWidget *widget = find_named (GTK_WIDGET (question), name);

  g_assert_nonnull (widget);
  if (GTK_IS_DROP_DOWN (widget))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), value);
  else if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), value);
  else
    {
      g_assert_true (GTK_IS_SPIN_BUTTON (widget));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
    }
}

static ArrieroQuestion *
open_canal_form (ArrieroEditionWindow *editor)
{
  GtkWidget *row = arriero_edition_window_find_row (editor, "canal");
  GtkWidget *edit;
  ArrieroQuestion *question;

  g_assert_true (ADW_IS_ACTION_ROW (row));
  edit = find_named (row, "edit");
  g_assert_true (GTK_IS_BUTTON (edit));
  g_signal_emit_by_name (edit, "clicked");
  settle ();
  question = (ArrieroQuestion *) find_toplevel (ARRIERO_TYPE_QUESTION);
  g_assert_nonnull (question);
  g_assert_cmpstr (arriero_question_get_path (question), ==, "canal");
  g_assert_true (arriero_question_has_form (question));

  return question;
}

/* (e) the canal map: described through its form, then a refused answer */
static void
test_edit_canal (AppFixture   *fixture,
                 gconstpointer data)
{
  static const char *expected_json =
    "{\"channels\":["
    "{\"id\":\"c1\",\"shape\":\"straight\",\"start\":true,\"dirhams\":0,\"norias\":0,\"neighbours\":[\"c2\"]},"
    "{\"id\":\"c2\",\"shape\":\"t\",\"start\":false,\"dirhams\":1,\"norias\":2,\"leads_to\":\"green\",\"neighbours\":[\"c1\"]}"
    "]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) expected = json_from_string (expected_json, &error);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  ArrieroQuestion *question;
  const char *shown;

  g_assert_no_error (error);
  reset_store ();
  editor = open_editor (fixture, &window);

  /* the builtin edition has no canal map: the form starts with none */
  question = open_canal_form (editor);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (question), "channels"))), ==, 0);
  g_assert_null (find_named (GTK_WIDGET (question), "channel-0-id"));
  set_input (question, "channels", 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (question), "channel-0-id"))), ==, "c1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (question), "channel-1-id"))), ==, "c2");
  /* c1: a straight start channel */
  set_input (question, "channel-0-shape", 1);
  set_input (question, "channel-0-start", TRUE);
  /* c2: a T to the green farmland, next to c1 */
  set_input (question, "channel-1-shape", 0);
  set_input (question, "channel-1-dirhams", 1);
  set_input (question, "channel-1-norias", 2);
  set_input (question, "channel-1-leads-to", ALP_REGION_GREEN);
  set_text (question, "channel-1-neighbours", " c1 ");
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_null (find_toplevel (ARRIERO_TYPE_QUESTION));
  {
    g_autoptr(AlpEdition) stored = arriero_edition_store_load (&error);
    g_autoptr(JsonNode) canal = NULL;
    g_autofree char *got = NULL;
    g_autofree char *want = json_to_string (expected, FALSE);

    g_assert_no_error (error);
    canal = alp_edition_get_value (stored, "canal");
    g_assert_nonnull (canal);
    got = json_to_string (canal, FALSE);
    g_test_message ("stored canal: %s", got);
    g_assert_cmpstr (got, ==, want);
  }
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (arriero_edition_window_find_row (editor, "canal"))), "2"));

  /* a correction starts from the map as it is; an unknown neighbour is
   * refused, at its row, and the window stays */
  before = store_contents ();
  question = open_canal_form (editor);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (question), "channels"))), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (GTK_WIDGET (question), "channel-1-leads-to"))), ==, ALP_REGION_GREEN);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (question), "channel-1-neighbours"))), ==, "c1");
  set_text (question, "channel-1-neighbours", "c9");
  gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
  settle ();
  g_assert_true (find_toplevel (ARRIERO_TYPE_QUESTION) == GTK_WINDOW (question));
  shown = arriero_question_get_error (question);
  g_assert_nonnull (shown);
  g_test_message ("refused: %s", shown);
  /* in the table's words, at the row of the neighbours it concerns */
  g_assert_nonnull (strstr (shown, "Channel space 2"));
  g_assert_null (strstr (shown, "canal."));
  {
    GtkWidget *input = find_named (GTK_WIDGET (question), "channel-1-neighbours");
    GtkWidget *row = gtk_widget_get_ancestor (input, GTK_TYPE_LIST_BOX_ROW);
    GtkWidget *mark = row != NULL ? gtk_widget_get_next_sibling (row) : NULL;

    g_assert_nonnull (mark);
    g_assert_cmpstr (gtk_widget_get_name (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (mark))), ==, "refusal");
    g_assert_true (gtk_widget_has_css_class (row, "refused"));
  }
  gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
  settle ();
  after = store_contents ();
  g_assert_cmpstr (after, ==, before);

  close_all (window);
}

static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = find_action_button (child, action)) != NULL)
        return found;
    }

  return NULL;
}

/* (f) the user's own file is broken: the window says why, in words, and
 * offers nothing that needs the edition until an import replaces it */
static void
test_broken_copy (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autofree char *store = arriero_edition_store_get_path ();
  g_autofree char *valid = data_path ("editions", "complete-4p.json");
  g_autofree char *dir = g_dir_make_tmp ("arriero-export-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "shared.json", NULL);
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  AdwMessageDialog *dialog;
  GtkWidget *export;
  const char *problem;

  reset_store ();
  g_assert_true (g_file_set_contents (store, "{\"format\": \"arriero-edition\", \"vers", -1, NULL));

  /* a new game on the copy cannot start: the edition window says why */
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  g_assert_null (find_toplevel (ARRIERO_TYPE_SETUP_ASSISTANT));
  editor = (ArrieroEditionWindow *) find_toplevel (ARRIERO_TYPE_EDITION_WINDOW);
  g_assert_nonnull (editor);

  problem = arriero_edition_window_get_problem (editor);
  g_assert_nonnull (problem);
  g_test_message ("problem: %s", problem);
  g_assert_nonnull (strstr (problem, "cannot be read"));
  g_assert_nonnull (strstr (problem, store));
  g_assert_null (arriero_edition_window_find_row (editor, "market_card.bonuses"));

  /* Export is unavailable; asked for anyway, it refuses with the reason
   * and writes nothing */
  export = find_action_button (GTK_WIDGET (editor), "edition.export");
  g_assert_nonnull (export);
  g_assert_false (gtk_widget_is_sensitive (export));
  gtk_widget_activate_action (GTK_WIDGET (editor), "edition.export", NULL);
  settle ();
  g_assert_false (arriero_edition_window_export_file (editor, target, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, problem);
  g_clear_error (&error);
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));

  /* an import replaces the broken file, and everything comes back */
  g_assert_true (find_action_button (GTK_WIDGET (editor), "edition.import") != NULL);
  g_assert_true (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (editor), "edition.import")));
  g_assert_true (arriero_edition_window_import_file (editor, valid, &error));
  g_assert_no_error (error);
  settle ();
  dialog = (AdwMessageDialog *) find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "replace");
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  settle ();
  g_assert_null (arriero_edition_window_get_problem (editor));
  g_assert_true (gtk_widget_is_sensitive (export));
  g_assert_nonnull (arriero_edition_window_find_row (editor, "market_card.bonuses"));
  g_assert_true (arriero_edition_window_export_file (editor, target, &error));
  g_assert_no_error (error);

  g_unlink (target);
  g_rmdir (dir);
  close_all (window);
}

static gint64
int_value (AlpEdition *edition,
           const char *path)
{
  g_autoptr(JsonNode) value = alp_edition_get_value (edition, path);

  g_assert_nonnull (value);

  return json_node_get_int (value);
}

/* (g) a game started on edition A; the file is corrected to A' since;
 * an answer in the old game goes into A', and the correction stays */
static void
test_old_game_answer (AppFixture   *fixture,
                      gconstpointer data)
{
  static const gint bonuses[] = { 3, 2, 1, 1, 0 };
  g_autofree char *complete = data_path ("editions", "complete-23p.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) reference = alp_edition_new_from_file (complete, &error);
  g_autoptr(AlpEdition) old = NULL;
  g_autoptr(AlpEdition) corrected = NULL;
  g_autoptr(AlpEdition) stored = NULL;
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(JsonNode) dirhams = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autofree char *game_path = arriero_game_store_new_path ();
  ArrieroWindow *window;
  ArrieroQuestion *question;
  gint64 old_dirhams;

  g_assert_no_error (error);
  /* A: the user's copy (the test files are made-up examples, which the
   * app never keeps), without the market card's bonuses */
  {
    g_autoptr(JsonNode) root = alp_edition_to_node (reference);
    g_autoptr(AlpEdition) mine = NULL;

    json_object_set_boolean_member (json_node_get_object (root), "example", FALSE);
    mine = alp_edition_new_from_node (root, NULL, &error);
    g_assert_no_error (error);
    old = alp_edition_with_value (mine, "market_card.bonuses", NULL, &error);
    g_assert_no_error (error);
    g_assert_false (alp_edition_get_example (old));
  }
  old_dirhams = int_value (old, "start.dirhams");
  reset_store ();
  g_assert_true (arriero_edition_store_save (old, &error));
  g_assert_no_error (error);

  g_assert_true (alp_setup_randomize (setup, old, ALP_SETUP_ALL, rand, &error));
  g_assert_no_error (error);
  game = alp_game_new (old, setup, &error);
  g_assert_no_error (error);
  window = app_fixture_open_window (fixture);
  arriero_session_set_game (arriero_window_get_session (window), game, game_path);
  settle ();

  /* A': the file corrected since the game started */
  dirhams = json_node_new (JSON_NODE_VALUE);
  json_node_set_int (dirhams, old_dirhams + 2);
  corrected = alp_edition_with_value (old, "start.dirhams", dirhams, &error);
  g_assert_no_error (error);
  g_assert_true (arriero_edition_store_save (corrected, &error));
  g_assert_no_error (error);

  /* the old game asks for the bonuses, as its first delivery would */
  arriero_session_describe (arriero_window_get_session (window), "market_card.bonuses", GTK_WINDOW (window), NULL, NULL);
  settle ();
  question = (ArrieroQuestion *) find_toplevel (ARRIERO_TYPE_QUESTION);
  g_assert_nonnull (question);
  save_bonuses (question, bonuses);

  /* the file: A' and the answer */
  stored = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  g_assert_cmpint (int_value (stored, "start.dirhams"), ==, old_dirhams + 2);
  value = alp_edition_get_value (stored, "market_card.bonuses");
  g_assert_nonnull (value);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (json_array_get_int_element (json_node_get_array (value), i), ==, bonuses[i]);
  g_clear_pointer (&value, json_node_unref);
  {
    g_autoptr(JsonNode) answer = alp_edition_get_value (stored, "market_card.bonuses");
    g_autoptr(AlpEdition) expected = alp_edition_with_value (corrected, "market_card.bonuses", answer, &error);
    g_autofree char *want = NULL;
    g_autofree char *got = NULL;

    g_assert_no_error (error);
    want = edition_data (expected);
    got = edition_data (stored);
    g_assert_cmpstr (got, ==, want);
  }

  /* the game: its own edition A and the answer */
  g_assert_true (arriero_window_get_game (window) == game);
  g_assert_cmpint (int_value (alp_game_get_edition (game), "start.dirhams"), ==, old_dirhams);
  value = alp_edition_get_value (alp_game_get_edition (game), "market_card.bonuses");
  g_assert_nonnull (value);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (json_array_get_int_element (json_node_get_array (value), i), ==, bonuses[i]);

}

/* The segments are named as the setup assistant names them, never by
 * the edition file's ids ("market-1") */
static void
check_no_id (GtkWidget *widget,
             guint     *n_named)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      for (guint i = 1; i <= 4; i++)
        {
          g_autofree char *market = g_strdup_printf ("market-%u", i);
          g_autofree char *harvest = g_strdup_printf ("harvest-%u", i);

          g_assert_null (strstr (text, market));
          g_assert_null (strstr (text, harvest));
        }
      if (g_str_equal (text, "Market segment 1") || g_str_equal (text, "Harvest segment 4") ||
          g_str_equal (text, "Go segment") || g_str_equal (text, "End segment"))
        (*n_named)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_no_id (child, n_named);
}

static void
test_segment_names (AppFixture   *fixture,
                    gconstpointer data)
{
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  guint n_named = 0;

  reset_store ();
  editor = open_editor (fixture, &window);
  check_no_id (GTK_WIDGET (editor), &n_named);
  g_assert_cmpuint (n_named, ==, 4);
  close_all (window);
}

/* A goal card the table entered as dealt is listed by its face-up goal,
 * its other side said to be not described yet, never made up */
static void
test_goal_card_one_side (AppFixture   *fixture,
                         gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) published = NULL;
  g_autoptr(AlpEdition) copy = NULL;
  g_autoptr(JsonNode) sides = json_from_string ("[\"two-pairs\", null]", NULL);
  ArrieroWindow *window;
  ArrieroEditionWindow *editor;
  GtkWidget *row;
  const char *subtitle;

  reset_store ();
  published = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  copy = alp_edition_with_value (published, "goal_cards[1].sides", sides, &error);
  g_assert_no_error (error);
  g_assert_true (arriero_edition_store_save (copy, &error));
  g_assert_no_error (error);
  editor = open_editor (fixture, &window);

  row = arriero_edition_window_find_row (editor, "goal_cards[1]");
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  subtitle = adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row));
  g_test_message ("goal card 2: %s", subtitle);
  g_assert_nonnull (strstr (subtitle, alp_goal_get_description (ALP_GOAL_TWO_PAIRS)));
  g_assert_nonnull (strstr (subtitle, "other side not described yet"));
  for (AlpGoal g = 0; g < ALP_N_GOALS; g++)
    if (g != ALP_GOAL_TWO_PAIRS)
      g_assert_null (strstr (subtitle, alp_goal_get_description (g)));

  close_all (window);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/import-broken", test_import_broken);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/import-and-play", test_import_and_play);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/export", test_export);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/edit-item", test_edit_item);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/goal-card-one-side", test_goal_card_one_side);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/edit-canal", test_edit_canal);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/broken-copy", test_broken_copy);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/old-game-keeps-correction", test_old_game_answer);
  APP_TEST_ADD_NO_WINDOW ("/app/edition-window/segment-names", test_segment_names);

  return g_test_run ();
}
