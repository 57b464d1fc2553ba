/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-state.c: issue 32 item 5, the UI's state kept by the objects that own it. The
 * document tells a change of its battles apart (::battles-changed) from any other, and the
 * Campaign page builds its battle list again on that alone: an edit of a leader leaves the
 * list as it was, an edit of a battle, an undo and a redo build it again. A deck's button
 * turns on its own deck, handed to its handler rather than hung on the button; a page built
 * again from its campaign removes the groups its code added, kept by the page itself; a file
 * chooser's opening goes with its handler. */
#include <string.h>
#include "ffb-campaign-page.h"
#include "ffb-deck-row.h"
#include "ffb-groups-page.h"
#include "ffb-open-chooser.h"
#include "ffb-xml-deck.h"
#include "ffb-ui-test.h"

typedef struct
{
  guint changed;
  guint battles_changed;
} Counts;

static void
count_changed (FfbDocument *document, Counts *counts)
{
  counts->changed++;
}

static void
count_battles_changed (FfbDocument *document, Counts *counts)
{
  /* ::changed first: what follows every change is built before what follows a battle's. */
  g_assert_cmpuint (counts->changed, >, counts->battles_changed);
  counts->battles_changed++;
}

static void
count_on (FfbDocument *document, Counts *counts)
{
  g_signal_connect (document, "changed", G_CALLBACK (count_changed), counts);
  g_signal_connect (document, "battles-changed", G_CALLBACK (count_battles_changed), counts);
}

static void
rename_first_leader (FfbDocument *document, const char *name)
{
  FfbLeader *leader = g_ptr_array_index (ffb_document_get_campaign (document)->leaders, 0);

  ffb_document_begin_edit (document, NULL);
  g_free (leader->name);
  leader->name = g_strdup (name);
  ffb_document_end_edit (document);
}

static void
rename_first_battle (FfbDocument *document, const char *name)
{
  FfbBattle *battle = g_ptr_array_index (ffb_document_get_campaign (document)->battles, 0);

  ffb_document_begin_edit (document, NULL);
  g_free (battle->name);
  battle->name = g_strdup (name);
  ffb_document_end_edit (document);
}

/* ::battles-changed follows ::changed once for each change of the battles, and never for an
 * edit that leaves them as they were. */
static void
test_document_battles_changed (void)
{
  g_autoptr(FfbDocument) document = ffb_ui_test_demo_document ();
  Counts counts = { 0 };

  count_on (document, &counts);
  rename_first_leader (document, "Renamed Leader");
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.battles_changed, ==, 0);
  rename_first_battle (document, "Renamed Battle");
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (counts.battles_changed, ==, 1);
  /* An edit that changes nothing, then undo of the leader's: no battle moved. */
  ffb_document_begin_edit (document, NULL);
  ffb_document_end_edit (document);
  g_assert_cmpuint (counts.battles_changed, ==, 1);
  g_assert_true (ffb_document_undo (document, NULL));
  g_assert_cmpuint (counts.battles_changed, ==, 1);
  /* Undo of the battle's name: the battles are the demo's again. */
  g_assert_true (ffb_document_undo (document, NULL));
  g_assert_cmpuint (counts.battles_changed, ==, 2);
  g_assert_cmpstr (((FfbBattle *) g_ptr_array_index (
                      ffb_document_get_campaign (document)->battles, 0))->name, !=,
                   "Renamed Battle");
  g_assert_true (ffb_document_redo (document, NULL));
  g_assert_cmpuint (counts.battles_changed, ==, 3);
  /* A campaign opened in its place: the battles differ, the lists follow. */
  ffb_document_load_new (document);
  g_assert_cmpuint (counts.battles_changed, ==, 4);
}

static gboolean
battles_group (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_PREFERENCES_GROUP (widget)
         && g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)),
                       "Battles") == 0;
}

static GtkWidget *
battle_list (FfbUiTestPage *f)
{
  GtkWidget *group = ffb_ui_test_find (f->page, battles_group, NULL);

  g_assert_nonnull (group);
  return group;
}

/* The Campaign page's battle list is built again on a battle's edit, and only then. */
static void
test_campaign_page_battle_list (void)
{
  FfbUiTestPage f;
  FfbDocument *document = ffb_ui_test_demo_document ();
  GtkWidget *page = ffb_campaign_page_new ();
  GtkWidget *list;

  ffb_campaign_page_set_document (FFB_CAMPAIGN_PAGE (page), document);
  ffb_ui_test_page_show (&f, document, page);
  list = battle_list (&f);
  g_object_add_weak_pointer (G_OBJECT (list), (gpointer *) &list);
  rename_first_leader (document, "Renamed Leader");
  ffb_ui_test_flush ();
  g_assert_true (list == battle_list (&f));
  rename_first_battle (document, "Renamed Battle");
  ffb_ui_test_flush ();
  /* The list built before is gone, and the one in its place shows the new name. */
  g_assert_null (list);
  list = battle_list (&f);
  g_assert_nonnull (ffb_ui_test_find_row (list, "Renamed Battle"));
  /* It stands where the old one stood: before the action deck and the passphrases. */
  g_assert_true (ADW_IS_PREFERENCES_GROUP (gtk_widget_get_next_sibling (list)));
  g_assert_false (battles_group (gtk_widget_get_prev_sibling (list), NULL));
  g_assert_true (ffb_document_undo (document, NULL));
  ffb_ui_test_flush ();
  g_assert_null (ffb_ui_test_find_row (battle_list (&f), "Renamed Battle"));
  ffb_ui_test_page_close (&f);
}

