/* test-question-words.c: the question dialog speaks the table's words and fits
 *
 * Every kind of question the session can ask is opened on a copy that
 * lacks the piece (the reference copy with that item taken out), over the
 * layout of a 3-player game, and every label the dialog shows is read: no
 * JSON path, no edition id, no loader message may reach it, neither in
 * the question nor in a refusal.  A refused answer is marked at its row,
 * and Save is off while it is.  The questions about a single space, a
 * harvest spot, a card and a token set fit a 1100x760 window without
 * scrolling.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition-item.h"
#include "arriero-form.h"
#include "arriero-question.h"
#include "arriero-side-form.h"
#include "arriero-test-app.h"
#include "arriero-test-engine.h"

#include "arriero-test-question.h"

/* What the loader says of a file, in English: none of it is for a table */
static const char * const loader_words[] = {
  "required, but absent", "must not be empty", "is not allowed here", "cannot be on a",
  "only one space of its kind", "must be the first space", "must be the last space",
  "duplicate id", "unknown ", "expected ", "edition file", "JSON", NULL,
};

static void
collect_labels (GtkWidget *widget,
                GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* A whole word @word in @text */
static gboolean
has_word (const char *text,
          const char *word)
{
  gsize len = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[len]))
      return TRUE;

  return FALSE;
}

static void
assert_plain_words (ArrieroQuestion *question,
                    AlpEdition      *edition)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_labels (GTK_WIDGET (question), texts);
  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);

      if (g_test_verbose ())
        g_test_message ("  %s", text);
      g_assert_null (strchr (text, '['));
      g_assert_null (strchr (text, ']'));
      g_assert_null (strstr (text, ".sides"));
      g_assert_null (strstr (text, "segments"));
      for (const char *p = strchr (text, '_'); p != NULL; p = strchr (p + 1, '_'))
        g_assert_false (g_ascii_isalpha (p[1]));
      for (guint w = 0; loader_words[w] != NULL; w++)
        g_assert_null (strstr (text, loader_words[w]));
      for (guint s = 0; s < ALP_N_SEGMENTS; s++)
        {
          g_autofree char *path = g_strdup_printf ("segments[%u].id", s);
          g_autoptr(JsonNode) id = alp_edition_get_value (edition, path);

          /* "go" and "end" are the table's words for those segments too */
          if (id != NULL && !g_str_equal (json_node_get_string (id), "go")
              && !g_str_equal (json_node_get_string (id), "end"))
            g_assert_false (has_word (text, json_node_get_string (id)));
        }
    }
}

/* The kind of space @j of segment @s's 2-3 player side in @edition */
static char *
space_kind (AlpEdition *edition,
            guint       s,
            guint       j)
{
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].kind", s, j);
  g_autoptr(JsonNode) kind = alp_edition_get_value (edition, path);

  return kind != NULL ? g_strdup (json_node_get_string (kind)) : NULL;
}

/* The first space of @kind on the table of @setup: its segment and index */
static void
find_space (AlpEdition     *edition,
            const AlpSetup *setup,
            const char     *kind,
            guint          *segment,
            guint          *space)
{
  for (guint p = 0; p < ALP_N_SEGMENTS; p++)
    for (guint j = 0; j < ALP_MAX_SPACES; j++)
      {
        g_autofree char *k = space_kind (edition, setup->segments[p], j);

        if (k != NULL && g_str_equal (k, kind))
          {
            *segment = setup->segments[p];
            *space = j;
            return;
          }
      }
  g_assert_not_reached ();
}

/* One path of every kind of item the window has a form for */
static GPtrArray *
every_question (AlpEdition     *edition,
                const AlpSetup *setup)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  guint s, j;

  g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player", setup->segments[3]));
  find_space (edition, setup, "standard", &s, &j);
  g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].icons", s, j));
  find_space (edition, setup, "market", &s, &j);
  g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].spots[1].icons", s, j));
  find_space (edition, setup, "harvest", &s, &j);
  g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].spots[0].icons", s, j));
  find_space (edition, setup, "end", &s, &j);
  g_ptr_array_add (paths, g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].spots[2].value", s, j));
  g_ptr_array_add (paths, g_strdup ("delivery_tokens.cherry"));
  g_ptr_array_add (paths, g_strdup ("delivery_tokens.lemon.removed_two_three"));
  g_ptr_array_add (paths, g_strdup ("delivery_cards.display"));
  g_ptr_array_add (paths, g_strdup_printf ("delivery_cards.cards[%u]", setup->display[1]));
  g_ptr_array_add (paths, g_strdup ("market_card.bonuses"));
  g_ptr_array_add (paths, g_strdup ("award_tokens.green.green_side"));
  g_ptr_array_add (paths, g_strdup ("award_tokens.red.red_side"));
  g_ptr_array_add (paths, g_strdup ("goal_cards[2]"));
  g_ptr_array_add (paths, g_strdup ("goal_cards[1].spots[0]"));
  g_ptr_array_add (paths, g_strdup ("goal_cards[3].spots"));
  g_ptr_array_add (paths, g_strdup ("farmlands.purple"));
  g_ptr_array_add (paths, g_strdup ("start"));
  g_ptr_array_add (paths, g_strdup ("start.dirhams"));
  g_ptr_array_add (paths, g_strdup ("canal"));

  return paths;
}

