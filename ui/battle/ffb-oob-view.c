/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-oob-view.c: one side's OOB tree, roles and findings (see ffb-oob-view.h). */
#include "ffb-oob-view.h"

#include <glib/gi18n.h>

#include "ffb-edit.h"
#include "ffb-organize.h"
#include "ffb-text.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"
#include "ffb-unit-item.h"
#include "ffb-unit-row.h"

struct _FfbOobView
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and battle-id, to rebuild */
  FfbSide side;
  GtkTreeListModel *tree;
  GtkSingleSelection *selection;
  char *cut_id;          /* the unit (or the command whose leader) was cut, or NULL */
  AdwToast *cut_toast;   /* "Cut ...: paste": withdrawn by the paste (a reference) */
  gboolean cut_leader;
  char *select_after;    /* the unit to select once the tree is rebuilt */
  char *rename_id;       /* the unit the rename dialog names */
  GPtrArray *finding_units; /* each finding row's unit id (or NULL), by the row's index */
  GPtrArray *role_leaders;  /* each role row's leader id, by the row's index */
  gboolean stale;        /* changed while not shown: rebuilt when next mapped */

  GtkWidget *box;
  GtkLabel *title_label;
  GtkLabel *summary_label;
  GtkListBox *roles_list;
  GtkStack *stack;
  GtkListView *list_view;
  GtkWidget *findings_title;
  GtkListBox *findings_list;
  GtkWidget *cut_button;
  GtkWidget *cut_leader_button;
  GtkWidget *paste_button;
  GtkWidget *rename_button;
  GtkWidget *organize_button;
};

G_DEFINE_FINAL_TYPE (FfbOobView, ffb_oob_view, GTK_TYPE_WIDGET)

static FfbBattle *
battle (FfbOobView *self)
{
  return self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
}

static FfbOob *
oob (FfbOobView *self)
{
  FfbBattle *b = battle (self);

  return b != NULL ? b->oob[self->side] : NULL;
}

static FfbCampaign *
campaign (FfbOobView *self)
{
  return ffb_document_get_campaign (self->document);
}

static FfbUnitItem *
selected_item (FfbOobView *self)
{
  GtkTreeListRow *row;

  if (self->selection == NULL)
    return NULL;
  row = gtk_single_selection_get_selected_item (self->selection);
  return row != NULL ? FFB_UNIT_ITEM (gtk_tree_list_row_get_item (row)) : NULL;
}

const char *
ffb_oob_view_get_selected_id (FfbOobView *self)
{
  g_autoptr(FfbUnitItem) item = NULL;

  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), NULL);
  item = selected_item (self);
  /* The id string lives as long as the tree holds the item. */
  return item != NULL ? ffb_unit_item_get_id (item) : NULL;
}

/* Edits: one undo step each, checked by the engine, errors as toasts */

typedef gboolean (*OobEdit) (FfbOob *oob, const FfbRules *rules, const char *a, const char *b,
                             GError **error);

static gboolean rename_edit (FfbOob *o, const FfbRules *rules, const char *id,
                             const char *name, GError **error);

static gboolean
run_edit (FfbOobView *self, OobEdit edit, const char *a, const char *b, const char *select)
{
  FfbOob *o = oob (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbRules) rules = NULL;

  if (o == NULL)
    return FALSE;
  /* R9, "Fair dice": a drop can still reach a fought or rolled battle's tree, whose buttons
   * are off. A rename changes nothing the rolls rest on. */
  /* Translators: the end of a sentence that says a battle is a record, or rolled on. */
  if (edit != rename_edit
      && !ffb_battle_check_oob_open (battle (self), _("its orders of battle are not changed"),
                                     &error))
    {
      ffb_ui_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  /* Q1: a battle fought with other tactical rules is held to that set's limits, not FF's. */
  rules = ffb_battle_organizing_rules (battle (self), campaign (self)->rules);
  ffb_document_begin_edit (self->document, NULL);
  if (!edit (o, rules, a, b, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  ffb_battle_check_oob (campaign (self), battle (self), self->side);
  g_free (self->select_after);
  self->select_after = g_strdup (select);
  ffb_document_end_edit (self->document);
  return TRUE;
}

gboolean
ffb_oob_view_move (FfbOobView *self, const char *unit_id, const char *target_id)
{
  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), FALSE);
  return run_edit (self, ffb_oob_move_unit, unit_id, target_id, unit_id);
}

static gboolean
swap_leaders (FfbOobView *self, const char *from_id, const char *to_id)
{
  return run_edit (self, ffb_oob_swap_leaders, from_id, to_id, to_id);
}

static void
organize_side (FfbOobView *self)
{
  FfbBattle *b = battle (self);
  g_autoptr(GError) error = NULL;

  if (b == NULL)
    return;
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_battle_organize_side (campaign (self), b, self->side, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not organize the order of battle"), error);
      return;
    }
  ffb_document_end_edit (self->document);
}

/* Actions */

static void
organize_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  organize_side (FFB_OOB_VIEW (widget));
}

