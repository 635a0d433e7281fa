/* arriero-setup-assistant.c: sets up tonight's game, step by step
 *
 * Four steps, each what the table does at once: the players; the
 * segments; the villages' delivery tokens and farmlands with, under them,
 * where the mules start; the goal sides with, under them, the market card
 * and the face-up delivery cards, where the cards the copy does not
 * describe yet are described as they are dealt.  A step is a column of
 * page widgets in one scrolled window.  Each page starts from a random
 * draw where the copy allows it, so a table that only presses Next gets a
 * valid game.  Every Next reads and keeps the step's pages in order, then
 * asks the engine to check the whole setup (S1-S6) and shows only the
 * problems of this step or earlier ones; a refusal keeps the step and
 * scrolls to where its page marks it.  When
 * the copy does not say yet what something shows, the assistant asks for
 * it, keeps the answer in the user's edition and goes on.  Of a segment
 * it asks only the shape, on the segments page itself (in the order the
 * segments lie; arriero_segments_page_keep_shapes() at its Next): what
 * the table sees on a space is asked when a mule first stops there.
 * A goal card is entered on the goals page as dealt, by the goal lying
 * face up (arriero_goals_page_take_told()); its back is learned when a
 * later game puts it up, and its spots and their rewards are asked when
 * a player first completes one of its goals.
 *
 * Each page is a class of its own with its template (src/app/setup/, an
 * ArrieroSetupPage): it shows and reads its part of the setup.  What is
 * here is the way through them: which pages make a step, which step comes
 * next, what is drawn and when, what the engine says about the setup, and
 * the start of the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "alp-edition-item.h"
#include "alp-error.h"
#include "alp-game.h"
#include "arriero-display-page.h"
#include "arriero-edition-store.h"
#include "arriero-goals-page.h"
#include "arriero-rules-window.h"
#include "arriero-players-page.h"
#include "arriero-question.h"
#include "arriero-quick-copy.h"
#include "arriero-segments-page.h"
#include "arriero-settings.h"
#include "arriero-setup-edition.h"
#include "arriero-setup-assistant.h"
#include "arriero-start-spots-page.h"
#include "arriero-tokens-page.h"

enum
{
  PAGE_PLAYERS,
  PAGE_SEGMENTS,
  PAGE_TOKENS,
  PAGE_START_SPOTS,
  PAGE_GOALS,
  PAGE_DISPLAY,
  N_PAGES
};

/* In the order of the pages, which is the order of the steps */
static GType (* const page_types[N_PAGES]) (void) = {
  arriero_players_page_get_type,
  arriero_segments_page_get_type,
  arriero_tokens_page_get_type,
  arriero_start_spots_page_get_type,
  arriero_goals_page_get_type,
  arriero_display_page_get_type,
};

/* The steps, each a run of pages, titled with what the table does */
static const struct
{
  guint       first;        /* its first page */
  guint       n_pages;
  const char *title;
} steps[ARRIERO_SETUP_N_STEPS] = {
  { PAGE_PLAYERS, 1, N_("Choose the Players") },
  { PAGE_SEGMENTS, 1, N_("Lay Out the Segments") },
  { PAGE_TOKENS, 2, N_("Deal the Tokens, Place the Mules") },
  { PAGE_GOALS, 2, N_("Lay Out the Cards") },
};

typedef enum
{
  RETRY_PREPARE,
  RETRY_NEXT,
  RETRY_RANDOM,
} Retry;

struct _ArrieroSetupAssistant
{
  AdwWindow       parent_instance;

  AdwWindowTitle *window_title;
  GtkButton      *back_button;
  GtkButton      *next_button;
  GtkLabel       *problem_label;
  GtkWidget      *problem_why_button;
  GtkStack       *stack;
  GtkScrolledWindow *scroller;

  GTask          *task;                  /* until the game starts or the table leaves */
  GSettings      *settings;
  AlpEdition     *edition;
  AlpSetup       *setup;
  GRand          *rand;
  gboolean        example;               /* on the made-up example board */
  AlpSetupParts   prepared;              /* parts drawn or entered already */
  guint           step;
  guint           drawing;               /* the page a Random draws */
  gboolean        asking;

