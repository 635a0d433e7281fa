/* test-norias.c: norias in the app: those still to take in the middle of
 * an action (N2) in the turn panel and the players' row, large norias
 * apart from small ones and the choice of which go back (E2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-game-private.h"
#include "arriero-players-sidebar.h"
#include "arriero-test-app.h"
#include "arriero-test-rules.h"

/* The visible row titled @title in @panel's list @list_name, or NULL */
static GtkWidget *
find_row (ArrieroTurnPanel *panel,
          const char       *list_name,
          const char       *title)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               list_name));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row) && g_object_get_data (G_OBJECT (row), "title") != NULL &&
        g_strcmp0 (gtk_label_get_text (g_object_get_data (G_OBJECT (row), "title")), title) == 0)
      return row;
  return NULL;
}

static GtkWidget *
find_action_row (ArrieroTurnPanel *panel,
                 const char       *title)
{
  return find_row (panel, "actions_list", title);
}

static const char *
hint_of (ArrieroTurnPanel *panel)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                                       "hint_label")));
}

/* The visible rows of @panel's choices, their titles */
static GPtrArray *
choice_titles (ArrieroTurnPanel *panel)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               "choices_list"));
  GPtrArray *titles = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row) && g_object_get_data (G_OBJECT (row), "title") != NULL)
      g_ptr_array_add (titles, (gpointer) gtk_label_get_text (g_object_get_data (G_OBJECT (row), "title")));
  return titles;
}

static GtkWidget *
find_choice_row (ArrieroTurnPanel *panel,
                 const char       *title)
{
  return find_row (panel, "choices_list", title);
}

static AlpGame *open_noria_stop (ArrieroWindow *window,
                                 guint          norias,
                                 guint          large);

/* E2: holding 2 small norias and a large one, a spend of 1 (a fruit
 * swapped) may return the large one (2 small back as change) or a small
 * one: the panel asks, with
 * a row each, and the spend returns the pieces chosen; the players' row
 * shows small and large apart */
static void
test_large (AppFixture   *fixture,
            gconstpointer data)
{
  gboolean give_large = GPOINTER_TO_INT (data);
  ArrieroWindow *window = fixture->window;
  ArrieroTurnPanel *panel = get_panel (window);
  ArrieroTablePart *players = ARRIERO_TABLE_PART (find_child_of_type (GTK_WIDGET (window),
                                                                      ARRIERO_TYPE_PLAYERS_SIDEBAR));
  AlpGame *game = open_noria_stop (window, 5, 1);
  g_autoptr(GPtrArray) titles = NULL;
  guint n_events = alp_game_get_n_events (game);

  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), "norias 5/5 (2 small, 1 large),"));

  arriero_turn_panel_open_action (panel, ALP_ACTION_SPEND_NORIAS, ALP_NONE);
  g_assert_true (arriero_turn_panel_pick (panel, ALP_PICK_COST, 1));
  for (guint i = 0; i < 8; i++)
    {
      GArray *targets = arriero_turn_panel_get_targets (panel);

      if (targets == NULL || targets->len == 0)
        break;
      g_assert_true (arriero_turn_panel_pick (panel, g_array_index (targets, AlpPick, 0).kind,
                                              g_array_index (targets, AlpPick, 0).index));
    }
  settle ();
  /* the spend waits for the pieces: nothing applied yet */
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
  titles = choice_titles (panel);
  g_assert_cmpuint (titles->len, ==, 2);
  g_assert_cmpstr (titles->pdata[0], ==, "Small norias go back");
  g_assert_cmpstr (titles->pdata[1], ==, "1 large noria goes back");

  g_signal_emit_by_name (find_choice_row (panel, give_large ? "1 large noria goes back" : "Small norias go back"),
                         "activate");
  settle ();
  g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events + 1);
  g_assert_cmpuint (alp_game_get_norias (game, 0), ==, 4);
  g_assert_cmpuint (alp_game_get_large_norias (game, 0), ==, give_large ? 0 : 1);
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0),
                            give_large ? "norias 4/5," : "norias 4/5 (1 small, 1 large),"));
}

/* A 4-player game at the defaults in @window's session: mule 0 stopped
 * on a 2-noria space holding norias worth @norias, @large of them large */
