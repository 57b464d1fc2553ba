/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-organize.c: from a battle's strength points and leaders to a side's FF order of battle.
 *
 * The plan is top-down so that every limit the leaders allow is met by construction:
 *  1. leaders get their FF rank (R4B): one army leader, corps leaders, division leaders;
 *  2. each SP present becomes a token; tokens are sorted so that SPs of one arm, one CW
 *     commander and one experience lie together;
 *  3. if corps leaders are present, or an army leader with 2 SP or more (R4E: an army leader
 *     commands corps), the SPs are shared among enough corps to keep each within 2-6 SP
 *     (generated corps leaders make up the number, R4D); each corps, or each arm when there are
 *     no corps, is a block of tokens;
 *  4. each block is cut into divisions of 1-2 SP, enough for every division leader present;
 *     corps and divisions are cut where they split fewest leaders' SPs (ffb-organize-cut.h),
 *     so that leaders keep the SPs they command on the CW map (R4E);
 *  5. real leaders take the command holding most of the SPs they lead on the CW map; the rest
 *     get generated Average leaders (R4D);
 *  6. each division turns its SPs into brigades of one experience (R4F) near the target size,
 *     2-5 to a division (R4E), and batteries (R4A, horse for cavalry);
 *  7. the tree is checked (ffb_oob_validate) and every breach is listed by rule id.
 *
 * A battle fought with other tactical rules (RULES.md Q1) is organized by the same plan to
 * that set's limits (ffb_battle_organizing_rules): every leader a General at the head of a
 * division, no corps, brigades and divisions of the set's sizes, guns for batteries.
 */
#include "ffb-organize.h"

#include <glib/gi18n-lib.h>
#include "ffb-organize-names.h"
#include "ffb-organize-cut.h"

#include "ffb-error.h"

typedef struct
{
  const FfbLeader *leader;
  FfbRole role;
  guint seniority;
  gboolean placed;
  FfbRank rank;   /* the FF command he is given (R4B) */
} PresentLeader;

typedef struct
{
  const FfbSpGroup *group;
  FfbExperience experience;
  gboolean cavalry;
  const PresentLeader *commander; /* its CW commander when present, else NULL */
  guint commander_seniority; /* position of its CW commander among leaders present */
  guint order;               /* position in the battle's list, for a stable sort */
} SpToken;

/* A slice of the sorted tokens that is cut into divisions under one parent. */
typedef struct
{
  guint first;
  guint count;
  int n_divisions;
  int most_divisions;
  FfbUnit *parent;
} Block;

/* A division as built, with the tokens it holds, until its leader is known. */
typedef struct
{
  FfbUnit *unit;
  guint first;
  guint count;
} DivisionSlot;

typedef struct
{
  FfbCampaign *campaign;
  const FfbBattle *battle;
  FfbRules *rules;           /* the battle's organizing limits (ffb-battle.h), owned */
  FfbSide side;
  FfbOob *oob;
  GArray *tokens;            /* SpToken */
  GArray *leaders;           /* PresentLeader, seniority order */
  PresentLeader *army_leader;
  GPtrArray *corps_leaders;  /* PresentLeader* */
  GPtrArray *division_leaders;
  GArray *blocks;            /* Block */
  GArray *divisions;         /* DivisionSlot */
  FfbCutToken *cut;          /* the tokens as ffb-organize-cut.h sees them, same order */
  gboolean starts_worn;
} Organizer;

/* Seniority is the campaign's order of its leaders (ffb-campaign.h), whatever the order the
 * battle lists them in: RULES.md R4B's "his side's senior leader present" is the one listed
 * first among his side's leaders in the campaign. */
static guint
campaign_position (const Organizer *org, const FfbLeader *leader)
{
  guint position = 0;

  if (!g_ptr_array_find (org->campaign->leaders, leader, &position))
    return G_MAXUINT;
  return position;
}

static gint
compare_seniority (gconstpointer a, gconstpointer b)
{
  const PresentLeader *x = a, *y = b;

  return x->seniority < y->seniority ? -1 : x->seniority > y->seniority;
}

static void
sort_by_seniority (Organizer *org)
{
  for (guint i = 0; i < org->leaders->len; i++)
    {
      PresentLeader *item = &g_array_index (org->leaders, PresentLeader, i);
      item->seniority = campaign_position (org, item->leader);
    }
  g_array_sort (org->leaders, compare_seniority);
  for (guint i = 0; i < org->leaders->len; i++)
    g_array_index (org->leaders, PresentLeader, i).seniority = i;
}

