/* arriero-games-page.c: the History page, every game played
 *
 * Every tracked or settled game of the games folder, newest first, with
 * its date, board, players and colours, totals and winner, all read from
 * the listing's summaries (arriero-game-store.c): the page never replays
 * a game, and its list view makes rows only for what is on screen, so a
 * thousand games open as fast as ten.  A game opens with win.open (the
 * session shows a finished game on its score page, an unfinished one
 * where it stopped); its delete button is win.delete-game, which the
 * window follows with an Undo toast.  A file that cannot be read is
 * listed with the reason and cannot be opened or deleted from here.
 * Beside the list, the statistics per player name
 * (arriero-game-stats.c); the list exports as CSV.
 *
 * Opening the page must show it within 100 ms, with a thousand games: a
 * listing that finds the same games as the last one changes nothing, the
 * statistics' rows are made after the page's first frame (their figures
 * are worked out at once), and a row's full players line is its tooltip
 * only when asked for (setting a tooltip on every bound row costs).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-setup.h"
#include "arriero-game-stats.h"
#include "arriero-game-store.h"
#include "arriero-games-page.h"

/* A saved game as a list item */
#define ARRIERO_TYPE_GAME_ITEM (arriero_game_item_get_type ())
G_DECLARE_FINAL_TYPE (ArrieroGameItem, arriero_game_item, ARRIERO, GAME_ITEM, GObject)

struct _ArrieroGameItem
{
  GObject           parent_instance;
  ArrieroSavedGame *saved;
};

G_DEFINE_FINAL_TYPE (ArrieroGameItem, arriero_game_item, G_TYPE_OBJECT)

static void
arriero_game_item_finalize (GObject *object)
{
  g_clear_pointer (&ARRIERO_GAME_ITEM (object)->saved, arriero_saved_game_unref);

  G_OBJECT_CLASS (arriero_game_item_parent_class)->finalize (object);
}

static void
arriero_game_item_class_init (ArrieroGameItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = arriero_game_item_finalize;
}

static void
arriero_game_item_init (ArrieroGameItem *self)
{
}

struct _ArrieroGamesPage
{
  GtkBox      parent_instance;

  GtkStack   *list_stack;
  GtkListView *list_view;
  GtkListBox *stats_list;

  GListStore *store;     /* ArrieroGameItem */
  GtkSliceListModel *slice;  /* the part of the store the view has */
  GPtrArray  *games;     /* ArrieroSavedGame, as listed */
  GPtrArray  *stats;     /* ArrieroPlayerStats */
  gboolean    stats_pending;  /* stats_list is not filled from stats yet */
  gulong      stats_paint_id; /* on the frame clock's after-paint */
  GdkFrameClock *stats_clock;
  gint64      stats_frame;    /* the frame drawn before the refresh */
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (ArrieroGamesPage, arriero_games_page, GTK_TYPE_BOX)

/* "1 Dec 2026, 06:41", in the user's time zone */
static char *
format_date (const char *iso)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_iso8601 (iso, NULL);
  g_autoptr(GDateTime) local = utc != NULL ? g_date_time_to_local (utc) : NULL;

  if (local == NULL)
    return g_strdup (iso);

  /* TRANSLATORS: a game's date in the History, see g_date_time_format();
   * %e pads the day with a space, which is dropped */
  {
    char *date = g_date_time_format (local, _("%e %b %Y, %H:%M"));

    /* GLib pads with a figure space (U+2007), which g_strchug() keeps */
    if (g_str_has_prefix (date, "\u2007"))
      memmove (date, date + strlen ("\u2007"), strlen (date) - strlen ("\u2007") + 1);

    return g_strchug (date);
  }
}

/* The two lines a game's row shows: its date and board, then its players
 * with their colours and totals, and how it stands.
 */
