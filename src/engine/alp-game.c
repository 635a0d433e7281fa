/* alp-game.c: one game of Alpujarras, as the table plays it
 *
 * AlpGame holds the edition, the setup and the state of a game and applies
 * the table's actions through the rules.  It answers the app's questions
 * (whose turn, what is where, what an event did) from that state; where the
 * mule may go and which choices an action has are listed in
 * alp-game-choices.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-describe-private.h"
#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-game-private.h"
#include "alp-history-private.h"
#include "alp-quick-private.h"

struct _AlpGame
{
  GObject     parent_instance;

  AlpEdition *edition;
  AlpSetup   *setup;
  AlpBoard    board;
  AlpState    state;
  AlpState    initial;     /* before the first event: undo replays from here */
  GArray     *events;      /* AlpAction, every event applied */
  GArray     *mules;       /* guint8: whose turn each event was in */
  GArray     *undone;      /* AlpAction taken back; the last one is the next redo */
  AlpHistory *history;
  guint       n_announced; /* events the history has told its listeners of */
};

G_DEFINE_FINAL_TYPE (AlpGame, alp_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EDITION,
  PROP_PHASE,
  PROP_CURRENT,
  PROP_N_EVENTS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
alp_game_finalize (GObject *object)
{
  AlpGame *self = (AlpGame *) object;

  if (self->history != NULL)
    _alp_history_detach (self->history);
  g_clear_object (&self->history);
  g_clear_object (&self->edition);
  g_clear_pointer (&self->setup, alp_setup_free);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->mules, g_array_unref);
  g_clear_pointer (&self->undone, g_array_unref);

  G_OBJECT_CLASS (alp_game_parent_class)->finalize (object);
}

static void
alp_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AlpGame *self = ALP_GAME (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      g_value_set_object (value, self->edition);
      break;
    case PROP_PHASE:
      g_value_set_enum (value, self->state.phase);
      break;
    case PROP_CURRENT:
      g_value_set_uint (value, self->state.current);
      break;
    case PROP_N_EVENTS:
      g_value_set_uint (value, self->state.n_events);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, alp_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, alp_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
alp_game_class_init (AlpGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = alp_game_finalize;
  object_class->get_property = alp_game_get_property;

  /**
   * AlpGame:edition:
   *
   * The edition the game is played on.  It changes when the table
   * describes more of its copy (alp_game_set_edition()): views redraw
   * what it shows.
   */
  properties[PROP_EDITION] =
    g_param_spec_object ("edition", NULL, NULL, ALP_TYPE_EDITION,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * AlpGame:phase:
   *
   * Whose step is due: the mule to move, the table to turn up a card or
   * roll for Zara; %ALP_PHASE_OVER once every mule has finished.
   */
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, ALP_TYPE_PHASE, ALP_PHASE_MOVE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_uint ("current", NULL, NULL, 0, ALP_MAX_MULES, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_EVENTS] =
    g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AlpGame::changed:
   *
   * Emitted after every change of the game: an event applied, undone,
   * redone or rewound, and a new edition (alp_game_set_edition()), which
   * changes what the game shows and offers without a new event.  Views
   * follow this one signal, after the property notifies.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
alp_game_init (AlpGame *self)
{
  self->events = g_array_new (FALSE, FALSE, sizeof (AlpAction));
  self->mules = g_array_new (FALSE, FALSE, sizeof (guint8));
  self->undone = g_array_new (FALSE, FALSE, sizeof (AlpAction));
  self->history = _alp_history_new (self);
}

/**
 * alp_game_new:
 *
 * Starts a game on @edition, laid out as @setup says.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with a rule error
 *   naming the setup rule broken, or %ALP_EDITION_ERROR_MISSING naming the
 *   edition item needed
 */
AlpGame *
alp_game_new (AlpEdition     *edition,
              const AlpSetup *setup,
              GError        **error)
{
  g_autoptr(AlpGame) self = NULL;

  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  if (!alp_setup_validate (setup, edition, error))
    return NULL;

  self = g_object_new (ALP_TYPE_GAME, NULL);
  self->edition = g_object_ref (edition);
  self->setup = alp_setup_copy (setup);

  if (!alp_board_init (&self->board, _alp_edition_get_data (edition), self->setup, error))
    return NULL;
  alp_state_init (&self->state, &self->board, self->setup);
  self->initial = self->state;

  return g_steal_pointer (&self);
}

AlpEdition *
alp_game_get_edition (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  return self->edition;
}

const AlpSetup *
alp_game_get_setup (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  return self->setup;
}

guint
alp_game_get_n_players (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->board.n_players;
}

guint
alp_game_get_n_mules (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->board.n_mules;
}

const char *
alp_game_get_mule_name (AlpGame *self,
                        guint    mule)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (mule < self->board.n_mules, NULL);

  return self->board.names[mule];
}

guint
alp_game_get_n_spaces (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->board.n_spaces;
}

AlpSpaceKind
alp_game_get_space_kind (AlpGame *self,
                         guint    space)
{
  g_return_val_if_fail (ALP_IS_GAME (self), ALP_SPACE_STANDARD);
  g_return_val_if_fail (space < self->board.n_spaces, ALP_SPACE_STANDARD);

  return self->board.track[space].def->kind;
}

AlpPhase
alp_game_get_phase (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), ALP_PHASE_OVER);

  return self->state.phase;
}

