/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-deck.h: a deck of cards as data (RULES.md C1A-C1C, C2A, C2C-C2E): its cards, the order
 * that decides which of two cards is higher, and what each card allows. The deck knows no
 * file format (files/ffb-xml-deck.h reads and writes it) and no procedure of play
 * (night/ffb-activation.h for C1, night/ffb-action-cards.h for C2).
 *
 * A card type is one line of the deck file: an id, a shown name, a kind, and either a rank and
 * a suit (C1: "KH", King of Hearts) or a number (C2: "action-2", Action 2), and how many copies
 * the deck holds. The physical cards are the copies: a type held once is its id ("KH"), a type
 * held n times is "id.1" ... "id.n" ("action-2.1"). The game states keep those physical ids,
 * plain strings, never pointers into the deck.
 *
 * Precedence, highest first: the kind's place in the deck's list of kinds (C1: the jokers above
 * every suit card; C2: Supply before Action); then the rank's place in the list of ranks (C1:
 * King high to Ace low); then the higher number (C2); then the suit's place in the list of
 * suits (C1: Hearts > Clubs > Diamonds > Spades). Cards equal in all of these tie, and the
 * deck's tie rule decides: the card drawn first from the shuffled deck (C1A, the two jokers) or
 * the Union's card (C2C, "a tie makes the USA Player 1"). */
#pragma once

#include <glib.h>
#include "ffb-enums.h"

G_BEGIN_DECLS

#define FFB_DECK_FORMAT_VERSION 1
/* Cards in one deck, every copy counted: a real deck has 20 to 54. */
#define FFB_DECK_MAX_CARDS 200
/* A hand: the seeds deal six. */
#define FFB_DECK_MAX_HAND 20

/* Which procedure of play the deck is for. */
typedef enum
{
  FFB_DECK_ACTIVATION, /* C1: the activation deck of the tabletop battle */
  FFB_DECK_ACTION,     /* C2: the action deck of the block campaign */
} FfbDeckSystem;
#define FFB_N_DECK_SYSTEMS 2

const char *ffb_deck_system_to_string (FfbDeckSystem system);
gboolean    ffb_deck_system_from_string (const char *word, FfbDeckSystem *out);

/* How two cards equal in precedence are told apart. */
typedef enum
{
  FFB_DECK_TIE_DRAWN_FIRST, /* C1A: the card drawn first from the shuffled deck is higher */
  FFB_DECK_TIE_UNION,       /* C2C: the Union's (USA's) card is higher */
} FfbDeckTie;
#define FFB_N_DECK_TIES 2

const char *ffb_deck_tie_to_string (FfbDeckTie tie);
gboolean    ffb_deck_tie_from_string (const char *word, FfbDeckTie *out);

/* What a card lets its player do (C1C, C2D): flags, one per word. */
typedef enum
{
  FFB_CARD_ALLOWS_MOVE = 1 << 0,           /* C1C: red suits */
  FFB_CARD_ALLOWS_CHARGE = 1 << 1,         /* C1C: a MOVE that ends in contact, Hearts only */
  FFB_CARD_ALLOWS_FIRE = 1 << 2,           /* C1C: black suits */
  FFB_CARD_ALLOWS_RALLY = 1 << 3,          /* C1C: Spades only */
  FFB_CARD_ALLOWS_GROUP_MOVE = 1 << 4,     /* C2D */
  FFB_CARD_ALLOWS_STRATEGIC_MOVE = 1 << 5, /* C2D: of the Supreme HQ */
  FFB_CARD_ALLOWS_BUILD = 1 << 6,          /* C2D: every Move before any Build */
  FFB_CARD_ALLOWS_SUPPLY = 1 << 7,         /* C2D: each action is a step to a supplied block */
} FfbCardAllows;
#define FFB_N_CARD_ALLOWS 8

/* C2E: where a Confederate card's steps or Builds go while the USA holds the river: east of
 * the Mississippi (one step less), or west of it or in Georgia (full value). */
typedef enum
{
  FFB_CARD_PLACE_EAST,
  FFB_CARD_PLACE_WEST,
  FFB_CARD_PLACE_GEORGIA,
} FfbCardPlace;
#define FFB_N_CARD_PLACES 3

const char *ffb_card_place_to_string (FfbCardPlace place);
gboolean    ffb_card_place_from_string (const char *word, FfbCardPlace *out);
const char *ffb_card_place_display_name (FfbCardPlace place);
const char *const *ffb_card_place_display_names (void);

/* The words of one flag, by its bit's index, in files ("group-move") and for people. */
const char *ffb_card_allow_to_string (int bit);
gboolean    ffb_card_allow_from_string (const char *word, int *out);
const char *ffb_card_allow_display_name (int bit);
const char *const *ffb_card_allow_display_names (void);

