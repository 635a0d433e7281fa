/* alp-edition-item.c: an item of an edition file, named by its JSON path
 *
 * The engine names what an edition lacks by its JSON path
 * (ALP_EDITION_ERROR_MISSING, alp_edition_get_value()), and the app asks
 * for, shows and corrects items by those paths.  This unit is the one
 * place that knows how the paths of the items the app handles are
 * spelled: a path is read into an AlpEditionItem (its kind and indices)
 * and an item is written back as its path, from one table, so that a new
 * version of the format changes the spelling here and nowhere in the app.
 * Reading is strict: a path of another shape, an index with a leading
 * zero or past what the format allows, or a name the format does not have
 * is refused.  Any path, an item's or one below it, also reads as the
 * section of the file it lies in (alp_edition_section_of_path()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "alp-edition-item.h"

G_DEFINE_BOXED_TYPE (AlpEditionItem, alp_edition_item, alp_edition_item_copy, alp_edition_item_free)

/* Each kind's path: "[X]" is an index (see index_field()), "<side>",
 * "<fruit>" and "<region>" the names the format allows there */
static const char * const patterns[ALP_N_EDITION_ITEMS] = {
  [ALP_EDITION_ITEM_SEGMENT_ID] = "segments[S].id",
  [ALP_EDITION_ITEM_SEGMENT_KIND] = "segments[S].kind",
  [ALP_EDITION_ITEM_SIDE] = "segments[S].sides.<side>",
  [ALP_EDITION_ITEM_SIDE_SPACES] = "segments[S].sides.<side>.spaces",
  [ALP_EDITION_ITEM_SPACE] = "segments[S].sides.<side>.spaces[J]",
  [ALP_EDITION_ITEM_SPACE_ICONS] = "segments[S].sides.<side>.spaces[J].icons",
  [ALP_EDITION_ITEM_SPACE_SPOTS] = "segments[S].sides.<side>.spaces[J].spots",
  [ALP_EDITION_ITEM_SPOT_ICONS] = "segments[S].sides.<side>.spaces[J].spots[K].icons",
  [ALP_EDITION_ITEM_SPOT_VALUE] = "segments[S].sides.<side>.spaces[J].spots[K].value",
  [ALP_EDITION_ITEM_TOKENS] = "delivery_tokens.<fruit>",
  [ALP_EDITION_ITEM_TOKEN_COUNT] = "delivery_tokens.<fruit>.counts[T]",
  [ALP_EDITION_ITEM_TOKENS_REMOVED] = "delivery_tokens.<fruit>.removed_two_three",
  [ALP_EDITION_ITEM_CARD_DISPLAY] = "delivery_cards.display",
  [ALP_EDITION_ITEM_CARD] = "delivery_cards.cards[C]",
  [ALP_EDITION_ITEM_MARKET_BONUSES] = "market_card.bonuses",
  [ALP_EDITION_ITEM_AWARD_GREEN_SIDE] = "award_tokens.<region>.green_side",
  [ALP_EDITION_ITEM_AWARD_RED_SIDE] = "award_tokens.<region>.red_side",
  [ALP_EDITION_ITEM_GOAL_CARD] = "goal_cards[G]",
  [ALP_EDITION_ITEM_GOAL_SIDE] = "goal_cards[G].sides[A]",
  [ALP_EDITION_ITEM_GOAL_SPOT] = "goal_cards[G].spots[P]",
  [ALP_EDITION_ITEM_FARMLAND] = "farmlands.<region>",
  [ALP_EDITION_ITEM_START] = "start",
  [ALP_EDITION_ITEM_START_DIRHAMS] = "start.dirhams",
  [ALP_EDITION_ITEM_CANAL] = "canal",
  [ALP_EDITION_ITEM_CANAL_CHANNELS] = "canal.channels",
};

/* Each section's member of the file's top object; the patterns above
 * start with these */
static const char * const section_names[ALP_N_EDITION_SECTIONS] = {
  [ALP_EDITION_SECTION_SEGMENTS] = "segments",
  [ALP_EDITION_SECTION_DELIVERY_TOKENS] = "delivery_tokens",
  [ALP_EDITION_SECTION_DELIVERY_CARDS] = "delivery_cards",
  [ALP_EDITION_SECTION_MARKET_CARD] = "market_card",
  [ALP_EDITION_SECTION_AWARD_TOKENS] = "award_tokens",
  [ALP_EDITION_SECTION_GOAL_CARDS] = "goal_cards",
  [ALP_EDITION_SECTION_FARMLANDS] = "farmlands",
  [ALP_EDITION_SECTION_START] = "start",
  [ALP_EDITION_SECTION_CANAL] = "canal",
};

/* The field an index of a pattern goes in, and how many entries its list
 * can have */
