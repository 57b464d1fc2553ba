/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-page.c: the Campaign page (see ffb-campaign-page.h and, for how its files
 * share the work, ffb-campaign-page-private.h).
 *
 * The fixed part (name, CW turn) comes from the template; each side's group and the battle
 * list are built from the campaign and rebuilt when it is replaced (open, undo) or changed
 * elsewhere. An edit made here in place (a name, a count) does not rebuild the rows, so the
 * control being used keeps its focus; only the totals follow it. */
#include "ffb-campaign-page-private.h"

#include <glib/gi18n.h>
#include "ffb-action-table.h"
#include "ffb-after-frame.h"
#include "ffb-edit.h"
#include "ffb-leader-dialog.h"
#include "ffb-keynav.h"
#include "ffb-narrow.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-field-flag.h"
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

/* Totals by experience (R4F) and the losses carried short of a whole SP (R9A), from the
 * engine: the carried stands count in the next battle's losses, so the referee sees them. */
static char *
side_totals_text (FfbCampaign *c, FfbSide side)
{
  GString *text = g_string_new (NULL);
  g_autofree char *carried = ffb_edit_carried_text (c, side);

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    {
      int total = ffb_edit_sp_total (c, side, e);

      if (e > 0)
        g_string_append (text, " · ");
      /* Translators: %s is an experience (Green, Veteran, Crack), %d its SPs on one side. */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s %d SP", "%s %d SP", total),
                              ffb_experience_display_name (e), total);
    }
  g_string_append_c (text, '\n');
  /* Translators: R9A is a rule id, keep it; %s is the stands carried, or "none". */
  g_string_append_printf (text, _("Losses carried (R9A): %s"),
                          /* Translators: no losses carried (R9A). */
                          carried != NULL ? carried : _("none"));
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

/* The leader as the dialog has him, for the engine to check and keep: the dialog writes
 * into this copy, never into the campaign. Free with ffb_leader_free. */
static FfbLeader *
typed_leader (FfbLeaderDialog *dialog)
{
  FfbLeader *typed = ffb_leader_new ("typed", NULL, ffb_leader_dialog_get_side (dialog), 1);

  ffb_leader_dialog_apply (dialog, typed);
  return typed;
}

/* A new leader: taken from the library (L2, L3) and left as it gave him, he is added
 * through the library, ffb_edit_new_library_leader: the engine maps his counters itself
 * rather than trusting the dialog's copy, and refuses him twice on his side, a slip of the
 * keyboard otherwise. Once the referee changed any value the dialog shows, the values are
 * his: they go through ffb_edit_new_leader as a typed leader's do, since the library's path
 * would put the library's back. */
static FfbLeader *
add_new_leader (FfbCampaign *c, FfbLeaderDialog *dialog, const FfbLeader *typed, GError **error)
{
  const FfbLeaderLibrary *library = NULL;
  const FfbLibraryLeader *from_library = ffb_leader_dialog_get_library_leader (dialog,
                                                                               &library);

  if (from_library != NULL)
    return ffb_edit_new_library_leader (c, library, from_library,
                                        ffb_leader_dialog_get_library_start_rank (dialog), error);
  return ffb_edit_new_leader (c, ffb_leader_dialog_get_side (dialog), typed, error);
}

/* Adds him or changes him: FALSE, and nothing changed, when the engine refuses. */
static gboolean
save_leader (FfbCampaign *c, FfbLeaderDialog *dialog, const FfbLeader *typed,
             const char **saved_id, GError **error)
{
  const char *id = ffb_leader_dialog_get_leader_id (dialog);
  FfbLeader *leader = id != NULL ? ffb_campaign_find_leader (c, id) : NULL;

  if (leader != NULL && !ffb_edit_leader (c, id, typed, error))
    return FALSE;
  if (leader == NULL && (leader = add_new_leader (c, dialog, typed, error)) == NULL)
    return FALSE;
  *saved_id = leader->id;
  return TRUE;
}

/* The status goes through the engine, which takes a lost leader out of the battles still to
 * fight or refuses while a battle under way names him; the other fields are kept either way. */
