/* arriero-cli.c: the Arriero engine on the command line
 *
 * Exit status: 0 success, 1 invalid input or an illegal game, 2 usage.
 * Errors go to stderr.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <locale.h>
#include <stdio.h>

#include "alp-edition.h"
#include "alp-json.h"
#include "alp-locale.h"
#include "alp-game.h"
#include "alp-playout.h"
#include "alp-record.h"
#include "alp-rule-options.h"
#include "alp-score.h"

#define EXIT_INVALID 1
#define EXIT_USAGE   2

static int
usage (const char *message)
{
  if (message != NULL)
    g_printerr ("arriero-cli: %s\n", message);
  g_printerr (_("Usage: arriero-cli COMMAND [OPTION…]\n"
                "Commands:\n"
                "  validate-edition FILE     check an edition file\n"
                "  replay GAME.json          replay a saved game and show where it stands\n"
                "  score [--json] GAME.json  the score of a saved game, or its standing\n"
                "  settle [--json] FILE      score a game that was not tracked, from each player’s holdings\n"
                "  random-game --players N [--seed S] [--edition FILE] [--option ID=on|off…]\n"
                "                            write a random legal whole game to stdout\n"
                "  bench [--players N] [--games N] [--seed S] [--edition FILE]\n"
                "                            play random legal whole games and measure the engine\n"
                "  help                      show this help\n"));
  return EXIT_USAGE;
}

static gboolean
parse_options (int            *argc,
               char         ***argv,
               GOptionEntry   *entries,
               const char     *parameter,
               GError        **error)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter);

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, TRUE);

  return g_option_context_parse (context, argc, argv, error);
}

static int
cmd_validate_edition (int    argc,
                      char **argv)
{
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  GOptionEntry entries[] = { G_OPTION_ENTRY_NULL };

  if (!parse_options (&argc, &argv, entries, "FILE", &error) || argc != 2)
    return usage (error ? error->message : _("validate-edition takes one FILE"));

  edition = alp_edition_new_from_file (argv[1], &error);
  if (edition == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_INVALID;
    }

  g_print (_("%s: a valid edition, “%s”%s\n"), argv[1], alp_edition_get_name (edition),
           alp_edition_get_example (edition) ? _(" (a made-up example, not the real game’s print)") : "");
  for (guint side = 0; side <= ALP_SIDE_TWO_THREE_PLAYER; side++)
    {
      g_autoptr(GError) missing = NULL;

      if (alp_edition_check_complete (edition, side, &missing))
        g_print (_("  complete for %s games\n"),
                 side == ALP_SIDE_FOUR_PLAYER ? _("4-player") : _("2- and 3-player"));
      else
        g_print (_("  for %s games the table will be asked: %s\n"),
                 side == ALP_SIDE_FOUR_PLAYER ? _("4-player") : _("2- and 3-player"),
                 missing->message);
    }

  return EXIT_SUCCESS;
}

static JsonNode *
load_json_file (const char  *path,
                GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  /* The same guards as for editions: size, encoding, nesting */
  if (!alp_json_check_text (data, length, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, length, error))
    return NULL;

  return json_node_copy (json_parser_get_root (parser));
}

static void
print_score (const AlpScore *score,
             gboolean        as_json)
{
  if (as_json)
    {
      g_autoptr(JsonNode) node = alp_score_to_node (score);
      g_autofree char *text = json_to_string (node, TRUE);

      g_print ("%s\n", text);
    }
  else
    {
      g_autofree char *text = alp_score_to_text (score);

      g_print ("%s", text);
    }
}

