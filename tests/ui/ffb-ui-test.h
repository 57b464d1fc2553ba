/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-ui-test.h: what the UI tests share: GTK under Xvfb with the app's resources, a window
 * to put a page in, waiting for the main loop, and finding widgets the way a person would
 * (by what they show). */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"
#include "ffb-side-view.h"

G_BEGIN_DECLS

/* g_test_init, then GTK, libadwaita and the app's resources, with a private state dir. */
void         ffb_ui_test_init (int *argc, char ***argv);
/* Runs the main loop until nothing is pending (layout, idle callbacks). */
void         ffb_ui_test_flush (void);
/* Runs the main loop for `msec`, frames and all: a toast's show animation, the time between
 * two key presses. */
void         ffb_ui_test_run_for (int msec);
typedef gboolean (*FfbUiTestCondition) (gpointer data);
/* Runs the main loop, frames and all, until `done` holds: TRUE then. A busy machine can take
 * long, so it waits up to two minutes, and only a failure pays that; FALSE then, with a test
 * message that names `what` it waited for (the caller's assertion says what it saw instead).
 * A test waits for the state it needs this way, never for a fixed time. */
gboolean     ffb_ui_test_wait_until (FfbUiTestCondition done, gpointer data, const char *what);
/* Runs the main loop until `widget`'s window has drawn a frame begun after the call: every
 * size change queued before it is laid out then (a leaflet folded, a label given its width).
 * TRUE then; FALSE, with a test message naming `what`, when no frame came in the wait's time. */
gboolean     ffb_ui_test_wait_for_frame (GtkWidget *widget, const char *what);
/* Waits until `page`, just shown (a page switch, a new window), is on screen as a referee
 * sees it: mapped, drawn once, and its parts that wait for that first frame shown
 * (ffb-after-frame.c), with a frame drawn after them. Asserts each; `what` names the page. */
void         ffb_ui_test_wait_for_page (GtkWidget *page, const char *what);
/* Waits until every GtkRevealer below `root` that was told to reveal has ended its animation
 * (an expander row opened): its rows mapped then, a Tab can reach them. Asserts it. */
void         ffb_ui_test_wait_for_reveals (GtkWidget *root, const char *what);
/* TRUE while a toast shows in `widget`'s window (drawn, not only queued). */
gboolean     ffb_ui_test_toast_on_screen (GtkWidget *widget);
/* A document holding the built-in demo campaign. */
FfbDocument *ffb_ui_test_demo_document (void);
/* Presents `window` and waits until it is on screen and laid out: the X server mapped it and
 * GTK gave it the size it got (what a check of a widget mapped, of a width or of a Tab's move
 * needs). `what` names the window for the message of a wait that runs out. */
void         ffb_ui_test_present (GtkWindow *window, const char *what);
/* The message dialog on screen (a question or an error over a window), or NULL. */
AdwMessageDialog *ffb_ui_test_shown_message_dialog (void);
/* Shows `child` in a new window, on screen and laid out; destroy the window to end. */
GtkWindow   *ffb_ui_test_window (GtkWidget *child);

/* What a page's tests start from: the page, its document and the window showing it. */
typedef struct
{
  FfbDocument *document;
  GtkWidget *page;
  GtkWindow *window;
} FfbUiTestPage;

/* Shows `page`, already given `document` (the fixture takes that reference), in a window, and
 * waits until it is on screen whole (its parts after the first frame shown). */
void         ffb_ui_test_page_show (FfbUiTestPage *f, FfbDocument *document, GtkWidget *page);
/* Destroys the window, lets GTK finish, and drops the document. */
void         ffb_ui_test_page_close (FfbUiTestPage *f);

/* Types `passphrase` (and its `confirmation`) on a lock screen and waits for the check, which
 * runs on a worker thread: TRUE when it was taken (nothing went wrong, as the lock screen
 * says). */
gboolean     ffb_ui_test_unlock (FfbSideView *view, const char *passphrase,
                                 const char *confirmation);

typedef gboolean (*FfbWidgetMatch) (GtkWidget *widget, gconstpointer data);
/* The first widget below `root` (depth first) that matches, or NULL. */
GtkWidget   *ffb_ui_test_find (GtkWidget *root, FfbWidgetMatch match, gconstpointer data);
/* The first GtkLabel whose text is `text`, or whose text starts with it when `text` ends in
 * "…". */
GtkWidget   *ffb_ui_test_find_label (GtkWidget *root, const char *text);
/* The first widget with this tooltip. */
GtkWidget   *ffb_ui_test_find_tooltip (GtkWidget *root, const char *tooltip);
/* The first AdwPreferencesRow with this title. */
GtkWidget   *ffb_ui_test_find_row (GtkWidget *root, const char *title);

/* The message dialog with this heading that `parent` shows (an earlier test's windows may
 * still be about), or NULL. */
AdwMessageDialog *ffb_ui_test_find_dialog (GtkWindow *parent, const char *heading);

G_END_DECLS
