/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-dice.h: the campaign's own fair dice (RULES.md "Fair dice", last paragraph).
 *
 * The rolls made after a battle and between battles (R9C, R10B-C, R10D-E) come from one
 * campaign seed: 256 bits from the operating system's secure random source, drawn before the
 * first of them (old files get one when first needed) and kept in the campaign file, with its
 * commitment, SHA-256 (seed) in lowercase hex, shown on the Campaign page and by
 * `ffbridge-cli aftermath` and `promote`. Each change that rolls opens a dice stream whose
 * seed is a key derived from the campaign seed by what the rolls are for:
 *
 *   key = HMAC-SHA256 (campaign seed[32], FFB_CAMPAIGN_DICE_LABEL || 0x00 || stream)
 *
 * with stream naming the battle ("BATTLE.aftermath") or the CW turn and the side
 * ("promotions.turn-N", "promotions.turn-N.union-draw-K": the K-th draw of that side in that
 * turn), never a count shared across changes. The rolls inside follow ffb-dice.h. Undoing a
 * change and making it again opens the same stream with the same key and so gives the same
 * dice: a re-roll by undo is impossible.
 *
 * How it is revealed: each change reveals its own key in the history (as ffb-history.h
 * keeps a change's seed), so that anyone can re-derive that change's rolls at once; a key
 * tells nothing of the campaign seed or of any other stream's key (HMAC is one-way), so no
 * roll still to come becomes known. The campaign seed itself stays with the referee for the
 * whole campaign: revealing it would make every later campaign roll predictable. The
 * referee's file can show at any time that each key came from the committed seed
 * (ffb_campaign_dice_check_key, `ffbridge-cli verify --history`). The seed is a secret in
 * one place: FfbCampaign.dice_seed, one <campaign-dice> element in the file.
 *
 * The functions, ffb_campaign_dice_*, are declared with every other ffb_campaign_* function
 * in ffb-campaign.h; this header keeps the scheme and its label. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Mixed into every key, so that a campaign key is never any other HMAC of the seed. */
#define FFB_CAMPAIGN_DICE_LABEL "ffbridge campaign dice 1"

G_END_DECLS
