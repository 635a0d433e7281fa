/* arriero-form.c: a form for one kind of item, as a widget
 *
 * Each kind of item the table can be asked for (an icon list, a delivery
 * card, a segment side, ...) has one class implementing this interface,
 * with its own template, under this folder.  The window that asks
 * (ArrieroQuestion) only chooses the class, fills the form and reads it
 * back; ::changed tells whoever shows a form that its value changed.  What
 * the fields are and how they become JSON is the form's business (the
 * rows they are made of: arriero-form-rows.c).  A form may say it is not
 * complete yet (is_complete()) and which row shows a part of its item
 * (get_field()), so that the window marks a refusal at that row.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "arriero-form.h"

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (ArrieroForm, arriero_form, GTK_TYPE_WIDGET)

static gboolean
default_is_complete (ArrieroForm  *self,
                     char        **reason)
{
  return TRUE;
}

/* The first descendant of @widget whose name is @name or starts with
 * @name and "-" (or its plural) */
static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  const char *own = gtk_widget_get_name (widget);
  gsize len = strlen (name);

  /* "channel-1-neighbour" names "channel-1-neighbours" too */
  if (own != NULL && strncmp (own, name, len) == 0
      && (own[len] == '\0' || own[len] == '-' || (own[len] == 's' && (own[len + 1] == '\0' || own[len + 1] == '-'))))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* "spaces[2].kind" as the forms name their inputs: "space-2-kind" */
static char *
field_to_name (const char *field)
{
  GString *name = g_string_new (NULL);

  for (const char *p = field; *p != '\0'; p++)
    {
      if (*p == '[')
        {
          /* the list's member is plural, an entry of it is not */
          if (name->len > 0 && name->str[name->len - 1] == 's')
            g_string_truncate (name, name->len - 1);
          g_string_append_c (name, '-');
        }
      else if (*p == '.')
        {
          if (name->len > 0 && name->str[name->len - 1] != '-')
            g_string_append_c (name, '-');
        }
      else if (*p == '_')
        g_string_append_c (name, '-');
      else if (*p != ']')
        g_string_append_c (name, *p);
    }
  while (name->len > 0 && name->str[name->len - 1] == '-')
    g_string_truncate (name, name->len - 1);

  return g_string_free (name, FALSE);
}

/* The length of @name up to its first index, "space-2" of "space-2-kind";
 * 0 when it has none */
static gsize
first_entry_length (const char *name)
{
  for (const char *p = strchr (name, '-'); p != NULL; p = strchr (p + 1, '-'))
    {
      gsize digits = strspn (p + 1, "0123456789");

      if (digits > 0 && (p[1 + digits] == '\0' || p[1 + digits] == '-'))
        return (gsize) (p + 1 + digits - name);
    }

  return 0;
}

static GtkWidget *
default_get_field (ArrieroForm *self,
                   const char  *field)
{
  g_autofree char *name = field_to_name (field);
  gsize shortest = first_entry_length (name);

  /* the longest name first: "space-2-kind", then "space-2", never
   * "space", which names another entry's row */
  while (name[0] != '\0')
    {
      GtkWidget *found = find_named (GTK_WIDGET (self), name);
      char *dash;

      if (found != NULL && found != GTK_WIDGET (self))
        {
          GtkWidget *row = gtk_widget_get_ancestor (found, GTK_TYPE_LIST_BOX_ROW);

          return row != NULL ? row : found;
        }
      if ((dash = strrchr (name, '-')) == NULL || (gsize) (dash - name) < shortest)
        break;
      *dash = '\0';
    }

  return NULL;
}

static void
arriero_form_default_init (ArrieroFormInterface *iface)
{
  iface->is_complete = default_is_complete;
  iface->get_field = default_get_field;

  /**
   * ArrieroForm::changed:
   *
   * The table changed a field, so the value the form gives has changed.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_INTERFACE (iface),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

/**
 * arriero_form_set_value:
 * @self: a form
 * @value: (nullable): the item as it is known, or %NULL for nothing yet
 *
 * Fills the form's fields from @value.
 */
void
arriero_form_set_value (ArrieroForm *self,
                        JsonNode    *value)
{
  g_return_if_fail (ARRIERO_IS_FORM (self));

  ARRIERO_FORM_GET_IFACE (self)->set_value (self, value);
}

/**
 * arriero_form_get_value:
 * @self: a form
 *
 * Returns: (transfer full): the item as the form's fields say it
 */
JsonNode *
arriero_form_get_value (ArrieroForm *self)
{
  g_return_val_if_fail (ARRIERO_IS_FORM (self), NULL);

  return ARRIERO_FORM_GET_IFACE (self)->get_value (self);
}

/**
 * arriero_form_changed:
 * @self: a form
 *
 * Emits ::changed; a form calls it when the table edits one of its fields.
 */
void
arriero_form_changed (ArrieroForm *self)
{
  g_return_if_fail (ARRIERO_IS_FORM (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * arriero_form_is_complete:
 * @self: a form
 * @reason: (out) (optional) (nullable): what is left to fill in, a
 *   sentence for the table, when the form is not complete
 *
 * Returns: whether the form's value is a whole answer, which the engine
 *   can check
 */
gboolean
arriero_form_is_complete (ArrieroForm  *self,
                          char        **reason)
{
  g_autofree char *why = NULL;
  gboolean complete;

  g_return_val_if_fail (ARRIERO_IS_FORM (self), FALSE);

  complete = ARRIERO_FORM_GET_IFACE (self)->is_complete (self, &why);
  if (reason != NULL)
    *reason = complete ? NULL : g_steal_pointer (&why);

  return complete;
}

/**
 * arriero_form_get_field:
 * @self: a form
 * @field: a part of the form's item, as a path below the item's
 *
 * Returns: (transfer none) (nullable): the row that shows @field, where a
 *   refusal of it is marked; %NULL when the form has no row of its own
 *   for it
 */
GtkWidget *
arriero_form_get_field (ArrieroForm *self,
                        const char  *field)
{
  g_return_val_if_fail (ARRIERO_IS_FORM (self), NULL);
  g_return_val_if_fail (field != NULL, NULL);

  return ARRIERO_FORM_GET_IFACE (self)->get_field (self, field);
}
