/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize-check.c: what a stored OOB must still agree with in its battle: the SPs
 * present (R4A), the cavalry leaders present (R4A), the leaders of its commands present and
 * the referee's pick of the army leader (R4B). The tree's own limits are ffb_oob_validate's. */
#include "ffb-organize.h"

#include "ffb-oob-fitness.h"
#include "ffb-text.h"

#include <string.h>
#include <glib/gi18n-lib.h>

static gboolean
leader_present (const FfbBattle *battle, FfbSide side, const char *leader_id)
{
  GArray *present = battle->sides[side].leaders;

  for (guint i = 0; leader_id != NULL && i < present->len; i++)
    if (g_str_equal (g_array_index (present, FfbPresentLeader, i).leader_id, leader_id))
      return TRUE;
  return FALSE;
}

gboolean
ffb_battle_group_is_cavalry (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side,
                             const FfbSpGroup *group)
{
  g_return_val_if_fail (campaign != NULL && battle != NULL && group != NULL, FALSE);
  return ffb_campaign_sp_group_is_cavalry (campaign, group)
         && leader_present (battle, side, group->commander);
}

typedef struct
{
  int stands[2][FFB_N_EXPERIENCES]; /* [cavalry][experience] */
  int batteries[2];                 /* [horse] */
} Strength;

static void
add_unit_strength (const FfbUnit *unit, Strength *strength)
{
  if (unit->kind == FFB_UNIT_BRIGADE)
    strength->stands[unit->cavalry != FALSE][unit->experience] += unit->stands;
  else if (unit->kind == FFB_UNIT_BATTERY)
    strength->batteries[unit->horse != FALSE]++;
  if (unit->children != NULL)
    for (guint i = 0; i < unit->children->len; i++)
      add_unit_strength (g_ptr_array_index (unit->children, i), strength);
}

static void
add_present_strength (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side,
                      Strength *strength)
{
  GArray *present = battle->sides[side].sps;

  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentSp *entry = &g_array_index (present, FfbPresentSp, i);
      const FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, entry->group_id);
      gboolean cavalry;

      if (group == NULL)
        continue;
      cavalry = ffb_battle_group_is_cavalry (campaign, battle, side, group);
      strength->stands[cavalry][group->experience] += entry->count * battle->stands_per_sp;
      strength->batteries[cavalry] += entry->count * battle->batteries_per_sp;
    }
}

/* One item of the list below, each a whole phrase with its plural. */
static char *
stands_difference (int cavalry, FfbExperience experience, int held, int made)
{
  /* Translators: one item of a list of what an OOB holds against what the SPs make; %s is an
   * experience (green, veteran, crack). */
  if (cavalry)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d stand of %s cavalry where the SPs make %d",
                                         "%d stands of %s cavalry where the SPs make %d", held),
                            held, ffb_experience_sentence_word (experience), made);
  /* Translators: as above, for infantry. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d stand of %s infantry where the SPs make %d",
                                       "%d stands of %s infantry where the SPs make %d", held),
                          held, ffb_experience_sentence_word (experience), made);
}

static char *
batteries_difference (int horse, int held, int made)
{
  if (horse)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d battery of horse artillery where the SPs make %d",
                                         "%d batteries of horse artillery where the SPs make %d",
                                         held), held, made);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%d battery of foot artillery where the SPs make %d",
                                       "%d batteries of foot artillery where the SPs make %d",
                                       held), held, made);
}

static void
add_difference (GString *out, char *item)
{
  g_string_append_printf (out, "%s%s", out->len > 0 ? "; " : "", item);
  g_free (item);
}

/* "20 stands of veteran infantry where the SPs make 40; 0 batteries of horse artillery where
 * ...". */
static char *
describe_differences (const Strength *held, const Strength *made)
{
  GString *out = g_string_new (NULL);

  for (int cavalry = 0; cavalry < 2; cavalry++)
    for (int experience = 0; experience < FFB_N_EXPERIENCES; experience++)
      if (held->stands[cavalry][experience] != made->stands[cavalry][experience])
        add_difference (out, stands_difference (cavalry, experience,
                                                held->stands[cavalry][experience],
                                                made->stands[cavalry][experience]));
  for (int horse = 0; horse < 2; horse++)
    if (held->batteries[horse] != made->batteries[horse])
      add_difference (out, batteries_difference (horse, held->batteries[horse],
                                                 made->batteries[horse]));
  return g_string_free (out, FALSE);
}

/* R4A: whether the OOB holds what the SPs present make; when not, `differences` (may be NULL)
 * says what differs. */
static gboolean
strength_fits (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle, char **differences)
{
  Strength held = { { { 0 } }, { 0 } }, present = { { { 0 } }, { 0 } };

  add_unit_strength (oob->army, &held);
  add_present_strength (campaign, battle, oob->side, &present);
  if (memcmp (&held, &present, sizeof held) == 0)
    return TRUE;
  /* Say what differs: the totals may well agree when only the experience or arm does. */
  if (differences != NULL)
    *differences = describe_differences (&held, &present);
  return FALSE;
}

gboolean
ffb_oob_check_strength (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  g_autofree char *differences = NULL;

  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, FALSE);
  /* A fought battle's OOB is the record of what fought; the SPs have changed since (R9). */
  if (battle->fought || strength_fits (oob, campaign, battle, &differences))
    return TRUE;
  ffb_oob_add_finding (oob, "R4A", oob->army,
                       _("The OOB does not hold what the %s SPs present make at %d stands and %d "
                         "batteries per SP: %s; organize it again."),
                       ffb_side_display_name (oob->side), battle->stands_per_sp,
                       battle->batteries_per_sp, differences);
  return FALSE;
}

