/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-neutral-page.c: the referee's screen of the neutral party (see ffb-neutral-page.h).
 *
 * The fixed rows come from the template; the referee-only lists are filled in code. The page
 * shows the referee's copy of the battle, which holds everything; what would tell a player
 * about the other side (orders, results) is inside the folded rows only. */
#include "ffb-neutral-page.h"

#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-keynav.h"
#include "ffb-neutral-steps.h"
#include "ffb-narrow.h"
#include "ffb-night.h"
#include "ffb-text.h"
#include "ffb-controls.h"
#include "ffb-toast.h"
#include "ffb-confirm.h"

struct _FfbNeutralPage
{
  GtkWidget parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals; /* the document's ::changed and battle-id, to rebuild */
  gboolean stale;      /* changed while not shown: rebuilt when next mapped */
  GPtrArray *filled;   /* rows added to the referee-only expanders */
  char *verified;      /* the last verification's words, for the battle it was made for */
  char *verified_battle;

  GtkStack *stack;
  AdwPreferencesPage *preferences;
  AdwPreferencesGroup *dice_group;
  GtkWidget *draw_button;
  AdwActionRow *commitment_row;
  GtkLabel *commitment_label;
  AdwActionRow *signing_row;
  GtkLabel *signing_label;
  AdwEntryRow *union_phrase_row;
  AdwEntryRow *confederate_phrase_row;
  AdwActionRow *protection_row;
  AdwActionRow *union_hand_row;
  AdwActionRow *confederate_hand_row;
  AdwActionRow *roll_row;
  AdwExpanderRow *orders_row;
  AdwExpanderRow *secrets_row;
  AdwActionRow *seed_row;
  AdwActionRow *verify_row;
};

G_DEFINE_FINAL_TYPE (FfbNeutralPage, ffb_neutral_page, GTK_TYPE_WIDGET)

static FfbBattle *
battle (FfbNeutralPage *self)
{
  return self->document != NULL ? ffb_document_get_battle (self->document) : NULL;
}

/* "ec4916dd 28fc4c10 ...": eight digits a group, easier to read out across the table. */
static char *
grouped_hex (const char *hex)
{
  GString *text = g_string_new (NULL);

  for (gsize i = 0; hex[i] != '\0'; i++)
    {
      if (i > 0 && i % 8 == 0)
        g_string_append_c (text, ' ');
      g_string_append_c (text, hex[i]);
    }
  return g_string_free (text, FALSE);
}

/* The fixed rows */

/* Which battle: the setup page picks it, and a referee may have several under way. */
static void
show_title (FfbNeutralPage *self, FfbBattle *b)
{
  /* Translators: %s is a battle. */
  g_autofree char *title = g_strdup_printf (_("Fair Dice for %s"), b->name);

  adw_preferences_group_set_title (self->dice_group, title);
}

/* Fair dice, decision 3: the key the file is signed with goes beside the commitment, for
 * the players to compare with what `verify` says. */
static void
show_signing_key (FfbNeutralPage *self, const FfbDice *dice)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);
  g_autofree char *fingerprint = ffb_chain_fingerprint (campaign->keyring->chain);

  gtk_widget_set_visible (GTK_WIDGET (self->signing_row), dice != NULL && fingerprint != NULL);
  gtk_label_set_text (self->signing_label, fingerprint != NULL ? fingerprint : "");
}

static void
show_dice (FfbNeutralPage *self, FfbNeutral *neutral)
{
  const FfbDice *dice = neutral != NULL ? neutral->dice : NULL;
  g_autofree char *commitment = dice != NULL ? grouped_hex (ffb_dice_commitment (dice)) : NULL;
  gboolean open = dice != NULL && !neutral->rolled;

  gtk_widget_set_visible (self->draw_button, dice == NULL);
  gtk_label_set_text (self->commitment_label, commitment != NULL ? commitment : "");
  adw_action_row_set_subtitle (self->commitment_row,
                               dice == NULL ? _("Not drawn yet: draw the seed before any roll")
                                            : _("Show it to both players now"));
  show_signing_key (self, dice);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      AdwEntryRow *row = side == FFB_SIDE_UNION ? self->union_phrase_row
                                                : self->confederate_phrase_row;

      gtk_editable_set_text (GTK_EDITABLE (row), dice != NULL ? ffb_dice_phrase (dice, side) : "");
      gtk_widget_set_sensitive (GTK_WIDGET (row), open);
    }
}

