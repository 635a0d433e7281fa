/* take-screenshots.c: pictures of the app for the README
 *
 * Run by build-aux/screenshots under Xvfb: opens the real window, plays
 * into the scenes the README shows and renders each to a PNG; the game in
 * progress and the History in the light and the dark style.  The History
 * lists the recorded games of tests/data/games/ (made up, with the names
 * a table would type; this run's games, whose players are named after
 * their colours, are put aside for it), read from the folder it runs in:
 * build-aux/screenshots starts it from the top of the source tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <time.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "alp-playout.h"
#include "arriero-test-app.h"
#include "alp-settled.h"
#include "arriero-edition-store.h"
#include "arriero-game-store.h"
#include "arriero-edition-window.h"
#include "arriero-setup-assistant.h"
#include "arriero-question.h"
#include "arriero-window.h"

static void
save_png (GtkWidget  *widget,
          const char *dir,
          const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  int width, height;

  settle ();
  spin (500);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("could not write %s", path);
  g_print ("%s\n", path);
}

/* Moves the games (not their locks) of @from but @keep into @to */
static void
move_games (const char *from,
            const char *to,
            const char *keep)
{
  g_autoptr(GDir) dir = g_dir_open (from, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  g_assert_cmpint (g_mkdir_with_parents (to, 0700), ==, 0);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && g_strcmp0 (name, keep) != 0)
      {
        g_autofree char *old_path = g_build_filename (from, name, NULL);
        g_autofree char *new_path = g_build_filename (to, name, NULL);

        g_assert_cmpint (g_rename (old_path, new_path), ==, 0);
      }
}

