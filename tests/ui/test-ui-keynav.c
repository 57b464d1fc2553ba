/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-keynav.c: the keyboard (issue 13, point 10): a dialog opens on its first field, not
 * on Cancel; each row of a form is one Tab stop (its control, not the row as well); the OOB
 * tree is one Tab stop, Tab leaving it where the arrows move inside; the focus comes back
 * after a dialog; Tab moves on after Apply rebuilt the Aftermath page from under the focus.
 * Tab is what GtkWindow does with it: move the focus forward (gtk_widget_child_focus). */
#include "ffb-aftermath-page.h"
#include "ffb-campaign-page.h"
#include "ffb-keynav.h"
#include "ffb-leader-dialog.h"
#include "ffb-night.h"
#include "ffb-oob-page.h"
#include "ffb-oob-view.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"

static GtkWidget *
leader_child (FfbLeaderDialog *dialog, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), FFB_TYPE_LEADER_DIALOG,
                                                    name));
}

static gboolean
focus_is_in (GtkWindow *window, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
tab (GtkWindow *window)
{
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  ffb_ui_test_flush ();
}

static FfbLeaderDialog *
leader_dialog_shown (void)
{
  FfbLeaderDialog *dialog = ffb_leader_dialog_new (NULL, NULL, FFB_SIDE_UNION);

  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  return dialog;
}

static void
test_dialog_opens_on_first_field (void)
{
  FfbLeaderDialog *dialog = leader_dialog_shown ();

  g_assert_true (focus_is_in (GTK_WINDOW (dialog), leader_child (dialog, "name_row")));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
}

/* From the name, each Tab lands in the next row's control: six rows, six Tabs to Status. */
static void
test_one_tab_stop_per_row (void)
{
  static const char *const controls[] = { "stars_spin", "initiative_spin", "tactical_spin",
                                          "army_spin", "cavalry_switch", "status_drop" };
  FfbLeaderDialog *dialog = leader_dialog_shown ();

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      tab (GTK_WINDOW (dialog));
      g_test_message ("Tab %u: %s", i + 1, controls[i]);
      g_assert_true (focus_is_in (GTK_WINDOW (dialog), leader_child (dialog, controls[i])));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
}

/* Tab as the window receives it, through the key controllers of the widget with the focus. */
static gboolean
press_tab (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
    }
  return handled;
}

static void
test_tree_is_one_tab_stop (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_oob_page_new ();
  GtkWindow *window;
  FfbOobView *view;
  GtkWidget *list;

  ffb_oob_page_set_document (FFB_OOB_PAGE (page), document);
  window = ffb_ui_test_window (page);
  ffb_oob_page_organize (FFB_OOB_PAGE (page));
  ffb_ui_test_flush ();
  view = ffb_oob_page_get_view (FFB_OOB_PAGE (page), FFB_SIDE_UNION);
  list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), FFB_TYPE_OOB_VIEW,
                                                    "list_view"));
  g_assert_true (gtk_widget_grab_focus (list));
  ffb_ui_test_flush ();
  g_assert_true (focus_is_in (window, list));
  g_assert_true (press_tab (list));
  ffb_ui_test_flush ();
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_false (focus_is_in (window, list));
  /* The tree still takes the focus next time round. */
  g_assert_true (gtk_widget_get_can_focus (list));
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* The page switcher (issue 13, point 10) is one Tab stop, not one a page: Tab on a page's
 * tab leaves the switcher; the arrows move between its pages. */
static void
test_page_switcher_is_one_tab_stop (void)
{
  FfbWindow *window = ffb_window_new (NULL);
  GtkWidget *switcher;
  GtkWidget *first_tab = NULL;

  gtk_window_present (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  switcher = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), FFB_TYPE_WINDOW,
                                                        "switcher_title"));
  for (GtkWidget *w = gtk_widget_get_first_child (switcher); w != NULL && first_tab == NULL;
       w = gtk_widget_get_first_child (w))
    for (GtkWidget *s = w; s != NULL && first_tab == NULL; s = gtk_widget_get_next_sibling (s))
      if (GTK_IS_TOGGLE_BUTTON (s))
        first_tab = s;
  g_assert_nonnull (first_tab);
  g_assert_true (gtk_widget_grab_focus (first_tab));
  ffb_ui_test_flush ();
  g_assert_true (press_tab (switcher));
  ffb_ui_test_flush ();
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_false (focus_is_in (GTK_WINDOW (window), switcher));
  g_assert_true (gtk_widget_get_can_focus (switcher));
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

