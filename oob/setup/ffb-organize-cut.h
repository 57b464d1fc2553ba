/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize-cut.h: where the organizer cuts a row of SPs into corps and divisions, so that
 * leaders keep the SPs they command on the CW map wherever the size limits allow (R4E).
 *
 * The SPs lie in a row, those of one CW commander together. A cut is better when it splits
 * fewer commanders' SPs, puts fewer commanders of one rank into one command (one of them would
 * lose his SPs to the other) and mixes fewer arms; among equal cuts, the most even wins. */
#pragma once

#include <glib.h>
#include "ffb-rules.h"

G_BEGIN_DECLS

/* One SP of the row. A keeper is a present leader, numbered from 0, of the rank concerned
 * who commands the SP on the CW map; -1 when there is none. */
typedef struct
{
  int division_keeper;
  int corps_keeper;
  gboolean cavalry;
} FfbCutToken;

/* How many divisions `count` SPs make: enough for the division limit, two in a corps when
 * it has the SPs for them (R4E), and where the SPs allow, enough for each division leader's
 * SPs and each arm's other SPs to have their own (R4E: leaders keep their SPs). */
int  ffb_cut_division_count (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                             gboolean in_corps);

/* Cuts `count` SPs into `n_parts` divisions of the rule set's size (relaxed only when the
 * SPs cannot fill them): sizes[0..n_parts). */
void ffb_cut_divisions (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                        guint n_parts, guint *sizes);

/* Cuts `count` SPs into `n_parts` corps, weighing how each corps would then be cut into
 * divisions: sizes[0..n_parts). */
void ffb_cut_corps (const FfbRules *rules, const FfbCutToken *tokens, guint count,
                    guint n_parts, guint *sizes);

G_END_DECLS
