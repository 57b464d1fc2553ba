/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-document.c: the edited campaign, its file, snapshot undo and autosave. */
#include "ffb-document.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>
#include "ffb-campaign-dice.h"
#include "ffb-blocks-campaign.h"
#include "ffb-battle.h"
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-file-save.h"
#include "ffb-kdf-memo.h"
#include "ffb-organize.h"
#include "ffb-undo-choices.h"
#include "ffb-xml.h"
#include "ffb-xml-built-in.h"
#include "ffb-xml-write-job.h"

/* Enough for an evening's work; each snapshot of a campaign is a few tens of kilobytes.
 *
 * A snapshot is the campaign's XML (ffb_xml_write_campaign), not a copy in memory
 * (ffb_campaign_copy), for three reasons. The copy leaves out the history and the campaign's
 * own dice, and the document's undo takes back an applied aftermath or promotion roll with
 * its change in the history (and that change's own "before"). "Modified" after an undo is the
 * snapshot's equality with the campaign as saved, which the XML's text gives for every field
 * and ffb_campaign_equal does not (no history, no dice). And the copy copies the keys
 * unlocked in this session into guarded memory, locked pages for each of MAX_UNDO snapshots,
 * where the XML holds no key and is read back with the live keyring's
 * (ffb_xml_load_campaign_keyed). The cost is small beside a frame: on the demo, writing the
 * XML and reading it back takes about 1.6 ms of CPU, a copy 0.06 ms (tests/bench/bench-copy). */
#define MAX_UNDO 200
/* Edits with one merge key within this time are one undo step. */
#define MERGE_USEC (1500 * G_TIME_SPAN_MILLISECOND)

struct _FfbDocument
{
  GObject parent_instance;

  FfbCampaign *campaign;
  GFile *file;
  char *title;
  char *battle_id;
  char *dice_seed;   /* the seed a test run fixes for the neutral party's dice, or NULL */
  GPtrArray *listed; /* FfbBattle*: copies of the battles as ::battles-changed last told */
  char *saved_xml;   /* the campaign as last loaded or saved: modified means "differs" */
  gboolean modified;

  GPtrArray *undo;   /* char* snapshots, oldest first */
  GPtrArray *redo;
  char *pending;     /* the snapshot taken by begin_edit, pushed by end_edit */
  char *merge_key;
  gint64 merge_time;
  gboolean edit_read_only; /* the session was read-only when the edit began */
  char *refused;     /* read-only: the campaign before a refused edit, put back from an idle */
  guint refused_source;

  char *autosave_path;
  guint autosave_seconds;
  guint autosave_source;
  gboolean autosave_writing;   /* a write is under way on its worker thread */
  gboolean autosave_again;     /* ...and the state changed or was written since: write again */
  gboolean autosave_discarded; /* ...and the autosave was discarded since: remove it again */
  GThreadPool *autosaves_done; /* frees what a finished autosave leaves, off the main loop */

  FfbKdfMemo *kdf_memo; /* tonight's right passphrases (ffb-kdf-memo.h), made when first asked */
};

enum
{
  PROP_0,
  PROP_CAMPAIGN,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_BATTLE_ID,
  PROP_AUTOSAVING,
  N_PROPS
};

enum
{
  CHANGED,
  BATTLE_CHANGED,
  BATTLES_CHANGED,
  EDIT_REFUSED,
  N_SIGNALS
};

static GParamSpec *pspecs[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbDocument, ffb_document, G_TYPE_OBJECT)

static void
set_modified (FfbDocument *self, gboolean modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_MODIFIED]);
}

static void
update_title (FfbDocument *self)
{
  g_autofree char *title = NULL;

  if (self->file != NULL)
    title = g_file_get_basename (self->file);
  else
    title = g_strdup (self->campaign != NULL ? self->campaign->name : "");
  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_TITLE]);
}

static void
notify_history (FfbDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_CAN_REDO]);
}

/* Keeps the shown battle when the new campaign has it, else shows its first battle. */
static void
fix_battle_id (FfbDocument *self)
{
  const char *id = NULL;

  if (self->battle_id != NULL && ffb_campaign_find_battle (self->campaign, self->battle_id))
    return;
  if (self->campaign->battles->len > 0)
    id = ((FfbBattle *) g_ptr_array_index (self->campaign->battles, 0))->id;
  ffb_document_set_battle_id (self, id);
}

