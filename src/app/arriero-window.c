/* arriero-window.c: the window beside the board
 *
 * The window shows the game of its session (ArrieroSession: the game, its
 * file and the save after every event) and binds the session's game down
 * to the board, the turn panel, the players, the score page and the
 * history; each of them follows the game's changes on its own.  The
 * window's actions (End Turn, Roll, a move, Undo) go to the session, and
 * the window says what the session reports: an Undo toast after every
 * step, a line when the game cannot be saved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "alp-error.h"
#include "alp-event.h"
#include "alp-record.h"
#include "arriero-board-view.h"
#include "arriero-edition-store.h"
#include "arriero-edition-window.h"
#include "arriero-game-store.h"
#include "arriero-quick-copy.h"
#include "arriero-games-page.h"
#include "arriero-player-row.h"
#include "arriero-rules-window.h"
#include "arriero-score-page.h"
#include "arriero-settle-page.h"
#include "arriero-settings.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window-private.h"
#include "arriero-window-picks.h"
#include "arriero-icon-legend.h"
#include "arriero-table-part.h"

G_DEFINE_FINAL_TYPE (ArrieroWindow, arriero_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* On the start page the game stays loaded (for Continue), but out of
 * reach: no Ctrl+Z or Ctrl+Return acts on a game nobody sees */
static gboolean
game_shown (ArrieroWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  /* not on the start page, the History or the Settle a Score page, which
   * show no game */
  return game_of (self) != NULL && (g_strcmp0 (page, "game") == 0 || g_strcmp0 (page, "score") == 0);
}

static void
update_actions (ArrieroWindow *self)
{
  gboolean has_game = game_shown (self);
  /* a game open in another window is only looked at here */
  gboolean can_play = has_game && !arriero_session_get_read_only (self->session);
  AlpGame *game = game_of (self);
  AlpPhase phase = can_play ? alp_game_get_phase (game) : ALP_PHASE_OVER;
  AlpAction roll;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_play && alp_game_can_undo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", can_play && alp_game_can_redo (game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", phase == ALP_PHASE_ACT);
  /* A game older than the seeded die has only the physical one */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.roll",
                                 phase == ALP_PHASE_ZARA_ROLL && alp_game_get_app_roll (game, &roll));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history", has_game);
}

static void
update_title (ArrieroWindow *self)
{
  g_autofree char *subtitle = NULL;
  AlpGame *game = game_of (self);

  if (!game_shown (self))
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }

  if (alp_game_get_phase (game) == ALP_PHASE_OVER)
    subtitle = g_strdup (_("The game is over"));
  else
    /* TRANSLATORS: "Blue’s turn · event 12" */
    subtitle = g_strdup_printf (_("%s’s turn · event %u"),
                                alp_game_get_mule_name (game, alp_game_get_current (game)),
                                alp_game_get_n_events (game));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static gboolean
hide_banner_cb (gpointer user_data)
{
  ArrieroWindow *self = user_data;

  self->banner_timeout_id = 0;
  gtk_revealer_set_reveal_child (self->save_banner, FALSE);

  return G_SOURCE_REMOVE;
}

/* The one place the window says how saving goes: a line under the header
 * bar, not a toast per event.  @lasting: until the next change, or else
 * for a few seconds */
static void
show_banner (ArrieroWindow *self,
             const char    *text,
             gboolean       warning,
             gboolean       lasting)
{
  GtkWidget *box = gtk_revealer_get_child (self->save_banner);

  g_clear_handle_id (&self->banner_timeout_id, g_source_remove);
  if (text == NULL)
    {
      gtk_revealer_set_reveal_child (self->save_banner, FALSE);
      return;
    }

  gtk_label_set_text (self->save_label, text);
  if (warning)
    gtk_widget_add_css_class (box, "warning");
  else
    gtk_widget_remove_css_class (box, "warning");
  gtk_revealer_set_reveal_child (self->save_banner, TRUE);
  if (!lasting)
    self->banner_timeout_id = g_timeout_add_seconds (8, hide_banner_cb, self);
}

