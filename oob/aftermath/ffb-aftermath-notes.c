/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-notes.c: the preview of an aftermath in plain words, each note naming the rule
 * it applies. The changes to battles not yet fought are said by ffb-aftermath-apply.c. */
#include "ffb-aftermath-private.h"

#include <glib/gi18n-lib.h>

static void add (FfbAftermath *aftermath, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static void
add (FfbAftermath *aftermath, const char *rule, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (aftermath->notes, ffb_note_new (rule, "%s", text));
}

static const char *
army (FfbSide side)
{
  return side == FFB_SIDE_UNION ? _("the Union army") : _("the Confederate army");
}

/* "Carr's division": a person reads names, never the file's ids. */
static char *
group_name (FfbCampaign *campaign, const char *group_id)
{
  return g_strdup (ffb_campaign_sp_group_name (campaign, group_id));
}

static char *
leader_name (FfbCampaign *campaign, const char *leader_id)
{
  return g_strdup (ffb_campaign_leader_name (campaign, leader_id));
}

static char *
turn_name (int turn)
{
  int year = FFB_FIRST_YEAR + (turn - 1) / FFB_N_MONTHS;

  return g_strdup_printf (_("turn %d (%s %d)"), turn,
                          ffb_months_sentence_word ((FfbMonths) ((turn - 1) % FFB_N_MONTHS)), year);
}

static const char *
hex_words (const FfbBattle *battle)
{
  return battle->hex != NULL && *battle->hex != '\0' ? battle->hex : _("of the battle");
}

/* R9 with equal points: nobody is the CW loser, but an army that withdrew or was driven off
 * the table (R8B, R8C) has left the hex all the same. */
static void
note_draw (FfbAftermath *aftermath, const FfbBattle *battle)
{
  int points = aftermath->sides[FFB_SIDE_UNION].victory_points;
  gboolean left[FFB_N_SIDES];

  for (int s = 0; s < FFB_N_SIDES; s++)
    left[s] = aftermath->sides[s].field != FFB_RESULT_FIELD_HELD;
  if (!left[FFB_SIDE_UNION] && !left[FFB_SIDE_CONFEDERATE])
    add (aftermath, "R9", _("a draw, %d victory points each: neither army is the CW loser, and "
           "neither retreats."), points);
  else if (left[FFB_SIDE_UNION] && left[FFB_SIDE_CONFEDERATE])
    add (aftermath, "R9", _("a draw, %d victory points each: neither army is the CW loser, but "
           "both left the table (R8B, R8C) and both leave hex %s."), points, hex_words (battle));
  else
    {
      FfbSide gone = left[FFB_SIDE_UNION] ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;

      /* Translators: the first and last %s are armies ("the Union army"), the third a hex. */
      if (aftermath->sides[gone].field == FFB_RESULT_FIELD_WITHDREW)
        add (aftermath, "R9", _("a draw, %d victory points each: neither army is the CW loser, "
                                "but %s withdrew from the table (R8B, R8C) and leaves hex %s to "
                                "%s."), points, army (gone), hex_words (battle),
             army (ffb_side_other (gone)));
      else
        add (aftermath, "R9", _("a draw, %d victory points each: neither army is the CW loser, "
                                "but %s was driven off the table (R8B, R8C) and leaves hex %s "
                                "to %s."), points, army (gone), hex_words (battle),
             army (ffb_side_other (gone)));
    }
}

static void
note_winner (FfbAftermath *aftermath, const FfbBattle *battle)
{
  FfbSide winner = aftermath->winner, loser = ffb_side_other (winner);

  if (aftermath->draw)
    note_draw (aftermath, battle);
  else
    add (aftermath, "R9", _("%s wins, %d victory points to %d; %s is the CW loser and retreats "
           "from hex %s."), army (winner), aftermath->sides[winner].victory_points,
         aftermath->sides[loser].victory_points, army (loser), hex_words (battle));
}

static const char *
remainder_words (FfbRemainder remainder)
{
  return remainder == FFB_REMAINDER_NEAREST ? _(" (rounded to the nearest SP)")
         : remainder == FFB_REMAINDER_DOWN ? _(" (the remainder dropped)") : "";
}

/* "1/2 SP (10 stands at 20 a SP)", or "1/3 SP" when not whole stands at this ratio. */
static char *
sp_words (FfbFraction sps, int ratio)
{
  g_autofree char *fraction = ffb_fraction_to_string (sps);
  int stands;

  if (ffb_fraction_is_zero (sps))
    return g_strdup (_("0 SP"));
  if (ffb_fraction_to_stands (sps, ratio, &stands))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s SP (%d stand at %d a SP)",
                                         "%s SP (%d stands at %d a SP)", stands),
                            fraction, stands, ratio);
  return g_strdup_printf (_("%s SP"), fraction);
}

