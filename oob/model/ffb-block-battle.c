/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-block-battle.c: a block battle as data (C2F; ffb-block-battle.h): its words, C2F's
 * rating table, copies, equality, blocks, retreat orders and the checks. The fight is game night's
 * (night/ffb-blocks-fire.c), its sentences too (night/ffb-blocks-log.c). */
#include "ffb-block-battle.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-limits.h"
#include "ffb-text.h"

FFB_DEFINE_SHOWN_WORDS (block_side, FfbBlockSide,
                        ("attacker", "defender"),
                        /* Translators: a side of a block battle (RULES.md C2F). */
                        (N_("Attacker"), N_("Defender")))
FFB_DEFINE_SHOWN_WORDS (block_type, FfbBlockType,
                        ("artillery", "heavy-artillery", "infantry", "brigade", "garrison", "hq",
                         "cavalry"),
                        /* Translators: a block's type in seed 000's block campaign (C2F). */
                        (N_("Artillery"), N_("Heavy artillery"), N_("Infantry"), N_("Brigade"),
                         N_("Garrison"), N_("HQ"), N_("Cavalry")))
FFB_DEFINE_WORDS (blocks_outcome, FfbBlocksOutcome,
                  ("undecided", "attacker-wins", "defender-wins"))
FFB_DEFINE_WORDS (block_state, FfbBlockState, ("present", "eliminated", "retreated"))

/* C2F, by FfbBlockType. */
static const FfbBlockRating type_ratings[FFB_N_BLOCK_TYPES] = {
  [FFB_BLOCK_ARTILLERY] = { 'A', 2 },
  [FFB_BLOCK_HEAVY_ARTILLERY] = { 'A', 3 },
  [FFB_BLOCK_INFANTRY] = { 'B', 2 },
  [FFB_BLOCK_BRIGADE] = { 'B', 2 },
  [FFB_BLOCK_GARRISON] = { 'C', 1 },
  [FFB_BLOCK_HQ] = { 'C', 1 },
  [FFB_BLOCK_CAVALRY] = { 'C', 2 },
};

FfbBlockSide
ffb_block_side_other (FfbBlockSide side)
{
  return side == FFB_BLOCK_ATTACKER ? FFB_BLOCK_DEFENDER : FFB_BLOCK_ATTACKER;
}

FfbBlockRating
ffb_block_type_rating (FfbBlockType type)
{
  g_return_val_if_fail ((guint) type < FFB_N_BLOCK_TYPES, type_ratings[FFB_BLOCK_INFANTRY]);
  return type_ratings[type];
}

char *
ffb_block_rating_to_string (FfbBlockRating rating)
{
  return g_strdup_printf ("%c%d", rating.letter, rating.number);
}

gboolean
ffb_block_rating_from_string (const char *text, FfbBlockRating *out)
{
  char letter;

  g_return_val_if_fail (out != NULL, FALSE);
  if (text == NULL || text[0] == '\0')
    return FALSE;
  letter = g_ascii_toupper (text[0]);
  if (letter < 'A' || letter > 'C' || !g_ascii_isdigit (text[1]) || text[1] == '0'
      || (text[2] != '\0' && (!g_ascii_isdigit (text[2]) || text[3] != '\0')))
    return FALSE;
  out->letter = letter;
  out->number = atoi (text + 1);
  return TRUE;
}

/* ---- Parts ------------------------------------------------------------------------- */

static void
block_free (FfbBlock *block)
{
  g_free (block->id);
  g_free (block->name);
  g_free (block);
}

static FfbBlock *
block_copy (const FfbBlock *block)
{
  FfbBlock *copy = g_memdup2 (block, sizeof *block);

  copy->id = g_strdup (block->id);
  copy->name = g_strdup (block->name);
  return copy;
}

static gboolean
blocks_equal (const FfbBlock *a, const FfbBlock *b)
{
  return g_str_equal (a->id, b->id) && g_str_equal (a->name, b->name) && a->type == b->type
         && a->rating.letter == b->rating.letter && a->rating.number == b->rating.number
         && a->side == b->side && a->steps == b->steps && a->full_steps == b->full_steps
         && a->reserve == b->reserve && a->state == b->state;
}

