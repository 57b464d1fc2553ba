/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night-page.c: the battle's clock for the whole table (see ffb-night-page.h).
 *
 * The clock itself is in the template; the groups below it are built in code from the battle
 * and built again after each change. Everything here is public: the notices are the ones told
 * to both players, and the sealed rolls stay in the side views. */
#include "ffb-night-page.h"

#include <glib/gi18n.h>
#include "ffb-card-table.h"
#include "ffb-clock.h"
#include "ffb-error.h"
#include "ffb-neutral-steps.h"
#include "ffb-night.h"
#include "ffb-nightfall.h"
#include "ffb-phones-group.h"
#include "ffb-keynav.h"
#include "ffb-narrow.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbNightPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::battle-changed, to rebuild */
  GBinding *battle_binding;       /* the document's battle-id to the page's */
  char *battle_id;                /* the battle shown: the "battle-id" property */
  gboolean stale;
  /* The clock as shown (the properties bound to the labels): "Day 1 · Turn 3 of 25", "0700". */
  char *turn_text;
  char *clock_time;

  GtkStack *stack;
  FfbGroupsPage *preferences;
  GtkLabel *battle_label;
  GtkLabel *turn_label;
  GtkLabel *time_label;
  GtkLabel *day_label;
  GtkLabel *state_label;
  GtkWidget *next_button;
  GtkWidget *day_button;
  FfbPhonesGroup *phones_group;
};

G_DEFINE_FINAL_TYPE (FfbNightPage, ffb_night_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TURN_TEXT,
  PROP_CLOCK_TIME,
  PROP_BATTLE_ID,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* Sets a shown text and notifies it, only when it changed: a rebuild that leaves the clock
 * where it was redraws none of it. */
static void
set_shown_text (FfbNightPage *self, char **field, const char *text, guint prop)
{
  if (g_strcmp0 (*field, text) == 0)
    return;
  g_free (*field);
  *field = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), props[prop]);
}

static FfbCampaign *
campaign (FfbNightPage *self)
{
  return ffb_document_get_campaign (self->document);
}

static int
turns_in_day (FfbNightPage *self, const FfbBattle *b)
{
  return ffb_clock_turns_in_day (campaign (self)->rules, b->months);
}

/* The battle is under way: rolled, not over, seed still secret. */
static gboolean
under_way (const FfbNeutral *neutral)
{
  return neutral != NULL && neutral->rolled && !neutral->clock.ended
         && !ffb_dice_is_revealed (neutral->dice);
}

/* The clock */

/* One whole sentence for each way an army leaves (R8B, R8C). */
static char *
ended_text (const FfbNeutral *neutral)
{
  const char *side = ffb_side_display_name (neutral->clock.left_side);

  if (neutral->clock.driven_off)
    /* Translators: %s is a side (Union, Confederate); R8C is a rule id, keep it. */
    return g_strdup_printf (_("The battle is over: the %s army was driven off the table (R8C). "
                              "Carry it back to the campaign on the Aftermath page."), side);
  if (neutral->clock.overnight)
    /* Translators: %s is a side (Union, Confederate); R8B and R8C are rule ids, keep them. */
    return g_strdup_printf (_("The battle is over: the %s army withdrew unmolested overnight "
                              "(R8B) (R8C). Carry it back to the campaign on the Aftermath "
                              "page."), side);
  /* Translators: %s is a side (Union, Confederate); R8C is a rule id, keep it. */
  return g_strdup_printf (_("The battle is over: the %s army withdrew (R8C). Carry it back to "
                            "the campaign on the Aftermath page."), side);
}

static char *
state_text (const FfbBattle *battle, const FfbNeutral *neutral)
{
  /* R9: nothing is left to carry back, and the clock no longer runs. */
  if (battle->fought)
    return g_strdup (_("The battle was fought and carried back to the campaign."));
  if (neutral == NULL || !neutral->rolled)
    return g_strdup (_("The clock starts once the neutral party has made the pre-battle rolls "
                       "(Secrets page)."));
  if (neutral->clock.ended)
    return ended_text (neutral);
  if (ffb_dice_is_revealed (neutral->dice))
    return g_strdup (_("The seed is revealed: the battle is over."));
  if (neutral->clock.night)
    return g_strdup (_("Night has fallen. See to the checklist below, then start the next day."));
  return g_strdup ("");
}