/* The board and the panel take clicks, or not (a game open elsewhere) */
static void
set_game_sensitive (ArrieroWindow *self,
                    gboolean       sensitive)
{
  gtk_widget_set_sensitive (GTK_WIDGET (arriero_game_page_get_board_view (self->game_page)), sensitive);
  gtk_widget_set_sensitive (GTK_WIDGET (arriero_game_page_get_turn_panel (self->game_page)), sensitive);
}

static void
show_read_only (ArrieroWindow *self)
{
  show_banner (self, _("This game is open in another Arriero window. It is shown here read-only: "
                       "nothing done here is saved."), TRUE, TRUE);
  if (self->game_page != NULL)
    set_game_sensitive (self, FALSE);
}

static void
read_only_cb (ArrieroWindow *self)
{
  if (arriero_session_get_read_only (self->session))
    show_read_only (self);
  update_actions (self);
}

/* Said once; the game stays in memory and every event tries again */
static void
save_problem_cb (ArrieroWindow *self)
{
  const char *problem = arriero_session_get_save_problem (self->session);

  if (problem != NULL && !self->save_failing)
    {
      /* TRANSLATORS: %s says why, "a file stands where its folder … should be" */
      g_autofree char *text = g_strdup_printf (_("This game is not being saved: %s. It stays "
                                                 "open here, and Arriero tries again after "
                                                 "every step."), problem);

      self->save_failing = TRUE;
      show_banner (self, text, TRUE, TRUE);
    }
  else if (problem == NULL && self->save_failing)
    {
      self->save_failing = FALSE;
      show_banner (self, _("The game is being saved again: nothing was lost."), FALSE, FALSE);
    }
}

/**
 * arriero_window_get_banner:
 *
 * Returns: (nullable): what the window says about saving its game, if it
 *   says anything
 */
const char *
arriero_window_get_banner (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return gtk_revealer_get_reveal_child (self->save_banner) ? gtk_label_get_text (self->save_label) : NULL;
}

/* libadwaita 1.2 frees a toast's record when its hide animation ends,
 * and a show animation still running then unrefs through it (SIGSEGV in
 * adw_animation_skip).  A hide can end at its first frame, before a show
 * begun earlier (an animation whose start lies after the frame's time
 * counts as over), and a toast shown while another hides slides in for
 * 500 ms instead of 300.  So the window never dismisses a toast that may
 * still be sliding in, and gives the overlay a new toast only when no
 * other is on it, shown or hiding: no toast is ever pushed aside or
 * queued (priorities do not matter) and every show takes 300 ms. */
#define TOAST_SETTLED_US (1000 * G_TIME_SPAN_MILLISECOND)
#define TOAST_POLL_MS 50

static gboolean toast_source_cb (gpointer data);

static void
toast_dismissed_cb (AdwToast      *toast,
                    ArrieroWindow *self)
{
  if (self->toast == toast)
    self->toast = NULL;
}

/* Shown or hiding, a toast is a child of the overlay beside its content */
static gboolean
overlay_clear (ArrieroWindow *self)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      return FALSE;

  return TRUE;
}

static void
wait_for_toasts (ArrieroWindow *self,
                 guint          ms)
{
  g_clear_handle_id (&self->toast_source, g_source_remove);
  self->toast_source = g_timeout_add (ms, toast_source_cb, self);
}

