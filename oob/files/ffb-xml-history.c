/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-history.c: reading and writing the campaign's history (see ffb-xml-history.h). */
#include "ffb-xml-history.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-xml-blocks.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-neutral.h"

#define MAX_NOTES_TEXT 4000
#define SEED_HEX_DIGITS (2 * FFB_DICE_SEED_BYTES)

typedef struct
{
  const char *source;
  FfbCampaign *campaign;
} Reader;

static gboolean
is_hex_seed (const char *text)
{
  if (text == NULL || strlen (text) != SEED_HEX_DIGITS)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  return TRUE;
}

static gboolean
read_note (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  g_autofree char *rule = ffb_xml_attr (node, "rule");
  xmlChar *content = xmlNodeGetContent (node);
  gboolean ok = content != NULL && strlen ((const char *) content) <= MAX_NOTES_TEXT;

  if (ok)
    g_ptr_array_add (change->notes, ffb_note_new (rule != NULL ? rule : "", "%s",
                                                  (const char *) content));
  else
    ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                       _("a note of the history is longer than %d characters."), MAX_NOTES_TEXT);
  xmlFree (content);
  return ok;
}

/* What a record's values may be: a total of the largest dice and every modifier at its
 * most stays well inside. */
#define RECORD_VALUE_MAX 1000000

static gboolean
read_table_roll_modifier (Reader *reader, xmlNode *node, GPtrArray *modifiers,
                          FfbTableRollRecord *record, FfbTableRollUnit *unit, GError **error)
{
  g_autofree char *id = ffb_xml_attr (node, "id");
  g_autofree char *typed_text = ffb_xml_attr (node, "typed");
  int typed = 0, value;

  if (modifiers->len >= FFB_TABLE_MAX_MODIFIERS)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("a table roll of the history names more than %d modifiers."),
                         FFB_TABLE_MAX_MODIFIERS);
      return FALSE;
    }
  if ((typed_text != NULL
       && !ffb_xml_attr_int (node, "typed", TRUE, 0, FFB_TABLE_VALUE_MIN, FFB_TABLE_VALUE_MAX,
                             &typed, reader->source, error))
      || !ffb_xml_attr_int (node, "value", TRUE, 0, -RECORD_VALUE_MAX, RECORD_VALUE_MAX, &value,
                            reader->source, error))
    return FALSE;
  if (unit != NULL)
    ffb_table_roll_unit_add (unit, id, typed_text != NULL, typed, value);
  else
    ffb_table_roll_record_add (record, id, typed_text != NULL, typed, value);
  return TRUE;
}

/* T: one unit of a compared roll, <unit side="first|second" total=N> with its modifiers. */
static gboolean
read_table_roll_unit (Reader *reader, xmlNode *node, FfbTableRollRecord *record,
                      GError **error)
{
  g_autofree char *side = ffb_xml_attr (node, "side");
  FfbTableRollUnit *unit;
  int total;

  if (record->units->len >= FFB_TABLE_MAX_UNITS
      || (g_strcmp0 (side, "first") != 0 && g_strcmp0 (side, "second") != 0))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("a <unit> of a table roll names its side, first or second, and a "
                           "roll holds %d units at most."), FFB_TABLE_MAX_UNITS);
      return FALSE;
    }
  if (!ffb_xml_attr_int (node, "total", TRUE, 0, -RECORD_VALUE_MAX, RECORD_VALUE_MAX, &total,
                         reader->source, error))
    return FALSE;
  unit = ffb_table_roll_record_add_unit (record, g_str_equal (side, "second"), total);
  ffb_xml_foreach_child (node, "modifier", child)
    if (!read_table_roll_modifier (reader, child, unit->modifiers, record, unit, error))
      return FALSE;
  return TRUE;
}

