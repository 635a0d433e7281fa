/* arriero-tokens-form.c: the form for a fruit's delivery tokens
 *
 * The fruit count printed on each of the five tokens ("count-0" …) and
 * which of them is left out with 2 or 3 players ("removed"): the answer
 * {"counts": [...], "removed_two_three": i}.  Asked for the token left
 * out alone, the form shows only that and answers its index.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-tokens-form.h"

struct _ArrieroTokensForm
{
  AdwPreferencesGroup parent_instance;

  gboolean            removed_only;
};

static void arriero_tokens_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroTokensForm, arriero_tokens_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_tokens_form_form_init))

static void
arriero_tokens_form_set_value (ArrieroForm *form,
                               JsonNode    *value)
{
  ArrieroTokensForm *self = ARRIERO_TOKENS_FORM (form);
  JsonNode *counts = arriero_json_member (value, "counts");

  if (self->removed_only)
    {
      arriero_form_set_input (GTK_WIDGET (self), "removed", arriero_json_int (value, 0));
      return;
    }

  for (guint i = 0; i < MIN (ALP_TOKENS_PER_FRUIT, arriero_json_length (counts)); i++)
    {
      g_autofree char *name = g_strdup_printf ("count-%u", i);

      arriero_form_set_input (GTK_WIDGET (self), name, arriero_json_int (arriero_json_element (counts, i), 2));
    }
  arriero_form_set_input (GTK_WIDGET (self), "removed",
                          arriero_json_int (arriero_json_member (value, "removed_two_three"), 0));
}

static JsonNode *
arriero_tokens_form_get_value (ArrieroForm *form)
{
  ArrieroTokensForm *self = ARRIERO_TOKENS_FORM (form);
  g_autoptr(JsonBuilder) builder = NULL;
  gint removed = arriero_form_get_input (GTK_WIDGET (self), "removed");

  if (self->removed_only)
    return json_node_init_int (json_node_alloc (), removed);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "counts");
  json_builder_begin_array (builder);
  for (guint i = 0; i < ALP_TOKENS_PER_FRUIT; i++)
    {
      g_autofree char *name = g_strdup_printf ("count-%u", i);

      json_builder_add_int_value (builder, arriero_form_get_input (GTK_WIDGET (self), name));
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "removed_two_three");
  json_builder_add_int_value (builder, removed);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_tokens_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_tokens_form_set_value;
  iface->get_value = arriero_tokens_form_get_value;
}

static void
arriero_tokens_form_class_init (ArrieroTokensFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-tokens-form.ui");
}

static void
arriero_tokens_form_init (ArrieroTokensForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * arriero_tokens_form_new:
 * @removed_only: %TRUE for the token left out with 2 or 3 players alone
 *
 * Returns: (transfer floating): the form
 */
GtkWidget *
arriero_tokens_form_new (gboolean removed_only)
{
  ArrieroTokensForm *self = g_object_new (ARRIERO_TYPE_TOKENS_FORM, NULL);
  GtkWidget *group = GTK_WIDGET (self);
  const char *tokens[] = {
    _("The first token listed"), _("The second token listed"), _("The third token listed"),
    _("The fourth token listed"), _("The fifth token listed"), NULL
  };

  self->removed_only = removed_only;
  if (removed_only)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), NULL);
  for (guint i = 0; !removed_only && i < ALP_TOKENS_PER_FRUIT; i++)
    {
      g_autofree char *name = g_strdup_printf ("count-%u", i);
      /* TRANSLATORS: "Token 2", one of the five delivery tokens of a fruit */
      g_autofree char *title = g_strdup_printf (_("Token %u"), i + 1);

      arriero_form_add_spin (group, NULL, name, title, NULL, NULL, 1, 10, 2);
    }
  arriero_form_add_drop_down (group, "removed", _("Removed with 2 or 3 players"), NULL, tokens);

  return group;
}
