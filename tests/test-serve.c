/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-serve.c: the players' own devices' server (issue 33, DESIGN.md "The players' own
 * devices"), on loopback only: it listens only while started, serves its page and the sealed
 * views, refuses what is not a paired device's sealed request, and each side's device reads
 * nothing of the other side ("Secrets at rest"). The test is the page's part too: it seals its
 * requests and opens its views with libsodium itself, as the page does with tweetnacl. */
#include <signal.h>
#include <string.h>
#include <glib/gstdio.h>
#include <sodium.h>
#include <libsoup/soup.h>
#include <json-glib/json-glib.h>

#include "ffb-action-play.h"
#include "ffb-blocks-campaign.h"
#include "ffb-campaign-dice.h"
#include "ffb-cards.h"
#include "ffb-flank.h"
#include "ffb-serve-channel.h"
#include "ffb-serve-json.h"
#include "ffb-serve-limits.h"
#include "ffb-server.h"
#include "ffb-test-neutral.h"
#include "ffb-test-phone.h"
#include "ffb-test-secrets.h"
#include "ffb-xml-deck.h"

typedef struct
{
  FfbCampaign *campaign;
  FfbServer *server;
  SoupSession *session;
  char *base;
  FfbTestPhone devices[FFB_N_SIDES];
} Fixture;

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  fixture->campaign = ffb_test_picking_campaign ();
  fixture->server = ffb_server_new (fixture->campaign, "test");
  g_assert_true (ffb_server_start (fixture->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ffb_server_get_port (fixture->server), >, 0);
  fixture->base = g_strdup_printf ("http://127.0.0.1:%u", ffb_server_get_port (fixture->server));
  /* Room for a device's every stream at once (libsoup's default is 2 a host). */
  fixture->session = soup_session_new_with_options ("max-conns-per-host", 16, "max-conns", 32,
                                                    NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autofree char *id = NULL;
      char *link = ffb_server_pair (fixture->server, side, &id);

      g_assert_true (g_str_has_prefix (link, fixture->base));
      ffb_test_phone_from_link (link, &fixture->devices[side]);
      g_assert_cmpstr (id, ==, fixture->devices[side].id);
      ffb_serve_secret_free (link);
    }
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_clear_object (&fixture->session);
  g_clear_object (&fixture->server);
  g_clear_pointer (&fixture->campaign, ffb_campaign_unref);
  g_free (fixture->base);
  sodium_memzero (fixture->devices, sizeof fixture->devices);
}

/* HTTP as the page does it, to this fixture's server (ffb_test_phone_fetch). */
static guint
fetch (Fixture *fixture, const char *method, const char *path, const char *body, gsize length,
       const char *header, char **reply, SoupMessage **kept)
{
  return ffb_test_phone_fetch (fixture->session, fixture->base, method, path, body, length,
                               header, reply, kept);
}

static SoupMessage *
open_events (Fixture *fixture, FfbTestPhone *device, FfbTestEvents *events, guint *status)
{
  return ffb_test_events_open (fixture->session, fixture->base, device, events, status);
}

/* The tests */

/* Issue 33 item 1: off until started, on the given address and a free port; its page, under a
 * strict Content-Security-Policy; stopped, the port is free again. */
static void
test_listens_only_while_started (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_picking_campaign ();
  g_autoptr(FfbServer) server = ffb_server_new (campaign, "test");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GSocketAddress) where = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autofree char *page = NULL;
  Fixture fixture = { 0 };
  guint port;

  g_assert_false (ffb_server_is_started (server));
  g_assert_cmpuint (ffb_server_get_port (server), ==, 0);
  g_assert_true (ffb_server_start (server, NULL, 0, &error));
  g_assert_no_error (error);
  port = ffb_server_get_port (server);
  g_assert_cmpuint (port, >, 0);
  fixture.base = g_strdup_printf ("http://127.0.0.1:%u", port);
  fixture.session = soup_session_new ();
  g_assert_cmpuint (fetch (&fixture, "GET", "/", NULL, 0, NULL, &page, &msg), ==, 200);
  g_assert_nonnull (strstr (page, "<script src=\"/page.js\""));
  g_assert_cmpstr (soup_message_headers_get_one (soup_message_get_response_headers (msg),
                                                 "Content-Security-Policy"), !=, NULL);
  g_assert_true (g_str_has_prefix (soup_message_headers_get_one (
                                     soup_message_get_response_headers (msg),
                                     "Content-Security-Policy"), "default-src 'self'"));
  g_clear_pointer (&page, g_free);
  /* The crypto is the installed tweetnacl's, built in. */
  g_assert_cmpuint (fetch (&fixture, "GET", "/nacl-fast.min.js", NULL, 0, NULL, &page, NULL),
                    ==, 200);
  g_assert_nonnull (strstr (page, "secretbox"));

  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                         NULL);
  where = g_inet_socket_address_new_from_string ("127.0.0.1", port);
  g_assert_false (g_socket_bind (socket, where, TRUE, NULL) && g_socket_listen (socket, NULL));
  g_clear_object (&socket);
  ffb_server_stop (server);
  g_assert_false (ffb_server_is_started (server));
  g_assert_cmpuint (fetch (&fixture, "GET", "/", NULL, 0, NULL, NULL, NULL), ==,
                    SOUP_STATUS_NONE);
  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                         NULL);
  g_assert_true (g_socket_bind (socket, where, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (g_socket_listen (socket, &error));
  g_assert_no_error (error);
  g_clear_object (&fixture.session);
  g_free (fixture.base);
}

/* Issue 33 item 2: a fresh key per device, in the link's fragment; the server knows the device
 * by an id from the key, holds its side and when it was seen; unpaired, it is gone. */
static void
test_pairing (Fixture *fixture, gconstpointer data)
{
  const GPtrArray *devices = ffb_server_get_devices (fixture->server);
  g_autofree char *body = NULL, *reply = NULL;
  const FfbServeDevice *first;

  g_assert_cmpuint (devices->len, ==, FFB_N_SIDES);
  g_assert_cmpmem (fixture->devices[0].key, crypto_secretbox_KEYBYTES,
                   ((FfbServeDevice *) g_ptr_array_index (devices, 0))->key,
                   crypto_secretbox_KEYBYTES);
  g_assert_false (sodium_memcmp (fixture->devices[0].key, fixture->devices[1].key,
                                 crypto_secretbox_KEYBYTES) == 0);
  first = g_ptr_array_index (devices, 0);
  g_assert_cmpstr (first->id, ==, fixture->devices[FFB_SIDE_UNION].id);
  g_assert_cmpint (first->side, ==, FFB_SIDE_UNION);
  g_assert_cmpint (first->first_seen, ==, 0);
  body = ffb_test_phone_seal (&fixture->devices[FFB_SIDE_UNION], fixture->devices[FFB_SIDE_UNION].key,
                       "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, &reply,
                           NULL), ==, 200);
  g_assert_cmpint (first->first_seen, >, 0);
  g_assert_cmpint (first->last_seen, >=, first->first_seen);
  g_assert_true (ffb_server_unpair (fixture->server, fixture->devices[FFB_SIDE_UNION].id));
  g_assert_false (ffb_server_unpair (fixture->server, fixture->devices[FFB_SIDE_UNION].id));
  g_assert_cmpuint (devices->len, ==, 1);
  g_clear_pointer (&body, g_free);
  body = ffb_test_phone_seal (&fixture->devices[FFB_SIDE_UNION], fixture->devices[FFB_SIDE_UNION].key,
                       "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
}

/* Issue 33 item 3, "Secrets at rest": each side's device opens his own view with his key; it
 * holds his own secrets (so that the scan could find them) and nothing of the other side's;
 * the other side's key opens nothing of it, and the bytes on the wire hold neither's. */
static void
test_each_side_sees_only_his (Fixture *fixture, gconstpointer data)
{
  FfbBattle *battle = ffb_test_battle (fixture->campaign);

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      FfbSide other = side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
      FfbTestPhone *device = &fixture->devices[side];
      g_autofree char *body = ffb_test_phone_seal (device, device->key, "view");
      g_autofree char *reply = NULL, *text = NULL;
      g_autoptr(GPtrArray) theirs = ffb_test_secrets_of (fixture->campaign, battle, other, side);
      g_autoptr(GPtrArray) mine = ffb_test_secrets_of (fixture->campaign, battle, side, other);
      g_autoptr(JsonObject) opened = NULL;
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      JsonObject *view;

      g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL,
                               &reply, NULL), ==, 200);
      ffb_test_assert_holds_none ("the bytes a device received", reply, theirs);
      ffb_test_assert_holds_none ("the bytes a device received", reply, mine);
      g_assert_null (ffb_test_phone_open (reply, fixture->devices[other].key));
      opened = ffb_test_phone_open (reply, device->key);
      g_assert_nonnull (opened);
      g_assert_cmpint (json_object_get_int_member (opened, "n"), ==, 1);
      view = json_object_get_object_member (opened, "view");
      g_assert_cmpstr (json_object_get_string_member (view, "side"), ==,
                       ffb_side_to_string (side));
      json_node_set_object (node, view);
      json_generator_set_root (generator, node);
      text = json_generator_to_data (generator, NULL);
      ffb_test_assert_holds_none ("a device's view", text, theirs);
      /* His own hand is there, as his private view shows it. */
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (view, "hand")), >,
                        0);
      g_assert_nonnull (strstr (text, json_array_get_string_element (
                                  json_object_get_array_member (view, "hand"), 0)));
      g_assert_nonnull (strstr (json_object_get_string_member (view, "text"),
                                battle->oob[side]->army->children->len > 0
                                ? ((FfbUnit *) g_ptr_array_index (
                                     battle->oob[side]->army->children, 0))->name : "?"));
    }
}

