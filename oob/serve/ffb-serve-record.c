/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-record.c: what of the signed record a device keeps as its witness. Only digests
 * and the key's public fingerprint, which the file shows anyone: nothing sealed. */
#include "ffb-serve-record.h"

static const FfbChain *
chain_of (const FfbCampaign *campaign)
{
  return campaign->keyring != NULL ? campaign->keyring->chain : NULL;
}

void
ffb_serve_record_add (JsonBuilder *builder, const FfbCampaign *campaign)
{
  const FfbChain *chain = chain_of (campaign);
  const FfbChainLink *last = chain != NULL ? ffb_chain_last (chain) : NULL;
  g_autofree char *fingerprint = chain != NULL ? ffb_chain_fingerprint (chain) : NULL;
  g_autofree char *digest = NULL;

  json_builder_set_member_name (builder, "record");
  if (last == NULL || fingerprint == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  digest = ffb_chain_link_digest (chain, last);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "fingerprint");
  json_builder_add_string_value (builder, fingerprint);
  json_builder_set_member_name (builder, "n");
  json_builder_add_int_value (builder, last->n);
  json_builder_set_member_name (builder, "link");
  json_builder_add_string_value (builder, digest);
  json_builder_set_member_name (builder, "previous");
  json_builder_add_string_value (builder, last->previous);
  json_builder_end_object (builder);
}

/* Link `n` of the record: links are numbered from 1, one more each (ffb_chain_check_links
 * names a file where they are not), so it is found by its place. */
static const FfbChainLink *
link_numbered (const FfbChain *chain, gint64 n)
{
  const FfbChainLink *link;

  if (chain == NULL || n < 1 || n > (gint64) chain->links->len)
    return NULL;
  link = g_ptr_array_index (chain->links, n - 1);
  return (gint64) link->n == n ? link : NULL;
}

char *
ffb_serve_record_witness_json (const FfbCampaign *campaign, gint64 n)
{
  const FfbChain *chain = chain_of (campaign);
  const FfbChainLink *link = link_numbered (chain, n);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *digest = link != NULL ? ffb_chain_link_digest (chain, link) : NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "n");
  json_builder_add_int_value (builder, n);
  json_builder_set_member_name (builder, "link");
  if (digest != NULL)
    json_builder_add_string_value (builder, digest);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}
