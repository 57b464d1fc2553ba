/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-sp-group-dialog.c: the SP group editor (see ffb-sp-group-dialog.h). It holds no rule:
 * every value is checked by ffb_edit_check_sp_group, whose refusal names the field. */
#include "ffb-sp-group-dialog.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-field-flag.h"

struct _FfbSpGroupDialog
{
  AdwWindow parent_instance;

  FfbCampaign *campaign;
  char *group_id;          /* NULL when adding */
  FfbSide side;
  GPtrArray *commanders;   /* leader ids (char*) in the commander row's order; NULL first */
  gboolean name_touched;   /* an empty name is flagged once the referee has typed */
  GtkWidget *flagged;      /* the row showing a refusal, or NULL */

  AdwPreferencesGroup *group;
  AdwEntryRow *name_row;
  AdwComboRow *experience_row;
  AdwActionRow *count_row;
  GtkSpinButton *count_spin;
  AdwComboRow *commander_row;
  GtkLabel *arm_label;
  AdwEntryRow *weapons_row;
};

enum
{
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbSpGroupDialog, ffb_sp_group_dialog, ADW_TYPE_WINDOW)

static GtkWidget *
field_row (FfbSpGroupDialog *self, FfbField field)
{
  switch (field)
    {
    case FFB_FIELD_NAME:
      return GTK_WIDGET (self->name_row);
    case FFB_FIELD_COUNT:
      return GTK_WIDGET (self->count_row);
    case FFB_FIELD_COMMANDER:
      return GTK_WIDGET (self->commander_row);
    case FFB_FIELD_WEAPONS:
      return GTK_WIDGET (self->weapons_row);
    case FFB_FIELD_NONE:
    case FFB_FIELD_HEX:
    case FFB_FIELD_RATIO:
    default:
      return NULL;
    }
}

static void
update_arm (FfbSpGroupDialog *self, const char *commander)
{
  FfbLeader *leader = ffb_campaign_find_leader (self->campaign, commander);

  gtk_label_set_text (self->arm_label, leader != NULL && leader->cavalry ? _("Cavalry")
                                                                         : _("Infantry"));
}

/* Flags the first value the engine refuses; Save waits until there is none. */
static gboolean
validate (FfbSpGroupDialog *self)
{
  FfbSpGroupValues values;
  FfbField field = FFB_FIELD_NONE;
  g_autoptr(GError) error = NULL;
  gboolean valid;
  GtkWidget *row = NULL;

  ffb_sp_group_dialog_get_values (self, &values);
  update_arm (self, values.commander);
  valid = ffb_edit_check_sp_group (self->campaign, self->group_id, self->side, &values,
                                   &field, &error);
  if (!valid && (field != FFB_FIELD_NAME || self->name_touched))
    row = field_row (self, field);
  ffb_ui_move_flag (&self->flagged, row, row != NULL ? error->message : NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "group.save", valid);
  return valid;
}

static void
value_changed_cb (FfbSpGroupDialog *self)
{
  /* The template connects it: the choices set up before the campaign is given change
   * nothing yet. */
  if (self->campaign != NULL)
    validate (self);
}

static void
name_changed_cb (FfbSpGroupDialog *self)
{
  self->name_touched = TRUE;
  if (self->campaign != NULL)
    validate (self);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbSpGroupDialog *self = FFB_SP_GROUP_DIALOG (widget);

  /* A number typed and not yet confirmed counts: it is what the referee sees. */
  gtk_spin_button_update (self->count_spin);
  self->name_touched = TRUE;
  if (!validate (self))
    return;
  g_signal_emit (self, signals[SAVE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
entry_activated_cb (FfbSpGroupDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "group.save", NULL);
}

static void
ffb_sp_group_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FFB_TYPE_SP_GROUP_DIALOG);
  G_OBJECT_CLASS (ffb_sp_group_dialog_parent_class)->dispose (object);
}

