/* arriero-display-view.c: the face-up delivery cards and the deck
 *
 * Each place of the display is an item (index: the place): the fruit its
 * card asks for and the dirhams it brings, or unknown where the copy
 * has not described the card yet; the deck's size beside them.
 *
 * When a card is turned up (the display refilled from the deck, or
 * Zara's card step), the empty place is marked as awaiting it and a grid
 * shows the cards of the copy the engine's picks say can be the one
 * turned up (arriero_display_view_set_candidates()), each drawn as a
 * card of the display is (items from CANDIDATE on, CANDIDATE + the
 * card), at most 12 a page; a click on one is the pick.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-display-view.h"
#include "arriero-drawing.h"
#include "arriero-wrap-row.h"

#define CANDIDATE ALP_MAX_DISPLAY   /* items from here: CANDIDATE + a card that can be turned up */
#define PAGE      12                 /* candidates shown at once */

struct _ArrieroDisplayView
{
  ArrieroTablePart parent_instance;

  GtkLabel  *deck_label;
  GtkWidget *turn_box;      /* the candidates, shown while a card is turned up */
  GtkLabel  *turn_label;
  GtkWidget *more_button;
  guint8     candidates[ALP_N_DELIVERY_CARDS];
  guint      n_candidates;
  guint      page;
};

G_DEFINE_FINAL_TYPE (ArrieroDisplayView, arriero_display_view, ARRIERO_TYPE_TABLE_PART)

/* A card in words, by its place in the display (@slot), or without
 * one (ALP_NONE: a card that can be turned up) */
static char *
describe (AlpGame *game,
          guint    slot,
          guint    card)
{
  GString *str = g_string_new (NULL);
  const guint8 *front = alp_game_get_card_front (game, card);
  gboolean first = TRUE;

  if (slot == ALP_NONE)
    /* TRANSLATORS: a delivery card of the copy, then its fruits and value */
    g_string_append (str, _("Delivery card:"));
  else
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
fill (GtkWidget *box,
      AlpGame *game,
      guint    card)
{
  const guint8 *front = alp_game_get_card_front (game, card);
  g_autofree char *value = g_strdup_printf ("%d", alp_game_get_card_value (game, card));
  GtkWidget *row;

  arriero_box_begin (box);
  row = arriero_box_add_row (box);
  arriero_box_add_icon (row, "arriero-card", _("Delivery card"), NULL);
  if (!alp_game_get_card_known (game, card))
    {
      arriero_box_add_label (row, "?", NULL);
      arriero_box_end (box);
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
  arriero_box_end (box);
}

/* Whether a card is being turned up: the pick of the card is due */
static gboolean
turning_up (AlpGame *game)
{
  AlpPhase phase = alp_game_get_phase (game);

  return phase == ALP_PHASE_REVEAL || phase == ALP_PHASE_ZARA_CARD;
}

/* An empty place of the display: marked as where the card turned up goes */
static void
fill_empty (ArrieroTablePart *part,
            guint             slot,
            gboolean          awaited)
{
  GtkWidget *item = arriero_table_part_get_item (part, slot);
  g_autofree char *text = NULL;
  GtkWidget *row;

  gtk_widget_set_visible (gtk_widget_get_parent (item), awaited);
  if (!awaited)
    {
      gtk_widget_remove_css_class (item, "awaited");
      return;
    }
  gtk_widget_add_css_class (item, "awaited");
  /* TRANSLATORS: an empty place of the card display, while a card is turned up */
  text = g_strdup_printf (_("Delivery card %u: empty, the card turned up goes here"), slot + 1);
  if (!arriero_table_part_set_item_text (part, slot, text))
    return;
  arriero_box_clear (arriero_table_part_get_item_box (part, slot));
  row = arriero_box_add_row (arriero_table_part_get_item_box (part, slot));
  arriero_box_add_icon (row, "arriero-card-symbolic", _("An empty place"), NULL);
  arriero_box_add_label (row, "↓", "dim-label");
}

/* The page of candidates shown, and the button to the next page */
static void
show_page (ArrieroDisplayView *self)
{
  ArrieroTablePart *part = ARRIERO_TABLE_PART (self);
  guint first = self->page * PAGE;
  guint last = MIN (first + PAGE, self->n_candidates);

  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, CANDIDATE + c)), FALSE);
  for (guint i = first; i < last; i++)
    gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, CANDIDATE + self->candidates[i])),
                            TRUE);
  gtk_widget_set_visible (self->turn_box, self->n_candidates > 0);
  gtk_widget_set_visible (self->more_button, self->n_candidates > PAGE);
  if (self->n_candidates > PAGE)
    {
      /* TRANSLATORS: the next page of the cards that can be turned up */
      g_autofree char *more = g_strdup_printf (_("More Cards (%u–%u of %u shown)"), first + 1, last,
                                               self->n_candidates);

      gtk_button_set_label (GTK_BUTTON (self->more_button), more);
    }
}

static void
more_clicked_cb (ArrieroDisplayView *self)
{
  self->page = (self->page + 1) * PAGE < self->n_candidates ? self->page + 1 : 0;
  show_page (self);
}

