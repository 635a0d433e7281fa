/* alp-error.c: the engine's error domains
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "alp-error.h"

typedef struct
{
  const char *rule;   /* static: rule IDs are string literals */
} AlpRuleErrorPrivate;

static void
alp_rule_error_private_init (AlpRuleErrorPrivate *priv)
{
  priv->rule = NULL;
}

static void
alp_rule_error_private_copy (const AlpRuleErrorPrivate *src,
                             AlpRuleErrorPrivate       *dest)
{
  dest->rule = src->rule;
}

static void
alp_rule_error_private_clear (AlpRuleErrorPrivate *priv)
{
}

G_DEFINE_EXTENDED_ERROR (AlpRuleError, alp_rule_error)

typedef struct
{
  char *path;
} AlpEditionErrorPrivate;

static void
alp_edition_error_private_init (AlpEditionErrorPrivate *priv)
{
  priv->path = NULL;
}

static void
alp_edition_error_private_copy (const AlpEditionErrorPrivate *src,
                                AlpEditionErrorPrivate       *dest)
{
  dest->path = g_strdup (src->path);
}

static void
alp_edition_error_private_clear (AlpEditionErrorPrivate *priv)
{
  g_clear_pointer (&priv->path, g_free);
}

G_DEFINE_EXTENDED_ERROR (AlpEditionError, alp_edition_error)

/**
 * alp_rule_error_get_rule:
 *
 * Returns: (nullable): the ID of the rule that stopped a move ("A1"), or
 *   %NULL when @error is not a rule error.
 */
const char *
alp_rule_error_get_rule (const GError *error)
{
  AlpRuleErrorPrivate *priv;

  /* the private getter refuses another domain with a critical */
  if (error == NULL || error->domain != ALP_RULE_ERROR)
    return NULL;

  priv = alp_rule_error_get_private (error);

  return priv != NULL ? priv->rule : NULL;
}

/**
 * alp_edition_error_get_path:
 *
 * Returns: (nullable): the JSON path of the broken or missing item
 *   ("segments[3].sides.four_player"), or %NULL.
 */
const char *
alp_edition_error_get_path (const GError *error)
{
  AlpEditionErrorPrivate *priv;

  if (error == NULL || error->domain != ALP_EDITION_ERROR)
    return NULL;

  priv = alp_edition_error_get_private (error);

  return priv != NULL ? priv->path : NULL;
}

void
alp_set_rule_error (GError           **error,
                    AlpRuleErrorCode   code,
                    const char        *rule,
                    const char        *format,
                    ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  /* Legality checks run millions of times in playouts with no error to
   * fill: do no formatting then. */
  if (error == NULL)
    return;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  if (rule != NULL)
    {
      /* TRANSLATORS: "rule A1: Blue already holds 5 lemons" */
      g_set_error (error, ALP_RULE_ERROR, code, _("rule %s: %s"), rule, reason);
      alp_rule_error_get_private (*error)->rule = rule;
    }
  else
    g_set_error_literal (error, ALP_RULE_ERROR, code, reason);
}

void
alp_set_edition_error (GError              **error,
                       AlpEditionErrorCode   code,
                       const char           *path,
                       const char           *format,
                       ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  if (code == ALP_EDITION_ERROR_MISSING)
    /* TRANSLATORS: the first %s is a JSON path in the edition file */
    g_set_error (error, ALP_EDITION_ERROR, code, _("missing edition data: %s: %s"),
                 path, reason);
  else if (path != NULL && *path != '\0')
    g_set_error (error, ALP_EDITION_ERROR, code, "%s: %s", path, reason);
  else
    g_set_error_literal (error, ALP_EDITION_ERROR, code, reason);

  alp_edition_error_get_private (*error)->path = g_strdup (path);
}
