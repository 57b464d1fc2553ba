/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-phone.h: a player's phone as the page is one, for the server's tests and
 * benchmarks (issue 33): it seals its requests and opens its views with libsodium itself, as
 * the page does with tweetnacl, over libsoup on loopback. */
#pragma once

#include <sodium.h>
#include <libsoup/soup.h>
#include <json-glib/json-glib.h>
#include "ffb-serve-pairing.h"

G_BEGIN_DECLS

/* A paired device as its page knows it: the key from its link, the id from the key. */
typedef struct
{
  guint8 key[crypto_secretbox_KEYBYTES];
  char id[FFB_SERVE_ID_LENGTH + 1];
  guint64 number;
} FfbTestPhone;

/* An open event stream, as the page reads it. */
typedef struct
{
  GMainLoop *loop;
  GInputStream *stream;
  GString *buffer;
  gboolean ended;
} FfbTestEvents;

/* The key of a link `http://HOST:PORT/#k=KEY`, as the page reads it. */
void        ffb_test_phone_from_link (const char *link, FfbTestPhone *device);
/* The status of `method` `base``path` with `body` (NULL: none), its answer in `reply` (may be
 * NULL); `header`, when given, a "Name: value" added to the request; the message in `kept`
 * when not NULL. */
guint       ffb_test_phone_fetch (SoupSession *session, const char *base, const char *method,
                                  const char *path, const char *body, gsize length,
                                  const char *header, char **reply, SoupMessage **kept);
/* A request as the page seals it: {"device", "n", "nonce", "box"}, the box holding
 * {"device", "n", "what"}, sealed with `key` (the device's own, or another to try). */
char       *ffb_test_phone_seal (FfbTestPhone *device, const guint8 *key, const char *what);
/* A sealed view {"nonce", "box"} opened with `key`: its {"n", "view"} object, or NULL when
 * the key does not open it. */
JsonObject *ffb_test_phone_open (const char *sealed, const guint8 *key);

/* Opens `device`'s event stream at `base` (its status in `status`). */
SoupMessage *ffb_test_events_open (SoupSession *session, const char *base, FfbTestPhone *device,
                                   FfbTestEvents *events, guint *status);
/* Sends `msg` as an event stream's request (one sent before, to try it again): its status. */
guint       ffb_test_events_send (SoupSession *session, SoupMessage *msg,
                                  FfbTestEvents *events);
/* The next event's data line, or NULL when the stream ended first. */
char       *ffb_test_events_next (FfbTestEvents *events);
void        ffb_test_events_clear (FfbTestEvents *events);

G_END_DECLS
