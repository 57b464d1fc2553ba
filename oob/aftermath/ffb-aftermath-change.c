/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-change.c: what an aftermath changes in a campaign (R9-R10A): SP groups cut or
 * split by experience, leaders' fates and counters, the killed struck off, the battle's draft
 * cleared and the other battles' OOBs followed. The preview (ffb-aftermath.c) makes these
 * changes on a copy to show them; applying them (ffb-aftermath-apply.c) makes them for good. */
#include "ffb-aftermath-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-oob-fitness.h"
#include "ffb-organize.h"

#define MAX_ID_LENGTH 64

static void add (GPtrArray *notes, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static void
add (GPtrArray *notes, const char *rule, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  if (notes == NULL)
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (notes, ffb_note_new (rule, "%s", text));
}

/* "us-sw-2-veteran", or "us-sw-2-veteran-2" when taken by a group that is not its like. */
static char *
split_id (FfbCampaign *campaign, const FfbSpGroup *group, FfbExperience experience)
{
  const char *word = ffb_experience_to_string (experience);
  int keep = MAX_ID_LENGTH - (int) strlen (word) - 4;

  for (int n = 1;; n++)
    {
      g_autofree char *suffix = n == 1 ? g_strdup ("") : g_strdup_printf ("-%d", n);
      char *id = g_strdup_printf ("%.*s-%s%s", keep, group->id, word, suffix);
      FfbSpGroup *found = ffb_campaign_find_sp_group (campaign, id);

      if (found == NULL
          || (found->side == group->side && found->experience == experience
              && g_strcmp0 (found->commander, group->commander) == 0)
          || n > 99)
        return id;
      g_free (id);
    }
}

/* `count` SPs of `group` become a group of `experience` of their own, or join one made the
 * same way before. */
static void
split_off (FfbCampaign *campaign, FfbSpGroup *group, FfbExperience experience, int count,
           GPtrArray *notes)
{
  g_autofree char *id = split_id (campaign, group, experience);
  FfbSpGroup *other = ffb_campaign_find_sp_group (campaign, id);
  const char *rule = experience == FFB_EXPERIENCE_CRACK ? "R9F" : "R9E";

  if (other != NULL)
    {
      other->count += count;
      /* Translators: the first %s is an experience (green, veteran,
       * crack), then two SP groups' names. */
      add (notes, rule, g_dngettext (GETTEXT_PACKAGE, "%d %s SP of %s joins %s, now %d SP.",
                                     "%d %s SP of %s join %s, now %d SP.", count),
           count, ffb_experience_sentence_word (experience), group->name, other->name,
           other->count);
      return;
    }
  other = ffb_sp_group_new (id, group->side, experience, count);
  g_free (other->name);
  other->name = g_strdup_printf ("%s (%s)", group->name, ffb_experience_to_string (experience));
  other->commander = g_strdup (group->commander);
  /* The same men, carrying the same arms. */
  other->weapons = g_strdup (group->weapons);
  ffb_campaign_add_sp_group (campaign, other);
  /* Translators: the first %s is an experience (green, veteran, crack),
   * then two SP groups' names. */
  add (notes, rule, g_dngettext (GETTEXT_PACKAGE, "%d %s SP of %s becomes a group of its own: %s.",
                                 "%d %s SP of %s become a group of their own: %s.", count),
       count, ffb_experience_sentence_word (experience), group->name, other->name);
}

/* R9A, R9E, R9F for one group: how many SPs of each experience it holds afterwards. */
static void
change_group (FfbCampaign *campaign, const FfbGroupOutcome *g, GPtrArray *notes)
{
  static const FfbExperience preferred[] = { FFB_EXPERIENCE_VETERAN, FFB_EXPERIENCE_CRACK,
                                             FFB_EXPERIENCE_GREEN };
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, g->group_id);
  int counts[FFB_N_EXPERIENCES] = { 0 };
  FfbExperience keep = g->experience;

  counts[g->experience] = group->count - g->sp_removed;
  counts[FFB_EXPERIENCE_GREEN] -= g->to_veteran;
  counts[FFB_EXPERIENCE_VETERAN] += g->to_veteran;
  if (g->to_crack)
    {
      counts[FFB_EXPERIENCE_VETERAN]--;
      counts[FFB_EXPERIENCE_CRACK]++;
    }
  /* The group keeps its id for the SPs that did not change; when all changed, it changes. */
  for (guint i = 0; counts[keep] <= 0 && i < G_N_ELEMENTS (preferred); i++)
    if (counts[preferred[i]] > 0)
      keep = preferred[i];
  group->experience = keep;
  group->count = MAX (0, counts[keep]);
  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    if (e != (int) keep && counts[e] > 0)
      split_off (campaign, group, e, counts[e], notes);
}

static void
change_leaders (FfbCampaign *campaign, const FfbAftermathSide *side)
{
  for (guint i = 0; i < side->killed->len; i++)
    ffb_campaign_find_leader (campaign, g_ptr_array_index (side->killed, i))->status =
      FFB_LEADER_KILLED;
  for (guint i = 0; i < side->wounded->len; i++)
    {
      FfbLeader *leader = ffb_campaign_find_leader (campaign, g_ptr_array_index (side->wounded, i));

      if (leader->status == FFB_LEADER_ACTIVE)
        leader->status = FFB_LEADER_WOUNDED;
    }
}

