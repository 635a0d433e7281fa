/* arriero-tokens-page.c: the setup assistant's page of village tokens
 *
 * The delivery tokens that lie in each village as the table deals them:
 * 5 a village with 4 players, 4 with 2 or 3, each as its fruit and the
 * fruit count printed on it, and with 2 or 3 players the token of each
 * fruit put back in the box (S2).  The page starts from a draw of the
 * fruits; a token's count is shown when the copy describes it, and typed
 * in when it does not: the engine learns the copy's tokens from them
 * (alp_setup_enter_tokens()), so no question per fruit is asked.
 *
 * Beside each village lies the farmland of its colour: where the copy
 * does not describe that farmland's printed fruit fields yet, the table
 * types how many fields of each fruit it shows, its main fruit first; the
 * engine checks them (alp_setup_enter_fields()) and a refusal is marked
 * at that farmland.  A farmland the copy describes is shown, not asked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-tokens-page.h"

/* The rules' reading of S2: the token put back asks for 2 */
#define S2_COUNT 2

struct _ArrieroTokensPage
{
  ArrieroSetupPage  parent_instance;

  GtkBox           *box;
  GtkWidget        *box_group;
  GtkDropDown      *fruit_drops[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  GtkSpinButton    *count_spins[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  GtkSpinButton    *left_over_spins[ALP_N_FRUITS];
  GtkWidget        *village_rows[ALP_N_REGIONS];
  GtkEditable      *field_entries[ALP_N_REGIONS][ALP_N_FRUITS];  /* by fruit */
  GtkLabel         *field_labels[ALP_N_REGIONS][ALP_N_FRUITS];   /* a described farmland's */
  gboolean          fields_known[ALP_N_REGIONS];  /* shown, not asked */
  gboolean          fields_shown;                 /* show_setup() ran once */

  AlpEdition       *edition;     /* the copy shown */
  guint8            shown[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];  /* the tokens shown */
  AlpEdition       *told;        /* (nullable): the copy with what the last read told */
  GPtrArray        *learned;     /* the paths it told */
  GError           *problem;     /* (nullable): why the last read was refused */
};

G_DEFINE_FINAL_TYPE (ArrieroTokensPage, arriero_tokens_page, ARRIERO_TYPE_SETUP_PAGE)

static guint
tokens_per_village (const AlpSetup *setup)
{
  return alp_setup_get_side (setup) == ALP_SIDE_FOUR_PLAYER ? 5 : 4;
}

/* Returns: the count printed on token @index of @fruit, 0 when the copy
 * does not say */
static guint
token_count (AlpEdition *edition,
             AlpFruit    fruit,
             guint       index)
{
  g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.counts[%u]", alp_fruit_to_string (fruit), index);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? (guint) json_node_get_int (node) : 0;
}

/* Returns: the index of the token of @fruit put back with 2 or 3
 * players, -1 when the copy does not say */
static gint
removed_token (AlpEdition *edition,
               AlpFruit    fruit)
{
  g_autofree char *path = g_strdup_printf ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (fruit));
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? (gint) json_node_get_int (node) : -1;
}

/* Returns: whether the copy describes @region's fields; then @counts
 * has how many of each fruit it shows */
static gboolean
farmland_fields (AlpEdition *edition,
                 AlpRegion   region,
                 guint8      counts[ALP_N_FRUITS])
{
  g_autofree char *path = g_strdup_printf ("farmlands.%s.fields", alp_region_to_string (region));
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);
  JsonArray *fields;

  memset (counts, 0, ALP_N_FRUITS);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  fields = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (fields); i++)
    {
      AlpFruit fruit;

      if (alp_fruit_from_string (json_array_get_string_element (fields, i), &fruit))
        counts[fruit]++;
    }

  return TRUE;
}

