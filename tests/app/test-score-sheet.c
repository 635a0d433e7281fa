/* test-score-sheet.c: the score sheet saved as PNG or PDF, under Xvfb
 *
 * Lays the sheet of a recorded game out on an image and on a PDF page and
 * measures it: the column headings never overlap, and the rank and the
 * tie-break are there for a game E4 decided (tests/data/games/four-players.json,
 * worked out by hand in four-players.expected.json: Ana and Ben tie on
 * 12, Ben's end spot 8 beats Ana's 4).  The save dialog's proposal is a
 * dated name in the user's Pictures or Documents folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <cairo-pdf.h>
#include <glib/gstdio.h>

#include "alp-record.h"
#include "alp-score.h"
#include "arriero-test-app.h"
#include "arriero-score-page.h"

static char *home_dir;

/* A score page on the recorded game @name; the fixture holds the game
 * too, so that a page that keeps it past the test fails at teardown */
static ArrieroScorePage *
page_for_game (AppFixture *fixture,
               const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = alp_record_load_from_file (path, &error);
  ArrieroScorePage *page;

  g_assert_no_error (error);
  page = g_object_ref_sink (g_object_new (ARRIERO_TYPE_SCORE_PAGE, NULL));
  arriero_score_page_set_game (page, game);
  fixture->game = g_object_ref (game);

  return page;
}

static gboolean
intersect (const cairo_rectangle_t *a,
           const cairo_rectangle_t *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width &&
         a->y < b->y + b->height && b->y < a->y + a->height;
}

/* Lays the sheet out on @cr and checks what the table must be able to
 * read on it */
static void
check_sheet (ArrieroScorePage *page,
             AlpGame          *game,
             cairo_t          *cr,
             double            width,
             double            height)
{
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 12, 1, 20, 30, 0);
  g_autoptr(AlpScore) score = alp_game_get_score (game);
  g_autoptr(GArray) headings = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tie = alp_score_describe_tie (score);
  g_autofree char *headline = NULL;

  headings = arriero_score_page_draw_sheet (page, cr, width, height, date, &text);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  g_assert_nonnull (headings);
  g_assert_nonnull (text);
  g_test_message ("%g × %g:\n%s", width, height, text);

  /* Player, five parts of the breakdown, Total, Rank */
  g_assert_cmpuint (headings->len, ==, 8);
  for (guint i = 0; i < headings->len; i++)
    {
      const cairo_rectangle_t *a = &g_array_index (headings, cairo_rectangle_t, i);

      g_test_message ("heading %u: %g,%g %g×%g", i, a->x, a->y, a->width, a->height);
      g_assert_cmpfloat (a->width, >, 0);
      g_assert_cmpfloat (a->x, >=, 0);
      g_assert_cmpfloat (a->x + a->width, <=, width);
      g_assert_cmpfloat (a->y + a->height, <=, height);
      for (guint j = i + 1; j < headings->len; j++)
        {
          const cairo_rectangle_t *b = &g_array_index (headings, cairo_rectangle_t, j);

          if (intersect (a, b))
            g_error ("headings %u and %u overlap: %g,%g %g×%g and %g,%g %g×%g", i, j,
                     a->x, a->y, a->width, a->height, b->x, b->y, b->width, b->height);
        }
    }

  /* what the score page shows: the winner, the tie-break, the ranks */
  headline = g_strdup_printf ("%s wins with %d dirhams", score->lines[score->winner].name,
                              score->lines[score->winner].total);
  g_assert_nonnull (strstr (text, headline));
  g_assert_nonnull (tie);
  g_assert_nonnull (strstr (text, tie));
  g_assert_nonnull (strstr (text, "Rank"));
  /* the date and the players */
  g_assert_nonnull (strstr (text, "1 December 2026"));
  for (guint p = 0; p < score->n_players; p++)
    {
      g_autofree char *rank = g_strdup_printf ("\n%u\n", score->lines[p].rank);

      g_assert_nonnull (strstr (text, score->lines[p].name));
      g_assert_nonnull (strstr (text, rank));
    }
}

