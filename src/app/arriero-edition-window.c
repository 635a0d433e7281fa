/* arriero-edition-window.c: views, corrects and shares the user's edition
 *
 * Lists everything the user's edition (arriero-edition-store.c) holds,
 * item by item, each with a short summary of its value or "Not described
 * yet".  An item that ArrieroQuestion has a form for opens that form with
 * its current value; the answer has been checked by the engine
 * (alp_edition_with_value()) when it comes back, and is saved at once.
 * Whole segment sides and whole goal cards open their forms from the
 * button on their heading row; each segment shows pictures of its known
 * sides; the canal map's row has such a button too.
 *
 * Importing never replaces the user's edition without asking, and a broken
 * file shows the loader's message, which names the JSON path of the
 * problem, and changes nothing.
 *
 * When the user's own file cannot be read, the window says so in place of
 * the list, and what needs the edition (exporting, correcting an item) is
 * unavailable until the file is repaired or an import replaces it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "arriero-edition-store.h"
#include "arriero-edition-window.h"
#include "arriero-setup-edition.h"
#include "arriero-question.h"
#include "arriero-segment-preview.h"

struct _ArrieroEditionWindow
{
  AdwWindow             parent_instance;

  GtkRevealer          *error_revealer;
  GtkLabel             *error_label;
  AdwPreferencesPage   *page;
  AdwStatusPage        *broken_page;

  AlpEdition           *edition;    /* (nullable): the user's edition, as shown */
  char                 *problem;    /* (nullable): why it cannot be read */
  AlpEdition           *pending;    /* (nullable): imported, not yet confirmed */
  GPtrArray            *groups;     /* the page's groups, to rebuild them */
  GHashTable           *rows;       /* path → row (unowned) */
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (ArrieroEditionWindow, arriero_edition_window, ADW_TYPE_WINDOW)

#define N_SIDES 2

/* The path of @item, as the engine spells it */
static char *
item_path (AlpEditionItem item)
{
  return alp_edition_item_to_path (&item);
}

/* ------------------------------------------------------------------ */
/* Summaries                                                            */

static void
append_summary (GString  *out,
                JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        {
          const char *text = json_node_get_string (node);
          AlpFruit fruit;
          AlpRegion region;

          if (alp_fruit_from_string (text, &fruit))
            g_string_append (out, alp_fruit_get_name (fruit, 1));
          else if (alp_region_from_string (text, &region))
            g_string_append (out, alp_region_get_name (region));
          else
            g_string_append (out, text);
        }
      else if (json_node_get_value_type (node) == G_TYPE_INT64)
        g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      else if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        g_string_append (out, json_node_get_boolean (node) ? _("yes") : _("no"));
      break;

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        if (n == 0)
          {
            g_string_append (out, _("nothing"));
            break;
          }
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append (out, ", ");
            append_summary (out, json_array_get_element (array, i));
          }
      }
      break;

    case JSON_NODE_OBJECT:
      {
        g_autoptr(GList) members = json_object_get_members (json_node_get_object (node));
        gboolean first = TRUE;

        for (GList *l = members; l != NULL; l = l->next)
          {
            if (!first)
              g_string_append (out, "; ");
            first = FALSE;
            g_string_append_printf (out, "%s: ", (const char *) l->data);
            append_summary (out, json_object_get_member (json_node_get_object (node), l->data));
          }
      }
      break;

    case JSON_NODE_NULL:
    default:
      g_string_append (out, _("Not described yet"));
      break;
    }
}

