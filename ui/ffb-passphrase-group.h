/* ffb-passphrase-group.h: each player's passphrase on the Campaign page. A passphrase opens
 * that side's private view on the shared laptop (FfbSideView); only its salted hash is kept,
 * in the campaign file (ffb-passphrase.h). Setting or changing one is an undoable edit; a side
 * without one sets it at his first hand-over instead. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_PASSPHRASE_GROUP (ffb_passphrase_group_get_type ())
G_DECLARE_FINAL_TYPE (FfbPassphraseGroup, ffb_passphrase_group, FFB, PASSPHRASE_GROUP,
                      AdwPreferencesGroup)

GtkWidget *ffb_passphrase_group_new (void);
void       ffb_passphrase_group_set_document (FfbPassphraseGroup *self, FfbDocument *document);

G_END_DECLS