/* R9A converts green and veteran stands together: the words name the experiences that were
 * lost, so that an army of green SPs alone does not read "green and veteran". */
static const char *
lost_words (const FfbAftermathSide *side, gboolean crack)
{
  gboolean green = side->stands_lost[FFB_EXPERIENCE_GREEN] > 0;
  gboolean veteran = side->stands_lost[FFB_EXPERIENCE_VETERAN] > 0;

  if (crack)
    return _("crack");
  return green && veteran ? _("green and veteran") : green ? _("green") : _("veteran");
}

static void
note_class (FfbAftermath *aftermath, FfbCampaign *campaign, FfbSide which, gboolean crack,
            int ratio)
{
  const FfbAftermathSide *side = &aftermath->sides[which];
  FfbFraction before = FFB_FRACTION_ZERO, after = FFB_FRACTION_ZERO;
  int lost = 0, removed = 0;
  g_autofree char *before_words = NULL, *after_words = NULL;

  for (int e = 0; e < FFB_N_EXPERIENCES; e++)
    if ((e == FFB_EXPERIENCE_CRACK) == crack)
      {
        lost += side->stands_lost[e];
        /* Both were worked out exactly already, so their sums are exact too. */
        ffb_fraction_add (before, side->carried_before[e], &before);
        ffb_fraction_add (after, side->carried_after[e], &after);
        removed += side->sp_removed[e];
      }
  if (lost == 0)
    return;
  before_words = sp_words (before, ratio);
  after_words = sp_words (after, ratio);
  /* Translators: "the Union army lost 19 green stands at 20 a SP; ..." The third %s is the
   * stands' experience (crack; green; veteran; green and veteran), the fourth nothing or
   * ", converted apart from the rest". */
  add (aftermath, "R9A", g_dngettext (GETTEXT_PACKAGE,
                                      "%s lost %d %s stand%s at %d a SP; with %s carried from "
                                      "earlier battles: %d SP removed%s; %s carried as %s.",
                                      "%s lost %d %s stands%s at %d a SP; with %s carried from "
                                      "earlier battles: %d SP removed%s; %s carried as %s.", lost),
       army (which), lost, lost_words (side, crack),
       crack ? _(", converted apart from the rest") : "", ratio, before_words, removed,
       remainder_words (campaign->rules->remainder), after_words,
       crack ? _("crack") : _("veteran"));
}

static void
note_losses (FfbAftermath *aftermath, FfbCampaign *campaign, FfbSide which, int ratio)
{
  const FfbAftermathSide *side = &aftermath->sides[which];

  if (side->stands_lost[0] + side->stands_lost[1] + side->stands_lost[2] == 0)
    add (aftermath, "R9A", _("%s lost no stands."), army (which));
  note_class (aftermath, campaign, which, FALSE, ratio);
  note_class (aftermath, campaign, which, TRUE, ratio);
  for (guint i = 0; i < side->groups->len; i++)
    {
      const FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);
      FfbSpGroup *group = ffb_campaign_find_sp_group (campaign, g->group_id);
      g_autofree char *name = group_name (campaign, g->group_id);

      if (g->sp_removed > 0)
        add (aftermath, "R9A", _("%s loses %d SP (%d stands of it lost): %d -> %d."), name,
             g->sp_removed, g->stands_lost, group->count, group->count - g->sp_removed);
    }
  if (side->batteries_lost > 0)
    add (aftermath, "R9A", g_dngettext (GETTEXT_PACKAGE,
                                        "%s lost %d battery: recorded; batteries do not "
                                        "convert to SPs (R9A converts stands).",
                                        "%s lost %d batteries: recorded; batteries do not "
                                        "convert to SPs (R9A converts stands).",
                                        side->batteries_lost),
         army (which), side->batteries_lost);
}

