/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-autosave.c: what an autosave costs (issue 13: the draft is kept within 2 s of a
 * change, so it is written every 2 s while the referee types). The demo campaign, or FILE,
 * with the referee's passphrase set, so that every autosave seals its secrets: with the keys
 * unlocked in memory, no Argon2id. Each run is one edit and the autosave the document's timer
 * writes (a copy of the campaign on the main loop; on a worker, serialize, seal, write to a temp
 * file, flush it to the disk, rename), timed apart from the edit (whose undo snapshot
 * serializes the campaign too). What the main loop spends on an autosave is the CPU time of
 * its thread from the start (the copy) to the end (which takes the signed record the write
 * extended, and frees the copy); the whole write is timed by the clock from start to end.
 *
 *   bench-autosave [--runs R] [FILE]
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "bench-median.h"
#include "ffb-document.h"
#include "ffb-keyring.h"
#include "ffb-seal.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

static FfbCampaign *
campaign_to_bench (const char *path)
{
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = path != NULL ? ffb_xml_load_campaign_file (path, &error)
                                       : ffb_xml_new_demo_campaign (&error);

  if (campaign == NULL)
    g_error ("bench-autosave: %s", error->message);
  /* Set once, at the cost files are written with: the autosaves then only seal. */
  if (!ffb_keyring_protects (campaign->keyring)
      && !ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                      "umpire of the bench", &error))
    g_error ("bench-autosave: %s", error->message);
  return campaign;
}

/* The CPU time of the calling thread, in milliseconds. */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

/* One autosave as the document's timer starts it; returns the milliseconds of CPU the main
 * loop spent on it (its start and its end: a main loop waits in between, as a window's does)
 * and sets `whole` to those of the clock from its start to its end. */
static double
autosave_main_loop_ms (FfbDocument *document, double *whole)
{
  gint64 began = g_get_monotonic_time ();
  double cpu = thread_cpu_ms ();

  ffb_document_autosave_start (document);
  if (!ffb_document_get_autosaving (document))
    g_error ("bench-autosave: the autosave did not start");
  while (ffb_document_get_autosaving (document))
    g_main_context_iteration (NULL, TRUE);
  *whole = (g_get_monotonic_time () - began) / 1000.0;
  return thread_cpu_ms () - cpu;
}

int
main (int argc, char **argv)
{
  int runs = 21;
  g_autofree char *file = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Autosaves to time (21)", "R" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("[FILE]");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ffb-bench-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.ffbridge", NULL);
  g_autofree char *origin = g_strconcat (path, ".origin", NULL);
  g_autoptr(FfbDocument) document = ffb_document_new ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) edits = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) seals = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) wholes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (double));
  double whole;
  GStatBuf st;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1)
    g_error ("bench-autosave: %s", error != NULL ? error->message : "--runs must be 1 or more");
  if (argc > 1)
    file = g_strdup (argv[1]);
  ffb_document_take_campaign (document, campaign_to_bench (file), NULL, FALSE);
  ffb_document_set_autosave (document, path, 2);
  for (int i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      ffb_document_begin_edit (document, NULL);
      ffb_document_get_campaign (document)->year = 1861 + i % 4;
      ffb_document_end_edit (document);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (edits, ms);
      ms = autosave_main_loop_ms (document, &whole);
      g_array_append_val (times, ms);
      g_array_append_val (wholes, whole);
    }
  /* Apart, after: what the main loop paid for each autosave before the worker took it. Its
   * heap's churn would slow the edits measured after it. */
  for (int i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      g_free (ffb_xml_write_sealed_campaign (ffb_document_get_campaign (document), NULL));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (seals, ms);
    }
  /* An undo reads its snapshot back (parsed and validated): what Ctrl+Z costs. */
  for (int i = 0; i < runs && ffb_document_get_can_undo (document); i++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      if (!ffb_document_undo (document, &error))
        g_error ("bench-autosave: %s", error->message);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (undos, ms);
    }
  g_array_sort (undos, bench_compare_doubles);
  g_array_sort (times, bench_compare_doubles);
  g_array_sort (edits, bench_compare_doubles);
  g_array_sort (seals, bench_compare_doubles);
  g_array_sort (wholes, bench_compare_doubles);
  g_stat (path, &st);
  printf ("autosave of %s (%ld bytes, sealed): the main loop's part median %.2f ms, max %.2f ms; "
          "the whole write median %.1f ms; the edit before it (its undo snapshot): median "
          "%.2f ms, max %.2f ms; serializing and sealing on the main loop (as before issue 34): "
          "median %.1f ms; an undo: median %.1f ms (%d runs)\n",
          file != NULL ? file : "the demo", (long) st.st_size,
          g_array_index (times, double, runs / 2), g_array_index (times, double, runs - 1),
          g_array_index (wholes, double, runs / 2), g_array_index (edits, double, runs / 2),
          g_array_index (edits, double, runs - 1), g_array_index (seals, double, runs / 2),
          undos->len > 0 ? g_array_index (undos, double, undos->len / 2) : 0.0, runs);
  ffb_document_discard_autosave (document);
  g_rmdir (dir);
  return 0;
}
