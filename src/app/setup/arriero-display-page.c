/* arriero-display-page.c: the setup assistant's page of the market card
 * and the face-up cards
 *
 * The fruit at each of the market card's five positions (S6), then the
 * delivery cards that lie face up, as the table deals them.  A card
 * the copy describes is picked from those it describes, each named by
 * what its front asks for and pays; a card it does not describe yet is
 * described right here, in a compact card form (its fruits as fruit
 * buttons and its value: it lies face up, its back unseen), with no
 * question and no Save per card.
 * Reading the page (Next) checks each such card with the engine
 * (alp_edition_with_value()): a refused one is marked at that card in
 * plain words and the page stays; the cards it accepts are what the page
 * tells the copy (arriero_display_page_take_told()), which the assistant
 * keeps in the copy's edition at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "alp-error.h"
#include "arriero-card-form.h"
#include "arriero-display-page.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-setup-edition.h"

/* The choice of a slot's drop-down that is a card the copy does not
 * describe yet */
#define NEW_CARD ALP_NONE

struct _ArrieroDisplayPage
{
  ArrieroSetupPage  parent_instance;

  GtkBox           *box;
  AdwPreferencesGroup *market_group;
  GtkDropDown      *market_drops[ALP_N_FRUITS];
  GtkWidget        *forms[ALP_MAX_DISPLAY];     /* ArrieroCardForm, compact */
  GtkDropDown      *drops[ALP_MAX_DISPLAY];     /* which described card lies there */
  GtkWidget        *marks[ALP_MAX_DISPLAY];     /* the refusal under each card */
  guint8            choices[ALP_MAX_DISPLAY][ALP_N_DELIVERY_CARDS + 1];  /* item → card, NEW_CARD */
  guint             n_choices[ALP_MAX_DISPLAY];
  guint8            shown[ALP_MAX_DISPLAY];     /* the card each slot shows */
  guint             n_display;

  AlpEdition       *edition;     /* the copy shown */
  AlpEdition       *told;        /* (nullable): the copy with the cards the last read described */
  GPtrArray        *learned;     /* the paths it told */
  GError           *problem;     /* (nullable): why the last read was refused */
  /* what was entered at each slot of a card not described yet, and which
   * card it was: shown again when the page is shown with that card there */
  JsonNode         *entered[ALP_MAX_DISPLAY];
  guint8            entered_card[ALP_MAX_DISPLAY];
  gboolean          filling;     /* a slot is being filled, not edited */
};

G_DEFINE_FINAL_TYPE (ArrieroDisplayPage, arriero_display_page, ARRIERO_TYPE_SETUP_PAGE)

static gboolean
is_described (AlpEdition *edition,
              guint       card)
{
  g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", card);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
}

static void
clear_mark (ArrieroDisplayPage *self,
            guint               slot)
{
  gtk_widget_set_visible (self->marks[slot], FALSE);
  gtk_widget_remove_css_class (self->forms[slot], "refused");
  gtk_accessible_reset_state (GTK_ACCESSIBLE (self->forms[slot]), GTK_ACCESSIBLE_STATE_INVALID);
}

/* Marks @slot's card refused, @text under it */
static void
mark (ArrieroDisplayPage *self,
      guint               slot,
      const char         *text)
{
  gtk_label_set_text (GTK_LABEL (self->marks[slot]), text);
  gtk_widget_set_visible (self->marks[slot], TRUE);
  gtk_widget_add_css_class (self->forms[slot], "refused");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->forms[slot]),
                               GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->forms[slot]),
                                  GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, self->marks[slot], NULL, -1);
}

/* The card form of @slot shows @card: a described card as the copy has it,
 * not to be edited; a new one as the table entered it last (empty the
 * first time), to be filled in */
