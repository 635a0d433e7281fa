/* arriero-villages-view.c: the five villages, as the table sees them
 *
 * Each village shows its delivery tokens (fruit and count), the farmers
 * delivered there and its award token's side up, with what that side
 * gives (or "not described yet").  Each delivery token is an item, index
 * region × ALP_TOKENS_PER_FRUIT + its place in the village's pile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-game-table.h"
#include "arriero-drawing.h"
#include "arriero-villages-view.h"

struct _ArrieroVillagesView
{
  ArrieroTablePart parent_instance;

  GtkWidget *info[ALP_N_REGIONS];   /* farmers delivered and award token */
  char   *shown[ALP_N_REGIONS];  /* what info says, in words */
};

G_DEFINE_FINAL_TYPE (ArrieroVillagesView, arriero_villages_view, ARRIERO_TYPE_TABLE_PART)

static char *
describe_token (AlpGame   *game,
                AlpRegion  region,
                guint      t)
{
  AlpFruit fruit;
  guint n = alp_game_get_village_token (game, region, t, &fruit);

  /* TRANSLATORS: a delivery token of a village: "Green village, delivery token: 2 apples" */
  return g_strdup_printf (_("%s village, delivery token: %u %s"), alp_region_get_name (region), n,
                          alp_fruit_get_name (fruit, n));
}

static char *
describe_info (AlpGame   *game,
               AlpRegion  region)
{
  GString *str = g_string_new (NULL);
  guint award = alp_game_get_village_award (game, region);

  g_string_append (str, _("Farmers delivered:"));
  arriero_describe_farmers (str, game, region, alp_game_get_village_farmers);
  g_string_append (str, ". ");

  if (award > 1)
    g_string_append (str, _("Award token: gone"));
  else
    {
      guint n;
      const guint8 *icons = alp_game_get_award_side (game, region, award, &n);
      g_autofree char *words = icons != NULL ? arriero_icons_words (icons, n) : g_strdup (_("not described yet"));

      /* TRANSLATORS: the award token's side up and what it gives */
      g_string_append_printf (str, award == 0 ? _("Award token, green side: %s") : _("Award token, red side: %s"),
                              words);
    }

  return g_string_free (str, FALSE);
}

/* GTK 4.8 measures a wrapped label's smallest width at width 0, a
 * character a line, Pango shaping the rest again at each break, and a
 * village's labels are asked at a dozen widths in a market step (some
 * 1,800 shapings): a few characters wide at the least, they break into a
 * few lines instead, narrower than a village's column at 1100 px */
static void
add_label (GtkWidget  *row,
           const char *text,
           const char *css_class)
{
  gtk_label_set_width_chars (GTK_LABEL (arriero_box_add_label (row, text, css_class)), 6);
}

static void
fill_info (GtkWidget *box,
           AlpGame   *game,
           AlpRegion  region)
{
  guint award = alp_game_get_village_award (game, region);
  GtkWidget *row;

  arriero_box_begin (box);
  row = arriero_box_add_row (box);
  add_label (row, _("Delivered"), "dim-label");
  arriero_box_add_farmers (row, game, region, alp_game_get_village_farmers);

  row = arriero_box_add_row (box);
  if (award > 1)
    add_label (row, _("Award: gone"), "dim-label");
  else
    {
      guint n;
      const guint8 *icons = alp_game_get_award_side (game, region, award, &n);

      add_label (row, award == 0 ? _("Award: green side") : _("Award: red side"),
                 award == 0 ? "success" : "error");
      if (icons == NULL)
        {
          gtk_widget_set_name (arriero_box_add_label (row, "?", NULL), "award-unknown");
        }
      for (guint i = 0; icons != NULL && i < n; i++)
        arriero_box_add_icon (row, arriero_icon_name (icons[i]), arriero_icon_words (icons[i]), NULL);
    }
  arriero_box_end (box);
}