/* Whether the campaign's secrets are sealed in its file, in plain words. */
static void
show_protection (FfbNeutralPage *self, FfbCampaign *campaign)
{
  gboolean sealed = ffb_campaign_has_passphrase (campaign, FFB_READER_REFEREE);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->protection_row),
                                 sealed ? _("Secrets sealed in the file")
                                        : _("Secrets not protected"));
  adw_action_row_set_subtitle (self->protection_row,
                               sealed ? _("Only the referee's passphrase opens them; each player's "
                                          "opens his own part.")
                                      : _("No referee's passphrase is set: anyone who opens the "
                                          "campaign file reads every secret in it. Set it on the "
                                          "Campaign page or at the first hand-over."));
}

static void
show_hand_over (FfbNeutralPage *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);

  show_protection (self, campaign);
  for (int side = 0; side < FFB_N_SIDES; side++)
    adw_action_row_set_subtitle (side == FFB_SIDE_UNION ? self->union_hand_row
                                                        : self->confederate_hand_row,
                                 ffb_campaign_has_passphrase (campaign, ffb_reader_for_side (side))
                                   ? _("Passphrase set")
                                   : _("No passphrase yet: he chooses one at the hand-over"));
}

static void
show_steps (FfbNeutralPage *self, FfbBattle *b, FfbNeutral *neutral)
{
  gboolean rolled = neutral != NULL && neutral->rolled;
  gboolean revealed = neutral != NULL && ffb_dice_is_revealed (neutral->dice);
  g_autofree char *seed = revealed ? grouped_hex (ffb_dice_revealed_seed (neutral->dice)) : NULL;

  adw_action_row_set_subtitle (self->roll_row,
                               rolled ? _("Made and sealed: each side reads his own in his view")
                               : neutral == NULL ? _("Draw the seed first")
                               : _("Each side's flank marches first; then every leader and "
                                   "brigade on the table, each march's arrival and any "
                                   "encounter"));
  adw_action_row_set_subtitle (self->seed_row,
                               revealed ? seed : _("Sealed until the battle is over"));
  adw_action_row_set_subtitle (self->verify_row,
                               self->verified != NULL
                                 && g_strcmp0 (self->verified_battle, b->id) == 0
                                 ? self->verified : _("Once the seed is revealed"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "neutral.draw", neutral == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "neutral.roll", neutral != NULL && !rolled);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "neutral.reveal", rolled && !revealed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "neutral.verify", revealed);
}

/* The referee-only lists */

static void
clear_filled (FfbNeutralPage *self)
{
  for (guint i = 0; i < self->filled->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->filled, i);
      GtkWidget *expander = gtk_widget_get_ancestor (row, ADW_TYPE_EXPANDER_ROW);

      adw_expander_row_remove (ADW_EXPANDER_ROW (expander), row);
    }
  g_ptr_array_set_size (self->filled, 0);
}

static void
fill (FfbNeutralPage *self, AdwExpanderRow *expander, GtkWidget *row)
{
  adw_expander_row_add_row (expander, row);
  g_ptr_array_add (self->filled, row);
}