/* The value at @path in a few words, or "Not described yet" */
static char *
summarize (JsonNode *value)
{
  GString *out;

  if (value == NULL || JSON_NODE_HOLDS_NULL (value))
    return g_strdup (_("Not described yet"));

  out = g_string_new (NULL);
  append_summary (out, value);

  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* Rows                                                                 */

static void
row_activated_cb (AdwActionRow         *row,
                  ArrieroEditionWindow *self);
static void
edit_clicked_cb (GtkButton            *button,
                 ArrieroEditionWindow *self);

/* A row for the item at @path; it opens the question's form when the
 * question has one, else it says where the item comes from */
static GtkWidget *
add_item (ArrieroEditionWindow *self,
          GtkWidget            *parent,
          const char           *title,
          const char           *path)
{
  g_autoptr(JsonNode) value = alp_edition_get_value (self->edition, path);
  g_autofree char *summary = summarize (value);
  GtkWidget *row = adw_action_row_new ();

  /* Titles name segments and channels by their ids */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  gtk_widget_set_name (row, path);
  g_object_set_data_full (G_OBJECT (row), "arriero-path", g_strdup (path), g_free);

  if (arriero_question_can_ask (path))
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_widget_set_tooltip_text (row, _("Correct this item"));
      g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), self);
    }
  else
    gtk_widget_set_tooltip_text (row, _("Import an edition file to change this item"));

  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
  g_hash_table_insert (self->rows, g_strdup (path), row);

  return row;
}

static GtkWidget *
add_group (ArrieroEditionWindow *self,
           const char           *title,
           const char           *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
  g_ptr_array_add (self->groups, group);

  return group;
}

/* A heading row for a whole item, with a button that opens its form */
static GtkWidget *
add_expander (ArrieroEditionWindow *self,
              GtkWidget            *group,
              const char           *title,
              const char           *subtitle,
              const char           *path)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Edit"));
  /* TRANSLATORS: the accessible name of the Edit button, e.g. "Edit 4-player side" */
  g_autofree char *label = g_strdup_printf (_("Edit %s"), title);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  gtk_widget_set_name (row, path);
  gtk_widget_set_name (button, "edit");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (button), "arriero-path", g_strdup (path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (edit_clicked_cb), self);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_hash_table_insert (self->rows, g_strdup (path), row);

  return row;
}

static const char *
side_title (guint side)
{
  return side == 0 ? _("4-player side") : _("2-3-player side");
}

static void
add_side (ArrieroEditionWindow *self,
          GtkWidget            *group,
          guint                 segment,
          guint                 side)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SIDE, .segment = segment, .side = side };
  g_autofree char *path = alp_edition_item_to_path (&item);
  g_autoptr(JsonNode) value = alp_edition_get_value (self->edition, path);
  JsonArray *spaces = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *expander;

  if (value != NULL && JSON_NODE_HOLDS_OBJECT (value) &&
      json_object_has_member (json_node_get_object (value), "spaces"))
    spaces = json_object_get_array_member (json_node_get_object (value), "spaces");

  if (spaces == NULL)
    subtitle = g_strdup (_("Not described yet: describe it with Edit, or import an edition file"));
  else
    /* TRANSLATORS: the number of spaces on a segment's side */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u space", "%u spaces",
                                             json_array_get_length (spaces)),
                                json_array_get_length (spaces));
  expander = add_expander (self, group, side_title (side), subtitle, path);

  for (guint j = 0; spaces != NULL && j < json_array_get_length (spaces); j++)
    {
      JsonObject *space = json_array_get_object_element (spaces, j);
      const char *kind = json_object_get_string_member_with_default (space, "kind", "standard");
      JsonNode *spots = json_object_get_member (space, "spots");
      /* TRANSLATORS: "Space 2", a space of a segment's side */
      g_autofree char *title = g_strdup_printf (_("Space %u"), j + 1);

      if (g_str_equal (kind, "standard"))
        {
          g_autofree char *icons = NULL;

          item.kind = ALP_EDITION_ITEM_SPACE_ICONS;
          item.space = j;
          icons = alp_edition_item_to_path (&item);
          add_item (self, expander, title, icons);
        }
      else if (spots != NULL && JSON_NODE_HOLDS_ARRAY (spots) &&
               (g_str_equal (kind, "market") || g_str_equal (kind, "harvest")))
        {
          for (guint k = 0; k < json_array_get_length (json_node_get_array (spots)); k++)
            {
              g_autofree char *icons = NULL;
              g_autofree char *spot_title = NULL;

              item.kind = ALP_EDITION_ITEM_SPOT_ICONS;
              item.space = j;
              item.spot = k;
              icons = alp_edition_item_to_path (&item);
              if (g_str_equal (kind, "market"))
                /* TRANSLATORS: "Space 3 (market), spot 2" */
                spot_title = g_strdup_printf (_("Space %u (market), spot %u"), j + 1, k + 1);
              else
                /* TRANSLATORS: "Space 3 (harvest), spot 2" */
                spot_title = g_strdup_printf (_("Space %u (harvest), spot %u"), j + 1, k + 1);
              add_item (self, expander, spot_title, icons);
            }
        }
      else
        {
          g_autofree char *space_path = NULL;
          g_autofree char *space_title = NULL;

          item.kind = ALP_EDITION_ITEM_SPACE;
          item.space = j;
          space_path = alp_edition_item_to_path (&item);
          if (g_str_equal (kind, "go"))
            /* TRANSLATORS: "Space 1 (go)" */
            space_title = g_strdup_printf (_("Space %u (go)"), j + 1);
          else
            /* TRANSLATORS: "Space 6 (end)" */
            space_title = g_strdup_printf (_("Space %u (end)"), j + 1);
          add_item (self, expander, space_title, space_path);
        }
    }
}

