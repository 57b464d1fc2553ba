/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-blocks-dialog.c: Block Battle (see ffb-blocks-dialog.h). The ratings, the checks, the
 * rounds and their sentences are the engine's (ffb-blocks.h, ffb-blocks-campaign.h); the dialog
 * only lists, edits, orders, chooses and shows. */
#include "ffb-blocks-dialog.h"

#include <glib/gi18n.h>
#include "ffb-blocks-campaign.h"
#include "ffb-confirm.h"
#include "ffb-controls.h"
#include "ffb-field-flag.h"
#include "ffb-keynav.h"
#include "ffb-night.h"

/* One block's row and its fields. */
typedef struct
{
  FfbBlockSide side;
  char *id;                /* "attacker-3": in each die's purpose, never reused */
  GtkWidget *row;          /* AdwExpanderRow: its title the name, its subtitle the rest */
  GtkWidget *name;         /* AdwEntryRow */
  GtkWidget *type;         /* AdwComboRow, in the engine's order of types */
  GtkSpinButton *steps;
  GtkSpinButton *full;
  GtkSwitch *reserve;
  GtkSwitch *retreat;      /* C2G: its owner's order for the next round: retreat, not fire */
  GtkWidget *remove;       /* the row that takes it out, before the battle begins */
} BlockRow;

struct _FfbBlocksDialog
{
  AdwWindow parent_instance;

  FfbDocument *document;
  GPtrArray *blocks;       /* BlockRow*, attackers and defenders in the order added */
  guint added[FFB_N_BLOCK_SIDES];
  GtkWidget *flagged;      /* the row showing the refusal, or NULL */
  char *refusal;

  AdwPreferencesGroup *result_group;
  GtkLabel *outcome_label;
  GtkBox *log_box;
  AdwEntryRow *name_row;
  GtkSwitch *fortress_switch;
  AdwComboRow *defender_row;
  AdwComboRow *attacker_row;  /* C2G: not said, the Union or the Confederate player */
  GtkWidget *sides_row;
  AdwPreferencesGroup *attacker_group;
  AdwPreferencesGroup *defender_group;
  AdwPreferencesGroup *battle_group;
  AdwPreferencesGroup *choice_group;
  GtkLabel *tie_label;
  GtkBox *choice_box;
  GtkWidget *add_attacker_button;
  GtkWidget *add_defender_button;
  GtkWidget *fight_button;
  /* C2G: the campaign's battle as it stands after the last step (under way or ended), or NULL
   * before the first round: then the fields make the battle. */
  FfbBlockBattle *shown;
};

G_DEFINE_FINAL_TYPE (FfbBlocksDialog, ffb_blocks_dialog, ADW_TYPE_WINDOW)

static void
block_row_free (BlockRow *block)
{
  g_free (block->id);
  g_free (block);
}

/* The battle as entered */

/* The battle the fields say, before its first round. */
static FfbBlockBattle *
build_battle (FfbBlocksDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  FfbBlockBattle *battle = ffb_blocks_new ("block-battle", name);

  battle->fortress = gtk_switch_get_active (self->fortress_switch);
  battle->defender_player = (int) adw_combo_row_get_selected (self->defender_row) + 1;
  battle->attacker_player = (int) adw_combo_row_get_selected (self->attacker_row) - 1;
  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);
      FfbBlock *block = ffb_blocks_add (battle, row->id,
                                        gtk_editable_get_text (GTK_EDITABLE (row->name)),
                                        adw_combo_row_get_selected (ADW_COMBO_ROW (row->type)),
                                        row->side, gtk_spin_button_get_value_as_int (row->steps));

      block->full_steps = gtk_spin_button_get_value_as_int (row->full);
      block->reserve = gtk_switch_get_active (row->reserve);
    }
  return battle;
}

/* C2G: the owners' orders for the next round: the blocks switched to retreat. */
static GPtrArray *
retreat_ids (FfbBlocksDialog *self)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);

      if (gtk_switch_get_active (row->retreat))
        g_ptr_array_add (ids, row->id);
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

