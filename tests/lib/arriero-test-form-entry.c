/* arriero-test-form-entry.c: entering a value into a question form as a
 * player would, counting the interactions it takes
 *
 * Each form class is filled through the widgets a player uses, found by
 * the names the forms give them (arriero-form-rows.c): a click on a
 * button is one interaction, typing a number or a text into a spin or an
 * entry one, a switch one, a drop-down two (open it, pick).  A field that
 * already shows what is wanted costs nothing.  An icon or fruit list is
 * entered with the palette (a click on "PREFIX-add-ID" adds one, a click
 * on a placed "PREFIX-placed-ID" removes it) or, in a form that still
 * has them, a spin per kind ("PREFIX-ID").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"


#include "alp-types.h"
#include "arriero-bonuses-form.h"
#include "arriero-canal-form.h"
#include "arriero-card-form.h"
#include "arriero-fields-form.h"
#include "arriero-form-rows.h"
#include "arriero-goal-card-form.h"
#include "arriero-goal-spots-form.h"
#include "arriero-icons-form.h"
#include "arriero-number-form.h"
#include "arriero-segment-shape-form.h"
#include "arriero-side-form.h"
#include "arriero-test-form-entry.h"
#include "arriero-tokens-form.h"

/* ------------------------------------------------------------------ */
/* One field, as a player edits it                                      */

static GtkWidget *
need (GtkWidget  *root,
      const char *name)
{
  GtkWidget *widget = arriero_form_find_named (root, name);

  if (widget == NULL)
    g_error ("the form has no field “%s”", name);

  return widget;
}

static guint
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");

  return 1;
}

/* Types @value into the spin named @name; "?" for -1 where the spin
 * allows it */
static guint
enter_spin (GtkWidget  *root,
            const char *name,
            gint        value)
{
  GtkWidget *widget = need (root, name);
  GtkSpinButton *spin;
  g_autofree char *text = NULL;

  g_assert_true (GTK_IS_SPIN_BUTTON (widget));
  spin = GTK_SPIN_BUTTON (widget);
  gtk_spin_button_update (spin);
  if (gtk_spin_button_get_value_as_int (spin) == value)
    return 0;
  text = value < 0 ? g_strdup ("?") : g_strdup_printf ("%d", value);
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  gtk_spin_button_update (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, value);

  return 1;
}

static guint
enter_drop_down (GtkWidget  *root,
                 const char *name,
                 guint       index)
{
  GtkWidget *widget = need (root, name);

  g_assert_true (GTK_IS_DROP_DOWN (widget));
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (widget)) == index)
    return 0;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), index);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (widget)), ==, index);

  return 2;
}

static guint
enter_switch (GtkWidget  *root,
              const char *name,
              gboolean    active)
{
  GtkWidget *widget = need (root, name);

  g_assert_true (GTK_IS_SWITCH (widget));
  if (gtk_switch_get_active (GTK_SWITCH (widget)) == active)
    return 0;
  gtk_switch_set_active (GTK_SWITCH (widget), active);

  return 1;
}

static guint
enter_text (GtkWidget  *root,
            const char *name,
            const char *text)
{
  GtkWidget *widget = need (root, name);

  g_assert_true (GTK_IS_EDITABLE (widget));
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (widget)), text) == 0)
    return 0;
  gtk_editable_set_text (GTK_EDITABLE (widget), text);

  return 1;
}

/* Activates the toggle named @name unless it is active already */
static guint
enter_toggle (GtkWidget  *root,
              const char *name)
{
  GtkWidget *widget = need (root, name);

  g_assert_true (GTK_IS_TOGGLE_BUTTON (widget));
  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)))
    return 0;
  click (widget);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)));

  return 1;
}

/* ------------------------------------------------------------------ */
/* Lists of icons or fruits                                             */

/* How many widgets under @root are named @name (placed icons share one) */
guint
arriero_test_count_named (GtkWidget  *root,
                          const char *name)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      n += g_strcmp0 (gtk_widget_get_name (child), name) == 0;
      n += arriero_test_count_named (child, name);
    }

  return n;
}

