/* alp-game-holdings.c: what a game's table holds, read by the views
 *
 * Each player's holdings (dirhams, fruits, norias, farmers, tokens, cards,
 * goals) and each piece's state (farmlands, villages, market, goals, the
 * display, the track's spots), from the game's state: reading only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-edition-private.h"
#include "alp-game-private.h"

#define PLAYER_STATE(self, player, fallback)                                   \
  ({                                                                           \
    g_return_val_if_fail (ALP_IS_GAME (self), fallback);                       \
    g_return_val_if_fail ((player) < _alp_game_get_board (self)->n_players, fallback);       \
    &_alp_game_get_state (self)->players[player];                                            \
  })

gint
alp_game_get_dirhams (AlpGame *self,
                      guint    player)
{
  return PLAYER_STATE (self, player, 0)->dirhams;
}

guint
alp_game_get_fruit (AlpGame  *self,
                    guint     player,
                    AlpFruit  fruit)
{
  g_return_val_if_fail (fruit < ALP_N_FRUITS, 0);

  return PLAYER_STATE (self, player, 0)->fruits[fruit];
}

/**
 * alp_game_get_norias:
 *
 * Returns: the value of the norias @player holds (a large one counts 3)
 */
guint
alp_game_get_norias (AlpGame *self,
                     guint    player)
{
  return PLAYER_STATE (self, player, 0)->norias;
}

/**
 * alp_game_get_large_norias:
 *
 * Returns: how many of the norias @player holds are large pieces, worth 3
 *   each (E2); the rest are small, worth 1
 */
guint
alp_game_get_large_norias (AlpGame *self,
                           guint    player)
{
  return PLAYER_STATE (self, player, 0)->large_norias;
}

/**
 * alp_game_get_pending_norias:
 *
 * With the table's N2 option, an action that would take the player to
 * move over 5 norias stops at 5: the player may spend norias, then takes
 * the rest (a take-norias action); anything else loses it.
 *
 * Returns: the norias of the action under way still to take, 0 for none
 */
guint
alp_game_get_pending_norias (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return _alp_game_get_state (self)->norias_pending;
}

/**
 * alp_game_get_farmers:
 *
 * Returns: the farmers in @player's supply
 */
guint
alp_game_get_farmers (AlpGame *self,
                      guint    player)
{
  return PLAYER_STATE (self, player, 0)->farmers;
}

guint
alp_game_get_goal_tokens (AlpGame *self,
                          guint    player)
{
  return PLAYER_STATE (self, player, 0)->goal_tokens;
}

/**
 * alp_game_get_goals_done:
 *
 * Returns: a bit per goal card that @player has completed
 */
guint
alp_game_get_goals_done (AlpGame *self,
                         guint    player)
{
  return PLAYER_STATE (self, player, 0)->goals_done;
}

guint
alp_game_get_n_delivery_tokens (AlpGame *self,
                                guint    player)
{
  return PLAYER_STATE (self, player, 0)->n_tokens;
}

void
alp_game_get_delivery_token (AlpGame  *self,
                             guint     player,
                             guint     index,
                             AlpFruit *fruit,
                             guint    *count)
{
  const AlpPlayerState *ps;
  guint code;

  g_return_if_fail (ALP_IS_GAME (self));
  g_return_if_fail (player < _alp_game_get_board (self)->n_players);
  ps = &_alp_game_get_state (self)->players[player];
  g_return_if_fail (index < ps->n_tokens);

  code = ps->tokens[index];
  if (fruit != NULL)
    *fruit = ALP_TOKEN_FRUIT (code);
  if (count != NULL)
    *count = _alp_game_get_board (self)->ed->tokens[ALP_TOKEN_FRUIT (code)].counts[ALP_TOKEN_INDEX (code)];
}

guint
alp_game_get_n_cards (AlpGame *self,
                      guint    player)
{
  return PLAYER_STATE (self, player, 0)->n_cards;
}

guint
alp_game_get_player_card (AlpGame *self,
                          guint    player,
                          guint    index)
{
  const AlpPlayerState *ps = PLAYER_STATE (self, player, ALP_NONE);

  g_return_val_if_fail (index < ps->n_cards, ALP_NONE);

  return ps->cards[index];
}

gint
alp_game_get_card_value (AlpGame *self,
                         guint    card)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (card < ALP_N_DELIVERY_CARDS, 0);

  return _alp_game_get_board (self)->ed->cards[card].value;
}

/**
 * alp_game_get_card_front:
 *
 * Returns: (array fixed-size=5): the fruits the card asks for, per type
 */
const guint8 *
alp_game_get_card_front (AlpGame *self,
                         guint    card)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (card < ALP_N_DELIVERY_CARDS, NULL);

  return _alp_game_get_board (self)->ed->cards[card].front;
}

