/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-table.c: C1's card play for the whole table (see ffb-card-table.h).
 *
 * Made from the referee's state (ffb_cards_state), of which the table view takes only what
 * both players may know; the rows of the acting side's units (C1G) and of the melees (C1E)
 * are C1's own. */
#include "ffb-card-table.h"

#include <glib/gi18n.h>
#include "ffb-cards.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-reveal-card.h"
#include "ffb-oob.h"

struct _FfbCardTable
{
  FfbCardGameTable parent_instance;

  /* C1G: the acting side's row, its drop-downs and the ids in their order */
  FfbSide acting;
  GtkDropDown *cards, *units, *actions;
  GPtrArray *card_ids, *unit_ids;
};

static FfbDocument *
table_document (FfbCardTable *self)
{
  return ffb_card_game_table_get_document (FFB_CARD_GAME_TABLE (self));
}

static FfbBattle *
battle (FfbCardTable *self)
{
  return ffb_document_get_battle (table_document (self));
}

/* Steps: the engine's edit functions, each one undoable edit */

typedef struct
{
  FfbTableStep step;
  const FfbDeck *deck;      /* to turn on, else NULL */
  FfbSide side;             /* C1G: one action of a unit, as the referee chose it */
  const char *card, *unit;  /* (no unit: not an action) */
  int action;
} Step;

static gboolean
battle_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const Step *step = data;

  if (step->deck != NULL)
    return ffb_cards_turn_on (b, step->deck, error);
  if (step->unit != NULL)
    return ffb_cards_act (b, step->side, step->card, step->unit, step->action, error);
  return step->step == FFB_TABLE_DEAL ? ffb_cards_choose (b, FFB_CARD_STEP_DEAL, -1, NULL, error) : ffb_cards_choose (b,
                                                                                      FFB_CARD_STEP_REVEAL,
                                                                                      -1, NULL,
                                                                                      error);
}

static gboolean
turn_on (FfbDocument *document, const FfbDeck *deck, GError **error)
{
  Step step = { .deck = deck };

  return ffb_night_run (document, NULL, battle_step, &step, error);
}

static gboolean
run_step (FfbDocument *document, FfbTableStep step, GError **error)
{
  Step dealt_or_revealed = { .step = step };

  g_return_val_if_fail (step == FFB_TABLE_DEAL || step == FFB_TABLE_REVEAL, FALSE);
  return ffb_night_run (document, NULL, battle_step, &dealt_or_revealed, error);
}

gboolean
ffb_card_table_act (FfbCardTable *self, FfbSide side, const char *card, const char *unit,
                    int action, GError **error)
{
  Step act = { .side = side, .card = card, .unit = unit, .action = action };

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && card != NULL && unit != NULL, FALSE);
  return ffb_night_run (table_document (self), NULL, battle_step, &act, error);
}

/* C1G: the kinds of action a unit may make, as the action list offers them. */
static const int c1_actions[] = { 0, 1, 2, 3 }; /* Move, Charge, Fire, Rally: FfbCardAllows bits */

static const char *
selected_id (GtkDropDown *drop, const GPtrArray *ids)
{
  guint at = gtk_drop_down_get_selected (drop);

  return ids != NULL && at < ids->len ? g_ptr_array_index (ids, at) : NULL;
}

static gboolean
act_chosen (FfbCardGameTable *table, gpointer data, GError **error)
{
  FfbCardTable *self = FFB_CARD_TABLE (table);
  guint action = gtk_drop_down_get_selected (self->actions);

  return ffb_card_table_act (self, self->acting, selected_id (self->cards, self->card_ids),
                             selected_id (self->units, self->unit_ids), c1_actions[action],
                             error);
}

static void
act_clicked_cb (FfbCardTable *self)
{
  if (selected_id (self->cards, self->card_ids) == NULL
      || selected_id (self->units, self->unit_ids) == NULL
      || gtk_drop_down_get_selected (self->actions) >= G_N_ELEMENTS (c1_actions))
    return;
  ffb_card_game_table_do (FFB_CARD_GAME_TABLE (self), act_chosen, NULL,
                          _("This action cannot be counted"), _("The unit's action is counted"));
}

/* Turning cards on */

static const FfbDeckChoice c1_deck = {
  FFB_DECK_ACTIVATION,
  N_("Turn cards on"),
  N_("The neutral party deals hands of cards in secret and reveals both picks at once (C1)"),
  N_("Turn cards on with a deck file of the table's own"),
  N_("Open a Deck of Cards"),
  N_("Cards cannot be turned on"),
  N_("This deck cannot be used"),
  N_("Cards are on for this battle"),
};