int
main (int   argc,
      char *argv[])
{
  const char *dir = argc > 1 ? argv[1] : ".";
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autofree char *settled_name = NULL;
  ArrieroWindow *window;
  AlpGame *game;

  app_test_isolate_data ();
  gtk_init ();
  adw_init ();
  app_test_use_app_style ();
  window = g_object_new (ARRIERO_TYPE_WINDOW, "default-width", 1280, "default-height", 800, NULL);
  gtk_window_present (GTK_WINDOW (window));

  /* A finished game, so the start page lists something */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 3);
  alp_playout_run (arriero_window_get_game (window), rand, 0, NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 4);
  alp_playout_run (arriero_window_get_game (window), rand, 40, NULL, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.start-page", NULL);
  save_png (GTK_WIDGET (window), dir, "start.png");

  /* A 4-player game in progress: a mule to move, its destinations marked */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL);
  game = arriero_window_get_game (window);
  while (alp_game_get_phase (game) != ALP_PHASE_MOVE)
    alp_playout_step (game, rand, NULL);
  save_png (GTK_WIDGET (window), dir, "game.png");

  /* The same in libadwaita's dark style */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_png (GTK_WIDGET (window), dir, "game-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Zara's turn in a 2-player game, with her instructions */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
  game = arriero_window_get_game (window);
  for (guint zara = 0; zara < 3; )
    {
      AlpAction action;

      alp_playout_step (game, rand, &action);
      if (action.kind == ALP_ACTION_ZARA_ROLL)
        zara++;
    }
  while (alp_game_get_phase (game) == ALP_PHASE_ZARA_CARD || alp_game_get_phase (game) == ALP_PHASE_ZARA_CHOOSE)
    alp_playout_step (game, rand, NULL);
  save_png (GTK_WIDGET (window), dir, "zara.png");

  /* The final score */
  alp_playout_run (game, rand, 0, NULL, NULL);
  save_png (GTK_WIDGET (window), dir, "score.png");

  /* A game on the table's own copy: Arriero asks for what the published
   * edition does not say, here a fruit's delivery tokens */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
  settle ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ARRIERO_IS_QUESTION (l->data))
        {
          gtk_window_set_default_size (l->data, 560, 600);
          save_png (GTK_WIDGET (l->data), dir, "question.png");
          gtk_window_destroy (l->data);
          break;
        }
    g_list_free (toplevels);
  }

  /* The edition window: what the copy's edition holds, and what not yet */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-edition", NULL);
  settle ();
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ARRIERO_IS_EDITION_WINDOW (l->data))
        {
          gtk_window_set_default_size (l->data, 720, 760);
          save_png (GTK_WIDGET (l->data), dir, "edition.png");
          gtk_window_destroy (l->data);
          break;
        }
    g_list_free (toplevels);
  }

  /* The assistant's segments page, on a copy the table has described
   * (here the example board's print, saved as the user's edition) */
  {
    g_autoptr(AlpEdition) example = alp_edition_new_builtin ("example", NULL);
    GList *toplevels;

    arriero_edition_store_save (example, NULL);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game-my-copy", NULL);
    settle ();
    toplevels = gtk_window_list_toplevels ();
    for (GList *l = toplevels; l != NULL; l = l->next)
      if (ARRIERO_IS_SETUP_ASSISTANT (l->data))
        {
          gtk_window_set_default_size (l->data, 900, 760);
          gtk_widget_activate_action (GTK_WIDGET (l->data), "setup.next", NULL);
          settle ();
          save_png (GTK_WIDGET (l->data), dir, "assistant.png");
          gtk_window_destroy (l->data);
          break;
        }
    g_list_free (toplevels);
  }

  /* Settle a Score: a game played without the app, from the holdings */
  {
    static const char * const names[] = { "Ana", "Ben", "Cai", "Dee" };
    static const gint dirhams[] = { 18, 22, 15, 25 }, end_spots[] = { 3, 2, 5, 0 };
    g_autoptr(AlpSettled) settled = alp_settled_new (4);
    g_autofree char *path = arriero_game_store_new_path ();

    for (guint p = 0; p < 4; p++)
      {
        alp_settled_set_name (settled, p, names[p]);
        settled->holdings[p].dirhams = dirhams[p];
        settled->holdings[p].end_spot = end_spots[p];
        settled->holdings[p].n_tokens = 1;
        settled->holdings[p].tokens[0] = p + 2;
        settled->holdings[p].fruits = 2 * p;
      }
    alp_settled_save_to_file (settled, path, TRUE, NULL);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.open-settled", "s", path);
    save_png (GTK_WIDGET (window), dir, "settle.png");
    settled_name = g_path_get_basename (path);
  }

  /* The History, last: the recorded games and the settled one, this
   * run's tracked games put aside meanwhile */
  {
    static const char * const recorded[] = { "four-players.json", "three-players.json", "two-players-zara.json" };
    g_autofree char *games_dir = arriero_game_store_get_dir ();
    g_autofree char *aside = g_strconcat (games_dir, "-aside", NULL);

    move_games (games_dir, aside, settled_name);

    for (guint i = 0; i < G_N_ELEMENTS (recorded); i++)
      {
        g_autofree char *from = g_build_filename ("tests", "data", "games", recorded[i], NULL);
        g_autofree char *name = g_strdup_printf ("game-2026110%u-2%u3000.json", i + 1, i);
        g_autofree char *to = g_build_filename (games_dir, name, NULL);
        g_autofree char *contents = NULL;
        gsize length;
        struct utimbuf times;

        if (!g_file_get_contents (from, &contents, &length, NULL))
          g_error ("%s not found: run from the top of the source tree", from);
        if (!g_file_set_contents (to, contents, length, NULL))
          g_error ("could not write %s", to);
        /* older than this run's games, the first the oldest */
        times.actime = times.modtime = time (NULL) - 86400 * (30 - i);
        utime (to, &times);
      }
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-games", NULL);
    settle ();
    save_png (GTK_WIDGET (window), dir, "history.png");
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
    save_png (GTK_WIDGET (window), dir, "history-dark.png");
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
    move_games (aside, games_dir, NULL);
  }

  gtk_window_destroy (GTK_WINDOW (window));

  return 0;
}
