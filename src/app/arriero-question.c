/* arriero-question.c: asks the table for one item of its copy
 *
 * When the engine needs an item of the edition that the table has not
 * described yet, it names the item by its JSON path (see "Describing your
 * copy" in docs/edition-format.md).  The path is the question: this window
 * says in words what is needed and where, shows a small form for that kind
 * of item, builds the answer as a JsonNode and lets the engine check it
 * with alp_edition_with_value() before it closes.  A refused answer shows
 * the engine's message and keeps the window open.
 *
 * Whole segment sides and whole goal cards have no form yet: the window
 * says so and offers Cancel only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "arriero-board-view.h"
#include "arriero-question.h"

typedef enum
{
  FORM_NONE,      /* no form yet: described in the edition file */
  FORM_ICONS,     /* an icon list */
  FORM_REWARD,    /* {"reward": icon list} */
  FORM_CARD,      /* a delivery card */
  FORM_TOKENS,    /* {"counts": [5], "removed_two_three": i} */
  FORM_REMOVED,   /* an index 0..4 */
  FORM_BONUSES,   /* 5 integers */
  FORM_NUMBER,    /* one integer */
  FORM_START,     /* {"dirhams": n} */
  FORM_FIELDS,    /* {"fields": fruits} */
} FormKind;

struct _ArrieroQuestion
{
  AdwWindow             parent_instance;

  GtkLabel             *title_label;
  GtkLabel             *path_label;
  AdwPreferencesGroup  *form_group;
  GtkLabel             *error_label;
  GtkWidget            *save_button;

  AlpEdition           *edition;
  char                 *path;
  FormKind              kind;
  guint                 icon_mask;   /* FORM_ICONS, FORM_REWARD: the icons allowed */
  GTask                *task;        /* until answered or cancelled */
};

G_DEFINE_FINAL_TYPE (ArrieroQuestion, arriero_question, ADW_TYPE_WINDOW)

#define ALL_ICONS    ((1u << ALP_N_ICONS) - 1)
#define AWARD_ICONS  ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA) | (1u << ALP_ICON_FRUIT))
#define REWARD_ICONS ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA))

static const char *
icon_get_name (AlpIcon icon)
{
  switch (icon)
    {
    case ALP_ICON_ADD_FARMER: return _("Add a farmer, any farmland");
    case ALP_ICON_ADD_FARMER_GREEN: return _("Add a farmer, green farmland");
    case ALP_ICON_ADD_FARMER_PURPLE: return _("Add a farmer, purple farmland");
    case ALP_ICON_ADD_FARMER_ORANGE: return _("Add a farmer, orange farmland");
    case ALP_ICON_ADD_FARMER_RED: return _("Add a farmer, red farmland");
    case ALP_ICON_ADD_FARMER_YELLOW: return _("Add a farmer, yellow farmland");
    case ALP_ICON_MOVE_FARMER: return _("Move a farmer");
    case ALP_ICON_IRRIGATE: return _("Irrigate");
    case ALP_ICON_NORIA: return _("Noria");
    case ALP_ICON_FRUIT: return _("Fruit");
    case ALP_ICON_DIRHAM: return _("Dirham");
    case ALP_ICON_GOAL: return _("Goal");
    case ALP_N_ICONS:
    default:
      return "?";
    }
}

/* A path matches @format, which ends in %n, to its very end */
#define MATCHES(n_fields, ...) \
  (end = 0, sscanf (path, __VA_ARGS__, &end) == (n_fields) && end == len)

/* ------------------------------------------------------------------ */
/* The form                                                             */

static GtkWidget *
add_row (ArrieroQuestion *self,
         const char      *title,
         const char      *subtitle,
         const char      *prefix,
         GtkWidget       *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (prefix != NULL)
    {
      GtkWidget *mark = gtk_label_new (prefix);

      gtk_widget_set_size_request (mark, 36, -1);
      gtk_widget_add_css_class (mark, "heading");
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), mark);
    }
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  adw_preferences_group_add (self->form_group, row);

  return row;
}

