/* test-setup.c: laying out a game (rules S1-S6)
 *
 * The seeded generator must always produce a setup that the rules accept,
 * every broken setup must be refused with the rule it breaks, and a game
 * must start exactly as the setup and the edition say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "alp-playout.h"
#include "arriero-test-rules.h"

#define ED4  "complete-4p.json"
#define ED23 "complete-23p.json"
#define N_SEEDS 300

typedef struct
{
  const char *edition;
  guint       n_players;
} PlayersCase;

static const PlayersCase players_cases[] = {
  { ED4, 4 }, { ED4, 3 }, { ED4, 2 }, { ED23, 3 }, { ED23, 2 },
  { "data/editions/example.json", 4 }, { "data/editions/example.json", 2 },
};

static void
assert_setup_refused (const AlpSetup *setup,
                      AlpEdition     *edition,
                      const char     *rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;

  g_assert_false (alp_setup_validate (setup, edition, &error));
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, rule);
  g_clear_error (&error);

  game = alp_game_new (edition, setup, &error);
  g_assert_null (game);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, rule);
}

static void
assert_setup_ok (const AlpSetup *setup,
                 AlpEdition     *edition)
{
  g_autoptr(GError) error = NULL;

  alp_setup_validate (setup, edition, &error);
  g_assert_no_error (error);
}

static AlpSetup *
seeded_setup (AlpEdition *edition,
              guint       n_players,
              guint       seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  return random_setup (edition, n_players, rand);
}

static guint
count_fruits (const guint8 *tokens,
              guint         n_tokens)
{
  guint seen = 0;

  for (guint i = 0; i < n_tokens; i++)
    seen |= 1u << ALP_TOKEN_FRUIT (tokens[i]);

  return (guint) __builtin_popcount (seen);
}

/* ------------------------------------------------------------------ */
/* Every seed: S1-S6 hold                                               */

static void
test_randomize_valid (gconstpointer data)
{
  const PlayersCase *c = data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);
  const AlpEditionData *ed = _alp_edition_get_data (edition);
  AlpSide side = c->n_players == 4 ? ALP_SIDE_FOUR_PLAYER : ALP_SIDE_TWO_THREE_PLAYER;
  guint per_village = c->n_players == 4 ? 5 : 4;
  guint n_mules = c->n_players == 2 ? 3 : c->n_players;
  guint go_spots = 0;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    if (ed->segments[i].kind == ALP_SEGMENT_GO)
      go_spots = ed->segments[i].sides[side].spaces[0].n_spots;
  g_assert_cmpuint (go_spots, >=, n_mules);

  for (guint seed = 1; seed <= N_SEEDS; seed++)
    {
      g_autoptr(AlpSetup) setup = seeded_setup (edition, c->n_players, seed);
      guint seen = 0, n_dealt = 0;
      guint8 dealt[ALP_N_FRUITS * 8] = { 0 };

      assert_setup_ok (setup, edition);

      /* S1: go, alternating market and harvest, end; each once */
      g_assert_cmpuint (ed->segments[setup->segments[0]].kind, ==, ALP_SEGMENT_GO);
      g_assert_cmpuint (ed->segments[setup->segments[9]].kind, ==, ALP_SEGMENT_END);
      for (guint i = 1; i < 9; i++)
        {
          AlpSegmentKind kind = ed->segments[setup->segments[i]].kind;

          g_assert_true (kind == ALP_SEGMENT_MARKET || kind == ALP_SEGMENT_HARVEST);
          if (i > 1)
            g_assert_cmpuint (kind, !=, ed->segments[setup->segments[i - 1]].kind);
        }
      for (guint i = 0; i < ALP_N_SEGMENTS; i++)
        seen |= 1u << setup->segments[i];
      g_assert_cmphex (seen, ==, (1u << ALP_N_SEGMENTS) - 1);

      /* S2, S3: 4 or 5 tokens a village, 3 fruits at least, no removed
       * token with 2-3 players, none twice */
      for (guint v = 0; v < ALP_N_REGIONS; v++)
        {
          g_assert_cmpuint (setup->n_village_tokens[v], ==, per_village);
          g_assert_cmpuint (count_fruits (setup->village_tokens[v], per_village), >=, 3);
          for (guint t = 0; t < per_village; t++)
            {
              guint code = setup->village_tokens[v][t];

              g_assert_cmpuint (ALP_TOKEN_FRUIT (code), <, ALP_N_FRUITS);
              g_assert_cmpuint (ALP_TOKEN_INDEX (code), <, ALP_TOKENS_PER_FRUIT);
              g_assert_cmpuint (dealt[code]++, ==, 0);
              n_dealt++;
              if (c->n_players < 4)
                g_assert_cmpint (ALP_TOKEN_INDEX (code), !=,
                                 ed->tokens[ALP_TOKEN_FRUIT (code)].removed_two_three);
            }
        }
      g_assert_cmpuint (n_dealt, ==, c->n_players == 4 ? 25 : 20);

      /* S4: a start spot of its own for each mule, Zara's included */
      seen = 0;
      for (guint m = 0; m < n_mules; m++)
        {
          g_assert_cmpuint (setup->start_spots[m], <, go_spots);
          g_assert_false (seen & (1u << setup->start_spots[m]));
          seen |= 1u << setup->start_spots[m];
        }

      /* S6: market card, goal sides, display */
      seen = 0;
      for (guint i = 0; i < ALP_N_FRUITS; i++)
        seen |= 1u << setup->market[i];
      g_assert_cmphex (seen, ==, (1u << ALP_N_FRUITS) - 1);
      for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
        g_assert_cmpuint (setup->goal_sides[i], <=, 1);
      g_assert_cmpuint (setup->n_display, ==, ed->display_size);
      seen = 0;
      for (guint i = 0; i < setup->n_display; i++)
        {
          g_assert_cmpuint (setup->display[i], <, ALP_N_DELIVERY_CARDS);
          g_assert_false (seen & (1u << setup->display[i]));
          seen |= 1u << setup->display[i];
        }
    }
}

