/* alp-game-choices.c: what the app may offer the table now
 *
 * Where the mule may stop, every way to fill in an action (each legal or
 * with the rules' reason why not) and the default of a choice the table
 * rarely cares about.  Each is found by asking alp_rules_apply() itself on
 * a scratch copy of the game's state, so what is offered is exactly what
 * the rules accept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-game-private.h"

void
alp_choice_clear (AlpChoice *choice)
{
  g_clear_pointer (&choice->reason, g_free);
  g_clear_pointer (&choice->path, g_free);
}

/**
 * alp_game_list_destinations:
 *
 * Returns: (transfer full) (element-type AlpPosition): where the mule to
 *   move may stop (T3-T7), end spots whose dirhams the edition does not
 *   give yet included (moving there fails with %ALP_EDITION_ERROR_MISSING,
 *   and the table is asked); empty when no mule is to be moved by a player
 */
GArray *
alp_game_list_destinations (AlpGame *self)
{
  const AlpBoard *board;
  const AlpState *state;
  GArray *out;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  board = _alp_game_get_board (self);
  state = _alp_game_get_state (self);

  out = g_array_new (FALSE, FALSE, sizeof (AlpPosition));
  if (state->phase != ALP_PHASE_MOVE)
    return out;

  for (guint space = state->mules[state->current].space + 1;
       space < board->n_spaces; space++)
    {
      const AlpSpaceDef *def = board->track[space].def;
      guint n_spots = def->kind == ALP_SPACE_STANDARD ? 1 : def->n_spots;

      for (guint spot = 0; spot < n_spots; spot++)
        {
          AlpAction action;
          AlpState scratch = *state;

          alp_action_init (&action, ALP_ACTION_MOVE);
          action.space = space;
          action.spot = spot;
          gboolean open = alp_rules_apply (board, &scratch, &action, NULL);

          /* An end spot whose dirhams the copy has not told is open too:
           * moving there asks for them (E1).  Only there is a refusal
           * worth its words. */
          if (!open && def->kind == ALP_SPACE_END && !def->spots[spot].value_known)
            {
              g_autoptr(GError) error = NULL;

              scratch = *state;
              open = !alp_rules_apply (board, &scratch, &action, &error) &&
                     g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
            }
          if (open)
            {
              AlpPosition pos = { space, spot };

              g_array_append_val (out, pos);
            }
        }
    }

  return out;
}

typedef struct
{
  const AlpBoard *board;
  const AlpState *state;
  GArray         *out;
} Lister;

static void
offer (Lister          *lister,
       const AlpAction *action)
{
  AlpState scratch = *lister->state;
  g_autoptr(GError) error = NULL;
  AlpChoice choice = { *action, FALSE, NULL, NULL, FALSE, NULL };

  choice.legal = alp_rules_apply (lister->board, &scratch, action, &error);
  if (!choice.legal)
    {
      choice.reason = g_strdup (error->message);
      choice.rule = alp_rule_error_get_rule (error);
      choice.missing = g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
      if (choice.missing)
        choice.path = g_strdup (alp_edition_error_get_path (error));
    }
  g_array_append_val (lister->out, choice);
}

/* Farmer placements: from the supply while it lasts, else from a farmland */
static void
offer_placements (Lister          *lister,
                  const AlpAction *base,
                  guint            i,
                  gboolean         from_farmland)
{
  /* An action holds at most two placements: the compiler cannot see that
   * the callers' n never exceeds it, and an n beyond it must not write past
   * the arrays (an optimised build refuses the code otherwise). */
  G_STATIC_ASSERT (G_N_ELEMENTS (base->from) == G_N_ELEMENTS (base->to));
  G_STATIC_ASSERT (G_N_ELEMENTS (base->from) == G_N_ELEMENTS (base->fruit));
  if (i >= G_N_ELEMENTS (base->from))
    return;

  for (guint from = 0; from <= ALP_N_REGIONS; from++)
    {
      guint from_id = from == ALP_N_REGIONS ? ALP_NONE : from;

      if ((from_id != ALP_NONE) != from_farmland)
        continue;

      for (guint to = 0; to < ALP_N_REGIONS; to++)
        for (guint fruit = 0; fruit <= ALP_N_FRUITS; fruit++)
          {
            AlpAction action = *base;

            action.from[i] = from_id;
            action.to[i] = to;
            action.fruit[i] = fruit == ALP_N_FRUITS ? ALP_NONE : fruit;
            if (i + 1 < MIN (action.n, G_N_ELEMENTS (action.from)))
              offer_placements (lister, &action, i + 1, from_farmland);
            else
              offer (lister, &action);
          }
    }
}

