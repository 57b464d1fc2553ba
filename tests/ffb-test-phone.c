/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-phone.c: a player's phone as the page is one (issue 33), for the server's tests
 * and benchmarks: it seals its requests and opens its views with libsodium itself, as the page
 * does with tweetnacl, over libsoup on loopback. */
#include "ffb-test-phone.h"

#include <string.h>

#include "ffb-serve-channel.h"
void
ffb_test_phone_from_link (const char *link, FfbTestPhone *device)
{
  const char *key64 = strstr (link, "/#k=");
  gsize length = 0;

  g_assert_nonnull (key64);
  key64 += strlen ("/#k=");
  g_assert_cmpint (sodium_base642bin (device->key, sizeof device->key, key64, strlen (key64),
                                      NULL, &length, NULL,
                                      sodium_base64_VARIANT_URLSAFE_NO_PADDING), ==, 0);
  g_assert_cmpuint (length, ==, crypto_secretbox_KEYBYTES);
  ffb_serve_device_id (device->key, device->id);
  device->number = 0;
}

typedef struct
{
  GMainLoop *loop;
  GBytes *body;
  GInputStream *stream;
} FfbTestWait;

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  FfbTestWait *wait = data;

  wait->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  g_main_loop_quit (wait->loop);
}

guint
ffb_test_phone_fetch (SoupSession *session, const char *base, const char *method,
                      const char *path, const char *body, gsize length, const char *header,
                      char **reply, SoupMessage **kept)
{
  g_autofree char *url = g_strconcat (base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new (method, url);
  FfbTestWait wait = { g_main_loop_new (NULL, FALSE), NULL, NULL };
  guint status;

  if (body != NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (body, length);

      soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
    }
  if (header != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (header, ": ", 2);

      soup_message_headers_append (soup_message_get_request_headers (msg), parts[0], parts[1]);
    }
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, on_read,
                                    &wait);
  g_main_loop_run (wait.loop);
  g_main_loop_unref (wait.loop);
  status = soup_message_get_status (msg);
  if (reply != NULL)
    *reply = wait.body != NULL ? g_strndup (g_bytes_get_data (wait.body, NULL),
                                            g_bytes_get_size (wait.body)) : g_strdup ("");
  if (kept != NULL)
    *kept = g_object_ref (msg);
  g_clear_pointer (&wait.body, g_bytes_unref);
  return status;
}

static char *
to_base64 (const guint8 *bytes, gsize length)
{
  gsize size = sodium_base64_ENCODED_LEN (length, sodium_base64_VARIANT_ORIGINAL);
  char *text = g_malloc (size);

  return sodium_bin2base64 (text, size, bytes, length, sodium_base64_VARIANT_ORIGINAL);
}

char *
ffb_test_phone_seal (FfbTestPhone *device, const guint8 *key, const char *what)
{
  g_autofree char *plain = NULL, *nonce64 = NULL, *box64 = NULL;
  guint8 nonce[crypto_secretbox_NONCEBYTES];
  g_autofree guint8 *box = NULL;

  device->number++;
  plain = g_strdup_printf ("{\"device\":\"%s\",\"n\":%" G_GUINT64_FORMAT ",\"what\":\"%s\"}",
                           device->id, device->number, what);
  box = g_malloc (strlen (plain) + crypto_secretbox_MACBYTES);
  randombytes_buf (nonce, sizeof nonce);
  crypto_secretbox_easy (box, (guint8 *) plain, strlen (plain), nonce, key);
  nonce64 = to_base64 (nonce, sizeof nonce);
  box64 = to_base64 (box, strlen (plain) + crypto_secretbox_MACBYTES);
  return g_strdup_printf ("{\"device\":\"%s\",\"n\":%" G_GUINT64_FORMAT
                          ",\"nonce\":\"%s\",\"box\":\"%s\"}",
                          device->id, device->number, nonce64, box64);
}

