/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-open-chooser.c: a data file of the referee's own, chosen and opened (see the header). */
#include "ffb-open-chooser.h"

#include <glib/gi18n.h>
#include "ffb-confirm.h"
#include "ffb-keynav.h"

typedef struct
{
  GtkWindow *window; /* weak: the chooser is the window's */
  FfbOpenFileFunc open;
  char *refused;
} Opening;

/* The opening goes with its handler: when the chooser does, or is forgotten. */
static void
opening_free (gpointer data, GClosure *closure)
{
  Opening *opening = data;

  g_free (opening->refused);
  g_free (opening);
}

/* Once answered, the chooser's dialog goes at once (the window may keep the chooser a while):
 * a hidden dialog stays in GTK's list of windows, and GTK 4.8.3's AT-SPI root could answer a
 * screen reader with it and end the app (issue 29; ffb-window-actions.c, shortcuts_action). */
static void
response_cb (GtkNativeDialog *chooser, int response, Opening *opening)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  ffb_keynav_focus_back (opening->window);
  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL && !opening->open (opening->window, file, &error))
    ffb_ui_show_error (GTK_WIDGET (opening->window), opening->refused, error);
  gtk_native_dialog_destroy (chooser);
}

GtkFileChooserNative *
ffb_ui_choose_file_to_open (GtkWindow *window, const char *title, const char *filter_name,
                            FfbOpenFileFunc open, const char *refused)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  Opening *opening = g_new0 (Opening, 1);

  opening->window = window;
  opening->open = open;
  opening->refused = g_strdup (refused);
  chooser = gtk_file_chooser_native_new (title, window, GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect_data (chooser, "response", G_CALLBACK (response_cb), opening, opening_free,
                         0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  return chooser;
}

void
ffb_ui_forget_open_chooser (GtkFileChooserNative **chooser)
{
  if (*chooser != NULL)
    g_signal_handlers_disconnect_matched (*chooser, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                          response_cb, NULL);
  g_clear_object (chooser);
}
