/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sheet-private.h: the sheet model shared by its builders (ffb-sheet-battle.c,
 * ffb-sheet-oob.c, ffb-sheet-secrets.c, ffb-sheet-deploy.c), its layout and painter
 * (ffb-sheet-layout.c, ffb-sheet-rows.c, ffb-sheet-figures.c) and the HTML writer. A sheet is
 * a list of blocks; a block is a list of rows. Every string is final text for the reader:
 * renderers only place it. */
#pragma once

#include "ffb-reader-view.h"
#include "ffb-sheet.h"

G_BEGIN_DECLS

typedef enum
{
  FFB_ROW_TITLE,     /* the document's title (text) and a line under it (detail) */
  FFB_ROW_HEADING,   /* a section heading (text), with a summary on the right (detail) */
  FFB_ROW_FACT,      /* a rule id or key (tag) and a sentence (text), wrapped */
  FFB_ROW_TURNS,     /* R8: the turn-time table, turns 1..count, each cell's time in items */
  FFB_ROW_COMMAND,   /* a command's code (tag), name (text), leader line (detail), totals */
  FFB_ROW_COLUMNS,   /* the brigade table's column names; detail: the weapons column's, when a
                      * brigade below has a note */
  FFB_ROW_BRIGADE,   /* one brigade and its tally boxes */
  FFB_ROW_ITEMS,     /* a flow of small boxed items: batteries, a deployment checklist */
  FFB_ROW_SKETCH,    /* R6: the table to sketch on, with its edges named */
  FFB_ROW_LINES,     /* ruled lines for notes; fills the rest of the page */
  FFB_ROW_QUICK_COLUMNS, /* Q2: the column names over a quick battle's brigades (text: the
                          * name column's, detail: the boxes'), or over its guns (guns) */
  FFB_ROW_QUICK_UNIT,    /* Q2: a quick battle's brigade or gun, its Fresh box and hit boxes */
} FfbRowKind;

/* One boxed item of an FFB_ROW_ITEMS flow: "B1 horse [ ]". */
typedef struct
{
  char *code;
  char *text;
} FfbSheetItem;

typedef struct
{
  FfbRowKind kind;
  char *tag;
  char *text;
  char *detail;
  char *totals;
  GPtrArray *items;  /* FfbSheetItem* (ITEMS), or char* times (TURNS) */

  /* BRIGADE */
  int stands;
  char *experience;  /* "veteran", "green cav." */
  char *label;       /* S.W.X (R4G) */
  char *rating;      /* "E", "-" or "sealed" (R7A(3)) */
  int worn_box;      /* the tally box whose loss makes the brigade Worn, 0 for none */
  int spent_box;     /* ... Spent */
  char *weapons;     /* the referee's weapons note, or NULL: dim, after the boxes */

  /* QUICK_UNIT: `stands` (0 for a gun), `experience`, `label` (the stands left when it is
   * Shaken; NULL for a gun), `rating` and `weapons` as a brigade's; one box for each of
   * `boxes` (a stand lost, a gun's hit), the one at `spent_box` lettered S for Shaken; and a
   * Fresh box. QUICK_COLUMNS: `guns` heads a command's guns. */
  int boxes;
  gboolean guns;

  /* SKETCH: the edges' and flanks' names, in reading order: own, enemy, left, right; its
   * scale line in text and the deployment zone's name in detail */
  char *edges[4];
} FfbSheetRow;

typedef enum
{
  FFB_BLOCK_PLAIN,    /* title, facts, notes */
  FFB_BLOCK_HEADING,  /* kept with the block after it */
  FFB_BLOCK_COMMAND,  /* an army's, corps' or division's own leader, brigades, batteries */
  FFB_BLOCK_FILL,     /* takes the rest of its page */
  FFB_BLOCK_WHOLE,    /* unframed, on one page unless taller than a page: a reference's block */
} FfbBlockKind;

typedef struct
{
  FfbBlockKind kind;
  char *unit_id;          /* COMMAND: the unit, for ffb_sheet_get_unit_pages */
  char *css_class;        /* HTML: "battle", "division", "findings"... */
  int depth;              /* COMMAND: 0 army, 1 corps, 2 division: indentation */
  gboolean keep_with_next;
  gboolean break_before;  /* starts a new page */
  GPtrArray *rows;        /* FfbSheetRow* */

  /* Set by pagination. */
  double *row_heights;
  double height;
} FfbBlock;

/* Where a run of a block's rows went: rows [first_row, first_row + n_rows) at y on page. */
typedef struct
{
  guint block;
  guint first_row;
  guint n_rows;
  guint page;
  double y;
  double height;          /* FILL: the space it takes */
  gboolean continued;     /* a later part of a block split across pages */
} FfbPlacement;

struct _FfbSheet
{
  gint ref_count;
  FfbSheetKind kind;
  FfbReader reader;
  char *battle_name;      /* or the deck's name: the page header's left */
  char *copy_name;        /* "Referee's copy", "Quick reference": the page header's right */
  char *title;            /* "Fredericksburg: Referee's copy" */
  GPtrArray *blocks;      /* FfbBlock* */

  /* The last pagination. */
  PangoContext *context;
  GHashTable *layouts;    /* shaped text for `context` (ffb_painter_layout) */
  double width, height;
  guint n_pages;
  GArray *placements;     /* FfbPlacement, in page order */
};

