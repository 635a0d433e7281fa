/* alp-rules.c: the rules of Alpujarras over the plain game state
 *
 * alp_rules_apply() is the one place that decides whether an action is
 * legal: it performs the action on a scratch copy and commits it only when
 * every rule it touches agrees, so a refused action changes nothing.  Each
 * refusal names the rule (its ID in the rulebook: T3, A2, M5, Z7…) and the
 * concrete reason.
 *
 * Contents, in this order (the rule IDs each section covers):
 *   The board                laying out the track from the segments (S1)
 *   Setting up               the pieces at the start (S3-S6)
 *   Turn order               whose turn it is, the end of the game (T1, T8)
 *   Small pieces of actions  fruits, farmers, norias and rewards that several
 *                            actions share (A1-A4, A7, N2)
 *   Movement                 moving a mule (T3-T7)
 *   Standard actions         the icons of a standard space (A1-A9, A13)
 *   Goals                    goals and goal tokens (A10-A12)
 *   Markets                  delivery tokens and cards, the deck (M1-M7)
 *   Harvests                 (H1-H3)
 *   Norias                   spending norias (N1-N3)
 *   The end of a turn        the end space and the sale (E1, E2)
 *   Zara                     the two-player opponent (Z1-Z9)
 *   Dispatch                 alp_rules_apply(): which action when (T2, N3)
 *   Conservation             alp_rules_check(): every piece accounted for, the
 *                            limits (A1, N2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-describe-private.h"
#include "alp-error.h"
#include "alp-rules-private.h"
#include "alp-quick-private.h"

/* Messages are only formatted when someone asked for them: playouts check
 * millions of actions and pass no error. */
#define REFUSE(set_error)                                                      \
  G_STMT_START {                                                               \
    if (error != NULL)                                                         \
      set_error;                                                               \
    return FALSE;                                                              \
  } G_STMT_END

#define FAIL(rule, ...)                                                        \
  REFUSE (alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, rule, __VA_ARGS__))
#define FAIL_WHEN(...)                                                         \
  REFUSE (alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, NULL, __VA_ARGS__))
#define MISSING(path, ...)                                                     \
  REFUSE (alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path, __VA_ARGS__))

/* The rules of each kind of action: one signature, the dispatch table's
 * (ApplyFunc, under "Dispatch"), written once */
#define APPLY_ARGS \
  (const AlpBoard *board, AlpState *state, const AlpAction *action, GError **error)

/* Mule and player names in messages */
#define NAME(p) (board->names[p])
#define FRUIT(f, n) alp_fruit_get_name ((f), (n))
#define REGION(r) alp_region_get_name (r)

/* ------------------------------------------------------------------ */
/* The board                                                            */

gboolean
alp_board_init (AlpBoard             *board,
                const AlpEditionData *ed,
                const AlpSetup       *setup,
                GError              **error)
{
  memset (board, 0, sizeof *board);
  board->ed = ed;
  board->n_players = setup->n_players;
  board->n_mules = alp_setup_get_n_mules (setup);
  board->zara = setup->n_players == 2;
  board->quick = setup->ruleset == ALP_RULESET_ZARA_ONLY;
  board->side = alp_setup_get_side (setup);
#define OPTION(field, flag) board->options.field = (setup->options & (flag)) != 0
  OPTION (two_pairs_four_of_a_kind, ALP_OPTION_TWO_PAIRS_FOUR_OF_A_KIND);
  OPTION (two_farmlands_one_each, ALP_OPTION_TWO_FARMLANDS_ONE_EACH);
  OPTION (two_villages_one_each, ALP_OPTION_TWO_VILLAGES_ONE_EACH);
  OPTION (end_actions_fixed_order, ALP_OPTION_END_ACTIONS_FIXED_ORDER);
  OPTION (norias_during_action, ALP_OPTION_NORIAS_DURING_ACTION);
  OPTION (partial_actions, ALP_OPTION_PARTIAL_ACTIONS);
  OPTION (spots_arrival_order, ALP_OPTION_SPOTS_ARRIVAL_ORDER);
  OPTION (goal_token_declinable, ALP_OPTION_GOAL_TOKEN_DECLINABLE);
  OPTION (goal_token_before_goal, ALP_OPTION_GOAL_TOKEN_BEFORE_GOAL);
  OPTION (zara_passes_full_space, ALP_OPTION_ZARA_PASSES_FULL_SPACE);
  OPTION (large_noria_one_item, ALP_OPTION_LARGE_NORIA_ONE_ITEM);
#undef OPTION

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      guint seg = setup->segments[i];
      const AlpSideDef *side;

      g_return_val_if_fail (seg < ALP_N_SEGMENTS, FALSE);
      side = &ed->segments[seg].sides[board->side];
      if (!side->known)
        {
          g_autofree char *path = g_strdup_printf ("segments[%u].sides.%s", seg,
                                                   alp_side_to_string (board->side));
          MISSING (path, _("the spaces of segment “%s” are needed to lay out the track"),
                   ed->segments[seg].id);
        }
      for (guint s = 0; s < side->n_spaces; s++)
        {
          AlpTrackSpace *ts = &board->track[board->n_spaces++];

          ts->def = &side->spaces[s];
          ts->segment = seg;
          ts->position = i;
          ts->index = s;
          if (ts->def->kind == ALP_SPACE_END)
            board->end_space = board->n_spaces - 1;
        }
    }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    board->goals[i] = ed->goal_cards[i].known
                      ? ed->goal_cards[i].goals[setup->goal_sides[i] ? 1 : 0] : 0;

  for (guint i = 0; i < setup->n_players; i++)
    board->names[i] = setup->names[i];
  if (board->zara)
    board->names[ALP_ZARA] = _("Zara");

  return TRUE;
}

gboolean
alp_rules_is_zara (const AlpBoard *board,
                   guint           mule)
{
  return board->zara && mule == ALP_ZARA;
}

guint
alp_rules_count_icon (const AlpIconSet *set,
                      AlpIcon           icon)
{
  guint n = 0;

  for (guint i = 0; i < set->n_icons; i++)
    n += set->icons[i] == icon;

  return n;
}

static inline AlpSpaceKind
space_kind (const AlpBoard *board,
            guint           space)
{
  return board->track[space].def->kind;
}

static inline gboolean
is_spotted (AlpSpaceKind kind)
{
  return kind != ALP_SPACE_STANDARD;
}

/**
 * alp_rules_stop_icons:
 *
 * Returns: (nullable): the printed icons of the space or spot at @pos, or
 *   %NULL where nothing is printed (go and end spaces)
 */
const AlpIconSet *
alp_rules_stop_icons (const AlpBoard *board,
                      AlpPosition     pos)
{
  const AlpSpaceDef *def = board->track[pos.space].def;

  switch (def->kind)
    {
    case ALP_SPACE_STANDARD:
      return &def->icons;
    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
      return &def->spots[pos.spot].icons;
    case ALP_SPACE_GO:
    case ALP_SPACE_END:
    default:
      return NULL;
    }
}

static char *
icons_path (const AlpBoard *board,
            AlpPosition     pos)
{
  const AlpTrackSpace *ts = &board->track[pos.space];
  g_autofree char *space = g_strdup_printf ("segments[%u].sides.%s.spaces[%u]",
                                            ts->segment, alp_side_to_string (board->side),
                                            ts->index);

  if (ts->def->kind == ALP_SPACE_STANDARD)
    return g_strdup_printf ("%s.icons", space);

  return g_strdup_printf ("%s.spots[%u].icons", space, pos.spot);
}

/* The JSON path of the dirhams of the end spot at @pos */
static char *
end_value_path (const AlpBoard *board,
                AlpPosition     pos)
{
  const AlpTrackSpace *ts = &board->track[pos.space];

  return g_strdup_printf ("segments[%u].sides.%s.spaces[%u].spots[%u].value",
                          ts->segment, alp_side_to_string (board->side), ts->index, pos.spot);
}

/**
 * alp_rules_stop_count:
 * @slot: an #AlpIcon, %ALP_SLOT_MARKET or %ALP_SLOT_HARVEST
 *
 * Returns: how often the mule to move may use @slot where it stopped, in
 *   total (used or not); 0 when the edition does not say
 */
guint
alp_rules_stop_count (const AlpBoard *board,
                      const AlpState *state,
                      guint           slot)
{
  AlpPosition pos = state->mules[state->current];
  AlpSpaceKind kind = space_kind (board, pos.space);
  const AlpIconSet *icons;

  if (slot == ALP_SLOT_MARKET)
    return kind == ALP_SPACE_MARKET || kind == ALP_SPACE_END;
  if (slot == ALP_SLOT_HARVEST)
    return kind == ALP_SPACE_HARVEST;
  if (kind == ALP_SPACE_END)
    return slot == ALP_ICON_GOAL;   /* E1 */

  icons = alp_rules_stop_icons (board, pos);
  if (icons == NULL || !icons->known)
    return 0;

  return alp_rules_count_icon (icons, slot);
}

/* ------------------------------------------------------------------ */
/* Setting up                                                           */

