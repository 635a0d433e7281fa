/* test-score.c: the final score and its breakdown (E2-E5), and settling a
 * game that was not tracked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-error.h"
#include "alp-game-private.h"
#include "alp-playout.h"
#include "alp-score.h"
#include "arriero-test-engine.h"

static AlpHoldings
holdings (const char *name,
          gint        dirhams,
          guint       fruits,
          guint       small_norias,
          guint       large_norias,
          guint       goal_tokens,
          gint        end_spot)
{
  AlpHoldings h = { 0, };

  h.name = (char *) name;
  h.dirhams = dirhams;
  h.fruits = fruits;
  h.small_norias = small_norias;
  h.large_norias = large_norias;
  h.goal_tokens = goal_tokens;
  h.end_spot = end_spot;

  return h;
}

/* E2: 1 dirham per full 3 items, a large noria counting 3 */
typedef struct
{
  guint fruits, small, large, goal_tokens;
  gint  expected;
} SaleCase;

static const SaleCase sale_cases[] = {
  { 5, 0, 1, 0, 2 },   /* 8 items with a large noria: 2 dirhams */
  { 6, 0, 1, 0, 3 },   /* 9 items: 3 */
  { 0, 2, 1, 0, 1 },   /* norias worth 5: 1 */
  { 2, 0, 0, 1, 1 },   /* goal tokens are sold too */
  { 2, 0, 0, 0, 0 },
  { 0, 0, 0, 0, 0 },
};

static void
test_sale (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sale_cases); i++)
    {
      const SaleCase *c = &sale_cases[i];
      AlpHoldings h[2] = {
        holdings ("Ana", 10, c->fruits, c->small, c->large, c->goal_tokens, 3),
        holdings ("Ben", 0, 0, 0, 0, 0, 1),
      };
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpScore) score = alp_score_settle (h, 2, &error);

      g_assert_no_error (error);
      g_assert_cmpint (score->lines[0].sale_dirhams, ==, c->expected);
      g_assert_cmpint (score->lines[0].total, ==, 10 + 3 + c->expected);
    }
}

/* E3: tokens are worth their fruit count + 1, cards their value */
static void
test_breakdown (void)
{
  AlpHoldings h[3] = {
    holdings ("Ana", 12, 0, 0, 0, 0, 5),
    holdings ("Ben", 20, 4, 0, 0, 0, 2),
    holdings ("Cai", 1, 0, 0, 0, 0, 0),
  };
  g_autoptr(AlpScore) score = NULL;

  h[0].n_tokens = 3;
  h[0].tokens[0] = 2;
  h[0].tokens[1] = 3;
  h[0].tokens[2] = 5;
  h[0].n_cards = 2;
  h[0].cards[0] = 4;
  h[0].cards[1] = 1;

  score = alp_score_settle (h, 3, NULL);
  g_assert_nonnull (score);
  g_assert_cmpint (score->lines[0].token_dirhams, ==, 3 + 4 + 6);
  g_assert_cmpint (score->lines[0].card_dirhams, ==, 5);
  g_assert_cmpint (score->lines[0].total, ==, 12 + 13 + 5 + 5);
  g_assert_cmpint (score->lines[1].total, ==, 20 + 1 + 2);
  g_assert_cmpuint (score->winner, ==, 0);
  g_assert_cmpuint (score->lines[0].rank, ==, 1);
  g_assert_cmpuint (score->lines[1].rank, ==, 2);
  g_assert_cmpuint (score->lines[2].rank, ==, 3);
  g_assert_false (score->tie_broken);
  g_assert_true (score->final);
}

