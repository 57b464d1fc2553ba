/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sp-group-dialog.h: adds or edits one side's SP group: name, experience (R4F), SP count,
 * the leader who commands it, whose cavalry makes the group cavalry (R4A), and the referee's
 * weapons note that the OOB sheet prints on each brigade drawn from the group. Each value
 * the engine refuses is flagged at its field as it is typed, and Save waits until none is.
 * Emits ::save; the caller applies the values to the campaign as one undoable edit. */
#pragma once

#include <adwaita.h>
#include "ffb-edit.h"

G_BEGIN_DECLS

#define FFB_TYPE_SP_GROUP_DIALOG (ffb_sp_group_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbSpGroupDialog, ffb_sp_group_dialog, FFB, SP_GROUP_DIALOG, AdwWindow)

/* With `group` NULL the dialog adds a new group of `side`. The values are checked against
 * `campaign` (a reference is kept). */
FfbSpGroupDialog *ffb_sp_group_dialog_new (GtkWindow *parent, FfbCampaign *campaign,
                                           const FfbSpGroup *group, FfbSide side);
/* The values as entered; the strings are the dialog's, valid until it changes. */
void              ffb_sp_group_dialog_get_values (FfbSpGroupDialog *self,
                                                  FfbSpGroupValues *values);
/* The group edited, or NULL when adding. */
const char       *ffb_sp_group_dialog_get_group_id (FfbSpGroupDialog *self);
FfbSide           ffb_sp_group_dialog_get_side (FfbSpGroupDialog *self);

G_END_DECLS
