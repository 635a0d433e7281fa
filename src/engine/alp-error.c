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

/* The ID of a rule error, the path of an edition error */
static const char *
detail_of (const GError *error,
           GQuark        domain)
{
  /* the private getters refuse another domain with a critical */
  if (error == NULL || error->domain != domain)
    return NULL;

  return domain == ALP_RULE_ERROR ? alp_rule_error_get_private (error)->rule
                                  : alp_edition_error_get_private (error)->path;
}

/**
 * alp_rule_error_get_rule:
 *
 * Returns: (nullable): the ID of the rule that stopped a move ("A1"), or
 *   %NULL when @error is not a rule error.
 */
const char *
alp_rule_error_get_rule (const GError *error)
{
  return detail_of (error, ALP_RULE_ERROR);
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
  return detail_of (error, ALP_EDITION_ERROR);
}

/* alp_set_rule_error() and alp_set_edition_error(): @detail is the rule
 * ID (a string literal, kept as it is) or the JSON path (copied) */
void
_alp_set_error (GError    **error,
                GQuark      domain,
                int         code,
                const char *detail,
                const char *format,
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

  if (domain == ALP_RULE_ERROR && detail != NULL)
    {
      /* TRANSLATORS: "rule A1: Blue already holds 5 lemons" */
      g_set_error (error, domain, code, _("rule %s: %s"), detail, reason);
      alp_rule_error_get_private (*error)->rule = detail;
    }
  else if (domain == ALP_RULE_ERROR)
    g_set_error_literal (error, domain, code, reason);
  else
    {
      if (code == ALP_EDITION_ERROR_MISSING)
        /* TRANSLATORS: the first %s is a JSON path in the edition file */
        g_set_error (error, domain, code, _("missing edition data: %s: %s"), detail, reason);
      else if (detail != NULL && *detail != '\0')
        g_set_error (error, domain, code, "%s: %s", detail, reason);
      else
        g_set_error_literal (error, domain, code, reason);
      alp_edition_error_get_private (*error)->path = g_strdup (detail);
    }
}
