/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-channel.c: sealing views and opening requests with a device's key. */
#include "ffb-serve-channel.h"

#include <string.h>
#include "ffb-serve-json.h"

#define B64 sodium_base64_VARIANT_ORIGINAL

static char *
to_base64 (const guint8 *bytes, gsize length)
{
  gsize size = sodium_base64_ENCODED_LEN (length, B64);
  char *text = g_malloc (size);

  return sodium_bin2base64 (text, size, bytes, length, B64);
}

/* The bytes of strict base64 `text`, of at most `max` bytes; NULL when it is not that. */
static guint8 *
from_base64 (const char *text, gsize max, gsize *length)
{
  guint8 *bytes;

  if (text == NULL || strlen (text) > sodium_base64_ENCODED_LEN (max, B64))
    return NULL;
  bytes = g_malloc (max + 1);
  if (sodium_base642bin (bytes, max, text, strlen (text), NULL, length, NULL, B64) != 0)
    g_clear_pointer (&bytes, g_free);
  return bytes;
}

char *
ffb_serve_channel_seal (const guint8 *key, const char *plain, gsize length)
{
  guint8 nonce[crypto_secretbox_NONCEBYTES];
  g_autofree guint8 *box = g_malloc (length + crypto_secretbox_MACBYTES);
  g_autofree char *nonce64 = NULL, *box64 = NULL;

  g_return_val_if_fail (key != NULL && plain != NULL, NULL);
  randombytes_buf (nonce, sizeof nonce);
  crypto_secretbox_easy (box, (const guint8 *) plain, length, nonce, key);
  nonce64 = to_base64 (nonce, sizeof nonce);
  box64 = to_base64 (box, length + crypto_secretbox_MACBYTES);
  return g_strdup_printf ("{\"nonce\":\"%s\",\"box\":\"%s\"}", nonce64, box64);
}

/* {"n": N, MEMBERS} for `device`, padded to a block, sealed; counts the device's messages. */
static char *
seal_numbered (FfbServeDevice *device, const char *members)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  char *sealed;

  device->sent++;
  g_string_printf (plain, "{\"n\":%" G_GUINT64_FORMAT ",%s}", device->sent, members);
  /* JSON allows whitespace after the value: the padding costs the page nothing. */
  while (plain->len % FFB_SERVE_VIEW_BLOCK != 0)
    g_string_append_c (plain, ' ');
  sealed = ffb_serve_channel_seal (device->key, plain->str, plain->len);
  sodium_memzero (plain->str, plain->len);
  return sealed;
}

char *
ffb_serve_channel_seal_view (FfbServeDevice *device, const char *view_json)
{
  g_autofree char *members = NULL;
  char *sealed;

  g_return_val_if_fail (device != NULL && view_json != NULL, NULL);
  members = g_strconcat ("\"view\":", view_json, NULL);
  sealed = seal_numbered (device, members);
  sodium_memzero (members, strlen (members));
  return sealed;
}

char *
ffb_serve_channel_seal_answer (FfbServeDevice *device, guint64 to, const char *answer_json)
{
  g_autofree char *members = NULL;
  char *sealed;

  g_return_val_if_fail (device != NULL && answer_json != NULL, NULL);
  members = g_strdup_printf ("\"to\":%" G_GUINT64_FORMAT ",\"answer\":%s", to, answer_json);
  sealed = seal_numbered (device, members);
  sodium_memzero (members, strlen (members));
  return sealed;
}

static const char *
member_string (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* A positive integer member, or 0. */
static guint64
member_number (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;
  return MAX (json_node_get_int (node), 0);
}

/* A positive decimal number with nothing after it, or 0. */
static guint64
parse_number (const char *text)
{
  guint64 number = 0;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &number, NULL))
    return 0;
  return number;
}

/* The box's plaintext, or NULL when the key does not open it (tampered, or another key). */
static char *
open_box (const FfbServeDevice *device, const char *nonce64, const char *box64, gsize *length)
{
  gsize nonce_length = 0, box_length = 0;
  g_autofree guint8 *nonce = from_base64 (nonce64, crypto_secretbox_NONCEBYTES, &nonce_length);
  g_autofree guint8 *box = from_base64 (box64, FFB_SERVE_MAX_REQUEST_BOX, &box_length);
  char *plain;

  if (nonce == NULL || box == NULL || nonce_length != crypto_secretbox_NONCEBYTES
      || box_length < crypto_secretbox_MACBYTES)
    return NULL;
  *length = box_length - crypto_secretbox_MACBYTES;
  plain = g_malloc (*length + 1);
  if (crypto_secretbox_open_easy ((guint8 *) plain, box, box_length, nonce, device->key) != 0)
    {
      g_free (plain);
      return NULL;
    }
  plain[*length] = '\0';
  return plain;
}

