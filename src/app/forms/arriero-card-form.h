/* arriero-card-form.h: the form for a delivery card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_CARD_FORM (arriero_card_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroCardForm, arriero_card_form, ARRIERO, CARD_FORM, AdwPreferencesGroup)

GtkWidget *arriero_card_form_new         (void);
GtkWidget *arriero_card_form_new_compact (void);
GtkWidget *arriero_card_form_new_face_up (gboolean compact);

G_END_DECLS
