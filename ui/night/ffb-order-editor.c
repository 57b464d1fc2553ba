/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-order-editor.c: planning one flank march (see ffb-order-editor.h). */
#include "ffb-order-editor.h"

#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-night.h"
#include "ffb-order-preview.h"
#include "ffb-text.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbOrderEditor
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  FfbSide side;
  FfbFlank flank;
  GPtrArray *leader_ids;   /* char*, parallel to the combo; [0] NULL: each unit's own commander */
  GPtrArray *switches;     /* UnitSwitch*, a row each */
  GPtrArray *finding_rows; /* the rows showing the current refusals */
  gboolean can_send;

  GtkWidget *send_button;
  AdwComboRow *leader_row;
  AdwExpanderRow *units_row;
  AdwActionRow *odds_row;
};

G_DEFINE_FINAL_TYPE (FfbOrderEditor, ffb_order_editor, ADW_TYPE_PREFERENCES_GROUP)

/* A unit's switch and the unit it sends (the row owns the switch). */
typedef struct
{
  GtkSwitch *toggle;
  char *unit_id;
  char *commander;
} UnitSwitch;

static void
unit_switch_free (gpointer data)
{
  UnitSwitch *unit_switch = data;

  g_free (unit_switch->unit_id);
  g_free (unit_switch->commander);
  g_free (unit_switch);
}

/* The leader the march would have: the one picked, else the commander of the first unit
 * ticked (a division marches under its own leader unless told otherwise). */
static const char *
planned_leader (FfbOrderEditor *self)
{
  guint picked = adw_combo_row_get_selected (self->leader_row);

  if (picked > 0 && picked < self->leader_ids->len)
    return g_ptr_array_index (self->leader_ids, picked);
  for (guint i = 0; i < self->switches->len; i++)
    {
      UnitSwitch *unit_switch = g_ptr_array_index (self->switches, i);

      if (gtk_switch_get_active (unit_switch->toggle))
        return unit_switch->commander;
    }
  return NULL;
}

static FfbFlankOrder *
planned_order (FfbOrderEditor *self)
{
  const char *leader = planned_leader (self);
  FfbFlankOrder *order = ffb_flank_order_new (self->side, self->flank,
                                              leader != NULL ? leader : "");

  for (guint i = 0; i < self->switches->len; i++)
    {
      UnitSwitch *unit_switch = g_ptr_array_index (self->switches, i);

      if (gtk_switch_get_active (unit_switch->toggle))
        ffb_flank_order_add_unit (order, unit_switch->unit_id);
    }
  return order;
}

static void
clear_findings (FfbOrderEditor *self)
{
  for (guint i = 0; i < self->finding_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self),
                                  g_ptr_array_index (self->finding_rows, i));
  g_ptr_array_set_size (self->finding_rows, 0);
}

static void
add_finding (FfbOrderEditor *self, const char *rule, const char *message)
{
  GtkWidget *row = ffb_night_rule_row (rule, message, NULL);

  gtk_widget_add_css_class (row, "error");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
  g_ptr_array_add (self->finding_rows, row);
}

/* The battle's tactical rules, whose words the editor speaks (Q1: guns, FF batteries). */
static const FfbTactics *
tactics (FfbOrderEditor *self)
{
  FfbBattle *b = ffb_document_get_battle (self->document);

  return b != NULL ? b->tactics : NULL;
}

static void
set_can_send (FfbOrderEditor *self, gboolean can_send)
{
  self->can_send = can_send;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "order.send", can_send);
}

static void
show_preview (FfbOrderEditor *self, const FfbOrderPreview *preview)
{
  g_autofree char *odds = ffb_night_odds_text (&preview->odds);
  g_autofree char *leader = NULL, *size = NULL;
  g_autofree char *stands = ffb_text_stands (preview->size.stands);
  g_autofree char *batteries = ffb_tactics_artillery_count (tactics (self),
                                                            preview->size.batteries);

  if (preview->size.cavalry_stands > 0)
    /* Translators: the march's stands (as "12 stands"), then its batteries. */
    size = g_strdup_printf (_("%s (cavalry among them) · %s"), stands, batteries);
  else
    size = g_strdup_printf ("%s · %s", stands, batteries);
  adw_expander_row_set_subtitle (self->units_row, size);
  if (preview->leader_name != NULL)
    /* Translators: a leader, his initiative, the die modifier (keep %+d), then the odds of each
     * march on a line of their own; R7C is a rule id, keep it. */
    leader = g_strdup_printf (_("%s, initiative %d; the die %+d for the ground (R7C):\n%s"),
                              preview->leader_name, preview->initiative, preview->modifier,
                              odds);
  adw_action_row_set_subtitle (self->odds_row, leader != NULL ? leader : _("No leader of yours"));
  for (guint i = 0; i < preview->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (preview->findings, i);

      add_finding (self, finding->rule, finding->message);
    }
}

