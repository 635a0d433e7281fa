/* arriero-edition-store.c: the user's description of their own copy
 *
 * Nothing of the real game's print is public, so the table describes its
 * copy one item at a time, when a game first needs it.  The answers live
 * in one edition file under $XDG_DATA_HOME/arriero/editions, so that each
 * item is asked once per copy.  Until the first answer, the copy is the
 * builtin "alpujarras" edition, which knows the segments' names only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "arriero-edition-store.h"

/**
 * arriero_edition_store_get_path:
 *
 * Returns: (transfer full): the file of the user's edition; its folder is
 *   created if needed
 */
char *
arriero_edition_store_get_path (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "arriero", "editions", NULL);

  g_mkdir_with_parents (dir, 0700);

  return g_build_filename (dir, "my-copy.json", NULL);
}

/**
 * arriero_edition_store_load:
 *
 * Returns: (transfer full): the user's edition, or the builtin
 *   "alpujarras" edition when nothing was described yet
 */
AlpEdition *
arriero_edition_store_load (GError **error)
{
  g_autofree char *path = arriero_edition_store_get_path ();

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return alp_edition_new_from_file (path, error);

  return alp_edition_new_builtin ("alpujarras", error);
}

/**
 * arriero_edition_store_save:
 *
 * Keeps @edition as the user's edition.  The engine writes beside the file
 * and renames over it: a crash never leaves half a description.
 */
gboolean
arriero_edition_store_save (AlpEdition  *edition,
                            GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = arriero_edition_store_get_path ();

  return alp_edition_save_to_file (edition, path, error);
}
