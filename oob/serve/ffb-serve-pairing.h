/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-pairing.h: the devices paired for one evening (issue 33, DESIGN.md "The players'
 * own devices"). Each has a fresh random key (libsodium's secretbox key) that only its link
 * carries, in the URL fragment the browser never sends; the server knows it by a public id
 * derived from the key, the side whose view it may read, and when it was first and last seen.
 * Keys live in guarded memory (sodium_malloc) and are wiped when a device is unpaired and
 * when the pairing is freed (the server's stop). */
#pragma once

#include <glib.h>
#include <sodium.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

/* The public id: the first bytes of the key's SHA-512 (the hash the page's library has too,
 * so that the page finds its own id from its key), in hex. */
#define FFB_SERVE_ID_BYTES 8
#define FFB_SERVE_ID_LENGTH (2 * FFB_SERVE_ID_BYTES)

typedef struct
{
  char id[FFB_SERVE_ID_LENGTH + 1];
  FfbSide side;
  guint8 *key;           /* crypto_secretbox_KEYBYTES, sodium_malloc'd */
  gint64 paired;         /* real time, microseconds */
  gint64 first_seen;     /* 0 until its first sealed request */
  gint64 last_seen;
  guint64 last_number;   /* the number of its last request: the next must be larger */
  guint64 sent;          /* the number of the last view sealed to it: the page refuses less */
} FfbServeDevice;

typedef struct _FfbServePairing FfbServePairing;

FfbServePairing      *ffb_serve_pairing_new (void);
/* Wipes every key. */
void                  ffb_serve_pairing_free (FfbServePairing *pairing);
/* A new device for `side` with a fresh key. */
const FfbServeDevice *ffb_serve_pairing_add (FfbServePairing *pairing, FfbSide side);
/* The device `id` names, or NULL. */
FfbServeDevice       *ffb_serve_pairing_lookup (FfbServePairing *pairing, const char *id);
/* Unpairs `id`, wiping its key; FALSE when no device has it. */
gboolean              ffb_serve_pairing_remove (FfbServePairing *pairing, const char *id);
/* The devices, in the order paired (FfbServeDevice*, owned by the pairing). */
const GPtrArray      *ffb_serve_pairing_devices (FfbServePairing *pairing);

/* The public id of `key`, into `id` (FFB_SERVE_ID_LENGTH + 1 chars). */
void                  ffb_serve_device_id (const guint8 *key, char *id);
/* `http://HOST:PORT/#k=KEY`, KEY in unpadded base64url; it holds the key: free it with
 * ffb_serve_secret_free. A numeric IPv6 host is put in brackets. */
char                 *ffb_serve_device_link (const FfbServeDevice *device, const char *host,
                                             guint port);
/* Wipes and frees a string that holds a key. */
void                  ffb_serve_secret_free (char *secret);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbServePairing, ffb_serve_pairing_free)

G_END_DECLS
