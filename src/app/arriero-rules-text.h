/* arriero-rules-text.h: the rules reference, read by rule ID and section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One rule of docs/rules.md: "### T1. Who moves next" and its text */
typedef struct
{
  char  *id;        /* "T1" */
  char  *title;     /* "Who moves next" */
  char  *text;      /* paragraphs apart by "\n\n", list items by "\n"; inline markdown kept */
  guint  section;   /* index of its section */
} ArrieroRule;

/* A "##" section: its title and the text before its first rule */
typedef struct
{
  char  *title;
  char  *text;
} ArrieroRulesSection;

typedef struct _ArrieroRulesText ArrieroRulesText;

ArrieroRulesText          *arriero_rules_text_new_from_data  (const char        *markdown,
                                                              gssize             length);
ArrieroRulesText          *arriero_rules_text_load           (const char        *language,
                                                              GError           **error);
const char                *arriero_rules_text_pick_language  (void);
void                       arriero_rules_text_free           (ArrieroRulesText  *self);

const char                *arriero_rules_text_get_title      (ArrieroRulesText  *self);
guint                      arriero_rules_text_get_n_sections (ArrieroRulesText  *self);
const ArrieroRulesSection *arriero_rules_text_get_section    (ArrieroRulesText  *self,
                                                              guint              index);
guint                      arriero_rules_text_get_n_rules    (ArrieroRulesText  *self);
const ArrieroRule         *arriero_rules_text_get_rule       (ArrieroRulesText  *self,
                                                              guint              index);
const ArrieroRule         *arriero_rules_text_lookup         (ArrieroRulesText  *self,
                                                              const char        *id);

char                      *arriero_rules_text_to_markup      (const char        *text);
char                      *arriero_rules_text_to_plain       (const char        *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArrieroRulesText, arriero_rules_text_free)

G_END_DECLS
