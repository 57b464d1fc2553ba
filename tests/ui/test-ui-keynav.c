/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-keynav.c: the keyboard (issue 13, point 10): a dialog opens on its first field, not
 * on Cancel; each row of a form is one Tab stop (its control, not the row as well); the OOB
 * tree is one Tab stop, Tab leaving it where the arrows move inside; the focus comes back
 * after a dialog; Tab moves on after Apply rebuilt the Aftermath page from under the focus.
 * Tab is what GtkWindow does with it: move the focus forward (gtk_widget_child_focus). */
#include "ffb-aftermath-page.h"
#include "ffb-campaign-page.h"
#include "ffb-edit.h"
#include "ffb-sp-group-dialog.h"
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

  ffb_ui_test_present (GTK_WINDOW (dialog), "the leader dialog");
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

  ffb_ui_test_present (GTK_WINDOW (window), "the main window");
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
  ffb_ui_test_present (GTK_WINDOW (dialog), "the message dialog");
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
  ffb_ui_test_present (chooser, "the chooser");
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
  GtkWidget *slot, *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  slot = adw_view_stack_get_child_by_name (stack, name);
  /* A Tab reaches only what is mapped: the page on screen, its later parts shown. The first
   * page is in the template; the others are made in a slot of their own when it shows. */
  ffb_ui_test_wait_for_page (slot, "the page");
  page = ADW_IS_BIN (slot) ? adw_bin_get_child (ADW_BIN (slot)) : slot;
  g_assert_nonnull (page);
  return page;
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

static gboolean
fought_and_toast_shown (gpointer aftermath)
{
  FfbDocument *document = ffb_window_get_document (FFB_WINDOW (gtk_widget_get_root (aftermath)));

  return ffb_document_get_battle (document)->fought && ffb_ui_test_toast_on_screen (aftermath);
}

static gboolean
focus_on_name (gpointer name)
{
  return focus_is_in (GTK_WINDOW (gtk_widget_get_root (name)), name);
}

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
  /* What the bug needed: the page rebuilt from under the focus, and a toast on screen. */
  g_assert_true (ffb_ui_test_wait_until (fought_and_toast_shown, aftermath,
                                         "the aftermath applied and its toast on screen"));
  campaign = show_page (window, "campaign");
  name = GTK_WIDGET (gtk_widget_get_template_child (campaign, FFB_TYPE_CAMPAIGN_PAGE,
                                                    "name_row"));
  ffb_ui_test_wait_until (focus_on_name, name, "the focus on the campaign's name");
  /* Alt+1 lands on the page's first field, the campaign's name, whatever had the focus on the
   * page before (it went to the Union's Strength points list). */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("After Alt+1: %s in “%s”",
                  focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none",
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

/* The Campaign page's lists (issue 13, point 10): each is one Tab stop with arrows inside, as
 * GNOME Settings' lists are. */

/* `keyval` as the window takes it, up to where GTK's own keys would act: the key controllers
 * of the capture phase, from the window down to the widget with the focus (where a list that
 * is one Tab stop takes its keys); unhandled, Tab moves the focus as GtkWindow's binding
 * does. */
static void
send_key (GtkWindow *window, guint keyval)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  gboolean handled = FALSE;

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (path, w);
  for (guint i = path->len; i-- > 0 && !handled;)
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (path->pdata[i]);

      for (guint c = 0; c < g_list_model_get_n_items (controllers) && !handled; c++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

          if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
              && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
            g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
        }
    }
  if (!handled && keyval == GDK_KEY_Tab)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  ffb_ui_test_flush ();
}

static void
expand_all (GtkWidget *widget)
{
  if (ADW_IS_EXPANDER_ROW (widget))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    expand_all (child);
}

/* The last list box inside `widget` (depth first): an expander row's list of rows, after the
 * one that holds its title. */
static GtkWidget *
last_list (GtkWidget *widget)
{
  GtkWidget *found = GTK_IS_LIST_BOX (widget) ? widget : NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *inside = last_list (child);

      if (inside != NULL)
        found = inside;
    }
  return found;
}

/* The page's lists of records: each side's SP groups and leaders, and the battles. */
static void
collect_record_lists (GtkWidget *widget, GPtrArray *lists)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_EXPANDER_ROW (child)
        && g_strv_contains ((const char *const[]) { "Strength points", "Leaders", NULL },
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child))))
      g_ptr_array_add (lists, last_list (child));
    else
      collect_record_lists (child, lists);
}

/* The demo's Campaign page in a window, every list open. */
static void
campaign_page_shown (FfbUiTestPage *f)
{
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (f, document, page);
  ffb_ui_test_wait_for_page (f->page, "the Campaign page");
  expand_all (f->page);
  /* An expander row's rows are mapped, so reached by a Tab, once its reveal has run. */
  ffb_ui_test_wait_for_reveals (f->page, "every expander row of the Campaign page open");
}

static GtkWidget *
campaign_child (FfbUiTestPage *f, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (f->page, FFB_TYPE_CAMPAIGN_PAGE, name));
}

/* From the campaign's name to the passphrases (the next section), Tab stops once in each
 * list: the two sides' SP groups and leaders and the battles (it stopped at every SP group's
 * experience, SPs, Edit and Remove). */
