/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-server.c: the players' server on libsoup 3: routes, bounds, the event streams. */
#include "ffb-server.h"

#include <string.h>
#include <libsoup/soup.h>
#include <json-glib/json-glib.h>
#include <glib/gi18n-lib.h>

#include "ffb-serve-actions.h"
#include "ffb-serve-channel.h"
#include "ffb-serve-limits.h"
#include "ffb-serve-record.h"
#include "ffb-serve-resources.h"
#include "ffb-serve-view.h"

#define PAGE_PREFIX "/io/github/ffbridge/ffbridge/serve/"
/* Nothing but the page's own files, no inline script or style, no frame, no form. */
#define CSP "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; " \
            "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

typedef struct
{
  FfbServer *server;
  SoupServerMessage *msg;
  char device_id[FFB_SERVE_ID_LENGTH + 1];
} Stream;

struct _FfbServer
{
  GObject parent_instance;

  FfbCampaign *campaign;
  char *battle_id;
  guint burst;
  guint per_second;

  const FfbServeHost *host;  /* NULL: the devices only read */
  gpointer host_data;
  GDestroyNotify host_destroy;
  gboolean applying;         /* in the host's apply: a new campaign waits for its end */

  SoupServer *soup;       /* NULL while stopped */
  char *address;
  guint port;
  FfbServePairing *pairing;
  FfbServeRate *rate;
  GPtrArray *streams;     /* Stream* */
};

G_DEFINE_FINAL_TYPE (FfbServer, ffb_server, G_TYPE_OBJECT)

static const struct
{
  const char *path;
  const char *resource;
  const char *type;
} page_files[] = {
  { "/", "index.html", "text/html; charset=utf-8" },
  { "/index.html", "index.html", "text/html; charset=utf-8" },
  { "/page.css", "page.css", "text/css; charset=utf-8" },
  { "/page.js", "page.js", "text/javascript; charset=utf-8" },
  { "/page-actions.js", "page-actions.js", "text/javascript; charset=utf-8" },
  { "/page-witness.js", "page-witness.js", "text/javascript; charset=utf-8" },
  { "/nacl-fast.min.js", "nacl-fast.min.js", "text/javascript; charset=utf-8" },
};

/* Not in libsoup 3.2's list. */
#define STATUS_TOO_MANY_REQUESTS 429

/* Answers with `status` and a sentence of plain text; TRUE, the request being answered. */
static gboolean
answer (SoupServerMessage *msg, guint status, const char *sentence)
{
  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY,
                                    sentence, strlen (sentence));
  return TRUE;
}

/* The end of a request refused before its body was read: the connection cannot be reused. */
static void
refuse_early (SoupServerMessage *msg, guint status, const char *sentence)
{
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection",
                                "close");
  answer (msg, status, sentence);
}

static void
add_header_size (const char *name, const char *value, gpointer data)
{
  *(gsize *) data += strlen (name) + strlen (value) + 4;
}

static void
set_safe_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, "Content-Security-Policy", CSP);
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  /* One request a connection, closed by the server when answered: libsoup 3.2 (Debian 12's)
   * keeps the socket, and its file descriptor, of a kept-alive connection that the client
   * closes while it is idle, so that any client on the network could use up the server's
   * descriptors by opening and dropping connections (measured with curl: 600 dropped
   * connections left 211 descriptors open). A phone's few requests cost a connection each on
   * the local network. */
  soup_message_headers_replace (headers, "Connection", "close");
}

/* Before the body is read: the client's rate, the headers' size, the body's announced size.
 * A status set here is the answer; the body is not read, the handler not called. */
