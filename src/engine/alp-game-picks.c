/* alp-game-picks.c: an action's choices as successive picks
 *
 * alp_game_list_choices() gives every way to fill in an action, one row
 * per combination: "take 2 fruits" is every ordered pair.  A table picks
 * the parts one after the other instead (a farmland, then a fruit; a
 * fruit, then another), so this file turns those rows into a tree of
 * picks: each legal choice becomes a path of picks, choices that come to
 * the same position are kept once, and the parts the rules do not order
 * (the fruits taken, two farmers placed) can be picked in any order.
 * What is offered is still exactly what alp_rules_apply() accepts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-describe-private.h"
#include "alp-game-private.h"

#define MAX_PATH 16

typedef struct
{
  AlpAction action;
  gboolean  missing;            /* the copy lacks an item: the app asks */
  guint8    n;
  AlpPick   path[MAX_PATH];
  guint     refusal;            /* in refused leaves: its reason's index */
} Leaf;

struct _AlpPickTree
{
  AlpActionKind kind;
  GArray       *leaves;         /* Leaf, every order of the unordered parts */
  char         *reason;         /* why nothing is possible, NULL otherwise */
  char         *rule;
  GArray       *refused;        /* Leaf: the choices the rules refuse */
  GPtrArray    *reasons;        /* their reasons, then their rules, in pairs */
};

static void
push (Leaf        *leaf,
      AlpPickKind  kind,
      guint        index)
{
  g_assert (leaf->n < MAX_PATH);
  leaf->path[leaf->n].kind = kind;
  leaf->path[leaf->n].index = index;
  leaf->n++;
}

static void
push_placement (Leaf  *leaf,
                guint  from,
                guint  to,
                guint  fruit)
{
  if (from != ALP_NONE)
    push (leaf, ALP_PICK_FROM, from);
  push (leaf, ALP_PICK_FARMLAND, to);
  push (leaf, ALP_PICK_FRUIT, fruit);
}

static int
compare_picks (gconstpointer a,
               gconstpointer b)
{
  const AlpPick *pa = a, *pb = b;

  return pa->kind != pb->kind ? pa->kind - pb->kind : pa->index - pb->index;
}

static void
swap_picks (AlpPick *a,
            AlpPick *b)
{
  AlpPick t = *a;

  *a = *b;
  *b = t;
}

/* The next of @p's orders, lexically, repeats skipped; FALSE after the last */
static gboolean
next_order (AlpPick *p,
            guint    n)
{
  gint i, j;

  if (n < 2)
    return FALSE;
  for (i = (gint) n - 2; i >= 0 && compare_picks (&p[i], &p[i + 1]) >= 0; i--)
    ;
  if (i < 0)
    return FALSE;
  for (j = (gint) n - 1; compare_picks (&p[j], &p[i]) <= 0; j--)
    ;
  swap_picks (&p[i], &p[j]);
  for (gint a = i + 1, b = (gint) n - 1; a < b; a++, b--)
    swap_picks (&p[a], &p[b]);

  return TRUE;
}

/* Adds @leaf once for every order of its picks from @start on (single
 * picks the rules do not order: fruits) */
static void
add_permutations (GArray *leaves,
                  Leaf   *leaf,
                  guint   start)
{
  qsort (leaf->path + start, leaf->n - start, sizeof (AlpPick), compare_picks);
  do
    g_array_append_vals (leaves, leaf, 1);
  while (next_order (leaf->path + start, leaf->n - start));
}

/* The picks that name @action, appended to @leaves in every order the
 * table may pick them in */
