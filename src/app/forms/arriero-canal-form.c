/* arriero-canal-form.c: the form for the canal map
 *
 * A count of channel spaces ("channels") and, per channel space, an
 * expander row with its id, shape, start, dirhams, norias, the farmland a
 * T leads to and its neighbours' ids ("channel-K-id" …).  No channel
 * space at all answers JSON null: no canal map, and the table describes
 * each irrigation.  The engine checks the rest, ids and neighbours
 * included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "arriero-canal-form.h"
#include "arriero-form.h"
#include "arriero-form-rows.h"

struct _ArrieroCanalForm
{
  AdwPreferencesGroup  parent_instance;

  GtkSpinButton       *channels;

  GPtrArray           *expanders;  /* each channel space's expander row (unowned) */
};

static void arriero_canal_form_form_init (ArrieroFormInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ArrieroCanalForm, arriero_canal_form, ADW_TYPE_PREFERENCES_GROUP,
                               G_IMPLEMENT_INTERFACE (ARRIERO_TYPE_FORM, arriero_canal_form_form_init))

/* The name of input @what of channel space @i */
static char *
input_name (guint       i,
            const char *what)
{
  return g_strdup_printf ("channel-%u-%s", i, what);
}

static gint
get_input (ArrieroCanalForm *self,
           guint             i,
           const char       *what)
{
  g_autofree char *name = input_name (i, what);

  return arriero_form_get_input (GTK_WIDGET (self), name);
}

static void
set_input (ArrieroCanalForm *self,
           guint             i,
           const char       *what,
           gint              value)
{
  g_autofree char *name = input_name (i, what);

  arriero_form_set_input (GTK_WIDGET (self), name, value);
}

static const char *
get_text (ArrieroCanalForm *self,
          guint             i,
          const char       *what)
{
  g_autofree char *name = input_name (i, what);

  return arriero_form_get_text (GTK_WIDGET (self), name);
}

static void
set_text (ArrieroCanalForm *self,
          guint             i,
          const char       *what,
          const char       *text)
{
  g_autofree char *name = input_name (i, what);

  arriero_form_set_text (GTK_WIDGET (self), name, text);
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
add_channel (ArrieroCanalForm *self)
{
  guint i = self->expanders->len;
  /* TRANSLATORS: "Channel space 2", a channel space of the canal map */
  g_autofree char *title = g_strdup_printf (_("Channel space %u"), i + 1);
  g_autofree char *id = g_strdup_printf ("c%u", i + 1);
  g_autofree char *id_name = input_name (i, "id");
  g_autofree char *shape_name = input_name (i, "shape");
  g_autofree char *start_name = input_name (i, "start");
  g_autofree char *dirhams_name = input_name (i, "dirhams");
  g_autofree char *norias_name = input_name (i, "norias");
  g_autofree char *leads_to_name = input_name (i, "leads-to");
  g_autofree char *neighbours_name = input_name (i, "neighbours");
  const char *shapes[] = { C_("channel", "T"), C_("channel", "Straight"), NULL };
  char *regions[ALP_N_REGIONS + 1] = { NULL };
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *shape;
  GtkWidget *leads_to;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), expander);
  g_ptr_array_add (self->expanders, expander);

  arriero_form_add_entry (expander, id_name, _("Id"), id);
  shape = arriero_form_add_drop_down (expander, shape_name, _("Shape"), NULL, shapes);
  arriero_form_add_switch (expander, NULL, start_name, _("Touches a start channel"), NULL);
  arriero_form_add_spin (expander, NULL, dirhams_name, _("Dirhams"), NULL, NULL, 0, 5, 0);
  arriero_form_add_spin (expander, NULL, norias_name, _("Norias"), NULL, NULL, 0, 5, 0);
  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    {
      regions[region] = g_strdup (alp_region_get_name (region));
      if (regions[region][0] != '\0')
        regions[region][0] = g_unichar_toupper (regions[region][0]);
    }
  leads_to = arriero_form_add_drop_down (expander, leads_to_name, _("Leads to"), _("For a T only"),
                                         (const char * const *) regions);
  for (AlpRegion region = 0; region < ALP_N_REGIONS; region++)
    g_free (regions[region]);
  arriero_form_add_entry (expander, neighbours_name, _("Neighbours: ids, separated by commas"), "");
  g_signal_connect_object (shape, "notify::selected", G_CALLBACK (channel_shape_changed_cb),
                           gtk_widget_get_ancestor (leads_to, ADW_TYPE_ACTION_ROW), 0);
}

