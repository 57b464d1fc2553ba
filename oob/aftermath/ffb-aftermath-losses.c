/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-losses.c: R9A, stands lost into whole SPs and carried stands, and the part of
 * R9E that decides which SPs fought. The rules as read here are in ffb-aftermath.h. */
#include "ffb-aftermath-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-organize.h"

/* Stands of brigades handed to the SP groups they came from. `room` is what each group can
 * still take (stands it had there); `assigned` what it took. Parallel to the side's groups. */
typedef struct
{
  GArray *groups; /* FfbGroupOutcome */
  int *room;
  int *assigned;
} Attribution;

typedef enum { CLASS_LINE, CLASS_CRACK } LossClass;
#define N_CLASSES 2

static LossClass
class_of (FfbExperience experience)
{
  return experience == FFB_EXPERIENCE_CRACK ? CLASS_CRACK : CLASS_LINE;
}

FfbGroupOutcome *
ffb_aftermath_find_group (const FfbAftermathSide *side, const char *group_id)
{
  for (guint i = 0; i < side->groups->len; i++)
    {
      FfbGroupOutcome *outcome = &g_array_index (side->groups, FfbGroupOutcome, i);

      if (g_strcmp0 (outcome->group_id, group_id) == 0)
        return outcome;
    }
  return NULL;
}

/* One outcome for each group at the battle, in campaign order. */
static void
gather_groups (FfbAftermathSide *side, FfbCampaign *campaign, const FfbBattle *battle,
               FfbSide which)
{
  GArray *present = battle->sides[which].sps;

  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign->sp_groups, i);
      FfbGroupOutcome outcome = { NULL };

      for (guint p = 0; p < present->len; p++)
        if (g_str_equal (g_array_index (present, FfbPresentSp, p).group_id, group->id))
          outcome.present += g_array_index (present, FfbPresentSp, p).count;
      if (outcome.present == 0)
        continue;
      outcome.group_id = g_strdup (group->id);
      outcome.experience = group->experience;
      /* R4A: cavalry in this battle only when its cavalry leader is present, as the OOB was
       * organized; the campaign's word alone would take infantry that fought for cavalry. */
      outcome.cavalry = ffb_battle_group_is_cavalry (campaign, battle, which, group);
      g_array_append_val (side->groups, outcome);
    }
}

static gboolean
same_bucket (const FfbGroupOutcome *outcome, const FfbUnit *brigade)
{
  return outcome->experience == brigade->experience && !outcome->cavalry == !brigade->cavalry;
}

static int
label_index (const Attribution *at, const FfbUnit *brigade)
{
  for (guint i = 0; i < at->groups->len; i++)
    {
      const FfbGroupOutcome *outcome = &g_array_index (at->groups, FfbGroupOutcome, i);

      if (same_bucket (outcome, brigade) && g_strcmp0 (outcome->group_id,
                                                       brigade->sp_group_id) == 0)
        return (int) i;
    }
  return -1;
}

static void
take (Attribution *at, int i, int *stands)
{
  int n = MIN (*stands, at->room[i]);

  at->assigned[i] += n;
  at->room[i] -= n;
  *stands -= n;
}

/* The brigade's group first, then the other groups of its experience and arm; never more
 * than a group put on the table (R9A). */
static gboolean
attribute (Attribution *at, const FfbUnit *brigade, int stands, GError **error)
{
  int label = label_index (at, brigade);
  g_autofree char *path = NULL;

  if (label >= 0)
    take (at, label, &stands);
  for (guint i = 0; stands > 0 && i < at->groups->len; i++)
    if (same_bucket (&g_array_index (at->groups, FfbGroupOutcome, i), brigade))
      take (at, (int) i, &stands);
  if (stands == 0)
    return TRUE;
  path = ffb_unit_path (brigade);
  g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s lost %d %s%s stands more than "
                 "the SPs at the battle put on the table, and a battle never loses more stands of "
                 "an SP group than it fielded (R9A); organize the battle again (R4A)."), path,
               stands, ffb_experience_sentence_word (brigade->experience),
               brigade->cavalry ? _(" cavalry") : "");
  return FALSE;
}

static const char *
arm_word (int cavalry)
{
  return cavalry ? _("cavalry") : _("infantry");
}

/* R4A, R9A: the stored OOB holds, by experience and arm, the stands the SPs at the battle
 * make; otherwise losses could come from stands that never fought. */
