/* test-rules.c: turn order, movement, standard actions and norias
 *
 * Rules T1-T8, A1-A13 and N1-N3 of the rules file, each test named after
 * the rule it guards.  Every test arranges a position in a game of a test
 * edition, applies one action, and checks the whole resulting state (legal)
 * or the rule named and the state unchanged (refused).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "alp-score.h"
#include "arriero-test-rules.h"

/* complete-4p has a canal map and both sides; complete-23p only the 2-3
 * player side and no canal map. */
#define ED4  "complete-4p.json"
#define ED23 "complete-23p.json"

/* ------------------------------------------------------------------ */
/* T1-T8: turn order and movement                                       */

static void
test_t1_furthest_back (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpAction a;
  AlpState s;

  /* All mules on the go space: the spot nearest go (spot 0) starts */
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
  g_assert_cmpuint (alp_game_get_current (game), ==, 0);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = find_standard (board, ALP_ICON_DIRHAM, 2);
  apply_ok (game, &a);
  end_turn (game);
  /* Mule 1 is now furthest back (go spot 1) */
  g_assert_cmpuint (alp_game_get_current (game), ==, 1);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);

  /* Several turns in a row: mule 0 stays furthest back */
  s = get_state (game);
  put_mule (&s, 1, find_space (board, ALP_SPACE_MARKET, 1), 0);
  put_mule (&s, 2, find_space (board, ALP_SPACE_MARKET, 1), 1);
  put_mule (&s, 3, find_space (board, ALP_SPACE_MARKET, 1), 2);
  begin_act (&s, 0, 1, 0);
  _alp_game_set_state (game, &s);
  end_turn (game);
  g_assert_cmpuint (alp_game_get_current (game), ==, 0);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = 2;
  apply_ok (game, &a);
  end_turn (game);
  g_assert_cmpuint (alp_game_get_current (game), ==, 0);
}

static void
test_t1_spot_nearer_go (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint market = find_space (board, ALP_SPACE_MARKET, 0);
  AlpState s = get_state (game);
  AlpState expect;

  put_mule (&s, 0, market, 2);
  put_mule (&s, 1, market, 1);
  put_mule (&s, 2, market + 5, 0);
  begin_act (&s, 3, market, 3);
  _alp_game_set_state (game, &s);

  expect = s;
  expect.current = 1;
  expect.phase = ALP_PHASE_MOVE;
  end_turn (game);
  assert_state_is (game, &expect);
}

static void
test_t2_move_then_act (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpAction a;

  /* Actions wait for the move */
  alp_action_init (&a, ALP_ACTION_TAKE_DIRHAMS);
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "T2");
  alp_action_init (&a, ALP_ACTION_END_TURN);
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "T2");

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = find_standard (board, ALP_ICON_DIRHAM, 2);
  apply_ok (game, &a);

  /* One move a turn */
  a.space++;
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "T2");

  /* Only the actions the space shows */
  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  assert_refused (game, &a, "T2");
  alp_action_init (&a, ALP_ACTION_HARVEST);
  assert_refused (game, &a, "T2");
  alp_action_init (&a, ALP_ACTION_MARKET);
  a.card = 0;
  assert_refused (game, &a, "T2");
}

static void
test_t3_forward (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint far = board->end_space - 1;
  AlpState s = get_state (game), expect;
  AlpAction a;

  /* Any number of spaces forward, passing mules on standard and market
   * spaces */
  put_mule (&s, 1, 1, 0);
  put_mule (&s, 2, find_space (board, ALP_SPACE_MARKET, 0), 0);
  _alp_game_set_state (game, &s);
  g_assert_cmpuint (board->track[far].def->kind, ==, ALP_SPACE_STANDARD);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = far;
  expect = s;
  put_mule (&expect, 0, far, 0);
  expect.phase = ALP_PHASE_ACT;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_t3_occupied_standard (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  put_mule (&s, 1, 2, 0);
  begin_move (&s, 0, 1, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = 2;
  assert_refused (game, &a, "T3");

  /* Backwards, staying, beyond the track, a spot of a standard space */
  a.space = 0;
  assert_refused (game, &a, "T3");
  a.space = 1;
  assert_refused (game, &a, "T3");
  a.space = board->n_spaces;
  assert_refused (game, &a, "T3");
  a.space = 3;
  a.spot = 1;
  assert_refused (game, &a, "T3");

  /* Passing it is fine */
  a.spot = 0;
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_position (game, 0).space, ==, 3);
}

static void
test_t4_spots (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint market = find_space (board, ALP_SPACE_MARKET, 0);
  guint harvest = find_space (board, ALP_SPACE_HARVEST, 0);
  AlpState s = get_state (game), expect;
  AlpAction a;

  put_mule (&s, 1, market, 0);
  put_mule (&s, 2, harvest, 2);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = market;
  a.spot = 0;
  assert_refused (game, &a, "T4");
  a.spot = board->track[market].def->n_spots;
  assert_refused (game, &a, "T4");
  a.space = harvest;
  a.spot = 2;
  assert_refused (game, &a, "T4");

  /* Any free spot, not only the first */
  a.space = market;
  a.spot = 3;
  expect = s;
  put_mule (&expect, 0, market, 3);
  expect.phase = ALP_PHASE_ACT;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_t5_leave_space (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  const struct { AlpSpaceKind kind; } kinds[] = { { ALP_SPACE_MARKET }, { ALP_SPACE_HARVEST } };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      guint space = find_space (board, kinds[k].kind, 1);
      AlpState s = get_state (game);
      AlpAction a;

      for (guint m = 1; m < 4; m++)
        put_mule (&s, m, board->end_space - 1 - m, 0);
      begin_move (&s, 0, space, 1);
      _alp_game_set_state (game, &s);

      alp_action_init (&a, ALP_ACTION_MOVE);
      a.space = space;
      for (a.spot = 0; a.spot < board->track[space].def->n_spots; a.spot++)
        assert_refused (game, &a, "T5");

      a.space = space + 1;
      a.spot = 0;
      apply_ok (game, &a);
      g_assert_cmpuint (alp_game_get_position (game, 0).space, ==, space + 1);
    }
}

static void
test_t6_pass_market (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint market = find_space (board, ALP_SPACE_MARKET, 0);
  guint harvest = find_space (board, ALP_SPACE_HARVEST, 0);
  AlpState s = get_state (game);
  AlpAction a;

  /* Free spots in both, and the mule passes them */
  g_assert_cmpuint (harvest, >, market);
  begin_move (&s, 0, market - 1, 0);
  _alp_game_set_state (game, &s);
  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = harvest + 1;
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_position (game, 0).space, ==, harvest + 1);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ACT);

  /* ...and is not asked to deliver or harvest */
  end_turn (game);
  g_assert_cmpuint (alp_game_get_current (game), ==, 1);
}