/* E4: a tie on the total goes to the more valuable end spot */
static void
test_tie_break (void)
{
  AlpHoldings h[2] = {
    holdings ("Ana", 20, 0, 0, 0, 0, 2),
    holdings ("Ben", 22, 0, 0, 0, 0, 0),
  };
  g_autoptr(AlpScore) score = alp_score_settle (h, 2, NULL);
  g_autofree char *text = NULL;

  g_assert_cmpint (score->lines[0].total, ==, 22);
  g_assert_cmpint (score->lines[1].total, ==, 22);
  g_assert_cmpuint (score->winner, ==, 0);
  g_assert_true (score->tie_broken);
  g_assert_false (score->shared);
  g_assert_cmpuint (score->lines[1].rank, ==, 2);

  text = alp_score_to_text (score);
  g_assert_nonnull (strstr (text, "E4"));
}

/* E4: the sentence a score sheet prints names who tied and the end spots */
static void
test_describe_tie (void)
{
  AlpHoldings broken[3] = {
    holdings ("Ana", 20, 0, 0, 0, 0, 2),
    holdings ("Ben", 16, 0, 0, 0, 0, 6),
    holdings ("Cai", 30, 0, 0, 0, 0, 0),
  };
  AlpHoldings shared[2] = {
    holdings ("Ana", 20, 0, 0, 0, 0, 2),
    holdings ("Ben", 20, 0, 0, 0, 0, 2),
  };
  AlpHoldings clear[2] = {
    holdings ("Ana", 20, 0, 0, 0, 0, 2),
    holdings ("Ben", 10, 0, 0, 0, 0, 2),
  };
  g_autoptr(AlpScore) score = alp_score_settle (broken, 3, NULL);
  g_autofree char *text = NULL;

  /* Cai leads alone: no tie at the top */
  g_assert_null (alp_score_describe_tie (score));
  g_clear_pointer (&score, alp_score_free);

  broken[2].dirhams = 10;
  score = alp_score_settle (broken, 3, NULL);
  g_assert_true (score->tie_broken);
  text = alp_score_describe_tie (score);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, "Tied on 22 dirhams: Ben (end spot 6), Ana (end spot 2). "
                             "The more valuable end spot wins (rule E4).");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&score, alp_score_free);

  score = alp_score_settle (shared, 2, NULL);
  text = alp_score_describe_tie (score);
  g_assert_nonnull (strstr (text, "shared"));
  g_assert_nonnull (strstr (text, "Ana (end spot 2), Ben (end spot 2)"));
  g_clear_pointer (&score, alp_score_free);

  score = alp_score_settle (clear, 2, NULL);
  g_assert_null (alp_score_describe_tie (score));
}

static void
test_shared (void)
{
  AlpHoldings h[2] = {
    holdings ("Ana", 20, 0, 0, 0, 0, 2),
    holdings ("Ben", 20, 0, 0, 0, 0, 2),
  };
  g_autoptr(AlpScore) score = alp_score_settle (h, 2, NULL);
  g_autoptr(JsonNode) node = alp_score_to_node (score);

  g_assert_true (score->shared);
  g_assert_cmpuint (score->lines[0].rank, ==, 1);
  g_assert_cmpuint (score->lines[1].rank, ==, 1);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (json_node_get_object (node), "winner")));
}

/* N2: no one holds norias worth more than 5 */
static void
test_settle_too_many_norias (void)
{
  AlpHoldings h[2] = {
    holdings ("Ana", 20, 0, 0, 2, 0, 2),
    holdings ("Ben", 20, 0, 0, 0, 0, 2),
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpScore) score = alp_score_settle (h, 2, &error);

  g_assert_null (score);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "N2");
}