static void
test_randomize_deterministic (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  guint n_differ = 0;

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(AlpSetup) a = seeded_setup (edition, 4, seed);
      g_autoptr(AlpSetup) b = seeded_setup (edition, 4, seed);
      g_autoptr(AlpSetup) other = seeded_setup (edition, 4, seed + 1000);
      g_autoptr(AlpSetup) copy = alp_setup_copy (a);

      g_assert_true (alp_setup_equal (a, b));
      g_assert_true (alp_setup_equal (a, copy));
      n_differ += !alp_setup_equal (a, other);
    }
  g_assert_cmpuint (n_differ, >, 15);
}

/* ------------------------------------------------------------------ */
/* S1                                                                   */

static void
test_s1_sides (gconstpointer data)
{
  const PlayersCase *c = data;
  g_autoptr(AlpGame) game = new_game (c->edition, c->n_players);
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpSetup *setup = alp_game_get_setup (game);
  const AlpEditionData *ed = board->ed;
  AlpSide side = c->n_players == 4 ? ALP_SIDE_FOUR_PLAYER : ALP_SIDE_TWO_THREE_PLAYER;
  guint k = 0;

  g_assert_cmpuint (alp_setup_get_side (setup), ==, side);
  g_assert_cmpuint (board->side, ==, side);
  g_assert_cmpuint (alp_setup_get_n_mules (setup), ==, c->n_players == 2 ? 3 : c->n_players);
  g_assert_cmpuint (board->zara, ==, c->n_players == 2);

  /* The track is the segments' spaces on that side, in setup order */
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      const AlpSideDef *def = &ed->segments[setup->segments[i]].sides[side];

      g_assert_true (def->known);
      for (guint s = 0; s < def->n_spaces; s++, k++)
        {
          g_assert_true (board->track[k].def == &def->spaces[s]);
          g_assert_cmpuint (board->track[k].position, ==, i);
        }
    }
  g_assert_cmpuint (board->n_spaces, ==, k);
  g_assert_cmpuint (board->track[0].def->kind, ==, ALP_SPACE_GO);
  g_assert_cmpuint (board->track[board->end_space].def->kind, ==, ALP_SPACE_END);
  g_assert_cmpuint (board->end_space, ==, k - 1);
}

static void
test_s1_refused (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  g_autoptr(AlpSetup) good = fixed_setup (edition, 4);
  static const struct
  {
    guint a, b;           /* positions swapped */
  } swaps[] = {
    { 0, 1 },             /* go not first */
    { 8, 9 },             /* end not last */
    { 1, 2 },             /* harvest, market, market */
    { 2, 3 },             /* market, market */
    { 0, 9 },
  };

  assert_setup_ok (good, edition);

  for (guint i = 0; i < G_N_ELEMENTS (swaps); i++)
    {
      g_autoptr(AlpSetup) setup = alp_setup_copy (good);
      guint8 tmp = setup->segments[swaps[i].a];

      setup->segments[swaps[i].a] = setup->segments[swaps[i].b];
      setup->segments[swaps[i].b] = tmp;
      assert_setup_refused (setup, edition, "S1");
    }

  /* A segment twice, or one that does not exist */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->segments[3] = setup->segments[1];
    assert_setup_refused (setup, edition, "S1");
    setup->segments[3] = ALP_N_SEGMENTS;
    assert_setup_refused (setup, edition, "S1");
  }

  /* Starting with a harvest segment is as good */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    for (guint i = 1; i < 9; i += 2)
      {
        guint8 tmp = setup->segments[i];

        setup->segments[i] = setup->segments[i + 1];
        setup->segments[i + 1] = tmp;
      }
    assert_setup_ok (setup, edition);
  }
}

/* ------------------------------------------------------------------ */
/* S2, S3                                                               */

/* Deals @tokens (all of them, in order) into the villages, @per_village
 * each */
static void
deal_in_order (AlpSetup     *setup,
               const guint8 *tokens,
               guint         per_village)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      setup->n_village_tokens[v] = per_village;
      memcpy (setup->village_tokens[v], tokens + v * per_village, per_village);
    }
}

