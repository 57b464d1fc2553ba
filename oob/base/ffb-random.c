/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-random.c: the operating system's secure random source. */
#include "ffb-random.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/random.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>

#include "ffb-error.h"

/* /dev/urandom for kernels and sandboxes without getrandom(2). */
static gboolean
read_urandom (guint8 *buffer, gsize length)
{
  int fd = open ("/dev/urandom", O_RDONLY | O_CLOEXEC);
  gsize done = 0;

  if (fd < 0)
    return FALSE;
  while (done < length)
    {
      ssize_t got = read (fd, buffer + done, length - done);

      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0)
        break;
      done += (gsize) got;
    }
  close (fd);
  return done == length;
}

gboolean
ffb_random_bytes (guint8 *buffer, gsize length, GError **error)
{
  gsize done = 0;

  g_return_val_if_fail (buffer != NULL || length == 0, FALSE);
  while (done < length)
    {
      ssize_t got = getrandom (buffer + done, length - done, 0);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          if (read_urandom (buffer, length))
            return TRUE;
          g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
                       _("The system's secure random source did not answer (%s)."),
                       g_strerror (errno));
          return FALSE;
        }
      done += (gsize) got;
    }
  return TRUE;
}

void
ffb_random_free_secret_text (char *text)
{
  if (text != NULL)
    sodium_memzero (text, strlen (text));
  g_free (text);
}
