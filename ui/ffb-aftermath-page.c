/* ffb-aftermath-page.c: entering a battle's result and carrying it back (see
 * ffb-aftermath-page.h).
 *
 * The fields are built in code from the battle's OOBs; each control is kept in `fields` with
 * what it stands for. The result is built from them afresh at every change, and previewed by
 * the engine. Each item of the result carries, as its "line", the number of the control it
 * came from: a refusal names that line, so its sentence is shown at that control. What was
 * typed survives the page being rebuilt (an edit elsewhere, undo): it is read back first. */
#include "ffb-aftermath-page.h"

#include <string.h>

#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-night.h"
#include "ffb-organize.h"
#include "ffb-ui.h"

typedef enum
{
  FIELD_POINTS,
  FIELD_FIELD,
  FIELD_LOSS,
  FIELD_BATTERY,
  FIELD_LEADER,
  FIELD_NEVER,
  FIELD_CRT,
} FieldKind;

struct _FfbAftermathPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  gboolean stale;
  gboolean populating;
  GPtrArray *fields;        /* GtkWidget*: the controls; index + 1 is their line tag */
  char *fields_battle;      /* the battle the fields are for */
  FfbResult *draft;         /* what was typed, kept while the page is rebuilt */
  AdwPreferencesGroup *preview_group;
  GPtrArray *preview_rows;
  AdwComboRow *crack_row;
  GPtrArray *crack_ids;     /* char*, parallel to crack_row: [0] the default, [1] nobody */
  FfbAftermath *preview;
  char *refusal;
  GtkWidget *flagged;       /* the row showing the refusal */
  /* Each side's folded lists of losses and batteries, which say what they hold. */
  AdwExpanderRow *losses_row[FFB_N_SIDES];
  AdwExpanderRow *batteries_row[FFB_N_SIDES];
  GPtrArray *fought_rows;

  GtkStack *stack;
  AdwPreferencesPage *preferences;
  AdwPreferencesGroup *head_group;
  AdwPreferencesGroup *fought_group;
};

G_DEFINE_FINAL_TYPE (FfbAftermathPage, ffb_aftermath_page, GTK_TYPE_WIDGET)

static FfbCampaign *
campaign (FfbAftermathPage *self)
{
  return ffb_document_get_campaign (self->document);
}

static FfbBattle *
battle (FfbAftermathPage *self)
{
  return self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
}

static void update_preview (FfbAftermathPage *self);

/* Fields */

static void
field_changed_cb (FfbAftermathPage *self)
{
  if (!self->populating)
    update_preview (self);
}

static GtkWidget *
add_field (FfbAftermathPage *self, GtkWidget *control, GtkWidget *row, FieldKind kind,
           FfbSide side, const char *id)
{
  g_object_set_data (G_OBJECT (control), "kind", GINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (control), "side", GINT_TO_POINTER (side));
  g_object_set_data_full (G_OBJECT (control), "id", g_strdup (id), g_free);
  g_object_set_data (G_OBJECT (control), "row", row);
  g_ptr_array_add (self->fields, control);
  return control;
}

static FieldKind
kind_of (GtkWidget *field)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (field), "kind"));
}

static FfbSide
side_of (GtkWidget *field)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (field), "side"));
}

static const char *
id_of (GtkWidget *field)
{
  return g_object_get_data (G_OBJECT (field), "id");
}

/* Building the result from the fields */

static int
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* The line of the item just added: the number of its control (see the top of the file). */
#define TAG_LAST(array, type, tag) (g_array_index ((array), type, (array)->len - 1).line = (tag))

static void
add_leader_to (FfbResult *result, GtkWidget *field, int tag)
{
  GtkWidget *appeared = g_object_get_data (G_OBJECT (field), "appeared");
  FfbFate fate = gtk_drop_down_get_selected (GTK_DROP_DOWN (field));
  guint seen = gtk_drop_down_get_selected (GTK_DROP_DOWN (appeared));
  FfbResultSide *side = &result->sides[side_of (field)];

  /* 0: worked out by the engine (R9D); 1: appeared; 2: never appeared. */
  if (fate == FFB_FATE_UNHURT && seen == 0)
    return;
  ffb_result_add_leader (result, side_of (field), id_of (field), fate,
                         seen == 0 ? -1 : seen == 1);
  TAG_LAST (side->leaders, FfbResultLeader, tag);
}