/**
 * alp_game_get_current:
 *
 * Returns: the mule whose turn it is (T1); meaningless once the game is over
 */
guint
alp_game_get_current (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->state.current;
}

gboolean
alp_game_is_zara (AlpGame *self,
                  guint    mule)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return alp_rules_is_zara (&self->board, mule);
}

AlpPosition
alp_game_get_position (AlpGame *self,
                       guint    mule)
{
  AlpPosition pos = { 0, 0 };

  g_return_val_if_fail (ALP_IS_GAME (self), pos);
  g_return_val_if_fail (mule < self->board.n_mules, pos);

  pos.space = self->state.mules[mule].space;
  pos.spot = self->state.mules[mule].spot;

  return pos;
}

guint
alp_game_get_n_events (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->state.n_events;
}

const AlpBoard *
_alp_game_get_board (AlpGame *self)
{
  return &self->board;
}

const AlpState *
_alp_game_get_state (AlpGame *self)
{
  return &self->state;
}

static void
notify_changes (AlpGame        *self,
                const AlpState *before,
                gboolean        could_undo,
                gboolean        could_redo)
{
  guint n = self->events->len;

  /* The history first: a list that shows it is current when the rest
   * of the window reacts to the notifies. */
  if (self->n_announced != n)
    {
      guint old = self->n_announced;

      self->n_announced = n;
      if (n > old)
        _alp_history_changed (self->history, old, 0, n - old);
      else
        _alp_history_changed (self->history, n, old - n, 0);
    }

  if (before->phase != self->state.phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (before->current != self->state.current)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  if (before->n_events != self->state.n_events)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  if (could_undo != alp_game_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != alp_game_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);

  g_signal_emit (self, signals[CHANGED], 0);
}

/* The playout applies actions itself, for speed, then hands over the
 * state; the events it recorded are announced here. */
void
_alp_game_set_state (AlpGame        *self,
                     const AlpState *state)
{
  AlpState before = self->state;

  self->state = *state;
  notify_changes (self, &before, before.n_events > 0, self->undone->len > 0);
}

/* A new event: the redo list survives only if the event is its next one */
void
_alp_game_record (AlpGame         *self,
                  const AlpAction *action,
                  guint            mule)
{
  guint8 m = mule;

  if (self->undone->len > 0)
    {
      const AlpAction *next = &g_array_index (self->undone, AlpAction, self->undone->len - 1);

      if (alp_action_equal (next, action))
        g_array_set_size (self->undone, self->undone->len - 1);
      else
        g_array_set_size (self->undone, 0);
    }

  g_array_append_val (self->events, *action);
  g_array_append_val (self->mules, m);
}

guint
_alp_game_get_event_mule (AlpGame *self,
                          guint    index)
{
  g_return_val_if_fail (index < self->mules->len, 0);

  return g_array_index (self->mules, guint8, index);
}

/* How many of the first @n events are rolls of Zara's die: the number of
 * the next roll */
static guint
count_rolls (const AlpAction *events,
             guint            n)
{
  guint rolls = 0;

  for (guint i = 0; i < n; i++)
    rolls += events[i].kind == ALP_ACTION_ZARA_ROLL;

  return rolls;
}

/**
 * _alp_game_check_die:
 * @roll: the roll's number in the game, from 0
 *
 * A roll of the app's die must be the one the setup's seed gives for it,
 * so no one can re-roll by editing a record (or by undoing: the same roll
 * number gives the same value).
 */
gboolean
_alp_game_check_die (const AlpSetup   *setup,
                     const AlpAction  *action,
                     guint             roll,
                     GError          **error)
{
  if (action->kind != ALP_ACTION_ZARA_ROLL || action->die != ALP_DIE_APP)
    return TRUE;

  if (setup->seed == 0)
    {
      alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, "Z2",
                          _("this game has no seed for the app’s die: enter the physical die"));
      return FALSE;
    }
  if (action->value != alp_setup_roll (setup->seed, roll))
    {
      alp_set_rule_error (error, ALP_RULE_ERROR_ILLEGAL, "Z2",
                          _("the app’s die shows %u for roll %u of this game, not %u"),
                          alp_setup_roll (setup->seed, roll), roll + 1, action->value);
      return FALSE;
    }

  return TRUE;
}

