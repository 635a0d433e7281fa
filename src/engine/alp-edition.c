/* alp-edition.c: the AlpEdition object: loading, lookups and completeness
 *
 * An edition file holds the printed contents of one physical copy of the
 * game (rules file, "Edition data"); docs/edition-format.md describes it.
 * Files come from other people, so the loader trusts nothing: the text
 * goes through alp_json_check_text() (alp-json-check.c) before json-glib
 * sees it, and the walk over the tree (alp-edition-read.c) names the JSON
 * path of every problem it finds.  alp-edition-write.c writes an edition
 * back, alp-edition-edit.c changes one item at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "alp-edition-private.h"
#include "alp-json-private.h"
#include "alp-error.h"

struct _AlpEdition
{
  GObject         parent_instance;

  /* Too large for an instance struct, which GType limits to 64 KiB */
  AlpEditionData *data;
};

G_DEFINE_FINAL_TYPE (AlpEdition, alp_edition, G_TYPE_OBJECT)

static void
alp_edition_finalize (GObject *object)
{
  AlpEdition *self = (AlpEdition *)object;
  AlpEditionData *data = self->data;

  g_clear_pointer (&data->name, g_free);
  g_clear_pointer (&data->description, g_free);
  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      g_clear_pointer (&data->segments[i].id, g_free);
      g_clear_pointer (&data->segments[i].name, g_free);
    }
  for (guint i = 0; i < ALP_MAX_CHANNELS; i++)
    g_clear_pointer (&data->canal.channels[i].id, g_free);
  g_clear_pointer (&self->data, g_free);

  G_OBJECT_CLASS (alp_edition_parent_class)->finalize (object);
}

static void
alp_edition_class_init (AlpEditionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = alp_edition_finalize;
}

static void
alp_edition_init (AlpEdition *self)
{
  self->data = g_new0 (AlpEditionData, 1);
  for (guint i = 0; i < ALP_N_FRUITS; i++)
    self->data->tokens[i].removed_two_three = -1;
}

/* ------------------------------------------------------------------------ */
/* Public API: loading                                                      */

/**
 * alp_edition_new_from_node:
 * @node: the edition, as in an edition file
 * @path_prefix: (nullable): the JSON path of @node in its document, put
 *   before the paths in error messages ("edition" in a saved game)
 * @error: an ALP_EDITION_ERROR
 *
 * Loads an edition embedded in another document.  The caller parsed the
 * document, so the checks that need the raw text (nesting, duplicate keys,
 * integers too large for json-glib) are the caller's.
 *
 * Returns: (transfer full) (nullable): the edition
 */
AlpEdition *
alp_edition_new_from_node (JsonNode    *node,
                           const char  *path_prefix,
                           GError     **error)
{
  g_autoptr(AlpEdition) self = NULL;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (ALP_TYPE_EDITION, NULL);
  if (!_alp_edition_data_read (self->data, node, path_prefix, error))
    return NULL;

  return g_steal_pointer (&self);
}

static gboolean
check_size (guint64   size,
            GError  **error)
{
  if (size <= ALP_EDITION_MAX_SIZE)
    return TRUE;

  alp_set_edition_error (error, ALP_EDITION_ERROR_INVALID, "",
                         _("the file is larger than %u MiB"), ALP_EDITION_MAX_SIZE >> 20);
  return FALSE;
}

static AlpEdition *
new_from_text (const char  *data,
               gsize        length,
               GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  if (!check_size (length, error) ||
      (root = alp_json_parse (data, length, error)) == NULL)
    return NULL;

  return alp_edition_new_from_node (root, NULL, error);
}

/**
 * alp_edition_new_from_data:
 * @data: the contents of an edition file
 * @length: the length of @data, or -1 when it is nul-terminated
 * @error: an ALP_EDITION_ERROR
 *
 * Returns: (transfer full) (nullable): the edition
 */
AlpEdition *
alp_edition_new_from_data (const char  *data,
                           gssize       length,
                           GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return new_from_text (data, length < 0 ? strlen (data) : (gsize) length, error);
}

