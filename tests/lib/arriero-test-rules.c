/* arriero-test-rules.c: building and arranging games for the rule tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-test-rules.h"

/* The edition's segments laid go, m1, h1, m2, h2, m3, h3, m4, h4, end (in
 * the edition's own order of each kind); mule i on start spot i; market
 * card in fruit order; side A of every goal card; the first cards face up.
 * The delivery tokens are dealt by a seeded draw. */
AlpSetup *
fixed_setup (AlpEdition *edition,
             guint       n_players)
{
  const AlpEditionData *ed = _alp_edition_get_data (edition);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  AlpSetup *setup = alp_setup_new (n_players);
  guint8 markets[4], harvests[4];
  guint n_markets = 0, n_harvests = 0;

  alp_setup_randomize (setup, edition, ALP_SETUP_TOKENS, rand, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    switch (ed->segments[i].kind)
      {
      case ALP_SEGMENT_GO:
        setup->segments[0] = i;
        break;
      case ALP_SEGMENT_MARKET:
        markets[n_markets++] = i;
        break;
      case ALP_SEGMENT_HARVEST:
        harvests[n_harvests++] = i;
        break;
      case ALP_SEGMENT_END:
      default:
        setup->segments[9] = i;
        break;
      }
  g_assert_cmpuint (n_markets, ==, 4);
  g_assert_cmpuint (n_harvests, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      setup->segments[1 + 2 * i] = markets[i];
      setup->segments[2 + 2 * i] = harvests[i];
    }

  for (guint m = 0; m < alp_setup_get_n_mules (setup); m++)
    setup->start_spots[m] = m;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    setup->market[f] = f;
  memset (setup->goal_sides, 0, sizeof setup->goal_sides);
  setup->n_display = ed->display_size;
  for (guint i = 0; i < ed->display_size; i++)
    setup->display[i] = i;

  return setup;
}

AlpGame *
new_game (const char *edition_name,
          guint       n_players)
{
  g_autoptr(AlpEdition) edition = load_edition (edition_name);
  g_autoptr(AlpSetup) setup = fixed_setup (edition, n_players);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  g_assert_true (alp_game_check (game, NULL));

  return game;
}

/* The first standard space showing exactly @n times @icon and nothing else */
guint
find_standard (const AlpBoard *board,
               AlpIcon         icon,
               guint           n)
{
  for (guint s = 0; s < board->n_spaces; s++)
    {
      const AlpSpaceDef *def = board->track[s].def;

      if (def->kind == ALP_SPACE_STANDARD && def->icons.n_icons == n &&
          alp_rules_count_icon (&def->icons, icon) == n)
        return s;
    }

  g_assert_not_reached ();
}

/* The @nth (from 0) space of @kind on the track */
guint
find_space (const AlpBoard *board,
            AlpSpaceKind    kind,
            guint           nth)
{
  for (guint s = 0; s < board->n_spaces; s++)
    if (board->track[s].def->kind == kind && nth-- == 0)
      return s;

  g_assert_not_reached ();
}

/* ------------------------------------------------------------------ */
/* Arranging a position                                                 */

void
put_mule (AlpState *s,
          guint     mule,
          guint     space,
          guint     spot)
{
  s->mules[mule].space = space;
  s->mules[mule].spot = spot;
}

/* @mule has just stopped at @space/@spot and is about to act */
void
begin_act (AlpState *s,
           guint     mule,
           guint     space,
           guint     spot)
{
  put_mule (s, mule, space, spot);
  s->current = mule;
  s->phase = ALP_PHASE_ACT;
  memset (s->used, 0, sizeof s->used);
  s->farmed = 0;
  /* as a move does: the goal tokens held now may be spent here (A12) */
  s->goal_completed = FALSE;
  s->spendable_tokens = mule < ALP_MAX_PLAYERS ? s->players[mule].goal_tokens : 0;
}

/* @mule is the one to move, standing at @space/@spot */
void
begin_move (AlpState *s,
            guint     mule,
            guint     space,
            guint     spot)
{
  put_mule (s, mule, space, spot);
  s->current = mule;
  s->phase = ALP_PHASE_MOVE;
  memset (s->used, 0, sizeof s->used);
  s->farmed = 0;
}

/* Sets what @player holds of @fruit, through the supply */
void
set_fruit (AlpState *s,
           guint     player,
           guint     fruit,
           guint     n)
{
  s->supply_fruit[fruit] += s->players[player].fruits[fruit];
  g_assert_cmpuint (s->supply_fruit[fruit], >=, n);
  s->supply_fruit[fruit] -= n;
  s->players[player].fruits[fruit] = n;
}

/* Sets what @region's farmland holds of @fruit, through the supply */
void
set_farmland_fruit (AlpState *s,
                    guint     region,
                    guint     fruit,
                    guint     n)
{
  s->supply_fruit[fruit] += s->farmlands[region].fruit[fruit];
  g_assert_cmpuint (s->supply_fruit[fruit], >=, n);
  s->supply_fruit[fruit] -= n;
  s->farmlands[region].fruit[fruit] = n;
}

/* Leaves @n of @fruit in the supply, the rest going to the green farmland
 * (or coming from the farmlands) */
void
set_supply_fruit (AlpState *s,
                  guint     fruit,
                  guint     n)
{
  while (s->supply_fruit[fruit] > n)
    {
      s->supply_fruit[fruit]--;
      s->farmlands[ALP_REGION_GREEN].fruit[fruit]++;
    }
  for (guint r = 0; r < ALP_N_REGIONS && s->supply_fruit[fruit] < n; r++)
    while (s->farmlands[r].fruit[fruit] > 0 && s->supply_fruit[fruit] < n)
      {
        s->farmlands[r].fruit[fruit]--;
        s->supply_fruit[fruit]++;
      }
  g_assert_cmpuint (s->supply_fruit[fruit], ==, n);
}

void
set_norias (AlpState *s,
            guint     player,
            guint     value)
{
  s->supply_norias += s->players[player].norias;
  s->supply_norias -= value;
  s->players[player].norias = value;
}

/* Moves @n of @player's farmers from the supply to @region's farmland */
void
add_farmers (AlpState *s,
             guint     player,
             guint     region,
             guint     n)
{
  g_assert_cmpuint (s->players[player].farmers, >=, n);
  s->players[player].farmers -= n;
  s->farmlands[region].farmers[player] += n;
}

/* Moves @n of @player's farmers from the supply to @region's village */
void
add_village_farmers (AlpState *s,
                     guint     player,
                     guint     region,
                     guint     n)
{
  g_assert_cmpuint (s->players[player].farmers, >=, n);
  s->players[player].farmers -= n;
  s->villages[region].farmers[player] += n;
}

/* Puts all of @player's farmers left in supply into @region's farmland */
void
empty_farmer_supply (AlpState *s,
                     guint     player,
                     guint     region)
{
  add_farmers (s, player, region, s->players[player].farmers);
}

/* Takes delivery token @code from wherever it is and gives it to @player */
void
give_token (AlpState *s,
            guint     player,
            guint     code)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint i = 0; i < s->villages[v].n_tokens; i++)
      if (s->villages[v].tokens[i] == code)
        {
          memmove (s->villages[v].tokens + i, s->villages[v].tokens + i + 1,
                   s->villages[v].n_tokens - i - 1);
          s->villages[v].n_tokens--;
          s->players[player].tokens[s->players[player].n_tokens++] = code;
          return;
        }

  /* Out of the game (S2): bring it back in */
  g_assert_cmpuint (s->tokens_out, >, 0);
  s->tokens_out--;
  s->players[player].tokens[s->players[player].n_tokens++] = code;
}

