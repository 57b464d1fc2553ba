/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-passphrase-group.c: the players' passphrases (see ffb-passphrase-group.h). */
#include "ffb-passphrase-group.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"
#include "ffb-night.h"
#include "ffb-passphrase-job.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbPassphraseGroup
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  /* The document's signals it follows: moved to a new document in one call. */
  GSignalGroup *document_signals;

  AdwEntryRow *referee_row;
  AdwEntryRow *union_row;
  AdwEntryRow *confederate_row;
  GtkWidget *spinner;
  gboolean busy;      /* a passphrase is being set (ffb-passphrase-job.h) */
  FfbReader setting;  /* whose */
};

G_DEFINE_FINAL_TYPE (FfbPassphraseGroup, ffb_passphrase_group, ADW_TYPE_PREFERENCES_GROUP)

static AdwEntryRow *
row_for (FfbPassphraseGroup *self, FfbReader reader)
{
  AdwEntryRow *rows[FFB_N_READERS] = { self->referee_row, self->union_row,
                                       self->confederate_row };

  return rows[reader];
}

/* What a row says of whose passphrase it holds, in the order of FfbReader: whole sentences, each
 * marked N_() and translated where shown. */
static const struct
{
  const char *set;   /* the row's title once set */
  const char *unset; /* its title before */
  const char *name;  /* its accessible name */
  const char *done;  /* the toast once set */
} texts[FFB_N_READERS] = {
  { N_("Referee's passphrase (set: type a new one to change it)"),
    N_("Referee's passphrase (not set yet)"), N_("New Referee's passphrase"),
    N_("The Referee's passphrase is set") },
  { N_("Union passphrase (set: type a new one to change it)"),
    N_("Union passphrase (not set yet)"), N_("New Union passphrase"),
    N_("The Union passphrase is set") },
  { N_("Confederate passphrase (set: type a new one to change it)"),
    N_("Confederate passphrase (not set yet)"), N_("New Confederate passphrase"),
    N_("The Confederate passphrase is set") },
};

static void
update (FfbPassphraseGroup *self)
{
  for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
    {
      gboolean set = ffb_night_has_passphrase (self->document, reader);
      const char *title = set ? texts[reader].set : texts[reader].unset;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row_for (self, reader)), _(title));
      ffb_keynav_name_password (GTK_WIDGET (row_for (self, reader)), _(texts[reader].name));
    }
}

static FfbReader
reader_of (FfbPassphraseGroup *self, AdwEntryRow *row)
{
  for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
    if (row_for (self, reader) == row)
      return reader;
  g_assert_not_reached ();
}

/* Argon2id takes seconds: while it runs a spinner says so, and no row takes another. */
static void
set_busy (FfbPassphraseGroup *self, gboolean busy)
{
  self->busy = busy;
  gtk_widget_set_visible (self->spinner, busy);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), busy);
  for (FfbReader reader = 0; reader < FFB_N_READERS; reader++)
    adw_entry_row_set_show_apply_button (row_for (self, reader), !busy);
}

static void
set_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(FfbPassphraseGroup) self = data;
  g_autoptr(GError) error = NULL;
  gboolean set;

  /* Disposed meanwhile: the job ends unseen, its copies wiped. */
  if (self->document == NULL)
    return;
  set = ffb_passphrase_job_set_finish (self->document, result, &error);
  set_busy (self, FALSE);
  if (!set)
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("The passphrase was not set"), error);
      return;
    }
  ffb_ui_toast_undo (GTK_WIDGET (self), _(texts[self->setting].done));
}

static void
apply_cb (AdwEntryRow *row, FfbPassphraseGroup *self)
{
  FfbReader reader = reader_of (self, row);

  if (self->busy || self->document == NULL)
    return;
  self->setting = reader;
  set_busy (self, TRUE);
  ffb_passphrase_job_set_async (self->document, reader, gtk_editable_get_text (GTK_EDITABLE (row)),
                                set_cb, g_object_ref (self));
  /* Out of the field at once, whatever comes next: it is a secret (the job has its copy). */
  gtk_editable_set_text (GTK_EDITABLE (row), "");
}

gboolean
ffb_passphrase_group_get_busy (FfbPassphraseGroup *self)
{
  g_return_val_if_fail (FFB_IS_PASSPHRASE_GROUP (self), FALSE);
  return self->busy;
}

void
ffb_passphrase_group_set_document (FfbPassphraseGroup *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_PASSPHRASE_GROUP (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  update (self);
}

static void
ffb_passphrase_group_dispose (GObject *object)
{
  FfbPassphraseGroup *self = FFB_PASSPHRASE_GROUP (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_PASSPHRASE_GROUP);
  G_OBJECT_CLASS (ffb_passphrase_group_parent_class)->dispose (object);
}

static void
ffb_passphrase_group_class_init (FfbPassphraseGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_passphrase_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-passphrase-group.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbPassphraseGroup, referee_row);
  gtk_widget_class_bind_template_child (widget_class, FfbPassphraseGroup, union_row);
  gtk_widget_class_bind_template_child (widget_class, FfbPassphraseGroup, confederate_row);
  gtk_widget_class_bind_template_callback (widget_class, apply_cb);
}

static void
ffb_passphrase_group_init (FfbPassphraseGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (update), self);
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_widget_set_valign (self->spinner, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (self->spinner, _("Setting the passphrase"));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), self->spinner);
}

GtkWidget *
ffb_passphrase_group_new (void)
{
  return g_object_new (FFB_TYPE_PASSPHRASE_GROUP, NULL);
}
