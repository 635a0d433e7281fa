/* arriero-goals-page.c: the setup assistant's page of goal sides
 *
 * The side of each goal card that lies face up, each side named by the
 * goal the copy prints on it.  Only the face-up goals are in play, and
 * the table sees only those: the goal on a card's back is never asked.
 *
 * A goal card the copy does not describe yet is entered here as dealt,
 * without a window of its own: in a grid of the goals (rows) and those
 * cards (a column each), the table ticks the goal lying face up
 * ("goal-C-up-G"), one click per card.  It goes in as the card's side A,
 * its side B unknown (null).  A card the copy knows by one side is a
 * choice between that goal and "its other side"; when the table says the
 * other side lies up, the card gets a column of the grid too, and the
 * tick says what that side shows: the copy learns the card's back.  A
 * card known by both sides is a choice between its two goals.  The grid
 * offers only the goals no card of the copy holds yet.  A card's farmer
 * spots are asked when a player first completes one of its goals.
 *
 * Next takes the answers (arriero_goals_page_take_told()): each goal
 * ticked goes into the copy through the engine (alp_edition_with_value());
 * a card not ticked, or refused (a goal on two cards), is marked at the
 * card in plain words ("refusal-C"), and Next stays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "alp-error.h"
#include "arriero-goals-page.h"
#include "arriero-setup-edition.h"

struct _ArrieroGoalsPage
{
  ArrieroSetupPage  parent_instance;

  AdwPreferencesGroup *group;
  GtkWidget           *dealt_box;
  GtkGrid             *grid;
  GtkBox              *refusal_box;
  GtkWidget           *random_button;
  GtkDropDown         *goal_drops[ALP_N_GOAL_CARDS];

  AlpEdition          *edition;                         /* the copy shown */
  guint                known[ALP_N_GOAL_CARDS][2];      /* each side's goal, ALP_N_GOALS if unknown */
  gboolean             held[ALP_N_GOALS];               /* on a card of the copy */
  GtkWidget           *headers[ALP_N_GOAL_CARDS];
  GtkWidget           *goal_labels[ALP_N_GOALS];
  GtkCheckButton      *up[ALP_N_GOAL_CARDS][ALP_N_GOALS];
  GtkLabel            *refusals[ALP_N_GOAL_CARDS];
  gboolean             filling;
};

G_DEFINE_FINAL_TYPE (ArrieroGoalsPage, arriero_goals_page, ARRIERO_TYPE_SETUP_PAGE)

/* ------------------------------------------------------------------ */
/* What the copy and the ticks say                                      */

/* The goal ticked for @card among those offered, or ALP_N_GOALS */
static guint
ticked (ArrieroGoalsPage *self,
        guint             card)
{
  for (guint g = 0; g < ALP_N_GOALS; g++)
    if (!self->held[g] && gtk_check_button_get_active (self->up[card][g]))
      return g;

  return ALP_N_GOALS;
}

/* The goal the copy prints on @side of @card, or ALP_N_GOALS */
static guint
described_goal (AlpEdition *edition,
                guint       card,
                guint       side)
{
  AlpEditionItem item = { .kind = ALP_EDITION_ITEM_GOAL_SIDE, .card = card, .index = side };
  g_autofree char *path = alp_edition_item_to_path (&item);
  g_autoptr(JsonNode) node = alp_edition_get_value (edition, path);
  AlpGoal goal;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      !alp_goal_from_string (json_node_get_string (node), &goal))
    return ALP_N_GOALS;

  return goal;
}

static gboolean
is_described (ArrieroGoalsPage *self,
              guint             card)
{
  return self->known[card][0] != ALP_N_GOALS || self->known[card][1] != ALP_N_GOALS;
}

/* The side the copy knows of a card known by one side only, or 2 */
static guint
known_side (ArrieroGoalsPage *self,
            guint             card)
{
  if (self->known[card][0] != ALP_N_GOALS && self->known[card][1] == ALP_N_GOALS)
    return 0;
  if (self->known[card][0] == ALP_N_GOALS && self->known[card][1] != ALP_N_GOALS)
    return 1;

  return 2;
}

/* Whether the table ticks the goal lying face up on @card: one the copy
 * does not describe, or whose unknown side the table put up */
