/* arriero-card-form.c: the form for a delivery card
 *
 * The fruits on the card's front (a spin per fruit, "fruit-apple"), its
 * value ("value") and its back: a fruit ("back-fruit") and an arrow
 * ("arrow").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-card-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"

struct _ArrieroCardForm
{
  AdwPreferencesGroup parent_instance;
};

static void arriero_card_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroCardForm, arriero_card_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_card_form_form_init))

static void
arriero_card_form_set_value (ArrieroForm *form,
                             JsonNode    *value)
{
  GtkWidget *self = GTK_WIDGET (form);
  JsonNode *back = arriero_json_member (value, "back");
  const char *fruit = arriero_json_string (arriero_json_member (back, "fruit"));
  const char *arrow = arriero_json_string (arriero_json_member (back, "arrow"));
  AlpFruit back_fruit;

  arriero_form_set_fruits (self, arriero_json_member (value, "front"));
  arriero_form_set_input (self, "value", arriero_json_int (arriero_json_member (value, "value"), 0));
  if (fruit != NULL && alp_fruit_from_string (fruit, &back_fruit))
    arriero_form_set_input (self, "back-fruit", back_fruit);
  if (arrow != NULL)
    arriero_form_set_input (self, "arrow", g_str_equal (arrow, "down") ? 1 : 0);
}

static JsonNode *
arriero_card_form_get_value (ArrieroForm *form)
{
  GtkWidget *self = GTK_WIDGET (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "front");
  json_builder_add_value (builder, arriero_form_get_fruits (self));
  json_builder_set_member_name (builder, "value");
  json_builder_add_int_value (builder, arriero_form_get_input (self, "value"));
  json_builder_set_member_name (builder, "back");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "fruit");
  json_builder_add_string_value (builder, alp_fruit_to_string (arriero_form_get_input (self, "back-fruit")));
  json_builder_set_member_name (builder, "arrow");
  json_builder_add_string_value (builder, arriero_form_get_input (self, "arrow") == 0 ? "up" : "down");
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_card_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_card_form_set_value;
  iface->get_value = arriero_card_form_get_value;
}

static void
arriero_card_form_class_init (ArrieroCardFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-card-form.ui");
}

static void
arriero_card_form_init (ArrieroCardForm *self)
{
  GtkWidget *group = GTK_WIDGET (self);
  const char *fruits[ALP_N_FRUITS + 1] = { NULL };
  const char *arrows[] = { C_("arrow", "Up"), C_("arrow", "Down"), NULL };

  gtk_widget_init_template (group);
  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    fruits[fruit] = alp_fruit_get_name (fruit, 1);
  arriero_form_add_fruit_spins (group, 10);
  arriero_form_add_spin (group, NULL, "value", _("Value in dirhams"), NULL, NULL, 0, 99, 0);
  arriero_form_add_drop_down (group, "back-fruit", _("Fruit on the back"), NULL, fruits);
  arriero_form_add_drop_down (group, "arrow", _("Arrow on the back"), NULL, arrows);
}

GtkWidget *
arriero_card_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_CARD_FORM, NULL);
}