static gboolean
collect_leaders (Organizer *org, GError **error)
{
  GArray *present = org->battle->sides[org->side].leaders;

  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentLeader *entry = &g_array_index (present, FfbPresentLeader, i);
      const FfbLeader *leader = ffb_campaign_find_leader (org->campaign, entry->leader_id);
      PresentLeader item = { leader, entry->role, i, FALSE, FFB_RANK_DIVISION };

      if (leader == NULL || leader->side != org->side || leader->stars < 1 || leader->stars > 4)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                       _("The battle “%s” names leader “%s”, who is not a %s leader of the "
                         "campaign."), org->battle->name,
                       ffb_campaign_leader_name (org->campaign, entry->leader_id),
                       ffb_side_display_name (org->side));
          return FALSE;
        }
      g_array_append_val (org->leaders, item);
    }
  sort_by_seniority (org);
  return TRUE;
}

static gboolean
may_lead_army (const Organizer *org, const PresentLeader *item)
{
  FfbRank rank = org->rules->rank_for_stars[item->leader->stars];

  if (rank == FFB_RANK_ARMY)
    return TRUE;
  return item->leader->stars == 3 && org->rules->three_star_may_lead_army
         && item->role != FFB_ROLE_CORPS;
}

/* R4B: the army leader is the senior army-rank leader (4 stars), else the 3-star the referee
 * picked, else the senior 3-star: he is then his side's senior leader present. Leaders are
 * in seniority order (sort_by_seniority): of two 3-stars, the one the campaign lists first. */
static PresentLeader *
choose_army_leader (Organizer *org)
{
  PresentLeader *picked = NULL;

  for (guint pass = 0; pass < 3 && picked == NULL; pass++)
    for (guint i = 0; i < org->leaders->len && picked == NULL; i++)
      {
        PresentLeader *item = &g_array_index (org->leaders, PresentLeader, i);
        FfbRank rank = org->rules->rank_for_stars[item->leader->stars];
        gboolean wanted = (pass == 0 && rank == FFB_RANK_ARMY)
                          || (pass == 1 && item->role == FFB_ROLE_ARMY)
                          || (pass == 2 && item->role == FFB_ROLE_AUTO);

        if (wanted && may_lead_army (org, item))
          picked = item;
      }
  return picked;
}

static void
assign_ranks (Organizer *org)
{
  org->army_leader = choose_army_leader (org);
  if (org->army_leader != NULL)
    {
      org->army_leader->placed = TRUE;
      org->army_leader->rank = FFB_RANK_ARMY;
    }

  for (guint i = 0; i < org->leaders->len; i++)
    {
      PresentLeader *item = &g_array_index (org->leaders, PresentLeader, i);
      FfbRank rank = org->rules->rank_for_stars[item->leader->stars];

      if (item == org->army_leader)
        continue;
      /* A second army-rank leader has no army to lead: he takes a corps, and the check
       * lists it (R4B). */
      item->rank = rank == FFB_RANK_DIVISION ? FFB_RANK_DIVISION : FFB_RANK_CORPS;
      if (rank == FFB_RANK_DIVISION)
        g_ptr_array_add (org->division_leaders, item);
      else
        g_ptr_array_add (org->corps_leaders, item);
    }
}

static const PresentLeader *
present_commander (const Organizer *org, const FfbSpGroup *group)
{
  if (group->commander != NULL)
    for (guint i = 0; i < org->leaders->len; i++)
      {
        const PresentLeader *item = &g_array_index (org->leaders, PresentLeader, i);
        if (g_str_equal (item->leader->id, group->commander))
          return item;
      }
  return NULL;
}

static gint
compare_tokens (gconstpointer a, gconstpointer b)
{
  const SpToken *x = a, *y = b;

  if (x->cavalry != y->cavalry)
    return x->cavalry ? 1 : -1;
  if (x->commander_seniority != y->commander_seniority)
    return x->commander_seniority < y->commander_seniority ? -1 : 1;
  if (x->experience != y->experience)
    return (int) x->experience - (int) y->experience;
  return x->order < y->order ? -1 : x->order > y->order;
}

