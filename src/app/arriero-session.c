/* arriero-session.c: the game a window shows, its file and its saves
 *
 * The session owns the game the table plays in a window: it holds the
 * game and its file (ArrieroGameFile: the lock and the saves), saves after
 * every event, and is the one way the views act on the game.  An action
 * goes in through arriero_session_apply(); when the engine refuses it
 * because the table's copy does not describe an item yet, the session asks
 * for that item (ArrieroQuestion), gives the answer to the game, keeps it
 * in the user's edition and tries the action again.  Views follow the
 * `game` property and the game's own `changed` signal; the window shows
 * `save-problem` and `read-only`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "alp-error.h"
#include "alp-record.h"
#include "arriero-edition-store.h"
#include "arriero-game-store.h"
#include "arriero-question.h"
#include "arriero-session.h"

struct _ArrieroSession
{
  GObject           parent_instance;

  AlpGame          *game;
  char             *path;
  ArrieroGameFile  *file;           /* the game's lock and saves */
  GSignalGroup     *game_signals;
  guint             saved_current;  /* whose turn it was at the last save */
  gboolean          read_only;      /* another window or instance has the game */
  char             *save_problem;   /* why the game is not being saved */
  char             *refusal;        /* the engine's words for the last refused action */
  char             *refusal_rule;   /* the ID of the rule that refused it, if one did */
  gboolean          asking;         /* a question about the copy is open */
};

