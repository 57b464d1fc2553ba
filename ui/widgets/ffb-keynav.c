/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-keynav.c: names and focus for the keyboard and screen readers (see ffb-keynav.h). */
#include "ffb-keynav.h"

#include <glib/gi18n.h>
/* Whether a row's title `name` labels `widget` already: an entry or combo row is labelled by
 * its title, a row's activatable widget by the row's (libadwaita relates the two). A label of
 * its own as well would be read after it, the same words twice ("Name Name"). */
static gboolean
titled_by_row (GtkWidget *widget, const char *name)
{
  GtkWidget *row = widget;

  if (!ADW_IS_ENTRY_ROW (widget) && !ADW_IS_COMBO_ROW (widget))
    {
      row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);
      if (row == NULL || adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) != widget)
        return FALSE;
    }
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), name) == 0;
}

void
ffb_ui_set_accessible_name (GtkWidget *widget, const char *name)
{
  if (titled_by_row (widget, name))
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

/* The first child of `widget` (depth first) of `type`, `widget` itself excluded. */
static GtkWidget *
find_inside (GtkWidget *widget, GType type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      found = find_inside (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every list of `type` inside `widget` (a drop-down's list views, an expander row's list
 * boxes), named `name`: GTK 4.8 and libadwaita 1.2 leave them unnamed ("GtkListView",
 * "GtkListBox"). */
static void
name_lists (GtkWidget *widget, GType type, const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        ffb_ui_set_accessible_name (child, name);
      name_lists (child, type, name);
    }
}

/* Choices: the rows of a drop-down's (or combo row's) list, each named by what it says; the
 * list's own rows mark the one chosen, as GTK's do. */

static void
choice_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer marked)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  /* Where the chosen one shows, it gives way in a narrow window, as GTK's own does. */
  if (marked == NULL)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 6);
    }
  if (marked != NULL)
    {
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

      g_object_bind_property (item, "selected", mark, "visible", G_BINDING_SYNC_CREATE);
      gtk_box_append (GTK_BOX (box), mark);
    }
  gtk_list_item_set_child (item, box);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer marked)
{
  GObject *choice = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  const char *text = GTK_IS_STRING_OBJECT (choice)
                       ? gtk_string_object_get_string (GTK_STRING_OBJECT (choice)) : "";

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), text);
  ffb_keynav_name_list_row (box, text);
}

static GtkListItemFactory *
choice_factory_new (gboolean marked)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb),
                    GINT_TO_POINTER (marked));
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), NULL);
  return factory;
}

void
ffb_keynav_name_choices (GtkWidget *widget)
{
  g_autoptr(GtkListItemFactory) shown = choice_factory_new (FALSE);
  g_autoptr(GtkListItemFactory) listed = choice_factory_new (TRUE);
  g_autofree char *lists = NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (widget) || ADW_IS_COMBO_ROW (widget));

  if (GTK_IS_DROP_DOWN (widget))
    {
      gtk_drop_down_set_factory (GTK_DROP_DOWN (widget), shown);
      gtk_drop_down_set_list_factory (GTK_DROP_DOWN (widget), listed);
      lists = g_strdup (_("Choices"));
    }
  else
    {
      adw_combo_row_set_factory (ADW_COMBO_ROW (widget), shown);
      adw_combo_row_set_list_factory (ADW_COMBO_ROW (widget), listed);
      /* Translators: the accessible name of a combo row's list; %s is the row's title. */
      lists = g_strdup_printf (_("Choices of %s"),
                               adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
    }
  name_lists (widget, GTK_TYPE_LIST_VIEW, lists);
}

void
ffb_keynav_name_drop_down (GtkWidget *drop_down, const char *name)
{
  GtkWidget *button;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  ffb_ui_set_accessible_name (drop_down, name);
  button = find_inside (drop_down, GTK_TYPE_TOGGLE_BUTTON);
  if (button != NULL)
    ffb_ui_set_accessible_name (button, name);
  ffb_keynav_name_choices (drop_down);
}