/* Each input is named, so that tests find it as a person finds its row */
static GtkWidget *
add_spin (ArrieroQuestion *self,
          const char      *name,
          const char      *title,
          const char      *prefix,
          gint             min,
          gint             max,
          gint             value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_name (spin, name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  add_row (self, title, NULL, prefix, spin);

  return spin;
}

static GtkWidget *
add_drop_down (ArrieroQuestion    *self,
               const char         *name,
               const char         *title,
               const char * const *items)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_widget_set_name (drop_down, name);
  add_row (self, title, NULL, NULL, drop_down);

  return drop_down;
}

static void
add_icon_spins (ArrieroQuestion *self)
{
  for (AlpIcon icon = 0; icon < ALP_N_ICONS; icon++)
    {
      g_autofree char *name = NULL;

      if (!(self->icon_mask & (1u << icon)))
        continue;
      name = g_strdup_printf ("icon-%s", alp_icon_to_string (icon));
      add_spin (self, name, icon_get_name (icon), arriero_icon_label (icon), 0, 5, 0);
    }
}

static void
add_fruit_spins (ArrieroQuestion *self,
                 gint             max)
{
  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *name = g_strdup_printf ("fruit-%s", alp_fruit_to_string (fruit));
      g_autofree char *title = g_strdup (alp_fruit_get_name (fruit, 2));

      /* "apples", as a heading of a count */
      if (title[0] != '\0')
        title[0] = g_unichar_toupper (title[0]);
      add_spin (self, name, title, NULL, 0, max, 0);
    }
}

static void
add_removed_drop_down (ArrieroQuestion *self)
{
  const char *tokens[] = {
    _("The first token listed"), _("The second token listed"), _("The third token listed"),
    _("The fourth token listed"), _("The fifth token listed"), NULL
  };

  add_drop_down (self, "removed", _("Removed with 2 or 3 players"), tokens);
}

static void
build_form (ArrieroQuestion *self)
{
  switch (self->kind)
    {
    case FORM_ICONS:
    case FORM_REWARD:
      adw_preferences_group_set_description (self->form_group,
                                             _("How often each icon is printed there; none is fine."));
      add_icon_spins (self);
      break;

    case FORM_CARD:
      {
        const char *fruits[ALP_N_FRUITS + 1] = { NULL };
        const char *arrows[] = { C_("arrow", "Up"), C_("arrow", "Down"), NULL };

        for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
          fruits[fruit] = alp_fruit_get_name (fruit, 1);
        adw_preferences_group_set_description (self->form_group,
                                               _("The fruits on the front, how often each; its value; and its back."));
        add_fruit_spins (self, 10);
        add_spin (self, "value", _("Value in dirhams"), NULL, 0, 99, 0);
        add_drop_down (self, "back-fruit", _("Fruit on the back"), fruits);
        add_drop_down (self, "arrow", _("Arrow on the back"), arrows);
      }
      break;

    case FORM_TOKENS:
      adw_preferences_group_set_description (self->form_group,
                                             _("The fruit count printed on each of the five tokens."));
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("count-%u", i);
          /* TRANSLATORS: "Token 2", one of the five delivery tokens of a fruit */
          g_autofree char *title = g_strdup_printf (_("Token %u"), i + 1);

          add_spin (self, name, title, NULL, 1, 10, 2);
        }
      add_removed_drop_down (self);
      break;

    case FORM_REMOVED:
      add_removed_drop_down (self);
      break;

    case FORM_BONUSES:
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);
          /* TRANSLATORS: the bonus of a position on the market card */
          g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

          add_spin (self, name, title, NULL, 0, 20, 0);
        }
      break;

    case FORM_NUMBER:
      if (g_str_equal (self->path, "delivery_cards.display"))
        add_spin (self, "number", _("Face-up cards"), NULL, 1, 8, 4);
      else
        add_spin (self, "number", _("Dirhams"), NULL, 0, 99, 0);
      break;

    case FORM_START:
      add_spin (self, "number", _("Dirhams"), NULL, 0, 99, 0);
      break;

    case FORM_FIELDS:
      adw_preferences_group_set_description (self->form_group,
                                             _("How many fruit fields of each fruit the farmland shows."));
      add_fruit_spins (self, 7);
      break;

    case FORM_NONE:
    default:
      {
        GtkWidget *label = gtk_label_new (_("Describe this in the edition file for now: Arriero has no form for it yet."));

        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        adw_preferences_group_add (self->form_group, label);
        gtk_widget_set_visible (self->save_button, FALSE);
      }
      break;
    }
}

