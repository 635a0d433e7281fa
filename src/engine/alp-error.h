/* alp-error.h: the engine's error domains
 *
 * A rule violation is an expected outcome, reported in ALP_RULE_ERROR with
 * the rule's ID attached; a broken or incomplete edition file is reported in
 * ALP_EDITION_ERROR with the JSON path of the problem attached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ALP_RULE_ERROR (alp_rule_error_quark ())

typedef enum
{
  ALP_RULE_ERROR_ILLEGAL,      /* a rule forbids it; see alp_rule_error_get_rule() */
  ALP_RULE_ERROR_WRONG_TIME,   /* not now: another step of the turn is due first */
  ALP_RULE_ERROR_GAME_OVER,
} AlpRuleErrorCode;

#define ALP_EDITION_ERROR (alp_edition_error_quark ())

typedef enum
{
  ALP_EDITION_ERROR_INVALID,   /* the file is broken: see alp_edition_error_get_path() */
  ALP_EDITION_ERROR_VERSION,   /* written by a newer Arriero */
  ALP_EDITION_ERROR_MISSING,   /* the edition lacks an item the game needs now */
} AlpEditionErrorCode;

GQuark      alp_rule_error_quark        (void);
GQuark      alp_edition_error_quark     (void);

const char *alp_rule_error_get_rule     (const GError *error);
const char *alp_edition_error_get_path  (const GError *error);

/* For the engine: the error's message is only formatted when @error is
 * not %NULL */
void        _alp_set_error              (GError      **error,
                                         GQuark        domain,
                                         int           code,
                                         const char   *detail,
                                         const char   *format,
                                         ...) G_GNUC_PRINTF (5, 6);

/* @rule: a rule ID, a string literal ("A1"), or %NULL */
#define alp_set_rule_error(error, code, rule, ...) \
  _alp_set_error ((error), ALP_RULE_ERROR, (code), (rule), __VA_ARGS__)
/* @path: the JSON path of the item */
#define alp_set_edition_error(error, code, path, ...) \
  _alp_set_error ((error), ALP_EDITION_ERROR, (code), (path), __VA_ARGS__)

G_END_DECLS
