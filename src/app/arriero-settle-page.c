/* arriero-settle-page.c: Settle a Score, for a game that was not tracked
 *
 * The table types what each player holds at the end (a row each,
 * ArrieroSettleRow) and sees the score as it types: the same score page
 * as a tracked game's end (ArrieroScorePage: table, bars, sheet), worked
 * out by the engine exactly as `arriero-cli settle` works it out
 * (alp_settled_get_score(), that is alp_score_settle()).  No edition is
 * needed: nothing printed on the copy is asked.  Saved, the settled game
 * is a file of the games folder (AlpSettled through ArrieroGameFile, as a
 * game is saved), and every change after that is saved to it; the
 * players' names and colours are remembered as the setup assistant
 * remembers them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-game-store.h"
#include "arriero-score-page.h"
#include "arriero-settings.h"
#include "arriero-settle-page.h"
#include "arriero-settle-row.h"

struct _ArrieroSettlePage
{
  GtkWidget         parent_instance;

  GtkEntry         *players_entry;
  GtkBox           *rows_box;
  GtkLabel         *problem_label;
  GtkLabel         *saved_label;
  ArrieroScorePage *score_page;

  ArrieroSettleRow *rows[ALP_MAX_PLAYERS];
  GSettings        *settings;     /* (nullable): without the schema, nothing is remembered */
  guint             n_players;
  GDateTime        *date;         /* when the game was settled */
  AlpSettled       *settled;      /* (nullable): what was read last, when it reads */
  AlpScore         *score;        /* (nullable): its score, when it has one */
  char             *problem;      /* (nullable): why there is no score */
  char             *path;         /* (nullable): the file, once saved */
  ArrieroGameFile  *file;
  gboolean          filling;
};

G_DEFINE_FINAL_TYPE (ArrieroSettlePage, arriero_settle_page, GTK_TYPE_WIDGET)

static void
show_problem (ArrieroSettlePage *self,
              const char        *problem)
{
  g_free (self->problem);
  self->problem = g_strdup (problem);
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
}

static void
show_saved (ArrieroSettlePage *self,
            const GError      *error)
{
  g_autofree char *name = self->path != NULL ? g_filename_display_basename (self->path) : NULL;
  g_autofree char *text = NULL;

  if (error != NULL)
    /* TRANSLATORS: the reason is a sentence of its own */
    text = g_strdup_printf (_("Not saved: %s"), error->message);
  else if (name != NULL)
    /* TRANSLATORS: %s is a file name, as game-20261201-140500.json */
    text = g_strdup_printf (_("Saved with the games as %s; what you change now is saved as you type."), name);
  gtk_label_set_text (self->saved_label, text != NULL ? text : "");
}

/* Reads every row and works the score out; a saved game is saved again */
static void
update (ArrieroSettlePage *self)
{
  g_autoptr(AlpSettled) settled = NULL;
  g_autoptr(GError) error = NULL;
  const char *text;
  gint64 n;

  if (self->filling)
    return;

  text = gtk_editable_get_text (GTK_EDITABLE (self->players_entry));
  if (g_ascii_string_to_signed (text, 10, 2, ALP_MAX_PLAYERS, &n, NULL))
    self->n_players = n;
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    gtk_widget_set_visible (GTK_WIDGET (self->rows[p]), p < self->n_players);

  g_clear_pointer (&self->settled, alp_settled_free);
  g_clear_pointer (&self->score, alp_score_free);
  settled = alp_settled_new (self->n_players);
  g_clear_pointer (&settled->date, g_date_time_unref);
  settled->date = g_date_time_ref (self->date);
  for (guint p = 0; p < self->n_players; p++)
    if (!arriero_settle_row_read (self->rows[p], &settled->holdings[p], &settled->colours[p], &error))
      {
        show_problem (self, error->message);
        return;
      }

  self->score = alp_settled_get_score (settled, &error);
  if (self->score == NULL)
    {
      show_problem (self, error->message);
      return;
    }
  show_problem (self, NULL);
  self->settled = g_steal_pointer (&settled);
  arriero_score_page_set_score (self->score_page, self->score);

  if (self->file != NULL)
    {
      gboolean saved = arriero_game_file_save_settled (self->file, self->settled, FALSE, &error);

      show_saved (self, saved ? NULL : error);
    }
}

