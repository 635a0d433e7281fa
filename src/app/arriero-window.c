/* arriero-window.c: the window beside the board
 *
 * The window holds one game and binds it down to the board, the turn panel,
 * the players and the history.  It saves the game after every event, so
 * closing it, a crash or a kill loses nothing, and it offers Undo after
 * every step.  When the engine needs an item of the table's copy that is
 * not described yet, the window asks for it, keeps the answer in the
 * user's edition and tries again.
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
#include "arriero-player-row.h"
#include "arriero-question.h"
#include "arriero-score-page.h"
#include "arriero-settings.h"
#include "arriero-setup-assistant.h"
#include "arriero-turn-panel.h"
#include "arriero-window.h"

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
  AdwFlap              *history_flap;
  GtkListBox           *history_view;
  ArrieroBoardView     *board_view;
  ArrieroTurnPanel     *turn_panel;
  GtkListBox           *player_list;
  ArrieroScorePage     *score_page;

  GSettings            *settings;
  AlpGame              *game;
  char                 *path;
  ArrieroGameFile      *file;           /* the game's lock and saves */
  gboolean              save_failing;   /* said so in the banner */
  guint                 banner_timeout_id;
  guint                 saved_current;  /* whose turn it was at the last save */
  gulong                events_id;
  guint                 n_events;
  AdwToast             *toast;          /* the one shown, owned by the overlay */
  gint64                toast_added;    /* when it was given to the overlay */
  AdwToast             *next_toast;     /* (owned): waits for the overlay to be clear */
  guint                 toast_source;   /* adds next_toast or dismisses toast once safe */
  guint                 toast_target_source; /* lets clicks reach a settled toast */
  GtkWindow            *shortcuts;      /* made the first time it is asked for */
  char                 *continue_path;
  gboolean              asking;         /* a question about the copy is open */
};

G_DEFINE_FINAL_TYPE (ArrieroWindow, arriero_window, ADW_TYPE_APPLICATION_WINDOW)

/* On the start page the game stays loaded (for Continue), but out of
 * reach: no Ctrl+Z or Ctrl+Return acts on a game nobody sees */
static gboolean
game_shown (ArrieroWindow *self)
{
  return self->game != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "start") != 0;
}

/* A game another window or instance has open is only shown here */
static gboolean
read_only (ArrieroWindow *self)
{
  return self->file != NULL && arriero_game_file_get_read_only (self->file);
}

static void
update_actions (ArrieroWindow *self)
{
  gboolean has_game = game_shown (self);
  /* a game open in another window is only looked at here */
  gboolean can_play = has_game && !read_only (self);
  AlpPhase phase = can_play ? alp_game_get_phase (self->game) : ALP_PHASE_OVER;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can_play && alp_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", can_play && alp_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", phase == ALP_PHASE_ACT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.roll", phase == ALP_PHASE_ZARA_ROLL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.history", has_game);
}

static void
update_title (ArrieroWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (!game_shown (self))
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }

  if (alp_game_get_phase (self->game) == ALP_PHASE_OVER)
    subtitle = g_strdup (_("The game is over"));
  else
    /* TRANSLATORS: "Blue’s turn · event 12" */
    subtitle = g_strdup_printf (_("%s’s turn · event %u"),
                                alp_game_get_mule_name (self->game, alp_game_get_current (self->game)),
                                alp_game_get_n_events (self->game));
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

static void
show_read_only (ArrieroWindow *self)
{
  show_banner (self, _("This game is open in another Arriero window. It is shown here read-only: "
                       "nothing done here is saved."), TRUE, TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_view), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->turn_panel), FALSE);
}

/* How far a save goes: handed to the kernel (a crash of the app loses
 * nothing), then also synced to the disk (a power cut loses nothing
 * either) in a worker thread, or synced before this returns */
typedef enum
{
  SAVE_PLAIN,
  SAVE_SYNC_SOON,
  SAVE_SYNC_NOW,
} SaveKind;

