/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui-test.c: shared UI test helpers (see ffb-ui-test.h). */
#include "ffb-ui-test.h"

#include "ffb-after-frame.h"
#include "ffb-seal.h"
#include "ffb-ui.h"

/* GTK 4.8 warns "Trying to snapshot GtkStack … without a current allocation" when a frame
 * draws a widget that a page switch made visible after that frame's layout: it is skipped for
 * that one frame and drawn with the next. Whether it happens depends on frame timing alone (it
 * came once in nine runs of a test that walks every page), so that one warning is written as
 * a message, not made fatal; every other warning and critical still ends the test. GTK logs
 * through the structured writer, which is where the test framework makes warnings fatal. */
static GLogWriterOutput
write_frame_timing_as_message (GLogLevelFlags level, const GLogField *fields, gsize n_fields,
                               gpointer data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      message = fields[i].value;
  if ((level & G_LOG_LEVEL_WARNING) != 0 && g_strcmp0 (domain, "Gtk") == 0 && message != NULL
      && g_str_has_prefix (message, "Trying to snapshot ")
      && g_str_has_suffix (message, " without a current allocation"))
    {
      g_printerr ("Gtk-Message (not fatal, frame timing): %s\n", message);
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

void
ffb_ui_test_init (int *argc, char ***argv)
{
  g_autofree char *state = g_dir_make_tmp ("ffb-ui-test-XXXXXX", NULL);
  const char *kinds[][2] = { { "XDG_DATA_HOME", "data" }, { "XDG_CONFIG_HOME", "config" },
                             { "XDG_CACHE_HOME", "cache" } };

  /* Never touch the user's autosave, settings or accessibility bus, nor his recent files
   * (XDG_DATA_HOME): each test run has its own, so that two runs at once never share one. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *folder = g_build_filename (state, kinds[i][1], NULL);

      g_setenv (kinds[i][0], folder, TRUE);
    }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_test_init (argc, argv, NULL);
  g_log_set_writer_func (write_frame_timing_as_message, NULL, NULL);
  gtk_init ();
  adw_init ();
  ffb_ui_init ();
  /* Keys from passphrases at libsodium's MIN cost: the full cost is tested once (test-seal). */
  ffb_seal_use_test_cost (TRUE);
}

void
ffb_ui_test_flush (void)
{
  for (int i = 0; i < 5; i++)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* Unlike ffb_ui_test_flush, waits out the time too: an animation (a toast's showing) and a
 * timeout run only when their frame or time comes, not when the loop is idle. */
void
ffb_ui_test_run_for (int msec)
{
  gint64 end = g_get_monotonic_time () + msec * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (5 * G_TIME_SPAN_MILLISECOND);
    }
}

/* Long enough for the app under the sanitizers on a machine kept busy by other builds. */
#define WAIT_LIMIT_SECONDS 120

gboolean
ffb_ui_test_wait_until (FfbUiTestCondition done, gpointer data, const char *what)
{
  gint64 end = g_get_monotonic_time () + WAIT_LIMIT_SECONDS * G_TIME_SPAN_SECOND;

  while (!done (data))
    {
      if (g_get_monotonic_time () >= end)
        {
          g_test_message ("Waited %d s for %s; it never came", WAIT_LIMIT_SECONDS, what);
          return FALSE;
        }
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2 * G_TIME_SPAN_MILLISECOND); /* a frame's turn, not a measure of anything */
    }
  return TRUE;
}

static void
count_frame (GdkFrameClock *clock, gpointer data)
{
  guint *frames = data;

  (*frames)++;
}

static gboolean
some_frame_counted (gpointer data)
{
  const guint *frames = data;

  return *frames > 0;
}

gboolean
ffb_ui_test_wait_for_frame (GtkWidget *widget, const char *what)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint frames = 0;
  gulong handler;
  gboolean drawn;

  g_assert_nonnull (clock); /* a widget of a window on screen */
  /* Connected between two frames (the test runs outside the loop's dispatch), so the frame
   * counted is one whose layout comes after everything queued so far. */
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame), &frames);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  drawn = ffb_ui_test_wait_until (some_frame_counted, &frames, what);
  g_signal_handler_disconnect (clock, handler);
  return drawn;
}

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static gboolean
part_waits (GtkWidget *widget, gconstpointer data)
{
  return ffb_ui_after_first_frame_pending (widget);
}

/* No part of the page still waits for its first frame. */
static gboolean
page_whole (gpointer data)
{
  return ffb_ui_test_find (data, part_waits, NULL) == NULL;
}

void
ffb_ui_test_wait_for_page (GtkWidget *page, const char *what)
{
  g_autofree char *mapped = g_strdup_printf ("%s on screen", what);
  g_autofree char *first = g_strdup_printf ("%s's first frame", what);
  g_autofree char *parts = g_strdup_printf ("the parts of %s shown after its first frame", what);

  g_assert_true (ffb_ui_test_wait_until (widget_mapped, page, mapped));
  g_assert_true (ffb_ui_test_wait_for_frame (page, first));
  g_assert_true (ffb_ui_test_wait_until (page_whole, page, parts));
  g_assert_true (ffb_ui_test_wait_for_frame (page, "a frame with the page whole"));
}

