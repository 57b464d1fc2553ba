/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-promotion-group.h: leader promotions on the Campaign page (RULES.md R10A-R10E): the
 * counters on the CW turn track, the Reinforcement Phase rolls of the current CW turn (a
 * preview of each counter's chance, then the roll with the fair dice), the Promotion Pool and
 * a draw from it after an odd initiative roll, and the campaign's history of changes with the
 * last one undoable. Each roll is a change in the campaign's history (ffb-history.h) and an
 * undoable edit of the document. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_PROMOTION_GROUP (ffb_promotion_group_get_type ())
G_DECLARE_FINAL_TYPE (FfbPromotionGroup, ffb_promotion_group, FFB, PROMOTION_GROUP,
                      AdwPreferencesGroup)

GtkWidget *ffb_promotion_group_new (void);
void       ffb_promotion_group_set_document (FfbPromotionGroup *self, FfbDocument *document);

/* The steps, as the group's buttons take them; FALSE with `error` when the engine refuses. */
gboolean   ffb_promotion_group_roll_phase (FfbPromotionGroup *self, GError **error);
gboolean   ffb_promotion_group_draw (FfbPromotionGroup *self, FfbSide side, int initiative_roll,
                                     GError **error);
gboolean   ffb_promotion_group_undo_last (FfbPromotionGroup *self, GError **error);
/* "Fair dice": draws the campaign dice's seed now, so that both players see its commitment
 * before the first after-battle or promotion roll (which would draw it otherwise). */
gboolean   ffb_promotion_group_draw_seed (FfbPromotionGroup *self, GError **error);

G_END_DECLS
