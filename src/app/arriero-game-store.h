/* arriero-game-store.h: where the games of this user live
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "alp-game.h"
#include "alp-settled.h"
#include "alp-summary.h"

G_BEGIN_DECLS

/* What the start page shows of a saved game */
typedef struct
{
  char     *path;
  char     *name;       /* the file's name, for display */
  gint64    mtime;      /* µs since the epoch */
  char     *problem;    /* (nullable): why it cannot be loaded, the loader's words */
  char     *problem_rule; /* (nullable): the ID of the rule that refused an event */
  char     *players;    /* (nullable): "Blue, Red, White" */
  gboolean  over;
  guint     n_events;
  AlpSummary *summary;  /* (nullable): what its header says, NULL when it cannot be read */
} ArrieroSavedGame;

ArrieroSavedGame *arriero_saved_game_ref         (ArrieroSavedGame *game);
void              arriero_saved_game_unref       (ArrieroSavedGame *game);

char      *arriero_game_store_get_dir      (void);
char      *arriero_game_store_new_path     (void);
GPtrArray *arriero_game_store_list         (void);
GPtrArray *arriero_game_store_list_games   (void);
void       arriero_game_store_prefetch     (void);
guint      arriero_game_store_get_n_loads  (void);
void       arriero_game_store_remove_stale (void);
guint      arriero_game_store_get_n_replays (void);
void       arriero_game_store_forget       (void);
gboolean   arriero_game_store_contains     (const char  *path);
char      *arriero_game_store_get_index_path (void);
char      *arriero_game_store_delete       (const char  *path,
                                            GError     **error);
gboolean   arriero_game_store_restore      (const char  *deleted,
                                            GError     **error);

/* A game's file while a window has it open: its lock, and its saves */
typedef struct _ArrieroGameFile ArrieroGameFile;

ArrieroGameFile *arriero_game_file_new           (const char       *path);
void             arriero_game_file_free          (ArrieroGameFile  *self);
gboolean         arriero_game_file_get_read_only (ArrieroGameFile  *self);
gboolean         arriero_game_file_save          (ArrieroGameFile  *self,
                                                  AlpGame          *game,
                                                  gboolean          durable,
                                                  GError          **error);
gboolean         arriero_game_file_save_settled  (ArrieroGameFile  *self,
                                                  const AlpSettled *settled,
                                                  gboolean          durable,
                                                  GError          **error);
void             arriero_game_file_sync          (ArrieroGameFile  *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArrieroSavedGame, arriero_saved_game_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArrieroGameFile, arriero_game_file_free)

G_END_DECLS