static void
add_crt_to (FfbResult *result, GtkWidget *field, int tag)
{
  GPtrArray *losses = g_object_get_data (G_OBJECT (field), "losses");
  GPtrArray *demoralize = g_object_get_data (G_OBJECT (field), "demoralizes");
  FfbCrtResult row[FFB_CRT_ROW_RESULTS];

  /* The side's line too: R9C's refusal for a missing row names the side (its VPs cannot be
   * refused, the field stops at 0). */
  result->sides[side_of (field)].line = tag;
  if (!adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (field)))
    return;
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      row[i].roll = i + 1;
      row[i].sp_loss = spin_value (g_ptr_array_index (losses, i));
      row[i].demoralizes = gtk_switch_get_active (g_ptr_array_index (demoralize, i));
    }
  ffb_result_set_crt_row (result, side_of (field), row);
  result->sides[side_of (field)].crt_line = tag;
}

static void
add_to_result (FfbResult *result, GtkWidget *field, int tag)
{
  FfbResultSide *side = &result->sides[side_of (field)];

  switch (kind_of (field))
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
          ffb_result_add_loss (result, side_of (field), id_of (field), spin_value (field));
          TAG_LAST (side->brigades, FfbResultBrigade, tag);
        }
      break;
    case FIELD_BATTERY:
      if (gtk_switch_get_active (GTK_SWITCH (field)))
        {
          ffb_result_add_battery (result, side_of (field), id_of (field));
          TAG_LAST (side->batteries, FfbResultUnit, tag);
        }
      break;
    case FIELD_LEADER:
      add_leader_to (result, field, tag);
      break;
    case FIELD_NEVER:
      if (gtk_switch_get_active (GTK_SWITCH (field)))
        {
          ffb_result_add_never_arrived (result, side_of (field), id_of (field),
                                        GPOINTER_TO_INT (g_object_get_data (G_OBJECT (field),
                                                                            "right")));
          TAG_LAST (side->never_arrived, FfbResultUnit, tag);
        }
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

/* Reading what was typed back into new fields */

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
restore_crt (GtkWidget *field, const FfbResultSide *side)
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
restore_field (GtkWidget *field, const FfbResult *draft)
{
  const FfbResultSide *side = &draft->sides[side_of (field)];
  const FfbResultBrigade *loss;
  const FfbResultLeader *leader;

  switch (kind_of (field))
    {
    case FIELD_POINTS:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), side->victory_points);
      break;
    case FIELD_FIELD:
      adw_combo_row_set_selected (ADW_COMBO_ROW (field), side->field);
      break;
    case FIELD_LOSS:
      loss = draft_loss (side, id_of (field));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), loss != NULL ? loss->stands_lost : 0);
      break;
    case FIELD_BATTERY:
      gtk_switch_set_active (GTK_SWITCH (field), draft_has_unit (side->batteries, id_of (field)));
      break;
    case FIELD_LEADER:
      leader = draft_leader (side, id_of (field));
      gtk_drop_down_set_selected (GTK_DROP_DOWN (field), leader != NULL ? leader->fate : 0);
      gtk_drop_down_set_selected (g_object_get_data (G_OBJECT (field), "appeared"),
                                  leader == NULL || !leader->appeared_given ? 0
                                  : leader->appeared ? 1 : 2);
      break;
    case FIELD_NEVER:
      gtk_switch_set_active (GTK_SWITCH (field),
                             draft_has_unit (side->never_arrived, id_of (field)));
      break;
    case FIELD_CRT:
      restore_crt (field, side);
      break;
    }
}

/* Building the fields for one side */

static char *
unit_path (const FfbUnit *unit)
{
  GString *path = g_string_new (unit->name);

  for (const FfbUnit *up = unit->parent; up != NULL && up->kind != FFB_UNIT_ARMY;
       up = up->parent)
    g_string_append_printf (path, ", %s", up->name);
  return g_string_free (path, FALSE);
}

static GtkWidget *
expander (AdwPreferencesGroup *group, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  return row;
}