/* The toasts on the overlay take clicks, or not */
static void
set_toasts_targetable (ArrieroWindow *self,
                       gboolean       targetable)
{
  GtkWidget *content = adw_toast_overlay_get_child (self->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      gtk_widget_set_can_target (child, targetable);
}

static gboolean
toast_settled_cb (gpointer data)
{
  ArrieroWindow *self = data;

  self->toast_target_source = 0;
  set_toasts_targetable (self, TRUE);

  return G_SOURCE_REMOVE;
}

static void
add_next_toast (ArrieroWindow *self)
{
  g_return_if_fail (self->toast == NULL);

  self->toast = g_steal_pointer (&self->next_toast);
  self->toast_added = g_get_monotonic_time ();
  g_signal_connect_object (self->toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, self->toast);

  /* A click on its close or Undo button dismisses a toast from inside
   * libadwaita: while it slides in, that is the same crash, so the toast
   * takes no click until it has settled */
  set_toasts_targetable (self, FALSE);
  g_clear_handle_id (&self->toast_target_source, g_source_remove);
  self->toast_target_source = g_timeout_add (TOAST_SETTLED_US / G_TIME_SPAN_MILLISECOND,
                                             toast_settled_cb, self);
}

/* Dismisses the shown toast once its show animation has surely ended,
 * that is, at once or later */
static void
dismiss_toast (ArrieroWindow *self)
{
  gint64 age;

  if (self->toast == NULL)
    return;

  age = g_get_monotonic_time () - self->toast_added;
  if (age >= TOAST_SETTLED_US)
    adw_toast_dismiss (self->toast);
  else
    wait_for_toasts (self, (TOAST_SETTLED_US - age) / G_TIME_SPAN_MILLISECOND + 1);
}

static gboolean
toast_source_cb (gpointer data)
{
  ArrieroWindow *self = data;

  self->toast_source = 0;
  if (self->next_toast != NULL)
    {
      if (self->toast == NULL && overlay_clear (self))
        add_next_toast (self);
      else
        wait_for_toasts (self, TOAST_POLL_MS);
    }
  else if (!game_shown (self))
    dismiss_toast (self);

  return G_SOURCE_REMOVE;
}

/* One toast at a time, updated as events come, so that a quick series of
 * steps does not queue up a series of toasts */
void
_arriero_window_show_toast (ArrieroWindow *self,
                            const char    *text,
                            const char    *button,
                            const char    *action)
{
  AdwToast *toast = self->toast;

  if (toast != NULL)
    {
      /* shown: a change of its text; adding it again restarts its timeout */
      g_clear_handle_id (&self->toast_source, g_source_remove);
      adw_toast_set_title (toast, text);
      adw_toast_set_button_label (toast, button);
      adw_toast_set_detailed_action_name (toast, action);
      adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
      return;
    }

  if (self->next_toast == NULL)
    {
      self->next_toast = adw_toast_new (text);
      adw_toast_set_timeout (self->next_toast, 4);
    }
  else
    adw_toast_set_title (self->next_toast, text);
  adw_toast_set_button_label (self->next_toast, button);
  adw_toast_set_detailed_action_name (self->next_toast, action);

  if (overlay_clear (self))
    {
      g_clear_handle_id (&self->toast_source, g_source_remove);
      add_next_toast (self);
    }
  else if (self->toast_source == 0)
    wait_for_toasts (self, TOAST_POLL_MS);
}

/* An error in a toast; a rule's refusal (a saved game's event the rules
 * refuse) with a Why? at that rule */
void
_arriero_window_show_error_toast (ArrieroWindow *self,
                                  const GError  *error)
{
  const char *rule = alp_rule_error_get_rule (error);
  g_autofree char *action = rule != NULL ? g_strdup_printf ("win.show-rule::%s", rule) : NULL;

  _arriero_window_show_toast (self, error->message, rule != NULL ? _("Why?") : NULL, action);
}

/* The session saved the event already: its handler comes first */
static void
game_changed_cb (ArrieroWindow *self)
{
  AlpGame *game = game_of (self);
  guint n = alp_game_get_n_events (game);

  if (n > self->n_events)
    {
      g_autofree char *text = alp_game_describe_event (game, n - 1);

      _arriero_window_show_toast (self, text, _("Undo"), "win.undo");
    }
  self->n_events = n;

  update_title (self);
  update_actions (self);

  /* a Zara-only game tracked no holdings: its score is settled instead,
   * from the turn panel */
  if (alp_game_get_phase (game) == ALP_PHASE_OVER &&
      !alp_setup_is_zara_only (alp_game_get_setup (game)))
    gtk_stack_set_visible_child_name (self->stack, "score");
}

static GtkWidget *
create_history_row (gpointer item,
                    gpointer user_data)
{
  AlpEvent *event = item;
  g_autofree char *text = g_strdup_printf ("%u. %s", alp_event_get_index (event) + 1,
                                           alp_event_get_description (event));
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);

  return row;
}

