/* arriero-form.c: a form for one kind of item, as a widget
 *
 * Each kind of item the table can be asked for (an icon list, a delivery
 * card, a segment side, ...) has one class implementing this interface,
 * with its own template.  The window that asks (ArrieroQuestion) only
 * fills a form, reads it back and listens to ::changed; what the fields
 * are and how they become JSON is the form's business.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-form.h"

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (ArrieroForm, arriero_form, GTK_TYPE_WIDGET)

static void
arriero_form_default_init (ArrieroFormInterface *iface)
{
  /**
   * ArrieroForm::changed:
   *
   * The table changed a field, so the value the form gives has changed.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_INTERFACE (iface),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

/**
 * arriero_form_set_value:
 * @self: a form
 * @value: (nullable): the item as it is known, or %NULL for nothing yet
 *
 * Fills the form's fields from @value.
 */
void
arriero_form_set_value (ArrieroForm *self,
                        JsonNode    *value)
{
  g_return_if_fail (ARRIERO_IS_FORM (self));

  ARRIERO_FORM_GET_IFACE (self)->set_value (self, value);
}

/**
 * arriero_form_get_value:
 * @self: a form
 *
 * Returns: (transfer full): the item as the form's fields say it
 */
JsonNode *
arriero_form_get_value (ArrieroForm *self)
{
  g_return_val_if_fail (ARRIERO_IS_FORM (self), NULL);

  return ARRIERO_FORM_GET_IFACE (self)->get_value (self);
}

/**
 * arriero_form_changed:
 * @self: a form
 *
 * Emits ::changed; a form calls it when the table edits one of its fields.
 */
void
arriero_form_changed (ArrieroForm *self)
{
  g_return_if_fail (ARRIERO_IS_FORM (self));

  g_signal_emit (self, signals[CHANGED], 0);
}
