/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-battle-page.c: the Battle setup page (see ffb-battle-page.h). Every figure it shows
 * comes from the engine's ffb_battle_summarize; the page only edits the setup and reads. */
#include "ffb-battle-page.h"

#include <glib/gi18n.h>
#include "ffb-clock.h"
#include "ffb-edit.h"
#include "ffb-export.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-record-row.h"
#include "ffb-field-flag.h"
#include "ffb-toast.h"
#include "ffb-tactics-choices.h"

struct _FfbBattlePage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and battle-id, to the page */
  gboolean editing;
  gboolean stale;    /* changed while not shown: rebuilt when next mapped */
  GPtrArray *groups; /* the two force groups, built from the battle */
  GtkWidget *present[FFB_N_SIDES]; /* their "Strength points present" rows */
  GPtrArray *tactics_sets; /* the tactics row's choices: NULL (Fire & Fury), FfbTactics* */
  /* The template's editors locked now, each to the tooltip it had of its own ("": none),
   * which comes back when it is unlocked. */
  GHashTable *own_tooltips;

  GtkStack *stack;
  AdwPreferencesPage *preferences;
  GtkWidget *record_group;
  GtkLabel *record_label;
  AdwPreferencesGroup *battle_group;
  AdwComboRow *battle_row;
  AdwEntryRow *name_row;
  AdwEntryRow *hex_row;
  GtkDropDown *months_drop;
  GtkSpinButton *year_spin;
  AdwComboRow *terrain_row;
  AdwComboRow *river_row;
  AdwComboRow *attacker_row;
  AdwComboRow *tactics_row;
  AdwActionRow *ratio_row;
  GtkSpinButton *stands_spin;
  GtkSpinButton *batteries_spin;
  GtkLabel *dawn_label;
  GtkLabel *dusk_label;
  AdwActionRow *turn_row;
  AdwActionRow *turns_row;
  GtkLabel *turns_label;
  AdwActionRow *dusk_row;
  AdwActionRow *breastworks_row;
  GtkLabel *breastworks_label;
  AdwActionRow *union_flank_row;
  AdwActionRow *confederate_flank_row;
  GtkLabel *union_flank_label;
  GtkLabel *confederate_flank_label;
};

G_DEFINE_FINAL_TYPE (FfbBattlePage, ffb_battle_page, GTK_TYPE_WIDGET)

static FfbCampaign *
campaign (FfbBattlePage *self)
{
  return ffb_document_get_campaign (self->document);
}

static FfbBattle *
battle (FfbBattlePage *self)
{
  return self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
}

/* Returns the battle to edit, or NULL (and nothing begun) when there is none. */
static FfbBattle *
edit_begin (FfbBattlePage *self, const char *merge_key)
{
  FfbBattle *b = battle (self);

  if (b == NULL)
    return NULL;
  self->editing = TRUE;
  ffb_document_begin_edit (self->document, merge_key);
  return b;
}

static void
edit_end (FfbBattlePage *self)
{
  ffb_document_end_edit (self->document);
  self->editing = FALSE;
}

/* The engine refused the edit (a fought battle's setup is its record): nothing changed, and
 * the page says why. The caller puts its control back. */
static void
edit_refused (FfbBattlePage *self, const GError *error)
{
  ffb_document_cancel_edit (self->document);
  self->editing = FALSE;
  ffb_ui_toast (GTK_WIDGET (self), error->message);
}

/* Showing the battle is no edit of it: while a control is set to the battle's value, the
 * page's handlers on it are blocked, so no change of the referee's is made of it. */
static void
quiet (FfbBattlePage *self, gpointer control, gboolean blocked)
{
  if (blocked)
    g_signal_handlers_block_matched (control, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  else
    g_signal_handlers_unblock_matched (control, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
}

/* R9: a battle carried back to the campaign is the record of what fought. */

#define RECORD_TOOLTIP _("A fought battle's setup is its record: undo its aftermath (Alt+6) " \
                         "to change it")
/* RULES.md "Fair dice": once the seed is drawn, what the rolls depend on is frozen. */
#define FROZEN_TOOLTIP _("The dice of this battle are drawn: its ground, turn, attacker, " \
                         "ratio and forces are what its rolls depend on, and are not changed " \
                         "(Fair dice)")

