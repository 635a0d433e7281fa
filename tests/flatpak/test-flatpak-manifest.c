/* test-flatpak-manifest.c: the Flatpak manifest uses only keys flatpak-builder knows
 *
 * flatpak-builder --show-manifest (build-aux/lint-flatpak) parses the
 * manifest; this test checks it as Flathub does, key by key: at each level
 * (the top, a module, a source of each type, build options, an extension)
 * every key must be one that level allows, with a value of its type, and
 * the keys a level requires must be there.  The table below was written
 * from Flathub's manifest schema (flatpak-manifest.schema.json, MIT); it is
 * this project's own, and nothing outside the repository is read.
 *
 * Every file in tests/data/hostile/flatpak-manifests must be refused with
 * the JSON path of its problem, which proves the check can fail.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <json-glib/json-glib.h>
#include <string.h>

#define MANIFEST_ERROR (manifest_error_quark ())
static G_DEFINE_QUARK (manifest-error-quark, manifest_error)

typedef enum
{
  T_STRING,
  T_BOOLEAN,
  T_INTEGER,
  T_NUMBER,
  T_STRINGS,        /* an array of strings */
  T_BUILD_OPTIONS,  /* an object of Level build_options */
  T_ARCH,           /* arch name → build options */
  T_ENV,            /* variable name → string (or null: unset it) */
  T_EXTENSIONS,     /* extension name → extension */
  T_MODULES,        /* an array of modules (objects) or file names */
  T_SOURCES,        /* an array of sources (objects) or file names */
} KeyType;

typedef struct
{
  const char         *name;
  KeyType             type;
  const char * const *choices;   /* for a T_STRING: the values allowed, or NULL */
} Key;

typedef struct
{
  const char         *what;        /* for messages */
  const Key          *keys;        /* ends with a NULL name */
  const Key          *more_keys;   /* a second table (a source's common keys), or NULL */
  gboolean            extra_ok;    /* "x-…" and "//…" keys are allowed */
  const char * const *required;    /* each must be there */
  const char * const *one_of;      /* exactly one of these must be there */
} Level;

static const char * const buildsystems[] = {
  "autotools", "cmake", "cmake-ninja", "meson", "simple", "qmake", NULL
};
static const char * const source_types[] = {
  "archive", "git", "bzr", "svn", "dir", "file", "script", "inline", "shell", "patch",
  "extra-data", NULL
};
static const char * const archive_types[] = {
  "rpm", "tar", "tar-gzip", "tar-compress", "tar-bzip2", "tar-lzip", "tar-lzma", "tar-lzop",
  "tar-xz", "tar-zst", "zip", "7z", NULL
};

static const Key top_keys[] = {
  { "app-id", T_STRING }, { "id", T_STRING }, { "branch", T_STRING },
  { "default-branch", T_STRING }, { "collection-id", T_STRING }, { "extension-tag", T_STRING },
  { "runtime", T_STRING }, { "runtime-version", T_STRING }, { "sdk", T_STRING },
  { "var", T_STRING }, { "metadata", T_STRING }, { "command", T_STRING },
  { "build-runtime", T_BOOLEAN }, { "build-extension", T_BOOLEAN },
  { "separate-locales", T_BOOLEAN }, { "id-platform", T_STRING },
  { "metadata-platform", T_STRING }, { "writable-sdk", T_BOOLEAN },
  { "appstream-compose", T_BOOLEAN }, { "sdk-extensions", T_STRINGS },
  { "platform-extensions", T_STRINGS }, { "base", T_STRING }, { "base-version", T_STRING },
  { "base-extensions", T_STRINGS }, { "inherit-extensions", T_STRINGS },
  { "inherit-sdk-extensions", T_STRINGS }, { "tags", T_STRINGS },
  { "build-options", T_BUILD_OPTIONS }, { "modules", T_MODULES },
  { "add-extensions", T_EXTENSIONS }, { "add-build-extensions", T_EXTENSIONS },
  { "cleanup", T_STRINGS }, { "cleanup-commands", T_STRINGS },
  { "cleanup-platform", T_STRINGS }, { "cleanup-platform-commands", T_STRINGS },
  { "prepare-platform-commands", T_STRINGS }, { "finish-args", T_STRINGS },
  { "rename-desktop-file", T_STRING }, { "rename-appdata-file", T_STRING },
  { "rename-mime-file", T_STRING }, { "rename-icon", T_STRING },
  { "rename-mime-icons", T_STRINGS }, { "appdata-license", T_STRING },
  { "copy-icon", T_BOOLEAN }, { "desktop-file-name-prefix", T_STRING },
  { "desktop-file-name-suffix", T_STRING },
  /* the schema's own reference, which Flathub allows at the top only */
  { "$schema", T_STRING },
  { NULL }
};

