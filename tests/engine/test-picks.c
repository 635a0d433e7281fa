/* test-picks.c: an action's choices as successive picks
 *
 * alp_game_list_picks() must offer exactly the events the rules accept
 * (every one, each once), in lists of at most 12 distinct picks, and
 * report an action nothing makes possible with the rules' reason.  On a
 * copy without a canal map, the irrigations it offers read apart: their
 * words say what the channel space shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "alp-game-private.h"
#include "alp-playout.h"
#include "arriero-test-engine.h"

#define MAX_ROWS 12

static const AlpActionKind picked_kinds[] = {
  ALP_ACTION_ADD_FARMER, ALP_ACTION_MOVE_FARMER, ALP_ACTION_IRRIGATE,
  ALP_ACTION_TAKE_FRUIT, ALP_ACTION_COMPLETE_GOAL, ALP_ACTION_MARKET,
  ALP_ACTION_SPEND_NORIAS, ALP_ACTION_ZARA_CHOOSE,
};

typedef struct
{
  AlpGame    *game;
  GHashTable *states;      /* AlpState reached through the picks */
  guint       n_lists;
  guint       longest;
} Walk;

static guint
state_hash (gconstpointer key)
{
  const guint8 *p = key;
  guint h = 0;

  for (gsize i = 0; i < sizeof (AlpState); i++)
    h = h * 31 + p[i];

  return h;
}

static gboolean
state_equal (gconstpointer a,
             gconstpointer b)
{
  return memcmp (a, b, sizeof (AlpState)) == 0;
}

static int
compare_bytes (gconstpointer a,
               gconstpointer b)
{
  return *(const guint8 *) a - *(const guint8 *) b;
}

/* @tokens (@n of them) as their fruits and counts, in order */
static void
canonical_tokens (const AlpBoard *board,
                  guint8         *tokens,
                  guint           n)
{
  for (guint t = 0; t < n; t++)
    tokens[t] = ALP_TOKEN_FRUIT (tokens[t]) * 16 +
                board->ed->tokens[ALP_TOKEN_FRUIT (tokens[t])].counts[ALP_TOKEN_INDEX (tokens[t])];
  qsort (tokens, n, 1, compare_bytes);
}

/* @state with each delivery token (in the villages and the players'
 * hands) as its fruit and count: two tokens of a fruit asking for as many
 * fruits are one to the table, and so are the events that differ only in
 * which of them moved */
static AlpState *
canonical (const AlpBoard *board,
           AlpState       *state)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    canonical_tokens (board, state->villages[v].tokens, state->villages[v].n_tokens);
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    canonical_tokens (board, state->players[p].tokens, state->players[p].n_tokens);

  return state;
}

/* Every path from @made on: short distinct lists, each whole path a legal
 * action, none that leads nowhere */
static void
walk (Walk        *w,
      AlpPickTree *tree,
      AlpPick     *made,
      guint        n_made)
{
  g_autoptr(GArray) picks = alp_pick_tree_list (tree, made, n_made);
  AlpAction action;
  gboolean missing;

  g_assert_cmpuint (n_made, <, 16);
  if (picks->len == 0)
    {
      const AlpBoard *board = _alp_game_get_board (w->game);
      AlpState *after = g_new (AlpState, 1);

      g_assert_true (alp_pick_tree_get_action (tree, made, n_made, &action, &missing));
      memcpy (after, _alp_game_get_state (w->game), sizeof *after);
      if (missing)
        {
          g_free (after);
          return;
        }
      g_assert_true (alp_rules_apply (board, after, &action, NULL));
      g_hash_table_add (w->states, canonical (board, after));
      return;
    }

  w->n_lists++;
  w->longest = MAX (w->longest, picks->len);
  g_assert_cmpuint (picks->len, <=, MAX_ROWS);
  for (guint i = 0; i < picks->len; i++)
    {
      for (guint j = 0; j < i; j++)
        g_assert_false (memcmp (&g_array_index (picks, AlpPick, i),
                                &g_array_index (picks, AlpPick, j), sizeof (AlpPick)) == 0);
      g_autofree char *text = alp_game_describe_pick (w->game, &g_array_index (picks, AlpPick, i));

      /* each target has words of its own, for its button, and no two
       * read the same */
      g_assert_nonnull (text);
      g_assert_null (strchr (text, '?'));
      for (guint j = 0; j < i; j++)
        {
          g_autofree char *other = alp_game_describe_pick (w->game, &g_array_index (picks, AlpPick, j));

          g_assert_cmpstr (text, !=, other);
        }
      made[n_made] = g_array_index (picks, AlpPick, i);
      walk (w, tree, made, n_made + 1);
    }
}

