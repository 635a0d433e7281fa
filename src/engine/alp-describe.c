/* alp-describe.c: events and Zara's turns in words, for people
 *
 * The history list and Zara's instructions read these sentences out to the
 * table, so they say what happened on the board in the board's terms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-describe-private.h"

/* Refused choices are described too, whatever their fields hold */
static const char *
region_name (guint region)
{
  return region < ALP_N_REGIONS ? alp_region_get_name (region) : "?";
}

static const char *
fruit_name (guint fruit,
            guint count)
{
  return fruit < ALP_N_FRUITS ? alp_fruit_get_name (fruit, count) : "?";
}

char *
_alp_describe_position (const AlpBoard *board,
                        guint           space,
                        guint           spot)
{
  const AlpTrackSpace *ts;

  if (space >= board->n_spaces)
    return g_strdup ("?");
  ts = &board->track[space];
  if (ts->def->kind != ALP_SPACE_STANDARD && spot >= ts->def->n_spots)
    return g_strdup ("?");

  switch (ts->def->kind)
    {
    case ALP_SPACE_GO:
      return g_strdup (_("the go space"));
    case ALP_SPACE_END:
      if (!ts->def->spots[spot].value_known)
        /* TRANSLATORS: an end spot whose dirhams the table has not given yet */
        return g_strdup_printf (_("end spot %u (its dirhams not known yet)"), spot + 1);
      return g_strdup_printf (_("the end spot worth %d dirhams"), ts->def->spots[spot].value);
    case ALP_SPACE_MARKET:
      return g_strdup_printf (_("spot %u of the market on segment %u"), spot + 1, ts->position + 1);
    case ALP_SPACE_HARVEST:
      return g_strdup_printf (_("spot %u of the harvest on segment %u"), spot + 1, ts->position + 1);
    case ALP_SPACE_STANDARD:
    default:
      return g_strdup_printf (_("space %u of segment %u"), ts->index + 1, ts->position + 1);
    }
}

static char *
describe_fruits (const guint8 *counts)
{
  GString *str = g_string_new (NULL);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      if (counts[f] == 0)
        continue;
      if (str->len > 0)
        g_string_append (str, ", ");
      /* TRANSLATORS: "2 apples" */
      g_string_append_printf (str, _("%u %s"), counts[f], fruit_name (f, counts[f]));
    }
  if (str->len == 0)
    g_string_append (str, _("no fruit"));

  return g_string_free (str, FALSE);
}

static char *
describe_card (const AlpBoard *board,
               guint           card)
{
  const AlpCardDef *def;
  g_autofree char *front = NULL;

  if (card >= ALP_N_DELIVERY_CARDS)
    return g_strdup ("?");
  def = &board->ed->cards[card];
  front = describe_fruits (def->front);

  /* TRANSLATORS: a delivery card: "card 7 (2 apples, 1 lemon: 3 dirhams)" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "card %u (%s: %d dirham)",
                                       "card %u (%s: %d dirhams)", ABS (def->value)),
                          card + 1, front, def->value);
}

static char *
describe_token (const AlpBoard *board,
                guint           code)
{
  guint fruit = ALP_TOKEN_FRUIT (code);
  guint count;

  if (fruit >= ALP_N_FRUITS || ALP_TOKEN_INDEX (code) >= ALP_TOKENS_PER_FRUIT)
    return g_strdup ("?");
  count = board->ed->tokens[fruit].counts[ALP_TOKEN_INDEX (code)];

  /* TRANSLATORS: a delivery token: "the 3-apple token" */
  return g_strdup_printf (_("the %u-%s token"), count, fruit_name (fruit, 1));
}

static char *
describe_taken_fruit (guint fruit)
{
  if (fruit == ALP_NONE)
    return g_strdup (_("takes no fruit"));

  /* TRANSLATORS: "takes 1 apple" */
  return g_strdup_printf (_("takes 1 %s"), fruit_name (fruit, 1));
}

static char *
describe_placement (const AlpAction *action,
                    guint            i)
{
  g_autofree char *fruit = describe_taken_fruit (action->fruit[i]);

  if (action->from[i] == ALP_NONE)
    /* TRANSLATORS: "adds a farmer to the green farmland and takes 1 apple" */
    return g_strdup_printf (_("adds a farmer to the %s farmland and %s"),
                            region_name (action->to[i]), fruit);

  return g_strdup_printf (_("moves a farmer from the %s farmland to the %s farmland and %s"),
                          region_name (action->from[i]),
                          region_name (action->to[i]), fruit);
}

