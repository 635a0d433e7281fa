/* arriero-tokens-page.h: the setup assistant's page of village delivery tokens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "arriero-setup-page.h"

G_BEGIN_DECLS

#define ARRIERO_TYPE_TOKENS_PAGE (arriero_tokens_page_get_type ())

G_DECLARE_FINAL_TYPE (ArrieroTokensPage, arriero_tokens_page, ARRIERO, TOKENS_PAGE, ArrieroSetupPage)

AlpEdition *arriero_tokens_page_take_told (ArrieroTokensPage  *self,
                                           GPtrArray         **learned,
                                           GError            **error);

G_END_DECLS