static void
leader_saved_cb (FfbLeaderDialog *dialog, FfbCampaignPage *self)
{
  FfbLeader *typed = typed_leader (dialog);
  g_autoptr(GError) error = NULL;
  const char *saved_id = NULL;

  ffb_document_begin_edit (self->document, NULL);
  if (!save_leader (campaign (self), dialog, typed, &saved_id, &error))
    {
      ffb_document_cancel_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("Could not save the leader"), error);
    }
  else if (!ffb_edit_set_leader_status (campaign (self), saved_id,
                                        ffb_leader_dialog_get_status (dialog), &error))
    {
      ffb_document_end_edit (self->document);
      ffb_ui_show_error (GTK_WIDGET (self), _("The leader's status was not changed"), error);
    }
  else
    ffb_document_end_edit (self->document);
  ffb_leader_free (typed);
}

static void
open_leader_dialog (FfbCampaignPage *self, const FfbLeader *leader, FfbSide side)
{
  FfbLeaderDialog *dialog = ffb_leader_dialog_new (ffb_campaign_page_window (self), leader,
                                                   side);

  ffb_leader_dialog_map_as (dialog, campaign (self));
  g_signal_connect_object (dialog, "save", G_CALLBACK (leader_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
edit_leader_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  FfbLeader *leader = self != NULL ? ffb_campaign_find_leader (campaign (self), target->id)
                                   : NULL;

  if (leader != NULL)
    open_leader_dialog (self, leader, leader->side);
}

static void
remove_leader_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  FfbLeader *leader = self != NULL ? ffb_campaign_find_leader (campaign (self), target->id)
                                   : NULL;

  if (leader != NULL)
    ffb_campaign_page_remove (self, ffb_edit_remove_leader, target->id, leader->name,
                              _("Could not remove the leader"));
}

/* Up (more senior) or down the side's seniority: one undoable edit, refused with the
 * engine's sentence when he is already first or last. */
static void
move_leader_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  const char *id = target->id;
  int step = target->value;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  FfbLeader *leader = self != NULL ? ffb_campaign_find_leader (campaign (self), id) : NULL;

  if (leader == NULL)
    return;
  /* Translators: %s is a leader. */
  message = g_strdup_printf (step < 0 ? _("%s is now more senior") : _("%s is now more junior"),
                             leader->name);
  ffb_document_begin_edit (self->document, NULL);
  if (!ffb_edit_move_leader (campaign (self), id, step, &error))
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
  /* Translators: %s is a leader. */
  g_autofree char *name = g_strdup_printf (step < 0 ? _("Move %s up: more senior")
                                                    : _("Move %s down: more junior"),
                                           leader->name);
  GtkWidget *button = ffb_campaign_page_icon_button (step < 0 ? "go-up-symbolic"
                                                              : "go-down-symbolic", name);

  ffb_campaign_page_connect (button, "clicked", G_CALLBACK (move_leader_clicked_cb), self,
                             leader->id, leader->side, step);
  if (at_end)
    {
      /* Translators: the first %s is a leader, the second his side (Union, Confederate). */
      g_autofree char *why = g_strdup_printf (step < 0 ? _("%s is the most senior %s leader")
                                                       : _("%s is the most junior %s leader"),
                                              leader->name,
                                              ffb_side_display_name (leader->side));

      gtk_widget_set_tooltip_text (button, why);
      gtk_widget_set_sensitive (button, FALSE);
    }
  return button;
}

