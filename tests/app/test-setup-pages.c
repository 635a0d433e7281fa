/* test-setup-pages.c: each page of the setup assistant on its own, under Xvfb
 *
 * A page shows its part of a setup and reads back what it shows: drawn at
 * random, shown, and read into another setup, the part arrives whole and
 * the rest of that setup stays as it was.  The players page also keeps
 * what the table typed, and every page says ::changed when the table
 * edits it, never when it is filled.  Each case has the UI fixture (a
 * data folder of its own), and every page and window it shows must be
 * finalized at its end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-rule-options.h"
#include "arriero-edition-store.h"
#include "arriero-display-page.h"
#include "arriero-goals-page.h"
#include "arriero-players-page.h"
#include "arriero-segment-preview.h"
#include "arriero-segments-page.h"
#include "arriero-setup-edition.h"
#include "arriero-start-spots-page.h"
#include "arriero-tokens-page.h"

#include "arriero-test-question.h"

/* A page in a window of its own, shown, with a ::changed counter; the
 * fixture watches both */
static ArrieroSetupPage *
show_page_new (AppFixture *fixture,
               GType       type,
               guint      *changed)
{
  GtkWidget *window = app_fixture_watch (fixture, gtk_window_new ());
  ArrieroSetupPage *page = app_fixture_watch (fixture, g_object_new (type, NULL));

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  *changed = 0;
  g_signal_connect_swapped (page, "changed", G_CALLBACK (g_atomic_int_inc), changed);

  return page;
}

/* Closes the page's window (the fixture finalizes both at teardown) */
static void
close_page (ArrieroSetupPage *page)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (page))));
  settle ();
}

/* @dst with @parts of @src */
static void
copy_parts (AlpSetup       *dst,
            const AlpSetup *src,
            AlpSetupParts   parts)
{
  if (parts & ALP_SETUP_SEGMENTS)
    memcpy (dst->segments, src->segments, sizeof dst->segments);
  if (parts & ALP_SETUP_TOKENS)
    {
      memcpy (dst->n_village_tokens, src->n_village_tokens, sizeof dst->n_village_tokens);
      memcpy (dst->village_tokens, src->village_tokens, sizeof dst->village_tokens);
    }
  if (parts & ALP_SETUP_START_SPOTS)
    memcpy (dst->start_spots, src->start_spots, sizeof dst->start_spots);
  if (parts & ALP_SETUP_MARKET_ORDER)
    memcpy (dst->market, src->market, sizeof dst->market);
  if (parts & ALP_SETUP_GOAL_SIDES)
    memcpy (dst->goal_sides, src->goal_sides, sizeof dst->goal_sides);
  if (parts & ALP_SETUP_DISPLAY)
    {
      dst->n_display = src->n_display;
      memcpy (dst->display, src->display, sizeof dst->display);
    }
}

/* A part whose fields some other draw fills differently */
static gboolean
part_differs (const AlpSetup *a,
              const AlpSetup *b,
              AlpSetupParts   parts)
{
  g_autoptr(AlpSetup) mixed = alp_setup_copy (b);

  copy_parts (mixed, a, parts);

  return !alp_setup_equal (mixed, b);
}

static GtkDropDown *
drop_down (ArrieroSetupPage *page,
           const char       *name)
{
  GtkWidget *found = find_named (GTK_WIDGET (page), name);

  g_assert_true (GTK_IS_DROP_DOWN (found));

  return GTK_DROP_DOWN (found);
}


static void
store_edition_cb (ArrieroSetupPage *page,
                  AlpEdition       *edition,
                  AlpEdition      **out)
{
  g_set_object (out, edition);
}

