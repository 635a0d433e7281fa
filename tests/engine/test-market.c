/* test-market.c: markets, harvests, the end space, goals and Zara
 *
 * Rules M1-M7, H1-H3, E1-E2, the goal table and Z1-Z9 of the rules file.
 * Each test arranges a position, applies one action and checks the whole
 * resulting state (legal) or the rule named and the state unchanged
 * (refused).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "arriero-test-rules.h"

#define ED4  "complete-4p.json"
#define ED23 "complete-23p.json"

/* Token codes of the test editions, by fruit count:
 *   apple  2 2 3 4 5  (2-3 players: index 0 removed)
 *   grape  2 3 3 4 4  (index 0 removed)
 *   orange 3 2 3 4 5  (index 1 removed) */
#define APPLE_2  ALP_TOKEN (ALP_FRUIT_APPLE, 1)
#define APPLE_3  ALP_TOKEN (ALP_FRUIT_APPLE, 2)
#define APPLE_4  ALP_TOKEN (ALP_FRUIT_APPLE, 3)
#define APPLE_5  ALP_TOKEN (ALP_FRUIT_APPLE, 4)
#define GRAPE_3A ALP_TOKEN (ALP_FRUIT_GRAPE, 1)
#define GRAPE_3B ALP_TOKEN (ALP_FRUIT_GRAPE, 2)
#define GRAPE_4A ALP_TOKEN (ALP_FRUIT_GRAPE, 3)
#define GRAPE_4B ALP_TOKEN (ALP_FRUIT_GRAPE, 4)
#define ORANGE_3 ALP_TOKEN (ALP_FRUIT_ORANGE, 0)

/* ------------------------------------------------------------------ */
/* M1-M7: markets                                                       */

/* A 4-player game, mule 0 on @spot of the first market space; the
 * villages hold only: green APPLE_3 and GRAPE_3A, purple APPLE_4; the
 * player has a farmer in green and holds 4 apples and 3 grapes. */
static AlpGame *
market_game (guint     spot,
             AlpState *s)
{
  AlpGame *game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);

  *s = get_state (game);
  begin_act (s, 0, find_space (board, ALP_SPACE_MARKET, 0), spot);
  clear_villages (s);
  deal_token (s, ALP_REGION_GREEN, APPLE_3);
  deal_token (s, ALP_REGION_GREEN, GRAPE_3A);
  deal_token (s, ALP_REGION_PURPLE, APPLE_4);
  add_farmers (s, 0, ALP_REGION_GREEN, 1);
  set_fruit (s, 0, ALP_FRUIT_APPLE, 4);
  set_fruit (s, 0, ALP_FRUIT_GRAPE, 3);
  _alp_game_set_state (game, s);

  return game;
}

static void
token_action (AlpAction *a,
              guint      village,
              guint      token)
{
  alp_action_init (a, ALP_ACTION_MARKET);
  a->village = village;
  a->token = token;
}

static void
card_action (AlpAction *a,
             guint      card)
{
  alp_action_init (a, ALP_ACTION_MARKET);
  a->card = card;
}

static void
expect_delivery (AlpState *expect,
                 guint     player,
                 guint     village,
                 guint     token,
                 guint     count)
{
  guint fruit = ALP_TOKEN_FRUIT (token);
  AlpVillageState *v = &expect->villages[village];

  expect->farmlands[village].farmers[player]--;
  v->farmers[player]++;
  expect->players[player].fruits[fruit] -= count;
  expect->supply_fruit[fruit] += count;
  for (guint i = 0; i < v->n_tokens; i++)
    if (v->tokens[i] == token)
      {
        memmove (v->tokens + i, v->tokens + i + 1, v->n_tokens - i - 1);
        v->n_tokens--;
        break;
      }
  expect->players[player].tokens[expect->players[player].n_tokens++] = token;
  expect->players[player].markets++;
}

/* The market card after @fruit was delivered (M5) */
static void
expect_slide (AlpState *expect,
              guint     fruit)
{
  guint8 order[ALP_N_FRUITS];
  guint n = 0;

  for (guint i = 0; i < ALP_N_FRUITS; i++)
    if (expect->market[i] != fruit)
      order[n++] = expect->market[i];
  order[n] = fruit;
  memcpy (expect->market, order, sizeof order);
}

static void
test_m3_token (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);

  /* No farmer in the purple farmland */
  token_action (&a, ALP_REGION_PURPLE, APPLE_4);
  assert_refused (game, &a, "M3");
  /* Not a token of that village */
  token_action (&a, ALP_REGION_GREEN, APPLE_4);
  assert_refused (game, &a, "M3");
  token_action (&a, ALP_N_REGIONS, APPLE_3);
  assert_refused (game, &a, "M3");
  /* Not enough fruit: GRAPE_3A asks for 3, 2 held */
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 2);
  _alp_game_set_state (game, &s);
  token_action (&a, ALP_REGION_GREEN, GRAPE_3A);
  assert_refused (game, &a, "M3");
  /* A farmer in the green village does not count */
  s.farmlands[ALP_REGION_GREEN].farmers[0]--;
  s.villages[ALP_REGION_GREEN].farmers[0]++;
  _alp_game_set_state (game, &s);
  token_action (&a, ALP_REGION_GREEN, APPLE_3);
  assert_refused (game, &a, "M3");
  s.villages[ALP_REGION_GREEN].farmers[0]--;
  s.farmlands[ALP_REGION_GREEN].farmers[0]++;
  _alp_game_set_state (game, &s);

  /* Exactly 3 of the 4 apples; the award's green side (2 dirhams) and the
   * bonus of position 1 (2 dirhams) */
  expect = s;
  expect_delivery (&expect, 0, ALP_REGION_GREEN, APPLE_3, 3);
  expect.villages[ALP_REGION_GREEN].award = 1;
  expect.players[0].dirhams += 2 + 2;
  expect_slide (&expect, ALP_FRUIT_APPLE);
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

typedef struct
{
  const char *name;
  guint       village;
  guint       n_fruits;      /* chosen for the award */
  guint       dirhams[3];    /* award of the 1st, 2nd, 3rd delivery */
  guint       norias[3];
  guint       fruits[3];
} AwardCase;

/* complete-4p's award tokens: green 2 dirhams / 1 dirham; purple 2 dirhams
 * / 1 noria; orange dirham + noria / dirham; red 2 dirhams / fruit; yellow
 * dirham + fruit / dirham */
static const AwardCase award_cases[] = {
  { "green",  ALP_REGION_GREEN,  0, { 2, 1, 0 }, { 0, 0, 0 }, { 0, 0, 0 } },
  { "purple", ALP_REGION_PURPLE, 0, { 2, 0, 0 }, { 0, 1, 0 }, { 0, 0, 0 } },
  { "orange", ALP_REGION_ORANGE, 0, { 1, 1, 0 }, { 1, 0, 0 }, { 0, 0, 0 } },
  { "red",    ALP_REGION_RED,    1, { 2, 0, 0 }, { 0, 0, 0 }, { 0, 1, 0 } },
  { "yellow", ALP_REGION_YELLOW, 1, { 1, 1, 0 }, { 0, 0, 0 }, { 1, 0, 0 } },
};

