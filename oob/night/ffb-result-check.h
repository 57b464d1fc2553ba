/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-result-check.h: a battle's result (ffb-result.h) held against what the night recorded
 * (RULES.md R9): its battle, both sides' OOBs, and the flank marches the neutral party rolled,
 * which say which units never arrived (R9D, R9E). Above the model, since it reads game night's
 * record (ffb-neutral.h). */
#pragma once

#include <glib.h>
#include "ffb-result.h"

G_BEGIN_DECLS

/* Checks the result against its battle and both sides' OOBs: the battle id, every unit id a
 * unit of the right kind in the side's OOB and listed once, no brigade losing more stands
 * than it fielded or losing any when it never arrived, every leader a CW leader of the side
 * present at the battle, a complete CRT row. FFB_ERROR_MEANING "source:line: ..." otherwise. */
gboolean   ffb_result_check (const FfbResult *result, FfbCampaign *campaign,
                             const FfbBattle *battle, FfbOob *const oobs[FFB_N_SIDES],
                             GError **error);

/* R9D, R9E: the ids of every unit of `oob` that never arrived, by the battle's own record
 * (ffb-result-record.c): of its rolled flank marches, those that met the enemy's and never
 * came or whose arrival turn the battle's clock did not reach, and of a march let through in
 * part (R7B(5a)) the brigades not picked, the commands none of whose brigades came and their
 * batteries. Empty when no march was rolled. A new set (g_hash_table_contains). */
GHashTable *ffb_result_record_never_arrived (FfbCampaign *campaign, const FfbBattle *battle,
                                             FfbOob *oob);
/* Why the record says `unit` of `side` did not stay off the table, as the end of a sentence
 * ("no flank march of the Union army took it: it started on the table"). */
char      *ffb_result_record_why_on_table (FfbCampaign *campaign, const FfbBattle *battle,
                                           const FfbUnit *unit, FfbSide side);

G_END_DECLS
