/* arriero-question.c: asks the table for one item of its copy
 *
 * When the engine needs an item of the edition that the table has not
 * described yet, it names the item by its JSON path (see "Describing your
 * copy" in docs/edition-format.md).  The path is the question: this window
 * says in words what is needed and where, shows a small form for that kind
 * of item, builds the answer as a JsonNode and lets the engine check it
 * with alp_edition_with_value() before it closes.  A refused answer shows
 * the engine's message and keeps the window open.
 *
 * A whole segment side is a list of spaces, each with its kind (what the
 * segment's kind allows) and what it shows; a whole goal card is its two
 * goals and its spots' rewards.  Their forms grow and shrink with the
 * counts the table enters.  The canal map is a list of channel spaces,
 * each with its id, shape, start, dirhams, norias, the farmland a T leads
 * to and its neighbours' ids; no channel space at all means no canal map.
 * Items without a form (a single go or end space) say so and offer Cancel
 * only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "arriero-drawing.h"
#include "arriero-question.h"

typedef enum
{
  FORM_NONE,      /* no form yet: described in the edition file */
  FORM_ICONS,     /* an icon list */
  FORM_REWARD,    /* {"reward": icon list} */
  FORM_CARD,      /* a delivery card */
  FORM_TOKENS,    /* {"counts": [5], "removed_two_three": i} */
  FORM_REMOVED,   /* an index 0..4 */
  FORM_BONUSES,   /* 5 integers */
  FORM_NUMBER,    /* one integer */
  FORM_START,     /* {"dirhams": n} */
  FORM_FIELDS,    /* {"fields": fruits} */
  FORM_SIDE,      /* {"spaces": [...]}, a whole segment side */
  FORM_GOAL_CARD, /* {"sides": [a, b], "spots": [...]} */
  FORM_CANAL,     /* {"channels": [...]}, or NULL for no canal map */
} FormKind;

/* One space of a FORM_SIDE: an expander row whose rows follow its kind */
typedef struct
{
  ArrieroQuestion *self;
  guint            index;
  GtkWidget       *expander;
  GtkWidget       *kind_drop;
  GtkWidget       *spots_spin;  /* (nullable): on go, market, harvest and end spaces */
  GPtrArray       *rows;        /* the expander's rows but the spots' */
  GPtrArray       *spots;       /* per spot, a GPtrArray of its rows */
} SpaceForm;

struct _ArrieroQuestion
{
  AdwWindow             parent_instance;

  GtkLabel             *title_label;
  GtkLabel             *path_label;
  AdwPreferencesGroup  *form_group;
  GtkLabel             *error_label;
  GtkWidget            *save_button;

  AlpEdition           *edition;
  char                 *path;
  FormKind              kind;
  guint                 icon_mask;   /* FORM_ICONS, FORM_REWARD: the icons allowed */
  guint                 index;       /* FORM_SIDE: the segment; FORM_GOAL_CARD: the card */
  AlpSide               side;        /* FORM_SIDE */
  AlpSpaceKind          special;     /* FORM_SIDE: the special space its segment allows */
  GPtrArray            *spaces;      /* FORM_SIDE: SpaceForm */
  GPtrArray            *goal_spots;  /* FORM_GOAL_CARD: per spot, a GPtrArray of its rows */
  GPtrArray            *channels;    /* FORM_CANAL: each channel space's expander row (unowned) */
  GTask                *task;        /* until answered or cancelled */
};

G_DEFINE_FINAL_TYPE (ArrieroQuestion, arriero_question, ADW_TYPE_WINDOW)

#define ALL_ICONS    ((1u << ALP_N_ICONS) - 1)
#define AWARD_ICONS  ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA) | (1u << ALP_ICON_FRUIT))
#define REWARD_ICONS ((1u << ALP_ICON_DIRHAM) | (1u << ALP_ICON_NORIA))

static const char *
icon_get_name (AlpIcon icon)
{
  switch (icon)
    {
    case ALP_ICON_ADD_FARMER: return _("Add a farmer, any farmland");
    case ALP_ICON_ADD_FARMER_GREEN: return _("Add a farmer, green farmland");
    case ALP_ICON_ADD_FARMER_PURPLE: return _("Add a farmer, purple farmland");
    case ALP_ICON_ADD_FARMER_ORANGE: return _("Add a farmer, orange farmland");
    case ALP_ICON_ADD_FARMER_RED: return _("Add a farmer, red farmland");
    case ALP_ICON_ADD_FARMER_YELLOW: return _("Add a farmer, yellow farmland");
    case ALP_ICON_MOVE_FARMER: return _("Move a farmer");
    case ALP_ICON_IRRIGATE: return _("Irrigate");
    case ALP_ICON_NORIA: return _("Noria");
    case ALP_ICON_FRUIT: return _("Fruit");
    case ALP_ICON_DIRHAM: return _("Dirham");
    case ALP_ICON_GOAL: return _("Goal");
    case ALP_N_ICONS:
    default:
      return "?";
    }
}

/* A path matches @format, which ends in %n, to its very end */
#define MATCHES(n_fields, ...) \
  (end = 0, sscanf (path, __VA_ARGS__, &end) == (n_fields) && end == len)

/* ------------------------------------------------------------------ */
/* The form                                                             */

/* A row in the form's group, or in @parent (an expander row) when given;
 * @track collects it for removal when the form shrinks */
static GtkWidget *
add_row_in (ArrieroQuestion *self,
            GtkWidget       *parent,
            GPtrArray       *track,
            const char      *title,
            const char      *subtitle,
            const char      *prefix,
            GtkWidget       *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (prefix != NULL)
    {
      GtkWidget *mark = gtk_label_new (prefix);

      gtk_widget_set_size_request (mark, 36, -1);
      gtk_widget_add_css_class (mark, "heading");
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      title, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), mark);
    }
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  if (parent != NULL)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (self->form_group, row);
  if (track != NULL)
    g_ptr_array_add (track, row);

  return row;
}

static GtkWidget *
add_row (ArrieroQuestion *self,
         const char      *title,
         const char      *subtitle,
         const char      *prefix,
         GtkWidget       *suffix)
{
  return add_row_in (self, NULL, NULL, title, subtitle, prefix, suffix);
}

static void
remove_row (ArrieroQuestion *self,
            GtkWidget       *row)
{
  GtkWidget *expander = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);

  if (expander != NULL)
    adw_expander_row_remove (ADW_EXPANDER_ROW (expander), row);
  else
    adw_preferences_group_remove (self->form_group, row);
}

static void
remove_rows (ArrieroQuestion *self,
             GPtrArray       *rows)
{
  for (guint i = 0; i < rows->len; i++)
    remove_row (self, g_ptr_array_index (rows, i));
  g_ptr_array_set_size (rows, 0);
}