static FfbBattle *
find_battle (GPtrArray *battles, const char *id)
{
  for (guint i = 0; i < battles->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (battles, i);

      if (g_strcmp0 (battle->id, id) == 0)
        return battle;
    }
  return NULL;
}

/* The ids of the battles in `now` or `told` that one holds and the other does not, or holds
 * otherwise: added, removed or changed in any field. */
static GPtrArray *
changed_battles (GPtrArray *told, GPtrArray *now)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < now->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (now, i);
      FfbBattle *was = find_battle (told, battle->id);

      if (was == NULL || !ffb_battle_equal (was, battle))
        g_ptr_array_add (ids, g_strdup (battle->id));
    }
  for (guint i = 0; i < told->len; i++)
    {
      FfbBattle *battle = g_ptr_array_index (told, i);

      if (find_battle (now, battle->id) == NULL)
        g_ptr_array_add (ids, g_strdup (battle->id));
    }
  return ids;
}

static gboolean
same_order (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_strcmp0 (((FfbBattle *) g_ptr_array_index (a, i))->id,
                   ((FfbBattle *) g_ptr_array_index (b, i))->id) != 0)
      return FALSE;
  return TRUE;
}

/* ::changed, then ::battle-changed for each battle that differs from the one last told, then
 * ::battles-changed when any does (or their order changed): a list of battles rebuilds on an
 * edit of a battle, and not on one of a leader; a page of one battle on an edit of that
 * battle. Comparing costs less than a rebuild, and no edit can forget to say what it
 * touched. */
static void
emit_changed (FfbDocument *self)
{
  g_autoptr(GPtrArray) changed = NULL;
  gboolean reordered;

  g_signal_emit (self, signals[CHANGED], 0);
  if (self->campaign == NULL)
    return;
  changed = changed_battles (self->listed, self->campaign->battles);
  reordered = !same_order (self->listed, self->campaign->battles);
  if (changed->len == 0 && !reordered)
    return;
  g_ptr_array_set_size (self->listed, 0);
  for (guint i = 0; i < self->campaign->battles->len; i++)
    g_ptr_array_add (self->listed, ffb_battle_copy (g_ptr_array_index (self->campaign->battles, i)));
  for (guint i = 0; i < changed->len; i++)
    g_signal_emit (self, signals[BATTLE_CHANGED], 0, g_ptr_array_index (changed, i));
  g_signal_emit (self, signals[BATTLES_CHANGED], 0);
}

/* Puts `campaign` (taken) in place; the views rebuild on notify::campaign. */
static void
replace_campaign (FfbDocument *self, FfbCampaign *campaign)
{
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  self->campaign = campaign;
  fix_battle_id (self);
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_CAMPAIGN]);
  emit_changed (self);
}

static void
clear_history (FfbDocument *self)
{
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_clear_pointer (&self->pending, g_free);
  g_clear_pointer (&self->merge_key, g_free);
  /* An edit refused in the campaign that was open is not put back over the one opened now. */
  g_clear_handle_id (&self->refused_source, g_source_remove);
  g_clear_pointer (&self->refused, g_free);
  notify_history (self);
}

static void
set_file (FfbDocument *self, GFile *file)
{
  if (self->file == file)
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_FILE]);
}

/* A freshly opened campaign: no history, nothing unsaved. */
static void
take_opened (FfbDocument *self, FfbCampaign *campaign, GFile *file)
{
  /* Another campaign's passphrases are asked for in full again. */
  if (self->kdf_memo != NULL)
    ffb_kdf_memo_forget_all (self->kdf_memo);
  clear_history (self);
  set_file (self, file);
  g_free (self->saved_xml);
  self->saved_xml = ffb_xml_write_campaign (campaign);
  replace_campaign (self, campaign);
  set_modified (self, FALSE);
}

gboolean
ffb_document_load_demo (FfbDocument *self, GError **error)
{
  FfbCampaign *campaign;

  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  campaign = ffb_xml_new_demo_campaign (error);
  if (campaign == NULL)
    return FALSE;
  take_opened (self, campaign, NULL);
  return TRUE;
}

