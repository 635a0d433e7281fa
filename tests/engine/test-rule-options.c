/* test-rule-options.c: the table options, each at both settings
 *
 * The readings the rules leave open (issue 18): E1's order of the end
 * actions, N2's norias spent in the middle of the receiving action, A3's
 * partial add-farmer, T1 inside a market or harvest space, A11's goal
 * token, A12's token before the goal action, Zara at a full space (Z3),
 * E2's large noria at the sale (and small and large norias kept apart),
 * and the table's choice between equal tokens for Zara (Z6).  Also the
 * list the app reads (alp-rule-options.h) and how a setup saves the
 * options, old records included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "alp-rule-options.h"
#include "arriero-test-rules.h"

#define ED4  "complete-4p.json"
#define ED23 "complete-23p.json"

/* A game at the defaults with @off taken away and @on added */
static AlpGame *
game_with (const char *edition,
           guint       n_players,
           guint32     on,
           guint32     off)
{
  return new_game_with_options (edition, n_players, (ALP_RULE_OPTIONS_DEFAULT & ~off) | on);
}

/* Mule 0 acting on the first standard space showing exactly @n @icon */
static AlpGame *
act_game_with (AlpIcon   icon,
               guint     n,
               guint32   on,
               guint32   off,
               AlpState *s)
{
  AlpGame *game = game_with (ED4, 4, on, off);

  *s = get_state (game);
  begin_act (s, 0, find_standard (_alp_game_get_board (game), icon, n), 0);
  _alp_game_set_state (game, s);

  return game;
}

/* act_game_with() with the one option @flag @on or off */
static AlpGame *
option_act_game (AlpIcon   icon,
                 guint     n,
                 guint32   flag,
                 gboolean  on,
                 AlpState *s)
{
  return act_game_with (icon, n, on ? flag : 0, flag, s);
}

/* game_with() with the one option @flag @on or off */
static AlpGame *
option_game (const char *edition,
             guint       n_players,
             guint32     flag,
             gboolean    on)
{
  return game_with (edition, n_players, on ? flag : 0, flag);
}

/* A spend of 1 noria: an apple back, a lemon taken */
static void
swap_action (AlpAction *a)
{
  alp_action_init (a, ALP_ACTION_SPEND_NORIAS);
  a->cost = 1;
  a->fruit[0] = ALP_FRUIT_APPLE;
  a->fruit[1] = ALP_FRUIT_LEMON;
}

/* ------------------------------------------------------------------ */
/* The list                                                             */

static void
test_list (void)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (2);
  guint32 seen = 0;
  const AlpRuleOption *o;
  guint n = 0;

  g_assert_cmpuint (alp_rule_option_get_n (), ==, ALP_N_RULE_OPTIONS);
  g_assert_cmpuint (setup->options, ==, ALP_RULE_OPTIONS_DEFAULT);
  for (guint i = 0; i < alp_rule_option_get_n (); i++)
    {
      o = alp_rule_option_get (i);
      g_assert_cmpuint (o->flag, ==, 1u << i);
      g_assert_false (seen & o->flag);
      seen |= o->flag;
      g_assert_true (alp_rule_option_find (o->flag) == o);
      g_assert_true (alp_rule_option_find_by_id (o->id) == o);
      g_assert_cmpuint (strlen (o->label), >, 0);
      g_assert_cmpuint (strlen (o->description), >, strlen (o->label));
      g_assert_cmpint (o->default_on, ==, (ALP_RULE_OPTIONS_DEFAULT & o->flag) != 0);
      g_assert_cmpint (o->legacy_on, ==, (ALP_RULE_OPTIONS_LEGACY & o->flag) != 0);
    }
  g_assert_null (alp_rule_option_find_by_id ("end-actions-any-order"));

  /* The names the rules reference uses, next to their rules */
  o = alp_rule_option_next_for_rule ("E1", NULL);
  g_assert_cmpstr (o->label, ==, "End actions in a fixed order");
  g_assert_false (o->default_on);
  g_assert_true (o->legacy_on);
  g_assert_null (alp_rule_option_next_for_rule ("E1", o));
  g_assert_cmpstr (alp_rule_option_next_for_rule ("N2", NULL)->label, ==,
                   "Spend norias during the receiving action");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("A3", NULL)->label, ==,
                   "Each action of a space is optional in part");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("E2", NULL)->label, ==,
                   "A large noria sells as 1 item");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("T1", NULL)->label, ==,
                   "Spots of a space move in arrival order");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("A11", NULL)->label, ==,
                   "A goal token may be declined");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("A12", NULL)->label, ==,
                   "Goal token spent before the goal action");
  g_assert_cmpstr (alp_rule_option_next_for_rule ("Z3", NULL)->label, ==,
                   "Zara passes a full market or harvest");
  for (o = alp_rule_option_next_for_rule ("A10", NULL); o != NULL;
       o = alp_rule_option_next_for_rule ("A10", o))
    n++;
  g_assert_cmpuint (n, ==, 3);
  g_assert_null (alp_rule_option_next_for_rule ("M3", NULL));
}

