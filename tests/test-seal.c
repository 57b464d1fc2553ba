/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-seal.c: secrets at rest (RULES.md "Secrets at rest"): libsodium's Argon2id and
 * XChaCha20-Poly1305 (ffb-seal.h), the keyring (ffb-keyring.h) and the sealed campaign file
 * (ffb-xml-seal.h). Every test but /seal/kdf/full-cost derives keys at libsodium's MIN limits
 * (ffb_seal_use_test_cost): the full cost is measured once. */
#include <string.h>
#include <glib/gstdio.h>
#include <sodium.h>
#include <libxml/parser.h>

#include "ffb-action-play.h"
#include "ffb-campaign-dice.h"
#include "ffb-cards.h"
#include "ffb-reader-view.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-html.h"
#include "ffb-keyring.h"
#include "ffb-passphrase.h"
#include "ffb-seal.h"
#include "ffb-sheet.h"
#include "ffb-test-neutral.h"
#include "ffb-test-saved.h"
#include "ffb-xml.h"
#include "ffb-xml-seal.h"
#include "ffb-xml-seal-size.h"
#include "ffb-xml-snapshot.h"
#include "ffb-xml-deck.h"

#define REFEREE_PASS "umpire of Fredericksburg"
#define UNION_PASS "Vicksburg 1863"
#define CONFEDERATE_PASS "Chancellorsville"

/* The plumbing: XChaCha20-Poly1305 */

static void
test_aead_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  guint8 *key = ffb_seal_key_new_random (), *other = ffb_seal_key_new_random ();
  const char *secret = "union.c1.d2 marches on the left";
  g_autofree char *blob = ffb_seal_encrypt (key, "here", (const guint8 *) secret,
                                            strlen (secret), 1024);
  g_autofree guint8 *bytes = NULL;
  gsize length = 0, size = 0;
  guint8 *plain = ffb_seal_decrypt (key, "here", blob, &length, TRUE, &error);
  g_autofree char *tampered = NULL;

  g_assert_no_error (error);
  g_assert_cmpmem (plain, length, secret, strlen (secret));
  g_assert_null (strstr (blob, "union"));
  ffb_seal_plain_free (plain);
  /* Another place, another key, a changed byte: none opens. */
  g_assert_null (ffb_seal_decrypt (key, "there", blob, &length, TRUE, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (ffb_seal_decrypt (other, "here", blob, &length, TRUE, NULL));
  bytes = g_base64_decode (blob, &size);
  bytes[size - 1] ^= 1;
  tampered = g_base64_encode (bytes, size);
  g_assert_null (ffb_seal_decrypt (key, "here", tampered, &length, TRUE, NULL));
  g_assert_null (ffb_seal_decrypt (key, "here", "not base64 at all!", &length, TRUE, NULL));
  ffb_seal_key_free (key);
  ffb_seal_key_free (other);
}

/* "Secrets at rest", decision 1: a blob's size is the block it was given, whatever it holds
 * below it; what opens is what was sealed, the padding gone. Beyond one block, the next
 * multiple. */
static void
test_padding_to_a_block (void)
{
  guint8 *key = ffb_seal_key_new_random ();
  g_autofree char *small = g_strnfill (10, 'a'), *larger = g_strnfill (3000, 'b');
  g_autofree char *big = g_strnfill (5000, 'c');
  g_autofree char *blob_small = ffb_seal_encrypt (key, "c", (guint8 *) small, 10, 4096);
  g_autofree char *blob_larger = ffb_seal_encrypt (key, "c", (guint8 *) larger, 3000, 4096);
  g_autofree char *blob_big = ffb_seal_encrypt (key, "c", (guint8 *) big, 5000, 4096);
  gsize length = 0;
  guint8 *plain = ffb_seal_decrypt (key, "c", blob_small, &length, TRUE, NULL);

  g_assert_cmpuint (strlen (blob_small), ==, strlen (blob_larger));
  g_assert_cmpuint (strlen (blob_big), >, strlen (blob_larger));
  g_assert_cmpuint (ffb_seal_padded_size (4095, 4096), ==, 4096);
  g_assert_cmpuint (ffb_seal_padded_size (4096, 4096), ==, 8192);
  g_assert_cmpmem (plain, length, small, 10);
  ffb_seal_plain_free (plain);
  plain = ffb_seal_decrypt (key, "c", blob_big, &length, TRUE, NULL);
  g_assert_cmpmem (plain, length, big, 5000);
  ffb_seal_plain_free (plain);
  ffb_seal_key_free (key);
}

/* The key derivation */

/* KDF limits read from a file are checked against libsodium's INTERACTIVE floor, and the salt
 * must be there and of the right size; each refusal names the file and line. */
static void
test_kdf_floors (void)
{
  g_autofree char *salt = g_base64_encode ((const guchar *) "0123456789abcdef", 16);
  g_autofree char *short_salt = g_base64_encode ((const guchar *) "0123", 4);
  g_autofree char *ops = g_strdup_printf ("%u", (unsigned) crypto_pwhash_OPSLIMIT_INTERACTIVE);
  g_autofree char *mem = g_strdup_printf ("%zu", (size_t) crypto_pwhash_MEMLIMIT_INTERACTIVE);
  g_autofree char *low_ops = g_strdup_printf ("%u",
                                              (unsigned) crypto_pwhash_OPSLIMIT_INTERACTIVE - 1);
  g_autofree char *low_mem = g_strdup_printf ("%zu",
                                              (size_t) crypto_pwhash_MEMLIMIT_INTERACTIVE / 2);
  FfbKdfParams params;
  GError *error = NULL;

  ffb_seal_use_test_cost (FALSE);
  g_assert_true (ffb_kdf_params_parse (ops, mem, salt, &params, "c.ffbridge", 7, &error));
  g_assert_no_error (error);
  g_assert_false (ffb_kdf_params_parse (low_ops, mem, salt, &params, "c.ffbridge", 7, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_true (g_str_has_prefix (error->message, "c.ffbridge:7: "));
  g_clear_error (&error);
  g_assert_false (ffb_kdf_params_parse (ops, low_mem, salt, &params, "c.ffbridge", 7, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_clear_error (&error);
  g_assert_false (ffb_kdf_params_parse (ops, mem, "", &params, "c.ffbridge", 9, &error));
  g_assert_nonnull (strstr (error->message, "c.ffbridge:9: "));
  g_assert_nonnull (strstr (error->message, "empty"));
  g_clear_error (&error);
  g_assert_false (ffb_kdf_params_parse (ops, mem, short_salt, &params, "c.ffbridge", 9,
                                        &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_clear_error (&error);
  ffb_seal_use_test_cost (TRUE);
}

/* The one derivation at the cost files are written with (MODERATE): what unlocking a
 * campaign costs. Its time is measured by tests/bench/bench-unlock, not here. */
static void
test_kdf_full_cost (void)
{
  FfbKdfParams params;
  guint8 *key = ffb_seal_key_new (), *again = ffb_seal_key_new ();

  ffb_seal_use_test_cost (FALSE);
  g_assert_true (ffb_kdf_params_init (&params, NULL));
  g_assert_cmpuint (params.ops, ==, crypto_pwhash_OPSLIMIT_MODERATE);
  g_assert_cmpuint (params.mem, ==, crypto_pwhash_MEMLIMIT_MODERATE);
  g_assert_true (ffb_seal_derive (REFEREE_PASS, &params, key, NULL));
  ffb_seal_use_test_cost (TRUE);
  g_assert_true (ffb_seal_derive (REFEREE_PASS, &params, again, NULL));
  g_assert_cmpmem (key, FFB_SEAL_KEY_BYTES, again, FFB_SEAL_KEY_BYTES);
  ffb_seal_key_free (key);
  ffb_seal_key_free (again);
}

/* The keyring */

static void
test_passphrase_too_short (void)
{
  g_autoptr(FfbKeyring) keyring = ffb_keyring_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (ffb_keyring_set_passphrase (keyring, FFB_READER_REFEREE, "1234567", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "8 characters"));
  g_assert_false (ffb_keyring_protects (keyring));
}

/* The referee's passphrase opens every key; a side's only its own; a wrong one nothing. */
static void
test_keyring_unlock (void)
{
  g_autoptr(FfbKeyring) keyring = ffb_keyring_new ();
  g_autoptr(FfbKeyring) fresh = NULL, player = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_REFEREE, REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_UNION, UNION_PASS, NULL));
  g_assert_true (ffb_keyring_protects (keyring));

  /* Only the wrapped keys cross over, as a file would carry them. */
  fresh = ffb_keyring_new_with_id (keyring->id);
  player = ffb_keyring_new_with_id (keyring->id);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      FfbKeySlot *from = &keyring->slots[r];

      fresh->slots[r].kdf = player->slots[r].kdf = from->kdf;
      fresh->slots[r].by_passphrase = g_strdup (from->by_passphrase);
      fresh->slots[r].by_referee = g_strdup (from->by_referee);
      player->slots[r].by_passphrase = g_strdup (from->by_passphrase);
      player->slots[r].by_referee = g_strdup (from->by_referee);
    }
  g_assert_false (ffb_keyring_unlock (fresh, FFB_READER_REFEREE, UNION_PASS, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_false (ffb_keyring_is_unlocked (fresh, FFB_READER_REFEREE));
  g_assert_true (ffb_keyring_unlock (fresh, FFB_READER_REFEREE, REFEREE_PASS, NULL));
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      g_assert_true (ffb_keyring_is_unlocked (fresh, r));
      g_assert_cmpmem (fresh->slots[r].key, FFB_SEAL_KEY_BYTES, keyring->slots[r].key,
                       FFB_SEAL_KEY_BYTES);
    }
  g_assert_true (ffb_keyring_unlock (player, FFB_READER_UNION, UNION_PASS, NULL));
  g_assert_true (ffb_keyring_is_unlocked (player, FFB_READER_UNION));
  g_assert_false (ffb_keyring_is_unlocked (player, FFB_READER_REFEREE));
  g_assert_false (ffb_keyring_is_unlocked (player, FFB_READER_CONFEDERATE));
  /* The Confederate player has no passphrase yet: nothing unlocks his key. */
  g_assert_false (ffb_keyring_unlock (player, FFB_READER_CONFEDERATE, UNION_PASS, NULL));
}

/* Secrets at rest: a change is kept only where the referee's part is open (or nothing is
 * sealed): a session opened with a player's passphrase, or none, is read-only. */
static void
test_keyring_can_change (void)
{
  g_autoptr(FfbKeyring) keyring = ffb_keyring_new ();
  g_autoptr(FfbKeyring) player = NULL, locked = NULL;

  g_assert_true (ffb_keyring_can_change (keyring)); /* nothing sealed yet */
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_REFEREE, REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (keyring, FFB_READER_UNION, UNION_PASS, NULL));
  g_assert_true (ffb_keyring_can_change (keyring)); /* the referee's own session */
  player = ffb_keyring_new_with_id (keyring->id);
  locked = ffb_keyring_new_with_id (keyring->id);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      player->slots[r].kdf = locked->slots[r].kdf = keyring->slots[r].kdf;
      player->slots[r].by_passphrase = g_strdup (keyring->slots[r].by_passphrase);
      player->slots[r].by_referee = g_strdup (keyring->slots[r].by_referee);
      locked->slots[r].by_passphrase = g_strdup (keyring->slots[r].by_passphrase);
      locked->slots[r].by_referee = g_strdup (keyring->slots[r].by_referee);
    }
  g_assert_false (ffb_keyring_can_change (locked));
  g_assert_true (ffb_keyring_unlock (player, FFB_READER_UNION, UNION_PASS, NULL));
  g_assert_false (ffb_keyring_can_change (player));
}

/* The campaign file */

/* A battle under way: both sides' flank marches given, the pre-battle rolls made, and the
 * clock at turn 9 (the deliberate marches' notice is past). */
static FfbCampaign *
battle_under_way (void)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_UNION, "Hooker's mules",
                                      NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_CONFEDERATE,
                                      "Jackson's foot cavalry", NULL));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div3"));
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  ffb_test_play_to (campaign, 9);
  return campaign;
}

