/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-table.c: the battle's card play for the whole table (see ffb-card-table.h).
 *
 * Built once from the referee's state (ffb_cards_state), of which it reads only what both
 * players may know: the length of each hand, whether a side has picked (never what) or
 * passed, the piles' sizes and the cards face up on the table. */
#include "ffb-card-table.h"

#include <glib/gi18n.h>
#include "ffb-cards.h"
#include "ffb-night.h"
#include "ffb-xml-deck.h"
#include "ffb-controls.h"
#include "ffb-narrow.h"
#include "ffb-confirm.h"
#include "ffb-toast.h"

struct _FfbCardTable
{
  AdwPreferencesGroup parent_instance;

  FfbDocument *document;
  GtkFileChooserNative *chooser; /* the deck file being chosen, or NULL */
};

G_DEFINE_FINAL_TYPE (FfbCardTable, ffb_card_table, ADW_TYPE_PREFERENCES_GROUP)

static FfbBattle *
battle (FfbCardTable *self)
{
  return ffb_document_get_battle (self->document);
}

/* Steps: the engine's edit functions, each one undoable edit */

static gboolean
on_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_turn_on (b, data, error);
}

static gboolean
deal_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_deal (b, error);
}

static gboolean
reveal_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_reveal (b, error);
}

static gboolean
charge_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_cards_charge (b, GPOINTER_TO_INT (data), error);
}

gboolean
ffb_card_table_turn_on (FfbCardTable *self, const char *deck_id, GError **error)
{
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && deck_id != NULL, FALSE);
  deck = ffb_deck_new_built_in (deck_id, error);
  return deck != NULL && ffb_night_run (self->document, NULL, on_step, deck, error);
}

gboolean
ffb_card_table_turn_on_file (FfbCardTable *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(FfbDeck) deck = NULL;

  g_return_val_if_fail (FFB_IS_CARD_TABLE (self) && G_IS_FILE (file), FALSE);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only a deck file on this computer can be read."), uri);
      return FALSE;
    }
  deck = ffb_deck_load_file (path, error);
  return deck != NULL && ffb_night_run (self->document, NULL, on_step, deck, error);
}

gboolean
ffb_card_table_deal (FfbCardTable *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_TABLE (self), FALSE);
  return ffb_night_run (self->document, NULL, deal_step, NULL, error);
}

gboolean
ffb_card_table_reveal (FfbCardTable *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_TABLE (self), FALSE);
  return ffb_night_run (self->document, NULL, reveal_step, NULL, error);
}

gboolean
ffb_card_table_charge (FfbCardTable *self, FfbSide side, GError **error)
{
  g_return_val_if_fail (FFB_IS_CARD_TABLE (self), FALSE);
  return ffb_night_run (self->document, NULL, charge_step, GINT_TO_POINTER (side), error);
}

/* Buttons. A step that goes through rebuilds the page and this group with it: the toast goes
 * to the page, found first, and the group is held until the handler ends. */

typedef gboolean (*TableStep) (FfbCardTable *self, GError **error);

