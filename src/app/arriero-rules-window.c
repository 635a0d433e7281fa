/* arriero-rules-window.c: the rules reference, by section, searchable
 *
 * Shows docs/rules.md (the German docs/rules.de.md under a German locale)
 * as the app's resources hold it, read by arriero-rules-text.c: one row per
 * rule under its section's heading, a search entry that filters them by
 * text or by rule ID, and arriero_rules_window_show_rule() to select and
 * scroll to one rule by its ID.  A window keeps one Rules window
 * (arriero_rules_window_present()); "Why?" buttons next to a refusal open
 * it at the refusal's rule through "win.show-rule" (arriero_rules_set_why()).
 * Under a rule that a table option reads, the option's label says whether
 * it is on in the game open in the owner's session, or its default when
 * no game is open (arriero_rules_window_set_game()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "alp-rule-options.h"
#include "arriero-rules-text.h"
#include "arriero-rules-window.h"
#include "arriero-session.h"

#define RULES_WINDOW_KEY "arriero-rules-window"

struct _ArrieroRulesWindow
{
  AdwWindow          parent_instance;

  GtkSearchEntry    *search_entry;
  GtkScrolledWindow *scrolled;
  GtkListBox        *list;

  ArrieroRulesText  *text;
  char              *query;       /* casefolded; NULL shows every rule */
  const ArrieroRule *exact;       /* the rule whose ID is the query */
  GtkWidget         *scroll_to;   /* a row to bring into view at the next frame */
  guint              scroll_tick;
  GtkWindow         *owner;       /* weak: the window that keeps this one */
  GPtrArray         *option_labels; /* each with its "option", an AlpRuleOption */
  gboolean           have_game;   /* the options are a game's, not the defaults */
  guint32            options;     /* AlpRuleOptions, when have_game */
};

G_DEFINE_FINAL_TYPE (ArrieroRulesWindow, arriero_rules_window, ADW_TYPE_WINDOW)

static const ArrieroRule *
rule_of (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "rule");
}

static char *
fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal, -1);
}

static gboolean
filter_cb (GtkListBoxRow *row,
           gpointer       user_data)
{
  ArrieroRulesWindow *self = user_data;

  if (self->exact != NULL)
    return rule_of (row) == self->exact;
  if (self->query == NULL)
    return TRUE;

  return strstr (g_object_get_data (G_OBJECT (row), "haystack"), self->query) != NULL;
}

static GtkWidget *
new_label (const char *markup,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

/* A section's heading (and its text) over its first row shown */
static void
header_cb (GtkListBoxRow *row,
           GtkListBoxRow *before,
           gpointer       user_data)
{
  ArrieroRulesWindow *self = user_data;
  guint section = rule_of (row)->section;
  const ArrieroRulesSection *def;
  g_autofree char *title = NULL;
  GtkWidget *box;

  if (before != NULL && rule_of (before)->section == section)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  if (gtk_list_box_row_get_header (row) != NULL)
    return;

  def = arriero_rules_text_get_section (self->text, section);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, before != NULL ? 24 : 0);
  gtk_widget_set_margin_bottom (box, 6);
  title = g_markup_escape_text (def->title, -1);
  gtk_box_append (GTK_BOX (box), new_label (title, "title-2"));
  if (def->text != NULL && *def->text != '\0')
    {
      g_autofree char *markup = arriero_rules_text_to_markup (def->text);

      gtk_box_append (GTK_BOX (box), new_label (markup, "dim-label"));
    }
  gtk_list_box_row_set_header (row, box);
}

static GtkWidget *
new_rule_row (ArrieroRulesWindow *self,
              const ArrieroRule  *rule)
{
  const ArrieroRulesSection *section = arriero_rules_text_get_section (self->text, rule->section);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *title = g_markup_printf_escaped ("<b>%s</b>  %s", rule->id, rule->title);
  g_autofree char *markup = arriero_rules_text_to_markup (rule->text);
  g_autofree char *plain = arriero_rules_text_to_plain (rule->text);
  g_autofree char *all = g_strjoin ("\n", rule->id, rule->title, plain, section->title, NULL);
  g_autofree char *label = g_strdup_printf ("%s %s", rule->id, rule->title);

  gtk_box_append (GTK_BOX (box), new_label (title, "heading"));
  gtk_box_append (GTK_BOX (box), new_label (markup, NULL));
  for (const AlpRuleOption *option = alp_rule_option_next_for_rule (rule->id, NULL); option != NULL;
       option = alp_rule_option_next_for_rule (rule->id, option))
    {
      GtkWidget *option_label = new_label (NULL, "caption");

      gtk_widget_add_css_class (option_label, "accent");
      gtk_widget_set_tooltip_text (option_label, option->description);
      g_object_set_data (G_OBJECT (option_label), "option", (gpointer) option);
      g_ptr_array_add (self->option_labels, option_label);
      gtk_box_append (GTK_BOX (box), option_label);
    }
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (row), "rule", (gpointer) rule);
  g_object_set_data_full (G_OBJECT (row), "haystack", fold (all), g_free);

  return row;
}

