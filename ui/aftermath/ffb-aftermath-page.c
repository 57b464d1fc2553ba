/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-page.c: entering a battle's result and carrying it back (see
 * ffb-aftermath-page.h). This file holds the widget: it is rebuilt from the document (its
 * fields built, then filled from the battle's draft), takes the referee's changes, and applies
 * or undoes the aftermath. The fields, the draft and the preview have files of their own (see
 * ffb-aftermath-page-private.h). */
#include "ffb-aftermath-page-private.h"

#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"
#include "ffb-undo-choices.h"

G_DEFINE_FINAL_TYPE (FfbAftermathPage, ffb_aftermath_page, GTK_TYPE_WIDGET)

static FfbBattle *
battle (FfbAftermathPage *self)
{
  return self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
}

void
ffb_aftermath_page_field_changed (FfbAftermathPage *self, const char *merge_key)
{
  /* The draft first: the preview is worked out for the campaign as it will be applied. */
  ffb_aftermath_draft_store (self, merge_key);
  ffb_aftermath_preview_update (self);
}

/* Building */

static void
clear_fields (FfbAftermathPage *self)
{
  ffb_aftermath_preview_clear (self);
  ffb_groups_page_clear (self->preferences);
  self->preview_group = NULL;
  for (int side = 0; side < FFB_N_SIDES; side++)
    self->losses_row[side] = self->batteries_row[side] = NULL;
  g_ptr_array_set_size (self->fields, 0);
  g_clear_pointer (&self->fields_battle, g_free);
  self->crack_row = NULL;
}

static void
build_result (FfbAftermathPage *self, FfbBattle *b)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_aftermath_fields_build (self, b, &error))
    {
      /* No fields, so no preview: the sentence stays, and Apply has nothing to carry. */
      ffb_aftermath_preview_add_group (self, FALSE);
      ffb_aftermath_preview_add_row (self, ffb_ui_row_new (_("The orders of battle cannot be "
                                                             "organized"), error->message, NULL));
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "aftermath.apply", FALSE);
      return;
    }
  ffb_aftermath_preview_add_group (self, TRUE);
  ffb_aftermath_draft_fill (self, b);
  ffb_aftermath_preview_update (self);
}

static void
rebuild (FfbAftermathPage *self)
{
  FfbBattle *b = battle (self);

  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;
  clear_fields (self);
  gtk_stack_set_visible_child_name (self->stack, b == NULL ? "empty"
                                                 : b->fought ? "fought" : "result");
  if (b == NULL)
    return;
  if (b->fought)
    ffb_aftermath_preview_show_fought (self, b);
  else
    build_result (self, b);
}

/* The page's own draft edits change nothing it shows but the preview, which it updates
 * itself; rebuilding would take the field from under the referee's fingers. */
static void
document_changed_cb (FfbAftermathPage *self)
{
  if (!self->editing)
    rebuild (self);
}

/* Setting fields as the referee would */

gboolean
ffb_aftermath_page_set_loss (FfbAftermathPage *self, FfbSide side, const char *unit_id,
                             int stands)
{
  FfbAftermathField *field;

  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), FALSE);
  field = ffb_aftermath_field_find (self, FIELD_LOSS, side, unit_id);
  if (field == NULL)
    return FALSE;
  /* The range stops at the brigade's stands; a larger figure is what the check refuses, so
   * a test may ask for one: widen the range first. */
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (field->control), 0, MAX (stands, 999));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->control), stands);
  return TRUE;
}

void
ffb_aftermath_page_set_victory_points (FfbAftermathPage *self, FfbSide side, int points)
{
  FfbAftermathField *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = ffb_aftermath_field_find (self, FIELD_POINTS, side, NULL)) != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->control), points);
}

void
ffb_aftermath_page_set_field (FfbAftermathPage *self, FfbSide side, FfbResultField how)
{
  FfbAftermathField *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = ffb_aftermath_field_find (self, FIELD_FIELD, side, NULL)) != NULL)
    adw_combo_row_set_selected (ADW_COMBO_ROW (field->control), how);
}

void
ffb_aftermath_page_set_crt_row (FfbAftermathPage *self, FfbSide side,
                                const FfbCrtResult results[FFB_CRT_ROW_RESULTS])
{
  g_autoptr(FfbResult) typed = NULL;
  FfbAftermathField *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = ffb_aftermath_field_find (self, FIELD_CRT, side, NULL)) == NULL)
    return;
  typed = ffb_result_new (self->fields_battle);
  ffb_result_set_crt_row (typed, side, results);
  /* The whole row is one change, as a referee pasting it would make. */
  ffb_aftermath_draft_fill_crt (field, &typed->sides[side]);
  ffb_aftermath_page_field_changed (self, NULL);
}

const FfbAftermath *
ffb_aftermath_page_get_preview (FfbAftermathPage *self)
{
  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), NULL);
  return self->preview;
}

const char *
ffb_aftermath_page_get_refusal (FfbAftermathPage *self)
{
  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), NULL);
  return self->refusal;
}

/* Apply and undo */

typedef struct
{
  FfbAftermath *aftermath;
  const char *seed; /* the document's dice seed, or NULL */
} ApplyStep;