static gboolean
read_table_roll (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  g_autofree char *table = ffb_xml_attr (node, "table");
  g_autofree char *result = ffb_xml_attr (node, "result");
  g_autoptr(FfbTableRollRecord) record = NULL;
  int total;

  if (change->kind != FFB_CHANGE_TABLE_ROLL || change->table_roll != NULL || table == NULL
      || result == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("a <table-roll> names its table and result, and belongs to a change "
                           "of kind table-roll, once."));
      return FALSE;
    }
  if (!ffb_xml_attr_int (node, "total", TRUE, 0, -RECORD_VALUE_MAX, RECORD_VALUE_MAX, &total,
                         reader->source, error))
    return FALSE;
  record = ffb_table_roll_record_new (table, total, result);
  if (xmlHasProp (node, (const xmlChar *) "stragglers") != NULL
      && !ffb_xml_attr_int (node, "stragglers", TRUE, 0, 0, 100, &record->stragglers,
                            reader->source, error))
    return FALSE;
  ffb_xml_foreach_child (node, "modifier", child)
    if (!read_table_roll_modifier (reader, child, record->modifiers, record, NULL, error))
      return FALSE;
  ffb_xml_foreach_child (node, "unit", child)
    if (!read_table_roll_unit (reader, child, record, error))
      return FALSE;
  change->table_roll = g_steal_pointer (&record);
  return TRUE;
}

/* The battle kept is checked as a battle file is (blocks.rng, ffb_blocks_check), then kept as
 * its text; each preferred block is one of it. */
static gboolean
read_block_battle (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  g_autofree char *outcome = ffb_xml_attr (node, "outcome");
  xmlNode *kept = ffb_xml_first_child (node, "blocks");
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(GPtrArray) preferred = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  FfbBlocksOutcome word;
  int round;

  if (!ffb_xml_attr_int (node, "round", FALSE, 0, 0, FFB_BLOCKS_MAX_ROUNDS, &round,
                         reader->source, error))
    return FALSE;
  /* C2G: a round kept while rounds are left leaves the battle undecided. */
  if (change->kind != FFB_CHANGE_BLOCK_BATTLE || change->block_battle != NULL || kept == NULL
      || outcome == NULL || !ffb_blocks_outcome_from_string (outcome, &word)
      || (word == FFB_BLOCKS_UNDECIDED && round == 0))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("a <block-battle> holds its battle and an outcome (attacker-wins or "
                           "defender-wins, or undecided after a round), and belongs to a change "
                           "of kind block-battle, once."));
      return FALSE;
    }
  if ((battle = ffb_blocks_read_node (kept, reader->source, error)) == NULL)
    return FALSE;
  if (round > 0 && (battle->round + 1 != (guint) round || !battle->begun))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("a <block-battle> of round %d keeps the battle as it stood before that "
                           "round, begun: round=\"%d\" and begun=\"true\" on its <blocks>."),
                         round, round - 1);
      return FALSE;
    }
  ffb_xml_foreach_child (node, "prefer", child)
    {
      char *id = ffb_xml_attr (child, "block");

      g_ptr_array_add (preferred, id);
      if (id == NULL || ffb_blocks_find (battle, id) == NULL)
        {
          ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, child,
                             _("<prefer> names a block the battle kept here does not hold."));
          return FALSE;
        }
    }
  g_ptr_array_add (preferred, NULL);
  text = ffb_blocks_to_xml (battle);
  change->block_battle = ffb_block_battle_record_new (text, (const char *const *) preferred->pdata,
                                                      outcome);
  change->block_battle->round = (guint) round;
  return TRUE;
}

