/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-qr.h: a QR code as a texture (issue 33 item 2): a phone's camera reads a device's link
 * off the laptop's screen. Drawn with libqrencode, black modules on white whatever the style
 * (a camera reads dark on light), with the quiet zone of four modules the standard asks for. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The quiet zone round the code, in modules (ISO/IEC 18004). */
#define FFB_QR_QUIET_ZONE 4

/* The QR code of `text` (8-bit mode, error correction M), each module `scale` pixels square;
 * NULL with a GError of G_IO_ERROR when libqrencode cannot encode it (too long). The pixel
 * buffer is wiped when the texture is freed: `text` may be a secret. */
GdkTexture *ffb_qr_texture_new (const char *text, guint scale, GError **error);

G_END_DECLS