/* Issue 33 item 1 and 3: what is not a paired device's sealed request is refused, each with
 * its status: no key, the other side's key, a request played again, a tampered one (403); one
 * too large or not of the form (400); a path of nothing (404). */
static void
test_refusals (Fixture *fixture, gconstpointer data)
{
  FfbTestPhone *union_device = &fixture->devices[FFB_SIDE_UNION];
  FfbTestPhone stranger = { { 0 }, "", 0 };
  g_autofree char *body = NULL, *big = NULL, *tampered = NULL, *huge = NULL, *padding = NULL;
  char *box;

  randombytes_buf (stranger.key, sizeof stranger.key);
  ffb_serve_device_id (stranger.key, stranger.id);
  body = ffb_test_phone_seal (&stranger, stranger.key, "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
  g_clear_pointer (&body, g_free);
  body = ffb_test_phone_seal (union_device, fixture->devices[FFB_SIDE_CONFEDERATE].key, "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
  g_clear_pointer (&body, g_free);
  body = ffb_test_phone_seal (union_device, union_device->key, "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 200);
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
  g_clear_pointer (&body, g_free);
  body = ffb_test_phone_seal (union_device, union_device->key, "view");
  tampered = g_strdup (body);
  box = strstr (tampered, "\"box\":\"") + strlen ("\"box\":\"") + 10;
  *box = *box == 'A' ? 'B' : 'A';
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", tampered, strlen (tampered), NULL,
                           NULL, NULL), ==, 403);
  /* The tampered one spent no number: the true one still goes. */
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 200);
  big = g_strnfill (FFB_SERVE_MAX_BODY + 1, ' ');
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", big, strlen (big), NULL, NULL,
                           NULL), ==, 400);
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", "{\"device\":", 10, NULL, NULL,
                           NULL), ==, 400);
  padding = g_strnfill (FFB_SERVE_MAX_HEADERS, 'x');
  huge = g_strconcat ("X-Padding: ", padding, NULL);
  g_assert_cmpuint (fetch (fixture, "GET", "/", NULL, 0, huge, NULL, NULL), ==, 400);
  g_assert_cmpuint (fetch (fixture, "GET", "/etc/passwd", NULL, 0, NULL, NULL, NULL), ==, 404);
  g_assert_cmpuint (fetch (fixture, "GET", "/api/request", NULL, 0, NULL, NULL, NULL), ==, 404);
  g_assert_cmpuint (fetch (fixture, "GET", "/api/events", NULL, 0, NULL, NULL, NULL), ==, 400);
  /* After all that, the server still answers its devices. */
  g_clear_pointer (&body, g_free);
  body = ffb_test_phone_seal (union_device, union_device->key, "view");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 200);
}

/* Issue 33 item 1: a client over its rate is refused (429) until its allowance grows back. */
static void
test_rate_bound (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_picking_campaign ();
  g_autoptr(FfbServer) server = ffb_server_new (campaign, "test");
  Fixture fixture = { 0 };

  ffb_server_set_rate (server, 3, 0);
  g_assert_true (ffb_server_start (server, "127.0.0.1", 0, NULL));
  fixture.base = g_strdup_printf ("http://127.0.0.1:%u", ffb_server_get_port (server));
  fixture.session = soup_session_new ();
  for (int i = 0; i < 3; i++)
    g_assert_cmpuint (fetch (&fixture, "GET", "/", NULL, 0, NULL, NULL, NULL), ==, 200);
  g_assert_cmpuint (fetch (&fixture, "GET", "/", NULL, 0, NULL, NULL, NULL), ==, 429);
  g_clear_object (&fixture.session);
  g_free (fixture.base);
}

/* The bucket itself: a burst, then the rate; a flood of addresses does not grow it forever. */
static void
test_rate_bucket (void)
{
  g_autoptr(FfbServeRate) rate = ffb_serve_rate_new (2, 10);

  g_assert_true (ffb_serve_rate_allow (rate, "a", 0));
  g_assert_true (ffb_serve_rate_allow (rate, "a", 0));
  g_assert_false (ffb_serve_rate_allow (rate, "a", 0));
  g_assert_true (ffb_serve_rate_allow (rate, "b", 0));
  g_assert_false (ffb_serve_rate_allow (rate, "a", G_USEC_PER_SEC / 20));
  g_assert_true (ffb_serve_rate_allow (rate, "a", G_USEC_PER_SEC / 10));
  for (guint i = 0; i < 5000; i++)
    {
      g_autofree char *client = g_strdup_printf ("10.0.%u.%u", i / 256, i % 256);

      g_assert_true (ffb_serve_rate_allow (rate, client, G_USEC_PER_SEC));
    }
}

/* Issue 33 item 3: each device's stream starts with its view and gets the new one, sealed and
 * numbered, when the campaign changes; an unpaired device's stream ends; the other side's
 * stream carries nothing of this side. */
