/* arriero-segments-page.c: the setup assistant's page of segments
 *
 * The places of tonight's track, go to end, each with a picture of the
 * side of the segment that lies there and its name in words: the name
 * the table gave it, or its kind and number among the copy's segments
 * (“Market segment 2”), never the edition's id.  A place's button opens
 * the pictures of the copy's market and harvest segments: one click puts
 * that segment there (the one it leaves takes its old place, as on the
 * table), and an entry names the segment, kept in the copy at once.  The
 * layout line says the order in the same words.
 *
 * Each of tonight's segments whose shape the copy does not know yet has
 * its shape form on the page, compact (the strip of spaces), in the order
 * the segments lie, with the shapes entered in the other forms or known
 * to the copy as small pictures to click ("Same as ..."), one per shape,
 * at most 12.
 * Next reads them (arriero_segments_page_keep_shapes()): a shape not
 * complete or refused is marked at its form in words and Next stays; the
 * others go into the copy's file at once.  A form is the segment's, so
 * what the table entered stays with it when segments change places.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-edition-store.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-segment-preview.h"
#include "arriero-segment-shape-form.h"
#include "arriero-segments-page.h"
#include "arriero-setup-edition.h"

#define MAX_SAME_AS 12

/* The shape asked of a segment the copy does not describe yet */
typedef struct
{
  GtkWidget *box;        /* heading, "Same as" pictures, the form, the refusal */
  GtkLabel  *heading;
  GtkWidget *same_box;
  GtkFlowBox *same_flow;
  GtkWidget *form;
  GtkLabel  *problem;
  char      *same_keys;  /* the shapes the pictures show, to redo them on change only */
} Shape;

static void
shape_free (Shape *shape)
{
  g_clear_pointer (&shape->box, g_object_unref);
  g_free (shape->same_keys);
  g_free (shape);
}

struct _ArrieroSegmentsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *order_group;
  GtkBox              *previews_box;
  AdwPreferencesGroup *layout_group;
  AdwPreferencesGroup *shapes_group;
  GtkBox              *shapes_box;
  GtkWidget           *previews[ALP_N_SEGMENTS];  /* the chosen order, go to end */
  GtkLabel            *labels[ALP_N_SEGMENTS];    /* each place's segment, in words */
  GtkMenuButton       *choose[ALP_N_SEGMENTS];    /* (nullable): go and end stay */
  GtkFlowBox          *pictures[ALP_N_SEGMENTS];  /* the segments to pick, per place */
  GtkEntry            *names[ALP_N_SEGMENTS];     /* naming the place's segment */

  AlpEdition          *edition;                   /* (nullable) */
  AlpSide              side;
  guint                segments[ALP_N_SEGMENTS];  /* what lies at each place */
  guint8               middle[ARRIERO_N_MIDDLE];  /* the edition's market and harvest segments */
  guint                n_middle;
  Shape               *shapes[ALP_N_SEGMENTS];    /* (nullable): per segment, while not known */
  guint                same_as_idle;
  gboolean             in_same_as;                 /* a Same as picture's click runs */
};

G_DEFINE_FINAL_TYPE (ArrieroSegmentsPage, arriero_segments_page, ARRIERO_TYPE_SETUP_PAGE)

enum {
  EDITION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* @segment in words; a side the copy does not describe yet says so */
static char *
describe (ArrieroSegmentsPage *self,
          guint                segment)
{
  g_autofree char *words = NULL;
  g_autoptr(GtkWidget) probe = NULL;

  if (self->edition == NULL || segment >= ALP_N_SEGMENTS)
    return g_strdup (_("No segment"));

  words = arriero_setup_edition_describe_segment (self->edition, segment);
  probe = g_object_ref_sink (arriero_segment_preview_new (self->edition, segment, self->side));
  if (arriero_segment_preview_get_n_spaces (ARRIERO_SEGMENT_PREVIEW (probe)) == 0)
    /* TRANSLATORS: a segment whose spaces the table has not described */
    return g_strdup_printf (_("%s, not described yet"), words);

  return g_steal_pointer (&words);
}

static void fill_pictures (ArrieroSegmentsPage *self,
                           guint                place);
static void show_shapes   (ArrieroSegmentsPage *self);

/* Shows what lies at each place: pictures, words, the layout line */
static void
show_places (ArrieroSegmentsPage *self)
{
  g_autoptr(GString) layout = g_string_new (NULL);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_autofree char *words = describe (self, self->segments[i]);
      g_autofree char *name = NULL;

      arriero_segment_preview_set_edition (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), self->edition);
      arriero_segment_preview_set_side (ARRIERO_SEGMENT_PREVIEW (self->previews[i]), self->side);
      arriero_segment_preview_set_segment (ARRIERO_SEGMENT_PREVIEW (self->previews[i]),
                                           self->segments[i] < ALP_N_SEGMENTS ? self->segments[i] : G_MAXUINT);
      gtk_label_set_text (self->labels[i], words);
      g_string_append_printf (layout, "%s%s", i > 0 ? " → " : "", words);

