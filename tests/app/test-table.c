/* test-table.c: the board shows the whole table, under Xvfb
 *
 * The parts of the table around the track (farmlands, villages, canal
 * map, market card, card display, goal cards, players) follow the
 * window's game; each item has its name and state in words, emits its
 * index when clicked and shows a target or refused mark; what the copy
 * does not describe is shown as unknown; the icons and their legend are
 * in the resource; the layout at 1100 px neither moves a space when
 * the history opens nor clips a part; and the picks that come and go
 * under the board move none of the parts below it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-game-table.h"
#include "alp-playout.h"
#include "arriero-board-view.h"
#include "arriero-canal-view.h"
#include "arriero-display-view.h"
#include "arriero-drawing.h"
#include "arriero-farmlands-view.h"
#include "arriero-goals-view.h"
#include "arriero-icon-legend.h"
#include "arriero-icon-paintable.h"
#include "arriero-market-view.h"
#include "arriero-pick-tray.h"
#include "arriero-players-sidebar.h"
#include "arriero-test-app.h"
#include "arriero-villages-view.h"

static GType
part_type (guint i)
{
  switch (i)
    {
    case 0: return ARRIERO_TYPE_FARMLANDS_VIEW;
    case 1: return ARRIERO_TYPE_VILLAGES_VIEW;
    case 2: return ARRIERO_TYPE_CANAL_VIEW;
    case 3: return ARRIERO_TYPE_MARKET_VIEW;
    case 4: return ARRIERO_TYPE_DISPLAY_VIEW;
    case 5: return ARRIERO_TYPE_GOALS_VIEW;
    case 6: return ARRIERO_TYPE_PLAYERS_SIDEBAR;
    default: return G_TYPE_INVALID;
    }
}
#define N_PARTS 7

static ArrieroTablePart *
find_part (ArrieroWindow *window,
           GType          type)
{
  GtkWidget *part = find_child_of_type (arriero_window_get_game_page (window), type);

  g_assert_nonnull (part);
  return ARRIERO_TABLE_PART (part);
}

static ArrieroWindow *
open_example_game (AppFixture *fixture,
                   guint       seed)
{
  g_autoptr(AlpEdition) edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  ArrieroWindow *window = app_fixture_open_game (fixture, edition, rand);

  settle ();
  return window;
}

/* Every part shows the window's game and follows its events */
static void
test_parts_follow_game (AppFixture   *fixture,
                        gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 3);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTablePart *farmlands = find_part (window, ARRIERO_TYPE_FARMLANDS_VIEW);
  ArrieroTablePart *players = find_part (window, ARRIERO_TYPE_PLAYERS_SIDEBAR);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autofree char *before = NULL;
  g_autofree char *dirhams = NULL;
  guint fruit_left = 0;

  for (guint i = 0; i < N_PARTS; i++)
    g_assert_true (arriero_table_part_get_game (find_part (window, part_type (i))) == game);

  /* the green farmland in words, with its printed fields and fruit */
  before = g_strdup (arriero_table_part_get_item_text (farmlands, ALP_REGION_GREEN));
  g_assert_true (g_str_has_prefix (before, "green farmland. Printed fields: "));
  g_assert_null (strstr (before, "not described"));
  for (guint f = 0; f < ALP_N_FRUITS; f++)
    fruit_left += alp_game_get_farmland_fruit (game, ALP_REGION_GREEN, f);
  g_assert_cmpuint (fruit_left, >, 0);
  /* and its tooltip says the same (given when GTK asks for it) */
  g_assert_true (gtk_widget_get_has_tooltip (arriero_table_part_get_item (farmlands, ALP_REGION_GREEN)));
  g_assert_cmpstr (arriero_widget_get_words (arriero_table_part_get_item (farmlands, ALP_REGION_GREEN)), ==,
                   before);

  /* a player's card says their dirhams as the engine has them */
  dirhams = g_strdup_printf ("%d dirham", alp_game_get_dirhams (game, 0));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), dirhams));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), "if the game ended now"));

  /* events change what the parts say */
  alp_playout_run (game, rand, 60, NULL, NULL);
  settle ();
  {
    g_autofree char *now = g_strdup_printf ("%d dirham", alp_game_get_dirhams (game, 0));
    gboolean changed = FALSE;

    g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, 0), now));
    for (guint r = 0; r < ALP_N_REGIONS && !changed; r++)
      changed = r == ALP_REGION_GREEN ? g_strcmp0 (arriero_table_part_get_item_text (farmlands, r), before) != 0
                                      : strstr (arriero_table_part_get_item_text (farmlands, r), "Farmers: none") == NULL;
    g_assert_true (changed);
  }
}

