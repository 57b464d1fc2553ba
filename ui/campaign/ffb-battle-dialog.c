/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-dialog.c: the New Battle form (see ffb-battle-dialog.h). Its defaults and its
 * checks are the engine's (ffb_battle_values_init, ffb_edit_check_battle). */
#include "ffb-battle-dialog.h"

#include <glib/gi18n.h>
#include "ffb-edit.h"
#include "ffb-export.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-field-flag.h"
#include "ffb-tactics-choices.h"

struct _FfbBattleDialog
{
  AdwWindow parent_instance;

  FfbCampaign *campaign;
  gboolean name_touched; /* an empty name is flagged once the referee has typed */
  GtkWidget *flagged;    /* the row showing a refusal, or NULL */
  GPtrArray *tactics_sets; /* the tactics row's choices: NULL (Fire & Fury), FfbTactics* */

  AdwEntryRow *name_row;
  AdwEntryRow *hex_row;
  GtkDropDown *months_drop;
  GtkSpinButton *year_spin;
  AdwActionRow *turn_warning_row;
  GtkSwitch *advance_switch;
  AdwComboRow *terrain_row;
  AdwComboRow *river_row;
  AdwComboRow *attacker_row;
  AdwComboRow *tactics_row;
  AdwActionRow *ratio_row;
  AdwPreferencesGroup *battle_group;
  GtkSpinButton *stands_spin;
  GtkSpinButton *batteries_spin;
};

enum
{
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbBattleDialog, ffb_battle_dialog, ADW_TYPE_WINDOW)

static GtkWidget *
field_row (FfbBattleDialog *self, FfbField field)
{
  switch (field)
    {
    case FFB_FIELD_NAME:
      return GTK_WIDGET (self->name_row);
    case FFB_FIELD_HEX:
      return GTK_WIDGET (self->hex_row);
    case FFB_FIELD_RATIO:
      return GTK_WIDGET (self->ratio_row);
    case FFB_FIELD_NONE:
    case FFB_FIELD_COUNT:
    case FFB_FIELD_COMMANDER:
    default:
      return NULL;
    }
}

/* Flags the first value the engine refuses; Add waits until there is none. */
static gboolean
validate (FfbBattleDialog *self)
{
  FfbBattleValues values;
  FfbField field = FFB_FIELD_NONE;
  g_autoptr(GError) error = NULL;
  GtkWidget *row = NULL;
  gboolean valid;

  ffb_battle_dialog_get_values (self, &values);
  valid = ffb_edit_check_battle (self->campaign, &values, &field, &error);
  if (!valid && (field != FFB_FIELD_NAME || self->name_touched))
    row = field_row (self, field);
  ffb_ui_move_flag (&self->flagged, row, row != NULL ? error->message : NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.add", valid);
  return valid;
}

/* R1, R10A: a battle of another turn than the campaign's is allowed, but said, and one after
 * it may move the campaign on (the switch, only then). */
static void
update_turn_warning (FfbBattleDialog *self)
{
  int year = gtk_spin_button_get_value_as_int (self->year_spin);
  FfbMonths months = gtk_drop_down_get_selected (self->months_drop);
  g_autofree char *warning = ffb_edit_battle_turn_warning (self->campaign, year, months);
  gboolean later = ffb_campaign_turn_number (year, months)
                   > ffb_campaign_turn_number (self->campaign->year, self->campaign->months);

  gtk_widget_set_visible (GTK_WIDGET (self->turn_warning_row), warning != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->advance_switch), warning != NULL && later);
  if (warning == NULL || !later)
    gtk_switch_set_active (self->advance_switch, FALSE);
  adw_action_row_set_subtitle (self->turn_warning_row, warning != NULL ? warning : "");
}

/* R2: the kind of battlefield to lay out follows the terrain picked. The template connects
 * it: the choices set up before the campaign is given change nothing yet. */
static void
value_changed_cb (FfbBattleDialog *self)
{
  FfbTerrain terrain = adw_combo_row_get_selected (self->terrain_row);

  if (self->campaign == NULL)
    return;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->terrain_row),
                               ffb_terrain_battlefield (terrain));
  update_turn_warning (self);
  validate (self);
}

