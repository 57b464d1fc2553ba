/* cli-validate.c: `validate FILE`: form, meaning and OOB findings of a campaign. */
#include "cli-common.h"

#include "ffb-oob.h"
#include "ffb-organize.h"
#include "ffb-xml.h"

/* "1 battle", "2 battles". */
static const char *
plural (guint count)
{
  return count == 1 ? "" : "s";
}

int
ffb_cli_validate (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  int findings = 0;

  if (!ffb_cli_parse_options ("validate", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 2)
    return ffb_cli_fail ("validate: give exactly one campaign file.");
  campaign = ffb_cli_open_campaign (argv[1], &error);
  if (campaign == NULL)
    return ffb_cli_fail ("%s", error->message);

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);
      FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
      int found = ffb_cli_organize_both (campaign, battle, oobs);

      if (found < 0)
        return FFB_EXIT_BAD_INPUT;
      for (int side = 0; side < FFB_N_SIDES; side++)
        {
          for (guint i = 0; i < oobs[side]->findings->len; i++)
            {
              FfbFinding *finding = g_ptr_array_index (oobs[side]->findings, i);
              g_print ("%s: battle %s, %s: %s %s\n", argv[1], battle->id,
                       ffb_side_display_name (side), finding->rule, finding->message);
            }
          ffb_oob_unref (oobs[side]);
        }
      findings += found;
    }
  if (!ffb_keyring_protects (campaign->keyring))
    g_print ("%s: its secrets are not protected: no referee's passphrase is set, so they are "
             "written in clear (set it on the Secrets page of the app).\n", argv[1]);
  g_print ("%s: a valid campaign: %u leader%s, %u SP group%s, %u battle%s, %d finding%s.\n",
           argv[1], campaign->leaders->len, plural (campaign->leaders->len),
           campaign->sp_groups->len, plural (campaign->sp_groups->len),
           campaign->battles->len, plural (campaign->battles->len), findings,
           plural ((guint) findings));
  return findings > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK;
}

