/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-view.h: what the card game's two widgets show, whichever system they serve
 * (C1, a battle's activation deck; C2, the campaign's action deck; RULES.md C1, C2): plain
 * data a system's adapter fills from its engine, in translated words. The one hand
 * (night/ffb-card-game-hand.h) lays out an FfbHandView, the one table (ffb-card-game-table.h)
 * an FfbTableView; what a player or the referee does goes back through the adapter's class
 * functions. So the widgets know no rule and no engine type: when the engines change, only the
 * adapters do (C1: night/ffb-card-hand.c, night/ffb-card-table.c; C2: night/ffb-action-hand.c,
 * campaign/ffb-action-table.c). */
#pragma once

#include <glib.h>
#include "ffb-card-piles.h"
#include "ffb-enums.h"

G_BEGIN_DECLS

/* A row of text: a title and what it says below it (NULL: nothing). */
typedef struct
{
  char *title;
  char *subtitle;
} FfbGameRow;

/* A button a view offers: its label (with a mnemonic), accessible name and look; `move` (an
 * FfbHandMove) or `step` (an FfbTableStep) is what it does; `refused` heads the error when the
 * engine refuses it (the table's), `done` is the toast once it went through. No `label`: no
 * button. */
typedef struct
{
  const char *label;
  char *name;
  const char *style;
  const char *tooltip;
  gboolean sensitive;
  int does;
  const char *refused;
  const char *done;
} FfbGameButton;

/* What a player does with his hand: his card picked in secret (C1E, C2C), a further card
 * played that outranks (C1E), a card picked to pass with (C2C), a pass for the rest of the
 * turn (C1F), his plays of the round done (C1E). */
typedef enum
{
  FFB_HAND_PICK,
  FFB_HAND_PLAY,
  FFB_HAND_PASS_WITH,
  FFB_HAND_PASS,
  FFB_HAND_DONE,
  FFB_HAND_N_MOVES,
} FfbHandMove;

/* A card of his hand, as his own view shows it. */
typedef struct
{
  char *id;                 /* as the engine names it */
  FfbGameRow row;           /* its name, and what it allows or gives him */
  const char *note;         /* at the row's end: his pick, sealed; NULL: none */
  gboolean playable;        /* Enter on its row makes the hand's `enter` move with it */
  const char *tooltip;      /* what Enter does, NULL: none */
  FfbGameButton pass;       /* its own Pass button (C2C), moving FFB_HAND_PASS_WITH */
} FfbGameCard;

/* A player's hand, from what his side may see: nothing of the other side's cards. */
typedef struct
{
  char *state;              /* the group's description: the turn, what he does now */
  GPtrArray *before;        /* FfbGameRow *: face up, above his cards */
  GPtrArray *cards;         /* FfbGameCard *: his hand */
  char *empty;              /* the row when his hand is empty, NULL: none */
  GPtrArray *after;         /* FfbGameRow *: face up, below his cards */
  FfbHandMove enter;        /* what Enter on a playable card does */
  gboolean awaited;         /* a move of his is awaited: the keyboard starts on his cards */
  FfbGameButton buttons[2]; /* the group's own, at its header's end */
  const char *toasts[FFB_HAND_N_MOVES]; /* once a move went through, NULL: none */
} FfbHandView;

/* What the referee's button at the table's header does. */
typedef enum
{
  FFB_TABLE_DEAL,
  FFB_TABLE_REVEAL,
  FFB_TABLE_END_TURN,
} FfbTableStep;

/* The table, from what both players may know: nothing of a hand but its size. */
typedef struct
{
  FfbGameRow *instead;      /* shown alone (the deck sealed for the referee), NULL: none */
  gboolean on;              /* the deck is on; else its row to turn it on, alone */
  char *about;              /* the group's description: the deck */
  gboolean another_deck;    /* nothing dealt yet: another deck may be turned on */
  FfbGameRow *failed;       /* the state cannot be shown: why, alone; NULL: none */
  FfbGameButton step;       /* the referee's button of the moment */
  FfbGameRow *not_started;  /* nothing dealt yet: the row that says so, NULL: dealt */
  GPtrArray *rows;          /* FfbGameRow *: the turn, above the sides */
  guint held[FFB_N_SIDES];            /* how many cards each side's hand holds */
  const char *doing[FFB_N_SIDES];     /* what each side does now */
  char *piles;              /* the piles' sizes */
  gpointer state;           /* the engine's state, for the system's own rows */
  GDestroyNotify free_state;
  const FfbDeck *deck;      /* the deck on, the play's */
} FfbTableView;

FfbGameRow   *ffb_game_row_new (const char *title, const char *subtitle);
/* Sets `row` (a row of its own or a card's) to copies of the strings, or clears it (NULL). */
void          ffb_game_row_set (FfbGameRow *row, const char *title, const char *subtitle);
void          ffb_game_row_free (FfbGameRow *row);
/* Appends a new row (a copy of the strings) to `rows`, made with ffb_game_rows_new (). */
void          ffb_game_rows_add (GPtrArray *rows, const char *title, const char *subtitle);
GPtrArray    *ffb_game_rows_new (void);
void          ffb_game_button_clear (FfbGameButton *button);

/* The referee's button for `step`, as the table shows it (the page's suggested action, able
 * to be pressed): `label` (with a mnemonic), its accessible `name` (taken), the heading of a
 * refusal and the toast once it went through. */
FfbGameButton ffb_game_step_button (FfbTableStep step, const char *label, char *name,
                                    const char *refused, const char *done);

FfbHandView  *ffb_hand_view_new (void);
/* Appends a card of his hand, its strings copied; the card returned is the view's. */
FfbGameCard  *ffb_hand_view_add_card (FfbHandView *view, const char *id, const char *name,
                                      const char *allows);
/* The views are freed whole (not NULL; g_autoptr lets a NULL one be). */
void          ffb_hand_view_free (FfbHandView *view);

FfbTableView *ffb_table_view_new (void);
/* Keeps the engine's `state` (freed with `free_state`); without one, the row `failed` with
 * the engine's sentence in `error`. FALSE then. */
gboolean      ffb_table_view_take_state (FfbTableView *view, gpointer state,
                                         GDestroyNotify free_state, const char *failed,
                                         const GError *error);
/* Each side's row: how many cards his hand holds in the view's state (which opens with its
 * FfbCardPiles), and what `doing` says he does now. */
typedef const char *(*FfbTableDoing) (gconstpointer state, FfbSide side);
void          ffb_table_view_set_sides (FfbTableView *view, FfbTableDoing doing);
void          ffb_table_view_free (FfbTableView *view);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbHandView, ffb_hand_view_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbTableView, ffb_table_view_free)

G_END_DECLS
