/* ffb-campaign-page.c: the Campaign page (see ffb-campaign-page.h).
 *
 * The fixed part (name, CW turn) comes from the template; each side's group and the battle
 * list are built from the campaign and rebuilt when it is replaced (open, undo) or changed
 * elsewhere. An edit made here does not rebuild the rows, so the control being used keeps
 * its focus; only the totals follow it. */
#include "ffb-campaign-page.h"

#include "ffb-edit.h"
#include "ffb-leader-dialog.h"
#include "ffb-passphrase-group.h"
#include "ffb-promotion-group.h"
#include "ffb-ui.h"

struct _FfbCampaignPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  gboolean populating; /* filling controls from the model: their signals are not edits */
  gboolean editing;    /* an edit made on this page is being applied */
  GPtrArray *groups;   /* AdwPreferencesGroup* built from the campaign */
  /* Which lists are open, kept across rebuilds so an edit does not close the list in use. */
  gboolean expanded[FFB_N_SIDES][2];
  AdwPreferencesGroup *side_group[FFB_N_SIDES];

  AdwPreferencesPage *preferences;
  AdwEntryRow *name_row;
  GtkDropDown *months_drop;
  GtkSpinButton *year_spin;
  FfbPassphraseGroup *passphrase_group;
  FfbPromotionGroup *promotion_group;
};

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
  return ffb_document_get_campaign (self->document);
}

static void
edit_begin (FfbCampaignPage *self, const char *merge_key)
{
  self->editing = TRUE;
  ffb_document_begin_edit (self->document, merge_key);
}

static void
edit_end (FfbCampaignPage *self)
{
  ffb_document_end_edit (self->document);
  self->editing = FALSE;
}

/* Totals by experience (R4F), from the engine. */
static char *
side_totals_text (FfbCampaign *c, FfbSide side)
{
  GString *text = g_string_new (NULL);

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    g_string_append_printf (text, "%s%s %d SP", e > 0 ? " · " : "", ffb_ui_experience_name (e),
                            ffb_campaign_sp_total (c, side, e));
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

/* SP groups */

static void
group_count_changed_cb (GtkSpinButton *spin, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (spin), "group-id");
  g_autofree char *key = g_strconcat ("group-count:", id, NULL);
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (self), id);

  if (self->populating || group == NULL)
    return;
  edit_begin (self, key);
  group->count = gtk_spin_button_get_value_as_int (spin);
  edit_end (self);
}

static void
group_experience_changed_cb (GtkDropDown *drop, GParamSpec *pspec, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (drop), "group-id");
  FfbSpGroup *group = ffb_campaign_find_sp_group (campaign (self), id);

  if (self->populating || group == NULL)
    return;
  edit_begin (self, NULL);
  group->experience = gtk_drop_down_get_selected (drop);
  edit_end (self);
}

static GtkWidget *
sp_group_row (FfbCampaignPage *self, FfbSpGroup *group)
{
  FfbLeader *commander = group->commander != NULL
                           ? ffb_campaign_find_leader (campaign (self), group->commander) : NULL;
  g_autofree char *subtitle = commander != NULL ? g_strdup_printf ("Under %s", commander->name)
                                                : g_strdup ("No commander");
  g_autofree char *count_name = g_strdup_printf ("SPs of %s", group->name);
  g_autofree char *experience_name = g_strdup_printf ("Experience of %s", group->name);
  GtkWidget *experience = ffb_ui_drop_down_new (ffb_ui_experience_names (), group->experience,
                                                experience_name);
  GtkWidget *count = ffb_ui_spin_new (0, FFB_MAX_SP, group->count, count_name);
  /* The experience first, then the count: the order the totals above read in. */
  GtkWidget *row = ffb_ui_row_new (group->name, subtitle, experience);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), count);
  g_object_set_data_full (G_OBJECT (count), "group-id", g_strdup (group->id), g_free);
  g_object_set_data_full (G_OBJECT (experience), "group-id", g_strdup (group->id), g_free);
  g_signal_connect (count, "value-changed", G_CALLBACK (group_count_changed_cb), self);
  g_signal_connect (experience, "notify::selected", G_CALLBACK (group_experience_changed_cb),
                    self);
  return row;
}