      if (self->choose[i] == NULL)
        continue;
      if (self->edition != NULL && self->segments[i] < ALP_N_SEGMENTS)
        name = arriero_setup_edition_get_segment_name (self->edition, self->segments[i]);
      gtk_editable_set_text (GTK_EDITABLE (self->names[i]), name != NULL ? name : "");
      gtk_widget_remove_css_class (GTK_WIDGET (self->names[i]), "error");
      fill_pictures (self, i);
    }
  adw_preferences_group_set_description (self->layout_group, layout->str);
  show_shapes (self);
}

/* @segment goes to @place; the one there takes its old place */
static void
pick (ArrieroSegmentsPage *self,
      guint                place,
      guint                segment)
{
  for (guint i = 1; i < ALP_N_SEGMENTS - 1; i++)
    if (i != place && self->segments[i] == segment)
      self->segments[i] = self->segments[place];
  self->segments[place] = segment;

  show_places (self);
  gtk_menu_button_popdown (self->choose[place]);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

static void
picture_clicked_cb (GtkButton           *button,
                    ArrieroSegmentsPage *self)
{
  pick (self,
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-place")),
        GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-segment")));
}

static gboolean
same_kind (ArrieroSegmentsPage *self,
           guint                a,
           guint                b)
{
  g_autofree char *path_a = g_strdup_printf ("segments[%u].kind", a);
  g_autofree char *path_b = g_strdup_printf ("segments[%u].kind", b);
  g_autoptr(JsonNode) kind_a = a < ALP_N_SEGMENTS ? alp_edition_get_value (self->edition, path_a) : NULL;
  g_autoptr(JsonNode) kind_b = b < ALP_N_SEGMENTS ? alp_edition_get_value (self->edition, path_b) : NULL;

  return kind_a != NULL && kind_b != NULL &&
         g_strcmp0 (json_node_get_string (kind_a), json_node_get_string (kind_b)) == 0;
}

/* The pictures of the copy's market and harvest segments for @place */
static void
fill_pictures (ArrieroSegmentsPage *self,
               guint                place)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pictures[place]))) != NULL)
    gtk_flow_box_remove (self->pictures[place], child);

  /* the segments of the kind that lies there first, then the others */
  for (guint k = 0; k < 2 * self->n_middle; k++)
    {
      guint segment = self->middle[k % self->n_middle];
      g_autofree char *words = NULL;
      g_autofree char *name = NULL;
      GtkWidget *box;
      GtkWidget *label;
      GtkWidget *button;

      if ((k < self->n_middle) != same_kind (self, segment, self->segments[place]))
        continue;
      words = describe (self, segment);
      name = g_strdup_printf ("pick-%u-%u", place, segment);
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      label = gtk_label_new (words);
      button = gtk_button_new ();
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (box), arriero_segment_preview_new (self->edition, segment, self->side));
      gtk_box_append (GTK_BOX (box), label);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_set_name (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      gtk_widget_set_tooltip_text (button, words);
      if (segment == self->segments[place])
        gtk_widget_add_css_class (button, "suggested-action");
      g_object_set_data (G_OBJECT (button), "arriero-place", GUINT_TO_POINTER (place));
      g_object_set_data (G_OBJECT (button), "arriero-segment", GUINT_TO_POINTER (segment));
      g_signal_connect (button, "clicked", G_CALLBACK (picture_clicked_cb), self);
      gtk_flow_box_append (self->pictures[place], button);
    }
}