/* Opens the popover of @place and clicks the picture of @segment */
static void
click_picture (ArrieroSetupPage *page,
               guint             place,
               guint             segment)
{
  g_autofree char *place_name = g_strdup_printf ("place-%u", place);
  g_autofree char *name = g_strdup_printf ("pick-%u-%u", place, segment);
  GtkWidget *button = find_named (GTK_WIDGET (page), place_name);
  GtkWidget *picture;

  g_assert_true (GTK_IS_MENU_BUTTON (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  settle ();
  picture = find_named (GTK_WIDGET (page), name);
  g_assert_true (GTK_IS_BUTTON (picture));
  g_assert_true (gtk_widget_is_visible (picture));
  g_signal_emit_by_name (picture, "clicked");
  settle ();
}

/* Clicks, at @place, a picture of a segment other than @shown */
static void
pick_another (ArrieroSetupPage *page,
              guint             place,
              guint             shown)
{
  g_autofree char *flow_name = g_strdup_printf ("pictures-%u", place);
  GtkWidget *flow = find_named (GTK_WIDGET (page), flow_name);
  guint n = 0;

  g_assert_true (GTK_IS_FLOW_BOX (flow));
  for (guint segment = 0; segment < ALP_N_SEGMENTS; segment++)
    {
      g_autofree char *name = g_strdup_printf ("pick-%u-%u", place, segment);

      if (find_named (flow, name) != NULL)
        n++;
    }
  g_assert_cmpuint (n, >, 1);
  g_assert_cmpuint (n, <=, 12);
  for (guint segment = 0; segment < ALP_N_SEGMENTS; segment++)
    {
      g_autofree char *name = g_strdup_printf ("pick-%u-%u", place, segment);

      if (segment != shown && find_named (flow, name) != NULL)
        {
          click_picture (page, place, segment);
          return;
        }
    }
  g_assert_not_reached ();
}

/* ------------------------------------------------------------------ */

static const struct
{
  GType       (*get_type) (void);
  AlpSetupParts parts;
  const char   *rule;       /* (nullable): a rule the part can break */
  const char   *a_choice;   /* a drop-down the table can change, NULL: pictures */
} drawn_pages[] = {
  { arriero_segments_page_get_type, ALP_SETUP_SEGMENTS, "S1", NULL },
  { arriero_tokens_page_get_type, ALP_SETUP_TOKENS, "S3", "token-2-1" },
  { arriero_start_spots_page_get_type, ALP_SETUP_START_SPOTS, "S5", "start-1" },
  { arriero_goals_page_get_type, ALP_SETUP_GOAL_SIDES, NULL, "goal-2" },
  /* the market card and the face-up cards, one page */
  { arriero_display_page_get_type, ALP_SETUP_MARKET_ORDER | ALP_SETUP_DISPLAY, "S6", "market-4" },
  { arriero_display_page_get_type, ALP_SETUP_MARKET_ORDER | ALP_SETUP_DISPLAY, "S6", "display-0" },
};

/* The table swaps token 2 of the third village for one of another
 * fruit in the fourth: their fruits and counts */
static void
swap_tokens (ArrieroSetupPage *page)
{
  GtkDropDown *fruit = drop_down (page, "token-2-1");
  GtkSpinButton *count = GTK_SPIN_BUTTON (find_named (GTK_WIDGET (page), "count-2-1"));

  for (guint t = 0; t < 4; t++)
    {
      g_autofree char *name = g_strdup_printf ("token-3-%u", t);
      g_autofree char *count_name = g_strdup_printf ("count-3-%u", t);
      GtkDropDown *other = drop_down (page, name);
      GtkSpinButton *other_count = GTK_SPIN_BUTTON (find_named (GTK_WIDGET (page), count_name));
      guint f = gtk_drop_down_get_selected (fruit);
      gint n = gtk_spin_button_get_value_as_int (count);

      if (gtk_drop_down_get_selected (other) == f)
        continue;
      gtk_drop_down_set_selected (fruit, gtk_drop_down_get_selected (other));
      gtk_spin_button_set_value (count, gtk_spin_button_get_value_as_int (other_count));
      gtk_drop_down_set_selected (other, f);
      gtk_spin_button_set_value (other_count, n);
      return;
    }
  g_assert_not_reached ();
}

static void
round_trip (AppFixture *fixture,
            AlpEdition *edition,
            guint       n_players)
{
  for (guint i = 0; i < G_N_ELEMENTS (drawn_pages); i++)
    {
      guint changed;
      ArrieroSetupPage *page = show_page_new (fixture, drawn_pages[i].get_type (), &changed);
      AlpSetupParts parts = drawn_pages[i].parts;
      g_autoptr(GRand) rand = g_rand_new_with_seed (1000);
      g_autoptr(AlpSetup) shown = NULL;
      g_autoptr(AlpSetup) other = NULL;
      g_autoptr(AlpSetup) read = NULL;
      g_autoptr(AlpSetup) expected = NULL;
      guint32 seed = 1;
      GtkDropDown *choice;

      g_test_message ("%s, %u players", G_OBJECT_TYPE_NAME (page), n_players);
      g_assert_cmpuint (arriero_setup_page_get_parts (page), ==, parts);
      g_assert_cmpstr (arriero_setup_page_get_title (page), !=, "");
      /* the engine's refusals come back to the page of their rule */
      if (drawn_pages[i].rule != NULL)
        g_assert_true (arriero_setup_page_checks_rule (page, drawn_pages[i].rule));
      g_assert_false (arriero_setup_page_checks_rule (page, "S4"));
      g_assert_false (arriero_setup_page_checks_rule (page, NULL));

      other = random_setup (edition, n_players, rand);
      /* a draw whose part differs from the other's, so a page that reads
       * nothing (or the wrong field) shows */
      do
        {
          g_clear_pointer (&shown, alp_setup_free);
          g_rand_set_seed (rand, seed++);
          shown = random_setup (edition, n_players, rand);
        }
      while (!part_differs (shown, other, parts));

      arriero_setup_page_show_setup (page, edition, shown);
      settle ();
      g_assert_cmpuint (changed, ==, 0);

      read = alp_setup_copy (other);
      arriero_setup_page_read_setup (page, read);
      expected = alp_setup_copy (other);
      copy_parts (expected, shown, parts);
      g_assert_true (alp_setup_equal (read, expected));

      /* the table picks another choice: the page says so, and reads it */
      if (drawn_pages[i].a_choice == NULL)
        pick_another (page, 4, read->segments[4]);
      else if (drawn_pages[i].parts == ALP_SETUP_TOKENS)
        {
          swap_tokens (page);
          /* two tokens' fruits and counts */
          g_assert_cmpuint (changed, ==, 4);
          changed = 1;
        }
      else
        {
          choice = drop_down (page, drawn_pages[i].a_choice);
          g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (choice)), >, 1);
          gtk_drop_down_set_selected (choice, gtk_drop_down_get_selected (choice) == 0 ? 1 : 0);
        }
      g_assert_cmpuint (changed, ==, 1);
      arriero_setup_page_read_setup (page, read);
      g_assert_false (alp_setup_equal (read, expected));

      close_page (page);
    }
}

