/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window.c: the main window (see ffb-window.h). */
#include "ffb-window-private.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include "ffb-aftermath-page.h"
#include "ffb-battle-page.h"
#include "ffb-campaign-page.h"
#include "ffb-file-save.h"
#include "ffb-frame-log.h"
#include "ffb-keynav.h"
#include "ffb-neutral-page.h"
#include "ffb-night-page.h"
#include "ffb-oob-page.h"
#include "ffb-phones.h"
#include "ffb-rule-tips.h"
#include "ffb-side-view.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"
#include "ffb-unlock-dialog.h"
#include "ffb-window-slot.h"
#include "ffb-xml.h"

#define MIME_TYPE "application/x-ffbridge"
/* A kill at any moment loses no edit older than this (issue 13): writing the campaign takes
 * milliseconds, and its sealed parts are sealed with the keys in memory, no Argon2id. */
#define AUTOSAVE_SECONDS 2
#define RECENT_SHOWN 6

G_DEFINE_FINAL_TYPE (FfbWindow, ffb_window, ADW_TYPE_APPLICATION_WINDOW)

/* The steps the actions take (ffb-window-private.h), used before they are defined. */
static void     confirm_unsaved (FfbWindow *self, FfbAfterConfirm then, gpointer data,
                                 GDestroyNotify destroy);
static void     drop_after_confirm (FfbWindow *self);
static gboolean save_now (FfbWindow *self);
static void     save_as (FfbWindow *self);
static void     choose_file_to_open (FfbWindow *self, gpointer data);
static void     open_chosen (FfbWindow *self, GFile *file);
static void     load_demo (FfbWindow *self);
static void     ensure_page (FfbWindow *self, const char *name);
static void     unlock_start (FfbWindow *self);

enum
{
  HOLD_CHANGED,
  OPEN_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
autosave_path (FfbWindow *self)
{
  return ffb_window_slot_autosave_path (self->slot);
}

static char *
hand_over_path (FfbWindow *self)
{
  return ffb_window_slot_hand_over_path (self->slot);
}

static GSettings *
settings (FfbWindow *self)
{
  return self->settings;
}

/* The app's settings, or NULL when its schema is not installed (a run from the build tree
 * without GSETTINGS_SCHEMA_DIR): the window then uses the defaults. */
static GSettings *
app_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

/* Title and actions follow the document */

static void
update_title (FfbWindow *self)
{
  g_autofree char *title = NULL, *subtitle = NULL;
  GFile *file = ffb_document_get_file (self->document);
  const char *name = ffb_document_get_title (self->document);

  /* Before the first campaign is in place (it opens, or the app started locked). */
  title = g_strdup_printf ("%s%s", ffb_document_get_modified (self->document) ? "• " : "",
                           name != NULL ? name : _("FFBridge"));
  if (file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      subtitle = parent != NULL ? g_file_get_parse_name (parent) : NULL;
    }
  else
    subtitle = g_strdup (_("Not saved yet"));
  /* The view switcher hides the title when wide: the Save button shows what is unsaved. */
  if (ffb_document_get_modified (self->document))
    gtk_widget_add_css_class (self->save_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->save_button, "suggested-action");
  adw_view_switcher_title_set_title (self->switcher_title, title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* The side whose passphrase opened the campaign, or -1 (none: only public parts are open). */
static int
opened_side (FfbWindow *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);

  for (int side = 0; campaign != NULL && side < FFB_N_SIDES; side++)
    if (ffb_keyring_is_unlocked (campaign->keyring, ffb_reader_for_side (side)))
      return side;
  return -1;
}

static char *
read_only_text (FfbWindow *self)
{
  int side = opened_side (self);

  if (side < 0)
    return g_strdup (_("Opened without a passphrase: you see only what is not secret, and "
                       "nothing can be changed. Only the referee's passphrase opens the whole "
                       "campaign for changes."));
  /* Translators: both %s are the same side (Union, Confederate). */
  return g_strdup_printf (_("Opened with the %s player's passphrase: you see the %s's own part "
                            "only, and nothing can be changed. Only the referee's passphrase "
                            "opens the whole campaign for changes."), ffb_side_display_name (side),
                          ffb_side_display_name (side));
}

static void
update_read_only (FfbWindow *self)
{
  gboolean read_only = ffb_document_get_read_only (self->document);
  g_autofree char *text = read_only ? read_only_text (self) : NULL;

  gtk_widget_set_visible (self->read_only_box, read_only);
  gtk_label_set_text (self->read_only_label, text != NULL ? text : "");
}

/* The player lock (issue 13): while a player may have the laptop (a side view or its lock
 * screen shows, and the referee has a passphrase), a mark beside the autosave says so. It is
 * no secret, only a state: a process killed meanwhile starts again locked, and only the
 * referee's passphrase, given in the window, takes the mark away. */
static gboolean
player_may_hold (FfbWindow *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);

  /* Started locked, until the referee's passphrase (or a campaign with nothing sealed). */
  if (self->locked_xml != NULL)
    return TRUE;
  return ffb_side_view_get_shown (GTK_WINDOW (self)) != NULL && campaign != NULL
         && ffb_keyring_protects (campaign->keyring);
}

/* Whatever this campaign's keyring: another window's campaign may be one a player must not see. */
gboolean
ffb_window_is_held_by_player (FfbWindow *self)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), FALSE);
  return self->locked_xml != NULL || ffb_side_view_get_shown (GTK_WINDOW (self)) != NULL;
}

void
ffb_window_set_hidden_for_player (FfbWindow *self, gboolean hidden)
{
  g_return_if_fail (FFB_IS_WINDOW (self));
  if (hidden == self->hidden_for_player)
    return;
  self->hidden_for_player = hidden;
  if (hidden)
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  else
    gtk_window_present (GTK_WINDOW (self));
}