static void
retreat_free (FfbBlockRetreat *retreat)
{
  g_free (retreat->block);
  g_free (retreat);
}

static FfbBlockRetreat *
retreat_copy (const FfbBlockRetreat *retreat)
{
  FfbBlockRetreat *copy = g_memdup2 (retreat, sizeof *retreat);

  copy->block = g_strdup (retreat->block);
  return copy;
}

static gboolean
retreats_equal (const FfbBlockRetreat *a, const FfbBlockRetreat *b)
{
  return a->round == b->round && g_str_equal (a->block, b->block);
}

static void
event_free (FfbBlocksEvent *event)
{
  g_free (event->block);
  g_free (event->target);
  g_free (event);
}

static FfbBlocksEvent *
event_copy (const FfbBlocksEvent *event)
{
  FfbBlocksEvent *copy = g_memdup2 (event, sizeof *event);

  copy->block = g_strdup (event->block);
  copy->target = g_strdup (event->target);
  return copy;
}

static gboolean
events_equal (const FfbBlocksEvent *a, const FfbBlocksEvent *b)
{
  return a->kind == b->kind && a->round == b->round && g_strcmp0 (a->block, b->block) == 0
         && g_strcmp0 (a->target, b->target) == 0 && a->dice == b->dice && a->die == b->die
         && a->face == b->face && a->roll == b->roll && a->hit == b->hit
         && a->steps_left == b->steps_left && a->tied == b->tied && a->paired == b->paired
         && a->outcome == b->outcome;
}

/* ---- The battle -------------------------------------------------------------------- */

FfbBlockBattle *
ffb_blocks_new (const char *id, const char *name)
{
  FfbBlockBattle *battle;

  g_return_val_if_fail (id != NULL && name != NULL, NULL);
  battle = g_new0 (FfbBlockBattle, 1);
  battle->id = g_strdup (id);
  battle->name = g_strdup (name);
  battle->defender_player = 2;
  battle->attacker_player = -1;
  battle->rounds = FFB_BLOCKS_ROUNDS;
  battle->die = FFB_BLOCKS_DIE_SIDES;
  battle->blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  battle->retreats = g_ptr_array_new_with_free_func ((GDestroyNotify) retreat_free);
  battle->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) retreat_free);
  battle->log = g_ptr_array_new_with_free_func ((GDestroyNotify) event_free);
  return battle;
}

void
ffb_blocks_free (FfbBlockBattle *battle)
{
  if (battle == NULL)
    return;
  g_free (battle->id);
  g_free (battle->name);
  g_ptr_array_unref (battle->blocks);
  g_ptr_array_unref (battle->retreats);
  g_ptr_array_unref (battle->choices);
  g_ptr_array_unref (battle->log);
  g_strfreev (battle->tie);
  g_free (battle);
}

FfbBlockBattle *
ffb_blocks_copy (const FfbBlockBattle *battle)
{
  FfbBlockBattle *copy;

  g_return_val_if_fail (battle != NULL, NULL);
  copy = g_memdup2 (battle, sizeof *battle);
  copy->id = g_strdup (battle->id);
  copy->name = g_strdup (battle->name);
  copy->blocks = g_ptr_array_copy (battle->blocks, (GCopyFunc) (void (*) (void)) block_copy,
                                   NULL);
  g_ptr_array_set_free_func (copy->blocks, (GDestroyNotify) block_free);
  copy->retreats = g_ptr_array_copy (battle->retreats,
                                     (GCopyFunc) (void (*) (void)) retreat_copy, NULL);
  g_ptr_array_set_free_func (copy->retreats, (GDestroyNotify) retreat_free);
  copy->choices = g_ptr_array_copy (battle->choices, (GCopyFunc) (void (*) (void)) retreat_copy,
                                    NULL);
  g_ptr_array_set_free_func (copy->choices, (GDestroyNotify) retreat_free);
  copy->tie = g_strdupv (battle->tie);
  copy->log = g_ptr_array_copy (battle->log, (GCopyFunc) (void (*) (void)) event_copy, NULL);
  g_ptr_array_set_free_func (copy->log, (GDestroyNotify) event_free);
  return copy;
}

