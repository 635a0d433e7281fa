/* arriero-game-store.c: where the games of this user live
 *
 * Every game is saved after every event, atomically, as its own record
 * under $XDG_DATA_HOME/arriero/games; the newest unfinished one is what
 * Continue resumes.  The listing never replays a game: it reads each
 * file's summary (its header) once while the file does not change (a
 * cache keyed by size, time and inode, kept between runs in an index
 * beside the games, `games.index`), and says why a file it cannot read is
 * unreadable.  A deleted game waits in `.deleted/` for its Undo.  A game open in a window is locked (flock on
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
static void join_prefetch (gboolean keep);

ArrieroGameFile *
arriero_game_file_new (const char *path)
{
  ArrieroGameFile *self = g_new0 (ArrieroGameFile, 1);
  int saved_errno;

  g_return_val_if_fail (path != NULL, NULL);

  /* a game to be saved: the start-up's listing would miss its file */
  join_prefetch (FALSE);
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
static guint n_replays;

#define INDEX_NAME   "games.index"
#define INDEX_GROUP  "Arriero Games Index"
#define INDEX_VERSION 1
#define DELETED_NAME ".deleted"

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
  g_clear_pointer (&game->summary, alp_summary_free);
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

static ArrieroSavedGame *
saved_game_new (const char *path,
                gint64      mtime,
                AlpSummary *summary,   /* (transfer full) (nullable) */
                const char *problem,
                const char *problem_rule)  /* (nullable) */
{
  ArrieroSavedGame *saved = g_rc_box_new0 (ArrieroSavedGame);

  saved->path = g_strdup (path);
  saved->name = g_filename_display_basename (path);
  saved->mtime = mtime;
  saved->summary = summary;
  if (summary == NULL)
    {
      saved->problem = g_strdup (problem);
      saved->problem_rule = g_strdup (problem_rule);
      return saved;
    }

  {
    GString *players = g_string_new (NULL);

    for (guint p = 0; p < summary->n_players; p++)
      g_string_append_printf (players, "%s%s", p > 0 ? ", " : "", summary->players[p].name);
    saved->players = g_string_free (players, FALSE);
  }
  saved->over = summary->finished;
  saved->n_events = summary->n_events;

  return saved;
}

/* What the lists show of a game, or why it cannot be read: from the
 * file's summary, never a replay; only a game saved before summaries is
 * replayed (once: the index keeps what it said) */
static ArrieroSavedGame *
load_summary (const char *path,
              gint64      mtime)
{
  g_autoptr(GError) error = NULL;
  AlpSummary *summary;

  n_loads++;
  summary = alp_summary_read_file (path, &error);
  if (summary == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_autoptr(AlpGame) game = NULL;

      g_clear_error (&error);
      n_replays++;
      game = alp_record_load_from_file (path, &error);
      if (game != NULL)
        {
          g_autoptr(GDateTime) date = g_date_time_new_from_unix_utc (mtime / G_USEC_PER_SEC);
          g_autofree char *iso = g_date_time_format (date, "%Y-%m-%dT%H:%M:%SZ");

          summary = alp_summary_new_from_game (game, iso);
        }
    }

  return saved_game_new (path, mtime, summary,
                         error != NULL ? error->message : NULL,
                         error != NULL ? alp_rule_error_get_rule (error) : NULL);
}

/* The index: what the listing knew of each file, by its size, time and
 * inode, kept beside the games so that a start-up reads one small file
 * instead of a thousand games.  Anything in it that does not add up is
 * read again from the game. */
