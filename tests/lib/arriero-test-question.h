/* arriero-test-question.h: answering Arriero's questions about the copy the
 * way a person would, and playing a step, for the GTK tests
 *
 * The forms are filled from a complete reference edition
 * (tests/data/editions/complete-23p.json) through their own widgets
 * (arriero_test_form_enter()), then Save.
 *
 * Part of the test library of tests/lib (libarriero-test-app).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-question.h"
#include "arriero-setup-assistant.h"
#include "arriero-test-app.h"

G_BEGIN_DECLS

/* Every list the turn panel shows has at most 12 rows and no two rows
 * that read the same */
void check_panel_lists (ArrieroTurnPanel *panel);

/* tests/data/editions/complete-23p.json, the answers to every question */
AlpEdition *load_reference (void);
/* The reference copy with nothing known of the standard spaces' icons */
AlpEdition *load_without_icons (void);

ArrieroQuestion *find_question (void);

/* The setup assistant shown, if one is */
ArrieroSetupAssistant *find_setup_assistant (void);

/* The interactions set_spin(), set_drop_down(), set_switch() and the Save
 * of answer_known() took since the last call: a number typed in is one, a
 * drop-down opened and picked two, a switch one, Save one; a widget left
 * as it was none */
guint take_interactions (void);

void click_named (GtkWidget  *root,
                  const char *name);

void set_spin (ArrieroQuestion *question,
               const char      *name,
               gint             value);

void set_drop_down (ArrieroQuestion *question,
                    const char      *name,
                    guint            index);

void set_switch (ArrieroQuestion *question,
                 const char      *name,
                 gboolean         active);

/* The setup assistant's segments page: the table enters the shapes the
 * page asks as @reference has them, clicking "Same as" when the page
 * offers the right shape; returns the interactions it took */
guint enter_segment_shapes (ArrieroSetupAssistant *assistant,
                            AlpEdition            *reference);

/* The setup assistant's tokens page: the table deals @reference's tokens
 * as the page draws their fruits and types each count it does not show */
guint enter_village_tokens (ArrieroSetupAssistant *assistant,
                            AlpEdition            *reference);

/* The same page's farmlands: for each the copy does not describe, the
 * table types how many fields of each fruit @reference's shows (a number
 * per fruit it has fields of).  Returns: how many numbers it typed */
guint enter_farmland_fields (ArrieroSetupAssistant *assistant,
                             AlpEdition            *reference);

/* The setup assistant's goals page: the table ticks the goal lying face
 * up on each card the page asks it of, as @reference has it: a card the
 * copy does not describe as dealt (the card's side A face up for the
 * first card from the left, B for the second, and so on), a card known
 * by one side with its other side up.  Returns: how many ticks it took */
guint enter_goal_cards (ArrieroSetupAssistant *assistant,
                        AlpEdition            *reference);

/* The setup assistant's page of face-up cards: the table deals
 * @reference's cards as the page draws them and describes each the copy
 * does not describe yet in its form on the page */
guint enter_display_cards (ArrieroSetupAssistant *assistant,
                           AlpEdition            *reference);

/* Everything the page of @assistant shown now asks the table to enter as
 * it lays the board out (the shapes, the villages' tokens, the
 * farmlands' fields, the goal cards, the face-up cards), from
 * @reference.  Returns: how many interactions it took */
guint enter_setup_page (ArrieroSetupAssistant *assistant,
                        AlpEdition            *reference);

/* Fills the form with @value, as the table reads its copy */
void fill (ArrieroQuestion *question,
           JsonNode        *value);

/* Answers every question the window asks now, as a person would; returns
 * how many there were.  Nothing @known describes may be asked. */
guint answer_known (AlpEdition *reference,
                    AlpEdition *known);

guint answer_all (AlpEdition *reference);

typedef void (*AnswerFunc) (const char *path,
                            guint       interactions,
                            gpointer    user_data);

/* The same, @func hearing of each answer: the item's path and the
 * interactions the answer took (take_interactions() counts them too) */
guint answer_known_full (AlpEdition *reference,
                         AlpEdition *known,
                         AnswerFunc  func,
                         gpointer    user_data);

/* A choice a person can take: a legal one, or one the copy does not
 * describe yet (taking it asks) */
guint pick_choice (ArrieroTurnPanel *panel,
                   GRand            *rand);

/* One step of play through the window's actions, as in test-window.c */
void play_step (ArrieroWindow *window,
                GRand         *rand);

/* The same by a table that reads its own copy, @copy (complete): the cards
 * it turns up and the backs it reports for Zara are ones that copy's deck
 * can show, as a real table's are; play_step() takes any the app accepts,
 * and the app accepts any back while a card is not described */
void play_step_on_copy (ArrieroWindow *window,
                        AlpEdition    *copy,
                        GRand         *rand);

/* The same by a keen table: at a stop it takes the first action it can,
 * a market delivery and a goal before the rest, and ends the turn only
 * when none is left, so a game reaches every question a copy asks */
void play_step_keen (ArrieroWindow *window,
                     AlpEdition    *copy,
                     GRand         *rand);

G_END_DECLS