/**
 * alp_game_get_app_roll:
 * @action: (out caller-allocates): the roll, a %ALP_ACTION_ZARA_ROLL from
 *   %ALP_DIE_APP
 *
 * The app's die for Zara's roll now due: drawn from the setup's seed by
 * the roll's number in the game, so it is the same however often the roll
 * is undone and rolled again, and a replay checks it.
 *
 * Returns: %FALSE when it is not Zara's roll, or the game has no seed (a
 *   record older than the seeded die): then only the physical die is
 *   entered
 */
gboolean
alp_game_get_app_roll (AlpGame   *self,
                       AlpAction *action)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->state.phase != ALP_PHASE_ZARA_ROLL || self->setup->seed == 0)
    return FALSE;

  alp_action_init (action, ALP_ACTION_ZARA_ROLL);
  action->die = ALP_DIE_APP;
  action->value = alp_setup_roll (self->setup->seed,
                                  count_rolls ((const AlpAction *) self->events->data,
                                               self->events->len));
  return TRUE;
}

/**
 * alp_game_get_n_rolls:
 *
 * Returns: how many times Zara's die was rolled so far
 */
guint
alp_game_get_n_rolls (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return count_rolls ((const AlpAction *) self->events->data, self->events->len);
}

/**
 * alp_game_is_turn_again:
 *
 * Whether the mule whose turn it is took the turn before too: it is still
 * the furthest back (T1), as Zara often is after a short roll.
 *
 * Returns: %TRUE at the start of a turn that follows one of the same mule
 */
gboolean
alp_game_is_turn_again (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  if (self->mules->len == 0 ||
      (self->state.phase != ALP_PHASE_MOVE && self->state.phase != ALP_PHASE_ZARA_ROLL))
    return FALSE;

  return g_array_index (self->mules, guint8, self->mules->len - 1) == self->state.current;
}

/**
 * alp_game_apply:
 *
 * Applies one action of the table.  A refused action changes nothing and
 * reports the rule that forbids it (%ALP_RULE_ERROR, see
 * alp_rule_error_get_rule()) or the edition item that is needed
 * (%ALP_EDITION_ERROR_MISSING).  Redo survives an action that is the next
 * one taken back; any other action ends it.
 */
gboolean
alp_game_apply (AlpGame         *self,
                const AlpAction *action,
                GError         **error)
{
  AlpState before;
  gboolean could_undo, could_redo;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (action->kind < ALP_N_ACTIONS, FALSE);

  before = self->state;
  could_undo = alp_game_can_undo (self);
  could_redo = alp_game_can_redo (self);
  if (!alp_rules_apply (&self->board, &self->state, action, error))
    return FALSE;
  if (!_alp_game_check_die (self->setup, action, alp_game_get_n_rolls (self), error))
    {
      self->state = before;
      return FALSE;
    }

  _alp_game_record (self, action, before.current);
  notify_changes (self, &before, could_undo, could_redo);

  return TRUE;
}

/* The board of @edition for the game's setup; the board points into the
 * edition's data */
