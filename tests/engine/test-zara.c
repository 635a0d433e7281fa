/* test-zara.c: Zara for a pair: her seeded die (Z2: undo cannot re-roll
 * it, a record replays its rolls, a tampered roll is refused), the step
 * that asks for a card's back, and her turns in a row (T1)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-test-engine.h"

/* A 2-player game with a seed, on @edition, drawn from @rand */
static AlpGame *
seeded_game (AlpEdition *edition,
             GRand      *rand)
{
  g_autoptr(AlpSetup) setup = random_setup (edition, 2, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  alp_setup_draw_seed (setup, rand);
  g_assert_cmpuint (setup->seed, >=, 1);
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  return game;
}

/* The roll is a pure function: 1 to 6, the same every time, about as
 * often each face, and another game's seed gives other rolls */
static void
test_roll_function (void)
{
  guint faces[7] = { 0 };
  guint differ = 0;

  for (guint i = 0; i < 60000; i++)
    {
      guint value = alp_setup_roll (12345, i);

      g_assert_cmpuint (value, >=, 1);
      g_assert_cmpuint (value, <=, 6);
      g_assert_cmpuint (value, ==, alp_setup_roll (12345, i));
      faces[value]++;
      differ += value != alp_setup_roll (12346, i);
    }
  for (guint v = 1; v <= 6; v++)
    {
      g_test_message ("face %u: %u of 60000", v, faces[v]);
      g_assert_cmpuint (faces[v], >, 9500);
      g_assert_cmpuint (faces[v], <, 10500);
    }
  /* unrelated sequences agree 1 time in 6 */
  g_assert_cmpuint (differ, >, 45000);

  /* fixed across machines and versions: a record replays anywhere */
  g_assert_cmpuint (alp_setup_roll (1, 0), ==, alp_setup_roll (1, 0));
  g_assert_cmpuint (alp_setup_roll (ALP_SETUP_MAX_SEED, 1000), >=, 1);
}

/* Undo, then roll again: the same value, 1,000 times over random games;
 * and the physical die is still entered, recorded as physical */
static void
test_undo_same_roll (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  guint checked = 0;

  for (guint seed = 1; checked < 1000; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = seeded_game (edition, rand);

      g_assert_cmpuint (seed, <, 200);
      while (alp_game_get_phase (game) != ALP_PHASE_OVER)
        {
          AlpAction roll, again, physical;
          g_autoptr(GError) error = NULL;

          if (alp_game_get_phase (game) != ALP_PHASE_ZARA_ROLL)
            {
              g_assert_true (alp_playout_step (game, rand, NULL));
              continue;
            }

          g_assert_true (alp_game_get_app_roll (game, &roll));
          g_assert_cmpuint (roll.die, ==, ALP_DIE_APP);
          g_assert_true (alp_game_apply (game, &roll, &error));
          g_assert_no_error (error);
          g_assert_true (alp_game_undo (game));

          /* a physical roll of another value is the table's to enter */
          alp_action_init (&physical, ALP_ACTION_ZARA_ROLL);
          physical.value = roll.value % 6 + 1;
          g_assert_true (alp_game_apply (game, &physical, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (alp_game_get_event (game, alp_game_get_n_events (game) - 1)->die, ==,
                            ALP_DIE_PHYSICAL);
          g_assert_true (alp_game_undo (game));

          /* the app's die gives the roll that was undone */
          g_assert_true (alp_game_get_app_roll (game, &again));
          g_assert_true (alp_action_equal (&roll, &again));
          g_assert_true (alp_game_apply (game, &again, &error));
          g_assert_no_error (error);
          checked++;
        }
    }
  g_test_message ("%u rolls undone and rolled again", checked);
}

/* Every app roll of the record is the seed's; loading replays them all */
static void
test_record_replays_rolls (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = seeded_game (edition, rand);
      g_autoptr(AlpGame) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      guint32 game_seed = alp_game_get_setup (game)->seed;
      guint rolls = 0;

      alp_playout_run (game, rand, 0, NULL, NULL);
      g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
      text = alp_record_save_to_data (game, NULL);
      g_assert_nonnull (strstr (text, "\"version\": 2,"));
      g_assert_nonnull (strstr (text, "\"app_die\": true"));

      loaded = alp_record_load_from_data (text, strlen (text), &error);
      g_assert_no_error (error);
      g_assert_cmpuint (alp_game_get_setup (loaded)->seed, ==, game_seed);
      g_assert_cmpuint (alp_game_get_n_events (loaded), ==, alp_game_get_n_events (game));
      for (guint i = 0; i < alp_game_get_n_events (loaded); i++)
        {
          const AlpAction *event = alp_game_get_event (loaded, i);

          g_assert_true (alp_action_equal (event, alp_game_get_event (game, i)));
          if (event->kind != ALP_ACTION_ZARA_ROLL)
            continue;
          g_assert_cmpuint (event->die, ==, ALP_DIE_APP);
          g_assert_cmpuint (event->value, ==, alp_setup_roll (game_seed, rolls));
          rolls++;
        }
      g_assert_cmpuint (rolls, >, 0);
      g_assert_cmpuint (alp_game_get_n_rolls (loaded), ==, rolls);

      /* the same bytes again */
      again = alp_record_save_to_data (loaded, NULL);
      g_assert_cmpstr (text, ==, again);
    }
}

/* The text of @game's record with the value of its @nth app roll (from 0)
 * changed to another */
static char *
tamper (const char *text,
        guint       nth)
{
  const char *at = text;
  GString *out = g_string_new (NULL);

  for (guint i = 0; i <= nth; i++)
    {
      at = strstr (at, "{\"kind\": \"zara-roll\", \"value\": ");
      g_assert_nonnull (at);
      at += strlen ("{\"kind\": \"zara-roll\", \"value\": ");
    }
  g_string_append_len (out, text, at - text);
  g_string_append_printf (out, "%c", at[0] == '6' ? '1' : at[0] + 1);
  g_string_append (out, at + 1);

  return g_string_free (out, FALSE);
}

/* A roll of the app's die that is not the seed's is refused on load, in
 * the events and in the redo list alike; so is an app roll without a seed */
static void
test_tampered_roll (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(AlpGame) game = seeded_game (edition, rand);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *bad_undone = NULL;
  g_autofree char *no_seed = NULL;
  g_autoptr(AlpGame) loaded = NULL;
  AlpAction wrong;
  guint n;

  alp_playout_run (game, rand, 0, NULL, NULL);
  text = alp_record_save_to_data (game, NULL);

  bad = tamper (text, 2);
  loaded = alp_record_load_from_data (bad, strlen (bad), &error);
  g_assert_null (loaded);
  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z2");
  g_assert_true (g_str_has_prefix (error->message, "event "));
  g_assert_nonnull (strstr (error->message, "rule Z2: the app’s die shows "));
  g_assert_nonnull (strstr (error->message, "for roll 3 of this game"));
  g_clear_error (&error);

  /* the same roll taken back, waiting to be redone */
  n = alp_game_get_n_events (game);
  while (alp_game_get_n_rolls (game) > 2)
    alp_game_undo (game);
  g_assert_cmpuint (alp_game_get_n_events (game), <, n);
  g_free (text);
  text = alp_record_save_to_data (game, NULL);
  bad_undone = tamper (text, 2);
  loaded = alp_record_load_from_data (bad_undone, strlen (bad_undone), &error);
  g_assert_null (loaded);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z2");
  g_assert_true (g_str_has_prefix (error->message, "undone event "));
  g_clear_error (&error);

  /* the untampered one loads */
  loaded = alp_record_load_from_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_clear_object (&loaded);

  /* without a seed, only the physical die */
  no_seed = g_strdup (text);
  {
    char *at = strstr (no_seed, "    \"seed\": ");
    char *end;

    g_assert_nonnull (at);
    end = strchr (at, '\n');
    /* "options": [],\n    "seed": N\n: drop the line and the comma before */
    memmove (at - 2, end, strlen (end) + 1);
  }
  loaded = alp_record_load_from_data (no_seed, strlen (no_seed), &error);
  g_assert_null (loaded);
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z2");
  g_assert_nonnull (strstr (error->message, "no seed"));
  g_clear_error (&error);

  /* the game refuses a wrong app roll as it is entered */
  while (alp_game_get_phase (game) != ALP_PHASE_ZARA_ROLL)
    g_assert_true (alp_game_redo (game, NULL));
  g_assert_true (alp_game_get_app_roll (game, &wrong));
  n = alp_game_get_n_events (game);
  wrong.value = wrong.value % 6 + 1;
  g_assert_false (alp_game_apply (game, &wrong, &error));
  g_assert_cmpstr (alp_rule_error_get_rule (error), ==, "Z2");
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_ROLL);
}

/* A record older than the seeded die loads, has no app die, and saves
 * again as version 1, byte for byte */
static void
test_old_record (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games",
                                                 "two-players-zara.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  AlpAction roll;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_nonnull (strstr (text, "\"version\": 1,"));
  game = alp_record_load_from_data (text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (alp_game_get_setup (game)->seed, ==, 0);
  g_assert_cmpuint (alp_game_get_n_rolls (game), >, 0);
  for (guint i = 0; i < alp_game_get_n_events (game); i++)
    g_assert_cmpuint (alp_game_get_event (game, i)->die, ==, ALP_DIE_PHYSICAL);

  /* saved again, still version 1, and the same bytes after that */
  again = alp_record_save_to_data (game, NULL);
  g_assert_true (g_str_has_prefix (again, "{\n  \"format\": \"arriero-game\",\n  \"version\": 1,\n"));
  g_assert_null (strstr (again, "\"seed\""));
  g_assert_null (strstr (again, "app_die"));
  {
    g_autoptr(AlpGame) reloaded = alp_record_load_from_data (again, strlen (again), &error);
    g_autofree char *third = NULL;

    g_assert_no_error (error);
    third = alp_record_save_to_data (reloaded, NULL);
    g_assert_true (strcmp (third, again) == 0);
  }

  /* rewound to a roll of Zara's: no app die to offer */
  for (guint n = alp_game_get_n_events (game); n > 0; n--)
    {
      alp_game_rewind (game, n - 1);
      if (alp_game_get_phase (game) == ALP_PHASE_ZARA_ROLL)
        break;
    }
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_ZARA_ROLL);
  g_assert_false (alp_game_get_app_roll (game, &roll));
}