/* Every list of up to @max fruits (repeats allowed, order kept) */
static void
offer_fruit_lists (Lister          *lister,
                   const AlpAction *base,
                   guint            i,
                   guint            max)
{
  offer (lister, base);
  if (i >= max || i >= ALP_MAX_ICONS)
    return;

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      AlpAction action = *base;

      action.fruits[i] = f;
      action.n = i + 1;
      offer_fruit_lists (lister, &action, i + 1, max);
    }
}

static guint
award_fruits (const AlpBoard *board,
              const AlpState *state,
              guint           village)
{
  const AlpVillageState *vs = &state->villages[village];
  const AlpAwardDef *award = &board->ed->awards[village];

  if (vs->award >= 2)
    return 0;

  return alp_rules_count_icon (vs->award == 0 ? &award->green : &award->red, ALP_ICON_FRUIT);
}

/**
 * alp_game_list_choices:
 * @kind: the action to fill in
 *
 * Lists the ways to fill in an action of @kind now, each legal or with the
 * engine's reason why not.  The app offers the legal ones and shows the
 * others disabled with their reason.
 *
 * Returns: (transfer full) (element-type AlpChoice): the choices; clear
 *   each with alp_choice_clear() (the array does so when freed)
 */
GArray *
alp_game_list_choices (AlpGame       *self,
                       AlpActionKind  kind)
{
  const AlpBoard *board;
  const AlpState *state;
  Lister lister;
  AlpAction action;
  gboolean supply_empty;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (kind < ALP_N_ACTIONS, NULL);

  board = _alp_game_get_board (self);
  state = _alp_game_get_state (self);
  lister.board = board;
  lister.state = state;
  lister.out = g_array_new (FALSE, FALSE, sizeof (AlpChoice));
  g_array_set_clear_func (lister.out, (GDestroyNotify) alp_choice_clear);
  alp_action_init (&action, kind);
  supply_empty = state->current < board->n_players &&
                 state->players[state->current].farmers == 0;

  switch (kind)
    {
    case ALP_ACTION_MOVE:
      for (guint space = state->mules[state->current].space + 1; space < board->n_spaces; space++)
        {
          const AlpSpaceDef *def = board->track[space].def;

          for (guint spot = 0; spot < (def->kind == ALP_SPACE_STANDARD ? 1 : def->n_spots); spot++)
            {
              action.space = space;
              action.spot = spot;
              offer (&lister, &action);
            }
        }
      break;

    case ALP_ACTION_ADD_FARMER:
      for (guint icon = ALP_ICON_ADD_FARMER; icon <= ALP_ICON_ADD_FARMER_YELLOW; icon++)
        {
          guint count = state->phase == ALP_PHASE_ACT
                        ? alp_rules_stop_count (board, state, icon) : 0;

          if (count == 0)
            continue;
          action.icon = icon;
          action.n = MIN (count, 2);
          offer_placements (&lister, &action, 0, supply_empty);
        }
      if (lister.out->len == 0)
        {
          action.icon = ALP_ICON_ADD_FARMER;
          action.n = 1;
          offer (&lister, &action);
        }
      break;

    case ALP_ACTION_MOVE_FARMER:
      action.n = 1;
      offer_placements (&lister, &action, 0, TRUE);
      break;

    case ALP_ACTION_SPEND_NORIAS:
      for (guint cost = 1; cost <= 5; cost++)
        {
          action.cost = cost;
          action.n = 1;
          if (cost == 1)
            {
              for (guint a = 0; a < ALP_N_FRUITS; a++)
                for (guint b = 0; b < ALP_N_FRUITS; b++)
                  {
                    action.fruit[0] = a;
                    action.fruit[1] = b;
                    offer (&lister, &action);
                  }
              action.fruit[0] = action.fruit[1] = ALP_NONE;
            }
          else
            offer_placements (&lister, &action, 0, cost == 2 || supply_empty);
        }
      break;

    case ALP_ACTION_IRRIGATE:
      if (board->ed->canal.known)
        {
          for (guint c = 0; c < board->ed->canal.n_channels; c++)
            for (guint crop = 0; crop <= ALP_N_FRUITS; crop++)
              {
                action.channel = c;
                action.crop = crop == ALP_N_FRUITS ? ALP_NONE : crop;
                offer (&lister, &action);
              }
        }
      else
        {
          for (guint shape = 0; shape <= ALP_CHANNEL_T; shape++)
            for (guint d = 0; d <= 1; d++)
              for (guint n = 0; n <= 1; n++)
                for (guint to = 0; to < (shape == ALP_CHANNEL_T ? ALP_N_REGIONS : 1); to++)
                  for (guint crop = 0; crop <= ALP_N_FRUITS; crop++)
                    {
                      action.shape = shape;
                      action.dirhams = d;
                      action.norias = n;
                      action.to[0] = shape == ALP_CHANNEL_T ? to : ALP_NONE;
                      action.crop = crop == ALP_N_FRUITS ? ALP_NONE : crop;
                      offer (&lister, &action);
                    }
        }
      break;

    case ALP_ACTION_TAKE_FRUIT:
      offer_fruit_lists (&lister, &action, 0,
                         state->phase == ALP_PHASE_ACT
                         ? alp_rules_stop_count (board, state, ALP_ICON_FRUIT) : 0);
      break;

    case ALP_ACTION_COMPLETE_GOAL:
      for (guint token = 0; token <= 1; token++)
        for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
          for (guint s = 0; s < MAX (board->ed->goal_cards[c].n_spots, 1); s++)
            for (guint from = 0; from <= ALP_N_REGIONS; from++)
              {
                if ((from == ALP_N_REGIONS) == supply_empty)
                  continue;
                action.use_token = token;
                action.goal_card = c;
                action.goal_spot = s;
                action.from[0] = from == ALP_N_REGIONS ? ALP_NONE : from;
                offer (&lister, &action);
              }
      break;

    case ALP_ACTION_MARKET:
      for (guint v = 0; v <= ALP_N_REGIONS; v++)
        {
          guint n_tokens = v < ALP_N_REGIONS ? state->villages[v].n_tokens : 1;

          for (guint t = 0; t < n_tokens; t++)
            for (guint d = 0; d <= ALP_MAX_DISPLAY; d++)
              {
                if (d < ALP_MAX_DISPLAY && state->display[d] == ALP_NONE)
                  continue;
                action.village = v < ALP_N_REGIONS ? v : ALP_NONE;
                action.token = v < ALP_N_REGIONS ? state->villages[v].tokens[t] : ALP_NONE;
                action.card = d < ALP_MAX_DISPLAY ? state->display[d] : ALP_NONE;
                action.n = 0;
                offer_fruit_lists (&lister, &action, 0,
                                   v < ALP_N_REGIONS ? award_fruits (board, state, v) : 0);
              }
        }
      break;

    case ALP_ACTION_ZARA_CARD:
      /* Z6, and Z7 after its card is turned: what counts is the back of
       * the top card, so only the backs are offered (a card would only be
       * its back again, a second row for the same fact) */
      if (state->phase == ALP_PHASE_ZARA_CARD &&
          (board->quick || state->zara_pending == ALP_SPACE_MARKET ||
           state->zara_turned != ALP_NONE))
        {
          for (guint f = 0; f < ALP_N_FRUITS; f++)
            for (guint arrow = 0; arrow <= ALP_ARROW_DOWN; arrow++)
              {
                action.card = ALP_NONE;
                action.fruit[0] = f;
                action.arrow = arrow;
                offer (&lister, &action);
              }
          break;
        }
      G_GNUC_FALLTHROUGH;
    case ALP_ACTION_REVEAL_CARD:
      /* a card turned up: its front counts */
      for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
        {
          action.card = c;
          offer (&lister, &action);
        }
      break;

    case ALP_ACTION_ZARA_ROLL:
      for (guint v = 1; v <= 6; v++)
        {
          action.value = v;
          offer (&lister, &action);
        }
      break;

    case ALP_ACTION_ZARA_CHOOSE:
      for (guint v = 0; v < ALP_N_REGIONS; v++)
        {
          action.village = v;
          offer (&lister, &action);
        }
      break;

    default:
      /* Nothing to fill in: taking norias or dirhams or a goal token, a
       * harvest, the end of the turn */
      offer (&lister, &action);
      break;
    }

  return lister.out;
}