/* Whatever took the focus away (a popover menu that closed, a dialog), the window's page has
 * it again once the dialog is gone: Tab, Alt+1..6 and F10 work at once. */
static void
test_focus_back_after_dialog (void)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *field = gtk_entry_new ();
  GtkWindow *window;
  GtkWidget *dialog;

  gtk_box_append (GTK_BOX (page), field);
  window = ffb_ui_test_window (page);
  ffb_keynav_keep_focus (window, page);
  ffb_ui_test_flush ();
  gtk_window_set_focus (window, NULL);
  dialog = adw_message_dialog_new (window, "Exported", NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", "_Close");
  gtk_window_present (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_false (focus_is_in (window, field));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_true (focus_is_in (window, field));
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* A window with a page of two fields, kept by ffb_keynav_keep_focus, the second focused. */
static GtkWindow *
two_fields_window (GtkWidget **first, GtkWidget **second)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWindow *window;

  *first = gtk_entry_new ();
  *second = gtk_entry_new ();
  gtk_box_append (GTK_BOX (page), *first);
  gtk_box_append (GTK_BOX (page), *second);
  window = ffb_ui_test_window (page);
  ffb_keynav_keep_focus (window, page);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_grab_focus (*second));
  ffb_ui_test_flush ();
  return window;
}

/* A file chooser as GtkFileChooserNative shows one without a portal: a modal window of the
 * window's, hidden when answered (not destroyed: the window keeps it), so that the window
 * never hears it went. */
static GtkWindow *
chooser_shown (GtkWindow *window)
{
  GtkWindow *chooser = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_transient_for (chooser, window);
  gtk_window_set_modal (chooser, TRUE);
  gtk_window_set_child (chooser, gtk_entry_new ());
  gtk_window_present (chooser);
  ffb_ui_test_flush ();
  return chooser;
}

/* Issue 13, point 10: after Menu > Save As, the chooser answered, no widget had the focus and
 * Alt+1..6, F10 and Tab did nothing. What the chooser's answer calls gives the window the
 * keyboard back, and the focus to the widget that had it. */
static void
test_focus_back_after_file_chooser (void)
{
  GtkWidget *first, *second;
  GtkWindow *window = two_fields_window (&first, &second);
  GtkWindow *chooser;

  chooser = chooser_shown (window);
  gtk_window_set_focus (window, NULL); /* as when the chooser took the keyboard */
  gtk_widget_hide (GTK_WIDGET (chooser));
  ffb_ui_test_flush ();
  g_assert_null (gtk_root_get_focus (GTK_ROOT (window)));
  ffb_keynav_focus_back (window);
  ffb_ui_test_flush ();
  g_assert_true (focus_is_in (window, second));
  gtk_window_destroy (chooser);
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* The widget that had the focus went while the chooser showed (the page was rebuilt): the
 * focus goes to the page's first. */
static void
test_focus_to_page_after_file_chooser (void)
{
  GtkWidget *first, *second;
  GtkWindow *window = two_fields_window (&first, &second);
  GtkWindow *chooser = chooser_shown (window);

  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (second)), second);
  gtk_widget_hide (GTK_WIDGET (chooser));
  ffb_keynav_focus_back (window);
  ffb_ui_test_flush ();
  g_assert_true (focus_is_in (window, first));
  gtk_window_destroy (chooser);
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* Runs the main loop for `msec`, frames and all (a toast's show animation). */
static void
run_for (int msec)
{
  gint64 end = g_get_monotonic_time () + msec * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (5 * G_TIME_SPAN_MILLISECOND);
    }
}

static gboolean
has_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The window's page `name` (win.show-page, as Alt+1..6), made if it was not yet. */
static GtkWidget *
show_page (FfbWindow *window, const char *name)
{
  AdwViewStack *stack = ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                       FFB_TYPE_WINDOW,
                                                                       "stack"));
  GtkWidget *slot;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  ffb_ui_test_flush ();
  slot = adw_view_stack_get_child_by_name (stack, name);
  /* The first page is in the template; the others wait in a slot of their own. */
  return ADW_IS_BIN (slot) ? adw_bin_get_child (ADW_BIN (slot)) : slot;
}