static void
test_event_stream (Fixture *fixture, gconstpointer data)
{
  FfbTestPhone *union_device = &fixture->devices[FFB_SIDE_UNION];
  FfbBattle *battle = ffb_test_battle (fixture->campaign);
  g_autoptr(GPtrArray) theirs = ffb_test_secrets_of (fixture->campaign, battle,
                                                     FFB_SIDE_CONFEDERATE, FFB_SIDE_UNION);
  FfbTestEvents events = { 0 };
  g_autoptr(SoupMessage) msg = NULL;
  g_autofree char *first = NULL, *second = NULL, *after = NULL;
  g_autoptr(JsonObject) opened = NULL, again = NULL;
  guint status = 0;
  gint64 changed_at;

  msg = open_events (fixture, union_device, &events, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_content_type (
                     soup_message_get_response_headers (msg), NULL), ==, "text/event-stream");
  first = ffb_test_events_next (&events);
  g_assert_nonnull (first);
  ffb_test_assert_holds_none ("an event's bytes", first, theirs);
  opened = ffb_test_phone_open (first, union_device->key);
  g_assert_nonnull (opened);
  g_assert_cmpuint (ffb_server_count_streams (fixture->server), ==, 1);
  ffb_test_play_to (fixture->campaign, 10);
  changed_at = g_get_monotonic_time ();
  ffb_server_campaign_changed (fixture->server);
  second = ffb_test_events_next (&events);
  g_assert_nonnull (second);
  /* Issue 33 asks for 0.5 s; on loopback it is far less, and said, not asserted: a machine
   * under load may be slower without the server being wrong. */
  g_test_message ("from the change to the new view on the device: %.1f ms",
                  (g_get_monotonic_time () - changed_at) / 1000.0);
  again = ffb_test_phone_open (second, union_device->key);
  g_assert_cmpint (json_object_get_int_member (again, "n"), >,
                   json_object_get_int_member (opened, "n"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (again, "view"),
                                               "turn"), ==, 10);
  g_assert_true (ffb_server_unpair (fixture->server, union_device->id));
  after = ffb_test_events_next (&events);
  g_assert_null (after);
  g_assert_cmpuint (ffb_server_count_streams (fixture->server), ==, 0);
  ffb_test_events_clear (&events);
}

/* A device holds at most FFB_SERVE_MAX_STREAMS streams at once: one more is refused (429),
 * so that one key cannot tie up the server's connections. */
static void
test_streams_bounded (Fixture *fixture, gconstpointer data)
{
  FfbTestPhone *device = &fixture->devices[FFB_SIDE_UNION];
  FfbTestEvents events[FFB_SERVE_MAX_STREAMS + 1] = { { 0 } };
  SoupMessage *msgs[FFB_SERVE_MAX_STREAMS + 1];
  guint status = 0;

  for (guint i = 0; i < FFB_SERVE_MAX_STREAMS; i++)
    {
      g_autofree char *first = NULL;

      msgs[i] = open_events (fixture, device, &events[i], &status);
      g_assert_cmpuint (status, ==, 200);
      first = ffb_test_events_next (&events[i]);
      g_assert_nonnull (first);
    }
  msgs[FFB_SERVE_MAX_STREAMS] = open_events (fixture, device,
                                             &events[FFB_SERVE_MAX_STREAMS], &status);
  g_assert_cmpuint (status, ==, 429);
  g_assert_cmpuint (ffb_server_count_streams (fixture->server), ==, FFB_SERVE_MAX_STREAMS);
  ffb_server_stop (fixture->server);
  for (guint i = 0; i <= FFB_SERVE_MAX_STREAMS; i++)
    {
      ffb_test_events_clear (&events[i]);
      g_object_unref (msgs[i]);
    }
}

/* A replayed stream request is refused as a replayed view request is. */
static void
test_event_stream_replay (Fixture *fixture, gconstpointer data)
{
  FfbTestPhone *device = &fixture->devices[FFB_SIDE_CONFEDERATE];
  FfbTestEvents events = { 0 }, replayed = { 0 };
  g_autoptr(SoupMessage) msg = NULL, again = NULL;
  g_autofree char *first = NULL;
  guint status = 0;

  msg = open_events (fixture, device, &events, &status);
  g_assert_cmpuint (status, ==, 200);
  first = ffb_test_events_next (&events);
  g_assert_nonnull (first);
  again = soup_message_new_from_uri ("GET", soup_message_get_uri (msg));
  g_assert_cmpuint (ffb_test_events_send (fixture->session, again, &replayed), ==, 403);
  ffb_test_events_clear (&replayed);
  /* The server stops with the stream open, and cleanly. */
  ffb_server_stop (fixture->server);
  g_assert_null (ffb_test_events_next (&events));
  ffb_test_events_clear (&events);
}

/* ffbridge-cli serve, as a script runs it */

typedef struct
{
  GMainLoop *loop;
  char *line;
} Line;

static void
on_line (GObject *source, GAsyncResult *result, gpointer data)
{
  Line *line = data;

  line->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                          NULL, NULL);
  g_main_loop_quit (line->loop);
}

/* The program's next line of output, or NULL at its end. */
static char *
read_line (GDataInputStream *out)
{
  Line line = { g_main_loop_new (NULL, FALSE), NULL };

  g_data_input_stream_read_line_async (out, G_PRIORITY_DEFAULT, NULL, on_line, &line);
  g_main_loop_run (line.loop);
  g_main_loop_unref (line.loop);
  return line.line;
}

static void
on_exited (GObject *source, GAsyncResult *result, gpointer data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  g_main_loop_quit (data);
}

static void
assert_private_link (const char *path, FfbTestPhone *device)
{
  g_autofree char *link = NULL;
  GStatBuf info;

  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);
  g_assert_true (g_file_get_contents (path, &link, NULL, NULL));
  g_strchomp (link);
  ffb_test_phone_from_link (link, device);
  sodium_memzero (link, strlen (link));
}

/* Issue 33 item 4: `ffbridge-cli serve` prints its address and no key, writes each side's link
 * to its --pairing-file (mode 0600), serves the sealed views, sends a new one when the file
 * is saved again, and on SIGTERM stops, removes the links and frees the port. */
