/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-unlock.c: the app and sealed campaigns (RULES.md "Secrets at rest"): the Secrets page
 * says plainly whether the secrets are protected; opening a sealed campaign asks for the
 * referee's passphrase, derives its key on a worker thread with a spinner, and shows nothing
 * sealed before it; a wrong passphrase says so and opens nothing. */
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-reader-view.h"
#include "ffb-neutral-page.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-oob-view.h"
#include "ffb-ui-test.h"
#include "ffb-unlock-dialog.h"
#include "ffb-window.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

#define REFEREE_PASS "umpire of Pea Ridge"
#define UNION_PASS "Curtis at Pea Ridge"
#define SEED "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* The demo with its first battle's dice started and rolled, and the referee's passphrase set. */
static FfbCampaign *
sealed_demo (void)
{
  FfbCampaign *campaign = ffb_xml_new_demo_campaign (NULL);
  FfbBattle *battle = g_ptr_array_index (campaign->battles, 0);

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, SEED, NULL));
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE, REFEREE_PASS,
                                             NULL));
  return campaign;
}

/* The Secrets page says "not protected" until the referee's passphrase is set. */
static void
test_secrets_page_says_not_protected (FfbUiTestPage *f, gconstpointer data)
{
  GtkWidget *page = f->page;

  g_assert_nonnull (ffb_ui_test_find_row (page, "Secrets not protected"));
  g_assert_nonnull (ffb_ui_test_find_label (page, "No referee's passphrase is set: anyone who "
                                                  "opens the campaign file reads every secret "
                                                  "in it. Set it on the Campaign page or at "
                                                  "the first hand-over."));
  g_assert_true (ffb_passphrase_job_set (f->document, FFB_READER_REFEREE, REFEREE_PASS, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_find_row (page, "Secrets not protected"));
  g_assert_nonnull (ffb_ui_test_find_row (page, "Secrets sealed in the file"));
}

static void
page_set_up (FfbUiTestPage *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_neutral_page_new ();

  ffb_neutral_page_set_document (FFB_NEUTRAL_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
}

static void
page_tear_down (FfbUiTestPage *f, gconstpointer data)
{
  ffb_ui_test_page_close (f);
}

typedef struct
{
  FfbCampaign *campaign;
  int calls;
} Outcome;

static void
done_cb (FfbCampaign *campaign, gpointer data)
{
  Outcome *outcome = data;

  outcome->calls++;
  outcome->campaign = campaign;
}

static void
wait_while_busy (FfbUnlockDialog *dialog)
{
  while (ffb_unlock_dialog_get_busy (dialog))
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
}

static GtkWidget *
find_entry (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_PASSWORD_ENTRY (child))
        return child;
      if ((found = find_entry (child)) != NULL)
        return found;
    }
  return NULL;
}

/* A wrong passphrase says so and opens nothing; the right one opens every sealed part. */
static void
test_dialog_wrong_then_right (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  Outcome outcome = { NULL, 0 };
  FfbUnlockDialog *dialog = ffb_unlock_dialog_new (NULL, xml, "sealed.ffbridge", done_cb,
                                                   &outcome, NULL);
  GtkWidget *entry;
  FfbBattle *battle;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  entry = find_entry (GTK_WIDGET (dialog));
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "not the umpire");
  g_assert_true (ffb_unlock_dialog_open (dialog));
  g_assert_true (ffb_unlock_dialog_get_busy (dialog));
  g_assert_false (ffb_unlock_dialog_open (dialog)); /* one derivation at a time */
  wait_while_busy (dialog);
  g_assert_cmpint (outcome.calls, ==, 0);
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (dialog),
                                            "sealed.ffbridge: That is not the referee's "
                                            "passphrase."));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  gtk_editable_set_text (GTK_EDITABLE (entry), REFEREE_PASS);
  g_assert_true (ffb_unlock_dialog_open (dialog));
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (outcome.calls, ==, 1);
  g_assert_nonnull (outcome.campaign);
  battle = g_ptr_array_index (outcome.campaign->battles, 0);
  g_assert_false (ffb_campaign_battle_is_sealed (outcome.campaign, battle->id));
  g_assert_nonnull (battle->neutral);
  g_assert_true (battle->neutral->rolled);
  ffb_campaign_unref (outcome.campaign);
}

/* Secrets at rest: the Union player picks his passphrase in the dialog, and it opens his own
 * part: his ratings and orders (his copy reads as the one the referee's session makes for
 * him), nothing of the Confederates', no seed. */
