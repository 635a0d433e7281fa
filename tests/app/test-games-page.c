/* test-games-page.c: the History page, every game played
 *
 * Listing from the summaries and the index without a replay (a game
 * whose event log is broken but whose header is sound still lists),
 * unreadable and foreign files listed with their reason and never
 * written to, delete and Undo, the CSV, the statistics' figures, opening
 * a game from the list and from the command line.  What keeps the
 * page's first frame short: the statistics' rows made after it, a
 * player's lines when the row is expanded, nothing made again when the
 * games did not change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-application.h"
#include "arriero-game-stats.h"
#include "arriero-games-page.h"
#include "arriero-score-page.h"
#include "arriero-timeline-chart.h"
#include "arriero-test-app.h"

static char *
game_path (const char *name)
{
  g_autofree char *dir = arriero_game_store_get_dir ();

  return g_build_filename (dir, name, NULL);
}

static void
set_age (const char *path,
         guint       age)
{
  struct utimbuf times;

  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (utime (path, &times), ==, 0);
}

/* A game of @n_players played for @n events (0: to its end) saved as @name */
static char *
save_game (const char *name,
           guint       n_players,
           guint       n,
           guint       seed,
           guint       age)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(AlpGame) game = draw_game (edition, n_players, rand);
  g_autoptr(GError) error = NULL;
  char *path = game_path (name);

  alp_playout_run (game, rand, n, NULL, NULL);
  g_assert_true (alp_record_save_to_file (game, path, &error));
  g_assert_no_error (error);
  set_age (path, age);

  return path;
}

static void
write_file (const char *name,
            const char *contents,
            guint       age)
{
  g_autofree char *path = game_path (name);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  set_age (path, age);
}

static char *
read_file (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static ArrieroGamesPage *
show_games (ArrieroWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-games", NULL);
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "games");

  return ARRIERO_GAMES_PAGE (find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_GAMES_PAGE));
}

static ArrieroSavedGame *
find_game (ArrieroGamesPage *page,
           const char       *name)
{
  GPtrArray *games = arriero_games_page_get_games (page);

  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (((ArrieroSavedGame *) games->pdata[i])->name, name) == 0)
      return games->pdata[i];

  return NULL;
}

static guint
index_of (ArrieroGamesPage *page,
          const char       *path)
{
  GPtrArray *games = arriero_games_page_get_games (page);

  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (((ArrieroSavedGame *) games->pdata[i])->path, path) == 0)
      return i;

  g_assert_not_reached ();
}

/* A summary as a game file's header has it, over a broken event log;
 * @winner is the winner's name, or NULL */
static char *
header_only (const char *date,
             gboolean    finished,
             const char *winner,
             guint       n_players,
             const char *players)
{
  g_autofree char *quoted = winner != NULL ? g_strdup_printf ("\"%s\"", winner) : g_strdup ("null");

  return g_strdup_printf ("{\n  \"format\": \"arriero-game\",\n  \"version\": 1,\n"
                          "  \"summary\": {\"kind\": \"tracked\", \"date\": \"%s\", "
                          "\"board\": \"Example board (made up)\", \"finished\": %s, \"winner\": %s, "
                          "\"players\": [%s], \"example\": true, \"zara\": %s, \"events\": 80},\n"
                          "  \"events\": [{\"kind\": \"move\", \"space\": 999}]\n}\n",
                          date, finished ? "true" : "false", quoted, players,
                          n_players == 2 ? "true" : "false");
}

/* The list comes from the summaries, never a replay; unreadable files are
 * listed with the reason and left as they are; the index keeps what was
 * read, for the next start-up, and is rebuilt where it is stale */