static void
name_changed_cb (FfbBattleDialog *self)
{
  if (self->campaign == NULL)
    return;
  self->name_touched = TRUE;
  validate (self);
}

/* RULES.md Q, Q1: each set starts from its own ratio (Fire & Fury's the rule set's, R4A),
 * which the referee may then change for this battle. */
static void
show_ratio (FfbBattleDialog *self, const FfbBattleValues *values)
{
  FfbTactics *tactics = ffb_battle_dialog_get_tactics (self);
  int stands = tactics != NULL ? tactics->stands_per_sp : values->stands_per_sp;
  int artillery = tactics != NULL ? tactics->guns_per_sp : values->batteries_per_sp;
  g_autofree char *ratio = NULL;

  gtk_spin_button_set_value (self->stands_spin, stands);
  gtk_spin_button_set_value (self->batteries_spin, artillery);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->batteries_spin),
                              tactics != NULL ? _("Guns per SP") : _("Batteries per SP"));
  if (tactics != NULL)
    /* Translators: a tactical rule set's name, then its stands and guns per SP (Q1). */
    ratio = g_strdup_printf (_("Stands and guns per CW SP; %s start from %d and %d"),
                             tactics->name, stands, artillery);
  else
    /* Translators: a CW SP gives FF stands and batteries (R4A); the numbers are the rule set's stands, then batteries. */
    ratio = g_strdup_printf (_("FF stands and batteries per CW SP; the rule set's are %d and %d"),
                             stands, artillery);
  adw_action_row_set_subtitle (self->ratio_row, ratio);
}

/* RULES.md Q: the dialog names the rules the battle will be fought with. */
static void
show_about (FfbBattleDialog *self)
{
  FfbTactics *tactics = ffb_battle_dialog_get_tactics (self);
  g_autofree char *about = NULL;

  if (tactics == NULL)
    about = g_strdup (_("A battle of The Civil War (CW) campaign to fight with Fire &amp; Fury "
                        "(FF) (R1). Pick the strength points (SPs) and leaders each side brings "
                        "on Battle Setup next."));
  else
    /* Translators: %s is a tactical rule set's name; R1 is a rule id, keep it. */
    about = g_markup_printf_escaped (_("A battle of The Civil War (CW) campaign to fight with "
                                       "the %s (R1). Pick the strength points (SPs) and leaders "
                                       "each side brings on Battle Setup next."),
                                     tactics->name);
  adw_preferences_group_set_description (self->battle_group, about);
}

static void
tactics_changed_cb (FfbBattleDialog *self)
{
  FfbBattleValues values;

  if (self->campaign == NULL)
    return;
  ffb_battle_values_init (self->campaign, &values);
  show_ratio (self, &values);
  show_about (self);
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbBattleDialog *self = FFB_BATTLE_DIALOG (widget);
  GtkSpinButton *spins[] = { self->year_spin, self->stands_spin, self->batteries_spin };

  /* A number typed and not yet confirmed counts: it is what the referee sees. */
  for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
    gtk_spin_button_update (spins[i]);
  self->name_touched = TRUE;
  if (!validate (self))
    return;
  g_signal_emit (self, signals[SAVE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
entry_activated_cb (FfbBattleDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "battle.add", NULL);
}

static void
ffb_battle_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FFB_TYPE_BATTLE_DIALOG);
  G_OBJECT_CLASS (ffb_battle_dialog_parent_class)->dispose (object);
}

