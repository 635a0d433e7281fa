/* arriero-window-picks.h: the window's table takes the turn panel's picks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "arriero-turn-panel.h"

G_BEGIN_DECLS

void arriero_window_picks_ensure_types (void);
void arriero_window_picks_attach       (ArrieroTurnPanel *panel,
                                        GtkWidget        *table);

G_END_DECLS
