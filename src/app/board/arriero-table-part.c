/* arriero-table-part.c: a part of the table the board shows, bound to the game
 *
 * The farmlands, the villages, the canal map, the market card, the card
 * display, the goal cards and the players are each a subclass.  This
 * class holds what they share: the `game` property, followed through a
 * GSignalGroup on AlpGame::changed (every event, undo, redo and edition
 * change calls the subclass's update()), and the part's clickable items.
 * An item is a flat button with a name and its state as its accessible
 * label and tooltip; a click on it emits ::item-activated with the item's
 * index, and arriero_table_part_set_mark() marks it as a target of the
 * pick under way or as refused (with the rule's reason in its tooltip).
 * arriero_table_part_mark_pick() does so for a pick of the engine's tree
 * (the subclass's find_pick() says which item shows it) and remembers the
 * pick, which arriero_table_part_get_item_pick() gives back on a click.
 * The part decides nothing: whoever picks asks the engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-icon-paintable.h"
#include "arriero-table-part.h"
#include "arriero-wrap-row.h"

typedef struct
{
  GtkWidget  *button;
  GtkWidget  *box;
  char       *text;      /* its name and state, in words */
  char       *reason;    /* why the rules refuse it, while it is marked refused */
  ArrieroMark mark;
  AlpPick     pick;      /* while marked: the pick it stands for */
  gboolean    stale;     /* its mark changed in a batch, not shown yet */
} Item;

