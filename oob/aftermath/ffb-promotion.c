/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-promotion.c: R10B-E, the Reinforcement Phase rolls and the draw from the Promotion
 * Pool. The rules as read here are in ffb-promotion.h. */
#include "ffb-promotion.h"

#include <glib/gi18n-lib.h>

#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-history-purposes.h"
#include "ffb-xml-snapshot.h"

int
ffb_promotion_max_stars (const FfbRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);
  return G_N_ELEMENTS (rules->rank_for_stars) - 1;
}

static void add (FfbChange *change, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static void
add (FfbChange *change, const char *rule, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (change->notes, ffb_note_new (rule, "%s", text));
}

/* The name a person reads; the id is the file's. */
static char *
leader_name (const FfbLeader *leader)
{
  return g_strdup (leader->name != NULL ? leader->name : leader->id);
}

/* A stream for this call: the caller's, or the one the campaign seed gives for `stream`
 * (ffb-campaign-dice.h), the same each time the change is made. */
static FfbDice *
dice_for (FfbCampaign *campaign, const char *stream, FfbDice *dice, FfbDice **own,
          GError **error)
{
  if (dice != NULL)
    return dice;
  *own = ffb_campaign_dice_open (campaign, stream, error);
  return *own;
}

/* R10B-C: one stream a Reinforcement Phase. */
static char *
phase_stream (int turn)
{
  return ffb_history_phase_stream (turn);
}

/* R10D-E: a side may draw more than once in a turn (one a pulse it wins): each draw of the
 * turn is its own stream, numbered among that side's draws of that turn. */
static char *
draw_stream (FfbCampaign *campaign, FfbSide side, int turn)
{
  GPtrArray *history = ffb_history_get (campaign);
  guint earlier = 0;

  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_PROMOTION_DRAW && change->turn == turn
          && change->side == side)
        earlier++;
    }
  return ffb_history_draw_stream (turn, side, earlier + 1);
}

/* Records the change with the campaign before it and its rolls, and pushes it. */
static const FfbChange *
push (FfbCampaign *campaign, FfbChange *change, FfbDice *dice, gboolean own, char *before)
{
  if (ffb_dice_n_rolls (dice) > 0)
    {
      ffb_change_take_dice (change, dice);
      if (own)
        change->campaign_commitment = g_strdup (ffb_campaign_dice_commitment (campaign));
    }
  change->before = before;
  ffb_history_push (campaign, change);
  return change;
}

static gboolean
phase_rolled (FfbCampaign *campaign, int turn)
{
  GPtrArray *history = ffb_history_get (campaign);

  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if (change->kind == FFB_CHANGE_PROMOTION_PHASE && change->turn == turn)
        return TRUE;
    }
  return FALSE;
}

/* R10B-C for one counter; FALSE when the counter leaves the track. */
static gboolean
roll_counter (FfbCampaign *campaign, FfbPromotion *counter, int turn, FfbDice *dice,
              FfbChange *change)
{
  FfbLeader *leader = ffb_campaign_find_leader (campaign, counter->leader_id);
  g_autofree char *name = leader_name (leader);
  g_autofree char *purpose = NULL;
  const FfbRoll *roll;

  if (leader->status == FFB_LEADER_KILLED || leader->status == FFB_LEADER_CAPTURED
      || leader->stars >= ffb_promotion_max_stars (campaign->rules))
    {
      if (leader->stars >= ffb_promotion_max_stars (campaign->rules))
        add (change, "R10B", _("%s is at the highest rank: his promotion counter leaves the "
                               "track."), name);
      else
        /* Translators: the second %s is a leader's status (killed,
         * captured). */
        add (change, "R10B", _("%s is %s: his promotion counter leaves the track."), name,
             ffb_leader_status_sentence_word (leader->status));
      return FALSE;
    }
  if (counter->placed_turn > turn)
    {
      add (change, "R10B", _("the counter of %s was placed at turn %d, after turn %d: not "
             "rolled."), name, counter->placed_turn, turn);
      return TRUE;
    }
  purpose = ffb_history_promotion_purpose (turn, leader->id);
  roll = ffb_dice_roll (dice, purpose, campaign->rules->promotion_die,
                        counter->placed_turn - turn, FFB_AUDIENCE_EVERYONE, 0);
  counter->in_pool = roll->result <= leader->tactical;
  if (counter->in_pool)
    add (change, "R10C", _("%s rolled %d on a d%d, minus %d (turn %d - turn %d) = %d, at most "
                           "his tactical rating %+d: to the Promotion Pool."), name, roll->raw,
         roll->sides, turn - counter->placed_turn, turn, counter->placed_turn, roll->result,
         leader->tactical);
  else
    add (change, "R10C", _("%s rolled %d on a d%d, minus %d (turn %d - turn %d) = %d, more than "
                           "his tactical rating %+d: stays on the track."), name, roll->raw,
         roll->sides, turn - counter->placed_turn, turn, counter->placed_turn, roll->result,
         leader->tactical);
  return TRUE;
}

