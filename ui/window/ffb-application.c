/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-application.c: app actions, accelerators and the first window. */
#include "ffb-application.h"

#include <glib/gi18n.h>
#include "ffb-dice.h"
#include "ffb-error.h"
#include "ffb-help.h"
#include "ffb-ui.h"
#include "ffb-window.h"
#include "ffb-window-slot.h"

struct _FfbApplication
{
  AdwApplication parent_instance;
  gboolean demo; /* --demo: start on the built-in demo whatever was open last */
  char *seed;    /* --seed: the dice seed (64 hex digits) for tests and demos, or NULL */
  char *phones_address; /* --phones-address: the one address the phones' server listens on */
};

G_DEFINE_FINAL_TYPE (FfbApplication, ffb_application, ADW_TYPE_APPLICATION)

static const struct
{
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.help", { "F1", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.print('referee')", { "<Control>p", NULL } },
  { "win.export('referee')", { "<Control>e", NULL } },
  { "win.organize", { "<Control>r", NULL } },
  { "win.roll-table", { "<Control>d", NULL } },
  { "win.block-battle", { "<Control>b", NULL } },
  { "win.show-page('campaign')", { "<Alt>1", NULL } },
  { "win.show-page('battle')", { "<Alt>2", NULL } },
  { "win.show-page('oob')", { "<Alt>3", NULL } },
  { "win.show-page('secrets')", { "<Alt>4", NULL } },
  { "win.show-page('night')", { "<Alt>5", NULL } },
  { "win.show-page('aftermath')", { "<Alt>6", NULL } },
  { "win.hand-over('union')", { "<Control>1", NULL } },
  { "win.hand-over('confederate')", { "<Control>2", NULL } },
  { "win.next-turn", { "<Control>t", NULL } },
  { "win.previous-turn", { "<Control><Shift>t", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
  { "window.close", { "<Control>w", NULL } },
};

static FfbWindow *
current_window (FfbApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return FFB_IS_WINDOW (window) ? FFB_WINDOW (window) : NULL;
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FfbWindow *window = current_window (data);

  /* Closing the window runs its unsaved-changes prompt; the app ends with its last window. */
  if (window != NULL)
    gtk_window_close (GTK_WINDOW (window));
  else
    g_application_quit (G_APPLICATION (data));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  const char *developers[] = { _("The ffbridge developers"), NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", current_window (data),
                "application-name", _("FFBridge"),
                "application-icon", APP_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The ffbridge developers"),
                "developers", developers,
                "license-type", GTK_LICENSE_GPL_3_0,
                /* Translators: Pango markup (AdwAboutWindow shows its comments as such): keep
                 * &amp; for "&"; R4A is a rule id, keep it. */
                "comments", _("The referee's bridge from a campaign of the boardgame The Civil "
                              "War 1861-1865 (CW) to battles fought with the miniatures rules "
                              "Fire &amp; Fury (FF): orders of battle, the neutral party and "
                              "printed sheets.\n\nA CW strength point (SP) becomes FF stands; a "
                              "flank marching force (FMF) leaves the table to arrive later; a "
                              "brigade's label S.W.X says it starts with S stands, is Worn at W "
                              "and Spent at X. Hover a rule id such as R4A to read what the rule "
                              "says."),
                "website", "https://github.com/ffbridge/ffbridge",
                /* Translators: your names, one a line, as the about window credits them. */
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

/* F1 from any window of the app: the help opens above the window whose toast says why when it
 * cannot. A shortcuts or about window in front is not one of ours; the referee's window is. */
static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GtkWindow *window = GTK_WINDOW (current_window (data));
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (data));

  for (GList *l = windows; window == NULL && l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data))
      window = l->data;
  if (window != NULL)
    ffb_help_show (window);
}

static const GActionEntry app_entries[] = {
  { "quit", quit_activated },
  { "help", help_activated },
  { "about", about_activated },
};

