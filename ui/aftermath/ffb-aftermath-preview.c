/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-aftermath-preview.c: what the Aftermath page says will change (see
 * ffb-aftermath-page-private.h): the engine's preview of the result as entered (ffb_aftermath_new),
 * each line naming its rule; a result the engine refuses shows its sentence at the field
 * concerned, found by the line the refusal names; and, for a battle already carried back,
 * what was done. */
#include "ffb-aftermath-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ffb-error.h"
#include "ffb-history.h"
#include "ffb-night.h"
#include "ffb-controls.h"
#include "ffb-field-flag.h"

/* A refusal shown at its field */

/* The refusal at its row, the expander around it opened so that it shows. */
static void
flag (FfbAftermathPage *self, GtkWidget *row, const char *message)
{
  GtkWidget *around = gtk_widget_get_ancestor (gtk_widget_get_parent (row),
                                               ADW_TYPE_EXPANDER_ROW);

  ffb_ui_move_flag (&self->flagged, row, message);
  if (around != NULL)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (around), TRUE);
}

/* "the result:12: brigade ... lost 9 stands": the sentence, and the control it names. */
static FfbAftermathField *
refused_field (FfbAftermathPage *self, const FfbResult *result, const char *message,
               const char **sentence)
{
  gsize length = strlen (result->source);
  const char *rest = message;
  char *end = NULL;
  guint64 tag = 0;

  *sentence = message;
  if (strncmp (message, result->source, length) != 0 || message[length] != ':')
    return NULL;
  rest = message + length + 1;
  if (g_ascii_isdigit (*rest))
    {
      tag = g_ascii_strtoull (rest, &end, 10);
      rest = *end == ':' ? end + 1 : end;
    }
  while (*rest == ' ')
    rest++;
  *sentence = rest;
  return tag > 0 && tag <= self->fields->len ? g_ptr_array_index (self->fields, tag - 1) : NULL;
}

/* The preview */

void
ffb_aftermath_preview_add_row (FfbAftermathPage *self, GtkWidget *row)
{
  adw_preferences_group_add (self->preview_group, row);
  g_ptr_array_add (self->preview_rows, row);
}

void
ffb_aftermath_preview_clear (FfbAftermathPage *self)
{
  ffb_ui_move_flag (&self->flagged, NULL, NULL);
  for (guint i = 0; self->preview_group != NULL && i < self->preview_rows->len; i++)
    adw_preferences_group_remove (self->preview_group, g_ptr_array_index (self->preview_rows, i));
  g_ptr_array_set_size (self->preview_rows, 0);
  g_clear_pointer (&self->preview, ffb_aftermath_free);
  g_clear_pointer (&self->refusal, g_free);
}

/* Nothing typed yet (the battle has no draft): what the engine would refuse is what is still
 * to enter, not a mistake, so it is said as a plain hint and no field is flagged. */
static gboolean
nothing_entered (FfbAftermathPage *self)
{
  FfbBattle *battle = ffb_document_get_battle (self->document);

  return battle != NULL && battle->draft == NULL;
}

static void
show_refusal (FfbAftermathPage *self, const FfbResult *result, const GError *error)
{
  const char *sentence = NULL;
  FfbAftermathField *field = refused_field (self, result, error->message, &sentence);
  GtkWidget *row;

  /* The engine's sentences follow a file name and line: on their own they start a sentence. */
  self->refusal = g_strdup (sentence);
  self->refusal[0] = g_ascii_toupper (self->refusal[0]);
  if (nothing_entered (self))
    {
      ffb_aftermath_preview_add_row (self, ffb_ui_row_new (_("Nothing entered yet"),
                                                           _("Enter each side's victory points, "
                                                             "how it left the field, its losses "
                                                             "and, for an army that held the "
                                                             "field, its CW CRT row: what will "
                                                             "change shows here"), NULL));
      return;
    }
  if (field != NULL)
    flag (self, field->row, self->refusal);
  else if (error->code == FFB_ERROR_INVALID && self->crack_row != NULL)
    flag (self, GTK_WIDGET (self->crack_row), self->refusal);
  row = ffb_ui_row_new (_("The result cannot be carried back as it stands"), self->refusal, NULL);
  gtk_widget_add_css_class (row, "error");
  ffb_aftermath_preview_add_row (self, row);
}

