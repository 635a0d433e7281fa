/* test-table-input.c: picks made on the table, not in the turn panel
 *
 * A whole 3-player game played through clicks on the table only: the
 * track for the mule's destination, then the marked items of the table's
 * parts (farmlands, canal, villages, cards, goals, the pick tray) for
 * every pick, the cards turned up clicked among the display's cards, End
 * Turn.  A refused target says why with its rule's ID, and the
 * keyboard's focus stays on a target after each pick.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-game-table.h"
#include "alp-record.h"
#include "arriero-board-view.h"
#include "arriero-display-view.h"
#include "arriero-drawing.h"
#include "arriero-game-store.h"
#include "arriero-session.h"
#include "arriero-table-part.h"
#include "arriero-test-app.h"
#include "arriero-test-question.h"
#include "arriero-test-table.h"
#include "arriero-turn-panel.h"

/* A click on the item: its button activated, as Enter or a click does,
 * and the main loop run until the click arrived */
static void
click_item (const Marked *m)
{
  GtkWidget *button = arriero_table_part_get_item (m->part, m->index);
  /* set to NULL by the click */
  gpointer waiting = button;
  gulong id = g_signal_connect_swapped (button, "clicked", G_CALLBACK (g_nullify_pointer), &waiting);
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  g_assert_true (gtk_widget_activate (button));
  while (waiting != NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (waiting);
  g_signal_handler_disconnect (button, id);
  settle ();
}

/* A whole game through the table: returns how many picks were clicked */
static guint
play_on_table (ArrieroWindow *window,
               GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);
  ArrieroBoardView *board = ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));
  guint n_clicks = 0;

  for (guint step = 0; step < 4000 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      guint n_events = alp_game_get_n_events (game);

      g_assert_true (arriero_window_get_game (window) == game);

      switch (alp_game_get_phase (game))
        {
        case ALP_PHASE_MOVE:
          {
            g_autoptr(GArray) dests = alp_game_list_destinations (game);
            const AlpPosition *to;

            g_assert_cmpuint (dests->len, >, 0);
            to = &g_array_index (dests, AlpPosition, g_rand_int_range (rand, 0, MIN (dests->len, 4)));
            arriero_board_view_activate_space (board, to->space, to->spot);
          }
          break;

        case ALP_PHASE_ACT:
        case ALP_PHASE_ZARA_CHOOSE:
        case ALP_PHASE_REVEAL:
          {
            g_autoptr(GArray) targets = marked_items (GTK_WIDGET (window), ARRIERO_MARK_TARGET, TRUE);
            guint n_made = arriero_turn_panel_get_picks_made (get_panel (window))->len;

            /* now and then the turn ends with actions left, as a table may */
            if (alp_game_get_phase (game) == ALP_PHASE_ACT &&
                (targets->len == 0 || (n_made == 0 && g_rand_int_range (rand, 0, 8) == 0)))
              {
                gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
                break;
              }
            g_assert_cmpuint (targets->len, >, 0);
            click_item (&g_array_index (targets, Marked, g_rand_int_range (rand, 0, targets->len)));
            n_clicks++;
            /* a pick that did not apply the action leaves the next pick's targets */
            if (alp_game_get_n_events (game) == n_events)
              {
                g_autoptr(GArray) next = marked_items (GTK_WIDGET (window), ARRIERO_MARK_TARGET, TRUE);

                g_assert_cmpuint (arriero_turn_panel_get_picks_made (get_panel (window))->len, >, n_made);
                g_assert_cmpuint (next->len, >, 0);
              }
            continue;
          }

        case ALP_PHASE_ZARA_ROLL:
          gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
          break;

        default:
          play_step (window, rand);
          break;
        }
      settle ();
    }

  return n_clicks;
}

