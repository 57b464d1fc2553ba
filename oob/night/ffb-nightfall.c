/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-nightfall.c: the nightfall checklist (see ffb-nightfall.h). */
#include "ffb-nightfall.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"

GPtrArray *
ffb_nightfall_checklist (const FfbRules *rules, FfbMonths months, int next_day)
{
  GPtrArray *notes = g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_note_free);
  g_autofree char *dawn = NULL;

  g_return_val_if_fail (rules != NULL, notes);
  g_return_val_if_fail ((int) months >= 0 && months < FFB_N_MONTHS, notes);

  dawn = ffb_clock_format_time (rules->day[months].dawn);
  g_ptr_array_add (notes, ffb_note_new ("R8B", _("Ask each army that held until nightfall "
                                          "whether it withdraws unmolested overnight; one that "
                                          "does is Demoralized in CW terms (R8C) and the battle "
                                          "ends.")));
  g_ptr_array_add (notes, ffb_note_new ("R8A", _("Only units on the table at nightfall take "
                                          "part on day %d."), next_day));
  g_ptr_array_add (notes, ffb_note_new ("R8A", _("Skedaddlers return to their brigades; every "
                                          "other loss stays.")));
  g_ptr_array_add (notes, ffb_note_new ("R8A", _("Each unit may make one night move of up to "
                                          "three standard moves, with no maneuver rolls.")));
  g_ptr_array_add (notes, ffb_note_new ("R8A", _("Neither army may end a night move nearer the "
                                          "enemy than it stood at nightfall.")));
  g_ptr_array_add (notes, ffb_note_new ("R8A", _("Flank marches still off the table arrive on "
                                          "day %d at their R7B turns counted from the new dawn "
                                          "(%s)."), next_day, dawn));
  return notes;
}