/* Why an editor of what the rolls depend on is off, or NULL when it is on. */
static const char *
lock_reason (const FfbBattle *b)
{
  if (b->fought)
    return RECORD_TOOLTIP;
  return ffb_battle_setup_frozen (b) ? FROZEN_TOOLTIP : NULL;
}

/* Turns an editor built with the battle off while the battle is a record, with the reason as
 * its tooltip: it has no tooltip of its own, and is built again when the battle changes. */
static void
lock_built_editor (GtkWidget *editor, const char *reason)
{
  gtk_widget_set_sensitive (editor, reason == NULL);
  if (reason != NULL)
    gtk_widget_set_tooltip_text (editor, reason);
}

/* Turns one of the template's editors off while the battle is a record, with the reason as
 * its tooltip; the tooltip it had of its own comes back when the battle is not. */
static void
lock_editor (FfbBattlePage *self, GtkWidget *editor, const char *reason)
{
  const char *own = g_hash_table_lookup (self->own_tooltips, editor);

  if (reason != NULL && own == NULL)
    {
      const char *tooltip = gtk_widget_get_tooltip_text (editor);

      g_hash_table_insert (self->own_tooltips, editor, g_strdup (tooltip != NULL ? tooltip
                                                                                 : ""));
    }
  lock_built_editor (editor, reason);
  if (reason == NULL && own != NULL)
    {
      gtk_widget_set_tooltip_text (editor, *own != '\0' ? own : NULL);
      g_hash_table_remove (self->own_tooltips, editor);
    }
}

/* The notice above the setup, and the setup's own editors; the forces' controls are locked
 * as they are built. A battle whose dice are drawn keeps its name and hex open. */
static void
show_record (FfbBattlePage *self, FfbBattle *b)
{
  GtkWidget *names[] = { GTK_WIDGET (self->name_row), GTK_WIDGET (self->hex_row) };
  GtkWidget *editors[] = { GTK_WIDGET (self->months_drop), GTK_WIDGET (self->year_spin),
                           GTK_WIDGET (self->terrain_row), GTK_WIDGET (self->river_row),
                           GTK_WIDGET (self->attacker_row), GTK_WIDGET (self->tactics_row),
                           GTK_WIDGET (self->stands_spin), GTK_WIDGET (self->batteries_spin) };

  gtk_widget_set_visible (self->record_group, b->fought);
  if (b->fought)
    {
      /* Translators: %s is a battle; Ctrl+P is a shortcut. */
      g_autofree char *text = g_strdup_printf (_("%s was fought and carried back to the "
                                                 "campaign: this setup is its record, and is not "
                                                 "changed again. Print its sheets (Ctrl+P), "
                                                 "verify its dice on the Secrets page, or undo "
                                                 "its aftermath on the Aftermath page to change "
                                                 "it."), b->name);
      gtk_label_set_text (self->record_label, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    lock_editor (self, names[i], b->fought ? RECORD_TOOLTIP : NULL);
  for (guint i = 0; i < G_N_ELEMENTS (editors); i++)
    lock_editor (self, editors[i], lock_reason (b));
}

/* Live figures */

static char *
present_text (FfbBattle *b, FfbSide side)
{
  GArray *sps = b->sides[side].sps;
  guint leaders = b->sides[side].leaders->len;
  int total = 0;
  g_autofree char *sps_text = NULL;

  for (guint i = 0; i < sps->len; i++)
    total += g_array_index (sps, FfbPresentSp, i).count;
  sps_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d SP present", "%d SP present",
                                           total), total);
  /* Translators: the SPs present (as "3 SP present"), then the leaders present. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u leader", "%s · %u leaders",
                                       leaders),
                          sps_text, leaders);
}


static void
show_flank (AdwActionRow *row, GtkLabel *label, const FfbSetupSummary *summary,
            const FfbBattle *b, FfbSide side)
{
  g_autofree char *text = NULL;
  const char *why = NULL;

  if (summary->flank_allowed[side])
    text = summary->flank_modifier[side] != 0
             /* Translators: flank marches are allowed; keep %+d, the die modifier. */
             ? g_strdup_printf (_("Allowed, arrival die %+d"), summary->flank_modifier[side])
             : g_strdup (_("Allowed"));
  else
    text = g_strdup (_("Not allowed"));
  if (!summary->flank_allowed[side])
    why = summary->ground.no_flank_marches ? _("The ground forbids them for both sides (R7C)")
                                           : _("A demoralized defender may not flank march (R7D)");
  else if (side == b->attacker && summary->flank_modifier[side] != 0)
    why = _("The ground slows the attacker's flank marches (R7C)");
  gtk_label_set_text (label, text);
  adw_action_row_set_subtitle (row, why != NULL ? why : _("Up to half the army's stands (R5A)"));
}