/* What both players may know */

static const char *
phase_text (FfbActivationPhase phase)
{
  switch (phase)
    {
    case FFB_ACTIVATION_PICKING:
      return _("Each player picks a card in secret in his own view, or passes (C1E, C1F)");
    case FFB_ACTIVATION_FIRST_PLAYS:
      return _("The First Player acts, and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_SECOND_PLAYS:
      return _("The Second Player acts, and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_BETWEEN_TURNS:
    default:
      return _("The turn is over: the next is dealt (C1D)");
    }
}

static const char *
doing_text (gconstpointer data, FfbSide side)
{
  const FfbActivation *state = data;

  if (state->passed[side])
    return _("Has passed for the rest of the turn (C1F)");
  switch (state->phase)
    {
    case FFB_ACTIVATION_PICKING:
      return state->pick[side] != NULL ? _("Has picked: his card stays sealed until the reveal")
                                       : _("Has not picked yet");
    case FFB_ACTIVATION_FIRST_PLAYS:
      return side == state->first ? _("First Player: acts now, in his own view")
                                  : _("Second Player: acts next");
    case FFB_ACTIVATION_SECOND_PLAYS:
      return side == state->first ? _("First Player: has acted")
                                  : _("Second Player: acts now, in his own view");
    case FFB_ACTIVATION_BETWEEN_TURNS:
    default:
      return _("Waits for the next deal");
    }
}

/* One side's cards face up: the revealed one in large type, the further plays below it. */
static GtkWidget *
side_cards (gconstpointer data, const FfbDeck *deck, FfbSide side)
{
  const FfbActivation *state = data;
  const GPtrArray *played = state->played[side];
  /* Translators: a side (Union, Confederate) when he is First Player. */
  g_autofree char *heading = side == state->first
                               ? g_strdup_printf (_("%s · First Player"),
                                                  ffb_side_display_name (side))
                               : g_strdup (ffb_side_display_name (side));
  GtkWidget *box = ffb_card_game_side_box (heading);

  if (played->len == 0)
    gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (_("Passed (C1F)"), "title-2"));
  for (guint i = 0; i < played->len; i++)
    {
      const char *card = g_ptr_array_index (played, i);
      FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, FALSE);
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);

      gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (ffb_deck_card_name (deck, card),
                                                i == 0 ? "title-1" : "title-3"));
      gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (allows, NULL));
    }
  if (state->charges[side] > 0)
    {
      /* Translators: how many Charges a side has made this round. */
      g_autofree char *charges = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%u Charge made (C1E)",
                                                               "%u Charges made (C1E)",
                                                               state->charges[side]),
                                                  state->charges[side]);

      gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (charges, "heading"));
    }
  return box;
}

/* C1E: both cards, the First Player and why, in large type for the whole table. */
static void
add_reveal (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  /* Translators: %s is a side (Union, Confederate). */
  char *first = g_strdup_printf (_("First Player: %s"), ffb_side_display_name (state->first));

  ffb_card_game_table_add_reveal (FFB_CARD_GAME_TABLE (self), first,
                                  ffb_activation_first_reason (state, deck), side_cards, state,
                                  deck);
}

/* A drop-down of `names`, for the ids kept in the same order on the table. */
static GtkDropDown *
drop_new (GPtrArray *names, const char *accessible)
{
  GtkWidget *drop;

  g_ptr_array_add (names, NULL);
  drop = gtk_drop_down_new_from_strings ((const char *const *) names->pdata);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return GTK_DROP_DOWN (drop);
}

static void
played_drop (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  self->card_ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < state->played[self->acting]->len; i++)
    {
      const char *card = g_ptr_array_index (state->played[self->acting], i);

      g_ptr_array_add (names, (gpointer) ffb_deck_card_name (deck, card));
      g_ptr_array_add (self->card_ids, g_strdup (card));
    }
  self->cards = drop_new (names, _("The card played the unit acts with"));
}

static void
add_units (FfbUnit *unit, GPtrArray *names, GPtrArray *ids)
{
  g_autofree char *code = ffb_unit_code (unit);

  /* Translators: a unit as its sheet names it: its code and its name, "II/1/3 1st Iowa". */
  g_ptr_array_add (names, g_strdup_printf (_("%s %s"), code, unit->name));
  g_ptr_array_add (ids, g_strdup (unit->id));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_units (g_ptr_array_index (unit->children, i), names, ids);
}

