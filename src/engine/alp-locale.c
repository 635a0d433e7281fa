/* alp-locale.c: where the programs find their translations
 *
 * Installed, the catalogues are under LOCALEDIR.  Run from the build tree
 * (build-aux/run, the tests), nothing is installed there yet: the build
 * tree's own po/ output holds them (meson's i18n.gettext builds
 * po/LANG/LC_MESSAGES/arriero.mo).  A program knows it runs from the build
 * tree when its executable lies inside the build directory it was built
 * in, which no installed copy does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "alp-locale.h"

static gboolean
runs_from_build_tree (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *root = realpath (BUILD_ROOT, NULL);
  g_autofree char *prefix = NULL;

  if (exe == NULL || root == NULL)
    return FALSE;

  prefix = g_strconcat (root, G_DIR_SEPARATOR_S, NULL);
  return g_str_has_prefix (exe, prefix);
}

/**
 * alp_locale_dir:
 *
 * Returns: the folder of the translations this program is to use: the
 *   build tree's when it runs from there and has them, LOCALEDIR otherwise
 */
const char *
alp_locale_dir (void)
{
  if (runs_from_build_tree () && g_file_test (BUILD_LOCALEDIR, G_FILE_TEST_IS_DIR))
    return BUILD_LOCALEDIR;

  return LOCALEDIR;
}

/**
 * alp_locale_bind:
 *
 * Binds the program's text domain to alp_locale_dir(), in UTF-8, and makes
 * it the default domain.  Call it after setlocale().
 */
void
alp_locale_bind (void)
{
  bindtextdomain (GETTEXT_PACKAGE, alp_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