static void
remember_players (ArrieroSettlePage *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) names_strv = NULL;
  g_auto(GStrv) colours_strv = NULL;

  if (self->settings == NULL || self->settled == NULL)
    return;

  for (guint p = 0; p < self->settled->n_players; p++)
    {
      g_strv_builder_add (names, self->settled->holdings[p].name);
      g_strv_builder_add (colours, alp_colour_to_string (self->settled->colours[p]));
    }
  names_strv = g_strv_builder_end (names);
  colours_strv = g_strv_builder_end (colours);
  g_settings_set_strv (self->settings, "last-players", (const char * const *) names_strv);
  g_settings_set_strv (self->settings, "last-colours", (const char * const *) colours_strv);
  g_settings_set_int (self->settings, "last-player-count", self->settled->n_players);
}

/**
 * arriero_settle_page_save:
 *
 * Saves the settled game with the games (a new file the first time,
 * arriero_game_store_new_path()), durably, and remembers the players.
 * From then on every change is saved to the same file.
 *
 * Returns: %FALSE when there is no score yet (the page says why) or the
 *   file cannot be written
 */
gboolean
arriero_settle_page_save (ArrieroSettlePage  *self,
                          GError            **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (ARRIERO_IS_SETTLE_PAGE (self), FALSE);

  update (self);
  if (self->settled == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           self->problem != NULL ? self->problem : _("There is no score to save"));
      return FALSE;
    }

  if (self->file == NULL)
    {
      self->path = arriero_game_store_new_path ();
      self->file = arriero_game_file_new (self->path);
    }
  if (!arriero_game_file_save_settled (self->file, self->settled, TRUE, &local_error))
    {
      show_saved (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  show_saved (self, NULL);
  remember_players (self);

  return TRUE;
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  /* the page says why, under the fields or beside the button */
  arriero_settle_page_save (ARRIERO_SETTLE_PAGE (widget), NULL);
}

/**
 * arriero_settle_page_close:
 *
 * Lets the saved file go (durably saved first); the page shows what it
 * showed, but a change is no longer saved.
 */
void
arriero_settle_page_close (ArrieroSettlePage *self)
{
  g_return_if_fail (ARRIERO_IS_SETTLE_PAGE (self));

  if (self->file != NULL && self->settled != NULL)
    arriero_game_file_save_settled (self->file, self->settled, TRUE, NULL);
  g_clear_pointer (&self->file, arriero_game_file_free);
  g_clear_pointer (&self->path, g_free);
  show_saved (self, NULL);
}

static void
set_n_players (ArrieroSettlePage *self,
               guint              n_players)
{
  g_autofree char *text = g_strdup_printf ("%u", n_players);

  self->n_players = n_players;
  gtk_editable_set_text (GTK_EDITABLE (self->players_entry), text);
}

/**
 * arriero_settle_page_reset:
 *
 * A new settled game, dated now: the players of the last game (names,
 * colours, how many), and every number empty.
 */
void
arriero_settle_page_reset (ArrieroSettlePage *self)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  guint n_players = 3;

  g_return_if_fail (ARRIERO_IS_SETTLE_PAGE (self));

  arriero_settle_page_close (self);
  if (self->settings != NULL)
    {
      names = g_settings_get_strv (self->settings, "last-players");
      colours = g_settings_get_strv (self->settings, "last-colours");
      n_players = CLAMP (g_settings_get_int (self->settings, "last-player-count"), 2, ALP_MAX_PLAYERS);
    }

  self->filling = TRUE;
  set_n_players (self, n_players);
  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      AlpColour colour = (AlpColour) p;
      const char *name = names != NULL && p < g_strv_length (names) ? names[p] : NULL;

      if (colours != NULL && p < g_strv_length (colours))
        alp_colour_from_string (colours[p], &colour);
      arriero_settle_row_set_player (self->rows[p], name, colour);
      arriero_settle_row_clear (self->rows[p]);
    }
  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = g_date_time_new_now_utc ();
  self->filling = FALSE;
  update (self);
}