static void
test_campaign_lists_one_tab_stop (void)
{
  FfbUiTestPage f = { 0 };
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();
  g_autofree guint *stops = NULL;
  GtkWidget *focus, *passphrases;
  guint tabs = 0;

  campaign_page_shown (&f);
  collect_record_lists (f.page, lists);
  g_ptr_array_add (lists, gtk_widget_get_parent (ffb_ui_test_find_row (f.page, "Pea Ridge")));
  g_assert_cmpuint (lists->len, ==, 5);
  stops = g_new0 (guint, lists->len);
  passphrases = campaign_child (&f, "passphrase_group");
  g_assert_true (gtk_widget_grab_focus (campaign_child (&f, "name_row")));
  ffb_ui_test_flush ();
  do
    {
      send_key (f.window, GDK_KEY_Tab);
      focus = gtk_root_get_focus (GTK_ROOT (f.window));
      g_assert_nonnull (focus);
      tabs++;
      for (guint i = 0; i < lists->len; i++)
        if (gtk_widget_is_ancestor (focus, lists->pdata[i]))
          {
            g_test_message ("Tab %u: %s in list %u", tabs, G_OBJECT_TYPE_NAME (focus), i);
            stops[i]++;
          }
    }
  while (!gtk_widget_is_ancestor (focus, passphrases) && tabs < 300);
  g_test_message ("%u Tabs from the campaign's name to the passphrases", tabs);
  g_assert_true (gtk_widget_is_ancestor (focus, passphrases));
  for (guint i = 0; i < lists->len; i++)
    g_assert_cmpuint (stops[i], ==, 1);
  ffb_ui_test_page_close (&f);
}

/* The dialog of `type` shown, destroyed once found. */
static gboolean
dialog_shown (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        {
          gtk_window_destroy (window);
          ffb_ui_test_flush ();
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
dialog_of_type_shown (gpointer type)
{
  return dialog_shown (GPOINTER_TO_SIZE (type));
}

static gboolean
has_focus_in (FfbUiTestPage *f, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The key controllers of `widget` named `name`. */
static guint
named_controllers (GtkWidget *widget, const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint named = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      named += g_strcmp0 (gtk_event_controller_get_name (controller), name) == 0;
    }
  return named;
}

/* In a list, Down moves to the next row, Right and Left into the row's controls and back,
 * Enter edits the group, Tab leaves the list; Delete on a battle asks first. */
static void
test_campaign_list_keys (void)
{
  FfbUiTestPage f = { 0 };
  GtkWidget *list, *first, *second, *battle;

  campaign_page_shown (&f);
  first = ffb_ui_test_find_row (f.page, "Osterhaus's division");
  second = ffb_ui_test_find_row (f.page, "Asboth's division");
  list = gtk_widget_get_parent (first);
  g_assert_true (gtk_widget_get_parent (second) == list);
  /* One controller for the list, however many rows it has (issue 32 item 5: found by its
   * name, not by object data). */
  g_assert_cmpuint (named_controllers (list, "ffb-keynav-record-list"), ==, 1);
  g_assert_nonnull (gtk_widget_get_tooltip_text (first));
  g_assert_true (gtk_widget_grab_focus (first));
  ffb_ui_test_flush ();
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_is_focus (second));
  send_key (f.window, GDK_KEY_Right); /* the experience */
  g_assert_true (has_focus_in (&f, second) && !gtk_widget_is_focus (second));
  send_key (f.window, GDK_KEY_Right); /* the SPs */
  g_assert_true (has_focus_in (&f, second));
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (f.window)),
                                             GTK_TYPE_SPIN_BUTTON));
  send_key (f.window, GDK_KEY_Left);
  send_key (f.window, GDK_KEY_Left);
  g_assert_true (gtk_widget_is_focus (second));
  g_assert_false (dialog_shown (FFB_TYPE_SP_GROUP_DIALOG));
  g_signal_emit_by_name (list, "activate-cursor-row"); /* Enter */
  /* A button activated by key is clicked once it showed pressed: a frame or more later. */
  g_assert_true (ffb_ui_test_wait_until (dialog_of_type_shown,
                                         GSIZE_TO_POINTER (FFB_TYPE_SP_GROUP_DIALOG),
                                         "the SP group's dialog"));
  g_assert_true (gtk_widget_grab_focus (second));
  send_key (f.window, GDK_KEY_Tab);
  g_assert_false (has_focus_in (&f, list));

  battle = ffb_ui_test_find_row (f.page, "Pea Ridge");
  g_assert_true (gtk_widget_grab_focus (battle));
  ffb_ui_test_flush ();
  g_assert_false (dialog_shown (ADW_TYPE_MESSAGE_DIALOG));
  send_key (f.window, GDK_KEY_Delete);
  g_assert_true (ffb_ui_test_wait_until (dialog_of_type_shown,
                                         GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG),
                                         "the question before removing the battle"));
  g_assert_nonnull (ffb_campaign_find_battle (ffb_document_get_campaign (f.document),
                                              "pea-ridge"));
  ffb_ui_test_page_close (&f);
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
  g_test_add_func ("/ui/keynav/campaign-lists-one-tab-stop", test_campaign_lists_one_tab_stop);
  g_test_add_func ("/ui/keynav/campaign-list-keys", test_campaign_list_keys);
  return g_test_run ();
}