static void
test_cli_serve (void)
{
  const char *cli = g_getenv ("FFB_CLI");
  g_autofree char *dir = g_dir_make_tmp ("ffb-serve-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "night.ffbridge", NULL);
  g_autofree char *union_link = g_build_filename (dir, "union.link", NULL);
  g_autofree char *grey_link = g_build_filename (dir, "confederate.link", NULL);
  g_autofree char *union_spec = g_strconcat ("union:", union_link, NULL);
  g_autofree char *grey_spec = g_strconcat ("confederate:", grey_link, NULL);
  g_autofree char *demo = g_build_filename (g_getenv ("FFB_SOURCE_ROOT"), "data", "samples",
                                            "demo.ffbridge", NULL);
  g_autofree char *contents = NULL, *said = NULL, *first = NULL, *second = NULL;
  g_autoptr(GSubprocess) program = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) output = g_string_new (NULL);
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(JsonObject) reloaded = NULL;
  Fixture fixture = { 0 };
  FfbTestEvents events = { 0 };
  guint status = 0;
  const char *start;
  char *line;

  if (cli == NULL || g_getenv ("FFB_SOURCE_ROOT") == NULL)
    {
      g_test_skip ("FFB_CLI and FFB_SOURCE_ROOT are set by meson test");
      return;
    }
  g_assert_true (g_file_get_contents (demo, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (file, contents, -1, NULL));
  program = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, cli, "serve", file,
                              "--pairing-file", union_spec, "--pairing-file", grey_spec, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (program));
  while ((line = read_line (out)) != NULL && strstr (line, " is at http://") == NULL)
    {
      g_string_append_printf (output, "%s\n", line);
      g_free (line);
    }
  g_assert_nonnull (line);
  said = line;
  g_assert_nonnull (strstr (said, "http://127.0.0.1:"));
  start = strstr (said, "http://");
  fixture.base = g_strndup (start, strchr (start + strlen ("http://"), '/') - start);
  fixture.session = soup_session_new ();
  assert_private_link (union_link, &fixture.devices[FFB_SIDE_UNION]);
  assert_private_link (grey_link, &fixture.devices[FFB_SIDE_CONFEDERATE]);
  g_string_append (output, said);
  g_assert_null (strstr (output->str, "#k="));

  msg = open_events (&fixture, &fixture.devices[FFB_SIDE_UNION], &events, &status);
  g_assert_cmpuint (status, ==, 200);
  first = ffb_test_events_next (&events);
  g_assert_nonnull (first);
  g_assert_null (ffb_test_phone_open (first, fixture.devices[FFB_SIDE_CONFEDERATE].key));
  {
    g_autoptr(JsonObject) view = ffb_test_phone_open (first, fixture.devices[FFB_SIDE_UNION].key);

    g_assert_nonnull (view);
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (view,
                                                                                   "view"),
                                                    "side"), ==, "union");
  }
  /* A save replaces the file: the device hears of it. */
  g_assert_true (g_file_set_contents (file, contents, -1, NULL));
  second = ffb_test_events_next (&events);
  g_assert_nonnull (second);
  reloaded = ffb_test_phone_open (second, fixture.devices[FFB_SIDE_UNION].key);
  g_assert_nonnull (reloaded);

  g_subprocess_send_signal (program, SIGTERM);
  g_subprocess_wait_async (program, NULL, on_exited, loop);
  g_main_loop_run (loop);
  g_assert_true (g_subprocess_get_if_exited (program));
  g_assert_cmpint (g_subprocess_get_exit_status (program), ==, 0);
  g_assert_false (g_file_test (union_link, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (grey_link, G_FILE_TEST_EXISTS));
  g_assert_null (ffb_test_events_next (&events));
  g_assert_cmpuint (fetch (&fixture, "GET", "/", NULL, 0, NULL, NULL, NULL), ==,
                    SOUP_STATUS_NONE);
  ffb_test_events_clear (&events);
  g_clear_object (&fixture.session);
  g_free (fixture.base);
  g_unlink (file);
  g_rmdir (dir);
}

/* Acting from a device (issue 33 item 3): the sealed request "act", run through a host */

/* The host of these tests: the engine's edit on the campaign the server serves, counted. */
typedef struct
{
  FfbCampaign *campaign;
  guint applied;
} TestHost;

static gboolean
test_host_apply (gpointer data, const char *battle_id, FfbServeEdit edit, gpointer edit_data,
                 GError **error)
{
  TestHost *host = data;

  if (!edit (host->campaign, ffb_campaign_find_battle (host->campaign, battle_id), edit_data,
             error))
    return FALSE;
  host->applied++;
  return TRUE;
}

static const FfbServeHost test_host = { test_host_apply };

/* A request that acts, as the page seals it: {"device", "n", "what": "act", "with": WITH}. */
static char *
seal_act (FfbTestPhone *device, const guint8 *key, const char *with)
{
  g_autofree char *what = g_strdup_printf ("act\",\"with\":%s,\"x\":\"", with);

  /* ffb_test_phone_seal writes "what":"WHAT": the "with" object rides after it, and "x" closes the
   * quote it leaves open (a member the server ignores). */
  return ffb_test_phone_seal (device, key, what);
}

/* Sends `side`'s action `with`; TRUE when the engine took it, else FALSE with its sentence in
 * `refused`. Every answer is sealed for this device only, numbered for its request, and holds
 * nothing of the other side's secrets. */
static gboolean
act (Fixture *fixture, FfbSide side, const char *with, char **refused)
{
  FfbTestPhone *device = &fixture->devices[side];
  FfbSide other = side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
  g_autofree char *body = seal_act (device, device->key, with);
  g_autofree char *reply = NULL;
  g_autoptr(JsonObject) opened = NULL;
  g_autoptr(GPtrArray) theirs = ffb_test_secrets_of (fixture->campaign,
                                                     ffb_test_battle (fixture->campaign),
                                                     other, side);
  JsonObject *answer;
  gboolean done;

  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, &reply,
                           NULL), ==, 200);
  ffb_test_assert_holds_none ("the bytes of an answer", reply, theirs);
  g_assert_null (ffb_test_phone_open (reply, fixture->devices[other].key));
  opened = ffb_test_phone_open (reply, device->key);
  g_assert_nonnull (opened);
  g_assert_cmpint (json_object_get_int_member (opened, "to"), ==, device->number);
  answer = json_object_get_object_member (opened, "answer");
  done = json_object_get_boolean_member (answer, "done");
  if (refused != NULL)
    *refused = done ? NULL : g_strdup (json_object_get_string_member (answer, "refused"));
  return done;
}

/* `device`'s view now (a reference). */
static JsonObject *view_of (Fixture *fixture, FfbTestPhone *device);

/* The offers of `side`'s view now (a reference). */
static JsonObject *
offers_of (Fixture *fixture, FfbSide side)
{
  g_autoptr(JsonObject) view = view_of (fixture, &fixture->devices[side]);

  return json_object_ref (json_object_get_object_member (view, "offers"));
}

static const char *
first_card (JsonObject *offers, const char *system, const char *move)
{
  JsonArray *cards = json_object_get_array_member (json_object_get_object_member (offers,
                                                                                  system),
                                                   move);

  if (json_array_get_length (cards) == 0)
    return NULL;
  return json_object_get_string_member (json_array_get_object_element (cards, 0), "id");
}

static void
set_test_host (Fixture *fixture, TestHost *host)
{
  host->campaign = fixture->campaign;
  host->applied = 0;
  ffb_server_set_host (fixture->server, &test_host, host, NULL);
}

/* The sentence the engine itself gives for `side` picking `card` (C1E), on a copy. */
static char *
engine_pick_refusal (FfbBattle *battle, FfbSide side, const char *card)
{
  FfbBattle *trial = ffb_battle_copy (battle);
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_cards_choose (trial, FFB_CARD_STEP_PICK, side, card, &error));
  ffb_battle_free (trial);
  return g_strdup (error->message);
}

/* Issue 33 item 3, C1: a round from the devices. The Confederate picks (his offers list his
 * hand; the Union's, its pick in, none); the Union picking again, or the Confederate a Union
 * card, is refused with the engine's own sentence; the referee reveals; the First Player's
 * follow-up or Done, the Second's Done, then a pass in the next round, each the engine's
 * effect in the campaign. */
