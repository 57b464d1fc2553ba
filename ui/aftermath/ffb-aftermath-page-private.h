/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-page-private.h: what the files of the Aftermath page share. The page does
 * four things, one file each:
 *   ffb-aftermath-page.c     the widget: rebuilt from the document, the referee's setters,
 *                            apply and undo;
 *   ffb-aftermath-fields.c   the fields of both sides, built from the battle's OOBs;
 *   ffb-aftermath-draft.c    the result read from the fields, kept as the battle's draft (a
 *                            document edit at every change, so nothing typed is lost) and read
 *                            back into the fields when they are built again;
 *   ffb-aftermath-preview.c  the engine's preview, a refusal shown at its field, and what a
 *                            battle already carried back did.
 *
 * Each field is kept in `fields` as an FfbAftermathField: what it stands for (its kind, side
 * and unit or leader id) and the controls that set it. A result built from the fields gives
 * each item, as its "line", the number of the field it came from (index + 1): a refusal names
 * that line, so its sentence is shown at that field's row. */
#pragma once

#include "ffb-aftermath-page.h"
#include "ffb-groups-page.h"

G_BEGIN_DECLS

typedef enum
{
  FIELD_POINTS,
  FIELD_FIELD,
  FIELD_LOSS,
  FIELD_BATTERY,
  FIELD_LEADER,
  FIELD_NEVER,
  FIELD_CRT,
} FfbAftermathFieldKind;

/* One field of the result, holding its controls (a reference on each). */
typedef struct
{
  FfbAftermathPage *page;     /* the page that built it (not a reference) */
  FfbAftermathFieldKind kind;
  FfbSide side;
  char *id;                   /* the brigade, battery or leader; NULL for a side's own field */
  GtkWidget *control;         /* what the referee sets: a spin, switch, drop-down or row */
  GtkWidget *row;             /* where a refusal of it is shown */
  GtkWidget *appeared;        /* FIELD_LEADER: whether he appeared */
  gboolean right;             /* FIELD_NEVER: the march's flank */
  GtkWidget *crt_loss[FFB_CRT_ROW_RESULTS];        /* FIELD_CRT: each die's SP lost... */
  GtkWidget *crt_demoralizes[FFB_CRT_ROW_RESULTS]; /* ... and whether it demoralizes */
} FfbAftermathField;

struct _FfbAftermathPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and battle-id, to the page */
  gboolean stale;
  gboolean editing;         /* storing the draft: the document's ::changed is the page's own */
  GPtrArray *fields;        /* FfbAftermathField*; index + 1 is their line tag */
  char *fields_battle;      /* the battle the fields are for */
  AdwPreferencesGroup *preview_group;
  GPtrArray *preview_rows;
  AdwComboRow *crack_row;
  GPtrArray *crack_ids;     /* char*, parallel to crack_row: [0] the default, [1] nobody */
  FfbAftermath *preview;
  char *refusal;
  GtkWidget *flagged;       /* the row showing the refusal */
  /* Each side's folded lists of losses and batteries, which say what they hold. */
  AdwExpanderRow *losses_row[FFB_N_SIDES];
  AdwExpanderRow *batteries_row[FFB_N_SIDES];
  GPtrArray *fought_rows;

  GtkStack *stack;
  FfbGroupsPage *preferences;
  AdwPreferencesGroup *head_group;
  AdwPreferencesGroup *fought_group;

  /* What a field the referee changed calls: ffb_aftermath_page_field_changed, set by the
   * page, so that the fields, below the draft and the preview, need not call up to them. */
  void (*field_changed) (FfbAftermathPage *self, const char *merge_key);
};

static inline FfbCampaign *
ffb_aftermath_page_campaign (FfbAftermathPage *self)
{
  return ffb_document_get_campaign (self->document);
}

/* ffb-aftermath-page.c: a field changed by the referee (the fields are filled with their
 * handlers blocked, ffb-aftermath-draft.c): the draft is stored as an edit (`merge_key`
 * as for ffb_document_begin_edit) and the preview updated. The fields call it through
 * the page's field_changed. */
void ffb_aftermath_page_field_changed (FfbAftermathPage *self, const char *merge_key);

/* ffb-aftermath-fields.c */
gboolean              ffb_aftermath_fields_build (FfbAftermathPage *self, FfbBattle *battle,
                                                  GError **error);
/* For `fields`: drops the field's handlers and its references on its controls. */
void                  ffb_aftermath_field_free (FfbAftermathField *field);
/* The field of that kind and side (and id, unless NULL), or NULL. */
FfbAftermathField    *ffb_aftermath_field_find (FfbAftermathPage *self,
                                                FfbAftermathFieldKind kind, FfbSide side,
                                                const char *id);
/* R9F: the pick on the crack row, as ffb_aftermath_new takes it. */
void                  ffb_aftermath_fields_crack (FfbAftermathPage *self,
                                                  const char **crack_group, gboolean *no_crack);

/* ffb-aftermath-draft.c (ffb_aftermath_page_get_result is there too) */
void ffb_aftermath_draft_fill (FfbAftermathPage *self, const FfbBattle *battle);
/* Fills the CRT row `field` from `side`, as no change of the referee's. */
void ffb_aftermath_draft_fill_crt (FfbAftermathField *field, const FfbResultSide *side);
void ffb_aftermath_draft_store (FfbAftermathPage *self, const char *merge_key);
/* The result the fields hold (ffb_aftermath_page_get_result). */
FfbResult *ffb_aftermath_draft_result (FfbAftermathPage *self);

/* ffb-aftermath-preview.c */
void ffb_aftermath_preview_update (FfbAftermathPage *self);
/* Drops the preview, its rows and any refusal shown at a field. */
void ffb_aftermath_preview_clear (FfbAftermathPage *self);
/* Adds the "What Will Change" group, with the Apply button when `can_apply`. */
void ffb_aftermath_preview_add_group (FfbAftermathPage *self, gboolean can_apply);
void ffb_aftermath_preview_add_row (FfbAftermathPage *self, GtkWidget *row);
void ffb_aftermath_preview_show_fought (FfbAftermathPage *self, FfbBattle *battle);

G_END_DECLS