/* The demo's Pea Ridge result, entered on the window's Aftermath page (R9, R9A, R9C). */
static void
enter_pea_ridge (FfbAftermathPage *page)
{
  const FfbCrtResult row[FFB_CRT_ROW_RESULTS] = {
    { 1, 0, FALSE }, { 2, 1, FALSE }, { 3, 1, TRUE }, { 4, 1, FALSE }, { 5, 2, TRUE },
    { 6, 2, TRUE },
  };

  ffb_aftermath_page_set_victory_points (page, FFB_SIDE_UNION, 14);
  ffb_aftermath_page_set_victory_points (page, FFB_SIDE_CONFEDERATE, 9);
  ffb_aftermath_page_set_field (page, FFB_SIDE_CONFEDERATE, FFB_RESULT_FIELD_WITHDREW);
  g_assert_true (ffb_aftermath_page_set_loss (page, FFB_SIDE_UNION, "union.c1.d1.b1", 4));
  g_assert_true (ffb_aftermath_page_set_loss (page, FFB_SIDE_CONFEDERATE,
                                              "confederate.c1.d1.b1", 6));
  ffb_aftermath_page_set_crt_row (page, FFB_SIDE_UNION, row);
  ffb_ui_test_flush ();
}

/* The title of the row `widget` is in, for the test's log. */
static const char *
row_title (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);

  return row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "";
}

/* Every SP group, leader list, battle and passphrase of the demo lies between the top of the
 * Campaign page and the promotion track: 23 Tabs at most, where the focus lands first. */
#define TABS_TO_ROLL 30

/* Issue 13, point 10: Apply pressed with the keyboard on the Aftermath page (the page rebuilt
 * from under the focus, a toast shown), then Alt+1: Tab did nothing at all (the focus stayed
 * on none); it must move the focus over the Campaign page's controls to the Reinforcement
 * Phase's Roll. */
static void
test_tab_after_apply (void)
{
  FfbWindow *window = ffb_window_new (NULL);
  FfbDocument *document = ffb_window_get_document (window);
  GtkWidget *aftermath, *campaign, *apply, *roll, *name, *focus = NULL;
  guint tabs;

  gtk_window_present (GTK_WINDOW (window));
  ffb_window_open_initial (window, NULL, TRUE);
  ffb_ui_test_flush ();
  g_assert_true (ffb_night_ensure_oobs (document, NULL));
  aftermath = show_page (window, "aftermath");
  enter_pea_ridge (FFB_AFTERMATH_PAGE (aftermath));
  apply = ffb_ui_test_find (aftermath, has_action, "aftermath.apply");
  g_assert_nonnull (apply);
  g_assert_true (gtk_widget_grab_focus (apply));
  g_signal_emit_by_name (apply, "clicked");
  run_for (1500);
  campaign = show_page (window, "campaign");
  run_for (500);
  /* Alt+1 lands on the page's first field, the campaign's name, whatever had the focus on the
   * page before (it went to the Union's Strength points list). */
  name = GTK_WIDGET (gtk_widget_get_template_child (campaign, FFB_TYPE_CAMPAIGN_PAGE,
                                                    "name_row"));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("After Alt+1: %s in “%s”", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none",
                  focus != NULL ? row_title (focus) : "");
  g_assert_true (focus_is_in (GTK_WINDOW (window), name));
  focus = NULL;
  roll = ffb_ui_test_find (campaign, has_action, "promotion.roll");
  g_assert_nonnull (roll);
  g_assert_true (gtk_widget_get_sensitive (roll));
  for (tabs = 1; tabs <= TABS_TO_ROLL && focus != roll; tabs++)
    {
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      ffb_ui_test_flush ();
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      g_test_message ("Tab %u: %s in “%s”", tabs, G_OBJECT_TYPE_NAME (focus),
                      row_title (focus));
      g_assert_true (gtk_widget_get_mapped (focus));
      g_assert_true (gtk_widget_get_focusable (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, campaign));
    }
  g_assert_true (focus == roll);
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/keynav/dialog-opens-on-first-field", test_dialog_opens_on_first_field);
  g_test_add_func ("/ui/keynav/one-tab-stop-per-row", test_one_tab_stop_per_row);
  g_test_add_func ("/ui/keynav/tree-is-one-tab-stop", test_tree_is_one_tab_stop);
  g_test_add_func ("/ui/keynav/focus-back-after-dialog", test_focus_back_after_dialog);
  g_test_add_func ("/ui/keynav/focus-back-after-file-chooser",
                   test_focus_back_after_file_chooser);
  g_test_add_func ("/ui/keynav/focus-to-page-after-file-chooser",
                   test_focus_to_page_after_file_chooser);
  g_test_add_func ("/ui/keynav/page-switcher-is-one-tab-stop",
                   test_page_switcher_is_one_tab_stop);
  g_test_add_func ("/ui/keynav/tab-after-apply", test_tab_after_apply);
  return g_test_run ();
}
