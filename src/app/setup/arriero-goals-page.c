/* arriero-goals-page.c: the setup assistant's page of goal sides
 *
 * The side of each goal card that lies face up, each side named by the
 * goal the copy prints on it.  A goal card the copy does not describe yet
 * is entered here as dealt, without a window of its own: in a grid of the
 * eight goals (rows) and those cards (two columns each), the table ticks
 * the goal lying face up ("goal-C-up-G") and the goal on its back
 * ("goal-C-back-G"), one click each.  The last of those cards takes the
 * two goals no other card shows, so it costs nothing (or one click when
 * its other goal lies face up).  The face-up goal goes in as the card's
 * side A.  Its farmer spots are asked when a player first completes one
 * of its goals.
 *
 * Next takes the answers (arriero_goals_page_take_told()): each card goes
 * into the copy through the engine (alp_edition_with_value()); a card
 * not ticked fully, or refused (a goal on two cards), is marked at the
 * card in plain words ("refusal-C"), and Next stays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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
  gboolean             described[ALP_N_GOAL_CARDS];
  GtkWidget           *headers[ALP_N_GOAL_CARDS];
  GtkWidget           *marks[ALP_N_GOAL_CARDS][2];       /* ▲ and ▼ over the columns */
  GtkCheckButton      *up[ALP_N_GOAL_CARDS][ALP_N_GOALS];
  GtkCheckButton      *back[ALP_N_GOAL_CARDS][ALP_N_GOALS];
  GtkLabel            *refusals[ALP_N_GOAL_CARDS];
  gboolean             syncing;
};

G_DEFINE_FINAL_TYPE (ArrieroGoalsPage, arriero_goals_page, ARRIERO_TYPE_SETUP_PAGE)

/* ------------------------------------------------------------------ */
/* What the copy and the ticks say                                      */

/* The goal ticked in @buttons, or ALP_N_GOALS */
static guint
ticked (GtkCheckButton **buttons)
{
  for (guint g = 0; g < ALP_N_GOALS; g++)
    if (gtk_check_button_get_active (buttons[g]))
      return g;

  return ALP_N_GOALS;
}

static void
tick (GtkCheckButton **buttons,
      guint            goal)
{
  if (goal < ALP_N_GOALS)
    gtk_check_button_set_active (buttons[goal], TRUE);
  else
    for (guint g = 0; g < ALP_N_GOALS; g++)
      gtk_check_button_set_active (buttons[g], FALSE);
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

/* The last card to enter: its goals follow from the others */
static guint
last_entered (ArrieroGoalsPage *self)
{
  for (guint c = ALP_N_GOAL_CARDS; c-- > 0; )
    if (!self->described[c])
      return c;

  return ALP_N_GOAL_CARDS;
}

/* Once every other card shows two goals and two are left, the last card
 * takes them: the one the table ticks (face up or on the back) where it
 * ticks it, the other on the other side */
static void
sync_last (ArrieroGoalsPage *self,
           GtkCheckButton   *toggled)
{
  guint last = last_entered (self);
  gboolean used[ALP_N_GOALS] = { FALSE, };
  guint left[2], n_left = 0;
  guint up, back;

  if (last == ALP_N_GOAL_CARDS || self->syncing)
    return;
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      guint a = self->described[c] ? described_goal (self->edition, c, 0) : ticked (self->up[c]);
      guint b = self->described[c] ? described_goal (self->edition, c, 1) : ticked (self->back[c]);

      if (c == last)
        continue;
      if (a == ALP_N_GOALS || b == ALP_N_GOALS)
        return;
      used[a] = used[b] = TRUE;
    }
  for (guint g = 0; g < ALP_N_GOALS; g++)
    if (!used[g])
      {
        if (n_left == 2)
          return;
        left[n_left++] = g;
      }
  if (n_left != 2)
    return;

  up = ticked (self->up[last]);
  back = ticked (self->back[last]);
  if (toggled != NULL && gtk_check_button_get_active (toggled))
    for (guint g = 0; g < ALP_N_GOALS; g++)
      {
        if (toggled == self->back[last][g] && (g == left[0] || g == left[1]))
          {
            back = g;
            up = g == left[0] ? left[1] : left[0];
          }
        if (toggled == self->up[last][g])
          up = g;
      }
  if (up != left[0] && up != left[1])
    up = left[0];
  back = up == left[0] ? left[1] : left[0];

  self->syncing = TRUE;
  tick (self->up[last], up);
  tick (self->back[last], back);
  self->syncing = FALSE;
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
  /* a tick in a column takes the last one off first: the new one counts */
  if (self->syncing || !gtk_check_button_get_active (button))
    return;
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    for (guint g = 0; g < ALP_N_GOALS; g++)
      if (button == self->up[c][g] || button == self->back[c][g])
        clear_refusal (self, c);
  sync_last (self, button);
  arriero_setup_page_changed (ARRIERO_SETUP_PAGE (self));
}

