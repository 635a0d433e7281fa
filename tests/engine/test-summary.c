/* test-summary.c: a saved game's summary, read without a replay, and a
 * game's timeline of totals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "alp-error.h"
#include "alp-playout.h"
#include "alp-record.h"
#include "alp-summary.h"
#include "alp-timeline.h"
#include "arriero-test-engine.h"

static AlpGame *
played_game (guint n_players,
             guint seed,
             guint n_events)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AlpGame *game = draw_game (edition, n_players, rand);

  alp_playout_run (game, rand, n_events, NULL, NULL);

  return game;
}

/* The header says what the replay gives: players, colours, totals, the
 * winner, finished or not */
static void
test_header (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint seed = 1; seed <= 6; seed++)
      {
        g_autoptr(AlpGame) game = played_game (n_players, seed, seed % 2 == 0 ? 30 : 0);
        g_autoptr(AlpScore) score = alp_game_get_score (game);
        g_autoptr(AlpSummary) summary = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *data = NULL;
        gsize length;

        data = alp_record_save_to_data (game, &length);
        summary = alp_summary_read_data (data, length, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (summary->n_players, ==, n_players);
        g_assert_cmpint (summary->finished, ==, seed % 2 != 0);
        g_assert_cmpint (summary->zara, ==, n_players == 2);
        g_assert_true (summary->example);
        g_assert_false (summary->settled);
        g_assert_cmpstr (summary->board, ==, alp_edition_get_name (alp_game_get_edition (game)));
        g_assert_cmpuint (summary->n_events, ==, alp_game_get_n_events (game));
        for (guint p = 0; p < n_players; p++)
          {
            g_assert_cmpstr (summary->players[p].name, ==, score->lines[p].name);
            g_assert_cmpint (summary->players[p].colour, ==, alp_game_get_setup (game)->colours[p]);
            g_assert_cmpint (summary->players[p].total, ==, score->lines[p].total);
            g_assert_cmpuint (summary->players[p].rank, ==, score->lines[p].rank);
          }
        if (summary->finished && !score->shared)
          g_assert_cmpint (summary->winner, ==, score->winner);
        else
          g_assert_cmpint (summary->winner, ==, -1);
        {
          g_autoptr(GDateTime) started = g_date_time_new_from_iso8601 (summary->date, NULL);

          g_assert_nonnull (started);
        }
      }
}

/* The date a game began survives a load and a save: the same bytes */
static void
test_date_kept (void)
{
  g_autoptr(AlpGame) game = played_game (3, 7, 10);
  g_autofree char *data = alp_record_save_to_data (game, NULL);
  g_autofree char *edited = NULL;
  g_autofree char *again = NULL;
  g_autoptr(AlpGame) loaded = NULL;
  g_autoptr(AlpSummary) summary = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) regex = g_regex_new ("\"date\": \"[^\"]*\"", 0, 0, NULL);

  edited = g_regex_replace_literal (regex, data, -1, 0, "\"date\": \"2025-03-04T05:06:07Z\"", 0, NULL);
  g_assert_cmpstr (edited, !=, data);
  loaded = alp_record_load_from_data (edited, strlen (edited), &error);
  g_assert_no_error (error);
  again = alp_record_save_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, edited);
  summary = alp_summary_read_data (again, strlen (again), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (summary->date, ==, "2025-03-04T05:06:07Z");
}

/* A broken event log does not hide the summary; the loader refuses it */
static void
test_broken_events (void)
{
  g_autoptr(AlpGame) game = played_game (4, 3, 0);
  g_autofree char *data = alp_record_save_to_data (game, NULL);
  g_autoptr(GRegex) regex = g_regex_new ("\"kind\": \"move\", \"space\": [0-9]+", 0, 0, NULL);
  g_autofree char *broken = g_regex_replace_literal (regex, data, -1, 0, "\"kind\": \"move\", \"space\": 7", 0, NULL);
  g_autoptr(AlpSummary) summary = NULL;
  g_autoptr(AlpGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (broken, !=, data);
  loaded = alp_record_load_from_data (broken, strlen (broken), &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_clear_error (&error);

  summary = alp_summary_read_data (broken, strlen (broken), &error);
  g_assert_no_error (error);
  g_assert_true (summary->finished);
  g_assert_cmpuint (summary->n_players, ==, 4);
}

/* A record of the newest version (a game with a seeded die is written as
 * version 2) lists by its summary; one of a version after it is refused */
static void
test_newest_version (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(AlpSetup) setup = random_setup (edition, 2, rand);
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpSummary) summary = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *newer = NULL;
  g_autofree char *version = g_strdup_printf ("\"version\": %d", ALP_RECORD_VERSION);
  g_autofree char *next = g_strdup_printf ("\"version\": %d", ALP_RECORD_VERSION + 1);

  alp_setup_draw_seed (setup, rand);
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  data = alp_record_save_to_data (game, NULL);
  g_assert_nonnull (strstr (data, version));

  summary = alp_summary_read_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_players, ==, 2);
  g_assert_false (summary->finished);
  g_clear_pointer (&summary, alp_summary_free);

  {
    g_autoptr(GRegex) regex = g_regex_new (version, 0, 0, NULL);

    newer = g_regex_replace_literal (regex, data, -1, 0, next, 0, NULL);
  }
  summary = alp_summary_read_data (newer, strlen (newer), &error);
  g_assert_null (summary);
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_VERSION);
}

