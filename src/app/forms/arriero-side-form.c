/* arriero-side-form.c: the form for a whole segment side
 *
 * A side is a list of spaces in track order ("spaces" counts them), each
 * an expander row with its kind ("space-J-kind": standard, or the one
 * special kind its segment allows) and the rows that kind needs: the
 * icons of a standard space (a palette, "space-J-icon"), the start spots
 * of a go space, the spots of a market, harvest or end space
 * ("space-J-spots") with each spot's icons (a palette,
 * "space-J-spot-K-icon") or an end spot's dirhams and whether it counts
 * with 4 players only ("space-J-spot-K-value", "space-J-spot-K-four-only").
 * The rows follow the kind and the counts the table enters.  The answer is
 * {"spaces": [...]}.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-side-form.h"

/* One space: an expander row whose rows follow its kind */
typedef struct
{
  ArrieroSideForm *self;
  guint            index;
  GtkWidget       *expander;
  GtkWidget       *kind_drop;
  GtkWidget       *spots_spin;  /* (nullable): on go, market, harvest and end spaces */
  GPtrArray       *rows;        /* the expander's rows but the spots' */
  GPtrArray       *spots;       /* per spot, a GPtrArray of its rows */
} SpaceForm;

struct _ArrieroSideForm
{
  AdwPreferencesGroup  parent_instance;

  GtkSpinButton       *n_spaces;

  AlpSide              side;
  AlpSpaceKind         special;  /* the special space the segment allows */
  GPtrArray           *spaces;   /* SpaceForm */
};

static void arriero_side_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroSideForm, arriero_side_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_side_form_form_init))

static const char *
space_kind_get_name (AlpSpaceKind kind)
{
  switch (kind)
    {
    case ALP_SPACE_MARKET: return _("Market space");
    case ALP_SPACE_HARVEST: return _("Harvest space");
    case ALP_SPACE_GO: return _("Go space");
    case ALP_SPACE_END: return _("End space");
    case ALP_SPACE_STANDARD:
    default:
      return _("Standard space");
    }
}

static AlpSpaceKind
space_form_get_kind (SpaceForm *space)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (space->kind_drop)) == 1
         ? space->self->special : ALP_SPACE_STANDARD;
}

static void
space_spots_changed_cb (SpaceForm *space)
{
  g_autofree char *prefix = g_strdup_printf ("space-%u-spot", space->index);
  AlpSpaceKind kind = space_form_get_kind (space);

  if (kind == ALP_SPACE_GO)
    return;
  arriero_form_sync_spots (space->expander, space->spots, ARRIERO_ALL_ICONS, prefix,
                           kind == ALP_SPACE_END,
                           gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (space->spots_spin)));
}

/* The rows of a space follow its kind */
static void
space_kind_changed_cb (SpaceForm *space)
{
  AlpSpaceKind kind = space_form_get_kind (space);
  g_autofree char *icons = g_strdup_printf ("space-%u-icon", space->index);
  g_autofree char *spots = g_strdup_printf ("space-%u-spots", space->index);

  if (space->spots_spin != NULL)
    g_signal_handlers_disconnect_by_data (space->spots_spin, space);
  space->spots_spin = NULL;
  for (guint k = 0; k < space->spots->len; k++)
    arriero_form_remove_rows (g_ptr_array_index (space->spots, k));
  g_ptr_array_set_size (space->spots, 0);
  arriero_form_remove_rows (space->rows);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (space->expander), space_kind_get_name (kind));

  switch (kind)
    {
    case ALP_SPACE_STANDARD:
      arriero_form_add_icons (space->expander, space->rows, ARRIERO_ALL_ICONS, icons, NULL);
      break;

    case ALP_SPACE_GO:
      space->spots_spin = arriero_form_add_spin (space->expander, space->rows, spots, _("Start spots"),
                                                 NULL, NULL, 1, ALP_MAX_SPOTS,
                                                 space->self->side == ALP_SIDE_FOUR_PLAYER ? 4 : 3);
      break;

    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
    case ALP_SPACE_END:
    default:
      space->spots_spin = arriero_form_add_spin (space->expander, space->rows, spots, _("Spots"),
                                                 NULL, NULL, 1, ALP_MAX_SPOTS, kind == ALP_SPACE_END ? 4 : 3);
      g_signal_connect_swapped (space->spots_spin, "value-changed",
                                G_CALLBACK (space_spots_changed_cb), space);
      space_spots_changed_cb (space);
      break;
    }
}

static void
space_form_free (gpointer data)
{
  SpaceForm *space = data;

  g_signal_handlers_disconnect_by_data (space->kind_drop, space);
  if (space->spots_spin != NULL)
    g_signal_handlers_disconnect_by_data (space->spots_spin, space);
  g_ptr_array_unref (space->rows);
  g_ptr_array_unref (space->spots);
  g_free (space);
}

