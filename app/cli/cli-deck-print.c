/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-deck-print.c: `print --deck-reference DECK | --hand-sheet SIDE --deck DECK --seed HEX`
 * (issue 15, point 5): a deck's one-page quick reference, or one player's hand from the deck's
 * first deal, as PDF or HTML. DECK is a built-in deck's id or a deck file. The hand is dealt
 * with the fair dice on the stream named by the deck's id, from the seed given, so that the
 * referee prints each player's hand of one deal, and anyone re-derives it from the seed. */
#include "cli-common.h"

#include <glib/gi18n.h>

#include "cli-print.h"
#include "ffb-deal.h"
#include "ffb-error.h"
#include "ffb-xml-deck.h"

typedef struct
{
  char *reference;
  char *hand;
  char *deck;
  char *seed;
  char *format;
  char *paper;
  char *output;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->reference);
  g_free (options->hand);
  g_free (options->deck);
  g_free (options->seed);
  g_free (options->format);
  g_free (options->paper);
  g_free (options->output);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* The help of --deck-reference names the built-in decks, as the engine lists them (the
 * completion offers them from it). */
static char *
reference_help (void)
{
  g_autofree char *ids = g_strjoinv (", ", (char **) ffb_deck_built_in_ids ());

  return g_strdup_printf (_("The quick reference of DECK: a built-in deck's id (%s) or a deck "
                            "file"), ids);
}

static gboolean
parse (int *argc, char ***argv, Options *options)
{
  g_autofree char *help = reference_help ();
  GOptionEntry entries[] = {
    { "deck-reference", 0, 0, G_OPTION_ARG_STRING, &options->reference, help, "DECK" },
    { "hand-sheet", 0, 0, G_OPTION_ARG_STRING, &options->hand, N_("The hand SIDE (union or confederate) is dealt first from --deck with --seed"), "SIDE" },
    { "deck", 0, 0, G_OPTION_ARG_STRING, &options->deck, N_("The deck of --hand-sheet: a built-in deck's id or a deck file"), "DECK" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed, N_("Seed of the deal's dice, 64 hex digits (the same seed deals both hands)"), "HEX" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &options->format, N_("pdf (default) or html"), "FORMAT" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &options->paper, N_("a4 (default) or letter"), "PAPER" },
    ffb_cli_output_option (&options->output, N_("Write to OUT (default: standard output)")),
    { NULL }
  };

  return ffb_cli_parse_options ("print", "", entries, argc, argv);
}

/* One sentence for a usage error, or NULL when the options go together. */
static char *
misuse (const Options *options, FfbPaper *paper)
{
  if ((options->reference == NULL) == (options->hand == NULL))
    return g_strdup (_("print: give either --deck-reference DECK or --hand-sheet SIDE."));
  if (options->reference != NULL && (options->deck != NULL || options->seed != NULL))
    return g_strdup (_("print: --deck and --seed go with --hand-sheet, not with "
                       "--deck-reference."));
  if (options->hand != NULL && (options->deck == NULL || options->seed == NULL))
    return g_strdup (_("print: --hand-sheet needs --deck DECK and --seed HEX: both players' "
                       "hands come from one deal."));
  if (!ffb_cli_print_format (options->format))
    return g_strdup_printf (_("print: --format must be pdf or html, not “%s”."),
                            options->format);
  if (options->paper != NULL && !ffb_paper_from_string (options->paper, paper))
    return g_strdup_printf (_("print: --paper must be a4 or letter, not “%s”."),
                            options->paper);
  if (ffb_cli_print_to_terminal (options->format, options->output))
    return g_strdup (_("print: a PDF is not for the terminal: give -o FILE or redirect the "
                       "output to a file."));
  return NULL;
}

static FfbSheet *
hand_sheet (const Options *options, const FfbDeck *deck, GError **error)
{
  g_autoptr(FfbDice) dice = NULL;
  g_autoptr(GPtrArray) hand = NULL;
  g_autofree char *occasion = NULL;
  FfbSide side;

  if (!ffb_side_from_string (options->hand, &side))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID,
                   _("--hand-sheet must be union or confederate, not “%s”."), options->hand);
      return NULL;
    }
  if ((dice = ffb_dice_new_from_hex (deck->id, options->seed, error)) == NULL
      || (hand = ffb_deal_first_hand (deck, dice, side, error)) == NULL)
    return NULL;
  occasion = g_strdup_printf (deck->system == FFB_DECK_ACTIVATION
                              ? _("Turn 1 (dealt with the dice of commitment %.16s…)")
                              : _("Year 1 (dealt with the dice of commitment %.16s…)"),
                              ffb_dice_commitment (dice));
  return ffb_sheet_new_hand (deck, side, hand, occasion, error);
}

int
ffb_cli_print_deck (int argc, char **argv)
{
  g_auto(Options) options = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = NULL;
  g_autoptr(FfbSheet) sheet = NULL;
  g_autofree char *wrong = NULL;
  FfbPaper paper = FFB_PAPER_A4;

  if (!parse (&argc, &argv, &options))
    return FFB_EXIT_BAD_INPUT;
  if (argc > 1)
    return ffb_cli_fail (_("print: “%s” is not an option; a deck is named by --deck-reference "
                           "or --deck."), argv[1]);
  if (options.format == NULL)
    options.format = g_strdup ("pdf");
  if ((wrong = misuse (&options, &paper)) != NULL)
    return ffb_cli_fail ("%s", wrong);
  deck = ffb_deck_open (options.reference != NULL ? options.reference : options.deck, &error);
  if (deck != NULL)
    sheet = options.reference != NULL ? ffb_sheet_new_deck_reference (deck, &error)
                                      : hand_sheet (&options, deck, &error);
  if (sheet == NULL
      || !ffb_cli_print_write (options.format, sheet, paper, options.output, &error))
    return ffb_cli_fail ("print: %s", error->message);
  return FFB_EXIT_OK;
}
