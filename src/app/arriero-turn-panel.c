/* arriero-turn-panel.c: what the player to act may do now
 *
 * The panel lists what the engine says is possible at this step: for the
 * mule to move, only why the spaces refused are refused (its destination
 * is clicked or keyed on the track), the actions left where it stopped
 * (those the rules make impossible shown so, with the engine's reason),
 * the cards the table may turn up, and Zara's die, cards and
 * instructions.  An action open is filled in pick by pick (a farmland,
 * then a fruit; a fruit, then another) from the engine's tree of picks
 * (alp_game_list_picks()): the current pick's targets are buttons that
 * name them, and arriero_turn_panel_get_targets() /
 * arriero_turn_panel_pick() let the board take them as well: the board
 * marks them on the table's parts (arriero-window-picks.c), with the
 * picks the rules refuse (arriero_turn_panel_get_refused()) and, before
 * any pick is made, the first picks of the stop's other actions
 * (arriero_turn_panel_get_other_targets()), which open their action.  Every choice goes to the session (which asks the engine,
 * and the table for what its copy does not describe yet) through one
 * action, `turn.choose`, exactly as a click does; the panel shows the
 * session's game and the reason of its last refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "arriero-rules-window.h"
#include "arriero-session.h"
#include "arriero-table-part.h"
#include "arriero-turn-panel.h"
#include "arriero-turn-panel-private.h"
#include "arriero-wrap-row.h"

#define MAX_REFUSALS 6
#define MAX_ROWS     12   /* no list of the panel is longer */
#define MAX_TRACK_REFUSALS 4 /* the mule's move: why spaces are refused, a few */
/* the lists' pooled rows (arriero-turn-panel-rows.c) */
#define clear_list  _arriero_turn_panel_clear_list
#define finish_list _arriero_turn_panel_finish_list
#define set_text    _arriero_turn_panel_set_text
#define new_row     _arriero_turn_panel_new_row
#define fill_row    _arriero_turn_panel_fill_row
#define add_row     _arriero_turn_panel_add_row


