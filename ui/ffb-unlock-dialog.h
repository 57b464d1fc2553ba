/* ffb-unlock-dialog.h: asks the referee's passphrase for a campaign whose secrets are sealed
 * (RULES.md "Secrets at rest") and opens it with it. The key derivation (Argon2id, about a
 * second or more) runs on a worker thread while a spinner turns, so the window never freezes;
 * nothing sealed reaches a page before the passphrase has opened it. */
#pragma once

#include <adwaita.h>
#include "ffb-campaign.h"

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
/* Whether a derivation is running (the spinner turns, the buttons wait). */
gboolean         ffb_unlock_dialog_get_busy (FfbUnlockDialog *self);

G_END_DECLS