/* four-players.json: Ben wins the tie on 12 by his end spot */
static void
test_tie_broken (AppFixture   *fixture,
                 gconstpointer data)
{
  g_autoptr(ArrieroScorePage) page = page_for_game (fixture, "four-players.json");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "games", "four-players.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = alp_record_load_from_file (path, &error);
  g_autoptr(AlpScore) score = NULL;
  g_autofree char *dir = g_dir_make_tmp ("arriero-sheet-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "sheet.png", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_no_error (error);
  score = alp_game_get_score (game);
  g_assert_true (score->final);
  g_assert_true (score->tie_broken);
  g_assert_cmpstr (score->lines[score->winner].name, ==, "Ben");
  g_assert_cmpstr (arriero_score_page_get_headline (page), ==, "Ben wins with 12 dirhams");

  /* the PNG's page, a narrow one that makes every heading wrap, and a
   * page of A4 across as the PDF has it */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 700);
  cr = cairo_create (surface);
  check_sheet (page, game, cr, 1000, 700);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 560, 700);
  cr = cairo_create (surface);
  check_sheet (page, game, cr, 560, 700);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  surface = cairo_pdf_surface_create (pdf, 842, 595);
  cr = cairo_create (surface);
  check_sheet (page, game, cr, 842, 595);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  /* the files the save writes */
  g_assert_true (arriero_score_page_save (page, png, &error));
  g_assert_no_error (error);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 2000);
  cairo_surface_destroy (surface);
  g_unlink (pdf);
  g_assert_true (arriero_score_page_save (page, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));

  /* a folder that cannot be written to is an error, not a silent success */
  {
    g_autofree char *nowhere = g_build_filename (dir, "missing", "sheet.png", NULL);

    g_assert_false (arriero_score_page_save (page, nowhere, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  g_unlink (png);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* A game without a tie still says how a score is made, and no E4 line */
static void
test_no_tie (AppFixture   *fixture,
             gconstpointer data)
{
  g_autoptr(ArrieroScorePage) page = page_for_game (fixture, "three-players.json");
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 12, 1, 20, 30, 0);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1000, 700);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GArray) headings = arriero_score_page_draw_sheet (page, cr, 1000, 700, date, NULL);
  g_autofree char *text = NULL;

  g_clear_pointer (&headings, g_array_unref);
  headings = arriero_score_page_draw_sheet (page, cr, 1000, 700, date, &text);
  g_assert_cmpuint (headings->len, ==, 8);
  g_assert_nonnull (strstr (text, "Eva wins with 18 dirhams"));
  g_assert_null (strstr (text, "E4"));
  g_assert_nonnull (strstr (text, "1 dirham for every 3 leftovers"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
write_user_dirs (const char *pictures,
                 const char *documents)
{
  g_autofree char *file = g_build_filename (g_get_user_config_dir (), "user-dirs.dirs", NULL);
  g_autofree char *contents = g_strdup_printf ("XDG_PICTURES_DIR=\"%s\"\nXDG_DOCUMENTS_DIR=\"%s\"\n",
                                               pictures, documents);

  g_assert_true (g_file_set_contents (file, contents, -1, NULL));
  g_reload_user_special_dirs_cache ();
}

static void
check_proposal (const char *format,
                const char *folder)
{
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 12, 1, 20, 30, 0);
  g_autoptr(GFile) file = arriero_score_page_propose_file (format, date);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *parent_path = g_file_get_path (parent);
  g_autofree char *expected = g_strdup_printf ("Alpujarras score 2026-12-01.%s", format);

  g_assert_cmpstr (name, ==, expected);
  g_assert_cmpstr (parent_path, ==, folder);
}

/* The dialog proposes "Alpujarras score 2026-12-01.png" in Pictures, a
 * PDF in Documents, the other one when one is missing, else home */
static void
test_proposed_file (AppFixture   *fixture,
                    gconstpointer data)
{
  g_autofree char *pictures = g_build_filename (home_dir, "Bilder", NULL);
  g_autofree char *documents = g_build_filename (home_dir, "Dokumente", NULL);

  g_assert_cmpint (g_mkdir_with_parents (pictures, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (documents, 0700), ==, 0);
  write_user_dirs (pictures, documents);
  check_proposal ("png", pictures);
  check_proposal ("pdf", documents);

  g_rmdir (documents);
  check_proposal ("pdf", pictures);
  g_rmdir (pictures);
  check_proposal ("png", home_dir);
  check_proposal ("pdf", home_dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = NULL;
  int status;

  /* a home and a configuration of the test's own, before GLib reads them */
  home_dir = g_dir_make_tmp ("arriero-home-XXXXXX", NULL);
  config = g_build_filename (home_dir, ".config", NULL);
  g_mkdir_with_parents (config, 0700);
  g_setenv ("HOME", home_dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);

  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/score-sheet/tie-broken", test_tie_broken);
  APP_TEST_ADD_NO_WINDOW ("/app/score-sheet/no-tie", test_no_tie);
  APP_TEST_ADD_NO_WINDOW ("/app/score-sheet/proposed-file", test_proposed_file);

  status = g_test_run ();
  g_free (home_dir);

  return status;
}
