/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign.c: the campaign model: its leaders, strength points, promotion track and
 * battles, kept in campaign order and indexed by id; and the checks of meaning that a schema
 * cannot make, shared by the loader and by campaigns built in code. */
#include "ffb-campaign.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-random.h"
#include "ffb-text.h"

FfbLeader *
ffb_leader_new (const char *id, const char *name, FfbSide side, int stars)
{
  FfbLeader *leader;

  g_return_val_if_fail (id != NULL, NULL);

  leader = g_new0 (FfbLeader, 1);
  leader->id = g_strdup (id);
  leader->name = g_strdup (name != NULL ? name : id);
  leader->side = side;
  leader->stars = stars;
  /* The lowest printed initiative: a leader made in code is valid until told otherwise. */
  leader->initiative = 1;
  leader->status = FFB_LEADER_ACTIVE;
  leader->other_counters = g_array_new (FALSE, TRUE, sizeof (FfbLeaderCounter));
  return leader;
}

void
ffb_leader_free (FfbLeader *leader)
{
  if (leader == NULL)
    return;
  g_free (leader->id);
  g_free (leader->name);
  g_array_unref (leader->other_counters);
  g_free (leader);
}

FfbSpGroup *
ffb_sp_group_new (const char *id, FfbSide side, FfbExperience experience, int count)
{
  FfbSpGroup *group;

  g_return_val_if_fail (id != NULL, NULL);

  group = g_new0 (FfbSpGroup, 1);
  group->id = g_strdup (id);
  group->name = g_strdup (id);
  group->side = side;
  group->experience = experience;
  group->count = count;
  return group;
}

void
ffb_sp_group_free (FfbSpGroup *group)
{
  if (group == NULL)
    return;
  g_free (group->id);
  g_free (group->name);
  g_free (group->commander);
  g_free (group->weapons);
  g_free (group);
}

char *
ffb_weapons_note_clean (const char *text)
{
  GString *clean = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text != NULL ? text : ""; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      /* Invalid bytes stop the note rather than reach a file or a sheet. */
      if (c == (gunichar) -1 || c == (gunichar) -2)
        break;
      if (g_unichar_isspace (c) || g_unichar_iscntrl (c))
        {
          space = clean->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (clean, ' ');
      space = FALSE;
      g_string_append_unichar (clean, c);
    }
  if (clean->len == 0)
    {
      g_string_free (clean, TRUE);
      return NULL;
    }
  return g_string_free (clean, FALSE);
}

static void
clear_promotion (gpointer data)
{
  FfbPromotion *promotion = data;

  g_free (promotion->leader_id);
}

FfbCampaign *
ffb_campaign_new_with_rules (FfbRules *rules, const char *rules_ref)
{
  FfbCampaign *campaign;

  g_return_val_if_fail (rules != NULL, NULL);

  campaign = g_new0 (FfbCampaign, 1);

  campaign->ref_count = 1;
  /* The arrays own the leaders and groups; the indexes only point into them. */
  campaign->leader_index = g_hash_table_new (g_str_hash, g_str_equal);
  campaign->group_index = g_hash_table_new (g_str_hash, g_str_equal);
  campaign->name = g_strdup (_("Untitled campaign"));
  campaign->year = FFB_FIRST_YEAR;
  campaign->months = FFB_MONTHS_MAR_APR;
  campaign->rules = ffb_rules_ref (rules);
  campaign->rules_ref = g_strdup (rules_ref);
  campaign->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_leader_free);
  campaign->sp_groups = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_sp_group_free);
  campaign->battles = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_battle_free);
  campaign->promotions = g_array_new (FALSE, TRUE, sizeof (FfbPromotion));
  g_array_set_clear_func (campaign->promotions, clear_promotion);
  for (int s = 0; s < FFB_N_SIDES; s++)
    for (int e = 0; e < FFB_N_EXPERIENCES; e++)
      campaign->carried[s][e] = FFB_FRACTION_ZERO;
  campaign->keyring = ffb_keyring_new ();
  campaign->sealed_kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return campaign;
}

FfbCampaign *
ffb_campaign_ref (FfbCampaign *campaign)
{
  g_return_val_if_fail (campaign != NULL, NULL);
  g_atomic_int_inc (&campaign->ref_count);
  return campaign;
}