/* Each input is named, so that tests find it as a person finds its row */
static GtkWidget *
add_spin_in (ArrieroQuestion *self,
             GtkWidget       *parent,
             GPtrArray       *track,
             const char      *name,
             const char      *title,
             const char      *subtitle,
             const char      *prefix,
             gint             min,
             gint             max,
             gint             value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  gtk_widget_set_name (spin, name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  add_row_in (self, parent, track, title, subtitle, prefix, spin);

  return spin;
}

/* An end spot's dirhams: "?" (-1) until the table reads them, never an
 * invented 0; the game asks again when a mule arrives there */
static gboolean
unknown_spin_output_cb (GtkSpinButton *spin,
                        gpointer       user_data)
{
  if (gtk_spin_button_get_value_as_int (spin) >= 0)
    return FALSE;

  gtk_editable_set_text (GTK_EDITABLE (spin), "?");
  return TRUE;
}

static gint
unknown_spin_input_cb (GtkSpinButton *spin,
                       double        *new_value,
                       gpointer       user_data)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));

  if (text[0] != '\0' && !g_str_equal (text, "?"))
    return FALSE;

  *new_value = -1;
  return TRUE;
}

static GtkWidget *
add_unknown_spin_in (ArrieroQuestion *self,
                     GtkWidget       *parent,
                     GPtrArray       *track,
                     const char      *name,
                     const char      *title,
                     const char      *subtitle,
                     gint             max)
{
  GtkWidget *spin = add_spin_in (self, parent, track, name, title, subtitle, NULL, -1, max, -1);

  /* "?" is not a number */
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), FALSE);
  g_signal_connect (spin, "output", G_CALLBACK (unknown_spin_output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (unknown_spin_input_cb), NULL);
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  unknown_spin_output_cb (GTK_SPIN_BUTTON (spin), NULL);
  gtk_widget_set_tooltip_text (spin, _("“?”: not read from your copy yet; Arriero asks "
                                       "when a mule arrives there"));

  return spin;
}

static GtkWidget *
add_spin (ArrieroQuestion *self,
          const char      *name,
          const char      *title,
          const char      *prefix,
          gint             min,
          gint             max,
          gint             value)
{
  return add_spin_in (self, NULL, NULL, name, title, NULL, prefix, min, max, value);
}

static GtkWidget *
add_drop_down (ArrieroQuestion    *self,
               const char         *name,
               const char         *title,
               const char * const *items)
{
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);

  gtk_widget_set_name (drop_down, name);
  add_row (self, title, NULL, NULL, drop_down);

  return drop_down;
}

/* One spin per allowed icon, named "@prefix-dirham" */
static void
add_icon_spins_in (ArrieroQuestion *self,
                   GtkWidget       *parent,
                   GPtrArray       *track,
                   const char      *prefix,
                   const char      *subtitle)
{
  for (AlpIcon icon = 0; icon < ALP_N_ICONS; icon++)
    {
      g_autofree char *name = NULL;

      if (!(self->icon_mask & (1u << icon)))
        continue;
      name = g_strdup_printf ("%s-%s", prefix, alp_icon_to_string (icon));
      add_spin_in (self, parent, track, name, icon_get_name (icon), subtitle,
                   arriero_icon_label (icon), 0, 5, 0);
    }
}

static void
add_icon_spins (ArrieroQuestion *self)
{
  add_icon_spins_in (self, NULL, NULL, "icon", NULL);
}

/* ------------------------------------------------------------------ */
/* Segment sides and goal cards: forms that follow their counts         */

static void
rows_free (gpointer rows)
{
  g_ptr_array_unref (rows);
}

/* Grows or shrinks the spots of a market, harvest or end space, or of a
 * goal card, to @n: @spots holds each spot's rows, named "@prefix-K-…" */
static void
sync_spots (ArrieroQuestion *self,
            GtkWidget       *parent,
            GPtrArray       *spots,
            const char      *prefix,
            gboolean         end,
            guint            n)
{
  while (spots->len > n)
    {
      remove_rows (self, g_ptr_array_index (spots, spots->len - 1));
      g_ptr_array_remove_index (spots, spots->len - 1);
    }
  while (spots->len < n)
    {
      guint k = spots->len;
      GPtrArray *rows = g_ptr_array_new ();
      /* TRANSLATORS: "Spot 2", a spot of a space or of a goal card */
      g_autofree char *subtitle = g_strdup_printf (_("Spot %u"), k + 1);

      g_ptr_array_add (spots, rows);
      if (end)
        {
          g_autofree char *value = g_strdup_printf ("%s-%u-value", prefix, k);
          g_autofree char *four = g_strdup_printf ("%s-%u-four-only", prefix, k);
          GtkWidget *toggle = gtk_switch_new ();

          add_unknown_spin_in (self, parent, rows, value, _("Dirhams"), subtitle, 99);
          gtk_widget_set_name (toggle, four);
          add_row_in (self, parent, rows, _("With 4 players only"), subtitle, NULL, toggle);
        }
      else
        {
          g_autofree char *icons = g_strdup_printf ("%s-%u-icon", prefix, k);

          add_icon_spins_in (self, parent, rows, icons, subtitle);
        }
    }
}

static AlpSpaceKind
space_form_get_kind (SpaceForm *space)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (space->kind_drop)) == 1
         ? space->self->special : ALP_SPACE_STANDARD;
}

static void
space_spots_changed_cb (SpaceForm *space)
{
  g_autofree char *prefix = g_strdup_printf ("space-%u-spot", space->index);
  AlpSpaceKind kind = space_form_get_kind (space);

  if (kind == ALP_SPACE_GO)
    return;
  sync_spots (space->self, space->expander, space->spots, prefix, kind == ALP_SPACE_END,
              gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (space->spots_spin)));
}

static const char *
space_kind_get_name (AlpSpaceKind kind)
{
  switch (kind)
    {
    case ALP_SPACE_MARKET: return _("Market space");
    case ALP_SPACE_HARVEST: return _("Harvest space");
    case ALP_SPACE_GO: return _("Go space");
    case ALP_SPACE_END: return _("End space");
    case ALP_SPACE_STANDARD:
    default:
      return _("Standard space");
    }
}

/* The rows of a space follow its kind */
static void
space_kind_changed_cb (SpaceForm *space)
{
  ArrieroQuestion *self = space->self;
  AlpSpaceKind kind = space_form_get_kind (space);
  g_autofree char *prefix = g_strdup_printf ("space-%u", space->index);
  g_autofree char *spots = g_strdup_printf ("space-%u-spots", space->index);

  if (space->spots_spin != NULL)
    g_signal_handlers_disconnect_by_data (space->spots_spin, space);
  space->spots_spin = NULL;
  for (guint k = 0; k < space->spots->len; k++)
    remove_rows (self, g_ptr_array_index (space->spots, k));
  g_ptr_array_set_size (space->spots, 0);
  remove_rows (self, space->rows);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (space->expander), space_kind_get_name (kind));

  switch (kind)
    {
    case ALP_SPACE_STANDARD:
      {
        g_autofree char *icons = g_strdup_printf ("%s-icon", prefix);

        add_icon_spins_in (self, space->expander, space->rows, icons, NULL);
      }
      break;

    case ALP_SPACE_GO:
      space->spots_spin = add_spin_in (self, space->expander, space->rows, spots, _("Start spots"),
                                       NULL, NULL, 1, 8, self->side == ALP_SIDE_FOUR_PLAYER ? 4 : 3);
      break;

    case ALP_SPACE_MARKET:
    case ALP_SPACE_HARVEST:
    case ALP_SPACE_END:
    default:
      space->spots_spin = add_spin_in (self, space->expander, space->rows, spots, _("Spots"),
                                       NULL, NULL, 1, 8, kind == ALP_SPACE_END ? 4 : 3);
      g_signal_connect_swapped (space->spots_spin, "value-changed",
                                G_CALLBACK (space_spots_changed_cb), space);
      space_spots_changed_cb (space);
      break;
    }
}

