/* alp-game.h: one game of Alpujarras, as the table plays it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "alp-action.h"
#include "alp-edition.h"
#include "alp-score.h"
#include "alp-setup.h"

G_BEGIN_DECLS

typedef enum
{
  ALP_GAME_PHASE_MOVE,         /* the player to move moves their mule */
  ALP_GAME_PHASE_ACT,          /* actions, noria spends, End turn */
  ALP_GAME_PHASE_REVEAL,       /* the table turns up a delivery card */
  ALP_GAME_PHASE_ZARA_ROLL,    /* Zara's die */
  ALP_GAME_PHASE_ZARA_CARD,    /* the card Zara needs */
  ALP_GAME_PHASE_ZARA_CHOOSE,  /* which of two equal tokens Zara removes */
  ALP_GAME_PHASE_OVER,
} AlpGamePhase;

typedef struct
{
  guint8 space;   /* index on the track, 0 is the go space */
  guint8 spot;
} AlpPosition;

/* One way to fill in an action, legal or not, with the engine's reason */
typedef struct
{
  AlpAction  action;
  gboolean   legal;
  char      *reason;   /* translated; NULL when legal */
  const char *rule;    /* the rule ID that forbids it, NULL when legal */
  gboolean   missing;  /* the edition lacks what the action needs */
} AlpChoice;

#define ALP_TYPE_GAME (alp_game_get_type ())

G_DECLARE_FINAL_TYPE (AlpGame, alp_game, ALP, GAME, GObject)

AlpGame        *alp_game_new                (AlpEdition       *edition,
                                             const AlpSetup   *setup,
                                             GError          **error);
AlpEdition     *alp_game_get_edition        (AlpGame          *self);
const AlpSetup *alp_game_get_setup          (AlpGame          *self);
guint           alp_game_get_n_players      (AlpGame          *self);
guint           alp_game_get_n_mules        (AlpGame          *self);
const char     *alp_game_get_mule_name      (AlpGame          *self,
                                             guint             mule);
guint           alp_game_get_n_spaces       (AlpGame          *self);
AlpSpaceKind    alp_game_get_space_kind     (AlpGame          *self,
                                             guint             space);
AlpGamePhase    alp_game_get_phase          (AlpGame          *self);
guint           alp_game_get_current        (AlpGame          *self);
gboolean        alp_game_is_zara            (AlpGame          *self,
                                             guint             mule);
AlpPosition     alp_game_get_position       (AlpGame          *self,
                                             guint             mule);
guint           alp_game_get_n_events       (AlpGame          *self);

gboolean        alp_game_apply              (AlpGame          *self,
                                             const AlpAction  *action,
                                             GError          **error);
gboolean        alp_game_check              (AlpGame          *self,
                                             GError          **error);

/* History: every event applied, and the ones taken back (redo) */
const AlpAction *alp_game_get_event         (AlpGame          *self,
                                             guint             index);
char           *alp_game_describe_event     (AlpGame          *self,
                                             guint             index);
guint           alp_game_get_n_undone       (AlpGame          *self);
const AlpAction *alp_game_get_undone        (AlpGame          *self,
                                             guint             index);
void            alp_game_set_undone         (AlpGame          *self,
                                             const AlpAction  *actions,
                                             guint             n_actions);
gboolean        alp_game_can_undo           (AlpGame          *self);
gboolean        alp_game_can_redo           (AlpGame          *self);
gboolean        alp_game_undo               (AlpGame          *self);
gboolean        alp_game_redo               (AlpGame          *self,
                                             GError          **error);
gboolean        alp_game_rewind             (AlpGame          *self,
                                             guint             n_events);
GListModel     *alp_game_get_history        (AlpGame          *self);
GStrv           alp_game_get_instructions   (AlpGame          *self);

AlpScore       *alp_game_get_score          (AlpGame          *self);

GArray         *alp_game_list_destinations  (AlpGame          *self);
GArray         *alp_game_list_choices       (AlpGame          *self,
                                             AlpActionKind     kind);
void            alp_choice_clear            (AlpChoice        *choice);

G_END_DECLS