gboolean
ffb_window_get_hidden_for_player (FfbWindow *self)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), FALSE);
  return self->hidden_for_player;
}

/* The other windows of the app go out of sight while this one is in a player's hands. */
static void
tell_app_of_hold (FfbWindow *self)
{
  g_signal_emit (self, signals[HOLD_CHANGED], 0);
}

static void
sync_lock_mark (FfbWindow *self)
{
  g_autofree char *path = hand_over_path (self);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  gboolean held = player_may_hold (self);
  static const char mark[] = "A player has the laptop: only the referee's passphrase opens "
                             "ffbridge again.\n";

  if (held == self->lock_marked)
    return;
  if (!held)
    {
      g_unlink (path);
      self->lock_marked = FALSE;
      return;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0
      || !ffb_file_save_private (path, mark, strlen (mark), &error))
    g_warning ("Could not mark the hand-over in %s: %s", path,
               error != NULL ? error->message : g_strerror (errno));
  else
    self->lock_marked = TRUE;
}

static void
document_notify_cb (FfbWindow *self)
{
  update_title (self);
  _ffb_window_actions_update (self);
  sync_lock_mark (self);
  tell_app_of_hold (self);
  update_read_only (self);
}

/* An edit a read-only session could not keep was taken back (ffb-document.h): said here, the
 * banner says why. */
static void
edit_refused_cb (FfbWindow *self)
{
  int side = opened_side (self);
  g_autofree char *said = NULL;

  said = side < 0 ? g_strdup (_("Not changed: this campaign is read-only without the referee's "
                                "passphrase"))
                  /* Translators: %s is a side (Union, Confederate). */
                  : g_strdup_printf (_("Not changed: opened with the %s player's passphrase, this "
                                       "campaign is read-only"), ffb_side_display_name (side));
  ffb_ui_toast (GTK_WIDGET (self->toast_overlay), said);
}

/* Recent files */

static void
note_recent (FfbWindow *self, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = { 0 };
  GSettings *s = settings (self);

  data.mime_type = (char *) MIME_TYPE;
  data.app_name = (char *) g_get_application_name ();
  data.app_exec = (char *) "ffbridge %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
  if (s != NULL)
    g_settings_set_string (s, "last-file", uri);
}

static void
rebuild_recent_menu (FfbWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint shown = 0;

  g_menu_remove_all (self->recent_section);
  for (GList *l = items; l != NULL && shown < RECENT_SHOWN; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      g_autofree char *action = NULL;

      if (!gtk_recent_info_has_application (info, g_get_application_name ())
          || !gtk_recent_info_exists (info))
        continue;
      action = g_strdup_printf ("win.open-recent(%s)",
                                g_variant_print (g_variant_new_string (gtk_recent_info_get_uri (info)),
                                                 FALSE));
      g_menu_append (self->recent_section, gtk_recent_info_get_display_name (info), action);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  if (shown == 0)
    g_menu_append (self->recent_section, _("No recent campaigns"), "win.none");
}

static gboolean
watch_recent_idle (gpointer data)
{
  FfbWindow *self = data;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (rebuild_recent_menu), self, G_CONNECT_SWAPPED);
  rebuild_recent_menu (self);
  return G_SOURCE_REMOVE;
}

/* Pages */

/* Only the first page is built with the window: each other one waits as an empty slot of the
 * view stack (its place, title, icon and shortcut) and is made when first shown or when an
 * action needs it, so that start-up pays for the page on screen only. */
typedef GtkWidget *(*PageNew) (FfbWindow *self);

static GtkWidget *
new_battle_page (FfbWindow *self)
{
  self->battle_page = FFB_BATTLE_PAGE (ffb_battle_page_new ());
  ffb_battle_page_set_document (self->battle_page, self->document);
  return GTK_WIDGET (self->battle_page);
}

static GtkWidget *
new_oob_page (FfbWindow *self)
{
  self->oob_page = FFB_OOB_PAGE (ffb_oob_page_new ());
  ffb_oob_page_set_document (self->oob_page, self->document);
  return GTK_WIDGET (self->oob_page);
}

static GtkWidget *
new_neutral_page (FfbWindow *self)
{
  self->neutral_page = FFB_NEUTRAL_PAGE (ffb_neutral_page_new ());
  ffb_neutral_page_set_document (self->neutral_page, self->document);
  return GTK_WIDGET (self->neutral_page);
}

static GtkWidget *
new_night_page (FfbWindow *self)
{
  self->night_page = FFB_NIGHT_PAGE (ffb_night_page_new ());
  ffb_night_page_set_document (self->night_page, self->document);
  ffb_night_page_set_phones (self->night_page, self->phones);
  return GTK_WIDGET (self->night_page);
}

static GtkWidget *
new_aftermath_page (FfbWindow *self)
{
  self->aftermath_page = FFB_AFTERMATH_PAGE (ffb_aftermath_page_new ());
  ffb_aftermath_page_set_document (self->aftermath_page, self->document);
  return GTK_WIDGET (self->aftermath_page);
}

static const struct
{
  const char *name; /* the view stack's page name */
  PageNew page_new;
} lazy_pages[] = {
  { "battle", new_battle_page },
  { "oob", new_oob_page },
  { "secrets", new_neutral_page },
  { "night", new_night_page },
  { "aftermath", new_aftermath_page },
};