  ArrieroSetupPage *pages[N_PAGES];
  AlpEdition     *shown_with[N_PAGES];   /* (nullable): the edition each page shows */
  GtkWidget      *step_boxes[ARRIERO_SETUP_N_STEPS];

  GtkWidget      *scroll_target;         /* (nullable) (weak): the page whose refusal a frame scrolls to */
  guint           scroll_tick;
  guint           scroll_frames;
};

G_DEFINE_FINAL_TYPE (ArrieroSetupAssistant, arriero_setup_assistant, ADW_TYPE_WINDOW)

static void show_step (ArrieroSetupAssistant *self,
                       guint                  step);
static void go_next   (ArrieroSetupAssistant *self);
static void randomize_page (ArrieroSetupAssistant *self,
                            guint                  page);

/* ------------------------------------------------------------------ */
/* The pages                                                            */

static void
set_edition (ArrieroSetupAssistant *self,
             AlpEdition            *edition)
{
  g_set_object (&self->edition, edition);
}

/* The page after the last of @step */
static guint
end_of (guint step)
{
  return steps[step].first + steps[step].n_pages;
}

/* What the page draws at random; the players page draws nothing */
static AlpSetupParts
parts_of (ArrieroSetupAssistant *self,
          guint                  page)
{
  return arriero_setup_page_get_parts (self->pages[page]);
}

/* The last game's players, and the board the copy is */
static void
fill_players (ArrieroSetupAssistant *self,
              guint                  n_players,
              char                 **names,
              char                 **colours)
{
  ArrieroPlayersPage *page = ARRIERO_PLAYERS_PAGE (self->pages[PAGE_PLAYERS]);

  arriero_players_page_set_example (page, self->example);
  arriero_players_page_set_players (page, n_players, names, colours);
  arriero_setup_page_read_setup (self->pages[PAGE_PLAYERS], self->setup);
}

static void
build_page (ArrieroSetupAssistant *self,
            guint                  page)
{
  g_set_object (&self->shown_with[page], self->edition);
  arriero_setup_page_show_setup (self->pages[page], self->edition, self->setup);
}

static void
build_step (ArrieroSetupAssistant *self)
{
  for (guint page = steps[self->step].first; page < end_of (self->step); page++)
    build_page (self, page);
}

/* Another number of players changes the side and the mules, so what was
 * dealt for them goes, as in a new setup; another board is another copy */
static void
read_players (ArrieroSetupAssistant *self)
{
  ArrieroPlayersPage *page = ARRIERO_PLAYERS_PAGE (self->pages[PAGE_PLAYERS]);
  gboolean example = arriero_players_page_get_example (page);

  if (arriero_players_page_get_n_players (page) != self->setup->n_players)
    {
      memset (self->setup->n_village_tokens, 0, sizeof self->setup->n_village_tokens);
      memset (self->setup->village_tokens, 0, sizeof self->setup->village_tokens);
      memset (self->setup->start_spots, 0, sizeof self->setup->start_spots);
      self->prepared &= ~(ALP_SETUP_TOKENS | ALP_SETUP_START_SPOTS);
    }

  if (example != self->example)
    {
      g_autoptr(AlpEdition) edition = NULL;
      g_autoptr(GError) error = NULL;

      edition = example ? alp_edition_new_builtin ("example", &error) : arriero_edition_store_load (&error);
      if (edition != NULL)
        {
          self->example = example;
          set_edition (self, edition);
          self->prepared = 0;
        }
      else
        g_warning ("Could not load the edition: %s", error->message);
    }

  arriero_setup_page_read_setup (self->pages[PAGE_PLAYERS], self->setup);
}

static void
read_page (ArrieroSetupAssistant *self,
           guint                  page)
{
  if (page == PAGE_PLAYERS)
    read_players (self);
  else
    arriero_setup_page_read_setup (self->pages[page], self->setup);
}

/* ------------------------------------------------------------------ */
/* Asking for the copy                                                  */

typedef struct
{
  ArrieroSetupAssistant *self;
  Retry                  retry;
  char                  *path;    /* (nullable): the item asked for */
} Asked;

