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
 * The same unit says an item in the table's words (alp_edition_item_describe()):
 * a question about the copy names the piece by where it lies on the table
 * (segment 2 counting from the start, the third face-up card), never by
 * its path or the edition's ids, and a refused answer is explained by the
 * field it concerns (alp_edition_item_explain_refusal()), never in the
 * loader's words, which speak of the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "alp-edition-item.h"
#include "alp-edition-private.h"
#include "alp-error.h"

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
  [ALP_EDITION_ITEM_GOAL_SPOTS] = "goal_cards[G].spots",
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

/* Where segment @segment of the edition lies in @setup's layout, counted
 * from 1 at the go segment; 0 when @setup does not lay it */
static guint
segment_position (const AlpSetup *setup,
                  guint           segment)
{
  if (setup == NULL)
    return 0;
  for (guint p = 0; p < ALP_N_SEGMENTS; p++)
    if (setup->segments[p] == segment)
      return p + 1;

  return 0;
}

/* The side of the segments a game of @setup is played on */
static AlpSide
setup_side (const AlpSetup *setup)
{
  return setup->n_players >= 4 ? ALP_SIDE_FOUR_PLAYER : ALP_SIDE_TWO_THREE_PLAYER;
}

static AlpSegmentKind
segment_kind (AlpEdition *edition,
              guint       segment)
{
  return _alp_edition_get_data (edition)->segments[segment].kind;
}

/* How many segments of @segment's kind the edition lists up to it,
 * itself included: "the second market segment" when nothing else tells
 * the pieces apart */
static guint
segment_rank (AlpEdition *edition,
              guint       segment)
{
  const AlpEditionData *ed = _alp_edition_get_data (edition);
  guint rank = 0;

  for (guint i = 0; i <= segment && i < ALP_N_SEGMENTS; i++)
    if (ed->segments[i].kind == ed->segments[segment].kind)
      rank++;

  return rank;
}

/* "segment 2 (counting from the start)", or without a layout "the
 * second market segment of the box" */
static char *
name_segment (AlpEdition     *edition,
              const AlpSetup *setup,
              guint           segment)
{
  guint position = segment_position (setup, segment);
  guint rank = segment_rank (edition, segment);

  if (position != 0)
    /* TRANSLATORS: a segment by its place on the table, the go segment is 1 */
    return g_strdup_printf (_("segment %u (counting from the start)"), position);

  switch (segment_kind (edition, segment))
    {
    case ALP_SEGMENT_GO:
      return g_strdup (_("the go segment"));
    case ALP_SEGMENT_END:
      return g_strdup (_("the end segment"));
    case ALP_SEGMENT_HARVEST:
      /* TRANSLATORS: "harvest segment 2": one of the segments with a harvest space */
      return g_strdup_printf (_("harvest segment %u"), rank);
    case ALP_SEGMENT_MARKET:
    default:
      /* TRANSLATORS: "market segment 2": one of the segments with a market space */
      return g_strdup_printf (_("market segment %u"), rank);
    }
}

/* Which side to look at: none to say when it is the side in play */
static char *
name_side (const AlpSetup *setup,
           AlpSide         side)
{
  if (setup != NULL && setup_side (setup) == side)
    return g_strdup (_("Look at the side lying face up on the table."));
  if (side == ALP_SIDE_FOUR_PLAYER)
    return g_strdup (_("Look at its 4-player side."));
  return g_strdup (_("Look at its 2–3 player side."));
}

/* "a market", "a harvest": what a spot of @segment's space belongs to */
static const char *
name_stop (AlpEdition *edition,
           guint       segment)
{
  switch (segment_kind (edition, segment))
    {
    case ALP_SEGMENT_HARVEST:
      return _("the harvest");
    case ALP_SEGMENT_END:
      return _("the end space");
    case ALP_SEGMENT_GO:
      return _("the go space");
    case ALP_SEGMENT_MARKET:
    default:
      return _("the market");
    }
}

/* Where delivery card @card lies face up in @setup, from 1; 0 if not */
static guint
display_position (const AlpSetup *setup,
                  guint           card)
{
  if (setup == NULL)
    return 0;
  for (guint i = 0; i < setup->n_display && i < ALP_MAX_DISPLAY; i++)
    if (setup->display[i] == card)
      return i + 1;

  return 0;
}

