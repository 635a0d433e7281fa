/* alp-json-check.c: the strict pre-scan of every JSON text Arriero reads
 *
 * Files come from other people, so nothing reaches json-glib unchecked: the
 * pre-scan bounds the size, the encoding, the nesting and the numbers before
 * json-glib sees the buffer (json-glib 1.6 recurses without a limit, wraps
 * large integers and accepts comments and duplicate keys), and names the
 * JSON path, line and column of the first problem.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-json-private.h"

#define MAX_FILE_SIZE  ALP_JSON_MAX_SIZE
#define MAX_DEPTH      64
/* Longer integer literals could wrap inside json-glib; none is valid here. */
#define MAX_INT_DIGITS 18
/* The longest string or member name, in bytes as written: far more than
 * any text the formats allow (docs/edition-format.md), so that a huge one
 * is refused before json-glib copies it */
#define MAX_STRING_BYTES (16 * 1024)

/* What json-glib 1.6's tree costs, in bytes of the file: a unit is about
 * 15 bytes of memory (measured: an empty object takes 300 bytes, an array
 * 115 to 140, a string 115, a number 82, an object’s member 93 more).  A
 * text may hold as many units as it has bytes, plus a small allowance,
 * which keeps reading any file within 20 times its size
 * (tests/engine/bench-hostile.c).  The editions Arriero writes use 0.9
 * to 1 unit a byte, a game's events about 1.25: the allowance lets a game
 * of about 8,000 events through, where a whole game takes 100 to 300. */
#define COST_OBJECT    20
#define COST_ARRAY     10
#define COST_STRING     8
#define COST_SCALAR     6
#define COST_MEMBER     7
#define COST_ALLOWANCE (128 * 1024)

/* ------------------------------------------------------------------------ */
/* The pre-scan: a strict JSON syntax check that keeps track of the path.   */

typedef struct
{
  gboolean    is_object;
  const char *key;        /* the current member's name, raw, inside the buffer */
  gsize       key_len;
  guint       index;      /* the current element of an array */
  GHashTable *keys;       /* the names seen so far in an object: raw, in the buffer,
                           * compared by what they say (see raw_key_hash()) */
} ScanFrame;

typedef struct
{
  const char *data;
  gsize       length;       /* valid UTF-8 without NUL up to here */
  gsize       full_length;
  gsize       pos;
  const char *prefix;
  guint       depth;
  guint64     cost;         /* the units of json-glib's tree so far */
  guint64     budget;
  ScanFrame   frames[MAX_DEPTH];
} Scanner;

typedef enum
{
  SCAN_VALUE,
  SCAN_MEMBER,
  SCAN_AFTER_VALUE,
} ScanState;

/* Member names are compared by what they say, not how they are written:
 * "n\u0061me" is "name".  The names stay in the buffer, where the scan has
 * checked them; a reader turns one into its bytes, one at a time. */
typedef struct
{
  const char *p;          /* the rest of the raw name, up to its closing quote */
  guchar      bytes[4];   /* what an escape says, in UTF-8 */
  guint       n_bytes;
  guint       next;
} KeyReader;

static guint
hex4 (const char *p)
{
  guint value = 0;

  for (guint i = 0; i < 4; i++)
    value = value * 16 + (guint) g_ascii_xdigit_value (p[i]);

  return value;
}

/* The next byte of the name, or -1 at its end */
static int
key_reader_next (KeyReader *r)
{
  gunichar cp;

  if (r->next < r->n_bytes)
    return r->bytes[r->next++];

  if (*r->p == '"')
    return -1;
  if (*r->p != '\\')
    return (guchar) *r->p++;

  r->p++;
  r->next = 0;
  r->n_bytes = 1;
  switch (*r->p++)
    {
    case 'b': r->bytes[0] = '\b'; break;
    case 'f': r->bytes[0] = '\f'; break;
    case 'n': r->bytes[0] = '\n'; break;
    case 'r': r->bytes[0] = '\r'; break;
    case 't': r->bytes[0] = '\t'; break;
    case 'u':
      cp = hex4 (r->p);
      r->p += 4;
      /* The scan let only whole pairs through */
      if (cp >= 0xd800 && cp <= 0xdbff)
        {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (hex4 (r->p + 2) - 0xdc00);
          r->p += 6;
        }
      r->n_bytes = g_unichar_to_utf8 (cp, (char *) r->bytes);
      break;
    default:  /* '"', '\\', '/' */
      r->bytes[0] = r->p[-1];
      break;
    }

  return r->bytes[r->next++];
}

