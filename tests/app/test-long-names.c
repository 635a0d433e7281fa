/* test-long-names.c: names as long as the engine allows fit every view
 *
 * Player names of 40 characters and an edition name and segment id of 80,
 * each one unbreakable word: the start page, the game, the score page,
 * the edition window and its import dialog show them on labels that
 * ellipsize or break anywhere, so that no label asks for a name's whole
 * width.  (A name of 4,000 characters once made start-up take 84 s, Pango
 * measuring one word again and again; the engine now refuses such names,
 * and these labels keep the longest it accepts cheap.)  Not a timed test:
 * it checks the labels' properties and what they ask for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "alp-record.h"
#include "alp-setup.h"
#include "arriero-test-app.h"
#include "arriero-edition-store.h"
#include "arriero-edition-window.h"
#include "arriero-game-store.h"
#include "arriero-player-row.h"
#include "arriero-question.h"
#include "arriero-scroll-content.h"
#include "arriero-wrap-row.h"
#include "arriero-window.h"

/* What every long name here starts with, to find the labels showing one */
#define MARK "Wwwwwwwwww"

static char *
long_name (guint length,
           char  last)
{
  GString *name = g_string_new (MARK);

  while (name->len < length - 1)
    g_string_append_c (name, 'w');
  g_string_append_c (name, last);

  return g_string_free (name, FALSE);
}

/* The width of @text on one line, in @widget's font */
static int
text_width (GtkWidget  *widget,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  g_assert_cmpint (width, >, 100);

  return width;
}

/* Every shown label of @root holding @text ellipsizes or breaks anywhere:
 * its minimum width is well below the text's (tooltips aside).  Returns
 * how many there are. */
static guint
check_labels (GtkWidget  *root,
              const char *text,
              int         width)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      /* a tooltip GTK shows where the pointer happens to rest is GTK's
       * label, not the app's: its words wrap at spaces, by GTK's choice */
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkTooltipWindow"))
        continue;

      if (GTK_IS_LABEL (child) && strstr (gtk_label_get_text (GTK_LABEL (child)), text) != NULL)
        {
          GtkLabel *label = GTK_LABEL (child);
          int minimum;

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
          if (minimum > width / 2)
            g_error ("the label “%s” asks for %d pixels (ellipsize %d, wrap %d, wrap mode %d), "
                     "the name alone takes %d", gtk_label_get_text (label), minimum,
                     gtk_label_get_ellipsize (label), gtk_label_get_wrap (label),
                     gtk_label_get_wrap_mode (label), width);
          n++;
        }

      n += check_labels (child, text, width);
    }

  return n;
}

static AdwActionRow *
find_action_row (GtkWidget  *root,
                 const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found;

      if (ADW_IS_ACTION_ROW (child) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return ADW_ACTION_ROW (child);
      if ((found = find_action_row (child, title)) != NULL)
        return found;
    }

  return NULL;
}

/* A game of 4 players, each named at the limit, saved where the start
 * page looks */
static char *
save_long_named_game (char **names)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(AlpSetup) setup = alp_setup_new (4);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  char *path = arriero_game_store_new_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 4; p++)
    {
      names[p] = long_name (ALP_SETUP_MAX_NAME_LENGTH, '1' + p);
      g_assert_cmpuint (g_utf8_strlen (names[p], -1), ==, ALP_SETUP_MAX_NAME_LENGTH);
      alp_setup_set_player (setup, p, names[p], setup->colours[p]);
    }
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (alp_record_save_to_file (game, path, &error));
  g_assert_no_error (error);

  return path;
}

static void
destroy_window (GtkWindow *window)
{
  gtk_window_destroy (window);
  settle ();
}

