/* test-translation.c: the German catalogue loads and the engine speaks it
 *
 * The CLI and the app bind their domain to the installed LOCALEDIR, so this
 * test binds it itself, to a locale tree it makes in its build dir
 * (locale/de/LC_MESSAGES/arriero.mo) from the catalogue compiled out of
 * po/de.po (ARRIERO_MO).
 * It checks the forms that break quietly: plurals, message contexts, the
 * rule ID kept in "Regel %s: %s", and a translation that reorders its
 * arguments (%2$s … %1$s).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "alp-edition.h"
#include "alp-game.h"
#include "alp-playout.h"
#include "arriero-test-engine.h"

static char *locale_dir;

static AlpGame *
new_game (AlpEdition *edition,
          guint       n_players,
          guint32     seed,
          GRand     **out_rand)
{
  static const char * const names[] = { "Ana", "Ben", "Cai", "Dee" };
  g_autoptr(AlpSetup) setup = alp_setup_new (n_players);
  g_autoptr(GError) error = NULL;
  GRand *rand = g_rand_new_with_seed (seed);
  AlpGame *game;

  for (guint i = 0; i < n_players; i++)
    alp_setup_set_player (setup, i, names[i], i);
  alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error);
  g_assert_no_error (error);
  game = alp_game_new (edition, setup, &error);
  g_assert_no_error (error);

  if (out_rand != NULL)
    *out_rand = rand;
  else
    g_rand_free (rand);
  return game;
}

/* Plural forms (nplurals=2) and the names the engine builds sentences from */
static void
test_names (void)
{
  g_assert_cmpstr (alp_fruit_get_name (ALP_FRUIT_APPLE, 1), ==, "Apfel");
  g_assert_cmpstr (alp_fruit_get_name (ALP_FRUIT_APPLE, 2), ==, "Äpfel");
  g_assert_cmpstr (alp_fruit_get_name (ALP_FRUIT_CHERRY, 5), ==, "Kirschen");
  g_assert_cmpstr (alp_region_get_name (ALP_REGION_GREEN), ==, "Grün");
  g_assert_cmpstr (alp_colour_get_name (ALP_COLOUR_BLUE), ==, "Blau");

  g_assert_cmpstr (alp_goal_get_description (ALP_GOAL_TWO_PAIRS), !=,
                   "Hold 2 pairs: at least 2 of one fruit and 2 of another");
  g_assert_nonnull (strstr (alp_goal_get_description (ALP_GOAL_TWO_PAIRS), "Frucht"));
}

/* "rule %s: %s": the rule ID stays, the reason is German */
static void
test_rule_error (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(AlpGame) game = new_game (edition, 3, 1, NULL);
  g_autoptr(GError) error = NULL;
  AlpAction action;

  /* T2: the mule moves before any action */
  alp_action_init (&action, ALP_ACTION_END_TURN);
  g_assert_false (alp_game_apply (game, &action, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Regel T2: "));
  g_assert_nonnull (strstr (error->message, "Maultier"));
}

/* Missing edition data, as validate-edition shows it */
static void
test_missing_edition_data (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "editions",
                                                 "alpujarras.json", NULL);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) missing = NULL;

  edition = alp_edition_new_from_file (path, &error);
  g_assert_no_error (error);
  if (alp_edition_check_complete (edition, ALP_SIDE_FOUR_PLAYER, &missing))
    {
      g_test_skip ("the real edition is complete: nothing is missing");
      return;
    }
  g_test_message ("%s", missing->message);
  g_assert_true (g_str_has_prefix (missing->message, "fehlende Editionsdaten: "));
}

/* Message contexts (C_("score", …)) and a translated sentence with numbers */
static void
test_score_table (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  g_autoptr(GRand) rand = NULL;
  g_autoptr(AlpGame) game = new_game (edition, 3, 2, &rand);
  g_autoptr(AlpScore) score = NULL;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;

  alp_playout_run (game, rand, 0, NULL, NULL);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);

  score = alp_game_get_score (game);
  text = alp_score_to_text (score);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "Rang "));
  g_assert_nonnull (strstr (text, " Summe\n"));
  g_assert_nonnull (strstr (text, " Dirhams"));

  first = alp_game_describe_event (game, 0);
  g_test_message ("%s", first);
  g_assert_nonnull (strstr (first, " zieht auf "));
}

/* Zara's token removal: "Aus dem Dorf %2$s %1$s entfernen." reorders its
 * arguments; the village must come out as a village, the token as a token */
static void
test_reordered_arguments (void)
{
  g_autoptr(AlpEdition) edition = load_edition ("data/editions/example.json");
  gboolean found = FALSE;

  for (guint32 seed = 1; seed <= 40 && !found; seed++)
    {
      g_autoptr(GRand) rand = NULL;
      g_autoptr(AlpGame) game = new_game (edition, 2, seed, &rand);
      AlpAction action;

      while (!found && alp_playout_step (game, rand, &action))
        {
          g_auto(GStrv) lines = alp_game_get_instructions (game);

          for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
            {
              const char *line = strstr (lines[i], "Aus dem Dorf ");

              if (line == NULL)
                continue;
              g_test_message ("seed %u: %s", seed, lines[i]);
              g_assert_true (g_regex_match_simple ("^Aus dem Dorf (Grün|Violett|Orange|Rot|Gelb) "
                                                   "den Liefermarker „[0-9]+ × [^“]+“ entfernen\\.$",
                                                   line, 0, 0));
              found = TRUE;
            }
        }
    }

  if (!found)
    g_test_skip ("no 2-player game of the first 40 seeds had Zara remove a delivery token");
}

/* In the build dir, rewritten on each run: an aborted run leaves no temporary files */
static void
make_locale_tree (void)
{
  const char *mo = g_getenv ("ARRIERO_MO");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *mo_dir = NULL;
  g_autofree char *mo_copy = NULL;
  gsize length;

  g_assert_nonnull (mo);
  g_file_get_contents (mo, &data, &length, &error);
  g_assert_no_error (error);

  locale_dir = g_test_build_filename (G_TEST_BUILT, "locale", NULL);
  mo_dir = g_build_filename (locale_dir, "de", "LC_MESSAGES", NULL);
  g_assert_cmpint (g_mkdir_with_parents (mo_dir, 0755), ==, 0);
  mo_copy = g_build_filename (mo_dir, GETTEXT_PACKAGE ".mo", NULL);
  g_file_set_contents (mo_copy, data, length, &error);
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* As the shell would run the CLI in German: LC_ALL=C.UTF-8 LANGUAGE=de */
  g_setenv ("LANGUAGE", "de", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  g_test_init (&argc, &argv, NULL);

  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_print ("1..0 # SKIP no C.UTF-8 locale\n");
      return 0;
    }

  make_locale_tree ();
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/i18n/de/names", test_names);
  g_test_add_func ("/i18n/de/rule-error", test_rule_error);
  g_test_add_func ("/i18n/de/missing-edition-data", test_missing_edition_data);
  g_test_add_func ("/i18n/de/score-table", test_score_table);
  g_test_add_func ("/i18n/de/reordered-arguments", test_reordered_arguments);

  status = g_test_run ();
  g_free (locale_dir);

  return status;
}
