/* alp-action.c: one event of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-action.h"

G_DEFINE_BOXED_TYPE (AlpAction, alp_action, alp_action_copy, alp_action_free)

static const char * const kind_ids[ALP_N_ACTIONS] = {
  "move", "add-farmer", "move-farmer", "irrigate", "take-norias", "take-fruit",
  "take-dirhams", "complete-goal", "goal-token", "market", "harvest", "spend-norias",
  "end-turn", "reveal-card", "zara-roll", "zara-card", "zara-choose",
};

const char *
alp_action_kind_to_string (AlpActionKind kind)
{
  g_return_val_if_fail (kind < ALP_N_ACTIONS, NULL);

  return kind_ids[kind];
}

gboolean
alp_action_kind_from_string (const char    *str,
                             AlpActionKind *kind)
{
  for (guint i = 0; str != NULL && i < ALP_N_ACTIONS; i++)
    if (strcmp (str, kind_ids[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

/**
 * alp_action_init:
 *
 * Sets @self to an action of @kind with every choice left open: regions,
 * fruits and cards at %ALP_NONE, counts at 0.
 */
void
alp_action_init (AlpAction     *self,
                 AlpActionKind  kind)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (kind < ALP_N_ACTIONS);

  memset (self, 0, sizeof *self);
  self->kind = kind;
  self->icon = ALP_NONE;
  memset (self->from, ALP_NONE, sizeof self->from);
  memset (self->to, ALP_NONE, sizeof self->to);
  memset (self->fruit, ALP_NONE, sizeof self->fruit);
  memset (self->fruits, ALP_NONE, sizeof self->fruits);
  self->village = ALP_NONE;
  self->token = ALP_NONE;
  self->card = ALP_NONE;
  self->channel = ALP_NONE;
  self->crop = ALP_NONE;
  self->goal_card = ALP_NONE;
  self->goal_spot = ALP_NONE;
}

AlpAction *
alp_action_new (AlpActionKind kind)
{
  AlpAction *self = g_new (AlpAction, 1);

  alp_action_init (self, kind);

  return self;
}

AlpAction *
alp_action_copy (const AlpAction *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
alp_action_free (AlpAction *self)
{
  g_free (self);
}

gboolean
alp_action_equal (const AlpAction *a,
                  const AlpAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a, b, sizeof *a) == 0;
}

static void
append_region (GString    *str,
               const char *key,
               guint       region)
{
  g_string_append_printf (str, " %s=%s", key,
                          region < 5 ? alp_region_to_string (region) : "none");
}

static void
append_fruit (GString    *str,
              const char *key,
              guint       fruit)
{
  g_string_append_printf (str, " %s=%s", key,
                          fruit < ALP_N_FRUITS ? alp_fruit_to_string (fruit) : "none");
}

/**
 * alp_action_to_string:
 *
 * Returns: a compact, untranslated text for logs and test messages
 */
char *
alp_action_to_string (const AlpAction *self)
{
  GString *str;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->kind < ALP_N_ACTIONS, NULL);

  str = g_string_new (kind_ids[self->kind]);

  switch ((AlpActionKind) self->kind)
    {
    case ALP_ACTION_MOVE:
      g_string_append_printf (str, " space=%u spot=%u", self->space, self->spot);
      break;
    case ALP_ACTION_ADD_FARMER:
      g_string_append_printf (str, " icon=%s",
                              self->icon < ALP_N_ICONS ? alp_icon_to_string (self->icon) : "none");
      for (guint i = 0; i < self->n && i < 2; i++)
        {
          append_region (str, "from", self->from[i]);
          append_region (str, "to", self->to[i]);
          append_fruit (str, "fruit", self->fruit[i]);
        }
      break;
    case ALP_ACTION_MOVE_FARMER:
      append_region (str, "from", self->from[0]);
      append_region (str, "to", self->to[0]);
      append_fruit (str, "fruit", self->fruit[0]);
      break;
    case ALP_ACTION_IRRIGATE:
      g_string_append_printf (str, " channel=%d shape=%u dirhams=%u norias=%u",
                              self->channel == ALP_NONE ? -1 : self->channel, self->shape,
                              self->dirhams, self->norias);
      append_region (str, "to", self->to[0]);
      append_fruit (str, "crop", self->crop);
      break;
    case ALP_ACTION_TAKE_FRUIT:
      for (guint i = 0; i < self->n && i < ALP_MAX_ICONS; i++)
        append_fruit (str, "fruit", self->fruits[i]);
      break;
    case ALP_ACTION_COMPLETE_GOAL:
      g_string_append_printf (str, " card=%u spot=%u token=%u", self->goal_card, self->goal_spot,
                              self->use_token);
      append_region (str, "from", self->from[0]);
      break;
    case ALP_ACTION_MARKET:
      append_region (str, "village", self->village);
      if (self->village != ALP_NONE)
        g_string_append_printf (str, " token=%s#%u",
                                alp_fruit_to_string (MIN (self->token / 8, 4)), self->token % 8);
      g_string_append_printf (str, " card=%d", self->card == ALP_NONE ? -1 : self->card);
      for (guint i = 0; i < self->n && i < ALP_MAX_ICONS; i++)
        append_fruit (str, "fruit", self->fruits[i]);
      break;
    case ALP_ACTION_SPEND_NORIAS:
      g_string_append_printf (str, " cost=%u", self->cost);
      append_region (str, "from", self->from[0]);
      append_region (str, "to", self->to[0]);
      append_fruit (str, "fruit", self->fruit[0]);
      append_fruit (str, "fruit2", self->fruit[1]);
      break;
    case ALP_ACTION_REVEAL_CARD:
      g_string_append_printf (str, " card=%u", self->card);
      break;
    case ALP_ACTION_ZARA_ROLL:
      g_string_append_printf (str, " value=%u", self->value);
      break;
    case ALP_ACTION_ZARA_CARD:
      g_string_append_printf (str, " card=%d arrow=%u", self->card == ALP_NONE ? -1 : self->card,
                              self->arrow);
      append_fruit (str, "fruit", self->fruit[0]);
      break;
    case ALP_ACTION_ZARA_CHOOSE:
      append_region (str, "village", self->village);
      break;
    case ALP_ACTION_TAKE_NORIAS:
    case ALP_ACTION_TAKE_DIRHAMS:
    case ALP_ACTION_GOAL_TOKEN:
    case ALP_ACTION_HARVEST:
    case ALP_ACTION_END_TURN:
    case ALP_N_ACTIONS:
    default:
      break;
    }

  return g_string_free (str, FALSE);
}
