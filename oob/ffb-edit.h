/* ffb-edit.h: the referee's edits to a campaign, a battle's setup and a stored OOB, and the
 * figures a setup shows live. The app calls these so that it holds no rules itself: what may
 * move where, what a leader's removal takes with it, and every number shown come from here. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* Campaign */

/* A leader id not yet used in the campaign, made from `name` ("J. E. B. Stuart" gives
 * "j-e-b-stuart", then "j-e-b-stuart-2"...). */
char       *ffb_campaign_new_leader_id (FfbCampaign *campaign, const char *name);
/* Removes a leader and every reference to him: the SPs he commanded lose their commander,
 * battles lose him from their forces, his promotion counter leaves the track. */
gboolean    ffb_campaign_remove_leader (FfbCampaign *campaign, const char *leader_id,
                                        GError **error);
/* Whole SPs of one experience a side holds (all its groups). */
int         ffb_campaign_sp_total (FfbCampaign *campaign, FfbSide side,
                                   FfbExperience experience);

/* Battle setup */

/* SPs of a campaign group present in the battle (0 when absent). */
int         ffb_battle_sp_count (const FfbBattle *battle, FfbSide side, const char *group_id);
/* Sets them; 0 removes the group from the force. */
void        ffb_battle_set_sp_count (FfbBattle *battle, FfbSide side, const char *group_id,
                                     int count);
/* The leader's entry in the side's force, or NULL when absent. */
FfbPresentLeader *ffb_battle_find_leader (const FfbBattle *battle, FfbSide side,
                                          const char *leader_id);
/* Adds (in the campaign's seniority order) or removes a leader from the side's force. */
void        ffb_battle_set_leader_present (FfbCampaign *campaign, FfbBattle *battle,
                                           FfbSide side, const char *leader_id,
                                           gboolean present);

/* What a battle's setup means, for the setup page to show live. */
typedef struct
{
  int dawn, dusk, turns;       /* R8, minutes after midnight and FF turns */
  FfbSide defender;            /* R1 */
  int defender_stands;         /* R4A: stands the defender's SPs make at the battle's ratio */
  FfbGroundEffect ground;      /* R7C: terrain and river combined */
  int breastworks_inches;      /* R7C */
  gboolean flank_allowed[FFB_N_SIDES]; /* R7C, R7D */
  int flank_modifier[FFB_N_SIDES];     /* R7C: added to each side's FMF arrival die */
} FfbSetupSummary;

void        ffb_battle_summarize (const FfbRules *rules, const FfbBattle *battle,
                                  FfbSetupSummary *summary);

/* OOB */

/* Moves a unit under `target_id`: a brigade into a division (dropped on a brigade or battery:
 * that unit's division), a battery into a division or the army, a division into a corps or the
 * army. FFB_ERROR_INVALID with a sentence when the move makes no sense. Re-validates. */
gboolean    ffb_oob_move_unit (FfbOob *oob, const FfbRules *rules, const char *unit_id,
                               const char *target_id, GError **error);
/* Exchanges the leader stands of two commands (army, corps or division). Re-validates. */
gboolean    ffb_oob_swap_leaders (FfbOob *oob, const FfbRules *rules, const char *unit_a,
                                  const char *unit_b, GError **error);
/* Renames a unit; the name is trimmed and may not be empty. */
gboolean    ffb_oob_rename_unit (FfbOob *oob, const char *unit_id, const char *name,
                                 GError **error);
/* The command (army, corps, division) a brigade or battery dropped on `target` would join
 * when `unit` moves, or NULL when it cannot go there. */
FfbUnit    *ffb_oob_move_destination (FfbOob *oob, const char *unit_id, const char *target_id);
/* Runs ffb_oob_validate and the R4A strength check against the battle. */
guint       ffb_battle_check_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side);

G_END_DECLS
