/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-verify.c: `verify FILE [--battle ID]`: after the battle, re-derive every roll from the
 * revealed seed with the derivation the battle records, check it against the commitment, and
 * work out every sealed result again from its roll ("Fair dice"). Exit 1 names each field
 * that does not follow. `verify FILE --history [--tables OWN]`: the same for the campaign's
 * changes (R9C, R10B-E, T, C2F), each change's seed against the committed campaign seed when
 * the file holds it, each table roll against its table (built in, or OWN), and each block
 * battle fought again from what its change keeps. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "ffb-blocks-campaign.h"
#include "ffb-campaign-dice.h"
#include "ffb-history-replay.h"
#include "ffb-error.h"
#include "ffb-neutral.h"
#include "ffb-xml.h"
#include "ffb-xml-tables.h"

/* The tables the history's table rolls are checked against: the built-in ones, and those of
 * a referee's own file when one is given. */
static FfbTables *
history_tables (const char *own, GError **error)
{
  FfbTables *tables = ffb_tables_new_all_built_in ();
  g_autoptr(FfbTables) file = NULL;

  if (own == NULL)
    return tables;
  file = ffb_tables_load_file (own, error);
  if (file == NULL)
    {
      ffb_tables_free (tables);
      return NULL;
    }
  /* Its tables move over; an id the built-in ones have too is found there first. */
  g_ptr_array_set_free_func (file->tables, NULL);
  for (guint i = 0; i < file->tables->len; i++)
    g_ptr_array_add (tables->tables, g_ptr_array_index (file->tables, i));
  return tables;
}

/* C2F: each block battle of the history fought again from its battle, its owners' choices
 * and its revealed dice (ffb_blocks_campaign_refight); C2G: each round of one fought round by
 * round, from the battle before it with its orders and choices, beginning where the round
 * before it ended (ffb_blocks_campaign_check_next). The problems join `problems`.
 * Returns how many whole battles came out as kept, and in `rounds` how many rounds. */
static guint
refight_block_battles (FfbCampaign *campaign, GPtrArray *problems, guint *rounds)
{
  GPtrArray *history = ffb_history_get (campaign);
  /* C2G: each battle's last round fought again, by ffb_blocks_campaign_battle_of. */
  g_autoptr(GHashTable) ended = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       (GDestroyNotify) ffb_blocks_free);
  guint same = 0;

  *rounds = 0;
  for (guint i = 0; i < history->len; i++)
    {
      const FfbChange *change = g_ptr_array_index (history, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(FfbBlockBattle) fought = NULL;

      if (change->kind != FFB_CHANGE_BLOCK_BATTLE)
        continue;
      if ((fought = ffb_blocks_campaign_refight (change, &error)) != NULL
          && ffb_change_is_final (change))
        {
          g_autofree char *battle = ffb_blocks_campaign_battle_of (change);
          const FfbBlockBattle *before = g_hash_table_lookup (ended, battle);

          /* Round R begins where round R - 1 ended. */
          if (change->block_battle->round > 1 && before == NULL)
            g_set_error (&error, FFB_ERROR, FFB_ERROR_INVALID,
                         _("C2G: round %u of the block battle has no round %u before it."),
                         change->block_battle->round, change->block_battle->round - 1);
          else if (change->block_battle->round == 1
                   || ffb_blocks_campaign_check_next (before, change, &error))
            {
              (*rounds)++;
              g_hash_table_replace (ended, g_steal_pointer (&battle),
                                    g_steal_pointer (&fought));
            }
        }
      else if (fought != NULL)
        same++;
      if (error != NULL)
        /* Translators: a change of the history by its number and CW turn, then what is
         * wrong with it. */
        g_ptr_array_add (problems, g_strdup_printf (_("The change %u (block-battle, turn %d): "
                                                      "%s"), i + 1, change->turn,
                                                    error->message));
    }
  return same;
}