static void
cut_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbOobView *self = FFB_OOB_VIEW (widget);
  g_autoptr(FfbUnitItem) item = selected_item (self);
  g_autofree char *message = NULL;

  if (item == NULL)
    return;
  self->cut_leader = g_str_equal (name, "oob.cut-leader");
  if (self->cut_leader && ffb_unit_item_get_leader (item) == NULL)
    {
      ffb_ui_toast (widget, _("Only the army, corps and divisions have leaders to exchange"));
      return;
    }
  g_free (self->cut_id);
  self->cut_id = g_strdup (ffb_unit_item_get_id (item));
  message = self->cut_leader
              /* Translators: %s is a unit. */
              ? g_strdup_printf (_("Took the leader of %s: select another command and paste "
                                   "(Ctrl+V) to exchange them"), ffb_unit_item_get_name (item))
              /* Translators: %s is a unit. */
              : g_strdup_printf (_("Cut %s: select where it goes and paste (Ctrl+V)"),
                                 ffb_unit_item_get_name (item));
  ffb_ui_toast (widget, message);
  g_clear_object (&self->cut_toast);
  if (ffb_ui_current_toast (widget) != NULL)
    self->cut_toast = g_object_ref (ffb_ui_current_toast (widget));
  gtk_widget_action_set_enabled (widget, "oob.paste", TRUE);
}

static void
paste_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbOobView *self = FFB_OOB_VIEW (widget);
  g_autoptr(FfbUnitItem) target = selected_item (self);
  g_autofree char *cut = g_steal_pointer (&self->cut_id);

  gtk_widget_action_set_enabled (widget, "oob.paste", FALSE);
  /* Its instruction is carried out: it goes before whatever the move says (issue 35,
   * item 8). */
  if (self->cut_toast != NULL)
    ffb_ui_toast_withdraw (widget, self->cut_toast);
  g_clear_object (&self->cut_toast);
  if (cut == NULL || target == NULL)
    return;
  if (self->cut_leader)
    swap_leaders (self, cut, ffb_unit_item_get_id (target));
  else
    ffb_oob_view_move (self, cut, ffb_unit_item_get_id (target));
}

static gboolean
rename_edit (FfbOob *o, const FfbRules *rules, const char *id, const char *name, GError **error)
{
  return ffb_oob_rename_unit (o, id, name, error);
}

static void
rename_response_cb (AdwMessageDialog *dialog, const char *response, FfbOobView *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autofree char *id = g_steal_pointer (&self->rename_id);

  if (g_str_equal (response, "rename") && id != NULL)
    run_edit (self, rename_edit, id, gtk_editable_get_text (entry), id);
}

