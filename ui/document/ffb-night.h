/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night.h: what the game-night widgets share (the side views, the neutral-party, battle
 * night and aftermath pages): the neutral party's steps run on the document's battle as
 * undoable edits, the reader's copy they are built from, and a few display words.
 *
 * Every step is an edit like any other (ffb_document_begin_edit / end_edit): one undo step,
 * the campaign marked unsaved and autosaved, and the pages rebuilt from the document. The
 * engine does the rules; these only bracket its calls. */
#pragma once

#include <adwaita.h>
#include "ffb-reader-view.h"
#include "ffb-document.h"
#include "ffb-groups-page.h"
#include "ffb-neutral.h"

G_BEGIN_DECLS

/* One step on the campaign and the document's battle (NULL when it has none). FALSE with
 * `error` set when the step is refused; it must then have changed nothing. */
typedef gboolean (*FfbNightStep) (FfbCampaign *campaign, FfbBattle *battle, gpointer data,
                                  GError **error);

/* Runs `step` on the document's battle as one undoable edit (`merge_key` as for
 * ffb_document_begin_edit); FFB_ERROR_NOT_FOUND when the campaign has no battle. A refused step
 * leaves no undo step behind. */
gboolean    ffb_night_run (FfbDocument *document, const char *merge_key, FfbNightStep step,
                           gpointer data, GError **error);
/* The same for a step on the campaign alone (its battle argument may be NULL). */
gboolean    ffb_night_run_campaign (FfbDocument *document, FfbNightStep step, gpointer data,
                                    GError **error);

/* Stores both OOBs of the document's battle (organizing them: one undoable edit) unless they
 * are stored already: the neutral party works on the stored OOBs. */
gboolean    ffb_night_ensure_oobs (FfbDocument *document, GError **error);
/* The copy of the document's battle for `reader` at the clock's present, after
 * ffb_night_ensure_oobs. The only way a side's view learns about the battle's secrets. */
FfbReaderView    *ffb_night_reader_view (FfbDocument *document, FfbReader reader, GError **error);

/* The battle's neutral party when the referee has started it (its dice drawn), else NULL;
 * never makes one. */
FfbNeutral *ffb_night_neutral (FfbBattle *battle);
/* The same for a step that needs it: NULL with FFB_ERROR_INVALID and `refusal` when the
 * referee has not started it. */
FfbNeutral *ffb_night_require_neutral (FfbBattle *battle, const char *refusal, GError **error);

/* Steps with their own edit. */
/* Whether `reader` has a passphrase (ffb-passphrase-job.h checks or sets one). */
gboolean    ffb_night_has_passphrase (FfbDocument *document, FfbReader reader);
/* "referee", "Union", "Confederate": for "the %s passphrase". */
const char *ffb_night_reader_name (FfbReader reader);

/* Display words. "Swift 1 in 4 · deliberate 1 in 4 · plodding 2 in 4", each chance as
 * ffb_flank_chance_text says it ("never", "certain"). */
char       *ffb_night_odds_text (const FfbMarchOdds *odds);
/* "Union only", "Referee only", "Everyone", with " · public from day 1, turn 9 (0900)" when it
 * applies: the day and the day's turn of battle turn `reveal_turn` (R8, R8A). */
char       *ffb_night_audience_text (FfbAudience audience, const FfbRules *rules,
                                     FfbMonths months, int reveal_turn);
/* "Excellent", "Average", "Poltroon", "not yet known". */
const char *ffb_night_rating_text (FfbRating rating);
/* "left flank" or "right flank", translated: what a sentence about a march calls it. */
const char *ffb_night_flank_words (FfbFlank flank);

/* A row showing a note or notice: the rule id before its sentence, which wraps. */
GtkWidget  *ffb_night_rule_row (const char *rule, const char *text, const char *subtitle);
/* A new group added to `page` (ffb_groups_page_add), which its clearing removes. */
AdwPreferencesGroup *ffb_night_add_group (FfbGroupsPage *page, const char *title,
                                          const char *description);
/* A button for a row's end, centred, with its accessible name. */
GtkWidget  *ffb_night_button_new (const char *label, const char *accessible_name,
                                  const char *style_class);

G_END_DECLS