static void
add_leaf (GArray          *leaves,
          const AlpAction *action,
          gboolean         missing)
{
  Leaf leaf = { *action, missing, 0, { { 0 } }, 0 };
  guint start;

  switch (action->kind)
    {
    case ALP_ACTION_ADD_FARMER:
    case ALP_ACTION_MOVE_FARMER:
      {
        guint n = action->kind == ALP_ACTION_ADD_FARMER ? MIN (action->n, 2) : 1;

        for (guint i = 0; i < n; i++)
          push_placement (&leaf, action->from[i], action->to[i], action->fruit[i]);
        g_array_append_vals (leaves, &leaf, 1);
        if (n == 2)
          {
            /* the two farmers in the other order */
            Leaf swapped = { *action, missing, 0, { { 0 } }, 0 };

            push_placement (&swapped, action->from[1], action->to[1], action->fruit[1]);
            push_placement (&swapped, action->from[0], action->to[0], action->fruit[0]);
            if (memcmp (swapped.path, leaf.path, sizeof leaf.path) != 0)
              g_array_append_vals (leaves, &swapped, 1);
          }
        return;
      }

    case ALP_ACTION_SPEND_NORIAS:
      push (&leaf, ALP_PICK_COST, action->cost);
      if (action->cost == 1)
        {
          push (&leaf, ALP_PICK_FRUIT_BACK, action->fruit[0]);
          push (&leaf, ALP_PICK_FRUIT, action->fruit[1]);
        }
      else
        push_placement (&leaf, action->from[0], action->to[0], action->fruit[0]);
      break;

    case ALP_ACTION_IRRIGATE:
      if (action->channel != ALP_NONE)
        push (&leaf, ALP_PICK_CHANNEL, action->channel);
      else
        {
          push (&leaf, ALP_PICK_CHANNEL_SPACE,
                action->shape * 4 + action->dirhams * 2 + action->norias);
          if (action->to[0] != ALP_NONE)
            push (&leaf, ALP_PICK_FARMLAND, action->to[0]);
        }
      push (&leaf, ALP_PICK_CROP, action->crop);
      break;

    case ALP_ACTION_TAKE_FRUIT:
      for (guint i = 0; i < action->n; i++)
        push (&leaf, ALP_PICK_FRUIT, action->fruits[i]);
      add_permutations (leaves, &leaf, 0);
      return;

    case ALP_ACTION_MARKET:
      push (&leaf, ALP_PICK_TOKEN, action->village == ALP_NONE ? ALP_NONE : action->token);
      push (&leaf, ALP_PICK_CARD, action->card);
      start = leaf.n;
      for (guint i = 0; i < action->n; i++)
        push (&leaf, ALP_PICK_FRUIT, action->fruits[i]);
      add_permutations (leaves, &leaf, start);
      return;

    case ALP_ACTION_COMPLETE_GOAL:
      push (&leaf, ALP_PICK_GOAL_SPOT, action->goal_card * ALP_MAX_GOAL_SPOTS + action->goal_spot);
      if (action->from[0] != ALP_NONE)
        push (&leaf, ALP_PICK_FROM, action->from[0]);
      push (&leaf, ALP_PICK_GOAL_TOKEN, action->use_token);
      break;

    case ALP_ACTION_REVEAL_CARD:
      push (&leaf, ALP_PICK_CARD, action->card);
      break;

    case ALP_ACTION_ZARA_CARD:
      if (action->card != ALP_NONE)
        push (&leaf, ALP_PICK_CARD, action->card);
      else
        {
          push (&leaf, ALP_PICK_FRUIT, action->fruit[0]);
          push (&leaf, ALP_PICK_ARROW, action->arrow);
        }
      break;

    case ALP_ACTION_ZARA_ROLL:
      push (&leaf, ALP_PICK_DIE, action->value);
      break;

    case ALP_ACTION_ZARA_CHOOSE:
      push (&leaf, ALP_PICK_VILLAGE, action->village);
      break;

    case ALP_ACTION_MOVE:
      push (&leaf, ALP_PICK_SPACE, action->space * 8 + action->spot);
      break;

    default:
      /* nothing to fill in, or another action offered with this one (a
       * goal token with "complete a goal") */
      push (&leaf, ALP_PICK_ACTION, action->kind);
      break;
    }

  g_array_append_vals (leaves, &leaf, 1);
}

/* Whether @action delivers a token of a village that holds, before it, a
 * token of the same fruit asking for as many fruits: delivering either is
 * the same event for the table, so the first stands for both */