static void
run_button (FfbCardTable *self, TableStep step, const char *refusal, const char *done)
{
  g_autoptr(FfbCardTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  g_autoptr(GError) error = NULL;

  if (!step (self, &error))
    ffb_ui_show_error (GTK_WIDGET (self), refusal, error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, done);
}

static void
deal_clicked_cb (FfbCardTable *self)
{
  run_button (self, ffb_card_table_deal, _("No turn can be dealt"), _("A new turn is dealt"));
}

static void
reveal_clicked_cb (FfbCardTable *self)
{
  run_button (self, ffb_card_table_reveal, _("The picks cannot be revealed yet"),
              _("Both picks are face up"));
}

static void
charge_clicked_cb (GtkButton *button, FfbCardTable *self)
{
  g_autoptr(FfbCardTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  FfbSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  g_autoptr(GError) error = NULL;

  if (!ffb_card_table_charge (self, side, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("No Charge can be counted"), error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, _("A Charge is counted"));
}

static void
deck_clicked_cb (GtkButton *button, FfbCardTable *self)
{
  g_autoptr(FfbCardTable) held = g_object_ref (self);
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  const char *deck_id = g_object_get_data (G_OBJECT (button), "deck-id");
  g_autoptr(GError) error = NULL;

  if (!ffb_card_table_turn_on (self, deck_id, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("Cards cannot be turned on"), error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, _("Cards are on for this battle"));
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, FfbCardTable *self)
{
  g_autoptr(FfbCardTable) held = self; /* the ref taken when the chooser opened */
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_PAGE);
  GtkWindow *window = gtk_native_dialog_get_transient_for (chooser);

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  if (!ffb_card_table_turn_on_file (self, file, &error))
    ffb_ui_show_error (window != NULL ? GTK_WIDGET (window) : GTK_WIDGET (self),
                       _("This deck cannot be used"), error);
  else if (page != NULL)
    ffb_ui_toast_undo (page, _("Cards are on for this battle"));
}

static void
file_clicked_cb (FfbCardTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Open a Deck of Cards"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Deck files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Turning cards on */

static GtkWidget *
deck_button (FfbCardTable *self, const FfbDeck *deck)
{
  /* Translators: accessible name; %s is a deck's name, as "The Haggerty deck". */
  g_autofree char *name = g_strdup_printf (_("Turn cards on: %s"), deck->name);
  GtkWidget *button = ffb_night_button_new (deck->name, name, NULL);

  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  ffb_narrow_button (GTK_BUTTON (button));
  g_object_set_data_full (G_OBJECT (button), "deck-id", g_strdup (deck->id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (deck_clicked_cb), self);
  return button;
}

static void
add_turn_on (FfbCardTable *self, gboolean on)
{
  const char *const *ids = ffb_deck_built_in_ids ();
  GtkWidget *row = ffb_ui_row_new (on ? _("Another deck") : _("Turn cards on"),
                                   _("The neutral party deals hands of cards in secret and "
                                     "reveals both picks at once (C1)"), NULL);
  GtkWidget *file = ffb_night_button_new (_("Deck _File…"),
                                          _("Turn cards on with a deck file of the table's own"),
                                          NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(FfbDeck) deck = ffb_deck_new_built_in (ids[i], NULL);

      if (deck != NULL && deck->system == FFB_DECK_ACTIVATION)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), deck_button (self, deck));
    }
  ffb_narrow_button (GTK_BUTTON (file));
  g_signal_connect_swapped (file, "clicked", G_CALLBACK (file_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), file);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
}

/* What both players may know */

static const char *
phase_text (FfbActivationPhase phase)
{
  switch (phase)
    {
    case FFB_ACTIVATION_PICKING:
      return _("Each player picks a card in secret in his own view, or passes (C1E, C1F)");
    case FFB_ACTIVATION_FIRST_PLAYS:
      return _("The First Player acts, and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_SECOND_PLAYS:
      return _("The Second Player acts, and may play further cards that outrank (C1E)");
    case FFB_ACTIVATION_BETWEEN_TURNS:
    default:
      return _("The turn is over: the next is dealt (C1D)");
    }
}

static const char *
doing_text (const FfbActivation *state, FfbSide side)
{
  if (state->passed[side])
    return _("Has passed for the rest of the turn (C1F)");
  switch (state->phase)
    {
    case FFB_ACTIVATION_PICKING:
      return state->pick[side] != NULL ? _("Has picked: his card stays sealed until the reveal")
                                       : _("Has not picked yet");
    case FFB_ACTIVATION_FIRST_PLAYS:
      return side == state->first ? _("First Player: acts now, in his own view")
                                  : _("Second Player: acts next");
    case FFB_ACTIVATION_SECOND_PLAYS:
      return side == state->first ? _("First Player: has acted")
                                  : _("Second Player: acts now, in his own view");
    case FFB_ACTIVATION_BETWEEN_TURNS:
    default:
      return _("Waits for the next deal");
    }
}

static void
add_side_row (FfbCardTable *self, const FfbActivation *state, FfbSide side)
{
  guint held = state->hand[side]->len;
  /* Translators: a side (Union, Confederate), then how many cards his hand holds. */
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "%s: %u card in hand",
                                                         "%s: %u cards in hand", held),
                                            ffb_side_display_name (side), held);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (title, doing_text (state, side), NULL));
}

static GtkWidget *
label_new (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

/* One side's cards face up: the revealed one in large type, the further plays below it. */
static GtkWidget *
side_cards (const FfbActivation *state, const FfbDeck *deck, FfbSide side)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  const GPtrArray *played = state->played[side];
  /* Translators: a side (Union, Confederate) when he is First Player. */
  g_autofree char *heading = side == state->first
                               ? g_strdup_printf (_("%s · First Player"),
                                                  ffb_side_display_name (side))
                               : g_strdup (ffb_side_display_name (side));

  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), label_new (heading, "heading"));
  if (played->len == 0)
    gtk_box_append (GTK_BOX (box), label_new (_("Passed (C1F)"), "title-2"));
  for (guint i = 0; i < played->len; i++)
    {
      const char *card = g_ptr_array_index (played, i);
      FfbCardAllowance allowance = ffb_deck_allowance (deck, card, side, FALSE);
      g_autofree char *allows = ffb_deck_allowance_text (&allowance);

      gtk_box_append (GTK_BOX (box), label_new (ffb_deck_card_name (deck, card),
                                                i == 0 ? "title-1" : "title-3"));
      gtk_box_append (GTK_BOX (box), label_new (allows, NULL));
    }
  if (state->charges[side] > 0)
    {
      /* Translators: how many Charges a side has made this round. */
      g_autofree char *charges = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%u Charge made (C1E)",
                                                               "%u Charges made (C1E)",
                                                               state->charges[side]),
                                                  state->charges[side]);

      gtk_box_append (GTK_BOX (box), label_new (charges, "heading"));
    }
  return box;
}

