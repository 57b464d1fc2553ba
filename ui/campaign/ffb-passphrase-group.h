/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-group.h: the referee's and each player's passphrase on the Campaign page. A
 * player's opens that side's private view on the shared laptop (FfbSideView); the referee's
 * brings back the referee's pages from it. Only salted hashes are kept, in the campaign file
 * (ffb-passphrase.h). Setting or changing one is an undoable edit; whoever has none sets his at
 * the first hand-over instead. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_PASSPHRASE_GROUP (ffb_passphrase_group_get_type ())
G_DECLARE_FINAL_TYPE (FfbPassphraseGroup, ffb_passphrase_group, FFB, PASSPHRASE_GROUP,
                      AdwPreferencesGroup)

GtkWidget *ffb_passphrase_group_new (void);
void       ffb_passphrase_group_set_document (FfbPassphraseGroup *self, FfbDocument *document);
/* Whether a passphrase typed in a row is being set (on a worker: Argon2id takes seconds). */
gboolean   ffb_passphrase_group_get_busy (FfbPassphraseGroup *self);

G_END_DECLS
