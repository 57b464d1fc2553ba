/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-file-save.c: writing a file privately and atomically (see ffb-file-save.h). */
#include "ffb-file-save.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "ffb-error.h"

/* g_mkstemp_full replaces six X's with letters and digits. */
#define TEMP_LETTERS 6
#define TEMP_TEMPLATE FFB_FILE_TEMP_SUFFIX "XXXXXX"
/* A sweep can take a temp file in the instant before its save locks it: then try anew. */
#define MAX_TRIES 3

static gboolean
fail (GError **error, const char *path, int code)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: could not be saved (%s)."), path,
               g_strerror (code));
  return FALSE;
}

static gboolean
same_file (int fd, const char *path)
{
  struct stat by_fd, by_name;

  return fstat (fd, &by_fd) == 0 && lstat (path, &by_name) == 0
         && by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino;
}

/* Creates "path.saving-XXXXXX", the owner's only, and locks it: a save holds the lock until
 * its file is renamed into place, and a sweep of stale temp files leaves a locked one alone. */
static int
open_temp (const char *path, char **temp_path)
{
  for (int attempt = 0; attempt < MAX_TRIES; attempt++)
    {
      g_autofree char *name = g_strconcat (path, TEMP_TEMPLATE, NULL);
      int fd = g_mkstemp_full (name, O_RDWR | O_CLOEXEC, 0600);

      if (fd < 0)
        return -1;
      if (flock (fd, LOCK_EX) == 0 && same_file (fd, name))
        {
          *temp_path = g_steal_pointer (&name);
          return fd;
        }
      close (fd);
    }
  errno = EAGAIN;
  return -1;
}

static gboolean
write_all (int fd, const char *contents, gsize length)
{
  while (length > 0)
    {
      gssize done = write (fd, contents, MIN (length, (gsize) G_MAXSSIZE));

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        {
          if (done == 0)
            errno = EIO;
          return FALSE;
        }
      contents += done;
      length -= (gsize) done;
    }
  return TRUE;
}

/* The rename is only durable once the folder that holds the name is on disk too. */
static gboolean
sync_folder (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  int fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  gboolean synced;
  int code;

  if (fd < 0)
    return FALSE;
  /* A file system that cannot flush a folder says EINVAL: there is nothing more to do. */
  synced = fsync (fd) == 0 || errno == EINVAL;
  code = errno;
  close (fd);
  errno = code;
  return synced;
}

/* A device or a pipe (-o /dev/stdout) has nothing to replace: it is written as it is. A
 * folder fails here, with its reason. */
static gboolean
write_in_place (const char *path, const char *contents, gsize length, GError **error)
{
  int fd = open (path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
  int code;

  if (fd < 0)
    return fail (error, path, errno);
  if (!write_all (fd, contents, length))
    {
      code = errno;
      close (fd);
      return fail (error, path, code);
    }
  if (close (fd) != 0)
    return fail (error, path, errno);
  return TRUE;
}

struct _FfbFileSaving
{
  char *path;
  char *temp;           /* NULL: `path` is no regular file and is written in place */
  int fd;               /* the temp file's, locked; -1 when written in place */
  const char *contents; /* what is written in place */
  gsize length;
};

static void
saving_free (FfbFileSaving *saving)
{
  g_free (saving->path);
  g_free (saving->temp);
  g_free (saving);
}

FfbFileSaving *
ffb_file_saving_begin (const char *path, const char *contents, gsize length, GError **error)
{
  FfbFileSaving *saving;
  struct stat st;
  int code;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (contents != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  saving = g_new0 (FfbFileSaving, 1);
  saving->path = g_strdup (path);
  saving->fd = -1;
  if (stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      saving->contents = contents;
      saving->length = length;
      return saving;
    }
  ffb_file_remove_stale_temps (path);
  saving->fd = open_temp (path, &saving->temp);
  if (saving->fd < 0)
    {
      code = errno;
      saving_free (saving);
      fail (error, path, code);
      return NULL;
    }
  if (!write_all (saving->fd, contents, length) || fsync (saving->fd) != 0)
    {
      code = errno;
      ffb_file_saving_abort (saving);
      fail (error, path, code);
      return NULL;
    }
  return saving;
}

void
ffb_file_saving_abort (FfbFileSaving *saving)
{
  if (saving == NULL)
    return;
  if (saving->temp != NULL)
    g_unlink (saving->temp);
  if (saving->fd >= 0)
    close (saving->fd);
  saving_free (saving);
}

gboolean
ffb_file_saving_commit (FfbFileSaving *saving, GError **error)
{
  g_autofree char *path = NULL;
  int code;

  g_return_val_if_fail (saving != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (saving->temp == NULL)
    {
      gboolean written = write_in_place (saving->path, saving->contents, saving->length, error);

      saving_free (saving);
      return written;
    }
  /* Renamed while still locked, so that no sweep takes it between the two. */
  if (g_rename (saving->temp, saving->path) != 0)
    {
      code = errno;
      path = g_strdup (saving->path);
      ffb_file_saving_abort (saving);
      return fail (error, path, code);
    }
  path = g_strdup (saving->path);
  code = close (saving->fd);
  saving->fd = -1;
  g_clear_pointer (&saving->temp, g_free);
  saving_free (saving);
  if (code != 0 || !sync_folder (path))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: was written, but could not be flushed "
                     "to the disk (%s)."), path, g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

gboolean
ffb_file_save_private (const char *path, const char *contents, gsize length, GError **error)
{
  FfbFileSaving *saving = ffb_file_saving_begin (path, contents, length, error);

  return saving != NULL && ffb_file_saving_commit (saving, error);
}

static gboolean
is_temp_name (const char *entry, const char *prefix)
{
  const char *letters;

  if (!g_str_has_prefix (entry, prefix))
    return FALSE;
  letters = entry + strlen (prefix);
  if (strlen (letters) != TEMP_LETTERS)
    return FALSE;
  for (int i = 0; i < TEMP_LETTERS; i++)
    if (!g_ascii_isalnum (letters[i]))
      return FALSE;
  return TRUE;
}

/* Never follows a link, never touches a folder, a device or someone else's file, and leaves
 * a temp file that a save still holds locked. */
static gboolean
remove_if_stale (const char *temp)
{
  struct stat st;
  gboolean removed = FALSE;
  int fd = open (temp, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);

  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == geteuid ()
      && flock (fd, LOCK_EX | LOCK_NB) == 0 && same_file (fd, temp))
    removed = g_unlink (temp) == 0;
  close (fd);
  return removed;
}

guint
ffb_file_remove_stale_temps (const char *path)
{
  g_autofree char *folder = NULL, *name = NULL, *prefix = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *entry;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  folder = g_path_get_dirname (path);
  name = g_path_get_basename (path);
  prefix = g_strconcat (name, FFB_FILE_TEMP_SUFFIX, NULL);
  listing = g_dir_open (folder, 0, NULL);
  while (listing != NULL && (entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *temp = NULL;

      if (!is_temp_name (entry, prefix))
        continue;
      temp = g_build_filename (folder, entry, NULL);
      if (remove_if_stale (temp))
        removed++;
    }
  return removed;
}
