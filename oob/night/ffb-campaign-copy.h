/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-copy.h: a campaign and its battles copied and compared field by field, with no
 * file format between. Game night's layer: a battle's neutral party holds game night's
 * records (flank orders, ratings, notices), which the copy copies. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* A campaign of its own with a copy of every field (ffb-campaign-copy.c): leaders, SP groups,
 * battles with their OOBs, neutral parties and drafts, promotions, carried losses, the rule
 * set, the keyring with the keys unlocked in this session (copied into guarded memory) and the
 * sealed parts kept unopened. Not its history nor its own dice (seed and commitment), which
 * stay in one place, the campaign's: the same as an undo snapshot keeps
 * (ffb-xml-snapshot.h), and what a change works on before it is carried over. */
FfbCampaign *ffb_night_copy_campaign (FfbCampaign *campaign);
/* Every field ffb_night_copy_campaign copies is the same (the rule sets by ffb_rules_equal, the
 * keyrings by ffb_keyring_equal); the history and the campaign's own dice aside. */
gboolean     ffb_night_campaigns_equal (FfbCampaign *a, FfbCampaign *b);

/* A battle of its own with a copy of every field: setup, OOBs, neutral party and draft
 * (ffb-battle-copy.c). */
FfbBattle *ffb_battle_copy (const FfbBattle *battle);
/* Every field the same, OOBs, neutral party and draft included. */
gboolean   ffb_battle_equal (const FfbBattle *a, const FfbBattle *b);

G_END_DECLS
