/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-leader-dialog.c: the leader editor (see ffb-leader-dialog.h). */
#include "ffb-leader-dialog.h"

#include <glib/gi18n.h>
#include "ffb-keynav.h"
#include "ffb-words.h"
#include "ffb-confirm.h"
#include "ffb-controls.h"
#include "ffb-edit.h"
#include "ffb-error.h"
#include "ffb-leader-offers.h"
#include "ffb-open-chooser.h"
#include "ffb-xml-leaders.h"

/* The library a new leader is offered from (RULES.md L3): seed 002's revised list. */
#define BUILT_IN_LIBRARY "seed-002"

struct _FfbLeaderDialog
{
  AdwWindow parent_instance;

  char *leader_id; /* NULL when adding */
  FfbSide side;

  AdwPreferencesPage *page;
  AdwPreferencesGroup *group;
  /* L1: one row per rank, index = stars; the row of his rank shows the ratings above. */
  AdwActionRow *rank_rows[5];
  GtkSwitch *rank_kept[5];
  GtkSpinButton *rank_spins[5][3]; /* initiative, tactical, army command */
  AdwEntryRow *name_row;
  GtkSpinButton *stars_spin;
  GtkSpinButton *initiative_spin;
  GtkSpinButton *tactical_spin;
  GtkSpinButton *army_spin;
  GtkSwitch *cavalry_switch;
  GtkDropDown *status_drop;

  /* L2, L3: adding a leader, the library's of his side are offered as his name is typed. */
  FfbLeaderLibrary *library;        /* NULL when editing */
  /* L3: the library as the campaign maps it (ffb_edit_mapping_library): `library` itself, or
   * a view of it with the campaign's own mapping, in `mapped_view`. */
  const FfbLeaderLibrary *mapping;
  FfbLeaderLibrary mapped_view;
  FfbCampaign *campaign;            /* whose mapping, when ffb_leader_dialog_map_as said */
  AdwActionRow *library_row;        /* which library offers, and Open… for another */
  GtkFileChooserNative *chooser;    /* Open Leader Library…, while it is open */
  FfbLeaderOffers *offers;          /* NULL when editing */
  const FfbLibraryLeader *taken;    /* the offer taken, the library's; NULL for none */
  FfbLeader *taken_as;              /* him as the library maps him, as the dialog was filled */
  AdwActionRow *start_row;          /* L3: the rank of his first counter, once one is taken */
  GtkSpinButton *start_spin;
};

enum
{
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FfbLeaderDialog, ffb_leader_dialog, ADW_TYPE_WINDOW)

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbLeaderDialog *self = FFB_LEADER_DIALOG (widget);

  g_signal_emit (self, signals[SAVE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A leader needs a name: Save waits for one. */
static void
name_changed_cb (FfbLeaderDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "leader.save", *name != '\0');
}

/* Enter in the name takes the offer selected while the library offers some (the first until
 * the referee moves in the list), and saves when none is offered. */
static void
entry_activated_cb (FfbLeaderDialog *self)
{
  if (self->offers != NULL && ffb_leader_offers_take_selected (self->offers))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "leader.save", NULL);
}

static void
ffb_leader_dialog_dispose (GObject *object)
{
  FfbLeaderDialog *self = FFB_LEADER_DIALOG (object);

  /* The offers hang on the name row, which the template is about to take away. */
  if (self->offers != NULL)
    ffb_leader_offers_detach (g_steal_pointer (&self->offers));
  ffb_ui_forget_open_chooser (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (object), FFB_TYPE_LEADER_DIALOG);
  G_OBJECT_CLASS (ffb_leader_dialog_parent_class)->dispose (object);
}

static void
ffb_leader_dialog_finalize (GObject *object)
{
  FfbLeaderDialog *self = FFB_LEADER_DIALOG (object);

  g_free (self->leader_id);
  g_clear_pointer (&self->taken_as, ffb_leader_free);
  g_clear_pointer (&self->library, ffb_leader_library_free);
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  G_OBJECT_CLASS (ffb_leader_dialog_parent_class)->finalize (object);
}