/* A game of fewer mules swapped in: the players' row shows a card per
 * mule of the new game, Zara's with her mule and last turn */
static void
test_players_swap (AppFixture   *fixture,
                   gconstpointer data)
{
  ArrieroWindow *window = app_fixture_open_window (fixture);
  ArrieroTablePart *players = find_part (window, ARRIERO_TYPE_PLAYERS_SIDEBAR);
  AlpGame *game;
  guint zara;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 4);
  settle ();
  g_assert_nonnull (arriero_table_part_get_item (players, 3));
  g_assert_null (arriero_table_part_get_item (players, 4));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", "i", 2);
  settle ();
  game = arriero_window_get_game (window);
  g_assert_cmpuint (alp_game_get_n_mules (game), ==, 3);
  g_assert_null (arriero_table_part_get_item (players, 3));
  for (zara = 0; !alp_game_is_zara (game, zara); zara++)
    ;
  g_assert_true (g_str_has_prefix (arriero_table_part_get_item_text (players, zara),
                                   alp_game_get_mule_name (game, zara)));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, zara), "her mule is at "));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (players, zara), "Last turn: nothing yet"));
}

static void
item_activated_cb (ArrieroTablePart *part,
                   guint             index,
                   guint            *got)
{
  *got = index;
}

/* An item emits its index when clicked, and shows its mark */
static void
test_item_marks (AppFixture   *fixture,
                 gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 4);
  ArrieroTablePart *goals = find_part (window, ARRIERO_TYPE_GOALS_VIEW);
  guint index = 2 * ALP_MAX_GOAL_SPOTS + 1;   /* card 3, spot 2 */
  GtkWidget *item = arriero_table_part_get_item (goals, index);
  guint got = G_MAXUINT;

  g_assert_nonnull (item);
  g_assert_true (g_str_has_prefix (arriero_table_part_get_item_text (goals, index), "Goal card 3, spot 2: "));
  g_signal_connect (goals, "item-activated", G_CALLBACK (item_activated_cb), &got);
  g_signal_emit_by_name (item, "clicked");
  g_assert_cmpuint (got, ==, index);

  arriero_table_part_set_mark (goals, index, ARRIERO_MARK_TARGET, NULL);
  g_assert_true (gtk_widget_has_css_class (item, "target"));
  g_assert_false (gtk_widget_has_css_class (item, "refused"));
  g_assert_nonnull (strstr (arriero_widget_get_words (item), "Can be picked"));

  arriero_table_part_set_mark (goals, index, ARRIERO_MARK_REFUSED, "rule A10: the spot is taken");
  g_assert_cmpint (arriero_table_part_get_mark (goals, index), ==, ARRIERO_MARK_REFUSED);
  g_assert_true (gtk_widget_has_css_class (item, "refused"));
  g_assert_false (gtk_widget_has_css_class (item, "target"));
  g_assert_nonnull (strstr (arriero_widget_get_words (item), "rule A10: the spot is taken"));

  arriero_table_part_clear_marks (goals);
  g_assert_cmpint (arriero_table_part_get_mark (goals, index), ==, ARRIERO_MARK_NONE);
  g_assert_false (gtk_widget_has_css_class (item, "refused"));
  g_assert_null (strstr (arriero_widget_get_words (item), "rule A10"));
}

static AlpEdition *
without (AlpEdition *edition,
         const char *path)
{
  g_autoptr(GError) error = NULL;
  AlpEdition *less = alp_edition_with_value (edition, path, NULL, &error);

  g_assert_no_error (error);
  g_object_unref (edition);
  return less;
}

/* What the copy does not describe (here the market card's bonuses, a
 * side of an award token and the canal map) is said to be unknown, not
 * shown as a made-up value */