/* The line under a rule for one of its options, as things stand */
static char *
option_text (ArrieroRulesWindow  *self,
             const AlpRuleOption *option)
{
  if (self->have_game)
    return (self->options & option->flag) != 0
           ? g_strdup_printf (_("Table option “%s”: on in this game"), option->label)
           : g_strdup_printf (_("Table option “%s”: off in this game"), option->label);

  return option->default_on
         ? g_strdup_printf (_("Table option “%s”: on by default"), option->label)
         : g_strdup_printf (_("Table option “%s”: off by default"), option->label);
}

static void
update_options (ArrieroRulesWindow *self)
{
  for (guint i = 0; i < self->option_labels->len; i++)
    {
      GtkLabel *label = self->option_labels->pdata[i];
      g_autofree char *text = option_text (self, g_object_get_data (G_OBJECT (label), "option"));

      gtk_label_set_text (label, text);
    }
}

/**
 * arriero_rules_window_set_game:
 * @game: (nullable): the game whose table options to show, %NULL for
 *   the defaults
 *
 * Says under each rule a table option reads whether the option is on in
 * @game's setup, or whether it is on by default.
 */
void
arriero_rules_window_set_game (ArrieroRulesWindow *self,
                               AlpGame            *game)
{
  g_return_if_fail (ARRIERO_IS_RULES_WINDOW (self));

  self->have_game = game != NULL;
  self->options = game != NULL ? alp_game_get_setup (game)->options : 0;
  update_options (self);
}

/**
 * arriero_rules_window_get_option_text:
 * @rule: a rule ID ("N2")
 *
 * The lines shown under @rule for its table options, one a line, or
 * %NULL when no option reads it.
 *
 * Returns: (transfer full) (nullable): the text
 */
char *
arriero_rules_window_get_option_text (ArrieroRulesWindow *self,
                                      const char         *rule)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();

  g_return_val_if_fail (ARRIERO_IS_RULES_WINDOW (self), NULL);

  for (guint i = 0; i < self->option_labels->len; i++)
    {
      GtkLabel *label = self->option_labels->pdata[i];
      const AlpRuleOption *option = g_object_get_data (G_OBJECT (label), "option");

      if (g_strcmp0 (option->rule, rule) == 0)
        g_ptr_array_add (lines, (gpointer) gtk_label_get_text (label));
    }
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);

  return g_strjoinv ("\n", (char **) lines->pdata);
}

static GtkListBoxRow *
find_row (ArrieroRulesWindow *self,
          const ArrieroRule  *rule)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && rule_of (GTK_LIST_BOX_ROW (child)) == rule)
      return GTK_LIST_BOX_ROW (child);

  return NULL;
}

static void
refilter (ArrieroRulesWindow *self)
{
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_headers (self->list);
}

static void
search_changed_cb (ArrieroRulesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *id = g_ascii_strup (stripped, -1);

  g_clear_pointer (&self->query, g_free);
  self->exact = arriero_rules_text_lookup (self->text, id);
  if (*stripped != '\0')
    self->query = fold (stripped);
  refilter (self);
}

/* Scrolls the row asked for into view once it is laid out */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  ArrieroRulesWindow *self = ARRIERO_RULES_WINDOW (widget);
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scrolled)));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  graphene_rect_t bounds;

  if (self->scroll_to == NULL)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_height (self->scroll_to) == 0 ||
      !gtk_widget_compute_bounds (self->scroll_to, content, &bounds))
    return G_SOURCE_CONTINUE;

  /* its section's heading stays in view over the first rule of a section */
  gtk_adjustment_set_value (adjustment, MAX (0, bounds.origin.y - 12));
  g_clear_object (&self->scroll_to);
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/**
 * arriero_rules_window_show_rule:
 * @rule: a rule ID ("T3")
 *
 * Selects the rule and scrolls to it; a search that hides it is cleared.
 * Returns %FALSE, and changes nothing, when the reference has no such rule.
 */
