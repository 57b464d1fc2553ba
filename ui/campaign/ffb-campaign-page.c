/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-page.c: the Campaign page (see ffb-campaign-page.h and, for how its files
 * share the work, ffb-campaign-page-private.h).
 *
 * The fixed part (name, CW turn) comes from the template; each side's group and the battle
 * list are built from the campaign and rebuilt when it is replaced (open, undo) or changed
 * elsewhere. An edit made here in place (a name, a count) does not rebuild the rows, so the
 * control being used keeps its focus; only the totals follow it. */
#include "ffb-campaign-page-private.h"

#include "ffb-edit.h"
#include "ffb-leader-dialog.h"
#include "ffb-keynav.h"
#include "ffb-narrow.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

enum
{
  BATTLE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbCampaignPage, ffb_campaign_page, GTK_TYPE_WIDGET)

static FfbCampaign *
campaign (FfbCampaignPage *self)
{
  return ffb_campaign_page_campaign (self);
}

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

GtkWindow *
ffb_campaign_page_window (FfbCampaignPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

void
ffb_campaign_page_emit_battle_activated (FfbCampaignPage *self)
{
  g_signal_emit (self, signals[BATTLE_ACTIVATED], 0);
}

/* Totals by experience (R4F) and the losses carried short of a whole SP (R9A), from the
 * engine: the carried stands count in the next battle's losses, so the referee sees them. */
static char *
side_totals_text (FfbCampaign *c, FfbSide side)
{
  GString *text = g_string_new (NULL);
  g_autofree char *carried = ffb_campaign_carried_text (c, side);

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    g_string_append_printf (text, "%s%s %d SP", e > 0 ? " · " : "", ffb_ui_experience_name (e),
                            ffb_campaign_sp_total (c, side, e));
  g_string_append_printf (text, "\nLosses carried (R9A): %s",
                          carried != NULL ? carried : "none");
  return g_string_free (text, FALSE);
}

static void
update_totals (FfbCampaignPage *self)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (self->side_group[side] != NULL)
      {
        g_autofree char *totals = side_totals_text (campaign (self), side);
        adw_preferences_group_set_description (self->side_group[side], totals);
      }
}

/* Leaders */

/* The status goes through the engine, which takes a lost leader out of the battles still to
 * fight or refuses while a battle under way names him; the other fields are kept either way. */
static void
leader_saved_cb (FfbLeaderDialog *dialog, FfbCampaignPage *self)
{
  const char *id = ffb_leader_dialog_get_leader_id (dialog);
  g_autoptr(GError) error = NULL;
  FfbLeader *leader;
  gboolean status_set;

  ffb_document_begin_edit (self->document, NULL);
  if (id == NULL || (leader = ffb_campaign_find_leader (campaign (self), id)) == NULL)
    {
      g_autofree char *new_id = ffb_campaign_new_leader_id (campaign (self),
                                                            ffb_leader_dialog_get_name (dialog));
      leader = ffb_leader_new (new_id, NULL, ffb_leader_dialog_get_side (dialog), 1);
      ffb_campaign_add_leader (campaign (self), leader);
    }
  ffb_leader_dialog_apply (dialog, leader);
  status_set = ffb_campaign_set_leader_status (campaign (self), leader->id,
                                               ffb_leader_dialog_get_status (dialog), &error);
  ffb_document_end_edit (self->document);
  if (!status_set)
    ffb_ui_show_error (GTK_WIDGET (self), "The leader's status was not changed", error);
}

static void
open_leader_dialog (FfbCampaignPage *self, const FfbLeader *leader, FfbSide side)
{
  FfbLeaderDialog *dialog = ffb_leader_dialog_new (ffb_campaign_page_window (self), leader,
                                                   side);

  g_signal_connect_object (dialog, "save", G_CALLBACK (leader_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
edit_leader_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "leader-id");
  FfbLeader *leader = ffb_campaign_find_leader (campaign (self), id);

  if (leader != NULL)
    open_leader_dialog (self, leader, leader->side);
}

static void
remove_leader_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "leader-id");
  FfbLeader *leader = ffb_campaign_find_leader (campaign (self), id);

  if (leader != NULL)
    ffb_campaign_page_remove (self, ffb_campaign_remove_leader, id, leader->name,
                              "Could not remove the leader");
}

