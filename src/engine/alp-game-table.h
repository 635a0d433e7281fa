/* alp-game-table.h: the printed parts of the table a game is played on
 *
 * What the views draw besides the position: the farmlands' printed fruit
 * fields, the canal map, the goal cards' rewards and the award tokens'
 * sides, each with whether the table's copy describes it yet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"

G_BEGIN_DECLS

/* One channel space of the canal map, as printed, and whether a channel
 * token covers it now */
typedef struct
{
  const char      *id;
  AlpChannelShape  shape;
  gboolean         start;     /* touches a printed start channel */
  guint            dirhams;   /* printed symbols */
  guint            norias;
  guint            leads_to;  /* AlpRegion for a T space, ALP_NONE otherwise */
  gboolean         covered;   /* a channel token lies on it */
} AlpChannelInfo;

const guint8 *alp_game_get_farmland_fields  (AlpGame        *self,
                                             AlpRegion       region,
                                             guint          *n_fields);
gboolean      alp_game_get_canal_known      (AlpGame        *self);
guint         alp_game_get_n_channels       (AlpGame        *self);
gboolean      alp_game_get_channel          (AlpGame        *self,
                                             guint           index,
                                             AlpChannelInfo *info);
gboolean      alp_game_get_channels_touch   (AlpGame        *self,
                                             guint           a,
                                             guint           b);
const guint8 *alp_game_get_goal_reward      (AlpGame        *self,
                                             guint           card,
                                             guint           spot,
                                             guint          *n_icons);
const guint8 *alp_game_get_award_side       (AlpGame        *self,
                                             AlpRegion       region,
                                             guint           side,
                                             guint          *n_icons);
gboolean      alp_game_get_card_known       (AlpGame        *self,
                                             guint           card);

G_END_DECLS
