/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-blocks.c: reading and writing a block battle's file (data/schema/blocks.rng): a battle
 * to fight, or one under way between its rounds (C2G). */
#include "ffb-xml-blocks.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include "ffb-error.h"
#include "ffb-resources.h"
#include "ffb-xml-doc.h"

/* A battle of a few dozen blocks is a few kilobytes; anything this large is not one. */
#define MAX_FILE_SIZE (256 * 1024)

static char *
read_required (xmlNode *node, const char *name, const char *source, GError **error)
{
  char *value = ffb_xml_attr (node, name);

  if (value == NULL)
    ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, _("<%s> needs a %s attribute."),
                       (const char *) node->name, name);
  return value;
}

/* C2G: a battle kept between its rounds: the rounds fought, and whether the next has begun. */
static gboolean
read_progress (xmlNode *root, FfbBlockBattle *battle, const char *source, GError **error)
{
  int round;

  if (!ffb_xml_attr_int (root, "round", FALSE, 0, 0, battle->rounds, &round, source, error)
      || !ffb_xml_attr_bool (root, "begun", FALSE, &battle->begun, source, error))
    return FALSE;
  battle->round = (guint) round;
  if (battle->begun && battle->round >= (guint) battle->rounds)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, root,
                         _("begun=\"true\" on <blocks>: the battle has fought its %d rounds, and "
                           "no round is left to begin."), battle->rounds);
      return FALSE;
    }
  return TRUE;
}

/* C2G at a table of phones: who attacks, and which owners gave the next round's orders. */
static gboolean
read_players (xmlNode *root, FfbBlockBattle *battle, const char *source, GError **error)
{
  g_autofree char *word = ffb_xml_attr (root, "attacker-player");
  FfbSide side;

  if (word != NULL && !ffb_side_from_string (word, &side))
    return ffb_xml_refuse_unknown_word (root, "attacker-player", word, "union, confederate",
                                        source, error);
  battle->attacker_player = word != NULL ? (int) side : -1;
  if (!ffb_xml_attr_bool (root, "attacker-ordered", FALSE,
                          &battle->ordered[FFB_BLOCK_ATTACKER], source, error)
      || !ffb_xml_attr_bool (root, "defender-ordered", FALSE,
                             &battle->ordered[FFB_BLOCK_DEFENDER], source, error))
    return FALSE;
  if ((battle->ordered[FFB_BLOCK_ATTACKER] || battle->ordered[FFB_BLOCK_DEFENDER])
      && (battle->attacker_player < 0 || battle->begun))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, root,
                         _("<blocks> says an owner gave the next round's orders, but %s."),
                         battle->begun ? _("that round has begun") :
                         _("it does not say which player attacks (attacker-player)"));
      return FALSE;
    }
  return TRUE;
}

static FfbBlockBattle *
read_root (xmlNode *root, const char *source, GError **error)
{
  g_autofree char *id = read_required (root, "id", source, error);
  g_autofree char *name = id != NULL ? read_required (root, "name", source, error) : NULL;
  g_autoptr(FfbBlockBattle) battle = NULL;

  if (name == NULL)
    return NULL;
  battle = ffb_blocks_new (id, name);
  if (!ffb_xml_attr_bool (root, "fortress", FALSE, &battle->fortress, source, error)
      || !ffb_xml_attr_int (root, "defender-player", FALSE, 2, 1, 2, &battle->defender_player,
                            source, error)
      || !ffb_xml_attr_int (root, "rounds", FALSE, FFB_BLOCKS_ROUNDS, 1, FFB_BLOCKS_MAX_ROUNDS,
                            &battle->rounds, source, error)
      || !ffb_xml_attr_int (root, "die", FALSE, FFB_BLOCKS_DIE_SIDES, 2, FFB_DICE_MAX_SIDES,
                            &battle->die, source, error)
      || !read_progress (root, battle, source, error)
      || !read_players (root, battle, source, error))
    return NULL;
  return g_steal_pointer (&battle);
}

