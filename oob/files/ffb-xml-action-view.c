/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-action-view.c: a player's view of the action deck in his sealed part (format in
 * ffb-xml-action-view.h). */
#include "ffb-xml-action-view.h"

#include <glib/gi18n-lib.h>
#include "ffb-pile.h"
#include "ffb-text.h"
#include "ffb-xml-cards.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-seal.h"

#define MAX_YEARS 10000

static const char *const phase_words[] = { "between-years", "picking", "revealed" };
static const char *const pile_names[] = { "draw", "discard", "hand-union", "hand-confederate" };
/* By FfbSide. */
static const char *const pick_words[] = { "pick-union", "pick-confederate" };
static const char *const passing_words[] = { "passing-union", "passing-confederate" };
static const char *const where_words[] = { "where-union", "where-confederate" };

static GPtrArray **
pile_slot (FfbActionCards *view, guint index)
{
  GPtrArray **slots[] = {
    &view->draw, &view->discard, &view->hand[FFB_SIDE_UNION],
    &view->hand[FFB_SIDE_CONFEDERATE],
  };

  return slots[index];
}

/* ---- Writing ----------------------------------------------------------------------- */

void
ffb_xml_write_action_view (xmlNode *parent, const FfbActionCards *view, FfbSide side)
{
  xmlNode *node;

  g_return_if_fail (parent != NULL && view != NULL);
  node = ffb_xml_add_element (parent, "player-view");
  ffb_xml_set_text (node, "side", ffb_side_to_string (side));
  ffb_xml_set_int (node, "year", (int) view->year);
  ffb_xml_set_int (node, "turn", (int) view->turn);
  ffb_xml_set_text (node, "phase", phase_words[view->phase]);
  ffb_xml_set_bool (node, "mississippi", view->mississippi);
  ffb_xml_set_text (node, "player1", ffb_side_to_string (view->player1));
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      if (view->pick[s] != NULL)
        ffb_xml_set_text (node, pick_words[s], ffb_xml_card_word (view->pick[s]));
      ffb_xml_set_bool (node, passing_words[s], view->passing[s]);
      if (view->where[s] >= 0)
        ffb_xml_set_text (node, where_words[s], ffb_card_place_to_string (view->where[s]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (pile_names); i++)
    ffb_xml_write_card_pile (node, pile_names[i], *pile_slot ((FfbActionCards *) view, i));
}

/* ---- Reading ----------------------------------------------------------------------- */

typedef struct
{
  const FfbDeck *deck;
  FfbSide side;
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

/* A card of the deck, or the hidden word, as it stands in memory. */
static char *
read_card (const Reader *reader, xmlNode *node, const char *word, GError **error)
{
  g_autofree char *shown = NULL;

  if (g_str_equal (word, FFB_XML_HIDDEN_CARD))
    return g_strdup (FFB_CARD_HIDDEN);
  if (ffb_deck_lookup (reader->deck, word) != NULL)
    return g_strdup (word);
  shown = ffb_text_quote_untrusted (word);
  fail (reader, node, error, _("the action deck's <player-view> names the card “%s”, which "
                               "the deck “%s” does not hold."), shown, reader->deck->id);
  return NULL;
}

static gboolean
read_pile (const Reader *reader, xmlNode *node, GPtrArray *pile, GError **error)
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
      if ((card = read_card (reader, node, words[i], error)) == NULL)
        return FALSE;
      g_ptr_array_add (pile, card);
    }
  return TRUE;
}

static gboolean
read_piles (const Reader *reader, xmlNode *node, FfbActionCards *view, GError **error)
{
  gboolean seen[G_N_ELEMENTS (pile_names)] = { FALSE };

  ffb_xml_foreach_child (node, NULL, child)
    {
      g_autofree char *of = ffb_xml_attr (child, "of");
      guint index = G_N_ELEMENTS (pile_names);

      for (guint i = 0; of != NULL && i < G_N_ELEMENTS (pile_names); i++)
        if (g_str_equal (of, pile_names[i]))
          index = i;
      if (!g_str_equal ((const char *) child->name, "pile")
          || index == G_N_ELEMENTS (pile_names) || seen[index])
        return fail (reader, child, error, _("the action deck's <player-view> holds a <pile> "
                                             "of each of draw, discard, hand-union and "
                                             "hand-confederate once, and nothing else."));
      seen[index] = TRUE;
      g_ptr_array_set_size (*pile_slot (view, index), 0);
      if (!read_pile (reader, child, *pile_slot (view, index), error))
        return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (pile_names); i++)
    if (!seen[i])
      return fail (reader, node, error, _("the action deck's <player-view> has no <pile "
                                          "of=\"%s\">."), pile_names[i]);
  return TRUE;
}