static void
test_m4_award (gconstpointer data)
{
  const AwardCase *c = data;
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint8 tokens[3] = { APPLE_2, APPLE_3, APPLE_4 };
  guint counts[3] = { 2, 3, 4 };
  AlpState s = get_state (game), expect;
  AlpAction a;

  /* Apple on position 5 of the market card: no bonus (M5) */
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    s.market[i] = (i + 1) % ALP_N_FRUITS;
  clear_villages (&s);
  for (guint i = 0; i < 3; i++)
    deal_token (&s, c->village, tokens[i]);
  add_farmers (&s, 0, c->village, 3);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);

  for (guint i = 0; i < 3; i++)
    {
      begin_act (&s, 0, find_space (board, ALP_SPACE_MARKET, i), 0);
      set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
      set_fruit (&s, 0, ALP_FRUIT_CHERRY, 0);
      _alp_game_set_state (game, &s);

      token_action (&a, c->village, tokens[i]);
      if (c->fruits[i] > 0)
        {
          /* The award's fruit is the player's choice, and must be taken */
          assert_refused (game, &a, "M4");
          a.n = 2;
          a.fruits[0] = a.fruits[1] = ALP_FRUIT_CHERRY;
          assert_refused (game, &a, "M4");
        }
      else
        {
          /* No fruit to choose */
          a.n = 1;
          a.fruits[0] = ALP_FRUIT_CHERRY;
          assert_refused (game, &a, "M4");
        }
      a.n = c->fruits[i];

      expect = s;
      expect_delivery (&expect, 0, c->village, tokens[i], counts[i]);
      expect.villages[c->village].award = MIN (i + 1, 2);
      expect.players[0].dirhams += c->dirhams[i];
      expect.players[0].norias += c->norias[i];
      expect.supply_norias -= c->norias[i];
      expect.players[0].fruits[ALP_FRUIT_CHERRY] += c->fruits[i];
      expect.supply_fruit[ALP_FRUIT_CHERRY] -= c->fruits[i];
      apply_ok (game, &a);
      assert_state_is (game, &expect);
      s = expect;
    }
}

static void
test_m5_bonus (gconstpointer data)
{
  guint position = GPOINTER_TO_UINT (data);   /* 1-5 */
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;
  guint n = 0;

  /* Apple on @position, the others in fruit order */
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    s.market[i] = i == position - 1 ? ALP_FRUIT_APPLE : ALP_FRUIT_GRAPE + n++;
  s.villages[ALP_REGION_GREEN].award = 2;
  _alp_game_set_state (game, &s);

  /* Positions 4-5 pay nothing */
  if (position >= 4)
    g_assert_cmpint (ed->bonuses[position - 1], ==, 0);

  token_action (&a, ALP_REGION_GREEN, APPLE_3);
  expect = s;
  expect_delivery (&expect, 0, ALP_REGION_GREEN, APPLE_3, 3);
  expect.players[0].dirhams += ed->bonuses[position - 1];
  expect.market[0] = ALP_FRUIT_GRAPE;
  expect.market[1] = ALP_FRUIT_ORANGE;
  expect.market[2] = ALP_FRUIT_CHERRY;
  expect.market[3] = ALP_FRUIT_LEMON;
  expect.market[4] = ALP_FRUIT_APPLE;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* A copy whose market card is not described: no bonus is shown as a
 * number, the first delivery token asks for the bonus row, and once it is
 * answered the same delivery pays the answered bonus */
static void
test_m5_bonus_asked_at_first_token (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);

  set_edition_value (game, "market_card.bonuses", NULL);
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    g_assert_cmpint (alp_game_get_market_bonus (game, i), ==, -1);

  /* Apple on position 1; no award token left to earn */
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    s.market[i] = i;
  s.villages[ALP_REGION_GREEN].award = 2;
  _alp_game_set_state (game, &s);
  g_assert_cmpuint (alp_game_get_market_fruit (game, 0), ==, ALP_FRUIT_APPLE);

  /* With a card the player cannot pay, the delivery is refused for the
   * card: the bonus is asked only when the answer is all it waits for */
  {
    const AlpEditionData *ed = _alp_game_get_board (game)->ed;
    guint unpaid = ALP_NONE;

    for (guint d = 0; d < ALP_MAX_DISPLAY && unpaid == ALP_NONE; d++)
      {
        guint c = s.display[d];

        if (c == ALP_NONE)
          continue;
        for (guint f = 0; f < ALP_N_FRUITS; f++)
          if (ed->cards[c].front[f] > s.players[0].fruits[f] - (f == ALP_FRUIT_APPLE ? 3 : 0))
            unpaid = c;
      }
    g_assert_cmpuint (unpaid, !=, ALP_NONE);
    token_action (&a, ALP_REGION_GREEN, APPLE_3);
    a.card = unpaid;
    assert_refused (game, &a, "M6");
  }

  token_action (&a, ALP_REGION_GREEN, APPLE_3);
  assert_needs (game, &a, "market_card.bonuses");

  set_edition_value (game, "market_card.bonuses", "[5, 3, 1, 0, 0]");
  g_assert_cmpint (alp_game_get_market_bonus (game, 0), ==, 5);
  expect = s;
  expect_delivery (&expect, 0, ALP_REGION_GREEN, APPLE_3, 3);
  expect.players[0].dirhams += 5;
  expect_slide (&expect, ALP_FRUIT_APPLE);
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* Delivery cards never touch the market card (M5): they need no bonus */
static void
test_m5_card_needs_no_bonus (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);
  g_autoptr(GError) error = NULL;
  guint card = alp_game_get_display_card (game, 0);

  set_edition_value (game, "market_card.bonuses", NULL);
  s = get_state (game);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    set_fruit (&s, 0, f, 5);
  _alp_game_set_state (game, &s);
  card_action (&a, card);
  alp_game_apply (game, &a, &error);
  g_assert_false (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING));
}

static void
test_m5_believed_bonuses (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  const AlpEditionData *ed = _alp_edition_get_data (edition);
  static const gint16 believed[ALP_N_FRUITS] = { 2, 1, 1, 0, 0 };

  g_assert_true (ed->bonuses_known);
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    g_assert_cmpint (ed->bonuses[i], ==, believed[i]);
}

static void
test_m6_card (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;

  /* Card 0: an apple and a grape; card 5 (two apples, a cherry) is in the
   * deck, not face up */
  g_assert_cmpuint (ed->cards[0].front[ALP_FRUIT_APPLE], ==, 1);
  g_assert_cmpuint (ed->cards[0].front[ALP_FRUIT_GRAPE], ==, 1);
  g_assert_cmpuint (s.display[0], ==, 0);
  card_action (&a, 5);
  assert_refused (game, &a, "M6");
  card_action (&a, 2);          /* an apple and a lemon: no lemon held */
  assert_refused (game, &a, "M6");

  set_norias (&s, 0, 1);
  _alp_game_set_state (game, &s);
  card_action (&a, 0);
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]--;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.supply_fruit[ALP_FRUIT_GRAPE]++;
  expect.players[0].cards[expect.players[0].n_cards++] = 0;
  expect.players[0].markets++;
  expect.display[0] = ALP_NONE;
  expect.phase = ALP_PHASE_REVEAL;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* The table turns up a card from the deck first */
  alp_action_init (&a, ALP_ACTION_END_TURN);
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "M6");
  alp_action_init (&a, ALP_ACTION_TAKE_DIRHAMS);
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "M6");
  /* No noria spending in the middle of the delivery (A13, N3) */
  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_LEMON;
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "M6");
  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = 0;                   /* the card just taken */
  assert_refused (game, &a, "M6");
  a.card = 1;                   /* face up */
  assert_refused (game, &a, "M6");
  a.card = ALP_N_DELIVERY_CARDS;
  assert_refused (game, &a, "M6");

  a.card = 7;
  expect.display[0] = 7;
  expect.deck_unseen &= ~(1u << 7);
  expect.phase = ALP_PHASE_ACT;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_m6_empty_deck (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);

  /* Player 1 took every card of the deck */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (s.deck_unseen & (1u << c))
      s.players[1].cards[s.players[1].n_cards++] = c;
  s.deck_unseen = 0;
  _alp_game_set_state (game, &s);

  card_action (&a, 0);
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]--;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.supply_fruit[ALP_FRUIT_GRAPE]++;
  expect.players[0].cards[expect.players[0].n_cards++] = 0;
  expect.players[0].markets++;
  expect.display[0] = ALP_NONE;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_m2_one_of_each (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);

  /* Neither a token nor a card */
  alp_action_init (&a, ALP_ACTION_MARKET);
  assert_refused (game, &a, "M2");

  /* A token and a card in one delivery: one opportunity (M7); the
   * card does not touch the market card */
  token_action (&a, ALP_REGION_GREEN, APPLE_3);
  a.card = 0;
  expect = s;
  expect_delivery (&expect, 0, ALP_REGION_GREEN, APPLE_3, 3);
  expect.villages[ALP_REGION_GREEN].award = 1;
  expect.players[0].dirhams += 2 + 2;
  expect_slide (&expect, ALP_FRUIT_APPLE);
  expect.players[0].fruits[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]--;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.supply_fruit[ALP_FRUIT_GRAPE]++;
  expect.players[0].cards[expect.players[0].n_cards++] = 0;
  expect.display[0] = ALP_NONE;
  expect.phase = ALP_PHASE_REVEAL;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = 9;
  apply_ok (game, &a);

  /* No second delivery at this stop, token or card */
  token_action (&a, ALP_REGION_GREEN, GRAPE_3A);
  assert_refused (game, &a, "M2");
  card_action (&a, 9);
  assert_refused (game, &a, "M2");
}

