/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-neutral.c: reading and writing a battle's neutral-party state (format in
 * ffb-xml-neutral.h). The schema fixes the elements and their order; every value is checked
 * here, and each message names the attribute, its element and its line. */
#include "ffb-xml-neutral.h"

#include <glib/gi18n-lib.h>
#include "ffb-campaign.h"
#include "ffb-neutral-record.h"
#include "ffb-xml-cards.h"
#include "ffb-xml-doc.h"
#include "ffb-text.h"

/* Bounds that keep a hostile file from making absurd numbers; a real battle is far inside. */
#define MAX_COUNTER 10000000
#define MAX_TURN 100000
#define MAX_FACE 1000000
#define MAX_MODIFIER 1000
#define MAX_PURPOSE 200
#define MAX_DAYS 1000
#define MAX_REROLLS 100
/* A result or a notice in words, in a player's view. */
#define MAX_TEXT 4000

typedef struct
{
  FfbCampaign *campaign;
  FfbBattle *battle;
  FfbNeutral *neutral;
  const char *source;
} Reader;

typedef gboolean (*ParseWord) (const char *word, int *out);

static gboolean
parse_side (const char *word, int *out)
{
  FfbSide value;

  return ffb_side_from_string (word, &value) && (*out = (int) value, TRUE);
}

static gboolean
parse_flank (const char *word, int *out)
{
  FfbFlank value;

  return ffb_flank_from_string (word, &value) && (*out = (int) value, TRUE);
}

static gboolean
parse_march (const char *word, int *out)
{
  FfbMarch value;

  return ffb_march_from_string (word, &value) && (*out = (int) value, TRUE);
}

static gboolean
parse_audience (const char *word, int *out)
{
  FfbAudience value;

  return ffb_audience_from_string (word, &value) && (*out = (int) value, TRUE);
}

/* A rolled rating is never "sealed". */
static gboolean
parse_rating (const char *word, int *out)
{
  FfbRating value;

  return ffb_rating_from_string (word, &value) && value != FFB_RATING_SEALED
         && (*out = (int) value, TRUE);
}

/* A side, or "none". */
static gboolean
parse_side_or_none (const char *word, int *out)
{
  if (g_strcmp0 (word, "none") == 0)
    return (*out = -1, TRUE);
  return parse_side (word, out);
}

static gboolean
fail_missing (const Reader *reader, xmlNode *node, const char *name, GError **error)
{
  ffb_xml_set_error (error, FFB_ERROR_SCHEMA, reader->source, node,
                     _("<%s> needs a %s attribute."), (const char *) node->name, name);
  return FALSE;
}

static gboolean
read_word (const Reader *reader, xmlNode *node, const char *name, ParseWord parse,
           const char *known, int *out, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, name);
  g_autofree char *shown = NULL;

  if (word == NULL)
    return fail_missing (reader, node, name, error);
  if (parse (word, out))
    return TRUE;
  shown = ffb_text_quote_untrusted (word);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("%s=\"%s\" on <%s> must be %s."), name, shown, (const char *) node->name,
                     known);
  return FALSE;
}

static gboolean
read_int (const Reader *reader, xmlNode *node, const char *name, int min, int max, int *out,
          GError **error)
{
  return ffb_xml_attr_int (node, name, TRUE, 0, min, max, out, reader->source, error);
}

static gboolean
read_bool (const Reader *reader, xmlNode *node, const char *name, gboolean *out,
           GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, name);

  if (word == NULL)
    return fail_missing (reader, node, name, error);
  return ffb_xml_attr_bool (node, name, FALSE, out, reader->source, error);
}