/* ------------------------------------------------------------------ */

static void
goals_page_show_setup (ArrieroSetupPage *page,
                       AlpEdition       *edition,
                       const AlpSetup   *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);
  gboolean any_dealt = FALSE, any_described = FALSE;

  g_set_object (&self->edition, edition);
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
      /* the example board says nothing of its copy: it is described */
      gboolean described = described_goal (edition, i, 0) != ALP_N_GOALS;

      self->described[i] = described;
      any_dealt |= !described;
      any_described |= described;
      for (guint s = 0; s < 2; s++)
        g_ptr_array_add (labels, arriero_setup_edition_describe_goal (edition, i, s));
      arriero_setup_page_set_choices (self->goal_drops[i], labels, setup->goal_sides[i]);
      gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->goal_drops[i]), ADW_TYPE_ACTION_ROW),
                              described);

      /* a card's column, while the copy does not describe it */
      gtk_widget_set_visible (self->headers[i], !described);
      for (guint s = 0; s < 2; s++)
        gtk_widget_set_visible (self->marks[i][s], !described);
      for (guint g = 0; g < ALP_N_GOALS; g++)
        {
          gtk_widget_set_visible (GTK_WIDGET (self->up[i][g]), !described);
          gtk_widget_set_visible (GTK_WIDGET (self->back[i][g]), !described);
        }
      if (described)
        clear_refusal (self, i);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->group), any_described);
  /* a card entered as dealt has no side to draw */
  gtk_widget_set_visible (self->random_button, any_described);
  gtk_widget_set_visible (self->dealt_box, any_dealt);
  sync_last (self, NULL);
}

static void
goals_page_read_setup (ArrieroSetupPage *page,
                       AlpSetup         *setup)
{
  ArrieroGoalsPage *self = ARRIERO_GOALS_PAGE (page);

  /* a card entered here goes in with its face-up goal as side A */
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    setup->goal_sides[i] = self->described[i] ? MIN (gtk_drop_down_get_selected (self->goal_drops[i]), ALP_NONE) : 0;
}