static void
protect (FfbCampaign *campaign)
{
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_REFEREE,
                                             REFEREE_PASS, NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_UNION, UNION_PASS,
                                             NULL));
  g_assert_true (ffb_keyring_set_passphrase (campaign->keyring, FFB_READER_CONFEDERATE,
                                             CONFEDERATE_PASS, NULL));
}

static FfbCampaign *
load (const char *xml, FfbReader reader, const char *passphrase, GError **error)
{
  return ffb_xml_load_campaign_unlocked (xml, strlen (xml), "c.ffbridge", reader, passphrase,
                                         error);
}

/* Sealed, saved and loaded with the referee's passphrase, the campaign is what it was. */
static void
test_file_round_trip (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL, *before = NULL, *after = NULL;
  g_autoptr(GError) error = NULL;

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  g_assert_nonnull (strstr (xml, "<sealed for=\"referee\" generation=\""));
  g_assert_null (strstr (xml, FFB_TEST_SEED));
  g_assert_null (strstr (xml, "<flank-march "));
  g_assert_nonnull (strstr (xml, "format-version=\"3\""));
  /* Public: the commitment and the clock. */
  g_assert_nonnull (strstr (xml, ffb_dice_commitment (ffb_test_battle (campaign)->neutral->dice)));
  g_assert_nonnull (strstr (xml, "<clock "));
  again = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  before = ffb_xml_write_campaign (campaign);
  after = ffb_xml_write_campaign (again);
  g_assert_cmpstr (before, ==, after);
}

/* Without the key the sealed parts are kept as they are: the model lacks them, and they are
 * written back unchanged, so that the referee finds everything on his next opening. */