/* The pictures of the segment's known sides, side by side */
static void
add_previews (ArrieroEditionWindow *self,
              GtkWidget            *group,
              guint                 segment)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *row;
  guint known = 0;

  for (AlpSide side = 0; side < N_SIDES; side++)
    {
      GtkWidget *preview = arriero_segment_preview_new (self->edition, segment, side);
      GtkWidget *column;
      GtkWidget *label;

      if (arriero_segment_preview_get_n_spaces (ARRIERO_SEGMENT_PREVIEW (preview)) == 0)
        {
          g_object_ref_sink (preview);
          g_object_unref (preview);
          continue;
        }
      column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      label = gtk_label_new (side_title (side));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_halign (preview, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), preview);
      gtk_box_append (GTK_BOX (box), column);
      known++;
    }
  if (known == 0)
    {
      g_object_ref_sink (box);
      g_object_unref (box);
      return;
    }

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  row = adw_preferences_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, "previews");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
add_segments (ArrieroEditionWindow *self)
{
  for (guint i = 0; i < 10; i++)
    {
      /* the segment as the setup assistant names it ("Market segment 2",
       * or the name the table gave it), never the edition file's id */
      g_autofree char *title = arriero_setup_edition_describe_segment (self->edition, i);
      GtkWidget *group;

      group = add_group (self, title,
                         i == 0 ? _("Describe or correct a whole side with its Edit button, or the icons of one space in its row.")
                                : NULL);
      add_previews (self, group, i);
      for (AlpSide side = 0; side < N_SIDES; side++)
        add_side (self, group, i, side);
    }
}

