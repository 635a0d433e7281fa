/* arriero-test-question.c: answering Arriero's questions about the copy
 * the way a person would, and playing a step, for the GTK tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-error.h"
#include "alp-record.h"
#include "arriero-display-page.h"
#include "arriero-edition-store.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-quick-copy.h"
#include "arriero-segment-shape-form.h"
#include "arriero-setup-assistant.h"
#include "arriero-test-form-entry.h"
#include "arriero-test-question.h"

/* What the set_*() helpers and Save took, as a player's interactions */
static guint interactions;

guint
take_interactions (void)
{
  guint n = interactions;

  interactions = 0;
  return n;
}

AlpEdition *
load_reference (void)
{
  return load_edition ("complete-23p.json");
}

/* The reference copy with nothing known of the standard spaces' icons */
AlpEdition *
load_without_icons (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions",
                                                 "complete-23p.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *segments;
  AlpEdition *edition;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  segments = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "segments");
  for (guint i = 0; i < json_array_get_length (segments); i++)
    {
      JsonObject *sides = json_object_get_object_member (json_array_get_object_element (segments, i), "sides");
      g_autoptr(GList) names = json_object_get_members (sides);

      for (GList *l = names; l != NULL; l = l->next)
        {
          JsonArray *spaces = json_object_get_array_member (json_object_get_object_member (sides, l->data),
                                                            "spaces");

          for (guint j = 0; j < json_array_get_length (spaces); j++)
            {
              JsonObject *space = json_array_get_object_element (spaces, j);

              if (g_str_equal (json_object_get_string_member (space, "kind"), "standard"))
                json_object_remove_member (space, "icons");
            }
        }
    }

  edition = alp_edition_new_from_node (json_parser_get_root (parser), NULL, &error);
  g_assert_no_error (error);

  return edition;
}

ArrieroQuestion *
find_question (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ARRIERO_IS_QUESTION (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

void
set_spin (ArrieroQuestion *question,
          const char      *name,
          gint             value)
{
  GtkWidget *spin = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  /* a number typed in: one entry */
  if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)) != value)
    interactions++;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, value);
}

void
set_drop_down (ArrieroQuestion *question,
               const char      *name,
               guint            index)
{
  GtkWidget *drop_down = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  /* opened, then an item picked */
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down)) != index)
    interactions += 2;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), index);
}

void
set_switch (ArrieroQuestion *question,
            const char      *name,
            gboolean         active)
{
  GtkWidget *toggle = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_SWITCH (toggle));
  if (gtk_switch_get_active (GTK_SWITCH (toggle)) != active)
    interactions++;
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
}

/* Fills the form with @value, as the table reads its copy, through the
 * form's own widgets (arriero-test-form-entry.c), which count the
 * interactions it takes */
void
fill (ArrieroQuestion *question,
      JsonNode        *value)
{
  ArrieroForm *form = arriero_test_find_form (GTK_WIDGET (question));

  g_assert_nonnull (form);
  interactions += arriero_test_form_enter (form, value);
}

