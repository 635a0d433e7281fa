/* arriero-question.h: asks the table for one item of its copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "alp-edition.h"
#include "alp-game.h"
#include "alp-setup.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_QUESTION (arriero_question_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroQuestion, arriero_question, ARRIERO, QUESTION, AdwWindow)

void        arriero_question_ask        (GtkWindow            *parent,
                                         AlpEdition           *edition,
                                         const char           *path,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
void        arriero_question_ask_full   (GtkWindow            *parent,
                                         AlpEdition           *edition,
                                         const char           *path,
                                         JsonNode             *initial,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
void        arriero_question_ask_at_table (GtkWindow          *parent,
                                           AlpEdition         *edition,
                                           const AlpSetup     *setup,
                                           const char         *who,
                                           const char         *path,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
void        arriero_question_ask_in_game (GtkWindow           *parent,
                                          AlpGame             *game,
                                          const char          *who,
                                          const char          *path,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
AlpEdition *arriero_question_ask_finish (GAsyncResult         *result,
                                         GError              **error);
const char *arriero_question_get_path   (ArrieroQuestion      *self);
gboolean    arriero_question_has_form   (ArrieroQuestion      *self);
const char *arriero_question_get_error  (ArrieroQuestion      *self);
gboolean    arriero_question_can_ask    (const char           *path);
gboolean    arriero_question_can_save   (ArrieroQuestion      *self);

G_END_DECLS