static gboolean
board_of (AlpGame     *self,
          AlpEdition  *edition,
          AlpBoard    *board,
          GError     **error)
{
  if (!alp_setup_validate (self->setup, edition, error) ||
      !alp_board_init (board, _alp_edition_get_data (edition), self->setup, error))
    {
      if (error != NULL && (*error)->domain == ALP_RULE_ERROR)
        g_prefix_error (error, "setup: ");
      return FALSE;
    }

  return TRUE;
}

/* Every event applied again from @state, in order, then every event taken
 * back, after them (redo must not offer what the rules refuse); @state
 * is left after the events.  On failure, @prefix is the start of a
 * message that names the event refused */
static gboolean
replay_all (AlpGame        *self,
            const AlpBoard *board,
            AlpState       *state,
            char          **prefix,
            GError        **error)
{
  AlpState scratch;

  for (guint i = 0; i < self->events->len; i++)
    if (!alp_rules_apply (board, state, &g_array_index (self->events, AlpAction, i), error))
      {
        /* TRANSLATORS: the start of an error message, "event 12: rule A1: …" */
        *prefix = g_strdup_printf (_("event %u: "), i + 1);
        return FALSE;
      }

  scratch = *state;
  for (guint i = self->undone->len; i > 0; i--)
    if (!alp_rules_apply (board, &scratch, &g_array_index (self->undone, AlpAction, i - 1), error))
      {
        /* TRANSLATORS: the start of an error message, "undone event 2: rule T3: …" */
        *prefix = g_strdup_printf (_("undone event %u: "), self->undone->len - i + 1);
        return FALSE;
      }

  return TRUE;
}

/* The game's setup and events on @edition: its @board, the @initial
 * state and the @state after every event, each event taken back checked
 * too.  On a refused event, @prefix names it */
static gboolean
replay_on (AlpGame     *self,
           AlpEdition  *edition,
           AlpBoard    *board,
           AlpState    *initial,
           AlpState    *state,
           char       **prefix,
           GError     **error)
{
  if (!board_of (self, edition, board, error))
    return FALSE;
  alp_state_init (initial, board, self->setup);
  *state = *initial;

  return replay_all (self, board, state, prefix, error);
}

/**
 * alp_game_test_edition:
 * @edition: the copy with an answer in it
 * @error: why the game would not replay on it
 *
 * Whether alp_game_set_edition() would take @edition, without changing
 * the game: the setup is still valid, and every event and every event
 * taken back applies again on it.  A question asked in the middle of a
 * game checks its answer with this before it is saved: a card described
 * with a back other than the one the table reported for it (Z6, Z7) is
 * refused at the question, not after it.  @error is then the rule's
 * refusal (%ALP_RULE_ERROR) as the rules give it; alp_game_set_edition()
 * names the event refused before it.
 *
 * Returns: %TRUE when the game replays on @edition
 */
