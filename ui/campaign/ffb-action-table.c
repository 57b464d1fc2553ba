/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-table.c: C2's action deck for the whole table (see ffb-action-table.h).
 *
 * Made from the referee's state (ffb_action_play_state), of which the table view takes only
 * what both players may know; the Winter turn (C2B), the Mississippi switch and where the
 * Confederate card is used (C2E) are C2's own rows. */
#include "ffb-action-table.h"

#include <glib/gi18n.h>
#include "ffb-action-play.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-confirm.h"
#include "ffb-reveal-card.h"

struct _FfbActionTable
{
  FfbCardGameTable parent_instance;

  GtkSwitch *river;              /* the Mississippi switch, or NULL */
  GtkDropDown *places;           /* where the Confederate card is used (C2E), or NULL */
};

static FfbDocument *
table_document (FfbActionTable *self)
{
  return ffb_card_game_table_get_document (FFB_CARD_GAME_TABLE (self));
}

/* Steps: the engine's edit functions, each one undoable edit of the campaign */

/* The table's steps (an FfbTableStep: deal, reveal, end the turn) and C2's own edits. */
typedef enum
{
  TURN_ON = FFB_TABLE_END_TURN + 1,
  RIVER,
  WHERE,
} Edit;

typedef struct
{
  int edit;           /* an FfbTableStep or an Edit */
  gconstpointer what; /* the deck turned on; for a deal, the app's --seed or NULL */
  int value;          /* the Mississippi held; the FfbCardPlace the Confederate player said */
} Step;

/* `seed`: the app's --seed, or NULL. In a test or demo run it becomes the campaign seed the
 * year is dealt from, when none is committed yet, so that the run deals the same each time. */
static gboolean
deal (FfbCampaign *campaign, const char *seed, GError **error)
{
  if (seed != NULL && ffb_campaign_dice_commitment (campaign) == NULL
      && !ffb_campaign_dice_set_seed (campaign, seed, error))
    return FALSE;
  return ffb_action_play_deal_year (campaign, error);
}

static gboolean
campaign_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const Step *step = data;

  switch (step->edit)
    {
    case TURN_ON:
      return ffb_action_play_turn_on (campaign, step->what, error);
    case FFB_TABLE_DEAL:
      return deal (campaign, step->what, error);
    case FFB_TABLE_REVEAL:
      return ffb_action_play_reveal (campaign, error);
    case FFB_TABLE_END_TURN:
      return ffb_action_play_end_turn (campaign, error);
    case RIVER:
      return ffb_action_play_set_mississippi (campaign, step->value, error);
    case WHERE:
    default:
      return ffb_action_play_say_where (campaign, FFB_SIDE_CONFEDERATE, step->value, error);
    }
}

static gboolean
run (FfbDocument *document, int edit, gconstpointer what, int value, GError **error)
{
  Step step = { edit, what, value };

  return ffb_night_run_campaign (document, campaign_step, &step, error);
}

static gboolean
turn_on (FfbDocument *document, const FfbDeck *deck, GError **error)
{
  return run (document, TURN_ON, deck, 0, error);
}

static gboolean
run_step (FfbDocument *document, FfbTableStep step, GError **error)
{
  g_return_val_if_fail (step <= FFB_TABLE_END_TURN, FALSE);
  return run (document, step, ffb_document_get_dice_seed (document), 0, error);
}

gboolean
ffb_action_table_set_mississippi (FfbActionTable *self, gboolean held, GError **error)
{
  g_return_val_if_fail (FFB_IS_ACTION_TABLE (self), FALSE);
  return run (table_document (self), RIVER, NULL, held, error);
}

gboolean
ffb_action_table_say_where (FfbActionTable *self, int place, GError **error)
{
  g_return_val_if_fail (FFB_IS_ACTION_TABLE (self), FALSE);
  return run (table_document (self), WHERE, NULL, place, error);
}

/* Controls */

static void
river_cb (FfbActionTable *self)
{
  g_autoptr(FfbActionTable) held = g_object_ref (self);
  gboolean wanted = gtk_switch_get_active (self->river);
  g_autoptr(GError) error = NULL;

  if (ffb_action_table_set_mississippi (self, wanted, &error))
    return;
  /* Refused: nothing changed, so the group stays; the switch shows the flag as it is. */
  g_signal_handlers_block_by_func (self->river, river_cb, self);
  gtk_switch_set_active (self->river, !wanted);
  g_signal_handlers_unblock_by_func (self->river, river_cb, self);
  ffb_ui_show_error (GTK_WIDGET (self), _("The Mississippi cannot be changed"), error);
}

