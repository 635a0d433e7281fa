/* arriero-setup-assistant.c: sets up tonight's game, page by page
 *
 * Players, then the board as the table lays it out: the segments, the
 * villages' delivery tokens, the mules' start spots, the market card, the
 * goal sides and the face-up delivery cards.  Each page starts from a
 * random draw where the copy allows it, so a table that only presses Next
 * gets a valid game.  Every Next asks the engine to check the whole setup
 * (S1-S6) and shows only the problems of this page or earlier ones.  When
 * the copy does not say yet what something shows, the assistant asks for
 * it, keeps the answer in the user's edition and goes on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-error.h"
#include "alp-game.h"
#include "arriero-edition-store.h"
#include "arriero-question.h"
#include "arriero-segment-preview.h"
#include "arriero-settings.h"
#include "arriero-setup-assistant.h"

enum
{
  PAGE_PLAYERS,
  PAGE_SEGMENTS,
  PAGE_TOKENS,
  PAGE_START_SPOTS,
  PAGE_MARKET,
  PAGE_GOALS,
  PAGE_DISPLAY,
  N_PAGES
};

/* What the page draws at random; the players page draws nothing */
static const AlpSetupParts page_parts[N_PAGES] = {
  0,
  ALP_SETUP_SEGMENTS,
  ALP_SETUP_TOKENS,
  ALP_SETUP_START_SPOTS,
  ALP_SETUP_MARKET_ORDER,
  ALP_SETUP_GOAL_SIDES,
  ALP_SETUP_DISPLAY,
};

typedef enum
{
  RETRY_PREPARE,
  RETRY_NEXT,
  RETRY_RANDOM,
} Retry;

#define N_MIDDLE    (ALP_N_SEGMENTS - 2)
#define N_COLOURS   ALP_COLOUR_GREY       /* Zara's grey is nobody's */

struct _ArrieroSetupAssistant
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GtkButton      *back_button;
  GtkButton      *next_button;
  GtkLabel       *problem_label;
  GtkStack       *stack;

  GTask          *task;                  /* until the game starts or the table leaves */
  GSettings      *settings;
  AlpEdition     *edition;
  JsonNode       *edition_node;          /* the edition as a file, for labels */
  AlpSetup       *setup;
  GRand          *rand;
  gboolean        example;               /* on the made-up example board */
  AlpSetupParts   prepared;              /* parts drawn or entered already */
  guint           page;
  gboolean        asking;

  GtkWidget      *pages[N_PAGES];

  GtkWidget      *example_check;
  GtkWidget      *players_spin;
  GtkWidget      *player_rows[ALP_MAX_PLAYERS];
  GtkWidget      *name_entries[ALP_MAX_PLAYERS];
  GtkWidget      *colour_drops[ALP_MAX_PLAYERS];

  guint8          middle[N_MIDDLE];      /* the edition's market and harvest segments */
  guint           n_middle;
  GtkWidget      *segment_drops[N_MIDDLE];
  GtkWidget      *previews[ALP_N_SEGMENTS];  /* the chosen order, go to end */
  guint8          pool[ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT];
  guint           n_pool;
  GtkWidget      *token_drops[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  GtkWidget      *start_drops[ALP_MAX_MULES];
  GtkWidget      *market_drops[ALP_N_FRUITS];
  GtkWidget      *goal_drops[ALP_N_GOAL_CARDS];
  GtkWidget      *display_drops[ALP_MAX_DISPLAY];
};

G_DEFINE_FINAL_TYPE (ArrieroSetupAssistant, arriero_setup_assistant, ADW_TYPE_WINDOW)

static void show_page (ArrieroSetupAssistant *self,
                       guint                  page);
static void go_next   (ArrieroSetupAssistant *self);
static void randomize_page (ArrieroSetupAssistant *self);

/* ------------------------------------------------------------------ */
/* Reading the edition for labels                                       */

static JsonNode *
lookup (ArrieroSetupAssistant *self,
        const char            *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonPath) json_path = json_path_new ();
  g_autofree char *expression = g_strconcat ("$.", path, NULL);
  g_autoptr(JsonNode) found = NULL;
  JsonArray *array;

  if (!json_path_compile (json_path, expression, &error))
    return NULL;
  found = json_path_match (json_path, self->edition_node);
  array = json_node_get_array (found);
  if (json_array_get_length (array) == 0 || JSON_NODE_HOLDS_NULL (json_array_get_element (array, 0)))
    return NULL;

  return json_node_copy (json_array_get_element (array, 0));
}

