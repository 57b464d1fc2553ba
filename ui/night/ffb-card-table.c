/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-table.c: the battle's card play for the whole table (see ffb-card-table.h).
 *
 * Built once from the referee's state (ffb_cards_state), of which it reads only what both
 * players may know: the length of each hand, whether a side has picked (never what) or
 * passed, the piles' sizes and the cards face up on the table. */
#include "ffb-card-table.h"

#include <glib/gi18n.h>
#include "ffb-cards.h"
#include "ffb-deck-row.h"
#include "ffb-night.h"
#include "ffb-xml-deck.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-confirm.h"
#include "ffb-toast.h"
#include "ffb-reveal-card.h"
#include "ffb-oob.h"

struct _FfbCardTable
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
};

G_DEFINE_FINAL_TYPE (FfbCardTable, ffb_card_table, ADW_TYPE_PREFERENCES_GROUP)

static FfbBattle *
battle (FfbCardTable *self)
{
  return ffb_document_get_battle (self->document);
}

/* Steps: the engine's edit functions, each one undoable edit */

static gboolean
on_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_turn_on (b, data, error);
}

static gboolean
deal_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_deal (b, error);
}

static gboolean
reveal_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_reveal (b, error);
}

/* C1G: one action of a unit named, as the referee chose it. */
typedef struct
{
  FfbSide side;
  const char *card, *unit;
  int action;
} Act;

static gboolean
act_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const Act *act = data;

  return ffb_cards_act (b, act->side, act->card, act->unit, act->action, error);
}

static gboolean
turn_on_deck (GtkWidget *table, const FfbDeck *deck, GError **error)
{
  return ffb_night_run (FFB_CARD_TABLE (table)->document, NULL, on_step, (gpointer) deck, error);
}

gboolean
ffb_card_table_turn_on (FfbCardTable *self, const char *deck_id, GError **error)
{
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && deck_id != NULL, FALSE);
  deck = ffb_deck_new_built_in (deck_id, error);
  return deck != NULL && turn_on_deck (GTK_WIDGET (self), deck, error);
}

gboolean
ffb_card_table_turn_on_file (FfbCardTable *self, GFile *file, GError **error)
{
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && G_IS_FILE (file), FALSE);
  deck = ffb_deck_row_load_file (file, error);
  return deck != NULL && turn_on_deck (GTK_WIDGET (self), deck, error);
}

gboolean
ffb_card_table_deal (FfbCardTable *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_TABLE (self), FALSE);
  return ffb_night_run (self->document, NULL, deal_step, NULL, error);
}

gboolean
ffb_card_table_reveal (FfbCardTable *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_TABLE (self), FALSE);
  return ffb_night_run (self->document, NULL, reveal_step, NULL, error);
}

gboolean
ffb_card_table_act (FfbCardTable *self, FfbSide side, const char *card, const char *unit,
                    int action, GError **error)
{
  Act act = { side, card, unit, action };

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && card != NULL && unit != NULL, FALSE);
  return ffb_night_run (self->document, NULL, act_step, &act, error);
}

/* Buttons. A step that goes through rebuilds the page and this group with it: the toast goes
 * to the page, found first, and the group is held until the handler ends. */

typedef gboolean (*TableStep) (FfbCardTable *self, GError **error);

static void
run_button (FfbCardTable *self, TableStep step, const char *refusal, const char *done)
{
  g_autoptr(FfbCardTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  g_autoptr(GError) error = NULL;

  if (!step (self, &error))
    ffb_ui_show_error (GTK_WIDGET (self), refusal, error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, done);
}

static void
deal_clicked_cb (FfbCardTable *self)
{
  run_button (self, ffb_card_table_deal, _("No turn can be dealt"), _("A new turn is dealt"));
}

static void
reveal_clicked_cb (FfbCardTable *self)
{
  run_button (self, ffb_card_table_reveal, _("The picks cannot be revealed yet"),
              _("Both picks are face up"));
}

/* C1G: the kinds of action a unit may make, as the action list offers them. */
static const int c1_actions[] = { 0, 1, 2, 3 }; /* Move, Charge, Fire, Rally: FfbCardAllows bits */

static const char *
selected_id (GtkWidget *drop, const char *key)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (drop), key);
  guint at = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop));

  return ids != NULL && at < ids->len ? g_ptr_array_index (ids, at) : NULL;
}

