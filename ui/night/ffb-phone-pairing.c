/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phone-pairing.c: a device's link as a QR code and as text (see ffb-phone-pairing.h). */
#include "ffb-phone-pairing.h"

#include <glib/gi18n.h>
#include "ffb-qr.h"
#include "ffb-toast.h"

/* Pixels a module: a code of a link (version 4 or 5, 33 to 37 modules, with the quiet zone
 * 41 to 45) comes to 240 to 270 pixels, which a phone reads from a metre away. */
#define MODULE_PIXELS 6

struct _FfbPhonePairing
{
  AdwPreferencesGroup parent_instance;

  FfbPhones *phones;
  FfbSide side;
  char *link;            /* holds the key: wiped when replaced and on dispose */
  GdkTexture *texture;

  GtkWidget *pair_row;
  GtkWidget *code_box;
  GtkPicture *code_picture;
  GtkLabel *link_label;
};

G_DEFINE_FINAL_TYPE (FfbPhonePairing, ffb_phone_pairing, ADW_TYPE_PREFERENCES_GROUP)

static void
forget_link (FfbPhonePairing *self)
{
  g_clear_pointer (&self->link, ffb_serve_secret_free);
  g_clear_object (&self->texture);
  gtk_picture_set_paintable (self->code_picture, NULL);
  gtk_label_set_text (self->link_label, "");
  gtk_widget_set_visible (self->code_box, FALSE);
}

gboolean
ffb_phone_pairing_pair (FfbPhonePairing *self)
{
  g_autoptr(GError) error = NULL;
  char *link;

  g_return_val_if_fail (FFB_IS_PHONE_PAIRING (self), FALSE);
  forget_link (self);
  link = ffb_phones_pair (self->phones, self->side, NULL);
  if (link == NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->pair_row),
                                   _("The referee has turned the phones off"));
      return FALSE;
    }
  self->link = link;
  self->texture = ffb_qr_texture_new (link, MODULE_PIXELS, &error);
  if (self->texture == NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->pair_row), error->message);
  gtk_picture_set_paintable (self->code_picture, GDK_PAINTABLE (self->texture));
  gtk_widget_set_visible (GTK_WIDGET (self->code_picture), self->texture != NULL);
  gtk_label_set_text (self->link_label, link);
  gtk_widget_set_visible (self->code_box, TRUE);
  return TRUE;
}

GdkTexture *
ffb_phone_pairing_get_texture (FfbPhonePairing *self)
{
  g_return_val_if_fail (FFB_IS_PHONE_PAIRING (self), NULL);
  return self->texture;
}

static void
pair_clicked_cb (FfbPhonePairing *self)
{
  ffb_phone_pairing_pair (self);
}

static void
copy_clicked_cb (FfbPhonePairing *self)
{
  if (self->link == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->link);
  ffb_ui_toast (GTK_WIDGET (self), _("Link copied"));
}

static void
ffb_phone_pairing_dispose (GObject *object)
{
  FfbPhonePairing *self = FFB_PHONE_PAIRING (object);

  g_clear_pointer (&self->link, ffb_serve_secret_free);
  g_clear_object (&self->texture);
  g_clear_object (&self->phones);
  G_OBJECT_CLASS (ffb_phone_pairing_parent_class)->dispose (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbPhonePairing, name)

static void
ffb_phone_pairing_class_init (FfbPhonePairingClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_phone_pairing_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/"
                                               "ffb-phone-pairing.ui");
  BIND (pair_row); BIND (code_box); BIND (code_picture); BIND (link_label);
  gtk_widget_class_bind_template_callback (widget_class, pair_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked_cb);
}

static void
ffb_phone_pairing_init (FfbPhonePairing *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ffb_phone_pairing_new (FfbPhones *phones, FfbSide side)
{
  FfbPhonePairing *self;

  g_return_val_if_fail (FFB_IS_PHONES (phones), NULL);
  self = g_object_new (FFB_TYPE_PHONE_PAIRING, NULL);
  self->phones = g_object_ref (phones);
  self->side = side;
  return GTK_WIDGET (self);
}
