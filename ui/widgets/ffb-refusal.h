/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-refusal.h: a refusal that stays shown at the end of a group of rows, in the error style
 * (a player's hand: a refused step changes nothing, so the group is not built again). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A wrapped label in the error style, for ffb_refusal_place (). */
GtkLabel   *ffb_refusal_new (void);
/* Puts `refusal` hidden at the end of `group` (as a group is built). */
void        ffb_refusal_place (GtkLabel *refusal, AdwPreferencesGroup *group);
/* Shows `error`'s sentence in `refusal`. */
void        ffb_refusal_show (GtkLabel *refusal, const GError *error);
/* The refusal shown, or NULL when none is. */
const char *ffb_refusal_get (GtkLabel *refusal);

G_END_DECLS