/* ------------------------------------------------------------------ */
/* The shapes the copy does not know yet                               */

/* A shape as the table sees it: how many spaces, which one is the
 * segment's market, harvest, start or end space, and its spots */
typedef struct
{
  guint n;
  guint special;
  guint spots;
} Strip;

/* The special space of each segment kind, in the edition's words */
static const AlpSpaceKind special_of[] = {
  [ALP_SEGMENT_GO] = ALP_SPACE_GO,
  [ALP_SEGMENT_MARKET] = ALP_SPACE_MARKET,
  [ALP_SEGMENT_HARVEST] = ALP_SPACE_HARVEST,
  [ALP_SEGMENT_END] = ALP_SPACE_END,
};

static char *
side_path (ArrieroSegmentsPage *self,
           guint                segment,
           AlpSide              side)
{
  return g_strdup_printf ("segments[%u].sides.%s", segment, alp_side_to_string (side));
}

static gboolean
is_known (ArrieroSegmentsPage *self,
          guint                segment)
{
  g_autofree char *path = side_path (self, segment, self->side);
  g_autoptr(JsonNode) side = alp_edition_get_value (self->edition, path);

  return side != NULL;
}

static gboolean
get_kind (ArrieroSegmentsPage *self,
          guint                segment,
          AlpSegmentKind      *kind)
{
  g_autofree char *path = g_strdup_printf ("segments[%u].kind", segment);
  g_autoptr(JsonNode) node = alp_edition_get_value (self->edition, path);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         alp_segment_kind_from_string (json_node_get_string (node), kind) &&
         *kind < G_N_ELEMENTS (special_of);
}

/* Reads a side (the copy's or a form's) as a strip: exactly one space
 * that is not plain */
static gboolean
strip_from_side (JsonNode *side,
                 Strip    *strip)
{
  JsonNode *spaces = arriero_json_member (side, "spaces");
  guint n_special = 0;

  strip->n = arriero_json_length (spaces);
  for (guint i = 0; i < strip->n; i++)
    {
      JsonNode *space = arriero_json_element (spaces, i);
      const char *kind = arriero_json_string (arriero_json_member (space, "kind"));
      JsonNode *spots = arriero_json_member (space, "spots");

      if (kind == NULL || g_str_equal (kind, "standard"))
        continue;
      n_special++;
      strip->special = i;
      strip->spots = spots != NULL && JSON_NODE_HOLDS_ARRAY (spots) ? arriero_json_length (spots)
                                                                    : (guint) arriero_json_int (spots, 0);
    }

  return strip->n > 0 && n_special == 1 && strip->spots > 0;
}

/* Whether a segment of @kind can have the shape @strip: a start space is
 * the first, an end space the last */
static gboolean
strip_fits (const Strip    *strip,
            AlpSegmentKind  kind)
{
  return (kind != ALP_SEGMENT_GO || strip->special == 0) &&
         (kind != ALP_SEGMENT_END || strip->special + 1 == strip->n);
}