static char *
leader_summary (const FfbLeader *leader)
{
  GString *text = g_string_new (NULL);

  /* Translators: a leader counter's stars and ratings (L1); keep the %+d signs. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             "%d star · initiative %d · tactical %+d · army "
                                             "command %+d",
                                             "%d stars · initiative %d · tactical %+d · army "
                                             "command %+d", leader->stars),
                          leader->stars, leader->initiative, leader->tactical,
                          leader->army_command);
  if (leader->cavalry)
    g_string_append_printf (text, " · %s", _("cavalry"));
  if (leader->status != FFB_LEADER_ACTIVE)
    g_string_append_printf (text, " · %s", ffb_leader_status_display_name (leader->status));
  return g_string_free (text, FALSE);
}

/* `remove_button`: set to the row's Remove button. */
static GtkWidget *
leader_row (FfbCampaignPage *self, FfbLeader *leader, gboolean first, gboolean last,
            GtkWidget **remove_button)
{
  g_autofree char *summary = leader_summary (leader);
  g_autofree char *edit_name = g_strdup_printf (_("Edit %s"), leader->name);
  g_autofree char *remove_name = g_strdup_printf (_("Remove %s"), leader->name);
  GtkWidget *edit = ffb_campaign_page_icon_button ("document-edit-symbolic", edit_name);
  GtkWidget *remove = ffb_campaign_page_icon_button ("user-trash-symbolic", remove_name);
  GtkWidget *row = ffb_ui_row_new (leader->name, summary, edit);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  /* Seniority (R4B): the list is senior first, and these move him within it. */
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_leader_button (self, leader, -1, first));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_leader_button (self, leader, 1, last));
  ffb_campaign_page_connect (edit, "clicked", G_CALLBACK (edit_leader_clicked_cb), self,
                             leader->id, leader->side, 0);
  ffb_campaign_page_connect (remove, "clicked", G_CALLBACK (remove_leader_clicked_cb), self,
                             leader->id, leader->side, 0);
  *remove_button = remove;
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
      GtkWidget *row, *remove;

      if (leader->side != side)
        continue;
      done++;
      row = leader_row (self, leader, done == 1, done == left, &remove);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
      /* The list is one Tab stop, not four a leader (issue 13); Enter edits him. */
      ffb_keynav_record_row (row, remove, _(ffb_campaign_page_record_keys));
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
  const char *title; /* both marked N_(): translated where shown */
  const char *empty; /* the subtitle of an empty list: what to do next */
  FillFunc fill;
  AddFunc add;
} lists[] = {
  [LIST_SP_GROUPS] = { N_("Strength points"),
                       N_("None yet: add the side's SPs with the + button"),
                       ffb_campaign_groups_fill, ffb_campaign_groups_add },
  [LIST_LEADERS] = { N_("Leaders"),
                     N_("None yet: add the side's leader counters with the + button"),
                     fill_leaders, add_leader },
};

/* A list's rows are made when it is first opened: a campaign has many, and start-up should
 * pay only for what is seen. */
static void
expanded_cb (AdwExpanderRow *expander, GParamSpec *pspec, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);
  FfbSide side = target->side;
  int list = target->value;

  if (self == NULL)
    return;
  self->expanded[side][list] = adw_expander_row_get_expanded (expander);
  if (!self->expanded[side][list] || target->done)
    return;
  target->done = TRUE;
  lists[list].fill (self, GTK_WIDGET (expander), side);
}

static void
add_clicked_cb (GtkButton *button, FfbCampaignTarget *target)
{
  g_autoptr(FfbCampaignPage) self = ffb_campaign_target_page (target);

  if (self == NULL)
    return;
  /* The list shows what was added when the page is rebuilt after the edit. */
  self->expanded[target->side][target->value] = TRUE;
  lists[target->value].add (self, target->side);
}

static GtkWidget *
add_button (FfbCampaignPage *self, FfbSide side, int list)
{
  /* Translators: %s is a side (Union, Confederate). */
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (list == LIST_SP_GROUPS ? _("Add a %s SP group")
                                                                  : _("Add a %s leader"),
                                           ffb_side_display_name (side));
  GtkWidget *add = ffb_campaign_page_icon_button ("list-add-symbolic", name);

  ffb_campaign_page_connect (add, "clicked", G_CALLBACK (add_clicked_cb), self, NULL, side,
                             list);
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
    return g_strdup (_(lists[list].empty));
  if (list == LIST_SP_GROUPS)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u group on the campaign map",
                                         "%u groups on the campaign map", n), n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u leader counter, senior first",
                                       "%u leader counters, senior first", n), n);
}

