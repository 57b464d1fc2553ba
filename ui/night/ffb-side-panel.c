/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-side-panel.c: one side's private view (see ffb-side-panel.h).
 *
 * The groups are built in code from the side's copy, as the campaign page builds its side
 * groups, and built again from a new copy after every change: a copy is made for one reader,
 * so nothing this file shows can belong to the other side. */
#include "ffb-side-panel.h"

#include <glib/gi18n.h>
#include "ffb-action-hand.h"
#include "ffb-arrivals-editor.h"
#include "ffb-card-hand.h"
#include "ffb-error.h"
#include "ffb-neutral-steps.h"
#include "ffb-night.h"
#include "ffb-order-editor.h"
#include "ffb-text.h"
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbSidePanel
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed, to rebuild */
  FfbSide side;
  gboolean building;  /* making the copy may store the OOBs: an edit, not a reason to rebuild */
  FfbOob *oob;        /* the copy's OOB of this side, for the lists built from it */
  GPtrArray *p_units; /* char* ids of the commands of Poltroon leaders */
  GPtrArray *p_brigades; /* char* ids of the brigades p_brigade_row offers, in its order */
  AdwComboRow *p_leader_row;
  AdwComboRow *p_brigade_row;

  GtkWidget *content;
  AdwWindowTitle *title;
  AdwToastOverlay *toasts;
  FfbGroupsPage *preferences;
};

G_DEFINE_FINAL_TYPE (FfbSidePanel, ffb_side_panel, GTK_TYPE_WIDGET)

static FfbCampaign *
campaign (FfbSidePanel *self)
{
  return ffb_document_get_campaign (self->document);
}

/* The battle's tactical rules, whose words the panel speaks (RULES.md Q). */
static const FfbTactics *
tactics (FfbSidePanel *self)
{
  FfbBattle *b = ffb_document_get_battle (self->document);

  return b != NULL ? b->tactics : NULL;
}

static void
add_row (AdwPreferencesGroup *group, const char *title, const char *subtitle)
{
  adw_preferences_group_add (group, ffb_ui_row_new (title, subtitle, NULL));
}

/* The battle: only what both players know, and the defender's breastworks. */
static void
add_battle_group (FfbSidePanel *self, const FfbReaderView *view)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, view->battle_name, NULL);
  g_autofree char *turn = ffb_ui_turn_text (view->year, view->months);
  /* Translators: a hex of the CW map, a CW turn, then the terrain. */
  g_autofree char *where = g_strdup_printf (_("Hex %s · %s · %s"), view->hex, turn,
                                            ffb_terrain_display_name (view->terrain));
  g_autofree char *inches = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%d inch, from your stands on the table",
                                                         "%d inches, from your stands on the "
                                                         "table", view->breastworks_inches),
                                             view->breastworks_inches);
  gboolean attacks = view->attacker == self->side;

  add_row (group, attacks ? _("You attack") : _("You defend and pick your table edge (R3)"), where);
  if (view->breastworks_inches >= 0)
    add_row (group, _("Your breastworks (R7C)"), inches);
  add_row (group, _("Where the battle stands"), view->when);
  add_row (group, _("Dice commitment (SHA-256 of the seed)"),
           view->commitment != NULL ? view->commitment
                                    : _("The referee has not drawn the seed yet"));
  if (view->signing_key != NULL)
    add_row (group, _("The key the file is signed with"), view->signing_key);
}

/* C1: his hand, when the referee has turned cards on for the battle. */
static void
add_cards_group (FfbSidePanel *self)
{
  FfbBattle *battle = ffb_document_get_battle (self->document);

  if (battle->neutral != NULL && battle->neutral->cards != NULL)
    ffb_groups_page_add (self->preferences,
                        ADW_PREFERENCES_GROUP (ffb_card_hand_new (self->document, self->side)));
}

/* C2: his hand of the campaign's action deck, once the referee has turned it on; beside the
 * battle's cards when both are on. */