static void
test_table_whole_game (AppFixture    *fixture,
                       gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (1414);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  g_autoptr(AlpScore) score = NULL;
  g_autoptr(AlpScore) saved_score = NULL;
  g_autoptr(AlpGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *saved_text = NULL;
  guint n_clicks;

  g_assert_cmpuint (alp_game_get_n_players (game), ==, 3);
  n_clicks = play_on_table (window, rand);
  g_test_message ("%u picks clicked on the table, %u events", n_clicks, alp_game_get_n_events (game));
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_OVER);
  g_assert_cmpuint (n_clicks, >, 20);

  /* the score of the game the clicks made, and of the game saved */
  score = alp_game_get_score (game);
  g_assert_nonnull (score);
  arriero_session_save_durably (arriero_window_get_session (window));
  saved = alp_record_load_from_file (arriero_session_get_path (arriero_window_get_session (window)), &error);
  g_assert_no_error (error);
  saved_score = alp_game_get_score (saved);
  text = alp_score_to_text (score);
  saved_text = alp_score_to_text (saved_score);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, saved_text);
}

/* A refused target says why, with its rule's ID: in its tooltip, and in
 * the panel when clicked; nothing is applied */
static void
test_table_refused_target (AppFixture    *fixture,
                           gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint n_refused = 0;

  for (guint step = 0; step < 1500 && n_refused < 3 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      g_autoptr(GArray) refused = marked_items (GTK_WIDGET (window), ARRIERO_MARK_REFUSED, TRUE);

      if (refused->len > 0 && alp_game_get_phase (game) == ALP_PHASE_ACT)
        {
          const Marked *m = &g_array_index (refused, Marked, 0);
          GtkWidget *item = arriero_table_part_get_item (m->part, m->index);
          const char *tooltip = arriero_widget_get_words (item);
          const char *message, *rule;
          guint n_events = alp_game_get_n_events (game);

          g_assert_nonnull (strstr (tooltip, "Refused: rule "));
          click_item (m);
          g_assert_cmpuint (alp_game_get_n_events (game), ==, n_events);
          message = arriero_turn_panel_get_message (panel);
          g_assert_nonnull (message);
          g_assert_true (g_str_has_prefix (message, "rule "));
          /* the rule's ID ("rule A3: …") in the tooltip and the message */
          rule = message + strlen ("rule ");
          g_assert_nonnull (strstr (tooltip, message));
          g_assert_nonnull (strchr (rule, ':'));
          g_assert_cmpstr (arriero_turn_panel_get_announcement (panel), ==, message);
          n_refused++;
        }
      play_step (window, rand);
    }
  g_assert_cmpuint (n_refused, ==, 3);
}

/* After each pick the keyboard's focus is on a target of the next pick,
 * on the table; Enter on it makes the pick */
static void
test_table_keyboard (AppFixture    *fixture,
                     gconstpointer  data)
{
  g_autoptr(AlpEdition) edition = load_edition ("complete-23p.json");
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint n_keyed = 0;

  /* the keyboard's focus starts on the board, as the window gives it */
  gtk_widget_grab_focus (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));

  for (guint step = 0; step < 3000 && n_keyed < 40 && alp_game_get_phase (game) != ALP_PHASE_OVER; step++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
      ArrieroTablePart *part;

      if (alp_game_get_phase (game) == ALP_PHASE_ACT &&
          (arriero_turn_panel_get_targets (panel)->len > 0 || arriero_turn_panel_get_other_targets (panel)->len > 0))
        {
          guint n_events = alp_game_get_n_events (game);
          guint n_made = arriero_turn_panel_get_picks_made (panel)->len;
          gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

          /* the focus is on a marked item of a part of the table */
          g_assert_nonnull (focus);
          if (gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TABLE_PART) == NULL)
            g_test_message ("focus on %s %s", G_OBJECT_TYPE_NAME (focus), gtk_widget_get_css_name (focus));
          part = ARRIERO_TABLE_PART (gtk_widget_get_ancestor (focus, ARRIERO_TYPE_TABLE_PART));
          g_assert_nonnull (part);
          g_assert_true (gtk_widget_has_css_class (gtk_widget_get_ancestor (focus, GTK_TYPE_BUTTON), "target"));
          gtk_widget_activate (focus);
          while (alp_game_get_n_events (game) == n_events &&
                 arriero_turn_panel_get_picks_made (panel)->len == n_made && g_get_monotonic_time () < end)
            g_main_context_iteration (NULL, FALSE);
          settle ();
          g_assert_true (alp_game_get_n_events (game) != n_events ||
                         arriero_turn_panel_get_picks_made (panel)->len != n_made);
          n_keyed++;
          continue;
        }
      play_step (window, rand);
    }
  g_assert_cmpuint (n_keyed, ==, 40);
}

