/* arriero-quick-copy.c: a Zara-only game on the table's own copy
 *
 * A Zara-only game needs only the shape of tonight's segments.  This lays
 * the track out on the copy (arriero-edition-store.c), then asks, for each
 * of tonight's segments in the order they lie whose shape the copy does
 * not know yet, its shape with the segment-shape form, one small window
 * per segment.  Where the copy already knows segments of the same kind,
 * their pictures come first: a click on one fills the form with its
 * shape.  Each answer goes into the copy's file at once, so that
 * the next Zara-only game on the same copy asks nothing more.  Nothing
 * else of the copy is asked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-error.h"
#include "arriero-edition-store.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-quick-copy.h"
#include "arriero-segment-preview.h"
#include "arriero-segment-shape-form.h"

typedef struct
{
  GtkWindow  *parent;
  AlpEdition *edition;
  AlpSetup   *setup;
  GRand      *rand;
  guint       next;     /* the next place of the track to look at */
  GtkWidget  *window;   /* the one asking now */
  GtkWidget  *form;
  GtkLabel   *error_label;
  gboolean    single;   /* one shape asked: the task gives the edition */
} QuickCopy;

static void
quick_copy_free (QuickCopy *data)
{
  g_clear_object (&data->parent);
  g_clear_object (&data->edition);
  g_clear_pointer (&data->setup, alp_setup_free);
  g_clear_pointer (&data->rand, g_rand_free);
  g_free (data);
}

static char *
side_path (QuickCopy *data,
           guint      place)
{
  return g_strdup_printf ("segments[%u].sides.%s", data->setup->segments[place],
                          alp_side_to_string (alp_setup_get_side (data->setup)));
}

static void ask_next (GTask *task);

static const char *
get_path (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), "arriero-quick-copy-path");
}

static JsonNode *goal_card_value (QuickCopy *data);

/* A picture of an already-described segment: its shape into the form */
static void
same_as_clicked_cb (GtkButton *button,
                    GTask     *task)
{
  QuickCopy *data = g_task_get_task_data (task);
  guint segment = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "segment"));
  g_autofree char *path = g_strdup_printf ("segments[%u].sides.%s", segment,
                                           alp_side_to_string (alp_setup_get_side (data->setup)));
  g_autoptr(JsonNode) value = alp_edition_get_value (data->edition, path);

  arriero_form_set_value (ARRIERO_FORM (data->form), value);
  arriero_form_changed (ARRIERO_FORM (data->form));
}

/* The segments of @kind the copy describes already, as pictures to pick */
static GtkWidget *
make_pictures (GTask          *task,
               AlpSegmentKind  kind)
{
  QuickCopy *data = g_task_get_task_data (task);
  AlpSide side = alp_setup_get_side (data->setup);
  GtkWidget *flow = gtk_flow_box_new ();
  guint n = 0;

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  for (guint s = 0; s < ALP_N_SEGMENTS; s++)
    {
      g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", s);
      g_autofree char *side_path_s = g_strdup_printf ("segments[%u].sides.%s", s, alp_side_to_string (side));
      g_autofree char *name = g_strdup_printf ("same-as-%u", s);
      g_autoptr(JsonNode) kind_node = alp_edition_get_value (data->edition, kind_path);
      g_autoptr(JsonNode) known = alp_edition_get_value (data->edition, side_path_s);
      AlpSegmentKind other;
      GtkWidget *button;

      if (known == NULL || kind_node == NULL ||
          !alp_segment_kind_from_string (json_node_get_string (kind_node), &other) || other != kind)
        continue;
      button = gtk_button_new ();
      gtk_widget_set_name (button, name);
      gtk_button_set_child (GTK_BUTTON (button), arriero_segment_preview_new (data->edition, s, side));
      /* TRANSLATORS: a button with a picture of an already-described segment */
      gtk_widget_set_tooltip_text (button, _("The same shape as this one"));
      g_object_set_data (G_OBJECT (button), "segment", GUINT_TO_POINTER (s));
      g_signal_connect (button, "clicked", G_CALLBACK (same_as_clicked_cb), task);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
      n++;
    }
  if (n == 0)
    {
      g_object_ref_sink (flow);
      g_object_unref (flow);
      return NULL;
    }

  return flow;
}

static void
finish (GTask *task)
{
  QuickCopy *data = g_task_get_task_data (task);
  GError *error = NULL;
  AlpGame *game;

  if (!alp_setup_randomize (data->setup, data->edition, ALP_SETUP_START_SPOTS | ALP_SETUP_SEED,
                            data->rand, &error) ||
      (game = alp_game_new (data->edition, data->setup, &error)) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, game, g_object_unref);
}