static const Key build_options_keys[] = {
  { "cflags", T_STRING }, { "cflags-override", T_BOOLEAN }, { "cppflags", T_STRING },
  { "cppflags-override", T_BOOLEAN }, { "cxxflags", T_STRING },
  { "cxxflags-override", T_BOOLEAN }, { "ldflags", T_STRING },
  { "ldflags-override", T_BOOLEAN }, { "prefix", T_STRING }, { "libdir", T_STRING },
  { "append-path", T_STRING }, { "prepend-path", T_STRING },
  { "append-ld-library-path", T_STRING }, { "prepend-ld-library-path", T_STRING },
  { "append-pkg-config-path", T_STRING }, { "prepend-pkg-config-path", T_STRING },
  { "env", T_ENV }, { "secret-env", T_STRINGS }, { "build-args", T_STRINGS },
  { "test-args", T_STRINGS }, { "config-opts", T_STRINGS }, { "secret-opts", T_STRINGS },
  { "make-args", T_STRINGS }, { "make-install-args", T_STRINGS }, { "strip", T_BOOLEAN },
  { "no-debuginfo", T_BOOLEAN }, { "no-debuginfo-compression", T_BOOLEAN },
  { "arch", T_ARCH },
  { NULL }
};

static const Key extension_keys[] = {
  { "directory", T_STRING }, { "bundle", T_BOOLEAN }, { "remove-after-build", T_BOOLEAN },
  { "autodelete", T_BOOLEAN }, { "no-autodownload", T_BOOLEAN },
  { "subdirectories", T_BOOLEAN }, { "add-ld-path", T_STRING }, { "download-if", T_STRING },
  { "enable-if", T_STRING }, { "autoprune-unless", T_STRING }, { "merge-dirs", T_STRING },
  { "subdirectory-suffix", T_STRING }, { "locale-subset", T_BOOLEAN },
  { "version", T_STRING }, { "versions", T_STRING },
  { NULL }
};

static const Key module_keys[] = {
  { "name", T_STRING }, { "disabled", T_BOOLEAN }, { "sources", T_SOURCES },
  { "config-opts", T_STRINGS }, { "secret-opts", T_STRINGS }, { "make-args", T_STRINGS },
  { "make-install-args", T_STRINGS }, { "rm-configure", T_BOOLEAN },
  { "no-autogen", T_BOOLEAN }, { "no-parallel-make", T_BOOLEAN },
  { "install-rule", T_STRING }, { "no-make-install", T_BOOLEAN },
  { "no-python-timestamp-fix", T_BOOLEAN }, { "cmake", T_BOOLEAN },
  { "buildsystem", T_STRING, buildsystems }, { "builddir", T_BOOLEAN },
  { "subdir", T_STRING }, { "build-options", T_BUILD_OPTIONS },
  { "build-commands", T_STRINGS }, { "post-install", T_STRINGS }, { "cleanup", T_STRINGS },
  { "ensure-writable", T_STRINGS }, { "only-arches", T_STRINGS },
  { "skip-arches", T_STRINGS }, { "cleanup-platform", T_STRINGS },
  { "run-tests", T_BOOLEAN }, { "test-rule", T_STRING }, { "test-commands", T_STRINGS },
  { "license-files", T_STRINGS }, { "modules", T_MODULES },
  { NULL }
};

/* Every source has these; its type adds the rest */
static const Key source_keys[] = {
  { "type", T_STRING, source_types }, { "only-arches", T_STRINGS },
  { "skip-arches", T_STRINGS }, { "dest", T_STRING },
  { NULL }
};

