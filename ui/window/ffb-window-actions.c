/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window-actions.c: the window's win.* actions, and when each is enabled (see
 * ffb-window-private.h). Each action says what the referee asked for and leaves the how to the
 * window (its steps, given as the class is made), the document or the page it concerns. */
#include "ffb-window-private.h"

#include <glib/gi18n.h>
#include "ffb-campaign-page.h"
#include "ffb-document.h"
#include "ffb-error.h"
#include "ffb-keynav.h"
#include "ffb-night-page.h"
#include "ffb-oob-page.h"
#include "ffb-print.h"
#include "ffb-side-view.h"
#include "ffb-blocks-dialog.h"
#include "ffb-table-dialog.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

/* While a side view or its lock screen shows, the referee's actions are out of reach of the
 * keyboard too: print and export show both sides, and undo would take back what the player
 * at the keyboard may not see. Save stays: it shows nothing. */
static const char *const referee_actions[] = { "win.open", "win.open-recent", "win.open-demo",
                                               "win.save-as", "win.show-page", "win.new",
                                               "win.new-battle", "win.roll-table",
                                               "win.roll-table-on", "win.block-battle" };
static const char *const battle_actions[] = { "win.print", "win.export", "win.organize",
                                              "win.hand-over", "win.next-turn",
                                              "win.previous-turn" };

/* Secrets at rest: what a read-only session (a sealed campaign opened with a player's
 * passphrase, or none) could not keep. Opening another campaign, or a new one, stays. */
static const char *const editing_actions[] = { "win.save", "win.save-as", "win.new-battle",
                                               "win.roll-table", "win.roll-table-on",
                                               "win.block-battle", "win.undo", "win.redo" };

/* The class the actions are installed on (the window's, once) and its steps, both given to
 * _ffb_window_class_actions_init. */
static GType window_type;
static const FfbWindowSteps *steps;

static FfbWindow *
window_of (GtkWidget *widget)
{
  return G_TYPE_CHECK_INSTANCE_CAST (widget, window_type, FfbWindow);
}

void
_ffb_window_actions_update (FfbWindow *self)
{
  gboolean referee = ffb_side_view_get_shown (GTK_WINDOW (self)) == NULL
                     && g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack),
                                   "pages") == 0;
  gboolean read_only = ffb_document_get_read_only (self->document);
  gboolean has_battle = referee && !read_only && ffb_document_get_battle (self->document) != NULL;

  for (guint i = 0; i < G_N_ELEMENTS (referee_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), referee_actions[i], referee);
  for (guint i = 0; i < G_N_ELEMENTS (battle_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), battle_actions[i], has_battle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", referee
                                 || ffb_side_view_get_shown (GTK_WINDOW (self)) != NULL);
  /* C2: the action deck's hands are handed over too, in a campaign with no battle as well. */
  if (referee && !read_only && ffb_document_get_campaign (self->document) != NULL
      && ffb_document_get_campaign (self->document)->action_cards != NULL)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hand-over", TRUE);
  /* R9: a fought battle keeps the orders of battle it was fought with (the OOB page says so). */
  if (has_battle && ffb_document_get_battle (self->document)->fought)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.organize", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 referee && ffb_document_get_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 referee && ffb_document_get_can_redo (self->document));
  for (guint i = 0; read_only && i < G_N_ELEMENTS (editing_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), editing_actions[i], FALSE);
  if (!read_only)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", TRUE);
}

/* The actions */

/* Nothing unsaved is at stake: a campaign opens in a window of its own unless this one shows
 * nothing yet (the window's open_chosen). */
static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  steps->choose_file_to_open (window_of (widget), NULL);
}

static void
open_recent_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  steps->open_chosen (window_of (widget), file);
}

static void
demo_after_confirm (FfbWindow *self, gpointer data)
{
  steps->load_demo (self);
}

static void
open_demo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  steps->confirm_unsaved (window_of (widget), demo_after_confirm, NULL, NULL);
}

/* A new campaign opens on the Campaign page, where its sides and battles are added. */
static void
new_after_confirm (FfbWindow *self, gpointer data)
{
  ffb_document_load_new (self->document);
  adw_view_stack_set_visible_child_name (self->stack, "campaign");
  ffb_ui_toast (GTK_WIDGET (self->campaign_page), _("New campaign: add each side's SP groups "
                  "and leaders, then a battle"));
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  steps->confirm_unsaved (window_of (widget), new_after_confirm, NULL, NULL);
}

/* From any page (the empty pages offer it): the battle added opens on Battle Setup. */
static void
new_battle_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ffb_campaign_page_new_battle (window_of (widget)->campaign_page);
}

/* RULES.md T: a roll on a referee's table, kept in the campaign's history. */
static void
roll_table_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  gtk_window_present (GTK_WINDOW (ffb_table_dialog_new (GTK_WINDOW (self), self->document)));
}

/* RULES.md C2F: a block battle of seed 000, kept in the campaign's history. */
static void
block_battle_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  gtk_window_present (GTK_WINDOW (ffb_blocks_dialog_new (GTK_WINDOW (self), self->document)));
}