/* "Infantry, B2, 3 of 4 steps, battle reserve" */
static char *
block_summary (const FfbBlock *block)
{
  g_autofree char *rating = ffb_block_rating_to_string (block->rating);
  g_autofree char *steps = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d step",
                                                         "%d of %d steps", block->full_steps),
                                            block->steps, block->full_steps);

  if (block->state == FFB_BLOCK_ELIMINATED)
    /* Translators: a block's type and rating, eliminated (C2F). */
    return g_strdup_printf (_("%s, %s, eliminated"), ffb_block_type_display_name (block->type),
                            rating);
  if (block->state == FFB_BLOCK_RETREATED)
    /* Translators: a block's type, rating and steps, retreated out of the battle (C2F). */
    return g_strdup_printf (_("%s, %s, %s, retreated"),
                            ffb_block_type_display_name (block->type), rating, steps);
  if (block->reserve)
    /* Translators: a block's type, rating and steps, a battle reserve (C2F). */
    return g_strdup_printf (_("%s, %s, %s, battle reserve"),
                            ffb_block_type_display_name (block->type), rating, steps);
  /* Translators: a block's type, rating and steps. */
  return g_strdup_printf (_("%s, %s, %s"), ffb_block_type_display_name (block->type), rating,
                          steps);
}

static void
show_blocks (FfbBlocksDialog *self, const FfbBlockBattle *battle)
{
  guint count[FFB_N_BLOCK_SIDES] = { 0, 0 };
  g_autofree char *sides = NULL;

  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);
      BlockRow *row = g_ptr_array_index (self->blocks, i);
      g_autofree char *summary = block_summary (block);

      count[block->side]++;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), block->name);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->row), summary);
    }
  /* Translators: how many blocks each side has. */
  sides = battle->blocks->len == 0 ? g_strdup (_("None yet: add each side's blocks below"))
          : g_strdup_printf (_("%u attacking, %u defending"), count[FFB_BLOCK_ATTACKER],
                             count[FFB_BLOCK_DEFENDER]);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->sides_row), sides);
}

/* What the fields may still change: the battle before its first round; after it, only the
 * orders for the next round, and none while a round waits for an owner's choice or once the
 * battle is over. */
static void
update_sensitivity (FfbBlocksDialog *self)
{
  gboolean begun = self->shown != NULL;
  gboolean waiting = begun && self->shown->tie != NULL;
  gboolean over = begun && self->shown->outcome != FFB_BLOCKS_UNDECIDED;

  gtk_widget_set_sensitive (GTK_WIDGET (self->battle_group), !begun);
  gtk_widget_set_sensitive (self->add_attacker_button, !begun);
  gtk_widget_set_sensitive (self->add_defender_button, !begun);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);
      const FfbBlock *block = begun ? ffb_blocks_find (self->shown, row->id) : NULL;
      gboolean in_battle = !begun || (block != NULL && block->state == FFB_BLOCK_PRESENT);

      gtk_widget_set_sensitive (row->name, !begun);
      gtk_widget_set_sensitive (row->type, !begun);
      gtk_widget_set_sensitive (GTK_WIDGET (row->steps), !begun);
      gtk_widget_set_sensitive (GTK_WIDGET (row->full), !begun);
      gtk_widget_set_sensitive (GTK_WIDGET (row->reserve), !begun);
      gtk_widget_set_visible (row->remove, !begun);
      /* An owner who gave his orders from his phone has them stand (C2G). */
      gtk_widget_set_sensitive (GTK_WIDGET (row->retreat), in_battle && !waiting && !over
                                && !(block != NULL && self->shown->ordered[block->side]));
      if (!in_battle)
        gtk_switch_set_active (row->retreat, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->choice_group), waiting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "blocks.fight",
                                 self->refusal == NULL && !waiting && !over);
}

/* The engine's refusal, at the row of the block it concerns, or at the Blocks row. */
static void
validate (FfbBlocksDialog *self)
{
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *at = NULL;

  ffb_ui_move_flag (&self->flagged, NULL, NULL);
  battle = self->shown != NULL ? ffb_blocks_copy (self->shown) : build_battle (self);
  show_blocks (self, battle);
  g_clear_pointer (&self->refusal, g_free);
  /* A round that waits for a choice is the round so far, which takes no order: nothing to
   * check until it is fought. */
  if (battle->tie != NULL)
    {
      update_sensitivity (self);
      return;
    }
  /* A reserve sits out round 1: it takes no order then (C2F). */
  for (guint i = 0; at == NULL && i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);

      if (gtk_switch_get_active (row->retreat)
          && !ffb_blocks_order_retreat (battle, battle->round + 1, row->id, &error))
        at = row->row;
    }
  for (guint i = 0; at == NULL && i < battle->blocks->len; i++)
    if (!ffb_blocks_check_block (battle, i, &error))
      at = ((BlockRow *) g_ptr_array_index (self->blocks, i))->row;
  if (at == NULL && !ffb_blocks_check (battle, &error))
    at = self->sides_row;
  if (error != NULL)
    self->refusal = g_strdup (error->message);
  /* A battle with no block yet is one not begun, not a mistake (issue 35, item 9): Fight Round
   * waits, and the Blocks row says what to do instead of showing an error. */
  if (self->shown == NULL && self->blocks->len == 0)
    at = NULL;
  ffb_ui_move_flag (&self->flagged, at, self->refusal);
  update_sensitivity (self);
}

