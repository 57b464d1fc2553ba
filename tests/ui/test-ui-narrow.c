/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-narrow.c: every page of the main window at 360 px wide (what the metainfo claims)
 * and at 1.5x text: the window goes that narrow, and what a referee reads is not cut (issue 13,
 * point 9). With FFB_SCREENSHOT_DIR set, each page is also saved there as a PNG to look at. */
#include "ffb-after-frame.h"
#include "ffb-oob-page.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"

/* The width the metainfo's <display_length> promises (a phone held upright). */
#define NARROW_WIDTH 360
#define NARROW_HEIGHT 640
/* The app's default size, where both sides fit side by side. */
#define WIDE_WIDTH 1120
#define WIDE_HEIGHT 780

static const char *const pages[] = { "campaign", "battle", "oob", "secrets", "night",
                                     "aftermath" };

/* Text at `scale` times its normal size, as GNOME's text-scaling-factor sets it: GTK reads
 * the X resolution (in 1024ths of a dot per inch) and scales every font by it. */
static void
set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * scale), NULL);
}

static GtkWidget *
window_stack_child (FfbWindow *window, const char *name)
{
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW, "stack");

  return adw_view_stack_get_child_by_name (ADW_VIEW_STACK (stack), name);
}

/* The window's content is on screen and has been given its size (the X server mapped the
 * window, and GTK laid it out at the size it got). */
static gboolean
content_laid_out (gpointer data)
{
  GtkWidget *content = adw_application_window_get_content (data);

  return gtk_widget_get_mapped (content) && gtk_widget_get_width (content) > 0;
}

/* The demo, organized, in a window set to the narrow size, on screen. */
static FfbWindow *
narrow_window (void)
{
  FfbWindow *window = ffb_window_new (NULL);

  ffb_window_open_initial (window, NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.organize", NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, NARROW_HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ffb_ui_test_wait_until (content_laid_out, window,
                                         "the narrow window on screen and laid out"));
  return window;
}

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static gboolean
parts_wait (GtkWidget *widget, gconstpointer data)
{
  return ffb_ui_after_first_frame_pending (widget);
}

/* Every part of `page` is shown: none still waits for the page's first frame. */
static gboolean
page_whole (gpointer data)
{
  return ffb_ui_test_find (data, parts_wait, NULL) == NULL;
}

/* What the Order of Battle page's sides must reach: the leaflet laid out at least
 * `min_width` wide, and the page's answer to its fold applied (the switcher shows when the
 * leaflet folded, from an idle after that layout). */
typedef struct
{
  GtkWidget *page;
  int min_width;
} SidesWait;

static GtkWidget *
oob_part (GtkWidget *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (page, FFB_TYPE_OOB_PAGE, name));
}

static gboolean
sides_settled (gpointer data)
{
  const SidesWait *wait = data;
  GtkWidget *sides = oob_part (wait->page, "sides");

  return gtk_widget_get_width (sides) >= wait->min_width
         && gtk_widget_get_visible (oob_part (wait->page, "side_switcher"))
              == adw_leaflet_get_folded (ADW_LEAFLET (sides));
}

/* Waits until the Order of Battle `page`'s sides are laid out `min_width` wide or more, the
 * fold applied, and a frame drawn with that. */
static void
wait_for_sides (GtkWidget *page, int min_width)
{
  SidesWait wait = { page, min_width };
  GtkWidget *sides = oob_part (page, "sides");

  if (!ffb_ui_test_wait_until (sides_settled, &wait, "the sides laid out, their fold applied"))
    g_error ("The sides stayed %d px wide (wanted %d or more), %s, with the switcher %s",
             gtk_widget_get_width (sides), min_width,
             adw_leaflet_get_folded (ADW_LEAFLET (sides)) ? "folded" : "unfolded",
             gtk_widget_get_visible (oob_part (page, "side_switcher")) ? "shown" : "hidden");
  g_assert_true (ffb_ui_test_wait_for_frame (page, "a frame with the fold applied"));
}

/* Shows the page `name` and waits until it is on screen as a referee sees it: laid out, with
 * what comes after its first frame (the Campaign page's groups below the fold) and, on the
 * Order of Battle page, its sides folded or not for the width. Returns the page. */
static GtkWidget *
show_page (FfbWindow *window, const char *name)
{
  GtkWidget *slot = window_stack_child (window, name), *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  g_assert_true (ffb_ui_test_wait_until (widget_mapped, slot, "the page on screen"));
  /* A page but the Campaign one is made when its slot first shows. */
  page = ADW_IS_BIN (slot) ? adw_bin_get_child (ADW_BIN (slot)) : slot;
  g_assert_nonnull (page);
  g_assert_true (ffb_ui_test_wait_for_frame (page, "the page's first frame"));
  g_assert_true (ffb_ui_test_wait_until (page_whole, page,
                                         "the parts shown after the page's first frame"));
  if (FFB_IS_OOB_PAGE (page))
    wait_for_sides (page, 1);
  g_assert_true (ffb_ui_test_wait_for_frame (page, "a frame with the page whole"));
  return page;
}