G_DEFINE_FINAL_TYPE (ArrieroTurnPanel, arriero_turn_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TARGETS_CHANGED,
  FOCUS_TARGET,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void rebuild (ArrieroTurnPanel *self);

static void
set_message (ArrieroTurnPanel *self,
             const char       *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  /* the message is the session's refusal: "Why?" opens its rule */
  arriero_rules_set_why (self->refusal_why_button,
                         message != NULL && self->session != NULL
                         ? arriero_session_get_refusal_rule (self->session) : NULL);
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

static void
append_choices (GArray  *into,
                GArray  *from)
{
  g_array_append_vals (into, from->data, from->len);
  /* the strings now belong to @into */
  g_array_set_clear_func (from, NULL);
  g_array_unref (from);
}

/* The mule's move is taken on the track (a click on a marked space, or
 * the arrow keys and Enter): the panel lists only why the refused spaces
 * are refused.  Zara's card backs are pictures to click
 * (arriero-turn-panel-backs.c).  Her choice of a village lists every
 * legal choice, each event once (5 at most), and the refused ones follow
 * while rows last. */
static void
show_choices (ArrieroTurnPanel *self)
{
  g_autoptr(GHashTable) reasons = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean on_track = self->choices != NULL && self->open_kind == ALP_ACTION_MOVE;
  gboolean on_backs = self->choices != NULL && self->open_kind == ALP_ACTION_ZARA_CARD;
  guint max_refusals = on_track ? MAX_TRACK_REFUSALS : MAX_REFUSALS;
  guint n_legal = 0, n_rows = 0;

  clear_list (self->choices_list);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_label), self->choices != NULL);
  _arriero_turn_panel_show_backs (self, on_backs);
  if (self->choices == NULL)
    {
      finish_list (self->choices_list);
      return;
    }

  for (guint i = 0; i < self->choices->len; i++)
    {
      const AlpChoice *choice = &g_array_index (self->choices, AlpChoice, i);
      char *text;

      /* a choice that needs an item of the copy not described yet can be
       * taken: the window asks for the item, then applies it */
      if (!choice->legal && !choice->missing)
        continue;
      n_legal++;
      if (on_track || on_backs || n_rows >= MAX_ROWS)
        continue;
      text = alp_game_describe_action (self->game, &choice->action);
      /* two rows that say the same are the same event for the table */
      if (g_hash_table_contains (shown, text))
        {
          g_free (text);
          continue;
        }
      g_hash_table_add (shown, text);
      add_row (self->choices_list, text,
               choice->missing ? _("Not described in your copy yet: Arriero will ask") : NULL,
               "turn.choose", g_variant_new_uint32 (i));
      n_rows++;
    }

  /* The refused ones, each reason once: the table sees why */
  for (guint i = 0; i < self->choices->len && n_rows < MAX_ROWS; i++)
    {
      const AlpChoice *choice = &g_array_index (self->choices, AlpChoice, i);
      g_autofree char *text = NULL;

      if (choice->legal || choice->missing || g_hash_table_contains (reasons, choice->reason) ||
          g_hash_table_size (reasons) >= max_refusals)
        continue;
      g_hash_table_add (reasons, choice->reason);
      text = alp_game_describe_action (self->game, &choice->action);
      /* refused by a rule: the row opens the rule, as a Why? would */
      fill_row (self->choices_list, text, choice->reason,
                choice->rule != NULL ? "win.show-rule" : NULL,
                choice->rule != NULL ? g_variant_new_string (choice->rule) : NULL,
                choice->rule != NULL, TRUE);
      n_rows++;
    }

  finish_list (self->choices_list);
  if (on_track)
    {
      /* the spaces are marked on the track, which has the focus */
      set_text (self->choices_label,
                          n_legal == 0 ? _("Nothing of this is possible now:")
                          : g_hash_table_size (reasons) > 0
                          ? _("Click a marked space on the track, or choose one with the arrow keys and "
                              "Enter. Refused there:")
                          : _("Click a marked space on the track, or choose one with the arrow keys and Enter."));
      return;
    }
  set_text (self->choices_label,
                      n_legal == 0 ? _("Nothing of this is possible now:")
                      : on_backs ? _("Click the back of the top delivery card as the table sees it:")
                      : _("Choose:"));
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

/* The icon of the stop an action of slot @i uses: an add-farmer icon
 * says which farmlands; ALP_NONE for the others */
static guint
slot_icon (guint i)
{
  return slot_actions[i].kind == ALP_ACTION_ADD_FARMER ? slot_actions[i].slot : ALP_NONE;
}

void
_arriero_turn_panel_slot_action (guint          slot,
                                 AlpActionKind *kind,
                                 guint         *icon)
{
  if (kind != NULL)
    *kind = slot_actions[slot].kind;
  if (icon != NULL)
    *icon = slot_icon (slot);
}

/* The actions of the stop, the spend of norias and the cards turned up
 * are filled in by picks; the mule's move and Zara's other steps are
 * lists of their own */
static gboolean
uses_picks (ArrieroTurnPanel *self,
            AlpActionKind     kind)
{
  switch (kind)
    {
    case ALP_ACTION_REVEAL_CARD:
    case ALP_ACTION_ZARA_CARD:
      return _arriero_turn_panel_picks_card (self, kind);
    case ALP_ACTION_MOVE:
    case ALP_ACTION_ZARA_ROLL:
    case ALP_ACTION_ZARA_CHOOSE:
      return FALSE;
    default:
      return TRUE;
    }
}

/* Says @text to a screen reader: the live label's text changes, and GTK
 * 4.8 (which has no gtk_accessible_announce()) tells the assistive
 * technologies of a label's new name */
void
_arriero_turn_panel_announce (ArrieroTurnPanel *self,
                              const char       *text)
{
  gtk_label_set_text (self->announce_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->announce_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* The first row of @list a person can take, or NULL */
static GtkWidget *
first_open_row (GtkListBox *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row) && gtk_widget_get_sensitive (row) &&
        gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)))
      return row;

  return NULL;
}

/* After a step the keyboard's focus goes to the next sensible target: the
 * current pick's first target, else the first action open, else End
 * Turn; only when it was on the panel, on the board, or dropped with a
 * row the step hid (a step taken from a menu leaves it alone).  When a
 * mule is to move, the board takes it (arriero-board-view.c). */