static gboolean
is_printable (const char *text, int max_chars)
{
  if (!g_utf8_validate (text, -1, NULL) || g_utf8_strlen (text, -1) > max_chars)
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* Free text (a phrase, a purpose) is printed on copies and in messages: printable only. */
static char *
read_text (const Reader *reader, xmlNode *node, const char *name, int max_chars,
           GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, name);

  if (text == NULL)
    {
      fail_missing (reader, node, name, error);
      return NULL;
    }
  if (is_printable (text, max_chars))
    return g_steal_pointer (&text);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("%s on <%s> must be printable text of at most %d characters."), name,
                     (const char *) node->name, max_chars);
  return NULL;
}

/* A unit id of `side`'s OOB: spelled as ids are, and in the stored OOB when there is one. */
static char *
read_unit_id (const Reader *reader, xmlNode *node, const char *name, FfbSide side,
              GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, name);
  FfbOob *oob = reader->battle->oob[side];
  g_autofree char *shown = NULL;

  if (id == NULL)
    {
      fail_missing (reader, node, name, error);
      return NULL;
    }
  if (ffb_campaign_id_is_valid (id) && (oob == NULL || ffb_oob_find_unit (oob, id) != NULL))
    return g_steal_pointer (&id);
  shown = ffb_text_quote_untrusted (id);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                     _("%s=\"%s\" on <%s> is not a unit of the %s OOB."), name, shown,
                     (const char *) node->name, ffb_side_display_name (side));
  return NULL;
}

static gboolean
read_roll (const Reader *reader, xmlNode *node, FfbDice *dice, GError **error)
{
  FfbRoll roll = { 0 };
  int counter = 0, audience = 0;
  gboolean ok;

  roll.purpose = read_text (reader, node, "purpose", MAX_PURPOSE, error);
  ok = roll.purpose != NULL
       && read_int (reader, node, "counter", 0, MAX_COUNTER, &counter, error)
       && read_int (reader, node, "sides", 2, FFB_DICE_MAX_SIDES, &roll.sides, error)
       && read_int (reader, node, "raw", -MAX_FACE, MAX_FACE, &roll.raw, error)
       && read_int (reader, node, "modifier", -MAX_MODIFIER, MAX_MODIFIER, &roll.modifier,
                    error)
       && read_int (reader, node, "result", -MAX_FACE, MAX_FACE, &roll.result, error)
       && read_word (reader, node, "audience", parse_audience,
                     "referee, union, confederate or everyone", &audience, error)
       && read_int (reader, node, "reveal-turn", 0, MAX_TURN, &roll.reveal_turn, error);
  roll.counter = (guint) counter;
  roll.audience = (FfbAudience) audience;
  if (ok)
    ffb_dice_restore_roll (dice, &roll);
  ffb_roll_clear (&roll);
  return ok;
}