static void
test_file_without_key (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) keyless = NULL, again = NULL;
  g_autofree char *xml = NULL, *written = NULL, *before = NULL, *after = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle;

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  keyless = load (xml, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (keyless);
  g_assert_true (ffb_campaign_battle_is_sealed (keyless, battle->id));
  g_assert_null (battle->neutral);
  g_assert_null (battle->oob[FFB_SIDE_UNION]);
  written = ffb_test_sealed_xml (keyless);
  again = load (written, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  before = ffb_xml_write_campaign (campaign);
  after = ffb_xml_write_campaign (again);
  g_assert_cmpstr (before, ==, after);
}

/* Fair dice, Secrets at rest: the campaign's own seed (R9C, R10B-E) is sealed for the
 * referee, its commitment readable; opened without his key it goes back as it came, and no
 * new seed can replace it (that would be a re-roll). */
static void
test_campaign_dice_sealed (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) keyless = NULL, referee = NULL;
  g_autofree char *xml = NULL, *written = NULL, *seed = NULL, *commitment = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_campaign_dice_ensure (campaign, NULL));
  seed = g_strdup (campaign->dice_seed);
  commitment = g_strdup (campaign->dice_commitment);
  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  g_assert_null (strstr (xml, seed));
  g_assert_nonnull (strstr (xml, commitment));
  g_assert_nonnull (strstr (xml, "sealed-seed="));

  keyless = load (xml, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (keyless->dice_seed);
  g_assert_false (ffb_campaign_dice_ensure (keyless, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  written = ffb_test_sealed_xml (keyless);
  g_assert_null (strstr (written, seed));

  referee = load (written, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (referee->dice_seed, ==, seed);
  g_assert_cmpstr (referee->dice_commitment, ==, commitment);
}

/* The copy of `reader` at `turn` as text. */
static char *
copy_text (FfbCampaign *campaign, FfbReader reader, int turn)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, ffb_test_battle (campaign), reader,
                                                              turn, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (reader == FFB_READER_REFEREE || view->secrets->len > 0, ==, TRUE);
  return ffb_reader_view_to_text (view, campaign->rules);
}

static guint
count_side (FfbNeutral *neutral, FfbSide side, guint *orders)
{
  guint ratings = 0;

  *orders = 0;
  for (guint i = 0; i < neutral->ratings->len; i++)
    ratings += g_array_index (neutral->ratings, FfbRatingResult, i).side == side;
  for (guint i = 0; i < neutral->orders->len; i++)
    *orders += ((FfbFlankOrder *) g_ptr_array_index (neutral->orders, i))->side == side;
  return ratings;
}

/* Secrets at rest: "each side's own part also [opens] for that side's passphrase". A
 * player's passphrase opens his stored OOB, his ratings, his orders and what he has been told
 * (his copy at every turn so far reads word for word as the one the referee's session makes
 * for him), and nothing of the other side's: no OOB, no order, no rating, no seed, no log.
 * His session cannot roll, move the clock or reveal: the seed is the referee's. */
static void
test_file_player_key (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autofree char *xml = NULL;
  FfbBattle *whole = ffb_test_battle (campaign);
  int now = ffb_neutral_now (whole->neutral, campaign, whole);

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const char *passphrase = side == FFB_SIDE_UNION ? UNION_PASS : CONFEDERATE_PASS;
      FfbSide other = side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
      FfbReader reader = ffb_reader_for_side (side);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) player = load (xml, reader, passphrase, &error);
      g_autofree char *written = NULL;
      FfbBattle *battle;
      guint orders = 0, whole_orders = 0, other_orders = 0;

      g_assert_no_error (error);
      battle = ffb_test_battle (player);
      g_assert_nonnull (battle->oob[side]);
      g_assert_null (battle->oob[other]);
      g_assert_nonnull (battle->neutral);
      g_assert_cmpint (battle->neutral->view, ==, side);
      g_assert_false (ffb_dice_holds_seed (battle->neutral->dice));
      g_assert_cmpstr (ffb_dice_commitment (battle->neutral->dice), ==,
                       ffb_dice_commitment (whole->neutral->dice));
      g_assert_cmpuint (ffb_dice_n_rolls (battle->neutral->dice), ==, 0);
      /* His ratings and orders, all of them; none of the other side's. */
      g_assert_cmpuint (count_side (battle->neutral, side, &orders), ==,
                        count_side (whole->neutral, side, &whole_orders));
      g_assert_cmpuint (count_side (battle->neutral, side, &orders), >, 5);
      g_assert_cmpuint (orders, ==, whole_orders);
      g_assert_cmpuint (orders, ==, 1);
      g_assert_cmpuint (count_side (battle->neutral, other, &other_orders), ==, 0);
      g_assert_cmpuint (other_orders, ==, 0);
      g_assert_cmpuint (battle->neutral->encounters->len, <=, 1);
      for (int turn = 0; turn <= now; turn += 3)
        {
          g_autofree char *own = copy_text (player, reader, turn);
          g_autofree char *referees = copy_text (campaign, reader, turn);

          g_assert_cmpstr (own, ==, referees);
        }
      /* Only the referee's session rolls and moves the clock. */
      g_assert_false (ffb_neutral_advance (battle->neutral, player, battle, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_clear_error (&error);
      g_assert_false (ffb_neutral_reveal (battle->neutral, &error));
      g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
      g_clear_error (&error);
      /* What his session saves is the file as it came: the referee finds it whole. */
      written = ffb_test_sealed_xml (player);
      g_assert_cmpstr (strstr (written, "<battle "), ==, strstr (xml, "<battle "));
    }
}

/* Only a part that opens makes a player's view: a file in clear that claims one is read as
 * the referee's (the claim dropped), and a view's results or notices anywhere else are
 * refused with their line, so that no file can make the app show what it was not told. */
static void
test_file_forged_view (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GString) claimed = g_string_new (xml);
  g_autoptr(GString) told = g_string_new (xml);
  g_autoptr(FfbCampaign) loaded = NULL, refused = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle;

  g_assert_cmpuint (g_string_replace (claimed, "<neutral rolled=\"true\"",
                                      "<neutral rolled=\"true\" view=\"union\"", 1), ==, 1);
  loaded = load (claimed->str, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (loaded);
  g_assert_cmpint (battle->neutral->view, ==, -1);
  g_assert_true (ffb_dice_holds_seed (battle->neutral->dice));

  g_assert_cmpuint (g_string_replace (told, "<clock ", "<told turn=\"1\" rule=\"R7B(2)\">A "
                                      "forged notice.</told><clock ", 1), ==, 1);
  refused = load (told->str, FFB_READER_REFEREE, NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, "c.ffbridge:"));
  g_assert_nonnull (strstr (error->message, "a player's sealed part only"));
}

/* A file sealed before the players' views (each side's orders, ratings and rolls in its own
 * part, the parts of three sizes) still opens: whole with the referee's passphrase, the same
 * battle as made today; with a player's, his stored OOB (it has no view yet). The referee's
 * next save writes the views. */
static void
test_file_layout_before_views (void)
{
  const char *files = g_getenv ("FFB_TEST_FILES");
  g_autofree char *path = g_build_filename (files != NULL ? files : "files", "sealed",
                                            "layout-before-views.ffbridge", NULL);
  g_autofree char *xml = NULL, *loaded_xml = NULL, *made_xml = NULL, *saved = NULL;
  g_autoptr(FfbCampaign) made = battle_under_way ();
  g_autoptr(FfbCampaign) referee = NULL, player = NULL, player_again = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  referee = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (referee);
  g_assert_true (ffb_dice_holds_seed (battle->neutral->dice));
  loaded_xml = ffb_xml_write_campaign (referee);
  /* The file was made before the setup digest was kept (issue 30 item 6): it has none. */
  g_assert_null (battle->neutral->setup_digest);
  g_clear_pointer (&ffb_test_battle (made)->neutral->setup_digest, g_free);
  made_xml = ffb_xml_write_campaign (made);
  g_assert_cmpstr (strstr (loaded_xml, "<battle "), ==, strstr (made_xml, "<battle "));

  player = load (xml, FFB_READER_UNION, UNION_PASS, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (player);
  g_assert_nonnull (battle->oob[FFB_SIDE_UNION]);
  g_assert_null (battle->oob[FFB_SIDE_CONFEDERATE]);
  g_assert_null (battle->neutral);

  saved = ffb_test_sealed_xml (referee);
  player_again = load (saved, FFB_READER_UNION, UNION_PASS, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (player_again);
  g_assert_nonnull (battle->neutral);
  g_assert_cmpint (battle->neutral->view, ==, FFB_SIDE_UNION);
}

static void
test_file_wrong_key (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  again = load (xml, FFB_READER_REFEREE, UNION_PASS, &error);
  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "c.ffbridge: "));
  g_assert_nonnull (strstr (error->message, "referee's passphrase"));
}

/* The text between <sealed for="WHO"> and </sealed>. */
static char *
blob_of (const char *xml, const char *who, const char **start)
{
  g_autofree char *tag = g_strdup_printf ("<sealed for=\"%s\"", who);
  const char *open = strstr (xml, tag), *close;

  g_assert_nonnull (open);
  open = strchr (open, '>') + 1;
  close = strstr (open, "</sealed>");
  *start = open;
  return g_strndup (open, close - open);
}

static void
assert_refused (const char *xml, const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);

  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  g_assert_nonnull (strstr (error->message, what));
  g_assert_nonnull (strstr (error->message, "does not open"));
}

/* A changed byte in a sealed part is refused, with the file and line. */
static void
test_file_tampered (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autofree char *xml = NULL, *blob = NULL;
  const char *start;

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  blob = blob_of (xml, "union", &start);
  /* A base64 digit in the middle changed to another. */
  xml[start - xml + strlen (blob) / 2] = start[strlen (blob) / 2] == 'A' ? 'B' : 'A';
  assert_refused (xml, "c.ffbridge:");
}

/* Blobs swapped between the sides, or moved to another battle, do not open. */
static void
test_file_swapped (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autofree char *xml = NULL, *union_blob = NULL, *confederate_blob = NULL;
  g_autofree char *swapped = NULL, *renamed = NULL;
  g_autoptr(GString) text = NULL;
  const char *union_start, *confederate_start;
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autofree char *old_id = g_strdup_printf ("<battle id=\"%s\"", battle->id);
  g_autofree char *new_id = g_strdup_printf ("<battle id=\"%s2\"", battle->id);

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  union_blob = blob_of (xml, "union", &union_start);
  confederate_blob = blob_of (xml, "confederate", &confederate_start);
  g_assert_cmpuint (strlen (union_blob), ==, strlen (confederate_blob));
  swapped = g_strdup (xml);
  memcpy (swapped + (union_start - xml), confederate_blob, strlen (confederate_blob));
  memcpy (swapped + (confederate_start - xml), union_blob, strlen (union_blob));
  assert_refused (swapped, "union part");

  text = g_string_new (xml);
  g_string_replace (text, old_id, new_id, 1);
  assert_refused (text->str, "referee part");
}

/* Format 1 kept PBKDF2 hashes: they are dropped, with a sentence for the referee, and the
 * file is sealed once he has chosen his passphrase again. */