/* Like the demo, a new campaign has no file and nothing unsaved until the first edit. */
void
ffb_document_load_new (FfbDocument *self)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  take_opened (self, ffb_xml_new_empty_campaign (), NULL);
}

gboolean
ffb_document_load_file (FfbDocument *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  FfbCampaign *campaign;

  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
                   _("Only local files can be opened; copy the campaign to this computer first."));
      return FALSE;
    }
  /* A save killed before its end left a temp file beside the campaign: it goes now. */
  ffb_xml_remove_stale_temps (path);
  campaign = ffb_xml_load_campaign_file (path, error);
  if (campaign == NULL)
    return FALSE;
  take_opened (self, campaign, file);
  return TRUE;
}

/* Recovered work is unsaved work: it was never written to the campaign's file. */
static void
take_recovered (FfbDocument *self, FfbCampaign *campaign, GFile *file)
{
  take_opened (self, campaign, file);
  g_clear_pointer (&self->saved_xml, g_free);
  set_modified (self, TRUE);
}

void
ffb_document_take_campaign (FfbDocument *self, FfbCampaign *campaign, GFile *file,
                            gboolean recovered)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_return_if_fail (campaign != NULL);

  if (recovered)
    take_recovered (self, campaign, file);
  else
    take_opened (self, campaign, file);
}

/* Off the main loop: a campaign at the size limits takes most of a second to validate, and
 * the window must not freeze meanwhile (issue 11). The engine holds no GTK, and a load
 * shares nothing with the main thread but libxml2's schema cache, which is locked. */
/* A load's task data: what the thread reads, and the file the campaign will be saved to. */
typedef struct
{
  char *text;  /* the file's path, or the autosaved XML */
  GFile *file; /* or NULL */
} LoadJob;

static void
load_job_free (gpointer data)
{
  LoadJob *job = data;

  g_free (job->text);
  g_clear_object (&job->file);
  g_free (job);
}

static void
set_load_job (GTask *task, char *text, GFile *file)
{
  LoadJob *job = g_new0 (LoadJob, 1);

  job->text = text;
  job->file = file != NULL ? g_object_ref (file) : NULL;
  g_task_set_task_data (task, job, load_job_free);
}

static GFile *
load_job_file (GAsyncResult *result)
{
  LoadJob *job = g_task_get_task_data (G_TASK (result));

  return job->file;
}

static void
load_file_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const char *path = ((LoadJob *) data)->text;
  GError *error = NULL;
  FfbCampaign *campaign;

  /* A save killed before its end left a temp file beside the campaign: it goes now. */
  ffb_xml_remove_stale_temps (path);
  campaign = ffb_xml_load_campaign_file (path, &error);
  if (campaign == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, campaign, (GDestroyNotify) ffb_campaign_unref);
}

void
ffb_document_load_file_async (FfbDocument *self, GFile *file, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  char *path;

  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ffb_document_load_file_async);
  path = g_file_get_path (file);
  set_load_job (task, path, file);
  if (path == NULL)
    {
      g_task_return_new_error (task, FFB_ERROR, FFB_ERROR_IO, _("Only local files can be opened; "
                                 "copy the campaign to this computer first."));
      return;
    }
  g_task_run_in_thread (task, load_file_in_thread);
}

gboolean
ffb_document_load_file_finish (FfbDocument *self, GAsyncResult *result, GError **error)
{
  FfbCampaign *campaign;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  campaign = g_task_propagate_pointer (G_TASK (result), error);
  if (campaign == NULL)
    return FALSE;
  take_opened (self, campaign, load_job_file (result));
  return TRUE;
}

/* Beside the snapshot, the file it belongs to, so recovery reopens it as that file. */
static char *
origin_path (const char *autosave_path)
{
  return g_strconcat (autosave_path, ".origin", NULL);
}

/* "autosave.ffbridge" is kept as "autosave-not-recovered-2026-11-23-152410.ffbridge", a name
 * no later autosave or discard touches. */