static void
update_live (FfbBattlePage *self)
{
  FfbBattle *b = battle (self);
  FfbSetupSummary summary;
  g_autofree char *dawn = NULL, *dusk = NULL, *turns = NULL, *inches = NULL, *why = NULL;

  if (b == NULL)
    return;
  ffb_battle_summarize (campaign (self)->rules, b, &summary);
  dawn = ffb_clock_format_time (summary.dawn);
  dusk = ffb_clock_format_time (summary.dusk);
  turns = g_strdup_printf ("%d", summary.turns);
  inches = summary.ground.breastworks_percent > 0
             ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d inch", "%d inches",
                                             summary.breastworks_inches),
                                summary.breastworks_inches)
             /* Translators: no breastworks. */
             : g_strdup (_("None"));
  /* Translators: a percentage (keep %d%%), a side, then its stands on the table. */
  why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%d%% of the %s defender's %d stand on table",
                                      "%d%% of the %s defender's %d stands on table",
                                      summary.defender_stands),
                         summary.ground.breastworks_percent,
                         ffb_side_display_name (summary.defender), summary.defender_stands);
  gtk_label_set_text (self->dawn_label, dawn);
  gtk_label_set_text (self->dusk_label, dusk);
  gtk_label_set_text (self->turns_label, turns);
  gtk_label_set_text (self->breastworks_label, inches);
  adw_action_row_set_subtitle (self->breastworks_row, why);
  show_flank (self->union_flank_row, self->union_flank_label, &summary, b, FFB_SIDE_UNION);
  show_flank (self->confederate_flank_row, self->confederate_flank_label, &summary, b,
              FFB_SIDE_CONFEDERATE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->terrain_row),
                               ffb_terrain_battlefield (b->terrain));
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (self->present[side] != NULL)
      {
        g_autofree char *present = present_text (b, side);
        adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->present[side]), present);
      }
}

/* Force groups: SPs and leaders present */

static void
sp_count_changed_cb (GtkSpinButton *spin, FfbBattlePage *self)
{
  FfbRecordRow *row = ffb_record_row_of (GTK_WIDGET (spin));
  const char *id = ffb_record_row_get_record_id (row);
  FfbSide side = ffb_record_row_get_side (row);
  g_autofree char *key = g_strconcat ("battle-sp:", id, NULL);
  FfbBattle *b = edit_begin (self, key);

  g_autoptr(GError) error = NULL;

  if (b == NULL)
    return;
  if (!ffb_battle_set_sp_count (b, side, id, gtk_spin_button_get_value_as_int (spin), &error))
    {
      edit_refused (self, error);
      quiet (self, spin, TRUE);
      gtk_spin_button_set_value (spin, ffb_battle_sp_count (b, side, id));
      quiet (self, spin, FALSE);
      return;
    }
  edit_end (self);
}