static void
test_act_c1_round (Fixture *fixture, gconstpointer data)
{
  FfbBattle *battle = ffb_test_battle (fixture->campaign);
  g_autoptr(FfbActivation) state = ffb_cards_state (battle, NULL);
  g_autoptr(JsonObject) grey = NULL, blue = NULL, first_offers = NULL, second_offers = NULL;
  g_autofree char *refused = NULL, *expected = NULL, *with = NULL, *union_card = NULL;
  TestHost host;
  const char *card;
  FfbSide first, second;
  guint played;

  set_test_host (fixture, &host);
  grey = offers_of (fixture, FFB_SIDE_CONFEDERATE);
  blue = offers_of (fixture, FFB_SIDE_UNION);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (grey, "c1"), "pick")), ==,
                    state->hand[FFB_SIDE_CONFEDERATE]->len);
  g_assert_null (first_card (blue, "c1", "pick"));
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (grey, "c1"),
                                                 "pass"));
  /* Out of turn: the Union's pick is in. */
  union_card = g_strdup (g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0));
  expected = engine_pick_refusal (battle, FFB_SIDE_UNION, union_card);
  with = g_strdup_printf ("{\"action\":\"c1-pick\",\"card\":\"%s\"}", union_card);
  g_assert_false (act (fixture, FFB_SIDE_UNION, with, &refused));
  g_assert_cmpstr (refused, ==, expected);
  g_clear_pointer (&refused, g_free);
  g_clear_pointer (&expected, g_free);
  /* The other side's card: his device acts for the Confederate only, and the engine says no. */
  expected = engine_pick_refusal (battle, FFB_SIDE_CONFEDERATE, union_card);
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"c1-pick\",\"card\":\"%s\"}", union_card);
  g_assert_false (act (fixture, FFB_SIDE_CONFEDERATE, with, &refused));
  g_assert_cmpstr (refused, ==, expected);
  g_assert_cmpuint (host.applied, ==, 0);
  /* His own pick goes. */
  card = first_card (grey, "c1", "pick");
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"c1-pick\",\"card\":\"%s\"}", card);
  g_assert_true (act (fixture, FFB_SIDE_CONFEDERATE, with, NULL));
  g_assert_cmpuint (host.applied, ==, 1);
  g_clear_pointer (&state, ffb_activation_free);
  state = ffb_cards_state (battle, NULL);
  g_assert_cmpstr (state->pick[FFB_SIDE_CONFEDERATE], ==, card);

  /* The laptop reveals; the First Player may follow up or be done, the Second may not yet. */
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, NULL));
  ffb_server_campaign_changed (fixture->server);
  g_clear_pointer (&state, ffb_activation_free);
  state = ffb_cards_state (battle, NULL);
  first = state->first;
  second = first == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
  first_offers = offers_of (fixture, first);
  second_offers = offers_of (fixture, second);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (first_offers,
                                                                                "c1"), "done"));
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (second_offers,
                                                                                 "c1"), "done"));
  g_clear_pointer (&refused, g_free);
  g_assert_false (act (fixture, second, "{\"action\":\"c1-done\"}", &refused));
  {
    FfbBattle *trial = ffb_battle_copy (battle);
    g_autoptr(GError) error = NULL;

    g_assert_false (ffb_cards_choose (trial, FFB_CARD_STEP_DONE, second, NULL, &error));
    g_assert_cmpstr (refused, ==, error->message);
    ffb_battle_free (trial);
  }
  /* The seed's deal gives the First Player a card that outranks: his follow-up. */
  card = first_card (first_offers, "c1", "play");
  g_assert_nonnull (card);
  played = state->played[first]->len;
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"c1-play\",\"card\":\"%s\"}", card);
  g_assert_true (act (fixture, first, with, NULL));
  g_clear_pointer (&state, ffb_activation_free);
  state = ffb_cards_state (battle, NULL);
  g_assert_cmpuint (state->played[first]->len, ==, played + 1);
  g_assert_true (act (fixture, first, "{\"action\":\"c1-done\"}", NULL));
  g_assert_true (act (fixture, second, "{\"action\":\"c1-done\"}", NULL));
  g_clear_pointer (&state, ffb_activation_free);
  state = ffb_cards_state (battle, NULL);
  /* The next round: the Union passes for the rest of the turn (C1F). */
  g_assert_cmpint (state->phase, ==, FFB_ACTIVATION_PICKING);
  g_assert_true (act (fixture, FFB_SIDE_UNION, "{\"action\":\"c1-pass\"}", NULL));
  g_clear_pointer (&state, ffb_activation_free);
  state = ffb_cards_state (battle, NULL);
  g_assert_true (state->passed[FFB_SIDE_UNION]);
  ffb_server_set_host (fixture->server, NULL, NULL, NULL);
}

/* Issue 33 item 3: an action replayed or tampered with is refused as any request is (403),
 * and the engine's edit is not run again; one with no host is refused in a sentence; one that
 * names no action, or lacks what it takes, in a sentence. */
static void
test_act_refusals (Fixture *fixture, gconstpointer data)
{
  FfbBattle *battle = ffb_test_battle (fixture->campaign);
  g_autoptr(FfbActivation) state = ffb_cards_state (battle, NULL);
  FfbTestPhone *grey = &fixture->devices[FFB_SIDE_CONFEDERATE];
  g_autofree char *with = g_strdup_printf ("{\"action\":\"c1-pick\",\"card\":\"%s\"}",
                                           (char *) g_ptr_array_index (
                                             state->hand[FFB_SIDE_CONFEDERATE], 0));
  g_autofree char *body = NULL, *tampered = NULL, *refused = NULL;
  TestHost host;
  char *box;

  g_assert_false (act (fixture, FFB_SIDE_CONFEDERATE, with, &refused));
  g_assert_nonnull (strstr (refused, "only shows the views"));
  {
    g_autoptr(FfbActivation) unchanged = ffb_cards_state (battle, NULL);
    g_assert_null (unchanged->pick[FFB_SIDE_CONFEDERATE]);
  }
  set_test_host (fixture, &host);
  body = seal_act (grey, grey->key, with);
  tampered = g_strdup (body);
  box = strstr (tampered, "\"box\":\"") + strlen ("\"box\":\"") + 12;
  *box = *box == 'A' ? 'B' : 'A';
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", tampered, strlen (tampered), NULL,
                           NULL, NULL), ==, 403);
  g_assert_cmpuint (host.applied, ==, 0);
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 200);
  g_assert_cmpuint (host.applied, ==, 1);
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
  g_assert_cmpuint (host.applied, ==, 1);
  /* Sealed with the other side's key under this device's id: 403, nothing run. */
  g_clear_pointer (&body, g_free);
  body = seal_act (grey, fixture->devices[FFB_SIDE_UNION].key, "{\"action\":\"c1-pass\"}");
  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, NULL,
                           NULL), ==, 403);
  g_assert_cmpuint (host.applied, ==, 1);
  g_clear_pointer (&refused, g_free);
  g_assert_false (act (fixture, FFB_SIDE_UNION, "{\"action\":\"roll\"}", &refused));
  g_assert_nonnull (strstr (refused, "no action a player may take"));
  g_clear_pointer (&refused, g_free);
  g_assert_false (act (fixture, FFB_SIDE_UNION, "{\"action\":\"c1-play\"}", &refused));
  g_assert_nonnull (strstr (refused, "does not say all that it takes"));
  g_assert_cmpuint (host.applied, ==, 1);
  ffb_server_set_host (fixture->server, NULL, NULL, NULL);
}

