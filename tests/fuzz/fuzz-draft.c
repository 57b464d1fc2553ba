/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-draft.c: a battle's draft result (<draft-result>, what the Aftermath page keeps in the
 * campaign file). The input is the element, put in a campaign's battle as a saved file holds
 * it; the campaign around it is sound, so every refusal is about the draft. */
#include "fuzz-common.h"

#include "ffb-xml.h"

static const char campaign_head[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<campaign format-version=\"1\" name=\"Wilson's Creek\" year=\"1861\" months=\"Jul-Aug\">\n"
  "<rules ref=\"default\"/>\n"
  "<side id=\"union\">\n"
  "<leader id=\"lyon\" name=\"Nathaniel Lyon\" stars=\"1\" initiative=\"3\" tactical=\"1\"/>\n"
  "<sp-group id=\"us-1\" name=\"Army of the West\" experience=\"green\" count=\"3\" "
  "commander=\"lyon\"/>\n"
  "</side>\n"
  "<side id=\"confederate\">\n"
  "<leader id=\"price\" name=\"Sterling Price\" stars=\"2\" initiative=\"2\" tactical=\"1\"/>\n"
  "<sp-group id=\"cs-1\" name=\"Missouri State Guard\" experience=\"green\" count=\"4\" "
  "commander=\"price\"/>\n"
  "</side>\n"
  "<battle id=\"wilsons-creek\" name=\"Wilson's Creek\" hex=\"2011\" year=\"1861\" "
  "months=\"Jul-Aug\" terrain=\"clear\" river=\"none\" attacker=\"union\">\n"
  "<force side=\"union\"><leader ref=\"lyon\"/><sp group=\"us-1\" count=\"3\"/></force>\n"
  "<force side=\"confederate\"><leader ref=\"price\"/><sp group=\"cs-1\" count=\"4\"/>"
  "</force>\n";
static const char campaign_tail[] = "\n</battle>\n</campaign>\n";

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GString) file = g_string_new (campaign_head);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;

  g_string_append_len (file, (const char *) data, (gssize) size);
  g_string_append (file, campaign_tail);
  campaign = ffb_xml_load_campaign (file->str, file->len, FUZZ_SOURCE, &error);
  if (campaign == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    fuzz_check_saves_again (campaign, "a draft");
  return 0;
}
