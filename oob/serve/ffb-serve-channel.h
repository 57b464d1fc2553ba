/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-channel.h: the sealed channel between the server and a paired page (issue 33).
 *
 * Both ways it is libsodium's secretbox (XSalsa20-Poly1305; the page has the same construction
 * from tweetnacl) with the device's key and a random nonce, as JSON {"nonce": B64, "box": B64}
 * in standard base64.
 *
 * A request is {"device": ID, "n": N, "nonce": B64, "box": B64} (for the event stream, the
 * same four as the query's fields), its box holding {"device": ID, "n": N, "what": WHAT} and,
 * for a request that acts, "with": {...}, what it acts with (ffb-serve-actions.h): the
 * clear id finds the key, the box proves the key, N (a positive integer) must be larger than
 * the device's last, so that a request cannot be played again, and the clear fields must be
 * the sealed ones. A view is {"n": N, "view": VIEW} (an answer {"n": N, "to": TO, "answer":
 * ANSWER}), N growing per device over both, padded with spaces
 * to a multiple of FFB_SERVE_VIEW_BLOCK so that its size says little of what it holds. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ffb-serve-pairing.h"

G_BEGIN_DECLS

#define FFB_SERVE_VIEW_BLOCK 4096
/* The largest sealed request's box: a request asks, it carries no more than a few words. */
#define FFB_SERVE_MAX_REQUEST_BOX 2048

/* What opening a request found: the HTTP status it is answered with when not OK. */
typedef enum
{
  FFB_SERVE_OPEN_OK = 200,
  FFB_SERVE_OPEN_MALFORMED = 400,  /* not a request's form */
  FFB_SERVE_OPEN_REFUSED = 403,    /* no paired device's, tampered, or played again */
} FfbServeOpen;

/* `plain` sealed with `key`: the JSON above. */
char        *ffb_serve_channel_seal (const guint8 *key, const char *plain, gsize length);
/* The sealed view for `device`: `view_json` (a JSON object) numbered and padded, then sealed;
 * counts the device's views. */
char        *ffb_serve_channel_seal_view (FfbServeDevice *device, const char *view_json);
/* The sealed answer to `device`'s request number `to`: {"n": N, "to": TO, "answer": ANSWER},
 * numbered, padded and sealed as a view is. */
char        *ffb_serve_channel_seal_answer (FfbServeDevice *device, guint64 to,
                                            const char *answer_json);

/* Opens a request given as its four fields (`number` in decimal). On OK, `*device` is the
 * device that sealed it (now seen) and `*what` what it asks (free it). */
FfbServeOpen ffb_serve_channel_open_fields (FfbServePairing *pairing, const char *device_id,
                                            const char *number, const char *nonce64,
                                            const char *box64, FfbServeDevice **device,
                                            char **what);
/* The same from a request's body, the JSON above. */
FfbServeOpen ffb_serve_channel_open_body (FfbServePairing *pairing, const char *body,
                                          gsize length, FfbServeDevice **device, char **what);
/* The same, and the request's "with" object in `*with` (NULL when it has none; unref it). */
FfbServeOpen ffb_serve_channel_open_request (FfbServePairing *pairing, const char *body,
                                             gsize length, FfbServeDevice **device,
                                             char **what, JsonNode **with);

G_END_DECLS
