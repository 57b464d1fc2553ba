/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-cards.c: reading and writing a battle's card play (format in ffb-xml-cards.h). */
#include "ffb-xml-cards.h"

#include <glib/gi18n-lib.h>
#include "ffb-activation.h"
#include "ffb-pile.h"
#include "ffb-text.h"
#include "ffb-xml-deck.h"
#include "ffb-xml-doc.h"

/* A record far beyond a night's play: a hostile file makes no absurd one. */
#define MAX_STEPS 20000
#define MAX_COUNT 100000

static const char *const pile_names[] = {
  "draw", "discard", "drawn", "hand-union", "hand-confederate", "played-union",
  "played-confederate",
};

/* By FfbSide. */
static const char *const charge_words[] = { "charges-union", "charges-confederate" };
static const char *const melee_charge_words[] = {
  "melee-charges-union", "melee-charges-confederate",
};

static const char *const phase_words[] = {
  "between-turns", "picking", "first-plays", "second-plays",
};

static GPtrArray **
pile_slot (FfbActivation *state, guint index)
{
  GPtrArray **slots[] = {
    &state->draw, &state->discard, &state->drawn,
    &state->hand[FFB_SIDE_UNION], &state->hand[FFB_SIDE_CONFEDERATE],
    &state->played[FFB_SIDE_UNION], &state->played[FFB_SIDE_CONFEDERATE],
  };

  return slots[index];
}

/* ---- Writing ----------------------------------------------------------------------- */

static void
write_step (xmlNode *parent, const FfbCardStep *step)
{
  xmlNode *node = ffb_xml_add_element (parent, ffb_card_step_to_string (step->kind));

  if (ffb_card_step_has_side (step->kind))
    ffb_xml_set_text (node, "side", ffb_side_to_string (step->side));
  if (ffb_card_step_has_card (step->kind))
    ffb_xml_set_text (node, "card", step->card);
  if (ffb_card_step_has_unit (step->kind))
    {
      ffb_xml_set_text (node, "unit", step->unit);
      ffb_xml_set_text (node, "action", ffb_card_allow_to_string (step->action));
    }
  if (ffb_card_step_has_place (step->kind))
    ffb_xml_set_text (node, "place", ffb_card_place_to_string (step->place));
}

const char *
ffb_xml_card_word (const char *card)
{
  return g_str_equal (card, FFB_CARD_HIDDEN) ? FFB_XML_HIDDEN_CARD : card;
}

void
ffb_xml_write_card_pile (xmlNode *parent, const char *name, const GPtrArray *pile)
{
  xmlNode *node = ffb_xml_add_element (parent, "pile");
  g_autoptr(GString) cards = g_string_new (NULL);

  for (guint i = 0; i < pile->len; i++)
    g_string_append_printf (cards, "%s%s", i > 0 ? " " : "",
                            ffb_xml_card_word (g_ptr_array_index (pile, i)));
  ffb_xml_set_text (node, "of", name);
  ffb_xml_set_text (node, "cards", cards->str);
}

/* C1E: the round's Charges and the melees of the round last ended, written only where there
 * are any, so that a view without them reads as it did before Charges were counted. */
static void
write_melee (xmlNode *node, const FfbActivation *state)
{
  const FfbActivationMelee *melee = &state->melee;

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (state->charges[side] > 0)
      ffb_xml_set_int (node, charge_words[side], (int) state->charges[side]);
  if (melee->round == 0)
    return;
  ffb_xml_set_int (node, "melee-turn", (int) melee->turn);
  ffb_xml_set_int (node, "melee-round", (int) melee->round);
  for (int side = 0; side < FFB_N_SIDES; side++)
    ffb_xml_set_int (node, melee_charge_words[side], (int) melee->charges[side]);
  if (melee->chooser >= 0)
    ffb_xml_set_text (node, "melee-chooser", ffb_side_to_string (melee->chooser));
}