static guint
count_in (JsonNode   *list,
          const char *id)
{
  guint n = 0;

  for (guint i = 0; i < arriero_json_length (list); i++)
    n += g_strcmp0 (arriero_json_string (arriero_json_element (list, i)), id) == 0;

  return n;
}

/* Every id @list names must be one of the @n_ids of @id_of */
static void
assert_known_ids (JsonNode     *list,
                  guint         n_ids,
                  const char *(*id_of) (guint))
{
  for (guint i = 0; i < arriero_json_length (list); i++)
    {
      const char *id = arriero_json_string (arriero_json_element (list, i));
      gboolean known = FALSE;

      for (guint k = 0; k < n_ids && !known; k++)
        known = g_strcmp0 (id, id_of (k)) == 0;
      if (!known)
        g_error ("“%s” is no id the form knows", id);
    }
}

/* Enters the list of ids @list into the list "@prefix" */
static guint
enter_list (GtkWidget    *root,
            const char   *prefix,
            JsonNode     *list,
            guint         n_ids,
            const char *(*id_of) (guint))
{
  guint n = 0;

  assert_known_ids (list, n_ids, id_of);
  for (guint k = 0; k < n_ids; k++)
    {
      const char *id = id_of (k);
      g_autofree char *add = g_strdup_printf ("%s-add-%s", prefix, id);
      g_autofree char *placed = g_strdup_printf ("%s-placed-%s", prefix, id);
      g_autofree char *spin = g_strdup_printf ("%s-%s", prefix, id);
      guint wanted = count_in (list, id);
      GtkWidget *add_button = arriero_form_find_named (root, add);

      if (add_button != NULL)
        {
          guint have;

          while ((have = arriero_test_count_named (root, placed)) > wanted)
            {
              n += click (need (root, placed));
              g_assert_cmpuint (arriero_test_count_named (root, placed), ==, have - 1);
            }
          while ((have = arriero_test_count_named (root, placed)) < wanted)
            {
              n += click (need (root, add));
              g_assert_cmpuint (arriero_test_count_named (root, placed), ==, have + 1);
            }
        }
      else if (arriero_form_find_named (root, spin) != NULL)
        n += enter_spin (root, spin, wanted);
      else
        g_assert_cmpuint (wanted, ==, 0);  /* the form does not offer it */
    }

  return n;
}

static const char *
icon_id (guint icon)
{
  return alp_icon_to_string (icon);
}

static const char *
fruit_id (guint fruit)
{
  return alp_fruit_to_string (fruit);
}

static guint
enter_icons (GtkWidget  *root,
             const char *prefix,
             JsonNode   *list)
{
  return enter_list (root, prefix, list, ALP_N_ICONS, icon_id);
}

static guint
enter_fruits (GtkWidget  *root,
              const char *prefix,
              JsonNode   *list)
{
  return enter_list (root, prefix, list, ALP_N_FRUITS, fruit_id);
}

/* ------------------------------------------------------------------ */
/* Each form class                                                      */

static JsonNode *
member (JsonNode   *value,
        const char *name)
{
  return arriero_json_member (value, name);
}

/* A number, or the one member of an object holding it */
static gint
number_of (JsonNode *value)
{
  if (value != NULL && JSON_NODE_HOLDS_OBJECT (value))
    {
      g_autoptr(GList) members = json_object_get_values (json_node_get_object (value));

      g_assert_cmpuint (g_list_length (members), ==, 1);
      return arriero_json_int (members->data, 0);
    }

  return arriero_json_int (value, 0);
}

/* Whether the card form asks for the back: a card lying face up shows
 * only its front and value */
static gboolean
card_with_back (GtkWidget *root)
{
  gboolean with_back;

  g_object_get (root, "with-back", &with_back, NULL);
  /* the form shows what it says it asks */
  g_assert_cmpint (with_back, ==, arriero_form_find_named (root, "back-fruit-apple") != NULL ||
                                  arriero_form_find_named (root, "back-fruit") != NULL);
  g_assert_cmpint (with_back, ==, arriero_form_find_named (root, "arrow-up") != NULL ||
                                  arriero_form_find_named (root, "arrow") != NULL);

  return with_back;
}

/* The card's front and value, and its back only where the form shows it
 * (the table does not turn a face-up card over to read it) */
