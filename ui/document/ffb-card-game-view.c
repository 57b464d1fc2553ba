/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-game-view.c: what the card game's widgets show (see ffb-card-game-view.h). */
#include "ffb-card-game-view.h"

void
ffb_game_row_set (FfbGameRow *row, const char *title, const char *subtitle)
{
  g_free (row->title);
  row->title = g_strdup (title);
  g_free (row->subtitle);
  row->subtitle = g_strdup (subtitle);
}

FfbGameRow *
ffb_game_row_new (const char *title, const char *subtitle)
{
  FfbGameRow *row = g_new0 (FfbGameRow, 1);

  ffb_game_row_set (row, title, subtitle);
  return row;
}

void
ffb_game_row_free (FfbGameRow *row)
{
  ffb_game_row_set (row, NULL, NULL);
  g_free (row);
}

GPtrArray *
ffb_game_rows_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) ffb_game_row_free);
}

void
ffb_game_rows_add (GPtrArray *rows, const char *title, const char *subtitle)
{
  g_ptr_array_add (rows, ffb_game_row_new (title, subtitle));
}

void
ffb_game_button_clear (FfbGameButton *button)
{
  g_clear_pointer (&button->name, g_free);
}

FfbGameButton
ffb_game_step_button (FfbTableStep step, const char *label, char *name, const char *refused,
                      const char *done)
{
  return (FfbGameButton) {
    .label = label, .name = name, .style = "suggested-action", .sensitive = TRUE,
    .does = step, .refused = refused, .done = done,
  };
}

static void
card_free (FfbGameCard *card)
{
  g_free (card->id);
  ffb_game_row_set (&card->row, NULL, NULL);
  ffb_game_button_clear (&card->pass);
  g_free (card);
}

FfbHandView *
ffb_hand_view_new (void)
{
  FfbHandView *view = g_new0 (FfbHandView, 1);

  view->before = ffb_game_rows_new ();
  view->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_free);
  view->after = ffb_game_rows_new ();
  return view;
}

FfbGameCard *
ffb_hand_view_add_card (FfbHandView *view, const char *id, const char *name, const char *allows)
{
  FfbGameCard *card = g_new0 (FfbGameCard, 1);

  card->id = g_strdup (id);
  ffb_game_row_set (&card->row, name, allows);
  g_ptr_array_add (view->cards, card);
  return card;
}

void
ffb_hand_view_free (FfbHandView *view)
{
  g_free (view->state);
  g_ptr_array_unref (view->before);
  g_ptr_array_unref (view->cards);
  g_free (view->empty);
  g_ptr_array_unref (view->after);
  for (guint i = 0; i < G_N_ELEMENTS (view->buttons); i++)
    ffb_game_button_clear (&view->buttons[i]);
  g_free (view);
}

FfbTableView *
ffb_table_view_new (void)
{
  FfbTableView *view = g_new0 (FfbTableView, 1);

  view->rows = ffb_game_rows_new ();
  return view;
}

gboolean
ffb_table_view_take_state (FfbTableView *view, gpointer state, GDestroyNotify free_state,
                           const char *failed, const GError *error)
{
  if (state == NULL)
    {
      view->failed = ffb_game_row_new (failed, error->message);
      return FALSE;
    }
  view->state = state;
  view->free_state = free_state;
  return TRUE;
}

void
ffb_table_view_set_sides (FfbTableView *view, FfbTableDoing doing)
{
  const FfbCardPiles *piles = view->state;

  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      view->held[side] = piles->hand[side]->len;
      view->doing[side] = doing (view->state, side);
    }
}

void
ffb_table_view_free (FfbTableView *view)
{
  g_clear_pointer (&view->instead, ffb_game_row_free);
  g_free (view->about);
  g_clear_pointer (&view->failed, ffb_game_row_free);
  ffb_game_button_clear (&view->step);
  g_clear_pointer (&view->not_started, ffb_game_row_free);
  g_ptr_array_unref (view->rows);
  g_free (view->piles);
  if (view->free_state != NULL && view->state != NULL)
    view->free_state (view->state);
  g_free (view);
}
