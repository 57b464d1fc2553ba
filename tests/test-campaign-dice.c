/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-campaign-dice.c: the campaign's own fair dice (RULES.md "Fair dice", last paragraph):
 * the seed drawn when first needed and kept once in the file, its commitment checked on
 * load, and the key of each stream derived as ffb-campaign-dice.h spells it. The undo cases
 * are in test-aftermath.c (R9C) and test-promotion.c (R10B-E). */
#include <string.h>

#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-promotion.h"
#include "ffb-test-builder.h"
#include "ffb-xml.h"
#include "ffb-xml-snapshot.h"

#define SEED "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
#define OTHER_SEED "f123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static guint
count_of (const char *text, const char *part)
{
  guint n = 0;

  for (const char *at = strstr (text, part); at != NULL; at = strstr (at + 1, part))
    n++;
  return n;
}

/* One Union leader with a counter on the track since turn 1: a phase rolls one die. */
static FfbCampaign *
campaign_with_counter (void)
{
  FfbCampaign *campaign = ffb_test_campaign_new ();
  FfbPromotion counter = { g_strdup ("a"), 1, FALSE };

  ffb_test_add_leader (campaign, FFB_SIDE_UNION, "a", 1, 1, 0, FALSE);
  g_array_append_val (campaign->promotions, counter);
  return campaign;
}

static FfbCampaign *
reload (FfbCampaign *campaign)
{
  g_autofree char *xml = ffb_xml_write_campaign (campaign);
  g_autoptr(GError) error = NULL;
  FfbCampaign *loaded = ffb_xml_load_campaign (xml, strlen (xml), "reloaded.ffbridge", &error);

  g_assert_no_error (error);
  return loaded;
}

/* A campaign with no campaign dice (every file before them) loads, gets its seed at the first
 * roll, and keeps it, commitment and all, through a save and a load. */
static void
test_seed_when_first_needed (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
  g_autoptr(FfbCampaign) old = reload (campaign);
  g_autoptr(FfbCampaign) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = ffb_xml_write_campaign (old);
  g_autofree char *commitment = NULL;

  g_assert_null (strstr (xml, "<campaign-dice"));
  g_assert_null (ffb_campaign_dice_commitment (old));
  g_assert_nonnull (ffb_promotion_phase (old, 2, NULL, &error));
  g_assert_no_error (error);
  commitment = g_strdup (ffb_campaign_dice_commitment (old));
  g_assert_nonnull (commitment);
  g_assert_cmpuint (strlen (commitment), ==, 64);
  loaded = reload (old);
  g_assert_cmpstr (ffb_campaign_dice_commitment (loaded), ==, commitment);
  g_assert_cmpstr (loaded->dice_seed, ==, old->dice_seed);
}

/* The seed is a secret in one place: the file holds it once, in <campaign-dice>, never in
 * the campaign a change keeps for undo, nor in the revealed keys. */
static void
test_seed_kept_once (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL, *plain = NULL;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED, &error));
  g_assert_nonnull (ffb_promotion_phase (campaign, 2, NULL, &error));
  g_assert_nonnull (ffb_promotion_phase (campaign, 3, NULL, &error));
  g_assert_no_error (error);
  xml = ffb_xml_write_campaign (campaign);
  g_assert_cmpuint (count_of (xml, SEED), ==, 1);
  g_assert_cmpuint (count_of (xml, "<campaign-dice"), ==, 1);
  g_assert_cmpuint (count_of (xml, "<before"), ==, 2);
  plain = ffb_xml_snapshot_campaign (campaign);
  g_assert_null (strstr (plain, SEED));
  g_assert_nonnull (campaign->dice_seed);
}

/* A seed that does not match its commitment, or is not 64 hex digits, is refused on load
 * with the file and line; the campaign is not half-loaded. */
static void
test_altered_file_refused (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
  g_autofree char *xml = NULL;
  const char *cases[][2] = { { SEED, OTHER_SEED }, { SEED, "0123456789abcdef" } };

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED, NULL));
  xml = ffb_xml_write_campaign (campaign);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GString) altered = g_string_new (xml);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbCampaign) loaded = NULL;

      g_assert_cmpuint (g_string_replace (altered, cases[c][0], cases[c][1], 1), ==, 1);
      loaded = ffb_xml_load_campaign (altered->str, altered->len, "altered.ffbridge", &error);
      g_assert_null (loaded);
      g_assert_error (error, FFB_ERROR, FFB_ERROR_MEANING);
      g_assert_true (g_str_has_prefix (error->message, "altered.ffbridge:"));
      g_assert_nonnull (strstr (error->message, "campaign's dice"));
    }
}

