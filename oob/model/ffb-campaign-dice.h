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
 * one place: FfbCampaign.dice_seed, one <campaign-dice> element in the file. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-dice.h"

G_BEGIN_DECLS

/* Mixed into every key, so that a campaign key is never any other HMAC of the seed. */
#define FFB_CAMPAIGN_DICE_LABEL "ffbridge campaign dice 1"

/* Draws the campaign seed from the OS's secure random source when the campaign has none;
 * FALSE with FFB_ERROR_IO when the system gives no random numbers. */
gboolean    ffb_campaign_dice_ensure (FfbCampaign *campaign, GError **error);
/* Gives the campaign the seed `seed_hex` (64 hex digits) when it has none: tests and demos.
 * FFB_ERROR_INVALID for bad hex or when another seed is committed already. */
gboolean    ffb_campaign_dice_set_seed (FfbCampaign *campaign, const char *seed_hex,
                                        GError **error);
/* The commitment of the campaign seed, or NULL while none is drawn. */
const char *ffb_campaign_dice_commitment (FfbCampaign *campaign);

/* A dice stream for the rolls of `stream`, its seed the key derived from the campaign seed
 * (drawn now when there is none). */
FfbDice    *ffb_campaign_dice_open (FfbCampaign *campaign, const char *stream, GError **error);
/* Whether `key_hex` is the key the campaign seed gives for `stream`. FALSE when the
 * campaign holds no seed. */
gboolean    ffb_campaign_dice_check_key (FfbCampaign *campaign, const char *stream,
                                         const char *key_hex);

/* What undo must never take back, from `from` (the campaign now) to `to` (the one undo
 * brings back): the campaign seed, once drawn, and the reveal of a battle's seed ("Revealing
 * cannot be undone", ffb-dice.h). TRUE when `to` changed (it then differs from its file). */
gboolean    ffb_campaign_dice_carry (FfbCampaign *to, FfbCampaign *from);

/* Wipes and frees the campaign's seed and commitment (the campaign then has none). */
void        ffb_campaign_dice_clear (FfbCampaign *campaign);

G_END_DECLS
