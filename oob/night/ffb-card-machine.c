/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-machine.c: the card systems' one state machine (ffb-card-machine.h). */
#include "ffb-card-machine.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"

/* The systems' sentences are not literals here, so the compiler cannot hold them to their
 * arguments: FfbCardWords fixes what each takes (a name; not_in_hand a card, then a side), and
 * msgfmt -c holds each translation to its English. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static gboolean
refuse_naming (GError **error, const char *sentence, const char *name)
{
  return ffb_refuse (error, _(sentence), name);
}

static gboolean
refuse_card (GError **error, const char *sentence, const char *card, FfbSide side)
{
  return ffb_refuse (error, _(sentence), card, ffb_side_display_name (side));
}
#pragma GCC diagnostic pop

/* ---- The state's phase, a field of the state (FfbCardMachine's phase_offset) ------------- */

static FfbCardPhase
phase_of (const FfbCardMachine *machine, gconstpointer state)
{
  guint phase = *(const guint *) ((const guint8 *) state + machine->phase_offset);

  return MIN (phase, (guint) FFB_CARD_PHASE_PLAYS);
}

static void
set_phase (const FfbCardMachine *machine, gpointer state, FfbCardPhase phase)
{
  G_STRUCT_MEMBER (guint, state, machine->phase_offset) = phase;
}

/* ---- The deal: hands filled a card at a time, the Union first, as a dealer deals ------- */

static gboolean
draw_one (const FfbCardMachine *machine, gpointer state, FfbSide side, FfbDice *dice)
{
  FfbCardPiles *piles = state;
  const char *card;

  if (piles->draw->len == 0 && (machine->refill == NULL || !machine->refill (state, dice)))
    return FALSE;
  card = ffb_card_piles_draw (piles, side);
  if (machine->drew != NULL)
    machine->drew (state, card);
  return TRUE;
}

static void
fill_hands (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck, FfbDice *dice)
{
  FfbCardPiles *piles = state;
  gboolean drew = TRUE;

  while (drew)
    {
      drew = FALSE;
      for (int side = 0; side < FFB_N_SIDES; side++)
        if (piles->hand[side]->len < (guint) deck->hand_size)
          drew |= draw_one (machine, state, side, dice);
    }
}

/* The next picks, or the next deal once the turn or the year is over. */
static void
start_picking (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck)
{
  FfbCardPiles *piles = state;

  for (int side = 0; side < FFB_N_SIDES; side++)
    g_clear_pointer (&piles->pick[side], g_free);
  machine->next (state);
  set_phase (machine, state, machine->over (state, deck) ? FFB_CARD_PHASE_BETWEEN
                                                        : FFB_CARD_PHASE_PICKING);
}

static gboolean
deal (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck, FfbDice *dice,
      G_GNUC_UNUSED const FfbCardStep *step, G_GNUC_UNUSED GError **error)
{
  FfbCardPiles *piles = state;

  g_return_val_if_fail (deck != NULL && dice != NULL, FALSE);
  g_return_val_if_fail (g_str_equal (deck->id, piles->deck_id), FALSE);
  machine->begin (state, deck, dice);
  fill_hands (machine, state, deck, dice);
  start_picking (machine, state, deck);
  return TRUE;
}

/* ---- Sealed picks and passes ------------------------------------------------------------ */

static gboolean
sits_out (const FfbCardMachine *machine, gconstpointer state, FfbSide side)
{
  return machine->sits_out != NULL && machine->sits_out (state, side);
}

static gboolean
check_may_pick (const FfbCardMachine *machine, gconstpointer state, FfbSide side,
                GError **error)
{
  const FfbCardPiles *piles = state;

  if (sits_out (machine, state, side))
    return refuse_naming (error, machine->words.sat_out, ffb_side_display_name (side));
  if (piles->pick[side] != NULL)
    return refuse_naming (error, machine->words.already_picked, ffb_side_display_name (side));
  return TRUE;
}

static gboolean
pick (const FfbCardMachine *machine, gpointer state, G_GNUC_UNUSED const FfbDeck *deck,
      G_GNUC_UNUSED FfbDice *dice, const FfbCardStep *step, GError **error)
{
  FfbCardPiles *piles = state;

  g_return_val_if_fail (step->card != NULL, FALSE);
  if (!check_may_pick (machine, state, step->side, error))
    return FALSE;
  if (!ffb_pile_contains (piles->hand[step->side], step->card))
    return refuse_card (error, machine->words.not_in_hand, step->card, step->side);
  piles->pick[step->side] = g_strdup (step->card);
  if (machine->picked != NULL)
    machine->picked (state, step);
  return TRUE;
}