static void
add_action_cards_group (FfbSidePanel *self)
{
  if (campaign (self)->action_cards != NULL)
    ffb_groups_page_add (self->preferences,
                        ADW_PREFERENCES_GROUP (ffb_action_hand_new (self->document, self->side)));
}

/* Flank marches */

typedef struct
{
  FfbSide side;
  FfbFlank flank;
} CallOff;

static gboolean
cancel_step (FfbCampaign *c, FfbBattle *battle, gpointer data, GError **error)
{
  const CallOff *call_off = data;

  return ffb_neutral_step_call_off (battle, call_off->side, call_off->flank, error);
}

/* panel.call-off("left" or "right"): the Call Off button of that flank's march. */
static void
call_off_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbSidePanel *self = FFB_SIDE_PANEL (widget);
  CallOff call_off = { self->side, FFB_FLANK_LEFT };
  g_autoptr(GError) error = NULL;

  if (!ffb_flank_from_string (g_variant_get_string (parameter, NULL), &call_off.flank))
    g_return_if_reached ();
  if (!ffb_night_run (self->document, NULL, cancel_step, &call_off, &error))
    ffb_ui_show_error (widget, _("Could not call the march off"), error);
  else
    ffb_ui_toast (GTK_WIDGET (self->toasts), _("The march is called off"));
}

static char *
units_text (const FfbReaderView *view, const FfbFlankOrder *order)
{
  GString *text = g_string_new (NULL);
  FfbOob *oob = view->oobs[order->side];

  for (guint i = 0; i < order->unit_ids->len; i++)
    {
      const char *id = g_ptr_array_index (order->unit_ids, i);
      FfbUnit *unit = oob != NULL ? ffb_oob_find_unit (oob, id) : NULL;

      g_string_append_printf (text, "%s%s", i > 0 ? "; " : "", unit != NULL ? unit->name : id);
    }
  return g_string_free (text, FALSE);
}

static char *
result_text (FfbSidePanel *self, const FfbReaderView *view, const FfbReaderViewOrder *given)
{
  const FfbFlankOrder *order = given->order;
  g_autofree char *enters = NULL;

  /* R7B(5a): the encounter's notice may come before the march's own. */
  if (given->met && (!given->larger || given->arriving->len == 0))
    return g_strdup (_("It met the enemy's march off table and never arrives; it loses nothing "
                       "(R7B(5a))"));
  if (!order->rolled && given->met)
    return g_strdup (_("It met the enemy's march off table: only part of it arrives (R7B(5a)); "
                       "when it enters is sealed until its notice (R7B)"));
  if (!order->rolled)
    return g_strdup (_("Sealed: nobody, you included, learns how it went before its notice "
                       "(R7B)"));
  if (order->arrival_turn <= 0)
    return g_strdup (_("It never arrives (R7B(5a))"));
  enters = ffb_battle_turn_describe (campaign (self)->rules, view->months, order->arrival_turn);
  if (given->met)
    /* Translators: a march (swift, deliberate, plodding), then a turn of the battle; R7B(5a)
     * is a rule id, keep it. */
    return g_strdup_printf (_("It was %s: only part of it enters (R7B(5a)), on %s"),
                            ffb_march_display_name (order->march), enters);
  /* Translators: a march (swift, deliberate, plodding), then a turn of the battle. */
  return g_strdup_printf (_("It was %s: it enters on %s"), ffb_march_display_name (order->march),
                          enters);
}

/* R7B(5a): while its owner may pick, the arrivals editor shows what arrives; then it is
 * fixed. */
static void
add_fixed_arrivals (FfbSidePanel *self, AdwPreferencesGroup *group, const FfbReaderView *view,
                    const FfbReaderViewOrder *given)
{
  g_autofree char *arrives = NULL;

  if (!given->larger || given->arriving->len == 0 || given->may_pick)
    return;
  arrives = ffb_arrivals_editor_describe (view, given, campaign (self)->rules);
  add_row (group, _("What arrives (R7B(5a)), fixed"), arrives);
}

