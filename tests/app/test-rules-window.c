/* test-rules-window.c: the Rules window, F1, and "Why?" at a refusal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-playout.h"
#include "alp-rule-options.h"
#include "arriero-rules-text.h"
#include "arriero-rules-window.h"
#include "arriero-test-app.h"

/* Spins until @rule's row is in view in @rules, or a few seconds pass */
static gboolean
wait_in_view (ArrieroRulesWindow *rules,
              const char         *rule)
{
  for (guint i = 0; i < 200; i++)
    {
      if (arriero_rules_window_is_rule_in_view (rules, rule))
        return TRUE;
      spin (10);
    }
  return FALSE;
}

/* The F1 shortcut of @widget's class: activates its action as a key
 * press would */
static gboolean
press_f1 (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)); s++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);
          g_autoptr(GtkShortcutTrigger) f1 = gtk_keyval_trigger_new (GDK_KEY_F1, 0);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), f1))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}

/* F1 opens the window's Rules window, by section, the first rule first;
 * a second F1 shows the same window */
static void
test_f1 (AppFixture   *fixture,
         gconstpointer data)
{
  ArrieroRulesWindow *rules;
  g_auto(GStrv) shown = NULL;

  g_assert_null (arriero_rules_window_find (GTK_WINDOW (fixture->window)));
  g_assert_true (press_f1 (GTK_WIDGET (fixture->window)));
  settle ();
  rules = arriero_rules_window_find (GTK_WINDOW (fixture->window));
  g_assert_nonnull (rules);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == GTK_WINDOW (fixture->window));
  app_fixture_watch (fixture, rules);

  shown = arriero_rules_window_list_shown (rules);
  g_assert_cmpstr (shown[0], ==, "S1");
  g_assert_cmpuint (g_strv_length (shown), >, 60);
  g_assert_true (wait_in_view (rules, "S1"));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-rules", NULL);
  g_assert_true (arriero_rules_window_find (GTK_WINDOW (fixture->window)) == rules);

  /* the window's menu item is the same action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-rules", NULL));
}

static gboolean
shows (ArrieroRulesWindow *rules,
       const char         *id)
{
  g_auto(GStrv) shown = arriero_rules_window_list_shown (rules);

  return g_strv_contains ((const char * const *) shown, id);
}

/* The search filters the rules by text and by ID */
static void
test_search (AppFixture   *fixture,
             gconstpointer data)
{
  ArrieroRulesWindow *rules = arriero_rules_window_present (GTK_WINDOW (fixture->window), NULL);
  g_auto(GStrv) all = NULL;
  g_auto(GStrv) one = NULL;
  g_auto(GStrv) none = NULL;
  g_auto(GStrv) again = NULL;

  app_fixture_watch (fixture, rules);
  settle ();
  all = arriero_rules_window_list_shown (rules);

  /* by text, whatever the case */
  arriero_rules_window_search (rules, "NORIA");
  g_assert_true (shows (rules, "N1"));
  g_assert_true (shows (rules, "N2"));
  g_assert_true (shows (rules, "H3"));
  g_assert_false (shows (rules, "T3"));
  g_assert_false (shows (rules, "S1"));

  /* by a section's title: its rules */
  arriero_rules_window_search (rules, "Two players: Zara");
  g_assert_true (shows (rules, "Z1"));
  g_assert_true (shows (rules, "Z9"));
  g_assert_false (shows (rules, "A1"));

  /* by ID: that rule alone, not those that mention it */
  arriero_rules_window_search (rules, " t3 ");
  one = arriero_rules_window_list_shown (rules);
  g_assert_cmpuint (g_strv_length (one), ==, 1);
  g_assert_cmpstr (one[0], ==, "T3");

  arriero_rules_window_search (rules, "xyzzy");
  none = arriero_rules_window_list_shown (rules);
  g_assert_cmpuint (g_strv_length (none), ==, 0);

  arriero_rules_window_search (rules, "");
  again = arriero_rules_window_list_shown (rules);
  g_assert_cmpuint (g_strv_length (again), ==, g_strv_length (all));
}

/* show_rule() selects a rule by its ID and scrolls to it, clearing a
 * search that hides it; an unknown ID changes nothing */