static guint
enter_card (GtkWidget *root,
            JsonNode  *value)
{
  JsonNode *back = member (value, "back");
  const char *fruit = arriero_json_string (member (back, "fruit"));
  AlpFruit back_fruit = 0;
  guint n = 0;

  n += enter_fruits (root, "fruit", member (value, "front"));
  n += enter_spin (root, "value", arriero_json_int (member (value, "value"), 0));
  if (!card_with_back (root))
    return n;
  g_assert_true (fruit != NULL && alp_fruit_from_string (fruit, &back_fruit));
  if (GTK_IS_TOGGLE_BUTTON (arriero_form_find_named (root, "back-fruit-apple")))
    {
      /* the back as toggle groups */
      g_autofree char *name = g_strdup_printf ("back-fruit-%s", fruit);
      g_autofree char *arrow = g_strdup_printf ("arrow-%s", arriero_json_string (member (back, "arrow")));

      n += enter_toggle (root, name);
      n += enter_toggle (root, arrow);
    }
  else
    {
      n += enter_drop_down (root, "back-fruit", back_fruit);
      n += enter_drop_down (root, "arrow",
                            g_strcmp0 (arriero_json_string (member (back, "arrow")), "down") == 0 ? 1 : 0);
    }

  return n;
}

static guint
enter_tokens (GtkWidget *root,
              JsonNode  *value)
{
  guint n = 0;

  if (!JSON_NODE_HOLDS_OBJECT (value))
    return enter_drop_down (root, "removed", arriero_json_int (value, 0));

  for (guint i = 0; i < arriero_json_length (member (value, "counts")); i++)
    {
      g_autofree char *name = g_strdup_printf ("count-%u", i);

      n += enter_spin (root, name, arriero_json_int (arriero_json_element (member (value, "counts"), i), 0));
    }
  n += enter_drop_down (root, "removed", arriero_json_int (member (value, "removed_two_three"), 0));

  return n;
}

static guint
enter_bonuses (GtkWidget *root,
               JsonNode  *value)
{
  guint n = 0;

  for (guint i = 0; i < arriero_json_length (value); i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);

      n += enter_spin (root, name, arriero_json_int (arriero_json_element (value, i), 0));
    }

  return n;
}

/* The spots of a market, harvest or end space of a side */
static guint
enter_side_spots (GtkWidget  *root,
                  guint       j,
                  const char *kind,
                  JsonNode   *spots)
{
  guint n = 0;

  for (guint k = 0; k < arriero_json_length (spots); k++)
    {
      JsonNode *spot = arriero_json_element (spots, k);

      if (g_str_equal (kind, "end"))
        {
          g_autofree char *value_name = g_strdup_printf ("space-%u-spot-%u-value", j, k);
          g_autofree char *four_name = g_strdup_printf ("space-%u-spot-%u-four-only", j, k);

          n += enter_spin (root, value_name, arriero_json_int (member (spot, "value"), -1));
          n += enter_switch (root, four_name, arriero_json_boolean (member (spot, "four_player_only")));
        }
      else
        {
          g_autofree char *prefix = g_strdup_printf ("space-%u-spot-%u-icon", j, k);

          n += enter_icons (root, prefix, member (spot, "icons"));
        }
    }

  return n;
}

static guint
enter_side (GtkWidget *root,
            JsonNode  *value)
{
  JsonNode *spaces = member (value, "spaces");
  guint n = enter_spin (root, "spaces", arriero_json_length (spaces));

  for (guint j = 0; j < arriero_json_length (spaces); j++)
    {
      JsonNode *space = arriero_json_element (spaces, j);
      const char *kind = arriero_json_string (member (space, "kind"));
      g_autofree char *kind_name = g_strdup_printf ("space-%u-kind", j);
      g_autofree char *spots_name = g_strdup_printf ("space-%u-spots", j);

      g_assert_nonnull (kind);
      n += enter_drop_down (root, kind_name, g_str_equal (kind, "standard") ? 0 : 1);
      if (g_str_equal (kind, "standard"))
        {
          g_autofree char *prefix = g_strdup_printf ("space-%u-icon", j);

          n += enter_icons (root, prefix, member (space, "icons"));
        }
      else if (g_str_equal (kind, "go"))
        n += enter_spin (root, spots_name, arriero_json_int (member (space, "spots"), 1));
      else
        {
          n += enter_spin (root, spots_name, arriero_json_length (member (space, "spots")));
          n += enter_side_spots (root, j, kind, member (space, "spots"));
        }
    }

  return n;
}