static gboolean
arrays_equal (const GPtrArray *a, const GPtrArray *b, GEqualFunc equal)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

gboolean
ffb_blocks_equal (const FfbBlockBattle *a, const FfbBlockBattle *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return g_str_equal (a->id, b->id) && g_str_equal (a->name, b->name)
         && a->fortress == b->fortress && a->defender_player == b->defender_player
         && a->rounds == b->rounds && a->die == b->die && a->round == b->round
         && a->carried == b->carried && a->outcome == b->outcome && a->begun == b->begun
         && a->attacker_player == b->attacker_player
         && a->ordered[FFB_BLOCK_ATTACKER] == b->ordered[FFB_BLOCK_ATTACKER]
         && a->ordered[FFB_BLOCK_DEFENDER] == b->ordered[FFB_BLOCK_DEFENDER]
         && (a->tie == NULL) == (b->tie == NULL)
         && (a->tie == NULL || g_strv_equal ((const char *const *) a->tie,
                                             (const char *const *) b->tie))
         && arrays_equal (a->blocks, b->blocks, (GEqualFunc) blocks_equal)
         && arrays_equal (a->retreats, b->retreats, (GEqualFunc) retreats_equal)
         && arrays_equal (a->choices, b->choices, (GEqualFunc) retreats_equal)
         && arrays_equal (a->log, b->log, (GEqualFunc) events_equal);
}

gboolean
ffb_blocks_player_side (const FfbBlockBattle *battle, FfbSide player, FfbBlockSide *out)
{
  g_return_val_if_fail (battle != NULL && out != NULL, FALSE);
  if (battle->attacker_player < 0)
    return FALSE;
  *out = (int) player == battle->attacker_player ? FFB_BLOCK_ATTACKER : FFB_BLOCK_DEFENDER;
  return TRUE;
}

FfbBlock *
ffb_blocks_add (FfbBlockBattle *battle, const char *id, const char *name, FfbBlockType type,
                FfbBlockSide side, int steps)
{
  FfbBlock *block;

  g_return_val_if_fail (battle != NULL && id != NULL && name != NULL, NULL);
  block = g_new0 (FfbBlock, 1);
  block->id = g_strdup (id);
  block->name = g_strdup (name);
  block->type = type;
  block->rating = ffb_block_type_rating (type);
  block->side = side;
  block->steps = steps;
  block->full_steps = steps;
  block->state = FFB_BLOCK_PRESENT;
  g_ptr_array_add (battle->blocks, block);
  return block;
}

FfbBlock *
ffb_blocks_find (const FfbBlockBattle *battle, const char *id)
{
  g_return_val_if_fail (battle != NULL, NULL);
  for (guint i = 0; id != NULL && i < battle->blocks->len; i++)
    {
      FfbBlock *block = g_ptr_array_index (battle->blocks, i);

      if (g_str_equal (block->id, id))
        return block;
    }
  return NULL;
}

/* ---- Checks ------------------------------------------------------------------------ */

/* A refusal names a block or a battle as the referee knows it, by its name; by the id, which the
 * app makes up ("attacker-1"), only when it has none. */
static const char *
shown_name (const char *name, const char *id)
{
  return name != NULL && name[0] != '\0' ? name : id;
}