/* C1G: the round's actions unit by unit, public, as <act side= card= unit= action=/>. */
static void
write_acts (xmlNode *node, const FfbActivation *state)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    for (guint i = 0; i < state->acts[side]->len; i++)
      {
        const FfbActivationAct *act = g_ptr_array_index (state->acts[side], i);
        xmlNode *child = ffb_xml_add_element (node, "act");

        ffb_xml_set_text (child, "side", ffb_side_to_string (side));
        ffb_xml_set_text (child, "card", act->card);
        ffb_xml_set_text (child, "unit", act->unit);
        ffb_xml_set_text (child, "action", ffb_card_allow_to_string (act->action));
      }
}

static void
write_state (xmlNode *parent, int side, FfbActivation *state)
{
  xmlNode *node = ffb_xml_add_element (parent, "state");

  ffb_xml_set_text (node, "side", ffb_side_to_string (side));
  ffb_xml_set_int (node, "shuffles", (int) state->shuffles);
  ffb_xml_set_int (node, "turn", (int) state->turn);
  ffb_xml_set_int (node, "round", (int) state->round);
  ffb_xml_set_text (node, "phase", phase_words[state->phase]);
  ffb_xml_set_text (node, "first", ffb_side_to_string (state->first));
  ffb_xml_set_bool (node, "passed-union", state->passed[FFB_SIDE_UNION]);
  ffb_xml_set_bool (node, "passed-confederate", state->passed[FFB_SIDE_CONFEDERATE]);
  if (state->pick[FFB_SIDE_UNION] != NULL)
    ffb_xml_set_text (node, "pick-union",
                      ffb_xml_card_word (state->pick[FFB_SIDE_UNION]));
  if (state->pick[FFB_SIDE_CONFEDERATE] != NULL)
    ffb_xml_set_text (node, "pick-confederate",
                      ffb_xml_card_word (state->pick[FFB_SIDE_CONFEDERATE]));
  write_melee (node, state);
  for (guint i = 0; i < G_N_ELEMENTS (pile_names); i++)
    ffb_xml_write_card_pile (node, pile_names[i], *pile_slot (state, i));
  write_acts (node, state);
}

static xmlNode *
write_play (xmlNode *parent, const char *name, const FfbCardPlay *play)
{
  xmlNode *node = ffb_xml_add_element (parent, name);

  ffb_xml_set_text (node, "deck", play->deck->id);
  /* A table's own deck goes with its play, so that the campaign opens where its deck file is
   * not (another computer, a file since changed); a built-in one is named only. */
  if (!ffb_deck_is_built_in (play->deck))
    ffb_xml_write_deck (node, play->deck);
  for (guint i = 0; i < play->steps->len; i++)
    write_step (node, g_ptr_array_index (play->steps, i));
  return node;
}

void
ffb_xml_write_cards (xmlNode *parent, const FfbCardPlay *play)
{
  xmlNode *node;

  g_return_if_fail (parent != NULL && play != NULL);
  node = write_play (parent, "cards", play);
  if (play->view >= 0)
    write_state (node, play->view, play->view_state);
}

void
ffb_xml_write_action_cards (xmlNode *parent, const FfbCardPlay *play)
{
  g_return_if_fail (parent != NULL && play != NULL);
  write_play (parent, "action-cards", play);
}

/* ---- Reading ----------------------------------------------------------------------- */

typedef struct
{
  FfbNeutral *neutral;
  FfbCardPlay *play;
  const char *source;
} Reader;

static gboolean
fail (const Reader *reader, xmlNode *node, GError **error, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
fail (const Reader *reader, xmlNode *node, GError **error, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, "%s", message);
  return FALSE;
}

static gboolean
read_side (const Reader *reader, xmlNode *node, const char *name, int *side, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, name);
  g_autofree char *shown = NULL;
  FfbSide parsed;

  if (word != NULL && ffb_side_from_string (word, &parsed))
    return (*side = parsed, TRUE);
  shown = ffb_text_quote_untrusted (word != NULL ? word : "");
  return fail (reader, node, error, _("%s=\"%s\" on <%s> must be union or confederate."), name,
               shown, (const char *) node->name);
}