static char *
describe_segment_item (const AlpEditionItem *item,
                       AlpEdition           *edition,
                       const AlpSetup       *setup,
                       const char           *who,
                       char                **details)
{
  g_autofree char *segment = name_segment (edition, setup, item->segment);

  *details = name_side (setup, item->side);
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SPACE_ICONS:
      if (who != NULL)
        /* TRANSLATORS: "Ana stopped on space 3 of segment 2 (counting from the start): what does it show?" */
        return g_strdup_printf (_("%s stopped on space %u of %s: what does it show?"), who, item->space + 1, segment);
      /* TRANSLATORS: "Space 3 of segment 2 (counting from the start): what does it show?" */
      return g_strdup_printf (_("Space %u of %s: what does it show?"), item->space + 1, segment);

    case ALP_EDITION_ITEM_SPOT_ICONS:
      if (who != NULL)
        /* TRANSLATORS: "Ana stopped on spot 2 of the market on segment 4 (counting from the start): what does it show?" */
        return g_strdup_printf (_("%s stopped on spot %u of %s on %s: what does it show?"), who, item->spot + 1,
                                name_stop (edition, item->segment), segment);
      /* TRANSLATORS: "Spot 2 of the market on segment 4 (counting from the start): what does it show?" */
      return g_strdup_printf (_("Spot %u of %s on %s: what does it show?"), item->spot + 1,
                              name_stop (edition, item->segment), segment);

    case ALP_EDITION_ITEM_SPOT_VALUE:
      g_free (*details);
      *details = g_strdup (_("The dirhams are printed on the spot."));
      if (who != NULL)
        /* TRANSLATORS: "Ana reached end spot 2: how many dirhams does it show?" */
        return g_strdup_printf (_("%s reached end spot %u: how many dirhams does it show?"), who, item->spot + 1);
      /* TRANSLATORS: "End spot 2: how many dirhams does it show?" */
      return g_strdup_printf (_("End spot %u: how many dirhams does it show?"), item->spot + 1);

    case ALP_EDITION_ITEM_SIDE:
    default:
      /* TRANSLATORS: "What does segment 2 (counting from the start) show?" */
      return g_strdup_printf (_("What does %s show?"), segment);
    }
}

/**
 * alp_edition_item_describe:
 * @item: an item of @edition
 * @edition: the copy, which says what kind each segment is
 * @setup: (nullable): the layout on the table, which says where a segment
 *   or a face-up card lies; %NULL outside a game
 * @who: (nullable): the player whose mule stopped where @item is, as the
 *   table calls them
 * @details: (out) (optional): a second sentence, what to look at
 *
 * Says @item as the question a table can answer by looking at its pieces:
 * where the piece lies, never an edition id or a path.
 *
 * Returns: (transfer full): the question, one sentence
 */