/**
 * alp_edition_new_from_file:
 * @path: an edition file
 * @error: an ALP_EDITION_ERROR, or a G_IO_ERROR when the file cannot be read
 *
 * Returns: (transfer full) (nullable): the edition
 */
AlpEdition *
alp_edition_new_from_file (const char  *path,
                           GError     **error)
{
  g_autofree char *data = NULL;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Before reading: a file that cannot be an edition is not read at all.
   * What is read is checked again, since a file may grow meanwhile. */
  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode) && !check_size (st.st_size, error))
    return NULL;

  if ((data = alp_json_read_file (path, &length, error)) == NULL)
    return NULL;

  return new_from_text (data, length, error);
}

const char *
alp_edition_get_name (AlpEdition *self)
{
  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);

  return self->data->name;
}

/**
 * alp_edition_get_description:
 *
 * Returns: (nullable): the description, %NULL when the file has none
 */
const char *
alp_edition_get_description (AlpEdition *self)
{
  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);

  return self->data->description;
}

/**
 * alp_edition_get_example:
 *
 * Returns: %TRUE when the edition is made up, not the real game's print
 */
gboolean
alp_edition_get_example (AlpEdition *self)
{
  g_return_val_if_fail (ALP_IS_EDITION (self), FALSE);

  return self->data->example;
}

const AlpEditionData *
_alp_edition_get_data (AlpEdition *self)
{
  g_return_val_if_fail (ALP_IS_EDITION (self), NULL);

  return self->data;
}

/* ------------------------------------------------------------------------ */
/* Completeness                                                             */

static gboolean
missing (GError     **error,
         const char  *path,
         const char  *reason)
{
  alp_set_edition_error (error, ALP_EDITION_ERROR_MISSING, path, "%s", reason);
  return FALSE;
}

#define MISSING(...) \
  G_STMT_START { \
    g_autofree char *missing_path = g_strdup_printf (__VA_ARGS__); \
    return missing (error, missing_path, reason); \
  } G_STMT_END

static gboolean
check_track (const AlpEditionData  *data,
             AlpSide                side,
             GError               **error)
{
  const char *side_id = alp_side_to_string (side);
  const char *reason;

  for (guint i = 0; i < ALP_N_SEGMENTS; i++)
    {
      const AlpSideDef *side_def = &data->segments[i].sides[side];

      if (!side_def->known)
        {
          reason = side == ALP_SIDE_FOUR_PLAYER
                   ? _("the spaces on the 4-player side of this segment")
                   : _("the spaces on the 2-3-player side of this segment");
          MISSING ("segments[%u].sides.%s", i, side_id);
        }

      for (guint j = 0; j < side_def->n_spaces; j++)
        {
          const AlpSpaceDef *space = &side_def->spaces[j];

          if (space->kind == ALP_SPACE_STANDARD && !space->icons.known)
            {
              reason = _("the icons of this space");
              MISSING ("segments[%u].sides.%s.spaces[%u].icons", i, side_id, j);
            }

          if (space->kind == ALP_SPACE_END)
            for (guint k = 0; k < space->n_spots; k++)
              if (!space->spots[k].value_known &&
                  (side == ALP_SIDE_FOUR_PLAYER || !space->spots[k].four_player_only))
                {
                  reason = _("the dirhams of this end spot");
                  MISSING ("segments[%u].sides.%s.spaces[%u].spots[%u].value", i, side_id, j, k);
                }

          if (space->kind != ALP_SPACE_MARKET && space->kind != ALP_SPACE_HARVEST)
            continue;

          for (guint k = 0; k < space->n_spots; k++)
            if (!space->spots[k].icons.known)
              {
                reason = _("the icons of this spot");
                MISSING ("segments[%u].sides.%s.spaces[%u].spots[%u].icons", i, side_id, j, k);
              }
        }
    }

  return TRUE;
}

/**
 * alp_edition_check_complete:
 * @side: the side of the segments the game is played on
 * @error: an ALP_EDITION_ERROR_MISSING naming the first missing item
 *
 * Whether a game on @side can start without asking the table anything.
 * The canal map is optional: without it the table describes each irrigation.
 *
 * Returns: %TRUE when everything a game on @side needs is known
 */