static char *
not_recovered_path (const char *autosave_path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *folder = g_path_get_dirname (autosave_path);
  g_autofree char *name = g_path_get_basename (autosave_path);
  char *dot = strrchr (name, '.');
  const char *extension = dot != NULL ? dot + 1 : "ffbridge";

  if (dot != NULL)
    *dot = '\0';
  for (int n = 1;; n++)
    {
      g_autofree char *kept_name = n == 1
        ? g_strdup_printf ("%s-not-recovered-%s.%s", name, stamp, extension)
        : g_strdup_printf ("%s-not-recovered-%s-%d.%s", name, stamp, n, extension);
      char *kept = g_build_filename (folder, kept_name, NULL);

      if (!g_file_test (kept, G_FILE_TEST_EXISTS))
        return kept;
      g_free (kept);
    }
}

/* An autosave that does not load is still the referee's only copy of his unsaved work: it is
 * moved aside, never deleted, and the error says where it is. */
static void
keep_unrecovered (FfbDocument *self, GError *why, GError **error)
{
  g_autofree char *kept = NULL, *origin = NULL, *kept_origin = NULL;

  if (self->autosave_path == NULL || !g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    {
      g_propagate_error (error, why);
      return;
    }
  kept = not_recovered_path (self->autosave_path);
  if (g_rename (self->autosave_path, kept) != 0)
    {
      /* Translators: why the autosave could not be read (a sentence), its path, then the
       * system's reason. */
      g_set_error (error, FFB_ERROR, why->code, _("%s The autosave %s could not be moved aside "
                                                  "(%s) and is left where it is."),
                   why->message, self->autosave_path, g_strerror (errno));
      g_error_free (why);
      return;
    }
  origin = origin_path (self->autosave_path);
  kept_origin = origin_path (kept);
  g_rename (origin, kept_origin);
  /* Translators: why the autosave could not be read (a sentence), then the path it is kept at. */
  g_set_error (error, FFB_ERROR, why->code, _("%s The unsaved changes are kept, as they were, in "
                                              "%s."), why->message, kept);
  g_error_free (why);
}

gboolean
ffb_document_load_recovered (FfbDocument *self, const char *xml, GFile *file, GError **error)
{
  FfbCampaign *campaign;
  GError *why = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (xml != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Translators: stands for a file's name where an error names the file it read. */
  campaign = ffb_xml_load_campaign (xml, strlen (xml), _("the autosaved campaign"), &why);
  if (campaign == NULL)
    {
      keep_unrecovered (self, why, error);
      return FALSE;
    }
  take_recovered (self, campaign, file);
  return TRUE;
}

/* On a worker, as a file is: the autosave of a large campaign takes as long to load. */
static void
load_xml_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const char *xml = ((LoadJob *) data)->text;
  GError *error = NULL;
  /* Translators: stands for a file's name where an error names the file it read. */
  FfbCampaign *campaign = ffb_xml_load_campaign (xml, strlen (xml), _("the autosaved campaign"),
                                                 &error);

  if (campaign == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, campaign, (GDestroyNotify) ffb_campaign_unref);
}

void
ffb_document_load_recovered_async (FfbDocument *self, const char *xml, GFile *file,
                                   GCancellable *cancellable, GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_return_if_fail (xml != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ffb_document_load_recovered_async);
  set_load_job (task, g_strdup (xml), file);
  g_task_run_in_thread (task, load_xml_in_thread);
}

gboolean
ffb_document_load_recovered_finish (FfbDocument *self, GAsyncResult *result, GError **error)
{
  FfbCampaign *campaign;
  GError *why = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  campaign = g_task_propagate_pointer (G_TASK (result), &why);
  if (campaign == NULL)
    {
      keep_unrecovered (self, why, error);
      return FALSE;
    }
  take_recovered (self, campaign, load_job_file (result));
  return TRUE;
}

gboolean
ffb_document_save (FfbDocument *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  if (file == NULL)
    file = self->file;
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO,
                   _("Campaigns can only be saved to local files; pick a folder on this "
                     "computer."));
      return FALSE;
    }
  if (!ffb_xml_save_campaign_file (self->campaign, path, error))
    return FALSE;
  g_free (self->saved_xml);
  self->saved_xml = ffb_xml_write_campaign (self->campaign);
  set_file (self, file);
  update_title (self);
  set_modified (self, FALSE);
  ffb_document_discard_autosave (self);
  return TRUE;
}

/* Edits and history */

