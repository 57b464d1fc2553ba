/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-draft.h: the result the referee is typing, kept as the battle's draft
 * (ffb-edit-draft.c). Apart from ffb-edit.h, which holds the forms' checks. */
#pragma once

#include <glib.h>
#include "ffb-result.h"

G_BEGIN_DECLS

/* Keeps `draft` (a reference is taken; NULL clears it) as the result typed for the battle,
 * with the referee's R9F pick: `crack_group` (NULL for the default) or `no_crack`. Refused,
 * and nothing changed: a fought battle (FFB_ERROR_IN_USE, R9: its result is the record), a
 * draft of another battle, a crack group that is in neither force (FFB_ERROR_INVALID, R9F). */
gboolean ffb_battle_edit_draft (FfbBattle *battle, FfbResult *draft, const char *crack_group,
                                gboolean no_crack, GError **error);

G_END_DECLS
