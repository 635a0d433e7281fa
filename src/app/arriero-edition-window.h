/* arriero-edition-window.h: views, corrects and shares the user's edition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ARRIERO_TYPE_EDITION_WINDOW (arriero_edition_window_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroEditionWindow, arriero_edition_window, ARRIERO, EDITION_WINDOW, AdwWindow)

ArrieroEditionWindow *arriero_edition_window_new         (GtkWindow            *parent);
gboolean              arriero_edition_window_import_file (ArrieroEditionWindow *self,
                                                          const char           *path,
                                                          GError              **error);
gboolean              arriero_edition_window_export_file (ArrieroEditionWindow *self,
                                                          const char           *path,
                                                          GError              **error);
const char           *arriero_edition_window_get_error   (ArrieroEditionWindow *self);
const char           *arriero_edition_window_get_problem (ArrieroEditionWindow *self);
GtkWidget            *arriero_edition_window_find_row    (ArrieroEditionWindow *self,
                                                          const char           *path);

G_END_DECLS