gboolean
alp_game_test_edition (AlpGame     *self,
                       AlpEdition  *edition,
                       GError     **error)
{
  g_autofree char *prefix = NULL;
  AlpBoard board;
  AlpState initial, state;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (ALP_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (edition == self->edition)
    return TRUE;

  return replay_on (self, edition, &board, &initial, &state, &prefix, error);
}

/**
 * alp_game_set_edition:
 * @edition: the edition to play on from now: the same copy with more of it
 *   described (see alp_edition_with_value()), or corrected
 * @error: the reason the game does not replay under @edition: the setup's
 *   error (a rule error prefixed "setup: ", or the
 *   %ALP_EDITION_ERROR_MISSING of an item the layout needs), the rules'
 *   error of the first event that no longer applies, prefixed "event N: ",
 *   or of an event taken back, prefixed "undone event N: " (N counted from
 *   1, the next redo first)
 *
 * Replaces the game's edition, provided the game replays exactly under the
 * new one: the setup is still valid, every event applies again in order,
 * and so does every event taken back, after them.  This is how the table's
 * answer to an %ALP_EDITION_ERROR_MISSING takes effect in the middle of a
 * game: the app puts the answer into the edition with
 * alp_edition_with_value(), sets the result here, then applies again the
 * action that lacked it.
 *
 * Describing what was unknown always succeeds, as no event could have
 * used it.  A correction of an item that events used is refused when one
 * of them no longer applies (a card taken whose front now asks for fruits
 * its taker did not have); when they all still apply, the game follows
 * the correction (a corrected market bonus changes the dirhams of those
 * who delivered there).  On success, history items whose description
 * changed are announced as changed, and #AlpGame:edition is notified, with
 * any other property that changed.  On failure nothing changes.
 *
 * Returns: %TRUE when the game is now played on @edition
 */
gboolean
alp_game_set_edition (AlpGame     *self,
                      AlpEdition  *edition,
                      GError     **error)
{
  g_autoptr(GArray) mules = NULL;
  g_autofree char *prefix = NULL;
  AlpBoard board;
  AlpState initial, state, old_state, before;
  gboolean could_undo, could_redo;
  guint first_changed = G_MAXUINT, last_changed = 0;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);
  g_return_val_if_fail (ALP_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (edition == self->edition)
    return TRUE;

  if (!replay_on (self, edition, &board, &initial, &state, &prefix, error))
    {
      /* a setup the edition refuses names no event */
      if (prefix != NULL)
        g_prefix_error (error, "%s", prefix);
      return FALSE;
    }

  /* Replayed once more side by side with the current edition, to tell the
   * history which events now read differently */
  mules = g_array_sized_new (FALSE, FALSE, sizeof (guint8), self->events->len);
  state = initial;
  old_state = self->initial;
  for (guint i = 0; i < self->events->len; i++)
    {
      const AlpAction *event = &g_array_index (self->events, AlpAction, i);
      g_autofree char *old_text = _alp_describe_action (&self->board, &old_state, event);
      g_autofree char *new_text = _alp_describe_action (&board, &state, event);
      guint8 mule = state.current;

      if (mule != g_array_index (self->mules, guint8, i) || g_strcmp0 (old_text, new_text) != 0)
        {
          first_changed = MIN (first_changed, i);
          last_changed = i;
        }
      g_array_append_val (mules, mule);

      if (!alp_rules_apply (&board, &state, event, NULL) ||
          !alp_rules_apply (&self->board, &old_state, event, NULL))
        g_critical ("event %u no longer applies on replay", i + 1);
    }

  before = self->state;
  could_undo = alp_game_can_undo (self);
  could_redo = alp_game_can_redo (self);

  self->board = board;
  self->initial = initial;
  self->state = state;
  g_array_set_size (self->mules, 0);
  g_array_append_vals (self->mules, mules->data, mules->len);
  g_set_object (&self->edition, edition);

  /* Only what the history has announced can have changed for its listeners */
  last_changed = MIN (last_changed + 1, self->n_announced);
  if (first_changed < last_changed)
    _alp_history_changed (self->history, first_changed, last_changed - first_changed,
                          last_changed - first_changed);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITION]);
  notify_changes (self, &before, could_undo, could_redo);

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* History                                                              */

const AlpAction *
alp_game_get_event (AlpGame *self,
                    guint    index)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  return &g_array_index (self->events, AlpAction, index);
}

guint
alp_game_get_n_undone (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), 0);

  return self->undone->len;
}

/**
 * alp_game_get_undone:
 * @index: 0 for the next redo
 */
const AlpAction *
alp_game_get_undone (AlpGame *self,
                     guint    index)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->undone->len, NULL);

  return &g_array_index (self->undone, AlpAction, self->undone->len - 1 - index);
}

/**
 * alp_game_set_undone:
 * @actions: (array length=n_actions): the redo list, the next redo first
 *
 * Restores a redo list, as saved with the game.  Nothing is checked until
 * a redo applies them.
 */
void
alp_game_set_undone (AlpGame         *self,
                     const AlpAction *actions,
                     guint            n_actions)
{
  AlpState before;
  gboolean could_redo;

  g_return_if_fail (ALP_IS_GAME (self));
  g_return_if_fail (actions != NULL || n_actions == 0);

  before = self->state;
  could_redo = alp_game_can_redo (self);
  g_array_set_size (self->undone, 0);
  for (guint i = n_actions; i > 0; i--)
    g_array_append_val (self->undone, actions[i - 1]);
  notify_changes (self, &before, alp_game_can_undo (self), could_redo);
}

gboolean
alp_game_can_undo (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return self->events->len > 0;
}

