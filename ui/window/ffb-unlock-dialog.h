/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unlock-dialog.h: asks a passphrase for a campaign whose secrets are sealed (RULES.md
 * "Secrets at rest") and opens it with it: the referee's (the default), which opens every
 * sealed part, or a player's, which opens his own side's part only (his OOB, ratings, orders
 * and what he has been told; see ffb-xml-seal.h). The key derivation (Argon2id, about a
 * second or more) runs on a worker thread while a spinner turns, so the window never freezes;
 * nothing sealed reaches a page before the passphrase has opened it. */
#pragma once

#include <adwaita.h>
#include "ffb-campaign.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

#define FFB_TYPE_UNLOCK_DIALOG (ffb_unlock_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FfbUnlockDialog, ffb_unlock_dialog, FFB, UNLOCK_DIALOG, AdwWindow)

/* Called once: with the opened campaign (owned by the callee), or NULL when the referee gave
 * up. */
typedef void (*FfbUnlockDone) (FfbCampaign *campaign, gpointer data);

/* A modal dialog over `parent` for the campaign text `xml` (read from `source_name`). */
FfbUnlockDialog *ffb_unlock_dialog_new (GtkWindow *parent, const char *xml,
                                        const char *source_name, FfbUnlockDone done,
                                        gpointer data, GDestroyNotify destroy);
/* What the Open button does: types nothing, takes the entry's text. TRUE when a derivation
 * started (FALSE while one runs). */
gboolean         ffb_unlock_dialog_open (FfbUnlockDialog *self);
/* Whose passphrase the entry takes (what the "Whose passphrase" choice sets). */
void             ffb_unlock_dialog_set_reader (FfbUnlockDialog *self, FfbReader reader);
/* Takes the referee's passphrase only, with no choice shown: the app started locked after a
 * player had the laptop (ffb-window.h), and only the referee may open it again. */
void             ffb_unlock_dialog_set_referee_only (FfbUnlockDialog *self);
/* Whether a derivation is running (the spinner turns, the buttons wait). */
gboolean         ffb_unlock_dialog_get_busy (FfbUnlockDialog *self);

G_END_DECLS