static void
test_dialog_player_passphrase (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *xml = NULL, *own = NULL, *referees = NULL;
  Outcome outcome = { NULL, 0 };
  FfbUnlockDialog *dialog;
  g_autoptr(FfbReaderView) own_copy = NULL, referee_copy = NULL;
  g_autofree char *placeholder = NULL;
  GtkWidget *entry;
  FfbBattle *battle;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  dialog = ffb_unlock_dialog_new (NULL, xml, "sealed.ffbridge", done_cb, &outcome, NULL);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  ffb_unlock_dialog_set_reader (dialog, FFB_READER_UNION);
  entry = find_entry (GTK_WIDGET (dialog));
  g_object_get (entry, "placeholder-text", &placeholder, NULL);
  g_assert_cmpstr (placeholder, ==, "Union player's passphrase");
  gtk_editable_set_text (GTK_EDITABLE (entry), UNION_PASS);
  g_assert_true (ffb_unlock_dialog_open (dialog));
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (outcome.calls, ==, 1);
  g_assert_nonnull (outcome.campaign);
  battle = g_ptr_array_index (outcome.campaign->battles, 0);
  g_assert_false (ffb_keyring_is_unlocked (outcome.campaign->keyring, FFB_READER_REFEREE));
  g_assert_nonnull (battle->neutral);
  g_assert_cmpint (battle->neutral->view, ==, FFB_SIDE_UNION);
  g_assert_false (ffb_dice_holds_seed (battle->neutral->dice));
  g_assert_null (battle->oob[FFB_SIDE_CONFEDERATE]);
  g_assert_cmpuint (battle->neutral->ratings->len, >, 0);
  for (guint i = 0; i < battle->neutral->ratings->len; i++)
    g_assert_cmpint (g_array_index (battle->neutral->ratings, FfbRatingResult, i).side, ==,
                     FFB_SIDE_UNION);
  own_copy = ffb_reader_view_new (outcome.campaign, battle, FFB_READER_UNION, -1, NULL);
  referee_copy = ffb_reader_view_new (campaign, g_ptr_array_index (campaign->battles, 0),
                                      FFB_READER_UNION, -1, NULL);
  g_assert_cmpuint (own_copy->secrets->len, >, 0);
  own = ffb_reader_view_to_text (own_copy, outcome.campaign->rules);
  referees = ffb_reader_view_to_text (referee_copy, campaign->rules);
  g_assert_cmpstr (own, ==, referees);
  ffb_campaign_unref (outcome.campaign);
}

/* Closing the dialog gives up: the callback hears NULL, once. */
static void
test_dialog_cancel (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  Outcome outcome = { NULL, 0 };
  FfbUnlockDialog *dialog = ffb_unlock_dialog_new (NULL, xml, "sealed.ffbridge", done_cb,
                                                   &outcome, NULL);

  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  gtk_window_close (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpint (outcome.calls, ==, 1);
  g_assert_null (outcome.campaign);
}

/* A control a screen reader can name: a label of its own, a label it is labelled by, or a
 * button's text. A drop-down's button and a password entry's text take their owner's name. */
static gboolean
has_name (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  GtkWidget *owner = parent == NULL ? NULL
                     : GTK_IS_DROP_DOWN (parent) ? parent
                     : gtk_widget_get_ancestor (parent, GTK_TYPE_PASSWORD_ENTRY);

  if (owner != NULL)
    return has_name (owner);
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
      || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return TRUE;
  return GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL
         && *gtk_button_get_label (GTK_BUTTON (widget)) != '\0';
}

static gboolean
is_control (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_focusable (widget)
         && (GTK_IS_BUTTON (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_EDITABLE (widget)
             || GTK_IS_SWITCH (widget));
}

static void
count_unnamed (GtkWidget *widget, guint *controls, guint *unnamed)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (is_control (child))
        {
          (*controls)++;
          if (!has_name (child))
            {
              g_test_message ("unnamed: %s in %s", G_OBJECT_TYPE_NAME (child),
                              G_OBJECT_TYPE_NAME (widget));
              (*unnamed)++;
            }
        }
      count_unnamed (child, controls, unnamed);
    }
}

/* Issue 13, point 12: every control of the unlock dialog (whose passphrase, the passphrase
 * and its peek icon's button, Open, Cancel) has a name for a screen reader. The end-to-end
 * walk does not reach this dialog over AT-SPI, so its widgets are checked here. */
