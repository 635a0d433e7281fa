/* arriero-display-view.c: the face-up delivery cards and the deck
 *
 * Each place of the display is an item (index: the place): the fruit its
 * card asks for and the dirhams it brings, or unknown where the copy
 * has not described the card yet; the deck's size beside them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-display-view.h"
#include "arriero-drawing.h"

struct _ArrieroDisplayView
{
  ArrieroTablePart parent_instance;

  GtkLabel *deck_label;
};

G_DEFINE_FINAL_TYPE (ArrieroDisplayView, arriero_display_view, ARRIERO_TYPE_TABLE_PART)

static char *
describe (AlpGame *game,
          guint    slot,
          guint    card)
{
  GString *str = g_string_new (NULL);
  const guint8 *front = alp_game_get_card_front (game, card);
  gboolean first = TRUE;

  /* TRANSLATORS: a face-up delivery card, by its place in the display */
  g_string_append_printf (str, _("Delivery card %u:"), slot + 1);
  if (!alp_game_get_card_known (game, card))
    {
      g_string_append_printf (str, " %s", _("not described yet"));
      return g_string_free (str, FALSE);
    }
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (front[f] > 0)
      {
        g_string_append_printf (str, "%s %u %s", first ? "" : ",", front[f], alp_fruit_get_name (f, front[f]));
        first = FALSE;
      }
  g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, " for %d dirham", " for %d dirhams",
                                            ABS (alp_game_get_card_value (game, card))),
                          alp_game_get_card_value (game, card));
  return g_string_free (str, FALSE);
}

static void
fill (GtkBox  *box,
      AlpGame *game,
      guint    card)
{
  const guint8 *front = alp_game_get_card_front (game, card);
  g_autofree char *value = g_strdup_printf ("%d", alp_game_get_card_value (game, card));
  GtkBox *row;

  arriero_box_clear (box);
  row = arriero_box_add_row (box);
  arriero_box_add_icon (row, "arriero-card", _("Delivery card"), NULL);
  if (!alp_game_get_card_known (game, card))
    {
      arriero_box_add_label (row, "?", NULL);
      return;
    }
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (front[f] > 0)
      {
        g_autofree char *count = g_strdup_printf ("%u", front[f]);

        arriero_box_add_icon (row, arriero_fruit_icon_name (f), alp_fruit_get_name (f, front[f]), count);
      }
  row = arriero_box_add_row (box);
  arriero_box_add_label (row, "→", "dim-label");
  arriero_box_add_icon (row, "arriero-dirham", _("Dirhams"), value);
}

static void
arriero_display_view_update (ArrieroTablePart *part,
                             AlpGame          *game)
{
  ArrieroDisplayView *self = ARRIERO_DISPLAY_VIEW (part);
  g_autofree char *deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in the deck", "%u cards in the deck",
                                                        alp_game_get_deck_size (game)),
                                           alp_game_get_deck_size (game));

  gtk_label_set_text (self->deck_label, deck);
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    {
      guint card = alp_game_get_display_card (game, d);
      g_autofree char *text = card != ALP_NONE ? describe (game, d, card) : NULL;

      gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, d)), card != ALP_NONE);
      if (card != ALP_NONE && arriero_table_part_set_item_text (part, d, text))
        fill (GTK_BOX (arriero_table_part_get_item_box (part, d)), game, card);
    }
}

/* A delivery card of the display: the place that shows it */
static gboolean
arriero_display_view_find_pick (ArrieroTablePart *part,
                                AlpGame          *game,
                                const AlpPick    *pick,
                                guint            *index)
{
  if (pick->kind != ALP_PICK_CARD || pick->index == ALP_NONE ||
      alp_game_get_phase (game) != ALP_PHASE_ACT)
    return FALSE;
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    if (alp_game_get_display_card (game, d) == pick->index)
      {
        *index = d;
        return TRUE;
      }
  return FALSE;
}

static void
arriero_display_view_class_init (ArrieroDisplayViewClass *klass)
{
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_display_view_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_display_view_find_pick;
}

static void
arriero_display_view_init (ArrieroDisplayView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkFlowBox *cards = arriero_item_flow_new (2, ALP_MAX_DISPLAY);
  GtkBox *deck = arriero_box_add_row (GTK_BOX (box));

  arriero_box_add_icon (deck, "arriero-card-symbolic", _("The deck"), NULL);
  self->deck_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (deck, GTK_WIDGET (self->deck_label));
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    gtk_flow_box_append (cards, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), d));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (cards));
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Delivery Cards"), box));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delivery cards"), -1);
}
