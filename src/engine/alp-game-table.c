/* alp-game-table.c: the printed parts of the table a game is played on
 *
 * Read from the game's edition, for the views: a part the table's copy
 * does not describe yet is %NULL or %FALSE here, never a made-up value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-edition-private.h"
#include "alp-game-private.h"
#include "alp-game-table.h"

static const AlpEditionData *
edition_data (AlpGame *self)
{
  return _alp_game_get_board (self)->ed;
}

static const guint8 *
icon_set (const AlpIconSet *set,
          guint            *n_icons)
{
  *n_icons = 0;
  if (!set->known)
    return NULL;
  *n_icons = set->n_icons;
  return set->icons;
}

/**
 * alp_game_get_farmland_fields:
 * @n_fields: (out): how many fields the farmland has
 *
 * Returns: (array length=n_fields) (nullable): the fruit (#AlpFruit)
 *   printed on each field of @region, or %NULL where the edition does
 *   not say yet
 */
const guint8 *
alp_game_get_farmland_fields (AlpGame   *self,
                              AlpRegion  region,
                              guint     *n_fields)
{
  const AlpFarmlandDef *def;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (region < ALP_N_REGIONS, NULL);
  g_return_val_if_fail (n_fields != NULL, NULL);

  def = &edition_data (self)->farmlands[region];
  *n_fields = 0;
  if (!def->known)
    return NULL;
  *n_fields = def->n_fields;
  return def->fields;
}

/**
 * alp_game_get_canal_known:
 *
 * Returns: whether the edition describes the canal map (without it,
 *   irrigation is described per action)
 */
gboolean
alp_game_get_canal_known (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return edition_data (self)->canal.known;
}

/**
 * alp_game_get_n_channels:
 *
 * Returns: the channel spaces of the canal map, 0 when it is not described
 */
guint
alp_game_get_n_channels (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return edition_data (self)->canal.known ? edition_data (self)->canal.n_channels : 0;
}

/**
 * alp_game_get_channel:
 * @info: (out caller-allocates): the channel space
 *
 * Returns: %FALSE when @index is not a channel space of the map
 */
gboolean
alp_game_get_channel (AlpGame        *self,
                      guint           index,
                      AlpChannelInfo *info)
{
  const AlpChannelDef *def;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  if (index >= alp_game_get_n_channels (self))
    return FALSE;

  def = &edition_data (self)->canal.channels[index];
  info->id = def->id;
  info->shape = def->shape;
  info->start = def->start;
  info->dirhams = def->dirhams;
  info->norias = def->norias;
  info->leads_to = def->leads_to;
  info->covered = (_alp_game_get_state (self)->channels_placed >> index) & 1;
  return TRUE;
}

/**
 * alp_game_get_channels_touch:
 *
 * Returns: whether channel spaces @a and @b touch on the printed map
 */
gboolean
alp_game_get_channels_touch (AlpGame *self,
                             guint    a,
                             guint    b)
{
  guint n;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  n = alp_game_get_n_channels (self);
  if (a >= n || b >= n)
    return FALSE;
  return (edition_data (self)->canal.channels[a].neighbours >> b) & 1;
}

/**
 * alp_game_get_goal_reward:
 * @n_icons: (out): how many
 *
 * Returns: (array length=n_icons) (nullable): the reward printed on a
 *   goal card's spot, or %NULL where the edition does not say yet
 */
const guint8 *
alp_game_get_goal_reward (AlpGame *self,
                          guint    card,
                          guint    spot,
                          guint   *n_icons)
{
  const AlpGoalCardDef *def;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (card < ALP_N_GOAL_CARDS, NULL);
  g_return_val_if_fail (n_icons != NULL, NULL);

  def = &edition_data (self)->goal_cards[card];
  *n_icons = 0;
  if (!def->known || spot >= def->n_spots)
    return NULL;
  return icon_set (&def->spots[spot], n_icons);
}

/**
 * alp_game_get_award_side:
 * @side: 0 for the green side, 1 for the red side
 * @n_icons: (out): how many
 *
 * Returns: (array length=n_icons) (nullable): what a side of @region's
 *   award token gives, or %NULL where the edition does not say yet
 */
const guint8 *
alp_game_get_award_side (AlpGame   *self,
                         AlpRegion  region,
                         guint      side,
                         guint     *n_icons)
{
  const AlpAwardDef *def;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (region < ALP_N_REGIONS && side < 2, NULL);
  g_return_val_if_fail (n_icons != NULL, NULL);

  def = &edition_data (self)->awards[region];
  return icon_set (side == 0 ? &def->green : &def->red, n_icons);
}

/**
 * alp_game_get_card_known:
 *
 * Returns: whether the edition describes delivery card @card (its front
 *   and value); the front and value of one it does not are not real
 */
gboolean
alp_game_get_card_known (AlpGame *self,
                         guint    card)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (card < ALP_N_DELIVERY_CARDS, FALSE);

  return edition_data (self)->cards[card].known;
}