/* Issue 33 item 3, before the roll: the Union's device gives his flank-march order and his
 * phrase (offered while the dice have not rolled), each the engine's effect; after the roll
 * the order is refused with the neutral party's sentence (R5) and no longer offered. */
static void
test_act_orders_and_phrase (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  Fixture fixture = { 0 };
  g_autoptr(JsonObject) offers = NULL, after = NULL;
  g_autoptr(GPtrArray) late = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                              ffb_finding_free);
  g_autofree char *with = NULL, *refused = NULL, *expected = NULL;
  FfbUnit *division;
  TestHost host;

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  fixture.campaign = ffb_campaign_ref (campaign);
  fixture.server = ffb_server_new (campaign, "test");
  g_assert_true (ffb_server_start (fixture.server, "127.0.0.1", 0, NULL));
  fixture.base = g_strdup_printf ("http://127.0.0.1:%u", ffb_server_get_port (fixture.server));
  fixture.session = soup_session_new ();
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      char *link = ffb_server_pair (fixture.server, side, NULL);

      ffb_test_phone_from_link (link, &fixture.devices[side]);
      ffb_serve_secret_free (link);
    }
  set_test_host (&fixture, &host);
  offers = offers_of (&fixture, FFB_SIDE_UNION);
  g_assert_nonnull (json_object_get_object_member (offers, "order"));
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (offers,
                                                                                 "phrase"),
                                                  "given"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (offers, "order"), "leaders")), >, 0);
  division = ffb_test_unit_led_by (campaign, FFB_SIDE_UNION, "u-div2");
  with = g_strdup_printf ("{\"action\":\"order\",\"flank\":\"left\",\"leader\":\"u-div2\","
                          "\"units\":[\"%s\"]}", division->id);
  g_assert_true (act (&fixture, FFB_SIDE_UNION, with, NULL));
  g_assert_nonnull (ffb_neutral_find_order (battle->neutral, FFB_SIDE_UNION, FFB_FLANK_LEFT));
  g_assert_true (act (&fixture, FFB_SIDE_UNION,
                      "{\"action\":\"phrase\",\"phrase\":\"Rally round the flag\"}", NULL));
  g_assert_cmpstr (ffb_dice_phrase (battle->neutral->dice, FFB_SIDE_UNION), ==, "Rally round the flag");
  g_clear_pointer (&offers, json_object_unref);
  offers = offers_of (&fixture, FFB_SIDE_UNION);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (offers,
                                                                                "phrase"),
                                                 "given"));
  /* The referee rolls: the order comes too late, in the neutral party's words. */
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  ffb_server_campaign_changed (fixture.server);
  after = offers_of (&fixture, FFB_SIDE_UNION);
  g_assert_true (json_object_get_null_member (after, "order"));
  g_assert_true (json_object_get_null_member (after, "phrase"));
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"order\",\"flank\":\"right\",\"leader\":\"u-div2\","
                          "\"units\":[\"%s\"]}", division->id);
  g_assert_false (act (&fixture, FFB_SIDE_UNION, with, &refused));
  ffb_neutral_refuse_late_order (late);
  expected = g_strdup_printf ("%s: %s", ((FfbFinding *) g_ptr_array_index (late, 0))->rule,
                              ((FfbFinding *) g_ptr_array_index (late, 0))->message);
  g_assert_cmpstr (refused, ==, expected);
  g_assert_cmpuint (host.applied, ==, 2);
  fixture_tear_down (&fixture, NULL);
}

/* Issue 33 item 3, C2: each side picks from his device, one to play and one to pass with
 * (C2C), each in the campaign's record; a second pick is refused with the engine's
 * sentence. */
static void
test_act_c2_turn (Fixture *fixture, gconstpointer data)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(FfbActionCards) state = NULL;
  g_autoptr(JsonObject) blue = NULL, grey = NULL;
  g_autofree char *with = NULL, *refused = NULL, *union_card = NULL;
  g_autoptr(GError) error = NULL;
  FfbCampaign *copy;
  TestHost host;
  const char *card;

  g_assert_true (ffb_campaign_dice_set_seed (fixture->campaign, FFB_TEST_SEED, NULL));
  g_assert_true (ffb_action_play_turn_on (fixture->campaign, deck, NULL));
  g_assert_true (ffb_action_play_deal_year (fixture->campaign, NULL));
  set_test_host (fixture, &host);
  ffb_server_campaign_changed (fixture->server);
  blue = offers_of (fixture, FFB_SIDE_UNION);
  grey = offers_of (fixture, FFB_SIDE_CONFEDERATE);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (blue, "c2"), "pick")), ==, 6);
  union_card = g_strdup (first_card (blue, "c2", "pick"));
  with = g_strdup_printf ("{\"action\":\"c2-pick\",\"card\":\"%s\"}", union_card);
  g_assert_true (act (fixture, FFB_SIDE_UNION, with, NULL));
  card = first_card (grey, "c2", "pass");
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"c2-pass\",\"card\":\"%s\"}", card);
  g_assert_true (act (fixture, FFB_SIDE_CONFEDERATE, with, NULL));
  state = ffb_action_play_state (fixture->campaign, NULL);
  g_assert_cmpstr (state->pick[FFB_SIDE_UNION], ==, union_card);
  g_assert_false (state->passing[FFB_SIDE_UNION]);
  g_assert_cmpstr (state->pick[FFB_SIDE_CONFEDERATE], ==, card);
  g_assert_true (state->passing[FFB_SIDE_CONFEDERATE]);
  g_clear_pointer (&blue, json_object_unref);
  blue = offers_of (fixture, FFB_SIDE_UNION);
  g_assert_null (first_card (blue, "c2", "pick"));
  /* Again: the engine's refusal, as it says it to the laptop. */
  g_free (with);
  with = g_strdup_printf ("{\"action\":\"c2-pick\",\"card\":\"%s\"}",
                          (char *) g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0));
  g_assert_false (act (fixture, FFB_SIDE_UNION, with, &refused));
  copy = fixture->campaign;
  g_assert_false (ffb_action_play_pick (copy, FFB_SIDE_UNION,
                                        g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0),
                                        FALSE, &error));
  g_assert_cmpstr (refused, ==, error->message);
  g_assert_cmpuint (host.applied, ==, 2);
  ffb_server_set_host (fixture->server, NULL, NULL, NULL);
}

/* The ids of `member`'s array of objects in `blocks` (the offer), NULL-terminated. */
static GStrv
ids_of (JsonObject *blocks, const char *member)
{
  JsonArray *array = json_object_get_array_member (blocks, member);
  GStrvBuilder *ids = g_strv_builder_new ();
  GStrv made;

  for (guint i = 0; i < json_array_get_length (array); i++)
    g_strv_builder_add (ids, json_object_get_string_member (
                               json_array_get_object_element (array, i), "id"));
  made = g_strv_builder_end (ids);
  g_strv_builder_unref (ids);
  return made;
}