static void
space_form_free (gpointer data)
{
  SpaceForm *space = data;

  g_signal_handlers_disconnect_by_data (space->kind_drop, space);
  if (space->spots_spin != NULL)
    g_signal_handlers_disconnect_by_data (space->spots_spin, space);
  g_ptr_array_unref (space->rows);
  g_ptr_array_unref (space->spots);
  g_free (space);
}

static void
add_space (ArrieroQuestion *self,
           gboolean         special)
{
  SpaceForm *space = g_new0 (SpaceForm, 1);
  /* TRANSLATORS: "Space 2", a space of a segment's side, in track order */
  g_autofree char *title = g_strdup_printf (_("Space %u"), self->spaces->len + 1);
  g_autofree char *name = g_strdup_printf ("space-%u-kind", self->spaces->len);
  g_autofree char *label = g_strdup_printf (_("Kind of space %u"), self->spaces->len + 1);
  const char *kinds[] = { space_kind_get_name (ALP_SPACE_STANDARD),
                          space_kind_get_name (self->special), NULL };

  space->self = self;
  space->index = self->spaces->len;
  space->rows = g_ptr_array_new ();
  space->spots = g_ptr_array_new_with_free_func (rows_free);
  space->expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (space->expander), title);
  space->kind_drop = gtk_drop_down_new_from_strings (kinds);
  gtk_widget_set_name (space->kind_drop, name);
  gtk_widget_set_valign (space->kind_drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (space->kind_drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (space->kind_drop), special ? 1 : 0);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (space->expander), space->kind_drop);
  adw_preferences_group_add (self->form_group, space->expander);
  g_ptr_array_add (self->spaces, space);

  g_signal_connect_swapped (space->kind_drop, "notify::selected",
                            G_CALLBACK (space_kind_changed_cb), space);
  space_kind_changed_cb (space);
}

static void
n_spaces_changed_cb (ArrieroQuestion *self,
                     GtkSpinButton   *spin)
{
  guint n = gtk_spin_button_get_value_as_int (spin);

  while (self->spaces->len > n)
    {
      SpaceForm *space = g_ptr_array_index (self->spaces, self->spaces->len - 1);
      GtkWidget *expander = space->expander;

      g_ptr_array_remove_index (self->spaces, self->spaces->len - 1);
      adw_preferences_group_remove (self->form_group, expander);
    }
  while (self->spaces->len < n)
    add_space (self, FALSE);
}

static void
build_side_form (ArrieroQuestion *self)
{
  g_autofree char *kind_path = g_strdup_printf ("segments[%u].kind", self->index);
  g_autoptr(JsonNode) kind_node = alp_edition_get_value (self->edition, kind_path);
  AlpSegmentKind kind = ALP_SEGMENT_MARKET;
  GtkWidget *spin;

  if (kind_node != NULL && JSON_NODE_HOLDS_VALUE (kind_node))
    alp_segment_kind_from_string (json_node_get_string (kind_node), &kind);
  switch (kind)
    {
    case ALP_SEGMENT_GO: self->special = ALP_SPACE_GO; break;
    case ALP_SEGMENT_HARVEST: self->special = ALP_SPACE_HARVEST; break;
    case ALP_SEGMENT_END: self->special = ALP_SPACE_END; break;
    case ALP_SEGMENT_MARKET:
    default:
      self->special = ALP_SPACE_MARKET;
      break;
    }

  adw_preferences_group_set_description (self->form_group,
                                         _("Its spaces in track order, the first nearest go. Open a space to say what it shows."));
  self->spaces = g_ptr_array_new_with_free_func (space_form_free);
  spin = add_spin (self, "spaces", _("Spaces"), NULL, 1, 16, 3);
  /* a start that fits the segment: go first, end last, the market or
   * harvest space in the middle */
  add_space (self, kind == ALP_SEGMENT_GO);
  add_space (self, kind == ALP_SEGMENT_MARKET || kind == ALP_SEGMENT_HARVEST);
  add_space (self, kind == ALP_SEGMENT_END);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (n_spaces_changed_cb), self);
}

static void
goal_spots_changed_cb (ArrieroQuestion *self,
                       GtkSpinButton   *spin)
{
  sync_spots (self, NULL, self->goal_spots, "spot", FALSE, gtk_spin_button_get_value_as_int (spin));
}

static void
build_goal_card_form (ArrieroQuestion *self)
{
  const char *goals[ALP_N_GOALS + 1] = { NULL };
  GtkWidget *drop_down;
  GtkWidget *spin;

  for (AlpGoal goal = 0; goal < ALP_N_GOALS; goal++)
    goals[goal] = alp_goal_get_description (goal);
  adw_preferences_group_set_description (self->form_group,
                                         _("The goal on each side, and the reward of each farmer spot in printed order."));
  add_drop_down (self, "goal-a", _("Goal on side A"), goals);
  drop_down = add_drop_down (self, "goal-b", _("Goal on side B"), goals);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), 1);
  self->goal_spots = g_ptr_array_new_with_free_func (rows_free);
  spin = add_spin (self, "spots", _("Farmer spots"), NULL, 1, 8, 4);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (goal_spots_changed_cb), self);
  goal_spots_changed_cb (self, GTK_SPIN_BUTTON (spin));
}

/* ------------------------------------------------------------------ */
/* The canal map: a list of channel spaces                              */

static GtkWidget *
add_entry_in (GtkWidget  *parent,
              const char *name,
              const char *title,
              const char *text)
{
  GtkWidget *row = adw_entry_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);

  return row;
}

/* The farmland a channel leads to matters for a T only */
static void
channel_shape_changed_cb (GtkDropDown *shape,
                          GParamSpec  *pspec,
                          GtkWidget   *leads_to_row)
{
  gtk_widget_set_sensitive (leads_to_row, gtk_drop_down_get_selected (shape) == 0);
}