static void
fill_sp_groups (FfbCampaignPage *self, GtkWidget *expander, FfbSide side)
{
  for (guint i = 0; i < campaign (self)->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (campaign (self)->sp_groups, i);

      if (group->side == side)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), sp_group_row (self, group));
    }
}

/* Leaders */

static void
leader_saved_cb (FfbLeaderDialog *dialog, FfbCampaignPage *self)
{
  const char *id = ffb_leader_dialog_get_leader_id (dialog);
  FfbLeader *leader;

  ffb_document_begin_edit (self->document, NULL);
  if (id != NULL && (leader = ffb_campaign_find_leader (campaign (self), id)) != NULL)
    ffb_leader_dialog_apply (dialog, leader);
  else
    {
      g_autofree char *new_id = ffb_campaign_new_leader_id (campaign (self),
                                                            ffb_leader_dialog_get_name (dialog));
      leader = ffb_leader_new (new_id, NULL, ffb_leader_dialog_get_side (dialog), 1);
      ffb_leader_dialog_apply (dialog, leader);
      ffb_campaign_add_leader (campaign (self), leader);
    }
  ffb_document_end_edit (self->document);
}

static void
open_leader_dialog (FfbCampaignPage *self, const FfbLeader *leader, FfbSide side)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  FfbLeaderDialog *dialog = ffb_leader_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                        : NULL, leader, side);

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
add_leader_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  open_leader_dialog (self, NULL, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button),
                                                                      "side")));
}

static void
remove_leader_clicked_cb (GtkButton *button, FfbCampaignPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "leader-id");
  FfbLeader *leader = ffb_campaign_find_leader (campaign (self), id);
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (leader == NULL)
    return;
  message = g_strdup_printf ("Removed %s", leader->name);
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_campaign_remove_leader (campaign (self), id, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), "Could not remove the leader", error);
      return;
    }
  ffb_document_end_edit (self->document);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
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

static GtkWidget *
icon_button (const char *icon, const char *accessible_name, const char *leader_id)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, accessible_name);
  ffb_ui_set_accessible_name (button, accessible_name);
  g_object_set_data_full (G_OBJECT (button), "leader-id", g_strdup (leader_id), g_free);
  return button;
}

static GtkWidget *
leader_row (FfbCampaignPage *self, FfbLeader *leader)
{
  g_autofree char *summary = leader_summary (leader);
  g_autofree char *edit_name = g_strdup_printf ("Edit %s", leader->name);
  g_autofree char *remove_name = g_strdup_printf ("Remove %s", leader->name);
  GtkWidget *edit = icon_button ("document-edit-symbolic", edit_name, leader->id);
  GtkWidget *remove = icon_button ("user-trash-symbolic", remove_name, leader->id);
  GtkWidget *row = ffb_ui_row_new (leader->name, summary, edit);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  g_signal_connect (edit, "clicked", G_CALLBACK (edit_leader_clicked_cb), self);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_leader_clicked_cb), self);
  return row;
}

static void
fill_leaders (FfbCampaignPage *self, GtkWidget *expander, FfbSide side)
{
  for (guint i = 0; i < campaign (self)->leaders->len; i++)
    {
      FfbLeader *leader = g_ptr_array_index (campaign (self)->leaders, i);

      if (leader->side == side)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), leader_row (self, leader));
    }
}

/* Lists */

typedef void (*FillFunc) (FfbCampaignPage *self, GtkWidget *expander, FfbSide side);

enum { LIST_SP_GROUPS, LIST_LEADERS };

