/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-campaign.c: making and unmaking a campaign's parts: its SP groups and its
 * battles (see ffb-edit.h; a new empty campaign is made on the built-in rules, by
 * ffb-xml-built-in.h). The referee types the values; these functions
 * refuse, with a sentence and the field it is about, whatever would leave a campaign that
 * ffb_campaign_check (and so the file's loader) refuses. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>
#include "ffb-edit-text.h"

#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-limits.h"
#include "ffb-neutral-record.h"

/* Names */

static gboolean
same_name (const char *a, const char *b)
{
  g_autofree char *fa = g_utf8_casefold (a, -1);
  g_autofree char *fb = g_utf8_casefold (b, -1);

  return g_str_equal (fa, fb);
}

static gboolean
check_name (const char *name, FfbNamed named, const char *taken_by, FfbField *field,
            GError **error)
{
  /* Short sentences: the form shows them in place of the field's title. */
  const char *problem = ffb_edit_name_problem (name, named);

  if (problem == NULL && taken_by == NULL)
    return TRUE;
  *field = FFB_FIELD_NAME;
  if (problem != NULL)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, problem);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("%s has this name already."), taken_by);
  return FALSE;
}

/* SP groups */

static gboolean
group_name_taken (FfbCampaign *campaign, const char *group_id, FfbSide side, const char *name)
{
  g_autofree char *name_trimmed = ffb_edit_trimmed (name);

  for (guint i = 0; i < campaign->sp_groups->len; i++)
    {
      FfbSpGroup *other = g_ptr_array_index (campaign->sp_groups, i);

      if (other->side == side && g_strcmp0 (other->id, group_id) != 0
          && same_name (other->name, name_trimmed))
        return TRUE;
    }
  return FALSE;
}

/* A group may appear in several entries of one force: they add up (ffb_campaign_check). */
static int
battle_takes (const FfbBattle *battle, FfbSide side, const char *group_id)
{
  GArray *sps = battle->sides[side].sps;
  int total = 0;

  for (guint i = 0; i < sps->len; i++)
    if (g_str_equal (g_array_index (sps, FfbPresentSp, i).group_id, group_id))
      total += g_array_index (sps, FfbPresentSp, i).count;
  return total;
}

int
ffb_edit_sp_group_least_count (FfbCampaign *campaign, const char *group_id,
                               FfbBattle **battle)
{
  FfbSpGroup *group;
  int least = 0;

  g_return_val_if_fail (campaign != NULL && group_id != NULL, 0);
  if (battle != NULL)
    *battle = NULL;
  if ((group = ffb_campaign_find_sp_group (campaign, group_id)) == NULL)
    return 0;
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *each = g_ptr_array_index (campaign->battles, b);
      int takes = battle_takes (each, group->side, group_id);

      /* A fought battle is a record: the group may have lost SPs there since. */
      if (each->fought || takes <= least)
        continue;
      least = takes;
      if (battle != NULL)
        *battle = each;
    }
  return least;
}

static gboolean
check_count (FfbCampaign *campaign, const char *group_id, int count, FfbField *field,
             GError **error)
{
  FfbBattle *battle = NULL;
  int least = group_id != NULL ? ffb_edit_sp_group_least_count (campaign, group_id, &battle)
                               : 0;

  if (count >= 0 && count <= FFB_MAX_SP && count >= least && (group_id != NULL || count > 0))
    return TRUE;
  *field = FFB_FIELD_COUNT;
  /* A group the war has worn down to nothing stays, as the record of what it was; a new one
   * with no SP is a slip of the keyboard. */
  if (group_id == NULL && count == 0)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A new group holds from 1 to %d SP."),
                 FFB_MAX_SP);
  else if (count < least)
    g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s takes %d SP of this group: keep at "
                   "least %d, or take them out on Battle Setup first."), battle->name, least,
                 least);
  else
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A group holds from 0 to %d SP."),
                 FFB_MAX_SP);
  return FALSE;
}

static gboolean
check_commander (FfbCampaign *campaign, FfbSide side, const char *commander, FfbField *field,
                 GError **error)
{
  FfbLeader *leader;

  if (commander == NULL)
    return TRUE;
  leader = ffb_campaign_find_leader (campaign, commander);
  if (leader != NULL && leader->side == side)
    return TRUE;
  *field = FFB_FIELD_COMMANDER;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A group is commanded by a %s leader of "
                 "the campaign, or by nobody."), ffb_side_display_name (side));
  return FALSE;
}