static void
save_clicked_cb (GtkButton *button,
                 GTask     *task)
{
  QuickCopy *data = g_task_get_task_data (task);
  g_autofree char *path = g_strdup (get_path (GTK_WINDOW (data->window)));
  g_autoptr(JsonNode) value = ARRIERO_IS_FORM (data->form) ? arriero_form_get_value (ARRIERO_FORM (data->form))
                                                            : goal_card_value (data);
  g_autoptr(AlpEdition) answered = NULL;
  g_autoptr(GError) error = NULL;
  AlpEdition *kept;

  answered = alp_edition_with_value (data->edition, path, value, &error);
  kept = answered != NULL ? arriero_edition_store_keep_answer (answered, path, &error) : NULL;
  if (kept == NULL)
    {
      /* refused: say why in the window, and let the table correct it */
      gtk_label_set_text (data->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (data->error_label), TRUE);
      return;
    }

  g_set_object (&data->edition, kept);
  g_object_unref (kept);
  data->next++;
  g_signal_handlers_disconnect_by_data (data->window, task);
  gtk_window_destroy (GTK_WINDOW (data->window));
  data->window = NULL;
  if (data->single)
    {
      g_task_return_pointer (task, g_object_ref (data->edition), g_object_unref);
      g_object_unref (task);
      return;
    }
  ask_next (task);
}

static gboolean
close_request_cb (GtkWindow *window,
                  GTask     *task)
{
  QuickCopy *data = g_task_get_task_data (task);

  data->window = NULL;
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The game was not started"));
  g_object_unref (task);
  return FALSE;
}

/* Asks the shape of the segment at the track's place data->next */
/* A small window asking the item at @path: a header bar with Save
 * ("save-shape"), then @form and the line of a refusal.  Returns: the
 * content box, for what goes above the form */
static GtkWidget *
present_window (GTask      *task,
                const char *path,
                const char *title,
                const char *subtitle,
                GtkWidget  *form,
                GtkWidget  *above)
{
  QuickCopy *data = g_task_get_task_data (task);
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Save"));
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label;

  data->window = window;
  data->form = form;
  g_object_set_data_full (G_OBJECT (window), "arriero-quick-copy-path", g_strdup (path), g_free);
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), data->parent);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, -1);

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (title, subtitle));
  gtk_widget_set_name (save, "save-shape");
  gtk_widget_add_css_class (save, "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save);
  gtk_box_append (GTK_BOX (box), header);

  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  if (above != NULL)
    gtk_box_append (GTK_BOX (content), above);
  if (ARRIERO_IS_SEGMENT_SHAPE_FORM (form))
    g_object_bind_property (form, "complete", save, "sensitive", G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (content), form);
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  data->error_label = GTK_LABEL (label);
  gtk_box_append (GTK_BOX (content), label);
  gtk_box_append (GTK_BOX (box), content);
  adw_window_set_content (ADW_WINDOW (window), box);

  g_signal_connect (save, "clicked", G_CALLBACK (save_clicked_cb), task);
  g_signal_connect (window, "close-request", G_CALLBACK (close_request_cb), task);
  gtk_window_present (GTK_WINDOW (window));

  return content;
}

/* Asks the shape of the segment at the track's place data->next */
static void
ask (GTask *task)
{
  QuickCopy *data = g_task_get_task_data (task);
  g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", data->setup->segments[data->next]);
  g_autofree char *path = side_path (data, data->next);
  g_autoptr(JsonNode) kind_node = alp_edition_get_value (data->edition, kind_path);
  /* named as the table sees it, by its kind and where it lies, not by
   * the copy's id for it */
  const char * const titles[] = {
    N_("Start Segment"), N_("Market Segment"), N_("Harvest Segment"), N_("End Segment"),
  };
  /* TRANSLATORS: "Place 3 of 10 on the track" */
  g_autofree char *subtitle = g_strdup_printf (_("Place %u of %u on the track"), data->next + 1,
                                               (guint) ALP_N_SEGMENTS);
  const char *title = _("Segment");
  GtkWidget *form = arriero_segment_shape_form_new ();
  GtkWidget *above = NULL;
  AlpSegmentKind kind;

  if (kind_node != NULL && alp_segment_kind_from_string (json_node_get_string (kind_node), &kind))
    {
      GtkWidget *pictures = make_pictures (task, kind);

      if (kind < G_N_ELEMENTS (titles))
        title = _(titles[kind]);
      arriero_segment_shape_form_set_segment_kind (ARRIERO_SEGMENT_SHAPE_FORM (form), kind);
      if (pictures != NULL)
        {
          GtkWidget *caption = gtk_label_new (_("Pick a segment of this kind described already, or describe it below:"));

          above = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
          gtk_label_set_xalign (GTK_LABEL (caption), 0);
          gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
          gtk_widget_add_css_class (caption, "heading");
          gtk_box_append (GTK_BOX (above), caption);
          gtk_box_append (GTK_BOX (above), pictures);
        }
    }
  present_window (task, path, title, subtitle, form, above);
}