/* A deck's button turns on the deck it shows, each its own. */
static const char *turned_on;

static gboolean
record_turn_on (GtkWidget *table, const FfbDeck *deck, GError **error)
{
  turned_on = g_intern_string (deck->id);
  return TRUE;
}

/* The buttons of a row of `system`'s decks; returns how many it clicked. */
static guint
click_deck_buttons (FfbDeckSystem system)
{
  FfbDeckChoice choice = { system, "Turn cards on", NULL, "Deck file", "Open a deck",
                           "Refused", "File refused", "Done", "Turn on", record_turn_on };
  GtkWidget *table = adw_preferences_group_new ();
  GtkWidget *row = ffb_deck_row_new (table, &choice);
  GtkWindow *window;
  const char *const *ids = ffb_deck_built_in_ids ();
  guint clicked = 0;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (table), row);
  window = ffb_ui_test_window (table);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FfbDeck) deck = ffb_deck_new_built_in (ids[i], NULL);
      GtkWidget *button;

      if (deck == NULL || deck->system != system)
        continue;
      button = gtk_widget_get_ancestor (ffb_ui_test_find_label (row, deck->name),
                                        GTK_TYPE_BUTTON);
      g_assert_nonnull (button);
      turned_on = NULL;
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpstr (turned_on, ==, ids[i]);
      clicked++;
    }
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
  return clicked;
}

static void
test_deck_buttons (void)
{
  guint activation = click_deck_buttons (FFB_DECK_ACTIVATION);
  guint action = click_deck_buttons (FFB_DECK_ACTION);

  g_assert_cmpuint (activation, >=, 1);
  g_assert_cmpuint (action, >=, 1);
  g_assert_cmpuint (activation + action, ==, g_strv_length ((char **) ffb_deck_built_in_ids ()));
}

/* A page built again removes the groups added in code and keeps the others (a template's):
 * the page keeps the list of its own, where a GPtrArray hung on it as object data was. */
static gboolean
is_group (GtkWidget *widget, gconstpointer group)
{
  return widget == group;
}

static void
test_groups_page (void)
{
  FfbGroupsPage *page = g_object_new (FFB_TYPE_GROUPS_PAGE, NULL);
  GtkWidget *kept = adw_preferences_group_new ();
  GtkWidget *added[2] = { adw_preferences_group_new (), adw_preferences_group_new () };
  GtkWindow *window;

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (kept));
  for (guint round = 0; round < 2; round++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (added); i++)
        {
          if (round > 0)
            added[i] = adw_preferences_group_new ();
          ffb_groups_page_add (page, ADW_PREFERENCES_GROUP (added[i]));
          g_object_add_weak_pointer (G_OBJECT (added[i]), (gpointer *) &added[i]);
        }
      g_assert_cmpuint (ffb_groups_page_get_n_added (page), ==, 2);
      g_assert_nonnull (ffb_ui_test_find (GTK_WIDGET (page), is_group, added[1]));
      ffb_groups_page_clear (page);
      g_assert_cmpuint (ffb_groups_page_get_n_added (page), ==, 0);
      /* Taken out of the page, which held them alone. */
      g_assert_null (added[0]);
      g_assert_null (added[1]);
    }
  window = ffb_ui_test_window (GTK_WIDGET (page));
  g_assert_nonnull (ffb_ui_test_find (GTK_WIDGET (page), is_group, kept));
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* A chooser's answer goes to its handler, which holds what it was given to open, until the
 * window forgets the chooser: then no handler is left to answer. */
static gboolean
refuse_open (GtkWindow *window, GFile *file, GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "not in this test");
  return FALSE;
}

static gboolean
answered (GtkFileChooserNative *chooser)
{
  return g_signal_has_handler_pending (chooser, g_signal_lookup ("response",
                                                                 GTK_TYPE_NATIVE_DIALOG),
                                       0, FALSE);
}

static void
test_open_chooser (void)
{
  GtkWindow *window = ffb_ui_test_window (gtk_label_new (""));
  GtkFileChooserNative *chooser = ffb_ui_choose_file_to_open (window, "Open", "XML files",
                                                              refuse_open, "Refused");
  GtkFileChooserNative *held = g_object_ref (chooser);

  g_assert_true (answered (held));
  ffb_ui_forget_open_chooser (&chooser);
  g_assert_null (chooser);
  g_assert_false (answered (held));
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (held));
  g_object_unref (held);
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/state/document-battles-changed", test_document_battles_changed);
  g_test_add_func ("/ui/state/campaign-page-battle-list", test_campaign_page_battle_list);
  g_test_add_func ("/ui/state/deck-buttons", test_deck_buttons);
  g_test_add_func ("/ui/state/groups-page", test_groups_page);
  g_test_add_func ("/ui/state/open-chooser", test_open_chooser);
  return g_test_run ();
}