static void
update (FfbOrderEditor *self)
{
  g_autoptr(FfbFlankOrder) order = planned_order (self);
  g_autoptr(FfbOrderPreview) preview = NULL;
  g_autoptr(GError) error = NULL;
  FfbBattle *battle = ffb_document_get_battle (self->document);

  clear_findings (self);
  set_can_send (self, FALSE);
  if (order->unit_ids->len == 0 || battle == NULL)
    {
      adw_expander_row_set_subtitle (self->units_row, _("None picked yet"));
      adw_action_row_set_subtitle (self->odds_row, _("Pick the units that march first"));
      return;
    }
  preview = ffb_order_preview_new (ffb_document_get_campaign (self->document), battle, order,
                                   &error);
  if (preview == NULL)
    {
      add_finding (self, "R5B", error->message);
      return;
    }
  show_preview (self, preview);
  set_can_send (self, ffb_order_preview_accepted (preview));
}

/* Sending */

static gboolean
give_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  const FfbFinding *first;

  if (ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle, data,
                              findings))
    return TRUE;
  first = g_ptr_array_index (findings, 0);
  g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, "%s: %s", first->rule, first->message);
  return FALSE;
}

gboolean
ffb_order_editor_send (FfbOrderEditor *self, GError **error)
{
  g_autoptr(FfbFlankOrder) order = NULL;

  g_return_val_if_fail (FFB_IS_ORDER_EDITOR (self), FALSE);
  order = planned_order (self);
  return ffb_night_run (self->document, NULL, give_step, order, error);
}

static void
send_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbOrderEditor *self = FFB_ORDER_EDITOR (widget);
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  /* Translators: %s is "left flank" or "right flank"; R7B is a rule id, keep it. */
  g_autofree char *message = g_strdup_printf (_("The %s march is sent, sealed until its notice "
                                                "(R7B)"), ffb_night_flank_words (self->flank));
  g_autoptr(GError) error = NULL;

  /* Sending rebuilds the view that holds this editor: keep it until done. */
  g_object_ref (self);
  if (ffb_order_editor_send (self, &error))
    {
      if (overlay != NULL)
        ffb_ui_toast (overlay, message);
    }
  else
    ffb_ui_show_error (widget, _("The neutral party refused the march"), error);
  g_object_unref (self);
}

/* Building from the copy's OOB */

static const char *
commander_of (const FfbUnit *unit)
{
  for (const FfbUnit *up = unit; up != NULL; up = up->parent)
    if (up->leader_id != NULL)
      return up->leader_id;
  return NULL;
}

static char *
brigade_subtitle (const FfbUnit *unit)
{
  const char *experience = ffb_experience_display_name (unit->experience);

  if (unit->cavalry)
    /* Translators: a brigade's cavalry stands, then its experience (Green, Veteran, Crack). */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d cavalry stand · %s",
                                         "%d cavalry stands · %s", unit->stands),
                            unit->stands, experience);
  /* Translators: a brigade's stands, then its experience (Green, Veteran, Crack). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d stand · %s", "%d stands · %s",
                                       unit->stands),
                          unit->stands, experience);
}

static char *
unit_subtitle (const FfbUnit *unit, const FfbTactics *tactics)
{
  switch (unit->kind)
    {
    case FFB_UNIT_BRIGADE:
      return brigade_subtitle (unit);
    case FFB_UNIT_BATTERY:
      return g_strdup (ffb_tactics_artillery_name (tactics, unit->horse));
    default:
      {
        g_autofree char *stands = ffb_text_stands (ffb_unit_count_stands (unit));
        g_autofree char *batteries = ffb_tactics_artillery_count (tactics,
                                                                  ffb_unit_count_batteries (unit));

        return g_strdup_printf ("%s · %s · %s",
                                unit->leader_name != NULL ? unit->leader_name
                                                          : _("Generated leader"),
                                stands, batteries);
      }
    }
}

/* A row a unit: indented under its command, a switch to send it. */
static void
add_unit_row (FfbOrderEditor *self, const FfbUnit *unit, int depth)
{
  g_autofree char *path = ffb_unit_path (unit);
  g_autofree char *name = g_strdup_printf (_("March with %s"), path);
  g_autofree char *subtitle = unit_subtitle (unit, tactics (self));
  GtkWidget *toggle = gtk_switch_new ();
  GtkWidget *row = ffb_ui_row_new (unit->name, subtitle, toggle);
  GtkWidget *indent = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  UnitSwitch *unit_switch = g_new0 (UnitSwitch, 1);

  gtk_widget_set_size_request (indent, 24 * depth, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), indent);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (toggle, name);
  unit_switch->toggle = GTK_SWITCH (toggle);
  unit_switch->unit_id = g_strdup (unit->id);
  unit_switch->commander = g_strdup (commander_of (unit));
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (update), self);
  adw_expander_row_add_row (self->units_row, row);
  g_ptr_array_add (self->switches, unit_switch);
}