static void
test_s2_removed_token (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  const AlpEditionData *ed = _alp_edition_get_data (edition);

  for (guint n_players = 2; n_players <= 3; n_players++)
    for (guint f = 0; f < ALP_N_FRUITS; f++)
      {
        g_autoptr(AlpSetup) setup = fixed_setup (edition, n_players);
        guint removed = ed->tokens[f].removed_two_three;
        gboolean replaced = FALSE;

        g_assert_cmpint (ed->tokens[f].removed_two_three, >=, 0);
        assert_setup_ok (setup, edition);

        /* Swap a token of that fruit in some village for the removed one */
        for (guint v = 0; v < ALP_N_REGIONS && !replaced; v++)
          for (guint t = 0; t < setup->n_village_tokens[v] && !replaced; t++)
            if (ALP_TOKEN_FRUIT (setup->village_tokens[v][t]) == f)
              {
                setup->village_tokens[v][t] = ALP_TOKEN (f, removed);
                replaced = TRUE;
              }
        g_assert_true (replaced);
        assert_setup_refused (setup, edition, "S2");
      }

  /* With 4 players every token is dealt, that one included */
  {
    g_autoptr(AlpSetup) setup = fixed_setup (edition, 4);
    guint n = 0;

    for (guint v = 0; v < ALP_N_REGIONS; v++)
      for (guint t = 0; t < setup->n_village_tokens[v]; t++)
        n += ALP_TOKEN_INDEX (setup->village_tokens[v][t]) ==
             (guint) ed->tokens[ALP_TOKEN_FRUIT (setup->village_tokens[v][t])].removed_two_three;
    g_assert_cmpuint (n, ==, ALP_N_FRUITS);
  }
}

static void
test_s3_tokens (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  const AlpEditionData *ed = _alp_edition_get_data (edition);

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autoptr(AlpSetup) good = fixed_setup (edition, n_players);
      guint per_village = n_players == 4 ? 5 : 4;
      guint8 tokens[ALP_N_FRUITS * ALP_TOKENS_PER_FRUIT];
      guint n = 0;

      assert_setup_ok (good, edition);

      /* Every token of the game in fruit order: the first village gets
       * apples only (and a grape with 2-3 players) */
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
          if (n_players == 4 || (gint) t != ed->tokens[f].removed_two_three)
            tokens[n++] = ALP_TOKEN (f, t);
      g_assert_cmpuint (n, ==, per_village * ALP_N_REGIONS);
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        deal_in_order (setup, tokens, per_village);
        assert_setup_refused (setup, edition, "S3");
      }

      /* One token too many or too few */
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        setup->n_village_tokens[2]--;
        assert_setup_refused (setup, edition, "S3");
      }
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        setup->n_village_tokens[1]++;
        assert_setup_refused (setup, edition, "S3");
      }

      /* A token twice; a token that does not exist */
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        setup->village_tokens[3][1] = setup->village_tokens[4][2];
        assert_setup_refused (setup, edition, "S3");
        setup->village_tokens[3][1] = ALP_TOKEN (ALP_FRUIT_LEMON, ALP_TOKENS_PER_FRUIT);
        assert_setup_refused (setup, edition, "S3");
      }
    }
}

/* ------------------------------------------------------------------ */
/* S4                                                                   */

static void
test_s4_start_spots (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autoptr(AlpSetup) good = fixed_setup (edition, n_players);
      guint n_mules = alp_setup_get_n_mules (good);
      guint last = n_players == 4 ? 3 : 2;     /* Zara's in a 2-player game */
      guint go_spots = n_players == 4 ? 4 : 3;
      g_autoptr(AlpGame) game = alp_game_new (edition, good, NULL);
      const AlpState *state = _alp_game_get_state (game);

      g_assert_nonnull (game);
      g_assert_cmpuint (n_mules, ==, last + 1);

      /* Mules start on their spots of the go space */
      for (guint m = 0; m < n_mules; m++)
        {
          g_assert_cmpuint (state->mules[m].space, ==, 0);
          g_assert_cmpuint (state->mules[m].spot, ==, good->start_spots[m]);
        }

      /* The last mule (Zara's in a 2-player game) on another's spot, or
       * off the go space */
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        setup->start_spots[last] = setup->start_spots[0];
        assert_setup_refused (setup, edition, "S4");
        setup->start_spots[last] = go_spots;
        assert_setup_refused (setup, edition, "S4");
      }

      /* The spots' order does not matter */
      {
        g_autoptr(AlpSetup) setup = alp_setup_copy (good);

        for (guint m = 0; m < n_mules; m++)
          setup->start_spots[m] = go_spots - 1 - m;
        assert_setup_ok (setup, edition);
      }
    }
}

