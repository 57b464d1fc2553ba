/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-handover.c: what a hand-over's passphrase costs (issue 34, item 4), as the app checks
 * it: ffb_passphrase_job_check_async on the document, from the call to its callback on the
 * main loop. The demo with the referee's and the Union player's passphrases set at the cost
 * files are written with (Argon2id, libsodium's MODERATE), sealed and opened by the referee;
 * then the Union player's first hand-over of the evening (a full derivation), his second (the
 * memo of ffb-kdf-memo.h: none) and a wrong passphrase (full, as every guess is). Each run
 * opens the file afresh in a new document, so that every first is a first.
 *
 *   bench-handover [--runs R]
 */
#include <stdio.h>
#include <string.h>

#include "bench-median.h"
#include "ffb-document.h"
#include "ffb-keyring.h"
#include "ffb-passphrase-job.h"
#include "ffb-seal.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"

#define REFEREE "umpire of the bench"
#define PLAYER "Curtis on the bench"

typedef struct
{
  gboolean done;
  gboolean right;
} Check;

static void
checked_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Check *check = data;

  check->right = ffb_passphrase_job_check_finish (FFB_DOCUMENT (source), result, NULL);
  check->done = TRUE;
}

/* Milliseconds from the submit to the answer on the main loop; aborts unless the answer is
 * `right`. */
static double
hand_over_ms (FfbDocument *document, const char *attempt, gboolean right)
{
  Check check = { FALSE, FALSE };
  gint64 start = g_get_monotonic_time ();

  ffb_passphrase_job_check_async (document, FFB_READER_UNION, attempt, checked_cb, &check);
  while (!check.done)
    g_main_context_iteration (NULL, TRUE);
  if (check.right != right)
    g_error ("bench-handover: the check of \"%s\" answered wrong", attempt);
  return (g_get_monotonic_time () - start) / 1000.0;
}

static char *
sealed_demo (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = ffb_xml_new_demo_campaign (&error);
  char *sealed;

  if (campaign == NULL
      || !ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE, REFEREE, &error)
      || !ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, PLAYER, &error)
      || (sealed = ffb_xml_write_sealed_campaign (campaign, &error)) == NULL)
    g_error ("bench-handover: %s", error->message);
  return sealed;
}

int
main (int argc, char **argv)
{
  int runs = 5;
  GOptionEntry entries[] = {
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, "Evenings to time (median)", "R" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *sealed = NULL;
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) second = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) wrong = g_array_new (FALSE, FALSE, sizeof (double));

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || runs < 1)
    g_error ("bench-handover: %s", error != NULL ? error->message : "--runs must be at least 1");
  sealed = sealed_demo ();
  for (int i = 0; i < runs; i++)
    {
      g_autoptr(FfbDocument) document = ffb_document_new ();
      FfbCampaign *campaign = ffb_xml_load_campaign_unlocked (sealed, strlen (sealed), "bench",
                                                              FFB_READER_REFEREE, REFEREE,
                                                              &error);
      double ms;

      if (campaign == NULL)
        g_error ("bench-handover: %s", error->message);
      ffb_document_take_campaign (document, campaign, NULL, FALSE);
      ms = hand_over_ms (document, PLAYER, TRUE);
      g_array_append_val (first, ms);
      ms = hand_over_ms (document, PLAYER, TRUE);
      g_array_append_val (second, ms);
      ms = hand_over_ms (document, "Curtis off the bench", FALSE);
      g_array_append_val (wrong, ms);
    }
  printf ("the Union player's first hand-over of the evening: %.1f ms\n", bench_median (first));
  printf ("his second hand-over: %.2f ms\n", bench_median (second));
  printf ("a wrong passphrase: %.1f ms (medians of %d evenings)\n", bench_median (wrong), runs);
  return 0;
}