static gboolean
collect_tokens (Organizer *org, GError **error)
{
  GArray *present = org->battle->sides[org->side].sps;

  for (guint i = 0; i < present->len; i++)
    {
      const FfbPresentSp *entry = &g_array_index (present, FfbPresentSp, i);
      const FfbSpGroup *group = ffb_campaign_find_sp_group (org->campaign, entry->group_id);
      const PresentLeader *commander;

      if (group == NULL || group->side != org->side || entry->count < 0
          || entry->count > group->count)
        {
          g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                       _("The battle “%s” names %d SP of group “%s”, which the %s side of the "
                         "campaign does not hold."), org->battle->name, entry->count,
                       ffb_campaign_sp_group_name (org->campaign, entry->group_id),
                       ffb_side_display_name (org->side));
          return FALSE;
        }
      commander = present_commander (org, group);
      for (int n = 0; n < entry->count; n++)
        {
          /* R4A: cavalry only when their cavalry leader is in the battle. */
          SpToken token = { group, group->experience,
                            ffb_battle_group_is_cavalry (org->campaign, org->battle,
                                                         org->side, group),
                            commander, commander ? commander->seniority : G_MAXUINT,
                            org->tokens->len };
          g_array_append_val (org->tokens, token);
        }
    }
  g_array_sort (org->tokens, compare_tokens);
  return TRUE;
}

static int
ceil_div (int a, int b)
{
  return (a + b - 1) / b;
}

static void
add_block (Organizer *org, guint first, guint count, gboolean in_corps, FfbUnit *parent)
{
  Block block = { first, count, 0, 0, parent };

  block.most_divisions = (int) count / org->rules->division_min_sp;
  block.n_divisions = ffb_cut_division_count (org->rules, org->cut + first, count, in_corps);
  g_array_append_val (org->blocks, block);
}

/* Each token's present commander as a keeper of his rank, for ffb-organize-cut.h. */
static void
make_cut_tokens (Organizer *org)
{
  org->cut = g_new (FfbCutToken, MAX (org->tokens->len, 1));
  for (guint t = 0; t < org->tokens->len; t++)
    {
      const SpToken *token = &g_array_index (org->tokens, SpToken, t);
      const PresentLeader *commander = token->commander;
      int keeper = commander != NULL ? (int) commander->seniority : -1;

      org->cut[t] = (FfbCutToken) {
        commander != NULL && commander->rank == FFB_RANK_DIVISION ? keeper : -1,
        commander != NULL && commander->rank == FFB_RANK_CORPS ? keeper : -1,
        token->cavalry };
    }
}

static FfbUnit *
new_command (Organizer *org, FfbUnitKind kind, FfbUnit *parent, int number)
{
  g_autofree char *id = g_strdup_printf ("%s.%c%d", parent->id,
                                         kind == FFB_UNIT_CORPS ? 'c' : 'd', number);
  g_autofree char *name = kind == FFB_UNIT_CORPS ? ffb_corps_name (number)
                                                 : ffb_ordinal_name (number, "Division");
  FfbUnit *unit = ffb_unit_new (kind, id, name);

  ffb_unit_append (parent, unit);
  return unit;
}

/* Step 3: with corps leaders present (or an army leader, R4E), enough corps to keep each
 * within the corps limit; the SPs are cut in token order where fewest leaders lose theirs. */
static void
plan_corps_blocks (Organizer *org)
{
  int n_sp = (int) org->tokens->len;
  int n_corps = MAX ((int) org->corps_leaders->len, ceil_div (n_sp, org->rules->corps_max_sp));
  g_autofree guint *shares = g_new (guint, MAX (n_corps, 1));
  guint first = 0;

  ffb_cut_corps (org->rules, org->cut, org->tokens->len, (guint) n_corps, shares);
  for (int k = 0; k < n_corps; k++)
    {
      FfbUnit *corps = new_command (org, FFB_UNIT_CORPS, org->oob->army, k + 1);

      add_block (org, first, shares[k], TRUE, corps);
      first += shares[k];
    }
}

/* Without corps, divisions stand under the army, one block per arm so that no division
 * mixes cavalry and infantry. */
static void
plan_army_blocks (Organizer *org)
{
  guint n_infantry = 0;

  while (n_infantry < org->tokens->len
         && !g_array_index (org->tokens, SpToken, n_infantry).cavalry)
    n_infantry++;
  add_block (org, 0, n_infantry, FALSE, org->oob->army);
  add_block (org, n_infantry, org->tokens->len - n_infantry, FALSE, org->oob->army);
}

