/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-action-hand.c: a player's hand of action cards (see ffb-action-hand.h).
 *
 * The cards are rows of the group's list: the arrow keys move between them and Enter
 * activates one, as in any GTK list; Tab reaches the row's Pass button. What it shows comes
 * from his side's view of the year, so nothing here can be the other side's. */
#include "ffb-action-hand.h"

#include <glib/gi18n.h>
#include "ffb-action-play.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-toast.h"

struct _FfbActionHand
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  FfbSide side;
  GtkWidget *first_card; /* the first card's row, or NULL */
  gboolean awaited;      /* his pick is awaited: the keyboard starts on his cards */
  GtkLabel *refusal;
};

G_DEFINE_FINAL_TYPE (FfbActionHand, ffb_action_hand, ADW_TYPE_PREFERENCES_GROUP)

/* Steps */

typedef struct
{
  FfbSide side;
  const char *card;
  gboolean pass;
} PickStep;

static gboolean
pick_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  const PickStep *step = data;

  return ffb_action_play_pick (campaign, step->side, step->card, step->pass, error);
}

/* A refusal stays shown in the group (a refused step changes nothing, so the group is not
 * built again). */
gboolean
ffb_action_hand_pick (FfbActionHand *self, const char *card, gboolean pass, GError **error)
{
  PickStep step;
  g_autoptr(GError) refused = NULL;

  g_return_val_if_fail (FFB_IS_ACTION_HAND (self) && card != NULL, FALSE);
  step = (PickStep) { self->side, card, pass };
  if (ffb_night_run_campaign (self->document, pick_step, &step, &refused))
    return TRUE;
  gtk_label_set_text (self->refusal, refused->message);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), TRUE);
  g_propagate_error (error, g_steal_pointer (&refused));
  return FALSE;
}

const char *
ffb_action_hand_get_refusal (FfbActionHand *self)
{
  g_return_val_if_fail (FFB_IS_ACTION_HAND (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->refusal))
         ? gtk_label_get_text (self->refusal) : NULL;
}

/* Handlers: a step that goes through builds the view again, this group with it; it is held
 * until the handler ends, and the toast goes to the view's overlay, found first. */

static void
chosen (FfbActionHand *self, GObject *holder, gboolean pass)
{
  g_autoptr(FfbActionHand) held = g_object_ref (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *card = g_strdup (g_object_get_data (holder, "card"));

  if (ffb_action_hand_pick (self, card, pass, NULL) && overlay != NULL)
    ffb_ui_toast (overlay, pass ? _("You pass: the card stays sealed until both are in (C2C)")
                                : _("Picked: sealed until both are in (C2C)"));
}

static void
card_activated_cb (AdwActionRow *row, FfbActionHand *self)
{
  chosen (self, G_OBJECT (row), FALSE);
}

static void
pass_clicked_cb (GtkButton *button, FfbActionHand *self)
{
  chosen (self, G_OBJECT (button), TRUE);
}

/* Building */

static GtkWidget *
pass_button (FfbActionHand *self, const FfbDeck *deck, const char *card)
{
  /* Translators: accessible name; %s is a card's name, as "Action 2". */
  g_autofree char *name = g_strdup_printf (_("Pass with the %s (C2C)"),
                                           ffb_deck_card_name (deck, card));
  /* Translators: a button on a card's row: pass this turn, discarding this card. */
  GtkWidget *button = ffb_night_button_new (_("Pass"), name, "flat");

  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  gtk_widget_set_tooltip_text (button, _("Pass this turn: the card is revealed and discarded, "
                                         "and you do nothing (C2C)"));
  g_object_set_data_full (G_OBJECT (button), "card", g_strdup (card), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (pass_clicked_cb), self);
  return button;
}

static void
add_card (FfbActionHand *self, const FfbActionCards *view, const FfbDeck *deck, const char *card)
{
  FfbCardAllowance gives = ffb_deck_allowance (deck, card, self->side, view->mississippi);
  g_autofree char *allows = ffb_deck_allowance_text (&gives);
  GtkWidget *row = ffb_ui_row_new (ffb_deck_card_name (deck, card), allows, NULL);
  const char *pick = view->pick[self->side];

  if (pick != NULL && g_str_equal (card, pick))
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               gtk_label_new (view->passing[self->side]
                                                ? _("You pass with it, sealed until the reveal")
                                                : _("Your pick, sealed until the reveal")));
  else if (self->awaited)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), pass_button (self, deck, card));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), self->awaited);
  if (self->awaited)
    gtk_widget_set_tooltip_text (row, _("Enter picks it in secret to play (C2C)"));
  g_object_set_data_full (G_OBJECT (row), "card", g_strdup (card), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (card_activated_cb), self);
  if (self->first_card == NULL)
    self->first_card = row;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
}