/**
 * arriero_goals_page_take_told:
 * @learned: (out) (transfer full) (element-type utf8): the edition paths
 *   of the goal cards entered
 *
 * The copy shown with the goal cards entered on the page, each checked by
 * the engine.  A card not entered fully or refused is marked at the card.
 *
 * Returns: (transfer full) (nullable): the copy with the cards entered
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
      AlpEditionItem item = { .kind = ALP_EDITION_ITEM_GOAL_CARD, .card = c };
      g_autofree char *path = NULL;
      g_autoptr(JsonBuilder) builder = NULL;
      g_autoptr(JsonNode) answer = NULL;
      g_autoptr(GError) error = NULL;
      AlpEdition *with;
      guint up, back;

      if (self->described[c])
        continue;
      clear_refusal (self, c);
      up = ticked (self->up[c]);
      back = ticked (self->back[c]);
      if (up == ALP_N_GOALS || back == ALP_N_GOALS)
        {
          g_autofree char *text = NULL;

          /* TRANSLATORS: a goal card entered as dealt, not ticked fully */
          text = g_strdup_printf (_("Goal card %u: tick the goal lying face up and the goal on its back."), c + 1);
          refuse_at (self, c, text);
          refused = TRUE;
          continue;
        }
      if (up == back)
        {
          g_autofree char *text = NULL;

          /* TRANSLATORS: the same goal ticked face up and on the back of a goal card */
          text = g_strdup_printf (_("Goal card %u: a card shows a different goal on each side."), c + 1);
          refuse_at (self, c, text);
          refused = TRUE;
          continue;
        }

      builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "sides");
      json_builder_begin_array (builder);
      json_builder_add_string_value (builder, alp_goal_to_string (up));
      json_builder_add_string_value (builder, alp_goal_to_string (back));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      answer = json_builder_get_root (builder);
      path = alp_edition_item_to_path (&item);
      with = alp_edition_with_value (told, path, answer, &error);
      if (with == NULL)
        {
          g_autofree char *text = NULL;
          guint other = ALP_N_GOAL_CARDS;
          guint twice = ALP_N_GOALS;

          /* the engine refuses a goal another card shows: say which */
          for (guint o = 0; o < ALP_N_GOAL_CARDS && other == ALP_N_GOAL_CARDS; o++)
            for (guint s = 0; s < 2 && o != c; s++)
              {
                guint goal = described_goal (told, o, s);

                if (goal == up || goal == back)
                  {
                    other = o;
                    twice = goal;
                  }
              }
          if (other < ALP_N_GOAL_CARDS)
            /* TRANSLATORS: a goal ticked on two goal cards; each goal is on one card only */
            text = g_strdup_printf (_("Goal card %u: “%s” is on goal card %u already, and each goal is on one card only."),
                                    c + 1, alp_goal_get_description (twice), other + 1);
          else
            {
              g_autofree char *why = alp_edition_item_explain_refusal (&item, told, error, NULL);

              text = g_strdup_printf (_("Goal card %u: %s"), c + 1, why);
            }
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

/* A tick of @goal for @card, in the column of @side */
static GtkCheckButton *
add_tick (ArrieroGoalsPage *self,
          guint             card,
          guint             side,
          AlpGoal           goal,
          GtkCheckButton   *group)
{
  GtkWidget *button = gtk_check_button_new ();
  g_autofree char *name = g_strdup_printf ("goal-%u-%s-%u", card, side == 0 ? "up" : "back", goal);
  g_autofree char *words = NULL;

  if (side == 0)
    /* TRANSLATORS: a tick in the grid of goals: "Goal card 2: “Hold …” lies face up" */
    words = g_strdup_printf (_("Goal card %u: “%s” lies face up"), card + 1, alp_goal_get_description (goal));
  else
    /* TRANSLATORS: a tick in the grid of goals: "Goal card 2: “Hold …” is on its back" */
    words = g_strdup_printf (_("Goal card %u: “%s” is on its back"), card + 1, alp_goal_get_description (goal));
  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (group != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
  g_signal_connect (button, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_grid_attach (self->grid, button, 1 + 2 * card + side, 2 + goal, 1, 1);

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
    }

  /* the grid: a goal per row, two columns per card entered as dealt */
  for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
    {
      GtkWidget *label = gtk_label_new (alp_goal_get_description (goal));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (self->grid, label, 0, 2 + goal, 1, 1);
    }
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      /* TRANSLATORS: a column head of the grid of goals: the goal card, counting from the left */
      g_autofree char *head = g_strdup_printf (_("Card %u"), c + 1);
      g_autofree char *refusal_name = g_strdup_printf ("refusal-%u", c);
      const char * const mark_words[] = { N_("Face up"), N_("On the back") };

      self->headers[c] = gtk_label_new (head);
      gtk_widget_add_css_class (self->headers[c], "caption-heading");
      gtk_grid_attach (self->grid, self->headers[c], 1 + 2 * c, 0, 2, 1);
      for (guint s = 0; s < 2; s++)
        {
          self->marks[c][s] = gtk_label_new (s == 0 ? "▲" : "▼");
          gtk_widget_set_tooltip_text (self->marks[c][s], _(mark_words[s]));
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->marks[c][s]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _(mark_words[s]), -1);
          gtk_widget_set_size_request (self->marks[c][s], 28, -1);
          gtk_widget_add_css_class (self->marks[c][s], "dim-label");
          gtk_grid_attach (self->grid, self->marks[c][s], 1 + 2 * c + s, 1, 1, 1);
        }
      for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
        {
          self->up[c][goal] = add_tick (self, c, 0, goal, goal == 0 ? NULL : self->up[c][0]);
          self->back[c][goal] = add_tick (self, c, 1, goal, goal == 0 ? NULL : self->back[c][0]);
        }

      self->refusals[c] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_name (GTK_WIDGET (self->refusals[c]), refusal_name);
      gtk_label_set_wrap (self->refusals[c], TRUE);
      gtk_label_set_xalign (self->refusals[c], 0);
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[c]), "error");
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[c]), FALSE);
      gtk_box_append (self->refusal_box, GTK_WIDGET (self->refusals[c]));
    }
}