static const struct
{
  const char *title;
  FillFunc fill;
} lists[] = {
  [LIST_SP_GROUPS] = { "Strength points", fill_sp_groups },
  [LIST_LEADERS] = { "Leaders", fill_leaders },
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

static guint
count_on_side (GPtrArray *array, gsize side_offset, FfbSide side)
{
  guint n = 0;

  for (guint i = 0; i < array->len; i++)
    n += G_STRUCT_MEMBER (FfbSide, g_ptr_array_index (array, i), side_offset) == side;
  return n;
}

static GtkWidget *
list_expander (FfbCampaignPage *self, FfbSide side, int list)
{
  GtkWidget *expander = adw_expander_row_new ();
  FfbCampaign *c = campaign (self);
  g_autofree char *subtitle = NULL;
  guint n;

  if (list == LIST_SP_GROUPS)
    {
      n = count_on_side (c->sp_groups, G_STRUCT_OFFSET (FfbSpGroup, side), side);
      subtitle = g_strdup_printf ("%u group%s on the campaign map", n, n == 1 ? "" : "s");
    }
  else
    {
      n = count_on_side (c->leaders, G_STRUCT_OFFSET (FfbLeader, side), side);
      subtitle = g_strdup_printf ("%u leader counter%s, senior first", n, n == 1 ? "" : "s");
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), lists[list].title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  g_object_set_data (G_OBJECT (expander), "side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (expander), "list", GINT_TO_POINTER (list));
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), self);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), self->expanded[side][list]);
  return expander;
}

static GtkWidget *
side_group (FfbCampaignPage *self, FfbSide side)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *add_name = g_strdup_printf ("Add a %s leader", ffb_side_display_name (side));
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), ffb_side_display_name (side));
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, add_name);
  ffb_ui_set_accessible_name (add, add_name);
  g_object_set_data (G_OBJECT (add), "side", GINT_TO_POINTER (side));
  g_signal_connect (add, "clicked", G_CALLBACK (add_leader_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             list_expander (self, side, LIST_SP_GROUPS));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             list_expander (self, side, LIST_LEADERS));
  return group;
}

/* Battles */

static void
battle_row_activated_cb (AdwActionRow *row, FfbCampaignPage *self)
{
  ffb_document_set_battle_id (self->document, g_object_get_data (G_OBJECT (row), "battle-id"));
  g_signal_emit (self, signals[BATTLE_ACTIVATED], 0);
}

static GtkWidget *
battle_row (FfbCampaignPage *self, FfbBattle *battle)
{
  g_autofree char *turn = ffb_ui_turn_text (battle->year, battle->months);
  g_autofree char *subtitle = g_strdup_printf ("%s · hex %s · %s · %s attacking", turn,
                                               battle->hex, ffb_ui_terrain_name (battle->terrain),
                                               ffb_side_display_name (battle->attacker));
  GtkWidget *row = ffb_ui_row_new (battle->name, subtitle, NULL);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "battle-id", g_strdup (battle->id), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (battle_row_activated_cb), self);
  return row;
}

static GtkWidget *
battles_group (FfbCampaignPage *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GPtrArray *battles = campaign (self)->battles;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), "Battles");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         battles->len > 0 ? "Open one to set it up and build its "
                                                            "orders of battle"
                                                          : "This campaign has no battles yet");
  for (guint i = 0; i < battles->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               battle_row (self, g_ptr_array_index (battles, i)));
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
  add_group (self, battles_group (self));
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
  edit_begin (self, "campaign-name");
  g_free (c->name);
  c->name = g_strdup (text);
  edit_end (self);
}

static void
turn_changed_cb (FfbCampaignPage *self)
{
  FfbCampaign *c = campaign (self);

  if (self->populating || c == NULL)
    return;
  edit_begin (self, "campaign-turn");
  c->year = gtk_spin_button_get_value_as_int (self->year_spin);
  c->months = gtk_drop_down_get_selected (self->months_drop);
  edit_end (self);
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
