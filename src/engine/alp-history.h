/* alp-history.h: a game's events as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define ALP_TYPE_HISTORY (alp_history_get_type ())

G_DECLARE_FINAL_TYPE (AlpHistory, alp_history, ALP, HISTORY, GObject)

G_END_DECLS