static gboolean
check_fielded (const FfbAftermathSide *side, GPtrArray *brigades, int ratio, FfbSide which,
               GError **error)
{
  int held[2][FFB_N_EXPERIENCES] = { { 0 } }, made[2][FFB_N_EXPERIENCES] = { { 0 } };

  for (guint b = 0; b < brigades->len; b++)
    {
      const FfbUnit *brigade = g_ptr_array_index (brigades, b);

      held[brigade->cavalry != FALSE][brigade->experience] += brigade->stands;
    }
  for (guint i = 0; i < side->groups->len; i++)
    {
      const FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);

      made[g->cavalry != FALSE][g->experience] += g->present * ratio;
    }
  for (int c = 0; c < 2; c++)
    for (int e = 0; e < FFB_N_EXPERIENCES; e++)
      if (held[c][e] != made[c][e])
        {
          const char *experience = ffb_experience_sentence_word (e);

          g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("the stored %s order of battle "
                         "holds %d %s %s stands, but the %s %s SPs at the battle make %d at %d a "
                         "SP (R4A); a battle never loses more stands of an SP group than it "
                         "fielded (R9A), so organize the battle again or correct its OOB before "
                         "applying."), ffb_side_display_name (which), held[c][e], experience,
                       arm_word (c), experience, arm_word (c), made[c][e], ratio);
          return FALSE;
        }
  return TRUE;
}

static int
stands_lost_of (const FfbResultSide *result, const FfbUnit *brigade)
{
  for (guint i = 0; i < result->brigades->len; i++)
    {
      const FfbResultBrigade *item = &g_array_index (result->brigades, FfbResultBrigade, i);

      if (g_strcmp0 (item->unit_id, brigade->id) == 0)
        return item->stands_lost;
    }
  return 0;
}

static void
collect_brigades (FfbUnit *unit, GPtrArray *out)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    g_ptr_array_add (out, unit);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    collect_brigades (g_ptr_array_index (unit->children, i), out);
}

