/* arriero-question.c: asks the table for one item of its copy
 *
 * When the engine needs an item of the edition that the table has not
 * described yet, it names the item by its JSON path (see "Describing your
 * copy" in docs/edition-format.md).  The path is the question: this window
 * reads it as an AlpEditionItem, says in words what is needed and where,
 * and shows the form for that kind of item (an ArrieroForm, one class per
 * kind, under forms/).  On Save it takes the form's value and lets the
 * engine check it with alp_edition_with_value() before it closes.
 *
 * It speaks the table's words only: the engine names the piece by where
 * it lies (alp_edition_item_describe(), with the game's layout when there
 * is one) and explains a refused answer by the part it concerns
 * (alp_edition_item_explain_refusal()); neither the path nor the loader's
 * message is shown.  The answer is checked at every change: Save is
 * enabled only while the form is complete and the engine accepts it, and
 * otherwise the reason is shown, at the form's row it concerns when the
 * form has one (arriero_form_get_field()), with that row's accessible
 * state invalid.  Items without a form (a single go or end space) say so
 * and offer Cancel only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "arriero-bonuses-form.h"
#include "arriero-canal-form.h"
#include "arriero-card-form.h"
#include "arriero-fields-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-goal-card-form.h"
#include "arriero-goal-spots-form.h"
#include "arriero-icons-form.h"
#include "arriero-number-form.h"
#include "arriero-question.h"
#include "arriero-side-form.h"
#include "arriero-tokens-form.h"

struct _ArrieroQuestion
{
  AdwWindow    parent_instance;

  GtkLabel    *title_label;
  GtkLabel    *details_label;
  AdwBin      *form_bin;
  GtkLabel    *no_form_label;
  GtkLabel    *error_label;
  GtkWidget   *save_button;

  AlpEdition  *edition;
  AlpGame     *game;       /* (nullable): the game the answer must replay */
  char        *path;
  AlpEditionItem item;
  ArrieroForm *form;       /* (nullable) (unowned): in form_bin */
  GtkWidget   *field;      /* (nullable) (owned): the row marked refused */
  GtkWidget   *mark;       /* (nullable) (owned): the refusal under it */
  char        *refusal;    /* (nullable): why Save is not enabled */
  guint        check_id;   /* the check after the form's last change */
  GTask       *task;       /* until answered or cancelled */
};

G_DEFINE_FINAL_TYPE (ArrieroQuestion, arriero_question, ADW_TYPE_WINDOW)

/* Whether choose_form() has a form for @kind */
static gboolean
has_form_for (AlpEditionItemKind kind)
{
  switch (kind)
    {
    case ALP_EDITION_ITEM_SIDE:
    case ALP_EDITION_ITEM_GOAL_CARD:
    case ALP_EDITION_ITEM_GOAL_SPOTS:
    case ALP_EDITION_ITEM_SPACE_ICONS:
    case ALP_EDITION_ITEM_SPOT_VALUE:
    case ALP_EDITION_ITEM_SPOT_ICONS:
    case ALP_EDITION_ITEM_AWARD_GREEN_SIDE:
    case ALP_EDITION_ITEM_AWARD_RED_SIDE:
    case ALP_EDITION_ITEM_GOAL_SPOT:
    case ALP_EDITION_ITEM_CARD:
    case ALP_EDITION_ITEM_TOKENS:
    case ALP_EDITION_ITEM_TOKENS_REMOVED:
    case ALP_EDITION_ITEM_MARKET_BONUSES:
    case ALP_EDITION_ITEM_CARD_DISPLAY:
    case ALP_EDITION_ITEM_START:
    case ALP_EDITION_ITEM_START_DIRHAMS:
    case ALP_EDITION_ITEM_CANAL:
    case ALP_EDITION_ITEM_FARMLAND:
      return TRUE;

    case ALP_EDITION_ITEM_SEGMENT_ID:
    case ALP_EDITION_ITEM_SEGMENT_KIND:
    case ALP_EDITION_ITEM_SIDE_SPACES:
    case ALP_EDITION_ITEM_SPACE:
    case ALP_EDITION_ITEM_SPACE_SPOTS:
    case ALP_EDITION_ITEM_TOKEN_COUNT:
    case ALP_EDITION_ITEM_GOAL_SIDE:
    case ALP_EDITION_ITEM_CANAL_CHANNELS:
    case ALP_N_EDITION_ITEMS:
    default:
      return FALSE;
    }
}