/* Step 4: more divisions where blocks have room, until every division leader has one. */
static void
make_room_for_division_leaders (Organizer *org)
{
  int wanted = (int) org->division_leaders->len;
  int total = 0;

  for (guint b = 0; b < org->blocks->len; b++)
    total += g_array_index (org->blocks, Block, b).n_divisions;

  while (total < wanted)
    {
      Block *roomiest = NULL;

      for (guint b = 0; b < org->blocks->len; b++)
        {
          Block *block = &g_array_index (org->blocks, Block, b);
          int room = block->most_divisions - block->n_divisions;
          if (room > 0 && (roomiest == NULL
                           || room > roomiest->most_divisions - roomiest->n_divisions))
            roomiest = block;
        }
      if (roomiest == NULL)
        return;
      roomiest->n_divisions++;
      total++;
    }
}

/* Cuts `count` tokens from `first` into `n_divisions` divisions under `parent`, where fewest
 * division leaders lose their SPs, then as evenly as possible. */
static void
cut_slice (Organizer *org, FfbUnit *parent, guint first, guint count, int n_divisions)
{
  g_autofree guint *shares = g_new (guint, MAX (n_divisions, 1));

  if (n_divisions <= 0)
    return;
  ffb_cut_divisions (org->rules, org->cut + first, count, (guint) n_divisions, shares);
  for (int d = 0; d < n_divisions; d++)
    {
      int number = (int) parent->children->len + 1;
      DivisionSlot slot = { new_command (org, FFB_UNIT_DIVISION, parent, number), first,
                            shares[d] };

      g_array_append_val (org->divisions, slot);
      first += shares[d];
    }
}

static guint
count_infantry (const Organizer *org, guint first, guint count)
{
  guint n = 0;

  while (n < count && !g_array_index (org->tokens, SpToken, first + n).cavalry)
    n++;
  return n;
}

/* Cuts a block into its divisions. Tokens are sorted infantry first, so a corps holding both
 * arms gives each its own divisions (as many as it needs, the rest shared by strength) rather
 * than a division of foot and horse, unless an arm is too small for a division of its own. */
static void
cut_block (Organizer *org, const Block *block)
{
  const FfbRules *rules = org->rules;
  int infantry = (int) count_infantry (org, block->first, block->count);
  int cavalry = (int) block->count - infantry;
  int for_cavalry, for_infantry;

  if (infantry < rules->division_min_sp || cavalry < rules->division_min_sp)
    {
      cut_slice (org, block->parent, block->first, block->count, block->n_divisions);
      return;
    }
  for_cavalry = MAX (ceil_div (cavalry, rules->division_max_sp),
                     (block->n_divisions * cavalry + (int) block->count / 2) / (int) block->count);
  for_cavalry = MIN (for_cavalry, cavalry / rules->division_min_sp);
  for_infantry = MAX (block->n_divisions - for_cavalry, ceil_div (infantry,
                                                                  rules->division_max_sp));
  for_infantry = MIN (for_infantry, infantry / rules->division_min_sp);
  cut_slice (org, block->parent, block->first, (guint) infantry, for_infantry);
  cut_slice (org, block->parent, block->first + (guint) infantry, (guint) cavalry, for_cavalry);
}

/* R7A: the ratings a leader's tactical rating fixes; +1 and -1 stay sealed until rolled. */
static FfbRating
fixed_rating (const FfbLeader *leader)
{
  switch (leader->tactical)
    {
    case 2: return FFB_RATING_EXCELLENT;
    case -2: return FFB_RATING_POLTROON;
    case 0: return FFB_RATING_AVERAGE;
    default: return FFB_RATING_SEALED;
    }
}

static void
give_leader (FfbUnit *unit, PresentLeader *item)
{
  const FfbLeader *leader = item->leader;

  g_free (unit->leader_id);
  g_free (unit->leader_name);
  unit->leader_id = g_strdup (leader->id);
  unit->leader_name = g_strdup (leader->name);
  unit->leader_stars = leader->stars;
  unit->rating = fixed_rating (leader);
  item->placed = TRUE;
}

/* R4D: a leader who stands for no CW counter is always Average. */
static void
give_generated_leader (FfbUnit *unit)
{
  if (unit->leader_id == NULL)
    unit->rating = FFB_RATING_AVERAGE;
}

/* A leader's claim on a command: so many of its SPs are his on the CW map. */
typedef struct
{
  int sps;
  PresentLeader *item;
  DivisionSlot *slot;
} Claim;