/* RULES.md T: the same, opened on one table (the Battle Night page's activation roll, Q). */
static void
roll_table_on_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);
  FfbTableDialog *dialog = ffb_table_dialog_new (GTK_WINDOW (self), self->document);

  ffb_table_dialog_select_table (dialog, g_variant_get_string (parameter, NULL));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  steps->drop_after_confirm (self);
  if (ffb_document_get_file (self->document) == NULL)
    steps->save_as (self);
  else if (steps->save_now (self))
    ffb_ui_toast (widget, _("Campaign saved"));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  steps->drop_after_confirm (window_of (widget));
  steps->save_as (window_of (widget));
}

static void
history_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ok = g_str_equal (name, "win.undo") ? ffb_document_undo (self->document, &error)
                                      : ffb_document_redo (self->document, &error);
  /* Undo stopped before a player's choice: one sentence, in a toast (RULES.md "Fair dice"). */
  if (!ok && g_error_matches (error, FFB_ERROR, FFB_ERROR_IN_USE))
    ffb_ui_toast (widget, error->message);
  else if (!ok)
    ffb_ui_show_error (widget, _("Could not undo"), error);
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  ffb_print_run (GTK_WINDOW (self), self->document, g_variant_get_string (parameter, NULL));
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  ffb_print_choose_export (GTK_WINDOW (self), self->document,
                           g_variant_get_string (parameter, NULL));
}

static void
organize_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  adw_view_stack_set_visible_child_name (self->stack, "oob");
  steps->ensure_page (self, "oob"); /* made already, unless the window is not on screen */
  ffb_oob_page_organize (self->oob_page);
}

/* Alt+1..6: the page shown, with the focus on its first field. The view stack would give the
 * focus back to the widget of the page that last had it, or to whatever GTK's links still
 * point to, which after the page was rebuilt is any row in it. */
static void
show_page_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);
  const char *page = g_variant_get_string (parameter, NULL);
  GtkWidget *slot;

  adw_view_stack_set_visible_child_name (self->stack, page);
  steps->ensure_page (self, page);
  slot = adw_view_stack_get_child_by_name (self->stack, page);
  if (slot != NULL && gtk_widget_get_mapped (slot))
    ffb_keynav_focus_page (slot);
}

/* Game night: the hand-over to a player's private view, and the battle's clock. */
static void
hand_over_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);
  FfbSide side;
  FfbSideView *view;

  if (!ffb_side_from_string (g_variant_get_string (parameter, NULL), &side))
    return;
  view = ffb_side_view_hand_over (GTK_WINDOW (self), self->document, side);
  if (view != NULL)
    ffb_side_view_set_phones (view, self->phones);
}

static void
next_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  adw_view_stack_set_visible_child_name (self->stack, "night");
  steps->ensure_page (self, "night");
  gtk_widget_activate_action (GTK_WIDGET (self->night_page), "night.next-turn", NULL);
}

static void
unlock_start_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  steps->unlock_start (window_of (widget));
}

static void
previous_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbWindow *self = window_of (widget);

  adw_view_stack_set_visible_child_name (self->stack, "night");
  steps->ensure_page (self, "night");
  gtk_widget_activate_action (GTK_WIDGET (self->night_page), "night.previous-turn", NULL);
}

/* Ctrl+? and the menu: the shortcuts window, made as it opens and destroyed as it closes.
 * GtkApplication's own (gtk/help-overlay.ui) is made with the window and stays in GTK's list
 * of windows, hidden: GTK 4.8.3's AT-SPI root (handle_accessible_method, GetChildAtIndex)
 * answers an index past the windows that show with the last window of that list, shown or
 * not, and a hidden window's accessible has no object path: g_variant_new ("((so))") on NULL
 * ended the app. A screen reader asks so when a dialog closes between its count of the
 * windows and its question (issue 29). */
static void
shortcuts_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/ffbridge/ffbridge/ui/ffb-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_set_modal (shortcuts, TRUE);
  gtk_window_present (shortcuts);
}

void
_ffb_window_class_actions_init (GtkWidgetClass *widget_class, const FfbWindowSteps *window_steps)
{
  window_type = G_TYPE_FROM_CLASS (widget_class);
  steps = window_steps;
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.open-demo", NULL, open_demo_action);
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.new-battle", NULL, new_battle_action);
  gtk_widget_class_install_action (widget_class, "win.roll-table", NULL, roll_table_action);
  gtk_widget_class_install_action (widget_class, "win.block-battle", NULL, block_battle_action);
  gtk_widget_class_install_action (widget_class, "win.roll-table-on", "s",
                                   roll_table_on_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.print", "s", print_action);
  gtk_widget_class_install_action (widget_class, "win.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "win.organize", NULL, organize_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.hand-over", "s", hand_over_action);
  gtk_widget_class_install_action (widget_class, "win.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "win.previous-turn", NULL,
                                   previous_turn_action);
  gtk_widget_class_install_action (widget_class, "win.unlock-start", NULL,
                                   unlock_start_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   shortcuts_action);
}