static void
test_round_trip (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) example = alp_edition_new_builtin ("example", NULL);

  round_trip (fixture, reference, 2);
  round_trip (fixture, reference, 3);
  round_trip (fixture, example, 4);
}

/* ------------------------------------------------------------------ */

static void
test_players (AppFixture   *fixture,
              gconstpointer data)
{
  g_auto(GStrv) names = g_strsplit ("Ana,Berto,", ",", -1);
  g_auto(GStrv) colours = g_strsplit ("red,nobody's", ",", -1);
  guint changed;
  ArrieroSetupPage *page = show_page_new (fixture, ARRIERO_TYPE_PLAYERS_PAGE, &changed);
  ArrieroPlayersPage *players = ARRIERO_PLAYERS_PAGE (page);
  g_autoptr(AlpSetup) setup = alp_setup_new (2);
  g_autoptr(AlpSetup) four = alp_setup_new (4);
  g_autoptr(AlpSetup) two = alp_setup_new (2);

  g_assert_cmpuint (arriero_setup_page_get_parts (page), ==, 0);
  g_assert_cmpstr (arriero_setup_page_get_title (page), ==, "Players");
  g_assert_false (arriero_setup_page_checks_rule (page, "S1"));

  /* the last game's players, a name and a colour missing */
  arriero_players_page_set_players (players, 3, names, colours);
  arriero_players_page_set_example (players, TRUE);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (arriero_players_page_get_n_players (players), ==, 3);
  g_assert_true (arriero_players_page_get_example (players));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (GTK_WIDGET (page), "name-2"),
                                                                  ADW_TYPE_ACTION_ROW)));
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (find_named (GTK_WIDGET (page), "name-3"),
                                                                   ADW_TYPE_ACTION_ROW)));

  /* read into a setup for another number of players */
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpstr (setup->names[0], ==, "Ana");
  g_assert_cmpstr (setup->names[1], ==, "Berto");
  g_assert_cmpstr (setup->names[2], ==, "Player 3");
  g_assert_cmpuint (setup->colours[0], ==, ALP_COLOUR_RED);
  g_assert_cmpuint (setup->colours[1], ==, ALP_COLOUR_RED);   /* unknown: the player's own */
  g_assert_cmpuint (setup->colours[2], ==, ALP_COLOUR_WHITE);

  /* the table types: spaces around a name are not the name's */
  gtk_editable_set_text (GTK_EDITABLE (find_named (GTK_WIDGET (page), "name-1")), "  Berta ");
  g_assert_cmpuint (changed, >, 0);
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpstr (setup->names[1], ==, "Berta");

  /* shown again as read, the page keeps what was typed */
  changed = 0;
  arriero_setup_page_show_setup (page, NULL, setup);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (GTK_WIDGET (page), "name-1"))), ==,
                   "  Berta ");

  /* a setup of four shows four, and reads back the same */
  alp_setup_set_player (four, 0, "Wen", ALP_COLOUR_BROWN);
  alp_setup_set_player (four, 3, "Zoe", ALP_COLOUR_BLUE);
  arriero_setup_page_show_setup (page, NULL, four);
  g_assert_cmpuint (changed, ==, 0);
  g_assert_cmpuint (arriero_players_page_get_n_players (players), ==, 4);
  arriero_setup_page_read_setup (page, setup);
  g_assert_true (alp_setup_equal (setup, four));

  /* and a player fewer leaves no name behind */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (page), "players")), 2);
  g_assert_cmpuint (changed, >, 0);
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_null (setup->names[2]);
  g_assert_null (setup->names[3]);
  alp_setup_set_player (two, 0, "Wen", ALP_COLOUR_BROWN);   /* the second is alp_setup_new()'s */
  g_assert_true (alp_setup_equal (setup, two));

  close_page (page);
}

