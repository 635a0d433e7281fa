/* arriero-segment-shape-form.c: the form for a segment's shape
 *
 * A segment's shape as the table sees the cardboard: a strip of spaces,
 * left to right as the track runs, counted (a number typed in) or each
 * added with "+", marked plain,
 * market or harvest with a toggle group, a market or harvest space with
 * its number of spots, and a button that removes the space.  Only the
 * shape is asked, not the icons: the value is a side as the engine reads
 * it, {"spaces": [{"kind": "standard"}, {"kind": "market", "spots":
 * [{}, {}]}, ...]}.  Told its segment's kind, it offers the one special
 * space that kind has (a go segment's start space, first, with its start
 * spots as a number; an end segment's end space, last, with a toggle per
 * spot printed for 4 players only, which T7 needs to say where a mule
 * may stop: {"four_player_only": true} in its spot).  The form says in
 * words what keeps the shape from
 * being complete (no space yet, no market or harvest space, a second
 * one), at the space concerned, and ::complete tells its host when Save
 * may be pressed.  Compact (arriero_segment_shape_form_set_compact()), it
 * is one of several on a page: the strip and the number of spaces only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-types.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-segment-shape-form.h"

typedef struct
{
  AlpSpaceKind kind;       /* standard, market or harvest */
  guint        spots;      /* market or harvest */
  guint        four_only;  /* end: a bit per spot used only with 4 players */
} Space;

typedef struct
{
  GtkWidget *toggles[5];
  GtkWidget *spots;
  GtkWidget *four_box;   /* end: the spots used only with 4 players */
  GtkWidget *four_row;   /* their toggles, one per spot */
  GtkWidget *problem;
} SpaceWidgets;

struct _ArrieroSegmentShapeForm
{
  AdwPreferencesGroup  parent_instance;

  GtkBox              *strip;
  GtkWidget           *add_button;
  GtkSpinButton       *count_spin;
  GtkLabel            *problem_label;

  GArray              *spaces;   /* Space */
  GArray              *widgets;  /* SpaceWidgets, one per space */
  gboolean             complete;
  char                *problem;
  gboolean             building;
  gboolean             kind_set;
  AlpSegmentKind       segment_kind;
  gboolean             compact;  /* inline on a page: the strip only */
};

enum
{
  PROP_0,
  PROP_COMPLETE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const AlpSpaceKind toggle_kinds[5] = {
  ALP_SPACE_STANDARD, ALP_SPACE_MARKET, ALP_SPACE_HARVEST, ALP_SPACE_GO, ALP_SPACE_END
};

/* The special space of each segment kind */
static const AlpSpaceKind special_of[] = {
  [ALP_SEGMENT_GO] = ALP_SPACE_GO,
  [ALP_SEGMENT_MARKET] = ALP_SPACE_MARKET,
  [ALP_SEGMENT_HARVEST] = ALP_SPACE_HARVEST,
  [ALP_SEGMENT_END] = ALP_SPACE_END,
};

static void arriero_segment_shape_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroSegmentShapeForm, arriero_segment_shape_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_segment_shape_form_form_init))

static gboolean
has_spots (AlpSpaceKind kind)
{
  return kind != ALP_SPACE_STANDARD;
}

/* Whether the toggle for @kind is offered */
static gboolean
offers (ArrieroSegmentShapeForm *self,
        AlpSpaceKind             kind)
{
  if (kind == ALP_SPACE_STANDARD)
    return TRUE;
  if (self->kind_set)
    return kind == special_of[self->segment_kind];

  return kind == ALP_SPACE_MARKET || kind == ALP_SPACE_HARVEST;
}

