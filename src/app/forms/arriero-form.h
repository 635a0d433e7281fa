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
 * @is_complete: (optional): whether every field needed has been filled,
 *   and if not, in *@reason (nullable out), what is left to do in a
 *   sentence for the table; by default a form is always complete
 * @get_field: (optional): the row that shows @field, a part of the item
 *   named as a path below the item's ("spaces[2].kind", "icons"), where a
 *   refusal of that part is marked; by default a descendant named after
 *   the field ("space-2-kind", "space-2-…") and its list row, or %NULL
 */
struct _ArrieroFormInterface
{
  GTypeInterface parent_iface;

  void      (*set_value) (ArrieroForm *self,
                          JsonNode    *value);
  JsonNode *(*get_value) (ArrieroForm *self);
  gboolean   (*is_complete) (ArrieroForm  *self,
                             char        **reason);
  GtkWidget *(*get_field)   (ArrieroForm  *self,
                             const char   *field);
};

void      arriero_form_set_value (ArrieroForm *self,
                                  JsonNode    *value);
JsonNode *arriero_form_get_value (ArrieroForm *self);
void      arriero_form_changed   (ArrieroForm *self);
gboolean  arriero_form_is_complete (ArrieroForm  *self,
                                    char        **reason);
GtkWidget *arriero_form_get_field  (ArrieroForm  *self,
                                    const char   *field);

G_END_DECLS