gboolean
arriero_rules_window_show_rule (ArrieroRulesWindow *self,
                                const char         *rule)
{
  const ArrieroRule *def;
  GtkListBoxRow *row;

  g_return_val_if_fail (ARRIERO_IS_RULES_WINDOW (self), FALSE);

  def = arriero_rules_text_lookup (self->text, rule);
  row = def != NULL ? find_row (self, def) : NULL;
  if (row == NULL)
    return FALSE;

  if (!filter_cb (row, self))
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_list_box_select_row (self->list, row);
  g_set_object (&self->scroll_to, GTK_WIDGET (row));
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);

  return TRUE;
}

/**
 * arriero_rules_window_get_selected:
 *
 * The ID of the rule selected, or %NULL.
 */
const char *
arriero_rules_window_get_selected (ArrieroRulesWindow *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (ARRIERO_IS_RULES_WINDOW (self), NULL);

  row = gtk_list_box_get_selected_row (self->list);
  return row != NULL ? rule_of (row)->id : NULL;
}

/**
 * arriero_rules_window_search:
 *
 * Types @text into the search entry: the rules shown are those whose ID,
 * title, text or section contain it, or the one rule of that ID.
 */
void
arriero_rules_window_search (ArrieroRulesWindow *self,
                             const char         *text)
{
  g_return_if_fail (ARRIERO_IS_RULES_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* the entry says search-changed after a delay: filter now */
  search_changed_cb (self);
}

/**
 * arriero_rules_window_list_shown:
 *
 * The IDs of the rules the search lets through, in their order.
 */
GStrv
arriero_rules_window_list_shown (ArrieroRulesWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (ARRIERO_IS_RULES_WINDOW (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child))
      g_strv_builder_add (builder, rule_of (GTK_LIST_BOX_ROW (child))->id);

  return g_strv_builder_end (builder);
}

/**
 * arriero_rules_window_is_rule_in_view:
 *
 * Whether the top of @rule's row lies in the visible part of the list.
 */
gboolean
arriero_rules_window_is_rule_in_view (ArrieroRulesWindow *self,
                                      const char         *rule)
{
  const ArrieroRule *def = arriero_rules_text_lookup (self->text, rule);
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scrolled);
  GtkListBoxRow *row = def != NULL ? find_row (self, def) : NULL;
  graphene_rect_t bounds;

  if (row == NULL || !gtk_widget_get_child_visible (GTK_WIDGET (row)) ||
      !gtk_widget_compute_bounds (GTK_WIDGET (row), viewport, &bounds))
    return FALSE;

  return bounds.origin.y >= 0 && bounds.origin.y < gtk_widget_get_height (viewport);
}

static void
fill (ArrieroRulesWindow *self)
{
  for (guint i = 0; i < arriero_rules_text_get_n_rules (self->text); i++)
    gtk_list_box_append (self->list, new_rule_row (self, arriero_rules_text_get_rule (self->text, i)));
}

static void
arriero_rules_window_dispose (GObject *object)
{
  ArrieroRulesWindow *self = ARRIERO_RULES_WINDOW (object);

  if (self->owner != NULL && g_object_get_data (G_OBJECT (self->owner), RULES_WINDOW_KEY) == self)
    g_object_set_data (G_OBJECT (self->owner), RULES_WINDOW_KEY, NULL);
  g_clear_weak_pointer (&self->owner);
  g_clear_object (&self->scroll_to);

  G_OBJECT_CLASS (arriero_rules_window_parent_class)->dispose (object);
}

static void
arriero_rules_window_finalize (GObject *object)
{
  ArrieroRulesWindow *self = ARRIERO_RULES_WINDOW (object);

  g_clear_pointer (&self->text, arriero_rules_text_free);
  g_clear_pointer (&self->option_labels, g_ptr_array_unref);
  g_free (self->query);

  G_OBJECT_CLASS (arriero_rules_window_parent_class)->finalize (object);
}