static void
ffb_sp_group_dialog_finalize (GObject *object)
{
  FfbSpGroupDialog *self = FFB_SP_GROUP_DIALOG (object);

  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  g_free (self->group_id);
  g_ptr_array_unref (self->commanders);
  G_OBJECT_CLASS (ffb_sp_group_dialog_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbSpGroupDialog, name)

static void
ffb_sp_group_dialog_class_init (FfbSpGroupDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_sp_group_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_sp_group_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-sp-group-dialog.ui");
  BIND (group); BIND (name_row); BIND (experience_row); BIND (count_row); BIND (count_spin);
  BIND (commander_row); BIND (arm_label); BIND (weapons_row);
  gtk_widget_class_install_action (widget_class, "group.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);
}

static void
ffb_sp_group_dialog_init (FfbSpGroupDialog *self)
{
  g_autoptr(GtkStringList) experiences = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->commanders = g_ptr_array_new_with_free_func (g_free);
  experiences = gtk_string_list_new (ffb_experience_display_names ());
  adw_combo_row_set_model (self->experience_row, G_LIST_MODEL (experiences));
  ffb_keynav_name_choices (GTK_WIDGET (self->experience_row));
  ffb_keynav_name_choices (GTK_WIDGET (self->commander_row));
  /* Named apart from its title, which a refusal replaces. The name row's title names it (a
   * name of its own as well was read after it, "Name Name"). */
  ffb_ui_set_accessible_name (GTK_WIDGET (self->weapons_row), _("Weapons"));
  /* Its group has no title to name its list by (libadwaita 1.2 leaves it "GtkListBox"). */
  ffb_keynav_name_group_list (self->group, _("SP group details"));
}

static char *
commander_label (const FfbLeader *leader)
{
  g_autoptr(GString) about = g_string_new (NULL);

  g_string_append_printf (about, g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars",
                                              leader->stars),
                          leader->stars);
  if (leader->cavalry)
    g_string_append_printf (about, ", %s", _("cavalry"));
  if (leader->status != FFB_LEADER_ACTIVE)
    g_string_append_printf (about, ", %s", ffb_leader_status_display_name (leader->status));
  /* Translators: a leader's name, then his stars, and his arm and status when they tell. */
  return g_strdup_printf (_("%s (%s)"), leader->name, about->str);
}

/* The side's leaders who can command: neither killed nor captured, unless he already does. */
static void
fill_commanders (FfbSpGroupDialog *self, const char *current)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;

  gtk_string_list_append (labels, _("None"));
  g_ptr_array_add (self->commanders, NULL);
  for (guint i = 0; i < self->campaign->leaders->len; i++)
    {
      FfbLeader *leader = g_ptr_array_index (self->campaign->leaders, i);
      g_autofree char *label = NULL;

      if (leader->side != self->side
          || ((leader->status == FFB_LEADER_KILLED || leader->status == FFB_LEADER_CAPTURED)
              && g_strcmp0 (leader->id, current) != 0))
        continue;
      if (g_strcmp0 (leader->id, current) == 0)
        selected = self->commanders->len;
      label = commander_label (leader);
      gtk_string_list_append (labels, label);
      g_ptr_array_add (self->commanders, g_strdup (leader->id));
    }
  adw_combo_row_set_model (self->commander_row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->commander_row, selected);
  if (self->commanders->len == 1)
    {
      /* Translators: %s is a side (Union, Confederate). */
      g_autofree char *none = g_strdup_printf (_("The %s side has no leader yet: add one under "
                                                 "Leaders"), ffb_side_display_name (self->side));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->commander_row), none);
    }
}

static void
fill (FfbSpGroupDialog *self, const FfbSpGroup *group)
{
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), group != NULL ? group->name : "");
  self->name_touched = group != NULL;
  adw_combo_row_set_selected (self->experience_row,
                              group != NULL ? group->experience : FFB_EXPERIENCE_GREEN);
  gtk_spin_button_set_value (self->count_spin, group != NULL ? group->count : 1);
  fill_commanders (self, group != NULL ? group->commander : NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->weapons_row),
                         group != NULL && group->weapons != NULL ? group->weapons : "");
  validate (self);
}

FfbSpGroupDialog *
ffb_sp_group_dialog_new (GtkWindow *parent, FfbCampaign *campaign, const FfbSpGroup *group,
                         FfbSide side)
{
  FfbSpGroupDialog *self;
  g_autofree char *title = NULL, *side_text = NULL;

  g_return_val_if_fail (campaign != NULL, NULL);
  self = g_object_new (FFB_TYPE_SP_GROUP_DIALOG, "transient-for", parent, NULL);
  self->campaign = ffb_campaign_ref (campaign);
  self->group_id = group != NULL ? g_strdup (group->id) : NULL;
  self->side = group != NULL ? group->side : side;
  title = group != NULL ? g_strdup_printf (_("Edit %s"), group->name)
                        /* Translators: the window's title; %s is a side (Union, Confederate). */
                        : g_strdup_printf (_("New %s SP Group"), ffb_side_display_name (side));
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* The header bar names the group; the group says which side's strength points these are. */
  /* Translators: %s is a side (Union, Confederate). */
  side_text = g_strdup_printf (_("%s strength points of one experience, as the campaign map "
                                 "keeps them"), ffb_side_display_name (self->side));
  adw_preferences_group_set_description (self->group, side_text);
  fill (self, group);
  ffb_keynav_focus_first_field (GTK_WINDOW (self), GTK_WIDGET (self->name_row));
  return self;
}

void
ffb_sp_group_dialog_get_values (FfbSpGroupDialog *self, FfbSpGroupValues *values)
{
  guint commander;

  g_return_if_fail (FFB_IS_SP_GROUP_DIALOG (self));
  g_return_if_fail (values != NULL);

  commander = adw_combo_row_get_selected (self->commander_row);
  values->name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  values->experience = adw_combo_row_get_selected (self->experience_row);
  values->count = gtk_spin_button_get_value_as_int (self->count_spin);
  values->commander = commander < self->commanders->len
                        ? g_ptr_array_index (self->commanders, commander) : NULL;
  values->weapons = gtk_editable_get_text (GTK_EDITABLE (self->weapons_row));
}

const char *
ffb_sp_group_dialog_get_group_id (FfbSpGroupDialog *self)
{
  g_return_val_if_fail (FFB_IS_SP_GROUP_DIALOG (self), NULL);
  return self->group_id;
}

FfbSide
ffb_sp_group_dialog_get_side (FfbSpGroupDialog *self)
{
  g_return_val_if_fail (FFB_IS_SP_GROUP_DIALOG (self), FFB_SIDE_UNION);
  return self->side;
}