static char *
order_text (const FfbReaderView *view, const FfbRules *rules, const FfbReaderViewOrder *given)
{
  GString *text = g_string_new (NULL);
  FfbOob *oob = view->oobs[given->order->side];
  g_autofree char *odds = ffb_night_odds_text (&given->odds);
  g_autofree char *stands = ffb_text_stands (given->size.stands);

  for (guint i = 0; i < given->order->unit_ids->len; i++)
    {
      FfbUnit *unit = ffb_oob_find_unit (oob, g_ptr_array_index (given->order->unit_ids, i));
      /* The code tells two "1st Brigade"s of the march apart. */
      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : NULL;

      g_string_append_printf (text, "%s%s (%s)", i > 0 ? ", " : "",
                              unit != NULL ? unit->name : "?", code != NULL ? code : "?");
    }
  g_string_append_printf (text, " · %s · %s", stands, odds);
  /* R5-R5B, R7C, R7D: a stored order that breaks them is a finding here too. */
  for (guint i = 0; i < given->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (given->findings, i);
      g_string_append (text, " · ");
      /* Translators: a rule id (as R5A), then the engine's sentence. */
      g_string_append_printf (text, _("finding %s: it may not go: %s"), finding->rule,
                              finding->message);
    }
  if (given->order->rolled && given->order->arrival_turn > 0)
    {
      g_autofree char *when = ffb_battle_turn_describe (rules, view->months,
                                                        given->order->arrival_turn);

      g_string_append (text, " · ");
      /* Translators: a march (swift, deliberate, plodding), then a turn of the battle. */
      g_string_append_printf (text, _("rolled %s, enters on %s"),
                              ffb_march_display_name (given->order->march), when);
    }
  else if (given->order->rolled)
    {
      g_string_append (text, " · ");
      /* Translators: a march (swift, deliberate, plodding); R7B(5a) is a rule id, keep it. */
      g_string_append_printf (text, _("rolled %s, never arrives (R7B(5a))"),
                              ffb_march_display_name (given->order->march));
    }
  return g_string_free (text, FALSE);
}

static void
fill_referee (FfbNeutralPage *self, const FfbReaderView *view)
{
  const FfbRules *rules = ffb_document_get_campaign (self->document)->rules;

  /* No counts while folded: a glance at the screen would tell how many marches there are. */
  clear_filled (self);
  for (guint i = 0; i < view->orders->len; i++)
    {
      const FfbReaderViewOrder *given = g_ptr_array_index (view->orders, i);
      /* Translators: a side, then the leader of the march. */
      g_autofree char *title = g_strdup_printf (given->order->flank == FFB_FLANK_LEFT
                                                  ? _("%s left march under %s")
                                                  : _("%s right march under %s"),
                                                ffb_side_display_name (given->order->side),
                                                given->leader_name);
      g_autofree char *text = order_text (view, rules, given);

      fill (self, self->orders_row, ffb_ui_row_new (title, text, NULL));
    }
  for (guint i = 0; i < view->secrets->len; i++)
    {
      const FfbSecret *secret = g_ptr_array_index (view->secrets, i);
      g_autofree char *audience = ffb_night_audience_text (secret->audience, rules,
                                                           view->months, secret->reveal_turn);

      fill (self, self->secrets_row, ffb_night_rule_row (secret->rule, secret->text, audience));
    }
}

/* Building */

static void
rebuild (FfbNeutralPage *self)
{
  FfbBattle *b = battle (self);
  g_autoptr(FfbReaderView) view = NULL;
  FfbNeutral *neutral;

  self->stale = !gtk_widget_get_mapped (GTK_WIDGET (self));
  if (self->stale)
    return;
  gtk_stack_set_visible_child_name (self->stack, b != NULL ? "neutral" : "empty");
  if (b == NULL)
    return;
  neutral = ffb_night_neutral (b);
  show_title (self, b);
  show_dice (self, neutral);
  show_hand_over (self);
  show_steps (self, b, neutral);
  /* The referee's copy without storing OOBs that are not stored: showing is not an edit. */
  if (b->oob[FFB_SIDE_UNION] != NULL && b->oob[FFB_SIDE_CONFEDERATE] != NULL)
    view = ffb_reader_view_new (ffb_document_get_campaign (self->document), b, FFB_READER_REFEREE,
                                -1, NULL);
  if (view != NULL)
    fill_referee (self, view);
  else
    clear_filled (self);
}

/* Steps */

static gboolean
start_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_neutral_start (ffb_battle_get_neutral (b), b, data, error);
}

