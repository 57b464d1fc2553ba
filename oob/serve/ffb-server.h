/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-server.h: the players' own devices' server (issue 33, DESIGN.md "The players' own
 * devices"). Off until started; while started it listens on one address and port and serves
 * only: its page's files (GET /, /page.css, /page.js, /page-actions.js, /page-witness.js,
 * /nacl-fast.min.js, from the GResource, under a strict Content-Security-Policy), the sealed
 * view (POST /api/request asking "view"), the sealed actions (POST /api/request asking "act",
 * ffb-serve-actions.h; its sealed answer {"done"} or {"done": false, "refused": the engine's
 * sentence}), the sealed witness of the signed record (asking "witness" with {"n": N},
 * ffb-serve-record.h), and the sealed event stream of views (GET /api/events, the sealed
 * request in its query).
 * Anything else is 404; a request too large or not of its form 400; one not sealed with a
 * paired device's key, tampered or played again 403; a client over its rate 429.
 *
 * Each paired device sees exactly its side's player's view of the served battle
 * (ffb-serve-view.h), with what its player may do now ("offers", ffb-serve-offers.h), sealed
 * with its own key. An action runs through the server's host (ffb-serve-host.h), which owns
 * the campaign's saving; without a host the devices only read. The caller says when the
 * campaign changed (ffb_server_campaign_changed) and each open stream gets the new view. */
#pragma once

#include <glib-object.h>
#include "ffb-campaign.h"
#include "ffb-serve-host.h"
#include "ffb-serve-pairing.h"

G_BEGIN_DECLS

#define FFB_TYPE_SERVER (ffb_server_get_type ())
G_DECLARE_FINAL_TYPE (FfbServer, ffb_server, FFB, SERVER, GObject)

/* A server of `battle_id`'s views of `campaign` (referenced), not yet listening. */
FfbServer  *ffb_server_new (FfbCampaign *campaign, const char *battle_id);
/* The campaign served from now on (a reloaded file); the open streams get its views. */
void        ffb_server_set_campaign (FfbServer *self, FfbCampaign *campaign);
/* The campaign changed (an edit): each open stream gets its side's new view. */
void        ffb_server_campaign_changed (FfbServer *self);
/* The host that applies and keeps the devices' actions (`host` static, `host_data` freed
 * with `host_destroy` when another is set or the server goes); NULL: the devices only read. */
void        ffb_server_set_host (FfbServer *self, const FfbServeHost *host, gpointer host_data,
                                 GDestroyNotify host_destroy);
/* The rate bound per client address: a burst, then so many a second (before start). */
void        ffb_server_set_rate (FfbServer *self, guint burst, guint per_second);

/* Listens on `address` (NULL: 127.0.0.1) and `port` (0: a free one). FALSE with GIO's error
 * when it cannot. */
gboolean    ffb_server_start (FfbServer *self, const char *address, guint port,
                              GError **error);
/* Stops listening, closes every connection and unpairs every device (their keys wiped). */
void        ffb_server_stop (FfbServer *self);
gboolean    ffb_server_is_started (FfbServer *self);
/* The port listened on (0 when stopped). */
guint       ffb_server_get_port (FfbServer *self);
/* The host a device's link names: the address listened on, or, when that is every address,
 * this machine's address on its network. */
char       *ffb_server_get_host (FfbServer *self);

/* Pairs a new device for `side` (the server started): its link (free it with
 * ffb_serve_secret_free); its id in `id` when not NULL. */
char       *ffb_server_pair (FfbServer *self, FfbSide side, char **id);
/* Unpairs device `id`, its key wiped, its streams closed; FALSE when none has it. */
gboolean    ffb_server_unpair (FfbServer *self, const char *id);
/* The paired devices (FfbServeDevice*), in the order paired. */
const GPtrArray *ffb_server_get_devices (FfbServer *self);
/* The event streams open now, for tests and the referee's list. */
guint       ffb_server_count_streams (FfbServer *self);

G_END_DECLS