ArrieroSetupAssistant *
find_setup_assistant (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ARRIERO_IS_SETUP_ASSISTANT (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

/* The window asking a segment's shape or a goal card as dealt
 * (arriero_quick_copy_ask_shape(), arriero_quick_copy_ask_goal_card()) */
static GtkWindow *
find_shape_window (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (gtk_widget_get_visible (l->data) && arriero_quick_copy_get_path (l->data) != NULL)
      return l->data;

  return NULL;
}

/* A side's shape, as the segment-shape form gives it: each space's kind,
 * a start's spots counted, a market's, harvest's or end's as empty spots */
static JsonNode *
shape_of (JsonNode *side)
{
  JsonArray *spaces = json_object_get_array_member (json_node_get_object (side), "spaces");
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint j = 0; j < json_array_get_length (spaces); j++)
    {
      JsonObject *space = json_array_get_object_element (spaces, j);
      const char *kind = json_object_get_string_member (space, "kind");

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kind);
      if (g_str_equal (kind, "go"))
        {
          json_builder_set_member_name (builder, "spots");
          json_builder_add_int_value (builder, json_object_get_int_member (space, "spots"));
        }
      else if (!g_str_equal (kind, "standard"))
        {
          json_builder_set_member_name (builder, "spots");
          json_builder_begin_array (builder);
          for (guint k = 0; k < json_array_get_length (json_object_get_array_member (space, "spots")); k++)
            {
              JsonObject *spot = json_array_get_object_element (json_object_get_array_member (space, "spots"), k);

              /* an end spot used only with 4 players is part of the shape */
              json_builder_begin_object (builder);
              if (json_object_get_boolean_member_with_default (spot, "four_player_only", FALSE))
                {
                  json_builder_set_member_name (builder, "four_player_only");
                  json_builder_add_boolean_value (builder, TRUE);
                }
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Clicks the button called @name inside @root (a toggle is set), as a
 * player would: one interaction */
void
click_named (GtkWidget  *root,
             const char *name)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_sensitive (widget));
  if (GTK_IS_TOGGLE_BUTTON (widget))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (widget), TRUE);
  else
    g_signal_emit_by_name (widget, "clicked");
  interactions++;
}

/* Enters the shape @truth into the segment-shape form under @root, space
 * by space, as arriero_test_form_enter() does */
static void
enter_shape_by_hand (GtkWidget *root,
                     JsonNode  *truth)
{
  GtkWidget *form = find_child_of_type (root, ARRIERO_TYPE_SEGMENT_SHAPE_FORM);

  g_assert_nonnull (form);
  interactions += arriero_test_form_enter (ARRIERO_FORM (form), truth);
}

/* Enters the shape the segment of @window has in @reference: a picture
 * of a segment the copy describes already when one has that shape, else
 * space by space; then Save */
static void
answer_shape (GtkWindow  *window,
              AlpEdition *reference)
{
  GtkWidget *root = GTK_WIDGET (window);
  const char *path = arriero_quick_copy_get_path (window);
  g_autoptr(JsonNode) side = alp_edition_get_value (reference, path);
  g_autoptr(JsonNode) truth = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(AlpEdition) copy = arriero_edition_store_load (NULL);
  const char *side_name = strrchr (path, '.') + 1;
  GtkWidget *form = find_child_of_type (root, ARRIERO_TYPE_SEGMENT_SHAPE_FORM);
  gboolean picked = FALSE;

  g_assert_nonnull (side);
  g_assert_nonnull (copy);
  truth = shape_of (side);
  for (guint s = 0; s < ALP_N_SEGMENTS && !picked; s++)
    {
      g_autofree char *name = g_strdup_printf ("same-as-%u", s);
      g_autofree char *other_path = g_strdup_printf ("segments[%u].sides.%s", s, side_name);
      g_autoptr(JsonNode) other = alp_edition_get_value (copy, other_path);

      if (arriero_form_find_named (root, name) == NULL || other == NULL)
        continue;
      {
        g_autoptr(JsonNode) other_shape = shape_of (other);

        if (json_node_equal (other_shape, truth))
          {
            click_named (root, name);
            picked = TRUE;
          }
      }
    }

  if (!picked)
    enter_shape_by_hand (root, truth);

  g_assert_nonnull (form);
  entered = arriero_form_get_value (ARRIERO_FORM (form));
  g_assert_true (json_node_equal (entered, truth));
  click_named (root, "save-shape");
}

/* Enters goal card @window asks as it lies in @reference: its goals and
 * how many farmer spots it has; then Save */
static void
answer_goal_card (GtkWindow  *window,
                  AlpEdition *reference)
{
  GtkWidget *root = GTK_WIDGET (window);
  g_autoptr(JsonNode) card = alp_edition_get_value (reference, arriero_quick_copy_get_path (window));
  JsonArray *sides = json_object_get_array_member (json_node_get_object (card), "sides");
  guint n_spots = json_array_get_length (json_object_get_array_member (json_node_get_object (card), "spots"));
  GtkWidget *spots = arriero_form_find_named (root, "spots");

  /* Save waits for both goals */
  g_assert_false (gtk_widget_get_sensitive (arriero_form_find_named (root, "save-shape")));
  for (guint s = 0; s < 2; s++)
    {
      AlpGoal goal;
      g_autofree char *name = NULL;

      g_assert_true (alp_goal_from_string (json_array_get_string_element (sides, s), &goal));
      /* a goal is one click among the goals' words */
      name = g_strdup_printf ("goal-%c-%u", s == 0 ? 'a' : 'b', goal);
      click_named (root, name);
    }
  g_assert_true (GTK_IS_SPIN_BUTTON (spots));
  if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spots)) != (gint) n_spots)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spots), n_spots);
      interactions++;
    }
  click_named (root, "save-shape");
}

