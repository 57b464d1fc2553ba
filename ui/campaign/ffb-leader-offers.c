/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-offers.c: the leader library's offers under a name entry (see
 * ffb-leader-offers.h).
 *
 * The popover does not hide by itself (autohide off): one that did would take the keyboard
 * and stop the referee typing. It is a child of the entry row, so the focus it holds is still
 * within the row, and it closes when the focus leaves both. */
#include "ffb-leader-offers.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"

/* Offers shown without scrolling: the list scrolls past them (one letter offers many). */
#define SHOWN_HEIGHT 280

struct _FfbLeaderOffers
{
  GtkPopover parent_instance;

  AdwEntryRow *entry;               /* the parent, not owned */
  const FfbLeaderLibrary *library;  /* not owned */
  FfbSide side;
  GtkListBox *list;
  GPtrArray *shown;                 /* FfbLibraryLeader* of the library, row i's */
  gulong changed_id;
};

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbLeaderOffers, ffb_leader_offers, GTK_TYPE_POPOVER)

/* What one offer brings besides his name, in a sentence: his counters and whether he leads
 * cavalry. */
static char *
offer_summary (const FfbLibraryLeader *leader)
{
  int n = leader->n_counters;
  /* Translators: a leader of the library: how many counters by rank he has, and the rank
   * (in stars) of the first. */
  g_autofree char *counters = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d counter from the %d-star rank",
                                                            "%d counters from the %d-star rank",
                                                            n),
                                               n, leader->start_rank);

  if (!leader->cavalry)
    return g_steal_pointer (&counters);
  /* Translators: %s is "N counters from the M-star rank"; the leader commands cavalry
   * (R4A). */
  return g_strdup_printf (_("Cavalry, %s"), counters);
}

static GtkWidget *
offer_row (const FfbLibraryLeader *leader)
{
  g_autofree char *summary = offer_summary (leader);
  /* Translators: a leader offered from the library: his name, then what he brings. */
  g_autofree char *spoken = g_strdup_printf (_("%s: %s"), leader->name, summary);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (leader->name);
  GtkWidget *detail = gtk_label_new (summary);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "caption");
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  ffb_ui_set_accessible_name (row, spoken);
  return row;
}

static void
clear_list (FfbLeaderOffers *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->shown, 0);
}

static void
close_offers (FfbLeaderOffers *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    gtk_popover_popdown (GTK_POPOVER (self));
}

/* The text changed: the offers follow it. */
static void
refresh (FfbLeaderOffers *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *text = g_strstrip (g_strdup (typed));
  g_autoptr(GPtrArray) found = NULL;

  clear_list (self);
  if (*text != '\0')
    found = ffb_leader_library_find (self->library, text, self->side);
  if (found == NULL || found->len == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self->entry)))
    {
      close_offers (self);
      return;
    }
  for (guint i = 0; i < found->len; i++)
    {
      g_ptr_array_add (self->shown, g_ptr_array_index (found, i));
      gtk_list_box_append (self->list, offer_row (g_ptr_array_index (found, i)));
    }
  /* The first is what Enter in the entry takes: shown selected, as the referee sees it. */
  gtk_list_box_select_row (self->list, gtk_list_box_get_row_at_index (self->list, 0));
  gtk_popover_popup (GTK_POPOVER (self));
}