static void
arriero_display_view_update (ArrieroTablePart *part,
                             AlpGame          *game)
{
  ArrieroDisplayView *self = ARRIERO_DISPLAY_VIEW (part);
  guint n_display = alp_game_get_setup (game)->n_display;
  g_autofree char *deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in the deck", "%u cards in the deck",
                                                        alp_game_get_deck_size (game)),
                                           alp_game_get_deck_size (game));

  gtk_label_set_text (self->deck_label, deck);
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    {
      guint card = alp_game_get_display_card (game, d);
      g_autofree char *text = card != ALP_NONE ? describe (game, d, card) : NULL;

      if (card == ALP_NONE)
        {
          fill_empty (part, d, d < n_display && alp_game_get_phase (game) == ALP_PHASE_REVEAL);
          continue;
        }
      /* shown, and not awaited: not hidden first, which would lay out
       * the whole display again at every step */
      gtk_widget_remove_css_class (arriero_table_part_get_item (part, d), "awaited");
      gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, d)), TRUE);
      if (arriero_table_part_set_item_text (part, d, text))
        fill (arriero_table_part_get_item_box (part, d), game, card);
    }
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    {
      g_autofree char *text = describe (game, ALP_NONE, c);

      if (arriero_table_part_set_item_text (part, CANDIDATE + c, text))
        fill (arriero_table_part_get_item_box (part, CANDIDATE + c), game, c);
    }
  gtk_label_set_text (self->turn_label, alp_game_get_phase (game) == ALP_PHASE_ZARA_CARD
                                        ? _("The card turned up for Zara: click it")
                                        : _("The card turned up from the deck: click it"));
  if (!turning_up (game))
    arriero_display_view_set_candidates (self, NULL, 0);
}

/* A delivery card of the display: the place that shows it */
static gboolean
arriero_display_view_find_pick (ArrieroTablePart *part,
                                AlpGame          *game,
                                const AlpPick    *pick,
                                guint            *index)
{
  if (pick->kind != ALP_PICK_CARD || pick->index == ALP_NONE)
    return FALSE;
  if (turning_up (game))
    {
      /* one of the cards that can be turned up */
      for (guint i = 0; i < ARRIERO_DISPLAY_VIEW (part)->n_candidates; i++)
        if (ARRIERO_DISPLAY_VIEW (part)->candidates[i] == pick->index)
          {
            *index = CANDIDATE + pick->index;
            return TRUE;
          }
      return FALSE;
    }
  if (alp_game_get_phase (game) != ALP_PHASE_ACT)
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
  GtkWidget *deck = arriero_box_add_row (box);
  GtkFlowBox *turn = arriero_item_flow_new (3, 6);

  arriero_box_add_icon (deck, "arriero-card-symbolic", _("The deck"), NULL);
  self->deck_label = GTK_LABEL (gtk_label_new (NULL));
  arriero_wrap_row_append (ARRIERO_WRAP_ROW (deck), GTK_WIDGET (self->deck_label));
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    gtk_flow_box_append (cards, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), d));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (cards));

  /* the cards that can be turned up, shown while one is */
  self->turn_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->turn_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->turn_label, 0);
  gtk_label_set_wrap (self->turn_label, TRUE);
  gtk_box_append (GTK_BOX (self->turn_box), GTK_WIDGET (self->turn_label));
  for (guint c = 0; c < ALP_N_DELIVERY_CARDS; c++)
    gtk_flow_box_append (turn, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), CANDIDATE + c));
  gtk_box_append (GTK_BOX (self->turn_box), GTK_WIDGET (turn));
  self->more_button = gtk_button_new ();
  gtk_widget_set_name (self->more_button, "more-cards");
  gtk_widget_set_halign (self->more_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->more_button, "clicked", G_CALLBACK (more_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->turn_box), self->more_button);
  gtk_box_append (GTK_BOX (box), self->turn_box);
  show_page (self);
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Delivery Cards"), box));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delivery cards"), -1);
}

/**
 * arriero_display_view_set_candidates:
 * @picks: (array length=n_picks) (nullable): the targets of the pick
 *   under way
 *
 * While a card is turned up: shows the cards among @picks (picks of
 * %ALP_PICK_CARD) as the cards that can be the one turned up, from the
 * first page; at any other time, none.
 */
void
arriero_display_view_set_candidates (ArrieroDisplayView *self,
                                     const AlpPick      *picks,
                                     guint               n_picks)
{
  AlpGame *game;
  guint8 cards[ALP_N_DELIVERY_CARDS];
  guint n = 0;

  g_return_if_fail (ARRIERO_IS_DISPLAY_VIEW (self));

  game = arriero_table_part_get_game (ARRIERO_TABLE_PART (self));
  for (guint i = 0; game != NULL && turning_up (game) && i < n_picks; i++)
    if (picks[i].kind == ALP_PICK_CARD && picks[i].index < ALP_N_DELIVERY_CARDS && n < ALP_N_DELIVERY_CARDS)
      cards[n++] = picks[i].index;
  if (n != self->n_candidates || memcmp (cards, self->candidates, n) != 0)
    self->page = 0;
  memcpy (self->candidates, cards, n);
  self->n_candidates = n;
  show_page (self);
}
