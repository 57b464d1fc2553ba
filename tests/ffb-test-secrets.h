/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-secrets.h: what of one side no one else may read ("Secrets at rest"), as words to
 * scan any text for: a file, a copy, a page, the bytes a device received. */
#pragma once

#include "ffb-campaign.h"

G_BEGIN_DECLS

/* Of `battle`'s `side`: its stored OOB's unit ids and names (those not in the public roster,
 * nor also names of `reader_side`'s own units, which his view shows), the purposes of its
 * rolls, the seed while unrevealed, each card of its C1 hand and its pick, and, when
 * `reader_side` is -1 (a file), its phrase. */
GPtrArray *ffb_test_secrets_of (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                                int reader_side);
/* Fails the test, naming `what` and the secret, when `text` holds one of `secrets`. */
void       ffb_test_assert_holds_none (const char *what, const char *text,
                                       const GPtrArray *secrets);

G_END_DECLS