static void
note_chance (FfbAftermath *aftermath, FfbSide which)
{
  const FfbAftermathSide *side = &aftermath->sides[which];
  gboolean certain = side->chance_in == 0 || side->chance_in == side->chance_of;

  if (side->chance_of == 0)
    add (aftermath, "R9C", _("%s held the field with %d SP lost in this battle; no result of its "
           "CRT row has that loss, so it has no chance of being Demoralized."), army (which),
         side->sp_lost);
  else if (certain)
    /* Two whole sentences, not one with "not " put in, so that a translation reads right. */
    add (aftermath, "R9C",
         side->demoralized
         ? g_dngettext (GETTEXT_PACKAGE,
                        "%s held the field with %d SP lost in this battle; %d of the %d CRT "
                        "results with that loss demoralizes: Demoralized, with no roll.",
                        "%s held the field with %d SP lost in this battle; %d of the %d CRT "
                        "results with that loss demoralize: Demoralized, with no roll.",
                        side->chance_in)
         : g_dngettext (GETTEXT_PACKAGE,
                        "%s held the field with %d SP lost in this battle; %d of the %d CRT "
                        "results with that loss demoralizes: not Demoralized, with no roll.",
                        "%s held the field with %d SP lost in this battle; %d of the %d CRT "
                        "results with that loss demoralize: not Demoralized, with no roll.",
                        side->chance_in),
         army (which), side->sp_lost, side->chance_in, side->chance_of);
  else
    add (aftermath, "R9C", g_dngettext (GETTEXT_PACKAGE,
                                        "%s held the field with %d SP lost in this battle; %d "
                                        "of the %d CRT results with that loss demoralizes: a %d "
                                        "in %d chance of being Demoralized, rolled on a d%d "
                                        "when applied.",
                                        "%s held the field with %d SP lost in this battle; %d "
                                        "of the %d CRT results with that loss demoralize: a %d "
                                        "in %d chance of being Demoralized, rolled on a d%d "
                                        "when applied.", side->chance_in),
         army (which), side->sp_lost, side->chance_in, side->chance_of, side->chance_in,
         side->chance_of, side->chance_of);
}

static void
note_morale (FfbAftermath *aftermath, FfbSide which)
{
  const FfbAftermathSide *side = &aftermath->sides[which];

  if (side->morale == FFB_MORALE_LEFT_FIELD)
    {
      /* Translators: %s is an army ("the Union army"). */
      if (side->field == FFB_RESULT_FIELD_WITHDREW)
        add (aftermath, "R8C", _("%s withdrew from the table: Demoralized (R9B)."),
             army (which));
      else
        add (aftermath, "R8C", _("%s was driven off the table: Demoralized (R9B)."),
             army (which));
    }
  else if (side->morale == FFB_MORALE_HEAVY_LOSS)
    add (aftermath, "R9B", _("%s lost %d SP in this battle, %d or more: Demoralized."),
         army (which), side->sp_lost, side->demoralizing_sp_loss);
  else
    note_chance (aftermath, which);
}

/* "NAME " + `what` for each leader of `ids`. */
static void
note_leader_list (FfbAftermath *aftermath, FfbCampaign *campaign, GPtrArray *ids,
                  const char *what)
{
  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *name = leader_name (campaign, g_ptr_array_index (ids, i));

      add (aftermath, "R9D", "%s %s", name, what);
    }
}

static void
note_leaders (FfbAftermath *aftermath, FfbCampaign *campaign, FfbSide which)
{
  FfbAftermathSide *side = &aftermath->sides[which];

  if (side->loss_checks->len == 0)
    add (aftermath, "R9D", _("every CW leader of %s appeared on the table: no CW leader-loss "
           "checks."), army (which));
  note_leader_list (aftermath, campaign, side->loss_checks,
                    _("never appeared on the table: he makes a CW leader-loss check."));
  note_leader_list (aftermath, campaign, side->killed,
                    _("was killed on the table: killed in the campaign."));
  note_leader_list (aftermath, campaign, side->wounded,
                    _("was disabled on the table: wounded in the campaign."));
}