static void
push_limited (GPtrArray *stack, char *snapshot)
{
  if (stack->len >= MAX_UNDO)
    g_ptr_array_remove_index (stack, 0);
  g_ptr_array_add (stack, snapshot);
}

static gboolean
merges_with_last (FfbDocument *self, const char *merge_key, gint64 now)
{
  return merge_key != NULL && self->undo->len > 0 && self->redo->len == 0
         && g_strcmp0 (merge_key, self->merge_key) == 0 && now - self->merge_time < MERGE_USEC;
}

void
ffb_document_begin_edit (FfbDocument *self, const char *merge_key)
{
  gint64 now = g_get_monotonic_time ();

  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_return_if_fail (self->pending == NULL);

  /* Read-only: every edit has its own snapshot, the campaign it is taken back to. Judged
   * here, before the edit: an edit may replace the campaign's keyring. */
  self->edit_read_only = ffb_document_get_read_only (self);
  if (self->edit_read_only || !merges_with_last (self, merge_key, now))
    self->pending = ffb_xml_write_campaign (self->campaign);
  g_free (self->merge_key);
  self->merge_key = g_strdup (merge_key);
  self->merge_time = now;
}

static void write_autosave_async (FfbDocument *self);

static gboolean
autosave_cb (gpointer data)
{
  FfbDocument *self = data;

  self->autosave_source = 0;
  write_autosave_async (self);
  return G_SOURCE_REMOVE;
}

/* Timed in milliseconds: a timeout in seconds may be moved by up to a second to fire with
 * others, and a change is to reach the autosave within `autosave_seconds`. */
static void
schedule_autosave (FfbDocument *self)
{
  if (self->autosave_path == NULL || self->autosave_source != 0)
    return;
  self->autosave_source = g_timeout_add (self->autosave_seconds * 1000, autosave_cb, self);
}

static void
after_change (FfbDocument *self, gboolean modified)
{
  set_modified (self, modified);
  notify_history (self);
  emit_changed (self);
  if (modified)
    schedule_autosave (self);
}

/* Puts back the campaign as it was before a refused edit: from an idle, because the page that
 * made the edit may still hold pointers into the campaign when its end_edit returns. */
static gboolean
put_back_refused (gpointer data)
{
  FfbDocument *self = data;
  g_autofree char *before = g_steal_pointer (&self->refused);
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  self->refused_source = 0;
  campaign = ffb_xml_load_campaign_keyed (before, strlen (before), "the campaign before the edit",
                                          self->campaign->keyring, &error);
  if (campaign != NULL)
    replace_campaign (self, campaign);
  else
    g_warning ("Could not take back a refused edit: %s", error->message);
  g_signal_emit (self, signals[EDIT_REFUSED], 0);
  return G_SOURCE_REMOVE;
}

/* Secrets at rest: a session that cannot keep an edit (ffb_keyring_can_change) takes it back
 * at once, unsaved and out of the undo history, and says so (::edit-refused). */
static void
refuse_edit (FfbDocument *self)
{
  if (self->refused == NULL)
    self->refused = g_steal_pointer (&self->pending);
  g_clear_pointer (&self->pending, g_free);
  g_clear_pointer (&self->merge_key, g_free);
  if (self->refused != NULL && self->refused_source == 0)
    self->refused_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, put_back_refused, self, NULL);
}

gboolean
ffb_document_get_read_only (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return self->campaign != NULL && !ffb_keyring_can_change (self->campaign->keyring);
}

void
ffb_document_end_edit (FfbDocument *self)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));

  if (self->edit_read_only)
    {
      self->edit_read_only = FALSE;
      refuse_edit (self);
      return;
    }
  if (self->pending != NULL)
    push_limited (self->undo, g_steal_pointer (&self->pending));
  g_ptr_array_set_size (self->redo, 0);
  /* An edit to a setup or to the campaign may leave a stored OOB that no longer fits its
   * battle: its findings are worked out again, as loading the saved file would. */
  ffb_organize_check_oobs (self->campaign);
  update_title (self);
  after_change (self, TRUE);
}

void
ffb_document_cancel_edit (FfbDocument *self)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_clear_pointer (&self->pending, g_free);
  g_clear_pointer (&self->merge_key, g_free);
}

/* Moves the current state onto `to` and loads the top of `from`. Going back (`undoing`) stops
 * before a player's choice, which stands once made (ffb-undo-choices.h): the engine says so,
 * and nothing moves. */
