/* test-games-folder.c: the games folder as the user's disk leaves it
 *
 * A named pipe among the games, broken games, more finished games than
 * the start page lists, a folder removed or replaced by a file mid-game,
 * and a game another window or process has open: start-up completes,
 * every game is accounted for, Continue finds the newest unfinished one,
 * and nothing is lost or written over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "alp-playout.h"
#include "alp-record.h"
#include "arriero-test-app.h"
#include "arriero-game-store.h"
#include "arriero-window.h"

static char *
game_path (const char *name)
{
  g_autofree char *dir = arriero_game_store_get_dir ();

  return g_build_filename (dir, name, NULL);
}

/* A game of @n events (all of them: to its end) saved as @name, dated
 * @age seconds ago */
static char *
save_game (const char *name,
           guint       n,
           guint       seed,
           guint       age)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(AlpSetup) setup = alp_setup_new (3);
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  char *path = game_path (name);
  struct utimbuf times;

  g_assert_true (alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, NULL));
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);
  alp_playout_run (game, rand, n, NULL, NULL);
  g_assert_true (alp_record_save_to_file (game, path, &error));
  g_assert_no_error (error);

  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (utime (path, &times), ==, 0);

  return path;
}

static void
write_file (const char *name,
            const char *contents,
            guint       age)
{
  g_autofree char *path = game_path (name);
  struct utimbuf times;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (utime (path, &times), ==, 0);
}

/* The row of the start page for the file @name */
static AdwActionRow *
find_row (ArrieroWindow *window,
          const char    *name)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ARRIERO_TYPE_WINDOW, "saved_list"));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row) &&
        g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0)
      return ADW_ACTION_ROW (row);

  return NULL;
}

static guint
count_rows (ArrieroWindow *window)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ARRIERO_TYPE_WINDOW, "saved_list"));
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;

  return n;
}

static gboolean
continue_shown (ArrieroWindow *window)
{
  return gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                            ARRIERO_TYPE_WINDOW,
                                                                            "continue_button")));
}

static const char *
continue_note (ArrieroWindow *window)
{
  GtkWidget *note = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), ARRIERO_TYPE_WINDOW, "continue_note"));

  return gtk_widget_get_visible (note) ? gtk_label_get_text (GTK_LABEL (note)) : NULL;
}

/* A new game in @window, as the start page's New Game starts one */
static AlpGame *
start_game (ArrieroWindow *window,
            guint          seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);

  start_new_game (window, edition, rand);

  return arriero_window_get_game (window);
}

/* A named pipe called *.json used to hang start-up in a blocking read */
static void
test_fifo (AppFixture   *fixture,
           gconstpointer data)
{
  g_autofree char *fifo = game_path ("pipe.json");
  g_autofree char *good = NULL;
  ArrieroWindow *window;
  AdwActionRow *row;

  empty_games_folder ();
  good = save_game ("good.json", 20, 1, 100);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  /* Before the fix the window never came: the alarm fails the test */
  alarm (60);
  window = app_fixture_open_window (fixture);
  alarm (0);

  row = find_row (window, "pipe.json");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "named pipe"));
  g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_assert_true (continue_shown (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (window), ==, good);

  close_window (window);
  empty_games_folder ();
}

/* A broken game is listed with the loader's reason; Continue says why it
 * resumes an older one */
static void
test_unreadable_listed (AppFixture   *fixture,
                        gconstpointer data)
{
  g_autofree char *good = NULL;
  ArrieroWindow *window;
  AdwActionRow *row;
  const char *note;

  empty_games_folder ();
  good = save_game ("older.json", 20, 2, 300);
  write_file ("newer.json", "{\"format\": \"arriero-game\", \"version\": 1, \"events\": [", 10);

  window = app_fixture_open_window (fixture);
  row = find_row (window, "newer.json");
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (row), "Cannot be opened: "));
  g_assert_cmpuint (strlen (adw_action_row_get_subtitle (row)), >, strlen ("Cannot be opened: ") + 4);
  g_assert_nonnull (find_row (window, "older.json"));

  note = continue_note (window);
  g_assert_nonnull (note);
  g_assert_true (g_str_has_prefix (note, "The newer game newer.json cannot be continued: "));
  g_assert_nonnull (strstr (note, "Continue resumes older.json"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (window), ==, good);
  close_window (window);

  /* With nothing to continue, it still says why */
  g_assert_cmpint (g_unlink (good), ==, 0);
  window = app_fixture_open_window (fixture);
  g_assert_false (continue_shown (window));
  note = continue_note (window);
  g_assert_nonnull (note);
  g_assert_true (g_str_has_prefix (note, "The newest game newer.json cannot be continued: "));
  close_window (window);

  empty_games_folder ();
}

/* Continue used to look at the 12 newest loadable games only (the start
 * page lists the 5 newest) */