void
ffb_campaign_unref (FfbCampaign *campaign)
{
  if (campaign == NULL || !g_atomic_int_dec_and_test (&campaign->ref_count))
    return;
  g_hash_table_unref (campaign->leader_index);
  g_hash_table_unref (campaign->group_index);
  g_ptr_array_unref (campaign->leaders);
  g_ptr_array_unref (campaign->sp_groups);
  g_ptr_array_unref (campaign->battles);
  g_array_unref (campaign->promotions);
  g_free (campaign->leader_ratings);
  g_clear_pointer (&campaign->history, g_ptr_array_unref);
  g_clear_pointer (&campaign->rules, ffb_rules_unref);
  g_free (campaign->rules_ref);
  g_free (campaign->name);
  g_free (campaign->note);
  ffb_keyring_unref (campaign->keyring);
  g_hash_table_unref (campaign->sealed_kept);
  /* The campaign seed is a secret (ffb-campaign-dice.h): wiped, not only freed. */
  ffb_random_free_secret_text (campaign->dice_seed);
  g_free (campaign->dice_commitment);
  g_clear_pointer (&campaign->action_cards, ffb_card_play_free);
  g_free (campaign->blocks_battle);
  g_free (campaign);
}

void
ffb_campaign_swap (FfbCampaign *campaign, FfbCampaign *other)
{
  FfbCampaign held;

  g_return_if_fail (campaign != NULL && other != NULL);

  /* Everything moves but the reference counts, which belong to the holders. */
  held = *campaign;
  *campaign = *other;
  *other = held;
  campaign->ref_count = other->ref_count;
  other->ref_count = held.ref_count;
}

void
ffb_campaign_blocks_carry (FfbCampaign *to, FfbCampaign *from)
{
  g_return_if_fail (to != NULL && from != NULL);
  g_free (to->blocks_battle);
  to->blocks_battle = g_steal_pointer (&from->blocks_battle);
  to->blocks_turn = from->blocks_turn;
  to->blocks_number = from->blocks_number;
}

gboolean
ffb_campaign_has_passphrase (FfbCampaign *campaign, FfbReader reader)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  return ffb_keyring_has_passphrase (campaign->keyring, reader);
}

gboolean
ffb_campaign_battle_is_sealed (FfbCampaign *campaign, const char *battle_id)
{
  g_return_val_if_fail (campaign != NULL && battle_id != NULL, FALSE);
  return g_hash_table_contains (campaign->sealed_kept, battle_id);
}

/* Leaders and SP groups share one id space: a group's commander and a battle's entries name
 * them by id, and one id must never mean two things. */
static gboolean
id_is_used (FfbCampaign *campaign, const char *id)
{
  return g_hash_table_contains (campaign->leader_index, id)
         || g_hash_table_contains (campaign->group_index, id);
}

gboolean
ffb_campaign_add_leader (FfbCampaign *campaign, FfbLeader *leader)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (leader != NULL && leader->id != NULL, FALSE);

  if (id_is_used (campaign, leader->id))
    return FALSE;
  g_ptr_array_add (campaign->leaders, leader);
  g_hash_table_insert (campaign->leader_index, leader->id, leader);
  return TRUE;
}

gboolean
ffb_campaign_add_sp_group (FfbCampaign *campaign, FfbSpGroup *group)
{
  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (group != NULL && group->id != NULL, FALSE);

  if (id_is_used (campaign, group->id))
    return FALSE;
  g_ptr_array_add (campaign->sp_groups, group);
  g_hash_table_insert (campaign->group_index, group->id, group);
  return TRUE;
}

void
ffb_campaign_add_battle (FfbCampaign *campaign, FfbBattle *battle)
{
  g_return_if_fail (campaign != NULL);
  g_return_if_fail (battle != NULL);

  g_ptr_array_add (campaign->battles, battle);
}

FfbLeader *
ffb_campaign_find_leader (FfbCampaign *campaign, const char *id)
{
  g_return_val_if_fail (campaign != NULL, NULL);

  return id != NULL ? g_hash_table_lookup (campaign->leader_index, id) : NULL;
}