static void
test_list_without_replay (AppFixture   *fixture,
                          gconstpointer data)
{
  g_autofree char *finished = save_game ("game-finished.json", 3, 0, 1, 300);
  g_autofree char *unfinished = save_game ("game-unfinished.json", 2, 25, 2, 200);
  g_autofree char *corrupt = header_only ("2026-11-30T20:00:00Z", TRUE, "Ben", 2,
                                          "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 20, \"rank\": 2}, "
                                          "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 25, \"rank\": 1}");
  g_autofree char *corrupt_path = game_path ("game-corrupt.json");
  g_autofree char *broken_path = game_path ("game-broken.json");
  g_autofree char *foreign_path = game_path ("notes.json");
  g_autofree char *index_path = arriero_game_store_get_index_path ();
  g_autofree char *broken_before = NULL;
  g_autofree char *foreign_before = NULL;
  g_autofree char *corrupt_before = NULL;
  g_autofree char *broken_after = NULL;
  g_autofree char *foreign_after = NULL;
  g_autofree char *corrupt_after = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  ArrieroGamesPage *page;
  ArrieroSavedGame *saved;
  guint replays = arriero_game_store_get_n_replays ();
  guint loads;

  write_file ("game-corrupt.json", corrupt, 100);
  write_file ("game-broken.json", "{\"format\": \"arriero-game\", \"version\": 1, \"summ", 50);
  write_file ("notes.json", "{\"shopping\": [\"figs\", \"almonds\"]}", 10);
  broken_before = read_file (broken_path);
  foreign_before = read_file (foreign_path);
  corrupt_before = read_file (corrupt_path);

  window = app_fixture_open_window (fixture);
  page = show_games (window);

  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 5);
  g_assert_cmpuint (arriero_games_page_get_games (page)->len, ==, 5);
  g_assert_cmpuint (arriero_game_store_get_n_replays (), ==, replays);

  /* the replay would refuse it; its header is enough to list it */
  saved = find_game (page, "game-corrupt.json");
  g_assert_nonnull (saved);
  g_assert_null (saved->problem);
  g_assert_nonnull (saved->summary);
  g_assert_true (saved->summary->finished);
  g_assert_cmpint (saved->summary->winner, ==, 1);
  g_assert_cmpint (saved->summary->players[1].total, ==, 25);
  g_assert_null (alp_record_load_from_file (corrupt_path, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  saved = find_game (page, "game-unfinished.json");
  g_assert_nonnull (saved->summary);
  g_assert_false (saved->summary->finished);
  g_assert_true (saved->summary->zara);
  g_assert_cmpuint (saved->summary->n_events, ==, 25);

  saved = find_game (page, "game-broken.json");
  g_assert_null (saved->summary);
  g_assert_nonnull (saved->problem);
  g_test_message ("broken: %s", saved->problem);
  saved = find_game (page, "notes.json");
  g_assert_null (saved->summary);
  g_assert_nonnull (strstr (saved->problem, "not an Arriero game file"));

  /* the newest first, the unreadable among them */
  g_assert_cmpstr (((ArrieroSavedGame *) arriero_games_page_get_games (page)->pdata[0])->name, ==, "notes.json");

  /* a new start-up reads the index: no file of the games is read again */
  g_assert_true (g_file_test (index_path, G_FILE_TEST_EXISTS));
  arriero_game_store_forget ();
  loads = arriero_game_store_get_n_loads ();
  arriero_games_page_refresh (page);
  g_assert_cmpuint (arriero_game_store_get_n_loads (), ==, loads);
  g_assert_cmpuint (arriero_games_page_get_games (page)->len, ==, 5);
  saved = find_game (page, "game-corrupt.json");
  g_assert_cmpint (saved->summary->players[0].total, ==, 20);
  g_assert_cmpstr (saved->summary->players[0].name, ==, "Ana");
  g_assert_nonnull (strstr (find_game (page, "notes.json")->problem, "not an Arriero game file"));

  /* a file changed since: only it is read again */
  set_age (finished, 30);
  arriero_game_store_forget ();
  arriero_games_page_refresh (page);
  g_assert_cmpuint (arriero_game_store_get_n_loads (), ==, loads + 1);

  /* an index gone or broken is rebuilt from the files */
  g_assert_true (g_file_set_contents (index_path, "[garbage", -1, NULL));
  arriero_game_store_forget ();
  arriero_games_page_refresh (page);
  g_assert_cmpuint (arriero_game_store_get_n_loads (), ==, loads + 6);
  g_assert_cmpuint (arriero_games_page_get_games (page)->len, ==, 5);
  g_assert_cmpuint (arriero_game_store_get_n_replays (), ==, replays);

  /* and nothing unreadable was written to */
  broken_after = read_file (broken_path);
  foreign_after = read_file (foreign_path);
  corrupt_after = read_file (corrupt_path);
  g_assert_cmpstr (broken_after, ==, broken_before);
  g_assert_cmpstr (foreign_after, ==, foreign_before);
  g_assert_cmpstr (corrupt_after, ==, corrupt_before);

  /* an unreadable row cannot be opened */
  for (guint i = 0; i < 5; i++)
    {
      ArrieroSavedGame *s = arriero_games_page_get_games (page)->pdata[i];

      if (s->summary == NULL)
        {
          gtk_widget_activate_action (arriero_games_page_get_list_view (page), "list.activate-item", "u", i);
          settle ();
          g_assert_cmpstr (arriero_window_get_page (window), ==, "games");
          g_assert_null (arriero_window_get_game (window));
        }
    }
}

/* A game written before summaries is replayed once, then known by the index */
static void
test_old_file_replayed_once (AppFixture   *fixture,
                             gconstpointer data)
{
  g_autofree char *path = save_game ("game-old.json", 3, 0, 4, 100);
  g_autofree char *text = read_file (path);
  g_autoptr(GRegex) regex = g_regex_new ("  \"summary\": \\{[^\\n]*\\n(    [^\\n]*\\n)*  \\},\\n", 0, 0, NULL);
  g_autofree char *old = g_regex_replace_literal (regex, text, -1, 0, "", 0, NULL);
  guint replays = arriero_game_store_get_n_replays ();
  ArrieroWindow *window;
  ArrieroGamesPage *page;
  ArrieroSavedGame *saved;

  g_assert_null (strstr (old, "\"summary\""));
  write_file ("game-old.json", old, 100);

  window = app_fixture_open_window (fixture);
  page = show_games (window);
  saved = find_game (page, "game-old.json");
  g_assert_nonnull (saved->summary);
  g_assert_true (saved->summary->finished);
  g_assert_cmpuint (arriero_game_store_get_n_replays (), ==, replays + 1);

  arriero_game_store_forget ();
  arriero_games_page_refresh (page);
  g_assert_cmpuint (arriero_game_store_get_n_replays (), ==, replays + 1);
  /* the file itself is not rewritten by the listing */
  {
    g_autofree char *after = read_file (path);

    g_assert_cmpstr (after, ==, old);
  }
}

/* Delete, then Undo: the file goes, and comes back byte for byte */
static void
test_delete_undo (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autofree char *keep = save_game ("game-keep.json", 3, 0, 5, 300);
  g_autofree char *gone = save_game ("game-gone.json", 4, 0, 6, 200);
  g_autofree char *before = read_file (gone);
  g_autofree char *after = NULL;
  ArrieroWindow *window;
  ArrieroGamesPage *page;

  window = app_fixture_open_window (fixture);
  page = show_games (window);
  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 2);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-game", "s", gone);
  settle ();
  g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (keep, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 1);
  g_assert_null (find_game (page, "game-gone.json"));
  /* the toast's Undo button runs this action */
  spin (300);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-game", NULL);
  settle ();
  g_assert_true (g_file_test (gone, G_FILE_TEST_EXISTS));
  after = read_file (gone);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 2);
  g_assert_nonnull (find_game (page, "game-gone.json"));

  /* a second Undo has nothing to restore */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-game", NULL);
  settle ();
  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 2);
  spin (1200);
}