static void
test_t7_end_spot (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint end = board->end_space;
  AlpState s = get_state (game), expect;
  AlpAction a;

  /* The goal token is left (A11's option): this is about the end spot */
  ((AlpBoard *) board)->options.goal_token_declinable = TRUE;
  put_mule (&s, 1, end, 0);
  s.finished |= 1u << 1;
  begin_move (&s, 0, end - 1, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = end;
  a.spot = 0;
  assert_refused (game, &a, "T7");
  a.spot = board->track[end].def->n_spots;
  assert_refused (game, &a, "T4");

  /* Any free end spot, not only the best one */
  a.spot = 2;
  apply_ok (game, &a);
  expect = get_state (game);
  g_assert_cmpuint (expect.mules[0].space, ==, end);
  g_assert_cmpuint (expect.mules[0].spot, ==, 2);

  /* Ending the turn there: done for good */
  expect.finished |= 1u << 0;
  expect.players[0].end_dirhams = board->track[end].def->spots[2].value;
  expect.players[0].sold = TRUE;
  expect.current = 2;
  expect.phase = ALP_PHASE_MOVE;
  end_turn (game);
  assert_state_is (game, &expect);
  g_assert_cmpuint (alp_rules_next_mule (board, _alp_game_get_state (game)), ==, 2);
}

typedef struct
{
  const char *edition;
  guint       n_players;
} PlayersCase;

static void
test_t7_four_player_spots (gconstpointer data)
{
  const PlayersCase *c = data;
  g_autoptr(AlpGame) game = new_game (c->edition, c->n_players);
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpSpaceDef *end = board->track[board->end_space].def;
  guint n_four = 0;
  AlpAction a;

  for (guint spot = 0; spot < end->n_spots; spot++)
    {
      AlpState s = get_state (game);

      begin_move (&s, 0, board->end_space - 1, 0);
      _alp_game_set_state (game, &s);

      alp_action_init (&a, ALP_ACTION_MOVE);
      a.space = board->end_space;
      a.spot = spot;
      if (end->spots[spot].four_player_only)
        {
          n_four++;
          assert_refused (game, &a, "T7");
        }
      else
        apply_ok (game, &a);
    }
  g_assert_cmpuint (n_four, ==, 1);
}

/* A copy whose end spots' dirhams are not described: the board shows no
 * number for them, the first mule arriving at one asks for its dirhams
 * (E1), nothing changes until then, and the answer is what it takes */
static void
test_e1_end_spot_asked_on_arrival (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  guint n_spots = board->track[board->end_space].def->n_spots;
  g_autofree char *path1 = end_value_path (game, 1);
  AlpState s;
  AlpAction a;

  /* (a new edition makes new definitions: none is kept across) */
  for (guint spot = 0; spot < n_spots; spot++)
    {
      g_autofree char *path = end_value_path (game, spot);

      set_edition_value (game, path, NULL);
      g_assert_cmpint (alp_game_get_end_spot_value (game, spot), ==, -1);
    }

  s = get_state (game);
  begin_move (&s, 0, board->end_space - 1, 0);
  _alp_game_set_state (game, &s);
  /* still a destination the board marks: taking it asks */
  {
    g_autoptr(GArray) destinations = alp_game_list_destinations (game);
    gboolean found = FALSE;

    for (guint i = 0; i < destinations->len; i++)
      {
        AlpPosition *pos = &g_array_index (destinations, AlpPosition, i);

        found |= pos->space == board->end_space && pos->spot == 1;
      }
    g_assert_true (found);
  }
  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = board->end_space;
  a.spot = 1;
  assert_needs (game, &a, path1);

  set_edition_value (game, path1, "7");
  g_assert_cmpint (alp_game_get_end_spot_value (game, 1), ==, 7);
  g_assert_cmpint (alp_game_get_end_spot_value (game, 0), ==, -1);
  apply_ok (game, &a);
  take_goal_token (game);   /* A11: no goal can be completed */
  end_turn (game);
  g_assert_cmpint (get_state (game).players[0].end_dirhams, ==, 7);
}

/* The standing of a game in progress counts no end spot a player has not
 * reached: it says so, and never shows it as 0 (E1, E3) */
static void
test_e1_standing_end_spot_unknown (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  gint value = board->track[board->end_space].def->spots[1].value;
  g_autoptr(AlpScore) before = alp_game_get_score (game);
  g_autoptr(AlpScore) arrived = NULL;
  g_autoptr(JsonNode) node = alp_score_to_node (before);
  g_autofree char *text = alp_score_to_text (before);
  JsonObject *line;
  AlpState s;
  AlpAction a;

  g_assert_false (before->final);
  for (guint p = 0; p < before->n_players; p++)
    {
      g_assert_cmpint (before->lines[p].end_spot, ==, -1);
      g_assert_cmpint (before->lines[p].end_dirhams, ==, 0);
    }
  g_assert_nonnull (strstr (text, "unknown"));
  line = json_array_get_object_element (json_object_get_array_member (json_node_get_object (node),
                                                                      "players"), 0);
  g_assert_true (json_node_is_null (json_object_get_member (json_object_get_object_member (line, "breakdown"),
                                                            "end_spot")));
  g_assert_true (json_node_is_null (json_object_get_member (line, "end_spot_value")));

  /* On an end spot, before the turn ends: that spot's dirhams count */
  s = get_state (game);
  begin_move (&s, 0, board->end_space - 1, 0);
  _alp_game_set_state (game, &s);
  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = board->end_space;
  a.spot = 1;
  apply_ok (game, &a);
  arrived = alp_game_get_score (game);
  g_assert_cmpint (arrived->lines[0].end_spot, ==, value);
  g_assert_cmpint (arrived->lines[0].end_dirhams, ==, value);
  g_assert_cmpint (arrived->lines[1].end_spot, ==, -1);
}

/* Zara takes the free end spot of highest value (Z8): the dirhams of
 * every free spot are asked before she arrives, those of taken spots not */
static void
test_z8_end_spots_asked (void)
{
  g_autoptr(AlpGame) game = new_game (ED23, 2);
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpSpaceDef *end = board->track[board->end_space].def;
  guint n_spots = end->n_spots;
  guint four_only = 0;
  static const char * const values[] = { "3", "9", "5", "1" };
  guint asked = 0;
  AlpState s;
  AlpAction a;

  for (guint spot = 0; spot < n_spots; spot++)
    four_only |= end->spots[spot].four_player_only << spot;
  for (guint spot = 0; spot < n_spots; spot++)
    {
      g_autofree char *path = end_value_path (game, spot);

      set_edition_value (game, path, NULL);
    }

  s = get_state (game);
  put_mule (&s, 0, board->end_space, 0);
  s.finished |= 1u << 0;
  put_mule (&s, 1, board->end_space, 2);
  s.finished |= 1u << 1;
  put_mule (&s, ALP_ZARA, board->end_space - 1, 0);
  s.current = ALP_ZARA;
  s.phase = ALP_PHASE_ZARA_ROLL;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = 1;
  for (guint spot = 0; spot < n_spots; spot++)
    {
      g_autofree char *path = end_value_path (game, spot);

      if (spot == 0 || spot == 2 || (four_only & (1u << spot)))
        continue;
      assert_needs (game, &a, path);
      set_edition_value (game, path, values[spot]);
      asked++;
    }
  g_assert_cmpuint (asked, ==, 1);
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).mules[ALP_ZARA].space, ==, board->end_space);
  g_assert_cmpuint (get_state (game).mules[ALP_ZARA].spot, ==, 1);
}

static void
test_t8_game_over (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  for (guint m = 1; m < 4; m++)
    {
      put_mule (&s, m, board->end_space, m);
      s.finished |= 1u << m;
    }
  begin_move (&s, 0, board->end_space - 1, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = board->end_space;
  a.spot = 0;
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ACT);
  take_goal_token (game);   /* A11: no goal can be completed */
  end_turn (game);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);

  alp_action_init (&a, ALP_ACTION_END_TURN);
  assert_refused_code (game, &a, ALP_RULE_ERROR_GAME_OVER, "T8");
  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  assert_refused_code (game, &a, ALP_RULE_ERROR_GAME_OVER, "T8");
}

static void
test_t8_zara_too (void)
{
  g_autoptr(AlpGame) game = new_game (ED23, 2);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  /* Both players done, Zara not yet: her turn, not the end */
  put_mule (&s, 1, board->end_space, 1);
  s.finished |= 1u << 1;
  put_mule (&s, ALP_ZARA, board->end_space - 1, 0);
  begin_move (&s, 0, board->end_space - 2, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = board->end_space;
  a.spot = 2;
  apply_ok (game, &a);
  take_goal_token (game);   /* A11: no goal can be completed */
  end_turn (game);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_ROLL);
  g_assert_cmpuint (alp_game_get_current (game), ==, ALP_ZARA);

  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = 1;
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
}

