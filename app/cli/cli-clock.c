/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-clock.c: `clock FILE next|dawn|previous|withdraw|driven-off`: Battle Night's clock (R8,
 * R8A-R8C). `next` is Next Turn (after the day's last turn, nightfall), `dawn` the next day's
 * first turn after nightfall, `previous` Previous Turn (nothing rolled is taken back);
 * `withdraw --side SIDE` and `driven-off --side SIDE` end the battle as an army leaves the
 * field. Each prints where the battle stands and what both players are told on that turn; at
 * nightfall, the R8A checklist. Everything it prints is public: the sealed results stay in
 * the file. */
#include "cli-night.h"

#include <glib/gi18n.h>

#include "ffb-neutral-steps.h"
#include "ffb-nightfall.h"

typedef enum { STEP_NEXT, STEP_DAWN, STEP_PREVIOUS, STEP_WITHDRAW, STEP_DRIVEN_OFF } Step;

static const char *const step_words[] = { "next", "dawn", "previous", "withdraw", "driven-off" };

static gboolean
parse_step (const char *word, Step *step)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_words); i++)
    if (g_str_equal (word, step_words[i]))
      {
        *step = (Step) i;
        return TRUE;
      }
  return FALSE;
}

static void
print_notices (FfbCliNight *night, int now)
{
  g_autoptr(GPtrArray) notices = ffb_neutral_notices (night->battle->neutral, night->campaign,
                                                      night->battle, now);
  guint told = 0;

  for (guint i = 0; i < notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (notices, i);

      if (notice->turn != now)
        continue;
      g_print ("  %s %s\n", notice->rule, notice->text);
      told++;
    }
  if (told == 0)
    g_print (_("  Nothing to announce this turn.\n"));
}

/* At nightfall the clock stays on the day's last turn, whose notices were told then. */
static void
print_nightfall (FfbCliNight *night)
{
  int day = night->battle->neutral->clock.day;
  g_autoptr(GPtrArray) steps = ffb_nightfall_checklist (night->campaign->rules,
                                                        night->battle->months, day + 1);

  g_print (_("%s: night falls on day %d (R8A); `clock dawn` starts day %d. The checklist:\n"),
           night->battle->name, day, day + 1);
  for (guint i = 0; i < steps->len; i++)
    {
      const FfbNote *step = g_ptr_array_index (steps, i);

      g_print ("  %s %s\n", step->rule, step->text);
    }
}

static void
print_clock (FfbCliNight *night)
{
  const FfbBattleClock *clock = &night->battle->neutral->clock;
  g_autofree char *when = ffb_cli_night_now (night);

  if (clock->night && !clock->ended)
    {
      print_nightfall (night);
      return;
    }
  if (clock->ended)
    {
      const char *side = ffb_side_display_name (clock->left_side);

      if (clock->driven_off)
        g_print (_("%s: the battle is over (R8C): the %s army was driven off the table.\n"),
                 night->battle->name, side);
      else if (clock->overnight)
        g_print (_("%s: the battle is over (R8C): the %s army withdrew unmolested overnight "
                   "(R8B).\n"), night->battle->name, side);
      else
        g_print (_("%s: the battle is over (R8C): the %s army withdrew.\n"),
                 night->battle->name, side);
    }
  else
    g_print (_("%s: now %s.\n"), night->battle->name, when);
  g_print (_("Told to both players this turn:\n"));
  print_notices (night, ffb_neutral_now (night->battle->neutral, night->campaign,
                                         night->battle));
}

static gboolean
take_step (FfbCliNight *night, Step step, FfbSide side, GError **error)
{
  switch (step)
    {
    case STEP_WITHDRAW:
    case STEP_DRIVEN_OFF:
      return ffb_neutral_step_leave (night->campaign, night->battle, side,
                                     step == STEP_DRIVEN_OFF, error);
    case STEP_DAWN:
      return ffb_neutral_step_clock (night->campaign, night->battle, FFB_CLOCK_NEXT_DAY, error);
    case STEP_PREVIOUS:
      return ffb_neutral_step_clock (night->campaign, night->battle, FFB_CLOCK_BACK, error);
    case STEP_NEXT:
    default:
      return ffb_neutral_step_clock (night->campaign, night->battle, FFB_CLOCK_NEXT_TURN,
                                     error);
    }
}

/* The step word, and for an army leaving the field, whose army (--side). */
static gboolean
parse_words (int argc, char **argv, const char *side_word, Step *step, FfbSide *side)
{
  if (argc != 3 || !parse_step (argv[2], step))
    ffb_cli_fail (_("clock: give one campaign file and the step: next (turn), dawn (after "
                    "nightfall), previous (turn), withdraw or driven-off."));
  else if (*step == STEP_WITHDRAW || *step == STEP_DRIVEN_OFF)
    return ffb_cli_parse_side ("clock", side_word, side);
  else if (side_word != NULL)
    ffb_cli_fail (_("clock: --side goes with withdraw or driven-off only."));
  else
    return TRUE;
  return FALSE;
}

int
ffb_cli_clock (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *side_word = NULL, *output = NULL;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, NULL),
    { "side", 's', 0, G_OPTION_ARG_STRING, &side_word, N_("The army that withdraws or is driven off"), "SIDE" },
    ffb_cli_output_option (&output, NULL),
    { NULL }
  };
  g_auto(FfbCliNight) night = { 0 };
  g_autoptr(GError) error = NULL;
  FfbSide side = FFB_SIDE_UNION;
  Step step;

  if (!ffb_cli_parse_options ("clock", "FILE next|dawn|previous|withdraw|driven-off", entries,
                              &argc, &argv)
      || !parse_words (argc, argv, side_word, &step, &side)
      || !ffb_cli_night_open (&night, "clock", 2, argv, battle_id, output))
    return FFB_EXIT_BAD_INPUT;
  if (!take_step (&night, step, side, &error))
    return ffb_cli_night_refused (&night, error);
  print_clock (&night);
  return ffb_cli_night_save (&night);
}
