/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet.h: a printable sheet of one battle for one reader, the content apart from its
 * rendering. A sheet is built once as a list of blocks (the battle, the turn table, each
 * command of an order of battle with its brigades and tally boxes, findings, secrets, the
 * deployment sketch); then it is laid out on pages of any size and drawn on any cairo_t, so
 * that the command line's PDF (ffb-pdf.h), the HTML export (ffb-html.h) and the app's
 * GtkPrintOperation all print the same thing.
 *
 * What a reader may not see never enters his sheet: it is built from his FfbReaderView
 * (ffb-reader-view.h), which holds nothing of the other side, so no renderer can leak its names,
 * ratings or counts. */
#pragma once

#include <cairo.h>
#include <pango/pango.h>
#include "ffb-campaign.h"
#include "ffb-reader-view.h"
#include "ffb-deck.h"
#include "ffb-oob.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_SHEET_OOB,        /* the referee's copy or a player's copy of the orders of battle */
  FFB_SHEET_DEPLOYMENT, /* R6: one side's deployment sketch and private notes */
  FFB_SHEET_DECK_REFERENCE, /* C1, C2: a deck's one-page quick reference */
  FFB_SHEET_HAND,       /* C1, C2: one player's hand, a box to tick for each card played */
} FfbSheetKind;

typedef enum
{
  FFB_PAPER_A4,
  FFB_PAPER_LETTER,
} FfbPaper;

/* "oob", "deployment", "deck-reference", "hand"; "a4", "letter". (ffb-secrets.h spells the reader.) */
const char *ffb_sheet_kind_to_string (FfbSheetKind kind);
gboolean    ffb_sheet_kind_from_string (const char *word, FfbSheetKind *out);
const char *ffb_paper_to_string (FfbPaper paper);
gboolean    ffb_paper_from_string (const char *word, FfbPaper *out);
/* The paper's size in points (1/72 inch): A4 595.28 x 841.89, Letter 612 x 792. */
void        ffb_paper_get_size (FfbPaper paper, double *width, double *height);

typedef struct _FfbSheet FfbSheet;

/* Builds the sheet of `kind` from `view`, the battle as its reader may see it (the battle
 * itself is read only for what both players know: its ground, who attacks, who starts
 * Demoralized). The referee's copy
 * gives both sides, the dice commitment and log and every sealed result; a player's copy his
 * own side, orders and secrets. A deployment sheet belongs to one side: for the referee it is
 * an FFB_ERROR_INVALID. The sheet keeps no pointer into its arguments. */
FfbSheet   *ffb_sheet_new_for_view (FfbCampaign *campaign, const FfbBattle *battle,
                                    const FfbReaderView *view, FfbSheetKind kind, GError **error);
/* The same for `reader` at the battle's present turn (ffb_reader_view_new; the battle's OOBs are
 * organized and stored first if need be). */
FfbSheet   *ffb_sheet_new (FfbCampaign *campaign, FfbBattle *battle, FfbSheetKind kind,
                           FfbReader reader, GError **error);
/* A battle's sheets are FFB_SHEET_OOB and FFB_SHEET_DEPLOYMENT; the other kinds are made from
 * a deck by the two below, and asked of a battle they are an FFB_ERROR_INVALID. */
gboolean    ffb_sheet_kind_is_battle (FfbSheetKind kind);

/* A deck's quick reference on one page (RULES.md C1, C2), all read from the deck and the
 * engine: what each card or group of cards allows, the precedence, the round's or the year's
 * sequence, each line naming its rule. Suits by name and sign. FFB_ERROR_MEANING for a deck
 * that fails ffb_deck_check. */
FfbSheet   *ffb_sheet_new_deck_reference (const FfbDeck *deck, GError **error);
/* One player's hand of `deck` (card ids, such as his view of a deal gives; the sheet sorts
 * them highest first), a card a row with what it allows and a box to tick when it is played,
 * and the precedence to play them by. `occasion` ("Turn 1"), or NULL, heads it. Only these
 * cards enter the sheet: a hidden card (FFB_CARD_HIDDEN, another's) or one the deck does not
 * hold is an FFB_ERROR_INVALID. */
FfbSheet   *ffb_sheet_new_hand (const FfbDeck *deck, FfbSide side, const GPtrArray *hand,
                                const char *occasion, GError **error);
FfbSheet   *ffb_sheet_ref (FfbSheet *sheet);
void        ffb_sheet_unref (FfbSheet *sheet);

FfbSheetKind   ffb_sheet_get_kind (FfbSheet *sheet);
FfbReader ffb_sheet_get_reader (FfbSheet *sheet);
/* "Fredericksburg: Union player's copy": the document's title, for PDF metadata and the
 * print dialog's job name. */
const char *ffb_sheet_get_title (FfbSheet *sheet);

/* Lays the sheet out on pages of `width` x `height` points (margins included) and returns
 * the number of pages. Text is measured with `context`, whose resolution must map one user
 * unit to one point (pango_cairo_context_set_resolution (context, 72), or a GtkPrintContext's
 * context with GTK_UNIT_POINTS); the sheet keeps a reference to it for drawing. A division is
 * never split across pages unless it is taller than a whole page. */
guint       ffb_sheet_paginate (FfbSheet *sheet, double width, double height,
                                PangoContext *context);
guint       ffb_sheet_get_n_pages (FfbSheet *sheet);
/* Draws page `page` (0-based) of the last pagination on `cr`, whose user space is in points
 * with the page's top left corner at the origin. */
void        ffb_sheet_render_page (FfbSheet *sheet, cairo_t *cr, guint page);
/* The pages (0-based) on which the block of command unit `unit_id` starts and ends, after
 * pagination; FALSE when the sheet holds no such command. */
gboolean    ffb_sheet_get_unit_pages (FfbSheet *sheet, const char *unit_id, guint *first,
                                      guint *last);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbSheet, ffb_sheet_unref)

G_END_DECLS