/* Says what keeps the shape from being complete, at the space concerned */
static void
check (ArrieroSegmentShapeForm *self)
{
  gboolean complete;
  guint n_special = 0;
  const char *problem = NULL;

  for (guint i = 0; i < self->spaces->len; i++)
    {
      Space *space = &g_array_index (self->spaces, Space, i);
      SpaceWidgets *widgets = &g_array_index (self->widgets, SpaceWidgets, i);
      const char *here = NULL;

      if (has_spots (space->kind) && ++n_special > 1)
        here = _("A segment has only one market or harvest space: make this one plain.");
      else if (space->kind == ALP_SPACE_GO && i != 0)
        here = _("The start space is the first space of its segment.");
      else if (space->kind == ALP_SPACE_END && i + 1 != self->spaces->len)
        here = _("The end space is the last space of its segment.");
      gtk_label_set_text (GTK_LABEL (widgets->problem), here != NULL ? here : "");
      gtk_widget_set_visible (widgets->problem, here != NULL);
      gtk_widget_set_visible (widgets->spots, has_spots (space->kind));
      gtk_widget_set_visible (widgets->four_box, space->kind == ALP_SPACE_END);
    }

  if (self->spaces->len == 0)
    problem = _("Type the number of spaces, or add them with “+” from left to right.");
  else if (n_special == 0 && self->kind_set && self->segment_kind == ALP_SEGMENT_GO)
    problem = _("Mark the start space.");
  else if (n_special == 0 && self->kind_set && self->segment_kind == ALP_SEGMENT_END)
    problem = _("Mark the end space.");
  else if (n_special == 0)
    problem = _("Mark which space is the market or the harvest.");
  else if (n_special > 1)
    problem = _("Make all spaces but one market or harvest plain.");
  else
    for (guint i = 0; i < self->widgets->len && problem == NULL; i++)
      if (gtk_widget_get_visible (g_array_index (self->widgets, SpaceWidgets, i).problem))
        problem = gtk_label_get_text (GTK_LABEL (g_array_index (self->widgets, SpaceWidgets, i).problem));

  g_free (self->problem);
  self->problem = g_strdup (problem);
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  /* compact, the host says it where and when it refuses the shape */
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL && !self->compact);
  gtk_widget_set_sensitive (self->add_button, self->spaces->len < ALP_MAX_SPACES);

  complete = problem == NULL;
  if (complete != self->complete)
    {
      self->complete = complete;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
    }
}

static void
changed (ArrieroSegmentShapeForm *self)
{
  check (self);
  arriero_form_changed (ARRIERO_FORM (self));
}

static guint
index_of (GtkWidget *widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "space-index"));
}

static void rebuild   (ArrieroSegmentShapeForm *self);
static void fill_four (ArrieroSegmentShapeForm *self,
                       guint                    i);

static void
kind_toggled_cb (GtkToggleButton         *toggle,
                 ArrieroSegmentShapeForm *self)
{
  Space *space;

  if (self->building || !gtk_toggle_button_get_active (toggle))
    return;
  space = &g_array_index (self->spaces, Space, index_of (GTK_WIDGET (toggle)));
  space->kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "space-kind"));
  fill_four (self, index_of (GTK_WIDGET (toggle)));
  changed (self);
}

static void four_toggled_cb (GtkToggleButton         *toggle,
                             ArrieroSegmentShapeForm *self);
static void tag             (GtkWidget               *widget,
                             guint                    i,
                             const char              *what);

/* Space @i's toggles for the spots used only with 4 players, one per
 * spot of an end space; none for another kind */