/* The segments page of @assistant, when it shows shapes to describe: in
 * the order the segments lie, the table enters each segment's shape as
 * @reference has it, by the "Same as" picture of that shape when the
 * page offers one, else space by space.  Returns: the interactions it
 * took */
guint
enter_segment_shapes (ArrieroSetupAssistant *assistant,
                      AlpEdition            *reference)
{
  GtkWidget *root = GTK_WIDGET (assistant);
  GtkWidget *group = find_named (root, "shapes");
  GtkWidget *players = find_named (root, "players");
  guint before = interactions;
  const char *side;

  if (group == NULL || !gtk_widget_get_mapped (group))
    return 0;
  g_assert_true (GTK_IS_SPIN_BUTTON (players));
  side = alp_side_to_string (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (players)) == 4
                             ? ALP_SIDE_FOUR_PLAYER : ALP_SIDE_TWO_THREE_PLAYER);
  for (guint place = 0; place < ALP_N_SEGMENTS; place++)
    {
      g_autofree char *name = g_strdup_printf ("shape-place-%u", place);
      GtkWidget *box = find_named (root, name);
      GtkWidget *form;
      GtkWidget *flow;
      guint segment;
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) side_node = NULL;
      g_autoptr(JsonNode) truth = NULL;
      g_autoptr(JsonNode) entered = NULL;
      gboolean picked = FALSE;

      if (box == NULL)
        continue;
      /* the pictures follow the forms above once the main loop runs */
      settle ();
      form = find_child_of_type (box, ARRIERO_TYPE_SEGMENT_SHAPE_FORM);
      g_assert_nonnull (form);
      segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (form), "arriero-segment"));
      path = g_strdup_printf ("segments[%u].sides.%s", segment, side);
      side_node = alp_edition_get_value (reference, path);
      g_assert_nonnull (side_node);
      truth = shape_of (side_node);
      entered = arriero_form_get_value (ARRIERO_FORM (form));
      if (json_node_equal (entered, truth))
        continue;

      flow = find_named (box, "same-as");
      g_assert_nonnull (flow);
      for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL && !picked;
           child = gtk_widget_get_next_sibling (child))
        {
          GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
          JsonNode *offered = g_object_get_data (G_OBJECT (button), "arriero-shape");

          if (gtk_widget_is_visible (button) && offered != NULL && json_node_equal (offered, truth))
            {
              click_named (box, gtk_widget_get_name (button));
              picked = TRUE;
            }
        }
      if (!picked)
        enter_shape_by_hand (box, truth);
      g_clear_pointer (&entered, json_node_unref);
      entered = arriero_form_get_value (ARRIERO_FORM (form));
      g_assert_true (json_node_equal (entered, truth));
    }
  settle ();

  return interactions - before;
}

/* The tokens page of @assistant, when it shows: the table deals its tokens
 * (@reference's) as the page draws their fruits and types each count the
 * page does not show; with 2-3 players it puts back the token @reference
 * removes.  Returns: how many counts it typed */
