/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-side-view.c: the lock screen and a side's private view (see ffb-side-view.h). */
#include "ffb-side-view.h"

#include <glib/gi18n.h>
#include <string.h>
#include <sodium.h>
#include "ffb-enum-types.h"
#include "ffb-error.h"
#include "ffb-night.h"
#include "ffb-keyring.h"
#include "ffb-passphrase-job.h"
#include "ffb-phone-pairing.h"
#include "ffb-side-panel.h"
#include "ffb-keynav.h"
#include "ffb-controls.h"

struct _FfbSideView
{
  GtkWidget parent_instance;

  FfbDocument *document;
  FfbSide side;
  gboolean asking_referee; /* the lock screen asks for the referee's passphrase, not side's */
  gboolean close_after;   /* the window closes once the referee's passphrase is given */
  GtkWidget *panel;       /* the open private view, or NULL */
  guint idle_seconds;
  gint64 last_input;      /* monotonic time of the last input while open */
  guint idle_source;
  gboolean busy;          /* a passphrase is being checked or set (ffb-passphrase-job.h) */
  GtkWidget *referee_content; /* the window's content the view took the place of (a ref) */
  FfbPhones *phones;      /* the window's, or NULL */

  GtkStack *stack;
  AdwStatusPage *status;
  GtkButton *referee_button;
  GtkWidget *passphrase_entry;
  GtkWidget *confirm_entry;
  GtkLabel *error_label;
  GtkButton *open_button;
  GtkWidget *spinner;
  GtkBox *panel_box;
};

enum
{
  PROP_0,
  PROP_SIDE,
  PROP_OPEN,
  PROP_IDLE_SECONDS,
  N_PROPS
};

static GParamSpec *pspecs[N_PROPS];

G_DEFINE_FINAL_TYPE (FfbSideView, ffb_side_view, GTK_TYPE_WIDGET)

static gboolean
has_passphrase (FfbSideView *self, FfbReader reader)
{
  return ffb_night_has_passphrase (self->document, reader);
}

/* Whose passphrase the lock screen asks for. */
static FfbReader
asking (FfbSideView *self)
{
  return self->asking_referee ? FFB_READER_REFEREE : ffb_reader_for_side (self->side);
}

/* The lock screen */

static void
say (FfbSideView *self, const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
clear_entries (FfbSideView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->passphrase_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->confirm_entry), "");
}

/* What the lock screen says, for whom it asks. */
typedef struct
{
  char *title, *description, *entry_name, *open_label, *open_name;
  const char *back_label, *back_name;
  gboolean first; /* no passphrase yet: it is chosen, typed twice */
} LockWords;

static void
lock_words_clear (LockWords *words)
{
  g_free (words->title);
  g_free (words->description);
  g_free (words->entry_name);
  g_free (words->open_label);
  g_free (words->open_name);
}

/* Words for the side the lock screen opens; nothing about what his view holds. */
static void
side_words (FfbSideView *self, LockWords *words)
{
  const char *name = ffb_side_display_name (self->side);

  /* Translators: in the words below, %s is a side (Union, Confederate); %d is the shortest
   * passphrase, in characters. */
  words->first = !has_passphrase (self, ffb_reader_for_side (self->side));
  words->title = g_strdup_printf (_("Hand the Laptop to the %s Player"), name);
  words->description = words->first
                         ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "The %s player has no passphrase yet: "
                                                         "he chooses one now, at least %d "
                                                         "character, and types it twice.",
                                                         "The %s player has no passphrase yet: "
                                                         "he chooses one now, at least %d "
                                                         "characters, and types it twice.",
                                                         FFB_PASSPHRASE_MIN_LENGTH),
                                            name, FFB_PASSPHRASE_MIN_LENGTH)
                         : g_strdup_printf (_("Only the %s passphrase opens the %s view."), name,
                                            name);
  words->entry_name = g_strdup_printf (words->first ? _("New %s passphrase") : _("%s passphrase"),
                                       name);
  words->open_label = words->first ? g_strdup (_("_Set and Open"))
                                   : g_strdup_printf (_("_Open the %s View"), name);
  words->open_name = g_strdup_printf (_("Open the %s view"), name);
  words->back_label = _("_Back to the Referee");
  words->back_name = _("Back to the Referee");
}