static gboolean
twin_of_earlier_token (const AlpBoard  *board,
                       const AlpState  *state,
                       const AlpAction *action)
{
  const AlpVillageState *village;
  const AlpTokenSetDef *set;
  guint fruit;

  if (action->kind != ALP_ACTION_MARKET || action->village >= ALP_N_REGIONS)
    return FALSE;
  fruit = ALP_TOKEN_FRUIT (action->token);
  if (fruit >= ALP_N_FRUITS || !(set = &board->ed->tokens[fruit])->known)
    return FALSE;
  village = &state->villages[action->village];
  for (guint i = 0; i < village->n_tokens && village->tokens[i] != action->token; i++)
    if (ALP_TOKEN_FRUIT (village->tokens[i]) == fruit &&
        set->counts[ALP_TOKEN_INDEX (village->tokens[i])] == set->counts[ALP_TOKEN_INDEX (action->token)])
      return TRUE;

  return FALSE;
}

static void
add_choices (AlpPickTree *tree,
             AlpGame     *game,
             AlpActionKind kind,
             guint        icon,
             GHashTable  *seen)
{
  const AlpBoard *board = _alp_game_get_board (game);
  const AlpState *state = _alp_game_get_state (game);
  g_autoptr(GArray) choices = alp_game_list_choices (game, kind);

  for (guint i = 0; i < choices->len; i++)
    {
      const AlpChoice *choice = &g_array_index (choices, AlpChoice, i);

      if (kind == ALP_ACTION_ADD_FARMER && icon != ALP_NONE && choice->action.icon != icon)
        continue;
      if (twin_of_earlier_token (board, state, &choice->action))
        continue;
      if (choice->legal)
        {
          AlpState *after = g_new (AlpState, 1);

          /* choices that come to the same position are the same event */
          memcpy (after, state, sizeof *after);
          if (!alp_rules_apply (board, after, &choice->action, NULL))
            g_assert_not_reached ();
          if (g_hash_table_contains (seen, after))
            {
              g_free (after);
              continue;
            }
          g_hash_table_add (seen, after);
        }
      else if (!choice->missing)
        {
          guint first = tree->refused->len;

          if (tree->reason == NULL)
            {
              tree->reason = g_strdup (choice->reason);
              tree->rule = g_strdup (choice->rule);
            }
          /* kept for alp_pick_tree_list_refused(): a target the board
           * shows as refused, with why */
          add_leaf (tree->refused, &choice->action, FALSE);
          for (guint j = first; j < tree->refused->len; j++)
            g_array_index (tree->refused, Leaf, j).refusal = tree->reasons->len;
          g_ptr_array_add (tree->reasons, g_strdup (choice->reason));
          g_ptr_array_add (tree->reasons, g_strdup (choice->rule));
          continue;
        }
      add_leaf (tree->leaves, &choice->action, choice->missing);
    }
}

static guint
state_hash (gconstpointer key)
{
  const guint8 *p = key;
  guint h = 5381;

  for (gsize i = 0; i < sizeof (AlpState); i++)
    h = h * 33 + p[i];

  return h;
}

static gboolean
state_equal (gconstpointer a,
             gconstpointer b)
{
  return memcmp (a, b, sizeof (AlpState)) == 0;
}

/**
 * alp_game_list_picks:
 * @kind: the action to fill in
 * @icon: for %ALP_ACTION_ADD_FARMER, the icon of the stop it uses
 *   (%ALP_NONE: any); ignored otherwise
 *
 * The ways to fill in an action of @kind now, as a tree of picks: ask it
 * with alp_pick_tree_list() what may be picked after the picks made so
 * far, and with alp_pick_tree_get_action() for the action they make.
 * Choices that come to the same position are one, and so are deliveries
 * of two tokens of a fruit asking for as many fruits from one village; the
 * fruits of a choice may be picked in any order, and so may two farmers.  With
 * %ALP_ACTION_COMPLETE_GOAL, taking a goal token is offered too (a pick
 * of %ALP_PICK_ACTION).
 *
 * Returns: (transfer full): the tree; free it with alp_pick_tree_free()
 */