JsonObject *
ffb_test_phone_open (const char *sealed, const guint8 *key)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree guint8 *nonce = NULL, *box = NULL, *plain = NULL;
  gsize nonce_length = 0, box_length = 0;
  JsonObject *object;
  g_autoptr(JsonParser) inner = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, sealed, -1, NULL));
  object = json_node_get_object (json_parser_get_root (parser));
  nonce = g_base64_decode (json_object_get_string_member (object, "nonce"), &nonce_length);
  box = g_base64_decode (json_object_get_string_member (object, "box"), &box_length);
  g_assert_cmpuint (nonce_length, ==, crypto_secretbox_NONCEBYTES);
  g_assert_cmpuint (box_length, >, crypto_secretbox_MACBYTES);
  plain = g_malloc (box_length - crypto_secretbox_MACBYTES);
  if (crypto_secretbox_open_easy (plain, box, box_length, nonce, key) != 0)
    return NULL;
  /* Padded to a block: its size says nothing of the other side. */
  g_assert_cmpuint ((box_length - crypto_secretbox_MACBYTES) % FFB_SERVE_VIEW_BLOCK, ==, 0);
  g_assert_true (json_parser_load_from_data (inner, (char *) plain,
                                             box_length - crypto_secretbox_MACBYTES, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (inner)));
}

static void
on_sent (GObject *source, GAsyncResult *result, gpointer data)
{
  FfbTestEvents *events = data;

  events->stream = soup_session_send_finish (SOUP_SESSION (source), result, NULL);
  g_main_loop_quit (events->loop);
}

static void
on_chunk (GObject *source, GAsyncResult *result, gpointer data)
{
  FfbTestEvents *events = data;
  g_autoptr(GBytes) bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result,
                                                              NULL);

  if (bytes == NULL || g_bytes_get_size (bytes) == 0)
    events->ended = TRUE;
  else
    g_string_append_len (events->buffer, g_bytes_get_data (bytes, NULL),
                         g_bytes_get_size (bytes));
  g_main_loop_quit (events->loop);
}

char *
ffb_test_events_next (FfbTestEvents *events)
{
  const char *end;

  while ((end = strstr (events->buffer->str, "\n\n")) == NULL && !events->ended)
    {
      g_input_stream_read_bytes_async (events->stream, 65536, G_PRIORITY_DEFAULT, NULL,
                                       on_chunk, events);
      g_main_loop_run (events->loop);
    }
  if (end == NULL)
    return NULL;
  {
    g_autofree char *event = g_strndup (events->buffer->str, end - events->buffer->str);
    const char *line = strstr (event, "data: ");

    g_string_erase (events->buffer, 0, end - events->buffer->str + 2);
    g_assert_true (g_str_has_prefix (event, "event: view\n"));
    g_assert_nonnull (line);
    return g_strdup (line + strlen ("data: "));
  }
}

SoupMessage *
ffb_test_events_open (SoupSession *session, const char *base, FfbTestPhone *device,
                      FfbTestEvents *events, guint *status)
{
  g_autofree char *body = ffb_test_phone_seal (device, device->key, "events");
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *request;
  g_autofree char *nonce = NULL, *box = NULL, *url = NULL;
  SoupMessage *msg;

  g_assert_true (json_parser_load_from_data (parser, body, -1, NULL));
  request = json_node_get_object (json_parser_get_root (parser));
  nonce = g_uri_escape_string (json_object_get_string_member (request, "nonce"), NULL, FALSE);
  box = g_uri_escape_string (json_object_get_string_member (request, "box"), NULL, FALSE);
  url = g_strdup_printf ("%s/api/events?device=%s&n=%" G_GUINT64_FORMAT "&nonce=%s&box=%s",
                         base, device->id, device->number, nonce, box);
  msg = soup_message_new ("GET", url);
  *status = ffb_test_events_send (session, msg, events);
  return msg;
}

guint
ffb_test_events_send (SoupSession *session, SoupMessage *msg, FfbTestEvents *events)
{
  events->loop = g_main_loop_new (NULL, FALSE);
  events->buffer = g_string_new (NULL);
  soup_session_send_async (session, msg, G_PRIORITY_DEFAULT, NULL, on_sent, events);
  g_main_loop_run (events->loop);
  return soup_message_get_status (msg);
}

void
ffb_test_events_clear (FfbTestEvents *events)
{
  g_clear_object (&events->stream);
  g_clear_pointer (&events->loop, g_main_loop_unref);
  g_string_free (events->buffer, TRUE);
}