gboolean
alp_game_can_redo (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return self->undone->len > 0;
}

/**
 * _alp_game_get_initial:
 *
 * Returns: the position before the first event
 */
const AlpState *
_alp_game_get_initial (AlpGame *self)
{
  return &self->initial;
}

/* The state after the first @n events: the same replay a saved game gets,
 * so undo never re-rolls a die or turns up another card. */
static void
replay (AlpGame  *self,
        guint     n,
        AlpState *out)
{
  *out = self->initial;
  for (guint i = 0; i < n; i++)
    if (!alp_rules_apply (&self->board, out, &g_array_index (self->events, AlpAction, i), NULL))
      g_critical ("event %u no longer applies on replay", i + 1);
}

/**
 * alp_game_rewind:
 * @n_events: how many events to keep
 *
 * Takes back every event after the first @n_events; they can be redone
 * in order.
 *
 * Returns: %TRUE if anything was taken back
 */
gboolean
alp_game_rewind (AlpGame *self,
                 guint    n_events)
{
  AlpState before;
  gboolean could_undo, could_redo;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  if (n_events >= self->events->len)
    return FALSE;

  before = self->state;
  could_undo = alp_game_can_undo (self);
  could_redo = alp_game_can_redo (self);
  for (guint i = self->events->len; i > n_events; i--)
    g_array_append_val (self->undone, g_array_index (self->events, AlpAction, i - 1));
  g_array_set_size (self->events, n_events);
  g_array_set_size (self->mules, n_events);
  replay (self, n_events, &self->state);
  notify_changes (self, &before, could_undo, could_redo);

  return TRUE;
}

/**
 * alp_game_undo:
 *
 * Takes back the last event.
 *
 * Returns: %FALSE when there is nothing to take back
 */
gboolean
alp_game_undo (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return self->events->len > 0 && alp_game_rewind (self, self->events->len - 1);
}

/**
 * alp_game_redo:
 *
 * Applies again the last event taken back, exactly as it was (the same
 * die roll, the same card).
 *
 * Returns: %FALSE when there is nothing to redo, or when the edition now
 *   lacks what it needs
 */
gboolean
alp_game_redo (AlpGame  *self,
               GError  **error)
{
  AlpAction next;

  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  if (self->undone->len == 0)
    return FALSE;

  next = g_array_index (self->undone, AlpAction, self->undone->len - 1);

  return alp_game_apply (self, &next, error);
}

/**
 * alp_game_get_history:
 *
 * Returns: (transfer none): the events, as #AlpEvent items
 */
GListModel *
alp_game_get_history (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  return G_LIST_MODEL (self->history);
}

/**
 * alp_game_describe_event:
 *
 * Returns: (transfer full): what happened, in words ("Blue adds a farmer
 *   to the green farmland and takes an apple")
 */
char *
alp_game_describe_event (AlpGame *self,
                         guint    index)
{
  AlpState before;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  replay (self, index, &before);

  return _alp_describe_action (&self->board, &before,
                               &g_array_index (self->events, AlpAction, index));
}

/**
 * alp_game_describe_action:
 *
 * Returns: (transfer full): what @action would do now, in words, for
 *   buttons and lists of choices
 */
char *
alp_game_describe_action (AlpGame         *self,
                          const AlpAction *action)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL && action->kind < ALP_N_ACTIONS, NULL);

  return _alp_describe_action (&self->board, &self->state, action);
}

/**
 * alp_game_describe_position:
 *
 * Returns: (transfer full): a place on the track in words
 */
char *
alp_game_describe_position (AlpGame *self,
                            guint    space,
                            guint    spot)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);
  g_return_val_if_fail (space < self->board.n_spaces, NULL);

  return _alp_describe_position (&self->board, space, spot);
}

/**
 * alp_game_get_instructions:
 *
 * What the table must change on the board for Zara's last turn (or the
 * one under way), as numbered, translated sentences.
 *
 * Returns: (transfer full): the instructions, empty when Zara has not
 *   moved yet
 */
