/* arriero-game-page.c: the game's page of the window
 *
 * The board and every part of the table around it, the players above
 * them, the turn panel and the players' rows beside them, and the Moves
 * lying over the panel.  Only a template: ArrieroWindow makes it when it
 * first shows a game (start-up shows the start page and would otherwise
 * build, style and bind all of it for nothing) and binds its views to the
 * session's game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-game-page.h"
#include "arriero-canal-view.h"
#include "arriero-display-view.h"
#include "arriero-farmlands-view.h"
#include "arriero-goals-view.h"
#include "arriero-market-view.h"
#include "arriero-players-sidebar.h"
#include "arriero-scroll-content.h"
#include "arriero-villages-view.h"
#include "arriero-window-picks.h"

struct _ArrieroGamePage
{
  GtkWidget         parent_instance;

  AdwFlap          *history_flap;
  GtkListBox       *history_view;
  ArrieroBoardView *board_view;
  ArrieroTurnPanel *turn_panel;
  GtkListBox       *player_list;

  guint             restyle_id;
};

G_DEFINE_FINAL_TYPE (ArrieroGamePage, arriero_game_page, GTK_TYPE_WIDGET)

ArrieroGamePage *
arriero_game_page_new (void)
{
  return g_object_new (ARRIERO_TYPE_GAME_PAGE, NULL);
}

ArrieroBoardView *
arriero_game_page_get_board_view (ArrieroGamePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAME_PAGE (self), NULL);

  return self->board_view;
}

ArrieroTurnPanel *
arriero_game_page_get_turn_panel (ArrieroGamePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAME_PAGE (self), NULL);

  return self->turn_panel;
}

/* The players' rows beside the turn panel */
GtkListBox *
arriero_game_page_get_player_list (ArrieroGamePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAME_PAGE (self), NULL);

  return self->player_list;
}

/* Its flap is the Moves, its content the table and the panel */
AdwFlap *
arriero_game_page_get_history_flap (ArrieroGamePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAME_PAGE (self), NULL);

  return self->history_flap;
}

GtkListBox *
arriero_game_page_get_history_view (ArrieroGamePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAME_PAGE (self), NULL);

  return self->history_view;
}

/* GTK 4.8 keeps with a node's style what can change it (its change
 * flags), worked out when that style is computed from a new name or
 * class.  Computed outside the frame's validation, as for a widget
 * measured before its first frame, it is worked out without knowing the
 * node's ancestors: the flags then say it depends on the state of every
 * ancestor, and each move of the keyboard's focus, which sets
 * :focus-within anew on every widget up to the window, restyles it.  A
 * new game's table is made and measured that way.  A class set and taken
 * away again on the page at the update of its next frame, just before GTK
 * validates the styles, has every node under it computed again with its
 * ancestors known: in bench-frames, half as many styles are computed. */
static gboolean
restyle_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  ArrieroGamePage *self = ARRIERO_GAME_PAGE (widget);

  self->restyle_id = 0;
  gtk_widget_add_css_class (widget, "restyled");
  gtk_widget_remove_css_class (widget, "restyled");

  return G_SOURCE_REMOVE;
}

/**
 * arriero_game_page_restyle:
 * @self: the page
 *
 * Computes the styles of the page again at its next frame, once a game
 * has filled it (see restyle_cb()).
 */
void
arriero_game_page_restyle (ArrieroGamePage *self)
{
  g_return_if_fail (ARRIERO_IS_GAME_PAGE (self));

  if (self->restyle_id == 0)
    self->restyle_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), restyle_cb, NULL, NULL);
}

static void
arriero_game_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), ARRIERO_TYPE_GAME_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arriero_game_page_parent_class)->dispose (object);
}

static void
arriero_game_page_class_init (ArrieroGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_game_page_dispose;

  g_type_ensure (ARRIERO_TYPE_BOARD_VIEW);
  g_type_ensure (ARRIERO_TYPE_TURN_PANEL);
  arriero_window_picks_ensure_types ();
  g_type_ensure (ARRIERO_TYPE_PLAYERS_SIDEBAR);
  g_type_ensure (ARRIERO_TYPE_SCROLL_CONTENT);
  g_type_ensure (ARRIERO_TYPE_FARMLANDS_VIEW);
  g_type_ensure (ARRIERO_TYPE_VILLAGES_VIEW);
  g_type_ensure (ARRIERO_TYPE_CANAL_VIEW);
  g_type_ensure (ARRIERO_TYPE_MARKET_VIEW);
  g_type_ensure (ARRIERO_TYPE_DISPLAY_VIEW);
  g_type_ensure (ARRIERO_TYPE_GOALS_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamePage, history_flap);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamePage, history_view);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamePage, board_view);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamePage, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamePage, player_list);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_game_page_init (ArrieroGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