static void
arriero_villages_view_update (ArrieroTablePart *part,
                              AlpGame          *game)
{
  ArrieroVillagesView *self = ARRIERO_VILLAGES_VIEW (part);

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      g_autofree char *info = describe_info (game, r);

      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        {
          guint index = r * ALP_TOKENS_PER_FRUIT + t;
          gboolean shown = t < alp_game_get_village_n_tokens (game, r);
          g_autofree char *text = shown ? describe_token (game, r, t) : NULL;

          gtk_widget_set_visible (gtk_widget_get_parent (arriero_table_part_get_item (part, index)), shown);
          if (shown && arriero_table_part_set_item_text (part, index, text))
            {
              GtkWidget *box = arriero_table_part_get_item_box (part, index);
              AlpFruit fruit;
              guint n = alp_game_get_village_token (game, r, t, &fruit);
              g_autofree char *count = g_strdup_printf ("%u", n);

              arriero_box_begin (box);
              arriero_box_add_icon (box, arriero_fruit_icon_name (fruit), alp_fruit_get_name (fruit, n), count);
              arriero_box_end (box);
            }
        }

      if (g_strcmp0 (info, self->shown[r]) != 0)
        {
          fill_info (self->info[r], game, r);
          arriero_widget_set_words (self->info[r], info);
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->info[r]), GTK_ACCESSIBLE_PROPERTY_LABEL, info, -1);
          g_free (self->shown[r]);
          self->shown[r] = g_steal_pointer (&info);
        }
    }
}

static void
arriero_villages_view_finalize (GObject *object)
{
  ArrieroVillagesView *self = ARRIERO_VILLAGES_VIEW (object);

  for (guint r = 0; r < ALP_N_REGIONS; r++)
    g_free (self->shown[r]);

  G_OBJECT_CLASS (arriero_villages_view_parent_class)->finalize (object);
}

/* A village's delivery token to deliver (its code), or the village Zara
 * takes a token from (its first token) */
static gboolean
arriero_villages_view_find_pick (ArrieroTablePart *part,
                                 AlpGame          *game,
                                 const AlpPick    *pick,
                                 guint            *index)
{
  if (pick->kind == ALP_PICK_VILLAGE && pick->index < ALP_N_REGIONS &&
      alp_game_get_village_n_tokens (game, pick->index) > 0)
    {
      *index = pick->index * ALP_TOKENS_PER_FRUIT;
      return TRUE;
    }
  if (pick->kind != ALP_PICK_TOKEN || pick->index == ALP_NONE)
    return FALSE;
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    for (guint t = 0; t < alp_game_get_village_n_tokens (game, r); t++)
      if (alp_game_get_village_token_code (game, r, t) == pick->index)
        {
          *index = r * ALP_TOKENS_PER_FRUIT + t;
          return TRUE;
        }
  return FALSE;
}

static void
arriero_villages_view_class_init (ArrieroVillagesViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = arriero_villages_view_finalize;
  ARRIERO_TABLE_PART_CLASS (klass)->update = arriero_villages_view_update;
  ARRIERO_TABLE_PART_CLASS (klass)->find_pick = arriero_villages_view_find_pick;
}

static void
arriero_villages_view_init (ArrieroVillagesView *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  for (guint r = 0; r < ALP_N_REGIONS; r++)
    {
      GtkWidget *village = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkFlowBox *tokens = arriero_item_flow_new (2, ALP_TOKENS_PER_FRUIT);
      g_autofree char *title = g_strdup_printf (_("%s village"), alp_region_get_name (r));
      GdkRGBA colour;

      arriero_colour_for_region (r, &colour);
      arriero_box_add_head (village, &colour, title);
      for (guint t = 0; t < ALP_TOKENS_PER_FRUIT; t++)
        gtk_flow_box_append (tokens, arriero_table_part_add_item (ARRIERO_TABLE_PART (self), r * ALP_TOKENS_PER_FRUIT + t));
      gtk_box_append (GTK_BOX (village), GTK_WIDGET (tokens));
      self->info[r] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_box_append (GTK_BOX (village), self->info[r]);
      gtk_box_append (GTK_BOX (row), village);
    }
  arriero_table_part_set_child (ARRIERO_TABLE_PART (self), arriero_section_new (_("Villages"), row));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Villages"), -1);
}
