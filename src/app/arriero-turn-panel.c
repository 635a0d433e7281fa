/* arriero-turn-panel.c: what the player to act may do now
 *
 * The panel lists what the engine says is possible at this step: the
 * destinations of the mule to move, the actions left where it stopped,
 * each action's choices (the illegal ones disabled, with the engine's
 * reason), the cards the table may turn up, and Zara's die, cards and
 * instructions.  Every choice goes to the session (which asks the engine,
 * and the table for what its copy does not describe yet) through one
 * action, `turn.choose`, exactly as a click does; the panel shows the
 * session's game and the reason of its last refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "arriero-session.h"
#include "arriero-turn-panel.h"

#define MAX_REFUSALS 6
#define MAX_SHOWN    12   /* legal choices listed before "Show all" */

struct _ArrieroTurnPanel
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkLabel      *title_label;
  GtkLabel      *hint_label;
  GtkLabel      *message_label;
  GtkListBox    *instructions_list;
  GtkListBox    *actions_list;
  GtkLabel      *choices_label;
  GtkListBox    *choices_list;
  GtkWidget     *end_turn_button;

  AlpGame       *game;
  GSignalGroup  *game_signals;
  ArrieroSession *session;
  GSignalGroup  *session_signals;
  GArray        *choices;     /* AlpChoice shown in choices_list */
  AlpActionKind  open_kind;   /* ALP_N_ACTIONS when no action is open */
  gboolean       show_all;    /* every legal choice, not the first few */
  char          *message;
};

G_DEFINE_FINAL_TYPE (ArrieroTurnPanel, arriero_turn_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (ArrieroTurnPanel *self);

/* The rows of the panel's lists are kept and filled anew at every step:
 * making a dozen widgets and styling them each time cost more than a
 * frame.  A list's rows past the ones filled are hidden. */
#define ROWS_USED "arriero-rows-used"

static void
clear_list (GtkListBox *list)
{
  g_object_set_data (G_OBJECT (list), ROWS_USED, GUINT_TO_POINTER (0));
}

static void
finish_list (GtkListBox *list)
{
  guint used = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), ROWS_USED));
  guint i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), i++)
    gtk_widget_set_visible (row, i < used);
  gtk_widget_set_visible (GTK_WIDGET (list), used > 0);
}

static GtkWidget *
new_row (GtkListBox *list)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);

  /* Names in them are short (the engine limits them), but a label that
   * wraps only between words still needs the longest word's width */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "title", title);
  g_object_set_data (G_OBJECT (row), "subtitle", subtitle);
  gtk_list_box_append (list, row);

  return row;
}

/* The next row of @list, filled: a title, a reason or hint under it, and
 * the action it activates (none for a refused choice, shown disabled) */
static GtkWidget *
add_row (GtkListBox  *list,
         const char  *title,
         const char  *subtitle,
         const char  *action_name,
         GVariant    *target)
{
  guint used = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (list), ROWS_USED));
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, used));

  g_object_set_data (G_OBJECT (list), ROWS_USED, GUINT_TO_POINTER (used + 1));
  if (row == NULL)
    row = new_row (list);

  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "title"), title);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "subtitle"), subtitle != NULL ? subtitle : "");
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "subtitle"), subtitle != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle != NULL ? subtitle : "",
                                  -1);

  /* the old action goes before the new target comes: a target of another
   * type would not fit it */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), NULL);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), target);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action_name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), action_name != NULL);
  gtk_widget_set_sensitive (row, TRUE);
  gtk_widget_set_visible (row, TRUE);

  return row;
}