/* ------------------------------------------------------------------ */
/* Saved with the setup                                                 */

static AlpSetup *
setup_from_text (const char *options_json,
                 GError    **error)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(JsonNode) node = alp_setup_to_node (setup);
  g_autoptr(JsonNode) options = NULL;
  JsonObject *root = json_node_get_object (node);

  json_object_remove_member (root, "options");
  if (options_json != NULL)
    {
      options = parse_json (options_json);
      json_object_set_member (root, "options", json_node_copy (options));
    }

  return alp_setup_new_from_node (node, "setup", error);
}

static guint32
options_from_text (const char *options_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpSetup) setup = setup_from_text (options_json, &error);

  g_assert_no_error (error);
  return setup->options;
}

static void
test_saved (void)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpSetup) bad = NULL;

  /* Every option with its value, read back exactly */
  for (guint32 options = 0; options < (1u << ALP_N_RULE_OPTIONS); options += 97)
    {
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(AlpSetup) back = NULL;
      JsonObject *object;

      setup->options = options;
      node = alp_setup_to_node (setup);
      object = json_object_get_object_member (json_node_get_object (node), "options");
      g_assert_cmpuint (json_object_get_size (object), ==, ALP_N_RULE_OPTIONS);
      for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
        {
          const AlpRuleOption *o = alp_rule_option_get (i);

          g_assert_cmpint (json_object_get_boolean_member (object, o->id), ==,
                           (options & o->flag) != 0);
        }
      back = alp_setup_new_from_node (node, "setup", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (back->options, ==, options);
    }

  /* An option not named keeps its default */
  g_assert_cmpuint (options_from_text ("{}"), ==, ALP_RULE_OPTIONS_DEFAULT);
  g_assert_cmpuint (options_from_text ("{\"end-actions-fixed-order\": true}"), ==,
                    ALP_RULE_OPTIONS_DEFAULT | ALP_OPTION_END_ACTIONS_FIXED_ORDER);
  g_assert_cmpuint (options_from_text ("{\"partial-actions\": false}"), ==,
                    ALP_RULE_OPTIONS_DEFAULT & ~ALP_OPTION_PARTIAL_ACTIONS);

  /* A record from before the options: the engine's readings of then */
  g_assert_cmpuint (options_from_text (NULL), ==, ALP_RULE_OPTIONS_LEGACY);
  g_assert_cmpuint (options_from_text ("[]"), ==, ALP_RULE_OPTIONS_LEGACY);
  g_assert_cmpuint (options_from_text ("[\"end-actions-any-order\"]"), ==,
                    ALP_RULE_OPTIONS_LEGACY & ~ALP_OPTION_END_ACTIONS_FIXED_ORDER);
  g_assert_cmpuint (options_from_text ("[\"two-pairs-four-of-a-kind\", \"two-villages-one-each\"]"), ==,
                    ALP_RULE_OPTIONS_LEGACY | ALP_OPTION_TWO_PAIRS_FOUR_OF_A_KIND |
                    ALP_OPTION_TWO_VILLAGES_ONE_EACH);

  /* Refused: unknown names, values that are not true or false, twice */
  bad = setup_from_text ("{\"fixed-order\": true}", &error);
  g_assert_null (bad);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_clear_error (&error);
  bad = setup_from_text ("{\"partial-actions\": 1}", &error);
  g_assert_null (bad);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "partial-actions"));
  g_clear_error (&error);
  bad = setup_from_text ("[\"end-actions-any-order\", \"end-actions-any-order\"]", &error);
  g_assert_null (bad);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_clear_error (&error);
  bad = setup_from_text ("[\"partial-actions\"]", &error);
  g_assert_null (bad);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
}