static void
n_channels_changed_cb (ArrieroCanalForm *self)
{
  guint n = gtk_spin_button_get_value_as_int (self->channels);

  while (self->expanders->len > n)
    {
      GtkWidget *expander = g_ptr_array_index (self->expanders, self->expanders->len - 1);

      g_ptr_array_remove_index (self->expanders, self->expanders->len - 1);
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), expander);
    }
  while (self->expanders->len < n)
    add_channel (self);
}

static void
arriero_canal_form_set_value (ArrieroForm *form,
                              JsonNode    *value)
{
  ArrieroCanalForm *self = ARRIERO_CANAL_FORM (form);
  JsonNode *channels = arriero_json_member (value, "channels");
  guint n = MIN (arriero_json_length (channels), ALP_MAX_CHANNELS);

  gtk_spin_button_set_value (self->channels, n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *channel = arriero_json_element (channels, i);
      JsonNode *neighbours = arriero_json_member (channel, "neighbours");
      const char *id = arriero_json_string (arriero_json_member (channel, "id"));
      const char *shape = arriero_json_string (arriero_json_member (channel, "shape"));
      const char *leads_to = arriero_json_string (arriero_json_member (channel, "leads_to"));
      g_autoptr(GString) ids = g_string_new (NULL);
      AlpRegion region;

      if (id != NULL)
        set_text (self, i, "id", id);
      set_input (self, i, "shape", g_strcmp0 (shape, "straight") == 0 ? 1 : 0);
      set_input (self, i, "start", arriero_json_boolean (arriero_json_member (channel, "start")));
      set_input (self, i, "dirhams", arriero_json_int (arriero_json_member (channel, "dirhams"), 0));
      set_input (self, i, "norias", arriero_json_int (arriero_json_member (channel, "norias"), 0));
      if (leads_to != NULL && alp_region_from_string (leads_to, &region))
        set_input (self, i, "leads-to", region);
      for (guint k = 0; k < arriero_json_length (neighbours); k++)
        {
          const char *neighbour = arriero_json_string (arriero_json_element (neighbours, k));

          if (neighbour == NULL)
            continue;
          if (ids->len > 0)
            g_string_append (ids, ", ");
          g_string_append (ids, neighbour);
        }
      set_text (self, i, "neighbours", ids->str);
    }
}

static JsonNode *
arriero_canal_form_get_value (ArrieroForm *form)
{
  ArrieroCanalForm *self = ARRIERO_CANAL_FORM (form);
  g_autoptr(JsonBuilder) builder = NULL;

  if (self->expanders->len == 0)
    return json_node_new (JSON_NODE_NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "channels");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->expanders->len; i++)
    {
      g_autofree char *id = g_strstrip (g_strdup (get_text (self, i, "id")));
      g_auto(GStrv) neighbours = g_strsplit (get_text (self, i, "neighbours"), ",", -1);
      gboolean t = get_input (self, i, "shape") == 0;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, id);
      json_builder_set_member_name (builder, "shape");
      json_builder_add_string_value (builder, t ? "t" : "straight");
      json_builder_set_member_name (builder, "start");
      json_builder_add_boolean_value (builder, get_input (self, i, "start"));
      json_builder_set_member_name (builder, "dirhams");
      json_builder_add_int_value (builder, get_input (self, i, "dirhams"));
      json_builder_set_member_name (builder, "norias");
      json_builder_add_int_value (builder, get_input (self, i, "norias"));
      if (t)
        {
          json_builder_set_member_name (builder, "leads_to");
          json_builder_add_string_value (builder, alp_region_to_string (get_input (self, i, "leads-to")));
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

static void
arriero_canal_form_form_init (ArrieroFormInterface *iface)
{
  iface->set_value = arriero_canal_form_set_value;
  iface->get_value = arriero_canal_form_get_value;
}

static void
arriero_canal_form_finalize (GObject *object)
{
  ArrieroCanalForm *self = ARRIERO_CANAL_FORM (object);

  g_ptr_array_unref (self->expanders);

  G_OBJECT_CLASS (arriero_canal_form_parent_class)->finalize (object);
}

static void
arriero_canal_form_class_init (ArrieroCanalFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = arriero_canal_form_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/forms/arriero-canal-form.ui");
  gtk_widget_class_bind_template_child (widget_class, ArrieroCanalForm, channels);
  gtk_widget_class_bind_template_callback (widget_class, n_channels_changed_cb);
}

static void
arriero_canal_form_init (ArrieroCanalForm *self)
{
  self->expanders = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  arriero_form_watch_input (GTK_WIDGET (self->channels));
}

GtkWidget *
arriero_canal_form_new (void)
{
  return g_object_new (ARRIERO_TYPE_CANAL_FORM, NULL);
}