static void
ensure_page (FfbWindow *self, const char *name)
{
  GtkWidget *slot = adw_view_stack_get_child_by_name (self->stack, name);

  if (!ADW_IS_BIN (slot) || adw_bin_get_child (ADW_BIN (slot)) != NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (lazy_pages); i++)
    if (g_str_equal (lazy_pages[i].name, name))
      adw_bin_set_child (ADW_BIN (slot), lazy_pages[i].page_new (self));
}

/* Mapped when the view stack shows it, before the stack moves the focus into it: the page
 * made here gets the focus as it would have had it been there from the start. */
static void
slot_map_cb (GtkWidget *slot, FfbWindow *self)
{
  AdwViewStackPage *page = adw_view_stack_get_page (self->stack, slot);

  ensure_page (self, adw_view_stack_page_get_name (page));
}

/* Unsaved changes */

static void
run_after_confirm (FfbWindow *self)
{
  FfbAfterConfirm then = self->after_confirm;
  gpointer data = self->after_confirm_data;
  GDestroyNotify destroy = self->after_confirm_destroy;

  self->after_confirm = NULL;
  self->after_confirm_data = NULL;
  self->after_confirm_destroy = NULL;
  if (then != NULL)
    then (self, data);
  if (destroy != NULL)
    destroy (data);
}

static void
drop_after_confirm (FfbWindow *self)
{
  if (self->after_confirm_destroy != NULL)
    self->after_confirm_destroy (self->after_confirm_data);
  self->after_confirm = NULL;
  self->after_confirm_data = NULL;
  self->after_confirm_destroy = NULL;
}

static gboolean
save_now (FfbWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_document_save (self->document, NULL, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not save the campaign"), error);
      return FALSE;
    }
  note_recent (self, ffb_document_get_file (self->document));
  return TRUE;
}

static void
unsaved_answer (gpointer owner, const char *response, gpointer data)
{
  FfbWindow *self = owner;

  if (g_str_equal (response, "discard"))
    {
      ffb_document_discard_autosave (self->document);
      run_after_confirm (self);
    }
  else if (g_str_equal (response, "save") && ffb_document_get_file (self->document) == NULL)
    save_as (self); /* runs the continuation once saved */
  else if (g_str_equal (response, "save") && save_now (self))
    run_after_confirm (self);
  else
    drop_after_confirm (self);
}

static void
confirm_unsaved (FfbWindow *self, FfbAfterConfirm then, gpointer data, GDestroyNotify destroy)
{
  AdwMessageDialog *dialog;

  drop_after_confirm (self);
  self->after_confirm = then;
  self->after_confirm_data = data;
  self->after_confirm_destroy = destroy;
  if (!ffb_document_get_modified (self->document))
    {
      run_after_confirm (self);
      return;
    }
  dialog = ffb_confirm_new (GTK_WIDGET (self), _("Save Changes?"), NULL, "discard",
                            _("_Discard"));
  adw_message_dialog_format_body (dialog, _("“%s” has changes that are not saved. Unsaved "
                                    "changes are lost if you discard them."),
                                  ffb_document_get_title (self->document));
  /* Saving is what the referee most likely wants: it is the default here. */
  adw_message_dialog_add_response (dialog, "save", _("_Save"));
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  ffb_confirm_ask (dialog, self, unsaved_answer, NULL, NULL);
}

/* Opening */

static void open_startup_file (FfbWindow *self, GFile *file, gboolean demo);

/* While a campaign loads on its worker thread the window says what it opens and takes no
 * input (nothing could be edited that the load would then replace); it still draws and
 * answers. `file` NULL: done, the pages (or the lock) show again. */
static void
set_loading (FfbWindow *self, GFile *file)
{
  gboolean loading = file != NULL;

  if (loading)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *title = g_strdup_printf (_("Opening “%s”…"), name);

      adw_status_page_set_title (self->opening_status, title);
      gtk_stack_set_visible_child_name (self->state_stack, "opening");
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "opening") == 0)
    gtk_stack_set_visible_child_name (self->state_stack, "pages");
  gtk_spinner_set_spinning (GTK_SPINNER (self->opening_spinner), loading);
  gtk_widget_set_sensitive (self->pages_box, !loading);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), loading ? "progress" : NULL);
  document_notify_cb (self);
}

typedef struct
{
  FfbWindow *window;
  GFile *file;
  gboolean recovered;
  gboolean locked_start; /* the app started locked: giving up keeps it locked */
} Unlocking;

static void
unlocking_free (Unlocking *unlocking)
{
  g_object_unref (unlocking->window);
  g_clear_object (&unlocking->file);
  g_free (unlocking);
}

static void
leave_locked_start (FfbWindow *self)
{
  g_clear_pointer (&self->locked_xml, g_free);
  g_clear_object (&self->locked_file);
  gtk_stack_set_visible_child_name (self->state_stack, "pages");
  document_notify_cb (self);
}

static void
unlocked_cb (FfbCampaign *campaign, gpointer data)
{
  Unlocking *unlocking = data;
  FfbWindow *self = unlocking->window;

  /* Given up: a locked start stays locked; a recovery asked at start-up leaves the window
   * something to show. */
  if (campaign == NULL)
    {
      if (!unlocking->locked_start && ffb_document_get_campaign (self->document) == NULL)
        load_demo (self);
      return;
    }
  /* A locked start opens for the referee alone (his dialog asks for nobody else's). */
  if (unlocking->locked_start
      && !ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE))
    {
      ffb_campaign_unref (campaign);
      return;
    }
  ffb_document_take_campaign (self->document, campaign, unlocking->file, unlocking->recovered);
  if (unlocking->locked_start)
    leave_locked_start (self);
  /* A player's passphrase: the banner above the pages says so while the campaign is open (a
   * toast here would go, and would hold back the toast of a refused edit behind it). */
  if (unlocking->recovered)
    {
      ffb_ui_toast (GTK_WIDGET (self), _("Recovered the unsaved changes; save them to keep them"));
      ffb_document_autosave_now (self->document, NULL);
    }
  else if (unlocking->file != NULL)
    note_recent (self, unlocking->file);
}