static void
changed_cb (FfbBlocksDialog *self)
{
  validate (self);
}

/* A block's row */

static const char *const *
type_choices (void)
{
  static char *choices[FFB_N_BLOCK_TYPES + 1];

  /* "Infantry (B2)": the rating the engine's table gives each type. Made once: the
   * language does not change while the app runs. */
  if (choices[0] != NULL)
    return (const char *const *) choices;
  for (int t = 0; t < FFB_N_BLOCK_TYPES; t++)
    {
      g_autofree char *rating = ffb_block_rating_to_string (ffb_block_type_rating (t));

      /* Translators: a block type and its rating (C2F), "Infantry (B2)". */
      choices[t] = g_strdup_printf (_("%s (%s)"), ffb_block_type_display_name (t), rating);
    }
  return (const char *const *) choices;
}

static GtkWidget *
type_row (void)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (type_choices ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Type and rating"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  ffb_keynav_name_choices (row);
  return row;
}

static GtkWidget *
switch_row (GtkSwitch **out, const char *title, const char *subtitle)
{
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (sw, title);
  *out = GTK_SWITCH (sw);
  return ffb_ui_row_new (title, subtitle, sw);
}

/* The button of each block's last row names its block in the action's target: the row to
 * take out is found by id, as the fight's dice name it. */
static void
remove_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (widget);
  const char *id = g_variant_get_string (parameter, NULL);

  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *block = g_ptr_array_index (self->blocks, i);
      GtkWidget *row = block->row;

      if (g_strcmp0 (block->id, id) != 0)
        continue;
      if (self->flagged == row)
        self->flagged = NULL;
      adw_preferences_group_remove (block->side == FFB_BLOCK_ATTACKER ? self->attacker_group
                                                                      : self->defender_group,
                                    row);
      g_ptr_array_remove_index (self->blocks, i);
      break;
    }
  validate (self);
}

static GtkWidget *
remove_row (FfbBlocksDialog *self, BlockRow *block)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Remove Block"));
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "blocks.remove");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", block->id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Take the block out of the battle"));
  block->remove = row;
  return row;
}

