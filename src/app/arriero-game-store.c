/* arriero-game-store.c: where the games of this user live
 *
 * Every game is saved after every event, atomically, as its own record
 * under $XDG_DATA_HOME/arriero/games; the newest unfinished one is what
 * Continue resumes.  The listing loads each file once while it does not
 * change (a cache keyed by size, time and inode), and says why a file it
 * cannot load is unreadable.  A game open in a window is locked (flock on
 * `GAME.json.lock`, released by the kernel if the app dies), so a second
 * instance opens it read-only instead of writing over the first's events.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alp-error.h"
#include "alp-record.h"
#include "alp-settled.h"
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

/* ------------------------------------------------------------------------ */
/* Locks                                                                    */

/* Takes the lock of a game, without waiting.  A lock file removed by the
 * holder between our open and our flock is not the lock any more: try
 * again on the file now at that name. */
static int
take_lock (const char  *lock_path,
           gboolean    *busy,
           int         *out_errno)
{
  *busy = FALSE;
  for (guint tries = 0; tries < 5; tries++)
    {
      struct stat fd_st, path_st;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

      if (fd < 0)
        {
          *out_errno = errno;
          return -1;
        }
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          *out_errno = errno;
          *busy = errno == EWOULDBLOCK;
          close (fd);
          return -1;
        }
      if (fstat (fd, &fd_st) == 0 && g_stat (lock_path, &path_st) == 0 &&
          fd_st.st_dev == path_st.st_dev && fd_st.st_ino == path_st.st_ino)
        return fd;
      close (fd);
    }

  *out_errno = EAGAIN;
  return -1;
}

static void
release_lock (const char *lock_path,
              int         fd)
{
  if (fd < 0)
    return;
  /* Removed while still held, so nobody takes a file on its way out */
  g_unlink (lock_path);
  close (fd);
}

struct _ArrieroGameFile
{
  char     *path;
  char     *lock_path;
  int       lock_fd;       /* -1 while not held */
  gboolean  read_only;     /* another window or instance holds it */
};

/**
 * arriero_game_file_new:
 * @path: a game's file, which need not exist yet
 *
 * Takes the game's lock.  When another window or instance holds it, the
 * game is read-only here: arriero_game_file_save() refuses.  When the lock
 * cannot be taken for another reason (the folder is gone), the next save
 * tries again.
 *
 * Returns: (transfer full): the game's file
 */
ArrieroGameFile *
arriero_game_file_new (const char *path)
{
  ArrieroGameFile *self = g_new0 (ArrieroGameFile, 1);
  int saved_errno;

  g_return_val_if_fail (path != NULL, NULL);

  self->path = g_strdup (path);
  self->lock_path = g_strconcat (path, ".lock", NULL);
  self->lock_fd = take_lock (self->lock_path, &self->read_only, &saved_errno);

  return self;
}

void
arriero_game_file_free (ArrieroGameFile *self)
{
  if (self == NULL)
    return;

  release_lock (self->lock_path, self->lock_fd);
  g_free (self->path);
  g_free (self->lock_path);
  g_free (self);
}

/**
 * arriero_game_file_get_read_only:
 *
 * Returns: whether another window or instance had the game open when
 *   this one opened it
 */
gboolean
arriero_game_file_get_read_only (ArrieroGameFile *self)
{
  return self->read_only;
}