static char *
scan_path (Scanner *s)
{
  GString *path = g_string_new (s->prefix);

  for (guint i = 0; i < s->depth; i++)
    {
      ScanFrame *frame = &s->frames[i];

      if (!frame->is_object)
        g_string_append_printf (path, "[%u]", frame->index);
      else if (frame->key != NULL)
        {
          KeyReader r = { frame->key, };
          int c;

          if (path->len > 0)
            g_string_append_c (path, '.');
          /* What the name says, as the walk over the tree would name it */
          while ((c = key_reader_next (&r)) >= 0)
            g_string_append_c (path, (char) c);
        }
    }

  return g_string_free (path, FALSE);
}

static gboolean scan_fail (Scanner    *s,
                           GError    **error,
                           const char *format,
                           ...) G_GNUC_PRINTF (3, 4);

static gboolean
scan_fail (Scanner    *s,
           GError    **error,
           const char *format,
           ...)
{
  g_autofree char *path = scan_path (s);
  g_autofree char *detail = NULL;
  const char *line_start = s->data;
  guint line = 1;
  gsize pos = MIN (s->pos, s->length);
  va_list args;

  /* Running into the first bad byte is the error, whatever was expected */
  if (s->pos >= s->length && s->length < s->full_length)
    {
      if (s->data[s->length] == '\0')
        detail = g_strdup (_("the file contains a NUL byte"));
      else
        detail = g_strdup (_("invalid UTF-8"));
    }
  else
    {
      va_start (args, format);
      detail = g_strdup_vprintf (format, args);
      va_end (args);
    }

  for (gsize i = 0; i < pos; i++)
    if (s->data[i] == '\n')
      {
        line++;
        line_start = s->data + i + 1;
      }

  alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, path,
                         /* TRANSLATORS: where in the file the JSON syntax breaks */
                         _("line %u, column %u: %s"), line,
                         (guint) g_utf8_strlen (line_start, s->data + pos - line_start) + 1,
                         detail);
  return FALSE;
}

static int
peek (Scanner *s)
{
  return s->pos < s->length ? (guchar) s->data[s->pos] : -1;
}

static void
skip_whitespace (Scanner *s)
{
  while (s->pos < s->length)
    {
      char c = s->data[s->pos];

      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        break;
      s->pos++;
    }
}

/* At a 'u' of an escape: reads it and its 4 hex digits */
static gboolean
scan_hex4 (Scanner *s,
           guint   *out)
{
  guint value = 0;

  if (s->length - s->pos < 5)
    return FALSE;

  for (guint i = 1; i <= 4; i++)
    {
      int digit = g_ascii_xdigit_value (s->data[s->pos + i]);

      if (digit < 0)
        return FALSE;
      value = value * 16 + (guint) digit;
    }

  s->pos += 5;
  *out = value;
  return TRUE;
}

