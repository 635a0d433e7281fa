/* arriero-quick-copy.h: a Zara-only game on the table's own copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-game.h"
#include "alp-setup.h"

G_BEGIN_DECLS

void     arriero_quick_copy_start  (GtkWindow           *parent,
                                    AlpSetup            *setup,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
AlpGame *arriero_quick_copy_finish (GAsyncResult        *result,
                                    GError             **error);

void        arriero_quick_copy_ask_shape        (GtkWindow           *parent,
                                                 AlpEdition          *edition,
                                                 const AlpSetup      *setup,
                                                 guint                place,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
void        arriero_quick_copy_ask_goal_card    (GtkWindow           *parent,
                                                 AlpEdition          *edition,
                                                 guint                card,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
AlpEdition *arriero_quick_copy_ask_shape_finish (GAsyncResult        *result,
                                                 GError             **error);
const char *arriero_quick_copy_get_path         (GtkWindow           *window);

G_END_DECLS