/* The kind of @segment's segment, which says what its sides can have */
static AlpSegmentKind
get_segment_kind (AlpEdition *edition,
                  guint       segment)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_SEGMENT_KIND, .segment = segment };
  g_autofree char *path = alp_edition_item_to_path (&item);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);
  const char *id = arriero_json_string (node);
  AlpSegmentKind kind = ALP_SEGMENT_MARKET;

  if (id != NULL)
    alp_segment_kind_from_string (id, &kind);

  return kind;
}

/* The form that asks for @item, one an item describe_item() can ask;
 * @at_table, for a piece as it lies in a game (a card face up, its back
 * unseen), or the copy's own description */
static GtkWidget *
choose_form (const AlpEditionItem *item,
             AlpEdition           *edition,
             gboolean              at_table)
{
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SIDE:
      return arriero_side_form_new (get_segment_kind (edition, item->segment), item->side);
    case ALP_EDITION_ITEM_GOAL_CARD:
      return arriero_goal_card_form_new ();
    case ALP_EDITION_ITEM_GOAL_SPOTS:
      return arriero_goal_spots_form_new ();
    case ALP_EDITION_ITEM_SPACE_ICONS:
    case ALP_EDITION_ITEM_SPOT_ICONS:
      return arriero_icons_form_new (ARRIERO_ALL_ICONS, NULL);
    case ALP_EDITION_ITEM_AWARD_GREEN_SIDE:
    case ALP_EDITION_ITEM_AWARD_RED_SIDE:
      return arriero_icons_form_new (ARRIERO_AWARD_ICONS, NULL);
    case ALP_EDITION_ITEM_GOAL_SPOT:
      return arriero_icons_form_new (ARRIERO_REWARD_ICONS, "reward");
    case ALP_EDITION_ITEM_SPOT_VALUE:
    case ALP_EDITION_ITEM_START_DIRHAMS:
      return arriero_number_form_new (_("Dirhams"), 0, 99, 0, NULL);
    case ALP_EDITION_ITEM_START:
      return arriero_number_form_new (_("Dirhams"), 0, 99, 0, "dirhams");
    case ALP_EDITION_ITEM_CARD_DISPLAY:
      return arriero_number_form_new (_("Face-up cards"), 1, ALP_MAX_DISPLAY, 4, NULL);
    case ALP_EDITION_ITEM_CARD:
      return at_table ? arriero_card_form_new_face_up (FALSE) : arriero_card_form_new ();
    case ALP_EDITION_ITEM_TOKENS:
      return arriero_tokens_form_new (FALSE);
    case ALP_EDITION_ITEM_TOKENS_REMOVED:
      return arriero_tokens_form_new (TRUE);
    case ALP_EDITION_ITEM_MARKET_BONUSES:
      return arriero_bonuses_form_new ();
    case ALP_EDITION_ITEM_FARMLAND:
      return arriero_fields_form_new ();
    case ALP_EDITION_ITEM_CANAL:
      return arriero_canal_form_new ();
    default:
      g_assert_not_reached ();
    }
}

/* Reads @path as an item the window has a form for */
static gboolean
read_path (const char     *path,
           AlpEditionItem *item)
{
  return alp_edition_item_parse (path, item) && has_form_for (item->kind);
}

static void
finish (ArrieroQuestion *self,
        AlpEdition      *edition)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  if (task == NULL)
    return;

  if (edition != NULL)
    g_task_return_pointer (task, g_object_ref (edition), g_object_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The question was cancelled"));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Takes the refusal off the row it was marked at */
static void
clear_mark (ArrieroQuestion *self)
{
  if (self->mark != NULL)
    {
      GtkWidget *parent = gtk_widget_get_parent (self->mark);

      if (GTK_IS_LIST_BOX (parent))
        gtk_list_box_remove (GTK_LIST_BOX (parent), self->mark);
      else if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), self->mark);
      g_clear_object (&self->mark);
    }
  if (self->field != NULL)
    {
      gtk_widget_remove_css_class (self->field, "refused");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (self->field), GTK_ACCESSIBLE_STATE_INVALID);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->field), GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE);
      g_clear_object (&self->field);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  g_clear_pointer (&self->refusal, g_free);
}