gboolean
ffb_campaign_page_remove (FfbCampaignPage *self, FfbCampaignRemove remove, const char *id,
                          const char *name, const char *refusal)
{
  g_autofree char *message = g_strdup_printf ("Removed %s", name);
  g_autoptr(GError) error = NULL;

  ffb_document_begin_edit (self->document, NULL);
  if (!remove (campaign (self), id, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), refusal, error);
      return FALSE;
    }
  ffb_document_end_edit (self->document);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
  return TRUE;
}

/* Up (more senior) or down the side's seniority: one undoable edit, refused with the
 * engine's sentence when he is already first or last. */
static void
move_leader_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "leader-id");
  int step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "step"));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  FfbLeader *leader = ffb_campaign_find_leader (campaign (self), id);

  if (leader == NULL)
    return;
  message = g_strdup_printf (step < 0 ? "%s is now more senior" : "%s is now more junior",
                             leader->name);
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_campaign_move_leader (campaign (self), id, step, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_toast (GTK_WIDGET (self), error->message);
      return;
    }
  ffb_document_end_edit (self->document);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

/* `at_end`: he is already first (for up) or last (for down): the button is off, and its
 * tooltip says why. */
static GtkWidget *
move_leader_button (FfbCampaignPage *self, const FfbLeader *leader, int step, gboolean at_end)
{
  g_autofree char *name = g_strdup_printf (step < 0 ? "Move %s up: more senior"
                                                    : "Move %s down: more junior", leader->name);
  GtkWidget *button = ffb_campaign_page_icon_button (step < 0 ? "go-up-symbolic"
                                                              : "go-down-symbolic",
                                                     name, "leader-id", leader->id);

  g_object_set_data (G_OBJECT (button), "step", GINT_TO_POINTER (step));
  g_signal_connect (button, "clicked", G_CALLBACK (move_leader_clicked_cb), self);
  if (at_end)
    {
      g_autofree char *why = g_strdup_printf ("%s is the %s %s leader", leader->name,
                                              step < 0 ? "most senior" : "most junior",
                                              ffb_side_display_name (leader->side));

      gtk_widget_set_tooltip_text (button, why);
      gtk_widget_set_sensitive (button, FALSE);
    }
  return button;
}

static char *
leader_summary (const FfbLeader *leader)
{
  return g_strdup_printf ("%d star%s · initiative %d · tactical %+d · army command %+d%s%s%s",
                          leader->stars, leader->stars == 1 ? "" : "s", leader->initiative,
                          leader->tactical, leader->army_command,
                          leader->cavalry ? " · cavalry" : "",
                          leader->status != FFB_LEADER_ACTIVE ? " · " : "",
                          leader->status != FFB_LEADER_ACTIVE
                            ? ffb_ui_status_name (leader->status) : "");
}

GtkWidget *
ffb_campaign_page_icon_button (const char *icon, const char *accessible_name, const char *key,
                               const char *id)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, accessible_name);
  ffb_ui_set_accessible_name (button, accessible_name);
  if (key != NULL)
    g_object_set_data_full (G_OBJECT (button), key, g_strdup (id), g_free);
  return button;
}

static GtkWidget *
leader_row (FfbCampaignPage *self, FfbLeader *leader, gboolean first, gboolean last)
{
  g_autofree char *summary = leader_summary (leader);
  g_autofree char *edit_name = g_strdup_printf ("Edit %s", leader->name);
  g_autofree char *remove_name = g_strdup_printf ("Remove %s", leader->name);
  GtkWidget *edit = ffb_campaign_page_icon_button ("document-edit-symbolic", edit_name,
                                                    "leader-id", leader->id);
  GtkWidget *remove = ffb_campaign_page_icon_button ("user-trash-symbolic", remove_name,
                                                      "leader-id", leader->id);
  GtkWidget *row = ffb_ui_row_new (leader->name, summary, edit);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  /* Seniority (R4B): the list is senior first, and these move him within it. */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_leader_button (self, leader, -1, first));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_leader_button (self, leader, 1, last));
  g_signal_connect (edit, "clicked", G_CALLBACK (edit_leader_clicked_cb), self);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_leader_clicked_cb), self);
  return row;
}

static void
fill_leaders (FfbCampaignPage *self, GtkWidget *expander, FfbSide side)
{
  GPtrArray *leaders = campaign (self)->leaders;
  guint left = 0, done = 0;

  for (guint i = 0; i < leaders->len; i++)
    left += ((FfbLeader *) g_ptr_array_index (leaders, i))->side == side;
  for (guint i = 0; i < leaders->len; i++)
    {
      FfbLeader *leader = g_ptr_array_index (leaders, i);

      if (leader->side != side)
        continue;
      done++;
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                leader_row (self, leader, done == 1, done == left));
    }
}

