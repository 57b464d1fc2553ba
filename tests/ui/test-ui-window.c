/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-window.c: the main window: the demo on first start, the unsaved-changes prompt on
 * close, recovery of a crashed session's autosave, undo's button following the history,
 * export of the sheets to PDF and HTML, and its pages made when first shown. */
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-aftermath-page.h"
#include "ffb-battle-page.h"
#include "ffb-edit.h"
#include "ffb-history.h"
#include "ffb-keyring.h"
#include "ffb-seal.h"
#include "ffb-table-dialog.h"
#include "ffb-xml-tactics.h"
#include "ffb-neutral-page.h"
#include "ffb-night-page.h"
#include "ffb-oob-page.h"
#include "ffb-print.h"
#include "ffb-toast.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"
#include "ffb-window-slot.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

static FfbWindow *
new_window (void)
{
  FfbWindow *window = ffb_window_new (NULL);

  ffb_ui_test_present (GTK_WINDOW (window), "the main window");
  return window;
}

/* As a click on the dialog's button: the response, then the dialog closes. */
static void
respond (AdwMessageDialog *dialog, const char *response)
{
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
}

/* The referee's pages, header bar included. */
static GtkWidget *
pages_box (FfbWindow *window)
{
  return (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                      "pages_box");
}

static const char *
window_state (FfbWindow *window)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                              FFB_TYPE_WINDOW, "state_stack"));

  return gtk_stack_get_visible_child_name (stack);
}

/* Waits for a load on its worker thread to end: no timing, the main loop runs until the
 * window no longer says "Opening …". */
static void
wait_until_opened (FfbWindow *window)
{
  while (g_strcmp0 (window_state (window), "opening") == 0)
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
}

static void
edit_year (FfbDocument *document, int year)
{
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = year;
  ffb_document_end_edit (document);
}

