/* arriero-turn-panel-backs.c: Zara's card step read from a card's back, as a pick among pictures
 *
 * At a market (Z6), and at a harvest once the card is turned (Z7), only
 * the back of the top delivery card counts: a fruit and an arrow.  The
 * panel shows each back the engine's choices hold once, drawn as the
 * table sees it (a card, the fruit, the arrow), and a click on one takes
 * its choice through `turn.choose`, as every other choice of the panel.
 * The card turned up is picked so too, on the card display's grid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-table-part.h"
#include "arriero-turn-panel.h"
#include "arriero-turn-panel-private.h"

#define N_BACKS (ALP_N_FRUITS * (ALP_ARROW_DOWN + 1))

/* The button of back @i (a fruit and an arrow), made on first use */
static GtkWidget *
back_button (ArrieroTurnPanel *self,
             guint             i)
{
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->backs_flow, i);
  AlpFruit fruit = i / (ALP_ARROW_DOWN + 1);
  AlpArrow arrow = i % (ALP_ARROW_DOWN + 1);
  g_autofree char *words = NULL;
  GtkWidget *button, *box;
  GtkWidget *row;

  if (child != NULL)
    return gtk_flow_box_child_get_child (child);

  words = g_strdup_printf (arrow == ALP_ARROW_UP
                           /* TRANSLATORS: a delivery card's back, as Zara reads it: its fruit */
                           ? _("Card back: %s, arrow up")
                           : _("Card back: %s, arrow down"),
                           alp_fruit_get_name (fruit, 1));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  row = arriero_box_add_row (box);
  arriero_box_add_icon (row, "arriero-card-symbolic", _("Delivery card"), NULL);
  arriero_box_add_icon (row, arriero_fruit_icon_name (fruit), alp_fruit_get_name (fruit, 1), NULL);
  /* the arrow as printed: drawn as text, no icon theme needed */
  arriero_box_add_label (row, arrow == ALP_ARROW_UP ? "↑" : "↓", "title-3");
  gtk_widget_set_tooltip_text (gtk_widget_get_last_child (GTK_WIDGET (row)),
                               arrow == ALP_ARROW_UP ? _("Arrow up: the highest token")
                               : _("Arrow down: the lowest token"));
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "card-back");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  g_object_set_data_full (G_OBJECT (button), "words", g_steal_pointer (&words), g_free);
  gtk_flow_box_insert (self->backs_flow, button, i);

  return button;
}

/**
 * _arriero_turn_panel_show_backs:
 * @shown: whether Zara's step is read from a back now
 *
 * Shows the backs among the choices of the panel a person can take (legal,
 * or not described in the copy yet) as pictures, each back once; hides
 * them when not @shown.
 *
 * Returns: how many backs are shown
 */
guint
_arriero_turn_panel_show_backs (ArrieroTurnPanel *self,
                                gboolean          shown)
{
  gboolean seen[N_BACKS] = { FALSE, };
  guint n = 0;

  if (shown)
    {
      for (guint i = 0; i < N_BACKS; i++)
        back_button (self, i);
      for (guint c = 0; self->choices != NULL && c < self->choices->len; c++)
        {
          const AlpChoice *choice = &g_array_index (self->choices, AlpChoice, c);
          guint i;
          GtkWidget *button;

          /* one the copy does not describe yet can be taken: Arriero asks */
          if ((!choice->legal && !choice->missing) || choice->action.kind != ALP_ACTION_ZARA_CARD || choice->action.card != ALP_NONE ||
              choice->action.fruit[0] >= ALP_N_FRUITS || choice->action.arrow > ALP_ARROW_DOWN)
            continue;
          i = choice->action.fruit[0] * (ALP_ARROW_DOWN + 1) + choice->action.arrow;
          if (seen[i])
            continue;
          seen[i] = TRUE;
          n++;
          button = back_button (self, i);
          if (choice->missing)
            {
              g_autofree char *tip = g_strdup_printf ("%s\n%s", (char *) g_object_get_data (G_OBJECT (button), "words"),
                                                      _("Not described in your copy yet: Arriero will ask"));

              gtk_widget_set_tooltip_text (button, tip);
            }
          else
            gtk_widget_set_tooltip_text (button, g_object_get_data (G_OBJECT (button), "words"));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
          gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (c));
          gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "turn.choose");
        }
    }

  for (guint i = 0; i < N_BACKS; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->backs_flow, i);

      if (child != NULL)
        gtk_widget_set_visible (GTK_WIDGET (child), seen[i]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->backs_flow), n > 0);

  return n;
}

/* The first back shown, for the keyboard's focus, or NULL */
GtkWidget *
_arriero_turn_panel_first_back (ArrieroTurnPanel *self)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (self->backs_flow)))
    return NULL;
  for (guint i = 0; i < N_BACKS; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->backs_flow, i);

      if (child != NULL && gtk_widget_get_visible (GTK_WIDGET (child)))
        return gtk_flow_box_child_get_child (child);
    }

  return NULL;
}