static void
set_message (ArrieroTurnPanel *self,
             const char       *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

/* Turns an action slot of the stop into the action that uses it */
static const struct
{
  guint          slot;
  AlpActionKind  kind;
  const char    *label;
} slot_actions[] = {
  { ALP_ICON_ADD_FARMER, ALP_ACTION_ADD_FARMER, N_("Add a farmer") },
  { ALP_ICON_ADD_FARMER_GREEN, ALP_ACTION_ADD_FARMER, N_("Add a farmer in the green farmland") },
  { ALP_ICON_ADD_FARMER_PURPLE, ALP_ACTION_ADD_FARMER, N_("Add a farmer in the purple farmland") },
  { ALP_ICON_ADD_FARMER_ORANGE, ALP_ACTION_ADD_FARMER, N_("Add a farmer in the orange farmland") },
  { ALP_ICON_ADD_FARMER_RED, ALP_ACTION_ADD_FARMER, N_("Add a farmer in the red farmland") },
  { ALP_ICON_ADD_FARMER_YELLOW, ALP_ACTION_ADD_FARMER, N_("Add a farmer in the yellow farmland") },
  { ALP_ICON_MOVE_FARMER, ALP_ACTION_MOVE_FARMER, N_("Move a farmer") },
  { ALP_ICON_IRRIGATE, ALP_ACTION_IRRIGATE, N_("Irrigate") },
  { ALP_ICON_NORIA, ALP_ACTION_TAKE_NORIAS, N_("Take norias") },
  { ALP_ICON_FRUIT, ALP_ACTION_TAKE_FRUIT, N_("Take fruit from the supply") },
  { ALP_ICON_DIRHAM, ALP_ACTION_TAKE_DIRHAMS, N_("Take dirhams") },
  { ALP_ICON_GOAL, ALP_ACTION_COMPLETE_GOAL, N_("Complete a goal") },
  { ALP_SLOT_MARKET, ALP_ACTION_MARKET, N_("Deliver at the market") },
  { ALP_SLOT_HARVEST, ALP_ACTION_HARVEST, N_("Harvest") },
};

static gboolean
kind_has_choices (AlpActionKind kind)
{
  return kind != ALP_ACTION_TAKE_NORIAS && kind != ALP_ACTION_TAKE_DIRHAMS &&
         kind != ALP_ACTION_HARVEST && kind != ALP_ACTION_END_TURN;
}

static void
append_choices (GArray  *into,
                GArray  *from)
{
  g_array_append_vals (into, from->data, from->len);
  /* the strings now belong to @into */
  g_array_set_clear_func (from, NULL);
  g_array_unref (from);
}

static void
show_choices (ArrieroTurnPanel *self)
{
  g_autoptr(GHashTable) reasons = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_legal = 0;

  clear_list (self->choices_list);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_label), self->choices != NULL);
  if (self->choices == NULL)
    {
      finish_list (self->choices_list);
      return;
    }

  for (guint i = 0; i < self->choices->len; i++)
    {
      const AlpChoice *choice = &g_array_index (self->choices, AlpChoice, i);
      g_autofree char *text = NULL;

      /* a choice that needs an item of the copy not described yet can be
       * taken: the window asks for the item, then applies it */
      if (!choice->legal && !choice->missing)
        continue;
      n_legal++;
      if (n_legal > MAX_SHOWN && !self->show_all)
        continue;
      text = alp_game_describe_action (self->game, &choice->action);
      add_row (self->choices_list, text,
               choice->missing ? _("Not described in your copy yet: Arriero will ask") : NULL,
               "turn.choose", g_variant_new_uint32 (i));
    }
  if (n_legal > MAX_SHOWN && !self->show_all)
    {
      g_autofree char *more = g_strdup_printf (_("Show all %u choices"), n_legal);

      add_row (self->choices_list, more, NULL, "turn.more", NULL);
    }

  /* The refused ones, each reason once: the table sees why */
  for (guint i = 0; i < self->choices->len; i++)
    {
      const AlpChoice *choice = &g_array_index (self->choices, AlpChoice, i);
      g_autofree char *text = NULL;
      GtkWidget *row;

      if (choice->legal || choice->missing || g_hash_table_contains (reasons, choice->reason) ||
          g_hash_table_size (reasons) >= MAX_REFUSALS)
        continue;
      g_hash_table_add (reasons, choice->reason);
      text = alp_game_describe_action (self->game, &choice->action);
      row = add_row (self->choices_list, text, choice->reason, NULL, NULL);
      gtk_widget_set_sensitive (row, FALSE);
    }

  finish_list (self->choices_list);
  gtk_label_set_text (self->choices_label,
                      n_legal == 0 ? _("Nothing of this is possible now:") : _("Choose:"));
}

