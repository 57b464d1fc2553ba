/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-draft.c: the Aftermath page's fields as a result, and the battle's draft (see
 * ffb-aftermath-page-private.h).
 *
 * The result is built from the fields afresh at every change and kept at once as the battle's
 * draft (FfbBattle.draft), an edit of the document like any other: the campaign is then unsaved
 * and autosaved, so closing the app or a crash before Apply loses nothing, and undo steps back
 * through what was typed. When the page is built again (opening the file, undo, an edit
 * elsewhere) the fields are filled from the draft. */
#include "ffb-aftermath-page-private.h"

#include <glib/gi18n.h>
#include "ffb-edit-draft.h"
#include "ffb-night.h"
#include "ffb-toast.h"

/* Building the result from the fields */

static int
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* The line of the item just added: the number of its control. */
#define TAG_LAST(array, type, tag) (g_array_index ((array), type, (array)->len - 1).line = (tag))

static void
add_leader_to (FfbResult *result, const FfbAftermathField *field, int tag)
{
  FfbFate fate = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->control));
  guint seen = gtk_drop_down_get_selected (GTK_DROP_DOWN (field->appeared));

  /* 0: worked out by the engine (R9D); 1: appeared; 2: never appeared. */
  if (fate == FFB_FATE_UNHURT && seen == 0)
    return;
  ffb_result_add_leader (result, field->side, field->id, fate, seen == 0 ? -1 : seen == 1);
  TAG_LAST (result->sides[field->side].leaders, FfbResultLeader, tag);
}

static void
add_crt_to (FfbResult *result, const FfbAftermathField *field, int tag)
{
  FfbCrtResult row[FFB_CRT_ROW_RESULTS];

  /* The side's line too: R9C's refusal for a missing row names the side (its VPs cannot be
   * refused, the field stops at 0). */
  result->sides[field->side].line = tag;
  if (!adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (field->control)))
    return;
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      row[i].roll = i + 1;
      row[i].sp_loss = spin_value (field->crt_loss[i]);
      row[i].demoralizes = gtk_switch_get_active (GTK_SWITCH (field->crt_demoralizes[i]));
    }
  ffb_result_set_crt_row (result, field->side, row);
  result->sides[field->side].crt_line = tag;
}

static void
add_unit_to (FfbResult *result, const FfbAftermathField *field, int tag)
{
  FfbResultSide *side = &result->sides[field->side];

  if (!gtk_switch_get_active (GTK_SWITCH (field->control)))
    return;
  if (field->kind == FIELD_BATTERY)
    {
      ffb_result_add_battery (result, field->side, field->id);
      TAG_LAST (side->batteries, FfbResultUnit, tag);
      return;
    }
  ffb_result_add_never_arrived (result, field->side, field->id, field->right);
  TAG_LAST (side->never_arrived, FfbResultUnit, tag);
}

static void
add_to_result (FfbResult *result, const FfbAftermathField *field, int tag)
{
  FfbResultSide *side = &result->sides[field->side];
  int lost;

  switch (field->kind)
    {
    case FIELD_POINTS:
      side->victory_points = spin_value (field->control);
      break;
    case FIELD_FIELD:
      side->field = adw_combo_row_get_selected (ADW_COMBO_ROW (field->control));
      break;
    case FIELD_LOSS:
      if ((lost = spin_value (field->control)) > 0)
        {
          ffb_result_add_loss (result, field->side, field->id, lost);
          TAG_LAST (side->brigades, FfbResultBrigade, tag);
        }
      break;
    case FIELD_BATTERY:
    case FIELD_NEVER:
      add_unit_to (result, field, tag);
      break;
    case FIELD_LEADER:
      add_leader_to (result, field, tag);
      break;
    case FIELD_CRT:
      add_crt_to (result, field, tag);
      break;
    }
}

FfbResult *
ffb_aftermath_draft_result (FfbAftermathPage *self)
{
  FfbResult *result;

  if (self->fields_battle == NULL)
    return NULL;
  result = ffb_result_new (self->fields_battle);
  for (guint i = 0; i < self->fields->len; i++)
    add_to_result (result, g_ptr_array_index (self->fields, i), (int) i + 1);
  return result;
}

/* Keeping it as the battle's draft */

typedef struct
{
  FfbResult *typed;
  const char *crack_group;
  gboolean no_crack;
} DraftStep;

static gboolean
store_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  DraftStep *step = data;

  return ffb_battle_edit_draft (battle, step->typed, step->crack_group, step->no_crack, error);
}

void
ffb_aftermath_draft_store (FfbAftermathPage *self, const char *merge_key)
{
  g_autoptr(FfbResult) typed = ffb_aftermath_draft_result (self);
  FfbBattle *b = ffb_document_get_battle (self->document);
  g_autoptr(GError) error = NULL;
  DraftStep step = { typed, NULL, FALSE };

  /* Fields of a battle no longer shown, or already carried back, are no draft of its. */
  if (typed == NULL || b == NULL || b->fought || g_strcmp0 (b->id, typed->battle_id) != 0)
    return;
  ffb_aftermath_fields_crack (self, &step.crack_group, &step.no_crack);
  /* The document's ::changed that follows is the page's own: it shows the draft already. */
  self->editing = TRUE;
  if (!ffb_night_run (self->document, merge_key, store_step, &step, &error))
    ffb_ui_toast (GTK_WIDGET (self), error->message);
  self->editing = FALSE;
}