static void
test_continue_beyond_listed (AppFixture   *fixture,
                             gconstpointer data)
{
  g_autofree char *unfinished = NULL;
  ArrieroWindow *window;

  empty_games_folder ();
  unfinished = save_game ("unfinished.json", 30, 3, 1000);
  for (guint i = 0; i < 13; i++)
    {
      g_autofree char *name = g_strdup_printf ("finished-%02u.json", i);
      g_autofree char *path = save_game (name, 0, 10 + i, 100 + i);
    }

  window = app_fixture_open_window (fixture);
  g_assert_true (continue_shown (window));
  /* still listed, after the 5 newest */
  g_assert_nonnull (find_row (window, "unfinished.json"));
  g_assert_cmpuint (count_rows (window), ==, 6);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (window), ==, unfinished);
  g_assert_cmpuint (alp_game_get_n_events (arriero_window_get_game (window)), ==, 30);
  close_window (window);

  empty_games_folder ();
}

/* Every visit to the start page used to read and parse every file */
static void
test_parsed_once (AppFixture   *fixture,
                  gconstpointer data)
{
  ArrieroWindow *window;
  guint loads;

  empty_games_folder ();
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("broken-%u.json", i);

      write_file (name, "{\"format\": \"arriero-game\", \"version\": 1, \"events\": [[[[", 10 + i);
    }
  g_free (save_game ("good-1.json", 10, 4, 50));
  g_free (save_game ("good-2.json", 0, 5, 60));

  loads = arriero_game_store_get_n_loads ();
  window = app_fixture_open_window (fixture);
  g_assert_cmpuint (arriero_game_store_get_n_loads () - loads, ==, 7);
  /* the 5 newest of the 7 (the broken ones), and Continue's */
  g_assert_cmpuint (count_rows (window), ==, 6);

  for (guint i = 0; i < 3; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
      settle ();
    }
  g_assert_cmpuint (arriero_game_store_get_n_loads () - loads, ==, 7);

  /* a file that changes is read again, and only that one */
  write_file ("broken-2.json", "{}", 5);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
  g_assert_cmpuint (arriero_game_store_get_n_loads () - loads, ==, 8);
  close_window (window);

  /* another window of the same app shares what is known */
  window = app_fixture_open_window (fixture);
  g_assert_cmpuint (arriero_game_store_get_n_loads () - loads, ==, 8);
  close_window (window);

  empty_games_folder ();
}

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The games folder removed, then replaced by a file, mid-game */
static void
test_folder_removed (AppFixture   *fixture,
                     gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  g_autofree char *dir = arriero_game_store_get_dir ();
  g_autofree char *path = NULL;
  g_autofree char *failing = NULL;
  ArrieroWindow *window;
  AlpGame *game;
  guint changes = 0;

  empty_games_folder ();
  window = app_fixture_open_window (fixture);
  game = start_game (window, 21);
  path = g_strdup (arriero_window_get_path (window));
  for (guint i = 0; i < 3; i++)
    alp_playout_step (game, rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 3);

  /* Removed: made again at the next event, without a word */
  remove_folder (dir);
  alp_playout_step (game, rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 4);
  g_assert_null (arriero_window_get_banner (window));

  /* Replaced by a file: said once, kept in memory, tried at every event */
  remove_folder (dir);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  for (guint i = 0; i < 10; i++)
    {
      const char *banner;

      g_assert_true (alp_playout_step (game, rand, NULL));
      settle ();
      banner = arriero_window_get_banner (window);
      g_assert_nonnull (banner);
      if (failing == NULL)
        {
          changes++;
          failing = g_strdup (banner);
        }
      g_assert_cmpstr (banner, ==, failing);
    }
  g_assert_cmpuint (changes, ==, 1);
  g_test_message ("%s", failing);
  g_assert_true (g_str_has_prefix (failing, "This game is not being saved: a file stands where its folder "));
  g_assert_null (strstr (failing, ".saving"));
  g_assert_null (strstr (failing, ".json"));
  g_assert_cmpuint (alp_game_get_n_events (game), ==, 14);

  /* Back: saved at the next event, said once */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  alp_playout_step (game, rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 15);
  g_assert_cmpstr (arriero_window_get_banner (window), ==, "The game is being saved again: nothing was lost.");
  alp_playout_step (game, rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 16);
  g_assert_cmpstr (arriero_window_get_banner (window), ==, "The game is being saved again: nothing was lost.");

  close_window (window);
  empty_games_folder ();
}

