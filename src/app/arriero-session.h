/* arriero-session.h: the game a window shows, its file and its saves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SESSION (arriero_session_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSession, arriero_session, ARRIERO, SESSION, GObject)

ArrieroSession *arriero_session_new              (void);
AlpGame        *arriero_session_get_game         (ArrieroSession       *self);
const char     *arriero_session_get_path         (ArrieroSession       *self);
void            arriero_session_set_game         (ArrieroSession       *self,
                                                  AlpGame              *game,
                                                  const char           *path);
gboolean        arriero_session_load             (ArrieroSession       *self,
                                                  const char           *path,
                                                  GError              **error);
gboolean        arriero_session_get_read_only    (ArrieroSession       *self);
const char     *arriero_session_get_save_problem (ArrieroSession       *self);
const char     *arriero_session_get_refusal      (ArrieroSession       *self);
const char     *arriero_session_get_refusal_rule (ArrieroSession       *self);
gboolean        arriero_session_get_asking       (ArrieroSession       *self);
void            arriero_session_save_durably     (ArrieroSession       *self);

void            arriero_session_apply            (ArrieroSession       *self,
                                                  const AlpAction      *action,
                                                  GtkWindow            *parent,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
void            arriero_session_describe         (ArrieroSession       *self,
                                                  const char           *path,
                                                  GtkWindow            *parent,
                                                  GAsyncReadyCallback   callback,
                                                  gpointer              user_data);
gboolean        arriero_session_apply_finish     (ArrieroSession       *self,
                                                  GAsyncResult         *result,
                                                  GError              **error);
gboolean        arriero_session_undo             (ArrieroSession       *self);
gboolean        arriero_session_redo             (ArrieroSession       *self,
                                                  GError              **error);
gboolean        arriero_session_rewind           (ArrieroSession       *self,
                                                  guint                 n_events);

G_END_DECLS
