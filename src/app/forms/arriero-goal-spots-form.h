/* arriero-goal-spots-form.h: the form for a goal card's farmer spots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_GOAL_SPOTS_FORM (arriero_goal_spots_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGoalSpotsForm, arriero_goal_spots_form, ARRIERO, GOAL_SPOTS_FORM, AdwPreferencesGroup)

GtkWidget *arriero_goal_spots_form_new (void);

G_END_DECLS