static guint *
index_field (AlpEditionItem *item,
             char            letter,
             guint          *limit)
{
  switch (letter)
    {
    case 'S': *limit = ALP_N_SEGMENTS; return &item->segment;
    case 'J': *limit = ALP_MAX_SPACES; return &item->space;
    case 'K': *limit = ALP_MAX_SPOTS; return &item->spot;
    case 'P': *limit = ALP_MAX_GOAL_SPOTS; return &item->spot;
    case 'C': *limit = ALP_N_DELIVERY_CARDS; return &item->card;
    case 'G': *limit = ALP_N_GOAL_CARDS; return &item->card;
    case 'T': *limit = ALP_TOKENS_PER_FRUIT; return &item->index;
    case 'A': *limit = 2; return &item->index;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
is_index (const char *p)
{
  return p[0] == '[' && g_ascii_isupper (p[1]) && p[2] == ']';
}

/* Reads an index at *@s, "[12]", into @item's field for @letter */
static gboolean
read_index (const char     **s,
            char             letter,
            AlpEditionItem  *item)
{
  const char *p = *s;
  guint limit;
  guint *field = index_field (item, letter, &limit);
  guint value = 0;

  if (*p++ != '[')
    return FALSE;
  /* "[01]" is no path, as for the engine's own path reader */
  if (!g_ascii_isdigit (*p) || (*p == '0' && g_ascii_isdigit (p[1])))
    return FALSE;
  while (g_ascii_isdigit (*p))
    {
      value = value * 10 + (guint) (*p++ - '0');
      if (value >= limit)
        return FALSE;
    }
  if (*p++ != ']')
    return FALSE;

  *field = value;
  *s = p;
  return TRUE;
}

/* Reads the name at *@s, up to the next "." or "[", as @placeholder says */
static gboolean
read_name (const char     **s,
           const char      *placeholder,
           gsize            len,
           AlpEditionItem  *item)
{
  gsize name_len = strcspn (*s, ".[");
  g_autofree char *name = g_strndup (*s, name_len);
  gboolean ok = FALSE;

  if (strncmp (placeholder, "<side>", len) == 0)
    ok = alp_side_from_string (name, &item->side);
  else if (strncmp (placeholder, "<fruit>", len) == 0)
    ok = alp_fruit_from_string (name, &item->fruit);
  else if (strncmp (placeholder, "<region>", len) == 0)
    ok = alp_region_from_string (name, &item->region);
  else
    g_assert_not_reached ();

  *s += name_len;
  return ok;
}

static gboolean
match (const char     *pattern,
       const char     *path,
       AlpEditionItem *item)
{
  const char *p = pattern;
  const char *s = path;

  while (*p != '\0')
    {
      if (is_index (p))
        {
          if (!read_index (&s, p[1], item))
            return FALSE;
          p += 3;
        }
      else if (*p == '<')
        {
          gsize len = strchr (p, '>') - p + 1;

          if (!read_name (&s, p, len, item))
            return FALSE;
          p += len;
        }
      else if (*p++ != *s++)
        return FALSE;
    }

  return *s == '\0';
}

/**
 * alp_edition_item_parse:
 * @path: a path, as %ALP_EDITION_ERROR_MISSING or alp_edition_get_value()
 *   names an item
 * @item: (out caller-allocates): where the item goes
 *
 * Reads @path as one of the items of #AlpEditionItemKind.
 *
 * Returns: %FALSE when @path is none of them, or names an entry past the
 *   end of what the format allows (@item is then cleared)
 */
gboolean
alp_edition_item_parse (const char     *path,
                        AlpEditionItem *item)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (item != NULL, FALSE);

  for (guint kind = 0; kind < ALP_N_EDITION_ITEMS; kind++)
    {
      memset (item, 0, sizeof *item);
      if (match (patterns[kind], path, item))
        {
          item->kind = kind;
          return TRUE;
        }
    }

  memset (item, 0, sizeof *item);
  return FALSE;
}

/**
 * alp_edition_item_to_path:
 * @item: an item, its indices within what the format allows
 *
 * Returns: (transfer full): the item's path, which alp_edition_get_value()
 *   and alp_edition_with_value() take
 */
char *
alp_edition_item_to_path (const AlpEditionItem *item)
{
  g_autoptr(GString) path = NULL;
  AlpEditionItem copy;

  g_return_val_if_fail (item != NULL, NULL);
  g_return_val_if_fail ((guint) item->kind < ALP_N_EDITION_ITEMS, NULL);

  copy = *item;
  path = g_string_new (NULL);
  for (const char *p = patterns[item->kind]; *p != '\0'; )
    {
      if (is_index (p))
        {
          guint limit;
          guint value = *index_field (&copy, p[1], &limit);

          g_return_val_if_fail (value < limit, NULL);
          g_string_append_printf (path, "[%u]", value);
          p += 3;
        }
      else if (*p == '<')
        {
          gsize len = strchr (p, '>') - p + 1;
          const char *name;

          if (strncmp (p, "<side>", len) == 0)
            name = alp_side_to_string (item->side);
          else if (strncmp (p, "<fruit>", len) == 0)
            name = alp_fruit_to_string (item->fruit);
          else
            name = alp_region_to_string (item->region);
          g_return_val_if_fail (name != NULL, NULL);
          g_string_append (path, name);
          p += len;
        }
      else
        g_string_append_c (path, *p++);
    }

  return g_string_free (g_steal_pointer (&path), FALSE);
}

/**
 * alp_edition_section_of_path:
 * @path: a path, as the edition's errors (alp_edition_error_get_path()) or
 *   alp_edition_get_value() name a part of the file, at an item or below
 *
 * Reads only the first member of @path: `segments[2].sides.four_player`
 * and `segments` both lie in %ALP_EDITION_SECTION_SEGMENTS.
 *
 * Returns: the section @path lies in, %ALP_EDITION_SECTION_NONE when its
 *   first member is none of the format's
 */
AlpEditionSection
alp_edition_section_of_path (const char *path)
{
  gsize len;

  g_return_val_if_fail (path != NULL, ALP_EDITION_SECTION_NONE);

  len = strcspn (path, ".[");
  for (guint section = ALP_EDITION_SECTION_NONE + 1; section < ALP_N_EDITION_SECTIONS; section++)
    if (strlen (section_names[section]) == len && strncmp (path, section_names[section], len) == 0)
      return section;

  return ALP_EDITION_SECTION_NONE;
}

AlpEditionItem *
alp_edition_item_copy (const AlpEditionItem *item)
{
  g_return_val_if_fail (item != NULL, NULL);

  return g_memdup2 (item, sizeof *item);
}

void
alp_edition_item_free (AlpEditionItem *item)
{
  g_free (item);
}
