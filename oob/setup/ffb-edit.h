/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-edit.h: the referee's edits to a campaign, a battle's setup and a stored OOB, and the
 * figures a setup shows live. The app calls these so that it holds no rules itself: what may
 * move where, what a leader's removal takes with it, and every number shown come from here. */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"
#include "ffb-leader-library.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

/* Campaign */

/* A leader id not yet used in the campaign by a leader or an SP group, made from `name`
 * ("J. E. B. Stuart" gives "j-e-b-stuart", then "j-e-b-stuart-2"...). */
char       *ffb_edit_new_leader_id (FfbCampaign *campaign, const char *name);
/* The same for a new SP group, and for a new battle (battles have their own ids). */
char       *ffb_edit_new_sp_group_id (FfbCampaign *campaign, const char *name);
char       *ffb_edit_new_battle_id (FfbCampaign *campaign, const char *name);
/* A leader's loss and removal (ffb-edit-leader.c). A battle still to fight loses him from its
 * force (its stored OOBs are dropped if they name him, to be organized again); a battle under
 * way (ffb_battle_has_begun), whose secrets may name him, refuses with FFB_ERROR_IN_USE, and
 * so does a fought one for his removal: it keeps him as its record.
 *
 * Sets his status; killed or captured takes him out of the battles still to fight (R9D: a
 * leader lost cannot fight). */
gboolean    ffb_edit_set_leader_status (FfbCampaign *campaign, const char *leader_id,
                                        FfbLeaderStatus status, GError **error);
/* Removes a leader and every reference to him: the SPs he commanded lose their commander,
 * battles still to fight lose him from their forces, his promotion counter leaves the track. */
gboolean    ffb_edit_remove_leader (FfbCampaign *campaign, const char *leader_id,
                                    GError **error);
/* Seniority (ffb-edit-seniority.c): the campaign lists its leaders senior first, and R4B's
 * "his side's senior leader present" is the first of them at a battle. Moves a leader one
 * place up (`step` -1, more senior) or down (+1) among his side's leaders; the other side's
 * keep their places, and the battles not yet begun list their forces' leaders in the new
 * order. FFB_ERROR_INVALID with a sentence when he is already first (or last). */
gboolean    ffb_edit_move_leader (FfbCampaign *campaign, const char *leader_id, int step,
                                  GError **error);
/* The players have seen the dice's commitment, or orders name units: the battle has begun,
 * and its secrets may name any unit or leader of its forces. */
gboolean    ffb_battle_has_begun (const FfbBattle *battle);
/* Whole SPs of one experience a side holds (all its groups). */
int         ffb_edit_sp_total (FfbCampaign *campaign, FfbSide side,
                               FfbExperience experience);
/* R9A: the losses short of a whole SP that `side` carries, in words ("1/2 of a veteran SP
 * (10 stands at 20 a SP) · 3/4 of a green SP (15 stands)"), or NULL when it carries none.
 * Stands are counted at the rule set's ratio, and only when they are whole stands. */
char       *ffb_edit_carried_text (FfbCampaign *campaign, FfbSide side);

/* The campaign's name, trimmed (ffb-edit-details.c). FFB_ERROR_INVALID, and nothing changed,
 * for a name empty once trimmed, longer than FFB_MAX_NAME or not one line (a control
 * character, which the file's loader refuses). */
gboolean    ffb_edit_set_name (FfbCampaign *campaign, const char *name, GError **error);

/* A leader as the referee types him (ffb-edit-leader-values.c): `typed` holds his name and
 * the ratings of his counters (R4B, R7A, R7B(1), R11D, L1); its id, side and status are not
 * read. FFB_ERROR_INVALID with a sentence for a name as ffb_edit_set_name refuses, a
 * rating no CW counter prints, or two counters of one rank. */
gboolean    ffb_edit_check_leader (const FfbLeader *typed, GError **error);
/* Adds a leader of `side` with a new id (ffb_edit_new_leader_id), active, last in his
 * side's seniority; returns him (the campaign's), or NULL when refused. */
FfbLeader  *ffb_edit_new_leader (FfbCampaign *campaign, FfbSide side,
                                 const FfbLeader *typed, GError **error);
/* Gives the leader `leader_id` the name and counters of `typed`; his id, side and status
 * stay (ffb_edit_set_leader_status changes the last). FFB_ERROR_NOT_FOUND when the
 * campaign has no such leader. */