static gboolean
read_dice (Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *seed = ffb_xml_attr (node, "seed");
  g_autofree char *commitment = ffb_xml_attr (node, "commitment");
  g_autofree char *union_phrase = NULL, *confederate_phrase = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean revealed;
  int derivation = 0;

  /* A battle rolled before the record existed was rolled with derivation 1. */
  if ((union_phrase = read_text (reader, node, "union-phrase", FFB_DICE_MAX_PHRASE,
                                 error)) == NULL
      || (confederate_phrase = read_text (reader, node, "confederate-phrase",
                                          FFB_DICE_MAX_PHRASE, error)) == NULL
      || !read_bool (reader, node, "revealed", &revealed, error)
      || !ffb_xml_attr_int (node, "derivation", FALSE, FFB_DICE_DERIVATION_COUNTER,
                            FFB_DICE_DERIVATION_COUNTER, FFB_DICE_DERIVATION_CURRENT,
                            &derivation, reader->source, error))
    return FALSE;
  /* A player's view holds no seed: it is the referee's until revealed. */
  if (reader->neutral->view >= 0 && seed == NULL && !revealed)
    reader->neutral->dice = ffb_dice_restore_public (reader->battle->id, commitment,
                                                     union_phrase, confederate_phrase,
                                                     &local_error);
  else
    reader->neutral->dice = ffb_dice_restore (reader->battle->id, seed, commitment,
                                              union_phrase, confederate_phrase, revealed,
                                              &local_error);
  if (reader->neutral->dice != NULL)
    ffb_dice_set_derivation (reader->neutral->dice, (guint) derivation, &local_error);
  if (local_error != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, "%s",
                         local_error->message);
      return FALSE;
    }
  ffb_xml_foreach_child (node, "roll", child)
    if (!read_roll (reader, child, reader->neutral->dice, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_order_units (Reader *reader, xmlNode *node, FfbFlankOrder *order, GError **error)
{
  ffb_xml_foreach_child (node, NULL, child)
    {
      gboolean arrives = g_str_equal ((const char *) child->name, "arrives");
      char *id = read_unit_id (reader, child, "ref", order->side, error);

      if (id == NULL)
        return FALSE;
      if (arrives && order->arriving == NULL)
        order->arriving = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (arrives ? order->arriving : order->unit_ids, id);
    }
  return TRUE;
}

/* The march's leader leads on this side of the campaign. */
static gboolean
check_order_leader (const Reader *reader, xmlNode *node, const FfbFlankOrder *order,
                    GError **error)
{
  const FfbLeader *leader = ffb_campaign_find_leader (reader->campaign, order->leader_id);
  g_autofree char *shown = NULL;

  if (leader != NULL && leader->side == order->side)
    return TRUE;
  shown = ffb_text_quote_untrusted (order->leader_id);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, _("the %s flank march is "
                       "led by “%s”, who is not a %s leader of the campaign."),
                     ffb_side_display_name (order->side), shown,
                     ffb_side_display_name (order->side));
  return FALSE;
}

static gboolean
read_order_results (const Reader *reader, xmlNode *node, FfbFlankOrder *order,
                    gboolean *partial, GError **error)
{
  int march = 0;
  gboolean ok;

  ok = read_bool (reader, node, "rolled", &order->rolled, error)
       && read_int (reader, node, "roll", -1, MAX_COUNTER, &order->roll, error)
       && read_word (reader, node, "march", parse_march, "swift, deliberate or plodding",
                     &march, error)
       && read_int (reader, node, "arrival-turn", 0, MAX_TURN, &order->arrival_turn, error)
       && read_int (reader, node, "notice-turn", 0, MAX_TURN, &order->notice_turn, error)
       && read_bool (reader, node, "partial", partial, error);
  order->march = (FfbMarch) march;
  return ok;
}

static gboolean
add_order (Reader *reader, xmlNode *node, FfbFlankOrder *order, GError **error)
{
  if (ffb_neutral_find_order (reader->neutral, order->side, order->flank) != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, _("the %s army has "
                           "two flank marches on its %s; one a flank is the most (R5A)."),
                         ffb_side_display_name (order->side),
                         ffb_flank_to_string (order->flank));
      ffb_flank_order_free (order);
      return FALSE;
    }
  g_ptr_array_add (reader->neutral->orders, order);
  return TRUE;
}

static gboolean
read_flank_march (Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *leader = ffb_xml_attr (node, "leader");
  int side = 0, flank = 0;
  gboolean partial = FALSE;
  FfbFlankOrder *order;

  if (!read_word (reader, node, "side", parse_side, "union or confederate", &side, error)
      || !read_word (reader, node, "flank", parse_flank, "left or right", &flank, error))
    return FALSE;
  if (leader == NULL)
    return fail_missing (reader, node, "leader", error);
  order = ffb_flank_order_new (side, flank, leader);
  if (!check_order_leader (reader, node, order, error)
      || !read_order_results (reader, node, order, &partial, error)
      || !read_order_units (reader, node, order, error))
    {
      ffb_flank_order_free (order);
      return FALSE;
    }
  if (partial && order->arriving == NULL)
    order->arriving = g_ptr_array_new_with_free_func (g_free);
  return add_order (reader, node, order, error);
}