/* Saves what `widget` shows as FFB_SCREENSHOT_DIR/`name`.png, when that is set. */
static void
maybe_save_screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("FFB_SCREENSHOT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  graphene_rect_init (&bounds, 0, 0, width, height);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &bounds);
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Each page lets the window go to 360 px, and the window is that wide. */
static void
check_pages_fit (double scale)
{
  FfbWindow *window;
  GtkWidget *content;

  set_text_scale (scale);
  window = narrow_window ();
  content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      int minimum = 0;
      g_autofree char *shot = g_strdup_printf ("narrow-%s-%.1fx", pages[i], scale);

      show_page (window, pages[i]);
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_test_message ("page %s at %.1fx text: minimum width %d px", pages[i], scale,
                      minimum);
      g_assert_cmpint (minimum, <=, NARROW_WIDTH);
      g_assert_cmpint (gtk_widget_get_width (content), <=, NARROW_WIDTH);
      maybe_save_screenshot (GTK_WIDGET (window), shot);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  set_text_scale (1.0);
}

static void
test_pages_fit_narrow (void)
{
  check_pages_fit (1.0);
}

static void
test_pages_fit_narrow_large_text (void)
{
  check_pages_fit (1.5);
}

/* Whether `label` shows its whole text: not shortened with an ellipsis, and no wider than
 * the room it was given. */
static gboolean
label_whole (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  int width = 0;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return !pango_layout_is_ellipsized (layout) && width <= gtk_widget_get_width (GTK_WIDGET (label));
}

/* Every label of the tree's rows on screen (names, leaders and ratings, figures) is whole;
 * returns how many were checked. */
static guint
check_tree_labels (GtkWidget *widget)
{
  guint checked = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      if (!label_whole (GTK_LABEL (widget)))
        g_error ("“%s” is cut at %d px", gtk_label_get_text (GTK_LABEL (widget)),
                 gtk_widget_get_width (widget));
      checked++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_tree_labels (child);
  return checked;
}

static GtkWidget *
tree_of (FfbOobView *view)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), FFB_TYPE_OOB_VIEW,
                                                   "list_view"));
}

static gboolean
slid_to_confederate (gpointer data)
{
  AdwLeaflet *leaflet = data;

  return g_strcmp0 (adw_leaflet_get_visible_child_name (leaflet), "confederate") == 0
         && !adw_leaflet_get_child_transition_running (leaflet);
}

/* The OOB page at 360 px and 1.5x text shows one side at a time, picked by its switcher, and
 * each side's units by their whole names, leaders, ratings and figures (issue 13: the tree
 * showed "U…", "1st …" and cut the ratings). */
static void
test_oob_names_whole (void)
{
  FfbWindow *window;
  GtkWidget *page;
  FfbOobView *union_view, *confederate_view;
  GtkWidget *confederate_toggle;
  AdwLeaflet *leaflet;

  set_text_scale (1.5);
  window = narrow_window ();
  page = show_page (window, "oob");
  union_view = ffb_oob_page_get_view (FFB_OOB_PAGE (page), FFB_SIDE_UNION);
  confederate_view = ffb_oob_page_get_view (FFB_OOB_PAGE (page), FFB_SIDE_CONFEDERATE);
  confederate_toggle = GTK_WIDGET (gtk_widget_get_template_child (page, FFB_TYPE_OOB_PAGE,
                                                                  "confederate_toggle"));
  leaflet = ADW_LEAFLET (gtk_widget_get_template_child (page, FFB_TYPE_OOB_PAGE, "sides"));
  g_assert_true (gtk_widget_get_mapped (confederate_toggle));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (union_view)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (confederate_view)));
  g_assert_cmpuint (check_tree_labels (tree_of (union_view)), >, 0);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (confederate_toggle), TRUE);
  /* The slide to the other side runs on the frame clock; the side it left goes at its end. */
  g_assert_true (ffb_ui_test_wait_until (slid_to_confederate, leaflet,
                                         "the slide to the Confederate side to end"));
  g_assert_true (ffb_ui_test_wait_for_frame (page, "a frame after the slide"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (confederate_view)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (union_view)));
  g_assert_cmpuint (check_tree_labels (tree_of (confederate_view)), >, 0);
  maybe_save_screenshot (GTK_WIDGET (window), "narrow-oob-confederate-1.5x");
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  set_text_scale (1.0);
}

/* At the default width both sides stand side by side, with no switcher. */
static void
test_oob_wide_side_by_side (void)
{
  FfbWindow *window = narrow_window ();
  GtkWidget *page;

  gtk_window_set_default_size (GTK_WINDOW (window), WIDE_WIDTH, WIDE_HEIGHT);
  page = show_page (window, "oob");
  /* The window grows when the X server has taken its new size, a few frames later, and the
   * leaflet unfolds at the first layout that wide. */
  wait_for_sides (page, NARROW_WIDTH + 1);
  for (FfbSide side = 0; side < FFB_N_SIDES; side++)
    {
      FfbOobView *view = ffb_oob_page_get_view (FFB_OOB_PAGE (page), side);

      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
      g_assert_cmpuint (check_tree_labels (tree_of (view)), >, 0);
    }
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (
    gtk_widget_get_template_child (page, FFB_TYPE_OOB_PAGE, "confederate_toggle"))));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  /* GNOME's (and a phone shell's) title buttons: a close button alone, not GTK's default of
   * three, which no narrow desktop shows. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  g_test_add_func ("/ui/narrow/pages-fit-360", test_pages_fit_narrow);
  g_test_add_func ("/ui/narrow/pages-fit-360-large-text", test_pages_fit_narrow_large_text);
  g_test_add_func ("/ui/narrow/oob-names-whole", test_oob_names_whole);
  g_test_add_func ("/ui/narrow/oob-wide-side-by-side", test_oob_wide_side_by_side);
  return g_test_run ();
}