static void
test_unknown_shown (AppFixture   *fixture,
                    gconstpointer data)
{
  AlpEdition *edition = alp_edition_new_builtin ("example", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  ArrieroWindow *window;
  AlpGame *game;
  ArrieroTablePart *market, *canal, *villages;
  guint n;

  edition = without (edition, "market_card.bonuses");
  edition = without (edition, "award_tokens.red.green_side");
  edition = without (edition, "canal");
  window = app_fixture_open_game (fixture, edition, rand);
  g_object_unref (edition);
  game = arriero_window_get_game (window);
  market = find_part (window, ARRIERO_TYPE_MARKET_VIEW);
  canal = find_part (window, ARRIERO_TYPE_CANAL_VIEW);
  villages = find_part (window, ARRIERO_TYPE_VILLAGES_VIEW);
  settle ();

  g_assert_cmpint (alp_game_get_market_bonus (game, 0), <, 0);
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (market, 0), "bonus not described yet"));
  g_assert_null (alp_game_get_award_side (game, ALP_REGION_RED, 0, &n));
  g_assert_nonnull (alp_game_get_award_side (game, ALP_REGION_RED, 1, &n));
  g_assert_cmpuint (alp_game_get_village_award (game, ALP_REGION_RED), ==, 0);
  g_assert_true (find_named (GTK_WIDGET (villages), "award-unknown") != NULL);
  g_assert_false (alp_game_get_canal_known (game));
  g_assert_cmpuint (alp_game_get_n_channels (game), ==, 0);
  g_assert_null (arriero_table_part_get_item (canal, 0));
}

/* The canal map of an edition that describes one: a channel space per
 * item, covered once a channel token lies on it */
static void
test_canal_map (AppFixture   *fixture,
                gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 8);
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTablePart *canal = find_part (window, ARRIERO_TYPE_CANAL_VIEW);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2);
  AlpChannelInfo info;
  guint covered = 0;

  g_assert_true (alp_game_get_canal_known (game));
  g_assert_cmpuint (alp_game_get_n_channels (game), >, 0);
  g_assert_true (alp_game_get_channel (game, 0, &info));
  g_assert_true (g_str_has_prefix (arriero_table_part_get_item_text (canal, 0), "Channel space "));
  g_assert_nonnull (strstr (arriero_table_part_get_item_text (canal, 0), info.id));
  g_assert_nonnull (arriero_table_part_get_item (canal, alp_game_get_n_channels (game) - 1));

  alp_playout_run (game, rand, 0, NULL, NULL);
  settle ();
  for (guint c = 0; c < alp_game_get_n_channels (game); c++)
    {
      gboolean says = g_str_has_suffix (arriero_table_part_get_item_text (canal, c), "covered by a channel token");

      g_assert_true (alp_game_get_channel (game, c, &info));
      g_assert_cmpint (says, ==, info.covered);
      g_assert_cmpint (gtk_widget_has_css_class (arriero_table_part_get_item (canal, c), "covered"), ==, info.covered);
      covered += info.covered;
    }
  g_assert_cmpuint (covered, >, 0);
}

/* Every symbol's colour and symbolic pictures are in the resource, and
 * the legend lists them all with their words */
static void
test_icons_and_legend (AppFixture   *fixture,
                       gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 6);
  guint n;
  const ArrieroSymbol *symbols = arriero_symbols (&n);
  GtkWindow *legend = NULL;
  GList *toplevels;
  ArrieroBoardView *board = ARRIERO_BOARD_VIEW (find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW));
  AlpGame *game = arriero_window_get_game (window);
  guint space;

  for (guint i = 0; i < n; i++)
    for (guint v = 0; v < 2; v++)
      {
        g_autofree char *path = g_strdup_printf (RESOURCE_PATH "/icons/scalable/actions/%s%s.svg",
                                                 symbols[i].icon_name, v == 0 ? "" : "-symbolic");
        g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);

        g_assert_nonnull (bytes);
      }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.icon-legend", NULL);
  settle ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ARRIERO_IS_ICON_LEGEND (l->data))
      legend = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (legend);
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (find_named (GTK_WIDGET (legend), symbols[i].icon_name));
  gtk_window_destroy (legend);

  /* a space's tooltip says its icons in words */
  for (space = 0; alp_game_get_space_kind (game, space) != ALP_SPACE_STANDARD; space++)
    ;
  {
    guint n_icons;
    const guint8 *icons = alp_game_get_stop_icons (game, space, 0, &n_icons);
    g_autofree char *text = arriero_board_view_describe_place (board, space, 0);

    g_assert_cmpuint (n_icons, >, 0);
    g_assert_nonnull (strstr (text, arriero_icon_words (icons[0])));
  }
}