static gboolean
scan_string (Scanner  *s,
             GError  **error)
{
  gsize start = s->pos;

  g_assert (peek (s) == '"');
  s->pos++;

  for (;;)
    {
      int c = peek (s);
      guint cp, low;

      if (s->pos - start > MAX_STRING_BYTES + 1)
        {
          s->pos = start;
          return scan_fail (s, error, _("a text longer than %u KiB"), MAX_STRING_BYTES / 1024);
        }
      if (c < 0)
        return scan_fail (s, error, _("unterminated string"));
      if (c == '"')
        {
          s->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return scan_fail (s, error, _("control character in a string"));
      if (c != '\\')
        {
          s->pos++;
          continue;
        }

      s->pos++;
      switch (peek (s))
        {
        case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
          s->pos++;
          break;

        case 'u':
          if (!scan_hex4 (s, &cp))
            return scan_fail (s, error, _("invalid \\u escape"));
          /* json-glib would cut the string there */
          if (cp == 0)
            return scan_fail (s, error, _("\\u0000 is not allowed in a string"));
          if (cp >= 0xdc00 && cp <= 0xdfff)
            return scan_fail (s, error, _("unpaired surrogate in a \\u escape"));
          if (cp >= 0xd800 && cp <= 0xdbff)
            {
              if (peek (s) != '\\' || s->pos + 1 >= s->length || s->data[s->pos + 1] != 'u')
                return scan_fail (s, error, _("unpaired surrogate in a \\u escape"));
              s->pos++;
              if (!scan_hex4 (s, &low) || low < 0xdc00 || low > 0xdfff)
                return scan_fail (s, error, _("unpaired surrogate in a \\u escape"));
            }
          break;

        default:
          return scan_fail (s, error, _("invalid escape in a string"));
        }
    }
}

static gboolean
scan_number (Scanner  *s,
             GError  **error)
{
  gsize start = s->pos;
  gboolean integer = TRUE;
  guint digits = 0;

  if (peek (s) == '-')
    s->pos++;

  if (peek (s) == '0')
    {
      s->pos++;
      digits = 1;
      if (g_ascii_isdigit (peek (s)))
        return scan_fail (s, error, _("a number must not start with 0"));
    }
  else if (g_ascii_isdigit (peek (s)))
    {
      while (g_ascii_isdigit (peek (s)))
        {
          s->pos++;
          digits++;
        }
    }
  else
    return scan_fail (s, error, _("invalid number"));

  if (peek (s) == '.')
    {
      integer = FALSE;
      s->pos++;
      if (!g_ascii_isdigit (peek (s)))
        return scan_fail (s, error, _("invalid number"));
      while (g_ascii_isdigit (peek (s)))
        s->pos++;
    }

  if (peek (s) == 'e' || peek (s) == 'E')
    {
      integer = FALSE;
      s->pos++;
      if (peek (s) == '+' || peek (s) == '-')
        s->pos++;
      if (!g_ascii_isdigit (peek (s)))
        return scan_fail (s, error, _("invalid number"));
      while (g_ascii_isdigit (peek (s)))
        s->pos++;
    }

  if (integer && digits > MAX_INT_DIGITS)
    {
      s->pos = start;
      return scan_fail (s, error, _("number out of range"));
    }

  return TRUE;
}

static gboolean
scan_literal (Scanner  *s,
              GError  **error)
{
  static const char * const literals[] = { "true", "false", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (literals); i++)
    {
      gsize len = strlen (literals[i]);

      if (s->length - s->pos >= len && memcmp (s->data + s->pos, literals[i], len) == 0)
        {
          s->pos += len;
          return TRUE;
        }
    }

  return scan_fail (s, error, _("expected a value"));
}

static guint
raw_key_hash (gconstpointer key)
{
  KeyReader r = { key, };
  guint hash = 5381;
  int c;

  while ((c = key_reader_next (&r)) >= 0)
    hash = hash * 33 + (guint) c;

  return hash;
}

static gboolean
raw_key_equal (gconstpointer a,
               gconstpointer b)
{
  KeyReader ra = { a, }, rb = { b, };
  int ca, cb;

  do
    {
      ca = key_reader_next (&ra);
      cb = key_reader_next (&rb);
    }
  while (ca == cb && ca >= 0);

  return ca == cb;
}

/* Counts @units of json-glib's tree; refuses a text that would cost more
 * than its size allows */
static gboolean
scan_cost (Scanner  *s,
           guint     units,
           GError  **error)
{
  s->cost += units;
  if (s->cost <= s->budget)
    return TRUE;

  return scan_fail (s, error, _("the file holds more values than Arriero reads "
                                "from a file of its size"));
}

static gboolean
scan_member_name (Scanner  *s,
                  GError  **error)
{
  ScanFrame *frame = &s->frames[s->depth - 1];
  gsize start;

  if (peek (s) < 0)
    return scan_fail (s, error, _("unexpected end of the file"));
  if (peek (s) != '"')
    return scan_fail (s, error, _("expected a member name in double quotes"));

  start = s->pos + 1;
  if (!scan_cost (s, COST_MEMBER, error) ||
      !scan_string (s, error))
    return FALSE;

  frame->key = s->data + start;
  frame->key_len = s->pos - 1 - start;

  if (frame->keys == NULL)
    frame->keys = g_hash_table_new (raw_key_hash, raw_key_equal);
  if (!g_hash_table_add (frame->keys, (gpointer) frame->key))
    {
      s->pos = start - 1;
      return scan_fail (s, error, _("duplicate key"));
    }

  skip_whitespace (s);
  if (peek (s) < 0)
    return scan_fail (s, error, _("unexpected end of the file"));
  if (peek (s) != ':')
    return scan_fail (s, error, _("expected “:”"));
  s->pos++;
  skip_whitespace (s);

  return TRUE;
}

static gboolean
scan (Scanner  *s,
      GError  **error)
{
  ScanState state = SCAN_VALUE;

  skip_whitespace (s);
  if (s->pos == s->full_length)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, s->prefix,
                             _("the file is empty"));
      return FALSE;
    }

  for (;;)
    {
      ScanFrame *frame;
      int c;

      switch (state)
        {
        case SCAN_VALUE:
          c = peek (s);
          if (c == '{' || c == '[')
            {
              if (!scan_cost (s, c == '{' ? COST_OBJECT : COST_ARRAY, error))
                return FALSE;
              if (s->depth == MAX_DEPTH)
                return scan_fail (s, error, _("nested deeper than %u levels"), MAX_DEPTH);

              frame = &s->frames[s->depth++];
              frame->is_object = (c == '{');
              frame->key = NULL;
              frame->key_len = 0;
              frame->index = 0;
              frame->keys = NULL;
              s->pos++;
              skip_whitespace (s);

              if (peek (s) == (frame->is_object ? '}' : ']'))
                {
                  s->pos++;
                  s->depth--;
                  state = SCAN_AFTER_VALUE;
                }
              else
                state = frame->is_object ? SCAN_MEMBER : SCAN_VALUE;
            }
          else if (c == '"')
            {
              if (!scan_cost (s, COST_STRING, error) ||
                  !scan_string (s, error))
                return FALSE;
              state = SCAN_AFTER_VALUE;
            }
          else if (c == '-' || g_ascii_isdigit (c))
            {
              if (!scan_cost (s, COST_SCALAR, error) ||
                  !scan_number (s, error))
                return FALSE;
              state = SCAN_AFTER_VALUE;
            }
          else if (c == 't' || c == 'f' || c == 'n')
            {
              if (!scan_cost (s, COST_SCALAR, error) ||
                  !scan_literal (s, error))
                return FALSE;
              state = SCAN_AFTER_VALUE;
            }
          else if (c < 0)
            return scan_fail (s, error, _("unexpected end of the file"));
          else
            return scan_fail (s, error, _("expected a value"));
          break;

        case SCAN_MEMBER:
          if (!scan_member_name (s, error))
            return FALSE;
          state = SCAN_VALUE;
          break;

        case SCAN_AFTER_VALUE:
          skip_whitespace (s);
          if (s->depth == 0)
            {
              if (s->pos < s->full_length)
                return scan_fail (s, error, _("unexpected text after the end of the data"));
              return TRUE;
            }

          frame = &s->frames[s->depth - 1];
          c = peek (s);
          if (c == ',')
            {
              s->pos++;
              skip_whitespace (s);
              if (frame->is_object)
                state = SCAN_MEMBER;
              else
                {
                  frame->index++;
                  state = SCAN_VALUE;
                }
            }
          else if (c == (frame->is_object ? '}' : ']'))
            {
              s->pos++;
              g_clear_pointer (&frame->keys, g_hash_table_unref);
              s->depth--;
            }
          else if (c < 0)
            return scan_fail (s, error, _("unexpected end of the file"));
          else if (frame->is_object)
            return scan_fail (s, error, _("expected “,” or “}”"));
          else
            return scan_fail (s, error, _("expected “,” or “]”"));
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

static gboolean
prescan (const char  *data,
         gsize        length,
         GError     **error)
{
  Scanner s = { 0, };
  const char *end = NULL;
  gboolean ret;

  if (length > MAX_FILE_SIZE)
    {
      alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                             _("the file is larger than %u MiB"), MAX_FILE_SIZE >> 20);
      return FALSE;
    }

  /* Also stops at a NUL byte, which json-glib would take for the end */
  g_utf8_validate_len (data, length, &end);

  s.data = data;
  s.length = (gsize) (end - data);
  s.full_length = length;
  s.prefix = "";
  s.budget = (guint64) length + COST_ALLOWANCE;

  ret = scan (&s, error);

  for (guint i = 0; i < s.depth; i++)
    g_clear_pointer (&s.frames[i].keys, g_hash_table_unref);

  return ret;
}

/**
 * alp_json_check_text:
 *
 * Checks a JSON text before it reaches json-glib: its size, its encoding,
 * its nesting, its numbers and duplicate keys.  Every file Arriero reads
 * (editions, saved games, holdings) goes through it, so that no input can
 * crash the parser.
 */
gboolean
alp_json_check_text (const char  *data,
                     gsize        length,
                     GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return prescan (data != NULL ? data : "", length, error);
}