static void
add_channel (ArrieroQuestion *self)
{
  guint i = self->channels->len;
  /* TRANSLATORS: "Channel space 2", a channel space of the canal map */
  g_autofree char *title = g_strdup_printf (_("Channel space %u"), i + 1);
  g_autofree char *id = g_strdup_printf ("c%u", i + 1);
  g_autofree char *id_name = g_strdup_printf ("channel-%u-id", i);
  g_autofree char *shape_name = g_strdup_printf ("channel-%u-shape", i);
  g_autofree char *start_name = g_strdup_printf ("channel-%u-start", i);
  g_autofree char *dirhams_name = g_strdup_printf ("channel-%u-dirhams", i);
  g_autofree char *norias_name = g_strdup_printf ("channel-%u-norias", i);
  g_autofree char *leads_to_name = g_strdup_printf ("channel-%u-leads-to", i);
  g_autofree char *neighbours_name = g_strdup_printf ("channel-%u-neighbours", i);
  const char *shapes[] = { C_("channel", "T"), C_("channel", "Straight"), NULL };
  char *regions[ALP_N_REGIONS + 1] = { NULL };
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *shape;
  GtkWidget *start;
  GtkWidget *leads_to;
  GtkWidget *leads_to_row;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_preferences_group_add (self->form_group, expander);
  g_ptr_array_add (self->channels, expander);

  add_entry_in (expander, id_name, _("Id"), id);
  shape = gtk_drop_down_new_from_strings (shapes);
  gtk_widget_set_name (shape, shape_name);
  add_row_in (self, expander, NULL, _("Shape"), NULL, NULL, shape);
  start = gtk_switch_new ();
  gtk_widget_set_name (start, start_name);
  add_row_in (self, expander, NULL, _("Touches a start channel"), NULL, NULL, start);
  add_spin_in (self, expander, NULL, dirhams_name, _("Dirhams"), NULL, NULL, 0, 5, 0);
  add_spin_in (self, expander, NULL, norias_name, _("Norias"), NULL, NULL, 0, 5, 0);
  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    {
      regions[region] = g_strdup (alp_region_get_name (region));
      if (regions[region][0] != '\0')
        regions[region][0] = g_unichar_toupper (regions[region][0]);
    }
  leads_to = gtk_drop_down_new_from_strings ((const char * const *) regions);
  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    g_free (regions[region]);
  gtk_widget_set_name (leads_to, leads_to_name);
  leads_to_row = add_row_in (self, expander, NULL, _("Leads to"), _("For a T only"), NULL, leads_to);
  add_entry_in (expander, neighbours_name, _("Neighbours: ids, separated by commas"), "");
  g_signal_connect_object (shape, "notify::selected", G_CALLBACK (channel_shape_changed_cb),
                           leads_to_row, 0);
}

static void
n_channels_changed_cb (ArrieroQuestion *self,
                       GtkSpinButton   *spin)
{
  guint n = gtk_spin_button_get_value_as_int (spin);

  while (self->channels->len > n)
    {
      GtkWidget *expander = g_ptr_array_index (self->channels, self->channels->len - 1);

      g_ptr_array_remove_index (self->channels, self->channels->len - 1);
      adw_preferences_group_remove (self->form_group, expander);
    }
  while (self->channels->len < n)
    add_channel (self);
}

static void
build_canal_form (ArrieroQuestion *self)
{
  GtkWidget *spin;

  adw_preferences_group_set_description (self->form_group,
                                         _("The channel spaces printed on the canal map. None means no canal map: the table then describes each irrigation."));
  self->channels = g_ptr_array_new ();
  spin = add_spin (self, "channels", _("Channel spaces"), NULL, 0, 64, 0);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (n_channels_changed_cb), self);
}

static void
add_fruit_spins (ArrieroQuestion *self,
                 gint             max)
{
  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *name = g_strdup_printf ("fruit-%s", alp_fruit_to_string (fruit));
      g_autofree char *title = g_strdup (alp_fruit_get_name (fruit, 2));

      /* "apples", as a heading of a count */
      if (title[0] != '\0')
        title[0] = g_unichar_toupper (title[0]);
      add_spin (self, name, title, NULL, 0, max, 0);
    }
}

static void
add_removed_drop_down (ArrieroQuestion *self)
{
  const char *tokens[] = {
    _("The first token listed"), _("The second token listed"), _("The third token listed"),
    _("The fourth token listed"), _("The fifth token listed"), NULL
  };

  add_drop_down (self, "removed", _("Removed with 2 or 3 players"), tokens);
}

static void
build_form (ArrieroQuestion *self)
{
  switch (self->kind)
    {
    case FORM_ICONS:
    case FORM_REWARD:
      adw_preferences_group_set_description (self->form_group,
                                             _("How often each icon is printed there; none is fine."));
      add_icon_spins (self);
      break;

    case FORM_CARD:
      {
        const char *fruits[ALP_N_FRUITS + 1] = { NULL };
        const char *arrows[] = { C_("arrow", "Up"), C_("arrow", "Down"), NULL };

        for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
          fruits[fruit] = alp_fruit_get_name (fruit, 1);
        adw_preferences_group_set_description (self->form_group,
                                               _("The fruits on the front, how often each; its value; and its back."));
        add_fruit_spins (self, 10);
        add_spin (self, "value", _("Value in dirhams"), NULL, 0, 99, 0);
        add_drop_down (self, "back-fruit", _("Fruit on the back"), fruits);
        add_drop_down (self, "arrow", _("Arrow on the back"), arrows);
      }
      break;

    case FORM_TOKENS:
      adw_preferences_group_set_description (self->form_group,
                                             _("The fruit count printed on each of the five tokens."));
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("count-%u", i);
          /* TRANSLATORS: "Token 2", one of the five delivery tokens of a fruit */
          g_autofree char *title = g_strdup_printf (_("Token %u"), i + 1);

          add_spin (self, name, title, NULL, 1, 10, 2);
        }
      add_removed_drop_down (self);
      break;

    case FORM_REMOVED:
      add_removed_drop_down (self);
      break;

    case FORM_BONUSES:
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);
          /* TRANSLATORS: the bonus of a position on the market card */
          g_autofree char *title = g_strdup_printf (_("Position %u"), i + 1);

          add_spin (self, name, title, NULL, 0, 20, 0);
        }
      break;

    case FORM_NUMBER:
      if (g_str_equal (self->path, "delivery_cards.display"))
        add_spin (self, "number", _("Face-up cards"), NULL, 1, 8, 4);
      else
        add_spin (self, "number", _("Dirhams"), NULL, 0, 99, 0);
      break;

    case FORM_START:
      add_spin (self, "number", _("Dirhams"), NULL, 0, 99, 0);
      break;

    case FORM_FIELDS:
      adw_preferences_group_set_description (self->form_group,
                                             _("How many fruit fields of each fruit the farmland shows."));
      add_fruit_spins (self, 7);
      break;

    case FORM_SIDE:
      build_side_form (self);
      break;

    case FORM_GOAL_CARD:
      build_goal_card_form (self);
      break;

    case FORM_CANAL:
      build_canal_form (self);
      break;

    case FORM_NONE:
    default:
      {
        GtkWidget *label = gtk_label_new (_("Describe this in the edition file for now: Arriero has no form for it yet."));

        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        adw_preferences_group_add (self->form_group, label);
        gtk_widget_set_visible (self->save_button, FALSE);
      }
      break;
    }
}

typedef struct
{
  FormKind kind;
  guint    icon_mask;
  guint    index;
  AlpSide  side;
} PathKind;