G_DEFINE_FINAL_TYPE (ArrieroSession, arriero_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PATH,
  PROP_READ_ONLY,
  PROP_SAVE_PROBLEM,
  PROP_REFUSAL,
  PROP_REFUSAL_RULE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  PROBLEM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_string (ArrieroSession  *self,
            char           **field,
            const char      *value,
            guint            prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;

  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
update_read_only (ArrieroSession *self)
{
  gboolean read_only = self->file != NULL && arriero_game_file_get_read_only (self->file);

  if (read_only == self->read_only)
    return;

  self->read_only = read_only;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

/* How far a save goes: handed to the kernel (a crash of the app loses
 * nothing), then also synced to the disk (a power cut loses nothing
 * either) in a worker thread, or synced before this returns */
typedef enum
{
  SAVE_PLAIN,
  SAVE_SYNC_SOON,
  SAVE_SYNC_NOW,
} SaveKind;

static void
save_game (ArrieroSession *self,
           SaveKind        kind)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->file == NULL || self->read_only)
    return;

  if (!arriero_game_file_save (self->file, self->game, kind == SAVE_SYNC_NOW, &error))
    {
      update_read_only (self);

      /* Said once; the game stays in memory and every event tries again */
      if (!self->read_only && self->save_problem == NULL)
        set_string (self, &self->save_problem, error->message, PROP_SAVE_PROBLEM);
      return;
    }

  if (kind == SAVE_SYNC_SOON)
    arriero_game_file_sync (self->file);

  set_string (self, &self->save_problem, NULL, PROP_SAVE_PROBLEM);
}

static void
game_changed_cb (ArrieroSession *self)
{
  guint current = alp_game_get_current (self->game);

  /* Every event is saved before the views hear of it (the session's
   * handler is connected first); synced to the disk too when the turn
   * passes to another player or the game ends */
  save_game (self, current != self->saved_current || alp_game_get_phase (self->game) == ALP_PHASE_OVER
                   ? SAVE_SYNC_SOON : SAVE_PLAIN);
  self->saved_current = current;
}

/* ------------------------------------------------------------------ */
/* Acting on the game, asking for what the copy does not describe yet   */

typedef struct
{
  AlpGame   *game;     /* the game the action is for */
  AlpAction *action;   /* (nullable): what to apply, again after an answer */
  char      *path;     /* the item asked for */
  GWeakRef   parent;   /* the window a question is asked over */
} Apply;

static void
apply_free (Apply *apply)
{
  g_clear_object (&apply->game);
  g_clear_pointer (&apply->action, alp_action_free);
  g_clear_pointer (&apply->path, g_free);
  g_weak_ref_clear (&apply->parent);
  g_free (apply);
}

static GTask *
apply_task_new (ArrieroSession      *self,
                const AlpAction     *action,
                GtkWindow           *parent,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  Apply *apply = g_new0 (Apply, 1);

  g_task_set_source_tag (task, arriero_session_apply);
  apply->game = self->game != NULL ? g_object_ref (self->game) : NULL;
  apply->action = action != NULL ? alp_action_copy (action) : NULL;
  g_weak_ref_init (&apply->parent, parent);
  g_task_set_task_data (task, apply, (GDestroyNotify) apply_free);

  return task;
}

/* Returns @task's error when there is no game to act on */
static gboolean
has_game (GTask *task)
{
  Apply *apply = g_task_get_task_data (task);

  if (apply->game == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No game is open"));

  return apply->game != NULL;
}

/* Neither takes @task: each returns it or hands a reference to the
 * question */
static void ask (GTask      *task,
                 const char *path);

/* The user's copy keeps every answer; a made-up example edition is not
 * the user's to change on disk.  The answer alone goes into the file as
 * it is now: the game's edition may be older than a correction made
 * since, and must not undo it. */
static void
keep_answer (ArrieroSession *self,
             AlpEdition     *edition,
             const char     *path)
{
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  if (alp_edition_get_example (edition))
    return;

  kept = arriero_edition_store_keep_answer (edition, path, &error);
  if (kept == NULL)
    g_signal_emit (self, signals[PROBLEM], 0, error->message);
}

/* Whose mule stops where @apply's action moves it, or who completes a
 * goal, as the table calls them: NULL for another action */
static const char *
mover_of (Apply *apply)
{
  guint current;

  if (apply->action == NULL ||
      (apply->action->kind != ALP_ACTION_MOVE && apply->action->kind != ALP_ACTION_COMPLETE_GOAL))
    return NULL;
  current = alp_game_get_current (apply->game);
  if (current >= alp_game_get_n_mules (apply->game))
    return NULL;

  return alp_game_get_mule_name (apply->game, current);
}

/* The question about @path in the words of the table @apply plays at */
static char *
describe_missing (Apply      *apply,
                  const char *path)
{
  AlpEditionItem item;

  if (path == NULL || !alp_edition_item_parse (path, &item))
    return g_strdup (_("a part of it the game needs now is not described yet."));

  return alp_edition_item_describe (&item, alp_game_get_edition (apply->game),
                                    alp_game_get_setup (apply->game), mover_of (apply), NULL);
}

static void
try_action (GTask *task)
{
  ArrieroSession *self = g_task_get_source_object (task);
  Apply *apply = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (alp_game_apply (apply->game, apply->action, &error))
    {
      set_string (self, &self->refusal_rule, NULL, PROP_REFUSAL_RULE);
      set_string (self, &self->refusal, NULL, PROP_REFUSAL);
      g_task_return_boolean (task, TRUE);
      return;
    }

  if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
    {
      g_autofree char *question = describe_missing (apply, alp_edition_error_get_path (error));
      g_autofree char *text = g_strdup_printf (_("Your copy is not described enough yet: %s"), question);

      set_string (self, &self->refusal_rule, NULL, PROP_REFUSAL_RULE);
      set_string (self, &self->refusal, text, PROP_REFUSAL);
      if (!self->asking)
        {
          ask (task, alp_edition_error_get_path (error));
          return;
        }
    }
  else
    {
      /* the rule first: a view hearing of the refusal reads both */
      set_string (self, &self->refusal_rule, alp_rule_error_get_rule (error), PROP_REFUSAL_RULE);
      set_string (self, &self->refusal, error->message, PROP_REFUSAL);
    }

  g_task_return_error (task, g_steal_pointer (&error));
}

static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  ArrieroSession *self = g_task_get_source_object (task);
  Apply *apply = g_task_get_task_data (task);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  self->asking = FALSE;
  edition = arriero_question_ask_finish (result, &error);
  if (edition == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (apply->game != self->game)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("Another game was opened meanwhile"));
      return;
    }

  if (!alp_game_set_edition (self->game, edition, &error))
    {
      g_signal_emit (self, signals[PROBLEM], 0, error->message);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  keep_answer (self, edition, apply->path);
  save_game (self, SAVE_SYNC_SOON);

  if (apply->action != NULL)
    try_action (task);
  else
    g_task_return_boolean (task, TRUE);
}

/* One question at a time, over the window the action came from */
static void
ask (GTask      *task,
     const char *path)
{
  ArrieroSession *self = g_task_get_source_object (task);
  Apply *apply = g_task_get_task_data (task);
  g_autoptr(GtkWindow) parent = g_weak_ref_get (&apply->parent);

  if (self->asking || parent == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY,
                               _("A question about the copy is open already"));
      return;
    }

  g_free (apply->path);
  apply->path = g_strdup (path);
  self->asking = TRUE;
  arriero_question_ask_in_game (parent, apply->game, mover_of (apply), path, answered_cb, g_object_ref (task));
}

