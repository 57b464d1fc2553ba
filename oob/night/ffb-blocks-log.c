/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-log.c: a block battle's log in sentences for people (C2F; ffb-blocks.h), each
 * naming the rule and the blocks by name. */
#include "ffb-blocks.h"

#include <glib/gi18n-lib.h>

static const char *
name_of (const FfbBlockBattle *battle, const char *id)
{
  const FfbBlock *block = ffb_blocks_find (battle, id);

  return block != NULL ? block->name : (id != NULL ? id : "");
}

static char *
fires_sentence (const FfbBlockBattle *battle, const FfbBlocksEvent *event)
{
  const FfbBlock *block = ffb_blocks_find (battle, event->block);
  g_autofree char *rating = block != NULL ? ffb_block_rating_to_string (block->rating)
                                          : g_strdup ("");

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a block (its name, its rating) fires. */
                                       "C2F: %s (%s) fires %d die, hitting at or below %d.",
                                       "C2F: %s (%s) fires %d dice, hitting at or below %d.",
                                       event->dice),
                          name_of (battle, event->block), rating, event->dice,
                          block != NULL ? block->rating.number : 0);
}

static char *
die_sentence (const FfbBlockBattle *battle, const FfbBlocksEvent *event)
{
  return g_strdup_printf (event->hit ? _("C2F: %s, die %d: %d, a hit (roll %u).")
                                     : _("C2F: %s, die %d: %d, a miss (roll %u)."),
                          name_of (battle, event->block), event->die, event->face,
                          event->roll);
}

static char *
step_sentence (const FfbBlockBattle *battle, const FfbBlocksEvent *event)
{
  const char *target = name_of (battle, event->target);
  g_autofree char *left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d step left",
                                                        "%d steps left", event->steps_left),
                                           event->steps_left);

  if (event->paired && event->tied > 1)
    /* Translators: the second of two hits on a Fortress's defenders takes a step. */
    return g_strdup_printf (_("C2F: the second hit on the Fortress takes a step from %s, the "
                              "owner's choice among the strongest (%s)."), target, left);
  if (event->paired)
    return g_strdup_printf (_("C2F: the second hit on the Fortress takes a step from %s, the "
                              "strongest (%s)."), target, left);
  if (event->tied > 1)
    return g_strdup_printf (_("C2F: the hit takes a step from %s, the owner's choice among the "
                              "strongest (%s)."), target, left);
  return g_strdup_printf (_("C2F: the hit takes a step from %s, the strongest (%s)."), target,
                          left);
}

static gboolean
attacker_sent_back (const FfbBlockBattle *battle)
{
  for (guint i = 0; i < battle->log->len; i++)
    if (((const FfbBlocksEvent *) g_ptr_array_index (battle->log, i))->kind
        == FFB_BLOCKS_ATTACKER_RETREATS)
      return TRUE;
  return FALSE;
}

static char *
end_sentence (const FfbBlockBattle *battle, const FfbBlocksEvent *event)
{
  if (event->outcome == FFB_BLOCKS_ATTACKER_WINS)
    return g_strdup_printf (_("C2F: the battle ends in round %u: no defender is left, and the "
                              "attacker wins."), event->round);
  if (attacker_sent_back (battle))
    return g_strdup_printf (_("C2F: the battle ends after round %u with the attacker's "
                              "retreat, and the defender holds."), event->round);
  return g_strdup_printf (_("C2F: the battle ends in round %u: no attacker is left, and the "
                            "defender holds."), event->round);
}

char *
ffb_blocks_event_sentence (const FfbBlockBattle *battle, const FfbBlocksEvent *event)
{
  const char *block = name_of (battle, event->block);

  g_return_val_if_fail (battle != NULL && event != NULL, NULL);
  switch (event->kind)
    {
    case FFB_BLOCKS_ROUND_BEGINS:
      return g_strdup_printf (_("C2F: round %u."), event->round);
    case FFB_BLOCKS_RESERVE_WAITS:
      return g_strdup_printf (_("C2F: %s is a battle reserve: it neither fires nor takes hits "
                                "in round 1."), block);
    case FFB_BLOCKS_FIRES:
      return fires_sentence (battle, event);
    case FFB_BLOCKS_DIE_ROLLED:
      return die_sentence (battle, event);
    case FFB_BLOCKS_STEP_LOST:
      return step_sentence (battle, event);
    case FFB_BLOCKS_HIT_CARRIED:
      return g_strdup_printf (_("C2F: the hit of %s is a lone hit on the Fortress, whose "
                                "defenders lose a step per two hits: it carries over to the next "
                                "fire of the round."), block);
    case FFB_BLOCKS_HIT_WASTED:
      return g_strdup_printf (_("C2F: the hit of %s is lost: no enemy block may take it (a "
                                "battle reserve takes no hit in round 1)."), block);
    case FFB_BLOCKS_CARRIED_HIT_LOST:
      return g_strdup (_("C2F: the lone hit on the Fortress is lost at the round's end."));
    case FFB_BLOCKS_ELIMINATED:
      return g_strdup_printf (_("C2F: %s is eliminated."), name_of (battle, event->target));
    case FFB_BLOCKS_RETREATS:
      return g_strdup_printf (_("C2F: %s retreats instead of firing."), block);
    case FFB_BLOCKS_RESERVE_RETREATS:
      return g_strdup_printf (_("C2F: the battle ended in round 1, so the battle reserve %s "
                                "must retreat."), block);
    case FFB_BLOCKS_ATTACKER_RETREATS:
      return g_strdup_printf (_("C2F: after round %u the defenders are still present, so the "
                                "attacking %s retreats."), event->round, block);
    case FFB_BLOCKS_BATTLE_ENDS:
      return end_sentence (battle, event);
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
ffb_blocks_tie_sentence (const FfbBlockBattle *battle)
{
  g_autoptr(GString) names = g_string_new (NULL);
  const FfbBlock *first;
  const char *firer = NULL;
  guint n;

  g_return_val_if_fail (battle != NULL && battle->tie != NULL && battle->tie[0] != NULL, NULL);
  n = g_strv_length (battle->tie);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (names, "%s%s", i == 0 ? "" : i + 1 < n ? ", " : _(" and "),
                            name_of (battle, battle->tie[i]));
  for (guint i = battle->log->len; firer == NULL && i > 0; i--)
    {
      const FfbBlocksEvent *event = g_ptr_array_index (battle->log, i - 1);

      if (event->kind == FFB_BLOCKS_DIE_ROLLED)
        firer = name_of (battle, event->block);
    }
  first = ffb_blocks_find (battle, battle->tie[0]);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: the firing block, the tied blocks, their
                                        * steps. */
                                       "C2G: the hit of %s falls on equally strong blocks, %s (%d "
                                       "step each): their owner chooses which takes the step.",
                                       "C2G: the hit of %s falls on equally strong blocks, %s (%d "
                                       "steps each): their owner chooses which takes the step.",
                                       first != NULL ? first->steps : 0),
                          firer != NULL ? firer : "", names->str,
                          first != NULL ? first->steps : 0);
}
