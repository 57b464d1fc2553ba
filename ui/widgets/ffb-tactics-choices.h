/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tactics-choices.h: the tactical rule sets a battle may be fought with (RULES.md Q), as
 * a combo row offers them: Fire & Fury first, then every set the engine has built in, by
 * their own names. */
#pragma once

#include <adwaita.h>
#include "ffb-tactics.h"

G_BEGIN_DECLS

/* The sets in the order offered: NULL (Fire & Fury) first, then each built-in FfbTactics*.
 * Fills `row` with their names. A new array of the caller's. */
GPtrArray  *ffb_ui_set_tactics_choices (AdwComboRow *row);
/* The position in `sets` of the set whose id is `id` ("fire-and-fury": 0); 0 when none is. */
guint       ffb_ui_tactics_choice_index (GPtrArray *sets, const char *id);

G_END_DECLS
