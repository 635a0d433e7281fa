/* arriero-application.h: the Arriero application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_APPLICATION (arriero_application_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroApplication, arriero_application, ARRIERO, APPLICATION, AdwApplication)

ArrieroApplication *arriero_application_new (void);

G_END_DECLS
