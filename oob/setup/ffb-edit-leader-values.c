/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit-leader-values.c: a leader as the referee types him, added or changed (see
 * ffb-edit.h). The ranges are those a CW counter prints (R4B, R7A, R7B(1), R11D, L1), as
 * ffb_campaign_check holds a file to: a leader kept here always loads again. */
#include "ffb-edit.h"

#include <glib/gi18n-lib.h>

#include "ffb-edit-text.h"
#include "ffb-error.h"

/* One counter's ratings, or the sentence that refuses them. */
static gboolean
check_counter (const FfbLeaderCounter *counter, GError **error)
{
  static const struct
  {
    const char *what;
    gsize offset;
    int least, most;
  } ratings[] = {
    /* Translators: R4B, R7B(1), R7A and R11D are rule ids, keep them. */
    { N_("stars (R4B)"), G_STRUCT_OFFSET (FfbLeaderCounter, stars), 1, 4 },
    { N_("initiative (R7B(1))"), G_STRUCT_OFFSET (FfbLeaderCounter, initiative), 1, 4 },
    { N_("tactical rating (R7A)"), G_STRUCT_OFFSET (FfbLeaderCounter, tactical), -2, 2 },
    { N_("army command rating (R11D)"), G_STRUCT_OFFSET (FfbLeaderCounter, army_command), -3, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ratings); i++)
    {
      int value = G_STRUCT_MEMBER (int, counter, ratings[i].offset);

      if (value < ratings[i].least || value > ratings[i].most)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A leader's %s is from %d to %d "
                         "on a CW counter; %d is not one."), _(ratings[i].what), ratings[i].least,
                       ratings[i].most, value);
          return FALSE;
        }
    }
  return TRUE;
}

/* L1: the counter in play and one of each other rank, each a counter's ratings. */
static gboolean
check_counters (const FfbLeader *typed, GError **error)
{
  FfbLeaderCounter in_play = { typed->stars, typed->initiative, typed->tactical,
                               typed->army_command };
  guint seen = 0;

  if (!check_counter (&in_play, error))
    return FALSE;
  seen |= 1u << in_play.stars;
  for (guint i = 0; typed->other_counters != NULL && i < typed->other_counters->len; i++)
    {
      const FfbLeaderCounter *counter = &g_array_index (typed->other_counters,
                                                        FfbLeaderCounter, i);

      if (!check_counter (counter, error))
        return FALSE;
      if (seen & (1u << counter->stars))
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("A leader has one counter of each "
                         "rank (L1); this one has two %d-star counters."), counter->stars);
          return FALSE;
        }
      seen |= 1u << counter->stars;
    }
  return TRUE;
}

gboolean
ffb_edit_check_leader (const FfbLeader *typed, GError **error)
{
  const char *problem;

  g_return_val_if_fail (typed != NULL, FALSE);
  if ((problem = ffb_edit_name_problem (typed->name, FFB_NAMED_LEADER)) != NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, problem);
      return FALSE;
    }
  return check_counters (typed, error);
}

/* Everything the referee types; his id, side and status stay (ffb_edit_set_leader_status
 * sets the last, with what it takes out of the battles). */
static void
apply_leader_values (FfbLeader *leader, const FfbLeader *typed)
{
  g_free (leader->name);
  leader->name = ffb_edit_trimmed (typed->name);
  leader->stars = typed->stars;
  leader->initiative = typed->initiative;
  leader->tactical = typed->tactical;
  leader->army_command = typed->army_command;
  leader->cavalry = typed->cavalry;
  g_array_set_size (leader->other_counters, 0);
  for (guint i = 0; typed->other_counters != NULL && i < typed->other_counters->len; i++)
    ffb_leader_set_counter (leader, &g_array_index (typed->other_counters, FfbLeaderCounter, i));
}

FfbLeader *
ffb_edit_new_leader (FfbCampaign *campaign, FfbSide side, const FfbLeader *typed,
                     GError **error)
{
  g_autofree char *id = NULL;
  FfbLeader *leader;

  g_return_val_if_fail (campaign != NULL && typed != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);
  if (!ffb_edit_check_leader (typed, error))
    return NULL;
  id = ffb_edit_new_leader_id (campaign, typed->name);
  leader = ffb_leader_new (id, NULL, side, 1);
  apply_leader_values (leader, typed);
  ffb_campaign_add_leader (campaign, leader);
  return leader;
}

gboolean
ffb_edit_leader (FfbCampaign *campaign, const char *leader_id, const FfbLeader *typed,
                 GError **error)
{
  FfbLeader *leader;

  g_return_val_if_fail (campaign != NULL && typed != NULL, FALSE);
  if ((leader = ffb_campaign_find_leader (campaign, leader_id)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("The campaign has no leader “%s”."),
                   leader_id != NULL ? leader_id : "");
      return FALSE;
    }
  if (!ffb_edit_check_leader (typed, error))
    return FALSE;
  apply_leader_values (leader, typed);
  return TRUE;
}
