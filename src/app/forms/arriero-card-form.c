/* arriero-card-form.c: the form for a delivery card
 *
 * The card as it lies on the table: the fruits on its front as a fruit
 * palette ("fruit": click a fruit to add it, a placed one to remove it),
 * its value ("value") and its back, a fruit and an arrow, each a group of
 * toggle buttons showing the board's pictures ("back-fruit-grape",
 * "arrow-down"), none chosen until the table says which the card shows
 * (is_complete() asks for both).  A card of three fruits and a value is
 * seven clicks or fewer.  The compact form (arriero_card_form_new_compact(), for a page
 * that shows several cards) puts the value and the back in one row under
 * the fruits.
 *
 * A card at the table lies face up: its back is face down, and the game
 * never needs it (Zara's steps read the deck's top card: Z6, Z7).  The
 * face-up form ("with-back" FALSE, arriero_card_form_new_face_up()) asks
 * for the front and the value only and gives no "back"; a form with the
 * back is for the copy's own description (the edition window).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-card-form.h"
#include "arriero-drawing.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"

struct _ArrieroCardForm
{
  AdwPreferencesGroup parent_instance;

  GtkWidget          *back_fruits[ALP_N_FRUITS];  /* NULL without the back */
  GtkWidget          *arrows[2];  /* up, down */
  gboolean            compact;
  gboolean            with_back;
};

enum
{
  PROP_0,
  PROP_COMPACT,
  PROP_WITH_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void arriero_card_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroCardForm, arriero_card_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_card_form_form_init))

static void
arriero_card_form_set_value (ArrieroForm *form,
                             JsonNode    *value)
{
  ArrieroCardForm *card = ARRIERO_CARD_FORM (form);
  GtkWidget *self = GTK_WIDGET (form);
  JsonNode *back = arriero_json_member (value, "back");
  const char *fruit = arriero_json_string (arriero_json_member (back, "fruit"));
  const char *arrow = arriero_json_string (arriero_json_member (back, "arrow"));
  AlpFruit back_fruit;

  arriero_form_set_fruits (self, arriero_json_member (value, "front"));
  arriero_form_set_input (self, "value", arriero_json_int (arriero_json_member (value, "value"), 0));
  if (!card->with_back)
    return;
  /* what the card does not say is left unchosen: no back is assumed */
  for (AlpFruit f = 0; f < ALP_N_FRUITS; f++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (card->back_fruits[f]), FALSE);
  for (guint a = 0; a < 2; a++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (card->arrows[a]), FALSE);
  if (fruit != NULL && alp_fruit_from_string (fruit, &back_fruit))
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (card->back_fruits[back_fruit]), TRUE);
  if (g_strcmp0 (arrow, "up") == 0 || g_strcmp0 (arrow, "down") == 0)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (card->arrows[g_strcmp0 (arrow, "down") == 0]), TRUE);
}

/* The back's fruit chosen, or ALP_N_FRUITS */
static AlpFruit
chosen_back_fruit (ArrieroCardForm *card)
{
  if (!card->with_back)
    return ALP_N_FRUITS;
  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (card->back_fruits[fruit])))
      return fruit;

  return ALP_N_FRUITS;
}

static gboolean
arriero_card_form_is_complete (ArrieroForm  *form,
                               char        **reason)
{
  ArrieroCardForm *card = ARRIERO_CARD_FORM (form);
  g_autoptr(JsonNode) front = arriero_form_get_fruits (GTK_WIDGET (form));

  if (arriero_json_length (front) == 0)
    {
      *reason = g_strdup (_("Click each fruit printed on this card’s front."));
      return FALSE;
    }
  if (!card->with_back)
    return TRUE;
  if (chosen_back_fruit (card) == ALP_N_FRUITS ||
      (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (card->arrows[0])) &&
       !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (card->arrows[1]))))
    {
      *reason = g_strdup (_("Choose the fruit and the arrow on the card’s back."));
      return FALSE;
    }

  return TRUE;
}

static JsonNode *
arriero_card_form_get_value (ArrieroForm *form)
{
  ArrieroCardForm *card = ARRIERO_CARD_FORM (form);
  GtkWidget *self = GTK_WIDGET (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  AlpFruit back_fruit = chosen_back_fruit (card);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "front");
  json_builder_add_value (builder, arriero_form_get_fruits (self));
  json_builder_set_member_name (builder, "value");
  json_builder_add_int_value (builder, arriero_form_get_input (self, "value"));
  /* face up, the card says nothing of its back: the back stays unknown */
  if (!card->with_back)
    {
      json_builder_end_object (builder);
      return json_builder_get_root (builder);
    }
  json_builder_set_member_name (builder, "back");
  json_builder_begin_object (builder);
  /* a back not chosen yet is left out (is_complete() says so) */
  if (back_fruit < ALP_N_FRUITS)
    {
      json_builder_set_member_name (builder, "fruit");
      json_builder_add_string_value (builder, alp_fruit_to_string (back_fruit));
    }
  for (guint a = 0; a < 2; a++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (card->arrows[a])))
      {
        json_builder_set_member_name (builder, "arrow");
        json_builder_add_string_value (builder, a == 1 ? "down" : "up");
      }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_card_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_card_form_set_value;
  iface->get_value = arriero_card_form_get_value;
  iface->is_complete = arriero_card_form_is_complete;
}

static void arriero_card_form_constructed (GObject *object);