/* ------------------------------------------------------------------ */

static void
arriero_session_dispose (GObject *object)
{
  ArrieroSession *self = ARRIERO_SESSION (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->file, arriero_game_file_free);

  G_OBJECT_CLASS (arriero_session_parent_class)->dispose (object);
}

static void
arriero_session_finalize (GObject *object)
{
  ArrieroSession *self = ARRIERO_SESSION (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->save_problem, g_free);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->refusal_rule, g_free);

  G_OBJECT_CLASS (arriero_session_parent_class)->finalize (object);
}

static void
arriero_session_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  ArrieroSession *self = ARRIERO_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    case PROP_SAVE_PROBLEM:
      g_value_set_string (value, self->save_problem);
      break;
    case PROP_REFUSAL:
      g_value_set_string (value, self->refusal);
      break;
    case PROP_REFUSAL_RULE:
      g_value_set_string (value, self->refusal_rule);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_session_class_init (ArrieroSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = arriero_session_dispose;
  object_class->finalize = arriero_session_finalize;
  object_class->get_property = arriero_session_get_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_PROBLEM] =
    g_param_spec_string ("save-problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REFUSAL] =
    g_param_spec_string ("refusal", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the ID of the rule behind #ArrieroSession:refusal ("T3"), NULL when
   * no rule refused (the copy lacks an item, or nothing was refused) */
  properties[PROP_REFUSAL_RULE] =
    g_param_spec_string ("refusal-rule", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArrieroSession::problem:
   * @message: what went wrong, in words
   *
   * Something the table should hear of that is no action's refusal: an
   * answer about the copy the game cannot take, or one not kept on disk.
   */
  signals[PROBLEM] =
    g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
arriero_session_init (ArrieroSession *self)
{
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
}

ArrieroSession *
arriero_session_new (void)
{
  return g_object_new (ARRIERO_TYPE_SESSION, NULL);
}

AlpGame *
arriero_session_get_game (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), NULL);

  return self->game;
}

const char *
arriero_session_get_path (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), NULL);

  return self->path;
}

/**
 * arriero_session_set_game:
 * @game: (nullable): the game to hold
 * @path: (nullable): its file, where it is saved after every event
 *
 * Holds @game, takes its file's lock (or finds the game open elsewhere:
 * #ArrieroSession:read-only) and saves it.
 */
void
arriero_session_set_game (ArrieroSession *self,
                          AlpGame        *game,
                          const char     *path)
{
  g_return_if_fail (ARRIERO_IS_SESSION (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  /* The old game's lock first: the new game may be the same file */
  g_clear_pointer (&self->file, arriero_game_file_free);
  update_read_only (self);

  g_set_object (&self->game, game);
  /* connected before the views hear of the game: a save comes first */
  g_signal_group_set_target (self->game_signals, game);
  self->saved_current = game != NULL ? alp_game_get_current (game) : 0;
  set_string (self, &self->path, path, PROP_PATH);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);

  /* what was said of the old game: after the game, so that the window
   * has let go of the old game's words when they go */
  set_string (self, &self->save_problem, NULL, PROP_SAVE_PROBLEM);
  set_string (self, &self->refusal_rule, NULL, PROP_REFUSAL_RULE);
  set_string (self, &self->refusal, NULL, PROP_REFUSAL);

  if (game != NULL && path != NULL)
    {
      self->file = arriero_game_file_new (path);
      update_read_only (self);
    }
  save_game (self, SAVE_SYNC_SOON);
}

/**
 * arriero_session_load:
 *
 * Loads a saved game and goes on saving it where it was.
 */
gboolean
arriero_session_load (ArrieroSession  *self,
                      const char      *path,
                      GError         **error)
{
  g_autoptr(AlpGame) game = NULL;

  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  game = alp_record_load_from_file (path, error);
  if (game == NULL)
    return FALSE;

  arriero_session_set_game (self, game, path);

  return TRUE;
}

/* Returns: whether the game is only shown here: another window or
 *   instance has it open, and nothing done here is saved */
gboolean
arriero_session_get_read_only (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);

  return self->read_only;
}