/* The derivation as ffb-campaign-dice.h spells it, re-done here with GLib's HMAC:
 * HMAC-SHA256 (seed, label || 0 || stream). */
static char *
expected_key (const char *seed_hex, const char *stream)
{
  guint8 seed[32];
  g_autoptr(GString) message = g_string_new (FFB_CAMPAIGN_DICE_LABEL);

  for (int i = 0; i < 32; i++)
    seed[i] = (guint8) (g_ascii_xdigit_value (seed_hex[2 * i]) * 16
                        + g_ascii_xdigit_value (seed_hex[2 * i + 1]));
  g_string_append_c (message, '\0');
  g_string_append (message, stream);
  return g_compute_hmac_for_data (G_CHECKSUM_SHA256, seed, sizeof seed,
                                  (const guchar *) message->str, message->len);
}

/* Each stream's key is the documented HMAC of the campaign seed over the stream's name: one
 * per purpose, none equal to the seed or to another's, checkable against the seed. */
static void
test_key_per_stream (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  const char *streams[] = { "test.aftermath", "promotions.turn-4",
                            "promotions.turn-4.union-draw-1",
                            "promotions.turn-4.confederate-draw-1" };
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *commitment = g_compute_checksum_for_string (G_CHECKSUM_SHA256, "", 0);

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (streams); i++)
    {
      g_autoptr(FfbDice) dice = ffb_campaign_dice_open (campaign, streams[i], NULL);
      g_autofree char *expected = expected_key (SEED, streams[i]);
      g_autoptr(FfbDice) same = ffb_dice_new_from_hex (streams[i], expected, NULL);

      g_assert_nonnull (dice);
      g_assert_cmpstr (ffb_dice_stream (dice), ==, streams[i]);
      g_assert_cmpstr (ffb_dice_seed_for_file (dice), ==, expected);
      g_assert_cmpstr (ffb_dice_commitment (dice), ==, ffb_dice_commitment (same));
      g_assert_cmpstr (expected, !=, SEED);
      g_assert_true (ffb_campaign_dice_check_key (campaign, streams[i], expected));
      g_assert_false (ffb_campaign_dice_check_key (campaign, streams[(i + 1) % 4], expected));
      g_assert_true (g_hash_table_add (keys, g_steal_pointer (&expected)));
    }
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign), !=, commitment);
}

/* A committed seed is never replaced (that would be a re-roll); bad hex is refused. */
static void
test_seed_not_replaced (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *commitment = NULL;

  g_assert_false (ffb_campaign_dice_set_seed (campaign, "12ab", &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (ffb_campaign_dice_ensure (campaign, &error));
  commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  g_assert_true (ffb_campaign_dice_ensure (campaign, &error));
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign), ==, commitment);
  g_assert_false (ffb_campaign_dice_set_seed (campaign, SEED, &error));
  g_assert_error (error, FFB_ERROR, FFB_ERROR_INVALID);
  g_assert_cmpstr (ffb_campaign_dice_commitment (campaign), ==, commitment);
}

/* verify of the history: every change's rolls come out of its revealed seed, and each seed
 * is the campaign seed's key for its stream; a seed of one's choosing passed off as the
 * campaign's is named. A file without the campaign seed cannot check the keys, and says so. */
static void
test_verify_history (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
  g_autoptr(GPtrArray) clean = NULL, forged = NULL, unchecked = NULL;
  g_autoptr(FfbDice) chosen = ffb_dice_new_from_hex ("promotions.turn-3", OTHER_SEED, NULL);
  FfbHistoryCheck check;
  FfbChange *change;

  g_assert_nonnull (ffb_promotion_phase (campaign, 2, NULL, NULL));
  clean = ffb_history_verify (campaign, &check);
  g_assert_cmpuint (clean->len, ==, 0);
  g_assert_cmpuint (check.changes, ==, 1);
  g_assert_cmpuint (check.rolls, ==, 1);
  g_assert_cmpuint (check.derived_keys, ==, 1);

  /* Back on the track whatever turn 2 rolled, so that turn 3 rolls too. */
  g_array_index (campaign->promotions, FfbPromotion, 0).in_pool = FALSE;
  change = (FfbChange *) ffb_promotion_phase (campaign, 3, chosen, NULL);
  g_assert_nonnull (change);
  g_assert_null (change->campaign_commitment);
  change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
  forged = ffb_history_verify (campaign, NULL);
  g_assert_cmpuint (forged->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (forged, 0), "change 2 (promotion-phase, "
                                                           "turn 3)"));
  g_assert_nonnull (strstr (g_ptr_array_index (forged, 0), "not the one the committed "
                                                           "campaign seed gives"));

  ffb_campaign_dice_clear (campaign);
  unchecked = ffb_history_verify (campaign, &check);
  g_assert_cmpuint (unchecked->len, ==, 0);
  g_assert_cmpuint (check.unchecked_keys, ==, 2);
  g_assert_cmpuint (check.derived_keys, ==, 0);
}

