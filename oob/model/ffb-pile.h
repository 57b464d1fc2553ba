/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-pile.h: a pile of cards in a game's state (a hand, a draw pile, the discards): an array
 * of physical card ids (ffb-deck.h), owned strings, the top or first card at index 0. Plain
 * data, so that a state copies, compares and one day writes to a file. In a player's view a
 * card he may not see is FFB_CARD_HIDDEN: the pile keeps its length (how many cards a hand
 * holds is public), not its cards. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FFB_CARD_HIDDEN ""

GPtrArray *ffb_pile_new (void);
/* A new pile of new strings. */
GPtrArray *ffb_pile_copy (const GPtrArray *pile);
gboolean   ffb_pile_equal (const GPtrArray *a, const GPtrArray *b);
gboolean   ffb_pile_contains (const GPtrArray *pile, const char *card_id);
/* Takes the card out; FALSE when the pile does not hold it. */
gboolean   ffb_pile_remove (GPtrArray *pile, const char *card_id);
void       ffb_pile_add (GPtrArray *pile, const char *card_id);
/* Moves every card of `from` to the end of `to`, in order. */
void       ffb_pile_move_all (GPtrArray *from, GPtrArray *to);
/* Every card becomes FFB_CARD_HIDDEN. */
void       ffb_pile_hide (GPtrArray *pile);

G_END_DECLS