static gint
compare_claims (gconstpointer a, gconstpointer b)
{
  const Claim *x = a, *y = b;

  if (x->sps != y->sps)
    return y->sps - x->sps;
  if (x->item->seniority != y->item->seniority)
    return x->item->seniority < y->item->seniority ? -1 : 1;
  return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* Every (leader, command) pair where the command holds SPs the leader commands on the map. */
static GArray *
collect_claims (Organizer *org, GPtrArray *candidates, GArray *slots)
{
  GArray *claims = g_array_new (FALSE, FALSE, sizeof (Claim));
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < candidates->len; i++)
    {
      PresentLeader *item = g_ptr_array_index (candidates, i);
      g_hash_table_insert (by_id, (gpointer) item->leader->id, item);
    }
  for (guint s = 0; s < slots->len; s++)
    {
      DivisionSlot *slot = &g_array_index (slots, DivisionSlot, s);
      guint slot_claims = claims->len; /* this slot's claims start here */

      for (guint t = slot->first; t < slot->first + slot->count; t++)
        {
          const char *commander = g_array_index (org->tokens, SpToken, t).group->commander;
          PresentLeader *item = commander ? g_hash_table_lookup (by_id, commander) : NULL;
          guint c = slot_claims;

          while (c < claims->len && g_array_index (claims, Claim, c).item != item)
            c++;
          if (item == NULL)
            continue;
          if (c < claims->len)
            g_array_index (claims, Claim, c).sps++;
          else
            g_array_append_val (claims, ((Claim) { 1, item, slot }));
        }
    }
  g_array_sort (claims, compare_claims);
  return claims;
}

static gboolean
slot_has_cavalry (const Organizer *org, const DivisionSlot *slot)
{
  for (guint t = slot->first; t < slot->first + slot->count; t++)
    if (g_array_index (org->tokens, SpToken, t).cavalry)
      return TRUE;
  return FALSE;
}

/* A free command for a leader with no claim: one of his arm first (R4A: a cavalry leader
 * leads cavalry), then any with SPs, then any. */
static DivisionSlot *
free_slot_for (Organizer *org, GArray *slots, const PresentLeader *item)
{
  for (int pass = 0; pass < 3; pass++)
    for (guint s = 0; s < slots->len; s++)
      {
        DivisionSlot *slot = &g_array_index (slots, DivisionSlot, s);
        gboolean fits = pass == 2 || (slot->count > 0
                                      && (pass == 1
                                          || slot_has_cavalry (org,
                                                               slot) == item->leader->cavalry));
        if (slot->unit->leader_id == NULL && fits)
          return slot;
      }
  return NULL;
}

/* Step 5: the strongest claims first (most of a command's SPs are his on the map, the senior
 * leader on a tie), then the rest by seniority and arm. Returns the leaders left without a
 * command. */
static GPtrArray *
place_leaders (Organizer *org, GPtrArray *candidates, GArray *slots)
{
  g_autoptr(GArray) claims = collect_claims (org, candidates, slots);
  GPtrArray *left = g_ptr_array_new ();

  for (guint c = 0; c < claims->len; c++)
    {
      Claim *claim = &g_array_index (claims, Claim, c);
      if (!claim->item->placed && claim->slot->unit->leader_id == NULL)
        give_leader (claim->slot->unit, claim->item);
    }
  for (guint i = 0; i < candidates->len; i++)
    {
      PresentLeader *item = g_ptr_array_index (candidates, i);
      DivisionSlot *slot = item->placed ? NULL : free_slot_for (org, slots, item);

      if (slot != NULL)
        give_leader (slot->unit, item);
      else if (!item->placed)
        g_ptr_array_add (left, item);
    }
  for (guint s = 0; s < slots->len; s++)
    give_generated_leader (g_array_index (slots, DivisionSlot, s).unit);
  return left;
}

static void
place_corps_leaders (Organizer *org)
{
  g_autoptr(GArray) slots = g_array_new (FALSE, FALSE, sizeof (DivisionSlot));
  g_autoptr(GPtrArray) left = NULL;

  for (guint b = 0; b < org->blocks->len; b++)
    {
      Block *block = &g_array_index (org->blocks, Block, b);
      DivisionSlot slot = { block->parent, block->first, block->count };

      /* Without corps leaders the blocks are the army itself, not corps. */
      if (block->parent->kind == FFB_UNIT_CORPS)
        g_array_append_val (slots, slot);
    }
  left = place_leaders (org, org->corps_leaders, slots);
  /* There are always enough corps for the corps leaders (plan_corps_blocks). */
  g_assert (left->len == 0);
}

/* A division leader with no SPs left to command still appears, at the head of an empty
 * division, so that the check lists him (R4C) rather than dropping him. */