static gboolean
revealing (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_REVEALER (widget) && gtk_widget_get_mapped (widget)
         && gtk_revealer_get_reveal_child (GTK_REVEALER (widget))
         && !gtk_revealer_get_child_revealed (GTK_REVEALER (widget));
}

static gboolean
all_revealed (gpointer data)
{
  return ffb_ui_test_find (data, revealing, NULL) == NULL;
}

void
ffb_ui_test_wait_for_reveals (GtkWidget *root, const char *what)
{
  g_assert_true (ffb_ui_test_wait_until (all_revealed, root, what));
  g_assert_true (ffb_ui_test_wait_for_frame (root, "a frame with everything revealed"));
}

static gboolean
is_toast_widget_on_screen (GtkWidget *widget, gconstpointer data)
{
  /* libadwaita 1.2 keeps its toast widget's type private: known by its name. */
  return g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget")
         && gtk_widget_get_mapped (widget) && gtk_widget_get_opacity (widget) > 0;
}

gboolean
ffb_ui_test_toast_on_screen (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL
         && ffb_ui_test_find (GTK_WIDGET (root), is_toast_widget_on_screen, NULL) != NULL;
}

gboolean
ffb_ui_test_unlock (FfbSideView *view, const char *passphrase, const char *confirmation)
{
  /* Held: a right referee's passphrase takes the view out of its window, which destroys it. */
  g_autoptr(FfbSideView) held = g_object_ref (view);
  gboolean started = ffb_side_view_unlock (held, passphrase, confirmation);

  while (ffb_side_view_get_busy (held))
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
  return started && ffb_side_view_get_message (held) == NULL;
}

FfbDocument *
ffb_ui_test_demo_document (void)
{
  FfbDocument *document = ffb_document_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_document_load_demo (document, &error));
  g_assert_no_error (error);
  return document;
}

/* The window is mapped by the X server (its surface, not only the widget) and has been laid
 * out at the size that came back. */
static gboolean
window_laid_out (gpointer data)
{
  GtkWidget *window = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return gtk_widget_get_mapped (window) && surface != NULL && gdk_surface_get_mapped (surface)
         && gtk_widget_get_width (window) > 0;
}

void
ffb_ui_test_present (GtkWindow *window, const char *what)
{
  g_autofree char *wait = g_strdup_printf ("%s on screen and laid out", what);

  gtk_window_present (window);
  g_assert_true (ffb_ui_test_wait_until (window_laid_out, window, wait));
  g_assert_true (ffb_ui_test_wait_for_frame (GTK_WIDGET (window), "a frame drawn at its size"));
}

GtkWindow *
ffb_ui_test_window (GtkWidget *child)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), child);
  adw_window_set_content (ADW_WINDOW (window), overlay);
  ffb_ui_test_present (GTK_WINDOW (window), "the test's window");
  return GTK_WINDOW (window);
}

void
ffb_ui_test_page_show (FfbUiTestPage *f, FfbDocument *document, GtkWidget *page)
{
  f->document = document;
  f->page = page;
  f->window = ffb_ui_test_window (page);
  /* Its parts below the fold come from an idle after its first frame: what a test looks at
   * is the page whole. */
  g_assert_true (ffb_ui_test_wait_until (page_whole, page,
                                         "the parts of the page shown after its first frame"));
}

void
ffb_ui_test_page_close (FfbUiTestPage *f)
{
  gtk_window_destroy (f->window);
  ffb_ui_test_flush ();
  g_object_unref (f->document);
}

GtkWidget *
ffb_ui_test_find (GtkWidget *root, FfbWidgetMatch match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ffb_ui_test_find (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
label_matches (GtkWidget *widget, gconstpointer data)
{
  const char *text = data, *shown;
  gsize prefix;

  if (!GTK_IS_LABEL (widget))
    return FALSE;
  shown = gtk_label_get_text (GTK_LABEL (widget));
  if (!g_str_has_suffix (text, "…"))
    return g_str_equal (shown, text);
  prefix = strlen (text) - strlen ("…");
  return strncmp (shown, text, prefix) == 0;
}

GtkWidget *
ffb_ui_test_find_label (GtkWidget *root, const char *text)
{
  return ffb_ui_test_find (root, label_matches, text);
}

static gboolean
tooltip_matches (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0;
}

GtkWidget *
ffb_ui_test_find_tooltip (GtkWidget *root, const char *tooltip)
{
  return ffb_ui_test_find (root, tooltip_matches, tooltip);
}

static gboolean
row_matches (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

GtkWidget *
ffb_ui_test_find_row (GtkWidget *root, const char *title)
{
  return ffb_ui_test_find (root, row_matches, title);
}

AdwMessageDialog *
ffb_ui_test_find_dialog (GtkWindow *parent, const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window))
          && gtk_window_get_transient_for (GTK_WINDOW (window)) == parent
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)),
                        heading) == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

AdwMessageDialog *
ffb_ui_test_shown_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}