/* The goal card as it lies on the table: its two goals and how many
 * farmer spots it has; each spot's reward is asked when a player first
 * takes it.  The value is {"sides": [a, b], "spots": [{}, ...]}. */
/* Returns: the goal picked for side @side (0 for A), ALP_N_GOALS for none */
static AlpGoal
picked_goal (GtkWidget *form,
             guint      side)
{
  for (guint g = 0; g < ALP_N_GOALS; g++)
    {
      g_autofree char *name = g_strdup_printf ("goal-%c-%u", side == 0 ? 'a' : 'b', g);
      GtkToggleButton *toggle = g_object_get_data (G_OBJECT (form), name);

      if (gtk_toggle_button_get_active (toggle))
        return g;
    }

  return ALP_N_GOALS;
}

static JsonNode *
goal_card_value (QuickCopy *data)
{
  GtkWidget *form = data->form;
  GtkSpinButton *spots = g_object_get_data (G_OBJECT (form), "spots");
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint side = 0; side < 2; side++)
    json_builder_add_string_value (builder, alp_goal_to_string (picked_goal (form, side)));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "spots");
  json_builder_begin_array (builder);
  for (gint k = 0; k < gtk_spin_button_get_value_as_int (spots); k++)
    {
      json_builder_begin_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static GtkWidget *
add_row (GtkWidget  *group,
         const char *title,
         const char *name,
         GtkWidget  *widget)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (widget, name);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_object_set_data (G_OBJECT (group), name, widget);

  return widget;
}

/* Save waits for a goal on each side */
static void
goal_toggled_cb (GtkToggleButton *toggle,
                 GtkWidget       *form)
{
  GtkRoot *root = gtk_widget_get_root (form);
  GtkWidget *save = root != NULL ? arriero_form_find_named (GTK_WIDGET (root), "save-shape") : NULL;

  if (save != NULL)
    gtk_widget_set_sensitive (save, picked_goal (form, 0) < ALP_N_GOALS && picked_goal (form, 1) < ALP_N_GOALS);
}

/* A side's goal as one click among the goals' words, two to a line */
static void
add_goal_row (GtkWidget *form,
              guint      side)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (side == 0 ? _("Goal on side A") : _("Goal on side B"));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *first = NULL;

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (guint g = 0; g < ALP_N_GOALS; g++)
    {
      g_autofree char *name = g_strdup_printf ("goal-%c-%u", side == 0 ? 'a' : 'b', g);
      GtkWidget *toggle = gtk_toggle_button_new ();
      GtkWidget *label = gtk_label_new (alp_goal_get_description (g));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
      gtk_button_set_child (GTK_BUTTON (toggle), label);
      gtk_widget_set_name (toggle, name);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, title, NULL, -1);
      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle), GTK_TOGGLE_BUTTON (first));
      else
        first = toggle;
      g_signal_connect (toggle, "toggled", G_CALLBACK (goal_toggled_cb), form);
      g_object_set_data (G_OBJECT (form), name, toggle);
      gtk_grid_attach (GTK_GRID (grid), toggle, g % 2, g / 2, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), grid);
  gtk_widget_set_margin_bottom (box, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (form), box);
}

static void
ask_goal_card (GTask *task)
{
  QuickCopy *data = g_task_get_task_data (task);
  guint card = data->next;
  g_autofree char *path = g_strdup_printf ("goal_cards[%u]", card);
  /* TRANSLATORS: the title of the window that asks a goal card as dealt: "Goal Card 2" */
  g_autofree char *title = g_strdup_printf (_("Goal Card %u"), card + 1);
  GtkWidget *form = adw_preferences_group_new ();
  GtkWidget *spots = gtk_spin_button_new_with_range (1, ALP_MAX_GOAL_SPOTS, 1);

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (form),
                                         _("The rewards of its spots are asked when a player first takes one."));
  for (guint side = 0; side < 2; side++)
    add_goal_row (form, side);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spots), 4);
  add_row (form, _("Farmer spots"), "spots", spots);
  present_window (task, path, title, _("As it lies on the table"), form, NULL);
  goal_toggled_cb (NULL, form);
}

