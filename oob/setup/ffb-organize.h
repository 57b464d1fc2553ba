/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize.h: builds a side's FF order of battle from a campaign battle by R4A-R4G, R7D
 * and R11. The same input always gives the same OOB. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* Returns the OOB with its findings (breaches of R4C-R4E the leaders present could not avoid);
 * NULL with an FFB_ERROR when the battle names something the campaign does not hold. */
FfbOob *ffb_organize (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side,
                      GError **error);

/* The battle's stored OOB of `side`, organized and stored first when there is none yet.
 * Returns the battle's own reference (do not unref). */
FfbOob *ffb_battle_ensure_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                               GError **error);

/* R4A: SPs are cavalry in a battle only when the cavalry leader who commands them on the CW
 * map is present in it (RULES.md R4A, a decision); without him they fight as infantry. */
gboolean ffb_battle_group_is_cavalry (FfbCampaign *campaign, const FfbBattle *battle,
                                      FfbSide side, const FfbSpGroup *group);

/* ffb_oob_validate to the limits of the battle's tactical rules (ffb_battle_organizing_rules),
 * its findings naming that set's rule (Q1) where they name FF's structure (R4B-R4E) for a
 * battle fought with other rules. Returns the number of findings. */
guint    ffb_oob_validate_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

/* The checks of a side's OOB against its battle (ffb_oob_validate, the three below and R9D's
 * ffb_oob_check_fitness); returns the number of findings. Whoever organizes, edits or loads
 * an OOB calls it. */
guint    ffb_oob_check_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

/* Runs ffb_oob_check_battle on every stored OOB of the campaign's battles: a change to a
 * battle's setup or to the campaign (SPs, leaders) may leave an OOB that no longer fits. The
 * app calls it after every edit, so that its pages show what `validate` finds in the file.
 * Returns the number of findings. */
guint    ffb_organize_check_oobs (FfbCampaign *campaign);

/* Whether the OOB still fits its battle: it holds what the SPs present make (R4A) and every
 * CW leader it names is in the battle's force (R4B). When it does not, only organizing it
 * again (or undoing the setup change) mends it. A fought battle's OOB always fits: it is the
 * record of what fought. */
gboolean ffb_oob_fits_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

/* R4B: adds a finding for each command led by a CW leader who is not in the battle's force
 * (taken out of it after the OOB was organized). Returns TRUE when there is none. */
gboolean ffb_oob_check_leaders_present (FfbOob *oob, const FfbBattle *battle);

/* R4A: adds a finding when the OOB's stands and batteries, by experience and arm, are not
 * what the battle's SPs present make at its ratio (the setup changed since it was organized,
 * or a file was edited by hand); it names what differs. Returns TRUE when they match. */
gboolean ffb_oob_check_strength (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

/* R4B: adds a finding for each 3-star leader the referee picked to lead the army who does not
 * lead it (another leads it, perhaps a 4-star). Returns TRUE when there is none, as always
 * for a battle fought with other tactical rules (Q1 has no army leader). */
gboolean ffb_oob_check_roles (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

/* R4A: adds a finding for each SP group present whose cavalry leader is absent, saying that
 * it fights as infantry and why. Returns TRUE when there is none. */
gboolean ffb_oob_check_cavalry (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle);

G_END_DECLS
