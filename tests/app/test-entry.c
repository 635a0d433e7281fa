/* test-entry.c: entering turns through the board and the turn panel only
 *
 * Whole games played as a table would, with the keyboard: the board's
 * arrows and Enter to move, then the focused targets on the table's
 * parts (Enter on each pick) and End Turn; the focus must always be on
 * the next sensible target.  Also: a refused space says why, the arrows follow the
 * screen, and every space has an accessible name with its state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-board-view.h"
#include "arriero-table-part.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-track-place.h"
#include "arriero-turn-panel.h"

static ArrieroBoardView *
get_board (ArrieroWindow *window)
{
  return ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));
}

static GtkWidget *
focus_of (ArrieroWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The actions of the stop the rules make impossible: shown so, with the
 * rule's ID and words, and not to be opened */
static guint
check_not_possible (ArrieroTurnPanel *panel)
{
  guint n = 0;

  for (GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (panel)); box != NULL;
       box = gtk_widget_get_next_sibling (box))
    for (GtkWidget *list = gtk_widget_get_first_child (box); list != NULL;
         list = gtk_widget_get_next_sibling (list))
      {
        if (!GTK_IS_LIST_BOX (list))
          continue;
        for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
             row = gtk_widget_get_next_sibling (row))
          {
            GtkLabel *title = g_object_get_data (G_OBJECT (row), "title");
            GtkLabel *subtitle = g_object_get_data (G_OBJECT (row), "subtitle");

            if (!gtk_widget_get_visible (row) || title == NULL ||
                !g_str_has_suffix (gtk_label_get_text (title), ": not possible"))
              continue;
            n++;
            g_assert_false (gtk_widget_get_sensitive (row));
            g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
            g_assert_true (g_str_has_prefix (gtk_label_get_text (subtitle), "rule "));
          }
      }

  return n;
}

/* Runs the main loop until the game has @n_events, or the panel's picks
 * changed, or a second passed */
static void
wait_for_step (AlpGame          *game,
               guint             n_events,
               ArrieroTurnPanel *panel,
               guint             n_made)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

  while (alp_game_get_n_events (game) == n_events &&
         arriero_turn_panel_get_picks_made (panel)->len == n_made &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  settle ();
}

typedef struct
{
  guint turns;
  guint keys;
  guint not_possible;
  guint on_table;      /* picks keyed on the table's parts */
} Played;