static void
back_to_entry (FfbLeaderOffers *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

/* The offer is taken: the entry gets the focus back and ::chosen sets its text without
 * offering again what was just taken. */
static void
take (FfbLeaderOffers *self, guint index)
{
  const FfbLibraryLeader *leader = g_ptr_array_index (self->shown, index);

  back_to_entry (self);
  close_offers (self);
  g_signal_handler_block (self->entry, self->changed_id);
  g_signal_emit (self, signals[CHOSEN], 0, leader);
  g_signal_handler_unblock (self->entry, self->changed_id);
}

static void
row_activated_cb (FfbLeaderOffers *self, GtkListBoxRow *row)
{
  take (self, gtk_list_box_row_get_index (row));
}

static gboolean
focus_is_inside (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Keys in the entry (the list's own pass by: the list is inside the entry row): Down moves
 * into the offers, Escape closes them rather than the dialog. */
static gboolean
entry_key_cb (FfbLeaderOffers *self, guint keyval, guint keycode, GdkModifierType state)
{
  GtkListBoxRow *row;

  if (!ffb_leader_offers_is_open (self) || focus_is_inside (GTK_WIDGET (self)))
    return FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      close_offers (self);
      return TRUE;
    }
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  row = gtk_list_box_get_selected_row (self->list);
  gtk_widget_grab_focus (GTK_WIDGET (row != NULL ? row
                                                 : gtk_list_box_get_row_at_index (self->list, 0)));
  return TRUE;
}

/* Keys in the list: Up from the first offer and Escape go back to the entry. */
static gboolean
list_key_cb (FfbLeaderOffers *self, guint keyval, guint keycode, GdkModifierType state)
{
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);
  gboolean on_first = first != NULL && gtk_widget_has_focus (GTK_WIDGET (first));

  if (keyval == GDK_KEY_Escape)
    {
      back_to_entry (self);
      close_offers (self);
      return TRUE;
    }
  if ((keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up) && on_first)
    {
      back_to_entry (self);
      return TRUE;
    }
  return FALSE;
}

/* The focus went elsewhere (Tab, a click on another row): the offers go with it. */
static void
focus_left_cb (FfbLeaderOffers *self)
{
  close_offers (self);
}

static void
ffb_leader_offers_dispose (GObject *object)
{
  FfbLeaderOffers *self = FFB_LEADER_OFFERS (object);

  g_clear_pointer (&self->shown, g_ptr_array_unref);
  G_OBJECT_CLASS (ffb_leader_offers_parent_class)->dispose (object);
}

static void
ffb_leader_offers_class_init (FfbLeaderOffersClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ffb_leader_offers_dispose;
  /* ::chosen (const FfbLibraryLeader *leader): the library's, not a copy. */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ffb_leader_offers_init (FfbLeaderOffers *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->shown = g_ptr_array_new ();
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_BROWSE);
  /* Translators: the list of leaders offered from the leader library as the name is typed. */
  ffb_ui_set_accessible_name (GTK_WIDGET (self->list), _("Leaders of the library"));
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (list_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list), keys);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), SHOWN_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_popover_set_child (GTK_POPOVER (self), scrolled);
  gtk_popover_set_autohide (GTK_POPOVER (self), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (self), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self), GTK_POS_BOTTOM);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
}

FfbLeaderOffers *
ffb_leader_offers_new (AdwEntryRow *entry, const FfbLeaderLibrary *library, FfbSide side)
{
  FfbLeaderOffers *self = g_object_new (FFB_TYPE_LEADER_OFFERS, NULL);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_return_val_if_fail (ADW_IS_ENTRY_ROW (entry) && library != NULL, NULL);
  self->entry = entry;
  self->library = library;
  self->side = side;
  gtk_widget_set_parent (GTK_WIDGET (self), GTK_WIDGET (entry));
  self->changed_id = g_signal_connect_swapped (entry, "changed", G_CALLBACK (refresh), self);
  /* Before the entry's text and the dialog's Escape see the key. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  /* The entry outlives the offers while its dialog goes: its controllers let go of them. */
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (entry_key_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (entry), keys);
  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_left_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (entry), focus);
  return self;
}

void
ffb_leader_offers_detach (FfbLeaderOffers *self)
{
  g_return_if_fail (FFB_IS_LEADER_OFFERS (self));
  g_clear_signal_handler (&self->changed_id, self->entry);
  gtk_widget_unparent (GTK_WIDGET (self));
}

gboolean
ffb_leader_offers_is_open (FfbLeaderOffers *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_OFFERS (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self)) && self->shown->len > 0;
}

guint
ffb_leader_offers_count (FfbLeaderOffers *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_OFFERS (self), 0);
  return ffb_leader_offers_is_open (self) ? self->shown->len : 0;
}

gboolean
ffb_leader_offers_take_selected (FfbLeaderOffers *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (FFB_IS_LEADER_OFFERS (self), FALSE);
  if (!ffb_leader_offers_is_open (self))
    return FALSE;
  row = gtk_list_box_get_selected_row (self->list);
  take (self, row != NULL ? (guint) gtk_list_box_row_get_index (row) : 0);
  return TRUE;
}