static void
save_game (ArrieroWindow *self,
           SaveKind       kind)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->file == NULL || read_only (self))
    return;

  if (!arriero_game_file_save (self->file, self->game, kind == SAVE_SYNC_NOW, &error))
    {
      if (read_only (self))
        {
          show_read_only (self);
          update_actions (self);
          return;
        }

      /* Said once; the game stays in memory and every event tries again */
      if (!self->save_failing)
        {
          /* TRANSLATORS: %s says why, "a file stands where its folder … should be" */
          g_autofree char *text = g_strdup_printf (_("This game is not being saved: %s. It stays "
                                                     "open here, and Arriero tries again after "
                                                     "every step."), error->message);

          self->save_failing = TRUE;
          show_banner (self, text, TRUE, TRUE);
        }
      return;
    }

  if (kind == SAVE_SYNC_SOON)
    arriero_game_file_sync (self->file);

  if (self->save_failing)
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
static void
show_toast (ArrieroWindow *self,
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
      adw_toast_set_action_name (toast, action);
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
  adw_toast_set_action_name (self->next_toast, action);

  if (overlay_clear (self))
    {
      g_clear_handle_id (&self->toast_source, g_source_remove);
      add_next_toast (self);
    }
  else if (self->toast_source == 0)
    wait_for_toasts (self, TOAST_POLL_MS);
}

static void
game_changed_cb (ArrieroWindow *self)
{
  guint n = alp_game_get_n_events (self->game);
  guint current = alp_game_get_current (self->game);

  /* Every event is saved before anything else can happen; synced to the
   * disk too when the turn passes to another player or the game ends */
  save_game (self, current != self->saved_current || alp_game_get_phase (self->game) == ALP_PHASE_OVER
                   ? SAVE_SYNC_SOON : SAVE_PLAIN);
  self->saved_current = current;

  if (n > self->n_events)
    {
      g_autofree char *text = alp_game_describe_event (self->game, n - 1);

      show_toast (self, text, _("Undo"), "win.undo");
    }
  self->n_events = n;

  update_title (self);
  update_actions (self);

  if (alp_game_get_phase (self->game) == ALP_PHASE_OVER)
    {
      arriero_score_page_set_game (self->score_page, self->game);
      gtk_stack_set_visible_child_name (self->stack, "score");
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "score") == 0)
    arriero_score_page_set_game (self->score_page, self->game);
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
  gboolean shown = adw_flap_get_reveal_flap (self->history_flap);

  gtk_list_box_bind_model (self->history_view,
                           shown && self->game != NULL ? alp_game_get_history (self->game) : NULL,
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

  if (self->game == NULL || !alp_game_rewind (self->game, position + 1))
    return;

  text = g_strdup_printf (_("Back to event %u"), position + 1);
  show_toast (self, text, _("Redo"), "win.redo");
}

static void
rebuild_players (ArrieroWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->player_list))) != NULL)
    gtk_list_box_remove (self->player_list, child);

  for (guint p = 0; self->game != NULL && p < alp_game_get_n_players (self->game); p++)
    gtk_list_box_append (self->player_list, arriero_player_row_new (self->game, p));
}

void
arriero_window_set_game (ArrieroWindow *self,
                         AlpGame       *game,
                         const char    *path)
{
  g_return_if_fail (ARRIERO_IS_WINDOW (self));
  g_return_if_fail (game == NULL || ALP_IS_GAME (game));

  if (self->game != NULL)
    g_clear_signal_handler (&self->events_id, self->game);
  g_set_object (&self->game, game);
  g_free (self->path);
  self->path = g_strdup (path);

  /* The old game's lock first: the new game may be the same file */
  g_clear_pointer (&self->file, arriero_game_file_free);
  self->save_failing = FALSE;
  show_banner (self, NULL, FALSE, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board_view), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->turn_panel), TRUE);
  if (game != NULL && path != NULL)
    {
      self->file = arriero_game_file_new (path);
      if (read_only (self))
        show_read_only (self);
    }

  arriero_board_view_set_game (self->board_view, game);
  arriero_turn_panel_set_game (self->turn_panel, game);
  arriero_score_page_set_game (self->score_page, game);
  rebuild_players (self);

  if (game != NULL)
    {
      self->events_id = g_signal_connect_swapped (game, "changed",
                                                  G_CALLBACK (game_changed_cb), self);
      self->n_events = alp_game_get_n_events (game);
      self->saved_current = alp_game_get_current (game);
      save_game (self, SAVE_SYNC_SOON);
      gtk_stack_set_visible_child_name (self->stack,
                                        alp_game_get_phase (game) == ALP_PHASE_OVER ? "score" : "game");
      gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
    }
  bind_history (self);

  update_title (self);
  update_actions (self);
}

AlpGame *
arriero_window_get_game (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return self->game;
}

const char *
arriero_window_get_path (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return self->path;
}

