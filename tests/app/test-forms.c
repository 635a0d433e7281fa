/* test-forms.c: each question form gives back the value it was given
 *
 * One made-up value per form class (and per parameter that changes the
 * value's shape): set_value() then get_value() must give the same JSON,
 * the form's empty state must not already be that value (so the test
 * could fail), and an edit of one of its inputs emits ::changed.  The
 * forms sit in a real window under Xvfb, as in a question; each case has
 * the UI fixture (a data folder of its own), and every form and window it
 * makes must be finalized at its end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-test-app.h"
#include "arriero-test-form-entry.h"
#include "arriero-bonuses-form.h"
#include "arriero-canal-form.h"
#include "arriero-drawing.h"
#include "arriero-card-form.h"
#include "arriero-fields-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-goal-card-form.h"
#include "arriero-goal-spots-form.h"
#include "arriero-icons-form.h"
#include "arriero-number-form.h"
#include "arriero-segment-shape-form.h"
#include "arriero-side-form.h"
#include "arriero-tokens-form.h"

typedef struct
{
  const char  *name;
  GtkWidget *(*make) (void);
  const char  *value;   /* JSON */
  const char  *input;   /* an input of the form, to edit */
} FormCase;

static GtkWidget *
make_space_icons (void)
{
  return arriero_icons_form_new (ARRIERO_ALL_ICONS, NULL);
}

static GtkWidget *
make_award_icons (void)
{
  return arriero_icons_form_new (ARRIERO_AWARD_ICONS, NULL);
}

static GtkWidget *
make_goal_reward (void)
{
  return arriero_icons_form_new (ARRIERO_REWARD_ICONS, "reward");
}

static GtkWidget *
make_go_shape (void)
{
  GtkWidget *form = arriero_segment_shape_form_new ();

  arriero_segment_shape_form_set_segment_kind (ARRIERO_SEGMENT_SHAPE_FORM (form), ALP_SEGMENT_GO);
  return form;
}

static GtkWidget *
make_end_shape (void)
{
  GtkWidget *form = arriero_segment_shape_form_new ();

  arriero_segment_shape_form_set_segment_kind (ARRIERO_SEGMENT_SHAPE_FORM (form), ALP_SEGMENT_END);
  return form;
}

static GtkWidget *
make_tokens (void)
{
  return arriero_tokens_form_new (FALSE);
}

static GtkWidget *
make_removed (void)
{
  return arriero_tokens_form_new (TRUE);
}

static GtkWidget *
make_number (void)
{
  return arriero_number_form_new ("Dirhams", 0, 99, 0, NULL);
}

static GtkWidget *
make_start (void)
{
  return arriero_number_form_new ("Dirhams", 0, 99, 0, "dirhams");
}

static GtkWidget *
make_market_side (void)
{
  return arriero_side_form_new (ALP_SEGMENT_MARKET, ALP_SIDE_TWO_THREE_PLAYER);
}

static GtkWidget *
make_end_side (void)
{
  return arriero_side_form_new (ALP_SEGMENT_END, ALP_SIDE_FOUR_PLAYER);
}

static GtkWidget *
make_go_side (void)
{
  return arriero_side_form_new (ALP_SEGMENT_GO, ALP_SIDE_FOUR_PLAYER);
}

static GtkWidget *
make_face_up_card (void)
{
  return arriero_card_form_new_face_up (FALSE);
}

static GtkWidget *
make_face_up_compact_card (void)
{
  return arriero_card_form_new_face_up (TRUE);
}

