/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phones-group.h: the Battle Night page's "Players' Phones" (issue 33 items 1 and 2): a
 * switch that turns the phones on for the evening (ffb-phones.h), the address they are
 * served at, and the devices paired (from each player's private view), each with its side,
 * when it was first and last seen, and a button that unpairs it. Nothing secret shows here:
 * the links are only ever in their player's own view. */
#pragma once

#include <adwaita.h>
#include "ffb-phones.h"

G_BEGIN_DECLS

#define FFB_TYPE_PHONES_GROUP (ffb_phones_group_get_type ())
G_DECLARE_FINAL_TYPE (FfbPhonesGroup, ffb_phones_group, FFB, PHONES_GROUP, AdwPreferencesGroup)

GtkWidget *ffb_phones_group_new (void);
/* The phones it shows and turns on and off (NULL: none, the group hidden). */
void       ffb_phones_group_set_phones (FfbPhonesGroup *self, FfbPhones *phones);

/* "First seen 20:15, last seen 20:41", "Not seen yet": a device's row's subtitle. */
char      *ffb_phones_group_seen_text (gint64 first_seen, gint64 last_seen);

G_END_DECLS