/* @strip as a side of a segment of @kind, as the shape form gives it */
static JsonNode *
strip_to_side (const Strip    *strip,
               AlpSegmentKind  kind)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint i = 0; i < strip->n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      if (i != strip->special)
        json_builder_add_string_value (builder, "standard");
      else
        {
          json_builder_add_string_value (builder, alp_space_kind_to_string (special_of[kind]));
          json_builder_set_member_name (builder, "spots");
          if (kind == ALP_SEGMENT_GO)
            json_builder_add_int_value (builder, strip->spots);
          else
            {
              json_builder_begin_array (builder);
              for (guint k = 0; k < strip->spots; k++)
                {
                  json_builder_begin_object (builder);
                  json_builder_end_object (builder);
                }
              json_builder_end_array (builder);
            }
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

typedef struct
{
  Strip  strip;
  char  *words;   /* which segment has it, for the tooltip */
} SameAs;

static void
same_as_clear (SameAs *same_as)
{
  g_free (same_as->words);
}

static void
add_same_as (GArray      *found,
             AlpSegmentKind kind,
             const Strip *strip,
             char        *words)
{
  SameAs same_as = { *strip, words };

  if (found->len >= MAX_SAME_AS || !strip_fits (strip, kind))
    {
      g_free (words);
      return;
    }
  for (guint i = 0; i < found->len; i++)
    {
      Strip *other = &g_array_index (found, SameAs, i).strip;

      if (other->n == strip->n && other->special == strip->special && other->spots == strip->spots)
        {
          g_free (words);
          return;
        }
    }
  g_array_append_val (found, same_as);
}

/* The shapes to offer @segment, one per shape: those the table entered
 * on the page above and below it, in the order the segments lie, then
 * those the copy describes */
static GArray *
list_same_as (ArrieroSegmentsPage *self,
              guint                segment,
              AlpSegmentKind       kind)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (SameAs));
  AlpSide other_side = self->side == ALP_SIDE_FOUR_PLAYER ? ALP_SIDE_TWO_THREE_PLAYER : ALP_SIDE_FOUR_PLAYER;

  g_array_set_clear_func (found, (GDestroyNotify) same_as_clear);
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      guint other = self->segments[i];
      Shape *shape = other < ALP_N_SEGMENTS ? self->shapes[other] : NULL;
      g_autoptr(JsonNode) value = NULL;
      Strip strip;

      if (other == segment || shape == NULL ||
          !arriero_segment_shape_form_get_complete (ARRIERO_SEGMENT_SHAPE_FORM (shape->form)))
        continue;
      value = arriero_form_get_value (ARRIERO_FORM (shape->form));
      if (strip_from_side (value, &strip))
        add_same_as (found, kind, &strip, arriero_setup_edition_describe_segment (self->edition, other));
    }
  for (guint pass = 0; pass < 2; pass++)
    for (guint other = 0; other < ALP_N_SEGMENTS; other++)
      {
        g_autofree char *path = side_path (self, other, pass == 0 ? self->side : other_side);
        g_autoptr(JsonNode) value = alp_edition_get_value (self->edition, path);
        g_autofree char *words = NULL;
        Strip strip;

        if (value == NULL || !strip_from_side (value, &strip))
          continue;
        words = arriero_setup_edition_describe_segment (self->edition, other);
        add_same_as (found, kind, &strip,
                     /* TRANSLATORS: a segment's side that does not lie up tonight */
                     pass == 0 ? g_steal_pointer (&words) : g_strdup_printf (_("%s, its other side"), words));
      }

  return found;
}

static void
same_as_clicked_cb (GtkButton           *button,
                    ArrieroSegmentsPage *self)
{
  guint segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "arriero-segment"));
  JsonNode *value = g_object_get_data (G_OBJECT (button), "arriero-shape");
  Shape *shape = segment < ALP_N_SEGMENTS ? self->shapes[segment] : NULL;

  if (shape == NULL)
    return;
  self->in_same_as = TRUE;
  arriero_form_set_value (ARRIERO_FORM (shape->form), value);
  arriero_form_changed (ARRIERO_FORM (shape->form));
  self->in_same_as = FALSE;
}

/* The pictures of the shapes @segment may have, redone when they change */
static void
fill_same_as (ArrieroSegmentsPage *self,
              guint                segment)
{
  Shape *shape = self->shapes[segment];
  g_autoptr(GArray) found = NULL;
  g_autoptr(GString) keys = g_string_new (NULL);
  AlpSegmentKind kind;
  GtkWidget *child;

  if (!get_kind (self, segment, &kind))
    {
      gtk_widget_set_visible (shape->same_box, FALSE);
      return;
    }
  found = list_same_as (self, segment, kind);
  for (guint k = 0; k < found->len; k++)
    {
      SameAs *same_as = &g_array_index (found, SameAs, k);

      g_string_append_printf (keys, "%u:%u:%u:%s;", same_as->strip.n, same_as->strip.special,
                              same_as->strip.spots, same_as->words);
    }
  if (g_strcmp0 (keys->str, shape->same_keys) == 0)
    return;
  g_free (shape->same_keys);
  shape->same_keys = g_strdup (keys->str);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (shape->same_flow))) != NULL)
    gtk_flow_box_remove (shape->same_flow, child);
  for (guint k = 0; k < found->len; k++)
    {
      SameAs *same_as = &g_array_index (found, SameAs, k);
      JsonNode *value = strip_to_side (&same_as->strip, kind);
      g_autofree char *name = g_strdup_printf ("same-as-%u", k);
      /* TRANSLATORS: a button with a small picture of a shape; %s is the
       * segment that has it, in words ("Market segment 2") */
      g_autofree char *tip = g_strdup_printf (_("Same as %s"), same_as->words);
      GtkWidget *button = gtk_button_new ();

      gtk_button_set_child (GTK_BUTTON (button), arriero_segment_preview_new_for_shape (value));
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
      g_object_set_data (G_OBJECT (button), "arriero-segment", GUINT_TO_POINTER (segment));
      g_object_set_data_full (G_OBJECT (button), "arriero-shape", value, (GDestroyNotify) json_node_unref);
      g_signal_connect (button, "clicked", G_CALLBACK (same_as_clicked_cb), self);
      gtk_flow_box_append (shape->same_flow, button);
    }
  gtk_widget_set_visible (shape->same_box, found->len > 0);
}