static void
add_given_order (FfbSidePanel *self, const FfbReaderView *view, const FfbReaderViewOrder *given,
                 gboolean rolled)
{
  /* Translators: %s is a flank (Left, Right); R5 is a rule id, keep it. */
  g_autofree char *title = g_strdup_printf (_("%s Flank March (R5)"),
                                            ffb_flank_display_name (given->order->flank));
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, title, NULL);
  /* Translators: %s is a leader. */
  g_autofree char *led_by = g_strdup_printf (_("Led by %s"), given->leader_name);
  g_autofree char *leader = g_strdup_printf (_("Initiative %d (R7B(1))"), given->initiative);
  g_autofree char *units = units_text (view, given->order);
  g_autofree char *stands = ffb_text_stands (given->size.stands);
  g_autofree char *batteries = ffb_tactics_artillery_count (tactics (self),
                                                            given->size.batteries);
  g_autofree char *size = g_strdup_printf ("%s · %s", stands, batteries);
  g_autofree char *odds = ffb_night_odds_text (&given->odds);
  /* Translators: keep %+d, the die modifier; R7B(1) and R7C are rule ids, keep them. */
  g_autofree char *die = g_strdup_printf (_("Arrival odds (R7B(1)), the die %+d (R7C)"),
                                          given->modifier);
  g_autofree char *result = result_text (self, view, given);

  add_row (group, led_by, leader);
  add_row (group, units, size);
  add_row (group, die, odds);
  /* R5-R5B, R7C, R7D: a stored order that breaks them says so at once. */
  for (guint i = 0; i < given->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (given->findings, i);
      /* Translators: %s is a rule id, as R5A. */
      g_autofree char *why = g_strdup_printf (_("Finding %s: it may not go"), finding->rule);

      add_row (group, why, finding->message);
    }
  add_row (group, _("How it went"), result);
  add_fixed_arrivals (self, group, view, given);
  if (!rolled)
    {
      /* Translators: accessible name; %s is "left flank" or "right flank". */
      g_autofree char *name = g_strdup_printf (_("Call off the %s march"),
                                               ffb_night_flank_words (given->order->flank));
      GtkWidget *cancel = ffb_night_button_new (_("_Call Off"), name, "destructive-action");

      gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "panel.call-off");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (cancel), "s",
                                        ffb_flank_to_string (given->order->flank));
      adw_preferences_group_set_header_suffix (group, cancel);
    }
}

static const FfbReaderViewOrder *
find_given (const FfbReaderView *view, FfbFlank flank)
{
  for (guint i = 0; i < view->orders->len; i++)
    {
      const FfbReaderViewOrder *given = g_ptr_array_index (view->orders, i);

      if (given->order->flank == flank)
        return given;
    }
  return NULL;
}

static void
add_march_groups (FfbSidePanel *self, const FfbReaderView *view)
{
  FfbBattle *battle = ffb_document_get_battle (self->document);
  /* Whether the pre-battle rolls are made is known to both players. */
  gboolean rolled = battle->neutral != NULL && battle->neutral->rolled;

  for (int flank = 0; flank < FFB_N_FLANKS; flank++)
    {
      const FfbReaderViewOrder *given = find_given (view, flank);

      if (given != NULL)
        {
          add_given_order (self, view, given, rolled);
          if (given->may_pick)
            ffb_groups_page_add (self->preferences,
                                ADW_PREFERENCES_GROUP (ffb_arrivals_editor_new (self->document,
                                                                                view, given)));
        }
      else if (!rolled)
        {
          GtkWidget *editor = ffb_order_editor_new (self->document, view, flank);

          ffb_groups_page_add (self->preferences, ADW_PREFERENCES_GROUP (editor));
        }
    }
}

/* His army, with the ratings he knows (R7A) */