/* A card of the deck (or, where `hidden_ok`, the hidden word) as it stands in memory. */
static char *
read_card_word (const Reader *reader, xmlNode *node, const char *word, gboolean hidden_ok,
                GError **error)
{
  g_autofree char *shown = NULL;

  if (hidden_ok && g_str_equal (word, FFB_XML_HIDDEN_CARD))
    return g_strdup (FFB_CARD_HIDDEN);
  if (ffb_deck_lookup (reader->play->deck, word) != NULL)
    return g_strdup (word);
  shown = ffb_text_quote_untrusted (word);
  fail (reader, node, error, _("<%s> names the card “%s”, which the deck “%s” does not hold."),
        (const char *) node->name, shown, reader->play->deck->id);
  return NULL;
}

/* C1G: unit= names a unit by its id, action= one of the card's kinds of action. */
static gboolean
read_unit_action (const Reader *reader, xmlNode *node, char **unit, int *action,
                  GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "action");
  g_autofree char *shown = NULL;

  *unit = ffb_xml_attr (node, "unit");
  if (*unit == NULL || **unit == '\0')
    return fail (reader, node, error, _("<%s> needs unit=, the id of the unit that acts (C1G)."),
                 (const char *) node->name);
  if (word != NULL && ffb_card_allow_from_string (word, action)
      && (1u << *action) & (FFB_CARD_ALLOWS_MOVE | FFB_CARD_ALLOWS_CHARGE | FFB_CARD_ALLOWS_FIRE
                            | FFB_CARD_ALLOWS_RALLY))
    return TRUE;
  shown = ffb_text_quote_untrusted (word != NULL ? word : "");
  return fail (reader, node, error, _("action=\"%s\" on <%s> must be move, charge, fire or "
                                      "rally (C1C, C1G)."), shown, (const char *) node->name);
}

static gboolean
read_act_step (Reader *reader, xmlNode *node, int side, const char *card, GError **error)
{
  g_autofree char *unit = NULL;
  int action = -1;

  if (!read_unit_action (reader, node, &unit, &action, error))
    return FALSE;
  g_ptr_array_add (reader->play->steps, ffb_card_step_new_act (side, card, unit, action));
  return TRUE;
}

/* C2E: place= east, west or georgia. */
static gboolean
read_where_step (Reader *reader, xmlNode *node, int side, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "place");
  g_autofree char *shown = NULL;
  FfbCardPlace place;

  if (word != NULL && ffb_card_place_from_string (word, &place))
    {
      g_ptr_array_add (reader->play->steps, ffb_card_step_new_where (side, place));
      return TRUE;
    }
  shown = ffb_text_quote_untrusted (word != NULL ? word : "");
  return fail (reader, node, error, _("place=\"%s\" on <%s> must be east, west or georgia "
                                      "(C2E)."), shown, (const char *) node->name);
}

static gboolean
read_step (Reader *reader, xmlNode *node, FfbCardStepKind kind, GError **error)
{
  g_autofree char *card = NULL;
  int side = -1;

  if (reader->play->view >= 0)
    return fail (reader, node, error, _("a player's view of the cards holds their state, not "
                                        "the choices (<%s>)."), (const char *) node->name);
  if (!ffb_card_step_fits (kind, reader->play->deck->system))
    return fail (reader, node, error, _("<%s> is no choice of the deck “%s”."),
                 (const char *) node->name, reader->play->deck->id);
  if (reader->play->steps->len >= MAX_STEPS)
    return fail (reader, node, error, _("the card play holds more than %d choices."),
                 MAX_STEPS);
  if (ffb_card_step_has_side (kind) && !read_side (reader, node, "side", &side, error))
    return FALSE;
  if (ffb_card_step_has_card (kind))
    {
      g_autofree char *word = ffb_xml_attr (node, "card");

      if ((card = read_card_word (reader, node, word != NULL ? word : "", FALSE, error)) == NULL)
        return FALSE;
    }
  if (ffb_card_step_has_unit (kind))
    return read_act_step (reader, node, side, card, error);
  if (ffb_card_step_has_place (kind))
    return read_where_step (reader, node, side, error);
  g_ptr_array_add (reader->play->steps, ffb_card_step_new (kind, side, card));
  return TRUE;
}