static void
fill_four (ArrieroSegmentShapeForm *self,
           guint                    i)
{
  Space *space = &g_array_index (self->spaces, Space, i);
  SpaceWidgets *widgets = &g_array_index (self->widgets, SpaceWidgets, i);
  GtkWidget *child;
  gboolean building = self->building;

  self->building = TRUE;
  while ((child = gtk_widget_get_first_child (widgets->four_row)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (widgets->four_row), child);
  for (guint k = 0; space->kind == ALP_SPACE_END && k < space->spots; k++)
    {
      g_autofree char *number = g_strdup_printf ("%u", k + 1);
      g_autofree char *what = g_strdup_printf ("four-%u", k);
      /* TRANSLATORS: a toggle under an end space: "End spot 2 is used only with 4 players" */
      g_autofree char *words = g_strdup_printf (_("End spot %u is used only with 4 players"), k + 1);
      GtkWidget *toggle = gtk_toggle_button_new_with_label (number);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), (space->four_only >> k) & 1);
      tag (toggle, i, what);
      g_object_set_data (G_OBJECT (toggle), "spot-index", GUINT_TO_POINTER (k));
      gtk_widget_set_tooltip_text (toggle, words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      g_signal_connect (toggle, "toggled", G_CALLBACK (four_toggled_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (widgets->four_row), toggle);
    }
  self->building = building;
}

static void
spots_changed_cb (GtkSpinButton           *spin,
                  ArrieroSegmentShapeForm *self)
{
  Space *space = &g_array_index (self->spaces, Space, index_of (GTK_WIDGET (spin)));

  if (self->building)
    return;
  space->spots = gtk_spin_button_get_value_as_int (spin);
  space->four_only &= (1u << space->spots) - 1;
  /* the 4-player toggles follow the spots */
  fill_four (self, index_of (GTK_WIDGET (spin)));
  changed (self);
}

static void
four_toggled_cb (GtkToggleButton         *toggle,
                 ArrieroSegmentShapeForm *self)
{
  Space *space;
  guint bit;

  if (self->building)
    return;
  space = &g_array_index (self->spaces, Space, index_of (GTK_WIDGET (toggle)));
  bit = 1u << GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "spot-index"));
  if (gtk_toggle_button_get_active (toggle))
    space->four_only |= bit;
  else
    space->four_only &= ~bit;
  changed (self);
}

/* A go segment's start space is its first, an end segment's end space
 * its last: marked there as the strip grows or shrinks, so the table
 * does not mark what the segment's kind says already */
static void
mark_fixed (ArrieroSegmentShapeForm *self)
{
  guint last = self->spaces->len - 1;

  if (!self->kind_set || self->spaces->len == 0)
    return;
  if (self->segment_kind == ALP_SEGMENT_GO)
    {
      for (guint i = 0; i < self->spaces->len; i++)
        if (g_array_index (self->spaces, Space, i).kind == ALP_SPACE_GO)
          return;
      g_array_index (self->spaces, Space, 0).kind = ALP_SPACE_GO;
    }
  else if (self->segment_kind == ALP_SEGMENT_END)
    {
      for (guint i = 0; i < last; i++)
        if (g_array_index (self->spaces, Space, i).kind == ALP_SPACE_END)
          g_array_index (self->spaces, Space, i).kind = ALP_SPACE_STANDARD;
      g_array_index (self->spaces, Space, last).kind = ALP_SPACE_END;
    }
}

static void
remove_clicked_cb (GtkButton               *button,
                   ArrieroSegmentShapeForm *self)
{
  g_array_remove_index (self->spaces, index_of (GTK_WIDGET (button)));
  mark_fixed (self);
  rebuild (self);
  changed (self);
}

/* @n spaces: plain ones added at the right end, or the rightmost removed */
static void
set_n_spaces (ArrieroSegmentShapeForm *self,
              guint                    n)
{
  Space space = { ALP_SPACE_STANDARD, 2, 0 };

  n = MIN (n, ALP_MAX_SPACES);
  if (self->spaces->len > n)
    g_array_set_size (self->spaces, n);
  while (self->spaces->len < n)
    g_array_append_val (self->spaces, space);
  mark_fixed (self);
  rebuild (self);
  changed (self);
}

static void
add_clicked_cb (ArrieroSegmentShapeForm *self)
{
  if (self->spaces->len < ALP_MAX_SPACES)
    set_n_spaces (self, self->spaces->len + 1);
}

/* The number of spaces typed in: one entry for the whole strip */
static void
count_changed_cb (ArrieroSegmentShapeForm *self)
{
  if (!self->building)
    set_n_spaces (self, gtk_spin_button_get_value_as_int (self->count_spin));
}

static void
tag (GtkWidget  *widget,
     guint       i,
     const char *what)
{
  g_autofree char *name = g_strdup_printf ("space-%u-%s", i, what);

  gtk_widget_set_name (widget, name);
  g_object_set_data (G_OBJECT (widget), "space-index", GUINT_TO_POINTER (i));
}