guint
enter_village_tokens (ArrieroSetupAssistant *assistant,
                      AlpEdition            *reference)
{
  GtkWidget *root = GTK_WIDGET (assistant);
  gboolean used[ALP_N_FRUITS][ALP_TOKENS_PER_FRUIT] = { { FALSE, }, };
  guint before = interactions;
  gboolean two_three;

  if (find_named (root, "count-0-0") == NULL || !gtk_widget_get_mapped (find_named (root, "count-0-0")))
    return 0;
  two_three = gtk_widget_get_mapped (find_named (root, "left-over-0"));

  /* the token put back first, then those the page shows already */
  for (guint f = 0; f < ALP_N_FRUITS && two_three; f++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (f));
      g_autoptr(JsonNode) removed = alp_edition_get_value (reference, path);
      g_autofree char *count_path = g_strdup_printf ("delivery_tokens.%s.counts[%d]", alp_fruit_to_string (f),
                                                     (gint) json_node_get_int (removed));
      g_autoptr(JsonNode) count = alp_edition_get_value (reference, count_path);
      g_autofree char *name = g_strdup_printf ("left-over-%u", f);

      used[f][json_node_get_int (removed)] = TRUE;
      set_spin ((ArrieroQuestion *) root, name, json_node_get_int (count));
    }
  for (guint pass = 0; pass < 2; pass++)
    for (guint v = 0; v < ALP_N_REGIONS; v++)
      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        {
          g_autofree char *fruit_name = g_strdup_printf ("token-%u-%u", v, t);
          g_autofree char *count_name = g_strdup_printf ("count-%u-%u", v, t);
          GtkWidget *spin = find_named (root, count_name);
          guint fruit = gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (root, fruit_name)));
          gint shown = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));

          if (!gtk_widget_get_visible (gtk_widget_get_parent (spin)) || (pass == 0) != (shown != 0))
            continue;
          for (guint i = 0; i < ALP_TOKENS_PER_FRUIT; i++)
            {
              g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.counts[%u]", alp_fruit_to_string (fruit), i);
              g_autoptr(JsonNode) count = alp_edition_get_value (reference, path);

              if (!used[fruit][i] && (shown == 0 || json_node_get_int (count) == shown))
                {
                  used[fruit][i] = TRUE;
                  set_spin ((ArrieroQuestion *) root, count_name, json_node_get_int (count));
                  break;
                }
            }
          g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), !=, 0);
        }

  return interactions - before;
}

/* The farmlands beside the villages on the tokens page of @assistant,
 * when it shows: a farmland the copy describes is shown, not editable;
 * for each other the table types, under each fruit's picture, how many
 * fields of that fruit @reference's shows, leaving the others empty.
 * Returns: how many numbers it typed */
guint
enter_farmland_fields (ArrieroSetupAssistant *assistant,
                       AlpEdition            *reference)
{
  GtkWidget *root = GTK_WIDGET (assistant);
  GtkWidget *first = find_named (root, "fields-0-0");
  guint before = interactions;

  /* the cell of the green farmland's apples, entry or shown */
  if (first == NULL || !gtk_widget_get_mapped (gtk_widget_get_parent (first)))
    return 0;
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      g_autofree char *path = g_strdup_printf ("farmlands.%s.fields", alp_region_to_string (r));
      g_autoptr(JsonNode) fields = alp_edition_get_value (reference, path);
      guint counts[ALP_N_FRUITS] = { 0, };

      g_assert_nonnull (fields);
      for (guint i = 0; i < json_array_get_length (json_node_get_array (fields)); i++)
        {
          AlpFruit fruit;

          g_assert_true (alp_fruit_from_string (json_array_get_string_element (json_node_get_array (fields), i),
                                                &fruit));
          counts[fruit]++;
        }
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          g_autofree char *name = g_strdup_printf ("fields-%u-%u", r, f);
          g_autofree char *shown_name = g_strdup_printf ("fields-shown-%u-%u", r, f);
          GtkWidget *entry = find_named (root, name);
          GtkWidget *shown = find_named (root, shown_name);
          g_autofree char *text = counts[f] > 0 ? g_strdup_printf ("%u", counts[f]) : g_strdup ("");

          g_assert_true (GTK_IS_EDITABLE (entry));
          g_assert_true (GTK_IS_LABEL (shown));
          g_assert_true (gtk_widget_get_visible (entry) != gtk_widget_get_visible (shown));
          /* a farmland the copy describes shows its fields as they are */
          if (gtk_widget_get_visible (shown))
            {
              g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (shown)), ==, counts[f] > 0 ? text : "–");
              continue;
            }
          /* a number typed in: one entry */
          if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) != 0)
            {
              gtk_editable_set_text (GTK_EDITABLE (entry), text);
              interactions++;
            }
        }
    }

  return interactions - before;
}

/* The goals page of @assistant, for each card whose face-up goal it asks
 * (a column of ticks): a card the copy does not describe lies as
 * @reference has it, its side C % 2 face up for card C from the left; a
 * card the copy knows by one side, which the page shows with its other
 * side up, shows @reference's goal the copy does not hold (the page
 * offers only those).  One tick per card, a click each; a tick the page
 * shows already costs nothing */