/* Folded, a list still says what it holds. */
static void
summarize (FfbAftermathPage *self, const FfbResult *result)
{
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      const FfbResultSide *typed = &result->sides[side];
      int stands = ffb_result_side_stands_lost (typed);
      g_autofree char *losses = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%d stand killed, wounded or "
                                                              "captured: lost for good",
                                                              "%d stands killed, wounded or "
                                                              "captured: lost for good", stands),
                                                 stands);
      guint lost = typed->batteries->len;
      /* Translators: %u is the batteries lost; R9A is a rule id, keep it. */
      g_autofree char *batteries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                 "%u lost: recorded, R9A converts "
                                                                 "stands only",
                                                                 "%u lost: recorded, R9A converts "
                                                                 "stands only", lost),
                                                    lost);

      if (self->losses_row[side] == NULL)
        continue;
      adw_expander_row_set_subtitle (self->losses_row[side], losses);
      adw_expander_row_set_subtitle (self->batteries_row[side], batteries);
    }
}

void
ffb_aftermath_preview_update (FfbAftermathPage *self)
{
  g_autoptr(FfbResult) result = ffb_aftermath_draft_result (self);
  g_autoptr(GError) error = NULL;
  FfbAftermathOptions options = { NULL, FALSE };

  ffb_aftermath_preview_clear (self);
  if (result == NULL)
    return;
  summarize (self, result);
  ffb_aftermath_fields_crack (self, &options.crack_group, &options.no_crack);
  /* Worked out after the draft is stored: the apply checks the campaign is as previewed. */
  self->preview = ffb_aftermath_new (ffb_aftermath_page_campaign (self), result->battle_id,
                                     result, &options, &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "aftermath.apply", self->preview != NULL);
  if (self->preview == NULL)
    {
      show_refusal (self, result, error);
      return;
    }
  for (guint i = 0; i < self->preview->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (self->preview->notes, i);

      ffb_aftermath_preview_add_row (self, ffb_night_rule_row (note->rule, note->text, NULL));
    }
}

/* Below the preview it applies: read, then apply. */
static GtkWidget *
apply_button (void)
{
  GtkWidget *button = ffb_night_button_new (_("_Apply to the Campaign"),
                                            _("Apply the result to the campaign"),
                                            "suggested-action");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "aftermath.apply");
  /* Translators: R9 is a rule id, keep it. */
  gtk_widget_set_tooltip_text (button, _("Carry the result back to the campaign (R9); Undo takes "
                                         "it back"));
  return button;
}

void
ffb_aftermath_preview_add_group (FfbAftermathPage *self, gboolean can_apply)
{
  self->preview_group = ffb_night_add_group (self->preferences, _("What Will Change"),
                                             can_apply ? _("In plain words, each line naming its "
                                                           "rule") : NULL);
  if (can_apply)
    adw_preferences_group_set_header_suffix (self->preview_group, apply_button ());
}

/* Carried back: what was done, and undo */

static FfbChange *
last_change (FfbAftermathPage *self)
{
  GPtrArray *history = ffb_history_get (ffb_aftermath_page_campaign (self));

  return history->len > 0 ? g_ptr_array_index (history, history->len - 1) : NULL;
}

void
ffb_aftermath_preview_show_fought (FfbAftermathPage *self, FfbBattle *b)
{
  FfbCampaign *campaign = ffb_aftermath_page_campaign (self);
  FfbChange *change = ffb_history_find_aftermath (campaign, b->id);
  /* Translators: %s is a battle. */
  g_autofree char *title = g_strdup_printf (_("%s: Carried Back"), b->name);

  for (guint i = 0; i < self->fought_rows->len; i++)
    adw_preferences_group_remove (self->fought_group, g_ptr_array_index (self->fought_rows, i));
  g_ptr_array_set_size (self->fought_rows, 0);
  adw_preferences_group_set_title (self->fought_group, title);
  for (guint i = 0; change != NULL && i < change->notes->len; i++)
    {
      const FfbNote *note = g_ptr_array_index (change->notes, i);
      GtkWidget *row = ffb_night_rule_row (note->rule, note->text, NULL);

      adw_preferences_group_add (self->fought_group, row);
      g_ptr_array_add (self->fought_rows, row);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "aftermath.undo",
                                 change != NULL && change == last_change (self)
                                 && ffb_history_can_undo (campaign));
}