/* The start page lists the game; its row puts the names on one line */
static void
test_start_page (AppFixture   *fixture,
                 gconstpointer data)
{
  char *names[4] = { NULL, };
  g_autofree char *path = save_long_named_game (names);
  ArrieroWindow *window;
  GtkListBox *list;
  GtkWidget *row;
  int width;

  window = app_fixture_open_window (fixture);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "start");

  list = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (window), ARRIERO_TYPE_WINDOW,
                                                      "saved_list"));
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), names[3]));
  g_assert_cmpint (adw_action_row_get_title_lines (ADW_ACTION_ROW (row)), ==, 1);
  g_assert_cmpint (adw_action_row_get_subtitle_lines (ADW_ACTION_ROW (row)), ==, 1);

  /* Four names in a row: the row's label ellipsizes them all */
  width = text_width (GTK_WIDGET (window), names[0]);
  g_assert_cmpuint (check_labels (row, MARK, width), ==, 1);

  destroy_window (GTK_WINDOW (window));
  for (guint p = 0; p < 4; p++)
    g_free (names[p]);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* The game itself: the player rows, the turn panel, the window's title;
 * then the score page */
static void
test_game (AppFixture   *fixture,
           gconstpointer data)
{
  char *names[4] = { NULL, };
  g_autofree char *path = save_long_named_game (names);
  ArrieroWindow *window;
  int width;

  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  width = text_width (GTK_WIDGET (window), names[0]);

  /* Each player's row, at least, and the turn panel's "…’s turn" */
  g_assert_cmpuint (check_labels (GTK_WIDGET (window), MARK, width), >=, 5);
  {
    GtkWidget *row = find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_PLAYER_ROW);

    g_assert_nonnull (row);
    g_assert_cmpuint (check_labels (row, names[0], width), >=, 1);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
  settle ();
  g_assert_cmpuint (check_labels (GTK_WIDGET (window), MARK, width), >=, 4);

  destroy_window (GTK_WINDOW (window));
  for (guint p = 0; p < 4; p++)
    g_free (names[p]);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* The user's edition named at the limit, with a segment id as long; and
 * the dialog that asks before importing one */
static void
test_edition_window (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_edition ("complete-23p.json");
  g_autoptr(JsonNode) node = alp_edition_to_node (reference);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = long_name (ALP_EDITION_MAX_NAME_LENGTH, 'e');
  g_autofree char *id = long_name (ALP_EDITION_MAX_NAME_LENGTH, 's');
  g_autofree char *dir = g_dir_make_tmp ("arriero-long-names-XXXXXX", NULL);
  g_autofree char *import_path = g_build_filename (dir, "import.json", NULL);
  ArrieroEditionWindow *window;
  g_autoptr(GList) toplevels = NULL;
  gboolean dialog_seen = FALSE;
  int width;

  json_object_set_string_member (json_node_get_object (node), "name", name);
  json_object_set_string_member (json_array_get_object_element (
                                   json_object_get_array_member (json_node_get_object (node),
                                                                 "segments"), 1),
                                 "id", id);
  edition = alp_edition_new_from_node (node, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (arriero_edition_store_save (edition, &error));
  g_assert_no_error (error);
  g_assert_true (alp_edition_save_to_file (edition, import_path, &error));

  window = arriero_edition_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  width = text_width (GTK_WIDGET (window), name);
  /* The edition's name, and at least the segment's row */
  g_assert_cmpuint (check_labels (GTK_WIDGET (window), name, width), ==, 1);
  {
    AdwActionRow *row = find_action_row (GTK_WIDGET (window), name);

    g_assert_nonnull (row);
    g_assert_cmpint (adw_action_row_get_title_lines (row), ==, 1);
    g_assert_cmpint (adw_action_row_get_subtitle_lines (row), ==, 3);
  }
  /* the name only: a segment's id is never shown, the segment is named
   * as the assistant names it */
  g_assert_cmpuint (check_labels (GTK_WIDGET (window), MARK, width), ==, 1);

  g_assert_true (arriero_edition_window_import_file (window, import_path, &error));
  g_assert_no_error (error);
  settle ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      {
        g_assert_cmpuint (check_labels (l->data, name, width), ==, 1);
        gtk_window_destroy (l->data);
        dialog_seen = TRUE;
      }
  g_assert_true (dialog_seen);

  destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_unlink (import_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A question's title ellipsizes after 3 lines */
static void
test_question_title (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autoptr(AlpEdition) edition = load_edition ("partial.json");
  g_autoptr(GList) toplevels = NULL;
  gboolean seen = FALSE;

  arriero_question_ask (NULL, edition, "segments[0].sides.four_player.spaces[0]", NULL, NULL);
  settle ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ARRIERO_IS_QUESTION (l->data))
      {
        GtkLabel *title = GTK_LABEL (gtk_widget_get_template_child (l->data, ARRIERO_TYPE_QUESTION,
                                                                    "title_label"));

        g_assert_cmpint (gtk_label_get_ellipsize (title), ==, PANGO_ELLIPSIZE_END);
        g_assert_cmpint (gtk_label_get_lines (title), ==, 3);
        g_assert_cmpint (gtk_label_get_wrap_mode (title), ==, PANGO_WRAP_WORD_CHAR);
        gtk_window_destroy (l->data);
        seen = TRUE;
      }
  g_assert_true (seen);
  settle ();
}

/* A scrolled window's content is asked its height for no width (as the
 * window's size negotiation does): it answers for the width it has, where
 * a wrapped label would answer for one line at its natural width; and it
 * is allocated as its child asks, nothing clipped */
static void
test_scroll_content (AppFixture   *fixture,
                     gconstpointer user_data)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = g_object_new (ARRIERO_TYPE_SCROLL_CONTENT, NULL);
  GtkWidget *label = gtk_label_new ("A long line of words that wraps over several lines at the width of this window, "
                                    "as the turn panel's hints and reasons do at every step of a game");
  int width, min, nat, min_at, nat_at, line, wrapped;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  arriero_scroll_content_set_child (ARRIERO_SCROLL_CONTENT (content), label);
  g_assert_true (arriero_scroll_content_get_child (ARRIERO_SCROLL_CONTENT (content)) == label);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 200, 300);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  /* a step changes the text: the content is asked again, once it has a
   * width (its first answer, before any, is GTK's to keep) */
  gtk_label_set_text (GTK_LABEL (label), "Another long line of words that wraps over several lines at the width of "
                                         "this window, as the text of the turn panel changes at a step of a game");
  settle ();

  width = gtk_widget_get_width (content);
  g_assert_cmpint (width, >, 0);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, &min_at, &nat_at, NULL, NULL);
  g_assert_cmpint (min, ==, min_at);
  g_assert_cmpint (nat, ==, nat_at);
  /* the label alone says otherwise: one line at its natural width */
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, -1, NULL, &line, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &wrapped, NULL, NULL, NULL);
  g_assert_cmpint (line, <, wrapped);
  g_assert_cmpint (gtk_widget_get_height (label), >=, wrapped);
  g_assert_cmpint (gtk_widget_get_width (label), ==, width);

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* A row of a wrapped label that expands and a button: as wide as the
 * horizontal GtkBox of the same children; the button has its width and
 * the label the rest, its height at that width found without the box's
 * search (see arriero-wrap-row.c), never less than either child needs;
 * mirrored right to left; a hidden child takes no room */