static gboolean
where_said (FfbCardGameTable *table, gpointer data, GError **error)
{
  FfbActionTable *self = FFB_ACTION_TABLE (table);

  return ffb_action_table_say_where (self, (int) gtk_drop_down_get_selected (self->places),
                                     error);
}

static void
where_clicked_cb (FfbActionTable *self)
{
  ffb_card_game_table_do (FFB_CARD_GAME_TABLE (self), where_said, NULL,
                          _("Where the card is used cannot be said"),
                          _("Where the card is used is said (C2E)"));
}

/* Turning the deck on */

static const FfbDeckChoice c2_deck = {
  FFB_DECK_ACTION,
  N_("Turn the action deck on"),
  N_("Each year the neutral party deals each player his cards in secret and reveals both "
     "picks at once (C2)"),
  N_("Turn the action deck on with a deck file of the table's own"),
  N_("Open an Action Deck"),
  N_("This action deck cannot be used"),
  N_("This action deck cannot be used"),
  N_("The action deck is on for the campaign's years"),
};

/* What both players may know */

static const char *
phase_text (FfbActionCardsPhase phase)
{
  switch (phase)
    {
    case FFB_ACTION_CARDS_PICKING:
      return _("Each player picks a card in secret in his own view, to play or to pass with "
               "(C2C)");
    case FFB_ACTION_CARDS_REVEALED:
      return _("Both cards are face up: Player 1 acts first (C2C, C2D)");
    case FFB_ACTION_CARDS_BETWEEN_YEARS:
    default:
      return _("The year is over: the next is dealt (C2B)");
    }
}

static const char *
doing_text (gconstpointer data, FfbSide side)
{
  const FfbActionCards *state = data;

  switch (state->phase)
    {
    case FFB_ACTION_CARDS_PICKING:
      return state->pick[side] != NULL ? _("Has picked: his card stays sealed until the reveal")
                                       : _("Has not picked yet");
    case FFB_ACTION_CARDS_REVEALED:
      if (state->passing[side])
        return _("Passes: he reveals and discards his card and does nothing (C2C)");
      return side == state->player1 ? _("Player 1: acts first") : _("Player 2: acts second");
    case FFB_ACTION_CARDS_BETWEEN_YEARS:
    default:
      return _("Waits for the next year's deal");
    }
}

/* C2B: the year and its turn, the Winter turn told with what it changes. */
static void
add_turn_rows (FfbTableView *view, const FfbActionCards *state, const FfbDeck *deck)
{
  gboolean winter = ffb_action_cards_is_winter (state, deck);
  gboolean over = state->phase == FFB_ACTION_CARDS_BETWEEN_YEARS;
  /* Translators: the year of the action deck and its game turn. */
  g_autofree char *title = over ? g_strdup_printf (_("Year %u is over"), state->year)
                                : g_strdup_printf (winter ? _("Year %u · Turn %u · the Winter "
                                                              "turn")
                                                          : _("Year %u · Turn %u"),
                                                   state->year, state->turn);
  /* Translators: %+d is the change to land movement in the Winter turn, as -1. */
  g_autofree char *winter_text = g_strdup_printf (_("Land movement %+d; combat allowed; Build "
                                                    "and Supply still allowed; then the "
                                                    "Prisoner Exchange (C2B)"),
                                                  deck->winter_movement);

  ffb_game_rows_add (view->rows, title, phase_text (state->phase));
  if (winter && !over)
    ffb_game_rows_add (view->rows, _("The Winter turn (C2B)"), winter_text);
}

static void
add_river (FfbActionTable *self, const FfbActionCards *state)
{
  GtkWidget *toggle = gtk_switch_new ();
  const char *title = _("The USA holds the Mississippi (C2E)");

  self->river = GTK_SWITCH (toggle);
  gtk_switch_set_active (self->river, state->mississippi);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  ffb_ui_set_accessible_name (toggle, title);
  ffb_card_game_table_add_row (FFB_CARD_GAME_TABLE (self), title,
                               _("St. Louis, Memphis and Vicksburg: a CSA Supply card gives "
                                 "one step less and a CSA Build east of the river comes in a "
                                 "step short, both in full west of the river or in Georgia; "
                                 "the referee's switch"), toggle);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (river_cb), self);
}

