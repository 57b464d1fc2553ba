/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-undo-choices.c: where the referee's undo stops (see ffb-undo-choices.h). */
#include "ffb-undo-choices.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-neutral-record.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-snapshot.h"

/* "Undo stops here: <what> stands.": `what` names the choice. Short enough for a toast's one
 * line in a window of a laptop's width. */
static gboolean
refuse (GError **error, const char *what)
{
  /* Translators: %s names a player's choice, e.g. "the Union player's flank march on the
   * left at “Pea Ridge”": it stands, as every choice of a player's once made (RULES.md "Fair
   * dice"). */
  g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("Undo stops here: %s stands."), what);
  return FALSE;
}

static const char *
battle_name (const FfbBattle *battle)
{
  return battle->name != NULL ? battle->name : battle->id;
}

/* Flank marches (R5, R7B(5a)) */

static gboolean
ids_equal (const GPtrArray *a, const GPtrArray *b)
{
  guint na = a != NULL ? a->len : 0, nb = b != NULL ? b->len : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

/* The order as its owner gave it: its leader and units. */
static gboolean
given_equal (const FfbFlankOrder *a, const FfbFlankOrder *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strcmp0 (a->leader_id, b->leader_id) == 0 && ids_equal (a->unit_ids, b->unit_ids);
}

/* R7B(5a): the brigades that arrive are the app's proposal when the march is rolled, then the
 * owner's pick; two states that both hold a list for a rolled march differ only by his pick. */
static gboolean
pick_equal (const FfbFlankOrder *a, const FfbFlankOrder *b)
{
  if (a == NULL || b == NULL || !a->rolled || !b->rolled || a->arriving == NULL
      || b->arriving == NULL)
    return TRUE;
  return ids_equal (a->arriving, b->arriving);
}

static FfbFlankOrder *
find_order (const FfbBattle *battle, FfbSide side, FfbFlank flank)
{
  return battle != NULL && battle->neutral != NULL
           ? ffb_neutral_find_order (battle->neutral, side, flank)
           : NULL;
}

static gboolean
check_orders (const FfbBattle *now, const FfbBattle *before, GError **error)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    for (int f = 0; f < FFB_N_FLANKS; f++)
      {
        FfbFlankOrder *a = find_order (now, s, f), *b = find_order (before, s, f);
        g_autofree char *what = NULL;

        if (given_equal (a, b) && pick_equal (a, b))
          continue;
        /* Translators: the first %s is a side (Union, Confederate), the second a flank (left,
         * right), the third a battle's name. */
        what = g_strdup_printf (given_equal (a, b)
                                  ? _("the %s player's pick of what arrives of his flank march "
                                      "on the %s at “%s”")
                                  : _("the %s player's flank march on the %s at “%s”"),
                                ffb_side_display_name (s), ffb_flank_sentence_word (f),
                                battle_name (now));
        return refuse (error, what);
      }
  return TRUE;
}

/* Cards (C1E, C1F, C2C) */

/* The steps a player takes; a deal, a reveal, the end of a turn, the river flag and a Charge
 * are the referee's record of the table. */