/* The first command below `unit` (itself included) led by a CW leader absent from the force. */
static const FfbUnit *
find_absent_leader (const FfbUnit *unit, const FfbBattle *battle, FfbSide side)
{
  if (unit->leader_id != NULL && !leader_present (battle, side, unit->leader_id))
    return unit;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    {
      const FfbUnit *found = find_absent_leader (g_ptr_array_index (unit->children, i), battle,
                                                 side);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
add_absent_leaders (FfbOob *oob, const FfbUnit *unit, const FfbBattle *battle)
{
  if (unit->leader_id != NULL && !leader_present (battle, oob->side, unit->leader_id))
    ffb_oob_add_finding (oob, "R4B", unit,
                         _("%s leads %s, but is no longer in the %s force of this battle; "
                           "organize it again."),
                         unit->leader_name != NULL ? unit->leader_name : _("A leader"), unit->name,
                         ffb_side_display_name (oob->side));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_absent_leaders (oob, g_ptr_array_index (unit->children, i), battle);
}

gboolean
ffb_oob_check_leaders_present (FfbOob *oob, const FfbBattle *battle)
{
  guint before;

  g_return_val_if_fail (oob != NULL && battle != NULL, FALSE);
  if (battle->fought)
    return TRUE;
  before = oob->findings->len;
  add_absent_leaders (oob, oob->army, battle);
  return oob->findings->len == before;
}

gboolean
ffb_oob_fits_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, FALSE);
  return battle->fought
         || (strength_fits (oob, campaign, battle, NULL)
             && find_absent_leader (oob->army, battle, oob->side) == NULL);
}

/* R4A: SPs of a cavalry leader who is not in the battle fight as infantry; the OOB says so. */
gboolean
ffb_oob_check_cavalry (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  GArray *present;
  gboolean all_mounted = TRUE;

  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, FALSE);
  present = battle->sides[oob->side].sps;
  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentSp *entry = &g_array_index (present, FfbPresentSp, i);
      const FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, entry->group_id);
      const FfbLeader *leader;

      if (group == NULL || entry->count < 1 || !ffb_campaign_sp_group_is_cavalry (campaign, group)
          || ffb_battle_group_is_cavalry (campaign, battle, oob->side, group))
        continue;
      leader = ffb_campaign_find_leader (campaign, group->commander);
      all_mounted = FALSE;
      ffb_oob_add_finding (oob, "R4A", oob->army,
                           _("%s (%d SP) fight as infantry: their cavalry leader, %s, is not in "
                             "this battle."), group->name != NULL ? group->name : group->id,
                           entry->count, leader->name);
    }
  return all_mounted;
}

gboolean
ffb_oob_check_roles (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  GArray *present;
  gboolean granted = TRUE;

  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, FALSE);
  /* Q1: other tactical rules have no army leader; the pick is FF's, kept for the battle
   * switched back to FF. */
  if (battle->tactics != NULL)
    return TRUE;
  present = battle->sides[oob->side].leaders;
  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentLeader *entry = &g_array_index (present, FfbPresentLeader, i);
      const FfbLeader *leader = ffb_campaign_find_leader (campaign, entry->leader_id);

      if (entry->role != FFB_ROLE_ARMY || leader == NULL
          || g_strcmp0 (oob->army->leader_id, leader->id) == 0)
        continue;
      granted = FALSE;
      ffb_oob_add_finding (oob, "R4B", oob->army,
                           _("%s was picked to lead the army, but %s leads it."), leader->name,
                           oob->army->leader_name ? oob->army->leader_name : _("nobody"));
    }
  return granted;
}

/* Q1: with other tactical rules the structure's limits are that set's, which the same checks
 * apply (ffb_battle_organizing_rules); their findings name the set's rule, not FF's. A
 * division's SPs (R4C) are no limit of Q1, which counts its brigades and their stands: the
 * organizer's aim, not a breach. The campaign's own rules the checks after name (R4A's ratio
 * and cavalry, R9D) stay as they are. */
static void
name_tactical_rule (FfbOob *oob, const FfbBattle *battle)
{
  static const char *const structure_rules[] = { "R4B", "R4E", "Brigade sizes", NULL };

  if (battle->tactics == NULL)
    return;
  for (guint i = oob->findings->len; i-- > 0;)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);

      if (g_str_equal (finding->rule, "R4C"))
        g_ptr_array_remove_index (oob->findings, i);
      else if (g_strv_contains (structure_rules, finding->rule))
        {
          g_free (finding->rule);
          finding->rule = g_strdup (battle->tactics->rule);
        }
    }
}

guint
ffb_oob_validate_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  g_autoptr(FfbRules) rules = NULL;

  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, 0);
  rules = ffb_battle_organizing_rules (battle, campaign->rules);
  ffb_oob_validate (oob, rules);
  name_tactical_rule (oob, battle);
  return oob->findings->len;
}

guint
ffb_oob_check_battle (FfbOob *oob, FfbCampaign *campaign, const FfbBattle *battle)
{
  g_return_val_if_fail (oob != NULL && campaign != NULL && battle != NULL, 0);
  ffb_oob_validate_battle (oob, campaign, battle);
  ffb_oob_check_strength (oob, campaign, battle);
  ffb_oob_check_cavalry (oob, campaign, battle);
  ffb_oob_check_roles (oob, campaign, battle);
  ffb_oob_check_leaders_present (oob, battle);
  ffb_oob_check_fitness (oob, campaign, battle);
  return oob->findings->len;
}

guint
ffb_organize_check_oobs (FfbCampaign *campaign)
{
  guint findings = 0;

  g_return_val_if_fail (campaign != NULL, 0);
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);

      for (int side = 0; side < FFB_N_SIDES; side++)
        if (battle->oob[side] != NULL)
          findings += ffb_oob_check_battle (battle->oob[side], campaign, battle);
    }
  return findings;
}