static void
show_clock (FfbNightPage *self, FfbBattle *b, FfbNeutral *neutral)
{
  const FfbRules *rules = campaign (self)->rules;
  int turns = turns_in_day (self, b);
  int day = 1, turn = 0, start;
  g_autofree char *dawn = ffb_clock_format_time (rules->day[b->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[b->months].dusk);
  g_autofree char *day_text = NULL, *turn_text = NULL, *time = NULL, *state = NULL;
  gboolean running = under_way (neutral) && !b->fought; /* R9: a fought battle's clock stops */

  if (neutral != NULL)
    ffb_battle_turn_split (ffb_neutral_now (neutral, campaign (self), b), turns, &day, &turn);
  if (neutral != NULL && neutral->clock.night)
    turn_text = g_strdup_printf (_("Day %d Is Over"), day);
  else if (turn == 0)
    /* Translators: the clock's heading before the first turn. */
    turn_text = g_strdup (_("Before the Battle"));
  else
    /* Translators: a day of the battle, the turn of that day, then the turns a day has. */
    turn_text = g_strdup_printf (_("Day %d · Turn %d of %d"), day, turn, turns);
  start = turn > 0 ? ffb_clock_turn_start (rules, b->months, turn) : rules->day[b->months].dawn;
  /* Translators: the clock's time at night. */
  time = neutral != NULL && neutral->clock.night ? g_strdup (_("Night"))
                                                 : ffb_clock_format_time (start);
  /* Translators: two times of day, then the turns a day has; R8 is a rule id, keep it. */
  day_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Dawn %s, dusk %s: %d turn of 30 minutes a day (R8)",
                                           "Dawn %s, dusk %s: %d turns of 30 minutes a day (R8)",
                                           turns),
                              dawn, dusk, turns);
  state = state_text (b, neutral);
  gtk_label_set_text (self->battle_label, b->name);
  set_shown_text (self, &self->turn_text, turn_text, PROP_TURN_TEXT);
  set_shown_text (self, &self->clock_time, time, PROP_CLOCK_TIME);
  gtk_label_set_text (self->day_label, day_text);
  gtk_label_set_text (self->state_label, state);
  gtk_widget_set_visible (GTK_WIDGET (self->state_label), *state != '\0');
  gtk_widget_set_visible (self->next_button, neutral == NULL || !neutral->clock.night);
  gtk_widget_set_visible (self->day_button, neutral != NULL && neutral->clock.night);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "night.next-turn",
                                 running && !neutral->clock.night);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "night.next-day",
                                 running && neutral->clock.night);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "night.previous-turn",
                                 running && (neutral->clock.day > 1 || neutral->clock.turn > 0));
}

/* Notices: what both players are told */

static void
add_notices (FfbNightPage *self, FfbBattle *b, FfbNeutral *neutral)
{
  int now = ffb_neutral_now (neutral, campaign (self), b);
  g_autoptr(GPtrArray) notices = ffb_neutral_notices (neutral, campaign (self), b, now);
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Told to Both Players"),
                                                    _("The notices of this turn (R7B, R8)"));
  GtkWidget *earlier = NULL;
  guint shown = 0;

  for (guint i = notices->len; i > 0; i--)
    {
      const FfbNotice *notice = g_ptr_array_index (notices, i - 1);
      g_autofree char *when = ffb_battle_turn_describe (campaign (self)->rules, b->months,
                                                        notice->turn);
      GtkWidget *row = ffb_night_rule_row (notice->rule, notice->text, when);

      if (notice->turn == now)
        {
          gtk_widget_add_css_class (row, "property");
          adw_preferences_group_add (group, row);
          shown++;
        }
      else
        {
          if (earlier == NULL)
            {
              earlier = adw_expander_row_new ();
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (earlier), _("Earlier notices"));
              ffb_keynav_name_expander_row (earlier);
            }
          adw_expander_row_add_row (ADW_EXPANDER_ROW (earlier), row);
        }
    }
  if (shown == 0)
    adw_preferences_group_add (group, ffb_ui_row_new (_("Nothing to announce this turn"), NULL,
                                                      NULL));
  if (earlier != NULL)
    adw_preferences_group_add (group, earlier);
}

