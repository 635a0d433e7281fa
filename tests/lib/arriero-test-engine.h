/* arriero-test-engine.h: loading editions and comparing games, for the
 * engine tests (and the app tests that need a game of their own)
 *
 * Part of the test library of tests/lib (libarriero-test-engine): GLib,
 * json-glib and the engine, never GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-edition.h"
#include "alp-score.h"
#include "alp-game-private.h"
#include "alp-setup.h"
#include "arriero-test-util.h"

G_BEGIN_DECLS

/* An edition of tests/data/editions by its file name, or, for a name that
 * starts with "data/", a file of the source tree's data/ folder */
AlpEdition *load_edition (const char *name);

/* @text parsed as JSON, which it must be */
JsonNode *parse_json (const char *text);

/* A setup of @n_players with everything drawn from @rand */
AlpSetup *random_setup (AlpEdition *edition,
                        guint       n_players,
                        GRand      *rand);

/* A game of @n_players on @edition, its setup drawn from @rand */
AlpGame *draw_game (AlpEdition *edition,
                    guint       n_players,
                    GRand      *rand);

/* The hand-worked holdings files of tests/data/holdings (NAME.json, each
 * with its results worked by hand in NAME.score.json), sorted */
GPtrArray *holdings_files (void);

/* The holdings of @path, which must load; @n_players is set */
AlpHoldings *load_holdings (const char *path,
                            guint      *n_players);

/* Checks @score, as alp_score_to_node() writes it (`arriero-cli settle
 * --json`), against the results worked by hand for the holdings file
 * @holdings_path: each player's total and rank, the winner, the E4 tie-break */
void assert_score_as_worked (JsonNode   *score,
                             const char *holdings_path);

/* How many events the game file at @path holds (it must load) */
guint events_on_disk (const char *path);

/* The whole position of @game is @expected, byte for byte */
void assert_game_state (AlpGame        *game,
                        const AlpState *expected);

/* @a and @b stand at the same position, byte for byte */
void assert_same_state (AlpGame *a,
                        AlpGame *b);

/* What a GListModel::items-changed handler saw last, and how often */
typedef struct
{
  guint position;
  guint removed;
  guint added;
  guint n_calls;
} ItemsChanged;

/* Connect it with @changed as user data */
void items_changed_cb (GListModel   *model,
                       guint         position,
                       guint         removed,
                       guint         added,
                       ItemsChanged *changed);

/* @print with its delivery cards not described, but for those a game on
 * @setup needs from the start (the face-up ones) */
AlpEdition *without_cards (AlpEdition     *print,
                           const AlpSetup *setup);

/* @print with every delivery card described as it lies face up: its
 * front and value, not its back */
AlpEdition *without_backs (AlpEdition *print);

/* The table's answer for @path from its copy @print, into @game; FALSE and
 * @error when the game does not replay on it.  alp_game_test_edition() is
 * asserted to say the same first, and to change nothing */
gboolean answer_from_copy (AlpGame     *game,
                           AlpEdition  *print,
                           const char  *path,
                           GError     **error);

/* @action into @game, each missing item answered from @print */
void apply_answering (AlpGame         *game,
                      AlpEdition      *print,
                      const AlpAction *action);

/* Whether the step is Zara's that reads only a back (Z6, or Z7 after her
 * card is turned) */
gboolean reads_back (AlpGame *game);

/* A 2-player game on @print without its cards, before Zara's first back
 * that no card left in the deck shows (@seen); %NULL when no seed of 50
 * leads to one */
AlpGame *game_before_unseen_back (AlpEdition *print,
                                  AlpAction  *shown,
                                  AlpAction  *seen,
                                  AlpGame   **truth);

G_END_DECLS
