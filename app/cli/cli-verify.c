/* cli-verify.c: `verify FILE [--battle ID]`: after the battle, re-derive every roll from the
 * revealed seed and check it against the commitment and the sealed results ("Fair dice"). */
#include "cli-common.h"

#include "ffb-neutral.h"
#include "ffb-xml.h"

static int
report (const char *path, const FfbBattle *battle, GPtrArray *problems)
{
  if (problems->len == 0)
    {
      g_print ("%s: battle %s: the seed matches the commitment, all %u rolls come out of it, "
               "and every sealed result rests on its roll.\n", path, battle->id,
               ffb_dice_n_rolls (battle->neutral->dice));
      return FFB_EXIT_OK;
    }
  for (guint i = 0; i < problems->len; i++)
    g_print ("%s: battle %s: %s\n", path, battle->id, (const char *) problems->pdata[i]);
  g_print ("%s: battle %s: %u problem%s: the record does not match the dice.\n", path,
           battle->id, problems->len, problems->len == 1 ? "" : "s");
  return FFB_EXIT_FINDINGS;
}

int
ffb_cli_verify (int argc, char **argv)
{
  g_autofree char *battle_id = NULL;
  GOptionEntry entries[] = {
    { "battle", 'b', 0, G_OPTION_ARG_STRING, &battle_id, "The battle to verify (default: the first)", "ID" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbBattle *battle;

  if (!ffb_cli_parse_options ("verify", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 2)
    return ffb_cli_fail ("verify: give exactly one campaign file.");
  campaign = ffb_cli_open_campaign (argv[1], &error);
  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);
  if ((battle = ffb_cli_pick_battle (campaign, battle_id, argv[1])) == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (battle->neutral == NULL || battle->neutral->dice == NULL)
    return ffb_cli_fail ("verify: %s: the battle “%s” has no dice to verify: the neutral party "
                         "never rolled for it.", argv[1], battle->id);
  problems = ffb_neutral_verify (battle->neutral, campaign, battle, &error);
  if (problems == NULL)
    return ffb_cli_fail ("verify: %s: %s", argv[1], error->message);
  return report (argv[1], battle, problems);
}