static gboolean
read_encounter (Reader *reader, xmlNode *node, GError **error)
{
  FfbEncounter encounter = { 0 };
  int flank = 0;

  if (!read_word (reader, node, "union-flank", parse_flank, "left or right", &flank, error)
      || !read_bool (reader, node, "met", &encounter.met, error)
      || !read_int (reader, node, "roll", -1, MAX_COUNTER, &encounter.roll, error)
      || !read_int (reader, node, "told-turn", 0, MAX_TURN, &encounter.told_turn, error)
      || !read_word (reader, node, "larger", parse_side_or_none,
                     "union, confederate or none", &encounter.larger, error)
      || !read_int (reader, node, "surplus", 0, MAX_COUNTER, &encounter.surplus, error))
    return FALSE;
  encounter.union_flank = (FfbFlank) flank;
  g_array_append_val (reader->neutral->encounters, encounter);
  return TRUE;
}

static gboolean
read_rated (Reader *reader, xmlNode *node, GError **error)
{
  FfbRatingResult result = { 0 };
  int side = 0, rating = 0;

  if (!read_word (reader, node, "side", parse_side, "union or confederate", &side, error)
      || (result.unit_id = read_unit_id (reader, node, "unit", side, error)) == NULL)
    return FALSE;
  result.side = (FfbSide) side;
  if (!read_word (reader, node, "rating", parse_rating, "average, excellent or poltroon",
                  &rating, error)
      || !read_int (reader, node, "roll", -1, MAX_COUNTER, &result.roll, error)
      || !read_int (reader, node, "turn", 0, MAX_TURN, &result.turn, error))
    {
      g_free (result.unit_id);
      return FALSE;
    }
  result.rating = (FfbRating) rating;
  g_array_append_val (reader->neutral->ratings, result);
  return TRUE;
}

static gboolean
read_p_roll (Reader *reader, xmlNode *node, GError **error)
{
  FfbPRoll p_roll = { 0 };
  int side = 0;
  gboolean ok;

  if (!read_word (reader, node, "side", parse_side, "union or confederate", &side, error))
    return FALSE;
  p_roll.side = (FfbSide) side;
  ok = (p_roll.brigade_id = read_unit_id (reader, node, "brigade", side, error)) != NULL
       && (p_roll.leader_unit_id = read_unit_id (reader, node, "leader-unit", side,
                                                 error)) != NULL
       && read_int (reader, node, "value", -1, 1, &p_roll.value, error)
       && read_int (reader, node, "roll", -1, MAX_COUNTER, &p_roll.roll, error)
       && read_int (reader, node, "turn", 0, MAX_TURN, &p_roll.turn, error);
  /* Appended either way, so that the array frees the ids. */
  g_array_append_val (reader->neutral->p_rolls, p_roll);
  if (ok && p_roll.value == 0)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, _("value=\"0\" on "
                           "<p-roll> must be 1 or -1 (R7A(2b))."));
      return FALSE;
    }
  return ok;
}

static gboolean
read_clock (Reader *reader, xmlNode *node, GError **error)
{
  FfbBattleClock *clock = &reader->neutral->clock;
  int turns = reader->campaign->rules->day[reader->battle->months].turns;

  return read_int (reader, node, "day", 1, MAX_DAYS, &clock->day, error)
         && read_int (reader, node, "turn", 0, turns, &clock->turn, error)
         && read_bool (reader, node, "night", &clock->night, error)
         && read_bool (reader, node, "ended", &clock->ended, error)
         && read_word (reader, node, "left", parse_side_or_none, "union, confederate or none",
                       &clock->left_side, error)
         && read_bool (reader, node, "driven-off", &clock->driven_off, error)
         && read_bool (reader, node, "overnight", &clock->overnight, error)
         && read_int (reader, node, "end-turn", 0, MAX_TURN, &clock->end_turn, error)
         && read_int (reader, node, "rerolls-used-union", 0, MAX_REROLLS,
                      &clock->rerolls_used[FFB_SIDE_UNION], error)
         && read_int (reader, node, "rerolls-used-confederate", 0, MAX_REROLLS,
                      &clock->rerolls_used[FFB_SIDE_CONFEDERATE], error);
}