/* A whole game with the keyboard only */
static void
play_by_keyboard (ArrieroWindow *window,
                  GRand         *rand,
                  Played        *played)
{
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  ArrieroTurnPanel *panel = get_panel (window);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint step = 0; step < 4000 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      guint n_events = alp_game_get_n_events (game);
      guint n_made = arriero_turn_panel_get_picks_made (panel)->len;
      GtkWidget *focus = focus_of (window);

      check_panel_lists (panel);
      if (g_getenv ("ENTRY_DEBUG"))
        g_printerr ("step %u phase %d focus %s %s\n", step, alp_game_get_phase (game),
                    focus ? G_OBJECT_TYPE_NAME (focus) : "-",
                    focus && GTK_IS_ACTIONABLE (focus) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)) : "");
      if (g_getenv ("ENTRY_DEBUG") && alp_game_get_phase (game) == ALP_PHASE_ACT && !gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)))
        {
          g_autofree char *e = alp_game_describe_event (game, alp_game_get_n_events (game) - 1);
          g_printerr ("last event %s; end visible %d mapped %d\n", e,
                      gtk_widget_get_visible (find_child_of_type (GTK_WIDGET (panel), GTK_TYPE_BUTTON)),
                      gtk_widget_get_mapped (find_child_of_type (GTK_WIDGET (panel), GTK_TYPE_BUTTON)));
        }
      switch (alp_game_get_phase (game))
        {
        case ALP_PHASE_MOVE:
          /* the board has the focus: arrows, then Enter */
          g_assert_true (focus == GTK_WIDGET (board));
          for (guint k = g_rand_int_range (rand, 0, 3); k > 0; k--)
            {
              static const guint arrows[] = { GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Up };

              g_assert_true (arriero_board_view_press_key (board, arrows[g_rand_int_range (rand, 0, 4)]));
              played->keys++;
            }
          g_assert_true (arriero_board_view_press_key (board, GDK_KEY_Return));
          played->keys++;
          break;

        case ALP_PHASE_ACT:
          /* the focus is on the next target, on the table, or on the
           * panel (End Turn, an action to open) when the table shows none */
          played->not_possible += check_not_possible (panel);
          g_assert_nonnull (focus);
          if (arriero_turn_panel_get_targets (panel)->len > 0 ||
              arriero_turn_panel_get_other_targets (panel)->len > 0)
            {
              g_assert_nonnull (gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TABLE_PART));
              g_assert_true (gtk_widget_has_css_class (gtk_widget_get_ancestor (focus, GTK_TYPE_BUTTON), "target"));
              played->on_table++;
            }
          else
            g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)));
          g_assert_true (gtk_widget_get_mapped (focus));
          g_assert_true (gtk_widget_get_sensitive (focus));
          /* now and then Down to another row first (Tab would do too) */
          if (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)) &&
              arriero_turn_panel_get_picks_made (panel)->len == 0 && g_rand_int_range (rand, 0, 3) == 0)
            {
              gtk_widget_child_focus (GTK_WIDGET (panel), GTK_DIR_DOWN);
              played->keys++;
              focus = focus_of (window);
              g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (panel)));
            }
          if (GTK_IS_BUTTON (focus))
            played->turns++;
          gtk_widget_activate (focus);
          played->keys++;
          break;

        case ALP_PHASE_ZARA_ROLL:
          gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
          break;

        default:
          /* the cards turned up and Zara's choice: the panel's list */
          play_step (window, rand);
          break;
        }
      wait_for_step (game, n_events, panel, n_made);
      /* something happened: an event, or a pick */
      g_assert_true (alp_game_get_n_events (game) != n_events ||
                     arriero_turn_panel_get_picks_made (panel)->len != n_made ||
                     alp_game_get_phase (game) == ALP_PHASE_ACT);
    }
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
}

static void
test_entry_keyboard_game (AppFixture    *fixture,
                          gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  Played played = { 0, 0, 0, 0 };

  play_by_keyboard (window, rand, &played);
  g_test_message ("%u turns ended, %u keys, %u picks on the table, %u actions shown not possible",
                  played.turns, played.keys, played.on_table, played.not_possible);
  g_assert_cmpuint (played.turns, >, 10);
  g_assert_cmpuint (played.on_table, >, 10);
}

/* A space the rules refuse says why: hovering (the board's words) and
 * clicking (the engine's refusal, in the panel) */
static void
test_entry_refused_space (AppFixture    *fixture,
                          gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint n_refused = 0;

  for (guint step = 0; step < 400 && n_refused < 3; step++)
    {
      if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
        for (guint space = 0; space < alp_game_get_n_spaces (game); space++)
          {
            g_autofree char *reason = arriero_board_view_get_refusal (board, space, 0);
            g_autofree char *name = NULL;
            guint n_events = alp_game_get_n_events (game);

            if (reason == NULL || alp_game_get_space_kind (game, space) != ALP_SPACE_STANDARD)
              continue;
            /* "rule T3: space 1 of segment 4 holds Blue's mule…" */
            g_assert_true (g_str_has_prefix (reason, "rule T"));
            name = arriero_board_view_describe_space (board, space, 0);
            g_assert_nonnull (strstr (name, reason));
            arriero_board_view_activate_space (board, space, 0);
            settle ();
            g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
            g_assert_cmpstr (arriero_turn_panel_get_message (panel), ==, reason);
            n_refused++;
            break;
          }
      play_step (window, rand);
    }
  g_assert_cmpuint (n_refused, ==, 3);
}

/* The arrows follow the screen: Right goes to a destination drawn further
 * right, Down further down */
