/* alp-history.c: a game's events as a list model
 *
 * The items are AlpEvent objects made when asked for, so a game of
 * hundreds of events costs nothing until a list shows them.  The game
 * tells the history what changed; the history never changes the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-event.h"
#include "alp-game-private.h"
#include "alp-history-private.h"

struct _AlpHistory
{
  GObject  parent_instance;

  AlpGame *game;   /* weak: the game owns its history */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AlpHistory, alp_history, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
alp_history_get_item_type (GListModel *model)
{
  return ALP_TYPE_EVENT;
}

static guint
alp_history_get_n_items (GListModel *model)
{
  AlpHistory *self = ALP_HISTORY (model);

  return self->game != NULL ? alp_game_get_n_events (self->game) : 0;
}

static gpointer
alp_history_get_item (GListModel *model,
                      guint       position)
{
  AlpHistory *self = ALP_HISTORY (model);
  g_autofree char *description = NULL;

  if (self->game == NULL || position >= alp_game_get_n_events (self->game))
    return NULL;

  description = alp_game_describe_event (self->game, position);

  return alp_event_new (position, _alp_game_get_event_mule (self->game, position),
                        alp_game_get_event (self->game, position), description);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = alp_history_get_item_type;
  iface->get_n_items = alp_history_get_n_items;
  iface->get_item = alp_history_get_item;
}

static void
alp_history_class_init (AlpHistoryClass *klass)
{
}

static void
alp_history_init (AlpHistory *self)
{
}

AlpHistory *
_alp_history_new (AlpGame *game)
{
  AlpHistory *self = g_object_new (ALP_TYPE_HISTORY, NULL);

  self->game = game;

  return self;
}

void
_alp_history_detach (AlpHistory *self)
{
  self->game = NULL;
}

void
_alp_history_changed (AlpHistory *self,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}