static gboolean
step_history (FfbDocument *self, GPtrArray *from, GPtrArray *to, gboolean undoing,
              GError **error)
{
  g_autofree char *snapshot = NULL;
  FfbCampaign *campaign;
  gboolean modified, carried;

  if (from->len == 0)
    return TRUE;
  snapshot = g_ptr_array_steal_index (from, from->len - 1);
  /* Translators: stands for a file's name where an error names the file it read. */
  campaign = ffb_xml_load_campaign_keyed (snapshot, strlen (snapshot), _("the undo history"),
                                          self->campaign->keyring, error);
  /* C2G: a round of a block battle fought or begun is final; undo stops before it. */
  if (campaign != NULL && from == self->undo
      && !ffb_blocks_campaign_check_undo (self->campaign, campaign, error))
    g_clear_pointer (&campaign, ffb_campaign_unref);
  if (campaign == NULL || (undoing && !ffb_undo_check_choices (self->campaign, campaign, error)))
    {
      g_clear_pointer (&campaign, ffb_campaign_unref);
      g_ptr_array_add (from, g_steal_pointer (&snapshot));
      return FALSE;
    }
  /* A campaign seed drawn since the snapshot, and a battle seed revealed, stay: undo must
   * not re-roll the campaign's dice nor seal what was told (ffb-campaign-dice.h). */
  carried = ffb_campaign_dice_carry (campaign, self->campaign);
  push_limited (to, ffb_xml_write_campaign (self->campaign));
  g_clear_pointer (&self->merge_key, g_free);
  modified = carried || g_strcmp0 (snapshot, self->saved_xml) != 0;
  replace_campaign (self, campaign);
  after_change (self, modified);
  return TRUE;
}

gboolean
ffb_document_undo (FfbDocument *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return step_history (self, self->undo, self->redo, TRUE, error);
}

gboolean
ffb_document_redo (FfbDocument *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return step_history (self, self->redo, self->undo, FALSE, error);
}

/* Autosave */

void
ffb_document_set_autosave (FfbDocument *self, const char *path, guint seconds)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  /* An autosave killed before its end left a temp file beside it: it goes at the start that
   * takes the autosave up again, not at the first change after (issue 30, item 11). */
  if (path != NULL)
    ffb_xml_remove_stale_temps (path);
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  self->autosave_seconds = MAX (seconds, 1);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->modified)
    schedule_autosave (self);
}

guint
ffb_document_get_autosave_seconds (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), 0);
  return self->autosave_seconds;
}

/* What one autosave writes: the campaign sealed as its file would be (its job, copied from
 * the campaign on the main loop), and the file it belongs to, so that recovery reopens it as
 * that file. */
typedef struct
{
  char *path;
  char *origin;
  char *uri;
  FfbXmlWriteJob *job;
} AutosaveWrite;

static void
autosave_write_free (AutosaveWrite *write)
{
  g_free (write->path);
  g_free (write->origin);
  g_free (write->uri);
  ffb_xml_write_job_free (write->job);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AutosaveWrite, autosave_write_free)

/* The signed record a write replaced is the campaign's old one, whose last link lists every
 * part of the file: freeing it takes milliseconds for a four-year campaign. */
static void
free_autosave_write (gpointer data, gpointer user_data)
{
  autosave_write_free (data);
}

/* On the main loop, which owns the campaign: its copy, under a millisecond for the demo and a
 * few for a four-year campaign, where serializing and sealing it takes most of a second
 * (tests/bench/bench-autosave). */
static AutosaveWrite *
prepare_autosave (FfbDocument *self)
{
  AutosaveWrite *write = g_new0 (AutosaveWrite, 1);

  write->job = ffb_xml_write_job_new (self->campaign);
  write->path = g_strdup (self->autosave_path);
  write->origin = origin_path (self->autosave_path);
  write->uri = self->file != NULL ? g_file_get_uri (self->file) : g_strdup ("");
  return write;
}

