/* alp-event.h: one entry of a game's history, for lists of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "alp-action.h"

G_BEGIN_DECLS

#define ALP_TYPE_EVENT (alp_event_get_type ())

G_DECLARE_FINAL_TYPE (AlpEvent, alp_event, ALP, EVENT, GObject)

AlpEvent        *alp_event_new             (guint            index,
                                            guint            mule,
                                            const AlpAction *action,
                                            const char      *description);
guint            alp_event_get_index       (AlpEvent        *self);
guint            alp_event_get_mule        (AlpEvent        *self);
const AlpAction *alp_event_get_action      (AlpEvent        *self);
const char      *alp_event_get_description (AlpEvent        *self);

G_END_DECLS