static guint
enter_goal_card (GtkWidget *root,
                 JsonNode  *value)
{
  JsonNode *sides = member (value, "sides");
  JsonNode *spots = member (value, "spots");
  const char * const names[] = { "goal-a", "goal-b" };
  guint n = 0;

  for (guint s = 0; s < 2; s++)
    {
      const char *id = arriero_json_string (arriero_json_element (sides, s));
      AlpGoal goal = ALP_N_GOALS;

      /* a side not described yet is the last choice */
      if (id != NULL)
        g_assert_true (alp_goal_from_string (id, &goal));
      n += enter_drop_down (root, names[s], goal);
    }
  n += enter_spin (root, "spots", arriero_json_length (spots));
  for (guint k = 0; k < arriero_json_length (spots); k++)
    {
      g_autofree char *prefix = g_strdup_printf ("spot-%u-icon", k);

      n += enter_icons (root, prefix, member (arriero_json_element (spots, k), "reward"));
    }

  return n;
}

/* A goal card's spots: their number typed, then each spot's dirhams and
 * norias, each a number typed in */
static guint
enter_goal_spots (GtkWidget *root,
                  JsonNode  *value)
{
  guint n = enter_spin (root, "spots", arriero_json_length (value));

  for (guint k = 0; k < arriero_json_length (value); k++)
    {
      JsonNode *reward = member (arriero_json_element (value, k), "reward");
      g_autofree char *dirhams = g_strdup_printf ("spot-%u-dirhams", k);
      g_autofree char *norias = g_strdup_printf ("spot-%u-norias", k);
      gint n_dirhams = 0, n_norias = 0;

      for (guint i = 0; i < arriero_json_length (reward); i++)
        {
          const char *icon = arriero_json_string (arriero_json_element (reward, i));

          n_dirhams += g_strcmp0 (icon, "dirham") == 0;
          n_norias += g_strcmp0 (icon, "noria") == 0;
        }
      n += enter_spin (root, dirhams, n_dirhams);
      n += enter_spin (root, norias, n_norias);
    }

  return n;
}

static guint
n_shape_spaces (GtkWidget *root)
{
  guint i = 0;

  for (;; i++)
    {
      g_autofree char *name = g_strdup_printf ("space-%u-remove", i);

      if (arriero_form_find_named (root, name) == NULL)
        return i;
    }
}

static guint
enter_segment_shape (GtkWidget *root,
                     JsonNode  *value)
{
  JsonNode *spaces = member (value, "spaces");
  guint wanted = arriero_json_length (spaces);
  guint n = 0;

  /* the number of spaces typed in: one entry */
  if (n_shape_spaces (root) != wanted)
    n += enter_spin (root, "space-count", wanted);
  g_assert_cmpuint (n_shape_spaces (root), ==, wanted);

  for (guint i = 0; i < wanted; i++)
    {
      JsonNode *space = arriero_json_element (spaces, i);
      const char *kind = arriero_json_string (member (space, "kind"));
      g_autofree char *toggle = g_strdup_printf ("space-%u-%s", i,
                                                 g_strcmp0 (kind, "standard") == 0 ? "plain" : kind);
      g_autofree char *spots = g_strdup_printf ("space-%u-spots", i);

      n += enter_toggle (root, toggle);
      if (g_strcmp0 (kind, "go") == 0)
        n += enter_spin (root, spots, arriero_json_int (member (space, "spots"), 1));
      else if (g_strcmp0 (kind, "standard") != 0)
        n += enter_spin (root, spots, arriero_json_length (member (space, "spots")));
      /* an end spot printed for 4 players only: its toggle, a click */
      for (guint k = 0; g_strcmp0 (kind, "end") == 0 && k < arriero_json_length (member (space, "spots")); k++)
        {
          JsonNode *four = member (arriero_json_element (member (space, "spots"), k), "four_player_only");
          gboolean wanted_four = four != NULL && JSON_NODE_HOLDS_VALUE (four) && json_node_get_boolean (four);
          g_autofree char *name = g_strdup_printf ("space-%u-four-%u", i, k);
          GtkWidget *four_toggle = need (root, name);

          g_assert_true (GTK_IS_TOGGLE_BUTTON (four_toggle));
          if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (four_toggle)) != wanted_four)
            n += click (four_toggle);
        }
    }

  return n;
}

