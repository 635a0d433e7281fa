/* alp-event.c: one entry of a game's history, for lists of events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-event.h"

struct _AlpEvent
{
  GObject    parent_instance;

  guint      index;
  guint      mule;
  AlpAction  action;
  char      *description;
};

G_DEFINE_FINAL_TYPE (AlpEvent, alp_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_MULE,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
alp_event_finalize (GObject *object)
{
  AlpEvent *self = (AlpEvent *) object;

  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (alp_event_parent_class)->finalize (object);
}

static void
alp_event_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  AlpEvent *self = ALP_EVENT (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_MULE:
      g_value_set_uint (value, self->mule);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
alp_event_class_init (AlpEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = alp_event_finalize;
  object_class->get_property = alp_event_get_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MULE] =
    g_param_spec_uint ("mule", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
alp_event_init (AlpEvent *self)
{
}

/**
 * alp_event_new:
 * @index: the event's place in the game, from 0
 * @mule: whose turn it was
 * @description: the translated text people read
 */
AlpEvent *
alp_event_new (guint            index,
               guint            mule,
               const AlpAction *action,
               const char      *description)
{
  AlpEvent *self;

  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (description != NULL, NULL);

  self = g_object_new (ALP_TYPE_EVENT, NULL);
  self->index = index;
  self->mule = mule;
  self->action = *action;
  self->description = g_strdup (description);

  return self;
}

guint
alp_event_get_index (AlpEvent *self)
{
  g_return_val_if_fail (ALP_IS_EVENT (self), 0);

  return self->index;
}

guint
alp_event_get_mule (AlpEvent *self)
{
  g_return_val_if_fail (ALP_IS_EVENT (self), 0);

  return self->mule;
}

const AlpAction *
alp_event_get_action (AlpEvent *self)
{
  g_return_val_if_fail (ALP_IS_EVENT (self), NULL);

  return &self->action;
}

const char *
alp_event_get_description (AlpEvent *self)
{
  g_return_val_if_fail (ALP_IS_EVENT (self), NULL);

  return self->description;
}