/**
 * _alp_describe_action:
 * @before: the state the action was applied to
 *
 * Returns: (transfer full): the event in one translated sentence
 */
/* What a channel space shows, as the table describes it without a canal
 * map: "1 dirham and 1 noria", "nothing" */
static char *
describe_channel_print (guint dirhams,
                        guint norias)
{
  g_autofree char *d = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u dirham", "%u dirhams", dirhams), dirhams);
  g_autofree char *n = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u noria", "%u norias", norias), norias);

  if (dirhams > 0 && norias > 0)
    /* TRANSLATORS: "1 dirham and 1 noria", printed on a channel space */
    return g_strdup_printf (_("%s and %s"), d, n);
  if (dirhams > 0)
    return g_steal_pointer (&d);
  if (norias > 0)
    return g_steal_pointer (&n);
  /* TRANSLATORS: a channel space with neither dirhams nor norias */
  return g_strdup (_("no dirhams and no norias"));
}

char *
_alp_describe_action (const AlpBoard  *board,
                      const AlpState  *before,
                      const AlpAction *action)
{
  const char *who = board->names[before->current];

  switch ((AlpActionKind) action->kind)
    {
    case ALP_ACTION_MOVE:
      {
        g_autofree char *where = _alp_describe_position (board, action->space, action->spot);

        return g_strdup_printf (_("%s moves to %s."), who, where);
      }

    case ALP_ACTION_ADD_FARMER:
    case ALP_ACTION_MOVE_FARMER:
      {
        g_autofree char *first = describe_placement (action, 0);
        g_autofree char *second = NULL;

        if (action->kind == ALP_ACTION_ADD_FARMER && action->n > 1)
          {
            second = describe_placement (action, 1);
            /* TRANSLATORS: "Blue adds a farmer to … and adds a farmer to …" */
            return g_strdup_printf (_("%s %s, and %s."), who, first, second);
          }
        return g_strdup_printf ("%s %s.", who, first);
      }

    case ALP_ACTION_IRRIGATE:
      {
        const char *crop = action->crop < ALP_N_FRUITS ? fruit_name (action->crop, 1) : NULL;
        g_autofree char *print = NULL;

        if (board->ed->canal.known && action->channel < board->ed->canal.n_channels)
          {
            const char *id = board->ed->canal.channels[action->channel].id;

            if (crop != NULL)
              return g_strdup_printf (_("%s irrigates channel space %s and places the %s crop token."),
                                      who, id, crop);
            return g_strdup_printf (_("%s irrigates channel space %s."), who, id);
          }
        /* without a canal map the choices differ by what the channel
         * space shows: say it, or they read alike */
        print = describe_channel_print (action->dirhams, action->norias);
        if (action->shape == ALP_CHANNEL_T && crop != NULL && action->to[0] < ALP_N_REGIONS)
          /* TRANSLATORS: "Blue places a T-shaped channel towards the green farmland and the apple crop token; the channel space shows 1 dirham." */
          return g_strdup_printf (_("%s places a T-shaped channel towards the %s farmland and the %s crop token; "
                                    "the channel space shows %s."),
                                  who, region_name (action->to[0]), crop, print);
        if (action->shape == ALP_CHANNEL_T && action->to[0] < ALP_N_REGIONS)
          return g_strdup_printf (_("%s places a T-shaped channel towards the %s farmland; the channel space shows %s."),
                                  who, region_name (action->to[0]), print);
        /* TRANSLATORS: "Blue places a straight channel; the channel space shows 1 dirham and 1 noria." */
        return g_strdup_printf (_("%s places a straight channel; the channel space shows %s."), who, print);
      }

    case ALP_ACTION_TAKE_NORIAS:
      return g_strdup_printf (_("%s takes the norias of the space."), who);

    case ALP_ACTION_TAKE_FRUIT:
      {
        guint8 counts[ALP_N_FRUITS] = { 0 };
        g_autofree char *fruits = NULL;

        for (guint i = 0; i < action->n && i < ALP_MAX_ICONS; i++)
          if (action->fruits[i] < ALP_N_FRUITS)
            counts[action->fruits[i]]++;
        fruits = describe_fruits (counts);
        return g_strdup_printf (_("%s takes %s from the supply."), who, fruits);
      }

    case ALP_ACTION_TAKE_DIRHAMS:
      return g_strdup_printf (_("%s takes the dirhams of the space."), who);

    case ALP_ACTION_COMPLETE_GOAL:
      {
        const char *goal = action->goal_card < ALP_N_GOAL_CARDS
                           ? alp_goal_get_description (board->goals[action->goal_card]) : "";

        if (action->use_token)
          return g_strdup_printf (_("%s spends a goal token to complete the goal “%s”."), who, goal);
        return g_strdup_printf (_("%s completes the goal “%s”."), who, goal);
      }

    case ALP_ACTION_GOAL_TOKEN:
      return g_strdup_printf (_("%s can complete no goal and takes a goal token."), who);

    case ALP_ACTION_MARKET:
      {
        g_autofree char *token = action->village != ALP_NONE ? describe_token (board, action->token) : NULL;
        g_autofree char *card = action->card != ALP_NONE ? describe_card (board, action->card) : NULL;

        if (token != NULL && card != NULL)
          return g_strdup_printf (_("%s delivers to the %s village for %s, and takes delivery %s."),
                                  who, region_name (action->village), token, card);
        if (token != NULL)
          return g_strdup_printf (_("%s delivers to the %s village for %s."),
                                  who, region_name (action->village), token);
        return g_strdup_printf (_("%s takes delivery %s."), who, card);
      }

    case ALP_ACTION_HARVEST:
      return g_strdup_printf (_("%s harvests."), who);

    case ALP_ACTION_SPEND_NORIAS:
      {
        g_autofree char *what = NULL;

        if (action->cost == 1)
          return g_strdup_printf (_("%s spends 1 noria to swap 1 %s for 1 %s."), who,
                                  fruit_name (action->fruit[0], 1),
                                  fruit_name (action->fruit[1], 1));
        what = describe_placement (action, 0);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s spends %u noria and %s.",
                                             "%s spends %u norias and %s.", action->cost),
                                who, action->cost, what);
      }

    case ALP_ACTION_END_TURN:
      return g_strdup_printf (_("%s ends the turn."), who);

    case ALP_ACTION_REVEAL_CARD:
      {
        g_autofree char *card = describe_card (board, action->card);

        return g_strdup_printf (_("The table turns up delivery %s."), card);
      }

    case ALP_ACTION_ZARA_ROLL:
      {
        AlpState after = *before;
        g_autofree char *where = NULL;

        alp_rules_apply (board, &after, action, NULL);
        where = _alp_describe_position (board, after.mules[ALP_ZARA].space, after.mules[ALP_ZARA].spot);
        return g_strdup_printf (_("Zara rolls %u and moves to %s."), action->value, where);
      }

    case ALP_ACTION_ZARA_CARD:
      {
        g_autofree char *card = NULL;

        if (action->card != ALP_NONE)
          {
            card = describe_card (board, action->card);
            return g_strdup_printf (_("The table reports delivery %s for Zara."), card);
          }
        return g_strdup_printf (action->arrow == ALP_ARROW_UP
                                ? _("The table reports a card back for Zara: %s, arrow up.")
                                : _("The table reports a card back for Zara: %s, arrow down."),
                                fruit_name (action->fruit[0], 1));
      }

    case ALP_ACTION_ZARA_CHOOSE:
      return g_strdup_printf (_("Zara’s token comes from the %s village."),
                              region_name (action->village));

    case ALP_N_ACTIONS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