gboolean    ffb_edit_leader (FfbCampaign *campaign, const char *leader_id,
                             const FfbLeader *typed, GError **error);
/* L3: the campaign's own rating mapping becomes `maps` (FFB_N_LIBRARY_RATINGS of them,
 * copied), or none with NULL: each library then maps by its own. Leaders already in the
 * campaign keep their ratings. FFB_ERROR_MEANING, nothing changed, when the bands fail
 * ffb_rating_maps_check. */
gboolean    ffb_edit_set_leader_ratings (FfbCampaign *campaign, const FfbRatingMap *maps,
                                         GError **error);
/* `library` as the campaign maps it: itself, or with the campaign's own mapping a view of it
 * in `mapped_by` (its leaders shared, owned by `library`: never freed). */
const FfbLeaderLibrary *ffb_edit_mapping_library (const FfbCampaign *campaign,
                                                  const FfbLeaderLibrary *library,
                                                  FfbLeaderLibrary *mapped_by);
/* L2, L3: adds a leader of the library with all his counters, their ratings mapped by the
 * campaign's own mapping if it has one, else by the library, from `start_rank` (0: the library's start rank) on, the first in play, as
 * ffb_edit_new_leader does (ffb-edit-library.c). FFB_ERROR_INVALID with a sentence when his
 * counters do not fit from that rank, FFB_ERROR_IN_USE when his side already has a leader of
 * his name. */
FfbLeader  *ffb_edit_new_library_leader (FfbCampaign *campaign,
                                         const FfbLeaderLibrary *library,
                                         const FfbLibraryLeader *leader, int start_rank,
                                         GError **error);

/* Making and unmaking a campaign's parts (ffb-edit-campaign.c). Each function leaves the
 * campaign as ffb_campaign_check wants it, or changes nothing and says why. */

/* The field of an SP group or battle that a refusal is about, for the form to show it at. */
typedef enum
{
  FFB_FIELD_NONE,
  FFB_FIELD_NAME,
  FFB_FIELD_COUNT,
  FFB_FIELD_COMMANDER,
  FFB_FIELD_HEX,
  FFB_FIELD_RATIO,
  FFB_FIELD_WEAPONS,
} FfbField;

/* What the referee types for an SP group. */
typedef struct
{
  const char *name;          /* trimmed when kept; may not be empty or another group's */
  FfbExperience experience;  /* R4F */
  int count;                 /* 0..FFB_MAX_SP */
  const char *commander;     /* a leader of the group's side, or NULL */
  const char *weapons;       /* the note for the OOB sheet, free text kept on one line and
                              * trimmed, at most FFB_MAX_WEAPONS characters; empty or NULL
                              * for none */
} FfbSpGroupValues;

/* The most SPs of the group that one battle not yet fought takes, and that battle (NULL when
 * none): the group's count may not go below it. */
int         ffb_edit_sp_group_least_count (FfbCampaign *campaign, const char *group_id,
                                           FfbBattle **battle);
/* Checks `values` for the group `group_id`, or for a new group of `side` when NULL. On a
 * refusal (FFB_ERROR_INVALID, or FFB_ERROR_IN_USE for a count a battle needs) `field` says
 * which value is at fault. */
gboolean    ffb_edit_check_sp_group (FfbCampaign *campaign, const char *group_id,
                                     FfbSide side, const FfbSpGroupValues *values,
                                     FfbField *field, GError **error);
/* Adds a group of `side` with a new id; returns it (the campaign's), or NULL when refused. */
FfbSpGroup *ffb_edit_new_sp_group (FfbCampaign *campaign, FfbSide side,
                                   const FfbSpGroupValues *values, GError **error);
/* Changes a group; its id and side stay. A new weapons note also goes to the group's
 * brigades in the stored OOBs of the battles not yet fought (a fought one is a record). */
gboolean    ffb_edit_sp_group (FfbCampaign *campaign, const char *group_id,
                               const FfbSpGroupValues *values, GError **error);
/* The battles that name the group (in a force, a stored OOB's brigade or a draft's R9F
 * pick), in campaign order: FfbBattle*, the campaign's. */
