/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-confirm.c: the message dialogs over the window (see ffb-confirm.h). */
#include "ffb-confirm.h"

#include <glib/gi18n.h>
static GtkWindow *
window_of (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

void
ffb_ui_show_error (GtkWidget *widget, const char *heading, const GError *error)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (window_of (widget), heading,
                                   error != NULL ? error->message : NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

AdwMessageDialog *
ffb_confirm_new (GtkWidget *widget, const char *heading, const char *body,
                 const char *response, const char *label)
{
  AdwMessageDialog *dialog;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (response != NULL && label != NULL, NULL);

  /* A window is its own root: the question is then asked over it. */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window_of (widget), heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), response, label, NULL);
  adw_message_dialog_set_response_appearance (dialog, response, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  return dialog;
}

/* The question's answer, and who waits for it. */
typedef struct
{
  GWeakRef owner;
  FfbConfirmAnswer answer;
  gpointer data;
  GDestroyNotify destroy;
} Asking;

static void
asking_free (gpointer data, GClosure *closure)
{
  Asking *asking = data;

  g_weak_ref_clear (&asking->owner);
  if (asking->destroy != NULL)
    asking->destroy (asking->data);
  g_free (asking);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Asking *asking)
{
  g_autoptr(GObject) owner = g_weak_ref_get (&asking->owner);

  if (owner != NULL)
    asking->answer (owner, response, asking->data);
}

void
ffb_confirm_ask (AdwMessageDialog *dialog, gpointer owner, FfbConfirmAnswer answer,
                 gpointer data, GDestroyNotify destroy)
{
  Asking *asking;

  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));
  g_return_if_fail (G_IS_OBJECT (owner));
  g_return_if_fail (answer != NULL);

  asking = g_new0 (Asking, 1);
  g_weak_ref_init (&asking->owner, owner);
  asking->answer = answer;
  asking->data = data;
  asking->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), asking, asking_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