static gboolean
check_weapons (const char *text, FfbField *field, GError **error)
{
  g_autofree char *weapons = ffb_weapons_note_clean (text);
  glong length = weapons != NULL ? g_utf8_strlen (weapons, -1) : 0;

  if (length <= FFB_MAX_WEAPONS)
    return TRUE;
  *field = FFB_FIELD_WEAPONS;
  /* The count too: the referee sees how much to cut. */
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A weapons note has at most %d characters, "
                 "not %ld."), FFB_MAX_WEAPONS, length);
  return FALSE;
}

gboolean
ffb_edit_check_sp_group (FfbCampaign *campaign, const char *group_id, FfbSide side,
                         const FfbSpGroupValues *values, FfbField *field, GError **error)
{
  FfbField ignored = FFB_FIELD_NONE;
  FfbSpGroup *group = NULL;

  g_return_val_if_fail (campaign != NULL && values != NULL, FALSE);
  if (field == NULL)
    field = &ignored;
  *field = FFB_FIELD_NONE;
  if (group_id != NULL && (group = ffb_campaign_find_sp_group (campaign, group_id)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no SP group “%s”."),
                   group_id);
      return FALSE;
    }
  if (group != NULL)
    side = group->side;
  /* The form offers only the three experiences: anything else is a caller's bug. */
  g_return_val_if_fail (values->experience >= 0 && values->experience < FFB_N_EXPERIENCES,
                        FALSE);
  return check_name (values->name, FFB_NAMED_SP_GROUP,
                     group_name_taken (campaign, group_id, side, values->name)
                       ? (side == FFB_SIDE_UNION ? _("Another Union group")
                                                 : _("Another Confederate group")) : NULL,
                     field, error)
         && check_count (campaign, group_id, values->count, field, error)
         && check_commander (campaign, side, values->commander, field, error)
         && check_weapons (values->weapons, field, error);
}

/* The values may be the group's own strings (an edit of one value keeps the others): the
 * copies are made before the old ones are freed. */
static void
apply_group_values (FfbSpGroup *group, const FfbSpGroupValues *values)
{
  char *name = ffb_edit_trimmed (values->name);
  char *commander = g_strdup (values->commander);
  char *weapons = ffb_weapons_note_clean (values->weapons);

  g_free (group->name);
  group->name = name;
  g_free (group->commander);
  group->commander = commander;
  g_free (group->weapons);
  group->weapons = weapons;
  group->experience = values->experience;
  group->count = values->count;
}

FfbSpGroup *
ffb_edit_new_sp_group (FfbCampaign *campaign, FfbSide side, const FfbSpGroupValues *values,
                       GError **error)
{
  g_autofree char *id = NULL;
  FfbSpGroup *group;
  gboolean added;

  g_return_val_if_fail (campaign != NULL && values != NULL, NULL);
  if (!ffb_edit_check_sp_group (campaign, NULL, side, values, NULL, error))
    return NULL;
  id = ffb_edit_new_sp_group_id (campaign, values->name);
  group = ffb_sp_group_new (id, side, values->experience, values->count);
  apply_group_values (group, values);
  /* The id was made unused a moment ago: the add cannot fail. */
  added = ffb_campaign_add_sp_group (campaign, group);
  g_assert (added);
  return group;
}

static void
set_unit_weapons (FfbUnit *unit, const char *group_id, const char *weapons)
{
  if (unit->kind == FFB_UNIT_BRIGADE && g_strcmp0 (unit->sp_group_id, group_id) == 0)
    {
      g_free (unit->weapons);
      unit->weapons = g_strdup (weapons);
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    set_unit_weapons (g_ptr_array_index (unit->children, i), group_id, weapons);
}

/* The note is the referee's description, not an organizing rule: a stored OOB, which the
 * sheets print, follows it rather than keep a note he has since corrected. */
static void
carry_weapons (FfbCampaign *campaign, const FfbSpGroup *group)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);

      if (!battle->fought && battle->oob[group->side] != NULL)
        set_unit_weapons (battle->oob[group->side]->army, group->id, group->weapons);
    }
}

