/* arriero-test-engine.c: loading editions and comparing games, for the
 * engine tests (and the app tests that need a game of their own)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-test-engine.h"

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-playout.h"
#include "alp-record.h"

AlpEdition *
load_edition (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  AlpEdition *edition;

  if (g_str_has_prefix (name, "data/"))
    path = g_test_build_filename (G_TEST_DIST, "..", "..", name, NULL);
  else
    path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions", name, NULL);
  edition = alp_edition_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (edition);

  return edition;
}

JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);

  return node;
}

AlpSetup *
random_setup (AlpEdition *edition,
              guint       n_players,
              GRand      *rand)
{
  g_autoptr(AlpSetup) setup = alp_setup_new (n_players);
  g_autoptr(GError) error = NULL;

  g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error));
  g_assert_no_error (error);

  return g_steal_pointer (&setup);
}

AlpGame *
draw_game (AlpEdition *edition,
           guint       n_players,
           GRand      *rand)
{
  g_autoptr(AlpSetup) setup = random_setup (edition, n_players, rand);
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_game_new (edition, setup, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

guint
events_on_disk (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) saved = alp_record_load_from_file (path, &error);

  g_assert_no_error (error);

  return alp_game_get_n_events (saved);
}

void
assert_game_state (AlpGame        *game,
                   const AlpState *expected)
{
  g_assert_cmpmem (_alp_game_get_state (game), sizeof *expected, expected, sizeof *expected);
}

void
assert_same_state (AlpGame *a,
                   AlpGame *b)
{
  assert_game_state (a, _alp_game_get_state (b));
}

void
items_changed_cb (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
  changed->n_calls++;
}

GPtrArray *
holdings_files (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "data", "holdings", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".score.json"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, compare_names);
  g_assert_cmpuint (files->len, >, 0);

  return files;
}

static JsonNode *
load_json (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  return parse_json (text);
}

AlpHoldings *
load_holdings (const char *path,
               guint      *n_players)
{
  g_autoptr(JsonNode) node = load_json (path);
  g_autoptr(GError) error = NULL;
  AlpHoldings *holdings = alp_holdings_new_from_node (node, n_players, &error);

  g_assert_no_error (error);
  g_assert_nonnull (holdings);

  return holdings;
}

void
assert_score_as_worked (JsonNode   *score,
                        const char *holdings_path)
{
  g_autofree char *stem = g_strndup (holdings_path, strlen (holdings_path) - strlen (".json"));
  g_autofree char *expected_path = g_strconcat (stem, ".score.json", NULL);
  g_autoptr(JsonNode) expected_node = load_json (expected_path);
  JsonObject *expected = json_node_get_object (expected_node);
  JsonObject *got = json_node_get_object (score);
  JsonArray *want_players = json_object_get_array_member (expected, "players");
  JsonArray *got_players = json_object_get_array_member (got, "players");

  g_assert_cmpuint (json_array_get_length (got_players), ==, json_array_get_length (want_players));
  for (guint p = 0; p < json_array_get_length (want_players); p++)
    {
      JsonObject *want = json_array_get_object_element (want_players, p);
      JsonObject *line = json_array_get_object_element (got_players, p);

      g_assert_cmpstr (json_object_get_string_member (line, "name"), ==,
                       json_object_get_string_member (want, "name"));
      g_assert_cmpint (json_object_get_int_member (line, "total"), ==,
                       json_object_get_int_member (want, "total"));
      g_assert_cmpint (json_object_get_int_member (line, "rank"), ==,
                       json_object_get_int_member (want, "rank"));
    }
  g_assert_cmpstr (json_object_get_string_member (got, "winner"), ==,
                   json_object_get_string_member (expected, "winner"));
  g_assert_cmpint (json_object_get_boolean_member (got, "tie_broken"), ==,
                   json_object_get_boolean_member (expected, "tie_broken"));
}

/* ------------------------------------------------------------------ */
/* A copy whose delivery cards are described as the game needs them    */

/* @print with its delivery cards not described, but for those a game on
 * @setup needs from the start (the face-up ones) */
AlpEdition *
without_cards (AlpEdition     *print,
               const AlpSetup *setup)
{
  g_autoptr(AlpEdition) edition = g_object_ref (print);
  g_autoptr(GError) error = NULL;
  AlpGame *game;

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u]", c);
      AlpEdition *less = alp_edition_with_value (edition, path, NULL, &error);

      g_assert_no_error (error);
      g_set_object (&edition, less);
      g_object_unref (less);
    }
  while ((game = alp_game_new (edition, setup, &error)) == NULL)
    {
      g_autoptr(JsonNode) value = NULL;
      AlpEdition *more;

      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
      value = alp_edition_get_value (print, alp_edition_error_get_path (error));
      more = alp_edition_with_value (edition, alp_edition_error_get_path (error), value, NULL);
      g_assert_nonnull (more);
      g_clear_error (&error);
      g_set_object (&edition, more);
      g_object_unref (more);
    }
  g_object_unref (game);

  return g_steal_pointer (&edition);
}

/* @print with every delivery card described as it lies face up: its
 * front and value, not its back */
AlpEdition *
without_backs (AlpEdition *print)
{
  g_autoptr(AlpEdition) edition = g_object_ref (print);

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *path = g_strdup_printf ("delivery_cards.cards[%u].back", c);
      g_autoptr(GError) error = NULL;
      AlpEdition *less = alp_edition_with_value (edition, path, NULL, &error);

      g_assert_no_error (error);
      g_set_object (&edition, less);
      g_object_unref (less);
    }

  return g_steal_pointer (&edition);
}