static gboolean
keep_focus_cb (gpointer data)
{
  ArrieroTurnPanel *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus, *next;

  self->focus_id = 0;
  if (root == NULL || self->game == NULL || alp_game_get_phase (self->game) == ALP_PHASE_MOVE)
    return G_SOURCE_REMOVE;
  focus = gtk_root_get_focus (root);
  if (focus != NULL && gtk_widget_get_mapped (focus) &&
      !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) &&
      gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TABLE_PART) == NULL &&
      g_strcmp0 (gtk_widget_get_css_name (focus), "boardview") != 0)
    return G_SOURCE_REMOVE;

  /* a target on the table first: that is where the table picks */
  if (self->targets->len > 0 || self->others->len > 0)
    {
      gboolean handled = FALSE;

      g_signal_emit (self, signals[FOCUS_TARGET], 0, &handled);
      if (handled)
        return G_SOURCE_REMOVE;
    }

  if ((next = _arriero_turn_panel_first_back (self)) == NULL &&
      (next = first_open_row (self->choices_list)) == NULL &&
      (next = first_open_row (self->actions_list)) == NULL &&
      gtk_widget_get_visible (self->end_turn_button))
    next = self->end_turn_button;
  if (next != NULL)
    gtk_widget_grab_focus (next);

  return G_SOURCE_REMOVE;
}

/* Once every view has heard of the step (the window enables End Turn in
 * its own handler) */
static void
keep_focus (ArrieroTurnPanel *self)
{
  if (self->focus_id == 0)
    self->focus_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, keep_focus_cb, self, NULL);
}

static void
close_picks (ArrieroTurnPanel *self)
{
  gboolean had = self->tree != NULL;

  g_array_set_size (self->refused, 0);
  g_clear_pointer (&self->tree, alp_pick_tree_free);
  g_array_set_size (self->made, 0);
  g_array_set_size (self->targets, 0);
  if (had)
    g_signal_emit (self, signals[TARGETS_CHANGED], 0);
}

/* The picks made so far, in words: "Add a farmer: The green farmland" */
static char *
describe_made (ArrieroTurnPanel *self)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->made->len; i++)
    {
      g_autofree char *part = alp_game_describe_pick (self->game, &g_array_index (self->made, AlpPick, i));

      if (i > 0)
        g_string_append (text, " · ");
      g_string_append (text, part);
    }

  return g_string_free (text, FALSE);
}

static void
show_picks (ArrieroTurnPanel *self)
{
  g_autofree char *made = NULL;
  g_autofree char *heading = NULL;
  gboolean on_table;

  clear_list (self->choices_list);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_label), TRUE);
  if (self->open_kind == ALP_ACTION_REVEAL_CARD || self->open_kind == ALP_ACTION_ZARA_CARD)
    {
      /* the cards are picked on the table, never from a list */
      finish_list (self->choices_list);
      set_text (self->choices_label, _("Click the card turned up among the delivery cards on the table."));
      return;
    }
  /* every target is marked on the table (or its pick tray), where it is
   * clicked; the panel lists them too while they fit in a list */
  on_table = self->targets->len > MAX_ROWS;
  for (guint i = 0; i < self->targets->len && !on_table; i++)
    {
      g_autofree char *text = alp_game_describe_pick (self->game, &g_array_index (self->targets, AlpPick, i));

      add_row (self->choices_list, text, NULL, "turn.pick", g_variant_new_uint32 (i));
    }
  if (self->made->len > 0 && (on_table || self->targets->len < MAX_ROWS))
    add_row (self->choices_list, _("Start This Action Again"), NULL, "turn.unpick", NULL);
  finish_list (self->choices_list);

  made = describe_made (self);
  if (on_table)
    heading = self->made->len == 0 ? g_strdup (_("Click one of the items marked on the table."))
              /* TRANSLATORS: the picks made so far, then what comes next */
              : g_strdup_printf (_("%s — then click one of the items marked on the table."), made);
  else
    heading = self->made->len == 0 ? g_strdup (_("Choose:"))
              /* TRANSLATORS: the picks made so far, then what comes next */
              : g_strdup_printf (_("%s — then choose:"), made);
  set_text (self->choices_label, heading);
}

static void     collect_others (ArrieroTurnPanel *self);
static gboolean choose_large (ArrieroTurnPanel *self,
                              const AlpAction  *action);
static gboolean make_pick (ArrieroTurnPanel *self,
                           const AlpPick    *pick);