static void
show_card (ArrieroDisplayPage *self,
           guint               slot,
           guint               card)
{
  gboolean described = card != NEW_CARD && is_described (self->edition, card);
  g_autofree char *path = described ? g_strdup_printf ("delivery_cards.cards[%u]", card) : NULL;
  g_autoptr(JsonNode) value = described ? alp_edition_get_value (self->edition, path) : NULL;
  GtkWidget *form = self->forms[slot];

  if (!described && self->entered[slot] != NULL && self->entered_card[slot] == self->shown[slot])
    value = json_node_ref (self->entered[slot]);

  self->filling = TRUE;
  arriero_form_set_value (ARRIERO_FORM (form), value);
  self->filling = FALSE;
  /* the rows only: the drop-down in the header stays usable */
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (arriero_form_find_named (form, "fruit"),
                                                     GTK_TYPE_LIST_BOX_ROW), !described);
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (arriero_form_find_named (form, "value"),
                                                     GTK_TYPE_LIST_BOX_ROW), !described);
  clear_mark (self, slot);
}

/* The card @slot's drop-down names: its choice, or the card the slot
 * shows when that is new; a new card taken by another slot becomes a new
 * card no slot has */
static guint
chosen_card (ArrieroDisplayPage *self,
             guint               slot)
{
  guint selected = gtk_drop_down_get_selected (self->drops[slot]);
  guint card = selected < self->n_choices[slot] ? self->choices[slot][selected] : NEW_CARD;

  return card;
}