gboolean
ffb_edit_sp_group (FfbCampaign *campaign, const char *group_id,
                   const FfbSpGroupValues *values, GError **error)
{
  FfbSpGroup *group;
  g_autofree char *before = NULL;

  g_return_val_if_fail (campaign != NULL && group_id != NULL && values != NULL, FALSE);
  if (!ffb_edit_check_sp_group (campaign, group_id, FFB_SIDE_UNION, values, NULL, error))
    return FALSE;
  group = ffb_campaign_find_sp_group (campaign, group_id);
  before = g_strdup (group->weapons);
  apply_group_values (group, values);
  if (g_strcmp0 (before, group->weapons) != 0)
    carry_weapons (campaign, group);
  return TRUE;
}

/* Removing an SP group */

static gboolean
unit_names_group (const FfbUnit *unit, const char *group_id)
{
  if (g_strcmp0 (unit->sp_group_id, group_id) == 0)
    return TRUE;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    if (unit_names_group (g_ptr_array_index (unit->children, i), group_id))
      return TRUE;
  return FALSE;
}

static gboolean
oob_names_group (const FfbBattle *battle, FfbSide side, const char *group_id)
{
  return battle->oob[side] != NULL && unit_names_group (battle->oob[side]->army, group_id);
}

/* Even an entry for 0 SP names the group: the loader wants every entry's group to exist. */
static gboolean
force_lists_group (const FfbBattle *battle, FfbSide side, const char *group_id)
{
  GArray *sps = battle->sides[side].sps;

  for (guint i = 0; i < sps->len; i++)
    if (g_str_equal (g_array_index (sps, FfbPresentSp, i).group_id, group_id))
      return TRUE;
  return FALSE;
}

static gboolean
battle_names_group (const FfbBattle *battle, const char *group_id)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (force_lists_group (battle, side, group_id) || oob_names_group (battle, side, group_id))
      return TRUE;
  return g_strcmp0 (battle->draft_crack_group, group_id) == 0;
}

GPtrArray *
ffb_edit_sp_group_battles (FfbCampaign *campaign, const char *group_id)
{
  GPtrArray *battles = g_ptr_array_new ();

  g_return_val_if_fail (campaign != NULL && group_id != NULL, battles);
  for (guint b = 0; b < campaign->battles->len; b++)
    if (battle_names_group (g_ptr_array_index (campaign->battles, b), group_id))
      g_ptr_array_add (battles, g_ptr_array_index (campaign->battles, b));
  return battles;
}

gboolean
ffb_battle_has_begun (const FfbBattle *battle)
{
  const FfbNeutral *neutral = battle->neutral;

  return neutral != NULL && (neutral->dice != NULL || neutral->orders->len > 0
                             || neutral->rolled);
}

gboolean
ffb_edit_can_remove_sp_group (FfbCampaign *campaign, const char *group_id, GError **error)
{
  FfbSpGroup *group;
  g_autoptr(GPtrArray) battles = NULL;

  g_return_val_if_fail (campaign != NULL && group_id != NULL, FALSE);
  if ((group = ffb_campaign_find_sp_group (campaign, group_id)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no SP group “%s”."),
                   group_id);
      return FALSE;
    }
  battles = ffb_edit_sp_group_battles (campaign, group_id);
  for (guint b = 0; b < battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (battles, b);

      if (battle->fought)
        g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s fought at %s: the battle keeps it "
                       "as its record, so it stays in the campaign (a group may hold 0 SP)."),
                     group->name, battle->name);
      else if (ffb_battle_has_begun (battle))
        g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s fights at %s, whose dice or "
                       "orders are already drawn: its secrets name the group's brigades."),
                     group->name, battle->name);
      if (battle->fought || ffb_battle_has_begun (battle))
        return FALSE;
    }
  return TRUE;
}

static void
take_group_out (FfbBattle *battle, const char *group_id)
{
  gboolean oob_holds = FALSE;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      GArray *sps = battle->sides[side].sps;

      /* A force may list the group in several entries. */
      for (guint i = sps->len; i-- > 0;)
        if (g_str_equal (g_array_index (sps, FfbPresentSp, i).group_id, group_id))
          g_array_remove_index (sps, i);
      oob_holds |= oob_names_group (battle, side, group_id);
    }
  /* The OOBs were built from the old forces: both are organized again, as after R9. */
  if (oob_holds)
    for (int side = 0; side < FFB_N_SIDES; side++)
      ffb_battle_set_oob (battle, side, NULL);
  if (g_strcmp0 (battle->draft_crack_group, group_id) == 0)
    g_clear_pointer (&battle->draft_crack_group, g_free);
}