/* The words of the question, and the kind of form, from the path */
static char *
classify_path (const char *path,
               PathKind   *self)
{
  int len = strlen (path);
  int end;
  guint i, j, k;
  char side[32], name[32], award_side[32];
  AlpFruit fruit;
  AlpRegion region;

  self->kind = FORM_NONE;
  self->icon_mask = 0;
  self->index = 0;
  self->side = ALP_SIDE_FOUR_PLAYER;

  if (MATCHES (2, "segments[%u].sides.%31[a-z_]%n", &i, side) &&
      i < ALP_N_SEGMENTS && alp_side_from_string (side, &self->side))
    {
      self->kind = FORM_SIDE;
      self->icon_mask = ALL_ICONS;
      self->index = i;
      if (self->side == ALP_SIDE_FOUR_PLAYER)
        /* TRANSLATORS: "What does the 4-player side of segment 4 show?" */
        return g_strdup_printf (_("What does the 4-player side of segment %u show?"), i + 1);
      return g_strdup_printf (_("What does the 2–3 player side of segment %u show?"), i + 1);
    }
  if (MATCHES (1, "goal_cards[%u]%n", &i) && i < ALP_N_GOAL_CARDS)
    {
      self->kind = FORM_GOAL_CARD;
      self->icon_mask = REWARD_ICONS;
      self->index = i;
      return g_strdup_printf (_("What does goal card %u show?"), i + 1);
    }

  if (MATCHES (3, "segments[%u].sides.%31[a-z_].spaces[%u].icons%n", &i, side, &j))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = ALL_ICONS;
      /* TRANSLATORS: "What is printed on space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on space %u of segment %u?"), j + 1, i + 1);
    }
  if (MATCHES (4, "segments[%u].sides.%31[a-z_].spaces[%u].spots[%u].value%n", &i, side, &j, &k))
    {
      self->kind = FORM_NUMBER;
      /* TRANSLATORS: "How many dirhams does end spot 2 show?" */
      return g_strdup_printf (_("How many dirhams does end spot %u show?"), k + 1);
    }
  if (MATCHES (4, "segments[%u].sides.%31[a-z_].spaces[%u].spots[%u].icons%n", &i, side, &j, &k))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = ALL_ICONS;
      /* TRANSLATORS: "What is printed on spot 1 of space 2 of segment 4?" */
      return g_strdup_printf (_("What is printed on spot %u of space %u of segment %u?"), k + 1, j + 1, i + 1);
    }
  if (MATCHES (2, "award_tokens.%31[a-z].%31[a-z_]%n", name, award_side) &&
      alp_region_from_string (name, &region) &&
      (g_str_equal (award_side, "green_side") || g_str_equal (award_side, "red_side")))
    {
      self->kind = FORM_ICONS;
      self->icon_mask = AWARD_ICONS;
      if (g_str_equal (award_side, "green_side"))
        /* TRANSLATORS: the village's name, e.g. "the green village" */
        return g_strdup_printf (_("What does the green side of the award token in %s show?"),
                                alp_region_get_name (region));
      return g_strdup_printf (_("What does the red side of the award token in %s show?"),
                              alp_region_get_name (region));
    }
  if (MATCHES (2, "goal_cards[%u].spots[%u]%n", &i, &k))
    {
      self->kind = FORM_REWARD;
      self->icon_mask = REWARD_ICONS;
      return g_strdup_printf (_("What is the reward of spot %u of goal card %u?"), k + 1, i + 1);
    }
  if (MATCHES (1, "delivery_cards.cards[%u]%n", &i))
    {
      self->kind = FORM_CARD;
      return g_strdup_printf (_("What does delivery card %u show?"), i + 1);
    }
  if (MATCHES (1, "delivery_tokens.%31[a-z]%n", name) && alp_fruit_from_string (name, &fruit))
    {
      self->kind = FORM_TOKENS;
      /* TRANSLATORS: the fruit, as in "What do the apple delivery tokens show?" */
      return g_strdup_printf (_("What do the %s delivery tokens show?"), alp_fruit_get_name (fruit, 1));
    }
  if (MATCHES (1, "delivery_tokens.%31[a-z].removed_two_three%n", name) && alp_fruit_from_string (name, &fruit))
    {
      self->kind = FORM_REMOVED;
      return g_strdup_printf (_("Which %s delivery token is left out with 2 or 3 players?"),
                              alp_fruit_get_name (fruit, 1));
    }
  if (g_str_equal (path, "market_card.bonuses"))
    {
      self->kind = FORM_BONUSES;
      return g_strdup (_("Which bonuses does the market card show?"));
    }
  if (g_str_equal (path, "delivery_cards.display"))
    {
      self->kind = FORM_NUMBER;
      return g_strdup (_("How many delivery cards lie face up?"));
    }
  if (g_str_equal (path, "start") || g_str_equal (path, "start.dirhams"))
    {
      self->kind = g_str_equal (path, "start") ? FORM_START : FORM_NUMBER;
      return g_strdup (_("How many dirhams does each player start with?"));
    }
  if (g_str_equal (path, "canal"))
    {
      self->kind = FORM_CANAL;
      return g_strdup (_("Which channel spaces does the canal map show?"));
    }
  if (MATCHES (1, "farmlands.%31[a-z]%n", name) && alp_region_from_string (name, &region))
    {
      self->kind = FORM_FIELDS;
      /* TRANSLATORS: the farmland's name, e.g. "the green farmland" */
      return g_strdup_printf (_("Which fruit fields does %s show?"), alp_region_get_name (region));
    }

  return g_strdup (_("This part of your copy is not described yet"));
}

static char *
parse_path (ArrieroQuestion *self)
{
  PathKind kind;
  char *title = classify_path (self->path, &kind);

  self->kind = kind.kind;
  self->icon_mask = kind.icon_mask;
  self->index = kind.index;
  self->side = kind.side;

  return title;
}

/**
 * arriero_question_can_ask:
 * @path: an item of the edition, as alp_edition_get_value() names it
 *
 * Returns: whether the window has a form for the item at @path
 */
gboolean
arriero_question_can_ask (const char *path)
{
  PathKind kind;
  g_autofree char *title = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  title = classify_path (path, &kind);

  return kind.kind != FORM_NONE;
}

/* ------------------------------------------------------------------ */
/* The answer                                                           */

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_widget_get_name (child), name) == 0)
        return child;
      if ((found = find_named (child, name)) != NULL)
        return found;
    }

  return NULL;
}

/* What a spin button or a drop-down of the form says now */
static gint
spin_value (ArrieroQuestion *self,
            const char      *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  g_assert (widget != NULL);
  if (GTK_IS_DROP_DOWN (widget))
    return gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));
  if (GTK_IS_SWITCH (widget))
    return gtk_switch_get_active (GTK_SWITCH (widget));

  gtk_spin_button_update (GTK_SPIN_BUTTON (widget));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

/* ------------------------------------------------------------------ */
/* The current value, for corrections                                   */

static void
set_input (ArrieroQuestion *self,
           const char      *name,
           gint             value)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  if (widget == NULL)
    return;
  if (GTK_IS_DROP_DOWN (widget))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), value);
  else if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), value);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

/* One spin per name, set to how often @array names it */
static void
set_counts (ArrieroQuestion *self,
            JsonNode        *node,
            const char      *prefix)
{
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *array;
  GHashTableIter iter;
  gpointer key, count;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *item = json_array_get_string_element (array, i);
      char *name = g_strdup_printf ("%s-%s", prefix, item != NULL ? item : "");

      count = g_hash_table_lookup (counts, name);
      g_hash_table_replace (counts, name, GINT_TO_POINTER (GPOINTER_TO_INT (count) + 1));
    }
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &count))
    set_input (self, key, GPOINTER_TO_INT (count));
}

static JsonNode *
member (JsonNode   *node,
        const char *name)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;

  return json_object_get_member (json_node_get_object (node), name);
}

static gint
int_of (JsonNode *node,
        gint      fallback)
{
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;

  return json_node_get_int (node);
}

static guint
length_of (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return 0;

  return json_array_get_length (json_node_get_array (node));
}

static JsonNode *
element (JsonNode *node,
         guint     index)
{
  if (index >= length_of (node))
    return NULL;

  return json_array_get_element (json_node_get_array (node), index);
}