/* A brigade's label in the battle's rules: FF's "10.8.6" (R4G), or the set's stands and
 * Shaken count, "6 stands · Shaken at 2" (Q2). */
static char *
brigade_label (FfbSidePanel *self, const FfbUnit *unit)
{
  g_autofree char *stands = NULL;

  if (tactics (self) == NULL)
    return ffb_rules_brigade_label (campaign (self)->rules, unit->experience, unit->stands,
                                    unit->starts_worn);
  stands = ffb_text_stands (unit->stands);
  /* Translators: the brigade's stands, then the count it is Shaken at (RULES.md Q2). */
  return g_strdup_printf (_("%s · Shaken at %d"), stands,
                          ffb_tactics_shaken_at (tactics (self), unit->stands));
}

/* A command's leader and his rating; an army without one says so, in the battle's rules (Q4:
 * under a set's, each General heads his own division). */
static char *
leader_line (FfbSidePanel *self, const FfbUnit *unit)
{
  gboolean quick = tactics (self) != NULL;

  if (unit->leader_id == NULL && unit->kind == FFB_UNIT_ARMY)
    return g_strdup (quick ? _("Each General heads his own division (Q1)")
                           : _("No army leader present"));
  return g_strdup_printf ("%s · %s", unit->leader_name != NULL ? unit->leader_name
                                     : quick ? _("Generated General") : _("Generated leader"),
                          ffb_night_rating_text (unit->rating));
}

static char *
unit_line (FfbSidePanel *self, const FfbUnit *unit)
{
  g_autofree char *label = NULL;

  switch (unit->kind)
    {
    case FFB_UNIT_BRIGADE:
      label = brigade_label (self, unit);
      return g_strdup_printf ("%s · %s · %s · %s", label,
                              tactics (self) != NULL
                                ? ffb_tactics_experience_word (unit->experience)
                                : ffb_experience_display_name (unit->experience),
                              unit->cavalry ? _("cavalry") : _("infantry"),
                              ffb_night_rating_text (unit->rating));
    case FFB_UNIT_BATTERY:
      return g_strdup (ffb_tactics_artillery_name (tactics (self), unit->horse));
    default:
      return leader_line (self, unit);
    }
}

static void
add_unit_rows (FfbSidePanel *self, AdwExpanderRow *expander, const FfbUnit *unit, int depth)
{
  g_autofree char *line = unit_line (self, unit);
  GtkWidget *row = ffb_ui_row_new (unit->name, line, NULL);

  gtk_widget_set_margin_start (row, 18 * depth);
  adw_expander_row_add_row (expander, row);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_unit_rows (self, expander, g_ptr_array_index (unit->children, i), depth + 1);
}

static void
add_army_group (FfbSidePanel *self, const FfbReaderView *view)
{
  FfbOob *oob = view->oobs[self->side];
  AdwPreferencesGroup *group;
  g_autofree char *army = NULL;

  if (oob == NULL)
    return;
  group = ffb_night_add_group (self->preferences, _("Your Army (R7A)"),
                               _("Ratings show once the neutral party has rolled them: before "
                                 "the battle, or on arrival for a flank march (R7B(7))"));
  army = unit_line (self, oob->army);
  add_row (group, oob->army->name, army);
  for (guint i = 0; oob->army->children != NULL && i < oob->army->children->len; i++)
    {
      const FfbUnit *top = g_ptr_array_index (oob->army->children, i);
      g_autofree char *line = unit_line (self, top);
      GtkWidget *expander = adw_expander_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), top->name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), line);
      ffb_keynav_name_expander_row (expander);
      for (guint j = 0; top->children != NULL && j < top->children->len; j++)
        add_unit_rows (self, ADW_EXPANDER_ROW (expander), g_ptr_array_index (top->children, j),
                       0);
      adw_preferences_group_add (group, expander);
    }
}

/* Sealed results, notices and re-rolls */

