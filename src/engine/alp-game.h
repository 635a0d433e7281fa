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

/* One way to fill in an action, legal or not, with the engine's reason */
typedef struct
{
  AlpAction  action;
  gboolean   legal;
  char      *reason;   /* translated; NULL when legal */
  const char *rule;    /* the rule ID that forbids it, NULL when legal */
  gboolean   missing;  /* the edition lacks what the action needs */
  char      *path;     /* when missing: the edition item to describe */
} AlpChoice;

/* One part of a choice, as the table picks it (alp_game_list_picks()) */
typedef enum
{
  ALP_PICK_FARMLAND,      /* index: AlpRegion a farmer goes to (or a T channel feeds) */
  ALP_PICK_FROM,          /* index: AlpRegion a farmer leaves */
  ALP_PICK_FRUIT,         /* index: AlpFruit taken, ALP_NONE for none */
  ALP_PICK_FRUIT_BACK,    /* index: AlpFruit given back (a noria spent, N1) */
  ALP_PICK_CHANNEL,       /* index: channel space of the canal map */
  ALP_PICK_CHANNEL_SPACE, /* index: shape * 4 + dirhams * 2 + norias, without a map */
  ALP_PICK_CROP,          /* index: AlpFruit of the crop token, ALP_NONE for none */
  ALP_PICK_TOKEN,         /* index: a village's delivery token (ALP_TOKEN code), ALP_NONE for none */
  ALP_PICK_VILLAGE,       /* index: AlpRegion of a village */
  ALP_PICK_CARD,          /* index: delivery card, ALP_NONE for none */
  ALP_PICK_GOAL_SPOT,     /* index: goal card * ALP_MAX_GOAL_SPOTS + spot */
  ALP_PICK_GOAL_TOKEN,    /* index: 1 to spend a goal token (A12), 0 not */
  ALP_PICK_COST,          /* index: norias spent */
  ALP_PICK_ARROW,         /* index: AlpArrow on a card's back */
  ALP_PICK_DIE,           /* index: the die's value */
  ALP_PICK_SPACE,         /* index: space * 8 + spot */
  ALP_PICK_ACTION,        /* index: AlpActionKind with nothing to fill in */
  ALP_PICK_DONE,          /* the choice as picked so far, nothing more */
  ALP_N_PICKS
} AlpPickKind;

typedef struct
{
  guint8 kind;            /* AlpPickKind */
  guint8 index;
} AlpPick;

/* A pick the rules refuse (alp_pick_tree_list_refused()) */
typedef struct
{
  AlpPick     pick;
  const char *reason;     /* translated: "rule A3: …" */
  const char *rule;       /* the rule's ID, or NULL */
} AlpPickRefusal;

typedef struct _AlpPickTree AlpPickTree;

#define ALP_TYPE_GAME (alp_game_get_type ())

G_DECLARE_FINAL_TYPE (AlpGame, alp_game, ALP, GAME, GObject)

AlpGame        *alp_game_new                (AlpEdition       *edition,
                                             const AlpSetup   *setup,
                                             GError          **error);
AlpEdition     *alp_game_get_edition        (AlpGame          *self);
gboolean        alp_game_set_edition        (AlpGame          *self,
                                             AlpEdition       *edition,
                                             GError          **error);
gboolean        alp_game_test_edition       (AlpGame          *self,
                                             AlpEdition       *edition,
                                             GError          **error);
const AlpSetup *alp_game_get_setup          (AlpGame          *self);
guint           alp_game_get_n_players      (AlpGame          *self);
guint           alp_game_get_n_mules        (AlpGame          *self);
const char     *alp_game_get_mule_name      (AlpGame          *self,
                                             guint             mule);
guint           alp_game_get_n_spaces       (AlpGame          *self);
AlpSpaceKind    alp_game_get_space_kind     (AlpGame          *self,
                                             guint             space);
AlpPhase        alp_game_get_phase          (AlpGame          *self);
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
gboolean        alp_game_get_app_roll       (AlpGame          *self,
                                             AlpAction        *action);
guint           alp_game_get_n_rolls        (AlpGame          *self);
gboolean        alp_game_is_turn_again      (AlpGame          *self);

/* History: every event applied, and the ones taken back (redo) */
const AlpAction *alp_game_get_event         (AlpGame          *self,
                                             guint             index);
char           *alp_game_describe_event     (AlpGame          *self,
                                             guint             index);
char           *alp_game_describe_action    (AlpGame          *self,
                                             const AlpAction  *action);
char           *alp_game_describe_position  (AlpGame          *self,
                                             guint             space,
                                             guint             spot);
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