static void
place_division_leaders (Organizer *org)
{
  g_autoptr(GPtrArray) left = place_leaders (org, org->division_leaders, org->divisions);

  for (guint i = 0; i < left->len; i++)
    {
      FfbUnit *unit = new_command (org, FFB_UNIT_DIVISION, org->oob->army,
                                   (int) org->oob->army->children->len + 1);
      give_leader (unit, g_ptr_array_index (left, i));
    }
}

/* The stands of one arm and one experience within a division: a brigade never mixes
 * experience (R4F) and never mixes cavalry with infantry. */
typedef struct
{
  gboolean cavalry;
  FfbExperience experience;
  int stands;
  int n_brigades;
} Pool;

#define MAX_POOLS (2 * FFB_N_EXPERIENCES)

static guint
gather_pools (const Organizer *org, const DivisionSlot *slot, Pool pools[MAX_POOLS])
{
  guint n_pools = 0;

  for (guint t = slot->first; t < slot->first + slot->count; t++)
    {
      const SpToken *token = &g_array_index (org->tokens, SpToken, t);
      guint p = 0;

      while (p < n_pools
             && (pools[p].cavalry != token->cavalry || pools[p].experience != token->experience))
        p++;
      if (p == n_pools)
        pools[n_pools++] = (Pool) { token->cavalry, token->experience, 0, 0 };
      pools[p].stands += org->battle->stands_per_sp;
    }
  return n_pools;
}

/* Brigades per pool: each near the target size, then as few or as many more as it takes to
 * keep the division within its brigade limits (R4E), changing the pool whose brigades move
 * least from the target. */
static void
share_brigades (const FfbRules *rules, Pool *pools, guint n_pools)
{
  int total = 0;

  for (guint p = 0; p < n_pools; p++)
    {
      int n = (pools[p].stands + rules->brigade_target_stands / 2) / rules->brigade_target_stands;
      pools[p].n_brigades = CLAMP (n, 1, MAX (pools[p].stands, 1));
      total += pools[p].n_brigades;
    }
  while (total < rules->division_min_brigades)
    {
      guint biggest = n_pools;
      for (guint p = 0; p < n_pools; p++)
        if (pools[p].n_brigades < pools[p].stands
            && (biggest == n_pools || pools[p].stands * pools[biggest].n_brigades
                                        > pools[biggest].stands * pools[p].n_brigades))
          biggest = p;
      if (biggest == n_pools)
        return;
      pools[biggest].n_brigades++, total++;
    }
  while (total > rules->division_max_brigades)
    {
      guint smallest = n_pools;
      for (guint p = 0; p < n_pools; p++)
        if (pools[p].n_brigades > 1
            && (smallest == n_pools || pools[p].stands * pools[smallest].n_brigades
                                         < pools[smallest].stands * pools[p].n_brigades))
          smallest = p;
      if (smallest == n_pools)
        return;
      pools[smallest].n_brigades--, total--;
    }
}

/* Hands a pool's stands out to its brigades SP by SP, in the slot's order, so that each
 * brigade is labelled with the SP group most of its own stands come from (R4F) and its losses
 * go back to that group (R9A). */
typedef struct
{
  const Organizer *org;
  const DivisionSlot *slot;
  const Pool *pool;
  guint token; /* the SP being handed out */
  int left;    /* its stands not handed out yet */
} SpCursor;

typedef struct
{
  const FfbSpGroup *group;
  int stands;
} GroupShare;

static const SpToken *
cursor_token (const SpCursor *cursor)
{
  return &g_array_index (cursor->org->tokens, SpToken, cursor->token);
}

static gboolean
cursor_in_pool (const SpCursor *cursor)
{
  const SpToken *token = cursor_token (cursor);

  return token->cavalry == cursor->pool->cavalry
         && token->experience == cursor->pool->experience;
}

/* On the next SP of the pool with stands left; FALSE when none is. */
static gboolean
cursor_settle (SpCursor *cursor)
{
  guint end = cursor->slot->first + cursor->slot->count;

  while (cursor->token < end && (cursor->left == 0 || !cursor_in_pool (cursor)))
    {
      cursor->token++;
      cursor->left = cursor->org->battle->stands_per_sp;
    }
  return cursor->token < end;
}

static void
cursor_start (SpCursor *cursor, const Organizer *org, const DivisionSlot *slot,
              const Pool *pool)
{
  *cursor = (SpCursor) { org, slot, pool, slot->first, org->battle->stands_per_sp };
  cursor_settle (cursor);
}