/* @reference without the item at @path: the piece the table is asked for */
static AlpEdition *
without (AlpEdition *reference,
         const char *path)
{
  AlpEdition *edition = alp_edition_with_value (reference, path, NULL, NULL);

  /* an item the file cannot leave out is asked as a correction */
  return edition != NULL ? edition : g_object_ref (reference);
}

/* A value the engine refuses for @item, which its form can show */
static JsonNode *
refused_value (const AlpEditionItem *item)
{
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SPACE_ICONS:
    case ALP_EDITION_ITEM_SPOT_ICONS:
      /* 15 icons: no space shows more than 12 */
      return parse_json ("[\"dirham\",\"dirham\",\"dirham\",\"dirham\",\"dirham\","
                         "\"noria\",\"noria\",\"noria\",\"noria\",\"noria\","
                         "\"fruit\",\"fruit\",\"fruit\",\"fruit\",\"fruit\"]");
    case ALP_EDITION_ITEM_CARD:
      return parse_json ("{\"front\":{},\"value\":3,\"back\":{\"fruit\":\"apple\",\"arrow\":\"up\"}}");
    case ALP_EDITION_ITEM_SIDE:
      return parse_json ("{\"spaces\":[{\"kind\":\"market\",\"spots\":[{\"icons\":[\"dirham\"]}]},"
                         "{\"kind\":\"market\",\"spots\":[{\"icons\":[\"dirham\"]}]}]}");
    default:
      return NULL;
    }
}

/* The layout of the 3-player game every question here is asked at */
static AlpSetup *
table_setup (AlpEdition *reference)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);

  return random_setup (reference, 3, rand);
}

static void
test_no_leak (AppFixture   *fixture,
              gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpSetup) setup = table_setup (reference);
  g_autoptr(GPtrArray) paths = every_question (reference, setup);
  guint kinds = 0, refusals = 0;

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(AlpEdition) edition = without (reference, path);
      g_autoptr(JsonNode) bad = NULL;
      AlpEditionItem item;
      ArrieroQuestion *question;

      g_assert_true (alp_edition_item_parse (path, &item));
      g_assert_true (arriero_question_can_ask (path));
      kinds |= 1u << item.kind;
      arriero_question_ask_at_table (NULL, edition, setup, "Ana", path, NULL, NULL);
      settle ();
      question = find_question ();
      g_assert_nonnull (question);
      g_assert_true (arriero_question_has_form (question));
      g_test_message ("%s", path);
      assert_plain_words (question, reference);

      /* the refusal, in the table's words too, and Save off meanwhile */
      if ((bad = refused_value (&item)) != NULL)
        {
          ArrieroForm *form = ARRIERO_FORM (find_child_of_type (GTK_WIDGET (question), ARRIERO_TYPE_FORM));

          arriero_form_set_value (form, bad);
          arriero_form_changed (form);
          settle ();
          g_assert_nonnull (arriero_question_get_error (question));
          g_assert_false (arriero_question_can_save (question));
          g_test_message ("  refused: %s", arriero_question_get_error (question));
          assert_plain_words (question, reference);
          refusals++;
        }

      gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
      settle ();
      g_assert_null (find_question ());
    }

  /* every kind with a form, once */
  for (guint kind = 0; kind < ALP_N_EDITION_ITEMS; kind++)
    {
      AlpEditionItem item = { .kind = kind };
      g_autofree char *path = alp_edition_item_to_path (&item);

      if (arriero_question_can_ask (path))
        g_assert_true (kinds & (1u << kind));
    }
  g_assert_cmpuint (refusals, ==, 5);
}