/* Z6, Z7: where a card's back counts, the step offers backs only, each
 * once; where the card turned up counts (Z7's first report), cards only.
 * And alp_game_is_turn_again() says when Zara moves twice in a row. */
static void
test_card_step_and_turn_again (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  guint back_steps = 0, card_steps = 0, again = 0, not_again = 0;

  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpGame) game = seeded_game (edition, rand);
      guint last_mule = G_MAXUINT;

      while (alp_game_get_phase (game) != ALP_PHASE_OVER)
        {
          AlpPhase phase = alp_game_get_phase (game);
          guint current = alp_game_get_current (game);

          if (phase == ALP_PHASE_ZARA_ROLL || phase == ALP_PHASE_MOVE)
            {
              gboolean expected = last_mule == current;

              g_assert_cmpint (alp_game_is_turn_again (game), ==, expected);
              if (expected && alp_game_is_zara (game, current))
                again++;
              else if (alp_game_is_zara (game, current))
                not_again++;
            }
          else
            g_assert_false (alp_game_is_turn_again (game));

          if (phase == ALP_PHASE_ZARA_CARD)
            {
              g_autoptr(GArray) choices = alp_game_list_choices (game, ALP_ACTION_ZARA_CARD);
              guint backs = 0, cards = 0, legal = 0;
              guint first_legal = G_MAXUINT;

              for (guint i = 0; i < choices->len; i++)
                {
                  const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);

                  if (choice->action.card == ALP_NONE)
                    backs++;
                  else
                    cards++;
                  if (choice->legal)
                    {
                      legal++;
                      if (first_legal == G_MAXUINT)
                        first_legal = i;
                    }
                }
              g_assert_cmpuint (legal, >, 0);
              if (backs > 0)
                {
                  /* every back once, and no card besides */
                  g_assert_cmpuint (cards, ==, 0);
                  g_assert_cmpuint (backs, ==, ALP_N_FRUITS * 2);
                  back_steps++;
                }
              else
                {
                  g_assert_cmpuint (cards, ==, ALP_N_DELIVERY_CARDS);
                  card_steps++;
                }
            }

          /* whose turn the event was: the mule recorded with it */
          {
            guint n = alp_game_get_n_events (game);

            g_assert_true (alp_playout_step (game, rand, NULL));
            g_assert_cmpuint (alp_game_get_n_events (game), ==, n + 1);
            last_mule = current;
          }
        }
    }
  g_test_message ("%u back steps, %u card steps; Zara again %u times, not %u",
                  back_steps, card_steps, again, not_again);
  g_assert_cmpuint (back_steps, >, 0);
  g_assert_cmpuint (card_steps, >, 0);
  g_assert_cmpuint (again, >, 0);
  g_assert_cmpuint (not_again, >, 0);
}