static void
add_space (ArrieroSideForm *self,
           gboolean         special)
{
  SpaceForm *space = g_new0 (SpaceForm, 1);
  /* TRANSLATORS: "Space 2", a space of a segment's side, in track order */
  g_autofree char *title = g_strdup_printf (_("Space %u"), self->spaces->len + 1);
  g_autofree char *name = g_strdup_printf ("space-%u-kind", self->spaces->len);
  g_autofree char *label = g_strdup_printf (_("Kind of space %u"), self->spaces->len + 1);
  const char *kinds[] = { space_kind_get_name (ALP_SPACE_STANDARD),
                          space_kind_get_name (self->special), NULL };

  space->self = self;
  space->index = self->spaces->len;
  space->rows = g_ptr_array_new ();
  space->spots = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  space->expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (space->expander), title);
  space->kind_drop = gtk_drop_down_new_from_strings (kinds);
  gtk_widget_set_name (space->kind_drop, name);
  gtk_widget_set_valign (space->kind_drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (space->kind_drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (space->kind_drop), special ? 1 : 0);
  arriero_form_watch_input (space->kind_drop);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (space->expander), space->kind_drop);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), space->expander);
  g_ptr_array_add (self->spaces, space);

  g_signal_connect_swapped (space->kind_drop, "notify::selected",
                            G_CALLBACK (space_kind_changed_cb), space);
  space_kind_changed_cb (space);
}

static void
n_spaces_changed_cb (ArrieroSideForm *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->n_spaces);

  while (self->spaces->len > n)
    {
      SpaceForm *space = g_ptr_array_index (self->spaces, self->spaces->len - 1);
      GtkWidget *expander = space->expander;

      g_ptr_array_remove_index (self->spaces, self->spaces->len - 1);
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), expander);
    }
  while (self->spaces->len < n)
    add_space (self, FALSE);
}

static void
set_space (ArrieroSideForm *self,
           guint            j,
           JsonNode        *value)
{
  GtkWidget *root = GTK_WIDGET (self);
  SpaceForm *space = g_ptr_array_index (self->spaces, j);
  const char *kind_id = arriero_json_string (arriero_json_member (value, "kind"));
  JsonNode *spots = arriero_json_member (value, "spots");
  AlpSpaceKind kind = ALP_SPACE_STANDARD;

  if (kind_id != NULL)
    alp_space_kind_from_string (kind_id, &kind);
  /* a kind the segment does not allow is shown as standard */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (space->kind_drop),
                              kind != ALP_SPACE_STANDARD && kind == self->special ? 1 : 0);
  kind = space_form_get_kind (space);

  switch (kind)
    {
    case ALP_SPACE_STANDARD:
      {
        g_autofree char *prefix = g_strdup_printf ("space-%u-icon", j);

        arriero_form_set_icons (root, prefix, arriero_json_member (value, "icons"));
      }
      break;

    case ALP_SPACE_GO:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (space->spots_spin), arriero_json_int (spots, 4));
      break;

    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
    case ALP_SPACE_END:
    default:
      if (arriero_json_length (spots) > 0)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (space->spots_spin),
                                   CLAMP (arriero_json_length (spots), 1, ALP_MAX_SPOTS));
      for (guint k = 0; k < MIN (arriero_json_length (spots), ALP_MAX_SPOTS); k++)
        {
          JsonNode *spot = arriero_json_element (spots, k);

          if (kind == ALP_SPACE_END)
            {
              g_autofree char *value_name = g_strdup_printf ("space-%u-spot-%u-value", j, k);
              g_autofree char *four_name = g_strdup_printf ("space-%u-spot-%u-four-only", j, k);

              arriero_form_set_input (root, value_name, arriero_json_int (arriero_json_member (spot, "value"), -1));
              arriero_form_set_input (root, four_name,
                                      arriero_json_boolean (arriero_json_member (spot, "four_player_only")));
            }
          else
            {
              g_autofree char *prefix = g_strdup_printf ("space-%u-spot-%u-icon", j, k);

              arriero_form_set_icons (root, prefix, arriero_json_member (spot, "icons"));
            }
        }
      break;
    }
}

static void
arriero_side_form_set_value (ArrieroForm *form,
                             JsonNode    *value)
{
  ArrieroSideForm *self = ARRIERO_SIDE_FORM (form);
  JsonNode *spaces = arriero_json_member (value, "spaces");
  guint n = arriero_json_length (spaces);

  if (n == 0)
    return;
  gtk_spin_button_set_value (self->n_spaces, CLAMP (n, 1, ALP_MAX_SPACES));
  for (guint j = 0; j < MIN (n, self->spaces->len); j++)
    set_space (self, j, arriero_json_element (spaces, j));
}