static gboolean
read_pile (Reader *reader, xmlNode *node, GPtrArray *pile, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "cards");
  g_auto(GStrv) words = g_strsplit (text != NULL ? text : "", " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      char *card;

      if (words[i][0] == '\0')
        continue;
      if (pile->len >= FFB_DECK_MAX_CARDS)
        return fail (reader, node, error, _("a <pile> holds more cards than a deck may."));
      if ((card = read_card_word (reader, node, words[i], TRUE, error)) == NULL)
        return FALSE;
      g_ptr_array_add (pile, card);
    }
  return TRUE;
}

static gboolean
read_piles (Reader *reader, xmlNode *node, FfbActivation *state, GError **error)
{
  gboolean seen[G_N_ELEMENTS (pile_names)] = { FALSE };

  ffb_xml_foreach_child (node, "pile", child)
    {
      g_autofree char *of = ffb_xml_attr (child, "of");
      guint index = G_N_ELEMENTS (pile_names);

      for (guint i = 0; of != NULL && i < G_N_ELEMENTS (pile_names); i++)
        if (g_str_equal (of, pile_names[i]))
          index = i;
      if (index == G_N_ELEMENTS (pile_names) || seen[index])
        return fail (reader, child, error, _("of= on <pile> names each of draw, discard, drawn, "
                                             "hand-union, hand-confederate, played-union and "
                                             "played-confederate once."));
      seen[index] = TRUE;
      g_ptr_array_set_size (*pile_slot (state, index), 0);
      if (!read_pile (reader, child, *pile_slot (state, index), error))
        return FALSE;
    }
  return TRUE;
}

/* C1G: the round's actions (write_acts), each with a card face up of its side. */
static gboolean
read_acts (Reader *reader, xmlNode *node, FfbActivation *state, GError **error)
{
  guint n = 0;

  ffb_xml_foreach_child (node, "act", child)
    {
      g_autofree char *word = ffb_xml_attr (child, "card");
      g_autofree char *card = NULL, *unit = NULL;
      int side = 0, action = -1;

      if (++n > MAX_STEPS)
        return fail (reader, child, error, _("the cards' <state> holds more than %d actions."),
                     MAX_STEPS);
      if (!read_side (reader, child, "side", &side, error)
          || (card = read_card_word (reader, child, word != NULL ? word : "", FALSE,
                                     error)) == NULL
          || !read_unit_action (reader, child, &unit, &action, error))
        return FALSE;
      if (!ffb_pile_contains (state->played[side], card))
        return fail (reader, child, error, _("an <act> of the cards' <state> is made with the "
                                             "%s, which the %s player has not played this "
                                             "round (C1G)."), card, ffb_side_to_string (side));
      g_ptr_array_add (state->acts[side], ffb_activation_act_new (card, unit, action));
    }
  return TRUE;
}

static gboolean
read_pick (Reader *reader, xmlNode *node, const char *name, char **pick, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, name);

  if (word == NULL)
    return TRUE;
  *pick = read_card_word (reader, node, word, TRUE, error);
  return *pick != NULL;
}

static gboolean
read_phase (Reader *reader, xmlNode *node, FfbActivation *state, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "phase");

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (phase_words); i++)
    if (g_str_equal (word, phase_words[i]))
      return (state->phase = (FfbActivationPhase) i, TRUE);
  return fail (reader, node, error, _("phase= on <state> must be between-turns, picking, "
                                      "first-plays or second-plays."));
}

