/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-after-frame.c: parts shown once their page painted its first frame (see
 * ffb-after-frame.h). */
#include "ffb-after-frame.h"

#define PARTS_KEY "ffb-after-frame-parts"
#define SHOWN_KEY "ffb-after-frame-shown" /* the page was on screen once */

/* Shown from an idle after the paint, never from its handler: the layout they need then
 * falls to the next frame rather than being done before the first frame is given out. */
static gboolean
show_parts_idle (gpointer data)
{
  GtkWidget *page = data;
  GPtrArray *parts = g_object_steal_data (G_OBJECT (page), PARTS_KEY);

  for (guint i = 0; parts != NULL && i < parts->len && !gtk_widget_in_destruction (page); i++)
    gtk_widget_set_visible (g_ptr_array_index (parts, i), TRUE);
  g_clear_pointer (&parts, g_ptr_array_unref);
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock, GtkWidget *page)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, page);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, show_parts_idle, g_object_ref (page),
                   g_object_unref);
}

/* Mapped: its first frame is the frame clock's next paint. */
static void
map_cb (GtkWidget *page)
{
  g_signal_handlers_disconnect_by_func (page, map_cb, NULL);
  g_object_set_data (G_OBJECT (page), SHOWN_KEY, GINT_TO_POINTER (TRUE));
  g_signal_connect_object (gtk_widget_get_frame_clock (page), "after-paint",
                           G_CALLBACK (after_paint_cb), page, 0);
}

void
ffb_ui_show_after_first_frame (GtkWidget *page, GtkWidget *part)
{
  GPtrArray *parts;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (gtk_widget_is_ancestor (part, page));

  /* On screen once already: its first frame is behind it, and a part hidden now would come a
   * frame late each time the page is shown again. */
  if (g_object_get_data (G_OBJECT (page), SHOWN_KEY) != NULL)
    return;
  parts = g_object_get_data (G_OBJECT (page), PARTS_KEY);
  if (parts == NULL)
    {
      parts = g_ptr_array_new_with_free_func (g_object_unref);
      g_object_set_data_full (G_OBJECT (page), PARTS_KEY, parts,
                              (GDestroyNotify) g_ptr_array_unref);
      g_signal_connect (page, "map", G_CALLBACK (map_cb), NULL);
    }
  g_ptr_array_add (parts, g_object_ref (part));
  gtk_widget_set_visible (part, FALSE);
}

gboolean
ffb_ui_after_first_frame_pending (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  return g_object_get_data (G_OBJECT (widget), PARTS_KEY) != NULL;
}