static void
add_secrets_group (FfbSidePanel *self, const FfbReaderView *view)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Your Sealed Results"),
                                                    _("For your eyes only (R7)"));

  if (view->secrets->len == 0)
    add_row (group, _("Nothing rolled for you yet"), NULL);
  for (guint i = 0; i < view->secrets->len; i++)
    {
      const FfbSecret *secret = g_ptr_array_index (view->secrets, i);
      g_autofree char *when = ffb_battle_turn_describe (campaign (self)->rules, view->months,
                                                        secret->made_turn);
      /* Translators: %s is a turn of the battle, as "day 1, turn 3 (10:00)". */
      g_autofree char *made = g_strdup_printf (_("Rolled %s"), when);

      adw_preferences_group_add (group, ffb_night_rule_row (secret->rule, secret->text, made));
    }
}

static void
add_notices_group (FfbSidePanel *self, const FfbReaderView *view)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Notices"),
                                                    _("Told to both players"));

  if (view->notices->len == 0)
    add_row (group, _("No notices yet"), NULL);
  for (guint i = 0; i < view->notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (view->notices, i);
      g_autofree char *when = ffb_battle_turn_describe (campaign (self)->rules, view->months,
                                                        notice->turn);

      adw_preferences_group_add (group, ffb_night_rule_row (notice->rule, notice->text, when));
    }
}

static void
add_rerolls_group (FfbSidePanel *self, const FfbReaderView *view)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Re-rolls (R11D)"),
                                                    _("Each turn, from the army leaders' CW army "
                                                      "command ratings"));
  FfbSide other = ffb_side_other (self->side);
  /* Translators: re-rolls a turn (R11D). */
  g_autofree char *own = g_strdup_printf (_("%d a turn"), view->rerolls[self->side].own);
  g_autofree char *forced = g_strdup_printf (_("%d a turn"), view->rerolls[self->side].forced);
  g_autofree char *force = g_strdup_printf (_("%d a turn"), view->rerolls[other].forced);

  add_row (group, _("Your army may re-roll its maneuver rolls"), own);
  add_row (group, _("The enemy may force you to re-roll"), forced);
  add_row (group, _("You may force the enemy to re-roll"), force);
}

/* R7A(2b): a Poltroon leader attached to a brigade, rolled on demand */

static void
fill_p_brigades (FfbSidePanel *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  FfbOob *oob = self->oob;
  guint picked = adw_combo_row_get_selected (self->p_leader_row);
  const char *command_id = picked < self->p_units->len ? g_ptr_array_index (self->p_units,
                                                                             picked) : NULL;
  FfbUnit *command = command_id != NULL ? ffb_oob_find_unit (oob, command_id) : NULL;
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  GPtrArray *brigades = self->p_brigades;

  g_ptr_array_set_size (brigades, 0);
  if (command != NULL)
    g_ptr_array_add (stack, command);
  while (stack->len > 0)
    {
      FfbUnit *unit = g_ptr_array_steal_index (stack, 0);

      if (unit->kind == FFB_UNIT_BRIGADE)
        {
          gtk_string_list_append (names, unit->name);
          g_ptr_array_add (brigades, g_strdup (unit->id));
        }
      for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
        g_ptr_array_insert (stack, i, g_ptr_array_index (unit->children, i));
    }
  adw_combo_row_set_model (self->p_brigade_row, G_LIST_MODEL (names));
}

typedef struct
{
  FfbSide side;
  const char *leader_unit_id;
  const char *brigade_id;
  int value;
} PStep;

static gboolean
p_step (FfbCampaign *c, FfbBattle *battle, gpointer data, GError **error)
{
  PStep *step = data;

  return ffb_neutral_roll_attached_p (ffb_battle_get_neutral (battle), c, battle, step->side,
                                      step->leader_unit_id, step->brigade_id, &step->value,
                                      error);
}

