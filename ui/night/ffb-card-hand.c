/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-hand.c: a player's hand of cards (see ffb-card-hand.h).
 *
 * The cards are rows of the group's list: the arrow keys move between them and Enter
 * activates one, as in any GTK list. What it shows comes from his side's view of the play,
 * so nothing here can be the other side's. */
#include "ffb-card-hand.h"

#include <glib/gi18n.h>
#include "ffb-cards.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-toast.h"
#include "ffb-keynav.h"
#include "ffb-refusal.h"

struct _FfbCardHand
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  FfbSide side;
  gboolean plays; /* his further plays are due (C1E), else a card's row picks it */
  GtkWidget *first_card; /* the first card's row, or NULL */
  gboolean awaited; /* a pick or a play of his is awaited: the keyboard starts on his cards */
  GtkLabel *refusal;
};

G_DEFINE_FINAL_TYPE (FfbCardHand, ffb_card_hand, ADW_TYPE_PREFERENCES_GROUP)

/* Steps */

typedef struct
{
  FfbSide side;
  const char *card;
  gboolean play;
} HandStep;

static gboolean
choose_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  HandStep *step = data;

  return step->play ? ffb_cards_play (b, step->side, step->card, error)
                    : ffb_cards_pick (b, step->side, step->card, error);
}

static gboolean
pass_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_pass (b, ((HandStep *) data)->side, error);
}

static gboolean
done_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_done (b, ((HandStep *) data)->side, error);
}

/* Runs the step; a refusal stays shown in the group (a refused step changes nothing, so the
 * group is not built again). */
static gboolean
run (FfbCardHand *self, FfbNightStep step, const char *card, GError **error)
{
  HandStep data = { self->side, card, self->plays };
  g_autoptr(GError) refused = NULL;

  if (ffb_night_run (self->document, NULL, step, &data, &refused))
    return TRUE;
  ffb_refusal_show (self->refusal, refused);
  g_propagate_error (error, g_steal_pointer (&refused));
  return FALSE;
}

gboolean
ffb_card_hand_choose (FfbCardHand *self, const char *card, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_HAND (self) && card != NULL, FALSE);
  return run (self, choose_step, card, error);
}

gboolean
ffb_card_hand_pass (FfbCardHand *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_HAND (self), FALSE);
  return run (self, pass_step, NULL, error);
}

gboolean
ffb_card_hand_done (FfbCardHand *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_HAND (self), FALSE);
  return run (self, done_step, NULL, error);
}

const char *
ffb_card_hand_get_refusal (FfbCardHand *self)
{
  g_return_val_if_fail (FFB_IS_CARD_HAND (self), NULL);
  return ffb_refusal_get (self->refusal);
}

/* Handlers: a step that goes through builds the view again, this group with it; it is held
 * until the handler ends, and the toast goes to the view's overlay, found first. */

static void
toast (GtkWidget *overlay, const char *message)
{
  if (overlay != NULL)
    ffb_ui_toast (overlay, message);
}

static void
card_activated_cb (AdwActionRow *row, FfbCardHand *self)
{
  g_autoptr(FfbCardHand) held = g_object_ref (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  gboolean plays = self->plays;
  g_autofree char *card = g_strdup (g_object_get_data (G_OBJECT (row), "card"));

  if (ffb_card_hand_choose (self, card, NULL))
    toast (overlay, plays ? _("Played: the card is face up (C1E)")
                          : _("Picked: sealed until both are in (C1E)"));
}

static void
pass_clicked_cb (FfbCardHand *self)
{
  g_autoptr(FfbCardHand) held = g_object_ref (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (ffb_card_hand_pass (self, NULL))
    toast (overlay, _("You pass for the rest of the turn (C1F)"));
}

static void
done_clicked_cb (FfbCardHand *self)
{
  g_autoptr(FfbCardHand) held = g_object_ref (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (ffb_card_hand_done (self, NULL))
    toast (overlay, _("Your plays of the round are done"));
}

/* Building */

static char *
allows_text (const FfbDeck *deck, const char *card, FfbSide side)
{
  FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, FALSE);

  return ffb_deck_allowance_text (&allowance);
}

static void
add_card (FfbCardHand *self, const FfbDeck *deck, const char *card, const char *pick)
{
  g_autofree char *allows = allows_text (deck, card, self->side);
  GtkWidget *row = ffb_ui_row_new (ffb_deck_card_name (deck, card), allows, NULL);

  if (pick != NULL && g_str_equal (card, pick))
    adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                               gtk_label_new (_("Your pick, sealed until the reveal")));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, self->plays ? _("Enter plays it as a further card (C1E)")
                                                : _("Enter picks it in secret (C1E)"));
  g_object_set_data_full (G_OBJECT (row), "card", g_strdup (card), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (card_activated_cb), self);
  if (self->first_card == NULL)
    self->first_card = row;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
}