/* An AdwPasswordEntryRow's peek button shows an eye ("view-reveal" or "view-conceal"); its
 * apply button does not. */
static GtkWidget *
find_peek_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && gtk_button_get_icon_name (GTK_BUTTON (child)) != NULL
          && g_str_has_prefix (gtk_button_get_icon_name (GTK_BUTTON (child)), "view-"))
        return child;
      found = find_peek_button (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A GtkPasswordEntry's peek icon is the GtkImage GTK adds after its text. */
static GtkWidget *
peek_icon (GtkWidget *entry)
{
  GtkWidget *icon = NULL;

  if (!GTK_IS_PASSWORD_ENTRY (entry))
    return find_peek_button (entry);
  for (GtkWidget *child = gtk_widget_get_first_child (entry); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_IMAGE (child))
      icon = child;
  return icon;
}

void
ffb_keynav_name_password (GtkWidget *entry, const char *what)
{
  /* Translators: the accessible name of a password's peek icon; %s names the password, as in
   * "Referee's passphrase". */
  g_autofree char *peek = g_strdup_printf (_("Show or hide the %s as it is typed"), what);
  GtkWidget *icon = peek_icon (entry);

  ffb_ui_set_accessible_name (entry, what);
  if (icon != NULL)
    ffb_ui_set_accessible_name (icon, peek);
}

/* The row, the list of rows it opens (libadwaita leaves that list unnamed: "GtkListBox") and
 * its enable switch when it shows one ("Enter the CW Combat Results Table row"). */
static void
expander_row_title_cb (GtkWidget *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  /* Translators: the accessible name of an expander row's switch; %s is the row's title. */
  g_autofree char *enable = g_strdup_printf (_("Enter the %s"), title);
  GtkWidget *toggle = find_inside (row, GTK_TYPE_SWITCH);

  ffb_ui_set_accessible_name (row, title);
  name_lists (row, GTK_TYPE_LIST_BOX, title);
  if (toggle != NULL)
    ffb_ui_set_accessible_name (toggle, enable);
}

void
ffb_keynav_name_expander_row (GtkWidget *row)
{
  g_return_if_fail (ADW_IS_EXPANDER_ROW (row));

  expander_row_title_cb (row);
  g_signal_connect (row, "notify::title", G_CALLBACK (expander_row_title_cb), NULL);
}

void
ffb_keynav_name_group_list (AdwPreferencesGroup *group, const char *name)
{
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));

  name_lists (GTK_WIDGET (group), GTK_TYPE_LIST_BOX, name);
}

void
ffb_keynav_name_list_row (GtkWidget *child, const char *name)
{
  GtkWidget *row = gtk_widget_get_parent (child);

  g_return_if_fail (row != NULL);
  ffb_ui_set_accessible_name (row, name);
}

void
ffb_keynav_name_expander (GtkTreeExpander *expander, const char *row_name)
{
  /* Translators: the accessible name of a tree row's expander; %s names the row. */
  g_autofree char *name = g_strdup_printf (_("Expand or collapse %s"), row_name);
  GtkWidget *child = gtk_tree_expander_get_child (expander);

  for (GtkWidget *part = gtk_widget_get_first_child (GTK_WIDGET (expander)); part != NULL;
       part = gtk_widget_get_next_sibling (part))
    if (part != child && g_strcmp0 (gtk_widget_get_css_name (part), "expander") == 0)
      ffb_ui_set_accessible_name (part, name);
}

/* The focus moves on from `list` as a whole, which for that moment takes no focus (GTK then
 * skips it and everything in it). */
static void
leave_list (GtkWidget *list, GtkDirectionType direction)
{
  GtkRoot *root = gtk_widget_get_root (list);

  gtk_widget_set_can_focus (list, FALSE);
  if (!gtk_widget_child_focus (GTK_WIDGET (root), direction))
    gtk_widget_child_focus (GTK_WIDGET (root), direction); /* wrapped round the window */
  gtk_widget_set_can_focus (list, TRUE);
}

