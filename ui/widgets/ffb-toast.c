/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-toast.c: toasts that replace each other (ffb-toast.h). AdwToastOverlay queues toasts, so a
 * stale one ("Now day 1, turn 30") would stand over the screen that followed it. A new toast
 * dismisses the one showing; but libadwaita 1.2 frees a toast dismissed while its show
 * animation runs before that animation ends, and crashes: a toast younger than the animation
 * is dismissed once it has settled, the new one waiting in the overlay's queue until then.
 *
 * "Settled" is read off the overlay's frame clock, as the animation itself is: on a busy
 * machine frames come late, and a toast 600 ms old by the wall clock may not have drawn a
 * single frame of its animation yet (dismissing it then crashed the OOB page's cut and paste
 * under load). */
#include "ffb-toast.h"

#include <glib/gi18n.h>
/* The overlay's show animation takes 300 ms (500 ms when it replaces a toast); a margin on
 * top of the longer. */
#define SETTLE_USEC (600 * G_TIME_SPAN_MILLISECOND)
/* The state of each toast overlay lives on it as object data: the overlays are libadwaita's
 * (a final type, no field of ours), there are several (the window's, each side panel's), and
 * the state must go when the overlay does, which data does. */
#define STATE_KEY "ffb-toast-state"

typedef struct
{
  GtkWidget *overlay;   /* whose data this is: it outlives the state */
  AdwToast *current;    /* the last toast added, until dismissed (a reference) */
  gint64 shown_at;      /* the overlay's frame time when it was added, as its animation reads */
  AdwToast *settling;   /* shown, younger than its animation: dismissed once it has settled */
  gboolean ticking;     /* a tick callback on the overlay waits for `settling` to settle */
  guint dismiss_idle;   /* dismisses `settling` after the frame in which it settled */
} ToastState;

static void
state_free (gpointer data)
{
  ToastState *state = data;

  /* The tick callback goes with the overlay, which is being finalized. */
  g_clear_handle_id (&state->dismiss_idle, g_source_remove);
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
      state->overlay = overlay;
      g_object_set_data_full (G_OBJECT (overlay), STATE_KEY, state, state_free);
    }
  return state;
}

static gint64
frame_time_of (GtkWidget *overlay)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (overlay);

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
}

static void
dismissed_cb (AdwToast *toast, ToastState *state)
{
  if (state->current == toast)
    g_clear_object (&state->current);
  if (state->settling == toast)
    {
      /* Gone early (its close button, its timeout): the one behind it starts to show. */
      g_clear_handle_id (&state->dismiss_idle, g_source_remove);
      g_clear_object (&state->settling);
      state->shown_at = frame_time_of (state->overlay);
    }
}

/* Runs once the frame in which the toast settled is over, its animation's last tick included. */
static gboolean
dismiss_settled_cb (gpointer data)
{
  ToastState *state = data;
  g_autoptr(AdwToast) toast = g_steal_pointer (&state->settling);

  state->dismiss_idle = 0;
  if (toast != NULL)
    adw_toast_dismiss (toast);
  /* The toast that waited behind it starts to show now, its animation with it. */
  state->shown_at = frame_time_of (state->overlay);
  return G_SOURCE_REMOVE;
}

static gboolean
settle_tick_cb (GtkWidget *overlay, GdkFrameClock *clock, gpointer data)
{
  ToastState *state = data;

  if (state->settling == NULL)
    {
      state->ticking = FALSE;
      return G_SOURCE_REMOVE;
    }
  if (gdk_frame_clock_get_frame_time (clock) < state->shown_at + SETTLE_USEC)
    return G_SOURCE_CONTINUE;
  state->ticking = FALSE;
  if (state->dismiss_idle == 0)
    state->dismiss_idle = g_idle_add (dismiss_settled_cb, state);
  return G_SOURCE_REMOVE;
}

static void
retire_current (GtkWidget *overlay, ToastState *state)
{
  if (state->current == NULL)
    return;
  /* `current` waits in the queue behind the settling one, never shown, or the overlay is not
   * on screen and libadwaita skipped its animation: it may go at once. */
  if (state->settling != NULL || !gtk_widget_get_mapped (overlay)
      || gtk_widget_get_frame_clock (overlay) == NULL)
    {
      adw_toast_dismiss (state->current);
      return;
    }
  state->settling = g_object_ref (state->current);
  if (!state->ticking)
    {
      state->ticking = TRUE;
      gtk_widget_add_tick_callback (overlay, settle_tick_cb, state, NULL);
    }
}

void
ffb_toast_show (GtkWidget *overlay, AdwToast *toast)
{
  ToastState *state;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay) && ADW_IS_TOAST (toast));
  state = state_of (overlay);
  retire_current (overlay, state);
  g_clear_object (&state->current);
  state->current = g_object_ref (toast);
  g_signal_connect (toast, "dismissed", G_CALLBACK (dismissed_cb), state);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  /* Read after adding, as the overlay's animation reads it when it starts; a toast queued
   * behind a settling one reads it again when that one goes (dismiss_settled_cb). */
  if (state->settling == NULL)
    state->shown_at = frame_time_of (overlay);
}

/* The overlay a toast of `widget` shows in: the one around it, or, for a window, the one that
 * is its content (the window's own toasts, "Campaign saved", went to the log instead). */
static GtkWidget *
overlay_of (GtkWidget *widget)
{
  GtkWidget *content = NULL;

  if (ADW_IS_APPLICATION_WINDOW (widget))
    content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (widget));
  else if (ADW_IS_WINDOW (widget))
    content = adw_window_get_content (ADW_WINDOW (widget));
  if (content != NULL && ADW_IS_TOAST_OVERLAY (content))
    return content;
  return gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
}

void
ffb_ui_toast_withdraw (GtkWidget *widget, AdwToast *toast)
{
  GtkWidget *overlay = overlay_of (widget);
  ToastState *state = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), STATE_KEY)
                                      : NULL;

  g_return_if_fail (ADW_IS_TOAST (toast));
  /* Only the toast showing last, the way a new one would replace it: an older one is gone. */
  if (state == NULL || state->current != toast)
    return;
  retire_current (overlay, state);
  g_clear_object (&state->current);
}

AdwToast *
ffb_ui_current_toast (GtkWidget *widget)
{
  GtkWidget *overlay = overlay_of (widget);
  ToastState *state = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), STATE_KEY)
                                      : NULL;

  return state != NULL ? state->current : NULL;
}

static void
show_toast (GtkWidget *widget, const char *message, gboolean undo)
{
  GtkWidget *overlay = overlay_of (widget);
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
      adw_toast_set_button_label (toast, _("_Undo"));
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