typedef struct
{
  FormKind kind;
  guint    icon_mask;
} PathKind;

/* The words of the question, and the kind of form, from the path */
static char *
classify_path (const char *path,
               PathKind   *self)
{
  int len = strlen (path);
  int end;
  guint i, j, k;
  char side[32], name[32], award_side[32];
  AlpFruit fruit;
  AlpRegion region;

  self->kind = FORM_NONE;
  self->icon_mask = 0;

  if (MATCHES (3, "segments[%u].sides.%31[a-z_].spaces[%u].icons%n", &i, side, &j))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = ALL_ICONS;
      /* TRANSLATORS: "What is printed on space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on space %u of segment %u?"), j + 1, i + 1);
    }
  if (MATCHES (4, "segments[%u].sides.%31[a-z_].spaces[%u].spots[%u].icons%n", &i, side, &j, &k))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = ALL_ICONS;
      /* TRANSLATORS: "What is printed on spot 1 of space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on spot %u of space %u of segment %u?"), k + 1, j + 1, i + 1);
    }
  if (MATCHES (2, "award_tokens.%31[a-z].%31[a-z_]%n", name, award_side) &&
      alp_region_from_string (name, &region) &&
      (g_str_equal (award_side, "green_side") || g_str_equal (award_side, "red_side")))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = AWARD_ICONS;
      if (g_str_equal (award_side, "green_side"))
        /* TRANSLATORS: the village's name, e.g. "the green village" */
        return g_strdup_printf (_("What does the green side of the award token in %s show?"),
                                alp_region_get_name (region));
      return g_strdup_printf (_("What does the red side of the award token in %s show?"),
                              alp_region_get_name (region));
    }
  if (MATCHES (2, "goal_cards[%u].spots[%u]%n", &i, &k))
    {
      self->kind = FORM_REWARD;
      self->icon_mask = REWARD_ICONS;
      return g_strdup_printf (_("What is the reward of spot %u of goal card %u?"), k + 1, i + 1);
    }
  if (MATCHES (1, "delivery_cards.cards[%u]%n", &i))
    {
      self->kind = FORM_CARD;
      return g_strdup_printf (_("What does delivery card %u show?"), i + 1);
    }
  if (MATCHES (1, "delivery_tokens.%31[a-z]%n", name) && alp_fruit_from_string (name, &fruit))
    {
      self->kind = FORM_TOKENS;
      /* TRANSLATORS: the fruit, as in "What do the apple delivery tokens show?" */
      return g_strdup_printf (_("What do the %s delivery tokens show?"), alp_fruit_get_name (fruit, 1));
    }
  if (MATCHES (1, "delivery_tokens.%31[a-z].removed_two_three%n", name) && alp_fruit_from_string (name, &fruit))
    {
      self->kind = FORM_REMOVED;
      return g_strdup_printf (_("Which %s delivery token is left out with 2 or 3 players?"),
                              alp_fruit_get_name (fruit, 1));
    }
  if (g_str_equal (path, "market_card.bonuses"))
    {
      self->kind = FORM_BONUSES;
      return g_strdup (_("Which bonuses does the market card show?"));
    }
  if (g_str_equal (path, "delivery_cards.display"))
    {
      self->kind = FORM_NUMBER;
      return g_strdup (_("How many delivery cards lie face up?"));
    }
  if (g_str_equal (path, "start") || g_str_equal (path, "start.dirhams"))
    {
      self->kind = g_str_equal (path, "start") ? FORM_START : FORM_NUMBER;
      return g_strdup (_("How many dirhams does each player start with?"));
    }
  if (MATCHES (1, "farmlands.%31[a-z]%n", name) && alp_region_from_string (name, &region))
    {
      self->kind = FORM_FIELDS;
      /* TRANSLATORS: the farmland's name, e.g. "the green farmland" */
      return g_strdup_printf (_("Which fruit fields does %s show?"), alp_region_get_name (region));
    }

  return g_strdup (_("This part of your copy is not described yet"));
}

