/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-edits.c: what the parts of the Campaign page share (see
 * ffb-campaign-page-private.h): its edits, the targets of its controls, its icon buttons, a
 * removal with its toast, its window and its battle-activated signal. The page and its parts
 * (groups, battles) call these; these call none of them. */
#include "ffb-campaign-page-private.h"

#include <glib/gi18n.h>
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

const char *const ffb_campaign_page_record_keys
  = N_("Enter edits it, Delete removes it; Right and Left reach its buttons, Up and Down "
       "the other rows");

void
ffb_campaign_page_edit_begin (FfbCampaignPage *self, const char *merge_key)
{
  self->editing = TRUE;
  ffb_document_begin_edit (self->document, merge_key);
}

void
ffb_campaign_page_edit_end (FfbCampaignPage *self)
{
  ffb_document_end_edit (self->document);
  self->editing = FALSE;
}

void
ffb_campaign_page_edit_cancel (FfbCampaignPage *self)
{
  ffb_document_cancel_edit (self->document);
  self->editing = FALSE;
}

GtkWindow *
ffb_campaign_page_window (FfbCampaignPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

void
ffb_campaign_page_emit_battle_activated (FfbCampaignPage *self)
{
  g_signal_emit_by_name (self, "battle-activated");
}

gboolean
ffb_campaign_page_remove (FfbCampaignPage *self, FfbCampaignRemove remove, const char *id,
                          const char *name, const char *refusal)
{
  /* Translators: %s is what was removed: a battle, an SP group or a leader. */
  g_autofree char *message = g_strdup_printf (_("Removed %s"), name);
  g_autoptr(GError) error = NULL;

  ffb_document_begin_edit (self->document, NULL);
  if (!remove (ffb_campaign_page_campaign (self), id, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), refusal, error);
      return FALSE;
    }
  ffb_document_end_edit (self->document);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
  return TRUE;
}

static void
target_free (gpointer data, GClosure *closure)
{
  FfbCampaignTarget *target = data;

  g_weak_ref_clear (&target->page);
  g_free (target->id);
  g_free (target);
}

void
ffb_campaign_page_connect (gpointer instance, const char *signal, GCallback handler,
                           FfbCampaignPage *self, const char *id, FfbSide side, int value)
{
  FfbCampaignTarget *target = g_new0 (FfbCampaignTarget, 1);

  g_weak_ref_init (&target->page, self);
  target->id = g_strdup (id);
  target->side = side;
  target->value = value;
  g_signal_connect_data (instance, signal, handler, target, target_free, 0);
}

FfbCampaignPage *
ffb_campaign_target_page (FfbCampaignTarget *target)
{
  return g_weak_ref_get (&target->page);
}

GtkWidget *
ffb_campaign_page_icon_button (const char *icon, const char *accessible_name)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, accessible_name);
  ffb_ui_set_accessible_name (button, accessible_name);
  return button;
}
