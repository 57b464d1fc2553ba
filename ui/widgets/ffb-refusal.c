/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-refusal.c: a refusal shown at the end of a group (see ffb-refusal.h). */
#include "ffb-refusal.h"

GtkLabel *
ffb_refusal_new (void)
{
  GtkLabel *refusal = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (refusal, TRUE);
  gtk_label_set_xalign (refusal, 0);
  gtk_widget_set_margin_top (GTK_WIDGET (refusal), 6);
  gtk_widget_add_css_class (GTK_WIDGET (refusal), "error");
  return refusal;
}

void
ffb_refusal_place (GtkLabel *refusal, AdwPreferencesGroup *group)
{
  g_return_if_fail (GTK_IS_LABEL (refusal) && ADW_IS_PREFERENCES_GROUP (group));
  gtk_widget_set_visible (GTK_WIDGET (refusal), FALSE);
  adw_preferences_group_add (group, GTK_WIDGET (refusal));
}

void
ffb_refusal_show (GtkLabel *refusal, const GError *error)
{
  g_return_if_fail (GTK_IS_LABEL (refusal) && error != NULL);
  gtk_label_set_text (refusal, error->message);
  gtk_widget_set_visible (GTK_WIDGET (refusal), TRUE);
}

const char *
ffb_refusal_get (GtkLabel *refusal)
{
  g_return_val_if_fail (GTK_IS_LABEL (refusal), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (refusal)) ? gtk_label_get_text (refusal) : NULL;
}
