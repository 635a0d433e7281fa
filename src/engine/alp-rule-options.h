/* alp-rule-options.h: the table options, the readings of the rules the
 * table chooses when it sets up a game, described for the app
 *
 * Each option names the rule it reads (its ID in the rules reference), a
 * label and a description for the setup and the Rules window, the
 * identifier it has in a saved game's setup, and its default.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-setup.h"

G_BEGIN_DECLS

typedef struct
{
  AlpRuleOptions  flag;
  const char     *id;           /* in the setup's "options" (docs/game-format.md) */
  const char     *rule;         /* the rule's ID: "E1", "N2"... */
  const char     *label;        /* translated */
  const char     *description;  /* translated */
  gboolean        default_on;   /* in a new setup (ALP_RULE_OPTIONS_DEFAULT) */
  gboolean        legacy_on;    /* in a record from before the options (ALP_RULE_OPTIONS_LEGACY) */
} AlpRuleOption;

guint                alp_rule_option_get_n        (void);
const AlpRuleOption *alp_rule_option_get          (guint          index);
const AlpRuleOption *alp_rule_option_find         (AlpRuleOptions flag);
const AlpRuleOption *alp_rule_option_find_by_id   (const char    *id);
const AlpRuleOption *alp_rule_option_next_for_rule (const char   *rule,
                                                    const AlpRuleOption *after);

G_END_DECLS