add_token_removal (GStrvBuilder   *lines,
                   const AlpBoard *board,
                   const AlpState *before,
                   const AlpState *after)
{
  for (guint v = 0; v < ALP_N_REGIONS; v++)
    {
      if (after->villages[v].n_tokens >= before->villages[v].n_tokens)
        continue;

      for (guint i = 0; i < before->villages[v].n_tokens; i++)
        {
          guint code = before->villages[v].tokens[i];
          gboolean kept = FALSE;

          for (guint j = 0; j < after->villages[v].n_tokens; j++)
            kept |= after->villages[v].tokens[j] == code;
          if (!kept)
            {
              g_autofree char *token = describe_token (board, code);
              g_autofree char *line = g_strdup_printf (_("Remove %s from the %s village."), token,
                                                       region_name (v));
              g_autofree char *market = g_strdup_printf (_("Move %s to the end of the market card."),
                                                         fruit_name (ALP_TOKEN_FRUIT (code), 1));

              g_strv_builder_add (lines, line);
              g_strv_builder_add (lines, market);
              return;
            }
        }
    }
}

/**
 * _alp_describe_zara_roll:
 *
 * Returns: (transfer full): the first instruction of Zara's turn: the
 *   roll and where it takes her, in the full game and the quick one
 */
char *
_alp_describe_zara_roll (const AlpBoard *board,
                         const AlpState *before,
                         const AlpState *after,
                         guint           value)
{
  AlpPosition from = before->mules[ALP_ZARA];
  AlpPosition to = after->mules[ALP_ZARA];
  g_autofree char *a = _alp_describe_position (board, from.space, from.spot);
  g_autofree char *b = _alp_describe_position (board, to.space, to.spot);

  return g_strdup_printf (_("Roll: %u. Move Zara’s mule from %s to %s."), value, a, b);
}

