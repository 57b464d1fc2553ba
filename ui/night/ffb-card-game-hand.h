/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-hand.h: a player's hand of cards in his private view, whichever system deals
 * it (issue 15, issue 32): the one widget of both hands, C1's activation deck
 * (ffb-card-hand.h) and C2's action deck (ffb-action-hand.h), each a subclass that only adapts
 * its engine (ffb-card-game-view.h). His cards with what each allows, one chosen with the
 * arrow keys and Enter (or a click) as the view says (picked in secret, or played further),
 * a card's own Pass button (C2C), the group's Pass and Done (C1F, C1E), the cards face up.
 * A move the engine refuses shows its sentence at the end of the group (the `refusal`). */
#pragma once

#include "ffb-card-game-group.h"
#include "ffb-card-game-view.h"

G_BEGIN_DECLS

#define FFB_TYPE_CARD_GAME_HAND (ffb_card_game_hand_get_type ())
G_DECLARE_DERIVABLE_TYPE (FfbCardGameHand, ffb_card_game_hand, FFB, CARD_GAME_HAND,
                          FfbCardGameGroup)

/* What a system's adapter gives the hand: its engine's view and moves. */
typedef struct
{
  /* `side`'s hand in `document`, from what his side may see; NULL with the engine's sentence. */
  FfbHandView *(*view) (FfbDocument *document, FfbSide side, GError **error);
  /* `move` by `side` (with `card`; NULL for a pass or Done), one undoable edit. */
  gboolean     (*move) (FfbDocument *document, FfbSide side, FfbHandMove move,
                        const char *card, GError **error);
} FfbCardGameHandSystem;

struct _FfbCardGameHandClass
{
  FfbCardGameGroupClass parent_class;

  const FfbCardGameHandSystem *system; /* the subclass's, set in its class_init */
};

/* `move` with `card` (NULL for a pass or Done), and Enter on a card's row (the move the view
 * gives Enter): FALSE with the engine's sentence when refused, which the group shows too.
 * A move that goes through builds the view again, so the hand is used once (the view makes
 * a new one after every change). */
gboolean     ffb_card_game_hand_move (FfbCardGameHand *self, FfbHandMove move, const char *card,
                                      GError **error);
gboolean     ffb_card_game_hand_choose (FfbCardGameHand *self, const char *card, GError **error);
/* The refusal the group shows, or NULL: the `refusal` property. */
const char  *ffb_card_game_hand_get_refusal (FfbCardGameHand *self);

/* For FFB_DEFINE_CARD_GAME_HAND: a subclass's `system` and its template, the app's resource
 * `ui_file`; a new hand of `type` for `side` in `document`. */
void         ffb_card_game_hand_class_adapt (FfbCardGameHandClass *klass,
                                             const FfbCardGameHandSystem *system,
                                             const char *ui_file);
GtkWidget   *ffb_card_game_hand_new (GType type, FfbDocument *document, FfbSide side);

/* Writes a system's hand adapter's GObject part once: the instance (the hand alone), the
 * type, its class given the adapter's `system` and `ui_file`, and TypeName's `_new
 * (document, side)` as its header declares it. So an adapter says only what differs: its
 * view of the hand and its moves (ffb-card-hand.c, ffb-action-hand.c). */
#define FFB_DEFINE_CARD_GAME_HAND(TypeName, type_name, system, ui_file) \
  struct _##TypeName { FfbCardGameHand parent_instance; }; \
  G_DEFINE_FINAL_TYPE (TypeName, type_name, FFB_TYPE_CARD_GAME_HAND) \
  static void type_name##_class_init (TypeName##Class *klass) \
  { ffb_card_game_hand_class_adapt (FFB_CARD_GAME_HAND_CLASS (klass), (system), (ui_file)); } \
  static void type_name##_init (TypeName *self) { gtk_widget_init_template (GTK_WIDGET (self)); } \
  GtkWidget *type_name##_new (FfbDocument *document, FfbSide side) \
  { return ffb_card_game_hand_new (type_name##_get_type (), document, side); }

G_END_DECLS