guint
enter_goal_cards (ArrieroSetupAssistant *assistant,
                  AlpEdition            *reference)
{
  GtkWidget *root = GTK_WIDGET (assistant);
  guint before = interactions;

  /* a card refused at the last Next: the table entered it wrong */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *name = g_strdup_printf ("refusal-%u", c);
      GtkWidget *refusal = find_named (root, name);

      if (refusal != NULL && gtk_widget_get_mapped (refusal))
        g_error ("the goals page refuses: %s", gtk_label_get_text (GTK_LABEL (refusal)));
    }
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides", c);
      g_autoptr(JsonNode) sides = NULL;
      gboolean asked = FALSE;
      GtkWidget *button = NULL;

      for (AlpGoal g = 0; g < ALP_N_GOALS && !asked; g++)
        {
          g_autofree char *name = g_strdup_printf ("goal-%u-up-%u", c, g);
          GtkWidget *widget = find_named (root, name);

          asked = widget != NULL && gtk_widget_get_mapped (widget);
        }
      if (!asked)
        continue;
      sides = alp_edition_get_value (reference, path);
      g_assert_nonnull (sides);
      for (guint s = 0; s < 2 && button == NULL; s++)
        {
          AlpGoal goal;
          g_autofree char *name = NULL;
          GtkWidget *widget;

          g_assert_true (alp_goal_from_string (json_array_get_string_element (json_node_get_array (sides),
                                                                              (c + s) % 2), &goal));
          name = g_strdup_printf ("goal-%u-up-%u", c, goal);
          widget = find_named (root, name);
          g_assert_true (GTK_IS_CHECK_BUTTON (widget));
          if (gtk_widget_get_mapped (widget))
            button = widget;
        }
      g_assert_nonnull (button);
      if (!gtk_check_button_get_active (GTK_CHECK_BUTTON (button)))
        {
          gtk_check_button_set_active (GTK_CHECK_BUTTON (button), TRUE);
          interactions++;
        }
      settle ();
    }

  return interactions - before;
}

/* The setup assistant's face-up cards: the table deals @reference's
 * cards as the page draws them and describes, in each card's form on the
 * page, those the copy does not describe yet */
guint
enter_display_cards (ArrieroSetupAssistant *assistant,
                     AlpEdition            *reference)
{
  GtkWidget *root = GTK_WIDGET (assistant);
  guint before = interactions;

  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    {
      g_autofree char *name = g_strdup_printf ("display-card-%u", slot);
      GtkWidget *form = find_named (root, name);
      GtkWidget *page;
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) value = NULL;

      /* a card the copy describes is shown, not entered */
      if (form == NULL || !gtk_widget_get_mapped (form) ||
          !gtk_widget_is_sensitive (arriero_form_find_named (form, "value")))
        continue;
      page = gtk_widget_get_ancestor (form, ARRIERO_TYPE_DISPLAY_PAGE);
      path = g_strdup_printf ("delivery_cards.cards[%u]",
                              arriero_display_page_get_card (ARRIERO_DISPLAY_PAGE (page), slot));
      value = alp_edition_get_value (reference, path);
      g_assert_nonnull (value);
      g_test_message ("described on the page: %s", path);
      interactions += arriero_test_form_enter (ARRIERO_FORM (form), value);
    }

  return interactions - before;
}

guint
enter_setup_page (ArrieroSetupAssistant *assistant,
                  AlpEdition            *reference)
{
  return enter_segment_shapes (assistant, reference) + enter_village_tokens (assistant, reference) +
         enter_farmland_fields (assistant, reference) + enter_goal_cards (assistant, reference) +
         enter_display_cards (assistant, reference);
}

/* Answers every question the window asks now, as a person would; returns
 * how many there were.  Nothing @known describes may be asked.  @func,
 * if given, hears of each answer with the interactions it took. */
