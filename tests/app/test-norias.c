/* test-norias.c: norias in the app: those still to take in the middle of
 * an action (N2) in the turn panel and the players' row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-game-private.h"
#include "arriero-players-sidebar.h"
#include "arriero-test-app.h"
#include "arriero-test-rules.h"

/* The row of @panel's actions titled @title, or NULL */
static GtkWidget *
find_action_row (ArrieroTurnPanel *panel,
                 const char       *title)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               "actions_list"));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row) && g_object_get_data (G_OBJECT (row), "title") != NULL &&
        g_strcmp0 (gtk_label_get_text (g_object_get_data (G_OBJECT (row), "title")), title) == 0)
      return row;
  return NULL;
}

static const char *
hint_of (ArrieroTurnPanel *panel)
{
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                                       "hint_label")));
}

/* A 4-player game at the defaults in @window's session: mule 0 stopped
 * on a 2-noria space holding @norias */
static AlpGame *
open_noria_stop (ArrieroWindow *window,
                 guint          norias)
{
  g_autoptr(AlpGame) game = new_game_with_options ("complete-4p.json", 4, ALP_RULE_OPTIONS_DEFAULT);
  AlpState s = get_state (game);

  begin_act (&s, 0, find_standard (_alp_game_get_board (game), ALP_ICON_NORIA, 2), 0);
  set_norias (&s, 0, norias);
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
  AlpGame *game = open_noria_stop (window, 4);
  AlpState s;
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
  /* the spend's choices are open, and no other action of the stop */
  g_assert_true (arriero_turn_panel_get_open_action (panel, &kind, NULL));
  g_assert_cmpint (kind, ==, ALP_ACTION_SPEND_NORIAS);
  g_assert_null (find_action_row (panel, "Take dirhams"));
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
  s = get_state (game);
  alp_action_init (&a, ALP_ACTION_SPEND_NORIAS);
  a.cost = 5;
  a.to[0] = ALP_REGION_GREEN;
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    if (s.farmlands[ALP_REGION_GREEN].fruit[f] > 0)
      {
        a.fruit[0] = f;
        break;
      }
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

  return g_test_run ();
}
