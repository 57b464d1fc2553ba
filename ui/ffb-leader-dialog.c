/* ffb-leader-dialog.c: the leader editor (see ffb-leader-dialog.h). */
#include "ffb-leader-dialog.h"

#include "ffb-ui.h"

struct _FfbLeaderDialog
{
  AdwWindow parent_instance;

  char *leader_id; /* NULL when adding */
  FfbSide side;

  AdwPreferencesGroup *group;
  AdwEntryRow *name_row;
  GtkSpinButton *stars_spin;
  GtkSpinButton *initiative_spin;
  GtkSpinButton *tactical_spin;
  GtkSpinButton *army_spin;
  GtkSwitch *cavalry_switch;
  GtkDropDown *status_drop;
};

enum
{
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbLeaderDialog, ffb_leader_dialog, ADW_TYPE_WINDOW)

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbLeaderDialog *self = FFB_LEADER_DIALOG (widget);

  g_signal_emit (self, signals[SAVE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A leader needs a name: Save waits for one. */
static void
name_changed_cb (FfbLeaderDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leader.save", *name != '\0');
}

static void
entry_activated_cb (FfbLeaderDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "leader.save", NULL);
}

static void
ffb_leader_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FFB_TYPE_LEADER_DIALOG);
  G_OBJECT_CLASS (ffb_leader_dialog_parent_class)->dispose (object);
}

static void
ffb_leader_dialog_finalize (GObject *object)
{
  g_free (FFB_LEADER_DIALOG (object)->leader_id);
  G_OBJECT_CLASS (ffb_leader_dialog_parent_class)->finalize (object);
}

static void
ffb_leader_dialog_class_init (FfbLeaderDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_leader_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_leader_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/FFBridge/ui/ffb-leader-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, group);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, stars_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, initiative_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, tactical_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, army_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, cavalry_switch);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, status_drop);
  gtk_widget_class_install_action (widget_class, "leader.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ffb_leader_dialog_init (FfbLeaderDialog *self)
{
  g_autoptr(GtkStringList) statuses = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  statuses = gtk_string_list_new (ffb_ui_status_names ());
  gtk_drop_down_set_model (self->status_drop, G_LIST_MODEL (statuses));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->name_row), "Name");
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (name_changed_cb), self);
  g_signal_connect_swapped (self->name_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
}

static void
fill (FfbLeaderDialog *self, const FfbLeader *leader)
{
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), leader != NULL ? leader->name : "");
  gtk_spin_button_set_value (self->stars_spin, leader != NULL ? leader->stars : 1);
  gtk_spin_button_set_value (self->initiative_spin, leader != NULL ? leader->initiative : 1);
  gtk_spin_button_set_value (self->tactical_spin, leader != NULL ? leader->tactical : 0);
  gtk_spin_button_set_value (self->army_spin, leader != NULL ? leader->army_command : 0);
  gtk_switch_set_active (self->cavalry_switch, leader != NULL && leader->cavalry);
  gtk_drop_down_set_selected (self->status_drop,
                              leader != NULL ? leader->status : FFB_LEADER_ACTIVE);
  name_changed_cb (self);
}

FfbLeaderDialog *
ffb_leader_dialog_new (GtkWindow *parent, const FfbLeader *leader, FfbSide side)
{
  FfbLeaderDialog *self = g_object_new (FFB_TYPE_LEADER_DIALOG, "transient-for", parent, NULL);
  g_autofree char *title = NULL;

  self->leader_id = leader != NULL ? g_strdup (leader->id) : NULL;
  self->side = leader != NULL ? leader->side : side;
  title = leader != NULL ? g_strdup_printf ("Edit %s", leader->name)
                         : g_strdup_printf ("New %s Leader", ffb_side_display_name (side));
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* The header bar names the leader; the group says which side's counter this is. */
  {
    g_autofree char *side_text = g_strdup_printf ("%s leader counter",
                                                  ffb_side_display_name (self->side));
    adw_preferences_group_set_description (self->group, side_text);
  }
  fill (self, leader);
  return self;
}

void
ffb_leader_dialog_apply (FfbLeaderDialog *self, FfbLeader *leader)
{
  g_return_if_fail (FFB_IS_LEADER_DIALOG (self));
  g_return_if_fail (leader != NULL);

  g_free (leader->name);
  leader->name = g_strstrip (g_strdup (ffb_leader_dialog_get_name (self)));
  leader->stars = gtk_spin_button_get_value_as_int (self->stars_spin);
  leader->initiative = gtk_spin_button_get_value_as_int (self->initiative_spin);
  leader->tactical = gtk_spin_button_get_value_as_int (self->tactical_spin);
  leader->army_command = gtk_spin_button_get_value_as_int (self->army_spin);
  leader->cavalry = gtk_switch_get_active (self->cavalry_switch);
}

FfbLeaderStatus
ffb_leader_dialog_get_status (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), FFB_LEADER_ACTIVE);
  return gtk_drop_down_get_selected (self->status_drop);
}

const char *
ffb_leader_dialog_get_leader_id (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), NULL);
  return self->leader_id;
}

FfbSide
ffb_leader_dialog_get_side (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), FFB_SIDE_UNION);
  return self->side;
}

const char *
ffb_leader_dialog_get_name (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}