void
alp_state_init (AlpState       *state,
                const AlpBoard *board,
                const AlpSetup *setup)
{
  const AlpEditionData *ed = board->ed;
  guint per_field = board->n_players == 4 ? 3 : 2;   /* S5 */

  memset (state, 0, sizeof *state);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      state->supply_fruit[f] = ALP_FRUITS_PER_TYPE;
      state->supply_crops[f] = ALP_CROP_TOKENS_PER_FRUIT;
    }
  state->supply_norias = ALP_NORIA_VALUE_TOTAL;
  state->supply_goal_tokens = ALP_GOAL_TOKENS;

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      const AlpFarmlandDef *fl = &ed->farmlands[r];

      for (guint i = 0; fl->known && i < fl->n_fields; i++)
        {
          guint f = fl->fields[i];
          guint n = MIN (per_field, state->supply_fruit[f]);

          state->farmlands[r].fruit[f] += n;
          state->supply_fruit[f] -= n;
        }

      state->villages[r].n_tokens = setup->n_village_tokens[r];
      memcpy (state->villages[r].tokens, setup->village_tokens[r], setup->n_village_tokens[r]);
    }
  state->tokens_out = ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT;
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    state->tokens_out -= state->villages[r].n_tokens;

  for (guint p = 0; p < board->n_players; p++)
    {
      state->players[p].farmers = ALP_FARMERS_PER_PLAYER;
      state->players[p].dirhams = ed->start_known ? ed->start_dirhams : 0;
    }

  for (guint m = 0; m < board->n_mules; m++)
    {
      state->mules[m].space = 0;
      state->mules[m].spot = setup->start_spots[m];
    }

  memcpy (state->market, setup->market, ALP_N_FRUITS);

  memset (state->display, ALP_NONE, sizeof state->display);
  state->deck_unseen = (1u << ALP_N_DELIVERY_CARDS) - 1;
  for (guint i = 0; i < setup->n_display; i++)
    {
      state->display[i] = setup->display[i];
      state->deck_unseen &= ~(1u << setup->display[i]);
    }

  state->zara_turned = ALP_NONE;
  state->top_fruit = ALP_NONE;
  state->top_arrow = ALP_NONE;
  state->top_card = ALP_NONE;
  state->current = alp_rules_next_mule (board, state);
  state->phase = alp_rules_is_zara (board, state->current) ? ALP_PHASE_ZARA_ROLL : ALP_PHASE_MOVE;
}

/* ------------------------------------------------------------------ */
/* Turn order (T1, T8)                                                  */

static inline gboolean
pos_before (AlpPosition a,
            AlpPosition b)
{
  return a.space < b.space || (a.space == b.space && a.spot < b.spot);
}

/* T1: whether mule @a is further back than mule @b.  Spots are listed
 * from the start's side, so a lower spot is nearer the start; with the
 * table's T1 option, inside a market or harvest space the mule that
 * arrived first counts as further back, and so it does on a spot two
 * mules share (Zara at a full space, Z3). */
static gboolean
mule_before (const AlpBoard *board,
             const AlpState *state,
             guint           a,
             guint           b)
{
  AlpPosition pa = state->mules[a], pb = state->mules[b];

  if (pa.space == pb.space)
    {
      AlpSpaceKind kind = space_kind (board, pa.space);

      if (pa.spot == pb.spot ||
          (board->options.spots_arrival_order &&
           (kind == ALP_SPACE_MARKET || kind == ALP_SPACE_HARVEST)))
        return state->arrivals[a] < state->arrivals[b];
    }

  return pos_before (pa, pb);
}

guint
alp_rules_next_mule (const AlpBoard *board,
                     const AlpState *state)
{
  guint best = ALP_NONE;

  for (guint m = 0; m < board->n_mules; m++)
    {
      if (state->finished & (1u << m))
        continue;
      if (best == ALP_NONE || mule_before (board, state, m, best))
        best = m;
    }

  return best;
}

static guint
mule_at (const AlpBoard *board,
         const AlpState *state,
         guint           space,
         guint           spot,
         guint           except)
{
  gboolean spotted = is_spotted (space_kind (board, space));

  for (guint m = 0; m < board->n_mules; m++)
    if (m != except && state->mules[m].space == space &&
        (!spotted || state->mules[m].spot == spot))
      return m;

  return ALP_NONE;
}

static void
start_next_turn (const AlpBoard *board,
                 AlpState       *state)
{
  guint next = alp_rules_next_mule (board, state);

  memset (state->used, 0, sizeof state->used);
  state->farmed = 0;
  if (next == ALP_NONE)
    {
      state->phase = ALP_PHASE_OVER;   /* T8 */
      return;
    }

  state->current = next;
  state->phase = alp_rules_is_zara (board, next) ? ALP_PHASE_ZARA_ROLL : ALP_PHASE_MOVE;
}

/* ------------------------------------------------------------------ */
/* Small pieces of actions                                              */

/* E2: the large norias in the supply */
static guint
supply_large_norias (const AlpBoard *board,
                     const AlpState *state)
{
  guint n = ALP_LARGE_NORIAS;

  for (guint p = 0; p < board->n_players; p++)
    n -= state->players[p].large_norias;

  return n;
}

/* E2: norias come as small pieces; when the supply has too few small ones
 * left for its value, the table makes change: a holder of 3 small ones,
 * @player first, takes a large one for them */
static void
make_noria_change (const AlpBoard *board,
                   AlpState       *state,
                   guint           player)
{
  while (3 * supply_large_norias (board, state) > state->supply_norias)
    {
      guint who = ALP_NONE;

      for (guint i = 0; i < board->n_players && who == ALP_NONE; i++)
        {
          guint p = (player + i) % board->n_players;
          const AlpPlayerState *ps = &state->players[p];

          if (ps->norias >= 3 * (ps->large_norias + 1u))
            who = p;
        }
      g_return_if_fail (who != ALP_NONE);
      state->players[who].large_norias++;
    }
}

/* N2: what exceeds 5 is lost; A7: the supply may run out.  With the
 * table's N2 option the part above the limit waits in norias_pending:
 * the player may spend norias, then takes it (resolve_pending_norias()). */
static guint
gain_norias (const AlpBoard *board,
             AlpState       *state,
             guint           player,
             guint           count)
{
  AlpPlayerState *ps = &state->players[player];
  guint gain = MIN (count, (guint) (ALP_NORIA_LIMIT - ps->norias));

  if (board->options.norias_during_action && count > gain)
    state->norias_pending = MIN (state->norias_pending + count - gain, ALP_NORIA_VALUE_TOTAL);
  gain = MIN (gain, state->supply_norias);
  ps->norias += gain;
  state->supply_norias -= gain;
  make_noria_change (board, state, player);

  return gain;
}

/* N2: the norias of the action that stopped at the limit are taken now;
 * what still exceeds 5 is lost */
static void
resolve_pending_norias (const AlpBoard *board,
                        AlpState       *state)
{
  guint pending = state->norias_pending;

  state->norias_pending = 0;
  if (pending > 0)
    {
      AlpPlayerState *ps = &state->players[state->current];
      guint gain = MIN (MIN (pending, (guint) (ALP_NORIA_LIMIT - ps->norias)), state->supply_norias);

      ps->norias += gain;
      state->supply_norias -= gain;
      make_noria_change (board, state, state->current);
    }
}

static gboolean
fruit_takeable_from (const guint8 *source,
                     const AlpPlayerState *ps,
                     guint          fruit)
{
  return source[fruit] > 0 && ps->fruits[fruit] < ALP_FRUIT_LIMIT;
}

static gboolean
any_takeable_from (const guint8         *source,
                   const AlpPlayerState *ps)
{
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (fruit_takeable_from (source, ps, f))
      return TRUE;

  return FALSE;
}

/* One fruit from @source: the fields of farmland @region, or the supply
 * when @region is ALP_NONE */
static gboolean
take_fruit_from (const AlpBoard *board,
                 AlpState       *state,
                 guint8         *source,
                 guint           region,
                 guint           player,
                 guint           fruit,
                 const char     *rule,
                 GError        **error)
{
  AlpPlayerState *ps = &state->players[player];

  if (fruit >= ALP_N_FRUITS)
    FAIL (rule, _("there is no such fruit"));
  if (ps->fruits[fruit] >= ALP_FRUIT_LIMIT)
    FAIL ("A1", _("%s already holds %u %s"), NAME (player), ALP_FRUIT_LIMIT,
          FRUIT (fruit, ALP_FRUIT_LIMIT));
  if (source[fruit] == 0 && region == ALP_NONE)
    FAIL (rule, _("the supply has no %s left"), FRUIT (fruit, 2));
  if (source[fruit] == 0)
    FAIL (rule, _("the %s farmland has no %s left"), REGION (region), FRUIT (fruit, 2));

  source[fruit]--;
  ps->fruits[fruit]++;

  return TRUE;
}

/* A2/A4: the fruit taken with a farmer that arrives in @region */
static gboolean
take_farmland_fruit (const AlpBoard *board,
                     AlpState       *state,
                     guint           player,
                     guint           region,
                     guint           fruit,
                     const char     *rule,
                     GError        **error)
{
  guint8 *fields = state->farmlands[region].fruit;

  if (fruit == ALP_NONE)
    {
      if (any_takeable_from (fields, &state->players[player]))
        FAIL (rule, _("%s takes a fruit from the %s farmland: one is there that %s may hold"),
              NAME (player), REGION (region), NAME (player));
      return TRUE;
    }

  return take_fruit_from (board, state, fields, region, player, fruit, rule, error);
}

static gboolean
has_farmer_in_farmlands (const AlpState *state,
                         guint           player)
{
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    if (state->farmlands[r].farmers[player] > 0)
      return TRUE;

  return FALSE;
}