static void
add_space_value (ArrieroSideForm *self,
                 JsonBuilder     *builder,
                 guint            j)
{
  GtkWidget *root = GTK_WIDGET (self);
  SpaceForm *space = g_ptr_array_index (self->spaces, j);
  AlpSpaceKind kind = space_form_get_kind (space);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, alp_space_kind_to_string (kind));
  switch (kind)
    {
    case ALP_SPACE_STANDARD:
      {
        g_autofree char *prefix = g_strdup_printf ("space-%u-icon", j);

        json_builder_set_member_name (builder, "icons");
        json_builder_add_value (builder, arriero_form_get_icons (root, prefix));
      }
      break;

    case ALP_SPACE_GO:
      json_builder_set_member_name (builder, "spots");
      json_builder_add_int_value (builder,
                                  gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (space->spots_spin)));
      break;

    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
    case ALP_SPACE_END:
    default:
      json_builder_set_member_name (builder, "spots");
      json_builder_begin_array (builder);
      for (guint k = 0; k < space->spots->len; k++)
        {
          json_builder_begin_object (builder);
          if (kind == ALP_SPACE_END)
            {
              g_autofree char *value_name = g_strdup_printf ("space-%u-spot-%u-value", j, k);
              g_autofree char *four_name = g_strdup_printf ("space-%u-spot-%u-four-only", j, k);
              gint value = arriero_form_get_input (root, value_name);

              /* unknown: left out, asked when a mule arrives there */
              if (value >= 0)
                {
                  json_builder_set_member_name (builder, "value");
                  json_builder_add_int_value (builder, value);
                }
              json_builder_set_member_name (builder, "four_player_only");
              json_builder_add_boolean_value (builder, arriero_form_get_input (root, four_name));
            }
          else
            {
              g_autofree char *prefix = g_strdup_printf ("space-%u-spot-%u-icon", j, k);

              json_builder_set_member_name (builder, "icons");
              json_builder_add_value (builder, arriero_form_get_icons (root, prefix));
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      break;
    }
  json_builder_end_object (builder);
}

static JsonNode *
arriero_side_form_get_value (ArrieroForm *form)
{
  ArrieroSideForm *self = ARRIERO_SIDE_FORM (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint j = 0; j < self->spaces->len; j++)
    add_space_value (self, builder, j);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_side_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_side_form_set_value;
  iface->get_value = arriero_side_form_get_value;
}

static void
arriero_side_form_dispose (GObject *object)
{
  ArrieroSideForm *self = ARRIERO_SIDE_FORM (object);

  /* before the rows go: their handlers point into these */
  g_clear_pointer (&self->spaces, g_ptr_array_unref);

  G_OBJECT_CLASS (arriero_side_form_parent_class)->dispose (object);
}

static void
arriero_side_form_class_init (ArrieroSideFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_side_form_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-side-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSideForm, n_spaces);
  gtk_widget_class_bind_template_callback (widget_class, n_spaces_changed_cb);
}

static void
arriero_side_form_init (ArrieroSideForm *self)
{
  self->spaces = g_ptr_array_new_with_free_func (space_form_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  arriero_form_watch_input (GTK_WIDGET (self->n_spaces));
}

/**
 * arriero_side_form_new:
 * @kind: the kind of the side's segment, which says the special space
 *   its sides can have
 * @side: which side
 *
 * Returns: (transfer floating): the form, starting from a side that fits
 *   the segment: go first, end last, a market or harvest space in the
 *   middle
 */
GtkWidget *
arriero_side_form_new (AlpSegmentKind kind,
                       AlpSide        side)
{
  ArrieroSideForm *self = g_object_new (ARRIERO_TYPE_SIDE_FORM, NULL);

  self->side = side;
  switch (kind)
    {
    case ALP_SEGMENT_GO: self->special = ALP_SPACE_GO; break;
    case ALP_SEGMENT_HARVEST: self->special = ALP_SPACE_HARVEST; break;
    case ALP_SEGMENT_END: self->special = ALP_SPACE_END; break;
    case ALP_SEGMENT_MARKET:
    default:
      self->special = ALP_SPACE_MARKET;
      break;
    }

  /* as many as the template's count says */
  add_space (self, kind == ALP_SEGMENT_GO);
  add_space (self, kind == ALP_SEGMENT_MARKET || kind == ALP_SEGMENT_HARVEST);
  add_space (self, kind == ALP_SEGMENT_END);

  return GTK_WIDGET (self);
}
