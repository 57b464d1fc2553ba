/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-rule-texts.c: the one-sentence text of each rule id in a rule set, and finding the
 * rule ids a sentence of the app names. */
#include "ffb-rule-texts.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-limits.h"

static gsize
digits_at (const char *p, gsize most)
{
  gsize n = 0;

  while (n < most && g_ascii_isdigit (p[n]))
    n++;
  return n;
}

/* "(5a)" after a rule: its length, or 0 when `p` starts no such part. */
static gsize
part_at (const char *p)
{
  gsize n;

  if (p[0] != '(')
    return 0;
  n = digits_at (p + 1, 2);
  if (n == 0)
    return 0;
  n++;
  if (g_ascii_islower (p[n]))
    n++;
  return p[n] == ')' ? n + 1 : 0;
}

/* The length of the rule id that starts at `p` ("R7B(5a)", "R10"), or 0. The letters around
 * it must not be part of a word: "R4A" in "XR4A" or "R4Ab" is no rule id. */
static gsize
rule_id_at (const char *text, const char *p)
{
  gsize n;

  if (p[0] != 'R' || (p > text && g_ascii_isalnum (p[-1])))
    return 0;
  n = digits_at (p + 1, 2);
  if (n == 0)
    return 0;
  n++;
  if (g_ascii_isupper (p[n]))
    n++;
  n += part_at (p + n);
  return g_ascii_isalnum (p[n]) ? 0 : n;
}

static gboolean
is_rule_id (const char *id)
{
  return id != NULL && id[0] != '\0' && rule_id_at (id, id) == strlen (id);
}

GStrv
ffb_rule_ids_in (const char *text)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_return_val_if_fail (text != NULL, NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      gsize length = rule_id_at (text, p);
      char *id;

      if (length == 0)
        continue;
      id = g_strndup (p, length);
      if (g_hash_table_add (seen, id))
        g_strv_builder_add (builder, id);
      p += length - 1;
    }
  return g_strv_builder_end (builder);
}

const char *
ffb_rules_text (const FfbRules *rules, const char *rule_id)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (rule_id != NULL, NULL);

  if (rules->texts == NULL)
    return NULL;
  for (guint i = 0; i < rules->texts->len; i++)
    {
      const FfbRuleText *entry = g_ptr_array_index (rules->texts, i);

      if (g_str_equal (entry->id, rule_id))
        return entry->text;
    }
  return NULL;
}

char *
ffb_rules_explain (const FfbRules *rules, const char *text)
{
  g_auto(GStrv) ids = NULL;
  GString *lines;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  ids = ffb_rule_ids_in (text);
  if (ids[0] == NULL)
    return NULL;
  lines = g_string_new (NULL);
  for (int i = 0; ids[i] != NULL; i++)
    {
      const char *said = ffb_rules_text (rules, ids[i]);

      if (i > 0)
        g_string_append_c (lines, '\n');
      g_string_append (lines, ids[i]);
      if (said != NULL)
        g_string_append_printf (lines, ": %s", said);
    }
  return g_string_free (lines, FALSE);
}

/* ---- Part of the rule set ---------------------------------------------------------- */

static void
rule_text_free (gpointer data)
{
  FfbRuleText *entry = data;

  g_free (entry->id);
  g_free (entry->text);
  g_free (entry);
}

GPtrArray *
ffb_rule_texts_new (void)
{
  return g_ptr_array_new_with_free_func (rule_text_free);
}

void
ffb_rule_texts_add (GPtrArray *texts, const char *id, const char *text)
{
  FfbRuleText *entry;

  g_return_if_fail (texts != NULL && id != NULL && text != NULL);

  entry = g_new (FfbRuleText, 1);

  entry->id = g_strdup (id);
  entry->text = g_strdup (text);
  g_ptr_array_add (texts, entry);
}

GPtrArray *
ffb_rule_texts_copy (const GPtrArray *texts)
{
  GPtrArray *copy = ffb_rule_texts_new ();

  for (guint i = 0; texts != NULL && i < texts->len; i++)
    {
      const FfbRuleText *entry = g_ptr_array_index ((GPtrArray *) texts, i);

      ffb_rule_texts_add (copy, entry->id, entry->text);
    }
  return copy;
}

gboolean
ffb_rule_texts_equal (const GPtrArray *a, const GPtrArray *b)
{
  guint na = a != NULL ? a->len : 0;
  guint nb = b != NULL ? b->len : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    {
      const FfbRuleText *x = g_ptr_array_index ((GPtrArray *) a, i);
      const FfbRuleText *y = g_ptr_array_index ((GPtrArray *) b, i);

      if (!g_str_equal (x->id, y->id) || !g_str_equal (x->text, y->text))
        return FALSE;
    }
  return TRUE;
}

/* One line of text, as every name and note: nothing that would break or hide a line. */
static gboolean
is_one_line (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || c == 0x2028 || c == 0x2029)
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_entry (const FfbRuleText *entry, GHashTable *seen, GError **error)
{
  if (!is_rule_id (entry->id))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The rule set has a text for \"%s\", "
                     "which is not a rule id such as R4A or R7B(5a)."), entry->id);
      return FALSE;
    }
  if (!g_hash_table_add (seen, entry->id))
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The rule set gives the text of %s "
                     "twice."), entry->id);
      return FALSE;
    }
  if (entry->text[0] == '\0' || !is_one_line (entry->text)
      || g_utf8_strlen (entry->text, -1) > FFB_MAX_RULE_TEXT)
    {
      g_set_error (error, FFB_ERROR, FFB_ERROR_INVALID, _("The text of %s in the rule set must "
                     "be one line of 1 to %d characters."), entry->id, FFB_MAX_RULE_TEXT);
      return FALSE;
    }
  return TRUE;
}

gboolean
ffb_rule_texts_check (const GPtrArray *texts, GError **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; texts != NULL && i < texts->len; i++)
    if (!check_entry (g_ptr_array_index ((GPtrArray *) texts, i), seen, error))
      return FALSE;
  return TRUE;
}