/* The face-up card and the space where a mule stopped, in the table's terms */
static void
test_table_words (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpSetup) setup = table_setup (reference);
  AlpEditionItem card = { .kind = ALP_EDITION_ITEM_CARD, .card = setup->display[1] };
  AlpEditionItem space = { .kind = ALP_EDITION_ITEM_SPACE_ICONS, .segment = setup->segments[2],
                           .side = ALP_SIDE_TWO_THREE_PLAYER, .space = 2 };
  g_autofree char *card_words = alp_edition_item_describe (&card, reference, setup, NULL, NULL);
  g_autofree char *space_words = alp_edition_item_describe (&space, reference, setup, "Ana", NULL);

  g_assert_cmpstr (card_words, ==, "Face-up delivery card 2 from the left: what does it show?");
  g_assert_cmpstr (space_words, ==, "Ana stopped on space 3 of segment 3 (counting from the start): "
                                     "what does it show?");
}

/* Every scrolled window of @widget shows all it holds */
static void
assert_no_scrolling (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));

      g_test_message ("  scrolled: upper %.0f, page %.0f", gtk_adjustment_get_upper (adj),
                      gtk_adjustment_get_page_size (adj));
      g_assert_cmpfloat (gtk_adjustment_get_upper (adj), <=, gtk_adjustment_get_page_size (adj) + 0.5);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_scrolling (child);
}

static void
test_fits (AppFixture   *fixture,
           gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpSetup) setup = table_setup (reference);
  GtkWidget *parent = gtk_window_new ();
  g_autofree char *card = g_strdup_printf ("delivery_cards.cards[%u]", setup->display[0]);
  g_autofree char *space = NULL;
  g_autofree char *spot = NULL;
  guint s, j;

  find_space (reference, setup, "standard", &s, &j);
  space = g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].icons", s, j);
  find_space (reference, setup, "harvest", &s, &j);
  spot = g_strdup_printf ("segments[%u].sides.two_three_player.spaces[%u].spots[0].icons", s, j);
  gtk_window_set_default_size (GTK_WINDOW (parent), 1100, 760);
  gtk_window_present (GTK_WINDOW (parent));
  settle ();

  /* a single space, a spot of a harvest, a card and a token set */
  for (guint i = 0; i < 4; i++)
    {
      const char *path = (const char *[]) { space, spot, card, "delivery_tokens.orange" }[i];
      g_autoptr(AlpEdition) edition = without (reference, path);
      ArrieroQuestion *question;
      int min, natural;

      arriero_question_ask_at_table (GTK_WINDOW (parent), edition, setup, NULL, path, NULL, NULL);
      settle ();
      question = find_question ();
      g_assert_nonnull (question);
      gtk_widget_measure (GTK_WIDGET (question), GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (GTK_WIDGET (question)), &min, &natural, NULL, NULL);
      g_test_message ("%s: %d px wide, natural height %d px, shown %d px", path,
                      gtk_widget_get_width (GTK_WIDGET (question)), natural,
                      gtk_widget_get_height (GTK_WIDGET (question)));
      g_assert_cmpint (natural, <=, 760);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (question)), <=, 1100);
      assert_no_scrolling (GTK_WIDGET (question));
      gtk_widget_activate_action (GTK_WIDGET (question), "question.cancel", NULL);
      settle ();
      g_assert_null (find_question ());
    }

  gtk_window_destroy (GTK_WINDOW (parent));
  settle ();
}


/* ArrieroForm's defaults: complete, and a part found by its inputs' names */
static void
test_form_field (AppFixture   *fixture,
                 gconstpointer data)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *form = arriero_side_form_new (ALP_SEGMENT_MARKET, ALP_SIDE_TWO_THREE_PLAYER);
  g_autofree char *reason = NULL;
  GtkWidget *row;

  gtk_window_set_child (GTK_WINDOW (window), form);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  g_assert_true (arriero_form_is_complete (ARRIERO_FORM (form), &reason));
  g_assert_null (reason);

  row = arriero_form_get_field (ARRIERO_FORM (form), "spaces[1].kind");
  g_assert_true (GTK_IS_LIST_BOX_ROW (row));
  g_assert_true (gtk_widget_is_ancestor (find_named (form, "space-1-kind"), row));
  /* the space itself: the row of its first input */
  g_assert_true (arriero_form_get_field (ARRIERO_FORM (form), "spaces[1]") == row);
  /* a space the side lacks has no row, not another space's */
  g_assert_null (arriero_form_get_field (ARRIERO_FORM (form), "spaces[9]"));
  g_assert_null (arriero_form_get_field (ARRIERO_FORM (form), "nothing"));

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/question-words/no-leak", test_no_leak);
  APP_TEST_ADD_NO_WINDOW ("/app/question-words/table-words", test_table_words);
  APP_TEST_ADD_NO_WINDOW ("/app/question-words/fits-1100x760", test_fits);
  APP_TEST_ADD_NO_WINDOW ("/app/question-words/form-field", test_form_field);

  return g_test_run ();
}
