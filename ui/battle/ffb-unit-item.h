/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-unit-item.h: one row of the OOB tree, a view-model of an FfbUnit. It copies what the
 * row shows when made, so it never points into an OOB that an undo may have freed; the tree
 * is rebuilt from the OOB after every change. */
#pragma once

#include <gio/gio.h>
#include "ffb-oob.h"
#include "ffb-rules.h"
#include "ffb-tactics.h"

G_BEGIN_DECLS

#define FFB_TYPE_UNIT_ITEM (ffb_unit_item_get_type ())
G_DECLARE_FINAL_TYPE (FfbUnitItem, ffb_unit_item, FFB, UNIT_ITEM, GObject)

/* The item of `unit` and, below it, of its children, in the words of the battle's tactical
 * rules: Fire & Fury's from the campaign's `rules` when `tactics` is NULL, else the set's
 * (RULES.md Q2). `flagged` holds the ids of units with findings. */
FfbUnitItem *ffb_unit_item_new (const FfbUnit *unit, const FfbRules *rules,
                                const FfbTactics *tactics, GHashTable *flagged);

const char  *ffb_unit_item_get_id (FfbUnitItem *self);
const char  *ffb_unit_item_get_name (FfbUnitItem *self);
FfbUnitKind  ffb_unit_item_get_kind (FfbUnitItem *self);
/* "Samuel R. Curtis, 2 stars, Average", or NULL for brigades and batteries. */
const char  *ffb_unit_item_get_leader (FfbUnitItem *self);
/* "10.8.6 Green" for an FF brigade, "6 stands · Shaken at 2 · Fresh · Veteran" for a quick
 * one, "3 brigades · 36 stands · 2 batteries" for a command. */
const char  *ffb_unit_item_get_detail (FfbUnitItem *self);
gboolean     ffb_unit_item_get_has_finding (FfbUnitItem *self);
/* The children's items, or NULL for brigades and batteries. */
GListModel  *ffb_unit_item_get_children (FfbUnitItem *self);

G_END_DECLS
