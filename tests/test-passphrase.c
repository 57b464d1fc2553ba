/* test-passphrase.c: each side's passphrase is kept only as a salted PBKDF2 hash. */
#include <string.h>

#include "ffb-error.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-passphrase.h"
#include "ffb-random.h"

/* RFC 7914, section 11: PBKDF2-HMAC-SHA256 test vectors (first 32 bytes). */
static void
test_rfc_vectors (void)
{
  g_autofree char *one = ffb_passphrase_hash_with ("passwd", (const guint8 *) "salt", 4, 1);
  g_autofree char *many = ffb_passphrase_hash_with ("Password", (const guint8 *) "NaCl", 4, 80000);

  g_assert_cmpstr (one, ==, "pbkdf2-sha256$1$73616c74$"
                            "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
  g_assert_cmpstr (many, ==, "pbkdf2-sha256$80000$4e61436c$"
                             "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56");
}

static void
test_verify (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stored = ffb_passphrase_hash ("Shiloh 1862", &error);
  g_autofree char *again = ffb_passphrase_hash ("Shiloh 1862", NULL);

  g_assert_no_error (error);
  g_assert_true (ffb_passphrase_is_well_formed (stored));
  g_assert_true (ffb_passphrase_verify (stored, "Shiloh 1862"));
  g_assert_false (ffb_passphrase_verify (stored, "Shiloh 1863"));
  g_assert_false (ffb_passphrase_verify (stored, ""));
  g_assert_false (ffb_passphrase_verify (stored, NULL));
  /* A fresh salt each time: the same passphrase never gives the same hash. */
  g_assert_cmpstr (stored, !=, again);
  g_assert_null (strstr (stored, "Shiloh"));
}

static void
test_too_short (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *stored = ffb_passphrase_hash ("123", &error);

  g_assert_null (stored);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
}

static void
test_malformed (void)
{
  const char *bad[] = { "", "plain text", "pbkdf2-sha256$0$00$00",
                        "pbkdf2-sha256$10$zz$55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc",
                        "md5$10$00$55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc",
                        "pbkdf2-sha256$10$00$55ac", NULL };

  for (int i = 0; bad[i] != NULL; i++)
    {
      g_assert_false (ffb_passphrase_is_well_formed (bad[i]));
      g_assert_false (ffb_passphrase_verify (bad[i], "anything"));
    }
}

static void
test_random_bytes_differ (void)
{
  guint8 a[32] = { 0 }, b[32] = { 0 };

  g_assert_true (ffb_random_bytes (a, sizeof a, NULL));
  g_assert_true (ffb_random_bytes (b, sizeof b, NULL));
  g_assert_true (memcmp (a, b, sizeof a) != 0);
}

/* The hash, never the passphrase, is saved with the campaign and loads back. */
static void
test_saved_in_campaign (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;

  campaign->passphrase_hash[FFB_SIDE_UNION] = ffb_passphrase_hash ("Vicksburg", NULL);
  xml = ffb_campaign_to_xml (campaign);
  g_assert_null (strstr (xml, "Vicksburg"));
  again = ffb_campaign_load_xml (xml, strlen (xml), "t.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_passphrase_verify (again->passphrase_hash[FFB_SIDE_UNION], "Vicksburg"));
  g_assert_null (again->passphrase_hash[FFB_SIDE_CONFEDERATE]);
}

static void
test_bad_hash_in_file (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autofree char *xml = NULL, *tampered = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = NULL;

  campaign->passphrase_hash[FFB_SIDE_UNION] = g_strdup ("pbkdf2-sha256$1$00$00");
  xml = ffb_campaign_to_xml (campaign);
  again = ffb_campaign_load_xml (xml, strlen (xml), "t.ffbridge", &error);
  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "Union passphrase"));
}

/* The referee's hash is kept on the campaign, beside the sides', and checked the same way. */
static void
test_referee_saved (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbCampaign) again = NULL, bad = NULL;
  g_autofree char *xml = NULL, *tampered = NULL;
  g_autoptr(GError) error = NULL;

  ffb_campaign_take_passphrase_hash (campaign, FFB_READER_REFEREE,
                                     ffb_passphrase_hash ("Umpire", NULL));
  xml = ffb_campaign_to_xml (campaign);
  g_assert_null (strstr (xml, "Umpire"));
  again = ffb_campaign_load_xml (xml, strlen (xml), "t.ffbridge", &error);
  g_assert_no_error (error);
  g_assert_true (ffb_passphrase_verify (ffb_campaign_get_passphrase_hash (again,
                                                                          FFB_READER_REFEREE),
                                        "Umpire"));
  g_assert_null (ffb_campaign_get_passphrase_hash (again, FFB_READER_UNION));

  ffb_campaign_take_passphrase_hash (campaign, FFB_READER_REFEREE, g_strdup ("plain words"));
  tampered = ffb_campaign_to_xml (campaign);
  bad = ffb_campaign_load_xml (tampered, strlen (tampered), "t.ffbridge", &error);
  g_assert_null (bad);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "referee's passphrase"));
  g_assert_nonnull (strstr (error->message, "t.ffbridge:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/passphrase/pbkdf2-rfc7914-vectors", test_rfc_vectors);
  g_test_add_func ("/passphrase/verify", test_verify);
  g_test_add_func ("/passphrase/too-short", test_too_short);
  g_test_add_func ("/passphrase/malformed", test_malformed);
  g_test_add_func ("/random/two-draws-differ", test_random_bytes_differ);
  g_test_add_func ("/passphrase/saved-in-campaign", test_saved_in_campaign);
  g_test_add_func ("/passphrase/bad-hash-in-file", test_bad_hash_in_file);
  g_test_add_func ("/passphrase/referee-saved", test_referee_saved);
  return g_test_run ();
}
