/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-copy.c: copying and comparing a campaign with no file format between
 * (ffb_campaign_copy, ffb_campaign_equal) beside what the aftermath did before:
 * write the campaign without its history as XML and read it back (ffb_xml_snapshot_campaign,
 * ffb_xml_load_campaign_keyed), and tell a change by the SHA-256 of that XML. The two ways
 * run interleaved, round by round, so that a busy machine slows both alike; each figure is the
 * median round in CPU time. Memory: the bytes the heap grows by for one copy held (mallinfo2)
 * beside the length of the XML snapshot.
 *
 *   bench-copy [--runs R] [CAMPAIGN-FILE]   (the built-in demo without a file)
 */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-median.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-snapshot.h"

static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

static void
copy_by_xml (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_snapshot_campaign (campaign);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) copy = ffb_xml_load_campaign_keyed (xml, strlen (xml), "the copy",
                                                             campaign->keyring, &error);

  if (copy == NULL)
    g_error ("bench-copy: %s", error->message);
}

static void
copy_in_memory (FfbCampaign *campaign)
{
  g_autoptr(FfbCampaign) copy = ffb_campaign_copy (campaign);
}

static char *
fingerprint (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_snapshot_campaign (campaign);

  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, xml, -1);
}

typedef void (*Work) (FfbCampaign *campaign, FfbCampaign *planned, const char *sum);

static void
check_by_xml (FfbCampaign *campaign, FfbCampaign *planned, const char *sum)
{
  g_autofree char *now = fingerprint (campaign);

  if (g_strcmp0 (now, sum) != 0)
    g_error ("bench-copy: the fingerprints differ");
}

static void
check_by_fields (FfbCampaign *campaign, FfbCampaign *planned, const char *sum)
{
  if (!ffb_campaign_equal (campaign, planned))
    g_error ("bench-copy: the campaigns differ");
}

static void
measure_memory (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_snapshot_campaign (campaign);
  struct mallinfo2 before = mallinfo2 (), after;
  FfbCampaign *copy = ffb_campaign_copy (campaign);

  after = mallinfo2 ();
  printf ("memory held: copy %zu bytes, XML snapshot %zu bytes\n",
          after.uordblks - before.uordblks, strlen (xml));
  ffb_campaign_unref (copy);
}

int
main (int argc, char **argv)
{
  int runs = 51;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL, planned = NULL;
  g_autoptr(GArray) t_xml = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) t_copy = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) t_sum = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) t_equal = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *sum = NULL;
  const char *path = NULL;

  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--runs") && i + 1 < argc)
      runs = atoi (argv[++i]);
    else
      path = argv[i];
  campaign = path != NULL ? ffb_xml_load_campaign_file (path, &error)
                          : ffb_xml_new_demo_campaign (&error);
  if (campaign == NULL)
    g_error ("bench-copy: %s", error->message);
  planned = ffb_campaign_copy (campaign);
  sum = fingerprint (campaign);
  for (int r = 0; r < runs; r++)
    {
      double t0 = cpu_ms (), t1, t2, t3, t4;

      copy_by_xml (campaign);
      t1 = cpu_ms ();
      copy_in_memory (campaign);
      t2 = cpu_ms ();
      check_by_xml (campaign, planned, sum);
      t3 = cpu_ms ();
      check_by_fields (campaign, planned, sum);
      t4 = cpu_ms ();
      g_array_append_vals (t_xml, (double[]) { t1 - t0 }, 1);
      g_array_append_vals (t_copy, (double[]) { t2 - t1 }, 1);
      g_array_append_vals (t_sum, (double[]) { t3 - t2 }, 1);
      g_array_append_vals (t_equal, (double[]) { t4 - t3 }, 1);
    }
  printf ("%s, median of %d interleaved rounds, CPU ms:\n", path != NULL ? path : "demo", runs);
  printf ("copy:    XML written and read back %.3f   ffb_campaign_copy %.3f\n",
          bench_median (t_xml), bench_median (t_copy));
  printf ("compare: SHA-256 of the XML %.3f   ffb_campaign_equal %.3f\n",
          bench_median (t_sum), bench_median (t_equal));
  measure_memory (campaign);
  return 0;
}