/* ------------------------------------------------------------------ */
/* A1-A13: the actions of a standard space                              */

/* A 4-player game with mule 0 acting on the first standard space showing
 * @n times @icon */
static AlpGame *
act_game (AlpIcon   icon,
          guint     n,
          AlpState *s)
{
  AlpGame *game = new_game (ED4, 4);

  *s = get_state (game);
  begin_act (s, 0, find_standard (_alp_game_get_board (game), icon, n), 0);
  _alp_game_set_state (game, s);

  return game;
}

static void
test_a1_fruit_limit (void)
{
  AlpState s, expect;
  AlpAction a;

  /* take fruit */
  {
    g_autoptr(AlpGame) game = act_game (ALP_ICON_FRUIT, 2, &s);

    set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
    _alp_game_set_state (game, &s);
    alp_action_init (&a, ALP_ACTION_TAKE_FRUIT);
    a.n = 2;
    a.fruits[0] = ALP_FRUIT_GRAPE;
    a.fruits[1] = ALP_FRUIT_APPLE;
    assert_refused (game, &a, "A1");

    a.fruits[1] = ALP_FRUIT_GRAPE;
    expect = s;
    expect.players[0].fruits[ALP_FRUIT_GRAPE] += 2;
    expect.supply_fruit[ALP_FRUIT_GRAPE] -= 2;
    apply_ok (game, &a);
    assert_state_is (game, &expect);
  }

  /* add a farmer */
  {
    g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 1, &s);

    set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
    _alp_game_set_state (game, &s);
    alp_action_init (&a, ALP_ACTION_ADD_FARMER);
    a.icon = ALP_ICON_ADD_FARMER;
    a.n = 1;
    a.to[0] = ALP_REGION_GREEN;
    a.fruit[0] = ALP_FRUIT_APPLE;
    assert_refused (game, &a, "A1");
  }

  /* spend 1 noria */
  {
    g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

    set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
    set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
    set_norias (&s, 0, 1);
    _alp_game_set_state (game, &s);
    alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
    a.cost = 1;
    a.fruit[0] = ALP_FRUIT_GRAPE;
    a.fruit[1] = ALP_FRUIT_APPLE;
    assert_refused (game, &a, "A1");
  }
}

static void
test_a2_add_farmer (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 1, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER;
  a.n = 1;
  a.to[0] = ALP_REGION_GREEN;

  /* A fruit is there: it must be taken */
  assert_refused (game, &a, "A2");
  /* ...and it must be there */
  a.fruit[0] = ALP_FRUIT_CHERRY;
  assert_refused (game, &a, "A2");
  /* ...and into a farmland */
  a.fruit[0] = ALP_FRUIT_LEMON;
  a.to[0] = ALP_N_REGIONS;
  assert_refused (game, &a, "A2");
  /* ...from the supply while it has farmers */
  add_farmers (&s, 0, ALP_REGION_PURPLE, 1);
  _alp_game_set_state (game, &s);
  a.to[0] = ALP_REGION_GREEN;
  a.from[0] = ALP_REGION_PURPLE;
  assert_refused (game, &a, "A2");

  /* Exactly one fruit, from that farmland */
  a.from[0] = ALP_NONE;
  expect = s;
  expect.players[0].farmers--;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]++;
  expect.farmlands[ALP_REGION_GREEN].fruit[ALP_FRUIT_LEMON]--;
  expect.players[0].fruits[ALP_FRUIT_LEMON]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* Once per icon */
  assert_refused (game, &a, "T2");
}

static void
test_a2_no_fruit_there (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 1, &s);

  /* Green holds apples and lemons; the player holds 5 apples, and the
   * lemons are gone */
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
  set_farmland_fruit (&s, ALP_REGION_GREEN, ALP_FRUIT_LEMON, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER;
  a.n = 1;
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_LEMON;
  assert_refused (game, &a, "A2");

  a.fruit[0] = ALP_NONE;
  expect = s;
  expect.players[0].farmers--;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a2_coloured (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER_GREEN, 1, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER_GREEN;
  a.n = 1;
  a.to[0] = ALP_REGION_PURPLE;
  a.fruit[0] = ALP_FRUIT_GRAPE;
  assert_refused (game, &a, "A2");

  /* The space shows no "any farmland" icon */
  a.icon = ALP_ICON_ADD_FARMER;
  assert_refused (game, &a, "T2");

  a.icon = ALP_ICON_ADD_FARMER_GREEN;
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_APPLE;
  expect = s;
  expect.players[0].farmers--;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]++;
  expect.farmlands[ALP_REGION_GREEN].fruit[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_APPLE]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a2_supply_empty (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 1, &s);

  empty_farmer_supply (&s, 0, ALP_REGION_PURPLE);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER;
  a.n = 1;
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A2");

  /* It becomes A4: never from a village, never to the same farmland */
  a.from[0] = ALP_REGION_GREEN;
  assert_refused (game, &a, "A4");
  a.from[0] = ALP_N_REGIONS;
  assert_refused (game, &a, "A4");

  a.from[0] = ALP_REGION_PURPLE;
  expect = s;
  expect.farmlands[ALP_REGION_PURPLE].farmers[0]--;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]++;
  expect.farmlands[ALP_REGION_GREEN].fruit[ALP_FRUIT_APPLE]--;
  expect.players[0].fruits[ALP_FRUIT_APPLE]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a3_two_farmlands (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 2, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER;
  a.n = 2;
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.to[1] = ALP_REGION_GREEN;
  a.fruit[1] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A3");

  /* Not 3; one of the two is A3's table option (/engine/rules/A3/partial/...) */
  a.n = 3;
  assert_refused (game, &a, "A3");

  a.n = 2;
  a.to[1] = ALP_REGION_RED;
  a.fruit[1] = ALP_FRUIT_GRAPE;
  expect = s;
  expect.players[0].farmers -= 2;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]++;
  expect.farmlands[ALP_REGION_RED].farmers[0]++;
  expect.farmlands[ALP_REGION_GREEN].fruit[ALP_FRUIT_APPLE]--;
  expect.farmlands[ALP_REGION_RED].fruit[ALP_FRUIT_GRAPE]--;
  expect.players[0].fruits[ALP_FRUIT_APPLE]++;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a4_move_farmer (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_MOVE_FARMER, 1, &s);

  add_farmers (&s, 0, ALP_REGION_GREEN, 1);
  add_village_farmers (&s, 0, ALP_REGION_RED, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE_FARMER);
  a.n = 1;
  a.to[0] = ALP_REGION_PURPLE;
  a.fruit[0] = ALP_FRUIT_GRAPE;

  /* Never from the supply, a village, an empty farmland */
  assert_refused (game, &a, "A4");
  a.from[0] = ALP_N_REGIONS;
  assert_refused (game, &a, "A4");
  a.from[0] = ALP_REGION_RED;      /* its farmer is in the village */
  assert_refused (game, &a, "A4");
  a.from[0] = ALP_REGION_YELLOW;
  assert_refused (game, &a, "A4");
  /* Never to a village or the same farmland */
  a.from[0] = ALP_REGION_GREEN;
  a.to[0] = ALP_N_REGIONS;
  assert_refused (game, &a, "A4");
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A4");
  /* The fruit as in A2: one from the farmland it arrives in */
  a.to[0] = ALP_REGION_PURPLE;
  a.fruit[0] = ALP_NONE;
  assert_refused (game, &a, "A4");
  a.fruit[0] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A4");

  a.fruit[0] = ALP_FRUIT_ORANGE;
  expect = s;
  expect.farmlands[ALP_REGION_GREEN].farmers[0]--;
  expect.farmlands[ALP_REGION_PURPLE].farmers[0]++;
  expect.farmlands[ALP_REGION_PURPLE].fruit[ALP_FRUIT_ORANGE]--;
  expect.players[0].fruits[ALP_FRUIT_ORANGE]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* The canal map of complete-4p: a (start, straight), b (T to green, 1
 * dirham), c (straight, 1 noria), d (T to purple), e (T to orange, 1
 * dirham), f (start, straight), g (T to red, 1 noria), h (T to yellow). */