static gint64
lookup_int (ArrieroSetupAssistant *self,
            const char            *path,
            gint64                 fallback)
{
  g_autoptr(JsonNode) node = lookup (self, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_int (node) : fallback;
}

static char *
lookup_string (ArrieroSetupAssistant *self,
               const char            *path)
{
  g_autoptr(JsonNode) node = lookup (self, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? g_strdup (json_node_get_string (node)) : NULL;
}

static void
set_edition (ArrieroSetupAssistant *self,
             AlpEdition            *edition)
{
  g_set_object (&self->edition, edition);
  g_clear_pointer (&self->edition_node, json_node_unref);
  self->edition_node = alp_edition_to_node (edition);

  self->n_middle = 0;
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].kind", i);
      g_autofree char *kind = lookup_string (self, path);

      if (self->n_middle < N_MIDDLE &&
          (g_strcmp0 (kind, "market") == 0 || g_strcmp0 (kind, "harvest") == 0))
        self->middle[self->n_middle++] = i;
    }
}

static guint
count_go_spots (ArrieroSetupAssistant *self)
{
  AlpSide side = alp_setup_get_side (self->setup);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", i);
      g_autofree char *kind = lookup_string (self, kind_path);

      if (g_strcmp0 (kind, "go") == 0)
        {
          g_autofree char *path = g_strdup_printf ("segments[%u].sides.%s.spaces[0].spots",
                                                   i, alp_side_to_string (side));
          g_autoptr(JsonNode) spots = lookup (self, path);

          /* the spots are listed, or only counted when they print nothing */
          if (spots != NULL && JSON_NODE_HOLDS_ARRAY (spots))
            return json_array_get_length (json_node_get_array (spots));
          if (spots != NULL && JSON_NODE_HOLDS_VALUE (spots))
            return json_node_get_int (spots);
          return 0;
        }
    }

  return 0;
}

static char *
describe_token (ArrieroSetupAssistant *self,
                guint8                 code)
{
  guint fruit = ALP_TOKEN_FRUIT (code);
  g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.counts[%u]",
                                           alp_fruit_to_string (fruit), ALP_TOKEN_INDEX (code));
  gint64 count = lookup_int (self, path, -1);

  if (count < 0)
    return g_strdup_printf (_("a %s token"), alp_fruit_get_name (fruit, 1));

  /* TRANSLATORS: a delivery token, "3 apples" */
  return g_strdup_printf (C_("token", "%u %s"), (guint) count, alp_fruit_get_name (fruit, count));
}

static char *
describe_card (ArrieroSetupAssistant *self,
               guint                  card)
{
  g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", card);
  g_autoptr(JsonNode) node = lookup (self, path);
  g_autoptr(GString) fruits = g_string_new (NULL);
  JsonObject *object;
  JsonArray *front;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return g_strdup_printf (_("Card %u (not described yet)"), card + 1);

  object = json_node_get_object (node);
  front = json_object_has_member (object, "front") ? json_object_get_array_member (object, "front") : NULL;
  for (guint i = 0; front != NULL && i < json_array_get_length (front); i++)
    {
      AlpFruit fruit;

      if (!alp_fruit_from_string (json_array_get_string_element (front, i), &fruit))
        continue;
      if (fruits->len > 0)
        g_string_append (fruits, ", ");
      g_string_append (fruits, alp_fruit_get_name (fruit, 1));
    }

  return g_strdup_printf (_("Card %u: %s, %d dirhams"), card + 1, fruits->str,
                          (gint) json_object_get_int_member_with_default (object, "value", 0));
}

/* ------------------------------------------------------------------ */
/* Building the pages                                                   */

static GtkWidget *
drop_down_new (const char  *name,
               GPtrArray   *labels,
               guint        selected)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GtkWidget *drop_down;

  for (guint i = 0; i < labels->len; i++)
    gtk_string_list_append (model, g_ptr_array_index (labels, i));
  drop_down = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&model)), NULL);
  gtk_widget_set_name (drop_down, name);
  gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
  if (selected < labels->len)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);

  return drop_down;
}

static guint
selected (GtkWidget *drop_down)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down));
}

static GtkWidget *
row_new (const char *title,
         GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  /* Titles hold player names: "Eva’s mule" */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);

  return row;
}

static GtkWidget *
group_new (GtkWidget  *page,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (page), group);

  return group;
}

static void
add_button (GtkWidget  *page,
            const char *name,
            const char *label,
            const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_add_css_class (button, "pill");
  gtk_box_append (GTK_BOX (page), button);
}

static void
clear_page (GtkWidget *page)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (page)) != NULL)
    gtk_box_remove (GTK_BOX (page), child);
}

static void
players_changed_cb (ArrieroSetupAssistant *self)
{
  guint n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->players_spin));

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    gtk_widget_set_visible (self->player_rows[p], p < n);
}