/* Paints @paintable in a square of 16 × 16 at @scale, into pixels */
static cairo_surface_t *
paint_16 (GdkPaintable   *paintable,
          int             scale,
          GskRenderNode **node)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16 * scale, 16 * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  gdk_paintable_snapshot (paintable, snapshot, 16, 16);
  *node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (*node);
  gsk_render_node_draw (*node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

/* @paintable at 16 × 16 and @scale shows the same pixels as @name's
 * picture drawn at that size */
static void
assert_icon_pixels (GdkPaintable *paintable,
                    const char   *name,
                    int           scale)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PATH "/icons/scalable/actions/%s.svg", name);
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, 16 * scale, 16 * scale, TRUE, NULL);
  GskRenderNode *first, *second;
  cairo_surface_t *drawn, *again, *direct;
  cairo_t *cr;
  guint opaque = 0, max_diff = 0;

  /* drawn once: the second snapshot appends the same node */
  drawn = paint_16 (paintable, scale, &first);
  again = paint_16 (paintable, scale, &second);
  g_assert_true (first == second);

  g_assert_nonnull (pixbuf);
  direct = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16 * scale, 16 * scale);
  cr = cairo_create (direct);
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (direct);
  for (int y = 0; y < 16 * scale; y++)
    for (int x = 0; x < 16 * scale; x++)
      {
        const guint8 *p = cairo_image_surface_get_data (drawn) + y * cairo_image_surface_get_stride (drawn) + 4 * x;
        const guint8 *q = cairo_image_surface_get_data (direct) + y * cairo_image_surface_get_stride (direct) + 4 * x;

        opaque += p[3] > 200;
        for (int c = 0; c < 4; c++)
          max_diff = MAX (max_diff, (guint) ABS (p[c] - q[c]));
      }
  g_assert_cmpuint (opaque, >, 16 * scale * scale);
  g_assert_cmpuint (max_diff, <=, 1);

  gsk_render_node_unref (first);
  gsk_render_node_unref (second);
  cairo_surface_destroy (drawn);
  cairo_surface_destroy (again);
  cairo_surface_destroy (direct);
}

/* The board's colour icons are drawn once per size and copied at every
 * frame; they show the same pixels as the icon itself, at the screen's
 * scale, and the symbolic ones stay the icon theme's */
static void
test_icon_paintable (AppFixture   *fixture,
                     gconstpointer data)
{
  const char *name = arriero_fruit_icon_name (ALP_FRUIT_APPLE);
  g_autofree char *symbolic = g_strconcat (name, "-symbolic", NULL);
  GtkImage *image = GTK_IMAGE (g_object_ref_sink (gtk_image_new ()));
  GdkPaintable *paintable;

  g_assert_true (arriero_icon_is_own_colour (name));
  g_assert_false (arriero_icon_is_own_colour (symbolic));
  g_assert_false (arriero_icon_is_own_colour ("arriero-no-such-icon"));

  arriero_image_set_icon (image, symbolic);
  g_assert_cmpint (gtk_image_get_storage_type (image), ==, GTK_IMAGE_ICON_NAME);
  g_assert_cmpstr (gtk_image_get_icon_name (image), ==, symbolic);
  arriero_image_set_icon (image, name);
  g_assert_cmpint (gtk_image_get_storage_type (image), ==, GTK_IMAGE_PAINTABLE);
  g_assert_cmpstr (arriero_image_get_icon (image), ==, name);
  paintable = gtk_image_get_paintable (image);
  g_assert_true (ARRIERO_IS_ICON_PAINTABLE (paintable));
  g_assert_cmpstr (arriero_icon_paintable_get_icon_name (ARRIERO_ICON_PAINTABLE (paintable)), ==, name);
  assert_icon_pixels (paintable, name, gtk_widget_get_scale_factor (GTK_WIDGET (image)));
  g_object_unref (image);

  for (int scale = 1; scale <= 2; scale++)
    {
      g_autoptr(GdkPaintable) own = arriero_icon_paintable_new (name, scale);

      assert_icon_pixels (own, name, scale);
    }
}

typedef struct
{
  graphene_rect_t board;
  graphene_rect_t parts[N_PARTS];
  int             window_width;
} Layout;

