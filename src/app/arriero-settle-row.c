/* arriero-settle-row.c: one player's holdings on the Settle a Score page
 *
 * A name and a colour, then every number the score is made of, each in a
 * field of its own and in reading order, so that Tab reaches them one by
 * one: dirhams in hand, the end spot's value, the delivery tokens (a
 * token's fruit count and Enter adds it; Backspace in the empty field
 * takes the last back), the delivery cards likewise, and the leftovers.
 * An empty field is 0.  The row only reads what is typed: the score is
 * the engine's (alp_score_settle()), worked out by the page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-settle-row.h"

#define N_COLOURS ALP_COLOUR_GREY       /* Zara's grey is nobody's */
#define MAX_TOKENS (2 * ALP_N_FRUITS)
#define MAX_CARDS 20

struct _ArrieroSettleRow
{
  GtkWidget    parent_instance;

  GtkEntry    *name_entry;
  GtkDropDown *colour_drop;
  GtkEntry    *dirhams_entry;
  GtkEntry    *end_entry;
  GtkEntry    *token_entry;
  GtkLabel    *tokens_label;
  GtkEntry    *card_entry;
  GtkLabel    *cards_label;
  GtkEntry    *fruits_entry;
  GtkEntry    *goals_entry;
  GtkEntry    *small_entry;
  GtkEntry    *large_entry;

  guint        player;
  GArray      *tokens;    /* gint: each token's fruit count */
  GArray      *cards;     /* gint: each card's value */
  gboolean     filling;
};

G_DEFINE_FINAL_TYPE (ArrieroSettleRow, arriero_settle_row, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A field of numbers: what it is called in a problem, and its range (the
 * holdings format's, docs/game-format.md) */
typedef struct
{
  gsize       offset;
  const char *id;     /* the widget's name, with the seat: "dirhams-0" */
  const char *what;
  gint        min, max;
} NumberField;

static const NumberField number_fields[] = {
  { G_STRUCT_OFFSET (ArrieroSettleRow, dirhams_entry), "dirhams", N_("dirhams in hand"), 0, 9999 },
  { G_STRUCT_OFFSET (ArrieroSettleRow, end_entry), "end-spot", N_("end spot’s value"), 0, 99 },
  { G_STRUCT_OFFSET (ArrieroSettleRow, token_entry), "token", N_("delivery token’s fruit count"), 1, 10 },
  { G_STRUCT_OFFSET (ArrieroSettleRow, card_entry), "card", N_("delivery card’s value"), 0, 99 },
  { G_STRUCT_OFFSET (ArrieroSettleRow, fruits_entry), "fruits", N_("leftover fruits"), 0, ALP_N_FRUITS * ALP_FRUIT_LIMIT },
  { G_STRUCT_OFFSET (ArrieroSettleRow, goals_entry), "goal-tokens", N_("goal tokens"), 0, ALP_GOAL_TOKENS },
  { G_STRUCT_OFFSET (ArrieroSettleRow, small_entry), "small-norias", N_("small norias"), 0, 10 },
  { G_STRUCT_OFFSET (ArrieroSettleRow, large_entry), "large-norias", N_("large norias"), 0, 5 },
};

static GtkEntry *
field_entry (ArrieroSettleRow  *self,
             const NumberField *field)
{
  return G_STRUCT_MEMBER (GtkEntry *, self, field->offset);
}

static const NumberField *
field_of (ArrieroSettleRow *self,
          GtkEntry         *entry)
{
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    if (field_entry (self, &number_fields[i]) == entry)
      return &number_fields[i];

  g_assert_not_reached ();
}

/* The name typed, or the seat's "Player N" */
static char *
dup_name (ArrieroSettleRow *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));

  if (*name == '\0')
    return g_strdup_printf (_("Player %u"), self->player + 1);

  return g_steal_pointer (&name);
}

/* Reads a field: empty is 0.  Returns: FALSE, the field marked, when what
 * is typed is not a number of its range */
