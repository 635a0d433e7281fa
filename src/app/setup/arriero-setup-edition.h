/* arriero-setup-edition.h: what the setup pages read from the copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-edition.h"
#include "alp-setup.h"

G_BEGIN_DECLS

/* The market and harvest segments between go and end */
#define ARRIERO_N_MIDDLE (ALP_N_SEGMENTS - 2)

guint  arriero_setup_edition_list_middle       (AlpEdition *edition,
                                                guint8      middle[ARRIERO_N_MIDDLE]);
char  *arriero_setup_edition_get_segment_id    (AlpEdition *edition,
                                                guint       segment);
char  *arriero_setup_edition_get_segment_name  (AlpEdition *edition,
                                                guint       segment);
char  *arriero_setup_edition_describe_segment  (AlpEdition *edition,
                                                guint       segment);
guint  arriero_setup_edition_count_go_spots    (AlpEdition *edition,
                                                AlpSide     side);
char  *arriero_setup_edition_describe_card     (AlpEdition *edition,
                                                guint       card);
char  *arriero_setup_edition_describe_goal     (AlpEdition *edition,
                                                guint       card,
                                                guint       side);

AlpSetupParts arriero_setup_edition_get_part_of_path (const char *path);

G_END_DECLS