static gboolean
retry_cb (gpointer user_data)
{
  Asked *asked = user_data;
  g_autoptr(ArrieroSetupAssistant) self = asked->self;
  Retry retry = asked->retry;

  g_free (asked);
  switch (retry)
    {
    case RETRY_PREPARE:
      show_step (self, self->step);
      break;
    case RETRY_NEXT:
      build_step (self);
      go_next (self);
      break;
    case RETRY_RANDOM:
      randomize_page (self, self->drawing);
      break;
    default:
      g_assert_not_reached ();
    }

  return G_SOURCE_REMOVE;
}

/* Goes on once the question has closed: starting the game closes this
 * window, and the question with it */
static void
go_on (ArrieroSetupAssistant *self,
       Retry                  retry)
{
  Asked *asked = g_new0 (Asked, 1);

  asked->self = g_object_ref (self);
  asked->retry = retry;
  g_idle_add_full (G_PRIORITY_DEFAULT, retry_cb, asked, NULL);
}

static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Asked *asked = user_data;
  g_autoptr(ArrieroSetupAssistant) self = asked->self;
  Retry retry = asked->retry;
  g_autofree char *path = asked->path;
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(AlpEdition) kept = NULL;
  g_autoptr(GError) error = NULL;

  g_free (asked);
  self->asking = FALSE;
  edition = arriero_question_ask_finish (result, &error);
  if (edition == NULL)
    return;

  /* the user's copy keeps every answer, added to the file as it is now;
   * the example is not theirs */
  if (!alp_edition_get_example (edition) &&
      (kept = arriero_edition_store_keep_answer (edition, path, &error)) == NULL)
    {
      gtk_label_set_text (self->problem_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
      return;
    }
  set_edition (self, edition);
  go_on (self, retry);
}

/* Goes on as after a question; the shape or goal card is kept in the
 * copy already */
static void
shape_answered_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  Asked *asked = user_data;
  g_autoptr(ArrieroSetupAssistant) self = asked->self;
  Retry retry = asked->retry;
  g_autoptr(AlpEdition) edition = NULL;

  g_free (asked->path);
  g_free (asked);
  self->asking = FALSE;
  edition = arriero_quick_copy_ask_shape_finish (result, NULL);
  if (edition == NULL)
    return;
  set_edition (self, edition);
  go_on (self, retry);
}

/* Returns: the place of tonight's track where the segment of the missing
 * side @path lies, or G_MAXUINT when @path names no side of it */
static guint
place_of_side (ArrieroSetupAssistant *self,
               const char            *path)
{
  AlpEditionItem item;

  if (self->example || !alp_edition_item_parse (path, &item) ||
      item.kind != ALP_EDITION_ITEM_SIDE || item.side != alp_setup_get_side (self->setup))
    return G_MAXUINT;
  for (guint place = 0; place < ALP_N_SEGMENTS; place++)
    if (self->setup->segments[place] == item.segment)
      return place;

  return G_MAXUINT;
}

static void
ask (ArrieroSetupAssistant *self,
     const GError          *error,
     Retry                  retry)
{
  Asked *asked = g_new0 (Asked, 1);
  guint place = place_of_side (self, alp_edition_error_get_path (error));
  AlpEditionItem item;

  asked->self = g_object_ref (self);
  asked->retry = retry;
  asked->path = g_strdup (alp_edition_error_get_path (error));
  self->asking = TRUE;
  if (place != G_MAXUINT)
    {
      arriero_quick_copy_ask_shape (GTK_WINDOW (self), self->edition, self->setup, place,
                                    shape_answered_cb, asked);
      return;
    }
  if (!self->example && alp_edition_item_parse (asked->path, &item) &&
      item.kind == ALP_EDITION_ITEM_GOAL_CARD)
    {
      arriero_quick_copy_ask_goal_card (GTK_WINDOW (self), self->edition, item.card,
                                        shape_answered_cb, asked);
      return;
    }
  /* where the pieces lie, once the segments are laid */
  arriero_question_ask_at_table (GTK_WINDOW (self), self->edition,
                                 (self->prepared & ALP_SETUP_SEGMENTS) != 0 ? self->setup : NULL, NULL,
                                 alp_edition_error_get_path (error), answered_cb, asked);
}

/* ------------------------------------------------------------------ */
/* Going through the pages                                              */

