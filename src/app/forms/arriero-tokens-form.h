/* arriero-tokens-form.h: the form for a fruit's delivery tokens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_TOKENS_FORM (arriero_tokens_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroTokensForm, arriero_tokens_form, ARRIERO, TOKENS_FORM, AdwPreferencesGroup)

GtkWidget *arriero_tokens_form_new (gboolean removed_only);

G_END_DECLS