/* The table options: a switch each, at the default, shown and read */
static void
test_options (AppFixture   *fixture,
              gconstpointer data)
{
  guint changed;
  ArrieroSetupPage *page = show_page_new (fixture, ARRIERO_TYPE_PLAYERS_PAGE, &changed);
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(AlpSetup) shown = alp_setup_new (3);
  GtkWidget *fixed = find_named (GTK_WIDGET (page), "option-end-actions-fixed-order");
  GtkWidget *row = gtk_widget_get_ancestor (fixed, ADW_TYPE_ACTION_ROW);

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "End actions in a fixed order");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "E1"));
  for (guint i = 0; i < alp_rule_option_get_n (); i++)
    {
      const AlpRuleOption *option = alp_rule_option_get (i);
      g_autofree char *name = g_strdup_printf ("option-%s", option->id);

      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (find_named (GTK_WIDGET (page), name))), ==,
                       option->default_on);
    }

  /* read as the defaults, then the table turns E1's order on */
  setup->options = 0;
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpuint (setup->options, ==, ALP_RULE_OPTIONS_DEFAULT);
  gtk_switch_set_active (GTK_SWITCH (fixed), TRUE);
  g_assert_cmpuint (changed, >, 0);
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpuint (setup->options, ==, ALP_RULE_OPTIONS_DEFAULT | ALP_OPTION_END_ACTIONS_FIXED_ORDER);

  /* a setup's options are shown, and read back the same */
  shown->options = ALP_OPTION_GOAL_TOKEN_DECLINABLE | ALP_OPTION_SPOTS_ARRIVAL_ORDER;
  arriero_setup_page_show_setup (page, NULL, shown);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (fixed)));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_named (GTK_WIDGET (page),
                                                                "option-goal-token-declinable"))));
  arriero_setup_page_read_setup (page, setup);
  g_assert_cmpuint (setup->options, ==, shown->options);

  close_page (page);
}