static gboolean
read_rating (xmlNode *node, FfbBlock *block, int die, const char *source, GError **error)
{
  g_autofree char *text = ffb_xml_attr (node, "rating");

  if (text == NULL)
    return TRUE;
  if (!ffb_block_rating_from_string (text, &block->rating) || block->rating.number > die)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("rating=\"%s\" on <block> is not a rating: a letter A, B or C and a "
                           "number from 1 to the die's %d (\"B2\")."), text, die);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_block_words (xmlNode *node, FfbBlockSide *side, FfbBlockType *type, const char *source,
                  GError **error)
{
  g_autofree char *side_word = read_required (node, "side", source, error);
  g_autofree char *type_word = side_word != NULL ? read_required (node, "type", source, error)
                                                 : NULL;

  if (type_word == NULL)
    return FALSE;
  if (!ffb_block_side_from_string (side_word, side))
    return ffb_xml_refuse_unknown_word (node, "side", side_word,
                                        "attacker, defender", source, error);
  if (!ffb_block_type_from_string (type_word, type))
    return ffb_xml_refuse_unknown_word (node, "type", type_word,
                                        "artillery, heavy-artillery, infantry, brigade, "
                                        "garrison, hq, cavalry",
                                        source, error);
  return TRUE;
}

/* C2G: a block of a battle under way may have left it; an eliminated block has no step. */
static gboolean
read_state (xmlNode *node, FfbBlockState *state, const char *source, GError **error)
{
  g_autofree char *word = ffb_xml_attr (node, "state");

  *state = FFB_BLOCK_PRESENT;
  if (word == NULL || ffb_block_state_from_string (word, state))
    return TRUE;
  return ffb_xml_refuse_unknown_word (node, "state", word, "present, eliminated, retreated",
                                      source, error);
}

static gboolean
read_block (xmlNode *node, FfbBlockBattle *battle, const char *source, GError **error)
{
  g_autofree char *id = read_required (node, "id", source, error);
  g_autofree char *name = id != NULL ? read_required (node, "name", source, error) : NULL;
  FfbBlockSide side;
  FfbBlockType type;
  FfbBlockState state;
  FfbBlock *block;
  int steps;

  if (name == NULL || !read_block_words (node, &side, &type, source, error)
      || !read_state (node, &state, source, error)
      || !ffb_xml_attr_int (node, "steps", TRUE, 0, state == FFB_BLOCK_ELIMINATED ? 0 : 1,
                            FFB_BLOCKS_MAX_STEPS, &steps, source, error))
    return FALSE;
  if (ffb_blocks_find (battle, id) != NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("two blocks have the id \"%s\"."), id);
      return FALSE;
    }
  block = ffb_blocks_add (battle, id, name, type, side, steps);
  block->state = state;
  if (!ffb_xml_attr_int (node, "full", FALSE, steps, 1, FFB_BLOCKS_MAX_STEPS,
                         &block->full_steps, source, error)
      || !read_rating (node, block, battle->die, source, error)
      || !ffb_xml_attr_bool (node, "reserve", FALSE, &block->reserve, source, error))
    return FALSE;
  if ((block->state == FFB_BLOCK_ELIMINATED) != (block->steps == 0))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("the block \"%s\" has %d steps and is %s: an eliminated block has no "
                           "step, and only it."), id, block->steps,
                         ffb_block_state_to_string (block->state));
      return FALSE;
    }
  if (block->steps > block->full_steps)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("the block \"%s\" has %d steps, more than its full strength, %d."),
                         id, block->steps, block->full_steps);
      return FALSE;
    }
  return TRUE;
}

/* C2G: an owner's choice among equals, in a round fought or begun. */
static gboolean
read_choice (xmlNode *node, FfbBlockBattle *battle, const char *source, GError **error)
{
  g_autofree char *block = read_required (node, "block", source, error);
  int round;

  if (block == NULL
      || !ffb_xml_attr_int (node, "round", TRUE, 0, 1, battle->rounds, &round, source, error))
    return FALSE;
  if (ffb_blocks_find (battle, block) == NULL
      || (guint) round > battle->round + (battle->begun ? 1 : 0))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("<choose> names the block \"%s\" in round %d: a choice names a block "
                           "of the battle in a round fought or begun."), block, round);
      return FALSE;
    }
  ffb_blocks_add_choice (battle, (guint) round, block);
  return TRUE;
}

