/* arriero-bonuses-form.h: the form for the market card's bonuses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_BONUSES_FORM (arriero_bonuses_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroBonusesForm, arriero_bonuses_form, ARRIERO, BONUSES_FORM, AdwPreferencesGroup)

GtkWidget *arriero_bonuses_form_new (void);

G_END_DECLS
