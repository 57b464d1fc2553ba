/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-verify.c: checking the dice of the campaign's changes ("Fair dice"): each
 * change's rolls against its revealed seed, and that seed against the campaign seed it says
 * it came from (ffb-campaign-dice.h). */
#include "ffb-history.h"

#include <glib/gi18n-lib.h>

#include "ffb-campaign-dice.h"

static char *
describe_change (const FfbChange *change, guint index)
{
  /* Translators: the first %s is the kind of change (aftermath,
   * promotion-phase, promotion-draw), the second a battle's id. */
  if (change->battle_id != NULL)
    return g_strdup_printf (_("change %u (%s of %s, turn %d)"), index + 1,
                            ffb_change_kind_sentence_word (change->kind), change->battle_id,
                            change->turn);
  /* Translators: %s is the kind of change (aftermath, promotion-phase,
   * promotion-draw). */
  return g_strdup_printf (_("change %u (%s, turn %d)"), index + 1,
                          ffb_change_kind_sentence_word (change->kind), change->turn);
}

static void
add (GPtrArray *problems, const char *what, const char *sentence)
{
  /* Translators: a problem with one change of the history: "The change 2 (aftermath of b1,
   * turn 5): its dice name ...". */
  g_ptr_array_add (problems, g_strdup_printf (_("The %s: %s"), what, sentence));
}

/* The change's seed is the key the campaign seed gives for its stream, when this file holds
 * the campaign seed (the referee's does; a copy without it cannot tell). */
static void
check_source (FfbCampaign *campaign, const FfbChange *change, const char *what,
              FfbHistoryCheck *check, GPtrArray *problems)
{
  const char *committed = ffb_campaign_dice_commitment (campaign);

  if (change->campaign_commitment == NULL)
    return;
  if (committed != NULL && g_ascii_strcasecmp (committed, change->campaign_commitment) != 0)
    {
      g_autofree char *sentence = g_strdup_printf (_("its dice name the campaign commitment "
                                                     "%.16s..., but the campaign's is %.16s...."),
                                                   change->campaign_commitment, committed);
      add (problems, what, sentence);
    }
  else if (campaign->dice_seed == NULL)
    check->unchecked_keys++;
  else if (!ffb_campaign_dice_check_key (campaign, change->stream, change->seed))
    add (problems, what, _("the seed of its dice is not the one the committed campaign seed "
                           "gives for its stream: they were not rolled with the campaign's dice."));
  else
    check->derived_keys++;
}

static void
check_rolls (const FfbChange *change, const char *what, FfbHistoryCheck *check,
             GPtrArray *problems)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDice) dice = ffb_change_restore_dice (change, &error);
  g_autoptr(GPtrArray) found = NULL;

  if (dice == NULL)
    {
      add (problems, what, error->message);
      return;
    }
  found = ffb_dice_verify (dice, &error);
  if (found == NULL)
    {
      add (problems, what, error->message);
      return;
    }
  check->rolls += ffb_dice_n_rolls (dice);
  for (guint i = 0; i < found->len; i++)
    add (problems, what, g_ptr_array_index (found, i));
}

GPtrArray *
ffb_history_verify (FfbCampaign *campaign, FfbHistoryCheck *check)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *history;
  FfbHistoryCheck counts = { 0 };

  g_return_val_if_fail (campaign != NULL, problems);

  history = ffb_history_get (campaign);
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);
      g_autofree char *what = describe_change (change, i);

      if (change->seed == NULL)
        continue;
      counts.changes++;
      check_rolls (change, what, &counts, problems);
      check_source (campaign, change, what, &counts, problems);
    }
  if (check != NULL)
    *check = counts;
  return problems;
}
