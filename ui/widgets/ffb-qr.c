/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-qr.c: a QR code drawn into a GdkMemoryTexture (GTK 4.8 has no QR of its own). */
#include "ffb-qr.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <qrencode.h>
#include <sodium.h>

#define BYTES_PER_PIXEL 3

/* The pixels may show a key: wiped before they are given back. */
static void
pixels_free (gpointer data)
{
  GByteArray *pixels = data;

  sodium_memzero (pixels->data, pixels->len);
  g_byte_array_unref (pixels);
}

/* Sets one module's `scale` × `scale` pixels black. */
static void
paint_module (guint8 *pixels, gsize stride, guint x, guint y, guint scale)
{
  for (guint row = 0; row < scale; row++)
    memset (pixels + (gsize) (y * scale + row) * stride + (gsize) x * scale * BYTES_PER_PIXEL,
            0, (gsize) scale * BYTES_PER_PIXEL);
}

GdkTexture *
ffb_qr_texture_new (const char *text, guint scale, GError **error)
{
  QRcode *code;
  GByteArray *pixels;
  g_autoptr(GBytes) bytes = NULL;
  guint modules, side;
  gsize stride;

  g_return_val_if_fail (text != NULL && scale > 0, NULL);
  code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("The link cannot be drawn as a QR code: %s"), g_strerror (saved));
      return NULL;
    }
  modules = (guint) code->width;
  side = (modules + 2 * FFB_QR_QUIET_ZONE) * scale;
  stride = (gsize) side * BYTES_PER_PIXEL;
  pixels = g_byte_array_sized_new ((guint) (stride * side));
  g_byte_array_set_size (pixels, (guint) (stride * side));
  memset (pixels->data, 0xff, pixels->len);
  /* libqrencode's bit 0 of each byte is the module's colour (1: black). */
  for (guint y = 0; y < modules; y++)
    for (guint x = 0; x < modules; x++)
      if (code->data[y * modules + x] & 1)
        paint_module (pixels->data, stride, x + FFB_QR_QUIET_ZONE, y + FFB_QR_QUIET_ZONE, scale);
  sodium_memzero (code->data, (size_t) modules * modules);
  QRcode_free (code);
  bytes = g_bytes_new_with_free_func (pixels->data, pixels->len, pixels_free, pixels);
  return gdk_memory_texture_new ((int) side, (int) side, GDK_MEMORY_R8G8B8, bytes, stride);
}
