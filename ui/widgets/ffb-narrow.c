/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-narrow.c: controls for narrow windows and large text (see ffb-narrow.h). */
#include "ffb-narrow.h"

#include "ffb-keynav.h"

/* Short enough that two drop-downs and a name share a phone's row at 1.5x text. */
#define DROP_DOWN_MIN_CHARS 6

static void
setup_label_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), DROP_DOWN_MIN_CHARS);
    }
  gtk_list_item_set_child (list_item, label);
}

static void
bind_label_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer ellipsize)
{
  GtkWidget *label = gtk_list_item_get_child (list_item);
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (list_item));

  gtk_label_set_text (GTK_LABEL (label), text);
  /* GTK 4.8 leaves the row unnamed for screen readers. */
  ffb_keynav_name_list_row (label, text);
  if (GPOINTER_TO_INT (ellipsize))
    gtk_widget_set_tooltip_text (label, text);
}

static GtkListItemFactory *
label_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_label_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_label_cb), GINT_TO_POINTER (ellipsize));
  return factory;
}

void
ffb_narrow_drop_down (GtkDropDown *drop_down)
{
  g_autoptr(GtkListItemFactory) button = label_factory (TRUE);
  g_autoptr(GtkListItemFactory) list = label_factory (FALSE);

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  gtk_drop_down_set_factory (drop_down, button);
  gtk_drop_down_set_list_factory (drop_down, list);
}

/* Wide enough for a short button label on one line, narrow enough for a 360 px page. */
#define NARROW_BUTTON_CHARS 16

void
ffb_narrow_button (GtkButton *button)
{
  GtkWidget *label;

  g_return_if_fail (GTK_IS_BUTTON (button));
  label = gtk_button_get_child (button);
  g_return_if_fail (GTK_IS_LABEL (label));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
}

void
ffb_narrow_header_button (GtkButton *button)
{
  GtkWidget *label;

  ffb_narrow_button (button);
  label = gtk_button_get_child (button);
  /* A wrapping label asks for its longest word only, so a group's header, whose description
   * wraps too, squeezed "Draw the Seed" into three lines in a wide window. Asking for up to
   * NARROW_BUTTON_CHARS keeps a short label on one line and still fits a 360 px page. */
  gtk_label_set_width_chars (GTK_LABEL (label),
                             MIN ((int) g_utf8_strlen (gtk_label_get_text (GTK_LABEL (label)), -1),
                                  NARROW_BUTTON_CHARS));
}