/* The game open in the window is not deleted from under it */
static void
test_delete_open_game (AppFixture   *fixture,
                       gconstpointer data)
{
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  g_autofree char *path = g_strdup (arriero_window_get_path (window));

  show_games (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-game", "s", path);
  settle ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  spin (1200);
}

static const char *
csv_players (void)
{
  return "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 31, \"rank\": 1}, "
         "{\"name\": \"Ben, \\\"the mule\\\"\", \"colour\": \"red\", \"total\": 27, \"rank\": 2}";
}

/* One row per player per game, quoted where a name needs it */
static void
test_csv (AppFixture   *fixture,
          gconstpointer data)
{
  g_autofree char *one = header_only ("2026-11-01T10:00:00Z", TRUE, "Ana", 2, csv_players ());
  g_autofree char *csv_path = g_build_filename (g_getenv ("ARRIERO_TEST_DATA"), "games.csv", NULL);
  g_autofree char *csv = NULL;
  g_autofree char *finished = save_game ("game-3p.json", 3, 0, 9, 50);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  ArrieroGamesPage *page;
  ArrieroSavedGame *saved;

  write_file ("game-two.json", one, 100);
  write_file ("broken.json", "not json", 10);
  window = app_fixture_open_window (fixture);
  page = show_games (window);

  g_assert_true (arriero_games_page_export (page, csv_path, &error));
  g_assert_no_error (error);
  csv = read_file (csv_path);
  lines = g_strsplit (csv, "\r\n", -1);
  /* header, 3 + 2 rows, the empty end; the unreadable file has none */
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==, "file,date,board,example_board,kind,finished,players,zara,"
                                 "player,colour,total,rank,winner");
  saved = find_game (page, "game-3p.json");
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *row = g_strdup_printf ("game-3p.json,%s,Example board (made up),yes,tracked,yes,3,no,"
                                              "%s,%s,%d,%u,%s",
                                              saved->summary->date, saved->summary->players[p].name,
                                              alp_colour_to_string (saved->summary->players[p].colour),
                                              saved->summary->players[p].total, saved->summary->players[p].rank,
                                              saved->summary->winner == (gint) p ? "yes" : "no");

      g_assert_cmpstr (lines[1 + p], ==, row);
    }
  g_assert_cmpstr (lines[4], ==, "game-two.json,2026-11-01T10:00:00Z,Example board (made up),yes,tracked,"
                                 "yes,2,yes,Ana,blue,31,1,yes");
  g_assert_cmpstr (lines[5], ==, "game-two.json,2026-11-01T10:00:00Z,Example board (made up),yes,tracked,"
                                 "yes,2,yes,\"Ben, \"\"the mule\"\"\",red,27,2,no");
  g_assert_cmpstr (lines[6], ==, "");
}

