/* arriero-number-form.h: the form for one number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_NUMBER_FORM (arriero_number_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroNumberForm, arriero_number_form, ARRIERO, NUMBER_FORM, AdwPreferencesGroup)

GtkWidget *arriero_number_form_new (const char *title,
                                    gint        min,
                                    gint        max,
                                    gint        value,
                                    const char *member);

G_END_DECLS