/* Fair dice: a change rolled before the derivation was recorded (derivation 1, the counter
 * scheme; its <dice> names none) still verifies from its file, and one recorded is read back
 * with its derivation. Twenty counters roll twenty d6, so that the wrong derivation cannot
 * match them all by chance. */
static void
test_history_old_derivation (void)
{
  g_autoptr(FfbCampaign) campaign = ffb_test_campaign_new ();
  g_autoptr(FfbDice) old = ffb_dice_new_from_hex ("promotions.turn-2", OTHER_SEED, NULL);
  g_autoptr(FfbCampaign) loaded = NULL, recorded = NULL;
  g_autoptr(GPtrArray) problems = NULL, again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) attribute = g_regex_new (" derivation=\"1\"", 0, 0, NULL);
  g_autofree char *xml = NULL, *unrecorded = NULL;

  for (int i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("l%d", i);
      FfbPromotion counter = { g_strdup (id), 1, FALSE };

      ffb_test_add_leader (campaign, FFB_SIDE_UNION, id, 1, 1, 0, FALSE);
      g_array_append_val (campaign->promotions, counter);
    }
  g_assert_true (ffb_dice_set_derivation (old, FFB_DICE_DERIVATION_COUNTER, NULL));
  g_assert_nonnull (ffb_promotion_phase (campaign, 2, old, NULL));
  xml = ffb_xml_write_campaign (campaign);
  g_assert_nonnull (strstr (xml, " derivation=\"1\""));
  recorded = ffb_xml_load_campaign (xml, strlen (xml), "recorded.ffbridge", &error);
  g_assert_no_error (error);
  again = ffb_history_verify (recorded, NULL);
  g_assert_cmpuint (again->len, ==, 0);

  unrecorded = g_regex_replace_literal (attribute, xml, -1, 0, "", 0, NULL);
  loaded = ffb_xml_load_campaign (unrecorded, strlen (unrecorded), "old.ffbridge", &error);
  g_assert_no_error (error);
  problems = ffb_history_verify (loaded, NULL);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (strstr (xml, "R10B turn 2 l19"));
  g_assert_cmpuint (ffb_history_get (loaded)->len, ==, 1);
  g_assert_cmpuint (((FfbChange *) g_ptr_array_index (ffb_history_get (loaded), 0))->derivation,
                    ==, FFB_DICE_DERIVATION_COUNTER);
  g_assert_cmpuint (((FfbChange *) g_ptr_array_index (ffb_history_get (recorded), 0))->rolls->len,
                    ==, 20);
}

/* Issue 30 item 7 (RULES.md "Fair dice", first decision): the roll of `change` at `index` given
 * another purpose, its face and result made to be what the seed gives for that purpose, as
 * one who shops for a purpose would: the dice alone then verify. */
static void
forge_purpose (FfbChange *change, guint index, const char *purpose)
{
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (change->stream, change->seed, NULL);
  FfbRoll *forged = &g_array_index (change->rolls, FfbRoll, index);

  g_assert_true (ffb_dice_set_derivation (dice, change->derivation, NULL));
  for (guint i = 0; i < change->rolls->len; i++)
    {
      FfbRoll *roll = &g_array_index (change->rolls, FfbRoll, i);
      const FfbRoll *made = ffb_dice_roll (dice, i == index ? purpose : roll->purpose,
                                           roll->sides, roll->modifier, roll->audience, 0);

      if (i == index)
        {
          g_free (forged->purpose);
          forged->purpose = g_strdup (purpose);
          forged->raw = made->raw;
          forged->result = made->result;
        }
    }
}

