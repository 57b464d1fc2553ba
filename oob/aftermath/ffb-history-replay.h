/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-replay.h: `verify --history` makes each promotion change again (issue 30 item 7).
 *
 * A change's dice are checked against its seed and its purposes against its rule
 * (ffb-history-purposes.h), but what it did with them (its sentences and what it left in the
 * campaign) is its own record. A Reinforcement Phase (R10B-C) and a draw from the Promotion
 * Pool (R10D-E) depend on nothing but the campaign they were made on, which the change keeps
 * as its "before" (the last FFB_HISTORY_UNDO_DEPTH changes do): each is made again on it with
 * its revealed dice, and must roll the same dice (none dropped, none added), say the same
 * sentences (made again in the language verify runs in; the initiative roll of R10D, which
 * the change does not keep but in its words, aside) and leave each promotion counter it
 * rolled where the campaign after it has it (on the track or in the pool). An aftermath rests
 * on the result the referee typed, which it does not keep: its record is the signature's to
 * vouch for, not this check's. */
#pragma once

#include <glib.h>
#include "ffb-history.h"

G_BEGIN_DECLS

/* One sentence per problem (prefixed with the change) added to `problems`; returns how many
 * changes were made again. */
guint ffb_history_replay (FfbCampaign *campaign, GPtrArray *problems);

G_END_DECLS