static gboolean
read_counts (Reader *reader, xmlNode *node, FfbActivation *state, GError **error)
{
  int shuffles = 0, turn = 0, round = 0, first = 0;

  if (!ffb_xml_attr_int (node, "shuffles", TRUE, 0, 0, MAX_COUNT, &shuffles, reader->source,
                         error)
      || !ffb_xml_attr_int (node, "turn", TRUE, 0, 0, MAX_COUNT, &turn, reader->source, error)
      || !ffb_xml_attr_int (node, "round", TRUE, 0, 0, MAX_COUNT, &round, reader->source, error)
      || !read_side (reader, node, "first", &first, error)
      || !ffb_xml_attr_bool (node, "passed-union", FALSE, &state->passed[FFB_SIDE_UNION],
                             reader->source, error)
      || !ffb_xml_attr_bool (node, "passed-confederate", FALSE,
                             &state->passed[FFB_SIDE_CONFEDERATE], reader->source, error))
    return FALSE;
  state->shuffles = (guint) shuffles;
  state->turn = (guint) turn;
  state->round = (guint) round;
  state->first = (FfbSide) first;
  return TRUE;
}

static gboolean
read_count (const Reader *reader, xmlNode *node, const char *name, guint *out, GError **error)
{
  int count = 0;

  if (!ffb_xml_attr_int (node, name, FALSE, 0, 0, MAX_COUNT, &count, reader->source, error))
    return FALSE;
  *out = (guint) count;
  return TRUE;
}

/* C1E: the Charges and melees (write_melee); absent in a view from before they were kept. */
static gboolean
read_melee (Reader *reader, xmlNode *node, FfbActivation *state, GError **error)
{
  FfbActivationMelee *melee = &state->melee;
  g_autofree char *chooser = ffb_xml_attr (node, "melee-chooser");

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!read_count (reader, node, charge_words[side], &state->charges[side], error)
        || !read_count (reader, node, melee_charge_words[side], &melee->charges[side], error))
      return FALSE;
  if (!read_count (reader, node, "melee-turn", &melee->turn, error)
      || !read_count (reader, node, "melee-round", &melee->round, error))
    return FALSE;
  melee->chooser = -1;
  return chooser == NULL || read_side (reader, node, "melee-chooser", &melee->chooser, error);
}

/* C1E: the side with more Charges chooses, either on a tie (the First Player of a round no
 * longer shown), none when neither charged or no round has ended. */
static gboolean
melee_sound (const FfbActivationMelee *melee)
{
  guint union_charges = melee->charges[FFB_SIDE_UNION];
  guint confederate_charges = melee->charges[FFB_SIDE_CONFEDERATE];

  if (melee->round == 0 || (union_charges == 0 && confederate_charges == 0))
    return melee->chooser < 0 && union_charges == 0 && confederate_charges == 0;
  if (union_charges == confederate_charges)
    return melee->chooser >= 0;
  return melee->chooser == (union_charges > confederate_charges ? FFB_SIDE_UNION
                                                                : FFB_SIDE_CONFEDERATE);
}

/* C1G: the units of `side` that charged among the round's actions, each once. */
static guint
units_charged (const FfbActivation *state, FfbSide side)
{
  g_autoptr(GPtrArray) units = ffb_activation_units_acted (state, side);
  guint charged = 0;

  for (guint i = 0; i < units->len; i++)
    charged += ffb_activation_unit_charged (state, side, g_ptr_array_index (units, i));
  return charged;
}

/* C1C, C1E, C1G: Charges only in a round's plays: one a unit that charged among its actions,
 * and besides those (a record from before C1G) no more than the cards face up allow. */
static gboolean
check_charges (const Reader *reader, xmlNode *node, const FfbActivation *state, GError **error)
{
  gboolean revealed = state->phase == FFB_ACTIVATION_FIRST_PLAYS
                      || state->phase == FFB_ACTIVATION_SECOND_PLAYS;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      guint named = units_charged (state, side);

      if (state->acts[side]->len > 0 && !revealed)
        return fail (reader, node, error, _("the cards' <state> keeps actions of a round whose "
                                            "cards are no longer face up (C1G)."));
      if (state->charges[side] < named
          || (state->charges[side] > named
              && (!revealed
                  || state->charges[side] - named
                     > ffb_activation_charges_allowed (state, reader->play->deck, side))))
        return fail (reader, node, error, _("%s= on the cards' <state> does not count one Charge "
                                            "a unit of the %s player that charged (C1C, C1E, "
                                            "C1G)."), charge_words[side],
                     ffb_side_to_string (side));
    }
  if (state->melee.round > 0 && revealed)
    return fail (reader, node, error, _("the cards' <state> keeps a round's melees past the next "
                                        "reveal (C1E)."));
  if (!melee_sound (&state->melee))
    return fail (reader, node, error, _("melee-chooser= on the cards' <state> must name the side "
                                        "with more Charges, a side on a tie, and none when "
                                        "neither charged (C1E)."));
  return TRUE;
}