/* An ended battle says who left; a battle in progress names nobody. */
static gboolean
check_clock (const Reader *reader, xmlNode *node, GError **error)
{
  const FfbBattleClock *clock = &reader->neutral->clock;

  if (clock->ended == (clock->left_side >= 0))
    return TRUE;
  if (clock->ended)
    ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                       _("the clock of battle “%s” has ended, but says no army left the field."),
                       reader->battle->id);
  else
    ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                       _("the clock of battle “%s” names an army that left, but has not "
                         "ended."), reader->battle->id);
  return FALSE;
}

/* The element's text, printable, at most `max_chars` characters. */
static char *
read_content (const Reader *reader, xmlNode *node, int max_chars, GError **error)
{
  xmlChar *content = xmlNodeGetContent (node);
  g_autofree char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  if (is_printable (text, max_chars))
    return g_steal_pointer (&text);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, _("the text of <%s> must "
                       "be printable, of at most %d characters."), (const char *) node->name,
                     max_chars);
  return NULL;
}

static gboolean
read_shown (Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *rule = read_text (reader, node, "rule", MAX_PURPOSE, error);
  g_autofree char *subject = rule != NULL ? read_text (reader, node, "subject", MAX_PURPOSE,
                                                       error) : NULL;
  g_autofree char *text = NULL;
  int audience = 0, reveal_turn = 0, made_turn = 0, audience_turn = 0;
  FfbSecret *secret;

  if (subject == NULL
      || !read_word (reader, node, "audience", parse_audience,
                     "referee, union, confederate or everyone", &audience, error)
      || !read_int (reader, node, "reveal-turn", 0, MAX_TURN, &reveal_turn, error)
      || !read_int (reader, node, "made-turn", 0, MAX_TURN, &made_turn, error)
      || !read_int (reader, node, "audience-turn", 0, MAX_TURN, &audience_turn, error)
      || (text = read_content (reader, node, MAX_TEXT, error)) == NULL)
    return FALSE;
  secret = ffb_secret_new (rule, subject, (FfbAudience) audience, reveal_turn, made_turn, -1,
                           "%s", text);
  secret->audience_turn = audience_turn;
  g_ptr_array_add (reader->neutral->shown, secret);
  return TRUE;
}

static gboolean
read_told (Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *rule = read_text (reader, node, "rule", MAX_PURPOSE, error);
  g_autofree char *text = NULL;
  int turn = 0;

  if (rule == NULL || !read_int (reader, node, "turn", 0, MAX_TURN, &turn, error)
      || (text = read_content (reader, node, MAX_TEXT, error)) == NULL)
    return FALSE;
  g_ptr_array_add (reader->neutral->told, ffb_notice_new (turn, rule, "%s", text));
  return TRUE;
}

/* What only a player's view holds is refused anywhere else. */
static gboolean
read_view_child (Reader *reader, xmlNode *child, GError **error)
{
  if (reader->neutral->view < 0)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, child, _("<%s> belongs to "
                           "a player's sealed part only."), (const char *) child->name);
      return FALSE;
    }
  if (g_str_equal ((const char *) child->name, "shown"))
    return read_shown (reader, child, error);
  return read_told (reader, child, error);
}