static const Key source_archive_keys[] = {
  { "path", T_STRING }, { "url", T_STRING }, { "mirror-urls", T_STRINGS },
  { "referer", T_STRING }, { "disable-http-decompression", T_BOOLEAN },
  { "archive-type", T_STRING, archive_types }, { "git-init", T_BOOLEAN },
  { "md5", T_STRING }, { "sha1", T_STRING }, { "sha256", T_STRING }, { "sha512", T_STRING },
  { "strip-components", T_INTEGER }, { "dest-filename", T_STRING },
  { NULL }
};

static const Key source_git_keys[] = {
  { "path", T_STRING }, { "url", T_STRING }, { "branch", T_STRING }, { "tag", T_STRING },
  { "commit", T_STRING }, { "disable-fsckobjects", T_BOOLEAN },
  { "disable-shallow-clone", T_BOOLEAN }, { "disable-submodules", T_BOOLEAN },
  { "disable-lfs", T_BOOLEAN },
  { NULL }
};

static const Key source_bzr_keys[] = {
  { "url", T_STRING }, { "branch", T_STRING },
  { NULL }
};

static const Key source_svn_keys[] = {
  { "url", T_STRING }, { "revision", T_STRING },
  { NULL }
};

static const Key source_dir_keys[] = {
  { "path", T_STRING }, { "skip", T_STRINGS },
  { NULL }
};

static const Key source_file_keys[] = {
  { "path", T_STRING }, { "url", T_STRING }, { "referer", T_STRING },
  { "disable-http-decompression", T_BOOLEAN }, { "mirror-urls", T_STRINGS },
  { "md5", T_STRING }, { "sha1", T_STRING }, { "sha256", T_STRING }, { "sha512", T_STRING },
  { "dest-filename", T_STRING },
  { NULL }
};

static const Key source_script_keys[] = {
  { "commands", T_STRINGS }, { "dest-filename", T_STRING },
  { NULL }
};

static const Key source_inline_keys[] = {
  { "dest-filename", T_STRING }, { "contents", T_STRING }, { "base64", T_BOOLEAN },
  { NULL }
};

static const Key source_shell_keys[] = {
  { "commands", T_STRINGS },
  { NULL }
};

static const Key source_patch_keys[] = {
  { "path", T_STRING }, { "paths", T_STRINGS }, { "strip-components", T_INTEGER },
  { "use-git", T_BOOLEAN }, { "use-git-am", T_BOOLEAN }, { "options", T_STRINGS },
  { NULL }
};

static const Key source_extra_data_keys[] = {
  { "filename", T_STRING }, { "url", T_STRING }, { "sha256", T_STRING },
  { "size", T_NUMBER }, { "installed-size", T_NUMBER },
  { NULL }
};

static const char * const top_required[] = { "runtime", "sdk", NULL };
static const char * const id_one_of[] = { "id", "app-id", NULL };
static const char * const module_required[] = { "name", NULL };
static const char * const url_or_path[] = { "url", "path", NULL };
static const char * const path_or_paths[] = { "path", "paths", NULL };
static const char * const url_required[] = { "url", NULL };
static const char * const path_required[] = { "path", NULL };
static const char * const commands_required[] = { "commands", NULL };
static const char * const dest_filename_required[] = { "dest-filename", NULL };
static const char * const extra_data_required[] = { "url", "sha256", "size", "filename", NULL };

static const Level top_level = {
  "the manifest", top_keys, NULL, TRUE, top_required, id_one_of
};
static const Level build_options_level = {
  "build options", build_options_keys, NULL, FALSE, NULL, NULL
};
static const Level extension_level = {
  "an extension", extension_keys, NULL, FALSE, NULL, NULL
};
static const Level module_level = {
  "a module", module_keys, NULL, TRUE, module_required, NULL
};

typedef struct
{
  const char *type;
  Level       level;
} SourceLevel;

