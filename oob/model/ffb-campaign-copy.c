/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-copy.c: a campaign copied and compared field by field. An aftermath is worked
 * out on a copy (ffb-aftermath.h), which becomes the campaign when it is applied, and tells
 * by comparing whether the campaign changed since its preview. */
#include "ffb-campaign.h"

#include <string.h>


static FfbLeader *
leader_copy (const FfbLeader *leader)
{
  FfbLeader *copy = ffb_leader_new (leader->id, leader->name, leader->side, leader->stars);

  copy->initiative = leader->initiative;
  copy->tactical = leader->tactical;
  copy->army_command = leader->army_command;
  copy->cavalry = leader->cavalry;
  copy->status = leader->status;
  g_array_append_vals (copy->other_counters, leader->other_counters->data,
                       leader->other_counters->len);
  return copy;
}

static FfbSpGroup *
sp_group_copy (const FfbSpGroup *group)
{
  FfbSpGroup *copy = ffb_sp_group_new (group->id, group->side, group->experience,
                                       group->count);

  g_free (copy->name);
  copy->name = g_strdup (group->name);
  copy->commander = g_strdup (group->commander);
  copy->weapons = g_strdup (group->weapons);
  return copy;
}

static void
copy_parts (FfbCampaign *copy, FfbCampaign *campaign)
{
  for (guint i = 0; i < campaign->leaders->len; i++)
    ffb_campaign_add_leader (copy, leader_copy (g_ptr_array_index (campaign->leaders, i)));
  for (guint i = 0; i < campaign->sp_groups->len; i++)
    ffb_campaign_add_sp_group (copy,
                               sp_group_copy (g_ptr_array_index (campaign->sp_groups, i)));
  for (guint i = 0; i < campaign->battles->len; i++)
    ffb_campaign_add_battle (copy, ffb_battle_copy (g_ptr_array_index (campaign->battles, i)));
  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      FfbPromotion promotion = g_array_index (campaign->promotions, FfbPromotion, i);

      promotion.leader_id = g_strdup (promotion.leader_id);
      g_array_append_val (copy->promotions, promotion);
    }
}

static void
copy_secrets (FfbCampaign *copy, FfbCampaign *campaign)
{
  GHashTableIter iter;
  gpointer key, value;

  ffb_keyring_unref (copy->keyring);
  copy->keyring = ffb_keyring_copy (campaign->keyring);
  g_hash_table_iter_init (&iter, campaign->sealed_kept);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->sealed_kept, g_strdup (key), g_strdup (value));
}

FfbCampaign *
ffb_campaign_copy (FfbCampaign *campaign)
{
  g_autoptr(FfbRules) rules = NULL;
  FfbCampaign *copy;

  g_return_val_if_fail (campaign != NULL, NULL);

  rules = ffb_rules_copy (campaign->rules);
  copy = ffb_campaign_new_with_rules (rules, campaign->rules_ref);
  g_free (copy->name);
  copy->name = g_strdup (campaign->name);
  copy->year = campaign->year;
  copy->months = campaign->months;
  copy->note = g_strdup (campaign->note);
  memcpy (copy->carried, campaign->carried, sizeof copy->carried);
  if (campaign->leader_ratings != NULL)
    copy->leader_ratings = g_memdup2 (campaign->leader_ratings,
                                      FFB_N_LIBRARY_RATINGS * sizeof (FfbRatingMap));
  copy_parts (copy, campaign);
  copy_secrets (copy, campaign);
  if (campaign->action_cards != NULL)
    copy->action_cards = ffb_card_play_copy (campaign->action_cards);
  copy->blocks_battle = g_strdup (campaign->blocks_battle);
  copy->blocks_turn = campaign->blocks_turn;
  copy->blocks_number = campaign->blocks_number;
  return copy;
}

static gboolean
leaders_equal (const FfbLeader *a, const FfbLeader *b)
{
  const GArray *x = a->other_counters, *y = b->other_counters;

  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0
         && a->side == b->side && a->stars == b->stars && a->initiative == b->initiative
         && a->tactical == b->tactical && a->army_command == b->army_command
         && a->cavalry == b->cavalry && a->status == b->status && x->len == y->len
         && (x->len == 0 || memcmp (x->data, y->data, x->len * sizeof (FfbLeaderCounter)) == 0);
}

static gboolean
sp_groups_equal (const FfbSpGroup *a, const FfbSpGroup *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0
         && a->side == b->side && a->experience == b->experience && a->count == b->count
         && g_strcmp0 (a->commander, b->commander) == 0
         && g_strcmp0 (a->weapons, b->weapons) == 0;
}

typedef gboolean (*PartEqualFunc) (gconstpointer a, gconstpointer b);

static gboolean
parts_equal (const GPtrArray *a, const GPtrArray *b, PartEqualFunc equal)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gboolean
battles_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!ffb_battle_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gboolean
promotions_equal (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const FfbPromotion *x = &g_array_index (a, FfbPromotion, i);
      const FfbPromotion *y = &g_array_index (b, FfbPromotion, i);

      if (g_strcmp0 (x->leader_id, y->leader_id) != 0 || x->placed_turn != y->placed_turn
          || x->in_pool != y->in_pool)
        return FALSE;
    }
  return TRUE;
}

static gboolean
carried_equal (FfbCampaign *a, FfbCampaign *b)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    for (int e = 0; e < FFB_N_EXPERIENCES; e++)
      if (!ffb_fraction_equal (a->carried[s][e], b->carried[s][e]))
        return FALSE;
  return TRUE;
}

static gboolean
sealed_kept_equal (GHashTable *a, GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (value, g_hash_table_lookup (b, key)) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
heads_equal (FfbCampaign *a, FfbCampaign *b)
{
  return g_strcmp0 (a->name, b->name) == 0 && a->year == b->year && a->months == b->months
         && g_strcmp0 (a->note, b->note) == 0 && g_strcmp0 (a->rules_ref, b->rules_ref) == 0
         && ffb_rules_equal (a->rules, b->rules) && carried_equal (a, b)
         && (a->leader_ratings == NULL) == (b->leader_ratings == NULL)
         && (a->leader_ratings == NULL
             || ffb_rating_maps_equal (a->leader_ratings, b->leader_ratings));
}

gboolean
ffb_campaign_equal (FfbCampaign *a, FfbCampaign *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return heads_equal (a, b)
         && parts_equal (a->leaders, b->leaders, (PartEqualFunc) leaders_equal)
         && parts_equal (a->sp_groups, b->sp_groups, (PartEqualFunc) sp_groups_equal)
         && battles_equal (a->battles, b->battles)
         && promotions_equal (a->promotions, b->promotions)
         && ffb_keyring_equal (a->keyring, b->keyring)
         && sealed_kept_equal (a->sealed_kept, b->sealed_kept)
         && ffb_card_play_equal (a->action_cards, b->action_cards)
         && g_strcmp0 (a->blocks_battle, b->blocks_battle) == 0
         && (a->blocks_battle == NULL
             || (a->blocks_turn == b->blocks_turn && a->blocks_number == b->blocks_number));
}