static void
build_players (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_PLAYERS];
  GtkWidget *group;
  g_autoptr(GPtrArray) colours = g_ptr_array_new ();

  for (guint c = 0; c < N_COLOURS; c++)
    g_ptr_array_add (colours, (gpointer) alp_colour_get_name (c));

  group = group_new (page, _("Players"), NULL);
  self->players_spin = gtk_spin_button_new_with_range (2, ALP_MAX_PLAYERS, 1);
  gtk_widget_set_name (self->players_spin, "players");
  gtk_widget_set_valign (self->players_spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->players_spin), self->setup->n_players);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (_("Number of players"), self->players_spin));

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), p + 1);
      g_autofree char *entry_name = g_strdup_printf ("name-%u", p);
      g_autofree char *colour_name = g_strdup_printf ("colour-%u", p);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      self->name_entries[p] = gtk_entry_new ();
      /* The engine refuses longer names (S4): let none be typed */
      gtk_entry_set_max_length (GTK_ENTRY (self->name_entries[p]), ALP_SETUP_MAX_NAME_LENGTH);
      gtk_widget_set_name (self->name_entries[p], entry_name);
      gtk_widget_set_valign (self->name_entries[p], GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entries[p]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      self->colour_drops[p] = drop_down_new (colour_name, colours, p);
      gtk_box_append (GTK_BOX (box), self->name_entries[p]);
      gtk_box_append (GTK_BOX (box), self->colour_drops[p]);
      self->player_rows[p] = row_new (title, box);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->player_rows[p]);
    }

  group = group_new (page, _("Board"), NULL);
  self->example_check = gtk_check_button_new ();
  gtk_widget_set_name (self->example_check, "example");
  gtk_widget_set_valign (self->example_check, GTK_ALIGN_CENTER);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             row_new (_("Try with an example board (made up, not the real game’s print)"),
                                      self->example_check));

  g_signal_connect_object (self->players_spin, "value-changed",
                           G_CALLBACK (players_changed_cb), self, G_CONNECT_SWAPPED);
}

static void
fill_players (ArrieroSetupAssistant *self,
              guint                  n_players,
              char                 **names,
              char                 **colours)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->players_spin), n_players);
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      g_autofree char *fallback = g_strdup_printf (_("Player %u"), p + 1);
      const char *name = fallback;
      AlpColour colour = p;

      if (names != NULL && p < g_strv_length (names) && *names[p] != '\0')
        name = names[p];
      if (colours != NULL && p < g_strv_length (colours))
        alp_colour_from_string (colours[p], &colour);
      gtk_editable_set_text (GTK_EDITABLE (self->name_entries[p]), name);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->colour_drops[p]), colour < N_COLOURS ? colour : p);
    }
  players_changed_cb (self);
}

/* The pictures follow the drop-downs, so the table can match them to
 * the cardboard before it presses Next */
static void
segment_chosen_cb (ArrieroSetupAssistant *self)
{
  for (guint i = 0; i < N_MIDDLE; i++)
    {
      guint index = selected (self->segment_drops[i]);

      if (self->previews[1 + i] != NULL)
        arriero_segment_preview_set_segment (ARRIERO_SEGMENT_PREVIEW (self->previews[1 + i]),
                                             index < self->n_middle ? self->middle[index] : G_MAXUINT);
    }
}

static GtkWidget *
previews_new (ArrieroSetupAssistant *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  AlpSide side = alp_setup_get_side (self->setup);

  gtk_widget_set_name (box, "previews");
  gtk_widget_set_margin_bottom (box, 6);
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* TRANSLATORS: the place of a segment in tonight's track, under its picture */
      g_autofree char *caption = g_strdup_printf (_("Position %u"), i + 1);
      GtkWidget *label = gtk_label_new (caption);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->previews[i] = arriero_segment_preview_new (self->edition, self->setup->segments[i], side);
      gtk_widget_set_halign (self->previews[i], GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), self->previews[i]);
      gtk_box_append (GTK_BOX (box), column);
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);

  return scrolled;
}

