/* arriero-number-form.c: the form for one number
 *
 * One spin ("number"): the face-up delivery cards, an end spot's dirhams,
 * each player's starting dirhams.  The answer is the number, or an object
 * holding it ("start" is {"dirhams": n}).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-number-form.h"

struct _ArrieroNumberForm
{
  AdwPreferencesGroup  parent_instance;

  AdwActionRow        *row;
  GtkSpinButton       *spin;

  char                *member;  /* (nullable): the number is this member of an object */
};

static void arriero_number_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroNumberForm, arriero_number_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_number_form_form_init))

static void
arriero_number_form_set_value (ArrieroForm *form,
                               JsonNode    *value)
{
  ArrieroNumberForm *self = ARRIERO_NUMBER_FORM (form);
  JsonNode *number = self->member != NULL ? arriero_json_member (value, self->member) : value;

  gtk_spin_button_set_value (self->spin, arriero_json_int (number, 0));
}

static JsonNode *
arriero_number_form_get_value (ArrieroForm *form)
{
  ArrieroNumberForm *self = ARRIERO_NUMBER_FORM (form);
  JsonNode *number;

  gtk_spin_button_update (self->spin);
  number = json_node_init_int (json_node_alloc (), gtk_spin_button_get_value_as_int (self->spin));

  return self->member != NULL ? arriero_json_wrap (self->member, number) : number;
}

static void
arriero_number_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_number_form_set_value;
  iface->get_value = arriero_number_form_get_value;
}

static void
arriero_number_form_finalize (GObject *object)
{
  ArrieroNumberForm *self = ARRIERO_NUMBER_FORM (object);

  g_free (self->member);

  G_OBJECT_CLASS (arriero_number_form_parent_class)->finalize (object);
}

static void
arriero_number_form_class_init (ArrieroNumberFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_number_form_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-number-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroNumberForm, row);
  gtk_widget_class_bind_template_child (widget_class, ArrieroNumberForm, spin);
}

static void
arriero_number_form_init (ArrieroNumberForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  arriero_form_watch_input (GTK_WIDGET (self->spin));
}

/**
 * arriero_number_form_new:
 * @title: what the number counts, as the row's title
 * @min: the least it can be
 * @max: the most it can be
 * @value: what the form shows before the table enters a number
 * @member: (nullable): the member of an object the number is, or %NULL
 *   for the number itself
 *
 * Returns: (transfer floating): the form
 */
GtkWidget *
arriero_number_form_new (const char *title,
                         gint        min,
                         gint        max,
                         gint        value,
                         const char *member)
{
  ArrieroNumberForm *self = g_object_new (ARRIERO_TYPE_NUMBER_FORM, NULL);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->row), title);
  gtk_spin_button_set_range (self->spin, min, max);
  gtk_spin_button_set_value (self->spin, value);
  self->member = g_strdup (member);

  return GTK_WIDGET (self);
}