/* The engine's refusal of the setup, with "Why?" at its rule */
static void
show_problem (ArrieroSetupAssistant *self,
              const GError          *problem)
{
  gtk_label_set_text (self->problem_label, problem != NULL ? problem->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
  arriero_rules_set_why (self->problem_why_button,
                         problem != NULL ? alp_rule_error_get_rule (problem) : NULL);
}

static void
update_buttons (ArrieroSetupAssistant *self)
{
  g_autofree char *subtitle = NULL;

  /* TRANSLATORS: under what the table does in this step of a new game */
  subtitle = g_strdup_printf (_("Step %u of %u"), self->step + 1, ARRIERO_SETUP_N_STEPS);
  adw_window_title_set_title (self->window_title, _(steps[self->step].title));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_button_set_label (self->back_button, self->step == 0 ? _("_Cancel") : _("_Back"));
  gtk_button_set_label (self->next_button,
                        self->step == ARRIERO_SETUP_N_STEPS - 1 ? _("_Start Game") : _("_Next"));
}

/* Asks for what the copy lacks, or shows why the engine refuses */
static void
refuse (ArrieroSetupAssistant *self,
        const GError          *error,
        Retry                  retry)
{
  if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
    ask (self, error, retry);
  else
    show_problem (self, error);
}

/* Whether the page's part was drawn or entered already */
static gboolean
is_prepared (ArrieroSetupAssistant *self,
             guint                  page)
{
  return parts_of (self, page) == 0 || (self->prepared & parts_of (self, page));
}

/* Draws the page's part at random; what then goes wrong is shown or asked */
static gboolean
draw (ArrieroSetupAssistant *self,
      guint                  page,
      Retry                  retry)
{
  g_autoptr(GError) error = NULL;

  if (!alp_setup_randomize (self->setup, self->edition, parts_of (self, page), self->rand, &error))
    {
      refuse (self, error, retry);
      return FALSE;
    }
  self->prepared |= parts_of (self, page);

  return TRUE;
}

/* Draws the page's part the first time the page is shown */
static gboolean
prepare (ArrieroSetupAssistant *self,
         guint                  page)
{
  return is_prepared (self, page) || draw (self, page, RETRY_PREPARE);
}

/* Whether @widget is one the table types, picks or ticks in, rather
 * than a row or a list that holds such fields */
static gboolean
is_field (GtkWidget *widget)
{
  return gtk_widget_get_focusable (widget) &&
         !GTK_IS_LIST_BOX_ROW (widget) && !GTK_IS_LIST_BOX (widget) &&
         !GTK_IS_FLOW_BOX_CHILD (widget) && !GTK_IS_FLOW_BOX (widget) &&
         !GTK_IS_VIEWPORT (widget) && !GTK_IS_SCROLLED_WINDOW (widget);
}

/* The first field shown under @widget, in the order of the widgets */
static GtkWidget *
first_field (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget) ||
      !gtk_widget_is_sensitive (widget))
    return NULL;
  if (is_field (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_field (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The first mark of a refusal shown under @widget: the pages mark a
 * refused field or card with .error (or .refused), and say why in a
 * label with .error; @words asks for that label */
static GtkWidget *
first_mark (GtkWidget *widget,
            gboolean   words)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return NULL;
  if (words ? GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "error")
            : gtk_widget_has_css_class (widget, "error") || gtk_widget_has_css_class (widget, "refused"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_mark (child, words);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Where the page @page marks what it refused (the first mark and the
 * words that say why), or all of it, in @content's coordinates */
static gboolean
compute_refusal_bounds (GtkWidget       *page,
                        GtkWidget       *content,
                        graphene_rect_t *bounds)
{
  GtkWidget *mark = first_mark (page, FALSE);
  GtkWidget *words = first_mark (page, TRUE);
  graphene_rect_t words_bounds;

  if (mark == NULL)
    mark = words != NULL ? words : page;
  if (!gtk_widget_compute_bounds (mark, content, bounds))
    return FALSE;
  if (words != NULL && words != mark && gtk_widget_compute_bounds (words, content, &words_bounds))
    graphene_rect_union (bounds, &words_bounds, bounds);

  return TRUE;
}

/* Scrolls the step so that what the page refused is in view: at the
 * second frame, when the marks a refusal just showed have their place */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  ArrieroSetupAssistant *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *content = GTK_WIDGET (self->stack);
  graphene_rect_t bounds;
  double value, page_size;

  if (++self->scroll_frames < 2)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  if (self->scroll_target == NULL || !gtk_widget_get_mapped (self->scroll_target) ||
      !compute_refusal_bounds (self->scroll_target, content, &bounds))
    return G_SOURCE_REMOVE;

  /* the viewport scrolls the stack, whose margins are its own */
  value = gtk_adjustment_get_value (adjustment);
  page_size = gtk_adjustment_get_page_size (adjustment);
  bounds.origin.y += gtk_widget_get_margin_top (content);
  if (bounds.origin.y < value || bounds.size.height > page_size)
    value = bounds.origin.y - 12;
  else if (bounds.origin.y + bounds.size.height > value + page_size)
    value = bounds.origin.y + bounds.size.height + 12 - page_size;
  gtk_adjustment_set_value (adjustment, value);

  return G_SOURCE_REMOVE;
}

/* Scrolls, at the frame after the next, to what @page marks refused */
static void
scroll_to (ArrieroSetupAssistant *self,
           GtkWidget             *page)
{
  g_set_weak_pointer (&self->scroll_target, page);
  self->scroll_frames = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->scroller), scroll_tick_cb, self, NULL);
}

/* Scrolls to where @page marks what it refused, or to its top */
static void
scroll_to_refusal (ArrieroSetupAssistant *self,
                   guint                  page)
{
  scroll_to (self, GTK_WIDGET (self->pages[page]));
}

static void
show_step (ArrieroSetupAssistant *self,
           guint                  step)
{
  GtkWidget *field;

  self->step = step;
  show_problem (self, NULL);
  update_buttons (self);
  gtk_stack_set_visible_child (self->stack, self->step_boxes[step]);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  g_clear_weak_pointer (&self->scroll_target);
  for (guint page = steps[step].first; page < end_of (step); page++)
    {
      if (!prepare (self, page))
        return;
      build_page (self, page);
    }

  /* the step starts at its first field, as a page of its own did */
  if ((field = first_field (self->step_boxes[step])) != NULL)
    gtk_widget_grab_focus (field);
}

/* The first page a problem of the setup can be mended on: the one whose
 * part breaks the rule (the players' for the other rules), or the first
 * that needs the missing item; this step's first for any other problem */
static guint
page_of_problem (ArrieroSetupAssistant *self,
                 const GError          *problem)
{
  AlpSetupParts part;

  if (problem->domain == ALP_RULE_ERROR)
    {
      for (guint page = 0; page < N_PAGES; page++)
        if (arriero_setup_page_checks_rule (self->pages[page], alp_rule_error_get_rule (problem)))
          return page;
      return PAGE_PLAYERS;
    }
  if (!g_error_matches (problem, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
    return steps[self->step].first;

  part = arriero_setup_edition_get_part_of_path (alp_edition_error_get_path (problem));
  for (guint page = 0; page < N_PAGES; page++)
    if ((parts_of (self, page) & part) != 0)
      return page;
  return N_PAGES - 1;
}

/* Checks the whole setup, with the parts of the pages still to come drawn
 * at random, so that what the engine finds belongs to this step or an
 * earlier one.  Returns FALSE with the problem of those pages. */
static gboolean
check_so_far (ArrieroSetupAssistant *self,
              GError               **error)
{
  g_autoptr(AlpSetup) probe = alp_setup_copy (self->setup);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) local_error = NULL;

  for (guint page = end_of (self->step); page < N_PAGES; page++)
    if (!(self->prepared & parts_of (self, page)))
      alp_setup_randomize (probe, self->edition, parts_of (self, page), rand, NULL);

  if (alp_setup_validate (probe, self->edition, &local_error) ||
      page_of_problem (self, local_error) >= end_of (self->step))
    return TRUE;

  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
remember_players (ArrieroSetupAssistant *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) names_strv = NULL;
  g_auto(GStrv) colours_strv = NULL;

  if (self->settings == NULL)
    return;

  for (guint p = 0; p < self->setup->n_players; p++)
    {
      g_strv_builder_add (names, self->setup->names[p]);
      g_strv_builder_add (colours, alp_colour_to_string (self->setup->colours[p]));
    }
  names_strv = g_strv_builder_end (names);
  colours_strv = g_strv_builder_end (colours);
  g_settings_set_strv (self->settings, "last-players", (const char * const *) names_strv);
  g_settings_set_strv (self->settings, "last-colours", (const char * const *) colours_strv);
  g_settings_set_int (self->settings, "last-player-count", self->setup->n_players);
}

static void
start_game (ArrieroSetupAssistant *self)
{
  g_autoptr(AlpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* Zara's die: drawn once, so a retry after a question keeps it */
  if (self->setup->seed == 0)
    alp_setup_draw_seed (self->setup, NULL);
  game = alp_game_new (self->edition, self->setup, &error);
  if (game == NULL)
    {
      if (g_error_matches (error, ALP_EDITION_ERROR, ALP_EDITION_ERROR_MISSING))
        ask (self, error, RETRY_NEXT);
      else
        show_problem (self, error);
      return;
    }

  remember_players (self);
  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_pointer (task, g_steal_pointer (&game), g_object_unref);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

/* What @page told about the copy (@told, with the items @learned) goes
 * into the user's copy as answers would, and the setup goes on with it.
 * A page shown before an earlier page of its step told its own items
 * tells them on the copy it was shown: they go onto the copy as it is now.
 * Returns: FALSE, with the problem shown, when the copy could not be
 * written */
static gboolean
keep_told (ArrieroSetupAssistant *self,
           guint                  page,
           AlpEdition            *told,
           GPtrArray             *learned)
{
  g_autoptr(AlpEdition) edition = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; !alp_edition_get_example (told) && i < learned->len; i++)
    {
      g_autoptr(AlpEdition) kept = arriero_edition_store_keep_answer (told, g_ptr_array_index (learned, i), &error);

      if (kept == NULL)
        {
          gtk_label_set_text (self->problem_label, error->message);
          gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
          return FALSE;
        }
    }
  if (self->shown_with[page] == self->edition)
    {
      set_edition (self, told);
      return TRUE;
    }

  edition = g_object_ref (self->edition);
  for (guint i = 0; i < learned->len; i++)
    {
      const char *path = g_ptr_array_index (learned, i);
      g_autoptr(JsonNode) value = alp_edition_get_value (told, path);
      AlpEdition *with = alp_edition_with_value (edition, path, value, &error);

      if (with == NULL)
        {
          show_problem (self, error);
          return FALSE;
        }
      g_object_unref (edition);
      edition = with;
    }
  set_edition (self, edition);

  return TRUE;
}

/* What the villages' tokens told about the copy goes into it as an
 * answer would.  Returns: FALSE, with the problem shown, when the tokens
 * entered were refused */
static gboolean
keep_tokens (ArrieroSetupAssistant *self)
{
  g_autoptr(GPtrArray) learned = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) told = arriero_tokens_page_take_told (ARRIERO_TOKENS_PAGE (self->pages[PAGE_TOKENS]),
                                                              &learned, &error);

  if (told == NULL)
    {
      show_problem (self, error);
      return FALSE;
    }
  return keep_told (self, PAGE_TOKENS, told, learned);
}

/* The goal cards entered as dealt go into the copy as answers would.
 * Returns: FALSE when one was refused (the page marks it at the card) */
static gboolean
keep_goals (ArrieroSetupAssistant *self)
{
  g_autoptr(GPtrArray) learned = NULL;
  g_autoptr(AlpEdition) told = arriero_goals_page_take_told (ARRIERO_GOALS_PAGE (self->pages[PAGE_GOALS]),
                                                             &learned);

  if (told == NULL)
    return FALSE;
  return keep_told (self, PAGE_GOALS, told, learned);
}

/* The face-up cards described on their page go into the copy as answers
 * would.  Returns: FALSE, with the problem shown, when one was refused */
static gboolean
keep_cards (ArrieroSetupAssistant *self)
{
  g_autoptr(GPtrArray) learned = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AlpEdition) told = arriero_display_page_take_told (ARRIERO_DISPLAY_PAGE (self->pages[PAGE_DISPLAY]),
                                                               &learned, &error);

  if (told == NULL)
    {
      show_problem (self, error);
      return FALSE;
    }
  return keep_told (self, PAGE_DISPLAY, told, learned);
}

/* Keeps what @page told about the copy, as read.  Returns: FALSE, with
 * the problem shown, when the page refused it */
static gboolean
keep_page (ArrieroSetupAssistant *self,
           guint                  page)
{
  g_autoptr(GError) error = NULL;

  switch (page)
    {
    case PAGE_SEGMENTS:
      /* the shapes entered on the segments page go into the copy first */
      if (!arriero_segments_page_keep_shapes (ARRIERO_SEGMENTS_PAGE (self->pages[PAGE_SEGMENTS]), &error))
        {
          show_problem (self, error);
          return FALSE;
        }
      return TRUE;
    case PAGE_TOKENS:
      return keep_tokens (self);
    case PAGE_GOALS:
      return keep_goals (self);
    case PAGE_DISPLAY:
      return keep_cards (self);
    default:
      return TRUE;
    }
}

static void
go_next (ArrieroSetupAssistant *self)
{
  g_autoptr(GError) error = NULL;

  if (self->asking)
    return;

  /* each page of the step in order: a refusal keeps the step */
  for (guint page = steps[self->step].first; page < end_of (self->step); page++)
    {
      /* a page whose draw waits for an answer has nothing to read yet */
      if (is_prepared (self, page))
        read_page (self, page);
      else if (!prepare (self, page))
        return;
      else
        build_page (self, page);

      if (!keep_page (self, page))
        {
          scroll_to_refusal (self, page);
          return;
        }
    }

  if (!check_so_far (self, &error))
    {
      guint page = page_of_problem (self, error);

      refuse (self, error, RETRY_NEXT);
      if (!self->asking && page >= steps[self->step].first && page < end_of (self->step))
        scroll_to_refusal (self, page);
      return;
    }

  if (self->step == ARRIERO_SETUP_N_STEPS - 1)
    start_game (self);
  else
    show_step (self, self->step + 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  go_next (ARRIERO_SETUP_ASSISTANT (widget));
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (widget);

  if (self->asking)
    return;
  if (self->step == 0)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  /* what was entered on the step is kept for the way back */
  for (guint page = steps[self->step].first; page < end_of (self->step); page++)
    if (is_prepared (self, page))
      read_page (self, page);
  show_step (self, self->step - 1);
}

/* Draws @page's part anew; the other pages of the step keep theirs */
static void
randomize_page (ArrieroSetupAssistant *self,
                guint                  page)
{
  self->drawing = page;
  if (parts_of (self, page) == 0 || !draw (self, page, RETRY_RANDOM))
    return;
  show_problem (self, NULL);
  build_page (self, page);
}

/* A page's Random button (ArrieroSetupPage::random) */
static void
page_random_cb (ArrieroSetupPage      *page,
                ArrieroSetupAssistant *self)
{
  for (guint i = 0; i < N_PAGES && !self->asking; i++)
    if (self->pages[i] == page)
      randomize_page (self, i);
}

/* Every page of the step that draws, drawn anew */
static void
random_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (widget);

  for (guint page = steps[self->step].first; page < end_of (self->step) && !self->asking; page++)
    if (parts_of (self, page) != 0)
      randomize_page (self, page);
}

/* ------------------------------------------------------------------ */

static void
arriero_setup_assistant_dispose (GObject *object)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (object);

  if (self->task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The new game was not started"));
    }
  if (self->scroll_tick != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->scroller), self->scroll_tick);
      self->scroll_tick = 0;
    }
  g_clear_weak_pointer (&self->scroll_target);
  for (guint page = 0; page < N_PAGES; page++)
    g_clear_object (&self->shown_with[page]);
  gtk_widget_dispose_template (GTK_WIDGET (self), ARRIERO_TYPE_SETUP_ASSISTANT);

  G_OBJECT_CLASS (arriero_setup_assistant_parent_class)->dispose (object);
}