static void
build_segments (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_SEGMENTS];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) layout = g_string_new (NULL);
  g_autofree char *side = NULL;
  g_autofree char *description = NULL;
  GtkWidget *group;

  if (alp_setup_get_side (self->setup) == ALP_SIDE_FOUR_PLAYER)
    side = g_strdup (_("With 4 players the segments lie with their 4-player side up."));
  else
    side = g_strdup_printf (_("With %u players the segments lie with their 2–3 player side up."),
                            self->setup->n_players);
  description = g_strdup_printf (_("%s The go segment comes first and the end segment last; market and harvest segments alternate between them."),
                                 side);

  for (guint i = 0; i < self->n_middle; i++)
    {
      g_autofree char *id_path = g_strdup_printf ("segments[%u].id", self->middle[i]);
      g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", self->middle[i]);
      g_autofree char *id = lookup_string (self, id_path);
      g_autofree char *kind = lookup_string (self, kind_path);

      g_ptr_array_add (labels, g_strdup_printf ("“%s” (%s)", id,
                                                g_strcmp0 (kind, "market") == 0 ? _("market") : _("harvest")));
    }

  group = group_new (page, _("Segment Order"), description);
  for (guint i = 0; i < N_MIDDLE; i++)
    {
      g_autofree char *name = g_strdup_printf ("segment-%u", i);
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 2);
      guint index = G_MAXUINT;

      for (guint j = 0; j < self->n_middle; j++)
        if (self->middle[j] == self->setup->segments[1 + i])
          index = j;
      self->segment_drops[i] = drop_down_new (name, labels, index);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (title, self->segment_drops[i]));
      g_signal_connect_object (self->segment_drops[i], "notify::selected",
                               G_CALLBACK (segment_chosen_cb), self, G_CONNECT_SWAPPED);
    }
  group = group_new (page, _("Pictures"),
                     _("The sides that lie up tonight, in this order, as the copy describes them."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), previews_new (self));
  segment_chosen_cb (self);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *path = g_strdup_printf ("segments[%u].id", self->setup->segments[i]);
      g_autofree char *id = lookup_string (self, path);

      g_string_append_printf (layout, "%s%s", i > 0 ? " → " : "", id != NULL ? id : "?");
    }
  group = group_new (page, _("Layout"), layout->str);
  gtk_widget_set_name (group, "layout");
  add_button (page, "deal", _("_Deal a Random Layout"), "setup.random");
}

static void
build_tokens (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_TOKENS];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  AlpSide side = alp_setup_get_side (self->setup);
  guint per_village = side == ALP_SIDE_FOUR_PLAYER ? 5 : 4;

  self->n_pool = 0;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (f));
      gint64 removed = side == ALP_SIDE_FOUR_PLAYER ? -1 : lookup_int (self, path, -1);

      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        if ((gint64) t != removed)
          {
            self->pool[self->n_pool] = ALP_TOKEN (f, t);
            g_ptr_array_add (labels, describe_token (self, self->pool[self->n_pool]));
            self->n_pool++;
          }
    }

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      g_autofree char *title = g_strdup_printf (_("The %s Village"), alp_region_get_name (v));
      GtkWidget *group = group_new (page, title, NULL);

      for (guint t = 0; t < per_village; t++)
        {
          g_autofree char *name = g_strdup_printf ("token-%u-%u", v, t);
          g_autofree char *row_title = g_strdup_printf (_("Token %u"), t + 1);
          guint index = G_MAXUINT;

          for (guint i = 0; i < self->n_pool; i++)
            if (t < self->setup->n_village_tokens[v] && self->pool[i] == self->setup->village_tokens[v][t])
              index = i;
          self->token_drops[v][t] = drop_down_new (name, labels, index);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (row_title, self->token_drops[v][t]));
        }
    }
  add_button (page, "random", _("_Random"), "setup.random");
}

static void
build_start_spots (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_START_SPOTS];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint n_spots = count_go_spots (self);
  GtkWidget *group = group_new (page, _("Start Spots"), _("Where each mule starts on the go space."));

  for (guint i = 0; i < n_spots; i++)
    g_ptr_array_add (labels, g_strdup_printf (_("Spot %u"), i + 1));

  for (guint m = 0; m < alp_setup_get_n_mules (self->setup); m++)
    {
      g_autofree char *name = g_strdup_printf ("start-%u", m);
      g_autofree char *title = NULL;

      if (m >= self->setup->n_players)
        title = g_strdup (_("Zara’s mule"));
      else
        title = g_strdup_printf (_("%s’s mule"), self->setup->names[m]);
      self->start_drops[m] = drop_down_new (name, labels, self->setup->start_spots[m]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (title, self->start_drops[m]));
    }
  add_button (page, "random", _("_Random"), "setup.random");
}

static void
build_market (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_MARKET];
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *group = group_new (page, _("Market Card"), _("The fruit at each position of the market card."));

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    g_ptr_array_add (labels, (gpointer) alp_fruit_get_name (f, 1));

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      g_autofree char *name = g_strdup_printf ("market-%u", i);
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

      self->market_drops[i] = drop_down_new (name, labels, self->setup->market[i]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (title, self->market_drops[i]));
    }
  add_button (page, "random", _("_Random"), "setup.random");
}