/* The titles of the game rows under @widget: each starts with a digit */
static guint
check_titles (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "heading"))
        {
          g_assert_true (g_ascii_isdigit (gtk_label_get_text (GTK_LABEL (child))[0]));
          n++;
        }
      n += check_titles (child);
    }

  return n;
}

/* The statistics' figures, worked by hand */
static void
test_stats (AppFixture   *fixture,
            gconstpointer data)
{
  /* Ana: 4 finished games (2 with Zara), won 3; totals 30, 20, 41, 25 */
  g_autofree char *g1 = header_only ("2026-10-01T10:00:00Z", TRUE, "Ana", 2,
                                     "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 30, \"rank\": 1}, "
                                     "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 22, \"rank\": 2}");
  g_autofree char *g2 = header_only ("2026-10-02T10:00:00Z", TRUE, "Ben", 2,
                                     "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 20, \"rank\": 2}, "
                                     "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 24, \"rank\": 1}");
  g_autofree char *g3 = header_only ("2026-10-03T10:00:00Z", TRUE, "Ana", 3,
                                     "{\"name\": \"Ana\", \"colour\": \"white\", \"total\": 41, \"rank\": 1}, "
                                     "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 35, \"rank\": 2}, "
                                     "{\"name\": \"Cai\", \"colour\": \"black\", \"total\": 12, \"rank\": 3}");
  g_autofree char *g4 = header_only ("2026-10-04T10:00:00Z", TRUE, "Ana", 4,
                                     "{\"name\": \"Dee\", \"colour\": \"blue\", \"total\": 10, \"rank\": 4}, "
                                     "{\"name\": \"Cai\", \"colour\": \"red\", \"total\": 19, \"rank\": 2}, "
                                     "{\"name\": \"Ana\", \"colour\": \"white\", \"total\": 25, \"rank\": 1}, "
                                     "{\"name\": \"Ben\", \"colour\": \"black\", \"total\": 18, \"rank\": 3}");
  /* in progress and a shared win: the first is not counted, the second is nobody's win */
  g_autofree char *g5 = header_only ("2026-10-05T10:00:00Z", FALSE, NULL, 2,
                                     "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 99, \"rank\": 1}, "
                                     "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 3, \"rank\": 2}");
  g_autofree char *g6 = header_only ("2026-10-06T10:00:00Z", TRUE, NULL, 3,
                                     "{\"name\": \"Ben\", \"colour\": \"blue\", \"total\": 30, \"rank\": 1}, "
                                     "{\"name\": \"Cai\", \"colour\": \"red\", \"total\": 30, \"rank\": 1}, "
                                     "{\"name\": \"Ana\", \"colour\": \"white\", \"total\": 28, \"rank\": 3}");
  ArrieroWindow *window;
  ArrieroGamesPage *page;
  GPtrArray *stats;
  const ArrieroPlayerStats *ana = NULL, *ben = NULL, *cai = NULL, *dee = NULL;
  GtkWidget *list;
  guint n_rows = 0;

  write_file ("g1.json", g1, 60);
  write_file ("g2.json", g2, 50);
  write_file ("g3.json", g3, 40);
  write_file ("g4.json", g4, 30);
  write_file ("g5.json", g5, 20);
  write_file ("g6.json", g6, 10);
  window = app_fixture_open_window (fixture);
  page = show_games (window);
  stats = arriero_games_page_get_stats (page);

  for (guint i = 0; i < stats->len; i++)
    {
      const ArrieroPlayerStats *s = stats->pdata[i];

      if (g_str_equal (s->name, "Ana"))
        ana = s;
      else if (g_str_equal (s->name, "Ben"))
        ben = s;
      else if (g_str_equal (s->name, "Cai"))
        cai = s;
      else if (g_str_equal (s->name, "Dee"))
        dee = s;
    }
  g_assert_cmpuint (stats->len, ==, 4);
  g_assert_nonnull (ana);
  g_assert_nonnull (ben);
  g_assert_nonnull (cai);
  g_assert_nonnull (dee);

  g_assert_cmpuint (ana->games, ==, 5);
  g_assert_cmpuint (ana->wins, ==, 3);
  g_assert_cmpfloat_with_epsilon (arriero_player_stats_get_win_rate (ana), 0.6, 1e-9);
  g_assert_cmpfloat_with_epsilon (arriero_player_stats_get_average (ana), (30 + 20 + 41 + 25 + 28) / 5.0, 1e-9);
  g_assert_cmpint (ana->best, ==, 41);
  g_assert_cmpuint (ana->by_players[2].games, ==, 2);
  g_assert_cmpuint (ana->by_players[2].wins, ==, 1);
  g_assert_cmpuint (ana->by_players[3].games, ==, 2);
  g_assert_cmpuint (ana->by_players[3].wins, ==, 1);
  g_assert_cmpuint (ana->by_players[4].games, ==, 1);
  g_assert_cmpuint (ana->by_players[4].wins, ==, 1);
  g_assert_cmpuint (ana->against_zara.games, ==, 2);
  g_assert_cmpuint (ana->against_zara.wins, ==, 1);

  g_assert_cmpuint (ben->games, ==, 5);
  g_assert_cmpuint (ben->wins, ==, 1);
  g_assert_cmpint (ben->best, ==, 35);
  g_assert_cmpuint (ben->against_zara.wins, ==, 1);
  g_assert_cmpuint (cai->games, ==, 3);
  g_assert_cmpuint (cai->wins, ==, 0);
  g_assert_cmpint (cai->best, ==, 30);
  g_assert_cmpuint (cai->against_zara.games, ==, 0);
  g_assert_cmpuint (dee->games, ==, 1);
  g_assert_cmpint (dee->best, ==, 10);
  g_assert_cmpfloat_with_epsilon (arriero_player_stats_get_win_rate (dee), 0, 1e-9);

  /* every row's title starts with the day: GLib pads 5 with a figure
   * space, which is not shown */
  g_assert_cmpuint (check_titles (arriero_games_page_get_list_view (page)), ==, 6);

  /* shown: a row per name, the figures in its subtitle */
  list = arriero_games_page_get_stats_list (page);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Ana"))
        g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                         "5 games · 3 wins (60%) · average 28.8 · best 41");
      /* one game, no win: the counts agree with their words */
      if (g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Dee"))
        g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), ==,
                         "1 game · 0 wins (0%) · average 10.0 · best 10");
      n_rows++;
    }
  g_assert_cmpuint (n_rows, ==, 4);
}

