/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night-page.h: the Battle Night page, the battle's clock for the whole table (RULES.md
 * R7B(2)-(5), R7A(2b), R8, R8A-R8C, R11D): the day, turn and time of day in large type, the
 * next turn (undone with Undo: the engine's clock only goes forward), the notices told this
 * turn to both players, each army's re-rolls for the turn, nightfall's checklist and the next
 * day, and an army withdrawing or driven off. It shows only what both players may know:
 * arrival rolls and Poltroon rolls are each side's, in his private view. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"
#include "ffb-phones.h"

G_BEGIN_DECLS

#define FFB_TYPE_NIGHT_PAGE (ffb_night_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbNightPage, ffb_night_page, FFB, NIGHT_PAGE, GtkWidget)

GtkWidget *ffb_night_page_new (void);
void       ffb_night_page_set_document (FfbNightPage *self, FfbDocument *document);
/* The battle the page shows: the document's battle-id, bound as the page's "battle-id"
 * property. The page is built again when that battle changes (the document's
 * ::battle-changed for it) or another is shown, and only then. */
const char *ffb_night_page_get_battle_id (FfbNightPage *self);
/* The window's players' phones (issue 33), which the page's "Players' Phones" group turns on
 * and off and whose paired devices it lists; NULL: the group is hidden. */
void       ffb_night_page_set_phones (FfbNightPage *self, FfbPhones *phones);
/* Its clock as shown, each a read-only string property bound to its label and notified only
 * when it changes: "turn-text" ("Day 1 · Turn 3 of 25", "Before the Battle") and
 * "clock-time" ("0700", "Night"). */

/* The steps, as the page's buttons take them (each an undoable edit); FALSE with `error` when
 * the engine refuses. */
gboolean   ffb_night_page_next_turn (FfbNightPage *self, GError **error);
gboolean   ffb_night_page_next_day (FfbNightPage *self, GError **error);
/* The turn before (ffb_neutral_back): nothing rolled is taken back. */
gboolean   ffb_night_page_previous_turn (FfbNightPage *self, GError **error);
/* What the toast says after a step: "Now day 1, turn 3 (0700)", or at night "Night falls on
 * day 1". */
char      *ffb_night_page_turn_message (FfbNightPage *self);
gboolean   ffb_night_page_use_reroll (FfbNightPage *self, FfbSide side, GError **error);
gboolean   ffb_night_page_leave_field (FfbNightPage *self, FfbSide side, gboolean driven_off,
                                       GError **error);

G_END_DECLS
