/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-secrets.c: sealed results and who may read them. */
#include "ffb-secrets.h"

#include <glib/gi18n-lib.h>

/* Translators: whose passphrase, inside a sentence, as in "That is not the union
 * passphrase."; files keep the English. */
static const char *const reader_words[] = { NC_("reader", "referee"), NC_("reader", "union"),
                                            NC_("reader", "confederate") };

const char *
ffb_reader_to_string (FfbReader reader)
{
  g_return_val_if_fail ((int) reader >= 0 && reader < FFB_N_READERS, "invalid");
  return reader_words[reader];
}

const char *
ffb_reader_sentence_word (FfbReader reader)
{
  return ffb_words_in_sentence ("reader", reader_words, FFB_N_READERS, (int) reader);
}

gboolean
ffb_reader_from_string (const char *word, FfbReader *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  for (int i = 0; word != NULL && i < FFB_N_READERS; i++)
    if (g_ascii_strcasecmp (word, reader_words[i]) == 0)
      {
        *out = (FfbReader) i;
        return TRUE;
      }
  return FALSE;
}

FfbReader
ffb_reader_for_side (FfbSide side)
{
  return side == FFB_SIDE_UNION ? FFB_READER_UNION : FFB_READER_CONFEDERATE;
}

gboolean
ffb_reader_owns (FfbReader reader, FfbSide side)
{
  return reader == FFB_READER_REFEREE || reader == ffb_reader_for_side (side);
}

gboolean
ffb_audience_admits (FfbAudience audience, int reveal_turn, FfbReader reader, int turn)
{
  if (reader == FFB_READER_REFEREE || audience == FFB_AUDIENCE_EVERYONE)
    return TRUE;
  if (reveal_turn > 0 && turn >= reveal_turn)
    return TRUE;
  return (audience == FFB_AUDIENCE_UNION && reader == FFB_READER_UNION)
         || (audience == FFB_AUDIENCE_CONFEDERATE && reader == FFB_READER_CONFEDERATE);
}

FfbSecret *
ffb_secret_new (const char *rule, const char *subject, FfbAudience audience, int reveal_turn,
                int made_turn, int roll, const char *format, ...)
{
  FfbSecret *secret;
  va_list args;

  g_return_val_if_fail (rule != NULL && subject != NULL && format != NULL, NULL);

  secret = g_new0 (FfbSecret, 1);
  secret->rule = g_strdup (rule);
  secret->subject = g_strdup (subject);
  secret->audience = audience;
  secret->reveal_turn = reveal_turn;
  secret->made_turn = made_turn;
  secret->roll = roll;
  va_start (args, format);
  secret->text = g_strdup_vprintf (format, args);
  va_end (args);
  return secret;
}

FfbSecret *
ffb_secret_copy (const FfbSecret *secret)
{
  FfbSecret *copy;

  g_return_val_if_fail (secret != NULL, NULL);

  copy = ffb_secret_new (secret->rule, secret->subject, secret->audience, secret->reveal_turn,
                         secret->made_turn, secret->roll, "%s", secret->text);
  copy->audience_turn = secret->audience_turn;
  return copy;
}

void
ffb_secret_free (FfbSecret *secret)
{
  if (secret == NULL)
    return;
  g_free (secret->rule);
  g_free (secret->subject);
  g_free (secret->text);
  g_free (secret);
}

gboolean
ffb_secret_visible (const FfbSecret *secret, FfbReader reader, int turn)
{
  g_return_val_if_fail (secret != NULL, FALSE);

  if (secret->made_turn > turn)
    return FALSE;
  if (reader == FFB_READER_REFEREE || (secret->reveal_turn > 0 && turn >= secret->reveal_turn))
    return TRUE;
  return turn >= secret->audience_turn
         && ffb_audience_admits (secret->audience, 0, reader, turn);
}

GPtrArray *
ffb_secrets_visible (GPtrArray *secrets, FfbReader reader, int turn)
{
  GPtrArray *visible = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free);

  g_return_val_if_fail (secrets != NULL, visible);

  for (guint i = 0; i < secrets->len; i++)
    {
      const FfbSecret *secret = g_ptr_array_index (secrets, i);

      if (ffb_secret_visible (secret, reader, turn))
        g_ptr_array_add (visible, ffb_secret_copy (secret));
    }
  return visible;
}
