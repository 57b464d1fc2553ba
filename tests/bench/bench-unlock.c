/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-unlock.c: how long opening a sealed campaign takes (RULES.md "Secrets at rest"): the
 * demo campaign with the referee's passphrase set at the limits files are written with
 * (Argon2id, libsodium's MODERATE), sealed, then loaded with that passphrase: the key
 * derivation, the unwrapping, the unsealing, the schema and the model. Beside it, the
 * derivation alone and the same load of the file in clear.
 *
 *   bench-unlock [--runs R]
 */
#include <stdio.h>
#include <string.h>

#include "bench-median.h"
#include "ffb-seal.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

#define PASSPHRASE "umpire of the bench"

typedef gboolean (*Step) (gconstpointer data);

static double
median_ms (Step step, gconstpointer data, int runs)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (int i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      if (!step (data))
        g_error ("bench-unlock: a run failed");
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (times, ms);
    }
  g_array_sort (times, bench_compare_doubles);
  return g_array_index (times, double, runs / 2);
}

static gboolean
load_sealed (gconstpointer data)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_unlocked (data, strlen (data),
                                                                    "bench", FFB_READER_REFEREE,
                                                                    PASSPHRASE, NULL);
  return campaign != NULL && campaign->sealed_kept != NULL
         && g_hash_table_size (campaign->sealed_kept) == 0;
}

static gboolean
load_clear (gconstpointer data)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (data, strlen (data), "bench", NULL);
  return campaign != NULL;
}

static gboolean
derive (gconstpointer data)
{
  const FfbKdfParams *params = data;
  guint8 *key = ffb_seal_key_new ();
  gboolean ok = ffb_seal_derive (PASSPHRASE, params, key, NULL);

  ffb_seal_key_free (key);
  return ok;
}

int
main (int argc, char **argv)
{
  int runs = 5;
  GOptionEntry entries[] = {
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, "Runs of each (median)", "R" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *sealed = NULL, *clear = NULL;
  FfbKdfParams params;
  guint64 ops, mem;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1)
    g_error ("bench-unlock: %s", error != NULL ? error->message : "--runs must be at least 1");
  if ((campaign = ffb_xml_new_demo_campaign (&error)) == NULL
      || !ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE, PASSPHRASE, &error)
      || (sealed = ffb_xml_write_sealed_campaign (campaign, &error)) == NULL
      || !ffb_kdf_params_init (&params, &error))
    g_error ("bench-unlock: %s", error->message);
  clear = ffb_xml_write_campaign (campaign);
  ffb_seal_write_limits (&ops, &mem);
  printf ("Argon2id at ops %" G_GUINT64_FORMAT ", mem %" G_GUINT64_FORMAT " MiB: %.0f ms\n",
          ops, mem / (1024 * 1024), median_ms (derive, &params, runs));
  printf ("open the sealed demo with the referee's passphrase: %.0f ms\n",
          median_ms (load_sealed, sealed, runs));
  printf ("open the same campaign in clear: %.0f ms (median of %d)\n",
          median_ms (load_clear, clear, runs), runs);
  return 0;
}
