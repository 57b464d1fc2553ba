/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unlock-dialog.c: the referee's passphrase for a sealed campaign (see
 * ffb-unlock-dialog.h). */
#include "ffb-unlock-dialog.h"

#include <string.h>
#include <glib/gi18n.h>
#include <sodium.h>
#include "ffb-keynav.h"
#include "ffb-controls.h"
#include "ffb-xml.h"

struct _FfbUnlockDialog
{
  AdwWindow parent_instance;

  GtkWidget *reader_choice;
  GtkWidget *entry;
  GtkWidget *status;
  GtkWidget *spinner;
  GtkWidget *open_button;
  GtkWidget *cancel_button;

  char *xml;
  char *source_name;
  FfbUnlockDone done;
  gpointer data;
  GDestroyNotify destroy;
  gboolean busy;
  gboolean finished; /* `done` was called */
  gboolean disposed;
};

G_DEFINE_FINAL_TYPE (FfbUnlockDialog, ffb_unlock_dialog, ADW_TYPE_WINDOW)

typedef struct
{
  char *xml;
  char *source_name;
  char *passphrase;
  FfbReader reader;
} Job;

/* Whose passphrase, in the order of FfbReader. */
static const char *const reader_names[] = { N_("Referee"), N_("Union player"),
                                            N_("Confederate player") };
static const char *const passphrase_names[] = { N_("Referee's passphrase"),
                                                N_("Union player's passphrase"),
                                                N_("Confederate player's passphrase") };

static void
job_free (Job *job)
{
  g_free (job->xml);
  g_free (job->source_name);
  /* The passphrase leaves no copy behind in this process's heap. */
  sodium_memzero (job->passphrase, strlen (job->passphrase));
  g_free (job->passphrase);
  g_free (job);
}

/* On the worker thread: derivation, unsealing, schema and model, nothing shared. */
static void
open_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  FfbCampaign *campaign = ffb_xml_load_campaign_unlocked (job->xml, strlen (job->xml),
                                                          job->source_name, job->reader,
                                                          job->passphrase, &error);

  if (campaign == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, campaign, (GDestroyNotify) ffb_campaign_unref);
}

static void
finish (FfbUnlockDialog *self, FfbCampaign *campaign)
{
  if (self->finished)
    {
      ffb_campaign_unref (campaign);
      return;
    }
  self->finished = TRUE;
  self->done (campaign, self->data);
}

static void
set_busy (FfbUnlockDialog *self, gboolean busy)
{
  self->busy = busy;
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), busy);
  gtk_widget_set_visible (self->spinner, busy);
  /* The entry stays sensitive (taking the focus from a text field under the pointer upsets
   * GtkText); Open waits, and ffb_unlock_dialog_open refuses while busy. */
  gtk_widget_set_sensitive (self->open_button, !busy);
}

static void
opened_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  FfbUnlockDialog *self = FFB_UNLOCK_DIALOG (source);
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign = g_task_propagate_pointer (G_TASK (result), &error);

  /* Destroyed meanwhile (the task held it): the campaign opened goes unseen. */
  if (self->disposed)
    {
      g_clear_pointer (&campaign, ffb_campaign_unref);
      return;
    }
  set_busy (self, FALSE);
  if (campaign == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->status), error->message);
      gtk_widget_set_visible (self->status, TRUE);
      gtk_widget_grab_focus (self->entry);
      return;
    }
  finish (self, campaign);
  gtk_window_destroy (GTK_WINDOW (self));
}

gboolean
ffb_unlock_dialog_open (FfbUnlockDialog *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_val_if_fail (FFB_IS_UNLOCK_DIALOG (self), FALSE);
  if (self->busy || self->finished)
    return FALSE;
  job = g_new0 (Job, 1);
  job->xml = g_strdup (self->xml);
  job->source_name = g_strdup (self->source_name);
  job->reader = (FfbReader) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->reader_choice));
  job->passphrase = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry)));
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  gtk_widget_set_visible (self->status, FALSE);
  set_busy (self, TRUE);
  task = g_task_new (self, NULL, opened_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, open_in_thread);
  return TRUE;
}

void
ffb_unlock_dialog_set_reader (FfbUnlockDialog *self, FfbReader reader)
{
  g_return_if_fail (FFB_IS_UNLOCK_DIALOG (self));
  g_return_if_fail ((int) reader >= 0 && reader < FFB_N_READERS);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->reader_choice), (guint) reader);
}

void
ffb_unlock_dialog_set_referee_only (FfbUnlockDialog *self)
{
  g_return_if_fail (FFB_IS_UNLOCK_DIALOG (self));
  ffb_unlock_dialog_set_reader (self, FFB_READER_REFEREE);
  gtk_widget_set_visible (self->reader_choice, FALSE);
}

