/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-fields.c: the Aftermath page's fields (see ffb-aftermath-page-private.h),
 * built in code from the battle's OOBs: for each side its victory points, how it left the
 * field, a counter for each brigade, a switch for each battery, each CW leader's fate and
 * whether he appeared, the flank-march units that never arrived, the CW CRT row; then the R9F
 * pick. Each change is the referee's edit of the battle's draft: numbers typed in one control
 * merge into one undo step, each choice is a step of its own. */
#include "ffb-aftermath-page-private.h"

#include <glib/gi18n.h>

#include "ffb-night.h"
#include "ffb-organize.h"
#include "ffb-result-check.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"

/* What a run of typing in one control merges under, as one undo step: the battle, the side,
 * and the unit, the victory points or the CRT row's die. */
static char *
merge_key (FfbAftermathField *field, GtkWidget *spin)
{
  const char *side = ffb_side_to_string (field->side);
  const char *battle = field->page->fields_battle;

  for (int i = 0; field->kind == FIELD_CRT && i < FFB_CRT_ROW_RESULTS; i++)
    if (field->crt_loss[i] == spin)
      return g_strdup_printf ("aftermath:%s:%s:crt-%d", battle, side, i + 1);
  return g_strdup_printf ("aftermath:%s:%s:%s", battle, side,
                          field->id != NULL ? field->id : "victory-points");
}

/* A number typed: a run of typing in one control is one undo step. */
static void
typed_cb (GtkWidget *spin, FfbAftermathField *field)
{
  g_autofree char *key = merge_key (field, spin);

  field->page->field_changed (field->page, key);
}

static void
picked_cb (FfbAftermathField *field)
{
  field->page->field_changed (field->page, NULL);
}

static void
watch_typing (FfbAftermathField *field, GtkWidget *spin)
{
  g_signal_connect (spin, "value-changed", G_CALLBACK (typed_cb), field);
}

static void
watch_choice (FfbAftermathField *field, GtkWidget *control, const char *property)
{
  g_autofree char *signal = g_strconcat ("notify::", property, NULL);

  g_signal_connect_swapped (control, signal, G_CALLBACK (picked_cb), field);
}

static FfbAftermathField *
add_field (FfbAftermathPage *self, GtkWidget *control, GtkWidget *row,
           FfbAftermathFieldKind kind, FfbSide side, const char *id)
{
  FfbAftermathField *field = g_new0 (FfbAftermathField, 1);

  field->page = self;
  field->kind = kind;
  field->side = side;
  field->id = g_strdup (id);
  field->control = g_object_ref (control);
  field->row = g_object_ref (row);
  g_ptr_array_add (self->fields, field);
  return field;
}

/* The field's handlers go with it: a control may outlive the page's fields. */
static void
release (GtkWidget **control, FfbAftermathField *field)
{
  if (*control == NULL)
    return;
  g_signal_handlers_disconnect_matched (*control, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, field);
  g_clear_object (control);
}

void
ffb_aftermath_field_free (FfbAftermathField *field)
{
  release (&field->control, field);
  release (&field->appeared, field);
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    {
      release (&field->crt_loss[i], field);
      release (&field->crt_demoralizes[i], field);
    }
  g_clear_object (&field->row);
  g_free (field->id);
  g_free (field);
}

FfbAftermathField *
ffb_aftermath_field_find (FfbAftermathPage *self, FfbAftermathFieldKind kind, FfbSide side,
                          const char *id)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      FfbAftermathField *field = g_ptr_array_index (self->fields, i);

      if (field->kind == kind && field->side == side
          && (id == NULL || g_strcmp0 (field->id, id) == 0))
        return field;
    }
  return NULL;
}

/* Units: a counter a brigade, a switch a battery */

static GtkWidget *
expander (AdwPreferencesGroup *group, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  ffb_keynav_name_expander_row (row);
  adw_preferences_group_add (group, row);
  return row;
}

static GtkWidget *
switch_new (const char *accessible_name)
{
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (toggle, accessible_name);
  return toggle;
}