static void
roll_phase (FfbCampaign *campaign, int turn, FfbDice *dice, FfbChange *change)
{
  GArray *promotions = campaign->promotions;
  guint rolled = 0;

  for (guint i = 0; i < promotions->len;)
    {
      FfbPromotion *counter = &g_array_index (promotions, FfbPromotion, i);

      if (counter->in_pool)
        {
          i++;
          continue;
        }
      rolled++;
      if (roll_counter (campaign, counter, turn, dice, change))
        i++;
      else
        g_array_remove_index (promotions, i);
    }
  if (rolled == 0)
    add (change, "R10B", _("no promotion counters are on the turn track: nothing to roll."));
}

static char *
turn_words (int turn)
{
  int index = MAX (turn, 1) - 1;

  return g_strdup_printf (_("turn %d (%s %d)"), turn,
                          ffb_months_sentence_word ((FfbMonths) (index % FFB_N_MONTHS)),
                          FFB_FIRST_YEAR + index / FFB_N_MONTHS);
}

int
ffb_promotion_next_phase_turn (FfbCampaign *campaign)
{
  int now;

  g_return_val_if_fail (campaign != NULL, 1);
  now = ffb_campaign_turn_number (campaign->year, campaign->months);
  return phase_rolled (campaign, now) ? now + 1 : now;
}

gboolean
ffb_promotion_check_turn (FfbCampaign *campaign, int turn, GError **error)
{
  int now, last_turn = ffb_campaign_turn_number (FFB_LAST_YEAR, FFB_MONTHS_NOV_FEB);
  g_autofree char *asked = NULL, *current = NULL;

  g_return_val_if_fail (campaign != NULL, FALSE);
  now = ffb_campaign_turn_number (campaign->year, campaign->months);
  if (turn < 1 || turn > last_turn)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("turn %d is not a CW turn of the "
                     "campaign; turns run from 1 (Mar-Apr %d) to %d."), turn, FFB_FIRST_YEAR,
                   last_turn);
      return FALSE;
    }
  if (turn >= now)
    return TRUE;
  asked = turn_words (turn);
  current = turn_words (now);
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("%s is before the campaign's %s: the "
                 "Reinforcement Phase of a turn gone by cannot be rolled (R10B)."), asked,
               current);
  return FALSE;
}

/* The Reinforcement Phase opens its CW turn: rolling a later turn's moves the campaign there
 * (recorded in the change, so that undo takes it back). */
static void
advance_campaign (FfbCampaign *campaign, int turn, FfbChange *change)
{
  int index = turn - 1;
  g_autofree char *words = turn_words (turn);

  if (turn <= ffb_campaign_turn_number (campaign->year, campaign->months))
    return;
  campaign->year = FFB_FIRST_YEAR + index / FFB_N_MONTHS;
  campaign->months = (FfbMonths) (index % FFB_N_MONTHS);
  add (change, "R10B", _("the campaign moves on to %s: its Reinforcement Phase opens it."), words);
}

const FfbChange *
ffb_promotion_phase (FfbCampaign *campaign, int turn, FfbDice *dice, GError **error)
{
  g_autoptr(FfbDice) own = NULL;
  g_autofree char *stream = NULL;
  FfbChange *change;
  char *before;

  g_return_val_if_fail (campaign != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!ffb_promotion_check_turn (campaign, turn, error))
    return NULL;
  if (phase_rolled (campaign, turn))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the promotion rolls of turn %d's "
                     "Reinforcement Phase have been made already (R10B); undo them first to "
                     "roll again."), turn);
      return NULL;
    }
  stream = phase_stream (turn);
  if ((dice = dice_for (campaign, stream, dice, &own, error)) == NULL)
    return NULL;
  before = ffb_xml_snapshot_campaign (campaign);
  change = ffb_change_new (FFB_CHANGE_PROMOTION_PHASE, turn);
  advance_campaign (campaign, turn, change);
  roll_phase (campaign, turn, dice, change);
  return push (campaign, change, dice, own != NULL, before);
}