static gboolean
read_child (Reader *reader, xmlNode *child, GError **error)
{
  const char *name = (const char *) child->name;

  if (g_str_equal (name, "shown") || g_str_equal (name, "told"))
    return read_view_child (reader, child, error);
  if (g_str_equal (name, "dice"))
    return read_dice (reader, child, error);
  if (g_str_equal (name, "flank-march"))
    return read_flank_march (reader, child, error);
  if (g_str_equal (name, "encounter"))
    return read_encounter (reader, child, error);
  if (g_str_equal (name, "rated"))
    return read_rated (reader, child, error);
  if (g_str_equal (name, "p-roll"))
    return read_p_roll (reader, child, error);
  if (g_str_equal (name, "cards"))
    return ffb_xml_read_cards (child, reader->neutral, reader->source, error);
  return read_clock (reader, child, error) && check_clock (reader, child, error);
}

/* "Fair dice": the digest of the setup as rolled (ffb-setup-digest.h), 64 hex digits; absent
 * in a battle rolled before it was kept. Whether it matches is verify's to say. */
static gboolean
read_setup_digest (const Reader *reader, xmlNode *node, GError **error)
{
  g_autofree char *digest = ffb_xml_attr (node, "setup-digest");
  guint8 bytes[FFB_DICE_SEED_BYTES];

  if (digest == NULL)
    return TRUE;
  if (!ffb_dice_seed_from_hex (digest, bytes))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node, _("the setup digest "
                           "of the battle “%s” must be 64 hexadecimal digits."),
                         reader->battle->id);
      return FALSE;
    }
  reader->neutral->setup_digest = g_ascii_strdown (digest, -1);
  return TRUE;
}

gboolean
ffb_xml_read_neutral (xmlNode *node, FfbCampaign *campaign, FfbBattle *battle,
                      const char *source, GError **error)
{
  Reader reader = { campaign, battle, NULL, source };

  g_return_val_if_fail (node != NULL && campaign != NULL && battle != NULL, FALSE);
  g_return_val_if_fail (source != NULL, FALSE);

  if (battle->neutral != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("the battle “%s” has two "
                           "<neutral> elements."), battle->id);
      return FALSE;
    }
  /* Attached at once, so that the battle frees whatever was read before a failure. */
  reader.neutral = battle->neutral = ffb_neutral_new ();
  if (!read_bool (&reader, node, "rolled", &reader.neutral->rolled, error)
      || !read_setup_digest (&reader, node, error))
    return FALSE;
  if (xmlHasProp (node, (const xmlChar *) "view") != NULL)
    {
      int side = 0;

      if (!read_word (&reader, node, "view", parse_side, "union or confederate", &side,
                      error))
        return FALSE;
      reader.neutral->view = side;
      reader.neutral->told = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_notice_free);
      reader.neutral->shown = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_secret_free);
    }
  ffb_xml_foreach_child (node, NULL, child)
    if (!read_child (&reader, child, error))
      return FALSE;
  return TRUE;
}

/* Writing: every attribute, in the order of ffb-xml-neutral.h. */

static const char *
side_or_none (int side)
{
  return side < 0 ? "none" : ffb_side_to_string (side);
}

void
ffb_xml_write_roll (xmlNode *parent, const FfbRoll *roll)
{
  xmlNode *node = ffb_xml_add_element (parent, "roll");

  ffb_xml_set_int (node, "counter", (int) roll->counter);
  ffb_xml_set_text (node, "purpose", roll->purpose);
  ffb_xml_set_int (node, "sides", roll->sides);
  ffb_xml_set_int (node, "raw", roll->raw);
  ffb_xml_set_int (node, "modifier", roll->modifier);
  ffb_xml_set_int (node, "result", roll->result);
  ffb_xml_set_text (node, "audience", ffb_audience_to_string (roll->audience));
  ffb_xml_set_int (node, "reveal-turn", roll->reveal_turn);
}