static void
note_green (FfbAftermath *aftermath, FfbCampaign *campaign, FfbSide which)
{
  const FfbAftermathSide *side = &aftermath->sides[which];

  for (guint i = 0; i < side->groups->len; i++)
    {
      const FfbGroupOutcome *g = &g_array_index (side->groups, FfbGroupOutcome, i);
      g_autofree char *name = group_name (campaign, g->group_id);

      if (g->to_veteran > 0)
        add (aftermath, "R9E", g_dngettext (GETTEXT_PACKAGE,
                                            "%s: %d green SP fought and is now veteran.",
                                            "%s: %d green SP fought and are now veteran.",
                                            g->to_veteran), name, g->to_veteran);
      if (g->stayed_out > 0)
        {
          /* Translators: the second %s is an experience. */
          if (g->experience == FFB_EXPERIENCE_GREEN)
            add (aftermath, "R9E", _("%s: %d %s SP stood in a flank march that never arrived: "
                                     "it fought no battle and stays green."), name,
                 g->stayed_out, ffb_experience_sentence_word (g->experience));
          else
            add (aftermath, "R9E", _("%s: %d %s SP stood in a flank march that never arrived: "
                                     "it fought no battle."), name, g->stayed_out,
                 ffb_experience_sentence_word (g->experience));
        }
    }
}

static void
note_crack (FfbAftermath *aftermath, FfbCampaign *campaign)
{
  g_autofree char *name = NULL;
  const FfbGroupOutcome *g;

  if (aftermath->draw)
    return;
  if (aftermath->crack_group == NULL)
    {
      add (aftermath, "R9F", _("%s promotes no SP to crack."), army (aftermath->winner));
      return;
    }
  g = ffb_aftermath_find_group (&aftermath->sides[aftermath->winner], aftermath->crack_group);
  name = group_name (campaign, g->group_id);
  add (aftermath, "R9F", _("%s promotes one SP of %s to crack%s."), army (aftermath->winner), name,
       g->experience == FFB_EXPERIENCE_GREEN ? _(", straight from green: all its SPs at the "
                                                 "battle began green") : "");
}

static const FfbPromotion *
find_counter (FfbCampaign *campaign, const char *leader_id)
{
  for (guint i = 0; i < campaign->promotions->len; i++)
    {
      const FfbPromotion *p = &g_array_index (campaign->promotions, FfbPromotion, i);

      if (g_strcmp0 (p->leader_id, leader_id) == 0)
        return p;
    }
  return NULL;
}

static void
note_counters (FfbAftermath *aftermath, FfbCampaign *campaign, FfbSide which)
{
  GPtrArray *fought = aftermath->sides[which].fought;
  g_autofree char *at = turn_name (aftermath->turn);

  for (guint i = 0; i < fought->len; i++)
    {
      const FfbPromotion *p = find_counter (campaign, g_ptr_array_index (fought, i));
      g_autofree char *name = leader_name (campaign, g_ptr_array_index (fought, i));

      if (p != NULL && p->in_pool)
        add (aftermath, "R10A", _("%s fought; his promotion counter is in the Promotion Pool "
               "already and stays there."), name);
      else if (p != NULL && p->placed_turn >= aftermath->turn)
        add (aftermath, "R10A", _("%s fought; his promotion counter stays on the track at turn "
               "%d."), name, p->placed_turn);
      else if (p != NULL)
        add (aftermath, "R10A", _("%s fought; his promotion counter moves on the track from turn "
               "%d to %s."), name, p->placed_turn, at);
      else
        add (aftermath, "R10A", _("%s fought; his promotion counter goes on the track at %s."),
             name, at);
    }
}

void
ffb_aftermath_add_notes (FfbAftermath *aftermath, FfbCampaign *campaign,
                         const FfbBattle *battle)
{
  note_winner (aftermath, battle);
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      note_losses (aftermath, campaign, s, battle->stands_per_sp);
      note_morale (aftermath, s);
      note_leaders (aftermath, campaign, s);
      note_green (aftermath, campaign, s);
    }
  note_crack (aftermath, campaign);
  for (int s = 0; s < FFB_N_SIDES; s++)
    note_counters (aftermath, campaign, s);
  add (aftermath, "R9", _("the battle “%s” is marked fought; its setup and orders of battle stay "
         "as its record."), battle->name);
}