/* The referee's passphrase brings his pages (both sides) back. Without one, it is chosen
 * before the laptop goes to anybody: the referee is still at the keyboard then. */
static void
referee_words (FfbSideView *self, LockWords *words)
{
  words->first = !has_passphrase (self, FFB_READER_REFEREE);
  if (words->first)
    {
      words->title = g_strdup (_("First, the Referee's Passphrase"));
      /* Translators: %s is a side (Union, Confederate); %d the shortest passphrase. */
      words->description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "Before the laptop goes to the %s "
                                                         "player, the referee chooses a "
                                                         "passphrase, at least %d character, and "
                                                         "types it twice: only it brings back the "
                                                         "referee's pages, which show both sides.",
                                                         "Before the laptop goes to the %s "
                                                         "player, the referee chooses a "
                                                         "passphrase, at least %d characters, and "
                                                         "types it twice: only it brings back the "
                                                         "referee's pages, which show both sides.",
                                                         FFB_PASSPHRASE_MIN_LENGTH),
                                            ffb_side_display_name (self->side),
                                            FFB_PASSPHRASE_MIN_LENGTH);
      words->open_label = g_strdup (_("_Set and Hand Over"));
      words->back_label = _("_Back to the Referee");
      words->back_name = _("Back to the Referee");
    }
  else
    {
      /* Asked by a close (Ctrl+W) the passphrase closes the window: the button says so, not
       * that it opens the referee's pages (issue 35, item 9). */
      words->title = g_strdup (self->close_after ? _("Close ffbridge")
                                                 : _("Back to the Referee"));
      words->description = g_strdup (self->close_after
                                       ? _("While a player has the laptop, only the referee's "
                                           "passphrase closes ffbridge.")
                                       : _("Only the referee's passphrase brings back his pages, "
                                           "which show both sides."));
      words->open_label = g_strdup (self->close_after ? _("_Close ffbridge")
                                                      : _("_Open the Referee's Pages"));
      words->back_label = _("_Cancel");
      words->back_name = _("Cancel: stay on the lock screen");
    }
  words->entry_name = g_strdup (words->first ? _("New referee's passphrase")
                                             : _("Referee's passphrase"));
  words->open_name = g_strdup (words->first ? _("Set the referee's passphrase and hand over")
                               : self->close_after ? _("Close ffbridge with the referee's "
                                                       "passphrase")
                               : _("Open the referee's pages"));
}

static void
update_lock (FfbSideView *self)
{
  gboolean referee = self->asking_referee;
  LockWords words = { 0 };

  if (referee)
    referee_words (self, &words);
  else
    side_words (self, &words);
  adw_status_page_set_title (self->status, words.title);
  adw_status_page_set_description (self->status, words.description);
  gtk_widget_set_visible (self->confirm_entry, words.first);
  g_object_set (self->passphrase_entry, "placeholder-text", words.entry_name, NULL);
  g_object_set (self->confirm_entry, "placeholder-text", _("The same again"), NULL);
  ffb_keynav_name_password (self->passphrase_entry, words.entry_name);
  ffb_keynav_name_password (self->confirm_entry, _("The same passphrase again"));
  gtk_button_set_label (self->open_button, words.open_label);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->open_button), words.open_name);
  gtk_button_set_label (self->referee_button, words.back_label);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->referee_button), words.back_name);
  lock_words_clear (&words);
}