/* No text of @widget or below names one of @ids: labels, buttons'
 * labels and tooltips, the pictures' words (checked against @edition's
 * words for them) */
static void
assert_no_id (GtkWidget  *widget,
              GPtrArray  *ids,
              AlpEdition *edition)
{
  const char *texts[3] = { NULL, gtk_widget_get_tooltip_text (widget), NULL };

  if (GTK_IS_LABEL (widget))
    texts[0] = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_MENU_BUTTON (widget))
    texts[0] = gtk_menu_button_get_label (GTK_MENU_BUTTON (widget));
  else if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      texts[0] = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget));
      texts[2] = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget));
    }
  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (guint i = 0; texts[t] != NULL && i < ids->len; i++)
      g_assert_null (strstr (texts[t], g_ptr_array_index (ids, i)));

  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "arriero-segment") != NULL)
    {
      guint segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "arriero-segment"));
      g_autofree char *words = arriero_setup_edition_describe_segment (edition, segment);

      /* the accessible label is these words too (GTK_A11Y=none leaves no
       * context to read it from): the tooltip says them */
      for (guint i = 0; i < ids->len; i++)
        g_assert_null (strstr (words, g_ptr_array_index (ids, i)));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (widget), ==, words);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_id (child, ids, edition);
}

/* The places show their segments as pictures and words, never the
 * edition's ids; a click on a picture puts that segment there; a name
 * the table gives a segment shows and goes into the copy */