typedef struct
{
  GtkWidget *stats_list;
  guint      n_frames;
  gboolean   rows_at_first_frame;
} FrameWatch;

static void
watch_after_paint_cb (GdkFrameClock *clock,
                      FrameWatch    *watch)
{
  if (watch->n_frames++ == 0)
    watch->rows_at_first_frame = gtk_widget_get_first_child (watch->stats_list) != NULL;
}

/* The action rows under @widget that show @prefix in their title */
static guint
count_lines (GtkWidget  *widget,
             const char *prefix)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_ACTION_ROW (child) &&
          g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), prefix))
        n++;
      n += count_lines (child, prefix);
    }

  return n;
}

/* The statistics' rows come after the page's first frame, a player's
 * lines when they are asked for; shown again on the same games, the page
 * keeps what it made */
static void
test_first_frame (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autofree char *g1 = save_game ("game-a.json", 3, 0, 21, 300);
  g_autofree char *g2 = save_game ("game-b.json", 4, 0, 22, 200);
  g_autofree char *g3 = save_game ("game-c.json", 2, 0, 23, 100);
  ArrieroWindow *window = app_fixture_open_window (fixture);
  ArrieroGamesPage *page = ARRIERO_GAMES_PAGE (arriero_window_get_games_page (window));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  FrameWatch watch = { arriero_games_page_get_stats_list (page), 0, FALSE };
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  g_autoptr(GObject) first_item = NULL;
  g_autoptr(GObject) item_again = NULL;
  GtkWidget *row;
  gulong id;

  g_assert_nonnull (clock);
  g_assert_null (gtk_widget_get_first_child (watch.stats_list));
  /* before the page's handler: it hears the frame first */
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (watch_after_paint_cb), &watch);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-games", NULL);
  while (gtk_widget_get_first_child (watch.stats_list) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_signal_handler_disconnect (clock, id);
  g_assert_cmpuint (watch.n_frames, >=, 1);
  g_assert_false (watch.rows_at_first_frame);
  row = gtk_widget_get_first_child (watch.stats_list);
  g_assert_nonnull (row);
  {
    guint n_rows = 0;

    for (GtkWidget *r = row; r != NULL; r = gtk_widget_get_next_sibling (r))
      n_rows++;
    g_assert_cmpuint (n_rows, ==, arriero_games_page_get_stats (page)->len);
  }

  /* a player's lines when the row is expanded */
  g_assert_cmpuint (count_lines (row, "With "), ==, 0);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  g_assert_cmpuint (count_lines (row, "With "), >=, 1);

  /* the same games: the same items and rows */
  first_item = g_list_model_get_item (arriero_games_page_get_model (page), 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
  settle ();
  show_games (window);
  item_again = g_list_model_get_item (arriero_games_page_get_model (page), 0);
  g_assert_true (item_again == first_item);
  g_assert_true (gtk_widget_get_first_child (arriero_games_page_get_stats_list (page)) == row);

  /* one game fewer: made again */
  g_assert_cmpint (g_unlink (g3), ==, 0);
  show_games (window);
  g_assert_cmpuint (g_list_model_get_n_items (arriero_games_page_get_model (page)), ==, 2);
  g_assert_true (gtk_widget_get_first_child (arriero_games_page_get_stats_list (page)) != row);
}

/* A tall window that a page of rows does not fill gets the next pages:
 * a list that cannot be scrolled never reaches its end */
static void
test_tall_window (AppFixture   *fixture,
                  gconstpointer data)
{
  const guint n_games = 30;
  ArrieroWindow *window;
  ArrieroGamesPage *page;
  GListModel *shown;
  gint64 deadline;

  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%02u.json", i);
      g_autofree char *date = g_strdup_printf ("2026-11-%02uT20:00:00Z", i % 28 + 1);
      g_autofree char *text = header_only (date, TRUE, "Ana", 2,
                                           "{\"name\": \"Ana\", \"colour\": \"blue\", \"total\": 20, \"rank\": 1}, "
                                           "{\"name\": \"Ben\", \"colour\": \"red\", \"total\": 15, \"rank\": 2}");

      write_file (name, text, i);
    }
  window = app_fixture_open_window (fixture);
  gtk_widget_set_size_request (GTK_WIDGET (window), 1100, 4000);
  page = show_games (window);
  shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (arriero_games_page_get_list_view (page))));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (g_list_model_get_n_items (shown) < n_games && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_test_message ("window %d px high, %u of %u games shown", gtk_widget_get_height (GTK_WIDGET (window)),
                  g_list_model_get_n_items (shown), n_games);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >, 2000);
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, n_games);
}

