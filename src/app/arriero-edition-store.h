/* arriero-edition-store.h: the user's description of their own copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-edition.h"

G_BEGIN_DECLS

char       *arriero_edition_store_get_path (void);
AlpEdition *arriero_edition_store_load     (GError     **error);
gboolean    arriero_edition_store_save     (AlpEdition  *edition,
                                            GError     **error);
AlpEdition *arriero_edition_store_keep_answer (AlpEdition  *answered,
                                               const char  *path,
                                               GError     **error);

G_END_DECLS