/* The display view's items marked as targets and shown: the cards of
 * the page shown */
static GArray *
shown_cards (ArrieroTablePart *display)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < 200; i++)
    {
      GtkWidget *item = arriero_table_part_get_item (display, i);

      if (item != NULL && gtk_widget_is_drawable (item) &&
          arriero_table_part_get_mark (display, i) == ARRIERO_MARK_TARGET)
        g_array_append_val (out, i);
    }
  return out;
}

static gboolean
in_display (AlpGame *game,
            guint    card)
{
  for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
    if (alp_game_get_display_card (game, d) == card)
      return TRUE;
  return FALSE;
}

/* The recorded 4-player game up to its @nth card turned up (from 0), in
 * the window, on its copy or on @edition: the display is to be refilled
 * from the deck */
static AlpGame *
open_at_reveal (ArrieroWindow *window,
                guint          nth,
                AlpEdition    *edition)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "data", "games", "four-players.json",
                                            NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpGame) recorded = alp_record_load_from_file (path, &error);
  g_autoptr(AlpGame) game = NULL;
  g_autofree char *save = arriero_game_store_new_path ();
  guint seen = 0, last = 0;

  g_assert_no_error (error);
  game = alp_game_new (edition != NULL ? edition : alp_game_get_edition (recorded), alp_game_get_setup (recorded),
                       &error);
  g_assert_no_error (error);
  while (last < alp_game_get_n_events (recorded) &&
         (alp_game_get_event (recorded, last)->kind != ALP_ACTION_REVEAL_CARD || seen++ != nth))
    last++;
  g_assert_cmpuint (last, >, 0);
  g_assert_cmpuint (last, <, alp_game_get_n_events (recorded));
  for (guint i = 0; i + 1 < last; i++)
    {
      g_assert_true (alp_game_apply (game, alp_game_get_event (recorded, i), &error));
      g_assert_no_error (error);
    }
  arriero_session_set_game (arriero_window_get_session (window), game, save);
  settle ();
  g_assert_true (arriero_window_get_game (window) == game);
  /* the delivery that empties a place, entered with the focus on the
   * board (as the window gives it): the step keeps it on the table */
  gtk_widget_grab_focus (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));
  g_assert_true (alp_game_apply (game, alp_game_get_event (recorded, last - 1), &error));
  g_assert_no_error (error);
  settle ();
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_REVEAL);

  return game;
}

/* The card turned up is a click on the table's grid of the cards that
 * can be it (never a row of the panel), drawn and named as the display's
 * cards, at most 12 a page; the empty place is marked; then the display
 * holds the card clicked.  The second time, by the keyboard: Enter on
 * the card the focus went to. */