static void
add_tokens_and_cards (ArrieroEditionWindow *self)
{
  GtkWidget *group = add_group (self, _("Delivery Tokens"), NULL);
  g_autofree char *display = NULL;
  g_autofree char *bonuses = NULL;

  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_TOKENS, .fruit = fruit });
      g_autofree char *title = g_strdup (alp_fruit_get_name (fruit, 2));

      if (title[0] != '\0')
        title[0] = g_unichar_toupper (title[0]);
      add_item (self, group, title, path);
    }

  group = add_group (self, _("Delivery Cards"), NULL);
  display = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_CARD_DISPLAY });
  add_item (self, group, _("Face-up cards"), display);
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_CARD, .card = i });
      /* TRANSLATORS: "Card 7", one of the 20 delivery cards */
      g_autofree char *title = g_strdup_printf (_("Card %u"), i + 1);

      add_item (self, group, title, path);
    }

  group = add_group (self, _("Market Card"), NULL);
  bonuses = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_MARKET_BONUSES });
  add_item (self, group, _("Bonuses"), bonuses);

  group = add_group (self, _("Award Tokens"), NULL);
  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    {
      g_autofree char *green = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_AWARD_GREEN_SIDE,
                                                             .region = region });
      g_autofree char *red = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_AWARD_RED_SIDE,
                                                           .region = region });
      /* TRANSLATORS: the village's name, e.g. "Green side, the green village" */
      g_autofree char *green_title = g_strdup_printf (_("Green side, %s"), alp_region_get_name (region));
      g_autofree char *red_title = g_strdup_printf (_("Red side, %s"), alp_region_get_name (region));

      add_item (self, group, green_title, green);
      add_item (self, group, red_title, red);
    }
}

static void
add_goals (ArrieroEditionWindow *self)
{
  GtkWidget *group = add_group (self, _("Goal Cards"),
                                _("Describe or correct a whole card with its Edit button, or the reward of one spot in its row."));

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_GOAL_CARD, .card = i });
      g_autoptr(JsonNode) card = alp_edition_get_value (self->edition, path);
      /* TRANSLATORS: "Goal card 2" */
      g_autofree char *title = g_strdup_printf (_("Goal card %u"), i + 1);
      g_autofree char *subtitle = NULL;
      JsonArray *spots = NULL;
      GtkWidget *expander;

      if (card != NULL && JSON_NODE_HOLDS_OBJECT (card))
        {
          JsonObject *object = json_node_get_object (card);
          JsonArray *goal_sides = json_object_get_array_member (object, "sides");
          const char *words[2] = { NULL, NULL };

          if (json_object_has_member (object, "spots"))
            spots = json_object_get_array_member (object, "spots");
          /* a side not described yet: the card was entered as dealt */
          for (guint s = 0; goal_sides != NULL && json_array_get_length (goal_sides) == 2 && s < 2; s++)
            {
              JsonNode *side = json_array_get_element (goal_sides, s);
              AlpGoal goal;

              if (JSON_NODE_HOLDS_VALUE (side) && alp_goal_from_string (json_node_get_string (side), &goal))
                words[s] = alp_goal_get_description (goal);
              else
                /* TRANSLATORS: a goal card's side the copy does not describe yet */
                words[s] = _("other side not described yet");
            }
          if (words[0] != NULL)
            /* TRANSLATORS: the goals on the two sides of a goal card */
            subtitle = g_strdup_printf (_("%s / %s"), words[0], words[1]);
        }
      if (subtitle == NULL)
        subtitle = g_strdup (_("Not described yet: describe it with Edit, or import an edition file"));
      expander = add_expander (self, group, title, subtitle, path);
      /* a card entered as dealt: its spots, asked at the first completion */
      if (card != NULL && spots == NULL)
        {
          g_autofree char *item = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_GOAL_SPOTS, .card = i });

          add_item (self, expander, _("Farmer spots"), item);
        }

      for (guint k = 0; spots != NULL && k < json_array_get_length (spots); k++)
        {
          g_autofree char *item = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_GOAL_SPOT,
                                                                .card = i, .spot = k });
          /* TRANSLATORS: "Spot 2", a farmer spot on a goal card */
          g_autofree char *spot_title = g_strdup_printf (_("Spot %u"), k + 1);

          add_item (self, expander, spot_title, item);
        }
    }
}