typedef struct
{
  AlpGame      *game;
  GSignalGroup *game_signals;
  GtkWidget    *child;
  GHashTable   *items;   /* index → Item */
  guint         batch;   /* arriero_table_part_begin_marks() depth */
} ArrieroTablePartPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (ArrieroTablePart, arriero_table_part, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  ITEM_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
item_free (gpointer data)
{
  Item *item = data;

  g_free (item->text);
  g_free (item->reason);
  g_free (item);
}

static Item *
lookup_item (ArrieroTablePart *self,
             guint             index)
{
  ArrieroTablePartPrivate *priv = arriero_table_part_get_instance_private (self);

  return g_hash_table_lookup (priv->items, GUINT_TO_POINTER (index));
}

static void show_item_mark (Item *item);

/* The item's words: its text, and its mark's, as its tooltip
 * (arriero_widget_set_words(), which asks no round trip of the X server)
 * and its accessible name, set only where they changed */
static void
show_item_text (Item *item)
{
  g_autofree char *words = NULL;

  if (item->mark == ARRIERO_MARK_REFUSED && item->reason != NULL)
    /* TRANSLATORS: an item of the board the rules refuse now, and why */
    words = g_strdup_printf (_("%s. Refused: %s"), item->text ? item->text : "", item->reason);
  else if (item->mark == ARRIERO_MARK_TARGET)
    /* TRANSLATORS: an item of the board that can be picked now */
    words = g_strdup_printf (_("%s. Can be picked"), item->text ? item->text : "");
  else
    words = g_strdup (item->text ? item->text : "");

  if (g_strcmp0 (arriero_widget_get_words (item->button), *words != '\0' ? words : NULL) == 0)
    return;
  arriero_widget_set_words (item->button, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (item->button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
}

void
arriero_table_part_update (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  priv = arriero_table_part_get_instance_private (self);
  if (priv->game != NULL && ARRIERO_TABLE_PART_GET_CLASS (self)->update != NULL)
    ARRIERO_TABLE_PART_GET_CLASS (self)->update (self, priv->game);
}

static void
item_clicked_cb (GtkButton        *button,
                 ArrieroTablePart *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-item"));

  g_signal_emit (self, signals[ITEM_ACTIVATED], 0, index);
}

static void
arriero_table_part_dispose (GObject *object)
{
  ArrieroTablePart *self = ARRIERO_TABLE_PART (object);
  ArrieroTablePartPrivate *priv = arriero_table_part_get_instance_private (self);

  g_clear_object (&priv->game_signals);
  g_clear_object (&priv->game);
  g_clear_pointer (&priv->items, g_hash_table_unref);
  g_clear_pointer (&priv->child, gtk_widget_unparent);

  G_OBJECT_CLASS (arriero_table_part_parent_class)->dispose (object);
}

static void
arriero_table_part_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ArrieroTablePart *self = ARRIERO_TABLE_PART (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, arriero_table_part_get_game (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_table_part_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ArrieroTablePart *self = ARRIERO_TABLE_PART (object);

  switch (prop_id)
    {
    case PROP_GAME:
      arriero_table_part_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_table_part_class_init (ArrieroTablePartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_table_part_dispose;
  object_class->get_property = arriero_table_part_get_property;
  object_class->set_property = arriero_table_part_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ArrieroTablePart::item-activated:
   * @index: the item, as the part numbers its items
   *
   * The person clicked (or activated with the keyboard) an item.
   */
  signals[ITEM_ACTIVATED] =
    g_signal_new ("item-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tablepart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
arriero_table_part_init (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv = arriero_table_part_get_instance_private (self);

  priv->items = g_hash_table_new_full (NULL, NULL, NULL, item_free);
  priv->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (priv->game_signals, "changed",
                                 G_CALLBACK (arriero_table_part_update), self, G_CONNECT_SWAPPED);
}

AlpGame *
arriero_table_part_get_game (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), NULL);

  priv = arriero_table_part_get_instance_private (self);
  return priv->game;
}

void
arriero_table_part_set_game (ArrieroTablePart *self,
                             AlpGame          *game)
{
  ArrieroTablePartPrivate *priv;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  priv = arriero_table_part_get_instance_private (self);
  if (!g_set_object (&priv->game, game))
    return;

  g_signal_group_set_target (priv->game_signals, game);
  arriero_table_part_clear_marks (self);
  arriero_table_part_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * arriero_table_part_set_child:
 *
 * Sets what the part shows; for subclasses, once.
 */
void
arriero_table_part_set_child (ArrieroTablePart *self,
                              GtkWidget        *child)
{
  ArrieroTablePartPrivate *priv = arriero_table_part_get_instance_private (self);

  g_clear_pointer (&priv->child, gtk_widget_unparent);
  priv->child = child;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

/**
 * arriero_table_part_add_item:
 * @index: how ::item-activated and the marks name it
 *
 * Makes a clickable item for subclasses to place and fill (its box is
 * arriero_table_part_get_item_box()).
 *
 * Returns: (transfer none): the item's button, not placed yet
 */
GtkWidget *
arriero_table_part_add_item (ArrieroTablePart *self,
                             guint             index)
{
  ArrieroTablePartPrivate *priv = arriero_table_part_get_instance_private (self);
  Item *item = g_new0 (Item, 1);

  item->button = gtk_button_new ();
  item->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_button_set_child (GTK_BUTTON (item->button), item->box);
  gtk_widget_add_css_class (item->button, "flat");
  gtk_widget_add_css_class (item->button, "table-item");
  g_object_set_data (G_OBJECT (item->button), "arriero-item", GUINT_TO_POINTER (index));
  g_signal_connect (item->button, "clicked", G_CALLBACK (item_clicked_cb), self);
  g_hash_table_replace (priv->items, GUINT_TO_POINTER (index), item);

  return item->button;
}

/**
 * arriero_table_part_remove_items:
 *
 * Forgets every item, for a part that makes them anew (another map,
 * another number of players); the part removes their buttons.
 */
void
arriero_table_part_remove_items (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  priv = arriero_table_part_get_instance_private (self);
  g_hash_table_remove_all (priv->items);
}

/**
 * arriero_table_part_get_item:
 *
 * Returns: (transfer none) (nullable): the button of item @index
 */
GtkWidget *
arriero_table_part_get_item (ArrieroTablePart *self,
                             guint             index)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), NULL);

  item = lookup_item (self, index);
  return item != NULL ? item->button : NULL;
}

/**
 * arriero_table_part_get_item_box:
 *
 * Returns: (transfer none) (nullable): the box inside item @index's button
 */
GtkWidget *
arriero_table_part_get_item_box (ArrieroTablePart *self,
                                 guint             index)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), NULL);

  item = lookup_item (self, index);
  return item != NULL ? item->box : NULL;
}

/**
 * arriero_table_part_set_item_text:
 * @name: the item's name and state in words ("Green farmland: 3 apples")
 *
 * Sets what a screen reader and the tooltip say of item @index.  A part
 * fills an item's box anew only when its words changed.
 *
 * Returns: whether they changed
 */
gboolean
arriero_table_part_set_item_text (ArrieroTablePart *self,
                                  guint             index,
                                  const char       *name)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), FALSE);

  item = lookup_item (self, index);
  if (item == NULL || g_strcmp0 (item->text, name) == 0)
    return FALSE;
  g_free (item->text);
  item->text = g_strdup (name);
  show_item_text (item);
  return TRUE;
}