static void
test_m2_card_then_token (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = market_game (2, &s);

  card_action (&a, 0);
  apply_ok (game, &a);
  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = 9;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].markets, ==, 1);

  token_action (&a, ALP_REGION_GREEN, APPLE_3);
  assert_refused (game, &a, "M2");
}

static void
test_m1_spot_action (void)
{
  const AlpAction *order[2];
  AlpAction dirham, market;

  alp_action_init (&dirham, ALP_ACTION_TAKE_DIRHAMS);
  token_action (&market, ALP_REGION_GREEN, APPLE_3);

  for (guint first = 0; first < 2; first++)
    {
      AlpState s, expect;
      g_autoptr(AlpGame) game = market_game (0, &s);   /* the dirham spot */

      s.villages[ALP_REGION_GREEN].award = 2;
      for (guint i = 0; i < ALP_N_FRUITS; i++)
        s.market[i] = ALP_N_FRUITS - 1 - i;            /* apple on 5: no bonus */
      _alp_game_set_state (game, &s);

      order[first] = &dirham;
      order[1 - first] = &market;
      expect = s;
      expect_delivery (&expect, 0, ALP_REGION_GREEN, APPLE_3, 3);
      expect.players[0].dirhams += 1;
      apply_ok (game, order[0]);
      apply_ok (game, order[1]);
      assert_state_is (game, &expect);
    }
}

static void
test_m7_opportunities (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint n_markets = 0;

  /* 4 market spaces and the end space, one delivery at each stop */
  for (guint space = 0; space < board->n_spaces; space++)
    {
      const AlpSpaceDef *def = board->track[space].def;
      guint n_spots = def->kind == ALP_SPACE_STANDARD || def->kind == ALP_SPACE_GO ? 1 : def->n_spots;

      if (def->kind == ALP_SPACE_GO)
        continue;
      n_markets += def->kind == ALP_SPACE_MARKET;
      for (guint spot = 0; spot < n_spots; spot++)
        {
          AlpState s = get_state (game);
          guint expected = def->kind == ALP_SPACE_MARKET || def->kind == ALP_SPACE_END;

          begin_act (&s, 0, space, spot);
          g_assert_cmpuint (alp_rules_stop_count (board, &s, ALP_SLOT_MARKET), ==, expected);
        }
    }
  g_assert_cmpuint (n_markets, ==, 4);
}

/* ------------------------------------------------------------------ */
/* H1-H3: harvests                                                      */

typedef struct
{
  const char *name;
  guint       n_players;
  guint       mine;           /* player 0's farmers in the green farmland */
  guint       others[3];      /* players 1-3's */
  guint       mine_village;   /* player 0's farmers in the green village */
  guint       others_village; /* player 1's farmers in the green village */
  guint       held;           /* apples held */
  guint       supply;         /* apples in the supply */
  guint       apples;         /* apples taken */
  guint       norias;         /* norias taken */
} HarvestCase;

static const HarvestCase harvest_cases[] = {
  { "4p/most",           4, 2, { 1, 0, 1 }, 0, 0, 0, 5, 1, 0 },
  { "4p/tie",            4, 1, { 1, 1, 0 }, 0, 0, 0, 5, 1, 0 },
  { "4p/fewer",          4, 1, { 2, 0, 0 }, 0, 0, 0, 5, 0, 0 },
  { "3p/tie",            3, 2, { 2, 2, 0 }, 0, 0, 0, 5, 1, 0 },
  { "3p/alone",          3, 1, { 0, 0, 0 }, 0, 0, 0, 5, 1, 0 },
  { "2p/tie",            2, 1, { 1, 0, 0 }, 0, 0, 0, 5, 0, 0 },
  { "2p/more",           2, 2, { 1, 0, 0 }, 0, 0, 0, 5, 1, 0 },
  { "4p/zero",           4, 0, { 0, 0, 0 }, 0, 0, 0, 5, 0, 0 },
  { "2p/zero",           2, 0, { 0, 0, 0 }, 0, 0, 0, 5, 0, 0 },
  { "4p/village-mine",   4, 0, { 0, 0, 0 }, 3, 0, 0, 5, 0, 0 },
  { "4p/village-other",  4, 1, { 0, 0, 0 }, 0, 3, 0, 5, 1, 0 },
  { "2p/village-other",  2, 1, { 0, 0, 0 }, 0, 3, 0, 5, 1, 0 },
  { "4p/holding-5",      4, 1, { 0, 0, 0 }, 0, 0, 5, 5, 0, 1 },
  { "4p/holding-4",      4, 1, { 0, 0, 0 }, 0, 0, 4, 5, 1, 0 },
  { "4p/supply-empty",   4, 1, { 0, 0, 0 }, 0, 0, 0, 0, 0, 1 },
  { "2p/supply-empty",   2, 2, { 1, 0, 0 }, 0, 0, 0, 0, 0, 1 },
};

static void
test_h2_harvest (gconstpointer data)
{
  const HarvestCase *c = data;
  g_autoptr(AlpGame) game = new_game (ED4, c->n_players);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game), expect;
  AlpAction a;

  begin_act (&s, 0, find_space (board, ALP_SPACE_HARVEST, 0), 0);
  add_farmers (&s, 0, ALP_REGION_GREEN, c->mine);
  add_village_farmers (&s, 0, ALP_REGION_GREEN, c->mine_village);
  for (guint p = 1; p < c->n_players; p++)
    add_farmers (&s, p, ALP_REGION_GREEN, c->others[p - 1]);
  add_village_farmers (&s, 1, ALP_REGION_GREEN, c->others_village);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, c->held);
  set_supply_fruit (&s, ALP_FRUIT_APPLE, c->supply);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_HARVEST);
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_APPLE] += c->apples;
  expect.supply_fruit[ALP_FRUIT_APPLE] -= c->apples;
  expect.players[0].norias += c->norias;
  expect.supply_norias -= c->norias;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* One harvest per stop */
  assert_refused (game, &a, "T2");
}