static void
write_dice (xmlNode *parent, const FfbDice *dice)
{
  xmlNode *node = ffb_xml_add_element (parent, "dice");

  ffb_xml_set_text (node, "commitment", ffb_dice_commitment (dice));
  if (ffb_dice_holds_seed (dice))
    ffb_xml_set_text (node, "seed", ffb_dice_seed_for_file (dice));
  ffb_xml_set_bool (node, "revealed", ffb_dice_is_revealed (dice));
  ffb_xml_set_text (node, "union-phrase", ffb_dice_phrase (dice, FFB_SIDE_UNION));
  ffb_xml_set_text (node, "confederate-phrase", ffb_dice_phrase (dice, FFB_SIDE_CONFEDERATE));
  ffb_xml_set_int (node, "derivation", (int) ffb_dice_derivation (dice));
  for (guint i = 0; i < ffb_dice_n_rolls (dice); i++)
    ffb_xml_write_roll (node, ffb_dice_get_roll (dice, i));
}

static void
write_order (xmlNode *parent, const FfbFlankOrder *order)
{
  xmlNode *node = ffb_xml_add_element (parent, "flank-march");

  ffb_xml_set_text (node, "side", ffb_side_to_string (order->side));
  ffb_xml_set_text (node, "flank", ffb_flank_to_string (order->flank));
  ffb_xml_set_text (node, "leader", order->leader_id);
  ffb_xml_set_bool (node, "rolled", order->rolled);
  ffb_xml_set_int (node, "roll", order->roll);
  ffb_xml_set_text (node, "march", ffb_march_to_string (order->march));
  ffb_xml_set_int (node, "arrival-turn", order->arrival_turn);
  ffb_xml_set_int (node, "notice-turn", order->notice_turn);
  ffb_xml_set_bool (node, "partial", order->arriving != NULL);
  for (guint i = 0; i < order->unit_ids->len; i++)
    ffb_xml_set_text (ffb_xml_add_element (node, "unit"), "ref",
                      g_ptr_array_index (order->unit_ids, i));
  for (guint i = 0; order->arriving != NULL && i < order->arriving->len; i++)
    ffb_xml_set_text (ffb_xml_add_element (node, "arrives"), "ref",
                      g_ptr_array_index (order->arriving, i));
}

static void
write_encounter (xmlNode *parent, const FfbEncounter *encounter)
{
  xmlNode *node = ffb_xml_add_element (parent, "encounter");

  ffb_xml_set_text (node, "union-flank", ffb_flank_to_string (encounter->union_flank));
  ffb_xml_set_bool (node, "met", encounter->met);
  ffb_xml_set_int (node, "roll", encounter->roll);
  ffb_xml_set_int (node, "told-turn", encounter->told_turn);
  ffb_xml_set_text (node, "larger", side_or_none (encounter->larger));
  ffb_xml_set_int (node, "surplus", encounter->surplus);
}

static void
write_rated (xmlNode *parent, const FfbRatingResult *result)
{
  xmlNode *node = ffb_xml_add_element (parent, "rated");

  ffb_xml_set_text (node, "side", ffb_side_to_string (result->side));
  ffb_xml_set_text (node, "unit", result->unit_id);
  ffb_xml_set_text (node, "rating", ffb_rating_to_string (result->rating));
  ffb_xml_set_int (node, "roll", result->roll);
  ffb_xml_set_int (node, "turn", result->turn);
}

static void
write_p_roll (xmlNode *parent, const FfbPRoll *p_roll)
{
  xmlNode *node = ffb_xml_add_element (parent, "p-roll");

  ffb_xml_set_text (node, "side", ffb_side_to_string (p_roll->side));
  ffb_xml_set_text (node, "brigade", p_roll->brigade_id);
  ffb_xml_set_text (node, "leader-unit", p_roll->leader_unit_id);
  ffb_xml_set_int (node, "value", p_roll->value);
  ffb_xml_set_int (node, "roll", p_roll->roll);
  ffb_xml_set_int (node, "turn", p_roll->turn);
}