/* A sealed campaign is opened again, on a worker thread, with the referee's passphrase: until
 * then the window keeps what it showed, and nothing sealed reaches a page. */
static void
ask_referee_passphrase (FfbWindow *self, const char *xml, const char *source_name,
                        GFile *file, gboolean recovered, gboolean locked_start)
{
  Unlocking *unlocking = g_new0 (Unlocking, 1);
  FfbUnlockDialog *dialog;

  unlocking->window = g_object_ref (self);
  unlocking->file = file != NULL ? g_object_ref (file) : NULL;
  unlocking->recovered = recovered;
  unlocking->locked_start = locked_start;
  /* One question at a time: a second one would open the campaign twice. */
  if (self->unlock_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->unlock_dialog));
  dialog = ffb_unlock_dialog_new (GTK_WINDOW (self), xml, source_name, unlocked_cb, unlocking,
                                  (GDestroyNotify) unlocking_free);
  if (locked_start)
    ffb_unlock_dialog_set_referee_only (dialog);
  self->unlock_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->unlock_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A sealed campaign opened without its key holds none of its secrets (they are kept aside,
 * unchanged): the referee's passphrase then opens it again, whole. */
static void
ask_if_sealed (FfbWindow *self, GFile *file)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *xml = NULL;

  if (campaign == NULL || !ffb_keyring_protects (campaign->keyring)
      || ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE)
      || path == NULL || !g_file_get_contents (path, &xml, NULL, NULL))
    return;
  ask_referee_passphrase (self, xml, path, file, FALSE, FALSE);
}

/* Fair dice, decision 3: a file changed since the referee's session last signed it (by hand,
 * or by anyone without his passphrase) says so on opening, naming the first part changed;
 * `verify` lists them all. His next save signs the file as it now is. */
static void
tell_record_broken (FfbWindow *self, FfbCampaign *campaign)
{
  const FfbChain *chain = campaign->keyring->chain;
  g_autofree char *message = NULL;

  if (chain->state != FFB_CHAIN_BROKEN || chain->problems->len == 0)
    return;
  /* Translators: %s says what changed, "changed after the referee's last signed save (link
   * 3): the setup of the battle “Pea Ridge” (...)". */
  message = g_strdup_printf (_("This file is not what the referee last signed: %s"),
                             (const char *) g_ptr_array_index (chain->problems, 0));
  ffb_ui_toast (GTK_WIDGET (self), message);
}

static void
opened_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(FfbWindow) self = data;
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  set_loading (self, NULL);
  if (!ffb_document_load_file_finish (FFB_DOCUMENT (source), result, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not open the campaign"), error);
      /* At start-up: the demo, rather than an empty window. */
      if (ffb_document_get_campaign (self->document) == NULL)
        load_demo (self);
      return;
    }
  /* A file of format 1 loses its old passphrase hashes: the referee is told so. */
  campaign = ffb_document_get_campaign (self->document);
  if (campaign->keyring->note != NULL)
    ffb_ui_toast (GTK_WIDGET (self), campaign->keyring->note);
  tell_record_broken (self, campaign);
  /* The file opened is now the document's. */
  note_recent (self, ffb_document_get_file (self->document));
  ask_if_sealed (self, ffb_document_get_file (self->document));
}

static void
open_after_confirm (FfbWindow *self, gpointer data)
{
  set_loading (self, G_FILE (data));
  ffb_document_load_file_async (self->document, G_FILE (data), NULL, opened_cb,
                                g_object_ref (self));
}

static gboolean
is_open_here (FfbWindow *self, GFile *file)
{
  GFile *open = ffb_document_get_file (self->document);

  return open != NULL && g_file_equal (open, file);
}

gboolean
ffb_window_shows_file (FfbWindow *self, GFile *file)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  return is_open_here (self, file);
}

gboolean
ffb_window_is_replaceable (FfbWindow *self)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "pages") == 0
         && ffb_side_view_get_shown (GTK_WINDOW (self)) == NULL
         && ffb_document_get_file (self->document) == NULL
         && !ffb_document_get_modified (self->document);
}

guint
ffb_window_get_slot (FfbWindow *self)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), 0);
  return self->slot;
}

void
ffb_window_open_file (FfbWindow *self, GFile *file)
{
  g_return_if_fail (FFB_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* A file given to the running app (a second "ffbridge FILE") is no way round the lock. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "pages") != 0
      || ffb_side_view_get_shown (GTK_WINDOW (self)) != NULL)
    {
      ffb_ui_toast (GTK_WIDGET (self), _("Not now: only the referee opens a campaign"));
      return;
    }
  /* The campaign open already (a double click on its file, "ffbridge FILE" again): its window
   * comes forward as it is; reading the file again would ask about unsaved changes for nothing
   * and could throw them away. */
  if (is_open_here (self, file))
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: %s is the campaign file's name. */
      g_autofree char *message = g_strdup_printf (_("“%s” is open already"), name);

      ffb_ui_toast (GTK_WIDGET (self), message);
      return;
    }
  confirm_unsaved (self, open_after_confirm, g_object_ref (file), g_object_unref);
}

static void
open_chosen (FfbWindow *self, GFile *file)
{
  gboolean handled = FALSE;

  g_signal_emit (self, signals[OPEN_REQUESTED], 0, file, &handled);
  if (!handled)
    ffb_window_open_file (self, file);
}