static void
arriero_setup_assistant_finalize (GObject *object)
{
  ArrieroSetupAssistant *self = ARRIERO_SETUP_ASSISTANT (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->edition);
  g_clear_pointer (&self->setup, alp_setup_free);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (arriero_setup_assistant_parent_class)->finalize (object);
}

static void
arriero_setup_assistant_class_init (ArrieroSetupAssistantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_setup_assistant_dispose;
  object_class->finalize = arriero_setup_assistant_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/arriero-setup-assistant.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, window_title);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, back_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, next_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, problem_why_button);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, stack);
  gtk_widget_class_bind_template_child (widget_class, ArrieroSetupAssistant, scroller);

  gtk_widget_class_install_action (widget_class, "setup.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "setup.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "setup.random", NULL, random_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "setup.back", NULL);
  arriero_rules_install_actions (widget_class);
}

static void
arriero_setup_assistant_init (ArrieroSetupAssistant *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rand = g_rand_new ();
  self->settings = arriero_settings_new ();
  for (guint step = 0; step < ARRIERO_SETUP_N_STEPS; step++)
    {
      g_autofree char *name = g_strdup_printf ("step-%u", step);

      /* the pages of a step one under the other, in one scrolled column */
      self->step_boxes[step] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 36);
      gtk_widget_set_name (self->step_boxes[step], name);
      for (guint page = steps[step].first; page < end_of (step); page++)
        {
          self->pages[page] = g_object_new (page_types[page] (), NULL);
          gtk_box_append (GTK_BOX (self->step_boxes[step]), GTK_WIDGET (self->pages[page]));
          g_signal_connect_object (self->pages[page], "random",
                                   G_CALLBACK (page_random_cb), self, 0);
        }
      gtk_stack_add_named (self->stack, self->step_boxes[step], name);
    }
  /* a segment the table names is in the copy at once */
  g_signal_connect_object (self->pages[PAGE_SEGMENTS], "edition-changed",
                           G_CALLBACK (set_edition), self, G_CONNECT_SWAPPED);
}