/* The recorded games of tests/data are from before the options */
static void
test_legacy_records (void)
{
  static const char * const names[] = { "four-players.json", "three-players.json",
                                        "two-players-zara.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                     names[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpGame) game = alp_record_load_from_file (path, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (alp_game_get_setup (game)->options, ==, ALP_RULE_OPTIONS_LEGACY);
    }
}

/* ------------------------------------------------------------------ */
/* E1: the end space's actions                                          */

static void
test_e1 (gconstpointer data)
{
  gboolean fixed = GPOINTER_TO_INT (data);
  g_autoptr(AlpGame) game = option_game (ED4, 4, ALP_OPTION_END_ACTIONS_FIXED_ORDER, fixed);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);
  AlpAction a;

  begin_act (&s, 0, board->end_space, 1);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 2);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 1);
  _alp_game_set_state (game, &s);

  /* The goal first (3 different fruits), then a delivery card */
  alp_action_init (&a, ALP_ACTION_COMPLETE_GOAL);
  a.goal_card = 0;
  a.goal_spot = 0;
  apply_ok (game, &a);
  alp_action_init (&a, ALP_ACTION_MARKET);
  a.card = 0;
  if (fixed)
    assert_refused (game, &a, "E1");
  else
    apply_ok (game, &a);
}

/* ------------------------------------------------------------------ */
/* N2: norias received in the middle of an action                       */

static void
spend_five (AlpGame *game)
{
  AlpAction a;

  spend_five_action (game, &a);
  apply_ok (game, &a);
}

/* Holding 4 on a 2-noria space: take 1, spend 5 for a farmer and 3
 * dirhams, take the second (the designer's ruling) */
static void
test_n2 (gconstpointer data)
{
  gboolean during = GPOINTER_TO_INT (data);
  AlpState s, after;
  AlpAction a;
  g_autoptr(AlpGame) game = option_act_game (ALP_ICON_NORIA, 2,
                                             ALP_OPTION_NORIAS_DURING_ACTION, during, &s);
  gint dirhams = s.players[0].dirhams;

  set_norias (&s, 0, 4);
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  apply_ok (game, &a);
  after = get_state (game);
  g_assert_cmpuint (after.players[0].norias, ==, 5);
  g_assert_cmpuint (after.norias_pending, ==, during ? 1 : 0);
  g_assert_cmpuint (alp_game_get_pending_norias (game), ==, during ? 1 : 0);

  spend_five (game);
  g_assert_cmpuint (get_state (game).players[0].norias, ==, 0);
  g_assert_cmpint (get_state (game).players[0].dirhams, ==, dirhams + 3);

  /* The second noria of the action: kept, or lost at once */
  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  if (during)
    {
      apply_ok (game, &a);
      g_assert_cmpuint (get_state (game).players[0].norias, ==, 1);
      g_assert_cmpuint (get_state (game).norias_pending, ==, 0);
      /* And it was the one use of the space */
      assert_refused (game, &a, "T2");
    }
  else
    assert_refused (game, &a, "T2");
  g_assert_true (alp_game_check (game, NULL));
}

