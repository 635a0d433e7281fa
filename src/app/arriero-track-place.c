/* arriero-track-place.c: one place of the track as a screen reader finds it
 *
 * The board draws the whole track itself; over each place it draws (a
 * space, or a spot of a space with several) it lays one of these, which
 * draws nothing and takes no pointer or keyboard input, so that a screen
 * reader finds every place as a button of its own: its name says where
 * it is, what it shows and who stands on it; it is "disabled" where the
 * rules refuse the mule to move, and "selected" where the board's
 * keyboard focus is.  Its action (a screen reader's click, or
 * gtk_widget_activate()) emits ::activate, and the board does what a
 * click on the place does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-track-place.h"

struct _ArrieroTrackPlace
{
  GtkWidget  parent_instance;

  guint      space;
  guint      spot;
  char      *name;       /* as last given to the accessible */
  gboolean   refused;
  gboolean   selected;
};

G_DEFINE_FINAL_TYPE (ArrieroTrackPlace, arriero_track_place, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_signal_emit (widget, signals[ACTIVATE], 0);
}

static void
arriero_track_place_finalize (GObject *object)
{
  ArrieroTrackPlace *self = ARRIERO_TRACK_PLACE (object);

  g_free (self->name);

  G_OBJECT_CLASS (arriero_track_place_parent_class)->finalize (object);
}

static void
arriero_track_place_class_init (ArrieroTrackPlaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_track_place_finalize;

  /**
   * ArrieroTrackPlace::activate:
   *
   * The place was activated (by a screen reader's action, or
   * gtk_widget_activate()): the board moves the mule there, or says why
   * it may not.
   */
  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_install_action (widget_class, "place.activate", NULL, activate_action);

  gtk_widget_class_set_css_name (widget_class, "trackplace");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
arriero_track_place_init (ArrieroTrackPlace *self)
{
  /* the board under it takes the clicks, the tooltips and the keys */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

/**
 * arriero_track_place_new:
 * @space: a space of the track
 * @spot: a spot of it
 *
 * Returns: (transfer floating): a place with no name yet
 */
GtkWidget *
arriero_track_place_new (guint space,
                         guint spot)
{
  ArrieroTrackPlace *self = g_object_new (ARRIERO_TYPE_TRACK_PLACE, NULL);

  self->space = space;
  self->spot = spot;

  return GTK_WIDGET (self);
}

guint
arriero_track_place_get_space (ArrieroTrackPlace *self)
{
  g_return_val_if_fail (ARRIERO_IS_TRACK_PLACE (self), 0);

  return self->space;
}

guint
arriero_track_place_get_spot (ArrieroTrackPlace *self)
{
  g_return_val_if_fail (ARRIERO_IS_TRACK_PLACE (self), 0);

  return self->spot;
}

/**
 * arriero_track_place_update:
 * @name: the place in words, with its state
 * @refused: whether the rules refuse the mule to move there
 * @selected: whether the board's keyboard focus is on it
 *
 * Tells the accessible what changed (nothing when nothing did).
 */
void
arriero_track_place_update (ArrieroTrackPlace *self,
                            const char        *name,
                            gboolean           refused,
                            gboolean           selected)
{
  g_return_if_fail (ARRIERO_IS_TRACK_PLACE (self));
  g_return_if_fail (name != NULL);

  refused = !!refused;
  selected = !!selected;
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  if (self->refused != refused || self->selected != selected)
    {
      self->refused = refused;
      self->selected = selected;
      gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                                   GTK_ACCESSIBLE_STATE_DISABLED, refused,
                                   GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                   -1);
    }
}

/**
 * arriero_track_place_get_name:
 *
 * Returns: (nullable): the accessible name last given
 */
const char *
arriero_track_place_get_name (ArrieroTrackPlace *self)
{
  g_return_val_if_fail (ARRIERO_IS_TRACK_PLACE (self), NULL);

  return self->name;
}

gboolean
arriero_track_place_get_refused (ArrieroTrackPlace *self)
{
  g_return_val_if_fail (ARRIERO_IS_TRACK_PLACE (self), FALSE);

  return self->refused;
}

gboolean
arriero_track_place_get_selected (ArrieroTrackPlace *self)
{
  g_return_val_if_fail (ARRIERO_IS_TRACK_PLACE (self), FALSE);

  return self->selected;
}
