/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-campaign-page.h: the Campaign page: the campaign's name and CW turn, each side's
 * strength points by experience (its SP groups) and its leaders (add, edit, remove each), and
 * the battle list (open, add, remove). */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_CAMPAIGN_PAGE (ffb_campaign_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbCampaignPage, ffb_campaign_page, FFB, CAMPAIGN_PAGE, GtkWidget)

GtkWidget *ffb_campaign_page_new (void);
void       ffb_campaign_page_set_document (FfbCampaignPage *self, FfbDocument *document);
/* Opens the New Battle dialog; the battle added is then opened (::battle-activated). */
void       ffb_campaign_page_new_battle (FfbCampaignPage *self);

G_END_DECLS