static const FormCase cases[] = {
  { "icons", make_space_icons, "[\"add-farmer\", \"irrigate\", \"irrigate\", \"dirham\"]", "icon-add-goal" },
  { "award-icons", make_award_icons, "[\"fruit\", \"dirham\"]", "icon-add-noria" },
  { "goal-reward", make_goal_reward, "{\"reward\": [\"noria\", \"dirham\", \"dirham\"]}", "icon-add-dirham" },
  { "card", arriero_card_form_new,
    "{\"front\": [\"apple\", \"apple\", \"lemon\"], \"value\": 7,"
    " \"back\": {\"fruit\": \"grape\", \"arrow\": \"down\"}}", "arrow-up" },
  { "card-face-up", make_face_up_card, "{\"front\": [\"grape\", \"cherry\"], \"value\": 4}", "value" },
  { "card-face-up-compact", make_face_up_compact_card,
    "{\"front\": [\"orange\", \"orange\", \"orange\"], \"value\": 5}", "value" },
  { "tokens", make_tokens, "{\"counts\": [1, 2, 3, 4, 5], \"removed_two_three\": 3}", "count-4" },
  { "removed", make_removed, "4", "removed" },
  { "bonuses", arriero_bonuses_form_new, "[0, 1, 2, 3, 5]", "bonus-0" },
  { "number", make_number, "7", "number" },
  { "start", make_start, "{\"dirhams\": 12}", "number" },
  { "fields", arriero_fields_form_new, "{\"fields\": [\"grape\", \"orange\", \"orange\"]}", "fruit-add-lemon" },
  { "market-side", make_market_side,
    "{\"spaces\": [{\"kind\": \"standard\", \"icons\": [\"irrigate\"]},"
    " {\"kind\": \"market\", \"spots\": [{\"icons\": [\"dirham\"]}, {\"icons\": []}]},"
    " {\"kind\": \"standard\", \"icons\": []},"
    " {\"kind\": \"standard\", \"icons\": [\"noria\", \"goal\"]}]}", "space-0-kind" },
  { "end-side", make_end_side,
    "{\"spaces\": [{\"kind\": \"standard\", \"icons\": [\"move-farmer\"]},"
    " {\"kind\": \"end\", \"spots\": [{\"value\": 5, \"four_player_only\": false},"
    " {\"four_player_only\": true}]}]}", "spaces" },
  { "go-side", make_go_side,
    "{\"spaces\": [{\"kind\": \"go\", \"spots\": 3}, {\"kind\": \"standard\", \"icons\": [\"fruit\"]}]}",
    "space-0-spots" },
  { "goal-card", arriero_goal_card_form_new,
    "{\"sides\": [\"two-pairs\", \"farmer-four-villages\"],"
    " \"spots\": [{\"reward\": [\"dirham\"]}, {\"reward\": [\"noria\", \"noria\"]}]}", "goal-b" },
  { "goal-card-one-side", arriero_goal_card_form_new,
    "{\"sides\": [\"two-pairs\", null], \"spots\": [{\"reward\": [\"dirham\"]}]}", "goal-b" },
  { "goal-spots", arriero_goal_spots_form_new,
    "[{\"reward\": [\"dirham\", \"dirham\", \"dirham\"]}, {\"reward\": [\"dirham\", \"noria\"]},"
    " {\"reward\": [\"noria\"]}]", "spot-1-norias" },
  { "segment-shape", arriero_segment_shape_form_new,
    "{\"spaces\": [{\"kind\": \"standard\"}, {\"kind\": \"market\", \"spots\": [{}, {}]},"
    " {\"kind\": \"standard\"}]}", "space-1-spots" },
  { "go-shape", make_go_shape,
    "{\"spaces\": [{\"kind\": \"go\", \"spots\": 3}, {\"kind\": \"standard\"}]}", "space-0-spots" },
  { "end-shape", make_end_shape,
    "{\"spaces\": [{\"kind\": \"standard\"}, {\"kind\": \"end\", \"spots\": [{}, {}, {\"four_player_only\": true}]}]}",
    "space-1-spots" },
  { "canal", arriero_canal_form_new,
    "{\"channels\": [{\"id\": \"a\", \"shape\": \"t\", \"start\": true, \"dirhams\": 1, \"norias\": 0,"
    " \"leads_to\": \"red\", \"neighbours\": [\"b\"]},"
    " {\"id\": \"b\", \"shape\": \"straight\", \"start\": false, \"dirhams\": 0, \"norias\": 2,"
    " \"neighbours\": [\"a\", \"c\"]}]}", "channels" },
};

static void
changed_cb (ArrieroForm *form,
            guint       *n_changed)
{
  (*n_changed)++;
}