/**
 * alp_game_test_action:
 * @action: an action
 * @error: (optional): the rules' reason when it is refused
 *
 * Whether the game would accept @action now, without applying it: the
 * reason of a refusal a view shows before anything is tried (a space the
 * mule may not stop on).
 *
 * Returns: %TRUE if alp_game_apply() would accept @action
 */
gboolean
alp_game_test_action (AlpGame          *self,
                      const AlpAction  *action,
                      GError          **error)
{
  AlpState scratch;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  scratch = *_alp_game_get_state (self);

  return alp_rules_apply (_alp_game_get_board (self), &scratch, action, error);
}

/**
 * alp_game_get_suggestion:
 * @action: (out caller-allocates): the suggestion
 *
 * Where the rules leave the table a choice it rarely cares about (which of
 * two equal tokens Zara removes, Z6), a default it can accept in one step.
 *
 * Returns: %TRUE if there is a suggestion for the current step
 */
gboolean
alp_game_get_suggestion (AlpGame   *self,
                         AlpAction *action)
{
  const AlpBoard *board;
  const AlpState *state;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  board = _alp_game_get_board (self);
  state = _alp_game_get_state (self);
  if (state->phase != ALP_PHASE_ZARA_CHOOSE)
    return FALSE;

  alp_action_init (action, ALP_ACTION_ZARA_CHOOSE);
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      AlpState scratch = *state;

      action->village = v;
      if (alp_rules_apply (board, &scratch, action, NULL))
        return TRUE;
    }

  return FALSE;
}