enum { CH_A, CH_B, CH_C, CH_D, CH_E, CH_F, CH_G, CH_H };

static void
place_channel (AlpState *s,
               guint     channel)
{
  s->channels_placed |= G_GUINT64_CONSTANT (1) << channel;
  s->channels_used++;
}

static void
test_a5_canal_map (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_IRRIGATE, 1, &s);

  alp_action_init (&a, ALP_ACTION_IRRIGATE);

  /* b touches only a, which is free */
  a.channel = CH_B;
  a.crop = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A5");
  a.channel = 8;
  a.crop = ALP_NONE;
  assert_refused (game, &a, "A5");

  /* A start channel */
  a.channel = CH_F;
  expect = s;
  place_channel (&expect, CH_F);
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* Not twice on one channel space */
  s = expect;
  begin_act (&s, 0, s.mules[0].space, 0);
  _alp_game_set_state (game, &s);
  assert_refused (game, &a, "A5");

  /* Touching a placed one: d touches only c, which is free; g touches f */
  a.channel = CH_D;
  a.crop = ALP_FRUIT_GRAPE;
  assert_refused (game, &a, "A5");
  a.channel = CH_G;
  expect = s;
  place_channel (&expect, CH_G);
  expect.players[0].norias++;
  expect.supply_norias--;
  expect.supply_crops[ALP_FRUIT_GRAPE]--;
  expect.farmlands[ALP_REGION_RED].crops[ALP_FRUIT_GRAPE]++;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]++;
  expect.farmlands[ALP_REGION_RED].fruit[ALP_FRUIT_GRAPE] += 2;
  expect.supply_fruit[ALP_FRUIT_GRAPE] -= 3;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a5_fifteen_tokens (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_IRRIGATE, 1, &s);

  s.channels_used = ALP_CHANNEL_TOKENS;
  _alp_game_set_state (game, &s);
  alp_action_init (&a, ALP_ACTION_IRRIGATE);
  a.channel = CH_A;
  assert_refused (game, &a, "A5");

  s.channels_used = ALP_CHANNEL_TOKENS - 1;
  _alp_game_set_state (game, &s);
  g_assert_true (alp_game_apply (game, &a, NULL));
}

static AlpGame *
act_game_23 (AlpIcon   icon,
             guint     n,
             AlpState *s)
{
  AlpGame *game = new_game (ED23, 3);

  *s = get_state (game);
  begin_act (s, 0, find_standard (_alp_game_get_board (game), icon, n), 0);
  _alp_game_set_state (game, s);

  return game;
}

static void
test_a5_no_canal_map (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game_23 (ALP_ICON_IRRIGATE, 1, &s);

  g_assert_false (_alp_game_get_board (game)->ed->canal.known);

  alp_action_init (&a, ALP_ACTION_IRRIGATE);
  a.shape = ALP_CHANNEL_STRAIGHT;
  a.dirhams = 6;
  assert_refused (game, &a, "A5");
  a.dirhams = 1;
  a.norias = 6;
  assert_refused (game, &a, "A5");
  a.shape = 2;
  a.norias = 1;
  assert_refused (game, &a, "A5");

  /* A straight channel space with a dirham and a noria */
  a.shape = ALP_CHANNEL_STRAIGHT;
  expect = s;
  expect.channels_used++;
  expect.players[0].dirhams++;
  expect.players[0].norias++;
  expect.supply_norias--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* Only the token count is enforced */
  s = expect;
  s.channels_used = ALP_CHANNEL_TOKENS;
  begin_act (&s, 0, s.mules[0].space, 0);
  _alp_game_set_state (game, &s);
  assert_refused (game, &a, "A5");
}

static void
test_a6_crop (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game_23 (ALP_ICON_IRRIGATE, 1, &s);

  alp_action_init (&a, ALP_ACTION_IRRIGATE);
  a.shape = ALP_CHANNEL_T;
  a.dirhams = 1;

  /* A T leads to a farmland and places a crop token */
  a.crop = ALP_FRUIT_CHERRY;
  assert_refused (game, &a, "A6");
  a.to[0] = ALP_REGION_YELLOW;
  a.crop = ALP_NONE;
  assert_refused (game, &a, "A6");
  a.crop = ALP_N_FRUITS;
  assert_refused (game, &a, "A6");

  a.crop = ALP_FRUIT_CHERRY;
  expect = s;
  expect.channels_used++;
  expect.players[0].dirhams++;
  expect.supply_crops[ALP_FRUIT_CHERRY]--;
  expect.farmlands[ALP_REGION_YELLOW].crops[ALP_FRUIT_CHERRY]++;
  expect.players[0].fruits[ALP_FRUIT_CHERRY]++;
  expect.farmlands[ALP_REGION_YELLOW].fruit[ALP_FRUIT_CHERRY] += 2;
  expect.supply_fruit[ALP_FRUIT_CHERRY] -= 3;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

typedef struct
{
  const char *name;
  guint       held;          /* of the crop's fruit */
  guint       supply;        /* of the crop's fruit */
  guint       norias;        /* held */
  guint       got_fruit;
  guint       on_token;
  guint       got_norias;
} CropCase;

static const CropCase crop_cases[] = {
  { "plenty",          0, 10, 0, 1, 2, 0 },
  { "holding-5",       5, 10, 0, 0, 2, 1 },
  { "holding-5-norias-5", 5, 10, 5, 0, 2, 0 },
  { "supply-3",        0,  3, 0, 1, 2, 0 },
  { "supply-2",        0,  2, 0, 1, 1, 0 },
  { "supply-1",        0,  1, 0, 1, 0, 0 },
  { "supply-0",        0,  0, 0, 0, 0, 0 },
  { "holding-5-supply-1", 5, 1, 0, 0, 1, 1 },
};

static void
test_a6_crop_case (gconstpointer data)
{
  const CropCase *c = data;
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = new_game (ED4, 4);

  s = get_state (game);
  begin_act (&s, 0, find_standard (_alp_game_get_board (game), ALP_ICON_IRRIGATE, 1), 0);
  place_channel (&s, CH_A);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, c->held);
  set_supply_fruit (&s, ALP_FRUIT_LEMON, c->supply);
  set_norias (&s, 0, c->norias);
  _alp_game_set_state (game, &s);

  /* b: T to green, 1 dirham */
  alp_action_init (&a, ALP_ACTION_IRRIGATE);
  a.channel = CH_B;
  a.crop = ALP_FRUIT_LEMON;
  expect = s;
  place_channel (&expect, CH_B);
  expect.players[0].dirhams++;
  expect.supply_crops[ALP_FRUIT_LEMON]--;
  expect.farmlands[ALP_REGION_GREEN].crops[ALP_FRUIT_LEMON]++;
  expect.players[0].fruits[ALP_FRUIT_LEMON] += c->got_fruit;
  expect.farmlands[ALP_REGION_GREEN].fruit[ALP_FRUIT_LEMON] += c->on_token;
  expect.supply_fruit[ALP_FRUIT_LEMON] -= c->got_fruit + c->on_token;
  expect.players[0].norias += c->got_norias;
  expect.supply_norias -= c->got_norias;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a6_crop_tokens (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_IRRIGATE, 1, &s);

  place_channel (&s, CH_A);
  /* Both cherry crop tokens placed already */
  s.supply_crops[ALP_FRUIT_CHERRY] = 0;
  s.farmlands[ALP_REGION_RED].crops[ALP_FRUIT_CHERRY] = 2;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_IRRIGATE);
  a.channel = CH_B;
  a.crop = ALP_FRUIT_CHERRY;
  assert_refused (game, &a, "A6");
  /* A straight channel gives none */
  a.channel = CH_C;
  assert_refused (game, &a, "A6");

  /* With no crop token left at all, a T gives none */
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      s.farmlands[ALP_REGION_RED].crops[f] += s.supply_crops[f];
      s.supply_crops[f] = 0;
    }
  _alp_game_set_state (game, &s);
  a.channel = CH_B;
  a.crop = ALP_NONE;
  expect = s;
  place_channel (&expect, CH_B);
  expect.players[0].dirhams++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

