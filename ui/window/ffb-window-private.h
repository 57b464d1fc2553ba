/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window-private.h: what the window's own files share: its fields, and the steps its
 * actions (ffb-window-actions.c) take, which the window (ffb-window.c) gives them. Nothing
 * outside ffb-window*.c includes it. */
#pragma once

#include "ffb-types.h"
#include "ffb-window.h"

G_BEGIN_DECLS

/* What to do once unsaved changes are saved or discarded. */
typedef void (*FfbAfterConfirm) (FfbWindow *self, gpointer data);

struct _FfbWindow
{
  AdwApplicationWindow parent_instance;

  FfbDocument *document;
  FfbPhones *phones;          /* the players' phones of its battle (issue 33), off at first */
  GSettings *settings;        /* the app's (a window of the app's), or NULL */
  GtkFileChooserNative *chooser;
  gboolean closing;
  guint slot;                 /* its autosave and hand-over mark (ffb-window-slot.h) */
  gboolean hidden_for_player; /* hidden while another window is in a player's hands */

  /* What to do once unsaved changes are saved or discarded. */
  FfbAfterConfirm after_confirm;
  gpointer after_confirm_data;
  GDestroyNotify after_confirm_destroy;

  AdwToastOverlay *toast_overlay;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar *switcher_bar;
  AdwViewStack *stack;
  FfbCampaignPage *campaign_page;
  /* The other pages: NULL until first shown (see "Pages" below). */
  FfbBattlePage *battle_page;
  FfbOobPage *oob_page;
  FfbNeutralPage *neutral_page;
  FfbNightPage *night_page;
  FfbAftermathPage *aftermath_page;
  GMenu *recent_section;
  GtkWidget *undo_button;
  GtkWidget *save_button;
  GtkStack *state_stack;      /* "pages", "opening" or "locked" */
  GtkWidget *pages_box;
  AdwStatusPage *opening_status;
  GtkWidget *opening_spinner;

  /* Started again after a player had the laptop: what the referee's passphrase opens. */
  char *locked_xml;
  GFile *locked_file;
  gboolean locked_recovered;
  gboolean lock_marked;       /* the hand-over mark is written (see "The player lock") */
  GtkWidget *unlock_dialog;   /* the one asking for the referee's passphrase, or NULL */
  GtkWidget *read_only_box;
  GtkLabel *read_only_label;

  /* What the question about unsaved changes found at start-up offers, while it asks. */
  struct _Recovery *recovery;
};

/* The steps the window takes for its actions (ffb-window.c), given to them once, as the class
 * is made: the actions say what the referee asked for, the window how. So the actions' file
 * uses the window only through these and its fields, and the window's file uses the actions
 * only to install them and to say when to enable them. */
typedef struct
{
  /* Runs `then` at once when nothing is unsaved; otherwise asks Save / Discard / Cancel. */
  void     (*confirm_unsaved) (FfbWindow *self, FfbAfterConfirm then, gpointer data,
                               GDestroyNotify destroy);
  /* Forgets what was to run after the question (it was cancelled, or another one replaces
   * it). */
  void     (*drop_after_confirm) (FfbWindow *self);
  /* Saves to the document's file, noting it as recent; FALSE (and said) when it could not. */
  gboolean (*save_now) (FfbWindow *self);
  /* Asks where to save, then saves there and runs what waited on the save. */
  void     (*save_as) (FfbWindow *self);
  /* Asks which campaign to open, then opens it as open_chosen does. */
  void     (*choose_file_to_open) (FfbWindow *self, gpointer data);
  /* Opens a campaign the referee chose in this window (File > Open, a recent file): the app
   * decides where ("open-requested": one window a campaign, ffb_application_open_campaign); a
   * window made alone (a test's) opens it itself, asking first about unsaved changes. */
  void     (*open_chosen) (FfbWindow *self, GFile *file);
  void     (*load_demo) (FfbWindow *self);
  /* Makes the page the view stack names `name`, unless it is made already. */
  void     (*ensure_page) (FfbWindow *self, const char *name);
  /* Asks for the referee's passphrase that opens a locked start (win.unlock-start). */
  void     (*unlock_start) (FfbWindow *self);
} FfbWindowSteps;

/* ffb-window-actions.c */
/* Installs the win.* actions on the window's class, which take the window's `steps`. */
void     _ffb_window_class_actions_init (GtkWidgetClass *widget_class,
                                         const FfbWindowSteps *steps);
/* Enables each action for what the window shows: the referee's pages or a player's view, a
 * battle or none, a read-only campaign or one that may change. */
void     _ffb_window_actions_update (FfbWindow *self);

G_END_DECLS
