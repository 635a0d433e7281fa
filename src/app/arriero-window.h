/* arriero-window.h: the window beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-game.h"
#include "arriero-session.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_WINDOW (arriero_window_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroWindow, arriero_window, ARRIERO, WINDOW, AdwApplicationWindow)

ArrieroWindow  *arriero_window_new         (GtkApplication *application);
ArrieroSession *arriero_window_get_session (ArrieroWindow  *self);
AlpGame        *arriero_window_get_game    (ArrieroWindow  *self);
const char     *arriero_window_get_path    (ArrieroWindow  *self);
const char     *arriero_window_get_page    (ArrieroWindow  *self);
const char     *arriero_window_get_banner  (ArrieroWindow  *self);
GtkWidget      *arriero_window_get_game_page (ArrieroWindow *self);
GtkWidget      *arriero_window_get_games_page (ArrieroWindow *self);
gboolean        arriero_window_open_file   (ArrieroWindow  *self,
                                            const char     *path,
                                            GError        **error);

G_END_DECLS