/* One space of the strip: a card with its number, its kind, its spots
 * and its remove button */
static GtkWidget *
make_space (ArrieroSegmentShapeForm *self,
            guint                    i,
            SpaceWidgets            *widgets)
{
  const char *labels[5] = {
    C_("space", "Plain"), C_("space", "Market"), C_("space", "Harvest"), C_("space", "Start"), C_("space", "End")
  };
  const char *names[5] = { "plain", "market", "harvest", "go", "end" };
  Space *space = &g_array_index (self->spaces, Space, i);
  /* TRANSLATORS: "Space 2", the second space of a segment from the left */
  g_autofree char *title = g_strdup_printf (_("Space %u"), i + 1);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *kinds = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *spots_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  /* TRANSLATORS: "Remove space 2", the button under the second space of a segment */
  g_autofree char *remove_label = g_strdup_printf (_("Remove space %u"), i + 1);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_size_request (card, self->compact ? -1 : 96, -1);
  gtk_widget_set_margin_top (card, 6);
  gtk_widget_set_margin_bottom (card, 6);
  gtk_widget_add_css_class (label, self->compact ? "caption-heading" : "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (card), label);

  gtk_widget_add_css_class (kinds, "linked");
  gtk_widget_set_margin_start (kinds, 6);
  gtk_widget_set_margin_end (kinds, 6);
  for (guint k = 0; k < G_N_ELEMENTS (labels); k++)
    {
      widgets->toggles[k] = gtk_toggle_button_new_with_label (labels[k]);
      if (k > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (widgets->toggles[k]),
                                     GTK_TOGGLE_BUTTON (widgets->toggles[0]));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (widgets->toggles[k]), space->kind == toggle_kinds[k]);
      tag (widgets->toggles[k], i, names[k]);
      g_object_set_data (G_OBJECT (widgets->toggles[k]), "space-kind", GUINT_TO_POINTER (toggle_kinds[k]));
      g_signal_connect (widgets->toggles[k], "toggled", G_CALLBACK (kind_toggled_cb), self);
      gtk_widget_set_visible (widgets->toggles[k], offers (self, toggle_kinds[k]));
      gtk_box_append (GTK_BOX (kinds), widgets->toggles[k]);
    }
  gtk_box_append (GTK_BOX (card), kinds);

  label = gtk_label_new (_("Spots"));
  gtk_widget_add_css_class (label, "caption");
  widgets->spots = gtk_spin_button_new_with_range (1, ALP_MAX_SPOTS, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widgets->spots), space->spots);
  tag (widgets->spots, i, "spots");
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widgets->spots),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  g_signal_connect (widgets->spots, "value-changed", G_CALLBACK (spots_changed_cb), self);
  gtk_box_append (GTK_BOX (spots_box), label);
  gtk_box_append (GTK_BOX (spots_box), widgets->spots);
  gtk_widget_set_margin_start (spots_box, 6);
  gtk_widget_set_margin_end (spots_box, 6);
  g_object_bind_property (widgets->spots, "visible", spots_box, "visible", G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (card), spots_box);

  /* an end space: which of its spots are printed for 4 players only,
   * which the rules need to say where a mule may stop (T7) */
  widgets->four_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  label = gtk_label_new (_("Only with 4 players"));
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (widgets->four_box), label);
  widgets->four_row = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (widgets->four_row), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (widgets->four_row), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (widgets->four_row), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (widgets->four_row), 2);
  gtk_box_append (GTK_BOX (widgets->four_box), widgets->four_row);
  gtk_widget_set_margin_start (widgets->four_box, 6);
  gtk_widget_set_margin_end (widgets->four_box, 6);
  gtk_widget_set_visible (widgets->four_box, space->kind == ALP_SPACE_END);
  gtk_box_append (GTK_BOX (card), widgets->four_box);

  widgets->problem = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (widgets->problem), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (widgets->problem), 14);
  gtk_widget_add_css_class (widgets->problem, "error");
  gtk_widget_add_css_class (widgets->problem, "caption");
  tag (widgets->problem, i, "problem");
  gtk_box_append (GTK_BOX (card), widgets->problem);

  tag (remove, i, "remove");
  gtk_widget_set_tooltip_text (remove, remove_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_halign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (remove, 6);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked_cb), self);
  /* compact, the number of spaces removes them, from the right */
  gtk_widget_set_visible (remove, !self->compact);
  gtk_box_append (GTK_BOX (card), remove);

  return card;
}