static void
leader_present_cb (GtkSwitch *toggle, GParamSpec *pspec, FfbBattlePage *self)
{
  FfbRecordRow *row = ffb_record_row_of (GTK_WIDGET (toggle));
  const char *id = ffb_record_row_get_record_id (row);
  FfbSide side = ffb_record_row_get_side (row);
  FfbBattle *b = edit_begin (self, NULL);

  g_autoptr(GError) error = NULL;

  if (b == NULL)
    return;
  if (!ffb_battle_set_leader_present (campaign (self), b, side, id,
                                      gtk_switch_get_active (toggle), &error))
    {
      edit_refused (self, error);
      quiet (self, toggle, TRUE);
      gtk_switch_set_active (toggle, ffb_battle_find_leader (b, side, id) != NULL);
      quiet (self, toggle, FALSE);
      return;
    }
  edit_end (self);
}

static void
demoralized_cb (GtkSwitch *toggle, GParamSpec *pspec, FfbBattlePage *self)
{
  FfbSide side = ffb_record_row_get_side (ffb_record_row_of (GTK_WIDGET (toggle)));
  FfbBattle *b = edit_begin (self, NULL);

  g_autoptr(GError) error = NULL;

  if (b == NULL)
    return;
  if (!ffb_battle_set_demoralized (b, side, gtk_switch_get_active (toggle), &error))
    {
      edit_refused (self, error);
      quiet (self, toggle, TRUE);
      gtk_switch_set_active (toggle, b->sides[side].demoralized);
      quiet (self, toggle, FALSE);
      return;
    }
  edit_end (self);
}

static GtkWidget *
switch_new (gboolean active, const char *accessible_name)
{
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (toggle, accessible_name);
  return toggle;
}

static GtkWidget *
sp_row (FfbBattlePage *self, FfbBattle *b, FfbSpGroup *group)
{
  /* Translators: accessible name; %s is an SP group. */
  g_autofree char *name = g_strdup_printf (_("SPs of %s present"), group->name);
  /* Translators: an experience (Green, Veteran, Crack), then the group's SPs. */
  g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%s · %d SP on the map",
                                                            "%s · %d SP on the map", group->count),
                                               ffb_experience_display_name (group->experience),
                                               group->count);
  GtkWidget *spin = ffb_ui_spin_new (0, MAX (group->count,
                                             ffb_battle_sp_count (b, group->side, group->id)),
                                     ffb_battle_sp_count (b, group->side, group->id), name);
  GtkWidget *row = ffb_record_row_new (group->name, subtitle, spin, group->id, group->side);

  g_signal_connect (spin, "value-changed", G_CALLBACK (sp_count_changed_cb), self);
  lock_built_editor (spin, lock_reason (b));
  return row;
}

static GtkWidget *
leader_row (FfbBattlePage *self, FfbBattle *b, FfbLeader *leader)
{
  /* Translators: accessible name; %s is a leader. */
  g_autofree char *name = g_strdup_printf (_("%s present"), leader->name);
  g_autofree char *stars = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars",
                                                         leader->stars),
                                            leader->stars);
  g_autofree char *subtitle = leader->status != FFB_LEADER_ACTIVE
                                ? g_strdup_printf ("%s · %s", stars,
                                                   ffb_leader_status_display_name (leader->status))
                                : g_strdup (stars);
  GtkWidget *toggle = switch_new (ffb_battle_find_leader (b, leader->side, leader->id) != NULL,
                                  name);
  GtkWidget *row = ffb_record_row_new (leader->name, subtitle, toggle, leader->id,
                                       leader->side);

  g_signal_connect (toggle, "notify::active", G_CALLBACK (leader_present_cb), self);
  lock_built_editor (toggle, lock_reason (b));
  return row;
}

static GtkWidget *
expander_new (const char *title, const char *subtitle)
{
  GtkWidget *expander = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  ffb_keynav_name_expander_row (expander);
  return expander;
}

/* A list the campaign has nothing for says where to add it, and does not open. */
static void
say_none (GtkWidget *expander, FfbSide side, gboolean leaders)
{
  const char *side_name = ffb_side_display_name (side);
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *text = leaders ? g_strdup_printf (_("The campaign has no %s leaders yet: add "
                                                       "them on the Campaign page (Alt+1)"),
                                                     side_name)
                                  /* Translators: %s is a side (Union, Confederate). */
                                  : g_strdup_printf (_("The campaign has no %s SP groups yet: "
                                                       "add them on the Campaign page (Alt+1)"),
                                                     side_name);

  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), text);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (expander), FALSE);
}