/* C1E: both cards, the First Player and why, in large type for the whole table. */
static void
add_reveal (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  g_autofree char *reason = ffb_activation_first_reason (state, deck);
  /* Translators: %s is a side (Union, Confederate). */
  g_autofree char *first = g_strdup_printf (_("First Player: %s"),
                                            ffb_side_display_name (state->first));
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *inside = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* Side by side, or one above the other in a narrow window. */
  GtkWidget *sides = gtk_flow_box_new ();

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_top (card, 12);
  g_object_set (inside, "margin-top", 18, "margin-bottom", 18, "margin-start", 18,
                "margin-end", 18, NULL);
  gtk_box_append (GTK_BOX (inside), label_new (first, "title-1"));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (sides), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (sides), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (sides), FFB_N_SIDES);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (sides), 24);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (sides), 12);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      gtk_flow_box_append (GTK_FLOW_BOX (sides), side_cards (state, deck, side));
      /* Nothing to choose here: not a stop for Tab. */
      gtk_widget_set_focusable (GTK_WIDGET (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (sides),
                                                                             side)), FALSE);
    }
  gtk_box_append (GTK_BOX (inside), sides);
  if (reason != NULL)
    gtk_box_append (GTK_BOX (inside), label_new (reason, "title-4"));
  gtk_box_append (GTK_BOX (card), inside);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), card);
}

/* C1C, C1E: the acting side's Charges, and the button that counts one as he makes it on the
 * table; insensitive, with the reason, once his cards played allow no more. */
static void
add_charge_row (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  FfbSide side = state->phase == FFB_ACTIVATION_FIRST_PLAYS ? state->first
                                                            : ffb_activation_second (state);
  guint allowed = ffb_activation_charges_allowed (state, deck, side);
  /* Translators: a side (Union, Confederate). */
  g_autofree char *title = g_strdup_printf (_("%s Charges (C1E)"), ffb_side_display_name (side));
  /* Translators: accessible name; %s is a side (Union, Confederate). */
  g_autofree char *name = g_strdup_printf (_("The %s player made a Charge"),
                                           ffb_side_display_name (side));
  g_autofree char *made = NULL;
  GtkWidget *button = ffb_night_button_new (_("C_harge"), name, NULL);

  if (allowed == 0)
    made = g_strdup (_("His cards played allow none: only Hearts and jokers do (C1C)"));
  else
    /* Translators: the Charges a side has made, and how many his cards played allow. */
    made = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u of the %u his cards played allow: a MOVE that "
                                         "ends in contact",
                                         "%u of the %u his cards played allow: a MOVE that "
                                         "ends in contact", allowed),
                            state->charges[side], allowed);
  gtk_widget_set_sensitive (button, state->charges[side] < allowed);
  ffb_narrow_button (GTK_BUTTON (button));
  g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
  g_signal_connect (button, "clicked", G_CALLBACK (charge_clicked_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (title, made, button));
}

/* C1E: after a round with Charges, who chooses the order of its melees, until the next
 * reveal. */
