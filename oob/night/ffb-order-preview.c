/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-order-preview.c: a flank-march order before it is given (see ffb-order-preview.h). */
#include "ffb-order-preview.h"

#include <glib/gi18n-lib.h>

#include "ffb-error.h"
#include "ffb-neutral.h"

void
ffb_order_preview_free (FfbOrderPreview *preview)
{
  if (preview == NULL)
    return;
  g_free (preview->leader_name);
  g_ptr_array_unref (preview->findings);
  g_free (preview);
}

gboolean
ffb_order_preview_accepted (const FfbOrderPreview *preview)
{
  g_return_val_if_fail (preview != NULL, FALSE);
  return preview->findings->len == 0;
}

/* The side's own orders only: another side's never enter its checks or its preview. */
static GPtrArray *
own_orders (const FfbBattle *battle, FfbSide side)
{
  GPtrArray *orders = g_ptr_array_new ();
  const FfbNeutral *neutral = battle->neutral;

  for (guint i = 0; neutral != NULL && i < neutral->orders->len; i++)
    {
      FfbFlankOrder *order = g_ptr_array_index (neutral->orders, i);

      if (order->side == side)
        g_ptr_array_add (orders, order);
    }
  return orders;
}

FfbOrderPreview *
ffb_order_preview_new (FfbCampaign *campaign, const FfbBattle *battle,
                       const FfbFlankOrder *order, GError **error)
{
  FfbOob *oob;
  const FfbLeader *leader;
  g_autoptr(GPtrArray) orders = NULL;
  FfbOrderPreview *preview;

  g_return_val_if_fail (campaign != NULL && battle != NULL && order != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  oob = battle->oob[order->side];
  if (oob == NULL)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The %s order of battle of “%s” is "
                     "not organized yet: flank marches are checked against it (R5B)."),
                   ffb_side_display_name (order->side), battle->name);
      return NULL;
    }
  preview = g_new0 (FfbOrderPreview, 1);
  preview->findings = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_finding_free);
  leader = ffb_campaign_find_leader (campaign, order->leader_id);
  if (leader != NULL && leader->side == order->side)
    {
      preview->leader_name = g_strdup (leader->name);
      preview->initiative = leader->initiative;
      preview->odds = ffb_flank_odds (campaign->rules, leader->initiative,
                                      ffb_flank_modifier (campaign->rules, battle, order->side));
    }
  preview->modifier = ffb_flank_modifier (campaign->rules, battle, order->side);
  preview->size = ffb_flank_order_size (order, oob, campaign->rules);
  if (battle->neutral != NULL && battle->neutral->rolled)
    ffb_neutral_refuse_late_order (preview->findings);
  else
    {
      orders = own_orders (battle, order->side);
      ffb_flank_check (order, orders, campaign, battle, oob, preview->findings);
    }
  return preview;
}