static void
on_got_headers (SoupServerMessage *msg, gpointer data)
{
  FfbServer *self = data;
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  const char *client = soup_server_message_get_remote_host (msg);
  gsize size = 0;

  set_safe_headers (msg);
  soup_message_headers_foreach (headers, add_header_size, &size);
  if (!ffb_serve_rate_allow (self->rate, client != NULL ? client : "", g_get_monotonic_time ()))
    refuse_early (msg, STATUS_TOO_MANY_REQUESTS, "Too many requests: wait a moment.");
  else if (size > FFB_SERVE_MAX_HEADERS)
    refuse_early (msg, SOUP_STATUS_BAD_REQUEST, "The request's headers are too large.");
  else if (soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CHUNKED)
    refuse_early (msg, SOUP_STATUS_BAD_REQUEST, "A request must give its length.");
  else if (soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CONTENT_LENGTH
           && soup_message_headers_get_content_length (headers) > FFB_SERVE_MAX_BODY)
    refuse_early (msg, SOUP_STATUS_BAD_REQUEST, "The request is too large.");
}

static void
on_request_started (SoupServer *soup, SoupServerMessage *msg, gpointer data)
{
  g_signal_connect (msg, "got-headers", G_CALLBACK (on_got_headers), data);
}

static void
serve_page (SoupServerMessage *msg, guint index)
{
  g_autofree char *path = g_strconcat (PAGE_PREFIX, page_files[index].resource, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize size = 0;
  const char *data;

  /* The page is built in: a missing file is a broken build, not a request's fault. */
  g_assert (bytes != NULL);
  data = g_bytes_get_data (bytes, &size);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, page_files[index].type, SOUP_MEMORY_COPY, data, size);
}

/* Wipes and frees a string that held a player's view. */
static void
view_free (char *view)
{
  if (view != NULL)
    sodium_memzero (view, strlen (view));
  g_free (view);
}

/* The device's sealed view, or NULL with the sentence in `error`. */
static char *
sealed_view_for (FfbServer *self, FfbServeDevice *device, GError **error)
{
  char *view = ffb_serve_view_json (self->campaign, self->battle_id, device->side, error);
  char *sealed;

  if (view == NULL)
    return NULL;
  sealed = ffb_serve_channel_seal_view (device, view);
  view_free (view);
  return sealed;
}

/* {"done": true} or {"done": false, "refused": SENTENCE}, sealed for the device as the answer
 * to its last request. */
static char *
sealed_answer (FfbServeDevice *device, const GError *refusal)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "done");
  json_builder_add_boolean_value (builder, refusal == NULL);
  if (refusal != NULL)
    {
      json_builder_set_member_name (builder, "refused");
      json_builder_add_string_value (builder, refusal->message);
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  return ffb_serve_channel_seal_answer (device, device->last_number, text);
}

/* A device's action, through the host; the sealed answer. Accepted, every stream gets its
 * side's new view. */
static char *
act (FfbServer *self, FfbServeDevice *device, JsonNode *with)
{
  g_autoptr(GError) error = NULL;
  gboolean done;

  if (self->host == NULL)
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This server only shows the views: the referee's laptop takes "
                             "the players' choices."));
      return sealed_answer (device, error);
    }
  self->applying = TRUE;
  done = ffb_serve_actions_run (self->host, self->host_data, self->battle_id, device->side,
                                with != NULL ? json_node_get_object (with) : NULL, &error);
  self->applying = FALSE;
  if (done)
    ffb_server_campaign_changed (self);
  return sealed_answer (device, done ? NULL : error);
}

/* A device's "witness" request, {"n": N} (ffb-serve-record.h): link N of the record today,
 * sealed as the answer. */
static char *
witness (FfbServer *self, FfbServeDevice *device, JsonNode *with)
{
  JsonObject *object = with != NULL && JSON_NODE_HOLDS_OBJECT (with)
                       ? json_node_get_object (with) : NULL;
  JsonNode *n = object != NULL ? json_object_get_member (object, "n") : NULL;
  g_autofree char *text = NULL;

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_INT64)
    return NULL;
  text = ffb_serve_record_witness_json (self->campaign, json_node_get_int (n));
  return ffb_serve_channel_seal_answer (device, device->last_number, text);
}