static void
fill_all_same_as (ArrieroSegmentsPage *self)
{
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    if (self->segments[i] < ALP_N_SEGMENTS && self->shapes[self->segments[i]] != NULL)
      fill_same_as (self, self->segments[i]);
}

static gboolean
same_as_idle_cb (gpointer user_data)
{
  ArrieroSegmentsPage *self = user_data;

  self->same_as_idle = 0;
  fill_all_same_as (self);

  return G_SOURCE_REMOVE;
}

/* A form changed: its refusal goes, and the other forms' pictures follow
 * at once; after a Same as picture's click, once the click is over, since
 * its picture is among those redone */
static void
shape_changed_cb (ArrieroForm         *form,
                  ArrieroSegmentsPage *self)
{
  guint segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (form), "arriero-segment"));

  if (segment < ALP_N_SEGMENTS && self->shapes[segment] != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->shapes[segment]->problem), FALSE);
  if (self->in_same_as)
    {
      if (self->same_as_idle == 0)
        self->same_as_idle = g_idle_add (same_as_idle_cb, self);
      return;
    }
  g_clear_handle_id (&self->same_as_idle, g_source_remove);
  fill_all_same_as (self);
}

static Shape *
shape_new (ArrieroSegmentsPage *self,
           guint                segment)
{
  Shape *shape = g_new0 (Shape, 1);
  GtkWidget *caption = gtk_label_new (_("Same as:"));
  AlpSegmentKind kind;

  shape->box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  shape->heading = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (shape->heading), "heading");
  gtk_label_set_xalign (shape->heading, 0);
  gtk_label_set_wrap (shape->heading, TRUE);
  gtk_box_append (GTK_BOX (shape->box), GTK_WIDGET (shape->heading));

  shape->same_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_set_valign (caption, GTK_ALIGN_CENTER);
  shape->same_flow = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_widget_set_name (GTK_WIDGET (shape->same_flow), "same-as");
  gtk_flow_box_set_selection_mode (shape->same_flow, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (shape->same_flow, MAX_SAME_AS);
  gtk_flow_box_set_column_spacing (shape->same_flow, 4);
  gtk_flow_box_set_row_spacing (shape->same_flow, 4);
  gtk_widget_set_hexpand (GTK_WIDGET (shape->same_flow), TRUE);
  gtk_box_append (GTK_BOX (shape->same_box), caption);
  gtk_box_append (GTK_BOX (shape->same_box), GTK_WIDGET (shape->same_flow));
  gtk_widget_set_visible (shape->same_box, FALSE);
  gtk_box_append (GTK_BOX (shape->box), shape->same_box);

  shape->form = arriero_segment_shape_form_new ();
  if (get_kind (self, segment, &kind))
    arriero_segment_shape_form_set_segment_kind (ARRIERO_SEGMENT_SHAPE_FORM (shape->form), kind);
  arriero_segment_shape_form_set_compact (ARRIERO_SEGMENT_SHAPE_FORM (shape->form), TRUE);
  g_object_set_data (G_OBJECT (shape->form), "arriero-segment", GUINT_TO_POINTER (segment));
  g_signal_connect (shape->form, "changed", G_CALLBACK (shape_changed_cb), self);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (shape->form), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  shape->heading, NULL, -1);
  gtk_box_append (GTK_BOX (shape->box), shape->form);

  shape->problem = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (shape->problem), "shape-problem");
  gtk_widget_add_css_class (GTK_WIDGET (shape->problem), "error");
  gtk_label_set_xalign (shape->problem, 0);
  gtk_label_set_wrap (shape->problem, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (shape->problem), FALSE);
  gtk_box_append (GTK_BOX (shape->box), GTK_WIDGET (shape->problem));

  return shape;
}