/* The positions the old combination lists reach */
static guint
count_legal_events (AlpGame       *game,
                    AlpActionKind  kind)
{
  g_autoptr(GHashTable) states = g_hash_table_new_full (state_hash, state_equal, g_free, NULL);
  const AlpActionKind kinds[] = { kind, ALP_ACTION_GOAL_TOKEN };

  for (guint k = 0; k < (kind == ALP_ACTION_COMPLETE_GOAL ? 2 : 1); k++)
    {
      g_autoptr(GArray) choices = alp_game_list_choices (game, kinds[k]);

      for (guint i = 0; i < choices->len; i++)
        {
          const AlpChoice *c = &g_array_index (choices, AlpChoice, i);
          AlpState *after;

          if (!c->legal)
            continue;
          after = g_new (AlpState, 1);
          memcpy (after, _alp_game_get_state (game), sizeof *after);
          g_assert_true (alp_rules_apply (_alp_game_get_board (game), after, &c->action, NULL));
          g_hash_table_add (states, canonical (_alp_game_get_board (game), after));
        }
    }

  return g_hash_table_size (states);
}

/* Through random whole games of 2, 3 and 4 players: at every step, every
 * action's tree offers exactly the events the combination lists held,
 * each once, in lists of at most 12; an impossible one says why */
static void
test_picks_playouts (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  guint n_trees = 0, n_lists = 0, longest = 0, n_impossible = 0;

  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint seed = 1; seed <= 3; seed++)
      {
        g_autoptr(GRand) rand = g_rand_new_with_seed (seed * 10 + n_players);
        g_autoptr(AlpGame) game = draw_game (edition, n_players, rand);
        AlpAction step;

        do
          {
            AlpPhase phase = alp_game_get_phase (game);

            if (phase != ALP_PHASE_ACT && phase != ALP_PHASE_ZARA_CHOOSE)
              continue;
            for (guint k = 0; k < G_N_ELEMENTS (picked_kinds); k++)
              {
                g_autoptr(AlpPickTree) tree = alp_game_list_picks (game, picked_kinds[k], ALP_NONE);
                g_autoptr(GHashTable) states = g_hash_table_new_full (state_hash, state_equal, g_free, NULL);
                Walk w = { game, states, 0, 0 };
                AlpPick made[16];
                const char *reason = NULL, *rule = NULL;

                n_trees++;
                if (!alp_pick_tree_is_possible (tree, &reason, &rule))
                  {
                    /* not possible: the rules' reason, nothing to pick */
                    g_assert_nonnull (reason);
                    g_assert_nonnull (rule);
                    g_assert_true (g_str_has_prefix (reason, "rule "));
                    g_assert_nonnull (strstr (reason, rule));
                    g_assert_cmpuint (alp_pick_tree_get_n_choices (tree), ==, 0);
                    g_assert_cmpuint (count_legal_events (game, picked_kinds[k]), ==, 0);
                    n_impossible++;
                    continue;
                  }
                g_assert_null (reason);
                walk (&w, tree, made, 0);
                n_lists += w.n_lists;
                longest = MAX (longest, w.longest);
                /* each event once: as many distinct choices as positions,
                 * and the positions those of the combination lists */
                g_assert_cmpuint (alp_pick_tree_get_n_choices (tree), ==, g_hash_table_size (states));
                g_assert_cmpuint (g_hash_table_size (states), ==,
                                  count_legal_events (game, picked_kinds[k]));
              }
          }
        while (alp_playout_step (game, rand, &step));
      }

  g_test_message ("%u trees, %u pick lists, longest %u rows, %u not possible",
                  n_trees, n_lists, longest, n_impossible);
  g_assert_cmpuint (n_impossible, >, 0);
  g_assert_cmpuint (n_lists, >, n_trees / 2);
}

