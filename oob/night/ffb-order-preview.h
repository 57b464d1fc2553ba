/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-order-preview.h: a flank-march order as its owner plans it, before he gives it
 * (RULES.md R5, R5A, R5B, R7B(1), R7C, R7D): the leader's name and initiative, the size of the
 * force, the exact odds of each march and every refusal the neutral party would make, each
 * naming its rule.
 *
 * A side's private view shows this while its player picks units, so it reads the owner's side
 * only: the order is checked against his own orders (the checks never weigh the other side's,
 * see ffb_flank_check), a leader of the other side is treated as no leader at all, and nothing
 * of the other army enters the preview. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-flank.h"

G_BEGIN_DECLS

typedef struct
{
  char *leader_name;   /* the CW leader who would lead it, or NULL when he is not of its side */
  int initiative;      /* his CW initiative (R7B(1)); 0 without a leader */
  int modifier;        /* R7C: the ground's modifier to its arrival die */
  FfbFlankSize size;   /* stands, cavalry stands, R7B(5b) weight, batteries */
  FfbMarchOdds odds;   /* exact chances of swift, deliberate, plodding; all 0 without a leader */
  GPtrArray *findings; /* FfbFinding*: why the neutral party would refuse it; empty: it goes */
} FfbOrderPreview;

/* Previews `order` on `battle`, whose OOB of the order's side must be stored (the neutral party
 * checks against the stored OOB). FFB_ERROR_INVALID when it is not. */
FfbOrderPreview *ffb_order_preview_new (FfbCampaign *campaign, const FfbBattle *battle,
                                        const FfbFlankOrder *order, GError **error);
void             ffb_order_preview_free (FfbOrderPreview *preview);

/* TRUE when the neutral party would take the order as it stands. */
gboolean         ffb_order_preview_accepted (const FfbOrderPreview *preview);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbOrderPreview, ffb_order_preview_free)

G_END_DECLS