static void
drop_shape (ArrieroSegmentsPage *self,
            guint                segment)
{
  Shape *shape = self->shapes[segment];

  if (shape == NULL)
    return;
  if (gtk_widget_get_parent (shape->box) != NULL)
    gtk_box_remove (self->shapes_box, shape->box);
  g_clear_pointer (&self->shapes[segment], shape_free);
}

/* A form for each of tonight's segments whose shape the copy does not
 * know, in the order they lie */
static void
show_shapes (ArrieroSegmentsPage *self)
{
  gboolean wanted[ALP_N_SEGMENTS] = { FALSE, };
  GtkWidget *previous = NULL;

  for (guint i = 0; self->edition != NULL && i < ALP_N_SEGMENTS; i++)
    if (self->segments[i] < ALP_N_SEGMENTS && !is_known (self, self->segments[i]))
      wanted[self->segments[i]] = TRUE;
  for (guint s = 0; s < ALP_N_SEGMENTS; s++)
    if (!wanted[s])
      drop_shape (self, s);

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      guint segment = self->segments[i];
      g_autofree char *words = NULL;
      g_autofree char *heading = NULL;
      g_autofree char *name = NULL;
      Shape *shape;

      if (segment >= ALP_N_SEGMENTS || !wanted[segment])
        continue;
      if (self->shapes[segment] == NULL)
        self->shapes[segment] = shape_new (self, segment);
      shape = self->shapes[segment];
      words = arriero_setup_edition_describe_segment (self->edition, segment);
      /* TRANSLATORS: over a segment's shape form: "Place 3: Market segment 2" */
      heading = g_strdup_printf (_("Place %u: %s"), i + 1, words);
      gtk_label_set_text (shape->heading, heading);
      name = g_strdup_printf ("shape-place-%u", i);
      gtk_widget_set_name (shape->box, name);
      if (gtk_widget_get_parent (shape->box) == NULL)
        gtk_box_append (self->shapes_box, shape->box);
      gtk_box_reorder_child_after (self->shapes_box, shape->box, previous);
      previous = shape->box;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->shapes_group), previous != NULL);
  fill_all_same_as (self);
}

/* Says at @shape's form why its shape is not kept */
static void
refuse_shape (Shape      *shape,
              const char *why)
{
  gtk_label_set_text (shape->problem, why);
  gtk_widget_set_visible (GTK_WIDGET (shape->problem), TRUE);
}

/**
 * arriero_segments_page_keep_shapes:
 *
 * Reads the shapes the table entered on the page, in the order the
 * segments lie, and keeps each complete one in the copy's file at once
 * (::edition-changed tells the copy with them).  A shape not complete,
 * or one the copy refuses, is marked at its form in words.
 *
 * Returns: whether every shape the page asked is in the copy now;
 *   %FALSE with a sentence for the table in @error
 */