/* Empties every village, the tokens going out of the game */
void
clear_villages (AlpState *s)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      s->tokens_out += s->villages[v].n_tokens;
      s->villages[v].n_tokens = 0;
    }
}

void
deal_token (AlpState *s,
            guint     village,
            guint     code)
{
  g_assert_cmpuint (s->tokens_out, >, 0);
  s->tokens_out--;
  s->villages[village].tokens[s->villages[village].n_tokens++] = code;
}

AlpState
get_state (AlpGame *game)
{
  return *_alp_game_get_state (game);
}

/* ------------------------------------------------------------------ */
/* Comparing states                                                     */

static void same (guint       got,
                  guint       want,
                  const char *format,
                  ...) G_GNUC_PRINTF (3, 4);

static void
same (guint       got,
      guint       want,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (got == want)
    return;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_error ("%s is %u, expected %u", what, got, want);
}

/* The game's state is @expect in every piece; only the event count and
 * the uses of the stop's actions are not compared. */
void
assert_state_is (AlpGame        *game,
                 const AlpState *expect)
{
  const AlpState *got = _alp_game_get_state (game);

  same (got->phase, expect->phase, "phase");
  same (got->current, expect->current, "current");
  same (got->finished, expect->finished, "finished");
  for (guint m = 0; m < ALP_MAX_MULES; m++)
    {
      same (got->mules[m].space, expect->mules[m].space, "mule %u space", m);
      same (got->mules[m].spot, expect->mules[m].spot, "mule %u spot", m);
    }
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      const AlpPlayerState *a = &got->players[p], *b = &expect->players[p];

      same (a->dirhams, b->dirhams, "player %u dirhams", p);
      same (a->end_dirhams, b->end_dirhams, "player %u end dirhams", p);
      same (a->sale_dirhams, b->sale_dirhams, "player %u sale dirhams", p);
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        same (a->fruits[f], b->fruits[f], "player %u fruit %u", p, f);
      same (a->norias, b->norias, "player %u norias", p);
      same (a->farmers, b->farmers, "player %u farmers", p);
      same (a->goal_tokens, b->goal_tokens, "player %u goal tokens", p);
      same (a->goals_done, b->goals_done, "player %u goals done", p);
      same (a->n_tokens, b->n_tokens, "player %u delivery tokens", p);
      for (guint i = 0; i < b->n_tokens; i++)
        same (a->tokens[i], b->tokens[i], "player %u token %u", p, i);
      same (a->n_cards, b->n_cards, "player %u cards", p);
      for (guint i = 0; i < b->n_cards; i++)
        same (a->cards[i], b->cards[i], "player %u card %u", p, i);
      same (a->markets, b->markets, "player %u markets", p);
      same (a->sold, b->sold, "player %u sold", p);
    }
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          same (got->farmlands[r].fruit[f], expect->farmlands[r].fruit[f],
                "farmland %u fruit %u", r, f);
          same (got->farmlands[r].crops[f], expect->farmlands[r].crops[f],
                "farmland %u crops %u", r, f);
        }
      for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
        {
          same (got->farmlands[r].farmers[p], expect->farmlands[r].farmers[p],
                "farmland %u farmers of %u", r, p);
          same (got->villages[r].farmers[p], expect->villages[r].farmers[p],
                "village %u farmers of %u", r, p);
        }
      same (got->villages[r].n_tokens, expect->villages[r].n_tokens, "village %u tokens", r);
      for (guint i = 0; i < expect->villages[r].n_tokens; i++)
        same (got->villages[r].tokens[i], expect->villages[r].tokens[i],
              "village %u token %u", r, i);
      same (got->villages[r].award, expect->villages[r].award, "village %u award", r);
    }
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      same (got->supply_fruit[f], expect->supply_fruit[f], "supply fruit %u", f);
      same (got->supply_crops[f], expect->supply_crops[f], "supply crops %u", f);
      same (got->market[f], expect->market[f], "market position %u", f + 1);
    }
  same (got->supply_norias, expect->supply_norias, "supply norias");
  same (got->supply_goal_tokens, expect->supply_goal_tokens, "supply goal tokens");
  same (got->channels_used, expect->channels_used, "channels used");
  g_assert_cmphex (got->channels_placed, ==, expect->channels_placed);
  same (got->tokens_out, expect->tokens_out, "tokens out");
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    for (guint i = 0; i < ALP_MAX_GOAL_SPOTS; i++)
      same (got->goal_spots[c][i], expect->goal_spots[c][i], "goal card %u spot %u", c, i);
  for (guint i = 0; i < ALP_MAX_DISPLAY; i++)
    same (got->display[i], expect->display[i], "display %u", i);
  g_assert_cmphex (got->deck_unseen, ==, expect->deck_unseen);
  same (got->n_bottom, expect->n_bottom, "cards under the deck");
  for (guint i = 0; i < expect->n_bottom; i++)
    same (got->bottom[i], expect->bottom[i], "card %u under the deck", i);
  same (got->zara_turned, expect->zara_turned, "Zara's turned card");
  same (got->zara_pending, expect->zara_pending, "Zara's pending stop");
}