static void     apply     (ArrieroTurnPanel *self,
                           const AlpAction  *action);

/* E2: a spend of norias by a holder of large ones that may go back in
 * more than one way asks which: a row per number of large ones that can
 * go back (a player holds at most 1 or 2).  Returns whether it asks. */
static gboolean
choose_large (ArrieroTurnPanel *self,
              const AlpAction  *action)
{
  guint current = alp_game_get_current (self->game);
  guint held, norias, left, fewest;

  /* (a card turned up for Zara, who holds no norias, comes here too) */
  if (action->kind != ALP_ACTION_SPEND_NORIAS || action->large != ALP_NONE)
    return FALSE;
  held = alp_game_get_large_norias (self->game, current);
  norias = alp_game_get_norias (self->game, current);
  if (held == 0 || action->cost > norias)
    return FALSE;
  left = norias - action->cost;
  fewest = held > left / 3 ? held - left / 3 : 0;
  if (fewest == held)
    return FALSE;

  self->spend = *action;
  clear_list (self->choices_list);
  for (guint large = fewest; large <= held; large++)
    {
      g_autofree char *title = large == 0
        ? g_strdup (_("Small norias go back"))
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u large noria goes back",
                                        "%u large norias go back", large), large);

      add_row (self->choices_list, title, NULL, "turn.spend-large", g_variant_new_uint32 (large));
    }
  finish_list (self->choices_list);
  gtk_widget_set_visible (GTK_WIDGET (self->choices_label), TRUE);
  set_text (self->choices_label, _("Which norias go back to the supply?"));

  return TRUE;
}

/* The targets after the picks made; a pick with one target only is made
 * at once, and a whole choice is applied */
static void
advance (ArrieroTurnPanel *self)
{
  g_autoptr(GArray) targets = alp_pick_tree_list (self->tree, (AlpPick *) self->made->data, self->made->len);
  AlpAction action;

  if (targets->len == 0)
    {
      if (alp_pick_tree_get_action (self->tree, (AlpPick *) self->made->data, self->made->len, &action, NULL))
        {
          close_picks (self);
          if (!choose_large (self, &action))
            apply (self, &action);
        }
      return;
    }
  if (targets->len == 1 &&
      (self->made->len > 0 ||
       (g_array_index (targets, AlpPick, 0).kind == ALP_PICK_ACTION &&
        g_array_index (targets, AlpPick, 0).index == self->open_kind)))
    {
      make_pick (self, &g_array_index (targets, AlpPick, 0));
      return;
    }

  g_array_set_size (self->targets, 0);
  g_array_append_vals (self->targets, targets->data, targets->len);
  g_array_set_size (self->refused, 0);
  {
    g_autoptr(GArray) refused = alp_pick_tree_list_refused (self->tree, (AlpPick *) self->made->data,
                                                            self->made->len);

    g_array_append_vals (self->refused, refused->data, refused->len);
  }
  collect_others (self);
  show_picks (self);
  keep_focus (self);
  g_signal_emit (self, signals[TARGETS_CHANGED], 0);

  {
    g_autofree char *first = alp_game_describe_pick (self->game, &g_array_index (self->targets, AlpPick, 0));
    g_autofree char *text = NULL;

    /* TRANSLATORS: announced when a pick is due: how many targets, the first */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Choose: %u target, %s",
                                         "Choose one of %u targets, the first %s", self->targets->len),
                            self->targets->len, first);
    _arriero_turn_panel_announce (self, text);
  }
}

static gboolean
make_pick (ArrieroTurnPanel *self,
           const AlpPick    *pick)
{
  gboolean found = FALSE;

  for (guint i = 0; i < self->targets->len && !found; i++)
    {
      const AlpPick *t = &g_array_index (self->targets, AlpPick, i);

      found = t->kind == pick->kind && t->index == pick->index;
    }
  if (!found && self->tree != NULL)
    {
      /* a forced pick of advance(), not listed */
      g_autoptr(GArray) targets = alp_pick_tree_list (self->tree, (AlpPick *) self->made->data,
                                                      self->made->len);

      for (guint i = 0; i < targets->len && !found; i++)
        {
          const AlpPick *t = &g_array_index (targets, AlpPick, i);

          found = t->kind == pick->kind && t->index == pick->index;
        }
    }
  if (!found)
    return FALSE;

  g_array_append_vals (self->made, pick, 1);
  advance (self);

  return TRUE;
}

