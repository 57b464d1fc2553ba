/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-dialog.h: the New Battle form (R1, R2, R7C, R4A): name, CW map hex, CW turn (the
 * campaign's by default), terrain, river crossed, attacker, the tactical rules (Fire & Fury
 * by default, RULES.md Q) and the SP ratio (those rules' own by default). Each value the
 * engine refuses is flagged at its field as it is typed; Add waits until none is. Emits
 * ::save; the caller adds the battle as one undoable edit, and the referee then picks its
 * forces on Battle Setup. */
#pragma once

#include <adwaita.h>
#include "ffb-edit.h"

G_BEGIN_DECLS

#define FFB_TYPE_BATTLE_DIALOG (ffb_battle_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbBattleDialog, ffb_battle_dialog, FFB, BATTLE_DIALOG, AdwWindow)

/* The values are checked against `campaign` (a reference is kept). */
FfbBattleDialog *ffb_battle_dialog_new (GtkWindow *parent, FfbCampaign *campaign);
/* The values as entered; the strings are the dialog's, valid until it changes. */
void             ffb_battle_dialog_get_values (FfbBattleDialog *self, FfbBattleValues *values);
/* RULES.md Q: the tactical rules picked, NULL for Fire & Fury (the dialog's; valid while it
 * lives). The ratio shown is then that set's until the referee changes it. */
FfbTactics      *ffb_battle_dialog_get_tactics (FfbBattleDialog *self);
/* Whether the referee asked to move the campaign on to the battle's turn (offered when the
 * battle's turn is after the campaign's, R1). */
gboolean         ffb_battle_dialog_get_advance_campaign (FfbBattleDialog *self);
void             ffb_battle_dialog_set_advance_campaign (FfbBattleDialog *self,
                                                         gboolean advance);

G_END_DECLS