/* A13: anything else ends the receiving action, and the excess is lost */
static void
test_n2_atomic (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game_with (ALP_ICON_NORIA, 2, 0, 0, &s);
  guint supply;

  set_norias (&s, 0, 4);
  _alp_game_set_state (game, &s);
  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  apply_ok (game, &a);
  supply = get_state (game).supply_norias;

  /* Spending 1 in between is allowed, then the rest comes */
  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 1;
  s = get_state (game);
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);
  a.fruit[0] = ALP_FRUIT_APPLE;
  a.fruit[1] = ALP_FRUIT_LEMON;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).norias_pending, ==, 1);

  /* The turn ends: the rest is taken as far as the limit goes */
  end_turn (game);
  s = get_state (game);
  g_assert_cmpuint (s.players[0].norias, ==, 5);
  g_assert_cmpuint (s.norias_pending, ==, 0);
  g_assert_cmpuint (s.supply_norias, ==, supply);
  g_assert_true (alp_game_check (game, NULL));
}

/* ------------------------------------------------------------------ */
/* A3: one farmer on a 2-farmer space                                   */

static void
test_a3 (gconstpointer data)
{
  gboolean partial = GPOINTER_TO_INT (data);
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = option_act_game (ALP_ICON_ADD_FARMER, 2,
                                             ALP_OPTION_PARTIAL_ACTIONS, partial, &s);

  alp_action_init (&a, ALP_ACTION_ADD_FARMER);
  a.icon = ALP_ICON_ADD_FARMER;
  a.n = 1;
  a.to[0] = ALP_REGION_GREEN;
  a.fruit[0] = ALP_FRUIT_APPLE;
  if (!partial)
    {
      assert_refused (game, &a, "A3");
      return;
    }
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.farmlands[ALP_REGION_GREEN].farmers[0], ==, 1);
  g_assert_cmpuint (s.players[0].farmers, ==, ALP_FARMERS_PER_PLAYER - 1);
  /* The action is used: no second farmer later */
  a.to[0] = ALP_REGION_RED;
  a.fruit[0] = ALP_FRUIT_GRAPE;
  assert_refused (game, &a, "T2");
}

/* ------------------------------------------------------------------ */
/* T1: two mules in one market space                                    */

static void
test_t1 (gconstpointer data)
{
  gboolean arrival = GPOINTER_TO_INT (data);
  g_autoptr(AlpGame) game = option_game (ED4, 4, ALP_OPTION_SPOTS_ARRIVAL_ORDER, arrival);
  const AlpBoard *board = _alp_game_get_board (game);
  guint market = find_space (board, ALP_SPACE_MARKET, 0);
  AlpState s = get_state (game);
  AlpAction a;

  /* Mule 1 came to spot 2 first; mule 0 arrives at spot 0 now */
  put_mule (&s, 1, market, 2);
  put_mule (&s, 2, market + 1, 0);
  put_mule (&s, 3, market + 2, 0);
  s.arrivals[1] = 1;
  begin_move (&s, 0, market - 1, 0);
  s.n_events = 5;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_MOVE);
  a.space = market;
  a.spot = 0;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).arrivals[0], ==, 5);
  end_turn (game);
  g_assert_cmpuint (alp_game_get_current (game), ==, arrival ? 1 : 0);
}

/* ------------------------------------------------------------------ */
/* A11: a goal token when unable                                        */

static void
test_a11 (gconstpointer data)
{
  gboolean declinable = GPOINTER_TO_INT (data);
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = option_act_game (ALP_ICON_GOAL, 1,
                                             ALP_OPTION_GOAL_TOKEN_DECLINABLE, declinable, &s);

  /* No goal can be completed at the start */
  alp_action_init (&a, ALP_ACTION_END_TURN);
  if (declinable)
    {
      apply_ok (game, &a);
      g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 0);
      return;
    }
  assert_refused (game, &a, "A11");
  take_goal_token (game);
  end_turn (game);
  g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 1);
}

