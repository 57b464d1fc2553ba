/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-phones.c: the players' phones in the app (issue 33 items 1, 2 and 4): the Battle
 * Night page's switch starts the server of the battle and stops it (a GET of its page on
 * loopback answers while on, is refused once off) and stops it when another battle is shown;
 * the page lists a paired device, and Unpair removes it; a player's private view pairs his
 * phone and shows its link as a QR code that a reader decodes to that very link; the table's
 * page, with both phones paired, shows nothing of either side's secrets and no key; a phone's
 * choice is an edit of the document, and a refused one changes nothing. */
#include <string.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include "ffb-keyring.h"
#include "ffb-night.h"
#include "ffb-night-page.h"
#include "ffb-night-test.h"
#include "ffb-passphrase-job.h"
#include "ffb-phone-pairing.h"
#include "ffb-phones.h"
#include "ffb-phones-group.h"
#include "ffb-test-neutral.h"
#include "ffb-test-phone.h"
#include "ffb-ui-test.h"

typedef struct
{
  FfbUiTestPage page;
  FfbPhones *phones;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_night_page_new ();

  f->phones = ffb_phones_new (document);
  /* This machine only: a test serves nothing to the network it runs on. */
  ffb_phones_set_bind_address (f->phones, "127.0.0.1");
  ffb_night_page_set_document (FFB_NIGHT_PAGE (page), document);
  ffb_night_page_set_phones (FFB_NIGHT_PAGE (page), f->phones);
  ffb_ui_test_page_show (&f->page, document, page);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ffb_ui_test_page_close (&f->page);
  g_clear_object (&f->phones);
}

static GtkSwitch *
phones_switch (Fixture *f)
{
  GtkWidget *group = ffb_night_test_find_type (f->page.page, FFB_TYPE_PHONES_GROUP);

  return GTK_SWITCH (gtk_widget_get_template_child (group, FFB_TYPE_PHONES_GROUP,
                                                    "phones_switch"));
}

static const char *
group_label (Fixture *f, const char *name)
{
  GtkWidget *group = ffb_night_test_find_type (f->page.page, FFB_TYPE_PHONES_GROUP);

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (
    group, FFB_TYPE_PHONES_GROUP, name)));
}

/* A GET of `path` on loopback at `port`, as a phone's browser asks for the page. */
typedef struct
{
  gboolean done;
  guint status;
  GError *error;
} Get;

static void
got_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Get *get = data;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                              &get->error);
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);

  get->status = body != NULL ? soup_message_get_status (msg) : 0;
  get->done = TRUE;
}

static gboolean
get_done (gpointer data)
{
  return ((Get *) data)->done;
}

/* The status of the answer, or 0 with the error of a connection refused in `error`. */
static guint
loopback_get (guint port, const char *path, GError **error)
{
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *uri = g_strdup_printf ("http://127.0.0.1:%u%s", port, path);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  Get get = { FALSE, 0, NULL };

  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, got_cb, &get);
  g_assert_true (ffb_ui_test_wait_until (get_done, &get, "the server's answer to a GET"));
  if (get.error != NULL)
    g_propagate_error (error, get.error);
  return get.status;
}

/* Issue 33 item 1: on, the battle is served (its page answers on loopback, the address shows);
 * off, nothing listens there any more. */