static void
load_demo (FfbWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_document_load_demo (self->document, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("Could not open the demo campaign"), error);
}

/* `file`, else (unless `demo`) the last file used, else the built-in demo (which is small
 * and always the same, so it loads at once); a file opens on a worker thread, as File > Open
 * does, and one that does not open leaves the demo. */
static void
open_startup_file (FfbWindow *self, GFile *file, gboolean demo)
{
  GSettings *s = settings (self);
  g_autofree char *last = s != NULL && !demo ? g_settings_get_string (s, "last-file") : NULL;
  g_autoptr(GFile) last_file = NULL;

  if (file == NULL && last != NULL && *last != '\0')
    {
      last_file = g_file_new_for_uri (last);
      if (g_file_query_exists (last_file, NULL))
        file = last_file;
    }
  if (file == NULL)
    {
      load_demo (self);
      return;
    }
  open_after_confirm (self, file);
}

/* Autosave recovery */

typedef struct _Recovery
{
  char *xml;
  GFile *origin;
  GFile *requested;
  gboolean demo;
  FfbWindow *window; /* while it loads */
} Recovery;

static void
recovery_free (Recovery *recovery)
{
  g_free (recovery->xml);
  g_clear_object (&recovery->origin);
  g_clear_object (&recovery->requested);
  g_clear_object (&recovery->window);
  g_free (recovery);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Recovery, recovery_free)

static void
recovered_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(Recovery) recovery = data;
  FfbWindow *self = recovery->window;
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  set_loading (self, NULL);
  if (!ffb_document_load_recovered_finish (self->document, result, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not recover the unsaved changes"), error);
      open_startup_file (self, recovery->requested, recovery->demo);
      /* Discarded on purpose: the opened campaign is now the one autosaved. */
      ffb_document_discard_autosave (self->document);
      return;
    }
  campaign = ffb_document_get_campaign (self->document);
  if (ffb_keyring_protects (campaign->keyring)
      && !ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE))
    {
      /* Held without its secrets until the referee's passphrase opens them, whole; the
       * autosave stays until the recovered campaign is autosaved again. */
      /* Translators: stands for a file's name where an error names the file it read. */
      ask_referee_passphrase (self, recovery->xml, _("the autosaved campaign"), recovery->origin,
                              TRUE, FALSE);
      return;
    }
  ffb_ui_toast (GTK_WIDGET (self), _("Recovered the unsaved changes; save them to keep them"));
  ffb_document_autosave_now (self->document, NULL);
}

static void
recover (FfbWindow *self, Recovery *recovery)
{
  g_autofree char *autosave = autosave_path (self);
  g_autoptr(GFile) shown = recovery->origin != NULL ? g_object_ref (recovery->origin)
                                                   : g_file_new_for_path (autosave);

  recovery->window = g_object_ref (self);
  set_loading (self, shown);
  ffb_document_load_recovered_async (self->document, recovery->xml, recovery->origin, NULL,
                                     recovered_cb, recovery);
}

static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, FfbWindow *self)
{
  Recovery *recovery = g_steal_pointer (&self->recovery);

  if (recovery == NULL) /* answered already */
    return;
  if (g_str_equal (response, "recover"))
    {
      recover (self, recovery);
      return;
    }
  open_startup_file (self, recovery->requested, recovery->demo);
  /* Discarded on purpose: the opened campaign is now the one autosaved. */
  ffb_document_discard_autosave (self->document);
  recovery_free (recovery);
}

static Recovery *
find_recovery (FfbWindow *self, GDateTime **when)
{
  g_autofree char *path = autosave_path (self);
  g_autofree char *origin_path = g_strconcat (path, ".origin", NULL);
  g_autofree char *uri = NULL;
  GStatBuf st;
  Recovery *recovery;

  if (g_stat (path, &st) != 0)
    return NULL;
  recovery = g_new0 (Recovery, 1);
  if (!g_file_get_contents (path, &recovery->xml, NULL, NULL))
    {
      recovery_free (recovery);
      return NULL;
    }
  if (g_file_get_contents (origin_path, &uri, NULL, NULL) && *uri != '\0')
    recovery->origin = g_file_new_for_uri (uri);
  if (when != NULL)
    *when = g_date_time_new_from_unix_local (st.st_mtime);
  return recovery;
}

static void
ask_recovery (FfbWindow *self, Recovery *recovery, GDateTime *when)
{
  /* Translators: when the app closed, as g_date_time_format () writes it: weekday, hour:minute. */
  g_autofree char *time = g_date_time_format (when, _("%A %H:%M"));
  g_autofree char *name = recovery->origin != NULL ? g_file_get_basename (recovery->origin)
                                                   /* Translators: stands for a file's name. */
                                                   : g_strdup (_("a campaign not yet saved"));
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Recover Unsaved Changes?"),
                                              NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  /* Translators: a weekday and time, then a file's name. */
                                  _("FFBridge closed on %s without saving changes to %s. "
                                    "Recover them, or discard them for good?"), time, name);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "discard", _("_Discard"),
                                    "recover", _("_Recover"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "recover",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  /* One question at start-up, modal: the window keeps what it offers. */
  g_clear_pointer (&self->recovery, recovery_free);
  self->recovery = recovery;
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Started again after a player had the laptop */

static void
unlock_start (FfbWindow *self)
{
  g_autofree char *source_name = NULL;

  if (self->locked_xml == NULL)
    return;
  if (self->unlock_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->unlock_dialog));
      return;
    }
  /* Translators: stands for a file's name where an error names the file it read. */
  source_name = self->locked_recovered ? g_strdup (_("the autosaved campaign"))
                                       : g_file_get_path (self->locked_file);
  ask_referee_passphrase (self, self->locked_xml, source_name, self->locked_file,
                          self->locked_recovered, TRUE);
}