guint
answer_known_full (AlpEdition *reference,
                   AlpEdition *known,
                   AnswerFunc  func,
                   gpointer    user_data)
{
  guint answered = 0;

  settle ();
  for (;;)
    {
      ArrieroQuestion *question = find_question ();
      GtkWindow *shape_window = question == NULL ? find_shape_window () : NULL;
      const char *path;
      g_autoptr(JsonNode) value = NULL;

      if (shape_window != NULL)
        {
          g_autofree char *shape_path = g_strdup (arriero_quick_copy_get_path (shape_window));
          guint before = interactions;

          g_test_message ("asked the shape: %s", shape_path);
          if (known != NULL)
            {
              g_autoptr(JsonNode) answered_before = alp_edition_get_value (known, shape_path);

              g_assert_null (answered_before);
            }
          if (g_str_has_prefix (shape_path, "goal_cards["))
            answer_goal_card (shape_window, reference);
          else
            answer_shape (shape_window, reference);
          settle ();
          if (func != NULL)
            func (shape_path, interactions - before, user_data);
          answered++;
          g_assert_cmpuint (answered, <, 200);
          continue;
        }
      if (question == NULL)
        break;
      path = arriero_question_get_path (question);
      value = alp_edition_get_value (reference, path);

      g_autofree char *asked_path = g_strdup (path);
      guint before;

      g_test_message ("asked: %s", path);
      if (known != NULL)
        {
          g_autoptr(JsonNode) answered_before = alp_edition_get_value (known, path);

          g_assert_null (answered_before);
        }
      g_assert_true (arriero_question_has_form (question));
      g_assert_nonnull (value);
      before = interactions;
      fill (question, value);
      interactions++;
      gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
      g_assert_null (arriero_question_get_error (question));
      if (func != NULL)
        func (asked_path, interactions - before, user_data);
      settle ();
      /* a new question may take the freed one's address: compare paths */
      g_assert_true (find_question () == NULL ||
                     g_strcmp0 (arriero_question_get_path (find_question ()), asked_path) != 0);
      answered++;
      g_assert_cmpuint (answered, <, 200);
    }

  return answered;
}

guint
answer_known (AlpEdition *reference,
              AlpEdition *known)
{
  return answer_known_full (reference, known, NULL, NULL);
}

guint
answer_all (AlpEdition *reference)
{
  return answer_known (reference, NULL);
}

/* The game @game would be on the copy the table holds, @copy (complete):
 * the same setup and events.  What it accepts is what the table can see:
 * the game on the app's copy also accepts a back of Zara's that no card
 * left in the deck shows while some card is not described, which a later
 * answer then contradicts (issue #15) */
static AlpGame *
game_on_copy (AlpGame    *game,
              AlpEdition *copy)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) tokens_as_learned = g_object_ref (copy);
  g_autoptr(AlpGame) on_copy = NULL;

  /* The app's copy learns a fruit's tokens from the villages as dealt, in
   * its own order (S2's token put back first among equal counts): the
   * setup's token indices refer to that order, so the copy takes the
   * tokens as learned (the same counts) */
  for (AlpFruit f = 0; f < ALP_N_FRUITS; f++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_tokens.%s", alp_fruit_to_string (f));
      g_autoptr(JsonNode) learned = alp_edition_get_value (alp_game_get_edition (game), path);
      AlpEdition *with;

      if (learned == NULL)
        continue;
      with = alp_edition_with_value (tokens_as_learned, path, learned, &error);
      g_assert_no_error (error);
      g_object_unref (tokens_as_learned);
      tokens_as_learned = with;
    }
  /* A goal card entered as dealt has its face-up goal as side A, which
   * the setup's goal sides refer to */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides", c);
      g_autoptr(JsonNode) learned = alp_edition_get_value (alp_game_get_edition (game), path);
      AlpEdition *with;

      if (learned == NULL)
        continue;
      with = alp_edition_with_value (tokens_as_learned, path, learned, &error);
      g_assert_no_error (error);
      g_object_unref (tokens_as_learned);
      tokens_as_learned = with;
    }
  on_copy = alp_game_new (tokens_as_learned, alp_game_get_setup (game), &error);

  g_assert_no_error (error);
  g_assert_nonnull (on_copy);
  for (guint i = 0; i < alp_game_get_n_events (game); i++)
    {
      alp_game_apply (on_copy, alp_game_get_event (game, i), &error);
      g_assert_no_error (error);
    }

  return g_steal_pointer (&on_copy);
}

/* Every list the panel shows, however deep: at most 12 rows, no two that
 * read the same */
static void
check_lists_under (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GHashTable) titles = NULL;
      guint n = 0;

      if (!gtk_widget_get_visible (child))
        continue;
      if (!GTK_IS_LIST_BOX (child))
        {
          check_lists_under (child);
          continue;
        }
      titles = g_hash_table_new (g_str_hash, g_str_equal);
      for (GtkWidget *row = gtk_widget_get_first_child (child); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          GtkLabel *title = g_object_get_data (G_OBJECT (row), "title");

          if (!gtk_widget_get_visible (row) || title == NULL)
            continue;
          n++;
          if (g_hash_table_contains (titles, gtk_label_get_text (title)))
            g_error ("two rows of a list read \"%s\"", gtk_label_get_text (title));
          g_hash_table_add (titles, (gpointer) gtk_label_get_text (title));
        }
      g_assert_cmpuint (n, <=, 12);
    }
}