static void
prefill_side (ArrieroQuestion *self,
              JsonNode        *value)
{
  JsonNode *spaces = member (value, "spaces");
  guint n = length_of (spaces);

  if (n == 0)
    return;
  set_input (self, "spaces", CLAMP (n, 1, 16));
  for (guint j = 0; j < MIN (n, self->spaces->len); j++)
    {
      JsonNode *space = element (spaces, j);
      JsonNode *kind_node = member (space, "kind");
      JsonNode *spots = member (space, "spots");
      AlpSpaceKind kind = ALP_SPACE_STANDARD;
      g_autofree char *name = g_strdup_printf ("space-%u-kind", j);
      g_autofree char *spots_name = g_strdup_printf ("space-%u-spots", j);

      if (kind_node != NULL && JSON_NODE_HOLDS_VALUE (kind_node))
        alp_space_kind_from_string (json_node_get_string (kind_node), &kind);
      /* a kind the segment does not allow is shown as standard */
      set_input (self, name, kind != ALP_SPACE_STANDARD && kind == self->special ? 1 : 0);
      kind = space_form_get_kind (g_ptr_array_index (self->spaces, j));

      switch (kind)
        {
        case ALP_SPACE_STANDARD:
          {
            g_autofree char *prefix = g_strdup_printf ("space-%u-icon", j);

            set_counts (self, member (space, "icons"), prefix);
          }
          break;

        case ALP_SPACE_GO:
          set_input (self, spots_name, int_of (spots, 4));
          break;

        case ALP_SPACE_MARKET:
        case ALP_SPACE_HARVEST:
        case ALP_SPACE_END:
        default:
          if (length_of (spots) > 0)
            set_input (self, spots_name, CLAMP (length_of (spots), 1, 8));
          for (guint k = 0; k < MIN (length_of (spots), 8); k++)
            {
              JsonNode *spot = element (spots, k);

              if (kind == ALP_SPACE_END)
                {
                  g_autofree char *value_name = g_strdup_printf ("space-%u-spot-%u-value", j, k);
                  g_autofree char *four_name = g_strdup_printf ("space-%u-spot-%u-four-only", j, k);
                  JsonNode *four = member (spot, "four_player_only");

                  set_input (self, value_name, int_of (member (spot, "value"), -1));
                  set_input (self, four_name, four != NULL && JSON_NODE_HOLDS_VALUE (four) &&
                                              json_node_get_value_type (four) == G_TYPE_BOOLEAN &&
                                              json_node_get_boolean (four));
                }
              else
                {
                  g_autofree char *prefix = g_strdup_printf ("space-%u-spot-%u-icon", j, k);

                  set_counts (self, member (spot, "icons"), prefix);
                }
            }
          break;
        }
    }
}

static void
prefill_goal_card (ArrieroQuestion *self,
                   JsonNode        *value)
{
  JsonNode *sides = member (value, "sides");
  JsonNode *spots = member (value, "spots");
  const char * const names[] = { "goal-a", "goal-b" };

  for (guint s = 0; s < 2; s++)
    {
      JsonNode *goal_node = element (sides, s);
      AlpGoal goal;

      if (goal_node != NULL && JSON_NODE_HOLDS_VALUE (goal_node) &&
          alp_goal_from_string (json_node_get_string (goal_node), &goal))
        set_input (self, names[s], goal);
    }
  if (length_of (spots) > 0)
    set_input (self, "spots", CLAMP (length_of (spots), 1, 8));
  for (guint k = 0; k < MIN (length_of (spots), 8); k++)
    {
      g_autofree char *prefix = g_strdup_printf ("spot-%u-icon", k);

      set_counts (self, member (element (spots, k), "reward"), prefix);
    }
}

static void
set_text (ArrieroQuestion *self,
          const char      *name,
          const char      *text)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  if (widget != NULL)
    gtk_editable_set_text (GTK_EDITABLE (widget), text);
}

static const char *
string_of (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}

static void
prefill_canal (ArrieroQuestion *self,
               JsonNode        *value)
{
  JsonNode *channels = member (value, "channels");
  guint n = MIN (length_of (channels), 64);

  set_input (self, "channels", n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *channel = element (channels, i);
      JsonNode *start = member (channel, "start");
      JsonNode *neighbours = member (channel, "neighbours");
      const char *id = string_of (member (channel, "id"));
      const char *leads_to = string_of (member (channel, "leads_to"));
      g_autofree char *id_name = g_strdup_printf ("channel-%u-id", i);
      g_autofree char *shape_name = g_strdup_printf ("channel-%u-shape", i);
      g_autofree char *start_name = g_strdup_printf ("channel-%u-start", i);
      g_autofree char *dirhams_name = g_strdup_printf ("channel-%u-dirhams", i);
      g_autofree char *norias_name = g_strdup_printf ("channel-%u-norias", i);
      g_autofree char *leads_to_name = g_strdup_printf ("channel-%u-leads-to", i);
      g_autofree char *neighbours_name = g_strdup_printf ("channel-%u-neighbours", i);
      g_autoptr(GString) ids = g_string_new (NULL);
      AlpRegion region;

      if (id != NULL)
        set_text (self, id_name, id);
      set_input (self, shape_name, g_strcmp0 (string_of (member (channel, "shape")), "straight") == 0 ? 1 : 0);
      set_input (self, start_name, start != NULL && JSON_NODE_HOLDS_VALUE (start) &&
                                   json_node_get_value_type (start) == G_TYPE_BOOLEAN &&
                                   json_node_get_boolean (start));
      set_input (self, dirhams_name, int_of (member (channel, "dirhams"), 0));
      set_input (self, norias_name, int_of (member (channel, "norias"), 0));
      if (leads_to != NULL && alp_region_from_string (leads_to, &region))
        set_input (self, leads_to_name, region);
      for (guint k = 0; k < length_of (neighbours); k++)
        {
          const char *neighbour = string_of (element (neighbours, k));

          if (neighbour == NULL)
            continue;
          if (ids->len > 0)
            g_string_append (ids, ", ");
          g_string_append (ids, neighbour);
        }
      set_text (self, neighbours_name, ids->str);
    }
}