/* The history holds a row per event, made only while it is shown: a
 * hidden list would still make, style and size a row at every step (about
 * 1.4 ms of a step's 9 in bench-frames) */
static void
bind_history (ArrieroWindow *self)
{
  gboolean shown;

  if (self->game_page == NULL)
    return;

  shown = adw_flap_get_reveal_flap (arriero_game_page_get_history_flap (self->game_page));
  gtk_list_box_bind_model (arriero_game_page_get_history_view (self->game_page),
                           shown && game_of (self) != NULL ? alp_game_get_history (game_of (self)) : NULL,
                           create_history_row, NULL, NULL);
}

/* Going back to an event keeps it and takes back what came after */
static void
history_activate_cb (GtkListBox    *list,
                     GtkListBoxRow *row,
                     ArrieroWindow *self)
{
  guint position = gtk_list_box_row_get_index (row);
  g_autofree char *text = NULL;

  if (!arriero_session_rewind (self->session, position + 1))
    return;

  text = g_strdup_printf (_("Back to event %u"), position + 1);
  _arriero_window_show_toast (self, text, _("Redo"), "win.redo");
}

/* A row per player, each bound to the session's game: a game of as many
 * players keeps its rows, another number makes them anew */
static void
rebuild_players (ArrieroWindow *self)
{
  AlpGame *game = game_of (self);
  GtkListBox *list = arriero_game_page_get_player_list (self->game_page);
  guint n_players = game != NULL ? alp_game_get_n_players (game) : 0;
  guint n_rows = 0;
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_rows++;
  if (n_rows == n_players)
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);

  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *row = arriero_player_row_new (p);

      g_object_bind_property (self->session, "game", row, "game", G_BINDING_SYNC_CREATE);
      gtk_list_box_append (list, row);
    }
}

/* Another game (or none) in the session: the views have it already */
static void
session_game_cb (ArrieroWindow *self)
{
  AlpGame *game = game_of (self);

  self->save_failing = FALSE;
  show_banner (self, NULL, FALSE, FALSE);
  /* the game page is made for the first game, not with the window */
  if (game != NULL)
    _arriero_window_get_game_page (self);
  if (self->game_page != NULL)
    {
      set_game_sensitive (self, TRUE);
      rebuild_players (self);
    }

  if (game != NULL)
    {
      self->n_events = alp_game_get_n_events (game);
      gtk_stack_set_visible_child_name (self->stack,
                                        alp_game_get_phase (game) == ALP_PHASE_OVER ? "score" : "game");
      gtk_widget_grab_focus (GTK_WIDGET (arriero_game_page_get_board_view (self->game_page)));
      arriero_game_page_restyle (self->game_page);
    }
  bind_history (self);

  update_title (self);
  update_actions (self);
}

ArrieroSession *
arriero_window_get_session (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return self->session;
}

AlpGame *
arriero_window_get_game (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return game_of (self);
}

const char *
arriero_window_get_path (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return arriero_session_get_path (self->session);
}

/**
 * arriero_window_get_page:
 *
 * Returns: "start", "game", "score" or "games" (the History)
 */
const char *
arriero_window_get_page (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

static void
session_problem_cb (ArrieroWindow *self,
                    const char    *message)
{
  _arriero_window_show_toast (self, message, NULL, NULL);
}

/**
 * arriero_window_open_file:
 * @path: a game file, in the games folder or anywhere else
 *
 * Opens a game: a finished one on its score page, an unfinished one where
 * it stopped.  A file from outside the games folder (a game someone
 * shared) is never written to: the game goes on in a file of its own in
 * the games folder, so it is kept in the History too.
 */
gboolean
arriero_window_open_file (ArrieroWindow  *self,
                          const char     *path,
                          GError        **error)
{
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *new_path = NULL;

  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (arriero_game_store_contains (path))
    return arriero_session_load (self->session, path, error);

  game = alp_record_load_from_file (path, error);
  if (game == NULL)
    {
      g_autofree char *name = g_filename_display_basename (path);

      g_prefix_error (error, "%s: ", name);
      return FALSE;
    }
  new_path = arriero_game_store_new_path ();
  arriero_session_set_game (self->session, game, new_path);

  return TRUE;
}

static void
page_changed_cb (ArrieroWindow *self)
{
  /* an Undo offered for a game the start page hides would act unseen:
   * the toast loses its button at once and goes when that is safe */
  if (!game_shown (self))
    {
      if (self->next_toast != NULL && adw_toast_get_action_name (self->next_toast) != NULL)
        g_clear_object (&self->next_toast);
      if (self->toast != NULL)
        {
          adw_toast_set_button_label (self->toast, NULL);
          adw_toast_set_action_name (self->toast, NULL);
          dismiss_toast (self);
        }
    }
  /* a settled game left is saved and let go */
  if (self->settle_page != NULL &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "settle") != 0)
    arriero_settle_page_close (self->settle_page);
  update_title (self);
  update_actions (self);
}

