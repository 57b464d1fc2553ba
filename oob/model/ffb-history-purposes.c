/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-purposes.c: the stream and purposes of each kind of campaign roll, built by the
 * engine and checked by `verify --history` (see ffb-history-purposes.h). */
#include "ffb-history-purposes.h"

#include <glib/gi18n-lib.h>

char *
ffb_history_aftermath_stream (const char *battle_id)
{
  g_return_val_if_fail (battle_id != NULL, NULL);
  return g_strconcat (battle_id, ".aftermath", NULL);
}

char *
ffb_history_morale_purpose (FfbSide side)
{
  return g_strdup_printf ("R9C %s demoralized", ffb_side_to_string (side));
}

char *
ffb_history_phase_stream (int turn)
{
  return g_strdup_printf ("%s.turn-%d", FFB_PROMOTION_STREAM, turn);
}

char *
ffb_history_promotion_purpose (int turn, const char *leader_id)
{
  return g_strdup_printf ("R10B turn %d %s", turn, leader_id);
}

char *
ffb_history_draw_stream (int turn, FfbSide side, guint number)
{
  return g_strdup_printf ("%s.turn-%d.%s-draw-%u", FFB_PROMOTION_STREAM, turn,
                          ffb_side_to_string (side), number);
}

char *
ffb_history_draw_purpose (int turn, FfbSide side)
{
  return g_strdup_printf ("R10E turn %d %s draw", turn, ffb_side_to_string (side));
}

char *
ffb_history_table_purpose (const char *table_id)
{
  return g_strdup_printf ("T %s", table_id);
}

char *
ffb_history_table_die_purpose (const char *table_id, int die)
{
  return g_strdup_printf ("T %s die %d", table_id, die);
}

guint
ffb_history_draw_number (FfbCampaign *campaign, guint index)
{
  GPtrArray *history = ffb_history_get (campaign);
  const FfbChange *draw;
  guint earlier = 0;

  g_return_val_if_fail (index < history->len, 1);
  draw = g_ptr_array_index (history, index);
  for (guint i = 0; i < index; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_PROMOTION_DRAW && change->turn == draw->turn
          && change->side == draw->side)
        earlier++;
    }
  return earlier + 1;
}

/* What the rule makes of one roll of the change: its purpose, audience and modifier. */
typedef struct
{
  char *purpose;
  FfbAudience audience;
  gboolean any_modifier; /* R10B: the turns the counter waited, known from its "before" */
  int sides;             /* 0: known only from what the change was made on */
} ExpectedRoll;

static void
expected_clear (ExpectedRoll *expected)
{
  g_free (expected->purpose);
}

/* The purposes the change may roll; each at most once. */
static GArray *
expected_rolls (FfbCampaign *campaign, const FfbChange *change)
{
  GArray *rolls = g_array_new (FALSE, TRUE, sizeof (ExpectedRoll));
  ExpectedRoll roll = { NULL, FFB_AUDIENCE_EVERYONE, FALSE, 0 };

  g_array_set_clear_func (rolls, (GDestroyNotify) expected_clear);
  switch (change->kind)
    {
    case FFB_CHANGE_AFTERMATH:
      for (int s = 0; s < FFB_N_SIDES; s++)
        {
          roll.purpose = ffb_history_morale_purpose (s);
          g_array_append_val (rolls, roll);
        }
      break;
    case FFB_CHANGE_PROMOTION_PHASE:
      roll.any_modifier = TRUE;
      roll.sides = campaign->rules->promotion_die;
      for (guint i = 0; i < campaign->leaders->len; i++)
        {
          const FfbLeader *leader = g_ptr_array_index (campaign->leaders, i);

          roll.purpose = ffb_history_promotion_purpose (change->turn, leader->id);
          g_array_append_val (rolls, roll);
        }
      break;
    case FFB_CHANGE_PROMOTION_DRAW:
      roll.purpose = ffb_history_draw_purpose (change->turn, change->side);
      g_array_append_val (rolls, roll);
      break;
    case FFB_CHANGE_TABLE_ROLL:
    case FFB_CHANGE_BLOCK_BATTLE:
    default:
      break;
    }
  return rolls;
}

static char *
expected_stream (FfbCampaign *campaign, const FfbChange *change, guint index)
{
  switch (change->kind)
    {
    case FFB_CHANGE_AFTERMATH:
      return change->battle_id != NULL ? ffb_history_aftermath_stream (change->battle_id)
                                       : NULL;
    case FFB_CHANGE_PROMOTION_PHASE:
      return ffb_history_phase_stream (change->turn);
    case FFB_CHANGE_PROMOTION_DRAW:
      return ffb_history_draw_stream (change->turn, change->side,
                                      ffb_history_draw_number (campaign, index));
    case FFB_CHANGE_TABLE_ROLL:
    case FFB_CHANGE_BLOCK_BATTLE:
    default:
      /* Checked against their tables (ffb_history_verify_tables) and by fighting the block
       * battle again. */
      return NULL;
    }
}

