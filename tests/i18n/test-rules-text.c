/* test-rules-text.c: the rules reference is complete in both languages
 *
 * Reads docs/rules.md and docs/rules.de.md, the files the app's resources
 * hold, with the app's own reader (arriero-rules-text.c): every rule of
 * the rulebook in both, in the same order and sections, none empty, the
 * German text no copy of the English, every rule the engine cites there,
 * and every table option named where its rule is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "arriero-rules-text.h"

/* The rulebook's IDs, in its order (and the goals the reference numbers) */
static const char * const rule_ids[] = {
  "S1", "S2", "S3", "S4", "S5", "S6",
  "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8",
  "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "A11", "A12", "A13",
  "N1", "N2", "N3",
  "M1", "M2", "M3", "M4", "M5", "M6", "M7",
  "H1", "H2", "H3",
  "E1", "E2", "E3", "E4", "E5",
  "Z1", "Z2", "Z3", "Z4", "Z5", "Z6", "Z7", "Z8", "Z9",
  "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8",
};

static char *
source_path (const char *relative)
{
  return g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "..", relative, NULL);
}

static ArrieroRulesText *
load (const char *file)
{
  g_autofree char *path = source_path (file);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return arriero_rules_text_new_from_data (contents, length);
}

/* Both languages hold every rule, in the same order and sections, with a
 * title and a text; sections have titles */
static void
test_complete (void)
{
  g_autoptr(ArrieroRulesText) en = load ("docs/rules.md");
  g_autoptr(ArrieroRulesText) de = load ("docs/rules.de.md");
  ArrieroRulesText *texts[] = { en, de };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_assert_nonnull (arriero_rules_text_get_title (texts[t]));
      g_assert_cmpuint (arriero_rules_text_get_n_rules (texts[t]), ==, G_N_ELEMENTS (rule_ids));
      for (guint i = 0; i < G_N_ELEMENTS (rule_ids); i++)
        {
          const ArrieroRule *rule = arriero_rules_text_get_rule (texts[t], i);

          g_assert_cmpstr (rule->id, ==, rule_ids[i]);
          g_assert_true (arriero_rules_text_lookup (texts[t], rule_ids[i]) == rule);
          g_assert_nonnull (rule->title);
          g_assert_cmpuint (strlen (rule->title), >, 2);
          g_assert_nonnull (rule->text);
          g_assert_cmpuint (strlen (rule->text), >, 20);
        }
      for (guint s = 0; s < arriero_rules_text_get_n_sections (texts[t]); s++)
        g_assert_cmpuint (strlen (arriero_rules_text_get_section (texts[t], s)->title), >, 2);
    }

  g_assert_cmpuint (arriero_rules_text_get_n_sections (en), ==, arriero_rules_text_get_n_sections (de));
  for (guint i = 0; i < G_N_ELEMENTS (rule_ids); i++)
    {
      const ArrieroRule *e = arriero_rules_text_get_rule (en, i);
      const ArrieroRule *d = arriero_rules_text_get_rule (de, i);

      g_assert_cmpuint (e->section, ==, d->section);
      /* translated, not copied (a title may be a name: "Zara") */
      g_assert_cmpstr (e->text, !=, d->text);
    }
  /* a section's own text is translated too */
  for (guint s = 0; s < arriero_rules_text_get_n_sections (en); s++)
    {
      const char *e = arriero_rules_text_get_section (en, s)->text;
      const char *d = arriero_rules_text_get_section (de, s)->text;

      g_assert_cmpuint (e != NULL && *e != '\0', ==, d != NULL && *d != '\0');
      if (e != NULL && *e != '\0')
        g_assert_cmpstr (e, !=, d);
    }
}

