/* arriero-window-private.h: what the parts of ArrieroWindow share
 *
 * ArrieroWindow is split by concept, as GNOME Text Editor splits its
 * window: arriero-window.c (the window, its session, toasts and banner),
 * arriero-window-actions.c (the win.* actions on games) and
 * arriero-window-pages.c (the start page and the switching between
 * pages).  Only those three files include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-board-view.h"
#include "arriero-game-page.h"
#include "arriero-games-page.h"
#include "arriero-score-page.h"
#include "arriero-settle-page.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

G_BEGIN_DECLS

struct _ArrieroWindow
{
  AdwApplicationWindow  parent_instance;

  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  GtkWidget            *continue_button;
  GtkLabel             *continue_note;
  GtkRevealer          *save_banner;
  GtkLabel             *save_label;
  GtkWidget            *saved_group;
  GtkWidget            *new_game_row;
  GtkListBox           *saved_list;
  ArrieroGamePage      *game_page;      /* (nullable): made when a game is first shown */
  ArrieroScorePage     *score_page;     /* (nullable): made with game_page */
  ArrieroSettlePage    *settle_page;
  ArrieroGamesPage     *games_page;     /* (nullable): made when first shown */

  GSettings            *settings;
  ArrieroSession       *session;        /* the game, its file and its saves */
  GSignalGroup         *game_signals;   /* on the session's game */
  gboolean              save_failing;   /* said so in the banner */
  guint                 banner_timeout_id;
  guint                 n_events;
  AdwToast             *toast;          /* the one shown, owned by the overlay */
  gint64                toast_added;    /* when it was given to the overlay */
  AdwToast             *next_toast;     /* (owned): waits for the overlay to be clear */
  guint                 toast_source;   /* adds next_toast or dismisses toast once safe */
  guint                 toast_target_source; /* lets clicks reach a settled toast */
  GtkWindow            *shortcuts;      /* made the first time it is asked for */
  char                 *continue_path;
  char                 *deleted_game;   /* where the last deleted game waits for Undo */
};

/* (nullable): also while the window is being built, before its session */
static inline AlpGame *
game_of (ArrieroWindow *self)
{
  return self->session != NULL ? arriero_session_get_game (self->session) : NULL;
}

void _arriero_window_show_toast         (ArrieroWindow  *self,
                                        const char     *text,
                                        const char     *button,
                                        const char     *action);
void _arriero_window_show_error_toast   (ArrieroWindow  *self,
                                        const GError   *error);
void _arriero_window_refresh_start_page (ArrieroWindow  *self);
ArrieroGamePage *_arriero_window_get_game_page (ArrieroWindow *self);
ArrieroGamesPage *_arriero_window_get_games_page (ArrieroWindow *self);
void _arriero_window_class_init_actions (GtkWidgetClass *widget_class);
void _arriero_window_class_init_pages   (GtkWidgetClass *widget_class);

G_END_DECLS
