/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-record-ops.h: game night's copy and equality of a card record (FfbCardPlay), for
 * the model's copies of a neutral party, a battle and a campaign (model/ffb-campaign.h):
 * a player's view of a card record holds game night's state, which only game night copies,
 * until the card records are the model's own. */
#pragma once

#include <glib.h>
#include "ffb-neutral-record.h"

G_BEGIN_DECLS

/* ffb_cards_copy and ffb_cards_equal (ffb-cards.h); static, never freed. */
const FfbCardRecordOps *ffb_night_card_record_ops (void);

G_END_DECLS
