/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-promotion-group.c: leader promotions and the campaign's history (see
 * ffb-promotion-group.h). The lists are filled in code from the campaign. */
#include "ffb-promotion-group.h"

#include <glib/gi18n.h>
#include "ffb-campaign-dice.h"
#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-night.h"
#include "ffb-promotion.h"
#include "ffb-keynav.h"
#include "ffb-narrow.h"
#include "ffb-words.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"
#include "ffb-undo-choices.h"

struct _FfbPromotionGroup
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  /* The document's signals it follows: moved to a new document in one call. */
  GSignalGroup *document_signals;
  GPtrArray *filled; /* rows added to the expanders */
  GPtrArray *filled_lists; /* the expanders filled since the campaign last changed */

  AdwExpanderRow *track_row;
  AdwExpanderRow *phase_row;
  AdwExpanderRow *pool_row;
  AdwExpanderRow *history_row;
  AdwActionRow *dice_row;
  GtkWidget *phase_button;
  GtkWidget *undo_button;
  GtkDropDown *draw_side;
  GtkSpinButton *draw_roll;
  GtkButton *seed_button;
  GtkButton *tables_button;
};

G_DEFINE_FINAL_TYPE (FfbPromotionGroup, ffb_promotion_group, ADW_TYPE_PREFERENCES_GROUP)

static FfbCampaign *
campaign (FfbPromotionGroup *self)
{
  return ffb_document_get_campaign (self->document);
}

static int
current_turn (FfbCampaign *c)
{
  return ffb_campaign_turn_number (c->year, c->months);
}

/* "Mar–Apr 1862" for CW turn 6: five turns a year from Mar–Apr 1861 = 1. */
static char *
turn_text (int turn)
{
  int index = MAX (turn, 1) - 1;

  return ffb_ui_turn_text (FFB_FIRST_YEAR + index / FFB_N_MONTHS, index % FFB_N_MONTHS);
}

static void
fill (FfbPromotionGroup *self, AdwExpanderRow *expander, GtkWidget *row)
{
  adw_expander_row_add_row (expander, row);
  g_ptr_array_add (self->filled, row);
}

static void
clear (FfbPromotionGroup *self)
{
  for (guint i = 0; i < self->filled->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->filled, i);
      GtkWidget *expander = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);

      adw_expander_row_remove (ADW_EXPANDER_ROW (expander), row);
    }
  g_ptr_array_set_size (self->filled, 0);
  g_ptr_array_set_size (self->filled_lists, 0);
}

/* Subtitles: shown whether the lists are open or not. */

static void
count_counters (FfbPromotionGroup *self, FfbCampaign *c)
{
  guint on_track = 0, in_pool = 0;
  g_autofree char *track = NULL, *pool = NULL;

  for (guint i = 0; i < c->promotions->len; i++)
    {
      if (g_array_index (c->promotions, FfbPromotion, i).in_pool)
        in_pool++;
      else
        on_track++;
    }
  track = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u counter", "%u counters", on_track),
                           on_track);
  pool = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u counter", "%u counters", in_pool),
                          in_pool);
  adw_expander_row_set_subtitle (self->track_row, track);
  adw_expander_row_set_subtitle (self->pool_row, pool);
}

/* "Fair dice": the commitment both players see before the campaign's first roll. */
static void
set_dice_subtitle (FfbPromotionGroup *self, FfbCampaign *c)
{
  const char *commitment = ffb_campaign_dice_commitment (c);
  g_autofree char *text = NULL;

  if (commitment == NULL)
    text = g_strdup (_("No seed yet: one is drawn and committed before the first roll"));
  else
    /* Translators: %s is a SHA-256 in hexadecimal. */
    text = g_strdup_printf (_("Commitment (SHA-256 of the seed): %s"), commitment);
  adw_action_row_set_subtitle (self->dice_row, text);
}