/**
 * arriero_table_part_get_item_text:
 *
 * Returns: (nullable): item @index's name and state, as set
 */
const char *
arriero_table_part_get_item_text (ArrieroTablePart *self,
                                  guint             index)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), NULL);

  item = lookup_item (self, index);
  return item != NULL ? item->text : NULL;
}

/**
 * arriero_table_part_set_mark:
 * @reason: (nullable): for %ARRIERO_MARK_REFUSED, the engine's reason
 *
 * Marks item @index as a target of the pick under way, as refused, or
 * not at all.  A mark lasts until it is changed or the game is swapped.
 */
void
arriero_table_part_set_mark (ArrieroTablePart *self,
                             guint             index,
                             ArrieroMark       mark,
                             const char       *reason)
{
  Item *item;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  item = lookup_item (self, index);
  if (item == NULL)
    return;

  item->mark = mark;
  g_free (item->reason);
  item->reason = mark == ARRIERO_MARK_REFUSED ? g_strdup (reason) : NULL;
  if (((ArrieroTablePartPrivate *) arriero_table_part_get_instance_private (self))->batch > 0)
    item->stale = TRUE;
  else
    show_item_mark (item);
}

/**
 * arriero_table_part_begin_marks:
 *
 * Until the matching arriero_table_part_end_marks(), marks are only
 * noted: a step that clears every mark and sets them again then changes
 * the items' style classes and words only where they differ.
 */
void
arriero_table_part_begin_marks (ArrieroTablePart *self)
{
  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  ((ArrieroTablePartPrivate *) arriero_table_part_get_instance_private (self))->batch++;
}

/**
 * arriero_table_part_end_marks:
 *
 * Shows the marks noted since arriero_table_part_begin_marks().
 */
void
arriero_table_part_end_marks (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  priv = arriero_table_part_get_instance_private (self);
  g_return_if_fail (priv->batch > 0);
  if (--priv->batch > 0)
    return;
  g_hash_table_iter_init (&iter, priv->items);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Item *item = value;

      if (item->stale)
        show_item_mark (item);
    }
}

static void
show_item_mark (Item *item)
{
  ArrieroMark mark = item->mark;

  item->stale = FALSE;
  if (mark == ARRIERO_MARK_TARGET)
    gtk_widget_add_css_class (item->button, "target");
  else
    gtk_widget_remove_css_class (item->button, "target");
  if (mark == ARRIERO_MARK_REFUSED)
    gtk_widget_add_css_class (item->button, "refused");
  else
    gtk_widget_remove_css_class (item->button, "refused");
  show_item_text (item);
}

ArrieroMark
arriero_table_part_get_mark (ArrieroTablePart *self,
                             guint             index)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), ARRIERO_MARK_NONE);

  item = lookup_item (self, index);
  return item != NULL ? item->mark : ARRIERO_MARK_NONE;
}