static int
cmd_settle (int    argc,
            char **argv)
{
  gboolean as_json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_("Print the score as JSON"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(AlpScore) score = NULL;
  AlpHoldings *holdings;
  guint n_players = 0;

  if (!parse_options (&argc, &argv, entries, "HOLDINGS.json", &error) || argc != 2)
    return usage (error ? error->message : _("settle takes one HOLDINGS file"));

  node = load_json_file (argv[1], &error);
  holdings = node ? alp_holdings_new_from_node (node, &n_players, &error) : NULL;
  if (holdings != NULL)
    score = alp_score_settle (holdings, n_players, &error);
  alp_holdings_free (holdings, n_players);
  if (score == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return EXIT_INVALID;
    }

  print_score (score, as_json);

  return EXIT_SUCCESS;
}

static AlpGame *
load_game (const char *path)
{
  g_autoptr(GError) error = NULL;
  AlpGame *game = alp_record_load_from_file (path, &error);

  if (game == NULL)
    g_printerr ("%s: %s\n", path, error->message);

  return game;
}

static const char *
phase_name (AlpPhase phase)
{
  switch (phase)
    {
    case ALP_PHASE_MOVE: return _("moves the mule");
    case ALP_PHASE_ACT: return _("acts, or ends the turn");
    case ALP_PHASE_REVEAL: return _("turns up a delivery card");
    case ALP_PHASE_ZARA_ROLL: return _("rolls the die for Zara");
    case ALP_PHASE_ZARA_CARD: return _("reports the card Zara needs");
    case ALP_PHASE_ZARA_CHOOSE: return _("chooses the token Zara removes");
    case ALP_PHASE_OVER:
    default:
      return "";
    }
}

static void
print_player (AlpGame        *game,
              const AlpScore *score,
              guint           p)
{
  const AlpScoreLine *line = &score->lines[p];
  g_autoptr(GString) fruits = g_string_new (NULL);
  g_autoptr(GString) tokens = g_string_new (NULL);
  g_autoptr(GString) cards = g_string_new (NULL);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint n = alp_game_get_fruit (game, p, f);

      if (n > 0)
        g_string_append_printf (fruits, "%s%u %s", fruits->len > 0 ? ", " : "", n,
                                alp_fruit_get_name (f, n));
    }
  for (guint t = 0; t < alp_game_get_n_delivery_tokens (game, p); t++)
    {
      AlpFruit fruit;
      guint count;

      alp_game_get_delivery_token (game, p, t, &fruit, &count);
      /* a delivery token by the fruits it asks for, "3 apples" */
      g_string_append_printf (tokens, "%s%u %s", tokens->len > 0 ? ", " : "", count,
                              alp_fruit_get_name (fruit, count));
    }
  for (guint c = 0; c < alp_game_get_n_cards (game, p); c++)
    {
      guint card = alp_game_get_player_card (game, p, c);

      /* TRANSLATORS: a delivery card by its number in the edition and its value */
      g_string_append_printf (cards, _("%s#%u (%d dirhams)"), cards->len > 0 ? ", " : "",
                              card + 1, alp_game_get_card_value (game, card));
    }

  g_print ("  %s\n", line->name);
  if (line->finished)
    g_print (_("    dirhams: %d, and %d for the end spot and %d for the leftovers sold\n"),
             line->play_dirhams, line->end_dirhams, line->sale_dirhams);
  else
    g_print (_("    dirhams: %d\n"), line->play_dirhams);
  g_print (_("    fruits: %s\n"), fruits->len > 0 ? fruits->str : _("none"));
  g_print (_("    norias: %u, farmers in supply: %u, goal tokens: %u\n"),
           alp_game_get_norias (game, p), alp_game_get_farmers (game, p),
           alp_game_get_goal_tokens (game, p));
  g_print (_("    delivery tokens: %s\n"), tokens->len > 0 ? tokens->str : _("none"));
  g_print (_("    delivery cards: %s\n"), cards->len > 0 ? cards->str : _("none"));
}