static void
set_subtitles (FfbPromotionGroup *self, FfbCampaign *c)
{
  int turn = ffb_promotion_next_phase_turn (c);
  g_autofree char *when = turn_text (turn);
  /* R10B: once the campaign's turn is rolled, the next turn's phase is offered; rolling it
   * moves the campaign on. */
  /* Translators: %s is a CW turn, as "Mar–Apr 1862". */
  g_autofree char *phase = turn == current_turn (c)
                           ? g_strdup_printf (_("Of %s, the campaign's turn: each counter's "
                                                "chance"), when)
                           /* Translators: %s is a CW turn, as "Mar–Apr 1862". */
                           : g_strdup_printf (_("Of %s, the next turn: rolling it moves the "
                                                "campaign on to it; each counter's chance"),
                                              when);
  guint changes = ffb_history_get (c)->len;
  g_autofree char *history = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "%u change after battles and "
                                                           "promotions",
                                                           "%u changes after battles and "
                                                           "promotions", changes),
                                              changes);
  /* Translators: %s is a CW turn; R10B and R10C are rule ids, keep them. */
  g_autofree char *tooltip = g_strdup_printf (_("Roll each counter on the turn track for the "
                                                "Reinforcement Phase of %s (R10B, R10C); Undo "
                                                "the last change takes it back"), when);

  count_counters (self, c);
  /* The next turn's roll moves the campaign on: its button says so (issue 35, item 8). */
  gtk_button_set_label (GTK_BUTTON (self->phase_button),
                        turn == current_turn (c) ? _("_Roll") : _("Roll _Next Turn…"));
  /* Named after its label is set, which names it by the label again. */
  ffb_ui_set_accessible_name (self->phase_button,
                              turn == current_turn (c)
                              ? _("Roll the Reinforcement Phase promotions")
                              : _("Roll the next turn's Reinforcement Phase promotions"));
  adw_expander_row_set_subtitle (self->phase_row, phase);
  gtk_widget_set_tooltip_text (self->phase_button, tooltip);
  adw_expander_row_set_subtitle (self->history_row, history);
  set_dice_subtitle (self, c);
}

/* Rows */

typedef void (*AddRows) (FfbPromotionGroup *self, FfbCampaign *c, AdwExpanderRow *expander);

/* The track's counters, or the pool's. */
static void
add_counter_rows (FfbPromotionGroup *self, FfbCampaign *c, AdwExpanderRow *expander)
{
  gboolean pool = expander == self->pool_row;

  for (guint i = 0; i < c->promotions->len; i++)
    {
      const FfbPromotion *promotion = &g_array_index (c->promotions, FfbPromotion, i);
      FfbLeader *leader = ffb_campaign_find_leader (c, promotion->leader_id);
      g_autofree char *placed = NULL, *subtitle = NULL;

      if (promotion->in_pool != pool)
        continue;
      placed = turn_text (promotion->placed_turn);
      /* Translators: a side, then the CW turn the counter was placed on and its number. */
      subtitle = g_strdup_printf (_("%s · placed %s (turn %d)"),
                                  leader != NULL ? ffb_side_display_name (leader->side) : "",
                                  placed, promotion->placed_turn);
      fill (self, expander,
            ffb_ui_row_new (leader != NULL ? leader->name : promotion->leader_id, subtitle,
                            NULL));
    }
}

static void
add_phase_rows (FfbPromotionGroup *self, FfbCampaign *c, AdwExpanderRow *expander)
{
  g_autoptr(GPtrArray) notes = ffb_promotion_preview_phase (c,
                                                            ffb_promotion_next_phase_turn (c));

  for (guint i = 0; i < notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (notes, i);

      fill (self, expander, ffb_night_rule_row (note->rule, note->text, NULL));
    }
}

