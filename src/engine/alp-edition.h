/* alp-edition.h: the printed contents of one physical copy of the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "alp-types.h"

G_BEGIN_DECLS

#define ALP_EDITION_FORMAT  "arriero-edition"
#define ALP_EDITION_VERSION 1

/* The largest edition file Arriero reads */
#define ALP_EDITION_MAX_SIZE               (1024 * 1024)
/* In characters: the edition's name, and its segments' and channels' ids */
#define ALP_EDITION_MAX_NAME_LENGTH        80
#define ALP_EDITION_MAX_DESCRIPTION_LENGTH 2000

#define ALP_TYPE_EDITION (alp_edition_get_type ())

G_DECLARE_FINAL_TYPE (AlpEdition, alp_edition, ALP, EDITION, GObject)

AlpEdition *alp_edition_new_from_data    (const char   *data,
                                          gssize        length,
                                          GError      **error);
AlpEdition *alp_edition_new_builtin       (const char   *name,
                                          GError      **error);
AlpEdition *alp_edition_new_from_file    (const char   *path,
                                          GError      **error);
AlpEdition *alp_edition_new_from_node    (JsonNode     *node,
                                          const char   *path_prefix,
                                          GError      **error);
JsonNode   *alp_edition_to_node          (AlpEdition   *self);
char       *alp_edition_to_data          (AlpEdition   *self,
                                          gsize        *length);
const char *alp_edition_get_name         (AlpEdition   *self);
const char *alp_edition_get_description  (AlpEdition   *self);
gboolean    alp_edition_get_example      (AlpEdition   *self);
gboolean    alp_edition_check_complete   (AlpEdition   *self,
                                          AlpSide       side,
                                          GError      **error);

/* Describing a copy: one item at a time, by its JSON path */
JsonNode   *alp_edition_get_value        (AlpEdition   *self,
                                          const char   *path);
AlpEdition *alp_edition_with_value       (AlpEdition   *self,
                                          const char   *path,
                                          JsonNode     *value,
                                          GError      **error);
gboolean    alp_edition_save_to_file     (AlpEdition   *self,
                                          const char   *path,
                                          GError      **error);

G_END_DECLS