void
check_panel_lists (ArrieroTurnPanel *panel)
{
  check_lists_under (GTK_WIDGET (panel));
}

static guint
pick_choice_on (ArrieroTurnPanel *panel,
                AlpGame          *on_copy,
                GRand            *rand)
{
  guint n = arriero_turn_panel_get_n_choices (panel);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n; i++)
    {
      const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);

      if ((choice->legal || choice->missing) &&
          (on_copy == NULL || alp_game_test_action (on_copy, &choice->action, NULL)))
        g_array_append_val (open, i);
    }

  return open->len == 0 ? G_MAXUINT : g_array_index (open, guint, g_rand_int_range (rand, 0, open->len));
}

/* A choice a person can take: a legal one, or one the copy does not
 * describe yet (taking it asks) */
guint
pick_choice (ArrieroTurnPanel *panel,
             GRand            *rand)
{
  return pick_choice_on (panel, NULL, rand);
}

/* A card turned up, among the targets the table's display shows: one the
 * game on the table's copy accepts, if there is @on_copy */
static guint
pick_card_on (ArrieroTurnPanel *panel,
              AlpGame          *game,
              AlpGame          *on_copy,
              GRand            *rand)
{
  GArray *targets = arriero_turn_panel_get_targets (panel);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < targets->len; i++)
    {
      const AlpPick *pick = &g_array_index (targets, AlpPick, i);
      AlpAction action;

      alp_action_init (&action, alp_game_get_phase (game) == ALP_PHASE_REVEAL
                                ? ALP_ACTION_REVEAL_CARD : ALP_ACTION_ZARA_CARD);
      action.card = pick->index;
      if (on_copy == NULL || pick->kind != ALP_PICK_CARD ||
          alp_game_test_action (on_copy, &action, NULL))
        g_array_append_val (open, i);
    }
  g_assert_cmpuint (open->len, >, 0);

  return g_array_index (open, guint, g_rand_int_range (rand, 0, open->len));
}

/* One step of play through the window's actions, as in test-window.c;
 * with @copy, the cards turned up and the backs Zara reads are ones the
 * table's copy can show */
void
play_step_on_copy (ArrieroWindow *window,
                   AlpEdition    *copy,
                   GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTurnPanel *panel = get_panel (window);
  g_autoptr(AlpGame) on_copy = NULL;
  guint choice;

  switch (alp_game_get_phase (game))
    {
    case ALP_PHASE_MOVE:
      {
        g_autoptr(GArray) destinations = alp_game_list_destinations (game);
        AlpPosition *pos;

        g_assert_cmpuint (destinations->len, >, 0);
        pos = &g_array_index (destinations, AlpPosition, g_rand_int_range (rand, 0, MIN (destinations->len, 4)));
        gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", (guint) pos->space, (guint) pos->spot);
      }
      break;

    case ALP_PHASE_ACT:
      {
        static const AlpActionKind kinds[] = {
          ALP_ACTION_ADD_FARMER, ALP_ACTION_TAKE_FRUIT, ALP_ACTION_MARKET, ALP_ACTION_COMPLETE_GOAL,
          ALP_ACTION_IRRIGATE, ALP_ACTION_MOVE_FARMER,
        };
        static const AlpActionKind direct[] = {
          ALP_ACTION_HARVEST, ALP_ACTION_TAKE_NORIAS, ALP_ACTION_TAKE_DIRHAMS,
        };

        /* the row "Describe What Is Printed Here", shown where the mule
         * stopped on a space the copy does not describe yet */
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.describe", NULL);
        if (find_question () != NULL)
          break;

        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
            break;
          }
        if (g_rand_boolean (rand))
          {
            gtk_widget_activate_action (GTK_WIDGET (panel), "turn.do", "i",
                                        (gint) direct[g_rand_int_range (rand, 0, G_N_ELEMENTS (direct))]);
            break;
          }
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.open", "i",
                                    (gint) kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))]);
        if (arriero_turn_panel_get_targets (panel)->len == 0)
          {
            /* not possible: the panel says why */
            g_assert_nonnull (arriero_turn_panel_get_message (panel));
            gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
            break;
          }
        /* pick by pick, as the buttons do; the last pick applies */
        for (guint n = 0; arriero_turn_panel_get_targets (panel)->len > 0; n++)
          {
            g_assert_cmpuint (n, <, 16);
            check_panel_lists (panel);
            gtk_widget_activate_action (GTK_WIDGET (panel), "turn.pick", "u",
                                        (guint) g_rand_int_range (rand, 0, arriero_turn_panel_get_targets (panel)->len));
          }
      }
      break;

    case ALP_PHASE_REVEAL:
    case ALP_PHASE_ZARA_CARD:
    case ALP_PHASE_ZARA_CHOOSE:
      /* a card turned up is a pick (on the table's card display); Zara's
       * backs (pictures) and her choice of a village are the panel's
       * choices, taken through turn.choose */
      if (copy != NULL)
        on_copy = game_on_copy (game, copy);
      if (arriero_turn_panel_get_targets (panel)->len > 0)
        {
          gtk_widget_activate_action (GTK_WIDGET (panel), "turn.pick", "u",
                                      pick_card_on (panel, game, on_copy, rand));
          break;
        }
      choice = pick_choice_on (panel, on_copy, rand);
      g_assert_cmpuint (choice, !=, G_MAXUINT);
      gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", choice);
      break;

    case ALP_PHASE_ZARA_ROLL:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      break;

    case ALP_PHASE_OVER:
    default:
      break;
    }

  settle ();
}