static void
test_format_1_upgrade (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) old = NULL, again = NULL;
  g_autofree char *xml = ffb_xml_write_campaign (campaign), *sealed = NULL;
  g_autoptr(GString) text = g_string_new (xml);
  g_autoptr(GError) error = NULL;
  const char *hash = "pbkdf2-sha256$60000$00112233445566778899aabbccddeeff$"
                     "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
  g_autofree char *referee = g_strdup_printf ("format-version=\"1\" referee-passphrase=\"%s\"",
                                              hash);
  g_autofree char *side = g_strdup_printf ("<side id=\"union\" passphrase=\"%s\"", hash);

  g_assert_true (ffb_passphrase_is_legacy_hash (hash));
  g_string_replace (text, "format-version=\"3\"", referee, 1);
  g_string_replace (text, "<side id=\"union\"", side, 1);
  old = load (text->str, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (ffb_keyring_protects (old->keyring));
  g_assert_false (ffb_keyring_has_passphrase (old->keyring, FFB_READER_UNION));
  g_assert_nonnull (old->keyring->note);
  g_assert_nonnull (strstr (old->keyring->note, "choose"));
  g_assert_nonnull (ffb_test_battle (old)->neutral);

  g_assert_true (ffb_keyring_set_passphrase (old->keyring, FFB_READER_REFEREE, REFEREE_PASS,
                                             NULL));
  sealed = ffb_test_sealed_xml (old);
  g_assert_null (strstr (sealed, "pbkdf2"));
  g_assert_null (strstr (sealed, FFB_TEST_SEED));
  again = load (sealed, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ffb_test_battle (again)->neutral);
}

/* "Fair dice": a fought battle (its seed revealed) is written in clear, so that anyone can
 * verify it without a passphrase. */
static void
test_revealed_in_clear (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) keyless = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);

  protect (campaign);
  g_assert_true (ffb_neutral_reveal (battle->neutral, NULL));
  xml = ffb_test_sealed_xml (campaign);
  g_assert_null (strstr (xml, "<sealed"));
  keyless = load (xml, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  battle = ffb_test_battle (keyless);
  problems = ffb_neutral_verify (battle->neutral, keyless, battle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* Nothing can be written unsealed once the campaign is protected: a battle whose secrets were
 * made without the referee's key is refused rather than written in clear. */
/* A battle like `model`, with its forces and nothing secret. */
static FfbBattle *
battle_like (const FfbBattle *model, const char *id)
{
  FfbBattle *battle = ffb_battle_new (id, model->stands_per_sp, model->batteries_per_sp);

  battle->year = model->year;
  battle->months = model->months;
  battle->terrain = model->terrain;
  battle->attacker = model->attacker;
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const FfbBattleSide *force = &model->sides[side];

      for (guint i = 0; i < force->leaders->len; i++)
        {
          const FfbPresentLeader *present = &g_array_index (force->leaders, FfbPresentLeader, i);

          ffb_battle_add_leader (battle, side, present->leader_id, present->role);
        }
      for (guint i = 0; i < force->sps->len; i++)
        {
          const FfbPresentSp *present = &g_array_index (force->sps, FfbPresentSp, i);

          ffb_battle_add_sp (battle, side, present->group_id, present->count);
        }
    }
  return battle;
}

/* Nothing is written in clear once the campaign is protected: secrets made without the
 * referee's key (here a new battle's stored OOBs) are refused rather than written. */
static void
test_save_needs_referee_key (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) keyless = NULL;
  g_autofree char *xml = NULL, *refused = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *second;
  FfbOob *oobs[FFB_N_SIDES];

  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  keyless = load (xml, FFB_READER_REFEREE, NULL, &error);
  g_assert_no_error (error);
  second = battle_like (ffb_test_battle (keyless), "second");
  ffb_campaign_add_battle (keyless, second);
  g_assert_true (ffb_neutral_oobs (keyless, second, oobs, NULL));
  refused = ffb_xml_write_sealed_campaign (keyless, &error);
  g_assert_null (refused);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "referee's passphrase"));
}

/* The campaigns kept by the history for undo hold the battle as it stood, secrets and all:
 * they are sealed in the file too, and undo opens them with the keys of the session. */
static void
test_history_sealed (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL, *plain = NULL;
  g_autoptr(GError) error = NULL;
  FfbChange *change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, 1);
  FfbBattle *battle;

  protect (campaign);
  change->before = ffb_xml_snapshot_campaign (campaign);
  ffb_history_push (campaign, change);
  plain = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (plain, FFB_TEST_SEED)); /* twice in memory: battle and "before" */
  xml = ffb_test_sealed_xml (campaign);
  g_assert_null (strstr (xml, FFB_TEST_SEED));
  g_assert_null (strstr (xml, "union.c1.d1"));
  g_assert_nonnull (strstr (xml, "<before>"));

  again = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_xml_undo_last_change (again, NULL, &error));
  g_assert_no_error (error);
  battle = ffb_test_battle (again);
  g_assert_nonnull (battle->neutral);
  g_assert_cmpstr (ffb_dice_seed_for_file (battle->neutral->dice), ==, FFB_TEST_SEED);
  g_assert_true (ffb_keyring_is_unlocked (again->keyring, FFB_READER_REFEREE));
}

/* The done-when of issue 11 */

/* Every id and name of a unit under `unit`. */
static void
collect_units (const FfbUnit *unit, GPtrArray *out)
{
  g_ptr_array_add (out, g_strdup (unit->id));
  g_ptr_array_add (out, g_strdup (unit->name));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect_units (g_ptr_array_index (unit->children, i), out);
}

/* Whether `word` is public anyway: a side's id (the army's), a leader's or SP group's id or
 * name in the roster. */
static gboolean
in_roster (FfbCampaign *campaign, const char *word)
{
  FfbSide side;

  if (ffb_side_from_string (word, &side))
    return TRUE;
  for (guint i = 0; i < campaign->leaders->len; i++)
    {
      const FfbLeader *leader = g_ptr_array_index (campaign->leaders, i);

      if (g_str_equal (leader->id, word) || g_str_equal (leader->name, word))
        return TRUE;
    }
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      const FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);

      if (g_str_equal (group->id, word) || g_str_equal (group->name, word))
        return TRUE;
    }
  return FALSE;
}

/* C1: each card of `side`'s hand (his pick among them until the reveal) as any clear text
 * would hold it, an attribute's value or a word of a list ("KH" alone would turn up in
 * base64 by chance): nothing of a hand may show outside his own part and view. */
static void
add_cards (const GPtrArray *hand, GPtrArray *secrets)
{
  g_assert_cmpuint (hand->len, >, 0);
  for (guint i = 0; i < hand->len; i++)
    {
      const char *card = g_ptr_array_index (hand, i);

      g_ptr_array_add (secrets, g_strdup_printf ("\"%s\"", card));
      g_ptr_array_add (secrets, g_strdup_printf ("\"%s ", card));
      g_ptr_array_add (secrets, g_strdup_printf (" %s\"", card));
      g_ptr_array_add (secrets, g_strdup_printf (" %s ", card));
    }
}

static void
add_hand (FfbCampaign *campaign, FfbSide side, GPtrArray *secrets)
{
  g_autoptr(FfbActivation) state = NULL;

  if (ffb_test_battle (campaign)->neutral->cards == NULL)
    return;
  state = ffb_cards_state (ffb_test_battle (campaign), NULL);
  g_assert_nonnull (state);
  add_cards (state->hand[side], secrets);
}

/* C2: each card of `side`'s hand of the campaign's action deck; his pick is his hand's until
 * the reveal (ffb-action-cards.h keeps it there). */
static void
add_action_hand (FfbCampaign *campaign, FfbSide side, GPtrArray *secrets)
{
  g_autoptr(FfbActionCards) state = NULL;

  if (campaign->action_cards == NULL)
    return;
  state = ffb_action_play_state (campaign, NULL);
  g_assert_nonnull (state);
  add_cards (state->hand[side], secrets);
  if (state->pick[side] != NULL)
    g_ptr_array_add (secrets, g_strdup_printf ("\"%s\"", state->pick[side]));
}

/* What of `side` no one else may read: its stored OOB's unit ids and names (those not in the
 * public roster, nor also names of `reader_side`'s own units, which a player's copy shows),
 * the purposes of its rolls, the seed, its hand of cards when the battle plays with them and,
 * in the file (`reader_side` -1), its phrase. */