static void
test_h2_every_farmland (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game), expect;
  AlpAction a;

  /* Most in green, red and yellow; tied in purple; fewer in orange.  The
   * spot's printed fruit is a separate action (H1). */
  begin_act (&s, 0, find_space (board, ALP_SPACE_HARVEST, 0), 0);
  add_farmers (&s, 0, ALP_REGION_GREEN, 1);
  add_farmers (&s, 0, ALP_REGION_PURPLE, 1);
  add_farmers (&s, 1, ALP_REGION_PURPLE, 1);
  add_farmers (&s, 0, ALP_REGION_ORANGE, 1);
  add_farmers (&s, 2, ALP_REGION_ORANGE, 2);
  add_farmers (&s, 0, ALP_REGION_RED, 3);
  add_farmers (&s, 3, ALP_REGION_RED, 2);
  add_farmers (&s, 0, ALP_REGION_YELLOW, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 5);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_HARVEST);
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_APPLE]++;
  expect.supply_fruit[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]++;
  expect.supply_fruit[ALP_FRUIT_GRAPE]--;
  expect.players[0].fruits[ALP_FRUIT_CHERRY]++;
  expect.supply_fruit[ALP_FRUIT_CHERRY]--;
  expect.players[0].norias++;
  expect.supply_norias--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* H1: the spot's fruit, in either order */
  alp_action_init (&a, ALP_ACTION_TAKE_FRUIT);
  a.n = 1;
  a.fruits[0] = ALP_FRUIT_ORANGE;
  expect.players[0].fruits[ALP_FRUIT_ORANGE]++;
  expect.supply_fruit[ALP_FRUIT_ORANGE]--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* ------------------------------------------------------------------ */
/* E1-E2: the end space                                                 */

/* E1's order of the end actions, a table option: test-rule-options.c */

static void
test_e1_actions (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game), expect;
  AlpAction a;

  begin_act (&s, 0, board->end_space, 1);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 2);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 1);
  _alp_game_set_state (game, &s);

  /* Only a market and a complete-goal action */
  alp_action_init (&a, ALP_ACTION_TAKE_DIRHAMS);
  assert_refused (game, &a, "T2");
  alp_action_init (&a, ALP_ACTION_HARVEST);
  assert_refused (game, &a, "T2");

  /* A delivery card (an apple and a grape) */
  card_action (&a, 0);
  apply_ok (game, &a);
  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = 12;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].markets, ==, 1);
  card_action (&a, 12);
  assert_refused (game, &a, "M2");

  /* A goal: 3 different fruits no longer held (apple and lemon), so a
   * goal token */
  alp_action_init (&a, ALP_ACTION_COMPLETE_GOAL);
  a.goal_card = 0;
  a.goal_spot = 0;
  assert_refused (game, &a, "A10");
  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  apply_ok (game, &a);

  /* Then the end spot's dirhams and the sale: apple, lemon and a goal
   * token, 3 items, 1 dirham */
  expect = get_state (game);
  expect.players[0].end_dirhams = board->track[board->end_space].def->spots[1].value;
  expect.players[0].sale_dirhams = 1;
  expect.players[0].sold = TRUE;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.supply_fruit[ALP_FRUIT_LEMON]++;
  expect.players[0].fruits[ALP_FRUIT_APPLE] = 0;
  expect.players[0].fruits[ALP_FRUIT_LEMON] = 0;
  expect.players[0].goal_tokens = 0;
  expect.supply_goal_tokens++;
  expect.finished |= 1u << 0;
  expect.current = 1;
  expect.phase = ALP_PHASE_MOVE;
  end_turn (game);
  assert_state_is (game, &expect);
}

typedef struct
{
  const char *name;
  guint       fruits[ALP_N_FRUITS];
  guint       norias;         /* value */
  guint       goal_tokens;
  guint       dirhams;
} SaleCase;

static const SaleCase sale_cases[] = {
  { "nothing",         { 0, 0, 0, 0, 0 }, 0, 0, 0 },
  { "2-items",         { 1, 0, 0, 0, 1 }, 0, 0, 0 },
  { "3-items",         { 0, 0, 3, 0, 0 }, 0, 0, 1 },
  { "8-items",         { 3, 2, 0, 0, 0 }, 2, 1, 2 },
  { "9-large-noria",   { 3, 2, 0, 0, 0 }, 3, 1, 3 },
  { "norias-5-alone",  { 0, 0, 0, 0, 0 }, 5, 0, 1 },
  { "full-hands",      { 5, 5, 5, 5, 5 }, 5, 2, 10 },
};

static void
test_e2_sale (gconstpointer data)
{
  const SaleCase *c = data;
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game), expect;

  /* The goal token is left (A11's option): this is about the sale */
  ((AlpBoard *) board)->options.goal_token_declinable = TRUE;
  begin_act (&s, 0, board->end_space, 0);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    set_fruit (&s, 0, f, c->fruits[f]);
  set_norias (&s, 0, c->norias);
  s.players[0].goal_tokens = c->goal_tokens;
  s.supply_goal_tokens -= c->goal_tokens;
  _alp_game_set_state (game, &s);

  expect = s;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      expect.supply_fruit[f] += c->fruits[f];
      expect.players[0].fruits[f] = 0;
    }
  expect.supply_norias += c->norias;
  expect.players[0].norias = 0;
  expect.supply_goal_tokens += c->goal_tokens;
  expect.players[0].goal_tokens = 0;
  expect.players[0].sale_dirhams = c->dirhams;
  expect.players[0].end_dirhams = board->track[board->end_space].def->spots[0].value;
  expect.players[0].sold = TRUE;
  expect.finished |= 1u << 0;
  expect.current = 1;
  expect.phase = ALP_PHASE_MOVE;
  end_turn (game);
  assert_state_is (game, &expect);
}

/* ------------------------------------------------------------------ */
/* Goals (appendix)                                                     */

typedef struct
{
  const char *name;
  AlpGoal     goal;
  guint8      fruits[ALP_N_FRUITS];
  guint8      farmland[ALP_N_REGIONS];
  guint8      village[ALP_N_REGIONS];
  guint8      token_fruits[4];        /* +1, 0 ends */
  gboolean    met;
  gboolean    met_with_options;       /* every inferred reading switched */
} GoalCase;

#define F(a, g, o, c, l) { a, g, o, c, l }