FfbSpGroup *
ffb_campaign_find_sp_group (FfbCampaign *campaign, const char *id)
{
  g_return_val_if_fail (campaign != NULL, NULL);

  return id != NULL ? g_hash_table_lookup (campaign->group_index, id) : NULL;
}

FfbBattle *
ffb_campaign_find_battle (FfbCampaign *campaign, const char *id)
{
  g_return_val_if_fail (campaign != NULL, NULL);

  for (guint i = 0; id != NULL && i < campaign->battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, i);

      if (g_strcmp0 (battle->id, id) == 0)
        return battle;
    }
  return NULL;
}

const char *
ffb_campaign_leader_name (FfbCampaign *campaign, const char *id)
{
  FfbLeader *leader = ffb_campaign_find_leader (campaign, id);

  return leader != NULL && leader->name != NULL ? leader->name : id;
}

const char *
ffb_campaign_sp_group_name (FfbCampaign *campaign, const char *id)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, id);

  return group != NULL && group->name != NULL ? group->name : id;
}

const char *
ffb_campaign_battle_name (FfbCampaign *campaign, const char *id)
{
  FfbBattle *battle = ffb_campaign_find_battle (campaign, id);

  return battle != NULL && battle->name != NULL ? battle->name : id;
}

/* Names compared as a person types them: no case, no spaces around. */
static char *
name_key (const char *name)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name));

  return g_utf8_casefold (trimmed, -1);
}

FfbBattle *
ffb_campaign_find_battle_named (FfbCampaign *campaign, const char *name)
{
  g_autofree char *key = NULL;
  FfbBattle *by_id;

  g_return_val_if_fail (campaign != NULL && name != NULL, NULL);
  if (!g_utf8_validate (name, -1, NULL))
    return NULL;
  key = name_key (name);
  for (guint i = 0; i < campaign->battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, i);
      g_autofree char *battle_key = name_key (battle->name != NULL ? battle->name : battle->id);

      if (g_str_equal (battle_key, key))
        return battle;
    }
  by_id = ffb_campaign_find_battle (campaign, name);
  return by_id;
}

/* The one item of `items` whose name (at `name_offset`, a char*) is `name` as a person types
 * it, or NULL when none or several. */
static gpointer
unique_named (GPtrArray *items, gsize name_offset, const char *name)
{
  g_autofree char *key = NULL;
  gpointer found = NULL;

  if (!g_utf8_validate (name, -1, NULL))
    return NULL;
  key = name_key (name);
  for (guint i = 0; i < items->len; i++)
    {
      const char *item_name = G_STRUCT_MEMBER (const char *, items->pdata[i], name_offset);
      g_autofree char *item_key = item_name != NULL ? name_key (item_name) : NULL;

      if (item_key == NULL || !g_str_equal (item_key, key))
        continue;
      if (found != NULL)
        return NULL;
      found = items->pdata[i];
    }
  return found;
}

FfbLeader *
ffb_campaign_find_leader_named (FfbCampaign *campaign, const char *name)
{
  FfbLeader *leader;

  g_return_val_if_fail (campaign != NULL && name != NULL, NULL);
  if ((leader = ffb_campaign_find_leader (campaign, name)) != NULL)
    return leader;
  return unique_named (campaign->leaders, G_STRUCT_OFFSET (FfbLeader, name), name);
}

FfbSpGroup *
ffb_campaign_find_sp_group_named (FfbCampaign *campaign, const char *name)
{
  FfbSpGroup *group;

  g_return_val_if_fail (campaign != NULL && name != NULL, NULL);
  if ((group = ffb_campaign_find_sp_group (campaign, name)) != NULL)
    return group;
  return unique_named (campaign->sp_groups, G_STRUCT_OFFSET (FfbSpGroup, name), name);
}

char *
ffb_campaign_battle_names (FfbCampaign *campaign)
{
  GString *names = g_string_new (NULL);

  g_return_val_if_fail (campaign != NULL, g_string_free (names, FALSE));
  for (guint i = 0; i < campaign->battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, i);

      g_string_append_printf (names, "%s“%s”", i > 0 ? ", " : "",
                              battle->name != NULL ? battle->name : battle->id);
    }
  if (names->len == 0)
    g_string_append (names, _("none"));
  return g_string_free (names, FALSE);
}