static gboolean
read_number (ArrieroSettleRow  *self,
             GtkEntry          *entry,
             gint              *out,
             GError           **error)
{
  const NumberField *field = field_of (self, entry);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  gint64 value = 0;

  if (*text == '\0' ||
      g_ascii_string_to_signed (text, 10, field->min, field->max, &value, NULL))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
      *out = (gint) value;
      return TRUE;
    }

  gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  if (error != NULL)
    {
      g_autofree char *name = dup_name (self);

      /* TRANSLATORS: "Ana’s dirhams in hand: “1x” is not a whole number from 0 to 9999" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s’s %s: “%s” is not a whole number from %d to %d"),
                   name, _(field->what), text, field->min, field->max);
    }
  return FALSE;
}

static void
emit_changed (ArrieroSettleRow *self)
{
  if (!self->filling)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
show_list (GtkLabel *label,
           GArray   *values)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < values->len; i++)
    g_string_append_printf (text, "%s%d", i > 0 ? ", " : "", g_array_index (values, gint, i));
  if (values->len == 0)
    g_string_append (text, _("none yet"));
  gtk_label_set_text (label, text->str);
}

static void
show_lists (ArrieroSettleRow *self)
{
  show_list (self->tokens_label, self->tokens);
  show_list (self->cards_label, self->cards);
}

/* The number typed in a token's or a card's field goes in its list */
static void
commit_pending (ArrieroSettleRow *self,
                GtkEntry         *entry)
{
  GArray *values = entry == self->token_entry ? self->tokens : self->cards;
  guint max = entry == self->token_entry ? MAX_TOKENS : MAX_CARDS;
  gint value;

  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0' || values->len >= max ||
      !read_number (self, entry, &value, NULL))
    return;

  g_array_append_val (values, value);
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  self->filling = FALSE;
  show_lists (self);
  emit_changed (self);
}

static void
list_activate_cb (GtkEntry         *entry,
                  ArrieroSettleRow *self)
{
  commit_pending (self, entry);
}

static void
list_leave_cb (GtkEventControllerFocus *controller,
               ArrieroSettleRow        *self)
{
  commit_pending (self, GTK_ENTRY (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller))));
}

/* Backspace in an empty token's or card's field takes the last one back */
static gboolean
list_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ArrieroSettleRow      *self)
{
  GtkEntry *entry = GTK_ENTRY (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  GArray *values = entry == self->token_entry ? self->tokens : self->cards;

  if (keyval != GDK_KEY_BackSpace || *gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0' ||
      values->len == 0)
    return GDK_EVENT_PROPAGATE;

  g_array_set_size (values, values->len - 1);
  show_lists (self);
  emit_changed (self);
  return GDK_EVENT_STOP;
}

static void
setup_list_entry (ArrieroSettleRow *self,
                  GtkEntry         *entry)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_object (entry, "activate", G_CALLBACK (list_activate_cb), self, 0);
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (list_key_cb), self, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (list_leave_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (entry), key);
  gtk_widget_add_controller (GTK_WIDGET (entry), focus);
}

static void
arriero_settle_row_dispose (GObject *object)
{
  ArrieroSettleRow *self = ARRIERO_SETTLE_ROW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_SETTLE_ROW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->tokens, g_array_unref);
  g_clear_pointer (&self->cards, g_array_unref);

  G_OBJECT_CLASS (arriero_settle_row_parent_class)->dispose (object);
}