static char *
parse_path (ArrieroQuestion *self)
{
  PathKind kind;
  char *title = classify_path (self->path, &kind);

  self->kind = kind.kind;
  self->icon_mask = kind.icon_mask;

  return title;
}

/**
 * arriero_question_can_ask:
 * @path: an item of the edition, as alp_edition_get_value() names it
 *
 * Returns: whether the window has a form for the item at @path
 */
gboolean
arriero_question_can_ask (const char *path)
{
  PathKind kind;
  g_autofree char *title = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  title = classify_path (path, &kind);

  return kind.kind != FORM_NONE;
}

/* ------------------------------------------------------------------ */
/* The answer                                                           */

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_named (child, name)) != NULL)
        return found;
    }

  return NULL;
}

/* What a spin button or a drop-down of the form says now */
static gint
spin_value (ArrieroQuestion *self,
            const char      *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  g_assert (widget != NULL);
  if (GTK_IS_DROP_DOWN (widget))
    return gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));

  gtk_spin_button_update (GTK_SPIN_BUTTON (widget));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

/* ------------------------------------------------------------------ */
/* The current value, for corrections                                   */

static void
set_input (ArrieroQuestion *self,
           const char      *name,
           gint             value)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  if (widget == NULL)
    return;
  if (GTK_IS_DROP_DOWN (widget))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), value);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

/* One spin per name, set to how often @array names it */
static void
set_counts (ArrieroQuestion *self,
            JsonNode        *node,
            const char      *prefix)
{
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *array;
  GHashTableIter iter;
  gpointer key, count;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *item = json_array_get_string_element (array, i);
      char *name = g_strdup_printf ("%s-%s", prefix, item != NULL ? item : "");

      count = g_hash_table_lookup (counts, name);
      g_hash_table_replace (counts, name, GINT_TO_POINTER (GPOINTER_TO_INT (count) + 1));
    }
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &count))
    set_input (self, key, GPOINTER_TO_INT (count));
}

static JsonNode *
member (JsonNode   *node,
        const char *name)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;

  return json_object_get_member (json_node_get_object (node), name);
}

static gint
int_of (JsonNode *node,
        gint      fallback)
{
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;

  return json_node_get_int (node);
}

/* Fills the form with @value, in the shape alp_edition_get_value() gives */
static void
prefill (ArrieroQuestion *self,
         JsonNode        *value)
{
  switch (self->kind)
    {
    case FORM_ICONS:
      set_counts (self, value, "icon");
      break;

    case FORM_REWARD:
      set_counts (self, member (value, "reward"), "icon");
      break;

    case FORM_CARD:
      {
        JsonNode *back = member (value, "back");
        JsonNode *fruit = member (back, "fruit");
        JsonNode *arrow = member (back, "arrow");
        AlpFruit back_fruit;

        set_counts (self, member (value, "front"), "fruit");
        set_input (self, "value", int_of (member (value, "value"), 0));
        if (fruit != NULL && JSON_NODE_HOLDS_VALUE (fruit) &&
            alp_fruit_from_string (json_node_get_string (fruit), &back_fruit))
          set_input (self, "back-fruit", back_fruit);
        if (arrow != NULL && JSON_NODE_HOLDS_VALUE (arrow))
          set_input (self, "arrow", g_strcmp0 (json_node_get_string (arrow), "down") == 0 ? 1 : 0);
      }
      break;

    case FORM_TOKENS:
      {
        JsonNode *counts = member (value, "counts");

        for (guint i = 0; counts != NULL && JSON_NODE_HOLDS_ARRAY (counts) &&
                          i < MIN (5, json_array_get_length (json_node_get_array (counts))); i++)
          {
            g_autofree char *name = g_strdup_printf ("count-%u", i);

            set_input (self, name, int_of (json_array_get_element (json_node_get_array (counts), i), 2));
          }
        set_input (self, "removed", int_of (member (value, "removed_two_three"), 0));
      }
      break;

    case FORM_REMOVED:
      set_input (self, "removed", int_of (value, 0));
      break;

    case FORM_BONUSES:
      for (guint i = 0; value != NULL && JSON_NODE_HOLDS_ARRAY (value) &&
                        i < MIN (5, json_array_get_length (json_node_get_array (value))); i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);

          set_input (self, name, int_of (json_array_get_element (json_node_get_array (value), i), 0));
        }
      break;

    case FORM_NUMBER:
      set_input (self, "number", int_of (value, 0));
      break;

    case FORM_START:
      set_input (self, "number", int_of (member (value, "dirhams"), 0));
      break;

    case FORM_FIELDS:
      set_counts (self, member (value, "fields"), "fruit");
      break;

    case FORM_NONE:
    default:
      break;
    }
}