gboolean
ffb_campaign_sp_group_is_cavalry (FfbCampaign *campaign, const FfbSpGroup *group)
{
  FfbLeader *commander;

  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (group != NULL, FALSE);

  commander = ffb_campaign_find_leader (campaign, group->commander);
  return commander != NULL && commander->cavalry;
}

int
ffb_campaign_turn_number (int year, FfbMonths months)
{
  g_return_val_if_fail (months >= FFB_MONTHS_MAR_APR && months <= FFB_MONTHS_NOV_FEB, 0);

  /* Nov-Feb belongs to the year it starts in: Nov 1861 - Feb 1862 is turn 5. */
  return (year - FFB_FIRST_YEAR) * FFB_N_MONTHS + (int) months + 1;
}

/* The checks. Each reports the first problem it finds as one sentence; the loader passes a
 * line function so that the sentence names the line of the offending element. */
typedef struct
{
  FfbCampaign *campaign;
  const char *source_name;
  FfbCampaignLineFunc line_func;
  gpointer user_data;
  GError **error;
} Checker;

static gboolean fail (Checker *checker, gconstpointer object, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static gboolean
fail (Checker *checker, gconstpointer object, const char *format, ...)
{
  g_autofree char *message = NULL;
  int line = 0;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (checker->line_func != NULL)
    line = checker->line_func (object, checker->user_data);
  if (line > 0)
    g_set_error (checker->error, FFB_ERROR, FFB_ERROR_MEANING, "%s:%d: %s",
                 checker->source_name, line, message);
  else
    g_set_error (checker->error, FFB_ERROR, FFB_ERROR_MEANING, "%s: %s", checker->source_name,
                 message);
  return FALSE;
}

/* What a range or id check names: each kind has its own whole sentences, so that a
 * translation can agree with the noun. */
typedef enum
{
  KIND_LEADER,
  KIND_COUNTER,
  KIND_SP_GROUP,
  KIND_CAMPAIGN,
  KIND_PROMOTION,
  KIND_BATTLE,
} Kind;

gboolean
ffb_campaign_id_is_valid (const char *id)
{
  gsize length = id != NULL ? strlen (id) : 0;

  if (length == 0 || length > 64 || !g_ascii_isalnum (id[0]))
    return FALSE;
  for (gsize i = 1; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && strchr ("_.-", id[i]) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
check_range (Checker *checker, gconstpointer object, Kind kind, const char *id,
             const char *property, int value, int min, int max)
{
  if (value >= min && value <= max)
    return TRUE;
  /* Translators: the first %s is an id or a name, the second what is out of range (a field
   * of the campaign, such as "initiative" or "placed-turn"), then the value and its bounds. */
  switch (kind)
    {
    case KIND_LEADER:
      return fail (checker, object, _("the leader \"%s\" has %s %d, but it must be from %d to "
                                      "%d."), id, property, value, min, max);
    case KIND_COUNTER:
      return fail (checker, object, _("the counter \"%s\" has %s %d, but it must be from %d to "
                                      "%d."), id, property, value, min, max);
    case KIND_SP_GROUP:
      return fail (checker, object, _("the SP group \"%s\" has %s %d, but it must be from %d "
                                      "to %d."), id, property, value, min, max);
    case KIND_CAMPAIGN:
      return fail (checker, object, _("the campaign \"%s\" has %s %d, but it must be from %d "
                                      "to %d."), id, property, value, min, max);
    case KIND_PROMOTION:
      return fail (checker, object, _("the promotion counter of \"%s\" has %s %d, but it must "
                                      "be from %d to %d."), id, property, value, min, max);
    case KIND_BATTLE:
    default:
      return fail (checker, object, _("the battle \"%s\" has %s %d, but it must be from %d to "
                                      "%d."), id, property, value, min, max);
    }
}

static gboolean
check_id (Checker *checker, gconstpointer object, Kind kind, const char *id)
{
  g_autofree char *shown = NULL;

  if (ffb_campaign_id_is_valid (id))
    return TRUE;
  shown = ffb_text_quote_untrusted (id);
  switch (kind)
    {
    case KIND_LEADER:
      return fail (checker, object, _("a leader has the id \"%s\"; ids are 1 to 64 letters, "
                                      "digits, '-', '_' or '.', starting with a letter or "
                                      "digit."), shown);
    case KIND_SP_GROUP:
      return fail (checker, object, _("a SP group has the id \"%s\"; ids are 1 to 64 letters, "
                                      "digits, '-', '_' or '.', starting with a letter or "
                                      "digit."), shown);
    default:
      g_assert (kind == KIND_BATTLE);
      return fail (checker, object, _("a battle has the id \"%s\"; ids are 1 to 64 letters, "
                                      "digits, '-', '_' or '.', starting with a letter or "
                                      "digit."), shown);
    }
}

/* L1: one counter per rank, each with ratings a counter can print. */
static gboolean
check_counters (Checker *checker, FfbLeader *leader)
{
  int seen = 1 << CLAMP (leader->stars, 0, 8);

  for (guint i = 0; i < leader->other_counters->len; i++)
    {
      const FfbLeaderCounter *c = &g_array_index (leader->other_counters, FfbLeaderCounter, i);
      /* Translators: names a leader's other counter: the leader's id and its stars. */
      g_autofree char *what = g_strdup_printf (_("%s %d-star"), leader->id, c->stars);

      if (!check_range (checker, leader, KIND_COUNTER, what, C_("field", "stars"), c->stars, 1, 4)
          || !check_range (checker, leader, KIND_COUNTER, what, C_("field", "initiative"),
                           c->initiative, 1, 4)
          || !check_range (checker, leader, KIND_COUNTER, what, _("tactical rating"),
                           c->tactical, -2, 2)
          || !check_range (checker, leader, KIND_COUNTER, what, _("army command rating"),
                           c->army_command, -3, 3))
        return FALSE;
      if (seen & (1 << c->stars))
        return fail (checker, leader, _("the leader \"%s\" has two %d-star counters; he has one "
                       "counter per rank (L1)."), leader->id, c->stars);
      seen |= 1 << c->stars;
    }
  return TRUE;
}

static gboolean
check_leader (Checker *checker, FfbLeader *leader)
{
  FfbCampaign *campaign = checker->campaign;

  if (!check_id (checker, leader, KIND_LEADER, leader->id))
    return FALSE;
  if (g_hash_table_lookup (campaign->leader_index, leader->id) != leader)
    return fail (checker, leader, _("the id \"%s\" is used twice; each leader and SP group needs "
                   "an id of its own."), leader->id);
  return check_range (checker, leader, KIND_LEADER, leader->id, C_("field", "stars"),
                      leader->stars, 1, 4)
         && check_range (checker, leader, KIND_LEADER, leader->id, C_("field", "initiative"),
                         leader->initiative, 1, 4)
         && check_range (checker, leader, KIND_LEADER, leader->id, _("tactical rating"),
                         leader->tactical, -2, 2)
         && check_range (checker, leader, KIND_LEADER, leader->id, _("army command rating"),
                         leader->army_command, -3, 3)
         && check_range (checker, leader, KIND_LEADER, leader->id, C_("field", "side"),
                         (int) leader->side, 0, FFB_N_SIDES - 1)
         && check_range (checker, leader, KIND_LEADER, leader->id, C_("field", "status"),
                         (int) leader->status, FFB_LEADER_ACTIVE, FFB_LEADER_CAPTURED)
         && check_counters (checker, leader);
}

static gboolean
check_commander (Checker *checker, FfbSpGroup *group)
{
  FfbLeader *commander;

  if (group->commander == NULL)
    return TRUE;
  commander = ffb_campaign_find_leader (checker->campaign, group->commander);
  if (commander == NULL)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (group->commander);

      return fail (checker, group, _("the SP group \"%s\" is commanded by \"%s\", who is not a "
                     "leader in the campaign."), group->id, shown);
    }
  if (commander->side != group->side)
    return fail (checker, group, _("the %s SP group \"%s\" is commanded by \"%s\", a %s leader."),
                 ffb_side_display_name (group->side), group->id, group->commander,
                 ffb_side_display_name (commander->side));
  return TRUE;
}

/* The note is printed beside a brigade's tally boxes: a long one would crowd them out. */
static gboolean
check_weapons (Checker *checker, FfbSpGroup *group)
{
  glong length = group->weapons != NULL ? g_utf8_strlen (group->weapons, -1) : 0;
  g_autofree char *shown = NULL;

  if (length <= FFB_MAX_WEAPONS)
    return TRUE;
  shown = ffb_text_quote_untrusted (group->weapons);
  return fail (checker, group, _("the SP group \"%s\" has a weapons note of %ld characters "
                 "(\"%s\"); a note has at most %d."), group->id, length, shown, FFB_MAX_WEAPONS);
}

static gboolean
check_sp_group (Checker *checker, FfbSpGroup *group)
{
  if (!check_id (checker, group, KIND_SP_GROUP, group->id))
    return FALSE;
  if (g_hash_table_lookup (checker->campaign->group_index, group->id) != group)
    return fail (checker, group, _("the id \"%s\" is used twice; each leader and SP group needs "
                   "an id of its own."), group->id);
  return check_range (checker, group, KIND_SP_GROUP, group->id, C_("field", "count"), group->count,
                      0,
                      FFB_MAX_SP)
         && check_range (checker, group, KIND_SP_GROUP, group->id, C_("field", "side"),
                         (int) group->side, 0,
                         FFB_N_SIDES - 1)
         && check_range (checker, group, KIND_SP_GROUP, group->id, C_("field", "experience"),
                         (int) group->experience, 0, FFB_N_EXPERIENCES - 1)
         && check_commander (checker, group)
         && check_weapons (checker, group);
}

static gboolean
check_turn (Checker *checker, gconstpointer object, Kind kind, const char *id, int year,
            FfbMonths months)
{
  return check_range (checker, object, kind, id, C_("field", "year"), year, FFB_FIRST_YEAR,
                      FFB_LAST_YEAR)
         && check_range (checker, object, kind, id, C_("field", "months"), (int) months, 0,
                         FFB_N_MONTHS - 1);
}

static gboolean
check_campaign_numbers (Checker *checker)
{
  FfbCampaign *campaign = checker->campaign;
  const char *name = campaign->name != NULL ? campaign->name : "";

  if (!check_turn (checker, campaign, KIND_CAMPAIGN, name, campaign->year, campaign->months))
    return FALSE;
  for (int s = 0; s < FFB_N_SIDES; s++)
    for (int e = 0; e < FFB_N_EXPERIENCES; e++)
      {
        FfbFraction carried = campaign->carried[s][e];

        if (carried.num < 0 || carried.den < 1 || carried.den > FFB_FRACTION_MAX_DENOMINATOR
            || carried.num > (gint64) FFB_MAX_SP * carried.den)
          /* Translators: R9A is a rule id, keep it; the third %s is an experience as the
           * file writes it (green, veteran, crack). */
          return fail (checker, campaign, _("the %s side carries %lld/%lld of a lost %s SP, but "
                                            "it must be from 0 to %d SP, with a denominator "
                                            "from 1 to %d (R9A)."),
                       ffb_side_display_name (s), (long long) carried.num,
                       (long long) carried.den, ffb_experience_sentence_word (e), FFB_MAX_SP,
                       FFB_FRACTION_MAX_DENOMINATOR);
      }
  return TRUE;
}

static gboolean
check_promotion (Checker *checker, FfbPromotion *promotion)
{
  int last_turn = ffb_campaign_turn_number (FFB_LAST_YEAR, FFB_MONTHS_NOV_FEB);

  if (ffb_campaign_find_leader (checker->campaign, promotion->leader_id) == NULL)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (promotion->leader_id);

      return fail (checker, promotion, _("a promotion counter names leader \"%s\", who is not "
                     "in the campaign."), shown);
    }
  return check_range (checker, promotion, KIND_PROMOTION, promotion->leader_id,
                      "placed-turn", promotion->placed_turn, 1, last_turn);
}

/* R4B: the referee picks a role only for a 3-star leader; a 4-star leader is always the
 * army leader, so "army" is merely said again for him. */
static gboolean
check_role (Checker *checker, FfbBattle *battle, FfbPresentLeader *present, FfbLeader *leader)
{
  if (present->role < FFB_ROLE_AUTO || present->role > FFB_ROLE_ARMY)
    return fail (checker, present, _("the battle \"%s\" gives leader \"%s\" an unknown role."),
                 battle->id, leader->id);
  if (present->role == FFB_ROLE_AUTO || leader->stars == 3
      || (leader->stars == 4 && present->role == FFB_ROLE_ARMY))
    return TRUE;
  if (leader->stars == 4)
    return fail (checker, present, _("the battle \"%s\" makes the 4-star leader \"%s\" a corps "
                   "leader, but a 4-star leader always leads the army (R4B)."), battle->id,
                 leader->id);
  /* Translators: R4B is a rule id, keep it. */
  if (present->role == FFB_ROLE_ARMY)
    return fail (checker, present, _("the battle \"%s\" makes the %d-star leader \"%s\" army "
                                     "leader, but only a 3-star leader's role may be chosen "
                                     "(R4B)."),
                 battle->id, leader->stars, leader->id);
  /* Translators: R4B is a rule id, keep it. */
  return fail (checker, present, _("the battle \"%s\" makes the %d-star leader \"%s\" a corps "
                                   "leader, but only a 3-star leader's role may be chosen (R4B)."),
               battle->id, leader->stars, leader->id);
}

static gboolean
check_present_leader (Checker *checker, FfbBattle *battle, FfbSide side,
                      FfbPresentLeader *present, GHashTable *seen)
{
  FfbLeader *leader = ffb_campaign_find_leader (checker->campaign, present->leader_id);

  if (leader == NULL)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (present->leader_id);

      return fail (checker, present, _("the battle \"%s\" names leader \"%s\", who is not in "
                     "the campaign."), battle->id, shown);
    }
  if (leader->side != side)
    return fail (checker, present, _("the battle \"%s\" puts the %s leader \"%s\" in the %s "
                   "force."), battle->id, ffb_side_display_name (leader->side), leader->id,
                 ffb_side_display_name (side));
  if (!g_hash_table_add (seen, leader->id))
    return fail (checker, present, _("the battle \"%s\" lists leader \"%s\" twice."), battle->id,
                 leader->id);
  /* A fought battle is a record: a leader killed there was alive when it was fought. */
  if (!battle->fought
      && (leader->status == FFB_LEADER_KILLED || leader->status == FFB_LEADER_CAPTURED))
    {
      if (leader->status == FFB_LEADER_KILLED)
        return fail (checker, present, _("the battle \"%s\" names leader \"%s\", who has been "
                                         "killed and cannot fight."), battle->id, leader->id);
      return fail (checker, present, _("the battle \"%s\" names leader \"%s\", who has been "
                                       "captured and cannot fight."), battle->id, leader->id);
    }
  return check_role (checker, battle, present, leader);
}