/* Given only when unable: a player who could complete a goal may leave it */
static void
test_a11_able (void)
{
  AlpState s;
  g_autoptr(AlpGame) game = act_game_with (ALP_ICON_GOAL, 1, 0, 0, &s);

  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 1);
  _alp_game_set_state (game, &s);
  end_turn (game);
  g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 0);
}

/* ------------------------------------------------------------------ */
/* A12: a goal token before the space's own goal action                 */

static void
test_a12 (gconstpointer data)
{
  gboolean before = GPOINTER_TO_INT (data);
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = option_act_game (ALP_ICON_GOAL, 1,
                                             ALP_OPTION_GOAL_TOKEN_BEFORE_GOAL, before, &s);

  /* Card 0 (3 different fruits) and card 1 (3 farmers in one farmland)
   * are met; a token from an earlier stop */
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  set_fruit (&s, 0, ALP_FRUIT_GRAPE, 1);
  set_fruit (&s, 0, ALP_FRUIT_LEMON, 1);
  add_farmers (&s, 0, ALP_REGION_GREEN, 3);
  s.players[0].goal_tokens = 1;
  s.spendable_tokens = 1;
  s.supply_goal_tokens--;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_COMPLETE_GOAL);
  a.goal_card = 1;
  a.goal_spot = 0;
  a.use_token = TRUE;
  if (!before)
    {
      assert_refused (game, &a, "A12");
      return;
    }
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].goal_tokens, ==, 0);
  /* The space's own goal action still comes */
  a.goal_card = 0;
  a.use_token = FALSE;
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].goals_done, ==, 3);
}

/* ------------------------------------------------------------------ */
/* E2: small and large norias                                           */

/* At the end space with norias worth 3 in one large piece and 1 fruit */
static void
test_e2 (gconstpointer data)
{
  gboolean one_item = GPOINTER_TO_INT (data);
  g_autoptr(AlpGame) game = game_with (ED4, 4,
                                       ALP_OPTION_GOAL_TOKEN_DECLINABLE |
                                       (one_item ? ALP_OPTION_LARGE_NORIA_ONE_ITEM : 0),
                                       ALP_OPTION_LARGE_NORIA_ONE_ITEM);
  const AlpBoard *board = _alp_game_get_board (game);
  AlpState s = get_state (game);

  begin_act (&s, 0, board->end_space, 0);
  set_norias (&s, 0, 3);
  s.players[0].large_norias = 1;
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);
  g_assert_true (alp_game_check (game, NULL));
  g_assert_cmpuint (alp_game_get_large_norias (game, 0), ==, 1);
  g_assert_cmpuint (alp_game_get_norias (game, 0), ==, 3);
  {
    /* The standing counts the sale the same way */
    g_autoptr(AlpScore) standing = alp_game_get_score (game);

    g_assert_cmpuint (standing->lines[0].sale_items, ==, one_item ? 2 : 4);
  }

  end_turn (game);
  s = get_state (game);
  g_assert_cmpuint (s.players[0].sale_items, ==, one_item ? 2 : 4);
  g_assert_cmpint (s.players[0].sale_dirhams, ==, one_item ? 0 : 1);
  g_assert_cmpuint (s.players[0].large_norias, ==, 0);
  g_assert_true (alp_game_check (game, NULL));
}

/* Norias come small; with no small one left the table makes change */
static void
test_e2_change (void)
{
  AlpState s;
  AlpAction a;
  g_autoptr(AlpGame) game = act_game_with (ALP_ICON_NORIA, 2, 0, 0, &s);

  set_norias (&s, 1, 5);
  set_norias (&s, 2, 5);
  _alp_game_set_state (game, &s);   /* the supply: 5 large, no small */

  alp_action_init (&a, ALP_ACTION_TAKE_NORIAS);
  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.players[0].norias, ==, 2);
  g_assert_cmpuint (s.players[0].large_norias, ==, 0);   /* 2 small cannot be a large */
  g_assert_cmpuint (s.players[1].large_norias, ==, 1);   /* 3 of player 1's small for a large */
  g_assert_true (alp_game_check (game, NULL));
}

