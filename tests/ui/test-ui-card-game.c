/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-card-game.c: the card game's one hand and one table serve both systems (issue 32
 * item 1): C1's activation hand and table and C2's action hand and table are the same two
 * widgets, each a subclass that only adapts its engine; a move the engine refuses shows its
 * sentence as the hand's `refusal` property, notified when it changes (issue 32 item 5). */
#include "ffb-action-hand.h"
#include "ffb-action-table.h"
#include "ffb-card-hand.h"
#include "ffb-card-table.h"
#include "ffb-cards.h"
#include "ffb-neutral-record.h"
#include "ffb-night-test.h"
#include "ffb-ui-test.h"

typedef struct
{
  FfbDocument *document;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->document = ffb_ui_test_demo_document ();
  ffb_night_test_roll (f->document);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->document);
}

static GtkWidget *
sunk (GtkWidget *widget)
{
  return g_object_ref_sink (widget);
}

/* One table widget: C1's and C2's are its subclasses, both working on the one document. */
static void
test_one_table (Fixture *f, gconstpointer data)
{
  g_autoptr(GtkWidget) c1 = sunk (ffb_card_table_new (f->document));
  g_autoptr(GtkWidget) c2 = sunk (ffb_action_table_new (f->document));
  g_autoptr(GError) error = NULL;

  g_assert_true (FFB_IS_CARD_GAME_TABLE (c1) && FFB_IS_CARD_GAME_TABLE (c2));
  g_assert_true (ffb_card_game_table_get_document (FFB_CARD_GAME_TABLE (c1)) == f->document);
  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (c1), "haggerty", &error));
  g_assert_no_error (error);
  g_assert_nonnull (ffb_document_get_battle (f->document)->neutral->cards);
  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (c2), "marian", &error));
  g_assert_no_error (error);
  g_assert_nonnull (ffb_document_get_campaign (f->document)->action_cards);
  /* A system's own deck is refused by the other's table (C1 and C2 decks differ). */
  g_assert_false (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (c2), "haggerty", &error));
  g_assert_nonnull (error);
}

static void
count_cb (GObject *object, GParamSpec *pspec, guint *notified)
{
  (*notified)++;
}

/* One hand widget: a refused move's sentence is its `refusal`, notified (issue 32 item 5). */
static void
check_refusal (GtkWidget *hand, gboolean (*refused) (GtkWidget *hand, GError **error))
{
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  guint notified = 0;

  g_assert_true (FFB_IS_CARD_GAME_HAND (hand));
  g_assert_null (ffb_card_game_hand_get_refusal (FFB_CARD_GAME_HAND (hand)));
  g_signal_connect (hand, "notify::refusal", G_CALLBACK (count_cb), &notified);
  g_assert_false (refused (hand, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (hand, "refusal", &shown, NULL);
  g_assert_cmpstr (shown, ==, error->message);
}

/* C1E: Done before his plays are due. */
static gboolean
c1_done (GtkWidget *hand, GError **error)
{
  return ffb_card_hand_done (hand, error);
}

/* C2C: a card he does not hold. */
static gboolean
c2_foreign_pick (GtkWidget *hand, GError **error)
{
  return ffb_action_hand_pick (hand, "no-such-card", FALSE, error);
}

static void
test_one_hand (Fixture *f, gconstpointer data)
{
  g_autoptr(GtkWidget) table = NULL;
  g_autoptr(GtkWidget) c1 = NULL, c2 = NULL;
  g_autoptr(GError) error = NULL;

  table = sunk (ffb_card_table_new (f->document));
  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (table), "haggerty", &error));
  g_assert_true (ffb_card_game_table_deal (table, &error));
  g_assert_no_error (error);
  g_clear_object (&table);
  table = sunk (ffb_action_table_new (f->document));
  g_assert_true (ffb_card_game_table_turn_on (FFB_CARD_GAME_TABLE (table), "marian", &error));
  g_assert_no_error (error);
  c1 = sunk (ffb_card_hand_new (f->document, FFB_SIDE_UNION));
  c2 = sunk (ffb_action_hand_new (f->document, FFB_SIDE_CONFEDERATE));
  check_refusal (c1, c1_done);
  check_refusal (c2, c2_foreign_pick);
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add ("/ui/card-game/one-table", Fixture, NULL, fixture_set_up, test_one_table,
              fixture_tear_down);
  g_test_add ("/ui/card-game/one-hand-refusal-notified", Fixture, NULL, fixture_set_up,
              test_one_hand, fixture_tear_down);
  return g_test_run ();
}
