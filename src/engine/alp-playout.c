/* alp-playout.c: random legal play, for tests, random games and benchmarks
 *
 * The generator draws each action's choices at random among the ones that
 * look possible and lets alp_rules_apply() have the last word, so that
 * everything it plays went through the same rules as the table's moves.
 * It is written for speed: whole games run by the thousand a second.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-game-private.h"
#include "alp-playout.h"

typedef struct
{
  const AlpBoard *board;
  AlpState        state;
  GRand          *rand;
  guint32         skipped;    /* slots given up on at this stop */
  AlpAction       action;     /* the last action applied */
  guint32         seed;       /* of the app's die, 0 for none */
  guint           rolls;      /* Zara's rolls so far */
} Playout;

static inline guint
pick (Playout *p,
      guint    n)
{
  return n <= 1 ? 0 : (guint) g_rand_int_range (p->rand, 0, n);
}

static gboolean
try_apply (Playout         *p,
           const AlpAction *action)
{
  if (!alp_rules_apply (p->board, &p->state, action, NULL))
    return FALSE;

  p->action = *action;
  return TRUE;
}

/* A fruit @source has, that @player may still take (A1); any fruit
 * @source has when @player is ALP_NONE */
static guint
random_fruit_from (Playout      *p,
                   const guint8 *source,
                   guint         player)
{
  guint8 options[ALP_N_FRUITS];
  guint n = 0;

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (source[f] > 0 &&
        (player == ALP_NONE || p->state.players[player].fruits[f] < ALP_FRUIT_LIMIT))
      options[n++] = f;

  return n == 0 ? ALP_NONE : options[pick (p, n)];
}

static guint
random_farmer_region (Playout *p,
                      guint    player,
                      guint    except)
{
  guint8 options[ALP_N_REGIONS];
  guint n = 0;

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    if (r != except && p->state.farmlands[r].farmers[player] > 0)
      options[n++] = r;

  return n == 0 ? ALP_NONE : options[pick (p, n)];
}

static void
random_placement (Playout   *p,
                  AlpAction *action,
                  guint      i,
                  guint      to,
                  gboolean   from_farmland)
{
  guint player = p->state.current;
  guint8 fruit_source[ALP_N_FRUITS];

  action->to[i] = to;
  action->from[i] = from_farmland ? random_farmer_region (p, player, to) : ALP_NONE;
  memcpy (fruit_source, p->state.farmlands[to].fruit, ALP_N_FRUITS);
  if (i == 1 && action->to[0] == to && action->fruit[0] != ALP_NONE)
    fruit_source[action->fruit[0]]--;
  action->fruit[i] = random_fruit_from (p, fruit_source, player);
}

static gboolean
play_move (Playout *p)
{
  AlpAction action;
  AlpPosition from = p->state.mules[p->state.current];
  AlpPosition options[16];
  guint spotted[16];
  guint n = 0, n_spotted = 0;
  guint chosen;

  alp_action_init (&action, ALP_ACTION_MOVE);

  /* Like people: a few spaces at a time, markets and harvests favoured */
  for (guint space = from.space + 1; space < p->board->n_spaces && n < 4; space++)
    {
      const AlpSpaceDef *def = p->board->track[space].def;
      guint n_spots = def->kind == ALP_SPACE_STANDARD ? 1 : def->n_spots;

      for (guint spot = 0; spot < n_spots && n < G_N_ELEMENTS (options); spot++)
        {
          AlpState scratch = p->state;

          action.space = space;
          action.spot = spot;
          if (!alp_rules_apply (p->board, &scratch, &action, NULL))
            continue;
          if (def->kind == ALP_SPACE_MARKET || def->kind == ALP_SPACE_HARVEST)
            spotted[n_spotted++] = n;
          options[n++] = (AlpPosition) { space, spot };
        }
    }

  g_return_val_if_fail (n > 0, FALSE);
  chosen = n_spotted > 0 && pick (p, 4) != 0 ? spotted[pick (p, n_spotted)] : pick (p, n);
  action.space = options[chosen].space;
  action.spot = options[chosen].spot;

  return try_apply (p, &action);
}