static GPtrArray *
secrets_of (FfbCampaign *campaign, FfbSide side, int reader_side)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  FfbDice *dice = battle->neutral->dice;
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) own = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *secrets = g_ptr_array_new_with_free_func (g_free);

  /* The army itself is named after its side ("Confederate army"), which every copy says. */
  for (guint i = 0; i < battle->oob[side]->army->children->len; i++)
    collect_units (g_ptr_array_index (battle->oob[side]->army->children, i), units);
  if (reader_side >= 0)
    collect_units (battle->oob[reader_side]->army, own);
  for (guint i = 0; i < units->len; i++)
    {
      const char *word = g_ptr_array_index (units, i);

      if (!in_roster (campaign, word) && !g_ptr_array_find_with_equal_func (own, word,
                                                                             g_str_equal, NULL))
        g_ptr_array_add (secrets, g_strdup (word));
    }
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, i);

      if (roll->audience == ffb_audience_for_side (side))
        g_ptr_array_add (secrets, g_strdup (roll->purpose));
    }
  /* The phrases are printed on both players' copies (ffb-reader-view.h), not in the file. */
  if (reader_side < 0)
    g_ptr_array_add (secrets, g_strdup (ffb_dice_phrase (dice, side)));
  g_ptr_array_add (secrets, g_strdup (ffb_dice_seed_for_file (dice)));
  add_hand (campaign, side, secrets);
  add_action_hand (campaign, side, secrets);
  g_assert_cmpuint (secrets->len, >, 20);
  return secrets;
}

static void
assert_holds_none (const char *what, const char *text, GPtrArray *secrets)
{
  for (guint i = 0; i < secrets->len; i++)
    {
      const char *secret = g_ptr_array_index (secrets, i);

      if (strstr (text, secret) != NULL)
        g_error ("%s holds “%s”", what, secret);
    }
}

/* The sealed part of `reader` in the first battle of `xml`, opened with the campaign's own
 * (unlocked) keys, as a player who decrypted it with his key would read it: its associated
 * data from the file's clear words (the campaign's id, the battle, the reader, the part's
 * generation). */
static char *
open_part_text (FfbCampaign *campaign, const char *xml, FfbReader reader, gsize *sealed_length)
{
  g_autofree char *tag = g_strdup_printf ("<sealed for=\"%s\"", ffb_reader_to_string (reader));
  const char *start = strstr (xml, tag), *end;
  g_autofree char *blob = NULL, *context = NULL, *attributes = NULL;
  g_autoptr(GError) error = NULL;
  char *plain, *text;
  const char *generation;
  gsize length = 0;

  g_assert_nonnull (start);
  end = strchr (start, '>');
  attributes = g_strndup (start, end - start);
  generation = strstr (attributes, "generation=\"");
  start = end + 1;
  blob = g_strndup (start, strcspn (start, "<"));
  *sealed_length = strlen (blob);
  context = ffb_xml_seal_context (campaign->keyring, FFB_SEAL_PLACE_CAMPAIGN,
                                  ffb_test_battle (campaign)->id, reader,
                                  generation != NULL
                                  ? g_ascii_strtoull (generation + strlen ("generation=\""),
                                                      NULL, 10)
                                  : 0);
  plain = ffb_keyring_open (campaign->keyring, reader, context, blob, &length, &error);
  g_assert_no_error (error);
  text = g_strndup (plain, length);
  ffb_seal_plain_free ((guint8 *) plain);
  return text;
}

/* A player can decrypt his own part with his key: it must hold nothing of the other side,
 * and both sides' parts are sealed at one length, so that no part's size counts the secrets
 * it holds ("Secrets at rest": "not even how many secrets it has"; the referee's has a size of
 * its own, also from public facts: /seal/done-when/union-sees-the-same). His own session's
 * copy holds nothing of the other side either. */
static void
assert_parts_hold_nothing_of_the_other_side (FfbCampaign *campaign, const char *file)
{
  gsize lengths[FFB_N_READERS];

  for (int r = 0; r < FFB_N_READERS; r++)
    g_free (open_part_text (campaign, file, (FfbReader) r, &lengths[r]));
  g_assert_cmpuint (lengths[FFB_READER_UNION], ==, lengths[FFB_READER_CONFEDERATE]);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      FfbSide other = side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
      FfbReader reader = ffb_reader_for_side (side);
      const char *passphrase = side == FFB_SIDE_UNION ? UNION_PASS : CONFEDERATE_PASS;
      g_autoptr(GPtrArray) secrets = secrets_of (campaign, other, side);
      g_autofree char *part = open_part_text (campaign, file, reader, &lengths[0]);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) player = load (file, reader, passphrase, &error);
      g_autoptr(FfbReaderView) view = NULL;
      g_autofree char *text = NULL;

      /* His part holds his view: the scan below reads what a decrypting player reads. */
      g_assert_nonnull (strstr (part, "<player-view"));
      assert_holds_none ("a player's own sealed part", part, secrets);
      g_assert_no_error (error);
      view = ffb_reader_view_new (player, ffb_test_battle (player), reader, -1, &error);
      g_assert_no_error (error);
      text = ffb_reader_view_to_text (view, player->rules);
      assert_holds_none ("the copy of a player's own session", text, secrets);
    }
}

/* The scans above would find a hand: each side's own part, opened, holds his (his view). */
static void
assert_each_part_holds_its_own_hand (FfbCampaign *campaign, const char *file)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GPtrArray) hand = g_ptr_array_new_with_free_func (g_free);
      gsize length = 0;
      g_autofree char *part = open_part_text (campaign, file, ffb_reader_for_side (side),
                                              &length);
      gboolean found = FALSE;

      add_hand (campaign, side, hand);
      for (guint i = 0; i < hand->len; i++)
        found |= strstr (part, g_ptr_array_index (hand, i)) != NULL;
      g_assert_true (found);
    }
}

/* C1 (issue 15): cards on for the battle, a turn dealt and the Union's pick sealed, so that
 * the scans below look for both hands too (and, below, the action deck's of C2). */
static void
deal_and_pick (FfbCampaign *campaign)
{
  FfbBattle *battle = ffb_test_battle (campaign);
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("haggerty", NULL);
  g_autoptr(FfbActivation) state = NULL;

  g_assert_true (ffb_cards_turn_on (battle, deck, NULL));
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_DEAL, -1, NULL, NULL));
  state = ffb_cards_state (battle, NULL);
  g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, FFB_SIDE_UNION,
                                   g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0), NULL));
}

/* C2: the campaign's action deck on, a year dealt and the Union's pick made. */
static void
deal_year_and_pick (FfbCampaign *campaign)
{
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in ("marian", NULL);
  g_autoptr(FfbActionCards) state = NULL;

  g_assert_true (ffb_action_play_turn_on (campaign, deck, NULL));
  g_assert_true (ffb_action_play_deal_year (campaign, NULL));
  state = ffb_action_play_state (campaign, NULL);
  g_assert_true (ffb_action_play_pick (campaign, FFB_SIDE_UNION,
                                       g_ptr_array_index (state->hand[FFB_SIDE_UNION], 0),
                                       FALSE, NULL));
}

static FfbCampaign *
battle_with_cards (void)
{
  FfbCampaign *campaign = battle_under_way ();

  deal_and_pick (campaign);
  deal_year_and_pick (campaign);
  return campaign;
}

/* Issue 11, done when: with a referee passphrase set, the campaign file, its backup (made
 * from an unsealed file of format 1 before), the autosave and each player's copy, read as
 * text, hold no name and no id of the other side's secret parts ("Secrets at rest"). */
