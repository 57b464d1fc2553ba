/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck-row.h: the row a card table turns its deck on with (C1 for a battle, C2 for the
 * campaign's years): a button for each built-in deck of the table's system and a Deck File
 * button that opens a file chooser. The deck chosen goes to the table's own step; a refusal
 * shows as an error under a heading, a deck turned on as a toast with Undo on the page. */
#pragma once

#include <adwaita.h>
#include "ffb-deck.h"

G_BEGIN_DECLS

/* Turns `deck` on for `table`, one undoable edit; FALSE with the engine's sentence. */
typedef gboolean (*FfbDeckTurnOn) (GtkWidget *table, const FfbDeck *deck, GError **error);

/* What a table's row says (translated strings, kept as they are) and does. */
typedef struct
{
  FfbDeckSystem system;          /* the built-in decks offered are this system's */
  const char *title;
  const char *subtitle;
  const char *file_name;         /* the Deck File button's accessible name */
  const char *chooser_title;
  const char *refused;           /* the heading when a built-in deck is refused */
  const char *file_refused;      /* the heading when a deck file is refused */
  const char *done;              /* the toast once the deck is on */
  const char *deck_names;        /* a built-in deck's button's accessible name, "this: deck" */
  FfbDeckTurnOn turn_on;
} FfbDeckChoice;

#define FFB_TYPE_DECK_ROW (ffb_deck_row_get_type ())
G_DECLARE_FINAL_TYPE (FfbDeckRow, ffb_deck_row, FFB, DECK_ROW, AdwActionRow)

/* The row for `table` (an AdwPreferencesGroup it is then added to). */
GtkWidget *ffb_deck_row_new (GtkWidget *table, const FfbDeckChoice *choice);

/* The deck in `file`, read from this computer; a file elsewhere (only a URI) is refused. */
FfbDeck   *ffb_deck_row_load_file (GFile *file, GError **error);

G_END_DECLS