/* Tab or Shift+Tab without Ctrl or Alt: TRUE, and the direction it moves the focus in. */
static gboolean
is_tab (guint keyval, GdkModifierType state, GtkDirectionType *direction)
{
  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  *direction = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0
                 ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;
  return TRUE;
}

/* Tab leaves the list. */
static gboolean
list_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                     GdkModifierType state, GtkWidget *list)
{
  GtkDirectionType direction;

  if (!is_tab (keyval, state, &direction) || gtk_widget_get_root (list) == NULL)
    return FALSE;
  leave_list (list, direction);
  return TRUE;
}

void
ffb_keynav_one_tab_stop (GtkWidget *list)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_pressed_cb), list);
  gtk_widget_add_controller (list, keys);
}

/* Lists of records */

/* The name of a list's own key controller: a list is given one, however many rows it has. */
#define RECORD_LIST_KEYS "ffb-keynav-record-list"

/* The row of `list` that holds the focus (the row itself or a control in it), or NULL; none
 * while a popover in the row (a drop-down's choices) has it: the keys are the popover's. */
static GtkWidget *
focused_row (GtkWidget *list)
{
  GtkRoot *root = gtk_widget_get_root (list);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, list)
      || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return NULL;
  while (gtk_widget_get_parent (focus) != list)
    focus = gtk_widget_get_parent (focus);
  return GTK_IS_LIST_BOX_ROW (focus) ? focus : NULL;
}

/* The controls of a row that take the focus, in the order they show. */
static void
collect_controls (GtkWidget *widget, GPtrArray *controls)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child) || !gtk_widget_get_mapped (child)
          || !gtk_widget_is_sensitive (child))
        continue;
      if (gtk_widget_get_focusable (child))
        g_ptr_array_add (controls, child);
      else
        collect_controls (child, controls);
    }
}

/* Right (`step` 1) or Left (-1): from the row to its first control, from one control to the
 * next, and back to the row; the ends stay where they are. */
static void
walk_row (GtkWidget *row, int step)
{
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (row));
  guint at = 0;

  g_ptr_array_add (stops, row);
  collect_controls (row, stops);
  for (guint i = 1; i < stops->len; i++)
    if (focus == stops->pdata[i] || gtk_widget_is_ancestor (focus, stops->pdata[i]))
      at = i;
  if ((step > 0 && at + 1 < stops->len) || (step < 0 && at > 0))
    gtk_widget_grab_focus (stops->pdata[at + step]);
}

static gboolean
record_list_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                            GdkModifierType state, GtkWidget *list)
{
  GtkWidget *row = focused_row (list);
  GtkDirectionType direction;
  int right = gtk_widget_get_direction (list) == GTK_TEXT_DIR_RTL ? -1 : 1;

  if (row == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (is_tab (keyval, state, &direction))
    leave_list (list, direction);
  else if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    walk_row (row, right);
  else if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    walk_row (row, -right);
  else
    return FALSE;
  return TRUE;
}

/* Delete on a row removes its record, its Remove button handed to the row's own controller.
 * On the row only: in a control (the SPs' number) Delete is the control's. */
static gboolean
record_row_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                           GdkModifierType state, GtkWidget *remove)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0
      || (keyval != GDK_KEY_Delete && keyval != GDK_KEY_KP_Delete) || !gtk_widget_is_focus (row)
      || !gtk_widget_is_sensitive (remove))
    return FALSE;
  gtk_widget_activate (remove);
  return TRUE;
}

static gboolean
has_record_list_keys (GtkWidget *list)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (list);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), RECORD_LIST_KEYS) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
record_list (GtkWidget *list)
{
  GtkEventController *keys;

  if (has_record_list_keys (list))
    return;
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (keys, RECORD_LIST_KEYS);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (record_list_key_pressed_cb), list);
  gtk_widget_add_controller (list, keys);
}