/* R11D: re-rolls this turn. Shown to both players on purpose: they follow from the CW army
 * command ratings printed on the counters, and a minus point is the opponent's to use, so he
 * must see it. */

/* What a side's button does: the side it is for, and for leaving, how it leaves. */
typedef struct
{
  FfbNightPage *self;
  FfbSide side;
  gboolean driven_off;
} SideButton;

static void
side_button_free (gpointer data, GClosure *closure)
{
  g_free (data);
}

/* The button is a child of the page: it never outlives it. */
static void
connect_side_button (GtkWidget *button, GCallback handler, FfbNightPage *self, FfbSide side,
                     gboolean driven_off)
{
  SideButton *target = g_new0 (SideButton, 1);

  target->self = self;
  target->side = side;
  target->driven_off = driven_off;
  g_signal_connect_data (button, "clicked", handler, target, side_button_free, 0);
}

static void
reroll_clicked_cb (GtkButton *button, SideButton *target)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_night_page_use_reroll (target->self, target->side, &error))
    ffb_ui_show_error (GTK_WIDGET (target->self), _("No re-roll is left"), error);
}

static char *
rerolls_text (FfbSide side, FfbRerolls rerolls)
{
  const char *name = ffb_side_display_name (side);
  const char *other = ffb_side_display_name (ffb_side_other (side));

  if (rerolls.own > 0)
    /* Translators: %s is a side (Union, Confederate); %d the re-rolls a turn (R11D). */
    return g_strdup_printf (_("The %s army leader re-rolls up to %d a turn"), name, rerolls.own);
  if (rerolls.forced > 0)
    /* Translators: %s is the other side (Union, Confederate); %d the re-rolls he may force a
     * turn. */
    return g_strdup_printf (_("The %s player may force %d a turn"), other, rerolls.forced);
  return g_strdup (_("None: no army leader rating gives any"));
}

static void
add_rerolls (FfbNightPage *self, FfbBattle *b, FfbNeutral *neutral)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Re-rolls This Turn "
                                                      "(R11D)"), _("Of each army's maneuver rolls, "
                                                      "from its army leader's CW army command"));

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      int command = b->oob[side] != NULL ? b->oob[side]->rerolls : 0;
      FfbRerolls rerolls = ffb_rerolls_for (command);
      int left = ffb_battle_clock_rerolls_left (&neutral->clock, side, command);
      /* Translators: %s is a side (Union, Confederate). */
      g_autofree char *title = g_strdup_printf (_("%s maneuver rolls"),
                                                ffb_side_display_name (side));
      g_autofree char *subtitle = rerolls_text (side, rerolls);
      /* Translators: the re-rolls left to a side this turn. */
      g_autofree char *left_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d left",
                                                                 "%d left", left), left);
      /* Translators: accessible name; %s is a side (Union, Confederate). */
      g_autofree char *name = g_strdup_printf (_("Use a re-roll of a %s maneuver roll"),
                                               ffb_side_display_name (side));
      /* Translators: a button: use one re-roll. */
      GtkWidget *use = ffb_night_button_new (_("_Use One"), name, NULL);
      GtkWidget *row = ffb_ui_row_new (title, subtitle, gtk_label_new (left_text));

      gtk_widget_set_sensitive (use, left > 0 && under_way (neutral) && !neutral->clock.night
                                       && neutral->clock.turn > 0);
      connect_side_button (use, G_CALLBACK (reroll_clicked_cb), self, side, FALSE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), use);
      adw_preferences_group_add (group, row);
    }
}

/* R7A(2b): rolled in the owner's view, where its result belongs */