static void
add_brigade_field (FfbAftermathPage *self, FfbSide side, const FfbUnit *unit,
                   const char *path, GtkWidget *losses)
{
  /* Translators: accessible name: a brigade's place in the OOB, then its side. */
  g_autofree char *name = g_strdup_printf (_("Stands lost by %s (%s)"), path,
                                           ffb_side_display_name (side));
  /* The code the printed sheet shows, never the file's id. */
  g_autofree char *code = ffb_unit_code (unit);
  /* Translators: a brigade's code (as "1.2.3"), its stands, then its experience. */
  g_autofree char *subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %d stand · %s",
                                                            "%s · %d stands · %s", unit->stands),
                                               code, unit->stands,
                                               ffb_experience_display_name (unit->experience));
  GtkWidget *spin = ffb_ui_spin_new (0, unit->stands, 0, name);
  GtkWidget *row = ffb_ui_row_new (path, subtitle, spin);

  watch_typing (add_field (self, spin, row, FIELD_LOSS, side, unit->id), spin);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (losses), row);
}

static void
add_battery_field (FfbAftermathPage *self, FfbSide side, const FfbUnit *unit,
                   const char *path, GtkWidget *batteries)
{
  /* Translators: accessible name: a battery's place in the OOB, then its side. */
  g_autofree char *name = g_strdup_printf (_("%s lost (%s)"), path,
                                           ffb_side_display_name (side));
  g_autofree char *code = ffb_unit_code (unit);
  GtkWidget *toggle = switch_new (name);
  GtkWidget *row = ffb_ui_row_new (path, code, toggle);

  watch_choice (add_field (self, toggle, row, FIELD_BATTERY, side, unit->id), toggle, "active");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (batteries), row);
}

static void
add_unit_fields (FfbAftermathPage *self, FfbSide side, const FfbUnit *unit, GtkWidget *losses,
                 GtkWidget *batteries)
{
  g_autofree char *path = ffb_unit_path (unit);

  if (unit->kind == FFB_UNIT_BRIGADE)
    add_brigade_field (self, side, unit, path, losses);
  else if (unit->kind == FFB_UNIT_BATTERY)
    add_battery_field (self, side, unit, path, batteries);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_unit_fields (self, side, g_ptr_array_index (unit->children, i), losses, batteries);
}

/* R9D: leaders, and the marches that never arrived */

static void
add_leader_fields (FfbAftermathPage *self, FfbBattle *b, FfbSide side, AdwPreferencesGroup *group)
{
  const char *const seen[] = { _("Appeared unless his march never arrived"),
                               _("Appeared on the table"), _("Never appeared"), NULL };
  /* Translators: R9D is a rule id, keep it. */
  GtkWidget *leaders = expander (group, _("Leaders (R9D)"), _("Killed, disabled (wounded in CW), and "
                                   "who never appeared on the table"));

  for (guint i = 0; i < b->sides[side].leaders->len; i++)
    {
      const char *id = g_array_index (b->sides[side].leaders, FfbPresentLeader, i).leader_id;
      FfbLeader *leader = ffb_campaign_find_leader (ffb_aftermath_page_campaign (self), id);
      g_autofree char *fate_name = g_strdup_printf (_("Fate of %s"), leader->name);
      g_autofree char *seen_name = g_strdup_printf (_("Whether %s appeared"), leader->name);
      GtkWidget *fate = ffb_ui_drop_down_new (ffb_fate_display_names (), 0, fate_name);
      GtkWidget *appeared = ffb_ui_drop_down_new (seen, 0, seen_name);
      GtkWidget *row = ffb_ui_row_new (leader->name, NULL, appeared);
      FfbAftermathField *field;

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), fate);
      field = add_field (self, fate, row, FIELD_LEADER, side, id);
      field->appeared = g_object_ref (appeared);
      watch_choice (field, fate, "selected");
      watch_choice (field, appeared, "selected");
      adw_expander_row_add_row (ADW_EXPANDER_ROW (leaders), row);
    }
}