static void
test_first_start_demo (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  GtkWidget *undo = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                   "undo_button");

  ffb_window_open_initial (window, NULL, FALSE);
  ffb_ui_test_flush ();
  g_assert_cmpstr (ffb_document_get_campaign (document)->name, ==, "Demo campaign: 1862");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Demo campaign: 1862");
  g_assert_false (gtk_widget_get_sensitive (undo));
  edit_year (document, 1863);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_get_sensitive (undo));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Demo campaign: 1862");

  /* Closing with unsaved changes asks first; Cancel keeps the window. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_assert_nonnull (window);
  g_assert_nonnull (ffb_ui_test_shown_message_dialog ());
  adw_message_dialog_response (ffb_ui_test_shown_message_dialog (), "cancel");
  ffb_ui_test_flush ();
  g_assert_nonnull (window);

  gtk_window_close (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  adw_message_dialog_response (ffb_ui_test_shown_message_dialog (), "discard");
  ffb_ui_test_flush ();
  g_assert_null (window);
}

static void
test_recover_autosave (void)
{
  g_autofree char *path = ffb_window_slot_autosave_path (1);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *origin = g_strconcat (path, ".origin", NULL);
  g_autoptr(FfbCampaign) crashed = ffb_xml_new_demo_campaign (NULL);
  g_autofree char *xml = NULL;
  FfbWindow *window;
  FfbDocument *document;

  crashed->year = 1864;
  xml = ffb_xml_write_campaign (crashed);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, xml, -1, NULL));
  g_assert_true (g_file_set_contents (origin, "", -1, NULL));

  window = new_window ();
  document = ffb_window_get_document (window);
  ffb_window_open_initial (window, NULL, FALSE);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_shown_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (ffb_ui_test_shown_message_dialog ()), ==,
                   "Recover Unsaved Changes?");
  respond (ffb_ui_test_shown_message_dialog (), "recover");
  /* Issue 11: recovery loads on a worker thread; the window says "Opening …" meanwhile and
   * takes no input, and the main loop goes on. */
  g_assert_cmpstr (window_state (window), ==, "opening");
  g_assert_false (gtk_widget_get_sensitive (pages_box (window)));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, !=, 1864);
  wait_until_opened (window);
  g_assert_cmpstr (window_state (window), ==, "pages");
  g_assert_true (gtk_widget_get_sensitive (pages_box (window)));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1864);
  g_assert_true (ffb_document_get_modified (document));

  /* Discarding the changes on close removes the autosave: the next start is clean. */
  gtk_window_close (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  respond (ffb_ui_test_find_dialog (GTK_WINDOW (window), "Save Changes?"), "discard");
  ffb_ui_test_flush ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Waits for the load on its worker thread to finish: no timing, the loop runs until the
 * window takes input again. */
static void
wait_until_sensitive (GtkWidget *content)
{
  while (!gtk_widget_get_sensitive (content))
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
}

/* The window's toast starts with `data`. */
static gboolean
toast_says (gpointer data)
{
  const char **wanted = data;
  AdwToast *toast = ffb_ui_current_toast (GTK_WIDGET (wanted[0]));

  return toast != NULL && g_str_has_prefix (adw_toast_get_title (toast), wanted[1]);
}

/* RULES.md "Fair dice", decision 3 (issue 30): a signed file changed in a text editor says
 * so on opening, naming the part changed. */
static void
test_record_broken_told (void)
{
  FfbWindow *window = new_window ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-signed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "signed.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *xml = NULL;
  g_autoptr(GString) forged = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(FfbCampaign) saved = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(GError) error = NULL;
  const char *wanted[] = { (const char *) window,
                           "This file is not what the referee last signed: changed after the "
                           "referee's last signed save (link 1): the campaign's own line" };

  ffb_seal_use_test_cost (TRUE);
  g_assert_true (ffb_keyring_set_passphrase (saved->keyring, FFB_READER_REFEREE,
                                             "umpire of Pea Ridge", &error));
  g_assert_no_error (error);
  g_assert_true (ffb_xml_save_campaign_file (saved, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  forged = g_string_new (xml);
  g_assert_cmpuint (g_string_replace (forged, "name=\"Demo campaign: 1862\"",
                                      "name=\"Forged\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, forged->str, -1, NULL));
  ffb_window_open_file (window, file);
  g_assert_true (ffb_ui_test_wait_until (toast_says, wanted,
                                         "the toast that says the file is not what the "
                                         "referee signed"));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_remove (backup);
  g_remove (path);
  g_rmdir (dir);
  ffb_seal_use_test_cost (FALSE);
}

/* Issue 11: opening a file loads it off the main loop, the window taking no input meanwhile;
 * the campaign is in place once the load is done, and a file refused leaves the one open. */
static void
test_open_off_main_loop (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  GtkWidget *content = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                    FFB_TYPE_WINDOW,
                                                                    "pages_box");
  g_autofree char *dir = g_dir_make_tmp ("ffb-open-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "1864.ffbridge", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(FfbCampaign) saved = ffb_xml_new_demo_campaign (NULL);
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (ffb_document_load_demo (document, NULL));
  ffb_ui_test_flush ();
  saved->year = 1864;
  g_assert_true (ffb_xml_save_campaign_file (saved, path, &error));
  g_assert_no_error (error);

  ffb_window_open_file (window, file);
  g_assert_false (gtk_widget_get_sensitive (content));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, !=, 1864);
  wait_until_sensitive (content);
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1864);
  g_assert_true (g_file_equal (ffb_document_get_file (document), file));
  g_assert_false (ffb_document_get_modified (document));

  g_assert_true (g_file_set_contents (bad_path, "<campaign format-version=\"1\" "
                                      "name=\"a&#10;b\"/>", -1, NULL));
  ffb_window_open_file (window, bad);
  g_assert_false (gtk_widget_get_sensitive (content));
  wait_until_sensitive (content);
  dialog = ffb_ui_test_find_dialog (GTK_WINDOW (window), "Could not open the campaign");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "bad.ffbridge:1: the name attribute of <campaign>"));
  adw_message_dialog_response (dialog, "close");
  g_assert_true (g_file_equal (ffb_document_get_file (document), file));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1864);

  /* Issue 18: the file open already, given again (a double click on it), is not read again:
   * no question about the unsaved change, which stays, and no load. */
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1865;
  ffb_document_end_edit (document);
  g_assert_true (ffb_document_get_modified (document));
  ffb_window_open_file (window, file);
  g_assert_true (gtk_widget_get_sensitive (content));
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_find_dialog (GTK_WINDOW (window), "Save Changes?"));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1865);
  g_assert_true (ffb_document_get_modified (document));

  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_remove (bad_path);
  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
}

