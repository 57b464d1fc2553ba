/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-secrets.c: the words of a side's secrets, and a scan for them. */
#include "ffb-test-secrets.h"

#include <string.h>

#include "ffb-cards.h"
#include "ffb-neutral.h"

static void
collect_units (const FfbUnit *unit, GPtrArray *out)
{
  g_ptr_array_add (out, g_strdup (unit->id));
  g_ptr_array_add (out, g_strdup (unit->name));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect_units (g_ptr_array_index (unit->children, i), out);
}

/* Whether `word` is public anyway: a side's id, a leader's or SP group's id or name. */
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

/* Each card as clear text would hold it, a quoted value or a word of a list ("KH" alone would
 * turn up in base64 by chance). */
static void
add_card (const char *card, GPtrArray *secrets)
{
  g_ptr_array_add (secrets, g_strdup_printf ("\"%s\"", card));
  g_ptr_array_add (secrets, g_strdup_printf ("\"%s ", card));
  g_ptr_array_add (secrets, g_strdup_printf (" %s\"", card));
  g_ptr_array_add (secrets, g_strdup_printf (" %s ", card));
}

static void
add_hand (FfbBattle *battle, FfbSide side, GPtrArray *secrets)
{
  g_autoptr(FfbActivation) state = NULL;

  if (battle->neutral->cards == NULL)
    return;
  state = ffb_cards_state (battle, NULL);
  g_assert_nonnull (state);
  for (guint i = 0; i < state->hand[side]->len; i++)
    add_card (g_ptr_array_index (state->hand[side], i), secrets);
  if (state->pick[side] != NULL)
    add_card (state->pick[side], secrets);
}

static void
add_units (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, int reader_side,
           GPtrArray *secrets)
{
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) own = g_ptr_array_new_with_free_func (g_free);

  /* The army itself is named after its side ("Confederate army"), which every copy says. */
  for (guint i = 0; i < battle->oob[side]->army->children->len; i++)
    collect_units (g_ptr_array_index (battle->oob[side]->army->children, i), units);
  if (reader_side >= 0)
    collect_units (battle->oob[reader_side]->army, own);
  for (guint i = 0; i < units->len; i++)
    {
      const char *word = g_ptr_array_index (units, i);

      if (!in_roster (campaign, word)
          && !g_ptr_array_find_with_equal_func (own, word, g_str_equal, NULL))
        g_ptr_array_add (secrets, g_strdup (word));
    }
}

GPtrArray *
ffb_test_secrets_of (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, int reader_side)
{
  FfbDice *dice = battle->neutral->dice;
  GPtrArray *secrets = g_ptr_array_new_with_free_func (g_free);

  add_units (campaign, battle, side, reader_side, secrets);
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    {
      const FfbRoll *roll = ffb_dice_get_roll (dice, i);

      if (roll->audience == ffb_audience_for_side (side))
        g_ptr_array_add (secrets, g_strdup (roll->purpose));
    }
  /* The phrases are printed on both players' copies (ffb-reader-view.h), not in the file. */
  if (reader_side < 0)
    g_ptr_array_add (secrets, g_strdup (ffb_dice_phrase (dice, side)));
  if (!ffb_dice_is_revealed (dice))
    g_ptr_array_add (secrets, g_strdup (ffb_dice_seed_for_file (dice)));
  add_hand (battle, side, secrets);
  g_assert_cmpuint (secrets->len, >, 20);
  return secrets;
}

void
ffb_test_assert_holds_none (const char *what, const char *text, const GPtrArray *secrets)
{
  for (guint i = 0; i < secrets->len; i++)
    {
      const char *secret = g_ptr_array_index (secrets, i);

      if (strstr (text, secret) != NULL)
        g_error ("%s holds “%s”", what, secret);
    }
}