static void
describe (const ArrieroSavedGame  *saved,
          char                   **title,
          char                   **subtitle)
{
  const AlpSummary *summary = saved->summary;
  g_autofree char *date = NULL;
  g_autofree char *board = NULL;
  GString *players;

  if (summary == NULL)
    {
      *title = g_strdup (saved->name);
      /* TRANSLATORS: %s is the loader's reason, "event 4: rule T3: …" */
      *subtitle = g_strdup_printf (_("Cannot be opened: %s"), saved->problem);
      return;
    }

  date = format_date (summary->date);
  if (summary->board == NULL)
    board = g_strdup (_("settled, no board"));
  else if (summary->example)
    board = g_strdup (_("example board"));
  else
    board = g_strdup_printf (_("your copy, %s"), summary->board);
  /* TRANSLATORS: "1 Dec 2026, 06:41 · example board" */
  *title = g_strdup_printf (_("%s · %s"), date, board);

  players = g_string_new (NULL);
  for (guint p = 0; p < summary->n_players; p++)
    {
      const AlpSummaryPlayer *player = &summary->players[p];

      if (p > 0)
        g_string_append (players, ", ");
      /* TRANSLATORS: a player in the History: "Ana (blue) 31" */
      g_string_append_printf (players, _("%s (%s) %d"), player->name,
                              alp_colour_get_name (player->colour), player->total);
    }
  if (summary->zara)
    g_string_append (players, _(", and Zara"));

  if (!summary->finished)
    /* TRANSLATORS: "Ana (blue) 12, Ben (red) 9 · in progress" */
    *subtitle = g_strdup_printf (_("%s · in progress"), players->str);
  else if (summary->winner >= 0)
    /* TRANSLATORS: "Ana (blue) 31, Ben (red) 27 · Ana won" */
    *subtitle = g_strdup_printf (summary->settled ? _("%s · settled, %s won") : _("%s · %s won"),
                                 players->str, summary->players[summary->winner].name);
  else
    *subtitle = g_strdup_printf (summary->settled ? _("%s · settled, a shared win")
                                                  : _("%s · a shared win"), players->str);
  g_string_free (players, TRUE);
}

/* The players line, whole, where the row cuts it short */
static gboolean
subtitle_query_tooltip_cb (GtkWidget  *label,
                           int         x,
                           int         y,
                           gboolean    keyboard,
                           GtkTooltip *tooltip)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
    return FALSE;

  gtk_tooltip_set_text (tooltip, gtk_label_get_text (GTK_LABEL (label)));

  return TRUE;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_widget_set_has_tooltip (subtitle, TRUE);
  g_signal_connect (subtitle, "query-tooltip", G_CALLBACK (subtitle_query_tooltip_cb), NULL);
  /* one line: a wrapped label is measured for every width */
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_set_tooltip_text (delete, _("Delete this game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Delete"), -1);

  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (row), icon);
  gtk_box_append (GTK_BOX (row), texts);
  gtk_box_append (GTK_BOX (row), delete);
  gtk_list_item_set_child (item, row);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item)
{
  ArrieroGameItem *game = gtk_list_item_get_item (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *icon = gtk_widget_get_first_child (row);
  GtkWidget *texts = gtk_widget_get_next_sibling (icon);
  GtkWidget *delete = gtk_widget_get_next_sibling (texts);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean readable = game->saved->summary != NULL;

  describe (game->saved, &title, &subtitle);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (texts)), title);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (texts)), subtitle);
  gtk_widget_set_visible (icon, !readable);
  gtk_widget_set_visible (delete, readable);
  /* the target first: the action takes a path, and a button with no
   * target would be one for another action */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (delete), g_variant_new_string (game->saved->path));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (delete), "win.delete-game");
  gtk_list_item_set_activatable (item, readable);
}

#define PAGE_SIZE 20

static void
edge_reached_cb (ArrieroGamesPage *self,
                 GtkPositionType   position)
{
  guint size = gtk_slice_list_model_get_size (self->slice);

  if (position == GTK_POS_BOTTOM && size < g_list_model_get_n_items (G_LIST_MODEL (self->store)))
    gtk_slice_list_model_set_size (self->slice, size + PAGE_SIZE);
}

/* A page of rows that does not fill a tall window cannot be scrolled, so
 * its end is never reached: take the next page at once */
static void
list_size_changed_cb (ArrieroGamesPage *self,
                      GtkAdjustment    *adjustment)
{
  if (gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) &&
      gtk_adjustment_get_page_size (adjustment) > 0)
    edge_reached_cb (self, GTK_POS_BOTTOM);
}

static void
list_activate_cb (ArrieroGamesPage *self,
                  guint             position)
{
  g_autoptr(ArrieroGameItem) item = g_list_model_get_item (G_LIST_MODEL (self->store), position);

  if (item == NULL || item->saved->summary == NULL)
    return;

  /* a settled game opens on the Settle a Score page (win.open-settled) */
  gtk_widget_activate_action (GTK_WIDGET (self), item->saved->summary->settled ? "win.open-settled" : "win.open",
                              "s", item->saved->path);
}