/* The parts of the table around the track (farmlands, villages, canal,
 * market, cards, goals, players) follow the session's game, as the board */
static void
bind_table_parts (ArrieroWindow *self,
                  GtkWidget     *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ARRIERO_IS_TABLE_PART (child))
      g_object_bind_property (self->session, "game", child, "game", G_BINDING_SYNC_CREATE);
    else
      bind_table_parts (self, child);
}

static void
destination_activated_cb (ArrieroWindow *self,
                          guint          space,
                          guint          spot)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.move", "(uu)", space, spot);
}

/**
 * _arriero_window_get_game_page:
 *
 * The game's page (the board, the table's parts, the turn panel, the
 * players' rows and the Moves), made and bound to the session's game the
 * first time it is asked for, with the game's score page: a window that
 * shows only the start page never builds them.
 */
ArrieroGamePage *
_arriero_window_get_game_page (ArrieroWindow *self)
{
  ArrieroBoardView *board;
  ArrieroTurnPanel *panel;
  AdwFlap *flap;

  if (self->game_page != NULL)
    return self->game_page;

  self->game_page = arriero_game_page_new ();
  board = arriero_game_page_get_board_view (self->game_page);
  panel = arriero_game_page_get_turn_panel (self->game_page);
  flap = arriero_game_page_get_history_flap (self->game_page);
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->game_page), "game");
  /* the game's score page, before the Settle a Score page's own */
  self->score_page = ARRIERO_SCORE_PAGE (g_object_new (ARRIERO_TYPE_SCORE_PAGE, NULL));
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->score_page), "score");
  if (self->settle_page != NULL)
    gtk_widget_insert_before (GTK_WIDGET (self->score_page), GTK_WIDGET (self->stack),
                              GTK_WIDGET (self->settle_page));
  g_object_bind_property (self->session, "game", self->score_page, "game", G_BINDING_SYNC_CREATE);

  g_object_bind_property (self->session, "game", board, "game", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "game", panel, "game", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "session", panel, "session", G_BINDING_SYNC_CREATE);
  bind_table_parts (self, GTK_WIDGET (flap));
  arriero_window_picks_attach (panel, GTK_WIDGET (flap));
  g_signal_connect_object (board, "destination-activated",
                           G_CALLBACK (destination_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (arriero_game_page_get_history_view (self->game_page), "row-activated",
                           G_CALLBACK (history_activate_cb), self, 0);
  g_signal_connect_object (flap, "notify::reveal-flap", G_CALLBACK (bind_history), self, G_CONNECT_SWAPPED);
  set_game_sensitive (self, !arriero_session_get_read_only (self->session));
  rebuild_players (self);
  bind_history (self);

  return self->game_page;
}

/**
 * _arriero_window_get_games_page:
 *
 * The History, made the first time it is asked for.
 */
ArrieroGamesPage *
_arriero_window_get_games_page (ArrieroWindow *self)
{
  if (self->games_page == NULL)
    {
      self->games_page = ARRIERO_GAMES_PAGE (g_object_new (ARRIERO_TYPE_GAMES_PAGE, NULL));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->games_page), "games");
    }

  return self->games_page;
}

/**
 * arriero_window_get_games_page:
 *
 * Returns: (transfer none): the History (an ArrieroGamesPage), made now
 *   if it was not shown yet
 */
