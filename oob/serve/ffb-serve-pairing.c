/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-pairing.c: the evening's devices, their keys in guarded memory. */
#include "ffb-serve-pairing.h"

#include <string.h>

struct _FfbServePairing
{
  GPtrArray *devices;  /* FfbServeDevice* */
};

static void
device_free (gpointer data)
{
  FfbServeDevice *device = data;

  /* sodium_free wipes the key before it gives the memory back. */
  sodium_free (device->key);
  sodium_memzero (device, sizeof *device);
  g_free (device);
}

FfbServePairing *
ffb_serve_pairing_new (void)
{
  FfbServePairing *pairing = g_new0 (FfbServePairing, 1);

  if (sodium_init () < 0)
    g_error ("libsodium could not be initialized");
  pairing->devices = g_ptr_array_new_with_free_func (device_free);
  return pairing;
}

void
ffb_serve_pairing_free (FfbServePairing *pairing)
{
  if (pairing == NULL)
    return;
  g_ptr_array_unref (pairing->devices);
  g_free (pairing);
}

void
ffb_serve_device_id (const guint8 *key, char *id)
{
  guint8 digest[crypto_hash_sha512_BYTES];

  crypto_hash_sha512 (digest, key, crypto_secretbox_KEYBYTES);
  sodium_bin2hex (id, FFB_SERVE_ID_LENGTH + 1, digest, FFB_SERVE_ID_BYTES);
  sodium_memzero (digest, sizeof digest);
}

const FfbServeDevice *
ffb_serve_pairing_add (FfbServePairing *pairing, FfbSide side)
{
  FfbServeDevice *device;

  g_return_val_if_fail (pairing != NULL, NULL);
  device = g_new0 (FfbServeDevice, 1);
  device->key = sodium_malloc (crypto_secretbox_KEYBYTES);
  if (device->key == NULL)
    g_error ("no guarded memory for a device's key");
  /* Two devices with one id would be one device to the server: draw again (never, really). */
  do
    {
      randombytes_buf (device->key, crypto_secretbox_KEYBYTES);
      ffb_serve_device_id (device->key, device->id);
    }
  while (ffb_serve_pairing_lookup (pairing, device->id) != NULL);
  device->side = side;
  device->paired = g_get_real_time ();
  g_ptr_array_add (pairing->devices, device);
  return device;
}

FfbServeDevice *
ffb_serve_pairing_lookup (FfbServePairing *pairing, const char *id)
{
  g_return_val_if_fail (pairing != NULL, NULL);
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < pairing->devices->len; i++)
    {
      FfbServeDevice *device = g_ptr_array_index (pairing->devices, i);

      if (g_str_equal (device->id, id))
        return device;
    }
  return NULL;
}

gboolean
ffb_serve_pairing_remove (FfbServePairing *pairing, const char *id)
{
  FfbServeDevice *device = ffb_serve_pairing_lookup (pairing, id);

  return device != NULL && g_ptr_array_remove (pairing->devices, device);
}

const GPtrArray *
ffb_serve_pairing_devices (FfbServePairing *pairing)
{
  g_return_val_if_fail (pairing != NULL, NULL);
  return pairing->devices;
}

char *
ffb_serve_device_link (const FfbServeDevice *device, const char *host, guint port)
{
  const gsize size = sodium_base64_ENCODED_LEN (crypto_secretbox_KEYBYTES,
                                                sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  char *key64 = sodium_malloc (size);
  gboolean bracket = host != NULL && strchr (host, ':') != NULL;
  char *link;

  g_return_val_if_fail (device != NULL && host != NULL, NULL);
  sodium_bin2base64 (key64, size, device->key, crypto_secretbox_KEYBYTES,
                     sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  link = g_strdup_printf ("http://%s%s%s:%u/#k=%s", bracket ? "[" : "", host,
                          bracket ? "]" : "", port, key64);
  sodium_free (key64);
  return link;
}

void
ffb_serve_secret_free (char *secret)
{
  if (secret == NULL)
    return;
  sodium_memzero (secret, strlen (secret));
  g_free (secret);
}
