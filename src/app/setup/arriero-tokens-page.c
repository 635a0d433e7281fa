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

  g_clear_object (&self->told);
  g_clear_error (&self->problem);
  g_ptr_array_set_size (self->learned, 0);
  g_return_if_fail (self->edition != NULL);

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

  self->told = alp_setup_enter_tokens (entered, self->edition,
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
  static const char * const rules[] = { "S2", "S3", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_tokens_page_dispose;

  page_class->title = N_("Village Delivery Tokens");
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
                                         _("Each token as it lies in its village: its fruit and the count printed on it."));
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
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), arriero_setup_page_row_new (title, tokens));
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