/* `used` counts the SPs of each group this battle has taken so far: a group may appear in
 * several entries, but never for more SPs than it has. */
static gboolean
check_present_sp (Checker *checker, FfbBattle *battle, FfbSide side, FfbPresentSp *present,
                  GHashTable *used)
{
  FfbSpGroup *group = ffb_campaign_find_sp_group (checker->campaign, present->group_id);
  int total;

  if (group == NULL)
    {
      g_autofree char *shown = ffb_text_quote_untrusted (present->group_id);

      return fail (checker, present, _("the battle \"%s\" names SP group \"%s\", which is not "
                     "in the campaign."), battle->id, shown);
    }
  if (group->side != side)
    return fail (checker, present, _("the battle \"%s\" puts the %s SP group \"%s\" in the %s "
                   "force."), battle->id, ffb_side_display_name (group->side), group->id,
                 ffb_side_display_name (side));
  if (!check_range (checker, present, KIND_BATTLE, battle->id, _("an SP count"),
                    present->count, 0,
                    FFB_MAX_SP))
    return FALSE;
  total = GPOINTER_TO_INT (g_hash_table_lookup (used, group)) + present->count;
  /* A fought battle is a record: the group may have lost SPs there since. */
  if (total > group->count && !battle->fought)
    return fail (checker, present, _("the battle \"%s\" uses %d SP of group \"%s\", which has "
                   "only %d."), battle->id, total, group->id, group->count);
  g_hash_table_insert (used, group, GINT_TO_POINTER (total));
  return TRUE;
}