/* R9D, R9E: the battle's record says which units never arrived (ffb-result-record.c). Those
 * are switched on and held so; one that came may be switched on, and the engine then says at
 * this row why the record refuses it. */
static void
add_never_field (FfbAftermathPage *self, const FfbFlankOrder *order, const char *id,
                 FfbOob *oob, GHashTable *away, GtkWidget *never)
{
  FfbUnit *unit = ffb_oob_find_unit (oob, id);
  g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : g_strdup (id);
  /* Translators: accessible name: a unit's place in the OOB, then its side. */
  g_autofree char *name = g_strdup_printf (_("%s never arrived (%s)"), path,
                                           ffb_side_display_name (order->side));
  gboolean stayed = g_hash_table_contains (away, id);
  /* Translators: %s is a flank (Left, Right). */
  g_autofree char *subtitle = g_strdup_printf (stayed ? _("%s flank march · by the battle's "
                                                          "record, it never arrived")
                                                      /* Translators: %s is a flank (Left, Right). */
                                                      : _("%s flank march · by the battle's "
                                                          "record, it came on the table"),
                                               ffb_flank_display_name (order->flank));
  GtkWidget *toggle = switch_new (name);
  GtkWidget *row = ffb_ui_row_new (path, subtitle, toggle);
  FfbAftermathField *field;

  gtk_switch_set_active (GTK_SWITCH (toggle), stayed);
  gtk_widget_set_sensitive (toggle, !stayed);
  field = add_field (self, toggle, row, FIELD_NEVER, order->side, id);
  field->right = order->flank == FFB_FLANK_RIGHT;
  watch_choice (field, toggle, "active");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (never), row);
}

/* A march's whole units, each a switch. */
static void
add_never_fields (FfbAftermathPage *self, FfbBattle *b, FfbSide side, FfbOob *oob,
                  AdwPreferencesGroup *group)
{
  FfbNeutral *neutral = b->neutral;
  FfbCampaign *campaign = ffb_aftermath_page_campaign (self);
  g_autoptr(GHashTable) away = ffb_result_record_never_arrived (campaign, b, oob);
  GtkWidget *never = NULL;

  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      for (guint j = 0; order->side == side && j < order->unit_ids->len; j++)
        {
          if (never == NULL)
            /* Translators: R9D and R9E are rule ids, keep them. */
            never = expander (group, _("Flank marches that never arrived (R9D, R9E)"),
                              _("They lose nothing, and their green SPs stay green"));
          add_never_field (self, order, g_ptr_array_index (order->unit_ids, j), oob, away,
                           never);
        }
    }
}

/* R9C: the CW CRT row */

static void
add_crt_result (FfbAftermathField *field, int i)
{
  const char *side_name = ffb_side_display_name (field->side);
  g_autofree char *title = g_strdup_printf (_("Die roll %d"), i + 1);
  /* Translators: accessible names: a side, then a die roll (1-6) of the CW Combat Results Table. */
  g_autofree char *loss_name = g_strdup_printf (_("%s CRT, die %d: SP lost"), side_name, i + 1);
  g_autofree char *dem_name = g_strdup_printf (_("%s CRT, die %d: demoralizes"), side_name,
                                               i + 1);
  GtkWidget *spin = ffb_ui_spin_new (0, 99, 0, loss_name);
  GtkWidget *toggle = switch_new (dem_name);
  GtkWidget *row = ffb_ui_row_new (title, _("SP lost · demoralizes"), spin);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  field->crt_loss[i] = g_object_ref (spin);
  field->crt_demoralizes[i] = g_object_ref (toggle);
  watch_typing (field, spin);
  watch_choice (field, toggle, "active");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (field->control), row);
}