/* Lays the strip out again from the spaces */
static void
rebuild (ArrieroSegmentShapeForm *self)
{
  GtkWidget *child;

  self->building = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->strip))) != NULL)
    gtk_box_remove (self->strip, child);
  g_array_set_size (self->widgets, self->spaces->len);
  for (guint i = 0; i < self->spaces->len; i++)
    {
      gtk_box_append (self->strip, make_space (self, i, &g_array_index (self->widgets, SpaceWidgets, i)));
      fill_four (self, i);
    }
  gtk_spin_button_set_value (self->count_spin, self->spaces->len);
  self->building = FALSE;
  check (self);
}

static void
arriero_segment_shape_form_set_value (ArrieroForm *form,
                                      JsonNode    *value)
{
  ArrieroSegmentShapeForm *self = ARRIERO_SEGMENT_SHAPE_FORM (form);
  JsonNode *spaces = arriero_json_member (value, "spaces");
  guint n = MIN (arriero_json_length (spaces), ALP_MAX_SPACES);

  g_array_set_size (self->spaces, 0);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = arriero_json_element (spaces, i);
      const char *kind = arriero_json_string (arriero_json_member (node, "kind"));
      Space space = { ALP_SPACE_STANDARD, 2, 0 };

      if (g_strcmp0 (kind, "market") == 0)
        space.kind = ALP_SPACE_MARKET;
      else if (g_strcmp0 (kind, "harvest") == 0)
        space.kind = ALP_SPACE_HARVEST;
      else if (g_strcmp0 (kind, "go") == 0)
        space.kind = ALP_SPACE_GO;
      else if (g_strcmp0 (kind, "end") == 0)
        space.kind = ALP_SPACE_END;
      if (space.kind == ALP_SPACE_GO)
        space.spots = CLAMP (arriero_json_int (arriero_json_member (node, "spots"), 1), 1, ALP_MAX_SPOTS);
      else if (has_spots (space.kind))
        space.spots = CLAMP (arriero_json_length (arriero_json_member (node, "spots")), 1, ALP_MAX_SPOTS);
      for (guint k = 0; space.kind == ALP_SPACE_END && k < space.spots; k++)
        {
          JsonNode *spot = arriero_json_element (arriero_json_member (node, "spots"), k);
          JsonNode *four = arriero_json_member (spot, "four_player_only");

          if (four != NULL && JSON_NODE_HOLDS_VALUE (four) && json_node_get_value_type (four) == G_TYPE_BOOLEAN &&
              json_node_get_boolean (four))
            space.four_only |= 1u << k;
        }
      g_array_append_val (self->spaces, space);
    }
  rebuild (self);
}

