/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-draft.c: a battle's draft result in the campaign file (see ffb-xml-draft.h). */
#include "ffb-xml-draft.h"

#include <glib/gi18n-lib.h>
#include "ffb-campaign.h"
#include "ffb-error.h"
#include "ffb-xml-doc.h"
#include "ffb-xml-result.h"
#include "ffb-text.h"

static gboolean
read_crack (xmlNode *node, char **crack_group, gboolean *no_crack, const char *source,
            GError **error)
{
  g_autofree char *quoted = NULL;

  if (!ffb_xml_attr_bool (node, "no-crack", FALSE, no_crack, source, error))
    return FALSE;
  *crack_group = ffb_xml_attr (node, "crack-group");
  /* The pick is only ever compared with the battle's SP groups, but a pick no group could
   * have is a file someone broke. */
  if (*crack_group == NULL || ffb_campaign_id_is_valid (*crack_group))
    return TRUE;
  quoted = ffb_text_quote_untrusted (*crack_group);
  ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("crack-group=\"%s\" on "
                       "<draft-result> must be the id of an SP group (R9F)."), quoted);
  return FALSE;
}

gboolean
ffb_xml_read_draft (xmlNode *node, FfbBattle *battle, const char *source, GError **error)
{
  /* The schema has made sure of exactly one; said in a sentence all the same, as every
   * path from a file must (issue 11: a check that set no error crashed its caller). */
  xmlNode *root = ffb_xml_first_child (node, "battle-result");
  g_autoptr(FfbResult) draft = NULL;
  g_autofree char *crack_group = NULL;
  g_autofree char *quoted = NULL;
  gboolean no_crack = FALSE;

  if (root == NULL)
    {
      ffb_xml_set_error (error, FFB_ERROR_SCHEMA, source, node, _("<draft-result> must hold a "
                           "<battle-result>."));
      return FALSE;
    }
  if (!read_crack (node, &crack_group, &no_crack, source, error)
      || (draft = ffb_xml_read_result (root, source, error)) == NULL)
    return FALSE;
  if (g_strcmp0 (draft->battle_id, battle->id) != 0)
    {
      quoted = ffb_text_quote_untrusted (draft->battle_id);
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, root, _("the draft result kept with "
                           "the battle “%s” is for the battle “%s”."), battle->id, quoted);
      return FALSE;
    }
  ffb_battle_set_draft (battle, draft, crack_group, no_crack);
  return TRUE;
}

void
ffb_xml_write_draft (xmlNode *parent, const FfbBattle *battle)
{
  xmlNode *node;

  g_return_if_fail (parent != NULL && battle != NULL);
  if (battle->draft == NULL)
    return;
  node = ffb_xml_add_element (parent, "draft-result");
  if (battle->draft_crack_group != NULL)
    ffb_xml_set_text (node, "crack-group", battle->draft_crack_group);
  if (battle->draft_no_crack)
    ffb_xml_set_bool (node, "no-crack", TRUE);
  /* The battle's own id, whatever the draft was made with: the file must load again. */
  ffb_xml_set_text (ffb_xml_write_result (node, battle->draft), "battle", battle->id);
}
