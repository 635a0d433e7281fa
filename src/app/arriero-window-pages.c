/* arriero-window-pages.c: the window's pages and the way between them
 *
 * The start page of ArrieroWindow (Continue and the saved games) and the
 * actions that switch its stack between the start page, the game, its
 * score page, the Settle a Score page and the History.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-game-store.h"
#include "arriero-rules-window.h"
#include "arriero-window-private.h"

/* The start page: Continue and the newest saved games (and Continue's,
 * however old); the History lists them all.  Each row is made, styled and
 * measured before the window's first frame: 12 rows cost a start-up with
 * saved games about 8 ms of CPU more than these */
#define MAX_LISTED 5

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
      if (saved->problem_rule != NULL)
        {
          GtkWidget *why = gtk_button_new_with_label (_("Why?"));

          gtk_widget_set_valign (why, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (why, "flat");
          arriero_rules_set_why (why, saved->problem_rule);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), why);
        }
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

void
_arriero_window_refresh_start_page (ArrieroWindow *self)
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
start_page_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  _arriero_window_refresh_start_page (self);
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

  _arriero_window_refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
  gtk_widget_grab_focus (self->new_game_row);
}

/* The Settle a Score page, made when first shown: its four players' rows
 * of fields would cost every start-up a measure and a few milliseconds */
static ArrieroSettlePage *
get_settle_page (ArrieroWindow *self)
{
  if (self->settle_page == NULL)
    {
      self->settle_page = ARRIERO_SETTLE_PAGE (g_object_new (ARRIERO_TYPE_SETTLE_PAGE, NULL));
      gtk_stack_add_named (self->stack, GTK_WIDGET (self->settle_page), "settle");
    }

  return self->settle_page;
}

/* Settle a Score: a game that was not tracked, from the holdings; no
 * edition needed */
static void
settle_score_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  arriero_settle_page_reset (get_settle_page (self));
  gtk_stack_set_visible_child_name (self->stack, "settle");
  gtk_widget_grab_focus (GTK_WIDGET (self->settle_page));
}

/* A settled game saved with the games, shown again on its page */
static void
open_settled_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!arriero_settle_page_load (get_settle_page (self), g_variant_get_string (parameter, NULL), &error))
    {
      _arriero_window_show_toast (self, error->message, NULL, NULL);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "settle");
  gtk_widget_grab_focus (GTK_WIDGET (self->settle_page));
}

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  if (game_of (self) == NULL)
    return;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "score") == 0 &&
      alp_game_get_phase (game_of (self)) != ALP_PHASE_OVER)
    {
      gtk_stack_set_visible_child_name (self->stack, "game");
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "score");
}

/* The History page: every game played (ArrieroGamesPage) */
static void
show_games_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ArrieroWindow *self = ARRIERO_WINDOW (widget);

  arriero_games_page_refresh (_arriero_window_get_games_page (self));
  gtk_stack_set_visible_child_name (self->stack, "games");
}

void
_arriero_window_class_init_pages (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.choose-new-game", NULL, choose_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.start-page", NULL, start_page_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL, show_score_action);
  gtk_widget_class_install_action (widget_class, "win.settle-score", NULL, settle_score_action);
  gtk_widget_class_install_action (widget_class, "win.open-settled", "s", open_settled_action);
  gtk_widget_class_install_action (widget_class, "win.show-games", NULL, show_games_action);
}