void
ffb_keynav_record_row (GtkWidget *row, GtkWidget *remove, const char *keys)
{
  GtkWidget *list;
  const char *subtitle;
  g_autofree char *description = NULL;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  list = gtk_widget_get_parent (row);
  g_return_if_fail (GTK_IS_LIST_BOX (list));
  g_return_if_fail (remove == NULL || gtk_widget_is_ancestor (remove, row));

  record_list (list);
  gtk_widget_set_focusable (row, TRUE);
  if (remove != NULL)
    {
      /* Capture, as the list's: the row has the focus, and its keys come before any bubble. */
      GtkEventController *delete_key = gtk_event_controller_key_new ();

      gtk_event_controller_set_propagation_phase (delete_key, GTK_PHASE_CAPTURE);
      g_signal_connect (delete_key, "key-pressed", G_CALLBACK (record_row_key_pressed_cb),
                        remove);
      gtk_widget_add_controller (row, delete_key);
    }
  /* The keys show on the row's tooltip, and a screen reader reads them after the subtitle. */
  gtk_widget_set_tooltip_text (row, keys);
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  description = subtitle != NULL && *subtitle != '\0' ? g_strdup_printf ("%s. %s", subtitle, keys)
                                                      : g_strdup (keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
}

void
ffb_keynav_row_one_tab_stop (GtkWidget *row)
{
  gtk_widget_set_focusable (row, FALSE);
}

void
ffb_keynav_focus_first_field (GtkWindow *dialog, GtkWidget *field)
{
  gtk_window_set_focus (dialog, field);
}

typedef struct
{
  GtkWidget *widget;
  GtkWidget *target;
} SettledFocus;

static void
settled_focus_free (gpointer data)
{
  SettledFocus *focus = data;

  g_object_unref (focus->widget);
  g_object_unref (focus->target);
  g_free (focus);
}

static gboolean
focus_settled (gpointer data)
{
  SettledFocus *focus = data;

  if (gtk_widget_get_mapped (focus->widget))
    gtk_widget_grab_focus (focus->target);
  return G_SOURCE_REMOVE;
}

void
ffb_keynav_focus_when_settled (GtkWidget *widget, GtkWidget *target)
{
  SettledFocus *focus;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (target == NULL)
    return;
  focus = g_new0 (SettledFocus, 1);
  focus->widget = g_object_ref (widget);
  focus->target = g_object_ref (target);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_settled, focus, settled_focus_free);
}

/* Focus after a dialog */

/* The keeper rides on the window as object data: any GtkWindow can have one (the app's
 * window, a test's), and the data's destroy notify frees it with the window. */
#define KEEPER_KEY "ffb-keynav-focus-keeper"

/* What a window keeps to give the focus back after a dialog. */
typedef struct
{
  GtkWidget *fallback; /* the page shown: the window's child, not owned */
  GWeakRef last_focus; /* the last widget that had the focus */
  guint idle;          /* the focus given back once the dialog is gone */
} FocusKeeper;

static void
focus_keeper_free (gpointer data)
{
  FocusKeeper *keeper = data;

  g_clear_handle_id (&keeper->idle, g_source_remove);
  g_weak_ref_clear (&keeper->last_focus);
  g_free (keeper);
}

/* `focus` is on a toast (its Undo or its close button), not on the page under it. */
static gboolean
in_toast (GtkWidget *focus)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (focus, ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *child;

  if (overlay == NULL)
    return FALSE;
  child = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  return child == NULL || !gtk_widget_is_ancestor (focus, child);
}

static void schedule_focus_back (GtkWindow *window, FocusKeeper *keeper);

/* The widget with the focus, remembered when the focus leaves it for none at all (its page
 * rebuilt, a dialog that took the keyboard). When the widget with the focus goes (the
 * Aftermath's Apply, rebuilt away), GTK gives the focus to the first it finds, a toast's
 * button when one shows; Tab never leaves a toast in libadwaita 1.2 (the keyboard night after
 * Apply was stuck there): the focus goes to the page instead. */
