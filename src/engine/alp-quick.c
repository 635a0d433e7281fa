/* alp-quick.c: the quick "Zara only" ruleset, for a pair who want only
 * the bot run
 *
 * A Zara-only game (AlpSetup.ruleset ALP_RULESET_ZARA_ONLY, 2 players)
 * records the players' moves and Zara's turns, nothing else: a move ends
 * the player's turn at once, and Zara's turn is her die (Z2-Z4, Z8) and,
 * in a market or harvest space, the back of a card that the table reads
 * for her card procedure (Z6, Z7).  The engine tracks no pieces, so the
 * procedures come as numbered instructions for the table to carry out on
 * the physical board, saying what to look for where the full game would
 * know the answer itself.  It needs only the shape of the track.  It is
 * reached through alp_rules_apply(), so a quick record replays and
 * validates like any other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-describe-private.h"
#include "alp-error.h"
#include "alp-quick-private.h"

#define FAIL(rule, ...)                                                        \
  G_STMT_START {                                                               \
    alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, rule, __VA_ARGS__);     \
    return FALSE;                                                              \
  } G_STMT_END

static AlpSpaceKind
kind_of (const AlpBoard *board,
         guint           space)
{
  return board->track[space].def->kind;
}

/* Whether another mule than @except stands at @space (on @spot where the
 * space has spots) */
static gboolean
taken (const AlpBoard *board,
       const AlpState *state,
       guint           space,
       guint           spot,
       guint           except)
{
  gboolean spotted = kind_of (board, space) != ALP_SPACE_STANDARD;

  for (guint m = 0; m < board->n_mules; m++)
    if (m != except && state->mules[m].space == space &&
        (!spotted || state->mules[m].spot == spot))
      return TRUE;

  return FALSE;
}

/* T1, T8: the mule furthest back moves next; the game is over when all
 * are in the end space */
static void
next_turn (const AlpBoard *board,
           AlpState       *state)
{
  guint next = alp_rules_next_mule (board, state);

  if (next == ALP_NONE)
    {
      state->phase = ALP_PHASE_OVER;
      return;
    }
  state->current = next;
  state->phase = alp_rules_is_zara (board, next) ? ALP_PHASE_ZARA_ROLL : ALP_PHASE_MOVE;
}

/* Puts @mule at @to; in the end space it is done (T7).  Returns the
 * kind of the space */
static AlpSpaceKind
place_mule (const AlpBoard *board,
            AlpState       *state,
            guint           mule,
            AlpPosition     to)
{
  AlpSpaceKind kind = kind_of (board, to.space);

  state->mules[mule] = to;
  if (kind == ALP_SPACE_END)
    state->finished |= 1u << mule;

  return kind;
}

/* T3-T7, and the turn ends: a quick game has no actions */
static gboolean
quick_move (const AlpBoard  *board,
            AlpState        *state,
            const AlpAction *action,
            GError         **error)
{
  guint mule = state->current;
  AlpPosition from = state->mules[mule];
  AlpSpaceKind kind;

  if (action->space >= board->n_spaces)
    FAIL ("T3", _("the track has only %u spaces"), board->n_spaces);
  if (action->space <= from.space)
    FAIL ("T3", _("mules only move forward"));
  kind = kind_of (board, action->space);
  if (kind == ALP_SPACE_STANDARD && action->spot != 0)
    FAIL ("T3", _("a standard space has no spots"));
  if (kind != ALP_SPACE_STANDARD)
    {
      const AlpSpaceDef *def = board->track[action->space].def;

      if (action->spot >= def->n_spots)
        FAIL ("T4", _("this space has only %u spots"), def->n_spots);
      if (kind == ALP_SPACE_END && def->spots[action->spot].four_player_only)
        FAIL ("T7", _("this end spot is used only with 4 players"));
    }
  if (taken (board, state, action->space, action->spot, mule))
    FAIL (kind == ALP_SPACE_STANDARD ? "T3" : kind == ALP_SPACE_END ? "T7" : "T4",
          kind == ALP_SPACE_STANDARD ? _("another mule stands there: a mule may pass it but not stop there")
                                     : _("another mule stands on that spot: each spot takes one mule"));

  place_mule (board, state, mule, (AlpPosition) { action->space, action->spot });
  next_turn (board, state);

  return TRUE;
}

/* Z2-Z4, Z8: where the die takes her; a market or harvest asks for a card */
static gboolean
quick_roll (const AlpBoard  *board,
            AlpState        *state,
            const AlpAction *action,
            GError         **error)
{
  AlpPosition to;
  AlpSpaceKind kind;

  if (action->value < 1 || action->value > 6)
    FAIL ("Z2", _("the die shows 1 to 6, not %u"), action->value);

  to = alp_rules_zara_walk (board, state, action->value);
  kind = place_mule (board, state, ALP_ZARA, to);
  state->zara_roll = action->value;
  if (kind == ALP_SPACE_MARKET || kind == ALP_SPACE_HARVEST)
    {
      state->zara_pending = kind;
      state->phase = ALP_PHASE_ZARA_CARD;
      return TRUE;
    }
  next_turn (board, state);

  return TRUE;
}

