/* cli-clock.c: `clock FILE next|dawn|previous`: Battle Night's clock (R8, R8A). `next` is
 * Next Turn (after the day's last turn, nightfall), `dawn` the next day's first turn after
 * nightfall, `previous` Previous Turn (nothing rolled is taken back). Each prints where the
 * battle stands and what both players are told on that turn; at nightfall, the R8A checklist.
 * Everything it prints is public: the sealed results stay in the file. */
#include "cli-night.h"

#include "ffb-neutral-steps.h"
#include "ffb-nightfall.h"

static gboolean
parse_step (const char *word, FfbClockStep *step)
{
  static const char *const words[] = { "next", "dawn", "previous" };
  static const FfbClockStep steps[] = { FFB_CLOCK_NEXT_TURN, FFB_CLOCK_NEXT_DAY,
                                        FFB_CLOCK_BACK };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i]))
      {
        *step = steps[i];
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
    g_print ("  Nothing to announce this turn.\n");
}

/* At nightfall the clock stays on the day's last turn, whose notices were told then. */
static void
print_nightfall (FfbCliNight *night)
{
  int day = night->battle->neutral->clock.day;
  g_autoptr(GPtrArray) steps = ffb_nightfall_checklist (night->campaign->rules,
                                                        night->battle->months, day + 1);

  g_print ("%s: night falls on day %d (R8A); `clock dawn` starts day %d. The checklist:\n",
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
  g_autofree char *when = ffb_cli_night_now (night);

  if (night->battle->neutral->clock.night)
    {
      print_nightfall (night);
      return;
    }
  g_print ("%s: now %s.\n", night->battle->name, when);
  g_print ("Told to both players this turn:\n");
  print_notices (night, ffb_neutral_now (night->battle->neutral, night->campaign,
                                         night->battle));
}

int
ffb_cli_clock (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *output = NULL;
  GOptionEntry entries[] = {
    { "battle", 'b', 0, G_OPTION_ARG_STRING, &battle_id, "The battle (default: the first)", "ID" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write the campaign to OUT (default: FILE itself)", "OUT" },
    { NULL }
  };
  g_auto(FfbCliNight) night = { 0 };
  g_autoptr(GError) error = NULL;
  FfbClockStep step;

  if (!ffb_cli_parse_options ("clock", "FILE next|dawn|previous", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 3 || !parse_step (argv[2], &step))
    return ffb_cli_fail ("clock: give one campaign file and the step: next (turn), dawn (after "
                         "nightfall) or previous (turn).");
  if (!ffb_cli_night_open (&night, "clock", 2, argv, battle_id, output))
    return FFB_EXIT_BAD_INPUT;
  if (!ffb_neutral_step_clock (night.campaign, night.battle, step, &error))
    return ffb_cli_night_refused (&night, error);
  print_clock (&night);
  return ffb_cli_night_save (&night);
}