/* Fills the form with @value, in the shape alp_edition_get_value() gives */
static void
prefill (ArrieroQuestion *self,
         JsonNode        *value)
{
  switch (self->kind)
    {
    case FORM_ICONS:
      set_counts (self, value, "icon");
      break;

    case FORM_REWARD:
      set_counts (self, member (value, "reward"), "icon");
      break;

    case FORM_CARD:
      {
        JsonNode *back = member (value, "back");
        JsonNode *fruit = member (back, "fruit");
        JsonNode *arrow = member (back, "arrow");
        AlpFruit back_fruit;

        set_counts (self, member (value, "front"), "fruit");
        set_input (self, "value", int_of (member (value, "value"), 0));
        if (fruit != NULL && JSON_NODE_HOLDS_VALUE (fruit) &&
            alp_fruit_from_string (json_node_get_string (fruit), &back_fruit))
          set_input (self, "back-fruit", back_fruit);
        if (arrow != NULL && JSON_NODE_HOLDS_VALUE (arrow))
          set_input (self, "arrow", g_strcmp0 (json_node_get_string (arrow), "down") == 0 ? 1 : 0);
      }
      break;

    case FORM_TOKENS:
      {
        JsonNode *counts = member (value, "counts");

        for (guint i = 0; counts != NULL && JSON_NODE_HOLDS_ARRAY (counts) &&
                          i < MIN (5, json_array_get_length (json_node_get_array (counts))); i++)
          {
            g_autofree char *name = g_strdup_printf ("count-%u", i);

            set_input (self, name, int_of (json_array_get_element (json_node_get_array (counts), i), 2));
          }
        set_input (self, "removed", int_of (member (value, "removed_two_three"), 0));
      }
      break;

    case FORM_REMOVED:
      set_input (self, "removed", int_of (value, 0));
      break;

    case FORM_BONUSES:
      for (guint i = 0; value != NULL && JSON_NODE_HOLDS_ARRAY (value) &&
                        i < MIN (5, json_array_get_length (json_node_get_array (value))); i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);

          set_input (self, name, int_of (json_array_get_element (json_node_get_array (value), i), 0));
        }
      break;

    case FORM_NUMBER:
      set_input (self, "number", int_of (value, 0));
      break;

    case FORM_START:
      set_input (self, "number", int_of (member (value, "dirhams"), 0));
      break;

    case FORM_FIELDS:
      set_counts (self, member (value, "fields"), "fruit");
      break;

    case FORM_SIDE:
      prefill_side (self, value);
      break;

    case FORM_GOAL_CARD:
      prefill_goal_card (self, value);
      break;

    case FORM_CANAL:
      prefill_canal (self, value);
      break;

    case FORM_NONE:
    default:
      break;
    }
}

static JsonNode *
build_icons_named (ArrieroQuestion *self,
                   const char      *prefix)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (AlpIcon icon = 0; icon < ALP_N_ICONS; icon++)
    {
      g_autofree char *name = NULL;
      gint n;

      if (!(self->icon_mask & (1u << icon)))
        continue;
      name = g_strdup_printf ("%s-%s", prefix, alp_icon_to_string (icon));
      n = spin_value (self, name);
      for (gint c = 0; c < n; c++)
        json_array_add_string_element (array, alp_icon_to_string (icon));
    }
  json_node_take_array (node, array);

  return node;
}

static JsonNode *
build_icons (ArrieroQuestion *self)
{
  return build_icons_named (self, "icon");
}

static JsonNode *
build_side (ArrieroQuestion *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "spaces");
  json_builder_begin_array (builder);
  for (guint j = 0; j < self->spaces->len; j++)
    {
      SpaceForm *space = g_ptr_array_index (self->spaces, j);
      AlpSpaceKind kind = space_form_get_kind (space);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, alp_space_kind_to_string (kind));
      switch (kind)
        {
        case ALP_SPACE_STANDARD:
          {
            g_autofree char *prefix = g_strdup_printf ("space-%u-icon", j);

            json_builder_set_member_name (builder, "icons");
            json_builder_add_value (builder, build_icons_named (self, prefix));
          }
          break;

        case ALP_SPACE_GO:
          json_builder_set_member_name (builder, "spots");
          json_builder_add_int_value (builder,
                                      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (space->spots_spin)));
          break;

        case ALP_SPACE_MARKET:
        case ALP_SPACE_HARVEST:
        case ALP_SPACE_END:
        default:
          json_builder_set_member_name (builder, "spots");
          json_builder_begin_array (builder);
          for (guint k = 0; k < space->spots->len; k++)
            {
              json_builder_begin_object (builder);
              if (kind == ALP_SPACE_END)
                {
                  g_autofree char *value_name = g_strdup_printf ("space-%u-spot-%u-value", j, k);
                  g_autofree char *four_name = g_strdup_printf ("space-%u-spot-%u-four-only", j, k);

                  gint value = spin_value (self, value_name);

                  /* unknown: left out, asked when a mule arrives there */
                  if (value >= 0)
                    {
                      json_builder_set_member_name (builder, "value");
                      json_builder_add_int_value (builder, value);
                    }
                  json_builder_set_member_name (builder, "four_player_only");
                  json_builder_add_boolean_value (builder, spin_value (self, four_name));
                }
              else
                {
                  g_autofree char *prefix = g_strdup_printf ("space-%u-spot-%u-icon", j, k);

                  json_builder_set_member_name (builder, "icons");
                  json_builder_add_value (builder, build_icons_named (self, prefix));
                }
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
          break;
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static JsonNode *
build_goal_card (ArrieroQuestion *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  json_builder_add_string_value (builder, alp_goal_to_string (spin_value (self, "goal-a")));
  json_builder_add_string_value (builder, alp_goal_to_string (spin_value (self, "goal-b")));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "spots");
  json_builder_begin_array (builder);
  for (guint k = 0; k < self->goal_spots->len; k++)
    {
      g_autofree char *prefix = g_strdup_printf ("spot-%u-icon", k);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reward");
      json_builder_add_value (builder, build_icons_named (self, prefix));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static const char *
text_value (ArrieroQuestion *self,
            const char      *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (self->form_group), name);

  g_assert (widget != NULL);

  return gtk_editable_get_text (GTK_EDITABLE (widget));
}

/* NULL, no canal map, when there is no channel space; the engine checks
 * the rest, ids and neighbours included */
static JsonNode *
build_canal (ArrieroQuestion *self)
{
  g_autoptr(JsonBuilder) builder = NULL;

  if (self->channels->len == 0)
    return NULL;

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "channels");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->channels->len; i++)
    {
      g_autofree char *id_name = g_strdup_printf ("channel-%u-id", i);
      g_autofree char *shape_name = g_strdup_printf ("channel-%u-shape", i);
      g_autofree char *start_name = g_strdup_printf ("channel-%u-start", i);
      g_autofree char *dirhams_name = g_strdup_printf ("channel-%u-dirhams", i);
      g_autofree char *norias_name = g_strdup_printf ("channel-%u-norias", i);
      g_autofree char *leads_to_name = g_strdup_printf ("channel-%u-leads-to", i);
      g_autofree char *neighbours_name = g_strdup_printf ("channel-%u-neighbours", i);
      g_autofree char *id = g_strstrip (g_strdup (text_value (self, id_name)));
      g_auto(GStrv) neighbours = g_strsplit (text_value (self, neighbours_name), ",", -1);
      gboolean t = spin_value (self, shape_name) == 0;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, id);
      json_builder_set_member_name (builder, "shape");
      json_builder_add_string_value (builder, t ? "t" : "straight");
      json_builder_set_member_name (builder, "start");
      json_builder_add_boolean_value (builder, spin_value (self, start_name));
      json_builder_set_member_name (builder, "dirhams");
      json_builder_add_int_value (builder, spin_value (self, dirhams_name));
      json_builder_set_member_name (builder, "norias");
      json_builder_add_int_value (builder, spin_value (self, norias_name));
      if (t)
        {
          json_builder_set_member_name (builder, "leads_to");
          json_builder_add_string_value (builder, alp_region_to_string (spin_value (self, leads_to_name)));
        }
      json_builder_set_member_name (builder, "neighbours");
      json_builder_begin_array (builder);
      for (guint k = 0; neighbours[k] != NULL; k++)
        {
          g_strstrip (neighbours[k]);
          if (neighbours[k][0] != '\0')
            json_builder_add_string_value (builder, neighbours[k]);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static JsonNode *
build_fruits (ArrieroQuestion *self)
{
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (AlpFruit fruit = 0; fruit < ALP_N_FRUITS; fruit++)
    {
      g_autofree char *name = g_strdup_printf ("fruit-%s", alp_fruit_to_string (fruit));
      gint n = spin_value (self, name);

      for (gint c = 0; c < n; c++)
        json_array_add_string_element (array, alp_fruit_to_string (fruit));
    }
  json_node_take_array (node, array);

  return node;
}

static JsonNode *
build_value (ArrieroQuestion *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  switch (self->kind)
    {
    case FORM_ICONS:
      return build_icons (self);

    case FORM_REWARD:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reward");
      json_builder_add_value (builder, build_icons (self));
      json_builder_end_object (builder);
      break;

    case FORM_CARD:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "front");
      json_builder_add_value (builder, build_fruits (self));
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, spin_value (self, "value"));
      json_builder_set_member_name (builder, "back");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "fruit");
      json_builder_add_string_value (builder, alp_fruit_to_string (spin_value (self, "back-fruit")));
      json_builder_set_member_name (builder, "arrow");
      json_builder_add_string_value (builder, spin_value (self, "arrow") == 0 ? "up" : "down");
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      break;

    case FORM_TOKENS:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "counts");
      json_builder_begin_array (builder);
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("count-%u", i);

          json_builder_add_int_value (builder, spin_value (self, name));
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "removed_two_three");
      json_builder_add_int_value (builder, spin_value (self, "removed"));
      json_builder_end_object (builder);
      break;

    case FORM_REMOVED:
      return json_node_init_int (json_node_alloc (), spin_value (self, "removed"));

    case FORM_BONUSES:
      json_builder_begin_array (builder);
      for (guint i = 0; i < 5; i++)
        {
          g_autofree char *name = g_strdup_printf ("bonus-%u", i);

          json_builder_add_int_value (builder, spin_value (self, name));
        }
      json_builder_end_array (builder);
      break;

    case FORM_NUMBER:
      return json_node_init_int (json_node_alloc (), spin_value (self, "number"));

    case FORM_START:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "dirhams");
      json_builder_add_int_value (builder, spin_value (self, "number"));
      json_builder_end_object (builder);
      break;

    case FORM_FIELDS:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "fields");
      json_builder_add_value (builder, build_fruits (self));
      json_builder_end_object (builder);
      break;

    case FORM_SIDE:
      return build_side (self);

    case FORM_GOAL_CARD:
      return build_goal_card (self);

    case FORM_CANAL:
      return build_canal (self);

    case FORM_NONE:
    default:
      g_assert_not_reached ();
    }

  return json_builder_get_root (builder);
}