/* Every rule ID an engine message cites ("rule T3: …") has its entry */
static void
test_engine_rules (void)
{
  static const char * const sources[] = { "src/engine/alp-rules.c", "src/engine/alp-setup.c" };
  g_autoptr(ArrieroRulesText) en = load ("docs/rules.md");
  g_autoptr(ArrieroRulesText) de = load ("docs/rules.de.md");
  /* a string of a capital and one or two digits is a rule ID there */
  g_autoptr(GRegex) regex = g_regex_new ("\"([A-Z][0-9]{1,2})\"", G_REGEX_DEFAULT,
                                         G_REGEX_MATCH_DEFAULT, NULL);
  guint cited = 0;

  for (guint f = 0; f < G_N_ELEMENTS (sources); f++)
    {
      g_autofree char *path = source_path (sources[f]);
      g_autofree char *contents = NULL;
      g_autoptr(GMatchInfo) match = NULL;
      g_autoptr(GError) error = NULL;

      g_file_get_contents (path, &contents, NULL, &error);
      g_assert_no_error (error);
      for (g_regex_match (regex, contents, 0, &match); g_match_info_matches (match);
           g_match_info_next (match, NULL))
        {
          g_autofree char *id = g_match_info_fetch (match, 1);

          g_test_message ("%s cites %s", sources[f], id);
          g_assert_nonnull (arriero_rules_text_lookup (en, id));
          g_assert_nonnull (arriero_rules_text_lookup (de, id));
          cited++;
        }
    }
  /* the engine cites dozens: a pattern that found none tests nothing */
  g_assert_cmpuint (cited, >, 40);
}

/* Each reading the table can change is named at its rule, in both
 * languages, by the option's name in the setup */
static void
test_options (void)
{
  /* the labels of alp-rule-options.c and their German in po/de.po */
  static const struct { const char *rule; const char *en; const char *de; } options[] = {
    { "E1", "End actions in a fixed order", "Endaktionen in fester Reihenfolge" },
    { "N2", "Spend norias during the receiving action", "Norias während der erhaltenden Aktion ausgeben" },
    { "A3", "Each action of a space is optional in part", "Jede Aktion eines Feldes ist auch teilweise freiwillig" },
    { "E2", "A large noria sells as 1 item", "Eine große Noria zählt beim Verkauf als 1 Gegenstand" },
    { "T1", "Spots of a space move in arrival order", "Plätze eines Feldes ziehen in Ankunftsreihenfolge" },
    { "A11", "A goal token may be declined", "Ein Aufgabenmarker darf abgelehnt werden" },
    { "A12", "Goal token spent before the goal action", "Aufgabenmarker vor der Aufgabenaktion ausgeben" },
    { "Z3", "Zara passes a full market or harvest", "Zara überspringt volle Markt- und Erntefelder" },
    { "G2", "Four of one fruit make two pairs", "Vier einer Frucht sind zwei Paare" },
    { "G4", "“2 farmers in 2 farmlands” means 1 in each", "„2 Bauern in 2 Anbaugebieten“ heißt je 1" },
    { "G8", "“2 farmers in 2 villages” means 1 in each", "„2 Bauern in 2 Dörfern“ heißt je 1" },
  };
  g_autoptr(ArrieroRulesText) en = load ("docs/rules.md");
  g_autoptr(ArrieroRulesText) de = load ("docs/rules.de.md");
  g_autofree char *sources = NULL;
  g_autofree char *catalogue = NULL;

  /* the names are the app's: in the engine's list and the catalogue */
  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", "..", "src", "engine",
                                                           "alp-rule-options.c", NULL),
                                      &sources, NULL, NULL));
  g_assert_true (g_file_get_contents (g_test_get_filename (G_TEST_DIST, "..", "..", "po", "de.po", NULL),
                                      &catalogue, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autofree char *msgid = g_strdup_printf ("N_(\"%s\")", options[i].en);
      g_autofree char *entry = g_strdup_printf ("msgid \"%s\"\nmsgstr \"%s\"\n", options[i].en, options[i].de);

      g_test_message ("%s: %s / %s", options[i].rule, options[i].en, options[i].de);
      g_assert_nonnull (strstr (sources, msgid));
      g_assert_nonnull (strstr (catalogue, entry));
      g_assert_nonnull (strstr (arriero_rules_text_lookup (en, options[i].rule)->text, options[i].en));
      g_assert_nonnull (strstr (arriero_rules_text_lookup (de, options[i].rule)->text, options[i].de));
    }
}