static void
measure_layout (ArrieroWindow *window,
                Layout        *layout)
{
  GtkWidget *board = find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_BOARD_VIEW);

  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &layout->board));
  for (guint i = 0; i < N_PARTS; i++)
    {
      GtkWidget *part = GTK_WIDGET (find_part (window, part_type (i)));
      int minimum;

      g_assert_true (gtk_widget_compute_bounds (part, GTK_WIDGET (window), &layout->parts[i]));
      /* nothing clipped: each part has at least the width it asks for,
       * and lies inside the window */
      gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_width (part), >=, minimum);
      g_assert_cmpfloat (layout->parts[i].origin.x + layout->parts[i].size.width, <=,
                         gtk_widget_get_width (GTK_WIDGET (window)));
    }
  layout->window_width = gtk_widget_get_width (GTK_WIDGET (window));
}

/* At 1100 px, opening the history moves no space and clips nothing */
static void
test_stable_layout (AppFixture   *fixture,
                    gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 7);
  Layout closed, open;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  settle ();
  spin (200);
  /* the window is not pushed wider than 1100 px by what it shows (its
   * decorations may take a few pixels of them) */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1100);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 1060);
  measure_layout (window, &closed);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL);
  settle ();
  spin (600);   /* the flap's animation */
  settle ();
  measure_layout (window, &open);

  g_assert_cmpint (open.window_width, ==, closed.window_width);
  g_assert_true (graphene_rect_equal (&closed.board, &open.board));
  for (guint i = 0; i < N_PARTS; i++)
    g_assert_true (graphene_rect_equal (&closed.parts[i], &open.parts[i]));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL);
  settle ();
}

/* The table's items under @widget that are shown */
static guint
count_shown_items (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, "table-item") && gtk_widget_is_visible (child))
        n++;
      n += count_shown_items (child);
    }

  return n;
}

/* As a game goes on, the picks that no other part shows come and go in
 * the tray under the board: it keeps its height, and the parts below it
 * stay where they are */
static void
test_pick_tray_height (AppFixture   *fixture,
                       gconstpointer data)
{
  ArrieroWindow *window = open_example_game (fixture, 5);
  AlpGame *game = arriero_window_get_game (window);
  GtkWidget *tray = find_child_of_type (arriero_window_get_game_page (window), ARRIERO_TYPE_PICK_TRAY);
  GtkWidget *farmlands = GTK_WIDGET (find_part (window, ARRIERO_TYPE_FARMLANDS_VIEW));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  gboolean with_extras = FALSE, without = FALSE;
  graphene_rect_t first;
  int height;

  g_assert_nonnull (tray);
  spin (100);
  height = gtk_widget_get_height (tray);
  g_assert_cmpint (height, >, 0);
  g_assert_true (gtk_widget_compute_bounds (farmlands, gtk_widget_get_parent (farmlands), &first));

  for (guint i = 0; i < 60 && alp_game_get_phase (game) != ALP_PHASE_OVER; i++)
    {
      graphene_rect_t now;
      guint extras;

      alp_playout_step (game, rand, NULL);
      spin (40);
      /* beside the five fruits */
      extras = count_shown_items (tray) - ALP_N_FRUITS;
      with_extras |= extras > 0;
      without |= extras == 0;
      g_assert_cmpint (gtk_widget_get_height (tray), ==, height);
      g_assert_true (gtk_widget_compute_bounds (farmlands, gtk_widget_get_parent (farmlands), &now));
      g_assert_true (graphene_rect_equal (&now, &first));
    }
  /* the game had steps of both kinds */
  g_assert_true (with_extras);
  g_assert_true (without);
}

int
main (int   argc,
      char *argv[])
{
  APP_TEST_INIT (&argc, &argv);

  APP_TEST_ADD_NO_WINDOW ("/app/table/parts-follow-game", test_parts_follow_game);
  APP_TEST_ADD_NO_WINDOW ("/app/table/item-marks", test_item_marks);
  APP_TEST_ADD_NO_WINDOW ("/app/table/players-swap", test_players_swap);
  APP_TEST_ADD_NO_WINDOW ("/app/table/unknown-shown", test_unknown_shown);
  APP_TEST_ADD_NO_WINDOW ("/app/table/canal-map", test_canal_map);
  APP_TEST_ADD_NO_WINDOW ("/app/table/icons-and-legend", test_icons_and_legend);
  APP_TEST_ADD_NO_WINDOW ("/app/table/icon-paintable", test_icon_paintable);
  APP_TEST_ADD_NO_WINDOW ("/app/table/stable-layout", test_stable_layout);
  APP_TEST_ADD_NO_WINDOW ("/app/table/pick-tray-height", test_pick_tray_height);

  return g_test_run ();
}
