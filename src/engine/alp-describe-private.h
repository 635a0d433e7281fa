/* alp-describe-private.h: events, places and Zara's turns in words
 *
 * What alp-describe.c offers the rest of the engine: the rules name a
 * place in their refusals, the game describes its events and Zara's
 * instructions with these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"
#include "alp-rules-private.h"

G_BEGIN_DECLS

char  *_alp_describe_position (const AlpBoard  *board,
                               guint            space,
                               guint            spot);
char  *_alp_describe_action   (const AlpBoard  *board,
                               const AlpState  *before,
                               const AlpAction *action);
char  *_alp_describe_zara_roll (const AlpBoard *board,
                                const AlpState *before,
                                const AlpState *after,
                                guint           value);
GStrv  _alp_zara_instructions (const AlpBoard  *board,
                               const AlpState  *before,
                               const AlpState  *after,
                               const AlpAction *action);
char  *_alp_describe_pick     (const AlpBoard  *board,
                               const AlpState  *state,
                               const AlpPick   *pick);

G_END_DECLS