static void
add_rest (ArrieroEditionWindow *self)
{
  GtkWidget *group = add_group (self, _("Farmlands"), NULL);
  g_autofree char *start = NULL;
  g_autofree char *channels_path = NULL;
  g_autofree char *canal_path = NULL;
  g_autoptr(JsonNode) canal = NULL;
  GtkWidget *row;
  GtkWidget *button;

  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    {
      g_autofree char *path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_FARMLAND, .region = region });
      g_autofree char *title = g_strdup (alp_region_get_name (region));

      if (title[0] != '\0')
        title[0] = g_unichar_toupper (title[0]);
      add_item (self, group, title, path);
    }

  group = add_group (self, _("Start"), NULL);
  start = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_START_DIRHAMS });
  add_item (self, group, _("Dirhams each player starts with"), start);

  group = add_group (self, _("Canal Map"), NULL);
  channels_path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_CANAL_CHANNELS });
  canal_path = item_path ((AlpEditionItem) { .kind = ALP_EDITION_ITEM_CANAL });
  canal = alp_edition_get_value (self->edition, channels_path);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Canal map"));
  if (canal != NULL && JSON_NODE_HOLDS_ARRAY (canal))
    {
      guint n = json_array_get_length (json_node_get_array (canal));
      /* TRANSLATORS: the number of channel spaces on the canal map */
      g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Known: %u channel space",
                                                                "Known: %u channel spaces", n), n);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 _("Not described: the table describes each irrigation. Describe it with Edit, or import an edition file."));
  gtk_widget_set_name (row, canal_path);
  button = gtk_button_new_with_mnemonic (_("_Edit"));
  gtk_widget_set_name (button, "edit");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Edit the canal map"), -1);
  g_object_set_data_full (G_OBJECT (button), "arriero-path", g_strdup (canal_path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (edit_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_hash_table_insert (self->rows, g_strdup (canal_path), row);
}

static void
refresh (ArrieroEditionWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = arriero_edition_store_load (&error);
  g_autofree char *title = NULL;
  GtkWidget *group;
  GtkWidget *row;

  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->page, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
  g_hash_table_remove_all (self->rows);

  g_set_object (&self->edition, edition);
  g_clear_pointer (&self->problem, g_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "edition.export", edition != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->page), edition != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->broken_page), edition == NULL);

  if (edition == NULL)
    {
      g_autofree char *path = arriero_edition_store_get_path ();
      g_autofree char *markup = NULL;

      /* TRANSLATORS: the file's path, then the loader's message, which names the place of the problem */
      self->problem = g_strdup_printf (_("Your copy’s edition cannot be read, so it cannot be shown, corrected or "
                                         "exported until the file is repaired or an edition file is imported "
                                         "in its place. The problem in %s: %s"),
                                       path, error->message);
      markup = g_markup_escape_text (self->problem, -1);
      adw_status_page_set_description (self->broken_page, markup);
      return;
    }

  group = add_group (self, _("Edition"), NULL);
  row = adw_action_row_new ();
  /* The name on one line; the description, up to 2,000 characters, on 3 */
  g_object_set (row, "title-lines", 1, "subtitle-lines", 3, NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), alp_edition_get_name (edition));
  if (alp_edition_get_example (edition))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Made up: not the real game’s print"));
  else if (alp_edition_get_description (edition) != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), alp_edition_get_description (edition));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  add_segments (self);
  add_tokens_and_cards (self);
  add_goals (self);
  add_rest (self);
}

/* ------------------------------------------------------------------ */
/* Corrections                                                          */

static void
show_error (ArrieroEditionWindow *self,
            const char           *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

/* An import becomes the user's edition, on disk and here */
static void
keep_edition (ArrieroEditionWindow *self,
              AlpEdition           *edition)
{
  g_autoptr(GError) error = NULL;

  if (!arriero_edition_store_save (edition, &error))
    {
      show_error (self, error->message);
      return;
    }
  refresh (self);
}

typedef struct
{
  ArrieroEditionWindow *self;
  char                 *path;
} Asked;

static void
asked_free (Asked *asked)
{
  g_clear_object (&asked->self);
  g_free (asked->path);
  g_free (asked);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Asked, asked_free)

/* The answer alone goes into the file as it is on disk now, which may
 * have changed since this window read it */
static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(Asked) asked = user_data;
  ArrieroEditionWindow *self = asked->self;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  edition = arriero_question_ask_finish (result, &error);
  if (edition == NULL)
    return;

  kept = arriero_edition_store_keep_answer (edition, asked->path, &error);
  refresh (self);
  if (kept == NULL)
    show_error (self, error->message);
}