static void
test_s4_players (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  g_autoptr(AlpSetup) good = fixed_setup (edition, 3);

  alp_setup_set_player (good, 0, "Ana", ALP_COLOUR_BROWN);
  alp_setup_set_player (good, 1, "Luis", ALP_COLOUR_WHITE);
  alp_setup_set_player (good, 2, "Marta", ALP_COLOUR_BLUE);
  assert_setup_ok (good, edition);

  {
    g_autoptr(AlpGame) game = alp_game_new (edition, good, NULL);

    g_assert_cmpstr (alp_game_get_mule_name (game, 0), ==, "Ana");
    g_assert_cmpstr (alp_game_get_mule_name (game, 2), ==, "Marta");
  }

  /* A blank name */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    alp_setup_set_player (setup, 1, " \t", ALP_COLOUR_WHITE);
    assert_setup_refused (setup, edition, "S4");
    alp_setup_set_player (setup, 1, "", ALP_COLOUR_WHITE);
    assert_setup_refused (setup, edition, "S4");
  }
  /* A colour taken twice; Zara's grey */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    alp_setup_set_player (setup, 2, "Marta", ALP_COLOUR_BROWN);
    assert_setup_refused (setup, edition, "S4");
    alp_setup_set_player (setup, 2, "Marta", ALP_COLOUR_GREY);
    assert_setup_refused (setup, edition, "S4");
  }
  /* 2 to 4 players */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->n_players = 1;
    assert_setup_refused (setup, edition, "S4");
  }
}

/* A name is shown on a line of its own everywhere: a long one froze the
 * start page (Pango measuring one unbreakable word) */
static void
test_s4_name_limits (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  g_autoptr(AlpSetup) setup = fixed_setup (edition, 3);
  g_autoptr(GString) name = g_string_new (NULL);
  static const char * const refused[] = {
    "Ana\tLuis", "Ana\nLuis", "Ana\x7f", "Ana\xc2\x85", "Ana\xff",
  };

  alp_setup_set_player (setup, 0, "Ana", ALP_COLOUR_BROWN);
  alp_setup_set_player (setup, 2, "Marta", ALP_COLOUR_BLUE);

  /* 40 characters pass, however many bytes they take */
  for (guint i = 0; i < ALP_SETUP_MAX_NAME_LENGTH; i++)
    g_string_append (name, "ñ");
  alp_setup_set_player (setup, 1, name->str, ALP_COLOUR_WHITE);
  assert_setup_ok (setup, edition);

  /* 41 do not, and the message says whose name and how long it may be */
  g_string_append_c (name, 'x');
  alp_setup_set_player (setup, 1, name->str, ALP_COLOUR_WHITE);
  assert_setup_refused (setup, edition, "S4");
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (alp_setup_validate (setup, edition, &error));
    g_assert_cmpstr (error->message, ==,
                     "rule S4: player 2’s name is longer than 40 characters");
  }

  /* Control characters: tabs, line breaks, DEL, C1; and broken UTF-8 */
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      alp_setup_set_player (setup, 1, refused[i], ALP_COLOUR_WHITE);
      assert_setup_refused (setup, edition, "S4");
      g_assert_false (alp_setup_validate (setup, edition, &error));
      g_assert_true (g_str_has_prefix (error->message, "rule S4: player 2’s name "));
    }
}

static void
test_s4_zara (void)
{
  g_autoptr(AlpGame) game = new_game (ED4, 2);

  g_assert_cmpuint (alp_game_get_n_mules (game), ==, 3);
  g_assert_true (alp_game_is_zara (game, 2));
  g_assert_cmpstr (alp_game_get_mule_name (game, 2), ==, "Zara");
  g_assert_cmpuint (alp_game_get_position (game, 2).space, ==, 0);
  g_assert_cmpuint (alp_game_get_position (game, 2).spot, ==,
                    alp_game_get_setup (game)->start_spots[2]);
}

/* ------------------------------------------------------------------ */
/* S5                                                                   */

static void
test_s5_fields (gconstpointer data)
{
  const PlayersCase *c = data;
  g_autoptr(AlpGame) game = new_game (c->edition, c->n_players);
  const AlpEditionData *ed = _alp_game_get_board (game)->ed;
  const AlpState *state = _alp_game_get_state (game);
  guint per_field = c->n_players == 4 ? 3 : 2;
  guint on_fields[ALP_N_FRUITS] = { 0 };

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      guint expected[ALP_N_FRUITS] = { 0 };

      g_assert_true (ed->farmlands[r].known);
      for (guint i = 0; i < ed->farmlands[r].n_fields; i++)
        expected[ed->farmlands[r].fields[i]] += per_field;
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        {
          g_assert_cmpuint (state->farmlands[r].fruit[f], ==, expected[f]);
          g_assert_cmpuint (state->farmlands[r].crops[f], ==, 0);
          on_fields[f] += expected[f];
        }
      for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
        g_assert_cmpuint (state->farmlands[r].farmers[p], ==, 0);
    }

  /* The rest in the supply; players start with none */
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      g_assert_cmpuint (state->supply_fruit[f], ==, ALP_FRUITS_PER_TYPE - on_fields[f]);
      g_assert_cmpuint (state->supply_crops[f], ==, ALP_CROP_TOKENS_PER_FRUIT);
    }
  for (guint p = 0; p < c->n_players; p++)
    {
      g_assert_cmpuint (state->players[p].farmers, ==, ALP_FARMERS_PER_PLAYER);
      g_assert_cmpint (state->players[p].dirhams, ==, ed->start_dirhams);
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        g_assert_cmpuint (state->players[p].fruits[f], ==, 0);
    }
  g_assert_true (alp_game_check (game, NULL));
}

