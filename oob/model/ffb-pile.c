/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-pile.c: a pile of card ids (ffb-pile.h). */
#include "ffb-pile.h"

GPtrArray *
ffb_pile_new (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

GPtrArray *
ffb_pile_copy (const GPtrArray *pile)
{
  GPtrArray *copy = g_ptr_array_new_full (pile->len, g_free);

  for (guint i = 0; i < pile->len; i++)
    g_ptr_array_add (copy, g_strdup (g_ptr_array_index (pile, i)));
  return copy;
}

gboolean
ffb_pile_equal (const GPtrArray *a, const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!g_str_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static gboolean
find (const GPtrArray *pile, const char *card_id, guint *index)
{
  return card_id != NULL
         && g_ptr_array_find_with_equal_func ((GPtrArray *) pile, card_id, g_str_equal, index);
}

gboolean
ffb_pile_contains (const GPtrArray *pile, const char *card_id)
{
  return find (pile, card_id, NULL);
}

gboolean
ffb_pile_remove (GPtrArray *pile, const char *card_id)
{
  guint index;

  if (!find (pile, card_id, &index))
    return FALSE;
  g_ptr_array_remove_index (pile, index);
  return TRUE;
}

void
ffb_pile_add (GPtrArray *pile, const char *card_id)
{
  g_ptr_array_add (pile, g_strdup (card_id));
}

void
ffb_pile_move_all (GPtrArray *from, GPtrArray *to)
{
  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (to, g_steal_pointer (&from->pdata[i]));
  g_ptr_array_set_size (from, 0);
}

void
ffb_pile_hide (GPtrArray *pile)
{
  for (guint i = 0; i < pile->len; i++)
    {
      g_free (pile->pdata[i]);
      pile->pdata[i] = g_strdup (FFB_CARD_HIDDEN);
    }
}
