/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-limits.c: a token bucket per client address. */
#include "ffb-serve-limits.h"

/* The most client addresses remembered; past it, the full buckets are dropped (they hold
 * nothing worth keeping), and if none is full, all are: a flood of addresses cannot grow it. */
#define MAX_CLIENTS 1024

typedef struct
{
  double tokens;
  gint64 at;
} Bucket;

struct _FfbServeRate
{
  guint burst;
  guint per_second;
  GHashTable *buckets;  /* client address -> Bucket* */
};

FfbServeRate *
ffb_serve_rate_new (guint burst, guint per_second)
{
  FfbServeRate *rate = g_new0 (FfbServeRate, 1);

  g_return_val_if_fail (burst > 0, NULL);
  rate->burst = burst;
  rate->per_second = per_second;
  rate->buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return rate;
}

void
ffb_serve_rate_free (FfbServeRate *rate)
{
  if (rate == NULL)
    return;
  g_hash_table_unref (rate->buckets);
  g_free (rate);
}

static void
refill (const FfbServeRate *rate, Bucket *bucket, gint64 now)
{
  double earned = (double) (now - bucket->at) * rate->per_second / G_USEC_PER_SEC;

  bucket->tokens = MIN ((double) rate->burst, bucket->tokens + MAX (earned, 0.0));
  bucket->at = now;
}

static gboolean
is_full (gpointer key, gpointer value, gpointer data)
{
  const FfbServeRate *rate = ((gpointer *) data)[0];
  gint64 now = *(gint64 *) ((gpointer *) data)[1];
  Bucket *bucket = value;

  refill (rate, bucket, now);
  return bucket->tokens >= rate->burst;
}

static void
forget_some (FfbServeRate *rate, gint64 now)
{
  gpointer data[2] = { rate, &now };

  g_hash_table_foreach_remove (rate->buckets, is_full, data);
  if (g_hash_table_size (rate->buckets) >= MAX_CLIENTS)
    g_hash_table_remove_all (rate->buckets);
}

gboolean
ffb_serve_rate_allow (FfbServeRate *rate, const char *client, gint64 now)
{
  Bucket *bucket;

  g_return_val_if_fail (rate != NULL && client != NULL, FALSE);
  bucket = g_hash_table_lookup (rate->buckets, client);
  if (bucket == NULL)
    {
      if (g_hash_table_size (rate->buckets) >= MAX_CLIENTS)
        forget_some (rate, now);
      bucket = g_new0 (Bucket, 1);
      bucket->tokens = rate->burst;
      bucket->at = now;
      g_hash_table_insert (rate->buckets, g_strdup (client), bucket);
    }
  refill (rate, bucket, now);
  if (bucket->tokens < 1.0)
    return FALSE;
  bucket->tokens -= 1.0;
  return TRUE;
}
