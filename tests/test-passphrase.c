/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-passphrase.c: the passphrase hashes of format 1 files (PBKDF2) are recognized, never
 * checked: the loader drops them and tells the referee; who may set which passphrase where
 * (RULES.md "Secrets at rest"). */
#include <string.h>

#include "ffb-error.h"
#include "ffb-keyring.h"
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

  g_string_replace (text, "format-version=\"3\"",
                    "format-version=\"1\" referee-passphrase=\"plain words\"", 1);
  again = ffb_xml_load_campaign (text->str, text->len, "t.ffbridge", &error);
  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "referee's passphrase"));
  g_assert_nonnull (strstr (error->message, "t.ffbridge:"));
}

static void
assert_refused (const FfbKeyring *keyring, FfbPassphraseSetter setter, FfbReader reader,
                const char *words)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_keyring_can_set_passphrase (keyring, setter, reader, "new words here",
                                                  &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, words));
  g_assert_nonnull (strstr (error->message, "Secrets at rest"));
}

/* Issue 30 item 1, "Secrets at rest": a hand-over names one side; its lock screen sets that
 * side's first passphrase (and the referee's first, before the laptop goes), never the other
 * side's, and changes none set already. The referee's pages set any of them. */
static void
test_hand_over_sets_own_side_only (void)
{
  g_autoptr(FfbKeyring) keyring = ffb_keyring_new ();
  FfbPassphraseSetter to_union = ffb_passphrase_setter_for_hand_over (FFB_SIDE_UNION);
  FfbPassphraseSetter to_confederate = ffb_passphrase_setter_for_hand_over (FFB_SIDE_CONFEDERATE);

  g_assert_true (ffb_keyring_can_set_passphrase (keyring, to_union, FFB_READER_REFEREE,
                                                 "umpire of Pea Ridge", NULL));
  ffb_seal_use_test_cost (TRUE);
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_REFEREE, "umpire of Pea Ridge",
                                             NULL));
  assert_refused (keyring, to_union, FFB_READER_REFEREE, "Campaign page");
  assert_refused (keyring, to_union, FFB_READER_CONFEDERATE,
                  "A hand-over to the Union player sets no Confederate passphrase");
  assert_refused (keyring, to_confederate, FFB_READER_UNION,
                  "A hand-over to the Confederate player sets no Union passphrase");
  g_assert_true (ffb_keyring_can_set_passphrase (keyring, to_union, FFB_READER_UNION,
                                                 "shiloh church", NULL));
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_UNION, "shiloh church", NULL));
  assert_refused (keyring, to_union, FFB_READER_UNION, "The Union passphrase is set already");
  /* The referee's pages: any passphrase, set or not. */
  for (int r = 0; r < FFB_N_READERS; r++)
    g_assert_true (ffb_keyring_can_set_passphrase (keyring, FFB_SETTER_REFEREE, r,
                                                   "new words here", NULL));
  g_assert_true (ffb_passphrase_setter_allows (to_confederate, FFB_READER_CONFEDERATE, FALSE,
                                               NULL));
}

/* The change itself asks again: a caller that skipped the first half changes nothing. */
static void
test_hand_over_change_asks_again (void)
{
  g_autoptr(FfbKeyring) keyring = ffb_keyring_new ();
  g_autoptr(GError) error = NULL;
  FfbKdfParams params;
  guint8 *key;

  ffb_seal_use_test_cost (TRUE);
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_REFEREE, "umpire of Pea Ridge",
                                             NULL));
  g_assert_true (ffb_kdf_params_init (&params, NULL));
  key = ffb_seal_key_new ();
  g_assert_true (ffb_seal_derive ("richmond words", &params, key, NULL));
  g_assert_false (ffb_keyring_set_passphrase_with_key (
    keyring, ffb_passphrase_setter_for_hand_over (FFB_SIDE_UNION), FFB_READER_CONFEDERATE,
    &params, key, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_false (ffb_keyring_has_passphrase (keyring, FFB_READER_CONFEDERATE));
  g_assert_true (ffb_keyring_set_passphrase_with_key (keyring, FFB_SETTER_REFEREE,
                                                      FFB_READER_CONFEDERATE, &params, key,
                                                      NULL));
  g_assert_true (ffb_keyring_has_passphrase (keyring, FFB_READER_CONFEDERATE));
  ffb_seal_key_free (key);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/passphrase/hand-over-sets-own-side-only", test_hand_over_sets_own_side_only);
  g_test_add_func ("/passphrase/hand-over-change-asks-again", test_hand_over_change_asks_again);
  g_test_add_func ("/passphrase/legacy-recognized", test_legacy_recognized);
  g_test_add_func ("/random/two-draws-differ", test_random_bytes_differ);
  g_test_add_func ("/passphrase/bad-hash-in-file", test_bad_hash_in_file);
  return g_test_run ();
}