static void
p_roll_clicked_cb (FfbSidePanel *self)
{
  GPtrArray *brigades = self->p_brigades;
  guint leader = adw_combo_row_get_selected (self->p_leader_row);
  guint brigade = adw_combo_row_get_selected (self->p_brigade_row);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL, *brigade_id = NULL, *leader_id = NULL;
  PStep step = { self->side, NULL, NULL, 0 };

  if (leader >= self->p_units->len || brigade >= brigades->len)
    return;
  /* Copies: the edit rebuilds this view, and with it the lists these come from. */
  step.leader_unit_id = leader_id = g_strdup (g_ptr_array_index (self->p_units, leader));
  step.brigade_id = brigade_id = g_strdup (g_ptr_array_index (brigades, brigade));
  if (!ffb_night_run (self->document, NULL, p_step, &step, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("The neutral party cannot roll it"), error);
      return;
    }
  /* Translators: keep %+d, the roll (+1 or -1); R7A(2b) is a rule id, keep it. */
  message = g_strdup_printf (_("%+d on this maneuver or close-combat roll (R7A(2b))"), step.value);
  ffb_ui_toast (GTK_WIDGET (self->toasts), message);
}

static void
add_poltroon_group (FfbSidePanel *self, const FfbReaderView *view)
{
  g_autoptr(GtkStringList) leaders = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  AdwPreferencesGroup *group;
  FfbOob *oob = view->oobs[self->side];
  GtkWidget *roll;

  g_ptr_array_set_size (self->p_units, 0);
  g_clear_pointer (&self->oob, ffb_oob_unref);
  if (oob != NULL)
    {
      self->oob = ffb_oob_ref (oob);
      g_ptr_array_add (stack, oob->army);
    }
  while (stack->len > 0)
    {
      FfbUnit *unit = g_ptr_array_steal_index (stack, stack->len - 1);

      if (unit->kind != FFB_UNIT_BRIGADE && unit->rating == FFB_RATING_POLTROON)
        {
          g_autofree char *item = g_strdup_printf ("%s (%s)", unit->leader_name, unit->name);
          gtk_string_list_append (leaders, item);
          g_ptr_array_add (self->p_units, g_strdup (unit->id));
        }
      for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
        g_ptr_array_add (stack, g_ptr_array_index (unit->children, i));
    }
  if (self->p_units->len == 0)
    return;
  group = ffb_night_add_group (self->preferences, _("Attached Poltroon Leader (R7A(2b))"),
                               _("His brigade adds +1 or -1, even chances, to every maneuver and "
                                 "close-combat roll; roll it here each time"));
  /* Translators: a button that rolls +1 or -1 for a Poltroon leader. */
  roll = ffb_night_button_new (_("_Roll ±1"), _("Roll for the attached Poltroon leader"),
                               "suggested-action");
  g_signal_connect_swapped (roll, "clicked", G_CALLBACK (p_roll_clicked_cb), self);
  adw_preferences_group_set_header_suffix (group, roll);
  self->p_leader_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->p_leader_row), _("Poltroon leader"));
  adw_combo_row_set_model (self->p_leader_row, G_LIST_MODEL (leaders));
  ffb_keynav_name_choices (GTK_WIDGET (self->p_leader_row));
  self->p_brigade_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->p_brigade_row),
                                 _("Attached to the brigade"));
  ffb_keynav_name_choices (GTK_WIDGET (self->p_brigade_row));
  g_ptr_array_set_size (self->p_brigades, 0);
  g_signal_connect_swapped (self->p_leader_row, "notify::selected",
                            G_CALLBACK (fill_p_brigades), self);
  adw_preferences_group_add (group, GTK_WIDGET (self->p_leader_row));
  adw_preferences_group_add (group, GTK_WIDGET (self->p_brigade_row));
  fill_p_brigades (self);
}

/* Building */

static void
show_failure (FfbSidePanel *self, const GError *error)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Nothing to Show"), NULL);

  add_row (group, _("The view could not be made"), error->message);
}