/**
 * arriero_window_get_page:
 *
 * Returns: "start", "game" or "score"
 */
const char *
arriero_window_get_page (ArrieroWindow *self)
{
  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/**
 * arriero_window_open_file:
 *
 * Loads a saved game and goes on saving it where it was.
 */
gboolean
arriero_window_open_file (ArrieroWindow  *self,
                          const char     *path,
                          GError        **error)
{
  g_autoptr(AlpGame) game = NULL;

  g_return_val_if_fail (ARRIERO_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  game = alp_record_load_from_file (path, error);
  if (game == NULL)
    return FALSE;

  arriero_window_set_game (self, game, path);

  return TRUE;
}

/* The start page: Continue and the saved games */
#define MAX_LISTED 12

static void
add_saved_row (ArrieroWindow    *self,
               ArrieroSavedGame *saved)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), saved->name);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  /* the players' names on one line; a reason may take a few */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), saved->problem != NULL ? 3 : 1);
  if (saved->problem != NULL)
    {
      /* TRANSLATORS: %s is the loader's reason, "event 4: rule T3: …" */
      g_autofree char *subtitle = g_strdup_printf (_("Cannot be opened: %s"), saved->problem);
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
    }
  else
    {
      g_autofree char *subtitle = g_strconcat (saved->players,
                                               saved->over ? _(" · finished") : _(" · in progress"),
                                               NULL);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), g_variant_new_string (saved->path));
    }
  gtk_list_box_append (self->saved_list, row);
}

static void
refresh_start_page (ArrieroWindow *self)
{
  g_autoptr(GPtrArray) games = arriero_game_store_list_games ();
  ArrieroSavedGame *resume = NULL;
  ArrieroSavedGame *broken = NULL;
  guint resume_index = 0;
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->saved_list))) != NULL)
    gtk_list_box_remove (self->saved_list, child);
  g_clear_pointer (&self->continue_path, g_free);

  /* Continue is the newest unfinished game, however old; an unreadable
   * game newer than it is named, with its reason */
  for (guint i = 0; i < games->len && resume == NULL; i++)
    {
      ArrieroSavedGame *saved = g_ptr_array_index (games, i);

      if (saved->problem == NULL && !saved->over)
        {
          resume = saved;
          resume_index = i;
        }
      else if (saved->problem != NULL && broken == NULL)
        broken = saved;
    }

  for (guint i = 0; i < games->len && shown < MAX_LISTED; i++, shown++)
    add_saved_row (self, g_ptr_array_index (games, i));
  if (resume != NULL && resume_index >= MAX_LISTED)
    {
      add_saved_row (self, resume);
      shown++;
    }

  if (resume != NULL)
    self->continue_path = g_strdup (resume->path);

  if (broken != NULL)
    {
      g_autofree char *note = NULL;

      if (resume != NULL)
        /* TRANSLATORS: "game-1.json cannot be continued: event 4: rule T3: …. Continue resumes game-0.json." */
        note = g_strdup_printf (_("The newer game %s cannot be continued: %s. Continue resumes %s."),
                                broken->name, broken->problem, resume->name);
      else
        note = g_strdup_printf (_("The newest game %s cannot be continued: %s."),
                                broken->name, broken->problem);
      gtk_label_set_text (self->continue_note, note);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->continue_note), broken != NULL);

  gtk_widget_set_visible (self->saved_group, shown > 0);
  gtk_widget_set_visible (self->continue_button, self->continue_path != NULL);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  gint n_players = g_variant_get_int32 (parameter);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpSetup) setup = NULL;
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree char *path = NULL;

  n_players = CLAMP (n_players, 2, 4);
  edition = alp_edition_new_builtin ("example", &error);
  setup = edition != NULL ? alp_setup_new (n_players) : NULL;

  /* The names the table used last time */
  names = self->settings != NULL ? g_settings_get_strv (self->settings, "last-players") : NULL;
  for (guint p = 0; names != NULL && p < (guint) n_players && names[p] != NULL; p++)
    if (*names[p] != '\0')
      alp_setup_set_player (setup, p, names[p], setup->colours[p]);

  if (setup == NULL ||
      !alp_setup_randomize (setup, edition, ALP_SETUP_ALL, rand, &error) ||
      (game = alp_game_new (edition, setup, &error)) == NULL)
    {
      show_toast (self, error->message, NULL, NULL);
      return;
    }

  path = arriero_game_store_new_path ();
  arriero_window_set_game (self, game, path);
}