/* The picks of an action as the engine lists them now, asked once a step:
 * a step's rows, the action it opens and the other actions' first picks
 * each read the same trees (owned by the cache, emptied at every rebuild) */
static AlpPickTree *
cached_picks (ArrieroTurnPanel *self,
              AlpActionKind     kind,
              guint             icon)
{
  gpointer key = GUINT_TO_POINTER ((kind + 1) << 16 | (icon & 0xffff));
  AlpPickTree *tree = g_hash_table_lookup (self->picks_cache, key);

  if (tree == NULL)
    {
      tree = alp_game_list_picks (self->game, kind, icon);
      g_hash_table_insert (self->picks_cache, key, tree);
    }
  return tree;
}

/* Opens an action for picks: with nothing possible, the rules' reason */
static void
open_picks (ArrieroTurnPanel *self,
            AlpActionKind     kind,
            guint             icon)
{
  const char *reason = NULL;

  g_clear_pointer (&self->choices, g_array_unref);
  close_picks (self);
  self->open_kind = kind;
  self->open_icon = icon;
  self->tree = alp_game_list_picks (self->game, kind, icon);
  if (!alp_pick_tree_is_possible (self->tree, &reason, NULL))
    {
      set_message (self, reason);
      close_picks (self);
      return;
    }
  advance (self);
}

/* A row that opens an action: open when possible, else shown as not
 * possible with the rules' reason */
static void
add_open_row (ArrieroTurnPanel *self,
              AlpActionKind     kind,
              guint             icon,
              const char       *label,
              const char       *action_name,
              GVariant         *target)
{
  AlpPickTree *tree = cached_picks (self, kind, icon);
  const char *reason = NULL;

  if (alp_pick_tree_is_possible (tree, &reason, NULL))
    {
      add_row (self->actions_list, label, NULL, action_name, target);
      return;
    }

  {
    /* TRANSLATORS: an action that the rules do not allow now */
    g_autofree char *title = g_strdup_printf (_("%s: not possible"), label);

    g_variant_unref (g_variant_ref_sink (target));
    fill_row (self->actions_list, title, reason, NULL, NULL, FALSE, FALSE);
  }
}

/* Opens the action of slot @i if it has picks to make (never one that a
 * single pick would apply: opening must not act) */
static void
auto_open (ArrieroTurnPanel *self,
           guint             i)
{
  AlpActionKind kind = slot_actions[i].kind;
  guint icon = slot_icon (i);
  g_autoptr(GArray) first = alp_pick_tree_list (cached_picks (self, kind, icon), NULL, 0);

  if (first->len == 0 ||
      (first->len == 1 && g_array_index (first, AlpPick, 0).kind == ALP_PICK_ACTION))
    return;
  open_picks (self, kind, icon);
}

/* A row of the stop's actions */
static void
add_slot_row (ArrieroTurnPanel *self,
              guint             i)
{
  AlpActionKind kind = slot_actions[i].kind;

  add_open_row (self, kind, slot_icon (i),
                g_dgettext (GETTEXT_PACKAGE, slot_actions[i].label),
                "turn.open-slot", g_variant_new_int32 (i));
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

  if (uses_picks (self, kind))
    {
      open_picks (self, kind, ALP_NONE);
      return;
    }

  g_clear_pointer (&self->choices, g_array_unref);
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

/* T1: why this mule moves now, said as the turn begins */
static void
show_turn_reason (ArrieroTurnPanel *self,
                  AlpPhase          phase,
                  const char       *who)
{
  g_autofree char *reason = NULL;

  if (phase == ALP_PHASE_ZARA_ROLL)
    reason = g_strdup_printf (_("%s moves because her mule is the furthest back on the track."), who);
  else if (phase == ALP_PHASE_MOVE)
    reason = g_strdup_printf (_("%s moves because their mule is the furthest back on the track."), who);

  /* hidden, it keeps its words: the same player's next turn says them again */
  if (reason != NULL)
    set_text (self->turn_reason_label, reason);
  gtk_widget_set_visible (self->turn_reason_box, reason != NULL);
}

static gboolean
has_pick (GArray        *picks,
          const AlpPick *pick)
{
  for (guint i = 0; i < picks->len; i++)
    if (g_array_index (picks, AlpPick, i).kind == pick->kind &&
        g_array_index (picks, AlpPick, i).index == pick->index)
      return TRUE;

  return FALSE;
}

/* Before any pick: the first picks of the stop's actions not open, each
 * once, so that a click on the table opens the action it belongs to */
static void
collect_others (ArrieroTurnPanel *self)
{
  g_array_set_size (self->others, 0);
  g_array_set_size (self->other_slots, 0);
  if (alp_game_get_phase (self->game) != ALP_PHASE_ACT || alp_game_get_pending_norias (self->game) > 0 ||
      self->made->len > 0)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (slot_actions); i++)
    {
      g_autoptr(GArray) first = NULL;

      if (alp_game_get_slot_left (self->game, slot_actions[i].slot) == 0 ||
          (self->tree != NULL && slot_actions[i].kind == self->open_kind && slot_icon (i) == self->open_icon))
        continue;
      first = alp_pick_tree_list (cached_picks (self, slot_actions[i].kind, slot_icon (i)), NULL, 0);
      for (guint j = 0; j < first->len; j++)
        {
          const AlpPick *pick = &g_array_index (first, AlpPick, j);

          if (pick->kind == ALP_PICK_DONE || has_pick (self->targets, pick) || has_pick (self->others, pick))
            continue;
          g_array_append_vals (self->others, pick, 1);
          g_array_append_val (self->other_slots, i);
        }
    }
}

