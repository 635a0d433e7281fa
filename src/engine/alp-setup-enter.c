/* alp-setup-enter.c: what the table enters while it sets up, and what
 * that tells about its copy
 *
 * The delivery tokens as the table deals them into the villages
 * (alp_setup_enter_tokens()) and each farmland's printed fields, counted
 * per fruit beside its village (alp_setup_enter_fields()): what a copy
 * does not describe yet is learned from them, so the app asks no
 * question for it; what it describes is checked against them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-json-private.h"
#include "alp-setup.h"

/* The most fruit a delivery token asks for (docs/edition-format.md) */
#define MAX_TOKEN_COUNT 10

/* A setup that breaks setup rule @rule */
#define REFUSE(rule, ...)                                                      \
  G_STMT_START {                                                               \
    alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, rule, __VA_ARGS__);     \
    return FALSE;                                                              \
  } G_STMT_END

/* The tokens of @fruit the table entered (@counts, @n of them, the one
 * left over with 2-3 players first when @left_over) as a value of
 * "delivery_tokens.FRUIT" for a copy that does not describe them: the
 * counts in rising order, the token left over the first of its count */
static JsonNode *
tokens_value (const guint8 *counts,
              guint         n,
              gboolean      left_over)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint8 sorted[ALP_TOKENS_PER_FRUIT];
  guint removed = 0;

  memcpy (sorted, counts, n);
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint8 tmp = sorted[j];

        sorted[j] = sorted[j - 1];
        sorted[j - 1] = tmp;
      }
  while (left_over && sorted[removed] != counts[0])
    removed++;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "counts");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (builder, sorted[i]);
  json_builder_end_array (builder);
  if (left_over)
    {
      json_builder_set_member_name (builder, "removed_two_three");
      json_builder_add_int_value (builder, removed);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Gives each token the table entered of a fruit the copy describes the
 * index of an unused token with that count, the one left over first; a
 * token that shows what the setup held there keeps its index (@prefer,
 * G_MAXUINT8 for none), so a deal entered as drawn reads back the same.
 * Returns: FALSE when the copy has no such token left */
static gboolean
match_tokens (const AlpEditionData *ed,
              AlpFruit              fruit,
              const guint8         *counts,
              const guint8         *prefer,
              guint                 n,
              gboolean              left_over,
              guint8               *indices,
              GError              **error)
{
  gboolean used[ALP_TOKENS_PER_FRUIT] = { FALSE, };
  gint removed = ed->tokens[fruit].removed_two_three;

  if (left_over)
    {
      if (ed->tokens[fruit].counts[removed] != counts[0])
        REFUSE ("S2", _("the %s token put back in the box with 2 or 3 players asks for %u, as your copy says"),
                alp_fruit_get_name (fruit, 1), ed->tokens[fruit].counts[removed]);
      used[removed] = TRUE;
      indices[0] = removed;
    }
  for (guint i = left_over ? 1 : 0; i < n; i++)
    {
      guint t = prefer[i];

      indices[i] = G_MAXUINT8;
      if (t < ALP_TOKENS_PER_FRUIT && !used[t] && ed->tokens[fruit].counts[t] == counts[i])
        {
          used[t] = TRUE;
          indices[i] = t;
        }
    }
  for (guint i = left_over ? 1 : 0; i < n; i++)
    {
      guint t;

      if (indices[i] != G_MAXUINT8)
        continue;
      for (t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        if (!used[t] && ed->tokens[fruit].counts[t] == counts[i])
          break;
      if (t == ALP_TOKENS_PER_FRUIT)
        REFUSE ("S3", _("your copy has no more %s tokens asking for %u"),
                alp_fruit_get_name (fruit, 1), counts[i]);
      used[t] = TRUE;
      indices[i] = t;
    }

  return TRUE;
}

/**
 * alp_setup_enter_tokens:
 * @self: the setup
 * @edition: the copy
 * @fruits: the fruit of each token in each village, as the table dealt them
 * @counts: the fruit count printed on each of them
 * @left_over: (nullable): with 2 or 3 players, the count on the token of
 *   each fruit put back in the box (S2)
 * @learned: (nullable) (element-type utf8): the edition paths the tokens
 *   told, for the caller to keep
 * @error: the rule the tokens break
 *
 * Deals the tokens the table entered into the villages of @self (4 or 5
 * a village, by its number of players), each as its fruit and count: the
 * tokens of a fruit the copy does not describe tell their counts (and
 * with 2-3 players the one left over which S2 removes), so no question
 * about them is needed; those of a fruit it describes are matched to its
 * tokens by their counts.
 *
 * Returns: (transfer full) (nullable): the edition with what the tokens
 *   told (@edition again when nothing), or %NULL when 5 tokens of a fruit
 *   are not entered or the copy has no such token
 */
AlpEdition *
alp_setup_enter_tokens (AlpSetup         *self,
                        AlpEdition       *edition,
                        const AlpFruit    fruits[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
                        const guint8      counts[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT],
                        const guint8     *left_over,
                        GPtrArray        *learned,
                        GError          **error)
{
  AlpSide side;
  gboolean two_three;
  guint per_village;
  const AlpEditionData *ed;
  g_autoptr(AlpEdition) result = NULL;
  guint8 codes[ALP_N_REGIONS][ALP_TOKENS_PER_FRUIT];

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);

  side = alp_setup_get_side (self);
  two_three = side == ALP_SIDE_TWO_THREE_PLAYER;
  g_return_val_if_fail (!two_three || left_over != NULL, NULL);
  per_village = two_three ? 4 : 5;
  ed = _alp_edition_get_data (edition);
  result = g_object_ref (edition);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint8 fruit_counts[ALP_TOKENS_PER_FRUIT];
      guint8 prefer[ALP_TOKENS_PER_FRUIT];
      guint8 indices[ALP_TOKENS_PER_FRUIT];
      guint n = 0;
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) value = NULL;

      if (two_three)
        {
          prefer[n] = G_MAXUINT8;
          fruit_counts[n++] = left_over[f];
        }
      for (guint v = 0; v < ALP_N_REGIONS; v++)
        for (guint t = 0; t < per_village; t++)
          if (fruits[v][t] == f)
            {
              guint8 held = t < self->n_village_tokens[v] ? self->village_tokens[v][t] : ALP_NONE;

              if (n == ALP_TOKENS_PER_FRUIT)
                REFUSE ("S3", _("more than %u %s tokens are entered, but your copy has %u"),
                        ALP_TOKENS_PER_FRUIT, alp_fruit_get_name (f, 1), ALP_TOKENS_PER_FRUIT);
              prefer[n] = ALP_TOKEN_FRUIT (held) == f ? ALP_TOKEN_INDEX (held) : G_MAXUINT8;
              fruit_counts[n++] = counts[v][t];
            }
      if (n < ALP_TOKENS_PER_FRUIT)
        REFUSE ("S3", _("only %u %s tokens are entered, but your copy has %u: enter the others"),
                n, alp_fruit_get_name (f, 1), ALP_TOKENS_PER_FRUIT);
      for (guint i = 0; i < n; i++)
        if (fruit_counts[i] < 1 || fruit_counts[i] > MAX_TOKEN_COUNT)
          REFUSE ("S3", _("enter the fruit count on each %s token (1 to %u)"),
                  alp_fruit_get_name (f, 1), MAX_TOKEN_COUNT);

      if (!ed->tokens[f].known)
        {
          path = g_strdup_printf ("delivery_tokens.%s", alp_fruit_to_string (f));
          value = tokens_value (fruit_counts, n, two_three);
        }
      else if (two_three && ed->tokens[f].removed_two_three < 0)
        {
          guint t = 0;

          while (t < ALP_TOKENS_PER_FRUIT && ed->tokens[f].counts[t] != left_over[f])
            t++;
          if (t == ALP_TOKENS_PER_FRUIT)
            REFUSE ("S2", _("your copy has no %s token asking for %u"), alp_fruit_get_name (f, 1), left_over[f]);
          path = g_strdup_printf ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (f));
          value = json_node_init_int (json_node_alloc (), t);
        }
      if (value != NULL)
        {
          g_autoptr(AlpEdition) told = alp_edition_with_value (result, path, value, error);

          if (told == NULL)
            return NULL;
          g_set_object (&result, told);
          if (learned != NULL)
            g_ptr_array_add (learned, g_steal_pointer (&path));
        }

      if (!match_tokens (_alp_edition_get_data (result), f, fruit_counts, prefer, n, two_three, indices, error))
        return NULL;
      n = two_three ? 1 : 0;
      for (guint v = 0; v < ALP_N_REGIONS; v++)
        for (guint t = 0; t < per_village; t++)
          if (fruits[v][t] == f)
            codes[v][t] = ALP_TOKEN (f, indices[n++]);
    }

  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      self->n_village_tokens[v] = per_village;
      memcpy (self->village_tokens[v], codes[v], per_village);
    }

  return g_steal_pointer (&result);
}