static gboolean
play_slot (Playout *p,
           guint    slot)
{
  guint player = p->state.current;
  AlpPlayerState *ps = &p->state.players[player];
  AlpAction action;
  gboolean from_farmland = ps->farmers == 0;

  for (guint attempt = 0; attempt < 6; attempt++)
    {
      if (slot <= ALP_ICON_ADD_FARMER_YELLOW)
        {
          guint count = alp_rules_stop_count (p->board, &p->state, slot);

          alp_action_init (&action, ALP_ACTION_ADD_FARMER);
          action.icon = slot;
          action.n = MIN (count, 2);
          for (guint i = 0; i < action.n; i++)
            {
              guint to = slot == ALP_ICON_ADD_FARMER ? pick (p, ALP_N_REGIONS)
                                                     : slot - ALP_ICON_ADD_FARMER_GREEN;

              if (i == 1 && to == action.to[0])
                to = (to + 1 + pick (p, ALP_N_REGIONS - 1)) % ALP_N_REGIONS;
              random_placement (p, &action, i, to, from_farmland || (i == 1 && ps->farmers == 1));
            }
        }
      else switch (slot)
        {
        case ALP_ICON_MOVE_FARMER:
          alp_action_init (&action, ALP_ACTION_MOVE_FARMER);
          action.from[0] = random_farmer_region (p, player, ALP_NONE);
          if (action.from[0] == ALP_NONE)
            return FALSE;
          random_placement (p, &action, 0,
                            (action.from[0] + 1 + pick (p, ALP_N_REGIONS - 1)) % ALP_N_REGIONS,
                            FALSE);
          action.from[0] = random_farmer_region (p, player, action.to[0]);
          break;

        case ALP_ICON_IRRIGATE:
          alp_action_init (&action, ALP_ACTION_IRRIGATE);
          if (p->board->ed->canal.known)
            {
              const AlpCanalDef *canal = &p->board->ed->canal;
              guint8 options[ALP_MAX_CHANNELS];
              guint n = 0;

              for (guint c = 0; c < canal->n_channels; c++)
                if (!(p->state.channels_placed & (G_GUINT64_CONSTANT (1) << c)) &&
                    (canal->channels[c].start || (canal->channels[c].neighbours & p->state.channels_placed)))
                  options[n++] = c;
              if (n == 0)
                return FALSE;
              action.channel = options[pick (p, n)];
            }
          else
            {
              action.shape = pick (p, 2);
              action.dirhams = pick (p, 2);
              action.norias = pick (p, 2);
              action.to[0] = action.shape == ALP_CHANNEL_T ? pick (p, ALP_N_REGIONS) : ALP_NONE;
            }
          action.crop = random_fruit_from (p, p->state.supply_crops, ALP_NONE);
          if (!try_apply (p, &action))
            action.crop = ALP_NONE;
          else
            return TRUE;
          break;

        /* Nothing to choose */
        case ALP_ICON_NORIA:
        case ALP_ICON_DIRHAM:
        case ALP_SLOT_HARVEST:
          alp_action_init (&action, slot == ALP_ICON_NORIA ? ALP_ACTION_TAKE_NORIAS
                                    : slot == ALP_ICON_DIRHAM ? ALP_ACTION_TAKE_DIRHAMS
                                    : ALP_ACTION_HARVEST);
          break;

        case ALP_ICON_FRUIT:
          {
            guint8 supply[ALP_N_FRUITS];
            guint count = alp_rules_stop_count (p->board, &p->state, slot);

            alp_action_init (&action, ALP_ACTION_TAKE_FRUIT);
            memcpy (supply, p->state.supply_fruit, sizeof supply);
            for (guint i = 0; i < count && i < ALP_MAX_ICONS; i++)
              {
                guint f = random_fruit_from (p, supply, player);

                if (f == ALP_NONE)
                  break;
                /* Keep to the limit of 5 across the list */
                if (ps->fruits[f] + 1 + (guint) (i > 0 && action.fruits[0] == f) > ALP_FRUIT_LIMIT)
                  break;
                action.fruits[action.n++] = f;
                supply[f]--;
              }
          }
          break;

        case ALP_ICON_GOAL:
          {
            alp_action_init (&action, ALP_ACTION_GOAL_TOKEN);
            if (try_apply (p, &action))
              return TRUE;
            alp_action_init (&action, ALP_ACTION_COMPLETE_GOAL);
            action.goal_card = pick (p, ALP_N_GOAL_CARDS);
            action.goal_spot = pick (p, MAX (p->board->ed->goal_cards[action.goal_card].n_spots, 1));
            action.from[0] = from_farmland ? random_farmer_region (p, player, ALP_NONE) : ALP_NONE;
            for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
              {
                guint card = (action.goal_card + c) % ALP_N_GOAL_CARDS;

                if (!(ps->goals_done & (1u << card)) &&
                    alp_rules_goal_met (p->board, &p->state, player, p->board->goals[card]))
                  {
                    action.goal_card = card;
                    for (guint s = 0; s < p->board->ed->goal_cards[card].n_spots; s++)
                      if (p->state.goal_spots[card][s] == 0)
                        {
                          action.goal_spot = s;
                          break;
                        }
                    break;
                  }
              }
          }
          break;

        case ALP_SLOT_MARKET:
          {
            alp_action_init (&action, ALP_ACTION_MARKET);
            action.village = random_farmer_region (p, player, ALP_NONE);
            if (action.village != ALP_NONE)
              {
                const AlpVillageState *v = &p->state.villages[action.village];
                guint t;

                for (t = 0; t < v->n_tokens; t++)
                  {
                    guint code = v->tokens[(t + attempt) % v->n_tokens];
                    guint fruit = ALP_TOKEN_FRUIT (code);

                    if (ps->fruits[fruit] >= p->board->ed->tokens[fruit].counts[ALP_TOKEN_INDEX (code)])
                      {
                        action.token = code;
                        break;
                      }
                  }
                if (t == v->n_tokens)
                  action.village = ALP_NONE;
              }
            if (pick (p, 2) == 0 || action.village == ALP_NONE)
              {
                guint d = pick (p, ALP_MAX_DISPLAY);

                action.card = p->state.display[d];
              }
            if (action.village == ALP_NONE && action.card == ALP_NONE)
              continue;
            if (action.village != ALP_NONE && p->state.villages[action.village].award < 2)
              {
                const AlpAwardDef *award = &p->board->ed->awards[action.village];
                const AlpIconSet *side = p->state.villages[action.village].award == 0
                                         ? &award->green : &award->red;
                guint wanted = alp_rules_count_icon (side, ALP_ICON_FRUIT);

                for (guint i = 0; i < wanted; i++)
                  {
                    guint f = random_fruit_from (p, p->state.supply_fruit, player);

                    if (f != ALP_NONE)
                      action.fruits[action.n++] = f;
                  }
              }
            if (try_apply (p, &action))
              return TRUE;
            /* the card may be what the player cannot pay: the token alone */
            action.card = ALP_NONE;
            if (action.village != ALP_NONE && try_apply (p, &action))
              return TRUE;
            continue;
          }

        default:
          return FALSE;
        }

      if (try_apply (p, &action))
        return TRUE;
    }

  return FALSE;
}

