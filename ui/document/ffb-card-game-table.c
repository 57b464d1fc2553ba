/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-table.c: a card game for the whole table, either system's (see
 * ffb-card-game-table.h).
 *
 * Built once from the adapter's table view, which holds only what both players may know: the
 * length of each hand, whether a side has picked (never what), the piles' sizes and the
 * cards face up. */
#include "ffb-card-game-table.h"

#include <glib/gi18n.h>
#include "ffb-night.h"
#include "ffb-xml-deck.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-confirm.h"
#include "ffb-toast.h"
#include "ffb-reveal-card.h"

typedef struct
{
  FfbGameButton step; /* what the header's button does: its `does`, `refused` and `done` */
} FfbCardGameTablePrivate;

G_DEFINE_TYPE_WITH_PRIVATE (FfbCardGameTable, ffb_card_game_table, FFB_TYPE_CARD_GAME_GROUP)

#define PRIV(self) ((FfbCardGameTablePrivate *) ffb_card_game_table_get_instance_private (self))
#define SYSTEM(self) (FFB_CARD_GAME_TABLE_GET_CLASS (self)->system)
#define DOCUMENT(self) ffb_card_game_table_get_document (self)

/* Adapters */

void
ffb_card_game_table_class_adapt (FfbCardGameTableClass *klass,
                                 const FfbCardGameTableSystem *system, const char *ui_file)
{
  g_autofree char *path = g_strconcat ("/io/github/ffbridge/ffbridge/ui/", ui_file, NULL);

  klass->system = system;
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass), path);
}

GtkWidget *
ffb_card_game_table_new (GType type, FfbDocument *document)
{
  g_return_val_if_fail (g_type_is_a (type, FFB_TYPE_CARD_GAME_TABLE), NULL);
  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  return g_object_new (type, "document", document, NULL);
}

/* Steps: the adapter's, each one undoable edit through its engine */

static gboolean
turn_on_deck (GtkWidget *table, const FfbDeck *deck, GError **error)
{
  FfbCardGameTable *self = FFB_CARD_GAME_TABLE (table);

  return SYSTEM (self)->turn_on (DOCUMENT (self), deck, error);
}

gboolean
ffb_card_game_table_turn_on (FfbCardGameTable *self, const char *deck_id, GError **error)
{
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_GAME_TABLE (self) && deck_id != NULL, FALSE);
  deck = ffb_deck_new_built_in (deck_id, error);
  return deck != NULL && turn_on_deck (GTK_WIDGET (self), deck, error);
}

gboolean
ffb_card_game_table_turn_on_file (FfbCardGameTable *self, GFile *file, GError **error)
{
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_GAME_TABLE (self) && G_IS_FILE (file), FALSE);
  deck = ffb_deck_row_load_file (file, error);
  return deck != NULL && turn_on_deck (GTK_WIDGET (self), deck, error);
}

gboolean
ffb_card_game_table_step (FfbCardGameTable *self, FfbTableStep step, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_GAME_TABLE (self), FALSE);
  return SYSTEM (self)->step (DOCUMENT (self), step, error);
}

/* Buttons. A step that goes through rebuilds the page and this group with it: the toast goes
 * to the page, found first, and the group is held until the handler ends. */

void
ffb_card_game_table_do (FfbCardGameTable *self, FfbTableDo what, gpointer data,
                        const char *refused, const char *done)
{
  g_autoptr(FfbCardGameTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  g_autoptr(GError) error = NULL;

  if (!what (self, data, &error))
    ffb_ui_show_error (GTK_WIDGET (self), refused, error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, done);
}

static gboolean
do_step (FfbCardGameTable *self, gpointer data, GError **error)
{
  return ffb_card_game_table_step (self, GPOINTER_TO_INT (data), error);
}

static void
step_clicked_cb (FfbCardGameTable *self)
{
  const FfbGameButton *step = &PRIV (self)->step;

  ffb_card_game_table_do (self, do_step, GINT_TO_POINTER (step->does), step->refused,
                          step->done);
}

/* Building */

void
ffb_card_game_table_add_row (FfbCardGameTable *self, const char *title, const char *subtitle,
                             GtkWidget *suffix)
{
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (title, subtitle, suffix));
}

static void
add_game_row (FfbCardGameTable *self, const FfbGameRow *row)
{
  ffb_card_game_table_add_row (self, row->title, row->subtitle, NULL);
}

GtkWidget *
ffb_card_game_side_box (const char *heading)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), ffb_reveal_label_new (heading, "heading"));
  return box;
}

void
ffb_card_game_table_add_reveal (FfbCardGameTable *self, char *first, char *reason,
                                FfbRevealSide side_box, gconstpointer state, const FfbDeck *deck)
{
  g_autofree char *first_shown = first, *reason_shown = reason;
  GtkWidget *sides[FFB_N_SIDES];

  for (int side = 0; side < FFB_N_SIDES; side++)
    sides[side] = side_box (state, deck, side);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_reveal_card_new (first_shown, sides, FFB_N_SIDES,
                                                  reason_shown));
}