gboolean
ffb_neutral_page_draw_seed (FfbNeutralPage *self, const char *seed_hex, GError **error)
{
  g_return_val_if_fail (FFB_IS_NEUTRAL_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, start_step, (gpointer) seed_hex, error);
}

typedef struct
{
  FfbSide side;
  const char *phrase;
} PhraseStep;

static gboolean
phrase_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  PhraseStep *step = data;

  return ffb_neutral_step_phrase (b, step->side, step->phrase, error);
}

gboolean
ffb_neutral_page_set_phrase (FfbNeutralPage *self, FfbSide side, const char *phrase,
                             GError **error)
{
  PhraseStep step = { side, phrase };

  g_return_val_if_fail (FFB_IS_NEUTRAL_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, phrase_step, &step, error);
}

static gboolean
roll_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_neutral_roll_pre_battle (ffb_battle_get_neutral (b), campaign, b, error);
}

gboolean
ffb_neutral_page_roll (FfbNeutralPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_NEUTRAL_PAGE (self), FALSE);
  return ffb_night_ensure_oobs (self->document, error)
         && ffb_night_run (self->document, NULL, roll_step, NULL, error);
}

static gboolean
reveal_step (FfbCampaign *campaign, FfbBattle *b, gpointer data, GError **error)
{
  return ffb_neutral_reveal (ffb_battle_get_neutral (b), error);
}

gboolean
ffb_neutral_page_reveal (FfbNeutralPage *self, GError **error)
{
  g_return_val_if_fail (FFB_IS_NEUTRAL_PAGE (self), FALSE);
  return ffb_night_run (self->document, NULL, reveal_step, NULL, error);
}

static char *
verify_words (GPtrArray *problems, guint rolls)
{
  GString *text;

  if (problems->len == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Sound: the seed matches the commitment, and the %u "
                                         "roll and every sealed result re-derive from it",
                                         "Sound: the seed matches the commitment, and all %u "
                                         "rolls and every sealed result re-derive from it",
                                         rolls),
                            rolls);
  text = g_string_new (NULL);
  g_string_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u problem found:", "%u problems found:",
                                      problems->len),
                   problems->len);
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (problems, i));
  return g_string_free (text, FALSE);
}

GPtrArray *
ffb_neutral_page_verify (FfbNeutralPage *self, GError **error)
{
  FfbBattle *b;
  GPtrArray *problems;

  g_return_val_if_fail (FFB_IS_NEUTRAL_PAGE (self), NULL);
  b = battle (self);
  if (b == NULL || ffb_night_neutral (b) == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID,
                           _("This battle has no dice to check."));
      return NULL;
    }
  problems = ffb_neutral_verify (b->neutral, ffb_document_get_campaign (self->document), b,
                                 error);
  if (problems == NULL)
    return NULL;
  g_free (self->verified);
  g_free (self->verified_battle);
  self->verified = verify_words (problems, ffb_dice_n_rolls (b->neutral->dice));
  self->verified_battle = g_strdup (b->id);
  rebuild (self);
  return problems;
}

/* Actions */

static void
draw_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FfbNeutralPage *self = FFB_NEUTRAL_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!ffb_neutral_page_draw_seed (self, ffb_document_get_dice_seed (self->document), &error))
    ffb_ui_show_error (widget, _("Could not draw the seed"), error);
  else
    ffb_ui_toast (widget, _("The seed is drawn: show the commitment to both players"));
}

static void
phrase_applied_cb (AdwEntryRow *row, FfbNeutralPage *self)
{
  FfbSide side = row == self->union_phrase_row ? FFB_SIDE_UNION : FFB_SIDE_CONFEDERATE;
  g_autoptr(GError) error = NULL;

  if (!ffb_neutral_page_set_phrase (self, side, gtk_editable_get_text (GTK_EDITABLE (row)),
                                    &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("The phrase was not taken"), error);
}

static void
roll_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ffb_neutral_page_roll (FFB_NEUTRAL_PAGE (widget), &error))
    ffb_ui_show_error (widget, _("The neutral party could not roll"), error);
  else
    ffb_ui_toast_undo (widget, _("The pre-battle secrets are rolled and sealed"));
}

