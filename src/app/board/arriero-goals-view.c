/* arriero-goals-view.c: the goal cards, their spots and who took them
 *
 * Each goal card shows its goal and its spots; each spot is an item
 * (index: card × ALP_MAX_GOAL_SPOTS + spot) with the reward printed on
 * it (or unknown) and the player whose farmer stands there.  A card whose
 * spots the copy does not describe yet (asked when a player first
 * completes one of its goals) shows one unknown spot, the one to pick.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-drawing.h"
#include "arriero-goals-view.h"
#include "arriero-wrap-row.h"

struct _ArrieroGoalsView
{
  ArrieroTablePart parent_instance;

  GtkLabel *goal_labels[ALP_N_GOAL_CARDS];
};

G_DEFINE_FINAL_TYPE (ArrieroGoalsView, arriero_goals_view, ARRIERO_TYPE_TABLE_PART)

static char *
describe (AlpGame *game,
          guint    card,
          guint    spot)
{
  guint who = alp_game_get_goal_spot (game, card, spot);
  guint n;
  const guint8 *icons = alp_game_get_goal_reward (game, card, spot, &n);
  g_autofree char *reward = icons != NULL ? arriero_icons_words (icons, n) : g_strdup (_("not described yet"));

  if (alp_game_get_goal_n_spots (game, card) == 0)
    /* TRANSLATORS: a goal card whose spots the copy does not describe yet */
    return g_strdup_printf (_("Goal card %u: its farmer spots are not described yet"), card + 1);
  if (who > 0)
    /* TRANSLATORS: a goal card's spot: the card, the spot, its reward and who completed it */
    return g_strdup_printf (_("Goal card %u, spot %u: %s; completed by %s"), card + 1, spot + 1, reward,
                            alp_game_get_mule_name (game, who - 1));
  return g_strdup_printf (_("Goal card %u, spot %u: %s; free"), card + 1, spot + 1, reward);
}

static void
fill (GtkWidget *box,
      AlpGame *game,
      guint    card,
      guint    spot)
{
  guint who = alp_game_get_goal_spot (game, card, spot);
  guint n;
  const guint8 *icons = alp_game_get_goal_reward (game, card, spot, &n);
  GtkWidget *row;

  arriero_box_begin (box);
  row = arriero_box_add_row (box);
  if (icons == NULL)
    arriero_box_add_label (row, "?", NULL);
  for (guint i = 0; icons != NULL && i < n; i++)
    arriero_box_add_icon (row, arriero_icon_name (icons[i]), arriero_icon_words (icons[i]), NULL);

  row = arriero_box_add_row (box);
  if (who > 0)
    {
      GdkRGBA colour;

      arriero_colour_for_mule (game, who - 1, &colour);
      arriero_box_add_swatch (row, &colour, NULL);
      arriero_box_add_label (row, alp_game_get_mule_name (game, who - 1), "caption");
    }
  else
    arriero_box_add_label (row, _("free"), "dim-label");
  arriero_box_end (box);
}

static void
arriero_goals_view_update (ArrieroTablePart *part,
                           AlpGame          *game)
{
  ArrieroGoalsView *self = ARRIERO_GOALS_VIEW (part);

  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      /* spots not known yet: one unknown spot */
      guint n_spots = MAX (alp_game_get_goal_n_spots (game, c), 1);

      gtk_label_set_text (self->goal_labels[c], alp_goal_get_description (alp_game_get_goal (game, c)));
      for (guint s = 0; s < ALP_MAX_GOAL_SPOTS; s++)
        {
          guint index = c * ALP_MAX_GOAL_SPOTS + s;
          g_autofree char *text = s < n_spots ? describe (game, c, s) : NULL;

          gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, index)), s < n_spots);
          if (s < n_spots && arriero_table_part_set_item_text (part, index, text))
            fill (arriero_table_part_get_item_box (part, index), game, c, s);
        }
    }
}

/* A goal card's spot */
static gboolean
arriero_goals_view_find_pick (ArrieroTablePart *part,
                              AlpGame          *game,
                              const AlpPick    *pick,
                              guint            *index)
{
  if (pick->kind != ALP_PICK_GOAL_SPOT || arriero_table_part_get_item (part, pick->index) == NULL)
    return FALSE;
  *index = pick->index;
  return TRUE;
}

static void
arriero_goals_view_class_init (ArrieroGoalsViewClass *klass)
{
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_goals_view_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_goals_view_find_pick;
}

static void
arriero_goals_view_init (ArrieroGoalsView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  for (guint c = 0; c < ALP_N_GOAL_CARDS; c++)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkFlowBox *spots = arriero_item_flow_new (1, ALP_MAX_GOAL_SPOTS);
      GtkWidget *head = arriero_box_add_row (card);

      arriero_box_add_icon (head, "arriero-goal", _("Goal card"), NULL);
      self->goal_labels[c] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_wrap (self->goal_labels[c], TRUE);
      gtk_label_set_xalign (self->goal_labels[c], 0);
      gtk_widget_set_hexpand (GTK_WIDGET (self->goal_labels[c]), TRUE);
      arriero_wrap_row_append (ARRIERO_WRAP_ROW (head), GTK_WIDGET (self->goal_labels[c]));
      for (guint s = 0; s < ALP_MAX_GOAL_SPOTS; s++)
        gtk_flow_box_append (spots, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), c * ALP_MAX_GOAL_SPOTS + s));
      gtk_box_append (GTK_BOX (card), GTK_WIDGET (spots));
      gtk_box_append (GTK_BOX (row), card);
    }
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Goal Cards"), row));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Goal cards"), -1);
}