static void
add_unit_fields (FfbAftermathPage *self, FfbSide side, const FfbUnit *unit, GtkWidget *losses,
                 GtkWidget *batteries)
{
  g_autofree char *path = unit_path (unit);
  const char *side_name = ffb_side_display_name (side);

  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      g_autofree char *name = g_strdup_printf ("Stands lost by %s (%s)", path, side_name);
      g_autofree char *subtitle = g_strdup_printf ("%s · %d stands · %s", unit->id, unit->stands,
                                                   ffb_ui_experience_name (unit->experience));
      GtkWidget *spin = ffb_ui_spin_new (0, unit->stands, 0, name);
      GtkWidget *row = ffb_ui_row_new (path, subtitle, spin);

      add_field (self, spin, row, FIELD_LOSS, side, unit->id);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (field_changed_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (losses), row);
    }
  else if (unit->kind == FFB_UNIT_BATTERY)
    {
      g_autofree char *name = g_strdup_printf ("%s lost (%s)", path, side_name);
      GtkWidget *toggle = gtk_switch_new ();
      GtkWidget *row = ffb_ui_row_new (path, unit->id, toggle);

      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      ffb_ui_set_accessible_name (toggle, name);
      add_field (self, toggle, row, FIELD_BATTERY, side, unit->id);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (field_changed_cb), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (batteries), row);
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_unit_fields (self, side, g_ptr_array_index (unit->children, i), losses, batteries);
}

static void
add_leader_fields (FfbAftermathPage *self, FfbBattle *b, FfbSide side, AdwPreferencesGroup *group)
{
  static const char *const fates[] = { "Unhurt", "Killed", "Disabled", NULL };
  static const char *const seen[] = { "Appeared unless his march never arrived",
                                      "Appeared on the table", "Never appeared", NULL };
  GtkWidget *leaders = expander (group, "Leaders (R9D)", "Killed, disabled (wounded in CW), and "
                                 "who never appeared on the table");

  for (guint i = 0; i < b->sides[side].leaders->len; i++)
    {
      const char *id = g_array_index (b->sides[side].leaders, FfbPresentLeader, i).leader_id;
      FfbLeader *leader = ffb_campaign_find_leader (campaign (self), id);
      g_autofree char *fate_name = g_strdup_printf ("Fate of %s", leader->name);
      g_autofree char *seen_name = g_strdup_printf ("Whether %s appeared", leader->name);
      GtkWidget *fate = ffb_ui_drop_down_new (fates, 0, fate_name);
      GtkWidget *appeared = ffb_ui_drop_down_new (seen, 0, seen_name);
      GtkWidget *row = ffb_ui_row_new (leader->name, NULL, appeared);

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), fate);
      g_object_set_data (G_OBJECT (fate), "appeared", appeared);
      add_field (self, fate, row, FIELD_LEADER, side, id);
      g_signal_connect_swapped (fate, "notify::selected", G_CALLBACK (field_changed_cb), self);
      g_signal_connect_swapped (appeared, "notify::selected", G_CALLBACK (field_changed_cb),
                                self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (leaders), row);
    }
}

/* A march's whole units; switched on when the clock says it had not arrived by the end. */
static void
add_never_fields (FfbAftermathPage *self, FfbBattle *b, FfbSide side, FfbOob *oob,
                  AdwPreferencesGroup *group)
{
  FfbNeutral *neutral = b->neutral;
  int now = neutral != NULL ? ffb_neutral_now (neutral, campaign (self), b) : 0;
  GtkWidget *never = NULL;

  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);
      gboolean away = order->rolled && (order->arrival_turn == 0 || order->arrival_turn > now);

      for (guint j = 0; order->side == side && j < order->unit_ids->len; j++)
        {
          const char *id = g_ptr_array_index (order->unit_ids, j);
          FfbUnit *unit = ffb_oob_find_unit (oob, id);
          g_autofree char *path = unit != NULL ? unit_path (unit) : g_strdup (id);
          g_autofree char *name = g_strdup_printf ("%s never arrived (%s)", path,
                                                   ffb_side_display_name (side));
          GtkWidget *toggle = gtk_switch_new ();
          GtkWidget *row = ffb_ui_row_new (path, order->flank == FFB_FLANK_RIGHT
                                                   ? "Right flank march" : "Left flank march",
                                           toggle);

          if (never == NULL)
            never = expander (group, "Flank marches that never arrived (R9D, R9E)",
                              "They lose nothing, and their green SPs stay green");
          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          gtk_switch_set_active (GTK_SWITCH (toggle), away);
          ffb_ui_set_accessible_name (toggle, name);
          g_object_set_data (G_OBJECT (toggle), "right",
                             GINT_TO_POINTER (order->flank == FFB_FLANK_RIGHT));
          add_field (self, toggle, row, FIELD_NEVER, side, id);
          g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (field_changed_cb), self);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (never), row);
        }
    }
}

