/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-counters.c: a leader's counters by rank (RULES.md L1, R10C). The counter in play
 * is the leader's own ratings; the others wait in his list, one per rank, until a promotion
 * puts the next one in play. */
#include "ffb-campaign.h"

static int
index_of (const FfbLeader *leader, int stars)
{
  for (guint i = 0; i < leader->other_counters->len; i++)
    if (g_array_index (leader->other_counters, FfbLeaderCounter, i).stars == stars)
      return (int) i;
  return -1;
}

gboolean
ffb_leader_get_counter (const FfbLeader *leader, int stars, FfbLeaderCounter *out)
{
  int i;

  g_return_val_if_fail (leader != NULL && out != NULL, FALSE);

  if (stars == leader->stars)
    {
      *out = (FfbLeaderCounter) { leader->stars, leader->initiative, leader->tactical,
                                  leader->army_command };
      return TRUE;
    }
  if ((i = index_of (leader, stars)) < 0)
    return FALSE;
  *out = g_array_index (leader->other_counters, FfbLeaderCounter, i);
  return TRUE;
}

void
ffb_leader_drop_counter (FfbLeader *leader, int stars)
{
  int i;

  g_return_if_fail (leader != NULL);
  if ((i = index_of (leader, stars)) >= 0)
    g_array_remove_index (leader->other_counters, (guint) i);
}

void
ffb_leader_set_counter (FfbLeader *leader, const FfbLeaderCounter *counter)
{
  guint at = 0;

  g_return_if_fail (leader != NULL && counter != NULL);

  if (counter->stars == leader->stars)
    {
      leader->initiative = counter->initiative;
      leader->tactical = counter->tactical;
      leader->army_command = counter->army_command;
      return;
    }
  ffb_leader_drop_counter (leader, counter->stars);
  /* Kept by rank. */
  while (at < leader->other_counters->len
         && g_array_index (leader->other_counters, FfbLeaderCounter, at).stars < counter->stars)
    at++;
  g_array_insert_val (leader->other_counters, at, *counter);
}

gboolean
ffb_leader_promote (FfbLeader *leader)
{
  FfbLeaderCounter in_play, next;
  gboolean known;

  g_return_val_if_fail (leader != NULL, FALSE);

  ffb_leader_get_counter (leader, leader->stars, &in_play);
  known = ffb_leader_get_counter (leader, leader->stars + 1, &next);
  ffb_leader_drop_counter (leader, leader->stars + 1);
  leader->stars++;
  ffb_leader_set_counter (leader, &in_play);
  if (known)
    ffb_leader_set_counter (leader, &next);
  return known;
}