/* His cards face up this round: public, and what he must outrank next. */
static void
add_played (FfbCardHand *self, const FfbActivation *view, const FfbDeck *deck)
{
  const GPtrArray *played = view->played[self->side];

  for (guint i = 0; i < played->len; i++)
    {
      const char *card = g_ptr_array_index (played, i);
      g_autofree char *allows = allows_text (deck, card, self->side);
      /* Translators: a card's name, face up on the table. */
      g_autofree char *title = g_strdup_printf (_("On the table: %s"),
                                                ffb_deck_card_name (deck, card));

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (title, allows, NULL));
    }
}

static gboolean
plays_due (const FfbActivation *view, FfbSide side)
{
  if (view->phase == FFB_ACTIVATION_FIRST_PLAYS)
    return view->first == side;
  return view->phase == FFB_ACTIVATION_SECOND_PLAYS && ffb_activation_second (view) == side;
}

static char *
state_text (const FfbActivation *view, FfbSide side, gboolean plays)
{
  const char *doing;

  if (view->turn == 0)
    return g_strdup (_("No turn is dealt yet (C1D)"));
  if (view->passed[side])
    doing = _("you have passed for the rest of the turn (C1F)");
  else if (view->phase == FFB_ACTIVATION_PICKING)
    doing = view->pick[side] != NULL ? _("your pick is in, sealed until the reveal")
                                     : _("pick a card with the arrow keys and Enter, or pass");
  else if (plays)
    doing = _("you act: play a further card that outranks (C1E), or Done");
  else if (view->phase == FFB_ACTIVATION_BETWEEN_TURNS)
    doing = _("the turn is over (C1D)");
  else
    doing = _("the other player acts");
  /* Translators: the turn and round of card play, then what the player does now. */
  return g_strdup_printf (_("Turn %u · Round %u: %s"), view->turn, view->round, doing);
}

static void
add_buttons (FfbCardHand *self, const FfbActivation *view)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *pass = ffb_night_button_new (_("_Pass"), _("Pass for the rest of the turn (C1F)"),
                                          NULL);
  GtkWidget *done = ffb_night_button_new (_("_Done"), _("Done: my card plays of the round are "
                                                        "complete (C1E)"), NULL);

  gtk_widget_set_sensitive (pass, view->phase == FFB_ACTIVATION_PICKING
                                    && !view->passed[self->side] && view->pick[self->side] == NULL);
  gtk_widget_set_sensitive (done, self->plays);
  ffb_narrow_header_button (GTK_BUTTON (pass));
  ffb_narrow_header_button (GTK_BUTTON (done));
  g_signal_connect_swapped (pass, "clicked", G_CALLBACK (pass_clicked_cb), self);
  g_signal_connect_swapped (done, "clicked", G_CALLBACK (done_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), pass);
  gtk_box_append (GTK_BOX (box), done);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), box);
}

static void
build (FfbCardHand *self)
{
  FfbBattle *b = ffb_document_get_battle (self->document);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) view = ffb_cards_view (b, self->side, &error);
  g_autofree char *state = NULL;
  const GPtrArray *hand;
  const FfbDeck *deck;

  if (view == NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (_("Your hand cannot be shown"), error->message,
                                                 NULL));
      return;
    }
  deck = b->neutral->cards->deck;
  hand = view->hand[self->side];
  self->plays = plays_due (view, self->side);
  self->awaited = self->plays || (view->phase == FFB_ACTIVATION_PICKING
                                  && !view->passed[self->side] && view->pick[self->side] == NULL);
  state = state_text (view, self->side, self->plays);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), state);
  add_buttons (self, view);
  for (guint i = 0; i < hand->len; i++)
    add_card (self, deck, g_ptr_array_index (hand, i), view->pick[self->side]);
  if (view->turn > 0 && hand->len == 0)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                               ffb_ui_row_new (_("No card left in your hand"), NULL, NULL));
  add_played (self, view, deck);
  ffb_refusal_place (self->refusal, ADW_PREFERENCES_GROUP (self));
}

/* GObject */

/* Keyboard first: when his view opens on a pick or a play of his, the arrow keys and Enter
 * work at once, on his first card. Once the view has settled: the stack that shows it moves
 * the focus into it after mapping it. */
static void
ffb_card_hand_map (GtkWidget *widget)
{
  FfbCardHand *self = FFB_CARD_HAND (widget);

  GTK_WIDGET_CLASS (ffb_card_hand_parent_class)->map (widget);
  if (self->awaited)
    ffb_keynav_focus_when_settled (widget, self->first_card);
  self->awaited = FALSE; /* once: mapped again (the window shown again), the focus stays */
}

static void
ffb_card_hand_dispose (GObject *object)
{
  FfbCardHand *self = FFB_CARD_HAND (object);

  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_CARD_HAND);
  G_OBJECT_CLASS (ffb_card_hand_parent_class)->dispose (object);
}

static void
ffb_card_hand_class_init (FfbCardHandClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_card_hand_dispose;
  widget_class->map = ffb_card_hand_map;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-card-hand.ui");
}

static void
ffb_card_hand_init (FfbCardHand *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->refusal = ffb_refusal_new ();
}

GtkWidget *
ffb_card_hand_new (FfbDocument *document, FfbSide side)
{
  FfbCardHand *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_CARD_HAND, NULL);
  self->document = g_object_ref (document);
  self->side = side;
  build (self);
  return GTK_WIDGET (self);
}