static void
add_share (GArray *shares, const FfbSpGroup *group, int stands)
{
  for (guint i = 0; i < shares->len; i++)
    if (g_array_index (shares, GroupShare, i).group == group)
      {
        g_array_index (shares, GroupShare, i).stands += stands;
        return;
      }
  g_array_append_val (shares, ((GroupShare) { group, stands }));
}

/* Takes `stands` stands off the cursor: the group that gives most of them (the first on a
 * tie). */
static const FfbSpGroup *
cursor_take (SpCursor *cursor, int stands)
{
  g_autoptr(GArray) shares = g_array_new (FALSE, FALSE, sizeof (GroupShare));
  const GroupShare *best = NULL;

  while (stands > 0 && cursor_settle (cursor))
    {
      int n = MIN (stands, cursor->left);

      add_share (shares, cursor_token (cursor)->group, n);
      cursor->left -= n;
      stands -= n;
    }
  for (guint i = 0; i < shares->len; i++)
    if (best == NULL || g_array_index (shares, GroupShare, i).stands > best->stands)
      best = &g_array_index (shares, GroupShare, i);
  return best != NULL ? best->group : NULL;
}

static void
add_brigade (Organizer *org, FfbUnit *division, const Pool *pool, const FfbSpGroup *group,
             int stands)
{
  int number = (int) division->children->len + 1;
  g_autofree char *id = g_strdup_printf ("%s.b%d", division->id, number);
  g_autofree char *name = ffb_ordinal_name (number, pool->cavalry ? "Cavalry Brigade"
                                                                  : "Brigade");
  FfbUnit *brigade = ffb_unit_new (FFB_UNIT_BRIGADE, id, name);

  brigade->stands = stands;
  brigade->experience = pool->experience;
  brigade->cavalry = pool->cavalry;
  brigade->starts_worn = org->starts_worn;
  brigade->sp_group_id = g_strdup (group != NULL ? group->id : NULL);
  /* A brigade drawn from several groups takes the note of the one that gave most stands. */
  brigade->weapons = g_strdup (group != NULL ? group->weapons : NULL);
  ffb_unit_append (division, brigade);
}

/* Q1: other tactical rules field single guns where FF fields batteries. */
static const char *
battery_word (const Organizer *org, gboolean horse)
{
  if (org->battle->tactics != NULL)
    return horse ? "Horse Gun" : "Gun";
  return horse ? "Horse Battery" : "Battery";
}

static void
add_batteries (Organizer *org, const DivisionSlot *slot)
{
  int number = 0;

  for (guint t = slot->first; t < slot->first + slot->count; t++)
    {
      const SpToken *token = &g_array_index (org->tokens, SpToken, t);

      for (int b = 0; b < org->battle->batteries_per_sp; b++)
        {
          g_autofree char *id = g_strdup_printf ("%s.a%d", slot->unit->id, ++number);
          g_autofree char *name = ffb_ordinal_name (number, battery_word (org, token->cavalry));
          FfbUnit *battery = ffb_unit_new (FFB_UNIT_BATTERY, id, name);

          battery->horse = token->cavalry;
          ffb_unit_append (slot->unit, battery);
        }
    }
}

/* Step 6: larger brigades first, as an OOB lists them (7, 7, 6). */
static void
fill_division (Organizer *org, const DivisionSlot *slot)
{
  Pool pools[MAX_POOLS];
  guint n_pools = gather_pools (org, slot, pools);

  share_brigades (org->rules, pools, n_pools);
  for (guint p = 0; p < n_pools; p++)
    {
      SpCursor cursor;

      cursor_start (&cursor, org, slot, &pools[p]);
      for (int b = 0; b < pools[p].n_brigades; b++)
        {
          int stands = pools[p].stands / pools[p].n_brigades
                       + (b < pools[p].stands % pools[p].n_brigades ? 1 : 0);

          add_brigade (org, slot->unit, &pools[p], cursor_take (&cursor, stands), stands);
        }
    }
  add_batteries (org, slot);
}

/* R11A / R11D: the army leader's command radius and re-roll allowance. */
static void
set_army_leader (Organizer *org)
{
  FfbUnit *army = org->oob->army;
  g_autofree char *name = g_strdup_printf ("%s army", ffb_side_display_name (org->side));

  g_free (army->name);
  army->name = g_steal_pointer (&name);
  if (org->army_leader == NULL)
    return;
  give_leader (army, org->army_leader);
  org->oob->army_radius = ffb_rules_army_radius (org->rules,
                                                 org->army_leader->leader->army_command);
  org->oob->rerolls = org->army_leader->leader->army_command;
}