char *
alp_edition_item_describe (const AlpEditionItem *item,
                           AlpEdition           *edition,
                           const AlpSetup       *setup,
                           const char           *who,
                           char                **details)
{
  g_autofree char *more = NULL;
  char *title = NULL;

  g_return_val_if_fail (item != NULL, NULL);
  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);

  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SIDE:
    case ALP_EDITION_ITEM_SPACE_ICONS:
    case ALP_EDITION_ITEM_SPOT_ICONS:
    case ALP_EDITION_ITEM_SPOT_VALUE:
    case ALP_EDITION_ITEM_SIDE_SPACES:
    case ALP_EDITION_ITEM_SPACE:
    case ALP_EDITION_ITEM_SPACE_SPOTS:
      if (item->kind == ALP_EDITION_ITEM_SIDE_SPACES || item->kind == ALP_EDITION_ITEM_SPACE
          || item->kind == ALP_EDITION_ITEM_SPACE_SPOTS)
        {
          AlpEditionItem side = { .kind = ALP_EDITION_ITEM_SIDE, .segment = item->segment, .side = item->side };

          title = describe_segment_item (&side, edition, setup, who, &more);
        }
      else
        title = describe_segment_item (item, edition, setup, who, &more);
      break;

    case ALP_EDITION_ITEM_SEGMENT_ID:
    case ALP_EDITION_ITEM_SEGMENT_KIND:
      {
        g_autofree char *segment = name_segment (edition, setup, item->segment);

        title = g_strdup_printf (_("What does %s show?"), segment);
      }
      break;

    case ALP_EDITION_ITEM_GOAL_CARD:
    case ALP_EDITION_ITEM_GOAL_SIDE:
      /* TRANSLATORS: the goal cards lie in a row, as the board shows them */
      title = g_strdup_printf (_("Goal card %u from the left: what does it show?"), item->card + 1);
      more = g_strdup (_("Its goal on each side, and the reward on each of its spots."));
      break;

    case ALP_EDITION_ITEM_GOAL_SPOTS:
      if (who != NULL)
        /* TRANSLATORS: "Ana completed the goal of goal card 2 from the left: which farmer spots does it show?" */
        title = g_strdup_printf (_("%s completed the goal of goal card %u from the left: which farmer spots does it show?"),
                                 who, item->card + 1);
      else
        /* TRANSLATORS: "Goal card 2 from the left: which farmer spots does it show?" */
        title = g_strdup_printf (_("Goal card %u from the left: which farmer spots does it show?"), item->card + 1);
      more = g_strdup (_("How many spots, and the reward on each, from the top of the card."));
      break;

    case ALP_EDITION_ITEM_GOAL_SPOT:
      /* TRANSLATORS: "Goal card 2 from the left: what is the reward on its spot 1?" */
      title = g_strdup_printf (_("Goal card %u from the left: what is the reward on its spot %u?"),
                               item->card + 1, item->spot + 1);
      more = g_strdup (_("Spots count from the top of the card."));
      break;

    case ALP_EDITION_ITEM_CARD:
      {
        guint position = display_position (setup, item->card);

        if (position != 0)
          /* TRANSLATORS: "Face-up delivery card 2 from the left: what does it show?" */
          title = g_strdup_printf (_("Face-up delivery card %u from the left: what does it show?"), position);
        else
          title = g_strdup (_("The delivery card just turned up or taken: what does it show?"));
        /* at the table the card lies face up: its back is not seen,
         * and the game never needs it (Z6, Z7 read the deck's) */
        if (setup != NULL)
          more = g_strdup (_("Its fruits and value, as printed on its front."));
        else
          more = g_strdup (_("Its fruits and value on the front, the fruit and arrow on its back."));
      }
      break;

    case ALP_EDITION_ITEM_TOKENS:
    case ALP_EDITION_ITEM_TOKEN_COUNT:
      /* TRANSLATORS: the fruit, as in "The apple delivery tokens: what do they show?" */
      title = g_strdup_printf (_("The %s delivery tokens: what do they show?"), alp_fruit_get_name (item->fruit, 1));
      more = g_strdup (_("The fruits on each of the five tokens."));
      break;

    case ALP_EDITION_ITEM_TOKENS_REMOVED:
      title = g_strdup_printf (_("Which %s delivery token is left out with 2 or 3 players?"),
                               alp_fruit_get_name (item->fruit, 1));
      break;

    case ALP_EDITION_ITEM_AWARD_GREEN_SIDE:
      /* TRANSLATORS: the village's colour, as in "The award token of the green village: …" */
      title = g_strdup_printf (_("The award token of the %s village: what does its green side show?"),
                               alp_region_get_name (item->region));
      break;

    case ALP_EDITION_ITEM_AWARD_RED_SIDE:
      title = g_strdup_printf (_("The award token of the %s village: what does its red side show?"),
                               alp_region_get_name (item->region));
      break;

    case ALP_EDITION_ITEM_MARKET_BONUSES:
      title = g_strdup (_("The market card: which bonus does each place show?"));
      break;

    case ALP_EDITION_ITEM_CARD_DISPLAY:
      title = g_strdup (_("How many delivery cards lie face up?"));
      break;

    case ALP_EDITION_ITEM_START:
    case ALP_EDITION_ITEM_START_DIRHAMS:
      title = g_strdup (_("How many dirhams does each player start with?"));
      break;

    case ALP_EDITION_ITEM_CANAL:
    case ALP_EDITION_ITEM_CANAL_CHANNELS:
      title = g_strdup (_("The canal map: which channel spaces does it show?"));
      break;

    case ALP_EDITION_ITEM_FARMLAND:
      /* TRANSLATORS: the farmland's colour, as in "Which fruit fields does the green farmland show?" */
      title = g_strdup_printf (_("Which fruit fields does the %s farmland show?"), alp_region_get_name (item->region));
      break;

    case ALP_N_EDITION_ITEMS:
    default:
      g_return_val_if_reached (NULL);
    }

  if (details != NULL)
    *details = g_steal_pointer (&more);

  return title;
}

/* The part of @path below @item's path: "spaces[2].kind" under
 * "segments[1].sides.four_player"; NULL for the item itself or a path
 * outside it */
static char *
field_of (const AlpEditionItem *item,
          const char           *path)
{
  g_autofree char *own = alp_edition_item_to_path (item);
  gsize len = strlen (own);

  if (path == NULL || strncmp (path, own, len) != 0)
    return NULL;
  if (path[len] == '.')
    return g_strdup (path + len + 1);
  if (path[len] == '[')
    return g_strdup (path + len);

  return NULL;
}

/* The index after @member in @field ("spaces[2].kind", "spaces"): 2 */
static gboolean
field_index (const char *field,
             const char *member,
             guint      *index)
{
  gsize len = strlen (member);
  guint64 value;
  char *end;

  if (field == NULL || strncmp (field, member, len) != 0 || field[len] != '[')
    return FALSE;
  value = g_ascii_strtoull (field + len + 1, &end, 10);
  if (*end != ']')
    return FALSE;
  *index = (guint) value;
  return TRUE;
}