/**
 * arriero_setup_assistant_new:
 * @parent: the window the assistant opens over
 * @edition: the table's copy as described so far
 *
 * Start it with arriero_setup_assistant_run().
 */
ArrieroSetupAssistant *
arriero_setup_assistant_new (GtkWindow  *parent,
                             AlpEdition *edition)
{
  ArrieroSetupAssistant *self;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  guint n_players = 3;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (ALP_IS_EDITION (edition), NULL);

  self = g_object_new (ARRIERO_TYPE_SETUP_ASSISTANT,
                       "transient-for", parent,
                       "application", gtk_window_get_application (parent),
                       NULL);
  self->example = alp_edition_get_example (edition);
  set_edition (self, edition);

  if (self->settings != NULL)
    {
      names = g_settings_get_strv (self->settings, "last-players");
      colours = g_settings_get_strv (self->settings, "last-colours");
      n_players = CLAMP (g_settings_get_int (self->settings, "last-player-count"), 2, ALP_MAX_PLAYERS);
    }
  self->setup = alp_setup_new (n_players);
  fill_players (self, n_players, names, colours);
  show_step (self, ARRIERO_SETUP_STEP_PLAYERS);

  return self;
}

/**
 * arriero_setup_assistant_get_step:
 *
 * Returns: the step shown, an #ArrieroSetupStep: each Next that goes on
 *   shows the next
 */
