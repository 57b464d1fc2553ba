/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-dialog.h: adds or edits one CW leader: name, stars, initiative, tactical and army
 * command ratings of the counter in play, cavalry, status, and (L1, R10C) one row per rank for
 * his other counters' ratings. Emits ::save with the values; the caller applies them to the
 * campaign as one undoable edit. */
#pragma once

#include <adwaita.h>
#include "ffb-campaign.h"
#include "ffb-leader-library.h"

G_BEGIN_DECLS

#define FFB_TYPE_LEADER_DIALOG (ffb_leader_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbLeaderDialog, ffb_leader_dialog, FFB, LEADER_DIALOG, AdwWindow)

/* With `leader` NULL the dialog adds a new leader of `side`, and offers the built-in leader
 * library's leaders of that side as his name is typed (L2, L3): one taken fills the rows. */
FfbLeaderDialog *ffb_leader_dialog_new (GtkWindow *parent, const FfbLeader *leader,
                                        FfbSide side);
/* Copies the entered values into `leader` (name, ratings, cavalry, his counters of other
 * ranks switched on). The status is not copied:
 * it goes through ffb_edit_set_leader_status, which keeps the battles consistent. */
void             ffb_leader_dialog_apply (FfbLeaderDialog *self, FfbLeader *leader);
FfbLeaderStatus  ffb_leader_dialog_get_status (FfbLeaderDialog *self);
const char      *ffb_leader_dialog_get_leader_id (FfbLeaderDialog *self);
FfbSide          ffb_leader_dialog_get_side (FfbLeaderDialog *self);
const char      *ffb_leader_dialog_get_name (FfbLeaderDialog *self);
/* The library's leader taken from the offers, with `library` his library, while every value
 * the dialog shows is still the library's; NULL (and `library` NULL) when none was taken or
 * the referee changed one since. */
const FfbLibraryLeader *ffb_leader_dialog_get_library_leader (FfbLeaderDialog *self,
                                                              const FfbLeaderLibrary **library);
/* Offers the library's leaders with their ratings as `campaign` maps them (its own mapping,
 * L3, if it has one), as ffb_edit_new_library_leader will add them. */
void             ffb_leader_dialog_map_as (FfbLeaderDialog *self, FfbCampaign *campaign);
/* Offers the leaders of the library file `file` (L2: a referee's own) instead of those offered
 * so far; FALSE, and the offers as they were, with the file's refusal (file, line, one
 * sentence) in `error`. Only a dialog that adds a leader offers a library. */
gboolean         ffb_leader_dialog_open_library (FfbLeaderDialog *self, GFile *file,
                                                 GError **error);
/* The rank the referee put the library leader's first counter at (L3), for
 * ffb_edit_new_library_leader; 0 when none was taken. */
int              ffb_leader_dialog_get_library_start_rank (FfbLeaderDialog *self);
/* The number of the library's leaders offered now under the name (0 when none is). */
guint            ffb_leader_dialog_count_offers (FfbLeaderDialog *self);

G_END_DECLS
