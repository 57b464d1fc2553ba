/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-cards.c: a battle's card play rebuilt from its record and edited a choice at a time
 * (ffb-cards.h). */
#include "ffb-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-card-game.h"
#include "ffb-neutral.h"

FfbCardPlay *
ffb_cards_get (const FfbBattle *battle, GError **error)
{
  g_return_val_if_fail (battle != NULL, NULL);

  if (battle->neutral != NULL && battle->neutral->cards != NULL)
    return battle->neutral->cards;
  ffb_refuse (error, _("C1: cards are not on for the battle “%s”; the referee turns them on with a "
                       "deck first."), battle->name != NULL ? battle->name : battle->id);
  return NULL;
}

static gboolean
seed_revealed (const FfbNeutral *neutral)
{
  return neutral->dice != NULL && ffb_dice_is_revealed (neutral->dice);
}

gboolean
ffb_cards_turn_on (FfbBattle *battle, const FfbDeck *deck, GError **error)
{
  FfbNeutral *neutral;

  g_return_val_if_fail (battle != NULL && deck != NULL, FALSE);
  neutral = ffb_battle_get_neutral (battle);
  if (!ffb_neutral_check_not_view (neutral, battle, error))
    return FALSE;
  if (deck->system != FFB_DECK_ACTIVATION)
    return ffb_refuse (error, _("C1: the deck “%s” is not an activation deck for the tabletop "
                                "battle."), deck->name);
  if (seed_revealed (neutral))
    return ffb_refuse (error, _("C1: the battle “%s” is over: its seed is revealed."), battle->id);
  if (neutral->cards != NULL && neutral->cards->steps->len > 0)
    return ffb_refuse (error, _("C1: the cards of the battle “%s” are dealt; the battle keeps its "
                                "deck, the “%s”."), battle->id, neutral->cards->deck->name);
  g_clear_pointer (&neutral->cards, ffb_card_play_free);
  neutral->cards = ffb_card_play_new (ffb_deck_copy (deck));
  return TRUE;
}

/* A stream of its own with the battle's seed, phrases and derivation and an empty log: the
 * same purposes give the same faces as the battle's own stream would. */
static FfbDice *
replay_dice (const FfbBattle *battle, GError **error)
{
  const FfbDice *dice = battle->neutral->dice;
  g_autoptr(FfbDice) replay = NULL;

  if (dice == NULL || ffb_dice_seed_for_file (dice) == NULL)
    {
      ffb_refuse (error, _("C1D: the battle “%s” has no seed yet: the neutral party starts it "
                           "before a card is dealt."), battle->id);
      return NULL;
    }
  replay = ffb_dice_restore (ffb_dice_stream (dice), ffb_dice_seed_for_file (dice),
                             ffb_dice_commitment (dice), ffb_dice_phrase (dice, FFB_SIDE_UNION),
                             ffb_dice_phrase (dice, FFB_SIDE_CONFEDERATE), FALSE, error);
  if (replay == NULL || !ffb_dice_set_derivation (replay, ffb_dice_derivation (dice), error))
    return NULL;
  return g_steal_pointer (&replay);
}

/* ---- C1G: the units named from the side's sheet ------------------------------------ */

char *
ffb_cards_unit_shown (const FfbBattle *battle, FfbSide side, const char *unit_id)
{
  FfbUnit *unit;
  g_autofree char *code = NULL;

  g_return_val_if_fail (battle != NULL && unit_id != NULL, NULL);
  unit = battle->oob[side] != NULL ? ffb_oob_find_unit (battle->oob[side], unit_id) : NULL;
  if (unit == NULL)
    return g_strdup (unit_id);
  code = ffb_unit_code (unit);
  /* Translators: a unit as its sheet names it: its code and its name, "II/1/3 1st Iowa". */
  return g_strdup_printf (_("%s %s"), code, unit->name);
}

/* The unit by its sheet's code ("II/1/3"), its id, or else a name no other unit of the side
 * bears. */
static FfbUnit *
unit_by_name (FfbUnit *unit, const char *name, guint *found)
{
  FfbUnit *match = NULL;

  if (g_ascii_strcasecmp (unit->name != NULL ? unit->name : "", name) == 0)
    {
      match = unit;
      (*found)++;
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      FfbUnit *below = unit_by_name (g_ptr_array_index (unit->children, i), name, found);

      if (below != NULL)
        match = below;
    }
  return match;
}

FfbUnit *
ffb_cards_find_unit (const FfbBattle *battle, FfbSide side, const char *name, GError **error)
{
  FfbOob *oob;
  FfbUnit *unit;
  guint found = 0;

  g_return_val_if_fail (battle != NULL && name != NULL, NULL);
  if ((oob = battle->oob[side]) == NULL)
    {
      ffb_refuse (error, _("C1G: the %s player's order of battle is not organized yet, and his "
                           "units are named from his sheet."), ffb_side_display_name (side));
      return NULL;
    }
  if ((unit = ffb_oob_find_unit_named (oob, name)) != NULL)
    return unit;
  unit = unit_by_name (oob->army, name, &found);
  if (found == 1)
    return unit;
  if (found > 1)
    ffb_refuse (error, _("C1G: %u units of the %s player are named “%s”; name the one that acts by "
                         "its code on his sheet (“II/1/3”)."), found, ffb_side_display_name (side),
                name);
  else
    ffb_refuse (error, _("C1G: the %s player's sheet has no unit “%s”; name it by its code "
                         "(“II/1/3”) or its name."), ffb_side_display_name (side), name);
  return NULL;
}