static void
rename_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbOobView *self = FFB_OOB_VIEW (widget);
  g_autoptr(FfbUnitItem) item = selected_item (self);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog, *entry;

  if (item == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Rename Unit"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), ffb_unit_item_get_name (item));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  ffb_ui_set_accessible_name (entry, _("New name"));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  /* The dialog is modal: one unit is renamed at a time. */
  g_free (self->rename_id);
  self->rename_id = g_strdup (ffb_unit_item_get_id (item));
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Drag and drop: "unit|SIDE|ID" moves a unit, "leader|SIDE|ID" exchanges leaders. */

/* The item of the row a drag or a drop is on: the row's expander knows it. */
static FfbUnitItem *
controller_item (GtkEventController *controller)
{
  GtkWidget *widget = gtk_event_controller_get_widget (controller);
  GtkWidget *expander = GTK_IS_TREE_EXPANDER (widget)
                          ? widget : gtk_widget_get_ancestor (widget, GTK_TYPE_TREE_EXPANDER);

  return expander != NULL ? gtk_tree_expander_get_item (GTK_TREE_EXPANDER (expander)) : NULL;
}

static GdkContentProvider *
drag_content (FfbOobView *self, GtkDragSource *source, const char *what)
{
  g_autoptr(FfbUnitItem) item = controller_item (GTK_EVENT_CONTROLLER (source));
  g_autofree char *payload = NULL;

  if (item == NULL)
    return NULL;
  if (g_str_equal (what, "unit") && (ffb_unit_item_get_kind (item) == FFB_UNIT_ARMY
                                     || ffb_unit_item_get_kind (item) == FFB_UNIT_CORPS))
    return NULL;
  payload = g_strdup_printf ("%s|%s|%s", what, ffb_side_to_string (self->side),
                             ffb_unit_item_get_id (item));
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

static GdkContentProvider *
unit_drag_prepare_cb (GtkDragSource *source, double x, double y, FfbOobView *self)
{
  return drag_content (self, source, "unit");
}

/* The leader's own drag (to exchange him) is what a drag on his line means. */
static GdkContentProvider *
leader_drag_prepare_cb (GtkDragSource *source, double x, double y, FfbOobView *self)
{
  return drag_content (self, source, "leader");
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, FfbOobView *self)
{
  g_autoptr(FfbUnitItem) item = controller_item (GTK_EVENT_CONTROLLER (target));
  g_auto(GStrv) parts = g_strsplit (g_value_get_string (value), "|", 3);

  if (item == NULL || g_strv_length (parts) != 3
      || !g_str_equal (parts[1], ffb_side_to_string (self->side)))
    return FALSE;
  if (g_str_equal (parts[0], "leader"))
    return swap_leaders (self, parts[2], ffb_unit_item_get_id (item));
  return ffb_oob_view_move (self, parts[2], ffb_unit_item_get_id (item));
}

static void
add_drag_source (FfbOobView *self, GtkWidget *widget, GCallback prepare)
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", prepare, self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
}

/* Rows */

static void
setup_row_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, FfbOobView *self)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *row = ffb_unit_row_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), row);
  add_drag_source (self, expander, G_CALLBACK (unit_drag_prepare_cb));
  add_drag_source (self, ffb_unit_row_get_leader_label (FFB_UNIT_ROW (row)),
                   G_CALLBACK (leader_drag_prepare_cb));
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (expander, GTK_EVENT_CONTROLLER (drop));
  gtk_list_item_set_child (list_item, expander);
}

/* A row's name, its facts one after the other: "1st Division, Hill, 2 brigades, has a
 * finding". */
static char *
accessible_name (FfbUnitItem *item, gboolean command)
{
  GString *name = g_string_new (ffb_unit_item_get_name (item));

  if (command)
    g_string_append_printf (name, ", %s", ffb_unit_item_get_leader (item));
  g_string_append_printf (name, ", %s", ffb_unit_item_get_detail (item));
  if (ffb_unit_item_get_has_finding (item))
    /* Translators: said of a row of the order of battle's tree, after its name and facts. */
    g_string_append_printf (name, ", %s", _("has a finding"));
  return g_string_free (name, FALSE);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, FfbOobView *self)
{
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  g_autoptr(FfbUnitItem) item = gtk_tree_list_row_get_item (row);
  gboolean command = ffb_unit_item_get_leader (item) != NULL;
  g_autofree char *accessible = NULL;

  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  ffb_unit_row_set_item (FFB_UNIT_ROW (gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander))),
                         item);
  accessible = accessible_name (item, command);
  ffb_ui_set_accessible_name (expander, accessible);
  ffb_keynav_name_list_row (expander, accessible);
  ffb_keynav_name_expander (GTK_TREE_EXPANDER (expander), ffb_unit_item_get_name (item));
}

static GListModel *
create_children (gpointer item, gpointer data)
{
  GListModel *children = ffb_unit_item_get_children (item);

  return children != NULL ? g_object_ref (children) : NULL;
}

/* Findings */

static void
finding_activated_cb (GtkListBox *list, GtkListBoxRow *row, FfbOobView *self)
{
  int index = gtk_list_box_row_get_index (row);
  const char *unit_id = index >= 0 && (guint) index < self->finding_units->len
                          ? g_ptr_array_index (self->finding_units, index) : NULL;

  if (unit_id != NULL)
    ffb_oob_view_select_unit (self, unit_id);
}

static GtkWidget *
finding_row (const FfbFinding *finding)
{
  GtkWidget *row = ffb_ui_row_new (finding->message, finding->rule, NULL);

  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), finding->unit_id != NULL);
  return row;
}