static gboolean
says (GPtrArray *problems, const char *part)
{
  for (guint i = 0; i < problems->len; i++)
    if (strstr (g_ptr_array_index (problems, i), part) != NULL)
      return TRUE;
  return FALSE;
}

/* Issue 30 item 7: a purpose read from the file could be shopped for; verify refuses any but
 * the one its rule makes (R10B here: its turn and leader), a second roll for the same thing,
 * a stream that is not the rule's, and dice kept without their roll. The same change
 * untouched verifies clean. */
static void
test_purpose_is_the_rules (void)
{
  const char *forged[] = { "R10B turn 2 aB", "R10B turn 3 a", "R10B turn 2 nobody",
                           "R9C union demoralized" };

  for (guint f = 0; f < G_N_ELEMENTS (forged); f++)
    {
      g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
      g_autoptr(GPtrArray) clean = NULL, problems = NULL;
      FfbChange *change;

      g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED, NULL));
      change = (FfbChange *) ffb_promotion_phase (campaign, 2, NULL, NULL);
      clean = ffb_history_verify (campaign, NULL);
      g_assert_cmpuint (clean->len, ==, 0);
      forge_purpose (change, 0, forged[f]);
      problems = ffb_history_verify (campaign, NULL);
      g_assert_true (says (problems, "which is not one its rule makes"));
      g_assert_true (says (problems, forged[f]));
    }
}

static void
test_stream_and_dropped_roll (void)
{
  g_autoptr(FfbCampaign) campaign = campaign_with_counter ();
  g_autoptr(GPtrArray) stream = NULL, dropped = NULL, twice = NULL;
  FfbChange *change;
  FfbRoll copy;

  g_assert_true (ffb_campaign_dice_set_seed (campaign, SEED, NULL));
  change = (FfbChange *) ffb_promotion_phase (campaign, 2, NULL, NULL);
  /* The key of another stream, passed off as this change's: the campaign seed gives it. */
  g_free (change->stream);
  change->stream = g_strdup ("promotions.turn-2b");
  g_free (change->seed);
  {
    g_autoptr(FfbDice) other = ffb_campaign_dice_open (campaign, "promotions.turn-2b", NULL);
    change->seed = g_strdup (ffb_dice_seed_for_file (other));
    g_free (change->commitment);
    change->commitment = g_strdup (ffb_dice_commitment (other));
  }
  forge_purpose (change, 0, "R10B turn 2 a");
  stream = ffb_history_verify (campaign, NULL);
  g_assert_true (says (stream, "its dice's stream is \"promotions.turn-2b\", but its rule rolls "
                               "on \"promotions.turn-2\"."));

  copy = g_array_index (change->rolls, FfbRoll, 0);
  copy.purpose = g_strdup (copy.purpose);
  copy.counter = 1;
  g_array_append_val (change->rolls, copy);
  forge_purpose (change, 1, "R10B turn 2 a");
  twice = ffb_history_verify (campaign, NULL);
  g_assert_true (says (twice, "is the second roll for the same thing"));

  g_array_set_size (change->rolls, 0);
  dropped = ffb_history_verify (campaign, NULL);
  g_assert_true (says (dropped, "its dice have a seed but no roll"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/campaign-dice/Fair-dice/old-file-gets-seed-when-first-needed",
                   test_seed_when_first_needed);
  g_test_add_func ("/campaign-dice/Fair-dice/seed-kept-once-never-in-before",
                   test_seed_kept_once);
  g_test_add_func ("/campaign-dice/Fair-dice/altered-seed-refused-with-line",
                   test_altered_file_refused);
  g_test_add_func ("/campaign-dice/Fair-dice/one-key-per-stream-as-documented",
                   test_key_per_stream);
  g_test_add_func ("/campaign-dice/Fair-dice/committed-seed-never-replaced",
                   test_seed_not_replaced);
  g_test_add_func ("/campaign-dice/Fair-dice/verify-history-rolls-and-keys",
                   test_verify_history);
  g_test_add_func ("/campaign-dice/Fair-dice/history-old-derivation-verifies",
                   test_history_old_derivation);
  g_test_add_func ("/campaign-dice/issue-30/purpose-is-the-rules-never-the-files",
                   test_purpose_is_the_rules);
  g_test_add_func ("/campaign-dice/issue-30/stream-twice-and-dropped-roll-named",
                   test_stream_and_dropped_roll);
  return g_test_run ();
}