static void
add_crt_field (FfbAftermathPage *self, FfbSide side, AdwPreferencesGroup *group)
{
  GtkWidget *crt = expander (group, "CW Combat Results Table row (R9C)",
                             "The six results the CW battle would have used, as they fall on "
                             "this side: needed when it held the field with 0 or 1 SP lost");
  GPtrArray *losses = g_ptr_array_new ();
  GPtrArray *demoralize = g_ptr_array_new ();

  adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (crt), TRUE);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (crt), FALSE);
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      g_autofree char *title = g_strdup_printf ("Die roll %d", i + 1);
      g_autofree char *loss_name = g_strdup_printf ("%s CRT, die %d: SP lost",
                                                    ffb_side_display_name (side), i + 1);
      g_autofree char *dem_name = g_strdup_printf ("%s CRT, die %d: demoralizes",
                                                   ffb_side_display_name (side), i + 1);
      GtkWidget *spin = ffb_ui_spin_new (0, 99, 0, loss_name);
      GtkWidget *toggle = gtk_switch_new ();
      GtkWidget *row = ffb_ui_row_new (title, "SP lost · demoralizes", spin);

      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      ffb_ui_set_accessible_name (toggle, dem_name);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (field_changed_cb), self);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (field_changed_cb), self);
      g_ptr_array_add (losses, spin);
      g_ptr_array_add (demoralize, toggle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (crt), row);
    }
  g_object_set_data_full (G_OBJECT (crt), "losses", losses, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (crt), "demoralizes", demoralize,
                          (GDestroyNotify) g_ptr_array_unref);
  add_field (self, crt, crt, FIELD_CRT, side, NULL);
  g_signal_connect_swapped (crt, "notify::enable-expansion", G_CALLBACK (field_changed_cb), self);
}

static void
add_side (FfbAftermathPage *self, FfbBattle *b, FfbSide side, FfbOob *oob)
{
  static const char *const fields[] = { "Held the field", "Withdrew", "Was driven off", NULL };
  const char *name = ffb_side_display_name (side);
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, name, NULL);
  g_autofree char *points_name = g_strdup_printf ("%s victory points", name);
  g_autofree char *field_name = g_strdup_printf ("How the %s army ended the battle", name);
  GtkWidget *points = ffb_ui_spin_new (0, 9999, 0, points_name);
  GtkWidget *points_row = ffb_ui_row_new ("Victory points (R9)", "More wins; equal is a draw",
                                          points);
  GtkWidget *field = adw_combo_row_new ();
  g_autoptr(GtkStringList) field_names = gtk_string_list_new (fields);
  GtkWidget *losses, *batteries;
  const FfbNeutral *neutral = b->neutral;

  adw_preferences_group_add (group, points_row);
  add_field (self, points, points_row, FIELD_POINTS, side, NULL);
  g_signal_connect_swapped (points, "value-changed", G_CALLBACK (field_changed_cb), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field), "The field (R8C)");
  adw_combo_row_set_model (ADW_COMBO_ROW (field), G_LIST_MODEL (field_names));
  ffb_ui_set_accessible_name (field, field_name);
  /* The clock knows who left: that is the default. */
  if (neutral != NULL && neutral->clock.ended && neutral->clock.left_side == (int) side)
    adw_combo_row_set_selected (ADW_COMBO_ROW (field), neutral->clock.driven_off
                                                         ? FFB_FIELD_DRIVEN_OFF
                                                         : FFB_FIELD_WITHDREW);
  adw_preferences_group_add (group, field);
  add_field (self, field, field, FIELD_FIELD, side, NULL);
  g_signal_connect_swapped (field, "notify::selected", G_CALLBACK (field_changed_cb), self);
  losses = expander (group, "Stands lost (R9A)", NULL);
  batteries = expander (group, "Batteries lost", NULL);
  self->losses_row[side] = ADW_EXPANDER_ROW (losses);
  self->batteries_row[side] = ADW_EXPANDER_ROW (batteries);
  add_unit_fields (self, side, oob->army, losses, batteries);
  add_leader_fields (self, b, side, group);
  add_never_fields (self, b, side, oob, group);
  add_crt_field (self, side, group);
}