static gboolean
check_force (Checker *checker, FfbBattle *battle, FfbSide side, GHashTable *seen)
{
  FfbBattleSide *force = &battle->sides[side];
  g_autoptr(GHashTable) used = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < force->leaders->len; i++)
    if (!check_present_leader (checker, battle, side,
                               &g_array_index (force->leaders, FfbPresentLeader, i), seen))
      return FALSE;
  for (guint i = 0; i < force->sps->len; i++)
    if (!check_present_sp (checker, battle, side, &g_array_index (force->sps, FfbPresentSp, i),
                           used))
      return FALSE;
  return TRUE;
}

static gboolean
check_battle_setup (Checker *checker, FfbBattle *battle)
{
  return check_turn (checker, battle, KIND_BATTLE, battle->id, battle->year, battle->months)
         && check_range (checker, battle, KIND_BATTLE, battle->id, "stands-per-sp",
                         battle->stands_per_sp, 1, 1000)
         && check_range (checker, battle, KIND_BATTLE, battle->id, "batteries-per-sp",
                         battle->batteries_per_sp, 0, 100)
         && check_range (checker, battle, KIND_BATTLE, battle->id, C_("field", "terrain"),
                         (int) battle->terrain, 0, FFB_N_TERRAINS - 1)
         && check_range (checker, battle, KIND_BATTLE, battle->id, C_("field", "river"),
                         (int) battle->river,
                         0, FFB_N_RIVERS - 1)
         && check_range (checker, battle, KIND_BATTLE, battle->id, C_("field", "attacker"),
                         (int) battle->attacker, 0, FFB_N_SIDES - 1);
}