gboolean
ffb_blocks_check_block (const FfbBlockBattle *battle, guint index, GError **error)
{
  const FfbBlock *block;

  g_return_val_if_fail (battle != NULL && index < battle->blocks->len, FALSE);
  block = g_ptr_array_index (battle->blocks, index);
  /* Every sentence of the log names the block by its name: one visible line as written, as
   * the loader wants every name (issue 30, item 9). */
  if (block->name == NULL
      || ffb_text_name_problem (block->name, -1, FFB_MAX_NAME) == FFB_NAME_EMPTY)
    return ffb_refuse (error, _("C2F: the block \"%s\" needs a name."), block->id);
  if (ffb_text_name_problem (block->name, -1, FFB_MAX_NAME) != FFB_NAME_FINE)
    return ffb_refuse (error, _("C2F: the name of the block \"%s\" is not one line of at most %d "
                                "characters shown as written (no control characters, no "
                                "bidirectional controls)."), block->id, FFB_MAX_NAME);
  for (guint i = 0; i < index; i++)
    if (g_str_equal (((const FfbBlock *) g_ptr_array_index (battle->blocks, i))->id, block->id))
      return ffb_refuse (error, _("C2F: two blocks have the id \"%s\"."), block->id);
  if (block->full_steps < 1 || block->full_steps > FFB_BLOCKS_MAX_STEPS)
    return ffb_refuse (error, _("C2F: the block \"%s\" has %d steps at full strength, and a block "
                                "has 1 to %d."), block->name, block->full_steps,
                       FFB_BLOCKS_MAX_STEPS);
  /* Only an eliminated block is left with no step. */
  if (block->steps < (block->state == FFB_BLOCK_ELIMINATED ? 0 : 1)
      || block->steps > block->full_steps)
    return ffb_refuse (error, _("C2F: the block \"%s\" has %d steps, and a block in battle has 1 "
                                "to its full strength, %d."), block->name, block->steps,
                       block->full_steps);
  if (block->rating.letter < 'A' || block->rating.letter > 'C' || block->rating.number < 1
      || block->rating.number > battle->die)
    return ffb_refuse (error, _("C2F: the block \"%s\" is rated %c%d, and a rating is A, B or C "
                                "with a number from 1 to the die's %d."), block->name,
                       block->rating.letter, block->rating.number, battle->die);
  return TRUE;
}

static gboolean
check_retreat (const FfbBlockBattle *battle, const FfbBlockRetreat *retreat, GError **error)
{
  const FfbBlock *block = ffb_blocks_find (battle, retreat->block);
  const char *shown;

  if (block == NULL)
    return ffb_refuse (error, _("C2F: a retreat order names the block \"%s\", which is not in the "
                                "battle."), retreat->block);
  shown = shown_name (block->name, block->id);
  if (retreat->round < 1 || retreat->round > (guint) battle->rounds)
    return ffb_refuse (error, _("C2F: the block \"%s\" is ordered to retreat in round %u, and the "
                                "battle has rounds 1 to %d."), shown, retreat->round,
                       battle->rounds);
  if (block->reserve && retreat->round == 1)
    return ffb_refuse (error, _("C2F: the block \"%s\" is a battle reserve: it neither fires nor "
                                "retreats in round 1, and may retreat from round 2."), shown);
  return TRUE;
}

/* C2G: a choice names a block of the battle, in a round fought or begun. */
static gboolean
check_choice (const FfbBlockBattle *battle, const FfbBlockChoice *choice, GError **error)
{
  guint last = battle->round + (battle->begun ? 1 : 0);

  if (ffb_blocks_find (battle, choice->block) == NULL)
    return ffb_refuse (error, _("C2G: an owner's choice names the block \"%s\", which is not in "
                                "the battle."), choice->block);
  if (choice->round < 1 || choice->round > last)
    return ffb_refuse (error, _("C2G: an owner's choice is made in round %u, and the battle has "
                                "fought or begun rounds 1 to %u: a choice comes after the dice."),
                       choice->round, last);
  return TRUE;
}

static gboolean
check_sides (const FfbBlockBattle *battle, GError **error)
{
  gboolean has[FFB_N_BLOCK_SIDES] = { FALSE, FALSE };

  for (guint i = 0; i < battle->blocks->len; i++)
    has[((const FfbBlock *) g_ptr_array_index (battle->blocks, i))->side] = TRUE;
  if (!has[FFB_BLOCK_ATTACKER])
    return ffb_refuse (error, _("C2F: the battle \"%s\" has no attacking block."),
                       shown_name (battle->name, battle->id));
  if (!has[FFB_BLOCK_DEFENDER])
    return ffb_refuse (error, _("C2F: the battle \"%s\" has no defending block."),
                       shown_name (battle->name, battle->id));
  return TRUE;
}