static void
test_entry_arrows (AppFixture    *fixture,
                   gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  guint n_moved = 0;

  for (guint step = 0; step < 300; step++)
    {
      if (alp_game_get_phase (game) == ALP_PHASE_MOVE && arriero_board_view_get_n_marked (board) > 1)
        {
          static const struct { guint key; int dx, dy; } arrows[] = {
            { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Down, 0, 1 }, { GDK_KEY_Up, 0, -1 },
          };

          for (guint a = 0; a < G_N_ELEMENTS (arrows); a++)
            {
              AlpPosition before, after;
              double x0, y0, x1, y1;

              g_assert_true (arriero_board_view_get_focused (board, &before));
              g_assert_true (arriero_board_view_press_key (board, arrows[a].key));
              g_assert_true (arriero_board_view_get_focused (board, &after));
              if (before.space == after.space && before.spot == after.spot)
                continue;
              g_assert_true (arriero_board_view_get_space_center (board, before.space, before.spot, &x0, &y0));
              g_assert_true (arriero_board_view_get_space_center (board, after.space, after.spot, &x1, &y1));
              /* further in the arrow's direction on the screen */
              g_assert_cmpfloat ((x1 - x0) * arrows[a].dx + (y1 - y0) * arrows[a].dy, >, 0);
              n_moved++;
            }
        }
      play_step (window, rand);
    }
  g_assert_cmpuint (n_moved, >, 10);
}

/* Every space has a name with its state, and the steps are announced */
static void
test_entry_accessible_names (AppFixture    *fixture,
                             gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  ArrieroTurnPanel *panel = get_panel (window);

  for (guint step = 0; step < 60; step++)
    {
      for (guint space = 0; space < alp_game_get_n_spaces (game); space++)
        for (guint spot = 0; spot < MAX (alp_game_get_space_n_spots (game, space), 1); spot++)
          {
            g_autofree char *name = arriero_board_view_describe_space (board, space, spot);
            g_autofree char *where = alp_game_describe_position (game, space, spot);

            g_assert_true (g_str_has_prefix (name, where));
            for (guint m = 0; m < alp_game_get_n_mules (game); m++)
              {
                AlpPosition pos = alp_game_get_position (game, m);
                g_autofree char *mule = g_strdup_printf ("; %s’s mule", alp_game_get_mule_name (game, m));

                g_assert_true ((strstr (name, mule) != NULL) == (pos.space == space && pos.spot == spot));
              }
            if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
              {
                g_autofree char *reason = arriero_board_view_get_refusal (board, space, spot);

                g_assert_true (reason != NULL || strstr (name, "; the mule may stop here") != NULL);
              }
          }
      play_step (window, rand);
      if (alp_game_get_n_events (game) > 0 && arriero_turn_panel_get_targets (panel)->len == 0)
        {
          g_autofree char *event = alp_game_describe_event (game, alp_game_get_n_events (game) - 1);

          /* the step just made is announced */
          g_assert_true (g_str_has_prefix (arriero_turn_panel_get_announcement (panel), event));
        }
    }
}

/* The board's accessible children, one per place, in the track's order;
 * each checked: a button over its place, named with its state as
 * arriero_board_view_describe_space() says it */
static GPtrArray *
check_places (ArrieroBoardView *board,
              AlpGame          *game)
{
  GPtrArray *places = g_ptr_array_new ();
  AlpPosition focused = { ALP_NONE, ALP_NONE };
  gboolean moving = alp_game_get_phase (game) == ALP_PHASE_MOVE;
  guint n_places = 0;

  arriero_board_view_get_focused (board, &focused);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ArrieroTrackPlace *place;
      guint space, spot;
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;
      graphene_rect_t bounds;
      double x, y;

      g_assert_true (ARRIERO_IS_TRACK_PLACE (child));
      place = ARRIERO_TRACK_PLACE (child);
      space = arriero_track_place_get_space (place);
      spot = arriero_track_place_get_spot (place);
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)), ==,
                       GTK_ACCESSIBLE_ROLE_BUTTON);
      g_assert_true (gtk_widget_get_visible (child));

      name = arriero_board_view_describe_space (board, space, spot);
      g_assert_cmpstr (arriero_track_place_get_name (place), ==, name);
      reason = arriero_board_view_get_refusal (board, space, spot);
      g_assert_true (arriero_track_place_get_refused (place) == (reason != NULL));
      g_assert_true (!moving || reason == NULL || strstr (name, reason) != NULL);
      g_assert_true (arriero_track_place_get_selected (place) ==
                     (focused.space == space && focused.spot == spot));

      /* laid over the place the board draws */
      g_assert_true (arriero_board_view_get_space_center (board, space, spot, &x, &y));
      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (board), &bounds));
      g_assert_true (graphene_rect_contains_point (&bounds, &GRAPHENE_POINT_INIT (x, y)));
      g_ptr_array_add (places, child);
    }

  for (guint space = 0; space < alp_game_get_n_spaces (game); space++)
    n_places += alp_game_get_space_n_spots (game, space);
  g_assert_cmpuint (places->len, ==, n_places);

  return places;
}