static void
test_nothing_of_the_other_side (void)
{
  g_autoptr(FfbCampaign) campaign = battle_with_cards ();
  g_autoptr(GPtrArray) union_secrets = secrets_of (campaign, FFB_SIDE_UNION, -1);
  g_autoptr(GPtrArray) confederate_secrets = secrets_of (campaign, FFB_SIDE_CONFEDERATE, -1);
  g_autofree char *dir = g_dir_make_tmp ("ffb-seal-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "c.ffbridge", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *clear = NULL, *file = NULL, *kept = NULL, *autosave = NULL;
  FfbBattle *battle = ffb_test_battle (campaign);
  int turn = ffb_neutral_now (battle->neutral, campaign, battle);
  g_autoptr(FfbActivation) cards = ffb_cards_state (battle, NULL);
  g_autofree char *union_pick = g_strdup_printf ("\"%s\"", cards->pick[FFB_SIDE_UNION]);
  g_autoptr(FfbActionCards) years = ffb_action_play_state (campaign, NULL);
  g_autofree char *union_year_pick = g_strdup_printf ("\"%s\"", years->pick[FFB_SIDE_UNION]);

  /* An unprotected campaign holds its secrets in clear: the scan can tell (the Union's pick
   * among them; his hand is in no file, since the deal follows from the seed). */
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
  clear = ffb_test_read_whole (path);
  g_assert_nonnull (strstr (clear, g_ptr_array_index (confederate_secrets, 0)));
  g_assert_nonnull (strstr (clear, union_pick));
  g_assert_nonnull (strstr (clear, union_year_pick));

  /* The first sealed save: the backup of the file in clear must not stay beside it. */
  protect (campaign);
  g_assert_true (ffb_xml_save_campaign_file (campaign, path, NULL));
  file = ffb_test_read_whole (path);
  kept = ffb_test_read_whole (backup);
  autosave = ffb_test_sealed_xml (campaign);
  for (int i = 0; i < 2; i++)
    {
      GPtrArray *secrets = i == 0 ? union_secrets : confederate_secrets;

      assert_holds_none ("the campaign file", file, secrets);
      assert_holds_none ("its backup", kept, secrets);
      assert_holds_none ("the autosave", autosave, secrets);
    }
  for (int reader_side = 0; reader_side < FFB_N_SIDES; reader_side++)
    {
      FfbSide other = reader_side == FFB_SIDE_UNION ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
      g_autoptr(GPtrArray) secrets = secrets_of (campaign, other, reader_side);
      g_autoptr(FfbReaderView) view = ffb_reader_view_new (campaign, battle,
                                                           ffb_reader_for_side (reader_side), turn,
                                                           NULL);
      g_autofree char *text = ffb_reader_view_to_text (view, campaign->rules);

      g_assert_nonnull (text);
      assert_holds_none ("a player's copy", text, secrets);
    }
  assert_parts_hold_nothing_of_the_other_side (campaign, file);
  assert_each_part_holds_its_own_hand (campaign, file);
  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

/* The same for the cards (C1, C2): whether the Confederate has picked his battle card and his
 * action card or not, no sealed thing changes its length, nor the file. */
static void
test_cards_same_sizes (void)
{
  char *lengths[2] = { NULL, NULL };

  for (int picked = 0; picked < 2; picked++)
    {
      g_autoptr(FfbCampaign) campaign = battle_with_cards ();
      g_autofree char *xml = NULL;

      if (picked)
        {
          FfbBattle *battle = ffb_test_battle (campaign);
          g_autoptr(FfbActivation) cards = ffb_cards_state (battle, NULL);
          g_autoptr(FfbActionCards) years = ffb_action_play_state (campaign, NULL);

          g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_PICK, FFB_SIDE_CONFEDERATE,
                                           g_ptr_array_index (cards->hand[FFB_SIDE_CONFEDERATE], 0),
                                           NULL));
          g_assert_true (ffb_action_play_pick (campaign, FFB_SIDE_CONFEDERATE,
                                               g_ptr_array_index (years->hand
                                                                  [FFB_SIDE_CONFEDERATE], 0),
                                               FALSE, NULL));
        }
      g_assert_true (ffb_campaign_dice_ensure (campaign, NULL));
      protect (campaign);
      xml = ffb_test_sealed_xml (campaign);
      lengths[picked] = ffb_test_sealed_lengths (xml);
    }
  g_test_message ("%s", lengths[0]);
  g_assert_nonnull (strstr (lengths[0], " "));
  g_assert_cmpstr (lengths[1], ==, lengths[0]);
  g_free (lengths[0]);
  g_free (lengths[1]);
}

/* Issue 30 item 5: "Secrets at rest", decision 2 */

/* The `n`-th (from 0) <sealed for="WHO" ...>...</sealed> element of `xml`, whole. */
static char *
sealed_element (const char *xml, const char *who, guint n, const char **start)
{
  g_autofree char *tag = g_strdup_printf ("<sealed for=\"%s\"", who);
  const char *open = xml, *close;

  for (guint i = 0; i <= n; i++, open += strlen (tag))
    {
      open = strstr (open, tag);
      g_assert_nonnull (open);
    }
  open -= strlen (tag);
  close = strstr (open, "</sealed>") + strlen ("</sealed>");
  *start = open;
  return g_strndup (open, close - open);
}

/* `into` with its `n`-th sealed part of WHO replaced by `element`. */
static char *
with_part (const char *into, guint n, const char *who, const char *element)
{
  const char *at;
  g_autofree char *old = sealed_element (into, who, n, &at);
  GString *text = g_string_new_len (into, at - into);

  g_string_append (text, element);
  g_string_append (text, at + strlen (old));
  return g_string_free (text, FALSE);
}

/* `into` with its `n`-th sealed part of WHO replaced by the `from_n`-th of `from`. */
static char *
with_part_of (const char *into, guint n, const char *from, guint from_n, const char *who)
{
  const char *from_at;
  g_autofree char *element = sealed_element (from, who, from_n, &from_at);

  return with_part (into, n, who, element);
}

/* The <keyring ...> tag of `xml`. */
static char *
keyring_tag (const char *xml)
{
  const char *start = strstr (xml, "<keyring ");

  g_assert_nonnull (start);
  return g_strndup (start, strchr (start, '>') - start + 1);
}

/* The generation on the <keyring> of `xml`. */
static guint64
generation_of (const char *xml)
{
  g_autofree char *tag = keyring_tag (xml);
  const char *at = strstr (tag, "generation=\"");

  g_assert_nonnull (at);
  return g_ascii_strtoull (at + strlen ("generation=\""), NULL, 10);
}

static void
assert_refused_naming (const char *xml, FfbReader reader, const char *passphrase,
                       const char *what, const char *why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) again = load (xml, reader, passphrase, &error);

  g_assert_null (again);
  g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
  if (strstr (error->message, what) == NULL || strstr (error->message, why) == NULL)
    g_error ("“%s” does not say “%s” and “%s”", error->message, what, why);
  g_assert_nonnull (strstr (error->message, "c.ffbridge:"));
}

/* The battle with its dice started, the phrases and both sides' orders given, not rolled yet;
 * the campaign's own seed drawn, so that the file holds a sealed thing beside the battle. */
static FfbCampaign *
battle_before_the_roll (void)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_UNION, "Hooker's mules",
                                      NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_CONFEDERATE,
                                      "Jackson's foot cavalry", NULL));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div3"));
  g_assert_true (ffb_campaign_dice_ensure (campaign, NULL));
  protect (campaign);
  return campaign;
}

/* Saved before the roll (the backup), then rolled and saved again (the file): `file` and
 * `backup` receive both texts. */
static void
roll_pre_battle (FfbCampaign *campaign)
{
  FfbBattle *battle = ffb_test_battle (campaign);

  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
}

static void
save_before_and_after_the_roll (char **file, char **backup)
{
  g_autoptr(FfbCampaign) campaign = battle_before_the_roll ();

  ffb_test_save_twice (campaign, roll_pre_battle, file, backup);
}

/* A part copied from the `~` backup into the file it backs up is refused, naming the part,
 * for the referee and for the player whose part it is; so are all three parts of the battle
 * restored from before the roll (which would let it roll again under the same commitment),
 * and with them the keyring's generation: the campaign's sealed seed is of the newer save. */
static void
test_part_from_the_backup (void)
{
  g_autofree char *file = NULL, *backup = NULL, *all = NULL, *counter = NULL;
  g_autofree char *tag = NULL, *old_tag = NULL;
  g_autoptr(GString) rolled_back = NULL;
  g_autoptr(FfbCampaign) fine = NULL;
  g_autoptr(GError) error = NULL;

  save_before_and_after_the_roll (&file, &backup);
  fine = load (file, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_test_battle (fine)->neutral->rolled);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      const char *who = ffb_reader_to_string ((FfbReader) r);
      g_autofree char *swapped = with_part_of (file, 0, backup, 0, who);
      g_autofree char *what = g_strdup_printf ("the %s part of the battle “test”", who);

      assert_refused_naming (swapped, FFB_READER_REFEREE, REFEREE_PASS, what, "backup");
      if (r == FFB_READER_UNION)
        assert_refused_naming (swapped, FFB_READER_UNION, UNION_PASS, what, "backup");
    }
  all = g_strdup (file);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      char *next = with_part_of (all, 0, backup, 0, ffb_reader_to_string ((FfbReader) r));

      g_free (all);
      all = next;
    }
  assert_refused_naming (all, FFB_READER_REFEREE, REFEREE_PASS, "the referee part", "backup");
  assert_refused_naming (all, FFB_READER_CONFEDERATE, CONFEDERATE_PASS, "the referee part",
                         "backup");
  tag = keyring_tag (all);
  old_tag = keyring_tag (backup);
  g_assert_cmpstr (tag, !=, old_tag);
  rolled_back = g_string_new (all);
  g_string_replace (rolled_back, tag, old_tag, 1);
  assert_refused_naming (rolled_back->str, FFB_READER_REFEREE, REFEREE_PASS,
                         "the sealed seed of the campaign's dice", "backup");
}

/* A part whose generation is written anew does not open: the generation is in its associated
 * data, not only in its attribute. */