/* R10E: the side's counters in the pool, as indexes into the campaign's promotions. */
static GArray *
pool_of (FfbCampaign *campaign, FfbSide side)
{
  GArray *indexes = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *counter = &g_array_index (campaign->promotions, FfbPromotion, i);
      const FfbLeader *leader = ffb_campaign_find_leader (campaign, counter->leader_id);

      if (counter->in_pool && leader != NULL && leader->side == side
          && leader->status != FFB_LEADER_KILLED && leader->status != FFB_LEADER_CAPTURED)
        g_array_append_val (indexes, i);
    }
  return indexes;
}

static gboolean
check_draw (FfbCampaign *campaign, FfbSide side, int initiative_roll, GArray *pool,
            GError **error)
{
  if (initiative_roll < 1 || initiative_roll % 2 == 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the %s player may draw from the "
                   "Promotion Pool only after winning the initiative with an odd roll, and %d is "
                   "not odd (R10D)."), ffb_side_display_name (side), initiative_roll);
  else if (pool->len == 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the Promotion Pool holds no %s counters "
                   "to draw (R10E)."), ffb_side_display_name (side));
  else
    return TRUE;
  return FALSE;
}

/* R10E: at random among the side's counters; with one, no roll is needed. */
static guint
draw_index (FfbSide side, int turn, GArray *pool, FfbDice *dice, int *raw)
{
  g_autofree char *purpose = NULL;

  *raw = 1;
  if (pool->len > 1)
    {
      purpose = ffb_history_draw_purpose (turn, side);
      *raw = ffb_dice_roll (dice, purpose, (int) pool->len, 0, FFB_AUDIENCE_EVERYONE, 0)->raw;
    }
  return g_array_index (pool, guint, *raw - 1);
}

static void
promote (FfbCampaign *campaign, FfbLeader *leader, FfbChange *change, guint pool_size,
         int initiative_roll, int raw)
{
  g_autofree char *name = leader_name (leader);
  /* R10C, L1: the next counter goes in play with its ratings, when the campaign has it. */
  gboolean new_ratings = ffb_leader_promote (leader);
  add (change, "R10D", _("the %s player won the initiative with a %d, an odd roll, and spends his "
         "free reinforcement on a draw from the Promotion Pool."),
       ffb_side_display_name (leader->side), initiative_roll);
  if (pool_size == 1)
    add (change, "R10E", _("the counter of %s was the only %s one in the pool: he is promoted "
           "to %d stars."), name, ffb_side_display_name (leader->side), leader->stars);
  else
    add (change, "R10E", _("a d%u rolled %d among the %u %s counters in the pool: %s is promoted "
           "to %d stars; the other counters stay."), pool_size, raw, pool_size,
         ffb_side_display_name (leader->side), name, leader->stars);
  if (new_ratings)
    add (change, "R10C", _("%s's %d-star counter goes in play: initiative %d, tactical %+d, army "
           "command %+d."), name, leader->stars, leader->initiative, leader->tactical,
         leader->army_command);
  else
    add (change, "R10E", _("%s keeps his ratings until the referee types in those of his new "
           "counter."), name);
}

