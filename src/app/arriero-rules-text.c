/* arriero-rules-text.c: the rules reference, read by rule ID and section
 *
 * The app shows docs/rules.md (docs/rules.de.md in German) itself: the
 * resource is that file, so the document and the Rules window can never
 * say different things.  This reads its few forms: "# " the title, "## "
 * a section, "### ID. Title" a rule, any other line the text of the rule
 * (or of the section, before its first rule); lines run together into
 * paragraphs, "- " items stay lines of their own.  GLib only: the i18n
 * tests read both languages through it without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "arriero-rules-text.h"

struct _ArrieroRulesText
{
  char       *title;
  GArray     *sections;   /* ArrieroRulesSection */
  GArray     *rules;      /* ArrieroRule */
  GHashTable *by_id;      /* id -> index + 1 */
};

static void
clear_section (gpointer data)
{
  ArrieroRulesSection *section = data;

  g_free (section->title);
  g_free (section->text);
}

static void
clear_rule (gpointer data)
{
  ArrieroRule *rule = data;

  g_free (rule->id);
  g_free (rule->title);
  g_free (rule->text);
}

/* "T1. Who moves next": an upper-case letter and digits, a full stop */
static gboolean
split_rule_heading (const char  *heading,
                    char       **id,
                    char       **title)
{
  const char *p = heading;

  if (!g_ascii_isupper (*p))
    return FALSE;
  for (p++; g_ascii_isdigit (*p); p++)
    ;
  if (p == heading + 1 || *p != '.')
    return FALSE;

  *id = g_strndup (heading, p - heading);
  *title = g_strstrip (g_strdup (p + 1));
  return TRUE;
}

/* Adds @line to the text being gathered in @text */
static void
add_line (GString    *text,
          const char *line,
          gboolean   *in_paragraph)
{
  if (*line == '\0')
    {
      *in_paragraph = FALSE;
      return;
    }

  if (g_str_has_prefix (line, "- "))
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, "• ");
      g_string_append (text, line + 2);
      *in_paragraph = TRUE;   /* a wrapped item goes on in the same line */
      return;
    }

  if (*in_paragraph)
    g_string_append_c (text, ' ');
  else if (text->len > 0)
    g_string_append (text, "\n\n");
  g_string_append (text, line);
  *in_paragraph = TRUE;
}

/* Ends the text gathered for the section or rule before a heading */
static void
flush (ArrieroRulesText *self,
       GString          *text,
       gboolean          in_rule)
{
  char **slot;

  if (in_rule)
    slot = &g_array_index (self->rules, ArrieroRule, self->rules->len - 1).text;
  else if (self->sections->len > 0)
    slot = &g_array_index (self->sections, ArrieroRulesSection, self->sections->len - 1).text;
  else
    slot = NULL;   /* the introduction is for the document's readers */

  if (slot != NULL)
    {
      g_free (*slot);
      *slot = g_strdup (text->str);
    }
  g_string_truncate (text, 0);
}

/**
 * arriero_rules_text_new_from_data:
 *
 * Reads a rules reference in the form of docs/rules.md.  A heading of a
 * rule that is not "ID. Title" is read as a section's text; a repeated ID
 * keeps its first rule for arriero_rules_text_lookup().
 */
ArrieroRulesText *
arriero_rules_text_new_from_data (const char *markdown,
                                  gssize      length)
{
  ArrieroRulesText *self = g_new0 (ArrieroRulesText, 1);
  g_autofree char *copy = length < 0 ? g_strdup (markdown) : g_strndup (markdown, length);
  g_auto(GStrv) lines = g_strsplit (copy, "\n", -1);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean in_rule = FALSE;
  gboolean in_paragraph = FALSE;

  self->sections = g_array_new (FALSE, TRUE, sizeof (ArrieroRulesSection));
  g_array_set_clear_func (self->sections, clear_section);
  self->rules = g_array_new (FALSE, TRUE, sizeof (ArrieroRule));
  g_array_set_clear_func (self->rules, clear_rule);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      char *id, *title;

      if (g_str_has_prefix (line, "### ") &&
          self->sections->len > 0 &&
          split_rule_heading (line + 4, &id, &title))
        {
          ArrieroRule rule = { id, title, NULL, self->sections->len - 1 };

          flush (self, text, in_rule);
          g_array_append_val (self->rules, rule);
          if (!g_hash_table_contains (self->by_id, id))
            g_hash_table_insert (self->by_id, id, GUINT_TO_POINTER (self->rules->len));
          in_rule = TRUE;
          in_paragraph = FALSE;
        }
      else if (g_str_has_prefix (line, "## "))
        {
          ArrieroRulesSection section = { g_strdup (g_strstrip (line + 3)), NULL };

          flush (self, text, in_rule);
          g_array_append_val (self->sections, section);
          in_rule = FALSE;
          in_paragraph = FALSE;
        }
      else if (g_str_has_prefix (line, "# ") && self->title == NULL)
        self->title = g_strdup (g_strstrip (line + 2));
      else
        add_line (text, line, &in_paragraph);
    }
  flush (self, text, in_rule);

  return self;
}