/* Reading the draft back into new fields */

/* Filling a field is no edit: the field's handlers on its controls are blocked meanwhile (the
 * crack row's are the page's). */
static void
quiet (gpointer control, gpointer handler_data, gboolean blocked)
{
  if (control == NULL)
    return;
  if (blocked)
    g_signal_handlers_block_matched (control, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                     handler_data);
  else
    g_signal_handlers_unblock_matched (control, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                       handler_data);
}

static void
quiet_field (FfbAftermathField *field, gboolean blocked)
{
  quiet (field->control, field, blocked);
  quiet (field->appeared, field, blocked);
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      quiet (field->crt_loss[i], field, blocked);
      quiet (field->crt_demoralizes[i], field, blocked);
    }
}

/* What the page sets while it fills the fields is no edit. */
static void
quiet_fields (FfbAftermathPage *self, gboolean blocked)
{
  for (guint i = 0; i < self->fields->len; i++)
    quiet_field (g_ptr_array_index (self->fields, i), blocked);
  quiet (self->crack_row, self, blocked);
}

static const FfbResultBrigade *
draft_loss (const FfbResultSide *side, const char *id)
{
  for (guint i = 0; i < side->brigades->len; i++)
    if (g_strcmp0 (g_array_index (side->brigades, FfbResultBrigade, i).unit_id, id) == 0)
      return &g_array_index (side->brigades, FfbResultBrigade, i);
  return NULL;
}

static gboolean
draft_has_unit (GArray *units, const char *id)
{
  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (g_array_index (units, FfbResultUnit, i).unit_id, id) == 0)
      return TRUE;
  return FALSE;
}

static const FfbResultLeader *
draft_leader (const FfbResultSide *side, const char *id)
{
  for (guint i = 0; i < side->leaders->len; i++)
    if (g_strcmp0 (g_array_index (side->leaders, FfbResultLeader, i).leader_id, id) == 0)
      return &g_array_index (side->leaders, FfbResultLeader, i);
  return NULL;
}

static void
fill_crt (const FfbAftermathField *field, const FfbResultSide *side)
{
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (field->control), side->has_crt_row);
  for (int i = 0; side->has_crt_row && i < FFB_CRT_ROW_RESULTS; i++)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->crt_loss[i]), side->crt[i].sp_loss);
      gtk_switch_set_active (GTK_SWITCH (field->crt_demoralizes[i]), side->crt[i].demoralizes);
    }
}

static void
fill_leader (const FfbAftermathField *field, const FfbResultSide *side)
{
  const FfbResultLeader *leader = draft_leader (side, field->id);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (field->control), leader != NULL ? leader->fate : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field->appeared),
                              leader == NULL || !leader->appeared_given ? 0
                              : leader->appeared ? 1 : 2);
}

static void
fill_field (const FfbAftermathField *field, const FfbResult *draft)
{
  const FfbResultSide *side = &draft->sides[field->side];
  const FfbResultBrigade *loss;
  GtkWidget *control = field->control;

  switch (field->kind)
    {
    case FIELD_POINTS:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), side->victory_points);
      break;
    case FIELD_FIELD:
      adw_combo_row_set_selected (ADW_COMBO_ROW (control), side->field);
      break;
    case FIELD_LOSS:
      loss = draft_loss (side, field->id);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), loss != NULL ? loss->stands_lost : 0);
      break;
    case FIELD_BATTERY:
      gtk_switch_set_active (GTK_SWITCH (control), draft_has_unit (side->batteries, field->id));
      break;
    case FIELD_LEADER:
      fill_leader (field, side);
      break;
    case FIELD_NEVER:
      /* One the record holds as never arrived stays on, whatever an older draft says. */
      if (gtk_widget_get_sensitive (control))
        gtk_switch_set_active (GTK_SWITCH (control),
                               draft_has_unit (side->never_arrived, field->id));
      break;
    case FIELD_CRT:
      fill_crt (field, side);
      break;
    }
}

/* R9F: the pick typed with the draft, when its group is still in the battle. */
static void
fill_crack (FfbAftermathPage *self, const FfbBattle *b)
{
  guint pick = b->draft_no_crack ? 1 : 0;

  for (guint i = 2; pick == 0 && i < self->crack_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->crack_ids, i), b->draft_crack_group) == 0)
      pick = i;
  if (self->crack_row != NULL)
    adw_combo_row_set_selected (self->crack_row, pick);
}

void
ffb_aftermath_draft_fill (FfbAftermathPage *self, const FfbBattle *b)
{
  /* Without a draft the fields keep what they were built with: nothing lost, and the
   * clock's word on who left the field and which marches never arrived. */
  if (b->draft == NULL || g_strcmp0 (b->draft->battle_id, self->fields_battle) != 0)
    return;
  quiet_fields (self, TRUE);
  for (guint i = 0; i < self->fields->len; i++)
    fill_field (g_ptr_array_index (self->fields, i), b->draft);
  fill_crack (self, b);
  quiet_fields (self, FALSE);
}

void
ffb_aftermath_draft_fill_crt (FfbAftermathField *field, const FfbResultSide *side)
{
  quiet_field (field, TRUE);
  fill_crt (field, side);
  quiet_field (field, FALSE);
}
