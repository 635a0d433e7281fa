/* arriero-goal-spots-form.c: the form for a goal card's farmer spots
 *
 * Asked when a player first completes one of the card's goals: how many
 * spots the card has ("spots", typed) and, in one row per spot, the
 * dirhams ("spot-K-dirhams") and norias ("spot-K-norias") it rewards, each
 * a number typed in, so that a spot of 5 dirhams is one entry, not five
 * clicks.  The rows grow and shrink with the count.  The answer is
 * [{"reward": ["dirham", …, "noria", …]}, …], dirhams first; a spot with
 * no reward yet keeps Save disabled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-goal-spots-form.h"

/* At most 12 icons on a piece (docs/edition-format.md) */
#define MAX_EACH 12

struct _ArrieroGoalSpotsForm
{
  AdwPreferencesGroup  parent_instance;

  GtkSpinButton       *spots;

  GPtrArray           *rows;   /* (element-type AdwActionRow): per spot */
};

static void arriero_goal_spots_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroGoalSpotsForm, arriero_goal_spots_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_goal_spots_form_form_init))

/* A number typed in, after an icon saying what it counts */
static GtkWidget *
add_count (GtkWidget  *box,
           const char *name,
           const char *icon,
           const char *words)
{
  GtkWidget *image = gtk_image_new_from_icon_name (icon);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX_EACH, 1);

  gtk_widget_set_tooltip_text (image, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  arriero_form_watch_input (spin);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), spin);

  return spin;
}

static void
spots_changed_cb (ArrieroGoalSpotsForm *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->spots);

  while (self->rows->len > n)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->rows, self->rows->len - 1);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), row);
    }
  while (self->rows->len < n)
    {
      guint k = self->rows->len;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *title = g_strdup_printf (_("Spot %u"), k + 1);
      g_autofree char *dirhams = g_strdup_printf ("spot-%u-dirhams", k);
      g_autofree char *norias = g_strdup_printf ("spot-%u-norias", k);
      g_autofree char *name = g_strdup_printf ("spot-%u", k);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_name (row, name);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row),
                                             add_count (box, dirhams, "arriero-dirham", _("Dirhams")));
      add_count (box, norias, "arriero-noria", _("Norias"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
      g_ptr_array_add (self->rows, row);
    }
  arriero_form_changed (ARRIERO_FORM (self));
}

static void
arriero_goal_spots_form_set_value (ArrieroForm *form,
                                   JsonNode    *value)
{
  ArrieroGoalSpotsForm *self = ARRIERO_GOAL_SPOTS_FORM (form);

  if (arriero_json_length (value) > 0)
    gtk_spin_button_set_value (self->spots, CLAMP (arriero_json_length (value), 1, ALP_MAX_GOAL_SPOTS));
  for (guint k = 0; k < self->rows->len; k++)
    {
      JsonNode *reward = arriero_json_member (arriero_json_element (value, k), "reward");
      g_autofree char *dirhams = g_strdup_printf ("spot-%u-dirhams", k);
      g_autofree char *norias = g_strdup_printf ("spot-%u-norias", k);
      gint n_dirhams = 0, n_norias = 0;

      for (guint i = 0; i < arriero_json_length (reward); i++)
        {
          const char *icon = arriero_json_string (arriero_json_element (reward, i));

          n_dirhams += g_strcmp0 (icon, "dirham") == 0;
          n_norias += g_strcmp0 (icon, "noria") == 0;
        }
      arriero_form_set_input (GTK_WIDGET (self), dirhams, n_dirhams);
      arriero_form_set_input (GTK_WIDGET (self), norias, n_norias);
    }
}

static JsonNode *
arriero_goal_spots_form_get_value (ArrieroForm *form)
{
  ArrieroGoalSpotsForm *self = ARRIERO_GOAL_SPOTS_FORM (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint k = 0; k < self->rows->len; k++)
    {
      g_autofree char *dirhams = g_strdup_printf ("spot-%u-dirhams", k);
      g_autofree char *norias = g_strdup_printf ("spot-%u-norias", k);
      gint n_dirhams = arriero_form_get_input (GTK_WIDGET (self), dirhams);
      gint n_norias = arriero_form_get_input (GTK_WIDGET (self), norias);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reward");
      json_builder_begin_array (builder);
      for (gint i = 0; i < n_dirhams; i++)
        json_builder_add_string_value (builder, "dirham");
      for (gint i = 0; i < n_norias; i++)
        json_builder_add_string_value (builder, "noria");
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  return json_builder_get_root (builder);
}

/* Every spot shows a reward */
static gboolean
arriero_goal_spots_form_is_complete (ArrieroForm  *form,
                                     char        **reason)
{
  ArrieroGoalSpotsForm *self = ARRIERO_GOAL_SPOTS_FORM (form);

  for (guint k = 0; k < self->rows->len; k++)
    {
      g_autofree char *dirhams = g_strdup_printf ("spot-%u-dirhams", k);
      g_autofree char *norias = g_strdup_printf ("spot-%u-norias", k);

      if (arriero_form_get_input (GTK_WIDGET (self), dirhams) + arriero_form_get_input (GTK_WIDGET (self), norias) == 0)
        {
          if (reason != NULL)
            /* TRANSLATORS: a goal card's farmer spot whose reward is not entered yet */
            *reason = g_strdup_printf (_("Type the dirhams or norias on spot %u."), k + 1);
          return FALSE;
        }
    }

  return TRUE;
}

/* "[2].reward[0]": the row of spot 3 */
static GtkWidget *
arriero_goal_spots_form_get_field (ArrieroForm *form,
                                   const char  *field)
{
  ArrieroGoalSpotsForm *self = ARRIERO_GOAL_SPOTS_FORM (form);
  guint64 k;
  char *end;

  if (field == NULL || field[0] != '[')
    return NULL;
  k = g_ascii_strtoull (field + 1, &end, 10);
  if (*end != ']' || k >= self->rows->len)
    return NULL;

  return g_ptr_array_index (self->rows, k);
}

static void
arriero_goal_spots_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_goal_spots_form_set_value;
  iface->get_value = arriero_goal_spots_form_get_value;
  iface->is_complete = arriero_goal_spots_form_is_complete;
  iface->get_field = arriero_goal_spots_form_get_field;
}

static void
arriero_goal_spots_form_finalize (GObject *object)
{
  ArrieroGoalSpotsForm *self = ARRIERO_GOAL_SPOTS_FORM (object);

  g_ptr_array_unref (self->rows);

  G_OBJECT_CLASS (arriero_goal_spots_form_parent_class)->finalize (object);
}

static void
arriero_goal_spots_form_class_init (ArrieroGoalSpotsFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_goal_spots_form_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-goal-spots-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalSpotsForm, spots);
  gtk_widget_class_bind_template_callback (widget_class, spots_changed_cb);
}

static void
arriero_goal_spots_form_init (ArrieroGoalSpotsForm *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  arriero_form_watch_input (GTK_WIDGET (self->spots));
  spots_changed_cb (self);
}

GtkWidget *
arriero_goal_spots_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_GOAL_SPOTS_FORM, NULL);
}