/* Every place of the track is an accessible child of the board with its
 * name and state, kept up to date; activating one does what a click
 * does: a refused place says why, a marked one moves the mule there */
static void
test_entry_accessible_places (AppFixture    *fixture,
                              gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint n_refused = 0, n_moved = 0, n_keys = 0;

  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint step = 0; step < 2000 && alp_game_get_phase (game) != ALP_PHASE_OVER && n_moved < 15; step++)
    {
      g_autoptr(GPtrArray) places = check_places (board, game);

      if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
        {
          guint mule = alp_game_get_current (game);
          guint n_events = alp_game_get_n_events (game);
          ArrieroTrackPlace *refused = NULL;
          ArrieroTrackPlace *target = NULL;
          AlpPosition pos;
          g_autofree char *mule_words = g_strdup_printf ("; %s’s mule", alp_game_get_mule_name (game, mule));

          /* the keyboard's destination is the selected place */
          if (arriero_board_view_get_n_marked (board) > 1 &&
              arriero_board_view_press_key (board, GDK_KEY_Page_Down))
            {
              g_ptr_array_unref (check_places (board, game));
              n_keys++;
            }

          /* a destination as play_step() picks them: one of the first */
          g_autoptr(GArray) destinations = alp_game_list_destinations (game);
          AlpPosition *to = &g_array_index (destinations, AlpPosition,
                                            g_rand_int_range (rand, 0, MIN (destinations->len, 4)));

          for (guint i = 0; i < places->len; i++)
            {
              ArrieroTrackPlace *place = g_ptr_array_index (places, i);

              if (arriero_track_place_get_refused (place) && refused == NULL &&
                  g_rand_int_range (rand, 0, 2) == 0)
                refused = place;
              if (arriero_track_place_get_space (place) == to->space &&
                  arriero_track_place_get_spot (place) == to->spot)
                target = place;
            }

          if (refused != NULL && n_refused < 5)
            {
              g_autofree char *reason = arriero_board_view_get_refusal (board,
                                                                        arriero_track_place_get_space (refused),
                                                                        arriero_track_place_get_spot (refused));

              /* the screen reader's action: the panel says why */
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (refused), "place.activate", NULL));
              settle ();
              g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
              g_assert_cmpstr (arriero_turn_panel_get_message (panel), ==, reason);
              n_refused++;
            }

          g_assert_nonnull (target);
          g_assert_false (arriero_track_place_get_refused (target));
          g_assert_nonnull (strstr (arriero_track_place_get_name (target), "; the mule may stop here"));
          g_assert_true (gtk_widget_activate (GTK_WIDGET (target)));
          settle ();
          pos = alp_game_get_position (game, mule);
          g_assert_cmpuint (pos.space, ==, arriero_track_place_get_space (target));
          g_assert_cmpuint (pos.spot, ==, arriero_track_place_get_spot (target));
          /* the names follow the move */
          g_ptr_array_unref (check_places (board, game));
          g_assert_nonnull (strstr (arriero_track_place_get_name (target), mule_words));
          n_moved++;
          continue;
        }
      play_step (window, rand);
    }
  g_test_message ("%u moves and %u refusals through the places, %u keys", n_moved, n_refused, n_keys);
  g_assert_cmpuint (n_moved, ==, 15);
  g_assert_cmpuint (n_refused, ==, 5);
  g_assert_cmpuint (n_keys, >, 3);
}

