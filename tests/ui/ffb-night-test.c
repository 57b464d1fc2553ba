/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night-test.c: shared game-night test helpers (see ffb-night-test.h). */
#include "ffb-night-test.h"

#include <string.h>
#include "ffb-action-play.h"
#include "ffb-cards.h"
#include "ffb-neutral.h"
#include "ffb-night.h"

typedef struct
{
  FfbSide side;
  FfbFlank flank;
  const char *leader_id;        /* NULL: the commander of the first unit */
  const char *const *unit_ids;
} Give;

static gboolean
give_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  Give *give = data;
  FfbUnit *unit = ffb_oob_find_unit (battle->oob[give->side], give->unit_ids[0]);
  g_autoptr(FfbFlankOrder) order = NULL;
  g_autoptr(GPtrArray) findings = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                  ffb_finding_free);

  g_assert_nonnull (unit);
  order = ffb_flank_order_new (give->side, give->flank,
                               give->leader_id != NULL ? give->leader_id : unit->leader_id);
  for (guint i = 0; give->unit_ids[i] != NULL; i++)
    ffb_flank_order_add_unit (order, give->unit_ids[i]);
  g_assert_true (ffb_neutral_give_order (ffb_battle_get_neutral (battle), campaign, battle,
                                         order, findings));
  return TRUE;
}

void
ffb_night_test_give_led (FfbDocument *document, FfbSide side, FfbFlank flank,
                         const char *leader_id, const char *const *unit_ids)
{
  Give give = { side, flank, leader_id, unit_ids };
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_night_ensure_oobs (document, &error));
  g_assert_true (ffb_night_run (document, NULL, give_step, &give, &error));
  g_assert_no_error (error);
}

void
ffb_night_test_give (FfbDocument *document, FfbSide side, FfbFlank flank, const char *unit_id)
{
  const char *const unit_ids[] = { unit_id, NULL };

  ffb_night_test_give_led (document, side, flank, NULL, unit_ids);
}

static gboolean
roll_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  FfbNeutral *neutral = ffb_battle_get_neutral (battle);

  return ffb_neutral_start (neutral, battle, data, error)
         && ffb_neutral_roll_pre_battle (neutral, campaign, battle, error);
}

void
ffb_night_test_roll_seed (FfbDocument *document, const char *seed)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ffb_night_ensure_oobs (document, &error));
  g_assert_true (ffb_night_run (document, NULL, roll_step, (gpointer) seed, &error));
  g_assert_no_error (error);
}

void
ffb_night_test_roll (FfbDocument *document)
{
  ffb_night_test_roll_seed (document, FFB_NIGHT_TEST_SEED);
}

static void
add (GPtrArray *texts, const char *text)
{
  if (text != NULL && *text != '\0')
    g_ptr_array_add (texts, g_strdup (text));
}

static void
add_model (GPtrArray *texts, GListModel *model)
{
  for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
    add (texts, gtk_string_list_get_string (GTK_STRING_LIST (model), i));
}

