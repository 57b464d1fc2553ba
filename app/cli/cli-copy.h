/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-copy.h: `convert --seed HEX --copy READER`: the neutral party's pre-battle rolls, and a
 * reader's copy of the battle as text (ffb-reader-view.h). */
#pragma once

#include "ffb-campaign.h"

G_BEGIN_DECLS

/* With a seed (64 hex digits), makes the battle's pre-battle secret rolls (R7A, R7B), unless
 * the battle was rolled before; NULL does nothing. FALSE after one sentence on stderr. */
gboolean ffb_cli_roll_secrets (FfbCampaign *campaign, FfbBattle *battle, const char *seed_hex);
/* Writes `reader_word`'s copy (NULL: the referee's) at the battle's present turn as text to
 * `output`; returns an exit status. */
int      ffb_cli_write_copy (FfbCampaign *campaign, FfbBattle *battle, const char *reader_word,
                             const char *output);

G_END_DECLS