/* Switches the lock screen to ask for the referee's passphrase or the side's, afresh. */
static void
ask_for (FfbSideView *self, gboolean referee)
{
  self->asking_referee = referee;
  if (!referee)
    self->close_after = FALSE;
  clear_entries (self);
  say (self, NULL);
  update_lock (self);
  gtk_widget_grab_focus (self->passphrase_entry);
}

/* Idle timeout: checked when due, not restarted on every pointer motion */

static gboolean
idle_cb (gpointer data)
{
  FfbSideView *self = data;
  gint64 idle = g_get_monotonic_time () - self->last_input;
  gint64 limit = (gint64) self->idle_seconds * G_USEC_PER_SEC;

  self->idle_source = 0;
  if (self->panel == NULL)
    return G_SOURCE_REMOVE;
  if (idle >= limit)
    ffb_side_view_lock (self);
  else
    self->idle_source = g_timeout_add ((guint) ((limit - idle) / 1000) + 1, idle_cb, self);
  return G_SOURCE_REMOVE;
}

static void
start_idle (FfbSideView *self)
{
  self->last_input = g_get_monotonic_time ();
  g_clear_handle_id (&self->idle_source, g_source_remove);
  if (self->idle_seconds > 0)
    self->idle_source = g_timeout_add_seconds (self->idle_seconds, idle_cb, self);
}

static gboolean
input_cb (GtkEventControllerLegacy *controller, GdkEvent *event, FfbSideView *self)
{
  self->last_input = g_get_monotonic_time ();
  return GDK_EVENT_PROPAGATE;
}

/* Opening and closing */

static void
set_open (FfbSideView *self, GtkWidget *panel)
{
  if (self->panel != NULL)
    gtk_box_remove (self->panel_box, self->panel); /* destroyed: its widgets are gone */
  self->panel = panel;
  if (panel != NULL)
    gtk_box_append (self->panel_box, panel);
  gtk_stack_set_visible_child_name (self->stack, panel != NULL ? "open" : "lock");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "side.hide", panel != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_OPEN]);
}

/* "That is not the referee's passphrase.": one sentence for the referee, one for a side. */
static char *
wrong_passphrase_text (FfbReader reader)
{
  if (reader == FFB_READER_REFEREE)
    return g_strdup (_("That is not the referee's passphrase."));
  /* Translators: %s is a side (Union, Confederate). */
  return g_strdup_printf (_("That is not the %s passphrase."), ffb_night_reader_name (reader));
}

/* The referee's pages come back in place of this view, which is destroyed; then the window
 * closes if that is what the referee was asked for. */
static void
come_back (FfbSideView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean close_after = self->close_after;

  if (!GTK_IS_WINDOW (root))
    return;
  ffb_side_view_restore (GTK_WINDOW (root));
  if (close_after)
    gtk_window_close (GTK_WINDOW (root));
}

static gboolean
open_side (FfbSideView *self)
{
  g_autoptr(GError) error = NULL;

  /* The view works on the stored OOBs: store them first, as an edit of their own. A campaign
   * with no battle has none: its view holds his action cards alone (C2). */
  if (ffb_document_get_battle (self->document) != NULL
      && !ffb_night_ensure_oobs (self->document, &error))
    {
      say (self, error->message);
      return FALSE;
    }
  say (self, NULL);
  set_open (self, ffb_side_panel_new (self->document, self->side));
  if (self->phones != NULL && ffb_phones_get_active (self->phones))
    ffb_side_panel_add_kept_group (FFB_SIDE_PANEL (self->panel),
                                   ADW_PREFERENCES_GROUP (ffb_phone_pairing_new (self->phones,
                                                                                 self->side)));
  gtk_widget_child_focus (self->panel, GTK_DIR_TAB_FORWARD);
  start_idle (self);
  return TRUE;
}

/* While a passphrase is checked or set the lock screen takes nothing else: no second submit,
 * no other mode; the entries stay sensitive (taking the focus from a text field under
 * the pointer upsets GtkText), and a spinner says it works. */