typedef struct
{
  const char *name;
  guint       held;
  guint       got;
} NoriaCase;

static const NoriaCase noria_cases[] = {
  { "0", 0, 2 },
  { "3", 3, 2 },
  { "4", 4, 1 },   /* N2: the excess is lost */
  { "5", 5, 0 },
};

static void
test_a7_take_norias (gconstpointer data)
{
  const NoriaCase *c = data;
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_NORIA, 2, &s);

  /* What exceeds 5 is lost at once: N2's table option off (its other
   * setting is /engine/rules/N2/during-action/...) */
  ((AlpBoard *) _alp_game_get_board (game))->options.norias_during_action = FALSE;
  set_norias (&s, 0, c->held);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  expect = s;
  expect.players[0].norias += c->got;
  expect.supply_norias -= c->got;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  assert_refused (game, &a, "T2");
}

static void
test_a8_take_fruit (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_FRUIT, 2, &s);

  set_supply_fruit (&s, ALP_FRUIT_ORANGE, 0);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_TAKE_FRUIT);
  /* Two fruits: not fewer, not more, and from the supply */
  a.n = 1;
  a.fruits[0] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A8");
  a.n = 3;
  a.fruits[1] = ALP_FRUIT_APPLE;
  a.fruits[2] = ALP_FRUIT_APPLE;
  assert_refused (game, &a, "A8");
  a.n = 2;
  a.fruits[1] = ALP_FRUIT_ORANGE;
  assert_refused (game, &a, "A8");
  a.fruits[1] = ALP_N_FRUITS;
  assert_refused (game, &a, "A8");

  /* The same fruit twice is fine; farmlands are untouched */
  a.fruits[1] = ALP_FRUIT_APPLE;
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_APPLE] += 2;
  expect.supply_fruit[ALP_FRUIT_APPLE] -= 2;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a8_fewer_when_nothing_left (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_FRUIT, 2, &s);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    set_fruit (&s, 0, f, f == ALP_FRUIT_CHERRY ? 4 : 5);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_TAKE_FRUIT);
  a.n = 1;
  a.fruits[0] = ALP_FRUIT_CHERRY;
  expect = s;
  expect.players[0].fruits[ALP_FRUIT_CHERRY]++;
  expect.supply_fruit[ALP_FRUIT_CHERRY]--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a9_dirhams (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  alp_action_init (&a, ALP_ACTION_TAKE_DIRHAMS);
  expect = s;
  expect.players[0].dirhams += 2;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  assert_refused (game, &a, "T2");
}

/* A goal space; player 0 holds 3 different fruits, so meets goal card 0
 * (side A: 3 different fruits), and 3 farmers in green (card 1, side A) */
static AlpGame *
goal_game (AlpState *s)
{
  AlpGame *game = act_game (ALP_ICON_GOAL, 1, s);
  const AlpBoard *board = _alp_game_get_board (game);

  g_assert_cmpuint (board->goals[0], ==, ALP_GOAL_THREE_DIFFERENT_FRUITS);
  g_assert_cmpuint (board->goals[1], ==, ALP_GOAL_THREE_FARMERS_ONE_FARMLAND);
  set_fruit (s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (s, 0, ALP_FRUIT_LEMON, 1);
  add_farmers (s, 0, ALP_REGION_GREEN, 3);
  _alp_game_set_state (game, s);

  return game;
}

static void
goal_action (AlpAction *a,
             guint      card,
             guint      spot)
{
  alp_action_init (a, ALP_ACTION_COMPLETE_GOAL);
  a->goal_card = card;
  a->goal_spot = spot;
}

static void
test_a10_complete_goal (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;

  /* Unmet (card 2: 3 different delivery tokens), no such card or spot */
  goal_action (&a, 2, 0);
  assert_refused (game, &a, "A10");
  goal_action (&a, ALP_N_GOAL_CARDS, 0);
  assert_refused (game, &a, "A10");
  goal_action (&a, 0, ed->goal_cards[0].n_spots);
  assert_refused (game, &a, "A10");
  /* From the supply while it has farmers */
  goal_action (&a, 0, 1);
  a.from[0] = ALP_REGION_GREEN;
  assert_refused (game, &a, "A10");

  /* A free spot of the player's choice, and its reward (3 dirhams) */
  a.from[0] = ALP_NONE;
  g_assert_cmpuint (alp_rules_count_icon (&ed->goal_cards[0].spots[1], ALP_ICON_DIRHAM), ==, 3);
  expect = s;
  expect.players[0].farmers--;
  expect.goal_spots[0][1] = 1;
  expect.players[0].goals_done |= 1u << 0;
  expect.players[0].dirhams += 3;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* Once per player, on a later stop too */
  s = expect;
  begin_act (&s, 0, s.mules[0].space, 0);
  _alp_game_set_state (game, &s);
  goal_action (&a, 0, 0);
  assert_refused (game, &a, "A10");
}

static void
test_a10_spots (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;
  guint n_spots = ed->goal_cards[0].n_spots;

  /* Player 1 holds spot 0: taken */
  s.players[1].farmers--;
  s.goal_spots[0][0] = 2;
  _alp_game_set_state (game, &s);
  goal_action (&a, 0, 0);
  assert_refused (game, &a, "A10");

  /* The last spot rewards a noria; with norias worth 5 it is lost (N2) */
  g_assert_cmpuint (alp_rules_count_icon (&ed->goal_cards[0].spots[n_spots - 1], ALP_ICON_NORIA),
                    ==, 1);
  set_norias (&s, 0, 5);
  _alp_game_set_state (game, &s);
  goal_action (&a, 0, n_spots - 1);
  expect = s;
  expect.players[0].farmers--;
  expect.goal_spots[0][n_spots - 1] = 1;
  expect.players[0].goals_done |= 1u << 0;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* A card with no free spot cannot be completed */
  s = get_state (game);
  for (guint i = 0; i < ed->goal_cards[1].n_spots; i++)
    {
      s.players[1 + i % 3].farmers--;
      s.goal_spots[1][i] = 2 + i % 3;
    }
  begin_act (&s, 0, s.mules[0].space, 0);
  _alp_game_set_state (game, &s);
  for (guint i = 0; i < ed->goal_cards[1].n_spots; i++)
    {
      goal_action (&a, 1, i);
      assert_refused (game, &a, "A10");
    }
  /* ...and counts as unable for A11 */
  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  expect = s;
  expect.players[0].goal_tokens++;
  expect.supply_goal_tokens--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

/* A goal card dealt with its goals only: its spots are asked when a player
 * first completes one of its goals, then that spot's reward is taken */
static void
test_a10_spots_unknown (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);
  g_autoptr(JsonNode) spots = alp_edition_get_value (alp_game_get_edition (game), "goal_cards[0].spots");
  g_autofree char *answer = json_to_string (spots, FALSE);
  const AlpEditionData *ed;

  set_edition_value (game, "goal_cards[0].spots", NULL);
  ed = _alp_game_get_board (game)->ed;
  g_assert_true (ed->goal_cards[0].known);
  g_assert_cmpuint (ed->goal_cards[0].n_spots, ==, 0);
  g_assert_cmpuint (alp_game_get_goal_n_spots (game, 0), ==, 0);

  /* the player meets the goal, so takes no goal token (A11) ... */
  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  assert_refused (game, &a, "A11");
  /* ... and completing it needs the spots, the state untouched */
  goal_action (&a, 0, 1);
  assert_needs (game, &a, "goal_cards[0].spots");
  /* an unmet goal is refused by its rule, not asked */
  goal_action (&a, 2, 0);
  assert_refused (game, &a, "A10");

  /* answered: the spot the player chose, and its reward (3 dirhams) */
  set_edition_value (game, "goal_cards[0].spots", answer);
  ed = _alp_game_get_board (game)->ed;
  g_assert_cmpuint (ed->goal_cards[0].n_spots, ==, 4);
  goal_action (&a, 0, 1);
  expect = get_state (game);
  expect.players[0].farmers--;
  expect.goal_spots[0][1] = 1;
  expect.players[0].goals_done |= 1u << 0;
  expect.players[0].dirhams += 3;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a10_farmer_from_farmland (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);

  empty_farmer_supply (&s, 0, ALP_REGION_PURPLE);
  _alp_game_set_state (game, &s);

  goal_action (&a, 0, 0);
  assert_refused (game, &a, "A10");
  a.from[0] = ALP_REGION_YELLOW;
  assert_refused (game, &a, "A10");
  a.from[0] = ALP_N_REGIONS;
  assert_refused (game, &a, "A10");

  a.from[0] = ALP_REGION_PURPLE;
  expect = s;
  expect.farmlands[ALP_REGION_PURPLE].farmers[0]--;
  expect.goal_spots[0][0] = 1;
  expect.players[0].goals_done |= 1u << 0;
  expect.players[0].dirhams += 5;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_a11_goal_token (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);

  /* Able to complete a goal: no token */
  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  assert_refused (game, &a, "A11");

  /* Unable: the token */
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 0);
  s.farmlands[ALP_REGION_GREEN].farmers[0]--;
  s.players[0].farmers++;
  _alp_game_set_state (game, &s);
  expect = s;
  expect.players[0].goal_tokens++;
  expect.supply_goal_tokens--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* One use of the space: no second token, no goal either */
  assert_refused (game, &a, "T2");

  /* No goal token left */
  s.players[1].goal_tokens = s.supply_goal_tokens;
  s.supply_goal_tokens = 0;
  _alp_game_set_state (game, &s);
  assert_refused (game, &a, "A11");
}