/* Two windows on one game: the second only shows it */
static void
test_two_windows (AppFixture   *fixture,
                  gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ArrieroWindow *first, *second;
  AlpGame *game;

  empty_games_folder ();
  first = app_fixture_open_window (fixture);
  start_game (first, 22);
  path = g_strdup (arriero_window_get_path (first));
  for (guint i = 0; i < 5; i++)
    alp_playout_step (arriero_window_get_game (first), rand, NULL);
  g_assert_null (arriero_window_get_banner (first));

  second = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (second), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (second), ==, path);
  g_assert_nonnull (arriero_window_get_banner (second));
  g_assert_true (g_str_has_prefix (arriero_window_get_banner (second),
                                   "This game is open in another Arriero window."));

  /* what happens to the second's copy is never written */
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  game = arriero_window_get_game (second);
  for (guint i = 0; i < 3; i++)
    alp_playout_step (game, rand, NULL);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);

  /* the first goes on saving */
  alp_playout_step (arriero_window_get_game (first), rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 6);
  close_window (second);
  close_window (first);

  /* closed, the game is free again */
  first = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (first), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (first), ==, path);
  g_assert_null (arriero_window_get_banner (first));
  close_window (first);

  empty_games_folder ();
}

/* The child: holds a game's lock as another instance would, until killed */
static int
run_holder (const char *path)
{
  g_autoptr(ArrieroGameFile) file = arriero_game_file_new (path);

  printf ("%s\n", arriero_game_file_get_read_only (file) ? "busy" : "locked");
  fflush (stdout);
  for (;;)
    pause ();

  return 0;
}

/* Another process (a second instance without a session bus) has the game */
static void
test_two_processes (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = save_game ("shared.json", 12, 6, 10);
  const char *argv[] = { g_test_get_filename (G_TEST_BUILT, "test-games-folder", NULL), "--hold", path, NULL };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  char line[64] = "";
  ArrieroWindow *window;
  FILE *out;
  GPid pid;
  int out_fd;
  int status;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                           &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  out = fdopen (out_fd, "r");
  g_assert_nonnull (fgets (line, sizeof line, out));
  fclose (out);
  g_assert_cmpstr (line, ==, "locked\n");

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_cmpstr (arriero_window_get_path (window), ==, path);
  g_assert_nonnull (strstr (arriero_window_get_banner (window), "open in another Arriero window"));
  alp_playout_step (arriero_window_get_game (window), rand, NULL);
  close_window (window);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* The holder dies: the kernel drops its lock */
  g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);

  window = app_fixture_open_window (fixture);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  g_assert_null (arriero_window_get_banner (window));
  alp_playout_step (arriero_window_get_game (window), rand, NULL);
  g_assert_cmpuint (events_on_disk (path), ==, 13);
  close_window (window);

  empty_games_folder ();
}

static char *
listed_names (void)
{
  g_autoptr(GPtrArray) games = arriero_game_store_list_games ();
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < games->len; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? " " : "", ((ArrieroSavedGame *) games->pdata[i])->name);

  return g_string_free (names, FALSE);
}

/* The listing begun in a thread at start-up is what the start page
 * shows, and is dropped once the folder changes */
static void
test_prefetch (AppFixture   *fixture,
               gconstpointer data)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL, *deleted = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroWindow *window;
  guint loads;

  empty_games_folder ();
  a = save_game ("a.json", 10, 4, 30);
  b = save_game ("b.json", 0, 5, 20);
  c = save_game ("c.json", 12, 6, 10);

  /* as at start-up: nothing read yet; the thread reads every file */
  arriero_game_store_forget ();
  loads = arriero_game_store_get_n_loads ();
  arriero_game_store_prefetch ();
  names = listed_names ();
  g_assert_cmpstr (names, ==, "c.json b.json a.json");
  g_assert_cmpuint (arriero_game_store_get_n_loads () - loads, ==, 3);
  g_clear_pointer (&names, g_free);

  /* a game deleted after the listing began is not listed */
  arriero_game_store_forget ();
  arriero_game_store_prefetch ();
  deleted = arriero_game_store_delete (c, &error);
  g_assert_no_error (error);
  names = listed_names ();
  g_assert_cmpstr (names, ==, "b.json a.json");
  g_clear_pointer (&names, g_free);

  /* the window's start page takes the listing; the next one is made anew */
  arriero_game_store_forget ();
  arriero_game_store_prefetch ();
  window = app_fixture_open_window (fixture);
  g_assert_nonnull (find_row (window, "a.json"));
  g_assert_nonnull (find_row (window, "b.json"));
  g_assert_null (find_row (window, "c.json"));
  g_assert_cmpuint (count_rows (window), ==, 2);
  d = save_game ("d.json", 0, 7, 5);
  names = listed_names ();
  g_assert_cmpstr (names, ==, "d.json b.json a.json");
  close_window (window);

  {
    g_autofree char *deleted_dir = g_path_get_dirname (deleted);

    remove_tree (deleted_dir);
  }
  empty_games_folder ();
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 2 && g_str_equal (argv[1], "--hold"))
    return run_holder (argv[2]);

  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/fifo", test_fifo);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/unreadable-listed", test_unreadable_listed);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/continue-beyond-listed", test_continue_beyond_listed);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/parsed-once", test_parsed_once);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/removed-mid-game", test_folder_removed);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/two-windows", test_two_windows);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/two-processes", test_two_processes);
  APP_TEST_ADD_NO_WINDOW ("/app/games-folder/prefetch", test_prefetch);

  return g_test_run ();
}
