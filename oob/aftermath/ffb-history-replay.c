/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-history-replay.c: each promotion change made again on the campaign it kept (see
 * ffb-history-replay.h). */
#include "ffb-history-replay.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ffb-promotion.h"
#include "ffb-xml.h"

static void add (GPtrArray *problems, guint index, const FfbChange *change, const char *format,
                 ...) G_GNUC_PRINTF (4, 5);

static void
add (GPtrArray *problems, guint index, const FfbChange *change, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: a change of the history by its number, kind and CW turn, then what is wrong
   * with it. */
  g_ptr_array_add (problems, g_strdup_printf (_("The change %u (%s, turn %d): %s"), index + 1,
                                              ffb_change_kind_sentence_word (change->kind),
                                              change->turn, sentence));
}

static FfbCampaign *
load (const char *xml, FfbCampaign *campaign, GError **error)
{
  return ffb_xml_load_campaign_keyed (xml, strlen (xml), _("the campaign kept by the history"),
                                      campaign->keyring, error);
}

/* The change made again on `before` with its own dice; NULL with the reason. */
static const FfbChange *
make_again (FfbCampaign *before, const FfbChange *change, GError **error)
{
  g_autoptr(FfbDice) dice = ffb_dice_new_from_hex (change->stream, change->seed, error);

  if (dice == NULL || !ffb_dice_set_derivation (dice, change->derivation, error))
    return NULL;
  if (change->kind == FFB_CHANGE_PROMOTION_PHASE)
    return ffb_promotion_phase (before, change->turn, dice, error);
  /* R10D: any odd roll; only its sentence names it, and that one is set aside. */
  return ffb_promotion_draw (before, change->side, 1, dice, NULL, error);
}

static gboolean
same_roll (const FfbRoll *a, const FfbRoll *b)
{
  return g_strcmp0 (a->purpose, b->purpose) == 0 && a->sides == b->sides && a->raw == b->raw
         && a->modifier == b->modifier && a->result == b->result && a->audience == b->audience;
}

static void
compare_rolls (const FfbChange *kept, const FfbChange *again, guint index, GPtrArray *problems)
{
  if (kept->rolls->len != again->rolls->len)
    {
      add (problems, index, kept, _("made again on the campaign it kept, it rolls %u dice, but it "
                                    "keeps %u: a roll was dropped or added."),
           again->rolls->len, kept->rolls->len);
      return;
    }
  for (guint i = 0; i < kept->rolls->len; i++)
    {
      const FfbRoll *a = &g_array_index (kept->rolls, FfbRoll, i);
      const FfbRoll *b = &g_array_index (again->rolls, FfbRoll, i);

      if (!same_roll (a, b))
        add (problems, index, kept, _("made again, its roll %u is \"%s\", d%d %d%+d = %d, but it "
                                      "keeps \"%s\", d%d %d%+d = %d."), i, b->purpose, b->sides,
             b->raw, b->modifier, b->result, a->purpose, a->sides, a->raw, a->modifier,
             a->result);
    }
}

static void
compare_notes (const FfbChange *kept, const FfbChange *again, guint index, GPtrArray *problems)
{
  guint k = 0, a = 0;

  for (;; k++, a++)
    {
      const FfbNote *mine, *theirs;

      /* R10D names the initiative roll, which the change keeps in its words only. */
      while (k < kept->notes->len
             && g_str_equal (((FfbNote *) g_ptr_array_index (kept->notes, k))->rule, "R10D"))
        k++;
      while (a < again->notes->len
             && g_str_equal (((FfbNote *) g_ptr_array_index (again->notes, a))->rule, "R10D"))
        a++;
      if (k >= kept->notes->len || a >= again->notes->len)
        break;
      mine = g_ptr_array_index (kept->notes, k);
      theirs = g_ptr_array_index (again->notes, a);
      if (!g_str_equal (mine->rule, theirs->rule) || !g_str_equal (mine->text, theirs->text))
        {
          add (problems, index, kept, _("its sentence \"%s: %s\" is not what making it again "
                                        "says: \"%s: %s\"."), mine->rule, mine->text,
               theirs->rule, theirs->text);
          return;
        }
    }
  if (k < kept->notes->len || a < again->notes->len)
    add (problems, index, kept, _("it keeps another number of sentences than making it again "
                                  "says."));
}

static const FfbPromotion *
counter_of (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *counter = &g_array_index (campaign->promotions, FfbPromotion, i);

      if (g_strcmp0 (counter->leader_id, leader_id) == 0)
        return counter;
    }
  return NULL;
}

/* Each counter the change left, where the campaign after it still has it: on the track or in
 * the pool as making it again leaves it (only later changes of the history move it; an edit
 * in between may only remove it, with its leader). */
static void
compare_counters (FfbCampaign *made, FfbCampaign *after, const FfbChange *kept, guint index,
                  GPtrArray *problems)
{
  for (guint i = 0; i < made->promotions->len; i++)
    {
      const FfbPromotion *counter = &g_array_index (made->promotions, FfbPromotion, i);
      const FfbPromotion *found = counter_of (after, counter->leader_id);

      if (found != NULL && found->in_pool != counter->in_pool)
        add (problems, index, kept, _("its dice leave the promotion counter of %s %s, but the "
                                      "campaign after it has it %s (R10C)."),
             ffb_campaign_leader_name (after, counter->leader_id),
             counter->in_pool ? _("in the Promotion Pool") : _("on the turn track"),
             found->in_pool ? _("in the Promotion Pool") : _("on the turn track"));
    }
}

/* The campaign as it stood right after change `index`: the next change's "before", or the
 * campaign itself after the last; NULL when the next change kept none. */
static FfbCampaign *
campaign_after (FfbCampaign *campaign, guint index, gboolean *own)
{
  GPtrArray *history = ffb_history_get (campaign);
  const FfbChange *next;

  *own = FALSE;
  if (index + 1 >= history->len)
    return campaign;
  next = g_ptr_array_index (history, index + 1);
  if (next->before == NULL)
    return NULL;
  *own = TRUE;
  return load (next->before, campaign, NULL);
}

static gboolean
replay_one (FfbCampaign *campaign, guint index, GPtrArray *problems)
{
  const FfbChange *kept = g_ptr_array_index (ffb_history_get (campaign), index);
  g_autoptr(GError) error = NULL;
  /* The campaign it kept, which making the change again turns into the one it made. */
  g_autoptr(FfbCampaign) made = NULL;
  const FfbChange *again;
  FfbCampaign *after;
  gboolean own;

  if ((made = load (kept->before, campaign, &error)) == NULL
      || (again = make_again (made, kept, &error)) == NULL)
    {
      add (problems, index, kept, _("it cannot be made again on the campaign it kept: %s"),
           error->message);
      return FALSE;
    }
  compare_rolls (kept, again, index, problems);
  compare_notes (kept, again, index, problems);
  if ((after = campaign_after (campaign, index, &own)) != NULL)
    compare_counters (made, after, kept, index, problems);
  if (own)
    g_clear_pointer (&after, ffb_campaign_unref);
  return TRUE;
}

guint
ffb_history_replay (FfbCampaign *campaign, GPtrArray *problems)
{
  GPtrArray *history;
  guint replayed = 0;

  g_return_val_if_fail (campaign != NULL && problems != NULL, 0);
  history = ffb_history_get (campaign);
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);

      if ((change->kind == FFB_CHANGE_PROMOTION_PHASE || change->kind == FFB_CHANGE_PROMOTION_DRAW)
          && change->before != NULL && change->seed != NULL
          && replay_one (campaign, i, problems))
        replayed++;
    }
  return replayed;
}