/* What the view's readers rely on: a hand no larger than a deck deals, and once revealed, the
 * First Player's card face up. */
static gboolean
check_state (const Reader *reader, xmlNode *node, const FfbActivation *state, GError **error)
{
  gboolean revealed = state->phase == FFB_ACTIVATION_FIRST_PLAYS
                      || state->phase == FFB_ACTIVATION_SECOND_PLAYS;

  for (int side = 0; side < FFB_N_SIDES; side++)
    if (state->hand[side]->len > FFB_DECK_MAX_HAND)
      return fail (reader, node, error, _("the cards' <state> gives a hand more than %d cards."),
                   FFB_DECK_MAX_HAND);
  if (revealed && state->played[state->first]->len == 0)
    return fail (reader, node, error, _("the cards' <state> is past the reveal, but the First "
                                        "Player has no card face up."));
  if (state->phase == FFB_ACTIVATION_SECOND_PLAYS
      && state->played[ffb_side_other (state->first)]->len == 0)
    return fail (reader, node, error, _("the cards' <state> has the Second Player acting with "
                                        "no card face up."));
  return check_charges (reader, node, state, error);
}

static gboolean
read_state (Reader *reader, xmlNode *node, GError **error)
{
  g_autoptr(FfbActivation) state = NULL;
  int side = 0;

  if (reader->play->view < 0 || reader->play->view_state != NULL)
    return fail (reader, node, error, _("<state> belongs to a player's sealed part only, once."));
  if (!read_side (reader, node, "side", &side, error))
    return FALSE;
  if (side != reader->play->view)
    return fail (reader, node, error, _("the cards' <state> is the %s player's, in the %s "
                                        "player's view."), ffb_side_to_string (side),
                 ffb_side_to_string (reader->play->view));
  state = ffb_activation_new (reader->play->deck, error);
  if (state == NULL || !read_counts (reader, node, state, error)
      || !read_phase (reader, node, state, error)
      || !read_pick (reader, node, "pick-union", &state->pick[FFB_SIDE_UNION], error)
      || !read_pick (reader, node, "pick-confederate", &state->pick[FFB_SIDE_CONFEDERATE],
                     error)
      || !read_piles (reader, node, state, error)
      || !read_melee (reader, node, state, error)
      || !read_acts (reader, node, state, error))
    return FALSE;
  if (!check_state (reader, node, state, error))
    return FALSE;
  ffb_card_play_set_view (reader->play, side, g_steal_pointer (&state),
                          (GDestroyNotify) ffb_activation_free);
  return TRUE;
}

static gboolean
read_child (Reader *reader, xmlNode *child, GError **error)
{
  FfbCardStepKind kind;

  if (g_str_equal ((const char *) child->name, "state"))
    return read_state (reader, child, error);
  /* The play's own deck, read first by read_deck. */
  if (g_str_equal ((const char *) child->name, "deck"))
    return TRUE;
  if (ffb_card_step_from_string ((const char *) child->name, &kind))
    return read_step (reader, child, kind, error);
  return fail (reader, child, error, _("<%s> is not a choice of card play."),
               (const char *) child->name);
}