/* The first step of a random game where an action of @kind with @count
 * uses of @icon is open, or NULL */
static AlpGame *
find_stop (AlpEdition *edition,
           guint       icon,
           guint       count,
           AlpActionKind kind)
{
  for (guint seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = draw_game (edition, 2 + seed % 3, rand);
      AlpAction step;

      do
        if (alp_game_get_phase (game) == ALP_PHASE_ACT &&
            alp_rules_stop_count (_alp_game_get_board (game), _alp_game_get_state (game), icon) == count)
          {
            g_autoptr(AlpPickTree) tree = alp_game_list_picks (game, kind, icon);

            if (alp_pick_tree_get_n_choices (tree) > 1)
              return g_steal_pointer (&game);
          }
      while (alp_playout_step (game, rand, &step));
    }

  return NULL;
}

/* "Take 2 fruits": a fruit, then another, in either order; no list of
 * pairs */
static void
test_picks_two_fruits (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(AlpGame) game = find_stop (edition, ALP_ICON_FRUIT, 2, ALP_ACTION_TAKE_FRUIT);
  g_autoptr(AlpPickTree) tree = NULL;
  g_autoptr(GArray) first = NULL;
  guint n_pairs = 0;

  g_assert_nonnull (game);
  tree = alp_game_list_picks (game, ALP_ACTION_TAKE_FRUIT, ALP_NONE);
  first = alp_pick_tree_list (tree, NULL, 0);
  g_assert_cmpuint (first->len, >, 1);
  g_assert_cmpuint (first->len, <=, ALP_N_FRUITS + 1);
  for (guint i = 0; i < first->len; i++)
    for (guint j = 0; j < first->len; j++)
      {
        AlpPick ab[2] = { g_array_index (first, AlpPick, i), g_array_index (first, AlpPick, j) };
        AlpPick ba[2] = { ab[1], ab[0] };
        AlpAction x, y;

        if (ab[0].kind != ALP_PICK_FRUIT || ab[1].kind != ALP_PICK_FRUIT)
          continue;
        if (!alp_pick_tree_get_action (tree, ab, 2, &x, NULL))
          continue;
        /* the same event whichever fruit is picked first */
        g_assert_true (alp_pick_tree_get_action (tree, ba, 2, &y, NULL));
        g_assert_true (alp_action_equal (&x, &y));
        n_pairs++;
      }
  g_assert_cmpuint (n_pairs, >, 1);
  /* the old list offered every ordered pair */
  g_assert_cmpuint (alp_pick_tree_get_n_choices (tree), <, count_legal_events (game, ALP_ACTION_TAKE_FRUIT) + 1);
}

/* Two farmers: a farmland (and a fruit) for one, then for the other, in
 * either order */
static void
test_picks_two_farmers (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(AlpGame) game = find_stop (edition, ALP_ICON_ADD_FARMER, 2, ALP_ACTION_ADD_FARMER);
  g_autoptr(AlpPickTree) tree = NULL;
  g_autoptr(GArray) first = NULL;
  g_autoptr(GArray) combos = NULL;

  g_assert_nonnull (game);
  tree = alp_game_list_picks (game, ALP_ACTION_ADD_FARMER, ALP_ICON_ADD_FARMER);
  first = alp_pick_tree_list (tree, NULL, 0);
  g_assert_cmpuint (first->len, >=, 1);
  for (guint i = 0; i < first->len; i++)
    {
      const AlpPick *p = &g_array_index (first, AlpPick, i);

      g_assert_true (p->kind == ALP_PICK_FARMLAND || p->kind == ALP_PICK_FROM);
    }
  combos = alp_game_list_choices (game, ALP_ACTION_ADD_FARMER);
  g_test_message ("%u combination rows, %u events, %u first picks", combos->len,
                  alp_pick_tree_get_n_choices (tree), first->len);
  g_assert_cmpuint (first->len, <, combos->len);
}

