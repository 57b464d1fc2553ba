/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-types.h: the UI's own types, declared ahead, so that a header which only names a type
 * (in a prototype or a struct field) includes this one instead of the type's own header: the
 * headers of ui/ then depend on each other as little as their code does. Each type's own
 * header defines it (G_DECLARE_FINAL_TYPE repeats the same typedef, which C11 allows). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The application and its window, around the document they edit. */
typedef struct _FfbApplication     FfbApplication;
typedef struct _FfbWindow          FfbWindow;
typedef struct _FfbDocument        FfbDocument;
typedef struct _FfbPhones          FfbPhones;

/* The pages of the window's view stack. */
typedef struct _FfbCampaignPage    FfbCampaignPage;
typedef struct _FfbBattlePage      FfbBattlePage;
typedef struct _FfbOobPage         FfbOobPage;
typedef struct _FfbNeutralPage     FfbNeutralPage;
typedef struct _FfbNightPage       FfbNightPage;
typedef struct _FfbAftermathPage   FfbAftermathPage;

/* Dialogs. */
typedef struct _FfbBattleDialog    FfbBattleDialog;
typedef struct _FfbLeaderDialog    FfbLeaderDialog;
typedef struct _FfbSpGroupDialog   FfbSpGroupDialog;
typedef struct _FfbUnlockDialog    FfbUnlockDialog;

/* Parts of pages, and the objects their lists hold. */
typedef struct _FfbArrivalsEditor  FfbArrivalsEditor;
typedef struct _FfbOobView         FfbOobView;
typedef struct _FfbOrderEditor     FfbOrderEditor;
typedef struct _FfbPassphraseGroup FfbPassphraseGroup;
typedef struct _FfbPromotionGroup  FfbPromotionGroup;
typedef struct _FfbSidePanel       FfbSidePanel;
typedef struct _FfbSideView        FfbSideView;
typedef struct _FfbUnitItem        FfbUnitItem;

G_END_DECLS