static void
test_table_card_turned_up (AppFixture    *fixture,
                           gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1414);
  ArrieroWindow *window = app_fixture_open_window (fixture);
  ArrieroTurnPanel *panel = get_panel (window);
  ArrieroTablePart *display = ARRIERO_TABLE_PART (find_child_of_type (GTK_WIDGET (window),
                                                                      ARRIERO_TYPE_DISPLAY_VIEW));
  g_autoptr(GRegex) name = g_regex_new ("^Delivery card: [0-9]+ [a-z]+(, [0-9]+ [a-z]+)* for -?[0-9]+ dirhams?$",
                                        0, 0, NULL);

  g_assert_nonnull (display);
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GArray) page = NULL;
      g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
      guint n_targets, n_awaited = 0, index, card;
      GtkWidget *more;
      AlpGame *game;

      GtkWidget *focused;

      game = open_at_reveal (window, round, NULL);
      /* the focus went to a card that can be turned up */
      focused = gtk_root_get_focus (GTK_ROOT (window));
      focused = focused != NULL ? gtk_widget_get_ancestor (focused, GTK_TYPE_BUTTON) : NULL;
      g_assert_nonnull (focused);
      g_assert_true (gtk_widget_get_ancestor (focused, ARRIERO_TYPE_DISPLAY_VIEW) == GTK_WIDGET (display));
      g_assert_true (gtk_widget_has_css_class (focused, "target"));
      n_targets = arriero_turn_panel_get_targets (panel)->len;
      g_assert_cmpuint (n_targets, >, 1);
      /* nothing to choose from in the panel: no list of cards */
      g_assert_cmpuint (arriero_turn_panel_get_n_choices (panel), ==, 0);

      /* the empty place, marked as awaiting the card */
      for (guint d = 0; d < ALP_MAX_DISPLAY; d++)
        {
          GtkWidget *item = arriero_table_part_get_item (display, d);

          if (gtk_widget_is_drawable (item) && gtk_widget_has_css_class (item, "awaited"))
            {
              g_assert_cmpuint (alp_game_get_display_card (game, d), ==, ALP_NONE);
              g_assert_nonnull (strstr (arriero_table_part_get_item_text (display, d), "empty"));
              n_awaited++;
            }
        }
      g_assert_cmpuint (n_awaited, >=, 1);

      /* every page at most 12 cards, named as the display's; the pages
       * together every card the pick offers */
      for (guint p = 0; p < 3; p++)
        {
          g_autoptr(GArray) cards = shown_cards (display);

          g_assert_cmpuint (cards->len, >, 0);
          g_assert_cmpuint (cards->len, <=, 12);
          for (guint i = 0; i < cards->len; i++)
            {
              guint it = g_array_index (cards, guint, i);
              const char *text = arriero_table_part_get_item_text (display, it);

              g_assert_cmpuint (it, >=, ALP_MAX_DISPLAY);
              g_assert_true (g_regex_match (name, text, 0, NULL));
              g_hash_table_add (seen, GUINT_TO_POINTER (it));
            }
          if (g_hash_table_size (seen) == n_targets)
            break;
          /* the next page */
          more = find_named (GTK_WIDGET (display), "more-cards");
          g_assert_nonnull (more);
          g_assert_true (gtk_widget_is_drawable (more));
          g_signal_emit_by_name (more, "clicked");
          settle ();
        }
      g_assert_cmpuint (g_hash_table_size (seen), ==, n_targets);

      /* the pick: a click on a card, or Enter on the one the focus is on */
      page = shown_cards (display);
      if (round == 0)
        {
          Marked m = { display, g_array_index (page, guint, g_rand_int_range (rand, 0, page->len)) };

          index = m.index;
          click_item (&m);
        }
      else
        {
          GtkWidget *button;
          Marked m = { display, 0 };

          /* back to the page of the card the focus went to */
          for (guint p = 0; p < 3 && !gtk_widget_is_drawable (focused); p++)
            {
              g_signal_emit_by_name (find_named (GTK_WIDGET (display), "more-cards"), "clicked");
              settle ();
            }
          g_clear_pointer (&page, g_array_unref);
          page = shown_cards (display);
          button = focused;
          index = G_MAXUINT;
          for (guint i = 0; i < page->len; i++)
            if (arriero_table_part_get_item (display, g_array_index (page, guint, i)) == button)
              index = g_array_index (page, guint, i);
          g_assert_cmpuint (index, !=, G_MAXUINT);
          m.index = index;
          click_item (&m);
        }
      card = index - ALP_MAX_DISPLAY;
      g_assert_true (alp_game_get_event (game, alp_game_get_n_events (game) - 1)->kind == ALP_ACTION_REVEAL_CARD);
      g_assert_cmpuint (alp_game_get_event (game, alp_game_get_n_events (game) - 1)->card, ==, card);
      g_assert_true (in_display (game, card));
      g_test_message ("round %u: %u cards offered, card %u turned up", round, n_targets, card);
    }
}

