/* test-types.c: the engine's enums as GTypes, and their JSON names
 *
 * Every enum the JSON formats name is a GType whose nicks are those names
 * (docs/edition-format.md, docs/game-format.md): a nick that changed would
 * make every saved file unreadable, so the names are written out here once
 * more, by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "alp-json-private.h"
#include "arriero-test-rules.h"

typedef struct
{
  const char         *name;
  GType             (*get_type) (void);
  void              (*check_names) (GEnumClass *klass);
  const char * const *nicks;   /* the JSON names, value 0 first */
  guint               n_nicks;
} EnumCase;

static const char * const fruits[] = { "apple", "grape", "orange", "cherry", "lemon" };
static const char * const regions[] = { "green", "purple", "orange", "red", "yellow" };
static const char * const space_kinds[] = { "standard", "market", "harvest", "go", "end" };
static const char * const segment_kinds[] = { "go", "market", "harvest", "end" };
static const char * const sides[] = { "four_player", "two_three_player" };
static const char * const icons[] = {
  "add-farmer",
  "add-farmer-green", "add-farmer-purple", "add-farmer-orange", "add-farmer-red",
  "add-farmer-yellow",
  "move-farmer", "irrigate", "noria", "fruit", "dirham", "goal",
};
static const char * const goals[] = {
  "three-different-fruits",
  "two-pairs",
  "three-farmers-one-farmland",
  "two-farmers-two-farmlands",
  "three-different-delivery-tokens",
  "two-same-delivery-tokens",
  "farmer-four-villages",
  "two-farmers-two-villages",
};
static const char * const shapes[] = { "straight", "t" };
static const char * const arrows[] = { "up", "down" };
static const char * const phases[] = {
  "move", "act", "reveal", "zara-roll", "zara-card", "zara-choose", "over",
};
static const char * const action_kinds[] = {
  "move", "add-farmer", "move-farmer", "irrigate", "take-norias", "take-fruit",
  "take-dirhams", "complete-goal", "goal-token", "market", "harvest", "spend-norias",
  "end-turn", "reveal-card", "zara-roll", "zara-card", "zara-choose",
};
static const char * const colours[] = { "blue", "red", "white", "black", "brown", "grey" };

/* Every enum the formats name: its type, its test's name, its JSON names */
#define FOR_EACH_ENUM(X)                                                       \
  X (AlpFruit, alp_fruit, "fruit", fruits)                                     \
  X (AlpRegion, alp_region, "region", regions)                                 \
  X (AlpSpaceKind, alp_space_kind, "space-kind", space_kinds)                  \
  X (AlpSegmentKind, alp_segment_kind, "segment-kind", segment_kinds)          \
  X (AlpSide, alp_side, "side", sides)                                         \
  X (AlpIcon, alp_icon, "icon", icons)                                         \
  X (AlpGoal, alp_goal, "goal", goals)                                         \
  X (AlpChannelShape, alp_channel_shape, "channel-shape", shapes)              \
  X (AlpArrow, alp_arrow, "arrow", arrows)                                     \
  X (AlpPhase, alp_phase, "phase", phases)                                     \
  X (AlpActionKind, alp_action_kind, "action-kind", action_kinds)              \
  X (AlpColour, alp_colour, "colour", colours)

/* alp_X_to_string() and alp_X_from_string(), which the app and the
 * readers call, give the type's names */