/* Pass one: stands in units that never arrived (R9E); pass two: stands lost (R9A). */
static gboolean
attribute_pass (Attribution *at, GPtrArray *brigades, const FfbResultSide *result,
                GHashTable *away, gboolean lost_pass, int *stands_lost, GError **error)
{
  for (guint b = 0; b < brigades->len; b++)
    {
      const FfbUnit *brigade = g_ptr_array_index (brigades, b);
      gboolean out = g_hash_table_contains (away, brigade->id);
      int stands = lost_pass ? stands_lost_of (result, brigade) : out ? brigade->stands : 0;

      if (lost_pass)
        stands_lost[brigade->experience] += stands;
      if (stands > 0 && !attribute (at, brigade, stands, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
work_out_fighting (FfbAftermathSide *side, GPtrArray *brigades, const FfbResultSide *result,
                   GHashTable *away, int ratio, FfbSide which, GError **error)
{
  guint n = side->groups->len;
  g_autofree int *room = g_new0 (int, n + 1), *out = g_new0 (int, n + 1);
  g_autofree int *lost = g_new0 (int, n + 1);
  Attribution at = { side->groups, room, out };

  if (!check_fielded (side, brigades, ratio, which, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    room[i] = g_array_index (side->groups, FfbGroupOutcome, i).present * ratio;
  if (!attribute_pass (&at, brigades, result, away, FALSE, NULL, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      FfbGroupOutcome *outcome = &g_array_index (side->groups, FfbGroupOutcome, i);

      outcome->stayed_out = MIN (outcome->present, out[i] / ratio);
      outcome->fought = outcome->present - outcome->stayed_out;
      room[i] = MAX (0, outcome->present * ratio - out[i]);
    }
  at.assigned = lost;
  if (!attribute_pass (&at, brigades, result, away, TRUE, side->stands_lost, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    g_array_index (side->groups, FfbGroupOutcome, i).stands_lost = lost[i];
  return TRUE;
}

/* R9A's rule-set option: how many whole SPs `sps` make. */
static gint64
whole_sps (FfbFraction sps, FfbRemainder remainder)
{
  if (remainder == FFB_REMAINDER_NEAREST)
    return ffb_fraction_round (sps); /* halves up */
  return ffb_fraction_floor (sps);
}

/* The group of the class that takes the next SP: most stands lost beyond its whole SPs;
 * failing that, when carried stands made the loss larger, the most SPs left that fought. */
static FfbGroupOutcome *
next_group (FfbAftermathSide *side, LossClass class, int ratio)
{
  FfbGroupOutcome *best = NULL, *widest = NULL;

  for (guint i = 0; i < side->groups->len; i++)
    {
      FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);
      int beyond = g->stands_lost - g->sp_removed * ratio;

      if (class_of (g->experience) != class || g->sp_removed >= g->fought)
        continue;
      if (beyond > 0 && (best == NULL || beyond > best->stands_lost - best->sp_removed * ratio
                         || (beyond == best->stands_lost - best->sp_removed * ratio
                             && g->stands_lost > best->stands_lost)))
        best = g;
      if (widest == NULL || g->fought - g->sp_removed > widest->fought - widest->sp_removed)
        widest = g;
    }
  return best != NULL ? best : widest;
}

/* Takes `wanted` whole SPs from the class's groups; returns how many could be taken. */
static int
remove_sps (FfbAftermathSide *side, LossClass class, int wanted, int ratio)
{
  int taken = 0;
  FfbGroupOutcome *g;

  for (guint i = 0; i < side->groups->len; i++)
    {
      g = &g_array_index (side->groups, FfbGroupOutcome, i);
      if (class_of (g->experience) == class)
        {
          g->sp_removed = MIN (g->fought, MIN (g->stands_lost / ratio, wanted - taken));
          taken += g->sp_removed;
        }
    }
  while (taken < wanted && (g = next_group (side, class, ratio)) != NULL)
    {
      g->sp_removed++;
      taken++;
    }
  return taken;
}

static const char *
class_words (LossClass class)
{
  return class == CLASS_CRACK ? _("crack") : _("green and veteran");
}

/* R9A for one class; R9B's count of this battle's SPs on the way. */
static gboolean
convert_class (FfbAftermathSide *side, LossClass class, int ratio, FfbRemainder remainder,
               FfbSide which, GError **error)
{
  int lost = 0, taken;
  gint64 wanted;
  FfbFraction pool = FFB_FRACTION_ZERO, carried;
  gboolean exact = TRUE;
  FfbExperience keep = class == CLASS_CRACK ? FFB_EXPERIENCE_CRACK : FFB_EXPERIENCE_VETERAN;

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    if (class_of (e) == class)
      {
        lost += side->stands_lost[e];
        exact &= ffb_fraction_add (pool, side->carried_before[e], &pool);
        side->carried_after[e] = side->carried_before[e];
      }
  /* A carried remainder waits for the class's next losses. */
  if (lost == 0)
    return TRUE;
  exact &= ffb_fraction_add (pool, ffb_fraction_of_stands (lost, ratio), &pool);
  if (!exact)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("the %s army's carried %s losses at "
                     "%d a SP can no longer be kept as an exact fraction of an SP (R9A): its "
                     "battles used too many different ratios."), ffb_side_display_name (which),
                   class_words (class), ratio);
      return FALSE;
    }
  /* R9B: this battle's stands at its ratio; the carried remainder stays out of it. */
  side->sp_lost += (int) whole_sps (ffb_fraction_of_stands (lost, ratio), remainder);
  wanted = whole_sps (pool, remainder);
  taken = remove_sps (side, class, (int) wanted, ratio);
  carried = remainder == FFB_REMAINDER_CARRY ? ffb_fraction_minus_whole (pool, taken)
                                             : ffb_fraction_make (wanted - taken, 1);
  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    if (class_of (e) == class)
      side->carried_after[e] = e == (int) keep ? carried : FFB_FRACTION_ZERO;
  return TRUE;
}

static void
sum_removed (FfbAftermathSide *side)
{
  for (guint i = 0; i < side->groups->len; i++)
    {
      const FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);

      side->sp_removed[g->experience] += g->sp_removed;
      side->sp_removed_total += g->sp_removed;
    }
}

gboolean
ffb_aftermath_work_out_losses (FfbAftermath *aftermath, FfbCampaign *campaign,
                               const FfbBattle *battle, FfbSide which, GError **error)
{
  FfbAftermathSide *side = &aftermath->sides[which];
  const FfbResultSide *result = &aftermath->result->sides[which];
  g_autoptr(GPtrArray) brigades = g_ptr_array_new ();

  gather_groups (side, campaign, battle, which);
  collect_brigades (aftermath->oobs[which]->army, brigades);
  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    side->carried_before[e] = campaign->carried[which][e];
  if (!work_out_fighting (side, brigades, result, aftermath->never_arrived[which],
                          battle->stands_per_sp, which, error)
      || !convert_class (side, CLASS_LINE, battle->stands_per_sp, campaign->rules->remainder,
                         which, error)
      || !convert_class (side, CLASS_CRACK, battle->stands_per_sp, campaign->rules->remainder,
                         which, error))
    return FALSE;
  sum_removed (side);
  side->batteries_lost = (int) result->batteries->len;
  return TRUE;
}