/* After the reveal: his card face up, what it gives him this turn (C2D, C2E). */
static void
add_revealed (FfbActionHand *self, const FfbActionCards *view, const FfbDeck *deck)
{
  const char *card = view->pick[self->side];
  FfbCardAllowance gives = ffb_action_cards_allowance (view, deck, self->side);
  g_autofree char *allows = ffb_deck_allowance_text (&gives);
  /* Translators: a card's name, face up on the table. */
  g_autofree char *title = g_strdup_printf (_("On the table: %s"),
                                            ffb_deck_card_name (deck, card));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (title, view->passing[self->side]
                                                      ? _("You pass: you do nothing this turn "
                                                          "(C2C)")
                                                      : allows, NULL));
}

static char *
state_text (const FfbActionCards *view, const FfbDeck *deck, FfbSide side)
{
  const char *doing;

  if (view->year == 0)
    return g_strdup (_("No year is dealt yet (C2B)"));
  if (view->phase == FFB_ACTION_CARDS_BETWEEN_YEARS)
    /* Translators: %u is the year of the action deck. */
    return g_strdup_printf (_("Year %u is over: the next is dealt (C2B)"), view->year);
  if (view->phase == FFB_ACTION_CARDS_PICKING)
    doing = view->pick[side] != NULL ? _("your pick is in, sealed until the reveal")
                                     : _("pick a card with the arrow keys and Enter, or pass "
                                         "with one");
  else
    doing = side == view->player1 ? _("both cards are face up: you are Player 1")
                                  : _("both cards are face up: you are Player 2");
  if (ffb_action_cards_is_winter (view, deck))
    /* Translators: the year and turn of the action deck, then what the player does now. */
    return g_strdup_printf (_("Year %u · Turn %u, the Winter turn: %s"), view->year, view->turn,
                            doing);
  /* Translators: the year and turn of the action deck, then what the player does now. */
  return g_strdup_printf (_("Year %u · Turn %u: %s"), view->year, view->turn, doing);
}

static void
build (FfbActionHand *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActionCards) state = ffb_action_play_state (campaign, &error);
  g_autoptr(FfbActionCards) view = NULL;
  g_autofree char *text = NULL;
  const FfbDeck *deck;
  const GPtrArray *hand;

  if (state == NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (_("Your hand cannot be shown"), error->message,
                                                 NULL));
      return;
    }
  /* From here on only what his side may see: the other hand is counts. */
  view = ffb_action_cards_view (state, self->side);
  g_clear_pointer (&state, ffb_action_cards_free);
  deck = campaign->action_cards->deck;
  hand = view->hand[self->side];
  self->awaited = view->phase == FFB_ACTION_CARDS_PICKING && view->pick[self->side] == NULL;
  text = state_text (view, deck, self->side);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), text);
  /* His card face up first: this turn's; then what he holds for the turns to come. */
  if (view->phase == FFB_ACTION_CARDS_REVEALED)
    add_revealed (self, view, deck);
  for (guint i = 0; i < hand->len; i++)
    add_card (self, view, deck, g_ptr_array_index (hand, i));
  if (view->year > 0 && hand->len == 0)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                               ffb_ui_row_new (_("No card left in your hand this year"), NULL,
                                               NULL));
  gtk_widget_set_visible (GTK_WIDGET (self->refusal), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->refusal));
}

/* GObject */

/* Keyboard first: when his view opens on a pick of his, the arrow keys and Enter work at
 * once, on his first card. Once the view has settled: the stack that shows it moves the focus
 * into it after mapping it. */
static gboolean
focus_first_card (gpointer data)
{
  FfbActionHand *self = data;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->first_card != NULL)
    gtk_widget_grab_focus (self->first_card);
  return G_SOURCE_REMOVE;
}

static void
ffb_action_hand_map (GtkWidget *widget)
{
  FfbActionHand *self = FFB_ACTION_HAND (widget);

  GTK_WIDGET_CLASS (ffb_action_hand_parent_class)->map (widget);
  if (self->awaited)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_first_card, g_object_ref (self),
                     g_object_unref);
  self->awaited = FALSE; /* once: mapped again (the window shown again), the focus stays */
}

static void
ffb_action_hand_dispose (GObject *object)
{
  FfbActionHand *self = FFB_ACTION_HAND (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_ACTION_HAND);
  G_OBJECT_CLASS (ffb_action_hand_parent_class)->dispose (object);
}

static void
ffb_action_hand_class_init (FfbActionHandClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_action_hand_dispose;
  widget_class->map = ffb_action_hand_map;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-action-hand.ui");
}

static void
ffb_action_hand_init (FfbActionHand *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->refusal = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->refusal, TRUE);
  gtk_label_set_xalign (self->refusal, 0);
  gtk_widget_set_margin_top (GTK_WIDGET (self->refusal), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->refusal), "error");
}

GtkWidget *
ffb_action_hand_new (FfbDocument *document, FfbSide side)
{
  FfbActionHand *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_ACTION_HAND, NULL);
  self->document = g_object_ref (document);
  self->side = side;
  build (self);
  return GTK_WIDGET (self);
}