static void
add_force_rows (FfbBattlePage *self, FfbBattle *b, FfbSide side, GtkWidget *sps,
                GtkWidget *leaders)
{
  FfbCampaign *c = campaign (self);
  guint n_groups = 0, n_leaders = 0;

  for (guint i = 0; i < c->sp_groups->len; i++)
    {
      FfbSpGroup *group = g_ptr_array_index (c->sp_groups, i);
      if (group->side != side)
        continue;
      adw_expander_row_add_row (ADW_EXPANDER_ROW (sps), sp_row (self, b, group));
      n_groups++;
    }
  for (guint i = 0; i < c->leaders->len; i++)
    {
      FfbLeader *leader = g_ptr_array_index (c->leaders, i);
      if (leader->side != side)
        continue;
      adw_expander_row_add_row (ADW_EXPANDER_ROW (leaders), leader_row (self, b, leader));
      n_leaders++;
    }
  if (n_groups == 0)
    say_none (sps, side, FALSE);
  if (n_leaders == 0)
    say_none (leaders, side, TRUE);
}

static GtkWidget *
force_group (FfbBattlePage *self, FfbBattle *b, FfbSide side)
{
  GtkWidget *group = adw_preferences_group_new ();
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *title = g_strdup_printf (_("%s Force"), ffb_side_display_name (side));
  /* Translators: accessible name; %s is a side (Union, Confederate). */
  g_autofree char *demoralized_name = g_strdup_printf (_("%s demoralized at the start"),
                                                       ffb_side_display_name (side));
  g_autofree char *present = present_text (b, side);
  GtkWidget *demoralized = switch_new (b->sides[side].demoralized, demoralized_name);
  GtkWidget *sps = expander_new (_("Strength points present"), present);
  GtkWidget *leaders = expander_new (_("Leaders present"),
                                     b->fought ? _("The leaders it was fought with")
                                               : _("Switch on each leader at the battle"));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  g_signal_connect (demoralized, "notify::active", G_CALLBACK (demoralized_cb), self);
  lock_built_editor (demoralized, lock_reason (b));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             ffb_record_row_new (_("Demoralized at the start"),
                                                 _("In CW terms; as defender: no flank marches "
                                                   "and every brigade starts Worn (R7D)"),
                                                 demoralized, NULL, side));
  add_force_rows (self, b, side, sps, leaders);
  /* The live total replaces the subtitle: not where it says the side has no groups. */
  self->present[side] = adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (sps)) ? sps
                                                                                       : NULL;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), sps);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), leaders);
  return group;
}

/* Filling */

static gboolean
same_names (GListModel *model, GPtrArray *battles)
{
  if (model == NULL || g_list_model_get_n_items (model) != battles->len)
    return FALSE;
  for (guint i = 0; i < battles->len; i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i),
                   ((FfbBattle *) g_ptr_array_index (battles, i))->name) != 0)
      return FALSE;
  return TRUE;
}

/* Replaces the combo's model only when the names changed: this runs from the combo's own
 * notify::selected (choosing a battle rebuilds the page), where a new model would pull the
 * selection out from under it. */
static void
fill_battle_list (FfbBattlePage *self)
{
  GPtrArray *battles = campaign (self)->battles;
  g_autoptr(GtkStringList) names = NULL;
  guint selected = 0;

  for (guint i = 0; i < battles->len; i++)
    if (g_ptr_array_index (battles, i) == battle (self))
      selected = i;
  quiet (self, self->battle_row, TRUE);
  if (!same_names (adw_combo_row_get_model (self->battle_row), battles))
    {
      names = gtk_string_list_new (NULL);
      for (guint i = 0; i < battles->len; i++)
        gtk_string_list_append (names, ((FfbBattle *) g_ptr_array_index (battles, i))->name);
      adw_combo_row_set_model (self->battle_row, G_LIST_MODEL (names));
    }
  if (adw_combo_row_get_selected (self->battle_row) != selected)
    adw_combo_row_set_selected (self->battle_row, selected);
  quiet (self, self->battle_row, FALSE);
}

