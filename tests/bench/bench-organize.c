/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-organize.c: how long the organizer takes for a battle of N SP a side (default 1000),
 * and writes that battle as a campaign file for the process-level comparison in run-bench.
 *
 *   bench-organize [--sp N] [--runs R] [--write FILE]
 */
#include <stdio.h>

#include "bench-median.h"
#include "ffb-organize.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"

/* A large army shaped like a real one: one army leader, a 2-star per 6 SP, a 1-star per 2 SP,
 * SP groups of 1-4 under their commanders, all experiences. */
static void
add_big_side (FfbCampaign *campaign, FfbSide side, int n_sp, GRand *rand)
{
  const char *prefix = ffb_side_to_string (side);
  g_autofree char *army = g_strdup_printf ("%s-army", prefix);
  int group = 0;

  ffb_test_add_leader (campaign, side, army, 4, 1, side == FFB_SIDE_UNION ? 2 : 3, FALSE);
  for (int c = 0; c < n_sp / 6; c++)
    {
      g_autofree char *id = g_strdup_printf ("%s-c%d", prefix, c);
      ffb_test_add_leader (campaign, side, id, 2, g_rand_int_range (rand, -2, 3), 0, FALSE);
    }
  for (int d = 0; d < n_sp / 2; d++)
    {
      g_autofree char *id = g_strdup_printf ("%s-d%d", prefix, d);
      ffb_test_add_leader (campaign, side, id, 1, g_rand_int_range (rand, -2, 3), 0, d % 10 == 0);
    }
  for (int left = n_sp; left > 0; group++)
    {
      g_autofree char *id = g_strdup_printf ("%s-g%d", prefix, group);
      g_autofree char *commander = g_strdup_printf ("%s-d%d", prefix, group % MAX (n_sp / 2, 1));
      int count = MIN (left, g_rand_int_range (rand, 1, 5));

      ffb_test_add_sps (campaign, side, id, g_rand_int_range (rand, 0, 3), count, commander);
      left -= count;
    }
}

int
main (int argc, char **argv)
{
  int n_sp = 1000, runs = 50;
  g_autofree char *write_path = NULL;
  GOptionEntry entries[] = {
    { "sp", 0, 0, G_OPTION_ARG_INT, &n_sp, "SP a side", "N" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Timed runs", "R" },
    { "write", 0, 0, G_OPTION_ARG_FILENAME, &write_path, "Also save the battle", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- time the organizer");
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1000);
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree double *times = NULL;
  int stands = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || n_sp < 1 || runs < 1)
    {
      g_printerr ("bench-organize: %s\n", error ? error->message : "--sp and --runs must be >= 1");
      return 2;
    }
  campaign = ffb_test_campaign_new ();
  add_big_side (campaign, FFB_SIDE_UNION, n_sp, rand);
  add_big_side (campaign, FFB_SIDE_CONFEDERATE, n_sp, rand);
  if (write_path != NULL && !ffb_xml_save_campaign_file (campaign, write_path, &error))
    {
      g_printerr ("bench-organize: %s\n", error->message);
      return 2;
    }

  times = g_new (double, runs);
  for (int r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(FfbOob) oob = ffb_organize (campaign, ffb_test_battle (campaign), r % 2, NULL);

      times[r] = (g_get_monotonic_time () - start) / 1000.0;
      stands = ffb_unit_count_stands (oob->army);
    }
  qsort (times, runs, sizeof (double), bench_compare_doubles);
  printf ("organize %d SP a side (%d stands): median %.3f ms, min %.3f ms, max %.3f ms over %d "
          "runs\n", n_sp, stands, times[runs / 2], times[0], times[runs - 1], runs);
  return 0;
}