static void
rebuild (ArrieroTurnPanel *self)
{
  AlpPhase phase;
  guint current;
  const char *who;
  g_autofree char *title = NULL;
  g_autofree char *unknown = NULL;
  g_autofree char *pending_hint = NULL;
  const char *hint = NULL;
  guint pending;

  /* the game changed: what was listed for the last step is out of date */
  g_hash_table_remove_all (self->picks_cache);
  clear_list (self->actions_list);
  g_clear_pointer (&self->choices, g_array_unref);
  close_picks (self);
  g_array_set_size (self->others, 0);
  g_array_set_size (self->other_slots, 0);
  show_choices (self);
  gtk_widget_set_visible (self->end_turn_button, FALSE);

  if (self->game == NULL)
    {
      g_signal_emit (self, signals[TARGETS_CHANGED], 0);
      return;
    }

  phase = alp_game_get_phase (self->game);
  current = alp_game_get_current (self->game);
  who = phase == ALP_PHASE_OVER ? NULL : alp_game_get_mule_name (self->game, current);

  add_instructions (self);

  switch (phase)
    {
    case ALP_PHASE_MOVE:
      /* TRANSLATORS: "Blue’s turn" */
      title = g_strdup_printf (_("%s’s turn"), who);
      hint = _("Move the mule forward to a space marked on the track.");
      arriero_turn_panel_open (self, ALP_ACTION_MOVE);
      break;

    case ALP_PHASE_ACT:
      title = g_strdup_printf (_("%s’s turn"), who);
      hint = _("Do the actions where the mule stopped, in any order, then end the turn.");
      /* N2: an action stopped at the limit; spend, then take the rest */
      if ((pending = alp_game_get_pending_norias (self->game)) > 0)
        {
          pending_hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "%u noria still to take: spend norias first, or take it.",
                                                       "%u norias still to take: spend norias first, or take them.",
                                                       pending), pending);
          hint = pending_hint;
          add_row (self->actions_list, _("Take the norias still to take"),
                   _("What still exceeds 5 is lost (rule N2)"), "turn.do",
                   g_variant_new_int32 (ALP_ACTION_TAKE_NORIAS));
          open_picks (self, ALP_ACTION_SPEND_NORIAS, ALP_NONE);
          gtk_widget_set_visible (self->end_turn_button, TRUE);
          break;
        }
      for (guint i = 0; i < G_N_ELEMENTS (slot_actions); i++)
        {
          guint left = alp_game_get_slot_left (self->game, slot_actions[i].slot);

          if (left == 0)
            continue;
          add_slot_row (self, i);
          /* the first action with something to pick is open at once: its
           * targets are what the table clicks next, as on the board */
          if (self->tree == NULL)
            auto_open (self, i);
        }
      if ((unknown = unknown_stop_path (self)) != NULL)
        add_row (self->actions_list, _("Describe What Is Printed Here"),
                 _("Your copy’s edition does not say yet which actions this space shows."),
                 "turn.describe", NULL);
      gtk_widget_set_visible (self->end_turn_button, TRUE);
      break;

    case ALP_PHASE_REVEAL:
      title = g_strdup (_("Turn up a delivery card"));
      hint = _("A delivery card was taken: turn up the top card of the deck and click it on the table.");
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
        add_open_row (self, ALP_ACTION_SPEND_NORIAS, ALP_NONE, _("Spend norias"), "turn.open",
                      g_variant_new_int32 (ALP_ACTION_SPEND_NORIAS));
      if (self->tree != NULL)
        show_picks (self);
    }

  set_text (self->title_label, title);
  set_text (self->hint_label, hint);
  show_turn_reason (self, phase, who);
  finish_list (self->actions_list);
  /* an action open collected them as it opened */
  if (self->tree == NULL)
    collect_others (self);
  g_signal_emit (self, signals[TARGETS_CHANGED], 0);
  keep_focus (self);
}