static void
connect_fields (FfbBlocksDialog *self, BlockRow *block)
{
  g_signal_connect_swapped (block->name, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (block->type, "notify::selected", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (block->steps, "value-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (block->full, "value-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (block->reserve, "notify::active", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (block->retreat, "notify::active", G_CALLBACK (changed_cb), self);
}

static void
fill_block_row (FfbBlocksDialog *self, BlockRow *block, const char *name)
{
  GtkWidget *steps = ffb_ui_spin_new (1, FFB_BLOCKS_MAX_STEPS, 4, _("Steps"));
  GtkWidget *full = ffb_ui_spin_new (1, FFB_BLOCKS_MAX_STEPS, 4, _("Full strength"));
  AdwExpanderRow *row = ADW_EXPANDER_ROW (block->row);

  block->name = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (block->name), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (block->name), name);
  block->type = type_row ();
  adw_combo_row_set_selected (ADW_COMBO_ROW (block->type), FFB_BLOCK_INFANTRY);
  block->steps = GTK_SPIN_BUTTON (steps);
  block->full = GTK_SPIN_BUTTON (full);
  adw_expander_row_add_row (row, block->name);
  adw_expander_row_add_row (row, block->type);
  adw_expander_row_add_row (row, ffb_ui_row_new (_("Steps"), _("Its strength now"), steps));
  adw_expander_row_add_row (row, ffb_ui_row_new (_("Full strength"), NULL, full));
  adw_expander_row_add_row (row, switch_row (&block->reserve, _("Battle reserve"),
                                             _("Sits out round 1: neither fires nor takes "
                                               "hits (C2F)")));
  adw_expander_row_add_row (row, switch_row (&block->retreat, _("Retreats next round"),
                                             _("Its owner's order for the coming round, given "
                                               "before its dice: it retreats instead of firing "
                                               "(C2G)")));
  adw_expander_row_add_row (row, remove_row (self, block));
}

/* A new block's row; `id` NULL: one the dialog makes up ("attacker-3"). */
static BlockRow *
add_block_row (FfbBlocksDialog *self, FfbBlockSide side, const char *id)
{
  BlockRow *block = g_new0 (BlockRow, 1);
  guint number = ++self->added[side];
  g_autofree char *name = NULL;

  block->side = side;
  block->id = id != NULL ? g_strdup (id)
                         : g_strdup_printf ("%s-%u", ffb_block_side_to_string (side), number);
  /* Translators: a new block's name until the referee types its own: "Attacker 2". */
  name = g_strdup_printf (side == FFB_BLOCK_ATTACKER ? _("Attacker %u") : _("Defender %u"),
                          number);
  block->row = adw_expander_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (block->row), FALSE);
  fill_block_row (self, block, name);
  connect_fields (self, block);
  /* The new block open, the others shut to their one line (name, type, rating, steps): the
   * list stays short enough to see both sides. */
  for (guint i = 0; i < self->blocks->len; i++)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (((BlockRow *) g_ptr_array_index (self->blocks, i))->row),
                                   FALSE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (block->row), TRUE);
  ffb_keynav_name_expander_row (block->row);
  g_ptr_array_add (self->blocks, block);
  adw_preferences_group_add (side == FFB_BLOCK_ATTACKER ? self->attacker_group
                                                         : self->defender_group, block->row);
  validate (self);
  return block;
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (widget);
  FfbBlockSide side;
  BlockRow *block;

  if (!ffb_block_side_from_string (g_variant_get_string (parameter, NULL), &side))
    g_return_if_reached ();
  block = add_block_row (self, side, NULL);
  gtk_widget_grab_focus (block->name);
}

/* The fight */

static void
add_paragraph (FfbBlocksDialog *self, const char *heading, const char *text)
{
  GtkWidget *title = gtk_label_new (heading);
  GtkWidget *body = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (body), 0);
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (body), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (body), TRUE);
  gtk_box_append (self->log_box, title);
  gtk_box_append (self->log_box, body);
}

/* The round just fought, or fought so far, a paragraph under its own sentence ("C2F: round 2.")
 * with every die; how the battle ended above it. */
static void
show_log (FfbBlocksDialog *self, const FfbBlockBattle *fought)
{
  g_autoptr(GString) round = g_string_new (NULL);
  g_autofree char *heading = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_box))) != NULL)
    gtk_box_remove (self->log_box, child);
  for (guint i = 0; i < fought->log->len; i++)
    {
      const FfbBlocksEvent *event = g_ptr_array_index (fought->log, i);
      g_autofree char *sentence = ffb_blocks_event_sentence (fought, event);

      if (event->kind == FFB_BLOCKS_BATTLE_ENDS)
        gtk_label_set_text (self->outcome_label, sentence);
      else if (event->kind == FFB_BLOCKS_ROUND_BEGINS)
        heading = g_steal_pointer (&sentence);
      else
        g_string_append_printf (round, "%s%s", round->len > 0 ? "\n" : "", sentence);
    }
  if (heading != NULL)
    add_paragraph (self, heading, round->str);
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_label),
                          fought->outcome != FFB_BLOCKS_UNDECIDED);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), fought->log->len > 0);
}


/* C2G: a round that waits at a tie: the sentence, and one button a tied block. */
static void
show_tie (FfbBlocksDialog *self, const FfbBlockBattle *fought)
{
  g_autofree char *sentence = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choice_box))) != NULL)
    gtk_box_remove (self->choice_box, child);
  if (fought->tie == NULL)
    return;
  sentence = ffb_blocks_tie_sentence (fought);
  gtk_label_set_text (self->tie_label, sentence);
  for (guint i = 0; fought->tie[i] != NULL; i++)
    {
      const FfbBlock *block = ffb_blocks_find (fought, fought->tie[i]);
      /* Translators: the owner's choice among equally strong blocks (C2G). */
      g_autofree char *label = g_strdup_printf (_("%s Takes the Step"), block->name);
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "blocks.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", block->id);
      gtk_box_append (self->choice_box, button);
    }
}