static void
test_switch_starts_and_stops (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  guint port;

  g_assert_false (gtk_switch_get_active (phones_switch (f)));
  g_assert_false (ffb_phones_get_active (f->phones));
  gtk_switch_set_active (phones_switch (f), TRUE);
  g_assert_true (ffb_phones_get_active (f->phones));
  port = ffb_phones_get_port (f->phones);
  g_assert_cmpuint (port, >, 0);
  address = g_strdup_printf ("http://127.0.0.1:%u/", port);
  g_assert_cmpstr (group_label (f, "address_label"), ==, address);
  g_assert_cmpuint (loopback_get (port, "/", &error), ==, SOUP_STATUS_OK);
  g_assert_no_error (error);

  gtk_switch_set_active (phones_switch (f), FALSE);
  g_assert_false (ffb_phones_get_active (f->phones));
  g_assert_cmpuint (ffb_phones_get_port (f->phones), ==, 0);
  g_assert_cmpuint (loopback_get (port, "/", &error), ==, 0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
}

/* Issue 33 item 1: another battle shown stops the phones (their devices were paired for this
 * one), and the switch says why; an edit keeps them on. */
static void
test_other_battle_stops (Fixture *f, gconstpointer data)
{
  FfbCampaign *campaign = ffb_document_get_campaign (f->page.document);
  const char *other = NULL;

  for (guint i = 0; i < campaign->battles->len && other == NULL; i++)
    {
      FfbBattle *b = g_ptr_array_index (campaign->battles, i);

      if (g_strcmp0 (b->id, ffb_document_get_battle_id (f->page.document)) != 0)
        other = b->id;
    }
  g_assert_nonnull (other);
  gtk_switch_set_active (phones_switch (f), TRUE);
  ffb_night_test_roll (f->page.document);
  g_assert_true (ffb_phones_get_active (f->phones));
  ffb_document_set_battle_id (f->page.document, other);
  ffb_ui_test_flush ();
  g_assert_false (ffb_phones_get_active (f->phones));
  g_assert_false (gtk_switch_get_active (phones_switch (f)));
  g_assert_cmpstr (ffb_phones_get_message (f->phones), ==,
                   "The phones were turned off: another battle is shown.");
}

/* Issue 33 item 2: the referee's page lists a paired device with its side and when it was
 * seen; Unpair removes it from the server and from the list. */
static void
test_device_list_and_unpair (Fixture *f, gconstpointer data)
{
  g_autofree char *id = NULL;
  char *link;
  GtkWidget *row, *button;

  gtk_switch_set_active (phones_switch (f), TRUE);
  g_assert_nonnull (ffb_ui_test_find_row (f->page.page, "No phone is paired yet"));
  g_assert_true (gtk_widget_get_visible (ffb_ui_test_find_row (f->page.page,
                                                               "No phone is paired yet")));
  link = ffb_phones_pair (f->phones, FFB_SIDE_CONFEDERATE, &id);
  g_assert_nonnull (link);
  ffb_serve_secret_free (link);
  ffb_ui_test_flush ();
  row = ffb_ui_test_find_row (f->page.page, "Confederate phone");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Not seen yet: its player has not opened the link");
  g_assert_false (gtk_widget_get_visible (ffb_ui_test_find_row (f->page.page,
                                                                "No phone is paired yet")));
  button = ffb_night_test_button (row, "Unpair");
  g_signal_emit_by_name (button, "clicked");
  ffb_ui_test_flush ();
  g_assert_cmpuint (ffb_phones_get_devices (f->phones)->len, ==, 0);
  g_assert_null (ffb_ui_test_find_row (f->page.page, "Confederate phone"));
  g_assert_false (ffb_phones_unpair (f->phones, id));
}

/* Issue 33 item 2: what the device list says of when a device was seen. */
static void
test_seen_text (void)
{
  g_autoptr(GDateTime) first = g_date_time_new_local (2026, 12, 2, 20, 15, 3);
  g_autoptr(GDateTime) last = g_date_time_new_local (2026, 12, 2, 20, 41, 59);
  g_autofree char *never = ffb_phones_group_seen_text (0, 0);
  g_autofree char *seen = ffb_phones_group_seen_text (g_date_time_to_unix (first) * G_USEC_PER_SEC,
                                                      g_date_time_to_unix (last) * G_USEC_PER_SEC);

  g_assert_cmpstr (never, ==, "Not seen yet: its player has not opened the link");
  g_assert_cmpstr (seen, ==, "First seen 20:15, last seen 20:41");
}

static FfbSideView *
hand_over (Fixture *f, FfbSide side)
{
  FfbCampaign *campaign = ffb_document_get_campaign (f->page.document);
  g_autoptr(GError) error = NULL;
  FfbSideView *view;

  if (!ffb_campaign_has_passphrase (campaign, FFB_READER_REFEREE))
    g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                               "referee words", NULL));
  if (!ffb_campaign_has_passphrase (campaign, ffb_reader_for_side (side)))
    g_assert_true (ffb_passphrase_job_set (f->page.document, ffb_reader_for_side (side),
                                           "player words", &error));
  g_assert_no_error (error);
  view = ffb_side_view_hand_over (f->page.window, f->page.document, side);
  ffb_side_view_set_phones (view, f->phones);
  ffb_ui_test_flush ();
  g_assert_true (ffb_ui_test_unlock (view, "player words", ""));
  g_assert_true (ffb_side_view_get_open (view));
  return view;
}