static guint
enter_canal (GtkWidget *root,
             JsonNode  *value)
{
  JsonNode *channels = member (value, "channels");
  guint n = enter_spin (root, "channels", arriero_json_length (channels));

  for (guint i = 0; i < arriero_json_length (channels); i++)
    {
      JsonNode *channel = arriero_json_element (channels, i);
      JsonNode *neighbours = member (channel, "neighbours");
      const char *leads_to = arriero_json_string (member (channel, "leads_to"));
      gboolean t = g_strcmp0 (arriero_json_string (member (channel, "shape")), "straight") != 0;
      g_autoptr(GString) ids = g_string_new (NULL);
      g_autofree char *id = g_strdup_printf ("channel-%u-id", i);
      g_autofree char *shape = g_strdup_printf ("channel-%u-shape", i);
      g_autofree char *start = g_strdup_printf ("channel-%u-start", i);
      g_autofree char *dirhams = g_strdup_printf ("channel-%u-dirhams", i);
      g_autofree char *norias = g_strdup_printf ("channel-%u-norias", i);
      g_autofree char *leads_to_name = g_strdup_printf ("channel-%u-leads-to", i);
      g_autofree char *neighbours_name = g_strdup_printf ("channel-%u-neighbours", i);

      for (guint k = 0; k < arriero_json_length (neighbours); k++)
        g_string_append_printf (ids, "%s%s", k > 0 ? ", " : "",
                                arriero_json_string (arriero_json_element (neighbours, k)));

      n += enter_text (root, id, arriero_json_string (member (channel, "id")));
      n += enter_drop_down (root, shape, t ? 0 : 1);
      n += enter_switch (root, start, arriero_json_boolean (member (channel, "start")));
      n += enter_spin (root, dirhams, arriero_json_int (member (channel, "dirhams"), 0));
      n += enter_spin (root, norias, arriero_json_int (member (channel, "norias"), 0));
      if (t && leads_to != NULL)
        {
          AlpRegion region = 0;

          g_assert_true (alp_region_from_string (leads_to, &region));
          n += enter_drop_down (root, leads_to_name, region);
        }
      n += enter_text (root, neighbours_name, ids->str);
    }

  return n;
}

/* ------------------------------------------------------------------ */
/* Comparing                                                            */

static gboolean
all_strings (JsonArray *array)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (arriero_json_string (json_array_get_element (array, i)) == NULL)
      return FALSE;

  return TRUE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* A copy of @node with its lists of ids sorted */
static JsonNode *
normalise (JsonNode *node)
{
  if (node == NULL)
    return NULL;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      JsonArray *copy = json_array_new ();
      JsonNode *result = json_node_new (JSON_NODE_ARRAY);

      if (all_strings (array))
        {
          g_autoptr(GPtrArray) ids = g_ptr_array_new ();

          for (guint i = 0; i < json_array_get_length (array); i++)
            g_ptr_array_add (ids, (gpointer) json_array_get_string_element (array, i));
          g_ptr_array_sort (ids, compare_strings);
          for (guint i = 0; i < ids->len; i++)
            json_array_add_string_element (copy, g_ptr_array_index (ids, i));
        }
      else
        for (guint i = 0; i < json_array_get_length (array); i++)
          json_array_add_element (copy, normalise (json_array_get_element (array, i)));
      json_node_take_array (result, copy);

      return result;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonObject *copy = json_object_new ();
      JsonNode *result = json_node_new (JSON_NODE_OBJECT);
      g_autoptr(GList) names = json_object_get_members (object);

      for (GList *l = names; l != NULL; l = l->next)
        json_object_set_member (copy, l->data, normalise (json_object_get_member (object, l->data)));
      json_node_take_object (result, copy);

      return result;
    }

  return json_node_copy (node);
}

