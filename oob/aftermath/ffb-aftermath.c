/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath.c: working out what a battle's result does to the campaign (the plan and its
 * preview). The rules as read here are in ffb-aftermath.h; R9A is in ffb-aftermath-losses.c,
 * the notes in ffb-aftermath-notes.c, the changes themselves in ffb-aftermath-apply.c. */
#include "ffb-aftermath-private.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-history-purposes.h"
#include "ffb-organize.h"
#include "ffb-result-check.h"

static const char *const morale_words[] = { "steady", "left-field", "heavy-loss", "chance" };

const char *
ffb_morale_to_string (FfbMorale morale)
{
  g_return_val_if_fail (morale >= 0 && morale < G_N_ELEMENTS (morale_words), "invalid");
  return morale_words[morale];
}

char *
ffb_aftermath_stream (const char *battle_id)
{
  return ffb_history_aftermath_stream (battle_id);
}

static void
clear_outcome (gpointer data)
{
  g_free (((FfbGroupOutcome *) data)->group_id);
}

static FfbAftermath *
aftermath_new (const char *battle_id, FfbResult *result)
{
  FfbAftermath *aftermath = g_new0 (FfbAftermath, 1);

  aftermath->battle_id = g_strdup (battle_id);
  aftermath->result = ffb_result_ref (result);
  aftermath->notes = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_note_free);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      FfbAftermathSide *side = &aftermath->sides[s];

      side->groups = g_array_new (FALSE, TRUE, sizeof (FfbGroupOutcome));
      g_array_set_clear_func (side->groups, clear_outcome);
      side->loss_checks = g_ptr_array_new_with_free_func (g_free);
      side->killed = g_ptr_array_new_with_free_func (g_free);
      side->wounded = g_ptr_array_new_with_free_func (g_free);
      side->fought = g_ptr_array_new_with_free_func (g_free);
    }
  return aftermath;
}

void
ffb_aftermath_free (FfbAftermath *aftermath)
{
  if (aftermath == NULL)
    return;
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      FfbAftermathSide *side = &aftermath->sides[s];

      g_array_unref (side->groups);
      g_ptr_array_unref (side->loss_checks);
      g_ptr_array_unref (side->killed);
      g_ptr_array_unref (side->wounded);
      g_ptr_array_unref (side->fought);
      g_clear_pointer (&aftermath->oobs[s], ffb_oob_unref);
      g_clear_pointer (&aftermath->never_arrived[s], g_hash_table_unref);
    }
  g_ptr_array_unref (aftermath->notes);
  g_clear_pointer (&aftermath->result, ffb_result_unref);
  g_free (aftermath->battle_id);
  g_free (aftermath->crack_group);
  g_clear_pointer (&aftermath->planned_on, ffb_campaign_unref);
  g_free (aftermath);
}

/* The history counts only by its length: comparing it whole would be comparing every
 * campaign it keeps. */
gboolean
ffb_aftermath_campaign_unchanged (const FfbAftermath *aftermath, FfbCampaign *campaign)
{
  return aftermath->planned_on != NULL
         && ffb_history_get (campaign)->len == aftermath->planned_history
         && ffb_campaign_equal (campaign, aftermath->planned_on);
}

/* The OOBs the battle was fought with: the stored ones, or organized now (as convert does)
 * and stored when the aftermath is applied. */
static gboolean
take_oobs (FfbAftermath *aftermath, FfbCampaign *campaign, FfbBattle *battle, GError **error)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      aftermath->oobs[s] = battle->oob[s] != NULL ? ffb_oob_ref (battle->oob[s])
                                                  : ffb_organize (campaign, battle, s, error);
      if (aftermath->oobs[s] == NULL)
        return FALSE;
      aftermath->never_arrived[s] = ffb_result_record_never_arrived (campaign, battle,
                                                                     aftermath->oobs[s]);
    }
  return TRUE;
}

static FfbBattle *
find_open_battle (FfbCampaign *campaign, const char *battle_id, GError **error)
{
  FfbBattle *battle = ffb_campaign_find_battle (campaign, battle_id);

  if (battle == NULL)
    g_set_error (error, FFB_ERROR, FFB_ERROR_NOT_FOUND, _("the campaign has no battle “%.64s”."),
                 battle_id);
  else if (battle->fought)
    g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("the battle “%s” has already been "
                   "carried back to the campaign; undo that first to carry it back again."),
                 battle->id);
  else
    return battle;
  return NULL;
}

/* R9: more victory points wins; the loser retreats. */
static void
decide_winner (FfbAftermath *aftermath)
{
  int union_vp = aftermath->sides[FFB_SIDE_UNION].victory_points;
  int confederate_vp = aftermath->sides[FFB_SIDE_CONFEDERATE].victory_points;

  aftermath->draw = union_vp == confederate_vp;
  aftermath->winner = union_vp > confederate_vp ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
}