/* Lists */

typedef void (*FillFunc) (FfbCampaignPage *self, GtkWidget *expander, FfbSide side);
typedef void (*AddFunc) (FfbCampaignPage *self, FfbSide side);

enum { LIST_SP_GROUPS, LIST_LEADERS };

static void
add_leader (FfbCampaignPage *self, FfbSide side)
{
  open_leader_dialog (self, NULL, side);
}

static const struct
{
  const char *title;
  const char *noun;  /* one of the list's items, for its Add button */
  const char *empty; /* the subtitle of an empty list: what to do next */
  FillFunc fill;
  AddFunc add;
} lists[] = {
  [LIST_SP_GROUPS] = { "Strength points", "SP group",
                       "None yet: add the side's SPs with the + button",
                       ffb_campaign_groups_fill, ffb_campaign_groups_add },
  [LIST_LEADERS] = { "Leaders", "leader",
                     "None yet: add the side's leader counters with the + button",
                     fill_leaders, add_leader },
};

/* A list's rows are made when it is first opened: a campaign has many, and start-up should
 * pay only for what is seen. */
static void
expanded_cb (AdwExpanderRow *expander, GParamSpec *pspec, FfbCampaignPage *self)
{
  FfbSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (expander), "side"));
  int list = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (expander), "list"));

  self->expanded[side][list] = adw_expander_row_get_expanded (expander);
  if (!self->expanded[side][list] || g_object_get_data (G_OBJECT (expander), "filled"))
    return;
  g_object_set_data (G_OBJECT (expander), "filled", GINT_TO_POINTER (TRUE));
  lists[list].fill (self, GTK_WIDGET (expander), side);
}

static void
add_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  FfbSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  int list = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "list"));

  /* The list shows what was added when the page is rebuilt after the edit. */
  self->expanded[side][list] = TRUE;
  lists[list].add (self, side);
}

static GtkWidget *
add_button (FfbCampaignPage *self, FfbSide side, int list)
{
  g_autofree char *name = g_strdup_printf ("Add a %s %s", ffb_side_display_name (side),
                                           lists[list].noun);
  GtkWidget *add = ffb_campaign_page_icon_button ("list-add-symbolic", name, NULL, NULL);

  g_object_set_data (G_OBJECT (add), "side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (add), "list", GINT_TO_POINTER (list));
  g_signal_connect (add, "clicked", G_CALLBACK (add_clicked_cb), self);
  return add;
}

static guint
count_on_side (GPtrArray *array, gsize side_offset, FfbSide side)
{
  guint n = 0;

  for (guint i = 0; i < array->len; i++)
    n += G_STRUCT_MEMBER (FfbSide, g_ptr_array_index (array, i), side_offset) == side;
  return n;
}

static char *
list_subtitle (FfbCampaignPage *self, FfbSide side, int list)
{
  FfbCampaign *c = campaign (self);
  guint n;

  if (list == LIST_SP_GROUPS)
    n = count_on_side (c->sp_groups, G_STRUCT_OFFSET (FfbSpGroup, side), side);
  else
    n = count_on_side (c->leaders, G_STRUCT_OFFSET (FfbLeader, side), side);
  if (n == 0)
    return g_strdup (lists[list].empty);
  if (list == LIST_SP_GROUPS)
    return g_strdup_printf ("%u group%s on the campaign map", n, n == 1 ? "" : "s");
  return g_strdup_printf ("%u leader counter%s, senior first", n, n == 1 ? "" : "s");
}

static GtkWidget *
list_expander (FfbCampaignPage *self, FfbSide side, int list)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *subtitle = list_subtitle (self, side, list);
  gboolean empty = g_str_equal (subtitle, lists[list].empty);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), lists[list].title);
  ffb_keynav_name_expander_row (expander);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), add_button (self, side, list));
  g_object_set_data (G_OBJECT (expander), "side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (expander), "list", GINT_TO_POINTER (list));
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
  /* An empty list has nothing to open; its + button is the way on. */
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (expander), !empty);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander),
                                 !empty && self->expanded[side][list]);
  return expander;
}

static GtkWidget *
side_group (FfbCampaignPage *self, FfbSide side)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), ffb_side_display_name (side));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             list_expander (self, side, LIST_SP_GROUPS));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             list_expander (self, side, LIST_LEADERS));
  return group;
}

/* Building */

static void
clear_groups (FfbCampaignPage *self)
{
  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->preferences, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
  self->side_group[0] = self->side_group[1] = NULL;
}