/**
 * arriero_settle_page_load:
 * @path: a settled game's file (alp_settled_load_from_file())
 *
 * Shows a saved settled game; what is changed is saved to it.
 */
gboolean
arriero_settle_page_load (ArrieroSettlePage  *self,
                          const char         *path,
                          GError            **error)
{
  g_autoptr(AlpSettled) settled = NULL;

  g_return_val_if_fail (ARRIERO_IS_SETTLE_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if ((settled = alp_settled_load_from_file (path, error)) == NULL)
    return FALSE;

  arriero_settle_page_close (self);
  self->filling = TRUE;
  set_n_players (self, settled->n_players);
  for (guint p = 0; p < settled->n_players; p++)
    arriero_settle_row_set_holdings (self->rows[p], &settled->holdings[p], settled->colours[p]);
  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = g_date_time_ref (settled->date);
  self->path = g_strdup (path);
  self->file = arriero_game_file_new (path);
  self->filling = FALSE;
  update (self);
  show_saved (self, NULL);

  return TRUE;
}

/**
 * arriero_settle_page_get_score:
 *
 * Returns: (nullable) (transfer none): the score of what is typed, %NULL
 *   while it has none (arriero_settle_page_get_problem() says why)
 */
const AlpScore *
arriero_settle_page_get_score (ArrieroSettlePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETTLE_PAGE (self), NULL);

  return self->score;
}

/**
 * arriero_settle_page_get_problem:
 *
 * Returns: (nullable): why what is typed has no score
 */
const char *
arriero_settle_page_get_problem (ArrieroSettlePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETTLE_PAGE (self), NULL);

  return self->problem;
}

/**
 * arriero_settle_page_get_path:
 *
 * Returns: (nullable): the settled game's file, once saved
 */
const char *
arriero_settle_page_get_path (ArrieroSettlePage *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETTLE_PAGE (self), NULL);

  return self->path;
}

static void
arriero_settle_page_dispose (GObject *object)
{
  ArrieroSettlePage *self = ARRIERO_SETTLE_PAGE (object);
  GtkWidget *child;

  if (self->file != NULL)
    arriero_settle_page_close (self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->settled, alp_settled_free);
  g_clear_pointer (&self->score, alp_score_free);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->date, g_date_time_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_SETTLE_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (arriero_settle_page_parent_class)->dispose (object);
}

/* Typing starts at the first field: how many play */
static gboolean
arriero_settle_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (ARRIERO_SETTLE_PAGE (widget)->players_entry));
}

static void
arriero_settle_page_class_init (ArrieroSettlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_settle_page_dispose;
  widget_class->grab_focus = arriero_settle_page_grab_focus;

  g_type_ensure (ARRIERO_TYPE_SCORE_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-settle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettlePage, players_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettlePage, rows_box);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettlePage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettlePage, saved_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSettlePage, score_page);
  gtk_widget_class_install_action (widget_class, "settle.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "settle.save", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
arriero_settle_page_init (ArrieroSettlePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = arriero_settings_new ();
  self->n_players = 3;
  self->date = g_date_time_new_now_utc ();

  for (guint p = 0; p < ALP_MAX_PLAYERS; p++)
    {
      self->rows[p] = ARRIERO_SETTLE_ROW (arriero_settle_row_new (p));
      gtk_box_append (self->rows_box, GTK_WIDGET (self->rows[p]));
      g_signal_connect_object (self->rows[p], "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  g_signal_connect_object (self->players_entry, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  arriero_settle_page_reset (self);
}