static gboolean
read_roll (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  FfbRoll roll = { 0 };
  g_autofree char *audience = ffb_xml_attr (node, "audience");
  int counter;
  gboolean ok;

  ok = ffb_xml_attr_int (node, "counter", TRUE, 0, 0, G_MAXINT, &counter, reader->source, error)
       && ffb_xml_attr_int (node, "sides", TRUE, 0, 2, FFB_DICE_MAX_SIDES, &roll.sides,
                            reader->source, error)
       && ffb_xml_attr_int (node, "raw", TRUE, 0, 1, roll.sides, &roll.raw, reader->source,
                            error)
       && ffb_xml_attr_int (node, "modifier", FALSE, 0, -FFB_DICE_MAX_SIDES,
                            FFB_DICE_MAX_SIDES, &roll.modifier, reader->source, error)
       && ffb_xml_attr_int (node, "result", TRUE, 0, G_MININT, G_MAXINT, &roll.result,
                            reader->source, error)
       && ffb_xml_attr_int (node, "reveal-turn", FALSE, 0, 0, G_MAXINT, &roll.reveal_turn,
                            reader->source, error);
  if (ok && !ffb_audience_from_string (audience != NULL ? audience : "everyone",
                                       &roll.audience))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("audience=\"%.40s\" on <roll> is not one of referee, union, "
                           "confederate, everyone."), audience);
      return FALSE;
    }
  if (!ok)
    return FALSE;
  roll.counter = (guint) counter;
  roll.purpose = ffb_xml_attr (node, "purpose");
  g_array_append_val (change->rolls, roll);
  return TRUE;
}

static gboolean
read_dice (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  int derivation;

  change->stream = ffb_xml_attr (node, "stream");
  change->seed = ffb_xml_attr (node, "seed");
  change->commitment = ffb_xml_attr (node, "commitment");
  change->campaign_commitment = ffb_xml_attr (node, "campaign-commitment");
  if (change->stream == NULL || !is_hex_seed (change->seed)
      || !is_hex_seed (change->commitment))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("the dice of a change need a stream, and a seed and commitment of %d "
                           "hex digits each."), SEED_HEX_DIGITS);
      return FALSE;
    }
  if (change->campaign_commitment != NULL && !is_hex_seed (change->campaign_commitment))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("campaign-commitment on the dice of a change must be %d hex digits."),
                         SEED_HEX_DIGITS);
      return FALSE;
    }
  /* Absent: the change was rolled before the record existed, with derivation 1. */
  if (!ffb_xml_attr_int (node, "derivation", FALSE, FFB_DICE_DERIVATION_COUNTER,
                         FFB_DICE_DERIVATION_COUNTER, FFB_DICE_DERIVATION_CURRENT, &derivation,
                         reader->source, error))
    return FALSE;
  change->derivation = (guint) derivation;
  ffb_xml_foreach_child (node, "roll", child)
    if (!read_roll (reader, child, change, error))
      return FALSE;
  return TRUE;
}

/* The kept campaign becomes text of its own, with blank lines in front so that a message
 * about it, when it is undone, names the line of this file. */
static gboolean
read_before (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  xmlNode *campaign = ffb_xml_first_child (node, "campaign");
  g_autoptr(GString) text = g_string_new (NULL);
  xmlBuffer *buffer;

  if (campaign == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("<before> must hold the campaign as it was."));
      return FALSE;
    }
  if (ffb_xml_first_child (campaign, "history") != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, campaign,
                         _("a campaign kept by the history holds a history of its own."));
      return FALSE;
    }
  buffer = xmlBufferCreate ();
  if (buffer == NULL)
    g_error ("out of memory keeping a campaign of the history");
  for (long i = 1; i < ffb_xml_line (campaign); i++)
    g_string_append_c (text, '\n');
  xmlNodeDump (buffer, campaign->doc, campaign, 0, 0);
  g_string_append_len (text, (const char *) xmlBufferContent (buffer),
                       xmlBufferLength (buffer));
  xmlBufferFree (buffer);
  change->before = g_string_free (g_steal_pointer (&text), FALSE);
  return TRUE;
}