static GtkWidget *
hand_over_button (FfbSide side)
{
  /* Translators: accessible name; %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("Hand over to the %s player for his Poltroon roll"),
                                           ffb_side_display_name (side));
  GtkWidget *button = ffb_night_button_new (side == FFB_SIDE_UNION ? _("_Union…")
                                                                   : _("_Confederate…"),
                                            name, NULL);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.hand-over");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", ffb_side_to_string (side));
  return button;
}

static void
add_poltroon (FfbNightPage *self)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, NULL, NULL);
  GtkWidget *row = ffb_ui_row_new (_("Attached Poltroon leader (R7A(2b))"),
                                   _("A side's secret: its player rolls it in his view"),
                                   hand_over_button (FFB_SIDE_UNION));

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), hand_over_button (FFB_SIDE_CONFEDERATE));
  adw_preferences_group_add (group, row);
}

/* Nightfall (R8A, R8B) and the end of the battle (R8C) */

/* Read first: leaving rebuilds the page, this button with it. */
static void
leave_clicked_cb (GtkButton *button, SideButton *target)
{
  FfbNightPage *self = target->self;
  FfbSide side = target->side;
  gboolean driven_off = target->driven_off;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!ffb_night_page_leave_field (self, side, driven_off, &error))
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("The battle goes on"), error);
      return;
    }
  /* Translators: %s is a side, "Union" or "Confederate". */
  message = g_strdup_printf (driven_off ? _("The %s army is driven off: the battle is over")
                                        : _("The %s army withdraws: the battle is over"),
                             ffb_side_display_name (side));
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

static GtkWidget *
leave_button (FfbNightPage *self, FfbSide side, gboolean driven_off, gboolean night)
{
  const char *label = driven_off ? _("_Driven Off")
                      : night    ? _("_Withdraws Overnight")
                                 : _("_Withdraws");
  const char *side_name = ffb_side_display_name (side);
  /* Translators: the accessible names of the leave buttons; %s is a side. */
  g_autofree char *name = driven_off ? g_strdup_printf (_("The %s army is driven off the table"),
                                                        side_name)
                          : night    ? g_strdup_printf (_("The %s army withdraws overnight"),
                                                        side_name)
                                     : g_strdup_printf (_("The %s army withdraws"), side_name);
  GtkWidget *button = ffb_night_button_new (label, name, driven_off ? "destructive-action"
                                                                    : NULL);

  connect_side_button (button, G_CALLBACK (leave_clicked_cb), self, side, driven_off);
  return button;
}

static void
add_nightfall (FfbNightPage *self, FfbBattle *b, FfbNeutral *neutral)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Nightfall (R8A)"),
                                                    _("Tick each step as it is done"));
  g_autoptr(GPtrArray) steps = ffb_nightfall_checklist (campaign (self)->rules, b->months,
                                                        neutral->clock.day + 1);

  for (guint i = 0; i < steps->len; i++)
    {
      const FfbNote *step = g_ptr_array_index (steps, i);
      GtkWidget *check = gtk_check_button_new ();
      GtkWidget *row = ffb_night_rule_row (step->rule, step->text, NULL);

      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      ffb_ui_set_accessible_name (check, step->text);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (group, row);
    }
}

static void
add_end (FfbNightPage *self, FfbNeutral *neutral)
{
  gboolean night = neutral->clock.night;
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences,
                                                    night ? _("Withdrawal Overnight (R8B)")
                                                          : _("Leaving the Field (R8C)"),
                                                    _("An army that leaves is Demoralized in CW "
                                                      "terms; the battle ends"));

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      /* Translators: %s is a side (Union, Confederate). */
      g_autofree char *title = g_strdup_printf (_("%s army"), ffb_side_display_name (side));
      GtkWidget *row = ffb_ui_row_new (title, NULL, leave_button (self, side, FALSE, night));

      if (!night)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), leave_button (self, side, TRUE, FALSE));
      adw_preferences_group_add (group, row);
    }
}

static void
add_over (FfbNightPage *self)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, NULL, NULL);
  GtkWidget *go = ffb_night_button_new (_("_Enter the Result"), _("Go to the Aftermath page"),
                                        "suggested-action");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (go), "win.show-page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (go), "s", "aftermath");
  adw_preferences_group_add (group, ffb_ui_row_new (_("After the battle"),
                                                    _("Losses, victory points and the CRT row "
                                                      "carry it back to the campaign (R9)"), go));
}