/* The rules an order of battle without findings keeps: Fire & Fury's R4, or its set's. */
static GtkWidget *
no_findings_row (const FfbTactics *tactics)
{
  g_autofree char *keeps = NULL;

  if (tactics == NULL)
    return ffb_ui_row_new (_("No findings"), _("This order of battle keeps R4B–R4F"), NULL);
  /* Translators: %s is a rule id (Q1). */
  keeps = g_strdup_printf (_("This order of battle keeps %s"), tactics->rule);
  return ffb_ui_row_new (_("No findings"), keeps, NULL);
}

static void
fill_findings (FfbOobView *self, const FfbBattle *b, FfbOob *o, GHashTable *flagged)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->findings_list))) != NULL)
    gtk_list_box_remove (self->findings_list, child);
  g_ptr_array_set_size (self->finding_units, 0);
  if (o == NULL)
    return;
  for (guint i = 0; i < o->findings->len; i++)
    {
      FfbFinding *finding = g_ptr_array_index (o->findings, i);

      gtk_list_box_append (self->findings_list, finding_row (finding));
      g_ptr_array_add (self->finding_units, g_strdup (finding->unit_id));
      if (finding->unit_id != NULL)
        g_hash_table_add (flagged, finding->unit_id);
    }
  if (o->findings->len == 0)
    gtk_list_box_append (self->findings_list, no_findings_row (b->tactics));
}

/* 3-star leaders' roles (R4B) */

static void fill_roles (FfbOobView *self, FfbBattle *b);

typedef struct
{
  FfbOobView *self;
  char *leader_id;
  FfbRole role;
} RoleChange;

static void
role_change_free (RoleChange *change)
{
  g_object_unref (change->self);
  g_free (change->leader_id);
  g_free (change);
}

static gboolean
apply_role_change (gpointer data)
{
  RoleChange *change = data;
  FfbOobView *self = change->self;
  FfbBattle *b = battle (self);
  FfbPresentLeader *present = b != NULL ? ffb_battle_find_leader (b, self->side,
                                                                  change->leader_id) : NULL;
  g_autoptr(GError) error = NULL;
  gboolean organized;

  if (present == NULL || present->role == change->role)
    return G_SOURCE_REMOVE;
  /* The role decides the tree's shape: the edit organizes a stored OOB again (undo brings the
   * old tree back), and keeps the old role when that fails. */
  organized = b->oob[self->side] != NULL;
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_battle_set_leader_role (campaign (self), b, self->side, change->leader_id,
                                   change->role, &error))
    {
      ffb_document_cancel_edit (self->document);
      fill_roles (self, b); /* the row shows the role kept */
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not organize the order of battle"), error);
      return G_SOURCE_REMOVE;
    }
  ffb_document_end_edit (self->document);
  if (organized)
    ffb_ui_toast_undo (GTK_WIDGET (self), _("Organized again for the new role"));
  return G_SOURCE_REMOVE;
}

/* Applied from an idle: the edit rebuilds the role rows, this one among them, which must not
 * go while it is still notifying. */
static void
role_changed_cb (AdwComboRow *row, GParamSpec *pspec, FfbOobView *self)
{
  int index = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
  RoleChange *change;

  g_assert (index >= 0 && (guint) index < self->role_leaders->len);
  change = g_new0 (RoleChange, 1);
  change->self = g_object_ref (self);
  change->leader_id = g_strdup (g_ptr_array_index (self->role_leaders, index));
  change->role = adw_combo_row_get_selected (row);
  g_idle_add_full (G_PRIORITY_DEFAULT, apply_role_change, change,
                   (GDestroyNotify) role_change_free);
}

static GtkWidget *
role_row (FfbOobView *self, const FfbLeader *leader, FfbRole role)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) roles = gtk_string_list_new (ffb_role_display_names ());
  /* Translators: a leader; a drop-down of roles (corps leader, army leader) follows. */
  g_autofree char *title = g_strdup_printf (_("%s commands as"), leader->name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  ffb_keynav_name_choices (row);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("3 stars: corps or army leader, the referee's pick (R4B)"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (roles));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), role);
  ffb_ui_set_accessible_name (row, title);
  g_signal_connect (row, "notify::selected", G_CALLBACK (role_changed_cb), self);
  return row;
}

