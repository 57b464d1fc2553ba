/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-table.h: a card game as the whole table sees it, whichever system it is
 * (issue 15, issue 32): the one widget of both tables, C1's activation deck on Battle Night
 * (night/ffb-card-table.h) and C2's action deck on the Campaign page
 * (campaign/ffb-action-table.h), each a subclass that only adapts its engine
 * (ffb-card-game-view.h). The referee turns a deck on (a built-in one of the system, or a
 * deck file of the table's own) and takes the step of the moment with the header's button
 * (deal, reveal, end the turn); the group shows what both players may know: the turn, how
 * many cards each hand holds and what each side does, the piles, then the system's own rows
 * (the cards face up among them). Nothing of a hand shows here. */
#pragma once

#include "ffb-card-game-group.h"
#include "ffb-card-game-view.h"
#include "ffb-card-play.h"
#include "ffb-deck-row.h"

G_BEGIN_DECLS

#define FFB_TYPE_CARD_GAME_TABLE (ffb_card_game_table_get_type ())
G_DECLARE_DERIVABLE_TYPE (FfbCardGameTable, ffb_card_game_table, FFB, CARD_GAME_TABLE,
                          FfbCardGameGroup)

/* What a system's adapter gives the table: its engine's play and steps, and its words. The
 * table makes its view (ffb-card-game-view.h) from them: the deck on or off, its state, each
 * side's hand and what he does. */
typedef struct
{
  /* The document's card play, NULL while its deck is off. */
  const FfbCardPlay *(*play) (FfbDocument *document);
  /* What shows alone instead (the deck sealed for the referee); NULL: the play shows. */
  FfbGameRow   *(*instead) (FfbDocument *document);
  /* The deck's description, the group's. */
  char         *(*about) (const FfbDeck *deck);
  /* The referee's state of the play, which opens with its FfbCardPiles (freed with
   * `free_state`); NULL with the engine's sentence, which shows under `failed` (marked). */
  gpointer      (*state) (FfbDocument *document, GError **error);
  GDestroyNotify free_state;
  const char   *failed;
  /* From the state: the referee's step, the turn's rows and the piles, or `not_started`. */
  void          (*fill) (FfbTableView *view, gconstpointer state, const FfbDeck *deck);
  /* What `side` does now, from the state. */
  const char   *(*doing) (gconstpointer state, FfbSide side);
  gboolean      (*turn_on) (FfbDocument *document, const FfbDeck *deck, GError **error);
  gboolean      (*step) (FfbDocument *document, FfbTableStep step, GError **error);
  /* The system's own rows, after the sides and the piles. */
  void          (*add_rows) (FfbCardGameTable *self, gconstpointer state, const FfbDeck *deck);
  /* The words of the row that turns the deck on, marked but untranslated; its `turn_on` is the
   * table's. `another` is its title once a deck is on (another may be chosen). */
  const FfbDeckChoice *deck;
  const char *another;
  /* Lets go of the adapter's own fields as the table is disposed; NULL: none to let go. */
  void          (*dispose) (FfbCardGameTable *self);
} FfbCardGameTableSystem;

struct _FfbCardGameTableClass
{
  FfbCardGameGroupClass parent_class;

  const FfbCardGameTableSystem *system; /* the subclass's, set in its class_init */
};

/* The steps, as the group's buttons take them; FALSE with the engine's sentence when refused.
 * A deck file's errors name the file and the line. A step that goes through builds the page
 * again (the page makes a new table after every change). */
gboolean     ffb_card_game_table_turn_on (FfbCardGameTable *self, const char *deck_id,
                                          GError **error);
gboolean     ffb_card_game_table_turn_on_file (FfbCardGameTable *self, GFile *file,
                                               GError **error);
gboolean     ffb_card_game_table_step (FfbCardGameTable *self, FfbTableStep step,
                                       GError **error);
#define ffb_card_game_table_get_document(self) \
  ffb_card_game_group_get_document (FFB_CARD_GAME_GROUP (self))
/* The steps by name, for a table of either system (`self` any FfbCardGameTable). */
#define ffb_card_game_table_deal(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_DEAL, (error))
#define ffb_card_game_table_reveal(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_REVEAL, (error))
#define ffb_card_game_table_end_turn(self, error) \
  ffb_card_game_table_step (FFB_CARD_GAME_TABLE (self), FFB_TABLE_END_TURN, (error))

/* For the system's own rows and buttons: */
void         ffb_card_game_table_add_row (FfbCardGameTable *self, const char *title,
                                          const char *subtitle, GtkWidget *suffix);
/* Runs `what` (with `data`) for a button: a refusal shows under the heading `refused`, a step
 * that went through as the toast `done` with Undo on the page. */
typedef gboolean (*FfbTableDo) (FfbCardGameTable *self, gpointer data, GError **error);
void         ffb_card_game_table_do (FfbCardGameTable *self, FfbTableDo what, gpointer data,
                                     const char *refused, const char *done);
/* The cards face up (C1E, C2C), in large type: `first` (who goes first) atop, each side's
 * box as `side_box` makes it from the system's `state`, then the rule's `reason`; the table
 * takes both strings. A side's box starts with its `heading`. */
typedef GtkWidget *(*FfbRevealSide) (gconstpointer state, const FfbDeck *deck, FfbSide side);
void         ffb_card_game_table_add_reveal (FfbCardGameTable *self, char *first, char *reason,
                                             FfbRevealSide side_box, gconstpointer state,
                                             const FfbDeck *deck);
GtkWidget   *ffb_card_game_side_box (const char *heading);

/* For FFB_DEFINE_CARD_GAME_TABLE: a subclass's `system` and its template, the app's resource
 * `ui_file`; a new table of `type` for `document`. */
void         ffb_card_game_table_class_adapt (FfbCardGameTableClass *klass,
                                              const FfbCardGameTableSystem *system,
                                              const char *ui_file);
GtkWidget   *ffb_card_game_table_new (GType type, FfbDocument *document);

/* Writes a system's table adapter's GObject part once, after its instance struct (which
 * starts with the FfbCardGameTable): the type, its class given the adapter's `system` and
 * `ui_file`, and TypeName's `_new (document)` as its header declares it. So an adapter says
 * only what differs: its view of the table, its steps and its own rows
 * (night/ffb-card-table.c, campaign/ffb-action-table.c). */
#define FFB_DEFINE_CARD_GAME_TABLE(TypeName, type_name, system, ui_file) \
  G_DEFINE_FINAL_TYPE (TypeName, type_name, FFB_TYPE_CARD_GAME_TABLE) \
  static void type_name##_class_init (TypeName##Class *klass) \
  { ffb_card_game_table_class_adapt (FFB_CARD_GAME_TABLE_CLASS (klass), (system), (ui_file)); } \
  static void type_name##_init (TypeName *self) { gtk_widget_init_template (GTK_WIDGET (self)); } \
  GtkWidget *type_name##_new (FfbDocument *document) \
  { return ffb_card_game_table_new (type_name##_get_type (), document); }

G_END_DECLS
