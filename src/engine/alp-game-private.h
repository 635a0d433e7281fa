/* alp-game-private.h: AlpGame's internals, for the engine and its tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"
#include "alp-rules-private.h"

G_BEGIN_DECLS

const AlpBoard *_alp_game_get_board (AlpGame *self);
const AlpState *_alp_game_get_state (AlpGame *self);
const AlpState *_alp_game_get_initial (AlpGame *self);
AlpScore       *_alp_game_score_state (AlpGame        *self,
                                       const AlpState *state);
void            _alp_game_set_state (AlpGame        *self,
                                     const AlpState *state);
guint           _alp_game_get_event_mule (AlpGame *self,
                                          guint    index);
void            _alp_game_record    (AlpGame         *self,
                                     const AlpAction *action,
                                     guint            mule);
gboolean        _alp_game_check_die (const AlpSetup   *setup,
                                     const AlpAction  *action,
                                     guint             roll,
                                     GError          **error);

G_END_DECLS