static gboolean
read_retreat (xmlNode *node, FfbBlockBattle *battle, const char *source, GError **error)
{
  g_autofree char *block = read_required (node, "block", source, error);
  g_autoptr(GError) local = NULL;
  int round;

  if (block == NULL
      || !ffb_xml_attr_int (node, "round", TRUE, 0, 1, battle->rounds, &round, source, error))
    return FALSE;
  if (!ffb_blocks_order_retreat (battle, (guint) round, block, &local))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* Checked before the schema, so that a file from another version of ffbridge is told apart
 * from a broken one. */
static const FfbXmlDocFormat blocks_format = {
  .root = "blocks",
  .version = FFB_BLOCKS_FORMAT_VERSION,
  .schema = FFB_RESOURCE_BLOCKS_SCHEMA,
  .other_root = N_("this file is not a block battle: its root element is <%s>, not "
                   "<blocks>."),
  .other_version = N_("the block battle is in format version \"%s\", but this build of "
                      "ffbridge reads format version %d."),
};

static gpointer
load_document (xmlDoc *doc, const char *source, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(FfbBlockBattle) battle = NULL;
  guint n_blocks = 0;

  if (!ffb_xml_doc_check (doc, &blocks_format, source, error)
      || (battle = read_root (root, source, error)) == NULL)
    return NULL;
  ffb_xml_foreach_child (root, "block", child)
    if (++n_blocks > FFB_BLOCKS_MAX_BLOCKS)
      {
        ffb_xml_set_error (error, FFB_ERROR_MEANING, source, child,
                           _("a block battle holds at most %d blocks."), FFB_BLOCKS_MAX_BLOCKS);
        return NULL;
      }
    else if (!read_block (child, battle, source, error))
      return NULL;
  ffb_xml_foreach_child (root, "retreat", child)
    if (!read_retreat (child, battle, source, error))
      return NULL;
  ffb_xml_foreach_child (root, "choose", child)
    if (!read_choice (child, battle, source, error))
      return NULL;
  if (!ffb_blocks_check (battle, error))
    {
      g_prefix_error (error, "%s: ", source);
      return NULL;
    }
  return g_steal_pointer (&battle);
}

FfbBlockBattle *
ffb_blocks_load_xml (const char *xml, gsize length, const char *source_name, GError **error)
{
  return ffb_xml_doc_read (xml, length, source_name, load_document, error);
}

FfbBlockBattle *
ffb_blocks_read_node (xmlNode *node, const char *source_name, GError **error)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");

  g_return_val_if_fail (node != NULL && source_name != NULL, NULL);
  /* A document of its own, so that the battle's schema checks it as it checks a battle file;
   * the copy keeps each element's line in the file it came from. */
  xmlDocSetRootElement (doc, xmlDocCopyNode (node, doc, 1));
  return load_document (doc, source_name, error);
}

FfbBlockBattle *
ffb_blocks_load_file (const char *path, GError **error)
{
  return ffb_xml_doc_read_file (path, MAX_FILE_SIZE, _("a block battle"), load_document, error);
}

/* ---- Writing ----------------------------------------------------------------------- */

static void
write_block (xmlNode *parent, const FfbBlock *block)
{
  xmlNode *node = ffb_xml_add_element (parent, "block");
  FfbBlockRating table = ffb_block_type_rating (block->type);

  ffb_xml_set_text (node, "id", block->id);
  ffb_xml_set_text (node, "name", block->name);
  ffb_xml_set_text (node, "side", ffb_block_side_to_string (block->side));
  ffb_xml_set_text (node, "type", ffb_block_type_to_string (block->type));
  ffb_xml_set_int (node, "steps", block->steps);
  if (block->full_steps != block->steps)
    ffb_xml_set_int (node, "full", block->full_steps);
  /* A rating of its own only: the type's is the table's. */
  if (block->rating.letter != table.letter || block->rating.number != table.number)
    {
      g_autofree char *rating = ffb_block_rating_to_string (block->rating);

      ffb_xml_set_text (node, "rating", rating);
    }
  if (block->reserve)
    ffb_xml_set_bool (node, "reserve", TRUE);
  if (block->state != FFB_BLOCK_PRESENT)
    ffb_xml_set_text (node, "state", ffb_block_state_to_string (block->state));
}

/* `round` and `block` of each order or choice, as <NAME>. */
static void
write_orders (xmlNode *root, const char *name, const GPtrArray *orders)
{
  for (guint i = 0; i < orders->len; i++)
    {
      const FfbBlockRetreat *order = g_ptr_array_index (orders, i);
      xmlNode *node = ffb_xml_add_element (root, name);

      ffb_xml_set_int (node, "round", (int) order->round);
      ffb_xml_set_text (node, "block", order->block);
    }
}