/* Each step is said to screen readers: the event, and Zara's
 * instructions when they are shown */
static void
announce_step (ArrieroTurnPanel *self)
{
  guint n = self->game != NULL ? alp_game_get_n_events (self->game) : 0;
  g_autofree char *event = NULL;
  g_autoptr(GString) text = NULL;

  if (n == 0)
    return;
  event = alp_game_describe_event (self->game, n - 1);
  text = g_string_new (event);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->instructions_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      {
        g_string_append_c (text, ' ');
        g_string_append (text, gtk_label_get_text (g_object_get_data (G_OBJECT (row), "title")));
      }
  _arriero_turn_panel_announce (self, text->str);
}

static void
game_changed_cb (ArrieroTurnPanel *self)
{
  self->open_kind = ALP_N_ACTIONS;
  self->spend.kind = ALP_N_ACTIONS;
  rebuild (self);
  announce_step (self);
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
open_slot_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  gint i = g_variant_get_int32 (parameter);

  if (self->game == NULL || i < 0 || i >= (gint) G_N_ELEMENTS (slot_actions))
    return;

  open_picks (self, slot_actions[i].kind, slot_icon (i));
}

static void
pick_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  guint i = g_variant_get_uint32 (parameter);

  if (self->tree != NULL && i < self->targets->len)
    {
      AlpPick pick = g_array_index (self->targets, AlpPick, i);

      make_pick (self, &pick);
    }
}

static void
spend_large_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);
  AlpAction action = self->spend;

  if (action.kind != ALP_ACTION_SPEND_NORIAS)
    return;
  action.large = g_variant_get_uint32 (parameter);
  self->spend.kind = ALP_N_ACTIONS;
  apply (self, &action);
}

static void
unpick_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroTurnPanel *self = ARRIERO_TURN_PANEL (widget);

  if (self->tree == NULL)
    return;
  g_array_set_size (self->made, 0);
  advance (self);
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
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_pointer (&self->tree, alp_pick_tree_free);
  g_clear_pointer (&self->made, g_array_unref);
  g_clear_pointer (&self->picks_cache, g_hash_table_unref);
  g_clear_pointer (&self->targets, g_array_unref);
  g_clear_pointer (&self->refused, g_array_unref);
  g_clear_pointer (&self->others, g_array_unref);
  g_clear_pointer (&self->other_slots, g_array_unref);
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

  g_type_ensure (ARRIERO_TYPE_WRAP_ROW);
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
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, refusal_why_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, turn_reason_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, turn_reason_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, instructions_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, actions_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, choices_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, choices_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, backs_flow);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroTurnPanel, announce_label);

  gtk_widget_class_install_action (widget_class, "turn.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "turn.open", "i", open_action);
  gtk_widget_class_install_action (widget_class, "turn.open-slot", "i", open_slot_action);
  gtk_widget_class_install_action (widget_class, "turn.pick", "u", pick_action);
  gtk_widget_class_install_action (widget_class, "turn.unpick", NULL, unpick_action);
  gtk_widget_class_install_action (widget_class, "turn.spend-large", "u", spend_large_action);

  /**
   * ArrieroTurnPanel::targets-changed:
   *
   * The targets of the current pick changed (an action opened, a pick
   * made, the action applied or closed): views that mark them ask
   * arriero_turn_panel_get_targets() again.
   */
  signals[TARGETS_CHANGED] =
    g_signal_new ("targets-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * ArrieroTurnPanel::focus-target:
   *
   * After a step, with targets to pick: a view that shows them takes the
   * keyboard's focus to the first and returns %TRUE; else the panel's
   * first row takes it.
   */
  signals[FOCUS_TARGET] =
    g_signal_new ("focus-target", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 0);
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
  self->spend.kind = ALP_N_ACTIONS;
  self->made = g_array_new (FALSE, FALSE, sizeof (AlpPick));
  self->picks_cache = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) alp_pick_tree_free);
  self->targets = g_array_new (FALSE, FALSE, sizeof (AlpPick));
  self->refused = g_array_new (FALSE, FALSE, sizeof (AlpPickRefusal));
  self->others = g_array_new (FALSE, FALSE, sizeof (AlpPick));
  self->other_slots = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  self->session_signals = g_signal_group_new (ARRIERO_TYPE_SESSION);
  g_signal_group_connect_object (self->session_signals, "notify::refusal",
                                 G_CALLBACK (refusal_cb), self, G_CONNECT_SWAPPED);

  /* The rows a turn usually needs, made before the first one: making them
   * during a step cost that step its frame */
  for (guint i = 0; i < MAX_ROWS + 1; i++)
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