gboolean
alp_edition_check_complete (AlpEdition  *self,
                            AlpSide      side,
                            GError     **error)
{
  const AlpEditionData *data;
  const char *reason;

  g_return_val_if_fail (ALP_IS_EDITION (self), FALSE);
  g_return_val_if_fail (side == ALP_SIDE_FOUR_PLAYER || side == ALP_SIDE_TWO_THREE_PLAYER, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = self->data;

  if (!check_track (data, side, error))
    return FALSE;

  for (guint fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      if (!data->tokens[fruit].known)
        {
          reason = _("the fruit counts on these delivery tokens");
          MISSING ("delivery_tokens.%s", alp_fruit_to_string (fruit));
        }
      if (side == ALP_SIDE_TWO_THREE_PLAYER && data->tokens[fruit].removed_two_three < 0)
        {
          reason = _("which of these tokens is removed with 2 or 3 players (S2)");
          MISSING ("delivery_tokens.%s.removed_two_three", alp_fruit_to_string (fruit));
        }
    }

  if (!data->display_known)
    {
      reason = _("how many delivery cards lie face up");
      MISSING ("delivery_cards.display");
    }
  for (guint i = 0; i < ALP_N_DELIVERY_CARDS; i++)
    if (!data->cards[i].known)
      {
        reason = _("this delivery card");
        MISSING ("delivery_cards.cards[%u]", i);
      }

  if (!data->bonuses_known)
    {
      reason = _("the bonuses on the market card");
      MISSING ("market_card.bonuses");
    }

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    {
      if (!data->awards[region].green.known)
        {
          reason = _("the green side of this award token");
          MISSING ("award_tokens.%s.green_side", alp_region_to_string (region));
        }
      if (!data->awards[region].red.known)
        {
          reason = _("the red side of this award token");
          MISSING ("award_tokens.%s.red_side", alp_region_to_string (region));
        }
    }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    if (!data->goal_cards[i].known)
      {
        reason = _("this goal card");
        MISSING ("goal_cards[%u]", i);
      }

  /* a card entered as dealt shows one goal; its back is learned when a
   * game puts it up */
  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    for (guint s = 0; s < 2; s++)
      if (data->goal_cards[i].goals[s] == ALP_NONE)
        {
          reason = _("the other side of this goal card");
          MISSING ("goal_cards[%u].sides[%u]", i, s);
        }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    if (data->goal_cards[i].n_spots == 0)
      {
        reason = _("the farmer spots of this goal card");
        MISSING ("goal_cards[%u].spots", i);
      }

  for (guint i = 0; i < ALP_N_GOAL_CARDS; i++)
    for (guint k = 0; k < data->goal_cards[i].n_spots; k++)
      if (!data->goal_cards[i].spots[k].known)
        {
          reason = _("the reward of this goal spot");
          MISSING ("goal_cards[%u].spots[%u]", i, k);
        }

  for (guint region = 0; region < ALP_N_REGIONS; region++)
    if (!data->farmlands[region].known)
      {
        reason = _("the fruit fields of this farmland");
        MISSING ("farmlands.%s", alp_region_to_string (region));
      }

  if (!data->start_known)
    {
      reason = _("the dirhams each player starts with");
      MISSING ("start.dirhams");
    }

  return TRUE;
}

#undef MISSING


/* Generated by glib-compile-resources from alp-engine.gresource.xml */
GResource *alp_engine_get_resource (void);

/**
 * alp_edition_new_builtin:
 * @name: "alpujarras" (what is known of the real game) or "example" (a
 *   complete, made-up board to try the app with)
 *
 * Returns: (transfer full) (nullable): one of the editions shipped with
 *   Arriero
 */
AlpEdition *
alp_edition_new_builtin (const char  *name,
                         GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const char *data;

  g_return_val_if_fail (name != NULL, NULL);

  path = g_strdup_printf ("/io/github/arriero/Arriero/editions/%s.json", name);
  bytes = g_resource_lookup_data (alp_engine_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                  error);
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &size);

  return new_from_text (data, size, error);
}