/* ------------------------------------------------------------------ */
/* Describing the copy as the game goes                                 */

typedef struct
{
  ArrieroWindow *self;
  AlpGame       *game;     /* the game the question is about */
  char          *path;     /* the item asked for */
  AlpAction     *action;   /* (nullable): what to apply again */
} Asked;

static void
asked_free (Asked *asked)
{
  g_clear_object (&asked->self);
  g_clear_object (&asked->game);
  g_clear_pointer (&asked->path, g_free);
  g_clear_pointer (&asked->action, alp_action_free);
  g_free (asked);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Asked, asked_free)

/* The user's copy keeps every answer; a made-up example edition is not
 * the user's to change on disk.  The answer alone goes into the file as
 * it is now: the game's edition may be older than a correction made
 * since, and must not undo it. */
static void
keep_answer (ArrieroWindow *self,
             AlpEdition    *edition,
             const char    *path)
{
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  if (alp_edition_get_example (edition))
    return;

  kept = arriero_edition_store_keep_answer (edition, path, &error);
  if (kept == NULL)
    show_toast (self, error->message, NULL, NULL);
}

static void
game_answered_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(Asked) asked = user_data;
  ArrieroWindow *self = asked->self;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  self->asking = FALSE;
  edition = arriero_question_ask_finish (result, &error);
  if (edition == NULL || asked->game != self->game)
    return;

  if (!alp_game_set_edition (self->game, edition, &error))
    {
      show_toast (self, error->message, NULL, NULL);
      return;
    }
  keep_answer (self, edition, asked->path);
  save_game (self, SAVE_SYNC_SOON);

  if (asked->action != NULL)
    arriero_turn_panel_apply (self->turn_panel, asked->action);
}

static void
edition_needed_cb (ArrieroWindow   *self,
                   const char      *path,
                   const AlpAction *action)
{
  Asked *asked;

  /* one question at a time */
  if (self->game == NULL || self->asking)
    return;

  asked = g_new0 (Asked, 1);
  asked->self = g_object_ref (self);
  asked->game = g_object_ref (self->game);
  asked->path = g_strdup (path);
  asked->action = action != NULL ? alp_action_copy (action) : NULL;
  self->asking = TRUE;
  arriero_question_ask (GTK_WINDOW (self), alp_game_get_edition (self->game), path,
                        game_answered_cb, asked);
}

/* A new game on the user's copy: the assistant lays it out with the
 * table, asking for what the copy does not describe yet */
static void
new_game_my_copy_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  ArrieroSetupAssistant *assistant;

  if (self->asking)
    return;

  edition = arriero_edition_store_load (&error);
  if (edition == NULL)
    {
      /* no game on a copy whose file is broken: its window says why in
       * words, and offers the import that replaces the file */
      gtk_widget_activate_action (widget, "win.edit-edition", NULL);
      return;
    }

  assistant = arriero_setup_assistant_new (self, edition);
  gtk_window_present (GTK_WINDOW (assistant));
}

static void
edit_edition_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ArrieroEditionWindow *editor = arriero_edition_window_new (GTK_WINDOW (widget));

  gtk_window_present (GTK_WINDOW (editor));
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  refresh_start_page (self);
  if (self->continue_path == NULL)
    return;

  path = g_strdup (self->continue_path);
  if (!arriero_window_open_file (self, path, &error))
    show_toast (self, error->message, NULL, NULL);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!arriero_window_open_file (self, g_variant_get_string (parameter, NULL), &error))
    show_toast (self, error->message, NULL, NULL);
}

static void
start_page_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
}

/* Ctrl+N and the menu's New Game start nothing: they show the start
 * page's choices (players, example board or the user's copy), where a
 * game begins in a file of its own and the one left stays saved */
