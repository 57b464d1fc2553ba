/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-page.h: the Aftermath page (RULES.md R8C, R9-R9F, R10A): the referee enters
 * what happened on the table - victory points, who held the field, the stands each brigade
 * lost (a counter a brigade, from the stored OOB), batteries and leaders lost, which leaders
 * appeared, which flank-march units never arrived, and the CW CRT row - and reads at once, in
 * plain words with each rule id, what will change in the campaign (ffb_aftermath_new). A
 * result the engine refuses (ffb_result_check) shows its sentence at the field concerned.
 * Every change is kept at once as the battle's draft result (FfbBattle.draft), an undoable edit
 * of the document, so what is typed is saved and autosaved with the campaign and shown again
 * when it is opened. "Apply" carries it back (ffb_aftermath_apply, rolling R9C with the fair
 * dice) and clears the draft, as one undoable edit; a battle already carried back shows what
 * was done and can be undone from the campaign's own history (ffb_xml_undo_last_change) too, after
 * the file was saved and opened again. */
#pragma once

#include <adwaita.h>
#include "ffb-aftermath.h"
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_AFTERMATH_PAGE (ffb_aftermath_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbAftermathPage, ffb_aftermath_page, FFB, AFTERMATH_PAGE, GtkWidget)

GtkWidget *ffb_aftermath_page_new (void);
void       ffb_aftermath_page_set_document (FfbAftermathPage *self, FfbDocument *document);

/* The result as entered, or NULL before a battle is shown (a new reference). */
FfbResult *ffb_aftermath_page_get_result (FfbAftermathPage *self);
/* The preview of the result as entered, or NULL when the engine refuses it (then
 * ffb_aftermath_page_get_refusal says why). Owned by the page. */
const FfbAftermath *ffb_aftermath_page_get_preview (FfbAftermathPage *self);
const char *ffb_aftermath_page_get_refusal (FfbAftermathPage *self);

/* Sets a field as the referee would: the stands `unit_id` lost; victory points; how the side
 * left the field. FALSE when no such field is shown. */
gboolean   ffb_aftermath_page_set_loss (FfbAftermathPage *self, FfbSide side,
                                        const char *unit_id, int stands);
void       ffb_aftermath_page_set_victory_points (FfbAftermathPage *self, FfbSide side,
                                                  int points);
void       ffb_aftermath_page_set_field (FfbAftermathPage *self, FfbSide side, FfbResultField field);
/* Switches the side's CRT row on with these results (die faces 1, 2... in order). */
void       ffb_aftermath_page_set_crt_row (FfbAftermathPage *self, FfbSide side,
                                           const FfbCrtResult results[FFB_CRT_ROW_RESULTS]);

/* Apply and undo, as the page's buttons do (each an undoable edit of the document). */
gboolean   ffb_aftermath_page_apply (FfbAftermathPage *self, GError **error);
gboolean   ffb_aftermath_page_undo (FfbAftermathPage *self, GError **error);

G_END_DECLS
