/* arriero-pick-tray.h: the fruit and the other picks the table makes off the board's parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-table-part.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_PICK_TRAY (arriero_pick_tray_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroPickTray, arriero_pick_tray, ARRIERO, PICK_TRAY, ArrieroTablePart)

void arriero_pick_tray_set_extras (ArrieroPickTray *self,
                                   const AlpPick   *picks,
                                   guint            n_picks);
void arriero_pick_tray_forget_extras (ArrieroPickTray *self);

G_END_DECLS