/* A failure in words, naming the folder, never a temporary file */
static gboolean
set_errno_error (GError     **error,
                 int          saved_errno,
                 const char  *dir)
{
  g_autofree char *display = g_filename_display_name (dir);
  GFileError code = g_file_error_from_errno (saved_errno);

  switch (code)
    {
    case G_FILE_ERROR_NOENT:
      g_set_error (error, G_FILE_ERROR, code,
                   _("its folder %s is gone and cannot be made again"), display);
      break;
    case G_FILE_ERROR_NOTDIR:
    case G_FILE_ERROR_EXIST:
      g_set_error (error, G_FILE_ERROR, code,
                   _("a file stands where its folder %s should be"), display);
      break;
    case G_FILE_ERROR_ACCES:
    case G_FILE_ERROR_PERM:
      g_set_error (error, G_FILE_ERROR, code,
                   _("Arriero may not write in its folder %s"), display);
      break;
    case G_FILE_ERROR_ROFS:
      g_set_error (error, G_FILE_ERROR, code,
                   _("its folder %s is on a disk that cannot be written to"), display);
      break;
    case G_FILE_ERROR_NOSPC:
      g_set_error (error, G_FILE_ERROR, code, _("the disk is full"));
      break;
    default:
      /* TRANSLATORS: the first %s is a folder, the second the system's reason */
      g_set_error (error, G_FILE_ERROR, code, _("its folder %s cannot be written to (%s)"),
                   display, g_strerror (saved_errno));
      break;
    }

  return FALSE;
}

/* The engine's error, in the same words */
static gboolean
translate_save_error (GError     **error,
                      GError      *save_error,
                      const char  *dir)
{
  static const struct { GFileError code; int value; } codes[] = {
    { G_FILE_ERROR_NOENT, ENOENT }, { G_FILE_ERROR_NOTDIR, ENOTDIR },
    { G_FILE_ERROR_EXIST, EEXIST }, { G_FILE_ERROR_ACCES, EACCES },
    { G_FILE_ERROR_PERM, EPERM }, { G_FILE_ERROR_ROFS, EROFS },
    { G_FILE_ERROR_NOSPC, ENOSPC },
  };

  if (save_error->domain == G_FILE_ERROR)
    for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
      if ((int) codes[i].code == save_error->code)
        {
          g_error_free (save_error);
          return set_errno_error (error, codes[i].value, dir);
        }

  g_propagate_error (error, save_error);
  return FALSE;
}

/* Makes the folder again if it was removed, and takes the lock in it */
static gboolean
ensure_lock (ArrieroGameFile  *self,
             const char       *dir,
             GError          **error)
{
  int saved_errno = 0;
  gboolean busy;

  release_lock (self->lock_path, self->lock_fd);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return set_errno_error (error, errno, dir);

  self->lock_fd = take_lock (self->lock_path, &busy, &saved_errno);
  if (self->lock_fd >= 0)
    return TRUE;

  if (busy)
    {
      /* Someone else took the game in between: from now on it is theirs */
      self->read_only = TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, _("it is open in another window"));
      return FALSE;
    }

  return set_errno_error (error, saved_errno, dir);
}

/* Writes a file of the games folder: a game's record, or a settled game */
typedef gboolean (*WriteFunc) (gconstpointer   what,
                               const char     *path,
                               gboolean        durable,
                               GError        **error);

static gboolean write_file (ArrieroGameFile  *self,
                            WriteFunc         write,
                            gconstpointer     what,
                            gboolean          durable,
                            GError          **error);

static gboolean
write_record (gconstpointer   game,
              const char     *path,
              gboolean        durable,
              GError        **error)
{
  return alp_record_save_to_file_full ((AlpGame *) game, path, durable, error);
}

static gboolean
write_settled (gconstpointer   settled,
               const char     *path,
               gboolean        durable,
               GError        **error)
{
  return alp_settled_save_to_file (settled, path, durable, error);
}

/**
 * arriero_game_file_save:
 * @durable: whether the save must reach the disk (see
 *   alp_record_save_to_file_full())
 * @error: why the game is not saved, in words that can follow "This game
 *   is not being saved: "
 *
 * Saves @game.  A games folder removed since the last save is made again;
 * one that cannot be (a file in its place, no permission) is an error,
 * and the next save tries again.
 */
gboolean
arriero_game_file_save (ArrieroGameFile  *self,
                        AlpGame          *game,
                        gboolean          durable,
                        GError          **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (ALP_IS_GAME (game), FALSE);

  return write_file (self, write_record, game, durable, error);
}

