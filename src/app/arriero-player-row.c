/* arriero-player-row.c: one player's holdings, in the players list
 *
 * Dirhams, fruit by type against the limit of 5, norias against 5, farmers
 * in supply, goal tokens, delivery tokens and cards, and the total if the
 * game ended now, read from the engine after every change of its game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-player-row.h"
#include "arriero-wrap-row.h"

struct _ArrieroPlayerRow
{
  GtkListBoxRow  parent_instance;

  GtkDrawingArea *swatch;
  GtkLabel       *name_label;
  GtkLabel       *summary_label;
  GtkLabel       *fruits_label;
  GtkLabel       *deliveries_label;
  GtkLabel       *total_label;

  AlpGame        *game;
  GSignalGroup   *game_signals;
  guint           player;
  char           *summary;
};

G_DEFINE_FINAL_TYPE (ArrieroPlayerRow, arriero_player_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A game swapped in may have fewer players: the row then shows nothing,
 * until the list that holds it takes it away */
static gboolean
has_player (ArrieroPlayerRow *self)
{
  return self->game != NULL && self->player < alp_game_get_n_players (self->game);
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  ArrieroPlayerRow *self = user_data;
  GdkRGBA colour;

  if (!has_player (self))
    return;

  arriero_colour_for_mule (self->game, self->player, &colour);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
update (ArrieroPlayerRow *self)
{
  AlpGame *game = self->game;
  guint p = self->player;
  g_autoptr(AlpScore) score = NULL;
  GString *fruits;
  GString *deliveries;
  g_autofree char *total = NULL;
  gboolean to_move;
  g_autofree char *name = NULL;

  if (!has_player (self))
    return;

  score = alp_game_get_score (game);
  fruits = g_string_new (NULL);
  deliveries = g_string_new (NULL);
  to_move = alp_game_get_current (game) == p && alp_game_get_phase (game) != ALP_PHASE_OVER;
  name = to_move ? g_strdup_printf (_("%s (to move)"), alp_game_get_mule_name (game, p))
                 : g_strdup (alp_game_get_mule_name (game, p));
  gtk_label_set_text (self->name_label, name);

  g_free (self->summary);
  /* TRANSLATORS: a player's holdings; norias and fruit are held against a limit of 5 */
  {
    gint dirhams = alp_game_get_dirhams (game, p);
    g_autofree char *money = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d dirham", "%d dirhams",
                                                           ABS (dirhams)), dirhams);

    self->summary = g_strdup_printf (_("%s · norias %u/5 · %u farmers in supply · %u goal tokens"),
                                     money, alp_game_get_norias (game, p),
                                     alp_game_get_farmers (game, p), alp_game_get_goal_tokens (game, p));
  }
  gtk_label_set_text (self->summary_label, self->summary);

  for (guint f = 0; f < ALP_N_FRUITS; f++)
    {
      guint n = alp_game_get_fruit (game, p, f);

      if (fruits->len > 0)
        g_string_append (fruits, " · ");
      /* TRANSLATORS: "apples 2/5" */
      g_string_append_printf (fruits, _("%s %u/5"), alp_fruit_get_name (f, 2), n);
    }
  gtk_label_set_text (self->fruits_label, fruits->str);

  g_string_append_printf (deliveries, g_dngettext (GETTEXT_PACKAGE, "%u delivery token", "%u delivery tokens",
                                                   alp_game_get_n_delivery_tokens (game, p)),
                          alp_game_get_n_delivery_tokens (game, p));
  g_string_append (deliveries, " · ");
  g_string_append_printf (deliveries, g_dngettext (GETTEXT_PACKAGE, "%u delivery card", "%u delivery cards",
                                                   alp_game_get_n_cards (game, p)),
                          alp_game_get_n_cards (game, p));
  g_string_append (deliveries, " · ");
  g_string_append_printf (deliveries, g_dngettext (GETTEXT_PACKAGE, "%u goal completed", "%u goals completed",
                                                   __builtin_popcount (alp_game_get_goals_done (game, p))),
                          __builtin_popcount (alp_game_get_goals_done (game, p)));
  gtk_label_set_text (self->deliveries_label, deliveries->str);

  total = g_strdup_printf ("%d", score->lines[p].total);
  gtk_label_set_text (self->total_label, total);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self->swatch));

  g_string_free (fruits, TRUE);
  g_string_free (deliveries, TRUE);
}

static void
arriero_player_row_dispose (GObject *object)
{
  ArrieroPlayerRow *self = ARRIERO_PLAYER_ROW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->summary, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_PLAYER_ROW);

  G_OBJECT_CLASS (arriero_player_row_parent_class)->dispose (object);
}

static void
set_game (ArrieroPlayerRow *self,
          AlpGame          *game)
{
  if (!g_set_object (&self->game, game))
    return;

  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
arriero_player_row_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ArrieroPlayerRow *self = ARRIERO_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_player_row_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ArrieroPlayerRow *self = ARRIERO_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_player_row_class_init (ArrieroPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ARRIERO_TYPE_WRAP_ROW);
  object_class->dispose = arriero_player_row_dispose;
  object_class->get_property = arriero_player_row_get_property;
  object_class->set_property = arriero_player_row_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, ALP_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, fruits_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, deliveries_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroPlayerRow, total_label);
}

static void
arriero_player_row_init (ArrieroPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->swatch, draw_swatch, self, NULL);
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (update), self, G_CONNECT_SWAPPED);
}

/**
 * arriero_player_row_new:
 * @player: whose holdings the row shows, in the game bound to its
 *   #ArrieroPlayerRow:game
 */
GtkWidget *
arriero_player_row_new (guint player)
{
  ArrieroPlayerRow *self;

  g_return_val_if_fail (player < ALP_MAX_PLAYERS, NULL);

  self = g_object_new (ARRIERO_TYPE_PLAYER_ROW, NULL);
  self->player = player;

  return GTK_WIDGET (self);
}

/**
 * arriero_player_row_get_summary:
 *
 * Returns: the holdings line the row shows
 */
const char *
arriero_player_row_get_summary (ArrieroPlayerRow *self)
{
  g_return_val_if_fail (ARRIERO_IS_PLAYER_ROW (self), NULL);

  return self->summary;
}