static GtkWidget *
list_expander (FfbCampaignPage *self, FfbSide side, int list)
{
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *subtitle = list_subtitle (self, side, list);
  gboolean empty = g_str_equal (subtitle, _(lists[list].empty));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _(lists[list].title));
  ffb_keynav_name_expander_row (expander);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), add_button (self, side, list));
  ffb_campaign_page_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), self, NULL,
                             side, list);
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

/* The campaign's name and turn */

static void name_changed_cb (FfbCampaignPage *self);
static void turn_changed_cb (FfbCampaignPage *self);

/* The campaign's values shown, with the handlers that make edits of the referee's changes
 * blocked: showing the campaign is no edit of it. */
static void
fill_name_and_turn (FfbCampaignPage *self, FfbCampaign *c)
{
  g_signal_handlers_block_by_func (self->name_row, name_changed_cb, self);
  g_signal_handlers_block_by_func (self->months_drop, turn_changed_cb, self);
  g_signal_handlers_block_by_func (self->year_spin, turn_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), c->name);
  ffb_ui_flag_field (GTK_WIDGET (self->name_row), NULL);
  gtk_drop_down_set_selected (self->months_drop, c->months);
  gtk_spin_button_set_value (self->year_spin, c->year);
  g_signal_handlers_unblock_by_func (self->year_spin, turn_changed_cb, self);
  g_signal_handlers_unblock_by_func (self->months_drop, turn_changed_cb, self);
  g_signal_handlers_unblock_by_func (self->name_row, name_changed_cb, self);
}

/* A name the engine refuses (empty, too long, a control character) is flagged at its row and
 * not kept: the campaign keeps its last good one until the referee mends the text. */
static void
name_changed_cb (FfbCampaignPage *self)
{
  FfbCampaign *c = self->document != NULL ? campaign (self) : NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (c == NULL)
    return;
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  if (g_strcmp0 (text, c->name) == 0)
    {
      ffb_ui_flag_field (GTK_WIDGET (self->name_row), NULL);
      return;
    }
  ffb_campaign_page_edit_begin (self, "campaign-name");
  if (!ffb_edit_set_name (c, text, &error))
    {
      ffb_campaign_page_edit_cancel (self);
      ffb_ui_flag_field (GTK_WIDGET (self->name_row), error->message);
      return;
    }
  ffb_campaign_page_edit_end (self);
  ffb_ui_flag_field (GTK_WIDGET (self->name_row), NULL);
}

static void
turn_changed_cb (FfbCampaignPage *self)
{
  FfbCampaign *c = self->document != NULL ? campaign (self) : NULL;
  g_autoptr(GError) error = NULL;

  if (c == NULL)
    return;
  ffb_campaign_page_edit_begin (self, "campaign-turn");
  if (!ffb_edit_set_turn (c, gtk_spin_button_get_value_as_int (self->year_spin),
                          gtk_drop_down_get_selected (self->months_drop), &error))
    {
      ffb_campaign_page_edit_cancel (self);
      ffb_ui_toast (GTK_WIDGET (self), error->message);
      fill_name_and_turn (self, c);
      return;
    }
  ffb_campaign_page_edit_end (self);
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

/* The sides and battles, what a campaign is made of, come before the passphrases and the
 * promotion track of the template, which never move: GTK 4.8 leaves a button insensitive for
 * good once the widget holding its action was taken out and put back (the Reinforcement
 * Phase's Roll, the pool's Draw and the seed's were all off after the first change, issue 13).
 * A group goes into the page's box, before `before`, where adw_preferences_page_add () would
 * append it. */
static void
insert_group (GtkWidget *group, GtkWidget *before)
{
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (before)), group,
                              gtk_widget_get_prev_sibling (before));
}

static void
add_group (FfbCampaignPage *self, GtkWidget *group, GtkWidget *before)
{
  insert_group (group, before);
  g_ptr_array_add (self->groups, group);
}

static void
clear_battles (FfbCampaignPage *self)
{
  if (self->battles_group != NULL)
    adw_preferences_page_remove (self->preferences,
                                 ADW_PREFERENCES_GROUP (g_steal_pointer (&self->battles_group)));
}