static void
quiet_setup (FfbBattlePage *self, gboolean blocked)
{
  gpointer controls[] = { self->name_row, self->hex_row, self->months_drop, self->year_spin,
                          self->terrain_row, self->river_row, self->attacker_row,
                          self->tactics_row, self->stands_spin, self->batteries_spin };

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    quiet (self, controls[i], blocked);
}

/* Q1: a battle fought with other tactical rules counts its artillery in guns per SP, FF in
 * batteries (R4A). */
static void
show_ratio_words (FfbBattlePage *self, const FfbTactics *tactics)
{
  gboolean quick = tactics != NULL;

  adw_action_row_set_subtitle (self->ratio_row,
                               quick ? _("Stands and guns each CW strength point makes (Q1)")
                                     : _("FF stands and batteries each CW strength point "
                                         "makes"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ratio_row),
                                 quick ? _("Ratio per SP (Q1)") : _("Ratio per SP (R4A)"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->batteries_spin),
                              quick ? _("Guns per SP") : _("Batteries per SP"));
}

/* RULES.md Q: the page names the battle's tactical rules, FF's words only for an FF battle;
 * the day (R8) is the campaign's, whatever the rules on the table. */
static void
show_tactics_words (FfbBattlePage *self, const FfbTactics *tactics)
{
  g_autofree char *about = NULL;

  show_ratio_words (self, tactics);
  if (tactics == NULL)
    about = g_strdup (_("A battle of The Civil War (CW) campaign, fought on the table with Fire "
                        "&amp; Fury (FF): each CW strength point (SP) a side brings becomes FF "
                        "stands."));
  else
    /* Translators: %s is a tactical rule set's name. */
    about = g_markup_printf_escaped (_("A battle of The Civil War (CW) campaign, fought on the "
                                       "table with the %s: each CW strength point (SP) a side "
                                       "brings becomes stands and guns."), tactics->name);
  adw_preferences_group_set_description (self->battle_group, about);
  adw_action_row_set_subtitle (self->turn_row, tactics == NULL
                                                 ? _("Sets the length of the FF day (R8)")
                                                 : _("Sets the length of the day (R8)"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->turns_row),
                                 tactics == NULL ? _("FF turns of daylight")
                                                 : _("Turns of daylight"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->turns_label),
                              tactics == NULL ? _("FF turns") : _("Turns"));
}

static void
fill_setup (FfbBattlePage *self, FfbBattle *b)
{
  quiet_setup (self, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), b->name);
  gtk_editable_set_text (GTK_EDITABLE (self->hex_row), b->hex);
  ffb_ui_flag_field (GTK_WIDGET (self->name_row), NULL);
  ffb_ui_flag_field (GTK_WIDGET (self->hex_row), NULL);
  gtk_drop_down_set_selected (self->months_drop, b->months);
  gtk_spin_button_set_value (self->year_spin, b->year);
  adw_combo_row_set_selected (self->terrain_row, b->terrain);
  adw_combo_row_set_selected (self->river_row, b->river);
  adw_combo_row_set_selected (self->attacker_row, b->attacker);
  adw_combo_row_set_selected (self->tactics_row,
                              ffb_ui_tactics_choice_index (self->tactics_sets,
                                                           ffb_battle_tactics_id (b)));
  ffb_ui_flag_field (GTK_WIDGET (self->tactics_row), NULL);
  gtk_spin_button_set_value (self->stands_spin, b->stands_per_sp);
  gtk_spin_button_set_value (self->batteries_spin, b->batteries_per_sp);
  show_tactics_words (self, b->tactics);
  quiet_setup (self, FALSE);
}

