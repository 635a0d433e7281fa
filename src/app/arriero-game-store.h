/* arriero-game-store.h: where the games of this user live
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char      *arriero_game_store_get_dir      (void);
char      *arriero_game_store_new_path     (void);
GPtrArray *arriero_game_store_list         (void);

G_END_DECLS