static gboolean
play_spend (Playout *p)
{
  guint player = p->state.current;
  AlpPlayerState *ps = &p->state.players[player];
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_SPEND_NORIAS);
  action.cost = 1 + pick (p, ps->norias);
  if (action.cost == 1)
    {
      action.fruit[0] = random_fruit_from (p, ps->fruits, ALP_NONE);
      action.fruit[1] = random_fruit_from (p, p->state.supply_fruit, player);
    }
  else
    random_placement (p, &action, 0, pick (p, ALP_N_REGIONS), action.cost == 2 || ps->farmers == 0);

  return try_apply (p, &action);
}

static gboolean
play_act (Playout *p)
{
  AlpAction action;
  guint slots[ALP_N_ICONS + 2];
  guint n = 0;

  if (p->state.players[p->state.current].norias >= 3 && pick (p, 4) == 0 && play_spend (p))
    return TRUE;

  for (guint slot = 0; slot < ALP_N_ICONS + 2; slot++)
    if (!(p->skipped & (1u << slot)) &&
        p->state.used[slot] < alp_rules_stop_count (p->board, &p->state, slot))
      slots[n++] = slot;

  while (n > 0)
    {
      guint i = pick (p, n);

      if (play_slot (p, slots[i]))
        return TRUE;
      p->skipped |= 1u << slots[i];
      slots[i] = slots[--n];
    }

  alp_action_init (&action, ALP_ACTION_END_TURN);
  p->skipped = 0;

  return try_apply (p, &action);
}

