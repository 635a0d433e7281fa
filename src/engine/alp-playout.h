/* alp-playout.h: random legal play, for tests, random games and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"

G_BEGIN_DECLS

typedef void (*AlpPlayoutFunc) (const AlpAction *action,
                                gpointer         user_data);

gboolean alp_playout_step  (AlpGame        *game,
                            GRand          *rand,
                            AlpAction      *out_action);
guint    alp_playout_run   (AlpGame        *game,
                            GRand          *rand,
                            guint           max_actions,
                            AlpPlayoutFunc  func,
                            gpointer        user_data);

G_END_DECLS