static void
test_wrap_row (AppFixture   *fixture,
               gconstpointer user_data)
{
  static const int widths[] = { 180, 260, 400, 900 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = arriero_wrap_row_new (6);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new ("Blue moves because their mule is the furthest back on the track.");
  GtkWidget *button = gtk_button_new_with_label ("Why?");
  GtkWidget *box_label = gtk_label_new (gtk_label_get_text (GTK_LABEL (label)));
  GtkWidget *box_button = gtk_button_new_with_label ("Why?");
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  int row_min, row_nat, box_min, box_nat, button_width, button_height, wide = 0;
  graphene_rect_t a, b;

  for (GtkWidget **l = (GtkWidget *[]) { label, box_label, NULL }; *l != NULL; l++)
    {
      gtk_label_set_wrap (GTK_LABEL (*l), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (*l), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (*l), 20);
      gtk_label_set_xalign (GTK_LABEL (*l), 0);
      gtk_widget_set_hexpand (*l, TRUE);
    }
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  arriero_wrap_row_append (ARRIERO_WRAP_ROW (row), label);
  arriero_wrap_row_append (ARRIERO_WRAP_ROW (row), button);
  gtk_box_append (GTK_BOX (box), box_label);
  gtk_box_append (GTK_BOX (box), box_button);
  g_assert_cmpint (arriero_wrap_row_get_spacing (ARRIERO_WRAP_ROW (row)), ==, 6);
  g_assert_cmpint (gtk_widget_get_request_mode (row), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);
  gtk_box_append (GTK_BOX (column), row);
  gtk_box_append (GTK_BOX (column), box);
  gtk_window_set_child (GTK_WINDOW (window), column);
  gtk_window_set_default_size (GTK_WINDOW (window), 260, 300);
  gtk_window_present (GTK_WINDOW (window));
  spin (200);

  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &row_min, &row_nat, NULL, NULL);
  gtk_widget_measure (box, GTK_ORIENTATION_HORIZONTAL, -1, &box_min, &box_nat, NULL, NULL);
  g_assert_cmpint (row_min, ==, box_min);
  g_assert_cmpint (row_nat, ==, box_nat);

  gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &button_width, NULL, NULL);
  gtk_widget_measure (button, GTK_ORIENTATION_VERTICAL, -1, &button_height, NULL, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      int label_min, label_nat;

      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, widths[i], &row_min, &row_nat, NULL, NULL);
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, widths[i] - 6 - button_width, &label_min, &label_nat,
                          NULL, NULL);
      g_assert_cmpint (row_min, ==, MAX (label_min, button_height));
      g_assert_cmpint (row_nat, >=, row_min);
      if (i > 0)
        g_assert_cmpint (row_min, <=, wide);
      wide = row_min;
    }
  /* narrow, the label wraps: taller than at the widest */
  gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, widths[0], &row_min, NULL, NULL, NULL);
  g_assert_cmpint (row_min, >, wide);

  /* allocated as measured: the button its width at the end, the label the
   * rest, both the row's height */
  g_assert_true (gtk_widget_compute_bounds (button, row, &a));
  g_assert_cmpfloat (a.size.width, ==, button_width);
  g_assert_cmpfloat (a.origin.x + a.size.width, ==, gtk_widget_get_width (row));
  g_assert_true (gtk_widget_compute_bounds (label, row, &b));
  g_assert_cmpfloat (b.origin.x, ==, 0);
  g_assert_cmpfloat (b.size.width, ==, gtk_widget_get_width (row) - 6 - button_width);
  g_assert_cmpfloat (b.size.height, ==, gtk_widget_get_height (row));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, b.size.width, &row_min, NULL, NULL, NULL);
  g_assert_cmpfloat (b.size.height, >=, row_min);

  /* right to left: the button first */
  gtk_widget_set_direction (row, GTK_TEXT_DIR_RTL);
  spin (200);
  g_assert_true (gtk_widget_compute_bounds (button, row, &a));
  g_assert_cmpfloat (a.origin.x, ==, 0);
  g_assert_true (gtk_widget_compute_bounds (label, row, &b));
  g_assert_cmpfloat (b.origin.x, ==, button_width + 6);

  /* a hidden child takes no room, nor its spacing */
  gtk_widget_set_visible (button, FALSE);
  spin (200);
  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (row));

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

int
main (int    argc,
      char **argv)
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/long-names/start-page", test_start_page);
  APP_TEST_ADD_NO_WINDOW ("/app/long-names/game", test_game);
  APP_TEST_ADD_NO_WINDOW ("/app/long-names/edition-window", test_edition_window);
  APP_TEST_ADD_NO_WINDOW ("/app/long-names/question-title", test_question_title);
  APP_TEST_ADD_NO_WINDOW ("/app/long-names/scroll-content", test_scroll_content);
  APP_TEST_ADD_NO_WINDOW ("/app/long-names/wrap-row", test_wrap_row);

  return g_test_run ();
}