static void
test_show_rule (AppFixture   *fixture,
                gconstpointer data)
{
  ArrieroRulesWindow *rules = arriero_rules_window_present (GTK_WINDOW (fixture->window), NULL);

  app_fixture_watch (fixture, rules);
  g_assert_true (wait_in_view (rules, "S1"));
  g_assert_false (arriero_rules_window_is_rule_in_view (rules, "Z7"));
  g_assert_null (arriero_rules_window_get_selected (rules));

  g_assert_true (arriero_rules_window_show_rule (rules, "Z7"));
  g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "Z7");
  g_assert_true (wait_in_view (rules, "Z7"));
  g_assert_false (arriero_rules_window_is_rule_in_view (rules, "S1"));

  arriero_rules_window_search (rules, "harvest");
  g_assert_false (shows (rules, "T3"));
  g_assert_true (arriero_rules_window_show_rule (rules, "T3"));
  g_assert_true (shows (rules, "T3"));
  g_assert_true (shows (rules, "S1"));
  g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "T3");
  g_assert_true (wait_in_view (rules, "T3"));

  g_assert_false (arriero_rules_window_show_rule (rules, "Q9"));
  g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "T3");

  /* through the window's action, as a Why? button does */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-rule", "s", "M5");
  g_assert_true (arriero_rules_window_find (GTK_WINDOW (fixture->window)) == rules);
  g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, "M5");
  g_assert_true (wait_in_view (rules, "M5"));
}

/* The visible buttons below @root whose action is "win.show-rule", in
 * the order they are shown */
static void
collect_why (GtkWidget *root,
             GPtrArray *buttons)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (GTK_IS_BUTTON (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), "win.show-rule") == 0)
        g_ptr_array_add (buttons, child);
      else
        collect_why (child, buttons);
    }
}

static GPtrArray *
find_why (GtkWidget *root)
{
  GPtrArray *buttons = g_ptr_array_new ();

  collect_why (root, buttons);
  return buttons;
}

static char *
why_target (GtkWidget *button)
{
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  return target != NULL ? g_variant_dup_string (target, NULL) : NULL;
}

/* Clicks the Why? @button of @window: its Rules window opens (watched by
 * the fixture) at @rule, selected and scrolled into view */
static void
follow_why (AppFixture *fixture,
            GtkWindow  *window,
            GtkWidget  *button,
            const char *rule)
{
  ArrieroRulesWindow *rules;

  g_signal_emit_by_name (button, "clicked");
  settle ();
  rules = arriero_rules_window_find (window);
  g_assert_nonnull (rules);
  app_fixture_watch (fixture, rules);
  g_assert_cmpstr (arriero_rules_window_get_selected (rules), ==, rule);
  g_assert_true (wait_in_view (rules, rule));
}

/* The turn panel says why this mule moves (T1), and a refused move's
 * Why? opens the rule that refused it */