void
arriero_table_part_clear_marks (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;
  GHashTableIter iter;
  gpointer key;

  g_return_if_fail (ARRIERO_IS_TABLE_PART (self));

  priv = arriero_table_part_get_instance_private (self);
  g_hash_table_iter_init (&iter, priv->items);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (lookup_item (self, GPOINTER_TO_UINT (key))->mark != ARRIERO_MARK_NONE)
      arriero_table_part_set_mark (self, GPOINTER_TO_UINT (key), ARRIERO_MARK_NONE, NULL);
}

/**
 * arriero_table_part_mark_pick:
 * @pick: a pick of the engine's tree (alp_pick_tree_list())
 * @reason: (nullable): for %ARRIERO_MARK_REFUSED, the engine's reason
 *
 * Marks the item that shows @pick, if the part shows it, and keeps @pick
 * for arriero_table_part_get_item_pick().
 *
 * Returns: whether the part shows @pick
 */
gboolean
arriero_table_part_mark_pick (ArrieroTablePart *self,
                              const AlpPick    *pick,
                              ArrieroMark       mark,
                              const char       *reason)
{
  ArrieroTablePartPrivate *priv;
  ArrieroTablePartClass *klass;
  Item *item;
  guint index;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), FALSE);
  g_return_val_if_fail (pick != NULL, FALSE);

  priv = arriero_table_part_get_instance_private (self);
  klass = ARRIERO_TABLE_PART_GET_CLASS (self);
  if (priv->game == NULL || klass->find_pick == NULL || !klass->find_pick (self, priv->game, pick, &index) ||
      (item = lookup_item (self, index)) == NULL)
    return FALSE;
  /* a target outranks a refusal of the same item */
  if (item->mark == ARRIERO_MARK_TARGET && mark == ARRIERO_MARK_REFUSED)
    return TRUE;
  arriero_table_part_set_mark (self, index, mark, reason);
  item->pick = *pick;

  return TRUE;
}

/**
 * arriero_table_part_get_item_pick:
 * @pick: (out caller-allocates): the pick item @index stands for
 *
 * Returns: whether item @index is marked for a pick (a target, or
 *   refused)
 */
gboolean
arriero_table_part_get_item_pick (ArrieroTablePart *self,
                                  guint             index,
                                  AlpPick          *pick)
{
  Item *item;

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), FALSE);

  item = lookup_item (self, index);
  if (item == NULL || item->mark == ARRIERO_MARK_NONE)
    return FALSE;
  *pick = item->pick;

  return TRUE;
}

/**
 * arriero_table_part_get_first_target:
 *
 * Returns: (transfer none) (nullable): the first item marked as a target,
 *   in the order of the screen (top to bottom, then left to right),
 *   among those shown
 */
GtkWidget *
arriero_table_part_get_first_target (ArrieroTablePart *self)
{
  ArrieroTablePartPrivate *priv;
  GHashTableIter iter;
  gpointer value;
  GtkWidget *best = NULL;
  graphene_point_t best_at = GRAPHENE_POINT_INIT (0, 0);

  g_return_val_if_fail (ARRIERO_IS_TABLE_PART (self), NULL);

  priv = arriero_table_part_get_instance_private (self);
  g_hash_table_iter_init (&iter, priv->items);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Item *item = value;
      graphene_point_t at;

      if (item->mark != ARRIERO_MARK_TARGET || !gtk_widget_is_drawable (item->button) ||
          !gtk_widget_compute_point (item->button, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (0, 0), &at))
        continue;
      if (best == NULL || at.y < best_at.y - 1 || (at.y <= best_at.y + 1 && at.x < best_at.x))
        {
          best = item->button;
          best_at = at;
        }
    }

  return best;
}

/* ------------------------------------------------------------------ */
/* Filling an item                                                      */

/**
 * arriero_section_new:
 *
 * Returns: (transfer floating): @content under a heading
 */
GtkWidget *
arriero_section_new (const char *title,
                     GtkWidget  *content)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *heading = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), content);
  gtk_widget_add_css_class (box, "table-section");
  return box;
}