static void
test_dialog_controls_named (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *xml = ffb_xml_write_sealed_campaign (campaign, NULL);
  Outcome outcome = { NULL, 0 };
  FfbUnlockDialog *dialog = ffb_unlock_dialog_new (NULL, xml, "sealed.ffbridge", done_cb,
                                                   &outcome, NULL);
  guint controls = 0, unnamed = 0;

  /* Only the controls on screen are counted. */
  ffb_ui_test_present (GTK_WINDOW (dialog), "the unlock dialog");
  count_unnamed (GTK_WIDGET (dialog), &controls, &unnamed);
  g_assert_cmpuint (controls, >=, 4);
  g_assert_cmpuint (unnamed, ==, 0);
  gtk_window_close (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
}

static FfbUnlockDialog *
find_unlock_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (FFB_IS_UNLOCK_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return FFB_UNLOCK_DIALOG (window);
    }
  return NULL;
}

/* Opening a sealed file in the window: nothing sealed reaches the document until the
 * referee's passphrase has opened it; then the document holds it, secrets and all. */
static void
test_window_opens_sealed_file (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-unlock-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sealed.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  FfbWindow *window = ffb_window_new (NULL);
  FfbDocument *document = ffb_window_get_document (window);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  FfbUnlockDialog *dialog;
  GtkWidget *entry;
  FfbCampaign *shown;
  FfbBattle *battle;

  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
  gtk_window_present (GTK_WINDOW (window));
  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  shown = ffb_document_get_campaign (document);
  ffb_window_open_file (window, file);
  ffb_ui_test_flush ();
  for (int i = 0; i < 200 && (dialog = find_unlock_dialog ()) == NULL; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (dialog);
  /* Until the passphrase is given, nothing sealed is in the document. */
  battle = g_ptr_array_index (ffb_document_get_campaign (document)->battles, 0);
  g_assert_null (battle->neutral);

  entry = find_entry (GTK_WIDGET (dialog));
  gtk_editable_set_text (GTK_EDITABLE (entry), REFEREE_PASS);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (ffb_unlock_dialog_open (dialog));
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_true (ffb_document_get_campaign (document) != shown);
  battle = g_ptr_array_index (ffb_document_get_campaign (document)->battles, 0);
  g_assert_nonnull (battle->neutral);
  g_assert_true (ffb_keyring_is_unlocked (ffb_document_get_campaign (document)->keyring,
                                          FFB_READER_REFEREE));
  g_assert_true (g_file_equal (ffb_document_get_file (document), file));

  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static gboolean
is_oob_view (GtkWidget *widget, gconstpointer data)
{
  return FFB_IS_OOB_VIEW (widget);
}

/* Opens `path` in `window` with the Union player's passphrase, as a player would. */
static void
open_as_union_player (FfbWindow *window, GFile *file)
{
  FfbUnlockDialog *dialog = NULL;

  ffb_window_open_file (window, file);
  ffb_ui_test_flush ();
  for (int i = 0; i < 200 && (dialog = find_unlock_dialog ()) == NULL; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (dialog);
  ffb_unlock_dialog_set_reader (dialog, FFB_READER_UNION);
  gtk_editable_set_text (GTK_EDITABLE (find_entry (GTK_WIDGET (dialog))), UNION_PASS);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (ffb_unlock_dialog_open (dialog));
  while (dialog != NULL)
    g_main_context_iteration (NULL, TRUE);
  ffb_ui_test_flush ();
}

/* Secrets at rest: a campaign opened with a player's passphrase is read-only, and the window
 * says so for as long as it is open: the editing actions are off, and an edit that still
 * reaches the document (a page's shortcut) is taken back, unsaved, with a word why. */
static void
test_window_player_read_only (void)
{
  g_autoptr(FfbCampaign) campaign = sealed_demo ();
  g_autofree char *dir = g_dir_make_tmp ("ffb-unlock-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sealed.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  FfbWindow *window = ffb_window_new (NULL);
  FfbDocument *document = ffb_window_get_document (window);
  GtkWidget *banner, *view;
  FfbBattle *battle;
  int turn;

  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
  gtk_window_present (GTK_WINDOW (window));
  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_false (ffb_document_get_read_only (document)); /* the demo: nothing sealed */
  g_assert_null (ffb_ui_test_find_label (GTK_WIDGET (window), "Opened with…"));
  open_as_union_player (window, file);

  g_assert_true (ffb_document_get_read_only (document));
  banner = ffb_ui_test_find_label (GTK_WIDGET (window),
                                   "Opened with the Union player's passphrase: you see the "
                                   "Union's own part only, and nothing can be changed. Only the "
                                   "referee's passphrase opens the whole campaign for changes.");
  g_assert_nonnull (banner);
  g_assert_true (gtk_widget_get_mapped (banner));
  g_assert_false (gtk_widget_get_sensitive (ffb_ui_test_find_tooltip (GTK_WIDGET (window),
                                                                      "Save (Ctrl+S)")));
  g_assert_false (gtk_widget_get_sensitive (ffb_ui_test_find_tooltip (GTK_WIDGET (window),
                                                                      "Undo (Ctrl+Z)")));

  /* The clock's action is off: it moves nothing. */
  battle = g_ptr_array_index (ffb_document_get_campaign (document)->battles, 0);
  turn = battle->neutral->clock.turn;
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-turn", NULL);
  ffb_ui_test_flush ();
  battle = g_ptr_array_index (ffb_document_get_campaign (document)->battles, 0);
  g_assert_cmpint (battle->neutral->clock.turn, ==, turn);

  /* His own order of battle, organized again by its shortcut: nothing changes. Its battle is
   * rolled, so the action is off and its buttons say why (issue 30 item 3), before the
   * read-only session would take the edit back. */
  before = ffb_xml_write_campaign (ffb_document_get_campaign (document));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "oob");
  ffb_ui_test_flush ();
  view = ffb_ui_test_find (GTK_WIDGET (window), is_oob_view, NULL);
  g_assert_nonnull (view);
  g_assert_true (gtk_widget_activate_action (view, "oob.organize", NULL));
  ffb_ui_test_flush ();
  after = ffb_xml_write_campaign (ffb_document_get_campaign (document));
  g_assert_cmpstr (after, ==, before);
  g_assert_false (ffb_document_get_modified (document));
  g_assert_false (ffb_document_get_can_undo (document));
  g_assert_nonnull (ffb_ui_test_find_tooltip (view, "The pre-battle rolls are made on this "
                                                  "order of battle: it is not changed (Fair "
                                                  "dice)"));

  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* Setting the referee's passphrase, undoing it and doing it again: his key stays unlocked for
 * the session, so the campaign can still be sealed (saved, autosaved). */
static void
test_undo_redo_keeps_key (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  g_autofree char *sealed = NULL;
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  g_assert_true (ffb_passphrase_job_set (document, FFB_READER_REFEREE, REFEREE_PASS, NULL));
  g_assert_true (ffb_document_undo (document, NULL));
  g_assert_false (ffb_night_has_passphrase (document, FFB_READER_REFEREE));
  g_assert_true (ffb_document_redo (document, NULL));
  campaign = ffb_document_get_campaign (document);
  g_assert_true (ffb_keyring_protects (campaign->keyring));
  g_assert_true (ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE));
  sealed = ffb_xml_write_sealed_campaign (campaign, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (sealed, "<sealed for=\"referee\" generation=\""));
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  /* GTK's test accessibility context keeps the names a widget is given, for
   * /ui/secrets-at-rest/dialog-controls-named to read; read when the first widget is made. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_add ("/ui/secrets-at-rest/secrets-page-says-not-protected", FfbUiTestPage, NULL,
              page_set_up, test_secrets_page_says_not_protected, page_tear_down);
  g_test_add_func ("/ui/secrets-at-rest/dialog-wrong-then-right", test_dialog_wrong_then_right);
  g_test_add_func ("/ui/secrets-at-rest/dialog-player-passphrase",
                   test_dialog_player_passphrase);
  g_test_add_func ("/ui/secrets-at-rest/dialog-cancel", test_dialog_cancel);
  g_test_add_func ("/ui/secrets-at-rest/dialog-controls-named", test_dialog_controls_named);
  g_test_add_func ("/ui/secrets-at-rest/window-opens-sealed-file", test_window_opens_sealed_file);
  g_test_add_func ("/ui/secrets-at-rest/window-player-read-only",
                   test_window_player_read_only);
  g_test_add_func ("/ui/secrets-at-rest/undo-redo-keeps-key", test_undo_redo_keeps_key);
  return g_test_run ();
}
