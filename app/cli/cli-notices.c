/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-notices.c: `notices FILE [--battle ID] --turn N`: what both players have been told up
 * to battle turn N (R7B(2)-(5), R8A-R8C). Turns run on across days: with 30 turns a day,
 * turn 33 is day 2, turn 3. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-clock.h"
#include "ffb-neutral.h"
#include "ffb-xml.h"

/* A hundred days of battle is far past any real one. */
#define MAX_DAYS 100

static GPtrArray *
notices_for (FfbCampaign *campaign, const FfbBattle *battle, int turn)
{
  FfbBattleClock unstarted;

  if (battle->neutral != NULL)
    return ffb_neutral_notices (battle->neutral, campaign, battle, turn);
  /* Nothing rolled yet: dusk and dawn are told all the same. */
  ffb_battle_clock_init (&unstarted);
  return ffb_notices_up_to (&unstarted, campaign->rules, battle->months, NULL, NULL, turn);
}

static void
print_notices (FfbCampaign *campaign, const FfbBattle *battle, int turn)
{
  g_autoptr(GPtrArray) notices = notices_for (campaign, battle, turn);
  g_autofree char *until = ffb_battle_turn_describe (campaign->rules, battle->months, turn);

  g_print (_("%s: told to both players up to %s:\n"), battle->name, until);
  if (notices->len == 0)
    g_print (_("  Nothing yet.\n"));
  for (guint i = 0; i < notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (notices, i);
      g_autofree char *when = ffb_battle_turn_describe (campaign->rules, battle->months,
                                                        notice->turn);

      g_print ("  %s  %s %s\n", when, notice->rule, notice->text);
    }
}

int
ffb_cli_notices (int argc, char **argv)
{
  g_autofree char *battle_id = NULL;
  int turn = -1, most;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, NULL),
    { "turn", 't', 0, G_OPTION_ARG_INT, &turn, N_("Battle turn, counted on across days"), "N" },
    { NULL }
  };
  g_autoptr(FfbCampaign) campaign = NULL;
  FfbBattle *battle;

  if (!ffb_cli_parse_options ("notices", "FILE --turn N", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  campaign = ffb_cli_open_battle ("notices", argc, argv, battle_id, &battle);
  if (campaign == NULL)
    return FFB_EXIT_BAD_INPUT;
  most = MAX_DAYS * ffb_clock_turns_in_day (campaign->rules, battle->months);
  if (turn < 0 || turn > most)
    return ffb_cli_fail (_("notices: give --turn N, a battle turn from 0 to %d (turns run on "
                           "across days)."), most);
  print_notices (campaign, battle, turn);
  return FFB_EXIT_OK;
}