/* An item filled again at a step keeps its widgets where they are alike:
 * arriero_box_begin() makes the box's children the ones the helpers below
 * fill again in order, each where its kind ("row", "icon", "swatch",
 * "label" and its style class) is the one asked for, and
 * arriero_box_end() removes those not asked for again.  New widgets would
 * be styled and laid out anew, every label of the item wrapped again. */
#define NEXT_KEY    "arriero-next"     /* on a box being filled: the child to reuse next */
#define FILLING_KEY "arriero-filling"
#define KIND_KEY    "arriero-kind"     /* on a child: what made it */

/**
 * arriero_box_begin:
 *
 * Fills @box again: its children are reused by the helpers that follow,
 * up to arriero_box_end().
 */
void
arriero_box_begin (GtkWidget *box)
{
  g_object_set_data (G_OBJECT (box), FILLING_KEY, GINT_TO_POINTER (TRUE));
  g_object_set_data (G_OBJECT (box), NEXT_KEY, gtk_widget_get_first_child (box));
}

/**
 * arriero_box_end:
 *
 * Removes the children of @box (and of its rows) not filled again since
 * arriero_box_begin().
 */
void
arriero_box_end (GtkWidget *box)
{
  GtkWidget *child = g_object_get_data (G_OBJECT (box), NEXT_KEY);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_widget_unparent (child);
      child = next;
    }
  for (child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_object_get_data (G_OBJECT (child), FILLING_KEY) != NULL)
      arriero_box_end (child);
  g_object_set_data (G_OBJECT (box), FILLING_KEY, NULL);
  g_object_set_data (G_OBJECT (box), NEXT_KEY, NULL);
}

/* The next child of @box being filled again, if it is of @kind */
static GtkWidget *
reuse (GtkWidget  *box,
       const char *kind)
{
  GtkWidget *next;

  if (g_object_get_data (G_OBJECT (box), FILLING_KEY) == NULL)
    return NULL;
  next = g_object_get_data (G_OBJECT (box), NEXT_KEY);
  if (next == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (next), KIND_KEY), kind) != 0)
    return NULL;
  g_object_set_data (G_OBJECT (box), NEXT_KEY, gtk_widget_get_next_sibling (next));
  return next;
}

/* Places a new @child of @kind: at the end, or before the children of a
 * box being filled again not reused yet */
static void
place (GtkWidget  *box,
       GtkWidget  *child,
       const char *kind)
{
  GtkWidget *next = g_object_get_data (G_OBJECT (box), NEXT_KEY);

  g_object_set_data_full (G_OBJECT (child), KIND_KEY, g_strdup (kind), g_free);
  gtk_widget_insert_before (child, box, next);
}

static void
set_tooltip (GtkWidget  *widget,
             const char *words)
{
  arriero_widget_set_words (widget, words);
}

/**
 * arriero_box_add_row:
 *
 * Returns: (transfer none): a new row of icons and labels, appended (in a
 *   box filled again, the row there, to be filled again too)
 */
GtkWidget *
arriero_box_add_row (GtkWidget *box)
{
  GtkWidget *row = reuse (box, "row");

  if (row == NULL)
    {
      /* not a horizontal GtkBox: its labels wrap (arriero-wrap-row.c) */
      row = arriero_wrap_row_new (3);
      place (box, row, "row");
    }
  if (g_object_get_data (G_OBJECT (box), FILLING_KEY) != NULL)
    arriero_box_begin (row);
  return row;
}

/**
 * arriero_item_flow_new:
 *
 * Returns: (transfer floating): a flow box for a part's items, which
 *   wraps them rather than asking for more width than the board has
 */