static char *
explain_side (const AlpEditionItem *item,
              AlpEdition           *edition,
              const char           *field)
{
  guint space;
  gboolean at_space = field_index (field, "spaces", &space);

  switch (segment_kind (edition, item->segment))
    {
    case ALP_SEGMENT_GO:
      if (at_space)
        /* TRANSLATORS: a refused answer, at the space it concerns */
        return g_strdup_printf (_("Space %u cannot be so: the go segment starts with its go space, "
                                  "and all its other spaces are plain spaces."), space + 1);
      return g_strdup (_("The go segment starts with its go space: mark it as the first space."));
    case ALP_SEGMENT_END:
      if (at_space)
        return g_strdup_printf (_("Space %u cannot be so: the end segment ends with its end space, "
                                  "and all its other spaces are plain spaces."), space + 1);
      return g_strdup (_("The end segment ends with its end space: mark it as the last space."));
    case ALP_SEGMENT_HARVEST:
      if (at_space)
        return g_strdup_printf (_("Space %u cannot be so: a harvest segment has one harvest space "
                                  "and no market space."), space + 1);
      return g_strdup (_("A harvest segment has one harvest space: mark the space with the harvest spots."));
    case ALP_SEGMENT_MARKET:
    default:
      if (at_space)
        return g_strdup_printf (_("Space %u cannot be so: a market segment has one market space "
                                  "and no harvest space."), space + 1);
      return g_strdup (_("A market segment has one market space: mark the space with the market spots."));
    }
}

/**
 * alp_edition_item_explain_refusal:
 * @item: the item an answer was given for
 * @edition: the copy the answer was given on
 * @error: the refusal, as alp_edition_with_value() gave it
 * @field: (out) (optional): the part of the answer it concerns, as a path
 *   below @item's ("spaces[2]", "icons"), %NULL for the whole answer
 *
 * Says why an answer cannot be right, in a sentence about the piece the
 * table is looking at, without the file's words.
 *
 * Returns: (transfer full): the sentence
 */
char *
alp_edition_item_explain_refusal (const AlpEditionItem *item,
                                  AlpEdition           *edition,
                                  const GError         *error,
                                  char                **field)
{
  g_autofree char *part = NULL;
  char *sentence;

  g_return_val_if_fail (item != NULL, NULL);
  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);
  g_return_val_if_fail (error != NULL, NULL);

  part = field_of (item, alp_edition_error_get_path (error));
  switch (item->kind)
    {
    case ALP_EDITION_ITEM_SIDE:
    case ALP_EDITION_ITEM_SIDE_SPACES:
      sentence = explain_side (item, edition, part);
      break;

    case ALP_EDITION_ITEM_SPACE_ICONS:
    case ALP_EDITION_ITEM_SPOT_ICONS:
    case ALP_EDITION_ITEM_AWARD_GREEN_SIDE:
    case ALP_EDITION_ITEM_AWARD_RED_SIDE:
    case ALP_EDITION_ITEM_GOAL_SPOT:
      sentence = g_strdup (_("No piece shows these icons together: at most 12 icons, only those "
                             "this piece can have, and farmers for one farmland only."));
      break;

    case ALP_EDITION_ITEM_CARD:
      sentence = g_strdup (_("A delivery card shows at least one fruit on its front, and its value: "
                             "count its fruits again."));
      break;

    case ALP_EDITION_ITEM_TOKENS:
    case ALP_EDITION_ITEM_TOKEN_COUNT:
    case ALP_EDITION_ITEM_TOKENS_REMOVED:
      sentence = g_strdup (_("These tokens cannot be so: count the fruits on each token again."));
      break;

    case ALP_EDITION_ITEM_FARMLAND:
      sentence = g_strdup (_("The fields cannot be so: a farmland has fields for every player count, "
                             "count its fruits again."));
      break;

    case ALP_EDITION_ITEM_GOAL_CARD:
    case ALP_EDITION_ITEM_GOAL_SIDE:
      sentence = g_strdup (_("A goal card shows two different goals, each on no other card, and a "
                             "reward on each spot."));
      break;

    case ALP_EDITION_ITEM_GOAL_SPOTS:
      sentence = g_strdup (_("A goal card has 1 to 8 farmer spots, each with a reward of dirhams "
                             "and norias only."));
      break;

    case ALP_EDITION_ITEM_CANAL:
    case ALP_EDITION_ITEM_CANAL_CHANNELS:
      {
        guint channel;

        if (field_index (part, "channels", &channel) && strstr (part, ".neighbours") != NULL)
          /* TRANSLATORS: a refused answer, at the channel space it concerns */
          sentence = g_strdup_printf (_("Channel space %u: its neighbours are other channel spaces of "
                                        "this map, each named once."), channel + 1);
        else
          sentence = g_strdup (_("The canal map cannot be so: every channel space touches another, and "
                                 "one of them touches a start channel."));
      }
      break;

    default:
      sentence = g_strdup (_("The piece cannot show this: look at it again."));
      break;
    }

  if (field != NULL)
    *field = g_steal_pointer (&part);

  return sentence;
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
