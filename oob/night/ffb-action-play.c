/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-play.c: the campaign's action deck rebuilt from its record and edited a choice at
 * a time (ffb-action-play.h). */
#include "ffb-action-play.h"

#include <glib/gi18n-lib.h>
#include "ffb-card-game.h"
#include "ffb-error.h"

gboolean
ffb_action_play_turn_on (FfbCampaign *campaign, const FfbDeck *deck, GError **error)
{
  g_return_val_if_fail (campaign != NULL && deck != NULL, FALSE);

  if (deck->system != FFB_DECK_ACTION)
    return ffb_refuse (error, _("C2: the deck “%s” is not an action deck for the block campaign."),
                       deck->name);
  if (campaign->action_cards != NULL && campaign->action_cards->steps->len > 0)
    return ffb_refuse (error, _("C2: the action deck is dealt; the campaign keeps its deck, the "
                                "“%s”."), campaign->action_cards->deck->name);
  g_clear_pointer (&campaign->action_cards, ffb_card_play_free);
  campaign->action_cards = ffb_card_play_new (ffb_deck_copy (deck));
  return TRUE;
}

/* The campaign's dice for the years: only a first deal may draw its seed; a record of choices
 * without it does not replay. */
static FfbDice *
year_dice (gconstpointer owner, gboolean first_deal, GError **error)
{
  /* Not const: a first deal draws the campaign's dice into it (ffb_campaign_dice_open). */
  FfbCampaign *campaign = (FfbCampaign *) owner;

  if (campaign->dice_seed == NULL && !first_deal
      && !g_hash_table_contains (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_DICE))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("C2B: the action deck's years were "
                     "dealt, but the campaign holds no dice to deal them from."));
      return NULL;
    }
  return ffb_campaign_dice_open (campaign, FFB_ACTION_PLAY_STREAM, error);
}

static void
broken (G_GNUC_UNUSED gconstpointer owner, guint index, const FfbCardStep *step,
        const GError *why, GError **error)
{
  g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("C2: the action deck's record does not "
                 "follow at its choice %u (%s): %s"), index + 1,
               ffb_card_step_to_string (step->kind), why->message);
}

/* The record, or a refusal when the deck is off. */
static FfbCardPlay *
action_play (FfbCampaign *campaign, GError **error)
{
  if (campaign->action_cards == NULL)
    ffb_refuse (error, _("C2: the action deck is not on for this campaign; the referee turns it "
                         "on with a deck first."));
  return campaign->action_cards;
}

static FfbCardPlay *
may_record (gpointer owner, G_GNUC_UNUSED const FfbCardStep *step, GError **error)
{
  return action_play (owner, error);
}

static const FfbCardRules action_rules = {
  .machine = &ffb_action_cards_machine,
  .open_dice = year_dice,
  .editable = may_record,
  .broken = broken,
};

FfbActionCards *
ffb_action_play_state (FfbCampaign *campaign, GError **error)
{
  FfbCardPlay *play;

  g_return_val_if_fail (campaign != NULL, NULL);
  if ((play = action_play (campaign, error)) == NULL)
    return NULL;
  return ffb_card_game_replay (&action_rules, campaign, play, FALSE, NULL, error);
}

static gboolean
record (FfbCampaign *campaign, FfbCardStepKind kind, int side, const char *card,
        GError **error)
{
  return ffb_card_game_choose (&action_rules, campaign, kind, side, card, error);
}

gboolean
ffb_action_play_deal_year (FfbCampaign *campaign, GError **error)
{
  return record (campaign, FFB_CARD_STEP_DEAL, -1, NULL, error);
}

gboolean
ffb_action_play_pick (FfbCampaign *campaign, FfbSide side, const char *card, gboolean pass,
                      GError **error)
{
  return record (campaign, pass ? FFB_CARD_STEP_PASS_WITH : FFB_CARD_STEP_PICK, side, card,
                 error);
}

gboolean
ffb_action_play_reveal (FfbCampaign *campaign, GError **error)
{
  return record (campaign, FFB_CARD_STEP_REVEAL, -1, NULL, error);
}

gboolean
ffb_action_play_end_turn (FfbCampaign *campaign, GError **error)
{
  return record (campaign, FFB_CARD_STEP_END_TURN, -1, NULL, error);
}

gboolean
ffb_action_play_set_mississippi (FfbCampaign *campaign, gboolean held, GError **error)
{
  return record (campaign, held ? FFB_CARD_STEP_RIVER_HELD : FFB_CARD_STEP_RIVER_OPEN, -1,
                 NULL, error);
}

gboolean
ffb_action_play_say_where (FfbCampaign *campaign, FfbSide side, int place, GError **error)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  return ffb_card_game_record (&action_rules, campaign, ffb_card_step_new_where (side, place),
                               error);
}