/* The deck a play kept with it (a table's own), or the built-in one its deck= names. */
static FfbDeck *
find_deck (const Reader *reader, xmlNode *node, const char *id, GError **error)
{
  xmlNode *kept = ffb_xml_first_child (node, "deck");
  g_autofree char *shown = ffb_text_quote_untrusted (id != NULL ? id : "");
  g_autofree char *known = NULL;
  g_autoptr(FfbDeck) deck = NULL;

  if (kept != NULL)
    {
      deck = ffb_deck_read_node (kept, reader->source, error);
      if (deck != NULL && g_strcmp0 (deck->id, id) != 0)
        {
          g_autofree char *kept_id = ffb_text_quote_untrusted (deck->id);

          fail (reader, kept, error, _("the deck kept here is “%s”, but its <%s> names "
                                       "deck=\"%s\"."), kept_id, (const char *) node->name,
                shown);
          return NULL;
        }
      return g_steal_pointer (&deck);
    }
  if (id != NULL && (deck = ffb_deck_new_built_in (id, NULL)) != NULL)
    return g_steal_pointer (&deck);
  known = g_strjoinv (", ", (char **) ffb_deck_built_in_ids ());
  fail (reader, node, error, _("deck=\"%s\" on <%s> names no built-in deck (%s), and no "
                               "<deck> of the table's own is kept with it."), shown,
        (const char *) node->name, known);
  return NULL;
}

static FfbDeck *
read_deck (const Reader *reader, xmlNode *node, FfbDeckSystem system, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "deck");
  g_autoptr(FfbDeck) deck = find_deck (reader, node, id, error);

  if (deck == NULL)
    return NULL;
  if (deck->system != system && system == FFB_DECK_ACTIVATION)
    fail (reader, node, error, _("the deck “%s” on <cards> is not an activation deck for the "
                                 "tabletop battle (C1)."), deck->name);
  else if (deck->system != system)
    fail (reader, node, error, _("the deck “%s” on <action-cards> is not an action deck for the "
                                 "block campaign (C2)."), deck->name);
  else
    return g_steal_pointer (&deck);
  return NULL;
}

static gboolean
read_children (Reader *reader, xmlNode *node, GError **error)
{
  ffb_xml_foreach_child (node, NULL, child)
    if (!read_child (reader, child, error))
      return FALSE;
  return TRUE;
}

gboolean
ffb_xml_read_cards (xmlNode *node, FfbNeutral *neutral, const char *source, GError **error)
{
  Reader reader = { neutral, NULL, source };
  FfbDeck *deck;

  g_return_val_if_fail (node != NULL && neutral != NULL && source != NULL, FALSE);

  if (neutral->cards != NULL)
    return fail (&reader, node, error, _("a battle has one <cards> element at most."));
  if ((deck = read_deck (&reader, node, FFB_DECK_ACTIVATION, error)) == NULL)
    return FALSE;
  /* Attached at once, so that the neutral party frees whatever was read before a failure. */
  reader.play = neutral->cards = ffb_card_play_new (deck);
  reader.play->view = neutral->view;
  if (!read_children (&reader, node, error))
    return FALSE;
  if (reader.play->view >= 0 && reader.play->view_state == NULL)
    return fail (&reader, node, error, _("a player's view of the cards needs their <state>."));
  return TRUE;
}

FfbDeck *
ffb_xml_read_action_deck (xmlNode *node, const char *source, GError **error)
{
  Reader reader = { NULL, NULL, source };

  g_return_val_if_fail (node != NULL && source != NULL, NULL);
  return read_deck (&reader, node, FFB_DECK_ACTION, error);
}

gboolean
ffb_xml_read_action_cards (xmlNode *node, FfbCampaign *campaign, const char *source,
                           GError **error)
{
  Reader reader = { NULL, NULL, source };
  FfbDeck *deck;

  g_return_val_if_fail (node != NULL && campaign != NULL && source != NULL, FALSE);

  if (campaign->action_cards != NULL)
    return fail (&reader, node, error, _("a campaign has one <action-cards> element at most."));
  if (xmlHasProp (node, (const xmlChar *) "sealed") != NULL)
    return fail (&reader, node, error, _("the action deck's record is sealed, and only the "
                                         "referee's passphrase opens it."));
  if ((deck = read_deck (&reader, node, FFB_DECK_ACTION, error)) == NULL)
    return FALSE;
  /* Attached at once, so that the campaign frees whatever was read before a failure. */
  reader.play = campaign->action_cards = ffb_card_play_new (deck);
  return read_children (&reader, node, error);
}