/* R9: carried back, the battle is a record; what still makes sense is on other pages. */
static void
add_fought (FfbNightPage *self, FfbBattle *b)
{
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, NULL, NULL);
  GtkWidget *go = ffb_night_button_new (_("_Aftermath"), _("Go to the Aftermath page"), NULL);
  /* Translators: %s is a battle; Ctrl+P is a shortcut. */
  g_autofree char *subtitle = g_strdup_printf (_("%s is a record now: print its sheets "
                                                 "(Ctrl+P), verify its dice on the Secrets page, "
                                                 "or undo its aftermath on the Aftermath page"),
                                               b->name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (go), "win.show-page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (go), "s", "aftermath");
  adw_preferences_group_add (group, ffb_ui_row_new (_("Fought and carried back to the campaign"),
                                                    subtitle, go));
}

/* RULES.md Q, T: a battle fought with a set that names an activation table (seed 003's, for
 * the quick brigade rules) activates its brigades on it; the window opens Roll on a Table on
 * it, where the referee ticks the modifiers and the roll is kept in the campaign's history. */
static void
add_activation (FfbNightPage *self, const FfbTactics *tactics)
{
  /* Translators: a tactical rule set's name, then a table's (Activation). */
  g_autofree char *about = g_strdup_printf (_("%s: a brigade's activation on the table “%s”"),
                                            tactics->name, tactics->activation_name);
  /* Translators: Q and T are rule ids, keep them. */
  AdwPreferencesGroup *group = ffb_night_add_group (self->preferences, _("Activation (Q, T)"),
                                                    about);
  GtkWidget *roll = ffb_night_button_new (_("Roll _Activation…"),
                                          _("Roll on the activation table"), NULL);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (roll), "win.roll-table-on");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (roll), "s", tactics->activation_table);
  adw_preferences_group_add (group,
                             ffb_ui_row_new (_("Activation roll"),
                                             _("Tick the modifiers that apply; the roll is kept "
                                               "in the campaign's history"),
                                             roll));
}

/* Building */

static void
rebuild (FfbNightPage *self)
{
  FfbBattle *b = self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
  FfbNeutral *neutral;

  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;
  gtk_stack_set_visible_child_name (self->stack, b != NULL ? "night" : "empty");
  ffb_groups_page_clear (self->preferences);
  if (b == NULL)
    return;
  neutral = ffb_night_neutral (b);
  show_clock (self, b, neutral);
  if (b->tactics != NULL && b->tactics->activation_table != NULL && !b->fought)
    add_activation (self, b->tactics);
  if (neutral == NULL || !neutral->rolled)
    return;
  if (b->fought)
    add_fought (self, b);
  else if (!under_way (neutral))
    add_over (self);
  add_notices (self, b, neutral);
  if (under_way (neutral) && neutral->clock.night)
    add_nightfall (self, b, neutral);
  add_rerolls (self, b, neutral);
  /* C1: the battle's cards while it is under way (the seed revealed, no card is dealt). */
  if (under_way (neutral))
    ffb_groups_page_add (self->preferences,
                        ADW_PREFERENCES_GROUP (ffb_card_table_new (self->document)));
  if (!b->fought)
    add_poltroon (self);
  /* Last: ending the battle is the rarest step, and its buttons should not be hit by mistake. */
  if (under_way (neutral) && (neutral->clock.night || neutral->clock.turn > 0))
    add_end (self, neutral);
}

/* Steps */

#define NOT_BEGUN "The battle has not begun: the pre-battle rolls come first."

static gboolean
advance_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_neutral_step_clock (c, b, (FfbClockStep) GPOINTER_TO_INT (data), error);
}

gboolean
ffb_night_page_next_turn (FfbNightPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, advance_step,
                        GINT_TO_POINTER (FFB_CLOCK_NEXT_TURN), error);
}

gboolean
ffb_night_page_next_day (FfbNightPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, advance_step,
                        GINT_TO_POINTER (FFB_CLOCK_NEXT_DAY), error);
}