/* On any thread: reads the job's copy alone. */
static gboolean
write_autosave (AutosaveWrite *write, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (write->path);
  const char *text;
  gboolean saved;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      /* Translators: %s is a path. */
      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("Could not make the folder %s."), dir);
      return FALSE;
    }
  /* Sealed like the campaign's file (with the keys in memory, no passphrase's derivation):
   * the autosave is no way round the passphrase. */
  if (!ffb_xml_write_job_run (write->job, error))
    return FALSE;
  text = ffb_xml_write_job_text (write->job);
  saved = ffb_file_save_private (write->origin, write->uri, strlen (write->uri), error)
          && ffb_file_save_private (write->path, text, strlen (text), error);
  ffb_xml_write_job_release (write->job);
  return saved;
}

static void
write_autosave_in_thread (GTask *task, gpointer source, gpointer data,
                          GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_autosave (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
autosave_written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  FfbDocument *self = FFB_DOCUMENT (source);
  AutosaveWrite *write = data;
  g_autoptr(GError) error = NULL;

  self->autosave_writing = FALSE;
  /* An autosave that fails leaves the campaign in memory untouched; the next change retries. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_warning ("Could not autosave: %s", error->message);
  else if (self->campaign != NULL)
    ffb_xml_write_job_finish (write->job, self->campaign);
  if (self->autosave_discarded)
    {
      self->autosave_discarded = FALSE;
      g_unlink (write->path);
      g_unlink (write->origin);
    }
  if (self->autosave_again)
    {
      self->autosave_again = FALSE;
      write_autosave_async (self);
    }
  g_thread_pool_push (self->autosaves_done, write, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_AUTOSAVING]);
}

/* The timer's autosave: the campaign is copied here (the main loop's only part), then
 * serialized, sealed, written, flushed to the disk and renamed into place on a worker thread,
 * so that typing never waits for the seal nor the disk. One write at a time, the last state
 * written last. */
static void
write_autosave_async (FfbDocument *self)
{
  g_autoptr(GTask) task = NULL;
  AutosaveWrite *write;

  if (self->autosave_path == NULL || !self->modified)
    return;
  if (self->autosave_writing)
    {
      self->autosave_again = TRUE;
      return;
    }
  self->autosave_writing = TRUE;
  write = prepare_autosave (self);
  /* Freed by the callback, off the main loop (free_autosave_write), which always runs: the
   * task holds the document. */
  task = g_task_new (self, NULL, autosave_written_cb, write);
  g_task_set_task_data (task, write, NULL);
  g_task_run_in_thread (task, write_autosave_in_thread);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_AUTOSAVING]);
}

void
ffb_document_autosave_start (FfbDocument *self)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  write_autosave_async (self);
}

gboolean
ffb_document_get_autosaving (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return self->autosave_writing;
}

gboolean
ffb_document_autosave_now (FfbDocument *self, GError **error)
{
  g_autoptr(AutosaveWrite) write = NULL;

  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  if (self->autosave_path == NULL || !self->modified)
    return TRUE;
  write = prepare_autosave (self);
  /* A write under way on the worker would land after this one: it is followed by another. */
  if (self->autosave_writing)
    self->autosave_again = TRUE;
  if (!write_autosave (write, error))
    return FALSE;
  ffb_xml_write_job_finish (write->job, self->campaign);
  return TRUE;
}

void
ffb_document_discard_autosave (FfbDocument *self)
{
  g_autofree char *origin = NULL;

  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  self->autosave_again = FALSE;
  if (self->autosave_path == NULL)
    return;
  /* A write under way would put it back: it is removed again once that write is done. */
  self->autosave_discarded = self->autosave_writing;
  origin = origin_path (self->autosave_path);
  g_unlink (self->autosave_path);
  g_unlink (origin);
}

/* Accessors */

FfbCampaign *
ffb_document_get_campaign (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  return self->campaign;
}

GFile *
ffb_document_get_file (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  return self->file;
}

const char *
ffb_document_get_title (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  return self->title;
}

gboolean
ffb_document_get_modified (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return self->modified;
}

gboolean
ffb_document_get_can_undo (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
ffb_document_get_can_redo (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

const char *
ffb_document_get_battle_id (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  return self->battle_id;
}

void
ffb_document_set_battle_id (FfbDocument *self, const char *battle_id)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  if (g_strcmp0 (battle_id, self->battle_id) == 0)
    return;
  g_free (self->battle_id);
  self->battle_id = g_strdup (battle_id);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_BATTLE_ID]);
}