/* Issue 33 item 3, C2G from the phones: a block battle under way, the Union attacking. Each
 * phone is offered his own blocks alone; the Confederate's order for a Union block is refused
 * with the engine's sentence, his own orders taken once; the Union's taken; the referee's Fight
 * Round with the same orders stops at the tie among the Confederate's equal blocks, which only
 * his phone is offered and which he chooses from it. */
static void
test_act_blocks (Fixture *fixture, gconstpointer data)
{
  g_autoptr(FfbBlockBattle) battle = ffb_blocks_new ("ford", "Battle at the ford");
  g_autoptr(FfbBlockBattle) fought = NULL;
  g_autoptr(JsonObject) blue = NULL, grey = NULL;
  g_auto(GStrv) blue_ids = NULL, grey_ids = NULL, tie = NULL;
  g_autofree char *refused = NULL, *with = NULL;
  g_autoptr(GError) error = NULL;
  const char *const iowa[] = { "a2", NULL };
  JsonObject *blocks;
  TestHost host;

  /* A gun that hits with every die on two equal defenders: the first hit is a tie. */
  ffb_blocks_add (battle, "a1", "Parrott battery", FFB_BLOCK_ARTILLERY, FFB_BLOCK_ATTACKER,
                  1)->rating.number = 6;
  ffb_blocks_add (battle, "a2", "1st Iowa", FFB_BLOCK_INFANTRY, FFB_BLOCK_ATTACKER, 4);
  ffb_blocks_add (battle, "d1", "3rd Louisiana", FFB_BLOCK_INFANTRY, FFB_BLOCK_DEFENDER, 3);
  ffb_blocks_add (battle, "d2", "Missouri State Guard", FFB_BLOCK_INFANTRY, FFB_BLOCK_DEFENDER,
                  3);
  battle->attacker_player = FFB_SIDE_UNION;
  g_assert_true (ffb_campaign_dice_set_seed (fixture->campaign, FFB_TEST_SEED, NULL));
  g_assert_true (ffb_blocks_campaign_start (fixture->campaign, battle, &error));
  g_assert_no_error (error);
  set_test_host (fixture, &host);
  ffb_server_campaign_changed (fixture->server);
  blue = offers_of (fixture, FFB_SIDE_UNION);
  grey = offers_of (fixture, FFB_SIDE_CONFEDERATE);
  blocks = json_object_get_object_member (blue, "blocks");
  g_assert_cmpstr (json_object_get_string_member (blocks, "side"), ==, "attacker");
  g_assert_true (json_object_get_boolean_member (blocks, "orders"));
  blue_ids = ids_of (blocks, "units");
  grey_ids = ids_of (json_object_get_object_member (grey, "blocks"), "units");
  g_assert_cmpstrv (blue_ids, ((const char *const[]) { "a1", "a2", NULL }));
  g_assert_cmpstrv (grey_ids, ((const char *const[]) { "d1", "d2", NULL }));

  g_assert_false (act (fixture, FFB_SIDE_CONFEDERATE,
                       "{\"action\":\"blocks-orders\",\"retreat\":[\"a2\"]}", &refused));
  g_assert_false (ffb_blocks_campaign_give_orders (fixture->campaign, FFB_SIDE_CONFEDERATE, iowa,
                                                   &error));
  g_assert_cmpstr (refused, ==, error->message);
  g_clear_error (&error);
  g_assert_true (act (fixture, FFB_SIDE_CONFEDERATE,
                      "{\"action\":\"blocks-orders\",\"retreat\":[]}", NULL));
  g_assert_true (act (fixture, FFB_SIDE_UNION,
                      "{\"action\":\"blocks-orders\",\"retreat\":[\"a2\"]}", NULL));
  g_clear_pointer (&grey, json_object_unref);
  grey = offers_of (fixture, FFB_SIDE_CONFEDERATE);
  blocks = json_object_get_object_member (grey, "blocks");
  g_assert_false (json_object_get_boolean_member (blocks, "orders"));
  g_assert_true (json_object_get_boolean_member (blocks, "given"));
  g_assert_true (json_object_get_boolean_member (blocks, "other_given"));

  /* The laptop fights the round with the orders the phones gave. */
  fought = ffb_blocks_campaign_fight_round (fixture->campaign, iowa, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fought->tie);
  tie = g_strdupv (fought->tie);
  ffb_server_campaign_changed (fixture->server);
  g_clear_pointer (&blue, json_object_unref);
  g_clear_pointer (&grey, json_object_unref);
  blue = offers_of (fixture, FFB_SIDE_UNION);
  grey = offers_of (fixture, FFB_SIDE_CONFEDERATE);
  g_assert_true (json_node_is_null (json_object_get_member (
                   json_object_get_object_member (blue, "blocks"), "tie")));
  g_clear_pointer (&grey_ids, g_strfreev);
  grey_ids = ids_of (json_object_get_object_member (grey, "blocks"), "tie");
  g_assert_cmpstrv (grey_ids, (const char *const *) tie);
  g_free (refused);
  refused = NULL;
  g_assert_false (act (fixture, FFB_SIDE_UNION,
                       "{\"action\":\"blocks-choice\",\"block\":\"d1\"}", &refused));
  g_assert_nonnull (strstr (refused, "is for the defender's owner, not for you"));
  with = g_strdup_printf ("{\"action\":\"blocks-choice\",\"block\":\"%s\"}", tie[1]);
  g_assert_true (act (fixture, FFB_SIDE_CONFEDERATE, with, NULL));
  g_assert_cmpuint (host.applied, ==, 3);
  ffb_server_set_host (fixture->server, NULL, NULL, NULL);
}

/* What a client sends is one JSON object or nothing: json-glib 1.6 takes "{}{}" for one
 * document and leaks its first value, which any client could repeat before its key is
 * checked (the fuzz target serve-request found it; ASan's run sees the leak). */
static void
test_json_one_object (void)
{
  static const char *const refused[] = { "{}{}", "{\"a\":[{}]}{\"b\":{}}", "[1][2]{}", "1{}",
                                         "\"x\"{}", "null[]", "[]", "{}1", "", "  ", "{" };
  static const char *const read[] = { "{}", " {\"what\":\"view\",\"n\":[1,{}]} " };

  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    g_assert_null (ffb_serve_json_parse_object (refused[i], strlen (refused[i])));
  for (gsize i = 0; i < G_N_ELEMENTS (read); i++)
    {
      g_autoptr(JsonNode) root = ffb_serve_json_parse_object (read[i], strlen (read[i]));

      g_assert_nonnull (root);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
    }
}

/* `device`'s view now (a reference). */
static JsonObject *
view_of (Fixture *fixture, FfbTestPhone *device)
{
  g_autofree char *body = ffb_test_phone_seal (device, device->key, "view");
  g_autofree char *reply = NULL;
  g_autoptr(JsonObject) opened = NULL;

  g_assert_cmpuint (fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, &reply,
                           NULL), ==, 200);
  opened = ffb_test_phone_open (reply, device->key);
  g_assert_nonnull (opened);
  return json_object_ref (json_object_get_object_member (opened, "view"));
}

/* The answer to `device`'s witness request `with`: its "link", or NULL for null; `status` the
 * HTTP status, the answer only when 200. */