/* Z6, Z7: the back the table read; the table does the rest */
static gboolean
quick_card (const AlpBoard  *board,
            AlpState        *state,
            const AlpAction *action,
            GError         **error)
{
  const char *rule = state->zara_pending == ALP_SPACE_HARVEST ? "Z7" : "Z6";

  if (action->card != ALP_NONE || action->fruit[0] >= ALP_N_FRUITS ||
      action->arrow > ALP_ARROW_DOWN)
    FAIL (rule, _("a Zara-only game needs the fruit and arrow on the back of the top card"));

  state->zara_fruit = action->fruit[0];
  state->zara_arrow = action->arrow;
  next_turn (board, state);

  return TRUE;
}

/**
 * _alp_quick_apply:
 *
 * alp_rules_apply() for a Zara-only game: checks and performs @action on
 * @state, or changes nothing and says why.
 */
gboolean
_alp_quick_apply (const AlpBoard  *board,
                  AlpState        *state,
                  const AlpAction *action,
                  GError         **error)
{
  static const guint8 phase_of[ALP_N_ACTIONS] = {
    [ALP_ACTION_MOVE] = ALP_PHASE_MOVE + 1,
    [ALP_ACTION_ZARA_ROLL] = ALP_PHASE_ZARA_ROLL + 1,
    [ALP_ACTION_ZARA_CARD] = ALP_PHASE_ZARA_CARD + 1,
  };
  AlpState scratch;
  gboolean ok;

  if (state->phase == ALP_PHASE_OVER)
    {
      alp_set_rule_error (error, ALP_RULE_ERROR_GAME_OVER, "T8",
                          _("the game is over: every mule is in the end space"));
      return FALSE;
    }
  if (phase_of[action->kind] == 0)
    {
      alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, "Z1",
                          _("a Zara-only game records only the mules’ moves and Zara’s turns"));
      return FALSE;
    }
  if (phase_of[action->kind] != state->phase + 1)
    {
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "T1",
                          state->phase == ALP_PHASE_MOVE
                          ? _("it is %s’s turn to move the mule")
                          : state->phase == ALP_PHASE_ZARA_ROLL
                          ? _("%s’s die is rolled first")
                          : _("%s needs the back of the top delivery card first"),
                          board->names[state->current]);
      return FALSE;
    }

  scratch = *state;
  switch (action->kind)
    {
    case ALP_ACTION_MOVE:
      ok = quick_move (board, &scratch, action, error);
      break;
    case ALP_ACTION_ZARA_ROLL:
      ok = quick_roll (board, &scratch, action, error);
      break;
    default:
      ok = quick_card (board, &scratch, action, error);
      break;
    }
  if (!ok)
    return FALSE;

  scratch.n_events++;
  *state = scratch;

  return TRUE;
}

/**
 * _alp_quick_instructions:
 *
 * Returns: (transfer full): what the table does on the board for one of
 *   Zara's events in a Zara-only game, in order: where the full game
 *   would know the answer, what to look for
 */
GStrv
_alp_quick_instructions (const AlpBoard  *board,
                         const AlpState  *before,
                         const AlpState  *after,
                         const AlpAction *action)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();

  if (action->kind == ALP_ACTION_ZARA_ROLL)
    {
      AlpPosition to = after->mules[ALP_ZARA];
      g_autofree char *line = _alp_describe_zara_roll (board, before, after, action->value);

      g_strv_builder_add (lines, line);
      if (after->phase == ALP_PHASE_ZARA_CARD && after->zara_pending == ALP_SPACE_MARKET)
        g_strv_builder_add (lines, _("Zara is at a market (Z6): look at the back of the top delivery card, "
                                     "without turning it up, and enter its fruit and arrow."));
      else if (after->phase == ALP_PHASE_ZARA_CARD)
        g_strv_builder_add (lines, _("Zara is at a harvest (Z7): turn up the top delivery card and keep it "
                                     "beside the deck; then enter the fruit and arrow on the back of the "
                                     "card now on top."));
      else if (to.space == board->end_space)
        g_strv_builder_add (lines, _("Zara has arrived: put her mule on the free end spot of the highest "
                                     "value (Z8); she never moves again."));
      else
        g_strv_builder_add (lines, _("Zara does nothing on a standard space."));
    }
  else if (action->kind == ALP_ACTION_ZARA_CARD && before->zara_pending == ALP_SPACE_MARKET)
    {
      const char *fruit = alp_fruit_get_name (action->fruit[0], 1);
      g_autofree char *look = g_strdup_printf (action->arrow == ALP_ARROW_UP
                                               ? _("Look in the five villages for the %s delivery token with the highest number, and remove it from the game; if two villages hold equal ones, you choose which (Z6).")
                                               : _("Look in the five villages for the %s delivery token with the lowest number, and remove it from the game; if two villages hold equal ones, you choose which (Z6)."),
                                               fruit);
      g_autofree char *market = g_strdup_printf (_("If you removed a token, move %s to position 5 of the market card, as if delivered; Zara takes no award token. If no %s token is left, nothing happens."),
                                                 fruit, fruit);

      g_strv_builder_add (lines, look);
      g_strv_builder_add (lines, market);
    }
  else if (action->kind == ALP_ACTION_ZARA_CARD)
    {
      g_autofree char *line = g_strdup_printf (_("Remove the fruits shown on the front of the card you turned up from the farmland whose main fruit is %s, and return them to the supply; what is not there is ignored (Z7)."),
                                               alp_fruit_get_name (action->fruit[0], 1));

      g_strv_builder_add (lines, line);
      g_strv_builder_add (lines, _("Put the turned card face down under the deck."));
    }

  return g_strv_builder_end (lines);
}
