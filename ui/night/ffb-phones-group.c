/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phones-group.c: the switch, the address and the paired devices (see ffb-phones-group.h). */
#include "ffb-phones-group.h"

#include <glib/gi18n.h>
#include "ffb-controls.h"
#include "ffb-night.h"

struct _FfbPhonesGroup
{
  AdwPreferencesGroup parent_instance;

  FfbPhones *phones;
  GSignalGroup *phones_signals;
  GPtrArray *device_rows;      /* GtkWidget*, the rows of the devices now shown */

  GtkWidget *switch_row;
  GtkSwitch *phones_switch;
  GtkWidget *address_row;
  GtkLabel *address_label;
  GtkWidget *none_row;
};

G_DEFINE_FINAL_TYPE (FfbPhonesGroup, ffb_phones_group, ADW_TYPE_PREFERENCES_GROUP)

static char *
clock_text (gint64 when)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (when / G_USEC_PER_SEC);

  return time != NULL ? g_date_time_format (time, "%H:%M") : g_strdup ("?");
}

char *
ffb_phones_group_seen_text (gint64 first_seen, gint64 last_seen)
{
  g_autofree char *first = NULL, *last = NULL;

  if (first_seen == 0)
    return g_strdup (_("Not seen yet: its player has not opened the link"));
  first = clock_text (first_seen);
  last = clock_text (last_seen);
  /* Translators: two times of day, as 20:15. */
  return g_strdup_printf (_("First seen %s, last seen %s"), first, last);
}

static void
unpair_clicked_cb (GtkButton *button, FfbPhonesGroup *self)
{
  const char *id = gtk_widget_get_name (GTK_WIDGET (button));

  ffb_phones_unpair (self->phones, id);
}

static GtkWidget *
device_row (FfbPhonesGroup *self, const FfbServeDevice *device)
{
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *title = g_strdup_printf (_("%s phone"), ffb_side_display_name (device->side));
  g_autofree char *seen = ffb_phones_group_seen_text (device->first_seen, device->last_seen);
  /* Translators: accessible name; %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("Unpair the %s phone"),
                                           ffb_side_display_name (device->side));
  GtkWidget *unpair = ffb_night_button_new (_("_Unpair"), name, NULL);

  /* The device's public id (not its key) says which one the button unpairs. */
  gtk_widget_set_name (unpair, device->id);
  gtk_widget_set_tooltip_text (unpair, _("Its page stops at once; pair it again from its "
                                         "player's view"));
  g_signal_connect (unpair, "clicked", G_CALLBACK (unpair_clicked_cb), self);
  return ffb_ui_row_new (title, seen, unpair);
}

static void
show_devices (FfbPhonesGroup *self)
{
  const GPtrArray *devices = self->phones != NULL ? ffb_phones_get_devices (self->phones) : NULL;
  gboolean active = self->phones != NULL && ffb_phones_get_active (self->phones);

  for (guint i = 0; i < self->device_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self),
                                  g_ptr_array_index (self->device_rows, i));
  g_ptr_array_set_size (self->device_rows, 0);
  gtk_widget_set_visible (self->none_row, active && devices->len == 0);
  for (guint i = 0; active && i < devices->len; i++)
    {
      GtkWidget *row = device_row (self, g_ptr_array_index (devices, i));

      g_ptr_array_add (self->device_rows, row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
    }
}

static void
show_state (FfbPhonesGroup *self)
{
  gboolean active = self->phones != NULL && ffb_phones_get_active (self->phones);
  const char *message = self->phones != NULL ? ffb_phones_get_message (self->phones) : NULL;
  const char *address = self->phones != NULL ? ffb_phones_get_address (self->phones) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), self->phones != NULL);
  if (gtk_switch_get_active (self->phones_switch) != active)
    gtk_switch_set_active (self->phones_switch, active);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->switch_row),
                               active ? _("On: open the address in a phone's browser only through "
                                          "its link")
                               : message != NULL ? message : _("Off"));
  gtk_label_set_text (self->address_label, address != NULL ? address : "");
  gtk_widget_set_visible (self->address_row, active);
  show_devices (self);
}

/* The referee's switch: on starts the server, off stops it; a start refused leaves it off
 * with the reason below it. */
static void
switch_active_cb (GtkSwitch *phones_switch, GParamSpec *pspec, FfbPhonesGroup *self)
{
  gboolean wanted = gtk_switch_get_active (phones_switch);

  if (self->phones == NULL || wanted == ffb_phones_get_active (self->phones))
    return;
  g_object_set (self->phones, "active", wanted, NULL);
  show_state (self);
}

void
ffb_phones_group_set_phones (FfbPhonesGroup *self, FfbPhones *phones)
{
  g_return_if_fail (FFB_IS_PHONES_GROUP (self));
  g_return_if_fail (phones == NULL || FFB_IS_PHONES (phones));
  if (!g_set_object (&self->phones, phones))
    return;
  g_signal_group_set_target (self->phones_signals, phones);
  show_state (self);
}

GtkWidget *
ffb_phones_group_new (void)
{
  return g_object_new (FFB_TYPE_PHONES_GROUP, NULL);
}

static void
ffb_phones_group_dispose (GObject *object)
{
  FfbPhonesGroup *self = FFB_PHONES_GROUP (object);

  g_clear_object (&self->phones_signals);
  g_clear_object (&self->phones);
  G_OBJECT_CLASS (ffb_phones_group_parent_class)->dispose (object);
}

static void
ffb_phones_group_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_PHONES_GROUP (object)->device_rows);
  G_OBJECT_CLASS (ffb_phones_group_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbPhonesGroup, name)

static void
ffb_phones_group_class_init (FfbPhonesGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_phones_group_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_phones_group_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/"
                                               "ffb-phones-group.ui");
  BIND (switch_row); BIND (phones_switch); BIND (address_row); BIND (address_label);
  BIND (none_row);
  gtk_widget_class_bind_template_callback (widget_class, switch_active_cb);
}

static void
ffb_phones_group_init (FfbPhonesGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->device_rows = g_ptr_array_new ();
  self->phones_signals = g_signal_group_new (FFB_TYPE_PHONES);
  g_signal_group_connect_swapped (self->phones_signals, "notify::active",
                                  G_CALLBACK (show_state), self);
  g_signal_group_connect_swapped (self->phones_signals, "notify::message",
                                  G_CALLBACK (show_state), self);
  g_signal_group_connect_swapped (self->phones_signals, "devices-changed",
                                  G_CALLBACK (show_devices), self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