static void
act_clicked_cb (GtkButton *button, FfbCardTable *self)
{
  g_autoptr(FfbCardTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  FfbSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  GtkWidget *cards = g_object_get_data (G_OBJECT (button), "cards");
  GtkWidget *units = g_object_get_data (G_OBJECT (button), "units");
  GtkWidget *actions = g_object_get_data (G_OBJECT (button), "actions");
  guint action = gtk_drop_down_get_selected (GTK_DROP_DOWN (actions));
  const char *card = selected_id (cards, "ids"), *unit = selected_id (units, "ids");
  g_autoptr(GError) error = NULL;

  if (card == NULL || unit == NULL || action >= G_N_ELEMENTS (c1_actions))
    return;
  if (!ffb_card_table_act (self, side, card, unit, c1_actions[action], &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("This action cannot be counted"), error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, _("The unit's action is counted"));
}

/* Turning cards on */

static char *
deck_button_name (const char *deck_name)
{
  /* Translators: accessible name; %s is a deck's name, as "The Haggerty deck". */
  return g_strdup_printf (_("Turn cards on: %s"), deck_name);
}

static void
add_turn_on (FfbCardTable *self, gboolean on)
{
  FfbDeckChoice choice = {
    .system = FFB_DECK_ACTIVATION,
    .title = on ? _("Another deck") : _("Turn cards on"),
    .subtitle = _("The neutral party deals hands of cards in secret and reveals both picks at "
                  "once (C1)"),
    .file_name = _("Turn cards on with a deck file of the table's own"),
    .chooser_title = _("Open a Deck of Cards"),
    .refused = _("Cards cannot be turned on"),
    .file_refused = _("This deck cannot be used"),
    .done = _("Cards are on for this battle"),
    .button_name = deck_button_name,
    .turn_on = turn_on_deck,
  };

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_deck_row_new (GTK_WIDGET (self), &choice));
}

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
doing_text (const FfbActivation *state, FfbSide side)
{
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

static void
add_side_row (FfbCardTable *self, const FfbActivation *state, FfbSide side)
{
  guint held = state->hand[side]->len;
  /* Translators: a side (Union, Confederate), then how many cards his hand holds. */
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%s: %u card in hand",
                                                         "%s: %u cards in hand", held),
                                            ffb_side_display_name (side), held);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (title, doing_text (state, side), NULL));
}

/* One side's cards face up: the revealed one in large type, the further plays below it. */
static GtkWidget *
side_cards (const FfbActivation *state, const FfbDeck *deck, FfbSide side)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  const GPtrArray *played = state->played[side];
  /* Translators: a side (Union, Confederate) when he is First Player. */
  g_autofree char *heading = side == state->first
                               ? g_strdup_printf (_("%s · First Player"),
                                                  ffb_side_display_name (side))
                               : g_strdup (ffb_side_display_name (side));

  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (heading, "heading"));
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
  g_autofree char *reason = ffb_activation_first_reason (state, deck);
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *first = g_strdup_printf (_("First Player: %s"),
                                            ffb_side_display_name (state->first));
  GtkWidget *sides[FFB_N_SIDES];

  for (int side = 0; side < FFB_N_SIDES; side++)
    sides[side] = side_cards (state, deck, side);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_reveal_card_new (first, sides, FFB_N_SIDES, reason));
}

/* A drop-down of `names`, with `ids` (taken) in the same order kept on it. */
static GtkWidget *
drop_new (GPtrArray *names, GPtrArray *ids, const char *accessible)
{
  GtkWidget *drop;

  g_ptr_array_add (names, NULL);
  drop = gtk_drop_down_new_from_strings ((const char *const *) names->pdata);
  g_object_set_data_full (G_OBJECT (drop), "ids", ids, (GDestroyNotify) g_ptr_array_unref);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return drop;
}

static GtkWidget *
played_drop (const FfbActivation *state, const FfbDeck *deck, FfbSide side)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < state->played[side]->len; i++)
    {
      const char *card = g_ptr_array_index (state->played[side], i);

      g_ptr_array_add (names, (gpointer) ffb_deck_card_name (deck, card));
      g_ptr_array_add (ids, g_strdup (card));
    }
  return drop_new (names, ids, _("The card played the unit acts with"));
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
static GtkWidget *
units_drop (FfbCardTable *self, FfbSide side)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  FfbOob *oob = battle (self)->oob[side];

  if (oob != NULL)
    add_units (oob->army, names, ids);
  return drop_new (names, ids, _("The unit that acts, from its side's sheet"));
}

static GtkWidget *
actions_drop (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (c1_actions); i++)
    g_ptr_array_add (names, (gpointer) ffb_card_allow_display_name (c1_actions[i]));
  return drop_new (names, NULL, _("The unit's action"));
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
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (shown, what, NULL));
    }
}

/* C1G, C1E: the acting side names each unit he activates from his sheet, and its action with
 * a card he played; the engine counts the actions per unit, and each unit that charges once
 * for the melee order. */
