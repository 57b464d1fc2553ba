/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-document.h: the campaign a window edits: its file, whether it has unsaved changes, the
 * undo history and the autosave that survives a crash.
 *
 * Undo keeps snapshots (the campaign's own XML, as saved) rather than inverse commands: every
 * edit, including a move in a stored OOB, is undone the same reliable way, and a snapshot is
 * what a save would write, so undo can never make a campaign that would not load. */
#pragma once

#include <gio/gio.h>
#include "ffb-campaign.h"
#include "ffb-kdf-memo.h"

G_BEGIN_DECLS

#define FFB_TYPE_DOCUMENT (ffb_document_get_type ())
G_DECLARE_FINAL_TYPE (FfbDocument, ffb_document, FFB, DOCUMENT, GObject)

FfbDocument *ffb_document_new (void);

/* Replaced (notify::campaign) on open, undo and redo: views then rebuild from it. */
FfbCampaign *ffb_document_get_campaign (FfbDocument *self);
GFile       *ffb_document_get_file (FfbDocument *self);
/* The file's name, or the campaign's name while it has no file. */
const char  *ffb_document_get_title (FfbDocument *self);
gboolean     ffb_document_get_modified (FfbDocument *self);
gboolean     ffb_document_get_can_undo (FfbDocument *self);
gboolean     ffb_document_get_can_redo (FfbDocument *self);

/* The battle the setup and OOB pages show, kept by id so that it survives undo. */
const char  *ffb_document_get_battle_id (FfbDocument *self);
void         ffb_document_set_battle_id (FfbDocument *self, const char *battle_id);
FfbBattle   *ffb_document_get_battle (FfbDocument *self);

gboolean     ffb_document_load_demo (FfbDocument *self, GError **error);
/* A new, empty campaign (ffb_xml_new_empty_campaign), with no file yet. */
void         ffb_document_load_new (FfbDocument *self);
gboolean     ffb_document_load_file (FfbDocument *self, GFile *file, GError **error);
/* Takes `campaign`, opened elsewhere (a sealed one, after its passphrase), as read from `file`;
 * `recovered`: it comes from the autosave, so it is unsaved work. */
void         ffb_document_take_campaign (FfbDocument *self, FfbCampaign *campaign, GFile *file,
                                         gboolean recovered);
/* The same on a worker thread, the campaign put in place by _finish on the main loop: what
 * the window uses, so that a large file never freezes it. */
void         ffb_document_load_file_async (FfbDocument *self, GFile *file,
                                           GCancellable *cancellable,
                                           GAsyncReadyCallback callback, gpointer user_data);
gboolean     ffb_document_load_file_finish (FfbDocument *self, GAsyncResult *result,
                                            GError **error);
/* Loads an autosave's text as unsaved changes to `file` (NULL: a campaign never saved). Text
 * that does not load leaves the autosave file moved aside, never deleted, under a name that
 * says so ("autosave-not-recovered-DATE-TIME.ffbridge"); the error names it. */
gboolean     ffb_document_load_recovered (FfbDocument *self, const char *xml, GFile *file,
                                          GError **error);
/* The same on a worker thread (what the window uses: recovery never freezes it), the campaign
 * put in place, or the autosave moved aside, by _finish on the main loop. */
void         ffb_document_load_recovered_async (FfbDocument *self, const char *xml,
                                                GFile *file, GCancellable *cancellable,
                                                GAsyncReadyCallback callback,
                                                gpointer user_data);
gboolean     ffb_document_load_recovered_finish (FfbDocument *self, GAsyncResult *result,
                                                 GError **error);
/* Saves to `file`, or to the document's file when NULL. */
gboolean     ffb_document_save (FfbDocument *self, GFile *file, GError **error);

/* An edit is bracketed: begin takes the undo snapshot, end marks the document modified and
 * emits ::changed, then, when the campaign's battles differ from what it last told (as undo,
 * redo and opening do too), ::battle-changed with the id of each battle added, removed or
 * changed, and ::battles-changed: a page of one battle follows its own ::battle-changed, a
 * list of the battles ::battles-changed alone. Edits with the same non-NULL merge key in quick
 * succession (typing in a field, spinning a number) make one undo step. */
void         ffb_document_begin_edit (FfbDocument *self, const char *merge_key);
void         ffb_document_end_edit (FfbDocument *self);
/* TRUE when an edit could not be kept: a sealed campaign opened with a player's passphrase, or
 * none (ffb_keyring_can_change). Its end_edit then takes the edit back (from an idle, the
 * campaign replaced as by undo), keeps nothing unsaved, and emits ::edit-refused. */
gboolean     ffb_document_get_read_only (FfbDocument *self);
/* The seed (64 hex digits) a test or demo run fixes for the neutral party's dice, the app's
 * --seed handed down by the app to its windows' documents, or NULL: the pages that roll take
 * it from here. */
const char  *ffb_document_get_dice_seed (FfbDocument *self);
void         ffb_document_set_dice_seed (FfbDocument *self, const char *seed_hex);
/* Drops the snapshot of an edit that turned out to change nothing or failed. */
void         ffb_document_cancel_edit (FfbDocument *self);

/* Undo stops before a player's choice (RULES.md "Fair dice"): FALSE with FFB_ERROR_IN_USE and
 * the engine's sentence (ffb-undo-choices.h), the campaign and the history unchanged. */
gboolean     ffb_document_undo (FfbDocument *self, GError **error);
gboolean     ffb_document_redo (FfbDocument *self, GError **error);

/* Autosave: `path` is written `seconds` after the first unsaved change and removed when the
 * changes are saved or the document is closed cleanly. The main loop copies the campaign; the
 * copy is serialized, sealed, written and flushed to the disk on a worker thread (::autosaving
 * TRUE meanwhile). _start writes it so at once, as its timer would; _now at once on the
 * caller's thread. */
void         ffb_document_set_autosave (FfbDocument *self, const char *path, guint seconds);
guint        ffb_document_get_autosave_seconds (FfbDocument *self);
void         ffb_document_autosave_start (FfbDocument *self);
gboolean     ffb_document_get_autosaving (FfbDocument *self);
gboolean     ffb_document_autosave_now (FfbDocument *self, GError **error);
void         ffb_document_discard_autosave (FfbDocument *self);

/* The passphrases given right tonight, so that a second hand-over to the same reader costs no
 * key derivation (ffb-kdf-memo.h; ffb-passphrase-job.h uses it); made when first asked, wiped
 * when another campaign is opened and when the document goes; NULL when libsodium cannot
 * give locked memory (every hand-over then derives in full). */
FfbKdfMemo  *ffb_document_get_kdf_memo (FfbDocument *self);

/* The signals a view follows a document by (the group's target, set as the document
 * changes): `shown` runs, swapped (on `view`), whenever the campaign changes or another
 * battle is picked. */
GSignalGroup *ffb_document_follow_new (gpointer view, GCallback shown);

G_END_DECLS