/* The resource of @language ("en" or "de") */
static const char *
resource_of (const char *language)
{
  return g_strcmp0 (language, "de") == 0 ? RESOURCE_PATH "/rules/rules.de.md"
                                         : RESOURCE_PATH "/rules/rules.md";
}

/**
 * arriero_rules_text_load:
 * @language: "en" or "de"; %NULL for arriero_rules_text_pick_language()'s
 *
 * Reads the rules reference of @language from the app's resources.
 */
ArrieroRulesText *
arriero_rules_text_load (const char *language,
                         GError    **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const char *data;

  if (language == NULL)
    language = arriero_rules_text_pick_language ();
  bytes = g_resources_lookup_data (resource_of (language), G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &size);
  return arriero_rules_text_new_from_data (data, size);
}

/**
 * arriero_rules_text_pick_language:
 *
 * The language of the rules reference for the user's languages, in their
 * order as gettext reads them: "de" for German, "en" otherwise.
 */
const char *
arriero_rules_text_pick_language (void)
{
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_has_prefix (names[i], "de"))
        return "de";
      if (g_str_has_prefix (names[i], "en") || strcmp (names[i], "C") == 0 ||
          strcmp (names[i], "POSIX") == 0)
        return "en";
    }

  return "en";
}

void
arriero_rules_text_free (ArrieroRulesText *self)
{
  if (self == NULL)
    return;

  g_hash_table_unref (self->by_id);
  g_array_unref (self->rules);
  g_array_unref (self->sections);
  g_free (self->title);
  g_free (self);
}

const char *
arriero_rules_text_get_title (ArrieroRulesText *self)
{
  return self->title;
}

guint
arriero_rules_text_get_n_sections (ArrieroRulesText *self)
{
  return self->sections->len;
}

const ArrieroRulesSection *
arriero_rules_text_get_section (ArrieroRulesText *self,
                                guint             index)
{
  g_return_val_if_fail (index < self->sections->len, NULL);

  return &g_array_index (self->sections, ArrieroRulesSection, index);
}

guint
arriero_rules_text_get_n_rules (ArrieroRulesText *self)
{
  return self->rules->len;
}

const ArrieroRule *
arriero_rules_text_get_rule (ArrieroRulesText *self,
                             guint             index)
{
  g_return_val_if_fail (index < self->rules->len, NULL);

  return &g_array_index (self->rules, ArrieroRule, index);
}

/**
 * arriero_rules_text_lookup:
 *
 * The rule of ID @id ("T3"), or %NULL.
 */
const ArrieroRule *
arriero_rules_text_lookup (ArrieroRulesText *self,
                           const char       *id)
{
  guint index = id != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (self->by_id, id)) : 0;

  return index > 0 ? &g_array_index (self->rules, ArrieroRule, index - 1) : NULL;
}

/* Runs through @text's inline markdown: **bold**, *italic*, `code`;
 * @markup gives Pango markup, otherwise the marks are dropped */
static char *
convert (const char *text,
         gboolean    markup)
{
  static const struct { const char *mark; const char *open, *close; } marks[] = {
    { "**", "<b>", "</b>" },
    { "*", "<i>", "</i>" },
    { "`", "<tt>", "</tt>" },
  };
  gboolean open[G_N_ELEMENTS (marks)] = { FALSE, };
  GString *out = g_string_new (NULL);
  const char *p = text != NULL ? text : "";

  while (*p != '\0')
    {
      guint m;

      for (m = 0; m < G_N_ELEMENTS (marks); m++)
        if (g_str_has_prefix (p, marks[m].mark))
          break;

      if (m < G_N_ELEMENTS (marks))
        {
          if (markup)
            g_string_append (out, open[m] ? marks[m].close : marks[m].open);
          open[m] = !open[m];
          p += strlen (marks[m].mark);
          continue;
        }

      if (markup && (*p == '<' || *p == '>' || *p == '&'))
        g_string_append (out, *p == '<' ? "&lt;" : *p == '>' ? "&gt;" : "&amp;");
      else
        g_string_append_c (out, *p);
      p++;
    }

  /* an unclosed mark is closed, so the markup always parses */
  for (guint m = G_N_ELEMENTS (marks); m-- > 0;)
    if (markup && open[m])
      g_string_append (out, marks[m].close);

  return g_string_free (out, FALSE);
}

/**
 * arriero_rules_text_to_markup:
 *
 * A rule's text as Pango markup.
 */
char *
arriero_rules_text_to_markup (const char *text)
{
  return convert (text, TRUE);
}

/**
 * arriero_rules_text_to_plain:
 *
 * A rule's text without its marks, for searching.
 */
char *
arriero_rules_text_to_plain (const char *text)
{
  return convert (text, FALSE);
}