static gboolean
read_change_attributes (Reader *reader, xmlNode *node, FfbChange *change, GError **error)
{
  g_autofree char *kind = ffb_xml_attr (node, "kind");
  g_autofree char *side = ffb_xml_attr (node, "side");
  int last_turn = ffb_campaign_turn_number (FFB_LAST_YEAR, FFB_MONTHS_NOV_FEB);

  if (!ffb_change_kind_from_string (kind, &change->kind))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("kind=\"%.40s\" on <change> must be aftermath, promotion-phase, "
                           "promotion-draw, table-roll or block-battle."),
                         kind != NULL ? kind : "");
      return FALSE;
    }
  if (side != NULL && !ffb_side_from_string (side, &change->side))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("side=\"%.40s\" on <change> must be union or confederate."), side);
      return FALSE;
    }
  change->battle_id = ffb_xml_attr (node, "battle");
  if (change->kind == FFB_CHANGE_AFTERMATH
      && ffb_campaign_find_battle (reader->campaign, change->battle_id) == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, reader->source, node,
                         _("the history carries back the battle “%.64s”, which the campaign "
                           "does not hold."), change->battle_id != NULL ? change->battle_id : "");
      return FALSE;
    }
  return ffb_xml_attr_int (node, "turn", TRUE, 0, 1, last_turn, &change->turn, reader->source,
                           error);
}

static gboolean
read_change (Reader *reader, xmlNode *node, GError **error)
{
  g_autoptr(FfbChange) change = ffb_change_new (FFB_CHANGE_AFTERMATH, 1);

  if (!read_change_attributes (reader, node, change, error))
    return FALSE;
  ffb_xml_foreach_child (node, NULL, child)
    {
      const char *name = (const char *) child->name;
      gboolean ok = g_str_equal (name, "note") ? read_note (reader, child, change, error)
                    : g_str_equal (name, "table-roll") ? read_table_roll (reader, child, change,
                                                                          error)
                    : g_str_equal (name, "block-battle") ? read_block_battle (reader, child,
                                                                              change, error)
                    : g_str_equal (name, "dice") ? read_dice (reader, child, change, error)
                    : read_before (reader, child, change, error);

      if (!ok)
        return FALSE;
    }
  ffb_history_push (reader->campaign, g_steal_pointer (&change));
  return TRUE;
}

gboolean
ffb_xml_read_history (xmlNode *node, FfbCampaign *campaign, const char *source,
                      GError **error)
{
  Reader reader = { source, campaign };

  g_return_val_if_fail (node != NULL && campaign != NULL && source != NULL, FALSE);

  ffb_xml_foreach_child (node, "change", child)
    if (!read_change (&reader, child, error))
      return FALSE;
  return TRUE;
}

/* Writing. */

/* The processing instruction that holds the place of a piece of text kept as it is, when the
 * campaign is written as text (ffb_xml_history_splice): no text or attribute value can
 * serialize as it, since "<" is escaped in both. */
#define KEPT_MARK "<?ffb-kept?>"

void
ffb_xml_history_add_kept (xmlNode *parent, GPtrArray *kept, const char *text)
{
  xmlAddChild (parent, xmlNewDocPI (parent->doc, (const xmlChar *) "ffb-kept", NULL));
  g_ptr_array_add (kept, (gpointer) text);
}

/* `kept` NULL: the kept campaign parsed into the tree; else its element's text kept aside. */
static void
write_before (xmlNode *parent, const FfbChange *change, GPtrArray *kept)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) error = NULL;
  const char *element;
  xmlNode *before;

  if (change->before == NULL)
    return;
  before = ffb_xml_add_element (parent, "before");
  /* Its element alone: the XML declaration of a snapshot and the blank lines that kept a
   * file's line numbers have no place inside <before>. */
  element = strstr (change->before, "<campaign");
  if (kept != NULL && element != NULL)
    {
      ffb_xml_history_add_kept (before, kept, element);
      return;
    }
  doc = ffb_xml_doc_parse (change->before, strlen (change->before), _("the kept campaign"),
                           &error);
  if (doc == NULL)
    {
      /* Kept by this build from its own output: a bug, reported rather than saved. */
      g_critical ("a campaign kept by the history does not parse: %s", error->message);
      xmlUnlinkNode (before);
      xmlFreeNode (before);
      return;
    }
  ffb_xml_add_copy (before, doc);
}