static void
add_crt_field (FfbAftermathPage *self, FfbSide side, AdwPreferencesGroup *group)
{
  /* Translators: R9C is a rule id, keep it. */
  GtkWidget *crt = expander (group, _("CW Combat Results Table row (R9C)"),
                             _("The six results the CW battle would have used, as they fall on "
                               "this side: needed when it held the field with 0 or 1 SP lost"));
  FfbAftermathField *field;

  adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (crt), TRUE);
  adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (crt), FALSE);
  field = add_field (self, crt, crt, FIELD_CRT, side, NULL);
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    add_crt_result (field, i);
  watch_choice (field, crt, "enable-expansion");
}

/* A side */

static void
add_points_field (FfbAftermathPage *self, FfbSide side, AdwPreferencesGroup *group)
{
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("%s victory points"), ffb_side_display_name (side));
  GtkWidget *points = ffb_ui_spin_new (0, 9999, 0, name);
  GtkWidget *row = ffb_ui_row_new (_("Victory points (R9)"), _("More wins; equal is a draw"), points);

  adw_preferences_group_add (group, row);
  watch_typing (add_field (self, points, row, FIELD_POINTS, side, NULL), points);
}

static void
add_field_field (FfbAftermathPage *self, FfbBattle *b, FfbSide side, AdwPreferencesGroup *group)
{
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("How the %s army ended the battle"),
                                           ffb_side_display_name (side));
  g_autoptr(GtkStringList) names = gtk_string_list_new (ffb_result_field_display_names ());
  GtkWidget *field = adw_combo_row_new ();
  const FfbNeutral *neutral = b->neutral;

  /* Translators: R8C is a rule id, keep it. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field), _("The field (R8C)"));
  adw_combo_row_set_model (ADW_COMBO_ROW (field), G_LIST_MODEL (names));
  ffb_keynav_name_choices (field);
  ffb_ui_set_accessible_name (field, name);
  /* The clock knows who left: that is the default. */
  if (neutral != NULL && neutral->clock.ended && neutral->clock.left_side == (int) side)
    adw_combo_row_set_selected (ADW_COMBO_ROW (field), neutral->clock.driven_off
                                                         ? FFB_RESULT_FIELD_DRIVEN_OFF
                                                         : FFB_RESULT_FIELD_WITHDREW);
  adw_preferences_group_add (group, field);
  watch_choice (add_field (self, field, field, FIELD_FIELD, side, NULL), field, "selected");
}

static void
add_side (FfbAftermathPage *self, FfbBattle *b, FfbSide side, FfbOob *oob)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences,
                                                    ffb_side_display_name (side), NULL);
  GtkWidget *losses, *batteries;

  add_points_field (self, side, group);
  add_field_field (self, b, side, group);
  losses = expander (group, _("Stands lost (R9A)"), NULL);
  /* Q1: a battle fought with other tactical rules loses guns, FF batteries. */
  batteries = expander (group, b->tactics != NULL ? _("Guns lost") : _("Batteries lost"), NULL);
  self->losses_row[side] = ADW_EXPANDER_ROW (losses);
  self->batteries_row[side] = ADW_EXPANDER_ROW (batteries);
  add_unit_fields (self, side, oob->army, losses, batteries);
  add_leader_fields (self, b, side, group);
  add_never_fields (self, b, side, oob, group);
  add_crt_field (self, side, group);
}

/* R9F: the referee's pick of the SP group promoted to crack */

static void
crack_picked_cb (FfbAftermathPage *self)
{
  self->field_changed (self, NULL);
}