static GArray *
list_choices (ArrieroTurnPanel *self,
              AlpActionKind     kind)
{
  GArray *choices = alp_game_list_choices (self->game, kind);

  if (kind == ALP_ACTION_COMPLETE_GOAL)
    append_choices (choices, alp_game_list_choices (self->game, ALP_ACTION_GOAL_TOKEN));

  return choices;
}

/**
 * arriero_turn_panel_open:
 *
 * Shows the choices of an action of @kind, legal and refused.
 */
void
arriero_turn_panel_open (ArrieroTurnPanel *self,
                         AlpActionKind     kind)
{
  g_return_if_fail (ARRIERO_IS_TURN_PANEL (self));
  g_return_if_fail (kind < ALP_N_ACTIONS);

  if (self->game == NULL)
    return;

  g_clear_pointer (&self->choices, g_array_unref);
  self->show_all = self->show_all && self->open_kind == kind;
  self->open_kind = kind;
  self->choices = list_choices (self, kind);
  show_choices (self);
}

static void
add_instructions (ArrieroTurnPanel *self)
{
  g_auto(GStrv) lines = NULL;
  guint n = alp_game_get_n_events (self->game);
  AlpPhase phase = alp_game_get_phase (self->game);
  gboolean zara_recent = n > 0 && alp_game_get_event (self->game, n - 1)->kind >= ALP_ACTION_ZARA_ROLL;

  clear_list (self->instructions_list);
  if (zara_recent || phase == ALP_PHASE_ZARA_CARD || phase == ALP_PHASE_ZARA_CHOOSE)
    {
      lines = alp_game_get_instructions (self->game);
      for (guint i = 0; lines[i] != NULL; i++)
        add_row (self->instructions_list, lines[i], NULL, NULL, NULL);
    }
  finish_list (self->instructions_list);
}

/* Where the mule stopped, the icons are not described yet: no slot is
 * open, and only the question can tell what the table may do.  Returns
 * the edition item to describe, or %NULL. */
static char *
unknown_stop_path (ArrieroTurnPanel *self)
{
  g_autoptr(GArray) choices = alp_game_list_choices (self->game, ALP_ACTION_TAKE_DIRHAMS);

  for (guint i = 0; i < choices->len; i++)
    if (g_array_index (choices, AlpChoice, i).missing)
      return g_strdup (g_array_index (choices, AlpChoice, i).path);

  return NULL;
}