/* Older files, foreign files and broken summaries, each with its reason */
static void
test_refusals (void)
{
  static const struct { const char *text; GQuark (*domain) (void); int code; const char *words; } cases[] = {
    { "{\"format\": \"arriero-game\", \"version\": 1}", g_io_error_quark, G_IO_ERROR_NOT_FOUND, "summary: absent" },
    { "{\"format\": \"arriero-edition\", \"version\": 1}", alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "not an Arriero game file" },
    { "{\"hello\": 1}", alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "not an Arriero game file" },
    { "[1, 2]", alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "not an Arriero game file" },
    { "{\"format\": \"arriero-game\", \"summary\": {\"kind\": \"tracked\", \"date\": \"yesterday\", \"board\": \"b\", \"players\": []}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "summary.date: " },
    { "{\"format\": \"arriero-game\", \"summary\": {\"kind\": \"guessed\", \"date\": \"2026-01-01T00:00:00Z\", \"board\": null, \"players\": []}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "summary.kind: " },
    { "{\"format\": \"arriero-game\", \"summary\": {\"kind\": \"tracked\", \"date\": \"2026-01-01T00:00:00Z\", \"board\": \"b\", "
      "\"players\": [{\"name\": \"A\", \"colour\": \"blue\", \"total\": 3, \"rank\": 1}, "
      "{\"name\": \"B\", \"colour\": \"pink\", \"total\": 3, \"rank\": 1}]}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "summary.players[1].colour: " },
    { "{\"format\": \"arriero-game\", \"summary\": {\"kind\": \"tracked\", \"date\": \"2026-01-01T00:00:00Z\", \"board\": \"b\", "
      "\"players\": [{\"name\": \"A\", \"colour\": \"blue\", \"total\": 3, \"rank\": 1}, "
      "{\"name\": \"B\", \"colour\": \"red\", \"total\": 3, \"rank\": 1}], \"winner\": \"Zed\"}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "summary.winner: not the name of a player ranked first" },
    { "{\"format\": \"arriero-game\", \"summary\": {\"kind\": \"tracked\", \"date\": \"2026-01-01T00:00:00Z\", \"board\": \"b\", "
      "\"players\": [], \"extra\": 1}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_INVALID, "summary: unknown key \"extra\"" },
    { "{\"format\": \"arriero-game\", \"version\": 3, \"summary\": {\"new\": 1}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_VERSION, "newer version of Arriero" },
    { "{\"format\": \"arriero-settled\", \"version\": 2, \"summary\": {\"new\": 1}}",
      alp_edition_error_quark, ALP_EDITION_ERROR_VERSION, "newer version of Arriero" },
    { "{\"format\": ", alp_edition_error_quark, -1, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AlpSummary) summary = alp_summary_read_data (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(none)");
      g_assert_null (summary);
      g_assert_nonnull (error);
      g_assert_true (error->domain == cases[i].domain ());
      if (cases[i].code >= 0)
        g_assert_cmpint (error->code, ==, cases[i].code);
      if (cases[i].words != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].words));
    }
}

/* A settled game's file (the Settle a Score page's, docs/game-format.md)
 * is read by the same reader: no board, the winner by name */
static void
test_settled_file (void)
{
  static const char text[] =
    "{\"format\": \"arriero-settled\", \"version\": 1, \"summary\": {\"kind\": \"settled\", "
    "\"date\": \"2026-12-01T14:05:00Z\", \"board\": null, \"finished\": true, \"winner\": \"Ben\", "
    "\"players\": [{\"name\": \"Ana\", \"colour\": \"red\", \"total\": 35, \"rank\": 2}, "
    "{\"name\": \"Ben\", \"colour\": \"white\", \"total\": 35, \"rank\": 1}]}, "
    "\"holdings\": {\"format\": \"arriero-holdings\", \"version\": 1, \"players\": []}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpSummary) summary = alp_summary_read_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_true (summary->settled);
  g_assert_null (summary->board);
  g_assert_false (summary->example);
  g_assert_true (summary->finished);
  g_assert_cmpint (summary->winner, ==, 1);
  g_assert_cmpuint (summary->n_players, ==, 2);
  g_assert_cmpint (summary->players[0].colour, ==, ALP_COLOUR_RED);
  g_assert_cmpint (summary->players[1].total, ==, 35);
  g_assert_cmpstr (summary->date, ==, "2026-12-01T14:05:00Z");
}

/* Every point of the timeline is the engine's score of the game taken
 * back to that point; the last is the score now */
static void
test_timeline_series (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint seed = 1; seed <= 3; seed++)
      {
        g_autoptr(AlpGame) game = played_game (n_players, 20 + seed, 0);
        g_autoptr(AlpTimeline) timeline = alp_game_get_timeline (game);
        g_autoptr(AlpScore) now = alp_game_get_score (game);
        guint n = alp_game_get_n_events (game);
        guint n_changes = 0;
        gint previous = -1;

        g_assert_cmpuint (timeline->n_players, ==, n_players);
        g_assert_cmpuint (timeline->events[0], ==, 0);
        g_assert_cmpuint (timeline->events[timeline->n_points - 1], ==, n);
        /* more than one point per round of turns, fewer than events */
        g_assert_cmpuint (timeline->n_points, >, 10);
        g_assert_cmpuint (timeline->n_points, <, n);
        for (guint p = 0; p < n_players; p++)
          g_assert_cmpint (alp_timeline_get_total (timeline, timeline->n_points - 1, p), ==,
                           now->lines[p].total);

        for (guint k = timeline->n_points; k-- > 0;)
          {
            g_autoptr(AlpScore) score = NULL;

            if (timeline->events[k] < alp_game_get_n_events (game))
              alp_game_rewind (game, timeline->events[k]);
            g_assert_cmpuint (alp_game_get_n_events (game), ==, timeline->events[k]);
            score = alp_game_get_score (game);
            for (guint p = 0; p < n_players; p++)
              g_assert_cmpint (alp_timeline_get_total (timeline, k, p), ==, score->lines[p].total);
            if (k > 0)
              g_assert_cmpuint (timeline->events[k], >, timeline->events[k - 1]);
          }

        for (guint k = 0; k < timeline->n_points; k++)
          {
            gint leader = timeline->leaders[k];

            if (leader >= 0)
              for (guint p = 0; p < n_players; p++)
                if ((gint) p != leader)
                  g_assert_cmpint (alp_timeline_get_total (timeline, k, p), <,
                                   alp_timeline_get_total (timeline, k, leader));
            g_assert_cmpint (timeline->lead_changed[k], ==, leader >= 0 && previous >= 0 && previous != leader);
            n_changes += timeline->lead_changed[k];
            if (leader >= 0)
              previous = leader;
          }
        g_test_message ("%u players, seed %u: %u points, %u lead changes", n_players, seed,
                        timeline->n_points, n_changes);
      }
}

/* A game with no event is one point: the start */
static void
test_timeline_empty (void)
{
  g_autoptr(AlpGame) game = played_game (3, 5, 0);
  g_autoptr(AlpTimeline) timeline = NULL;

  alp_game_rewind (game, 0);
  timeline = alp_game_get_timeline (game);
  g_assert_cmpuint (timeline->n_points, ==, 1);
  g_assert_false (timeline->lead_changed[0]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine/summary/header", test_header);
  g_test_add_func ("/engine/summary/date-kept", test_date_kept);
  g_test_add_func ("/engine/summary/broken-events", test_broken_events);
  g_test_add_func ("/engine/summary/refusals", test_refusals);
  g_test_add_func ("/engine/summary/newest-version", test_newest_version);
  g_test_add_func ("/engine/summary/settled-file", test_settled_file);
  g_test_add_func ("/engine/timeline/series", test_timeline_series);
  g_test_add_func ("/engine/timeline/empty", test_timeline_empty);

  return g_test_run ();
}