/* R9F: the referee's pick of the SP group promoted to crack */

static void
add_crack (FfbAftermathPage *self, FfbBattle *b)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, NULL, NULL);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_ptr_array_set_size (self->crack_ids, 0);
  gtk_string_list_append (names, "The winner's group with the most such SPs");
  g_ptr_array_add (self->crack_ids, NULL);
  gtk_string_list_append (names, "Nobody");
  g_ptr_array_add (self->crack_ids, NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    for (guint i = 0; i < b->sides[side].sps->len; i++)
      {
        const char *id = g_array_index (b->sides[side].sps, FfbPresentSp, i).group_id;
        FfbSpGroup *sp_group = ffb_campaign_find_sp_group (campaign (self), id);
        g_autofree char *item = g_strdup_printf ("%s (%s)", sp_group->name,
                                                 ffb_side_display_name (side));

        gtk_string_list_append (names, item);
        g_ptr_array_add (self->crack_ids, g_strdup (id));
      }
  self->crack_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->crack_row),
                                 "Promotion to crack (R9F)");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->crack_row),
                               "The winner may promote one SP that fought");
  adw_combo_row_set_model (self->crack_row, G_LIST_MODEL (names));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->crack_row), "Promotion to crack");
  g_signal_connect_swapped (self->crack_row, "notify::selected", G_CALLBACK (field_changed_cb),
                            self);
  adw_preferences_group_add (group, GTK_WIDGET (self->crack_row));
}

/* The preview, and a refusal shown at its field */

static void
unflag (FfbAftermathPage *self)
{
  if (self->flagged == NULL)
    return;
  gtk_widget_remove_css_class (self->flagged, "error");
  if (ADW_IS_ACTION_ROW (self->flagged))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->flagged),
                                 g_object_get_data (G_OBJECT (self->flagged), "subtitle"));
  else
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->flagged),
                                   g_object_get_data (G_OBJECT (self->flagged), "subtitle"));
  self->flagged = NULL;
}

static void
flag (FfbAftermathPage *self, GtkWidget *row, const char *message)
{
  GtkWidget *around = gtk_widget_get_ancestor (gtk_widget_get_parent (row),
                                               ADW_TYPE_EXPANDER_ROW);
  const char *subtitle = ADW_IS_ACTION_ROW (row)
                           ? adw_action_row_get_subtitle (ADW_ACTION_ROW (row))
                           : adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row));

  g_object_set_data_full (G_OBJECT (row), "subtitle", g_strdup (subtitle), g_free);
  gtk_widget_add_css_class (row, "error");
  if (ADW_IS_ACTION_ROW (row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), message);
  else
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), message);
  if (around != NULL)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (around), TRUE);
  self->flagged = row;
}

/* "the result:12: brigade ... lost 9 stands": the sentence, and the control it names. */
static GtkWidget *
refused_field (FfbAftermathPage *self, const FfbResult *result, const char *message,
               const char **sentence)
{
  gsize length = strlen (result->source);
  const char *rest = message;
  char *end = NULL;
  guint64 tag = 0;

  *sentence = message;
  if (strncmp (message, result->source, length) != 0 || message[length] != ':')
    return NULL;
  rest = message + length + 1;
  if (g_ascii_isdigit (*rest))
    {
      tag = g_ascii_strtoull (rest, &end, 10);
      rest = *end == ':' ? end + 1 : end;
    }
  while (*rest == ' ')
    rest++;
  *sentence = rest;
  return tag > 0 && tag <= self->fields->len ? g_ptr_array_index (self->fields, tag - 1) : NULL;
}

static void
clear_preview (FfbAftermathPage *self)
{
  for (guint i = 0; self->preview_group != NULL && i < self->preview_rows->len; i++)
    adw_preferences_group_remove (self->preview_group, g_ptr_array_index (self->preview_rows, i));
  g_ptr_array_set_size (self->preview_rows, 0);
}