static JsonNode *
build_icons (ArrieroQuestion *self)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (AlpIcon icon = 0; icon < ALP_N_ICONS; icon++)
    {
      g_autofree char *name = NULL;
      gint n;

      if (!(self->icon_mask & (1u << icon)))
        continue;
      name = g_strdup_printf ("icon-%s", alp_icon_to_string (icon));
      n = spin_value (self, name);
      for (gint c = 0; c < n; c++)
        json_array_add_string_element (array, alp_icon_to_string (icon));
    }
  json_node_take_array (node, array);

  return node;
}

static JsonNode *
build_fruits (ArrieroQuestion *self)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *name = g_strdup_printf ("fruit-%s", alp_fruit_to_string (fruit));
      gint n = spin_value (self, name);

      for (gint c = 0; c < n; c++)
        json_array_add_string_element (array, alp_fruit_to_string (fruit));
    }
  json_node_take_array (node, array);

  return node;
}

static JsonNode *
build_value (ArrieroQuestion *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  switch (self->kind)
    {
    case FORM_ICONS:
      return build_icons (self);

    case FORM_REWARD:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reward");
      json_builder_add_value (builder, build_icons (self));
      json_builder_end_object (builder);
      break;

    case FORM_CARD:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "front");
      json_builder_add_value (builder, build_fruits (self));
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, spin_value (self, "value"));
      json_builder_set_member_name (builder, "back");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "fruit");
      json_builder_add_string_value (builder, alp_fruit_to_string (spin_value (self, "back-fruit")));
      json_builder_set_member_name (builder, "arrow");
      json_builder_add_string_value (builder, spin_value (self, "arrow") == 0 ? "up" : "down");
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      break;

    case FORM_TOKENS:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "counts");
      json_builder_begin_array (builder);
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("count-%u", i);

          json_builder_add_int_value (builder, spin_value (self, name));
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "removed_two_three");
      json_builder_add_int_value (builder, spin_value (self, "removed"));
      json_builder_end_object (builder);
      break;

    case FORM_REMOVED:
      return json_node_init_int (json_node_alloc (), spin_value (self, "removed"));

    case FORM_BONUSES:
      json_builder_begin_array (builder);
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);

          json_builder_add_int_value (builder, spin_value (self, name));
        }
      json_builder_end_array (builder);
      break;

    case FORM_NUMBER:
      return json_node_init_int (json_node_alloc (), spin_value (self, "number"));

    case FORM_START:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "dirhams");
      json_builder_add_int_value (builder, spin_value (self, "number"));
      json_builder_end_object (builder);
      break;

    case FORM_FIELDS:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "fields");
      json_builder_add_value (builder, build_fruits (self));
      json_builder_end_object (builder);
      break;

    case FORM_NONE:
    default:
      g_assert_not_reached ();
    }

  return json_builder_get_root (builder);
}