/* Spending: the player says how many large norias go back */
static void
test_e2_spend (void)
{
  AlpState s;
  AlpAction a, back;
  g_autoptr(AlpGame) game = act_game_with (ALP_ICON_NORIA, 2, 0, 0, &s);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  set_norias (&s, 0, 3);
  s.players[0].large_norias = 1;
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);

  swap_action (&a);
  a.large = 2;                     /* only one held */
  assert_refused (game, &a, "N1");
  a.large = 0;                     /* worth 2 left: no large one can stay */
  assert_refused (game, &a, "N1");

  /* Saved with the event */
  a.large = 1;
  node = alp_action_to_node (&a);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "large"), ==, 1);
  g_assert_true (alp_action_from_node (&back, node, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (alp_action_equal (&a, &back));

  apply_ok (game, &a);
  s = get_state (game);
  g_assert_cmpuint (s.players[0].norias, ==, 2);
  g_assert_cmpuint (s.players[0].large_norias, ==, 0);
  g_assert_true (alp_game_check (game, NULL));

  /* As few as will do when it says nothing */
  s.players[0].large_norias = 0;
  set_norias (&s, 0, 5);
  s.players[0].large_norias = 1;
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);
  swap_action (&a);
  apply_ok (game, &a);
  g_assert_cmpuint (get_state (game).players[0].large_norias, ==, 1);
  g_assert_true (alp_game_check (game, NULL));
}

/* ------------------------------------------------------------------ */
/* Z3: Zara at a full market                                            */

/* complete-23p: space 10 is a market of 2 spots, both taken; Zara on 9 */
static void
test_z3_full (gconstpointer data)
{
  gboolean passes = GPOINTER_TO_INT (data);
  g_autoptr(AlpGame) game = option_game (ED23, 2, ALP_OPTION_ZARA_PASSES_FULL_SPACE, passes);
  AlpState s = get_state (game);
  AlpAction a;

  g_assert_cmpuint (alp_game_get_space_kind (game, 10), ==, ALP_SPACE_MARKET);
  put_mule (&s, 0, 10, 0);
  put_mule (&s, 1, 10, 1);
  put_mule (&s, ALP_ZARA, 9, 0);
  s.current = ALP_ZARA;
  s.phase = ALP_PHASE_ZARA_ROLL;
  _alp_game_set_state (game, &s);

  alp_action_init (&a, ALP_ACTION_ZARA_ROLL);
  a.value = 1;
  apply_ok (game, &a);
  if (passes)
    {
      g_assert_cmpuint (alp_game_get_position (game, ALP_ZARA).space, ==, 11);
      g_assert_cmpuint (alp_game_get_phase (game), !=, ALP_PHASE_ZARA_CARD);
      return;
    }
  /* She stops at the last spot, beside the mule there, and acts */
  g_assert_cmpuint (alp_game_get_position (game, ALP_ZARA).space, ==, 10);
  g_assert_cmpuint (alp_game_get_position (game, ALP_ZARA).spot, ==, 1);
  g_assert_cmpuint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_CARD);
  g_assert_true (alp_game_check (game, NULL));
}

/* ------------------------------------------------------------------ */
/* Z6: the table chooses between equal tokens, and the record keeps it  */

static guint
legal_villages (AlpGame *game,
                guint   *first)
{
  guint n = 0;

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      AlpState scratch = *_alp_game_get_state (game);
      AlpAction a;

      alp_action_init (&a, ALP_ACTION_ZARA_CHOOSE);
      a.village = v;
      if (alp_rules_apply (_alp_game_get_board (game), &scratch, &a, NULL))
        {
          if (n++ == 0)
            *first = v;
        }
    }

  return n;
}