static void
test_why (AppFixture   *fixture,
          gconstpointer data)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  ArrieroTurnPanel *panel = get_panel (window);
  ArrieroSession *session = arriero_window_get_session (window);
  AlpGame *game = arriero_window_get_game (window);
  g_autoptr(GArray) choices = NULL;
  g_autoptr(GArray) legal_choices = NULL;
  const AlpChoice *refused = NULL;
  g_autoptr(GPtrArray) whys = NULL;
  g_autoptr(GPtrArray) refused_whys = NULL;
  g_autoptr(GPtrArray) no_whys = NULL;
  GtkWidget *why;
  g_autofree char *turn_rule = NULL;
  g_autofree char *refusal_rule = NULL;

  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
  settle ();

  /* before any refusal: the only Why? is the turn's, at T1 */
  whys = find_why (GTK_WIDGET (panel));
  g_assert_cmpuint (whys->len, ==, 1);
  why = whys->pdata[0];
  turn_rule = why_target (why);
  g_assert_cmpstr (turn_rule, ==, "T1");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (why))),
                            "furthest back"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (why))),
                            alp_game_get_mule_name (game, alp_game_get_current (game))));

  /* a refused choice's row names its rule and opens it, as a Why? does
   * (the window is watched once the refusal's Why? opens it again) */
  {
    GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel),
                                                                 ARRIERO_TYPE_TURN_PANEL,
                                                                 "choices_list"));
    GtkWidget *refused_row = NULL;
    g_autofree char *target = NULL;

    /* the mule's destinations are taken on the track: the list holds
     * only the refused ones, each reason once, and no "Show more" */
    for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      if (gtk_widget_get_visible (row))
        {
          g_assert_true (gtk_widget_has_css_class (row, "refused"));
          if (refused_row == NULL)
            refused_row = row;
        }
    g_assert_nonnull (refused_row);
    g_assert_true (gtk_widget_get_sensitive (refused_row));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (refused_row)), ==, "win.show-rule");
    target = why_target (refused_row);
    g_assert_nonnull (target);
    g_assert_nonnull (strstr (gtk_label_get_text (g_object_get_data (G_OBJECT (refused_row), "subtitle")),
                              target));

    g_signal_emit_by_name (refused_row, "activate");
    settle ();
    g_assert_nonnull (arriero_rules_window_find (GTK_WINDOW (window)));
    g_assert_cmpstr (arriero_rules_window_get_selected (arriero_rules_window_find (GTK_WINDOW (window))), ==,
                     target);
  }

  /* a move the rules forbid */
  choices = alp_game_list_choices (game, ALP_ACTION_MOVE);
  for (guint i = 0; i < choices->len && refused == NULL; i++)
    if (!g_array_index (choices, AlpChoice, i).legal && g_array_index (choices, AlpChoice, i).rule != NULL)
      refused = &g_array_index (choices, AlpChoice, i);
  g_assert_nonnull (refused);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                              (guint) refused->action.space, (guint) refused->action.spot);
  g_assert_cmpstr (arriero_session_get_refusal (session), ==, refused->reason);
  g_assert_cmpstr (arriero_session_get_refusal_rule (session), ==, refused->rule);
  settle ();

  /* the refusal's Why? comes after the turn's, under the message */
  refused_whys = find_why (GTK_WIDGET (panel));
  g_assert_cmpuint (refused_whys->len, ==, 2);
  why = refused_whys->pdata[1];
  refusal_rule = why_target (why);
  g_assert_cmpstr (refusal_rule, ==, refused->rule);

  follow_why (fixture, GTK_WINDOW (window), why, refused->rule);

  /* a legal move: the refusal and its Why? go */
  legal_choices = alp_game_list_choices (game, ALP_ACTION_MOVE);
  for (guint i = 0; i < legal_choices->len; i++)
    if (g_array_index (legal_choices, AlpChoice, i).legal)
      {
        gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)",
                                    (guint) g_array_index (legal_choices, AlpChoice, i).action.space,
                                    (guint) g_array_index (legal_choices, AlpChoice, i).action.spot);
        break;
      }
  settle ();
  g_assert_null (arriero_session_get_refusal (session));
  g_assert_null (arriero_session_get_refusal_rule (session));
  g_assert_null (arriero_turn_panel_get_message (panel));
  /* after the move the turn's line is gone too: no Why? at all */
  no_whys = find_why (GTK_WIDGET (panel));
  g_assert_cmpuint (no_whys->len, ==, 0);
}

/* With Zara the line says she moves as the mule furthest back (T1) */
static void
test_why_zara (AppFixture   *fixture,
               gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  ArrieroWindow *window = fixture->window;
  AlpGame *game;
  g_autoptr(GPtrArray) whys = NULL;
  g_autofree char *rule = NULL;
  const char *line;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_nonnull (game);
  for (guint i = 0; i < 400 && alp_game_get_phase (game) != ALP_PHASE_ZARA_ROLL; i++)
    alp_playout_run (game, rand, 1, NULL, NULL);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_ROLL);
  g_assert_true (alp_game_is_zara (game, alp_game_get_current (game)));
  settle ();

  whys = find_why (GTK_WIDGET (get_panel (window)));
  g_assert_cmpuint (whys->len, ==, 1);
  rule = why_target (whys->pdata[0]);
  g_assert_cmpstr (rule, ==, "T1");
  line = gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (whys->pdata[0])));
  g_assert_true (g_str_has_prefix (line, alp_game_get_mule_name (game, alp_game_get_current (game))));
  g_assert_nonnull (strstr (line, "her mule is the furthest back"));
}