static void rank_rows_sync (FfbLeaderDialog *self);
static void open_library_action (GtkWidget *widget, const char *name, GVariant *parameter);

static void
ffb_leader_dialog_class_init (FfbLeaderDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_leader_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_leader_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-leader-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, page);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, group);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, stars_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, initiative_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, tactical_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, army_spin);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, cavalry_switch);
  gtk_widget_class_bind_template_child (widget_class, FfbLeaderDialog, status_drop);
  gtk_widget_class_bind_template_callback (widget_class, name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, rank_rows_sync);
  gtk_widget_class_install_action (widget_class, "leader.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "leader.open-library", NULL,
                                   open_library_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* The row of his rank is the counter in play, edited above; the others are kept when
 * switched on. */
static void
rank_rows_sync (FfbLeaderDialog *self)
{
  int stars = gtk_spin_button_get_value_as_int (self->stars_spin);

  for (int r = 1; r <= 4; r++)
    {
      gboolean in_play = r == stars;
      gboolean kept = gtk_switch_get_active (self->rank_kept[r]);

      gtk_widget_set_sensitive (GTK_WIDGET (self->rank_kept[r]), !in_play);
      for (int k = 0; k < 3; k++)
        gtk_widget_set_sensitive (GTK_WIDGET (self->rank_spins[r][k]), !in_play && kept);
      adw_action_row_set_subtitle (self->rank_rows[r],
                                   in_play ? _("In play: the ratings above")
                                           /* Translators: R10C is a rule id, keep it. */
                                           : kept ? _("Kept for a promotion (R10C)")
                                                  : _("Not known"));
    }
}

static GtkSpinButton *
rank_spin (int lower, int upper, const char *tooltip)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (lower, upper, 1));

  gtk_widget_set_valign (GTK_WIDGET (spin), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (spin), tooltip);
  ffb_ui_set_accessible_name (GTK_WIDGET (spin), tooltip);
  return spin;
}

/* The tooltip of rating `k` (initiative, tactical, army command) of the `stars` counter: one
 * whole sentence each, for translators. */
static char *
rank_tip (int k, int stars)
{
  if (k == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Initiative of his %d-star counter",
                                         "Initiative of his %d-star counter", stars), stars);
  if (k == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tactical rating of his %d-star counter",
                                         "Tactical rating of his %d-star counter", stars), stars);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Army command rating of his %d-star counter",
                                       "Army command rating of his %d-star counter", stars),
                          stars);
}

/* "Counters by rank": L1, R10C. */
static void
add_rank_rows (FfbLeaderDialog *self)
{
  static const int range[][2] = { { 1, 4 }, { -2, 2 }, { -3, 3 } };
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  /* Translators: L1 and R10C are rule ids, keep them. */
  adw_preferences_group_set_title (group, _("Counters by rank (L1, R10C)"));
  adw_preferences_group_set_description (group, _("Each counter's printed initiative, tactical "
                                                  "and army command ratings: promoted, he takes "
                                                  "his next counter's"));
  for (int r = 1; r <= 4; r++)
    {
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d star",
                                                             "%d stars", r), r);
      g_autofree char *keep = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Keep his %d-star counter",
                                                            "Keep his %d-star counter", r), r);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      ffb_keynav_row_one_tab_stop (row);
      self->rank_rows[r] = ADW_ACTION_ROW (row);
      for (int k = 0; k < 3; k++)
        {
          g_autofree char *tip = rank_tip (k, r);

          self->rank_spins[r][k] = rank_spin (range[k][0], range[k][1], tip);
          adw_action_row_add_suffix (self->rank_rows[r], GTK_WIDGET (self->rank_spins[r][k]));
        }
      self->rank_kept[r] = GTK_SWITCH (gtk_switch_new ());
      gtk_widget_set_valign (GTK_WIDGET (self->rank_kept[r]), GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->rank_kept[r]), keep);
      ffb_ui_set_accessible_name (GTK_WIDGET (self->rank_kept[r]), keep);
      adw_action_row_add_prefix (self->rank_rows[r], GTK_WIDGET (self->rank_kept[r]));
      g_signal_connect_swapped (self->rank_kept[r], "notify::active",
                                G_CALLBACK (rank_rows_sync), self);
      adw_preferences_group_add (group, row);
    }
  ffb_keynav_name_group_list (group, _("Counters by rank"));
  adw_preferences_page_add (self->page, group);
}

