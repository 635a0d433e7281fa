/* arriero-edition-store.c: the user's description of their own copy
 *
 * Nothing of the real game's print is public, so the table describes its
 * copy one item at a time, when a game first needs it.  The answers live
 * in one edition file under $XDG_DATA_HOME/arriero/editions, so that each
 * item is asked once per copy.  Until the first answer, the copy is the
 * builtin "alpujarras" edition, which knows the segments' names only.
 *
 * A game carries the edition it started on, and the file may have been
 * corrected since: an answer given in a game goes into the file as it is
 * on disk now (arriero_edition_store_keep_answer()), never the game's
 * edition over it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
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

/**
 * arriero_edition_store_keep_answer:
 * @answered: the edition the answer went into (a game's, or the one a
 *   question was asked about), as arriero_question_ask_finish() gives it
 * @path: the item the table answered
 *
 * Adds the answer, the item at @path in @answered, to the user's edition
 * as it is on disk now, and saves it.  Nothing else of @answered goes
 * into the file: a game started before the file was corrected keeps its
 * own edition, and the correction stays in the file.
 *
 * Returns: (transfer full) (nullable): the user's edition with the
 *   answer, or %NULL when the file cannot be read, the answer does not
 *   fit it, or it cannot be written; the file is then as it was
 */
AlpEdition *
arriero_edition_store_keep_answer (AlpEdition  *answered,
                                   const char  *path,
                                   GError     **error)
{
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) current = NULL;
  g_autoptr(AlpEdition) merged = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (answered), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  value = alp_edition_get_value (answered, path);

  current = arriero_edition_store_load (&local_error);
  if (current == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* TRANSLATORS: the loader's message follows */
                   _("Your copy’s edition file cannot be read, so the answer was not added to it: %s"),
                   local_error->message);
      return NULL;
    }

  merged = alp_edition_with_value (current, path, value, &local_error);
  if (merged == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* TRANSLATORS: the engine's message follows */
                   _("The answer does not fit your copy’s edition as it is now, so it was not added to it: %s"),
                   local_error->message);
      return NULL;
    }

  if (!arriero_edition_store_save (merged, error))
    return NULL;

  return g_steal_pointer (&merged);
}
