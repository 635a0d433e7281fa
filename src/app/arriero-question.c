/* arriero-question.c: asks the table for one item of its copy
 *
 * When the engine needs an item of the edition that the table has not
 * described yet, it names the item by its JSON path (see "Describing your
 * copy" in docs/edition-format.md).  The path is the question: this window
 * reads it as an AlpEditionItem, says in words what is needed and where,
 * and shows the form for that kind of item (an ArrieroForm, one class per
 * kind, under forms/).  On Save it takes the form's value and lets the
 * engine check it with alp_edition_with_value() before it closes.  A
 * refused answer shows the engine's message and keeps the window open.
 * Items without a form (a single go or end space) say so and offer
 * Cancel only.
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
#include "arriero-icons-form.h"
#include "arriero-number-form.h"
#include "arriero-question.h"
#include "arriero-side-form.h"
#include "arriero-tokens-form.h"

struct _ArrieroQuestion
{
  AdwWindow    parent_instance;

  GtkLabel    *title_label;
  GtkLabel    *path_label;
  AdwBin      *form_bin;
  GtkLabel    *no_form_label;
  GtkLabel    *error_label;
  GtkWidget   *save_button;

  AlpEdition  *edition;
  char        *path;
  ArrieroForm *form;       /* (nullable) (unowned): in form_bin */
  GTask       *task;       /* until answered or cancelled */
};

G_DEFINE_FINAL_TYPE (ArrieroQuestion, arriero_question, ADW_TYPE_WINDOW)

/* The words of the question about @item; *@can_ask says whether
 * choose_form() has a form for it */