static void
fill_ranks (FfbLeaderDialog *self, const FfbLeader *leader)
{
  for (int r = 1; r <= 4; r++)
    {
      FfbLeaderCounter counter = { r, 1, 0, 0 };
      gboolean known = leader != NULL && leader->stars != r
                       && ffb_leader_get_counter (leader, r, &counter);

      gtk_switch_set_active (self->rank_kept[r], known);
      gtk_spin_button_set_value (self->rank_spins[r][0], counter.initiative);
      gtk_spin_button_set_value (self->rank_spins[r][1], counter.tactical);
      gtk_spin_button_set_value (self->rank_spins[r][2], counter.army_command);
    }
  rank_rows_sync (self);
}

static void
apply_ranks (FfbLeaderDialog *self, FfbLeader *leader)
{
  g_array_set_size (leader->other_counters, 0);
  for (int r = 1; r <= 4; r++)
    if (r != leader->stars && gtk_switch_get_active (self->rank_kept[r]))
      {
        FfbLeaderCounter counter = { r, gtk_spin_button_get_value_as_int (self->rank_spins[r][0]),
                                     gtk_spin_button_get_value_as_int (self->rank_spins[r][1]),
                                     gtk_spin_button_get_value_as_int (self->rank_spins[r][2]) };

        ffb_leader_set_counter (leader, &counter);
      }
}

static void
ffb_leader_dialog_init (FfbLeaderDialog *self)
{
  g_autoptr(GtkStringList) statuses = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  statuses = gtk_string_list_new (ffb_leader_status_display_names ());
  gtk_drop_down_set_model (self->status_drop, G_LIST_MODEL (statuses));
  ffb_keynav_name_drop_down (GTK_WIDGET (self->status_drop), _("Status"));
  /* A screen reader entering the form's lists hears what they hold (libadwaita 1.2 leaves
   * them "GtkListBox"). */
  ffb_keynav_name_group_list (self->group, _("Leader counter"));
  add_rank_rows (self);
}

static void
fill (FfbLeaderDialog *self, const FfbLeader *leader)
{
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), leader != NULL ? leader->name : "");
  gtk_spin_button_set_value (self->stars_spin, leader != NULL ? leader->stars : 1);
  gtk_spin_button_set_value (self->initiative_spin, leader != NULL ? leader->initiative : 1);
  gtk_spin_button_set_value (self->tactical_spin, leader != NULL ? leader->tactical : 0);
  gtk_spin_button_set_value (self->army_spin, leader != NULL ? leader->army_command : 0);
  gtk_switch_set_active (self->cavalry_switch, leader != NULL && leader->cavalry);
  gtk_drop_down_set_selected (self->status_drop,
                              leader != NULL ? leader->status : FFB_LEADER_ACTIVE);
  fill_ranks (self, leader);
  name_changed_cb (self);
}

/* Library offers (L2, L3) */

/* His ratings and counters as the library maps them from `start_rank`, the name and cavalry
 * left as they are (the name's offers stay closed). */
static void
fill_counters (FfbLeaderDialog *self, const FfbLeader *leader)
{
  gtk_spin_button_set_value (self->stars_spin, leader->stars);
  gtk_spin_button_set_value (self->initiative_spin, leader->initiative);
  gtk_spin_button_set_value (self->tactical_spin, leader->tactical);
  gtk_spin_button_set_value (self->army_spin, leader->army_command);
  fill_ranks (self, leader);
}

