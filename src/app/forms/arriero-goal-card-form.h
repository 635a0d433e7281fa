/* arriero-goal-card-form.h: the form for a whole goal card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_GOAL_CARD_FORM (arriero_goal_card_form_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroGoalCardForm, arriero_goal_card_form, ARRIERO, GOAL_CARD_FORM, AdwPreferencesGroup)

GtkWidget *arriero_goal_card_form_new (void);

G_END_DECLS