static gboolean
apply_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  FfbAftermath *aftermath = ((ApplyStep *) data)->aftermath;
  const char *seed = ((ApplyStep *) data)->seed;
  g_autofree char *stream = ffb_aftermath_stream (aftermath->battle_id);
  g_autoptr(FfbDice) dice = NULL;

  /* Without the app's --seed, NULL dice: the engine rolls R9C with the campaign's dice, the
   * same for this battle each time it is applied (ffb-campaign-dice.h). The seed is kept in
   * the history either way. */
  if (seed != NULL && (dice = ffb_dice_new_from_hex (stream, seed, error)) == NULL)
    return FALSE;
  return ffb_aftermath_apply (aftermath, c, dice, error);
}

gboolean
ffb_aftermath_page_apply (FfbAftermathPage *self, GError **error)
{
  g_autoptr(FfbAftermath) preview = NULL;
  ApplyStep step;

  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), FALSE);
  if (self->preview == NULL && self->refusal == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("The result cannot be carried back: there is none."));
      return FALSE;
    }
  if (self->preview == NULL)
    {
      /* Translators: %s is the engine's sentence that says why. */
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The result cannot be carried back: %s"),
                   self->refusal);
      return FALSE;
    }
  /* The edit rebuilds this page, preview included: apply the one taken from it. The same edit
   * clears the battle's draft (ffb_aftermath_apply): undoing it brings the draft back. */
  preview = g_steal_pointer (&self->preview);
  step.aftermath = preview;
  step.seed = ffb_document_get_dice_seed (self->document);
  if (ffb_night_run (self->document, NULL, apply_step, &step, error))
    return TRUE;
  ffb_aftermath_preview_update (self); /* nothing changed: the page has its preview again */
  return FALSE;
}

static gboolean
undo_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_undo_last_change (c, NULL, error);
}

gboolean
ffb_aftermath_page_undo (FfbAftermathPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), FALSE);
  return ffb_night_run_campaign (self->document, undo_step, NULL, error);
}

static void
apply_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbAftermathPage *self = FFB_AFTERMATH_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!ffb_aftermath_page_apply (self, &error))
    ffb_ui_show_error (widget, _("Could not carry the battle back"), error);
  else
    ffb_ui_toast_undo (widget, _("The battle is carried back to the campaign"));
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_aftermath_page_undo (FFB_AFTERMATH_PAGE (widget), &error))
    ffb_ui_show_error (widget, _("Could not undo the aftermath"), error);
  else
    ffb_ui_toast (widget, _("The campaign is back as it was before the battle was carried back"));
}

/* GObject */

void
ffb_aftermath_page_set_document (FfbAftermathPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  rebuild (self);
}

static void
ffb_aftermath_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_aftermath_page_parent_class)->map (widget);
  if (FFB_AFTERMATH_PAGE (widget)->stale)
    rebuild (FFB_AFTERMATH_PAGE (widget));
}

static void
ffb_aftermath_page_dispose (GObject *object)
{
  FfbAftermathPage *self = FFB_AFTERMATH_PAGE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  self->flagged = NULL;
  self->preview_group = NULL;
  self->crack_row = NULL;
  for (int side = 0; side < FFB_N_SIDES; side++)
    self->losses_row[side] = self->batteries_row[side] = NULL;
  g_ptr_array_set_size (self->fields, 0);
  g_ptr_array_set_size (self->preview_rows, 0);
  g_ptr_array_set_size (self->fought_rows, 0);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_AFTERMATH_PAGE);
  G_OBJECT_CLASS (ffb_aftermath_page_parent_class)->dispose (object);
}

static void
ffb_aftermath_page_finalize (GObject *object)
{
  FfbAftermathPage *self = FFB_AFTERMATH_PAGE (object);

  g_ptr_array_unref (self->fields);
  g_ptr_array_unref (self->preview_rows);
  g_ptr_array_unref (self->fought_rows);
  g_ptr_array_unref (self->crack_ids);
  g_free (self->fields_battle);
  g_clear_pointer (&self->preview, ffb_aftermath_free);
  g_free (self->refusal);
  G_OBJECT_CLASS (ffb_aftermath_page_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbAftermathPage, name)

static void
ffb_aftermath_page_class_init (FfbAftermathPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (FFB_TYPE_GROUPS_PAGE);
  G_OBJECT_CLASS (klass)->dispose = ffb_aftermath_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_aftermath_page_finalize;
  widget_class->map = ffb_aftermath_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-aftermath-page.ui");
  BIND (stack); BIND (preferences); BIND (head_group); BIND (fought_group);
  gtk_widget_class_install_action (widget_class, "aftermath.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "aftermath.undo", NULL, undo_action);
}

static void
ffb_aftermath_page_init (FfbAftermathPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->field_changed = ffb_aftermath_page_field_changed;
  self->fields = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_aftermath_field_free);
  self->preview_rows = g_ptr_array_new ();
  self->fought_rows = g_ptr_array_new ();
  self->crack_ids = g_ptr_array_new_with_free_func (g_free);
  self->document_signals = ffb_document_follow_new (self, G_CALLBACK (document_changed_cb));
}

GtkWidget *
ffb_aftermath_page_new (void)
{
  return g_object_new (FFB_TYPE_AFTERMATH_PAGE, NULL);
}

FfbResult *
ffb_aftermath_page_get_result (FfbAftermathPage *self)
{
  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), NULL);
  return ffb_aftermath_draft_result (self);
}