/* L3: the seed does not say which rank a leader's first value belongs to; the referee may put
 * his counters on other ranks, and the library maps them again from there. */
static void
start_rank_changed_cb (FfbLeaderDialog *self)
{
  int start = gtk_spin_button_get_value_as_int (self->start_spin);
  g_autoptr(GError) error = NULL;
  FfbLeader *mapped;

  if (self->taken == NULL || start == self->taken_as->stars)
    return;
  mapped = ffb_leader_library_to_leader (self->mapping, self->taken, start, &error);
  if (mapped == NULL)
    {
      /* The spin's range keeps his counters within four stars. */
      g_warning ("%s", error->message);
      return;
    }
  g_clear_pointer (&self->taken_as, ffb_leader_free);
  self->taken_as = mapped;
  fill_counters (self, mapped);
}

static char *
start_rank_subtitle (const FfbLibraryLeader *leader)
{
  /* Translators: how the library placed a leader's first counter (RULES.md L3). */
  return leader->start_rank_read
           ? g_strdup_printf (ngettext ("The revised ratings do not say; the library reads %d star (L3)",
                                        "The revised ratings do not say; the library reads %d stars (L3)",
                                        leader->start_rank), leader->start_rank)
           : g_strdup_printf (ngettext ("%d star, as the library's source gives it (L3)",
                                        "%d stars, as the library's source gives it (L3)",
                                        leader->start_rank), leader->start_rank);
}

/* The row appears with the first offer taken; its range keeps all his counters on ranks 1-4. */
static void
offer_start_rank (FfbLeaderDialog *self, const FfbLibraryLeader *leader)
{
  g_autofree char *subtitle = start_rank_subtitle (leader);

  if (self->start_row == NULL)
    {
      self->start_row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->start_row),
                                     _("First counter's rank"));
      self->start_spin = GTK_SPIN_BUTTON (ffb_ui_spin_new (1, 4, 1, _("First counter's rank")));
      gtk_widget_set_valign (GTK_WIDGET (self->start_spin), GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (self->start_row, GTK_WIDGET (self->start_spin));
      adw_preferences_group_add (self->group, GTK_WIDGET (self->start_row));
      g_signal_connect_swapped (self->start_spin, "value-changed",
                                G_CALLBACK (start_rank_changed_cb), self);
    }
  adw_action_row_set_subtitle (self->start_row, subtitle);
  g_signal_handlers_block_by_func (self->start_spin, start_rank_changed_cb, self);
  gtk_spin_button_set_range (self->start_spin, 1, 5 - leader->n_counters);
  gtk_spin_button_set_value (self->start_spin, leader->start_rank);
  g_signal_handlers_unblock_by_func (self->start_spin, start_rank_changed_cb, self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_spin), leader->n_counters < 4);
  gtk_widget_set_visible (GTK_WIDGET (self->start_row), TRUE);
}

/* An offer taken fills every row from the library: his name, cavalry, the counter of his
 * first rank in play and the others kept, their ratings as the library maps them. The
 * referee may still change any of them. */
static void
offer_chosen_cb (FfbLeaderDialog *self, const FfbLibraryLeader *leader)
{
  g_autoptr(GError) error = NULL;
  FfbLeader *mapped = ffb_leader_library_to_leader (self->mapping, leader, 0, &error);

  if (mapped == NULL)
    {
      /* The library passed its check when loaded: his counters fit from his own rank. */
      g_warning ("%s", error->message);
      return;
    }
  g_clear_pointer (&self->taken_as, ffb_leader_free);
  self->taken = leader;
  self->taken_as = mapped;
  fill (self, mapped);
  offer_start_rank (self, leader);
}

