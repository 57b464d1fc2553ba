/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-hand.c: a player's hand of cards, either system's (see ffb-card-game-hand.h).
 *
 * The cards are rows of the group's list: the arrow keys move between them and Enter
 * activates one, as in any GTK list; Tab reaches a row's own button. What it shows comes from
 * his side's view (the adapter's), so nothing here can be the other side's. */
#include "ffb-card-game-hand.h"

#include <string.h>
#include <glib/gi18n.h>
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-toast.h"
#include "ffb-keynav.h"
#include "ffb-refusal.h"

typedef struct
{
  FfbSide side;
  FfbHandMove enter;     /* what Enter on a card's row does */
  const char *toasts[FFB_HAND_N_MOVES];
  GtkWidget *first_card; /* the first card's row, or NULL */
  gboolean awaited;      /* a move of his is awaited: the keyboard starts on his cards */
  GtkLabel *refusal;
} FfbCardGameHandPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (FfbCardGameHand, ffb_card_game_hand, FFB_TYPE_CARD_GAME_GROUP)

enum
{
  PROP_0,
  PROP_SIDE,
  PROP_REFUSAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define PRIV(self) ((FfbCardGameHandPrivate *) ffb_card_game_hand_get_instance_private (self))
#define DOCUMENT(self) ffb_card_game_group_get_document (FFB_CARD_GAME_GROUP (self))

/* Adapters */

void
ffb_card_game_hand_class_adapt (FfbCardGameHandClass *klass, const FfbCardGameHandSystem *system,
                                const char *ui_file)
{
  g_autofree char *path = g_strconcat ("/io/github/ffbridge/ffbridge/ui/", ui_file, NULL);

  klass->system = system;
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass), path);
}

GtkWidget *
ffb_card_game_hand_new (GType type, FfbDocument *document, FfbSide side)
{
  g_return_val_if_fail (g_type_is_a (type, FFB_TYPE_CARD_GAME_HAND), NULL);
  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  return g_object_new (type, "document", document, "side", side, NULL);
}

/* Moves: a refusal stays shown in the group (a refused move changes nothing, so the group is
 * not built again). */

gboolean
ffb_card_game_hand_move (FfbCardGameHand *self, FfbHandMove move, const char *card,
                         GError **error)
{
  FfbCardGameHandPrivate *priv;
  g_autoptr(GError) refused = NULL;

  g_return_val_if_fail (FFB_IS_CARD_GAME_HAND (self), FALSE);
  g_return_val_if_fail (card != NULL || move == FFB_HAND_PASS || move == FFB_HAND_DONE, FALSE);
  priv = PRIV (self);
  if (FFB_CARD_GAME_HAND_GET_CLASS (self)->system->move (DOCUMENT (self), priv->side, move, card,
                                                 &refused))
    return TRUE;
  ffb_refusal_show (priv->refusal, refused);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REFUSAL]);
  g_propagate_error (error, g_steal_pointer (&refused));
  return FALSE;
}

gboolean
ffb_card_game_hand_choose (FfbCardGameHand *self, const char *card, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_GAME_HAND (self) && card != NULL, FALSE);
  return ffb_card_game_hand_move (self, PRIV (self)->enter, card, error);
}

const char *
ffb_card_game_hand_get_refusal (FfbCardGameHand *self)
{
  g_return_val_if_fail (FFB_IS_CARD_GAME_HAND (self), NULL);
  return ffb_refusal_get (PRIV (self)->refusal);
}

/* Handlers: a move that goes through builds the view again, this group with it; it is held
 * until the handler ends, and the toast goes to the view's overlay, found first. */

typedef struct
{
  FfbCardGameHand *self;
  FfbHandMove move;
  char *card; /* NULL: the group's Pass or Done */
} Chosen;

static gpointer
chosen_new (FfbCardGameHand *self, FfbHandMove move, const char *card)
{
  Chosen *chosen = g_new (Chosen, 1);

  *chosen = (Chosen) { self, move, g_strdup (card) };
  return chosen;
}

static void
chosen_free (gpointer data, GClosure *closure)
{
  Chosen *chosen = data;

  g_free (chosen->card);
  g_free (chosen);
}

/* A card's row activated, or a button clicked: the move it stands for. */
static void
chosen_cb (GtkWidget *widget, Chosen *chosen)
{
  g_autoptr(FfbCardGameHand) held = g_object_ref (chosen->self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (held), ADW_TYPE_TOAST_OVERLAY);
  const char *toast = PRIV (held)->toasts[chosen->move];
  g_autofree char *card = g_strdup (chosen->card); /* the row goes with the rebuild */

  if (ffb_card_game_hand_move (held, chosen->move, card, NULL) && overlay != NULL
      && toast != NULL)
    ffb_ui_toast (overlay, toast);
}

static void
on_chosen (GtkWidget *widget, const char *signal, FfbCardGameHand *self, FfbHandMove move,
           const char *card)
{
  g_signal_connect_data (widget, signal, G_CALLBACK (chosen_cb), chosen_new (self, move, card),
                         chosen_free, 0);
}

/* Building */

static GtkWidget *
button_new (FfbCardGameHand *self, const FfbGameButton *offer, const char *card)
{
  GtkWidget *button = ffb_night_button_new (offer->label, offer->name, offer->style);

  if (offer->tooltip != NULL)
    gtk_widget_set_tooltip_text (button, offer->tooltip);
  on_chosen (button, "clicked", self, offer->does, card);
  return button;
}