static const GoalCase goal_cases[] = {
  { "three-different-fruits/met",   ALP_GOAL_THREE_DIFFERENT_FRUITS, F (1, 1, 0, 1, 0), {0}, {0}, {0}, TRUE, TRUE },
  { "three-different-fruits/two",   ALP_GOAL_THREE_DIFFERENT_FRUITS, F (5, 5, 0, 0, 0), {0}, {0}, {0}, FALSE, FALSE },
  { "two-pairs/met",                ALP_GOAL_TWO_PAIRS, F (0, 2, 0, 3, 1), {0}, {0}, {0}, TRUE, TRUE },
  { "two-pairs/one-pair",           ALP_GOAL_TWO_PAIRS, F (2, 1, 1, 1, 1), {0}, {0}, {0}, FALSE, FALSE },
  { "two-pairs/four-of-a-kind",     ALP_GOAL_TWO_PAIRS, F (4, 1, 0, 0, 0), {0}, {0}, {0}, FALSE, TRUE },
  { "two-pairs/three-of-a-kind",    ALP_GOAL_TWO_PAIRS, F (3, 1, 1, 0, 0), {0}, {0}, {0}, FALSE, FALSE },
  { "two-pairs/five-and-two",       ALP_GOAL_TWO_PAIRS, F (5, 0, 0, 2, 0), {0}, {0}, {0}, TRUE, TRUE },
  { "three-farmers-one-farmland/met", ALP_GOAL_THREE_FARMERS_ONE_FARMLAND, {0}, F (0, 0, 3, 0, 0), {0}, {0}, TRUE, TRUE },
  { "three-farmers-one-farmland/spread", ALP_GOAL_THREE_FARMERS_ONE_FARMLAND, {0}, F (2, 2, 0, 0, 2), {0}, {0}, FALSE, FALSE },
  { "three-farmers-one-farmland/village", ALP_GOAL_THREE_FARMERS_ONE_FARMLAND, {0}, F (2, 0, 0, 0, 0), F (1, 0, 0, 0, 0), {0}, FALSE, FALSE },
  { "two-farmers-two-farmlands/met", ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS, {0}, F (2, 0, 0, 3, 0), {0}, {0}, TRUE, TRUE },
  { "two-farmers-two-farmlands/one-each", ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS, {0}, F (0, 1, 0, 0, 1), {0}, {0}, FALSE, TRUE },
  { "two-farmers-two-farmlands/one-farmland", ALP_GOAL_TWO_FARMERS_TWO_FARMLANDS, {0}, F (4, 0, 0, 0, 0), {0}, {0}, FALSE, FALSE },
  { "three-different-tokens/met",   ALP_GOAL_THREE_DIFFERENT_TOKENS, {0}, {0}, {0}, { 1, 2, 3 }, TRUE, TRUE },
  { "three-different-tokens/two",   ALP_GOAL_THREE_DIFFERENT_TOKENS, {0}, {0}, {0}, { 1, 1, 2 }, FALSE, FALSE },
  { "two-same-tokens/met",          ALP_GOAL_TWO_SAME_TOKENS, {0}, {0}, {0}, { 5, 2, 5 }, TRUE, TRUE },
  { "two-same-tokens/different",    ALP_GOAL_TWO_SAME_TOKENS, {0}, {0}, {0}, { 1, 2, 3, 4 }, FALSE, FALSE },
  { "farmer-four-villages/met",     ALP_GOAL_FARMERS_FOUR_VILLAGES, {0}, {0}, F (1, 1, 0, 2, 1), {0}, TRUE, TRUE },
  { "farmer-four-villages/three",   ALP_GOAL_FARMERS_FOUR_VILLAGES, {0}, F (1, 1, 1, 1, 1), F (1, 1, 0, 3, 0), {0}, FALSE, FALSE },
  { "two-farmers-two-villages/met", ALP_GOAL_TWO_FARMERS_TWO_VILLAGES, {0}, {0}, F (2, 0, 2, 0, 0), {0}, TRUE, TRUE },
  { "two-farmers-two-villages/one-each", ALP_GOAL_TWO_FARMERS_TWO_VILLAGES, {0}, {0}, F (1, 0, 0, 0, 1), {0}, FALSE, TRUE },
  { "two-farmers-two-villages/one-village", ALP_GOAL_TWO_FARMERS_TWO_VILLAGES, {0}, F (2, 2, 0, 0, 0), F (4, 0, 0, 0, 0), {0}, FALSE, FALSE },
};

#undef F

static void
test_goal_table (gconstpointer data)
{
  const GoalCase *c = data;
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);

  g_assert_false (board->options.two_pairs_four_of_a_kind);
  g_assert_false (board->options.two_farmlands_one_each);
  g_assert_false (board->options.two_villages_one_each);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    set_fruit (&s, 1, f, c->fruits[f]);
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      add_farmers (&s, 1, r, c->farmland[r]);
      add_village_farmers (&s, 1, r, c->village[r]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (c->token_fruits) && c->token_fruits[i] != 0; i++)
    {
      guint fruit = c->token_fruits[i] - 1;
      guint index = 0;

      /* The next token of that fruit the player does not hold yet */
      for (guint t = 0; t < s.players[1].n_tokens; t++)
        index += ALP_TOKEN_FRUIT (s.players[1].tokens[t]) == fruit;
      give_token (&s, 1, ALP_TOKEN (fruit, index));
    }
  g_assert_true (alp_rules_check (board, &s, NULL));

  /* Player 1 meets it or not; the others never */
  g_assert_cmpint (alp_rules_goal_met (board, &s, 1, c->goal), ==, c->met);
  g_assert_false (alp_rules_goal_met (board, &s, 2, c->goal));

  /* The inferred readings switched in the setup (AlpBoard.options) */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (alp_game_get_setup (game));
    g_autoptr(AlpGame) with_options = NULL;
    const AlpBoard *options_board;

    setup->options = ALP_OPTION_TWO_PAIRS_FOUR_OF_A_KIND | ALP_OPTION_TWO_FARMLANDS_ONE_EACH |
                     ALP_OPTION_TWO_VILLAGES_ONE_EACH;
    with_options = alp_game_new (alp_game_get_edition (game), setup, NULL);
    options_board = _alp_game_get_board (with_options);
    g_assert_true (options_board->options.two_pairs_four_of_a_kind);
    g_assert_true (options_board->options.two_farmlands_one_each);
    g_assert_true (options_board->options.two_villages_one_each);
    g_assert_cmpint (alp_rules_goal_met (options_board, &s, 1, c->goal), ==, c->met_with_options);
  }
}

/* ------------------------------------------------------------------ */
/* Z1-Z9: Zara                                                          */

/* A 2-player game (complete-23p) with the players' mules on @p0 and @p1
 * and Zara on @zara, furthest back and about to roll. */
static AlpGame *
zara_game (guint        p0,
           guint        p1,
           AlpPosition  zara,
           AlpState    *s)
{
  AlpGame *game = new_game (ED23, 2);

  *s = get_state (game);
  put_mule (s, 0, p0, 0);
  put_mule (s, 1, p1, 0);
  put_mule (s, ALP_ZARA, zara.space, zara.spot);
  s->current = ALP_ZARA;
  s->phase = ALP_PHASE_ZARA_ROLL;
  _alp_game_set_state (game, s);

  return game;
}

static void
roll (AlpGame *game,
      guint    value)
{
  AlpAction a;

  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = value;
  apply_ok (game, &a);
}

static void
test_z1_zara_turn (void)
{
  g_autoptr(AlpGame) game = new_game (ED23, 2);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  g_assert_cmpuint (board->n_mules, ==, 3);
  g_assert_true (alp_game_is_zara (game, ALP_ZARA));
  g_assert_false (alp_game_is_zara (game, 0));

  /* Player 1 ends a turn ahead of Zara */
  put_mule (&s, 0, 5, 0);
  put_mule (&s, ALP_ZARA, 3, 0);
  begin_act (&s, 1, 6, 0);
  _alp_game_set_state (game, &s);
  end_turn (game);
  g_assert_cmpuint (alp_game_get_current (game), ==, ALP_ZARA);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_ROLL);

  /* Nobody moves her by hand; the die shows 1-6 */
  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = 4;
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "Z1");
  alp_action_init (&a, ALP_ACTION_END_TURN);
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "Z1");
  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = 0;
  assert_refused (game, &a, "Z2");
  a.value = 7;
  assert_refused (game, &a, "Z2");
}

static void
test_z2_skip_occupied (void)
{
  AlpState s, expect;
  g_autoptr(AlpGame) game = zara_game (1, 2, (AlpPosition) { 0, 2 }, &s);

  /* Spaces 1 and 2 hold mules: the first step is space 3 */
  expect = s;
  put_mule (&expect, ALP_ZARA, 3, 0);
  expect.current = 0;
  expect.phase = ALP_PHASE_MOVE;
  roll (game, 1);
  assert_state_is (game, &expect);   /* Z5: she does nothing there */
}

