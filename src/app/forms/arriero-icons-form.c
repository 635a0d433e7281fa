/* arriero-icons-form.c: the form for an icon list
 *
 * What a space, a spot or an award token side shows, or the reward of a
 * goal card's spot: the icons placed, as printed, and a palette of every
 * icon that can be printed there (an ArrieroIconPalette named "icon": a
 * click adds an icon, a click on a placed one removes it).  The answer is the icon list, or an
 * object holding it (a goal spot's {"reward": [...]}).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "arriero-form.h"
#include "arriero-form-rows.h"
#include "arriero-icons-form.h"

struct _ArrieroIconsForm
{
  AdwPreferencesGroup  parent_instance;

  guint                icon_mask;
  char                *member;     /* (nullable): the list is this member of an object */
};

static void arriero_icons_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroIconsForm, arriero_icons_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_icons_form_form_init))

static void
arriero_icons_form_set_value (ArrieroForm *form,
                              JsonNode    *value)
{
  ArrieroIconsForm *self = ARRIERO_ICONS_FORM (form);
  JsonNode *icons = self->member != NULL ? arriero_json_member (value, self->member) : value;

  arriero_form_set_icons (GTK_WIDGET (self), "icon", icons);
}

static JsonNode *
arriero_icons_form_get_value (ArrieroForm *form)
{
  ArrieroIconsForm *self = ARRIERO_ICONS_FORM (form);
  JsonNode *icons = arriero_form_get_icons (GTK_WIDGET (self), "icon");

  return self->member != NULL ? arriero_json_wrap (self->member, icons) : icons;
}

static void
arriero_icons_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_icons_form_set_value;
  iface->get_value = arriero_icons_form_get_value;
}

static void
arriero_icons_form_finalize (GObject *object)
{
  ArrieroIconsForm *self = ARRIERO_ICONS_FORM (object);

  g_free (self->member);

  G_OBJECT_CLASS (arriero_icons_form_parent_class)->finalize (object);
}

static void
arriero_icons_form_class_init (ArrieroIconsFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_icons_form_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-icons-form.ui");
}

static void
arriero_icons_form_init (ArrieroIconsForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * arriero_icons_form_new:
 * @icon_mask: the icons that can be printed there, 1 << #AlpIcon
 * @member: (nullable): the member of an object the list is, or %NULL for
 *   the list itself
 *
 * Returns: (transfer floating): the form
 */
GtkWidget *
arriero_icons_form_new (guint       icon_mask,
                        const char *member)
{
  ArrieroIconsForm *self = g_object_new (ARRIERO_TYPE_ICONS_FORM, NULL);

  self->icon_mask = icon_mask;
  self->member = g_strdup (member);
  arriero_form_add_icons (GTK_WIDGET (self), NULL, icon_mask, "icon", NULL);

  return GTK_WIDGET (self);
}
