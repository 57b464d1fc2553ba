/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-night.c: game-night helpers (see ffb-night.h). */
#include "ffb-night.h"

#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-organize.h"
#include "ffb-keyring.h"
#include "ffb-words.h"
#include "ffb-controls.h"

static gboolean
run (FfbDocument *document, const char *merge_key, gboolean needs_battle, FfbNightStep step,
     gpointer data, GError **error)
{
  FfbCampaign *campaign;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document) && step != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  campaign = ffb_document_get_campaign (document);
  if (campaign == NULL || (needs_battle && ffb_document_get_battle (document) == NULL))
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                           campaign == NULL ? _("There is no campaign open.")
                                            : _("This campaign has no battle."));
      return FALSE;
    }
  ffb_document_begin_edit (document, merge_key);
  if (!step (campaign, ffb_document_get_battle (document), data, error))
    {
      ffb_document_cancel_edit (document);
      return FALSE;
    }
  ffb_document_end_edit (document);
  return TRUE;
}

gboolean
ffb_night_run (FfbDocument *document, const char *merge_key, FfbNightStep step, gpointer data,
               GError **error)
{
  return run (document, merge_key, TRUE, step, data, error);
}

gboolean
ffb_night_run_campaign (FfbDocument *document, FfbNightStep step, gpointer data, GError **error)
{
  return run (document, NULL, FALSE, step, data, error);
}

static gboolean
ensure_step (FfbCampaign *campaign, FfbBattle *battle, gpointer data, GError **error)
{
  FfbOob *oobs[FFB_N_SIDES];

  return ffb_neutral_oobs (campaign, battle, oobs, error);
}

gboolean
ffb_night_ensure_oobs (FfbDocument *document, GError **error)
{
  FfbBattle *battle;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), FALSE);
  battle = ffb_document_get_battle (document);
  if (battle == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                           _("This campaign has no battle."));
      return FALSE;
    }
  if (battle->oob[FFB_SIDE_UNION] != NULL && battle->oob[FFB_SIDE_CONFEDERATE] != NULL)
    return TRUE;
  return ffb_night_run (document, NULL, ensure_step, NULL, error);
}

FfbReaderView *
ffb_night_reader_view (FfbDocument *document, FfbReader reader, GError **error)
{
  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);

  if (!ffb_night_ensure_oobs (document, error))
    return NULL;
  /* After the edit above: fetch the campaign and battle afresh. */
  return ffb_reader_view_new (ffb_document_get_campaign (document),
                              ffb_document_get_battle (document), reader, -1, error);
}

FfbNeutral *
ffb_night_neutral (FfbBattle *battle)
{
  return battle != NULL && battle->neutral != NULL && battle->neutral->dice != NULL
           ? battle->neutral : NULL;
}

FfbNeutral *
ffb_night_require_neutral (FfbBattle *battle, const char *refusal, GError **error)
{
  FfbNeutral *neutral = ffb_night_neutral (battle);

  if (neutral == NULL)
    g_set_error_literal (error, FFB_ERROR, FFB_ERROR_INVALID, refusal);
  return neutral;
}

gboolean
ffb_night_has_passphrase (FfbDocument *document, FfbReader reader)
{
  FfbCampaign *campaign = ffb_document_get_campaign (document);

  return campaign != NULL && ffb_campaign_has_passphrase (campaign, reader);
}

const char *
ffb_night_reader_name (FfbReader reader)
{
  static const char *const names[FFB_N_READERS] = { N_("referee"), N_("Union"),
                                                    N_("Confederate") };

  return reader < FFB_N_READERS ? _(names[reader]) : "?";
}

/* Display words */

char *
ffb_night_odds_text (const FfbMarchOdds *odds)
{
  GString *text = g_string_new (NULL);

  for (int m = 0; m < FFB_N_MARCHES; m++)
    {
      g_autofree char *chance = ffb_flank_chance_text (odds->chances[m], odds->out_of);

      if (m > 0)
        g_string_append (text, " · ");
      /* Translators: a march (Swift, deliberate, plodding), then its chance, as "1 in 3". */
      g_string_append_printf (text, _("%s %s"),
                              /* Translators: the swiftest march, first in a list of odds. */
                              m == 0 ? _("Swift") : ffb_march_display_name (m), chance);
    }
  return g_string_free (text, FALSE);
}

char *
ffb_night_audience_text (FfbAudience audience, const FfbRules *rules, FfbMonths months,
                         int reveal_turn)
{
  static const char *const words[FFB_N_AUDIENCES] = { N_("Referee only"), N_("Union only"),
                                                      N_("Confederate only"), N_("Everyone") };
  const char *word = audience < FFB_N_AUDIENCES ? _(words[audience]) : "?";

  if (reveal_turn > 0 && audience != FFB_AUDIENCE_EVERYONE)
    {
      g_autofree char *when = ffb_battle_turn_describe (rules, months, reveal_turn);

      /* Translators: who reads a secret (as "Union only"), then from which turn it is public. */
      return g_strdup_printf (_("%s · public from %s"), word, when);
    }
  return g_strdup (word);
}

const char *
ffb_night_rating_text (FfbRating rating)
{
  return rating == FFB_RATING_SEALED ? _("not yet known") : ffb_rating_display_name (rating);
}

const char *
ffb_night_flank_words (FfbFlank flank)
{
  /* Translators: a flank march is named by its flank in sentences such as "Send the left flank
   * march" or "The pick is kept: those brigades of the right flank march arrive". */
  return flank == FFB_FLANK_LEFT ? _("left flank") : _("right flank");
}

/* Rows and groups */

GtkWidget *
ffb_night_rule_row (const char *rule, const char *text, const char *subtitle)
{
  /* The engine's notes follow their rule id ("R9A: the Union army..."): alone, a sentence. */
  g_autofree char *sentence = g_strdup (text);
  GtkWidget *row, *badge = gtk_label_new (rule);

  sentence[0] = g_ascii_toupper (sentence[0]);
  row = ffb_ui_row_new (sentence, subtitle, NULL);

  gtk_widget_add_css_class (badge, "caption-heading");
  gtk_widget_add_css_class (badge, "accent");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_label_set_width_chars (GTK_LABEL (badge), 7);
  gtk_label_set_xalign (GTK_LABEL (badge), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), badge);
  return row;
}

AdwPreferencesGroup *
ffb_night_add_group (FfbGroupsPage *page, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  ffb_groups_page_add (page, ADW_PREFERENCES_GROUP (group));
  return ADW_PREFERENCES_GROUP (group);
}

GtkWidget *
ffb_night_button_new (const char *label, const char *accessible_name, const char *style_class)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (style_class != NULL)
    gtk_widget_add_css_class (button, style_class);
  ffb_ui_set_accessible_name (button, accessible_name);
  return button;
}