static gboolean
play_card (Playout *p,
           AlpActionKind kind)
{
  AlpAction action;
  guint8 options[ALP_N_DELIVERY_CARDS];
  guint n = 0;

  alp_action_init (&action, kind);
  if (p->state.deck_unseen == 0)
    action.card = p->state.bottom[0];
  else
    {
      for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
        {
          const AlpCardDef *def = &p->board->ed->cards[c];

          /* a card whose back was seen on top of the deck (or whose
           * back the copy does not describe), or the very card the
           * table named there (Z6, Z7) */
          if ((p->state.deck_unseen & (1u << c)) &&
              (p->state.top_card == ALP_NONE || p->state.top_card == c) &&
              (p->state.top_fruit == ALP_NONE || !def->known || !def->back_known ||
               (def->back_fruit == p->state.top_fruit && def->back_arrow == p->state.top_arrow)))
            options[n++] = c;
        }
      action.card = options[pick (p, n)];
    }

  /* Z6, and Z7 once its card is turned: a back the copy does not
   * describe is read off the deck by the table; the one seen there
   * already, or any */
  if (kind == ALP_ACTION_ZARA_CARD &&
      (p->board->quick || p->state.zara_pending == ALP_SPACE_MARKET ||
       p->state.zara_turned != ALP_NONE) &&
      (action.card >= ALP_N_DELIVERY_CARDS || !p->board->ed->cards[action.card].known ||
       !p->board->ed->cards[action.card].back_known))
    {
      action.card = ALP_NONE;
      action.fruit[0] = p->state.top_fruit != ALP_NONE ? p->state.top_fruit : pick (p, ALP_N_FRUITS);
      action.arrow = p->state.top_arrow != ALP_NONE ? p->state.top_arrow : pick (p, 2);
    }

  return try_apply (p, &action);
}

static gboolean
play_one (Playout *p)
{
  AlpAction action;

  switch (p->state.phase)
    {
    case ALP_PHASE_MOVE:
      p->skipped = 0;
      return play_move (p);

    case ALP_PHASE_ACT:
      return play_act (p);

    case ALP_PHASE_REVEAL:
      return play_card (p, ALP_ACTION_REVEAL_CARD);

    case ALP_PHASE_ZARA_ROLL:
      /* The app's die where the game has a seed, as the app rolls it */
      alp_action_init (&action, ALP_ACTION_ZARA_ROLL);
      if (p->seed != 0)
        {
          action.die = ALP_DIE_APP;
          action.value = alp_setup_roll (p->seed, p->rolls);
        }
      else
        action.value = 1 + pick (p, 6);
      if (!try_apply (p, &action))
        return FALSE;
      p->rolls++;
      return TRUE;

    case ALP_PHASE_ZARA_CARD:
      return play_card (p, ALP_ACTION_ZARA_CARD);

    case ALP_PHASE_ZARA_CHOOSE:
      alp_action_init (&action, ALP_ACTION_ZARA_CHOOSE);
      for (guint v = 0, start = pick (p, ALP_N_REGIONS); v < ALP_N_REGIONS; v++)
        {
          action.village = (start + v) % ALP_N_REGIONS;
          if (try_apply (p, &action))
            return TRUE;
        }
      return FALSE;

    case ALP_PHASE_OVER:
    default:
      return FALSE;
    }
}

/**
 * alp_playout_step:
 * @out_action: (out) (optional): the action played
 *
 * Plays one random legal action of whoever is to act.
 *
 * Returns: %FALSE when the game is over
 */
gboolean
alp_playout_step (AlpGame   *game,
                  GRand     *rand,
                  AlpAction *out_action)
{
  Playout p = { _alp_game_get_board (game), *_alp_game_get_state (game), rand, 0,
                { 0 }, alp_game_get_setup (game)->seed, alp_game_get_n_rolls (game) };
  guint mule = p.state.current;

  g_return_val_if_fail (ALP_IS_GAME (game), FALSE);

  if (!play_one (&p))
    return FALSE;

  _alp_game_record (game, &p.action, mule);
  _alp_game_set_state (game, &p.state);
  if (out_action != NULL)
    *out_action = p.action;

  return TRUE;
}

/**
 * alp_playout_run:
 * @max_actions: stop after this many, 0 for the whole game
 * @func: (nullable): called with each action played
 *
 * Plays random legal actions, to the end of the game or @max_actions,
 * recording each in the game's history.
 *
 * Returns: the number of actions played
 */
guint
alp_playout_run (AlpGame        *game,
                 GRand          *rand,
                 guint           max_actions,
                 AlpPlayoutFunc  func,
                 gpointer        user_data)
{
  Playout p = { _alp_game_get_board (game), *_alp_game_get_state (game), rand, 0,
                { 0 }, alp_game_get_setup (game)->seed, alp_game_get_n_rolls (game) };
  guint n = 0;

  g_return_val_if_fail (ALP_IS_GAME (game), 0);

  for (guint mule = p.state.current;
       (max_actions == 0 || n < max_actions) && play_one (&p);
       mule = p.state.current)
    {
      n++;
      _alp_game_record (game, &p.action, mule);
      if (func != NULL)
        func (&p.action, user_data);
    }

  _alp_game_set_state (game, &p.state);

  return n;
}
