/* alp-rule-options.c: the table options, with their rules, labels and
 * defaults (the one list the setup, the saved game and the Rules window
 * read)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "alp-rule-options.h"

typedef struct
{
  AlpRuleOptions  flag;
  const char     *id;
  const char     *rule;
  const char     *label;
  const char     *description;
} OptionDef;

/* In the order of the bits; the labels are the names the rules reference
 * gives the options */
static const OptionDef defs[ALP_N_RULE_OPTIONS] = {
  { ALP_OPTION_TWO_PAIRS_FOUR_OF_A_KIND, "two-pairs-four-of-a-kind", "A10",
    N_("Four of one fruit make two pairs"),
    N_("The goal “2 pairs” is also met by holding 4 of one fruit. Off: 2 of one fruit and 2 of another.") },
  { ALP_OPTION_TWO_FARMLANDS_ONE_EACH, "two-farmlands-one-each", "A10",
    N_("“2 farmers in 2 farmlands” means 1 in each"),
    N_("The goal is met with a farmer in each of 2 farmlands. Off: 2 farmers in each of 2 farmlands.") },
  { ALP_OPTION_TWO_VILLAGES_ONE_EACH, "two-villages-one-each", "A10",
    N_("“2 farmers in 2 villages” means 1 in each"),
    N_("The goal is met with a farmer in each of 2 villages. Off: 2 farmers in each of 2 villages.") },
  { ALP_OPTION_END_ACTIONS_FIXED_ORDER, "end-actions-fixed-order", "E1",
    N_("End actions in a fixed order"),
    N_("At the end space the market action comes before the goal action. Off: the end space’s actions in any order, as on the other spaces.") },
  { ALP_OPTION_NORIAS_DURING_ACTION, "norias-during-action", "N2",
    N_("Spend norias during the receiving action"),
    N_("An action that would take a player over 5 norias stops at 5: the player may spend norias, then takes the rest; what still exceeds 5 is lost. Nothing else happens in between (A13). Off: norias are spent only before the action, and what exceeds 5 is lost at once.") },
  { ALP_OPTION_PARTIAL_ACTIONS, "partial-actions", "A3",
    N_("Each action of a space is optional in part"),
    N_("On a space that adds 2 farmers a player may add only 1. Off: both farmers are added while a second one can be, though the whole action may be left out.") },
  { ALP_OPTION_SPOTS_ARRIVAL_ORDER, "spots-arrival-order", "T1",
    N_("Spots of a space move in arrival order"),
    N_("Of two mules in one market or harvest space, the one that arrived first moves first. Off: the one on the spot nearer the start moves first (spots are listed from the start’s side).") },
  { ALP_OPTION_GOAL_TOKEN_DECLINABLE, "goal-token-declinable", "A11",
    N_("A goal token may be declined"),
    N_("A player unable to complete any goal may leave the goal token. Off: the token is given, and the turn does not end before it is taken.") },
  { ALP_OPTION_GOAL_TOKEN_BEFORE_GOAL, "goal-token-before-goal", "A12",
    N_("Goal token spent before the goal action"),
    N_("Goal tokens held on arrival may be spent on a complete-goal space before, or without, the space’s own goal action. Off: only after the space’s own goal action has completed a goal.") },
  { ALP_OPTION_ZARA_PASSES_FULL_SPACE, "zara-passes-full-space", "Z3",
    N_("Zara passes a full market or harvest"),
    N_("Zara passes a market or harvest space whose spots are all taken, like an occupied space. Off: she stops at the space’s last spot and acts there.") },
  { ALP_OPTION_LARGE_NORIA_ONE_ITEM, "large-noria-one-item", "E2",
    N_("A large noria sells as 1 item"),
    N_("At the sale of leftovers a large noria counts as 1 item. Off: it counts as 3 items, its worth. Norias come as small pieces; a large one changes hands when the supply has no small one left, and a player spending norias says how many large ones go back.") },
};

static AlpRuleOption options[ALP_N_RULE_OPTIONS];

static void
ensure_options (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;

  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    {
      options[i].flag = defs[i].flag;
      options[i].id = defs[i].id;
      options[i].rule = defs[i].rule;
      options[i].label = g_dgettext (GETTEXT_PACKAGE, defs[i].label);
      options[i].description = g_dgettext (GETTEXT_PACKAGE, defs[i].description);
      options[i].default_on = (ALP_RULE_OPTIONS_DEFAULT & defs[i].flag) != 0;
      options[i].legacy_on = (ALP_RULE_OPTIONS_LEGACY & defs[i].flag) != 0;
    }
  g_once_init_leave (&done, 1);
}

/**
 * alp_rule_option_get_n:
 *
 * Returns: how many table options there are
 */
guint
alp_rule_option_get_n (void)
{
  return ALP_N_RULE_OPTIONS;
}

/**
 * alp_rule_option_get:
 * @index: 0 to alp_rule_option_get_n() - 1, the order of AlpRuleOptions
 *
 * The label and description are translated in the language the process
 * had when the options were first asked for.
 *
 * Returns: (transfer none): the option
 */
const AlpRuleOption *
alp_rule_option_get (guint index)
{
  g_return_val_if_fail (index < ALP_N_RULE_OPTIONS, NULL);

  ensure_options ();
  return &options[index];
}

/**
 * alp_rule_option_find:
 * @flag: one AlpRuleOptions flag
 *
 * Returns: (transfer none) (nullable): its option
 */
const AlpRuleOption *
alp_rule_option_find (AlpRuleOptions flag)
{
  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    if (defs[i].flag == flag)
      return alp_rule_option_get (i);

  return NULL;
}

/**
 * alp_rule_option_find_by_id:
 * @id: an option's identifier in a saved game ("end-actions-fixed-order")
 *
 * Returns: (transfer none) (nullable): its option
 */
const AlpRuleOption *
alp_rule_option_find_by_id (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < ALP_N_RULE_OPTIONS; i++)
    if (g_str_equal (defs[i].id, id))
      return alp_rule_option_get (i);

  return NULL;
}

/**
 * alp_rule_option_next_for_rule:
 * @rule: a rule ID ("A10")
 * @after: (nullable): the option found last, %NULL to start
 *
 * The options that read @rule, one by one: the Rules window shows them
 * next to the rule.
 *
 * Returns: (transfer none) (nullable): the next option of @rule after
 *   @after, %NULL when there is none
 */
const AlpRuleOption *
alp_rule_option_next_for_rule (const char          *rule,
                               const AlpRuleOption *after)
{
  guint start;

  g_return_val_if_fail (rule != NULL, NULL);

  ensure_options ();
  start = after != NULL ? (guint) (after - options) + 1 : 0;
  for (guint i = start; i < ALP_N_RULE_OPTIONS; i++)
    if (g_str_equal (defs[i].rule, rule))
      return &options[i];

  return NULL;
}
