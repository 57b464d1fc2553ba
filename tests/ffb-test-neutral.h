/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-neutral.h: a battle set up for the neutral party's tests: two armies of one corps
 * and three divisions each, whose leaders cover every R7A case, and helpers to send flank
 * marches and play turns. */
#pragma once

#include "ffb-neutral.h"
#include "ffb-test-builder.h"

G_BEGIN_DECLS

/* A fixed seed for tests (64 hex digits): bytes 00 01 02 ... 1f. */
#define FFB_TEST_SEED "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* The battle "test" (Jul-Aug 1863, clear, Union attacking). Each side ("u" and "c"): an army
 * leader X-army (4 stars; army command +2 for the Union, -1 for the Confederates), a corps
 * leader X-corps (tactical +1) and division leaders X-div1 (tactical -1, initiative 1),
 * X-div2 (+1, initiative 2) and X-div3 (0, initiative 3; the Confederate one is cavalry),
 * each over 2 veteran SPs: 120 stands a side in three divisions of five 8-stand brigades. */
FfbCampaign   *ffb_test_neutral_campaign (void);
/* The command `leader_id` leads in the side's (stored) OOB. */
FfbUnit       *ffb_test_unit_led_by (FfbCampaign *campaign, FfbSide side, const char *leader_id);
/* An order on `flank` led by `leader_id`, taking the division he leads. */
FfbFlankOrder *ffb_test_division_order (FfbCampaign *campaign, FfbSide side, FfbFlank flank,
                                        const char *leader_id);
/* An order led by `leader_id` taking the first `n_brigades` brigades of his division. */
FfbFlankOrder *ffb_test_brigades_order (FfbCampaign *campaign, FfbSide side, FfbFlank flank,
                                        const char *leader_id, guint n_brigades);
/* Gives the order (asserting it is accepted). */
void           ffb_test_give (FfbCampaign *campaign, FfbFlankOrder *order);
/* Starts the dice with `seed` and makes the pre-battle rolls (asserting success). */
FfbNeutral    *ffb_test_roll (FfbCampaign *campaign, const char *seed);
/* Advances to battle turn `turn` (through nights), asserting each step. */
void           ffb_test_play_to (FfbCampaign *campaign, int turn);
/* The battle under way with secrets on both sides: flank marches given (the Union's left,
 * u-div2; the Confederates' right, c-div3), the pre-battle rolls made with FFB_TEST_SEED, the
 * clock at turn 9 and C1's Haggerty deck dealt, nobody's card picked yet. */
FfbCampaign   *ffb_test_cards_campaign (void);
/* The same, the Union's C1 pick sealed (his first card). */
FfbCampaign   *ffb_test_picking_campaign (void);
/* A seed made from a number, for loops over many seeds. */
char          *ffb_test_seed_from (guint number);

G_END_DECLS