/* A2 (and A4 when the supply is empty): one farmer arrives in @to */
static gboolean
place_farmer (const AlpBoard *board,
              AlpState       *state,
              guint           player,
              guint           from,
              guint           to,
              guint           fruit,
              const char     *rule,
              GError        **error)
{
  AlpPlayerState *ps = &state->players[player];

  if (to >= ALP_N_REGIONS)
    FAIL (rule, _("a farmer goes to one of the 5 farmlands"));

  if (from == ALP_NONE)
    {
      if (ps->farmers == 0)
        FAIL ("A2", _("%s has no farmer left in supply, so the action becomes moving a farmer"),
              NAME (player));
      ps->farmers--;
    }
  else
    {
      if (ps->farmers > 0 && g_strcmp0 (rule, "A4") != 0)
        FAIL ("A2", _("%s still has farmers in supply and adds one from there"), NAME (player));
      if (from >= ALP_N_REGIONS)
        FAIL ("A4", _("a farmer moves from a farmland, never from a village"));
      if (from == to)
        FAIL ("A4", _("a moved farmer goes to another farmland"));
      if (state->farmlands[from].farmers[player] == 0)
        FAIL ("A4", _("%s has no farmer in the %s farmland"), NAME (player), REGION (from));
      state->farmlands[from].farmers[player]--;
    }

  state->farmlands[to].farmers[player]++;

  return take_farmland_fruit (board, state, player, to, fruit, rule, error);
}

/* A8 and rewards: @n fruits from the supply, of the @wanted the space or
 * the @reward gives; fewer only when the supply and A1 allow no more */
static gboolean
take_supply_fruits (const AlpBoard *board,
                    AlpState       *state,
                    guint           player,
                    const guint8   *fruits,
                    guint           n,
                    guint           wanted,
                    gboolean        reward,
                    const char     *rule,
                    GError        **error)
{
  if (n > wanted && reward)
    FAIL (rule, _("this reward gives %u fruits, not %u"), wanted, n);
  if (n > wanted)
    FAIL (rule, _("this space gives %u fruits, not %u"), wanted, n);
  for (guint i = 0; i < n; i++)
    if (!take_fruit_from (board, state, state->supply_fruit, ALP_NONE, player, fruits[i], rule,
                          error))
      return FALSE;
  if (n < wanted && any_takeable_from (state->supply_fruit, &state->players[player]))
    {
      if (reward)
        FAIL (rule, _("this reward gives %u fruits of %s’s choice"), wanted, NAME (player));
      FAIL (rule, _("this space gives %u fruits of %s’s choice"), wanted, NAME (player));
    }

  return TRUE;
}

/* Icons of award tokens and goal rewards: dirhams, norias and fruit of the
 * player's choice, the fruits chosen listed in @fruits. */
static gboolean
take_rewards (const AlpBoard   *board,
              AlpState         *state,
              guint             player,
              const AlpIconSet *icons,
              const guint8     *fruits,
              guint             n_fruits,
              const char       *rule,
              GError          **error)
{
  guint wanted = alp_rules_count_icon (icons, ALP_ICON_FRUIT);

  state->players[player].dirhams += alp_rules_count_icon (icons, ALP_ICON_DIRHAM);
  gain_norias (board, state, player, alp_rules_count_icon (icons, ALP_ICON_NORIA));

  return take_supply_fruits (board, state, player, fruits, n_fruits, wanted, TRUE, rule, error);
}

/* ------------------------------------------------------------------ */
/* Movement (T3-T7)                                                     */

static gboolean
apply_move APPLY_ARGS
{
  guint mule = state->current;
  AlpPosition from = state->mules[mule];
  AlpPosition to = { action->space, action->spot };
  AlpSpaceKind kind;
  guint other;

  if (to.space >= board->n_spaces)
    FAIL ("T3", _("the track has only %u spaces"), board->n_spaces);
  if (to.space <= from.space)
    {
      if (to.space == from.space && is_spotted (space_kind (board, from.space)))
        FAIL ("T5", _("%s starts in this space and must leave it, not move to another spot of it"),
              NAME (mule));
      FAIL ("T3", _("mules only move forward"));
    }

  kind = space_kind (board, to.space);
  if (kind == ALP_SPACE_STANDARD)
    {
      if (to.spot != 0)
        FAIL ("T3", _("a standard space has no spots"));
      other = mule_at (board, state, to.space, 0, mule);
      if (other != ALP_NONE)
        {
          g_autofree char *where = error ? _alp_describe_position (board, to.space, to.spot) : NULL;

          FAIL ("T3", _("%s holds %s’s mule: a mule may pass it but not stop there"),
                where, NAME (other));
        }
    }
  else
    {
      const AlpSpaceDef *def = board->track[to.space].def;

      if (to.spot >= def->n_spots)
        FAIL ("T4", _("this space has only %u spots"), def->n_spots);
      other = mule_at (board, state, to.space, to.spot, mule);
      if (other != ALP_NONE)
        {
          g_autofree char *where = error ? _alp_describe_position (board, to.space, to.spot) : NULL;

          FAIL (kind == ALP_SPACE_END ? "T7" : "T4", _("%s holds %s’s mule: each spot takes one mule"),
                where, NAME (other));
        }
      if (kind == ALP_SPACE_END && def->spots[to.spot].four_player_only && board->n_players < 4)
        FAIL ("T7", _("this end spot is used only with 4 players"));
      /* The mule takes the spot's dirhams (E1): the table says what it
       * shows as the mule arrives, never taken as 0 */
      if (kind == ALP_SPACE_END && !def->spots[to.spot].value_known)
        {
          g_autofree char *path = error ? end_value_path (board, to) : NULL;

          MISSING (path, _("the dirhams of the end spot the mule arrives at are needed"));
        }
    }

  state->mules[mule] = to;
  state->arrivals[mule] = state->n_events;
  state->phase = ALP_PHASE_ACT;
  memset (state->used, 0, sizeof state->used);
  state->farmed = 0;
  state->goal_completed = FALSE;
  state->spendable_tokens = state->players[mule].goal_tokens;

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Standard actions (A1-A13)                                            */

static gboolean
use_slot (const AlpBoard  *board,
          AlpState        *state,
          guint            slot,
          gboolean         whole,
          const char      *what,       /* untranslated: N_() */
          GError         **error)
{
  AlpPosition pos = state->mules[state->current];
  const AlpIconSet *icons = alp_rules_stop_icons (board, pos);
  guint count;

  if (slot < ALP_N_ICONS && icons != NULL && !icons->known &&
      space_kind (board, pos.space) != ALP_SPACE_END)
    {
      g_autofree char *path = error ? icons_path (board, pos) : NULL;
      g_autofree char *where = error ? _alp_describe_position (board, pos.space, pos.spot) : NULL;

      MISSING (path, _("the actions printed on %s are needed"), where);
    }

  count = alp_rules_stop_count (board, state, slot);
  if (count == 0)
    FAIL ("T2", _("%s cannot %s here: the space where the mule stopped does not show it"),
          NAME (state->current), _(what));
  if (state->used[slot] >= count)
    FAIL (slot == ALP_SLOT_MARKET ? "M2" : "T2", _("%s has already used this space’s action to %s"),
          NAME (state->current), _(what));

  state->used[slot] = whole ? count : state->used[slot] + 1u;

  return TRUE;
}

static gboolean
apply_add_farmer APPLY_ARGS
{
  guint player = state->current;
  guint icon = action->icon;
  guint count;

  if (icon != ALP_ICON_ADD_FARMER &&
      (icon < ALP_ICON_ADD_FARMER_GREEN || icon > ALP_ICON_ADD_FARMER_YELLOW))
    FAIL ("A2", _("that is not an add-farmer action"));
  if (!use_slot (board, state, icon, TRUE, N_("add a farmer"), error))
    return FALSE;
  count = state->used[icon];

  if (action->n == 0 || action->n > MIN (count, 2))
    FAIL ("A3", _("this space adds %u farmers, not %u"), count, action->n);

  for (guint i = 0; i < action->n; i++)
    {
      if (icon != ALP_ICON_ADD_FARMER && action->to[i] != icon - ALP_ICON_ADD_FARMER_GREEN)
        FAIL ("A2", _("this space shows the %s farmland: the farmer goes there"),
              REGION (icon - ALP_ICON_ADD_FARMER_GREEN));
      /* A3 holds across every add-farmer icon of the space: a farmer
       * added by its coloured icon and one by its plain icon go to two
       * farmlands too.  (The edition refuses a colour shown twice.) */
      if (action->to[i] < ALP_N_REGIONS && (state->farmed & (1u << action->to[i])))
        FAIL ("A3", _("a space that adds 2 farmers needs 2 different farmlands: "
                      "this space already added one to the %s farmland"),
              REGION (action->to[i]));
      if (!place_farmer (board, state, player, action->from[i], action->to[i], action->fruit[i],
                         "A2", error))
        return FALSE;
      if (action->to[i] < ALP_N_REGIONS)
        state->farmed |= 1u << action->to[i];
    }

  /* A3's "erlaubt", a table option: adding only 1 of 2 is allowed */
  if (action->n < MIN (count, 2) && !board->options.partial_actions &&
      (state->players[player].farmers > 0 || has_farmer_in_farmlands (state, player)))
    FAIL ("A3", _("this space adds %u farmers"), count);

  return TRUE;
}

static gboolean
apply_move_farmer APPLY_ARGS
{
  if (!use_slot (board, state, ALP_ICON_MOVE_FARMER, FALSE, N_("move a farmer"), error))
    return FALSE;
  if (action->from[0] == ALP_NONE)
    FAIL ("A4", _("a farmer moves from a farmland, never from the supply"));

  return place_farmer (board, state, state->current, action->from[0], action->to[0],
                       action->fruit[0], "A4", error);
}

static gboolean
channel_reachable (const AlpCanalDef *canal,
                   guint64            placed,
                   guint              channel)
{
  return canal->channels[channel].start || (canal->channels[channel].neighbours & placed) != 0;
}

static gboolean
apply_irrigate APPLY_ARGS
{
  const AlpCanalDef *canal = &board->ed->canal;
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];
  guint shape, dirhams, norias, leads_to;

  if (!use_slot (board, state, ALP_ICON_IRRIGATE, FALSE, N_("irrigate"), error))
    return FALSE;
  if (state->channels_used >= ALP_CHANNEL_TOKENS)
    FAIL ("A5", _("all %u channel tokens are placed"), ALP_CHANNEL_TOKENS);

  if (canal->known)
    {
      guint c = action->channel;

      if (c >= canal->n_channels)
        FAIL ("A5", _("the canal map has no such channel space"));
      if (state->channels_placed & (G_GUINT64_CONSTANT (1) << c))
        FAIL ("A5", _("channel space %s already holds a channel token"), canal->channels[c].id);
      if (!channel_reachable (canal, state->channels_placed, c))
        FAIL ("A5", _("channel space %s touches neither a placed channel nor a start channel"),
              canal->channels[c].id);
      state->channels_placed |= G_GUINT64_CONSTANT (1) << c;
      shape = canal->channels[c].shape;
      dirhams = canal->channels[c].dirhams;
      norias = canal->channels[c].norias;
      leads_to = canal->channels[c].leads_to;
    }
  else
    {
      /* Without a canal map the table describes the channel space. */
      shape = action->shape;
      dirhams = action->dirhams;
      norias = action->norias;
      leads_to = action->to[0];
      if (shape > ALP_CHANNEL_T || dirhams > 5 || norias > 5)
        FAIL ("A5", _("a channel space is T-shaped or straight and shows at most a few dirhams and norias"));
      if (shape == ALP_CHANNEL_T && leads_to >= ALP_N_REGIONS)
        FAIL ("A6", _("a T-shaped channel leads to one of the 5 farmlands"));
    }
  state->channels_used++;

  ps->dirhams += dirhams;
  gain_norias (board, state, player, norias);

  if (shape != ALP_CHANNEL_T)
    {
      if (action->crop != ALP_NONE)
        FAIL ("A6", _("a straight channel gives no crop token"));
      return TRUE;
    }

  if (action->crop == ALP_NONE)
    {
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        if (state->supply_crops[f] > 0)
          FAIL ("A6", _("a T-shaped channel places a crop token: choose one"));
      return TRUE;
    }
  if (action->crop >= ALP_N_FRUITS)
    FAIL ("A6", _("there is no such crop token"));
  if (state->supply_crops[action->crop] == 0)
    FAIL ("A6", _("both %s crop tokens are placed already"), FRUIT (action->crop, 1));

  state->supply_crops[action->crop]--;
  state->farmlands[leads_to].crops[action->crop]++;

  /* The player's fruit first, then 2 on the crop token, as far as the
   * supply goes; holding 5 already, a noria instead. */
  if (ps->fruits[action->crop] >= ALP_FRUIT_LIMIT)
    gain_norias (board, state, player, 1);
  else if (state->supply_fruit[action->crop] > 0)
    {
      state->supply_fruit[action->crop]--;
      ps->fruits[action->crop]++;
    }
  for (guint i = 0; i < 2 && state->supply_fruit[action->crop] > 0; i++)
    {
      state->supply_fruit[action->crop]--;
      state->farmlands[leads_to].fruit[action->crop]++;
    }

  return TRUE;
}