static void
add_units (FfbOrderEditor *self, GtkStringList *leaders, const FfbUnit *unit, int depth)
{
  if (unit->kind != FFB_UNIT_ARMY)
    add_unit_row (self, unit, depth);
  if (unit->leader_id != NULL)
    {
      g_autofree char *path = ffb_unit_path (unit);
      /* Translators: a leader, then what he commands: "army", or his division or corps. */
      g_autofree char *item = g_strdup_printf (_("%s (%s)"), unit->leader_name,
                                               unit->kind == FFB_UNIT_ARMY ? _("army") : path);

      gtk_string_list_append (leaders, item);
      g_ptr_array_add (self->leader_ids, g_strdup (unit->leader_id));
    }
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_units (self, leaders, g_ptr_array_index (unit->children, i),
               unit->kind == FFB_UNIT_ARMY ? 0 : depth + 1);
}

static void
build (FfbOrderEditor *self, const FfbReaderView *view)
{
  g_autoptr(GtkStringList) leaders = gtk_string_list_new (NULL);
  /* Translators: %s is a flank (Left, Right); R5 is a rule id, keep it. */
  g_autofree char *title = g_strdup_printf (_("%s Flank March (R5)"),
                                            ffb_flank_display_name (self->flank));
  /* Translators: accessible names; %s is "left flank" or "right flank". */
  g_autofree char *send_name = g_strdup_printf (_("Send the %s march"),
                                                ffb_night_flank_words (self->flank));
  g_autofree char *leader_name = g_strdup_printf (_("Leader of the %s march"),
                                                  ffb_night_flank_words (self->flank));
  FfbOob *oob = view->oobs[self->side];

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  ffb_ui_set_accessible_name (self->send_button, send_name);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->leader_row), leader_name);
  gtk_string_list_append (leaders, _("Each unit's own commander"));
  g_ptr_array_add (self->leader_ids, NULL);
  if (oob != NULL)
    add_units (self, leaders, oob->army, 0);
  adw_combo_row_set_model (self->leader_row, G_LIST_MODEL (leaders));
  ffb_keynav_name_choices (GTK_WIDGET (self->leader_row));
}

gboolean
ffb_order_editor_set_unit (FfbOrderEditor *self, const char *unit_id, gboolean marches)
{
  g_return_val_if_fail (FFB_IS_ORDER_EDITOR (self), FALSE);

  for (guint i = 0; i < self->switches->len; i++)
    {
      UnitSwitch *unit_switch = g_ptr_array_index (self->switches, i);

      if (g_strcmp0 (unit_switch->unit_id, unit_id) == 0)
        {
          gtk_switch_set_active (unit_switch->toggle, marches);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ffb_order_editor_get_can_send (FfbOrderEditor *self)
{
  g_return_val_if_fail (FFB_IS_ORDER_EDITOR (self), FALSE);
  return self->can_send;
}

/* GObject */

static void
ffb_order_editor_dispose (GObject *object)
{
  FfbOrderEditor *self = FFB_ORDER_EDITOR (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_ORDER_EDITOR);
  G_OBJECT_CLASS (ffb_order_editor_parent_class)->dispose (object);
}

static void
ffb_order_editor_finalize (GObject *object)
{
  FfbOrderEditor *self = FFB_ORDER_EDITOR (object);

  g_ptr_array_unref (self->leader_ids);
  g_ptr_array_unref (self->switches);
  g_ptr_array_unref (self->finding_rows);
  G_OBJECT_CLASS (ffb_order_editor_parent_class)->finalize (object);
}

static void
ffb_order_editor_class_init (FfbOrderEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_order_editor_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_order_editor_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-order-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbOrderEditor, send_button);
  gtk_widget_class_bind_template_child (widget_class, FfbOrderEditor, leader_row);
  gtk_widget_class_bind_template_child (widget_class, FfbOrderEditor, units_row);
  gtk_widget_class_bind_template_child (widget_class, FfbOrderEditor, odds_row);
  gtk_widget_class_bind_template_callback (widget_class, update);
  gtk_widget_class_install_action (widget_class, "order.send", NULL, send_action);
}

static void
ffb_order_editor_init (FfbOrderEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->leader_ids = g_ptr_array_new_with_free_func (g_free);
  self->switches = g_ptr_array_new_with_free_func (unit_switch_free);
  self->finding_rows = g_ptr_array_new ();
  ffb_keynav_name_expander_row (GTK_WIDGET (self->units_row));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "order.send", FALSE);
}

GtkWidget *
ffb_order_editor_new (FfbDocument *document, const FfbReaderView *view, FfbFlank flank)
{
  FfbOrderEditor *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document) && view != NULL, NULL);
  g_return_val_if_fail (view->reader != FFB_READER_REFEREE, NULL);

  self = g_object_new (FFB_TYPE_ORDER_EDITOR, NULL);
  self->document = g_object_ref (document);
  self->side = view->reader == FFB_READER_UNION ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  self->flank = flank;
  /* Q1: a quick battle's army has no corps, and its artillery are guns. */
  if (tactics (self) != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
                                           _("Tick whole divisions, brigades or guns. A march "
                                             "takes at least one SP's worth of stands, all "
                                             "marches together at most half the army's (R5A), "
                                             "under a leader whose rank fits its size (R5B)."));
  build (self, view);
  return GTK_WIDGET (self);
}