/* ------------------------------------------------------------------ */
/* S6                                                                   */

static void
test_s6_layout (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  const AlpEditionData *ed = _alp_edition_get_data (edition);
  g_autoptr(AlpSetup) setup = seeded_setup (edition, 4, 42);
  g_autoptr(AlpGame) game = alp_game_new (edition, setup, NULL);
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpState *state = _alp_game_get_state (game);
  guint32 display = 0;

  /* The game starts from the market order, goal sides and display drawn */
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    g_assert_cmpuint (state->market[i], ==, setup->market[i]);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    g_assert_cmpuint (board->goals[c], ==, ed->goal_cards[c].goals[setup->goal_sides[c]]);
  for (guint i = 0; i < setup->n_display; i++)
    {
      g_assert_cmpuint (state->display[i], ==, setup->display[i]);
      display |= 1u << setup->display[i];
    }
  for (guint i = setup->n_display; i < ALP_MAX_DISPLAY; i++)
    g_assert_cmpuint (state->display[i], ==, ALP_NONE);
  g_assert_cmphex (state->deck_unseen, ==, ((1u << ALP_N_DELIVERY_CARDS) - 1) & ~display);
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      g_assert_cmpuint (state->villages[v].n_tokens, ==, setup->n_village_tokens[v]);
      g_assert_cmpmem (state->villages[v].tokens, state->villages[v].n_tokens,
                       setup->village_tokens[v], setup->n_village_tokens[v]);
      g_assert_cmpuint (state->villages[v].award, ==, 0);
    }
}

static void
test_s6_refused (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED4);
  g_autoptr(AlpSetup) good = fixed_setup (edition, 4);

  /* The market card: each fruit once */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->market[4] = setup->market[0];
    assert_setup_refused (setup, edition, "S6");
    setup->market[4] = ALP_N_FRUITS;
    assert_setup_refused (setup, edition, "S6");
  }
  /* Goal cards: side A or B */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->goal_sides[2] = 1;
    assert_setup_ok (setup, edition);
    setup->goal_sides[2] = 2;
    assert_setup_refused (setup, edition, "S6");
  }
  /* The display: the edition's size, different cards of the 20 */
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->n_display--;
    assert_setup_refused (setup, edition, "S6");
    setup->n_display += 2;
    setup->display[setup->n_display - 1] = 19;   /* not face up elsewhere */
    assert_setup_refused (setup, edition, "S6");
  }
  {
    g_autoptr(AlpSetup) setup = alp_setup_copy (good);

    setup->display[1] = setup->display[0];
    assert_setup_refused (setup, edition, "S6");
    setup->display[1] = ALP_N_DELIVERY_CARDS;
    assert_setup_refused (setup, edition, "S6");
  }
}

/* ------------------------------------------------------------------ */
/* Missing edition data                                                 */

typedef struct
{
  const char *edition;
  guint       n_players;
  const char *randomize_path;   /* drawing every part */
  const char *validate_path;    /* a setup of the parts that can be drawn */
} MissingCase;

static const MissingCase missing_cases[] = {
  /* the tokens are drawn by their fruits alone, whose counts the table
   * enters as it deals them (alp_setup_enter_tokens()) */
  { "data/editions/alpujarras.json", 4, "segments[0].sides.four_player", "segments[0].sides.four_player" },
  { "data/editions/alpujarras.json", 2, "segments[0].sides.two_three_player", "segments[0].sides.two_three_player" },
  { "partial.json", 4, "delivery_cards.display", "segments[9].sides.four_player" },
  { "partial.json", 3, "delivery_cards.display", "segments[1].sides.two_three_player" },
};

static void
assert_missing (const GError *error,
                const char   *path)
{
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_assert_nonnull (alp_edition_error_get_path (error));
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, path);
}

static void
test_missing (gconstpointer data)
{
  const MissingCase *c = data;
  g_autoptr(AlpEdition) edition = load_edition (c->edition);
  g_autoptr(AlpSetup) setup = alp_setup_new (c->n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;

  g_assert_false (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error));
  assert_missing (error, c->randomize_path);
  g_clear_error (&error);

  alp_setup_randomize (setup, edition, ALP_SETUP_SEGMENTS | ALP_SETUP_MARKET_ORDER |
                       ALP_SETUP_GOAL_SIDES, rand, &error);
  g_assert_no_error (error);
  g_assert_false (alp_setup_validate (setup, edition, &error));
  assert_missing (error, c->validate_path);
  g_clear_error (&error);

  game = alp_game_new (edition, setup, &error);
  g_assert_null (game);
  assert_missing (error, c->validate_path);
}

/* @name without its delivery tokens: a copy whose tokens nobody entered */
static AlpEdition *
load_without_tokens (const char *name)
{
  g_autoptr(AlpEdition) full = load_edition (name);
  g_autoptr(JsonNode) node = alp_edition_to_node (full);
  g_autoptr(GError) error = NULL;
  AlpEdition *edition;

  json_object_remove_member (json_node_get_object (node), "delivery_tokens");
  edition = alp_edition_new_from_node (node, NULL, &error);
  g_assert_no_error (error);

  return edition;
}

