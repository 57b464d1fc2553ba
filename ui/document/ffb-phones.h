/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phones.h: the players' own phones for the evening (issue 33 items 1 and 2; DESIGN.md
 * "The players' own devices"): the server of the document's battle (oob/serve/ffb-server.h),
 * off until the referee turns it on, told of every change of the campaign, and stopped when
 * turned off, when the battle shown changes, when another campaign file is opened or saved
 * under another name (its devices were paired for the other), and when the window goes (this
 * object with it). Each device is paired from its player's private view, and the referee's
 * page lists the devices and unpairs one. It holds no rule: what a device sees is the
 * server's, from the engine's reader's view. */
#pragma once

#include <gio/gio.h>
#include "ffb-document.h"
#include "ffb-serve-pairing.h"

G_BEGIN_DECLS

#define FFB_TYPE_PHONES (ffb_phones_get_type ())
G_DECLARE_FINAL_TYPE (FfbPhones, ffb_phones, FFB, PHONES, GObject)

/* Off, for `document`'s battle of the moment. */
FfbPhones       *ffb_phones_new (FfbDocument *document);

/* The server on, listening on the bind address (every address of this machine unless set) on
 * a free port: FALSE with the reason when it cannot, or when there is no battle to serve. */
gboolean         ffb_phones_start (FfbPhones *self, GError **error);
/* Off: every device unpaired, its key wiped. */
void             ffb_phones_stop (FfbPhones *self);
/* Properties, each notified only when it changes: "active" (read-write: a switch binds to it;
 * set to TRUE it starts, and stays FALSE with "message" saying why when it cannot), "address"
 * (read-only: "http://HOST:PORT/" while on, else NULL) and "message" (read-only: why it is
 * off, when it was turned off by something else than the referee, or NULL). */
gboolean         ffb_phones_get_active (FfbPhones *self);
const char      *ffb_phones_get_address (FfbPhones *self);
const char      *ffb_phones_get_message (FfbPhones *self);
/* The address listened on: NULL (the default) for every one, "127.0.0.1" for this machine
 * alone (tests). Taken at the next start. */
void             ffb_phones_set_bind_address (FfbPhones *self, const char *address);
/* The port listened on, 0 while off. */
guint            ffb_phones_get_port (FfbPhones *self);

/* A new device of `side`: its link `http://HOST:PORT/#k=KEY` (free it with
 * ffb_serve_secret_free: it holds the key), or NULL while off; its id in `id` when not NULL. */
char            *ffb_phones_pair (FfbPhones *self, FfbSide side, char **id);
/* Unpairs device `id` (its key wiped, its page cut off); FALSE when none has it. */
gboolean         ffb_phones_unpair (FfbPhones *self, const char *id);
/* The paired devices (FfbServeDevice*), in the order paired; empty while off. ::devices-changed
 * says when one was paired or unpaired, or was seen again. */
const GPtrArray *ffb_phones_get_devices (FfbPhones *self);

G_END_DECLS