GPtrArray  *ffb_edit_sp_group_battles (FfbCampaign *campaign, const char *group_id);
/* FALSE (FFB_ERROR_IN_USE, naming the battle) when removing the group is refused: see
 * ffb_edit_remove_sp_group. */
gboolean    ffb_edit_can_remove_sp_group (FfbCampaign *campaign, const char *group_id,
                                          GError **error);
/* Removes a group. A battle already fought (the record of what fought) or whose neutral party
 * has begun (its secrets name the group's brigades) refuses; any other battle loses the
 * group from its force, its stored OOBs when they hold brigades of it (to be organized
 * again) and its draft's R9F pick of it. */
gboolean    ffb_edit_remove_sp_group (FfbCampaign *campaign, const char *group_id,
                                      GError **error);

/* What the referee types for a new battle (R1, R2, R7C, R4A). */
typedef struct
{
  const char *name; /* trimmed when kept; may not be empty or another battle's */
  const char *hex;  /* the CW map hex, free text up to FFB_MAX_HEX characters, may be empty */
  int year;
  FfbMonths months;
  FfbTerrain terrain;
  FfbRiver river;
  FfbSide attacker;
  int stands_per_sp;    /* 1..1000 */
  int batteries_per_sp; /* 0..100 */
} FfbBattleValues;

#define FFB_MAX_HEX 20

/* The values a new battle starts from: the campaign's CW turn, clear ground, no river, the
 * Union attacking and the rule set's ratio (R4A); no name. */
void        ffb_battle_values_init (FfbCampaign *campaign, FfbBattleValues *values);
gboolean    ffb_edit_check_battle (FfbCampaign *campaign, const FfbBattleValues *values,
                                   FfbField *field, GError **error);
/* R1, R10A: a battle is fought in the campaign's CW turn, and its leaders' promotion counters
 * are placed at the battle's turn. A warning in words when a battle of `year` and `months`
 * is not of the campaign's turn (what follows, and the way to mend it), or NULL when it is.
 * Not a refusal: the referee may record a battle of another turn. */
char       *ffb_edit_battle_turn_warning (FfbCampaign *campaign, int year,
                                          FfbMonths months);
/* Moves the campaign to the CW turn of `year` and `months` (FFB_ERROR_INVALID for a year
 * outside FFB_FIRST_YEAR..FFB_LAST_YEAR). */
gboolean    ffb_edit_set_turn (FfbCampaign *campaign, int year, FfbMonths months,
                               GError **error);
/* The name and hex of an existing battle as the referee retypes them on its setup: the same
 * limits as for a new one (a name of its own, a short hex). */
gboolean    ffb_battle_check_name_and_hex (FfbCampaign *campaign, const FfbBattle *battle,
                                           const char *name, const char *hex, FfbField *field,
                                           GError **error);
/* Adds a battle with a new id and no forces, last; returns it (the campaign's) or NULL. */
FfbBattle  *ffb_edit_new_battle (FfbCampaign *campaign, const FfbBattleValues *values,
                                 GError **error);
/* Removes a battle with its OOBs, neutral party (secrets, dice, clock) and draft. A battle
 * carried back to the campaign is refused (FFB_ERROR_IN_USE): the campaign's history names
 * it, and the file would not load without it. */
gboolean    ffb_edit_remove_battle (FfbCampaign *campaign, const char *battle_id,
                                    GError **error);

/* Battle setup
 *
 * R9: a battle carried back to the campaign (battle->fought) is the record of what fought:
 * each edit of its setup is refused with FFB_ERROR_IN_USE and a sentence that says so and
 * how to change it (undo its aftermath), and changes nothing.
 *
 * RULES.md "Fair dice": once its seed is drawn (ffb_battle_setup_frozen), what its rolls depend
 * on is refused the same way, with a sentence naming its commitment: its turn, terrain, river,
 * attacker and ratio (ffb_battle_edit_setup still takes a new name and hex), the SPs and
 * leaders present and their roles, the demoralized flags, its tactical rules; and its orders
 * of battle, organized or rearranged, once the pre-battle rolls are made on them. */

/* SPs of a campaign group present in the battle (0 when absent). */
int         ffb_battle_sp_count (const FfbBattle *battle, FfbSide side, const char *group_id);
/* Sets them; 0 removes the group from the force. */
gboolean    ffb_battle_set_sp_count (FfbBattle *battle, FfbSide side, const char *group_id,
                                     int count, GError **error);
