/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-night.h: what the game-night commands (order, roll, clock, pick) share: the battle they
 * step, the words for sides and flanks, the options of a flank march's commands, and writing
 * the campaign back. Every rule is the
 * engine's; these only open, call and save. */
#pragma once

#include "cli-common.h"
#include "ffb-flank.h"

G_BEGIN_DECLS

typedef struct
{
  FfbCampaign *campaign;
  FfbBattle   *battle; /* the campaign's */
  const char  *path;   /* FILE */
  const char  *output; /* OUT, or FILE itself when -o is not given */
} FfbCliNight;

/* Opens argv[1] (the only argument left after the options) and its battle `battle_id` (the
 * first when NULL); reports and returns FALSE on failure. */
gboolean ffb_cli_night_open (FfbCliNight *night, const char *command, int argc, char **argv,
                             const char *battle_id, const char *output);
void     ffb_cli_night_clear (FfbCliNight *night);
/* Writes the campaign (atomically) and says where; the exit status. */
int      ffb_cli_night_save (FfbCliNight *night);
/* Reports a step the engine refused: "FILE: SENTENCE"; FFB_EXIT_BAD_INPUT. */
int      ffb_cli_night_refused (FfbCliNight *night, const GError *error);
/* "union"/"confederate", "left"/"right"; each reports a usage error and returns FALSE. */
gboolean ffb_cli_parse_side (const char *command, const char *word, FfbSide *side);
gboolean ffb_cli_parse_flank (const char *command, const char *word, FfbFlank *flank);
/* --unit values as a person gives them, the code the copies print ("II/3/1") or the id, made
 * the ids the engine takes, in place; a value naming no unit of the side's stored OOB stays
 * as given, for the engine to refuse in its own sentence. */
void     ffb_cli_night_unit_ids (FfbCliNight *night, FfbSide side, char **units);
/* The battle turn the clock shows, in words ("day 1, turn 3 (0700)"). */
char    *ffb_cli_night_now (FfbCliNight *night);

/* What the commands of a flank march (order, pick) take alike, as typed: the battle, whose
 * march, round which flank, its units (repeated), and where to write. */
typedef struct
{
  char  *battle;
  char  *side;
  char  *flank;
  char **units;
  char  *output;
} FfbCliMarchOptions;

void         ffb_cli_march_options_clear (FfbCliMarchOptions *options);
/* --side SIDE, whose march it is. */
GOptionEntry ffb_cli_march_side_option (char **side);
/* Parses a march command's options (`entries`, which fill `options` and the command's own),
 * then its --side and --flank; reports a usage error and returns FALSE. */
gboolean     ffb_cli_march_parse (const char *command, GOptionEntry *entries, int *argc,
                                  char ***argv, const FfbCliMarchOptions *options,
                                  FfbSide *side, FfbFlank *flank);
/* Opens FILE and the march's battle as ffb_cli_night_open does, and makes the --unit values
 * ids of `side`'s units (ffb_cli_night_unit_ids). */
gboolean     ffb_cli_march_open (FfbCliNight *night, const char *command, int argc, char **argv,
                                 FfbCliMarchOptions *options, FfbSide side);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FfbCliNight, ffb_cli_night_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FfbCliMarchOptions, ffb_cli_march_options_clear)

G_END_DECLS