static gboolean
answer_sealed (SoupServerMessage *msg, char *sealed)
{
  gsize length = strlen (sealed);

  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE, sealed, length);
  return TRUE;
}

static gboolean
answer_request (FfbServer *self, SoupServerMessage *msg)
{
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) with = NULL;
  g_autofree char *what = NULL;
  char *sealed;
  FfbServeDevice *device = NULL;
  gsize size = 0;
  const char *data = g_bytes_get_data (bytes, &size);
  FfbServeOpen opened;

  /* Checked before the body was read, unless it came without a length. */
  if (size > FFB_SERVE_MAX_BODY)
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "The request is too large.");
  opened = ffb_serve_channel_open_request (self->pairing, data, size, &device, &what, &with);
  if (opened == FFB_SERVE_OPEN_MALFORMED)
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "This is not a sealed request.");
  if (opened == FFB_SERVE_OPEN_REFUSED)
    return answer (msg, SOUP_STATUS_FORBIDDEN, "This request is not sealed by a paired device.");
  if (g_str_equal (what, "act"))
    return answer_sealed (msg, act (self, device, with));
  if (g_str_equal (what, "witness"))
    {
      sealed = witness (self, device, with);
      if (sealed == NULL)
        return answer (msg, SOUP_STATUS_BAD_REQUEST, "The witness request names no link.");
      return answer_sealed (msg, sealed);
    }
  if (!g_str_equal (what, "view"))
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "The request asks for nothing this server does.");
  sealed = sealed_view_for (self, device, &error);
  if (sealed == NULL)
    return answer (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, error->message);
  return answer_sealed (msg, sealed);
}

static void
stream_free (Stream *stream)
{
  g_signal_handlers_disconnect_by_data (stream->msg, stream);
  g_object_unref (stream->msg);
  g_free (stream);
}

static void
on_stream_finished (SoupServerMessage *msg, gpointer data)
{
  Stream *stream = data;

  g_ptr_array_remove (stream->server->streams, stream);
}

/* One server-sent event, its data a sealed view (one line of JSON). */
static void
stream_send (Stream *stream, const char *sealed)
{
  SoupMessageBody *body = soup_server_message_get_response_body (stream->msg);
  char *event = g_strdup_printf ("event: view\ndata: %s\n\n", sealed);

  soup_message_body_append (body, SOUP_MEMORY_TAKE, event, strlen (event));
  soup_server_message_unpause (stream->msg);
}

static void
stream_end (Stream *stream)
{
  soup_message_body_complete (soup_server_message_get_response_body (stream->msg));
  soup_server_message_unpause (stream->msg);
}

static guint
count_streams_of (FfbServer *self, const char *id)
{
  guint count = 0;

  for (guint i = 0; i < self->streams->len; i++)
    count += g_str_equal (((Stream *) g_ptr_array_index (self->streams, i))->device_id, id);
  return count;
}

static void
open_stream (FfbServer *self, SoupServerMessage *msg, FfbServeDevice *device, char *sealed)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  Stream *stream = g_new0 (Stream, 1);

  stream->server = self;
  stream->msg = g_object_ref (msg);
  g_strlcpy (stream->device_id, device->id, sizeof stream->device_id);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (headers, "text/event-stream", NULL);
  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_message_body_set_accumulate (soup_server_message_get_response_body (msg), FALSE);
  g_signal_connect (msg, "finished", G_CALLBACK (on_stream_finished), stream);
  g_signal_connect (msg, "disconnected", G_CALLBACK (on_stream_finished), stream);
  g_ptr_array_add (self->streams, stream);
  stream_send (stream, sealed);
}