/**
 * _alp_zara_instructions:
 *
 * Returns: (transfer full): what the table changes on the board for one
 *   of Zara's events, in the order to do it (Z2-Z8)
 */
GStrv
_alp_zara_instructions (const AlpBoard  *board,
                        const AlpState  *before,
                        const AlpState  *after,
                        const AlpAction *action)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();

  switch (action->kind)
    {
    case ALP_ACTION_ZARA_ROLL:
      {
        AlpPosition to = after->mules[ALP_ZARA];
        g_autofree char *line = _alp_describe_zara_roll (board, before, after, action->value);

        g_strv_builder_add (lines, line);
        if (after->phase == ALP_PHASE_ZARA_CARD && after->zara_pending == ALP_SPACE_MARKET)
          g_strv_builder_add (lines, _("Look at the back of the top delivery card and enter its fruit and arrow."));
        else if (after->phase == ALP_PHASE_ZARA_CARD)
          g_strv_builder_add (lines, _("Turn up the top delivery card and enter it."));
        else if (board->track[to.space].def->kind == ALP_SPACE_STANDARD)
          g_strv_builder_add (lines, _("Zara does nothing on a standard space."));
      }
      break;

    case ALP_ACTION_ZARA_CARD:
      if (before->zara_pending == ALP_SPACE_MARKET)
        {
          if (after->phase == ALP_PHASE_ZARA_CHOOSE)
            g_strv_builder_add (lines, _("Two villages hold equal tokens of that fruit: choose which one loses it."));
          else if (memcmp (before->villages, after->villages, sizeof before->villages) == 0)
            g_strv_builder_add (lines, _("No delivery token of that fruit is left: remove nothing."));
          else
            add_token_removal (lines, board, before, after);
        }
      else if (after->phase == ALP_PHASE_ZARA_CARD)
        g_strv_builder_add (lines, _("Look at the back of the new top card and enter its fruit."));
      else
        {
          gboolean removed = FALSE;

          for (guint r = 0; r < ALP_N_REGIONS; r++)
            {
              guint8 gone[ALP_N_FRUITS];
              gboolean any = FALSE;

              for (guint f = 0; f < ALP_N_FRUITS; f++)
                {
                  gone[f] = before->farmlands[r].fruit[f] - after->farmlands[r].fruit[f];
                  any |= gone[f] > 0;
                }
              if (any)
                {
                  g_autofree char *fruits = describe_fruits (gone);
                  g_autofree char *line = g_strdup_printf (_("Remove %s from the %s farmland and return them to the supply."),
                                                           fruits, region_name (r));

                  g_strv_builder_add (lines, line);
                  removed = TRUE;
                }
            }
          if (!removed)
            g_strv_builder_add (lines, _("That farmland holds none of the card’s fruits: remove nothing."));
          g_strv_builder_add (lines, _("Put the turned card face down under the deck."));
        }
      break;

    case ALP_ACTION_ZARA_CHOOSE:
      add_token_removal (lines, board, before, after);
      break;

    default:
      break;
    }

  if (after->mules[ALP_ZARA].space == board->end_space &&
      before->mules[ALP_ZARA].space != board->end_space)
    g_strv_builder_add (lines, _("Zara has arrived: she takes the end spot with the highest value (Z8) and never moves again."));

  return g_strv_builder_end (lines);
}