/* What a change rolled with, so that anyone can re-derive its rolls. */
static void
append_dice (GString *text, const FfbChange *change)
{
  if (change->seed == NULL)
    return;
  g_string_append_c (text, '\n');
  if (change->campaign_commitment == NULL)
    /* Translators: a dice stream's name, then its seed in hexadecimal. */
    g_string_append_printf (text, _("Dice: stream %s, seed %s (revealed)"), change->stream,
                            change->seed);
  else
    /* Translators: a dice stream's name, its seed, then the commitment (a SHA-256 in
     * hexadecimal) of the campaign seed it comes from. */
    g_string_append_printf (text, _("Dice: stream %s, seed %s (revealed), derived from the "
                                    "campaign seed committed as %s"),
                            change->stream, change->seed, change->campaign_commitment);
}

/* "Aftermath of Pea Ridge, Mar–Apr 1862": one sentence a kind of change, its battle by the
 * name people know it by, its turn. */
static char *
change_title (FfbCampaign *c, const FfbChange *change, const char *when)
{
  FfbBattle *battle = change->battle_id != NULL ? ffb_campaign_find_battle (c, change->battle_id)
                                                : NULL;

  switch (change->kind)
    {
    case FFB_CHANGE_AFTERMATH:
      /* Translators: a battle's name, then its CW turn. */
      return g_strdup_printf (_("Aftermath of %s, %s"),
                              battle != NULL ? battle->name : change->battle_id, when);
    case FFB_CHANGE_PROMOTION_PHASE:
      /* Translators: a CW turn. */
      return g_strdup_printf (_("Reinforcement Phase promotions, %s"), when);
    case FFB_CHANGE_PROMOTION_DRAW:
      /* Translators: a CW turn. */
      return g_strdup_printf (_("Draw from the Promotion Pool, %s"), when);
    case FFB_CHANGE_TABLE_ROLL:
      /* Translators: a CW turn. */
      return g_strdup_printf (_("Roll on a referee's table, %s"), when);
    case FFB_CHANGE_BLOCK_BATTLE:
      if (change->block_battle != NULL && change->block_battle->round > 0)
        /* Translators: a round of a block battle (C2G), then a CW turn. */
        return g_strdup_printf (_("Block battle, round %u, %s"), change->block_battle->round,
                                when);
      /* Translators: a CW turn. */
      return g_strdup_printf (_("Block battle, %s"), when);
    default:
      break;
    }
  g_return_val_if_reached (g_strdup (when));
}

static void
add_history_rows (FfbPromotionGroup *self, FfbCampaign *c, AdwExpanderRow *expander)
{
  GPtrArray *history = ffb_history_get (c);

  for (guint i = history->len; i > 0; i--)
    {
      const FfbChange *change = g_ptr_array_index (history, i - 1);
      g_autofree char *when = turn_text (change->turn);
      g_autofree char *title = change_title (c, change, when);
      GString *text = g_string_new (NULL);

      for (guint j = 0; j < change->notes->len; j++)
        {
          g_autofree char *line = ffb_note_to_string (g_ptr_array_index (change->notes, j));
          g_string_append_printf (text, "%s%s", j > 0 ? "\n" : "", line);
        }
      append_dice (text, change);
      fill (self, expander, ffb_ui_row_new (title, text->str, NULL));
      g_string_free (text, TRUE);
    }
}

/* A list's rows are made when it is first opened, as on the rest of the Campaign page: shut,
 * they would still be measured for the window's first frame (a closed expander sizes its
 * rows), which would pay for text nobody sees. */
static void
fill_if_open (FfbPromotionGroup *self, GParamSpec *pspec, AdwExpanderRow *expander)
{
  FfbCampaign *c = self->document != NULL ? campaign (self) : NULL;
  AddRows add = expander == self->phase_row     ? add_phase_rows
                : expander == self->history_row ? add_history_rows
                                                : add_counter_rows;

  if (c == NULL || !adw_expander_row_get_expanded (expander)
      || g_ptr_array_find (self->filled_lists, expander, NULL))
    return;
  g_ptr_array_add (self->filled_lists, expander);
  add (self, c, expander);
}

