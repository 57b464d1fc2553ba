/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-flank-check.c: may this flank march go? R5, R5A, R5B, R7C and R7D, each refusal a
 * finding that names its rule. */
#include "ffb-flank.h"

#include <math.h>
#include <glib/gi18n-lib.h>

typedef struct
{
  const FfbFlankOrder *order;
  GPtrArray *orders;
  FfbCampaign *campaign;
  const FfbBattle *battle;
  FfbOob *oob;
  const FfbRules *rules;
  GPtrArray *findings;
  guint found;
} Check;

static void refuse (Check *check, const char *rule, const char *unit_id, const char *format,
                    ...) G_GNUC_PRINTF (4, 5);

static void
refuse (Check *check, const char *rule, const char *unit_id, const char *format, ...)
{
  FfbFinding *finding = g_new0 (FfbFinding, 1);
  va_list args;

  finding->rule = g_strdup (rule);
  finding->unit_id = g_strdup (unit_id);
  va_start (args, format);
  finding->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (check->findings, finding);
  check->found++;
}

static const char *
side_name (const Check *check)
{
  return ffb_side_display_name (check->order->side);
}

/* R7C: a swamp hex or a road or gap hexside (or a house-ruled river) allows none. */
static void
check_ground (Check *check)
{
  const FfbBattle *battle = check->battle;
  FfbGroundEffect ground = ffb_rules_ground_effect (check->rules, battle->terrain,
                                                    battle->river);

  if (ground.no_flank_marches)
    refuse (check, "R7C", NULL, _("No flank marches for either side on this ground (%s hex, "
              "river %s)."), ffb_terrain_sentence_word (battle->terrain),
            ffb_river_sentence_word (battle->river));
}

static void
check_demoralized (Check *check)
{
  FfbSide side = check->order->side;

  if (side == ffb_battle_defender (check->battle) && check->battle->sides[side].demoralized)
    refuse (check, "R7D", NULL, _("The %s army defends Demoralized and may not flank march."),
            side_name (check));
}

/* R5A: one march a flank; R5B: one leader leads one march. */
static void
check_other_orders (Check *check)
{
  const FfbFlankOrder *order = check->order;

  for (guint i = 0; i < check->orders->len; i++)
    {
      const FfbFlankOrder *other = g_ptr_array_index (check->orders, i);

      if (other == order || other->side != order->side)
        continue;
      if (other->flank == order->flank)
        refuse (check, "R5A", NULL, _("The %s army already has a flank march on its %s."),
                side_name (check), ffb_flank_sentence_word (order->flank));
      if (g_str_equal (other->leader_id, order->leader_id))
        refuse (check, "R5B", NULL, _("%s already leads the %s flank march."),
                order->leader_id, ffb_flank_sentence_word (other->flank));
    }
}

static gboolean
leader_present (const Check *check)
{
  GArray *present = check->battle->sides[check->order->side].leaders;

  for (guint i = 0; i < present->len; i++)
    if (g_str_equal (g_array_index (present, FfbPresentLeader, i).leader_id,
                     check->order->leader_id))
      return TRUE;
  return FALSE;
}

/* The command he holds in the OOB, else the one his stars give him (R4B). */
static FfbRank
leader_rank (const Check *check, const FfbLeader *leader)
{
  FfbUnit *unit = ffb_unit_find_led (check->oob->army, leader->id);

  if (unit == NULL)
    return check->rules->rank_for_stars[CLAMP (leader->stars, 1, 4)];
  return unit->kind == FFB_UNIT_ARMY ? FFB_RANK_ARMY
         : unit->kind == FFB_UNIT_CORPS ? FFB_RANK_CORPS : FFB_RANK_DIVISION;
}

/* R5B with R4C: a division leader leads 1-2 SP's worth, a corps (or army) leader 2-6. */
static void
check_rank_fits (Check *check, const FfbLeader *leader, int stands)
{
  const FfbRules *rules = check->rules;
  FfbRank rank = leader_rank (check, leader);
  gboolean division = rank == FFB_RANK_DIVISION;
  int low = division ? rules->division_min_sp : rules->corps_min_sp;
  int high = division ? rules->division_max_sp : rules->corps_max_sp;
  int per_sp = check->oob->stands_per_sp;

  if (stands >= low * per_sp && stands <= high * per_sp)
    return;
  refuse (check, "R5B", NULL, _("%s, a %s leader, may lead %d-%d SP's worth of stands (%d-%d "
            "stands, R4C); this march has %d."), leader->name, ffb_rank_sentence_word (rank), low,
          high, low * per_sp, high * per_sp, stands);
}

static const FfbLeader *
check_leader (Check *check)
{
  const FfbLeader *leader = ffb_campaign_find_leader (check->campaign, check->order->leader_id);

  if (leader == NULL || leader->side != check->order->side || !leader_present (check))
    {
      refuse (check, "R5B", NULL, _("A flank march is led by a CW leader present in the %s "
                "force; “%s” is not one."), side_name (check),
              ffb_campaign_leader_name (check->campaign, check->order->leader_id));
      return NULL;
    }
  return leader;
}