/* ------------------------------------------------------------------------ */
/* Zara's cards on a copy not described yet (issue #15)                     */

/* The fault of issue #15, step by step.  While a card is not described,
 * the game takes any back for Zara's card (it cannot tell which backs the
 * deck holds); a table that reports one that no card left in its deck
 * shows (as test-copy-game's random table did) is contradicted by the
 * description of the last card: that answer is refused, since the back's
 * event no longer replays, and the session asks again.  The back the
 * table's copy shows takes every answer. */
static void
test_back_contradicted (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpGame) truthful = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = NULL;
  AlpAction seen, shown;
  guint n_unknown = 0;
  g_autoptr(AlpGame) game = game_before_unseen_back (print, &shown, &seen, NULL);

  g_assert_nonnull (game);

  /* the same game, for the back the deck shows */
  truthful = alp_game_new (alp_game_get_edition (game), alp_game_get_setup (game), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < alp_game_get_n_events (game); i++)
    {
      g_assert_true (alp_game_apply (truthful, alp_game_get_event (game, i), &error));
      g_assert_no_error (error);
    }
  g_assert_true (alp_game_apply (truthful, &shown, &error));
  g_assert_no_error (error);
  g_assert_true (alp_game_apply (game, &seen, &error));
  g_assert_no_error (error);

  /* every card described in turn: all but the last answer replay */
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    if (!_alp_edition_get_data (alp_game_get_edition (game))->cards[c].known)
      n_unknown++;
  g_assert_cmpuint (n_unknown, >, 1);
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", c);
      AlpEdition *before = alp_game_get_edition (game);

      if (_alp_edition_get_data (before)->cards[c].known)
        continue;
      if (--n_unknown > 0)
        {
          g_assert_true (answer_from_copy (game, print, path, &error));
          g_assert_no_error (error);
          continue;
        }
      g_assert_false (answer_from_copy (game, print, path, &error));
      g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
      prefix = g_strdup_printf ("event %u: rule Z", alp_game_get_n_events (game));
      if (!g_str_has_prefix (error->message, prefix))
        g_error ("“%s” does not start with “%s”", error->message, prefix);
      g_assert_nonnull (strstr (error->message, "has that back"));
      g_assert_true (alp_game_get_edition (game) == before);
      g_clear_error (&error);
    }
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", c);

      if (_alp_edition_get_data (alp_game_get_edition (truthful))->cards[c].known)
        continue;
      g_assert_true (answer_from_copy (truthful, print, path, &error));
      g_assert_no_error (error);
    }
}