static void
write_clock (xmlNode *parent, const FfbBattleClock *clock)
{
  xmlNode *node = ffb_xml_add_element (parent, "clock");

  ffb_xml_set_int (node, "day", clock->day);
  ffb_xml_set_int (node, "turn", clock->turn);
  ffb_xml_set_bool (node, "night", clock->night);
  ffb_xml_set_bool (node, "ended", clock->ended);
  ffb_xml_set_text (node, "left", side_or_none (clock->left_side));
  ffb_xml_set_bool (node, "driven-off", clock->driven_off);
  ffb_xml_set_bool (node, "overnight", clock->overnight);
  ffb_xml_set_int (node, "end-turn", clock->end_turn);
  ffb_xml_set_int (node, "rerolls-used-union", clock->rerolls_used[FFB_SIDE_UNION]);
  ffb_xml_set_int (node, "rerolls-used-confederate", clock->rerolls_used[FFB_SIDE_CONFEDERATE]);
}

static void
write_shown (xmlNode *parent, const FfbSecret *secret)
{
  xmlNode *node = xmlNewTextChild (parent, NULL, (const xmlChar *) "shown", NULL);
  g_autofree char *text = ffb_xml_safe_text (secret->text);

  xmlNodeAddContent (node, (const xmlChar *) text);
  ffb_xml_set_text (node, "rule", secret->rule);
  ffb_xml_set_text (node, "subject", secret->subject);
  ffb_xml_set_text (node, "audience", ffb_audience_to_string (secret->audience));
  ffb_xml_set_int (node, "reveal-turn", secret->reveal_turn);
  ffb_xml_set_int (node, "made-turn", secret->made_turn);
  ffb_xml_set_int (node, "audience-turn", secret->audience_turn);
}

static void
write_told (xmlNode *parent, const FfbNotice *notice)
{
  xmlNode *node = xmlNewTextChild (parent, NULL, (const xmlChar *) "told", NULL);
  g_autofree char *text = ffb_xml_safe_text (notice->text);

  xmlNodeAddContent (node, (const xmlChar *) text);
  ffb_xml_set_int (node, "turn", notice->turn);
  ffb_xml_set_text (node, "rule", notice->rule);
}

void
ffb_xml_write_neutral (xmlNode *parent, const FfbBattle *battle)
{
  g_return_if_fail (parent != NULL && battle != NULL);

  if (battle->neutral != NULL)
    ffb_xml_write_neutral_state (parent, battle->neutral);
}

void
ffb_xml_write_neutral_state (xmlNode *parent, const FfbNeutral *neutral)
{
  xmlNode *node;

  g_return_if_fail (parent != NULL && neutral != NULL);

  node = ffb_xml_add_element (parent, "neutral");
  ffb_xml_set_bool (node, "rolled", neutral->rolled);
  if (neutral->setup_digest != NULL)
    ffb_xml_set_text (node, "setup-digest", neutral->setup_digest);
  if (neutral->view >= 0)
    ffb_xml_set_text (node, "view", ffb_side_to_string (neutral->view));
  if (neutral->dice != NULL)
    write_dice (node, neutral->dice);
  for (guint i = 0; i < neutral->orders->len; i++)
    write_order (node, g_ptr_array_index (neutral->orders, i));
  for (guint i = 0; i < neutral->encounters->len; i++)
    write_encounter (node, &g_array_index (neutral->encounters, FfbEncounter, i));
  for (guint i = 0; i < neutral->ratings->len; i++)
    write_rated (node, &g_array_index (neutral->ratings, FfbRatingResult, i));
  for (guint i = 0; i < neutral->p_rolls->len; i++)
    write_p_roll (node, &g_array_index (neutral->p_rolls, FfbPRoll, i));
  for (guint i = 0; neutral->shown != NULL && i < neutral->shown->len; i++)
    write_shown (node, g_ptr_array_index (neutral->shown, i));
  for (guint i = 0; neutral->told != NULL && i < neutral->told->len; i++)
    write_told (node, g_ptr_array_index (neutral->told, i));
  if (neutral->cards != NULL)
    ffb_xml_write_cards (node, neutral->cards);
  write_clock (node, &neutral->clock);
}
