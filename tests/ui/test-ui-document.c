/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-document.c: the document behind every page: snapshot undo and redo, merged edits,
 * "modified" that follows undo back to the saved state, save and reopen, autosave and its
 * recovery. */
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-error.h"
#include "ffb-keyring.h"
#include "ffb-ui-test.h"
#include "ffb-xml.h"

static void
test_undo_redo (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autoptr(GError) error = NULL;
  int year = ffb_document_get_campaign (document)->year;

  g_assert_false (ffb_document_get_modified (document));
  g_assert_false (ffb_document_get_can_undo (document));
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = year + 1;
  ffb_document_end_edit (document);
  g_assert_true (ffb_document_get_modified (document));
  g_assert_true (ffb_document_get_can_undo (document));

  g_assert_true (ffb_document_undo (document, &error));
  g_assert_no_error (error);
  /* The campaign is a new one, as loaded from the snapshot, and the saved state again. */
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, year);
  g_assert_false (ffb_document_get_modified (document));
  g_assert_true (ffb_document_get_can_redo (document));

  g_assert_true (ffb_document_redo (document, &error));
  g_assert_cmpint (ffb_document_get_campaign (document)->year, ==, year + 1);
  g_assert_true (ffb_document_get_modified (document));
}

/* Typing a name makes one undo step, not one per key. */
static void
test_merged_edits (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autofree char *before = g_strdup (ffb_document_get_campaign (document)->name);
  const char *typed[] = { "A", "Ab", "Abc" };

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      FfbCampaign *campaign = ffb_document_get_campaign (document);

      ffb_document_begin_edit (document, "name");
      g_free (campaign->name);
      campaign->name = g_strdup (typed[i]);
      ffb_document_end_edit (document);
    }
  g_assert_true (ffb_document_undo (document, NULL));
  g_assert_cmpstr (ffb_document_get_campaign (document)->name, ==, before);
  g_assert_false (ffb_document_get_can_undo (document));
}