static void
rebuild (FfbBattlePage *self)
{
  FfbBattle *b = battle (self);

  /* A page not on screen is built when it is shown: start-up builds only what is seen. */
  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;

  for (guint i = 0; i < self->groups->len; i++)
    adw_preferences_page_remove (self->preferences, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
  self->present[0] = self->present[1] = NULL;
  gtk_stack_set_visible_child_name (self->stack, b != NULL ? "battle" : "empty");
  if (b == NULL)
    return;
  fill_battle_list (self);
  fill_setup (self, b);
  show_record (self, b);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      GtkWidget *group = force_group (self, b, side);
      adw_preferences_page_add (self->preferences, ADW_PREFERENCES_GROUP (group));
      g_ptr_array_add (self->groups, group);
    }
  update_live (self);
}

static void
document_changed_cb (FfbBattlePage *self)
{
  if (self->editing)
    update_live (self);
  else
    rebuild (self);
}

/* Setup edits */

static void
battle_selected_cb (FfbBattlePage *self)
{
  guint index = adw_combo_row_get_selected (self->battle_row);
  GPtrArray *battles;

  if (self->document == NULL)
    return;
  battles = campaign (self)->battles;
  if (index < battles->len)
    ffb_document_set_battle_id (self->document,
                                ((FfbBattle *) g_ptr_array_index (battles, index))->id);
}

/* A name or hex the engine refuses is flagged at its row and not kept: the battle keeps its
 * last good one until the referee mends the text. */
static gboolean
text_acceptable (FfbBattlePage *self, AdwEntryRow *row)
{
  FfbCampaign *c = self->document != NULL ? ffb_document_get_campaign (self->document) : NULL;
  FfbBattle *b = battle (self);
  g_autoptr(GError) error = NULL;
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (row));
  gboolean is_name = row == self->name_row;
  gboolean ok = c == NULL || b == NULL
                || ffb_battle_check_name_and_hex (c, b, is_name ? typed : b->name,
                                                  is_name ? b->hex : typed, NULL, &error);

  ffb_ui_flag_field (GTK_WIDGET (row), ok ? NULL : error->message);
  return ok;
}

static void
text_changed_cb (AdwEntryRow *row, FfbBattlePage *self)
{
  gboolean is_name = row == self->name_row;
  g_autoptr(GError) error = NULL;
  FfbBattleValues values;
  FfbBattle *b;

  if (!text_acceptable (self, row))
    return;
  b = edit_begin (self, is_name ? "battle-name" : "battle-hex");
  if (b == NULL)
    return;
  ffb_battle_values_of (b, &values);
  if (is_name)
    values.name = gtk_editable_get_text (GTK_EDITABLE (row));
  else
    values.hex = gtk_editable_get_text (GTK_EDITABLE (row));
  if (!ffb_battle_edit_setup (campaign (self), b, &values, NULL, &error))
    {
      /* Flagged at the row, as a name refused: the battle keeps its own. */
      edit_refused (self, error);
      ffb_ui_flag_field (GTK_WIDGET (row), error->message);
      return;
    }
  edit_end (self);
  if (is_name)
    {
      /* The battle list shows the name: refresh it without moving the focus. */
      fill_battle_list (self);
    }
}

static void
setup_changed_cb (FfbBattlePage *self)
{
  FfbBattle *b = edit_begin (self, "battle-setup");
  g_autoptr(GError) error = NULL;
  FfbBattleValues values;

  if (b == NULL)
    return;
  ffb_battle_values_of (b, &values);
  values.months = gtk_drop_down_get_selected (self->months_drop);
  values.year = gtk_spin_button_get_value_as_int (self->year_spin);
  values.terrain = adw_combo_row_get_selected (self->terrain_row);
  values.river = adw_combo_row_get_selected (self->river_row);
  values.attacker = adw_combo_row_get_selected (self->attacker_row);
  values.stands_per_sp = gtk_spin_button_get_value_as_int (self->stands_spin);
  values.batteries_per_sp = gtk_spin_button_get_value_as_int (self->batteries_spin);
  if (!ffb_battle_edit_setup (campaign (self), b, &values, NULL, &error))
    {
      edit_refused (self, error);
      fill_setup (self, b);
      show_record (self, b);
      return;
    }
  edit_end (self);
}