typedef struct
{
  const char *name;
  guint       zara;          /* standing on this standard space */
  guint       roll;
  guint       p0, p0_spot;   /* player mules */
  guint       p1, p1_spot;
  guint       space, spot;   /* where she stops */
} ZaraWalkCase;

/* complete-23p, laid go m1 h1 ...: 1 add-farmer, 2 noria, 3 add-farmer-
 * green, 4 market (3 spots), 5 irrigate, 6, 7 harvest (3 spots), 8, 9,
 * 10 market (2 spots), 11, 12, 13, 14 harvest (2 spots), ... */
static const ZaraWalkCase walk_cases[] = {
  { "Z2/standard",            1, 2, 20, 0, 21, 0, 3, 0 },
  { "Z2/skip-two",            1, 1, 2, 0, 3, 0, 4, 0 },
  { "Z3/first-spot",          3, 1, 20, 0, 21, 0, 4, 0 },
  { "Z3/spots-are-steps",     3, 2, 20, 0, 21, 0, 4, 1 },
  { "Z3/forced-stop",         2, 6, 20, 0, 21, 0, 4, 2 },
  { "Z3/skip-occupied-spot",  3, 2, 4, 0, 21, 0, 4, 2 },
  { "Z3/full-with-pips",      3, 3, 4, 1, 21, 0, 4, 2 },
  { "Z3/last-free-spot",      3, 6, 4, 2, 21, 0, 4, 1 },
  { "Z3/full-space-passed",   9, 1, 10, 0, 10, 1, 11, 0 },
  { "Z3/harvest",             5, 2, 6, 0, 20, 0, 7, 1 },
  { "Z4/leave-harvest",       7, 1, 20, 0, 21, 0, 8, 0 },
  { "Z4/leave-past-occupied", 7, 1, 8, 0, 21, 0, 9, 0 },
  { "Z4/leave-market",        10, 2, 11, 0, 21, 0, 13, 0 },
};

static void
test_zara_walk (gconstpointer data)
{
  const ZaraWalkCase *c = data;
  AlpState s;
  g_autoptr(AlpGame) game = NULL;
  AlpPosition at = { c->zara, 0 };
  AlpSpaceKind kind;

  /* Z4: starting in a market or harvest space, on some spot of it */
  game = zara_game (c->p0, c->p1, at, &s);
  kind = alp_game_get_space_kind (game, c->zara);
  s.mules[ALP_ZARA].spot = kind == ALP_SPACE_STANDARD ? 0 : 1;
  s.mules[0].spot = c->p0_spot;
  s.mules[1].spot = c->p1_spot;
  _alp_game_set_state (game, &s);

  roll (game, c->roll);
  g_assert_cmpuint (alp_game_get_position (game, ALP_ZARA).space, ==, c->space);
  g_assert_cmpuint (alp_game_get_position (game, ALP_ZARA).spot, ==, c->spot);

  /* Z5: in a market or harvest space she waits for a card */
  kind = alp_game_get_space_kind (game, c->space);
  if (kind == ALP_SPACE_MARKET || kind == ALP_SPACE_HARVEST)
    {
      g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);
      g_assert_cmpuint (get_state (game).zara_pending, ==, kind);
    }
  else
    g_assert_cmpuint (alp_game_get_phase (game), !=, ALP_PHASE_ZARA_CARD);
}

/* Zara stopped in the first market (space 4); the villages hold: green
 * APPLE_2, APPLE_4, GRAPE_4A; purple APPLE_5, GRAPE_3A; orange APPLE_3,
 * GRAPE_3B; red GRAPE_4B; yellow ORANGE_3 */
static AlpGame *
zara_market_game (AlpState *s)
{
  AlpGame *game = zara_game (20, 21, (AlpPosition) { 3, 0 }, s);

  clear_villages (s);
  deal_token (s, ALP_REGION_GREEN, APPLE_2);
  deal_token (s, ALP_REGION_GREEN, APPLE_4);
  deal_token (s, ALP_REGION_GREEN, GRAPE_4A);
  deal_token (s, ALP_REGION_PURPLE, APPLE_5);
  deal_token (s, ALP_REGION_PURPLE, GRAPE_3A);
  deal_token (s, ALP_REGION_ORANGE, APPLE_3);
  deal_token (s, ALP_REGION_ORANGE, GRAPE_3B);
  deal_token (s, ALP_REGION_RED, GRAPE_4B);
  deal_token (s, ALP_REGION_YELLOW, ORANGE_3);
  _alp_game_set_state (game, s);
  roll (game, 1);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);
  *s = get_state (game);

  return game;
}

static void
remove_from_village (AlpState *s,
                     guint     village,
                     guint     code)
{
  AlpVillageState *v = &s->villages[village];

  for (guint i = 0; i < v->n_tokens; i++)
    if (v->tokens[i] == code)
      {
        memmove (v->tokens + i, v->tokens + i + 1, v->n_tokens - i - 1);
        v->n_tokens--;
        s->tokens_out++;
        return;
      }
  g_assert_not_reached ();
}

typedef struct
{
  const char *name;
  guint       card;          /* named card, or ALP_NONE: fruit + arrow */
  guint       fruit;
  guint       arrow;
  guint       village;       /* where the removed token was, ALP_NONE none */
  guint       token;
} ZaraMarketCase;

static const ZaraMarketCase zara_market_cases[] = {
  { "up",               ALP_NONE, ALP_FRUIT_APPLE,  ALP_ARROW_UP,   ALP_REGION_PURPLE, APPLE_5 },
  { "down",             ALP_NONE, ALP_FRUIT_APPLE,  ALP_ARROW_DOWN, ALP_REGION_GREEN,  APPLE_2 },
  { "only-one",         ALP_NONE, ALP_FRUIT_ORANGE, ALP_ARROW_DOWN, ALP_REGION_YELLOW, ORANGE_3 },
  { "none-left",        ALP_NONE, ALP_FRUIT_LEMON,  ALP_ARROW_UP,   ALP_NONE, 0 },
  { "card-apple-up",    10,       0, 0,               ALP_REGION_PURPLE, APPLE_5 },
  { "card-apple-down",  5,        0, 0,               ALP_REGION_GREEN,  APPLE_2 },
  { "card-cherry-down", 13,       0, 0,               ALP_NONE, 0 },
};