/* ------------------------------------------------------------------ */
/* Applying actions                                                     */

void
apply_ok (AlpGame         *game,
          const AlpAction *action)
{
  g_autoptr(GError) error = NULL;

  alp_game_apply (game, action, &error);
  g_assert_no_error (error);
  alp_game_check (game, &error);
  g_assert_no_error (error);
}

/* The action is refused by @rule and the state is left exactly as it was
 * (A13) */
void
assert_refused_code (AlpGame         *game,
                     const AlpAction *action,
                     gint             code,
                     const char      *rule)
{
  g_autoptr(GError) error = NULL;
  AlpState before = *_alp_game_get_state (game);

  g_assert_false (alp_game_apply (game, action, &error));
  g_assert_error (error, ALP_RULE_ERROR, code);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, rule);
  g_assert_true (memcmp (&before, _alp_game_get_state (game), sizeof before) == 0);
}

void
assert_refused (AlpGame         *game,
                const AlpAction *action,
                const char      *rule)
{
  assert_refused_code (game, action, ALP_RULE_ERROR_ILLEGAL, rule);
}

void
end_turn (AlpGame *game)
{
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_END_TURN);
  apply_ok (game, &action);
}

void
take_goal_token (AlpGame *game)
{
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_GOAL_TOKEN);
  apply_ok (game, &action);
}