/* R9C: the share of the row's results with this loss that demoralize. */
static void
count_chance (FfbAftermathSide *side, const FfbResultSide *result)
{
  side->chance_in = side->chance_of = 0;
  for (int i = 0; i < FFB_CRT_ROW_RESULTS; i++)
    if (result->crt[i].sp_loss == side->sp_lost)
      {
        side->chance_of++;
        side->chance_in += result->crt[i].demoralizes != FALSE;
      }
}

/* R8C, R9B, R9C. */
static gboolean
decide_morale (FfbAftermath *aftermath, FfbSide which, GError **error)
{
  FfbAftermathSide *side = &aftermath->sides[which];
  const FfbResultSide *result = &aftermath->result->sides[which];

  side->demoralized = TRUE;
  if (side->field != FFB_RESULT_FIELD_HELD)
    side->morale = FFB_MORALE_LEFT_FIELD;
  else if (side->sp_lost >= side->demoralizing_sp_loss)
    side->morale = FFB_MORALE_HEAVY_LOSS;
  else if (!result->has_crt_row)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_MEANING, _("%s:%d: the %s army held the field and "
                     "lost %d SP, so R9C needs the %d results of its CW CRT row, "
                     "which the result does not give."), aftermath->result->source, result->line,
                   ffb_side_display_name (which), side->sp_lost, FFB_CRT_ROW_RESULTS);
      return FALSE;
    }
  else
    {
      side->morale = FFB_MORALE_CHANCE;
      count_chance (side, result);
      /* Certain either way: no roll is needed, so none is made. */
      side->demoralized = side->chance_of > 0 && side->chance_in == side->chance_of;
    }
  return TRUE;
}

static const FfbResultLeader *
result_leader (const FfbResultSide *result, const char *leader_id)
{
  for (guint i = 0; i < result->leaders->len; i++)
    {
      const FfbResultLeader *item = &g_array_index (result->leaders, FfbResultLeader, i);

      if (g_strcmp0 (item->leader_id, leader_id) == 0)
        return item;
    }
  return NULL;
}

static gboolean
commands_unit_never_arrived (GHashTable *away, const FfbUnit *unit, const char *leader_id)
{
  if (g_strcmp0 (unit->leader_id, leader_id) == 0 && g_hash_table_contains (away, unit->id))
    return TRUE;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    if (commands_unit_never_arrived (away, g_ptr_array_index (unit->children, i), leader_id))
      return TRUE;
  return FALSE;
}

/* R9D and the leaders who fought (R10A). */
static void
sort_leaders (FfbAftermath *aftermath, FfbCampaign *campaign, const FfbBattle *battle,
              FfbSide which)
{
  FfbAftermathSide *side = &aftermath->sides[which];
  const FfbResultSide *result = &aftermath->result->sides[which];
  GArray *present = battle->sides[which].leaders;
  int max_stars = G_N_ELEMENTS (campaign->rules->rank_for_stars) - 1;

  for (guint i = 0; i < present->len; i++)
    {
      const char *id = g_array_index (present, FfbPresentLeader, i).leader_id;
      const FfbResultLeader *item = result_leader (result, id);
      FfbLeader *leader = ffb_campaign_find_leader (campaign, id);
      gboolean appeared = item != NULL && item->appeared_given
                            ? item->appeared
                            : !commands_unit_never_arrived (aftermath->never_arrived[which],
                                                            aftermath->oobs[which]->army, id);
      FfbFate fate = item != NULL ? item->fate : FFB_FATE_UNHURT;

      if (!appeared)
        g_ptr_array_add (side->loss_checks, g_strdup (id));
      if (fate == FFB_FATE_KILLED)
        g_ptr_array_add (side->killed, g_strdup (id));
      else if (fate == FFB_FATE_DISABLED)
        g_ptr_array_add (side->wounded, g_strdup (id));
      if (appeared && fate != FFB_FATE_KILLED && leader != NULL && leader->stars < max_stars)
        g_ptr_array_add (side->fought, g_strdup (id));
    }
}

/* R9E: a green SP that fought and survived is veteran. */
static void
season_green (FfbAftermathSide *side)
{
  for (guint i = 0; i < side->groups->len; i++)
    {
      FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);

      if (g->experience == FFB_EXPERIENCE_GREEN)
        g->to_veteran = MAX (0, g->fought - g->sp_removed);
    }
}

static gboolean
all_began_green (const FfbAftermathSide *side)
{
  for (guint i = 0; i < side->groups->len; i++)
    if (g_array_index (side->groups, FfbGroupOutcome, i).experience != FFB_EXPERIENCE_GREEN)
      return FALSE;
  return TRUE;
}

