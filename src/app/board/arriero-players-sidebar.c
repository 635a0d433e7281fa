/* arriero-players-sidebar.c: every player's holdings, always in view
 *
 * One card per mule (item index: the mule), in a row above the board that
 * no list pushes away: colour, name, dirhams, fruits by kind, norias
 * against the limit of 5 (large ones apart, E2, and those still to take
 * in the middle of an action, N2), farmers in supply, delivery tokens and cards,
 * goal tokens and goals completed, and the total if the game ended now.
 * Zara's card shows where her mule stands and what she did last.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-players-sidebar.h"

struct _ArrieroPlayersSidebar
{
  ArrieroTablePart parent_instance;

  GtkFlowBox *cards;
  guint       n_mules;
  AlpGame    *made_for;  /* the game whose mules the cards are made for */
};

G_DEFINE_FINAL_TYPE (ArrieroPlayersSidebar, arriero_players_sidebar, ARRIERO_TYPE_TABLE_PART)

static char *
count_text (guint n)
{
  return g_strdup_printf ("%u", n);
}

/* The norias of player @p: their worth against the limit, the large
 * pieces among them (E2) and those still to take (N2) */
static char *
norias_text (AlpGame *game,
             guint    p)
{
  GString *str = g_string_new (NULL);
  guint large = alp_game_get_large_norias (game, p);
  guint pending = alp_game_get_current (game) == p ? alp_game_get_pending_norias (game) : 0;

  g_string_append_printf (str, "%u/5", alp_game_get_norias (game, p));
  if (large > 0)
    /* TRANSLATORS: a player's norias: small pieces (worth 1) and large ones (worth 3) */
    g_string_append_printf (str, _(" (%u small, %u large)"),
                            alp_game_get_norias (game, p) - 3 * large, large);
  if (pending > 0)
    /* TRANSLATORS: norias an action holds back for the player to take (N2) */
    g_string_append_printf (str, _(", %u to take"), pending);

  return g_string_free (str, FALSE);
}

static char *
describe_player (AlpGame  *game,
                 guint     p,
                 AlpScore *score)
{
  GString *str = g_string_new (NULL);
  gint dirhams = alp_game_get_dirhams (game, p);
  g_autofree char *norias = NULL;

  g_string_append (str, alp_game_get_mule_name (game, p));
  if (alp_game_get_current (game) == p && alp_game_get_phase (game) != ALP_PHASE_OVER)
    g_string_append_printf (str, " %s", _("(to move)"));
  g_string_append (str, ": ");
  g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, "%d dirham", "%d dirhams", ABS (dirhams)), dirhams);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint n = alp_game_get_fruit (game, p, f);

      g_string_append_printf (str, ", %u %s", n, alp_fruit_get_name (f, n));
    }
  /* TRANSLATORS: a player's holdings, after the dirhams and fruit */
  norias = norias_text (game, p);
  g_string_append_printf (str, _(", norias %s, %u farmers in supply, %u delivery tokens, %u delivery cards, "
                                 "%u goal tokens, %u goals completed; %d if the game ended now"),
                          norias, alp_game_get_farmers (game, p),
                          alp_game_get_n_delivery_tokens (game, p), alp_game_get_n_cards (game, p),
                          alp_game_get_goal_tokens (game, p),
                          (guint) __builtin_popcount (alp_game_get_goals_done (game, p)),
                          score->lines[p].total);
  return g_string_free (str, FALSE);
}

/* A player's card is made once, its counts set at every change: the
 * card of the player to move changes at nearly every step */
enum {
  COUNT_TOTAL,
  COUNT_DIRHAMS,
  COUNT_NORIAS,
  COUNT_FARMERS,
  COUNT_FRUIT,
  COUNT_TOKENS = COUNT_FRUIT + ALP_N_FRUITS,
  COUNT_CARDS,
  COUNT_GOAL_TOKENS,
  COUNT_GOALS,
  N_COUNTS
};

