/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck-row.c: the row a card table turns its deck on with (see ffb-deck-row.h).
 *
 * A deck that goes on rebuilds the page and the table with it: the toast goes to the page,
 * found first, and the table and this row are held until the handler ends. */
#include "ffb-deck-row.h"

#include <glib/gi18n.h>
#include "ffb-night.h"
#include "ffb-xml-deck.h"
#include "ffb-confirm.h"
#include "ffb-narrow.h"
#include "ffb-toast.h"
#include "ffb-controls.h"

struct _FfbDeckRow
{
  AdwActionRow parent_instance;

  GtkWidget *table;              /* the group the row sits in: not a ref, it holds the row */
  FfbDeckChoice choice;
  GtkFileChooserNative *chooser; /* the deck file being chosen, or NULL */
};

G_DEFINE_FINAL_TYPE (FfbDeckRow, ffb_deck_row, ADW_TYPE_ACTION_ROW)

FfbDeck *
ffb_deck_row_load_file (GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a deck file on this computer can be read."), uri);
      return NULL;
    }
  return ffb_deck_load_file (path, error);
}

/* `deck` (NULL: refused with `error` already) goes to the table; the refusal is shown over
 * `refused_at` under `heading`. */
static void
turn_on (FfbDeckRow *self, FfbDeck *deck, GError *error, const char *heading,
         GtkWidget *refused_at)
{
  g_autoptr(GtkWidget) table = g_object_ref (self->table);
  GtkWidget *page = gtk_widget_get_ancestor (table, ADW_TYPE_PREFERENCES_PAGE);

  if (deck == NULL || !self->choice.turn_on (table, deck, &error))
    ffb_ui_show_error (refused_at, heading, error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, self->choice.done);
  g_clear_error (&error);
}

/* What a built-in deck's button turns on: handed to its handler, freed with the button. */
typedef struct
{
  FfbDeckRow *row;  /* not a ref: the row holds the button */
  char *deck_id;
} DeckPick;

static void
deck_pick_free (gpointer data, GClosure *closure)
{
  DeckPick *pick = data;

  g_free (pick->deck_id);
  g_free (pick);
}

static void
deck_clicked_cb (GtkButton *button, DeckPick *pick)
{
  g_autoptr(FfbDeckRow) held = g_object_ref (pick->row);
  GError *error = NULL;
  g_autoptr(FfbDeck) deck = ffb_deck_new_built_in (pick->deck_id, &error);

  turn_on (held, deck, error, held->choice.refused, held->table);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, FfbDeckRow *self)
{
  g_autoptr(FfbDeckRow) held = self; /* the refs taken when the chooser opened */
  g_autoptr(GtkWidget) table = self->table;
  g_autoptr(GFile) file = NULL;
  g_autoptr(FfbDeck) deck = NULL;
  GtkWindow *window = gtk_native_dialog_get_transient_for (chooser);
  GError *error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  deck = ffb_deck_row_load_file (file, &error);
  turn_on (self, deck, error, self->choice.file_refused,
           window != NULL ? GTK_WIDGET (window) : self->table);
}

static void
file_clicked_cb (FfbDeckRow *self)
{
  GtkRoot *root = gtk_widget_get_root (self->table);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (self->choice.chooser_title,
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Deck files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_object_ref (self->table);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static GtkWidget *
deck_button (FfbDeckRow *self, const FfbDeck *deck)
{
  /* Translators: accessible name: what the deck's button does (as "Turn cards on"), then the
   * deck's name (as "The Haggerty deck"). */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), self->choice.deck_names, deck->name);
  GtkWidget *button = ffb_night_button_new (deck->name, name, NULL);
  DeckPick *pick = g_new0 (DeckPick, 1);

  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  ffb_narrow_button (GTK_BUTTON (button));
  pick->row = self;
  pick->deck_id = g_strdup (deck->id);
  g_signal_connect_data (button, "clicked", G_CALLBACK (deck_clicked_cb), pick, deck_pick_free,
                         0);
  return button;
}

static void
add_buttons (FfbDeckRow *self)
{
  const char *const *ids = ffb_deck_built_in_ids ();
  GtkWidget *file = ffb_night_button_new (_("Deck _File…"), self->choice.file_name, NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FfbDeck) deck = ffb_deck_new_built_in (ids[i], NULL);

      if (deck != NULL && deck->system == self->choice.system)
        adw_action_row_add_suffix (ADW_ACTION_ROW (self), deck_button (self, deck));
    }
  ffb_narrow_button (GTK_BUTTON (file));
  g_signal_connect_swapped (file, "clicked", G_CALLBACK (file_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), file);
}

/* GObject */

static void
ffb_deck_row_dispose (GObject *object)
{
  FfbDeckRow *self = FFB_DECK_ROW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  G_OBJECT_CLASS (ffb_deck_row_parent_class)->dispose (object);
}

static void
ffb_deck_row_class_init (FfbDeckRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ffb_deck_row_dispose;
}

static void
ffb_deck_row_init (FfbDeckRow *self)
{
}

GtkWidget *
ffb_deck_row_new (GtkWidget *table, const FfbDeckChoice *choice)
{
  FfbDeckRow *self;

  g_return_val_if_fail (GTK_IS_WIDGET (table) && choice != NULL, NULL);
  g_return_val_if_fail (choice->turn_on != NULL && choice->deck_names != NULL, NULL);
  self = g_object_new (FFB_TYPE_DECK_ROW, NULL);
  self->table = table;
  self->choice = *choice;
  ffb_ui_row_fill (GTK_WIDGET (self), choice->title, choice->subtitle, NULL);
  add_buttons (self);
  return GTK_WIDGET (self);
}
