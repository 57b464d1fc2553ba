/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-random.h: bytes from the operating system's secure random source, for dice seeds and
 * passphrase salts. Never GLib's g_random: it is predictable by design. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Fills `buffer` from getrandom(2), else /dev/urandom; FALSE with FFB_ERROR_IO if neither
 * answers (a broken system: nothing secret may then be made). */
gboolean ffb_random_bytes (guint8 *buffer, gsize length, GError **error);

G_END_DECLS