static void
test_segments (AppFixture   *fixture,
               gconstpointer data)
{
  g_autoptr(AlpEdition) print = load_reference ();
  g_autoptr(JsonNode) mine = json_node_init_boolean (json_node_alloc (), FALSE);
  /* the table's own copy, which keeps what the table says of it */
  g_autoptr(AlpEdition) reference = alp_edition_with_value (print, "example", mine, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(AlpSetup) setup = random_setup (reference, 3, rand);
  g_autoptr(AlpSetup) read = alp_setup_copy (setup);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(AlpEdition) stored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name_path = NULL;
  g_autofree char *layout_id = NULL;
  g_autoptr(JsonNode) stored_name = NULL;
  AlpEdition *changed_edition = NULL;
  guint changed;
  ArrieroSetupPage *page = show_page_new (fixture, ARRIERO_TYPE_SEGMENTS_PAGE, &changed);
  GtkWidget *strip;
  GtkWidget *columns[ALP_N_SEGMENTS];
  GtkWidget *entry;
  guint n = 0;
  guint moved;

  g_assert_nonnull (reference);
  g_assert_false (alp_edition_get_example (reference));
  g_assert_true (arriero_edition_store_save (reference, &error));
  g_assert_no_error (error);
  for (guint i = 1; i < ALP_N_SEGMENTS - 1; i++)
    g_ptr_array_add (ids, arriero_setup_edition_get_segment_id (reference, i));
  g_signal_connect (page, "edition-changed", G_CALLBACK (store_edition_cb), &changed_edition);

  arriero_setup_page_show_setup (page, reference, setup);
  settle ();

  strip = find_named (GTK_WIDGET (page), "previews");
  for (GtkWidget *column = gtk_widget_get_first_child (strip); column != NULL;
       column = gtk_widget_get_next_sibling (column))
    columns[n++] = find_child_of_type (column, ARRIERO_TYPE_SEGMENT_PREVIEW);
  g_assert_cmpuint (n, ==, ALP_N_SEGMENTS);
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_assert_cmpuint (arriero_segment_preview_get_segment (ARRIERO_SEGMENT_PREVIEW (columns[i])), ==,
                        setup->segments[i]);
      g_assert_cmpuint (arriero_segment_preview_get_side (ARRIERO_SEGMENT_PREVIEW (columns[i])), ==,
                        ALP_SIDE_TWO_THREE_PLAYER);
    }
  /* the layout says the places in words */
  layout_id = arriero_setup_edition_describe_segment (reference, setup->segments[1]);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (find_named (GTK_WIDGET (page), "layout"))),
                            layout_id));
  g_assert_nonnull (strstr (layout_id, "segment"));
  assert_no_id (GTK_WIDGET (page), ids, reference);

  /* the pictures at a place start with the segments of its kind (places
   * 2 and 3 hold one of each) */
  for (guint place = 1; place <= 2; place++)
    {
      g_autofree char *flow_name = g_strdup_printf ("pictures-%u", place);
      GtkWidget *flow = find_named (GTK_WIDGET (page), flow_name);
      GtkWidget *first = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (gtk_widget_get_first_child (flow)));
      guint segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (first), "arriero-segment"));
      g_autofree char *path = g_strdup_printf ("segments[%u].kind", segment);
      g_autofree char *here = g_strdup_printf ("segments[%u].kind", setup->segments[place]);
      g_autoptr(JsonNode) kind = alp_edition_get_value (reference, path);
      g_autoptr(JsonNode) kind_here = alp_edition_get_value (reference, here);

      g_assert_cmpstr (json_node_get_string (kind), ==, json_node_get_string (kind_here));
    }

  /* place 2 takes the segment of place 3 by its picture; the segment of
   * place 2 goes to place 3, as on the table */
  click_picture (page, 1, setup->segments[2]);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (arriero_segment_preview_get_segment (ARRIERO_SEGMENT_PREVIEW (columns[1])), ==,
                    setup->segments[2]);
  arriero_setup_page_read_setup (page, read);
  g_assert_cmpuint (read->segments[1], ==, setup->segments[2]);
  g_assert_cmpuint (read->segments[2], ==, setup->segments[1]);
  g_assert_cmpuint (read->segments[0], ==, setup->segments[0]);
  g_assert_cmpuint (read->segments[ALP_N_SEGMENTS - 1], ==, setup->segments[ALP_N_SEGMENTS - 1]);
  assert_no_id (GTK_WIDGET (page), ids, reference);

  /* the table names the segment at place 2: the page shows the name, the
   * copy on disk keeps it beside the id */
  moved = read->segments[1];
  entry = find_named (GTK_WIDGET (page), "name-1");
  g_assert_true (GTK_IS_ENTRY (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "  Olive grove ");
  g_signal_emit_by_name (entry, "activate");
  settle ();
  g_assert_nonnull (changed_edition);
  g_assert_true (changed_edition != reference);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (columns[1]))), ==,
                   "Olive grove");
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (find_named (GTK_WIDGET (page), "layout"))),
                            "Olive grove"));
  stored = arriero_edition_store_load (&error);
  g_assert_no_error (error);
  name_path = g_strdup_printf ("segments[%u].name", moved);
  stored_name = alp_edition_get_value (stored, name_path);
  g_assert_nonnull (stored_name);
  g_assert_cmpstr (json_node_get_string (stored_name), ==, "Olive grove");
  {
    g_autofree char *id = arriero_setup_edition_get_segment_id (stored, moved);
    g_autofree char *old_id = arriero_setup_edition_get_segment_id (reference, moved);

    g_assert_cmpstr (id, ==, old_id);
  }
  /* the picture to pick says the name too */
  {
    g_autofree char *pick_name = g_strdup_printf ("pick-4-%u", moved);

    g_assert_cmpstr (gtk_widget_get_tooltip_text (find_named (GTK_WIDGET (page), pick_name)), ==,
                     "Olive grove");
  }
  g_assert_cmpuint (changed, ==, 1);

  g_clear_object (&changed_edition);
  close_page (page);
}

/* @page fits a 1100x760 screen without scrolling, with room for the
 * assistant's header bar and its problem line */
static void
assert_fits (ArrieroSetupPage *page)
{
  int width, height;

  settle ();
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  g_test_message ("%s: %d x %d", G_OBJECT_TYPE_NAME (page), width, height);
  g_assert_cmpint (width, <=, 1100);
  g_assert_cmpint (height, <=, 640);
}