static void add (GPtrArray *problems, const char *what, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static void
add (GPtrArray *problems, const char *what, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, g_strdup_printf (_("The %s: %s"), what, sentence));
}

static const ExpectedRoll *
find_expected (GArray *expected, const char *purpose, guint *at)
{
  for (guint i = 0; i < expected->len; i++)
    if (g_strcmp0 (g_array_index (expected, ExpectedRoll, i).purpose, purpose) == 0)
      {
        *at = i;
        return &g_array_index (expected, ExpectedRoll, i);
      }
  return NULL;
}

static void
check_roll (const FfbRoll *roll, const ExpectedRoll *expected, const char *what,
            GPtrArray *problems)
{
  if (roll->audience != expected->audience)
    add (problems, what, _("roll %u (%s) is logged for %s, but its rule rolls it for %s."),
         roll->counter, roll->purpose, ffb_audience_sentence_word (roll->audience),
         ffb_audience_sentence_word (expected->audience));
  if (!expected->any_modifier && roll->modifier != 0)
    add (problems, what, _("roll %u (%s) has the modifier %+d, but its rule adds none."),
         roll->counter, roll->purpose, roll->modifier);
  else if (expected->any_modifier && roll->modifier > 0)
    add (problems, what, _("roll %u (%s) has the modifier %+d, but a counter's waiting turns "
                           "only ever take from it (R10B)."), roll->counter, roll->purpose,
         roll->modifier);
  if (expected->sides != 0 && roll->sides != expected->sides)
    add (problems, what, _("roll %u (%s) is a d%d, but its rule rolls a d%d."), roll->counter,
         roll->purpose, roll->sides, expected->sides);
}

static void
check_rolls (FfbCampaign *campaign, const FfbChange *change, const char *what,
             GPtrArray *problems)
{
  g_autoptr(GArray) expected = expected_rolls (campaign, change);
  g_autofree guint *seen = g_new0 (guint, expected->len + 1);

  for (guint i = 0; i < change->rolls->len; i++)
    {
      const FfbRoll *roll = &g_array_index (change->rolls, FfbRoll, i);
      const ExpectedRoll *rule;
      guint at = 0;

      if ((rule = find_expected (expected, roll->purpose, &at)) == NULL)
        {
          /* Translators: %s is the roll's purpose as the file records it, the text its die
           * was derived from: it is not translated. */
          add (problems, what, _("roll %u has the purpose \"%s\", which is not one its rule "
                                 "makes (RULES.md \"Fair dice\": a roll's purpose is fixed by "
                                 "its rule)."), roll->counter, roll->purpose);
          continue;
        }
      if (seen[at]++ > 0)
        add (problems, what, _("roll %u (%s) is the second roll for the same thing: its rule "
                               "rolls it once."), roll->counter, roll->purpose);
      check_roll (roll, rule, what, problems);
    }
}

void
ffb_history_check_purposes (FfbCampaign *campaign, guint index, const char *what,
                            GPtrArray *problems)
{
  GPtrArray *history;
  const FfbChange *change;
  g_autofree char *stream = NULL;

  g_return_if_fail (campaign != NULL && what != NULL && problems != NULL);
  history = ffb_history_get (campaign);
  g_return_if_fail (index < history->len);
  change = g_ptr_array_index (history, index);
  /* A table roll's dice are checked against its table, which gives each purpose
   * (ffb_history_verify_tables); a block battle's by fighting it again, which makes each
   * purpose anew (ffb_blocks_campaign_refight). */
  if (change->seed == NULL || change->kind == FFB_CHANGE_BLOCK_BATTLE
      || change->kind == FFB_CHANGE_TABLE_ROLL)
    return;
  if (change->rolls->len == 0)
    add (problems, what, _("its dice have a seed but no roll: a change keeps dice only when it "
                           "rolled."));
  /* A seed of the caller's own (`--seed`) names a stream of his choosing; the campaign's
   * dice derive each key from the stream, so it must be the rule's. */
  stream = expected_stream (campaign, change, index);
  if (change->campaign_commitment != NULL && stream != NULL
      && g_strcmp0 (stream, change->stream) != 0)
    add (problems, what, _("its dice's stream is \"%s\", but its rule rolls on \"%s\"."),
         change->stream != NULL ? change->stream : "", stream);
  check_rolls (campaign, change, what, problems);
}