/* The tokens of @setup (drawn on @truth), as the table reads them: their
 * fruits and counts, and the one of each fruit left over with 2-3 players */
static void
read_tokens (const AlpSetup *setup,
             AlpEdition     *truth,
             AlpFruit        fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
             guint8          counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
             guint8          left_over[ALP_N_FRUITS])
{
  const AlpEditionData *ed = _alp_edition_get_data (truth);

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint t = 0; t < setup->n_village_tokens[v]; t++)
      {
        guint8 code = setup->village_tokens[v][t];

        fruits[v][t] = ALP_TOKEN_FRUIT (code);
        counts[v][t] = ed->tokens[ALP_TOKEN_FRUIT (code)].counts[ALP_TOKEN_INDEX (code)];
      }
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    left_over[f] = ed->tokens[f].removed_two_three >= 0 ? ed->tokens[f].counts[ed->tokens[f].removed_two_three] : 0;
}

/* The villages' tokens tell a copy that does not describe them their
 * counts, and with 2-3 players the token left over is the one S2 removes */
static void
test_enter_tokens_learn (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(AlpEdition) truth = load_edition (n_players == 4 ? ED4 : ED23);
  g_autoptr(AlpEdition) edition = load_without_tokens (n_players == 4 ? ED4 : ED23);
  g_autoptr(GRand) rand = g_rand_new_with_seed (15);
  g_autoptr(AlpSetup) setup = random_setup (truth, n_players, rand);
  g_autoptr(AlpSetup) entered = alp_setup_copy (setup);
  g_autoptr(GPtrArray) learned = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(AlpEdition) told = NULL;
  g_autoptr(GError) error = NULL;
  const AlpEditionData *ed;
  const AlpEditionData *true_ed = _alp_edition_get_data (truth);
  AlpFruit fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 left_over[ALP_N_FRUITS];

  read_tokens (setup, truth, fruits, counts, left_over);
  g_assert_false (alp_setup_validate (setup, edition, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
  g_clear_error (&error);

  memset (entered->village_tokens, 0, sizeof entered->village_tokens);
  told = alp_setup_enter_tokens (entered, edition, (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                 (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts, left_over, learned, &error);
  g_assert_no_error (error);
  g_assert_nonnull (told);
  g_assert_cmpuint (learned->len, ==, ALP_N_FRUITS);
  ed = _alp_edition_get_data (told);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint8 have[ALP_TOKENS_PER_FRUIT];
      guint8 want[ALP_TOKENS_PER_FRUIT];

      g_assert_true (ed->tokens[f].known);
      memcpy (have, ed->tokens[f].counts, sizeof have);
      memcpy (want, true_ed->tokens[f].counts, sizeof want);
      /* the same tokens, whatever their order */
      for (guint i = 0; i < ALP_TOKENS_PER_FRUIT; i++)
        for (guint j = i + 1; j < ALP_TOKENS_PER_FRUIT; j++)
          {
            if (have[j] < have[i]) { guint8 x = have[i]; have[i] = have[j]; have[j] = x; }
            if (want[j] < want[i]) { guint8 x = want[i]; want[i] = want[j]; want[j] = x; }
          }
      g_assert_cmpmem (have, sizeof have, want, sizeof want);
      if (n_players < 4)
        {
          g_assert_cmpint (ed->tokens[f].removed_two_three, >=, 0);
          g_assert_cmpuint (ed->tokens[f].counts[ed->tokens[f].removed_two_three], ==, left_over[f]);
        }
      else
        g_assert_cmpint (ed->tokens[f].removed_two_three, <, 0);
    }
  /* each village holds tokens of the fruits and counts entered */
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    for (guint t = 0; t < entered->n_village_tokens[v]; t++)
      {
        guint8 code = entered->village_tokens[v][t];

        g_assert_cmpuint (ALP_TOKEN_FRUIT (code), ==, fruits[v][t]);
        g_assert_cmpuint (ed->tokens[fruits[v][t]].counts[ALP_TOKEN_INDEX (code)], ==, counts[v][t]);
      }
  g_assert_true (alp_setup_validate (entered, told, &error));
  g_assert_no_error (error);

  /* a second deal on the copy that knows them tells nothing new */
  g_ptr_array_set_size (learned, 0);
  {
    g_autoptr(AlpEdition) again = alp_setup_enter_tokens (entered, told,
                                                          (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                                          (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts,
                                                          left_over, learned, &error);

    g_assert_no_error (error);
    g_assert_true (again == told);
    g_assert_cmpuint (learned->len, ==, 0);
  }
}

/* Tokens the copy cannot hold are refused: a count it has no token of,
 * a fruit with too many or too few tokens */
static void
test_enter_tokens_refused (void)
{
  g_autoptr(AlpEdition) truth = load_edition (ED23);
  g_autoptr(AlpEdition) edition = load_without_tokens (ED23);
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  g_autoptr(AlpSetup) setup = random_setup (truth, 3, rand);
  g_autoptr(AlpEdition) told = NULL;
  g_autoptr(GError) error = NULL;
  AlpFruit fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];
  guint8 left_over[ALP_N_FRUITS];
  AlpFruit other;

  read_tokens (setup, truth, fruits, counts, left_over);

  /* a count the copy describing the tokens has none of */
  counts[0][0] = 9;
  told = alp_setup_enter_tokens (setup, truth, (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                 (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts, left_over, NULL, &error);
  g_assert_null (told);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "S3");
  g_clear_error (&error);

  /* a count not entered */
  counts[0][0] = 0;
  told = alp_setup_enter_tokens (setup, edition, (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                 (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts, left_over, NULL, &error);
  g_assert_null (told);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_clear_error (&error);
  counts[0][0] = 2;

  /* six tokens of one fruit, four of another */
  other = (fruits[0][0] + 1) % ALP_N_FRUITS;
  for (guint v = 1; v < ALP_N_REGIONS && fruits[0][0] != other; v++)
    for (guint t = 0; t < 4; t++)
      if (fruits[v][t] == other)
        {
          fruits[v][t] = fruits[0][0];
          break;
        }
  told = alp_setup_enter_tokens (setup, edition, (const AlpFruit (*)[ALP_TOKENS_PER_FRUIT]) fruits,
                                 (const guint8 (*)[ALP_TOKENS_PER_FRUIT]) counts, left_over, NULL, &error);
  g_assert_null (told);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "S3");
}

/* The farmlands' fields as counted per fruit at setup: the copy learns
 * them, main fruit first; what cannot be so is refused in words naming
 * the farmland */
static void
test_enter_fields (void)
{
  g_autoptr(AlpEdition) truth = load_edition (ED23);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  AlpEdition *told;

  /* the copy without its farmlands */
  edition = alp_edition_with_value (truth, "farmlands", NULL, &error);
  g_assert_no_error (error);
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      g_autofree char *path = g_strdup_printf ("farmlands.%s", alp_region_to_string (r));
      g_autoptr(JsonNode) none = alp_edition_get_value (edition, path);

      g_assert_null (none);
    }

  /* the truth's farmlands, one after the other, as counts: the same fields */
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      g_autofree char *path = g_strdup_printf ("farmlands.%s", alp_region_to_string (r));
      g_autoptr(JsonNode) expected = alp_edition_get_value (truth, path);
      g_autoptr(JsonNode) entered = NULL;
      JsonArray *fields = json_object_get_array_member (json_node_get_object (expected), "fields");
      guint8 counts[ALP_N_FRUITS] = { 0, };
      GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);
      JsonArray *got;

      for (guint i = 0; i < json_array_get_length (fields); i++)
        {
          AlpFruit fruit;

          g_assert_true (alp_fruit_from_string (json_array_get_string_element (fields, i), &fruit));
          counts[fruit]++;
        }
      told = alp_setup_enter_fields (edition, r, counts, &error);
      g_assert_no_error (error);
      g_assert_nonnull (told);
      entered = alp_edition_get_value (told, path);
      g_assert_nonnull (entered);
      got = json_object_get_array_member (json_node_get_object (entered), "fields");
      g_assert_cmpuint (json_array_get_length (got), ==, json_array_get_length (fields));
      /* the main fruit first, each fruit's fields together */
      g_assert_cmpstr (json_array_get_string_element (got, 0), ==, alp_fruit_to_string (r));
      for (guint i = 0; i < json_array_get_length (got); i++)
        {
          const char *fruit = json_array_get_string_element (got, i);

          g_assert_true (i == 0 || g_str_equal (fruit, json_array_get_string_element (got, i - 1)) ||
                         !g_hash_table_contains (seen, fruit));
          g_hash_table_add (seen, (gpointer) fruit);
        }
      g_hash_table_unref (seen);
      g_object_unref (edition);
      edition = told;
    }

  /* none entered, more than a farmland has, more apple fields than the
   * apples fill: refused, naming the farmland, the copy as it was */
  {
    static const guint8 none[ALP_N_FRUITS] = { 0, };
    static const guint8 nine[ALP_N_FRUITS] = { 5, 4, 0, 0, 0 };
    static const guint8 apples[ALP_N_FRUITS] = { 6, 0, 0, 0, 0 };

    told = alp_setup_enter_fields (edition, ALP_REGION_PURPLE, none, &error);
    g_assert_null (told);
    g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
    g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "S5");
    g_assert_nonnull (strstr (error->message, "purple"));
    g_clear_error (&error);

    told = alp_setup_enter_fields (edition, ALP_REGION_RED, nine, &error);
    g_assert_null (told);
    g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
    g_assert_nonnull (strstr (error->message, "red"));
    g_clear_error (&error);

    /* the green farmland has 3 apple fields: 6 more make 9, and 21 fill 7 */
    told = alp_setup_enter_fields (edition, ALP_REGION_YELLOW, apples, &error);
    g_assert_null (told);
    g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "9 apple fields"));
    g_assert_nonnull (strstr (error->message, "yellow"));
    g_clear_error (&error);
  }
}