static gboolean
check_battle (Checker *checker, FfbBattle *battle, GHashTable *battle_ids)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (!check_id (checker, battle, KIND_BATTLE, battle->id))
    return FALSE;
  if (!g_hash_table_add (battle_ids, battle->id))
    return fail (checker, battle, _("two battles have the id \"%s\"; each battle needs an id of "
                   "its own."), battle->id);
  return check_battle_setup (checker, battle)
         && check_force (checker, battle, FFB_SIDE_UNION, seen)
         && check_force (checker, battle, FFB_SIDE_CONFEDERATE, seen);
}

static gboolean
check_all (Checker *checker)
{
  FfbCampaign *campaign = checker->campaign;
  g_autoptr(GHashTable) battle_ids = g_hash_table_new (g_str_hash, g_str_equal);

  if (!check_campaign_numbers (checker))
    return FALSE;
  for (guint i = 0; i < campaign->leaders->len; i++)
    if (!check_leader (checker, g_ptr_array_index (campaign->leaders, i)))
      return FALSE;
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    if (!check_sp_group (checker, g_ptr_array_index (campaign->sp_groups, i)))
      return FALSE;
  for (guint i = 0; i < campaign->promotions->len; i++)
    if (!check_promotion (checker, &g_array_index (campaign->promotions, FfbPromotion, i)))
      return FALSE;
  for (guint i = 0; i < campaign->battles->len; i++)
    if (!check_battle (checker, g_ptr_array_index (campaign->battles, i), battle_ids))
      return FALSE;
  return TRUE;
}

gboolean
ffb_campaign_check_located (FfbCampaign *campaign, const char *source_name,
                            FfbCampaignLineFunc line_func, gpointer user_data, GError **error)
{
  Checker checker = { campaign, source_name, line_func, user_data, error };

  g_return_val_if_fail (campaign != NULL, FALSE);
  g_return_val_if_fail (source_name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return check_all (&checker);
}

/* A campaign built in code has no file: its messages start with the campaign's name. */
gboolean
ffb_campaign_check (FfbCampaign *campaign, GError **error)
{
  const char *source_name;

  g_return_val_if_fail (campaign != NULL, FALSE);

  source_name = campaign->name != NULL && *campaign->name != '\0' ? campaign->name
                                                                   : _("the campaign");
  return ffb_campaign_check_located (campaign, source_name, NULL, NULL, error);
}