AlpPickTree *
alp_game_list_picks (AlpGame       *self,
                     AlpActionKind  kind,
                     guint          icon)
{
  AlpPickTree *tree;
  g_autoptr(GHashTable) seen = NULL;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (kind < ALP_N_ACTIONS, NULL);

  seen = g_hash_table_new_full (state_hash, state_equal, g_free, NULL);
  tree = g_new0 (AlpPickTree, 1);
  tree->kind = kind;
  tree->leaves = g_array_new (FALSE, FALSE, sizeof (Leaf));
  tree->refused = g_array_new (FALSE, FALSE, sizeof (Leaf));
  tree->reasons = g_ptr_array_new_with_free_func (g_free);
  add_choices (tree, self, kind, icon, seen);
  if (kind == ALP_ACTION_COMPLETE_GOAL)
    add_choices (tree, self, ALP_ACTION_GOAL_TOKEN, ALP_NONE, seen);

  return tree;
}

void
alp_pick_tree_free (AlpPickTree *tree)
{
  if (tree == NULL)
    return;

  g_array_unref (tree->leaves);
  g_array_unref (tree->refused);
  g_ptr_array_unref (tree->reasons);
  g_free (tree->reason);
  g_free (tree->rule);
  g_free (tree);
}

/**
 * alp_pick_tree_is_possible:
 * @reason: (out) (optional): when nothing is possible, the rules' reason
 *   ("rule A3: …"), translated
 * @rule: (out) (optional): and the rule's ID
 *
 * Returns: whether any choice is legal (or needs only an item the copy
 *   does not describe yet)
 */
gboolean
alp_pick_tree_is_possible (AlpPickTree  *tree,
                           const char  **reason,
                           const char  **rule)
{
  g_return_val_if_fail (tree != NULL, FALSE);

  if (reason != NULL)
    *reason = tree->leaves->len > 0 ? NULL : tree->reason;
  if (rule != NULL)
    *rule = tree->leaves->len > 0 ? NULL : tree->rule;

  return tree->leaves->len > 0;
}

static gboolean
has_prefix (const Leaf    *leaf,
            const AlpPick *made,
            guint          n_made)
{
  if (leaf->n < n_made)
    return FALSE;
  for (guint i = 0; i < n_made; i++)
    if (leaf->path[i].kind != made[i].kind || leaf->path[i].index != made[i].index)
      return FALSE;

  return TRUE;
}

/**
 * alp_pick_tree_list:
 * @made: (array length=n_made): the picks made so far
 *
 * What may be picked after @made, each once, in a stable order.  When
 * @made is already a whole choice that others extend (fruits left to take
 * that the table may also leave), the list holds %ALP_PICK_DONE.
 *
 * Returns: (transfer full) (element-type AlpPick): the picks; empty when
 *   @made leads nowhere or is a whole choice nothing extends
 */
GArray *
alp_pick_tree_list (AlpPickTree   *tree,
                    const AlpPick *made,
                    guint          n_made)
{
  GArray *out;
  gboolean done = FALSE, more = FALSE;

  g_return_val_if_fail (tree != NULL, NULL);

  out = g_array_new (FALSE, FALSE, sizeof (AlpPick));
  for (guint i = 0; i < tree->leaves->len; i++)
    {
      const Leaf *leaf = &g_array_index (tree->leaves, Leaf, i);
      gboolean found = FALSE;

      if (!has_prefix (leaf, made, n_made))
        continue;
      if (leaf->n == n_made)
        {
          done = TRUE;
          continue;
        }
      more = TRUE;
      for (guint j = 0; j < out->len && !found; j++)
        found = compare_picks (&g_array_index (out, AlpPick, j), &leaf->path[n_made]) == 0;
      if (!found)
        g_array_append_val (out, leaf->path[n_made]);
    }
  g_array_sort (out, compare_picks);
  if (done && more)
    {
      AlpPick pick = { ALP_PICK_DONE, 0 };

      g_array_append_val (out, pick);
    }

  return out;
}