static void
add_melees (FfbCardTable *self, const FfbActivation *state)
{
  g_autofree char *melees = NULL;

  if (state->melee.chooser < 0)
    return;
  melees = ffb_activation_melee_text (state);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (_("Melees"), melees, NULL));
}

static gboolean
all_in (const FfbActivation *state)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    if (!state->passed[side] && state->pick[side] == NULL)
      return FALSE;
  return state->phase == FFB_ACTIVATION_PICKING;
}

/* The referee's button of the moment: deal a turn, or reveal the picks. */
static void
add_step_button (FfbCardTable *self, const FfbActivation *state)
{
  GtkWidget *button;

  if (state->phase == FFB_ACTIVATION_BETWEEN_TURNS)
    {
      button = ffb_night_button_new (state->turn == 0 ? _("_Deal the First Turn")
                                                      : _("_Deal the Next Turn"),
                                     _("Deal a turn: each hand is filled from the draw pile "
                                       "(C1D)"), "suggested-action");
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (deal_clicked_cb), self);
    }
  else if (state->phase == FFB_ACTIVATION_PICKING)
    {
      button = ffb_night_button_new (_("_Reveal"), _("Reveal both picks at once (C1E)"),
                                     "suggested-action");
      gtk_widget_set_sensitive (button, all_in (state));
      gtk_widget_set_tooltip_text (button, _("Once both players have picked or passed"));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (reveal_clicked_cb), self);
    }
  else
    return;
  ffb_narrow_header_button (GTK_BUTTON (button));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), button);
}

static void
add_state (FfbCardTable *self, const FfbActivation *state, const FfbDeck *deck)
{
  /* Translators: the turn of card play and its round. */
  g_autofree char *round = g_strdup_printf (_("Turn %u · Round %u"), state->turn, state->round);
  /* Translators: how many cards the draw pile and the discards hold. */
  g_autofree char *piles = g_strdup_printf (_("Draw pile %u · discards %u"), state->draw->len,
                                            state->discard->len);

  add_step_button (self, state);
  if (state->turn == 0)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                                 ffb_ui_row_new (_("No turn is dealt yet"),
                                                 _("Deal the first turn when the battle "
                                                   "starts (C1D)"), NULL));
      return;
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                             ffb_ui_row_new (round, phase_text (state->phase), NULL));
  for (int side = 0; side < FFB_N_SIDES; side++)
    add_side_row (self, state, side);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), ffb_ui_row_new (piles, NULL, NULL));
  if (state->phase == FFB_ACTIVATION_FIRST_PLAYS || state->phase == FFB_ACTIVATION_SECOND_PLAYS)
    {
      add_reveal (self, state, deck);
      add_charge_row (self, state, deck);
    }
  else
    add_melees (self, state);
}

static void
build (FfbCardTable *self)
{
  FfbBattle *b = battle (self);
  FfbNeutral *neutral = ffb_night_neutral (b);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbActivation) state = NULL;
  g_autofree char *about = NULL;
  const FfbDeck *deck;

  if (neutral == NULL || neutral->cards == NULL)
    {
      add_turn_on (self, FALSE);
      return;
    }
  deck = neutral->cards->deck;
  /* Translators: a deck's name, how many cards it holds, the hand size. */
  about = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u card, hands of %d",
                                        "%s: %u cards, hands of %d", ffb_deck_n_cards (deck)),
                           deck->name, ffb_deck_n_cards (deck), deck->hand_size);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), about);
  if (neutral->cards->steps->len == 0)
    add_turn_on (self, TRUE);
  state = ffb_cards_state (b, &error);
  if (state == NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self),
                               ffb_ui_row_new (_("The card play cannot be shown"), error->message,
                                               NULL));
  else
    add_state (self, state, deck);
}

/* GObject */

static void
ffb_card_table_dispose (GObject *object)
{
  FfbCardTable *self = FFB_CARD_TABLE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_CARD_TABLE);
  G_OBJECT_CLASS (ffb_card_table_parent_class)->dispose (object);
}

static void
ffb_card_table_class_init (FfbCardTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_card_table_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-card-table.ui");
}

static void
ffb_card_table_init (FfbCardTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ffb_card_table_new (FfbDocument *document)
{
  FfbCardTable *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_CARD_TABLE, NULL);
  self->document = g_object_ref (document);
  build (self);
  return GTK_WIDGET (self);
}