gboolean
ffb_unlock_dialog_get_busy (FfbUnlockDialog *self)
{
  g_return_val_if_fail (FFB_IS_UNLOCK_DIALOG (self), FALSE);
  return self->busy;
}

static void
open_clicked_cb (FfbUnlockDialog *self)
{
  ffb_unlock_dialog_open (self);
}

/* Closing gives up; a derivation still running ends unseen (the task holds the dialog). */
static gboolean
close_request_cb (FfbUnlockDialog *self)
{
  finish (self, NULL);
  return FALSE;
}

static void
ffb_unlock_dialog_dispose (GObject *object)
{
  FfbUnlockDialog *self = FFB_UNLOCK_DIALOG (object);

  self->disposed = TRUE;
  self->finished = TRUE;
  if (self->destroy != NULL)
    g_clear_pointer (&self->data, self->destroy);
  g_clear_pointer (&self->xml, g_free);
  g_clear_pointer (&self->source_name, g_free);
  G_OBJECT_CLASS (ffb_unlock_dialog_parent_class)->dispose (object);
}

static void
ffb_unlock_dialog_class_init (FfbUnlockDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ffb_unlock_dialog_dispose;
}

static GtkWidget *
build_buttons (FfbUnlockDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  ffb_ui_set_accessible_name (self->spinner, _("Opening the sealed secrets"));
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  self->open_button = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_add_css_class (self->open_button, "suggested-action");
  gtk_widget_set_halign (box, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), self->spinner);
  gtk_box_append (GTK_BOX (box), self->cancel_button);
  gtk_box_append (GTK_BOX (box), self->open_button);
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (open_clicked_cb), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close),
                            self);
  return box;
}

/* The entry is named for whose passphrase it takes. */
static void
reader_changed_cb (FfbUnlockDialog *self)
{
  guint reader = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->reader_choice));
  const char *name = passphrase_names[reader < FFB_N_READERS ? reader : 0];

  g_object_set (self->entry, "placeholder-text", _(name), NULL);
  ffb_ui_set_accessible_name (self->entry, _(name));
  gtk_widget_set_visible (self->status, FALSE);
}

/* The readers' names come from a table marked N_(): translated here, where they are shown. */
static GtkWidget *
reader_choice_new (void)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (reader_names); i++)
    gtk_string_list_append (names, _(reader_names[i]));
  return gtk_drop_down_new (G_LIST_MODEL (names), NULL);
}

static void
ffb_unlock_dialog_init (FfbUnlockDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_("The Passphrase"));
  GtkWidget *body = gtk_label_new (_("The secrets of this campaign are sealed. The referee's "
                                     "passphrase opens them all; a player's opens his own side's "
                                     "part only: his OOB, ratings, orders and what he has been "
                                     "told. Opening takes a moment."));

  gtk_widget_add_css_class (title, "title-2");
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (body), 40);
  self->entry = gtk_password_entry_new ();
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (self->entry), TRUE);
  g_object_set (self->entry, "placeholder-text", _("Referee's passphrase"), NULL);
  ffb_keynav_name_password (self->entry, _("Referee's passphrase"));
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (open_clicked_cb), self);
  self->reader_choice = reader_choice_new ();
  ffb_ui_set_accessible_name (self->reader_choice, _("Whose passphrase"));
  self->status = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->status, "error");
  gtk_widget_set_visible (self->status, FALSE);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), body);
  gtk_box_append (GTK_BOX (box), self->reader_choice);
  gtk_box_append (GTK_BOX (box), self->entry);
  gtk_box_append (GTK_BOX (box), self->status);
  gtk_box_append (GTK_BOX (box), build_buttons (self));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_title (GTK_WINDOW (self), _("Open the Sealed Campaign"));
  /* Connected last: the handler touches the status label and the entry. */
  g_signal_connect_swapped (self->reader_choice, "notify::selected",
                            G_CALLBACK (reader_changed_cb), self);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

FfbUnlockDialog *
ffb_unlock_dialog_new (GtkWindow *parent, const char *xml, const char *source_name,
                       FfbUnlockDone done, gpointer data, GDestroyNotify destroy)
{
  FfbUnlockDialog *self = g_object_new (FFB_TYPE_UNLOCK_DIALOG, NULL);

  g_return_val_if_fail (xml != NULL && source_name != NULL && done != NULL, NULL);
  self->xml = g_strdup (xml);
  self->source_name = g_strdup (source_name);
  self->done = done;
  self->data = data;
  self->destroy = destroy;
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  return self;
}