static gboolean
is_choice (const FfbCardStep *step)
{
  switch (step->kind)
    {
    case FFB_CARD_STEP_PICK:
    case FFB_CARD_STEP_PASS:
    case FFB_CARD_STEP_PLAY:
    case FFB_CARD_STEP_DONE:
    case FFB_CARD_STEP_PASS_WITH:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The `n`-th choice of `play` (counting choices only), or NULL past the last. */
static const FfbCardStep *
nth_choice (const FfbCardPlay *play, guint n)
{
  for (guint i = 0; play != NULL && play->steps != NULL && i < play->steps->len; i++)
    {
      const FfbCardStep *step = g_ptr_array_index (play->steps, i);

      if (is_choice (step) && n-- == 0)
        return step;
    }
  return NULL;
}

/* The first choice the two records do not share, or NULL when they make the same choices. */
static const FfbCardStep *
first_card_difference (const FfbCardPlay *now, const FfbCardPlay *before)
{
  for (guint n = 0;; n++)
    {
      const FfbCardStep *a = nth_choice (now, n), *b = nth_choice (before, n);

      if (a == NULL && b == NULL)
        return NULL;
      if (a == NULL || b == NULL || !ffb_card_step_equal (a, b))
        return a != NULL ? a : b;
    }
}

static gboolean
check_cards (const FfbCardPlay *now, const FfbCardPlay *before, const char *battle,
             GError **error)
{
  const FfbCardStep *step = first_card_difference (now, before);
  g_autofree char *what = NULL;

  if (step == NULL)
    return TRUE;
  /* Translators: %s is a side (Union, Confederate), then a battle's name. */
  what = battle != NULL ? g_strdup_printf (_("the %s player's card play at “%s”"),
                                           ffb_side_display_name (step->side), battle)
                        : g_strdup_printf (_("the %s player's action cards (C2)"),
                                           ffb_side_display_name (step->side));
  return refuse (error, what);
}

static gboolean
check_battle (FfbBattle *now, FfbBattle *before, GError **error)
{
  FfbCardPlay *before_cards = before != NULL && before->neutral != NULL ? before->neutral->cards
                                                                        : NULL;

  if (now->neutral == NULL)
    return TRUE;
  return check_orders (now, before, error)
         && check_cards (now->neutral->cards, before_cards, battle_name (now), error);
}

static gboolean
check_battles (FfbCampaign *now, FfbCampaign *before, GError **error)
{
  for (guint i = 0; i < now->battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (now->battles, i);

      if (!check_battle (battle, ffb_campaign_find_battle (before, battle->id), error))
        return FALSE;
    }
  return TRUE;
}

/* Block battles (C2F) */

/* Whether its owners decided anything before the fight: retreat orders, or blocks preferred
 * among equals. A record that does not read back is counted as decided: it cannot be shown
 * otherwise. */
static gboolean
owners_decided (const FfbBlockBattleRecord *record)
{
  g_autoptr(FfbBlockBattle) battle = NULL;

  if (record == NULL)
    return FALSE;
  if (record->preferred != NULL && record->preferred->len > 0)
    return TRUE;
  battle = record->battle != NULL ? ffb_blocks_load_xml (record->battle,
                                                         strlen (record->battle),
                                                         "the history", NULL)
                                  : NULL;
  return battle == NULL || battle->retreats->len > 0;
}

/* The changes of `history` from `from` on are taken back. */
static gboolean
check_history (GPtrArray *history, guint from, GError **error)
{
  for (guint i = from; history != NULL && i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);
      g_autoptr(FfbBlockBattle) fought = NULL;
      g_autofree char *what = NULL;

      if (change->kind != FFB_CHANGE_BLOCK_BATTLE || !owners_decided (change->block_battle))
        continue;
      fought = ffb_blocks_load_xml (change->block_battle->battle,
                                    strlen (change->block_battle->battle), "the history", NULL);
      /* Translators: %s is a block battle's name. */
      what = g_strdup_printf (_("the owners' decisions in the block battle “%s” (C2F)"),
                              fought != NULL && fought->name != NULL ? fought->name : "");
      return refuse (error, what);
    }
  return TRUE;
}

gboolean
ffb_undo_check_choices (FfbCampaign *now, FfbCampaign *before, GError **error)
{
  g_return_val_if_fail (now != NULL && before != NULL, FALSE);

  return check_battles (now, before, error)
         && check_cards (now->action_cards, before->action_cards, NULL, error)
         && check_history (now->history,
                           before->history != NULL ? before->history->len : 0, error);
}

/* The campaign the history's last change kept, when undoing it takes back no player's choice;
 * else NULL with why. */
static FfbCampaign *
load_undoable_before (FfbCampaign *campaign, GError **error)
{
  g_autoptr(FfbCampaign) restored = NULL;
  GPtrArray *history;

  if ((restored = ffb_xml_load_before_last_change (campaign, error)) == NULL)
    return NULL;
  /* The action deck's record stays as it is (ffb_history_undo_to): not compared. */
  history = ffb_history_get (campaign);
  if (!check_history (history, history->len - 1, error)
      || !check_battles (campaign, restored, error))
    return NULL;
  return g_steal_pointer (&restored);
}

gboolean
ffb_undo_check_last_change (FfbCampaign *campaign, GError **error)
{
  g_autoptr(FfbCampaign) restored = NULL;

  g_return_val_if_fail (campaign != NULL, FALSE);
  restored = load_undoable_before (campaign, error);
  return restored != NULL;
}

gboolean
ffb_undo_last_change (FfbCampaign *campaign, FfbChange **undone, GError **error)
{
  g_autoptr(FfbCampaign) restored = NULL;

  g_return_val_if_fail (campaign != NULL, FALSE);

  if ((restored = load_undoable_before (campaign, error)) == NULL)
    return FALSE;
  ffb_history_undo_to (campaign, restored, undone);
  return TRUE;
}
