/* bench-hostile.c: the memory and time each hostile file costs to refuse
 *
 * Every file of tests/data/hostile (editions and games) and a set of big
 * files written at run time (huge names; lists of empty objects, deep
 * arrays, many keys…, as large as an edition or a game may be, dense or
 * padded with spaces to just under what the pre-scan lets through) is
 * loaded in a child process of its own; the child's peak resident memory
 * (wait4()'s ru_maxrss) less that of a child that reads and refuses an
 * empty file is the refusal's cost.  Prints a table, and fails when a
 * refusal's peak is more than 20 times the file's size plus a small fixed
 * allowance (what parsing a small file costs), or when a hostile file is
 * accepted.
 *
 * Run with `meson test -C _build --benchmark --suite engine -v hostile-memory`,
 * or directly with the source directory as G_TEST_SRCDIR.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alp-edition.h"
#include "alp-json.h"
#include "alp-record.h"
#include "arriero-test-util.h"

/* What a small file costs beyond the baseline: the parse of an edition, a
 * game replayed to its error */
#define FIXED_ALLOWANCE_KB (3 * 1024)
#define MAX_RATIO          20

typedef enum
{
  KIND_EDITION,
  KIND_GAME,
} Kind;

typedef struct
{
  char  *label;
  char  *path;
  Kind   kind;
} Case;

static void
case_free (Case *c)
{
  g_free (c->label);
  g_free (c->path);
  g_free (c);
}

/* In the child: 0 when refused, 1 when accepted */
static int
load (const Case *c,
      char      **message)
{
  g_autoptr(GError) error = NULL;

  if (c->kind == KIND_EDITION)
    {
      g_autoptr(AlpEdition) edition = alp_edition_new_from_file (c->path, &error);

      if (edition != NULL)
        return 1;
    }
  else
    {
      g_autoptr(AlpGame) game = alp_record_load_from_file (c->path, &error);

      if (game != NULL)
        return 1;
    }

  *message = g_strdup (error->message);
  return 0;
}

typedef struct
{
  long     maxrss_kb;
  double   ms;
  gboolean accepted;
  char     message[72];
} Run;

/* Loads @c in a child */
static gboolean
run_child (const Case *c,
           Run        *run)
{
  int fds[2];
  pid_t pid;
  int status;
  struct rusage usage;
  gint64 start;
  gssize n;

  memset (run, 0, sizeof *run);
  if (pipe (fds) != 0)
    return FALSE;

  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid < 0)
    return FALSE;
  if (pid == 0)
    {
      g_autofree char *message = NULL;
      int accepted = 0;

      close (fds[0]);
      accepted = load (c, &message);
      if (message != NULL)
        {
          gsize len = strlen (message);

          /* Whole UTF-8 characters, on one line */
          g_strdelimit (message, "\n\t", ' ');
          if (len >= sizeof run->message)
            {
              const char *end = message + sizeof run->message - 1;

              end = g_utf8_find_prev_char (message, end + 1);
              len = end - message;
            }
          if (write (fds[1], message, len) < 0)
            _exit (3);
        }
      close (fds[1]);
      _exit (accepted);
    }

  close (fds[1]);
  n = read (fds[0], run->message, sizeof run->message - 1);
  run->message[MAX (n, 0)] = '\0';
  close (fds[0]);

  while (wait4 (pid, &status, 0, &usage) < 0)
    if (errno != EINTR)
      return FALSE;
  run->ms = (g_get_monotonic_time () - start) / 1000.0;
  run->maxrss_kb = usage.ru_maxrss;

  if (!WIFEXITED (status) || WEXITSTATUS (status) > 1)
    return FALSE;
  run->accepted = WEXITSTATUS (status) == 1;
  return TRUE;
}

/* Every file of @dir_path, labelled @sub/name; of @kind, or by its name
 * when @kind is -1 */
static void
add_dir (GPtrArray  *cases,
         const char *dir_path,
         const char *sub,
         int         kind)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      Case *c = g_new0 (Case, 1);

      c->label = g_strdup_printf ("%s/%s", sub, (char *) names->pdata[i]);
      c->path = g_build_filename (dir_path, names->pdata[i], NULL);
      if (kind >= 0)
        c->kind = kind;
      else
        c->kind = g_str_has_prefix (names->pdata[i], "edition-") ? KIND_EDITION : KIND_GAME;
      g_ptr_array_add (cases, c);
    }
}

