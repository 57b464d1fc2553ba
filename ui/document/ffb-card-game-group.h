/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-group.h: what the card game's two widgets are alike in (issue 32): a group of
 * the page (an AdwPreferencesGroup) over the document whose card play it shows, built once
 * when it is made (the page makes a new one after every change). The one table
 * (ffb-card-game-table.h) and the one hand (night/ffb-card-game-hand.h) each say how they
 * build. */
#pragma once

#include <adwaita.h>
#include "ffb-document.h"

G_BEGIN_DECLS

#define FFB_TYPE_CARD_GAME_GROUP (ffb_card_game_group_get_type ())
G_DECLARE_DERIVABLE_TYPE (FfbCardGameGroup, ffb_card_game_group, FFB, CARD_GAME_GROUP,
                          AdwPreferencesGroup)

struct _FfbCardGameGroupClass
{
  AdwPreferencesGroupClass parent_class;

  /* Fills the group from the document, once its construct properties are set. */
  void (*build) (FfbCardGameGroup *self);
};

/* The `document` property: the document the group shows and changes. */
FfbDocument *ffb_card_game_group_get_document (FfbCardGameGroup *self);

G_END_DECLS