/* The campaign a locked start opens: the autosave (the newest state, which the kill left),
 * else `file` or the last file used. NULL when there is none. */
static gboolean
find_locked_source (FfbWindow *self, GFile *file, gboolean demo)
{
  g_autoptr(Recovery) recovery = find_recovery (self, NULL);
  GSettings *s = settings (self);
  g_autofree char *last = s != NULL && !demo ? g_settings_get_string (s, "last-file") : NULL;
  g_autoptr(GFile) last_file = NULL;
  g_autofree char *path = NULL;

  if (recovery != NULL)
    {
      self->locked_xml = g_steal_pointer (&recovery->xml);
      self->locked_file = g_steal_pointer (&recovery->origin);
      self->locked_recovered = TRUE;
      return TRUE;
    }
  if (file == NULL && last != NULL && *last != '\0')
    file = last_file = g_file_new_for_uri (last);
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path == NULL || !g_file_get_contents (path, &self->locked_xml, NULL, NULL))
    return FALSE;
  self->locked_file = g_object_ref (file);
  self->locked_recovered = FALSE;
  return TRUE;
}

static void open_unlocked_start (FfbWindow *self, GFile *file, gboolean demo);

typedef struct
{
  FfbWindow *window;
  GFile *requested;
  gboolean demo;
  char *xml;
} LockedStart;

static void
locked_start_free (LockedStart *start)
{
  g_object_unref (start->window);
  g_clear_object (&start->requested);
  g_free (start->xml);
  g_free (start);
}

/* On a worker: whether the campaign has a referee's passphrase, which only a load can say
 * for sure (a large one takes most of a second: the window must not freeze meanwhile). */
static void
peek_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  LockedStart *start = data;
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign (start->xml, strlen (start->xml),
                                                           "the campaign", NULL);

  g_task_return_boolean (task, campaign != NULL && ffb_keyring_protects (campaign->keyring));
}

static void
peeked_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  LockedStart *start = g_task_get_task_data (G_TASK (result));
  FfbWindow *self = start->window;

  if (g_task_propagate_boolean (G_TASK (result), NULL))
    {
      gtk_stack_set_visible_child_name (self->state_stack, "locked");
      set_loading (self, NULL);
      gtk_widget_activate_action (GTK_WIDGET (self), "win.unlock-start", NULL);
      return;
    }
  /* Nothing sealed, nothing the lock could keep: the app starts as usual. */
  set_loading (self, NULL);
  leave_locked_start (self);
  open_unlocked_start (self, start->requested, start->demo);
}

/* Whether the app was killed while a player had the laptop: it then starts on the lock, with
 * nothing of the campaign loaded, and only the referee's passphrase opens it (the unlock
 * dialog, on its worker thread). A campaign with no referee's passphrase has nothing sealed,
 * and the app then starts as usual. */
static gboolean
start_locked (FfbWindow *self, GFile *file, gboolean demo)
{
  g_autofree char *mark = hand_over_path (self);
  g_autoptr(GTask) task = NULL;
  g_autoptr(GFile) shown = NULL;
  LockedStart *start;

  if (!g_file_test (mark, G_FILE_TEST_EXISTS))
    return FALSE;
  if (!find_locked_source (self, file, demo))
    {
      g_unlink (mark);
      return FALSE;
    }
  self->lock_marked = TRUE;
  start = g_new0 (LockedStart, 1);
  start->window = g_object_ref (self);
  start->requested = file != NULL ? g_object_ref (file) : NULL;
  start->demo = demo;
  start->xml = g_strdup (self->locked_xml);
  shown = self->locked_file != NULL ? g_object_ref (self->locked_file)
                                    : g_file_new_for_path (mark);
  set_loading (self, shown);
  task = g_task_new (NULL, NULL, peeked_cb, NULL);
  g_task_set_task_data (task, start, (GDestroyNotify) locked_start_free);
  g_task_run_in_thread (task, peek_in_thread);
  return TRUE;
}

static void
open_unlocked_start (FfbWindow *self, GFile *file, gboolean demo)
{
  g_autoptr(GDateTime) when = NULL;
  Recovery *recovery = find_recovery (self, &when);

  if (recovery == NULL)
    {
      open_startup_file (self, file, demo);
      return;
    }
  recovery->requested = file != NULL ? g_object_ref (file) : NULL;
  recovery->demo = demo;
  /* Something must show behind the question: the demo, replaced if the referee recovers. */
  load_demo (self);
  ask_recovery (self, recovery, when);
}

void
ffb_window_open_initial (FfbWindow *self, GFile *file, gboolean demo)
{
  g_return_if_fail (FFB_IS_WINDOW (self));
  if (!start_locked (self, file, demo))
    open_unlocked_start (self, file, demo);
}

/* File choosers */

static void
add_campaign_filter (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaigns (*.ffbridge)"));
  gtk_file_filter_add_pattern (filter, "*.ffbridge");
  gtk_file_filter_add_mime_type (filter, MIME_TYPE);
  gtk_file_chooser_add_filter (chooser, filter);
}

static GtkFileChooserNative *
new_chooser (FfbWindow *self, const char *title, GtkFileChooserAction action, const char *accept)
{
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept,
                                               _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  return self->chooser;
}

/* The chooser answered: it goes now, not with the next. A native chooser keeps its dialog, a
 * window of GTK's list, hidden until it goes; GTK 4.8.3's AT-SPI root could answer a screen
 * reader with that hidden window and end the app (ffb-window-actions.c, shortcuts_action). */