static void
set_busy (FfbSideView *self, gboolean busy)
{
  self->busy = busy;
  gtk_widget_set_visible (self->spinner, busy);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "side.open", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "side.referee", !busy);
}

/* What follows a passphrase that was right (or is now set). */
static void
unlocked (FfbSideView *self, gboolean first)
{
  if (!self->asking_referee)
    open_side (self);
  else if (first) /* the referee's is set: now the laptop may go to the player */
    ask_for (self, FALSE);
  else
    come_back (self);
}

static void
job_done (FfbSideView *self, GAsyncResult *result, gboolean first)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *wrong = NULL;
  gboolean ok;

  /* Disposed meanwhile (the window destroyed): the job ends unseen, its copies wiped. */
  if (self->document == NULL)
    {
      self->busy = FALSE;
      return;
    }
  ok = first ? ffb_passphrase_job_set_finish (self->document, result, &error)
             : ffb_passphrase_job_check_finish (self->document, result, &error);
  set_busy (self, FALSE);
  /* Put back (or gone) meanwhile: nothing to show any more. */
  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return;
  if (ok)
    {
      unlocked (self, first);
      return;
    }
  if (!first && g_error_matches (error, FFB_ERROR, FFB_ERROR_INVALID))
    wrong = wrong_passphrase_text (asking (self));
  say (self, wrong != NULL ? wrong : error->message);
  gtk_widget_grab_focus (self->passphrase_entry);
}

static void
checked_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(FfbSideView) self = data;

  job_done (self, result, FALSE);
}

static void
set_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(FfbSideView) self = data;

  job_done (self, result, TRUE);
}

gboolean
ffb_side_view_unlock (FfbSideView *self, const char *passphrase, const char *confirmation)
{
  FfbReader reader;
  char *typed;

  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), FALSE);
  g_return_val_if_fail (passphrase != NULL, FALSE);

  if (self->panel != NULL)
    return TRUE;
  if (self->busy)
    return FALSE;
  reader = asking (self);
  typed = g_strdup (passphrase);
  if (!has_passphrase (self, reader) && g_strcmp0 (passphrase, confirmation) != 0)
    {
      sodium_memzero (typed, strlen (typed));
      g_free (typed);
      clear_entries (self);
      say (self, _("The two passphrases differ: type the same one twice."));
      gtk_widget_grab_focus (self->passphrase_entry);
      return FALSE;
    }
  /* Out of the fields at once: the job holds the only copy from now on. */
  clear_entries (self);
  say (self, NULL);
  set_busy (self, TRUE);
  if (has_passphrase (self, reader))
    ffb_passphrase_job_check_async (self->document, reader, typed, checked_cb,
                                    g_object_ref (self));
  else /* the engine holds the hand-over to its side (ffb-passphrase-setter.h) */
    ffb_passphrase_job_set_from_async (self->document,
                                       ffb_passphrase_setter_for_hand_over (self->side), reader,
                                       typed, set_cb, g_object_ref (self));
  sodium_memzero (typed, strlen (typed));
  g_free (typed);
  return TRUE;
}

gboolean
ffb_side_view_get_busy (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), FALSE);
  return self->busy;
}

const char *
ffb_side_view_get_message (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), NULL);
  if (self->error_label == NULL /* disposed */
      || !gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;
  return gtk_label_get_text (self->error_label);
}

gboolean
ffb_side_view_allow_close (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), TRUE);

  if (!has_passphrase (self, FFB_READER_REFEREE))
    return TRUE;
  ffb_side_view_lock (self);
  self->close_after = TRUE;
  ask_for (self, TRUE);
  return FALSE;
}