xmlNode *
ffb_xml_write_blocks (xmlNode *parent, const FfbBlockBattle *battle)
{
  xmlNode *root;

  g_return_val_if_fail (parent != NULL && battle != NULL && ffb_blocks_check (battle, NULL),
                        NULL);
  root = ffb_xml_add_element (parent, "blocks");
  ffb_xml_set_int (root, "format-version", FFB_BLOCKS_FORMAT_VERSION);
  ffb_xml_set_text (root, "id", battle->id);
  ffb_xml_set_text (root, "name", battle->name);
  if (battle->fortress)
    ffb_xml_set_bool (root, "fortress", TRUE);
  ffb_xml_set_int (root, "defender-player", battle->defender_player);
  if (battle->rounds != FFB_BLOCKS_ROUNDS)
    ffb_xml_set_int (root, "rounds", battle->rounds);
  if (battle->die != FFB_BLOCKS_DIE_SIDES)
    ffb_xml_set_int (root, "die", battle->die);
  if (battle->round > 0)
    ffb_xml_set_int (root, "round", (int) battle->round);
  if (battle->begun)
    ffb_xml_set_bool (root, "begun", TRUE);
  if (battle->attacker_player >= 0)
    ffb_xml_set_text (root, "attacker-player", ffb_side_to_string (battle->attacker_player));
  if (battle->ordered[FFB_BLOCK_ATTACKER])
    ffb_xml_set_bool (root, "attacker-ordered", TRUE);
  if (battle->ordered[FFB_BLOCK_DEFENDER])
    ffb_xml_set_bool (root, "defender-ordered", TRUE);
  for (guint i = 0; i < battle->blocks->len; i++)
    write_block (root, g_ptr_array_index (battle->blocks, i));
  write_orders (root, "retreat", battle->retreats);
  write_orders (root, "choose", battle->choices);
  return root;
}

char *
ffb_blocks_to_xml (const FfbBlockBattle *battle)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *holder = xmlNewDocNode (doc, NULL, (const xmlChar *) "holder", NULL);
  xmlNode *root;

  g_return_val_if_fail (battle != NULL && ffb_blocks_check (battle, NULL), NULL);
  /* Written under a holder, then made the document's root: one writer for a battle file and
   * for a battle kept in the campaign's history. */
  xmlDocSetRootElement (doc, holder);
  root = ffb_xml_write_blocks (holder, battle);
  xmlUnlinkNode (root);
  xmlDocSetRootElement (doc, root);
  xmlFreeNode (holder);
  return ffb_xml_doc_to_text (doc);
}

/* ---- The battle under way in a campaign (C2G) -------------------------------------- */

gboolean
ffb_xml_read_blocks_under_way (xmlNode *node, FfbCampaign *campaign, const char *source,
                               GError **error)
{
  xmlNode *kept = ffb_xml_first_child (node, "blocks");
  g_autoptr(FfbBlockBattle) battle = NULL;
  int turn, number;

  g_return_val_if_fail (node != NULL && campaign != NULL && source != NULL, FALSE);
  if (campaign->blocks_battle != NULL || kept == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node,
                         _("a campaign has one <block-battle-under-way> at most, holding its "
                           "<blocks>."));
      return FALSE;
    }
  if (!ffb_xml_attr_int (node, "turn", TRUE, 0, 1, G_MAXINT, &turn, source, error)
      || !ffb_xml_attr_int (node, "number", TRUE, 0, 1, G_MAXINT, &number, source, error)
      || (battle = ffb_blocks_read_node (kept, source, error)) == NULL)
    return FALSE;
  campaign->blocks_battle = ffb_blocks_to_xml (battle);
  campaign->blocks_turn = turn;
  campaign->blocks_number = number;
  return TRUE;
}

void
ffb_xml_write_blocks_under_way (xmlNode *parent, const FfbCampaign *campaign)
{
  g_autoptr(FfbBlockBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  xmlNode *node;

  g_return_if_fail (parent != NULL && campaign != NULL);
  if (campaign->blocks_battle == NULL)
    return;
  battle = ffb_blocks_load_xml (campaign->blocks_battle, strlen (campaign->blocks_battle),
                                _("the block battle under way"), &error);
  if (battle == NULL)
    {
      /* Kept by this build from its own output: a bug, reported rather than saved. */
      g_critical ("the block battle under way does not parse: %s", error->message);
      return;
    }
  node = ffb_xml_add_element (parent, "block-battle-under-way");
  ffb_xml_set_int (node, "turn", campaign->blocks_turn);
  ffb_xml_set_int (node, "number", campaign->blocks_number);
  ffb_xml_write_blocks (node, battle);
}
