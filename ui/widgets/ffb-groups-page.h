/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-groups-page.h: a preferences page that keeps the groups code added to it, apart from
 * its template's: a page built again from its campaign removes the first and keeps the
 * second (the game night and aftermath pages). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FFB_TYPE_GROUPS_PAGE (ffb_groups_page_get_type ())
G_DECLARE_FINAL_TYPE (FfbGroupsPage, ffb_groups_page, FFB, GROUPS_PAGE, AdwPreferencesPage)

/* Adds `group` at the end of the page, among those ffb_groups_page_clear removes. */
void ffb_groups_page_add (FfbGroupsPage *self, AdwPreferencesGroup *group);
/* Removes every group ffb_groups_page_add added; the template's stay. */
void ffb_groups_page_clear (FfbGroupsPage *self);
/* How many groups ffb_groups_page_add added and are on the page now. */
guint ffb_groups_page_get_n_added (FfbGroupsPage *self);

G_END_DECLS
