/* test-cli-german.c: arriero-cli speaks German when run from the build tree
 *
 * Run from the build tree, arriero-cli must bind its text domain to the
 * catalogues built there (po/LANG/LC_MESSAGES/arriero.mo): nothing is
 * installed under LOCALEDIR.  An installed copy, outside the build tree,
 * must read LOCALEDIR and nothing of the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

/* Runs @cli with an unknown command in a German session, from a folder
 * outside the build tree, and returns what it said on stderr */
static char *
run_german (const char *cli)
{
  g_autofree char *cwd = g_dir_make_tmp ("arriero-cli-german-XXXXXX", NULL);
  g_auto(GStrv) envp = g_get_environ ();
  const char *argv[] = { cli, "frobnicate", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  char *err = NULL;
  int status = 0;

  g_assert_nonnull (cwd);
  envp = g_environ_setenv (envp, "LANGUAGE", "de", TRUE);
  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  g_spawn_sync (cwd, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_test_message ("%s", err);
  g_rmdir (cwd);

  return err;
}

static void
test_build_tree (void)
{
  g_autofree char *err = run_german (g_getenv ("ARRIERO_CLI"));

  g_assert_nonnull (strstr (err, "unbekannter Befehl"));
  g_assert_null (strstr (err, "unknown command"));
}

/* A copy outside the build tree is an installed one: it reads LOCALEDIR,
 * German only if a German catalogue is installed there */
static void
test_installed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("arriero-cli-installed-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "arriero-cli", NULL);
  g_autofree char *installed_mo = g_build_filename (LOCALEDIR, "de", "LC_MESSAGES",
                                                    GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_nonnull (dir);
  g_file_get_contents (g_getenv ("ARRIERO_CLI"), &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents_full (copy, contents, length, G_FILE_SET_CONTENTS_NONE, 0755, &error);
  g_assert_no_error (error);

  err = run_german (copy);
  if (g_file_test (installed_mo, G_FILE_TEST_IS_REGULAR))
    g_assert_nonnull (strstr (err, "unbekannter Befehl"));
  else
    g_assert_nonnull (strstr (err, "unknown command"));

  g_unlink (copy);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/i18n/german-from-build-tree", test_build_tree);
  g_test_add_func ("/cli/i18n/installed-reads-localedir", test_installed);

  return g_test_run ();
}
