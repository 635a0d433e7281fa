/* arriero-settings.c: the app's remembered choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-settings.h"

/**
 * arriero_settings_new:
 *
 * Returns: (transfer full) (nullable): the app's settings, or %NULL when
 *   the schema is not installed (a run from the build tree without it):
 *   the app then works without remembering anything
 */
GSettings *
arriero_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);

  return schema != NULL ? g_settings_new (APP_ID) : NULL;
}