gboolean
ffb_edit_remove_sp_group (FfbCampaign *campaign, const char *group_id, GError **error)
{
  FfbSpGroup *group;

  g_return_val_if_fail (campaign != NULL && group_id != NULL, FALSE);
  if (!ffb_edit_can_remove_sp_group (campaign, group_id, error))
    return FALSE;
  for (guint b = 0; b < campaign->battles->len; b++)
    take_group_out (g_ptr_array_index (campaign->battles, b), group_id);
  group = ffb_campaign_find_sp_group (campaign, group_id);
  /* The index points into the array: drop the entry before the array frees the group. */
  g_hash_table_remove (campaign->group_index, group->id);
  g_ptr_array_remove (campaign->sp_groups, group);
  return TRUE;
}

/* Battles */

void
ffb_battle_values_init (FfbCampaign *campaign, FfbBattleValues *values)
{
  g_return_if_fail (campaign != NULL && values != NULL);

  *values = (FfbBattleValues) {
    .name = "",
    .hex = "",
    .year = campaign->year,
    .months = campaign->months,
    .terrain = FFB_TERRAIN_CLEAR,
    .river = FFB_RIVER_NONE,
    .attacker = FFB_SIDE_UNION,
    .stands_per_sp = campaign->rules->stands_per_sp,
    .batteries_per_sp = campaign->rules->batteries_per_sp,
  };
}

/* By another battle than `self` (NULL: any). */
static gboolean
battle_name_taken (FfbCampaign *campaign, const FfbBattle *self, const char *name)
{
  g_autofree char *name_trimmed = ffb_edit_trimmed (name);

  for (guint i = 0; i < campaign->battles->len; i++)
    {
      const FfbBattle *other = g_ptr_array_index (campaign->battles, i);

      if (other != self && same_name (other->name, name_trimmed))
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_hex (const char *text, FfbField *field, GError **error)
{
  g_autofree char *hex = ffb_edit_trimmed (text);

  if (g_utf8_strlen (hex, -1) <= FFB_MAX_HEX && ffb_edit_is_one_line (hex))
    return TRUE;
  *field = FFB_FIELD_HEX;
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A CW map hex is a short code such as "
                 "2114, on one line and at most %d characters."), FFB_MAX_HEX);
  return FALSE;
}

