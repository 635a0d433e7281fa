/* arriero-icons-form.h: the form for an icon list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_ICONS_FORM (arriero_icons_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroIconsForm, arriero_icons_form, ARRIERO, ICONS_FORM, AdwPreferencesGroup)

GtkWidget *arriero_icons_form_new (guint       icon_mask,
                                   const char *member);

G_END_DECLS