static void
test_z6_market (gconstpointer data)
{
  const ZaraMarketCase *c = data;
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.card = c->card;
  a.fruit[0] = c->fruit;
  a.arrow = c->arrow;

  expect = s;
  if (c->village != ALP_NONE)
    {
      remove_from_village (&expect, c->village, c->token);
      expect_slide (&expect, ALP_TOKEN_FRUIT (c->token));
    }
  /* Still furthest back: her turn again */
  expect.phase = ALP_PHASE_ZARA_ROLL;
  /* She reads the back only: the card stays in the deck; no award (Z6) */
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_z6_card_must_be_on_deck (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.card = 0;                   /* face up */
  assert_refused (game, &a, "Z6");
  a.card = ALP_N_DELIVERY_CARDS;
  assert_refused (game, &a, "Z6");
  a.card = ALP_NONE;
  a.fruit[0] = ALP_N_FRUITS;
  assert_refused (game, &a, "Z6");
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.arrow = 2;
  assert_refused (game, &a, "Z6");
}

/* Where the edition knows every card, a back no card on top can show is
 * refused; once seen, the top card's back binds the card turned up next */
static void
test_z6_back_seen (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);
  const AlpBoard *board = _alp_game_get_board (game);
  guint seen_fruit = ALP_NONE, seen_arrow = 0, impossible_fruit = ALP_NONE, impossible_arrow = 0;
  guint same = ALP_NONE, other = ALP_NONE;

  /* Make one back impossible: its cards leave the deck for Blue's hand */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (s.deck_unseen & (1u << c))
      {
        if (impossible_fruit == ALP_NONE)
          {
            impossible_fruit = board->ed->cards[c].back_fruit;
            impossible_arrow = board->ed->cards[c].back_arrow;
          }
        if (board->ed->cards[c].back_fruit == impossible_fruit &&
            board->ed->cards[c].back_arrow == impossible_arrow)
          {
            s.deck_unseen &= ~(1u << c);
            s.players[0].cards[s.players[0].n_cards++] = c;
          }
        else if (seen_fruit == ALP_NONE)
          {
            seen_fruit = board->ed->cards[c].back_fruit;
            seen_arrow = board->ed->cards[c].back_arrow;
          }
      }
  g_assert_cmpuint (seen_fruit, !=, ALP_NONE);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.fruit[0] = impossible_fruit;
  a.arrow = impossible_arrow;
  assert_refused (game, &a, "Z6");

  a.fruit[0] = seen_fruit;
  a.arrow = seen_arrow;
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.top_fruit, ==, seen_fruit);
  g_assert_cmpuint (s.top_arrow, ==, seen_arrow);

  /* A delivery card is taken: the next card turned up has that back */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (s.deck_unseen & (1u << c))
      {
        gboolean match = board->ed->cards[c].back_fruit == seen_fruit &&
                         board->ed->cards[c].back_arrow == seen_arrow;

        if (match && same == ALP_NONE)
          same = c;
        else if (!match && other == ALP_NONE)
          other = c;
      }
  g_assert_cmpuint (same, !=, ALP_NONE);
  g_assert_cmpuint (other, !=, ALP_NONE);

  s.phase = ALP_PHASE_REVEAL;
  s.current = 0;
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    if (s.display[d] != ALP_NONE)
      {
        AlpPlayerState *ps = &s.players[0];

        ps->cards[ps->n_cards++] = s.display[d];
        s.display[d] = ALP_NONE;
        break;
      }
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = other;
  assert_refused (game, &a, "M6");
  a.card = same;
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.top_fruit, ==, ALP_NONE);
}

/* The table named the top card itself: that very card is the one turned
 * up next, not another with the same back */
static void
test_z6_card_named (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);
  const AlpBoard *board = _alp_game_get_board (game);
  guint named = ALP_NONE, twin = ALP_NONE;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS && twin == ALP_NONE; c++)
    for (guint d = c + 1; d < ALP_N_DELIVERY_CARDS && twin == ALP_NONE; d++)
      if ((s.deck_unseen & (1u << c)) && (s.deck_unseen & (1u << d)) &&
          board->ed->cards[c].back_fruit == board->ed->cards[d].back_fruit &&
          board->ed->cards[c].back_arrow == board->ed->cards[d].back_arrow)
        {
          named = c;
          twin = d;
        }
  g_assert_cmpuint (twin, !=, ALP_NONE);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.card = named;
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.top_card, ==, named);

  s.phase = ALP_PHASE_REVEAL;
  s.current = 0;
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    if (s.display[d] != ALP_NONE)
      {
        s.players[0].cards[s.players[0].n_cards++] = s.display[d];
        s.display[d] = ALP_NONE;
        break;
      }
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = twin;
  assert_refused (game, &a, "M6");
  a.card = named;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).top_card, ==, ALP_NONE);
}

static void
test_z6_tie (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);

  /* Grape up: a 4 in green and a 4 in red */
  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.fruit[0] = ALP_FRUIT_GRAPE;
  a.arrow = ALP_ARROW_UP;
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CHOOSE);
  g_assert_cmpuint (alp_game_get_current (game), ==, ALP_ZARA);
  s = get_state (game);

  alp_action_init (&a, ALP_ACTION_ZARA_CHOOSE);
  a.village = ALP_REGION_PURPLE;       /* only a 3 there */
  assert_refused (game, &a, "Z6");
  a.village = ALP_REGION_YELLOW;       /* no grape */
  assert_refused (game, &a, "Z6");
  a.village = ALP_N_REGIONS;
  assert_refused (game, &a, "Z6");

  a.village = ALP_REGION_RED;
  expect = s;
  remove_from_village (&expect, ALP_REGION_RED, GRAPE_4B);
  expect_slide (&expect, ALP_FRUIT_GRAPE);
  expect.phase = ALP_PHASE_ZARA_ROLL;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_z6_same_village_no_tie (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_market_game (&s);

  /* Move GRAPE_3B next to GRAPE_3A: two equal lowest in one village */
  remove_from_village (&s, ALP_REGION_ORANGE, GRAPE_3B);
  deal_token (&s, ALP_REGION_PURPLE, GRAPE_3B);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.fruit[0] = ALP_FRUIT_GRAPE;
  a.arrow = ALP_ARROW_DOWN;
  expect = s;
  remove_from_village (&expect, ALP_REGION_PURPLE, GRAPE_3A);
  expect_slide (&expect, ALP_FRUIT_GRAPE);
  expect.phase = ALP_PHASE_ZARA_ROLL;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* Zara stopped in the first harvest space (space 7) */
static AlpGame *
zara_harvest_game (AlpState *s)
{
  AlpGame *game = zara_game (20, 21, (AlpPosition) { 6, 0 }, s);

  roll (game, 1);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);
  *s = get_state (game);
  g_assert_cmpuint (s->zara_pending, ==, ALP_SPACE_HARVEST);

  return game;
}

typedef struct
{
  const char *name;
  guint       apples;        /* in the orange farmland before */
  guint       cherries;
  guint       next_card;     /* or ALP_NONE: back fruit orange */
  guint       removed_apples;
  guint       removed_cherries;
} ZaraHarvestCase;

/* Card 5: two apples and a cherry.  Cards 7 and 12 show an orange on the
 * back. */
static const ZaraHarvestCase zara_harvest_cases[] = {
  { "all-there",       2, 2, ALP_NONE, 2, 1 },
  { "missing-ignored", 1, 0, ALP_NONE, 1, 0 },
  { "none-there",      0, 0, ALP_NONE, 0, 0 },
  { "next-card-named", 2, 2, 12,       2, 1 },
};

