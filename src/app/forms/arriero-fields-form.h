/* arriero-fields-form.h: the form for a farmland's fruit fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_FIELDS_FORM (arriero_fields_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroFieldsForm, arriero_fields_form, ARRIERO, FIELDS_FORM, AdwPreferencesGroup)

GtkWidget *arriero_fields_form_new (void);

G_END_DECLS