static void
test_a11_all_goals_done (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_GOAL, 1, &s);

  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      s.players[0].farmers--;
      s.goal_spots[c][0] = 1;
      s.players[0].goals_done |= 1u << c;
    }
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  assert_refused (game, &a, "A11");

  /* With three done, unable to complete the fourth: a token */
  s.players[0].goals_done &= ~(1u << 3);
  s.goal_spots[3][0] = 0;
  s.players[0].farmers++;
  _alp_game_set_state (game, &s);
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 1);
}

static void
test_a12_goal_token_spent (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = goal_game (&s);

  /* a token from an earlier stop */
  s.players[0].goal_tokens = 1;
  s.spendable_tokens = 1;
  s.supply_goal_tokens--;
  _alp_game_set_state (game, &s);

  /* The space's own goal first */
  goal_action (&a, 1, 0);
  a.use_token = TRUE;
  assert_refused (game, &a, "A12");

  goal_action (&a, 0, 0);
  apply_ok (game, &a);
  expect = get_state (game);

  /* An unmet goal: the token stays */
  goal_action (&a, 2, 0);
  a.use_token = TRUE;
  assert_refused (game, &a, "A10");
  /* Not the same goal again */
  goal_action (&a, 0, 1);
  a.use_token = TRUE;
  assert_refused (game, &a, "A10");

  goal_action (&a, 1, 0);
  a.use_token = TRUE;
  expect.players[0].goal_tokens--;
  expect.supply_goal_tokens++;
  expect.players[0].farmers--;
  expect.goal_spots[1][0] = 1;
  expect.players[0].goals_done |= 1u << 1;
  expect.players[0].dirhams += 5;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* No token left */
  assert_refused (game, &a, "A12");
}

/* The game on @game's space of the current mule, with its icons made @icons */
static void
set_space_icons (AlpGame    *game,
                 const char *icons)
{
  const AlpState *s = _alp_game_get_state (game);
  const AlpBoard *board = _alp_game_get_board (game);
  guint space = s->mules[s->current].space;
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.four_player.spaces[%u].icons",
                                           board->track[space].segment, board->track[space].index);

  set_edition_value (game, path, icons);
}

/* A fruit of @region's fields, ALP_NONE when none is left */
static guint
some_fruit (const AlpState *s,
            AlpRegion       region)
{
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (s->farmlands[region].fruit[f] > 0 && s->players[s->current].fruits[f] < 5)
      return f;

  return ALP_NONE;
}

/* A space showing one farmland's colour twice would send its 2 farmers to
 * one farmland, which A3 forbids: the edition refuses such a space */
static void
test_a3_one_colour_twice (void)
{
  AlpState s;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 2, &s);
  const AlpBoard *board = _alp_game_get_board (game);
  guint space = s.mules[0].space;
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.four_player.spaces[%u].icons",
                                           board->track[space].segment, board->track[space].index);
  g_autofree char *icon_path = g_strdup_printf ("%s[1]", path);
  g_autoptr(JsonNode) value = json_from_string ("[\"add-farmer-green\", \"add-farmer-green\"]", NULL);
  g_autoptr(AlpEdition) edited = NULL;
  g_autoptr(GError) error = NULL;

  edited = alp_edition_with_value (alp_game_get_edition (game), path, value, &error);
  g_assert_null (edited);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, icon_path);
  g_assert_nonnull (strstr (error->message, "A3"));
}

/* A3 across icons: a space showing a coloured add-farmer icon and a plain
 * one adds 2 farmers, so they go to 2 different farmlands, whichever
 * icon is used first; the choices offered agree */
static void
test_a3_across_icons (void)
{
  for (guint order = 0; order < 2; order++)
    {
      AlpState s, expect;
      AlpAction a;
      g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 2, &s);
      g_autoptr(GArray) choices = NULL;
      guint n_legal = 0;

      set_space_icons (game, "[\"add-farmer-green\", \"add-farmer\"]");
      s = get_state (game);

      alp_action_init (&a, ALP_ACTION_ADD_FARMER);
      a.n = 1;
      a.to[0] = ALP_REGION_GREEN;
      a.fruit[0] = some_fruit (&s, ALP_REGION_GREEN);
      a.icon = order == 0 ? ALP_ICON_ADD_FARMER_GREEN : ALP_ICON_ADD_FARMER;
      apply_ok (game, &a);

      /* the other icon to the same farmland: refused, nothing changes */
      a.icon = order == 0 ? ALP_ICON_ADD_FARMER : ALP_ICON_ADD_FARMER_GREEN;
      a.fruit[0] = some_fruit (_alp_game_get_state (game), ALP_REGION_GREEN);
      assert_refused (game, &a, "A3");

      choices = alp_game_list_choices (game, ALP_ACTION_ADD_FARMER);
      for (guint i = 0; i < choices->len; i++)
        {
          const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);

          if (!choice->legal)
            continue;
          n_legal++;
          g_assert_cmpuint (choice->action.to[0], !=, ALP_REGION_GREEN);
        }
      if (order == 0)
        {
          /* the plain icon: any other farmland */
          g_assert_cmpuint (n_legal, >, 0);
          expect = get_state (game);
          a.to[0] = ALP_REGION_RED;
          a.fruit[0] = some_fruit (&expect, ALP_REGION_RED);
          apply_ok (game, &a);
          g_assert_cmpuint (get_state (game).farmlands[ALP_REGION_RED].farmers[0], ==,
                            expect.farmlands[ALP_REGION_RED].farmers[0] + 1);
        }
      else
        /* the green icon cannot go anywhere else */
        g_assert_cmpuint (n_legal, ==, 0);
    }
}