/* A keen table's turn at a stop: the first action it can take, in the
 * order of @kinds, pick by pick; FALSE when none is possible */
static gboolean
act_keenly (ArrieroWindow *window,
            GRand         *rand)
{
  static const AlpActionKind kinds[] = {
    ALP_ACTION_MARKET, ALP_ACTION_COMPLETE_GOAL, ALP_ACTION_IRRIGATE, ALP_ACTION_ADD_FARMER,
    ALP_ACTION_MOVE_FARMER, ALP_ACTION_TAKE_FRUIT,
  };
  static const AlpActionKind direct[] = {
    ALP_ACTION_HARVEST, ALP_ACTION_TAKE_NORIAS, ALP_ACTION_TAKE_DIRHAMS,
  };
  ArrieroTurnPanel *panel = get_panel (window);
  AlpGame *game = arriero_window_get_game (window);
  guint events = alp_game_get_n_events (game);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (panel), "turn.open", "i", (gint) kinds[k]);
      if (find_question () != NULL)
        return TRUE;
      if (arriero_turn_panel_get_targets (panel)->len == 0)
        continue;
      /* pick by pick while the action is open: a card turned up after a
       * delivery is the next step's (play_step_on_copy()) */
      for (guint n = 0; alp_game_get_phase (game) == ALP_PHASE_ACT && alp_game_get_n_events (game) == events &&
                        arriero_turn_panel_get_targets (panel)->len > 0; n++)
        {
          g_assert_cmpuint (n, <, 16);
          check_panel_lists (panel);
          gtk_widget_activate_action (GTK_WIDGET (panel), "turn.pick", "u",
                                      (guint) g_rand_int_range (rand, 0, arriero_turn_panel_get_targets (panel)->len));
          if (find_question () != NULL)
            return TRUE;
        }
      return TRUE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (direct); k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (panel), "turn.do", "i", (gint) direct[k]);
      if (find_question () != NULL || alp_game_get_n_events (game) != events)
        return TRUE;
    }

  return FALSE;
}

void
play_step_keen (ArrieroWindow *window,
                AlpEdition    *copy,
                GRand         *rand)
{
  ArrieroTurnPanel *panel = get_panel (window);
  AlpGame *game = arriero_window_get_game (window);

  if (alp_game_get_phase (game) != ALP_PHASE_ACT)
    {
      play_step_on_copy (window, copy, rand);
      return;
    }
  /* the row "Describe What Is Printed Here" first, as in play_step_on_copy() */
  gtk_widget_activate_action (GTK_WIDGET (panel), "turn.describe", NULL);
  if (find_question () == NULL && !act_keenly (window, rand))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
  settle ();
}

void
play_step (ArrieroWindow *window,
           GRand         *rand)
{
  play_step_on_copy (window, NULL, rand);
}