/* A label with @text right under @row, in the list or box it lies in;
 * NULL when @row lies in another kind of container */
static GtkWidget *
add_mark_under (GtkWidget  *row,
                const char *text)
{
  GtkWidget *parent = gtk_widget_get_parent (row);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *mark = label;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_name (label, "refusal");

  if (GTK_IS_LIST_BOX (parent) && GTK_IS_LIST_BOX_ROW (row))
    {
      mark = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (mark), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (mark), FALSE);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (mark), label);
      gtk_list_box_insert (GTK_LIST_BOX (parent), mark,
                           gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) + 1);
    }
  else if (GTK_IS_BOX (parent))
    gtk_box_insert_child_after (GTK_BOX (parent), label, row);
  else
    {
      g_object_ref_sink (label);
      g_object_unref (label);
      return NULL;
    }

  return g_object_ref (mark);
}

/* Shows @text at the row of @field, or under the whole form */
static void
show_refusal (ArrieroQuestion *self,
              const char      *field,
              const char      *text)
{
  GtkWidget *row = field != NULL ? arriero_form_get_field (self->form, field) : NULL;
  GtkWidget *label = GTK_WIDGET (self->error_label);

  self->refusal = g_strdup (text);
  if (row != NULL && (self->mark = add_mark_under (row, text)) != NULL)
    {
      label = GTK_IS_LIST_BOX_ROW (self->mark) ? gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self->mark))
                                                : self->mark;
      self->field = g_object_ref (row);
    }
  else
    {
      gtk_label_set_text (self->error_label, text);
      gtk_widget_set_visible (label, TRUE);
      self->field = g_object_ref (GTK_WIDGET (self->form));
    }

  gtk_widget_add_css_class (self->field, "refused");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->field),
                               GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->field),
                                  GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, label, NULL, -1);
}

/* Checks the form's answer as it is now; Save is enabled only for one the
 * engine accepts.  Returns: (transfer full) (nullable): the edition with
 * the answer */
static AlpEdition *
check_answer (ArrieroQuestion *self)
{
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;

  clear_mark (self);
  if (self->form == NULL)
    return NULL;

  if (!arriero_form_is_complete (self->form, &reason))
    {
      show_refusal (self, NULL, reason != NULL ? reason : _("Fill in every field to save."));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "question.save", FALSE);
      return NULL;
    }

  value = arriero_form_get_value (self->form);
  edition = alp_edition_with_value (self->edition, self->path, value, &error);
  if (edition == NULL)
    {
      g_autofree char *field = NULL;
      g_autofree char *text = alp_edition_item_explain_refusal (&self->item, self->edition, error, &field);

      g_debug ("refused: %s", error->message);
      show_refusal (self, field, text);
    }
  else if (self->game != NULL && !alp_game_test_edition (self->game, edition, &error))
    {
      /* TRANSLATORS: a refused answer about the copy in the middle of a
       * game; %s is the rule's refusal, "rule Z6: …" */
      g_autofree char *text = g_strdup_printf (_("This does not fit what was entered earlier in this game: %s. "
                                                 "If the piece does show this, an earlier step was entered wrongly: "
                                                 "undo it (Moves, F9), then enter it again."),
                                               error->message);

      g_debug ("refused by the game: %s", error->message);
      show_refusal (self, NULL, text);
      g_clear_object (&edition);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "question.save", edition != NULL);

  return g_steal_pointer (&edition);
}

static gboolean
check_cb (gpointer user_data)
{
  ArrieroQuestion *self = user_data;
  g_autoptr(AlpEdition) edition = NULL;

  self->check_id = 0;
  edition = check_answer (self);

  return G_SOURCE_REMOVE;
}

