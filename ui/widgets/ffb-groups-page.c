/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-groups-page.c: a preferences page keeping the groups added in code (see
 * ffb-groups-page.h). */
#include "ffb-groups-page.h"

struct _FfbGroupsPage
{
  AdwPreferencesPage parent_instance;

  GPtrArray *added; /* AdwPreferencesGroup*, not refs: the page holds them */
};

G_DEFINE_FINAL_TYPE (FfbGroupsPage, ffb_groups_page, ADW_TYPE_PREFERENCES_PAGE)

void
ffb_groups_page_add (FfbGroupsPage *self, AdwPreferencesGroup *group)
{
  g_return_if_fail (FFB_IS_GROUPS_PAGE (self) && ADW_IS_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), group);
  g_ptr_array_add (self->added, group);
}

void
ffb_groups_page_clear (FfbGroupsPage *self)
{
  g_return_if_fail (FFB_IS_GROUPS_PAGE (self));
  for (guint i = 0; i < self->added->len; i++)
    adw_preferences_page_remove (ADW_PREFERENCES_PAGE (self),
                                 g_ptr_array_index (self->added, i));
  g_ptr_array_set_size (self->added, 0);
}

guint
ffb_groups_page_get_n_added (FfbGroupsPage *self)
{
  g_return_val_if_fail (FFB_IS_GROUPS_PAGE (self), 0);
  return self->added->len;
}

static void
ffb_groups_page_finalize (GObject *object)
{
  g_ptr_array_unref (FFB_GROUPS_PAGE (object)->added);
  G_OBJECT_CLASS (ffb_groups_page_parent_class)->finalize (object);
}

static void
ffb_groups_page_class_init (FfbGroupsPageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ffb_groups_page_finalize;
}

static void
ffb_groups_page_init (FfbGroupsPage *self)
{
  self->added = g_ptr_array_new ();
}