static void
build_goals (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_GOALS];
  GtkWidget *group = group_new (page, _("Goal Cards"), _("The side of each goal card that lies face up."));

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *name = g_strdup_printf ("goal-%u", i);
      g_autofree char *title = g_strdup_printf (_("Goal card %u"), i + 1);

      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", i, s);
          g_autofree char *id = lookup_string (self, path);
          AlpGoal goal;

          if (id != NULL && alp_goal_from_string (id, &goal))
            g_ptr_array_add (labels, g_strdup_printf ("%s: %s", s == 0 ? _("A") : _("B"),
                                                      alp_goal_get_description (goal)));
          else
            g_ptr_array_add (labels, g_strdup (s == 0 ? _("Side A") : _("Side B")));
        }
      self->goal_drops[i] = drop_down_new (name, labels, self->setup->goal_sides[i]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (title, self->goal_drops[i]));
    }
  add_button (page, "random", _("_Random"), "setup.random");
}

static void
build_display (ArrieroSetupAssistant *self)
{
  GtkWidget *page = self->pages[PAGE_DISPLAY];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *group = group_new (page, _("Delivery Cards"), _("The delivery cards that lie face up."));

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    g_ptr_array_add (labels, describe_card (self, c));

  for (guint i = 0; i < self->setup->n_display && i < ALP_MAX_DISPLAY; i++)
    {
      g_autofree char *name = g_strdup_printf ("display-%u", i);
      g_autofree char *title = g_strdup_printf (_("Card %u"), i + 1);

      self->display_drops[i] = drop_down_new (name, labels, self->setup->display[i]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row_new (title, self->display_drops[i]));
    }
  add_button (page, "random", _("_Random"), "setup.random");
}

static void
build_page (ArrieroSetupAssistant *self,
            guint                  page)
{
  if (page == PAGE_PLAYERS)
    return;

  clear_page (self->pages[page]);
  switch (page)
    {
    case PAGE_SEGMENTS:
      memset (self->previews, 0, sizeof self->previews);
      build_segments (self);
      break;
    case PAGE_TOKENS:
      build_tokens (self);
      break;
    case PAGE_START_SPOTS:
      build_start_spots (self);
      break;
    case PAGE_MARKET:
      build_market (self);
      break;
    case PAGE_GOALS:
      build_goals (self);
      break;
    case PAGE_DISPLAY:
      build_display (self);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------------ */
/* From the widgets to the setup                                        */

static void
read_players (ArrieroSetupAssistant *self)
{
  guint n = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->players_spin));
  gboolean example = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->example_check));

  if (n != self->setup->n_players)
    {
      g_autoptr(AlpSetup) setup = alp_setup_new (n);

      memcpy (setup->segments, self->setup->segments, sizeof setup->segments);
      memcpy (setup->market, self->setup->market, sizeof setup->market);
      memcpy (setup->goal_sides, self->setup->goal_sides, sizeof setup->goal_sides);
      setup->n_display = self->setup->n_display;
      memcpy (setup->display, self->setup->display, sizeof setup->display);
      setup->options = self->setup->options;
      alp_setup_free (self->setup);
      self->setup = g_steal_pointer (&setup);
      /* the side and the number of mules change what was dealt */
      self->prepared &= ~(ALP_SETUP_TOKENS | ALP_SETUP_START_SPOTS);
    }

  if (example != self->example)
    {
      g_autoptr(AlpEdition) edition = NULL;
      g_autoptr(GError) error = NULL;

      edition = example ? alp_edition_new_builtin ("example", &error) : arriero_edition_store_load (&error);
      if (edition != NULL)
        {
          self->example = example;
          set_edition (self, edition);
          self->prepared = 0;
        }
      else
        g_warning ("Could not load the edition: %s", error->message);
    }

  for (guint p = 0; p < n; p++)
    {
      g_autofree char *name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entries[p])));
      guint colour = selected (self->colour_drops[p]);

      alp_setup_set_player (self->setup, p, g_strstrip (name),
                            colour < N_COLOURS ? colour : ALP_COLOUR_GREY);
    }
}

