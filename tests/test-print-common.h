/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-print-common.h: what the printing tests share: battles to print, and the PDF read
 * back as a person would read it, through poppler's pdftotext. */
#pragma once

#include "ffb-organize.h"
#include "ffb-sheet.h"

G_BEGIN_DECLS

/* Organizes both sides of `battle` (asserting it works); unref both when done. */
void      print_organize (FfbCampaign *campaign, FfbBattle *battle, FfbOob *oobs[2]);
/* A new sheet of the battle's (stored) OOBs, asserting it builds. */
FfbSheet *print_sheet (FfbCampaign *campaign, FfbBattle *battle, FfbSheetKind kind,
                       FfbReader reader);

/* Renders the sheet to a new PDF file in the test's scratch directory; returns its path. */
char     *print_pdf_file (FfbSheet *sheet, FfbPaper paper);
/* pdftotext of page `page` (1-based; 0 for all), with -layout when `layout`. A missing
 * pdftotext fails the test: tools/install-deps installs poppler-utils. */
char     *print_pdftotext (const char *pdf, guint page, gboolean layout);
/* The text with every run of white space made one space, for names that may wrap. */
char     *print_collapse (const char *text);

/* Calls func (unit, user_data) for `unit` and everything under it, parents first. */
void      print_walk (const FfbUnit *unit, void (*func) (const FfbUnit *, gpointer),
                      gpointer user_data);

/* The scanner of a player's copy: `side`'s OOB sheet (a PDF on Letter, read back) names no
 * leader, army or order of battle of the other side (oobs[other]), nor, in a `random` battle,
 * any of its ids, and names its own side; a failure names the word that leaked. */
void      print_check_nothing_of_the_other_side (FfbCampaign *campaign, FfbBattle *battle,
                                                 FfbOob *const oobs[2], FfbSide side,
                                                 gboolean random);

/* The scratch directory's files go at the end of main: returns g_test_run's status. */
int       print_run_tests (void);

G_END_DECLS
