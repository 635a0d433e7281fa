/* arriero-test-app.c: shared pieces of the GTK tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* dl_iterate_phdr, for app_test_keep_quark_table */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "config.h"

#include "arriero-test-app.h"

#include "alp-setup.h"
#include "arriero-form-rows.h"

#if defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define APP_TEST_ASAN 1
# endif
#endif
#if defined(__SANITIZE_ADDRESS__)
# define APP_TEST_ASAN 1
#endif

#ifdef APP_TEST_ASAN
#include <link.h>
#include <string.h>
#include <sanitizer/lsan_interface.h>

/* The sanitizer allocator's own (no header declares them in GCC 12) */
int    __sanitizer_get_ownership (const volatile void *p);
size_t __sanitizer_get_allocated_size (const volatile void *p);

/* GLib's quark table: QUARK_BLOCK_SIZE in glib/gquark.c */
#define GLIB_QUARK_BLOCK 2048

/* Points at GLib's current table of quarks if @word is it: a block of
 * the allocator's, of the first table's size, holding the strings of
 * quarks 1 and 2 at their places */
static gboolean
is_quark_table (const char **word)
{
  if (word == NULL || !__sanitizer_get_ownership (word) ||
      __sanitizer_get_allocated_size (word) != GLIB_QUARK_BLOCK * sizeof (char *))
    return FALSE;

  return word[0] == NULL &&
         word[1] == g_quark_to_string (1) && word[2] == g_quark_to_string (2);
}

/* Looks through the writable segments of libglib for the variable that
 * points at the table (quarks, a static of gquark.c) */
static int
find_quark_table (struct dl_phdr_info *info,
                  size_t               size,
                  void                *data)
{
  const char ***found = data;

  if (info->dlpi_name == NULL || strstr (info->dlpi_name, "/libglib-2.0.so") == NULL)
    return 0;

  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *phdr = &info->dlpi_phdr[i];
      const char ***start, ***end;

      if (phdr->p_type != PT_LOAD || (phdr->p_flags & PF_W) == 0)
        continue;
      start = (const char ***) (info->dlpi_addr + phdr->p_vaddr);
      end = (const char ***) (info->dlpi_addr + phdr->p_vaddr + phdr->p_memsz);
      for (const char ***p = start; p + 1 <= end; p++)
        if (is_quark_table (*p))
          {
            *found = *p;
            return 1;
          }
    }

  return 1;
}
#endif

/* GLib 2.74 grows its table of quarks by a new block of 2048 every 2048
 * quarks, and drops the old table without freeing it: lookups do not
 * lock, so one may still read it ("This leaks the old quarks array" in
 * glib/gquark.c quark_new).  The first table is allocated in GLib's own
 * constructor (g_quark_init, not an exported symbol), so a suppression
 * cannot name it: with the fast unwinder its stack stops at g_malloc,
 * and a suppression of g_malloc or of libglib would hide every leak.  A
 * test with many widget names passes 2048 quarks: the table is then the
 * "Direct leak of 16384 byte(s)" LeakSanitizer reports.  Marking that
 * one block ignored, before the program's quarks reach 2048, leaves
 * every other leak reported. */
void
app_test_keep_quark_table (void)
{
#ifdef APP_TEST_ASAN
  const char **table = NULL;

  dl_iterate_phdr (find_quark_table, &table);
  if (table != NULL)
    __lsan_ignore_object (table);
#endif
}

/* Saved games go to a folder of the test's own */
void
app_test_isolate_data (void)
{
  if (g_getenv ("ARRIERO_TEST_DATA") == NULL)
    {
      char *dir = g_dir_make_tmp ("arriero-test-XXXXXX", NULL);

      g_setenv ("ARRIERO_TEST_DATA", dir, TRUE);
      g_setenv ("XDG_DATA_HOME", dir, TRUE);
      g_free (dir);
    }

}

void
app_test_use_app_style (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, "/io/github/arriero/Arriero/style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                    "/io/github/arriero/Arriero/icons");
}

void
spin (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* Lets the widgets lay out and draw, as a frame would */
void
settle (void)
{
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
find_child_of_type (GtkWidget *root,
                    GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_child_of_type (child, type)) != NULL)
        return found;
    }

  return NULL;
}

/* Shown and laid out */
static ArrieroWindow *
present_window (ArrieroWindow *window)
{
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  return window;
}

/* A window on the start page, shown and laid out */
ArrieroWindow *
new_window (void)
{
  return present_window (g_object_new (ARRIERO_TYPE_WINDOW, NULL));
}

void
close_window (ArrieroWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  settle ();
}

void
empty_games_folder (void)
{
  g_autofree char *dir_path = arriero_game_store_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }

}

/* The app's own lookup, which the forms use: the tests find a field as
 * the form does */
GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  return arriero_form_find_named (root, name);
}

ArrieroTurnPanel *
get_panel (ArrieroWindow *window)
{
  /* the game page is made when a game is first shown, or when asked for */
  return ARRIERO_TURN_PANEL (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_TURN_PANEL));
}

void
start_new_game (ArrieroWindow *window,
                AlpEdition    *edition,
                GRand         *rand)
{
  g_autoptr(AlpGame) game = draw_game (edition, 3, rand);
  g_autofree char *path = arriero_game_store_new_path ();

  arriero_session_set_game (arriero_window_get_session (window), game, path);
  settle ();
}

void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_assert_cmpint (g_rmdir (path), ==, 0);
    }
  else if (g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    g_assert_cmpint (g_unlink (path), ==, 0);
}