static AlpGame *
open_noria_stop (ArrieroWindow *window,
                 guint          norias,
                 guint          large)
{
  g_autoptr(AlpGame) game = new_game_with_options ("complete-4p.json", 4, ALP_RULE_OPTIONS_DEFAULT);
  AlpState s = get_state (game);

  begin_act (&s, 0, find_standard (_alp_game_get_board (game), ALP_ICON_NORIA, 2), 0);
  set_norias (&s, 0, norias);
  s.players[0].large_norias = large;
  /* a fruit to swap for a spend of 1 */
  set_fruit (&s, 0, ALP_FRUIT_APPLE, 1);
  _alp_game_set_state (game, &s);
  /* the game starts there: the session's replays (undo, the timeline)
   * start from the game's initial position */
  *(AlpState *) _alp_game_get_initial (game) = s;
  arriero_session_set_game (arriero_window_get_session (window), game, NULL);
  settle ();

  return arriero_window_get_game (window);
}

/* N2: holding 4 on a 2-noria space, the action stops at 5 with one still
 * to take; the panel says so with the spend and the take, the players'
 * row shows it; spend 5, take the second */
static void
test_pending (AppFixture   *fixture,
              gconstpointer data)
{
  ArrieroWindow *window = fixture->window;
  ArrieroTurnPanel *panel = get_panel (window);
  ArrieroTablePart *players = ARRIERO_TABLE_PART (find_child_of_type (GTK_WIDGET (window),
                                                                      ARRIERO_TYPE_PLAYERS_SIDEBAR));
  AlpGame *game = open_noria_stop (window, 4, 0);
  AlpAction a;
  AlpActionKind kind;
  GtkWidget *take;

  g_assert_null (strstr (hint_of (panel), "still to take"));
  g_assert_null (find_action_row (panel, "Take the norias still to take"));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), "norias 4/5,"));

  /* the stop's norias: 1 taken, 1 held back */
  gtk_widget_activate_action (GTK_WIDGET (panel), "turn.do", "i", (gint) ALP_ACTION_TAKE_NORIAS);
  settle ();
  g_assert_cmpuint (alp_game_get_norias (game, 0), ==, 5);
  g_assert_cmpuint (alp_game_get_pending_norias (game), ==, 1);
  g_assert_cmpstr (hint_of (panel), ==, "1 noria still to take: spend norias first, or take it.");
  take = find_action_row (panel, "Take the norias still to take");
  g_assert_nonnull (take);
  g_assert_nonnull (find_action_row (panel, "Spend norias"));
  /* the spend's choices are open */
  g_assert_true (arriero_turn_panel_get_open_action (panel, &kind, NULL));
  g_assert_cmpint (kind, ==, ALP_ACTION_SPEND_NORIAS);
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), "norias 5/5, 1 to take,"));
  g_assert_null (strstr (arriero_table_part_get_item_text (players, 1), "to take"));
  {
    GtkWidget *counts = arriero_table_part_get_item (players, 0);
    g_autofree char *shown = NULL;

    /* the card's noria count, as drawn */
    for (GtkWidget *w = counts; w != NULL;)
      {
        if (GTK_IS_LABEL (w) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (w)), "5/5"))
          {
            shown = g_strdup (gtk_label_get_text (GTK_LABEL (w)));
            break;
          }
        if (gtk_widget_get_first_child (w) != NULL)
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != counts && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            w = w == counts ? NULL : gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_cmpstr (shown, ==, "5/5, 1 to take");
  }

  /* spend 5 for a farmer and 3 dirhams: still one to take */
  spend_five_action (game, &a);
  arriero_session_apply (arriero_window_get_session (window), &a, GTK_WINDOW (window), NULL, NULL);
  settle ();
  g_assert_cmpuint (alp_game_get_norias (game, 0), ==, 0);
  g_assert_cmpuint (alp_game_get_pending_norias (game), ==, 1);
  take = find_action_row (panel, "Take the norias still to take");
  g_assert_nonnull (take);

  /* the take row takes it */
  g_signal_emit_by_name (take, "activate");
  settle ();
  g_assert_cmpuint (alp_game_get_norias (game, 0), ==, 1);
  g_assert_cmpuint (alp_game_get_pending_norias (game), ==, 0);
  g_assert_null (strstr (hint_of (panel), "still to take"));
  g_assert_null (find_action_row (panel, "Take the norias still to take"));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), "norias 1/5,"));
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/ui/norias/N2/pending", test_pending);
  g_test_add ("/ui/norias/E2/large-back", AppFixture, GINT_TO_POINTER (TRUE), app_fixture_set_up, test_large,
              app_fixture_tear_down);
  g_test_add ("/ui/norias/E2/small-back", AppFixture, GINT_TO_POINTER (FALSE), app_fixture_set_up, test_large,
              app_fixture_tear_down);

  return g_test_run ();
}