GtkWidget *
arriero_window_get_games_page (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return GTK_WIDGET (_arriero_window_get_games_page (self));
}

/**
 * arriero_window_get_game_page:
 *
 * Returns: (transfer none): the game's page (an ArrieroGamePage), made
 *   now (with the game's score page) if no game was shown yet
 */
GtkWidget *
arriero_window_get_game_page (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return GTK_WIDGET (_arriero_window_get_game_page (self));
}

static gboolean
arriero_window_close_request (GtkWindow *window)
{
  ArrieroWindow *self = ARRIERO_WINDOW (window);

  arriero_session_save_durably (self->session);

  if (self->settings != NULL && game_of (self) != NULL)
    {
      const AlpSetup *setup = alp_game_get_setup (game_of (self));
      g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      for (guint p = 0; p < setup->n_players; p++)
        g_strv_builder_add (names, setup->names[p]);
      strv = g_strv_builder_end (names);
      g_settings_set_strv (self->settings, "last-players", (const char * const *) strv);
    }

  return GTK_WINDOW_CLASS (arriero_window_parent_class)->close_request (window);
}

static void
arriero_window_dispose (GObject *object)
{
  ArrieroWindow *self = ARRIERO_WINDOW (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->session);
  self->toast = NULL;
  g_clear_object (&self->next_toast);
  g_clear_handle_id (&self->toast_source, g_source_remove);
  g_clear_handle_id (&self->toast_target_source, g_source_remove);
  g_clear_object (&self->settings);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  g_clear_handle_id (&self->banner_timeout_id, g_source_remove);
  g_clear_pointer (&self->continue_path, g_free);
  g_clear_pointer (&self->deleted_game, g_free);

  G_OBJECT_CLASS (arriero_window_parent_class)->dispose (object);
}

/* The session's game goes down to every view by binding, as GNOME
 * Calendar binds its context; each view follows the game's changes with
 * a signal group of its own */
static void
arriero_window_constructed (GObject *object)
{
  ArrieroWindow *self = ARRIERO_WINDOW (object);

  G_OBJECT_CLASS (arriero_window_parent_class)->constructed (object);

  if (self->session == NULL)
    self->session = arriero_session_new ();

  g_object_bind_property (self->session, "game", self->game_signals, "target", G_BINDING_SYNC_CREATE);

  /* after the bindings, those of the game page too (made later, so their
   * handlers come later): the views have the game when the window shows it */
  g_signal_connect_object (self->session, "notify::game",
                           G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (self->session, "notify::read-only",
                           G_CALLBACK (read_only_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::save-problem",
                           G_CALLBACK (save_problem_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "problem",
                           G_CALLBACK (session_problem_cb), self, G_CONNECT_SWAPPED);
  session_game_cb (self);
  read_only_cb (self);
  save_problem_cb (self);
}

static void
arriero_window_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  ArrieroWindow *self = ARRIERO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_window_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  ArrieroWindow *self = ARRIERO_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
arriero_window_class_init (ArrieroWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = arriero_window_constructed;
  object_class->dispose = arriero_window_dispose;
  object_class->get_property = arriero_window_get_property;
  object_class->set_property = arriero_window_set_property;
  window_class->close_request = arriero_window_close_request;

  /**
   * ArrieroWindow:session:
   *
   * The game the window shows, its file and its saves; a session of its
   * own when none is given.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, ARRIERO_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, continue_note);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, save_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, saved_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, new_game_row);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, saved_list);

  _arriero_window_class_init_actions (widget_class);
  _arriero_window_class_init_pages (widget_class);
}

static void
arriero_window_init (ArrieroWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_signals = g_signal_group_new (ALP_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed",
                                 G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (page_changed_cb), self, G_CONNECT_SWAPPED);

  self->settings = arriero_settings_new ();
  if (self->settings != NULL)
    {
      g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
    }

  /* What a killed save left */
  arriero_game_store_remove_stale ();
  _arriero_window_refresh_start_page (self);
}

ArrieroWindow *
arriero_window_new (GtkApplication *application)
{
  return g_object_new (ARRIERO_TYPE_WINDOW, "application", application, NULL);
}
