/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phone-pairing.h: a player pairs his own phone, in his private view after the hand-over
 * (issue 33 item 2): one button pairs a new device of his side (ffb-phones.h) and shows its
 * link `http://HOST:PORT/#k=KEY` as a QR code for the phone's camera, and as text to select
 * or copy. The link holds the device's key: it shows only here, never in a log, and the copy
 * this widget keeps is wiped when it goes (Hide destroys the private view). */
#pragma once

#include <adwaita.h>
#include "ffb-phones.h"

G_BEGIN_DECLS

#define FFB_TYPE_PHONE_PAIRING (ffb_phone_pairing_get_type ())
G_DECLARE_FINAL_TYPE (FfbPhonePairing, ffb_phone_pairing, FFB, PHONE_PAIRING,
                      AdwPreferencesGroup)

/* For `side`'s player; it pairs nothing until asked. */
GtkWidget  *ffb_phone_pairing_new (FfbPhones *phones, FfbSide side);
/* Pairs a new device and shows its code and link, as the button does: FALSE, saying why,
 * when the phones are off. */
gboolean    ffb_phone_pairing_pair (FfbPhonePairing *self);
/* The code shown, or NULL before a device is paired. */
GdkTexture *ffb_phone_pairing_get_texture (FfbPhonePairing *self);

G_END_DECLS