static char *
read_base (const char *srcdir,
           const char *sub,
           const char *file)
{
  g_autofree char *path = g_build_filename (srcdir, "..", "data", sub, file, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* @text with its first @old replaced by @new */
static GString *
replace (const char *text,
         const char *old,
         const char *new)
{
  const char *at = strstr (text, old);
  GString *out = g_string_new (NULL);

  g_assert_nonnull (at);
  g_string_append_len (out, text, at - text);
  g_string_append (out, new);
  g_string_append (out, at + strlen (old));
  return out;
}

/* @unit repeated (joined by @sep) until the text reaches @size */
static GString *
repeat (const char *before,
        const char *unit,
        const char *sep,
        const char *after,
        gsize       size)
{
  GString *out = g_string_sized_new (size + 64);
  gsize tail = strlen (after) + strlen (unit) + strlen (sep);

  g_string_append (out, before);
  g_string_append (out, unit);
  while (out->len + tail < size)
    {
      g_string_append (out, sep);
      g_string_append (out, unit);
    }
  g_string_append (out, after);
  return out;
}

/* Writes @text as @name, an edition file when it starts with "edition-",
 * a game otherwise */
static void
add_big (const char *tmpdir,
         const char *name,
         GString    *text)
{
  g_autofree char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text->str, text->len, &error);
  g_assert_no_error (error);
  g_string_free (text, TRUE);
}

/* A shape of values, and the spaces that bring it just under the limit
 * of values the pre-scan lets through (docs/edition-format.md) */
typedef struct
{
  const char *name;
  const char *unit;
  guint       padding;
} Shape;

static const Shape shapes[] = {
  { "empty-objects", "{}", 0 },
  { "empty-arrays", "[]", 0 },
  { "zeros", "0", 0 },
  { "strings", "\"a\"", 0 },
  { "one-member-objects", "{\"a\":0}", 0 },
  { "deep-arrays", NULL, 0 },   /* 62 levels, the deepest allowed inside */
  { "padded-empty-objects", "{}", 19 },
  { "padded-empty-arrays", "[]", 9 },
  { "padded-zeros", "0", 6 },
  { "padded-strings", "\"a\"", 6 },
  { "padded-one-member-objects", "{\"a\":0}", 28 },
  { "padded-deep-arrays", NULL, 520 },
};

static char *
shape_unit (const Shape *shape)
{
  GString *unit = g_string_new (shape->unit);

  if (shape->unit == NULL)
    {
      for (guint i = 0; i < 62; i++)
        g_string_append_c (unit, '[');
      for (guint i = 0; i < 62; i++)
        g_string_append_c (unit, ']');
    }
  for (guint i = 0; i < shape->padding; i++)
    g_string_append_c (unit, ' ');

  return g_string_free (unit, FALSE);
}

/* Unique keys, so that only the walk refuses them */
static GString *
many_keys (const char *before,
           const char *after,
           guint       padding,
           gsize       size)
{
  GString *out = g_string_sized_new (size + 64);

  g_string_append (out, before);
  for (guint i = 0; out->len + strlen (after) + 32 + padding < size; i++)
    g_string_append_printf (out, "%s\"%x\":%*s0", i > 0 ? "," : "", i, (int) padding, "");
  g_string_append (out, after);
  return out;
}

#define EDITION_HEAD "{\"format\": \"arriero-edition\", \"version\": 1, \"name\": \"n\", "
/* The largest of each kind of file Arriero reads, less some room */
#define BIG_EDITION (ALP_EDITION_MAX_SIZE - 16 * 1024)
#define BIG_GAME    (ALP_JSON_MAX_SIZE - 64 * 1024)

static void
write_big_files (const char *srcdir,
                 const char *tmpdir)
{
  g_autofree char *edition = read_base (srcdir, "editions", "complete-4p.json");
  g_autofree char *game = read_base (srcdir, "games", "three-players.json");
  g_autoptr(GString) game_head = NULL;
  const char *undone = strstr (game, "\"undone\": []");

  g_assert_nonnull (undone);
  game_head = g_string_new_len (game, undone - game);
  g_string_append (game_head, "\"undone\": [");

  /* Names: what froze the app */
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "x", "", "", 10 * 1024);

    add_big (tmpdir, "edition-name-10k.json", replace (edition, "\"name\": \"", name->str));
  }
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "x", "", "", BIG_EDITION - strlen (edition));

    add_big (tmpdir, "edition-name-1mb.json", replace (edition, "\"name\": \"", name->str));
  }
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "x", "", "", BIG_GAME - strlen (edition));

    add_big (tmpdir, "edition-name-4mb.json", replace (edition, "\"name\": \"", name->str));
  }
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "\\u0061", "", "",
                                      BIG_EDITION - strlen (edition));

    add_big (tmpdir, "edition-name-escapes-1mb.json",
             replace (edition, "\"name\": \"", name->str));
  }
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "y", "", "", BIG_GAME - strlen (game));

    add_big (tmpdir, "game-player-name-4mb.json", replace (game, "\"name\": \"Eva", name->str));
  }
  {
    g_autoptr(GString) name = repeat ("\"name\": \"", "y", "", "", BIG_GAME - strlen (game));

    add_big (tmpdir, "game-edition-name-4mb.json", replace (game, "\"name\": \"", name->str));
  }

  /* Shapes that cost json-glib the most memory per byte: as an edition's
   * description, and as a game's list of events taken back */
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      g_autofree char *unit = shape_unit (&shapes[i]);
      g_autofree char *edition_name = g_strdup_printf ("edition-%s-1mb.json", shapes[i].name);
      g_autofree char *game_name = g_strdup_printf ("game-%s-4mb.json", shapes[i].name);

      add_big (tmpdir, edition_name,
               repeat (EDITION_HEAD "\"description\": [", unit, ",", "]}\n", BIG_EDITION));
      add_big (tmpdir, game_name, repeat (game_head->str, unit, ",", "]}\n", BIG_GAME));
    }
  add_big (tmpdir, "edition-many-keys-1mb.json",
           many_keys (EDITION_HEAD "\"description\": {", "}}\n", 0, BIG_EDITION));
  add_big (tmpdir, "edition-padded-many-keys-1mb.json",
           many_keys (EDITION_HEAD "\"description\": {", "}}\n", 8, BIG_EDITION));
  add_big (tmpdir, "edition-many-root-keys-1mb.json",
           many_keys (EDITION_HEAD, ", \"example\": false}\n", 0, BIG_EDITION));
  {
    g_autoptr(GString) head = g_string_new (game_head->str);

    g_string_append (head, "{\"kind\": \"end-turn\", ");
    add_big (tmpdir, "game-many-keys-4mb.json", many_keys (head->str, "}]}\n", 0, BIG_GAME));
    add_big (tmpdir, "game-padded-many-keys-4mb.json",
             many_keys (head->str, "}]}\n", 8, BIG_GAME));
  }
  add_big (tmpdir, "edition-whitespace-1mb.json", repeat ("", " ", "", "{}\n", BIG_EDITION));
  add_big (tmpdir, "game-whitespace-4mb.json", repeat ("", " ", "", "{}\n", BIG_GAME));
  {
    GString *nesting = g_string_new ("{\"format\": \"arriero-game\", \"version\": 1, \"events\": ");

    while (nesting->len < BIG_GAME / 2)
      g_string_append_c (nesting, '[');
    while (nesting->len < BIG_GAME - 2)
      g_string_append_c (nesting, ']');
    g_string_append (nesting, "}\n");
    add_big (tmpdir, "game-nesting-4mb.json", nesting);
  }
  {
    const char *events = strstr (game, "\"events\": [");
    g_autoptr(GString) head = NULL;

    g_assert_nonnull (events);
    head = g_string_new_len (game, events - game);
    g_string_append (head, "\"events\": [");
    add_big (tmpdir, "game-end-turns-4mb.json",
             repeat (head->str, "{\"kind\":\"end-turn\"}", ",", "]}\n", BIG_GAME));
    add_big (tmpdir, "game-padded-end-turns-4mb.json",
             repeat (head->str, "{\"kind\": \"end-turn\"}                    ", ",", "]}\n",
                     BIG_GAME));
  }
}