static void
read_page (ArrieroSetupAssistant *self)
{
  switch (self->page)
    {
    case PAGE_PLAYERS:
      read_players (self);
      break;

    case PAGE_SEGMENTS:
      for (guint i = 0; i < N_MIDDLE; i++)
        {
          guint index = selected (self->segment_drops[i]);

          self->setup->segments[1 + i] = index < self->n_middle ? self->middle[index] : ALP_NONE;
        }
      break;

    case PAGE_TOKENS:
      {
        guint per_village = alp_setup_get_side (self->setup) == ALP_SIDE_FOUR_PLAYER ? 5 : 4;

        for (guint v = 0; v < ALP_N_REGIONS; v++)
          {
            self->setup->n_village_tokens[v] = per_village;
            for (guint t = 0; t < per_village; t++)
              {
                guint index = selected (self->token_drops[v][t]);

                self->setup->village_tokens[v][t] = index < self->n_pool ? self->pool[index] : ALP_NONE;
              }
          }
      }
      break;

    case PAGE_START_SPOTS:
      for (guint m = 0; m < alp_setup_get_n_mules (self->setup); m++)
        self->setup->start_spots[m] = MIN (selected (self->start_drops[m]), ALP_NONE);
      break;

    case PAGE_MARKET:
      for (guint i = 0; i < ALP_N_FRUITS; i++)
        self->setup->market[i] = MIN (selected (self->market_drops[i]), ALP_NONE);
      break;

    case PAGE_GOALS:
      for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
        self->setup->goal_sides[i] = MIN (selected (self->goal_drops[i]), ALP_NONE);
      break;

    case PAGE_DISPLAY:
      for (guint i = 0; i < self->setup->n_display && i < ALP_MAX_DISPLAY; i++)
        self->setup->display[i] = MIN (selected (self->display_drops[i]), ALP_NONE);
      break;

    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------------ */
/* Asking for the copy                                                  */

typedef struct
{
  ArrieroSetupAssistant *self;
  Retry                  retry;
  char                  *path;    /* (nullable): the item asked for */
} Asked;

static gboolean
retry_cb (gpointer user_data)
{
  Asked *asked = user_data;
  g_autoptr(ArrieroSetupAssistant) self = asked->self;
  Retry retry = asked->retry;

  g_free (asked);
  switch (retry)
    {
    case RETRY_PREPARE:
      show_page (self, self->page);
      break;
    case RETRY_NEXT:
      build_page (self, self->page);
      go_next (self);
      break;
    case RETRY_RANDOM:
      randomize_page (self);
      break;
    default:
      g_assert_not_reached ();
    }

  return G_SOURCE_REMOVE;
}

static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Asked *asked = user_data;
  g_autoptr(ArrieroSetupAssistant) self = asked->self;
  Retry retry = asked->retry;
  g_autofree char *path = asked->path;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  g_free (asked);
  self->asking = FALSE;
  edition = arriero_question_ask_finish (result, &error);
  if (edition == NULL)
    return;

  /* the user's copy keeps every answer, added to the file as it is now;
   * the example is not theirs */
  if (!alp_edition_get_example (edition) &&
      (kept = arriero_edition_store_keep_answer (edition, path, &error)) == NULL)
    {
      gtk_label_set_text (self->problem_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
      return;
    }
  set_edition (self, edition);

  /* go on once the question has closed: starting the game closes this
   * window, and the question with it */
  asked = g_new0 (Asked, 1);
  asked->self = g_steal_pointer (&self);
  asked->retry = retry;
  g_idle_add_full (G_PRIORITY_DEFAULT, retry_cb, asked, NULL);
}

static void
ask (ArrieroSetupAssistant *self,
     const GError          *error,
     Retry                  retry)
{
  Asked *asked = g_new0 (Asked, 1);

  asked->self = g_object_ref (self);
  asked->retry = retry;
  asked->path = g_strdup (alp_edition_error_get_path (error));
  self->asking = TRUE;
  arriero_question_ask (GTK_WINDOW (self), self->edition, alp_edition_error_get_path (error),
                        answered_cb, asked);
}

/* ------------------------------------------------------------------ */
/* Going through the pages                                              */

static void
show_problem (ArrieroSetupAssistant *self,
              const char            *problem)
{
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
}

static const char * const page_titles[N_PAGES] = {
  N_("Players"),
  N_("Segments"),
  N_("Village Delivery Tokens"),
  N_("Start Spots"),
  N_("Market Card"),
  N_("Goal Sides"),
  N_("Face-Up Delivery Cards"),
};

static void
update_buttons (ArrieroSetupAssistant *self)
{
  adw_window_title_set_subtitle (self->window_title, _(page_titles[self->page]));
  gtk_button_set_label (self->back_button, self->page == 0 ? _("_Cancel") : _("_Back"));
  gtk_button_set_label (self->next_button, self->page == N_PAGES - 1 ? _("_Start Game") : _("_Next"));
}

/* Draws the page's part the first time the page is shown */
static gboolean
prepare (ArrieroSetupAssistant *self,
         guint                  page)
{
  g_autoptr(GError) error = NULL;

  if (page_parts[page] == 0 || (self->prepared & page_parts[page]))
    return TRUE;

  if (!alp_setup_randomize (self->setup, self->edition, page_parts[page], self->rand, &error))
    {
      if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
        ask (self, error, RETRY_PREPARE);
      else
        show_problem (self, error->message);
      return FALSE;
    }
  self->prepared |= page_parts[page];

  return TRUE;
}

static void
show_page (ArrieroSetupAssistant *self,
           guint                  page)
{
  self->page = page;
  show_problem (self, NULL);
  update_buttons (self);
  gtk_stack_set_visible_child (self->stack, self->pages[page]);
  if (!prepare (self, page))
    return;
  build_page (self, page);
}

/* The first page an edition item is needed on */
static guint
page_of_path (const char *path)
{
  if (g_str_has_prefix (path, "segments"))
    return PAGE_SEGMENTS;
  if (g_str_has_prefix (path, "delivery_tokens"))
    return PAGE_TOKENS;
  if (g_str_has_prefix (path, "farmlands"))
    return PAGE_START_SPOTS;
  if (g_str_has_prefix (path, "goal_cards"))
    return PAGE_GOALS;

  return PAGE_DISPLAY;
}

/* The first page a rule can be broken on */
static guint
page_of_rule (const char *rule)
{
  if (g_strcmp0 (rule, "S1") == 0)
    return PAGE_SEGMENTS;
  if (g_strcmp0 (rule, "S2") == 0 || g_strcmp0 (rule, "S3") == 0)
    return PAGE_TOKENS;
  if (g_strcmp0 (rule, "S5") == 0)
    return PAGE_START_SPOTS;
  if (g_strcmp0 (rule, "S6") == 0)
    return PAGE_MARKET;

  return PAGE_PLAYERS;
}

/* Checks the whole setup, with the parts of the pages still to come drawn
 * at random, so that what the engine finds belongs to this page or an
 * earlier one.  Returns FALSE with the problem of those pages. */
static gboolean
check_so_far (ArrieroSetupAssistant *self,
              GError               **error)
{
  g_autoptr(AlpSetup) probe = alp_setup_copy (self->setup);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) local_error = NULL;

  for (guint page = self->page + 1; page < N_PAGES; page++)
    if (!(self->prepared & page_parts[page]))
      alp_setup_randomize (probe, self->edition, page_parts[page], rand, NULL);

  if (alp_setup_validate (probe, self->edition, &local_error))
    return TRUE;

  if (local_error->domain == ALP_EDITION_ERROR && local_error->code == ALP_EDITION_ERROR_MISSING)
    {
      if (page_of_path (alp_edition_error_get_path (local_error)) > self->page)
        return TRUE;
    }
  else if (local_error->domain == ALP_RULE_ERROR &&
           page_of_rule (alp_rule_error_get_rule (local_error)) > self->page)
    return TRUE;

  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
remember_players (ArrieroSetupAssistant *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) names_strv = NULL;
  g_auto(GStrv) colours_strv = NULL;

  if (self->settings == NULL)
    return;

  for (guint p = 0; p < self->setup->n_players; p++)
    {
      g_strv_builder_add (names, self->setup->names[p]);
      g_strv_builder_add (colours, alp_colour_to_string (self->setup->colours[p]));
    }
  names_strv = g_strv_builder_end (names);
  colours_strv = g_strv_builder_end (colours);
  g_settings_set_strv (self->settings, "last-players", (const char * const *) names_strv);
  g_settings_set_strv (self->settings, "last-colours", (const char * const *) colours_strv);
  g_settings_set_int (self->settings, "last-player-count", self->setup->n_players);
}

static void
start_game (ArrieroSetupAssistant *self)
{
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = alp_game_new (self->edition, self->setup, &error);
  if (game == NULL)
    {
      if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
        ask (self, error, RETRY_NEXT);
      else
        show_problem (self, error->message);
      return;
    }

  remember_players (self);
  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_pointer (task, g_steal_pointer (&game), g_object_unref);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
go_next (ArrieroSetupAssistant *self)
{
  g_autoptr(GError) error = NULL;

  if (self->asking)
    return;

  /* a page whose draw waits for an answer has nothing to read yet */
  if (page_parts[self->page] == 0 || (self->prepared & page_parts[self->page]))
    read_page (self);
  else if (!prepare (self, self->page))
    return;
  else
    build_page (self, self->page);

  if (!check_so_far (self, &error))
    {
      if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
        ask (self, error, RETRY_NEXT);
      else
        show_problem (self, error->message);
      return;
    }

  if (self->page == N_PAGES - 1)
    start_game (self);
  else
    show_page (self, self->page + 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  go_next (ARRIERO_SETUP_ASSISTANT (widget));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (widget);

  if (self->asking)
    return;
  if (self->page == 0)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  if (page_parts[self->page] == 0 || (self->prepared & page_parts[self->page]))
    read_page (self);
  show_page (self, self->page - 1);
}

static void
randomize_page (ArrieroSetupAssistant *self)
{
  g_autoptr(GError) error = NULL;

  if (page_parts[self->page] == 0)
    return;

  if (!alp_setup_randomize (self->setup, self->edition, page_parts[self->page], self->rand, &error))
    {
      if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
        ask (self, error, RETRY_RANDOM);
      else
        show_problem (self, error->message);
      return;
    }
  self->prepared |= page_parts[self->page];
  show_problem (self, NULL);
  build_page (self, self->page);
}

static void
random_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (widget);

  if (!self->asking)
    randomize_page (self);
}

/* ------------------------------------------------------------------ */

static void
arriero_setup_assistant_dispose (GObject *object)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (object);

  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The new game was not started"));
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_SETUP_ASSISTANT);

  G_OBJECT_CLASS (arriero_setup_assistant_parent_class)->dispose (object);
}