static void
finish (ArrieroQuestion *self,
        AlpEdition      *edition)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  if (task == NULL)
    return;

  if (edition != NULL)
    g_task_return_pointer (task, g_object_ref (edition), g_object_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The question was cancelled"));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (widget);
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  if (self->kind == FORM_NONE)
    return;

  value = build_value (self);
  edition = alp_edition_with_value (self->edition, self->path, value, &error);
  if (edition == NULL)
    {
      /* the engine's words, where the table is looking; the window stays */
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  finish (self, edition);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  finish (ARRIERO_QUESTION (widget), NULL);
}

static gboolean
arriero_question_close_request (GtkWindow *window)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (window);

  if (self->task != NULL)
    {
      finish (self, NULL);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (arriero_question_parent_class)->close_request (window);
}

static void
arriero_question_dispose (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  /* destroyed with its parent: the question was not answered */
  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The question was cancelled"));
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_QUESTION);

  G_OBJECT_CLASS (arriero_question_parent_class)->dispose (object);
}

static void
arriero_question_finalize (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  g_clear_object (&self->edition);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (arriero_question_parent_class)->finalize (object);
}

static void
arriero_question_class_init (ArrieroQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = arriero_question_dispose;
  object_class->finalize = arriero_question_finalize;
  window_class->close_request = arriero_question_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/arriero/Arriero/arriero-question.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, title_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, path_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, form_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, error_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, save_button);

  gtk_widget_class_install_action (widget_class, "question.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "question.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "question.cancel", NULL);
}

static void
arriero_question_init (ArrieroQuestion *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * arriero_question_ask:
 * @parent: the window the question is about
 * @edition: the edition as it is now
 * @path: the item it lacks, as %ALP_EDITION_ERROR_MISSING named it
 *
 * Asks the table for the item at @path, in a modal window.  The answer
 * has been checked by the engine when @callback runs.
 */
void
arriero_question_ask (GtkWindow           *parent,
                      AlpEdition          *edition,
                      const char          *path,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  arriero_question_ask_full (parent, edition, path, NULL, callback, user_data);
}

/**
 * arriero_question_ask_full:
 * @initial: (nullable): the value the item has now, in the shape
 *   alp_edition_get_value() gives, to show in the form
 *
 * Like arriero_question_ask(), for a correction: the form starts from
 * @initial.  Finish with arriero_question_ask_finish().
 */
void
arriero_question_ask_full (GtkWindow           *parent,
                           AlpEdition          *edition,
                           const char          *path,
                           JsonNode            *initial,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  ArrieroQuestion *self;
  g_autofree char *title = NULL;
  g_autofree char *where = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ALP_IS_EDITION (edition));
  g_return_if_fail (path != NULL);

  self = g_object_new (ARRIERO_TYPE_QUESTION, "transient-for", parent, NULL);
  self->edition = g_object_ref (edition);
  self->path = g_strdup (path);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_question_ask);

  title = parse_path (self);
  gtk_label_set_text (self->title_label, title);
  /* TRANSLATORS: the place of the item in the edition file */
  where = g_strdup_printf (_("In the edition file: %s"), path);
  gtk_label_set_text (self->path_label, where);
  build_form (self);
  if (initial != NULL)
    prefill (self, initial);

  gtk_window_present (GTK_WINDOW (self));
}

/**
 * arriero_question_ask_finish:
 *
 * Returns: (transfer full): the edition with the answer, or %NULL with
 *   %G_IO_ERROR_CANCELLED when the table did not answer
 */
AlpEdition *
arriero_question_ask_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_question_ask, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
arriero_question_get_path (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  return self->path;
}

/**
 * arriero_question_has_form:
 *
 * Returns: %FALSE for an item the window cannot ask for yet (a whole
 *   segment side, a whole goal card): it offers Cancel only
 */
gboolean
arriero_question_has_form (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), FALSE);

  return self->kind != FORM_NONE;
}

/**
 * arriero_question_get_error:
 *
 * Returns: (nullable): the engine's reason for refusing the last answer
 */
const char *
arriero_question_get_error (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;

  return gtk_label_get_text (self->error_label);
}