GStrv
alp_game_get_instructions (AlpGame *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  AlpState state;
  guint start = self->events->len;
  guint n = 0;

  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  while (start > 0 && g_array_index (self->events, AlpAction, start - 1).kind != ALP_ACTION_ZARA_ROLL)
    start--;
  if (start == 0)
    return g_strv_builder_end (builder);
  start--;

  replay (self, start, &state);
  for (guint i = start; i < self->events->len; i++)
    {
      const AlpAction *action = &g_array_index (self->events, AlpAction, i);
      AlpState before = state;
      g_auto(GStrv) lines = NULL;

      if (action->kind < ALP_ACTION_ZARA_ROLL && action->kind != ALP_ACTION_REVEAL_CARD)
        break;
      if (!alp_rules_apply (&self->board, &state, action, NULL))
        break;
      lines = self->board.quick ? _alp_quick_instructions (&self->board, &before, &state, action)
                                : _alp_zara_instructions (&self->board, &before, &state, action);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          g_autofree char *numbered = g_strdup_printf ("%u. %s", ++n, lines[l]);

          g_strv_builder_add (builder, numbered);
        }
      if (state.phase != ALP_PHASE_ZARA_CARD && state.phase != ALP_PHASE_ZARA_CHOOSE)
        break;
    }

  return g_strv_builder_end (builder);
}

/**
 * alp_game_check:
 *
 * Verifies that every piece of the game is accounted for and every limit
 * holds (issue "Conservation").  A failure is a bug in the engine.
 */
gboolean
alp_game_check (AlpGame  *self,
                GError  **error)
{
  g_return_val_if_fail (ALP_IS_GAME (self), FALSE);

  return alp_rules_check (&self->board, &self->state, error);
}

/**
 * alp_game_get_score:
 *
 * The breakdown of every player's score (E1-E5).  For a player still on
 * the track it is the standing if the game ended now: leftovers counted as
 * sold, and the end spot unknown (its line's end_spot is -1, and nothing
 * is counted for it) until the mule stands on one.
 *
 * Returns: (transfer full): the score
 */
AlpScore *
alp_game_get_score (AlpGame *self)
{
  g_return_val_if_fail (ALP_IS_GAME (self), NULL);

  return _alp_game_score_state (self, &self->state);
}

/* The score of @state, a position of this game: alp_game_get_score() of
 * the game now, and of every turn for its timeline */
AlpScore *
_alp_game_score_state (AlpGame        *self,
                       const AlpState *state)
{
  const AlpEditionData *ed;
  AlpScore *score;

  ed = self->board.ed;
  score = g_new0 (AlpScore, 1);
  score->n_players = self->board.n_players;

  for (guint p = 0; p < self->board.n_players; p++)
    {
      const AlpPlayerState *ps = &state->players[p];
      AlpScoreLine *line = &score->lines[p];

      line->name = g_strdup (self->board.names[p]);
      line->play_dirhams = ps->dirhams;
      line->n_tokens = ps->n_tokens;
      for (guint t = 0; t < ps->n_tokens; t++)
        line->token_dirhams += ed->tokens[ALP_TOKEN_FRUIT (ps->tokens[t])]
                                 .counts[ALP_TOKEN_INDEX (ps->tokens[t])] + 1;
      line->n_cards = ps->n_cards;
      for (guint c = 0; c < ps->n_cards; c++)
        line->card_dirhams += ed->cards[ps->cards[c]].value;

      line->finished = ps->sold;
      if (ps->sold)
        {
          AlpPosition pos = state->mules[p];

          line->sale_items = ps->sale_items;
          line->sale_dirhams = ps->sale_dirhams;
          line->end_dirhams = ps->end_dirhams;
          line->end_spot = self->board.track[pos.space].def->spots[pos.spot].value;
        }
      else
        {
          AlpPosition pos = state->mules[p];
          const AlpSpaceDef *def = self->board.track[pos.space].def;

          line->sale_items = alp_rules_sale_items (&self->board, state, p);
          line->sale_dirhams = line->sale_items / 3;
          /* A mule on an end spot holds its dirhams (asked as it arrived);
           * one still on the track has no end spot yet: unknown, not 0 */
          if (def->kind == ALP_SPACE_END && def->spots[pos.spot].value_known)
            line->end_dirhams = line->end_spot = def->spots[pos.spot].value;
          else
            line->end_spot = -1;
        }
    }

  alp_score_rank (score);

  return score;
}

/* ------------------------------------------------------------------ */
/* What the table sees                                                  */