char *
ffb_xml_history_splice (char *text, const GPtrArray *kept)
{
  g_autoptr(GString) out = NULL;
  const char *from = text;

  if (kept == NULL || kept->len == 0)
    return text;
  out = g_string_sized_new (strlen (text) + kept->len * 4096);
  for (guint i = 0; i < kept->len; i++)
    {
      const char *mark = strstr (from, KEPT_MARK);
      const char *piece = g_ptr_array_index (kept, i);
      /* The line end after it would change the text each time it is read and written. */
      gsize length = strlen (piece);

      g_assert (mark != NULL);
      while (length > 0 && g_ascii_isspace (piece[length - 1]))
        length--;
      g_string_append_len (out, from, mark - from);
      g_string_append_len (out, piece, length);
      from = mark + strlen (KEPT_MARK);
    }
  g_string_append (out, from);
  g_free (text);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
write_table_modifiers (xmlNode *node, const GPtrArray *modifiers)
{
  for (guint i = 0; i < modifiers->len; i++)
    {
      const FfbTableRollModifier *m = g_ptr_array_index (modifiers, i);
      xmlNode *child = ffb_xml_add_element (node, "modifier");

      ffb_xml_set_text (child, "id", m->id);
      if (m->typed)
        ffb_xml_set_int (child, "typed", m->typed_value);
      ffb_xml_set_int (child, "value", m->value);
    }
}

static void
write_table_roll (xmlNode *parent, const FfbTableRollRecord *record)
{
  xmlNode *node = ffb_xml_add_element (parent, "table-roll");

  ffb_xml_set_text (node, "table", record->table_id);
  ffb_xml_set_int (node, "total", record->total);
  ffb_xml_set_text (node, "result", record->result);
  if (record->stragglers >= 0)
    ffb_xml_set_int (node, "stragglers", record->stragglers);
  write_table_modifiers (node, record->modifiers);
  /* T: a compared roll, unit by unit. */
  for (guint i = 0; i < record->units->len; i++)
    {
      const FfbTableRollUnit *unit = g_ptr_array_index (record->units, i);
      xmlNode *child = ffb_xml_add_element (node, "unit");

      ffb_xml_set_text (child, "side", unit->side == 0 ? "first" : "second");
      ffb_xml_set_int (child, "total", unit->total);
      write_table_modifiers (child, unit->modifiers);
    }
}

static void
write_block_battle (xmlNode *parent, const FfbBlockBattleRecord *record)
{
  xmlNode *node = ffb_xml_add_element (parent, "block-battle");
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) error = NULL;

  ffb_xml_set_text (node, "outcome", record->outcome);
  if (record->round > 0)
    ffb_xml_set_int (node, "round", (int) record->round);
  for (guint i = 0; i < record->preferred->len; i++)
    ffb_xml_set_text (ffb_xml_add_element (node, "prefer"), "block",
                      g_ptr_array_index (record->preferred, i));
  doc = ffb_xml_doc_parse (record->battle, strlen (record->battle), _("the kept block battle"),
                           &error);
  if (doc == NULL)
    {
      /* Kept by this build from its own output: a bug, reported rather than saved. */
      g_critical ("a block battle kept by the history does not parse: %s", error->message);
      return;
    }
  ffb_xml_add_copy (node, doc);
}