static char *
witness_of (Fixture *fixture, FfbTestPhone *device, const char *with, guint *status)
{
  g_autofree char *what = g_strdup_printf ("witness\",\"with\":%s,\"x\":\"", with);
  g_autofree char *body = ffb_test_phone_seal (device, device->key, what);
  g_autofree char *reply = NULL;
  g_autoptr(JsonObject) opened = NULL;
  JsonObject *answer;

  *status = fetch (fixture, "POST", "/api/request", body, strlen (body), NULL, &reply, NULL);
  if (*status != 200)
    return NULL;
  opened = ffb_test_phone_open (reply, device->key);
  g_assert_nonnull (opened);
  g_assert_cmpint (json_object_get_int_member (opened, "to"), ==, device->number);
  answer = json_object_get_object_member (opened, "answer");
  return json_object_get_null_member (answer, "link")
         ? NULL : g_strdup (json_object_get_string_member (answer, "link"));
}

/* Issue 33 item 5: the devices as witnesses. An unsigned campaign's view has no record; a
 * signed one's names the key and its last link, and a device's witness request gets the
 * digest of the link it names as the record holds it now, null for a link it does not hold:
 * so a file rolled back to an older copy, or written again from one, is found out. */
static void
test_witness (Fixture *fixture, gconstpointer data)
{
  FfbTestPhone *device = &fixture->devices[FFB_SIDE_UNION];
  FfbChain *chain = fixture->campaign->keyring->chain;
  g_autoptr(JsonObject) unsigned_view = view_of (fixture, device);
  g_autoptr(JsonObject) view = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fingerprint = NULL, *second = NULL, *third = NULL, *answer = NULL;
  JsonObject *record;
  guint status = 0;

  g_assert_true (json_object_get_null_member (unsigned_view, "record"));
  g_assert_true (ffb_chain_make_key (chain, &error));
  for (int write = 0; write < 3; write++)
    g_assert_true (ffb_chain_append (chain, 1, g_ptr_array_new_with_free_func (
                                       (GDestroyNotify) ffb_chain_entry_free), &error));
  g_assert_no_error (error);
  fingerprint = ffb_chain_fingerprint (chain);
  second = ffb_chain_link_digest (chain, g_ptr_array_index (chain->links, 1));
  third = ffb_chain_link_digest (chain, g_ptr_array_index (chain->links, 2));

  view = view_of (fixture, device);
  record = json_object_get_object_member (view, "record");
  g_assert_nonnull (record);
  g_assert_cmpstr (json_object_get_string_member (record, "fingerprint"), ==, fingerprint);
  g_assert_cmpint (json_object_get_int_member (record, "n"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (record, "link"), ==, third);
  g_assert_cmpstr (json_object_get_string_member (record, "previous"), ==, second);

  answer = witness_of (fixture, device, "{\"n\":2}", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (answer, ==, second);
  g_clear_pointer (&answer, g_free);
  /* Rolled back to two links: the third, which the device saw, is not held any more. */
  g_ptr_array_remove_index (chain->links, 2);
  g_assert_null (witness_of (fixture, device, "{\"n\":3}", &status));
  g_assert_cmpuint (status, ==, 200);
  g_assert_null (witness_of (fixture, device, "{\"n\":0}", &status));
  g_assert_cmpuint (status, ==, 200);
  g_assert_null (witness_of (fixture, device, "{\"n\":\"2\"}", &status));
  g_assert_cmpuint (status, ==, 400);
  g_assert_null (witness_of (fixture, device, "{}", &status));
  g_assert_cmpuint (status, ==, 400);
}

/* A client may open and drop connections at will: each answer closes its connection, so that
 * the server keeps no descriptor of a connection that a client dropped while idle (libsoup 3.2
 * would keep every one, and a flood of them would use up the process's descriptors). */
static guint
count_descriptors (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/fd", 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static gboolean
keep_waking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
test_dropped_connections (Fixture *fixture, gconstpointer data)
{
  SoupSession *kept_session = fixture->session;
  guint before = count_descriptors ();
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;
  guint waking = g_timeout_add (20, keep_waking, NULL);

  for (int i = 0; i < 200; i++)
    {
      g_autoptr(SoupMessage) msg = NULL;

      guint status;

      fixture->session = soup_session_new ();
      /* Past the client's rate, the refusals are answers as well (429). */
      status = fetch (fixture, "GET", "/", NULL, 0, NULL, NULL, &msg);
      g_assert_true (status == SOUP_STATUS_OK || status == 429);
      g_assert_true (soup_message_headers_header_equals (
                       soup_message_get_response_headers (msg), "Connection", "close"));
      g_clear_object (&fixture->session);
    }
  fixture->session = kept_session;
  /* Wait for the server to have seen every close (a busy machine may take its time). */
  while (count_descriptors () > before + 8 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waking);
  g_assert_cmpuint (count_descriptors (), <=, before + 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (sodium_init (), >=, 0);
  g_test_add_func ("/serve/start/listens-only-while-started", test_listens_only_while_started);
  g_test_add_func ("/serve/refuse/json-one-object", test_json_one_object);
  g_test_add ("/serve/pair/key-per-device-and-unpair", Fixture, NULL, fixture_set_up,
              test_pairing, fixture_tear_down);
  g_test_add ("/serve/view/each-side-sees-only-his", Fixture, NULL, fixture_set_up,
              test_each_side_sees_only_his, fixture_tear_down);
  g_test_add ("/serve/refuse/no-key-other-key-replay-tamper-size-path", Fixture, NULL,
              fixture_set_up, test_refusals, fixture_tear_down);
  g_test_add_func ("/serve/refuse/rate-per-client", test_rate_bound);
  g_test_add_func ("/serve/limits/rate-bucket", test_rate_bucket);
  g_test_add ("/serve/events/stream-follows-changes", Fixture, NULL, fixture_set_up,
              test_event_stream, fixture_tear_down);
  g_test_add ("/serve/events/replay-refused-and-stop", Fixture, NULL, fixture_set_up,
              test_event_stream_replay, fixture_tear_down);
  g_test_add ("/serve/events/streams-per-device-bounded", Fixture, NULL, fixture_set_up,
              test_streams_bounded, fixture_tear_down);
  g_test_add_func ("/serve/cli/serve-links-reload-and-stop", test_cli_serve);
  g_test_add ("/serve/act/c1-round-from-the-devices", Fixture, NULL, fixture_set_up,
              test_act_c1_round, fixture_tear_down);
  g_test_add ("/serve/act/replayed-tampered-unhosted-unknown", Fixture, NULL, fixture_set_up,
              test_act_refusals, fixture_tear_down);
  g_test_add_func ("/serve/act/orders-and-phrase-before-the-roll", test_act_orders_and_phrase);
  g_test_add ("/serve/act/c2-turn-from-the-devices", Fixture, NULL, fixture_set_up,
              test_act_c2_turn, fixture_tear_down);
  g_test_add ("/serve/limits/dropped-connections-free-their-descriptors", Fixture, NULL,
              fixture_set_up, test_dropped_connections, fixture_tear_down);
  g_test_add ("/serve/act/blocks-orders-and-choice-from-the-devices", Fixture, NULL,
              fixture_set_up, test_act_blocks, fixture_tear_down);
  g_test_add ("/serve/witness/record-and-its-links", Fixture, NULL, fixture_set_up,
              test_witness, fixture_tear_down);
  return g_test_run ();
}
