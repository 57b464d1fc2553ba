/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-print.h: `convert --format pdf|html`: a printable sheet for one reader. */
#pragma once

#include "ffb-campaign.h"
#include "ffb-oob.h"
#include "ffb-sheet.h"

G_BEGIN_DECLS

/* The options of a printable sheet, as typed (NULL when not given). */
typedef struct
{
  const char *format; /* "pdf" or "html" */
  const char *copy;   /* referee (default), union or confederate */
  const char *sheet;  /* oob (default) or deployment */
  const char *paper;  /* a4 (default) or letter */
  const char *output; /* a file, or NULL / "-" for standard output */
} FfbCliPrint;

/* TRUE for the formats this file writes. */
gboolean ffb_cli_print_format (const char *format);
/* Checks `options`; on a usage error prints one sentence and returns FALSE. */
gboolean ffb_cli_print_check (const FfbCliPrint *options);
/* Builds, renders and writes the sheet; returns an exit status (0, or 2 after one sentence
 * on stderr). */
int      ffb_cli_print (const FfbCliPrint *options, FfbCampaign *campaign, FfbBattle *battle);
/* TRUE when a PDF would go to a terminal (standard output, not redirected). */
gboolean ffb_cli_print_to_terminal (const char *format, const char *output);
/* Renders `sheet` as `format` ("pdf" or "html") on `paper` and writes it to `output` (a file,
 * written privately and atomically, or standard output for NULL or "-"). */
gboolean ffb_cli_print_write (const char *format, FfbSheet *sheet, FfbPaper paper,
                              const char *output, GError **error);

G_END_DECLS