gboolean
ffb_night_page_previous_turn (FfbNightPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, advance_step, GINT_TO_POINTER (FFB_CLOCK_BACK),
                        error);
}

typedef struct
{
  FfbSide side;
  gboolean driven_off;
} SideStep;

static gboolean
reroll_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  SideStep *step = data;
  FfbNeutral *neutral = ffb_night_require_neutral (b, NOT_BEGUN, error);

  return neutral != NULL
         && ffb_battle_clock_use_reroll (&neutral->clock, step->side,
                                         b->oob[step->side] != NULL ? b->oob[step->side]->rerolls
                                                                    : 0, error);
}

gboolean
ffb_night_page_use_reroll (FfbNightPage *self, FfbSide side, GError **error)
{
  SideStep step = { side, FALSE };

  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, reroll_step, &step, error);
}

static gboolean
leave_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  SideStep *step = data;

  return ffb_neutral_step_leave (c, b, step->side, step->driven_off, error);
}

gboolean
ffb_night_page_leave_field (FfbNightPage *self, FfbSide side, gboolean driven_off,
                            GError **error)
{
  SideStep step = { side, driven_off };

  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, leave_step, &step, error);
}

/* Actions */

char *
ffb_night_page_turn_message (FfbNightPage *self)
{
  FfbBattle *b;
  g_autofree char *when = NULL;

  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), NULL);
  b = ffb_document_get_battle (self->document);
  /* At night the clock still counts the day's last turn; the page shows the nightfall, and
   * the toast must say the same thing, not the turn just gone. */
  if (b->neutral->clock.night)
    /* Translators: %d is a day of the battle. */
    return g_strdup_printf (_("Night falls on day %d"), b->neutral->clock.day);
  when = ffb_battle_turn_describe (campaign (self)->rules, b->months,
                                   ffb_neutral_now (b->neutral, campaign (self), b));
  /* Translators: %s is a turn of the battle, as "day 1, turn 3 (10:00)". */
  return g_strdup_printf (_("Now %s"), when);
}

/* Each turn's toast replaces the last as ffb-toast.c replaces them: never under the last
 * one's show animation (dismissed there, libadwaita 1.2 freed it and crashed when Ctrl+T was
 * pressed fast). */
static void
toast_turn (FfbNightPage *self)
{
  g_autofree char *message = ffb_night_page_turn_message (self);

  ffb_ui_toast_undo (GTK_WIDGET (self), message);
}

static void
next_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbNightPage *self = FFB_NIGHT_PAGE (widget);
  g_autoptr(GError) error = NULL;
  gboolean back = g_str_equal (name, "night.previous-turn");
  gboolean ok = back ? ffb_night_page_previous_turn (self, &error)
                : g_str_equal (name, "night.next-day") ? ffb_night_page_next_day (self, &error)
                                                       : ffb_night_page_next_turn (self, &error);

  if (!ok)
    ffb_ui_show_error (widget, back ? _("The clock cannot go back") : _("The clock cannot go on"),
                       error);
  else
    toast_turn (self);
}

/* Following the battle shown */

/* An edit, undo, redo or opening changed a battle: the page is built again when it is the
 * battle it shows (an edit of another battle, or of a leader, leaves it as it is). */
static void
battle_changed_cb (FfbNightPage *self, const char *battle_id, FfbDocument *document)
{
  if (g_strcmp0 (battle_id, self->battle_id) == 0)
    rebuild (self);
}

static void
set_battle_id (FfbNightPage *self, const char *battle_id)
{
  if (g_strcmp0 (battle_id, self->battle_id) == 0)
    return;
  g_free (self->battle_id);
  self->battle_id = g_strdup (battle_id);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BATTLE_ID]);
  rebuild (self);
}

const char *
ffb_night_page_get_battle_id (FfbNightPage *self)
{
  g_return_val_if_fail (FFB_IS_NIGHT_PAGE (self), NULL);
  return self->battle_id;
}

/* GObject */

