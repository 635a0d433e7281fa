/* alp-record.h: a whole game in one file, to save, load and replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-game.h"

G_BEGIN_DECLS

#define ALP_RECORD_FORMAT  "arriero-game"
/* 2: the setup's seed of Zara's die and ruleset, and a roll's app_die
 * (docs/game-format.md); a record without them is still written as 1 */
#define ALP_RECORD_VERSION 2

char     *alp_record_save_to_data   (AlpGame     *game,
                                     gsize       *length);
gboolean  alp_record_save_to_file   (AlpGame     *game,
                                     const char  *path,
                                     GError     **error);
gboolean  alp_record_save_to_file_full (AlpGame     *game,
                                        const char  *path,
                                        gboolean     durable,
                                        GError     **error);
AlpGame  *alp_record_load_from_data (const char  *data,
                                     gsize        length,
                                     GError     **error);
AlpGame  *alp_record_load_from_file (const char  *path,
                                     GError     **error);
void      alp_record_set_date       (AlpGame     *game,
                                     const char  *date);

G_END_DECLS