/* What depends on the number of players: a village's tokens, the mules */
static void
test_by_players (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(AlpEdition) reference = load_reference ();
  g_autoptr(AlpEdition) example = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) two_rand = g_rand_new_with_seed (3);
  g_autoptr(GRand) four_rand = g_rand_new_with_seed (3);
  g_autoptr(AlpSetup) two = random_setup (reference, 2, two_rand);
  g_autoptr(AlpSetup) four = random_setup (example, 4, four_rand);
  guint changed;
  ArrieroSetupPage *tokens = show_page_new (fixture, ARRIERO_TYPE_TOKENS_PAGE, &changed);
  ArrieroSetupPage *starts = show_page_new (fixture, ARRIERO_TYPE_START_SPOTS_PAGE, &changed);
  GtkWidget *row;

  alp_setup_set_player (two, 0, "Ana", ALP_COLOUR_BLUE);
  arriero_setup_page_show_setup (tokens, reference, two);
  arriero_setup_page_show_setup (starts, reference, two);
  row = gtk_widget_get_parent (find_named (GTK_WIDGET (tokens), "token-0-4"));
  g_assert_false (gtk_widget_get_visible (row));
  /* 2-3 players: a token of each fruit goes back in the box */
  g_assert_true (gtk_widget_is_visible (find_named (GTK_WIDGET (tokens), "left-over-0")));
  assert_fits (tokens);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (drop_down (tokens, "token-0-0"))), ==,
                    ALP_N_FRUITS);
  row = gtk_widget_get_ancestor (find_named (GTK_WIDGET (starts), "start-0"), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Ana’s mule");
  row = gtk_widget_get_ancestor (find_named (GTK_WIDGET (starts), "start-2"), ADW_TYPE_ACTION_ROW);
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Zara’s mule");
  row = gtk_widget_get_ancestor (find_named (GTK_WIDGET (starts), "start-3"), ADW_TYPE_ACTION_ROW);
  g_assert_false (gtk_widget_get_visible (row));

  arriero_setup_page_show_setup (tokens, example, four);
  arriero_setup_page_show_setup (starts, example, four);
  row = gtk_widget_get_parent (find_named (GTK_WIDGET (tokens), "token-0-4"));
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_false (gtk_widget_is_visible (find_named (GTK_WIDGET (tokens), "left-over-0")));
  /* the 25 tokens of a 4-player game fit a 1100x760 screen, the
   * assistant's header bar and buttons beside */
  assert_fits (tokens);
  row = gtk_widget_get_ancestor (find_named (GTK_WIDGET (starts), "start-3"), ADW_TYPE_ACTION_ROW);
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_cmpuint (changed, ==, 0);

  close_page (tokens);
  close_page (starts);
}

/* The page that first needs an item of the copy */
static void
test_part_of_path (AppFixture   *fixture,
                   gconstpointer data)
{
  g_assert_cmpuint (arriero_setup_edition_get_part_of_path ("segments[2].sides.four_player.spaces[1].icons"), ==,
                    ALP_SETUP_SEGMENTS);
  g_assert_cmpuint (arriero_setup_edition_get_part_of_path ("delivery_tokens.apple.counts[3]"), ==,
                    ALP_SETUP_TOKENS);
  g_assert_cmpuint (arriero_setup_edition_get_part_of_path ("farmlands"), ==, ALP_SETUP_TOKENS);
  g_assert_cmpuint (arriero_setup_edition_get_part_of_path ("goal_cards[1].sides[0]"), ==, ALP_SETUP_GOAL_SIDES);
  g_assert_cmpuint (arriero_setup_edition_get_part_of_path ("delivery_cards.cards[7]"), ==, ALP_SETUP_DISPLAY);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  /* each page in a window of the test's own, watched by the fixture */
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/round-trip", test_round_trip);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/players", test_players);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/options", test_options);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/segments", test_segments);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/by-players", test_by_players);
  APP_TEST_ADD_NO_WINDOW ("/app/setup-pages/part-of-path", test_part_of_path);

  return g_test_run ();
}
