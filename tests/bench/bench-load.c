/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-load.c: how long the campaign loader (ffb_xml_load_campaign: limits pre-pass, tree,
 * schema, model) takes over a set of files, in process. Each round loads every file once;
 * the figure is the median round in CPU time (user + system of this process), which stays
 * true on a busy machine where wall time does not. A directory stands for its files: the
 * kept fuzz corpus is mostly files the loader refuses, the demo one it accepts.
 *
 *   bench-load [--runs R] FILE-OR-DIR...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-median.h"
#include "ffb-xml.h"

static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

static void
add_file (GPtrArray *files, const char *path)
{
  char *contents = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("bench-load: %s", error->message);
  g_ptr_array_add (files, g_bytes_new_take (contents, length));
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* Files in name order, so that every build loads the same sequence. */
static void
add_path (GPtrArray *files, const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    {
      add_file (files, path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    add_file (files, g_ptr_array_index (names, i));
}

static int
load_all (GPtrArray *files)
{
  int loaded = 0;

  for (guint i = 0; i < files->len; i++)
    {
      gsize length;
      const char *xml = g_bytes_get_data (g_ptr_array_index (files, i), &length);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (xml != NULL ? xml : "", length,
                                                               "bench", &error);

      loaded += campaign != NULL;
    }
  return loaded;
}

int
main (int argc, char **argv)
{
  int runs = 21;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  int loaded = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--runs") && i + 1 < argc)
        runs = atoi (argv[++i]);
      else
        add_path (files, argv[i]);
    }
  if (files->len == 0 || runs < 1)
    g_error ("usage: bench-load [--runs R] FILE-OR-DIR...");

  load_all (files); /* the schema is parsed once per process: not in the figure */
  for (int r = 0; r < runs; r++)
    {
      double start = cpu_ms ();
      double ms;

      loaded = load_all (files);
      ms = cpu_ms () - start;
      g_array_append_val (times, ms);
    }
  g_array_sort (times, bench_compare_doubles);
  printf ("%u files (%d load, the rest are refused): %.2f ms CPU a round, %.1f us a file "
          "(median of %d)\n", files->len, loaded, g_array_index (times, double, runs / 2),
          1000.0 * g_array_index (times, double, runs / 2) / files->len, runs);
  return 0;
}
