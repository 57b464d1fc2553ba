/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-window-slot.c: the files each window's slot keeps (see the header). */
#include "ffb-window-slot.h"

static char *
slot_path (const char *name, const char *extension, guint slot)
{
  g_autofree char *file = slot <= 1 ? g_strconcat (name, extension, NULL)
                                    : g_strdup_printf ("%s-%u%s", name, slot, extension);

  return g_build_filename (g_get_user_state_dir (), "ffbridge", file, NULL);
}

char *
ffb_window_slot_autosave_path (guint slot)
{
  return slot_path ("autosave", ".ffbridge", slot);
}

char *
ffb_window_slot_hand_over_path (guint slot)
{
  return slot_path ("hand-over", "", slot);
}

gboolean
ffb_window_slot_left_over (guint slot)
{
  g_autofree char *autosave = ffb_window_slot_autosave_path (slot);
  g_autofree char *mark = ffb_window_slot_hand_over_path (slot);

  return g_file_test (autosave, G_FILE_TEST_EXISTS) || g_file_test (mark, G_FILE_TEST_EXISTS);
}