static gboolean
read_word (const Reader *reader, xmlNode *node, const char *name,
           const char *const *words, guint n_words, guint *out, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, name);
  g_autofree char *shown = NULL;

  for (guint i = 0; word != NULL && i < n_words; i++)
    if (g_str_equal (word, words[i]))
      return (*out = i, TRUE);
  shown = ffb_text_quote_untrusted (word != NULL ? word : "");
  return fail (reader, node, error, _("%s=\"%s\" on the action deck's <player-view> is not "
                                      "one of its words."), name, shown);
}

static gboolean
read_side_word (const Reader *reader, xmlNode *node, const char *name, FfbSide *out,
                GError **error)
{
  static const char *const sides[] = { "union", "confederate" };
  guint side = 0;

  if (!read_word (reader, node, name, sides, G_N_ELEMENTS (sides), &side, error))
    return FALSE;
  *out = (FfbSide) side;
  return TRUE;
}

static gboolean
read_counts (const Reader *reader, xmlNode *node, FfbActionCards *view, GError **error)
{
  int year = 0, turn = 0;
  guint phase = 0;

  if (!ffb_xml_attr_int (node, "year", TRUE, 0, 0, MAX_YEARS, &year, reader->source, error)
      || !ffb_xml_attr_int (node, "turn", TRUE, 0, 0, reader->deck->turns_a_year, &turn,
                            reader->source, error)
      || !read_word (reader, node, "phase", phase_words, G_N_ELEMENTS (phase_words), &phase,
                     error)
      || !ffb_xml_attr_bool (node, "mississippi", FALSE, &view->mississippi, reader->source,
                             error)
      || !read_side_word (reader, node, "player1", &view->player1, error))
    return FALSE;
  view->year = (guint) year;
  view->turn = (guint) turn;
  view->phase = (FfbActionCardsPhase) phase;
  return TRUE;
}

static gboolean
read_choice (const Reader *reader, xmlNode *node, FfbActionCards *view, int s, GError **error)
{
  g_autofree char *pick = ffb_xml_attr (node, pick_words[s]);
  g_autofree char *where = ffb_xml_attr (node, where_words[s]);
  FfbCardPlace place;

  if (pick != NULL && (view->pick[s] = read_card (reader, node, pick, error)) == NULL)
    return FALSE;
  if (!ffb_xml_attr_bool (node, passing_words[s], FALSE, &view->passing[s], reader->source,
                          error))
    return FALSE;
  if (where == NULL)
    return TRUE;
  if (!ffb_card_place_from_string (where, &place))
    return fail (reader, node, error, _("%s= on the action deck's <player-view> must be east, "
                                        "west or georgia (C2E)."), where_words[s]);
  view->where[s] = place;
  return TRUE;
}

/* What the view's readers rely on: his own cards known, no hand beyond a deck's. */
static gboolean
check_view (const Reader *reader, xmlNode *node, const FfbActionCards *view, GError **error)
{
  const GPtrArray *own = view->hand[reader->side];

  for (int s = 0; s < FFB_N_SIDES; s++)
    if (view->hand[s]->len > FFB_DECK_MAX_HAND)
      return fail (reader, node, error, _("the action deck's <player-view> gives a hand more "
                                          "than %d cards."), FFB_DECK_MAX_HAND);
  for (guint i = 0; i < own->len; i++)
    if (g_str_equal (g_ptr_array_index (own, i), FFB_CARD_HIDDEN))
      return fail (reader, node, error, _("the action deck's <player-view> hides a card of "
                                          "its own player's hand."));
  if (view->pick[reader->side] != NULL
      && g_str_equal (view->pick[reader->side], FFB_CARD_HIDDEN))
    return fail (reader, node, error, _("the action deck's <player-view> hides its own "
                                        "player's pick."));
  return TRUE;
}