/* C2D, C2E: what the revealed card gives its player this turn, in one or two sentences. */
static char *
gives_text (const FfbActionCards *state, const FfbDeck *deck, FfbSide side)
{
  FfbCardAllowance gives = ffb_action_cards_allowance (state, deck, side);
  FfbCardAllowance full = ffb_deck_allowance (deck, state->pick[side], side, FALSE);
  g_autofree char *text = ffb_deck_allowance_text (&gives);

  if (gives.actions == full.actions && gives.build_short == full.build_short)
    return g_steal_pointer (&text);
  /* Translators: after what a card gives while the USA holds the Mississippi. */
  return g_strconcat (text, " ", _("(C2E: the USA holds the Mississippi.)"), NULL);
}

/* One side's card face up: in large type, with what it gives, or his pass. */
static GtkWidget *
side_card (gconstpointer data, const FfbDeck *deck, FfbSide side)
{
  const FfbActionCards *state = data;
  const char *name = ffb_deck_card_name (deck, state->pick[side]);
  /* Translators: a side (Union, Confederate) when he is Player 1. */
  g_autofree char *heading = side == state->player1
                               ? g_strdup_printf (_("%s · Player 1"), ffb_side_display_name (side))
                               : g_strdup (ffb_side_display_name (side));
  GtkWidget *box = ffb_card_game_side_box (heading);
  g_autofree char *gives = NULL;
  GtkWidget *gives_label;

  gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (name, "title-1"));
  if (state->passing[side])
    gives = g_strdup (_("Passes with it: discarded, he does nothing this turn (C2C)."));
  else
    gives = gives_text (state, deck, side);
  gives_label = ffb_reveal_label_new (gives, NULL);
  /* Narrow enough that both cards stand side by side in the page's width. */
  gtk_label_set_max_width_chars (GTK_LABEL (gives_label), 30);
  gtk_box_append (GTK_BOX (box), gives_label);
  return box;
}

/* C2C: both cards, Player 1 and why, in large type for the whole table. */
static void
add_reveal (FfbActionTable *self, const FfbActionCards *state, const FfbDeck *deck)
{
  /* Translators: %s is a side (Union, Confederate). */
  char *first = g_strdup_printf (_("Player 1: %s"), ffb_side_display_name (state->player1));

  ffb_card_game_table_add_reveal (FFB_CARD_GAME_TABLE (self), first,
                                  ffb_action_cards_player1_reason (state, deck), side_card,
                                  state, deck);
}

/* C2E: while the river matters to the Confederate card, both its values, and where he says it
 * is used: east of the river, west of it, or in Georgia; once said, where and what it gives. */
static void
add_where (FfbActionTable *self, const FfbActionCards *state, const FfbDeck *deck)
{
  g_autofree char *both = ffb_action_cards_river_text (state, deck, FFB_SIDE_CONFEDERATE);
  GtkWidget *places, *button, *box;

  if (both == NULL)
    return;
  if (state->where[FFB_SIDE_CONFEDERATE] >= 0)
    {
      ffb_card_game_table_add_row (FFB_CARD_GAME_TABLE (self),
                                   _("Where the Confederate card is used (C2E)"), both, NULL);
      return;
    }
  places = gtk_drop_down_new (G_LIST_MODEL (gtk_string_list_new (
                                ffb_card_place_display_names ())), NULL);
  self->places = GTK_DROP_DOWN (places);
  ffb_ui_set_accessible_name (places, _("Where the Confederate card is used"));
  button = ffb_night_button_new (_("_Say Where"), _("The Confederate player says where his card "
                                                    "is used (C2E)"), NULL);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (where_clicked_cb), self);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), places);
  gtk_box_append (GTK_BOX (box), button);
  ffb_card_game_table_add_row (FFB_CARD_GAME_TABLE (self),
                               _("Where is the Confederate card used? (C2E)"), both, box);
}

static gboolean
both_in (const FfbActionCards *state)
{
  return state->phase == FFB_ACTION_CARDS_PICKING && state->pick[FFB_SIDE_UNION] != NULL
         && state->pick[FFB_SIDE_CONFEDERATE] != NULL;
}

static FfbGameButton
deal_button (const FfbActionCards *state, const FfbDeck *deck)
{
  /* Translators: accessible name; %d is how many cards each player is dealt. */
  char *name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Deal a year: the deck is shuffled and %d card "
                                             "dealt to each player (C2B)",
                                             "Deal a year: the deck is shuffled and %d cards "
                                             "dealt to each player (C2B)", deck->hand_size),
                                deck->hand_size);

  return ffb_game_step_button (FFB_TABLE_DEAL, state->year == 0 ? _("_Deal the First Year")
                                                                : _("_Deal the Next Year"),
                               name, _("No year can be dealt"), _("A new year is dealt (C2B)"));
}