/* A token is spent on a later complete-goal action than the one that
 * gave it, and only beside a goal the space's own action completed */
static void
test_a12_not_the_token_just_taken (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_GOAL, 1, &s);

  /* Nothing met: the space's goal action gives a token (A11) */
  alp_action_init (&a, ALP_ACTION_GOAL_TOKEN);
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 1);

  /* Now a goal is met (norias' farmers, say): the token just taken does
   * not complete it, and neither does a token beside no completed goal */
  s = get_state (game);
  add_farmers (&s, 0, ALP_REGION_GREEN, 3);
  _alp_game_set_state (game, &s);
  goal_action (&a, 1, 0);
  a.use_token = TRUE;
  assert_refused (game, &a, "A12");

  s.spendable_tokens = 1;
  _alp_game_set_state (game, &s);
  assert_refused (game, &a, "A12");
}

static void
test_a12_not_on_other_spaces (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  s.players[0].goal_tokens = 1;
  s.spendable_tokens = 1;
  s.supply_goal_tokens--;
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 1);
  _alp_game_set_state (game, &s);

  goal_action (&a, 0, 0);
  a.use_token = TRUE;
  assert_refused (game, &a, "A12");
  a.use_token = FALSE;
  assert_refused (game, &a, "T2");
}

static void
test_a13_atomic (void)
{
  AlpState s;
  AlpAction a;

  /* The second farmer's fruit is refused: the first farmer stays home */
  {
    g_autoptr(AlpGame) game = act_game (ALP_ICON_ADD_FARMER, 2, &s);

    alp_action_init (&a, ALP_ACTION_ADD_FARMER);
    a.icon = ALP_ICON_ADD_FARMER;
    a.n = 2;
    a.to[0] = ALP_REGION_GREEN;
    a.fruit[0] = ALP_FRUIT_APPLE;
    a.to[1] = ALP_REGION_RED;
    a.fruit[1] = ALP_FRUIT_LEMON;
    assert_refused (game, &a, "A2");
  }

  /* The channel's dirham and noria are taken before the crop is refused */
  {
    g_autoptr(AlpGame) game = act_game_23 (ALP_ICON_IRRIGATE, 1, &s);

    alp_action_init (&a, ALP_ACTION_IRRIGATE);
    a.shape = ALP_CHANNEL_STRAIGHT;
    a.dirhams = 1;
    a.norias = 1;
    a.crop = ALP_FRUIT_APPLE;
    assert_refused (game, &a, "A6");
  }

  /* The norias are returned before the move is refused */
  {
    g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

    set_norias (&s, 0, 5);
    _alp_game_set_state (game, &s);
    alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
    a.cost = 5;
    a.to[0] = ALP_REGION_GREEN;
    a.fruit[0] = ALP_FRUIT_CHERRY;
    assert_refused (game, &a, "N1");
  }

  /* The goal token is spent before the goal is found unmet */
  {
    g_autoptr(AlpGame) game = goal_game (&s);

    s.players[0].goal_tokens = 1;
    s.spendable_tokens = 1;
    s.supply_goal_tokens--;
    s.used[ALP_ICON_GOAL] = 1;
    s.goal_completed = TRUE;
    _alp_game_set_state (game, &s);
    goal_action (&a, 3, 0);
    a.use_token = TRUE;
    assert_refused (game, &a, "A10");
  }
}

/* ------------------------------------------------------------------ */
/* N1-N3: norias                                                        */

typedef struct
{
  guint cost;
  guint dirhams;
} SpendCase;

static const SpendCase spend_farmer_cases[] = {
  { 5, 3 },
  { 4, 1 },
  { 3, 0 },
};

static void
test_n1_add_farmer (gconstpointer data)
{
  const SpendCase *c = data;
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  set_norias (&s, 0, 5);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = c->cost;
  a.to[0] = ALP_REGION_ORANGE;
  a.fruit[0] = ALP_FRUIT_CHERRY;
  expect = s;
  expect.players[0].norias -= c->cost;
  expect.supply_norias += c->cost;
  expect.players[0].dirhams += c->dirhams;
  expect.players[0].farmers--;
  expect.farmlands[ALP_REGION_ORANGE].farmers[0]++;
  expect.farmlands[ALP_REGION_ORANGE].fruit[ALP_FRUIT_CHERRY]--;
  expect.players[0].fruits[ALP_FRUIT_CHERRY]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);

  /* Not enough left */
  assert_refused (game, &a, "N1");
}

static void
test_n1_add_farmer_supply_empty (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  set_norias (&s, 0, 3);
  empty_farmer_supply (&s, 0, ALP_REGION_RED);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 3;
  a.to[0] = ALP_REGION_ORANGE;
  a.fruit[0] = ALP_FRUIT_CHERRY;
  assert_refused (game, &a, "A2");

  a.from[0] = ALP_REGION_RED;
  expect = s;
  expect.players[0].norias -= 3;
  expect.supply_norias += 3;
  expect.farmlands[ALP_REGION_RED].farmers[0]--;
  expect.farmlands[ALP_REGION_ORANGE].farmers[0]++;
  expect.farmlands[ALP_REGION_ORANGE].fruit[ALP_FRUIT_CHERRY]--;
  expect.players[0].fruits[ALP_FRUIT_CHERRY]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_n1_move_farmer (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  set_norias (&s, 0, 2);
  add_farmers (&s, 0, ALP_REGION_YELLOW, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 2;
  a.to[0] = ALP_REGION_RED;
  a.fruit[0] = ALP_FRUIT_GRAPE;
  assert_refused (game, &a, "N1");
  a.from[0] = ALP_REGION_RED;
  assert_refused (game, &a, "A4");

  a.from[0] = ALP_REGION_YELLOW;
  expect = s;
  expect.players[0].norias -= 2;
  expect.supply_norias += 2;
  expect.farmlands[ALP_REGION_YELLOW].farmers[0]--;
  expect.farmlands[ALP_REGION_RED].farmers[0]++;
  expect.farmlands[ALP_REGION_RED].fruit[ALP_FRUIT_GRAPE]--;
  expect.players[0].fruits[ALP_FRUIT_GRAPE]++;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
}

static void
test_n1_swap_fruit (void)
{
  AlpState s, expect;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  set_norias (&s, 0, 1);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  a.fruit[0] = ALP_FRUIT_GRAPE;          /* not held */
  a.fruit[1] = ALP_FRUIT_LEMON;
  assert_refused (game, &a, "N1");
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_NONE;
  assert_refused (game, &a, "N1");

  a.fruit[1] = ALP_FRUIT_LEMON;
  expect = s;
  expect.players[0].norias--;
  expect.supply_norias++;
  expect.players[0].fruits[ALP_FRUIT_APPLE]--;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.players[0].fruits[ALP_FRUIT_LEMON]++;
  expect.supply_fruit[ALP_FRUIT_LEMON]--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  assert_refused (game, &a, "N1");
}

static void
test_n1_costs (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game (ALP_ICON_DIRHAM, 2, &s);

  set_norias (&s, 0, 5);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_LEMON;
  a.cost = 0;
  assert_refused (game, &a, "N1");
  a.cost = 6;
  assert_refused (game, &a, "N1");
}

static void
test_n1_before_moving (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  AlpState s = get_state (game), expect;
  AlpAction a;

  set_norias (&s, 0, 1);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_CHERRY;
  expect = s;
  expect.players[0].norias = 0;
  expect.supply_norias++;
  expect.players[0].fruits[ALP_FRUIT_APPLE] = 0;
  expect.supply_fruit[ALP_FRUIT_APPLE]++;
  expect.players[0].fruits[ALP_FRUIT_CHERRY] = 1;
  expect.supply_fruit[ALP_FRUIT_CHERRY]--;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
}

static void
test_n2_cap (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 4);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game), expect;
  AlpAction a;

  /* A harvest noria (H3) with norias worth 5: lost */
  begin_act (&s, 0, find_space (board, ALP_SPACE_HARVEST, 0), 2);
  set_norias (&s, 0, 5);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 5);
  add_farmers (&s, 0, ALP_REGION_GREEN, 1);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_HARVEST);
  expect = s;
  apply_ok (game, &a);
  assert_state_is (game, &expect);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, s.n_events + 1);
}

