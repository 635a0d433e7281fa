/* alp-json-private.h: reading JSON trees with the path of every problem
 *
 * Editions, setups, actions and game records are read by walking a parsed
 * tree; every refusal is an ALP_EDITION_ERROR whose message starts with the
 * JSON path of the item ("events[12].to: unknown farmland \"blu\"").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "alp-error.h"
#include "alp-json.h"

G_BEGIN_DECLS

typedef struct
{
  GString  *path;
  GError  **error;
} AlpJsonWalk;

/* Reads element @index of an array, @node, into @user_data: see
 * alp_json_walk_member_each() */
typedef gboolean (*AlpJsonWalkRead) (AlpJsonWalk *w,
                                     JsonNode    *node,
                                     guint        index,
                                     gpointer     user_data);

/* The head of a document: see alp_json_walk_header().  The words are
 * translated formats: @not_format takes the format found, quoted, and
 * @format ("%s … \"%s\""); @newer the version found and @version
 * ("%s … %d"); @too_old, when versions below 1 have words of their own,
 * the version found ("%s"). */
typedef struct
{
  const char *format;
  int         version;
  const char *absent;
  const char *not_format;
  const char *newer;
  const char *too_old;
} AlpJsonHeader;

void        alp_json_walk_init       (AlpJsonWalk         *w,
                                      const char          *path,
                                      GError             **error);
void        alp_json_walk_clear      (AlpJsonWalk         *w);
gsize       alp_json_walk_push_key   (AlpJsonWalk         *w,
                                      const char          *key);
gsize       alp_json_walk_push_index (AlpJsonWalk         *w,
                                      guint                index);
void        alp_json_walk_pop        (AlpJsonWalk         *w,
                                      gsize                len);
gboolean    alp_json_walk_fail       (AlpJsonWalk         *w,
                                      AlpEditionErrorCode  code,
                                      const char          *format,
                                      ...) G_GNUC_PRINTF (3, 4);
gboolean    alp_json_walk_member     (AlpJsonWalk         *w,
                                      JsonObject          *object,
                                      const char          *key,
                                      gboolean             required,
                                      gsize               *len,
                                      JsonNode           **out);
gboolean    alp_json_walk_member_object (AlpJsonWalk         *w,
                                         JsonObject          *object,
                                         const char          *key,
                                         const char * const  *keys,
                                         gboolean             required,
                                         gsize               *len,
                                         JsonObject         **out);
gboolean    alp_json_walk_member_array  (AlpJsonWalk         *w,
                                         JsonObject          *object,
                                         const char          *key,
                                         gboolean             required,
                                         guint                min,
                                         guint                max,
                                         gsize               *len,
                                         JsonArray          **out);
gboolean    alp_json_walk_member_each   (AlpJsonWalk         *w,
                                         JsonObject          *object,
                                         const char          *key,
                                         gboolean             required,
                                         guint                min,
                                         guint                max,
                                         AlpJsonWalkRead      read,
                                         gpointer             user_data);
gboolean    alp_json_walk_header     (AlpJsonWalk         *w,
                                      JsonObject          *root,
                                      const AlpJsonHeader *header,
                                      int                 *version);
JsonObject *alp_json_walk_object     (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      const char * const  *keys);
JsonArray  *alp_json_walk_array      (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      guint                min,
                                      guint                max);
gboolean    alp_json_walk_int        (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      int                  min,
                                      int                  max,
                                      int                 *out);
gboolean    alp_json_walk_int_member (AlpJsonWalk         *w,
                                      JsonObject          *object,
                                      const char          *key,
                                      int                  min,
                                      int                  max,
                                      gboolean             required,
                                      int                 *out,
                                      gboolean            *present);
gboolean    alp_json_walk_bool_member (AlpJsonWalk        *w,
                                       JsonObject         *object,
                                       const char         *key,
                                       gboolean           *out);
const char *alp_json_walk_string     (AlpJsonWalk         *w,
                                      JsonNode            *node);
gboolean    alp_json_walk_bool       (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      gboolean            *out);

gboolean    alp_json_walk_enum       (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      GType                type,
                                      const char          *unknown,
                                      int                 *out);
gboolean    alp_json_walk_unknown    (AlpJsonWalk         *w,
                                      const char          *unknown,
                                      const char          *str);

const char *alp_json_walk_text       (AlpJsonWalk         *w,
                                      JsonNode            *node,
                                      const char          *what,
                                      guint                max_chars,
                                      gboolean             multiline);
char       *alp_text_check           (const char          *str,
                                      const char          *what,
                                      guint                max_chars,
                                      gboolean             multiline);

JsonNode   *alp_json_parse           (const char          *data,
                                      gsize                length,
                                      GError             **error);
JsonNode   *alp_json_get_member      (JsonObject          *object,
                                      const char          *key);
char       *alp_json_quote           (const char          *str);
void        alp_json_append_member   (GString             *out,
                                      const char          *key,
                                      JsonNode            *node);
gboolean    alp_json_write_file      (const char          *path,
                                      const char          *data,
                                      gsize                length,
                                      int                  mode,
                                      gboolean             durable,
                                      GError             **error);
gboolean    alp_json_write_node      (const char          *path,
                                      JsonNode            *node,
                                      int                  mode,
                                      gboolean             durable,
                                      GError             **error);

#define alp_json_walk_invalid(w, ...) \
  alp_json_walk_fail ((w), ALP_EDITION_ERROR_INVALID, __VA_ARGS__)

/* Defines the GType of an enum declared with ALP_DECLARE_ENUM() from its
 * G_DEFINE_ENUM_VALUE()s, whose nicks are its JSON names, and the names'
 * functions over it (alp-types.c) */
#define ALP_DEFINE_ENUM(TypeName, type_name, ...)                             \
  G_DEFINE_ENUM_TYPE (TypeName, type_name, __VA_ARGS__)                       \
                                                                              \
  const char *                                                                \
  type_name##_to_string (TypeName value)                                      \
  {                                                                           \
    const char *nick = alp_enum_to_nick (type_name##_get_type (), value);     \
                                                                              \
    g_return_val_if_fail (nick != NULL, NULL);                                \
    return nick;                                                              \
  }                                                                           \
                                                                              \
  gboolean                                                                    \
  type_name##_from_string (const char *str,                                   \
                           TypeName   *value)                                 \
  {                                                                           \
    int v;                                                                    \
                                                                              \
    if (!alp_enum_from_nick (type_name##_get_type (), str, &v))               \
      return FALSE;                                                           \
    *value = (TypeName) v;                                                    \
    return TRUE;                                                              \
  }

G_END_DECLS
