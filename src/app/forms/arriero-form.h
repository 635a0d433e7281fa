/* arriero-form.h: a form for one kind of item, as a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_FORM (arriero_form_get_type ())

G_DECLARE_INTERFACE (ArrieroForm, arriero_form, ARRIERO, FORM, GtkWidget)

/**
 * ArrieroFormInterface:
 * @set_value: fills the form from @value, the item as it is known
 *   (%NULL: nothing is known yet, the form shows its empty state)
 * @get_value: the item as the form's fields say it, as the JSON the
 *   engine reads for it (transfer full, never %NULL; a JSON null where the
 *   item's answer is "none")
 */
struct _ArrieroFormInterface
{
  GTypeInterface parent_iface;

  void      (*set_value) (ArrieroForm *self,
                          JsonNode    *value);
  JsonNode *(*get_value) (ArrieroForm *self);
};

void      arriero_form_set_value (ArrieroForm *self,
                                  JsonNode    *value);
JsonNode *arriero_form_get_value (ArrieroForm *self);
void      arriero_form_changed   (ArrieroForm *self);

G_END_DECLS