static void
focus_widget_cb (GtkWindow *window, GParamSpec *pspec, FocusKeeper *keeper)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GtkWidget) last = NULL;

  if (focus == NULL)
    return;
  if (!in_toast (focus))
    {
      g_weak_ref_set (&keeper->last_focus, focus);
      return;
    }
  last = g_weak_ref_get (&keeper->last_focus);
  if (last == NULL || !gtk_widget_get_mapped (last))
    schedule_focus_back (window, keeper);
}

static FocusKeeper *
keeper_of (GtkWindow *window)
{
  FocusKeeper *keeper = g_object_get_data (G_OBJECT (window), KEEPER_KEY);

  if (keeper != NULL)
    return keeper;
  keeper = g_new0 (FocusKeeper, 1);
  g_weak_ref_init (&keeper->last_focus, NULL);
  g_object_set_data_full (G_OBJECT (window), KEEPER_KEY, keeper, focus_keeper_free);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_widget_cb), keeper);
  focus_widget_cb (window, NULL, keeper);
  return keeper;
}

/* A dialog of `window` still shows (a message dialog, a file chooser, one of the app's). */
static gboolean
dialog_shows (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (other != window && gtk_widget_get_visible (GTK_WIDGET (other))
          && gtk_window_get_transient_for (other) == window)
        return TRUE;
    }
  return FALSE;
}

/* From `widget` down, the focus-child links that no longer lead to `focus` (NULL: none) are
 * dropped. GTK keeps such links when the widget with the focus is taken away (the Aftermath's
 * Apply, its page rebuilt): the view stack and the boxes above it still point down to the
 * page that held it. Moving the focus (Tab, and the page's first widget sought here) follows
 * those links first and found nothing: after Apply the focus was left on none, and after
 * Alt+1 (that page hidden) Tab did nothing at all. */
static void
drop_stale_focus_links (GtkWidget *widget, GtkWidget *focus)
{
  for (GtkWidget *child = gtk_widget_get_focus_child (widget); child != NULL;
       widget = child, child = gtk_widget_get_focus_child (widget))
    if (focus == NULL || (focus != child && !gtk_widget_is_ancestor (focus, child)))
      gtk_widget_set_focus_child (widget, NULL);
}

/* The stale links above the page and inside it (see drop_stale_focus_links), so that Tab and
 * the focus given to the page start from what shows. */
static void
drop_stale_focus_around (GtkWidget *page, GtkWidget *focus)
{
  for (GtkWidget *above = page; above != NULL; above = gtk_widget_get_parent (above))
    drop_stale_focus_links (above, focus);
}

/* From none, and with every link down from the page gone, stale or not: GTK's search then
 * starts from the page's top. Searched from a widget that has the focus, it went on from
 * there. */
static void
focus_first_of_page (GtkWidget *page)
{
  GtkRoot *root = gtk_widget_get_root (page);
  g_autoptr(GtkWidget) before = NULL;

  if (root == NULL || !gtk_widget_get_mapped (page))
    return;
  if (gtk_root_get_focus (root) != NULL)
    before = g_object_ref (gtk_root_get_focus (root));
  gtk_root_set_focus (root, NULL);
  drop_stale_focus_links (page, NULL);
  if (!gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD) && before != NULL
      && gtk_widget_get_mapped (before))
    gtk_widget_grab_focus (before); /* nothing on the page takes it: it stays where it was */
}

#define PAGE_FOCUS_KEY "ffb-keynav-page-focus"

/* Once the page is laid out, the first field again, unless the focus moved on meanwhile (a
 * Tab pressed at once). */