static GtkStringList *
crack_names (FfbAftermathPage *self, FfbBattle *b)
{
  GtkStringList *names = gtk_string_list_new (NULL);

  g_ptr_array_set_size (self->crack_ids, 0);
  gtk_string_list_append (names, _("The winner's group with the most such SPs"));
  g_ptr_array_add (self->crack_ids, NULL);
  gtk_string_list_append (names, _("Nobody"));
  g_ptr_array_add (self->crack_ids, NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    for (guint i = 0; i < b->sides[side].sps->len; i++)
      {
        const char *id = g_array_index (b->sides[side].sps, FfbPresentSp, i).group_id;
        FfbSpGroup *sp_group = ffb_campaign_find_sp_group (ffb_aftermath_page_campaign (self),
                                                           id);
        /* Translators: an SP group, then its side. */
        g_autofree char *item = g_strdup_printf (_("%s (%s)"), sp_group->name,
                                                 ffb_side_display_name (side));

        gtk_string_list_append (names, item);
        g_ptr_array_add (self->crack_ids, g_strdup (id));
      }
  return names;
}

static void
add_crack (FfbAftermathPage *self, FfbBattle *b)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, NULL, NULL);
  g_autoptr(GtkStringList) names = crack_names (self, b);

  self->crack_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->crack_row),
                                 _("Promotion to crack (R9F)"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->crack_row),
                               _("The winner may promote one SP that fought"));
  adw_combo_row_set_model (self->crack_row, G_LIST_MODEL (names));
  ffb_keynav_name_choices (GTK_WIDGET (self->crack_row));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->crack_row), _("Promotion to crack"));
  g_signal_connect_swapped (self->crack_row, "notify::selected", G_CALLBACK (crack_picked_cb),
                            self);
  adw_preferences_group_add (group, GTK_WIDGET (self->crack_row));
  /* The group has no title: its one row says what it is for. */
  ffb_keynav_name_group_list (group, _("Promotion to crack"));
}

void
ffb_aftermath_fields_crack (FfbAftermathPage *self, const char **crack_group,
                            gboolean *no_crack)
{
  guint crack = self->crack_row != NULL ? adw_combo_row_get_selected (self->crack_row) : 0;

  *no_crack = crack == 1;
  *crack_group = crack < self->crack_ids->len ? g_ptr_array_index (self->crack_ids, crack)
                                              : NULL;
}

/* Building */

/* The OOB the aftermath will use: the stored one, or organized as it will organize it. */
static FfbOob *
oob_for (FfbAftermathPage *self, FfbBattle *b, FfbSide side, GError **error)
{
  return b->oob[side] != NULL ? ffb_oob_ref (b->oob[side])
                              : ffb_organize (ffb_aftermath_page_campaign (self), b, side,
                                              error);
}

/* RULES.md Q: the table the result comes from is the battle's tactical rules'. */
static void
head_description (FfbAftermathPage *self, const FfbTactics *tactics)
{
  const char *rest = _("it is kept with the campaign as you type, and saved with it. The "
                       "preview at the end says at once what will change in The Civil War "
                       "(CW) campaign, its strength points (SP) and leaders; nothing changes "
                       "until you apply it there.");
  g_autofree char *text = NULL;

  if (tactics == NULL)
    text = g_strdup (_("Enter what happened on the Fire &amp; Fury (FF) table: it is kept with "
                       "the campaign as you type, and saved with it. The preview at the end "
                       "says at once what will change in The Civil War (CW) campaign, its "
                       "strength points (SP) and leaders; nothing changes until you apply it "
                       "there."));
  else
    /* Translators: a tactical rule set's name, then the rest of the sentence. */
    text = g_markup_printf_escaped (_("Enter what happened on the table of the %s: %s"),
                                    tactics->name, rest);
  adw_preferences_group_set_description (self->head_group, text);
}

gboolean
ffb_aftermath_fields_build (FfbAftermathPage *self, FfbBattle *b, GError **error)
{
  g_autoptr(FfbOob) union_oob = oob_for (self, b, FFB_SIDE_UNION, error);
  g_autoptr(FfbOob) confederate_oob = union_oob != NULL ? oob_for (self, b, FFB_SIDE_CONFEDERATE,
                                                                   error) : NULL;
  /* Translators: %s is a battle. */
  g_autofree char *title = g_strdup_printf (_("The Result of %s"), b->name);

  if (confederate_oob == NULL)
    return FALSE;
  adw_preferences_group_set_title (self->head_group, title);
  head_description (self, b->tactics);
  self->fields_battle = g_strdup (b->id);
  add_side (self, b, FFB_SIDE_UNION, union_oob);
  add_side (self, b, FFB_SIDE_CONFEDERATE, confederate_oob);
  add_crack (self, b);
  return TRUE;
}