static void
test_z7_harvest (gconstpointer data)
{
  const ZaraHarvestCase *c = data;
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_harvest_game (&s);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;

  g_assert_cmpuint (ed->cards[5].front[ALP_FRUIT_APPLE], ==, 2);
  g_assert_cmpuint (ed->cards[5].front[ALP_FRUIT_CHERRY], ==, 1);
  g_assert_cmpuint (ed->cards[12].back_fruit, ==, ALP_FRUIT_ORANGE);
  set_farmland_fruit (&s, ALP_REGION_ORANGE, ALP_FRUIT_APPLE, c->apples);
  set_farmland_fruit (&s, ALP_REGION_ORANGE, ALP_FRUIT_CHERRY, c->cherries);
  _alp_game_set_state (game, &s);

  /* The card turned up: named, and from the deck */
  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.fruit[0] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "Z7");
  a.card = 0;
  assert_refused (game, &a, "Z7");
  a.card = 5;
  expect = s;
  expect.deck_unseen &= ~(1u << 5);
  expect.zara_turned = 5;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);

  /* The back of the next card: orange */
  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  if (c->next_card != ALP_NONE)
    {
      a.card = 5;               /* turned already */
      assert_refused (game, &a, "Z7");
      a.card = c->next_card;
    }
  else
    {
      a.fruit[0] = ALP_FRUIT_ORANGE;
      a.arrow = ALP_ARROW_DOWN;
    }
  expect.farmlands[ALP_REGION_ORANGE].fruit[ALP_FRUIT_APPLE] -= c->removed_apples;
  expect.farmlands[ALP_REGION_ORANGE].fruit[ALP_FRUIT_CHERRY] -= c->removed_cherries;
  expect.supply_fruit[ALP_FRUIT_APPLE] += c->removed_apples;
  expect.supply_fruit[ALP_FRUIT_CHERRY] += c->removed_cherries;
  expect.bottom[expect.n_bottom++] = 5;
  expect.zara_turned = ALP_NONE;
  expect.phase = ALP_PHASE_ZARA_ROLL;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_z7_bottom_card_comes_back (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = zara_harvest_game (&s);

  /* Every other card is out of the deck: card 5 is the whole deck */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if ((s.deck_unseen & (1u << c)) && c != 5 && c != 12)
      s.players[1].cards[s.players[1].n_cards++] = c;
  s.deck_unseen = (1u << 5) | (1u << 12);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ZARA_CARD);
  a.card = 5;
  apply_ok (game, &a);
  a.card = 12;
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.n_bottom, ==, 1);
  g_assert_cmpuint (s.bottom[0], ==, 5);
  g_assert_cmphex (s.deck_unseen, ==, 1u << 12);

  /* A player takes a card: 12 is turned up, then 5 is the top */
  begin_act (&s, 0, find_space (_alp_game_get_board (game), ALP_SPACE_MARKET, 0), 0);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  _alp_game_set_state (game, &s);
  alp_action_init (&a, ALP_ACTION_MARKET);
  a.card = 0;
  apply_ok (game, &a);
  alp_action_init (&a, ALP_ACTION_REVEAL_CARD);
  a.card = 5;
  assert_refused (game, &a, "M6");
  a.card = 12;
  apply_ok (game, &a);
  g_assert_cmphex (get_state (game).deck_unseen, ==, 0);
  g_assert_cmpuint (get_state (game).n_bottom, ==, 1);
}

static void
test_z8_end (void)
{
  AlpState s, expect;
  g_autoptr(AlpGame) game = NULL;
  const AlpBoard *board;
  guint end;

  game = zara_game (20, 21, (AlpPosition) { 26, 0 }, &s);
  board = _alp_game_get_board (game);
  end = board->end_space;

  /* Player 0 holds the top end spot (6), player 1 the third (2) */
  put_mule (&s, 0, end, 0);
  s.finished |= 1u << 0;
  put_mule (&s, 1, end, 2);
  s.finished |= 1u << 1;
  _alp_game_set_state (game, &s);

  expect = s;
  put_mule (&expect, ALP_ZARA, end, 1);
  expect.finished |= 1u << ALP_ZARA;
  expect.phase = ALP_PHASE_OVER;
  roll (game, 6);
  assert_state_is (game, &expect);
  g_assert_cmpint (board->track[end].def->spots[1].value, ==, 4);
}

static void
test_z8_top_spot (void)
{
  AlpState s, expect;
  g_autoptr(AlpGame) game = zara_game (20, 21, (AlpPosition) { 27, 0 }, &s);
  guint end = _alp_game_get_board (game)->end_space;

  put_mule (&s, 0, end, 1);
  s.finished |= 1u << 0;
  put_mule (&s, 1, 25, 0);
  _alp_game_set_state (game, &s);

  expect = s;
  put_mule (&expect, ALP_ZARA, end, 0);
  expect.finished |= 1u << ALP_ZARA;
  expect.current = 1;
  expect.phase = ALP_PHASE_MOVE;
  roll (game, 3);
  assert_state_is (game, &expect);
}

static void
test_z9_harvest_tie (void)
{
  g_assert_cmpstr (harvest_cases[5].name, ==, "2p/tie");
  test_h2_harvest (&harvest_cases[5]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/M1/spot-action", test_m1_spot_action);
  g_test_add_func ("/engine/rules/M2/one-of-each", test_m2_one_of_each);
  g_test_add_func ("/engine/rules/M2/card-then-token", test_m2_card_then_token);
  g_test_add_func ("/engine/rules/M3/token", test_m3_token);
  for (guint i = 0; i < G_N_ELEMENTS (award_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/M4/award/%s", award_cases[i].name);

      g_test_add_data_func (path, &award_cases[i], test_m4_award);
    }
  for (guint p = 1; p <= ALP_N_FRUITS; p++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/M5/bonus-then-slide/position-%u", p);

      g_test_add_data_func (path, GUINT_TO_POINTER (p), test_m5_bonus);
    }
  g_test_add_func ("/engine/rules/M5/believed-bonuses", test_m5_believed_bonuses);
  g_test_add_func ("/engine/rules/M5/bonus-asked-at-first-token", test_m5_bonus_asked_at_first_token);
  g_test_add_func ("/engine/rules/M5/card-needs-no-bonus", test_m5_card_needs_no_bonus);
  g_test_add_func ("/engine/rules/M6/card", test_m6_card);
  g_test_add_func ("/engine/rules/M6/empty-deck", test_m6_empty_deck);
  g_test_add_func ("/engine/rules/M7/opportunities", test_m7_opportunities);

  for (guint i = 0; i < G_N_ELEMENTS (harvest_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/H2/harvest/%s", harvest_cases[i].name);

      g_test_add_data_func (path, &harvest_cases[i], test_h2_harvest);
    }
  g_test_add_func ("/engine/rules/H2/every-farmland", test_h2_every_farmland);

  g_test_add_func ("/engine/rules/E1/actions", test_e1_actions);
  for (guint i = 0; i < G_N_ELEMENTS (sale_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/E2/sale/%s", sale_cases[i].name);

      g_test_add_data_func (path, &sale_cases[i], test_e2_sale);
    }

  for (guint i = 0; i < G_N_ELEMENTS (goal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/A10/goal/%s", goal_cases[i].name);

      g_test_add_data_func (path, &goal_cases[i], test_goal_table);
    }

  g_test_add_func ("/engine/rules/Z1/zara-turn", test_z1_zara_turn);
  g_test_add_func ("/engine/rules/Z2/skip-occupied", test_z2_skip_occupied);
  for (guint i = 0; i < G_N_ELEMENTS (walk_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/%s", walk_cases[i].name);

      g_test_add_data_func (path, &walk_cases[i], test_zara_walk);
    }
  for (guint i = 0; i < G_N_ELEMENTS (zara_market_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/Z6/market/%s",
                                               zara_market_cases[i].name);

      g_test_add_data_func (path, &zara_market_cases[i], test_z6_market);
    }
  g_test_add_func ("/engine/rules/Z6/card-must-be-on-deck", test_z6_card_must_be_on_deck);
  g_test_add_func ("/engine/rules/Z6/tie", test_z6_tie);
  g_test_add_func ("/engine/rules/Z6/back-seen", test_z6_back_seen);
  g_test_add_func ("/engine/rules/Z6/card-named", test_z6_card_named);
  g_test_add_func ("/engine/rules/Z6/same-village-no-tie", test_z6_same_village_no_tie);
  for (guint i = 0; i < G_N_ELEMENTS (zara_harvest_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/Z7/harvest/%s",
                                               zara_harvest_cases[i].name);

      g_test_add_data_func (path, &zara_harvest_cases[i], test_z7_harvest);
    }
  g_test_add_func ("/engine/rules/Z7/bottom-card-comes-back", test_z7_bottom_card_comes_back);
  g_test_add_func ("/engine/rules/Z8/end", test_z8_end);
  g_test_add_func ("/engine/rules/Z8/top-spot", test_z8_top_spot);
  g_test_add_func ("/engine/rules/Z9/harvest-tie", test_z9_harvest_tie);

  return g_test_run ();
}