/* A finished game opens on its score page, an unfinished one where it stopped */
static void
test_open_from_list (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autofree char *finished = save_game ("game-done.json", 3, 0, 11, 200);
  g_autofree char *unfinished = save_game ("game-going.json", 3, 30, 12, 100);
  ArrieroWindow *window;
  ArrieroGamesPage *page;

  window = app_fixture_open_window (fixture);
  page = show_games (window);
  /* the newest first */
  g_assert_cmpstr (((ArrieroSavedGame *) arriero_games_page_get_games (page)->pdata[0])->path, ==, unfinished);
  gtk_widget_activate_action (arriero_games_page_get_list_view (page), "list.activate-item", "u", 1);
  settle ();
  g_assert_cmpstr (arriero_window_get_path (window), ==, finished);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "score");

  /* opened, the finished game was saved again: now the newest */
  page = show_games (window);
  gtk_widget_activate_action (arriero_games_page_get_list_view (page), "list.activate-item", "u",
                              index_of (page, unfinished));
  settle ();
  g_assert_cmpstr (arriero_window_get_path (window), ==, unfinished);
  g_assert_cmpstr (arriero_window_get_page (window), ==, "game");
  g_assert_cmpuint (alp_game_get_n_events (arriero_window_get_game (window)), ==, 30);
}

