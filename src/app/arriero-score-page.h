/* arriero-score-page.h: the final score, its breakdown and the sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "alp-game.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_SCORE_PAGE (arriero_score_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroScorePage, arriero_score_page, ARRIERO, SCORE_PAGE, GtkWidget)

void        arriero_score_page_set_game   (ArrieroScorePage *self,
                                           AlpGame          *game);
const char *arriero_score_page_get_headline (ArrieroScorePage *self);
void        arriero_score_page_set_score  (ArrieroScorePage *self,
                                           const AlpScore   *score);
const AlpScore *arriero_score_page_get_score (ArrieroScorePage *self);
gboolean    arriero_score_page_save       (ArrieroScorePage *self,
                                           const char       *path,
                                           GError          **error);
GArray     *arriero_score_page_draw_sheet (ArrieroScorePage *self,
                                           cairo_t          *cr,
                                           double            width,
                                           double            height,
                                           GDateTime        *date,
                                           char            **text);
GFile      *arriero_score_page_propose_file (const char     *format,
                                           GDateTime        *date);

G_END_DECLS