static void
rebuild (ArrieroTurnPanel *self)
{
  AlpPhase phase;
  guint current;
  const char *who;
  g_autofree char *title = NULL;
  g_autofree char *unknown = NULL;
  const char *hint = NULL;

  clear_list (self->actions_list);
  g_clear_pointer (&self->choices, g_array_unref);
  show_choices (self);
  gtk_widget_set_visible (self->end_turn_button, FALSE);

  if (self->game == NULL)
    return;

  phase = alp_game_get_phase (self->game);
  current = alp_game_get_current (self->game);
  who = phase == ALP_PHASE_OVER ? NULL : alp_game_get_mule_name (self->game, current);

  add_instructions (self);

  switch (phase)
    {
    case ALP_PHASE_MOVE:
      /* TRANSLATORS: "Blue’s turn" */
      title = g_strdup_printf (_("%s’s turn"), who);
      hint = _("Move the mule forward: click a marked space on the board, or choose here.");
      arriero_turn_panel_open (self, ALP_ACTION_MOVE);
      break;

    case ALP_PHASE_ACT:
      title = g_strdup_printf (_("%s’s turn"), who);
      hint = _("Do the actions where the mule stopped, in any order, then end the turn.");
      for (guint i = 0; i < G_N_ELEMENTS (slot_actions); i++)
        {
          guint left = alp_game_get_slot_left (self->game, slot_actions[i].slot);

          if (left == 0)
            continue;
          add_row (self->actions_list, g_dgettext (GETTEXT_PACKAGE, slot_actions[i].label), NULL,
                   kind_has_choices (slot_actions[i].kind) ? "turn.open" : "turn.do",
                   g_variant_new_int32 (slot_actions[i].kind));
        }
      if ((unknown = unknown_stop_path (self)) != NULL)
        add_row (self->actions_list, _("Describe What Is Printed Here"),
                 _("Your copy’s edition does not say yet which actions this space shows."),
                 "turn.describe", NULL);
      gtk_widget_set_visible (self->end_turn_button, TRUE);
      if (self->open_kind != ALP_N_ACTIONS && self->open_kind != ALP_ACTION_MOVE)
        arriero_turn_panel_open (self, self->open_kind);
      break;

    case ALP_PHASE_REVEAL:
      title = g_strdup (_("Turn up a delivery card"));
      hint = _("A delivery card was taken: turn up the top card of the deck and enter it.");
      arriero_turn_panel_open (self, ALP_ACTION_REVEAL_CARD);
      break;

    case ALP_PHASE_ZARA_ROLL:
      title = g_strdup (_("Zara’s turn"));
      /* T1: she moves again when her mule is still the furthest back */
      hint = alp_game_is_turn_again (self->game)
             ? _("Zara moves again: her mule is still the furthest back (rule T1). "
                 "Roll the die for her, or enter the roll of the physical die.")
             : _("Roll the die for Zara, or enter the roll of the physical die.");
      add_row (self->actions_list, _("Roll for Zara"), _("Ctrl+R"), "win.roll", NULL);
      for (gint v = 1; v <= 6; v++)
        {
          /* TRANSLATORS: a physical die showed this number */
          g_autofree char *label = g_strdup_printf (_("The die shows %d"), v);

          add_row (self->actions_list, label, NULL, "turn.roll", g_variant_new_int32 (v));
        }
      break;

    case ALP_PHASE_ZARA_CARD:
      title = g_strdup (_("Zara needs a card"));
      hint = _("Enter what the table sees of the delivery card, as the instructions say.");
      arriero_turn_panel_open (self, ALP_ACTION_ZARA_CARD);
      break;

    case ALP_PHASE_ZARA_CHOOSE:
      {
        AlpAction suggestion;

        title = g_strdup (_("Zara removes a token"));
        hint = _("Two villages hold equal tokens: choose which one loses it.");
        if (alp_game_get_suggestion (self->game, &suggestion))
          {
            g_autofree char *text = alp_game_describe_action (self->game, &suggestion);

            add_row (self->actions_list, _("Accept the suggestion"), text, "turn.suggestion", NULL);
          }
        arriero_turn_panel_open (self, ALP_ACTION_ZARA_CHOOSE);
      }
      break;

    case ALP_PHASE_OVER:
    default:
      title = g_strdup (_("The game is over"));
      hint = _("Every mule is in the end space.");
      /* A Zara-only game tracked no holdings: the table counts them on
       * the Settle a Score page (win.settle-score, issue 16's) */
      if (alp_setup_is_zara_only (alp_game_get_setup (self->game)))
        add_row (self->actions_list, _("Settle a Score"),
                 _("Enter what each player holds for the final count"), "win.settle-score", NULL);
      else
        add_row (self->actions_list, _("Show the Final Score"), NULL, "win.show-score", NULL);
      break;
    }

  if (phase == ALP_PHASE_MOVE || phase == ALP_PHASE_ACT)
    {
      if (alp_game_get_norias (self->game, current) > 0)
        add_row (self->actions_list, _("Spend norias"), NULL, "turn.open",
                 g_variant_new_int32 (ALP_ACTION_SPEND_NORIAS));
    }

  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->hint_label, hint);
  finish_list (self->actions_list);
}

static void
game_changed_cb (ArrieroTurnPanel *self)
{
  self->open_kind = ALP_N_ACTIONS;
  self->show_all = FALSE;
  rebuild (self);
}

static void
refusal_cb (ArrieroTurnPanel *self)
{
  set_message (self, arriero_session_get_refusal (self->session));
}

/* A question about the copy opens over the panel's window */
static GtkWindow *
parent_window (ArrieroTurnPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
apply (ArrieroTurnPanel *self,
       const AlpAction  *action)
{
  if (self->session != NULL)
    arriero_session_apply (self->session, action, parent_window (self), NULL, NULL);
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  guint index = g_variant_get_uint32 (parameter);
  AlpAction action;

  if (self->choices == NULL || index >= self->choices->len)
    return;

  action = g_array_index (self->choices, AlpChoice, index).action;
  apply (self, &action);
}

static void
more_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);

  self->show_all = TRUE;
  show_choices (self);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  arriero_turn_panel_open (ARRIERO_TURN_PANEL (widget), g_variant_get_int32 (parameter));
}