/* Page geometry, in points. */
#define FFB_SHEET_MARGIN 36.0 /* half an inch all round: inside every printer's hard margins */
#define FFB_SHEET_HEADER 20.0 /* the running header above the body */
#define FFB_SHEET_FOOTER 18.0 /* the page number below it */
#define FFB_SHEET_GAP 5.0     /* between blocks */
#define FFB_SHEET_INDENT 10.0 /* per level of command */
#define FFB_SHEET_PAD 2.0     /* inside a command's frame, above and below its rows */

/* An empty sheet headed `name` (the battle's or the deck's) and `copy_name`. */
FfbSheet    *ffb_sheet_alloc (FfbSheetKind kind, FfbReader reader, const char *name,
                              const char *copy_name);

FfbBlock    *ffb_block_new (FfbBlockKind kind, const char *css_class);
void         ffb_block_free (FfbBlock *block);
FfbSheetRow *ffb_block_add_row (FfbBlock *block, FfbRowKind kind);
FfbSheetRow *ffb_block_add_fact (FfbBlock *block, const char *tag, const char *format, ...)
  G_GNUC_PRINTF (3, 4);
void         ffb_row_add_item (FfbSheetRow *row, const char *code, const char *text);
FfbBlock    *ffb_sheet_add_block (FfbSheet *sheet, FfbBlockKind kind, const char *css_class);

/* Where a sheet's content comes from while it is built; the sheet keeps none of it. Everything
 * that depends on the reader comes from the copy; the battle is read for public facts only. */
typedef struct
{
  FfbCampaign *campaign;
  const FfbBattle *battle;
  const FfbReaderView *view;
} FfbSheetSource;

/* Builders: append the content of one document to `sheet`. */
void         ffb_sheet_build_oob (FfbSheet *sheet, const FfbSheetSource *source);
void         ffb_sheet_build_deployment (FfbSheet *sheet, const FfbSheetSource *source,
                                         FfbSide side);

/* Q2 (ffb-sheet-quick.c): a battle fought with the quick brigade rules (battle->tactics). */
/* "1 gun", "5 guns". */
char        *ffb_sheet_quick_guns (int n);
/* The ratio's fact for the battle's heading: "Fought with ...: 6 stands and 1 gun per SP." */
void         ffb_sheet_quick_ratio (FfbBlock *block, const FfbTactics *tactics,
                                    int stands_per_sp, int guns_per_sp);
/* A brigade's row and a gun's, filled from the set and the unit. */
void         ffb_sheet_quick_brigade (FfbSheetRow *row, const FfbTactics *tactics,
                                      const FfbUnit *unit);
void         ffb_sheet_quick_gun (FfbSheetRow *row, const FfbTactics *tactics,
                                  const FfbUnit *unit);
/* What the marks of the quick OOB mean, and the set's quick reference (its `reference`). */
void         ffb_sheet_quick_legend (FfbSheet *sheet, const FfbTactics *tactics);
void         ffb_sheet_quick_reference (FfbSheet *sheet, const FfbTactics *tactics);

/* Shared by both builders: the title and the battle's facts as this reader may see them. */
void         ffb_sheet_add_title (FfbSheet *sheet, const FfbReaderView *view);
void         ffb_sheet_add_battle (FfbSheet *sheet, const FfbSheetSource *source);

/* The neutral party's part (ffb-sheet-secrets.c), from the reader's copy. */
/* The flank march `unit` is the head of (the highest unit of it that marches), or NULL. */
const FfbFlankOrder *ffb_sheet_march_head (const FfbSheetSource *source, FfbSide side,
                                           const FfbUnit *unit);
void         ffb_sheet_add_neutral (FfbSheet *sheet, const FfbSheetSource *source);
void         ffb_sheet_add_marches (FfbSheet *sheet, const FfbSheetSource *source, FfbSide side);
void         ffb_sheet_add_secrets (FfbSheet *sheet, const FfbSheetSource *source);
/* A deck's sheets (ffb-sheet-deck.c, ffb-sheet-deck-rules.c, ffb-sheet-hand.c), and the names
 * they give alike (ffb-sheet-deck-labels.c). */
/* "♥ Hearts": a class's name after its sign, when it has one. */
char        *ffb_sheet_deck_class_label (const FfbDeckClass *class);
/* A card's name after its suit's sign: "♥ King of Hearts". */
char        *ffb_sheet_deck_card_label (const FfbDeck *deck, const FfbCardType *card);
/* The rules that say what a card of the deck's system allows: "C1B C1C", "C2D". */
const char  *ffb_sheet_deck_allows_rule (const FfbDeck *deck);
/* One physical card of the type, to compare by: its id, or its first copy's. */
char        *ffb_sheet_deck_first_copy (const FfbCardType *card);
/* The precedence (C1A, C2C) as facts in `block`. */
void         ffb_sheet_deck_add_precedence (FfbBlock *block, const FfbDeck *deck);
/* The turn's and round's sequence (C1D-C1F) or the year's and turn's (C2B-C2D). */
void         ffb_sheet_deck_add_sequence (FfbBlock *block, const FfbDeck *deck);

/* The reader's side, or -1 for the referee. */
int          ffb_sheet_reader_side (FfbReader reader);
/* "Clear" for "clear", "Équipe" for "équipe": a word (UTF-8) at the start of a sentence. */
char        *ffb_sheet_capitalize (const char *word);

G_END_DECLS