static void
update (FfbPromotionGroup *self)
{
  FfbCampaign *c = campaign (self);
  AdwExpanderRow *expanders[] = { self->track_row, self->phase_row, self->pool_row,
                                  self->history_row };

  clear (self);
  if (c == NULL)
    return;
  set_subtitles (self, c);
  for (guint i = 0; i < G_N_ELEMENTS (expanders); i++)
    fill_if_open (self, NULL, expanders[i]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "promotion.undo", ffb_history_can_undo (c));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "promotion.draw-seed",
                                 ffb_campaign_dice_commitment (c) == NULL);
}

/* Steps */

static gboolean
phase_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_promotion_phase (c, ffb_promotion_next_phase_turn (c), NULL, error) != NULL;
}

gboolean
ffb_promotion_group_roll_phase (FfbPromotionGroup *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_PROMOTION_GROUP (self), FALSE);
  return ffb_night_run_campaign (self->document, phase_step, NULL, error);
}

typedef struct
{
  FfbSide side;
  int roll;
  char *leader_id;
} DrawStep;

static gboolean
draw_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  DrawStep *step = data;

  return ffb_promotion_draw (c, step->side, step->roll, NULL, &step->leader_id, error) != NULL;
}

gboolean
ffb_promotion_group_draw (FfbPromotionGroup *self, FfbSide side, int initiative_roll,
                          GError **error)
{
  DrawStep step = { side, initiative_roll, NULL };
  g_autofree char *message = NULL;
  FfbLeader *leader;

  g_return_val_if_fail (FFB_IS_PROMOTION_GROUP (self), FALSE);
  if (!ffb_night_run_campaign (self->document, draw_step, &step, error))
    return FALSE;
  leader = ffb_campaign_find_leader (campaign (self), step.leader_id);
  /* Translators: %s is a leader; R10E is a rule id, keep it. */
  message = g_strdup_printf (_("%s is promoted (R10E)"), leader != NULL ? leader->name
                                                                      : step.leader_id);
  ffb_ui_toast_undo (GTK_WIDGET (self), message);
  g_free (step.leader_id);
  return TRUE;
}

static gboolean
undo_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_undo_last_change (c, NULL, error);
}

gboolean
ffb_promotion_group_undo_last (FfbPromotionGroup *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_PROMOTION_GROUP (self), FALSE);
  return ffb_night_run_campaign (self->document, undo_step, NULL, error);
}

static gboolean
seed_step (FfbCampaign *c, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_campaign_dice_ensure (c, error);
}

gboolean
ffb_promotion_group_draw_seed (FfbPromotionGroup *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_PROMOTION_GROUP (self), FALSE);
  return ffb_night_run_campaign (self->document, seed_step, NULL, error);
}

static void
draw_seed_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_promotion_group_draw_seed (FFB_PROMOTION_GROUP (widget), &error))
    ffb_ui_show_error (widget, _("Could not draw the campaign's seed"), error);
}

static void
roll_now (GtkWidget *widget)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_promotion_group_roll_phase (FFB_PROMOTION_GROUP (widget), &error))
    ffb_ui_show_error (widget, _("Could not roll the promotions"), error);
  else
    ffb_ui_toast_undo (widget, _("The Reinforcement Phase promotions are rolled"));
}

static void
next_turn_answered (gpointer owner, const char *response, gpointer data)
{
  if (g_strcmp0 (response, "roll") == 0)
    roll_now (owner);
}

/* R10B: the campaign's own turn rolls at once; the next turn's moves the campaign on to it,
 * which a second click made too soon must not do unasked (issue 35, item 8). */
