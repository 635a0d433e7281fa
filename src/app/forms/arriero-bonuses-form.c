/* arriero-bonuses-form.c: the form for the market card's bonuses
 *
 * The bonus of each of the five positions of the market card
 * ("bonus-0" …), answered as the list of five numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-bonuses-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"

#define N_BONUSES 5

struct _ArrieroBonusesForm
{
  AdwPreferencesGroup parent_instance;
};

static void arriero_bonuses_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroBonusesForm, arriero_bonuses_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_bonuses_form_form_init))

static void
arriero_bonuses_form_set_value (ArrieroForm *form,
                                JsonNode    *value)
{
  for (guint i = 0; i < MIN (N_BONUSES, arriero_json_length (value)); i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);

      arriero_form_set_input (GTK_WIDGET (form), name, arriero_json_int (arriero_json_element (value, i), 0));
    }
}

static JsonNode *
arriero_bonuses_form_get_value (ArrieroForm *form)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < N_BONUSES; i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);

      json_array_add_int_element (array, arriero_form_get_input (GTK_WIDGET (form), name));
    }
  json_node_take_array (node, array);

  return node;
}

static void
arriero_bonuses_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_bonuses_form_set_value;
  iface->get_value = arriero_bonuses_form_get_value;
}

static void
arriero_bonuses_form_class_init (ArrieroBonusesFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-bonuses-form.ui");
}

static void
arriero_bonuses_form_init (ArrieroBonusesForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < N_BONUSES; i++)
    {
      g_autofree char *name = g_strdup_printf ("bonus-%u", i);
      /* TRANSLATORS: the bonus of a position on the market card */
      g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

      arriero_form_add_spin (GTK_WIDGET (self), NULL, name, title, NULL, NULL, 0, 20, 0);
    }
}

GtkWidget *
arriero_bonuses_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_BONUSES_FORM, NULL);
}
