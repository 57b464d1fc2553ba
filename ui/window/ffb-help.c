/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-help.c: the user help, opened through the desktop (ffb-help.h). The help is a set of
 * Mallard pages that a viewer such as Yelp shows; the app only asks for its "help:" URI. With
 * no viewer for that scheme the request fails in its callback, not at once: the toast comes
 * from there, so the referee is told why nothing opened instead of waiting for a window. */
#include "ffb-help.h"

#include <glib/gi18n.h>
#include "ffb-toast.h"

static void
shown_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (source);

  if (gtk_show_uri_full_finish (window, result, &error))
    return;
  /* The error is GIO's ("no default application for x-scheme-handler/help" or a launch that
   * failed): of no use to a referee, but worth a line for whoever looks into it. */
  g_debug ("%s not shown: %s", FFB_HELP_URI, error->message);
  ffb_ui_toast (GTK_WIDGET (window),
                _("The help cannot be shown: no help viewer is installed (such as Yelp)"));
}

void
ffb_help_show (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  gtk_show_uri_full (window, FFB_HELP_URI, GDK_CURRENT_TIME, NULL, shown_cb, NULL);
}