/**
 * arriero_turn_panel_pick:
 * @kind: an #AlpPickKind
 * @index: the target's index (a region, a fruit, a token code, ...)
 *
 * Makes a pick of the action open, as a click on its button does; the
 * last pick of a choice applies it.
 *
 * Returns: whether (@kind, @index) was a target
 */
gboolean
arriero_turn_panel_pick (ArrieroTurnPanel *self,
                         guint             kind,
                         guint             index)
{
  AlpPick pick = { kind, index };

  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (self->tree != NULL && has_pick (self->targets, &pick))
    return make_pick (self, &pick);
  for (guint i = 0; i < self->others->len; i++)
    if (g_array_index (self->others, AlpPick, i).kind == kind &&
        g_array_index (self->others, AlpPick, i).index == index)
      {
        guint slot = g_array_index (self->other_slots, guint, i);

        /* the pick opens its action; a single one applies it at once */
        open_picks (self, slot_actions[slot].kind, slot_icon (slot));
        if (self->tree == NULL || !has_pick (self->targets, &pick))
          return TRUE;
        return make_pick (self, &pick);
      }
  if (self->tree == NULL)
    return FALSE;

  return make_pick (self, &pick);
}

/**
 * arriero_turn_panel_get_announcement:
 *
 * Returns: what the panel last said to screen readers (its live status
 *   label), or ""
 */
const char *
arriero_turn_panel_get_announcement (ArrieroTurnPanel *self)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), NULL);

  return gtk_label_get_text (self->announce_label);
}

/**
 * arriero_turn_panel_open_action:
 * @kind: an action of the stop, or %ALP_ACTION_SPEND_NORIAS
 * @icon: for %ALP_ACTION_ADD_FARMER, the stop's icon it uses
 *   (%ALP_NONE: any)
 *
 * What a click on the action's row does: opens it for picks, or says why
 * it is not possible.
 */
void
arriero_turn_panel_open_action (ArrieroTurnPanel *self,
                                AlpActionKind     kind,
                                guint             icon)
{
  g_return_if_fail (ARRIERO_IS_TURN_PANEL (self));
  g_return_if_fail (kind < ALP_N_ACTIONS);

  if (self->game != NULL && uses_picks (self, kind))
    open_picks (self, kind, icon);
}

/**
 * arriero_turn_panel_get_open_action:
 * @kind: (out) (optional): the action open for picks
 * @icon: (out) (optional): and the stop's icon it uses
 *
 * Returns: whether an action is open for picks
 */
gboolean
arriero_turn_panel_get_open_action (ArrieroTurnPanel *self,
                                    AlpActionKind    *kind,
                                    guint            *icon)
{
  g_return_val_if_fail (ARRIERO_IS_TURN_PANEL (self), FALSE);

  if (self->tree == NULL)
    return FALSE;
  if (kind != NULL)
    *kind = self->open_kind;
  if (icon != NULL)
    *icon = self->open_icon;

  return TRUE;
}