static void
ask (ArrieroEditionWindow *self,
     const char           *path)
{
  g_autoptr(JsonNode) value = NULL;
  Asked *asked;

  /* nothing to correct while the file cannot be read */
  if (self->edition == NULL)
    return;

  value = alp_edition_get_value (self->edition, path);
  asked = g_new0 (Asked, 1);
  asked->self = g_object_ref (self);
  asked->path = g_strdup (path);
  arriero_question_ask_full (GTK_WINDOW (self), self->edition, path, value, answered_cb, asked);
}

static void
row_activated_cb (AdwActionRow         *row,
                  ArrieroEditionWindow *self)
{
  ask (self, g_object_get_data (G_OBJECT (row), "arriero-path"));
}

static void
edit_clicked_cb (GtkButton            *button,
                 ArrieroEditionWindow *self)
{
  ask (self, g_object_get_data (G_OBJECT (button), "arriero-path"));
}

/* ------------------------------------------------------------------ */
/* Import and export                                                    */

static void
replace_response_cb (AdwMessageDialog     *dialog,
                     const char           *response,
                     ArrieroEditionWindow *self)
{
  if (g_str_equal (response, "replace"))
    gtk_widget_activate_action (GTK_WIDGET (self), "edition.replace-confirmed", NULL);
  else
    g_clear_object (&self->pending);
}

/**
 * arriero_edition_window_import_file:
 *
 * Reads the edition file at @path.  A broken file is shown with the
 * loader's message and changes nothing; a valid one is offered, in a
 * dialog, to replace the user's edition.
 *
 * Returns: %TRUE when the file is valid and the dialog asks
 */
gboolean
arriero_edition_window_import_file (ArrieroEditionWindow  *self,
                                    const char            *path,
                                    GError               **error)
{
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (ARRIERO_IS_EDITION_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  edition = alp_edition_new_from_file (path, &local_error);
  if (edition == NULL)
    {
      g_autofree char *basename = g_path_get_basename (path);
      /* TRANSLATORS: the file's name, then the loader's message, which names the place of the problem */
      g_autofree char *message = g_strdup_printf (_("“%s” is not a valid edition file: %s"),
                                                  basename, local_error->message);

      show_error (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  g_set_object (&self->pending, edition);

  /* TRANSLATORS: the name of the imported edition */
  heading = g_strdup_printf (_("Replace your copy’s edition with “%s”?"), alp_edition_get_name (edition));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("Everything your copy’s edition describes now is replaced by the file’s. Export it first to keep it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return TRUE;
}

/**
 * arriero_edition_window_export_file:
 *
 * Writes the user's edition to @path, in canonical form.
 *
 * Returns: %FALSE with an error when it cannot be written, or when the
 *   user's edition cannot be read (arriero_edition_window_get_problem())
 */
gboolean
arriero_edition_window_export_file (ArrieroEditionWindow  *self,
                                    const char            *path,
                                    GError               **error)
{
  g_return_val_if_fail (ARRIERO_IS_EDITION_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->edition == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, self->problem);
      return FALSE;
    }

  return alp_edition_save_to_file (self->edition, path, error);
}

static void
replace_confirmed_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  ArrieroEditionWindow *self = ARRIERO_EDITION_WINDOW (widget);
  g_autoptr(AlpEdition) edition = g_steal_pointer (&self->pending);

  if (edition != NULL)
    keep_edition (self, edition);
}

static void
import_response_cb (GtkNativeDialog      *chooser,
                    int                   response,
                    ArrieroEditionWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        arriero_edition_window_import_file (self, path, NULL);
    }
  g_clear_object (&self->chooser);
}

static void
export_response_cb (GtkNativeDialog      *chooser,
                    int                   response,
                    ArrieroEditionWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path != NULL && !arriero_edition_window_export_file (self, path, &error))
        show_error (self, error->message);
    }
  g_clear_object (&self->chooser);
}

