/* arriero-fields-form.c: the form for a farmland's fruit fields
 *
 * A fruit palette ("fruit"): a fruit placed per fruit field the farmland
 * shows.  The answer is {"fields": [...]}.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-fields-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"

struct _ArrieroFieldsForm
{
  AdwPreferencesGroup parent_instance;
};

static void arriero_fields_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroFieldsForm, arriero_fields_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_fields_form_form_init))

static void
arriero_fields_form_set_value (ArrieroForm *form,
                               JsonNode    *value)
{
  arriero_form_set_fruits (GTK_WIDGET (form), arriero_json_member (value, "fields"));
}

static JsonNode *
arriero_fields_form_get_value (ArrieroForm *form)
{
  return arriero_json_wrap ("fields", arriero_form_get_fruits (GTK_WIDGET (form)));
}

static void
arriero_fields_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_fields_form_set_value;
  iface->get_value = arriero_fields_form_get_value;
}

static void
arriero_fields_form_class_init (ArrieroFieldsFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-fields-form.ui");
}

static void
arriero_fields_form_init (ArrieroFieldsForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  arriero_form_add_fruits (GTK_WIDGET (self), 7);
}

GtkWidget *
arriero_fields_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_FIELDS_FORM, NULL);
}
