/* arriero-game-store.c: where the games of this user live
 *
 * Every game is saved after every event, atomically, as its own record
 * under $XDG_DATA_HOME/arriero/games; the newest unfinished one is what
 * Continue resumes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "arriero-game-store.h"

/**
 * arriero_game_store_get_dir:
 *
 * Returns: (transfer full): the folder of saved games, created if needed
 */
char *
arriero_game_store_get_dir (void)
{
  char *dir = g_build_filename (g_get_user_data_dir (), "arriero", "games", NULL);

  g_mkdir_with_parents (dir, 0700);

  return dir;
}

/**
 * arriero_game_store_new_path:
 *
 * Returns: (transfer full): a file name for a new game, named after now
 */
char *
arriero_game_store_new_path (void)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint i = 0; ; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("game-%s.json", stamp)
                                     : g_strdup_printf ("game-%s-%u.json", stamp, i);
      char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return path;
      g_free (path);
    }
}

typedef struct
{
  char   *path;
  gint64  mtime;
} Entry;

static gint
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *ea = *(Entry * const *) a;
  const Entry *eb = *(Entry * const *) b;

  if (ea->mtime != eb->mtime)
    return ea->mtime > eb->mtime ? -1 : 1;

  return g_strcmp0 (eb->path, ea->path);
}

/**
 * arriero_game_store_list:
 *
 * Returns: (transfer full) (element-type utf8): the saved games, newest
 *   first
 */
GPtrArray *
arriero_game_store_list (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      GStatBuf st;
      Entry *entry;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      entry = g_new0 (Entry, 1);
      entry->path = g_build_filename (dir_path, name, NULL);
      entry->mtime = g_stat (entry->path, &st) == 0 ? (gint64) st.st_mtime : 0;
      g_ptr_array_add (entries, entry);
    }

  g_ptr_array_sort (entries, compare_entries);
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (entries, i);

      g_ptr_array_add (paths, entry->path);
      g_free (entry);
    }

  return paths;
}