const FfbChange *
ffb_promotion_draw (FfbCampaign *campaign, FfbSide side, int initiative_roll, FfbDice *dice,
                    char **leader_id, GError **error)
{
  g_autoptr(FfbDice) own = NULL;
  g_autoptr(GArray) pool = NULL;
  g_autofree char *stream = NULL;
  int turn, raw;
  guint index;
  FfbLeader *leader;
  FfbChange *change;
  char *before;

  g_return_val_if_fail (campaign != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  pool = pool_of (campaign, side);
  turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  stream = draw_stream (campaign, side, turn);
  if (!check_draw (campaign, side, initiative_roll, pool, error)
      || (dice = dice_for (campaign, stream, dice, &own, error)) == NULL)
    return NULL;
  before = ffb_xml_snapshot_campaign (campaign);
  change = ffb_change_new (FFB_CHANGE_PROMOTION_DRAW, turn);
  change->side = side;
  index = draw_index (side, turn, pool, dice, &raw);
  leader = ffb_campaign_find_leader (campaign,
                                     g_array_index (campaign->promotions, FfbPromotion, index)
                                       .leader_id);
  promote (campaign, leader, change, pool->len, initiative_roll, raw);
  if (leader_id != NULL)
    *leader_id = g_strdup (leader->id);
  g_array_remove_index (campaign->promotions, index);
  return push (campaign, change, dice, own != NULL, before);
}

/* R10B-C: the raw roll that sends a counter to the pool is at most its tactical rating plus
 * the turns it has waited. */
static void
preview_counter (FfbCampaign *campaign, const FfbPromotion *counter, int turn, GPtrArray *notes)
{
  FfbLeader *leader = ffb_campaign_find_leader (campaign, counter->leader_id);
  g_autofree char *name = leader_name (leader);
  int die = campaign->rules->promotion_die;
  int needed = CLAMP (leader->tactical + turn - counter->placed_turn, 0, die);

  if (leader->status == FFB_LEADER_KILLED || leader->status == FFB_LEADER_CAPTURED
      || leader->stars >= ffb_promotion_max_stars (campaign->rules))
    g_ptr_array_add (notes, ffb_note_new ("R10B", _("the counter of %s leaves the track, "
                                            "unrolled."), name));
  else if (counter->placed_turn > turn)
    {
      /* Say why: a counter placed at a later turn than the phase's (a battle recorded in a
       * turn the campaign has not reached) is no mistake of the referee's today. */
      g_autofree char *placed = turn_words (counter->placed_turn);
      g_autofree char *phase = turn_words (turn);

      g_ptr_array_add (notes, ffb_note_new ("R10B", _("the counter of %s, placed at %s, waits: "
                                              "it first rolls in that turn's Reinforcement "
                                              "Phase, and this one is of %s."), name, placed,
                                            phase));
    }
  else
    g_ptr_array_add (notes, ffb_note_new ("R10C", _("the counter of %s (turn %d) rolls a d%d "
                                            "minus %d and goes to the Promotion Pool at %+d or "
                                            "less: a %d in %d chance."), name, counter->placed_turn, die,
                                          turn - counter->placed_turn, leader->tactical,
                                          needed, die));
}

GPtrArray *
ffb_promotion_preview_phase (FfbCampaign *campaign, int turn)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_note_free);

  g_return_val_if_fail (campaign != NULL, notes);

  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *counter = &g_array_index (campaign->promotions, FfbPromotion, i);

      if (!counter->in_pool)
        preview_counter (campaign, counter, turn, notes);
    }
  if (notes->len == 0)
    g_ptr_array_add (notes, ffb_note_new ("R10B", _("no promotion counters are on the turn "
                                            "track: nothing to roll.")));
  return notes;
}

GPtrArray *
ffb_promotion_preview_draw (FfbCampaign *campaign, FfbSide side)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_note_free);
  g_autoptr(GArray) pool = NULL;
  g_autoptr(GString) names = g_string_new (NULL);

  g_return_val_if_fail (campaign != NULL, notes);

  pool = pool_of (campaign, side);
  for (guint i = 0; i < pool->len; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "",
                            g_array_index (campaign->promotions, FfbPromotion,
                                           g_array_index (pool, guint, i)).leader_id);
  if (pool->len == 0)
    g_ptr_array_add (notes, ffb_note_new ("R10E", _("the Promotion Pool holds no %s counters."),
                                          ffb_side_display_name (side)));
  else
    g_ptr_array_add (notes, ffb_note_new ("R10E",
                                          g_dngettext (GETTEXT_PACKAGE,
                                                       "the Promotion Pool holds %u %s counter "
                                                       "(%s); a draw, after an odd initiative "
                                                       "roll (R10D), takes one at random.",
                                                       "the Promotion Pool holds %u %s counters "
                                                       "(%s); a draw, after an odd initiative "
                                                       "roll (R10D), takes one at random.",
                                                       pool->len),
                                          pool->len, ffb_side_display_name (side), names->str));
  return notes;
}