/* Without a canal map, the channel spaces the table may describe differ
 * only by what they show: each choice says it, none reads as another */
static void
test_irrigate_without_canal_words (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autoptr(AlpGame) game = draw_game (edition, 3, rand);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  g_assert_false (alp_edition_get_value (edition, "canal") != NULL);
  for (guint shape = 0; shape <= ALP_CHANNEL_T; shape++)
    for (guint d = 0; d <= 1; d++)
      for (guint k = 0; k <= 1; k++)
        for (guint crop = 0; crop < 2; crop++)
          {
            AlpAction action = { .kind = ALP_ACTION_IRRIGATE, .channel = ALP_NONE, .shape = shape,
                                 .dirhams = d, .norias = k,
                                 .to = { shape == ALP_CHANNEL_T ? ALP_REGION_GREEN : ALP_NONE, ALP_NONE },
                                 .crop = crop == 0 || shape != ALP_CHANNEL_T ? ALP_NONE : ALP_FRUIT_APPLE };
            g_autofree char *words = alp_game_describe_action (game, &action);

            if (crop == 1 && shape != ALP_CHANNEL_T)
              continue;
            g_test_message ("%s", words);
            g_assert_false (g_hash_table_contains (seen, words));
            g_hash_table_add (seen, g_steal_pointer (&words));
            n++;
          }
  g_assert_cmpuint (n, ==, 12);
}

/* The first picks the rules refuse: never a legal one, each once, with
 * the reason of a rule and its ID (the board shows them as refused) */
static void
test_picks_refused (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  guint n_refused = 0;

  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (70 + n_players);
      g_autoptr(AlpGame) game = draw_game (edition, n_players, rand);
      AlpAction step;

      do
        {
          if (alp_game_get_phase (game) != ALP_PHASE_ACT)
            continue;
          for (guint k = 0; k < G_N_ELEMENTS (picked_kinds); k++)
            {
              g_autoptr(AlpPickTree) tree = alp_game_list_picks (game, picked_kinds[k], ALP_NONE);
              g_autoptr(GArray) legal = alp_pick_tree_list (tree, NULL, 0);
              g_autoptr(GArray) refused = alp_pick_tree_list_refused (tree, NULL, 0);

              for (guint i = 0; i < refused->len; i++)
                {
                  const AlpPickRefusal *r = &g_array_index (refused, AlpPickRefusal, i);

                  for (guint j = 0; j < legal->len; j++)
                    g_assert_false (memcmp (&g_array_index (legal, AlpPick, j), &r->pick, sizeof (AlpPick)) == 0);
                  for (guint j = 0; j < i; j++)
                    g_assert_false (memcmp (&g_array_index (refused, AlpPickRefusal, j).pick, &r->pick,
                                            sizeof (AlpPick)) == 0);
                  g_assert_nonnull (r->rule);
                  g_assert_true (g_str_has_prefix (r->reason, "rule "));
                  g_assert_nonnull (strstr (r->reason, r->rule));
                  n_refused++;
                }
            }
        }
      while (alp_playout_step (game, rand, &step));
    }

  g_test_message ("%u refused first picks", n_refused);
  g_assert_cmpuint (n_refused, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/picks/playouts", test_picks_playouts);
  g_test_add_func ("/engine/picks/irrigate-without-canal-words", test_irrigate_without_canal_words);
  g_test_add_func ("/engine/picks/two-fruits", test_picks_two_fruits);
  g_test_add_func ("/engine/picks/two-farmers", test_picks_two_farmers);
  g_test_add_func ("/engine/picks/refused", test_picks_refused);

  return g_test_run ();
}