/* C2G: the orders an owner gave from his phone for the next round, on his blocks' switches. */
static void
show_owners_orders (FfbBlocksDialog *self, const FfbBlockBattle *battle)
{
  g_auto(GStrv) retreats = ffb_blocks_round_retreats (battle, battle->round + 1);

  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);
      const FfbBlock *block = ffb_blocks_find (battle, row->id);

      if (block != NULL && battle->ordered[block->side])
        gtk_switch_set_active (row->retreat,
                               g_strv_contains ((const char *const *) retreats, row->id));
    }
}

/* The rows follow the battle: each block's steps now, and where it went. */
static void
show_battle (FfbBlocksDialog *self, FfbBlockBattle *battle)
{
  g_clear_pointer (&self->shown, ffb_blocks_free);
  self->shown = battle;
  for (guint i = 0; i < self->blocks->len; i++)
    {
      BlockRow *row = g_ptr_array_index (self->blocks, i);
      const FfbBlock *block = ffb_blocks_find (battle, row->id);

      if (block == NULL)
        continue;
      g_signal_handlers_block_by_func (row->steps, changed_cb, self);
      gtk_spin_button_set_range (row->steps, 0, FFB_BLOCKS_MAX_STEPS);
      gtk_spin_button_set_value (row->steps, block->steps);
      g_signal_handlers_unblock_by_func (row->steps, changed_cb, self);
      if (battle->tie == NULL)
        gtk_switch_set_active (row->retreat, FALSE);
    }
  show_owners_orders (self, battle);
  show_log (self, battle);
  show_tie (self, battle);
  /* What to read next takes the focus, before the setup is locked (a field losing its
   * sensitivity with the focus in it would keep it): the owner's choice, the outcome, or the
   * round just fought. */
  gtk_widget_set_visible (GTK_WIDGET (self->choice_group), battle->tie != NULL);
  if (battle->tie != NULL)
    gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (self->choice_box)));
  else if (battle->outcome != FFB_BLOCKS_UNDECIDED)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->outcome_label));
      gtk_label_select_region (self->outcome_label, 0, 0);
    }
  else if (gtk_widget_get_last_child (GTK_WIDGET (self->log_box)) != NULL)
    {
      GtkWidget *round = gtk_widget_get_last_child (GTK_WIDGET (self->log_box));

      gtk_widget_grab_focus (round);
      gtk_label_select_region (GTK_LABEL (round), 0, 0);
    }
  validate (self);
}

typedef struct
{
  FfbBlockBattle *battle;   /* before round 1: the battle to keep in the campaign; else NULL */
  GPtrArray *retreats;
  const char *choice;
  const char *seed;
  FfbBlockBattle *fought;
} FightStep;

static gboolean
fight_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  FightStep *step = data;

  if (step->battle != NULL && !ffb_blocks_campaign_start (campaign, step->battle, error))
    return FALSE;
  step->fought = ffb_blocks_campaign_fight_round (campaign,
                                                  step->retreats != NULL
                                                  ? (const char *const *) step->retreats->pdata
                                                  : NULL,
                                                  step->choice, step->seed, NULL, error);
  return step->fought != NULL;
}

/* One step of the battle, one edit of the document: the round begun or fought is final. */
static void
run_step (FfbBlocksDialog *self, FightStep *step)
{
  g_autoptr(GError) error = NULL;

  step->seed = ffb_document_get_dice_seed (self->document);
  if (!ffb_night_run_campaign (self->document, fight_step, step, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("The round was not fought"), error);
  else
    show_battle (self, g_steal_pointer (&step->fought));
  g_clear_pointer (&step->fought, ffb_blocks_free);
}

static void
fight_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (widget);
  FightStep step = { NULL, retreat_ids (self), NULL, NULL, NULL };

  if (self->shown == NULL)
    step.battle = build_battle (self);
  run_step (self, &step);
  g_clear_pointer (&step.battle, ffb_blocks_free);
  g_ptr_array_unref (step.retreats);
}

/* A choice's button names its block in the action's target (C2G). */
static void
choose_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (widget);
  g_autofree char *id = g_variant_dup_string (parameter, NULL);
  FightStep step = { NULL, NULL, id, NULL, NULL };

  run_step (self, &step);
}

/* A change of the campaign while the dialog is open, such as a player's orders from his phone
 * (C2G): the battle under way as it now stands, and its owners' orders on their switches. */