static void
arriero_rules_window_class_init (ArrieroRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = arriero_rules_window_dispose;
  object_class->finalize = arriero_rules_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/arriero-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ArrieroRulesWindow, scrolled);
  gtk_widget_class_bind_template_child (widget_class, ArrieroRulesWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
arriero_rules_window_init (ArrieroRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->option_labels = g_ptr_array_new ();
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->list, filter_cb, self, NULL);
  gtk_list_box_set_header_func (self->list, header_cb, self, NULL);
}

/**
 * arriero_rules_window_new:
 * @language: "en" or "de", %NULL for the user's
 *
 * A Rules window showing the reference of @language.
 */
ArrieroRulesWindow *
arriero_rules_window_new (const char *language)
{
  ArrieroRulesWindow *self = g_object_new (ARRIERO_TYPE_RULES_WINDOW, NULL);
  g_autoptr(GError) error = NULL;

  self->text = arriero_rules_text_load (language, &error);
  /* the resource is built in: only a broken build lacks it */
  if (self->text == NULL)
    g_error ("The rules reference is missing: %s", error->message);
  fill (self);
  update_options (self);

  return self;
}

/**
 * arriero_rules_window_find:
 *
 * The Rules window @parent keeps open, or %NULL.
 */
ArrieroRulesWindow *
arriero_rules_window_find (GtkWindow *parent)
{
  return g_object_get_data (G_OBJECT (parent), RULES_WINDOW_KEY);
}

/* Closes with its owner.  Not GtkWindow:destroy-with-parent: GTK 4.8
 * keeps the parent as transient-for then, and a Rules window someone
 * still holds would let go of a parent long finalized. */
static void
owner_destroyed_cb (ArrieroRulesWindow *self)
{
  gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The owner's game, or none: its table options */
static void
owner_game_cb (ArrieroRulesWindow *self,
               GParamSpec         *pspec,
               ArrieroSession     *session)
{
  arriero_rules_window_set_game (self, arriero_session_get_game (session));
}

/**
 * arriero_rules_window_present:
 * @rule: (nullable): a rule ID to show
 *
 * Shows the Rules window of @parent, opening it first if needed, at @rule.
 */
ArrieroRulesWindow *
arriero_rules_window_present (GtkWindow  *parent,
                              const char *rule)
{
  ArrieroRulesWindow *self = arriero_rules_window_find (parent);

  if (self == NULL)
    {
      self = arriero_rules_window_new (NULL);
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      g_set_weak_pointer (&self->owner, parent);
      g_object_set_data (G_OBJECT (parent), RULES_WINDOW_KEY, self);
      g_signal_connect_object (parent, "destroy", G_CALLBACK (owner_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
      /* an app window's session (its "session" property: the Rules window
       * knows no window type, so that the window may include it) */
      if (g_object_class_find_property (G_OBJECT_GET_CLASS (parent), "session") != NULL)
        {
          g_autoptr(ArrieroSession) session = NULL;

          g_object_get (parent, "session", &session, NULL);
          if (ARRIERO_IS_SESSION (session))
            {
              g_signal_connect_object (session, "notify::game",
                                       G_CALLBACK (owner_game_cb), self, G_CONNECT_SWAPPED);
              owner_game_cb (self, NULL, session);
            }
        }
    }
  if (rule != NULL)
    arriero_rules_window_show_rule (self, rule);
  gtk_window_present (GTK_WINDOW (self));

  return self;
}

/**
 * arriero_rules_set_why:
 * @button: a "Why?" button next to a refusal
 * @rule: (nullable): the refusal's rule ID
 *
 * Points @button at @rule ("win.show-rule"), or hides it when there is no
 * rule to read.
 */
void
arriero_rules_set_why (GtkWidget  *button,
                       const char *rule)
{
  g_autofree char *tooltip = rule != NULL ? g_strdup_printf (_("Read rule %s"), rule) : NULL;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), NULL);
  if (rule != NULL)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rule);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), rule != NULL ? "win.show-rule" : NULL);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_visible (button, rule != NULL);
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  arriero_rules_window_present (GTK_WINDOW (widget), NULL);
}

static void
show_rule_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  arriero_rules_window_present (GTK_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/**
 * arriero_rules_install_actions:
 * @widget_class: the class of a #GtkWindow
 *
 * Gives a window class "win.show-rules" (the Rules window, F1) and
 * "win.show-rule" (the Rules window at a rule ID, for "Why?" buttons).
 */
void
arriero_rules_install_actions (GtkWidgetClass *widget_class)
{
  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), GTK_TYPE_WINDOW));

  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-rule", "s", show_rule_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", NULL);
}