/* Changes the input named @name, whatever it is */
static void
edit_input (GtkWidget  *form,
            const char *name)
{
  GtkWidget *input = arriero_form_find_named (form, name);

  g_assert_nonnull (input);
  if (GTK_IS_DROP_DOWN (input))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (input), gtk_drop_down_get_selected (GTK_DROP_DOWN (input)) == 0);
  else if (GTK_IS_SWITCH (input))
    gtk_switch_set_active (GTK_SWITCH (input), !gtk_switch_get_active (GTK_SWITCH (input)));
  else if (GTK_IS_TOGGLE_BUTTON (input))
    {
      g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (input)));
      g_signal_emit_by_name (input, "clicked");
    }
  else if (GTK_IS_BUTTON (input))
    g_signal_emit_by_name (input, "clicked");
  else if (GTK_IS_SPIN_BUTTON (input))
    {
      GtkSpinButton *spin = GTK_SPIN_BUTTON (input);
      double min, max;

      gtk_spin_button_get_range (spin, &min, &max);
      gtk_spin_button_set_value (spin, gtk_spin_button_get_value (spin) < max ? gtk_spin_button_get_value (spin) + 1 : min);
    }
  else
    g_assert_not_reached ();
}

static void
test_round_trip (AppFixture   *fixture,
                 gconstpointer data)
{
  const FormCase *form_case = data;
  g_autoptr(JsonNode) value = parse_json (form_case->value);
  GtkWidget *window = app_fixture_watch (fixture, adw_window_new ());
  GtkWidget *form = app_fixture_watch (fixture, form_case->make ());
  g_autoptr(JsonNode) empty = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autoptr(JsonNode) edited = NULL;
  g_autofree char *text = NULL;
  guint n_changed = 0;
  g_assert_true (ARRIERO_IS_FORM (form));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  /* as the question holds its form */
  g_assert_nonnull (value);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 420);
  adw_clamp_set_child (ADW_CLAMP (clamp), form);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 640);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_window_set_default_size (GTK_WINDOW (window), 460, -1);
  adw_window_set_content (ADW_WINDOW (window), scrolled);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* the empty state is some other value, so giving it back means something */
  empty = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_nonnull (empty);
  g_assert_false (json_node_equal (empty, value));

  arriero_form_set_value (ARRIERO_FORM (form), value);
  settle ();
  again = arriero_form_get_value (ARRIERO_FORM (form));
  text = json_to_string (again, FALSE);
  g_test_message ("%s gives back %s", form_case->name, text);
  g_assert_true (json_node_equal (again, value));

  /* an edit of an input is a change of the value, and says so */
  g_signal_connect (form, "changed", G_CALLBACK (changed_cb), &n_changed);
  edit_input (form, form_case->input);
  g_assert_cmpuint (n_changed, >, 0);
  edited = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_false (json_node_equal (edited, value));
  /* the fixture closes the window, and both must go */
}

/* The test library's arriero_test_form_enter() fills a fresh form with
 * the case's value through its widgets (it asserts that the form then
 * gives it), takes at least one interaction to do so, and none once the
 * form shows the value */
static void
test_enter (AppFixture   *fixture,
            gconstpointer data)
{
  const FormCase *form_case = data;
  g_autoptr(JsonNode) value = parse_json (form_case->value);
  GtkWidget *form = g_object_ref_sink (form_case->make ());
  guint n;

  n = arriero_test_form_enter (ARRIERO_FORM (form), value);
  g_test_message ("%s: %u interactions", form_case->name, n);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (arriero_test_form_enter (ARRIERO_FORM (form), value), ==, 0);
  g_assert_true (arriero_test_find_form (form) == ARRIERO_FORM (form));

  g_assert_finalize_object (form);
}

/* A form shown in a window of its own, as a question shows it */
static GtkWidget *
show_form (AppFixture *fixture,
           GtkWidget  *form)
{
  GtkWidget *window = app_fixture_watch (fixture, adw_window_new ());

  app_fixture_watch (fixture, form);
  gtk_window_set_default_size (GTK_WINDOW (window), 380, -1);
  adw_window_set_content (ADW_WINDOW (window), form);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  return form;
}

/* A click on a palette icon adds exactly one, and says so; a click on a
 * placed icon removes it; each button names its icon in words; a palette
 * icon placed five times can be placed no more */
