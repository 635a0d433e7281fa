/* arriero-setup-assistant.h: sets up tonight's game, page by page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-edition.h"
#include "alp-setup.h"
#include "arriero-window.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SETUP_ASSISTANT (arriero_setup_assistant_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroSetupAssistant, arriero_setup_assistant, ARRIERO, SETUP_ASSISTANT, AdwWindow)

ArrieroSetupAssistant *arriero_setup_assistant_new          (ArrieroWindow         *window,
                                                             AlpEdition            *edition);
guint                  arriero_setup_assistant_get_page     (ArrieroSetupAssistant *self);
const char            *arriero_setup_assistant_get_problem  (ArrieroSetupAssistant *self);
const AlpSetup        *arriero_setup_assistant_get_setup    (ArrieroSetupAssistant *self);
AlpEdition            *arriero_setup_assistant_get_edition  (ArrieroSetupAssistant *self);

G_END_DECLS