/* What zbarimg reads off `texture`, one code's text without its type. */
static char *
decode_qr (GdkTexture *texture)
{
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *dir = g_dir_make_tmp ("ffb-qr-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "code.png", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { NULL, "--raw", "-q", NULL, NULL };
  int status = 0;

  /* tools/install-deps installs it (zbar-tools): its absence is a machine set up wrong. */
  g_assert_nonnull (zbarimg);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  argv[0] = zbarimg;
  argv[3] = png;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_unlink (png);
  g_rmdir (dir);
  g_strchomp (out);
  return g_steal_pointer (&out);
}

/* Issue 33 item 2: after his hand-over a player pairs his phone: the QR code decodes to the
 * link shown beside it, which names the server and a device of his side. */
static void
test_pairing_qr_decodes (Fixture *f, gconstpointer data)
{
  FfbSideView *view;
  GtkWidget *pairing;
  GObject *link_label;
  g_autofree char *decoded = NULL, *prefix = NULL;
  const GPtrArray *devices;

  gtk_switch_set_active (phones_switch (f), TRUE);
  view = hand_over (f, FFB_SIDE_UNION);
  pairing = ffb_night_test_find_type (GTK_WIDGET (view), FFB_TYPE_PHONE_PAIRING);
  g_assert_null (ffb_phone_pairing_get_texture (FFB_PHONE_PAIRING (pairing)));
  g_signal_emit_by_name (ffb_night_test_button (pairing, "Show the Code"), "clicked");
  g_assert_nonnull (ffb_phone_pairing_get_texture (FFB_PHONE_PAIRING (pairing)));
  link_label = gtk_widget_get_template_child (pairing, FFB_TYPE_PHONE_PAIRING, "link_label");
  prefix = g_strdup_printf ("http://127.0.0.1:%u/#k=", ffb_phones_get_port (f->phones));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (link_label)), prefix));
  decoded = decode_qr (ffb_phone_pairing_get_texture (FFB_PHONE_PAIRING (pairing)));
  g_assert_cmpstr (decoded, ==, gtk_label_get_text (GTK_LABEL (link_label)));
  devices = ffb_phones_get_devices (f->phones);
  g_assert_cmpuint (devices->len, ==, 1);
  g_assert_cmpint (((FfbServeDevice *) g_ptr_array_index (devices, 0))->side, ==,
                   FFB_SIDE_UNION);
  ffb_side_view_restore (f->page.window);
  ffb_ui_test_flush ();
}

static gboolean
is_pairing (GtkWidget *widget, gconstpointer data)
{
  return FFB_IS_PHONE_PAIRING (widget);
}

/* Without the phones on, the private view offers no pairing. */
static void
test_no_pairing_when_off (Fixture *f, gconstpointer data)
{
  FfbSideView *view = hand_over (f, FFB_SIDE_CONFEDERATE);

  g_assert_null (ffb_ui_test_find (GTK_WIDGET (view), is_pairing, NULL));
  ffb_side_view_restore (f->page.window);
  ffb_ui_test_flush ();
}

/* Issue 33 item 4, hostile: with both phones paired the table's page (the laptop meanwhile)
 * shows nothing of either side's secrets and nothing of a device's link or key. */
static void
test_table_shows_no_secret (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) union_secrets = NULL, confederate_secrets = NULL, texts = NULL;
  char *links[FFB_N_SIDES];

  ffb_night_test_give (f->page.document, FFB_SIDE_UNION, FFB_FLANK_LEFT, "union.c2.d1");
  ffb_night_test_give (f->page.document, FFB_SIDE_CONFEDERATE, FFB_FLANK_LEFT,
                       "confederate.c2.d3");
  ffb_night_test_roll (f->page.document);
  gtk_switch_set_active (phones_switch (f), TRUE);
  for (int side = 0; side < FFB_N_SIDES; side++)
    links[side] = ffb_phones_pair (f->phones, side, NULL);
  ffb_ui_test_flush ();
  g_assert_nonnull (ffb_ui_test_find_row (f->page.page, "Union phone"));
  g_assert_nonnull (ffb_ui_test_find_row (f->page.page, "Confederate phone"));
  union_secrets = ffb_night_test_secrets_of (f->page.document, FFB_SIDE_UNION);
  confederate_secrets = ffb_night_test_secrets_of (f->page.document, FFB_SIDE_CONFEDERATE);
  g_assert_cmpuint (union_secrets->len, >, 0);
  ffb_night_test_assert_none_shown (f->page.page, union_secrets);
  ffb_night_test_assert_none_shown (f->page.page, confederate_secrets);
  texts = ffb_night_test_texts (f->page.page);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const char *key = strstr (links[side], "#k=") + 3;

      g_assert_null (ffb_night_test_find_text (texts, key));
      g_assert_null (ffb_night_test_find_text (texts, "#k="));
      ffb_serve_secret_free (links[side]);
    }
}