static AlpSummary *
summary_from_index (GKeyFile   *index,
                    const char *group)
{
  g_autoptr(AlpSummary) summary = g_new0 (AlpSummary, 1);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  g_autofree gint *totals = NULL;
  g_autofree gint *ranks = NULL;
  gsize n_names = 0, n_colours = 0, n_totals = 0, n_ranks = 0;
  GError *error = NULL;

  summary->date = g_key_file_get_string (index, group, "date", NULL);
  summary->board = g_key_file_get_string (index, group, "board", NULL);
  summary->example = g_key_file_get_boolean (index, group, "example", NULL);
  summary->settled = g_key_file_get_boolean (index, group, "settled", NULL);
  summary->finished = g_key_file_get_boolean (index, group, "finished", NULL);
  summary->zara = g_key_file_get_boolean (index, group, "zara", NULL);
  summary->n_events = g_key_file_get_integer (index, group, "events", NULL);
  summary->winner = g_key_file_get_integer (index, group, "winner", &error);
  names = g_key_file_get_string_list (index, group, "names", &n_names, NULL);
  colours = g_key_file_get_string_list (index, group, "colours", &n_colours, NULL);
  totals = g_key_file_get_integer_list (index, group, "totals", &n_totals, NULL);
  ranks = g_key_file_get_integer_list (index, group, "ranks", &n_ranks, NULL);

  /* a settled game has no board */
  if (error != NULL || summary->date == NULL || (summary->board == NULL && !summary->settled) ||
      n_names < 2 || n_names > 4 || n_colours != n_names || n_totals != n_names ||
      n_ranks != n_names || summary->winner < -1 || summary->winner >= (gint) n_names)
    {
      g_clear_error (&error);
      return NULL;
    }

  for (guint p = 0; p < n_names; p++)
    {
      AlpColour colour;

      if (!alp_colour_from_string (colours[p], &colour))
        return NULL;
      summary->players[p].name = g_strdup (names[p]);
      summary->players[p].colour = colour;
      summary->players[p].total = totals[p];
      summary->players[p].rank = ranks[p];
      summary->n_players = p + 1;
    }

  return g_steal_pointer (&summary);
}

static GHashTable *
load_index (const char *dir_path)
{
  g_autofree char *path = g_build_filename (dir_path, INDEX_NAME, NULL);
  g_autoptr(GKeyFile) index = g_key_file_new ();
  GHashTable *entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) cache_entry_free);
  g_auto(GStrv) groups = NULL;

  if (!g_key_file_load_from_file (index, path, G_KEY_FILE_NONE, NULL) ||
      g_key_file_get_integer (index, INDEX_GROUP, "version", NULL) != INDEX_VERSION)
    return entries;

  groups = g_key_file_get_groups (index, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      const char *name = groups[i];
      g_autofree char *problem = NULL;
      g_autofree char *problem_rule = NULL;
      g_autofree char *game_path = NULL;
      AlpSummary *summary = NULL;
      CacheEntry *entry;

      if (g_str_equal (name, INDEX_GROUP) || strchr (name, G_DIR_SEPARATOR) != NULL)
        continue;
      problem = g_key_file_get_string (index, name, "problem", NULL);
      problem_rule = g_key_file_get_string (index, name, "problem-rule", NULL);
      if (problem == NULL && (summary = summary_from_index (index, name)) == NULL)
        continue;

      game_path = g_build_filename (dir_path, name, NULL);
      entry = g_new0 (CacheEntry, 1);
      entry->size = g_key_file_get_int64 (index, name, "size", NULL);
      entry->mtime_ns = g_key_file_get_int64 (index, name, "mtime", NULL);
      entry->inode = g_key_file_get_uint64 (index, name, "inode", NULL);
      entry->device = g_key_file_get_uint64 (index, name, "device", NULL);
      entry->game = saved_game_new (game_path, entry->mtime_ns / 1000, summary,
                                    problem, problem_rule);
      g_hash_table_insert (entries, g_steal_pointer (&game_path), entry);
    }

  return entries;
}