static void
preview_row (FfbAftermathPage *self, GtkWidget *row)
{
  adw_preferences_group_add (self->preview_group, row);
  g_ptr_array_add (self->preview_rows, row);
}

static void
show_refusal (FfbAftermathPage *self, const FfbResult *result, const GError *error)
{
  const char *sentence = NULL;
  GtkWidget *field = refused_field (self, result, error->message, &sentence);
  GtkWidget *row;

  /* The engine's sentences follow a file name and line: on their own they start a sentence. */
  self->refusal = g_strdup (sentence);
  self->refusal[0] = g_ascii_toupper (self->refusal[0]);
  if (field != NULL)
    flag (self, g_object_get_data (G_OBJECT (field), "row"), self->refusal);
  else if (error->code == FFB_ERROR_INVALID && self->crack_row != NULL)
    flag (self, GTK_WIDGET (self->crack_row), self->refusal);
  row = ffb_ui_row_new ("The result cannot be carried back as it stands", self->refusal, NULL);
  gtk_widget_add_css_class (row, "error");
  preview_row (self, row);
}

/* Folded, a list still says what it holds. */
static void
summarize (FfbAftermathPage *self, const FfbResult *result)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const FfbResultSide *typed = &result->sides[side];
      g_autofree char *losses = g_strdup_printf ("%d stands killed, wounded or captured: lost "
                                                 "for good",
                                                 ffb_result_side_stands_lost (typed));
      g_autofree char *batteries = g_strdup_printf ("%u lost: recorded, R9A converts stands only",
                                                    typed->batteries->len);

      if (self->losses_row[side] == NULL)
        continue;
      adw_expander_row_set_subtitle (self->losses_row[side], losses);
      adw_expander_row_set_subtitle (self->batteries_row[side], batteries);
    }
}

static void
update_preview (FfbAftermathPage *self)
{
  g_autoptr(FfbResult) result = ffb_aftermath_page_get_result (self);
  g_autoptr(GError) error = NULL;
  FfbAftermathOptions options = { NULL, FALSE };
  guint crack = self->crack_row != NULL ? adw_combo_row_get_selected (self->crack_row) : 0;

  unflag (self);
  clear_preview (self);
  g_clear_pointer (&self->preview, ffb_aftermath_free);
  g_clear_pointer (&self->refusal, g_free);
  if (result == NULL)
    return;
  summarize (self, result);
  options.no_crack = crack == 1;
  options.crack_group = crack < self->crack_ids->len ? g_ptr_array_index (self->crack_ids, crack)
                                                     : NULL;
  self->preview = ffb_aftermath_new (campaign (self), result->battle_id, result, &options,
                                     &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "aftermath.apply", self->preview != NULL);
  if (self->preview == NULL)
    {
      show_refusal (self, result, error);
      return;
    }
  for (guint i = 0; i < self->preview->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (self->preview->notes, i);

      preview_row (self, ffb_night_rule_row (note->rule, note->text, NULL));
    }
}

/* Carried back: what was done, and undo */

static FfbChange *
last_change (FfbAftermathPage *self)
{
  GPtrArray *history = ffb_campaign_get_history (campaign (self));

  return history->len > 0 ? g_ptr_array_index (history, history->len - 1) : NULL;
}

static void
show_fought (FfbAftermathPage *self, FfbBattle *b)
{
  FfbChange *change = ffb_campaign_find_aftermath (campaign (self), b->id);
  g_autofree char *title = g_strdup_printf ("%s: Carried Back", b->name);

  for (guint i = 0; i < self->fought_rows->len; i++)
    adw_preferences_group_remove (self->fought_group, g_ptr_array_index (self->fought_rows, i));
  g_ptr_array_set_size (self->fought_rows, 0);
  adw_preferences_group_set_title (self->fought_group, title);
  for (guint i = 0; change != NULL && i < change->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);
      GtkWidget *row = ffb_night_rule_row (note->rule, note->text, NULL);

      adw_preferences_group_add (self->fought_group, row);
      g_ptr_array_add (self->fought_rows, row);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "aftermath.undo",
                                 change != NULL && change == last_change (self)
                                 && ffb_campaign_can_undo (campaign (self)));
}

