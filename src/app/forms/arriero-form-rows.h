/* arriero-form-rows.h: the rows and inputs the forms are made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "alp-types.h"
#include "arriero-icon-palette.h"

G_BEGIN_DECLS

#define ARRIERO_ALL_ICONS    ((1u << ALP_N_ICONS) - 1)
#define ARRIERO_AWARD_ICONS  ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA) | (1u << ALP_ICON_FRUIT))
#define ARRIERO_REWARD_ICONS ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA))

GtkWidget  *arriero_form_add_row          (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           const char         *title,
                                           const char         *subtitle,
                                           const char         *prefix,
                                           GtkWidget          *suffix);
GtkWidget  *arriero_form_add_spin         (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           const char         *name,
                                           const char         *title,
                                           const char         *subtitle,
                                           const char         *prefix,
                                           gint                min,
                                           gint                max,
                                           gint                value);
GtkWidget  *arriero_form_add_unknown_spin (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           const char         *name,
                                           const char         *title,
                                           const char         *subtitle,
                                           gint                max);
GtkWidget  *arriero_form_add_switch       (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           const char         *name,
                                           const char         *title,
                                           const char         *subtitle);
GtkWidget  *arriero_form_add_drop_down    (GtkWidget          *parent,
                                           const char         *name,
                                           const char         *title,
                                           const char         *subtitle,
                                           const char * const *items);
GtkWidget  *arriero_form_add_entry        (GtkWidget          *parent,
                                           const char         *name,
                                           const char         *title,
                                           const char         *text);
GtkWidget  *arriero_form_add_palette      (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           ArrieroPaletteKind  kind,
                                           guint               mask,
                                           guint               max_each,
                                           const char         *name,
                                           const char         *title);
GtkWidget  *arriero_form_add_icons        (GtkWidget          *parent,
                                           GPtrArray          *track,
                                           guint               icon_mask,
                                           const char         *name,
                                           const char         *title);
GtkWidget  *arriero_form_add_fruits       (GtkWidget          *parent,
                                           guint               max_each);
void        arriero_form_remove_rows      (GPtrArray          *rows);
void        arriero_form_sync_spots       (GtkWidget          *parent,
                                           GPtrArray          *spots,
                                           guint               icon_mask,
                                           const char         *prefix,
                                           gboolean            end,
                                           guint               n);
void        arriero_form_watch_input      (GtkWidget          *input);

GtkWidget  *arriero_form_find_named       (GtkWidget          *root,
                                           const char         *name);
gint        arriero_form_get_input        (GtkWidget          *root,
                                           const char         *name);
void        arriero_form_set_input        (GtkWidget          *root,
                                           const char         *name,
                                           gint                value);
const char *arriero_form_get_text         (GtkWidget          *root,
                                           const char         *name);
void        arriero_form_set_text         (GtkWidget          *root,
                                           const char         *name,
                                           const char         *text);
JsonNode   *arriero_form_get_icons        (GtkWidget          *root,
                                           const char         *name);
void        arriero_form_set_icons        (GtkWidget          *root,
                                           const char         *name,
                                           JsonNode           *icons);
JsonNode   *arriero_form_get_fruits       (GtkWidget          *root);
void        arriero_form_set_fruits       (GtkWidget          *root,
                                           JsonNode           *fruits);

JsonNode   *arriero_json_member           (JsonNode           *node,
                                           const char         *name);
JsonNode   *arriero_json_element          (JsonNode           *node,
                                           guint               index);
guint       arriero_json_length           (JsonNode           *node);
gint        arriero_json_int              (JsonNode           *node,
                                           gint                fallback);
const char *arriero_json_string           (JsonNode           *node);
gboolean    arriero_json_boolean          (JsonNode           *node);
JsonNode   *arriero_json_wrap             (const char         *member,
                                           JsonNode           *value);

G_END_DECLS