static void
document_changed_cb (FfbBlocksDialog *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);
  FfbBlockBattle *battle;

  if (self->shown == NULL || campaign == NULL || campaign->blocks_battle == NULL)
    return;
  battle = ffb_blocks_campaign_under_way (campaign, ffb_document_get_dice_seed (self->document),
                                          NULL);
  if (battle == NULL)
    return;
  g_clear_pointer (&self->shown, ffb_blocks_free);
  self->shown = battle;
  show_owners_orders (self, battle);
  show_tie (self, battle);
  gtk_widget_set_visible (GTK_WIDGET (self->choice_group), battle->tie != NULL);
  validate (self);
}

/* A battle under way in the campaign when the dialog opens: its rows, locked, and a round
 * that waits for a choice, its dice so far. */
static void
show_under_way (FfbBlocksDialog *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);
  g_autoptr(GError) error = NULL;
  FfbBlockBattle *battle;

  if (campaign == NULL || campaign->blocks_battle == NULL)
    return;
  battle = ffb_blocks_campaign_under_way (campaign, ffb_document_get_dice_seed (self->document),
                                          &error);
  if (battle == NULL)
    {
      ffb_ui_show_error (GTK_WIDGET (self), _("The block battle under way cannot be shown"),
                         error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), battle->name);
  gtk_switch_set_active (self->fortress_switch, battle->fortress);
  adw_combo_row_set_selected (self->defender_row, (guint) battle->defender_player - 1);
  adw_combo_row_set_selected (self->attacker_row, (guint) (battle->attacker_player + 1));
  for (guint i = 0; i < battle->blocks->len; i++)
    {
      const FfbBlock *block = g_ptr_array_index (battle->blocks, i);
      BlockRow *row = add_block_row (self, block->side, block->id);

      gtk_editable_set_text (GTK_EDITABLE (row->name), block->name);
      adw_combo_row_set_selected (ADW_COMBO_ROW (row->type), block->type);
      gtk_spin_button_set_value (row->full, block->full_steps);
      gtk_switch_set_active (row->reserve, block->reserve);
    }
  show_battle (self, battle);
}

/* GObject */

static void
ffb_blocks_dialog_dispose (GObject *object)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_BLOCKS_DIALOG);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ffb_blocks_dialog_parent_class)->dispose (object);
}

static void
ffb_blocks_dialog_finalize (GObject *object)
{
  FfbBlocksDialog *self = FFB_BLOCKS_DIALOG (object);

  g_ptr_array_unref (self->blocks);
  g_free (self->refusal);
  g_clear_pointer (&self->shown, ffb_blocks_free);
  G_OBJECT_CLASS (ffb_blocks_dialog_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbBlocksDialog, name)

static void
ffb_blocks_dialog_class_init (FfbBlocksDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_blocks_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_blocks_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-blocks-dialog.ui");
  BIND (result_group); BIND (outcome_label); BIND (log_box); BIND (name_row);
  BIND (fortress_switch); BIND (defender_row); BIND (attacker_row); BIND (sides_row);
  BIND (attacker_group);
  BIND (defender_group); BIND (fight_button); BIND (battle_group); BIND (choice_group);
  BIND (tie_label); BIND (choice_box); BIND (add_attacker_button); BIND (add_defender_button);
  gtk_widget_class_install_action (widget_class, "blocks.fight", NULL, fight_action);
  gtk_widget_class_install_action (widget_class, "blocks.add", "s", add_action);
  gtk_widget_class_install_action (widget_class, "blocks.remove", "s", remove_action);
  gtk_widget_class_install_action (widget_class, "blocks.choose", "s", choose_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "blocks.fight", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
set_up_battle_rows (FfbBlocksDialog *self)
{
  const char *players[] = { _("Player 1"), _("Player 2"), NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (players);

  const char *attackers[] = { _("Not said"), _("Union"),
                              _("Confederate"), NULL };
  g_autoptr(GtkStringList) attacker_list = gtk_string_list_new (attackers);

  adw_combo_row_set_model (self->defender_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->defender_row, 1);
  ffb_keynav_name_choices (GTK_WIDGET (self->defender_row));
  adw_combo_row_set_model (self->attacker_row, G_LIST_MODEL (attacker_list));
  ffb_keynav_name_choices (GTK_WIDGET (self->attacker_row));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->fortress_switch), _("Fortress"));
  ffb_ui_set_accessible_name (self->fight_button, _("Fight Round"));
  ffb_keynav_row_one_tab_stop (gtk_widget_get_ancestor (GTK_WIDGET (self->fortress_switch),
                                                        ADW_TYPE_ACTION_ROW));
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (self->fortress_switch, "notify::active", G_CALLBACK (changed_cb),
                            self);
  g_signal_connect_swapped (self->defender_row, "notify::selected", G_CALLBACK (changed_cb),
                            self);
}

static void
ffb_blocks_dialog_init (FfbBlocksDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_row_free);
  set_up_battle_rows (self);
  validate (self);
}

FfbBlocksDialog *
ffb_blocks_dialog_new (GtkWindow *parent, FfbDocument *document)
{
  FfbBlocksDialog *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_BLOCKS_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  ffb_keynav_focus_first_field (GTK_WINDOW (self), GTK_WIDGET (self->name_row));
  show_under_way (self);
  g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}

/* For tests */

guint
ffb_blocks_dialog_add_block (FfbBlocksDialog *self, FfbBlockSide side, const char *name,
                             FfbBlockType type, int steps)
{
  BlockRow *block;

  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self) && name != NULL, 0);
  block = add_block_row (self, side, NULL);
  gtk_editable_set_text (GTK_EDITABLE (block->name), name);
  adw_combo_row_set_selected (ADW_COMBO_ROW (block->type), type);
  gtk_spin_button_set_value (block->full, steps);
  gtk_spin_button_set_value (block->steps, steps);
  return self->blocks->len - 1;
}