static gboolean
apply_take_fruit APPLY_ARGS
{
  guint player = state->current;
  guint count;

  if (!use_slot (board, state, ALP_ICON_FRUIT, TRUE, N_("take fruit"), error))
    return FALSE;
  count = state->used[ALP_ICON_FRUIT];

  return take_supply_fruits (board, state, player, action->fruits, action->n, count, FALSE, "A8",
                             error);
}

static gboolean
apply_take_norias APPLY_ARGS
{
  /* N2: the rest of an action that stopped at the limit */
  if (state->norias_pending > 0)
    {
      resolve_pending_norias (board, state);
      return TRUE;
    }
  if (!use_slot (board, state, ALP_ICON_NORIA, TRUE, N_("take norias"), error))
    return FALSE;

  gain_norias (board, state, state->current, state->used[ALP_ICON_NORIA]);

  return TRUE;
}

static gboolean
apply_take_dirhams APPLY_ARGS
{
  if (!use_slot (board, state, ALP_ICON_DIRHAM, TRUE, N_("take dirhams"), error))
    return FALSE;

  state->players[state->current].dirhams += state->used[ALP_ICON_DIRHAM];

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Goals (A10-A12)                                                      */

/* How many farmlands (or villages) hold at least @min of @player's farmers */
static guint
places_with_farmers (const AlpState *state,
                     gboolean        villages,
                     guint           player,
                     guint           min)
{
  guint n = 0;

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    n += (villages ? state->villages[r].farmers[player]
                   : state->farmlands[r].farmers[player]) >= min;

  return n;
}

gboolean
alp_rules_goal_met (const AlpBoard *board,
                    const AlpState *state,
                    guint           player,
                    AlpGoal         goal)
{
  const AlpPlayerState *ps = &state->players[player];
  guint a = 0, b = 0;
  guint token_fruits[ALP_N_FRUITS] = { 0 };

  switch (goal)
    {
    case ALP_GOAL_THREE_DIFFERENT_FRUITS:
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        a += ps->fruits[f] > 0;
      return a >= 3;

    case ALP_GOAL_TWO_PAIRS:
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          a += ps->fruits[f] >= 2;
          b |= ps->fruits[f] >= 4;
        }
      return a >= 2 || (board->options.two_pairs_four_of_a_kind && b);

    case ALP_GOAL_THREE_FARMERS_ONE_FARMLAND:
      return places_with_farmers (state, FALSE, player, 3) >= 1;

    case ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS:
      return places_with_farmers (state, FALSE, player,
                                  board->options.two_farmlands_one_each ? 1 : 2) >= 2;

    case ALP_GOAL_THREE_DIFFERENT_TOKENS:
    case ALP_GOAL_TWO_SAME_TOKENS:
      for (guint i = 0; i < ps->n_tokens; i++)
        token_fruits[ALP_TOKEN_FRUIT (ps->tokens[i])]++;
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          a += token_fruits[f] > 0;
          b |= token_fruits[f] >= 2;
        }
      return goal == ALP_GOAL_THREE_DIFFERENT_TOKENS ? a >= 3 : b;

    case ALP_GOAL_FARMERS_FOUR_VILLAGES:
      return places_with_farmers (state, TRUE, player, 1) >= 4;

    case ALP_GOAL_TWO_FARMERS_TWO_VILLAGES:
      return places_with_farmers (state, TRUE, player,
                                  board->options.two_villages_one_each ? 1 : 2) >= 2;

    case ALP_N_GOALS:
    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
goal_card_has_free_spot (const AlpBoard *board,
                         const AlpState *state,
                         guint           card)
{
  /* spots not known yet: nobody has completed this card's goal */
  if (board->ed->goal_cards[card].n_spots == 0)
    return TRUE;
  for (guint s = 0; s < board->ed->goal_cards[card].n_spots; s++)
    if (state->goal_spots[card][s] == 0)
      return TRUE;

  return FALSE;
}

static gboolean
can_complete_any_goal (const AlpBoard *board,
                       const AlpState *state,
                       guint           player)
{
  const AlpPlayerState *ps = &state->players[player];

  if (ps->farmers == 0 && !has_farmer_in_farmlands (state, player))
    return FALSE;

  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    if (!(ps->goals_done & (1u << c)) && goal_card_has_free_spot (board, state, c) &&
        alp_rules_goal_met (board, state, player, board->goals[c]))
      return TRUE;

  return FALSE;
}

static gboolean
apply_complete_goal APPLY_ARGS
{
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];
  const AlpGoalCardDef *card;
  guint c = action->goal_card;

  if (action->use_token)
    {
      /* A12: tokens add goals to a complete-goal action already taken */
      if (alp_rules_stop_count (board, state, ALP_ICON_GOAL) == 0)
        FAIL ("A12", _("goal tokens are spent on a space that completes a goal"));
      if (!state->goal_completed && !board->options.goal_token_before_goal)
        FAIL ("A12", _("a goal token completes a goal in addition to this space’s goal: complete that one first"));
      if (ps->goal_tokens == 0)
        FAIL ("A12", _("%s has no goal token"), NAME (player));
      if (state->spendable_tokens == 0)
        FAIL ("A12", _("a goal token is spent on a later complete-goal action than the one that gave it"));
      ps->goal_tokens--;
      state->spendable_tokens--;
      state->supply_goal_tokens++;
    }
  else if (!use_slot (board, state, ALP_ICON_GOAL, FALSE, N_("complete a goal"), error))
    return FALSE;
  else
    state->goal_completed = TRUE;

  if (c >= ALP_N_GOAL_CARDS)
    FAIL ("A10", _("there are only %u goal cards"), ALP_N_GOAL_CARDS);
  card = &board->ed->goal_cards[c];
  if (ps->goals_done & (1u << c))
    FAIL ("A10", _("%s has already completed the goal “%s”"), NAME (player),
          alp_goal_get_description (board->goals[c]));
  if (!alp_rules_goal_met (board, state, player, board->goals[c]))
    FAIL ("A10", _("%s does not meet the goal “%s”"), NAME (player),
          alp_goal_get_description (board->goals[c]));
  /* the first completion of the card's goals: its spots and their
   * rewards are asked now, then the action is tried again */
  if (card->n_spots == 0)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].spots", c);

      MISSING (path, _("the farmer spots of this goal card and their rewards are needed"));
    }
  if (action->goal_spot >= card->n_spots)
    FAIL ("A10", _("goal card %u has only %u farmer spots"), c + 1, card->n_spots);
  if (state->goal_spots[c][action->goal_spot] != 0)
    FAIL ("A10", _("spot %u of goal card %u already holds %s’s farmer"), action->goal_spot + 1,
          c + 1, NAME (state->goal_spots[c][action->goal_spot] - 1));

  if (action->from[0] == ALP_NONE)
    {
      if (ps->farmers == 0)
        FAIL ("A10", _("%s has no farmer in supply: one comes from a farmland"), NAME (player));
      ps->farmers--;
    }
  else
    {
      if (ps->farmers > 0)
        FAIL ("A10", _("%s still has farmers in supply and takes one from there"), NAME (player));
      if (action->from[0] >= ALP_N_REGIONS || state->farmlands[action->from[0]].farmers[player] == 0)
        FAIL ("A10", _("%s has no farmer in that farmland"), NAME (player));
      state->farmlands[action->from[0]].farmers[player]--;
    }

  state->goal_spots[c][action->goal_spot] = player + 1;
  ps->goals_done |= 1u << c;

  if (!card->spots[action->goal_spot].known)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].spots[%u]", c, action->goal_spot);

      MISSING (path, _("the reward of this goal spot is needed"));
    }

  return take_rewards (board, state, player, &card->spots[action->goal_spot], NULL, 0, "A10",
                       error);
}

