/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-replay.c: the replay driver of every fuzz target, built when libFuzzer is not (gcc):
 * feeds each file named, or each file of each directory named, to the target once, so that
 * the test suite runs every corpus file and every kept crasher. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>

static int
replay_file (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
  return 1;
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* A directory's files in name order, so that a failure is the same one every run. */
static int
replay_directory (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  int count = 0;

  if (dir == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.') /* .keep holds an empty directory in git */
      g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);

      if (g_file_test (file, G_FILE_TEST_IS_REGULAR))
        count += replay_file (file);
    }
  return count;
}

int
main (int argc, char **argv)
{
  int count = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE-OR-DIRECTORY...\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    count += g_file_test (argv[i], G_FILE_TEST_IS_DIR) ? replay_directory (argv[i])
                                                        : replay_file (argv[i]);
  printf ("%d inputs replayed, none crashed\n", count);
  return count > 0 ? 0 : 1;
}