static char *
describe_item (const AlpEditionItem *item,
               gboolean             *can_ask)
{
  *can_ask = TRUE;
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SIDE:
      if (item->side == ALP_SIDE_FOUR_PLAYER)
        /* TRANSLATORS: "What does the 4-player side of segment 4 show?" */
        return g_strdup_printf (_("What does the 4-player side of segment %u show?"), item->segment + 1);
      return g_strdup_printf (_("What does the 2–3 player side of segment %u show?"), item->segment + 1);

    case ALP_EDITION_ITEM_GOAL_CARD:
      return g_strdup_printf (_("What does goal card %u show?"), item->card + 1);

    case ALP_EDITION_ITEM_SPACE_ICONS:
      /* TRANSLATORS: "What is printed on space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on space %u of segment %u?"), item->space + 1,
                              item->segment + 1);

    case ALP_EDITION_ITEM_SPOT_VALUE:
      /* TRANSLATORS: "How many dirhams does end spot 2 show?" */
      return g_strdup_printf (_("How many dirhams does end spot %u show?"), item->spot + 1);

    case ALP_EDITION_ITEM_SPOT_ICONS:
      /* TRANSLATORS: "What is printed on spot 1 of space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on spot %u of space %u of segment %u?"), item->spot + 1,
                              item->space + 1, item->segment + 1);

    case ALP_EDITION_ITEM_AWARD_GREEN_SIDE:
      /* TRANSLATORS: the village's name, e.g. "the green village" */
      return g_strdup_printf (_("What does the green side of the award token in %s show?"),
                              alp_region_get_name (item->region));

    case ALP_EDITION_ITEM_AWARD_RED_SIDE:
      return g_strdup_printf (_("What does the red side of the award token in %s show?"),
                              alp_region_get_name (item->region));

    case ALP_EDITION_ITEM_GOAL_SPOT:
      return g_strdup_printf (_("What is the reward of spot %u of goal card %u?"), item->spot + 1,
                              item->card + 1);

    case ALP_EDITION_ITEM_CARD:
      return g_strdup_printf (_("What does delivery card %u show?"), item->card + 1);

    case ALP_EDITION_ITEM_TOKENS:
      /* TRANSLATORS: the fruit, as in "What do the apple delivery tokens show?" */
      return g_strdup_printf (_("What do the %s delivery tokens show?"), alp_fruit_get_name (item->fruit, 1));

    case ALP_EDITION_ITEM_TOKENS_REMOVED:
      return g_strdup_printf (_("Which %s delivery token is left out with 2 or 3 players?"),
                              alp_fruit_get_name (item->fruit, 1));

    case ALP_EDITION_ITEM_MARKET_BONUSES:
      return g_strdup (_("Which bonuses does the market card show?"));

    case ALP_EDITION_ITEM_CARD_DISPLAY:
      return g_strdup (_("How many delivery cards lie face up?"));

    case ALP_EDITION_ITEM_START:
    case ALP_EDITION_ITEM_START_DIRHAMS:
      return g_strdup (_("How many dirhams does each player start with?"));

    case ALP_EDITION_ITEM_CANAL:
      return g_strdup (_("Which channel spaces does the canal map show?"));

    case ALP_EDITION_ITEM_FARMLAND:
      /* TRANSLATORS: the farmland's name, e.g. "the green farmland" */
      return g_strdup_printf (_("Which fruit fields does %s show?"), alp_region_get_name (item->region));

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
      *can_ask = FALSE;
      return g_strdup (_("This part of your copy is not described yet"));
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

/* The form that asks for @item, one an item describe_item() can ask */
static GtkWidget *
choose_form (const AlpEditionItem *item,
             AlpEdition           *edition)
{
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SIDE:
      return arriero_side_form_new (get_segment_kind (edition, item->segment), item->side);
    case ALP_EDITION_ITEM_GOAL_CARD:
      return arriero_goal_card_form_new ();
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
      return arriero_card_form_new ();
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

/* The words of the question about @path, as a title; whether it has a
 * form in *@can_ask */
static char *
describe_path (const char     *path,
               AlpEditionItem *item,
               gboolean       *can_ask)
{
  if (!alp_edition_item_parse (path, item))
    {
      *can_ask = FALSE;
      return g_strdup (_("This part of your copy is not described yet"));
    }

  return describe_item (item, can_ask);
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

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (widget);
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  if (self->form == NULL)
    return;

  value = arriero_form_get_value (self->form);
  edition = alp_edition_with_value (self->edition, self->path, value, &error);
  if (edition == NULL)
    {
      /* the engine's words, where the table is looking; the window stays */
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

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
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_QUESTION);

  G_OBJECT_CLASS (arriero_question_parent_class)->dispose (object);
}

static void
arriero_question_finalize (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  g_clear_object (&self->edition);
  g_clear_pointer (&self->path, g_free);

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
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, path_label);
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
  arriero_question_ask_full (parent, edition, path, NULL, callback, user_data);
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
  ArrieroQuestion *self;
  AlpEditionItem item;
  gboolean can_ask;
  g_autofree char *title = NULL;
  g_autofree char *where = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ALP_IS_EDITION (edition));
  g_return_if_fail (path != NULL);

  self = g_object_new (ARRIERO_TYPE_QUESTION, "transient-for", parent, NULL);
  self->edition = g_object_ref (edition);
  self->path = g_strdup (path);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_question_ask);

  title = describe_path (path, &item, &can_ask);
  gtk_label_set_text (self->title_label, title);
  /* TRANSLATORS: the place of the item in the edition file */
  where = g_strdup_printf (_("In the edition file: %s"), path);
  gtk_label_set_text (self->path_label, where);
  if (can_ask)
    {
      GtkWidget *form = choose_form (&item, edition);

      self->form = ARRIERO_FORM (form);
      adw_bin_set_child (self->form_bin, form);
      if (initial != NULL)
        arriero_form_set_value (self->form, initial);
    }
  else
    {
      gtk_widget_set_visible (GTK_WIDGET (self->no_form_label), TRUE);
      gtk_widget_set_visible (self->save_button, FALSE);
    }

  gtk_window_present (GTK_WINDOW (self));
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
 * Returns: (nullable): the engine's reason for refusing the last answer
 */
const char *
arriero_question_get_error (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;

  return gtk_label_get_text (self->error_label);
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
  gboolean can_ask;
  g_autofree char *title = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  title = describe_path (path, &item, &can_ask);

  return can_ask;
}