static GFile *
chooser_done (FfbWindow *self, int response)
{
  GFile *file = response == GTK_RESPONSE_ACCEPT
                  ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (self->chooser))
                  : NULL;

  g_clear_object (&self->chooser);
  return file;
}

static void
open_response_cb (GtkNativeDialog *chooser, int response, FfbWindow *self)
{
  g_autoptr(GFile) file = chooser_done (self, response);

  ffb_keynav_focus_back (GTK_WINDOW (self));
  if (file != NULL)
    open_chosen (self, file);
}

static void
choose_file_to_open (FfbWindow *self, gpointer data)
{
  GtkFileChooserNative *chooser = new_chooser (self, _("Open Campaign"),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));

  add_campaign_filter (GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static GFile *
with_extension (GFile *file, const char *extension)
{
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL || g_str_has_suffix (path, extension))
    return g_object_ref (file);
  {
    g_autofree char *full = g_strconcat (path, extension, NULL);
    return g_file_new_for_path (full);
  }
}

static void
save_as_response_cb (GtkNativeDialog *chooser, int response, FfbWindow *self)
{
  g_autoptr(GFile) chosen = chooser_done (self, response), file = NULL;
  g_autoptr(GError) error = NULL;

  ffb_keynav_focus_back (GTK_WINDOW (self));
  if (chosen == NULL)
    {
      drop_after_confirm (self);
      return;
    }
  file = with_extension (chosen, ".ffbridge");
  if (!ffb_document_save (self->document, file, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not save the campaign"), error);
      drop_after_confirm (self);
      return;
    }
  note_recent (self, file);
  ffb_ui_toast (GTK_WIDGET (self), _("Campaign saved"));
  run_after_confirm (self);
}

static void
save_as (FfbWindow *self)
{
  GtkFileChooserNative *chooser = new_chooser (self, _("Save Campaign"),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  GFile *file = ffb_document_get_file (self->document);
  g_autofree char *name = NULL;

  add_campaign_filter (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  else
    {
      name = g_strconcat (ffb_document_get_title (self->document), ".ffbridge", NULL);
      g_strdelimit (name, "/:", '-');
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
battle_activated_cb (FfbWindow *self)
{
  adw_view_stack_set_visible_child_name (self->stack, "battle");
}

/* Closing */

static gboolean
destroy_idle (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Destroyed from an idle: the question's dialog, transient for this window, is still
 * finishing its response when this runs. Not hidden meanwhile: a hidden window in GTK's list
 * ended the app when a screen reader asked for the app's windows then (issue 29;
 * ffb-window-actions.c, shortcuts_action). */
static void
close_after_confirm (FfbWindow *self, gpointer data)
{
  self->closing = TRUE;
  ffb_document_discard_autosave (self->document);
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_idle, g_object_ref (self), g_object_unref);
}

static gboolean
ffb_window_close_request (GtkWindow *window)
{
  FfbWindow *self = FFB_WINDOW (window);
  FfbSideView *view = ffb_side_view_get_shown (window);

  if (self->closing)
    return FALSE;
  /* Started locked, or still opening: what is loaded (or about to be) is not what the autosave
   * holds, which stays for the next start, and so does the lock. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "pages") != 0)
    return FALSE;
  /* A player must not close it and start it again on the referee's pages. */
  if (view != NULL && !ffb_side_view_allow_close (view))
    return TRUE;
  ffb_side_view_restore (window);
  confirm_unsaved (self, close_after_confirm, NULL, NULL);
  return TRUE;
}

/* Benchmark: FFB_BENCH_FIRST_FRAME=1 quits once the first frame is painted, so that
 * tests/bench can time start-up to first frame. */
static void
after_paint_cb (GdkFrameClock *clock, FfbWindow *self)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, self);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
}

static void
ffb_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_window_parent_class)->map (widget);
  if (g_getenv ("FFB_BENCH_FIRST_FRAME") != NULL)
    g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                      G_CALLBACK (after_paint_cb), widget);
  ffb_ui_frame_log_start (widget);
}

static void
ffb_window_dispose (GObject *object)
{
  FfbWindow *self = FFB_WINDOW (object);

  /* The phones stop with the window: nothing is served once it is gone. */
  g_clear_object (&self->phones);
  g_clear_pointer (&self->locked_xml, g_free);
  g_clear_object (&self->locked_file);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->recovery, recovery_free);
  drop_after_confirm (self);
  if (self->unlock_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->unlock_dialog),
                                  (gpointer *) &self->unlock_dialog);
  self->unlock_dialog = NULL;
  g_clear_object (&self->chooser);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  /* The referee's content back in place, so that the template disposes it as its own. Once
   * only: dispose may run again, and by then the template's content is gone and the window's
   * pointer to it left dangling. */
  g_signal_handlers_disconnect_by_func (self, document_notify_cb, self);
  if (self->document != NULL)
    ffb_side_view_restore (GTK_WINDOW (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_WINDOW);
  G_OBJECT_CLASS (ffb_window_parent_class)->dispose (object);
  g_clear_object (&self->document);
}

static const FfbWindowSteps steps = {
  .confirm_unsaved = confirm_unsaved,
  .drop_after_confirm = drop_after_confirm,
  .save_now = save_now,
  .save_as = save_as,
  .choose_file_to_open = choose_file_to_open,
  .open_chosen = open_chosen,
  .load_demo = load_demo,
  .ensure_page = ensure_page,
  .unlock_start = unlock_start,
};