static void
ffb_application_startup (GApplication *app)
{
  /* Before chaining up: GtkApplication's startup looks for the app's icons in its resources. */
  ffb_ui_init ();
  G_APPLICATION_CLASS (ffb_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
  gtk_window_set_default_icon_name (APP_ID);
}


/* A window of the app: what it needs of the app is handed down to it, the --seed to its
 * document, where the pages that roll take it. Slot 0: the lowest free one. */
static gboolean
open_requested_cb (FfbWindow *window, GFile *file, FfbApplication *self)
{
  ffb_application_open_campaign (self, file, GTK_WINDOW (window));
  return TRUE;
}

static FfbWindow *
new_window (FfbApplication *self, guint slot)
{
  FfbWindow *window = ffb_window_new_in_slot (self, slot);

  ffb_document_set_dice_seed (ffb_window_get_document (window), self->seed);
  ffb_window_set_phones_address (window, self->phones_address);
  g_signal_connect_object (window, "open-requested", G_CALLBACK (open_requested_cb), self, 0);
  g_signal_connect_object (window, "hold-changed",
                           G_CALLBACK (ffb_application_sync_player_hold), self,
                           G_CONNECT_SWAPPED);
  return window;
}

static FfbWindow *
window_in_slot (FfbApplication *self, guint slot)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && ffb_window_get_slot (l->data) == slot)
      return l->data;
  return NULL;
}

/* A process killed with several windows open left their autosaves and hand-over marks: each
 * comes back in its own window, which asks about its unsaved changes (or starts locked) as the
 * first window does. */
static void
open_left_over_windows (FfbApplication *self)
{
  for (guint slot = 2; slot <= FFB_WINDOW_SLOTS_MAX; slot++)
    if (window_in_slot (self, slot) == NULL && ffb_window_slot_left_over (slot))
      ffb_window_open_initial (new_window (self, slot), NULL, TRUE);
}

/* The first window: a crashed session's autosave (after asking), else `file`, else the last
 * file or the demo; then the other windows a killed process left. The demo is loaded before
 * the window is shown (its first frame is the real one); a file opens on a worker thread, the
 * window saying "Opening …" meanwhile. Shown once all are there: a window that started locked
 * keeps the others out of sight from their first frame. */
static void
open_first_window (FfbApplication *self, GFile *file)
{
  ffb_window_open_initial (new_window (self, 1), file, file == NULL && self->demo);
  open_left_over_windows (self);
  ffb_application_sync_player_hold (self);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && !ffb_window_get_hidden_for_player (l->data))
      gtk_window_present (l->data);
}

static void
ffb_application_activate (GApplication *app)
{
  FfbWindow *window = current_window (FFB_APPLICATION (app));

  if (window == NULL)
    open_first_window (FFB_APPLICATION (app), NULL);
  else
    gtk_window_present (GTK_WINDOW (window));
}

static void
ffb_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  FfbApplication *self = FFB_APPLICATION (app);
  int first = 0;

  if (current_window (self) == NULL && n_files > 0)
    open_first_window (self, files[first++]);
  for (int i = first; i < n_files; i++)
    ffb_application_open_campaign (self, files[i], NULL);
}

static FfbWindow *
window_showing (FfbApplication *self, GFile *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && ffb_window_shows_file (l->data, file))
      return l->data;
  return NULL;
}

static FfbWindow *
window_held_by_player (FfbApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && ffb_window_is_held_by_player (l->data))
      return l->data;
  return NULL;
}

void
ffb_application_open_campaign (FfbApplication *self, GFile *file, GtkWindow *from)
{
  FfbWindow *held = window_held_by_player (self);
  FfbWindow *shown = window_showing (self, file);
  FfbWindow *here = FFB_IS_WINDOW (from) ? FFB_WINDOW (from) : current_window (self);
  FfbWindow *window;

  g_return_if_fail (FFB_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  /* The window a player has refuses it, saying so: a file given to the running app (a second
   * "ffbridge FILE") is no way round the lock. The window that shows it says it is open. */
  if (held != NULL || shown != NULL)
    {
      window = held != NULL ? held : shown;
      ffb_window_open_file (window, file);
      gtk_window_present (GTK_WINDOW (window));
      return;
    }
  if (here != NULL && ffb_window_is_replaceable (here))
    {
      ffb_window_open_file (here, file);
      gtk_window_present (GTK_WINDOW (here));
      return;
    }
  window = new_window (self, 0);
  ffb_window_open_initial (window, file, FALSE);
  gtk_window_present (GTK_WINDOW (window));
}

void
ffb_application_sync_player_hold (FfbApplication *self)
{
  FfbWindow *held;

  g_return_if_fail (FFB_IS_APPLICATION (self));
  held = window_held_by_player (self);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data))
      ffb_window_set_hidden_for_player (l->data, held != NULL && l->data != held);
}

gboolean
ffb_application_set_seed (FfbApplication *self, const char *seed_hex, GError **error)
{
  FfbDice *check;

  g_return_val_if_fail (FFB_IS_APPLICATION (self), FALSE);

  if (seed_hex != NULL && (check = ffb_dice_new_from_hex ("--seed", seed_hex, NULL)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("--seed wants a 256-bit seed "
                   "written as 64 hexadecimal digits; “%s” is not one."), seed_hex);
      return FALSE;
    }
  if (seed_hex != NULL)
    ffb_dice_free (check);
  g_free (self->seed);
  self->seed = g_strdup (seed_hex);
  return TRUE;
}