static FfbGameButton
reveal_button (const FfbActionCards *state)
{
  FfbGameButton reveal = ffb_game_step_button (FFB_TABLE_REVEAL, _("_Reveal"),
                                               g_strdup (_("Reveal both action cards at once "
                                                           "(C2C)")),
                                               _("The action cards cannot be revealed yet"),
                                               _("Both action cards are face up (C2C)"));

  reveal.tooltip = _("Once both players have picked");
  reveal.sensitive = both_in (state);
  return reveal;
}

/* The referee's button of the moment: deal a year, reveal the picks, or end the turn. */
static FfbGameButton
step_button (const FfbActionCards *state, const FfbDeck *deck)
{
  switch (state->phase)
    {
    case FFB_ACTION_CARDS_PICKING:
      return reveal_button (state);
    case FFB_ACTION_CARDS_REVEALED:
      return ffb_game_step_button (FFB_TABLE_END_TURN, _("_End Turn"),
                                   g_strdup (_("End the turn: both cards are discarded (C2D)")),
                                   _("The turn cannot end yet"),
                                   _("The turn is over: both cards are discarded (C2D)"));
    case FFB_ACTION_CARDS_BETWEEN_YEARS:
    default:
      return deal_button (state, deck);
    }
}

/* What both players may know of C2's year: the referee's step, the year and its turn, the
 * piles; before the first deal, that none is dealt yet. */
static void
fill (FfbTableView *view, gconstpointer data, const FfbDeck *deck)
{
  const FfbActionCards *state = data;

  view->step = step_button (state, deck);
  if (state->year == 0)
    {
      view->not_started = ffb_game_row_new (_("No year is dealt yet"),
                                            _("Deal the first year when the campaign's first "
                                              "game turn starts (C2B)"));
      return;
    }
  add_turn_rows (view, state, deck);
  /* Translators: how many cards are not dealt this year, and how many were discarded. */
  view->piles = g_strdup_printf (_("Not dealt %u · discards %u"), state->draw->len,
                                 state->discard->len);
}

static const FfbCardPlay *
campaign_play (FfbDocument *document)
{
  return ffb_document_get_campaign (document)->action_cards;
}

/* The deck off and its play sealed: only the referee's passphrase opens it. */
static FfbGameRow *
sealed (FfbDocument *document)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);

  if (campaign->action_cards != NULL
      || !g_hash_table_contains (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_ACTION_CARDS))
    return NULL;
  return ffb_game_row_new (_("Sealed for the referee"),
                           _("The action deck is dealt from the campaign seed: only his "
                             "passphrase opens it"));
}

static gpointer
campaign_state (FfbDocument *document, GError **error)
{
  return ffb_action_play_state (ffb_document_get_campaign (document), error);
}

static char *
about_deck (const FfbDeck *deck)
{
  /* Translators: a deck's name, how many cards it holds, how many each player is dealt. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s: %u card, %d dealt to each a year",
                                       "%s: %u cards, %d dealt to each a year",
                                       ffb_deck_n_cards (deck)),
                          deck->name, ffb_deck_n_cards (deck), deck->hand_size);
}

/* C2's own rows: the referee's Mississippi switch, and after the reveal where the Confederate
 * card is used and both cards face up. */
static void
add_rows (FfbCardGameTable *table, gconstpointer data, const FfbDeck *deck)
{
  FfbActionTable *self = FFB_ACTION_TABLE (table);
  const FfbActionCards *state = data;

  add_river (self, state);
  if (state->phase == FFB_ACTION_CARDS_REVEALED)
    {
      add_where (self, state, deck);
      add_reveal (self, state, deck);
    }
}

/* GObject */

/* The switch and the drop-down go with the table's rows. */
static void
let_go (FfbCardGameTable *table)
{
  FfbActionTable *self = FFB_ACTION_TABLE (table);

  self->river = NULL;
  self->places = NULL;
}

static const FfbCardGameTableSystem c2_table = {
  campaign_play, sealed, about_deck, campaign_state, (GDestroyNotify) ffb_action_cards_free,
  N_("The action deck cannot be shown"), fill, doing_text, turn_on, run_step, add_rows,
  &c2_deck, N_("Another action deck"), let_go,
};

FFB_DEFINE_CARD_GAME_TABLE (FfbActionTable, ffb_action_table, &c2_table, "ffb-action-table.ui")