static void
fill_roles (FfbOobView *self, FfbBattle *b)
{
  GtkWidget *child;
  gboolean any = FALSE;
  g_autoptr(FfbRules) rules = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->roles_list))) != NULL)
    gtk_list_box_remove (self->roles_list, child);
  g_ptr_array_set_size (self->role_leaders, 0);
  rules = b != NULL ? ffb_battle_organizing_rules (b, campaign (self)->rules) : NULL;
  /* Q1: a set whose Generals all head divisions leaves the referee no 3-star role to pick. */
  for (guint i = 0; rules != NULL && ffb_rules_three_star_has_role (rules)
                    && i < b->sides[self->side].leaders->len; i++)
    {
      FfbPresentLeader *present = &g_array_index (b->sides[self->side].leaders,
                                                  FfbPresentLeader, i);
      FfbLeader *leader = ffb_campaign_find_leader (campaign (self), present->leader_id);

      if (leader == NULL || leader->stars != 3)
        continue;
      gtk_list_box_append (self->roles_list, role_row (self, leader, present->role));
      g_ptr_array_add (self->role_leaders, g_strdup (leader->id));
      any = TRUE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->roles_list), any);
}

/* Building */

static char *
summary_text (FfbOob *o, const FfbTactics *tactics)
{
  GString *text = g_string_new (NULL);
  int n_corps = ffb_unit_count_kind (o->army, FFB_UNIT_CORPS);
  int n_divisions = ffb_unit_count_kind (o->army, FFB_UNIT_DIVISION);
  int n_brigades = ffb_unit_count_kind (o->army, FFB_UNIT_BRIGADE);
  g_autofree char *stands = ffb_text_stands (ffb_unit_count_stands (o->army));
  g_autofree char *batteries = ffb_tactics_artillery_count (tactics,
                                                            ffb_unit_count_batteries (o->army));

  /* Q1: a set's Generals head divisions under the army; it has no corps to count. */
  if (tactics == NULL)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d corps", "%d corps",
                                               n_corps), n_corps);
  if (tactics == NULL)
    g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d division", "%d divisions",
                                             n_divisions), n_divisions);
  g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d brigade", "%d brigades",
                                             n_brigades), n_brigades);
  g_string_append_printf (text, " · %s · %s", stands, batteries);
  if (o->army_radius > 0)
    g_string_append_c (text, '\n');
  if (o->army_radius > 0)
    /* Translators: keep ″, the inches sign. */
    g_string_append_printf (text, _("Army command radius %d″"), o->army_radius);
  if (o->rerolls != 0)
    g_string_append (text, ", ");
  if (o->rerolls > 0)
    /* Translators: R11D is a rule id, keep it. */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d re-roll a turn (R11D)",
                                               "%d re-rolls a turn (R11D)", o->rerolls),
                            o->rerolls);
  else if (o->rerolls < 0)
    /* Translators: R11D is a rule id, keep it. */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                               "the opponent may force %d re-roll a turn (R11D)",
                                               "the opponent may force %d re-rolls a turn (R11D)",
                                               -o->rerolls),
                            -o->rerolls);
  return g_string_free (text, FALSE);
}

static void
set_tree (FfbOobView *self, const FfbBattle *b, FfbOob *o, GHashTable *flagged)
{
  g_autoptr(GListStore) root = g_list_store_new (FFB_TYPE_UNIT_ITEM);
  g_autoptr(FfbUnitItem) army = ffb_unit_item_new (o->army, campaign (self)->rules,
                                                   b->tactics, flagged);

  g_list_store_append (root, army);
  g_clear_object (&self->selection);
  self->tree = gtk_tree_list_model_new (G_LIST_MODEL (g_steal_pointer (&root)), FALSE, TRUE,
                                        create_children, NULL, NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->tree));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
}

/* Whether the battle's OOBs are rolled on ("Fair dice"): the pre-battle rolls are made. */
static gboolean
rolled_on (const FfbBattle *b)
{
  return b != NULL && ffb_battle_oob_frozen (b);
}

/* R9: a fought battle's OOB is its record: nothing on it is changed, and the tooltips say
 * why the buttons are off. "Fair dice": once the pre-battle rolls are made on it, its shape
 * and leaders are what they were rolled on (a unit may still be renamed). A read-only
 * session's buttons are off too; its shortcuts still reach the document, which takes the
 * edit back and says why (ffb_document_get_read_only). */
