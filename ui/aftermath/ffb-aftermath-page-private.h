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
 * Each control of a field is kept in `fields` with what it stands for (its kind, side and unit
 * or leader id). A result built from the fields gives each item, as its "line", the number of
 * the control it came from (index + 1): a refusal names that line, so its sentence is shown at
 * that control. */
#pragma once

#include "ffb-aftermath-page.h"

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

struct _FfbAftermathPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  gboolean stale;
  gboolean populating;      /* filling the fields: their changes are not the referee's */
  gboolean editing;         /* storing the draft: the document's ::changed is the page's own */
  GPtrArray *fields;        /* GtkWidget*: the controls; index + 1 is their line tag */
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
  AdwPreferencesPage *preferences;
  AdwPreferencesGroup *head_group;
  AdwPreferencesGroup *fought_group;
};

static inline FfbCampaign *
ffb_aftermath_page_campaign (FfbAftermathPage *self)
{
  return ffb_document_get_campaign (self->document);
}

/* ffb-aftermath-page.c: a field changed by the referee (not while populating): the draft is
 * stored as an edit (`merge_key` as for ffb_document_begin_edit) and the preview updated. */
void ffb_aftermath_page_field_changed (FfbAftermathPage *self, const char *merge_key);

/* ffb-aftermath-fields.c */
gboolean              ffb_aftermath_fields_build (FfbAftermathPage *self, FfbBattle *battle,
                                                  GError **error);
FfbAftermathFieldKind ffb_aftermath_field_kind (GtkWidget *field);
FfbSide               ffb_aftermath_field_side (GtkWidget *field);
const char           *ffb_aftermath_field_id (GtkWidget *field);
/* The field of that kind and side (and id, unless NULL), or NULL. */
GtkWidget            *ffb_aftermath_field_find (FfbAftermathPage *self,
                                                FfbAftermathFieldKind kind, FfbSide side,
                                                const char *id);
/* R9F: the pick on the crack row, as ffb_aftermath_new takes it. */
void                  ffb_aftermath_fields_crack (FfbAftermathPage *self,
                                                  const char **crack_group, gboolean *no_crack);

/* ffb-aftermath-draft.c (ffb_aftermath_page_get_result is there too) */
void ffb_aftermath_draft_fill (FfbAftermathPage *self, const FfbBattle *battle);
void ffb_aftermath_draft_fill_crt (GtkWidget *field, const FfbResultSide *side);
void ffb_aftermath_draft_store (FfbAftermathPage *self, const char *merge_key);

/* ffb-aftermath-preview.c */
void ffb_aftermath_preview_update (FfbAftermathPage *self);
/* Drops the preview, its rows and any refusal shown at a field. */
void ffb_aftermath_preview_clear (FfbAftermathPage *self);
/* Adds the "What Will Change" group, with the Apply button when `can_apply`. */
void ffb_aftermath_preview_add_group (FfbAftermathPage *self, gboolean can_apply);
void ffb_aftermath_preview_add_row (FfbAftermathPage *self, GtkWidget *row);
void ffb_aftermath_preview_show_fought (FfbAftermathPage *self, FfbBattle *battle);

G_END_DECLS