GtkFlowBox *
arriero_item_flow_new (guint min_per_line,
                       guint max_per_line)
{
  GtkFlowBox *flow = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (flow, GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (flow, min_per_line);
  gtk_flow_box_set_max_children_per_line (flow, max_per_line);
  return flow;
}

/**
 * arriero_describe_farmers:
 * @farmers: how many farmers of a player are in @region's farmland or
 *   village
 *
 * Appends " Blue 2, Red 1" (or " none") to @str.
 */
void
arriero_describe_farmers (GString            *str,
                          AlpGame            *game,
                          AlpRegion           region,
                          ArrieroFarmersFunc  farmers)
{
  gboolean any = FALSE;

  for (guint p = 0; p < alp_game_get_n_players (game); p++)
    {
      guint n = farmers (game, region, p);

      if (n == 0)
        continue;
      g_string_append_printf (str, "%s %s %u", any ? "," : "", alp_game_get_mule_name (game, p), n);
      any = TRUE;
    }
  if (!any)
    g_string_append_printf (str, " %s", _("none"));
}

/**
 * arriero_box_add_farmers:
 * @farmers: as for arriero_describe_farmers()
 *
 * Appends a dot in each player's colour with their count.
 */
void
arriero_box_add_farmers (GtkWidget          *row,
                         AlpGame            *game,
                         AlpRegion           region,
                         ArrieroFarmersFunc  farmers)
{
  for (guint p = 0; p < alp_game_get_n_players (game); p++)
    {
      guint n = farmers (game, region, p);
      g_autofree char *count = NULL;
      GdkRGBA colour;

      if (n == 0)
        continue;
      arriero_colour_for_mule (game, p, &colour);
      arriero_box_add_swatch (row, &colour, alp_game_get_mule_name (game, p));
      count = g_strdup_printf ("%u", n);
      arriero_box_add_label (row, count, "numeric");
    }
}

/**
 * arriero_box_add_head:
 *
 * Appends a heading row: a dot of @colour and @title.
 *
 * Returns: (transfer none): the row
 */
GtkWidget *
arriero_box_add_head (GtkWidget     *box,
                      const GdkRGBA *colour,
                      const char    *title)
{
  GtkWidget *row = arriero_box_add_row (box);

  arriero_box_add_swatch (row, colour, NULL);
  arriero_box_add_label (row, title, "heading");
  return row;
}

void
arriero_box_clear (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_widget_unparent (child);
}

/**
 * arriero_box_add_icon:
 * @words: (nullable): the icon's tooltip
 * @count: (nullable): a number shown after it
 *
 * Appends an icon, and a count after it.
 */
void
arriero_box_add_icon (GtkWidget  *box,
                      const char *icon_name,
                      const char *words,
                      const char *count)
{
  GtkWidget *image = reuse (box, "icon");

  if (image == NULL)
    {
      image = gtk_image_new ();
      place (box, image, "icon");
    }
  arriero_image_set_icon (GTK_IMAGE (image), icon_name);
  set_tooltip (image, words);
  if (count != NULL)
    arriero_box_add_label (box, count, "numeric");
}

/**
 * arriero_box_add_label:
 *
 * Returns: (transfer none): the label
 */
GtkWidget *
arriero_box_add_label (GtkWidget  *box,
                       const char *text,
                       const char *css_class)
{
  g_autofree char *kind = g_strconcat ("label ", css_class, NULL);
  GtkWidget *label = reuse (box, kind);

  if (label != NULL)
    {
      gtk_label_set_text (GTK_LABEL (label), text);
      return label;
    }
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  place (box, label, kind);
  return label;
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  GdkRGBA *colour = g_object_get_data (G_OBJECT (area), "arriero-colour");

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/**
 * arriero_box_add_swatch:
 *
 * Appends a dot of @colour (a player's, a farmland's).
 */
void
arriero_box_add_swatch (GtkWidget     *box,
                        const GdkRGBA *colour,
                        const char    *words)
{
  GtkWidget *area = reuse (box, "swatch");

  if (area == NULL)
    {
      area = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 12);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 12);
      gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, NULL, NULL);
      place (box, area, "swatch");
    }
  else if (gdk_rgba_equal (g_object_get_data (G_OBJECT (area), "arriero-colour"), colour))
    {
      set_tooltip (area, words);
      return;
    }
  g_object_set_data_full (G_OBJECT (area), "arriero-colour", gdk_rgba_copy (colour),
                          (GDestroyNotify) gdk_rgba_free);
  gtk_widget_queue_draw (area);
  set_tooltip (area, words);
}