/* Marks @region's farmland with @problem, or unmarks it */
static void
mark_farmland (ArrieroTokensPage *self,
               AlpRegion          region,
               const char        *problem)
{
  AdwActionRow *row = ADW_ACTION_ROW (self->village_rows[region]);

  if (problem != NULL)
    {
      g_autofree char *markup = g_markup_escape_text (problem, -1);

      adw_action_row_set_subtitle (row, markup);
    }
  else
    adw_action_row_set_subtitle (row, "");
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      GtkWidget *entry = GTK_WIDGET (self->field_entries[region][f]);

      if (problem != NULL)
        {
          gtk_widget_add_css_class (entry, "error");
          gtk_accessible_update_state (GTK_ACCESSIBLE (entry),
                                       GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
        }
      else
        {
          gtk_widget_remove_css_class (entry, "error");
          gtk_accessible_reset_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID);
        }
    }
}

/* The farmlands: a described one's fields shown and not editable, the
 * others as the table typed them (a redraw of the tokens keeps them) */
static void
show_farmlands (ArrieroTokensPage *self,
                AlpEdition        *edition)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      guint8 counts[ALP_N_FRUITS];
      gboolean known = farmland_fields (edition, v, counts);

      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          g_autofree char *text = counts[f] > 0 ? g_strdup_printf ("%u", counts[f]) : g_strdup ("–");

          /* a farmland that became unknown (another copy) starts empty */
          if (self->fields_known[v] || !self->fields_shown)
            gtk_editable_set_text (self->field_entries[v][f], "");
          gtk_label_set_text (self->field_labels[v][f], text);
          gtk_widget_set_visible (GTK_WIDGET (self->field_entries[v][f]), !known);
          gtk_widget_set_visible (GTK_WIDGET (self->field_labels[v][f]), known);
        }
      self->fields_known[v] = known;
      mark_farmland (self, v, NULL);
    }
  self->fields_shown = TRUE;
}

/* The fields typed for the farmlands the copy does not describe, each
 * checked by the engine on the copy with those before it.  Returns: the
 * copy with them (transfer full), or NULL with the first refusal, every
 * refused farmland marked */
static AlpEdition *
read_farmlands (ArrieroTokensPage *self,
                GError           **error)
{
  g_autoptr(AlpEdition) told = g_object_ref (self->edition);
  g_autoptr(GError) first = NULL;

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      guint8 counts[ALP_N_FRUITS];
      g_autoptr(GError) local_error = NULL;
      g_autoptr(AlpEdition) with = NULL;

      mark_farmland (self, v, NULL);
      if (self->fields_known[v])
        continue;
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        counts[f] = (guint8) MIN (g_ascii_strtoull (gtk_editable_get_text (self->field_entries[v][f]), NULL, 10),
                                  G_MAXUINT8);
      with = alp_setup_enter_fields (told, v, counts, &local_error);
      if (with == NULL)
        {
          mark_farmland (self, v, local_error->message);
          if (first == NULL)
            first = g_steal_pointer (&local_error);
          continue;
        }
      g_set_object (&told, with);
      g_ptr_array_add (self->learned, g_strdup_printf ("farmlands.%s", alp_region_to_string (v)));
    }
  if (first != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&first));
      return NULL;
    }

  return g_steal_pointer (&told);
}

static void
tokens_page_show_setup (ArrieroSetupPage *page,
                        AlpEdition       *edition,
                        const AlpSetup   *setup)
{
  ArrieroTokensPage *self = ARRIERO_TOKENS_PAGE (page);
  gboolean four = alp_setup_get_side (setup) == ALP_SIDE_FOUR_PLAYER;
  guint per_village = tokens_per_village (setup);

  g_set_object (&self->edition, edition);
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
      {
        gboolean shown = t < per_village && t < setup->n_village_tokens[v];
        guint8 code = shown ? setup->village_tokens[v][t] : ALP_NONE;

        self->shown[v][t] = code;
        guint fruit = ALP_TOKEN_FRUIT (code);
        guint count = 0;

        /* a drawn token's count only where the copy has it: a fruit whose
         * token left over is not known yet is drawn by its fruit alone */
        if (fruit < ALP_N_FRUITS && (four || removed_token (edition, fruit) >= 0))
          count = token_count (edition, fruit, ALP_TOKEN_INDEX (code));
        gtk_drop_down_set_selected (self->fruit_drops[v][t], fruit < ALP_N_FRUITS ? fruit : 0);
        gtk_spin_button_set_value (self->count_spins[v][t], count);
        gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->count_spins[v][t])), t < per_village);
      }

  gtk_widget_set_visible (self->box_group, !four);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      gint removed = removed_token (edition, f);
      guint count = removed >= 0 ? token_count (edition, f, removed) : S2_COUNT;

      gtk_spin_button_set_value (self->left_over_spins[f], count);
    }
  show_farmlands (self, edition);
}

