/* arriero-settings.h: the app's remembered choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GSettings *arriero_settings_new (void);

G_END_DECLS