static void
save_index (const char *dir_path,
            GHashTable *entries)
{
  g_autofree char *path = g_build_filename (dir_path, INDEX_NAME, NULL);
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autofree char *data = NULL;
  g_autofree char *tmp_path = NULL;
  GHashTableIter iter;
  CacheEntry *entry;
  gsize length;

  g_key_file_set_integer (index, INDEX_GROUP, "version", INDEX_VERSION);
  g_hash_table_iter_init (&iter, entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    {
      g_autofree char *name = g_path_get_basename (entry->game->path);
      const AlpSummary *summary = entry->game->summary;

      /* a name a key file cannot hold as a group is read from its file */
      if (strpbrk (name, "[]\n\r") != NULL || !g_utf8_validate (name, -1, NULL))
        continue;
      g_key_file_set_int64 (index, name, "size", entry->size);
      g_key_file_set_int64 (index, name, "mtime", entry->mtime_ns);
      g_key_file_set_uint64 (index, name, "inode", entry->inode);
      g_key_file_set_uint64 (index, name, "device", entry->device);
      if (summary == NULL)
        {
          g_key_file_set_string (index, name, "problem", entry->game->problem);
          if (entry->game->problem_rule != NULL)
            g_key_file_set_string (index, name, "problem-rule", entry->game->problem_rule);
          continue;
        }

      {
        const char *names[5] = { NULL }, *colours[5] = { NULL };
        gint totals[4], ranks[4];

        for (guint p = 0; p < summary->n_players; p++)
          {
            names[p] = summary->players[p].name;
            colours[p] = alp_colour_to_string (summary->players[p].colour);
            totals[p] = summary->players[p].total;
            ranks[p] = summary->players[p].rank;
          }
        g_key_file_set_string (index, name, "date", summary->date);
        if (summary->board != NULL)
          g_key_file_set_string (index, name, "board", summary->board);
        g_key_file_set_boolean (index, name, "example", summary->example);
        g_key_file_set_boolean (index, name, "settled", summary->settled);
        g_key_file_set_boolean (index, name, "finished", summary->finished);
        g_key_file_set_boolean (index, name, "zara", summary->zara);
        g_key_file_set_integer (index, name, "events", summary->n_events);
        g_key_file_set_integer (index, name, "winner", summary->winner);
        g_key_file_set_string_list (index, name, "names", names, summary->n_players);
        g_key_file_set_string_list (index, name, "colours", colours, summary->n_players);
        g_key_file_set_integer_list (index, name, "totals", totals, summary->n_players);
        g_key_file_set_integer_list (index, name, "ranks", ranks, summary->n_players);
      }
    }

  /* Only a cache: when it cannot be written, the next start-up reads
   * the games again.  Renamed over the old one once whole, but never
   * synced: an fsync on the main thread (G_FILE_SET_CONTENTS_CONSISTENT
   * does one) froze the start page for a minute on a busy disk.  ext4
   * and btrfs write a file renamed over another before the rename (see
   * alp_json_write_file()), and a missing index is rebuilt */
  data = g_key_file_to_data (index, &length, NULL);
  tmp_path = g_strconcat (path, ".saving", NULL);
  if (!g_file_set_contents_full (tmp_path, data, length, G_FILE_SET_CONTENTS_NONE, 0600, NULL) ||
      g_rename (tmp_path, path) != 0)
    g_unlink (tmp_path);
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
 * arriero_game_store_get_index_path:
 *
 * Returns: (transfer full): the index kept beside the games
 */
char *
arriero_game_store_get_index_path (void)
{
  g_autofree char *dir = arriero_game_store_get_dir ();

  return g_build_filename (dir, INDEX_NAME, NULL);
}

/* The listing begun at start-up in a thread of its own
 * (arriero_game_store_prefetch()), and what it found */
static GThread *prefetch_thread;
static GPtrArray *prefetched;

static GPtrArray *list_games (void);

static gpointer
prefetch_cb (gpointer data)
{
  return list_games ();
}

/**
 * arriero_game_store_prefetch:
 *
 * Begins listing the games (reading the index, a stat of every file) in
 * a thread, for the start page: the application calls it first thing at
 * start-up, so that the listing runs while GTK starts and the window is
 * built, and the start page's arriero_game_store_list_games() only waits
 * for what is left of it.  Every other call of the store waits for it
 * first; one that changes the folder drops what it found.
 */
void
arriero_game_store_prefetch (void)
{
  if (prefetch_thread == NULL && prefetched == NULL && cache == NULL)
    prefetch_thread = g_thread_new ("arriero-list", prefetch_cb, NULL);
}

/* Waits for the listing begun at start-up; @keep: what it found is still
 * what the folder holds */
static void
join_prefetch (gboolean keep)
{
  if (prefetch_thread != NULL)
    prefetched = g_thread_join (g_steal_pointer (&prefetch_thread));
  if (!keep)
    g_clear_pointer (&prefetched, g_ptr_array_unref);
}

/**
 * arriero_game_store_list_games:
 *
 * Every `*.json` in the games folder, newest first.  What each says of
 * itself is read from its summary once as long as its size, time and
 * inode stay the same: in this process from memory, at start-up from the
 * index beside the games, rebuilt (file by file) where it is missing or
 * stale.  A file that cannot be read is listed with the reason, and
 * never written to.
 *
 * Returns: (transfer container) (element-type ArrieroSavedGame): the games
 */
GPtrArray *
arriero_game_store_list_games (void)
{
  join_prefetch (TRUE);
  if (prefetched != NULL)
    return g_steal_pointer (&prefetched);

  return list_games ();
}

static GPtrArray *
list_games (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) arriero_saved_game_unref);
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) cache_entry_free);
  gboolean changed = FALSE;
  const char *name;

  if (cache == NULL)
    cache = load_index (dir_path);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;
      CacheEntry *entry;
      gint64 mtime_ns;

      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_stat (path, &st) != 0)
        continue;
      mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;

      entry = g_hash_table_lookup (cache, path);
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
          changed = TRUE;
        }
      g_ptr_array_add (games, arriero_saved_game_ref (entry->game));
      g_hash_table_insert (seen, g_steal_pointer (&path), entry);
    }

  /* What is gone from the folder is forgotten */
  changed |= g_hash_table_size (cache) > 0;
  g_clear_pointer (&cache, g_hash_table_unref);
  cache = seen;
  {
    g_autofree char *index_path = g_build_filename (dir_path, INDEX_NAME, NULL);

    /* an empty folder stays empty */
    if (changed || (g_hash_table_size (cache) > 0 && !g_file_test (index_path, G_FILE_TEST_EXISTS)))
      save_index (dir_path, cache);
  }

  g_ptr_array_sort (games, compare_games);

  return games;
}