static void
tokens_page_read_setup (ArrieroSetupPage *page,
                        AlpSetup         *setup)
{
  ArrieroTokensPage *self = ARRIERO_TOKENS_PAGE (page);
  AlpFruit fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 left_over[ALP_N_FRUITS];
  g_autoptr(AlpSetup) entered = alp_setup_copy (setup);
  g_autoptr(AlpEdition) with_fields = NULL;
  g_autoptr(GError) fields_problem = NULL;

  g_clear_object (&self->told);
  g_clear_error (&self->problem);
  g_ptr_array_set_size (self->learned, 0);
  g_return_if_fail (self->edition != NULL);

  /* the farmlands first: the tokens' refusal, if any, is the one shown
   * under the page, the farmlands being marked where they lie */
  with_fields = read_farmlands (self, &fields_problem);

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
      {
        fruits[v][t] = gtk_drop_down_get_selected (self->fruit_drops[v][t]);
        counts[v][t] = gtk_spin_button_get_value_as_int (self->count_spins[v][t]);
      }
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    left_over[f] = gtk_spin_button_get_value_as_int (self->left_over_spins[f]);
  /* a token left as shown keeps its identity */
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      entered->n_village_tokens[v] = tokens_per_village (setup);
      memcpy (entered->village_tokens[v], self->shown[v], ALP_TOKENS_PER_FRUIT);
    }

  self->told = alp_setup_enter_tokens (entered, with_fields != NULL ? with_fields : self->edition,
                                       (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                       (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts,
                                       left_over, self->learned, &self->problem);
  if (self->told == NULL)
    return;
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      setup->n_village_tokens[v] = entered->n_village_tokens[v];
      memcpy (setup->village_tokens[v], entered->village_tokens[v], entered->n_village_tokens[v]);
    }
  /* the tokens as dealt stay in the setup (Back keeps them); the copy
   * learns nothing while a farmland is refused */
  if (fields_problem != NULL)
    {
      g_clear_object (&self->told);
      self->problem = g_steal_pointer (&fields_problem);
    }
}

/* A count not typed in yet shows nothing, not 0 */
static gboolean
count_output_cb (GtkSpinButton *spin,
                 gpointer       user_data)
{
  if (gtk_spin_button_get_value_as_int (spin) != 0)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (spin), "");

  return TRUE;
}

static GtkSpinButton *
count_spin_new (ArrieroTokensPage *self,
                const char        *name,
                const char        *label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 10, 1);

  gtk_widget_set_name (spin, name);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_tooltip_text (spin, label);
  g_signal_connect (spin, "output", G_CALLBACK (count_output_cb), NULL);
  g_signal_connect_object (spin, "value-changed",
                           G_CALLBACK (arriero_setup_page_changed), self, G_CONNECT_SWAPPED);

  return GTK_SPIN_BUTTON (spin);
}

/* A count of fields is a digit */
static void
digits_only_cb (GtkEditable *editable,
                const char  *text,
                int          length,
                int         *position,
                gpointer     user_data)
{
  for (const char *p = text; length < 0 ? *p != '\0' : p < text + length; p++)
    if (!g_ascii_isdigit (*p))
      {
        g_signal_stop_emission_by_name (editable, "insert-text");
        gtk_widget_error_bell (GTK_WIDGET (editable));
        return;
      }
}

/* A farmland counted again is no longer marked */
static void
field_changed_cb (GtkEditable       *entry,
                  ArrieroTokensPage *self)
{
  mark_farmland (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "arriero-region")), NULL);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