/* R9F: SPs of the group that may go to crack. */
static int
crack_candidates (const FfbGroupOutcome *g, gboolean from_green)
{
  FfbExperience wanted = from_green ? FFB_EXPERIENCE_GREEN : FFB_EXPERIENCE_VETERAN;

  return g->experience == wanted ? MAX (0, g->fought - g->sp_removed) : 0;
}

static gboolean
pick_crack (FfbAftermath *aftermath, const FfbAftermathOptions *options, GError **error)
{
  FfbAftermathSide *side = &aftermath->sides[aftermath->winner];
  gboolean from_green = all_began_green (side);
  FfbGroupOutcome *best = NULL;

  if (aftermath->draw || options->no_crack)
    return TRUE;
  for (guint i = 0; i < side->groups->len; i++)
    {
      FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);
      gboolean picked = g_strcmp0 (options->crack_group, g->group_id) == 0;

      if (crack_candidates (g, from_green) > 0
          && (picked || (options->crack_group == NULL
                         && (best == NULL || crack_candidates (g, from_green)
                                               > crack_candidates (best, from_green)))))
        best = g;
    }
  if (best == NULL && options->crack_group != NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("“%.64s” cannot go to crack: only a "
                     "%s SP of the winner that fought and survived may (R9F)."),
                   options->crack_group, from_green ? _("green") : _("veteran"));
      return FALSE;
    }
  if (best != NULL)
    {
      best->to_crack = TRUE;
      aftermath->crack_group = g_strdup (best->group_id);
    }
  return TRUE;
}

static void
read_sides (FfbAftermath *aftermath)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      aftermath->sides[s].victory_points = aftermath->result->sides[s].victory_points;
      aftermath->sides[s].field = aftermath->result->sides[s].field;
    }
}

static gboolean
work_out (FfbAftermath *aftermath, FfbCampaign *campaign, FfbBattle *battle,
          const FfbAftermathOptions *options, GError **error)
{
  read_sides (aftermath);
  decide_winner (aftermath);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      aftermath->sides[s].demoralizing_sp_loss = campaign->rules->demoralizing_sp_loss;
      if (!ffb_aftermath_work_out_losses (aftermath, campaign, battle, s, error)
          || !decide_morale (aftermath, s, error))
        return FALSE;
      sort_leaders (aftermath, campaign, battle, s);
      season_green (&aftermath->sides[s]);
    }
  return pick_crack (aftermath, options, error);
}

/* The changes to battles not yet fought come from making them on a copy: the preview then
 * says exactly what applying will do. */
static gboolean
preview_other_battles (FfbAftermath *aftermath, FfbCampaign *campaign, GError **error)
{
  g_autoptr(FfbCampaign) copy = ffb_campaign_copy (campaign);
  g_autoptr(GError) local_error = NULL;

  ffb_aftermath_change_campaign (aftermath, copy, aftermath->notes);
  if (ffb_campaign_check (copy, &local_error))
    return TRUE;
  g_set_error (error, FFB_ERROR, local_error->code, _("the aftermath of “%s” would leave the "
                 "campaign with a problem: %s"), aftermath->battle_id, local_error->message);
  return FALSE;
}

FfbAftermath *
ffb_aftermath_new (FfbCampaign *campaign, const char *battle_id, FfbResult *result,
                   const FfbAftermathOptions *options, GError **error)
{
  static const FfbAftermathOptions defaults = { NULL, FALSE };
  g_autoptr(FfbAftermath) aftermath = NULL;
  FfbBattle *battle;

  g_return_val_if_fail (campaign != NULL && battle_id != NULL && result != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((battle = find_open_battle (campaign, battle_id, error)) == NULL)
    return NULL;
  aftermath = aftermath_new (battle->id, result);
  aftermath->turn = ffb_campaign_turn_number (battle->year, battle->months);
  if (!take_oobs (aftermath, campaign, battle, error)
      || !ffb_result_check (result, campaign, battle, aftermath->oobs, error)
      || !work_out (aftermath, campaign, battle, options != NULL ? options : &defaults, error))
    return NULL;
  ffb_aftermath_add_notes (aftermath, campaign, battle);
  if (!preview_other_battles (aftermath, campaign, error))
    return NULL;
  aftermath->planned_on = ffb_campaign_copy (campaign);
  aftermath->planned_history = ffb_history_get (campaign)->len;
  return g_steal_pointer (&aftermath);
}

char *
ffb_aftermath_describe (const FfbAftermath *aftermath)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (aftermath != NULL, NULL);

  for (guint i = 0; i < aftermath->notes->len; i++)
    {
      g_autofree char *line = ffb_note_to_string (g_ptr_array_index (aftermath->notes, i));

      g_string_append_printf (text, "%s\n", line);
    }
  return g_string_free (text, FALSE);
}