static void
arriero_setup_assistant_finalize (GObject *object)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->edition);
  g_clear_pointer (&self->edition_node, json_node_unref);
  g_clear_pointer (&self->setup, alp_setup_free);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (arriero_setup_assistant_parent_class)->finalize (object);
}

static void
arriero_setup_assistant_class_init (ArrieroSetupAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_setup_assistant_dispose;
  object_class->finalize = arriero_setup_assistant_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/arriero-setup-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, back_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, next_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, stack);

  gtk_widget_class_install_action (widget_class, "setup.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "setup.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "setup.random", NULL, random_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "setup.back", NULL);
}

static void
arriero_setup_assistant_init (ArrieroSetupAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rand = g_rand_new ();
  self->settings = arriero_settings_new ();
  for (guint page = 0; page < N_PAGES; page++)
    {
      g_autofree char *name = g_strdup_printf ("page-%u", page);

      self->pages[page] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
      gtk_stack_add_named (self->stack, self->pages[page], name);
    }
}

/**
 * arriero_setup_assistant_new:
 * @parent: the window the assistant opens over
 * @edition: the table's copy as described so far
 *
 * Start it with arriero_setup_assistant_run().
 */
ArrieroSetupAssistant *
arriero_setup_assistant_new (GtkWindow  *parent,
                             AlpEdition *edition)
{
  ArrieroSetupAssistant *self;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  guint n_players = 3;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);

  self = g_object_new (ARRIERO_TYPE_SETUP_ASSISTANT,
                       "transient-for", parent,
                       "application", gtk_window_get_application (parent),
                       NULL);
  self->example = alp_edition_get_example (edition);
  set_edition (self, edition);

  if (self->settings != NULL)
    {
      names = g_settings_get_strv (self->settings, "last-players");
      colours = g_settings_get_strv (self->settings, "last-colours");
      n_players = CLAMP (g_settings_get_int (self->settings, "last-player-count"), 2, ALP_MAX_PLAYERS);
    }
  self->setup = alp_setup_new (n_players);
  build_players (self);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->example_check), self->example);
  fill_players (self, n_players, names, colours);
  show_page (self, PAGE_PLAYERS);

  return self;
}

guint
arriero_setup_assistant_get_page (ArrieroSetupAssistant *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), 0);

  return self->page;
}

/* Returns: (nullable): the problem shown on the page */
const char *
arriero_setup_assistant_get_problem (ArrieroSetupAssistant *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->problem_label))
         ? gtk_label_get_text (self->problem_label) : NULL;
}

/**
 * arriero_setup_assistant_run:
 *
 * Shows the assistant.  @callback runs when the table starts its game or
 * leaves the assistant; arriero_setup_assistant_run_finish() gives the
 * game.
 */
void
arriero_setup_assistant_run (ArrieroSetupAssistant *self,
                             GAsyncReadyCallback    callback,
                             gpointer               user_data)
{
  g_return_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (self->task == NULL);

  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_setup_assistant_run);
  gtk_window_present (GTK_WINDOW (self));
}

/**
 * arriero_setup_assistant_run_finish:
 *
 * Returns: (transfer full): the game the table set up, not saved yet;
 *   %NULL with %G_IO_ERROR_CANCELLED when it left the assistant
 */
AlpGame *
arriero_setup_assistant_run_finish (ArrieroSetupAssistant  *self,
                                    GAsyncResult           *result,
                                    GError                **error)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_setup_assistant_run, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