static void
add_turn_on (FfbCardGameTable *self, gboolean on)
{
  const FfbCardGameTableSystem *system = SYSTEM (self);
  FfbDeckChoice choice = *system->deck;

  choice.deck_names = _(choice.title);
  choice.title = _(on ? system->another : choice.title);
  choice.subtitle = _(choice.subtitle);
  choice.file_name = _(choice.file_name);
  choice.chooser_title = _(choice.chooser_title);
  choice.refused = _(choice.refused);
  choice.file_refused = _(choice.file_refused);
  choice.done = _(choice.done);
  choice.turn_on = turn_on_deck;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_deck_row_new (GTK_WIDGET (self), &choice));
}

/* The referee's button of the moment. */
static void
add_step_button (FfbCardGameTable *self, const FfbGameButton *step)
{
  GtkWidget *button;

  if (step->label == NULL)
    return;
  button = ffb_night_button_new (step->label, step->name, step->style);
  gtk_widget_set_sensitive (button, step->sensitive);
  if (step->tooltip != NULL)
    gtk_widget_set_tooltip_text (button, step->tooltip);
  PRIV (self)->step = (FfbGameButton) {
    .does = step->does, .refused = step->refused, .done = step->done,
  };
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (step_clicked_cb), self);
  ffb_narrow_header_button (GTK_BUTTON (button));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), button);
}

static void
add_side_row (FfbCardGameTable *self, const FfbTableView *view, FfbSide side)
{
  guint held = view->held[side];
  /* Translators: a side (Union, Confederate), then how many cards his hand holds. */
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%s: %u card in hand",
                                                         "%s: %u cards in hand", held),
                                            ffb_side_display_name (side), held);

  ffb_card_game_table_add_row (self, title, view->doing[side], NULL);
}

static void
add_state (FfbCardGameTable *self, const FfbTableView *view)
{
  add_step_button (self, &view->step);
  if (view->not_started != NULL)
    add_game_row (self, view->not_started);
  else
    {
      for (guint i = 0; i < view->rows->len; i++)
        add_game_row (self, g_ptr_array_index (view->rows, i));
      for (int side = 0; side < FFB_N_SIDES; side++)
        add_side_row (self, view, side);
      ffb_card_game_table_add_row (self, view->piles, NULL, NULL);
    }
  SYSTEM (self)->add_rows (self, view->state, view->deck);
}

/* The view of the play, from what both players may know: the state's sides and piles. */
static FfbTableView *
table_view (FfbCardGameTable *self)
{
  const FfbCardGameTableSystem *system = SYSTEM (self);
  const FfbCardPlay *play = system->play (DOCUMENT (self));
  FfbTableView *view = ffb_table_view_new ();
  g_autoptr(GError) error = NULL;
  gpointer state;

  if (system->instead != NULL && (view->instead = system->instead (DOCUMENT (self))) != NULL)
    return view;
  view->on = play != NULL;
  if (!view->on)
    return view;
  view->deck = play->deck;
  view->about = system->about (play->deck);
  view->another_deck = play->steps->len == 0;
  state = system->state (DOCUMENT (self), &error);
  if (!ffb_table_view_take_state (view, state, system->free_state, _(system->failed), error))
    return view;
  system->fill (view, state, play->deck);
  if (view->not_started == NULL)
    ffb_table_view_set_sides (view, system->doing);
  return view;
}

static void
build (FfbCardGameGroup *group)
{
  FfbCardGameTable *self = FFB_CARD_GAME_TABLE (group);
  g_autoptr(FfbTableView) view = table_view (self);

  if (view->instead != NULL)
    {
      add_game_row (self, view->instead);
      return;
    }
  if (!view->on)
    {
      add_turn_on (self, FALSE);
      return;
    }
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), view->about);
  if (view->another_deck)
    add_turn_on (self, TRUE);
  if (view->failed != NULL)
    add_game_row (self, view->failed);
  else
    add_state (self, view);
}

/* GObject */

static void
ffb_card_game_table_dispose (GObject *object)
{
  FfbCardGameTable *self = FFB_CARD_GAME_TABLE (object);

  if (SYSTEM (self) != NULL && SYSTEM (self)->dispose != NULL)
    SYSTEM (self)->dispose (self);
  G_OBJECT_CLASS (ffb_card_game_table_parent_class)->dispose (object);
}

static void
ffb_card_game_table_class_init (FfbCardGameTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ffb_card_game_table_dispose;
  FFB_CARD_GAME_GROUP_CLASS (klass)->build = build;
}

static void
ffb_card_game_table_init (FfbCardGameTable *self)
{
}