/* A form emits ::changed from its inputs' handlers, some before it has
 * made the rows a change calls for: its value is read once it is idle.
 * Until then Save checks it itself, so that a Save right after a change
 * is never lost */
static void
form_changed_cb (ArrieroQuestion *self)
{
  if (self->check_id == 0)
    self->check_id = g_idle_add (check_cb, self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "question.save", TRUE);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (widget);
  g_autoptr(AlpEdition) edition = NULL;

  g_clear_handle_id (&self->check_id, g_source_remove);
  edition = check_answer (self);

  /* a refusal is shown where the table is looking; the window stays */
  if (edition != NULL)
    finish (self, edition);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  finish (ARRIERO_QUESTION (widget), NULL);
}

static gboolean
arriero_question_close_request (GtkWindow *window)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (window);

  if (self->task != NULL)
    {
      finish (self, NULL);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (arriero_question_parent_class)->close_request (window);
}

static void
arriero_question_dispose (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  /* destroyed with its parent: the question was not answered */
  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The question was cancelled"));
    }
  self->form = NULL;
  g_clear_handle_id (&self->check_id, g_source_remove);
  g_clear_object (&self->mark);
  g_clear_object (&self->field);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_QUESTION);

  G_OBJECT_CLASS (arriero_question_parent_class)->dispose (object);
}

static void
arriero_question_finalize (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  g_clear_object (&self->edition);
  g_clear_object (&self->game);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->refusal, g_free);

  G_OBJECT_CLASS (arriero_question_parent_class)->finalize (object);
}

static void
arriero_question_class_init (ArrieroQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = arriero_question_dispose;
  object_class->finalize = arriero_question_finalize;
  window_class->close_request = arriero_question_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-question.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, title_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, details_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, form_bin);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, no_form_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, error_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, save_button);

  gtk_widget_class_install_action (widget_class, "question.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "question.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "question.cancel", NULL);
}

static void
arriero_question_init (ArrieroQuestion *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* @at_table: the piece as it lies in a game, not the copy's own
 * description (see choose_form()) */
static void
ask (GtkWindow           *parent,
     AlpEdition          *edition,
     AlpGame             *game,
     gboolean             at_table,
     const AlpSetup      *setup,
     const char          *who,
     const char          *path,
     JsonNode            *initial,
     GAsyncReadyCallback  callback,
     gpointer             user_data)
{
  ArrieroQuestion *self;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ALP_IS_EDITION (edition));
  g_return_if_fail (path != NULL);

  self = g_object_new (ARRIERO_TYPE_QUESTION, "transient-for", parent, NULL);
  self->edition = g_object_ref (edition);
  self->game = game != NULL ? g_object_ref (game) : NULL;
  self->path = g_strdup (path);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_question_ask);

  if (read_path (path, &self->item))
    {
      g_autofree char *details = NULL;
      g_autofree char *title = alp_edition_item_describe (&self->item, edition, setup, who, &details);
      GtkWidget *form = choose_form (&self->item, edition, at_table);

      gtk_label_set_text (self->title_label, title);
      gtk_label_set_text (self->details_label, details);
      gtk_widget_set_visible (GTK_WIDGET (self->details_label), details != NULL);
      self->form = ARRIERO_FORM (form);
      adw_bin_set_child (self->form_bin, form);
      if (initial != NULL)
        arriero_form_set_value (self->form, initial);
      g_signal_connect_object (form, "changed", G_CALLBACK (form_changed_cb), self, G_CONNECT_SWAPPED);
      check_cb (self);
    }
  else
    {
      gtk_label_set_text (self->title_label, _("This part of your copy is not described yet"));
      gtk_widget_set_visible (GTK_WIDGET (self->details_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->no_form_label), TRUE);
      gtk_widget_set_visible (self->save_button, FALSE);
    }

  gtk_window_present (GTK_WINDOW (self));
}

/**
 * arriero_question_ask:
 * @parent: the window the question is about
 * @edition: the edition as it is now
 * @path: the item it lacks, as %ALP_EDITION_ERROR_MISSING named it
 *
 * Asks the table for the item at @path, in a modal window.  The answer
 * has been checked by the engine when @callback runs.
 */