static void
set_editable (FfbOobView *self, gboolean editable, gboolean fought, gboolean rolled)
{
  gboolean read_only = self->document != NULL && ffb_document_get_read_only (self->document);

  const char *const actions[] = { "oob.organize", "oob.cut", "oob.cut-leader", "oob.rename" };
  GtkWidget *const buttons[] = { self->cut_button, self->cut_leader_button, self->paste_button,
                                 self->rename_button };
  const char *const tooltips[] = { _("Cut the selected unit to move it (Ctrl+X)"),
                                   _("Take the selected command's leader to exchange him "
                                     "(Shift+Ctrl+X)"),
                                   _("Move what was cut to the selected unit (Ctrl+V)"),
                                   _("Rename the selected unit (F2)") };
  /* The rename button and action are last: a name is nothing a roll rests on. */
  guint renames = G_N_ELEMENTS (buttons) - 1;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), actions[i],
                                   !fought && (!rolled || i == G_N_ELEMENTS (actions) - 1));
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      gboolean frozen = rolled && i != renames;

      gtk_widget_set_sensitive (buttons[i], editable && !read_only && !frozen);
      gtk_widget_set_tooltip_text (buttons[i], fought ? _("A fought battle's order of battle is "
                                                          "its record: it is not changed")
                                               : frozen ? _("The pre-battle rolls are made on "
                                                            "this order of battle: it is not "
                                                            "changed (Fair dice)")
                                               : read_only ? _("Read-only: only the referee's "
                                                               "passphrase opens the campaign "
                                                               "for changes")
                                                           : tooltips[i]);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->roles_list), !fought && !rolled);
}

static gboolean
tree_has_focus (FfbOobView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == GTK_WIDGET (self->list_view)
                           || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list_view)));
}

static void
rebuild (FfbOobView *self)
{
  FfbBattle *b = battle (self);
  FfbOob *o = oob (self);
  g_autoptr(GHashTable) flagged = NULL;
  g_autofree char *keep = NULL, *summary = NULL;
  gboolean had_focus;

  /* A view not on screen is built when it is shown: start-up builds only what is seen. */
  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;
  flagged = g_hash_table_new (g_str_hash, g_str_equal);
  keep = g_strdup (self->select_after != NULL ? self->select_after
                                              : ffb_oob_view_get_selected_id (self));
  summary = o != NULL ? summary_text (o, b->tactics) : NULL;
  g_clear_pointer (&self->select_after, g_free);
  fill_roles (self, b);
  fill_findings (self, b, o, flagged);
  /* Nothing organized, nothing found: no heading over an empty list either. */
  gtk_widget_set_visible (self->findings_title, o != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->findings_list), o != NULL);
  gtk_stack_set_visible_child_name (self->stack, o != NULL ? "tree" : "empty");
  gtk_label_set_text (self->summary_label, summary != NULL ? summary : _("Not organized yet"));
  set_editable (self, o != NULL && !b->fought, b != NULL && b->fought, rolled_on (b));
  if (o == NULL)
    {
      gtk_list_view_set_model (self->list_view, NULL);
      g_clear_object (&self->selection);
      return;
    }
  had_focus = tree_has_focus (self);
  set_tree (self, b, o, flagged);
  if (keep != NULL)
    ffb_oob_view_select_unit (self, keep);
  /* A move by keyboard replaces the rows under the focus: give it back to the tree. */
  if (had_focus)
    gtk_widget_grab_focus (GTK_WIDGET (self->list_view));
}

gboolean
ffb_oob_view_select_unit (FfbOobView *self, const char *unit_id)
{
  GListModel *rows;
  guint n;

  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), FALSE);
  g_return_val_if_fail (unit_id != NULL, FALSE);
  if (self->selection == NULL)
    return FALSE;
  rows = G_LIST_MODEL (self->tree);
  n = g_list_model_get_n_items (rows);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(FfbUnitItem) item = gtk_tree_list_row_get_item (row);

      if (!g_str_equal (ffb_unit_item_get_id (item), unit_id))
        continue;
      gtk_single_selection_set_selected (self->selection, i);
      gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", i);
      return TRUE;
    }
  return FALSE;
}

GListModel *
ffb_oob_view_get_rows (FfbOobView *self)
{
  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), NULL);
  return self->tree != NULL ? G_LIST_MODEL (self->tree) : NULL;
}

GtkWidget *
ffb_oob_view_get_findings_list (FfbOobView *self)
{
  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), NULL);
  return GTK_WIDGET (self->findings_list);
}