static void
drop_changed_cb (ArrieroDisplayPage *self,
                 GParamSpec         *pspec,
                 GtkDropDown        *drop_down)
{
  if (self->filling)
    return;
  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    if (self->drops[slot] == drop_down)
      show_card (self, slot, chosen_card (self, slot));
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

static void
form_changed_cb (ArrieroDisplayPage *self,
                 ArrieroForm        *form)
{
  if (self->filling)
    return;
  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    if (self->forms[slot] == GTK_WIDGET (form))
      clear_mark (self, slot);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

static void
display_page_show_setup (ArrieroSetupPage *page,
                         AlpEdition       *edition,
                         const AlpSetup   *setup)
{
  ArrieroDisplayPage *self = ARRIERO_DISPLAY_PAGE (page);
  guint n_described = 0;

  g_autoptr(GPtrArray) fruits = g_ptr_array_new ();

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    g_ptr_array_add (fruits, (gpointer) alp_fruit_get_name (f, 1));
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    arriero_setup_page_set_choices (self->market_drops[i], fruits, setup->market[i]);

  g_set_object (&self->edition, edition);
  self->n_display = MIN (setup->n_display, ALP_MAX_DISPLAY);
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    n_described += is_described (edition, c);

  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    {
      guint card = slot < self->n_display ? setup->display[slot] : NEW_CARD;
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
      guint selected = 0;
      guint n = 0;

      gtk_widget_set_visible (self->forms[slot], slot < self->n_display);
      if (slot >= self->n_display)
        {
          gtk_widget_set_visible (self->marks[slot], FALSE);
          continue;
        }
      if (card < ALP_N_DELIVERY_CARDS && !is_described (edition, card))
        card = NEW_CARD;
      self->shown[slot] = slot < self->n_display ? setup->display[slot] : NEW_CARD;

      for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
        if (is_described (edition, c))
          {
            g_autofree char *label = arriero_setup_edition_describe_card (edition, c);

            if (c == card)
              selected = n;
            self->choices[slot][n++] = c;
            gtk_string_list_append (model, label);
          }
      if (n_described < ALP_N_DELIVERY_CARDS)
        {
          if (card == NEW_CARD)
            selected = n;
          self->choices[slot][n++] = NEW_CARD;
          gtk_string_list_append (model, _("A card your copy does not describe yet"));
        }
      self->n_choices[slot] = n;

      self->filling = TRUE;
      gtk_drop_down_set_model (self->drops[slot], G_LIST_MODEL (model));
      gtk_drop_down_set_selected (self->drops[slot], selected);
      self->filling = FALSE;
      /* nothing to pick from on a copy that describes no card yet */
      gtk_widget_set_visible (GTK_WIDGET (self->drops[slot]), n_described > 0);
      show_card (self, slot, card);
    }
}

/* Returns: a card no slot but @slot shows and the copy does not describe,
 * for a new card the table put at @slot */
static guint
new_card_for (ArrieroDisplayPage *self,
              const guint8       *taken,
              guint               slot)
{
  guint shown = self->shown[slot];
  gboolean free = shown < ALP_N_DELIVERY_CARDS && !is_described (self->edition, shown);

  for (guint other = 0; other < self->n_display && free; other++)
    if (other != slot && taken[other] == shown)
      free = FALSE;
  if (free)
    return shown;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      gboolean used = is_described (self->edition, c);

      for (guint other = 0; other < self->n_display && !used; other++)
        used = taken[other] == c;
      if (!used)
        return c;
    }

  return NEW_CARD;
}

/* The card at each slot: the described one chosen, or the one a new card
 * is described as; the described cards first, so that a new one takes
 * none of them */
static void
choose_cards (ArrieroDisplayPage *self,
              guint8              cards[ALP_MAX_DISPLAY])
{
  for (guint slot = 0; slot < self->n_display; slot++)
    cards[slot] = chosen_card (self, slot);
  for (guint slot = 0; slot < self->n_display; slot++)
    if (cards[slot] == NEW_CARD)
      cards[slot] = new_card_for (self, cards, slot);
}

static void
display_page_read_setup (ArrieroSetupPage *page,
                         AlpSetup         *setup)
{
  ArrieroDisplayPage *self = ARRIERO_DISPLAY_PAGE (page);
  g_autoptr(AlpEdition) told = NULL;
  guint8 cards[ALP_MAX_DISPLAY];
  guint n_refused = 0;

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    setup->market[i] = MIN (gtk_drop_down_get_selected (self->market_drops[i]), ALP_NONE);

  g_clear_object (&self->told);
  g_clear_error (&self->problem);
  g_ptr_array_set_size (self->learned, 0);
  g_return_if_fail (self->edition != NULL);
  told = g_object_ref (self->edition);

  choose_cards (self, cards);

  for (guint slot = 0; slot < self->n_display; slot++)
    {
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_CARD, .card = cards[slot] };
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) value = NULL;
      g_autoptr(AlpEdition) with = NULL;
      g_autoptr(GError) error = NULL;

      setup->display[slot] = cards[slot];
      clear_mark (self, slot);
      if (cards[slot] >= ALP_N_DELIVERY_CARDS || is_described (self->edition, cards[slot]))
        continue;

      path = alp_edition_item_to_path (&item);
      value = arriero_form_get_value (ARRIERO_FORM (self->forms[slot]));
      g_clear_pointer (&self->entered[slot], json_node_unref);
      self->entered[slot] = json_node_ref (value);
      self->entered_card[slot] = cards[slot];
      if (arriero_json_length (arriero_json_member (value, "front")) == 0)
        {
          mark (self, slot, _("Click each fruit printed on this card’s front."));
          n_refused++;
          continue;
        }
      {
        g_autofree char *reason = NULL;

        if (!arriero_form_is_complete (ARRIERO_FORM (self->forms[slot]), &reason))
          {
            mark (self, slot, reason);
            n_refused++;
            continue;
          }
      }
      with = alp_edition_with_value (told, path, value, &error);
      if (with == NULL)
        {
          g_autofree char *text = alp_edition_item_explain_refusal (&item, told, error, NULL);

          g_debug ("refused: %s", error->message);
          mark (self, slot, text);
          n_refused++;
          continue;
        }
      g_set_object (&told, with);
      g_ptr_array_add (self->learned, g_steal_pointer (&path));
    }

  if (n_refused > 0)
    {
      g_set_error_literal (&self->problem, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID,
                           n_refused == 1 ? _("A face-up card is not complete: see the card marked.")
                                          : _("Some face-up cards are not complete: see the cards marked."));
      g_ptr_array_set_size (self->learned, 0);
      return;
    }
  self->told = g_steal_pointer (&told);
}

static void
arriero_display_page_dispose (GObject *object)
{
  ArrieroDisplayPage *self = ARRIERO_DISPLAY_PAGE (object);

  g_clear_object (&self->edition);
  g_clear_object (&self->told);
  g_clear_pointer (&self->learned, g_ptr_array_unref);
  g_clear_error (&self->problem);
  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    g_clear_pointer (&self->entered[slot], json_node_unref);

  G_OBJECT_CLASS (arriero_display_page_parent_class)->dispose (object);
}

static void
arriero_display_page_class_init (ArrieroDisplayPageClass *klass)
{
  static const char * const rules[] = { "S6", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_display_page_dispose;

  page_class->title = N_("The Market Card and the Delivery Cards");
  page_class->parts = ALP_SETUP_MARKET_ORDER | ALP_SETUP_DISPLAY;
  page_class->rules = rules;
  page_class->show_setup = display_page_show_setup;
  page_class->read_setup = display_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-display-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroDisplayPage, box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroDisplayPage, market_group);
}