/* Arriero's data folder: the games, the described copy */
static char *
data_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "arriero", NULL);
}

static gboolean
is_toplevel (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (toplevel == window)
        return TRUE;
    }

  return FALSE;
}

/* Waits until only the test holds @object (an animation or an idle of
 * GTK's may hold a widget a little after its window closed), then
 * asserts that dropping that last reference finalizes it */
static void
finalize_soon (gpointer object)
{
  gint64 until = g_get_monotonic_time () + 3 * G_TIME_SPAN_SECOND;

  while (G_OBJECT (object)->ref_count > 1 && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  if (G_OBJECT (object)->ref_count > 1)
    g_test_message ("a %s is still held %u times more", G_OBJECT_TYPE_NAME (object),
                    G_OBJECT (object)->ref_count - 1);
  g_assert_finalize_object (object);
}

/* Closes the fixture's window as its close button does (destroying it if
 * it stays) if the test has not, and asserts that it, its session and the
 * game it showed are finalized */
static void
close_and_finalize (AppFixture *fixture)
{
  ArrieroWindow *window = g_weak_ref_get (&fixture->window_ref);
  ArrieroSession *session;
  AlpGame *shown;

  fixture->window = NULL;
  g_weak_ref_set (&fixture->window_ref, NULL);
  if (window == NULL)
    return;  /* closed by the test, and gone */

  session = g_object_ref (arriero_window_get_session (window));
  shown = arriero_window_get_game (window);
  if (shown != NULL)
    g_object_ref (shown);
  if (is_toplevel (GTK_WINDOW (window)))
    close_window (window);
  if (is_toplevel (GTK_WINDOW (window)))
    gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  finalize_soon (window);
  finalize_soon (session);
  if (shown != NULL)
    finalize_soon (shown);
}

/* What the test gave app_fixture_watch(), and its game: their windows
 * destroyed, each must be finalized.  One may hold another (a window its
 * widgets, a session its game): each goes once the fixture's reference is
 * the last, in whatever order that comes */
static void
finalize_watched (AppFixture *fixture)
{
  g_autoptr(GPtrArray) watched = g_steal_pointer (&fixture->watched);
  gint64 until = g_get_monotonic_time () + 3 * G_TIME_SPAN_SECOND;

  if (fixture->game != NULL)
    g_ptr_array_add (watched, g_steal_pointer (&fixture->game));
  for (guint i = 0; i < watched->len; i++)
    {
      gpointer object = g_ptr_array_index (watched, i);

      if (GTK_IS_WINDOW (object) && is_toplevel (object))
        gtk_window_destroy (object);
    }
  settle ();

  while (watched->len > 0 && g_get_monotonic_time () < until)
    {
      gboolean dropped = FALSE;

      for (guint i = watched->len; i > 0; i--)
        if (G_OBJECT (g_ptr_array_index (watched, i - 1))->ref_count == 1)
          {
            g_assert_finalize_object (g_ptr_array_steal_index (watched, i - 1));
            dropped = TRUE;
          }
      if (!dropped)
        g_main_context_iteration (NULL, FALSE);
    }
  /* what is still held fails the test */
  if (watched->len > 0)
    finalize_soon (g_ptr_array_index (watched, 0));
}

/* The fixture's data folder: the test's own, and empty (no game, no copy
 * described yet), under the program's temporary data folder
 * (app_test_isolate_data()) */
static void
set_up_data (AppFixture *fixture)
{
  g_autofree char *own = data_folder ();

  g_assert_nonnull (g_getenv ("ARRIERO_TEST_DATA"));
  g_assert_true (g_str_has_prefix (own, g_getenv ("ARRIERO_TEST_DATA")));
  g_assert_false (g_file_test (own, G_FILE_TEST_EXISTS));
  fixture->window = NULL;
  fixture->game = NULL;
  g_weak_ref_init (&fixture->window_ref, NULL);
  fixture->watched = g_ptr_array_new ();
}

void
app_fixture_set_up (AppFixture   *fixture,
                    gconstpointer data)
{
  set_up_data (fixture);
  app_fixture_open_window (fixture);
}

void
app_fixture_set_up_no_window (AppFixture   *fixture,
                              gconstpointer data)
{
  set_up_data (fixture);
}

void
app_fixture_tear_down (AppFixture   *fixture,
                       gconstpointer data)
{
  close_and_finalize (fixture);
  g_weak_ref_clear (&fixture->window_ref);
  finalize_watched (fixture);

  /* the next test starts from nothing */
  {
    g_autofree char *own = data_folder ();

    remove_tree (own);
  }
}

ArrieroWindow *
app_fixture_open_window (AppFixture *fixture)
{
  return app_fixture_open_session_window (fixture, NULL);
}

ArrieroWindow *
app_fixture_open_session_window (AppFixture     *fixture,
                                 ArrieroSession *session)
{
  close_and_finalize (fixture);
  fixture->window = present_window (g_object_new (ARRIERO_TYPE_WINDOW, "session", session, NULL));
  g_weak_ref_set (&fixture->window_ref, fixture->window);

  return fixture->window;
}

gpointer
app_fixture_watch (AppFixture *fixture,
                   gpointer    object)
{
  g_assert_true (G_IS_OBJECT (object));
  g_ptr_array_add (fixture->watched, g_object_ref_sink (object));

  return object;
}

ArrieroWindow *
app_fixture_open_game (AppFixture *fixture,
                       AlpEdition *edition,
                       GRand      *rand)
{
  ArrieroWindow *window = app_fixture_open_window (fixture);

  start_new_game (window, edition, rand);

  return window;
}