static void
add_act_row (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
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
  GtkWidget *cards = played_drop (state, deck, side), *units = units_drop (self, side);
  GtkWidget *actions = actions_drop ();
  GtkWidget *button = ffb_night_button_new (_("_Act"), name, NULL);

  gtk_widget_set_sensitive (button, battle (self)->oob[side] != NULL);
  ffb_narrow_button (GTK_BUTTON (button));
  g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (button), "cards", cards);
  g_object_set_data (G_OBJECT (button), "units", units);
  g_object_set_data (G_OBJECT (button), "actions", actions);
  g_signal_connect (button, "clicked", G_CALLBACK (act_clicked_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (title, charged, button));
  /* Translators: the unit of his sheet that acts (C1G). */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (_("Unit"), NULL,
                                                                           units));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (_("Action"), NULL,
                                                                           actions));
  /* Translators: the card played the unit acts with (C1G). */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (_("With the card"),
                                                                           NULL, cards));
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
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (_("Melees"), melees, NULL));
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
add_step_button (FfbCardTable *self, const FfbActivation *state)
{
  GtkWidget *button;

  if (state->phase == FFB_ACTIVATION_BETWEEN_TURNS)
    {
      button = ffb_night_button_new (state->turn == 0 ? _("_Deal the First Turn")
                                                      : _("_Deal the Next Turn"),
                                     _("Deal a turn: each hand is filled from the draw pile "
                                       "(C1D)"), "suggested-action");
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (deal_clicked_cb), self);
    }
  else if (state->phase == FFB_ACTIVATION_PICKING)
    {
      button = ffb_night_button_new (_("_Reveal"), _("Reveal both picks at once (C1E)"),
                                     "suggested-action");
      gtk_widget_set_sensitive (button, all_in (state));
      gtk_widget_set_tooltip_text (button, _("Once both players have picked or passed"));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (reveal_clicked_cb), self);
    }
  else
    return;
  ffb_narrow_header_button (GTK_BUTTON (button));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), button);
}

static void
add_state (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  /* Translators: the turn of card play and its round. */
  g_autofree char *round = g_strdup_printf (_("Turn %u · Round %u"), state->turn, state->round);
  /* Translators: how many cards the draw pile and the discards hold. */
  g_autofree char *piles = g_strdup_printf (_("Draw pile %u · discards %u"), state->draw->len,
                                            state->discard->len);

  add_step_button (self, state);
  if (state->turn == 0)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (_("No turn is dealt yet"),
                                                 _("Deal the first turn when the battle "
                                                   "starts (C1D)"), NULL));
      return;
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (round, phase_text (state->phase), NULL));
  for (int side = 0; side < FFB_N_SIDES; side++)
    add_side_row (self, state, side);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (piles, NULL, NULL));
  if (state->phase == FFB_ACTIVATION_FIRST_PLAYS || state->phase == FFB_ACTIVATION_SECOND_PLAYS)
    {
      add_reveal (self, state, deck);
      add_act_row (self, state, deck);
    }
  else
    add_melees (self, state);
}

static void
build (FfbCardTable *self)
{
  FfbBattle *b = battle (self);
  FfbNeutral *neutral = ffb_night_neutral (b);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = NULL;
  g_autofree char *about = NULL;
  const FfbDeck *deck;

  if (neutral == NULL || neutral->cards == NULL)
    {
      add_turn_on (self, FALSE);
      return;
    }
  deck = neutral->cards->deck;
  /* Translators: a deck's name, how many cards it holds, the hand size. */
  about = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card, hands of %d",
                                        "%s: %u cards, hands of %d", ffb_deck_n_cards (deck)),
                           deck->name, ffb_deck_n_cards (deck), deck->hand_size);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), about);
  if (neutral->cards->steps->len == 0)
    add_turn_on (self, TRUE);
  state = ffb_cards_state (b, &error);
  if (state == NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                               ffb_ui_row_new (_("The card play cannot be shown"), error->message,
                                               NULL));
  else
    add_state (self, state, deck);
}

/* GObject */

static void
ffb_card_table_dispose (GObject *object)
{
  FfbCardTable *self = FFB_CARD_TABLE (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_CARD_TABLE);
  G_OBJECT_CLASS (ffb_card_table_parent_class)->dispose (object);
}

static void
ffb_card_table_class_init (FfbCardTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_card_table_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-card-table.ui");
}

static void
ffb_card_table_init (FfbCardTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ffb_card_table_new (FfbDocument *document)
{
  FfbCardTable *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_CARD_TABLE, NULL);
  self->document = g_object_ref (document);
  build (self);
  return GTK_WIDGET (self);
}
