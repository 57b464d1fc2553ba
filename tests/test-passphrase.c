/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-passphrase.c: the passphrase hashes of format 1 files (PBKDF2) are recognized, never
 * checked: the loader drops them and tells the referee (RULES.md "Secrets at rest"). */
#include <string.h>

#include "ffb-error.h"
#include "ffb-passphrase.h"
#include "ffb-random.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"

static void
test_legacy_recognized (void)
{
  g_assert_true (ffb_passphrase_is_legacy_hash ("pbkdf2-sha256$60000$00$11"));
  g_assert_false (ffb_passphrase_is_legacy_hash ("pbkdf2-sha256$60000$00"));
  g_assert_false (ffb_passphrase_is_legacy_hash ("plain words"));
  g_assert_false (ffb_passphrase_is_legacy_hash (NULL));
}

static void
test_random_bytes_differ (void)
{
  guint8 a[32] = { 0 }, b[32] = { 0 };

  g_assert_true (ffb_random_bytes (a, sizeof a, NULL));
  g_assert_true (ffb_random_bytes (b, sizeof b, NULL));
  g_assert_true (memcmp (a, b, sizeof a) != 0);
}

/* A format 1 file whose passphrase attribute is not even an old hash is refused, with the
 * file, the line and whose passphrase it is. */
static void
test_bad_hash_in_file (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GString) text = g_string_new (xml);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = NULL;

  g_string_replace (text, "format-version=\"2\"",
                    "format-version=\"1\" referee-passphrase=\"plain words\"", 1);
  again = ffb_xml_load_campaign (text->str, text->len, "t.ffbridge", &error);
  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "referee's passphrase"));
  g_assert_nonnull (strstr (error->message, "t.ffbridge:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/passphrase/legacy-recognized", test_legacy_recognized);
  g_test_add_func ("/random/two-draws-differ", test_random_bytes_differ);
  g_test_add_func ("/passphrase/bad-hash-in-file", test_bad_hash_in_file);
  return g_test_run ();
}