/* C1G: the units of the side's sheet, by code and name. */
static void
units_drop (FfbCardTable *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  FfbOob *oob = battle (self)->oob[self->acting];

  self->unit_ids = g_ptr_array_new_with_free_func (g_free);
  if (oob != NULL)
    add_units (oob->army, names, self->unit_ids);
  self->units = drop_new (names, _("The unit that acts, from its side's sheet"));
}

static void
actions_drop (FfbCardTable *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (c1_actions); i++)
    g_ptr_array_add (names, (gpointer) ffb_card_allow_display_name (c1_actions[i]));
  self->actions = drop_new (names, _("The unit's action"));
}

/* C1G: each action of the round: the unit, its action, the card and its count. */
static void
add_acts (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck, FfbSide side)
{
  for (guint i = 0; i < state->acts[side]->len; i++)
    {
      const FfbActivationAct *act = g_ptr_array_index (state->acts[side], i);
      g_autofree char *shown = ffb_cards_unit_shown (battle (self), side, act->unit);
      FfbCardAllowance allowance = ffb_deck_allowance (deck, act->card, side, FALSE);
      guint made = 0;
      g_autofree char *what = NULL;

      for (guint j = 0; j <= i; j++)
        {
          const FfbActivationAct *before = g_ptr_array_index (state->acts[side], j);

          made += g_str_equal (before->card, act->card) && g_str_equal (before->unit, act->unit);
        }
      /* Translators: a unit's action (C1G): the action, the card, and how many of the card's
       * actions the unit has made: "Charge with the King of Hearts: action 1 of 1". */
      what = g_strdup_printf (_("%s with the %s: action %u of %d"),
                              ffb_card_allow_display_name (act->action),
                              ffb_deck_card_name (deck, act->card), made, allowance.actions);
      ffb_card_game_table_add_row (FFB_CARD_GAME_TABLE (self), shown, what, NULL);
    }
}

/* C1G, C1E: the acting side names each unit he activates from his sheet, and its action with
 * a card he played; the engine counts the actions per unit, and each unit that charges once
 * for the melee order. */
static void
add_act_row (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  FfbCardGameTable *table = FFB_CARD_GAME_TABLE (self);
  FfbSide side = state->phase == FFB_ACTIVATION_FIRST_PLAYS ? state->first
                                                            : ffb_activation_second (state);
  /* Translators: a side (Union, Confederate). */
  g_autofree char *title = g_strdup_printf (_("%s units act (C1G)"),
                                            ffb_side_display_name (side));
  /* Translators: accessible name; %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("A unit of the %s player makes an action"),
                                           ffb_side_display_name (side));
  /* Translators: how many units of a side have charged this round, each counted once. */
  g_autofree char *charged = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                           "Each unit he activates makes up to "
                                                           "its card's number of actions; %u "
                                                           "unit charged (C1E)",
                                                           "Each unit he activates makes up to "
                                                           "its card's number of actions; %u "
                                                           "units charged (C1E)",
                                                           state->charges[side]),
                                              state->charges[side]);
  GtkWidget *button = ffb_night_button_new (_("_Act"), name, NULL);

  self->acting = side;
  played_drop (self, state, deck);
  units_drop (self);
  actions_drop (self);
  gtk_widget_set_sensitive (button, battle (self)->oob[side] != NULL);
  ffb_narrow_button (GTK_BUTTON (button));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (act_clicked_cb), self);
  ffb_card_game_table_add_row (table, title, charged, button);
  /* Translators: the unit of his sheet that acts (C1G). */
  ffb_card_game_table_add_row (table, _("Unit"), NULL, GTK_WIDGET (self->units));
  ffb_card_game_table_add_row (table, _("Action"), NULL, GTK_WIDGET (self->actions));
  /* Translators: the card played the unit acts with (C1G). */
  ffb_card_game_table_add_row (table, _("With the card"), NULL, GTK_WIDGET (self->cards));
  add_acts (self, state, deck, side);
}

/* C1E: after a round with Charges, who chooses the order of its melees, until the next
 * reveal. */
static void
add_melees (FfbCardTable *self, const FfbActivation *state)
{
  g_autofree char *melees = NULL;

  if (state->melee.chooser < 0)
    return;
  melees = ffb_activation_melee_text (state);
  ffb_card_game_table_add_row (FFB_CARD_GAME_TABLE (self), _("Melees"), melees, NULL);
}

