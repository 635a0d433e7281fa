/* alp-json.h: guards for every JSON document Arriero reads, and its writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The largest JSON file Arriero reads */
#define ALP_JSON_MAX_SIZE (4 * 1024 * 1024)

gboolean alp_json_check_text (const char  *data,
                              gsize        length,
                              GError     **error);
char    *alp_json_to_data    (JsonNode    *node,
                              gsize       *length);
char    *alp_json_read_file  (const char  *path,
                              gsize       *length,
                              GError     **error);

G_END_DECLS
