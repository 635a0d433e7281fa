/* arriero-canal-form.h: the form for the canal map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_CANAL_FORM (arriero_canal_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroCanalForm, arriero_canal_form, ARRIERO, CANAL_FORM, AdwPreferencesGroup)

GtkWidget *arriero_canal_form_new (void);

G_END_DECLS