static void
test_palette_clicks (AppFixture   *fixture,
                     gconstpointer data)
{
  GtkWidget *form = show_form (fixture, make_space_icons ());
  GtkWidget *add = arriero_form_find_named (form, "icon-add-add-farmer-green");
  g_autoptr(JsonNode) one = parse_json ("[\"add-farmer-green\"]");
  g_autoptr(JsonNode) two = parse_json ("[\"add-farmer-green\", \"dirham\"]");
  g_autoptr(JsonNode) value = NULL;
  GtkWidget *placed;
  guint n_changed = 0;

  g_assert_true (GTK_IS_BUTTON (add));
  g_assert_true (gtk_widget_get_focusable (add));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (add), "green farmland"));
  g_signal_connect (form, "changed", G_CALLBACK (changed_cb), &n_changed);

  g_signal_emit_by_name (add, "clicked");
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (arriero_test_count_named (form, "icon-placed-add-farmer-green"), ==, 1);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, one));
  g_clear_pointer (&value, json_node_unref);

  g_signal_emit_by_name (arriero_form_find_named (form, "icon-add-dirham"), "clicked");
  g_assert_cmpuint (n_changed, ==, 2);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, two));
  g_clear_pointer (&value, json_node_unref);

  /* the placed icon, focused as by Tab, goes with a click (or Enter), and
   * the focus stays in the row of placed icons */
  placed = arriero_form_find_named (form, "icon-placed-dirham");
  g_assert_true (GTK_IS_BUTTON (placed));
  g_assert_true (gtk_widget_get_focusable (placed));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (placed), arriero_icon_words (ALP_ICON_DIRHAM)));
  g_assert_true (gtk_widget_grab_focus (placed));
  g_signal_emit_by_name (placed, "clicked");
  g_assert_cmpuint (n_changed, ==, 3);
  g_assert_null (arriero_form_find_named (form, "icon-placed-dirham"));
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, one));
  g_clear_pointer (&value, json_node_unref);
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (form)) ==
                 arriero_form_find_named (form, "icon-placed-add-farmer-green"));

  /* Enter (or Space) on a focused palette button activates it: one more */
  g_assert_true (gtk_widget_grab_focus (add));
  g_assert_true (gtk_widget_activate (add));
  for (guint waited = 0; waited < 2000 && arriero_test_count_named (form, "icon-placed-add-farmer-green") < 2; waited += 50)
    spin (50);
  g_assert_cmpuint (arriero_test_count_named (form, "icon-placed-add-farmer-green"), ==, 2);
  g_assert_cmpuint (n_changed, ==, 4);

  for (guint i = 0; i < 3; i++)
    g_signal_emit_by_name (add, "clicked");
  g_assert_cmpuint (arriero_test_count_named (form, "icon-placed-add-farmer-green"), ==, 5);
  g_assert_false (gtk_widget_get_sensitive (add));
  g_assert_true (gtk_widget_get_sensitive (arriero_form_find_named (form, "icon-add-dirham")));
}

/* A typical answer is a few clicks: a space of 4 icons takes at most 5
 * interactions, a card of 3 fruits with its value and back at most 8 */
static void
test_interactions (AppFixture   *fixture,
                   gconstpointer data)
{
  g_autoptr(JsonNode) space = parse_json ("[\"add-farmer-green\", \"irrigate\", \"dirham\", \"dirham\"]");
  g_autoptr(JsonNode) card = parse_json ("{\"front\": [\"apple\", \"cherry\", \"lemon\"], \"value\": 6,"
                                         " \"back\": {\"fruit\": \"grape\", \"arrow\": \"down\"}}");
  g_autoptr(JsonNode) fields = parse_json ("{\"fields\": [\"grape\", \"grape\", \"orange\"]}");
  GtkWidget *form;
  guint n;

  form = show_form (fixture, make_space_icons ());
  n = arriero_test_form_enter (ARRIERO_FORM (form), space);
  g_test_message ("a space of 4 icons: %u interactions", n);
  g_assert_cmpuint (n, <=, 5);

  form = show_form (fixture, arriero_card_form_new ());
  n = arriero_test_form_enter (ARRIERO_FORM (form), card);
  g_test_message ("a card of 3 fruits: %u interactions", n);
  g_assert_cmpuint (n, <=, 8);

  form = show_form (fixture, arriero_fields_form_new ());
  n = arriero_test_form_enter (ARRIERO_FORM (form), fields);
  g_test_message ("a farmland of 3 fields: %u interactions", n);
  g_assert_cmpuint (n, <=, 3);
}