void
ffb_side_view_lock (FfbSideView *self)
{
  g_return_if_fail (FFB_IS_SIDE_VIEW (self));

  g_clear_handle_id (&self->idle_source, g_source_remove);
  if (self->panel == NULL)
    return;
  set_open (self, NULL);
  clear_entries (self);
  say (self, NULL);
  update_lock (self);
  gtk_widget_grab_focus (self->passphrase_entry);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbSideView *self = FFB_SIDE_VIEW (widget);

  ffb_side_view_unlock (self, gtk_editable_get_text (GTK_EDITABLE (self->passphrase_entry)),
                        gtk_editable_get_text (GTK_EDITABLE (self->confirm_entry)));
}

static void
open_action_cb (FfbSideView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "side.open", NULL);
}

static void
hide_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ffb_side_view_lock (FFB_SIDE_VIEW (widget));
}

/* "Back to the Referee" asks for his passphrase; on that screen the same button cancels. With
 * none set yet nothing has been handed over, and the referee simply goes back. */
static void
referee_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbSideView *self = FFB_SIDE_VIEW (widget);

  if (!has_passphrase (self, FFB_READER_REFEREE))
    come_back (self);
  else
    ask_for (self, !self->asking_referee);
}

/* In the window */

/* GTK 4.8's GtkPasswordEntry, disposed while it holds the focus, is called back after it is
 * gone: give the focus up first. */
static void
drop_focus (FfbSideView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_root_set_focus (root, NULL);
}


static GtkWidget *
window_content (GtkWindow *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  if (ADW_IS_WINDOW (window))
    return adw_window_get_content (ADW_WINDOW (window));
  return gtk_window_get_child (window);
}

static void
set_window_content (GtkWindow *window, GtkWidget *content)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), content);
  else if (ADW_IS_WINDOW (window))
    adw_window_set_content (ADW_WINDOW (window), content);
  else
    gtk_window_set_child (window, content);
}

FfbSideView *
ffb_side_view_get_shown (GtkWindow *window)
{
  GtkWidget *content;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  content = window_content (window);
  return FFB_IS_SIDE_VIEW (content) ? FFB_SIDE_VIEW (content) : NULL;
}

FfbSideView *
ffb_side_view_hand_over (GtkWindow *window, FfbDocument *document, FfbSide side)
{
  FfbSideView *view;
  GtkWidget *content;

  g_return_val_if_fail (GTK_IS_WINDOW (window) && FFB_IS_DOCUMENT (document), NULL);

  if ((view = ffb_side_view_get_shown (window)) != NULL)
    return view;
  /* Kept out of the window while the lock screen shows: its widgets leave the tree, and with
   * them their accessible objects. */
  content = window_content (window);
  view = FFB_SIDE_VIEW (ffb_side_view_new (document, side));
  if (content != NULL)
    view->referee_content = g_object_ref (content);
  set_window_content (window, GTK_WIDGET (view));
  gtk_widget_grab_focus (view->passphrase_entry);
  return view;
}

void
ffb_side_view_restore (GtkWindow *window)
{
  FfbSideView *view;
  GtkWidget *referee;

  g_return_if_fail (GTK_IS_WINDOW (window));
  if ((view = ffb_side_view_get_shown (window)) == NULL)
    return;
  ffb_side_view_lock (view);
  drop_focus (view);
  referee = g_steal_pointer (&view->referee_content);
  set_window_content (window, referee); /* the side view goes, and is destroyed */
  g_clear_object (&referee);
}

/* Properties */

void
ffb_side_view_set_phones (FfbSideView *self, FfbPhones *phones)
{
  g_return_if_fail (FFB_IS_SIDE_VIEW (self));
  g_return_if_fail (phones == NULL || FFB_IS_PHONES (phones));
  g_set_object (&self->phones, phones);
}

FfbSide
ffb_side_view_get_side (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), FFB_SIDE_UNION);
  return self->side;
}

gboolean
ffb_side_view_get_open (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), FALSE);
  return self->panel != NULL;
}

guint
ffb_side_view_get_idle_seconds (FfbSideView *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_VIEW (self), 0);
  return self->idle_seconds;
}

