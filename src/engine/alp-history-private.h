/* alp-history-private.h: how a game keeps its history model current
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"
#include "alp-history.h"

G_BEGIN_DECLS

AlpHistory *_alp_history_new     (AlpGame    *game);
void        _alp_history_detach  (AlpHistory *self);
void        _alp_history_changed (AlpHistory *self,
                                  guint       position,
                                  guint       removed,
                                  guint       added);

G_END_DECLS