/* Whether @markup is well-formed, as Pango's parser needs it */
static gboolean
markup_ok (const char *markup)
{
  static const GMarkupParser parser = { NULL, };
  g_autofree char *document = g_strconcat ("<markup>", markup, "</markup>", NULL);
  g_autoptr(GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, NULL, NULL);

  return g_markup_parse_context_parse (context, document, -1, NULL) &&
         g_markup_parse_context_end_parse (context, NULL);
}

/* The reader's forms: sections, rules, a section's own text, paragraphs
 * and list items, and inline marks made safe markup */
static void
test_parse (void)
{
  static const char text[] =
    "# Title\n"
    "An introduction nobody shows.\n"
    "\n"
    "## First\n"
    "What the section says.\n"
    "\n"
    "### X1. One rule\n"
    "A line\n"
    "and its continuation.\n"
    "\n"
    "A second paragraph with **bold**, *slanted* and `code` & <tags>.\n"
    "- an item\n"
    "- another\n"
    "\n"
    "## Second\n"
    "### Not a rule heading\n"
    "### Y12. Another rule\n"
    "Unclosed **mark\n"
    "### X1. A repeat\n"
    "Kept, but not found by ID.\n";
  g_autoptr(ArrieroRulesText) rules = arriero_rules_text_new_from_data (text, -1);
  const ArrieroRule *rule;
  g_autofree char *markup = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *unclosed = NULL;

  g_assert_cmpstr (arriero_rules_text_get_title (rules), ==, "Title");
  g_assert_cmpuint (arriero_rules_text_get_n_sections (rules), ==, 2);
  g_assert_cmpstr (arriero_rules_text_get_section (rules, 0)->title, ==, "First");
  g_assert_cmpstr (arriero_rules_text_get_section (rules, 0)->text, ==, "What the section says.");
  g_assert_cmpstr (arriero_rules_text_get_section (rules, 1)->text, ==, "### Not a rule heading");
  g_assert_cmpuint (arriero_rules_text_get_n_rules (rules), ==, 3);

  rule = arriero_rules_text_lookup (rules, "X1");
  g_assert_true (rule == arriero_rules_text_get_rule (rules, 0));
  g_assert_cmpstr (rule->title, ==, "One rule");
  g_assert_cmpuint (rule->section, ==, 0);
  g_assert_cmpstr (rule->text, ==,
                   "A line and its continuation.\n\n"
                   "A second paragraph with **bold**, *slanted* and `code` & <tags>.\n"
                   "• an item\n"
                   "• another");
  markup = arriero_rules_text_to_markup (rule->text);
  g_assert_nonnull (strstr (markup, "<b>bold</b>, <i>slanted</i> and <tt>code</tt> &amp; &lt;tags&gt;."));
  g_assert_true (markup_ok (markup));
  plain = arriero_rules_text_to_plain (rule->text);
  g_assert_nonnull (strstr (plain, "with bold, slanted and code & <tags>."));

  rule = arriero_rules_text_lookup (rules, "Y12");
  g_assert_nonnull (rule);
  g_assert_cmpuint (rule->section, ==, 1);
  unclosed = arriero_rules_text_to_markup (rule->text);
  g_assert_cmpstr (unclosed, ==, "Unclosed <b>mark</b>");
  g_assert_null (arriero_rules_text_lookup (rules, "Z1"));
  g_assert_null (arriero_rules_text_lookup (rules, NULL));
}

/* The language follows the user's, as gettext does: this test runs with
 * LANGUAGE=de */
static void
test_language (void)
{
  g_assert_cmpstr (arriero_rules_text_pick_language (), ==, "de");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/i18n/rules-text/complete", test_complete);
  g_test_add_func ("/i18n/rules-text/engine-rules", test_engine_rules);
  g_test_add_func ("/i18n/rules-text/options", test_options);
  g_test_add_func ("/i18n/rules-text/parse", test_parse);
  g_test_add_func ("/i18n/rules-text/language", test_language);

  return g_test_run ();
}