AlpGame *
new_game_with_options (const char *edition_name,
                       guint       n_players,
                       guint32     options)
{
  g_autoptr(AlpEdition) edition = load_edition (edition_name);
  g_autoptr(AlpSetup) setup = fixed_setup (edition, n_players);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  setup->options = options;
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  return game;
}

/* @game's edition with @json (NULL: unknown) at @path, the state kept */
void
set_edition_value (AlpGame    *game,
                   const char *path,
                   const char *json)
{
  AlpState s = *_alp_game_get_state (game);
  g_autoptr(JsonNode) value = json != NULL ? json_from_string (json, NULL) : NULL;
  g_autoptr(AlpEdition) edited = NULL;
  g_autoptr(GError) error = NULL;

  edited = alp_edition_with_value (alp_game_get_edition (game), path, value, &error);
  g_assert_no_error (error);
  g_assert_true (alp_game_set_edition (game, edited, &error));
  g_assert_no_error (error);
  _alp_game_set_state (game, &s);
}

/* The action fails for want of the edition item at @path, and the state
 * is left exactly as it was */
void
assert_needs (AlpGame         *game,
              const AlpAction *action,
              const char      *path)
{
  g_autoptr(GError) error = NULL;
  AlpState before = *_alp_game_get_state (game);

  g_assert_false (alp_game_apply (game, action, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, path);
  g_assert_true (memcmp (&before, _alp_game_get_state (game), sizeof before) == 0);
}

/* The path of the dirhams of @spot of the end space */
char *
end_value_path (AlpGame *game,
                guint    spot)
{
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpTrackSpace *ts = &board->track[board->end_space];

  return g_strdup_printf ("segments[%u].sides.%s.spaces[%u].spots[%u].value", ts->segment,
                          alp_side_to_string (board->side), ts->index, spot);
}

void
spend_five_action (AlpGame   *game,
                   AlpAction *action)
{
  AlpState s = get_state (game);

  alp_action_init (action, ALP_ACTION_SPEND_NORIAS);
  action->cost = 5;
  action->to[0] = ALP_REGION_GREEN;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (s.farmlands[ALP_REGION_GREEN].fruit[f] > 0)
      {
        action->fruit[0] = f;
        break;
      }
}