static void
page_painted_cb (GdkFrameClock *clock, GtkWidget *page)
{
  GWeakRef *given = g_object_get_data (G_OBJECT (page), PAGE_FOCUS_KEY);
  g_autoptr(GtkWidget) focus = given != NULL ? g_weak_ref_get (given) : NULL;
  GtkRoot *root = gtk_widget_get_root (page);

  g_signal_handlers_disconnect_by_func (clock, page_painted_cb, page);
  if (root != NULL && gtk_root_get_focus (root) == focus)
    focus_first_of_page (page);
  g_object_set_data (G_OBJECT (page), PAGE_FOCUS_KEY, NULL);
}

static void
weak_ref_free (gpointer ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

void
ffb_keynav_focus_page (GtkWidget *page)
{
  GdkFrameClock *clock;
  GtkRoot *root;
  GWeakRef *given;

  g_return_if_fail (GTK_IS_WIDGET (page));

  /* Now, so that a key pressed at once goes on from there; and again once the page is laid
   * out, as GTK's Tab order goes by where widgets are: rows the page added while hidden (the
   * Campaign page rebuilt by the Aftermath's Apply) sit at its top until then, ahead of the
   * campaign's name. */
  focus_first_of_page (page);
  clock = gtk_widget_get_frame_clock (page);
  root = gtk_widget_get_root (page);
  if (clock == NULL || root == NULL)
    return;
  given = g_new0 (GWeakRef, 1);
  g_weak_ref_init (given, gtk_root_get_focus (root));
  g_object_set_data_full (G_OBJECT (page), PAGE_FOCUS_KEY, given, weak_ref_free);
  g_signal_handlers_disconnect_by_func (clock, page_painted_cb, page);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (page_painted_cb), page, 0);
  gtk_widget_queue_allocate (page);
}

/* Where the focus goes back to: the widget that has it, if it still shows; else the last one
 * that had it; else the first of the page. */
static void
focus_again (GtkWindow *window, FocusKeeper *keeper)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GtkWidget) last = NULL;

  if (focus != NULL && gtk_widget_get_mapped (focus) && !in_toast (focus))
    return;
  last = g_weak_ref_get (&keeper->last_focus);
  if (last != NULL && gtk_widget_get_mapped (last) && gtk_widget_grab_focus (last))
    return;
  if (keeper->fallback != NULL)
    drop_stale_focus_around (keeper->fallback,
                             focus != NULL && in_toast (focus) ? NULL : focus);
  if (keeper->fallback != NULL && gtk_widget_get_mapped (keeper->fallback)
      && gtk_widget_child_focus (keeper->fallback, GTK_DIR_TAB_FORWARD))
    return;
  /* Nothing on the page takes it: none rather than a toast's (Tab then starts from the top;
   * moved on from the toast, it would come back to it). */
  if (focus != NULL && in_toast (focus))
    gtk_window_set_focus (window, NULL);
  else
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
}

/* The window takes the keyboard back (without a window manager to do it, nothing would: Alt+1
 * and F10 went nowhere after a file chooser), and the focus goes back. */
static gboolean
restore_focus (gpointer data)
{
  GtkWindow *window = data;
  FocusKeeper *keeper = keeper_of (window);

  keeper->idle = 0;
  if (!gtk_widget_get_visible (GTK_WIDGET (window)) || dialog_shows (window))
    return G_SOURCE_REMOVE;
  gtk_window_present (window);
  focus_again (window, keeper);
  return G_SOURCE_REMOVE;
}

static void
schedule_focus_back (GtkWindow *window, FocusKeeper *keeper)
{
  /* Once the dialog is gone (and with it, any focus it held), not in the middle of it. */
  if (keeper->idle == 0)
    keeper->idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, restore_focus,
                                    g_object_ref (window), g_object_unref);
}

void
ffb_keynav_focus_back (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  schedule_focus_back (window, keeper_of (window));
}

static void
toplevels_changed_cb (GListModel *toplevels, guint position, guint removed, guint added,
                      GtkWindow *window)
{
  if (removed > 0)
    ffb_keynav_focus_back (window);
}

void
ffb_keynav_keep_focus (GtkWindow *window, GtkWidget *fallback)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  keeper_of (window)->fallback = fallback;
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), window, 0);
}
