/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-cards.h: what `cards` (a battle's activation deck, cli-cards.c) hands to its --years
 * form (the campaign's action deck, cli-cards-years.c). */
#pragma once

#include "cli-common.h"

G_BEGIN_DECLS

/* `cards FILE --years STEP ...` once the options are parsed: argv[1] the file, argv[2] the
 * step and its words; `output` from -o. The exit status. */
int ffb_cli_cards_years (int argc, char **argv, const char *output);
/* "  KH       King of Hearts: 1 action: Move, Charge." */
void ffb_cli_print_card (const FfbDeck *deck, const char *card, FfbSide side,
                         gboolean mississippi);
/* A card as typed, made the deck's id when it names one in another case; else as typed. */
const char *ffb_cli_card_id (const FfbDeck *deck, const char *word);

G_END_DECLS