static void
write_change (xmlNode *parent, const FfbChange *change, GPtrArray *kept)
{
  xmlNode *node = ffb_xml_add_element (parent, "change");

  ffb_xml_set_text (node, "kind", ffb_change_kind_to_string (change->kind));
  if (change->battle_id != NULL)
    ffb_xml_set_text (node, "battle", change->battle_id);
  if (change->kind == FFB_CHANGE_PROMOTION_DRAW)
    ffb_xml_set_text (node, "side", ffb_side_to_string (change->side));
  ffb_xml_set_int (node, "turn", change->turn);
  for (guint i = 0; i < change->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);
      g_autofree char *text = ffb_xml_safe_text (note->text);
      xmlNode *child = xmlNewTextChild (node, NULL, (const xmlChar *) "note",
                                        (const xmlChar *) text);

      ffb_xml_set_text (child, "rule", note->rule);
    }
  if (change->table_roll != NULL)
    write_table_roll (node, change->table_roll);
  if (change->block_battle != NULL)
    write_block_battle (node, change->block_battle);
  if (change->seed != NULL)
    {
      xmlNode *dice = ffb_xml_add_element (node, "dice");

      ffb_xml_set_text (dice, "stream", change->stream);
      ffb_xml_set_text (dice, "seed", change->seed);
      ffb_xml_set_text (dice, "commitment", change->commitment);
      ffb_xml_set_int (dice, "derivation", (int) change->derivation);
      if (change->campaign_commitment != NULL)
        ffb_xml_set_text (dice, "campaign-commitment", change->campaign_commitment);
      for (guint i = 0; i < change->rolls->len; i++)
        ffb_xml_write_roll (dice, &g_array_index (change->rolls, FfbRoll, i));
    }
  write_before (node, change, kept);
}

/* What a change's element is written from, as far as it changes once the change is in the
 * history: notes and rolls are only ever added, its kept campaign only dropped (ffb_history_add
 * keeps the last FFB_HISTORY_UNDO_DEPTH), the rest set once; its strings by their text, which a
 * new string at the old one's address would not hide. */
static char *
written_from (const FfbChange *change)
{
  return g_strdup_printf ("%d|%s|%d|%d|%u|%u|%s|%s|%s|%s|%u|%zd|%d|%u|%s", change->kind,
                          change->battle_id ? change->battle_id : "", change->side, change->turn,
                          change->notes->len, change->rolls->len,
                          change->stream ? change->stream : "", change->seed ? change->seed : "",
                          change->commitment ? change->commitment : "",
                          change->campaign_commitment ? change->campaign_commitment : "",
                          change->derivation,
                          change->before ? (gssize) strlen (change->before) : (gssize) -1,
                          change->table_roll != NULL,
                          change->block_battle ? change->block_battle->round : 0,
                          change->block_battle ? change->block_battle->outcome : "");
}

/* The change's element as text, indented for its place in <history>: made once, then again
 * only when what it is written from has changed. The kept campaign inside is spliced in as its
 * text, never parsed. */
static const char *
written_change (FfbChange *change)
{
  g_autofree char *from = written_from (change);
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  xmlBuffer *buffer;
  xmlNode *history;

  if (change->written != NULL && g_strcmp0 (change->written_from, from) == 0)
    return change->written;
  doc = xmlNewDoc ((const xmlChar *) "1.0");
  history = xmlNewDocNode (doc, NULL, (const xmlChar *) "history", NULL);
  xmlDocSetRootElement (doc, history);
  kept = g_ptr_array_new ();
  write_change (history, change, kept);
  buffer = xmlBufferCreate ();
  if (buffer == NULL)
    g_error ("out of memory writing a change of the history");
  /* Level 2: <campaign>, <history>, then each <change>. */
  xmlNodeDump (buffer, doc, history->children, 2, 1);
  g_free (change->written);
  change->written = ffb_xml_history_splice (g_strdup ((const char *) xmlBufferContent (buffer)),
                                            kept);
  xmlBufferFree (buffer);
  g_free (change->written_from);
  change->written_from = g_steal_pointer (&from);
  return change->written;
}

void
ffb_xml_write_history (xmlNode *root, FfbCampaign *campaign, GPtrArray *kept)
{
  GPtrArray *history;
  xmlNode *node;

  g_return_if_fail (root != NULL && campaign != NULL);

  history = ffb_history_get (campaign);
  if (history->len == 0)
    return;
  node = ffb_xml_add_element (root, "history");
  for (guint i = 0; i < history->len; i++)
    if (kept != NULL)
      ffb_xml_history_add_kept (node, kept, written_change (g_ptr_array_index (history, i)));
    else
      write_change (node, g_ptr_array_index (history, i), NULL);
}