/* A11: the goal action of this stop is unused and would give @player a
 * goal token */
static gboolean
goal_token_due (const AlpBoard *board,
                const AlpState *state,
                guint           player)
{
  const AlpPlayerState *ps = &state->players[player];

  return state->used[ALP_ICON_GOAL] < alp_rules_stop_count (board, state, ALP_ICON_GOAL) &&
         ps->goals_done != (1u << ALP_N_GOAL_CARDS) - 1 && state->supply_goal_tokens > 0 &&
         !can_complete_any_goal (board, state, player);
}

static gboolean
apply_goal_token APPLY_ARGS
{
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];

  if (!use_slot (board, state, ALP_ICON_GOAL, FALSE, N_("complete a goal"), error))
    return FALSE;
  if (ps->goals_done == (1u << ALP_N_GOAL_CARDS) - 1)
    FAIL ("A11", _("%s has completed all 4 goals and takes no goal token"), NAME (player));
  if (can_complete_any_goal (board, state, player))
    FAIL ("A11", _("%s can complete a goal, so takes no goal token"), NAME (player));
  if (state->supply_goal_tokens == 0)
    FAIL ("A11", _("no goal token is left"));

  state->supply_goal_tokens--;
  ps->goal_tokens++;

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Markets (M1-M7)                                                      */

static gint
token_in_village (const AlpVillageState *village,
                  guint                  code)
{
  for (guint i = 0; i < village->n_tokens; i++)
    if (village->tokens[i] == code)
      return i;

  return -1;
}

static void
remove_village_token (AlpVillageState *village,
                      guint            index)
{
  memmove (village->tokens + index, village->tokens + index + 1, village->n_tokens - index - 1);
  village->n_tokens--;
}

/* M5: the delivered fruit goes to position 5 and the others slide left */
static guint
market_deliver (AlpState *state,
                guint     fruit)
{
  guint pos = 0;

  while (pos < ALP_N_FRUITS - 1 && state->market[pos] != fruit)
    pos++;
  memmove (state->market + pos, state->market + pos + 1, ALP_N_FRUITS - 1 - pos);
  state->market[ALP_N_FRUITS - 1] = fruit;

  return pos;
}

static guint
deck_size (const AlpState *state)
{
  return __builtin_popcount (state->deck_unseen) + state->n_bottom;
}

static gboolean
apply_market APPLY_ARGS
{
  const AlpEditionData *ed = board->ed;
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];
  guint n_award_fruits = 0;
  gboolean need_bonuses = FALSE;
  guint position;

  /* E1, a table option: at the end space the market action before the goal */
  if (state->mules[player].space == board->end_space && state->used[ALP_ICON_GOAL] > 0 &&
      board->options.end_actions_fixed_order)
    FAIL ("E1", _("at the end space the market action comes first, before the goal"));
  if (!use_slot (board, state, ALP_SLOT_MARKET, FALSE, N_("deliver at a market"), error))
    return FALSE;
  if (action->village == ALP_NONE && action->card == ALP_NONE)
    FAIL ("M2", _("a delivery takes a delivery token, a delivery card, or both"));

  if (action->village != ALP_NONE)
    {
      guint v = action->village;
      AlpVillageState *village;
      guint fruit, count;
      gint index;

      if (v >= ALP_N_REGIONS)
        FAIL ("M3", _("there are only 5 villages"));
      village = &state->villages[v];
      if (state->farmlands[v].farmers[player] == 0)
        FAIL ("M3", _("%s has no farmer in the %s farmland to move into its village"),
              NAME (player), REGION (v));
      index = token_in_village (village, action->token);
      if (index < 0)
        FAIL ("M3", _("the %s village has no such delivery token"), REGION (v));

      fruit = ALP_TOKEN_FRUIT (action->token);
      count = ed->tokens[fruit].counts[ALP_TOKEN_INDEX (action->token)];
      if (ps->fruits[fruit] < count)
        FAIL ("M3", _("the token asks for %u %s, but %s holds %u"), count, FRUIT (fruit, count),
              NAME (player), ps->fruits[fruit]);

      state->farmlands[v].farmers[player]--;
      village->farmers[player]++;
      ps->fruits[fruit] -= count;
      state->supply_fruit[fruit] += count;
      remove_village_token (village, index);
      ps->tokens[ps->n_tokens++] = action->token;

      /* M4 */
      if (village->award < 2)
        {
          const AlpAwardDef *award = &ed->awards[v];
          const AlpIconSet *side = village->award == 0 ? &award->green : &award->red;

          if (!side->known)
            {
              g_autofree char *path = g_strdup_printf ("award_tokens.%s.%s", alp_region_to_string (v),
                                                       village->award == 0 ? "green_side" : "red_side");

              MISSING (path, _("the actions of the %s village’s award token are needed"), REGION (v));
            }
          n_award_fruits = alp_rules_count_icon (side, ALP_ICON_FRUIT);
          if (!take_rewards (board, state, player, side, action->fruits,
                             MIN (action->n, n_award_fruits), "M4", error))
            return FALSE;
          village->award++;
        }

      /* M5; an unknown bonus is asked once the rest of the delivery is
       * known to go through, so that the answer is all it waits for */
      position = market_deliver (state, fruit);
      if (ed->bonuses_known)
        ps->dirhams += ed->bonuses[position];
      else
        need_bonuses = TRUE;
      ps->markets++;
    }

  if (action->n > n_award_fruits)
    FAIL ("M4", _("fruit is chosen only for an award token that gives fruit"));

  if (action->card != ALP_NONE)
    {
      const AlpCardDef *card;
      guint slot = 0;

      while (slot < ALP_MAX_DISPLAY && state->display[slot] != action->card)
        slot++;
      if (slot == ALP_MAX_DISPLAY)
        FAIL ("M6", _("that delivery card does not lie face up"));
      card = &ed->cards[action->card];
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        if (ps->fruits[f] < card->front[f])
          FAIL ("M6", _("the card asks for %u %s, but %s holds %u"), card->front[f],
                FRUIT (f, card->front[f]), NAME (player), ps->fruits[f]);
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          ps->fruits[f] -= card->front[f];
          state->supply_fruit[f] += card->front[f];
        }
      ps->cards[ps->n_cards++] = action->card;
      state->display[slot] = ALP_NONE;
      if (action->village == ALP_NONE)
        ps->markets++;
      if (deck_size (state) > 0)
        state->phase = ALP_PHASE_REVEAL;
    }

  if (need_bonuses)
    MISSING ("market_card.bonuses", _("the market card’s bonuses are needed"));

  return TRUE;
}

/* Whether the edition says what @card shows on its back: a card described
 * as it lies face up does not, and nothing is ruled out for it */
static gboolean
back_known (const AlpBoard *board,
            guint           card)
{
  return board->ed->cards[card].known && board->ed->cards[card].back_known;
}

/* Whether @card can be the deck's top card given the back seen of it */
static gboolean
matches_top_back (const AlpBoard *board,
                  const AlpState *state,
                  guint           card)
{
  const AlpCardDef *def = &board->ed->cards[card];

  if (state->top_card != ALP_NONE)
    return card == state->top_card;

  return state->top_fruit == ALP_NONE || !back_known (board, card) ||
         (def->back_fruit == state->top_fruit && def->back_arrow == state->top_arrow);
}

/* The top card leaves the deck: what was seen of its back goes with it */
static void
forget_top_back (AlpState *state)
{
  state->top_fruit = ALP_NONE;
  state->top_arrow = ALP_NONE;
  state->top_card = ALP_NONE;
}