static JsonNode *
arriero_segment_shape_form_get_value (ArrieroForm *form)
{
  ArrieroSegmentShapeForm *self = ARRIERO_SEGMENT_SHAPE_FORM (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->spaces->len; i++)
    {
      Space *space = &g_array_index (self->spaces, Space, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, alp_space_kind_to_string (space->kind));
      if (space->kind == ALP_SPACE_GO)
        {
          json_builder_set_member_name (builder, "spots");
          json_builder_add_int_value (builder, space->spots);
        }
      else if (has_spots (space->kind))
        {
          json_builder_set_member_name (builder, "spots");
          json_builder_begin_array (builder);
          for (guint k = 0; k < space->spots; k++)
            {
              json_builder_begin_object (builder);
              if (space->kind == ALP_SPACE_END && ((space->four_only >> k) & 1))
                {
                  json_builder_set_member_name (builder, "four_player_only");
                  json_builder_add_boolean_value (builder, TRUE);
                }
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_segment_shape_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_segment_shape_form_set_value;
  iface->get_value = arriero_segment_shape_form_get_value;
}

static void
arriero_segment_shape_form_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  ArrieroSegmentShapeForm *self = ARRIERO_SEGMENT_SHAPE_FORM (object);

  switch (prop_id)
    {
    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_segment_shape_form_finalize (GObject *object)
{
  ArrieroSegmentShapeForm *self = ARRIERO_SEGMENT_SHAPE_FORM (object);

  g_array_unref (self->spaces);
  g_array_unref (self->widgets);
  g_free (self->problem);

  G_OBJECT_CLASS (arriero_segment_shape_form_parent_class)->finalize (object);
}

static void
arriero_segment_shape_form_class_init (ArrieroSegmentShapeFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = arriero_segment_shape_form_get_property;
  object_class->finalize = arriero_segment_shape_form_finalize;

  /**
   * ArrieroSegmentShapeForm:complete:
   *
   * Whether the shape is complete: at least one space, and exactly one
   * market or harvest space.  The form's host enables Save with it.
   */
  properties[PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-segment-shape-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentShapeForm, strip);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentShapeForm, add_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentShapeForm, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentShapeForm, count_spin);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, count_changed_cb);
}

static void
arriero_segment_shape_form_init (ArrieroSegmentShapeForm *self)
{
  self->spaces = g_array_new (FALSE, TRUE, sizeof (Space));
  self->widgets = g_array_new (FALSE, TRUE, sizeof (SpaceWidgets));
  self->complete = TRUE;  /* so that check() notifies the first "no space yet" */
  gtk_widget_init_template (GTK_WIDGET (self));
  check (self);
}

GtkWidget *
arriero_segment_shape_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_SEGMENT_SHAPE_FORM, NULL);
}

/**
 * arriero_segment_shape_form_get_complete:
 *
 * Returns: whether the shape is complete, so that Save may be pressed
 */
gboolean
arriero_segment_shape_form_get_complete (ArrieroSegmentShapeForm *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_SHAPE_FORM (self), FALSE);

  return self->complete;
}

/**
 * arriero_segment_shape_form_get_problem:
 *
 * Returns: (nullable): what keeps the shape from being complete, in words
 */
const char *
arriero_segment_shape_form_get_problem (ArrieroSegmentShapeForm *self)
{
  g_return_val_if_fail (ARRIERO_IS_SEGMENT_SHAPE_FORM (self), NULL);

  return self->problem;
}

/**
 * arriero_segment_shape_form_set_segment_kind:
 * @kind: the kind of the segment the form describes
 *
 * Offers the special space of @kind only: the start space of a go
 * segment, the end space of an end segment, the market or the harvest.
 */
void
arriero_segment_shape_form_set_segment_kind (ArrieroSegmentShapeForm *self,
                                             AlpSegmentKind           kind)
{
  g_return_if_fail (ARRIERO_IS_SEGMENT_SHAPE_FORM (self));
  g_return_if_fail (kind < G_N_ELEMENTS (special_of));

  self->kind_set = TRUE;
  self->segment_kind = kind;
  rebuild (self);
}

/**
 * arriero_segment_shape_form_set_compact:
 * @compact: whether the form is one among others on a page
 *
 * A compact form is its strip of spaces and their number only: no title
 * or description (the page says them once for all its forms), no remove
 * button (the number of spaces removes them from the right), and no line
 * of what keeps it from being complete (the host says it at the form
 * when it refuses the shape: arriero_segment_shape_form_get_problem()).
 */
void
arriero_segment_shape_form_set_compact (ArrieroSegmentShapeForm *self,
                                        gboolean                 compact)
{
  g_return_if_fail (ARRIERO_IS_SEGMENT_SHAPE_FORM (self));

  self->compact = compact;
  if (compact)
    {
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), "");
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), NULL);
    }
  rebuild (self);
}