static void
test_generation_rewritten (void)
{
  g_autofree char *file = NULL, *backup = NULL, *part = NULL, *forged = NULL;
  g_autofree char *old = NULL, *new = NULL;
  g_autoptr(GString) text = NULL;
  const char *start;

  save_before_and_after_the_roll (&file, &backup);
  /* The backup's Union part, its attribute made the file's. */
  part = sealed_element (backup, "union", 0, &start);
  old = g_strdup_printf ("generation=\"%" G_GUINT64_FORMAT "\"", generation_of (backup));
  new = g_strdup_printf ("generation=\"%" G_GUINT64_FORMAT "\"", generation_of (file));
  g_assert_cmpstr (old, !=, new);
  g_assert_nonnull (strstr (part, old));
  text = g_string_new (part);
  g_string_replace (text, old, new, 1);
  forged = with_part (file, 0, "union", text->str);
  assert_refused_naming (forged, FFB_READER_REFEREE, REFEREE_PASS,
                         "the union part of the battle “test”", "does not open");
  assert_refused_naming (forged, FFB_READER_UNION, UNION_PASS,
                         "the union part of the battle “test”", "does not open");
}

/* The campaign kept by the history for undo is sealed at the same save, but for the history's
 * place: its parts put in the campaign's battle do not open. Undo still opens them there. */
static void
test_part_from_the_history (void)
{
  g_autoptr(FfbCampaign) campaign = battle_under_way ();
  g_autoptr(FfbCampaign) again = NULL;
  g_autofree char *xml = NULL, *all = NULL;
  g_autoptr(GError) error = NULL;
  FfbChange *change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, 1);

  protect (campaign);
  change->before = ffb_xml_snapshot_campaign (campaign);
  ffb_history_push (campaign, change);
  xml = ffb_test_sealed_xml (campaign);
  all = g_strdup (xml);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      char *next = with_part_of (all, 0, xml, 1, ffb_reader_to_string ((FfbReader) r));

      g_free (all);
      all = next;
    }
  g_assert_cmpstr (all, !=, xml);
  assert_refused_naming (all, FFB_READER_REFEREE, REFEREE_PASS,
                         "the referee part of the battle “test”", "does not open");
  again = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_xml_undo_last_change (again, NULL, &error));
  g_assert_no_error (error);
}

/* A file sealed before generations were kept (tests/files/sealed/before-generations.ffbridge,
 * written by the build before issue 30: a battle with cards, the action deck, the campaign's
 * seed and a change kept for undo) opens whole for the referee and with his part for a
 * player; undo opens what its history kept. The referee's next save seals it with
 * generations, and a part of the old file copied into the new one is then refused. */
static void
test_file_before_generations (void)
{
  const char *files = g_getenv ("FFB_TEST_FILES");
  g_autofree char *path = g_build_filename (files != NULL ? files : "files", "sealed",
                                            "before-generations.ffbridge", NULL);
  g_autofree char *xml = NULL, *saved = NULL, *downgraded = NULL;
  g_autoptr(FfbCampaign) referee = NULL, player = NULL, again = NULL, undone = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_null (strstr (xml, "generation="));
  referee = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_dice_holds_seed (ffb_test_battle (referee)->neutral->dice));
  g_assert_nonnull (referee->dice_seed);
  g_assert_nonnull (referee->action_cards);
  player = load (xml, FFB_READER_UNION, UNION_PASS, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ffb_test_battle (player)->oob[FFB_SIDE_UNION]);
  g_assert_null (ffb_test_battle (player)->oob[FFB_SIDE_CONFEDERATE]);
  undone = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_true (ffb_xml_undo_last_change (undone, NULL, &error));
  g_assert_no_error (error);

  saved = ffb_test_sealed_xml (referee);
  g_assert_cmpuint (generation_of (saved), >, 0);
  again = load (saved, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_true (ffb_dice_holds_seed (ffb_test_battle (again)->neutral->dice));

  downgraded = with_part_of (saved, 0, xml, 0, "union");
  assert_refused_naming (downgraded, FFB_READER_REFEREE, REFEREE_PASS,
                         "the union part of the battle “test”", "before this file kept");
}

/* A battle whose three sealed parts are taken out of the file, orders given and no dice
 * started yet (so that nothing else of the battle needs them): the Confederate's march would
 * vanish without a word. The referee's record of what the file seals names the battle. */
static void
test_parts_taken_out (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_neutral_campaign ();
  g_autoptr(FfbCampaign) fine = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *taken = NULL;
  const char *first, *last;
  g_autofree char *referee = NULL, *confederate = NULL;

  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_CONFEDERATE,
                                                    FFB_FLANK_RIGHT, "c-div3"));
  protect (campaign);
  xml = ffb_test_sealed_xml (campaign);
  fine = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ffb_test_battle (fine)->neutral->orders->len, ==, 1);
  referee = sealed_element (xml, "referee", 0, &first);
  confederate = sealed_element (xml, "confederate", 0, &last);
  taken = g_strdup_printf ("%.*s%s", (int) (first - xml), xml, last + strlen (confederate));
  g_assert_null (strstr (taken, "<sealed "));
  assert_refused_naming (taken, FFB_READER_REFEREE, REFEREE_PASS, "“test”", "taken out");
}

/* Issue 30 item 4 */

/* The battle under way with the Union's march, and `n_marches` (0-2) of the Confederate's:
 * campaigns that differ only in the Confederate's secrets. */
static FfbCampaign *
battle_with_confederate_marches (guint n_marches)
{
  FfbCampaign *campaign = ffb_test_neutral_campaign ();
  FfbBattle *battle = ffb_test_battle (campaign);
  const char *const leaders[] = { "c-div3", "c-div1" };
  const FfbFlank flanks[] = { FFB_FLANK_RIGHT, FFB_FLANK_LEFT };

  g_assert_true (ffb_neutral_start (ffb_battle_get_neutral (battle), battle, FFB_TEST_SEED,
                                    NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_UNION, "Hooker's mules",
                                      NULL));
  g_assert_true (ffb_dice_add_phrase (battle->neutral->dice, FFB_SIDE_CONFEDERATE,
                                      "Jackson's foot cavalry", NULL));
  ffb_test_give (campaign, ffb_test_division_order (campaign, FFB_SIDE_UNION, FFB_FLANK_LEFT,
                                                    "u-div2"));
  /* Three brigades each (24 stands), within R7's half of the army. */
  for (guint i = 0; i < n_marches; i++)
    ffb_test_give (campaign, ffb_test_brigades_order (campaign, FFB_SIDE_CONFEDERATE,
                                                      flanks[i], leaders[i], 3));
  g_assert_true (ffb_neutral_roll_pre_battle (battle->neutral, campaign, battle, NULL));
  protect (campaign);
  return campaign;
}

/* Everything the Union player can obtain from a saved file with his passphrase, in one text:
 * the file's and its backup's sizes, every sealed part's length, his own part decrypted, and
 * his copies (text and HTML) made from his own session. */
static char *
union_player_sees (FfbCampaign *campaign)
{
  g_autofree char *file = NULL, *kept = NULL, *copy_text = NULL, *html = NULL;
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) player = NULL;
  g_autoptr(FfbReaderView) view = NULL;
  g_autoptr(FfbSheet) sheet = NULL;

  ffb_test_save_twice (campaign, NULL, &file, &kept);
  g_string_append_printf (seen, "file %zu, backup %zu\n", strlen (file), strlen (kept));
  player = load (file, FFB_READER_UNION, UNION_PASS, &error);
  g_assert_no_error (error);
  for (int r = 0; r < FFB_N_READERS; r++)
    {
      const char *start;
      g_autofree char *blob = blob_of (file, ffb_reader_to_string ((FfbReader) r), &start);

      g_string_append_printf (seen, "%s part %zu\n", ffb_reader_to_string ((FfbReader) r),
                              strlen (blob));
      if (r == FFB_READER_UNION)
        {
          gsize length = 0;
          g_autofree char *part = open_part_text (player, file, FFB_READER_UNION, &length);

          g_string_append_printf (seen, "%s\n", part);
        }
    }
  view = ffb_reader_view_new (player, ffb_test_battle (player), FFB_READER_UNION, -1, &error);
  g_assert_no_error (error);
  copy_text = ffb_reader_view_to_text (view, player->rules);
  sheet = ffb_sheet_new (player, ffb_test_battle (player), FFB_SHEET_OOB, FFB_READER_UNION,
                         &error);
  g_assert_no_error (error);
  html = ffb_html_render (sheet, FFB_PAPER_A4);
  g_string_append_printf (seen, "%s\n%s\n", copy_text, html);
  /* The fingerprint of the key the file is signed with (Fair dice, decision 3) is on his
   * copy: random, made with the campaign, and the same whatever the Confederate holds, but
   * each of the three campaigns compared has a key of its own. */
  {
    g_autofree char *fingerprint = ffb_chain_fingerprint (player->keyring->chain);

    g_assert_nonnull (fingerprint);
    g_assert_nonnull (strstr (seen->str, fingerprint));
    g_string_replace (seen, fingerprint, "(the campaign's key)", 0);
  }
  return g_string_free (g_steal_pointer (&seen), FALSE);
}