void
ffb_side_view_set_idle_seconds (FfbSideView *self, guint seconds)
{
  g_return_if_fail (FFB_IS_SIDE_VIEW (self));

  if (self->idle_seconds == seconds)
    return;
  self->idle_seconds = seconds;
  if (self->panel != NULL)
    start_idle (self);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_IDLE_SECONDS]);
}

static void
ffb_side_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbSideView *self = FFB_SIDE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_enum (value, self->side);
      break;
    case PROP_OPEN:
      g_value_set_boolean (value, self->panel != NULL);
      break;
    case PROP_IDLE_SECONDS:
      g_value_set_uint (value, self->idle_seconds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_side_view_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  FfbSideView *self = FFB_SIDE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE: /* construct-only: a hand-over names one side */
      self->side = g_value_get_enum (value);
      break;
    case PROP_IDLE_SECONDS:
      ffb_side_view_set_idle_seconds (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_side_view_dispose (GObject *object)
{
  FfbSideView *self = FFB_SIDE_VIEW (object);

  drop_focus (self);
  g_clear_handle_id (&self->idle_source, g_source_remove);
  self->panel = NULL; /* a child of panel_box, which goes with the template */
  g_clear_object (&self->referee_content);
  g_clear_object (&self->phones);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_SIDE_VIEW);
  G_OBJECT_CLASS (ffb_side_view_parent_class)->dispose (object);
}

static void
ffb_side_view_class_init (FfbSideViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ffb_side_view_dispose;
  object_class->get_property = ffb_side_view_get_property;
  object_class->set_property = ffb_side_view_set_property;

  pspecs[PROP_SIDE] = g_param_spec_enum ("side", NULL, NULL, FFB_TYPE_SIDE, FFB_SIDE_UNION,
                                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                           | G_PARAM_STATIC_STRINGS);
  pspecs[PROP_OPEN] = g_param_spec_boolean ("open", NULL, NULL, FALSE,
                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                              | G_PARAM_STATIC_STRINGS);
  pspecs[PROP_IDLE_SECONDS] = g_param_spec_uint ("idle-seconds", NULL, NULL, 0, G_MAXUINT,
                                                 FFB_SIDE_VIEW_IDLE_SECONDS, flags);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-side-view.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, stack);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, status);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, referee_button);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, passphrase_entry);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, confirm_entry);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, error_label);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, open_button);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, spinner);
  gtk_widget_class_bind_template_child (widget_class, FfbSideView, panel_box);
  gtk_widget_class_bind_template_callback (widget_class, open_action_cb);
  gtk_widget_class_install_action (widget_class, "side.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "side.hide", NULL, hide_action);
  gtk_widget_class_install_action (widget_class, "side.referee", NULL, referee_action);
}

/* Escape hides before anything inside sees it (a toast would take it to close itself), and
 * wherever the focus is, even nowhere: a rebuilt view may have lost it. */
static void
add_escape (FfbSideView *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape,
                                                                                  0),
                                                          gtk_named_action_new ("side.hide")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

static void
ffb_side_view_init (FfbSideView *self)
{
  GtkEventController *input = gtk_event_controller_legacy_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->idle_seconds = FFB_SIDE_VIEW_IDLE_SECONDS;
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect (input, "event", G_CALLBACK (input_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), input);
  add_escape (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "side.hide", FALSE);
}

GtkWidget *
ffb_side_view_new (FfbDocument *document, FfbSide side)
{
  FfbSideView *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);

  self = g_object_new (FFB_TYPE_SIDE_VIEW, "side", side, NULL);
  self->document = g_object_ref (document);
  /* Without a referee's passphrase, the referee chooses one before anything else. */
  self->asking_referee = !has_passphrase (self, FFB_READER_REFEREE);
  update_lock (self);
  return GTK_WIDGET (self);
}
