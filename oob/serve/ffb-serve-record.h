/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-record.h: the players' devices as witnesses of the signed record (issue 33,
 * item 5; ffb-chain.h). Each view names the campaign's signing key and its last link; a
 * device keeps the last link it saw and, when a later view comes, asks for that link by its
 * number ("witness"). A campaign whose record no longer holds it was rolled back: replaced
 * by an older copy of its file, or written again from one (a battle rolled again). */
#pragma once

#include <json-glib/json-glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Adds the member "record" to the object being built: null when the campaign's file is not
 * signed, else {"fingerprint", "n", "link", "previous"}: the key's fingerprint, the last
 * link's number, its digest (ffb_chain_link_digest) and the digest of the link before it
 * ("" for the first). */
void  ffb_serve_record_add (JsonBuilder *builder, const FfbCampaign *campaign);

/* The answer to a device's "witness" request for link `n`: {"n", "link"}, its digest in the
 * campaign's record today, or null when the record holds no such link. */
char *ffb_serve_record_witness_json (const FfbCampaign *campaign, gint64 n);

G_END_DECLS