/* The score page's timeline draws the engine's series, point by point,
 * and marks every lead change */
static void
test_timeline (AppFixture   *fixture,
               gconstpointer data)
{
  g_autofree char *path = save_game ("game-timeline.json", 4, 0, 15, 100);
  g_autoptr(AlpGame) copy = alp_record_load_from_file (path, NULL);
  g_autoptr(AlpTimeline) expected = alp_game_get_timeline (copy);
  g_autoptr(AlpScore) score = alp_game_get_score (copy);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  ArrieroWindow *window;
  GtkWidget *score_page;
  ArrieroTimelineChart *chart;
  const AlpTimeline *timeline;
  guint n_changes = 0;

  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", "s", path);
  settle ();
  g_assert_cmpstr (arriero_window_get_page (window), ==, "score");
  score_page = find_child_of_type (GTK_WIDGET (window), ARRIERO_TYPE_SCORE_PAGE);
  chart = ARRIERO_TIMELINE_CHART (gtk_widget_get_template_child (score_page, ARRIERO_TYPE_SCORE_PAGE, "timeline"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (chart)));
  timeline = arriero_timeline_chart_get_timeline (chart);
  g_assert_nonnull (timeline);

  g_assert_cmpuint (timeline->n_players, ==, 4);
  g_assert_cmpuint (timeline->n_points, ==, expected->n_points);
  g_assert_cmpuint (timeline->n_points, >, 20);
  for (guint k = 0; k < timeline->n_points; k++)
    {
      g_assert_cmpuint (timeline->events[k], ==, expected->events[k]);
      for (guint p = 0; p < 4; p++)
        g_assert_cmpint (alp_timeline_get_total (timeline, k, p), ==, alp_timeline_get_total (expected, k, p));
      g_assert_cmpint (timeline->lead_changed[k], ==, expected->lead_changed[k]);
      n_changes += expected->lead_changed[k];
    }
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (alp_timeline_get_total (timeline, timeline->n_points - 1, p), ==, score->lines[p].total);
  g_assert_cmpuint (arriero_timeline_chart_get_n_marks (chart), ==, n_changes);

  /* it draws */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (chart)), >=, 160);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (chart));
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (chart)),
                          gtk_widget_get_height (GTK_WIDGET (chart)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  /* a step taken back: the chart follows */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  settle ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-score", NULL);
  settle ();
  timeline = arriero_timeline_chart_get_timeline (chart);
  g_assert_cmpuint (timeline->events[timeline->n_points - 1], ==, alp_game_get_n_events (copy) - 1);
  spin (1200);
}