/* The leader's entry in the side's force, or NULL when absent. */
FfbPresentLeader *ffb_battle_find_leader (const FfbBattle *battle, FfbSide side,
                                          const char *leader_id);
/* Adds (in the campaign's seniority order) or removes a leader from the side's force. */
gboolean    ffb_battle_set_leader_present (FfbCampaign *campaign, FfbBattle *battle,
                                           FfbSide side, const char *leader_id,
                                           gboolean present, GError **error);
/* R7D: whether the side is Demoralized (in CW terms) at the start. */
gboolean    ffb_battle_set_demoralized (FfbBattle *battle, FfbSide side, gboolean demoralized,
                                        GError **error);
/* The values of an existing battle's setup, as ffb_battle_edit_setup takes them (its own
 * strings, valid while the battle is unchanged). */
void        ffb_battle_values_of (const FfbBattle *battle, FfbBattleValues *values);
/* Sets an existing battle's name, hex, turn, ground, attacker and ratio, checked as for a new
 * battle (a name of its own); on a refusal `field` says which value is at fault. */
gboolean    ffb_battle_edit_setup (FfbCampaign *campaign, FfbBattle *battle,
                                   const FfbBattleValues *values, FfbField *field,
                                   GError **error);

/* Forces (ffb-edit-forces.c). Organizes the side's OOB afresh (ffb_organize) and stores it in
 * the battle, replacing the one stored; refused for a fought battle (R9). */
gboolean    ffb_battle_organize_side (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                                      GError **error);
/* Both sides' OOBs organized and stored, or neither (the first refusal is told). */
gboolean    ffb_battle_organize_both (FfbCampaign *campaign, FfbBattle *battle, GError **error);
/* R4B: the referee's pick of role for a leader present. When the side has a stored OOB it is
 * organized again for the new role; when that fails, the role stays as it was. Refused for a
 * fought battle (FFB_ERROR_IN_USE), a leader not in the side's force (FFB_ERROR_NOT_FOUND)
 * or a role that is none (FFB_ERROR_INVALID). */
gboolean    ffb_battle_set_leader_role (FfbCampaign *campaign, FfbBattle *battle, FfbSide side,
                                        const char *leader_id, FfbRole role, GError **error);

/* RULES.md Q (ffb-edit-tactics.c): the tactical rules the battle is fought with, `tactics`
 * or, NULL, Fire & Fury. The battle takes that set's ratio of stands and guns per SP (Fire &
 * Fury's: the campaign's rule set, R4A), and a stored OOB is organized again to the set's
 * limits. Refused (FFB_ERROR_IN_USE) for a fought battle (R9) and for one whose neutral party
 * has begun (ffb_battle_has_begun: its secrets name the units of its OOBs); nothing changes
 * on a refusal. Switching to the set it already has changes nothing. */
gboolean    ffb_battle_set_tactical_rules (FfbCampaign *campaign, FfbBattle *battle,
                                           FfbTactics *tactics, GError **error);

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
 * army. FFB_ERROR_INVALID with a sentence when the move makes no sense. Re-validates. Names
 * follow places (ffb_unit_renumber_children): the mover and the units of the command it left
 * take the organizer's number of their new place, a name the referee gave stays, unique in its
 * new command. The unit's id, which rolls and sealed results name, stays. */
gboolean    ffb_oob_move_unit (FfbOob *oob, const FfbRules *rules, const char *unit_id,
                               const char *target_id, GError **error);
/* Exchanges the leader stands of two commands (army, corps or division). Re-validates. */
gboolean    ffb_oob_swap_leaders (FfbOob *oob, const FfbRules *rules, const char *unit_a,
                                  const char *unit_b, GError **error);
/* Renames a unit; the name is trimmed, may not be empty nor another unit's of its command. */
gboolean    ffb_oob_rename_unit (FfbOob *oob, const char *unit_id, const char *name,
                                 GError **error);
/* The command (army, corps, division) a brigade or battery dropped on `target` would join
 * when `unit` moves, or NULL when it cannot go there. */
FfbUnit    *ffb_oob_move_destination (FfbOob *oob, const char *unit_id, const char *target_id);
/* Runs ffb_oob_check_battle on the side's stored OOB (none: 0). */
guint       ffb_battle_check_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side);

G_END_DECLS