static gboolean
answer_events (FfbServer *self, SoupServerMessage *msg, GHashTable *query)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL, *sealed = NULL;
  FfbServeDevice *device = NULL;
  FfbServeOpen opened;

  if (query == NULL)
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "This is not a sealed request.");
  opened = ffb_serve_channel_open_fields (self->pairing, g_hash_table_lookup (query, "device"),
                                          g_hash_table_lookup (query, "n"),
                                          g_hash_table_lookup (query, "nonce"),
                                          g_hash_table_lookup (query, "box"), &device, &what);
  if (opened == FFB_SERVE_OPEN_MALFORMED)
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "This is not a sealed request.");
  if (opened == FFB_SERVE_OPEN_REFUSED)
    return answer (msg, SOUP_STATUS_FORBIDDEN, "This request is not sealed by a paired device.");
  if (!g_str_equal (what, "events"))
    return answer (msg, SOUP_STATUS_BAD_REQUEST, "The request asks for nothing this server does.");
  if (count_streams_of (self, device->id) >= FFB_SERVE_MAX_STREAMS)
    return answer (msg, STATUS_TOO_MANY_REQUESTS, "This device has too many pages open.");
  sealed = sealed_view_for (self, device, &error);
  if (sealed == NULL)
    return answer (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, error->message);
  open_stream (self, msg, device, sealed);
  return TRUE;
}

static int
find_page_file (const char *path)
{
  for (guint i = 0; i < G_N_ELEMENTS (page_files); i++)
    if (g_str_equal (path, page_files[i].path))
      return (int) i;
  return -1;
}

static void
handle (SoupServer *soup, SoupServerMessage *msg, const char *path, GHashTable *query,
        gpointer data)
{
  FfbServer *self = data;
  const char *method = soup_server_message_get_method (msg);
  int page = find_page_file (path);

  if (g_str_equal (path, "/api/request") && method == SOUP_METHOD_POST)
    answer_request (self, msg);
  else if (g_str_equal (path, "/api/events") && method == SOUP_METHOD_GET)
    answer_events (self, msg, query);
  else if (page >= 0 && method == SOUP_METHOD_GET)
    serve_page (msg, (guint) page);
  else
    answer (msg, SOUP_STATUS_NOT_FOUND, "There is nothing here.");
}

static void
ffb_server_dispose (GObject *object)
{
  FfbServer *self = FFB_SERVER (object);

  ffb_server_stop (self);
  ffb_server_set_host (self, NULL, NULL, NULL);
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  G_OBJECT_CLASS (ffb_server_parent_class)->dispose (object);
}

static void
ffb_server_finalize (GObject *object)
{
  FfbServer *self = FFB_SERVER (object);

  g_free (self->battle_id);
  g_ptr_array_unref (self->streams);
  G_OBJECT_CLASS (ffb_server_parent_class)->finalize (object);
}

static void
ffb_server_class_init (FfbServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ffb_server_dispose;
  object_class->finalize = ffb_server_finalize;
  /* The page's files, once for the process (the class is made once). */
  ffb_serve_register_resource ();
}

static void
ffb_server_init (FfbServer *self)
{
  self->burst = FFB_SERVE_RATE_BURST;
  self->per_second = FFB_SERVE_RATE_PER_SECOND;
  self->streams = g_ptr_array_new_with_free_func ((GDestroyNotify) stream_free);
}

FfbServer *
ffb_server_new (FfbCampaign *campaign, const char *battle_id)
{
  FfbServer *self;

  g_return_val_if_fail (campaign != NULL && battle_id != NULL, NULL);
  self = g_object_new (FFB_TYPE_SERVER, NULL);
  self->campaign = ffb_campaign_ref (campaign);
  self->battle_id = g_strdup (battle_id);
  return self;
}

void
ffb_server_set_campaign (FfbServer *self, FfbCampaign *campaign)
{
  g_return_if_fail (FFB_IS_SERVER (self) && campaign != NULL);
  ffb_campaign_ref (campaign);
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  self->campaign = campaign;
  /* In the host's apply, the views go once the action is answered. */
  if (!self->applying)
    ffb_server_campaign_changed (self);
}