static void
arriero_settle_row_class_init (ArrieroSettleRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_settle_row_dispose;

  /**
   * ArrieroSettleRow::changed:
   *
   * Something the score is made of was typed, added or taken back.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-settle-row.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, colour_drop);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, dirhams_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, end_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, token_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, tokens_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, card_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, cards_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, fruits_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, goals_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, small_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettleRow, large_entry);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_settle_row_init (ArrieroSettleRow *self)
{
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->tokens = g_array_new (FALSE, FALSE, sizeof (gint));
  self->cards = g_array_new (FALSE, FALSE, sizeof (gint));

  for (guint c = 0; c < N_COLOURS; c++)
    gtk_string_list_append (colours, alp_colour_get_name (c));
  gtk_drop_down_set_model (self->colour_drop, G_LIST_MODEL (colours));
  g_signal_connect_object (self->colour_drop, "notify::selected",
                           G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);

  /* The engine refuses longer names (S4): let none be typed */
  gtk_entry_set_max_length (self->name_entry, ALP_SETUP_MAX_NAME_LENGTH);
  g_signal_connect_object (self->name_entry, "changed", G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);

  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    {
      GtkEntry *entry = field_entry (self, &number_fields[i]);

      gtk_entry_set_input_purpose (entry, GTK_INPUT_PURPOSE_DIGITS);
      gtk_entry_set_max_length (entry, 4);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 4);
      gtk_entry_set_placeholder_text (entry, "0");
      gtk_widget_set_halign (GTK_WIDGET (entry), GTK_ALIGN_START);
      g_signal_connect_object (entry, "changed", G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
    }
  setup_list_entry (self, self->token_entry);
  setup_list_entry (self, self->card_entry);
  show_lists (self);
}

/**
 * arriero_settle_row_new:
 * @player: the player's seat, from 0
 */
GtkWidget *
arriero_settle_row_new (guint player)
{
  ArrieroSettleRow *self = g_object_new (ARRIERO_TYPE_SETTLE_ROW, NULL);
  g_autofree char *title = g_strdup_printf (_("Player %u"), player + 1);
  g_autofree char *colour_label = g_strdup_printf (_("Player %u’s colour"), player + 1);

  self->player = player;
  /* named with the seat, for the tests and for whoever reads the tree */
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", number_fields[i].id, player);

      gtk_widget_set_name (GTK_WIDGET (field_entry (self, &number_fields[i])), id);
    }
  {
    g_autofree char *name_id = g_strdup_printf ("name-%u", player);
    g_autofree char *colour_id = g_strdup_printf ("colour-%u", player);

    gtk_widget_set_name (GTK_WIDGET (self->name_entry), name_id);
    gtk_widget_set_name (GTK_WIDGET (self->colour_drop), colour_id);
  }
  gtk_entry_set_placeholder_text (self->name_entry, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->colour_drop),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, colour_label, -1);
  gtk_drop_down_set_selected (self->colour_drop, player);

  return GTK_WIDGET (self);
}

/**
 * arriero_settle_row_set_player:
 * @name: (nullable): the player's name, "Player N" when empty
 *
 * Names the player and gives their colour, as the last game left them.
 */
void
arriero_settle_row_set_player (ArrieroSettleRow *self,
                               const char       *name,
                               AlpColour         colour)
{
  g_return_if_fail (ARRIERO_IS_SETTLE_ROW (self));

  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
  gtk_drop_down_set_selected (self->colour_drop, colour < N_COLOURS ? colour : self->player);
  self->filling = FALSE;
  emit_changed (self);
}