/* A mule's move with many destinations: the track takes it, so the
 * panel lists no destination and no "Show more", only why spaces are
 * refused (each reason once, a few rows); the board has the focus, and
 * turn.choose still takes a destination as the track's click does */
static void
test_entry_move_list (AppFixture    *fixture,
                      gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-4p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = get_board (window);
  ArrieroTurnPanel *panel = get_panel (window);
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                               "choices_list"));
  GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (panel), ARRIERO_TYPE_TURN_PANEL,
                                                              "choices_label"));
  guint n_many = 0, n_refused = 0, n_chosen = 0;

  settle ();
  for (guint step = 0; step < 600 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      if (alp_game_get_phase (game) == ALP_PHASE_MOVE)
        {
          g_autoptr(GArray) destinations = alp_game_list_destinations (game);
          g_autoptr(GHashTable) reasons = g_hash_table_new (g_str_hash, g_str_equal);
          guint n_rows = 0, n_refused_choices = 0;

          check_panel_lists (panel);
          for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
               row = gtk_widget_get_next_sibling (row))
            {
              const char *title, *reason;

              if (!gtk_widget_get_visible (row))
                continue;
              title = gtk_label_get_text (g_object_get_data (G_OBJECT (row), "title"));
              reason = gtk_label_get_text (g_object_get_data (G_OBJECT (row), "subtitle"));
              g_assert_null (strstr (title, "Show more"));
              g_assert_true (gtk_widget_has_css_class (row, "refused"));
              g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), !=, "turn.choose");
              g_assert_true (g_str_has_prefix (reason, "rule "));
              g_assert_false (g_hash_table_contains (reasons, reason));
              g_hash_table_add (reasons, (gpointer) reason);
              n_rows++;
            }
          g_assert_cmpuint (n_rows, <=, 4);
          for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
            if (!arriero_turn_panel_get_choice (panel, i)->legal && !arriero_turn_panel_get_choice (panel, i)->missing)
              n_refused_choices++;
          /* a refused space is explained when there is one */
          g_assert_true ((n_rows > 0) == (n_refused_choices > 0));
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
          g_assert_nonnull (strstr (gtk_label_get_text (label), "marked space on the track"));
          /* the keyboard is on the track: arrows and Enter */
          g_assert_true (focus_of (window) == GTK_WIDGET (board));
          if (destinations->len > 12)
            {
              n_many++;
              n_refused += n_rows > 0;
            }

          /* now and then the destination through turn.choose, as a test
           * or the window may activate it */
          if (destinations->len > 12 && n_chosen < 3 && g_rand_boolean (rand))
            {
              guint mule = alp_game_get_current (game);

              for (guint i = 0; i < arriero_turn_panel_get_n_choices (panel); i++)
                {
                  /* (the panel's choices go with the step) */
                  AlpAction action = arriero_turn_panel_get_choice (panel, i)->action;
                  AlpPosition pos;

                  if (!arriero_turn_panel_get_choice (panel, i)->legal)
                    continue;
                  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", i));
                  settle ();
                  pos = alp_game_get_position (game, mule);
                  g_assert_cmpuint (pos.space, ==, action.space);
                  g_assert_cmpuint (pos.spot, ==, action.spot);
                  n_chosen++;
                  break;
                }
              continue;
            }
        }
      play_step (window, rand);
    }
  g_test_message ("%u moves with more than 12 destinations, %u of them with refused spaces, %u by turn.choose",
                  n_many, n_refused, n_chosen);
  g_assert_cmpuint (n_many, >, 3);
  g_assert_cmpuint (n_refused, >, 0);
  g_assert_cmpuint (n_chosen, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/entry/keyboard-game", test_entry_keyboard_game);
  APP_TEST_ADD ("/app/entry/T3/refused-space", test_entry_refused_space);
  APP_TEST_ADD ("/app/entry/arrows", test_entry_arrows);
  APP_TEST_ADD ("/app/entry/move-list", test_entry_move_list);
  APP_TEST_ADD ("/app/entry/accessible-names", test_entry_accessible_names);
  APP_TEST_ADD ("/app/entry/accessible-places", test_entry_accessible_places);

  return g_test_run ();
}