void
arriero_question_ask (GtkWindow           *parent,
                      AlpEdition          *edition,
                      const char          *path,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  ask (parent, edition, NULL, FALSE, NULL, NULL, path, NULL, callback, user_data);
}

/**
 * arriero_question_ask_full:
 * @initial: (nullable): the value the item has now, in the shape
 *   alp_edition_get_value() gives, to show in the form
 *
 * Like arriero_question_ask(), for a correction: the form starts from
 * @initial.  Finish with arriero_question_ask_finish().
 */
void
arriero_question_ask_full (GtkWindow           *parent,
                           AlpEdition          *edition,
                           const char          *path,
                           JsonNode            *initial,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  ask (parent, edition, NULL, FALSE, NULL, NULL, path, initial, callback, user_data);
}

/**
 * arriero_question_ask_at_table:
 * @setup: (nullable): the layout on the table, which says where the
 *   piece lies (a segment's place from the start, a face-up card's)
 * @who: (nullable): the player whose mule stopped where the piece is
 *
 * Like arriero_question_ask(), naming the piece by where it lies on the
 * table of a game of @setup, and asking for what the table sees of it: a
 * delivery card lies face up, so its back is not asked (only Zara's steps
 * read a back, the deck's: Z6, Z7).  Finish with
 * arriero_question_ask_finish().
 */
void
arriero_question_ask_at_table (GtkWindow           *parent,
                               AlpEdition          *edition,
                               const AlpSetup      *setup,
                               const char          *who,
                               const char          *path,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  ask (parent, edition, NULL, TRUE, setup, who, path, NULL, callback, user_data);
}

/**
 * arriero_question_ask_in_game:
 * @game: the game the piece is needed in
 * @who: (nullable): the player whose mule stopped where the piece is
 *
 * Like arriero_question_ask_at_table() on @game's edition and setup, for a
 * piece the game needs now.  Save is enabled only for an answer the game
 * replays on (alp_game_test_edition()): a card whose back is not the one
 * the table reported for it earlier is refused at the question, with the
 * rule's words.  Finish with arriero_question_ask_finish().
 */
void
arriero_question_ask_in_game (GtkWindow           *parent,
                              AlpGame             *game,
                              const char          *who,
                              const char          *path,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_return_if_fail (ALP_IS_GAME (game));

  ask (parent, alp_game_get_edition (game), game, TRUE, alp_game_get_setup (game), who, path, NULL,
       callback, user_data);
}

/**
 * arriero_question_ask_finish:
 *
 * Returns: (transfer full): the edition with the answer, or %NULL with
 *   %G_IO_ERROR_CANCELLED when the table did not answer
 */
AlpEdition *
arriero_question_ask_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_question_ask, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
arriero_question_get_path (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  return self->path;
}

/**
 * arriero_question_has_form:
 *
 * Returns: %FALSE for an item the window cannot ask for (a single go or
 *   end space): it offers Cancel only
 */
gboolean
arriero_question_has_form (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), FALSE);

  return self->form != NULL;
}

/**
 * arriero_question_get_error:
 *
 * Returns: (nullable): why the answer as it is now cannot be saved, as
 *   the window shows it (the form is not complete, or the engine refuses
 *   it)
 */
const char *
arriero_question_get_error (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  return self->refusal;
}

/**
 * arriero_question_can_ask:
 * @path: an item of the edition, as alp_edition_get_value() names it
 *
 * Returns: whether the window has a form for the item at @path
 */
gboolean
arriero_question_can_ask (const char *path)
{
  AlpEditionItem item;

  g_return_val_if_fail (path != NULL, FALSE);

  return read_path (path, &item);
}

/**
 * arriero_question_can_save:
 *
 * Returns: whether Save is enabled: the form is complete and the engine
 *   accepts its answer (or a change is still to be checked, which Save
 *   then does itself)
 */
gboolean
arriero_question_can_save (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), FALSE);

  return gtk_widget_get_visible (self->save_button) && gtk_widget_get_sensitive (self->save_button);
}