/* A bad seed stops the app before any window: the referee sees why on the terminal. */
static gboolean
read_seed (FfbApplication *self, GVariantDict *options)
{
  g_autoptr(GError) error = NULL;
  const char *seed = NULL;

  if (!g_variant_dict_lookup (options, "seed", "&s", &seed))
    return TRUE;
  if (ffb_application_set_seed (self, seed, &error))
    return TRUE;
  g_printerr ("ffbridge: %s\n", error->message);
  return FALSE;
}

/* --phones-address: a referee with two networks (the venue's and his own hotspot) serves the
 * phones on the one the players are on; tests, on loopback alone. What is not an IP address
 * stops the app here, not hours later when the phones are turned on; an address the machine
 * lacks is said then, on the Battle Night page, as any other reason the server cannot start. */
static gboolean
read_phones_address (FfbApplication *self, GVariantDict *options)
{
  g_autoptr(GInetAddress) address = NULL;
  const char *text = NULL;

  if (!g_variant_dict_lookup (options, "phones-address", "&s", &text))
    return TRUE;
  address = g_inet_address_new_from_string (text);
  if (address == NULL)
    {
      g_printerr ("ffbridge: %s\n", _("--phones-address wants an IP address of this machine, "
                                      "such as 192.168.1.20 or 127.0.0.1."));
      return FALSE;
    }
  g_free (self->phones_address);
  self->phones_address = g_inet_address_to_string (address);
  return TRUE;
}

static int
ffb_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  FfbApplication *self = FFB_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("ffbridge %s\n", PACKAGE_VERSION);
      return 0;
    }
  self->demo = g_variant_dict_contains (options, "demo");
  if (!read_seed (self, options) || !read_phones_address (self, options))
    return 2;
  return -1; /* go on as usual */
}

static void
ffb_application_dispose (GObject *object)
{
  g_clear_pointer (&FFB_APPLICATION (object)->seed, g_free);
  g_clear_pointer (&FFB_APPLICATION (object)->phones_address, g_free);
  G_OBJECT_CLASS (ffb_application_parent_class)->dispose (object);
}

/* A window a player had, closed without the referee's passphrase (a locked start may close so):
 * the windows kept out of sight must not come back in the player's hands. The app ends as if
 * killed, their autosaves kept, and the next start brings them back behind the lock. */
static void
ffb_application_window_removed (GtkApplication *app, GtkWindow *window)
{
  FfbApplication *self = FFB_APPLICATION (app);

  GTK_APPLICATION_CLASS (ffb_application_parent_class)->window_removed (app, window);
  if (window_held_by_player (self) != NULL)
    return;
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (FFB_IS_WINDOW (l->data) && ffb_window_get_hidden_for_player (l->data))
      {
        g_application_quit (G_APPLICATION (app));
        return;
      }
}

static void
ffb_application_class_init (FfbApplicationClass *klass)
{
  GTK_APPLICATION_CLASS (klass)->window_removed = ffb_application_window_removed;
  G_OBJECT_CLASS (klass)->dispose = ffb_application_dispose;
  G_APPLICATION_CLASS (klass)->startup = ffb_application_startup;
  G_APPLICATION_CLASS (klass)->activate = ffb_application_activate;
  G_APPLICATION_CLASS (klass)->open = ffb_application_open;
  G_APPLICATION_CLASS (klass)->handle_local_options = ffb_application_handle_local_options;
}

static const GOptionEntry options[] = {
  { "demo", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Start on the built-in demo campaign"), NULL },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  { "seed", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Draw every battle's dice from this seed instead of the system's (tests and demos only: "
       "the players can no longer trust the rolls)"),
    /* Translators: the --seed option's argument in --help. */
    N_("HEX") },
  { "phones-address", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Serve the players' phones on this address of the machine alone (by default, on every "
       "one)"),
    /* Translators: the --phones-address option's argument in --help. */
    N_("ADDRESS") },
  { NULL }
};

static void
ffb_application_init (FfbApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

const char *
ffb_application_get_seed (void)
{
  GApplication *app = g_application_get_default ();

  return FFB_IS_APPLICATION (app) ? FFB_APPLICATION (app)->seed : NULL;
}

FfbApplication *
ffb_application_new (void)
{
  return g_object_new (FFB_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/ffbridge/ffbridge",
                       NULL);
}