/* Whether the sealed request says what its clear fields say, what it asks and with what (its
 * "with" object, when it has one and `with` is not NULL). */
static gboolean
sealed_agrees (const char *plain, gsize length, const FfbServeDevice *device, guint64 number,
               char **what, JsonNode **with)
{
  JsonNode *given;
  g_autoptr(JsonNode) root = ffb_serve_json_parse_object (plain, length);
  JsonObject *object;
  const char *asked;

  if (root == NULL)
    return FALSE;
  object = json_node_get_object (root);
  asked = member_string (object, "what");
  if (g_strcmp0 (member_string (object, "device"), device->id) != 0
      || member_number (object, "n") != number || asked == NULL)
    return FALSE;
  given = json_object_get_member (object, "with");
  if (given != NULL && !JSON_NODE_HOLDS_OBJECT (given))
    return FALSE;
  *what = g_strdup (asked);
  if (with != NULL)
    *with = given != NULL ? json_node_copy (given) : NULL;
  return TRUE;
}

static FfbServeOpen
open_fields (FfbServePairing *pairing, const char *device_id, const char *number_text,
             const char *nonce64, const char *box64, FfbServeDevice **device_out, char **what,
             JsonNode **with)
{
  FfbServeDevice *device;
  guint64 number = parse_number (number_text);
  g_autofree char *plain = NULL;
  gsize length = 0;

  g_return_val_if_fail (pairing != NULL && device_out != NULL && what != NULL,
                        FFB_SERVE_OPEN_MALFORMED);
  if (device_id == NULL || number == 0 || nonce64 == NULL || box64 == NULL)
    return FFB_SERVE_OPEN_MALFORMED;
  device = ffb_serve_pairing_lookup (pairing, device_id);
  if (device == NULL)
    return FFB_SERVE_OPEN_REFUSED;
  plain = open_box (device, nonce64, box64, &length);
  if (plain == NULL || !sealed_agrees (plain, length, device, number, what, with))
    return FFB_SERVE_OPEN_REFUSED;
  sodium_memzero (plain, length);
  /* Only now, the request being the device's own, does its number count. */
  if (number <= device->last_number)
    {
      g_clear_pointer (what, g_free);
      if (with != NULL)
        g_clear_pointer (with, json_node_unref);
      return FFB_SERVE_OPEN_REFUSED;
    }
  device->last_number = number;
  device->last_seen = g_get_real_time ();
  if (device->first_seen == 0)
    device->first_seen = device->last_seen;
  *device_out = device;
  return FFB_SERVE_OPEN_OK;
}

FfbServeOpen
ffb_serve_channel_open_fields (FfbServePairing *pairing, const char *device_id,
                               const char *number_text, const char *nonce64, const char *box64,
                               FfbServeDevice **device_out, char **what)
{
  return open_fields (pairing, device_id, number_text, nonce64, box64, device_out, what, NULL);
}

FfbServeOpen
ffb_serve_channel_open_body (FfbServePairing *pairing, const char *body, gsize length,
                             FfbServeDevice **device, char **what)
{
  return ffb_serve_channel_open_request (pairing, body, length, device, what, NULL);
}

FfbServeOpen
ffb_serve_channel_open_request (FfbServePairing *pairing, const char *body, gsize length,
                                FfbServeDevice **device, char **what, JsonNode **with)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *number = NULL;
  JsonObject *object;
  guint64 n;

  if (body == NULL || length == 0 || !g_utf8_validate (body, length, NULL))
    return FFB_SERVE_OPEN_MALFORMED;
  root = ffb_serve_json_parse_object (body, length);
  if (root == NULL)
    return FFB_SERVE_OPEN_MALFORMED;
  object = json_node_get_object (root);
  n = member_number (object, "n");
  if (n == 0)
    return FFB_SERVE_OPEN_MALFORMED;
  number = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  return open_fields (pairing, member_string (object, "device"), number,
                      member_string (object, "nonce"), member_string (object, "box"), device,
                      what, with);
}