/* One pick of a choice (alp-game-picks.c), as a button names its target */
char *
_alp_describe_pick (const AlpBoard *board,
                    const AlpState *state,
                    const AlpPick  *pick)
{
  guint i = pick->index;

  switch (pick->kind)
    {
    case ALP_PICK_FARMLAND:
      return g_strdup_printf (_("The %s farmland"), region_name (i));
    case ALP_PICK_FROM:
      if (i == ALP_NONE)
        return g_strdup (_("A farmer from your supply"));
      return g_strdup_printf (_("A farmer from the %s farmland"), region_name (i));
    case ALP_PICK_FRUIT:
      if (i == ALP_NONE)
        return g_strdup (_("No fruit"));
      return g_strdup_printf (_("Take: %s"), fruit_name (i, 1));
    case ALP_PICK_FRUIT_BACK:
      return g_strdup_printf (_("Give back: %s"), fruit_name (i, 1));
    case ALP_PICK_CHANNEL:
      if (board->ed->canal.known && i < board->ed->canal.n_channels)
        return g_strdup_printf (_("Channel space %s"), board->ed->canal.channels[i].id);
      return g_strdup ("?");
    case ALP_PICK_CHANNEL_SPACE:
      /* TRANSLATORS: a channel space without a canal map: its shape, then what it shows */
      return g_strdup_printf (_("%s channel%s%s"),
                              i / 4 == ALP_CHANNEL_T ? _("T-shaped") : _("Straight"),
                              (i & 2) ? _(", dirhams") : "", (i & 1) ? _(", norias") : "");
    case ALP_PICK_CROP:
      if (i == ALP_NONE)
        return g_strdup (_("No crop token"));
      return g_strdup_printf (_("The %s crop token"), fruit_name (i, 1));
    case ALP_PICK_TOKEN:
      if (i == ALP_NONE)
        return g_strdup (_("No delivery token"));
      for (guint v = 0; v < ALP_N_REGIONS; v++)
        for (guint t = 0; t < state->villages[v].n_tokens; t++)
          if (state->villages[v].tokens[t] == i)
            {
              g_autofree char *token = describe_token (board, i);

              /* TRANSLATORS: "the 3-apple token of the green village" */
              return g_strdup_printf (_("%s of the %s village"), token, region_name (v));
            }
      return describe_token (board, i);
    case ALP_PICK_VILLAGE:
      return g_strdup_printf (_("The %s village"), region_name (i));
    case ALP_PICK_CARD:
      if (i == ALP_NONE)
        return g_strdup (_("No delivery card"));
      {
        g_autofree char *card = describe_card (board, i);

        return g_strdup_printf (_("Delivery %s"), card);
      }
    case ALP_PICK_GOAL_SPOT:
      {
        guint card = i / ALP_MAX_GOAL_SPOTS;
        const char *goal = card < ALP_N_GOAL_CARDS ? alp_goal_get_description (board->goals[card]) : "?";

        /* TRANSLATORS: a goal card's spot: "Spot 2 of “Hold 2 pairs…”" */
        return g_strdup_printf (_("Spot %u of “%s”"), i % ALP_MAX_GOAL_SPOTS + 1, goal);
      }
    case ALP_PICK_GOAL_TOKEN:
      return g_strdup (i ? _("Spend a goal token for it") : _("Without a goal token"));
    case ALP_PICK_COST:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Spend %u noria", "Spend %u norias", i), i);
    case ALP_PICK_ARROW:
      return g_strdup (i == ALP_ARROW_UP ? _("Arrow up") : _("Arrow down"));
    case ALP_PICK_DIE:
      return g_strdup_printf (_("The die shows %u"), i);
    case ALP_PICK_SPACE:
      return _alp_describe_position (board, i / 8, i % 8);
    case ALP_PICK_ACTION:
      if (i == ALP_ACTION_GOAL_TOKEN)
        return g_strdup (_("Take a goal token instead"));
      return g_strdup (_("Do it"));
    case ALP_PICK_DONE:
      return g_strdup (_("Nothing more: done"));
    default:
      return g_strdup ("?");
    }
}