/* C1G: a unit the side's sheet does not hold (a record changed by hand) does not act; a
 * refusal names the unit as the sheet does. */
static gboolean
act_on_sheet (gconstpointer owner, gpointer state, const FfbDeck *deck, const FfbCardStep *step,
              GError **error)
{
  const FfbBattle *battle = owner;
  g_autofree char *shown = NULL;

  if (battle->oob[step->side] != NULL
      && ffb_oob_find_unit (battle->oob[step->side], step->unit) == NULL)
    return ffb_refuse (error, _("C1G: the %s player's sheet has no unit “%s”."),
                       ffb_side_display_name (step->side), step->unit);
  shown = ffb_cards_unit_shown (battle, step->side, step->unit);
  return ffb_activation_act (state, deck, step->side, step->card, step->unit, shown,
                             step->action, error);
}

static FfbDice *
open_dice (gconstpointer owner, G_GNUC_UNUSED gboolean first_deal, GError **error)
{
  return replay_dice (owner, error);
}

static void
broken (gconstpointer owner, guint index, const FfbCardStep *step, const GError *why,
        GError **error)
{
  const FfbBattle *battle = owner;

  g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("C1: the card play of the battle “%s” does "
                 "not follow at its choice %u (%s): %s"), battle->id, index + 1,
               ffb_card_step_to_string (step->kind), why->message);
}

/* The record, if the referee's session may add to it. */
static FfbCardPlay *
editable (FfbBattle *battle, GError **error)
{
  FfbCardPlay *play = ffb_cards_get (battle, error);

  if (play == NULL || !ffb_neutral_check_not_view (battle->neutral, battle, error))
    return NULL;
  if (seed_revealed (battle->neutral))
    {
      ffb_refuse (error, _("C1: the battle “%s” is over: its seed is revealed, and no card is "
                           "dealt or played after it."), battle->id);
      return NULL;
    }
  return play;
}

/* C1D: a deal must follow from the seed as it will be revealed: the phrases that enter the
 * dice are fixed by the first roll, which the pre-battle rolls make. */
static gboolean
check_phrases_fixed (const FfbBattle *battle, GError **error)
{
  const FfbNeutral *neutral = battle->neutral;

  if (neutral->rolled && neutral->dice != NULL && ffb_dice_n_rolls (neutral->dice) > 0)
    return TRUE;
  return ffb_refuse (error, _("C1D: the cards of the battle “%s” are dealt once the neutral "
                              "party's pre-battle rolls are made: the players' phrases are then "
                              "fixed, and every deal follows from the committed seed."),
                     battle->id);
}

/* The record, if the referee's session may add `step` to it. */
static FfbCardPlay *
may_record (gpointer owner, const FfbCardStep *step, GError **error)
{
  FfbCardPlay *play = editable (owner, error);

  if (play == NULL || (step->kind == FFB_CARD_STEP_DEAL && !check_phrases_fixed (owner, error)))
    return NULL;
  return play;
}

static const FfbCardRules activation_rules = {
  .machine = &ffb_activation_machine,
  .owner_kind = FFB_CARD_STEP_ACT,
  .owner_take = act_on_sheet,
  .open_dice = open_dice,
  .editable = may_record,
  .broken = broken,
};

FfbActivation *
ffb_cards_state (const FfbBattle *battle, GError **error)
{
  FfbCardPlay *play = ffb_cards_get (battle, error);

  if (play == NULL)
    return NULL;
  if (play->view >= 0)
    return ffb_activation_copy (play->view_state);
  return ffb_card_game_replay (&activation_rules, battle, play, FALSE, NULL, error);
}

FfbActivation *
ffb_cards_view (const FfbBattle *battle, FfbSide side, GError **error)
{
  g_autoptr(FfbActivation) state = NULL;
  FfbCardPlay *play = ffb_cards_get (battle, error);

  if (play == NULL)
    return NULL;
  if (play->view >= 0 && play->view != (int) side)
    {
      ffb_refuse (error, _("C1: this is the %s player's view: the %s player's hand is not in it."),
                  ffb_side_display_name (play->view), ffb_side_display_name (side));
      return NULL;
    }
  state = ffb_cards_state (battle, error);
  return state != NULL ? ffb_activation_view (state, side) : NULL;
}

gboolean
ffb_cards_choose (FfbBattle *battle, FfbCardStepKind kind, int side, const char *card,
                  GError **error)
{
  g_return_val_if_fail (battle != NULL && kind != FFB_CARD_STEP_ACT, FALSE);
  return ffb_card_game_choose (&activation_rules, battle, kind, side, card, error);
}

gboolean
ffb_cards_act (FfbBattle *battle, FfbSide side, const char *card, const char *unit,
               int action, GError **error)
{
  FfbUnit *acting;

  g_return_val_if_fail (battle != NULL && card != NULL && unit != NULL, FALSE);
  if ((acting = ffb_cards_find_unit (battle, side, unit, error)) == NULL)
    return FALSE;
  return ffb_card_game_record (&activation_rules, battle,
                               ffb_card_step_new_act (side, card, acting->id, action), error);
}

/* ---- Copies, equality and a player's view ------------------------------------------ */

FfbCardPlay *
ffb_cards_player_view (const FfbBattle *battle, FfbSide side)
{
  g_autoptr(FfbActivation) view = ffb_cards_view (battle, side, NULL);
  FfbCardPlay *play;

  if (view == NULL)
    return NULL;
  play = ffb_card_play_new (ffb_deck_copy (battle->neutral->cards->deck));
  ffb_card_play_set_view (play, side, g_steal_pointer (&view),
                          (GDestroyNotify) ffb_activation_free);
  return play;
}