static void
ffb_battle_dialog_finalize (GObject *object)
{
  g_clear_pointer (&FFB_BATTLE_DIALOG (object)->campaign, ffb_campaign_unref);
  g_clear_pointer (&FFB_BATTLE_DIALOG (object)->tactics_sets, g_ptr_array_unref);
  G_OBJECT_CLASS (ffb_battle_dialog_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbBattleDialog, name)

static void
ffb_battle_dialog_class_init (FfbBattleDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_battle_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_battle_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-battle-dialog.ui");
  BIND (name_row); BIND (hex_row); BIND (months_drop); BIND (year_spin); BIND (terrain_row);
  BIND (turn_warning_row); BIND (advance_switch);
  BIND (river_row); BIND (attacker_row); BIND (tactics_row); BIND (ratio_row); BIND (stands_spin);
  BIND (batteries_spin); BIND (battle_group);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, tactics_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);
  gtk_widget_class_install_action (widget_class, "battle.add", NULL, add_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ffb_battle_dialog_init (FfbBattleDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ffb_ui_set_battle_choices (self->months_drop, self->terrain_row, self->river_row,
                             self->attacker_row);
  self->tactics_sets = ffb_ui_set_tactics_choices (self->tactics_row);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->name_row), _("Battle name"));
  /* Its group has no title to name its list by (libadwaita 1.2 leaves it "GtkListBox"). */
  ffb_keynav_name_group_list (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (
                                GTK_WIDGET (self->name_row), ADW_TYPE_PREFERENCES_GROUP)),
                              _("Battle details"));
}

static void
fill (FfbBattleDialog *self)
{
  FfbBattleValues values;

  ffb_battle_values_init (self->campaign, &values);
  gtk_drop_down_set_selected (self->months_drop, values.months);
  gtk_spin_button_set_value (self->year_spin, values.year);
  adw_combo_row_set_selected (self->terrain_row, values.terrain);
  adw_combo_row_set_selected (self->river_row, values.river);
  adw_combo_row_set_selected (self->attacker_row, values.attacker);
  show_ratio (self, &values);
}

FfbBattleDialog *
ffb_battle_dialog_new (GtkWindow *parent, FfbCampaign *campaign)
{
  FfbBattleDialog *self;

  g_return_val_if_fail (campaign != NULL, NULL);
  self = g_object_new (FFB_TYPE_BATTLE_DIALOG, "transient-for", parent, NULL);
  self->campaign = ffb_campaign_ref (campaign);
  fill (self);
  value_changed_cb (self);
  ffb_keynav_focus_first_field (GTK_WINDOW (self), GTK_WIDGET (self->name_row));
  return self;
}

void
ffb_battle_dialog_get_values (FfbBattleDialog *self, FfbBattleValues *values)
{
  g_return_if_fail (FFB_IS_BATTLE_DIALOG (self));
  g_return_if_fail (values != NULL);

  ffb_battle_values_init (self->campaign, values);
  values->name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  values->hex = gtk_editable_get_text (GTK_EDITABLE (self->hex_row));
  values->months = gtk_drop_down_get_selected (self->months_drop);
  values->year = gtk_spin_button_get_value_as_int (self->year_spin);
  values->terrain = adw_combo_row_get_selected (self->terrain_row);
  values->river = adw_combo_row_get_selected (self->river_row);
  values->attacker = adw_combo_row_get_selected (self->attacker_row);
  values->stands_per_sp = gtk_spin_button_get_value_as_int (self->stands_spin);
  values->batteries_per_sp = gtk_spin_button_get_value_as_int (self->batteries_spin);
}

FfbTactics *
ffb_battle_dialog_get_tactics (FfbBattleDialog *self)
{
  guint index;

  g_return_val_if_fail (FFB_IS_BATTLE_DIALOG (self), NULL);
  index = adw_combo_row_get_selected (self->tactics_row);
  return self->tactics_sets != NULL && index < self->tactics_sets->len
           ? g_ptr_array_index (self->tactics_sets, index)
           : NULL;
}

gboolean
ffb_battle_dialog_get_advance_campaign (FfbBattleDialog *self)
{
  g_return_val_if_fail (FFB_IS_BATTLE_DIALOG (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->advance_switch))
         && gtk_switch_get_active (self->advance_switch);
}

void
ffb_battle_dialog_set_advance_campaign (FfbBattleDialog *self, gboolean advance)
{
  g_return_if_fail (FFB_IS_BATTLE_DIALOG (self));
  gtk_switch_set_active (self->advance_switch, advance);
}