static void
test_z6_tie_recorded (void)
{
  g_autoptr(AlpEdition) edition = load_edition (ED23);
  guint found = 0;

  for (guint seed = 1; seed < 400 && found < 3; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = draw_game (edition, 2, rand);
      g_autoptr(AlpGame) back = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      const AlpAction *last;
      AlpAction a;
      gsize length;
      guint village = ALP_NONE, n;

      while (alp_game_get_phase (game) != ALP_PHASE_ZARA_CHOOSE &&
             alp_playout_step (game, rand, NULL))
        ;
      if (alp_game_get_phase (game) != ALP_PHASE_ZARA_CHOOSE)
        continue;

      /* Asked: two villages or more, and only the table answers */
      n = legal_villages (game, &village);
      g_assert_cmpuint (n, >=, 2);
      g_assert_cmpuint (alp_game_get_current (game), ==, ALP_ZARA);
      alp_action_init (&a, ALP_ACTION_END_TURN);
      assert_refused_code (game, &a, ALP_RULE_ERROR_WRONG_TIME, "Z6");

      /* The last of them, so that the record cannot be read as the first */
      for (guint v = village + 1; v < ALP_N_REGIONS; v++)
        {
          AlpState scratch = *_alp_game_get_state (game);

          alp_action_init (&a, ALP_ACTION_ZARA_CHOOSE);
          a.village = v;
          if (alp_rules_apply (_alp_game_get_board (game), &scratch, &a, NULL))
            village = v;
        }
      alp_action_init (&a, ALP_ACTION_ZARA_CHOOSE);
      a.village = village;
      apply_ok (game, &a);

      /* Recorded: saved and loaded, the choice and the position return */
      data = alp_record_save_to_data (game, &length);
      back = alp_record_load_from_data (data, length, &error);
      g_assert_no_error (error);
      last = alp_game_get_event (back, alp_game_get_n_events (back) - 1);
      g_assert_cmpuint (last->kind, ==, ALP_ACTION_ZARA_CHOOSE);
      g_assert_cmpuint (last->village, ==, village);
      g_assert_true (memcmp (_alp_game_get_state (back), _alp_game_get_state (game),
                             sizeof (AlpState)) == 0);
      found++;
    }
  g_assert_cmpuint (found, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  static const struct
  {
    const char *path;
    GTestDataFunc func;
  } both[] = {
    { "/engine/rules/E1/end-actions", test_e1 },
    { "/engine/rules/N2/during-action", test_n2 },
    { "/engine/rules/A3/partial", test_a3 },
    { "/engine/rules/T1/arrival-order", test_t1 },
    { "/engine/rules/A11/declinable", test_a11 },
    { "/engine/rules/A12/token-before-goal", test_a12 },
    { "/engine/rules/Z3/zara-passes-full", test_z3_full },
    { "/engine/rules/E2/large-noria-one-item", test_e2 },
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/rules/options/list", test_list);
  g_test_add_func ("/engine/rules/options/saved", test_saved);
  g_test_add_func ("/engine/rules/options/legacy-records", test_legacy_records);
  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    for (guint on = 0; on <= 1; on++)
      {
        g_autofree char *path = g_strdup_printf ("%s/%s", both[i].path, on ? "on" : "off");

        g_test_add_data_func (path, GINT_TO_POINTER (on), both[i].func);
      }
  g_test_add_func ("/engine/rules/N2/during-action/atomic", test_n2_atomic);
  g_test_add_func ("/engine/rules/A11/declinable/off-when-able", test_a11_able);
  g_test_add_func ("/engine/rules/E2/norias-change", test_e2_change);
  g_test_add_func ("/engine/rules/E2/large-noria-spent", test_e2_spend);
  g_test_add_func ("/engine/rules/Z6/tie-asked-and-recorded", test_z6_tie_recorded);

  return g_test_run ();
}