static gboolean
check_battle_numbers (const FfbBattleValues *values, FfbField *field, GError **error)
{
  if (!check_hex (values->hex, field, error))
    return FALSE;
  if (values->stands_per_sp < 1 || values->stands_per_sp > 1000
      || values->batteries_per_sp < 0 || values->batteries_per_sp > 100)
    {
      *field = FFB_FIELD_RATIO;
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, _("An SP makes 1 to 1000 stands "
                             "and 0 to 100 batteries (R4A)."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
battle_enums_valid (const FfbBattleValues *values)
{
  return values->year >= FFB_FIRST_YEAR && values->year <= FFB_LAST_YEAR
         && values->months >= 0 && values->months < FFB_N_MONTHS
         && values->terrain >= 0 && values->terrain < FFB_N_TERRAINS
         && values->river >= 0 && values->river < FFB_N_RIVERS
         && (values->attacker == FFB_SIDE_UNION || values->attacker == FFB_SIDE_CONFEDERATE);
}

gboolean
ffb_edit_check_battle (FfbCampaign *campaign, const FfbBattleValues *values,
                       FfbField *field, GError **error)
{
  FfbField ignored = FFB_FIELD_NONE;

  g_return_val_if_fail (campaign != NULL && values != NULL, FALSE);
  if (field == NULL)
    field = &ignored;
  *field = FFB_FIELD_NONE;
  if (!check_name (values->name, FFB_NAMED_BATTLE,
                   battle_name_taken (campaign, NULL, values->name) ? _("Another battle") : NULL,
                   field, error)
      || !check_battle_numbers (values, field, error))
    return FALSE;
  /* The form offers only valid turns, grounds and sides: anything else is a caller's bug. */
  g_return_val_if_fail (battle_enums_valid (values), FALSE);
  return TRUE;
}

gboolean
ffb_battle_check_name_and_hex (FfbCampaign *campaign, const FfbBattle *battle,
                               const char *name, const char *hex, FfbField *field,
                               GError **error)
{
  FfbField ignored = FFB_FIELD_NONE;

  g_return_val_if_fail (campaign != NULL && battle != NULL, FALSE);
  if (field == NULL)
    field = &ignored;
  *field = FFB_FIELD_NONE;
  return check_name (name, FFB_NAMED_BATTLE,
                     battle_name_taken (campaign, battle, name) ? _("Another battle") : NULL,
                     field, error)
         && check_hex (hex, field, error);
}

void
ffb_battle_values_of (const FfbBattle *battle, FfbBattleValues *values)
{
  g_return_if_fail (battle != NULL && values != NULL);

  *values = (FfbBattleValues) {
    .name = battle->name,
    .hex = battle->hex,
    .year = battle->year,
    .months = battle->months,
    .terrain = battle->terrain,
    .river = battle->river,
    .attacker = battle->attacker,
    .stands_per_sp = battle->stands_per_sp,
    .batteries_per_sp = battle->batteries_per_sp,
  };
}

/* The values may be the battle's own strings (ffb_battle_values_of): the copies are made
 * before the old ones are freed. */
static void
apply_battle_values (FfbBattle *battle, const FfbBattleValues *values)
{
  char *name = ffb_edit_trimmed (values->name);
  char *hex = ffb_edit_trimmed (values->hex);

  g_free (battle->name);
  battle->name = name;
  g_free (battle->hex);
  battle->hex = hex;
  battle->year = values->year;
  battle->months = values->months;
  battle->terrain = values->terrain;
  battle->river = values->river;
  battle->attacker = values->attacker;
  battle->stands_per_sp = values->stands_per_sp;
  battle->batteries_per_sp = values->batteries_per_sp;
}

/* "Fair dice": once the seed is drawn, only the name and hex may change. */
static gboolean
frozen_values_kept (const FfbBattle *battle, const FfbBattleValues *values)
{
  return values->year == battle->year && values->months == battle->months
         && values->terrain == battle->terrain && values->river == battle->river
         && values->attacker == battle->attacker
         && values->stands_per_sp == battle->stands_per_sp
         && values->batteries_per_sp == battle->batteries_per_sp;
}

gboolean
ffb_battle_edit_setup (FfbCampaign *campaign, FfbBattle *battle, const FfbBattleValues *values,
                       FfbField *field, GError **error)
{
  FfbField ignored = FFB_FIELD_NONE;

  g_return_val_if_fail (campaign != NULL && battle != NULL && values != NULL, FALSE);
  if (field == NULL)
    field = &ignored;
  *field = FFB_FIELD_NONE;
  /* R9: its turn, ground and ratio made the OOBs and the result it was fought with. */
  if (!ffb_battle_check_not_fought (battle, _("its setup is not changed"), error)
      || (!frozen_values_kept (battle, values)
          && !ffb_battle_check_setup_open (battle, _("its turn, ground, attacker and ratio are "
                                                     "not changed"), error))
      || !ffb_battle_check_name_and_hex (campaign, battle, values->name, values->hex, field,
                                         error)
      || !check_battle_numbers (values, field, error))
    return FALSE;
  /* The page offers only valid turns, grounds and sides: anything else is a caller's bug. */
  g_return_val_if_fail (battle_enums_valid (values), FALSE);
  apply_battle_values (battle, values);
  return TRUE;
}

FfbBattle *
ffb_edit_new_battle (FfbCampaign *campaign, const FfbBattleValues *values, GError **error)
{
  g_autofree char *id = NULL;
  FfbBattle *battle;

  g_return_val_if_fail (campaign != NULL && values != NULL, NULL);
  if (!ffb_edit_check_battle (campaign, values, NULL, error))
    return NULL;
  id = ffb_edit_new_battle_id (campaign, values->name);
  battle = ffb_battle_new (id, values->stands_per_sp, values->batteries_per_sp);
  g_free (battle->name);
  battle->name = ffb_edit_trimmed (values->name);
  g_free (battle->hex);
  battle->hex = ffb_edit_trimmed (values->hex);
  battle->year = values->year;
  battle->months = values->months;
  battle->terrain = values->terrain;
  battle->river = values->river;
  battle->attacker = values->attacker;
  ffb_campaign_add_battle (campaign, battle);
  return battle;
}

gboolean
ffb_edit_remove_battle (FfbCampaign *campaign, const char *battle_id, GError **error)
{
  FfbBattle *battle;

  g_return_val_if_fail (campaign != NULL && battle_id != NULL, FALSE);
  if ((battle = ffb_campaign_find_battle (campaign, battle_id)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no battle “%s”."),
                   battle_id);
      return FALSE;
    }
  if (battle->fought || ffb_history_find_aftermath (campaign, battle_id) != NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IN_USE, _("%s was carried back to the campaign: "
                     "its history keeps the battle as the record of what happened."),
                   battle->name);
      return FALSE;
    }
  g_ptr_array_remove (campaign->battles, battle);
  return TRUE;
}

/* "1/2 of a veteran SP (10 stands at 20 a SP)": the ratio is said once, with the first. */
static void
append_carried (GString *text, FfbFraction carried, FfbExperience experience, int ratio)
{
  g_autofree char *fraction = ffb_fraction_to_string (carried);
  const char *word = ffb_experience_sentence_word (experience);
  gboolean first = text->len == 0;
  int stands;

  if (!first)
    g_string_append (text, " · ");
  /* Translators: a share of an SP lost; %s after "a" is an experience
   * (green, veteran, crack), the last number the stands a SP makes. */
  if (!ffb_fraction_to_stands (carried, ratio, &stands))
    g_string_append_printf (text, _("%s of a %s SP"), fraction, word);
  else if (first)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s of a %s SP (%d stand at %d "
                                               "a SP)", "%s of a %s SP (%d stands at %d a SP)",
                                               stands), fraction, word, stands, ratio);
  else
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s of a %s SP (%d stand)",
                                               "%s of a %s SP (%d stands)", stands),
                            fraction, word, stands);
}