static gboolean
pass (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
      G_GNUC_UNUSED FfbDice *dice, const FfbCardStep *step, GError **error)
{
  g_return_val_if_fail (machine->pass != NULL, FALSE);
  if (!check_may_pick (machine, state, step->side, error))
    return FALSE;
  machine->pass (state, step->side);
  if (machine->over (state, deck))
    set_phase (machine, state, FFB_CARD_PHASE_BETWEEN);
  return TRUE;
}

/* ---- The reveal and the plays' end ------------------------------------------------------ */

/* Whoever alone revealed a card, else the higher card; a tie is the Union's unless the
 * system's order tells the two apart. */
static FfbSide
first_player (const FfbCardMachine *machine, gconstpointer state, const FfbDeck *deck)
{
  const FfbCardPiles *piles = state;
  const char *union_card = piles->pick[FFB_SIDE_UNION];
  const char *confederate_card = piles->pick[FFB_SIDE_CONFEDERATE];
  int order;

  if (union_card == NULL || confederate_card == NULL)
    return union_card != NULL ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  order = machine->compare != NULL ? machine->compare (state, deck, confederate_card, union_card)
                                   : ffb_deck_compare (deck, confederate_card, union_card);
  return order > 0 ? FFB_SIDE_CONFEDERATE : FFB_SIDE_UNION;
}

static gboolean
reveal (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
        G_GNUC_UNUSED FfbDice *dice, G_GNUC_UNUSED const FfbCardStep *step, GError **error)
{
  FfbCardPiles *piles = state;
  FfbSide first;

  g_return_val_if_fail (deck != NULL, FALSE);
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!sits_out (machine, state, side) && piles->pick[side] == NULL)
      return refuse_naming (error, machine->words.not_picked, ffb_side_display_name (side));
  first = first_player (machine, state, deck);
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (piles->pick[side] != NULL)
      ffb_pile_remove (piles->hand[side], piles->pick[side]);
  machine->revealed (state, first);
  set_phase (machine, state, FFB_CARD_PHASE_PLAYS);
  return TRUE;
}

gboolean
ffb_card_machine_end_plays (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
                            G_GNUC_UNUSED FfbDice *dice, G_GNUC_UNUSED const FfbCardStep *step,
                            G_GNUC_UNUSED GError **error)
{
  machine->discard (state);
  start_picking (machine, state, deck);
  return TRUE;
}

/* ---- The choices, by the machine's moves or the system's -------------------------------- */

/* The machine's own moves, each taken in one phase, by a system that names its refusal outside
 * it (FfbCardChoice). */
typedef struct
{
  FfbCardStepKind kind;
  FfbCardPhase phase;
  FfbCardTake take;
} OwnMove;

static const OwnMove own_moves[] = {
  { FFB_CARD_STEP_DEAL, FFB_CARD_PHASE_BETWEEN, deal },
  { FFB_CARD_STEP_PICK, FFB_CARD_PHASE_PICKING, pick },
  { FFB_CARD_STEP_PASS_WITH, FFB_CARD_PHASE_PICKING, pick },
  { FFB_CARD_STEP_PASS, FFB_CARD_PHASE_PICKING, pass },
  { FFB_CARD_STEP_REVEAL, FFB_CARD_PHASE_PICKING, reveal },
  { FFB_CARD_STEP_END_TURN, FFB_CARD_PHASE_PLAYS, ffb_card_machine_end_plays },
};

static const OwnMove *
find_own_move (FfbCardStepKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (own_moves); i++)
    if (own_moves[i].kind == kind)
      return &own_moves[i];
  return NULL;
}

gboolean
ffb_card_machine_take (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
                       FfbDice *dice, const FfbCardStep *step, GError **error)
{
  const FfbCardChoice *choice;
  const OwnMove *own;

  g_return_val_if_fail (machine != NULL && state != NULL && step != NULL, FALSE);
  choice = (guint) step->kind < FFB_N_CARD_STEPS ? &machine->choices[step->kind] : NULL;
  if (choice != NULL && choice->take != NULL)
    return choice->take (machine, state, deck, dice, step, error);
  if (choice == NULL || choice->outside == NULL || (own = find_own_move (step->kind)) == NULL)
    return refuse_naming (error, machine->words.foreign, ffb_card_step_to_string (step->kind));
  if (phase_of (machine, state) != own->phase)
    return ffb_refuse (error, "%s", _(choice->outside));
  return own->take (machine, state, deck, dice, step, error);
}

gboolean
ffb_card_machine_choose (const FfbCardMachine *machine, gpointer state, const FfbDeck *deck,
                         FfbDice *dice, FfbCardStepKind kind, int side, const char *card,
                         GError **error)
{
  FfbCardStep step = { .kind = kind, .side = side, .card = (char *) card, .action = -1,
                       .place = -1 };

  return ffb_card_machine_take (machine, state, deck, dice, &step, error);
}
