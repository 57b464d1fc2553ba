/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-order.c: `order FILE --side SIDE --flank left|right --leader NAME --unit CODE...`: a side
 * gives a flank-march order to the neutral party (R5, R5A, R5B, R7C, R7D), replaces it with
 * --replace or calls it off with --cancel, before the dice roll for it. The checks are the
 * engine's (ffb_neutral_give_order, ffb_neutral_step_call_off), as in the player's view.
 * What it prints is for the giving side's eyes: his own order, its size and exact odds. */
#include "cli-night.h"

#include <glib/gi18n.h>

#include "ffb-flank.h"
#include "ffb-neutral-steps.h"
#include "ffb-order-preview.h"
#include "ffb-text.h"

typedef struct
{
  FfbCliMarchOptions march;
  char *leader;
  gboolean replace;
  gboolean cancel;
} Options;

static void
options_clear (Options *options)
{
  ffb_cli_march_options_clear (&options->march);
  g_free (options->leader);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *options, FfbSide *side, FfbFlank *flank)
{
  FfbCliMarchOptions *march = &options->march;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&march->battle, NULL),
    ffb_cli_march_side_option (&march->side),
    { "flank", 'f', 0, G_OPTION_ARG_STRING, &march->flank, N_("Round his own left or right (R5)"), "FLANK" },
    { "leader", 'l', 0, G_OPTION_ARG_STRING, &options->leader, N_("The CW leader who leads it (R5B), by his name or id"), "NAME" },
    { "unit", 'u', 0, G_OPTION_ARG_STRING_ARRAY, &march->units, N_("An OOB unit that marches (corps, division, brigade or battery), by its code on the copy (II/1) or its id (repeat)"), "CODE" },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &options->replace, N_("Call off the march on that flank and give this one instead"), NULL },
    { "cancel", 0, 0, G_OPTION_ARG_NONE, &options->cancel, N_("Call off the march on that flank"), NULL },
    ffb_cli_output_option (&march->output, NULL),
    { NULL }
  };

  if (!ffb_cli_march_parse ("order", entries, argc, argv, march, side, flank))
    return FALSE;
  if (options->cancel && (options->replace || options->leader != NULL || march->units != NULL))
    ffb_cli_fail (_("order: --cancel calls the march off; it takes no --leader, --unit or "
                    "--replace."));
  else if (!options->cancel && options->leader == NULL)
    ffb_cli_fail (_("order: name the CW leader who leads the march with --leader NAME (R5B)."));
  else if (!options->cancel && march->units == NULL)
    ffb_cli_fail (_("order: name the units that march with --unit CODE, once for each (R5B)."));
  else
    return TRUE;
  return FALSE;
}

static FfbFlankOrder *
order_from (const Options *options, FfbSide side, FfbFlank flank)
{
  FfbFlankOrder *order = ffb_flank_order_new (side, flank, options->leader);

  for (guint i = 0; options->march.units[i] != NULL; i++)
    ffb_flank_order_add_unit (order, options->march.units[i]);
  return order;
}

/* One line a refusal, each naming its rule; exit 1 (rule findings), nothing written. */
static int
refuse (FfbCliNight *night, const FfbFlankOrder *order, GPtrArray *findings)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (findings, i);

      g_printerr (_("ffbridge-cli: %s: the %s %s flank march is refused: %s: %s\n"), night->path,
                  ffb_side_display_name (order->side), ffb_flank_to_string (order->flank),
                  finding->rule, finding->message);
    }
  return FFB_EXIT_FINDINGS;
}

/* The order as its owner sees it in his view: leader, units, size, exact odds. */
static void
print_order (FfbCliNight *night, const FfbFlankOrder *order, const FfbOrderPreview *preview)
{
  FfbOob *oob = night->battle->oob[order->side];

  g_print (_("The %s %s flank march is given, sealed until its notice (R7B):\n"),
           ffb_side_display_name (order->side), ffb_flank_to_string (order->flank));
  g_print (_("  Led by %s, initiative %d; the arrival die %+d for the ground (R7C).\n"),
           preview->leader_name, preview->initiative, preview->modifier);
  for (guint i = 0; i < order->unit_ids->len; i++)
    {
      const char *id = g_ptr_array_index (order->unit_ids, i);
      FfbUnit *unit = ffb_oob_find_unit (oob, id);
      g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : g_strdup (id);

      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : g_strdup ("?");

      g_print (_("  Marching: %s (%s).\n"), path, code);
    }
  {
    g_autofree char *stands = ffb_text_stands (preview->size.stands);
    /* Q4: a quick battle's march counts its guns. */
    g_autofree char *batteries = ffb_tactics_artillery_count (night->battle->tactics,
                                                              preview->size.batteries);

    /* Translators: "120 stands (cavalry among them), 4 batteries" (or "4 guns"). */
    if (preview->size.cavalry_stands > 0)
      g_print (_("  %s (cavalry among them), %s.\n"), stands, batteries);
    else
      g_print (_("  %s, %s.\n"), stands, batteries);
  }
  g_print (_("  R7B(1) odds:"));
  for (int m = 0; m < FFB_N_MARCHES; m++)
    {
      g_autofree char *chance = ffb_flank_chance_text (preview->odds.chances[m],
                                                       preview->odds.out_of);

      g_print ("%s %s %s", m > 0 ? "," : "", ffb_march_to_string (m), chance);
    }
  g_print (".\n");
}

static int
give (FfbCliNight *night, const Options *options, FfbSide side, FfbFlank flank)
{
  g_autoptr(FfbFlankOrder) order = order_from (options, side, flank);
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);
  g_autoptr(FfbOrderPreview) preview = NULL;
  g_autoptr(GError) error = NULL;

  if (options->replace && !ffb_neutral_step_call_off (night->battle, side, flank, &error))
    return ffb_cli_night_refused (night, error);
  if (!ffb_neutral_give_order (ffb_battle_get_neutral (night->battle), night->campaign,
                               night->battle, order, findings))
    return refuse (night, order, findings);
  /* Given, the order has its OOB stored: the preview reads the same OOB. */
  preview = ffb_order_preview_new (night->campaign, night->battle, order, &error);
  if (preview == NULL)
    return ffb_cli_night_refused (night, error);
  print_order (night, order, preview);
  return ffb_cli_night_save (night);
}

int
ffb_cli_order (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_auto(FfbCliNight) night = { 0 };
  g_autoptr(GError) error = NULL;
  FfbSide side;
  FfbFlank flank;

  if (!parse (&argc, &argv, &options, &side, &flank)
      || !ffb_cli_march_open (&night, "order", argc, argv, &options.march, side))
    return FFB_EXIT_BAD_INPUT;
  if (!options.cancel)
    {
      FfbLeader *leader = ffb_campaign_find_leader_named (night.campaign, options.leader);

      /* The engine takes ids; a name matching no leader goes on as typed, to be refused. */
      if (leader != NULL)
        {
          g_free (options.leader);
          options.leader = g_strdup (leader->id);
        }
      return give (&night, &options, side, flank);
    }
  if (!ffb_neutral_step_call_off (night.battle, side, flank, &error))
    return ffb_cli_night_refused (&night, error);
  g_print (_("The %s %s flank march is called off (R5).\n"), ffb_side_display_name (side),
           ffb_flank_to_string (flank));
  return ffb_cli_night_save (&night);
}
