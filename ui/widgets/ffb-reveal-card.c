/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reveal-card.c: the cards face up after a reveal (see ffb-reveal-card.h). */
#include "ffb-reveal-card.h"

GtkWidget *
ffb_reveal_label_new (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

/* Side by side, or one above the other in a narrow window. */
static GtkWidget *
sides_box (GtkWidget *const *sides, guint n_sides)
{
  GtkFlowBox *box = GTK_FLOW_BOX (gtk_flow_box_new ());

  gtk_flow_box_set_selection_mode (box, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (box, TRUE);
  gtk_flow_box_set_max_children_per_line (box, n_sides);
  gtk_flow_box_set_column_spacing (box, 24);
  gtk_flow_box_set_row_spacing (box, 12);
  for (guint i = 0; i < n_sides; i++)
    {
      gtk_flow_box_append (box, sides[i]);
      /* Nothing to choose here: not a stop for Tab. */
      gtk_widget_set_focusable (GTK_WIDGET (gtk_flow_box_get_child_at_index (box, i)), FALSE);
    }
  return GTK_WIDGET (box);
}

GtkWidget *
ffb_reveal_card_new (const char *first, GtkWidget *const *sides, guint n_sides,
                     const char *reason)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *inside = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  g_return_val_if_fail (first != NULL && sides != NULL, NULL);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_top (card, 12);
  g_object_set (inside, "margin-top", 18, "margin-bottom", 18, "margin-start", 18,
                "margin-end", 18, NULL);
  gtk_box_append (GTK_BOX (inside), ffb_reveal_label_new (first, "title-1"));
  gtk_box_append (GTK_BOX (inside), sides_box (sides, n_sides));
  if (reason != NULL)
    gtk_box_append (GTK_BOX (inside), ffb_reveal_label_new (reason, "title-4"));
  gtk_box_append (GTK_BOX (card), inside);
  return card;
}
