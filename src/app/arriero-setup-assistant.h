/* arriero-setup-assistant.h: sets up tonight's game, step by step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-edition.h"
#include "alp-game.h"

G_BEGIN_DECLS

/* The steps of a new game, each what the table does at once */
typedef enum
{
  ARRIERO_SETUP_STEP_PLAYERS,
  ARRIERO_SETUP_STEP_SEGMENTS,
  ARRIERO_SETUP_STEP_VILLAGES,           /* the villages and farmlands, the start spots */
  ARRIERO_SETUP_STEP_CARDS,              /* the goal cards, the market card and face-up cards */
  ARRIERO_SETUP_N_STEPS
} ArrieroSetupStep;

#define ARRIERO_TYPE_SETUP_ASSISTANT (arriero_setup_assistant_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSetupAssistant, arriero_setup_assistant, ARRIERO, SETUP_ASSISTANT, AdwWindow)

ArrieroSetupAssistant *arriero_setup_assistant_new          (GtkWindow              *parent,
                                                             AlpEdition             *edition);
void                   arriero_setup_assistant_run          (ArrieroSetupAssistant  *self,
                                                             GAsyncReadyCallback     callback,
                                                             gpointer                user_data);
AlpGame               *arriero_setup_assistant_run_finish   (ArrieroSetupAssistant  *self,
                                                             GAsyncResult           *result,
                                                             GError                **error);
guint                  arriero_setup_assistant_get_step     (ArrieroSetupAssistant  *self);
const char            *arriero_setup_assistant_get_problem  (ArrieroSetupAssistant  *self);

G_END_DECLS