#define DEFINE_CHECK_NAMES(TypeName, type_name, name, nicks)                   \
  static void                                                                  \
  check_##type_name##_names (GEnumClass *klass)                                \
  {                                                                            \
    TypeName back = 0;                                                         \
                                                                               \
    for (guint i = 0; i < klass->n_values; i++)                                \
      {                                                                        \
        const GEnumValue *v = &klass->values[i];                               \
                                                                               \
        g_assert_cmpstr (type_name##_to_string (v->value), ==, v->value_nick); \
        g_assert_true (type_name##_from_string (v->value_nick, &back));        \
        g_assert_cmpint (back, ==, v->value);                                  \
      }                                                                        \
    g_assert_false (type_name##_from_string ("banana", &back));                \
    g_assert_false (type_name##_from_string (NULL, &back));                    \
    g_assert_cmpint (back, ==, klass->values[klass->n_values - 1].value);      \
  }

FOR_EACH_ENUM (DEFINE_CHECK_NAMES)

#define ENUM_CASE(TypeName, type_name, name, nicks)                            \
  { name, type_name##_get_type, check_##type_name##_names, nicks, G_N_ELEMENTS (nicks) },

static const EnumCase enum_cases[] = {
  FOR_EACH_ENUM (ENUM_CASE)
};

/* The type holds exactly the names, in order, and alp_enum_*_nick() and
 * the type's own functions map each both ways; anything else is refused */
static void
test_enum_nicks (gconstpointer user_data)
{
  const EnumCase *c = user_data;
  GType type = c->get_type ();
  GEnumClass *klass;
  int value;

  g_assert_true (G_TYPE_IS_ENUM (type));
  klass = g_type_class_ref (type);
  g_assert_cmpuint (klass->n_values, ==, c->n_nicks);
  g_assert_cmpint (klass->minimum, ==, 0);
  g_assert_cmpint (klass->maximum, ==, c->n_nicks - 1);

  for (guint i = 0; i < c->n_nicks; i++)
    {
      g_assert_cmpstr (g_enum_get_value (klass, i)->value_nick, ==, c->nicks[i]);
      g_assert_cmpstr (alp_enum_to_nick (type, i), ==, c->nicks[i]);
      value = -1;
      g_assert_true (alp_enum_from_nick (type, c->nicks[i], &value));
      g_assert_cmpint (value, ==, i);
    }

  value = -1;
  g_assert_null (alp_enum_to_nick (type, c->n_nicks));
  g_assert_null (alp_enum_to_nick (type, -1));
  g_assert_false (alp_enum_from_nick (type, "banana", &value));
  g_assert_false (alp_enum_from_nick (type, "", &value));
  g_assert_false (alp_enum_from_nick (type, NULL, &value));
  /* the C name is no JSON name, nor is a name in capitals */
  g_assert_false (alp_enum_from_nick (type, g_enum_get_value (klass, 0)->value_name, &value));
  {
    g_autofree char *upper = g_ascii_strup (c->nicks[0], -1);

    g_assert_false (alp_enum_from_nick (type, upper, &value));
  }
  g_assert_cmpint (value, ==, -1);

  c->check_names (klass);
  g_type_class_unref (klass);
}

/* Walks to @doc's "a"[1] under the path "events[3]" and reads it as a
 * region */
static gboolean
walk_region (const char *doc,
             int        *value,
             GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *array;
  AlpJsonWalk w;
  gboolean ret;

  g_assert_true (json_parser_load_from_data (parser, doc, -1, NULL));
  array = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "a");

  alp_json_walk_init (&w, "events[3]", error);
  alp_json_walk_push_key (&w, "a");
  alp_json_walk_push_index (&w, 1);
  ret = alp_json_walk_enum (&w, json_array_get_element (array, 1), ALP_TYPE_REGION,
                            N_("unknown farmland %s"), value);
  alp_json_walk_clear (&w);

  return ret;
}

static void
test_walk_enum (void)
{
  g_autoptr(GError) error = NULL;
  int value = -1;

  g_assert_true (walk_region ("{\"a\": [0, \"red\"]}", &value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, ALP_REGION_RED);

  value = -1;
  g_assert_false (walk_region ("{\"a\": [0, \"blu\\\"e\"]}", &value, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "events[3].a[1]: unknown farmland \"blu\\\"e\"");
  g_assert_cmpstr (alp_edition_error_get_path (error), ==, "events[3].a[1]");
  g_assert_cmpint (value, ==, -1);
  g_clear_error (&error);

  /* a name of another type is no region */
  g_assert_false (walk_region ("{\"a\": [0, \"apple\"]}", &value, &error));
  g_assert_cmpstr (error->message, ==, "events[3].a[1]: unknown farmland \"apple\"");
  g_clear_error (&error);

  g_assert_false (walk_region ("{\"a\": [0, 3]}", &value, &error));
  g_assert_error (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "events[3].a[1]: expected a string");
  g_assert_cmpint (value, ==, -1);
}

static void
phase_notified_cb (GObject    *object,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  guint *n_notified = user_data;

  (*n_notified)++;
}

static AlpPhase
get_phase_property (AlpGame *game)
{
  AlpPhase phase = ALP_PHASE_OVER;

  g_object_get (game, "phase", &phase, NULL);

  return phase;
}

/* AlpGame:phase is an enum of the one phase type, and follows the game */
static void
test_phase_property (void)
{
  g_autoptr(AlpGame) game = new_game ("complete-4p.json", 4);
  g_autoptr(GArray) destinations = NULL;
  GParamSpec *pspec;
  AlpPosition *to;
  AlpAction move;
  guint n_notified = 0;

  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (game), "phase");
  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (pspec) == ALP_TYPE_PHASE);

  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_MOVE);
  g_assert_cmpint (get_phase_property (game), ==, ALP_PHASE_MOVE);
  g_assert_cmpint (_alp_game_get_state (game)->phase, ==, ALP_PHASE_MOVE);

  g_signal_connect (game, "notify::phase", G_CALLBACK (phase_notified_cb), &n_notified);
  destinations = alp_game_list_destinations (game);
  g_assert_cmpuint (destinations->len, >, 0);
  to = &g_array_index (destinations, AlpPosition, 0);
  alp_action_init (&move, ALP_ACTION_MOVE);
  move.space = to->space;
  move.spot = to->spot;
  apply_ok (game, &move);

  g_assert_cmpuint (n_notified, ==, 1);
  g_assert_cmpint (alp_game_get_phase (game), ==, ALP_PHASE_ACT);
  g_assert_cmpint (get_phase_property (game), ==, ALP_PHASE_ACT);
  g_assert_cmpint (_alp_game_get_state (game)->phase, ==, ALP_PHASE_ACT);

  g_assert_true (alp_game_undo (game));
  g_assert_cmpuint (n_notified, ==, 2);
  g_assert_cmpint (get_phase_property (game), ==, ALP_PHASE_MOVE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (enum_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/types/nicks/%s", enum_cases[i].name);

      g_test_add_data_func (path, &enum_cases[i], test_enum_nicks);
    }
  g_test_add_func ("/engine/types/json-walk-enum", test_walk_enum);
  g_test_add_func ("/engine/types/phase-property", test_phase_property);

  return g_test_run ();
}