/* The form's natural height at 380 px wide, laid out in a window */
static int
height_at_380 (AppFixture *fixture,
               GtkWidget  *form,
               const char *what)
{
  int minimum, natural;

  show_form (fixture, form);
  gtk_widget_measure (form, GTK_ORIENTATION_VERTICAL, 380, &minimum, &natural, NULL, NULL);
  g_test_message ("%s: %d px high at 380 px", what, natural);

  return natural;
}

static void
expand_all (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_EXPANDER_ROW (child))
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (child), TRUE);
      expand_all (child);
    }
}

/* A single space fits a 380 px wide dialog without scrolling: a space of
 * 4 icons, and a harvest space of 3 spots with 3 icons each */
static void
test_size (AppFixture   *fixture,
           gconstpointer data)
{
  g_autoptr(JsonNode) space = parse_json ("[\"add-farmer-green\", \"irrigate\", \"dirham\", \"dirham\"]");
  g_autoptr(JsonNode) harvest = parse_json ("{\"spaces\": [{\"kind\": \"harvest\", \"spots\": ["
                                            "{\"icons\": [\"fruit\", \"fruit\", \"dirham\"]},"
                                            " {\"icons\": [\"add-farmer\", \"noria\", \"goal\"]},"
                                            " {\"icons\": [\"move-farmer\", \"irrigate\", \"irrigate\"]}]}]}");
  g_autoptr(JsonNode) value = NULL;
  GtkWidget *form;

  form = make_space_icons ();
  arriero_form_set_value (ARRIERO_FORM (form), space);
  g_assert_cmpint (height_at_380 (fixture, form, "a space of 4 icons"), <, 600);

  form = arriero_side_form_new (ALP_SEGMENT_HARVEST, ALP_SIDE_TWO_THREE_PLAYER);
  arriero_form_set_value (ARRIERO_FORM (form), harvest);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, harvest));
  expand_all (form);
  g_assert_cmpint (height_at_380 (fixture, form, "a harvest space of 3 spots, 3 icons each"), <, 600);
}

/* Nothing known yet shows the empty state, and a second set_value()
 * replaces the first one whole */
static void
test_set_twice (AppFixture   *fixture,
                gconstpointer data)
{
  g_autoptr(JsonNode) first = parse_json ("[\"goal\", \"goal\", \"fruit\"]");
  g_autoptr(JsonNode) second = parse_json ("[\"noria\"]");
  g_autoptr(JsonNode) value = NULL;
  GtkWidget *form = g_object_ref_sink (make_space_icons ());

  arriero_form_set_value (ARRIERO_FORM (form), first);
  arriero_form_set_value (ARRIERO_FORM (form), second);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, second));
  g_clear_pointer (&value, json_node_unref);

  arriero_form_set_value (ARRIERO_FORM (form), NULL);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (value)), ==, 0);

  g_assert_finalize_object (form);
}

/* A card lying face up: the form asks for its front and value only, is
 * complete with them, gives no back (not even one it was set to), takes
 * two interactions fewer than the form with the back, and is lower */