/* "Secrets at rest", decision 1 (issue 30 item 4): for three campaigns that differ only in the
 * Confederate's flank marches (none, one, two), every byte the Union player can obtain is the
 * same: no part is padded to the referee's, nor to a size the other side's secrets move. */
static void
test_union_sees_the_same (void)
{
  char *seen[3] = { NULL };

  for (guint n = 0; n < G_N_ELEMENTS (seen); n++)
    {
      g_autoptr(FfbCampaign) campaign = battle_with_confederate_marches (n);

      seen[n] = union_player_sees (campaign);
    }
  g_assert_cmpstr (seen[1], ==, seen[0]);
  g_assert_cmpstr (seen[2], ==, seen[0]);
  for (guint n = 0; n < G_N_ELEMENTS (seen); n++)
    g_free (seen[n]);
}

/* Every sealed part of every battle of `xml` (the campaign's and those its history keeps) is
 * sealed at the size its battle's clear part gives (ffb-xml-seal-size.h): none outgrew its
 * public bound, which would say that it did. */
/* Checks the sealed parts of `battle` (see below); returns how many. */
static guint
check_battle_sizes (xmlNode *battle)
{
  guint checked = 0;

  for (xmlNode *child = battle->children; child != NULL; child = child->next)
    {
      xmlChar *who = NULL, *blob = NULL;
      g_autofree guint8 *bytes = NULL;
      FfbReader reader;
      gsize length = 0;

      if (child->type != XML_ELEMENT_NODE || !g_str_equal ((const char *) child->name, "sealed"))
        continue;
      who = xmlGetProp (child, (const xmlChar *) "for");
      g_assert_true (ffb_reader_from_string ((const char *) who, &reader));
      blob = xmlNodeGetContent (child);
      bytes = g_base64_decode ((const char *) blob, &length);
      /* nonce || padded part || tag */
      g_assert_cmpuint (length, ==, ffb_xml_seal_battle_size (battle, reader)
                                    + crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
                                    + crypto_aead_xchacha20poly1305_ietf_ABYTES);
      xmlFree (who);
      xmlFree (blob);
      checked++;
    }
  return checked;
}

/* Every battle under `node`, at any depth (the history's kept campaigns hold theirs). */
static guint
check_sizes_under (xmlNode *node)
{
  guint checked = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      checked += g_str_equal ((const char *) child->name, "battle")
                 ? check_battle_sizes (child) : check_sizes_under (child);
  return checked;
}

static void
assert_parts_at_public_size (const char *xml)
{
  xmlDoc *doc = xmlReadMemory (xml, (int) strlen (xml), "c.ffbridge", NULL,
                               XML_PARSE_NONET | XML_PARSE_HUGE);

  g_assert_nonnull (doc);
  g_assert_cmpuint (check_sizes_under (xmlDocGetRootElement (doc)), >=, FFB_N_READERS);
  xmlFreeDoc (doc);
}

/* The bounds hold what the test suite's battles seal: orders before the roll, ratings and
 * rolls after it, two marches, cards and the action deck, a change kept for undo, and a
 * battle played into its second day. */
static void
test_parts_within_their_bounds (void)
{
  g_autoptr(FfbCampaign) before = battle_before_the_roll ();
  g_autoptr(FfbCampaign) marches = battle_with_confederate_marches (2);
  g_autoptr(FfbCampaign) cards = battle_with_cards ();
  g_autoptr(FfbCampaign) long_day = battle_under_way ();
  FfbChange *change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, 1);
  FfbCampaign *campaigns[] = { before, marches, cards, long_day };

  protect (cards);
  change->before = ffb_xml_snapshot_campaign (cards);
  ffb_history_push (cards, change);
  ffb_test_play_to (long_day, 40);
  protect (long_day);
  for (guint i = 0; i < G_N_ELEMENTS (campaigns); i++)
    {
      g_autofree char *xml = ffb_test_sealed_xml (campaigns[i]);

      assert_parts_at_public_size (xml);
    }
}

/* A file of today's format (tests/files/sealed/with-generations.ffbridge, saved twice: the
 * keyring and every sealed thing of one generation) opens for the referee and for a player,
 * and the referee's next save is of a higher one. It is a seed of the campaign fuzz target
 * too. */
static void
test_file_with_generations (void)
{
  const char *files = g_getenv ("FFB_TEST_FILES");
  g_autofree char *path = g_build_filename (files != NULL ? files : "files", "sealed",
                                            "with-generations.ffbridge", NULL);
  g_autofree char *xml = NULL, *saved = NULL;
  g_autoptr(FfbCampaign) referee = NULL, player = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  referee = load (xml, FFB_READER_REFEREE, REFEREE_PASS, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (referee->keyring->generation, ==, generation_of (xml));
  g_assert_nonnull (referee->dice_seed);
  g_assert_nonnull (referee->action_cards);
  g_assert_true (ffb_dice_holds_seed (ffb_test_battle (referee)->neutral->dice));
  player = load (xml, FFB_READER_CONFEDERATE, CONFEDERATE_PASS, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ffb_test_battle (player)->oob[FFB_SIDE_CONFEDERATE]);
  saved = ffb_test_sealed_xml (referee);
  g_assert_cmpuint (generation_of (saved), >, generation_of (xml));
  assert_parts_at_public_size (saved);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_true (ffb_seal_init (NULL));
  ffb_seal_use_test_cost (TRUE);
  g_test_add_func ("/seal/aead/round-trip", test_aead_round_trip);
  g_test_add_func ("/seal/aead/padding-to-a-block", test_padding_to_a_block);
  g_test_add_func ("/seal/kdf/floors", test_kdf_floors);
  g_test_add_func ("/seal/kdf/full-cost", test_kdf_full_cost);
  g_test_add_func ("/seal/keyring/too-short", test_passphrase_too_short);
  g_test_add_func ("/seal/keyring/unlock", test_keyring_unlock);
  g_test_add_func ("/seal/keyring/can-change", test_keyring_can_change);
  g_test_add_func ("/seal/file/round-trip", test_file_round_trip);
  g_test_add_func ("/seal/file/without-key", test_file_without_key);
  g_test_add_func ("/seal/file/campaign-dice-sealed", test_campaign_dice_sealed);
  g_test_add_func ("/seal/file/player-key", test_file_player_key);
  g_test_add_func ("/seal/file/forged-view", test_file_forged_view);
  g_test_add_func ("/seal/file/layout-before-views", test_file_layout_before_views);
  g_test_add_func ("/seal/file/wrong-key", test_file_wrong_key);
  g_test_add_func ("/seal/file/tampered", test_file_tampered);
  g_test_add_func ("/seal/file/swapped", test_file_swapped);
  g_test_add_func ("/seal/file/format-1-upgrade", test_format_1_upgrade);
  g_test_add_func ("/seal/file/revealed-in-clear", test_revealed_in_clear);
  g_test_add_func ("/seal/file/save-needs-referee-key", test_save_needs_referee_key);
  g_test_add_func ("/seal/file/history-sealed", test_history_sealed);
  g_test_add_func ("/seal/done-when/nothing-of-the-other-side", test_nothing_of_the_other_side);
  g_test_add_func ("/seal/done-when/union-sees-the-same", test_union_sees_the_same);
  g_test_add_func ("/seal/done-when/cards-same-sizes", test_cards_same_sizes);
  g_test_add_func ("/seal/size/within-their-bounds", test_parts_within_their_bounds);
  g_test_add_func ("/seal/place/part-from-the-backup", test_part_from_the_backup);
  g_test_add_func ("/seal/place/generation-rewritten", test_generation_rewritten);
  g_test_add_func ("/seal/place/part-from-the-history", test_part_from_the_history);
  g_test_add_func ("/seal/place/parts-taken-out", test_parts_taken_out);
  g_test_add_func ("/seal/place/file-before-generations", test_file_before_generations);
  g_test_add_func ("/seal/place/file-with-generations", test_file_with_generations);
  return g_test_run ();
}