/* Issue 11: the file the app starts with (given on the command line, or the last one used)
 * loads on a worker thread, as File > Open does: the window shows at once, saying what it
 * opens, and the main loop runs meanwhile; a file that does not open says why (file and
 * line) and leaves the demo. */
static void
test_startup_open_off_main_loop (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ffb-start-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "1864.ffbridge", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(FfbCampaign) saved = ffb_xml_new_demo_campaign (NULL);
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  AdwStatusPage *opening;
  AdwMessageDialog *dialog;

  saved->year = 1864;
  g_assert_true (ffb_xml_save_campaign_file (saved, path, NULL));
  ffb_window_open_initial (window, file, FALSE);
  g_assert_cmpstr (window_state (window), ==, "opening");
  opening = ADW_STATUS_PAGE (gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                            "opening_status"));
  g_assert_cmpstr (adw_status_page_get_title (opening), ==, "Opening “1864.ffbridge”…");
  g_assert_null (ffb_document_get_campaign (document));
  wait_until_opened (window);
  g_assert_cmpstr (window_state (window), ==, "pages");
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, 1864);
  g_assert_true (g_file_equal (ffb_document_get_file (document), file));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();

  g_assert_true (g_file_set_contents (bad_path, "<campaign format-version=\"1\" "
                                      "name=\"a&#10;b\"/>", -1, NULL));
  window = new_window ();
  document = ffb_window_get_document (window);
  ffb_window_open_initial (window, bad, FALSE);
  g_assert_cmpstr (window_state (window), ==, "opening");
  wait_until_opened (window);
  dialog = ffb_ui_test_find_dialog (GTK_WINDOW (window), "Could not open the campaign");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "bad.ffbridge:1: the name attribute of <campaign>"));
  respond (dialog, "close");
  g_assert_cmpstr (ffb_document_get_campaign (document)->name, ==, "Demo campaign: 1862");
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_remove (bad_path);
  g_remove (path);
  g_rmdir (dir);
}

/* Issue 13: a change reaches the autosave within 2 s (a kill at any moment loses no older
 * edit), written by the document's own timer while the main loop runs. */
