/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-common.h: what every ffbridge-cli command shares: one-sentence errors, option
 * parsing, opening a campaign, writing output. */
#pragma once

#include "ffb-campaign.h"
#include "ffb-history.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

enum { FFB_EXIT_OK = 0, FFB_EXIT_FINDINGS = 1, FFB_EXIT_BAD_INPUT = 2 };

/* Prints "ffbridge-cli: MESSAGE" on stderr; returns FFB_EXIT_BAD_INPUT. */
int          ffb_cli_fail (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Parses a command's options; on a usage error prints one sentence and returns FALSE. */
/* Names the command being run (its usage line and summary in --help). */
void         ffb_cli_set_command (const char *name, const char *summary);
gboolean     ffb_cli_parse_options (const char *command, const char *parameters,
                                    GOptionEntry *entries, int *argc, char ***argv);
/* --battle NAME and --output OUT, the options most commands take, for a command's entries;
 * `help` is the command's own line, NULL for the usual "The battle (default: the first)" and
 * "Write the campaign to OUT (default: FILE itself)". */
GOptionEntry ffb_cli_battle_option (char **battle_id, const char *help);
GOptionEntry ffb_cli_output_option (char **output, const char *help);
/* The one campaign file a command takes (argv[1], all that is left after its options), opened
 * as ffb_cli_open_campaign does. Reports "COMMAND: give exactly one campaign file." or the
 * loader's sentence and returns NULL. */
FfbCampaign *ffb_cli_open_argument (const char *command, int argc, char **argv);
/* The FILE of a command that works on the built-in demo without one: `path` is argv[1] or
 * NULL (the demo), `source` how sentences name it ("the demo campaign"). Reports "COMMAND:
 * give one campaign file at most (got “X” too)." and returns FALSE when more are left. */
gboolean     ffb_cli_optional_file (const char *command, int argc, char **argv,
                                    const char **path, const char **source);
/* The same, and in `battle` the campaign's battle `battle_id` names (the first when NULL). */
FfbCampaign *ffb_cli_open_battle (const char *command, int argc, char **argv,
                                  const char *battle_id, FfbBattle **battle);
/* A passphrase from `file`, or standard input for "-": in guarded memory (sodium_free wipes
 * it), its line end dropped; NULL with an error when it cannot be read or is no passphrase. */
char        *ffb_cli_read_passphrase_file (const char *file, GError **error);
/* The FILE of --passphrase-file, or NULL when none was given. */
const char  *ffb_cli_passphrase_file (void);
/* The campaign at `path`, its sealed parts opened with the passphrase of --passphrase-file
 * (`reader`'s). What stays sealed, and what the loader had to drop, is said on stderr. */
FfbCampaign *ffb_cli_load_campaign (const char *path, FfbReader reader, GError **error);
/* The same, trying the passphrase (read once) as each of `readers` in turn, the first that
 * opens the file winning; the first reader's error when none does. */
FfbCampaign *ffb_cli_load_campaign_as (const char *path, const FfbReader *readers,
                                       guint n_readers, GError **error);
/* The same for the referee, or the built-in demo when `path` is NULL. */
FfbCampaign *ffb_cli_open_campaign (const char *path, GError **error);
/* Writes the campaign to `path` (atomically, resealing its secrets) and says where; the exit
 * status, after reporting a failure. */
int          ffb_cli_save_campaign (FfbCampaign *campaign, const char *path);
/* Writes `text` to `path` atomically, or to standard output when `path` is NULL or "-". */
gboolean     ffb_cli_write_output (const char *path, const char *text, GError **error);
/* What a change rolled with: its stream and revealed seed and, when that seed was derived
 * from the campaign's own dice, the campaign seed's commitment. Nothing when it rolled
 * nothing. */
void         ffb_cli_print_change_dice (const FfbChange *change);
/* The campaign dice's commitment before a roll, or that one will be drawn at the first. */
void         ffb_cli_print_campaign_dice (FfbCampaign *campaign);
/* RULES.md "Fair dice", decision 3: what the file's signed record says of it, one line each
 * ("FILE: signed record: ..."); returns how many problems it names (a sealed file without a
 * record is one). */
guint        ffb_cli_report_record (const char *path, FfbCampaign *campaign);
/* The battle a person names by its name or its id, or the campaign's first when `id` is NULL;
 * reports (listing the battles' names) and returns NULL when there is none. */
FfbBattle   *ffb_cli_pick_battle (FfbCampaign *campaign, const char *id, const char *source);
/* Both sides' OOBs (the stored ones, or organized now); returns the number of findings, or -1 after reporting an error. */
int          ffb_cli_organize_both (FfbCampaign *campaign, FfbBattle *battle,
                                    FfbOob *oobs[FFB_N_SIDES]);

/* The commands, each in its own file. */
int ffb_cli_convert (int argc, char **argv);
int ffb_cli_validate (int argc, char **argv);
int ffb_cli_day (int argc, char **argv);
int ffb_cli_verify (int argc, char **argv);
int ffb_cli_notices (int argc, char **argv);
int ffb_cli_aftermath (int argc, char **argv);
int ffb_cli_promote (int argc, char **argv);
int ffb_cli_undo (int argc, char **argv);
int ffb_cli_order (int argc, char **argv);
int ffb_cli_roll (int argc, char **argv);
int ffb_cli_clock (int argc, char **argv);
int ffb_cli_pick (int argc, char **argv);
int ffb_cli_reveal (int argc, char **argv);
int ffb_cli_leaders (int argc, char **argv);
int ffb_cli_blocks (int argc, char **argv);
int ffb_cli_table (int argc, char **argv);
int ffb_cli_print_deck (int argc, char **argv);
int ffb_cli_tactics (int argc, char **argv);
int ffb_cli_cards (int argc, char **argv);
int ffb_cli_passphrase (int argc, char **argv);
int ffb_cli_serve (int argc, char **argv);

G_END_DECLS