int
main (int    argc,
      char **argv)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func ((GDestroyNotify) case_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpdir = NULL;
  g_autofree char *hostile = NULL;
  g_autofree char *editions = NULL;
  g_autofree char *games = NULL;
  pid_t pid;
  int status;
  Case base_case = { NULL, };
  Run base;
  guint n_failed = 0;
  long worst_kb = 0;
  double worst_ratio = 0;

  if (srcdir == NULL)
    {
      fprintf (stderr, "Set G_TEST_SRCDIR to the source's tests/engine\n");
      return 2;
    }

  hostile = g_build_filename (srcdir, "..", "data", "hostile", NULL);
  editions = g_build_filename (hostile, "editions", NULL);
  games = g_build_filename (hostile, "games", NULL);
  add_dir (cases, editions, "editions", KIND_EDITION);
  add_dir (cases, games, "games", KIND_GAME);

  /* Written by a child, so that what making them cost stays out of the
   * memory every later child starts with */
  tmpdir = g_dir_make_tmp ("arriero-bench-hostile-XXXXXX", &error);
  g_assert_no_error (error);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      write_big_files (srcdir, tmpdir);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  add_dir (cases, tmpdir, "big", -1);

  /* What every child holds once it has read a file (GIO loads its
   * modules at the first) and refused it, with nothing to parse */
  base_case.label = g_strdup ("empty");
  base_case.path = g_build_filename (tmpdir, "empty.json", NULL);
  base_case.kind = KIND_EDITION;
  g_file_set_contents (base_case.path, "", 0, &error);
  g_assert_no_error (error);
  if (!run_child (&base_case, &base))
    g_error ("the baseline child failed");
  g_unlink (base_case.path);
  g_clear_pointer (&base_case.label, g_free);
  g_clear_pointer (&base_case.path, g_free);

  printf ("%-46s %9s %9s %7s %9s  %s\n", "file", "size KB", "peak KB", "ratio", "ms", "refusal");
  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];
      GStatBuf st;
      Run run;
      long peak_kb, limit_kb;
      double ratio;
      const char *verdict = "";

      g_assert_cmpint (g_stat (c->path, &st), ==, 0);
      if (!run_child (c, &run))
        {
          printf ("%-46s crashed\n", c->label);
          n_failed++;
          continue;
        }

      peak_kb = MAX (run.maxrss_kb - base.maxrss_kb, 0);
      ratio = st.st_size > 0 ? peak_kb * 1024.0 / st.st_size : 0;
      limit_kb = MAX_RATIO * (long) (st.st_size / 1024) + FIXED_ALLOWANCE_KB;
      if (peak_kb > limit_kb)
        {
          verdict = "TOO MUCH MEMORY ";
          n_failed++;
        }
      if (run.accepted)
        {
          verdict = "ACCEPTED ";
          n_failed++;
        }
      if (st.st_size >= 1024 * 1024)
        worst_ratio = MAX (worst_ratio, ratio);
      worst_kb = MAX (worst_kb, peak_kb);

      printf ("%-46s %9.1f %9ld %7.1f %9.1f  %s%s\n", c->label, st.st_size / 1024.0, peak_kb,
              ratio, run.ms, verdict, run.message);
      fflush (stdout);
    }

  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];

      if (g_str_has_prefix (c->path, tmpdir))
        g_unlink (c->path);
    }
  g_rmdir (tmpdir);

  printf ("\nbaseline %ld KB; worst peak %ld KB; worst ratio over files of 1 MiB or more %.1f "
          "(limit %d × size + %d KB)\n", base.maxrss_kb, worst_kb, worst_ratio, MAX_RATIO,
          FIXED_ALLOWANCE_KB);
  printf ("%u of %u files over the limit or accepted\n", n_failed, cases->len);

  return n_failed == 0 ? 0 : 1;
}