static void
test_autosave_within_2s (void)
{
  g_autofree char *path = ffb_window_slot_autosave_path (1);
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autoptr(FfbCampaign) autosaved = NULL;

  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_cmpuint (ffb_document_get_autosave_seconds (document), <=, 2);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  edit_year (document, 1863);
  while (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_main_context_iteration (NULL, TRUE);
  autosaved = ffb_xml_load_campaign_file (path, NULL);
  g_assert_nonnull (autosaved);
  g_assert_cmpint (autosaved->year, ==, 1863);
  ffb_document_discard_autosave (document);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* A recovery that fails keeps the autosave, moved aside, and the error says where: the next
 * autosave or a discard can no longer destroy the referee's only copy of his work. */
static void
test_recover_autosave_fails (void)
{
  g_autofree char *path = ffb_window_slot_autosave_path (1);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *origin = g_strconcat (path, ".origin", NULL);
  g_autofree char *kept = NULL, *kept_text = NULL, *kept_origin = NULL;
  const char *broken = "<campaign format-version=\"1\" name=\"Half written";
  AdwMessageDialog *dialog;
  FfbWindow *window;
  const char *body, *at;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_true (g_file_set_contents (origin, "file:///nowhere/c.ffbridge", -1, NULL));

  window = new_window ();
  ffb_window_open_initial (window, NULL, FALSE);
  ffb_ui_test_flush ();
  respond (ffb_ui_test_find_dialog (GTK_WINDOW (window), "Recover Unsaved Changes?"),
           "recover");
  wait_until_opened (window);
  dialog = ffb_ui_test_find_dialog (GTK_WINDOW (window),
                                    "Could not recover the unsaved changes");
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (dialog);
  at = strstr (body, "The unsaved changes are kept, as they were, in ");
  g_assert_nonnull (at);
  kept = g_strndup (at + strlen ("The unsaved changes are kept, as they were, in "),
                    strlen (at) - strlen ("The unsaved changes are kept, as they were, in ") - 1);
  g_assert_true (g_str_has_prefix (kept, dir));
  g_assert_nonnull (strstr (kept, "autosave-not-recovered-"));
  g_assert_true (g_file_get_contents (kept, &kept_text, NULL, NULL));
  g_assert_cmpstr (kept_text, ==, broken);
  kept_origin = g_strconcat (kept, ".origin", NULL);
  g_assert_true (g_file_test (kept_origin, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  adw_message_dialog_response (dialog, "close");
  ffb_ui_test_flush ();

  /* The demo opened instead; its autosave and a clean close leave the kept copy alone. */
  edit_year (ffb_window_get_document (window), 1863);
  g_assert_true (ffb_document_autosave_now (ffb_window_get_document (window), NULL));
  gtk_window_close (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  adw_message_dialog_response (ffb_ui_test_find_dialog (GTK_WINDOW (window), "Save Changes?"),
                               "discard");
  ffb_ui_test_flush ();
  g_clear_pointer (&kept_text, g_free);
  g_assert_true (g_file_get_contents (kept, &kept_text, NULL, NULL));
  g_assert_cmpstr (kept_text, ==, broken);
  g_unlink (kept);
  g_unlink (kept_origin);
}

static void
check_export (FfbDocument *document, const char *copy, const char *name, const char *magic)
{
  g_autofree char *dir = g_dir_make_tmp ("ffb-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GStatBuf st;

  /* "Secrets at rest": the copy is the owner's only, even over a file others could read. */
  g_assert_true (g_file_set_contents (path, "an older copy", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_true (ffb_print_export (document, copy, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, magic));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_unlink (path);
  g_rmdir (dir);
}

/* Issue 35 item 10: the export chooser opens in the campaign file's folder, named for the
 * battle and the copy. */
static void
test_export_chooser_folder (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("ffb-export-folder-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "evening.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) expected = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  GtkFileChooserNative *chooser;

  g_assert_true (ffb_document_load_demo (document, NULL));
  g_assert_true (ffb_document_save (document, file, &error));
  g_assert_no_error (error);
  chooser = ffb_print_export_chooser_new (GTK_WINDOW (window), document, "union");
  g_assert_nonnull (chooser);
  /* A native chooser takes its folder to the dialog it shows. */
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
  ffb_ui_test_flush ();
  folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (folder);
  g_assert_true (g_file_equal (folder, expected));
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_true (g_str_has_suffix (name, "-union.pdf"));
  gtk_native_dialog_hide (GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static void
test_export (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_document_load_demo (document, NULL));
  check_export (document, "referee", "referee.pdf", "%PDF");
  check_export (document, "union", "union.html", "<!DOCTYPE html>");
  check_export (document, "confederate-deployment", "deploy.pdf", "%PDF");
  g_assert_null (ffb_print_build_sheet (document, "nobody", &error));
  g_assert_nonnull (error);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* The print dialog's operation, exported instead of printed: GTK's own PDF of the pages the
 * sheet lays out on its page setup. */
static void
test_print_operation (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autoptr(FfbSheet) sheet = ffb_print_build_sheet (document, "union", NULL);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_nonnull (sheet);
  /* Printing organized the OOBs it needed, as one undoable edit. */
  g_assert_true (ffb_document_get_can_undo (document));
  operation = ffb_print_operation_new (sheet);
  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_cmpuint (ffb_sheet_get_n_pages (sheet), >=, 1);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Every page but the first is made when first shown: start-up pays for the page on screen. */
static const struct
{
  const char *name;
  GType (*get_type) (void);
} later_pages[] = {
  { "battle", ffb_battle_page_get_type },
  { "oob", ffb_oob_page_get_type },
  { "secrets", ffb_neutral_page_get_type },
  { "night", ffb_night_page_get_type },
  { "aftermath", ffb_aftermath_page_get_type },
};

/* What the view stack holds under `name`: a page, or the slot a later page is made in. */
static GtkWidget *
stack_child (FfbWindow *window, const char *name)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW, "stack");

  return adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack), name);
}

static GtkWidget *
made_page (FfbWindow *window, const char *name)
{
  return adw_bin_get_child (ADW_BIN (stack_child (window, name)));
}

typedef struct
{
  FfbWindow *window;
  const char *name;
} PageWait;

/* The page `name` is made and on screen. */
static gboolean
page_made_and_mapped (gpointer data)
{
  const PageWait *wait = data;
  GtkWidget *page = made_page (wait->window, wait->name);

  return page != NULL && gtk_widget_get_mapped (page);
}

/* Each page is there, on screen, as soon as it is shown (win.show-page is Alt+1..6). */
static void
test_pages_made_when_shown (void)
{
  FfbWindow *window = new_window ();

  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  for (guint i = 0; i < G_N_ELEMENTS (later_pages); i++)
    g_assert_null (made_page (window, later_pages[i].name));
  for (guint i = 0; i < G_N_ELEMENTS (later_pages); i++)
    {
      PageWait wait = { window, later_pages[i].name };
      GtkWidget *page;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s",
                                                 later_pages[i].name));
      g_assert_true (ffb_ui_test_wait_until (page_made_and_mapped, &wait,
                                             "the page made and on screen"));
      page = made_page (window, later_pages[i].name);
      g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (page, later_pages[i].get_type ()));
      g_assert_true (gtk_widget_get_mapped (page));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* An action reaches its page even before it was ever shown, the window not on screen. */
static void
test_organize_before_page_shown (void)
{
  FfbWindow *window = ffb_window_new (NULL);
  FfbDocument *document = ffb_window_get_document (window);

  ffb_window_open_initial (window, NULL, TRUE);
  g_assert_null (made_page (window, "oob"));
  g_assert_false (ffb_document_get_can_undo (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.organize", NULL));
  g_assert_true (FFB_IS_OOB_PAGE (made_page (window, "oob")));
  g_assert_true (ffb_document_get_can_undo (document));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* The shortcuts window GtkApplication shows for Ctrl+? builds, and lists the common actions. */
static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/ffbridge/ffbridge/ui/ffb-shortcuts-window.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (overlay), "Organize both sides"));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (overlay), "Undo"));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
set_flag_cb (AdwToast *toast, gboolean *flag)
{
  *flag = TRUE;
}

static gboolean
flag_is_set (gpointer flag)
{
  return *(gboolean *) flag;
}

/* Issue 13: a new toast replaces the one showing at once, instead of waiting behind it: "Now
 * day 1, turn 30" never stands over the nightfall screen it led to. */
static void
test_toast_replaces_stale (void)
{
  GtkWidget *child = gtk_label_new ("page");
  GtkWindow *window = ffb_ui_test_window (child); /* in a toast overlay, as the app's pages */
  gboolean stale_dismissed = FALSE;
  AdwToast *stale;

  ffb_ui_toast (child, "Now day 1, turn 30");
  ffb_ui_test_flush ();
  stale = ffb_ui_current_toast (child);
  g_assert_nonnull (stale);
  g_assert_cmpstr (adw_toast_get_title (stale), ==, "Now day 1, turn 30");
  g_signal_connect (stale, "dismissed", G_CALLBACK (set_flag_cb), &stale_dismissed);
  ffb_ui_toast_undo (child, "Nightfall: the battle rests until dawn");
  /* The stale toast goes once its own show animation has settled (ffb-toast.c), long before
   * its 4 s timeout would take it: the wait measures nothing. */
  g_assert_true (ffb_ui_test_wait_until (flag_is_set, &stale_dismissed,
                                         "the stale toast dismissed"));
  g_assert_cmpstr (adw_toast_get_title (ffb_ui_current_toast (child)), ==,
                   "Nightfall: the battle rests until dawn");
  gtk_window_destroy (window);
}

/* A busy machine draws late: a toast replaced 700 ms after it was added, with no frame drawn
 * in between, was dismissed while its show animation had not begun to run, and libadwaita 1.2
 * freed it under the animation (the OOB page's cut and paste crashed so under load). It now
 * waits for the overlay's frame clock, as the animation does. */
typedef struct
{
  GtkWidget *child;
  guint dismissed;
} ReplacedWait;

static void
count_dismissed_cb (AdwToast *toast, gpointer data)
{
  ((ReplacedWait *) data)->dismissed++;
}

/* The two replaced toasts gone, each after its show animation, and the last one on screen:
 * every animation that freed a toast under it has run. */
static gboolean
replaced_and_last_shown (gpointer data)
{
  const ReplacedWait *wait = data;

  return wait->dismissed == 2 && ffb_ui_test_toast_on_screen (wait->child);
}

static void
test_toast_replaced_before_a_frame (void)
{
  GtkWidget *child = gtk_label_new ("page");
  GtkWindow *window = ffb_ui_test_window (child);
  ReplacedWait wait = { child, 0 };

  for (int i = 0; i < 3; i++)
    {
      g_autofree char *message = g_strdup_printf ("Moved brigade %d", i + 1);

      ffb_ui_toast_undo (child, message);
      if (i < 2)
        g_signal_connect (ffb_ui_current_toast (child), "dismissed",
                          G_CALLBACK (count_dismissed_cb), &wait);
      g_usleep (700 * G_TIME_SPAN_MILLISECOND); /* a stalled main loop, not a measurement */
    }
  g_assert_true (ffb_ui_test_wait_until (replaced_and_last_shown, &wait,
                                         "the two replaced toasts gone, the last one shown"));
  g_assert_cmpstr (adw_toast_get_title (ffb_ui_current_toast (child)), ==, "Moved brigade 3");
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* The window's own toasts show in its overlay: Ctrl+S on a campaign with a file says "Campaign
 * saved" (it went to the log, the window being in no overlay of its own). */
static void
test_window_toast_shows (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document = ffb_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("ffb-ui-toast-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "demo.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  ffb_window_open_initial (window, NULL, TRUE);
  g_assert_true (ffb_document_save (document, file, &error));
  g_assert_no_error (error);
  edit_year (document, 1863);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  ffb_ui_test_flush ();
  toast = ffb_ui_current_toast (GTK_WIDGET (window));
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Campaign saved");
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_remove (path);
  g_rmdir (dir);
}

static gboolean
is_action_button (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static FfbTableDialog *
find_table_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (FFB_IS_TABLE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return FFB_TABLE_DIALOG (window);
    }
  return NULL;
}

/* A set like seed 003's, its activation on `activation` (an <activation> element, or ""). */
static FfbTactics *
set_activating_on (const char *id, const char *activation)
{
  g_autofree char *xml = g_strdup_printf (
    "<tactical-rules format-version=\"1\" id=\"%s\" name=\"Other rules\" rule=\"Q1\">"
    "<ratio stands-per-sp=\"6\" guns-per-sp=\"1\"/><commands>"
    "<brigade min-stands=\"2\" target-stands=\"6\" max-stands=\"8\"/>"
    "<division min-brigades=\"2\" max-brigades=\"4\"/></commands>"
    "<hits stand-hits=\"2\" gun-hits=\"4\" gun-shaken-hits=\"3\" shaken-lost-over=\"0.5\"/>"
    "%s<reference><block name=\"M\"><figure label=\"a\" text=\"b\"/></block></reference>"
    "</tactical-rules>", id, activation);
  g_autoptr(GError) error = NULL;
  FfbTactics *tactics = ffb_tactics_load_xml (xml, strlen (xml), "other.xml", &error);

  g_assert_no_error (error);
  return tactics;
}

static void
switch_tactics (FfbDocument *document, FfbTactics *tactics)
{
  ffb_document_begin_edit (document, NULL);
  g_assert_true (ffb_battle_set_tactical_rules (ffb_document_get_campaign (document),
                                                ffb_document_get_battle (document), tactics,
                                                NULL));
  ffb_document_end_edit (document);
  ffb_ui_test_flush ();
}

/* RULES.md T: the Activation group follows the battle's set: its button rolls on the table
 * the set names, and a set that names none shows no group. */
static void
test_activation_follows_the_set (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document;
  g_autoptr(FfbTactics) charge = set_activating_on ("charging", "<activation tables=\"seed-003\" "
                                                    "table=\"charge\"/>");
  g_autoptr(FfbTactics) none = set_activating_on ("inactive", "");
  GtkWidget *button;

  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  document = ffb_window_get_document (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "night"));
  ffb_ui_test_flush ();
  switch_tactics (document, charge);
  button = ffb_ui_test_find (made_page (window, "night"), is_action_button, "win.roll-table-on");
  g_assert_nonnull (button);
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (
                     GTK_ACTIONABLE (button)), NULL), ==, "charge");
  g_assert_nonnull (ffb_ui_test_find_label (made_page (window, "night"),
                                            "Other rules: a brigade's activation on the table "
                                            "“Charge resolution”"));
  switch_tactics (document, none);
  g_assert_null (ffb_ui_test_find (made_page (window, "night"), is_action_button,
                                   "win.roll-table-on"));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* RULES.md Q, T: Battle Night offers a quick battle's activation roll, and only a quick
 * battle's: its button opens Roll on a Table on seed 003's activation table, whose modifiers
 * the referee ticks; the roll is kept in the campaign's history. */
static void
test_activation_on_battle_night (void)
{
  FfbWindow *window = new_window ();
  FfbDocument *document;
  g_autoptr(FfbTactics) quick = ffb_tactics_new_built_in ("quick-brigade", NULL);
  GtkWidget *button;
  FfbTableDialog *dialog;
  guint before;

  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  document = ffb_window_get_document (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "night"));
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_find (made_page (window, "night"), is_action_button,
                                   "win.roll-table-on"));
  ffb_document_begin_edit (document, NULL);
  g_assert_true (ffb_battle_set_tactical_rules (ffb_document_get_campaign (document),
                                                ffb_document_get_battle (document), quick, NULL));
  ffb_document_end_edit (document);
  ffb_ui_test_flush ();
  button = ffb_ui_test_find (made_page (window, "night"), is_action_button, "win.roll-table-on");
  g_assert_nonnull (button);
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (
                     GTK_ACTIONABLE (button)), NULL), ==, "activation");
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
  dialog = find_table_dialog ();
  g_assert_nonnull (dialog);
  /* The activation table is the one picked: its modifiers are the ones offered. */
  g_assert_true (ffb_table_dialog_tick (dialog, "general-within-6", TRUE, 0));
  before = ffb_history_get (ffb_document_get_campaign (document))->len;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "table.roll", NULL));
  ffb_ui_test_flush ();
  g_assert_nonnull (strstr (ffb_table_dialog_get_sentence (dialog), "Activation"));
  g_assert_nonnull (strstr (ffb_table_dialog_get_details (dialog), "+1"));
  g_assert_cmpuint (ffb_history_get (ffb_document_get_campaign (document))->len, ==, before + 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/window/first-start-demo-and-unsaved-prompt", test_first_start_demo);
  g_test_add_func ("/ui/window/recover-autosave", test_recover_autosave);
  g_test_add_func ("/ui/window/open-off-main-loop", test_open_off_main_loop);
  g_test_add_func ("/ui/window/issue-30/record-broken-told", test_record_broken_told);
  g_test_add_func ("/ui/window/recover-autosave-fails-keeps-it", test_recover_autosave_fails);
  g_test_add_func ("/ui/window/startup-open-off-main-loop", test_startup_open_off_main_loop);
  g_test_add_func ("/ui/window/autosave-within-2s", test_autosave_within_2s);
  g_test_add_func ("/ui/window/export-pdf-html", test_export);
  g_test_add_func ("/ui/window/export-chooser-in-the-campaign-folder",
                   test_export_chooser_folder);
  g_test_add_func ("/ui/window/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/window/toast-replaces-stale", test_toast_replaces_stale);
  g_test_add_func ("/ui/window/window-toast-shows", test_window_toast_shows);
  g_test_add_func ("/ui/window/toast-replaced-before-a-frame", test_toast_replaced_before_a_frame);
  g_test_add_func ("/ui/window/print-operation", test_print_operation);
  g_test_add_func ("/ui/window/pages-made-when-shown", test_pages_made_when_shown);
  g_test_add_func ("/ui/window/organize-before-page-shown", test_organize_before_page_shown);
  g_test_add_func ("/ui/window/Q/activation-on-battle-night", test_activation_on_battle_night);
  g_test_add_func ("/ui/window/T/activation-follows-the-set", test_activation_follows_the_set);
  return g_test_run ();
}