static int
cmd_replay (int    argc,
            char **argv)
{
  GOptionEntry entries[] = { G_OPTION_ENTRY_NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpScore) score = NULL;
  g_auto(GStrv) instructions = NULL;
  AlpEdition *edition;
  AlpPhase phase;

  if (!parse_options (&argc, &argv, entries, "GAME.json", &error) || argc != 2)
    return usage (error ? error->message : _("replay takes one GAME file"));

  if ((game = load_game (argv[1])) == NULL)
    return EXIT_INVALID;

  edition = alp_game_get_edition (game);
  g_print (g_dngettext (GETTEXT_PACKAGE,
                        "%s: %u event replayed, on the edition “%s”%s\n",
                        "%s: %u events replayed, on the edition “%s”%s\n",
                        alp_game_get_n_events (game)),
           argv[1], alp_game_get_n_events (game), alp_edition_get_name (edition),
           alp_edition_get_example (edition) ? _(" (a made-up example)") : "");

  phase = alp_game_get_phase (game);
  if (phase == ALP_PHASE_OVER)
    g_print (_("The game is over.\n"));
  else
    {
      guint current = alp_game_get_current (game);

      /* Zara's steps are the table's to make */
      if (phase >= ALP_PHASE_REVEAL && phase <= ALP_PHASE_ZARA_CHOOSE)
        g_print (_("Next: the table %s.\n"), phase_name (phase));
      else
        g_print (_("Next: %s %s.\n"), alp_game_get_mule_name (game, current), phase_name (phase));
    }
  if (alp_game_get_n_undone (game) > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE, "%u event taken back can be redone.\n",
                          "%u events taken back can be redone.\n", alp_game_get_n_undone (game)),
             alp_game_get_n_undone (game));

  instructions = alp_game_get_instructions (game);
  if (instructions != NULL && instructions[0] != NULL)
    {
      g_print (_("Zara:\n"));
      for (guint i = 0; instructions[i] != NULL; i++)
        g_print ("  %s\n", instructions[i]);
    }

  g_print (_("Mules:\n"));
  for (guint m = 0; m < alp_game_get_n_mules (game); m++)
    {
      AlpPosition pos = alp_game_get_position (game, m);
      g_autofree char *where = alp_game_describe_position (game, pos.space, pos.spot);

      g_print ("  %s: %s\n", alp_game_get_mule_name (game, m), where);
    }

  score = alp_game_get_score (game);
  g_print (_("Holdings:\n"));
  for (guint p = 0; p < alp_game_get_n_players (game); p++)
    print_player (game, score, p);

  return EXIT_SUCCESS;
}

static int
cmd_score (int    argc,
           char **argv)
{
  gboolean as_json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json, N_("Print the score as JSON"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(AlpScore) score = NULL;

  if (!parse_options (&argc, &argv, entries, "GAME.json", &error) || argc != 2)
    return usage (error ? error->message : _("score takes one GAME file"));

  if ((game = load_game (argv[1])) == NULL)
    return EXIT_INVALID;

  score = alp_game_get_score (game);
  print_score (score, as_json);

  return EXIT_SUCCESS;
}

static int
cmd_random_game (int    argc,
                 char **argv)
{
  gint players = 0;
  gint64 seed = -1;
  g_autofree char *edition_path = NULL;
  g_auto(GStrv) options = NULL;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players, 2 to 4"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Random seed (default: a random one)"), "S" },
    { "edition", 0, 0, G_OPTION_ARG_FILENAME, &edition_path, N_("Edition file (default: the example)"), "FILE" },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options,
      N_("A table option on or off, as in a saved game (default: its default)"), "ID=on|off" },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (!parse_options (&argc, &argv, entries, NULL, &error) || argc != 1)
    return usage (error ? error->message : _("random-game takes no file"));
  if (players < 2 || players > 4)
    return usage (_("--players takes 2 to 4"));
  if (seed < -1 || seed > G_MAXUINT32)
    return usage (_("--seed takes 0 to 4294967295"));

  edition = edition_path ? alp_edition_new_from_file (edition_path, &error)
                         : alp_edition_new_builtin ("example", &error);
  if (edition == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }

  rand = seed >= 0 ? g_rand_new_with_seed ((guint32) seed) : g_rand_new ();
  setup = alp_setup_new (players);
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (options[i], "=", 2);
      const AlpRuleOption *option = alp_rule_option_find_by_id (parts[0]);

      if (option == NULL || parts[1] == NULL ||
          (!g_str_equal (parts[1], "on") && !g_str_equal (parts[1], "off")))
        return usage (_("--option takes a table option’s name, then =on or =off"));
      setup->options = g_str_equal (parts[1], "on") ? setup->options | option->flag
                                                   : setup->options & ~option->flag;
    }
  /* The names are data in the file: the same in every language, so that a
   * seed gives the same bytes everywhere */
  for (gint i = 0; i < players; i++)
    {
      g_autofree char *name = g_strdup (alp_colour_to_string (i));

      name[0] = g_ascii_toupper (name[0]);
      alp_setup_set_player (setup, i, name, i);
    }
  /* A new game draws the seed of Zara's die, from the same generator so
   * that --seed gives the same game */
  if (!alp_setup_randomize (setup, edition, ALP_SETUP_ALL | ALP_SETUP_SEED, rand, &error) ||
      (game = alp_game_new (edition, setup, &error)) == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }

  /* A seed gives the same bytes at any time too: a made-up game gets a
   * fixed date */
  if (seed >= 0)
    alp_record_set_date (game, "2000-01-01T00:00:00Z");
  alp_playout_run (game, rand, 0, NULL, NULL);
  if (alp_game_get_phase (game) != ALP_PHASE_OVER)
    {
      g_printerr (_("the random game did not reach the end\n"));
      return EXIT_INVALID;
    }

  data = alp_record_save_to_data (game, &length);
  if (fwrite (data, 1, length, stdout) != length || fflush (stdout) != 0)
    {
      g_printerr (_("cannot write the game: %s\n"), g_strerror (errno));
      return EXIT_INVALID;
    }

  return EXIT_SUCCESS;
}