static void
roll_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbCampaign *c = campaign (FFB_PROMOTION_GROUP (widget));
  g_autofree char *when = NULL, *body = NULL;
  AdwMessageDialog *dialog;
  int turn;

  if (c == NULL || (turn = ffb_promotion_next_phase_turn (c)) == current_turn (c))
    {
      roll_now (widget);
      return;
    }
  when = turn_text (turn);
  /* Translators: %s is a CW turn, as "May–Jun 1862". */
  body = g_strdup_printf (_("This turn's promotions are rolled already. Rolling the "
                            "Reinforcement Phase of %s moves the campaign on to that turn."),
                          when);
  dialog = ffb_confirm_new (widget, _("Roll the Next Turn?"), body, "roll",
                            _("_Roll and Move On"));
  ffb_confirm_ask (dialog, widget, next_turn_answered, NULL, NULL);
}

static void
draw_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbPromotionGroup *self = FFB_PROMOTION_GROUP (widget);
  g_autoptr(GError) error = NULL;

  if (!ffb_promotion_group_draw (self, gtk_drop_down_get_selected (self->draw_side),
                                 gtk_spin_button_get_value_as_int (self->draw_roll), &error))
    ffb_ui_show_error (widget, _("No promotion drawn"), error);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_promotion_group_undo_last (FFB_PROMOTION_GROUP (widget), &error))
    ffb_ui_show_error (widget, _("Could not undo the last change"), error);
}

/* GObject */

void
ffb_promotion_group_set_document (FfbPromotionGroup *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_PROMOTION_GROUP (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  update (self);
}

static void
ffb_promotion_group_dispose (GObject *object)
{
  FfbPromotionGroup *self = FFB_PROMOTION_GROUP (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  g_ptr_array_set_size (self->filled, 0);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_PROMOTION_GROUP);
  G_OBJECT_CLASS (ffb_promotion_group_parent_class)->dispose (object);
}

static void
ffb_promotion_group_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_PROMOTION_GROUP (object)->filled);
  g_ptr_array_unref (FFB_PROMOTION_GROUP (object)->filled_lists);
  G_OBJECT_CLASS (ffb_promotion_group_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbPromotionGroup, name)

static void
ffb_promotion_group_class_init (FfbPromotionGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_promotion_group_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_promotion_group_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-promotion-group.ui");
  BIND (track_row); BIND (phase_row); BIND (pool_row); BIND (history_row);
  BIND (phase_button); BIND (undo_button); BIND (dice_row); BIND (draw_side); BIND (draw_roll);
  BIND (seed_button); BIND (tables_button);
  gtk_widget_class_bind_template_callback (widget_class, fill_if_open);
  gtk_widget_class_install_action (widget_class, "promotion.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "promotion.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "promotion.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "promotion.draw-seed", NULL, draw_seed_action);
}

static void
ffb_promotion_group_init (FfbPromotionGroup *self)
{
  g_autoptr(GtkStringList) sides = gtk_string_list_new (ffb_side_display_names ());

  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (update), self);
  self->filled = g_ptr_array_new ();
  self->filled_lists = g_ptr_array_new ();
  ffb_keynav_name_expander_row (GTK_WIDGET (self->track_row));
  ffb_keynav_name_expander_row (GTK_WIDGET (self->phase_row));
  ffb_keynav_name_expander_row (GTK_WIDGET (self->pool_row));
  ffb_keynav_name_expander_row (GTK_WIDGET (self->history_row));
  gtk_drop_down_set_model (self->draw_side, G_LIST_MODEL (sides));
  ffb_keynav_name_drop_down (GTK_WIDGET (self->draw_side), _("Side that draws from the pool"));
  ffb_narrow_drop_down (self->draw_side);
  ffb_narrow_button (self->seed_button);
  ffb_narrow_button (self->tables_button);
  ffb_narrow_button (GTK_BUTTON (self->undo_button));
  ffb_ui_set_accessible_name (self->phase_button, _("Roll the Reinforcement Phase promotions"));
  ffb_ui_set_accessible_name (self->undo_button, _("Undo the campaign's last change"));
}

GtkWidget *
ffb_promotion_group_new (void)
{
  return g_object_new (FFB_TYPE_PROMOTION_GROUP, NULL);
}