static gboolean
apply_reveal APPLY_ARGS
{
  guint card = action->card;
  guint slot = 0;

  if (card >= ALP_N_DELIVERY_CARDS)
    FAIL ("M6", _("there are only %u delivery cards"), ALP_N_DELIVERY_CARDS);
  if (!matches_top_back (board, state, card))
    FAIL ("M6", _("the back of the deck’s top card was seen, and this card’s back is another"));
  forget_top_back (state);
  if (state->deck_unseen != 0)
    {
      if (!(state->deck_unseen & (1u << card)))
        FAIL ("M6", _("that delivery card is not in the deck"));
      state->deck_unseen &= ~(1u << card);
    }
  else
    {
      if (state->n_bottom == 0 || state->bottom[0] != card)
        FAIL ("M6", _("the next card of the deck is the one put under it first"));
      memmove (state->bottom, state->bottom + 1, --state->n_bottom);
    }
  if (!board->ed->cards[card].known)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", card);

      MISSING (path, _("the card turned up needs to be described"));
    }

  while (slot < ALP_MAX_DISPLAY - 1 && state->display[slot] != ALP_NONE)
    slot++;
  state->display[slot] = card;
  state->phase = ALP_PHASE_ACT;

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Harvests (H1-H3)                                                     */

static gboolean
apply_harvest APPLY_ARGS
{
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];

  if (!use_slot (board, state, ALP_SLOT_HARVEST, FALSE, N_("harvest"), error))
    return FALSE;

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      guint mine = state->farmlands[r].farmers[player];
      guint most_other = 0;

      for (guint p = 0; p < board->n_players; p++)
        if (p != player)
          most_other = MAX (most_other, state->farmlands[r].farmers[p]);

      /* H2, Z9: ties count with 3-4 players only; zero is never most */
      if (mine == 0 || mine < most_other || (mine == most_other && board->n_players == 2))
        continue;

      /* H3 */
      if (ps->fruits[r] >= ALP_FRUIT_LIMIT || state->supply_fruit[r] == 0)
        gain_norias (board, state, player, 1);
      else
        {
          state->supply_fruit[r]--;
          ps->fruits[r]++;
        }
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Norias (N1-N3)                                                       */

/* E2: which pieces go back for @cost: @large large ones (ALP_NONE: as few
 * as will do), small ones for the rest; the change comes after, from the
 * supply (make_noria_change()) */
static gboolean
return_large_norias (const AlpBoard *board,
                     AlpState       *state,
                     guint           player,
                     guint           cost,
                     guint           large,
                     GError        **error)
{
  AlpPlayerState *ps = &state->players[player];
  guint left = ps->norias - cost;
  guint fewest = ps->large_norias > left / 3 ? ps->large_norias - left / 3 : 0;

  if (large == ALP_NONE)
    large = fewest;
  if (large > ps->large_norias)
    FAIL ("N1", _("%s holds %u large norias, not %u"), NAME (player), ps->large_norias, large);
  if (large < fewest)
    FAIL ("N1", _("%s keeps norias worth %u: at most %u large ones can stay"), NAME (player), left,
          left / 3);
  ps->large_norias -= large;

  return TRUE;
}

static gboolean
apply_spend_norias APPLY_ARGS
{
  guint player = state->current;
  AlpPlayerState *ps = &state->players[player];
  guint cost = action->cost;

  if (cost < 1 || cost > 5)
    FAIL ("N1", _("norias are spent 1 to 5 at a time"));
  if (ps->norias < cost)
    FAIL ("N1", _("%s holds norias worth %u, not %u"), NAME (player), ps->norias, cost);
  if (!return_large_norias (board, state, player, cost, action->large, error))
    return FALSE;

  ps->norias -= cost;
  state->supply_norias += cost;
  make_noria_change (board, state, player);

  switch (cost)
    {
    case 5:
    case 4:
    case 3:
      ps->dirhams += cost == 5 ? 3 : cost == 4 ? 1 : 0;
      return place_farmer (board, state, player, action->from[0], action->to[0], action->fruit[0],
                           "N1", error);

    case 2:
      if (action->from[0] == ALP_NONE)
        FAIL ("N1", _("2 norias move a farmer from one farmland to another"));
      return place_farmer (board, state, player, action->from[0], action->to[0], action->fruit[0],
                           "A4", error);

    case 1:
    default:
      if (action->fruit[0] >= ALP_N_FRUITS || ps->fruits[action->fruit[0]] == 0)
        FAIL ("N1", _("%s returns a fruit they hold"), NAME (player));
      ps->fruits[action->fruit[0]]--;
      state->supply_fruit[action->fruit[0]]++;
      return take_fruit_from (board, state, state->supply_fruit, ALP_NONE, player,
                              action->fruit[1], "N1", error);
    }
}

/* ------------------------------------------------------------------ */
/* The end of a turn, the end space (E1, E2)                            */

/**
 * alp_rules_sale_items:
 *
 * Returns: the items @player would sell now (E2): fruits, goal tokens and
 *   norias, a large one as 3 or, with the table's E2 option, as 1
 */
guint
alp_rules_sale_items (const AlpBoard *board,
                      const AlpState *state,
                      guint           player)
{
  const AlpPlayerState *ps = &state->players[player];
  guint items = ps->goal_tokens + (board->options.large_noria_one_item
                                   ? ps->norias - 2u * ps->large_norias : ps->norias);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    items += ps->fruits[f];

  return items;
}

static void
sell_leftovers (const AlpBoard *board,
                AlpState       *state,
                guint           player)
{
  AlpPlayerState *ps = &state->players[player];
  guint items = alp_rules_sale_items (board, state, player);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      state->supply_fruit[f] += ps->fruits[f];
      ps->fruits[f] = 0;
    }
  state->supply_norias += ps->norias;
  state->supply_goal_tokens += ps->goal_tokens;
  ps->norias = 0;
  ps->large_norias = 0;
  ps->goal_tokens = 0;
  ps->sale_items = items;
  ps->sale_dirhams = items / 3;
  ps->sold = TRUE;
}