static int
cmd_bench (int    argc,
           char **argv)
{
  gint players = 4, games = 2000;
  gint64 seed = 1;
  g_autofree char *edition_path = NULL;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Number of players, 2 to 4"), "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Number of whole games"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("First random seed"), "S" },
    { "edition", 0, 0, G_OPTION_ARG_FILENAME, &edition_path, N_("Edition file (default: the example)"), "FILE" },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  guint64 events = 0;
  gint64 start, elapsed;
  double seconds;

  if (!parse_options (&argc, &argv, entries, NULL, &error) || argc != 1)
    return usage (error ? error->message : _("bench takes no file"));
  if (players < 2 || players > 4 || games < 1)
    return usage (_("--players takes 2 to 4 and --games at least 1"));

  edition = edition_path ? alp_edition_new_from_file (edition_path, &error)
                         : alp_edition_new_builtin ("example", &error);
  if (edition == NULL)
    {
      g_printerr ("%s\n", error->message);
      return EXIT_INVALID;
    }

  start = g_get_monotonic_time ();
  for (gint i = 0; i < games; i++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed + i));
      g_autoptr(AlpSetup) setup = alp_setup_new (players);
      g_autoptr(AlpGame) game = NULL;

      if (!alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error) ||
          (game = alp_game_new (edition, setup, &error)) == NULL)
        {
          g_printerr ("%s\n", error->message);
          return EXIT_INVALID;
        }
      events += alp_playout_run (game, rand, 0, NULL, NULL);
      if (alp_game_get_phase (game) != ALP_PHASE_OVER)
        {
          g_printerr (_("game %d did not reach the end\n"), i);
          return EXIT_INVALID;
        }
    }
  elapsed = g_get_monotonic_time () - start;
  seconds = MAX (elapsed, 1) / (double) G_USEC_PER_SEC;

  {
    /* a format macro inside the message would cut it short for xgettext */
    g_autofree char *n_events = g_strdup_printf ("%" G_GUINT64_FORMAT, events);

    g_print (_("%d games of %d players, %s events in %.3f s\n"), games, players, n_events, seconds);
  }
  g_print ("games/s: %.0f events/s: %.0f\n", games / seconds, events / seconds);

  return EXIT_SUCCESS;
}

int
main (int   argc,
      char *argv[])
{
  const char *command;

  setlocale (LC_ALL, "");
  /* The build tree's translations when run from there */
  alp_locale_bind ();

  if (argc < 2)
    return usage (_("no command given"));

  command = argv[1];
  if (g_str_equal (command, "help") || g_str_equal (command, "--help") || g_str_equal (command, "-h"))
    {
      usage (NULL);
      return EXIT_SUCCESS;
    }
  if (g_str_equal (command, "validate-edition"))
    return cmd_validate_edition (argc - 1, argv + 1);
  if (g_str_equal (command, "replay"))
    return cmd_replay (argc - 1, argv + 1);
  if (g_str_equal (command, "score"))
    return cmd_score (argc - 1, argv + 1);
  if (g_str_equal (command, "settle"))
    return cmd_settle (argc - 1, argv + 1);
  if (g_str_equal (command, "random-game"))
    return cmd_random_game (argc - 1, argv + 1);
  if (g_str_equal (command, "bench"))
    return cmd_bench (argc - 1, argv + 1);

  return usage (_("unknown command"));
}
