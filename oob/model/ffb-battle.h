/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle.h: one battle's setup (R1-R3): the CW turn, the ground, who attacks, which
 * strength points and leaders of each side are present, and the battle's SP ratio (R4A). */
#pragma once

#include <glib.h>
#include "ffb-enums.h"
#include "ffb-neutral-record.h"
#include "ffb-oob.h"
#include "ffb-tactics.h"

G_BEGIN_DECLS

/* `count` SPs of the campaign's group `group_id` fight in this battle. */
typedef struct
{
  char *group_id;
  int count;
} FfbPresentSp;

/* A CW leader present; `role` is the referee's pick for a 3-star leader (R4B). */
typedef struct
{
  char *leader_id;
  FfbRole role;
} FfbPresentLeader;

typedef struct
{
  gboolean demoralized; /* R7D: Demoralized in CW terms at the start */
  GArray *sps;          /* FfbPresentSp */
  GArray *leaders;      /* FfbPresentLeader, in seniority order */
} FfbBattleSide;

typedef struct _FfbBattle
{
  char *id;
  char *name;
  char *hex;          /* the CW map hex, free text */
  int year;
  FfbMonths months;
  FfbTerrain terrain; /* R2 */
  FfbRiver river;     /* R7C: the hexside the attacker crossed */
  FfbSide attacker;   /* R1; the other side defends and picks his table edge (R3) */
  int stands_per_sp;  /* R4A: the battle's ratio, from the rule set unless agreed otherwise */
  int batteries_per_sp; /* or, fought with other tactical rules, its guns per SP (Q1) */
  /* RULES.md Q: the tactical rules it is fought with. NULL: Fire & Fury, whose numbers are
   * the campaign's rule set, as every battle of an older file is. Owned reference. */
  FfbTactics *tactics;
  FfbBattleSide sides[FFB_N_SIDES];
  /* Each side's FF order of battle once organized (and perhaps rearranged by the referee);
   * NULL until then. Owned; saved in the campaign file. */
  FfbOob *oob[FFB_N_SIDES];
  /* R9: its aftermath is applied (ffb-aftermath.h). Its setup and OOBs are then the record of
   * what fought, no longer held to the campaign as it is now. */
  gboolean fought;
  /* The neutral party's state (ffb-neutral.h): dice, flank marches, sealed results, clock;
   * NULL until the referee starts it. Owned; saved in the campaign file. */
  struct _FfbNeutral *neutral;
  /* R9: the result as the referee has typed it on the Aftermath page and not yet applied
   * (ffb-result.h), with his R9F pick: kept in the campaign file so that closing the app or a
   * crash loses none of it. Not checked against the battle, since it may be incomplete; NULL
   * when nothing is typed, and cleared when the aftermath is applied. Owned. */
  struct _FfbResult *draft;
  char *draft_crack_group; /* R9F: the SP group picked for crack; NULL: the default */
  gboolean draft_no_crack; /* R9F: the winner promotes nobody */
  /* The file layer's own (ffb-xml.c): the battle's element as it last wrote it into an undo
   * snapshot, the copy of the battle it wrote it from and its kept sealed parts then, or NULL.
   * Opaque here; neither copied nor compared; freed with the battle. */
  char *written;
  struct _FfbBattle *written_from;
  char *written_kept;
} FfbBattle;

FfbBattle *ffb_battle_new (const char *id, int stands_per_sp, int batteries_per_sp);
void       ffb_battle_free (FfbBattle *battle);
/* A battle of its own with a copy of every field: setup, OOBs, neutral party and draft
 * (ffb-battle-copy.c), the card record by ffb_card_play_copy. */
FfbBattle *ffb_battle_copy (const FfbBattle *battle);
/* Every field the same, OOBs, neutral party and draft included. */
gboolean   ffb_battle_equal (const FfbBattle *a, const FfbBattle *b);

void       ffb_battle_add_sp (FfbBattle *battle, FfbSide side, const char *group_id, int count);
void       ffb_battle_add_leader (FfbBattle *battle, FfbSide side, const char *leader_id,
                                  FfbRole role);
FfbSide    ffb_battle_defender (const FfbBattle *battle);
/* R9: a battle carried back to the campaign is the record of what fought. FALSE
 * (FFB_ERROR_IN_USE) when it is: the sentence names the battle and says that `refused` (e.g.
 * "its orders of battle are not organized again"), and how to change it (undo its aftermath). */
gboolean   ffb_battle_check_not_fought (const FfbBattle *battle, const char *refused,
                                        GError **error);
/* RULES.md "Fair dice": what a battle's rolls depend on (its turn, ground, attacker, forces
 * present with their roles, demoralized flags, ratio and tactical rules) is frozen from the
 * moment its seed is drawn, and its orders of battle once the pre-battle rolls are made on
 * them. TRUE when the seed is drawn. */
gboolean   ffb_battle_setup_frozen (const FfbBattle *battle);
/* TRUE once the pre-battle rolls are made on its orders of battle. */
gboolean   ffb_battle_oob_frozen (const FfbBattle *battle);
/* ffb_battle_check_not_fought, then FALSE (FFB_ERROR_IN_USE) once the seed is drawn: the
 * sentence names the battle and its commitment, and says that `refused`. */
gboolean   ffb_battle_check_setup_open (const FfbBattle *battle, const char *refused,
                                        GError **error);
/* The same for its orders of battle: refused once the pre-battle rolls are made on them. */
gboolean   ffb_battle_check_oob_open (const FfbBattle *battle, const char *refused,
                                      GError **error);
/* Replaces the stored OOB of `side` (taking a reference; NULL clears it). */
void       ffb_battle_set_oob (FfbBattle *battle, FfbSide side, FfbOob *oob);
/* Replaces the draft result (taking a reference; NULL clears it, and the R9F pick with it). */
void       ffb_battle_set_draft (FfbBattle *battle, struct _FfbResult *draft,
                                 const char *crack_group, gboolean no_crack);

/* Replaces the battle's tactical rules (taking a reference; NULL: Fire & Fury). */
void       ffb_battle_set_tactics (FfbBattle *battle, FfbTactics *tactics);
/* The id of the battle's tactical rules: the set's, or "fire-and-fury". */
const char *ffb_battle_tactics_id (const FfbBattle *battle);
/* The limits a side's order of battle is organized and checked to: the campaign's rule set
 * for Fire & Fury, else the battle's tactical set over it at the battle's ratio
 * (ffb_tactics_organizing_rules). A new reference. */
FfbRules  *ffb_battle_organizing_rules (const FfbBattle *battle, const FfbRules *campaign_rules);

/* R2: the kind of FF battlefield to lay out for a hex of this terrain, in plain words. */
const char *ffb_terrain_battlefield (FfbTerrain terrain);

G_END_DECLS
