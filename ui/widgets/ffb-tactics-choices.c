/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-tactics-choices.c: the tactical rule sets offered (see ffb-tactics-choices.h). The list
 * is the engine's (ffb_tactics_built_in_ids), so that a further set's file is offered too. */
#include "ffb-tactics-choices.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"
#include "ffb-xml-tactics.h"

/* Fire & Fury is the array's NULL. */
static void
set_free (gpointer tactics)
{
  if (tactics != NULL)
    ffb_tactics_unref (tactics);
}

GPtrArray *
ffb_ui_set_tactics_choices (AdwComboRow *row)
{
  g_auto(GStrv) ids = ffb_tactics_built_in_ids ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *sets = g_ptr_array_new_with_free_func (set_free);

  g_return_val_if_fail (ADW_IS_COMBO_ROW (row), sets);
  g_ptr_array_add (sets, NULL);
  gtk_string_list_append (names, _("Fire & Fury"));
  for (int i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      FfbTactics *tactics = ffb_tactics_new_built_in (ids[i], &error);

      /* A built-in file is checked by the engine's tests: one that fails is left out, said. */
      if (tactics == NULL)
        {
          g_warning ("%s", error->message);
          continue;
        }
      g_ptr_array_add (sets, tactics);
      gtk_string_list_append (names, tactics->name);
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  ffb_keynav_name_choices (GTK_WIDGET (row));
  return sets;
}

guint
ffb_ui_tactics_choice_index (GPtrArray *sets, const char *id)
{
  g_return_val_if_fail (sets != NULL, 0);
  for (guint i = 1; i < sets->len; i++)
    if (g_strcmp0 (((FfbTactics *) g_ptr_array_index (sets, i))->id, id) == 0)
      return i;
  return 0;
}