/* A table that reports what its copy shows (the backs and the cards its
 * deck can show: those the game on the complete copy takes) never sees
 * an answer refused, and ends in the game played on the complete copy */
static void
test_truthful_table (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  guint backs = 0, answers = 0;

  for (guint seed = 1; seed <= 40; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = random_setup (print, 2, rand);
      g_autoptr(AlpEdition) partial = NULL;
      g_autoptr(AlpGame) truth = NULL;
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(GError) error = NULL;
      AlpAction action;

      alp_setup_draw_seed (setup, rand);
      partial = without_cards (print, setup);
      truth = alp_game_new (print, setup, &error);
      g_assert_no_error (error);
      game = alp_game_new (partial, setup, &error);
      g_assert_no_error (error);

      while (alp_game_get_phase (truth) != ALP_PHASE_OVER)
        {
          AlpEdition *before = alp_game_get_edition (game);

          if (reads_back (game))
            {
              /* the table reads the back (the app lists only backs
               * there): one the top card of its deck can show */
              g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (AlpAction));

              for (guint f = 0; f < ALP_N_FRUITS; f++)
                for (guint arrow = 0; arrow <= ALP_ARROW_DOWN; arrow++)
                  {
                    alp_action_init (&action, ALP_ACTION_ZARA_CARD);
                    action.fruit[0] = f;
                    action.arrow = arrow;
                    if (alp_game_test_action (truth, &action, NULL))
                      g_array_append_val (shown, action);
                  }
              g_assert_cmpuint (shown->len, >, 0);
              action = g_array_index (shown, AlpAction, g_rand_int_range (rand, 0, shown->len));
              g_assert_true (alp_game_apply (truth, &action, &error));
              g_assert_no_error (error);
              backs++;
            }
          else
            g_assert_true (alp_playout_step (truth, rand, &action));
          apply_answering (game, print, &action);
          if (alp_game_get_edition (game) != before)
            answers++;
        }
      assert_same_state (game, truth);
    }
  g_test_message ("%u backs reported, %u answers", backs, answers);
  g_assert_cmpuint (backs, >, 0);
  g_assert_cmpuint (answers, >, 0);
}

/* A copy whose cards are described as they lie face up, without their
 * backs: Zara's market (Z6) and harvest (Z7) take the back the table
 * reads off the deck, which rules no card out; a card named for its back
 * is refused, its back not made up; nothing is asked; and the game ends
 * where the same game on the complete copy ends.  The random play of
 * alp_playout_run() reads backs itself on such a copy. */