static void
ask_next (GTask *task)
{
  QuickCopy *data = g_task_get_task_data (task);

  for (; data->next < ALP_N_SEGMENTS; data->next++)
    {
      g_autofree char *path = side_path (data, data->next);
      g_autoptr(JsonNode) known = alp_edition_get_value (data->edition, path);

      if (known == NULL)
        {
          ask (task);
          return;
        }
    }

  finish (task);
  g_object_unref (task);
}

/**
 * arriero_quick_copy_start:
 * @parent: the window to ask over
 * @setup: (transfer none): the players, the ruleset Zara-only
 *
 * Lays out a Zara-only game on the table's copy, asking the shapes of
 * tonight's segments the copy does not know yet.
 */
void
arriero_quick_copy_start (GtkWindow           *parent,
                          AlpSetup            *setup,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task = g_task_new (parent, NULL, callback, user_data);
  QuickCopy *data = g_new0 (QuickCopy, 1);
  GError *error = NULL;

  g_task_set_task_data (task, data, (GDestroyNotify) quick_copy_free);
  data->parent = g_object_ref (parent);
  data->setup = alp_setup_copy (setup);
  data->setup->ruleset = ALP_RULESET_ZARA_ONLY;
  data->rand = g_rand_new ();
  data->edition = arriero_edition_store_load (&error);
  if (data->edition == NULL ||
      !alp_setup_randomize (data->setup, data->edition, ALP_SETUP_SEGMENTS, data->rand, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  ask_next (task);
}

/* A task that asks one item over @parent and gives the copy with it */
static GTask *
new_single (GtkWindow           *parent,
            AlpEdition          *edition,
            guint                next,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  GTask *task = g_task_new (parent, NULL, callback, user_data);
  QuickCopy *data = g_new0 (QuickCopy, 1);

  g_task_set_task_data (task, data, (GDestroyNotify) quick_copy_free);
  data->parent = g_object_ref (parent);
  data->edition = g_object_ref (edition);
  data->next = next;
  data->single = TRUE;

  return task;
}

/**
 * arriero_quick_copy_ask_shape:
 * @parent: the window to ask over
 * @edition: the table's copy as described so far
 * @setup: (transfer none): tonight's track
 * @place: the place of the track whose segment is asked
 *
 * Asks the shape of the segment at @place in a window of its own, with
 * the pictures of the segments of its kind the copy describes already,
 * and keeps the answer in the copy's file.  Finish with
 * arriero_quick_copy_ask_shape_finish().
 */
void
arriero_quick_copy_ask_shape (GtkWindow           *parent,
                              AlpEdition          *edition,
                              const AlpSetup      *setup,
                              guint                place,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  GTask *task;
  QuickCopy *data;

  g_return_if_fail (place < ALP_N_SEGMENTS);

  task = new_single (parent, edition, place, callback, user_data);
  data = g_task_get_task_data (task);
  data->setup = alp_setup_copy (setup);
  ask (task);
}

/**
 * arriero_quick_copy_ask_goal_card:
 * @parent: the window to ask over
 * @edition: the table's copy as described so far
 * @card: the goal card
 *
 * Asks goal card @card as it lies on the table (its goals and how many
 * farmer spots it has, not their rewards) and keeps the answer in the
 * copy's file.  Finish with arriero_quick_copy_ask_shape_finish().
 */
void
arriero_quick_copy_ask_goal_card (GtkWindow           *parent,
                                  AlpEdition          *edition,
                                  guint                card,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (card < ALP_N_GOAL_CARDS);

  ask_goal_card (new_single (parent, edition, card, callback, user_data));
}

/**
 * arriero_quick_copy_ask_shape_finish:
 *
 * Returns: (transfer full) (nullable): the copy with the shape, kept in
 *   its file; %NULL when the table closed the window
 */
AlpEdition *
arriero_quick_copy_ask_shape_finish (GAsyncResult  *result,
                                     GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * arriero_quick_copy_get_path:
 * @window: a window that asks a segment's shape
 *
 * Returns: (nullable): the path of the side it asks, as
 *   %ALP_EDITION_ERROR_MISSING names it; %NULL for any other window
 */
const char *
arriero_quick_copy_get_path (GtkWindow *window)
{
  return get_path (window);
}

/**
 * arriero_quick_copy_finish:
 *
 * Returns: (transfer full) (nullable): the new game, or %NULL when the
 *   table closed a window or the copy could not be read
 */
AlpGame *
arriero_quick_copy_finish (GAsyncResult  *result,
                           GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