guint
alp_game_get_farmland_fruit (AlpGame   *self,
                             AlpRegion  region,
                             AlpFruit   fruit)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS && fruit < ALP_N_FRUITS, 0);

  return _alp_game_get_state (self)->farmlands[region].fruit[fruit];
}

guint
alp_game_get_farmland_farmers (AlpGame   *self,
                               AlpRegion  region,
                               guint      player)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS && player < ALP_MAX_PLAYERS, 0);

  return _alp_game_get_state (self)->farmlands[region].farmers[player];
}

guint
alp_game_get_farmland_crops (AlpGame   *self,
                             AlpRegion  region,
                             AlpFruit   fruit)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS && fruit < ALP_N_FRUITS, 0);

  return _alp_game_get_state (self)->farmlands[region].crops[fruit];
}

guint
alp_game_get_village_n_tokens (AlpGame   *self,
                               AlpRegion  region)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS, 0);

  return _alp_game_get_state (self)->villages[region].n_tokens;
}

/**
 * alp_game_get_village_token:
 * @fruit: (out) (optional): the token's fruit
 *
 * Returns: the token's fruit count
 */
guint
alp_game_get_village_token (AlpGame   *self,
                            AlpRegion  region,
                            guint      index,
                            AlpFruit  *fruit)
{
  guint code;

  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS, 0);
  g_return_val_if_fail (index < _alp_game_get_state (self)->villages[region].n_tokens, 0);

  code = _alp_game_get_state (self)->villages[region].tokens[index];
  if (fruit != NULL)
    *fruit = ALP_TOKEN_FRUIT (code);

  return _alp_game_get_board (self)->ed->tokens[ALP_TOKEN_FRUIT (code)].counts[ALP_TOKEN_INDEX (code)];
}

/**
 * alp_game_get_village_token_code:
 *
 * Returns: the code (ALP_TOKEN()) of @region's delivery token @index, as
 *   a market action and a pick name it
 */
guint
alp_game_get_village_token_code (AlpGame   *self,
                                 AlpRegion  region,
                                 guint      index)
{
  g_return_val_if_fail (ALP_IS_GAME (self), ALP_NONE);
  g_return_val_if_fail (region < ALP_N_REGIONS, ALP_NONE);
  g_return_val_if_fail (index < _alp_game_get_state (self)->villages[region].n_tokens, ALP_NONE);

  return _alp_game_get_state (self)->villages[region].tokens[index];
}

guint
alp_game_get_village_farmers (AlpGame   *self,
                              AlpRegion  region,
                              guint      player)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (region < ALP_N_REGIONS && player < ALP_MAX_PLAYERS, 0);

  return _alp_game_get_state (self)->villages[region].farmers[player];
}

/**
 * alp_game_get_village_award:
 *
 * Returns: 0 when the award token shows its green side, 1 its red side,
 *   2 when it has left the game (M4)
 */
guint
alp_game_get_village_award (AlpGame   *self,
                            AlpRegion  region)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 2);
  g_return_val_if_fail (region < ALP_N_REGIONS, 2);

  return _alp_game_get_state (self)->villages[region].award;
}

AlpFruit
alp_game_get_market_fruit (AlpGame *self,
                           guint    position)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (position < ALP_N_FRUITS, 0);

  return _alp_game_get_state (self)->market[position];
}

/**
 * alp_game_get_market_bonus:
 * @position: 0..4, position 1..5 of the market card
 *
 * Returns: the dirhams the market card pays at @position (M5), or -1 when
 *   the edition does not say yet: the table is asked at the first delivery
 *   token, and until then no number is shown for it
 */
gint
alp_game_get_market_bonus (AlpGame *self,
                           guint    position)
{
  g_return_val_if_fail (ALP_IS_GAME (self), -1);
  g_return_val_if_fail (position < ALP_N_FRUITS, -1);

  return _alp_game_get_board (self)->ed->bonuses_known ? _alp_game_get_board (self)->ed->bonuses[position] : -1;
}

AlpGoal
alp_game_get_goal (AlpGame *self,
                   guint    card)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (card < ALP_N_GOAL_CARDS, 0);

  return _alp_game_get_board (self)->goals[card];
}

/**
 * alp_game_get_goal_n_spots:
 *
 * Returns: how many farmer spots goal card @card has; 0 while the edition
 *   does not say yet (asked when a player first completes one of its goals)
 */
guint
alp_game_get_goal_n_spots (AlpGame *self,
                           guint    card)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (card < ALP_N_GOAL_CARDS, 0);

  return _alp_game_get_board (self)->ed->goal_cards[card].n_spots;
}