static const struct
{
  const char *json;
  const char *path;   /* expected error path, NULL for valid */
} holdings_cases[] = {
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":["
    "{\"name\":\"Ana\",\"dirhams\":3,\"end_spot\":2,\"delivery_tokens\":[2,3],\"delivery_cards\":[4],"
    "\"fruits\":2,\"norias\":{\"small\":1,\"large\":1},\"goal_tokens\":1},"
    "{\"name\":\"Ben\",\"dirhams\":3,\"end_spot\":0}]}", NULL },
  { "[]", "" },
  { "{\"format\":\"arriero-game\",\"version\":1,\"players\":[]}", "format" },
  { "{\"format\":\"arriero-holdings\",\"version\":7,\"players\":[]}", "version" },
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":[{\"name\":\"A\",\"dirhams\":1,\"end_spot\":1}]}", "players" },
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":[{\"name\":\"A\",\"dirhams\":1,\"end_spot\":1},"
    "{\"name\":\"B\",\"dirhams\":1e300,\"end_spot\":1}]}", "players[1]" },
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":[{\"name\":\"A\",\"dirhams\":1,\"end_spot\":1},"
    "{\"name\":\"B\",\"dirhams\":1,\"end_spot\":1,\"delivery_tokens\":[0]}]}", "players[1].delivery_tokens[0]" },
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":[{\"name\":\"A\",\"dirhams\":1,\"end_spot\":1},"
    "{\"name\":\"B\",\"dirhams\":1,\"end_spot\":1,\"dirhems\":3}]}", "players[1]" },
  { "{\"format\":\"arriero-holdings\",\"version\":1,\"players\":[{\"name\":\"A\",\"dirhams\":1,\"end_spot\":1},"
    "{\"name\":\"\",\"dirhams\":1,\"end_spot\":1}]}", "players[1]" },
};

static void
test_holdings_format (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (holdings_cases); i++)
    {
      g_autoptr(JsonNode) node = parse_json (holdings_cases[i].json);
      g_autoptr(GError) error = NULL;
      guint n = 0;
      AlpHoldings *h = alp_holdings_new_from_node (node, &n, &error);

      if (holdings_cases[i].path == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (n, ==, 2);
          g_assert_cmpuint (h[0].n_tokens, ==, 2);
          g_assert_cmpuint (h[0].large_norias, ==, 1);
          alp_holdings_free (h, n);
        }
      else
        {
          g_assert_null (h);
          g_assert_nonnull (error);
          g_assert_cmpstr (alp_edition_error_get_path (error), ==, holdings_cases[i].path);
        }
    }
}

/* A finished random game: the breakdown adds up and the ranks follow E4 */
static void
test_game_score (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions",
                                                 "complete-23p.json", NULL);
  g_autoptr(AlpEdition) edition = alp_edition_new_from_file (path, NULL);

  g_assert_nonnull (edition);
  for (guint seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = alp_setup_new (2 + seed % 2);
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(AlpScore) before = NULL;
      g_autoptr(AlpScore) score = NULL;

      g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, NULL));
      game = alp_game_new (edition, setup, NULL);
      before = alp_game_get_score (game);
      g_assert_false (before->final);
      alp_playout_run (game, rand, 0, NULL, NULL);
      score = alp_game_get_score (game);

      g_assert_true (score->final);
      for (guint p = 0; p < score->n_players; p++)
        {
          const AlpScoreLine *l = &score->lines[p];

          g_assert_cmpint (l->total, ==, l->play_dirhams + l->token_dirhams + l->card_dirhams +
                                         l->sale_dirhams + l->end_dirhams);
          g_assert_cmpint (l->sale_dirhams, ==, (gint) l->sale_items / 3);
          g_assert_cmpint (l->end_spot, >=, 0);
          if (p != score->winner)
            g_assert_true (l->total < score->lines[score->winner].total ||
                           (l->total == score->lines[score->winner].total &&
                            l->end_spot <= score->lines[score->winner].end_spot));
        }
      g_assert_cmpuint (score->lines[score->winner].rank, ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/E2/sell-leftovers", test_sale);
  g_test_add_func ("/engine/rules/E3/breakdown", test_breakdown);
  g_test_add_func ("/engine/rules/E4/tie-broken-by-end-spot", test_tie_break);
  g_test_add_func ("/engine/rules/E4/shared", test_shared);
  g_test_add_func ("/engine/rules/E4/describe-tie", test_describe_tie);
  g_test_add_func ("/engine/rules/N2/settle-too-many-norias", test_settle_too_many_norias);
  g_test_add_func ("/engine/score/settle/holdings-format", test_holdings_format);
  g_test_add_func ("/engine/rules/E5/whole-games", test_game_score);

  return g_test_run ();
}