/* The farmland beside village @region: a number per fruit, the main
 * fruit first, each under its fruit's picture */
static GtkWidget *
farmland_new (ArrieroTokensPage *self,
              AlpRegion          region)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *caption = gtk_label_new (_("Its farmland’s fields"));
  GtkWidget *cells = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (GTK_BOX (box), cells);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint k = 0; k < ALP_N_FRUITS; k++)
    {
      /* fruit i is region i's: the main fruit, then the others */
      AlpFruit fruit = k == 0 ? (AlpFruit) region : (AlpFruit) (k <= region ? k - 1 : k);
      g_autofree char *name = g_strdup_printf ("fields-%u-%u", region, fruit);
      /* TRANSLATORS: "How many apple fields the green farmland shows" */
      g_autofree char *label = g_strdup_printf (_("How many %s fields the %s farmland shows"),
                                                alp_fruit_get_name (fruit, 1), alp_region_get_name (region));
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *picture = gtk_image_new_from_icon_name (arriero_fruit_icon_name (fruit));
      GtkWidget *entry = gtk_entry_new ();
      g_autofree char *shown_name = g_strdup_printf ("fields-shown-%u-%u", region, fruit);
      GtkWidget *shown = gtk_label_new (NULL);

      gtk_widget_set_name (entry, name);
      gtk_entry_set_max_length (GTK_ENTRY (entry), 1);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 1);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 1);
      gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
      gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (entry, label);
      gtk_widget_set_tooltip_text (picture, arriero_fruit_words (fruit));
      g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "insert-text",
                        G_CALLBACK (digits_only_cb), NULL);
      g_object_set_data (G_OBJECT (entry), "arriero-region", GUINT_TO_POINTER (region));
      g_signal_connect_object (entry, "changed", G_CALLBACK (field_changed_cb), self, 0);
      self->field_entries[region][fruit] = GTK_EDITABLE (entry);
      /* the fields a described farmland shows, in place of the entry */
      gtk_widget_set_name (shown, shown_name);
      gtk_widget_add_css_class (shown, "numeric");
      gtk_widget_set_visible (shown, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (shown), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_tooltip_text (shown, label);
      self->field_labels[region][fruit] = GTK_LABEL (shown);
      gtk_box_append (GTK_BOX (cell), picture);
      gtk_box_append (GTK_BOX (cell), entry);
      gtk_box_append (GTK_BOX (cell), shown);
      gtk_box_append (GTK_BOX (cells), cell);
    }

  return box;
}

static void
arriero_tokens_page_dispose (GObject *object)
{
  ArrieroTokensPage *self = ARRIERO_TOKENS_PAGE (object);

  g_clear_object (&self->edition);
  g_clear_object (&self->told);
  g_clear_pointer (&self->learned, g_ptr_array_unref);
  g_clear_error (&self->problem);

  G_OBJECT_CLASS (arriero_tokens_page_parent_class)->dispose (object);
}

static void
arriero_tokens_page_class_init (ArrieroTokensPageClass *klass)
{
  static const char * const rules[] = { "S2", "S3", "S5", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_tokens_page_dispose;

  page_class->title = N_("Villages and Farmlands");
  page_class->parts = ALP_SETUP_TOKENS;
  page_class->rules = rules;
  page_class->show_setup = tokens_page_show_setup;
  page_class->read_setup = tokens_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-tokens-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroTokensPage, box);
}