/* R4E: an army leader commands corps, not divisions, once there are the SPs for a corps. */
static gboolean
needs_corps (const Organizer *org)
{
  return org->corps_leaders->len > 0
         || (org->army_leader != NULL && (int) org->tokens->len >= org->rules->corps_min_sp);
}

static void
build_tree (Organizer *org)
{
  make_cut_tokens (org);
  if (needs_corps (org))
    plan_corps_blocks (org);
  else
    plan_army_blocks (org);
  make_room_for_division_leaders (org);
  for (guint b = 0; b < org->blocks->len; b++)
    cut_block (org, &g_array_index (org->blocks, Block, b));

  set_army_leader (org);
  place_corps_leaders (org);
  place_division_leaders (org);
  for (guint d = 0; d < org->divisions->len; d++)
    fill_division (org, &g_array_index (org->divisions, DivisionSlot, d));
}

static void
organizer_clear (Organizer *org)
{
  g_clear_pointer (&org->tokens, g_array_unref);
  g_clear_pointer (&org->leaders, g_array_unref);
  g_clear_pointer (&org->corps_leaders, g_ptr_array_unref);
  g_clear_pointer (&org->division_leaders, g_ptr_array_unref);
  g_clear_pointer (&org->blocks, g_array_unref);
  g_clear_pointer (&org->divisions, g_array_unref);
  g_clear_pointer (&org->cut, g_free);
  g_clear_pointer (&org->oob, ffb_oob_unref);
  g_clear_pointer (&org->rules, ffb_rules_unref);
}

static void
organizer_init (Organizer *org, FfbCampaign *campaign, const FfbBattle *battle, FfbSide side)
{
  org->campaign = campaign;
  org->battle = battle;
  org->rules = ffb_battle_organizing_rules (battle, campaign->rules);
  org->side = side;
  org->oob = ffb_oob_new (side, battle->stands_per_sp, battle->batteries_per_sp);
  org->tokens = g_array_new (FALSE, FALSE, sizeof (SpToken));
  org->leaders = g_array_new (FALSE, FALSE, sizeof (PresentLeader));
  org->corps_leaders = g_ptr_array_new ();
  org->division_leaders = g_ptr_array_new ();
  org->blocks = g_array_new (FALSE, FALSE, sizeof (Block));
  org->divisions = g_array_new (FALSE, FALSE, sizeof (DivisionSlot));
  /* R7D: a demoralized defender's brigades all start Worn. */
  org->starts_worn = battle->sides[side].demoralized && side == ffb_battle_defender (battle);
}

FfbOob *
ffb_organize (FfbCampaign *campaign, const FfbBattle *battle, FfbSide side, GError **error)
{
  Organizer org = { 0 };
  FfbOob *oob;

  g_return_val_if_fail (campaign != NULL && campaign->rules != NULL, NULL);
  g_return_val_if_fail (battle != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);

  /* R9: a fought battle keeps the OOBs it was fought with; the SPs have changed since. */
  if (!ffb_battle_check_not_fought (battle, _("its orders of battle are not organized again"),
                                    error))
    return NULL;
  if (battle->stands_per_sp < 1 || battle->batteries_per_sp < 0)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("The battle “%s” converts %d stands and %d batteries per SP; it needs at "
                     "least 1 stand and no negative batteries (R4A)."), battle->name,
                   battle->stands_per_sp, battle->batteries_per_sp);
      return NULL;
    }
  organizer_init (&org, campaign, battle, side);
  if (!collect_leaders (&org, error) || !collect_tokens (&org, error))
    {
      organizer_clear (&org);
      return NULL;
    }
  assign_ranks (&org);
  build_tree (&org);

  ffb_oob_check_battle (org.oob, campaign, battle);
  oob = g_steal_pointer (&org.oob);
  organizer_clear (&org);
  return oob;
}

FfbOob *
ffb_battle_ensure_oob (FfbCampaign *campaign, FfbBattle *battle, FfbSide side, GError **error)
{
  g_autoptr(FfbOob) oob = NULL;

  g_return_val_if_fail (campaign != NULL && battle != NULL, NULL);
  g_return_val_if_fail (side == FFB_SIDE_UNION || side == FFB_SIDE_CONFEDERATE, NULL);

  if (battle->oob[side] != NULL)
    return battle->oob[side];
  oob = ffb_organize (campaign, battle, side, error);
  if (oob == NULL)
    return NULL;
  ffb_battle_set_oob (battle, side, oob);
  return battle->oob[side];
}