static void
add_group (FfbCampaignPage *self, GtkWidget *group)
{
  adw_preferences_page_add (self->preferences, ADW_PREFERENCES_GROUP (group));
  g_ptr_array_add (self->groups, group);
}

/* The sides and battles, what a campaign is made of, come first; the passphrases and the
 * promotion track (of the template) after them. */
static void
keep_last (FfbCampaignPage *self, GtkWidget *group)
{
  g_object_ref (group);
  adw_preferences_page_remove (self->preferences, ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (self->preferences, ADW_PREFERENCES_GROUP (group));
  g_object_unref (group);
}

static void
rebuild (FfbCampaignPage *self)
{
  FfbCampaign *c = campaign (self);

  clear_groups (self);
  if (c == NULL)
    return;
  self->populating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), c->name);
  gtk_drop_down_set_selected (self->months_drop, c->months);
  gtk_spin_button_set_value (self->year_spin, c->year);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      GtkWidget *group = side_group (self, side);
      self->side_group[side] = ADW_PREFERENCES_GROUP (group);
      add_group (self, group);
    }
  add_group (self, ffb_campaign_battles_group (self));
  keep_last (self, GTK_WIDGET (self->passphrase_group));
  keep_last (self, GTK_WIDGET (self->promotion_group));
  update_totals (self);
  self->populating = FALSE;
}

static void
document_changed_cb (FfbCampaignPage *self)
{
  if (self->editing)
    update_totals (self);
  else
    rebuild (self);
}

static void
name_changed_cb (FfbCampaignPage *self)
{
  FfbCampaign *c = campaign (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_row));

  if (self->populating || c == NULL || g_strcmp0 (text, c->name) == 0)
    return;
  ffb_campaign_page_edit_begin (self, "campaign-name");
  g_free (c->name);
  c->name = g_strdup (text);
  ffb_campaign_page_edit_end (self);
}

static void
turn_changed_cb (FfbCampaignPage *self)
{
  FfbCampaign *c = campaign (self);

  if (self->populating || c == NULL)
    return;
  ffb_campaign_page_edit_begin (self, "campaign-turn");
  c->year = gtk_spin_button_get_value_as_int (self->year_spin);
  c->months = gtk_drop_down_get_selected (self->months_drop);
  ffb_campaign_page_edit_end (self);
}

void
ffb_campaign_page_set_document (FfbCampaignPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_CAMPAIGN_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  ffb_passphrase_group_set_document (self->passphrase_group, document);
  ffb_promotion_group_set_document (self->promotion_group, document);
  rebuild (self);
}

static void
ffb_campaign_page_dispose (GObject *object)
{
  FfbCampaignPage *self = FFB_CAMPAIGN_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_CAMPAIGN_PAGE);
  G_OBJECT_CLASS (ffb_campaign_page_parent_class)->dispose (object);
}

static void
ffb_campaign_page_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_CAMPAIGN_PAGE (object)->groups);
  G_OBJECT_CLASS (ffb_campaign_page_parent_class)->finalize (object);
}

static void
ffb_campaign_page_class_init (FfbCampaignPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_campaign_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_campaign_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/FFBridge/ui/ffb-campaign-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, preferences);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, months_drop);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, year_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, passphrase_group);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, promotion_group);

  /* The referee picked a battle to set up. */
  signals[BATTLE_ACTIVATED] = g_signal_new ("battle-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
}

static void
ffb_campaign_page_init (FfbCampaignPage *self)
{
  g_autoptr(GtkStringList) months = NULL;

  g_type_ensure (FFB_TYPE_PASSPHRASE_GROUP);
  g_type_ensure (FFB_TYPE_PROMOTION_GROUP);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->groups = g_ptr_array_new ();
  months = gtk_string_list_new (ffb_ui_months_names ());
  gtk_drop_down_set_model (self->months_drop, G_LIST_MODEL (months));
  ffb_keynav_name_drop_down (GTK_WIDGET (self->months_drop), "Months of the CW turn");
  ffb_narrow_drop_down (self->months_drop);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->name_row), "Campaign name");
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (name_changed_cb), self);
  g_signal_connect_swapped (self->year_spin, "value-changed", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect_swapped (self->months_drop, "notify::selected", G_CALLBACK (turn_changed_cb),
                            self);
}

GtkWidget *
ffb_campaign_page_new (void)
{
  return g_object_new (FFB_TYPE_CAMPAIGN_PAGE, NULL);
}