/* A card the copy does not describe yet can be the one turned up: shown
 * by its back as "not described yet", and a click on it asks the
 * session's question; the answer applies it */
static void
test_table_card_not_described (AppFixture    *fixture,
                               gconstpointer  data)
{
  ArrieroWindow *window = app_fixture_open_window (fixture);
  ArrieroTurnPanel *panel = get_panel (window);
  ArrieroTablePart *display = ARRIERO_TABLE_PART (find_child_of_type (GTK_WIDGET (window),
                                                                      ARRIERO_TYPE_DISPLAY_VIEW));
  AlpGame *game = open_at_reveal (window, 0, NULL);
  g_autoptr(AlpEdition) full = g_object_ref (alp_game_get_edition (game));
  g_autoptr(AlpEdition) less = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const AlpAction *last;
  ArrieroQuestion *question;
  GtkWidget *item;
  guint card;

  /* the last card offered, on the grid's last page */
  g_assert_cmpuint (arriero_turn_panel_get_targets (panel)->len, >, 12);
  card = g_array_index (arriero_turn_panel_get_targets (panel), AlpPick,
                        arriero_turn_panel_get_targets (panel)->len - 1).index;
  path = g_strdup_printf ("delivery_cards.cards[%u]", card);
  less = alp_edition_with_value (full, path, NULL, &error);
  g_assert_no_error (error);
  game = open_at_reveal (window, 0, less);
  g_assert_false (alp_game_get_card_known (game, card));

  item = arriero_table_part_get_item (display, ALP_MAX_DISPLAY + card);
  g_assert_cmpstr (arriero_table_part_get_item_text (display, ALP_MAX_DISPLAY + card), ==,
                   "Delivery card: not described yet");
  g_assert_cmpint (arriero_table_part_get_mark (display, ALP_MAX_DISPLAY + card), ==, ARRIERO_MARK_TARGET);
  g_assert_false (gtk_widget_is_drawable (item));
  g_signal_emit_by_name (find_named (GTK_WIDGET (display), "more-cards"), "clicked");
  settle ();
  g_assert_true (gtk_widget_is_drawable (item));
  click_item (&(Marked) { display, ALP_MAX_DISPLAY + card });

  /* the session's question for the card, then the card applied */
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_cmpstr (arriero_question_get_path (question), ==, path);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_REVEAL);
  g_assert_cmpuint (answer_all (full), ==, 1);
  settle ();
  g_assert_true (alp_game_get_card_known (game, card));
  last = alp_game_get_event (game, alp_game_get_n_events (game) - 1);
  g_assert_cmpint (last->kind, ==, ALP_ACTION_REVEAL_CARD);
  g_assert_cmpuint (last->card, ==, card);
  g_assert_true (in_display (game, card));
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD ("/app/table-input/whole-game", test_table_whole_game);
  APP_TEST_ADD ("/app/table-input/refused-target", test_table_refused_target);
  APP_TEST_ADD ("/app/table-input/keyboard", test_table_keyboard);
  APP_TEST_ADD ("/app/table-input/card-turned-up", test_table_card_turned_up);
  APP_TEST_ADD ("/app/table-input/card-not-described", test_table_card_not_described);

  return g_test_run ();
}