static char *
format_count (const ArrieroRecordCount *count)
{
  /* TRANSLATORS: "3 games, 2 won" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game, %u won", "%u games, %u won", count->games),
                          count->games, count->wins);
}

/* The lines of a player's row, made when it is first expanded: the
 * lines of a collapsed row are measured all the same */
static void
stats_row_expanded_cb (AdwExpanderRow *row)
{
  const ArrieroPlayerStats *stats = g_object_get_data (G_OBJECT (row), "stats");

  if (!adw_expander_row_get_expanded (row) || stats == NULL)
    return;
  g_signal_handlers_disconnect_by_func (row, stats_row_expanded_cb, NULL);
  for (guint n = 2; n <= 4; n++)
    if (stats->by_players[n].games > 0)
      {
        GtkWidget *line = adw_action_row_new ();
        g_autofree char *title = g_strdup_printf (_("With %u players"), n);
        g_autofree char *figures = format_count (&stats->by_players[n]);

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), title);
        adw_action_row_set_subtitle (ADW_ACTION_ROW (line), figures);
        adw_expander_row_add_row (row, line);
      }
  if (stats->against_zara.games > 0)
    {
      GtkWidget *line = adw_action_row_new ();
      g_autofree char *figures = format_count (&stats->against_zara);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), _("Against Zara"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (line), figures);
      adw_expander_row_add_row (row, line);
    }
}

/* @stats is an item of @all, which the row keeps */
static GtkWidget *
stats_row (GPtrArray                *all,
           const ArrieroPlayerStats *stats)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = NULL;
  g_autofree char *games = NULL;
  g_autofree char *wins = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), stats->name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", stats->games),
                           stats->games);
  wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", stats->wins),
                          stats->wins);
  /* TRANSLATORS: a player's statistics: "3 games · 1 win (33%) · average
   * 41.0 · best 52" */
  subtitle = g_strdup_printf (_("%s · %s (%.0f%%) · average %.1f · best %d"),
                              games, wins,
                              100 * arriero_player_stats_get_win_rate (stats),
                              arriero_player_stats_get_average (stats), stats->best);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  g_object_set_data (G_OBJECT (row), "stats", (gpointer) stats);
  g_object_set_data_full (G_OBJECT (row), "all-stats", g_ptr_array_ref (all), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (stats_row_expanded_cb), NULL);

  return row;
}

static void
stop_waiting_for_paint (ArrieroGamesPage *self)
{
  /* a clock disposed with its window has dropped its handlers */
  if (self->stats_paint_id != 0 && g_signal_handler_is_connected (self->stats_clock, self->stats_paint_id))
    g_signal_handler_disconnect (self->stats_clock, self->stats_paint_id);
  self->stats_paint_id = 0;
  g_clear_object (&self->stats_clock);
}

/* The statistics' rows, from self->stats */
static void
fill_stats_list (ArrieroGamesPage *self)
{
  GtkWidget *child;

  stop_waiting_for_paint (self);
  if (!self->stats_pending)
    return;
  self->stats_pending = FALSE;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stats_list))) != NULL)
    gtk_list_box_remove (self->stats_list, child);
  for (guint i = 0; i < self->stats->len; i++)
    gtk_list_box_append (self->stats_list, stats_row (self->stats, self->stats->pdata[i]));
  gtk_widget_set_visible (GTK_WIDGET (self->stats_list), self->stats->len > 0);
}

static void
stats_after_paint_cb (GdkFrameClock    *clock,
                      ArrieroGamesPage *self)
{
  /* a refresh in a frame's after-paint hears that frame's end */
  if (gdk_frame_clock_get_frame_counter (clock) > self->stats_frame)
    fill_stats_list (self);
}

/* Whether @games lists the same games as @old, in the same order: the
 * listing gives the same summary for a file that did not change */
static gboolean
same_games (GPtrArray *old,
            GPtrArray *games)
{
  if (old == NULL || old->len != games->len)
    return FALSE;
  for (guint i = 0; i < games->len; i++)
    if (old->pdata[i] != games->pdata[i])
      return FALSE;

  return TRUE;
}

/**
 * arriero_games_page_refresh:
 *
 * Lists the games folder again (from the summaries, see
 * arriero_game_store_list_games()) and works out the statistics; their
 * rows follow after the next frame of a page on screen.
 */