static void
arriero_tokens_page_init (ArrieroTokensPage *self)
{
  g_autoptr(GtkStringList) fruit_names = gtk_string_list_new (NULL);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *previous;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->learned = g_ptr_array_new_with_free_func (g_free);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    gtk_string_list_append (fruit_names, arriero_fruit_words (f));

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Each token as it lies in its village: its fruit and the count printed on it. "
                                           "Beside it, how many fields of each fruit the farmland of its colour shows."));
  gtk_box_prepend (self->box, group);
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      g_autofree char *title = g_strdup_printf (_("The %s Village"), alp_region_get_name (v));
      GtkWidget *tokens = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

      gtk_widget_set_margin_top (tokens, 3);
      gtk_widget_set_margin_bottom (tokens, 3);
      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        {
          g_autofree char *name = g_strdup_printf ("token-%u-%u", v, t);
          g_autofree char *count_name = g_strdup_printf ("count-%u-%u", v, t);
          /* TRANSLATORS: "Token 2's fruit count", of a village's delivery tokens */
          g_autofree char *count_label = g_strdup_printf (_("Token %u’s fruit count"), t + 1);
          g_autofree char *fruit_label = g_strdup_printf (_("Token %u’s fruit"), t + 1);
          GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          GtkWidget *drop_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (fruit_names)), NULL);

          gtk_widget_set_name (drop_down, name);
          gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          fruit_label, -1);
          g_signal_connect_object (drop_down, "notify::selected",
                                   G_CALLBACK (arriero_setup_page_changed), self, G_CONNECT_SWAPPED);
          self->fruit_drops[v][t] = GTK_DROP_DOWN (drop_down);
          self->count_spins[v][t] = count_spin_new (self, count_name, count_label);
          gtk_box_append (GTK_BOX (cell), drop_down);
          gtk_box_append (GTK_BOX (cell), GTK_WIDGET (self->count_spins[v][t]));
          gtk_box_append (GTK_BOX (tokens), cell);
        }
      gtk_box_append (GTK_BOX (tokens), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
      gtk_box_append (GTK_BOX (tokens), farmland_new (self, v));
      self->village_rows[v] = arriero_setup_page_row_new (title, tokens);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->village_rows[v]), 3);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->village_rows[v]);
    }
  previous = group;

  /* S2: the token of each fruit the villages do not get */
  self->box_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->box_group), _("Put Back in the Box"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->box_group),
                                         _("With 2 or 3 players a “2” token of each fruit stays out: the count printed on it."));
  {
    GtkWidget *tokens = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    gtk_widget_set_margin_top (tokens, 3);
    gtk_widget_set_margin_bottom (tokens, 3);
    for (guint f = 0; f < ALP_N_FRUITS; f++)
      {
        g_autofree char *name = g_strdup_printf ("left-over-%u", f);
        /* TRANSLATORS: the fruit count on the apple token put back in the box */
        g_autofree char *label = g_strdup_printf (_("The %s token put back"), alp_fruit_get_name (f, 1));
        GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
        GtkWidget *fruit = gtk_label_new (gtk_string_list_get_string (fruit_names, f));

        self->left_over_spins[f] = count_spin_new (self, name, label);
        gtk_box_append (GTK_BOX (cell), fruit);
        gtk_box_append (GTK_BOX (cell), GTK_WIDGET (self->left_over_spins[f]));
        gtk_box_append (GTK_BOX (tokens), cell);
      }
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->box_group),
                               arriero_setup_page_row_new (_("Tokens"), tokens));
  }
  gtk_box_insert_child_after (self->box, self->box_group, previous);
}

/**
 * arriero_tokens_page_take_told:
 * @learned: (out) (transfer full) (element-type utf8): the edition paths
 *   the tokens told
 * @error: why the tokens entered were refused
 *
 * What the last arriero_setup_page_read_setup() found.
 *
 * Returns: (transfer full) (nullable): the copy with what the tokens told
 *   (the copy shown when nothing), %NULL when they were refused
 */
AlpEdition *
arriero_tokens_page_take_told (ArrieroTokensPage  *self,
                               GPtrArray         **learned,
                               GError            **error)
{
  g_return_val_if_fail (ARRIERO_IS_TOKENS_PAGE (self), NULL);

  *learned = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_extend_and_steal (*learned, g_steal_pointer (&self->learned));
  self->learned = g_ptr_array_new_with_free_func (g_free);
  if (self->problem != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->problem));
      return NULL;
    }
  g_return_val_if_fail (self->told != NULL, NULL);

  return g_steal_pointer (&self->told);
}
