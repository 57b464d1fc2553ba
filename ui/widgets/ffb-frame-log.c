/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-frame-log.c: input and frames logged for the frames benchmark (ffb-frame-log.h). */
#include "ffb-frame-log.h"

#include <stdio.h>

static void
log_line (FILE *log, const char *what)
{
  fprintf (log, "%s %" G_GINT64_FORMAT "\n", what, g_get_monotonic_time ());
}

static void
close_log (gpointer log)
{
  fclose (log);
}

static void
after_paint_cb (GdkFrameClock *clock, FILE *log)
{
  log_line (log, "paint");
}

/* In the capture phase, before any widget: the time the event reached the window. */
static gboolean
event_cb (GtkEventControllerLegacy *controller, GdkEvent *event, FILE *log)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_KEY_PRESS:
      log_line (log, "key");
      break;
    case GDK_MOTION_NOTIFY:
      log_line (log, "motion");
      break;
    case GDK_BUTTON_PRESS:
    case GDK_BUTTON_RELEASE:
      log_line (log, "button");
      break;
    case GDK_DRAG_MOTION:
      log_line (log, "drag");
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

void
ffb_ui_frame_log_start (GtkWidget *window)
{
  const char *path = g_getenv ("FFB_BENCH_FRAMES");
  GtkEventController *controller;
  FILE *log;

  if (path == NULL || g_object_get_data (G_OBJECT (window), "ffb-frame-log") != NULL)
    return;
  if ((log = fopen (path, "w")) == NULL)
    {
      g_warning ("FFB_BENCH_FRAMES: cannot write %s", path);
      return;
    }
  /* Line by line: the driver reads it while the app runs, and may end it with a signal. */
  setvbuf (log, NULL, _IOLBF, 0);
  g_object_set_data_full (G_OBJECT (window), "ffb-frame-log", log, close_log);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), log);
  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (event_cb), log);
  gtk_widget_add_controller (window, controller);
}