/* A card's own button: plain words, no mnemonic (every row has one). */
static GtkWidget *
card_button (FfbCardGameHand *self, const FfbGameCard *card)
{
  GtkWidget *button = button_new (self, &card->pass, card->id);

  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  return button;
}

static void
add_card (FfbCardGameHand *self, const FfbGameCard *card)
{
  FfbCardGameHandPrivate *priv = PRIV (self);
  GtkWidget *row = ffb_ui_row_new (card->row.title, card->row.subtitle, NULL);

  if (card->note != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (card->note));
  else if (card->pass.label != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), card_button (self, card));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), card->playable);
  if (card->tooltip != NULL)
    gtk_widget_set_tooltip_text (row, card->tooltip);
  on_chosen (row, "activated", self, priv->enter, card->id);
  if (priv->first_card == NULL)
    priv->first_card = row;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
}

static void
add_rows (FfbCardGameHand *self, const GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const FfbGameRow *row = g_ptr_array_index (rows, i);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (row->title, row->subtitle, NULL));
    }
}

static void
add_buttons (FfbCardGameHand *self, const FfbHandView *view)
{
  GtkWidget *box;

  if (view->buttons[0].label == NULL)
    return; /* none: the view fills them from the first */
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < G_N_ELEMENTS (view->buttons); i++)
    {
      const FfbGameButton *offer = &view->buttons[i];
      GtkWidget *button;

      if (offer->label == NULL)
        continue;
      button = button_new (self, offer, NULL);
      gtk_widget_set_sensitive (button, offer->sensitive);
      ffb_narrow_header_button (GTK_BUTTON (button));
      gtk_box_append (GTK_BOX (box), button);
    }
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), box);
}

static void
lay_out (FfbCardGameHand *self, const FfbHandView *view)
{
  FfbCardGameHandPrivate *priv = PRIV (self);

  priv->enter = view->enter;
  priv->awaited = view->awaited;
  memcpy (priv->toasts, view->toasts, sizeof priv->toasts);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), view->state);
  add_buttons (self, view);
  add_rows (self, view->before);
  for (guint i = 0; i < view->cards->len; i++)
    add_card (self, g_ptr_array_index (view->cards, i));
  if (view->empty != NULL && view->cards->len == 0)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                               ffb_ui_row_new (view->empty, NULL, NULL));
  add_rows (self, view->after);
}

static void
build (FfbCardGameGroup *group)
{
  FfbCardGameHand *self = FFB_CARD_GAME_HAND (group);
  FfbCardGameHandPrivate *priv = PRIV (self);
  const FfbCardGameHandSystem *system = FFB_CARD_GAME_HAND_GET_CLASS (self)->system;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbHandView) view = system->view (DOCUMENT (self), priv->side, &error);

  if (view == NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (_("Your hand cannot be shown"), error->message,
                                                 NULL));
      return;
    }
  lay_out (self, view);
  ffb_refusal_place (priv->refusal, ADW_PREFERENCES_GROUP (self));
}

/* GObject */

/* Keyboard first: when his view opens on a move of his, the arrow keys and Enter work at
 * once, on his first card. Once the view has settled: the stack that shows it moves the focus
 * into it after mapping it. */
static void
ffb_card_game_hand_map (GtkWidget *widget)
{
  FfbCardGameHandPrivate *priv = PRIV (FFB_CARD_GAME_HAND (widget));

  GTK_WIDGET_CLASS (ffb_card_game_hand_parent_class)->map (widget);
  if (priv->awaited)
    ffb_keynav_focus_when_settled (widget, priv->first_card);
  priv->awaited = FALSE; /* once: mapped again (the window shown again), the focus stays */
}

static void
ffb_card_game_hand_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  FfbCardGameHand *self = FFB_CARD_GAME_HAND (object);

  switch (id)
    {
    case PROP_SIDE:
      g_value_set_int (value, PRIV (self)->side);
      break;
    case PROP_REFUSAL:
      g_value_set_string (value, ffb_card_game_hand_get_refusal (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
ffb_card_game_hand_set_property (GObject *object, guint id, const GValue *value,
                                 GParamSpec *pspec)
{
  FfbCardGameHandPrivate *priv = PRIV (FFB_CARD_GAME_HAND (object));

  switch (id)
    {
    case PROP_SIDE:
      priv->side = g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
ffb_card_game_hand_dispose (GObject *object)
{
  FfbCardGameHandPrivate *priv = PRIV (FFB_CARD_GAME_HAND (object));

  priv->first_card = NULL;
  G_OBJECT_CLASS (ffb_card_game_hand_parent_class)->dispose (object);
}

static void
ffb_card_game_hand_class_init (FfbCardGameHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  FFB_CARD_GAME_GROUP_CLASS (klass)->build = build;
  GTK_WIDGET_CLASS (klass)->map = ffb_card_game_hand_map;
  object_class->get_property = ffb_card_game_hand_get_property;
  object_class->set_property = ffb_card_game_hand_set_property;
  object_class->dispose = ffb_card_game_hand_dispose;
  properties[PROP_SIDE] = g_param_spec_int ("side", NULL, NULL, 0, FFB_N_SIDES - 1, 0,
                                            G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                              | G_PARAM_STATIC_STRINGS);
  /* The engine's sentence for the last move refused, shown at the group's end; NULL: none. */
  properties[PROP_REFUSAL] = g_param_spec_string ("refusal", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ffb_card_game_hand_init (FfbCardGameHand *self)
{
  PRIV (self)->refusal = ffb_refusal_new ();
}