static const SourceLevel source_levels[] = {
  { "archive", { "an archive source", source_archive_keys, source_keys, TRUE, NULL, url_or_path } },
  { "git", { "a git source", source_git_keys, source_keys, TRUE, NULL, url_or_path } },
  { "bzr", { "a bzr source", source_bzr_keys, source_keys, TRUE, url_required, NULL } },
  { "svn", { "an svn source", source_svn_keys, source_keys, TRUE, url_required, NULL } },
  { "dir", { "a dir source", source_dir_keys, source_keys, TRUE, path_required, NULL } },
  { "file", { "a file source", source_file_keys, source_keys, TRUE, NULL, url_or_path } },
  { "script", { "a script source", source_script_keys, source_keys, TRUE, commands_required,
                NULL } },
  { "inline", { "an inline source", source_inline_keys, source_keys, TRUE,
                dest_filename_required, NULL } },
  { "shell", { "a shell source", source_shell_keys, source_keys, TRUE, commands_required,
               NULL } },
  { "patch", { "a patch source", source_patch_keys, source_keys, TRUE, NULL, path_or_paths } },
  { "extra-data", { "an extra-data source", source_extra_data_keys, source_keys, TRUE,
                    extra_data_required, NULL } },
};

static gboolean check_object (JsonNode *node, const Level *level, const char *path,
                              GError **error);

static const char *
type_name (KeyType type)
{
  switch (type)
    {
    case T_STRING:
      return "a string";
    case T_BOOLEAN:
      return "true or false";
    case T_INTEGER:
      return "an integer";
    case T_NUMBER:
      return "a number";
    case T_STRINGS:
      return "an array of strings";
    case T_MODULES:
    case T_SOURCES:
      return "an array";
    case T_BUILD_OPTIONS:
    case T_ARCH:
    case T_ENV:
    case T_EXTENSIONS:
    default:
      return "an object";
    }
}

static const char *
node_name (JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return "an object";
  if (JSON_NODE_HOLDS_ARRAY (node))
    return "an array";
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_STRING:
      return "a string";
    default:
      return "a number";
    }
}

static gboolean
holds (JsonNode *node,
       GType     type)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

static gboolean
fail (GError    **error,
      const char *path,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError    **error,
      const char *path,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, MANIFEST_ERROR, 0, "%s: %s", path, message);
  return FALSE;
}

static gboolean
wrong_type (GError    **error,
            const char *path,
            KeyType     type,
            JsonNode   *node)
{
  return fail (error, path, "expected %s, found %s", type_name (type), node_name (node));
}

static const Key *
find_key (const Key  *keys,
          const char *name)
{
  for (guint i = 0; keys != NULL && keys[i].name != NULL; i++)
    if (strcmp (keys[i].name, name) == 0)
      return &keys[i];

  return NULL;
}

static gboolean
in_list (const char * const *list,
         const char         *value)
{
  return list != NULL && g_strv_contains (list, value);
}

static gboolean
check_source (JsonNode   *node,
              const char *path,
              GError    **error)
{
  g_autofree char *type_path = g_strconcat (path, ".type", NULL);
  JsonObject *object;
  JsonNode *type;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, path, "expected an object, found %s", node_name (node));

  /* The type says which keys the rest of the source may have */
  object = json_node_get_object (node);
  type = json_object_get_member (object, "type");
  if (type == NULL)
    return fail (error, path, "\"type\" is required");
  if (!holds (type, G_TYPE_STRING))
    return wrong_type (error, type_path, T_STRING, type);

  for (guint i = 0; i < G_N_ELEMENTS (source_levels); i++)
    if (strcmp (source_levels[i].type, json_node_get_string (type)) == 0)
      return check_object (node, &source_levels[i].level, path, error);

  return fail (error, type_path, "unknown source type \"%s\"", json_node_get_string (type));
}

static gboolean
check_array (JsonNode   *node,
             KeyType     type,
             const char *path,
             GError    **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wrong_type (error, path, type, node);

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      g_autofree char *item_path = g_strdup_printf ("%s[%u]", path, i);

      /* A string in modules or sources names a file that holds them */
      if (holds (item, G_TYPE_STRING))
        continue;

      if (type == T_STRINGS)
        return fail (error, item_path, "expected a string, found %s", node_name (item));
      if (type == T_MODULES && !check_object (item, &module_level, item_path, error))
        return FALSE;
      if (type == T_SOURCES && !check_source (item, item_path, error))
        return FALSE;
    }

  return TRUE;
}