/**
 * arriero_game_file_save_settled:
 * @settled: a game settled from the holdings (alp-settled.h)
 *
 * Saves @settled as arriero_game_file_save() saves a game: under the
 * game's lock, its folder made again if it was removed, with the same
 * words for what goes wrong.
 */
gboolean
arriero_game_file_save_settled (ArrieroGameFile   *self,
                                const AlpSettled  *settled,
                                gboolean           durable,
                                GError           **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (settled != NULL, FALSE);

  return write_file (self, write_settled, settled, durable, error);
}

static gboolean
write_file (ArrieroGameFile  *self,
            WriteFunc         write,
            gconstpointer     what,
            gboolean          durable,
            GError          **error)
{
  g_autofree char *dir = NULL;
  GError *save_error = NULL;

  if (self->read_only)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, _("it is open in another window"));
      return FALSE;
    }

  dir = g_path_get_dirname (self->path);
  if (self->lock_fd < 0 && !ensure_lock (self, dir, error))
    return FALSE;

  if (write (what, self->path, durable, &save_error))
    return TRUE;

  /* The folder was removed: make it again, and lock the game in it */
  if (g_error_matches (save_error, G_FILE_ERROR, G_FILE_ERROR_NOENT) &&
      !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_clear_error (&save_error);
      if (!ensure_lock (self, dir, error))
        return FALSE;
      if (write (what, self->path, durable, &save_error))
        return TRUE;
    }

  return translate_save_error (error, save_error, dir);
}

static void
sync_in_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  const char *path = task_data;
  g_autofree char *dir = g_path_get_dirname (path);
  int fd;

  /* The file renamed in last: whichever save that is, it is whole */
  if ((fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0)) >= 0)
    {
      fsync (fd);
      close (fd);
    }
  if ((fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)) >= 0)
    {
      fsync (fd);
      close (fd);
    }
  g_task_return_boolean (task, TRUE);
}

/**
 * arriero_game_file_sync:
 *
 * Brings the game's last save and its folder to the disk (fsync), in a
 * worker thread: a save after an fsync costs 0.3 to 12 ms on this kind of
 * machine, more than a frame's share, and the game goes on meanwhile.
 */
void
arriero_game_file_sync (ArrieroGameFile *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (self != NULL);

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, arriero_game_file_sync);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_run_in_thread (task, sync_in_thread);
}

/* ------------------------------------------------------------------------ */
/* The listing                                                              */

typedef struct
{
  ArrieroSavedGame *game;
  gint64            size;
  gint64            mtime_ns;
  guint64           inode;
  guint64           device;
} CacheEntry;

static GHashTable *cache;   /* path → CacheEntry */
static guint n_loads;

static void
cache_entry_free (CacheEntry *entry)
{
  arriero_saved_game_unref (entry->game);
  g_free (entry);
}

static void
saved_game_clear (ArrieroSavedGame *game)
{
  g_free (game->path);
  g_free (game->name);
  g_free (game->players);
  g_free (game->problem);
  g_free (game->problem_rule);
}

ArrieroSavedGame *
arriero_saved_game_ref (ArrieroSavedGame *game)
{
  return g_rc_box_acquire (game);
}

void
arriero_saved_game_unref (ArrieroSavedGame *game)
{
  g_rc_box_release_full (game, (GDestroyNotify) saved_game_clear);
}

/* What the start page shows of a game, or why it cannot be loaded */
static ArrieroSavedGame *
load_summary (const char *path,
              gint64      mtime)
{
  ArrieroSavedGame *summary = g_rc_box_new0 (ArrieroSavedGame);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;

  n_loads++;
  summary->path = g_strdup (path);
  summary->name = g_filename_display_basename (path);
  summary->mtime = mtime;

  game = alp_record_load_from_file (path, &error);
  if (game == NULL)
    {
      summary->problem = g_strdup (error->message);
      summary->problem_rule = g_strdup (alp_rule_error_get_rule (error));
      return summary;
    }

  {
    GString *players = g_string_new (NULL);

    for (guint p = 0; p < alp_game_get_n_players (game); p++)
      g_string_append_printf (players, "%s%s", p > 0 ? ", " : "", alp_game_get_mule_name (game, p));
    summary->players = g_string_free (players, FALSE);
  }
  summary->over = alp_game_get_phase (game) == ALP_PHASE_OVER;
  summary->n_events = alp_game_get_n_events (game);

  return summary;
}

