/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-dice.c: the campaign seed and the keys derived from it; see
 * ffb-campaign-dice.h. HMAC, hex and wiping come from libsodium. */
#include "ffb-campaign-dice.h"

#include <string.h>
#include <sodium.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-neutral-record.h"
#include "ffb-random.h"

#define HEX_DIGITS (2 * FFB_DICE_SEED_BYTES)

void
ffb_campaign_dice_clear (FfbCampaign *campaign)
{
  g_return_if_fail (campaign != NULL);

  ffb_random_free_secret_text (g_steal_pointer (&campaign->dice_seed));
  g_clear_pointer (&campaign->dice_commitment, g_free);
}

/* Keeps `seed` (copied as hex) and its commitment. */
static void
take_seed (FfbCampaign *campaign, const guint8 seed[FFB_DICE_SEED_BYTES])
{
  ffb_campaign_dice_clear (campaign);
  campaign->dice_seed = ffb_dice_seed_to_hex (seed);
  campaign->dice_commitment = g_compute_checksum_for_data (G_CHECKSUM_SHA256, seed,
                                                           FFB_DICE_SEED_BYTES);
}

gboolean
ffb_campaign_dice_ensure (FfbCampaign *campaign, GError **error)
{
  guint8 seed[FFB_DICE_SEED_BYTES];

  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (campaign->dice_seed != NULL)
    return TRUE;
  /* Its seed is in the file, sealed for the referee: a new one would be a re-roll. */
  if (campaign->sealed_kept != NULL
      && g_hash_table_contains (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_DICE))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The campaign's dice are sealed: give "
                     "the referee's passphrase to roll with them."));
      return FALSE;
    }
  if (!ffb_random_bytes (seed, sizeof seed, NULL))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("The system gave no secure random numbers "
                     "for the campaign's dice; the neutral party cannot roll."));
      return FALSE;
    }
  take_seed (campaign, seed);
  sodium_memzero (seed, sizeof seed);
  return TRUE;
}

gboolean
ffb_campaign_dice_set_seed (FfbCampaign *campaign, const char *seed_hex, GError **error)
{
  guint8 seed[FFB_DICE_SEED_BYTES];
  gboolean ok;

  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ok = ffb_dice_seed_from_hex (seed_hex, seed);
  if (!ok)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The seed of the campaign's dice must "
                   "be %d hexadecimal digits."), HEX_DIGITS);
  else if (campaign->dice_seed != NULL && g_ascii_strcasecmp (campaign->dice_seed, seed_hex) != 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The campaign's dice have their seed "
                     "already (commitment %.16s...); it cannot be replaced."),
                   campaign->dice_commitment);
      ok = FALSE;
    }
  else
    take_seed (campaign, seed);
  sodium_memzero (seed, sizeof seed);
  return ok;
}

const char *
ffb_campaign_dice_commitment (FfbCampaign *campaign)
{
  g_return_val_if_fail (campaign != NULL, NULL);
  return campaign->dice_commitment;
}

/* key = HMAC-SHA256 (seed, label || 0 || stream), in hex; NULL when there is no seed. */
static char *
derive_key (FfbCampaign *campaign, const char *stream)
{
  crypto_auth_hmacsha256_state state;
  guint8 seed[FFB_DICE_SEED_BYTES], key[crypto_auth_hmacsha256_BYTES];
  const guint8 zero = 0;
  char *hex = NULL;

  G_STATIC_ASSERT (sizeof key == FFB_DICE_SEED_BYTES);
  if (sodium_init () < 0 || !ffb_dice_seed_from_hex (campaign->dice_seed, seed))
    return NULL;
  crypto_auth_hmacsha256_init (&state, seed, sizeof seed);
  crypto_auth_hmacsha256_update (&state, (const guint8 *) FFB_CAMPAIGN_DICE_LABEL,
                                 strlen (FFB_CAMPAIGN_DICE_LABEL));
  crypto_auth_hmacsha256_update (&state, &zero, 1);
  crypto_auth_hmacsha256_update (&state, (const guint8 *) stream, strlen (stream));
  crypto_auth_hmacsha256_final (&state, key);
  hex = ffb_dice_seed_to_hex (key);
  sodium_memzero (&state, sizeof state);
  sodium_memzero (seed, sizeof seed);
  sodium_memzero (key, sizeof key);
  return hex;
}

FfbDice *
ffb_campaign_dice_open (FfbCampaign *campaign, const char *stream, GError **error)
{
  char *key;
  FfbDice *dice;

  g_return_val_if_fail (campaign != NULL && stream != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_campaign_dice_ensure (campaign, error))
    return NULL;
  key = derive_key (campaign, stream);
  if (key == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("The seed of the campaign's dice is "
                     "not %d hexadecimal digits; the campaign cannot roll."), HEX_DIGITS);
      return NULL;
    }
  dice = ffb_dice_new_from_hex (stream, key, error);
  ffb_random_free_secret_text (key);
  return dice;
}

gboolean
ffb_campaign_dice_check_key (FfbCampaign *campaign, const char *stream, const char *key_hex)
{
  char *key;
  gboolean same;

  g_return_val_if_fail (campaign != NULL && stream != NULL, FALSE);

  if (campaign->dice_seed == NULL || key_hex == NULL
      || (key = derive_key (campaign, stream)) == NULL)
    return FALSE;
  same = g_ascii_strcasecmp (key, key_hex) == 0;
  ffb_random_free_secret_text (key);
  return same;
}

/* A battle's seed revealed in `from` stays revealed in `to` (the same dice: same stream and
 * commitment). */
static gboolean
carry_reveals (FfbCampaign *to, FfbCampaign *from)
{
  gboolean changed = FALSE;

  for (guint i = 0; i < from->battles->len; i++)
    {
      FfbBattle *now = g_ptr_array_index (from->battles, i);
      FfbBattle *back = ffb_campaign_find_battle (to, now->id);

      if (now->neutral == NULL || now->neutral->dice == NULL
          || !ffb_dice_is_revealed (now->neutral->dice) || back == NULL
          || back->neutral == NULL || back->neutral->dice == NULL
          || g_strcmp0 (ffb_dice_commitment (back->neutral->dice),
                        ffb_dice_commitment (now->neutral->dice)) != 0)
        continue;
      changed |= !ffb_dice_is_revealed (back->neutral->dice);
      ffb_dice_reveal (back->neutral->dice);
    }
  return changed;
}

gboolean
ffb_campaign_dice_carry (FfbCampaign *to, FfbCampaign *from)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (to != NULL && from != NULL, FALSE);

  if (from->dice_seed != NULL && g_strcmp0 (to->dice_seed, from->dice_seed) != 0)
    {
      ffb_campaign_dice_clear (to);
      to->dice_seed = g_strdup (from->dice_seed);
      to->dice_commitment = g_strdup (from->dice_commitment);
      changed = TRUE;
    }
  return carry_reveals (to, from) || changed;
}
