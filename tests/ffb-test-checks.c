/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-test-checks.c: the tests' shared lookups and assertions (see ffb-test-checks.h). */
#include "ffb-test-checks.h"

FfbLeader *
ffb_test_leader (FfbCampaign *campaign, const char *id)
{
  FfbLeader *found = ffb_campaign_find_leader (campaign, id);

  if (found == NULL)
    g_error ("no “%s” in the campaign", id);
  return found;
}

FfbSpGroup *
ffb_test_sp_group (FfbCampaign *campaign, const char *id)
{
  FfbSpGroup *found = ffb_campaign_find_sp_group (campaign, id);

  if (found == NULL)
    g_error ("no “%s” in the campaign", id);
  return found;
}

FfbBattle *
ffb_test_battle_by_id (FfbCampaign *campaign, const char *id)
{
  FfbBattle *found = ffb_campaign_find_battle (campaign, id);

  if (found == NULL)
    g_error ("no battle “%s”", id);
  return found;
}

const FfbPromotion *
ffb_test_find_counter (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->promotions->len; i++)
    if (g_str_equal (g_array_index (campaign->promotions, FfbPromotion, i).leader_id, leader_id))
      return &g_array_index (campaign->promotions, FfbPromotion, i);
  return NULL;
}

const FfbPromotion *
ffb_test_counter_of (FfbCampaign *campaign, const char *leader_id)
{
  const FfbPromotion *counter = ffb_test_find_counter (campaign, leader_id);

  if (counter == NULL)
    g_error ("no counter for “%s”", leader_id);
  return counter;
}

gboolean
ffb_test_has_finding_on (FfbOob *oob, const char *rule, const char *unit_id)
{
  for (guint i = 0; i < oob->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (oob->findings, i);

      if (g_str_equal (finding->rule, rule) && g_strcmp0 (finding->unit_id, unit_id) == 0)
        return TRUE;
    }
  return FALSE;
}

void
ffb_test_assert_same_rolls (const FfbChange *first, const FfbChange *again)
{
  g_assert_cmpstr (again->stream, ==, first->stream);
  g_assert_cmpstr (again->seed, ==, first->seed);
  g_assert_cmpuint (again->rolls->len, ==, first->rolls->len);
  for (guint i = 0; i < first->rolls->len; i++)
    {
      const FfbRoll *a = &g_array_index (first->rolls, FfbRoll, i);
      const FfbRoll *b = &g_array_index (again->rolls, FfbRoll, i);

      g_assert_cmpstr (b->purpose, ==, a->purpose);
      g_assert_cmpint (b->raw, ==, a->raw);
      g_assert_cmpint (b->result, ==, a->result);
    }
}