char *
ffb_edit_carried_text (FfbCampaign *campaign, FfbSide side)
{
  GString *text;

  g_return_val_if_fail (campaign != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  text = g_string_new (NULL);
  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    if (!ffb_fraction_is_zero (campaign->carried[side][e]))
      append_carried (text, campaign->carried[side][e], e, campaign->rules->stands_per_sp);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* "May-Jun 1862" */
static char *
turn_words (int year, FfbMonths months)
{
  return g_strdup_printf ("%s %d", ffb_months_sentence_word (months), year);
}

char *
ffb_edit_battle_turn_warning (FfbCampaign *campaign, int year, FfbMonths months)
{
  int battle_turn, campaign_turn;
  g_autofree char *battle_words = NULL, *campaign_words = NULL;

  g_return_val_if_fail (campaign != NULL, NULL);
  battle_turn = ffb_campaign_turn_number (year, months);
  campaign_turn = ffb_campaign_turn_number (campaign->year, campaign->months);
  if (battle_turn == campaign_turn)
    return NULL;
  battle_words = turn_words (year, months);
  campaign_words = turn_words (campaign->year, campaign->months);
  if (battle_turn > campaign_turn)
    return g_strdup_printf (_("%s is after the campaign's turn, %s: a battle is fought in the "
                              "campaign's turn (R1), and its leaders' promotion counters would "
                              "be placed at turn %d, to wait until that turn's Reinforcement "
                              "Phase (R10A, R10B). Advance the campaign to %s if the war has "
                              "moved on."), battle_words, campaign_words, battle_turn,
                            battle_words);
  return g_strdup_printf (_("%s is before the campaign's turn, %s: a battle is fought in the "
                            "campaign's turn (R1), and its leaders' promotion counters would be "
                            "placed at turn %d, whose Reinforcement Phase has gone by (R10A, "
                            "R10B)."), battle_words, campaign_words, battle_turn);
}

gboolean
ffb_edit_set_turn (FfbCampaign *campaign, int year, FfbMonths months, GError **error)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  if (year < FFB_FIRST_YEAR || year > FFB_LAST_YEAR || (int) months < 0
      || months >= FFB_N_MONTHS)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A campaign's CW turn is from %d to %d; "
                     "%d is not one."), FFB_FIRST_YEAR, FFB_LAST_YEAR, year);
      return FALSE;
    }
  campaign->year = year;
  campaign->months = months;
  return TRUE;
}