static void
ffb_window_class_init (FfbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ffb_window_dispose;
  widget_class->map = ffb_window_map;
  /* Whether a player has it may have changed (ffb_window_is_held_by_player). */
  signals[HOLD_CHANGED] = g_signal_new ("hold-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The referee chose a campaign to open in this window (File > Open, a recent file): the app
   * decides where it opens; unhandled, the window opens it itself. */
  signals[OPEN_REQUESTED] = g_signal_new ("open-requested", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled,
                                          NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_FILE);
  GTK_WINDOW_CLASS (klass)->close_request = ffb_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, campaign_page);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, state_stack);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, pages_box);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, opening_status);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, opening_spinner);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, read_only_box);
  gtk_widget_class_bind_template_child (widget_class, FfbWindow, read_only_label);
  gtk_widget_class_bind_template_callback (widget_class, battle_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, slot_map_cb);
  /* The pages of the view stack: the first is in the template, the others made when shown. */
  g_type_ensure (FFB_TYPE_CAMPAIGN_PAGE);
  g_type_ensure (FFB_TYPE_BATTLE_PAGE);
  g_type_ensure (FFB_TYPE_OOB_PAGE);
  g_type_ensure (FFB_TYPE_NEUTRAL_PAGE);
  g_type_ensure (FFB_TYPE_NIGHT_PAGE);
  g_type_ensure (FFB_TYPE_AFTERMATH_PAGE);
  _ffb_window_class_actions_init (widget_class, &steps);
}

/* The labels that name a rule explain it in the words of this campaign's rule set. */
static void
campaign_rules_cb (FfbWindow *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);

  ffb_rule_tips_set_rules (GTK_WINDOW (self), campaign != NULL ? campaign->rules : NULL);
}

static void
connect_document (FfbWindow *self)
{
  const char *props[] = { "notify::title", "notify::modified", "notify::file",
                          "notify::can-undo", "notify::can-redo", "notify::battle-id",
                          "changed" };

  for (guint i = 0; i < G_N_ELEMENTS (props); i++)
    g_signal_connect_swapped (self->document, props[i], G_CALLBACK (document_notify_cb), self);
  g_signal_connect_swapped (self->document, "edit-refused", G_CALLBACK (edit_refused_cb), self);
  g_signal_connect_swapped (self->document, "notify::campaign", G_CALLBACK (campaign_rules_cb),
                            self);
  campaign_rules_cb (self);
  ffb_campaign_page_set_document (self->campaign_page, self->document);
  /* A side view in place of the content closes the referee's actions; its end opens them. */
  g_signal_connect_swapped (self, "notify::content", G_CALLBACK (document_notify_cb), self);
}

static void
ffb_window_init (FfbWindow *self)
{
  g_autofree char *autosave = NULL;

  /* A window made alone (a test's) keeps slot 1; ffb_window_new_in_slot sets the app's. */
  self->slot = 1;
  autosave = autosave_path (self);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document = ffb_document_new ();
  self->phones = ffb_phones_new (self->document);
  ffb_document_set_autosave (self->document, autosave, AUTOSAVE_SECONDS);
  connect_document (self);
  ffb_keynav_keep_focus (GTK_WINDOW (self), GTK_WIDGET (self->stack));
  /* The page switcher is one Tab stop (the arrows move between its pages), not six. */
  ffb_keynav_one_tab_stop (GTK_WIDGET (self->switcher_title));
  ffb_keynav_one_tab_stop (GTK_WIDGET (self->switcher_bar));
  /* Reading the recent files waits until the window is up: start-up does not pay for it. */
  g_idle_add_full (G_PRIORITY_LOW, watch_recent_idle, g_object_ref (self), g_object_unref);
  document_notify_cb (self);
}

/* The lowest slot no other window of `application` holds. */
static guint
free_slot (FfbApplication *application, FfbWindow *self)
{
  gboolean taken[FFB_WINDOW_SLOTS_MAX + 1] = { FALSE };
  GList *windows = application != NULL
                     ? gtk_application_get_windows (GTK_APPLICATION (application)) : NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && l->data != self)
      taken[MIN (FFB_WINDOW (l->data)->slot, FFB_WINDOW_SLOTS_MAX)] = TRUE;
  for (guint slot = 1; slot < FFB_WINDOW_SLOTS_MAX; slot++)
    if (!taken[slot])
      return slot;
  return FFB_WINDOW_SLOTS_MAX;
}

FfbWindow *
ffb_window_new (FfbApplication *application)
{
  return ffb_window_new_in_slot (application, 0);
}

FfbWindow *
ffb_window_new_in_slot (FfbApplication *application, guint slot)
{
  FfbWindow *self = g_object_new (FFB_TYPE_WINDOW, "application", application, NULL);
  g_autofree char *autosave = NULL;
  GSettings *s;

  self->slot = slot > 0 ? MIN (slot, FFB_WINDOW_SLOTS_MAX) : free_slot (application, self);
  autosave = autosave_path (self);
  /* A window of the app keeps its settings; one made alone (a test's) keeps none. */
  if (application != NULL)
    self->settings = app_settings_new ();
  s = settings (self);
  if (s == NULL)
    {
      ffb_document_set_autosave (self->document, autosave, AUTOSAVE_SECONDS);
      return self;
    }
  ffb_document_set_autosave (self->document, autosave,
                             MIN (g_settings_get_uint (s, "autosave-seconds"), AUTOSAVE_SECONDS));
  /* The window comes back at the size the referee left it. */
  g_settings_bind (s, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (s, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (s, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  return self;
}

void
ffb_window_set_phones_address (FfbWindow *self, const char *address)
{
  g_return_if_fail (FFB_IS_WINDOW (self));
  ffb_phones_set_bind_address (self->phones, address);
}

FfbDocument *
ffb_window_get_document (FfbWindow *self)
{
  g_return_val_if_fail (FFB_IS_WINDOW (self), NULL);
  return self->document;
}