static void
test_backs_unknown (void)
{
  g_autoptr(AlpEdition) print = load_edition ("complete-23p.json");
  g_autoptr(AlpEdition) face_up = without_backs (print);
  guint backs[2] = { 0, 0 };  /* market, harvest */
  guint named = 0;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_assert_true (_alp_edition_get_data (face_up)->cards[c].known);
      g_assert_false (_alp_edition_get_data (face_up)->cards[c].back_known);
    }

  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = random_setup (print, 2, rand);
      g_autoptr(AlpGame) truth = NULL;
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(AlpGame) random = NULL;
      g_autoptr(GError) error = NULL;
      AlpAction action;

      alp_setup_draw_seed (setup, rand);
      truth = alp_game_new (print, setup, &error);
      g_assert_no_error (error);
      game = alp_game_new (face_up, setup, &error);
      g_assert_no_error (error);

      while (alp_game_get_phase (truth) != ALP_PHASE_OVER)
        {
          if (reads_back (game))
            {
              g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (AlpAction));
              guint pending = _alp_game_get_state (game)->zara_pending;

              g_assert_true (reads_back (truth));
              /* a card the complete copy takes for its back is refused
               * here: this copy does not know what its back shows */
              for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
                {
                  alp_action_init (&action, ALP_ACTION_ZARA_CARD);
                  action.card = c;
                  if (!alp_game_test_action (truth, &action, NULL))
                    continue;
                  g_assert_false (alp_game_test_action (game, &action, &error));
                  g_assert_error (error, ALP_RULE_ERROR, ALP_RULE_ERROR_ILLEGAL);
                  g_assert_cmpstr (alp_rule_error_get_rule (error), ==,
                                   pending == ALP_SPACE_HARVEST ? "Z7" : "Z6");
                  g_assert_nonnull (strstr (error->message, "back shows"));
                  g_clear_error (&error);
                  named++;
                }

              /* the table reads a back its deck shows; every back is
               * one this copy takes */
              for (guint f = 0; f < ALP_N_FRUITS; f++)
                for (guint arrow = 0; arrow <= ALP_ARROW_DOWN; arrow++)
                  {
                    alp_action_init (&action, ALP_ACTION_ZARA_CARD);
                    action.fruit[0] = f;
                    action.arrow = arrow;
                    if (_alp_game_get_state (game)->top_fruit == ALP_NONE)
                      g_assert_true (alp_game_test_action (game, &action, NULL));
                    if (alp_game_test_action (truth, &action, NULL))
                      g_array_append_val (shown, action);
                  }
              g_assert_cmpuint (shown->len, >, 0);
              action = g_array_index (shown, AlpAction, g_rand_int_range (rand, 0, shown->len));
              g_assert_true (alp_game_apply (truth, &action, &error));
              g_assert_no_error (error);
              backs[pending == ALP_SPACE_HARVEST]++;
            }
          else
            g_assert_true (alp_playout_step (truth, rand, &action));

          /* every card is described: nothing is asked */
          g_assert_true (alp_game_apply (game, &action, &error));
          g_assert_no_error (error);
        }
      assert_same_state (game, truth);

      random = alp_game_new (face_up, setup, &error);
      g_assert_no_error (error);
      alp_playout_run (random, rand, 0, NULL, NULL);
      g_assert_cmpint (alp_game_get_phase (random), ==, ALP_PHASE_OVER);
    }
  g_test_message ("%u backs read at a market, %u at a harvest; %u cards named refused",
                  backs[0], backs[1], named);
  g_assert_cmpuint (backs[0], >, 0);
  g_assert_cmpuint (backs[1], >, 0);
  g_assert_cmpuint (named, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/zara/Z2/roll-function", test_roll_function);
  g_test_add_func ("/engine/zara/Z2/undo-same-roll", test_undo_same_roll);
  g_test_add_func ("/engine/zara/Z2/record-replays-rolls", test_record_replays_rolls);
  g_test_add_func ("/engine/zara/Z2/tampered-roll", test_tampered_roll);
  g_test_add_func ("/engine/zara/Z2/old-record", test_old_record);
  g_test_add_func ("/engine/zara/Z6/card-step-and-turn-again", test_card_step_and_turn_again);
  g_test_add_func ("/engine/rules/Z6/back-contradicted-by-answer", test_back_contradicted);
  g_test_add_func ("/engine/rules/Z6/truthful-table-answers-replay", test_truthful_table);
  g_test_add_func ("/engine/rules/Z6/backs-unknown", test_backs_unknown);

  return g_test_run ();
}