static gboolean
all_in (const FfbActivation *state)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!state->passed[side] && state->pick[side] == NULL)
      return FALSE;
  return state->phase == FFB_ACTIVATION_PICKING;
}

/* The referee's button of the moment: deal a turn, or reveal the picks. */
static void
step_button (FfbTableView *view, const FfbActivation *state)
{
  if (state->phase == FFB_ACTIVATION_BETWEEN_TURNS)
    view->step = ffb_game_step_button (FFB_TABLE_DEAL,
                                       state->turn == 0 ? _("_Deal the First Turn")
                                                        : _("_Deal the Next Turn"),
                                       g_strdup (_("Deal a turn: each hand is filled from the "
                                                   "draw pile (C1D)")),
                                       _("No turn can be dealt"), _("A new turn is dealt"));
  else if (state->phase == FFB_ACTIVATION_PICKING)
    {
      view->step = ffb_game_step_button (FFB_TABLE_REVEAL, _("_Reveal"),
                                         g_strdup (_("Reveal both picks at once (C1E)")),
                                         _("The picks cannot be revealed yet"),
                                         _("Both picks are face up"));
      view->step.tooltip = _("Once both players have picked or passed");
      view->step.sensitive = all_in (state);
    }
}

/* What both players may know of C1's play: the referee's step, the turn and its round, the
 * piles; before the first deal, that none is dealt yet. */
static void
fill (FfbTableView *view, gconstpointer data, const FfbDeck *deck)
{
  const FfbActivation *state = data;
  /* Translators: the turn of card play and its round. */
  g_autofree char *round = g_strdup_printf (_("Turn %u · Round %u"), state->turn, state->round);

  step_button (view, state);
  if (state->turn == 0)
    {
      view->not_started = ffb_game_row_new (_("No turn is dealt yet"),
                                            _("Deal the first turn when the battle starts "
                                              "(C1D)"));
      return;
    }
  ffb_game_rows_add (view->rows, round, phase_text (state->phase));
  /* Translators: how many cards the draw pile and the discards hold. */
  view->piles = g_strdup_printf (_("Draw pile %u · discards %u"), state->draw->len,
                                 state->discard->len);
}

static const FfbCardPlay *
battle_play (FfbDocument *document)
{
  FfbNeutral *neutral = ffb_night_neutral (ffb_document_get_battle (document));

  return neutral != NULL ? neutral->cards : NULL;
}

static gpointer
battle_state (FfbDocument *document, GError **error)
{
  return ffb_cards_state (ffb_document_get_battle (document), error);
}

static char *
about_deck (const FfbDeck *deck)
{
  /* Translators: a deck's name, how many cards it holds, the hand size. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card, hands of %d",
                                       "%s: %u cards, hands of %d", ffb_deck_n_cards (deck)),
                          deck->name, ffb_deck_n_cards (deck), deck->hand_size);
}

/* C1's own rows: during a side's plays the cards face up and his units' actions (C1G), else
 * who chooses the order of the melees (C1E). */
static void
add_rows (FfbCardGameTable *table, gconstpointer data, const FfbDeck *deck)
{
  FfbCardTable *self = FFB_CARD_TABLE (table);
  const FfbActivation *state = data;

  if (state->turn == 0)
    return;
  if (state->phase == FFB_ACTIVATION_FIRST_PLAYS || state->phase == FFB_ACTIVATION_SECOND_PLAYS)
    {
      add_reveal (self, state, deck);
      add_act_row (self, state, deck);
    }
  else
    add_melees (self, state);
}

/* GObject */

/* The drop-downs' ids are the table's own; the drop-downs go with its rows. */
static void
let_go (FfbCardGameTable *table)
{
  FfbCardTable *self = FFB_CARD_TABLE (table);

  g_clear_pointer (&self->card_ids, g_ptr_array_unref);
  g_clear_pointer (&self->unit_ids, g_ptr_array_unref);
  self->cards = self->units = self->actions = NULL;
}

static const FfbCardGameTableSystem c1_table = {
  battle_play, NULL, about_deck, battle_state, (GDestroyNotify) ffb_activation_free,
  N_("The card play cannot be shown"), fill, doing_text, turn_on, run_step, add_rows, &c1_deck,
  N_("Another deck"), let_go,
};

FFB_DEFINE_CARD_GAME_TABLE (FfbCardTable, ffb_card_table, &c1_table, "ffb-card-table.ui")
