/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-notices.h: what both players are told, turn by turn (RULES.md R7B(2)-(5), R8A-R8C).
 *
 * Notices are public and worked out from the sealed results, never stored: a march's warning
 * on its notice turn and its entry on its arrival turn (R7B(2)-(4)), an off-table encounter
 * at the earlier of the two notices (R7B(5a)), dusk and the next dawn (R8A) and the end of
 * the battle (R8B, R8C). A notice says no more than both players may know: which side's
 * march, on which end of the field, when; never its leader, its size or its roll. */
#pragma once

#include <glib.h>
#include "ffb-battle-clock.h"
#include "ffb-flank.h"
#include "ffb-notice.h"

G_BEGIN_DECLS

/* Every notice told up to battle turn `up_to`, in turn order. `orders` (FfbFlankOrder*) and
 * `encounters` (FfbEncounter) are the battle's sealed results (either may be NULL); past the
 * clock's present the battle is taken to go on, unless it has ended. */
GPtrArray *ffb_notices_up_to (const FfbBattleClock *clock, const FfbRules *rules,
                              FfbMonths months, GPtrArray *orders, GArray *encounters,
                              int up_to);

G_END_DECLS