gboolean
arriero_test_form_values_equal (JsonNode *a,
                                JsonNode *b)
{
  g_autoptr(JsonNode) na = normalise (a);
  g_autoptr(JsonNode) nb = normalise (b);

  if (na == NULL || nb == NULL)
    return na == nb;

  return json_node_equal (na, nb);
}

/* ------------------------------------------------------------------ */

ArrieroForm *
arriero_test_find_form (GtkWidget *root)
{
  if (ARRIERO_IS_FORM (root))
    return ARRIERO_FORM (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ArrieroForm *found = arriero_test_find_form (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/**
 * arriero_test_form_enter:
 * @form: a form, shown or not
 * @value: the item as the table reads it off its copy, in the JSON shape
 *   the form gives
 *
 * Returns: how many interactions it took
 */
guint
arriero_test_form_enter (ArrieroForm *form,
                         JsonNode    *value)
{
  GtkWidget *root = GTK_WIDGET (form);
  g_autoptr(JsonNode) entered = NULL;
  guint n;

  g_assert_true (ARRIERO_IS_FORM (form));
  g_assert_nonnull (value);

  if (ARRIERO_IS_ICONS_FORM (form))
    n = enter_icons (root, "icon", JSON_NODE_HOLDS_OBJECT (value) ? member (value, "reward") : value);
  else if (ARRIERO_IS_FIELDS_FORM (form))
    n = enter_fruits (root, "fruit", member (value, "fields"));
  else if (ARRIERO_IS_CARD_FORM (form))
    n = enter_card (root, value);
  else if (ARRIERO_IS_NUMBER_FORM (form))
    n = enter_spin (root, "number", number_of (value));
  else if (ARRIERO_IS_TOKENS_FORM (form))
    n = enter_tokens (root, value);
  else if (ARRIERO_IS_BONUSES_FORM (form))
    n = enter_bonuses (root, value);
  else if (ARRIERO_IS_SIDE_FORM (form))
    n = enter_side (root, value);
  else if (ARRIERO_IS_GOAL_CARD_FORM (form))
    n = enter_goal_card (root, value);
  else if (ARRIERO_IS_GOAL_SPOTS_FORM (form))
    n = enter_goal_spots (root, value);
  else if (ARRIERO_IS_SEGMENT_SHAPE_FORM (form))
    n = enter_segment_shape (root, value);
  else if (ARRIERO_IS_CANAL_FORM (form))
    n = JSON_NODE_HOLDS_NULL (value) ? enter_spin (root, "channels", 0) : enter_canal (root, value);
  else
    g_error ("no way to enter a value into a %s", G_OBJECT_TYPE_NAME (form));

  entered = arriero_form_get_value (form);
  /* a face-up card's form gives no back: the rest is as read */
  if (ARRIERO_IS_CARD_FORM (form) && !card_with_back (root) && JSON_NODE_HOLDS_OBJECT (value) &&
      json_object_has_member (json_node_get_object (value), "back"))
    {
      /* json_node_copy() would share the object: a new one */
      g_autoptr(JsonNode) front = json_node_new (JSON_NODE_OBJECT);
      JsonObject *object = json_object_new ();

      json_object_set_member (object, "front", json_node_copy (member (value, "front")));
      json_object_set_member (object, "value", json_node_copy (member (value, "value")));
      json_node_take_object (front, object);
      if (!arriero_test_form_values_equal (entered, front))
        {
          g_autofree char *want = json_to_string (front, FALSE);
          g_autofree char *got = json_to_string (entered, FALSE);

          g_error ("%s: entered %s but the form gives %s", G_OBJECT_TYPE_NAME (form), want, got);
        }
    }
  else if (!arriero_test_form_values_equal (entered, value))
    {
      g_autofree char *want = json_to_string (value, FALSE);
      g_autofree char *got = json_to_string (entered, FALSE);

      g_error ("%s: entered %s but the form gives %s", G_OBJECT_TYPE_NAME (form), want, got);
    }

  return n;
}