gboolean
ffb_blocks_check (const FfbBlockBattle *battle, GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);
  if (battle->rounds < 1 || battle->rounds > FFB_BLOCKS_MAX_ROUNDS)
    return ffb_refuse (error, _("C2F: a block battle lasts 1 to %d rounds, not %d."),
                       FFB_BLOCKS_MAX_ROUNDS, battle->rounds);
  if (battle->die < 2 || battle->die > FFB_DICE_MAX_SIDES)
    return ffb_refuse (error, _("C2F: a die has 2 to %d sides, not %d."), FFB_DICE_MAX_SIDES,
                       battle->die);
  if (battle->defender_player != 1 && battle->defender_player != 2)
    return ffb_refuse (error, _("C2F: the defender is Player 1 or Player 2, not %d."),
                       battle->defender_player);
  if (battle->blocks->len > FFB_BLOCKS_MAX_BLOCKS)
    return ffb_refuse (error, _("C2F: the battle has %u blocks, more than the %d one battle may "
                                "hold."), battle->blocks->len, FFB_BLOCKS_MAX_BLOCKS);
  for (guint i = 0; i < battle->blocks->len; i++)
    if (!ffb_blocks_check_block (battle, i, error))
      return FALSE;
  for (guint i = 0; i < battle->retreats->len; i++)
    if (!check_retreat (battle, g_ptr_array_index (battle->retreats, i), error))
      return FALSE;
  if (battle->round > (guint) battle->rounds
      || (battle->begun && battle->round >= (guint) battle->rounds))
    return ffb_refuse (error, battle->begun ? _("C2G: the battle \"%s\" has begun round %u, and "
                                                "it has %d.")
                                            : _("C2G: the battle \"%s\" has fought %u rounds, "
                                                "and it has %d."),
                       shown_name (battle->name, battle->id),
                       battle->round + (battle->begun ? 1 : 0), battle->rounds);
  for (guint i = 0; i < battle->choices->len; i++)
    if (!check_choice (battle, g_ptr_array_index (battle->choices, i), error))
      return FALSE;
  return check_sides (battle, error);
}

gboolean
ffb_blocks_order_retreat (FfbBlockBattle *battle, guint round, const char *block,
                          GError **error)
{
  FfbBlockRetreat retreat = { round, (char *) block };

  g_return_val_if_fail (battle != NULL && block != NULL, FALSE);
  if (!check_retreat (battle, &retreat, error))
    return FALSE;
  for (guint i = 0; i < battle->retreats->len; i++)
    if (retreats_equal (g_ptr_array_index (battle->retreats, i), &retreat))
      return TRUE;
  g_ptr_array_add (battle->retreats, retreat_copy (&retreat));
  return TRUE;
}

void
ffb_blocks_add_choice (FfbBlockBattle *battle, guint round, const char *block)
{
  FfbBlockChoice choice = { round, (char *) block };

  g_return_if_fail (battle != NULL && block != NULL);
  g_ptr_array_add (battle->choices, retreat_copy (&choice));
}

char **
ffb_blocks_round_retreats (const FfbBlockBattle *battle, guint round)
{
  GPtrArray *ids = g_ptr_array_new ();

  g_return_val_if_fail (battle != NULL, NULL);
  for (guint i = 0; i < battle->retreats->len; i++)
    {
      const FfbBlockRetreat *retreat = g_ptr_array_index (battle->retreats, i);

      if (retreat->round == round)
        g_ptr_array_add (ids, g_strdup (retreat->block));
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (ids, FALSE);
}

guint
ffb_blocks_round_n_choices (const FfbBlockBattle *battle, guint round)
{
  guint n = 0;

  g_return_val_if_fail (battle != NULL, 0);
  for (guint i = 0; i < battle->choices->len; i++)
    n += ((const FfbBlockChoice *) g_ptr_array_index (battle->choices, i))->round == round;
  return n;
}
