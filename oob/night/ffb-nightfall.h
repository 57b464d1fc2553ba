/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-nightfall.h: what the referee sees to at nightfall and the next dawn (RULES.md R8A-R8C),
 * as a checklist: one FfbNote a step, each naming its rule, in the order they are done. The
 * words are the engine's so that the battle-night screen holds no rules of its own; they say
 * nothing of either side's secrets (flank marches are named as a rule, never as a fact). */
#pragma once

#include <glib.h>
#include "ffb-history.h"
#include "ffb-rules.h"

G_BEGIN_DECLS

/* The checklist for the night before day `next_day` of a battle fought in `months`
 * (FfbNote*, in order). */
GPtrArray *ffb_nightfall_checklist (const FfbRules *rules, FfbMonths months, int next_day);

G_END_DECLS