static void
add_count (GtkWidget  *row,
           const char *icon_name,
           const char *words,
           GPtrArray  *counts)
{
  arriero_box_add_icon (row, icon_name, words, "");
  g_ptr_array_add (counts, gtk_widget_get_last_child (row));
}

static GPtrArray *
make_player_card (GtkWidget *box,
                  AlpGame *game,
                  guint    p)
{
  GPtrArray *counts = g_ptr_array_new ();
  GdkRGBA colour;
  GtkWidget *row;
  GtkWidget *label;

  arriero_box_clear (box);
  arriero_colour_for_mule (game, p, &colour);
  row = arriero_box_add_head (box, &colour, alp_game_get_mule_name (game, p));
  label = gtk_widget_get_last_child (row);
  gtk_label_set_wrap (GTK_LABEL (label), FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  arriero_box_add_label (row, "", "title-4");
  gtk_widget_set_tooltip_text (gtk_widget_get_last_child (row), _("The total if the game ended now"));
  g_ptr_array_add (counts, gtk_widget_get_last_child (row));

  row = arriero_box_add_row (box);
  add_count (row, "arriero-dirham", _("Dirhams"), counts);
  add_count (row, "arriero-noria", _("Norias, against the limit of 5"), counts);
  add_count (row, "arriero-add-farmer-symbolic", _("Farmers in supply"), counts);

  row = arriero_box_add_row (box);
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    add_count (row, arriero_fruit_icon_name (f), alp_fruit_get_name (f, 2), counts);

  row = arriero_box_add_row (box);
  add_count (row, "arriero-delivery-token", _("Delivery tokens"), counts);
  add_count (row, "arriero-card", _("Delivery cards"), counts);
  add_count (row, "arriero-goal-token", _("Goal tokens"), counts);
  add_count (row, "arriero-goal", _("Goals completed"), counts);

  g_assert (counts->len == N_COUNTS);
  g_object_set_data_full (G_OBJECT (box), "arriero-counts", counts, (GDestroyNotify) g_ptr_array_unref);
  return counts;
}

static void
fill_player (GtkWidget *box,
             AlpGame  *game,
             guint     p,
             AlpScore *score)
{
  GPtrArray *counts = g_object_get_data (G_OBJECT (box), "arriero-counts");
  char *texts[N_COUNTS];

  if (counts == NULL)
    counts = make_player_card (box, game, p);

  texts[COUNT_TOTAL] = g_strdup_printf ("%d", score->lines[p].total);
  texts[COUNT_DIRHAMS] = g_strdup_printf ("%d", alp_game_get_dirhams (game, p));
  texts[COUNT_NORIAS] = norias_text (game, p);
  texts[COUNT_FARMERS] = count_text (alp_game_get_farmers (game, p));
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    texts[COUNT_FRUIT + f] = count_text (alp_game_get_fruit (game, p, f));
  texts[COUNT_TOKENS] = count_text (alp_game_get_n_delivery_tokens (game, p));
  texts[COUNT_CARDS] = count_text (alp_game_get_n_cards (game, p));
  texts[COUNT_GOAL_TOKENS] = count_text (alp_game_get_goal_tokens (game, p));
  texts[COUNT_GOALS] = count_text (__builtin_popcount (alp_game_get_goals_done (game, p)));
  for (guint i = 0; i < N_COUNTS; i++)
    {
      gtk_label_set_text (g_ptr_array_index (counts, i), texts[i]);
      g_free (texts[i]);
    }
}

static char *
describe_zara (AlpGame *game,
               guint    mule)
{
  AlpPosition pos = alp_game_get_position (game, mule);
  g_autofree char *where = alp_game_describe_position (game, pos.space, pos.spot);
  g_auto(GStrv) lines = alp_game_get_instructions (game);
  g_autofree char *last = lines != NULL && lines[0] != NULL ? g_strjoinv (" ", lines) : g_strdup (_("nothing yet"));

  /* TRANSLATORS: Zara's mule and her last turn */
  return g_strdup_printf (_("%s: her mule is at %s. Last turn: %s"), alp_game_get_mule_name (game, mule), where, last);
}

static void
fill_zara (GtkWidget *box,
           AlpGame *game,
           guint    mule)
{
  AlpPosition pos = alp_game_get_position (game, mule);
  g_autofree char *where = alp_game_describe_position (game, pos.space, pos.spot);
  g_auto(GStrv) lines = alp_game_get_instructions (game);
  g_autofree char *last = lines != NULL && lines[0] != NULL ? g_strjoinv (" ", lines) : g_strdup (_("nothing yet"));
  GdkRGBA colour;
  GtkWidget *label;

  g_object_set_data (G_OBJECT (box), "arriero-counts", NULL);
  arriero_box_begin (box);
  arriero_colour_for_mule (game, mule, &colour);
  arriero_box_add_head (box, &colour, alp_game_get_mule_name (game, mule));
  gtk_label_set_max_width_chars (GTK_LABEL (arriero_box_add_label (box, where, "caption")), 28);
  label = arriero_box_add_label (box, last, "dim-label");
  /* as wide as a player's card: the whole turn is in the tooltip */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
  gtk_label_set_lines (GTK_LABEL (label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  arriero_box_end (box);
}

static void
arriero_players_sidebar_update (ArrieroTablePart *part,
                                AlpGame          *game)
{
  ArrieroPlayersSidebar *self = ARRIERO_PLAYERS_SIDEBAR (part);
  g_autoptr(AlpScore) score = alp_game_get_score (game);
  guint n_mules = alp_game_get_n_mules (game);

  /* another game: other names and colours, maybe another number of mules */
  if (n_mules != self->n_mules || game != self->made_for)
    {
      GtkWidget *child;

      arriero_table_part_remove_items (ARRIERO_TABLE_PART (self));
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards))) != NULL)
        gtk_flow_box_remove (self->cards, child);
      for (guint m = 0; m < n_mules; m++)
        gtk_flow_box_append (self->cards, arriero_table_part_add_item (part, m));
      gtk_flow_box_set_max_children_per_line (self->cards, MAX (n_mules, 1));
      self->n_mules = n_mules;
      g_set_weak_pointer (&self->made_for, game);
    }

  for (guint m = 0; m < n_mules; m++)
    {
      gboolean zara = alp_game_is_zara (game, m);
      g_autofree char *text = zara ? describe_zara (game, m) : describe_player (game, m, score);
      GtkWidget *item = arriero_table_part_get_item (part, m);

      if (alp_game_get_current (game) == m && alp_game_get_phase (game) != ALP_PHASE_OVER)
        gtk_widget_add_css_class (item, "current");
      else
        gtk_widget_remove_css_class (item, "current");
      if (!arriero_table_part_set_item_text (part, m, text))
        continue;
      if (zara)
        fill_zara (arriero_table_part_get_item_box (part, m), game, m);
      else
        fill_player (arriero_table_part_get_item_box (part, m), game, m, score);
    }
}

static void
arriero_players_sidebar_dispose (GObject *object)
{
  ArrieroPlayersSidebar *self = ARRIERO_PLAYERS_SIDEBAR (object);

  g_clear_weak_pointer (&self->made_for);

  G_OBJECT_CLASS (arriero_players_sidebar_parent_class)->dispose (object);
}

static void
arriero_players_sidebar_class_init (ArrieroPlayersSidebarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = arriero_players_sidebar_dispose;
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_players_sidebar_update;
}

static void
arriero_players_sidebar_init (ArrieroPlayersSidebar *self)
{
  self->cards = arriero_item_flow_new (1, ALP_MAX_MULES);
  gtk_flow_box_set_homogeneous (self->cards, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->cards), "players-sidebar");
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), GTK_WIDGET (self->cards));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"), -1);
}