/**
 * alp_game_get_goal_spot:
 *
 * Returns: the player whose farmer stands on the spot, plus one; 0 when free
 */
guint
alp_game_get_goal_spot (AlpGame *self,
                        guint    card,
                        guint    spot)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (card < ALP_N_GOAL_CARDS && spot < ALP_MAX_GOAL_SPOTS, 0);

  return _alp_game_get_state (self)->goal_spots[card][spot];
}

/**
 * alp_game_get_display_card:
 *
 * Returns: the face-up delivery card in @slot, %ALP_NONE for none
 */
guint
alp_game_get_display_card (AlpGame *self,
                           guint    slot)
{
  g_return_val_if_fail (ALP_IS_GAME (self), ALP_NONE);

  return slot < ALP_MAX_DISPLAY ? _alp_game_get_state (self)->display[slot] : ALP_NONE;
}

guint
alp_game_get_deck_size (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return __builtin_popcount (_alp_game_get_state (self)->deck_unseen) + _alp_game_get_state (self)->n_bottom;
}

guint
alp_game_get_space_n_spots (AlpGame *self,
                            guint    space)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (space < _alp_game_get_board (self)->n_spaces, 0);

  return _alp_game_get_board (self)->track[space].def->kind == ALP_SPACE_STANDARD
         ? 1 : _alp_game_get_board (self)->track[space].def->n_spots;
}

/**
 * alp_game_get_space_segment:
 *
 * Returns: the position (0-9) on the track of the segment @space is on
 */
guint
alp_game_get_space_segment (AlpGame *self,
                            guint    space)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (space < _alp_game_get_board (self)->n_spaces, 0);

  return _alp_game_get_board (self)->track[space].position;
}

/**
 * alp_game_get_space_index:
 *
 * Returns: the place (from 0) of @space within its segment, as the table
 *   counts it ("space 2 of segment 4")
 */
guint
alp_game_get_space_index (AlpGame *self,
                          guint    space)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (space < _alp_game_get_board (self)->n_spaces, 0);

  return _alp_game_get_board (self)->track[space].index;
}

/**
 * alp_game_get_stop_icons:
 * @n_icons: (out): how many
 *
 * Returns: (array length=n_icons) (nullable): the icons printed where a
 *   mule would stop, or %NULL where the edition does not say yet
 */
const guint8 *
alp_game_get_stop_icons (AlpGame *self,
                         guint    space,
                         guint    spot,
                         guint   *n_icons)
{
  const AlpIconSet *icons;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (space < _alp_game_get_board (self)->n_spaces, NULL);
  g_return_val_if_fail (n_icons != NULL, NULL);

  *n_icons = 0;
  if (_alp_game_get_board (self)->track[space].def->kind != ALP_SPACE_STANDARD &&
      spot >= _alp_game_get_board (self)->track[space].def->n_spots)
    return NULL;
  icons = alp_rules_stop_icons (_alp_game_get_board (self), (AlpPosition) { space, spot });
  if (icons == NULL)
    return (const guint8 *) "";
  if (!icons->known)
    return NULL;

  *n_icons = icons->n_icons;
  return icons->icons;
}

/**
 * alp_game_get_end_spot_value:
 * @spot: a spot of the end space
 *
 * Returns: the dirhams printed on @spot, or -1 when the edition does not
 *   say yet (the table is asked when a mule arrives there)
 */
gint
alp_game_get_end_spot_value (AlpGame *self,
                             guint    spot)
{
  const AlpSpaceDef *def;

  g_return_val_if_fail (ALP_IS_GAME (self), -1);

  def = _alp_game_get_board (self)->track[_alp_game_get_board (self)->end_space].def;
  g_return_val_if_fail (spot < def->n_spots, -1);

  return def->spots[spot].value_known ? def->spots[spot].value : -1;
}

/**
 * alp_game_get_slot_left:
 * @slot: an #AlpIcon, %ALP_SLOT_MARKET or %ALP_SLOT_HARVEST
 *
 * Returns: how often the player to act may still use @slot where the mule
 *   stopped
 */
guint
alp_game_get_slot_left (AlpGame *self,
                        guint    slot)
{
  guint total;

  g_return_val_if_fail (ALP_IS_GAME (self), 0);
  g_return_val_if_fail (slot < ALP_N_ICONS + 2, 0);

  if (_alp_game_get_state (self)->phase != ALP_PHASE_ACT)
    return 0;

  total = alp_rules_stop_count (_alp_game_get_board (self), _alp_game_get_state (self), slot);

  return total > _alp_game_get_state (self)->used[slot] ? total - _alp_game_get_state (self)->used[slot] : 0;
}