/* Offers `library`'s leaders (taken) under the name, as the campaign maps them. */
static void
use_library (FfbLeaderDialog *self, FfbLeaderLibrary *library)
{
  if (self->offers != NULL)
    ffb_leader_offers_detach (g_steal_pointer (&self->offers));
  g_clear_pointer (&self->taken_as, ffb_leader_free);
  self->taken = NULL;
  if (self->start_row != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->start_row), FALSE);
  g_clear_pointer (&self->library, ffb_leader_library_free);
  self->library = library;
  self->mapping = self->campaign != NULL
                    ? ffb_edit_mapping_library (self->campaign, library, &self->mapped_view)
                    : library;
  self->offers = ffb_leader_offers_new (self->name_row, self->library, self->side);
  g_signal_connect_object (self->offers, "chosen", G_CALLBACK (offer_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  if (self->library_row != NULL)
    adw_action_row_set_subtitle (self->library_row, library->name != NULL ? library->name : "");
}

static gboolean
open_library_chosen (GtkWindow *window, GFile *file, GError **error)
{
  return ffb_leader_dialog_open_library (FFB_LEADER_DIALOG (window), file, error);
}

static void
open_library_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbLeaderDialog *self = FFB_LEADER_DIALOG (widget);

  ffb_ui_forget_open_chooser (&self->chooser);
  self->chooser = ffb_ui_choose_file_to_open (GTK_WINDOW (self), _("Open Leader Library"),
                                              _("Leader libraries (*.xml)"),
                                              open_library_chosen,
                                              _("The leader library was not opened"));
}

/* "Leader library: Seed 002: revised leaders [Open…]": L2, a referee's own file may offer. */
static void
add_library_row (FfbLeaderDialog *self)
{
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open…"));

  self->library_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->library_row), _("Leader library"));
  gtk_widget_set_valign (open, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (open, _("Offer the leaders of a library file of your own"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "leader.open-library");
  adw_action_row_add_suffix (self->library_row, open);
  adw_preferences_group_add (self->group, GTK_WIDGET (self->library_row));
}

/* The built-in library, for a new leader: without it the dialog is the plain form it was. */
static void
offer_library (FfbLeaderDialog *self)
{
  g_autoptr(GError) error = NULL;
  FfbLeaderLibrary *library = ffb_leader_library_new_built_in (BUILT_IN_LIBRARY, &error);

  if (library == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  add_library_row (self);
  use_library (self, library);
}

static gboolean
same_counter (const FfbLeader *a, const FfbLeader *b, int stars)
{
  FfbLeaderCounter ca, cb;
  gboolean has_a = ffb_leader_get_counter (a, stars, &ca);
  gboolean has_b = ffb_leader_get_counter (b, stars, &cb);

  return has_a == has_b
         && (!has_a || (ca.initiative == cb.initiative && ca.tactical == cb.tactical
                        && ca.army_command == cb.army_command));
}

/* Whether the dialog still holds the leader as the library gave him: every value the dialog
 * shows (the status aside, which is set apart either way). */
static gboolean
unchanged_since_taken (FfbLeaderDialog *self)
{
  FfbLeader *typed = ffb_leader_new ("typed", NULL, self->side, 1);
  gboolean same;

  ffb_leader_dialog_apply (self, typed);
  same = g_str_equal (typed->name, self->taken_as->name)
         && typed->stars == self->taken_as->stars && typed->cavalry == self->taken_as->cavalry;
  for (int r = 1; r <= 4 && same; r++)
    same = same_counter (typed, self->taken_as, r);
  ffb_leader_free (typed);
  return same;
}

const FfbLibraryLeader *
ffb_leader_dialog_get_library_leader (FfbLeaderDialog *self,
                                      const FfbLeaderLibrary **library)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), NULL);
  g_return_val_if_fail (library != NULL, NULL);
  *library = NULL;
  if (self->taken == NULL || !unchanged_since_taken (self))
    return NULL;
  *library = self->library;
  return self->taken;
}

