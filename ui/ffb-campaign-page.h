/* ffb-campaign-page.h: the Campaign page: the campaign's name and CW turn, each side's
 * strength points by experience and its leaders (add, edit, remove), and the battle list. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_CAMPAIGN_PAGE (ffb_campaign_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbCampaignPage, ffb_campaign_page, FFB, CAMPAIGN_PAGE, GtkWidget)

GtkWidget *ffb_campaign_page_new (void);
void       ffb_campaign_page_set_document (FfbCampaignPage *self, FfbDocument *document);

G_END_DECLS
