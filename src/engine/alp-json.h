/* alp-json.h: guards for every JSON document Arriero reads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean alp_json_check_text (const char  *data,
                              gsize        length,
                              GError     **error);

G_END_DECLS
