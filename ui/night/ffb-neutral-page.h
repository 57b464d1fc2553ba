/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-page.h: the Secrets page, the referee's screen of the neutral party (RULES.md
 * R7, "Fair dice"): the dice commitment shown to both players before any roll, each player's
 * phrase, the hand-over to each side's private view, the pre-battle rolls, every sealed result
 * (folded away, for the referee's eyes), and after the battle the seed's reveal and the check
 * of every roll against it. Every step is an undoable edit of the campaign. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_NEUTRAL_PAGE (ffb_neutral_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbNeutralPage, ffb_neutral_page, FFB, NEUTRAL_PAGE, GtkWidget)

GtkWidget *ffb_neutral_page_new (void);
void       ffb_neutral_page_set_document (FfbNeutralPage *self, FfbDocument *document);

/* The steps, as the page's buttons take them; FALSE with `error` when refused. `seed_hex` NULL
 * draws the seed from the operating system (a fixed one is for tests and demos). */
gboolean   ffb_neutral_page_draw_seed (FfbNeutralPage *self, const char *seed_hex,
                                       GError **error);
gboolean   ffb_neutral_page_set_phrase (FfbNeutralPage *self, FfbSide side, const char *phrase,
                                        GError **error);
gboolean   ffb_neutral_page_roll (FfbNeutralPage *self, GError **error);
gboolean   ffb_neutral_page_reveal (FfbNeutralPage *self, GError **error);
/* Checks every roll against the revealed seed and shows the outcome; the problems found
 * (empty when sound), or NULL with `error`. */
GPtrArray *ffb_neutral_page_verify (FfbNeutralPage *self, GError **error);

G_END_DECLS