static void
test_save_and_reopen (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autoptr(FfbDocument) reopened = ffb_document_new ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1864;
  ffb_document_end_edit (document);
  g_assert_true (ffb_document_save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (ffb_document_get_modified (document));
  g_assert_cmpstr (ffb_document_get_title (document), ==, "saved.ffbridge");

  g_assert_true (ffb_document_load_file (reopened, file, &error));
  g_assert_cmpint (ffb_document_get_campaign (reopened)->year, ==, 1864);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_open_bad_file_keeps_campaign (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  FfbCampaign *before = ffb_document_get_campaign (document);

  g_assert_true (g_file_set_contents (path, "<campaign", -1, NULL));
  g_assert_false (ffb_document_load_file (document, file, &error));
  g_assert_nonnull (error);
  g_assert_true (strstr (error->message, "bad.ffbridge") != NULL);
  g_assert_true (ffb_document_get_campaign (document) == before);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_autosave_and_recover (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autoptr(FfbDocument) recovered = ffb_document_new ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.ffbridge", NULL);
  g_autofree char *origin = g_strconcat (path, ".origin", NULL);
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;

  ffb_document_set_autosave (document, path, 1);
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1865;
  ffb_document_end_edit (document);
  /* Written one second after the change, without being asked, on a worker thread: the main
   * loop runs until it is there (no timing). */
  while (!g_file_test (path, G_FILE_TEST_EXISTS))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_file_get_contents (path, &xml, NULL, &error));
  g_assert_true (g_file_test (origin, G_FILE_TEST_EXISTS));

  g_assert_true (ffb_document_load_recovered (recovered, xml, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ffb_document_get_campaign (recovered)->year, ==, 1865);
  g_assert_true (ffb_document_get_modified (recovered));

  ffb_document_discard_autosave (document);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (origin, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* Issue 34: the main loop copies the campaign and goes on; the copy is sealed and written on
 * a worker. An edit made while it writes is written by the next autosave, at once after; the
 * file holds the last edit, sealed, and each write's link of the signed record is the
 * campaign's, as a write on the main loop made it. */
static void
test_autosave_on_worker_keeps_last_edit (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autoptr(FfbCampaign) read = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.ffbridge", NULL);
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  guint links = campaign->keyring->chain->links->len;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             "umpire of the autosave", NULL));
  /* An hour: only the test starts a write. */
  ffb_document_set_autosave (document, path, 3600);
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1862;
  ffb_document_end_edit (document);
  ffb_document_autosave_start (document);
  g_assert_true (ffb_document_get_autosaving (document));
  ffb_document_begin_edit (document, NULL);
  ffb_document_get_campaign (document)->year = 1864;
  ffb_document_end_edit (document);
  ffb_document_autosave_start (document);
  while (ffb_document_get_autosaving (document))
    g_main_context_iteration (NULL, TRUE);
  read = ffb_xml_load_campaign_file_unlocked (path, FFB_READER_REFEREE, "umpire of the autosave",
                                              &error);
  g_assert_no_error (error);
  g_assert_cmpint (read->year, ==, 1864);
  g_assert_cmpuint (ffb_document_get_campaign (document)->keyring->chain->links->len, ==,
                    links + 2);
  ffb_document_discard_autosave (document);
  g_rmdir (dir);
}

/* Issue 30, item 11: a temp file a killed autosave left goes when the window takes its
 * autosave up at the next start, before any change; nothing else beside it does. */
static void
test_autosave_leftover_removed (void)
{
  g_autoptr(FfbDocument) document = ffb_document_new ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.ffbridge", NULL);
  g_autofree char *left = g_strconcat (path, ".saving-Ab3xYz", NULL);
  g_autofree char *alike = g_strconcat (path, ".saving-abc", NULL);

  g_assert_true (g_file_set_contents (left, "half an autosave", -1, NULL));
  g_assert_true (g_file_set_contents (alike, "the user's", -1, NULL));
  ffb_document_set_autosave (document, path, 60);
  g_assert_false (g_file_test (left, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (alike, G_FILE_TEST_EXISTS));
  g_unlink (alike);
  g_rmdir (dir);
}

/* Text that does not load leaves the autosave moved aside, not deleted, and named in the
 * error; a discard afterwards leaves it alone. A document with no autosave file just says
 * why. */
static void
test_recover_fails_keeps_autosave (void)
{
  g_autoptr(FfbDocument) document = ffb_document_new ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-doc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.ffbridge", NULL);
  g_autofree char *origin = g_strconcat (path, ".origin", NULL);
  g_autofree char *kept_name = NULL, *kept = NULL, *kept_origin = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;

  g_assert_true (g_file_set_contents (path, "<campaign", -1, NULL));
  g_assert_true (g_file_set_contents (origin, "", -1, NULL));
  ffb_document_set_autosave (document, path, 60);
  g_assert_false (ffb_document_load_recovered (document, "<campaign", NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".ffbridge"))
      kept_name = g_strdup (name);
  g_assert_nonnull (kept_name);
  g_assert_true (g_str_has_prefix (kept_name, "autosave-not-recovered-"));
  kept = g_build_filename (dir, kept_name, NULL);
  g_assert_nonnull (strstr (error->message, kept));
  ffb_document_discard_autosave (document);
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* Nothing to keep: the error is the loader's own. */
  g_unlink (origin);
  g_assert_false (ffb_document_load_recovered (document, "<campaign", NULL, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_PARSE);
  g_assert_null (strstr (error->message, "kept"));
  kept_origin = g_strconcat (kept, ".origin", NULL);
  g_unlink (kept);
  g_unlink (kept_origin);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/document/undo-redo", test_undo_redo);
  g_test_add_func ("/ui/document/merged-edits", test_merged_edits);
  g_test_add_func ("/ui/document/save-and-reopen", test_save_and_reopen);
  g_test_add_func ("/ui/document/open-bad-file-keeps-campaign", test_open_bad_file_keeps_campaign);
  g_test_add_func ("/ui/document/autosave-and-recover", test_autosave_and_recover);
  g_test_add_func ("/ui/document/autosave-on-worker-keeps-last-edit",
                   test_autosave_on_worker_keeps_last_edit);
  g_test_add_func ("/ui/document/recover-fails-keeps-autosave", test_recover_fails_keeps_autosave);
  g_test_add_func ("/ui/document/autosave-leftover-removed", test_autosave_leftover_removed);
  return g_test_run ();
}