static void
test_n3_zara_turn (void)
{
  g_autoptr(AlpGame) game = new_game (ED23, 2);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  /* Zara is furthest back: her turn, not the players' */
  put_mule (&s, 0, 1, 0);
  put_mule (&s, 1, 2, 0);
  set_norias (&s, 0, 1);
  set_norias (&s, 1, 1);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (&s, 1, ALP_FRUIT_APPLE, 1);
  s.current = ALP_ZARA;
  s.phase = ALP_PHASE_ZARA_ROLL;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_LEMON;
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "N3");

  /* Stopped in a market: still her turn while the card is reported */
  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = 1;
  put_mule (&s, ALP_ZARA, find_space (board, ALP_SPACE_MARKET, 0) - 1, 0);
  _alp_game_set_state (game, &s);
  apply_ok (game, &a);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);
  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_LEMON;
  assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "N3");
}

int
main (int   argc,
      char *argv[])
{
  static const PlayersCase t7_cases[] = {
    { ED23, 2 }, { ED23, 3 }, { ED4, 2 }, { ED4, 3 },
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/T1/furthest-back", test_t1_furthest_back);
  g_test_add_func ("/engine/rules/T1/spot-nearer-go", test_t1_spot_nearer_go);
  g_test_add_func ("/engine/rules/T2/move-then-act", test_t2_move_then_act);
  g_test_add_func ("/engine/rules/T3/forward-passing", test_t3_forward);
  g_test_add_func ("/engine/rules/T3/occupied-standard", test_t3_occupied_standard);
  g_test_add_func ("/engine/rules/T4/one-mule-per-spot", test_t4_spots);
  g_test_add_func ("/engine/rules/T5/leave-space", test_t5_leave_space);
  g_test_add_func ("/engine/rules/T6/pass-market", test_t6_pass_market);
  g_test_add_func ("/engine/rules/T7/end-spot", test_t7_end_spot);
  for (guint i = 0; i < G_N_ELEMENTS (t7_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/T7/four-player-spots/%s/%up",
                                               t7_cases[i].edition, t7_cases[i].n_players);

      g_test_add_data_func (path, &t7_cases[i], test_t7_four_player_spots);
    }
  g_test_add_func ("/engine/rules/T8/game-over", test_t8_game_over);
  g_test_add_func ("/engine/rules/T8/zara-too", test_t8_zara_too);
  g_test_add_func ("/engine/rules/E1/end-spot-asked-on-arrival", test_e1_end_spot_asked_on_arrival);
  g_test_add_func ("/engine/rules/E1/standing-end-spot-unknown", test_e1_standing_end_spot_unknown);
  g_test_add_func ("/engine/rules/Z8/end-spots-asked", test_z8_end_spots_asked);

  g_test_add_func ("/engine/rules/A1/fruit-limit", test_a1_fruit_limit);
  g_test_add_func ("/engine/rules/A2/add-farmer", test_a2_add_farmer);
  g_test_add_func ("/engine/rules/A2/no-fruit-there", test_a2_no_fruit_there);
  g_test_add_func ("/engine/rules/A2/coloured", test_a2_coloured);
  g_test_add_func ("/engine/rules/A2/supply-empty", test_a2_supply_empty);
  g_test_add_func ("/engine/rules/A3/two-farmlands", test_a3_two_farmlands);
  g_test_add_func ("/engine/rules/A4/move-farmer", test_a4_move_farmer);
  g_test_add_func ("/engine/rules/A5/canal-map", test_a5_canal_map);
  g_test_add_func ("/engine/rules/A5/fifteen-tokens", test_a5_fifteen_tokens);
  g_test_add_func ("/engine/rules/A5/no-canal-map", test_a5_no_canal_map);
  g_test_add_func ("/engine/rules/A6/crop", test_a6_crop);
  for (guint i = 0; i < G_N_ELEMENTS (crop_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/A6/crop-fruit/%s", crop_cases[i].name);

      g_test_add_data_func (path, &crop_cases[i], test_a6_crop_case);
    }
  g_test_add_func ("/engine/rules/A6/crop-tokens", test_a6_crop_tokens);
  for (guint i = 0; i < G_N_ELEMENTS (noria_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/A7/take-norias/holding-%s",
                                               noria_cases[i].name);

      g_test_add_data_func (path, &noria_cases[i], test_a7_take_norias);
    }
  g_test_add_func ("/engine/rules/A8/take-fruit", test_a8_take_fruit);
  g_test_add_func ("/engine/rules/A8/fewer-when-nothing-left", test_a8_fewer_when_nothing_left);
  g_test_add_func ("/engine/rules/A9/dirhams", test_a9_dirhams);
  g_test_add_func ("/engine/rules/A10/complete-goal", test_a10_complete_goal);
  g_test_add_func ("/engine/rules/A10/spots-unknown", test_a10_spots_unknown);
  g_test_add_func ("/engine/rules/A10/spots", test_a10_spots);
  g_test_add_func ("/engine/rules/A10/farmer-from-farmland", test_a10_farmer_from_farmland);
  g_test_add_func ("/engine/rules/A11/goal-token", test_a11_goal_token);
  g_test_add_func ("/engine/rules/A11/all-goals-done", test_a11_all_goals_done);
  g_test_add_func ("/engine/rules/A12/goal-token-spent", test_a12_goal_token_spent);
  g_test_add_func ("/engine/rules/A12/not-on-other-spaces", test_a12_not_on_other_spaces);
  g_test_add_func ("/engine/rules/A12/not-the-token-just-taken", test_a12_not_the_token_just_taken);
  g_test_add_func ("/engine/rules/A3/one-colour-twice", test_a3_one_colour_twice);
  g_test_add_func ("/engine/rules/A3/across-icons", test_a3_across_icons);
  g_test_add_func ("/engine/rules/A13/atomic", test_a13_atomic);

  for (guint i = 0; i < G_N_ELEMENTS (spend_farmer_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/rules/N1/add-farmer/%u",
                                               spend_farmer_cases[i].cost);

      g_test_add_data_func (path, &spend_farmer_cases[i], test_n1_add_farmer);
    }
  g_test_add_func ("/engine/rules/N1/add-farmer-supply-empty", test_n1_add_farmer_supply_empty);
  g_test_add_func ("/engine/rules/N1/move-farmer", test_n1_move_farmer);
  g_test_add_func ("/engine/rules/N1/swap-fruit", test_n1_swap_fruit);
  g_test_add_func ("/engine/rules/N1/costs", test_n1_costs);
  g_test_add_func ("/engine/rules/N1/before-moving", test_n1_before_moving);
  g_test_add_func ("/engine/rules/N2/cap", test_n2_cap);
  g_test_add_func ("/engine/rules/N3/zara-turn", test_n3_zara_turn);

  return g_test_run ();
}