/* What the table sees, for views */
gint            alp_game_get_dirhams        (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_fruit          (AlpGame          *self,
                                             guint             player,
                                             AlpFruit          fruit);
guint           alp_game_get_norias         (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_large_norias   (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_pending_norias (AlpGame          *self);
guint           alp_game_get_farmers        (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_goal_tokens    (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_goals_done     (AlpGame          *self,
                                             guint             player);
guint           alp_game_get_n_delivery_tokens (AlpGame       *self,
                                                guint          player);
void            alp_game_get_delivery_token (AlpGame          *self,
                                             guint             player,
                                             guint             index,
                                             AlpFruit         *fruit,
                                             guint            *count);
guint           alp_game_get_n_cards        (AlpGame          *self,
                                             guint             player);
gint            alp_game_get_card_value     (AlpGame          *self,
                                             guint             card);
const guint8   *alp_game_get_card_front     (AlpGame          *self,
                                             guint             card);
guint           alp_game_get_player_card    (AlpGame          *self,
                                             guint             player,
                                             guint             index);
guint           alp_game_get_farmland_fruit (AlpGame          *self,
                                             AlpRegion         region,
                                             AlpFruit          fruit);
guint           alp_game_get_farmland_farmers (AlpGame        *self,
                                               AlpRegion       region,
                                               guint           player);
guint           alp_game_get_farmland_crops (AlpGame          *self,
                                             AlpRegion         region,
                                             AlpFruit          fruit);
guint           alp_game_get_village_n_tokens (AlpGame        *self,
                                               AlpRegion       region);
guint           alp_game_get_village_token  (AlpGame          *self,
                                             AlpRegion         region,
                                             guint             index,
                                             AlpFruit         *fruit);
guint           alp_game_get_village_token_code (AlpGame      *self,
                                                 AlpRegion     region,
                                                 guint         index);
guint           alp_game_get_village_farmers (AlpGame         *self,
                                              AlpRegion        region,
                                              guint            player);
guint           alp_game_get_village_award  (AlpGame          *self,
                                             AlpRegion         region);
AlpFruit        alp_game_get_market_fruit   (AlpGame          *self,
                                             guint             position);
gint            alp_game_get_market_bonus   (AlpGame          *self,
                                             guint             position);
AlpGoal         alp_game_get_goal           (AlpGame          *self,
                                             guint             card);
guint           alp_game_get_goal_n_spots   (AlpGame          *self,
                                             guint             card);
guint           alp_game_get_goal_spot      (AlpGame          *self,
                                             guint             card,
                                             guint             spot);
guint           alp_game_get_display_card   (AlpGame          *self,
                                             guint             slot);
guint           alp_game_get_deck_size      (AlpGame          *self);
guint           alp_game_get_space_n_spots  (AlpGame          *self,
                                             guint             space);
guint           alp_game_get_space_segment  (AlpGame          *self,
                                             guint             space);
guint           alp_game_get_space_index    (AlpGame          *self,
                                             guint             space);
const guint8   *alp_game_get_stop_icons     (AlpGame          *self,
                                             guint             space,
                                             guint             spot,
                                             guint            *n_icons);
gint            alp_game_get_end_spot_value (AlpGame          *self,
                                             guint             spot);
guint           alp_game_get_slot_left      (AlpGame          *self,
                                             guint             slot);
gboolean        alp_game_get_suggestion     (AlpGame          *self,
                                             AlpAction        *action);

GArray         *alp_game_list_destinations  (AlpGame          *self);
GArray         *alp_game_list_choices       (AlpGame          *self,
                                             AlpActionKind     kind);
void            alp_choice_clear            (AlpChoice        *choice);
gboolean        alp_game_test_action        (AlpGame          *self,
                                             const AlpAction  *action,
                                             GError          **error);

AlpPickTree    *alp_game_list_picks         (AlpGame          *self,
                                             AlpActionKind     kind,
                                             guint             icon);
void            alp_pick_tree_free          (AlpPickTree      *tree);
gboolean        alp_pick_tree_is_possible   (AlpPickTree      *tree,
                                             const char      **reason,
                                             const char      **rule);
GArray         *alp_pick_tree_list          (AlpPickTree      *tree,
                                             const AlpPick    *made,
                                             guint             n_made);
GArray         *alp_pick_tree_list_refused  (AlpPickTree      *tree,
                                             const AlpPick    *made,
                                             guint             n_made);
gboolean        alp_pick_tree_get_action    (AlpPickTree      *tree,
                                             const AlpPick    *made,
                                             guint             n_made,
                                             AlpAction        *action,
                                             gboolean         *missing);
guint           alp_pick_tree_get_n_choices (AlpPickTree      *tree);
char           *alp_game_describe_pick      (AlpGame          *self,
                                             const AlpPick    *pick);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AlpPickTree, alp_pick_tree_free)

G_END_DECLS
