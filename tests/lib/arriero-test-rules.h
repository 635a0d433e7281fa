/* arriero-test-rules.h: building and arranging games for the rule tests
 *
 * Each rule test starts a game from a test edition with a fixed layout,
 * then writes the position it needs straight into the plain state instead
 * of playing long move sequences to reach it.  The arranging helpers move
 * pieces from one place to another, so every arranged position still
 * accounts for all pieces and alp_game_check() can run after each action.
 *
 * Part of the test library of tests/lib (libarriero-test-engine).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-edition-private.h"
#include "alp-error.h"
#include "alp-game-private.h"
#include "arriero-test-engine.h"

G_BEGIN_DECLS

/* The edition's segments laid go, m1, h1, m2, h2, m3, h3, m4, h4, end (in
 * the edition's own order of each kind); mule i on start spot i; market
 * card in fruit order; side A of every goal card; the first cards face up.
 * The delivery tokens are dealt by a seeded draw. */
AlpSetup *fixed_setup (AlpEdition *edition,
                       guint       n_players);

AlpGame *new_game (const char *edition_name,
                   guint       n_players);

/* The first standard space showing exactly @n times @icon and nothing else */
guint find_standard (const AlpBoard *board,
                     AlpIcon         icon,
                     guint           n);

/* The @nth (from 0) space of @kind on the track */
guint find_space (const AlpBoard *board,
                  AlpSpaceKind    kind,
                  guint           nth);

void put_mule (AlpState *s,
               guint     mule,
               guint     space,
               guint     spot);

/* @mule has just stopped at @space/@spot and is about to act */
void begin_act (AlpState *s,
                guint     mule,
                guint     space,
                guint     spot);

/* @mule is the one to move, standing at @space/@spot */
void begin_move (AlpState *s,
                 guint     mule,
                 guint     space,
                 guint     spot);

/* Sets what @player holds of @fruit, through the supply */
void set_fruit (AlpState *s,
                guint     player,
                guint     fruit,
                guint     n);

/* Sets what @region's farmland holds of @fruit, through the supply */
void set_farmland_fruit (AlpState *s,
                         guint     region,
                         guint     fruit,
                         guint     n);

/* Leaves @n of @fruit in the supply, the rest going to the green farmland
 * (or coming from the farmlands) */
void set_supply_fruit (AlpState *s,
                       guint     fruit,
                       guint     n);

void set_norias (AlpState *s,
                 guint     player,
                 guint     value);

/* Moves @n of @player's farmers from the supply to @region's farmland */
void add_farmers (AlpState *s,
                  guint     player,
                  guint     region,
                  guint     n);

/* Moves @n of @player's farmers from the supply to @region's village */
void add_village_farmers (AlpState *s,
                          guint     player,
                          guint     region,
                          guint     n);

/* Puts all of @player's farmers left in supply into @region's farmland */
void empty_farmer_supply (AlpState *s,
                          guint     player,
                          guint     region);

/* Takes delivery token @code from wherever it is and gives it to @player */
void give_token (AlpState *s,
                 guint     player,
                 guint     code);

/* Empties every village, the tokens going out of the game */
void clear_villages (AlpState *s);

void deal_token (AlpState *s,
                 guint     village,
                 guint     code);

AlpState get_state (AlpGame *game);

/* The game's state is @expect in every piece; only the event count and
 * the uses of the stop's actions are not compared. */
void assert_state_is (AlpGame        *game,
                      const AlpState *expect);

void apply_ok (AlpGame         *game,
               const AlpAction *action);

/* The action is refused by @rule and the state is left exactly as it was
 * (A13) */
void assert_refused_code (AlpGame         *game,
                          const AlpAction *action,
                          gint             code,
                          const char      *rule);

void assert_refused (AlpGame         *game,
                     const AlpAction *action,
                     const char      *rule);

void end_turn (AlpGame *game);

/* N1: the current player's spend of 5 norias, a farmer to the green
 * farmland on a fruit it holds (and 3 dirhams) */
void spend_five_action (AlpGame   *game,
                        AlpAction *action);

/* A11: the goal token the player cannot help taking */
void take_goal_token (AlpGame *game);

/* new_game() with the table options @options (AlpRuleOptions) */
AlpGame *new_game_with_options (const char *edition_name,
                                guint       n_players,
                                guint32     options);

/* @game's edition with @json (NULL: unknown) at @path, the state kept */
void set_edition_value (AlpGame    *game,
                        const char *path,
                        const char *json);

/* The action fails for want of the edition item at @path, and the state
 * is left exactly as it was */
void assert_needs (AlpGame         *game,
                   const AlpAction *action,
                   const char      *path);

/* The path of the dirhams of @spot of the end space */
char *end_value_path (AlpGame *game,
                      guint    spot);

G_END_DECLS