static gboolean
draw_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  return ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED, error);
}

/* `with` sent as `device`'s action to the app's server at `port`: TRUE when taken, else FALSE
 * with the sentence the phone is shown in `refused`. */
static gboolean
phone_acts (guint port, FfbTestPhone *device, const char *with, char **refused)
{
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *base = g_strdup_printf ("http://127.0.0.1:%u", port);
  /* The "with" object rides after "what" (ffb_test_phone_seal writes "what":"WHAT"); "x"
   * closes the quote it leaves open. */
  g_autofree char *what = g_strdup_printf ("act\",\"with\":%s,\"x\":\"", with);
  g_autofree char *body = ffb_test_phone_seal (device, device->key, what);
  g_autofree char *reply = NULL;
  g_autoptr(JsonObject) opened = NULL;
  JsonObject *answer;

  g_assert_cmpuint (ffb_test_phone_fetch (session, base, "POST", "/api/request", body,
                                          strlen (body), NULL, &reply, NULL), ==, 200);
  opened = ffb_test_phone_open (reply, device->key);
  g_assert_nonnull (opened);
  answer = json_object_get_object_member (opened, "answer");
  *refused = json_object_get_boolean_member (answer, "done")
             ? NULL : g_strdup (json_object_get_string_member (answer, "refused"));
  return *refused == NULL;
}

/* Issue 33 item 3, in the app: the phone of a player does what his private view on the laptop
 * does, through the same engine step made an edit of the document: a refused choice (cards
 * are not on) is the engine's sentence on his phone and leaves the document as saved; his
 * dice phrase is taken, and the campaign has an unsaved change the referee can undo. */
static void
test_phone_choice_is_an_edit (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-phones-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "night.ffbridge", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *refused = NULL;
  FfbTestPhone phone;
  FfbBattle *battle;
  char *link;

  g_assert_true (ffb_night_ensure_oobs (f->page.document, &error));
  g_assert_true (ffb_night_run (f->page.document, NULL, draw_step, NULL, &error));
  g_assert_true (ffb_document_save (f->page.document, file, &error));
  g_assert_no_error (error);
  gtk_switch_set_active (phones_switch (f), TRUE);
  link = ffb_phones_pair (f->phones, FFB_SIDE_UNION, NULL);
  ffb_test_phone_from_link (link, &phone);
  ffb_serve_secret_free (link);

  g_assert_false (phone_acts (ffb_phones_get_port (f->phones), &phone,
                              "{\"action\":\"c1-pass\"}", &refused));
  g_assert_nonnull (strstr (refused, "C1"));
  g_assert_false (ffb_document_get_modified (f->page.document));

  g_assert_true (phone_acts (ffb_phones_get_port (f->phones), &phone,
                             "{\"action\":\"phrase\",\"phrase\":\"Rally round the flag\"}",
                             &refused));
  battle = ffb_document_get_battle (f->page.document);
  g_assert_cmpstr (ffb_dice_phrase (ffb_battle_get_neutral (battle)->dice, FFB_SIDE_UNION), ==,
                   "Rally round the flag");
  g_assert_true (ffb_document_get_modified (f->page.document));
  g_assert_true (ffb_document_get_can_undo (f->page.document));
  ffb_phones_stop (f->phones);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/phones/switch-starts-and-stops", test_switch_starts_and_stops);
  ADD ("/ui/phones/other-battle-stops", test_other_battle_stops);
  ADD ("/ui/phones/device-list-and-unpair", test_device_list_and_unpair);
  g_test_add_func ("/ui/phones/seen-text", test_seen_text);
  ADD ("/ui/phones/pairing-qr-decodes", test_pairing_qr_decodes);
  ADD ("/ui/phones/no-pairing-when-off", test_no_pairing_when_off);
  ADD ("/ui/phones/table-shows-no-secret", test_table_shows_no_secret);
  ADD ("/ui/phones/phone-choice-is-an-edit", test_phone_choice_is_an_edit);
  return g_test_run ();
}