static void
arriero_card_form_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  ArrieroCardForm *self = ARRIERO_CARD_FORM (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      self->compact = g_value_get_boolean (value);
      break;
    case PROP_WITH_BACK:
      self->with_back = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_card_form_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  ArrieroCardForm *self = ARRIERO_CARD_FORM (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_WITH_BACK:
      g_value_set_boolean (value, self->with_back);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_card_form_class_init (ArrieroCardFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = arriero_card_form_constructed;
  object_class->set_property = arriero_card_form_set_property;
  object_class->get_property = arriero_card_form_get_property;

  /**
   * ArrieroCardForm:compact:
   *
   * The value and the back in one row under the fruits, without the
   * form's description: for a page of several cards.
   */
  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                   G_PARAM_STATIC_STRINGS);
  /**
   * ArrieroCardForm:with-back:
   *
   * Whether the form asks for the card's back, its fruit and arrow.  A
   * card lying face up shows only its front and value: without the back,
   * the form is complete with those and gives no "back".
   */
  properties[PROP_WITH_BACK] = g_param_spec_boolean ("with-back", NULL, NULL, TRUE,
                                                     G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                     G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-card-form.ui");
}

static void
toggled_cb (GtkToggleButton *toggle,
            ArrieroCardForm *self)
{
  if (gtk_toggle_button_get_active (toggle))
    arriero_form_changed (ARRIERO_FORM (self));
}

/* A toggle of a group, its picture named and described */
static GtkWidget *
add_toggle (ArrieroCardForm *self,
            GtkWidget       *box,
            GtkWidget       *group,
            const char      *name,
            GtkWidget       *image,
            const char      *words)
{
  GtkWidget *toggle = gtk_toggle_button_new ();

  gtk_image_set_pixel_size (GTK_IMAGE (image), 24);
  gtk_button_set_child (GTK_BUTTON (toggle), image);
  gtk_widget_set_name (toggle, name);
  gtk_widget_set_tooltip_text (toggle, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  if (group != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle), GTK_TOGGLE_BUTTON (group));
  g_signal_connect (toggle, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_box_append (GTK_BOX (box), toggle);

  return toggle;
}

/* A row titled @title whose input is a linked group of toggles */
static GtkWidget *
add_toggle_row (ArrieroCardForm *self,
                const char      *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);

  return box;
}

static void
arriero_card_form_init (ArrieroCardForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The back's fruit toggles into @box */
static void
add_back_fruits (ArrieroCardForm *self,
                 GtkWidget       *box)
{
  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *name = g_strdup_printf ("back-fruit-%s", alp_fruit_to_string (fruit));
      /* TRANSLATORS: a toggle of the card form; %s is a fruit */
      g_autofree char *words = g_strdup_printf (_("A back showing: %s"), alp_fruit_get_name (fruit, 1));

      self->back_fruits[fruit] = add_toggle (self, box, fruit > 0 ? self->back_fruits[0] : NULL, name,
                                             arriero_icon_image_new (arriero_fruit_icon_name (fruit), NULL),
                                             words);
    }
}

static void
add_arrows (ArrieroCardForm *self,
            GtkWidget       *box)
{
  self->arrows[0] = add_toggle (self, box, NULL, "arrow-up", gtk_image_new_from_icon_name ("go-up-symbolic"),
                                C_("arrow", "Up"));
  self->arrows[1] = add_toggle (self, box, self->arrows[0], "arrow-down",
                                gtk_image_new_from_icon_name ("go-down-symbolic"), C_("arrow", "Down"));
}

/* The compact form's second row: the value, then the back's fruit and
 * arrow */
static void
add_value_and_back (ArrieroCardForm *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
  GtkWidget *fruits = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *arrows = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  /* TRANSLATORS: the row of a delivery card's value and back, in the
   * setup assistant's compact card form */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Value and back"));
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_name (spin, "value");
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Value in dirhams"), -1);
  arriero_form_watch_input (spin);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *box = i == 0 ? fruits : arrows;

      gtk_widget_add_css_class (box, "linked");
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
    }
  add_back_fruits (self, fruits);
  add_arrows (self, arrows);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
}

static void
arriero_card_form_constructed (GObject *object)
{
  ArrieroCardForm *self = ARRIERO_CARD_FORM (object);
  GtkWidget *group = GTK_WIDGET (self);

  G_OBJECT_CLASS (arriero_card_form_parent_class)->constructed (object);

  arriero_form_add_fruits (group, 10);
  if (!self->with_back)
    {
      /* the front and its value: one row each, compact or not */
      if (self->compact)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), NULL);
      else
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
                                               _("Click each fruit on the front, as printed; then its value."));
      arriero_form_add_spin (group, NULL, "value", _("Value in dirhams"), NULL, NULL, 0, 99, 0);
    }
  else if (self->compact)
    {
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), NULL);
      add_value_and_back (self);
    }
  else
    {
      arriero_form_add_spin (group, NULL, "value", _("Value in dirhams"), NULL, NULL, 0, 99, 0);
      add_back_fruits (self, add_toggle_row (self, _("Fruit on the back")));
      add_arrows (self, add_toggle_row (self, _("Arrow on the back")));
    }
  /* no back is chosen until the table says which it shows */
}

GtkWidget *
arriero_card_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_CARD_FORM, NULL);
}

/* The form for a page of several cards: the fruits, then the value and
 * the back in one row */
GtkWidget *
arriero_card_form_new_compact (void)
{
  return g_object_new (ARRIERO_TYPE_CARD_FORM, "compact", TRUE, NULL);
}

/* The form for a card lying face up, its front and value; @compact, for
 * a page of several cards, leaves out the form's description */
GtkWidget *
arriero_card_form_new_face_up (gboolean compact)
{
  return g_object_new (ARRIERO_TYPE_CARD_FORM, "with-back", FALSE, "compact", compact, NULL);
}