void
ffb_server_set_host (FfbServer *self, const FfbServeHost *host, gpointer host_data,
                     GDestroyNotify host_destroy)
{
  g_return_if_fail (FFB_IS_SERVER (self) && !self->applying);
  if (self->host_destroy != NULL)
    self->host_destroy (self->host_data);
  self->host = host;
  self->host_data = host_data;
  self->host_destroy = host_destroy;
}

void
ffb_server_campaign_changed (FfbServer *self)
{
  g_autoptr(GPtrArray) streams = NULL;

  g_return_if_fail (FFB_IS_SERVER (self));
  /* A copy that owns nothing: a stream that fails to take its event may finish, and leave the
   * list, at once. */
  streams = g_ptr_array_copy (self->streams, NULL, NULL);
  g_ptr_array_set_free_func (streams, NULL);

  for (guint i = 0; i < streams->len; i++)
    {
      Stream *stream = g_ptr_array_index (streams, i);
      FfbServeDevice *device = ffb_serve_pairing_lookup (self->pairing, stream->device_id);
      g_autofree char *sealed = NULL;

      if (device == NULL || !g_ptr_array_find (self->streams, stream, NULL))
        continue;
      sealed = sealed_view_for (self, device, NULL);
      if (sealed != NULL)
        stream_send (stream, sealed);
    }
}

void
ffb_server_set_rate (FfbServer *self, guint burst, guint per_second)
{
  g_return_if_fail (FFB_IS_SERVER (self) && burst > 0);
  self->burst = burst;
  self->per_second = per_second;
}

static guint
listened_port (SoupServer *soup)
{
  GSList *listeners = soup_server_get_listeners (soup);
  g_autoptr(GSocketAddress) local = NULL;
  guint port = 0;

  if (listeners != NULL)
    local = g_socket_get_local_address (listeners->data, NULL);
  if (local != NULL && G_IS_INET_SOCKET_ADDRESS (local))
    port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  g_slist_free (listeners);
  return port;
}

gboolean
ffb_server_start (FfbServer *self, const char *address, guint port, GError **error)
{
  g_autoptr(GSocketAddress) where = NULL;
  g_autoptr(SoupServer) soup = NULL;

  g_return_val_if_fail (FFB_IS_SERVER (self) && self->soup == NULL, FALSE);
  if (address == NULL)
    address = "127.0.0.1";
  if (port > G_MAXUINT16)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%u is not a port (1 to 65535, or 0 for a free one)."), port);
      return FALSE;
    }
  where = g_inet_socket_address_new_from_string (address, port);
  if (where == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a numeric IP address to listen on."), address);
      return FALSE;
    }
  soup = soup_server_new ("server-header", "ffbridge", NULL);
  g_signal_connect (soup, "request-started", G_CALLBACK (on_request_started), self);
  soup_server_add_handler (soup, NULL, handle, self, NULL);
  if (!soup_server_listen (soup, where, 0, error))
    return FALSE;
  self->soup = g_steal_pointer (&soup);
  self->address = g_strdup (address);
  self->port = listened_port (self->soup);
  self->pairing = ffb_serve_pairing_new ();
  self->rate = ffb_serve_rate_new (self->burst, self->per_second);
  return TRUE;
}

void
ffb_server_stop (FfbServer *self)
{
  g_return_if_fail (FFB_IS_SERVER (self));
  if (self->soup == NULL)
    return;
  /* The streams first, ended as the protocol ends them (a paused message whose connection is
   * only cut is never let go), and so that closing their connections calls back into nothing. */
  for (guint i = 0; i < self->streams->len; i++)
    {
      Stream *stream = g_ptr_array_index (self->streams, i);

      g_signal_handlers_disconnect_by_data (stream->msg, stream);
      stream_end (stream);
    }
  soup_server_disconnect (self->soup);
  g_ptr_array_set_size (self->streams, 0);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->pairing, ffb_serve_pairing_free);
  g_clear_pointer (&self->rate, ffb_serve_rate_free);
  g_clear_pointer (&self->address, g_free);
  self->port = 0;
}