static int
report_history (const char *path, FfbCampaign *campaign, const FfbTables *tables)
{
  FfbHistoryCheck check;
  g_autoptr(GPtrArray) problems = ffb_history_verify_tables (campaign, tables, &check);
  guint block_rounds;
  guint block_battles = refight_block_battles (campaign, problems, &block_rounds);
  guint replayed = ffb_history_replay (campaign, problems);

  for (guint i = 0; i < problems->len; i++)
    g_print ("%s: history: %s\n", path, (const char *) problems->pdata[i]);
  if (problems->len > 0)
    {
      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "%s: history: %u problem: the record does not match the dice.\n",
                            "%s: history: %u problems: the record does not match the dice.\n",
                            problems->len), path, problems->len);
      return FFB_EXIT_FINDINGS;
    }
  {
    g_autofree char *rolls = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u roll",
                                                           "%u rolls", check.rolls),
                                              check.rolls);
    g_autofree char *changes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u change",
                                                             "%u changes", check.changes),
                                                check.changes);

    /* Translators: a file's name, then "12 rolls" and "3 changes". */
    g_print (_("%s: history: all %s of %s come out of their revealed seeds"), path, rolls,
             changes);
  }
  if (check.derived_keys > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u of those seeds comes from the committed campaign seed (%s)",
                          "; %u of those seeds come from the committed campaign seed (%s)",
                          check.derived_keys),
             check.derived_keys, ffb_campaign_dice_commitment (campaign));
  if (check.table_rolls > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u table roll gives its modifiers, total and result as its table does",
                          "; %u table rolls give their modifiers, totals and results as their "
                          "tables do", check.table_rolls), check.table_rolls);
  if (block_battles > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u block battle, fought again from its record, rolls its dice and "
                          "ends as kept (C2F)",
                          "; %u block battles, fought again from their records, roll their dice "
                          "and end as kept (C2F)", block_battles), block_battles);
  if (replayed > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u promotion change, made again on the campaign it kept, rolls, "
                          "says and leaves what it keeps (R10B-E)",
                          "; %u promotion changes, made again on the campaigns they kept, roll, "
                          "say and leave what they keep (R10B-E)", replayed), replayed);
  if (block_rounds > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u round of a block battle, fought again from its record with its "
                          "orders and choices, rolls its dice and ends as kept (C2G)",
                          "; %u rounds of block battles, fought again from their records with "
                          "their orders and choices, roll their dice and end as kept (C2G)",
                          block_rounds), block_rounds);
  if (check.unchecked_keys > 0)
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "; %u comes from the campaign's dice, which only the referee's file "
                          "can check",
                          "; %u come from the campaign's dice, which only the referee's file "
                          "can check",
                          check.unchecked_keys),
             check.unchecked_keys);
  g_print (".\n");
  return FFB_EXIT_OK;
}

static int
report (const char *path, const FfbBattle *battle, GPtrArray *problems)
{
  if (problems->len == 0)
    {
      guint rolls = ffb_dice_n_rolls (battle->neutral->dice);

      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "%s: battle “%s”: the seed matches the commitment, its %u roll "
                            "comes out of it (derivation %u), and every sealed result follows "
                            "from its roll.\n",
                            "%s: battle “%s”: the seed matches the commitment, all %u rolls "
                            "come out of it (derivation %u), and every sealed result follows "
                            "from its roll.\n", rolls),
               path, battle->name, rolls, ffb_dice_derivation (battle->neutral->dice));
      return FFB_EXIT_OK;
    }
  for (guint i = 0; i < problems->len; i++)
    g_print ("%s: battle “%s”: %s\n", path, battle->name, (const char *) problems->pdata[i]);
  g_print (g_dngettext (GETTEXT_PACKAGE,
                        "%s: battle “%s”: %u problem: the record does not match the dice.\n",
                        "%s: battle “%s”: %u problems: the record does not match the dice.\n",
                        problems->len), path, battle->name, problems->len);
  return FFB_EXIT_FINDINGS;
}

int
ffb_cli_verify (int argc, char **argv)
{
  g_autofree char *battle_id = NULL;
  g_autofree char *tables_file = NULL;
  g_autoptr(FfbTables) tables = NULL;
  gboolean history = FALSE;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, N_("The battle to verify (default: the first)")),
    { "history", 0, 0, G_OPTION_ARG_NONE, &history, N_("Verify the rolls of the campaign's history (R9C, R10B-E, T, C2F) instead"), NULL },
    { "tables", 0, 0, G_OPTION_ARG_FILENAME, &tables_file, N_("With --history: a referee's own tables file its table rolls were made on"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  FfbBattle *battle;
  guint record_problems;

  if (!ffb_cli_parse_options ("verify", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if ((campaign = ffb_cli_open_argument ("verify", argc, argv)) == NULL)
    return FFB_EXIT_BAD_INPUT;
  if (tables_file != NULL && !history)
    return ffb_cli_fail (_("verify: --tables checks the history's table rolls: give --history "
                           "too."));
  if (history && (tables = history_tables (tables_file, &error)) == NULL)
    return ffb_cli_fail ("verify: %s", error->message);
  /* The record first: a file changed since the referee signed it says so before any roll. */
  record_problems = ffb_cli_report_record (argv[1], campaign);
  if (history)
    return MAX (report_history (argv[1], campaign, tables),
                record_problems > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK);
  if ((battle = ffb_cli_pick_battle (campaign, battle_id, argv[1])) == NULL)
    return FFB_EXIT_BAD_INPUT;
  /* Its dice are in the referee's sealed part: "never rolled" would be untrue (issue 30, item
   * 12). */
  if (ffb_campaign_battle_is_sealed (campaign, battle->id))
    return ffb_cli_fail (_("verify: %s: the battle “%s” is sealed: its dice and their log are "
                           "in the referee's part; give his passphrase with --passphrase-file "
                           "to verify them."), argv[1], battle->id);
  if (battle->neutral == NULL || battle->neutral->dice == NULL)
    return ffb_cli_fail (_("verify: %s: the battle “%s” has no dice to verify: the neutral party "
                           "never rolled for it."), argv[1], battle->id);
  problems = ffb_neutral_verify (battle->neutral, campaign, battle, &error);
  if (problems == NULL)
    return ffb_cli_fail ("verify: %s: %s", argv[1], error->message);
  return MAX (report (argv[1], battle, problems),
              record_problems > 0 ? FFB_EXIT_FINDINGS : FFB_EXIT_OK);
}