/* An object whose keys are names (an arch, a variable, an extension) */
static gboolean
check_map (JsonNode   *node,
           KeyType     type,
           const char *path,
           GError    **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return wrong_type (error, path, type, node);

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *value = json_object_get_member (object, name);
      g_autofree char *member_path = g_strdup_printf ("%s.%s", path, name);

      switch (type)
        {
        case T_ENV:
          if (*name == '\0' || strchr (name, '=') != NULL)
            return fail (error, member_path, "not an environment variable's name");
          if (!holds (value, G_TYPE_STRING) && !JSON_NODE_HOLDS_NULL (value))
            return fail (error, member_path, "expected a string or null, found %s",
                         node_name (value));
          break;

        case T_ARCH:
          if (!check_object (value, &build_options_level, member_path, error))
            return FALSE;
          break;

        case T_EXTENSIONS:
        default:
          if (!check_object (value, &extension_level, member_path, error))
            return FALSE;
          break;
        }
    }

  return TRUE;
}

static gboolean
check_value (JsonNode   *node,
             const Key  *key,
             const char *path,
             GError    **error)
{
  switch (key->type)
    {
    case T_STRING:
      if (!holds (node, G_TYPE_STRING))
        return wrong_type (error, path, key->type, node);
      if (key->choices != NULL && !in_list (key->choices, json_node_get_string (node)))
        return fail (error, path, "\"%s\" is not one of the values allowed",
                     json_node_get_string (node));
      return TRUE;

    case T_BOOLEAN:
      if (!holds (node, G_TYPE_BOOLEAN))
        return wrong_type (error, path, key->type, node);
      return TRUE;

    case T_INTEGER:
      if (!holds (node, G_TYPE_INT64))
        return wrong_type (error, path, key->type, node);
      return TRUE;

    case T_NUMBER:
      if (!holds (node, G_TYPE_INT64) && !holds (node, G_TYPE_DOUBLE))
        return wrong_type (error, path, key->type, node);
      return TRUE;

    case T_STRINGS:
    case T_MODULES:
    case T_SOURCES:
      return check_array (node, key->type, path, error);

    case T_BUILD_OPTIONS:
      return check_object (node, &build_options_level, path, error);

    case T_ARCH:
    case T_ENV:
    case T_EXTENSIONS:
    default:
      return check_map (node, key->type, path, error);
    }
}

static gboolean
check_object (JsonNode    *node,
              const Level *level,
              const char  *path,
              GError     **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  guint n_one_of = 0;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, path, "expected an object, found %s", node_name (node));

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *member_path = g_strdup_printf ("%s.%s", path, name);
      const Key *key = find_key (level->keys, name);

      if (key == NULL)
        key = find_key (level->more_keys, name);
      if (key == NULL)
        {
          if (level->extra_ok && (g_str_has_prefix (name, "x-") || g_str_has_prefix (name, "//")))
            continue;
          return fail (error, path, "unknown key \"%s\" in %s", name, level->what);
        }
      if (!check_value (json_object_get_member (object, name), key, member_path, error))
        return FALSE;
    }

  for (guint i = 0; level->required != NULL && level->required[i] != NULL; i++)
    if (!json_object_has_member (object, level->required[i]))
      return fail (error, path, "\"%s\" is required in %s", level->required[i], level->what);

  for (guint i = 0; level->one_of != NULL && level->one_of[i] != NULL; i++)
    if (json_object_has_member (object, level->one_of[i]))
      n_one_of++;
  if (level->one_of != NULL && n_one_of != 1)
    {
      g_autofree char *names = g_strjoinv ("\" or \"", (char **) level->one_of);

      return fail (error, path, "%s needs exactly one of \"%s\", found %u", level->what, names,
                   n_one_of);
    }

  return TRUE;
}

static gboolean
check_manifest (const char  *file,
                GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;

  if (!json_parser_load_from_file (parser, file, &local_error))
    return fail (error, "$", "not JSON: %s", local_error->message);
  if (json_parser_get_root (parser) == NULL)
    return fail (error, "$", "the file is empty");

  return check_object (json_parser_get_root (parser), &top_level, "$", error);
}

/* The manifest this project ships */
static void
test_shipped (void)
{
  const char *manifest = g_getenv ("FLATPAK_MANIFEST");
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (manifest);
  g_assert_true (check_manifest (manifest, &error));
  g_assert_no_error (error);
}