FfbActionCards *
ffb_xml_read_action_view (xmlNode *node, const FfbDeck *deck, FfbSide side,
                          const char *source, GError **error)
{
  Reader reader = { deck, side, source };
  g_autoptr(FfbActionCards) view = NULL;
  FfbSide of = side;

  g_return_val_if_fail (node != NULL && deck != NULL && source != NULL, NULL);

  if (!g_str_equal ((const char *) node->name, "player-view")
      || !read_side_word (&reader, node, "side", &of, error))
    {
      if (error != NULL && *error == NULL)
        fail (&reader, node, error, _("the action deck's part holds a <player-view>, not "
                                      "<%s>."), (const char *) node->name);
      return NULL;
    }
  if (of != side)
    {
      fail (&reader, node, error, _("the action deck's <player-view> is the %s player's, in "
                                    "the %s player's part."), ffb_side_to_string (of),
            ffb_side_to_string (side));
      return NULL;
    }
  if ((view = ffb_action_cards_new (deck, error)) == NULL
      || !read_counts (&reader, node, view, error)
      || !read_choice (&reader, node, view, FFB_SIDE_UNION, error)
      || !read_choice (&reader, node, view, FFB_SIDE_CONFEDERATE, error)
      || !read_piles (&reader, node, view, error)
      || !check_view (&reader, node, view, error))
    return NULL;
  return g_steal_pointer (&view);
}

/* ---- Opening ----------------------------------------------------------------------- */

/* The <player-view> of `side` in his opened part. */
static xmlNode *
view_in (xmlDoc *part, FfbSide side)
{
  ffb_xml_foreach_child (xmlDocGetRootElement (part), "at", at)
    {
      xmlNode *element = ffb_xml_first_child (at, "player-view");
      g_autofree char *of = element != NULL ? ffb_xml_attr (element, "side") : NULL;

      if (g_strcmp0 (of, ffb_side_to_string (side)) == 0)
        return element;
    }
  return NULL;
}

static FfbCardPlay *
read_view_of (xmlNode *cards, FfbSide side, const FfbKeyring *keyring, const char *source,
              GError **error)
{
  g_autoptr(FfbDeck) deck = ffb_xml_read_action_deck (cards, source, error);
  g_autoptr(xmlDoc) part = NULL;
  xmlNode *node;
  FfbActionCards *view;
  FfbCardPlay *play;

  if (deck == NULL
      || (part = ffb_xml_open_action_part (cards, side, keyring, source, error)) == NULL)
    return NULL;
  if ((node = view_in (part, side)) == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s: the %s player's part of the "
                     "action deck's record holds no view of it."), source,
                   ffb_side_display_name (side));
      return NULL;
    }
  if ((view = ffb_xml_read_action_view (node, deck, side, source, error)) == NULL)
    return NULL;
  play = ffb_card_play_new (g_steal_pointer (&deck));
  ffb_card_play_set_view (play, side, view, (GDestroyNotify) ffb_action_cards_free);
  return play;
}

FfbCardPlay *
ffb_xml_open_action_view (FfbCampaign *campaign, FfbSide side, const char *source,
                          GError **error)
{
  const char *kept;
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *cards;

  g_return_val_if_fail (campaign != NULL && source != NULL, NULL);

  kept = g_hash_table_lookup (campaign->sealed_kept, FFB_CAMPAIGN_SEALED_ACTION_CARDS);
  if (kept == NULL || !ffb_keyring_is_unlocked (campaign->keyring, ffb_reader_for_side (side)))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("%s: the %s player's view of the "
                     "action deck opens only from a sealed campaign opened with his "
                     "passphrase."), source, ffb_side_display_name (side));
      return NULL;
    }
  doc = ffb_xml_doc_parse (kept, strlen (kept), "kept", error);
  cards = doc != NULL ? ffb_xml_first_child (xmlDocGetRootElement (doc), "action-cards") : NULL;
  if (cards == NULL)
    {
      g_clear_error (error);
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s: the action deck's record kept "
                     "from the file does not read back."), source);
      return NULL;
    }
  return read_view_of (cards, side, campaign->keyring, source, error);
}