/* RULES.md Q: the engine switches the battle (its ratio, its OOBs organized again) or refuses
 * (a fought battle, dice rolled), and the refusal is said at the row. */
static void
tactics_selected_cb (FfbBattlePage *self)
{
  guint index = adw_combo_row_get_selected (self->tactics_row);
  FfbBattle *b;
  g_autoptr(GError) error = NULL;

  /* Filling the row's choices at start-up selects one: no battle is switched by that. Nor
   * is one by the row put back to its own set after a refusal (notified late, as the row's
   * own notify is under way): that is no edit, and the refusal stays said. */
  if (self->tactics_sets == NULL || index >= self->tactics_sets->len || battle (self) == NULL
      || index == ffb_ui_tactics_choice_index (self->tactics_sets,
                                               ffb_battle_tactics_id (battle (self)))
      || (b = edit_begin (self, NULL)) == NULL)
    return;
  if (!ffb_battle_set_tactical_rules (campaign (self), b,
                                      g_ptr_array_index (self->tactics_sets, index), &error))
    {
      edit_refused (self, error);
      fill_setup (self, b);
      show_record (self, b);
      ffb_ui_flag_field (GTK_WIDGET (self->tactics_row), error->message);
      return;
    }
  edit_end (self);
  fill_setup (self, b);
}

void
ffb_battle_page_set_document (FfbBattlePage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_BATTLE_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  rebuild (self);
}

static void
ffb_battle_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_battle_page_parent_class)->map (widget);
  if (FFB_BATTLE_PAGE (widget)->stale)
    rebuild (FFB_BATTLE_PAGE (widget));
}

static void
ffb_battle_page_dispose (GObject *object)
{
  FfbBattlePage *self = FFB_BATTLE_PAGE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_BATTLE_PAGE);
  G_OBJECT_CLASS (ffb_battle_page_parent_class)->dispose (object);
}

static void
ffb_battle_page_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_BATTLE_PAGE (object)->groups);
  g_ptr_array_unref (FFB_BATTLE_PAGE (object)->tactics_sets);
  g_hash_table_unref (FFB_BATTLE_PAGE (object)->own_tooltips);
  G_OBJECT_CLASS (ffb_battle_page_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbBattlePage, name)

static void
ffb_battle_page_class_init (FfbBattlePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_battle_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_battle_page_finalize;
  widget_class->map = ffb_battle_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-battle-page.ui");
  BIND (stack); BIND (preferences); BIND (record_group); BIND (record_label);
  BIND (battle_group); BIND (battle_row); BIND (name_row); BIND (hex_row); BIND (turn_row);
  BIND (turns_row);
  BIND (months_drop); BIND (year_spin); BIND (terrain_row); BIND (river_row);
  BIND (attacker_row); BIND (tactics_row); BIND (ratio_row); BIND (stands_spin); BIND (batteries_spin); BIND (dawn_label);
  BIND (dusk_label); BIND (turns_label); BIND (dusk_row); BIND (breastworks_row);
  BIND (breastworks_label); BIND (union_flank_row); BIND (confederate_flank_row);
  BIND (union_flank_label); BIND (confederate_flank_label);
  gtk_widget_class_bind_template_callback (widget_class, battle_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, text_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, setup_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, tactics_selected_cb);
}

static void
ffb_battle_page_init (FfbBattlePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ffb_keynav_name_choices (GTK_WIDGET (self->battle_row));
  self->groups = g_ptr_array_new ();
  self->own_tooltips = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  ffb_ui_set_battle_choices (self->months_drop, self->terrain_row, self->river_row,
                             self->attacker_row);
  self->tactics_sets = ffb_ui_set_tactics_choices (self->tactics_row);
  ffb_ui_set_accessible_name (GTK_WIDGET (self->name_row), _("Battle name"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->hex_row), _("CW map hex"));
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (document_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::battle-id",
                                  G_CALLBACK (rebuild), self);
}

GtkWidget *
ffb_battle_page_new (void)
{
  return g_object_new (FFB_TYPE_BATTLE_PAGE, NULL);
}