static gboolean
asks_face_up (ArrieroGoalsPage *self,
              guint             card)
{
  if (!is_described (self, card))
    return TRUE;

  return known_side (self, card) != 2 && gtk_drop_down_get_selected (self->goal_drops[card]) == 1;
}

/* The side of @card that lies face up, as the page shows it */
static guint
face_up_side (ArrieroGoalsPage *self,
              guint             card)
{
  guint known = known_side (self, card);
  guint selected = gtk_drop_down_get_selected (self->goal_drops[card]);

  if (!is_described (self, card))
    return 0;
  if (known == 2)
    return MIN (selected, 1);

  return selected == 1 ? 1 - known : known;
}

/* The grid: a column per card whose face-up goal is ticked, a row per
 * goal no card of the copy holds */
static void
update_grid (ArrieroGoalsPage *self)
{
  gboolean any = FALSE;

  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      gboolean asks = asks_face_up (self, c);

      any |= asks;
      gtk_widget_set_visible (self->headers[c], asks);
      for (guint g = 0; g < ALP_N_GOALS; g++)
        gtk_widget_set_visible (GTK_WIDGET (self->up[c][g]), asks && !self->held[g]);
    }
  for (guint g = 0; g < ALP_N_GOALS; g++)
    gtk_widget_set_visible (self->goal_labels[g], !self->held[g]);
  gtk_widget_set_visible (self->dealt_box, any);
}

static void
clear_refusal (ArrieroGoalsPage *self,
               guint             card)
{
  gtk_widget_set_visible (GTK_WIDGET (self->refusals[card]), FALSE);
  gtk_widget_remove_css_class (self->headers[card], "error");
  gtk_accessible_reset_state (GTK_ACCESSIBLE (self->headers[card]), GTK_ACCESSIBLE_STATE_INVALID);
}

/* @text at the card: its header marked, the sentence under the grid */
static void
refuse_at (ArrieroGoalsPage *self,
           guint             card,
           const char       *text)
{
  gtk_label_set_text (self->refusals[card], text);
  gtk_widget_set_visible (GTK_WIDGET (self->refusals[card]), TRUE);
  gtk_widget_add_css_class (self->headers[card], "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->headers[card]), GTK_ACCESSIBLE_STATE_INVALID,
                               GTK_ACCESSIBLE_INVALID_TRUE, -1);
}

static void
toggled_cb (GtkCheckButton   *button,
            ArrieroGoalsPage *self)
{
  if (!gtk_check_button_get_active (button))
    return;
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    for (guint g = 0; g < ALP_N_GOALS; g++)
      if (button == self->up[c][g])
        clear_refusal (self, c);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

/* A card's side chosen: its unknown side up asks what it shows */
static void
side_chosen_cb (GtkDropDown      *drop_down,
                GParamSpec       *pspec,
                ArrieroGoalsPage *self)
{
  if (self->filling)
    return;
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    if (drop_down == self->goal_drops[c])
      clear_refusal (self, c);
  update_grid (self);
}

/* ------------------------------------------------------------------ */

static void
goals_page_show_setup (ArrieroSetupPage *page,
                       AlpEdition       *edition,
                       const AlpSetup   *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);
  gboolean any_described = FALSE;

  g_set_object (&self->edition, edition);
  memset (self->held, 0, sizeof self->held);
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    for (guint s = 0; s < 2; s++)
      {
        self->known[i][s] = described_goal (edition, i, s);
        if (self->known[i][s] != ALP_N_GOALS)
          self->held[self->known[i][s]] = TRUE;
      }

  self->filling = TRUE;
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
      /* the example board says nothing of its copy: it is described */
      gboolean described = is_described (self, i);
      guint known = known_side (self, i);
      guint selected = MIN (setup->goal_sides[i], 1);

      any_described |= described;
      if (known == 2)
        for (guint s = 0; s < 2; s++)
          g_ptr_array_add (labels, arriero_setup_edition_describe_goal (edition, i, s));
      else
        {
          g_ptr_array_add (labels, g_strdup (alp_goal_get_description (self->known[i][known])));
          /* TRANSLATORS: a goal card's side the copy does not describe yet, lying face up */
          g_ptr_array_add (labels, g_strdup (_("Its other side (not described yet)")));
          selected = selected == known ? 0 : 1;
        }
      arriero_setup_page_set_choices (self->goal_drops[i], labels, selected);
      gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->goal_drops[i]), ADW_TYPE_ACTION_ROW),
                              described);
      if (described && !asks_face_up (self, i))
        clear_refusal (self, i);
    }
  self->filling = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->group), any_described);
  /* a card entered as dealt has no side to draw */
  gtk_widget_set_visible (self->random_button, any_described);
  update_grid (self);
}

