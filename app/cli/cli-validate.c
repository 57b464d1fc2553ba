/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-validate.c: `validate FILE`: form, meaning and OOB findings of a campaign. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-flank.h"
#include "ffb-neutral.h"
#include "ffb-oob.h"
#include "ffb-organize.h"
#include "ffb-xml.h"

/* R5-R5B, R7C, R7D hold for every stored order, not only when the dice roll: prints each
 * order's findings and returns how many. A fought battle's orders are its record. */
static int
print_order_findings (const char *path, FfbCampaign *campaign, FfbBattle *battle,
                      FfbOob *const oobs[FFB_N_SIDES])
{
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  int found = 0;

  for (guint i = 0; battle->neutral != NULL && !battle->fought
                    && i < battle->neutral->orders->len; i++)
    {
      const FfbFlankOrder *order = g_ptr_array_index (battle->neutral->orders, i);

      g_ptr_array_set_size (findings, 0);
      ffb_flank_check (order, battle->neutral->orders, campaign, battle, oobs[order->side],
                       findings);
      for (guint f = 0; f < findings->len; f++)
        {
          const FfbFinding *finding = g_ptr_array_index (findings, f);
          g_print (_("%s: battle %s, %s: %s The %s flank march may not go: %s\n"), path,
                   battle->id, ffb_side_display_name (order->side), finding->rule,
                   ffb_flank_to_string (order->flank), finding->message);
        }
      found += (int) findings->len;
    }
  return found;
}

/* The campaign as the passphrase opens it: the referee's reads everything, a player's his own
 * part (issue 30, item 12: a player's was refused as "not the referee's passphrase", though
 * the README says validate reads his part). */
static FfbCampaign *
open_for_anyone (int argc, char **argv)
{
  const FfbReader readers[] = { FFB_READER_REFEREE, FFB_READER_UNION, FFB_READER_CONFEDERATE };
  g_autoptr(GError) error = NULL;
  FfbCampaign *campaign;

  if (argc != 2)
    {
      ffb_cli_fail (_("%s: give exactly one campaign file."), "validate");
      return NULL;
    }
  campaign = ffb_cli_load_campaign_as (argv[1], readers, G_N_ELEMENTS (readers), &error);
  if (campaign == NULL)
    ffb_cli_fail ("%s", error->message);
  return campaign;
}

/* "Fair dice" (issue 30 item 6): a rolled battle's setup against the digest its rolls keep. */
static int
print_setup_finding (const char *path, const FfbBattle *battle)
{
  g_autofree char *problem = ffb_neutral_check_setup_digest (battle);

  if (problem == NULL)
    return 0;
  g_print ("%s: battle %s: Fair dice: %s\n", path, battle->id, problem);
  return 1;
}

int
ffb_cli_validate (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(FfbCampaign) campaign = NULL;
  int findings = 0;

  if (!ffb_cli_parse_options ("validate", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if ((campaign = open_for_anyone (argc, argv)) == NULL)
    return FFB_EXIT_BAD_INPUT;

  for (guint b = 0; b < campaign->battles->len; b++)
    {
      FfbBattle *battle = g_ptr_array_index (campaign->battles, b);
      FfbOob *oobs[FFB_N_SIDES] = { NULL, NULL };
      int found = ffb_cli_organize_both (campaign, battle, oobs);

      if (found < 0)
        return FFB_EXIT_BAD_INPUT;
      found += print_order_findings (argv[1], campaign, battle, oobs);
      found += print_setup_finding (argv[1], battle);
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
  /* An unprotected campaign is told so below: its record has nothing to add. */
  if (ffb_keyring_protects (campaign->keyring))
    findings += (int) ffb_cli_report_record (argv[1], campaign);
  if (!ffb_keyring_protects (campaign->keyring))
    g_print (_("%s: its secrets are not protected: no referee's passphrase is set, so they are "
               "written in clear (set it on the Secrets page of the app).\n"), argv[1]);
  {
    guint n_leaders = campaign->leaders->len, n_groups = campaign->sp_groups->len;
    guint n_battles = campaign->battles->len;
    g_autofree char *leaders = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u leader",
                                                             "%u leaders", n_leaders),
                                                n_leaders);
    g_autofree char *groups = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u SP group",
                                                            "%u SP groups", n_groups),
                                               n_groups);
    g_autofree char *battles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battle",
                                                             "%u battles", n_battles),
                                                n_battles);
    g_autofree char *found = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d finding",
                                                           "%d findings", findings),
                                              findings);

    /* Translators: a file's name, then counts of leaders, SP groups, battles and findings. */
    g_print (_("%s: a valid campaign: %s, %s, %s, %s.\n"), argv[1], leaders, groups, battles,
             found);
  }
  return findings > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK;
}