/* The AdwActionRow below @root titled @title */
static GtkWidget *
find_action_row (GtkWidget  *root,
                 const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (ADW_IS_ACTION_ROW (child) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      if ((found = find_action_row (child, title)) != NULL)
        return found;
    }
  return NULL;
}

/* A saved game the rules refuse to replay is listed with a Why? at the
 * rule that refused its event (T2: the turn ended before the move) */
static void
test_why_saved_game (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "games",
                                                   "end-turn-before-moving.json", NULL);
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autofree char *path = g_build_filename (dir, "refused.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) whys = NULL;
  g_autofree char *rule = NULL;
  ArrieroWindow *window;
  GtkWidget *row;
  gsize length;

  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, length, NULL));

  window = app_fixture_open_window (fixture);
  row = find_action_row (GTK_WIDGET (window), "refused.json");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "rule T2"));
  whys = find_why (row);
  g_assert_cmpuint (whys->len, ==, 1);
  rule = why_target (whys->pdata[0]);
  g_assert_cmpstr (rule, ==, "T2");

  follow_why (fixture, GTK_WINDOW (window), whys->pdata[0], "T2");

  close_window (window);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* Opening such a game says why in a toast, with a Why? at its rule */
static void
test_why_toast (AppFixture   *fixture,
                gconstpointer data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "games",
                                                   "end-turn-before-moving.json", NULL);
  ArrieroWindow *window = fixture->window;
  g_autoptr(GPtrArray) whys = NULL;
  g_autofree char *rule = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", source);
  for (guint i = 0; i < 300; i++)
    {
      g_clear_pointer (&whys, g_ptr_array_unref);
      whys = find_why (GTK_WIDGET (window));
      if (whys->len > 0)
        break;
      spin (10);
    }
  g_assert_cmpuint (whys->len, ==, 1);
  rule = why_target (whys->pdata[0]);
  g_assert_cmpstr (rule, ==, "T2");
  g_assert_cmpstr (gtk_button_get_label (whys->pdata[0]), ==, "Why?");

  follow_why (fixture, GTK_WINDOW (window), whys->pdata[0], "T2");
  /* let the toast go before the window does (libadwaita 1.2) */
  spin (5000);
}

/* The window's text is the docs file itself, in the language asked for */
static void
test_resource_is_docs (AppFixture   *fixture,
                       gconstpointer data)
{
  static const char * const files[][2] = {
    { "/io/github/arriero/Arriero/rules/rules.md", "rules.md" },
    { "/io/github/arriero/Arriero/rules/rules.de.md", "rules.de.md" },
  };
  g_autoptr(ArrieroRulesText) de = arriero_rules_text_load ("de", NULL);
  g_autoptr(ArrieroRulesText) en = arriero_rules_text_load (NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GBytes) bytes = g_resources_lookup_data (files[i][0], 0, NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "docs", files[i][1], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_nonnull (bytes);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), contents, length);
    }

  /* the tests run with LANGUAGE empty under C.UTF-8: English */
  g_assert_cmpstr (arriero_rules_text_pick_language (), ==, "en");
  g_assert_cmpstr (arriero_rules_text_get_section (en, 0)->title, ==, "Setup");
  g_assert_cmpstr (arriero_rules_text_get_section (de, 0)->title, ==, "Aufbau");

  {
    ArrieroRulesWindow *rules = arriero_rules_window_new ("de");

    app_fixture_watch (fixture, rules);
    gtk_window_present (GTK_WINDOW (rules));
    arriero_rules_window_search (rules, "Maultier");
    g_assert_true (shows (rules, "T1"));
    gtk_window_destroy (GTK_WINDOW (rules));
  }
}

/* The game in @window's session: @edition's, drawn from @rand, with @options */
static AlpGame *
set_game_with_options (ArrieroWindow *window,
                       AlpEdition    *edition,
                       GRand         *rand,
                       guint32        options)
{
  g_autoptr(AlpSetup) setup = random_setup (edition, 3, rand);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;

  setup->options = options;
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  arriero_session_set_game (arriero_window_get_session (window), game, NULL);
  settle ();

  return arriero_window_get_game (window);
}