static void
goals_page_read_setup (ArrieroSetupPage *page,
                       AlpSetup         *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);

  /* a card entered here goes in with its face-up goal as side A */
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    setup->goal_sides[i] = face_up_side (self, i);
}

/* The refusal of the goal @goal ticked for @card, which the engine
 * refused with @error: the card that shows it already, when one does */
static char *
explain_refusal (ArrieroGoalsPage     *self,
                 AlpEdition           *told,
                 const AlpEditionItem *item,
                 guint                 card,
                 guint                 goal,
                 const GError         *error)
{
  g_autofree char *why = NULL;

  /* the engine refuses a goal another card shows: say which */
  for (guint o = 0; o < ALP_N_GOAL_CARDS; o++)
    for (guint s = 0; s < 2 && o != card; s++)
      if (described_goal (told, o, s) == goal)
        /* TRANSLATORS: a goal ticked on two goal cards; each goal is on one card only */
        return g_strdup_printf (_("Goal card %u: “%s” is on goal card %u already, and each goal is on one card only."),
                                card + 1, alp_goal_get_description (goal), o + 1);

  why = alp_edition_item_explain_refusal (item, told, error, NULL);
  return g_strdup_printf (_("Goal card %u: %s"), card + 1, why);
}

/**
 * arriero_goals_page_take_told:
 * @learned: (out) (transfer full) (element-type utf8): the edition paths
 *   of the goal cards entered and the goal cards' sides learned
 *
 * The copy shown with the goals ticked on the page, each checked by the
 * engine: a card the copy did not describe, known by its face-up goal
 * from now on, and the side a card known by one side showed face up.  A
 * card not ticked or refused is marked at the card.
 *
 * Returns: (transfer full) (nullable): the copy with the goals entered
 *   (the copy shown when none), %NULL when one was refused
 */
AlpEdition *
arriero_goals_page_take_told (ArrieroGoalsPage  *self,
                              GPtrArray        **learned)
{
  g_autoptr(AlpEdition) told = NULL;
  gboolean refused = FALSE;

  g_return_val_if_fail (ARRIERO_IS_GOALS_PAGE (self), NULL);
  g_return_val_if_fail (self->edition != NULL, NULL);

  *learned = g_ptr_array_new_with_free_func (g_free);
  told = g_object_ref (self->edition);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      gboolean described = is_described (self, c);
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_GOAL_CARD, .card = c };
      g_autofree char *path = NULL;
      g_autoptr(JsonNode) answer = NULL;
      g_autoptr(GError) error = NULL;
      AlpEdition *with;
      guint up;

      if (!asks_face_up (self, c))
        continue;
      clear_refusal (self, c);
      up = ticked (self, c);
      if (up == ALP_N_GOALS)
        {
          g_autofree char *text = NULL;

          if (described)
            /* TRANSLATORS: a goal card put face up by its side the copy does not describe, not ticked */
            text = g_strdup_printf (_("Goal card %u: tick the goal its other side shows."), c + 1);
          else
            /* TRANSLATORS: a goal card entered as dealt, not ticked */
            text = g_strdup_printf (_("Goal card %u: tick the goal lying face up."), c + 1);
          refuse_at (self, c, text);
          refused = TRUE;
          continue;
        }

      if (described)
        {
          /* the card's back, face up tonight: the copy learns it */
          item.kind = ALP_EDITION_ITEM_GOAL_SIDE;
          item.index = face_up_side (self, c);
          answer = json_node_init_string (json_node_alloc (), alp_goal_to_string (up));
        }
      else
        {
          g_autoptr(JsonBuilder) builder = json_builder_new ();

          /* as dealt: the face-up goal as side A, the back not known */
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "sides");
          json_builder_begin_array (builder);
          json_builder_add_string_value (builder, alp_goal_to_string (up));
          json_builder_add_null_value (builder);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
          answer = json_builder_get_root (builder);
        }
      path = alp_edition_item_to_path (&item);
      with = alp_edition_with_value (told, path, answer, &error);
      if (with == NULL)
        {
          g_autofree char *text = explain_refusal (self, told, &item, c, up, error);

          refuse_at (self, c, text);
          refused = TRUE;
          continue;
        }
      g_object_unref (told);
      told = with;
      g_ptr_array_add (*learned, g_steal_pointer (&path));
    }

  if (refused)
    {
      g_ptr_array_set_size (*learned, 0);
      return NULL;
    }

  return g_steal_pointer (&told);
}