/* The table's answer for @path, from its copy @print, into @game: FALSE
 * (and @error) when the game's events do not replay under it.  The check
 * a question makes before Save, alp_game_test_edition(), says the same
 * first, with the same refusal (without the event it names), and changes
 * nothing */
gboolean
answer_from_copy (AlpGame     *game,
        AlpEdition  *print,
        const char  *path,
        GError     **error)
{
  g_autoptr(JsonNode) value = alp_edition_get_value (print, path);
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) tested = NULL;
  AlpEdition *before = alp_game_get_edition (game);
  guint n_events = alp_game_get_n_events (game);
  gboolean takes, took;

  g_assert_nonnull (value);
  answered = alp_edition_with_value (before, path, value, &local_error);
  g_assert_no_error (local_error);

  takes = alp_game_test_edition (game, answered, &tested);
  g_assert_true (alp_game_get_edition (game) == before);
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  took = alp_game_set_edition (game, answered, error);
  g_assert_cmpint (takes, ==, took);
  if (!took)
    {
      g_assert_error (tested, ALP_RULE_ERROR, (*error)->code);
      g_assert_cmpstr (alp_rule_error_get_rule (tested), ==, alp_rule_error_get_rule (*error));
      g_assert_true (g_str_has_suffix ((*error)->message, tested->message));
      g_assert_false (g_str_has_prefix (tested->message, "event"));
    }

  return took;
}

/* @action, played on @truth (on the complete copy), into @game, whose copy
 * lacks cards: each card asked is answered, and must replay */
void
apply_answering (AlpGame         *game,
                 AlpEdition      *print,
                 const AlpAction *action)
{
  g_autoptr(GError) error = NULL;

  for (guint tries = 0; !alp_game_apply (game, action, &error); tries++)
    {
      g_autofree char *path = NULL;

      g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING);
      g_assert_cmpuint (tries, <, 3);
      path = g_strdup (alp_edition_error_get_path (error));
      g_clear_error (&error);
      answer_from_copy (game, print, path, &error);
      g_assert_no_error (error);
    }
}

/* Whether the step is Zara's that reads only a back (Z6, or Z7 after her
 * card is turned) */
gboolean
reads_back (AlpGame *game)
{
  g_autoptr(GArray) choices = NULL;

  if (alp_game_get_phase (game) != ALP_PHASE_ZARA_CARD)
    return FALSE;
  choices = alp_game_list_choices (game, ALP_ACTION_ZARA_CARD);

  return choices->len > 0 && g_array_index (choices, AlpChoice, 0).action.card == ALP_NONE;
}

/* A 2-player game on @print with its delivery cards not described (but
 * the face-up ones), played at random from the first seed that leads, at
 * Zara's first back, to a back that no card left in the copy's deck shows
 * (@seen), though the game, which cannot tell the deck's backs yet, takes
 * any; @shown is one the deck does show.  The game is left before the back
 * is applied; @truth, if given, is the same game on @print. */
AlpGame *
game_before_unseen_back (AlpEdition *print,
                         AlpAction  *shown,
                         AlpAction  *seen,
                         AlpGame   **truth_out)
{
  for (guint seed = 1; seed <= 50; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(AlpSetup) setup = random_setup (print, 2, rand);
      g_autoptr(AlpEdition) partial = NULL;
      g_autoptr(AlpGame) truth = NULL;
      g_autoptr(AlpGame) game = NULL;
      g_autoptr(GError) error = NULL;

      alp_setup_draw_seed (setup, rand);
      partial = without_cards (print, setup);
      truth = alp_game_new (print, setup, &error);
      g_assert_no_error (error);
      game = alp_game_new (partial, setup, &error);
      g_assert_no_error (error);

      /* the same game on both copies, to Zara's first back */
      while (!reads_back (truth))
        {
          AlpAction action;

          if (!alp_playout_step (truth, rand, &action))
            break;
          apply_answering (game, print, &action);
        }
      if (!reads_back (truth))
        continue;
      g_assert_true (reads_back (game));

      /* a back the copy's deck shows, and one it does not (if any) */
      alp_action_init (seen, ALP_ACTION_ZARA_CARD);
      alp_action_init (shown, ALP_ACTION_ZARA_CARD);
      shown->fruit[0] = ALP_NONE;
      seen->fruit[0] = ALP_NONE;
      for (guint f = 0; f < ALP_N_FRUITS; f++)
        for (guint arrow = 0; arrow <= ALP_ARROW_DOWN; arrow++)
          {
            AlpAction back;

            alp_action_init (&back, ALP_ACTION_ZARA_CARD);
            back.fruit[0] = f;
            back.arrow = arrow;
            g_assert_true (alp_game_test_action (game, &back, NULL));
            if (alp_game_test_action (truth, &back, NULL))
              *shown = back;
            else
              *seen = back;
          }
      g_assert_cmpuint (shown->fruit[0], !=, ALP_NONE);
      if (seen->fruit[0] == ALP_NONE)
        continue;
      g_test_message ("seed %u: at event %u, no card left in the deck shows the back %s %s",
                      seed, alp_game_get_n_events (game) + 1,
                      alp_fruit_to_string (seen->fruit[0]), seen->arrow == ALP_ARROW_UP ? "up" : "down");
      if (truth_out != NULL)
        *truth_out = g_steal_pointer (&truth);

      return g_steal_pointer (&game);
    }

  return NULL;
}