static void
set_number (GtkEntry *entry,
            gint      value)
{
  g_autofree char *text = value != 0 ? g_strdup_printf ("%d", value) : g_strdup ("");

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

/**
 * arriero_settle_row_set_holdings:
 *
 * Shows what a player held, as a settled game saved it.
 */
void
arriero_settle_row_set_holdings (ArrieroSettleRow  *self,
                                 const AlpHoldings *holdings,
                                 AlpColour          colour)
{
  g_return_if_fail (ARRIERO_IS_SETTLE_ROW (self));
  g_return_if_fail (holdings != NULL);

  arriero_settle_row_clear (self);
  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), holdings->name);
  gtk_drop_down_set_selected (self->colour_drop, colour < N_COLOURS ? colour : self->player);
  set_number (self->dirhams_entry, holdings->dirhams);
  set_number (self->end_entry, holdings->end_spot);
  for (guint t = 0; t < holdings->n_tokens; t++)
    {
      gint value = holdings->tokens[t];

      g_array_append_val (self->tokens, value);
    }
  for (guint c = 0; c < holdings->n_cards; c++)
    {
      gint value = holdings->cards[c];

      g_array_append_val (self->cards, value);
    }
  set_number (self->fruits_entry, holdings->fruits);
  set_number (self->goals_entry, holdings->goal_tokens);
  set_number (self->small_entry, holdings->small_norias);
  set_number (self->large_entry, holdings->large_norias);
  self->filling = FALSE;
  show_lists (self);
  emit_changed (self);
}

/**
 * arriero_settle_row_clear:
 *
 * Empties every number, keeping the name and the colour.
 */
void
arriero_settle_row_clear (ArrieroSettleRow *self)
{
  g_return_if_fail (ARRIERO_IS_SETTLE_ROW (self));

  self->filling = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (number_fields); i++)
    gtk_editable_set_text (GTK_EDITABLE (field_entry (self, &number_fields[i])), "");
  g_array_set_size (self->tokens, 0);
  g_array_set_size (self->cards, 0);
  self->filling = FALSE;
  show_lists (self);
  emit_changed (self);
}

/**
 * arriero_settle_row_read:
 * @holdings: (out caller-allocates): what the player holds; its name is
 *   replaced (freed first)
 * @colour: (out): the player's colour
 * @error: which field holds what is not a number of its range
 *
 * A number typed in the token's or the card's field and not added yet
 * counts as one more.
 */
gboolean
arriero_settle_row_read (ArrieroSettleRow  *self,
                         AlpHoldings       *holdings,
                         AlpColour         *colour,
                         GError           **error)
{
  gint pending, value;
  guint selected;

  g_return_val_if_fail (ARRIERO_IS_SETTLE_ROW (self), FALSE);
  g_return_val_if_fail (holdings != NULL, FALSE);

  g_free (holdings->name);
  holdings->name = dup_name (self);
  selected = gtk_drop_down_get_selected (self->colour_drop);
  *colour = selected < N_COLOURS ? (AlpColour) selected : (AlpColour) self->player;

  if (!read_number (self, self->dirhams_entry, &holdings->dirhams, error) ||
      !read_number (self, self->end_entry, &holdings->end_spot, error))
    return FALSE;

  holdings->n_tokens = 0;
  for (guint t = 0; t < self->tokens->len; t++)
    holdings->tokens[holdings->n_tokens++] = g_array_index (self->tokens, gint, t);
  pending = 0;
  if (!read_number (self, self->token_entry, &pending, error))
    return FALSE;
  if (pending > 0 && holdings->n_tokens < MAX_TOKENS)
    holdings->tokens[holdings->n_tokens++] = pending;

  holdings->n_cards = 0;
  for (guint c = 0; c < self->cards->len; c++)
    holdings->cards[holdings->n_cards++] = g_array_index (self->cards, gint, c);
  if (!read_number (self, self->card_entry, &pending, error))
    return FALSE;
  if (*gtk_editable_get_text (GTK_EDITABLE (self->card_entry)) != '\0' && holdings->n_cards < MAX_CARDS)
    holdings->cards[holdings->n_cards++] = pending;

  if (!read_number (self, self->fruits_entry, &value, error))
    return FALSE;
  holdings->fruits = value;
  if (!read_number (self, self->goals_entry, &value, error))
    return FALSE;
  holdings->goal_tokens = value;
  if (!read_number (self, self->small_entry, &value, error))
    return FALSE;
  holdings->small_norias = value;
  if (!read_number (self, self->large_entry, &value, error))
    return FALSE;
  holdings->large_norias = value;
  holdings->sold = FALSE;

  return TRUE;
}