/* A kind, a rank or a suit: the deck's lists, each in precedence order, highest first. */
typedef struct
{
  char *id;
  char *name;    /* shown as the file gives it */
  char *symbol;  /* a suit's sign ("♥"), printed beside its name; NULL: none */
  int actions;   /* C1B: actions a card of it allows; 0: not said here */
  gboolean actions_by_number; /* a kind only: a card allows as many actions as its number */
  guint allows;  /* FfbCardAllows */
  int steps_per_block; /* C2D: a supply card's most steps to one block; 0: no limit */
  int mississippi_less; /* C2E: steps less on a Confederate card while the USA holds the river */
} FfbDeckClass;

typedef struct
{
  char *id;
  char *name;
  int kind;   /* index in the deck's kinds */
  int rank;   /* index in the deck's ranks, -1: none */
  int suit;   /* index in the deck's suits, -1: none */
  int number; /* 0: none */
  int count;
  int actions;  /* the card's own number of actions (a table's own deck); 0: its classes' */
  guint allows; /* what the card allows besides what its classes allow */
} FfbCardType;

typedef struct
{
  char *id;
  char *name;
  FfbDeckSystem system;
  FfbDeckTie tie;
  int hand_size;       /* C1D: hands filled to; C2B: cards dealt each year */
  int turns_a_year;    /* C2B: game turns a year, the last a Winter turn; 0 for C1 */
  int winter_movement; /* C2B: land movement in the Winter turn (-1) */
  int mississippi_build_short; /* C2E: steps short of full strength of a Confederate Build */
  GPtrArray *kinds;    /* FfbDeckClass, highest first */
  GPtrArray *ranks;    /* FfbDeckClass, highest first */
  GPtrArray *suits;    /* FfbDeckClass, highest first */
  GPtrArray *cards;    /* FfbCardType, in file order */
} FfbDeck;

/* What one card allows its player, all told (C1B, C1C, C2D, C2E). */
typedef struct
{
  int actions;         /* for a supply card: steps */
  guint allows;        /* FfbCardAllows */
  int steps_per_block; /* 0: no limit */
  int build_short;     /* C2E: a Build comes in this many steps short (east of the river) */
} FfbCardAllowance;

FfbDeck    *ffb_deck_new (void);
void        ffb_deck_free (FfbDeck *deck);
FfbDeck    *ffb_deck_copy (const FfbDeck *deck);
gboolean    ffb_deck_equal (const FfbDeck *a, const FfbDeck *b);
/* Appends a class or a card type; the deck takes them. */
FfbDeckClass *ffb_deck_class_new (const char *id, const char *name);
FfbCardType  *ffb_card_type_new (const char *id, const char *name);

/* The deck's meaning, beyond what a schema can say: ids once each, every card a kind and
 * either a rank and a suit or a number (or neither, as a joker), every card allowing at least
 * one action of at least one sort, the number of cards and the hand size within bounds.
 * FFB_ERROR_MEANING with a sentence naming the card or class. */
gboolean    ffb_deck_check (const FfbDeck *deck, GError **error);

/* How many physical cards the deck holds, and all their ids in deck order (a new array of
 * new strings): "KH", "joker.1", "joker.2"... */
guint       ffb_deck_n_cards (const FfbDeck *deck);
GPtrArray  *ffb_deck_card_ids (const FfbDeck *deck);
/* The type of a physical card, or NULL for an id the deck does not hold. */
const FfbCardType *ffb_deck_lookup (const FfbDeck *deck, const char *card_id);
/* The card's shown name ("Jack of Spades"); "?" for an id the deck does not hold. */
const char *ffb_deck_card_name (const FfbDeck *deck, const char *card_id);

/* > 0 when `a` is higher than `b` by precedence alone, < 0 when lower, 0 when they tie (the
 * caller applies the deck's tie rule, which needs the game's state). */
int         ffb_deck_compare (const FfbDeck *deck, const char *a, const char *b);
/* What the card allows; `side` and `mississippi` for C2E (Confederate cards while the USA
 * holds St. Louis, Memphis and Vicksburg). */
FfbCardAllowance ffb_deck_allowance (const FfbDeck *deck, const char *card_id, FfbSide side,
                                     gboolean mississippi);
FfbCardAllowance ffb_card_type_allowance (const FfbDeck *deck, const FfbCardType *card,
                                          FfbSide side, gboolean mississippi);
/* One sentence for people: "2 actions: Move, Charge." */
char       *ffb_deck_allowance_text (const FfbCardAllowance *allowance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FfbDeck, ffb_deck_free)

G_END_DECLS