static void
choose_new_game_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
  gtk_widget_grab_focus (self->new_game_row);
}

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  if (self->game == NULL)
    return;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "score") == 0 &&
      alp_game_get_phase (self->game) != ALP_PHASE_OVER)
    {
      gtk_stack_set_visible_child_name (self->stack, "game");
      return;
    }

  arriero_score_page_set_game (self->score_page, self->game);
  gtk_stack_set_visible_child_name (self->stack, "score");
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autofree char *text = NULL;
  guint n;

  if (self->game == NULL || !alp_game_can_undo (self->game))
    return;

  n = alp_game_get_n_events (self->game);
  text = alp_game_describe_event (self->game, n - 1);
  alp_game_undo (self->game);
  if (alp_game_get_phase (self->game) != ALP_PHASE_OVER)
    gtk_stack_set_visible_child_name (self->stack, "game");

  {
    /* TRANSLATORS: "Undone: Blue moves to space 3 of segment 2." */
    g_autofree char *toast = g_strdup_printf (_("Undone: %s"), text);

    show_toast (self, toast, _("Redo"), "win.redo");
  }
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && alp_game_can_redo (self->game) && !alp_game_redo (self->game, &error))
    show_toast (self, error->message, NULL, NULL);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;

  alp_action_init (&action, ALP_ACTION_END_TURN);
  arriero_turn_panel_apply (self->turn_panel, &action);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;

  /* The app's die: the roll is recorded as an event like a physical one */
  alp_action_init (&action, ALP_ACTION_ZARA_ROLL);
  action.value = g_random_int_range (1, 7);
  arriero_turn_panel_apply (self->turn_panel, &action);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  AlpAction action;
  guint space, spot;

  g_variant_get (parameter, "(uu)", &space, &spot);
  alp_action_init (&action, ALP_ACTION_MOVE);
  action.space = space;
  action.spot = spot;
  arriero_turn_panel_apply (self->turn_panel, &action);
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
  update_title (self);
  update_actions (self);
}

/* The shortcuts window is built when first asked for, not with every
 * window as GtkApplication would build gtk/help-overlay.ui (about 9 ms of
 * the start-up here) */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  if (self->shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource (RESOURCE_PATH "/arriero-shortcuts.ui");

      self->shortcuts = g_object_ref_sink (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
    }
  gtk_window_present (self->shortcuts);
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  adw_flap_set_reveal_flap (self->history_flap, !adw_flap_get_reveal_flap (self->history_flap));
}

static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
destination_activated_cb (ArrieroWindow *self,
                          guint          space,
                          guint          spot)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.move", "(uu)", space, spot);
}

static gboolean
arriero_window_close_request (GtkWindow *window)
{
  ArrieroWindow *self = ARRIERO_WINDOW (window);

  save_game (self, SAVE_SYNC_NOW);

  if (self->settings != NULL && self->game != NULL)
    {
      const AlpSetup *setup = alp_game_get_setup (self->game);
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

  if (self->game != NULL)
    g_clear_signal_handler (&self->events_id, self->game);
  g_clear_object (&self->game);
  self->toast = NULL;
  g_clear_object (&self->next_toast);
  g_clear_handle_id (&self->toast_source, g_source_remove);
  g_clear_handle_id (&self->toast_target_source, g_source_remove);
  g_clear_object (&self->settings);
  if (self->shortcuts != NULL)
    gtk_window_destroy (self->shortcuts);
  g_clear_object (&self->shortcuts);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->file, arriero_game_file_free);
  g_clear_handle_id (&self->banner_timeout_id, g_source_remove);
  g_clear_pointer (&self->continue_path, g_free);

  G_OBJECT_CLASS (arriero_window_parent_class)->dispose (object);
}

static void
arriero_window_class_init (ArrieroWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = arriero_window_dispose;
  window_class->close_request = arriero_window_close_request;

  g_type_ensure (ARRIERO_TYPE_BOARD_VIEW);
  g_type_ensure (ARRIERO_TYPE_TURN_PANEL);
  g_type_ensure (ARRIERO_TYPE_SCORE_PAGE);

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
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, history_flap);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, player_list);
  gtk_widget_class_bind_template_child (widget_class, ArrieroWindow, score_page);
  gtk_widget_class_bind_template_callback (widget_class, destination_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, history_activate_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", "i", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.choose-new-game", NULL, choose_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-game-my-copy", NULL, new_game_my_copy_action);
  gtk_widget_class_install_action (widget_class, "win.edit-edition", NULL, edit_edition_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "win.start-page", NULL, start_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL, show_score_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "win.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "win.move", "(uu)", move_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);
}

static void
arriero_window_init (ArrieroWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->turn_panel, "edition-needed",
                           G_CALLBACK (edition_needed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_flap, "notify::reveal-flap",
                           G_CALLBACK (bind_history), self, G_CONNECT_SWAPPED);
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
  refresh_start_page (self);
  update_actions (self);
}

ArrieroWindow *
arriero_window_new (ArrieroApplication *application)
{
  return g_object_new (ARRIERO_TYPE_WINDOW, "application", application, NULL);
}