static void
test_card_face_up (AppFixture   *fixture,
                   gconstpointer data)
{
  g_autoptr(JsonNode) card = parse_json ("{\"front\": [\"apple\", \"cherry\", \"lemon\"], \"value\": 6,"
                                         " \"back\": {\"fruit\": \"grape\", \"arrow\": \"down\"}}");
  g_autoptr(JsonNode) value = NULL;
  g_autofree char *reason = NULL;
  GtkWidget *face_up = arriero_card_form_new_face_up (FALSE);
  GtkWidget *with_back = arriero_card_form_new ();
  guint n_face_up, n_with_back;
  int high_face_up, high_with_back;

  /* shown as a question shows it, each still empty */
  high_face_up = height_at_380 (fixture, face_up, "a card face up");
  high_with_back = height_at_380 (fixture, with_back, "a card with its back");
  g_assert_cmpint (high_face_up, <, high_with_back);
  g_assert_cmpint (high_face_up, <, 600);

  for (const char * const *name = (const char * const[]) { "back-fruit-apple", "back-fruit-grape",
                                                           "arrow-up", "arrow-down", NULL };
       *name != NULL; name++)
    g_assert_null (arriero_form_find_named (face_up, *name));
  g_assert_nonnull (arriero_form_find_named (face_up, "value"));

  /* nothing on the front yet: not complete, and the table is told why */
  g_assert_false (arriero_form_is_complete (ARRIERO_FORM (face_up), &reason));
  g_assert_nonnull (reason);
  g_assert_null (strstr (reason, "back"));
  g_clear_pointer (&reason, g_free);

  n_face_up = arriero_test_form_enter (ARRIERO_FORM (face_up), card);
  g_assert_true (arriero_form_is_complete (ARRIERO_FORM (face_up), &reason));
  g_assert_null (reason);
  value = arriero_form_get_value (ARRIERO_FORM (face_up));
  g_assert_false (json_object_has_member (json_node_get_object (value), "back"));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (value), "value"), ==, 6);
  g_clear_pointer (&value, json_node_unref);

  arriero_form_set_value (ARRIERO_FORM (face_up), card);
  value = arriero_form_get_value (ARRIERO_FORM (face_up));
  g_assert_false (json_object_has_member (json_node_get_object (value), "back"));

  g_assert_false (arriero_form_is_complete (ARRIERO_FORM (with_back), NULL));
  n_with_back = arriero_test_form_enter (ARRIERO_FORM (with_back), card);
  g_assert_true (arriero_form_is_complete (ARRIERO_FORM (with_back), NULL));
  g_test_message ("a card of 3 fruits: %u interactions face up, %u with its back", n_face_up, n_with_back);
  g_assert_cmpuint (n_face_up + 2, ==, n_with_back);
}

/* No channel space is no canal map: JSON null, the answer that makes the
 * canal unknown again */
static void
test_no_canal (AppFixture   *fixture,
               gconstpointer data)
{
  const FormCase *canal = &cases[G_N_ELEMENTS (cases) - 1];
  g_autoptr(JsonNode) channels = parse_json (canal->value);
  g_autoptr(JsonNode) none = json_node_new (JSON_NODE_NULL);
  g_autoptr(JsonNode) value = NULL;
  GtkWidget *form = g_object_ref_sink (arriero_canal_form_new ());

  g_assert_cmpstr (canal->name, ==, "canal");
  arriero_form_set_value (ARRIERO_FORM (form), channels);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (JSON_NODE_HOLDS_OBJECT (value));
  g_clear_pointer (&value, json_node_unref);

  arriero_form_set_value (ARRIERO_FORM (form), none);
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (JSON_NODE_HOLDS_NULL (value));
  g_assert_null (arriero_form_find_named (form, "channel-0-id"));

  g_assert_finalize_object (form);
}

static void
click (GtkWidget  *form,
       const char *name)
{
  GtkWidget *widget = arriero_form_find_named (form, name);

  g_assert_nonnull (widget);
  if (GTK_IS_TOGGLE_BUTTON (widget))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (widget), TRUE);
  else
    g_signal_emit_by_name (widget, "clicked");
}

/* The segment-shape form built with its buttons: "+" adds a space at the
 * right end, the toggle group marks it, remove takes it out; the form is
 * complete only with exactly one market or harvest space, says why not in
 * words at the space concerned, and the engine takes its complete answer
 * as the side of a market segment it did not know yet */