void
ffb_night_page_set_document (FfbNightPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_NIGHT_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_clear_pointer (&self->battle_binding, g_binding_unbind);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  self->battle_binding = g_object_bind_property (document, "battle-id", self, "battle-id",
                                                 G_BINDING_SYNC_CREATE);
  rebuild (self);
}

void
ffb_night_page_set_phones (FfbNightPage *self, FfbPhones *phones)
{
  g_return_if_fail (FFB_IS_NIGHT_PAGE (self));
  ffb_phones_group_set_phones (self->phones_group, phones);
}

static void
ffb_night_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_night_page_parent_class)->map (widget);
  if (FFB_NIGHT_PAGE (widget)->stale)
    rebuild (FFB_NIGHT_PAGE (widget));
}

static void
ffb_night_page_dispose (GObject *object)
{
  FfbNightPage *self = FFB_NIGHT_PAGE (object);

  g_clear_pointer (&self->battle_binding, g_binding_unbind);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_NIGHT_PAGE);
  G_OBJECT_CLASS (ffb_night_page_parent_class)->dispose (object);
}

static void
ffb_night_page_finalize (GObject *object)
{
  FfbNightPage *self = FFB_NIGHT_PAGE (object);

  g_free (self->turn_text);
  g_free (self->clock_time);
  g_free (self->battle_id);
  G_OBJECT_CLASS (ffb_night_page_parent_class)->finalize (object);
}

static void
ffb_night_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbNightPage *self = FFB_NIGHT_PAGE (object);

  switch (prop_id)
    {
    case PROP_TURN_TEXT:
      g_value_set_string (value, self->turn_text);
      break;
    case PROP_CLOCK_TIME:
      g_value_set_string (value, self->clock_time);
      break;
    case PROP_BATTLE_ID:
      g_value_set_string (value, self->battle_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_night_page_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  if (prop_id == PROP_BATTLE_ID)
    set_battle_id (FFB_NIGHT_PAGE (object), g_value_get_string (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbNightPage, name)

static void
ffb_night_page_class_init (FfbNightPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (FFB_TYPE_GROUPS_PAGE);
  g_type_ensure (FFB_TYPE_PHONES_GROUP);
  G_OBJECT_CLASS (klass)->dispose = ffb_night_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_night_page_finalize;
  G_OBJECT_CLASS (klass)->get_property = ffb_night_page_get_property;
  G_OBJECT_CLASS (klass)->set_property = ffb_night_page_set_property;
  props[PROP_TURN_TEXT] = g_param_spec_string ("turn-text", NULL, NULL, "",
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  props[PROP_CLOCK_TIME] = g_param_spec_string ("clock-time", NULL, NULL, "",
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  /* The battle the page shows, bound to its document's (ffb_document_get_battle_id). */
  props[PROP_BATTLE_ID] = g_param_spec_string ("battle-id", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, props);
  widget_class->map = ffb_night_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-night-page.ui");
  BIND (stack); BIND (preferences); BIND (battle_label); BIND (turn_label); BIND (time_label);
  BIND (day_label); BIND (state_label); BIND (next_button); BIND (day_button);
  BIND (phones_group);
  gtk_widget_class_install_action (widget_class, "night.next-turn", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "night.next-day", NULL, next_turn_action);
  gtk_widget_class_install_action (widget_class, "night.previous-turn", NULL, next_turn_action);
}

static void
ffb_night_page_init (FfbNightPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->turn_text = g_strdup ("");
  self->clock_time = g_strdup ("");
  g_object_bind_property (self, "turn-text", self->turn_label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "clock-time", self->time_label, "label", G_BINDING_SYNC_CREATE);
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "battle-changed",
                                  G_CALLBACK (battle_changed_cb), self);
  /* Previous Turn and Next Turn share a line: in a narrow window each takes two. */
  for (GtkWidget *button = gtk_widget_get_first_child (gtk_widget_get_parent (self->next_button));
       button != NULL; button = gtk_widget_get_next_sibling (button))
    ffb_narrow_button (GTK_BUTTON (button));
}

GtkWidget *
ffb_night_page_new (void)
{
  return g_object_new (FFB_TYPE_NIGHT_PAGE, NULL);
}