gboolean
arriero_segments_page_keep_shapes (ArrieroSegmentsPage  *self,
                                   GError              **error)
{
  GtkWidget *first_refused = NULL;
  gboolean kept_any = FALSE;

  g_return_val_if_fail (ARRIERO_IS_SEGMENTS_PAGE (self), FALSE);

  for (guint i = 0; self->edition != NULL && i < ALP_N_SEGMENTS; i++)
    {
      guint segment = self->segments[i];
      Shape *shape = segment < ALP_N_SEGMENTS ? self->shapes[segment] : NULL;
      ArrieroSegmentShapeForm *form;
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) value = NULL;
      g_autoptr(AlpEdition) answered = NULL;
      g_autoptr(AlpEdition) kept = NULL;
      g_autoptr(GError) local_error = NULL;

      if (shape == NULL)
        continue;
      form = ARRIERO_SEGMENT_SHAPE_FORM (shape->form);
      if (!arriero_segment_shape_form_get_complete (form))
        {
          refuse_shape (shape, arriero_segment_shape_form_get_problem (form));
          first_refused = first_refused != NULL ? first_refused : shape->form;
          continue;
        }
      path = side_path (self, segment, self->side);
      value = arriero_form_get_value (ARRIERO_FORM (form));
      answered = alp_edition_with_value (self->edition, path, value, &local_error);
      if (answered == NULL)
        {
          g_debug ("The copy refused the shape: %s", local_error->message);
          refuse_shape (shape, _("This shape does not fit this segment: check its spaces and spots."));
          first_refused = first_refused != NULL ? first_refused : shape->form;
          continue;
        }
      /* the user's copy keeps the shape; the example is not theirs */
      if (!alp_edition_get_example (answered) &&
          (kept = arriero_edition_store_keep_answer (answered, path, &local_error)) == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          break;
        }
      if (kept != NULL)
        g_set_object (&self->edition, kept);
      else
        g_set_object (&self->edition, answered);
      kept_any = TRUE;
    }

  if (kept_any)
    {
      show_places (self);
      g_signal_emit (self, signals[EDITION_CHANGED], 0, self->edition);
    }
  if (error != NULL && *error != NULL)
    return FALSE;
  if (first_refused != NULL)
    {
      /* the page scrolls to the first one marked */
      gtk_widget_grab_focus (arriero_form_find_named (first_refused, "space-count"));
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Some segments’ shapes are not complete yet: see the marked segments below."));
      return FALSE;
    }

  return TRUE;
}

/* The table names the segment at a place: into the copy at once */
static void
name_activate_cb (GtkEntry            *entry,
                  ArrieroSegmentsPage *self)
{
  guint place = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "arriero-place"));
  guint segment = self->segments[place];
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  g_autofree char *path = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) named = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  if (self->edition == NULL || segment >= ALP_N_SEGMENTS)
    return;

  path = g_strdup_printf ("segments[%u].name", segment);
  if (*text != '\0')
    {
      value = json_node_new (JSON_NODE_VALUE);
      json_node_set_string (value, text);
    }
  named = alp_edition_with_value (self->edition, path, value, &error);
  /* the user's copy keeps the name; the example is not theirs */
  if (named != NULL && !alp_edition_get_example (named))
    kept = arriero_edition_store_keep_answer (named, path, &error);
  if (named == NULL || (!alp_edition_get_example (named) && kept == NULL))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (entry), _("This name cannot be kept: try a shorter one."));
      g_debug ("Could not name the segment: %s", error->message);
      return;
    }

  g_set_object (&self->edition, named);
  gtk_widget_set_tooltip_text (GTK_WIDGET (entry), NULL);
  show_places (self);
  g_signal_emit (self, signals[EDITION_CHANGED], 0, self->edition);
}

static void
segments_page_show_setup (ArrieroSetupPage *page,
                          AlpEdition       *edition,
                          const AlpSetup   *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);
  g_autofree char *side_text = NULL;
  g_autofree char *description = NULL;

  /* the forms describe the other side */
  if (alp_setup_get_side (setup) != self->side)
    for (guint s = 0; s < ALP_N_SEGMENTS; s++)
      drop_shape (self, s);
  self->side = alp_setup_get_side (setup);
  if (self->side == ALP_SIDE_FOUR_PLAYER)
    side_text = g_strdup (_("With 4 players the segments lie with their 4-player side up."));
  else
    side_text = g_strdup_printf (_("With %u players the segments lie with their 2–3 player side up."),
                                 setup->n_players);
  description = g_strdup_printf (_("%s The go segment comes first and the end segment last; market and harvest segments alternate between them."),
                                 side_text);
  adw_preferences_group_set_description (self->order_group, description);

  g_set_object (&self->edition, edition);
  self->n_middle = edition != NULL ? arriero_setup_edition_list_middle (edition, self->middle) : 0;
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    self->segments[i] = setup->segments[i];
  show_places (self);
}

