/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-setter.h: who may set which passphrase, and where (RULES.md "Secrets at rest":
 * who holds which passphrase is settled by the referee).
 *
 * A side's passphrase is set either on the referee's pages or by that side's own player at a
 * hand-over made to him by name; a hand-over's lock screen never sets the other side's
 * passphrase, nor changes one set already (the laptop may be in anybody's hands there, and the
 * referee's key, unlocked behind the lock, would let it). The referee chooses his own first
 * passphrase on that screen before the laptop goes to anybody. The keyring asks this before
 * every change of a passphrase (ffb_keyring_can_set_passphrase). */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-secrets.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_SETTER_REFEREE,                 /* the referee's pages, or a tool of his (the CLI) */
  FFB_SETTER_HAND_OVER_UNION,         /* the lock screen of a hand-over to the Union player */
  FFB_SETTER_HAND_OVER_CONFEDERATE,   /* ...to the Confederate player */
} FfbPassphraseSetter;

/* The lock screen of a hand-over made to `side`. */
FfbPassphraseSetter ffb_passphrase_setter_for_hand_over (FfbSide side);

/* Whether `setter` may set `reader`'s passphrase, given whether he has one already
 * (`reader_has_one`). From the referee's pages, always; at a hand-over to a side, only that
 * side's first passphrase and the referee's first one. FALSE with FFB_ERROR_INVALID and one
 * sentence otherwise. */
gboolean ffb_passphrase_setter_allows (FfbPassphraseSetter setter, FfbReader reader,
                                       gboolean reader_has_one, GError **error);

G_END_DECLS
