/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night-test.h: what the game-night UI tests share: the demo's Pea Ridge with flank
 * marches given and rolled on a fixed seed, and every text a widget tree shows (labels, row
 * titles and subtitles, entries, buttons, tooltips, drop-down items) for the privacy checks. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"
#include "ffb-flank.h"

G_BEGIN_DECLS

#define FFB_NIGHT_TEST_SEED "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
/* A seed on which the demo's Pea Ridge, with Osterhaus's division round the Union left and
 * Price's corps round the Confederate right, gives an encounter (derivation 2, ffb-dice.h):
 * the Union march swift, the Confederate deliberate (it enters on turn 9), the encounter roll
 * 50 or less, told on turn 3; the Confederate march is the larger by 20 stands. */
#define FFB_NIGHT_TEST_ENCOUNTER_SEED \
  "000000000000000000000000000000000000000000000000000000000000000b"

/* Gives `side` a march on `flank` taking unit `unit_id` under its own commander (asserting
 * the neutral party takes it), as one edit of the document. */
void       ffb_night_test_give (FfbDocument *document, FfbSide side, FfbFlank flank,
                                const char *unit_id);
/* The same with the march led by `leader_id` and taking `unit_ids` (NULL-terminated). */
void       ffb_night_test_give_led (FfbDocument *document, FfbSide side, FfbFlank flank,
                                    const char *leader_id, const char *const *unit_ids);
/* Draws the seed (FFB_NIGHT_TEST_SEED) and makes the pre-battle rolls, as one edit. */
void       ffb_night_test_roll (FfbDocument *document);
/* The same with another seed (64 hex digits), for a test that needs a given outcome. */
void       ffb_night_test_roll_seed (FfbDocument *document, const char *seed);
/* Every text shown below `root`, one string each (the array owns them). */
GPtrArray *ffb_night_test_texts (GtkWidget *root);
/* The first text below `root` holding `needle`, or NULL. */
const char *ffb_night_test_find_text (GPtrArray *texts, const char *needle);
/* What belongs to `side` and its opponent must never see: the names of its leaders present,
 * its unit ids, the text of every sealed result the opponent may not read now (its own,
 * and the referee's) and, when cards are on (C1), the names of the cards in its hand; when
 * the campaign's action deck is on (C2), the names of its action cards that no card of the
 * other hand, the discards or the table shares. */
GPtrArray *ffb_night_test_secrets_of (FfbDocument *document, FfbSide side);
/* Asserts that none of `secrets` shows below `root`. */
void       ffb_night_test_assert_none_shown (GtkWidget *root, GPtrArray *secrets);

G_END_DECLS