/* Hostile manifests: each must be refused, at the right place */

typedef struct
{
  const char *file;
  const char *path;     /* where the message says the problem is */
  const char *reason;   /* a part of the message */
} HostileCase;

static const HostileCase hostile_cases[] = {
  { "bad-archive-type.json", "$.modules[0].sources[0].archive-type",
    "\"tar.gz\" is not one of the values allowed" },
  { "bad-buildsystem.json", "$.modules[0].buildsystem", "\"ninja\" is not one of" },
  { "bad-source-type.json", "$.modules[0].sources[0].type", "unknown source type \"directory\"" },
  { "both-id-and-app-id.json", "$", "exactly one of \"id\" or \"app-id\", found 2" },
  { "env-number.json", "$.build-options.env.V", "expected a string or null, found a number" },
  { "finish-args-string.json", "$.finish-args", "expected an array of strings, found a string" },
  { "finish-arg-number.json", "$.finish-args[1]", "expected a string, found a number" },
  { "invalid-json.json", "$", "not JSON" },
  { "missing-module-name.json", "$.modules[1]", "\"name\" is required in a module" },
  { "missing-runtime.json", "$", "\"runtime\" is required in the manifest" },
  { "missing-source-path.json", "$.modules[0].sources[0]", "\"path\" is required in a dir source" },
  { "missing-source-type.json", "$.modules[0].sources[0]", "\"type\" is required" },
  { "module-not-object.json", "$.modules[0]", "expected an object, found a number" },
  { "nested-module-unknown-key.json", "$.modules[0].modules[0]",
    "unknown key \"config-opt\" in a module" },
  { "root-array.json", "$", "expected an object, found an array" },
  { "runtime-version-number.json", "$.runtime-version", "expected a string, found a number" },
  { "skip-string.json", "$.modules[0].sources[0].skip",
    "expected an array of strings, found a string" },
  { "strip-components-string.json", "$.modules[0].sources[0].strip-components",
    "expected an integer, found a string" },
  { "unknown-key-arch.json", "$.build-options.arch.aarch64",
    "unknown key \"cflag\" in build options" },
  { "unknown-key-build-options.json", "$.modules[0].build-options",
    "unknown key \"x-extra\" in build options" },
  { "unknown-key-extension.json", "$.add-extensions.org.example.Ext",
    "unknown key \"dir\" in an extension" },
  { "unknown-key-module.json", "$.modules[0]", "unknown key \"build-option\" in a module" },
  { "unknown-key-source.json", "$.modules[0].sources[0]", "unknown key \"skipp\" in a dir source" },
  { "unknown-key-source-type.json", "$.modules[0].sources[0]",
    "unknown key \"commit\" in an archive source" },
  { "unknown-key-top.json", "$", "unknown key \"finish-arg\" in the manifest" },
  { "wrong-boolean.json", "$.modules[0].builddir", "expected true or false, found a string" },
};

static char *
hostile_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "hostile", "flatpak-manifests", NULL);
}

static void
test_hostile (gconstpointer user_data)
{
  const HostileCase *c = user_data;
  g_autofree char *dir = hostile_dir ();
  g_autofree char *file = g_build_filename (dir, c->file, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strconcat (c->path, ": ", NULL);

  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  g_assert_false (check_manifest (file, &error));
  g_assert_error (error, MANIFEST_ERROR, 0);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, c->reason));
}

/* Every hostile file has its case in the table: one without would prove nothing */
static void
test_hostile_table (void)
{
  g_autofree char *dir = hostile_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
        found |= strcmp (hostile_cases[i].file, name) == 0;
      if (!found)
        {
          g_test_message ("%s has no entry in hostile_cases: say what it must fail with", name);
          g_test_fail ();
        }
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (hostile_cases));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flatpak/manifest/shipped", test_shipped);
  g_test_add_func ("/flatpak/manifest/hostile-table", test_hostile_table);
  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *name = g_strndup (hostile_cases[i].file,
                                         strlen (hostile_cases[i].file) - strlen (".json"));
      g_autofree char *test_path = g_strconcat ("/flatpak/manifest/hostile/", name, NULL);

      g_test_add_data_func (test_path, &hostile_cases[i], test_hostile);
    }

  return g_test_run ();
}