void
arriero_games_page_refresh (ArrieroGamesPage *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) games = NULL;
  GtkNative *native;
  GdkFrameClock *clock;

  g_return_if_fail (ARRIERO_IS_GAMES_PAGE (self));

  games = arriero_game_store_list_games ();
  if (same_games (self->games, games))
    return;

  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->stats, g_ptr_array_unref);
  self->games = g_steal_pointer (&games);
  self->stats = arriero_game_stats_by_player (self->games);

  for (guint i = 0; i < self->games->len; i++)
    {
      ArrieroGameItem *item = g_object_new (ARRIERO_TYPE_GAME_ITEM, NULL);

      item->saved = arriero_saved_game_ref (self->games->pdata[i]);
      g_ptr_array_add (items, item);
    }
  /* the view makes a row for each item it has, up to 200, whatever it
   * shows: it has a page of them, and more as it scrolls to the end */
  gtk_slice_list_model_set_size (self->slice, PAGE_SIZE);
  g_list_store_splice (self->store, 0, g_list_model_get_n_items (G_LIST_MODEL (self->store)),
                       items->pdata, items->len);
  gtk_stack_set_visible_child_name (self->list_stack, self->games->len > 0 ? "list" : "empty");

  /* the rows of the statistics after the first frame (the page may be
   * about to be shown), at once where no frame comes */
  self->stats_pending = TRUE;
  stop_waiting_for_paint (self);
  /* the window's: a page not shown yet has none of its own */
  native = gtk_widget_get_native (GTK_WIDGET (self));
  clock = native != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (native)) : NULL;
  if (clock == NULL)
    {
      fill_stats_list (self);
      return;
    }
  self->stats_clock = g_object_ref (clock);
  self->stats_frame = gdk_frame_clock_get_frame_counter (clock);
  self->stats_paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (stats_after_paint_cb), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
}

/**
 * arriero_games_page_export:
 * @path: the CSV file to write
 *
 * Writes the list as CSV: one row per player per game
 * (arriero_game_stats_to_csv()).
 */
gboolean
arriero_games_page_export (ArrieroGamesPage  *self,
                           const char        *path,
                           GError           **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), FALSE);

  if (self->games == NULL)
    arriero_games_page_refresh (self);
  csv = arriero_game_stats_to_csv (self->games);

  return g_file_set_contents_full (path, csv, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error);
}

static void
chooser_response_cb (ArrieroGamesPage *self,
                     int               response)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (self->chooser))) != NULL &&
      (path = g_file_get_path (file)) != NULL &&
      !arriero_games_page_export (self, path, &error))
    {
      /* TRANSLATORS: %s is the system's reason */
      g_autofree char *text = g_strdup_printf (_("The list could not be exported: %s"), error->message);

      gtk_widget_activate_action (GTK_WIDGET (self), "win.show-message", "s", text);
    }
  g_clear_object (&self->chooser);
}

static void
export_clicked_cb (ArrieroGamesPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Export the Games as CSV"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), "arriero-games.csv");
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Returns: (transfer none) (element-type ArrieroSavedGame): the games listed */
GPtrArray *
arriero_games_page_get_games (ArrieroGamesPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), NULL);

  return self->games;
}

/* Returns: (transfer none) (element-type ArrieroPlayerStats): the statistics shown */
GPtrArray *
arriero_games_page_get_stats (ArrieroGamesPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), NULL);

  return self->stats;
}

/* Returns: (transfer none): the list's model, an item per game */
GListModel *
arriero_games_page_get_model (ArrieroGamesPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), NULL);

  return G_LIST_MODEL (self->store);
}

GtkWidget *
arriero_games_page_get_list_view (ArrieroGamesPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), NULL);

  return GTK_WIDGET (self->list_view);
}

/* Returns: (transfer none): the statistics' list, filled */
GtkWidget *
arriero_games_page_get_stats_list (ArrieroGamesPage *self)
{
  g_return_val_if_fail (ARRIERO_IS_GAMES_PAGE (self), NULL);

  fill_stats_list (self);

  return GTK_WIDGET (self->stats_list);
}

static void
arriero_games_page_dispose (GObject *object)
{
  ArrieroGamesPage *self = ARRIERO_GAMES_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  stop_waiting_for_paint (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_GAMES_PAGE);
  g_clear_object (&self->slice);
  g_clear_object (&self->store);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->stats, g_ptr_array_unref);

  G_OBJECT_CLASS (arriero_games_page_parent_class)->dispose (object);
}

static void
arriero_games_page_class_init (ArrieroGamesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_games_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-games-page.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamesPage, list_stack);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamesPage, list_view);
  gtk_widget_class_bind_template_child (widget_class, ArrieroGamesPage, stats_list);
  gtk_widget_class_bind_template_callback (widget_class, list_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
}

static void
arriero_games_page_init (ArrieroGamesPage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->store = g_list_store_new (ARRIERO_TYPE_GAME_ITEM);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), NULL);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  self->slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->store)), 0, PAGE_SIZE);
  {
    g_autoptr(GtkNoSelection) selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->slice)));

    gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  }
  g_signal_connect_object (gtk_widget_get_parent (GTK_WIDGET (self->list_view)), "edge-reached",
                           G_CALLBACK (edge_reached_cb), self, G_CONNECT_SWAPPED);
  {
    GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_parent (GTK_WIDGET (self->list_view)));

    g_signal_connect_object (gtk_scrolled_window_get_vadjustment (scroller), "changed",
                             G_CALLBACK (list_size_changed_cb), self, G_CONNECT_SWAPPED);
  }
}