/* The other order takes this unit, or a unit under it. */
static gboolean
overlaps (const Check *check, const FfbFlankOrder *other, const FfbUnit *unit)
{
  if (ffb_flank_order_takes (other, unit))
    return TRUE;
  for (guint i = 0; i < other->unit_ids->len; i++)
    for (const FfbUnit *up = ffb_oob_find_unit (check->oob, other->unit_ids->pdata[i]);
         up != NULL; up = up->parent)
      if (up == unit)
        return TRUE;
  return FALSE;
}

static gboolean
taken_by_other_order (const Check *check, const FfbUnit *unit)
{
  for (guint i = 0; i < check->orders->len; i++)
    {
      const FfbFlankOrder *other = g_ptr_array_index (check->orders, i);

      if (other != check->order && other->side == check->order->side
          && overlaps (check, other, unit))
        return TRUE;
    }
  return FALSE;
}

/* Counts the order's unit ids equal to `id`. */
static guint
count_id (const FfbFlankOrder *order, const char *id)
{
  guint n = 0;

  for (guint i = 0; i < order->unit_ids->len; i++)
    n += g_str_equal (g_ptr_array_index (order->unit_ids, i), id);
  return n;
}

static void
check_unit (Check *check, const char *id)
{
  FfbUnit *unit = ffb_oob_find_unit (check->oob, id);

  if (unit == NULL)
    refuse (check, "R5B", id, _("The %s OOB has no unit “%s” to send."), side_name (check), id);
  else if (unit->kind == FFB_UNIT_ARMY)
    refuse (check, "R5A", id, _("The whole army cannot flank march (at most %.0f%% of its "
              "stands)."), check->rules->flank_max_fraction * 100);
  else if (count_id (check->order, id) > 1
           || (unit->parent != NULL && ffb_flank_order_takes (check->order, unit->parent)))
    refuse (check, "R5B", id, _("%s is listed twice in the march."), unit->name);
  else if (taken_by_other_order (check, unit))
    refuse (check, "R5A", id, _("%s, or part of it, already marches on the other flank."),
            unit->name);
}

/* R5A: all the side's marches together hold at most the rule set's share of its stands. */
static void
check_share (Check *check, int stands)
{
  int army = ffb_unit_count_stands (check->oob->army);
  int total = stands;
  double most = check->rules->flank_max_fraction * army;

  for (guint i = 0; i < check->orders->len; i++)
    {
      const FfbFlankOrder *other = g_ptr_array_index (check->orders, i);

      if (other != check->order && other->side == check->order->side)
        total += ffb_flank_order_size (other, check->oob, check->rules).stands;
    }
  if (total > floor (most + 1e-9))
    refuse (check, "R5A", NULL, _("Flank marches may take at most %.0f%% of the army's %d "
              "stands (%d); the %s marches would take %d."),
            check->rules->flank_max_fraction * 100, army, (int) floor (most + 1e-9),
            side_name (check), total);
}

static void
check_size (Check *check, const FfbLeader *leader)
{
  int stands = ffb_flank_order_size (check->order, check->oob, check->rules).stands;
  int least = check->rules->flank_min_sp * check->oob->stands_per_sp;

  if (stands < least)
    refuse (check, "R5B", NULL, _("A flank march needs at least %d SP's worth of stands (%d); "
              "this one has %d."), check->rules->flank_min_sp, least, stands);
  else if (leader != NULL)
    check_rank_fits (check, leader, stands);
  check_share (check, stands);
}

guint
ffb_flank_check (const FfbFlankOrder *order, GPtrArray *orders, FfbCampaign *campaign,
                 const FfbBattle *battle, FfbOob *oob, GPtrArray *findings)
{
  /* R5B weighs a leader's command by R4C, or by Q1's division for a battle fought with
   * other tactical rules: the limits its OOB was organized to. */
  g_autoptr(FfbRules) rules = NULL;
  Check check = { order, orders, campaign, battle, oob, NULL, findings, 0 };
  const FfbLeader *leader;

  g_return_val_if_fail (order != NULL && orders != NULL && campaign != NULL, 0);
  g_return_val_if_fail (battle != NULL && oob != NULL && findings != NULL, 0);
  g_return_val_if_fail (oob->side == order->side, 0);
  rules = ffb_battle_organizing_rules (battle, campaign->rules);
  check.rules = rules;

  check_ground (&check);
  check_demoralized (&check);
  check_other_orders (&check);
  leader = check_leader (&check);
  for (guint i = 0; i < order->unit_ids->len; i++)
    check_unit (&check, g_ptr_array_index (order->unit_ids, i));
  check_size (&check, leader);
  return check.found;
}