FfbSide
ffb_oob_view_get_side (FfbOobView *self)
{
  g_return_val_if_fail (FFB_IS_OOB_VIEW (self), FFB_SIDE_UNION);
  return self->side;
}

/* Gives `widget` the accessible name `name`, which it frees. */
static void
name_widget (GtkWidget *widget, char *name)
{
  ffb_ui_set_accessible_name (widget, name);
  g_free (name);
}

/* Each name is one sentence with the side in it, for translators. */
static void
set_accessible_names (FfbOobView *self)
{
  const char *side = ffb_side_display_name (self->side);

  /* Translators: in the names below, %s is a side (Union, Confederate). */
  name_widget (self->cut_button, g_strdup_printf (_("Cut the selected %s unit"), side));
  name_widget (self->cut_leader_button,
               g_strdup_printf (_("Take the selected %s command's leader"), side));
  name_widget (self->paste_button, g_strdup_printf (_("Paste into the selected %s unit"), side));
  name_widget (self->rename_button, g_strdup_printf (_("Rename the selected %s unit"), side));
  name_widget (self->organize_button, g_strdup_printf (_("Organize the %s order of battle"),
                                                       side));
  name_widget (GTK_WIDGET (self->list_view), g_strdup_printf (_("%s order of battle"), side));
  name_widget (GTK_WIDGET (self->findings_list), g_strdup_printf (_("%s findings"), side));
  name_widget (GTK_WIDGET (self->roles_list),
               g_strdup_printf (_("Roles of the %s 3-star leaders"), side));
}

void
ffb_oob_view_set_document (FfbOobView *self, FfbDocument *document, FfbSide side)
{
  g_return_if_fail (FFB_IS_OOB_VIEW (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  self->side = side;
  gtk_label_set_text (self->title_label, ffb_side_display_name (side));
  set_accessible_names (self);
  rebuild (self);
}

static void
ffb_oob_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_oob_view_parent_class)->map (widget);
  if (FFB_OOB_VIEW (widget)->stale)
    rebuild (FFB_OOB_VIEW (widget));
}

static void
ffb_oob_view_dispose (GObject *object)
{
  FfbOobView *self = FFB_OOB_VIEW (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->cut_toast);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_OOB_VIEW);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (ffb_oob_view_parent_class)->dispose (object);
}

static void
ffb_oob_view_finalize (GObject *object)
{
  FfbOobView *self = FFB_OOB_VIEW (object);

  g_free (self->cut_id);
  g_free (self->select_after);
  g_free (self->rename_id);
  g_ptr_array_unref (self->finding_units);
  g_ptr_array_unref (self->role_leaders);
  G_OBJECT_CLASS (ffb_oob_view_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbOobView, name)

static void
ffb_oob_view_class_init (FfbOobViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_oob_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_oob_view_finalize;
  widget_class->map = ffb_oob_view_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-oob-view.ui");
  BIND (box); BIND (title_label); BIND (summary_label); BIND (roles_list); BIND (stack); BIND (list_view);
  BIND (findings_title); BIND (findings_list);
  BIND (cut_button); BIND (cut_leader_button); BIND (paste_button); BIND (rename_button);
  BIND (organize_button);
  gtk_widget_class_bind_template_callback (widget_class, finding_activated_cb);
  gtk_widget_class_install_action (widget_class, "oob.organize", NULL, organize_action);
  gtk_widget_class_install_action (widget_class, "oob.cut", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "oob.cut-leader", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "oob.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "oob.rename", NULL, rename_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, GDK_CONTROL_MASK, "oob.cut",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_X,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "oob.cut-leader",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "oob.paste",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "oob.rename", NULL);
}

static void
ffb_oob_view_init (FfbOobView *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  self->finding_units = g_ptr_array_new_with_free_func (g_free);
  self->role_leaders = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = ffb_document_follow_new (self, G_CALLBACK (rebuild));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  ffb_keynav_one_tab_stop (GTK_WIDGET (self->list_view));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "oob.paste", FALSE);
}

GtkWidget *
ffb_oob_view_new (void)
{
  return g_object_new (FFB_TYPE_OOB_VIEW, NULL);
}

void
ffb_oob_view_set_show_title (FfbOobView *self, gboolean show)
{
  g_return_if_fail (FFB_IS_OOB_VIEW (self));
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), show);
}