static void
rebuild (FfbSidePanel *self)
{
  g_autoptr(FfbReaderView) view = NULL;
  g_autoptr(GError) error = NULL;
  /* Translators: the window's title; %s is a side (Union, Confederate). */
  g_autofree char *title = g_strdup_printf (_("%s Player"), ffb_side_display_name (self->side));

  if (self->building)
    return;
  self->building = TRUE;
  ffb_groups_page_clear (self->preferences);
  self->p_leader_row = self->p_brigade_row = NULL;
  adw_window_title_set_title (self->title, title);
  if (ffb_document_get_battle (self->document) == NULL)
    {
      /* A block campaign (seed 000) may have no tabletop battle: the hand-over is then for
       * his action cards alone (C2). */
      adw_window_title_set_subtitle (self->title, campaign (self)->name);
      add_action_cards_group (self);
    }
  else if ((view = ffb_night_reader_view (self->document, ffb_reader_for_side (self->side),
                                          &error)) == NULL)
    show_failure (self, error);
  else
    {
      adw_window_title_set_subtitle (self->title, view->battle_name);
      add_battle_group (self, view);
      add_cards_group (self);
      add_action_cards_group (self);
      add_march_groups (self, view);
      add_poltroon_group (self, view);
      add_secrets_group (self, view);
      add_notices_group (self, view);
      add_rerolls_group (self, view);
      add_army_group (self, view);
    }
  self->building = FALSE;
  /* The control in use went with the old groups: keep the keyboard in this view. */
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL
      && gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))) == NULL)
    gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

FfbSide
ffb_side_panel_get_side (FfbSidePanel *self)
{
  g_return_val_if_fail (FFB_IS_SIDE_PANEL (self), FFB_SIDE_UNION);
  return self->side;
}

static void
ffb_side_panel_dispose (GObject *object)
{
  FfbSidePanel *self = FFB_SIDE_PANEL (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (ffb_side_panel_parent_class)->dispose (object);
}

static void
ffb_side_panel_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_SIDE_PANEL (object)->p_units);
  g_ptr_array_unref (FFB_SIDE_PANEL (object)->p_brigades);
  g_clear_pointer (&FFB_SIDE_PANEL (object)->oob, ffb_oob_unref);
  G_OBJECT_CLASS (ffb_side_panel_parent_class)->finalize (object);
}

static void
ffb_side_panel_class_init (FfbSidePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (FFB_TYPE_GROUPS_PAGE);
  G_OBJECT_CLASS (klass)->dispose = ffb_side_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_side_panel_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbSidePanel, content);
  gtk_widget_class_bind_template_child (widget_class, FfbSidePanel, title);
  gtk_widget_class_bind_template_child (widget_class, FfbSidePanel, toasts);
  gtk_widget_class_bind_template_child (widget_class, FfbSidePanel, preferences);
  gtk_widget_class_install_action (widget_class, "panel.call-off", "s", call_off_action);
}

static void
ffb_side_panel_init (FfbSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (rebuild), self);
  self->p_units = g_ptr_array_new_with_free_func (g_free);
  self->p_brigades = g_ptr_array_new_with_free_func (g_free);
}

void
ffb_side_panel_add_kept_group (FfbSidePanel *self, AdwPreferencesGroup *group)
{
  g_return_if_fail (FFB_IS_SIDE_PANEL (self) && ADW_IS_PREFERENCES_GROUP (group));
  /* Not ffb_groups_page_add: the rebuild's clearing leaves it, and the groups it adds again
   * come after it. */
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->preferences), group);
}

GtkWidget *
ffb_side_panel_new (FfbDocument *document, FfbSide side)
{
  FfbSidePanel *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);

  self = g_object_new (FFB_TYPE_SIDE_PANEL, NULL);
  self->document = g_object_ref (document);
  self->side = side;
  g_signal_group_set_target (self->document_signals, document);
  rebuild (self);
  return GTK_WIDGET (self);
}