gboolean
ffb_server_is_started (FfbServer *self)
{
  g_return_val_if_fail (FFB_IS_SERVER (self), FALSE);
  return self->soup != NULL;
}

guint
ffb_server_get_port (FfbServer *self)
{
  g_return_val_if_fail (FFB_IS_SERVER (self), 0);
  return self->port;
}

/* This machine's address on the network that reaches `family`'s outside: a datagram socket
 * "connected" to a documentation address (RFC 5737, 3849) says which address the system would
 * send from; nothing is sent. NULL when there is no such network. */
static char *
network_address (GSocketFamily family)
{
  g_autoptr(GSocket) socket = g_socket_new (family, G_SOCKET_TYPE_DATAGRAM,
                                            G_SOCKET_PROTOCOL_UDP, NULL);
  g_autoptr(GSocketAddress) outside = NULL, local = NULL;

  if (socket == NULL)
    return NULL;
  outside = g_inet_socket_address_new_from_string (family == G_SOCKET_FAMILY_IPV6
                                                    ? "2001:db8::1" : "192.0.2.1", 9);
  if (!g_socket_connect (socket, outside, NULL, NULL))
    return NULL;
  local = g_socket_get_local_address (socket, NULL);
  if (local == NULL)
    return NULL;
  return g_inet_address_to_string (
    g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (local)));
}

char *
ffb_server_get_host (FfbServer *self)
{
  g_autoptr(GInetAddress) address = NULL;
  char *found;

  g_return_val_if_fail (FFB_IS_SERVER (self) && self->soup != NULL, NULL);
  address = g_inet_address_new_from_string (self->address);
  if (address == NULL || !g_inet_address_get_is_any (address))
    return g_strdup (self->address);
  found = network_address (g_inet_address_get_family (address));
  return found != NULL ? found : g_strdup (g_inet_address_get_family (address)
                                           == G_SOCKET_FAMILY_IPV6 ? "::1" : "127.0.0.1");
}

char *
ffb_server_pair (FfbServer *self, FfbSide side, char **id)
{
  const FfbServeDevice *device;
  g_autofree char *host = NULL;

  g_return_val_if_fail (FFB_IS_SERVER (self) && self->soup != NULL, NULL);
  device = ffb_serve_pairing_add (self->pairing, side);
  host = ffb_server_get_host (self);
  if (id != NULL)
    *id = g_strdup (device->id);
  return ffb_serve_device_link (device, host, self->port);
}

gboolean
ffb_server_unpair (FfbServer *self, const char *id)
{
  g_return_val_if_fail (FFB_IS_SERVER (self), FALSE);
  if (self->pairing == NULL || !ffb_serve_pairing_remove (self->pairing, id))
    return FALSE;
  for (guint i = self->streams->len; i > 0; i--)
    {
      Stream *stream = g_ptr_array_index (self->streams, i - 1);

      if (g_str_equal (stream->device_id, id))
        {
          g_signal_handlers_disconnect_by_data (stream->msg, stream);
          stream_end (stream);
          g_ptr_array_remove_index (self->streams, i - 1);
        }
    }
  return TRUE;
}

const GPtrArray *
ffb_server_get_devices (FfbServer *self)
{
  static GPtrArray *none;

  g_return_val_if_fail (FFB_IS_SERVER (self), NULL);
  if (self->pairing != NULL)
    return ffb_serve_pairing_devices (self->pairing);
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

guint
ffb_server_count_streams (FfbServer *self)
{
  g_return_val_if_fail (FFB_IS_SERVER (self), 0);
  return self->streams->len;
}