/* Building */

/* Below the preview it applies: read, then apply. */
static GtkWidget *
apply_button (void)
{
  GtkWidget *button = ffb_night_button_new ("_Apply to the Campaign",
                                            "Apply the result to the campaign",
                                            "suggested-action");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "aftermath.apply");
  gtk_widget_set_tooltip_text (button, "Carry the result back to the campaign (R9); Undo takes "
                                       "it back");
  return button;
}

static void
keep_draft (FfbAftermathPage *self)
{
  FfbResult *typed = ffb_aftermath_page_get_result (self);

  if (typed == NULL)
    return;
  g_clear_pointer (&self->draft, ffb_result_unref);
  self->draft = typed;
}

static void
clear_fields (FfbAftermathPage *self)
{
  unflag (self);
  clear_preview (self);
  ffb_night_clear_groups (self->preferences);
  self->preview_group = NULL;
  for (int side = 0; side < FFB_N_SIDES; side++)
    self->losses_row[side] = self->batteries_row[side] = NULL;
  g_ptr_array_set_size (self->fields, 0);
  g_clear_pointer (&self->fields_battle, g_free);
  self->crack_row = NULL;
  g_clear_pointer (&self->preview, ffb_aftermath_free);
  g_clear_pointer (&self->refusal, g_free);
}

/* The OOB the aftermath will use: the stored one, or organized as it will organize it. */
static FfbOob *
oob_for (FfbAftermathPage *self, FfbBattle *b, FfbSide side, GError **error)
{
  return b->oob[side] != NULL ? ffb_oob_ref (b->oob[side])
                              : ffb_organize (campaign (self), b, side, error);
}

static gboolean
build_fields (FfbAftermathPage *self, FfbBattle *b, GError **error)
{
  g_autoptr(FfbOob) union_oob = oob_for (self, b, FFB_SIDE_UNION, error);
  g_autoptr(FfbOob) confederate_oob = union_oob != NULL ? oob_for (self, b, FFB_SIDE_CONFEDERATE,
                                                                   error) : NULL;
  g_autofree char *title = g_strdup_printf ("The Result of %s", b->name);

  if (confederate_oob == NULL)
    return FALSE;
  adw_preferences_group_set_title (self->head_group, title);
  self->fields_battle = g_strdup (b->id);
  add_side (self, b, FFB_SIDE_UNION, union_oob);
  add_side (self, b, FFB_SIDE_CONFEDERATE, confederate_oob);
  add_crack (self, b);
  self->preview_group = ffb_night_add_group (self->preferences, "What Will Change",
                                             "In plain words, each line naming its rule");
  adw_preferences_group_set_header_suffix (self->preview_group, apply_button ());
  if (self->draft != NULL && g_strcmp0 (self->draft->battle_id, b->id) == 0)
    for (guint i = 0; i < self->fields->len; i++)
      restore_field (g_ptr_array_index (self->fields, i), self->draft);
  return TRUE;
}

static void
rebuild (FfbAftermathPage *self)
{
  FfbBattle *b = battle (self);
  g_autoptr(GError) error = NULL;

  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;
  keep_draft (self);
  clear_fields (self);
  gtk_stack_set_visible_child_name (self->stack, b == NULL ? "empty"
                                                 : b->fought ? "fought" : "result");
  if (b == NULL)
    return;
  if (b->fought)
    {
      show_fought (self, b);
      return;
    }
  self->populating = TRUE;
  if (!build_fields (self, b, &error))
    {
      self->preview_group = ffb_night_add_group (self->preferences, "What Will Change", NULL);
      preview_row (self, ffb_ui_row_new ("The orders of battle cannot be organized",
                                         error->message, NULL));
    }
  self->populating = FALSE;
  update_preview (self);
}

/* Setting fields as the referee would */

static GtkWidget *
find_field (FfbAftermathPage *self, FieldKind kind, FfbSide side, const char *id)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      GtkWidget *field = g_ptr_array_index (self->fields, i);

      if (kind_of (field) == kind && side_of (field) == side
          && (id == NULL || g_strcmp0 (id_of (field), id) == 0))
        return field;
    }
  return NULL;
}