static void
arriero_goals_page_dispose (GObject *object)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (object);

  g_clear_object (&self->edition);

  G_OBJECT_CLASS (arriero_goals_page_parent_class)->dispose (object);
}

static void
arriero_goals_page_class_init (ArrieroGoalsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  ArrieroSetupPageClass *page_class = ARRIERO_SETUP_PAGE_CLASS (klass);

  object_class->dispose = arriero_goals_page_dispose;
  page_class->title = N_("Goal Sides");
  page_class->parts = ALP_SETUP_GOAL_SIDES;
  page_class->show_setup = goals_page_show_setup;
  page_class->read_setup = goals_page_read_setup;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/setup/arriero-goals-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, dealt_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, grid);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, refusal_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGoalsPage, random_button);
}

/* A tick of @goal lying face up on @card */
static GtkCheckButton *
add_tick (ArrieroGoalsPage *self,
          guint             card,
          AlpGoal           goal,
          GtkCheckButton   *group)
{
  GtkWidget *button = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("goal-%u-up-%u", card, goal);
  g_autofree char *words = NULL;

  /* TRANSLATORS: a tick in the grid of goals: "Goal card 2: “Hold …” lies face up" */
  words = g_strdup_printf (_("Goal card %u: “%s” lies face up"), card + 1, alp_goal_get_description (goal));
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (button, 56, -1);
  if (group != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
  g_signal_connect (button, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_grid_attach (self->grid, button, 1 + card, 1 + goal, 1, 1);

  return GTK_CHECK_BUTTON (button);
}

static void
arriero_goals_page_init (ArrieroGoalsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autofree char *name = g_strdup_printf ("goal-%u", i);
      g_autofree char *title = g_strdup_printf (_("Goal card %u"), i + 1);

      self->goal_drops[i] = arriero_setup_page_add_choice (ARRIERO_SETUP_PAGE (self), self->group, name, title);
      g_signal_connect (self->goal_drops[i], "notify::selected", G_CALLBACK (side_chosen_cb), self);
    }

  /* the grid: a goal per row, a column per card whose face-up goal is ticked */
  for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
    {
      GtkWidget *label = gtk_label_new (alp_goal_get_description (goal));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (self->grid, label, 0, 1 + goal, 1, 1);
      self->goal_labels[goal] = label;
    }
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      /* TRANSLATORS: a column head of the grid of goals: the goal card, counting from the left */
      g_autofree char *head = g_strdup_printf (_("Card %u"), c + 1);
      g_autofree char *refusal_name = g_strdup_printf ("refusal-%u", c);

      self->headers[c] = gtk_label_new (head);
      gtk_widget_add_css_class (self->headers[c], "caption-heading");
      gtk_grid_attach (self->grid, self->headers[c], 1 + c, 0, 1, 1);
      for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
        self->up[c][goal] = add_tick (self, c, goal, goal == 0 ? NULL : self->up[c][0]);

      self->refusals[c] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_name (GTK_WIDGET (self->refusals[c]), refusal_name);
      gtk_label_set_wrap (self->refusals[c], TRUE);
      gtk_label_set_xalign (self->refusals[c], 0);
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[c]), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[c]), FALSE);
      gtk_box_append (self->refusal_box, GTK_WIDGET (self->refusals[c]));
    }
}
