/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reveal-card.h: the cards face up for the whole table after a reveal (C1E, C2C), in large
 * type: who goes first, each side's cards side by side (one above the other in a narrow
 * window) and the sentence naming the rule why. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A wrapped label aligned to the start, in `style` (a CSS class, as "title-1"; NULL: none). */
GtkWidget *ffb_reveal_label_new (const char *text, const char *style);
/* The card: `first` (who goes first) atop, then `sides` (`n_sides` boxes, one a side; the card
 * takes them), then `reason` (NULL: none). */
GtkWidget *ffb_reveal_card_new (const char *first, GtkWidget *const *sides, guint n_sides,
                                const char *reason);

G_END_DECLS