/* The child: `arriero GAME` as main.c runs it; prints the window's page,
 * its game's path and its events once the window shows, then quits */
static gboolean
report_cb (gpointer user_data)
{
  GApplication *app = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (ARRIERO_IS_WINDOW (window) && arriero_window_get_game (ARRIERO_WINDOW (window)) != NULL)
    g_print ("%s\n%s\n%u\n", arriero_window_get_page (ARRIERO_WINDOW (window)),
             arriero_window_get_path (ARRIERO_WINDOW (window)),
             alp_game_get_n_events (arriero_window_get_game (ARRIERO_WINDOW (window))));
  else
    g_print ("no game\n");
  g_application_quit (app);

  return G_SOURCE_REMOVE;
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  g_timeout_add (500, report_cb, app);
}

static int
run_child (const char *path)
{
  g_autoptr(GApplication) app = G_APPLICATION (arriero_application_new ());
  char *argv[] = { (char *) "arriero", (char *) path, NULL };

  g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);

  return g_application_run (app, 2, argv);
}

static char *self_path;

static char *
open_in_child (const char *path)
{
  const char *argv[] = { self_path, "--open-child", path, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  return out;
}

/* `arriero GAME.json`: a game of the folder goes on in its file; a
 * shared one in a new file of the folder, the shared file untouched */
static void
test_open_command_line (AppFixture   *fixture,
                        gconstpointer data)
{
  g_autofree char *in_folder = save_game ("game-cli.json", 3, 0, 13, 100);
  g_autofree char *shared_dir = g_build_filename (g_getenv ("ARRIERO_TEST_DATA"), "shared", NULL);
  g_autofree char *shared = g_build_filename (shared_dir, "from-a-friend.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *shared_before = NULL;
  g_autofree char *shared_after = NULL;
  g_autofree char *expected = NULL;
  g_auto(GStrv) lines = NULL;

  out = open_in_child (in_folder);
  expected = g_strdup_printf ("score\n%s\n", in_folder);
  g_assert_true (g_str_has_prefix (out, expected));

  g_assert_cmpint (g_mkdir_with_parents (shared_dir, 0700), ==, 0);
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (14);
    g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
    g_autoptr(AlpGame) game = draw_game (edition, 2, rand);

    alp_playout_run (game, rand, 12, NULL, NULL);
    g_assert_true (alp_record_save_to_file (game, shared, NULL));
  }
  shared_before = read_file (shared);
  g_clear_pointer (&out, g_free);
  out = open_in_child (shared);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 3);
  g_assert_cmpstr (lines[0], ==, "game");
  g_assert_true (arriero_game_store_contains (lines[1]));
  g_assert_cmpstr (lines[2], ==, "12");
  shared_after = read_file (shared);
  g_assert_cmpstr (shared_after, ==, shared_before);
  {
    g_autofree char *copy = read_file (lines[1]);
    g_autoptr(AlpGame) game = alp_record_load_from_data (copy, strlen (copy), NULL);

    g_assert_nonnull (game);
    g_assert_cmpuint (alp_game_get_n_events (game), ==, 12);
  }
  remove_tree (shared_dir);
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 2 && g_str_equal (argv[1], "--open-child"))
    {
      app_test_isolate_data ();
      return run_child (argv[2]);
    }
  self_path = argv[0];

  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/ui/games/list-without-replay", test_list_without_replay);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/old-file-replayed-once", test_old_file_replayed_once);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/delete-undo", test_delete_undo);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/delete-open-game", test_delete_open_game);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/csv", test_csv);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/stats", test_stats);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/first-frame", test_first_frame);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/tall-window", test_tall_window);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/open-from-list", test_open_from_list);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/open-command-line", test_open_command_line);
  APP_TEST_ADD_NO_WINDOW ("/ui/games/timeline", test_timeline);

  return g_test_run ();
}