static gboolean
apply_end_turn APPLY_ARGS
{
  guint mule = state->current;
  AlpPosition pos = state->mules[mule];

  /* A11, a table option: unable to complete a goal, the player is given
   * the goal token ("erhältst du stattdessen") */
  if (!board->options.goal_token_declinable && goal_token_due (board, state, mule))
    FAIL ("A11", _("%s cannot complete any goal here and takes a goal token instead"),
          NAME (mule));

  if (pos.space == board->end_space)
    {
      AlpPlayerState *ps = &state->players[mule];

      ps->end_dirhams = board->track[pos.space].def->spots[pos.spot].value;
      sell_leftovers (board, state, mule);
      state->finished |= 1u << mule;   /* T7 */
    }

  start_next_turn (board, state);

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Zara (Z1-Z9)                                                         */

static gboolean zara_after_roll (const AlpBoard *board,
                                 AlpState       *state,
                                 GError        **error);

static gboolean
apply_zara_roll APPLY_ARGS
{
  if (action->value < 1 || action->value > 6)
    FAIL ("Z2", _("the die shows 1 to 6, not %u"), action->value);

  state->zara_roll = action->value;

  return zara_after_roll (board, state, error);
}

/* Z2-Z4, Z8: Zara's steps.  Returns where she stops. */
static AlpPosition
zara_walk (const AlpBoard *board,
           const AlpState *state,
           guint           pips)
{
  AlpPosition pos = state->mules[ALP_ZARA];
  guint space = pos.space;

  while (pips > 0 && space + 1 < board->n_spaces)
    {
      AlpSpaceKind kind;

      space++;
      kind = space_kind (board, space);

      if (kind == ALP_SPACE_END)
        {
          const AlpSpaceDef *def = board->track[space].def;
          guint best = ALP_NONE;

          /* Z8: the first free end spot, the one of highest value */
          for (guint s = 0; s < def->n_spots; s++)
            {
              if (mule_at (board, state, space, s, ALP_ZARA) != ALP_NONE ||
                  (def->spots[s].four_player_only && board->n_players < 4))
                continue;
              if (best == ALP_NONE || def->spots[s].value > def->spots[best].value)
                best = s;
            }
          return (AlpPosition) { space, best };
        }

      if (kind == ALP_SPACE_STANDARD)
        {
          /* Z2: spaces holding another mule are not counted */
          if (mule_at (board, state, space, 0, ALP_ZARA) == ALP_NONE)
            {
              pips--;
              if (pips == 0)
                return (AlpPosition) { space, 0 };
            }
          continue;
        }

      /* Z3: a market or harvest space: each free spot counts one step as
       * she enters; she stops inside it in any case. */
      {
        const AlpSpaceDef *def = board->track[space].def;
        guint last = ALP_NONE;

        for (guint s = 0; s < def->n_spots && pips > 0; s++)
          {
            if (mule_at (board, state, space, s, ALP_ZARA) != ALP_NONE)
              continue;
            last = s;
            pips--;
          }
        if (last != ALP_NONE)
          return (AlpPosition) { space, last };
        /* Full, a table option: she passes it like an occupied space, or
         * stops at its last spot, beside the mule there, and acts */
        if (!board->options.zara_passes_full_space && def->n_spots > 0)
          return (AlpPosition) { space, def->n_spots - 1 };
      }
    }

  return (AlpPosition) { space, 0 };
}

/* Z2-Z4, Z8 for the Zara-only ruleset (alp-quick.c) */
AlpPosition
alp_rules_zara_walk (const AlpBoard *board,
                     const AlpState *state,
                     guint           pips)
{
  return zara_walk (board, state, pips);
}

static gboolean
zara_after_roll (const AlpBoard *board,
                 AlpState       *state,
                 GError        **error)
{
  AlpPosition to = zara_walk (board, state, state->zara_roll);
  AlpSpaceKind kind = space_kind (board, to.space);

  if (kind == ALP_SPACE_END)
    {
      const AlpSpaceDef *def = board->track[to.space].def;

      /* Z8: the highest of the free end spots, so every one of them must
       * be known before she can choose */
      for (guint s = 0; s < def->n_spots; s++)
        if (!def->spots[s].value_known &&
            mule_at (board, state, to.space, s, ALP_ZARA) == ALP_NONE &&
            !(def->spots[s].four_player_only && board->n_players < 4))
          {
            g_autofree char *path = error ? end_value_path (board, (AlpPosition) { to.space, s }) : NULL;

            MISSING (path, _("the dirhams of the free end spots are needed for Zara to take the highest (Z8)"));
          }
    }

  state->mules[ALP_ZARA] = to;
  state->arrivals[ALP_ZARA] = state->n_events;

  if (kind == ALP_SPACE_END)
    {
      state->finished |= 1u << ALP_ZARA;
      start_next_turn (board, state);
      return TRUE;
    }
  if (kind == ALP_SPACE_MARKET || kind == ALP_SPACE_HARVEST)
    {
      /* Z6, Z7: the table reports a card */
      if (deck_size (state) == 0)
        {
          start_next_turn (board, state);
          return TRUE;
        }
      state->zara_pending = kind;
      state->zara_turned = ALP_NONE;
      state->phase = ALP_PHASE_ZARA_CARD;
      return TRUE;
    }

  start_next_turn (board, state);   /* Z5 */
  return TRUE;
}

/* The card at the top of the deck, if the engine knows which it is */
static guint
deck_top_known (const AlpState *state)
{
  if (state->deck_unseen == 0 && state->n_bottom > 0)
    return state->bottom[0];

  return ALP_NONE;
}

/* Where the edition knows every card's back, a back can only be one that
 * a card able to be on top shows */
static gboolean
back_possible (const AlpBoard *board,
               const AlpState *state,
               guint           top,
               guint           fruit,
               guint           arrow)
{
  guint32 candidates = top != ALP_NONE ? 1u << top : state->deck_unseen;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (!back_known (board, c))
      return TRUE;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if ((candidates & (1u << c)) && board->ed->cards[c].back_fruit == fruit &&
        board->ed->cards[c].back_arrow == arrow)
      return TRUE;

  return FALSE;
}

static gboolean
read_card_back (const AlpBoard  *board,
                const AlpState  *state,
                const AlpAction *action,
                guint           *fruit,
                guint           *arrow,
                GError         **error)
{
  guint top = deck_top_known (state);
  /* The back is read for a market (Z6) or, after a harvest's card, for
   * the farmland it names (Z7) */
  const char *rule = state->zara_pending == ALP_SPACE_HARVEST ? "Z7" : "Z6";

  if (action->card != ALP_NONE)
    {
      if (action->card >= ALP_N_DELIVERY_CARDS)
        FAIL (rule, _("there are only %u delivery cards"), ALP_N_DELIVERY_CARDS);
      if (top != ALP_NONE ? action->card != top : !(state->deck_unseen & (1u << action->card)))
        FAIL (rule, _("that card cannot be at the top of the deck"));
      if (!matches_top_back (board, state, action->card))
        FAIL (rule, _("the back of the deck’s top card was seen already, and this card’s back is another"));
      /* a back the copy does not describe is the table's to read off
       * the deck, never made up (nor asked: the card lies face down) */
      if (!back_known (board, action->card))
        FAIL (rule, _("your copy does not say what this card’s back shows: enter the back on the deck"));
      *fruit = board->ed->cards[action->card].back_fruit;
      *arrow = board->ed->cards[action->card].back_arrow;
      return TRUE;
    }

  if (action->fruit[0] >= ALP_N_FRUITS || action->arrow > ALP_ARROW_DOWN)
    FAIL (rule, _("a card’s back shows a fruit and an arrow up or down"));
  if (state->top_fruit != ALP_NONE &&
      (action->fruit[0] != state->top_fruit || action->arrow != state->top_arrow))
    FAIL (rule, _("the back of the deck’s top card was seen already, and it is another"));
  if (!back_possible (board, state, top, action->fruit[0], action->arrow))
    FAIL (rule, _("no card that can be at the top of the deck has that back"));
  *fruit = action->fruit[0];
  *arrow = action->arrow;

  return TRUE;
}

/* Z6: which village holds the token to remove; ALP_NONE for none, and
 * *tied set when two villages hold equal ones. */
static guint
zara_market_village (const AlpBoard *board,
                     const AlpState *state,
                     guint           fruit,
                     guint           arrow,
                     guint          *code,
                     gboolean       *tied)
{
  guint best_village = ALP_NONE;
  gint best = -1;

  *tied = FALSE;
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint i = 0; i < state->villages[v].n_tokens; i++)
      {
        guint c = state->villages[v].tokens[i];
        gint n;

        if (ALP_TOKEN_FRUIT (c) != fruit)
          continue;
        n = board->ed->tokens[fruit].counts[ALP_TOKEN_INDEX (c)];
        if (best < 0 || (arrow == ALP_ARROW_UP ? n > best : n < best))
          {
            best = n;
            best_village = v;
            *code = c;
            *tied = FALSE;
          }
        else if (n == best && v != best_village)
          *tied = TRUE;
      }

  return best_village;
}

static void
zara_remove_token (AlpState *state,
                   guint     village,
                   guint     code)
{
  remove_village_token (&state->villages[village], token_in_village (&state->villages[village], code));
  state->tokens_out++;
  market_deliver (state, ALP_TOKEN_FRUIT (code));
}

static gboolean
apply_zara_card APPLY_ARGS
{
  guint fruit, arrow;

  if (state->zara_pending == ALP_SPACE_HARVEST && state->zara_turned == ALP_NONE)
    {
      /* Z7, first report: the card turned up, whose front counts */
      guint top = deck_top_known (state);

      if (action->card == ALP_NONE || action->card >= ALP_N_DELIVERY_CARDS)
        FAIL ("Z7", _("name the card turned up from the deck"));
      if (top != ALP_NONE ? action->card != top : !(state->deck_unseen & (1u << action->card)))
        FAIL ("Z7", _("that card cannot be at the top of the deck"));
      if (!matches_top_back (board, state, action->card))
        FAIL ("Z7", _("the back of the deck’s top card was seen, and this card’s back is another"));
      forget_top_back (state);
      if (!board->ed->cards[action->card].known)
        {
          g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", action->card);

          MISSING (path, _("the card turned up needs to be described"));
        }
      if (top != ALP_NONE)
        memmove (state->bottom, state->bottom + 1, --state->n_bottom);
      else
        state->deck_unseen &= ~(1u << action->card);
      state->zara_turned = action->card;

      if (deck_size (state) == 0)
        {
          /* Nothing under it: the turned card is the new top. */
          state->bottom[state->n_bottom++] = action->card;
          state->zara_turned = ALP_NONE;
          start_next_turn (board, state);
        }
      return TRUE;
    }

  if (!read_card_back (board, state, action, &fruit, &arrow, error))
    return FALSE;
  state->top_fruit = fruit;
  state->top_arrow = arrow;
  if (action->card != ALP_NONE)
    state->top_card = action->card;

  if (state->zara_pending == ALP_SPACE_HARVEST)
    {
      const AlpCardDef *turned = &board->ed->cards[state->zara_turned];
      AlpFarmlandState *fl = &state->farmlands[fruit];

      /* Z7: remove what is there, ignore the rest */
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          guint n = MIN (turned->front[f], fl->fruit[f]);

          fl->fruit[f] -= n;
          state->supply_fruit[f] += n;
        }
      state->bottom[state->n_bottom++] = state->zara_turned;
      state->zara_turned = ALP_NONE;
      start_next_turn (board, state);
      return TRUE;
    }

  /* Z6 */
  {
    guint code = 0;
    gboolean tied;
    guint village = zara_market_village (board, state, fruit, arrow, &code, &tied);

    if (village != ALP_NONE && tied)
      {
        state->zara_fruit = fruit;
        state->zara_arrow = arrow;
        state->phase = ALP_PHASE_ZARA_CHOOSE;
        return TRUE;
      }
    if (village != ALP_NONE)
      zara_remove_token (state, village, code);
  }
  start_next_turn (board, state);

  return TRUE;
}

static gboolean
apply_zara_choose APPLY_ARGS
{
  guint code = 0;
  gboolean tied;
  guint village = action->village;
  gint best = -1;

  zara_market_village (board, state, state->zara_fruit, state->zara_arrow, &code, &tied);
  best = board->ed->tokens[state->zara_fruit].counts[ALP_TOKEN_INDEX (code)];

  if (village >= ALP_N_REGIONS)
    FAIL ("Z6", _("choose one of the villages holding the token"));
  for (guint i = 0; i < state->villages[village].n_tokens; i++)
    {
      guint c = state->villages[village].tokens[i];

      if (ALP_TOKEN_FRUIT (c) == state->zara_fruit &&
          board->ed->tokens[state->zara_fruit].counts[ALP_TOKEN_INDEX (c)] == best)
        {
          zara_remove_token (state, village, c);
          start_next_turn (board, state);
          return TRUE;
        }
    }

  FAIL ("Z6", _("the %s village holds no such token"), REGION (village));
}

