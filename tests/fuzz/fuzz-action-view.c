/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-action-view.c: a player's view of the campaign's action deck (C2), as his own sealed
 * part of the action deck's record holds it (ffb-xml-action-view.h): what his passphrase
 * opens, read for either side on the built-in deck. A view that reads must write and read
 * again to an equal one. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include "ffb-xml-action-view.h"
#include "ffb-xml-deck.h"
#include "ffb-xml-doc.h"

static void
check_writes_again (const FfbActionCards *view, const FfbDeck *deck, FfbSide side)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc ((const xmlChar *) "1.0");
  xmlNode *holder = xmlNewDocNode (doc, NULL, (const xmlChar *) "part", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActionCards) again = NULL;

  xmlDocSetRootElement (doc, holder);
  ffb_xml_write_action_view (holder, view, side);
  again = ffb_xml_read_action_view (ffb_xml_first_child (holder, NULL), deck, side, "written",
                                    &error);
  if (again == NULL || !ffb_action_cards_equal (view, again))
    {
      fprintf (stderr, "an action deck's view that read does not read once written to an "
               "equal one: %s\n", error != NULL ? error->message : "it differs");
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FfbDeck *deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  if (deck == NULL)
    deck = ffb_deck_new_built_in ("marian", NULL);
  doc = ffb_xml_doc_parse ((const char *) data, size, FUZZ_SOURCE, &error);
  if (doc == NULL)
    {
      fuzz_check_refusal (error, FUZZ_SOURCE);
      return 0;
    }
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(FfbActionCards) view = ffb_xml_read_action_view (xmlDocGetRootElement (doc),
                                                                 deck, side, FUZZ_SOURCE,
                                                                 &refused);

      if (view == NULL)
        fuzz_check_refusal (refused, FUZZ_SOURCE);
      else
        check_writes_again (view, deck, side);
    }
  return 0;
}