static void
collect (GtkWidget *widget, GPtrArray *texts)
{
  add (texts, gtk_widget_get_tooltip_text (widget));
  if (GTK_IS_LABEL (widget))
    add (texts, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_EDITABLE (widget))
    add (texts, gtk_editable_get_text (GTK_EDITABLE (widget)));
  if (GTK_IS_BUTTON (widget))
    add (texts, gtk_button_get_label (GTK_BUTTON (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    add (texts, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget))
    add (texts, adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (ADW_IS_EXPANDER_ROW (widget))
    add (texts, adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (widget)));
  if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      add (texts, adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)));
      add (texts, adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget)));
    }
  if (ADW_IS_WINDOW_TITLE (widget))
    {
      add (texts, adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
      add (texts, adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
    }
  if (ADW_IS_STATUS_PAGE (widget))
    {
      add (texts, adw_status_page_get_title (ADW_STATUS_PAGE (widget)));
      add (texts, adw_status_page_get_description (ADW_STATUS_PAGE (widget)));
    }
  if (ADW_IS_COMBO_ROW (widget))
    add_model (texts, adw_combo_row_get_model (ADW_COMBO_ROW (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    add_model (texts, gtk_drop_down_get_model (GTK_DROP_DOWN (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, texts);
}

GPtrArray *
ffb_night_test_texts (GtkWidget *root)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  collect (root, texts);
  return texts;
}

const char *
ffb_night_test_find_text (GPtrArray *texts, const char *needle)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (g_ptr_array_index (texts, i), needle) != NULL)
      return g_ptr_array_index (texts, i);
  return NULL;
}

/* Ids name units ("confederate.c1.d2"); the army's id is the side's word itself, which the
 * public setup may use. */
static void
add_unit_ids (const FfbUnit *unit, GPtrArray *out)
{
  if (unit->kind != FFB_UNIT_ARMY)
    g_ptr_array_add (out, g_strdup (unit->id));
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    add_unit_ids (g_ptr_array_index (unit->children, i), out);
}

/* Whether `name` is the name of a card in `pile`. */
static gboolean
in_pile (const GPtrArray *pile, const FfbDeck *deck, const char *name)
{
  for (guint i = 0; i < pile->len; i++)
    if (g_str_equal (ffb_deck_card_name (deck, g_ptr_array_index (pile, i)), name))
      return TRUE;
  return FALSE;
}

/* C1: the names of the cards in `side`'s hand (his sealed pick among them), less a name that
 * the other side's cards or the cards face up share (the two jokers have one). */
static void
add_hand_cards (FfbBattle *battle, FfbSide side, GPtrArray *out)
{
  g_autoptr(FfbActivation) state = NULL;
  const FfbDeck *deck;
  FfbSide other = ffb_side_other (side);

  if (battle->neutral == NULL || battle->neutral->cards == NULL
      || (state = ffb_cards_state (battle, NULL)) == NULL)
    return;
  deck = battle->neutral->cards->deck;
  for (guint i = 0; i < state->hand[side]->len; i++)
    {
      const char *name = ffb_deck_card_name (deck, g_ptr_array_index (state->hand[side], i));

      if (!in_pile (state->hand[other], deck, name) && !in_pile (state->played[other], deck, name)
          && !in_pile (state->played[side], deck, name))
        g_ptr_array_add (out, g_strdup (name));
    }
}

/* Whether `name` is the name of a card face up after the reveal (C2C). */
static gboolean
face_up (const FfbActionCards *state, const FfbDeck *deck, const char *name)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (state->phase == FFB_ACTION_CARDS_REVEALED
        && g_str_equal (ffb_deck_card_name (deck, state->pick[side]), name))
      return TRUE;
  return FALSE;
}

/* C2: the names of the action cards in `side`'s hand, less a name that a card of the other
 * hand, the discards or the table shares (the deck holds several cards of each name). */
static void
add_action_cards (FfbCampaign *campaign, FfbSide side, GPtrArray *out)
{
  g_autoptr(FfbActionCards) state = NULL;
  const FfbDeck *deck;
  FfbSide other = ffb_side_other (side);

  if (campaign->action_cards == NULL
      || (state = ffb_action_play_state (campaign, NULL)) == NULL)
    return;
  deck = campaign->action_cards->deck;
  for (guint i = 0; i < state->hand[side]->len; i++)
    {
      const char *name = ffb_deck_card_name (deck, g_ptr_array_index (state->hand[side], i));

      if (!in_pile (state->hand[other], deck, name) && !in_pile (state->discard, deck, name)
          && !face_up (state, deck, name)
          && !g_ptr_array_find_with_equal_func (out, name, g_str_equal, NULL))
        g_ptr_array_add (out, g_strdup (name));
    }
}

GPtrArray *
ffb_night_test_secrets_of (FfbDocument *document, FfbSide side)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);
  FfbBattle *battle = ffb_document_get_battle (document);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  FfbReader reader = ffb_reader_for_side (ffb_side_other (side));

  /* A campaign with no battle (a block campaign) has its action cards to keep secret. */
  add_action_cards (campaign, side, out);
  if (battle == NULL)
    return out;
  for (guint i = 0; i < battle->sides[side].leaders->len; i++)
    {
      const char *id = g_array_index (battle->sides[side].leaders, FfbPresentLeader, i).leader_id;
      g_ptr_array_add (out, g_strdup (ffb_campaign_find_leader (campaign, id)->name));
    }
  if (battle->oob[side] != NULL)
    add_unit_ids (battle->oob[side]->army, out);
  add_hand_cards (battle, side, out);
  if (battle->neutral != NULL)
    {
      g_autoptr(GPtrArray) secrets = ffb_neutral_secrets (battle->neutral, campaign, battle);
      int now = ffb_neutral_now (battle->neutral, campaign, battle);

      /* Everything the other reader may not see now: the side's own results, the referee's. */
      for (guint i = 0; i < secrets->len; i++)
        {
          const FfbSecret *secret = g_ptr_array_index (secrets, i);

          if (!ffb_secret_visible (secret, reader, now))
            g_ptr_array_add (out, g_strdup (secret->text));
        }
    }
  return out;
}

void
ffb_night_test_assert_none_shown (GtkWidget *root, GPtrArray *secrets)
{
  g_autoptr(GPtrArray) texts = ffb_night_test_texts (root);

  g_assert_cmpuint (texts->len, >, 0);
  for (guint i = 0; i < secrets->len; i++)
    {
      const char *secret = g_ptr_array_index (secrets, i);
      const char *shown = ffb_night_test_find_text (texts, secret);

      if (shown != NULL)
        g_error ("The view shows “%s” of the other side in “%s”", secret, shown);
    }
}
