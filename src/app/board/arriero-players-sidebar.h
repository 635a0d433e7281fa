/* arriero-players-sidebar.h: every player's holdings, always in view, and Zara
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_PLAYERS_SIDEBAR (arriero_players_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroPlayersSidebar, arriero_players_sidebar, ARRIERO, PLAYERS_SIDEBAR, ArrieroTablePart)

G_END_DECLS
