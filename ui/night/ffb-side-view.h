/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-side-view.h: the hand-over to a player on the shared laptop (RULES.md R5-R7; DESIGN.md,
 * "never show a player what is not his").
 *
 * ffb_side_view_hand_over replaces the whole content of the window (header bar included) by
 * a neutral lock screen: nothing of either side shows, no page of the referee's is reachable,
 * and the referee's widgets are out of the window's widget (and accessibility) tree. A
 * hand-over names one side, and its lock screen is for that side alone: it offers no way to
 * the other side's view, and never sets the other side's passphrase (RULES.md "Secrets at
 * rest"; the engine holds it to that, ffb-passphrase-setter.h). It opens the side's private
 * view (an FfbSidePanel) only after that side's passphrase (checked by the key it unwraps,
 * ffb-keyring.h); a side without one sets it there first, as an undoable edit. "Hide", Escape and a spell without input close the private view again,
 * destroying it (the next view is built afresh from its own side's copy). "Back to the Referee" puts the referee's
 * content back, only after the referee's passphrase: he chooses it on this screen before the
 * first hand-over if he has none, and the window does not close without it either (a player
 * could otherwise reopen the app on the referee's pages). */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"
#include "ffb-phones.h"

G_BEGIN_DECLS

#define FFB_TYPE_SIDE_VIEW (ffb_side_view_get_type ())
G_DECLARE_FINAL_TYPE (FfbSideView, ffb_side_view, FFB, SIDE_VIEW, GtkWidget)

/* How long a private view stays open without input. */
#define FFB_SIDE_VIEW_IDLE_SECONDS 120

GtkWidget *ffb_side_view_new (FfbDocument *document, FfbSide side);

/* Puts a new side view for `side` in place of the window's content (kept, and put back when
 * the referee comes back). Does nothing when a side view is shown already. */
FfbSideView *ffb_side_view_hand_over (GtkWindow *window, FfbDocument *document, FfbSide side);
/* The side view the window shows (an AdwApplicationWindow or AdwWindow), or NULL. */
FfbSideView *ffb_side_view_get_shown (GtkWindow *window);
/* Puts the referee's content back (as "Back to the Referee" does). */
void         ffb_side_view_restore (GtkWindow *window);

/* The window's players' phones (issue 33): while they are on, the private view offers its
 * player to pair his own phone (ffb-phone-pairing.h). */
void       ffb_side_view_set_phones (FfbSideView *self, FfbPhones *phones);

/* The side the hand-over was made to (fixed): the side the lock screen opens. */
FfbSide    ffb_side_view_get_side (FfbSideView *self);
/* Whether a private view is open (else the lock screen shows). */
gboolean   ffb_side_view_get_open (FfbSideView *self);
/* Checks `passphrase` on a worker thread (ffb-passphrase-job.h: Argon2id takes seconds and
 * the window must not freeze): then opens the side's view when it is his (or, when he has
 * none, sets it), or, when the lock screen asks for the referee's passphrase instead, sets it
 * (the first time) or, when it is his, puts the referee's content back; the lock screen says
 * why otherwise. Returns TRUE when the check started (busy until it ends) or the view is open
 * already; FALSE, with the lock screen saying why, when it is refused at once (two typings
 * that differ, or a check under way: no second submit). */
gboolean   ffb_side_view_unlock (FfbSideView *self, const char *passphrase,
                                 const char *confirmation);
/* Whether a passphrase is being checked or set. */
gboolean   ffb_side_view_get_busy (FfbSideView *self);
/* What the lock screen says went wrong, or NULL. */
const char *ffb_side_view_get_message (FfbSideView *self);
/* Whether the window may close now: TRUE when the referee has no passphrase (nothing was
 * handed over yet); else FALSE, and the lock screen asks for his passphrase, after which the
 * referee's content comes back and the window closes. */
gboolean   ffb_side_view_allow_close (FfbSideView *self);
/* Closes the private view (Hide). */
void       ffb_side_view_lock (FfbSideView *self);

guint      ffb_side_view_get_idle_seconds (FfbSideView *self);
void       ffb_side_view_set_idle_seconds (FfbSideView *self, guint seconds);

G_END_DECLS
