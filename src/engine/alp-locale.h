/* alp-locale.h: where the programs find their translations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *alp_locale_dir (void);
void        alp_locale_bind (void);

G_END_DECLS