static gint
compare_games (gconstpointer a,
               gconstpointer b)
{
  const ArrieroSavedGame *ga = *(ArrieroSavedGame * const *) a;
  const ArrieroSavedGame *gb = *(ArrieroSavedGame * const *) b;

  if (ga->mtime != gb->mtime)
    return ga->mtime > gb->mtime ? -1 : 1;

  return g_strcmp0 (gb->path, ga->path);
}

/**
 * arriero_game_store_list_games:
 *
 * Every `*.json` in the games folder, newest first, each loaded once as
 * long as its size, time and inode stay the same.
 *
 * Returns: (transfer container) (element-type ArrieroSavedGame): the games
 */
GPtrArray *
arriero_game_store_list_games (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) arriero_saved_game_unref);
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) cache_entry_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;
      CacheEntry *entry;
      gint64 mtime_ns;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_stat (path, &st) != 0)
        continue;
      mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;

      entry = cache != NULL ? g_hash_table_lookup (cache, path) : NULL;
      if (entry != NULL && entry->size == st.st_size && entry->mtime_ns == mtime_ns &&
          entry->inode == st.st_ino && entry->device == st.st_dev)
        {
          gpointer old_key;

          g_hash_table_steal_extended (cache, path, &old_key, NULL);
          g_free (old_key);
        }
      else
        {
          entry = g_new0 (CacheEntry, 1);
          entry->size = st.st_size;
          entry->mtime_ns = mtime_ns;
          entry->inode = st.st_ino;
          entry->device = st.st_dev;
          entry->game = load_summary (path, mtime_ns / 1000);
        }
      g_ptr_array_add (games, arriero_saved_game_ref (entry->game));
      g_hash_table_insert (seen, g_steal_pointer (&path), entry);
    }

  /* What is gone from the folder is forgotten */
  g_clear_pointer (&cache, g_hash_table_unref);
  cache = seen;

  g_ptr_array_sort (games, compare_games);

  return games;
}

/**
 * arriero_game_store_get_n_loads:
 *
 * Returns: how many times a file of the games folder was loaded for the
 *   listing, for tests
 */
guint
arriero_game_store_get_n_loads (void)
{
  return n_loads;
}

/**
 * arriero_game_store_list:
 *
 * Returns: (transfer full) (element-type utf8): the paths of the saved
 *   games, newest first
 */
GPtrArray *
arriero_game_store_list (void)
{
  g_autoptr(GPtrArray) games = arriero_game_store_list_games ();
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (paths, g_strdup (((ArrieroSavedGame *) games->pdata[i])->path));

  return paths;
}

/**
 * arriero_game_store_remove_stale:
 *
 * Removes what a killed save leaves in the games folder: `GAME.json.saving`
 * and `GAME.json.lock` files of games no window holds.
 */
void
arriero_game_store_remove_stale (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) stale = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json.saving") || g_str_has_suffix (name, ".json.lock"))
      g_ptr_array_add (stale, g_strdup (name));

  for (guint i = 0; i < stale->len; i++)
    {
      const char *file = stale->pdata[i];
      g_autofree char *game = g_strndup (file, strrchr (file, '.') - file);
      g_autofree char *lock_path = g_strdup_printf ("%s/%s.lock", dir_path, game);
      gboolean busy;
      int saved_errno;
      int fd = take_lock (lock_path, &busy, &saved_errno);

      if (fd < 0)
        continue;
      if (g_str_has_suffix (file, ".saving"))
        {
          g_autofree char *path = g_build_filename (dir_path, file, NULL);

          g_unlink (path);
        }
      release_lock (lock_path, fd);
    }
}