static void
test_segment_shape (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions", "partial.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = alp_edition_new_from_file (path, &error);
  g_autoptr(AlpEdition) described = NULL;
  g_autoptr(JsonNode) expected = parse_json ("{\"spaces\": [{\"kind\": \"standard\"},"
                                             " {\"kind\": \"market\", \"spots\": [{}, {}, {}]},"
                                             " {\"kind\": \"standard\"}]}");
  g_autoptr(JsonNode) value = NULL;
  GtkWidget *form = g_object_ref_sink (arriero_segment_shape_form_new ());
  ArrieroSegmentShapeForm *shape = ARRIERO_SEGMENT_SHAPE_FORM (form);
  GtkWidget *problem;
  guint n_changed = 0;

  g_assert_no_error (error);
  g_signal_connect (form, "changed", G_CALLBACK (changed_cb), &n_changed);

  /* nothing yet: not complete, and it says how to start */
  g_assert_false (arriero_segment_shape_form_get_complete (shape));
  g_assert_nonnull (strstr (arriero_segment_shape_form_get_problem (shape), "+"));

  for (guint i = 0; i < 4; i++)
    click (form, "add-space");
  g_assert_cmpuint (n_changed, ==, 4);
  g_assert_nonnull (arriero_form_find_named (form, "space-3-plain"));
  g_assert_null (arriero_form_find_named (form, "space-4-plain"));
  g_assert_false (arriero_segment_shape_form_get_complete (shape));
  g_assert_nonnull (strstr (arriero_segment_shape_form_get_problem (shape), "market"));
  /* a plain space has no spots to count */
  g_assert_false (gtk_widget_get_visible (arriero_form_find_named (form, "space-1-spots")));

  click (form, "space-1-market");
  g_assert_true (arriero_segment_shape_form_get_complete (shape));
  g_assert_null (arriero_segment_shape_form_get_problem (shape));
  g_assert_true (gtk_widget_get_visible (arriero_form_find_named (form, "space-1-spots")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (arriero_form_find_named (form, "space-1-spots")), 3);

  /* a second market or harvest space is refused at that space */
  click (form, "space-2-harvest");
  g_assert_false (arriero_segment_shape_form_get_complete (shape));
  problem = arriero_form_find_named (form, "space-2-problem");
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (problem)), "plain"));
  g_assert_false (gtk_widget_get_visible (arriero_form_find_named (form, "space-1-problem")));

  /* removing it leaves the others in order, the market keeping its spots */
  click (form, "space-2-remove");
  g_assert_null (arriero_form_find_named (form, "space-3-plain"));
  g_assert_true (arriero_segment_shape_form_get_complete (shape));
  value = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (value, expected));

  /* the engine takes the shape for a market segment's unknown side */
  described = alp_edition_with_value (edition, "segments[1].sides.two_three_player", value, &error);
  g_assert_no_error (error);
  g_assert_nonnull (described);

  g_assert_finalize_object (form);

  /* a go segment's form offers its start space only, and only first */
  form = g_object_ref_sink (arriero_segment_shape_form_new ());
  shape = ARRIERO_SEGMENT_SHAPE_FORM (form);
  arriero_segment_shape_form_set_segment_kind (shape, ALP_SEGMENT_GO);
  click (form, "add-space");
  click (form, "add-space");
  g_assert_false (gtk_widget_get_visible (arriero_form_find_named (form, "space-0-market")));
  g_assert_true (gtk_widget_get_visible (arriero_form_find_named (form, "space-0-go")));
  click (form, "space-1-go");
  g_assert_false (arriero_segment_shape_form_get_complete (shape));
  g_assert_true (gtk_widget_get_visible (arriero_form_find_named (form, "space-1-problem")));
  click (form, "space-1-plain");
  click (form, "space-0-go");
  g_assert_true (arriero_segment_shape_form_get_complete (shape));
  g_assert_finalize_object (form);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/app/forms/round-trip/%s", cases[i].name);

      g_test_add (path, AppFixture, &cases[i], app_fixture_set_up_no_window, test_round_trip,
                  app_fixture_tear_down);
      g_free (path);
      path = g_strdup_printf ("/app/forms/enter/%s", cases[i].name);
      g_test_add (path, AppFixture, &cases[i], app_fixture_set_up_no_window, test_enter,
                  app_fixture_tear_down);
    }
  APP_TEST_ADD_NO_WINDOW ("/app/forms/set-twice", test_set_twice);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/no-canal", test_no_canal);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/card/face-up", test_card_face_up);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/segment-shape", test_segment_shape);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/palette/clicks", test_palette_clicks);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/palette/interactions", test_interactions);
  APP_TEST_ADD_NO_WINDOW ("/app/forms/palette/size", test_size);

  return g_test_run ();
}