void
ffb_leader_dialog_map_as (FfbLeaderDialog *self, FfbCampaign *campaign)
{
  g_return_if_fail (FFB_IS_LEADER_DIALOG (self));
  g_return_if_fail (campaign != NULL);
  g_clear_pointer (&self->campaign, ffb_campaign_unref);
  self->campaign = ffb_campaign_ref (campaign);
  if (self->library != NULL)
    self->mapping = ffb_edit_mapping_library (campaign, self->library, &self->mapped_view);
}

gboolean
ffb_leader_dialog_open_library (FfbLeaderDialog *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  FfbLeaderLibrary *library;

  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self) && G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->library != NULL, FALSE);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *shown = g_file_get_parse_name (file);

      g_set_error (error, FFB_ERROR, FFB_ERROR_IO, _("%s: not a file on this computer."), shown);
      return FALSE;
    }
  if ((library = ffb_leader_library_load_file (path, error)) == NULL)
    return FALSE;
  use_library (self, library);
  return TRUE;
}

int
ffb_leader_dialog_get_library_start_rank (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), 0);
  return self->taken_as != NULL ? self->taken_as->stars : 0;
}

guint
ffb_leader_dialog_count_offers (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), 0);
  return self->offers != NULL ? ffb_leader_offers_count (self->offers) : 0;
}

FfbLeaderDialog *
ffb_leader_dialog_new (GtkWindow *parent, const FfbLeader *leader, FfbSide side)
{
  FfbLeaderDialog *self = g_object_new (FFB_TYPE_LEADER_DIALOG, "transient-for", parent, NULL);
  g_autofree char *title = NULL;

  self->leader_id = leader != NULL ? g_strdup (leader->id) : NULL;
  self->side = leader != NULL ? leader->side : side;
  title = leader != NULL ? g_strdup_printf (_("Edit %s"), leader->name)
                         /* Translators: the window's title; %s is a side (Union, Confederate). */
                         : g_strdup_printf (_("New %s Leader"), ffb_side_display_name (side));
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* The header bar names the leader; the group says which side's counter this is. */
  {
    /* Translators: %s is a side (Union, Confederate). */
    g_autofree char *side_text = g_strdup_printf (_("%s leader counter"),
                                                  ffb_side_display_name (self->side));
    adw_preferences_group_set_description (self->group, side_text);
  }
  fill (self, leader);
  if (leader == NULL)
    offer_library (self);
  ffb_keynav_focus_first_field (GTK_WINDOW (self), GTK_WIDGET (self->name_row));
  return self;
}

void
ffb_leader_dialog_apply (FfbLeaderDialog *self, FfbLeader *leader)
{
  g_return_if_fail (FFB_IS_LEADER_DIALOG (self));
  g_return_if_fail (leader != NULL);

  g_free (leader->name);
  leader->name = g_strstrip (g_strdup (ffb_leader_dialog_get_name (self)));
  leader->stars = gtk_spin_button_get_value_as_int (self->stars_spin);
  leader->initiative = gtk_spin_button_get_value_as_int (self->initiative_spin);
  leader->tactical = gtk_spin_button_get_value_as_int (self->tactical_spin);
  leader->army_command = gtk_spin_button_get_value_as_int (self->army_spin);
  leader->cavalry = gtk_switch_get_active (self->cavalry_switch);
  apply_ranks (self, leader);
}

FfbLeaderStatus
ffb_leader_dialog_get_status (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), FFB_LEADER_ACTIVE);
  return gtk_drop_down_get_selected (self->status_drop);
}

const char *
ffb_leader_dialog_get_leader_id (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), NULL);
  return self->leader_id;
}

FfbSide
ffb_leader_dialog_get_side (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), FFB_SIDE_UNION);
  return self->side;
}

const char *
ffb_leader_dialog_get_name (FfbLeaderDialog *self)
{
  g_return_val_if_fail (FFB_IS_LEADER_DIALOG (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}
