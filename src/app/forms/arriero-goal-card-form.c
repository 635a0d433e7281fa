/* arriero-goal-card-form.c: the form for a whole goal card
 *
 * The goal on each side ("goal-a", "goal-b"), the count of farmer spots
 * ("spots") and each spot's reward (a palette, "spot-K-icon"), which grow
 * and shrink with the count.  The answer is
 * {"sides": [a, b], "spots": [{"reward": [...]}, ...]}.  A side may be
 * "not described yet" (null): a card entered as dealt is known by its
 * face-up goal only, and the form never makes up its back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-goal-card-form.h"

struct _ArrieroGoalCardForm
{
  AdwPreferencesGroup  parent_instance;

  GtkDropDown         *goal_a;
  GtkDropDown         *goal_b;
  GtkSpinButton       *spots;

  GPtrArray           *spot_rows;  /* per spot, a GPtrArray of its rows */
};

static void arriero_goal_card_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroGoalCardForm, arriero_goal_card_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_goal_card_form_form_init))

static void
spots_changed_cb (ArrieroGoalCardForm *self)
{
  arriero_form_sync_spots (GTK_WIDGET (self), self->spot_rows, ARRIERO_REWARD_ICONS, "spot", FALSE,
                           gtk_spin_button_get_value_as_int (self->spots));
}

static void
arriero_goal_card_form_set_value (ArrieroForm *form,
                                  JsonNode    *value)
{
  ArrieroGoalCardForm *self = ARRIERO_GOAL_CARD_FORM (form);
  JsonNode *sides = arriero_json_member (value, "sides");
  JsonNode *spots = arriero_json_member (value, "spots");
  GtkDropDown *goals[] = { self->goal_a, self->goal_b };

  for (guint s = 0; s < 2; s++)
    {
      const char *id = arriero_json_string (arriero_json_element (sides, s));
      AlpGoal goal;

      if (id != NULL && alp_goal_from_string (id, &goal))
        gtk_drop_down_set_selected (goals[s], goal);
      else if (sides != NULL)
        gtk_drop_down_set_selected (goals[s], ALP_N_GOALS);
    }
  if (arriero_json_length (spots) > 0)
    gtk_spin_button_set_value (self->spots, CLAMP (arriero_json_length (spots), 1, ALP_MAX_GOAL_SPOTS));
  for (guint k = 0; k < self->spot_rows->len; k++)
    {
      g_autofree char *prefix = g_strdup_printf ("spot-%u-icon", k);

      arriero_form_set_icons (GTK_WIDGET (self), prefix,
                              arriero_json_member (arriero_json_element (spots, k), "reward"));
    }
}

/* The goal chosen in @goal, or null when that side is not described */
static void
add_side (JsonBuilder *builder,
          GtkDropDown *goal)
{
  guint selected = gtk_drop_down_get_selected (goal);

  if (selected < ALP_N_GOALS)
    json_builder_add_string_value (builder, alp_goal_to_string (selected));
  else
    json_builder_add_null_value (builder);
}

static JsonNode *
arriero_goal_card_form_get_value (ArrieroForm *form)
{
  ArrieroGoalCardForm *self = ARRIERO_GOAL_CARD_FORM (form);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  add_side (builder, self->goal_a);
  add_side (builder, self->goal_b);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "spots");
  json_builder_begin_array (builder);
  for (guint k = 0; k < self->spot_rows->len; k++)
    {
      g_autofree char *prefix = g_strdup_printf ("spot-%u-icon", k);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reward");
      json_builder_add_value (builder, arriero_form_get_icons (GTK_WIDGET (self), prefix));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
arriero_goal_card_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_goal_card_form_set_value;
  iface->get_value = arriero_goal_card_form_get_value;
}

static void
arriero_goal_card_form_finalize (GObject *object)
{
  ArrieroGoalCardForm *self = ARRIERO_GOAL_CARD_FORM (object);

  g_ptr_array_unref (self->spot_rows);

  G_OBJECT_CLASS (arriero_goal_card_form_parent_class)->finalize (object);
}

static void
arriero_goal_card_form_class_init (ArrieroGoalCardFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_goal_card_form_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-goal-card-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalCardForm, goal_a);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalCardForm, goal_b);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalCardForm, spots);
  gtk_widget_class_bind_template_callback (widget_class, spots_changed_cb);
}

static void
arriero_goal_card_form_init (ArrieroGoalCardForm *self)
{
  const char *goals[ALP_N_GOALS + 2] = { NULL };
  g_autoptr(GtkStringList) model = NULL;

  self->spot_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  gtk_widget_init_template (GTK_WIDGET (self));

  for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
    goals[goal] = alp_goal_get_description (goal);
  /* TRANSLATORS: a goal card's side the copy does not describe yet */
  goals[ALP_N_GOALS] = _("Not described yet");
  model = gtk_string_list_new (goals);
  gtk_drop_down_set_model (self->goal_a, G_LIST_MODEL (model));
  gtk_drop_down_set_model (self->goal_b, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->goal_b, 1);
  arriero_form_watch_input (GTK_WIDGET (self->goal_a));
  arriero_form_watch_input (GTK_WIDGET (self->goal_b));
  arriero_form_watch_input (GTK_WIDGET (self->spots));
  spots_changed_cb (self);
}

GtkWidget *
arriero_goal_card_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_GOAL_CARD_FORM, NULL);
}
