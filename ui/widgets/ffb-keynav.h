/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-keynav.h: what a keyboard and a screen reader need beyond what GTK 4.8 gives: names
 * for the parts GTK builds inside its widgets (a drop-down's button, a password entry's peek
 * icon, a list's rows and expanders), a list that is one Tab stop, and a dialog that opens on
 * its first field. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Gives `widget` the accessible name `name` (what a screen reader reads for it), unless the
 * title of its row says it already (an entry or combo row, or a row's activatable widget),
 * which would then be read twice. */
void ffb_ui_set_accessible_name (GtkWidget *widget, const char *name);
/* Names the drop-down and the button GTK puts inside it (else read as "GtkToggleButton"). */
void ffb_keynav_name_drop_down (GtkWidget *drop_down, const char *name);
/* Names each choice of a GtkDropDown or AdwComboRow of strings by its text (GTK 4.8's own
 * rows have no name), where it shows the one chosen and in the list it opens. */
void ffb_keynav_name_choices (GtkWidget *widget);
/* Names a GtkPasswordEntry (or AdwPasswordEntryRow) and its peek icon (else "GtkImage" or
 * nothing): `what` is the passphrase's name ("Union passphrase"). */
void ffb_keynav_name_password (GtkWidget *entry, const char *what);
/* Names an AdwExpanderRow and the list of rows it opens by its title, and keeps the names
 * in step with it (libadwaita 1.2 leaves both unnamed). */
void ffb_keynav_name_expander_row (GtkWidget *row);
/* Names the list of rows of an AdwPreferencesGroup: libadwaita 1.2 names it by the group's
 * title, and a group without one leaves it "GtkListBox". */
void ffb_keynav_name_group_list (AdwPreferencesGroup *group, const char *name);
/* Names the row of a list view (or column view) that shows `child`, as the list's rows
 * have no name of their own in GTK 4.8; call it on bind, the rows are recycled. */
void ffb_keynav_name_list_row (GtkWidget *child, const char *name);
/* Names the expander arrow of a GtkTreeExpander after the row it opens ("Expand 1st
 * Division"; GTK 4.8 calls every one "Expand"). Call it on bind. */
void ffb_keynav_name_expander (GtkTreeExpander *expander, const char *row_name);
/* Makes a list view (or a page switcher) one Tab stop: Tab and Shift+Tab leave it, the
 * arrows move inside (GTK 4.8's list views walk every row on Tab, a switcher every page). */
void ffb_keynav_one_tab_stop (GtkWidget *list);
/* Makes `row`, a row added to a list (a GtkListBox) of rows that stand each for a record (an
 * SP group, a leader, a battle), a row of a list that is one Tab stop, as GNOME Settings' lists
 * are: the row takes the focus, not each of its controls; Tab and Shift+Tab leave the list;
 * Up and Down move between its rows (GtkListBox's own keys), Right and Left from the row to
 * its controls and back; Enter activates the row (its activatable widget) and Delete, on the
 * row, clicks `remove` (NULL: none). `keys` says so: the row's tooltip, read by a screen
 * reader after the row's subtitle. */
void ffb_keynav_record_row (GtkWidget *row, GtkWidget *remove, const char *keys);
/* Makes an action row one Tab stop: the control at its end takes the focus, not the row. */
void ffb_keynav_row_one_tab_stop (GtkWidget *row);
/* The dialog opens with the focus on `field`, not on the first button of its header bar. */
void ffb_keynav_focus_first_field (GtkWindow *dialog, GtkWidget *field);

/* Once `widget`, just mapped, has settled (the stack that shows it moves the focus into it
 * after mapping it), `target` takes the focus if `widget` is still mapped. NULL: none. */
void ffb_keynav_focus_when_settled (GtkWidget *widget, GtkWidget *target);

/* The focus goes to the first field of `page` (a page the window's Alt+1..6 show), not to
 * the widget of it that had the focus last (the view stack's choice: the first SP group's list
 * after the Aftermath's Apply, issue 13). */
void ffb_keynav_focus_page (GtkWidget *page);

/* After every dialog of `window` (its own, a message), the window takes the keyboard back and
 * the focus goes back to where it was (the widget that has it, or the last one that had it),
 * or into `fallback` (the page shown) when that is gone. */
void ffb_keynav_keep_focus (GtkWindow *window, GtkWidget *fallback);
/* The same for a dialog that is no window of ours going away: call it from the dialog's
 * response. A file chooser is one (a portal's is another program's; GTK's own is hidden when
 * done, not destroyed, and the window would not hear of it). */
void ffb_keynav_focus_back (GtkWindow *window);

G_END_DECLS