FfbBattle *
ffb_document_get_battle (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  if (self->campaign == NULL || self->battle_id == NULL)
    return NULL;
  return ffb_campaign_find_battle (self->campaign, self->battle_id);
}

FfbKdfMemo *
ffb_document_get_kdf_memo (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  if (self->kdf_memo == NULL)
    self->kdf_memo = ffb_kdf_memo_new (NULL);
  return self->kdf_memo;
}

/* GObject */

static void
ffb_document_finalize (GObject *object)
{
  FfbDocument *self = FFB_DOCUMENT (object);

  g_clear_handle_id (&self->autosave_source, g_source_remove);
  g_clear_handle_id (&self->refused_source, g_source_remove);
  g_thread_pool_free (self->autosaves_done, FALSE, TRUE);
  g_free (self->refused);
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  g_clear_object (&self->file);
  g_free (self->title);
  g_free (self->battle_id);
  g_free (self->dice_seed);
  g_ptr_array_unref (self->listed);
  g_free (self->saved_xml);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_free (self->pending);
  g_free (self->merge_key);
  g_free (self->autosave_path);
  ffb_kdf_memo_free (self->kdf_memo);
  G_OBJECT_CLASS (ffb_document_parent_class)->finalize (object);
}

static void
ffb_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbDocument *self = FFB_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_CAMPAIGN:
      g_value_set_pointer (value, self->campaign);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ffb_document_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ffb_document_get_can_redo (self));
      break;
    case PROP_BATTLE_ID:
      g_value_set_string (value, self->battle_id);
      break;
    case PROP_AUTOSAVING:
      g_value_set_boolean (value, self->autosave_writing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_document_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_BATTLE_ID:
      ffb_document_set_battle_id (FFB_DOCUMENT (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_document_class_init (FfbDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ffb_document_finalize;
  object_class->get_property = ffb_document_get_property;
  object_class->set_property = ffb_document_set_property;

  pspecs[PROP_CAMPAIGN] = g_param_spec_pointer ("campaign", NULL, NULL, ro);
  pspecs[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  pspecs[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  pspecs[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, ro);
  pspecs[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  pspecs[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  pspecs[PROP_BATTLE_ID] = g_param_spec_string ("battle-id", NULL, NULL, NULL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  /* An autosave is being sealed and written on its worker thread. */
  pspecs[PROP_AUTOSAVING] = g_param_spec_boolean ("autosaving", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);

  /* After every edit, undo, redo and open: live figures refresh. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* After ::changed, for each battle (by its id) added, removed or changed in any field since
   * it was last told, as an edit, undo, redo or opening left it: a page of one battle
   * rebuilds on its own alone. */
  signals[BATTLE_CHANGED] = g_signal_new ("battle-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);
  /* After ::changed, when a battle was added, removed or changed in any field, or the
   * campaign replaced by one whose battles differ: what lists the battles rebuilds. */
  signals[BATTLES_CHANGED] = g_signal_new ("battles-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
  /* A read-only session's edit was taken back (ffb_document_get_read_only). */
  signals[EDIT_REFUSED] = g_signal_new ("edit-refused", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ffb_document_init (FfbDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
  self->listed = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_battle_free);
  self->autosave_seconds = 2;
  self->autosaves_done = g_thread_pool_new (free_autosave_write, NULL, 1, FALSE, NULL);
}

FfbDocument *
ffb_document_new (void)
{
  return g_object_new (FFB_TYPE_DOCUMENT, NULL);
}

GSignalGroup *
ffb_document_follow_new (gpointer view, GCallback shown)
{
  GSignalGroup *group = g_signal_group_new (FFB_TYPE_DOCUMENT);

  g_signal_group_connect_swapped (group, "changed", shown, view);
  g_signal_group_connect_swapped (group, "notify::battle-id", shown, view);
  return group;
}

const char *
ffb_document_get_dice_seed (FfbDocument *self)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (self), NULL);
  return self->dice_seed;
}

void
ffb_document_set_dice_seed (FfbDocument *self, const char *seed_hex)
{
  g_return_if_fail (FFB_IS_DOCUMENT (self));
  g_free (self->dice_seed);
  self->dice_seed = g_strdup (seed_hex);
}