/* Returns: (nullable): why the game is not being saved, if it is not */
const char *
arriero_session_get_save_problem (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), NULL);

  return self->save_problem;
}

/* Returns: (nullable): the engine's reason for the last refused action,
 *   until an action goes through or another game comes */
const char *
arriero_session_get_refusal (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), NULL);

  return self->refusal;
}

/* Returns: (nullable): the ID of the rule behind the refusal ("T3") */
const char *
arriero_session_get_refusal_rule (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), NULL);

  return self->refusal_rule;
}

/* Returns: whether a question about the copy is open for this game */
gboolean
arriero_session_get_asking (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);

  return self->asking;
}

/**
 * arriero_session_save_durably:
 *
 * Saves the game and syncs it to the disk before returning, as a window
 * does when it closes.
 */
void
arriero_session_save_durably (ArrieroSession *self)
{
  g_return_if_fail (ARRIERO_IS_SESSION (self));

  save_game (self, SAVE_SYNC_NOW);
}

/**
 * arriero_session_apply:
 * @action: what the table does
 * @parent: (nullable): the window to ask a question over; without one,
 *   nothing is asked
 *
 * Hands @action to the engine.  A refusal is #ArrieroSession:refusal, with
 * the rule that forbids it.  When the edition lacks an item the action
 * needs, the session asks for it (one question at a time), gives the
 * answer to the game and applies @action again, as often as it takes.
 * Finish with arriero_session_apply_finish().
 */
void
arriero_session_apply (ArrieroSession      *self,
                       const AlpAction     *action,
                       GtkWindow           *parent,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (ARRIERO_IS_SESSION (self));
  g_return_if_fail (action != NULL);
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  task = apply_task_new (self, action, parent, callback, user_data);
  if (has_game (task))
    try_action (task);
}

/**
 * arriero_session_describe:
 * @path: the item of the edition to describe, as the engine names it
 * @parent: the window to ask over
 *
 * Asks the table for an item of its copy that no action needs yet (what
 * a space shows, say) and gives the answer to the game.  Finish with
 * arriero_session_apply_finish().
 */
void
arriero_session_describe (ArrieroSession      *self,
                          const char          *path,
                          GtkWindow           *parent,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (ARRIERO_IS_SESSION (self));
  g_return_if_fail (path != NULL);
  g_return_if_fail (GTK_IS_WINDOW (parent));

  task = apply_task_new (self, NULL, parent, callback, user_data);
  if (has_game (task))
    ask (task, path);
}

/* Returns: %TRUE when the action went through (or the item was described) */
gboolean
arriero_session_apply_finish (ArrieroSession  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_session_apply, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Returns: %TRUE if there was an event to take back */
gboolean
arriero_session_undo (ArrieroSession *self)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);

  if (self->game == NULL || !alp_game_can_undo (self->game))
    return FALSE;

  alp_game_undo (self->game);

  return TRUE;
}

/* Returns: %TRUE if an undone event came back; %FALSE with @error when
 *   the rules refuse it now (the edition changed since, say) */
gboolean
arriero_session_redo (ArrieroSession  *self,
                      GError         **error)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);

  if (self->game == NULL || !alp_game_can_redo (self->game))
    return FALSE;

  return alp_game_redo (self->game, error);
}

/**
 * arriero_session_rewind:
 * @n_events: how many events to keep
 *
 * Goes back to the game as it was after @n_events events; what came after
 * can be redone.
 *
 * Returns: %TRUE if the game went back
 */
gboolean
arriero_session_rewind (ArrieroSession *self,
                        guint           n_events)
{
  g_return_val_if_fail (ARRIERO_IS_SESSION (self), FALSE);

  return self->game != NULL && alp_game_rewind (self->game, n_events);
}