static void
segments_page_read_setup (ArrieroSetupPage *page,
                          AlpSetup         *setup)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (page);

  for (guint i = 1; i < ALP_N_SEGMENTS - 1; i++)
    setup->segments[i] = self->segments[i] < ALP_N_SEGMENTS ? self->segments[i] : ALP_NONE;
}

static void
arriero_segments_page_dispose (GObject *object)
{
  ArrieroSegmentsPage *self = ARRIERO_SEGMENTS_PAGE (object);

  g_clear_handle_id (&self->same_as_idle, g_source_remove);
  for (guint s = 0; s < ALP_N_SEGMENTS; s++)
    g_clear_pointer (&self->shapes[s], shape_free);
  g_clear_object (&self->edition);

  G_OBJECT_CLASS (arriero_segments_page_parent_class)->dispose (object);
}

static void
arriero_segments_page_class_init (ArrieroSegmentsPageClass *klass)
{
  static const char * const rules[] = { "S1", NULL };
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_segments_page_dispose;

  page_class->title = N_("Segments");
  page_class->parts = ALP_SETUP_SEGMENTS;
  page_class->rules = rules;
  page_class->show_setup = segments_page_show_setup;
  page_class->read_setup = segments_page_read_setup;

  /**
   * ArrieroSegmentsPage::edition-changed:
   * @edition: the copy with the name the table gave a segment
   *
   * The table named a segment; the user's copy keeps it already.
   */
  signals[EDITION_CHANGED] = g_signal_new ("edition-changed",
                                           G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, ALP_TYPE_EDITION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-segments-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, order_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, previews_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, layout_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, shapes_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSegmentsPage, shapes_box);
}

/* The popover of a market or harvest place: pictures, and a name */
static GtkWidget *
place_popover_new (ArrieroSegmentsPage *self,
                   guint                place)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *flow_name = g_strdup_printf ("pictures-%u", place);
  g_autofree char *entry_name = g_strdup_printf ("name-%u", place);

  self->pictures[place] = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->pictures[place]), flow_name);
  gtk_flow_box_set_selection_mode (self->pictures[place], GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->pictures[place], 2);
  gtk_flow_box_set_homogeneous (self->pictures[place], TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->pictures[place]));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 480);

  self->names[place] = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->names[place]), entry_name);
  gtk_entry_set_placeholder_text (self->names[place], _("Name this segment"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->names[place]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name this segment"), -1);
  g_object_set_data (G_OBJECT (self->names[place]), "arriero-place", GUINT_TO_POINTER (place));
  g_signal_connect (self->names[place], "activate", G_CALLBACK (name_activate_cb), self);

  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->names[place]));
  gtk_popover_set_child (GTK_POPOVER (popover), box);

  return popover;
}

static void
arriero_segments_page_init (ArrieroSegmentsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* TRANSLATORS: the place of a segment in tonight's track, over its picture */
      g_autofree char *caption = g_strdup_printf (_("Place %u"), i + 1);
      GtkWidget *label = gtk_label_new (caption);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      self->segments[i] = ALP_NONE;
      self->previews[i] = arriero_segment_preview_new (NULL, G_MAXUINT, ALP_SIDE_TWO_THREE_PLAYER);
      gtk_widget_set_halign (self->previews[i], GTK_ALIGN_START);
      self->labels[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->labels[i], 0);
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (column), self->previews[i]);
      gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->labels[i]));

      if (i > 0 && i < ALP_N_SEGMENTS - 1)
        {
          g_autofree char *name = g_strdup_printf ("place-%u", i);
          /* TRANSLATORS: the button under a place's picture; %u is the place */
          g_autofree char *tip = g_strdup_printf (_("Choose the segment at place %u"), i + 1);

          self->choose[i] = GTK_MENU_BUTTON (gtk_menu_button_new ());
          gtk_menu_button_set_label (self->choose[i], _("Choose…"));
          gtk_widget_set_name (GTK_WIDGET (self->choose[i]), name);
          gtk_widget_set_halign (GTK_WIDGET (self->choose[i]), GTK_ALIGN_START);
          gtk_widget_set_tooltip_text (GTK_WIDGET (self->choose[i]), tip);
          gtk_menu_button_set_popover (self->choose[i], place_popover_new (self, i));
          gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->choose[i]));
        }
      gtk_box_append (self->previews_box, column);
    }
}