static GtkFileFilter *
json_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Edition files"));
  gtk_file_filter_add_suffix (filter, "json");

  return filter;
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroEditionWindow *self = ARRIERO_EDITION_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = json_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Import an Edition"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (import_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroEditionWindow *self = ARRIERO_EDITION_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = json_filter ();

  if (self->edition == NULL)
    return;

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Your Copy’s Edition"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* TRANSLATORS: the suggested name of an exported edition file */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _("my-copy.json"));
  g_signal_connect (self->chooser, "response", G_CALLBACK (export_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  gtk_revealer_set_reveal_child (ARRIERO_EDITION_WINDOW (widget)->error_revealer, FALSE);
}

/* ------------------------------------------------------------------ */

static void
arriero_edition_window_dispose (GObject *object)
{
  ArrieroEditionWindow *self = ARRIERO_EDITION_WINDOW (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_EDITION_WINDOW);

  G_OBJECT_CLASS (arriero_edition_window_parent_class)->dispose (object);
}

static void
arriero_edition_window_finalize (GObject *object)
{
  ArrieroEditionWindow *self = ARRIERO_EDITION_WINDOW (object);

  g_clear_object (&self->edition);
  g_clear_object (&self->pending);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_hash_table_unref);

  G_OBJECT_CLASS (arriero_edition_window_parent_class)->finalize (object);
}

static void
arriero_edition_window_class_init (ArrieroEditionWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_edition_window_dispose;
  object_class->finalize = arriero_edition_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-edition-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroEditionWindow, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, ArrieroEditionWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroEditionWindow, page);
  gtk_widget_class_bind_template_child (widget_class, ArrieroEditionWindow, broken_page);

  gtk_widget_class_install_action (widget_class, "edition.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "edition.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "edition.replace-confirmed", NULL, replace_confirmed_action);
  gtk_widget_class_install_action (widget_class, "edition.dismiss-error", NULL, dismiss_error_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "edition.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "edition.export", NULL);
}

static void
arriero_edition_window_init (ArrieroEditionWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->groups = g_ptr_array_new ();
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  refresh (self);
}

ArrieroEditionWindow *
arriero_edition_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (ARRIERO_TYPE_EDITION_WINDOW, "transient-for", parent, NULL);
}

/**
 * arriero_edition_window_get_error:
 *
 * Returns: (nullable): the message shown above the list, as a person
 *   reads it
 */
const char *
arriero_edition_window_get_error (ArrieroEditionWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_EDITION_WINDOW (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->error_revealer))
    return NULL;

  return gtk_label_get_text (self->error_label);
}

/**
 * arriero_edition_window_find_row:
 * @path: an item's path, as alp_edition_get_value() names it
 *
 * Returns: (transfer none) (nullable): the row that shows the item
 */
GtkWidget *
arriero_edition_window_find_row (ArrieroEditionWindow *self,
                                 const char           *path)
{
  g_return_val_if_fail (ARRIERO_IS_EDITION_WINDOW (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  return g_hash_table_lookup (self->rows, path);
}

/**
 * arriero_edition_window_get_problem:
 *
 * Returns: (nullable): why the user's edition cannot be shown, corrected
 *   or exported, as the window says it, or %NULL when it can
 */
const char *
arriero_edition_window_get_problem (ArrieroEditionWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_EDITION_WINDOW (self), NULL);

  return self->problem;
}
