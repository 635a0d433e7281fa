/* arriero-test-engine.c: loading editions and comparing games, for the
 * engine tests (and the app tests that need a game of their own)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-test-engine.h"

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