/**
 * arriero_game_store_forget:
 *
 * Forgets what the listing read in this process, as a new start-up would:
 * the next listing starts from the index.  For tests and benchmarks.
 */
void
arriero_game_store_forget (void)
{
  join_prefetch (FALSE);
  g_clear_pointer (&cache, g_hash_table_unref);
}

/**
 * arriero_game_store_get_n_replays:
 *
 * Returns: how many games the listing replayed, for tests: only those
 *   saved before game files had a summary
 */
guint
arriero_game_store_get_n_replays (void)
{
  join_prefetch (TRUE);
  return n_replays;
}

/**
 * arriero_game_store_contains:
 *
 * Returns: whether @path is a file of the games folder
 */
gboolean
arriero_game_store_contains (const char *path)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autofree char *parent = g_path_get_dirname (path);
  g_autoptr(GFile) dir_file = g_file_new_for_path (dir);
  g_autoptr(GFile) parent_file = g_file_new_for_path (parent);

  return g_file_equal (dir_file, parent_file);
}

/**
 * arriero_game_store_delete:
 * @path: a game of the games folder
 *
 * Moves a game out of the list, into the games folder's `.deleted/`,
 * where arriero_game_store_restore() finds it again; start-up removes
 * what was deleted long ago.  A game open in a window is refused.
 *
 * Returns: (transfer full) (nullable): where the game went
 */
char *
arriero_game_store_delete (const char  *path,
                           GError     **error)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autofree char *deleted_dir = g_build_filename (dir, DELETED_NAME, NULL);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  char *deleted = g_build_filename (deleted_dir, name, NULL);
  gboolean busy;
  int saved_errno = 0;
  int fd;

  join_prefetch (FALSE);
  fd = take_lock (lock_path, &busy, &saved_errno);
  if (fd < 0)
    {
      if (busy)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, _("it is open in a window"));
      else
        set_errno_error (error, saved_errno, dir);
      g_free (deleted);
      return NULL;
    }

  if (g_mkdir_with_parents (deleted_dir, 0700) != 0 || g_rename (path, deleted) != 0)
    {
      set_errno_error (error, errno, dir);
      release_lock (lock_path, fd);
      g_free (deleted);
      return NULL;
    }
  release_lock (lock_path, fd);

  return deleted;
}

/**
 * arriero_game_store_restore:
 * @deleted: what arriero_game_store_delete() returned
 *
 * Puts a deleted game back under its name, unless another file took it.
 */
gboolean
arriero_game_store_restore (const char  *deleted,
                            GError     **error)
{
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autofree char *name = g_path_get_basename (deleted);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  join_prefetch (FALSE);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("another game is saved under its name"));
      return FALSE;
    }
  if (g_rename (deleted, path) != 0)
    return set_errno_error (error, errno, dir);

  return TRUE;
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
  join_prefetch (TRUE);
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

  /* Deleted games whose Undo is long gone */
  {
    g_autofree char *deleted_path = g_build_filename (dir_path, DELETED_NAME, NULL);
    g_autoptr(GDir) deleted = g_dir_open (deleted_path, 0, NULL);
    gint64 now = g_get_real_time () / G_USEC_PER_SEC;

    while (deleted != NULL && (name = g_dir_read_name (deleted)) != NULL)
      {
        g_autofree char *path = g_build_filename (deleted_path, name, NULL);
        struct stat st;

        if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && now - st.st_ctime > 3600)
          g_unlink (path);
      }
  }

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