gboolean
ffb_aftermath_page_set_loss (FfbAftermathPage *self, FfbSide side, const char *unit_id,
                             int stands)
{
  GtkWidget *field;

  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), FALSE);
  field = find_field (self, FIELD_LOSS, side, unit_id);
  if (field == NULL)
    return FALSE;
  /* The range stops at the brigade's stands; a larger figure is what the check refuses, so
   * a test may ask for one: widen the range first. */
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (field), 0, MAX (stands, 999));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), stands);
  return TRUE;
}

void
ffb_aftermath_page_set_victory_points (FfbAftermathPage *self, FfbSide side, int points)
{
  GtkWidget *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = find_field (self, FIELD_POINTS, side, NULL)) != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), points);
}

void
ffb_aftermath_page_set_field (FfbAftermathPage *self, FfbSide side, FfbField how)
{
  GtkWidget *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = find_field (self, FIELD_FIELD, side, NULL)) != NULL)
    adw_combo_row_set_selected (ADW_COMBO_ROW (field), how);
}

void
ffb_aftermath_page_set_crt_row (FfbAftermathPage *self, FfbSide side,
                                const FfbCrtResult results[FFB_CRT_ROW_RESULTS])
{
  g_autoptr(FfbResult) typed = NULL;
  GtkWidget *field;

  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  if ((field = find_field (self, FIELD_CRT, side, NULL)) == NULL)
    return;
  typed = ffb_result_new (self->fields_battle);
  ffb_result_set_crt_row (typed, side, results);
  restore_crt (field, &typed->sides[side]);
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

static gboolean
apply_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  /* NULL dice: the engine seeds the R9C rolls from the system and keeps them in the history. */
  return ffb_aftermath_apply (data, c, NULL, error);
}

gboolean
ffb_aftermath_page_apply (FfbAftermathPage *self, GError **error)
{
  g_autoptr(FfbAftermath) preview = NULL;

  g_return_val_if_fail (FFB_IS_AFTERMATH_PAGE (self), FALSE);
  if (self->preview == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "The result cannot be carried back: %s",
                   self->refusal != NULL ? self->refusal : "there is none.");
      return FALSE;
    }
  /* The edit rebuilds this page, preview included: apply the one taken from it. */
  preview = g_steal_pointer (&self->preview);
  /* What was typed stays as the draft: undoing the apply brings it back to the fields. */
  if (ffb_night_run (self->document, NULL, apply_step, preview, error))
    return TRUE;
  update_preview (self); /* nothing changed: the page has its preview again */
  return FALSE;
}

static gboolean
undo_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_campaign_undo (c, NULL, error);
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
    ffb_ui_show_error (widget, "Could not carry the battle back", error);
  else
    ffb_ui_toast_undo (widget, "The battle is carried back to the campaign");
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_aftermath_page_undo (FFB_AFTERMATH_PAGE (widget), &error))
    ffb_ui_show_error (widget, "Could not undo the aftermath", error);
  else
    ffb_ui_toast (widget, "The campaign is back as it was before the battle was carried back");
}

/* GObject */

void
ffb_aftermath_page_set_document (FfbAftermathPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_AFTERMATH_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  ffb_night_watch_document (self, &self->document, document, G_CALLBACK (rebuild));
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

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
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
  g_clear_pointer (&self->draft, ffb_result_unref);
  g_clear_pointer (&self->preview, ffb_aftermath_free);
  g_free (self->refusal);
  G_OBJECT_CLASS (ffb_aftermath_page_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbAftermathPage, name)

static void
ffb_aftermath_page_class_init (FfbAftermathPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_aftermath_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_aftermath_page_finalize;
  widget_class->map = ffb_aftermath_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/FFBridge/ui/ffb-aftermath-page.ui");
  BIND (stack); BIND (preferences); BIND (head_group); BIND (fought_group);
  gtk_widget_class_install_action (widget_class, "aftermath.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "aftermath.undo", NULL, undo_action);
}

static void
ffb_aftermath_page_init (FfbAftermathPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->fields = g_ptr_array_new ();
  self->preview_rows = g_ptr_array_new ();
  self->fought_rows = g_ptr_array_new ();
  self->crack_ids = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
ffb_aftermath_page_new (void)
{
  return g_object_new (FFB_TYPE_AFTERMATH_PAGE, NULL);
}