/**
 * alp_setup_enter_fields:
 * @edition: the copy
 * @region: the farmland
 * @counts: how many fruit fields of each fruit the farmland shows, as the
 *   table counted them next to its village while setting up
 * @error: why the fields cannot be so (%ALP_RULE_ERROR, rule S5), in
 *   words about the farmland
 *
 * The copy with @region's printed fruit fields (`farmlands.<region>`):
 * the main fruit's fields first, then the others in their order (the
 * order of a farmland's fields does not matter to the rules).  A
 * farmland shows 1 to %ALP_MAX_FIELDS fields, and all the farmlands'
 * fields of a fruit together can take 3 fruits each (S5, with 4
 * players) from the %ALP_FRUITS_PER_TYPE of the game.
 *
 * Returns: (transfer full) (nullable): the edition with the fields, or
 *   %NULL when they cannot be so
 */
AlpEdition *
alp_setup_enter_fields (AlpEdition    *edition,
                        AlpRegion      region,
                        const guint8   counts[ALP_N_FRUITS],
                        GError       **error)
{
  const AlpEditionData *ed;
  guint per_fruit[ALP_N_FRUITS] = { 0, };
  guint total = 0;
  gint over;
  g_autofree char *path = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(GError) local_error = NULL;
  AlpEdition *result;

  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);
  g_return_val_if_fail (region < ALP_N_REGIONS, NULL);
  g_return_val_if_fail (counts != NULL, NULL);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    total += counts[f];
  if (total == 0)
    REFUSE ("S5", _("enter how many fields of each fruit the %s farmland shows"), alp_region_get_name (region));
  if (total > ALP_MAX_FIELDS)
    REFUSE ("S5", _("the %s farmland cannot show %u fields: a farmland has at most %u, count them again"),
            alp_region_get_name (region), total, ALP_MAX_FIELDS);

  ed = _alp_edition_get_data (edition);
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    for (guint i = 0; r != region && ed->farmlands[r].known && i < ed->farmlands[r].n_fields; i++)
      per_fruit[ed->farmlands[r].fields[i]]++;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    per_fruit[f] += counts[f];
  over = _alp_edition_fields_overflow (per_fruit);
  if (over >= 0)
    /* TRANSLATORS: "the farmlands would show 8 apple fields, but the
     * game’s 21 apples fill only 7: count the green farmland’s fields again" */
    REFUSE ("S5", _("the farmlands would show %u %s fields, but the game’s %u %s fill only %u: "
                    "count the %s farmland’s fields again"),
            per_fruit[over], alp_fruit_get_name (over, 1), ALP_FRUITS_PER_TYPE,
            alp_fruit_get_name (over, ALP_FRUITS_PER_TYPE), ALP_FRUITS_PER_TYPE / 3,
            alp_region_get_name (region));

  /* the main fruit first: fruit i is region i's */
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "fields");
  json_builder_begin_array (builder);
  for (guint k = 0; k < ALP_N_FRUITS; k++)
    {
      AlpFruit f = k == 0 ? (AlpFruit) region : (AlpFruit) (k <= region ? k - 1 : k);

      for (guint n = 0; n < counts[f]; n++)
        json_builder_add_string_value (builder, alp_fruit_to_string (f));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  value = json_builder_get_root (builder);

  path = g_strdup_printf ("farmlands.%s", alp_region_to_string (region));
  result = alp_edition_with_value (edition, path, value, &local_error);
  if (result == NULL)
    {
      g_debug ("%s refused: %s", path, local_error->message);
      REFUSE ("S5", _("the %s farmland’s fields cannot be so: count them again"), alp_region_get_name (region));
    }

  return result;
}
