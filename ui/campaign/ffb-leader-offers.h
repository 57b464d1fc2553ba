/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-offers.h: the leader library's offers under a name entry (RULES.md L2, L3): as
 * the referee types, the library's leaders of one side whose name starts with the text are
 * listed in a popover under the entry. Down moves into the list, Up from its first offer and
 * Escape come back to the entry; Enter (or a click) on an offer emits ::chosen with that
 * leader of the library, and the offers close until the text is typed again. */
#pragma once

#include <adwaita.h>
#include "ffb-leader-library.h"

G_BEGIN_DECLS

#define FFB_TYPE_LEADER_OFFERS (ffb_leader_offers_get_type ())
G_DECLARE_FINAL_TYPE (FfbLeaderOffers, ffb_leader_offers, FFB, LEADER_OFFERS, GtkPopover)

/* Offers `library`'s leaders of `side` (the library is not copied: it must outlive the
 * offers) under `entry`, whose child the popover becomes: the entry's owner calls
 * ffb_leader_offers_detach before the entry goes. */
FfbLeaderOffers *ffb_leader_offers_new (AdwEntryRow *entry, const FfbLeaderLibrary *library,
                                        FfbSide side);
void             ffb_leader_offers_detach (FfbLeaderOffers *self);
/* Whether offers are shown now. */
gboolean         ffb_leader_offers_is_open (FfbLeaderOffers *self);
/* The number of leaders offered now (0 when closed). */
guint            ffb_leader_offers_count (FfbLeaderOffers *self);
/* Takes the offer selected (the first until the referee moves): ::chosen, as Enter on it
 * does. FALSE when no offer is open. */
gboolean         ffb_leader_offers_take_selected (FfbLeaderOffers *self);

G_END_DECLS
