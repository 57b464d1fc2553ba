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

#include "ffb-night.h"

/* Building the result from the fields */

static int
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* The line of the item just added: the number of its control. */
#define TAG_LAST(array, type, tag) (g_array_index ((array), type, (array)->len - 1).line = (tag))

static void
add_leader_to (FfbResult *result, GtkWidget *field, int tag)
{
  GtkWidget *appeared = g_object_get_data (G_OBJECT (field), "appeared");
  FfbFate fate = gtk_drop_down_get_selected (GTK_DROP_DOWN (field));
  guint seen = gtk_drop_down_get_selected (GTK_DROP_DOWN (appeared));
  FfbSide which = ffb_aftermath_field_side (field);

  /* 0: worked out by the engine (R9D); 1: appeared; 2: never appeared. */
  if (fate == FFB_FATE_UNHURT && seen == 0)
    return;
  ffb_result_add_leader (result, which, ffb_aftermath_field_id (field), fate,
                         seen == 0 ? -1 : seen == 1);
  TAG_LAST (result->sides[which].leaders, FfbResultLeader, tag);
}

static void
add_crt_to (FfbResult *result, GtkWidget *field, int tag)
{
  GPtrArray *losses = g_object_get_data (G_OBJECT (field), "losses");
  GPtrArray *demoralize = g_object_get_data (G_OBJECT (field), "demoralizes");
  FfbSide which = ffb_aftermath_field_side (field);
  FfbCrtResult row[FFB_CRT_ROW_RESULTS];

  /* The side's line too: R9C's refusal for a missing row names the side (its VPs cannot be
   * refused, the field stops at 0). */
  result->sides[which].line = tag;
  if (!adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (field)))
    return;
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      row[i].roll = i + 1;
      row[i].sp_loss = spin_value (g_ptr_array_index (losses, i));
      row[i].demoralizes = gtk_switch_get_active (g_ptr_array_index (demoralize, i));
    }
  ffb_result_set_crt_row (result, which, row);
  result->sides[which].crt_line = tag;
}

static void
add_unit_to (FfbResult *result, GtkWidget *field, int tag)
{
  FfbSide which = ffb_aftermath_field_side (field);
  FfbResultSide *side = &result->sides[which];
  const char *id = ffb_aftermath_field_id (field);

  if (!gtk_switch_get_active (GTK_SWITCH (field)))
    return;
  if (ffb_aftermath_field_kind (field) == FIELD_BATTERY)
    {
      ffb_result_add_battery (result, which, id);
      TAG_LAST (side->batteries, FfbResultUnit, tag);
      return;
    }
  ffb_result_add_never_arrived (result, which, id,
                                GPOINTER_TO_INT (g_object_get_data (G_OBJECT (field), "right")));
  TAG_LAST (side->never_arrived, FfbResultUnit, tag);
}

static void
add_to_result (FfbResult *result, GtkWidget *field, int tag)
{
  FfbSide which = ffb_aftermath_field_side (field);
  FfbResultSide *side = &result->sides[which];

  switch (ffb_aftermath_field_kind (field))
    {
    case FIELD_POINTS:
      side->victory_points = spin_value (field);
      break;
    case FIELD_FIELD:
      side->field = adw_combo_row_get_selected (ADW_COMBO_ROW (field));
      break;
    case FIELD_LOSS:
      if (spin_value (field) > 0)
        {
          ffb_result_add_loss (result, which, ffb_aftermath_field_id (field), spin_value (field));
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
ffb_aftermath_page_get_result (FfbAftermathPage *self)
{
  FfbResult *result;

  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), NULL);
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

  ffb_battle_set_draft (battle, step->typed, step->crack_group, step->no_crack);
  return TRUE;
}

void
ffb_aftermath_draft_store (FfbAftermathPage *self, const char *merge_key)
{
  g_autoptr(FfbResult) typed = ffb_aftermath_page_get_result (self);
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
    g_warning ("The typed result was not kept: %s", error->message);
  self->editing = FALSE;
}

/* Reading the draft back into new fields */

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

void
ffb_aftermath_draft_fill_crt (GtkWidget *field, const FfbResultSide *side)
{
  GPtrArray *losses = g_object_get_data (G_OBJECT (field), "losses");
  GPtrArray *demoralize = g_object_get_data (G_OBJECT (field), "demoralizes");

  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (field), side->has_crt_row);
  for (int i = 0; side->has_crt_row && i < FFB_CRT_ROW_RESULTS; i++)
    {
      gtk_spin_button_set_value (g_ptr_array_index (losses, i), side->crt[i].sp_loss);
      gtk_switch_set_active (g_ptr_array_index (demoralize, i), side->crt[i].demoralizes);
    }
}

static void
fill_leader (GtkWidget *field, const FfbResultSide *side)
{
  const FfbResultLeader *leader = draft_leader (side, ffb_aftermath_field_id (field));

  gtk_drop_down_set_selected (GTK_DROP_DOWN (field), leader != NULL ? leader->fate : 0);
  gtk_drop_down_set_selected (g_object_get_data (G_OBJECT (field), "appeared"),
                              leader == NULL || !leader->appeared_given ? 0
                              : leader->appeared ? 1 : 2);
}

static void
fill_field (GtkWidget *field, const FfbResult *draft)
{
  const FfbResultSide *side = &draft->sides[ffb_aftermath_field_side (field)];
  const char *id = ffb_aftermath_field_id (field);
  const FfbResultBrigade *loss;

  switch (ffb_aftermath_field_kind (field))
    {
    case FIELD_POINTS:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), side->victory_points);
      break;
    case FIELD_FIELD:
      adw_combo_row_set_selected (ADW_COMBO_ROW (field), side->field);
      break;
    case FIELD_LOSS:
      loss = draft_loss (side, id);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), loss != NULL ? loss->stands_lost : 0);
      break;
    case FIELD_BATTERY:
      gtk_switch_set_active (GTK_SWITCH (field), draft_has_unit (side->batteries, id));
      break;
    case FIELD_LEADER:
      fill_leader (field, side);
      break;
    case FIELD_NEVER:
      /* One the record holds as never arrived stays on, whatever an older draft says. */
      if (gtk_widget_get_sensitive (field))
        gtk_switch_set_active (GTK_SWITCH (field), draft_has_unit (side->never_arrived, id));
      break;
    case FIELD_CRT:
      ffb_aftermath_draft_fill_crt (field, side);
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
  for (guint i = 0; i < self->fields->len; i++)
    fill_field (g_ptr_array_index (self->fields, i), b->draft);
  fill_crack (self, b);
}