static void
count_completions_cb (const AlpAction *action,
                      gpointer         user_data)
{
  guint *n = user_data;

  if (action->kind == ALP_ACTION_COMPLETE_GOAL)
    (*n)++;
}

/* Goal cards known by the side dealt face up only, as a table enters
 * them: a game on them plays those goals, the one face-up goal of each
 * card, to the end; the unknown side put face up is missing, by its
 * path, and never made up */
static void
test_goal_card_one_side (void)
{
  g_autoptr(AlpEdition) print = load_edition (ED4);
  g_autoptr(AlpEdition) edition = g_object_ref (print);
  g_autoptr(AlpSetup) setup = seeded_setup (print, 4, 7);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  const AlpEditionData *ed;
  AlpGoal up[ALP_N_GOAL_CARDS];
  guint completed = 0;

  /* each card's side as the setup put it face up is all the copy knows */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", c, 1 - setup->goal_sides[c]);
      AlpEdition *less = alp_edition_with_value (edition, path, NULL, &error);

      g_assert_no_error (error);
      g_object_unref (edition);
      edition = less;
      up[c] = _alp_edition_get_data (print)->goal_cards[c].goals[setup->goal_sides[c]];
    }
  ed = _alp_edition_get_data (edition);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    g_assert_cmpuint (ed->goal_cards[c].goals[1 - setup->goal_sides[c]], ==, ALP_NONE);

  assert_setup_ok (setup, edition);
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    g_assert_cmpuint (alp_game_get_goal (game, c), ==, up[c]);
  alp_playout_run (game, rand, 20000, count_completions_cb, &completed);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
  g_test_message ("%u goals completed", completed);
  g_assert_cmpuint (completed, >, 0);

  /* the other side face up: the copy does not say what it shows */
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      g_autoptr(AlpSetup) flipped = alp_setup_copy (setup);
      g_autoptr(AlpGame) none = NULL;
      g_autofree char *path = g_strdup_printf ("goal_cards[%u].sides[%u]", c, 1 - setup->goal_sides[c]);

      flipped->goal_sides[c] = 1 - setup->goal_sides[c];
      g_assert_false (alp_setup_validate (flipped, edition, &error));
      assert_missing (error, path);
      g_clear_error (&error);
      none = alp_game_new (edition, flipped, &error);
      g_assert_null (none);
      assert_missing (error, path);
      g_clear_error (&error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (players_cases); i++)
    {
      const char *base = strrchr (players_cases[i].edition, '/');
      const char *name = base != NULL ? base + 1 : players_cases[i].edition;
      g_autofree char *valid = g_strdup_printf ("/engine/setup/randomize-valid/%s/%up",
                                                name, players_cases[i].n_players);
      g_autofree char *sides = g_strdup_printf ("/engine/rules/S1/sides/%s/%up",
                                                name, players_cases[i].n_players);
      g_autofree char *fields = g_strdup_printf ("/engine/rules/S5/fields/%s/%up",
                                                 name, players_cases[i].n_players);

      g_test_add_data_func (valid, &players_cases[i], test_randomize_valid);
      g_test_add_data_func (sides, &players_cases[i], test_s1_sides);
      g_test_add_data_func (fields, &players_cases[i], test_s5_fields);
    }
  g_test_add_func ("/engine/rules/S1/refused", test_s1_refused);
  g_test_add_func ("/engine/rules/S2/removed-token", test_s2_removed_token);
  g_test_add_func ("/engine/rules/S3/tokens", test_s3_tokens);
  g_test_add_data_func ("/engine/rules/S3/enter-tokens/3p", GUINT_TO_POINTER (3), test_enter_tokens_learn);
  g_test_add_data_func ("/engine/rules/S3/enter-tokens/4p", GUINT_TO_POINTER (4), test_enter_tokens_learn);
  g_test_add_func ("/engine/rules/S3/enter-tokens/refused", test_enter_tokens_refused);
  g_test_add_func ("/engine/rules/S5/enter-fields", test_enter_fields);
  g_test_add_func ("/engine/rules/S4/start-spots", test_s4_start_spots);
  g_test_add_func ("/engine/rules/S4/players", test_s4_players);
  g_test_add_func ("/engine/rules/S4/name-limits", test_s4_name_limits);
  g_test_add_func ("/engine/rules/S4/zara", test_s4_zara);
  g_test_add_func ("/engine/rules/S6/layout", test_s6_layout);
  g_test_add_func ("/engine/rules/S6/refused", test_s6_refused);
  g_test_add_func ("/engine/setup/goal-card-one-side", test_goal_card_one_side);
  g_test_add_func ("/engine/setup/randomize/deterministic", test_randomize_deterministic);
  for (guint i = 0; i < G_N_ELEMENTS (missing_cases); i++)
    {
      const char *base = strrchr (missing_cases[i].edition, '/');
      g_autofree char *path = g_strdup_printf ("/engine/setup/missing/%s/%up",
                                               base != NULL ? base + 1 : missing_cases[i].edition,
                                               missing_cases[i].n_players);

      g_test_add_data_func (path, &missing_cases[i], test_missing);
    }

  return g_test_run ();
}