void
ffb_blocks_dialog_set_block (FfbBlocksDialog *self, guint index, int full_steps,
                             gboolean reserve)
{
  BlockRow *block;

  g_return_if_fail (FFB_IS_BLOCKS_DIALOG (self) && index < self->blocks->len);
  block = g_ptr_array_index (self->blocks, index);
  gtk_spin_button_set_value (block->full, full_steps);
  gtk_switch_set_active (block->reserve, reserve);
}

void
ffb_blocks_dialog_set_retreat (FfbBlocksDialog *self, guint index, gboolean retreat)
{
  g_return_if_fail (FFB_IS_BLOCKS_DIALOG (self) && index < self->blocks->len);
  gtk_switch_set_active (((BlockRow *) g_ptr_array_index (self->blocks, index))->retreat,
                         retreat);
}

const char *const *
ffb_blocks_dialog_get_tie (FfbBlocksDialog *self)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self), NULL);
  return self->shown != NULL ? (const char *const *) self->shown->tie : NULL;
}

const FfbBlockBattle *
ffb_blocks_dialog_get_battle (FfbBlocksDialog *self)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self), NULL);
  return self->shown;
}

/* The block a choice's button names, or NULL. */
static const char *
choice_target (GtkWidget *button)
{
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  return target != NULL ? g_variant_get_string (target, NULL) : NULL;
}

gboolean
ffb_blocks_dialog_choose (FfbBlocksDialog *self, const char *block)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self) && block != NULL, FALSE);
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->choice_box));
       button != NULL; button = gtk_widget_get_next_sibling (button))
    if (g_strcmp0 (choice_target (button), block) == 0)
      {
        g_signal_emit_by_name (button, "clicked");
        return TRUE;
      }
  return FALSE;
}

void
ffb_blocks_dialog_set_fortress (FfbBlocksDialog *self, gboolean fortress, int defender_player)
{
  g_return_if_fail (FFB_IS_BLOCKS_DIALOG (self));
  gtk_switch_set_active (self->fortress_switch, fortress);
  adw_combo_row_set_selected (self->defender_row, (guint) defender_player - 1);
}

GtkWidget *
ffb_blocks_dialog_get_row (FfbBlocksDialog *self, guint index)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self) && index < self->blocks->len, NULL);
  return ((BlockRow *) g_ptr_array_index (self->blocks, index))->row;
}

const char *
ffb_blocks_dialog_get_refusal (FfbBlocksDialog *self)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self), NULL);
  return self->refusal;
}

const char *
ffb_blocks_dialog_get_outcome (FfbBlocksDialog *self)
{
  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self), NULL);
  return gtk_label_get_text (self->outcome_label);
}

char *
ffb_blocks_dialog_get_log (FfbBlocksDialog *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (FFB_IS_BLOCKS_DIALOG (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->log_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "",
                            gtk_label_get_text (GTK_LABEL (child)));
  return g_string_free (text, FALSE);
}