guint
arriero_setup_assistant_get_step (ArrieroSetupAssistant *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), 0);

  return self->step;
}

/* Returns: (nullable): the problem shown on the page */
const char *
arriero_setup_assistant_get_problem (ArrieroSetupAssistant *self)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->problem_label))
         ? gtk_label_get_text (self->problem_label) : NULL;
}

/**
 * arriero_setup_assistant_run:
 *
 * Shows the assistant.  @callback runs when the table starts its game or
 * leaves the assistant; arriero_setup_assistant_run_finish() gives the
 * game.
 */
void
arriero_setup_assistant_run (ArrieroSetupAssistant *self,
                             GAsyncReadyCallback    callback,
                             gpointer               user_data)
{
  g_return_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self));
  g_return_if_fail (self->task == NULL);

  self->task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (self->task, arriero_setup_assistant_run);
  gtk_window_present (GTK_WINDOW (self));
}

/**
 * arriero_setup_assistant_run_finish:
 *
 * Returns: (transfer full): the game the table set up, not saved yet;
 *   %NULL with %G_IO_ERROR_CANCELLED when it left the assistant
 */
AlpGame *
arriero_setup_assistant_run_finish (ArrieroSetupAssistant  *self,
                                    GAsyncResult           *result,
                                    GError                **error)
{
  g_return_val_if_fail (ARRIERO_IS_SETUP_ASSISTANT (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == arriero_setup_assistant_run, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
