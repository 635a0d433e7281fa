/* alp-quick-private.h: the quick "Zara only" ruleset, for the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-rules-private.h"

G_BEGIN_DECLS

gboolean _alp_quick_apply        (const AlpBoard  *board,
                                  AlpState        *state,
                                  const AlpAction *action,
                                  GError         **error);
GStrv    _alp_quick_instructions (const AlpBoard  *board,
                                  const AlpState  *before,
                                  const AlpState  *after,
                                  const AlpAction *action);

G_END_DECLS