/* The battle list, built again in its place between the sides and the action deck. */
static void
rebuild_battles (FfbCampaignPage *self)
{
  GtkWidget *group = ffb_campaign_battles_group (self);

  insert_group (group, self->battles_group != NULL ? self->battles_group
                                                   : GTK_WIDGET (self->passphrase_group));
  clear_battles (self);
  self->battles_group = group;
  self->battles_stale = FALSE;
}

/* Everything but the battle list, which is built when there is none yet or it went stale. */
static void
rebuild (FfbCampaignPage *self)
{
  FfbCampaign *c = campaign (self);
  GtkWidget *action_table;

  clear_groups (self);
  if (c == NULL)
    {
      clear_battles (self);
      return;
    }
  fill_name_and_turn (self, c);
  if (self->battles_group == NULL || self->battles_stale)
    rebuild_battles (self);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      GtkWidget *group = side_group (self, side);
      self->side_group[side] = ADW_PREFERENCES_GROUP (group);
      add_group (self, group, self->battles_group);
    }
  action_table = ffb_action_table_new (self->document);
  add_group (self, action_table, GTK_WIDGET (self->passphrase_group));
  /* Below the fold as the passphrases are (ffb_campaign_page_init); once the page is on
   * screen, a rebuild shows it at once. */
  ffb_ui_show_after_first_frame (GTK_WIDGET (self), action_table);
  update_totals (self);
}

static void
document_changed_cb (FfbCampaignPage *self)
{
  if (self->editing)
    update_totals (self);
  else
    rebuild (self);
}

/* After ::changed: an edit of this page's own is applied under the referee's fingers, and
 * the list waits for the next rebuild, as the rest of the page does. */
static void
battles_changed_cb (FfbCampaignPage *self)
{
  if (self->editing)
    self->battles_stale = TRUE;
  else if (campaign (self) != NULL)
    rebuild_battles (self);
}

void
ffb_campaign_page_set_document (FfbCampaignPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_CAMPAIGN_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  ffb_passphrase_group_set_document (self->passphrase_group, document);
  ffb_promotion_group_set_document (self->promotion_group, document);
  self->battles_stale = TRUE;
  rebuild (self);
}

static void
ffb_campaign_page_dispose (GObject *object)
{
  FfbCampaignPage *self = FFB_CAMPAIGN_PAGE (object);

  g_clear_object (&self->document_signals);
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
                                               "/io/github/ffbridge/ffbridge/ui/ffb-campaign-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, preferences);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, months_drop);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, year_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, passphrase_group);
  gtk_widget_class_bind_template_child (widget_class, FfbCampaignPage, promotion_group);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_changed_cb);

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
  /* Below the fold of the page, the passphrases and the promotion track wait for the second
   * frame: laying out their wrapped texts was a third of the app's first frame. */
  ffb_ui_show_after_first_frame (GTK_WIDGET (self), GTK_WIDGET (self->passphrase_group));
  ffb_ui_show_after_first_frame (GTK_WIDGET (self), GTK_WIDGET (self->promotion_group));
  self->groups = g_ptr_array_new ();
  months = gtk_string_list_new (ffb_months_display_names ());
  gtk_drop_down_set_model (self->months_drop, G_LIST_MODEL (months));
  ffb_keynav_name_drop_down (GTK_WIDGET (self->months_drop), _("Months of the CW turn"));
  ffb_narrow_drop_down (self->months_drop);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->name_row), _("Campaign name"));
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "battles-changed",
                                  G_CALLBACK (battles_changed_cb), self);
}

GtkWidget *
ffb_campaign_page_new (void)
{
  return g_object_new (FFB_TYPE_CAMPAIGN_PAGE, NULL);
}

void
ffb_campaign_page_new_battle (FfbCampaignPage *self)
{
  g_return_if_fail (FFB_IS_CAMPAIGN_PAGE (self));
  g_return_if_fail (self->document != NULL);
  ffb_campaign_battles_new (self);
}