static void
reveal_answer (gpointer self, const char *response, gpointer data)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "reveal"))
    return;
  if (!ffb_neutral_page_reveal (self, &error))
    ffb_ui_show_error (GTK_WIDGET (self), _("Could not reveal the seed"), error);
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  AdwMessageDialog *dialog = ffb_confirm_new (widget, _("Reveal the Seed?"),
                                              _("Once the seed is public no die can be rolled "
                                                "for this battle: no arrival, no Poltroon roll. "
                                                "Reveal it when the battle is over."), "reveal",
                                              _("_Reveal"));

  ffb_confirm_ask (dialog, widget, reveal_answer, NULL, NULL);
}

static void
verify_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = ffb_neutral_page_verify (FFB_NEUTRAL_PAGE (widget), &error);

  if (problems == NULL)
    ffb_ui_show_error (widget, _("Could not check the rolls"), error);
  else
    ffb_ui_toast (widget, problems->len == 0 ? _("Every roll checks out") : _("Problems found"));
}

/* GObject */

void
ffb_neutral_page_set_document (FfbNeutralPage *self, FfbDocument *document)
{
  g_return_if_fail (FFB_IS_NEUTRAL_PAGE (self));
  g_return_if_fail (FFB_IS_DOCUMENT (document));

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  rebuild (self);
}

static void
ffb_neutral_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ffb_neutral_page_parent_class)->map (widget);
  if (FFB_NEUTRAL_PAGE (widget)->stale)
    rebuild (FFB_NEUTRAL_PAGE (widget));
}

static void
ffb_neutral_page_dispose (GObject *object)
{
  FfbNeutralPage *self = FFB_NEUTRAL_PAGE (object);

  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), FFB_TYPE_NEUTRAL_PAGE);
  G_OBJECT_CLASS (ffb_neutral_page_parent_class)->dispose (object);
}

static void
ffb_neutral_page_finalize (GObject *object)
{
  FfbNeutralPage *self = FFB_NEUTRAL_PAGE (object);

  g_ptr_array_unref (self->filled);
  g_free (self->verified);
  g_free (self->verified_battle);
  G_OBJECT_CLASS (ffb_neutral_page_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FfbNeutralPage, name)

static void
ffb_neutral_page_class_init (FfbNeutralPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ffb_neutral_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = ffb_neutral_page_finalize;
  widget_class->map = ffb_neutral_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ffbridge/ffbridge/ui/ffb-neutral-page.ui");
  BIND (stack); BIND (preferences); BIND (dice_group); BIND (draw_button); BIND (commitment_row);
  BIND (commitment_label); BIND (signing_row); BIND (signing_label); BIND (union_phrase_row);
  BIND (confederate_phrase_row);
  BIND (protection_row); BIND (union_hand_row); BIND (confederate_hand_row); BIND (roll_row); BIND (orders_row);
  BIND (secrets_row); BIND (seed_row); BIND (verify_row);
  gtk_widget_class_bind_template_callback (widget_class, phrase_applied_cb);
  gtk_widget_class_install_action (widget_class, "neutral.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "neutral.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "neutral.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "neutral.verify", NULL, verify_action);
}

static void
ffb_neutral_page_init (FfbNeutralPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = ffb_document_follow_new (self, G_CALLBACK (rebuild));
  ffb_narrow_header_button (GTK_BUTTON (self->draw_button));
  self->filled = g_ptr_array_new ();
  ffb_keynav_name_expander_row (GTK_WIDGET (self->orders_row));
  ffb_keynav_name_expander_row (GTK_WIDGET (self->secrets_row));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->union_phrase_row), _("Union player's phrase"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->confederate_phrase_row),
                              _("Confederate player's phrase"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->commitment_label), _("Dice commitment"));
  ffb_ui_set_accessible_name (GTK_WIDGET (self->signing_label), _("Signing key"));
}

GtkWidget *
ffb_neutral_page_new (void)
{
  return g_object_new (FFB_TYPE_NEUTRAL_PAGE, NULL);
}