static void
do_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  AlpAction action;

  alp_action_init (&action, g_variant_get_int32 (parameter));
  apply (ARRIERO_TURN_PANEL (widget), &action);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_ZARA_ROLL);
  action.value = g_variant_get_int32 (parameter);
  apply (ARRIERO_TURN_PANEL (widget), &action);
}

static void
describe_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  g_autofree char *path = NULL;

  if (self->session != NULL && self->game != NULL && parent_window (self) != NULL &&
      (path = unknown_stop_path (self)) != NULL)
    arriero_session_describe (self->session, path, parent_window (self), NULL, NULL);
}

static void
suggestion_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  AlpAction action;

  if (self->game != NULL && alp_game_get_suggestion (self->game, &action))
    apply (self, &action);
}

static void
arriero_turn_panel_dispose (GObject *object)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->session);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->message, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_TURN_PANEL);

  G_OBJECT_CLASS (arriero_turn_panel_parent_class)->dispose (object);
}

static void
arriero_turn_panel_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_turn_panel_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arriero_turn_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_SESSION:
      if (g_set_object (&self->session, g_value_get_object (value)))
        {
          g_signal_group_set_target (self->session_signals, self->session);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_turn_panel_class_init (ArrieroTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_turn_panel_dispose;
  object_class->get_property = arriero_turn_panel_get_property;
  object_class->set_property = arriero_turn_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * ArrieroTurnPanel:session:
   *
   * What the panel's choices go to, and whose refusals it shows.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, ARRIERO_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, message_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, instructions_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, actions_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, choices_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, choices_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, end_turn_button);

  gtk_widget_class_install_action (widget_class, "turn.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "turn.open", "i", open_action);
  gtk_widget_class_install_action (widget_class, "turn.more", NULL, more_action);
  gtk_widget_class_install_action (widget_class, "turn.do", "i", do_action);
  gtk_widget_class_install_action (widget_class, "turn.roll", "i", roll_action);
  gtk_widget_class_install_action (widget_class, "turn.suggestion", NULL, suggestion_action);
  gtk_widget_class_install_action (widget_class, "turn.describe", NULL, describe_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "turnpanel");
}

static void
arriero_turn_panel_init (ArrieroTurnPanel *self)
{
  self->open_kind = ALP_N_ACTIONS;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  self->session_signals = g_signal_group_new (ARRIERO_TYPE_SESSION);
  g_signal_group_connect_object (self->session_signals, "notify::refusal",
                                 G_CALLBACK (refusal_cb), self, G_CONNECT_SWAPPED);

  /* The rows a turn usually needs, made before the first one: making them
   * during a step cost that step its frame */
  for (guint i = 0; i < MAX_SHOWN + MAX_REFUSALS + 1; i++)
    gtk_widget_set_visible (new_row (self->choices_list), FALSE);
  for (guint i = 0; i < 8; i++)
    gtk_widget_set_visible (new_row (self->actions_list), FALSE);
  for (guint i = 0; i < 6; i++)
    gtk_widget_set_visible (new_row (self->instructions_list), FALSE);
}

AlpGame *
arriero_turn_panel_get_game (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->game;
}

void
arriero_turn_panel_set_game (ArrieroTurnPanel *self,
                             AlpGame          *game)
{
  g_return_if_fail (ARRIERO_IS_TURN_PANEL (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  set_message (self, NULL);
  self->open_kind = ALP_N_ACTIONS;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * arriero_turn_panel_get_message:
 *
 * Returns: (nullable): the engine's reason for the session's last
 *   refusal, shown in the panel
 */
const char *
arriero_turn_panel_get_message (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return self->message;
}

guint
arriero_turn_panel_get_n_choices (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), 0);

  return self->choices != NULL ? self->choices->len : 0;
}

const AlpChoice *
arriero_turn_panel_get_choice (ArrieroTurnPanel *self,
                               guint             index)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);
  g_return_val_if_fail (self->choices != NULL && index < self->choices->len, NULL);

  return &g_array_index (self->choices, AlpChoice, index);
}
