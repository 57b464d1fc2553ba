/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-page-private.h: what the files of the Campaign page share. The page does three
 * things, one file each:
 *   ffb-campaign-page.c     the widget: rebuilt from the document, the campaign's name and
 *                           turn, each side's lists and its leaders (add, edit, remove);
 *   ffb-campaign-groups.c   each side's SP groups: the rows (experience and count at hand)
 *                           and adding, editing and removing a group through its dialog;
 *   ffb-campaign-battles.c  the battle list: open one, add one (New Battle) or remove one.
 *   ffb-campaign-edits.c    what the three share (below): the page and its parts call it,
 *                           it calls none of them.
 * Every change is one document edit made through the engine (ffb-edit.h). */
#pragma once

#include "ffb-campaign-page.h"
#include "ffb-passphrase-group.h"
#include "ffb-promotion-group.h"

G_BEGIN_DECLS

struct _FfbCampaignPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and ::battles-changed */
  gboolean editing;    /* an edit made on this page is being applied */
  GPtrArray *groups;   /* AdwPreferencesGroup* built from the campaign, the battles' aside */
  /* The battle list: built again on ::battles-changed only, so that an edit of a leader or a
   * group leaves it as it is; `battles_stale`: it changed during one of this page's edits. */
  GtkWidget *battles_group;
  gboolean battles_stale;
  /* Which lists are open, kept across rebuilds so an edit does not close the list in use. */
  gboolean expanded[FFB_N_SIDES][2];
  AdwPreferencesGroup *side_group[FFB_N_SIDES];

  AdwPreferencesPage *preferences;
  AdwEntryRow *name_row;
  GtkDropDown *months_drop;
  GtkSpinButton *year_spin;
  FfbPassphraseGroup *passphrase_group;
  FfbPromotionGroup *promotion_group;
};

static inline FfbCampaign *
ffb_campaign_page_campaign (FfbCampaignPage *self)
{
  return ffb_document_get_campaign (self->document);
}

/* ffb-campaign-edits.c */
/* An edit made on the page: the page keeps its rows (and the focus) and updates its totals. */
void        ffb_campaign_page_edit_begin (FfbCampaignPage *self, const char *merge_key);
void        ffb_campaign_page_edit_end (FfbCampaignPage *self);
/* The engine refused the edit: nothing changed, and no undo step is kept. */
void        ffb_campaign_page_edit_cancel (FfbCampaignPage *self);
/* What the keys do on a row of the SP groups' and leaders' lists, each list one Tab stop
 * (ffb_keynav_record_row): marked for translation, translated where used. */
extern const char *const ffb_campaign_page_record_keys;
/* A flat icon button with its tooltip as accessible name. */
GtkWidget  *ffb_campaign_page_icon_button (const char *icon, const char *accessible_name);

/* What a control of the page acts on, handed to its handler in place of data hung on the
 * widget: the page (weakly: a dialog may outlive it), the id of a leader, SP group or battle,
 * a side (or 0) and a number (a list, a step). */
typedef struct
{
  GWeakRef page;
  char *id;
  FfbSide side;
  int value;
  gboolean done; /* for the handler's own use (a list already filled) */
} FfbCampaignTarget;

/* Connects `handler` to `signal` of `instance`, its last argument a new FfbCampaignTarget
 * freed with the connection. */
void        ffb_campaign_page_connect (gpointer instance, const char *signal, GCallback handler,
                                       FfbCampaignPage *self, const char *id, FfbSide side,
                                       int value);
/* The target's page (a reference), or NULL when it is gone. */
FfbCampaignPage *ffb_campaign_target_page (FfbCampaignTarget *target);
/* The window the page is in, for its dialogs, or NULL. */
GtkWindow  *ffb_campaign_page_window (FfbCampaignPage *self);
/* Emits ::battle-activated: the referee picked a battle to set up. */
void        ffb_campaign_page_emit_battle_activated (FfbCampaignPage *self);
/* The engine's removal of a leader, SP group or battle (ffb-edit.h). */
typedef gboolean (*FfbCampaignRemove) (FfbCampaign *campaign, const char *id, GError **error);
/* Runs `remove` on `id` (shown as `name`) as one undoable edit, with a toast that can take it
 * back; when the engine refuses, nothing changes and a dialog headed `refusal` says why. */
gboolean    ffb_campaign_page_remove (FfbCampaignPage *self, FfbCampaignRemove remove,
                                      const char *id, const char *name, const char *refusal);

/* ffb-campaign-groups.c */
void        ffb_campaign_groups_fill (FfbCampaignPage *self, GtkWidget *expander, FfbSide side);
void        ffb_campaign_groups_add (FfbCampaignPage *self, FfbSide side);

/* ffb-campaign-battles.c */
GtkWidget  *ffb_campaign_battles_group (FfbCampaignPage *self);
/* Asks for a new battle (the New Battle dialog) and adds it. */
void        ffb_campaign_battles_new (FfbCampaignPage *self);

G_END_DECLS