/* R10A. */
static void
place_counters (FfbCampaign *campaign, const FfbAftermathSide *side, int turn)
{
  for (guint i = 0; i < side->fought->len; i++)
    {
      const char *id = g_ptr_array_index (side->fought, i);
      FfbPromotion *found = NULL;

      for (guint p = 0; p < campaign->promotions->len && found == NULL; p++)
        if (g_str_equal (g_array_index (campaign->promotions, FfbPromotion, p).leader_id, id))
          found = &g_array_index (campaign->promotions, FfbPromotion, p);
      if (found == NULL)
        {
          FfbPromotion counter = { g_strdup (id), turn, FALSE };

          g_array_append_val (campaign->promotions, counter);
        }
      else if (!found->in_pool && found->placed_turn < turn)
        found->placed_turn = turn;
    }
}

static gboolean
touches_group (const FfbAftermath *aftermath, const char *group_id)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      FfbGroupOutcome *g = ffb_aftermath_find_group (&aftermath->sides[s], group_id);

      if (g != NULL && (g->sp_removed > 0 || g->to_veteran > 0 || g->to_crack))
        return TRUE;
    }
  return FALSE;
}

/* Killed leaders leave a battle not yet fought. */
static gboolean
drop_killed (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, GPtrArray *notes)
{
  GArray *leaders = battle->sides[side].leaders;
  gboolean changed = FALSE;

  for (guint i = leaders->len; i-- > 0;)
    {
      FfbLeader *leader = ffb_campaign_find_leader (campaign,
                                                    g_array_index (leaders, FfbPresentLeader, i)
                                                      .leader_id);

      if (leader == NULL || leader->status != FFB_LEADER_KILLED)
        continue;
      add (notes, "R9D", _("the battle “%s”, not yet fought, loses %s, now killed."), battle->name,
           leader->name);
      g_array_remove_index (leaders, i);
      changed = TRUE;
    }
  return changed;
}

/* A battle not yet fought never takes more SPs of a group than it has left; the last entries
 * give way first. */
static gboolean
cut_sps (const FfbAftermath *aftermath, FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
         GPtrArray *notes)
{
  GArray *sps = battle->sides[side].sps;
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean changed = FALSE;

  for (guint i = 0; i < sps->len; i++)
    {
      FfbPresentSp *entry = &g_array_index (sps, FfbPresentSp, i);
      FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, entry->group_id);
      int before = GPOINTER_TO_INT (g_hash_table_lookup (used, entry->group_id));
      int allowed = group != NULL ? MAX (0, MIN (entry->count, group->count - before)) : 0;

      changed |= touches_group (aftermath, entry->group_id);
      if (group != NULL && allowed < entry->count)
        {
          add (notes, "R9A", _("the battle “%s”, not yet fought, now takes %d SP of %s instead of "
                 "%d: the group has %d left."), battle->name, allowed, group->name, entry->count,
               group->count);
          entry->count = allowed;
          changed = TRUE;
        }
      g_hash_table_insert (used, entry->group_id, GINT_TO_POINTER (before + entry->count));
    }
  return changed;
}

/* As loading a stored OOB checks it (ffb-xml-oob.c). */
static void
recheck_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side)
{
  FfbOob *oob = battle->oob[side];

  if (oob == NULL)
    return;
  ffb_oob_validate_battle (oob, campaign, battle);
  ffb_oob_check_strength (oob, campaign, battle);
  ffb_oob_check_roles (oob, campaign, battle);
  ffb_oob_check_fitness (oob, campaign, battle);
}

static void
follow_other_battles (const FfbAftermath *aftermath, FfbCampaign *campaign, GPtrArray *notes)
{
  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);
      gboolean changed = FALSE;

      if (battle->fought)
        continue;
      for (int s = 0; s < FFB_N_SIDES; s++)
        {
          changed |= drop_killed (campaign, battle, s, notes);
          changed |= cut_sps (aftermath, campaign, battle, s, notes);
        }
      if (changed && (battle->oob[0] != NULL || battle->oob[1] != NULL))
        {
          add (notes, "R4A", _("the stored orders of battle of “%s” are dropped, to be organized "
                 "again from the new state."), battle->name);
          ffb_battle_set_oob (battle, FFB_SIDE_UNION, NULL);
          ffb_battle_set_oob (battle, FFB_SIDE_CONFEDERATE, NULL);
        }
      /* Those kept say at once what the new state means for them (R9D: wounded leaders). */
      for (int s = 0; s < FFB_N_SIDES; s++)
        recheck_oob (campaign, battle, s);
    }
}

void
ffb_aftermath_change_campaign (const FfbAftermath *aftermath, FfbCampaign *campaign,
                               GPtrArray *notes)
{
  FfbBattle *battle = ffb_campaign_find_battle (campaign, aftermath->battle_id);

  g_assert (battle != NULL);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      const FfbAftermathSide *side = &aftermath->sides[s];

      /* The battle keeps the OOBs it was fought with, as its record. */
      if (battle->oob[s] == NULL)
        ffb_battle_set_oob (battle, s, aftermath->oobs[s]);
      for (guint i = 0; i < side->groups->len; i++)
        change_group (campaign, &g_array_index (side->groups, FfbGroupOutcome, i), notes);
      change_leaders (campaign, side);
      place_counters (campaign, side, aftermath->turn);
      memcpy (campaign->carried[s], side->carried_after, sizeof campaign->carried[s]);
    }
  battle->fought = TRUE;
  /* What the referee typed is carried back now; the campaign kept by the history for undo
   * still holds it. */
  ffb_battle_set_draft (battle, NULL, NULL, FALSE);
  follow_other_battles (aftermath, campaign, notes);
}