static void
finish (ArrieroQuestion *self,
        AlpEdition      *edition)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  if (task == NULL)
    return;

  if (edition != NULL)
    g_task_return_pointer (task, g_object_ref (edition), g_object_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The question was cancelled"));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (widget);
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  if (self->kind == FORM_NONE)
    return;

  value = build_value (self);
  edition = alp_edition_with_value (self->edition, self->path, value, &error);
  if (edition == NULL)
    {
      /* the engine's words, where the table is looking; the window stays */
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  finish (self, edition);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  finish (ARRIERO_QUESTION (widget), NULL);
}

static gboolean
arriero_question_close_request (GtkWindow *window)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (window);

  if (self->task != NULL)
    {
      finish (self, NULL);
      return TRUE;
    }

  return GTK_WINDOW_CLASS (arriero_question_parent_class)->close_request (window);
}

static void
arriero_question_dispose (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  /* destroyed with its parent: the question was not answered */
  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The question was cancelled"));
    }
  /* before the widgets go: their handlers point into these */
  g_clear_pointer (&self->spaces, g_ptr_array_unref);
  g_clear_pointer (&self->goal_spots, g_ptr_array_unref);
  g_clear_pointer (&self->channels, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_QUESTION);

  G_OBJECT_CLASS (arriero_question_parent_class)->dispose (object);
}

static void
arriero_question_finalize (GObject *object)
{
  ArrieroQuestion *self = ARRIERO_QUESTION (object);

  g_clear_object (&self->edition);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (arriero_question_parent_class)->finalize (object);
}

static void
arriero_question_class_init (ArrieroQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = arriero_question_dispose;
  object_class->finalize = arriero_question_finalize;
  window_class->close_request = arriero_question_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-question.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, title_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, path_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, form_group);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, error_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroQuestion, save_button);

  gtk_widget_class_install_action (widget_class, "question.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "question.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "question.cancel", NULL);
}

static void
arriero_question_init (ArrieroQuestion *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * arriero_question_ask:
 * @parent: the window the question is about
 * @edition: the edition as it is now
 * @path: the item it lacks, as %ALP_EDITION_ERROR_MISSING named it
 *
 * Asks the table for the item at @path, in a modal window.  The answer
 * has been checked by the engine when @callback runs.
 */
void
arriero_question_ask (GtkWindow           *parent,
                      AlpEdition          *edition,
                      const char          *path,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  arriero_question_ask_full (parent, edition, path, NULL, callback, user_data);
}

/**
 * arriero_question_ask_full:
 * @initial: (nullable): the value the item has now, in the shape
 *   alp_edition_get_value() gives, to show in the form
 *
 * Like arriero_question_ask(), for a correction: the form starts from
 * @initial.  Finish with arriero_question_ask_finish().
 */
void
arriero_question_ask_full (GtkWindow           *parent,
                           AlpEdition          *edition,
                           const char          *path,
                           JsonNode            *initial,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  ArrieroQuestion *self;
  g_autofree char *title = NULL;
  g_autofree char *where = NULL;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (ALP_IS_EDITION (edition));
  g_return_if_fail (path != NULL);

  self = g_object_new (ARRIERO_TYPE_QUESTION, "transient-for", parent, NULL);
  self->edition = g_object_ref (edition);
  self->path = g_strdup (path);
  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_question_ask);

  title = parse_path (self);
  gtk_label_set_text (self->title_label, title);
  /* TRANSLATORS: the place of the item in the edition file */
  where = g_strdup_printf (_("In the edition file: %s"), path);
  gtk_label_set_text (self->path_label, where);
  build_form (self);
  if (initial != NULL)
    prefill (self, initial);

  gtk_window_present (GTK_WINDOW (self));
}

/**
 * arriero_question_ask_finish:
 *
 * Returns: (transfer full): the edition with the answer, or %NULL with
 *   %G_IO_ERROR_CANCELLED when the table did not answer
 */
AlpEdition *
arriero_question_ask_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_question_ask, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

const char *
arriero_question_get_path (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  return self->path;
}

/**
 * arriero_question_has_form:
 *
 * Returns: %FALSE for an item the window cannot ask for (a single go or
 *   end space): it offers Cancel only
 */
gboolean
arriero_question_has_form (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), FALSE);

  return self->kind != FORM_NONE;
}

/**
 * arriero_question_get_error:
 *
 * Returns: (nullable): the engine's reason for refusing the last answer
 */
const char *
arriero_question_get_error (ArrieroQuestion *self)
{
  g_return_val_if_fail (ARRIERO_IS_QUESTION (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;

  return gtk_label_get_text (self->error_label);
}