/**
 * alp_pick_tree_list_refused:
 * @made: (array length=n_made): the picks made so far
 *
 * What the table might try to pick after @made and the rules refuse: a
 * pick that only refused choices follow, each once, with the reason of
 * the first of them ("rule A3: …", translated) and its rule's ID.
 *
 * Returns: (transfer full) (element-type AlpPickRefusal): the refused
 *   picks; their strings belong to @tree
 */
GArray *
alp_pick_tree_list_refused (AlpPickTree   *tree,
                            const AlpPick *made,
                            guint          n_made)
{
  g_autoptr(GArray) legal = NULL;
  GArray *out;

  g_return_val_if_fail (tree != NULL, NULL);

  legal = alp_pick_tree_list (tree, made, n_made);
  out = g_array_new (FALSE, FALSE, sizeof (AlpPickRefusal));
  for (guint i = 0; i < tree->refused->len; i++)
    {
      const Leaf *leaf = &g_array_index (tree->refused, Leaf, i);
      const AlpPick *next;
      gboolean found = FALSE;
      AlpPickRefusal refusal;

      if (leaf->n <= n_made || !has_prefix (leaf, made, n_made))
        continue;
      next = &leaf->path[n_made];
      for (guint j = 0; j < legal->len && !found; j++)
        found = compare_picks (&g_array_index (legal, AlpPick, j), next) == 0;
      for (guint j = 0; j < out->len && !found; j++)
        found = compare_picks (&g_array_index (out, AlpPickRefusal, j).pick, next) == 0;
      if (found)
        continue;
      refusal.pick = *next;
      refusal.reason = g_ptr_array_index (tree->reasons, leaf->refusal);
      refusal.rule = g_ptr_array_index (tree->reasons, leaf->refusal + 1);
      g_array_append_val (out, refusal);
    }

  return out;
}

/**
 * alp_pick_tree_get_action:
 * @made: (array length=n_made): the picks made, the last of them
 *   %ALP_PICK_DONE where alp_pick_tree_list() offered it
 * @action: (out caller-allocates) (optional): the action they make
 * @missing: (out) (optional): whether applying it will ask for an item
 *   of the copy
 *
 * Returns: whether @made is a whole choice
 */
gboolean
alp_pick_tree_get_action (AlpPickTree   *tree,
                          const AlpPick *made,
                          guint          n_made,
                          AlpAction     *action,
                          gboolean      *missing)
{
  g_return_val_if_fail (tree != NULL, FALSE);

  if (n_made > 0 && made[n_made - 1].kind == ALP_PICK_DONE)
    n_made--;
  for (guint i = 0; i < tree->leaves->len; i++)
    {
      const Leaf *leaf = &g_array_index (tree->leaves, Leaf, i);

      if (leaf->n == n_made && has_prefix (leaf, made, n_made))
        {
          if (action != NULL)
            *action = leaf->action;
          if (missing != NULL)
            *missing = leaf->missing;
          return TRUE;
        }
    }

  return FALSE;
}

/**
 * alp_pick_tree_get_n_choices:
 *
 * Returns: how many distinct events the tree offers
 */
guint
alp_pick_tree_get_n_choices (AlpPickTree *tree)
{
  g_autoptr(GPtrArray) actions = g_ptr_array_new ();

  g_return_val_if_fail (tree != NULL, 0);

  for (guint i = 0; i < tree->leaves->len; i++)
    {
      const Leaf *leaf = &g_array_index (tree->leaves, Leaf, i);
      gboolean found = FALSE;

      for (guint j = 0; j < actions->len && !found; j++)
        found = alp_action_equal (g_ptr_array_index (actions, j), &leaf->action);
      if (!found)
        g_ptr_array_add (actions, (gpointer) &leaf->action);
    }

  return actions->len;
}

/**
 * alp_game_describe_pick:
 *
 * Returns: (transfer full): @pick in words, as a button names its target
 *   ("The green farmland", "Take: apple")
 */
char *
alp_game_describe_pick (AlpGame       *self,
                        const AlpPick *pick)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (pick != NULL, NULL);

  return _alp_describe_pick (_alp_game_get_board (self), _alp_game_get_state (self), pick);
}