static void
arriero_display_page_init (ArrieroDisplayPage *self)
{
  GtkWidget *previous;

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    {
      g_autofree char *name = g_strdup_printf ("market-%u", i);
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

      self->market_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->market_group,
                                                             name, title);
    }
  /* the cards come after the market card and the cards' words */
  previous = gtk_widget_get_next_sibling (GTK_WIDGET (self->market_group));
  self->learned = g_ptr_array_new_with_free_func (g_free);

  for (guint slot = 0; slot < ALP_MAX_DISPLAY; slot++)
    {
      g_autofree char *name = g_strdup_printf ("display-card-%u", slot);
      g_autofree char *drop_name = g_strdup_printf ("display-%u", slot);
      g_autofree char *mark_name = g_strdup_printf ("card-refusal-%u", slot);
      /* TRANSLATORS: a face-up delivery card, counted as they lie */
      g_autofree char *title = g_strdup_printf (_("Card %u"), slot + 1);
      /* TRANSLATORS: which described card lies face up at place 2 */
      g_autofree char *drop_label = g_strdup_printf (_("Which card lies at place %u"), slot + 1);
      /* the cards lie face up: their backs are not seen */
      GtkWidget *form = arriero_card_form_new_face_up (TRUE);
      GtkWidget *drop_down = gtk_drop_down_new (NULL, NULL);
      GtkWidget *label = gtk_label_new (NULL);

      gtk_widget_set_name (form, name);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (form), title);
      gtk_widget_set_name (drop_down, drop_name);
      gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      drop_label, -1);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (form), drop_down);
      g_signal_connect_object (drop_down, "notify::selected", G_CALLBACK (drop_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (form, "changed", G_CALLBACK (form_changed_cb), self, G_CONNECT_SWAPPED);

      gtk_widget_set_name (label, mark_name);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "error");
      gtk_widget_set_visible (label, FALSE);

      gtk_box_insert_child_after (self->box, form, previous);
      gtk_box_insert_child_after (self->box, label, form);
      previous = label;

      self->forms[slot] = form;
      self->drops[slot] = GTK_DROP_DOWN (drop_down);
      self->marks[slot] = label;
      self->shown[slot] = NEW_CARD;
    }
}

/**
 * arriero_display_page_take_told:
 * @learned: (out) (transfer full) (element-type utf8): the edition paths
 *   of the cards described on the page
 * @error: why a card described was refused
 *
 * What the last arriero_setup_page_read_setup() found.
 *
 * Returns: (transfer full) (nullable): the copy with the cards described
 *   (the copy shown when none, or when the page was not read), %NULL when
 *   one was refused
 */
AlpEdition *
arriero_display_page_take_told (ArrieroDisplayPage  *self,
                                GPtrArray          **learned,
                                GError             **error)
{
  g_return_val_if_fail (ARRIERO_IS_DISPLAY_PAGE (self), NULL);

  *learned = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_extend_and_steal (*learned, g_steal_pointer (&self->learned));
  self->learned = g_ptr_array_new_with_free_func (g_free);
  if (self->problem != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->problem));
      return NULL;
    }
  /* nothing read yet: nothing told */
  if (self->told == NULL)
    return self->edition != NULL ? g_object_ref (self->edition) : NULL;

  return g_steal_pointer (&self->told);
}

/**
 * arriero_display_page_get_card:
 * @slot: a place of the face-up cards, as they lie
 *
 * For the tests, which deal the copy they hold as the page draws it.
 *
 * Returns: the card of the edition that the card at @slot is, or is
 *   described as when the copy does not describe it yet
 */
guint
arriero_display_page_get_card (ArrieroDisplayPage *self,
                               guint               slot)
{
  guint8 cards[ALP_MAX_DISPLAY];

  g_return_val_if_fail (ARRIERO_IS_DISPLAY_PAGE (self), ALP_NONE);
  g_return_val_if_fail (slot < self->n_display, ALP_NONE);

  choose_cards (self, cards);

  return cards[slot];
}