/* Next to a rule a table option reads: the option's label and whether it
 * is on in the open game, or its default when no game is open; the
 * window follows the game its owner opens */
static void
test_options (AppFixture   *fixture,
              gconstpointer data)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  const AlpRuleOption *n2 = alp_rule_option_find (ALP_OPTION_NORIAS_DURING_ACTION);
  const AlpRuleOption *e1 = alp_rule_option_find (ALP_OPTION_END_ACTIONS_FIXED_ORDER);
  g_autofree char *n2_on = g_strdup_printf ("Table option “%s”: on in this game", n2->label);
  g_autofree char *n2_off = g_strdup_printf ("Table option “%s”: off in this game", n2->label);
  g_autofree char *e1_on = g_strdup_printf ("Table option “%s”: on in this game", e1->label);
  g_autofree char *e1_off = g_strdup_printf ("Table option “%s”: off in this game", e1->label);
  g_autofree char *text = NULL;
  ArrieroRulesWindow *rules;
  guint n_a10 = 0;

  /* no game: the defaults (N2 on, E1 off) */
  g_assert_null (arriero_window_get_game (fixture->window));
  rules = arriero_rules_window_present (GTK_WINDOW (fixture->window), NULL);
  app_fixture_watch (fixture, rules);
  settle ();
  text = arriero_rules_window_get_option_text (rules, "N2");
  g_assert_cmpstr (text, ==, "Table option “Spend norias during the receiving action”: on by default");
  g_clear_pointer (&text, g_free);
  text = arriero_rules_window_get_option_text (rules, "E1");
  g_assert_cmpstr (text, ==, "Table option “End actions in a fixed order”: off by default");
  g_clear_pointer (&text, g_free);
  /* a rule no option reads has no such line */
  g_assert_null (arriero_rules_window_get_option_text (rules, "T3"));
  /* A10 has three options: a line each */
  text = arriero_rules_window_get_option_text (rules, "A10");
  for (const char *p = text; p != NULL; p = strchr (p + 1, '\n'))
    n_a10++;
  g_assert_cmpuint (n_a10, ==, 3);
  g_clear_pointer (&text, g_free);


  /* a game with N2 off and E1 on, opened while the window is open */
  set_game_with_options (fixture->window, edition, rand, ALP_OPTION_END_ACTIONS_FIXED_ORDER);
  text = arriero_rules_window_get_option_text (rules, "N2");
  g_assert_cmpstr (text, ==, n2_off);
  g_clear_pointer (&text, g_free);
  text = arriero_rules_window_get_option_text (rules, "E1");
  g_assert_cmpstr (text, ==, e1_on);
  g_clear_pointer (&text, g_free);


  /* the other way round, in a new window that opens its Rules window on it */
  app_fixture_open_window (fixture);
  set_game_with_options (fixture->window, edition, rand, ALP_OPTION_NORIAS_DURING_ACTION);
  g_assert_null (arriero_rules_window_find (GTK_WINDOW (fixture->window)));
  rules = arriero_rules_window_present (GTK_WINDOW (fixture->window), "N2");
  app_fixture_watch (fixture, rules);
  settle ();
  text = arriero_rules_window_get_option_text (rules, "N2");
  g_assert_cmpstr (text, ==, n2_on);
  g_clear_pointer (&text, g_free);
  text = arriero_rules_window_get_option_text (rules, "E1");
  g_assert_cmpstr (text, ==, e1_off);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/ui/rules/f1", test_f1);
  APP_TEST_ADD ("/ui/rules/search", test_search);
  APP_TEST_ADD ("/ui/rules/show-rule", test_show_rule);
  APP_TEST_ADD ("/ui/rules/why", test_why);
  APP_TEST_ADD ("/ui/rules/why-zara", test_why_zara);
  APP_TEST_ADD_NO_WINDOW ("/ui/rules/why-saved-game", test_why_saved_game);
  APP_TEST_ADD ("/ui/rules/why-toast", test_why_toast);
  APP_TEST_ADD ("/ui/rules/resource-is-docs", test_resource_is_docs);
  APP_TEST_ADD ("/ui/rules/options", test_options);

  return g_test_run ();
}
