/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-deck.c: a deck of cards (data/decks, or a table's own deck file). A deck that loads must
 * write and load again to an equal deck, and every physical card it names must be found again
 * by its id. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-deck.h"
#include "ffb-xml-deck.h"

static void
check_writes_again (const FfbDeck *deck)
{
  g_autofree char *xml = ffb_deck_to_xml (deck);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) again = ffb_deck_load_xml (xml, strlen (xml), "written", &error);

  if (again == NULL || !ffb_deck_equal (deck, again))
    {
      fprintf (stderr, "a deck that loaded does not load once written to an equal deck: %s\n",
               error != NULL ? error->message : "it differs");
      abort ();
    }
}

static void
check_cards_found (const FfbDeck *deck)
{
  g_autoptr(GPtrArray) ids = ffb_deck_card_ids (deck);

  for (guint i = 0; i < ids->len; i++)
    if (ffb_deck_lookup (deck, g_ptr_array_index (ids, i)) == NULL)
      {
        fprintf (stderr, "the deck's card \"%s\" is not found by its id\n",
                 (const char *) g_ptr_array_index (ids, i));
        abort ();
      }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbDeck) deck = ffb_deck_load_xml ((const char *) data, size, FUZZ_SOURCE, &error);

  if (deck == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    {
      check_writes_again (deck);
      check_cards_found (deck);
    }
  return 0;
}
