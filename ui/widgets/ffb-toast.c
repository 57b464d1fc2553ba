/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-toast.c: toasts that replace each other (ffb-toast.h). AdwToastOverlay queues toasts, so a
 * stale one ("Now day 1, turn 30") would stand over the screen that followed it. A new toast
 * dismisses the one showing; but libadwaita 1.2 frees a toast dismissed while its show
 * animation runs before that animation ends, and crashes: a toast younger than the animation
 * is dismissed once it has settled, the new one waiting in the overlay's queue until then. */
#include "ffb-toast.h"

/* The overlay's show animation takes 300 ms (500 ms when it replaces a toast); a margin on
 * top of the longer. */
#define SETTLE_USEC (600 * G_TIME_SPAN_MILLISECOND)
#define STATE_KEY "ffb-toast-state"

typedef struct
{
  AdwToast *current;   /* the last toast added, until dismissed (a reference) */
  gint64 shown_at;     /* when it began (or will begin) to show, monotonic */
  AdwToast *settling;  /* shown, younger than its animation: dismissed by `timeout` */
  guint timeout;
} ToastState;

static void
state_free (gpointer data)
{
  ToastState *state = data;

  g_clear_handle_id (&state->timeout, g_source_remove);
  /* The toasts may outlive the overlay's state by a moment: they no longer report to it. */
  if (state->current != NULL)
    g_signal_handlers_disconnect_by_data (state->current, state);
  if (state->settling != NULL)
    g_signal_handlers_disconnect_by_data (state->settling, state);
  g_clear_object (&state->current);
  g_clear_object (&state->settling);
  g_free (state);
}

static ToastState *
state_of (GtkWidget *overlay)
{
  ToastState *state = g_object_get_data (G_OBJECT (overlay), STATE_KEY);

  if (state == NULL)
    {
      state = g_new0 (ToastState, 1);
      g_object_set_data_full (G_OBJECT (overlay), STATE_KEY, state, state_free);
    }
  return state;
}

static void
dismissed_cb (AdwToast *toast, ToastState *state)
{
  if (state->current == toast)
    g_clear_object (&state->current);
  if (state->settling == toast)
    {
      g_clear_handle_id (&state->timeout, g_source_remove);
      g_clear_object (&state->settling);
    }
}

static gboolean
settled_cb (gpointer data)
{
  ToastState *state = data;
  g_autoptr(AdwToast) toast = g_steal_pointer (&state->settling);

  state->timeout = 0;
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

/* Makes way for a new toast; returns when it will begin to show. */
static gint64
retire_current (ToastState *state)
{
  gint64 now = g_get_monotonic_time ();
  gint64 settled = state->shown_at + SETTLE_USEC;

  if (state->current == NULL)
    return now;
  if (state->settling != NULL)
    {
      /* `current` waits in the queue, never shown: it may go at once. */
      adw_toast_dismiss (state->current);
      return settled;
    }
  if (now >= settled)
    {
      adw_toast_dismiss (state->current);
      return now;
    }
  state->settling = g_object_ref (state->current);
  state->timeout = g_timeout_add ((guint) ((settled - now) / G_TIME_SPAN_MILLISECOND) + 1,
                                  settled_cb, state);
  return settled;
}

void
ffb_toast_show (GtkWidget *overlay, AdwToast *toast)
{
  ToastState *state;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay) && ADW_IS_TOAST (toast));
  state = state_of (overlay);
  state->shown_at = retire_current (state);
  g_clear_object (&state->current);
  state->current = g_object_ref (toast);
  g_signal_connect (toast, "dismissed", G_CALLBACK (dismissed_cb), state);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

AdwToast *
ffb_ui_current_toast (GtkWidget *widget)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  ToastState *state = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), STATE_KEY)
                                      : NULL;

  return state != NULL ? state->current : NULL;
}

static void
show_toast (GtkWidget *widget, const char *message, gboolean undo)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;

  if (overlay == NULL)
    {
      g_message ("%s", message);
      return;
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 4);
  if (undo)
    {
      adw_toast_set_button_label (toast, "_Undo");
      adw_toast_set_action_name (toast, "win.undo");
    }
  /* What is said now replaces what was said (ffb-toast.c). */
  ffb_toast_show (overlay, toast);
}

void
ffb_ui_toast (GtkWidget *widget, const char *message)
{
  show_toast (widget, message, FALSE);
}

void
ffb_ui_toast_undo (GtkWidget *widget, const char *message)
{
  show_toast (widget, message, TRUE);
}