/* ------------------------------------------------------------------ */
/* Dispatch                                                             */

typedef gboolean (*ApplyFunc) APPLY_ARGS;

static const struct
{
  ApplyFunc func;
  guint8    phases;   /* bit per AlpPhase in which it may come */
} dispatch[ALP_N_ACTIONS] = {
  [ALP_ACTION_MOVE]          = { apply_move,          1 << ALP_PHASE_MOVE },
  [ALP_ACTION_ADD_FARMER]    = { apply_add_farmer,    1 << ALP_PHASE_ACT },
  [ALP_ACTION_MOVE_FARMER]   = { apply_move_farmer,   1 << ALP_PHASE_ACT },
  [ALP_ACTION_IRRIGATE]      = { apply_irrigate,      1 << ALP_PHASE_ACT },
  [ALP_ACTION_TAKE_NORIAS]   = { apply_take_norias,   1 << ALP_PHASE_ACT },
  [ALP_ACTION_TAKE_FRUIT]    = { apply_take_fruit,    1 << ALP_PHASE_ACT },
  [ALP_ACTION_TAKE_DIRHAMS]  = { apply_take_dirhams,  1 << ALP_PHASE_ACT },
  [ALP_ACTION_COMPLETE_GOAL] = { apply_complete_goal, 1 << ALP_PHASE_ACT },
  [ALP_ACTION_GOAL_TOKEN]    = { apply_goal_token,    1 << ALP_PHASE_ACT },
  [ALP_ACTION_MARKET]        = { apply_market,        1 << ALP_PHASE_ACT },
  [ALP_ACTION_HARVEST]       = { apply_harvest,       1 << ALP_PHASE_ACT },
  [ALP_ACTION_SPEND_NORIAS]  = { apply_spend_norias,  (1 << ALP_PHASE_MOVE) | (1 << ALP_PHASE_ACT) },
  [ALP_ACTION_END_TURN]      = { apply_end_turn,      1 << ALP_PHASE_ACT },
  [ALP_ACTION_REVEAL_CARD]   = { apply_reveal,        1 << ALP_PHASE_REVEAL },
  [ALP_ACTION_ZARA_ROLL]     = { apply_zara_roll,     1 << ALP_PHASE_ZARA_ROLL },
  [ALP_ACTION_ZARA_CARD]     = { apply_zara_card,     1 << ALP_PHASE_ZARA_CARD },
  [ALP_ACTION_ZARA_CHOOSE]   = { apply_zara_choose,   1 << ALP_PHASE_ZARA_CHOOSE },
};

static void
explain_phase (const AlpBoard *board,
               const AlpState *state,
               GError        **error)
{
  const char *who = NAME (state->current);

  switch (state->phase)
    {
    case ALP_PHASE_MOVE:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "T2",
                          _("%s moves the mule first, then acts"), who);
      break;
    case ALP_PHASE_ACT:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "T2",
                          _("%s has moved already: actions or the end of the turn come next"), who);
      break;
    case ALP_PHASE_REVEAL:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "M6",
                          _("turn up a new delivery card from the deck first"));
      break;
    case ALP_PHASE_ZARA_ROLL:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "Z1",
                          _("it is Zara’s turn: roll the die for her"));
      break;
    case ALP_PHASE_ZARA_CARD:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME,
                          state->zara_pending == ALP_SPACE_MARKET ? "Z6" : "Z7",
                          _("Zara stopped: report the delivery card she needs first"));
      break;
    case ALP_PHASE_ZARA_CHOOSE:
      alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "Z6",
                          _("choose which of the equal tokens Zara removes first"));
      break;
    case ALP_PHASE_OVER:
    default:
      alp_set_rule_error (error, ALP_RULE_ERROR_GAME_OVER, "T8",
                          _("the game is over: every mule is in the end space"));
      break;
    }
}

gboolean
alp_rules_apply (const AlpBoard  *board,
                 AlpState        *state,
                 const AlpAction *action,
                 GError         **error)
{
  AlpState scratch;

  g_return_val_if_fail (action->kind < ALP_N_ACTIONS, FALSE);

  if (board->quick)
    return _alp_quick_apply (board, state, action, error);

  if (!(dispatch[action->kind].phases & (1u << state->phase)))
    {
      if (error == NULL)
        return FALSE;
      if (action->kind == ALP_ACTION_SPEND_NORIAS && state->phase >= ALP_PHASE_ZARA_ROLL &&
          state->phase <= ALP_PHASE_ZARA_CHOOSE)
        alp_set_rule_error (error, ALP_RULE_ERROR_WRONG_TIME, "N3",
                            _("norias are spent only during their owner’s own turn, and this is Zara’s"));
      else
        explain_phase (board, state, error);
      return FALSE;
    }

  scratch = *state;
  /* N2, A13: norias are spent in the middle of the receiving action only;
   * any other action ends it, and what exceeds 5 is lost */
  if (scratch.norias_pending > 0 && action->kind != ALP_ACTION_SPEND_NORIAS &&
      action->kind != ALP_ACTION_TAKE_NORIAS && action->kind != ALP_ACTION_REVEAL_CARD)
    resolve_pending_norias (board, &scratch);
  if (!dispatch[action->kind].func (board, &scratch, action, error))
    return FALSE;

  scratch.n_events++;
  *state = scratch;

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Conservation                                                         */

#define CHECK(cond, ...)                                                       \
  G_STMT_START {                                                               \
    if (!(cond))                                                               \
      {                                                                        \
        g_set_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL, __VA_ARGS__); \
        return FALSE;                                                          \
      }                                                                        \
  } G_STMT_END

/**
 * alp_rules_check:
 *
 * Accounts for every piece: 21 fruits of each type, 15 farmers a player,
 * norias worth 25, 15 channel tokens, 2 crop tokens a fruit, 10 goal tokens,
 * 25 delivery tokens, 20 delivery cards; and the limits of A1 and N2.
 */
gboolean
alp_rules_check (const AlpBoard *board,
                 const AlpState *state,
                 GError        **error)
{
  guint norias = state->supply_norias;
  guint large = 0;
  guint goal_tokens = state->supply_goal_tokens;
  guint tokens = state->tokens_out;
  guint cards = deck_size (state);
  guint channels = __builtin_popcountll (state->channels_placed);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint fruits = state->supply_fruit[f];
      guint crops = state->supply_crops[f];

      for (guint r = 0; r < ALP_N_REGIONS; r++)
        {
          fruits += state->farmlands[r].fruit[f];
          crops += state->farmlands[r].crops[f];
        }
      for (guint p = 0; p < board->n_players; p++)
        {
          fruits += state->players[p].fruits[f];
          CHECK (state->players[p].fruits[f] <= ALP_FRUIT_LIMIT, "A1: %s holds %u %s",
                 NAME (p), state->players[p].fruits[f], alp_fruit_to_string (f));
        }
      CHECK (fruits == ALP_FRUITS_PER_TYPE, "%u %s in the game, not 21", fruits,
             alp_fruit_to_string (f));
      CHECK (crops == ALP_CROP_TOKENS_PER_FRUIT, "%u %s crop tokens, not 2", crops,
             alp_fruit_to_string (f));
    }

  for (guint p = 0; p < board->n_players; p++)
    {
      const AlpPlayerState *ps = &state->players[p];
      guint farmers = ps->farmers;

      for (guint r = 0; r < ALP_N_REGIONS; r++)
        farmers += state->farmlands[r].farmers[p] + state->villages[r].farmers[p];
      for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
        for (guint s = 0; s < ALP_MAX_GOAL_SPOTS; s++)
          farmers += state->goal_spots[c][s] == p + 1;
      CHECK (farmers == ALP_FARMERS_PER_PLAYER, "%s has %u farmers, not 15", NAME (p), farmers);
      CHECK (ps->norias <= ALP_NORIA_LIMIT, "N2: %s holds norias worth %u", NAME (p), ps->norias);
      CHECK (3u * ps->large_norias <= ps->norias, "E2: %s holds %u large norias in norias worth %u",
             NAME (p), ps->large_norias, ps->norias);
      large += ps->large_norias;

      norias += ps->norias;
      goal_tokens += ps->goal_tokens;
      tokens += ps->n_tokens;
      cards += ps->n_cards;
    }

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    tokens += state->villages[r].n_tokens;
  for (guint i = 0; i < ALP_MAX_DISPLAY; i++)
    cards += state->display[i] != ALP_NONE;
  if (state->phase == ALP_PHASE_ZARA_CARD && state->zara_turned != ALP_NONE)
    cards++;

  CHECK (norias == ALP_NORIA_VALUE_TOTAL, "norias worth %u in the game, not 25", norias);
  CHECK (large <= ALP_LARGE_NORIAS && 3 * (ALP_LARGE_NORIAS - large) <= state->supply_norias,
         "%u large norias held, and the supply's norias worth %u", large, state->supply_norias);
  CHECK (goal_tokens == ALP_GOAL_TOKENS, "%u goal tokens, not 10", goal_tokens);
  CHECK (tokens == ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT, "%u delivery tokens, not 25", tokens);
  CHECK (cards == ALP_N_DELIVERY_CARDS, "%u delivery cards, not 20", cards);
  CHECK (state->channels_used <= ALP_CHANNEL_TOKENS, "%u channel tokens placed, of 15",
         state->channels_used);
  CHECK (!board->ed->canal.known || channels == state->channels_used,
         "%u channel spaces hold tokens, but %u tokens were placed", channels, state->channels_used);

  return TRUE;
}
